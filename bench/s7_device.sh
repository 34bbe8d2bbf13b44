#!/usr/bin/env bash
# Session 7's device run (one H200; static bundle in .carry/): the full check
# (bench/gpu_check.sh), the merge kernel's duration (Nsight), and C = 8 vs the
# cross_target_bitwise default C = 4 over several shapes (bench/chunk_ab.sh).
set -uo pipefail
OUTDIR=${OUT:-/tmp/logpjit-s7}; mkdir -p "$OUTDIR"
bash bench/gpu_check.sh > "$OUTDIR/gpu_check.txt" 2>&1
for scope in cross_tp_bitwise cross_target_bitwise; do
  echo "## ncu merge $scope" >> "$OUTDIR/ncu_merge.txt"
  LOGPJIT_CACHE_DIR=/tmp/logpjit-cache ncu --clock-control none --kernel-name regex:merge \
    --launch-skip 4 --launch-count 1 --section SpeedOfLight /tmp/logpjit bench --target sm_90 \
    --repeat 3 --tp 1 --scope $scope 2>&1 | grep -E "Duration|SM Frequency" >> "$OUTDIR/ncu_merge.txt"
done
for a in "--tp 1" "--tp 2" "--tp 1 --dtype fp16" "--tp 1 --dtype fp32" "--tp 1 --entropy" \
  "--tp 1 --tokens 8192"; do
  echo "## $a" >> "$OUTDIR/chunk_ab.txt"
  SCOPES=cross_target_bitwise CHUNKS="8 4" bash bench/chunk_ab.sh $a >> "$OUTDIR/chunk_ab.txt" 2>&1
done
