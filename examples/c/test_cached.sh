#!/bin/sh
# ctest c_example: the C example compiles its kernels into an empty cache, then runs again
# with LOGPJIT_CACHE_MODE=readonly on the same cache (nothing may be compiled), and a
# read-only run on an empty cache must fail with an error naming the missing kernel.
# With a third argument (the example linked against liblogpjit_runtime.so only), that
# program must also serve the warmed cache read-only, and fail cleanly on a cold one.
#   test_cached.sh <logprobs executable> <scratch cache dir> [<runtime-only executable>]
set -eu
exe=$1
dir=$2
rtonly=${3:-}
rm -rf "$dir" "$dir.empty"
echo "== normal cache (compiles)"
LOGPJIT_CACHE_DIR="$dir" LOGPJIT_CACHE_MODE=normal "$exe" --expect-compiled
echo "== readonly, warmed cache"
LOGPJIT_CACHE_DIR="$dir" LOGPJIT_CACHE_MODE=readonly "$exe" --expect-cached
if [ -n "$rtonly" ]; then
  echo "== runtime-only library, readonly, warmed cache"
  LOGPJIT_CACHE_DIR="$dir" LOGPJIT_CACHE_MODE=readonly "$rtonly" --expect-cached
  echo "== runtime-only library, normal mode, empty cache (no compiler: must fail)"
  rm -rf "$dir.rt" && mkdir -p "$dir.rt"
  if LOGPJIT_CACHE_DIR="$dir.rt" "$rtonly" >"$dir.rt.log" 2>&1; then
    cat "$dir.rt.log"; echo "FAIL: the runtime-only library compiled a kernel"; exit 1
  fi
  cat "$dir.rt.log"
  grep -q "no compiler is linked into this program" "$dir.rt.log" ||
    { echo "FAIL: expected a 'no compiler' error"; exit 1; }
fi
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
