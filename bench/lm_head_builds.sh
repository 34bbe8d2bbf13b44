#!/usr/bin/env bash
# One `logpjit bench --lm-head` setting under several builds or bundles (one GPU, sm_90), the
# builds in turn in each round, each build with its own kernel cache:
#   bench/lm_head_builds.sh DIR [DIR ...] [-- BENCH ARGUMENTS]
# BENCH ARGUMENTS default to `--tokens 8192 --entropy --tile-sum leaves`; ROUNDS rounds
# (default 2), REPEAT calls per timing (default 20). cuBLAS's GEMM is timed in every run
# (common.sh's find_cublas). Logs under $OUT (else a temporary directory); the timing lines
# of every run at the end.
source "$(dirname "$0")/common.sh"
DIRS=()
while [ $# -gt 0 ] && [ "$1" != "--" ]; do DIRS+=("$1"); shift; done
[ "${1:-}" = "--" ] && shift
[ ${#DIRS[@]} -ge 1 ] || { echo "usage: $0 DIR [DIR ...] [-- BENCH ARGUMENTS]" >&2; exit 2; }
ARGS=("$@")
[ ${#ARGS[@]} -gt 0 ] || ARGS=(--tokens 8192 --entropy --tile-sum leaves)
BINS=() CACHES=()
for d in "${DIRS[@]}"; do
  bench_bins "$d"
  BINS+=("$LOGPJIT") CACHES+=("$(mktemp -d /tmp/logpjit-cache.XXXXXX)")
done
cd "$REPO"
find_cublas
for round in $(seq "${ROUNDS:-2}"); do
  for i in "${!BINS[@]}"; do
    step "build${i}_$round" env LOGPJIT_CACHE_DIR="${CACHES[$i]}" LOGPJIT_JIT=full timeout 300 \
      "${BINS[$i]}" bench --lm-head --target sm_90 --repeat "${REPEAT:-20}" "${ARGS[@]}"
  done
done
for round in $(seq "${ROUNDS:-2}"); do
  for i in "${!BINS[@]}"; do
    echo "== ${DIRS[$i]} round $round"
    grep -h -E "median|forward \+" "$LOG/build${i}_$round.log"
  done
done
summary
