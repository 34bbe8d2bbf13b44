#!/usr/bin/env bash
# Registers and spills of the LM head's sm_90 kernels, no GPU needed (a machine with the CUDA
# toolkit's ptxas on PATH):
#   bench/lm_head_ptxas.sh BUILD_OR_BIN_DIR
# For both tiers (quick, full) and both input dtypes (bf16, fp16), `logpjit emit --target
# sm_90 --kernel lm_head --stage asm`, then `ptxas -v -arch=sm_90a` (the level the runtime
# uses: -O1 for the quick tier, -O3 for the full one), and `ptxas -c` (the relocatable compile of
# the driver's linker and nvJitLink, where a wgmma may be serialized); then the full tier's
# leaf-order epilogue kernels (`--gemm groups --tile-sum leaves --entropy`: bf16 logits, fp32
# logits, and bf16 logits with a temperature).
# Prints ptxas's resource and serialization lines.
source "$(dirname "$0")/common.sh"
bench_bins "${1:-}"
command -v ptxas > /dev/null || { echo "ptxas not found" >&2; exit 2; }
T=$(mktemp -d /tmp/logpjit-ptxas.XXXXXX)
for tier in quick full; do
  for dt in bf16 fp16; do
    "$LOGPJIT" emit --target sm_90 --kernel lm_head --stage asm --tier "$tier" --dtype "$dt" \
      -o "$T/$tier-$dt.ptx"
    lvl=$([ "$tier" = quick ] && echo 1 || echo 3)
    echo "== lm_head $tier $dt (ptxas -O$lvl)"
    ptxas -v -O"$lvl" -arch=sm_90a "$T/$tier-$dt.ptx" -o "$T/$tier-$dt.cubin" 2>&1 |
      grep -E "registers|spill|error|warning" || true
    # the relocatable compile (the driver's linker, nvJitLink): wgmma serialized or not
    echo "== lm_head $tier $dt (ptxas -c -O$lvl)"
    ptxas -c -v -O"$lvl" -arch=sm_90a "$T/$tier-$dt.ptx" -o "$T/$tier-$dt.o" 2>&1 |
      grep -E "serialized|spill|error|warning" || true
  done
done
# the leaf order's epilogue kernels: bf16 and fp32 logits, and bf16 with a temperature
# (every logit divided by tau, without div.rn.f32, whose slow path is a subroutine)
for form in bf16 fp32 bf16-tau; do
  dt=${form%-tau} extra=()
  [ "$form" = bf16-tau ] && extra=(--temperature 0.7)
  "$LOGPJIT" emit --target sm_90 --kernel lm_head --stage asm --gemm groups --tile-sum leaves \
    --entropy --dtype "$dt" "${extra[@]}" -o "$T/groups-$form.ptx"
  echo "== lm_head groups $form logits (ptxas -O3)"
  ptxas -v -O3 -arch=sm_90a "$T/groups-$form.ptx" -o "$T/groups-$form.cubin" 2>&1 |
    grep -E "registers|spill|error|warning" || true
  echo "== lm_head groups $form logits (ptxas -c -O3)"
  ptxas -c -v -O3 -arch=sm_90a "$T/groups-$form.ptx" -o "$T/groups-$form.o" 2>&1 |
    grep -E "registers|serialized|spill|error|warning" || true
done
