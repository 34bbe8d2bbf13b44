#!/usr/bin/env bash
# A build change on one GPU machine: the GPU tests and memcheck of the new build, then
# bench/ab_bench.sh (new .carry/logpjit.gz vs .carry/logpjit_old.gz, alternating) for each
# argument set. Usage: bench/ab_gpu_check.sh "BENCH ARGS" ...   (a "" set: the defaults)
# Session 7 ran it for the native tile_stats grid:
#   bench/ab_gpu_check.sh "--tp 1" "" "--tokens 8192" "--tp 1 --entropy" "--tp 8" \
#     "--tp 1 --scope cross_target_bitwise"          (results section 6)
#   bench/ab_gpu_check.sh "--tp 1" "" "--tokens 8192" "--tp 64"   (section 9)
set -uo pipefail
OUTDIR=${OUT:-/tmp/logpjit-ab}; mkdir -p "$OUTDIR"; L=$OUTDIR/ab_gpu_check.txt
gunzip -c .carry/logpjit_gpu_tests.gz > /tmp/gt && chmod +x /tmp/gt
gunzip -c .carry/logpjit.gz > /tmp/logpjit && chmod +x /tmp/logpjit
LOGPJIT_CACHE_DIR=/tmp/gtc /tmp/gt --gtest_brief=1 >> $L 2>&1; echo "gpu tests rc=$?" >> $L
LOGPJIT_CACHE_DIR=/tmp/gtc compute-sanitizer --tool memcheck --error-exitcode 9 /tmp/logpjit \
  run --target sm_90 --tokens 64 --entropy 2>&1 | grep -E "SUMMARY|checksum|identical" >> $L
for a in "$@"; do
  echo "## $a" >> $L; bash bench/ab_bench.sh $a >> $L 2>&1
done
