#!/usr/bin/env bash
# Session 8 on one H200 (static bundle in .carry/): the staged portable tile_stats
# (templates/tile_stats.cpp, `staged`). Cold JIT per kernel in fresh processes with empty
# caches, the GPU tests, the sanitizers on the staged kernel (aligned and unaligned tiles),
# cross_target_bitwise == host, and A/Bs of the temporary LOGPJIT_X_* switches (getenv()s
# in templates/tile_stats.cpp during the session, removed after: LOGPJIT_X_NOSTAGE,
# LOGPJIT_X_STAGE_NATIVE, LOGPJIT_X_UNROLL; see bench/ab_env.sh). The results are in
# bench/results/2026-11-30-h200-s8.txt.
# Usage: bench/s8_device.sh [phase...]   Logs: ${OUT:-/tmp/logpjit-s8}.
set -uo pipefail
OUTDIR=${OUT:-/tmp/logpjit-s8}; mkdir -p "$OUTDIR"
gunzip -c .carry/logpjit.gz > /tmp/logpjit && chmod +x /tmp/logpjit
TESTS=/tmp/logpjit_gpu_tests
[ -f .carry/logpjit_gpu_tests.gz ] && gunzip -c .carry/logpjit_gpu_tests.gz > $TESTS && chmod +x $TESTS
B=/tmp/logpjit
step() { echo "### $*"; "$@" 2>&1; echo "rc=$?"; }
phases=${*:-cold tests sanitize bits ab}
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
ab)
  bash bench/ab_env.sh "stage=" "nostage=LOGPJIT_X_NOSTAGE=1" "u4=LOGPJIT_X_UNROLL=4" "u1=LOGPJIT_X_UNROLL=1" -- --scope cross_target_bitwise --tp 1
  bash bench/ab_env.sh "native=" "nstage=LOGPJIT_X_STAGE_NATIVE=1" -- --tp 1
  bash bench/ab_env.sh "native=" "nstage=LOGPJIT_X_STAGE_NATIVE=1" -- --tp 1 --entropy ;;
ncu1) # one variant's profile, only the files read later: $OUT/ncu_X/{tile_stats.sass,tile_stats_source.csv}
  n=${NCU_NAME:-u1}; env ${NCU_ENV:-LOGPJIT_X_UNROLL=1} LOGPJIT_CACHE_DIR=/tmp/ncu-$n OUT=/tmp/ncu_$n bash bench/ncu_sass.sh tile_stats ${NCU_ARGS:---scope cross_target_bitwise --tp 1}
  python3 bench/ncu_opcodes.py /tmp/ncu_$n/tile_stats_source.csv $((2048 * 151936)) | head -14
  mkdir -p $OUTDIR/ncu_$n; cp /tmp/ncu_$n/tile_stats.sass /tmp/ncu_$n/tile_stats_source.csv $OUTDIR/ncu_$n/ ;;
ab4)
  bash bench/ab_env.sh "nostage=LOGPJIT_X_NOSTAGE=1" "u2=" "u1=LOGPJIT_X_UNROLL=1" -- --scope cross_target_bitwise --tp 1
  for a in "--tp 1" "--tp 2" "--tp 2 --tokens 8192" "--tp 1 --backward" "--tp 1 --dtype fp16" "--tp 8"; do
    echo "### native $a"; bash bench/ab_env.sh "native=" "nstage=LOGPJIT_X_STAGE_NATIVE=1" -- $a
  done ;;
ab5) # where the registers do not hold a lane's share (fp32): staged vs reading global memory twice
  for a in "--dtype fp32" "--dtype fp32 --entropy" "--dtype fp32 --tokens 8192 --tp 2" "--entropy --temperature 0.7" "--dtype fp16 --entropy" "--chunk 8"; do
    echo "### portable $a"; bash bench/ab_env.sh "nostage=LOGPJIT_X_NOSTAGE=1" "stage=" -- --scope cross_target_bitwise --tp 1 $a
  done
  echo "### portable fwd+bwd"; bash bench/ab_env.sh "nostage=LOGPJIT_X_NOSTAGE=1" "stage=" -- --scope cross_target_bitwise --tp 1 --dtype fp32 --backward ;;
ab6) # resident vs staged for the remaining bf16/fp16 variants; the staged sum's unroll count
  for a in "--entropy" "--temperature 0.7" "--dtype fp16 --temperature 0.7" "--dtype fp16 --entropy --temperature 0.7"; do
    echo "### portable $a"; bash bench/ab_env.sh "nostage=LOGPJIT_X_NOSTAGE=1" "stage=" -- --scope cross_target_bitwise --tp 1 $a
  done
  for a in "--dtype fp32" "--entropy --temperature 0.7"; do
    echo "### unroll $a"; bash bench/ab_env.sh "u2=" "u1=LOGPJIT_X_UNROLL=1" "u4=LOGPJIT_X_UNROLL=4" -- --scope cross_target_bitwise --tp 1 $a
  done ;;
review) # after the review: the GPU tests with the new edge cases, sanitizers on a middle-less staged bf16 tile
  [ -x $TESTS ] && step $TESTS --gtest_brief=1 --gtest_filter='GpuCrossTarget*'
  export LOGPJIT_CACHE_DIR=/tmp/s8-rev
  for t in memcheck racecheck synccheck; do
    step compute-sanitizer --tool $t --error-exitcode 9 $B run --target sm_90 --scope cross_target_bitwise --tokens 41 --vocab 308 --tile-width 7 --real-vocab 247 --tp 2 --temperature 0.7
  done ;;
abtau) # the temperature's division: IEEE (div) vs x * (1/tau) (mul; not exact) vs mul + one fma correction (mk)
  for a in "--temperature 0.7 --backward" "--temperature 0.7 --dtype fp32"; do
    echo "### tau $a"; bash bench/ab_env.sh "div=" "mul=LOGPJIT_X_MULTAU=1" "mk=LOGPJIT_X_MULTAU=2" -- --scope cross_target_bitwise --tp 1 $a
  done ;;
recip) # the reciprocal form of x / tau (runtime/temperature.h): GPU tests, sanitizers, bits, A/B against .carry/logpjit_old.gz
  [ -x $TESTS ] && step $TESTS --gtest_brief=1
  export LOGPJIT_CACHE_DIR=/tmp/s8-recip
  XT="--target sm_90 --scope cross_target_bitwise"
  for t in memcheck racecheck; do
    step compute-sanitizer --tool $t --error-exitcode 9 $B run $XT --tokens 64 --entropy --temperature 0.7
    step compute-sanitizer --tool $t --error-exitcode 9 $B run $XT --tokens 33 --vocab 999 --tile-width 333 --real-vocab 990 --tp 3 --temperature 1.3
  done
  for a in "--temperature 0.7" "--temperature 0.7 --entropy --dtype fp16 --tp 1" "--temperature 1e-5 --tokens 512" "--temperature 3.5 --tp 4 --entropy" "--temperature 0.9 --dtype fp32 --tp 1" "--temperature 0.6 --tokens 8192 --tp 8"; do
    step $B run $XT $a
  done 2>&1 | grep -E "^###|identical|rc="
  for a in "--tp 1 --temperature 0.7" "--tp 2 --temperature 0.7" "--tp 1 --temperature 0.7 --entropy --dtype fp16" "--tp 1 --dtype fp32" "--tp 1 --dtype fp32 --temperature 0.7" "--tp 1" "--tp 2 --temperature 0.7 --tokens 8192"; do
    echo "### ab $a"; bash bench/ab_bench.sh --scope cross_target_bitwise $a
  done ;;
coldn)
  for i in 1 2; do for v in "native:" "nstage:LOGPJIT_X_STAGE_NATIVE=1" "xt:" ; do
    n=${v%%:*}; a=""; [ $n = xt ] && a="--scope cross_target_bitwise"
    rm -rf /tmp/s8-cold; echo "### cold $i $n"
    env ${v#*:} CUDA_CACHE_DISABLE=1 LOGPJIT_CACHE_DIR=/tmp/s8-cold $B run --target sm_90 --tp 1 $a 2>&1 | grep -E "compile  "
  done; done ;;
ab3)
  bash bench/ab_env.sh "nostage=LOGPJIT_X_NOSTAGE=1" "u1=LOGPJIT_X_UNROLL=1" "u2=" "u0=LOGPJIT_X_UNROLL=-1" "u4=LOGPJIT_X_UNROLL=4" -- --scope cross_target_bitwise --tp 1 ;;
ab2)
  bash bench/ab_env.sh "nostage=LOGPJIT_X_NOSTAGE=1" "u1=LOGPJIT_X_UNROLL=1" "u1c=LOGPJIT_X_UNROLL=1 LOGPJIT_X_CARVEOUT=100" "u2c=LOGPJIT_X_CARVEOUT=100" -- --scope cross_target_bitwise --tp 1 ;;
ncu)
  for v in "u1:LOGPJIT_X_UNROLL=1" "u1c:LOGPJIT_X_UNROLL=1 LOGPJIT_X_CARVEOUT=100" "nostage:LOGPJIT_X_NOSTAGE=1"; do
    n=${v%%:*}; echo "### ncu $n"
    env ${v#*:} LOGPJIT_CACHE_DIR=/tmp/ncu-$n OUT=$OUTDIR/ncu_$n bash bench/ncu_sass.sh tile_stats --scope cross_target_bitwise --tp 1
    grep -iE "Block Limit|Theoretical Occ|Achieved Occ|Shared Memory Config|Driver Shared|Registers Per" $OUTDIR/ncu_$n/tile_stats_ncu.txt
    python3 bench/ncu_opcodes.py $OUTDIR/ncu_$n/tile_stats_source.csv $((2048 * 151936)) | head -12
  done ;;
coldcache) # is the second compile of the same PTX in a fresh process cached by CUDA?
  for e in "CUDA_CACHE_DISABLE=1" "CUDA_CACHE_PATH=/tmp/cc-a" "CUDA_CACHE_PATH=/tmp/cc-b"; do
    for a in "--dtype fp16 --chunk 2" "--dtype fp16 --chunk 2"; do
      rm -rf /tmp/s8-cc; echo "### $e: $a"
      env $e LOGPJIT_CACHE_DIR=/tmp/s8-cc $B run --target sm_90 --tp 1 --scope cross_target_bitwise $a 2>&1 | grep -E "compile"
    done
  done ;;
esac; done
