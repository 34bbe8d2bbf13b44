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
# cuBLAS for the CLI: $LOGPJIT_CUBLAS, else the CUDA toolkit's or the one torch's wheels
# bring (its directory also on the loader's path, for libcublasLt beside it).
if [ -z "${LOGPJIT_CUBLAS:-}" ]; then
  # -L: lib64 is a symbolic link; the toolkit's library first, then the wheels'.
  for d in /usr/local/cuda/lib64 $(python3 -c 'import nvidia; print(" ".join(nvidia.__path__))' 2>/dev/null); do
    LOGPJIT_CUBLAS=$(find -L "$d" -maxdepth 3 -name 'libcublas.so.1[0-9]' 2>/dev/null | head -1)
    [ -n "$LOGPJIT_CUBLAS" ] && break
  done
fi
[ -n "$LOGPJIT_CUBLAS" ] && export LOGPJIT_CUBLAS LD_LIBRARY_PATH="$(dirname "$LOGPJIT_CUBLAS"):${LD_LIBRARY_PATH:-}"
echo "cuBLAS: ${LOGPJIT_CUBLAS:-none found}"
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
