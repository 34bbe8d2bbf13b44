#!/usr/bin/env bash
# The LM head's kernels under several settings of the environment, one bundle, one GPU:
#   SETS="VAR=0|VAR=1 OTHER=1" bench/lm_head_env.sh BUILD_OR_BIN_DIR [TOKENS]
# For each set (separated by '|'; an empty set is the defaults), each with its own kernel
# cache: `logpjit run --lm-head --tp 8 --entropy --backward` (its checksums: the same bits
# under every set that keeps the order of each logit's sum) and `logpjit bench --lm-head`
# at TOKENS (default 8192; BACKWARD=1 adds the backward), ROUNDS rounds of the sets in turn
# (default 2). CLOCKS=1: also the SM clock and board power under each set's bench
# (nvidia-smi every 100 ms; medians). CUBLAS=1: bench/lm_head_bench.py --clocks in place of
# `logpjit bench` (cuBLAS's GEMM beside it in each run, REPEAT calls each, default 60).
# ARGS: more `logpjit bench` arguments (e.g. "--tile-sum leaves"; not with CUBLAS=1).
# NORUN=1: no `logpjit run` (timing-only sets whose outputs are wrong). Every run takes the
# full kernels (LOGPJIT_JIT=full) and finds cuBLAS (common.sh's find_cublas), so `logpjit
# bench` prints its ratios. Logs under $OUT (else a temporary directory); the timing lines
# at the end.
source "$(dirname "$0")/common.sh"
if [ "${CUBLAS:-0}" = 1 ] && [ -n "${ARGS:-}" ]; then
  echo "lm_head_env.sh: ARGS ('$ARGS') are logpjit bench's; CUBLAS=1 runs lm_head_bench.py" >&2
  exit 2
fi
bench_bins "${1:-}"
cd "$REPO"
find_cublas
export LOGPJIT_JIT=full
T=${2:-8192}
IFS='|' read -r -a sets <<< "${SETS:-}"
[ ${#sets[@]} -gt 0 ] || sets=("")
caches=()
for i in "${!sets[@]}"; do
  caches+=("$(mktemp -d /tmp/logpjit-c.XXXXXX)")
  [ "${NORUN:-0}" = 1 ] && continue
  # shellcheck disable=SC2086
  step "run_$i" env ${sets[$i]} LOGPJIT_CACHE_DIR="${caches[$i]}" "$LOGPJIT" run --lm-head \
    --target sm_90 --tp 8 --entropy --backward
done
back=$([ "${BACKWARD:-0}" = 1 ] && echo --backward)
for round in $(seq 1 "${ROUNDS:-2}"); do
  for i in "${!sets[@]}"; do
    name="bench_${i}_$round"
    [ "${CLOCKS:-0}" = 1 ] && { nvidia-smi --query-gpu=clocks.sm,power.draw --format=csv,noheader,nounits \
      -lms 100 > "$LOG/$name.smi" & smi=$!; }
    if [ "${CUBLAS:-0}" = 1 ]; then # cuBLAS beside it in the same run, both clocks sampled
      # shellcheck disable=SC2086
      step "$name" env ${sets[$i]} LOGPJIT_CACHE_DIR="${caches[$i]}" python3 \
        bench/lm_head_bench.py "$LOGPJIT" --tokens "$T" --clocks --repeat "${REPEAT:-60}" $back
    else
      # shellcheck disable=SC2086
      step "$name" env ${sets[$i]} LOGPJIT_CACHE_DIR="${caches[$i]}" "$LOGPJIT" bench --lm-head \
        --target sm_90 --tokens "$T" --entropy --repeat 30 $back ${ARGS:-}
    fi
    [ "${CLOCKS:-0}" = 1 ] && { kill "$smi"; wait "$smi" 2>/dev/null; }
  done
done
for i in "${!sets[@]}"; do
  echo "== set $i: '${sets[$i]}'"
  grep -hs checksum "$LOG/run_$i.log"
  for round in $(seq 1 "${ROUNDS:-2}"); do
    grep -hE "median|cuBLAS|logpjit" "$LOG/bench_${i}_$round.log" | sed "s/^/  [$round] /"
    [ -f "$LOG/bench_${i}_$round.smi" ] &&
      echo "  [$round] $(python3 "$REPO/bench/timing.py" "$LOG/bench_${i}_$round.smi")"
  done
done
summary
