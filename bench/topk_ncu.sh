#!/usr/bin/env bash
# Nsight Compute on the TP 1 top-k kernels (topk_stats, topk_select) and tile_stats beside
# them, from a build or bundle directory:
#   bench/topk_ncu.sh BUILD_OR_BIN_DIR [TOKENS]
# Prints the launch statistics, occupancy and speed of light of one launch of each.
source "$(dirname "$0")/common.sh"
bench_bins "${1:-}"
cd "$REPO"
[ -n "$LIBLOGPJIT" ] || { echo "no liblogpjit.so in $1" >&2; exit 2; }
export LOGPJIT_CACHE_DIR=$(mktemp -d /tmp/logpjit-cache.XXXXXX)
export LOGPJIT_LIBRARY=$LIBLOGPJIT LOGPJIT_TOOL=$LOGPJIT PYTHONPATH=$REPO/python
python3 bench/topk_bench.py --tokens "${2:-2048}" --repeat 1 > /dev/null # compile, warm the cache
ncu -k 'regex:logpjit_topk_s' --launch-skip 4 --launch-count 2 \
  --section LaunchStats --section Occupancy --section SpeedOfLight --section WarpStateStats \
  --section SchedulerStats python3 bench/topk_bench.py --tokens "${2:-2048}" --repeat 1 2>&1 |
  grep -E "logpjit_|Registers Per|Achieved Occupancy|Theoretical Occupancy|Duration|Memory Throughput|Compute \(SM\)|Block Size|Waves Per SM|Block Limit Reg|Warp Cycles Per Issued|Issued Warp|No Eligible|Active Warps|Eligible Warps|stall|Stall|cycles being stalled"
