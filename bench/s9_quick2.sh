#!/usr/bin/env bash
# Session 9, after the quick tile_stats went one element at a time (static bundle in
# .carry/): the GPU tests, memcheck and racecheck on a tiered cold start, then the tiered
# cold start per kernel (fresh processes, empty kernel cache, CUDA's compute cache off,
# LOGPJIT_TIME_JIT=1, three runs per variant), then the quick tiers' kernel times.
# Logs: ${OUT:-/tmp/logpjit-s9q}.
set -uo pipefail
OUTDIR=${OUT:-/tmp/logpjit-s9q}; mkdir -p "$OUTDIR"
source bench/device_lib.sh
step $TESTS --gtest_brief=1
for t in memcheck racecheck; do
  rm -rf /tmp/s9q-san
  step env LOGPJIT_CACHE_DIR=/tmp/s9q-san compute-sanitizer --tool $t --error-exitcode 9 $B run --target sm_90 --tokens 64 --entropy --scope cross_target_bitwise --temperature 0.7
done
cold_variants 3
for a in "" "--scope cross_target_bitwise --entropy --temperature 0.7"; do
  for i in 1 2; do cold $B bench --target sm_90 --tp 1 --backward --repeat 3 $a; done
done
export LOGPJIT_CACHE_DIR=/tmp/s9q-speed
for a in "" "--scope cross_target_bitwise"; do
  echo "### speed quick: $a"; $B bench --target sm_90 --tp 1 --backward --repeat 20 --jit quick $a 2>&1 | grep -E "forward|backward"
done
