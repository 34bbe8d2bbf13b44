#!/usr/bin/env bash
# Per-instruction profile of one logpjit GPU kernel on a GPU machine (Nsight Compute source
# counters: executed instructions and stall samples per SASS line), from the static bundle
# in .carry/ (scripts/build-device-bundle.sh). Usage:
#   bench/ncu_sass.sh KERNEL [bench args...]     KERNEL: tile_stats | merge | backward
# Writes $OUT/KERNEL.sass (the cubin's SASS), $OUT/KERNEL_source.csv (per-instruction
# counters) and $OUT/KERNEL_ncu.txt (summary sections). Default bench args: the default
# shape in the default scope (--backward is added for the backward kernel).
set -uo pipefail
K=${1:-tile_stats}; shift || true
OUTDIR=${OUT:-/tmp/logpjit-ncu}; mkdir -p "$OUTDIR"
[ -x /tmp/logpjit ] || { gunzip -c .carry/logpjit.gz > /tmp/logpjit && chmod +x /tmp/logpjit; }
export LOGPJIT_CACHE_DIR=${LOGPJIT_CACHE_DIR:-/tmp/logpjit-ncu-cache}
ARGS=("$@"); [ $K = backward ] && ARGS+=(--backward)
EMIT=(--kernel "$K")
for i in "${!ARGS[@]}"; do # the scope, dtype and entropy flags pick the kernel variant too
  case "${ARGS[$i]}" in --scope | --dtype) EMIT+=("${ARGS[$i]}" "${ARGS[$((i + 1))]}") ;; --entropy) EMIT+=(--entropy) ;; esac
done
/tmp/logpjit emit --target sm_90 --stage cubin "${EMIT[@]}" -o "$OUTDIR/$K.cubin" &&
  { nvdisasm -c -g "$OUTDIR/$K.cubin" > "$OUTDIR/$K.sass" 2>&1 || cuobjdump -sass "$OUTDIR/$K.cubin" > "$OUTDIR/$K.sass"; }
/tmp/logpjit bench --target sm_90 --repeat 2 "${ARGS[@]}" > /dev/null # warm the cache
ncu --clock-control none --kernel-name "regex:$K" --launch-skip 4 --launch-count 1 \
  --section SpeedOfLight --section WarpStateStats --section InstructionStats \
  --section SchedulerStats --section SourceCounters --section Occupancy \
  -o "$OUTDIR/$K" -f /tmp/logpjit bench --target sm_90 --repeat 3 "${ARGS[@]}" > /dev/null 2>&1
ncu -i "$OUTDIR/$K.ncu-rep" > "$OUTDIR/${K}_ncu.txt" 2>&1
ncu -i "$OUTDIR/$K.ncu-rep" --page source --csv --print-source sass > "$OUTDIR/${K}_source.csv" 2>&1
rm -f "$OUTDIR/$K.ncu-rep"
grep -E "Duration|DRAM Throughput|Compute \(SM\)|Issue Slots Busy|No Eligible|Executed Instructions  |Achieved Occupancy|Stall" "$OUTDIR/${K}_ncu.txt" | head -20
