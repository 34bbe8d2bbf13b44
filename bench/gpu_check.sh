#!/usr/bin/env bash
# Runs logpjit's sm_90 checks and benchmarks on a machine with an NVIDIA GPU, from a
# prebuilt static binary (scripts/build-device-bundle.sh makes .carry/logpjit.gz).
# Usage: bench/gpu_check.sh [binary]   Logs go to ${OUT:-/tmp/logpjit-gpu}.
set -uo pipefail
BIN=${1:-}
OUTDIR=${OUT:-/tmp/logpjit-gpu}
mkdir -p "$OUTDIR"
if [ -z "$BIN" ]; then
  gunzip -c .carry/logpjit.gz > /tmp/logpjit && chmod +x /tmp/logpjit && BIN=/tmp/logpjit
fi
TESTS=/tmp/logpjit_gpu_tests
[ -f .carry/logpjit_gpu_tests.gz ] && gunzip -c .carry/logpjit_gpu_tests.gz > $TESTS && chmod +x $TESTS
export LOGPJIT_CACHE_DIR=/tmp/logpjit-cache
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem --format=csv | tee "$OUTDIR/gpu.txt"
step() { echo "### $*" | tee -a "$OUTDIR/log.txt"; "$@" 2>&1 | tee -a "$OUTDIR/log.txt"; echo "rc=${PIPESTATUS[0]}" | tee -a "$OUTDIR/log.txt"; }
# The Python package over liblogpjit.so (CPU tests with this machine's torch, and the
# CUDA tests), when the bundle carries the library.
if [ -f .carry/liblogpjit.so.gz ]; then
  gunzip -c .carry/liblogpjit.so.gz > /tmp/liblogpjit.so
  step env LOGPJIT_LIBRARY=/tmp/liblogpjit.so LOGPJIT_TOOL=$BIN PYTHONPATH=python \
    LOGPJIT_CACHE_DIR=/tmp/logpjit-py-cache python3 -m unittest discover -s tests/python \
    -t tests/python -v
fi
# The GPU test suite (what `ctest -L gpu` runs), then the sanitizers on a small run.
[ -x $TESTS ] && step $TESTS --gtest_brief=1
if command -v compute-sanitizer >/dev/null; then
  step compute-sanitizer --tool memcheck --error-exitcode 9 $BIN run --target sm_90 --tokens 64 --entropy
  step compute-sanitizer --tool racecheck --error-exitcode 9 $BIN run --target sm_90 --tokens 64 --entropy
fi
# Bitwise equality with the host backend (cross_target_bitwise), several variants.
step $BIN run --target sm_90 --scope cross_target_bitwise
step $BIN run --target sm_90 --scope cross_target_bitwise --entropy --temperature 0.7 --tokens 512
step $BIN run --target sm_90 --scope cross_target_bitwise --entropy --dtype fp16 --tokens 512
step $BIN run --target sm_90 --scope cross_target_bitwise --entropy --dtype fp32 --tokens 256 --tp 4
# Default scope (hardware exp2): TP invariance on the GPU, difference to the host.
step $BIN run --target sm_90 --entropy --tp 8
# Benchmarks.
step $BIN bench --target sm_90 --backward --repeat 50
step $BIN bench --target sm_90 --backward --repeat 50 --scope cross_target_bitwise
step $BIN bench --target sm_90 --repeat 30 --tokens 8192
