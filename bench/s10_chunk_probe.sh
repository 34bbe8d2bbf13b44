#!/usr/bin/env bash
# Session 10: does every chunk width C agree? (GpuTiers failed on cross_target_bitwise
# fp16 W=333 C=16 with a temperature: an LLVM NVPTX miscompile, templates/numerics.cpp
# loadVector.) Prints one sorted line per variant: its arguments and output checksum.
#   bench/s10_chunk_probe.sh BIN SCOPE [run options...]
# e.g. BIN --target host (the reference) vs BIN --target sm_90 --jit full|quick; diff them.
# Variants: bf16/fp16/fp32 x C 1..16 x {plain, entropy, temperature+entropy} x W 333/2374,
# 37 tokens, 12 tiles; run 8 at a time (PAR).
set -uo pipefail
bin=$1 scope=$2; shift 2
for d in fp16 bf16 fp32; do
  for c in 1 2 4 8 16; do
    for a in "" "--entropy" "--temperature 0.7 --entropy"; do
      for w in 333 2374; do
        echo "--dtype $d --chunk $c --tile-width $w --vocab $((w * 12)) $a"
      done
    done
  done
done | xargs -P "${PAR:-8}" -I{} sh -c \
  'echo "{} :: $("$0" run "$@" --tokens 37 --scope '"$scope"' {} 2>&1 | grep -E "checksum|rror" | sed "s/.*: //")"' \
  "$bin" "$@" | LC_ALL=C sort
