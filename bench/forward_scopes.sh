#!/usr/bin/env bash
# bench/forward_scopes.py for each of several builds or bundles, each with its own kernel cache:
#   bench/forward_scopes.sh DIR [DIR ...] [-- forward_scopes.py arguments]
exec bash "$(dirname "$0")/each_build.sh" "$(dirname "$0")/forward_scopes.py" "$@"
