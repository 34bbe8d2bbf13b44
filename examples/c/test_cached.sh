#!/bin/sh
# ctest c_example: the C example compiles its kernels into an empty cache, then runs again
# with LOGPJIT_CACHE_MODE=readonly on the same cache (nothing may be compiled), and a
# read-only run on an empty cache must fail with an error naming the missing kernel.
#   test_cached.sh <logprobs executable> <scratch cache dir>
set -eu
exe=$1
dir=$2
rm -rf "$dir" "$dir.empty"
echo "== normal cache (compiles)"
LOGPJIT_CACHE_DIR="$dir" LOGPJIT_CACHE_MODE=normal "$exe" --expect-compiled
echo "== readonly, warmed cache"
LOGPJIT_CACHE_DIR="$dir" LOGPJIT_CACHE_MODE=readonly "$exe" --expect-cached
echo "== readonly, empty cache (must fail)"
mkdir -p "$dir.empty"
if LOGPJIT_CACHE_DIR="$dir.empty" LOGPJIT_CACHE_MODE=readonly "$exe" >"$dir.log" 2>&1; then
  cat "$dir.log"
  echo "FAIL: a read-only run on an empty cache succeeded"
  exit 1
fi
cat "$dir.log"
grep -q "LOGPJIT_ERROR_RUNTIME: .*readonly cache .*no entry for" "$dir.log" ||
  { echo "FAIL: expected a read-only cache miss error"; exit 1; }
echo "c_example: OK"
