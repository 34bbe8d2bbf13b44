#!/usr/bin/env bash
# Session 10: which tier disagrees with the host at C = 16 (GpuTiers failed on
# cross_target_bitwise fp16 W=333 C=16 temperature entropy)? Prints one checksum per
# variant; run as `bench/s10_chunk_probe.sh BIN TARGET [--jit MODE]` and diff the outputs.
set -uo pipefail
bin=$1; shift
for d in fp16 bf16 fp32; do
  for c in 1 2 16; do
    for a in "" "--temperature 0.7 --entropy" "--entropy"; do
      sum=$("$bin" run "$@" --tokens 37 --dtype $d --chunk $c --tile-width 333 --vocab 3996 \
        --scope cross_target_bitwise $a 2>&1 | grep -E "checksum|error" | tr -s ' ' | tr '\n' ' ')
      echo "$d C=$c [$a] $sum"
    done
  done
done
