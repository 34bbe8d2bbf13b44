#!/usr/bin/env bash
# Saved rows (the forward keeps rows' logits, the backward reads them; docs/spec.md §16) on
# one NVIDIA GPU (sm_90), from a build or bundle directory, in one call:
#   bench/lm_head_saved.sh BUILD_OR_BIN_DIR [TOKENS]
# 1. their bits: GpuLmHeadBackward.SavedRowsChangeNoBit, and `logpjit run --lm-head
#    --backward --save-rows 4096` at 4100 rows (one block read, one recomputed);
# 2. with liblogpjit.so, the Python tests that keep rows (test_lm_head's on the CPU, and
#    torch.compile on CUDA where torch >= 2.4);
# 3. ROUNDS times (default 2) at each T of TOKENS (default 8192), `logpjit bench --lm-head
#    --entropy --tile-sum leaves --backward --save-rows SAVE_ROWS` (default 4096): the step
#    keeping them beside the plain step and cuBLAS's three GEMMs, in the same rounds;
# 4. with liblogpjit.so, a training step's device memory with them
#    (bench/lm_head_memory.py --backward --save-rows, MEMORY_TOKENS, default 8192,32768).
# Logs under $OUT; a table at the end.
source "$(dirname "$0")/common.sh"
bench_bins "${1:-}"
cd "$REPO"
export LOGPJIT_CACHE_DIR=$(mktemp -d /tmp/logpjit-cache.XXXXXX) LOGPJIT_JIT=full
find_cublas # cuBLAS for the CLI's peer (common.sh)
keep=${SAVE_ROWS:-4096}
[ -n "$GPU_TESTS" ] && step saved_gpu_test timeout 300 "$GPU_TESTS" \
  --gtest_filter='GpuLmHeadBackward.SavedRowsChangeNoBit' --gtest_brief=1
step saved_run timeout 300 "$LOGPJIT" run --lm-head --target sm_90 --tp 1 --tokens 4100 \
  --backward --save-rows 4096
grep -h "self-check" "$LOG/saved_run.log"
[ -n "$LIBLOGPJIT" ] && step saved_python env LOGPJIT_LIBRARY="$LIBLOGPJIT" \
  LOGPJIT_TOOL="$LOGPJIT" PYTHONPATH="$REPO/python:$REPO/tests/python" python3 -m unittest -v \
  test_lm_head.LmHeadBackwardTest.test_saved_rows_change_no_bit_and_are_freed_by_the_backward \
  test_torch2.LmHeadCustomOps.test_compile_save_rows_cuda
IFS=, read -r -a tokens <<< "${2:-8192}"
for round in $(seq "${ROUNDS:-2}"); do
  for t in "${tokens[@]}"; do
    step "saved_bench_${t}_$round" timeout 300 "$LOGPJIT" bench --lm-head --target sm_90 \
      --tokens "$t" --entropy --tile-sum leaves --backward --save-rows "$keep" \
      --repeat "${REPEAT:-20}"
    echo "== T=$t round $round"
    grep -h -E "peer|median|forward \+|cuBLAS" "$LOG/saved_bench_${t}_$round.log"
  done
done
[ -n "$LIBLOGPJIT" ] && step saved_memory env LOGPJIT_LIBRARY="$LIBLOGPJIT" PYTHONPATH=python \
  python3 bench/lm_head_memory.py --backward --tokens "${MEMORY_TOKENS:-8192,32768}" \
  --save-rows "$keep" && cat "$LOG/saved_memory.log"
summary
