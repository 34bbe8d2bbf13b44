#!/usr/bin/env bash
# A top-k kernel change on one GPU in one call, each step under a time limit: the GPU tests
# of the top-k, sampler and per-row temperature kernels (GpuTopK*, GpuSampler*,
# GpuTemperatureRows*) of every directory that holds logpjit_gpu_tests, then for all of
# them the GPU-only times of the forward and the top-20 call (topk_overlap.sh --splits "")
# and topk_bench.py rounds (topk_ab.sh):
#   bench/topk_candidate.sh DIR_A DIR_B [DIR_C ...]
# Each DIR: a build or bundle with liblogpjit.so (or .xz), the baseline first. Limits in
# seconds: TEST_LIMIT (120), OVERLAP_LIMIT (150), AB_LIMIT (240); ROUNDS as topk_ab.sh
# (default 2). Logs under $OUT (else a temporary directory); a table at the end.
source "$(dirname "$0")/common.sh"
[ $# -ge 2 ] || { echo "usage: $0 DIR_A DIR_B [DIR_C ...]" >&2; exit 2; }
for dir in "$@"; do
  [ -d "$dir" ] || { echo "expected a build or bundle directory, got '$dir'" >&2; exit 2; }
done
cd "$REPO"
i=0
for dir in "$@"; do
  i=$((i + 1))
  BENCH_UNPACK=$(mktemp -d /tmp/logpjit-bin.XXXXXX)
  tests=$(bench_find "$(cd "$dir" && pwd)" logpjit_gpu_tests)
  [ -n "$tests" ] || continue
  step "topk_tests_$i" env LOGPJIT_CACHE_DIR="$(mktemp -d /tmp/logpjit-cache.XXXXXX)" \
    timeout "${TEST_LIMIT:-120}" "$tests" --gtest_brief=1 \
    --gtest_filter='GpuTopK*:GpuSampler*:GpuTemperatureRows*'
done
step overlap timeout "${OVERLAP_LIMIT:-150}" bash bench/topk_overlap.sh "$@" -- --splits "" \
  --repeat 300
step ab env OUT="$LOG/ab" timeout "${AB_LIMIT:-240}" bash bench/topk_ab.sh "$@" 2048
grep -h "ms\|us" "$LOG/overlap.log" | grep -v "^###" | head -20
tail -n 24 "$LOG/ab.log"
summary
