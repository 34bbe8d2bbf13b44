//===- tile_staged.cpp - A tile staged in shared memory for the two passes --===//
//
// sm_90's portable tile_stats, where its registers are not the faster home (a share that
// does not fit them, a temperature: templates/tile_stats.cpp, `staged`): the warp copies
// its tile into shared memory and runs the max and the sum as rolled loops over it. The
// image holds element j of the tile at byte off + j * esize (off = tile start mod 16, so
// that the bulk copy's 16-byte-aligned source and destination line up); the columns in
// [0, lim) arrive by one bulk copy of the 16-byte-aligned middle plus at most one head and
// one tail element per lane, and every other element is -inf, so no slot is masked. The
// operations and their order are the two passes' in registers: the same bits.
// Offsets within a tile are 32-bit (a 64-bit address computation costs two instructions).
//
//===----------------------------------------------------------------------===//
#include "templates/numerics.h"
#include "templates/tile_lane.h"

#include "llvm/Support/MathExtras.h"

#include <algorithm>
#include <cmath>

using namespace llvm;

namespace logpjit::tmpl {

namespace {
/// Unroll count of the staged sum loop: 2 and 4 measured the same for fp32 and faster than
/// 1, which was faster with entropy and temperature; the fp32 gain is the larger (measured
/// on an H200; docs/decisions/staged-tiles-in-shared-memory.md).
constexpr unsigned kStagedSumUnroll = 2;
} // namespace

int64_t stagedImageBytes(const TileLane &tile) {
  return alignTo(16 + tile.ITERS * tile.L * tile.C * int64_t(dtypeSize(tile.spec.dtype)), 16);
}

StagedTile emitStageTile(Builder &B, const TileLane &tile, Value *tilePtr, Value *lim,
                         Value *lane64) {
  Hooks &h = tile.h;
  const unsigned esize = dtypeSize(tile.spec.dtype), eshift = Log2_32(esize);
  const int64_t bytes = stagedImageBytes(tile);
  Type *i8 = B.getInt8Ty(), *i32 = B.getInt32Ty();
  Value *lane = B.CreateTrunc(lane64, i32);
  Value *buf = h.unitShared(B, uint64_t(16 + bytes)); // 16 bytes of barrier, then the image
  Value *img = B.CreateConstGEP1_64(i8, buf, 16);
  Value *addr = B.CreatePtrToInt(tilePtr, B.getInt64Ty());
  Value *lim32 = B.CreateTrunc(lim, i32);
  Value *off = B.CreateAnd(B.CreateTrunc(addr, i32), B.getInt32(15));
  Value *offE = B.CreateLShr(off, eshift);
  Value *headN =
      B.CreateLShr(B.CreateAnd(B.CreateSub(B.getInt32(16), off), B.getInt32(15)), eshift);
  headN = B.CreateSelect(B.CreateICmpULT(headN, lim32), headN, lim32);
  Value *headBytes = B.CreateShl(headN, eshift);
  Value *midBytes = B.CreateAnd(B.CreateShl(B.CreateSub(lim32, headN), eshift), B.getInt32(~15u));
  Value *tailS = B.CreateAdd(headN, B.CreateLShr(midBytes, eshift));
  Value *tailN = B.CreateSub(lim32, tailS);
  h.bulkCopyStart(B,
                  B.CreateGEP(i8, img, B.CreateZExt(B.CreateAdd(off, headBytes), B.getInt64Ty())),
                  B.CreateAdd(addr, B.CreateZExt(headBytes, B.getInt64Ty())), midBytes, buf);
  Type *st = storageType(B, tile.spec.dtype);
  auto put = [&](Value *pos, Value *v) { // element `pos` (i32) of the image
    B.CreateAlignedStore(v, B.CreateGEP(st, img, B.CreateZExt(pos, B.getInt64Ty())), Align(esize));
  };
  auto copyEl = [&](Value *j) {
    auto *ld = B.CreateAlignedLoad(st, B.CreateGEP(st, tilePtr, B.CreateZExt(j, B.getInt64Ty())),
                                   Align(esize));
    ld->setMetadata(LLVMContext::MD_invariant_load, MDNode::get(B.getContext(), {}));
    put(B.CreateAdd(offE, j), ld);
  };
  emitIf(
      B, B.CreateICmpULT(lane, headN), [&] { copyEl(lane); }, nullptr, "head");
  emitIf(
      B, B.CreateICmpULT(lane, tailN), [&] { copyEl(B.CreateAdd(tailS, lane)); }, nullptr, "tail");
  Value *ninfEl = tile.spec.dtype == DType::BF16 ? (Value *)ConstantInt::get(st, 0xFF80)
                                                 : ConstantFP::getInfinity(st, true);
  emitIf(
      B, B.CreateICmpULT(lane, offE), [&] { put(lane, ninfEl); }, nullptr, "before");
  emitFor(
      B, B.CreateAdd(B.CreateAdd(offE, lim32), lane), B.getInt32(bytes / esize), tile.L,
      [&](Value *p) { put(p, ninfEl); }, "after", kNoUnroll);
  h.bulkCopyWait(B, buf);
  return {img, off, bytes};
}

Value *emitStagedLaneMax(Builder &B, const TileLane &tile, const StagedTile &st, Value *lane64,
                         function_ref<Value *(Value *, Value *)> maxOp) {
  const DType dt = tile.spec.dtype;
  const unsigned QE = 16 / dtypeSize(dt);
  const int64_t NQ = st.bytes / 16, L = tile.L;
  Type *i32 = B.getInt32Ty(), *f32 = B.getFloatTy();
  Value *lane = B.CreateTrunc(lane64, i32);
  Type *qty = FixedVectorType::get(storageType(B, dt), QE);
  Type *mty = !tile.h.hasNaNMax() ? f32 : dt == DType::BF16 ? B.getBFloatTy() : storageType(B, dt);
  Type *mvty = FixedVectorType::get(mty, QE);
  AllocaInst *mv = makeVar(B, mvty, fconst(B, mvty, -HUGE_VAL), "smax");
  auto block = [&](Value *q) { // 16-byte block q of the image
    Value *at = B.CreateZExt(B.CreateShl(q, 4), B.getInt64Ty());
    Value *raw = B.CreateAlignedLoad(qty, B.CreateGEP(B.getInt8Ty(), st.img, at), Align(16));
    Value *x = mty == f32 ? widenToFloat(B, dt, raw) : B.CreateBitCast(raw, mvty);
    B.CreateStore(maxOp(B.CreateLoad(mvty, mv), x), mv);
  };
  // NQ blocks, lane l taking blocks l, l + L, ...
  emitFor(
      B, B.getInt32(0), B.getInt32(NQ / L), 1,
      [&](Value *i) { block(B.CreateAdd(B.CreateMul(i, B.getInt32(L)), lane)); }, "smax");
  if (NQ % L)
    emitIf(
        B, B.CreateICmpULT(lane, B.getInt32(NQ % L)),
        [&] { block(B.CreateAdd(lane, B.getInt32(NQ / L * L))); }, nullptr, "smax.last");
  return B.CreateLoad(mvty, mv);
}

void emitStagedSteps(Builder &B, const TileLane &tile, const StagedTile &st, Value *lane,
                     function_ref<void(Value *raw)> step) {
  const unsigned esize = dtypeSize(tile.spec.dtype), bytes = unsigned(tile.C) * esize;
  Type *i32 = B.getInt32Ty();
  // One loop per alignment class of the image's chunks (off mod C * esize); the loads are
  // the only difference.
  auto loop = [&](unsigned align) {
    emitFor(
        B, B.getInt32(0), B.getInt32(tile.ITERS), 1,
        [&](Value *it) {
          Value *chunk = B.CreateAdd(B.CreateMul(it, B.getInt32(tile.L)), B.CreateTrunc(lane, i32));
          Value *at = B.CreateAdd(st.off, B.CreateMul(chunk, B.getInt32(bytes)));
          step(loadVector(B, tile.rawTy,
                          B.CreateGEP(B.getInt8Ty(), st.img, B.CreateZExt(at, B.getInt64Ty())),
                          Align(align)));
        },
        "ssum", kStagedSumUnroll);
  };
  const unsigned wide = std::min(bytes, 16u);
  if (wide <= esize)
    loop(esize);
  else
    emitByAlignment(B, st.off, wide, esize, esize, nullptr, loop, "sal");
}

} // namespace logpjit::tmpl
