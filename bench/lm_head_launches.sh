#!/usr/bin/env bash
# Every kernel launch of the LM head's training step, in launch order, with its device time,
# from a build or bundle directory, on one NVIDIA GPU with Nsight Compute:
#   bench/lm_head_launches.sh BUILD_OR_BIN_DIR [TOKENS]
# Runs `logpjit bench --lm-head --backward --repeat 1` (TOKENS rows, default 4096: one row
# block) under `ncu` with only gpu__time_duration measured, at the clocks and caches the run
# leaves (--clock-control none --cache-control none), and writes $LOG/launches.csv (launch,
# kernel, grid, block, us). Prints the launches grouped by kernel and grid, per run (bench
# runs each of lm_head, the fused forward and forward + backward three times with
# --repeat 1), and the last 40 launches in order: the GEMMs share one kernel name, and a
# chunk's launches come in a fixed order (runtime/core/lm_head_backward.cpp).
source "$(dirname "$0")/common.sh"
bench_bins "${1:-}"
cd "$REPO"
export LOGPJIT_CACHE_DIR=$(mktemp -d /tmp/logpjit-cache.XXXXXX) LOGPJIT_JIT=full
T=${2:-4096}
ARGS=(bench --lm-head --target sm_90 --tokens "$T" --vocab 151936 --real-vocab 151669 --entropy
  --backward --repeat 1)
"$LOGPJIT" "${ARGS[@]}" > /dev/null # compile, warm the cache
ncu --csv --metrics gpu__time_duration.sum,launch__grid_size,launch__block_size \
  --clock-control none --cache-control none "$LOGPJIT" "${ARGS[@]}" > "$LOG/ncu.csv" 2> "$LOG/ncu.err"
python3 bench/ncu_launches.py "$LOG/ncu.csv" "$LOG/launches.csv"
