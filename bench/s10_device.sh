#!/usr/bin/env bash
# Session 10 on one GPU (static bundle in .carry/, scripts/build-device-bundle.sh with
# BUNDLE="logpjit tests/logpjit_gpu_tests"): the GPU tests; every chunk width against the
# host (bench/s10_chunk_probe.sh; the host's lines come from the VM, in the results file);
# the tiered cold starts of docs/performance.md (three per variant); the full kernels'
# forward / backward times in both scopes at TP 1 and 2. Logs under $OUT.
set -uo pipefail
OUT=${OUT:-/tmp/logpjit-s10}; mkdir -p "$OUT"
source bench/device_lib.sh
step $TESTS --gtest_brief=1 > "$OUT/tests.log" 2>&1
grep -E "FAILED|PASSED|rc=" "$OUT/tests.log"
for s in cross_target_bitwise cross_tp_bitwise; do
  for m in full quick; do
    LOGPJIT_CACHE_DIR=/tmp/pc-$s-$m bench/s10_chunk_probe.sh $B $s --target sm_90 --jit $m \
      > "$OUT/probe_${s}_$m.txt" 2>&1
  done
done
cmp "$OUT/probe_cross_tp_bitwise_full.txt" "$OUT/probe_cross_tp_bitwise_quick.txt" &&
  echo "cross_tp_bitwise: full == quick on all variants"
cmp "$OUT/probe_cross_target_bitwise_full.txt" "$OUT/probe_cross_target_bitwise_quick.txt" &&
  echo "cross_target_bitwise: full == quick on all variants"
cold_variants 3 > "$OUT/cold.log" 2>&1
for i in 1 2; do
  cold $B bench --target sm_90 --tp 1 --backward --repeat 3
  cold $B bench --target sm_90 --tp 1 --backward --repeat 3 --scope cross_target_bitwise --entropy --temperature 0.7
done >> "$OUT/cold.log" 2>&1
grep "quick tier" "$OUT/cold.log" | grep jit | sed -E 's/.*total ([0-9.]+) ms.*/\1/' | sort -n |
  awk '{a[NR]=$1} END {print "quick-tier compiles: n="NR" min="a[1]" max="a[NR]}'
export LOGPJIT_CACHE_DIR=/tmp/s10-bench
for tp in 1 2; do
  for a in "" "--scope cross_target_bitwise"; do
    echo "### bench --tp $tp $a"
    $B bench --target sm_90 --tp $tp --backward --repeat 50 $a 2>&1 | grep -E "forward|backward|host time|bandwidth"
  done
done | tee "$OUT/bench.log"
