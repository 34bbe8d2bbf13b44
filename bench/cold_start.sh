#!/usr/bin/env bash
# What a cold start of the sm_90 kernels costs, per kernel, and a warm load:
#   bench/cold_start.sh BUILD_OR_BIN_DIR [REPS]
# Each run is a fresh process with an empty kernel cache, CUDA's compute cache off
# (CUDA_CACHE_DISABLE=1: it would serve a second link of the same PTX) and
# LOGPJIT_TIME_JIT=1 (one line per compile: ir, llvm, driver link, total). In the default
# tiered JIT the first launch waits for the quick tier; the full kernel compiles in the
# background. Variants: `run --target sm_90 --tp 1` with six contracts, REPS (default 3)
# times each, and `bench --backward` cold twice for the default scope and for the portable
# entropy + temperature contract (the backward kernels). Then one warm load: a fresh
# process on a filled cache. Logs under $OUT (else a temporary directory); a table per
# kernel (runs, min–max and median of the total ms) at the end.
source "$(dirname "$0")/common.sh"
bench_bins "${1:-}"
REPS=${2:-3}
B=$LOGPJIT
XT="--scope cross_target_bitwise"
{
  for a in "" "--entropy" "$XT" "$XT --dtype fp32" "$XT --dtype fp16 --entropy" \
           "$XT --entropy --temperature 0.7"; do
    for i in $(seq "$REPS"); do cold "$B" run --target sm_90 --tp 1 $a; done
  done
  for i in 1 2; do
    cold "$B" bench --target sm_90 --tp 1 --backward --repeat 3
    cold "$B" bench --target sm_90 --tp 1 --backward --repeat 3 $XT --entropy --temperature 0.7
  done
} > "$LOG/cold.log" 2>&1
warm=$(mktemp -d /tmp/logpjit-warm.XXXXXX)
LOGPJIT_CACHE_DIR=$warm "$B" bench --target sm_90 --tp 1 --backward --repeat 3 > /dev/null 2>&1
LOGPJIT_CACHE_DIR=$warm "$B" run --target sm_90 --tp 1 > "$LOG/warm.log" 2>&1
rm -rf "$warm"
{
  echo "== cold compiles per kernel, ms (logs: $LOG)"
  grep -E "^logpjit: jit .* \(sm_90\): .*\(total [0-9.]+ ms\)" "$LOG/cold.log" |
    sed -E 's/^logpjit: jit (.*) \(sm_90\):.*\(total ([0-9.]+) ms\).*/\2\t\1/' |
    sort -t$'\t' -k2,2 -k1,1n |
    awk -F'\t' '{ k=$2; v[k]=v[k] " " $1; n[k]++ }
      END { for (k in n) { split(substr(v[k],2), a, " "); printf "%-62s %2d runs  %7.1f-%7.1f  median %7.1f\n", k, n[k], a[1], a[n[k]], a[int((n[k]+1)/2)] } }' |
    sort
  echo "== all quick-tier compiles"
  grep -E "^logpjit: jit .*quick tier" "$LOG/cold.log" | sed -E 's/.*\(total ([0-9.]+) ms\).*/\1/' | sort -n |
    awk '{ a[NR]=$1 } END { if (NR) printf "%d compiles, %.1f-%.1f ms, median %.1f\n", NR, a[1], a[NR], a[int((NR+1)/2)] }'
  echo "== warm load (a fresh process, cache hit)"
  grep -E "^  (tile_stats|merge) +hit" "$LOG/warm.log"
} | tee "$LOG/summary.txt"
