//===- tile_quick.cpp - The quick tier's lane: one element at a time --------===//
//
// The quick tier of a GPU tile_stats (KernelSpec::quick; docs/design.md, "Tiered JIT")
// runs the two passes of tile_stats.cpp one element at a time, in rolled loops over the
// lane's steps and, inside each, its C slots, kept in a (local) array:
//   pass 1: m = maximum over the lane's elements (-inf past lim); M = laneMax(m / tau)
//   pass 2: per step, per slot j: s[j], t[j] = addStep(x / tau, M, s[j], t[j])
// with tile_stats.cpp's own scaling, max and accumulate steps. Per slot these are the
// operations of the vector code in the same step order (vector arithmetic is lane-wise
// IEEE arithmetic), and the max is exact in any order, so the bits are the full
// kernel's. The PTX does not grow with C, W or the alignment of the tile: the exp appears
// once.
//
//===----------------------------------------------------------------------===//
#include "templates/ir_util.h"
#include "templates/numerics.h"
#include "templates/tile_lane.h"

using namespace llvm;

namespace logpjit::tmpl {

LaneState emitQuickLane(Builder &B, const TileLane &tile, const QuickLaneSteps &steps,
                        Value *lane) {
  Type *f32 = B.getFloatTy();
  Value *ninf = ConstantFP::getInfinity(f32, true);
  Value *last = B.CreateSub(steps.lim, B.getInt64(1));
  // Element `col` of the tile (-inf at or past lim), widened exactly to fp32.
  auto element = [&](Value *col) {
    return widenToFloat(
        B, tile.spec.dtype,
        loadClampedElement(B, tile.spec.dtype, steps.tilePtr, col, steps.lim, last));
  };
  auto forElements = [&](function_ref<void(Value * slot, Value * x)> fn, const char *name) {
    emitFor(
        B, B.getInt64(0), B.getInt64(tile.ITERS), 1,
        [&](Value *it) {
          Value *col0 = B.CreateMul(B.CreateAdd(B.CreateMul(it, B.getInt64(tile.L)), lane),
                                    B.getInt64(tile.C));
          emitFor(
              B, B.getInt64(0), B.getInt64(tile.C), 1,
              [&](Value *j) { fn(j, element(B.CreateAdd(col0, j))); }, name, kNoUnroll);
        },
        name, kNoUnroll);
  };
  AllocaInst *mv = makeVar(B, f32, ninf, "qmax");
  forElements([&](Value *, Value *x) { B.CreateStore(steps.max(B.CreateLoad(f32, mv), x), mv); },
              "qmax");
  Value *Mt = tile.h.laneMax(B, steps.scaledMax(B.CreateLoad(f32, mv)));
  Value *Mx = B.CreateSelect(B.CreateFCmpOEQ(Mt, ninf), fconst(B, f32, 0.0), Mt);
  Type *arr = ArrayType::get(f32, uint64_t(tile.C));
  AllocaInst *sArr = B.CreateAlloca(arr, nullptr, "qs"), *tArr = B.CreateAlloca(arr, nullptr, "qt");
  for (int64_t j = 0; j < tile.C; ++j)
    for (AllocaInst *a : {sArr, tArr})
      B.CreateStore(fconst(B, f32, 0.0), B.CreateConstGEP2_64(arr, a, 0, uint64_t(j)));
  forElements(
      [&](Value *j, Value *x) {
        Value *sp = B.CreateGEP(arr, sArr, {B.getInt64(0), j});
        Value *tp = B.CreateGEP(arr, tArr, {B.getInt64(0), j});
        Value *sv = B.CreateLoad(f32, sp), *tv = B.CreateLoad(f32, tp);
        steps.addStep(steps.scale(x), Mx, sv, tv);
        B.CreateStore(sv, sp);
        if (tile.spec.entropy)
          B.CreateStore(tv, tp);
      },
      "qsum");
  auto slots = [&](AllocaInst *a) -> Value * {
    if (tile.C == 1)
      return B.CreateLoad(f32, B.CreateConstGEP2_64(arr, a, 0, 0));
    Value *v = Constant::getNullValue(tile.vty);
    for (int64_t j = 0; j < tile.C; ++j)
      v = B.CreateInsertElement(v, B.CreateLoad(f32, B.CreateConstGEP2_64(arr, a, 0, uint64_t(j))),
                                uint64_t(j));
    return v;
  };
  LaneState out{Mt, foldSlots(B, slots(sArr))};
  if (tile.spec.entropy)
    out.push_back(foldSlots(B, slots(tArr)));
  return out;
}

} // namespace logpjit::tmpl
