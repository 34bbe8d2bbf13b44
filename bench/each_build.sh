#!/usr/bin/env bash
# A Python benchmark of bench/ for each of several builds or bundles (liblogpjit.so or .xz
# needed; the CLI is optional), one after the other, each with its own kernel cache:
#   bench/each_build.sh SCRIPT.py DIR [DIR ...] [-- SCRIPT.py arguments]
# (bench/topk_overlap.sh and bench/forward_scopes.sh name their script.)
source "$(dirname "$0")/common.sh"
[ $# -ge 2 ] || { echo "usage: $0 SCRIPT.py DIR [DIR ...] [-- ARGS]" >&2; exit 2; }
SCRIPT=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
shift
DIRS=()
while [ $# -gt 0 ] && [ "$1" != "--" ]; do DIRS+=("$1"); shift; done
[ "${1:-}" = "--" ] && shift
[ ${#DIRS[@]} -ge 1 ] || { echo "usage: $0 SCRIPT.py DIR [DIR ...] [-- ARGS]" >&2; exit 2; }
cd "$REPO"
for dir in "${DIRS[@]}"; do
  lib=$(bench_unpack "$dir" liblogpjit.so)
  [ -n "$lib" ] || { echo "no liblogpjit.so (or .xz) in '$dir'" >&2; exit 2; }
  echo "### $dir"
  LOGPJIT_CACHE_DIR=$(mktemp -d /tmp/logpjit-cache.XXXXXX) LOGPJIT_LIBRARY=$lib \
    PYTHONPATH=$REPO/python:$REPO/bench python3 "$SCRIPT" "$@"
done
