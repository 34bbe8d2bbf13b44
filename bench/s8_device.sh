#!/usr/bin/env bash
# Session 8 on one H200 (static bundle in .carry/): the staged portable tile_stats
# (templates/tile_staged.cpp). Phases: cold JIT per kernel in fresh processes with CUDA's
# cache off; the GPU tests; the sanitizers on the staged kernel (aligned and unaligned
# tiles); cross_target_bitwise == host; one Nsight profile (ncu1); the post-review test run
# (review); whether CUDA's cache serves nvJitLink (coldcache).
# The session's A/B phases (ab, ab2-ab6, abtau, recip, coldn, ncu) compared temporary
# LOGPJIT_X_* getenv() switches and reverted builds (bench/ab_env.sh, bench/ab_bench.sh);
# they are not kept, as they would now compare identical code. Their output and what each
# compared are in bench/results/2026-11-30-h200-s8.txt (section headers).
# Usage: bench/s8_device.sh [phase...]   Logs: ${OUT:-/tmp/logpjit-s8}.
set -uo pipefail
OUTDIR=${OUT:-/tmp/logpjit-s8}; mkdir -p "$OUTDIR"
source bench/device_lib.sh
phases=${*:-cold tests sanitize bits}
for p in $phases; do case $p in
cold) # each variant in a fresh process with an empty cache: compile = codegen + cubin
  for a in "--scope cross_target_bitwise" "--scope cross_target_bitwise --entropy --temperature 0.7" \
           "--scope cross_target_bitwise --dtype fp16" "--scope cross_target_bitwise --dtype fp32" \
           "" "--entropy"; do
    for i in 1 2; do # CUDA's own cache (CUDA_CACHE_PATH) would serve nvJitLink the second time
      rm -rf /tmp/s8-cold; echo "### cold $i: $a"
      CUDA_CACHE_DISABLE=1 LOGPJIT_CACHE_DIR=/tmp/s8-cold $B run --target sm_90 --tp 1 $a 2>&1 | grep -E "compile|checksum|identical|C "
    done
  done ;;
tests) [ -x $TESTS ] && step $TESTS --gtest_brief=1 ;;
sanitize)
  export LOGPJIT_CACHE_DIR=/tmp/s8-san
  for t in memcheck racecheck synccheck; do
    step compute-sanitizer --tool $t --error-exitcode 9 $B run --target sm_90 --scope cross_target_bitwise --tokens 64 --entropy
    step compute-sanitizer --tool $t --error-exitcode 9 $B run --target sm_90 --scope cross_target_bitwise --tokens 33 --vocab 999 --tile-width 333 --real-vocab 990 --tp 3
    step compute-sanitizer --tool $t --error-exitcode 9 $B run --target sm_90 --scope cross_target_bitwise --tokens 17 --vocab 63 --tile-width 7 --real-vocab 60 --dtype fp16 --tp 3
  done ;;
bits)
  export LOGPJIT_CACHE_DIR=/tmp/s8-bits
  step $B run --target sm_90 --scope cross_target_bitwise
  step $B run --target sm_90 --scope cross_target_bitwise --entropy --temperature 0.7 --tokens 512
  step $B run --target sm_90 --scope cross_target_bitwise --entropy --dtype fp16 --tokens 512
  step $B run --target sm_90 --scope cross_target_bitwise --entropy --dtype fp32 --tokens 256 --tp 4
  step $B run --target sm_90 --scope cross_target_bitwise --chunk 8 --tokens 512 ;;
ncu1) # one variant's profile, only the files read later: $OUT/ncu_X/{tile_stats.sass,tile_stats_source.csv}
  n=${NCU_NAME:-u1}; env ${NCU_ENV:-} LOGPJIT_CACHE_DIR=/tmp/ncu-$n OUT=/tmp/ncu_$n bash bench/ncu_sass.sh tile_stats ${NCU_ARGS:---scope cross_target_bitwise --tp 1}
  python3 bench/ncu_opcodes.py /tmp/ncu_$n/tile_stats_source.csv $((2048 * 151936)) | head -14
  mkdir -p $OUTDIR/ncu_$n; cp /tmp/ncu_$n/tile_stats.sass /tmp/ncu_$n/tile_stats_source.csv $OUTDIR/ncu_$n/ ;;
review) # after the review: the GPU tests with the new edge cases, sanitizers on a middle-less staged bf16 tile
  [ -x $TESTS ] && step $TESTS --gtest_brief=1 --gtest_filter='GpuCrossTarget*' # matched GpuCrossTargetReload only
  export LOGPJIT_CACHE_DIR=/tmp/s8-rev
  for t in memcheck racecheck synccheck; do
    step compute-sanitizer --tool $t --error-exitcode 9 $B run --target sm_90 --scope cross_target_bitwise --tokens 41 --vocab 308 --tile-width 7 --real-vocab 247 --tp 2 --temperature 0.7
  done ;;
coldcache) # is the second compile of the same PTX in a fresh process cached by CUDA?
  for e in "CUDA_CACHE_DISABLE=1" "CUDA_CACHE_PATH=/tmp/cc-a" "CUDA_CACHE_PATH=/tmp/cc-b"; do
    for a in "--dtype fp16 --chunk 2" "--dtype fp16 --chunk 2"; do
      rm -rf /tmp/s8-cc; echo "### $e: $a"
      env $e LOGPJIT_CACHE_DIR=/tmp/s8-cc $B run --target sm_90 --tp 1 --scope cross_target_bitwise $a 2>&1 | grep -E "compile"
    done
  done ;;
esac; done
