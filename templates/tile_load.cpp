//===- tile_load.cpp - How tile_stats reads a tile -------------------------===//
//
// The chunk loads of every lane order (a chunk of C columns in the storage type, -inf at or
// past the tile's real columns), the exact widening to fp32, the alignment classes of the
// tile start (GPUs fault on misaligned vector loads) and the host's max pass. Which form
// each takes is the plan's (tile_plan.cpp).
//
//===----------------------------------------------------------------------===//
#include "templates/numerics.h"
#include "templates/tile_lane.h"

#include <cmath>

using namespace llvm;

namespace logpjit::tmpl {

/// A chunk of -inf in the storage type.
Value *TileStatsEmitter::negInfRaw() const {
  return spec.dtype == DType::BF16 ? (Value *)ConstantInt::get(rawTy, 0xFF80)
                                   : ConstantFP::getInfinity(rawTy, true);
}

/// A chunk of clamped element loads (loadClampedElement) from column `col0`: branch-free,
/// much less code to compile than a masked load, which x86 expands into 8 branches.
Value *TileStatsEmitter::clampedElements(Value *col0) {
  Value *raw = negInfRaw();
  Value *last = B.CreateSub(lim, B.getInt64(1));
  for (int64_t j = 0; j < plan.C; ++j) {
    Value *x =
        loadClampedElement(B, spec.dtype, tilePtr, B.CreateAdd(col0, B.getInt64(j)), lim, last);
    raw = plan.C == 1 ? x : B.CreateInsertElement(raw, x, uint64_t(j));
  }
  return raw;
}

/// Chunk `chunk` in the storage type; `align` is the byte alignment of the tile start (0:
/// element alignment only). Columns at or beyond `lim` read as -inf, unread.
Value *TileStatsEmitter::loadChunk(Value *chunk, unsigned align) {
  const int64_t C = plan.C;
  Value *col0 = B.CreateMul(chunk, B.getInt64(C));
  if (plan.quickLane) // the quick tier: one form for every chunk
    return clampedElements(col0);
  Value *ptr = B.CreateGEP(i8, tilePtr, B.CreateMul(col0, B.getInt64(plan.esize)));
  Value *fullChunk = B.CreateICmpSLE(B.CreateAdd(col0, B.getInt64(C)), lim);
  AllocaInst *xv = makeVar(B, rawTy, negInfRaw(), "x");
  emitIf(
      B, fullChunk, [&] { B.CreateStore(loadRaw(B, spec.dtype, ptr, C, nullptr, align), xv); },
      [&] {
        switch (plan.partialChunk) {
        case PartialChunk::None: // a 1-column chunk is either full or wholly masked
          return;
        case PartialChunk::Predicated: { // GPUs: predicated loads of the in-range columns
          SmallVector<Constant *, 16> idx;
          for (int64_t j = 0; j < C; ++j)
            idx.push_back(B.getInt64(j));
          Value *cols = B.CreateAdd(B.CreateVectorSplat(C, col0), ConstantVector::get(idx));
          Value *mask = B.CreateICmpSLT(cols, B.CreateVectorSplat(C, lim));
          B.CreateStore(loadRaw(B, spec.dtype, ptr, C, mask), xv);
          return;
        }
        case PartialChunk::Clamped: // the host
          B.CreateStore(clampedElements(col0), xv);
          return;
        }
      },
      "full");
  return B.CreateLoad(rawTy, xv);
}

/// bf16 -> fp32 is exact (the bf16 bits are the top half of the fp32). With the plan's
/// word pairs the chunk is widened a 32-bit word (two bf16) at a time: the low element is
/// w << 16, the high one w & 0xFFFF0000 — one instruction each, where zext + shl per
/// element costs a byte permute and a shift. Same bits either way.
Value *TileStatsEmitter::widen(Value *raw) {
  if (!plan.widenWordPairs)
    return widenToFloat(B, spec.dtype, raw);
  const int64_t C = plan.C;
  Type *i32 = B.getInt32Ty();
  Value *w = B.CreateBitCast(raw, FixedVectorType::get(i32, unsigned(C / 2)));
  Value *lo = B.CreateShl(w, B.CreateVectorSplat(unsigned(C / 2), B.getInt32(16)));
  Value *hi =
      B.CreateAnd(w, B.CreateVectorSplat(unsigned(C / 2), B.getInt32(int32_t(0xFFFF0000u))));
  SmallVector<int, 16> mask;
  for (int64_t k = 0; k < C / 2; ++k) {
    mask.push_back(int(k));
    mask.push_back(int(k + C / 2));
  }
  return B.CreateBitCast(B.CreateShuffleVector(lo, hi, mask), vty);
}

/// Step `it` of a lane: chunk it * L + lane, or -inf past the tile. Each chunk is loaded
/// under its own branch (chunk < NCH; loadChunk then tests for a partial chunk); in whole
/// tiles the compiler folds the tests it can decide. A hand-written branch-free variant
/// (constant offsets from the lane base, a select for the last step) was slower: ptxas
/// scheduled it into spills at 64 registers (docs/decisions/tile-stats-load-classes.md).
Value *TileStatsEmitter::loadStep(Value *it, Value *lane, unsigned align) {
  Value *chunk = B.CreateAdd(B.CreateMul(it, B.getInt64(plan.L)), lane);
  AllocaInst *xv = makeVar(B, rawTy, negInfRaw(), "xs");
  emitIf(
      B, B.CreateICmpSLT(chunk, B.getInt64(plan.NCH)),
      [&] { B.CreateStore(loadChunk(chunk, align), xv); }, nullptr, "ld");
  return B.CreateLoad(rawTy, xv);
}

/// Runs `emit(align)` once per alignment class of the tile start (the plan's classes,
/// under a uniform branch; `align` 0: element loads only), with the whole-tile test where
/// only whole tiles take the vector classes.
void TileStatsEmitter::forClasses(function_ref<void(unsigned)> emit) {
  assert(plan.wide && "the plan has no alignment classes");
  Value *addr = B.CreatePtrToInt(tilePtr, B.getInt64Ty());
  Value *whole = plan.wholeTilesOnly ? B.CreateICmpEQ(lim, B.getInt64(plan.W)) : nullptr;
  emitByAlignment(B, addr, plan.wide, plan.esize, 0, whole, emit, "al");
}

/// The host's first pass: M of the tile, before the lanes run. The whole chunks
/// (c < lim / C) several at a time into as many running maxima, so that the loop is not
/// bound by the latency of one max chain; then the rest one at a time, and the partial
/// chunk (if any) through loadChunk: one copy of its masked path, which keeps the host's
/// cold compile short (docs/performance.md §4).
Value *TileStatsEmitter::hostTileMax(unsigned align) {
  const int64_t R = plan.hostMaxWays, C = plan.C;
  assert(R == 4 && "the host's max pass folds four running maxima");
  SmallVector<AllocaInst *, 4> mv;
  for (int64_t k = 0; k < R; ++k)
    mv.push_back(makeVar(B, vty, fconst(B, vty, -HUGE_VAL), "tmax"));
  auto maxInto = [&](AllocaInst *acc, Value *raw) {
    B.CreateStore(maxOp(B.CreateLoad(vty, acc), widenToFloat(B, spec.dtype, raw)), acc);
  };
  auto whole = [&](Value *c) {
    Value *ptr = B.CreateGEP(i8, tilePtr, B.CreateMul(c, B.getInt64(C * plan.esize)));
    return loadRaw(B, spec.dtype, ptr, unsigned(C), nullptr, align);
  };
  Value *nWhole = B.CreateSDiv(lim, B.getInt64(C));
  Value *nQuad = B.CreateSDiv(nWhole, B.getInt64(R));
  emitFor(
      B, B.getInt64(0), nQuad, 1,
      [&](Value *q) {
        for (int64_t k = 0; k < R; ++k)
          maxInto(mv[k], whole(B.CreateAdd(B.CreateMul(q, B.getInt64(R)), B.getInt64(k))));
      },
      "tmax");
  emitFor(
      B, B.CreateMul(nQuad, B.getInt64(R)), nWhole, 1, [&](Value *c) { maxInto(mv[0], whole(c)); },
      "tmax.rest");
  emitIf(
      B, B.CreateICmpSLT(B.CreateMul(nWhole, B.getInt64(C)), lim),
      [&] { maxInto(mv[0], loadChunk(nWhole, align)); }, nullptr, "tmax.part");
  Value *m01 = maxOp(B.CreateLoad(vty, mv[0]), B.CreateLoad(vty, mv[1]));
  Value *m23 = maxOp(B.CreateLoad(vty, mv[2]), B.CreateLoad(vty, mv[3]));
  return scaledMax(maxOp(m01, m23));
}

} // namespace logpjit::tmpl
