#!/usr/bin/env bash
# Session 10: compute-sanitizer memcheck and racecheck on the kernels this session changed
# (static bundle in .carry/): the quick tiers (--jit quick: the division-free merge at TP 2
# and TP 8, the quick tile_stats' linear grid) and the full fp16 C = 16 staged tile_stats
# (loadVector), each in a fresh cache. Logs under $OUT.
set -uo pipefail
OUT=${OUT:-/tmp/logpjit-s10san}; mkdir -p "$OUT"
source bench/device_lib.sh
for t in memcheck racecheck; do
  for a in "--jit quick --tp 2 --entropy --scope cross_target_bitwise --temperature 0.7" \
           "--jit quick --tp 8 --entropy" \
           "--jit full --dtype fp16 --chunk 16 --scope cross_target_bitwise --temperature 0.7 --entropy"; do
    rm -rf /tmp/s10-san
    step env LOGPJIT_CACHE_DIR=/tmp/s10-san compute-sanitizer --tool $t --error-exitcode 9 \
      $B run --target sm_90 --tokens 64 $a 2>&1 | grep -E "^###|ERROR SUMMARY|RACECHECK SUMMARY|checksum|identical|rc="
  done
done | tee "$OUT/sanitize.log"
