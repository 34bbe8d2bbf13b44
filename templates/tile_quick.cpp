//===- tile_quick.cpp - The quick tier's lane: one element at a time --------===//
//
// The quick tier of a GPU tile_stats (KernelSpec::quick; docs/design.md, "Tiered JIT")
// runs the two passes of tile_two_pass.cpp one element at a time, in rolled loops over the
// lane's steps and, inside each, its C slots, kept in a (local) array:
//   pass 1: m = maximum over the lane's elements (-inf past lim); M = laneMax(m / tau)
//   pass 2: per step, per slot j: s[j], t[j] = addStep(x / tau, M, s[j], t[j])
// with the full kernel's own scaling, max and accumulate steps (tile_stats.cpp). Per slot
// these are the operations of the vector code in the same step order (vector arithmetic is
// lane-wise IEEE arithmetic), and the max is exact in any order, so the bits are the full
// kernel's. The PTX does not grow with C, W or the alignment of the tile: the exp appears
// once.
//
//===----------------------------------------------------------------------===//
#include "templates/ir_util.h"
#include "templates/numerics.h"
#include "templates/tile_lane.h"

using namespace llvm;

namespace logpjit::tmpl {

LaneState TileStatsEmitter::quickLane(Value *lane) {
  const int64_t C = plan.C;
  Value *last = B.CreateSub(lim, B.getInt64(1));
  // Element `col` of the tile (-inf at or past lim), widened exactly to fp32.
  auto element = [&](Value *col) {
    return widenToFloat(B, spec.dtype, loadClampedElement(B, spec.dtype, tilePtr, col, lim, last));
  };
  auto forElements = [&](function_ref<void(Value * slot, Value * x)> fn, const char *name) {
    emitFor(
        B, B.getInt64(0), B.getInt64(plan.ITERS), 1,
        [&](Value *it) {
          Value *col0 =
              B.CreateMul(B.CreateAdd(B.CreateMul(it, B.getInt64(plan.L)), lane), B.getInt64(C));
          emitFor(
              B, B.getInt64(0), B.getInt64(C), 1,
              [&](Value *j) { fn(j, element(B.CreateAdd(col0, j))); }, name, kNoUnroll);
        },
        name, kNoUnroll);
  };
  AllocaInst *mv = makeVar(B, f32, ninf, "qmax");
  forElements([&](Value *, Value *x) { B.CreateStore(maxOp(B.CreateLoad(f32, mv), x), mv); },
              "qmax");
  Value *Mt = h.laneMax(B, scaledMax(B.CreateLoad(f32, mv)));
  Value *Mx = B.CreateSelect(B.CreateFCmpOEQ(Mt, ninf), fconst(B, f32, 0.0), Mt);
  Type *arr = ArrayType::get(f32, uint64_t(C));
  AllocaInst *sArr = B.CreateAlloca(arr, nullptr, "qs"), *tArr = B.CreateAlloca(arr, nullptr, "qt");
  for (int64_t j = 0; j < C; ++j)
    for (AllocaInst *a : {sArr, tArr})
      B.CreateStore(fconst(B, f32, 0.0), B.CreateConstGEP2_64(arr, a, 0, uint64_t(j)));
  forElements(
      [&](Value *j, Value *x) {
        Value *sp = B.CreateGEP(arr, sArr, {B.getInt64(0), j});
        Value *tp = B.CreateGEP(arr, tArr, {B.getInt64(0), j});
        Value *sv = B.CreateLoad(f32, sp), *tv = B.CreateLoad(f32, tp);
        addStep(scale(x), Mx, sv, tv);
        B.CreateStore(sv, sp);
        if (spec.entropy)
          B.CreateStore(tv, tp);
      },
      "qsum");
  auto slots = [&](AllocaInst *a) -> Value * {
    if (C == 1)
      return B.CreateLoad(f32, B.CreateConstGEP2_64(arr, a, 0, 0));
    Value *v = Constant::getNullValue(vty);
    for (int64_t j = 0; j < C; ++j)
      v = B.CreateInsertElement(v, B.CreateLoad(f32, B.CreateConstGEP2_64(arr, a, 0, uint64_t(j))),
                                uint64_t(j));
    return v;
  };
  LaneState out{Mt, foldSlots(B, slots(sArr))};
  if (spec.entropy)
    out.push_back(foldSlots(B, slots(tArr)));
  return out;
}

} // namespace logpjit::tmpl
