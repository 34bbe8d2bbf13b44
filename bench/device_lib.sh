# Sourced by the session scripts that run on a GPU machine (bench/s8_device.sh,
# s9_device.sh, s9_final.sh, s9_quick2.sh), from the repository root, with the static bundle
# of scripts/build-device-bundle.sh in .carry/. Defines:
#   B, TESTS        the CLI and the GPU test binary, unpacked to /tmp (TESTS only where the
#                   bundle carries it)
#   step CMD...     runs CMD: "### CMD", its output, "rc=N"
#   cold CMD...     runs CMD as a cold start: a fresh process, an empty kernel cache
#                   ($COLD_DIR), CUDA's compute cache off, LOGPJIT_TIME_JIT=1; prints the
#                   compile, checksum and self-check lines
#   cold_variants N the cold starts of the session-9 tables (docs/performance.md):
#                   `run --target sm_90 --tp 1` N times for each of six variants
B=/tmp/logpjit
TESTS=/tmp/logpjit_gpu_tests
gunzip -c .carry/logpjit.gz > "$B" && chmod +x "$B"
[ -f .carry/logpjit_gpu_tests.gz ] && gunzip -c .carry/logpjit_gpu_tests.gz > "$TESTS" && chmod +x "$TESTS"
COLD_DIR=${COLD_DIR:-/tmp/logpjit-cold}
step() { echo "### $*"; "$@" 2>&1; echo "rc=$?"; }
cold() {
  rm -rf "$COLD_DIR"; echo "### cold: $*"
  env CUDA_CACHE_DISABLE=1 LOGPJIT_CACHE_DIR="$COLD_DIR" LOGPJIT_TIME_JIT=1 "$@" 2>&1 |
    grep -E "jit |compile|checksum|identical|first call|background"
}
cold_variants() {
  local a i
  for a in "" "--entropy" "--scope cross_target_bitwise" "--scope cross_target_bitwise --dtype fp32" \
           "--scope cross_target_bitwise --dtype fp16 --entropy" \
           "--scope cross_target_bitwise --entropy --temperature 0.7"; do
    for i in $(seq "$1"); do cold "$B" run --target sm_90 --tp 1 $a; done
  done
}
