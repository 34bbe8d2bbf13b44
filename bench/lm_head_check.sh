#!/usr/bin/env bash
# The LM head (docs/spec.md §16) on one NVIDIA GPU (sm_90), from a build or bundle directory:
#   bench/lm_head_check.sh BUILD_OR_BIN_DIR [TOKENS]
# Runs: the GPU tests of the LM head (GpuLmHead*: the forward, the backward, the GEMM's
# MN-major operands);
# `logpjit run --lm-head --backward` (fused == materialized, TP=1 == TP=8 for the forward
# and the backward, bitwise; and at 4100 rows, TP 1); with liblogpjit.so, the Python LM-head
# tests under this machine's torch (tests/python/test_lm_head.py, test_torch2.py's custom
# ops and torch.compile); bench/lm_head_bench.py --backward (cuBLAS beside lm_head, the
# fused forward and the backward from hidden states) at TOKENS (default 256,2048,8192); the
# device memory of a training step through logpjit.torch (bench/lm_head_memory.py
# --backward at MEMORY_TOKENS, default 8192,32768); and last compute-sanitizer memcheck and
# racecheck on the logits, backward and parked leaf tests, memcheck on the 16-bit grad_weight's
# (SANITIZERS=0 skips them). Logs under $OUT
# (else a temporary directory); a table at the end.
source "$(dirname "$0")/common.sh"
bench_bins "${1:-}"
cd "$REPO"
export LOGPJIT_CACHE_DIR=$(mktemp -d /tmp/logpjit-cache.XXXXXX)
[ -n "$GPU_TESTS" ] && step lm_head_tests "$GPU_TESTS" --gtest_filter='GpuLmHead*'
step lm_head_run "$LOGPJIT" run --lm-head --target sm_90 --tp 8 --entropy --backward
[ -n "$LIBLOGPJIT" ] && step lm_head_python env LOGPJIT_LIBRARY="$LIBLOGPJIT" \
  LOGPJIT_TOOL="$LOGPJIT" PYTHONPATH="$REPO/python:$REPO/tests/python" \
  python3 -m unittest -v test_lm_head test_torch2.LmHeadCustomOps
# 4100 rows at TP 1: two row blocks, one chunk per GEMM launch (2048 rows: three per launch);
# the backward with the first block's logits kept by the forward, checked against recomputing.
step lm_head_run_blocks "$LOGPJIT" run --lm-head --target sm_90 --tp 1 --tokens 4100 --backward \
  --save-rows 4096
step lm_head_bench python3 bench/lm_head_bench.py "$LOGPJIT" --tokens "${2:-256,2048,8192}" \
  --backward
[ -n "$LIBLOGPJIT" ] && step lm_head_memory env LOGPJIT_LIBRARY="$LIBLOGPJIT" PYTHONPATH=python \
  python3 bench/lm_head_memory.py --backward --tokens "${MEMORY_TOKENS:-8192,32768}" --save-rows "${SAVE_ROWS:-4096}"
if [ "${SANITIZERS:-1}" != 0 ] && command -v compute-sanitizer > /dev/null && [ -n "$GPU_TESTS" ]; then
  for t in memcheck racecheck; do
    step "lm_head_$t" compute-sanitizer --tool $t --error-exitcode 9 "$GPU_TESTS" \
      --gtest_filter='GpuLmHead.LogitsCloseToFp64:GpuLmHead.MnMajor*:GpuLmHeadBackward.CloseToFp64*:GpuLmHead.LeafOrderHalfTiles*'
  done
  # The 16-bit grad_weight's split halves: global stores only, so memcheck.
  step lm_head_memcheck_split compute-sanitizer --tool memcheck --error-exitcode 9 "$GPU_TESTS" \
    --gtest_filter='GpuLmHeadBackward.A16Bit*'
fi
summary
