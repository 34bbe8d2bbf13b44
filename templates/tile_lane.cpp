//===- tile_lane.cpp - Helpers the tile_stats lane orders share -------------===//
//
// The free functions of tile_lane.h: the slot fold of every lane order and the clamped
// element load of the host's partial chunks and the quick tier's lane.
//
//===----------------------------------------------------------------------===//
#include "templates/tile_lane.h"
#include "templates/numerics.h"

using namespace llvm;

namespace logpjit::tmpl {

/// Folds the C slots of a vector by halving, v[j] = op(v[j], v[j + n/2]), down to one
/// value (op = fadd for sums; for a max, IEEE maximum with `nanMax`, else fmaxSel).
Value *foldSlots(Builder &B, Value *v, bool isMax, bool nanMax) {
  auto *vt = dyn_cast<FixedVectorType>(v->getType());
  if (!vt)
    return v;
  unsigned n = vt->getNumElements();
  while (n > 1) {
    unsigned h = n / 2;
    SmallVector<int, 16> lo, hi;
    for (unsigned j = 0; j < h; ++j) {
      lo.push_back(j);
      hi.push_back(j + h);
    }
    Value *a = B.CreateShuffleVector(v, lo), *b = B.CreateShuffleVector(v, hi);
    v = !isMax   ? B.CreateFAdd(a, b)
        : nanMax ? B.CreateIntrinsic(Intrinsic::maximum, {a->getType()}, {a, b})
                 : fmaxSel(B, a, b);
    n = h;
  }
  return B.CreateExtractElement(v, uint64_t(0));
}

Value *loadClampedElement(Builder &B, DType dtype, Value *tilePtr, Value *col, Value *lim,
                          Value *last) {
  Type *st = storageType(B, dtype);
  const unsigned esize = dtypeSize(dtype);
  Value *in = B.CreateICmpSLT(col, lim);
  Value *at = B.CreateSelect(in, col, last);
  Value *ep = B.CreateGEP(B.getInt8Ty(), tilePtr, B.CreateMul(at, B.getInt64(esize)));
  auto *ld = B.CreateAlignedLoad(st, ep, Align(esize));
  ld->setMetadata(LLVMContext::MD_invariant_load, MDNode::get(B.getContext(), {}));
  Value *ninf = dtype == DType::BF16 ? (Value *)ConstantInt::get(st, 0xFF80)
                                     : ConstantFP::getInfinity(st, true);
  return B.CreateSelect(in, ld, ninf);
}

} // namespace logpjit::tmpl
