#!/usr/bin/env bash
# Builds the `logpjit` CLI with LLVM linked statically (host + NVPTX targets), strips it
# and gzips it into .carry/logpjit.gz, to run on a GPU machine that has no LLVM.
set -euo pipefail
cd "$(dirname "$0")/.."
cmake -S . -B build-static -G Ninja -DCMAKE_BUILD_TYPE=Release -DLOGPJIT_STATIC_LLVM=ON \
  -DLOGPJIT_BUILD_TESTS=OFF >/dev/null
ninja -C build-static logpjit
mkdir -p .carry
strip -o .carry/logpjit build-static/logpjit
gzip -f -9 .carry/logpjit
ls -la .carry/logpjit.gz
