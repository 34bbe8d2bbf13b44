#!/usr/bin/env bash
# Builds the `logpjit` CLI, the GPU test binary and liblogpjit.so (the C ABI, for the
# Python package's CUDA tests) with LLVM linked statically (host + NVPTX targets), strips
# and gzips them into .carry/, to run on a GPU machine without LLVM.
set -euo pipefail
cd "$(dirname "$0")/.."
cmake -S . -B build-static -G Ninja -DCMAKE_BUILD_TYPE=Release -DLOGPJIT_STATIC_LLVM=ON \
  -DLOGPJIT_BUILD_TESTS=ON >/dev/null
ninja -C build-static logpjit tests/logpjit_gpu_tests logpjit_shared
mkdir -p .carry
for b in logpjit tests/logpjit_gpu_tests liblogpjit.so; do
  n=$(basename "$b")
  strip -o ".carry/$n" "build-static/$b"
  gzip -f -9 ".carry/$n"
done
ls -la .carry/
