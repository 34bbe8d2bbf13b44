#!/usr/bin/env bash
# Top-k logprobs and the Python path on one NVIDIA GPU (sm_90), from a build or bundle
# directory:
#   bench/topk_check.sh BUILD_OR_BIN_DIR [TOKENS]
# Runs, where the binaries are there: the GPU tests of the top-k and sampler kernels and of
# per-row temperatures (GpuTopK*, GpuSampler.*, GpuTemperatureRows.*, both tiers; TP 1 is
# topk_stats, one read), compute-sanitizer memcheck and racecheck on the cases of
# SANITIZE_FILTER (default: one case per shape and element type, and the sampler);
# with liblogpjit.so: the C++ extension built against the machine's torch, the CUDA Python
# tests of top-k, the sampler and the extension, bench/topk_bench.py and
# bench/call_timeline.py (each call's host calls and kernels) and bench/peer_bench.py at TOKENS
# (default 2048,8192); the sanitizers last (SANITIZERS=0 skips them). Logs under $OUT (else
# a temporary directory); a table at the end.
source "$(dirname "$0")/common.sh"
bench_bins "${1:-}"
cd "$REPO"
export LOGPJIT_CACHE_DIR=$(mktemp -d /tmp/logpjit-cache.XXXXXX)
TOKENS=${2:-2048,8192}
if [ -n "$GPU_TESTS" ]; then
  step topk_tests "$GPU_TESTS" --gtest_filter='GpuTopK*:GpuSampler.*:GpuTemperatureRows.*'
fi
if [ -n "$LIBLOGPJIT" ]; then
  export LOGPJIT_LIBRARY=$LIBLOGPJIT LOGPJIT_TOOL=$LOGPJIT PYTHONPATH=$REPO/python
  export LOGPJIT_NATIVE_DIR=$(mktemp -d /tmp/logpjit-native.XXXXXX) LOGPJIT_TORCH_NATIVE=1
  step native_build python3 -m logpjit._native_build "$LOGPJIT_NATIVE_DIR"
  (cd tests/python && step python_topk python3 -m unittest -v test_topk test_sampler test_cuda \
    test_native)
  for t in ${TOKENS//,/ }; do
    step "topk_bench_$t" python3 bench/topk_bench.py --tokens "$t" --k 20
    PYTHONPATH=$REPO/python:$REPO/bench step "timeline_$t" python3 bench/call_timeline.py --tokens "$t"
  done
  step peer_bench python3 bench/peer_bench.py "$LOGPJIT" --tokens "$TOKENS"
fi
if [ -n "$GPU_TESTS" ] && [ "${SANITIZERS:-1}" != 0 ] && command -v compute-sanitizer > /dev/null; then
  for t in memcheck racecheck; do
    step "topk_$t" compute-sanitizer --tool $t --error-exitcode 9 "$GPU_TESTS" \
      --gtest_filter="${SANITIZE_FILTER:-*tp_bf16_k20_W2374_K8:*tp_fp16_k64_W256_K96:*target_fp32_k64_W2374_K8:*tp_bf16_k64_W2374_K1:GpuTopK.*:GpuSampler.*}"
  done
fi
summary
