#!/usr/bin/env bash
# The checks and benchmarks of one NVIDIA GPU (sm_90), from a build directory or a bundle
# directory (scripts/build-device-bundle.sh makes .carry/):
#   bench/gpu_check.sh BUILD_OR_BIN_DIR
# Runs: the GPU test suite (what `ctest -L gpu` runs) and, when the directory has
# liblogpjit.so, the Python tests; compute-sanitizer memcheck and racecheck on a small run
# (bench/sanitize.sh covers more kernels); `cross_target_bitwise` bitwise equal to the host
# (several variants), and TP invariance in the default scope; every chunk width against the
# host for both JIT tiers (bench/chunk_probe.sh; PROBE=0 skips it); the benchmarks of
# docs/performance.md's H200 table. Logs under $OUT (else a temporary directory); a table at
# the end.
source "$(dirname "$0")/common.sh"
bench_bins "${1:-}"
cd "$REPO"
L=$LOGPJIT
export LOGPJIT_CACHE_DIR=$(mktemp -d /tmp/logpjit-cache.XXXXXX)
nvidia-smi --query-gpu=name,driver_version --format=csv > "$LOG/gpu.txt" 2>&1

[ -n "$GPU_TESTS" ] && step gpu_tests "$GPU_TESTS" --gtest_brief=1
if [ -n "$LIBLOGPJIT" ]; then
  step python_tests env LOGPJIT_LIBRARY="$LIBLOGPJIT" LOGPJIT_TOOL="$L" PYTHONPATH=python \
    LOGPJIT_CACHE_DIR="$LOGPJIT_CACHE_DIR/py" python3 -m unittest discover -s tests/python -t tests/python -v
fi
if command -v compute-sanitizer > /dev/null; then
  for t in memcheck racecheck; do
    step "$t" compute-sanitizer --tool $t --error-exitcode 9 "$L" run --target sm_90 --tokens 64 --entropy
  done
fi

# Bitwise equality with the host backend (run exits 2 when a required self-check fails).
XT="--target sm_90 --scope cross_target_bitwise"
step xt_bf16 "$L" run $XT
step xt_entropy_temperature "$L" run $XT --entropy --temperature 0.7 --tokens 512
step xt_fp16_entropy "$L" run $XT --entropy --dtype fp16 --tokens 512
step xt_fp32_entropy_tp4 "$L" run $XT --entropy --dtype fp32 --tokens 256 --tp 4
step xt_fp32_tp8_t8192 "$L" run $XT --dtype fp32 --tokens 8192 --tp 8
step native_entropy_tp8 "$L" run --target sm_90 --entropy --tp 8

if [ "${PROBE:-1}" != 0 ]; then
  P=$(dirname "$0")/chunk_probe.sh
  "$P" "$L" cross_target_bitwise --target host > "$LOG/probe_host.txt" 2>&1
  for s in cross_target_bitwise cross_tp_bitwise; do
    for m in full quick; do
      LOGPJIT_CACHE_DIR=$LOGPJIT_CACHE_DIR/probe-$s-$m "$P" "$L" $s --target sm_90 --jit $m \
        > "$LOG/probe_${s}_$m.txt" 2>&1
    done
  done
  n=$(wc -l < "$LOG/probe_host.txt")
  for m in full quick; do
    if cmp -s "$LOG/probe_host.txt" "$LOG/probe_cross_target_bitwise_$m.txt"; then
      record "chunk_probe xt $m == host" "$n/$n variants"
    else
      record "chunk_probe xt $m == host" "DIFFERS ($LOG/probe_cross_target_bitwise_$m.txt)"
    fi
  done
  if cmp -s "$LOG/probe_cross_tp_bitwise_full.txt" "$LOG/probe_cross_tp_bitwise_quick.txt"; then
    record "chunk_probe native full == quick" "$n/$n variants"
  else
    record "chunk_probe native full == quick" "DIFFERS"
  fi
fi

# Benchmarks: median of 50 (full kernels: bench waits for them after its first warm-up).
bench() {
  local name=$1 out; shift
  out=$("$L" bench --target sm_90 --repeat 50 "$@" 2>&1)
  echo "$out" > "$LOG/bench_${name// /_}.log"
  local f b fb
  f=$(echo "$out" | median_of "forward \(")
  b=$(echo "$out" | median_of "backward \(")
  fb=$(echo "$out" | median_of "forward \+ backward")
  record "bench $name" "forward ${f:-?} ms${b:+, backward $b ms}${fb:+, fwd+bwd $fb ms}"
}
for tp in 1 2; do
  bench "tp$tp" --tp $tp --backward
  bench "tp$tp xt" --tp $tp --backward --scope cross_target_bitwise
done
bench "tp2 T=8192" --tokens 8192
bench "tp1 entropy" --tp 1 --entropy
bench "tp1 xt temperature" --tp 1 --backward --scope cross_target_bitwise --temperature 0.7
bench "tp1 xt entropy temperature" --tp 1 --backward --scope cross_target_bitwise --entropy --temperature 0.7
bench "tp1 xt fp32" --tp 1 --backward --scope cross_target_bitwise --dtype fp32
bench "tp1 xt fp32 entropy" --tp 1 --backward --scope cross_target_bitwise --dtype fp32 --entropy
record "host time per Op call (tp1)" "$(grep -h 'host time' "$LOG/bench_tp1.log" | sed -E 's/.*waiting\): //')"
summary
