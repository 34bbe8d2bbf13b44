#!/usr/bin/env bash
# The leaf order's fused forward (tile_sum = leaves: the GEMM's epilogue writes group
# partials, no logits in memory) on one NVIDIA GPU, from one build or bundle directory:
#   bench/lm_head_leaves.sh BUILD_OR_BIN_DIR [TOKENS]
# First the GPU tests of the LM head (GpuLmHead.*, GpuLmHeadBackward.*); then, for each T in
# TOKENS (default 256,8192) and ROUNDS times (default 2), `logpjit bench --lm-head` with
# tile_sum = lanes (its default W) and with tile_sum = leaves (W = 18992), each timing
# cuBLAS's GEMMs in its own rounds (bench/lm_head_rounds.sh finds libcublas the same way).
# Two builds' leaf order side by side: bench/lm_head_builds.sh.
# Logs under $OUT.
source "$(dirname "$0")/common.sh"
bench_bins "${1:-}"
cd "$REPO"
export LOGPJIT_CACHE_DIR=$(mktemp -d /tmp/logpjit-cache.XXXXXX) LOGPJIT_JIT=full
find_cublas # cuBLAS for the CLI's peer (common.sh)
if [ -n "$GPU_TESTS" ] && [ -z "${SKIP_TESTS:-}" ]; then
  step gpu_tests timeout "${TEST_TIMEOUT:-400}" "$GPU_TESTS" --gtest_filter="${FILTER:-GpuLmHead*}" --gtest_brief=1
  grep -h -E "FAILED|PASSED|Failure|error" "$LOG/gpu_tests.log" | head -40
fi
IFS=, read -r -a tokens <<< "${2:-256,8192}"
for round in $(seq "${ROUNDS:-2}"); do
  for t in "${tokens[@]}"; do
    for sum in lanes leaves; do
      step "${sum}_${t}_$round" timeout 300 "$LOGPJIT" bench --lm-head --target sm_90 --tokens "$t" \
        --entropy --tile-sum "$sum" ${BACKWARD:+--backward} --repeat "${REPEAT:-20}"
      echo "== $sum T=$t round $round"
      grep -h -E "peer|median|forward \+|cuBLAS|W " "$LOG/${sum}_${t}_$round.log"
    done
  done
done
summary
