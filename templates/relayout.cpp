//===- relayout.cpp - Matrices copied, converted, transposed or summed -----===//
//
// The LM head's backward (docs/spec.md §16) feeds its GEMMs operands whose reduction axis is
// contiguous: the weight and the hidden states transposed, the logits' gradient transposed
// (and rounded to the hidden dtype when the logits are fp32), and sums grad_hidden's leaf
// partials in fp32. No reduction across elements: each output element is one input
// element converted (exact between equal types, nearest even to a narrower one) or the
// fp32 sum of two.
//
// One unit per group of 8 input rows (a transpose: 16); a unit takes 8 columns at a time (the
// host loops, a GPU block's threads stride). A transpose reads its 16 x 8 elements as 16 row
// vectors of 16 bytes and writes them as 8 output runs of 16 elements (32 bytes: whole
// sectors), without a branch between the loads when the unit's rows are all inside; between
// equal types the bits move as they are.
//
//===----------------------------------------------------------------------===//
#include "runtime/core/kernel_abi.h"
#include "templates/numerics.h"

using namespace llvm;
using namespace logpjit::abi;

namespace logpjit::tmpl {

namespace {

constexpr unsigned kGroup = 8;     ///< columns per step; rows per unit of a copy or sum
constexpr unsigned kTileRows = 16; ///< rows per unit of a transpose: 32-byte output runs

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
  auto load = [&]() -> Value * {
    Value *p = element(B, spec.dtype, in, row, stride, col);
    // Unmasked: 16-byte aligned (the base, the stride and col are multiples of 8 elements).
    const unsigned align = mask ? dtypeSize(spec.dtype) : 16;
    Value *x = raw ? loadRaw(B, spec.dtype, p, kGroup, mask, align)
                   : loadAsFloat(B, spec.dtype, p, kGroup, mask, align);
    return mask ? B.CreateSelect(mask, x, zero) : x; // masked lanes: 0, not -inf
  };
  if (!rows) // the unit's rows are all inside: no branch between the loads
    return load();
  AllocaInst *v = makeVar(B, vt, zero, "row");
  emitIf(B, B.CreateICmpSLT(row, rows), [&] { B.CreateStore(load(), v); });
  return B.CreateLoad(vt, v);
}

void emitUnit(Builder &B, Hooks &h, const KernelSpec &spec, Value *unit) {
  Value *in = ptrArg(B, h, RL_In), *inStride = h.arg(B, RL_InStride);
  Value *out = ptrArg(B, h, RL_Out), *outStride = h.arg(B, RL_OutStride);
  Value *rows = h.arg(B, RL_Rows), *cols = h.arg(B, RL_Cols);
  Value *r0 = B.CreateMul(unit, B.getInt64(spec.transpose ? kTileRows : kGroup));
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
    auto tile = [&](Value *rowsOrNull) {
      Value *v[kTileRows];
      for (unsigned q = 0; q < kTileRows; ++q)
        v[q] = loadRow(B, spec, raw, in, inStride, B.CreateAdd(r0, B.getInt64(q)), rowsOrNull, col,
                       mask);
      for (unsigned p = 0; p < kGroup; ++p) { // output row col + p: element p of every row
        Value *c = B.CreateAdd(col, B.getInt64(p));
        Value *o = PoisonValue::get(
            FixedVectorType::get(cast<VectorType>(v[0]->getType())->getElementType(), kTileRows));
        for (unsigned q = 0; q < kTileRows; ++q)
          o = B.CreateInsertElement(o, B.CreateExtractElement(v[q], uint64_t(p)), uint64_t(q));
        Value *dst = element(B, od, out, c, outStride, r0);
        emitIf(B, B.CreateICmpSLT(c, cols), [&] {
          if (raw)
            B.CreateAlignedStore(o, dst, Align(16));
          else
            storeFromFloat(B, od, o, dst, h.hasBF16Convert(), nullptr, 16);
        });
      }
    };
    Value *inside = B.CreateICmpSLE(B.CreateAdd(r0, B.getInt64(kTileRows)), rows);
    emitIf(
        B, inside, [&] { tile(nullptr); }, [&] { tile(rows); }, "rows");
  });
}

} // namespace

void emitRelayout(Module &M, Hooks &h, const KernelSpec &spec) {
  h.emitKernel(M, spec.symbolName(), RL_NumArgs, RL_Groups, Granularity::Block, nullptr,
               [&](Builder &B, Value *unit, Value *) { emitUnit(B, h, spec, unit); });
}

} // namespace logpjit::tmpl
