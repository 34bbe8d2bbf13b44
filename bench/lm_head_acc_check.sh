#!/usr/bin/env bash
# The LM head's accumulating GEMMs (the backward's grad_hidden leaves and grad_weight chain)
# with and without KernelSpec::whole_tiles, on one NVIDIA GPU (sm_90) with the CUDA toolkit:
#   bench/lm_head_acc_check.sh DIR BASE_DIR [TOKENS]
# 1. `ptxas -c -v -O3 -arch=sm_90a` (the driver linker's relocatable compile) on DIR's PTX of
#    each of the backward's GEMMs (--gemm, --mn-major), general and --whole-tiles: serialized
#    wgmma and spills;
# 2. DIR's GPU backward tests (GpuLmHeadBackward*: the bits at every TP degree and tier);
# 3. `logpjit run --lm-head --tp 8 --entropy --backward` under LOGPJIT_JIT=full (checksums
#    6477c7d5efac8e7e / a518171fe99c4dc1 where no order changed);
# 4. bench/lm_head_bench.py --backward at TOKENS (default 8192) for DIR and BASE_DIR, twice.
# Logs under $OUT (else a temporary directory).
source "$(dirname "$0")/common.sh"
[ $# -ge 2 ] || { echo "usage: $0 DIR BASE_DIR [TOKENS]" >&2; exit 2; }
bench_bins "$2"; BASE=$LOGPJIT
bench_bins "$1"
cd "$REPO"
export LOGPJIT_CACHE_DIR=$(mktemp -d /tmp/logpjit-cache.XXXXXX)
P=$(mktemp -d /tmp/logpjit-ptx.XXXXXX)
if command -v ptxas > /dev/null; then
  # the backward's GEMMs as it launches them: grad_hidden's (the weight N-major), grad_weight's
  # (G and the hidden block MN-major)
  for gm in accumulate:b accumulate:ab split-first:ab split:ab split-round:ab; do
    g=${gm%%:*} mn=${gm##*:}
    for w in "" --whole-tiles; do
      f="$P/$g-$mn${w:+-whole}.ptx"
      "$LOGPJIT" emit --target sm_90 --kernel lm_head --stage asm --tier full --gemm "$g" \
        --mn-major "$mn" $w -o "$f"
      record "ptxas -c $g $mn${w:+ whole}" "$(ptxas -c -v -O3 -arch=sm_90a "$f" -o "$f.o" 2>&1 |
        grep -E 'serialized|spill' | sed -E 's/.*(C75[0-9]+).*/\1 serialized/' | tr '\n' ' ')"
    done
  done
fi
[ -n "$GPU_TESTS" ] && step backward_tests "$GPU_TESTS" --gtest_filter='GpuLmHeadBackward*'
step run env LOGPJIT_JIT=full "$LOGPJIT" run --lm-head --target sm_90 --tp 8 --entropy --backward
for round in 1 2; do
  step "bench_$round" python3 bench/lm_head_bench.py "$LOGPJIT" --tokens "${3:-8192}" --backward
  step "base_$round" python3 bench/lm_head_bench.py "$BASE" --tokens "${3:-8192}" --backward
done
grep -h "checksum\|self-check" "$LOG/run.log"
for f in bench_1 base_1 bench_2 base_2; do
  echo "== $f"; grep -hE "x cuBLAS|x the 3|backward \(" "$LOG/$f.log"
done
summary
