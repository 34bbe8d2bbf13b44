#!/usr/bin/env bash
# Session 7: the (tile groups, rows) grid of the native tile_stats (abi::tileGrid) against
# the previous build (.carry/logpjit_old.gz, linear grid): GPU tests, memcheck, A/B.
set -uo pipefail
OUTDIR=${OUT:-/tmp/logpjit-s7}; mkdir -p "$OUTDIR"; L=$OUTDIR/grid.txt
gunzip -c .carry/logpjit_gpu_tests.gz > /tmp/gt && chmod +x /tmp/gt
gunzip -c .carry/logpjit.gz > /tmp/logpjit && chmod +x /tmp/logpjit
LOGPJIT_CACHE_DIR=/tmp/gtc /tmp/gt --gtest_brief=1 >> $L 2>&1; echo "gpu tests rc=$?" >> $L
LOGPJIT_CACHE_DIR=/tmp/gtc compute-sanitizer --tool memcheck --error-exitcode 9 /tmp/logpjit run --target sm_90 --tokens 64 --entropy 2>&1 | grep -E "SUMMARY|checksum|identical" >> $L
for a in "--tp 1" "" "--tokens 8192" "--tp 1 --entropy" "--tp 8" "--tp 1 --scope cross_target_bitwise"; do
  echo "## $a" >> $L; bash bench/ab_bench.sh $a >> $L 2>&1
done
