//===- tile_staged.cpp - A tile staged in shared memory for the two passes --===//
//
// sm_90's portable tile_stats, where its registers are not the faster home (a share that
// does not fit them, a temperature: the plan's `staged` home, tile_plan.cpp): the warp copies
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

#include <cmath>

using namespace llvm;

namespace logpjit::tmpl {

/// Copies columns [0, lim) of the tile into this unit's image (one bulk copy of the
/// 16-byte-aligned middle, the head and tail by the lanes, -inf elsewhere) and waits until
/// every lane sees it.
StagedTile TileStatsEmitter::stageTile(Value *lane64) {
  const unsigned esize = plan.esize, eshift = Log2_32(esize);
  const int64_t bytes = plan.stageBytes;
  Type *i32 = B.getInt32Ty();
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
  Type *st = storageType(B, spec.dtype);
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
  Value *ninfEl = spec.dtype == DType::BF16 ? (Value *)ConstantInt::get(st, 0xFF80)
                                            : ConstantFP::getInfinity(st, true);
  emitIf(
      B, B.CreateICmpULT(lane, offE), [&] { put(lane, ninfEl); }, nullptr, "before");
  emitFor(
      B, B.CreateAdd(B.CreateAdd(offE, lim32), lane), B.getInt32(bytes / esize), plan.L,
      [&](Value *p) { put(p, ninfEl); }, "after", kNoUnroll);
  h.bulkCopyWait(B, buf);
  return {img, off, bytes};
}

/// The lane's running maxOp over the image, 16 bytes at a time (exact and order-free; the
/// -inf elements do not change it), as a vector in the storage type where the plan keeps
/// the max there, else fp32; the caller folds it.
Value *TileStatsEmitter::stagedLaneMax(const StagedTile &st, Value *lane64) {
  const DType dt = spec.dtype;
  const unsigned QE = 16 / plan.esize;
  const int64_t NQ = plan.stagedMaxBlocks, L = plan.L;
  Type *i32 = B.getInt32Ty();
  Value *lane = B.CreateTrunc(lane64, i32);
  Type *qty = FixedVectorType::get(storageType(B, dt), QE);
  Type *mty = !plan.maxInStorage ? f32 : dt == DType::BF16 ? B.getBFloatTy() : storageType(B, dt);
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

/// Calls `step(raw)` for the lane's chunks (storage type) in step order, from the image:
/// one loop per alignment class of the image's chunks (off mod C * esize); the loads are
/// the only difference.
void TileStatsEmitter::stagedSteps(const StagedTile &st, Value *lane,
                                   function_ref<void(Value *raw)> step) {
  const unsigned bytes = plan.chunkBytes;
  Type *i32 = B.getInt32Ty();
  auto loop = [&](unsigned align) {
    emitFor(
        B, B.getInt32(0), B.getInt32(plan.ITERS), 1,
        [&](Value *it) {
          Value *chunk = B.CreateAdd(B.CreateMul(it, B.getInt32(plan.L)), B.CreateTrunc(lane, i32));
          Value *at = B.CreateAdd(st.off, B.CreateMul(chunk, B.getInt32(bytes)));
          step(loadVector(B, rawTy,
                          B.CreateGEP(B.getInt8Ty(), st.img, B.CreateZExt(at, B.getInt64Ty())),
                          Align(align)));
        },
        "ssum", plan.stagedSumUnroll);
  };
  if (!plan.stagedWide)
    loop(plan.esize);
  else
    emitByAlignment(B, st.off, plan.stagedWide, plan.esize, plan.esize, nullptr, loop, "sal");
}

} // namespace logpjit::tmpl
