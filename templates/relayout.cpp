//===- relayout.cpp - Matrices copied, converted or summed -----------------===//
//
// The LM head's backward (docs/spec.md §16) sums grad_hidden's leaf and rank partials in fp32
// and rounds the logits' gradient to the hidden dtype when the logits are fp32. No reduction
// across elements: each output element is one input element converted (exact between equal
// types, nearest even to a narrower one) or the fp32 sum of two.
//
// One unit per group of 8 input rows; a unit takes 8 columns at a time (the host loops, a
// GPU block's threads stride).
//
//===----------------------------------------------------------------------===//
#include "runtime/core/kernel_abi.h"
#include "templates/numerics.h"

using namespace llvm;
using namespace logpjit::abi;

namespace logpjit::tmpl {

namespace {

constexpr unsigned kGroup = 8; ///< columns per step; rows per unit

Value *ptrArg(Builder &B, Hooks &h, unsigned i) {
  return B.CreateIntToPtr(h.arg(B, i), B.getPtrTy());
}

/// The element `row * stride + col` of a matrix of `dt` at `base`.
Value *element(Builder &B, DType dt, Value *base, Value *row, Value *stride, Value *col) {
  return B.CreateGEP(storageType(B, dt), base, B.CreateAdd(B.CreateMul(row, stride), col));
}

/// Unit `unit`: input rows 8 unit .. 8 unit + 7, converted (fp32: plus the addend).
void emitUnit(Builder &B, Hooks &h, const KernelSpec &spec, Value *unit) {
  Value *in = ptrArg(B, h, RL_In), *inStride = h.arg(B, RL_InStride);
  Value *out = ptrArg(B, h, RL_Out), *outStride = h.arg(B, RL_OutStride);
  Value *rows = h.arg(B, RL_Rows), *cols = h.arg(B, RL_Cols);
  Value *r0 = B.CreateMul(unit, B.getInt64(kGroup));
  const DType od = spec.hidden_dtype;
  h.forColumns(B, cols, kGroup, [&](Builder &B, Value *col, Value *mask) {
    for (unsigned q = 0; q < kGroup; ++q) { // out = in (+ add), row by row
      Value *r = B.CreateAdd(r0, B.getInt64(q));
      emitIf(B, B.CreateICmpSLT(r, rows), [&] {
        Value *x = loadAsFloat(B, spec.dtype, element(B, spec.dtype, in, r, inStride, col), kGroup,
                               mask, dtypeSize(spec.dtype));
        if (spec.dtype == DType::F32) { // the sum where an addend is given
          Value *add = h.arg(B, RL_Add);
          AllocaInst *sum = makeVar(B, x->getType(), x, "sum");
          emitIf(B, B.CreateICmpNE(add, B.getInt64(0)), [&] {
            Value *a = loadAsFloat(
                B, DType::F32,
                element(B, DType::F32, B.CreateIntToPtr(add, B.getPtrTy()), r, inStride, col),
                kGroup, mask, 4);
            B.CreateStore(B.CreateFAdd(x, a), sum);
          });
          x = B.CreateLoad(x->getType(), sum);
        }
        storeFromFloat(B, od, x, element(B, od, out, r, outStride, col), h.hasBF16Convert(), mask,
                       dtypeSize(od));
      });
    }
  });
}

} // namespace

void emitRelayout(Module &M, Hooks &h, const KernelSpec &spec) {
  h.emitKernel(M, spec.symbolName(), RL_NumArgs, RL_Units, Granularity::Block, nullptr,
               [&](Builder &B, Value *unit, Value *) { emitUnit(B, h, spec, unit); });
}

} // namespace logpjit::tmpl
