#!/usr/bin/env bash
# compute-sanitizer's memcheck and racecheck over GPU tests of the LM head (one GPU, sm_90),
# from a build or bundle directory:
#   bench/lm_head_sanitize.sh BUILD_OR_BIN_DIR [GTEST_FILTER]
# FILTER defaults to the parked half tiles' test (GpuLmHead.LeafOrderHalfTiles*: both MMA
# warpgroups' parked halves, shared and global, under a slow reduction); each tool under
# TOOL_TIMEOUT seconds (default 240). Logs under $OUT; a table at the end.
source "$(dirname "$0")/common.sh"
bench_bins "${1:-}"
cd "$REPO"
[ -n "$GPU_TESTS" ] || { echo "no logpjit_gpu_tests in ${1:-}" >&2; exit 2; }
command -v compute-sanitizer > /dev/null || { echo "no compute-sanitizer on PATH" >&2; exit 2; }
export LOGPJIT_CACHE_DIR=$(mktemp -d /tmp/logpjit-cache.XXXXXX)
for t in memcheck racecheck; do
  step "sanitize_$t" timeout "${TOOL_TIMEOUT:-240}" compute-sanitizer --tool $t --error-exitcode 9 \
    "$GPU_TESTS" --gtest_filter="${2:-GpuLmHead.LeafOrderHalfTiles*}" --gtest_brief=1
  grep -h -E "ERROR SUMMARY|RACECHECK SUMMARY|PASSED|FAILED" "$LOG/sanitize_$t.log" | head -5
done
summary
