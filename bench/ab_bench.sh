#!/usr/bin/env bash
# A/B benchmark of two logpjit builds on one GPU machine, alternating runs so that both see
# the same clocks: .carry/logpjit.gz (B, the change) vs .carry/logpjit_old.gz (A).
# Usage: bench/ab_bench.sh [extra bench args]; prints the tile_stats / forward medians.
set -uo pipefail
for v in old new; do
  f=.carry/logpjit_$v.gz; [ $v = new ] && f=.carry/logpjit.gz
  gunzip -c $f > /tmp/lp_$v && chmod +x /tmp/lp_$v
done
for round in 1 2 3; do
  for v in old new; do
    LOGPJIT_CACHE_DIR=/tmp/ab-cache-$v /tmp/lp_$v bench --target sm_90 --repeat 50 "$@" |
      grep -E "tile_stats \(|forward \(" | sed "s/^/round $round $v: /"
  done
done
