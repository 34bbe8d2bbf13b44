#!/usr/bin/env bash
# bench/topk_overlap.py against a build or bundle directory:
#   bench/topk_overlap.sh BUILD_OR_BIN_DIR [topk_overlap.py arguments]
source "$(dirname "$0")/common.sh"
bench_bins "${1:-}"
shift
cd "$REPO"
[ -n "$LIBLOGPJIT" ] || { echo "no liblogpjit.so in the directory" >&2; exit 2; }
export LOGPJIT_CACHE_DIR=$(mktemp -d /tmp/logpjit-cache.XXXXXX)
export LOGPJIT_LIBRARY=$LIBLOGPJIT LOGPJIT_TOOL=$LOGPJIT PYTHONPATH=$REPO/python:$REPO/bench
python3 bench/topk_overlap.py "$@"
