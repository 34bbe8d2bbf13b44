#!/usr/bin/env bash
# Session 9's closing check on one H200 (static bundle in .carry/): bench/gpu_check.sh (GPU
# and Python tests, sanitizers on a tiered cold start, cross_target_bitwise == host, the
# benchmarks), then the tiered cold start per kernel: fresh processes, empty kernel cache,
# CUDA's compute cache off, LOGPJIT_TIME_JIT=1, three runs per variant; then the TP 2
# forwards. Logs: ${OUT:-/tmp/logpjit-s9f}.
set -uo pipefail
OUTDIR=${OUT:-/tmp/logpjit-s9f}; mkdir -p "$OUTDIR"
OUT=$OUTDIR/gpu_check bash bench/gpu_check.sh > "$OUTDIR/gpu_check.log" 2>&1
source bench/device_lib.sh
cold_variants 3
for i in 1 2 3; do cold $B bench --target sm_90 --tp 1 --backward --repeat 3; done
for i in 1 2; do cold $B bench --target sm_90 --tp 1 --backward --repeat 3 --scope cross_target_bitwise --entropy --temperature 0.7; done
export LOGPJIT_CACHE_DIR=/tmp/s9f-bench
for a in "" "--scope cross_target_bitwise"; do
  echo "### bench tp 2: $a"; $B bench --target sm_90 --tp 2 --backward --repeat 50 $a 2>&1 | grep -E "forward|backward"
done
