#!/usr/bin/env bash
# Session 9 on one H200 (static bundle in .carry/): the tiered JIT (docs/design.md,
# "Tiered JIT"). Phases:
#   tests  the GPU tests (GpuTiers: quick tier == full kernel, bit for bit; the tiered
#          switch and cache), then all of them
#   cold   cold JIT per kernel in fresh processes, empty kernel cache, CUDA's cache off,
#          LOGPJIT_TIME_JIT=1 (per-stage lines), --jit tiered and full
#   link   the same with nvJitLink instead of the driver's linker, and the quick tier's
#          ptxas level (temporary switches LOGPJIT_X_LINKER, LOGPJIT_X_QUICK_OPT)
#   speed  the quick tiers' kernel times (bench --jit quick) against the full kernels
#   cold2  the tiered cold start at quick ptxas levels 1 and 4 (LOGPJIT_X_QUICK_OPT)
#   overlap  bench/link_overlap_probe.py: a compile on another thread vs the foreground one
#   sanitize  memcheck / racecheck on a cold tiered run (quick tiers, background compile)
# Usage: bench/s9_device.sh [phase...]   Logs: ${OUT:-/tmp/logpjit-s9}.
set -uo pipefail
OUTDIR=${OUT:-/tmp/logpjit-s9}; mkdir -p "$OUTDIR"
source bench/device_lib.sh
phases=${*:-tests cold link speed}
for p in $phases; do case $p in
tests) [ -x $TESTS ] && step $TESTS --gtest_brief=1 --gtest_filter='GpuTiers*' && step $TESTS --gtest_brief=1 ;;
cold)
  for a in "" "--entropy" "--scope cross_target_bitwise" "--scope cross_target_bitwise --dtype fp32" \
           "--scope cross_target_bitwise --entropy --temperature 0.7"; do
    for j in tiered full; do for i in 1 2; do cold $B run --target sm_90 --tp 1 --jit $j $a; done; done
  done
  for j in tiered full; do cold $B bench --target sm_90 --tp 1 --backward --repeat 3 --jit $j; done ;;
link)
  for e in "LOGPJIT_X_LINKER=nvjitlink" "LOGPJIT_X_QUICK_OPT=0" "LOGPJIT_X_QUICK_OPT=4"; do
    for a in "" "--scope cross_target_bitwise"; do
      for i in 1 2; do cold env $e $B run --target sm_90 --tp 1 --jit tiered $a; done
    done
  done
  cold env LOGPJIT_X_LINKER=nvjitlink $B run --target sm_90 --tp 1 --jit full ;;
speed)
  export LOGPJIT_CACHE_DIR=/tmp/s9-speed
  for a in "" "--scope cross_target_bitwise" "--scope cross_target_bitwise --dtype fp32"; do
    for o in 1 0 4; do
      echo "### speed quick O$o: $a"; LOGPJIT_X_QUICK_OPT=$o $B bench --target sm_90 --tp 1 --backward --repeat 20 --jit quick $a 2>&1 | grep -E "tile_stats|merge|forward|backward"
    done
    echo "### speed full: $a"; $B bench --target sm_90 --tp 1 --backward --repeat 20 --jit full $a 2>&1 | grep -E "tile_stats|merge|forward|backward"
  done ;;
cold2) # the tiered cold start after the quick-tier changes, quick ptxas level 1 and 4
  for o in 1 4; do
    for a in "" "--entropy" "--scope cross_target_bitwise" "--scope cross_target_bitwise --dtype fp32" \
             "--scope cross_target_bitwise --entropy --temperature 0.7"; do
      for i in $(seq ${REPS:-2}); do cold env LOGPJIT_X_QUICK_OPT=$o $B run --target sm_90 --tp 1 --jit tiered $a; done
    done
    cold env LOGPJIT_X_QUICK_OPT=$o $B bench --target sm_90 --tp 1 --backward --repeat 3 --jit tiered
  done ;;
overlap) # does a compile in the background hold up the foreground one? (session 9: the
  # probe hung here and used up its 600 s; not diagnosed)
  $B emit --target sm_90 --stage ptx --kernel tile_stats -o /tmp/big.ptx
  $B emit --target sm_90 --stage ptx --kernel merge --tier quick -o /tmp/small.ptx
  CUDA_CACHE_DISABLE=1 python3 bench/link_overlap_probe.py /tmp/big.ptx /tmp/small.ptx ;;
sanitize)
  for t in ${TOOLS:-memcheck racecheck}; do
    rm -rf /tmp/s9-san
    step env LOGPJIT_CACHE_DIR=/tmp/s9-san compute-sanitizer --tool $t --error-exitcode 9 $B run --target sm_90 --jit tiered --tokens 64 --entropy
  done ;;
esac; done
