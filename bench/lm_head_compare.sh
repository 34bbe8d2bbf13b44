#!/usr/bin/env bash
# A new form of the LM head's GEMM against the previous one on one NVIDIA GPU (sm_90):
#   bench/lm_head_compare.sh NEW_DIR OLD_DIR [TOKENS]
# NEW_DIR: a build or bundle directory with logpjit and logpjit_gpu_tests; OLD_DIR: one
# with logpjit. Each step under a time limit (a pipeline that deadlocks fails its step):
# the GPU tests of the LM head (GpuLmHead*: fp64 references, fused == materialized, the
# tiers' logits equal), `logpjit run --lm-head --tp 8 --entropy --backward` with both
# builds (the checksums must match where the order is unchanged), then, if the new build
# passed, bench/lm_head_bench.py --backward at TOKENS (default 8192) old, new (ROUNDS times,
# default 1), and compute-sanitizer memcheck on the new build's logits, MN-major operand and
# backward tests. Logs under $OUT.
source "$(dirname "$0")/common.sh"
[ $# -ge 2 ] || { echo "usage: $0 NEW_DIR OLD_DIR [TOKENS]" >&2; exit 2; }
bench_bins "$2"; OLD=$LOGPJIT
bench_bins "$1"; NEW=$LOGPJIT
cd "$REPO"
export LOGPJIT_CACHE_DIR=$(mktemp -d /tmp/logpjit-cache.XXXXXX)
step tests timeout 240 "$GPU_TESTS" --gtest_filter='GpuLmHead*'
step run_new timeout 180 "$NEW" run --lm-head --target sm_90 --tp 8 --entropy --backward
step run_old timeout 180 "$OLD" run --lm-head --target sm_90 --tp 8 --entropy --backward
for f in run_old run_new; do echo "== $f"; grep -h -E "checksum|self-check" "$LOG/$f.log"; done
if grep -q "rc=0" "$LOG/run_new.log" && grep -q "rc=0" "$LOG/tests.log"; then
  for round in $(seq "${ROUNDS:-1}"); do
    for side in old new; do
      bin=$([ $side = old ] && echo "$OLD" || echo "$NEW")
      step "bench_${side}_$round" timeout 240 python3 bench/lm_head_bench.py "$bin" \
        --tokens "${3:-8192}" --backward
      echo "== bench $side $round"; grep -h " ms " "$LOG/bench_${side}_$round.log"
    done
  done
  command -v compute-sanitizer > /dev/null &&
    step memcheck timeout 200 compute-sanitizer --tool memcheck --error-exitcode 9 "$GPU_TESTS" \
      --gtest_filter='GpuLmHead.LogitsCloseToFp64:GpuLmHead.MnMajor*:GpuLmHeadBackward.CloseToFp64*'
fi
grep -h -E "^\[  (FAILED|PASSED) |^\[==========\]" "$LOG/tests.log" | tail -8
summary
