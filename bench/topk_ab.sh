#!/usr/bin/env bash
# A/B(/C...) of bench/topk_bench.py for builds or bundles on one GPU, alternating rounds so
# that every side sees the same clocks:
#   bench/topk_ab.sh DIR_A DIR_B [DIR_C ...] [TOKENS]
# A side needs liblogpjit.so (or .xz); the CLI is optional. A side whose directory holds a
# python/ directory (the package of that build's C ABI, e.g. `git archive REV python | tar
# -x -C DIR`) runs it, else the repository's; each side builds its own C++ extension
# against its package. Each side has its own kernel cache. ROUNDS (default 3). Logs under
# $OUT (else a temporary directory); each round's call times and kernel times at the end.
source "$(dirname "$0")/common.sh"
DIRS=()
T=2048
for a in "$@"; do
  if [[ $a =~ ^[0-9]+$ ]]; then T=$a; else DIRS+=("$a"); fi
done
[ ${#DIRS[@]} -ge 2 ] || { echo "usage: $0 DIR_A DIR_B [DIR_C ...] [TOKENS]" >&2; exit 2; }
declare -A LIB PY CACHE NATIVE
SIDES=()
i=0
for dir in "${DIRS[@]}"; do
  side=$(printf "\\x$(printf %x $((65 + i)))") # A, B, C, ...
  i=$((i + 1))
  [ -d "$dir" ] || { echo "expected a build or bundle directory, got '$dir'" >&2; exit 2; }
  d=$(cd "$dir" && pwd)
  BENCH_UNPACK=$(mktemp -d /tmp/logpjit-bin.XXXXXX)
  LIB[$side]=$(bench_find "$d" liblogpjit.so)
  [ -n "${LIB[$side]}" ] || { echo "no liblogpjit.so in $dir" >&2; exit 2; }
  PY[$side]=$REPO/python
  [ -d "$d/python/logpjit" ] && PY[$side]=$d/python
  CACHE[$side]=$(mktemp -d /tmp/logpjit-ab.XXXXXX)
  NATIVE[$side]=$(mktemp -d /tmp/logpjit-native.XXXXXX)
  echo "side $side: $dir (library ${LIB[$side]}, package ${PY[$side]})" | tee -a "$LOG/sides.txt"
  SIDES+=("$side")
done
cd "$REPO"
export LOGPJIT_TORCH_NATIVE=1
for side in "${SIDES[@]}"; do
  PYTHONPATH=${PY[$side]} LOGPJIT_LIBRARY=${LIB[$side]} LOGPJIT_NATIVE_DIR=${NATIVE[$side]} \
    step "native_build_$side" python3 -m logpjit._native_build "${NATIVE[$side]}"
done
for round in $(seq "${ROUNDS:-3}"); do
  for side in "${SIDES[@]}"; do
    PYTHONPATH=${PY[$side]}:$REPO/bench LOGPJIT_LIBRARY=${LIB[$side]} \
      LOGPJIT_NATIVE_DIR=${NATIVE[$side]} LOGPJIT_CACHE_DIR=${CACHE[$side]} \
      step "round${round}_$side" python3 bench/topk_bench.py --tokens "$T" --k 20
  done
done
for round in $(seq "${ROUNDS:-3}"); do
  for side in "${SIDES[@]}"; do
    echo "== round $round $side"
    grep -hE "forward|top-k|processed|device us" "$LOG/round${round}_$side.log" | grep -v torch.topk
  done
done
summary
