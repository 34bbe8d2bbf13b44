#!/usr/bin/env bash
# A/B of bench/topk_bench.py for two builds or bundles on one GPU, alternating rounds so that
# both see the same clocks:
#   bench/topk_ab.sh DIR_A DIR_B [TOKENS]
# Each side has its own kernel cache; the C++ extension is built once (against A's headers:
# both sides must share the C ABI). ROUNDS (default 3). Logs under $OUT (else a temporary
# directory); each round's call times and kernel times at the end.
source "$(dirname "$0")/common.sh"
[ $# -ge 2 ] || { echo "usage: $0 DIR_A DIR_B [TOKENS]" >&2; exit 2; }
declare -A CLI LIB CACHE
for side in A B; do
  dir=$1; shift
  bench_bins "$dir"
  [ -n "$LIBLOGPJIT" ] || { echo "no liblogpjit.so in $dir" >&2; exit 2; }
  CLI[$side]=$LOGPJIT LIB[$side]=$LIBLOGPJIT CACHE[$side]=$(mktemp -d /tmp/logpjit-ab.XXXXXX)
done
T=${1:-2048}
cd "$REPO"
export PYTHONPATH=$REPO/python:$REPO/bench LOGPJIT_TORCH_NATIVE=1
export LOGPJIT_NATIVE_DIR=$(mktemp -d /tmp/logpjit-native.XXXXXX)
LOGPJIT_LIBRARY=${LIB[A]} LOGPJIT_TOOL=${CLI[A]} step native_build python3 -m logpjit._native_build \
  "$LOGPJIT_NATIVE_DIR"
for round in $(seq "${ROUNDS:-3}"); do
  for side in A B; do
    LOGPJIT_LIBRARY=${LIB[$side]} LOGPJIT_TOOL=${CLI[$side]} LOGPJIT_CACHE_DIR=${CACHE[$side]} \
      step "round${round}_$side" python3 bench/topk_bench.py --tokens "$T" --k 20
  done
done
for round in $(seq "${ROUNDS:-3}"); do
  for side in A B; do
    echo "== round $round $side"
    grep -hE "forward|top-k|processed|device us" "$LOG/round${round}_$side.log" | grep -v torch.topk
  done
done
summary
