#!/usr/bin/env bash
# bench/topk_overlap.py for each of several builds or bundles, each with its own kernel cache:
#   bench/topk_overlap.sh DIR [DIR ...] [-- topk_overlap.py arguments]
exec bash "$(dirname "$0")/each_build.sh" "$(dirname "$0")/topk_overlap.py" "$@"
