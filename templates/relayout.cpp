//===- relayout.cpp - Matrices copied, converted, transposed or summed -----===//
//
// The LM head's backward (docs/spec.md §16) feeds its GEMMs operands whose reduction axis is
// contiguous: the weight and the hidden states transposed, the logits' gradient transposed
// (and rounded to the hidden dtype when the logits are fp32), and sums grad_hidden's leaf
// partials in fp32. No reduction across elements: each output element is one input
// element converted (exact between equal types, nearest even to a narrower one) or the
// fp32 sum of two.
//
// One unit per group of 8 input rows; a unit takes 8 columns at a time (the host loops,
// a GPU block's threads stride): the 8 x 8 elements are read as 8 row vectors and, when
// transposing, written as 8 row vectors of the output (16-byte accesses on both sides);
// between equal types the bits move as they are.
//
//===----------------------------------------------------------------------===//
#include "runtime/core/kernel_abi.h"
#include "templates/numerics.h"

using namespace llvm;
using namespace logpjit::abi;

namespace logpjit::tmpl {

namespace {

constexpr unsigned kGroup = 8; ///< rows per unit and columns per step

Value *ptrArg(Builder &B, Hooks &h, unsigned i) {
  return B.CreateIntToPtr(h.arg(B, i), B.getPtrTy());
}

/// The element `row * stride + col` of a matrix of `dt` at `base`.
Value *element(Builder &B, DType dt, Value *base, Value *row, Value *stride, Value *col) {
  return B.CreateGEP(storageType(B, dt), base, B.CreateAdd(B.CreateMul(row, stride), col));
}

/// The 8 elements of row `row` from column `col`: as fp32, or (`raw`) in their storage type
/// (a copy between equal types moves bits). Masked-off columns and rows at or past `rows`
/// read as +0, without touching memory.
Value *loadRow(Builder &B, const KernelSpec &spec, bool raw, Value *in, Value *stride, Value *row,
               Value *rows, Value *col, Value *mask) {
  Type *vt = FixedVectorType::get(raw ? storageType(B, spec.dtype) : B.getFloatTy(), kGroup);
  Value *zero = Constant::getNullValue(vt);
  AllocaInst *v = makeVar(B, vt, zero, "row");
  emitIf(B, B.CreateICmpSLT(row, rows), [&] {
    Value *p = element(B, spec.dtype, in, row, stride, col);
    // Unmasked: 16-byte aligned (the base, the stride and col are multiples of 8 elements).
    const unsigned align = mask ? dtypeSize(spec.dtype) : 16;
    Value *x = raw ? loadRaw(B, spec.dtype, p, kGroup, mask, align)
                   : loadAsFloat(B, spec.dtype, p, kGroup, mask, align);
    B.CreateStore(mask ? B.CreateSelect(mask, x, zero) : x, v); // masked lanes: 0, not -inf
  });
  return B.CreateLoad(vt, v);
}

void emitUnit(Builder &B, Hooks &h, const KernelSpec &spec, Value *unit) {
  Value *in = ptrArg(B, h, RL_In), *inStride = h.arg(B, RL_InStride);
  Value *out = ptrArg(B, h, RL_Out), *outStride = h.arg(B, RL_OutStride);
  Value *rows = h.arg(B, RL_Rows), *cols = h.arg(B, RL_Cols);
  Value *r0 = B.CreateMul(unit, B.getInt64(kGroup));
  const DType od = spec.hidden_dtype;
  h.forColumns(B, cols, kGroup, [&](Builder &B, Value *col, Value *mask) {
    if (!spec.transpose) { // out = in (+ add), row by row
      for (unsigned q = 0; q < kGroup; ++q) {
        Value *r = B.CreateAdd(r0, B.getInt64(q));
        emitIf(B, B.CreateICmpSLT(r, rows), [&] {
          Value *x = loadAsFloat(B, spec.dtype, element(B, spec.dtype, in, r, inStride, col),
                                 kGroup, mask, dtypeSize(spec.dtype));
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
      return;
    }
    const bool raw = spec.dtype == od;
    Value *v[kGroup];
    for (unsigned q = 0; q < kGroup; ++q)
      v[q] = loadRow(B, spec, raw, in, inStride, B.CreateAdd(r0, B.getInt64(q)), rows, col, mask);
    for (unsigned p = 0; p < kGroup; ++p) { // output row col + p: element p of every row
      Value *c = B.CreateAdd(col, B.getInt64(p));
      Value *o = PoisonValue::get(v[0]->getType());
      for (unsigned q = 0; q < kGroup; ++q)
        o = B.CreateInsertElement(o, B.CreateExtractElement(v[q], uint64_t(p)), uint64_t(q));
      Value *dst = element(B, od, out, c, outStride, r0);
      emitIf(B, B.CreateICmpSLT(c, cols), [&] {
        if (raw)
          B.CreateAlignedStore(o, dst, Align(16));
        else
          storeFromFloat(B, od, o, dst, h.hasBF16Convert(), nullptr, 16);
      });
    }
  });
}

} // namespace

void emitRelayout(Module &M, Hooks &h, const KernelSpec &spec) {
  h.emitKernel(M, spec.symbolName(), RL_NumArgs, RL_Groups, Granularity::Block, nullptr,
               [&](Builder &B, Value *unit, Value *) { emitUnit(B, h, spec, unit); });
}

} // namespace logpjit::tmpl
