#!/usr/bin/env bash
# Nsight Compute on the leaf order's GEMM (tile_sum = leaves: the epilogue writes group
# partials), from one or more builds or bundles:
#   bench/lm_head_leaves_ncu.sh DIR [DIR ...]
# For each build: one launch of logpjit_lm_head from `logpjit bench --lm-head --entropy
# --tile-sum leaves` (TOKENS rows, default 4096: one row block, the whole vocabulary in one
# launch), its speed of light and warp states, and the per-SASS-instruction stall samples
# (bench/ncu_stalls.py): where the epilogue's time goes. Reports under $OUT.
source "$(dirname "$0")/common.sh"
[ $# -ge 1 ] || { echo "usage: $0 DIR [DIR ...]" >&2; exit 2; }
cd "$REPO"
ARGS=(bench --lm-head --target sm_90 --tokens "${TOKENS:-4096}" --vocab 151936 --real-vocab 151669
  --entropy --tile-sum leaves --repeat 1)
i=0
for d in "$@"; do
  bench_bins "$d"
  export LOGPJIT_CACHE_DIR=$(mktemp -d /tmp/logpjit-cache.XXXXXX) LOGPJIT_JIT=full
  "$LOGPJIT" "${ARGS[@]}" > /dev/null # compile, warm the cache
  echo "### $d"
  ncu --section SpeedOfLight --section WarpStateStats --section SourceCounters --import-source no \
    -k 'regex:logpjit_lm_head' --launch-count 1 -f -o "$LOG/leaves$i" "$LOGPJIT" "${ARGS[@]}" \
    > "$LOG/leaves${i}_profile.txt" 2>&1
  ncu --import "$LOG/leaves$i.ncu-rep" --print-summary none 2>&1 |
    grep -E "Duration|Compute \(SM\) Throughput|Memory Throughput|Warp Cycles Per Issued|Issued Ipc" | head -8
  ncu --import "$LOG/leaves$i.ncu-rep" --page source --csv --print-source sass \
    > "$LOG/leaves${i}_sass.csv" 2>&1
  python3 bench/ncu_stalls.py "$LOG/leaves${i}_sass.csv" 25
  i=$((i + 1))
done
