#!/usr/bin/env bash
# Nsight Compute on the TP 1 top-k kernels (topk_stats, topk_select) and tile_stats beside
# them, from a build or bundle directory:
#   bench/topk_ncu.sh BUILD_OR_BIN_DIR [TOKENS]
# Prints the launch statistics, occupancy and speed of light of one launch of each.
# ONLY=processed: the processed sampler call's kernels instead (topk_select with k = 64 and
# a temperature, and the sampler). SASS=1: also the per-instruction view of one launch of
# each profiled kernel (executed instructions and warp stall samples per SASS instruction,
# bench/ncu_stalls.py); SASS_KERNELS names them (default: every profiled kernel's prefix).
source "$(dirname "$0")/common.sh"
[ $# -ge 1 ] || { echo "usage: $0 BUILD_OR_BIN_DIR [TOKENS]" >&2; exit 2; }
LIBLOGPJIT=$(bench_unpack "$1" liblogpjit.so)
cd "$REPO"
[ -n "$LIBLOGPJIT" ] || { echo "no liblogpjit.so (or .xz) in '$1'" >&2; exit 2; }
export LOGPJIT_CACHE_DIR=$(mktemp -d /tmp/logpjit-cache.XXXXXX)
export LOGPJIT_LIBRARY=$LIBLOGPJIT PYTHONPATH=$REPO/python:$REPO/bench
T=${2:-2048}
if [ -n "${ONLY:-}" ]; then
  RUN=(python3 bench/topk_bench.py --tokens "$T" --repeat 1 --only "$ONLY")
  KERNELS='regex:logpjit_topk_select|logpjit_sampler'
else
  RUN=(python3 bench/topk_bench.py --tokens "$T" --repeat 1)
  KERNELS='regex:logpjit_topk_s'
fi
"${RUN[@]}" > /dev/null # compile, warm the cache
ncu -k "$KERNELS" --launch-skip 4 --launch-count 2 \
  --section LaunchStats --section Occupancy --section SpeedOfLight --section WarpStateStats \
  --section SchedulerStats "${RUN[@]}" 2>&1 |
  grep -E "logpjit_|Registers Per|Achieved Occupancy|Theoretical Occupancy|Duration|Memory Throughput|Compute \(SM\)|Block Size|Waves Per SM|Block Limit Reg|Warp Cycles Per Issued|Issued Warp|No Eligible|Active Warps|Eligible Warps|stall|Stall|cycles being stalled"
if [ "${SASS:-0}" = 1 ]; then
  for k in ${SASS_KERNELS:-$(echo "${KERNELS#regex:}" | tr '|' ' ')}; do
    ncu --section SourceCounters --section WarpStateStats --import-source no -k "regex:$k" \
      --launch-skip 4 --launch-count 1 -f -o "$LOG/$k" "${RUN[@]}" > "$LOG/${k}_profile.txt" 2>&1
    ncu --import "$LOG/$k.ncu-rep" --page source --csv --print-source sass > "$LOG/$k.csv" 2>&1
    rm -f "$LOG/$k.ncu-rep"
    echo "### $k: per SASS instruction ($LOG/$k.csv)"
    python3 bench/ncu_stalls.py "$LOG/$k.csv" 20
  done
fi
