#!/usr/bin/env bash
# Nsight Compute on the LM head's forward GEMM beside cuBLAS's kernel for the same shape,
# from a build or bundle directory:
#   bench/lm_head_gemm_ncu.sh BUILD_OR_BIN_DIR [TOKENS]
# Profiles two launches of logpjit_lm_head from `logpjit bench --lm-head` (TOKENS rows,
# default 4096: one row block; each launch is one chunk of the vocabulary) and one cuBLAS
# GEMM of hidden [TOKENS, 4096] x weight [18992, 4096]^T (bf16, torch) — the same shape as
# one launch — and prints speed of light (SM, L1, L2, DRAM), the memory workload and the
# warps' stall reasons per issued instruction, to tell whether a kernel is bound by its
# tensor cores, by L2 -> SM traffic or by its warps' waits.
source "$(dirname "$0")/common.sh"
bench_bins "${1:-}"
cd "$REPO"
export LOGPJIT_CACHE_DIR=$(mktemp -d /tmp/logpjit-cache.XXXXXX) LOGPJIT_JIT=full
T=${2:-4096}
ARGS=(bench --lm-head --target sm_90 --tokens "$T" --vocab 151936 --real-vocab 151669 --repeat 1)
# LEAVES=1: the leaf order's GEMM instead (its epilogue writes group partials; one launch
# covers the shard), with SASS=1 where its epilogue's time goes.
[ "${LEAVES:-0}" = 1 ] && ARGS+=(--entropy --tile-sum leaves)
"$LOGPJIT" "${ARGS[@]}" > /dev/null # compile, warm the cache
NCU=(ncu --section LaunchStats --section SpeedOfLight --section MemoryWorkloadAnalysis
  --section Occupancy --metrics 'regex:smsp__average_warps_issue_stalled_.*_per_issue_active\.ratio')
FILTER='logpjit_|gemm|sm90|Duration|Throughput|Block Size|Grid Size|Registers Per|Hit Rate|Mem Busy|Max Bandwidth|Achieved Occupancy|Cluster|stalled'
show() { grep -E "$FILTER" | awk '!/stalled/ || $NF+0 >= 0.05' | head -70; }
echo "### logpjit_lm_head"
"${NCU[@]}" -k 'regex:logpjit_lm_head' --launch-count 2 "$LOGPJIT" "${ARGS[@]}" 2>&1 | show
echo "### cuBLAS (torch.matmul), [$T, 4096] x [18992, 4096]^T"
"${NCU[@]}" -k 'regex:gemm|sm90|nvjet|cutlass' --launch-skip 1 --launch-count 1 python3 -c "
import torch
h = torch.randn($T, 4096, device='cuda').bfloat16(); w = torch.randn(18992, 4096, device='cuda').bfloat16()
for _ in range(2): h @ w.t()
torch.cuda.synchronize()" 2>&1 | show
# SASS=1: also the per-instruction view of one launch of logpjit_lm_head (instruction
# counts and the warps' stall samples per SASS instruction) as CSV in $LOG/lm_head_sass.csv.
# The bench's calls run in turn, lm_head's launch first, then the fused forward's: with
# LEAVES=1 the second launch is profiled, the leaf order's GEMM. SKIP=N picks another.
if [ "${SASS:-0}" = 1 ]; then
  skip=${SKIP:-$([ "${LEAVES:-0}" = 1 ] && echo 1 || echo 0)}
  ncu --section SourceCounters --section WarpStateStats --import-source no \
    -k 'regex:logpjit_lm_head' --launch-skip "$skip" --launch-count 1 -f -o "$LOG/lm_head" \
    "$LOGPJIT" "${ARGS[@]}" > "$LOG/lm_head_sass_profile.txt" 2>&1
  ncu --import "$LOG/lm_head.ncu-rep" --page source --csv --print-source sass \
    > "$LOG/lm_head_sass.csv" 2>&1
  echo "### SASS view: $(wc -l < "$LOG/lm_head_sass.csv") lines in $LOG/lm_head_sass.csv"
  python3 bench/ncu_stalls.py "$LOG/lm_head_sass.csv" 15
fi
