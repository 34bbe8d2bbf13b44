#!/usr/bin/env bash
# Builds binaries with LLVM linked statically (host + NVPTX targets), strips and xz-compresses them
# into .carry/, to run on a GPU machine without LLVM. BUNDLE lists the build outputs
# (default: the CLI, the GPU test binary and liblogpjit.so — the C ABI, for the Python
# package's CUDA tests); for two-GPU machines
#   BUNDLE="logpjit tests/logpjit_multigpu_tests liblogpjit.so" scripts/build-device-bundle.sh
# The bench scripts take the directory: bench/gpu_check.sh .carry, bench/multigpu_check.sh
# .carry (bench/README.md), which unpack them with python3's lzma. The carry limit is 64 MiB
# (~14 MB each).
set -euo pipefail
cd "$(dirname "$0")/.."
cmake -S . -B build-static -G Ninja -DCMAKE_BUILD_TYPE=Release -DLOGPJIT_STATIC_LLVM=ON \
  -DLOGPJIT_BUILD_TESTS=ON >/dev/null
read -r -a outs <<< "${BUNDLE:-logpjit tests/logpjit_gpu_tests liblogpjit.so}"
ninja -C build-static "${outs[@]}"
rm -rf .carry && mkdir -p .carry
for b in "${outs[@]}"; do
  n=$(basename "$b")
  strip -o ".carry/$n" "build-static/$b"
  xz -f -9 -T2 ".carry/$n"
done
ls -la .carry/
