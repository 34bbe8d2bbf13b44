#!/usr/bin/env bash
# Nsight Compute profile of one sm_90 kernel: what limits it, per SASS instruction.
#   bench/profile.sh LOGPJIT KERNEL [bench options...]     KERNEL: tile_stats | merge | backward
# Profiles one launch of `LOGPJIT bench --target sm_90 OPTIONS` (the default shape and scope
# unless the options say otherwise; --backward is added for the backward kernel) and writes
# under $OUT (else a temporary directory): KERNEL.sass (the cubin's SASS), KERNEL_ncu.txt
# (speed of light, memory workload, warp states, instruction and scheduler statistics,
# occupancy), KERNEL_source.csv (executed instructions and stall samples per SASS line)
# and, with ELEMENTS (rows × columns the profiled launch reads, e.g. $((2048 * 151936)) at
# TP 1), KERNEL_opcodes.txt (executed instructions per element by opcode, ncu_opcodes.py).
# Prints the summary lines at the end.
source "$(dirname "$0")/common.sh"
[ $# -ge 2 ] || { echo "usage: $0 LOGPJIT KERNEL [bench options...]" >&2; exit 2; }
L=$1 K=$2; shift 2
export LOGPJIT_CACHE_DIR=${LOGPJIT_CACHE_DIR:-$(mktemp -d /tmp/logpjit-ncu.XXXXXX)}
ARGS=("$@"); [ "$K" = backward ] && ARGS+=(--backward)
EMIT=(--kernel "$K")
for i in "${!ARGS[@]}"; do # the scope, dtype, entropy and chunk options pick the kernel variant too
  case "${ARGS[$i]}" in
  --scope | --dtype | --chunk | --tile-width | --vocab | --temperature) EMIT+=("${ARGS[$i]}" "${ARGS[$((i + 1))]}") ;;
  --entropy) EMIT+=(--entropy) ;;
  esac
done
"$L" emit --target sm_90 --stage cubin "${EMIT[@]}" -o "$LOG/$K.cubin" &&
  { nvdisasm -c -g "$LOG/$K.cubin" > "$LOG/$K.sass" 2>&1 || cuobjdump -sass "$LOG/$K.cubin" > "$LOG/$K.sass"; }
"$L" bench --target sm_90 --repeat 2 "${ARGS[@]}" > /dev/null # warm the cache: profile the full kernel
ncu --clock-control none --kernel-name "regex:$K" --launch-skip 4 --launch-count 1 \
  --section SpeedOfLight --section MemoryWorkloadAnalysis --section WarpStateStats \
  --section InstructionStats --section SchedulerStats --section SourceCounters --section Occupancy \
  -o "$LOG/$K" -f "$L" bench --target sm_90 --repeat 3 "${ARGS[@]}" > "$LOG/ncu_run.log" 2>&1
ncu -i "$LOG/$K.ncu-rep" > "$LOG/${K}_ncu.txt" 2>&1
ncu -i "$LOG/$K.ncu-rep" --page source --csv --print-source sass > "$LOG/${K}_source.csv" 2>&1
rm -f "$LOG/$K.ncu-rep" "$LOG/$K.cubin"
[ -n "${ELEMENTS:-}" ] && python3 "$(dirname "$0")/ncu_opcodes.py" "$LOG/${K}_source.csv" "$ELEMENTS" > "$LOG/${K}_opcodes.txt"
echo "== $K (logs: $LOG)"
grep -E "Duration|DRAM Throughput|Compute \(SM\)|Issue Slots Busy|No Eligible|Executed Instructions  |Achieved Occupancy|Registers Per" "$LOG/${K}_ncu.txt" | head -20
[ -f "$LOG/${K}_opcodes.txt" ] && head -12 "$LOG/${K}_opcodes.txt"
