#!/usr/bin/env bash
# Nsight Compute on the LM head's backward kernels (the relayouts, the GEMM), from a build or
# bundle directory:
#   bench/lm_head_ncu.sh BUILD_OR_BIN_DIR [TOKENS]
# Profiles `logpjit bench --lm-head --backward` (TOKENS rows, default 4096: one row block)
# and prints the launch statistics, speed of light and memory workload of the first
# relayouts (grad_hidden's fp32 leaf sums) and of one GEMM.
source "$(dirname "$0")/common.sh"
bench_bins "${1:-}"
cd "$REPO"
export LOGPJIT_CACHE_DIR=$(mktemp -d /tmp/logpjit-cache.XXXXXX) LOGPJIT_JIT=full
T=${2:-4096}
ARGS=(bench --lm-head --backward --target sm_90 --tokens "$T" --vocab 151936 --real-vocab 151669
  --repeat 1)
"$LOGPJIT" "${ARGS[@]}" > /dev/null # compile, warm the cache
ncu -k 'regex:logpjit_relayout' --launch-count 3 \
  --section LaunchStats --section SpeedOfLight --section MemoryWorkloadAnalysis \
  --section WarpStateStats "$LOGPJIT" "${ARGS[@]}" 2>&1 |
  grep -E "logpjit_|Duration|Memory Throughput|DRAM Throughput|Compute \(SM\)|Block Size|Grid Size|Registers Per|L1/TEX Hit|L2 Hit|Mem Busy|Max Bandwidth|Warp Cycles Per Issued|Stall|stall" |
  head -60
