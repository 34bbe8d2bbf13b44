#!/usr/bin/env bash
# Builds the `logpjit` CLI and the GPU test binary with LLVM linked statically (host +
# NVPTX targets), strips and gzips them into .carry/, to run on a GPU machine without LLVM.
# BUNDLE_TESTS picks the test binaries (default logpjit_gpu_tests; for two-GPU machines
# BUNDLE_TESTS=logpjit_multigpu_tests, which bench/multigpu_check.sh expects).
set -euo pipefail
cd "$(dirname "$0")/.."
cmake -S . -B build-static -G Ninja -DCMAKE_BUILD_TYPE=Release -DLOGPJIT_STATIC_LLVM=ON \
  -DLOGPJIT_BUILD_TESTS=ON >/dev/null
tests=()
for t in ${BUNDLE_TESTS:-logpjit_gpu_tests}; do tests+=("tests/$t"); done
ninja -C build-static logpjit "${tests[@]}"
rm -rf .carry && mkdir -p .carry
for b in logpjit "${tests[@]}"; do
  n=$(basename "$b")
  strip -o ".carry/$n" "build-static/$b"
  gzip -f -9 ".carry/$n"
done
ls -la .carry/
