#!/usr/bin/env bash
# Regenerates the golden codegen files under tests/golden/: the host IR (tests/codegen/golden_test.cpp)
# and the gfx942 AMDGCN assembly (tests/codegen/gfx942_test.cpp; skipped by a build without gfx942).
# Builds logpjit_tests, runs the golden tests with LOGPJIT_UPDATE_GOLDEN=1 (they rewrite
# the files instead of comparing), then shows what changed. Review the diff before committing.
#
#   scripts/update-golden.sh            # uses ./build
#   BUILD_DIR=build-rel scripts/update-golden.sh
set -euo pipefail
cd "$(dirname "$0")/.."
BUILD_DIR="${BUILD_DIR:-build}"
ninja -C "$BUILD_DIR" logpjit_tests
LOGPJIT_UPDATE_GOLDEN=1 "$BUILD_DIR/tests/logpjit_tests" --gtest_filter='GoldenCodegen/*:Gfx942GoldenAsm/*'
git diff --stat -- tests/golden
git status --short -- tests/golden
