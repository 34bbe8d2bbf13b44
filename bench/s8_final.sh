#!/usr/bin/env bash
# Session 8's closing check on one H200 (static bundle in .carry/: logpjit, logpjit_gpu_tests,
# liblogpjit.so): bench/gpu_check.sh; the sanitizers, bitwise equality with the host and
# benchmarks on the staged variants of the portable tile_stats (fp32, temperature); cold
# compiles with CUDA's own cache off. Logs: ${OUT:-/tmp/logpjit-s8final}.
set -uo pipefail
OUTDIR=${OUT:-/tmp/logpjit-s8final}; mkdir -p "$OUTDIR/chk"
OUT=$OUTDIR/chk bash bench/gpu_check.sh > "$OUTDIR/gpu_check.txt" 2>&1
B=/tmp/logpjit
step() { echo "### $*"; "$@" 2>&1 | grep -vE "^(logpjit run|contract|          fingerprint|rows )"; echo "rc=${PIPESTATUS[0]}"; }
{
export LOGPJIT_CACHE_DIR=/tmp/s8f-cache
XT="--target sm_90 --scope cross_target_bitwise"
for t in memcheck racecheck synccheck; do
  step compute-sanitizer --tool $t --error-exitcode 9 $B run $XT --tokens 64 --entropy --temperature 0.7
  step compute-sanitizer --tool $t --error-exitcode 9 $B run $XT --tokens 64 --dtype fp32
  step compute-sanitizer --tool $t --error-exitcode 9 $B run $XT --tokens 33 --vocab 999 --tile-width 333 --real-vocab 990 --tp 3 --temperature 0.7
  step compute-sanitizer --tool $t --error-exitcode 9 $B run $XT --tokens 17 --vocab 63 --tile-width 7 --real-vocab 60 --dtype fp16 --tp 3 --temperature 1.3
done
step $B run $XT --temperature 0.7
step $B run $XT --temperature 0.7 --tp 1 --entropy --dtype fp16
step $B run $XT --dtype fp32 --tp 4 --entropy --temperature 0.9
step $B run $XT --dtype fp32 --tokens 8192 --tp 8
} > "$OUTDIR/staged_checks.txt" 2>&1
{
for a in "" "--temperature 0.7" "--entropy --temperature 0.7" "--dtype fp32" "--dtype fp32 --entropy"; do
  for tp in 1 2; do
    echo "### bench cross_target_bitwise --tp $tp $a"
    LOGPJIT_CACHE_DIR=/tmp/s8f-cache $B bench $XT --repeat 50 --tp $tp --backward $a | grep -E "forward \(|backward \("
  done
done
} > "$OUTDIR/bench.txt" 2>&1
{
for i in 1 2; do
  for a in "$XT" "$XT --temperature 0.7" "$XT --dtype fp32" "$XT --entropy --temperature 0.7" "--target sm_90"; do
    rm -rf /tmp/s8f-cold; echo "### cold $i: $a"
    CUDA_CACHE_DISABLE=1 LOGPJIT_CACHE_DIR=/tmp/s8f-cold $B run --tp 1 $a 2>&1 | grep -E "compile  "
  done
done
} > "$OUTDIR/cold.txt" 2>&1
rm -rf "$OUTDIR/chk"
