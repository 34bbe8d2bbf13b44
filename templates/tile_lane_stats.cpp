//===- tile_lane_stats.cpp - topk_stats' lane stats --------------------------===//
//
// topk_stats (TP 1) is tile_stats' unit whose lanes, after their own passes, also write
// one word each (docs/spec.md §15, docs/decisions/topk-lane-maxima.md):
//   valueKey(max of the lane's x / tau) << 32 | #(lane's columns with x / tau > x_t / tau)
// over the lane's chunks c = i L + l (C columns each, -inf past the tile's real columns),
// taken in the two passes' sum pass, which visits exactly those chunks as x / tau (the max
// from the max pass where it is the lane's own: registers, read twice); the online order
// and the quick tier's lane take a pass of their own (global memory, the cache: the lane
// has just read them). The max is IEEE maximum, so its
// key is the largest value key of the lane's columns. The count is a float comparison: it
// equals the count of larger value keys unless the row holds a NaN or the target's value
// is -0, where topk_select counts again from the logits.
//
//===----------------------------------------------------------------------===//
#include "runtime/core/kernel_abi.h"
#include "templates/numerics.h"
#include "templates/tile_lane.h"
#include "templates/topk_keys.h"

#include <cmath>

using namespace llvm;
using namespace logpjit::abi;

namespace logpjit::tmpl {

/// Loads the target's raw value for the lane stats, in every unit (TP 1: the shard holds
/// every column). Branch-free, so that its two loads are in flight with the tile's (an
/// inactive row's target and logits are still memory of the batch; the column is clamped).
/// Nothing here uses the loaded value: a GPU warp issues in order, and an instruction
/// waiting for it would hold the tile's loads back behind two dependent loads
/// (laneStatsTargetValues, after the lane's loads, uses it).
void TileStatsEmitter::laneStatsTarget() {
  Value *local = B.CreateSub(loadTarget(), h.arg(B, TS_ShardStart));
  statOk = B.CreateAnd(active, B.CreateAnd(B.CreateICmpSGE(local, B.getInt64(0)),
                                           B.CreateICmpSLT(local, h.arg(B, TS_ValidCols))));
  Value *at = B.CreateSelect(statOk, local, B.getInt64(0));
  Value *p = B.CreateGEP(i8, rowPtr, B.CreateMul(at, B.getInt64(plan.esize)));
  statLoad = loadRaw(B, spec.dtype, p, 1);
}

/// The values the lane stats compare against, from laneStatsTarget's load: x_target / tau
/// as tile_stats' target logit computes it (NaN for an inactive row or a target outside
/// [0, V_real), which counts no column), and for the packed counts the target's raw value
/// in both halves. Emitted after the lane's loads (twoPassLane: once its max is known).
void TileStatsEmitter::laneStatsTargetValues() {
  if (!laneStats)
    return;
  Value *x = widenToFloat(B, spec.dtype, statLoad);
  Value *raw = B.CreateSelect(statOk, x, ConstantFP::getNaN(f32));
  statT = B.CreateSelect(statOk, scale(x), ConstantFP::getNaN(f32));
  if (plan.countPairsInRange)
    statInRange = rawInDivRange(B, spec.dtype, {statLoad});
  if (plan.countPairs || plan.countPairsInRange) { // the raw value, exact in the storage type
    Type *i32 = B.getInt32Ty();
    Value *t16 =
        spec.dtype == DType::BF16
            ? B.CreateLShr(B.CreateBitCast(raw, i32), B.getInt32(16))
            : B.CreateZExt(B.CreateBitCast(B.CreateFPTrunc(raw, B.getHalfTy()), B.getInt16Ty()),
                           i32);
    statPair = B.CreateOr(t16, B.CreateShl(t16, B.getInt32(16)));
  }
}

/// This unit's word of lane `lane` (topk::laneWordType) in TKS_LaneStats.
static Value *laneStatsSlot(Builder &B, Hooks &h, const KernelSpec &spec, const TileStatsPlan &plan,
                            Value *row, Value *tile, Value *lane) {
  Value *nTiles = B.CreateSDiv(h.arg(B, TS_ShardCols), B.getInt64(plan.W));
  Value *unit = B.CreateAdd(B.CreateMul(row, nTiles), tile);
  Value *at = B.CreateAdd(B.CreateMul(unit, B.getInt64(plan.L)), lane);
  return B.CreateGEP(topk::laneWordType(B, spec),
                     B.CreateIntToPtr(h.arg(B, TKS_LaneStats), B.getPtrTy()), at);
}

/// The lane's max and count slots (vectors of C), before its passes.
void TileStatsEmitter::beginLaneStats() {
  if (!laneStats)
    return;
  const unsigned C = unsigned(plan.C);
  Type *i32 = B.getInt32Ty();
  // The fp32 compare's slots: one count per column of a chunk.
  Type *fty = C == 1 ? i32 : (Type *)FixedVectorType::get(i32, C);
  // Packed, no temperature: the sum of the pairs' masks, one i32 (laneCount decodes it);
  // in the row division's range: two counts per i32 word, in the storage type (+0 is 0).
  Type *cty = plan.countPairs          ? i32
              : plan.countPairsInRange ? FixedVectorType::get(i32, C / 2)
                                       : fty;
  lsMax = makeVar(B, vty, fconst(B, vty, -HUGE_VAL), "ls.max");
  lsAbove = makeVar(B, cty, Constant::getNullValue(cty), "ls.above");
  if (plan.countPairsInRange)
    lsAboveF = makeVar(B, fty, Constant::getNullValue(fty), "ls.above.f32");
}

/// One chunk (`raw`, and x / tau): its columns above the target counted, and (`withMax`,
/// where the max pass did not keep the lane's max) the max taken.
void TileStatsEmitter::laneStatsStep(Value *raw, Value *x, bool withMax, bool inRange) {
  if (!laneStats)
    return;
  const unsigned C = unsigned(plan.C);
  Type *cty = lsAbove->getAllocatedType();
  if (withMax)
    B.CreateStore(maxOp(B.CreateLoad(vty, lsMax), x), lsMax);
  if (plan.countPairs) { // the chunk's masks added to the lane's i32, modulo 2^32
    Value *w = B.CreateBitCast(raw, FixedVectorType::get(B.getInt32Ty(), C / 2));
    Value *acc = B.CreateLoad(cty, lsAbove);
    // two masks per add, so that the lane's chain gains one three-input add per two pairs
    for (unsigned i = 0; i < C / 2; i += 2) {
      Value *m = h.abovePairsMask(B, spec.dtype, B.CreateExtractElement(w, uint64_t(i)), statPair);
      if (i + 1 < C / 2)
        m = B.CreateAdd(m, h.abovePairsMask(B, spec.dtype,
                                            B.CreateExtractElement(w, uint64_t(i + 1)), statPair));
      acc = B.CreateAdd(acc, m);
    }
    B.CreateStore(acc, lsAbove);
    return;
  }
  if (plan.countPairsInRange && inRange) { // on the raw packed pairs, as packed counts
    Value *w = B.CreateBitCast(raw, cty), *acc = B.CreateLoad(cty, lsAbove);
    for (unsigned i = 0; i < C / 2; ++i)
      acc = B.CreateInsertElement(
          acc,
          h.countAbovePairs(B, spec.dtype, B.CreateExtractElement(w, uint64_t(i)), statPair,
                            B.CreateExtractElement(acc, uint64_t(i))),
          uint64_t(i));
    B.CreateStore(acc, lsAbove);
    return;
  }
  AllocaInst *slots = plan.countPairsInRange ? lsAboveF : lsAbove;
  cty = slots->getAllocatedType();
  Value *tv = C == 1 ? statT : B.CreateVectorSplat(C, statT);
  // -1 per column above, subtracted: a set.gt (0 or -1) and a sub on sm_90.
  Value *gt = B.CreateSExt(B.CreateFCmpOGT(x, tv), cty);
  B.CreateStore(B.CreateSub(B.CreateLoad(cty, slots), gt), slots);
}

/// The count of the masks summed in `v` (i32, modulo 2^32): with L low halves and H high
/// halves set, v = 2^16 (L - H) - L, so L = -v mod 2^16 and L - H = (v + L) >> 16 (signed),
/// exact while L < 2^16 and |L - H| < 2^15 (the plan's bound).
static Value *maskCount(Builder &B, Value *v) {
  Value *low = B.CreateAnd(B.CreateNeg(v), B.getInt32(0xFFFF));
  Value *diff = B.CreateAShr(B.CreateAdd(v, low), B.getInt32(16));
  return B.CreateSub(B.CreateShl(low, B.getInt32(1)), diff); // L + H = 2 L - (L - H)
}

/// The lane's count: the sum of its slots (the masks' count; packed counts: each half
/// widened exactly).
Value *TileStatsEmitter::laneCount() {
  auto sum = [&](Value *cv) {
    auto *vt = dyn_cast<FixedVectorType>(cv->getType());
    if (!vt)
      return cv;
    Value *c = B.CreateExtractElement(cv, uint64_t(0));
    for (unsigned j = 1; j < vt->getNumElements(); ++j)
      c = B.CreateAdd(c, B.CreateExtractElement(cv, uint64_t(j)));
    return c;
  };
  Value *cv = B.CreateLoad(lsAbove->getAllocatedType(), lsAbove);
  if (plan.countPairs)
    return maskCount(B, cv);
  if (plan.countPairsInRange) {
    unsigned n = unsigned(plan.C);
    Type *half = spec.dtype == DType::BF16 ? B.getBFloatTy() : B.getHalfTy();
    Value *hv = B.CreateBitCast(cv, FixedVectorType::get(half, n));
    // The C / 2 slots summed as packed pairs first (one packed add per slot past the
    // first, then one widening per half instead of one per count), where every sum stays
    // an integer the storage type holds exactly: a half of a slot holds at most ITERS, a
    // half of the sum ITERS * C / 2.
    if (n > 2 && plan.ITERS * int64_t(n / 2) <= exactPackedCount(spec.dtype)) {
      Value *acc = nullptr;
      for (unsigned i = 0; i < n / 2; ++i) {
        Value *p = B.CreateShuffleVector(hv, {int(2 * i), int(2 * i + 1)});
        acc = acc ? B.CreateFAdd(acc, p) : p;
      }
      hv = acc;
      n = 2;
    }
    Value *f = B.CreateFPExt(hv, FixedVectorType::get(f32, n));
    cv = B.CreateFPToUI(f, FixedVectorType::get(B.getInt32Ty(), n));
  }
  Value *c = sum(cv);
  if (lsAboveF) // a lane counts in one of the two forms; the other's slots stay 0
    c = B.CreateAdd(c, sum(B.CreateLoad(lsAboveF->getAllocatedType(), lsAboveF)));
  return c;
}

/// Stores the lane's word: `laneMax` (its max of x / tau, fp32) where the max pass kept it,
/// else the slots' max; the slots' count.
void TileStatsEmitter::endLaneStats(Value *lane, Value *laneMax) {
  Value *m =
      laneMax ? laneMax : foldSlots(B, B.CreateLoad(vty, lsMax), /*isMax=*/true, /*nanMax=*/true);
  B.CreateStore(topk::encodeLaneWord(B, spec, m, laneCount()),
                laneStatsSlot(B, h, spec, plan, row, tile, lane));
}

/// The lane stats in a pass of their own over the lane's chunks (global memory, just read),
/// after lane orders whose passes do not visit the chunks as x / tau in chunk order (the
/// online order, the quick tier's lane).
void TileStatsEmitter::laneStatsPass(Value *lane, unsigned align) {
  if (!laneStats)
    return;
  beginLaneStats();
  laneStatsTargetValues();
  emitFor(
      B, B.getInt64(0), B.getInt64(plan.ITERS), 1,
      [&](Value *it) {
        Value *raw = loadStep(it, lane, align);
        laneStatsStep(raw, prepare(raw), true);
      },
      "lstat", plan.passUnroll);
  endLaneStats(lane, nullptr);
}

/// A tile past the row's real columns: every lane's max is -inf, its count 0.
void TileStatsEmitter::storeEmptyLaneStats() {
  Value *word = topk::encodeLaneWord(B, spec, ninf, B.getInt32(0));
  emitIf(B, h.leader(B), [&] {
    emitFor(
        B, B.getInt64(0), B.getInt64(plan.L), 1,
        [&](Value *l) { B.CreateStore(word, laneStatsSlot(B, h, spec, plan, row, tile, l)); },
        "lempty", kNoUnroll);
  });
}

} // namespace logpjit::tmpl
