//===- tile_two_pass.cpp - The lane of the two passes -----------------------===//
//
// Two passes (docs/numerics.md, "Tile partials"): M = IEEE maximum of the whole tile first
// (exact, order-free), then every lane sums e = exp(x - M) into its C slots in step order
// against that one M; the slots fold by halving and the lanes by the pairwise tree, whose
// combine is then a plain sum. No rescaling, one exp per element. The host computes M in a
// pass of its own before its lanes run (tile_load.cpp); GPUs inside the lane body, then
// across the unit. Between the passes a lane's chunks wait where the plan says: in
// registers (loaded once, before the max), in the staged image (tile_staged.cpp), or in
// global memory, read again.
//
//===----------------------------------------------------------------------===//
#include "templates/numerics.h"
#include "templates/tile_lane.h"

#include <cmath>

using namespace llvm;

namespace logpjit::tmpl {

LaneState TileStatsEmitter::twoPassLane(Value *lane, unsigned align, Value *hostM) {
  if (plan.quickLane) { // tile_quick.cpp
    LaneState st = quickLane(lane);
    laneStatsPass(lane, align);
    return st;
  }
  SmallVector<Value *, 16> raw;
  Value *Mt = hostM, *laneM = nullptr; // laneM: the lane's own max where the max pass has it
  beginLaneStats();
  StagedTile stage{};
  if (plan.home == ChunkHome::Staged) { // tile_staged.cpp
    stage = stageTile(lane);
    Mt = h.laneMax(B, scaledMax(stagedLaneMax(stage, lane)));
  } else if (plan.home == ChunkHome::Registers) {
    Mt = registerLaneMax(lane, raw, &laneM);
  } else if (plan.maxPass == MaxPass::Lanes) { // GPUs, read twice
    Mt = readTwiceLaneMax(lane, align, &laneM);
  }
  // An all -inf tile: exp is taken against 0 (every e is 0); the state keeps -inf.
  laneStatsTargetValues(); // after the lane's loads: their issue waits for nothing of it
  Value *Mx = B.CreateSelect(B.CreateFCmpOEQ(Mt, ninf), fconst(B, f32, 0.0), Mt);
  Value *Mv = plan.C == 1 ? Mx : B.CreateVectorSplat(unsigned(plan.C), Mx);
  AllocaInst *sa = makeVar(B, f32, fconst(B, f32, 0.0), "s");
  AllocaInst *ta = makeVar(B, f32, fconst(B, f32, 0.0), "t");
  laneSums(raw, stage, lane, align, Mv, sa, ta, /*laneMaxKnown=*/laneM != nullptr);
  if (laneStats)
    endLaneStats(lane, laneM);
  LaneState st{Mt, B.CreateLoad(f32, sa)};
  if (spec.entropy)
    st.push_back(B.CreateLoad(f32, ta));
  return st;
}

/// The chunks in registers (into `raw`), loaded by the copy for the tile start's alignment
/// class (forClasses); the arithmetic after them is emitted once. Returns the tile max.
Value *TileStatsEmitter::registerLaneMax(Value *lane, SmallVectorImpl<Value *> &raw,
                                         Value **laneMaxOut) {
  SmallVector<AllocaInst *, 16> slot;
  for (int64_t it = 0; it < plan.ITERS; ++it)
    slot.push_back(makeVar(B, rawTy, negInfRaw(), "raw"));
  forClasses([&](unsigned a) {
    for (int64_t it = 0; it < plan.ITERS; ++it)
      B.CreateStore(loadStep(B.getInt64(it), lane, a), slot[it]);
  });
  for (AllocaInst *sl : slot)
    raw.push_back(B.CreateLoad(rawTy, sl));
  // The lane max in the storage type where the plan says so (sm_90, 16-bit types: packed
  // max.NaN pairs), widened exactly.
  Type *mty = !plan.maxInStorage          ? f32
              : spec.dtype == DType::BF16 ? B.getBFloatTy()
                                          : storageType(B, spec.dtype);
  Type *mvty = FixedVectorType::get(mty, unsigned(plan.C));
  Value *mv = nullptr;
  for (Value *r : raw) {
    Value *x = mty == f32 ? widenToFloat(B, spec.dtype, r) : B.CreateBitCast(r, mvty);
    mv = mv ? maxOp(mv, x) : x;
  }
  Value *own = scaledMax(mv);
  if (laneMaxOut)
    *laneMaxOut = own;
  return h.laneMax(B, own);
}

/// A share too large for registers on a GPU: the max pass reads the chunks, the sum pass
/// reads them again.
Value *TileStatsEmitter::readTwiceLaneMax(Value *lane, unsigned align, Value **laneMaxOut) {
  AllocaInst *mv = makeVar(B, vty, fconst(B, vty, -HUGE_VAL), "lmax");
  emitFor(
      B, B.getInt64(0), B.getInt64(plan.ITERS), 1,
      [&](Value *it) {
        Value *x = widenToFloat(B, spec.dtype, loadStep(it, lane, align));
        B.CreateStore(maxOp(B.CreateLoad(vty, mv), x), mv);
      },
      "lmax", plan.passUnroll);
  Value *own = scaledMax(B.CreateLoad(vty, mv));
  if (laneMaxOut)
    *laneMaxOut = own;
  return h.laneMax(B, own);
}

/// The second pass into `sa` (and `ta`): the folded slot sums against the splat max `Mv`,
/// from the registers `raw`, the staged image or global memory.
void TileStatsEmitter::laneSums(ArrayRef<Value *> raw, const StagedTile &stage, Value *lane,
                                unsigned align, Value *Mv, AllocaInst *sa, AllocaInst *ta,
                                bool laneMaxKnown) {
  Value *sv = nullptr, *tv = vzero;
  auto store = [&] {
    B.CreateStore(foldSlots(B, sv), sa);
    if (spec.entropy)
      B.CreateStore(foldSlots(B, tv), ta);
  };
  if (plan.home == ChunkHome::Registers) {
    // `viaReciprocal`: x / tau through the row's reciprocal (the lane's values checked).
    auto steps = [&](bool viaReciprocal) {
      sv = nullptr, tv = vzero;
      for (Value *r : raw) {
        Value *x = viaReciprocal ? emitDivByRow(B, widen(r), rowDiv, significandBits(spec.dtype))
                                 : scale(widen(r));
        addStep(x, Mv, sv, tv);
        laneStatsStep(r, x, !laneMaxKnown, viaReciprocal);
      }
      store();
    };
    if (!plan.rowReciprocal)
      return steps(false);
    // The row division's range checked once for the lane's values: inside it the steps
    // divide through the reciprocal without a branch per chunk, else by IEEE division.
    // topk_stats' count on raw pairs there needs the target's value in the range too.
    Value *ok = B.CreateAnd(rowDiv.inRange, rawInDivRange(B, spec.dtype, raw));
    if (statInRange)
      ok = B.CreateAnd(ok, statInRange);
    emitIf(
        B, ok, [&] { steps(true); }, [&] { steps(false); }, "lanediv");
    return;
  } else { // the chunks from the staged image, or read from global memory again
    AllocaInst *sacc = makeVar(B, vty, vzero, "sacc"), *tacc = makeVar(B, vty, vzero, "tacc");
    auto accumulate = [&](Value *raw) {
      Value *x = scale(widen(raw));
      laneStatsStep(raw, x, !laneMaxKnown);
      Value *s1 = B.CreateLoad(vty, sacc), *t1 = B.CreateLoad(vty, tacc);
      addStep(x, Mv, s1, t1);
      B.CreateStore(s1, sacc);
      B.CreateStore(t1, tacc);
    };
    if (plan.home == ChunkHome::Staged)
      stagedSteps(stage, lane, accumulate);
    else
      emitFor(
          B, B.getInt64(0), B.getInt64(plan.ITERS), 1,
          [&](Value *it) { accumulate(loadStep(it, lane, align)); }, "lsum", plan.passUnroll);
    sv = B.CreateLoad(vty, sacc);
    tv = B.CreateLoad(vty, tacc);
  }
  store();
}

} // namespace logpjit::tmpl
