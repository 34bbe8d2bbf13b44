#!/usr/bin/env bash
# The top-k kernels under several settings of the environment, one bundle, one GPU machine:
#   SETS="VAR=0|VAR=1 OTHER=1" bench/topk_env.sh BUILD_OR_BIN_DIR [TOKENS]
# For each set (separated by '|'; an empty set is the defaults): GpuTopKCases.* and
# GpuSampler.* (TESTS=0 skips them; TEST_SETS="0 3" runs them under those sets only), then, with liblogpjit.so and the C++ extension built
# against the machine's torch, bench/topk_bench.py at TOKENS (default 2048). Each set has
# its own kernel cache. TIMELINE=1: also bench/call_timeline.py under each set. Logs under $OUT (else a temporary directory); a table at the end.
source "$(dirname "$0")/common.sh"
bench_bins "${1:-}"
cd "$REPO"
TOKENS=${2:-2048}
IFS='|' read -r -a sets <<< "${SETS:-}"
[ ${#sets[@]} -gt 0 ] || sets=("")
if [ -n "$LIBLOGPJIT" ]; then
  export LOGPJIT_LIBRARY=$LIBLOGPJIT LOGPJIT_TOOL=$LOGPJIT PYTHONPATH=$REPO/python:$REPO/bench
  export LOGPJIT_NATIVE_DIR=$(mktemp -d /tmp/logpjit-native.XXXXXX) LOGPJIT_TORCH_NATIVE=1
  step native_build python3 -m logpjit._native_build "$LOGPJIT_NATIVE_DIR"
fi
for i in "${!sets[@]}"; do
  # shellcheck disable=SC2086
  cache=$(mktemp -d /tmp/logpjit-c.XXXXXX)
  if [ -n "$GPU_TESTS" ] && [ "${TESTS:-1}" != 0 ] &&
    { [ -z "${TEST_SETS:-}" ] || [[ " $TEST_SETS " == *" $i "* ]]; }; then
    step "tests_$i" env ${sets[$i]} LOGPJIT_CACHE_DIR="$cache" "$GPU_TESTS" --gtest_brief=1 \
      --gtest_filter='GpuTopKCases.*:GpuSampler.*'
  fi
  if [ -n "$LIBLOGPJIT" ]; then
    for t in ${TOKENS//,/ }; do
      # shellcheck disable=SC2086
      step "topk_bench_${t}_$i" env ${sets[$i]} LOGPJIT_CACHE_DIR="$cache" \
        python3 bench/topk_bench.py --tokens "$t" --k 20
      echo "[set $i: ${sets[$i]:-defaults}] T=$t"
      grep -E "x forward|kernels" "$LOG/topk_bench_${t}_$i.log"
      if [ "${TIMELINE:-0}" = 1 ]; then
        # shellcheck disable=SC2086
        step "timeline_${t}_$i" env ${sets[$i]} LOGPJIT_CACHE_DIR="$cache" \
          python3 bench/call_timeline.py --tokens "$t"
      fi
    done
  fi
done
summary
