#!/usr/bin/env bash
# Two builds of the LM head side by side on one NVIDIA GPU (sm_90), from build or bundle
# directories:
#   bench/lm_head_ab.sh DIR_A DIR_B [TOKENS]
# For each build, `logpjit run --lm-head --target sm_90 --tp 8 --entropy --backward` (its
# checksums: the same bits from both builds where the order is unchanged), then
# bench/lm_head_bench.py --backward at TOKENS (default 8192) for A, B, A, B (cuBLAS in each
# run). Logs under $OUT (else a temporary directory); the timing lines at the end.
source "$(dirname "$0")/common.sh"
[ $# -ge 2 ] || { echo "usage: $0 DIR_A DIR_B [TOKENS]" >&2; exit 2; }
bench_bins "$1"; A=$LOGPJIT
bench_bins "$2"; B=$LOGPJIT
cd "$REPO"
export LOGPJIT_CACHE_DIR=$(mktemp -d /tmp/logpjit-cache.XXXXXX)
step run_A "$A" run --lm-head --target sm_90 --tp 8 --entropy --backward
step run_B "$B" run --lm-head --target sm_90 --tp 8 --entropy --backward
for round in 1 2; do
  for side in A B; do
    bin=$([ $side = A ] && echo "$A" || echo "$B")
    step "bench_${side}_$round" python3 bench/lm_head_bench.py "$bin" --tokens "${3:-8192}" \
      --backward
  done
done
for f in run_A run_B; do echo "== $f"; grep -h checksum "$LOG/$f.log"; done
for round in 1 2; do
  for side in A B; do echo "== bench $side ($round)"; grep -h " ms " "$LOG/bench_${side}_$round.log"; done
done
summary
