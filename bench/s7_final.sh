#!/usr/bin/env bash
# Session 7's closing device run (one H200; static bundle in .carry/ with logpjit and
# liblogpjit.so): the peer benchmark at TP = 1 (bench/peer_bench.py), the SASS profile of the
# portable tile_stats with the cross_target_bitwise default C = 4 (bench/ncu_sass.sh), and
# `logpjit bench --backward` at TP = 1 in both scopes.
set -uo pipefail
OUTDIR=${OUT:-/tmp/logpjit-s7}; mkdir -p "$OUTDIR"
gunzip -c .carry/logpjit.gz > /tmp/logpjit && chmod +x /tmp/logpjit
export LOGPJIT_CACHE_DIR=/tmp/logpjit-cache
python3 bench/peer_bench.py /tmp/logpjit --tp 1 > "$OUTDIR/peer_tp1.txt" 2>&1
for s in cross_tp_bitwise cross_target_bitwise; do
  /tmp/logpjit bench --target sm_90 --backward --repeat 50 --tp 1 --scope $s >> "$OUTDIR/bench_tp1.txt" 2>&1
done
OUT=$OUTDIR bash bench/ncu_sass.sh tile_stats --scope cross_target_bitwise --tp 1 > "$OUTDIR/ncu_ts.txt" 2>&1
python3 bench/ncu_opcodes.py "$OUTDIR/tile_stats_source.csv" $((2048 * 151936)) >> "$OUTDIR/ncu_ts.txt" 2>&1
rm -f "$OUTDIR/tile_stats_source.csv" "$OUTDIR/tile_stats.cubin"
OUT=$OUTDIR bash bench/ncu_sass.sh merge --tp 1 > "$OUTDIR/ncu_merge.txt" 2>&1
grep -E "Warp Cycles|Stall|Issued|Duration|Elapsed" "$OUTDIR/merge_ncu.txt" >> "$OUTDIR/ncu_merge.txt" 2>&1
