#!/usr/bin/env bash
# A/B of two logpjit binaries (or of one binary with two sets of options) on one machine,
# alternating runs so that both see the same clocks:
#   bench/ab.sh BIN_A BIN_B [bench options...]
# Each round runs `BIN bench --target $TARGET --repeat 50 OPTIONS` for A then B, each with its
# own kernel cache. Environment: ROUNDS (default 3), TARGET (default sm_90), A_ARGS / B_ARGS
# (options for one side only: `bench/ab.sh B B` with A_ARGS="--chunk 8" B_ARGS="--chunk 4"
# compares two chunk widths), A_ENV / B_ENV (variables for one side, e.g. a temporary switch
# an experiment reads). Machines of one kind differ by about ±2%: compare builds here, not
# across machines. Logs under $OUT (else a temporary directory); a table of the medians per
# round at the end.
source "$(dirname "$0")/common.sh"
[ $# -ge 2 ] || { echo "usage: $0 BIN_A BIN_B [bench options...]" >&2; exit 2; }
A=$1 B=$2; shift 2
cacheA=$(mktemp -d /tmp/logpjit-ab-a.XXXXXX) cacheB=$(mktemp -d /tmp/logpjit-ab-b.XXXXXX)
keys=("tile_stats:tile_stats \(" "merge:merge " "forward:forward \(" "backward:backward \("
      "forward + backward:forward \+ backward")
declare -A VAL
for round in $(seq "${ROUNDS:-3}"); do
  for side in A B; do
    if [ $side = A ]; then bin=$A cache=$cacheA extra=${A_ARGS:-} envs=${A_ENV:-}
    else bin=$B cache=$cacheB extra=${B_ARGS:-} envs=${B_ENV:-}; fi
    env $envs LOGPJIT_CACHE_DIR="$cache" "$bin" bench --target "${TARGET:-sm_90}" --repeat 50 \
      "$@" $extra > "$LOG/round${round}_$side.log" 2>&1
    for k in "${keys[@]}"; do
      m=$(median_of "${k#*:}" < "$LOG/round${round}_$side.log")
      [ -n "$m" ] && VAL["$k|$side"]+=" $m"
    done
  done
done
rm -rf "$cacheA" "$cacheB"
for k in "${keys[@]}"; do
  for side in A B; do
    [ -n "${VAL["$k|$side"]:-}" ] && record "${k%%:*} $side (ms, each round)" "${VAL["$k|$side"]# }"
  done
done
summary
