#!/usr/bin/env bash
# ptxas time of the sm_90 kernels' PTX, no GPU needed (a machine with the CUDA toolkit's
# ptxas on PATH):
#   bench/ptxas_time.sh BIN_A [BIN_B]
# For tile_stats and merge in four contracts, `BIN emit --target sm_90 --stage asm --tier
# $TIER` (TIER: quick, the default, or full), then `ptxas -O$LEVEL -arch=sm_90` (LEVEL: 1 for
# the quick tier, which is what the runtime uses, 3 for full), best of 5. With DIVISIONS=1
# also the same PTX with its div.u64/s64 or div.rn.f32 replaced by a multiply (not runnable
# code, only what the divisions cost ptxas). Logs under $OUT (else a temporary directory);
# a table at the end.
source "$(dirname "$0")/common.sh"
[ $# -ge 1 ] || { echo "usage: $0 BIN_A [BIN_B]" >&2; exit 2; }
command -v ptxas > /dev/null || { echo "ptxas not found" >&2; exit 2; }
TIER=${TIER:-quick}
LEVEL=${LEVEL:-$([ "$TIER" = quick ] && echo 1 || echo 3)}
T=$(mktemp -d /tmp/logpjit-ptxas.XXXXXX)
best() {
  local b=999 s e
  for _ in 1 2 3 4 5; do
    s=$(date +%s%N); ptxas -O"$LEVEL" -arch=sm_90 "$1" -o "$T/x.cubin" || return; e=$(date +%s%N)
    b=$(( (e - s) / 1000000 < b ? (e - s) / 1000000 : b ))
  done
  echo "$b ms"
}
bins=("$@")
for v in "--scope cross_tp_bitwise" "--scope cross_tp_bitwise --entropy" \
         "--scope cross_target_bitwise" "--scope cross_target_bitwise --entropy --temperature 0.7"; do
  for k in tile_stats merge; do
    for i in "${!bins[@]}"; do
      side=$([ "$i" = 0 ] && echo A || echo B)
      "${bins[$i]}" emit --target sm_90 --stage asm --tier "$TIER" --kernel $k $v | sed '/^;/d' > "$T/$side.ptx"
      cp "$T/$side.ptx" "$LOG/${k}_${side}_$(echo "$v" | tr -c 'a-z0-9\n' '_').ptx"
      row="$(wc -l < "$T/$side.ptx") PTX lines, $(best "$T/$side.ptx")"
      if [ "${DIVISIONS:-0}" = 1 ]; then
        sed -E 's/div\.(u64|s64)/mul.lo.s64/; s/div\.rn\.f32/mul.rn.f32/' "$T/$side.ptx" > "$T/nodiv.ptx"
        row="$row; without divisions $(best "$T/nodiv.ptx")"
      fi
      record "$side $TIER $k $v" "$row"
    done
  done
done
rm -rf "$T"
summary
