#!/usr/bin/env bash
# The processed sampler on one NVIDIA GPU (sm_90), from a build or bundle directory, in a few
# minutes:
#   bench/sampler_check.sh BUILD_OR_BIN_DIR [TOKENS]
# Runs: the sampler's and the relayout's GPU tests, compute-sanitizer memcheck of the
# sampler's (SANITIZERS=0 skips it); with liblogpjit.so, the C++ extension built against the
# machine's torch and bench/topk_bench.py at TOKENS (default 2048): the forward, top-20 and
# the processed call, with their kernels. Logs under $OUT (else a temporary directory); a
# table at the end.
source "$(dirname "$0")/common.sh"
bench_bins "${1:-}"
cd "$REPO"
export LOGPJIT_CACHE_DIR=$(mktemp -d /tmp/logpjit-cache.XXXXXX)
if [ -n "$GPU_TESTS" ]; then
  step sampler_tests "$GPU_TESTS" --gtest_filter='GpuSampler.*'
  if [ "${SANITIZERS:-1}" != 0 ] && command -v compute-sanitizer > /dev/null; then
    step sampler_memcheck compute-sanitizer --tool memcheck --error-exitcode 9 "$GPU_TESTS" \
      --gtest_filter='GpuSampler.*'
  fi
fi
if [ -n "$LIBLOGPJIT" ]; then
  export LOGPJIT_LIBRARY=$LIBLOGPJIT LOGPJIT_TOOL=$LOGPJIT PYTHONPATH=$REPO/python:$REPO/bench
  export LOGPJIT_NATIVE_DIR=$(mktemp -d /tmp/logpjit-native.XXXXXX) LOGPJIT_TORCH_NATIVE=1
  step native_build python3 -m logpjit._native_build "$LOGPJIT_NATIVE_DIR"
  for t in ${2:-2048}; do
    step "topk_bench_$t" python3 bench/topk_bench.py --tokens "$t" --k 20
  done
fi
summary
