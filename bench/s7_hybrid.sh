#!/usr/bin/env bash
# Session 7: tile_stats grid chosen per launch (abi::tileStatsGrid: the (tile groups, rows)
# grid only when K_local % 4 == 0) vs the previous build (.carry/logpjit_old.gz: always the
# grid for the native math). GPU tests, memcheck, A/B.
set -uo pipefail
OUTDIR=${OUT:-/tmp/logpjit-s7}; mkdir -p "$OUTDIR"; L=$OUTDIR/hybrid.txt
gunzip -c .carry/logpjit_gpu_tests.gz > /tmp/gt && chmod +x /tmp/gt
gunzip -c .carry/logpjit.gz > /tmp/logpjit && chmod +x /tmp/logpjit
LOGPJIT_CACHE_DIR=/tmp/gtc /tmp/gt --gtest_brief=1 >> $L 2>&1; echo "gpu tests rc=$?" >> $L
LOGPJIT_CACHE_DIR=/tmp/gtc compute-sanitizer --tool memcheck --error-exitcode 9 /tmp/logpjit run --target sm_90 --tokens 64 --entropy 2>&1 | grep -E "SUMMARY|checksum|identical" >> $L
LOGPJIT_CACHE_DIR=/tmp/gtc /tmp/logpjit run --target sm_90 --entropy --tp 64 --tokens 300 2>&1 | grep -E "checksum|identical" >> $L
for a in "--tp 1" "" "--tokens 8192" "--tp 64"; do
  echo "## $a" >> $L; bash bench/ab_bench.sh $a >> $L 2>&1
done
