#!/usr/bin/env bash
# Session 10, no GPU needed: ptxas -O1 time (best of 5) of the quick tiers' PTX from two
# logpjit builds (A = before, B = after), and what the divisions cost ptxas: the same PTX
# with its div.u64/s64, div.u32 or div.rn.f32 replaced by a multiply (not runnable code,
# only a compile-time probe).  Usage: bench/s10_vm_ptxas.sh A_BIN B_BIN
set -uo pipefail
A=$1 B=$2 T=$(mktemp -d)
best() {
  local b=9 s e
  for _ in 1 2 3 4 5; do
    s=$(date +%s.%N); ptxas -O1 -arch=sm_90 "$1" -o "$T/x.cubin" || return; e=$(date +%s.%N)
    b=$(echo "if ($e - $s < $b) $e - $s else $b" | bc)
  done
  echo "$(echo "$b * 1000 / 1" | bc) ms"
}
for v in "--scope cross_tp_bitwise" "--scope cross_tp_bitwise --entropy" \
         "--scope cross_target_bitwise" "--scope cross_target_bitwise --entropy --temperature 0.7"; do
  for k in tile_stats merge; do
    "$A" emit --target sm_90 --stage asm --tier quick --kernel $k $v | sed '/^;/d' > "$T/a.ptx"
    "$B" emit --target sm_90 --stage asm --tier quick --kernel $k $v | sed '/^;/d' > "$T/b.ptx"
    sed -E 's/div\.(u64|s64)/mul.lo.s64/' "$T/a.ptx" > "$T/a-no64.ptx"
    sed -E 's/div\.rn\.f32/mul.rn.f32/' "$T/b.ptx" > "$T/b-nof32.ptx"
    echo "$k [$v]: A $(best "$T/a.ptx"), A without div.64 $(best "$T/a-no64.ptx"); B $(best "$T/b.ptx"), B without div.rn.f32 $(best "$T/b-nof32.ptx")"
  done
done
rm -rf "$T"
