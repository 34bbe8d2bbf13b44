#!/usr/bin/env bash
# Profiles one tile_stats launch (native scope, default shape) with Nsight Compute on a GPU
# machine, from the static bundle in .carry/ (scripts/build-device-bundle.sh). Writes the
# report text to ${OUT:-/tmp/logpjit-ncu}/ncu_tile_stats.txt. Usage: bench/ncu_tile_stats.sh [scope]
set -uo pipefail
OUTDIR=${OUT:-/tmp/logpjit-ncu}; mkdir -p "$OUTDIR"
gunzip -c .carry/logpjit.gz > /tmp/logpjit && chmod +x /tmp/logpjit
export LOGPJIT_CACHE_DIR=/tmp/logpjit-ncu-cache
/tmp/logpjit bench --target sm_90 --repeat 2 --scope "${1:-cross_tp_bitwise}" > /dev/null # warm the cache
ncu --clock-control none --kernel-name regex:tile_stats --launch-skip 6 --launch-count 1 \
  --section SpeedOfLight --section MemoryWorkloadAnalysis --section WarpStateStats \
  --section InstructionStats --section LaunchStats --section Occupancy --section SchedulerStats \
  /tmp/logpjit bench --target sm_90 --repeat 3 --scope "${1:-cross_tp_bitwise}" \
  > "$OUTDIR/ncu_tile_stats.txt" 2>&1
echo "ncu rc=$?"
grep -E "Duration|DRAM Throughput|Memory Throughput|Compute \(SM\)|Executed Ipc|Issue Slots Busy|Warp Cycles Per Issued|Stall|Achieved Occupancy|Registers Per|Executed Instructions|No Eligible|One or More" "$OUTDIR/ncu_tile_stats.txt" | head -40
