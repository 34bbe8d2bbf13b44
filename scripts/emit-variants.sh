#!/usr/bin/env bash
# Dumps the generated code of a fixed set of kernel variants, one file each, so that two
# builds can be compared byte for byte (a refactor must not change a byte):
#
#   scripts/emit-variants.sh build/logpjit /tmp/before
#   scripts/emit-variants.sh build-new/logpjit /tmp/after && diff -r /tmp/before /tmp/after
#
# The set: every kernel (tile_stats, merge, backward with each gradient combination) for
# host (IR and asm), sm_90 (PTX, full and quick tiers) and gfx942 (asm), across dtypes,
# scopes, entropy and temperature, and a few tile widths
# and chunk sizes. Needs no GPU.
set -euo pipefail
L=${1:?usage: emit-variants.sh LOGPJIT OUT_DIR}
OUT=${2:?usage: emit-variants.sh LOGPJIT OUT_DIR}
mkdir -p "$OUT"
n=0
emit() { # name, then logpjit emit options
  local name=$1
  shift
  # The first two lines are the spec and the cache key (the key hashes the sources: it
  # changes with any edit), so they are left out of the comparison.
  "$L" emit "$@" | tail -n +3 > "$OUT/$name"
  n=$((n + 1))
}
for target in host sm_90 gfx942; do
  stages="asm"
  [ "$target" = host ] && stages="ir asm"
  tiers="full"
  [ "$target" = sm_90 ] && tiers="full quick"
  for stage in $stages; do
    for tier in $tiers; do
      t=()
      [ "$target" != host ] && t=(--tier "$tier")
      for scope in cross_tp_bitwise cross_target_bitwise; do
        for dtype in bf16 fp16 fp32; do
          for opt in "" "--entropy" "--temperature 0.7" "--entropy --temperature 0.7"; do
            # shellcheck disable=SC2086
            emit "ts-$target-$stage-$tier-$scope-$dtype-${opt//[ -.]/}" --target "$target" \
              --stage "$stage" "${t[@]}" --kernel tile_stats --scope "$scope" --dtype "$dtype" $opt
          done
        done
        for w in 333 4096; do
          emit "ts-$target-$stage-$tier-$scope-w$w" --target "$target" --stage "$stage" "${t[@]}" \
            --kernel tile_stats --scope "$scope" --vocab $((w * 8)) --tile-width "$w"
        done
        for c in 1 2 16; do
          emit "ts-$target-$stage-$tier-$scope-c$c" --target "$target" --stage "$stage" "${t[@]}" \
            --kernel tile_stats --scope "$scope" --chunk "$c" --entropy
        done
        for opt in "" "--entropy"; do
          emit "merge-$target-$stage-$tier-$scope-${opt//[ -]/}" --target "$target" \
            --stage "$stage" "${t[@]}" --kernel merge --scope "$scope" $opt
        done
        for dtype in bf16 fp32; do
          for g in "" "--grad-lse" "--grad-lse --grad-entropy --entropy"; do
            # shellcheck disable=SC2086
            emit "bwd-$target-$stage-$tier-$scope-$dtype-${g//[ -]/}" --target "$target" \
              --stage "$stage" "${t[@]}" --kernel backward --scope "$scope" --dtype "$dtype" \
              --temperature 0.7 $g
          done
        done
      done
    done
  done
done
echo "emit-variants: $n variants in $OUT"
