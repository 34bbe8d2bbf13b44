#!/usr/bin/env bash
# The LM head's done-when numbers (docs/spec.md §16) on one NVIDIA GPU, from one build or
# bundle directory:
#   bench/lm_head_rounds.sh BUILD_OR_BIN_DIR [TOKENS]
# For each T in TOKENS (default 256,8192): `logpjit bench --lm-head --backward --entropy`,
# which times cuBLAS's GEMMs of the same shapes (dlopen'd libcublas) in the same rounds as
# lm_head, the fused forward and the backward, and prints the ratios (ROUNDS times, default
# 2: the spread between two runs of the same code); then torch's cuBLAS beside the CLI
# (bench/lm_head_bench.py --backward) and, with liblogpjit.so, a training step's forward
# kernels and gaps (bench/lm_head_timeline.py --calls step --kernels) at the last T. Logs under $OUT.
source "$(dirname "$0")/common.sh"
bench_bins "${1:-}"
cd "$REPO"
export LOGPJIT_CACHE_DIR=$(mktemp -d /tmp/logpjit-cache.XXXXXX) LOGPJIT_JIT=full
find_cublas # cuBLAS for the CLI's peer (common.sh)
IFS=, read -r -a tokens <<< "${2:-256,8192}"
for round in $(seq "${ROUNDS:-2}"); do
  for t in "${tokens[@]}"; do
    step "rounds_${t}_$round" timeout 300 "$LOGPJIT" bench --lm-head --target sm_90 --tokens "$t" \
      --entropy --backward --repeat "${REPEAT:-20}"
    echo "== T=$t round $round"; grep -h -E "peer|median|forward \+|cuBLAS's" "$LOG/rounds_${t}_$round.log"
  done
done
step torch_bench timeout 300 python3 bench/lm_head_bench.py "$LOGPJIT" --tokens "${2:-256,8192}" \
  --backward
echo "== torch's cuBLAS"; grep -h -E "^T=| ms " "$LOG/torch_bench.log"
if [ -n "$LIBLOGPJIT" ]; then
  step timeline timeout 300 env LOGPJIT_LIBRARY="$LIBLOGPJIT" PYTHONPATH=python \
    python3 bench/lm_head_timeline.py --tokens "${tokens[-1]}" --calls step --kernels
  echo "== timeline"; grep -h "span" "$LOG/timeline.log"
fi
summary
