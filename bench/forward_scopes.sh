#!/usr/bin/env bash
# bench/forward_scopes.py for each of several builds or bundles (liblogpjit.so or .xz
# needed), one after the other, each with its own kernel cache:
#   bench/forward_scopes.sh DIR [DIR ...] [-- forward_scopes.py arguments]
source "$(dirname "$0")/common.sh"
DIRS=()
while [ $# -gt 0 ] && [ "$1" != "--" ]; do DIRS+=("$1"); shift; done
[ "${1:-}" = "--" ] && shift
[ ${#DIRS[@]} -ge 1 ] || { echo "usage: $0 DIR [DIR ...] [-- ARGS]" >&2; exit 2; }
cd "$REPO"
for dir in "${DIRS[@]}"; do
  [ -d "$dir" ] || { echo "expected a build or bundle directory, got '$dir'" >&2; exit 2; }
  BENCH_UNPACK=$(mktemp -d /tmp/logpjit-bin.XXXXXX)
  lib=$(bench_find "$(cd "$dir" && pwd)" liblogpjit.so)
  [ -n "$lib" ] || { echo "no liblogpjit.so in $dir" >&2; exit 2; }
  echo "### $dir"
  LOGPJIT_CACHE_DIR=$(mktemp -d /tmp/logpjit-cache.XXXXXX) LOGPJIT_LIBRARY=$lib \
    PYTHONPATH=$REPO/python:$REPO/bench python3 bench/forward_scopes.py "$@"
done
