#!/usr/bin/env bash
# Every chunk width, dtype and tile width through one binary, one output checksum each:
#   bench/chunk_probe.sh LOGPJIT SCOPE [run options...]
# e.g. `LOGPJIT cross_target_bitwise --target host` (the reference) and
# `LOGPJIT cross_target_bitwise --target sm_90 --jit full` (or `--jit quick`): the two
# outputs must be identical (`cmp`); in cross_tp_bitwise the full and quick tiers must be.
# Variants: bf16 / fp16 / fp32 × C = 1, 2, 4, 8, 16 × {plain, entropy, temperature 0.7 +
# entropy} × W = 333 / 2374 (12 tiles), 37 tokens: 90 runs, PAR (default 8) at a time.
# Prints one sorted line per variant, `ARGS :: CHECKSUM` (or the error), which is the table.
# It found the NVPTX fp16 miscompile (docs/decisions/nvptx-fp16-loads-in-pieces-of-8.md).
set -uo pipefail
[ $# -ge 2 ] || { echo "usage: $0 LOGPJIT SCOPE [run options...]" >&2; exit 2; }
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
