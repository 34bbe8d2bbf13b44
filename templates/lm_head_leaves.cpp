//===- lm_head_leaves.cpp - The full sm_90 kernel's leaf-order epilogue ----===//
//
// docs/numerics.md, "The leaf order"; KernelSpec::leaf_groups. A warp of the full kernel
// holds 16 rows x 256 columns of accumulators in the m16n8 layout: thread q of quad g has
// columns 8 n + 2 q and 8 n + 2 q + 1 of rows g and g + 8 for every n8 tile n. A leaf is the
// n8 tiles 2 l and 2 l + 1, so each thread holds four of a leaf's columns per row and the
// quad the whole leaf: the leaf's max and sums come from the thread's own four values and
// two butterflies (xor 1, xor 2), the operations of tile_leaves.cpp. A launch's column tiles
// start at a tile's first column, so the warp's 256 columns are one group of every row,
// whose partial the quad's threads then chain as the merge does; no block of logits is
// kept (warpgroup 1's parked half tile, below, is a 32 KiB slot per block, rewritten every
// tile). Columns at and past LH_ValidCols (the tile's padding, a narrower last column tile)
// read -inf.
//
// Two forms of the same operations. fp32 logits: the warp reduces its accumulators after
// the tile's main loop (emitLeafGroups, here), while the tensor cores wait. 16-bit logits:
// each MMA warpgroup parks its half of the tile, rounded (warpgroup 0 in shared memory,
// warpgroup 1 in its block's slot of global memory), and goes on with the next tile's MMAs,
// while three warps of the copy warpgroup reduce it beside the tensor cores
// (lm_head_parked.cpp).
//
//===----------------------------------------------------------------------===//
#include "templates/lm_head_leaf_rows.h"

using namespace llvm;
using namespace logpjit::abi;

namespace logpjit::tmpl::lm_head {

// lm_head_leaf_rows.h's helpers.
Value *byTau(Builder &B, Value *v, Value *tau) { return emitDivRN(B, v, tau); }

Value *maxOf(Builder &B, Value *a, Value *b) {
  return B.CreateIntrinsic(Intrinsic::maximum, {a->getType()}, {a, b});
}

LeafColumns::LeafColumns(Builder &B, Hooks &h, const KernelSpec &spec, Value *c0v) {
  const int64_t W = spec.tile_width;
  c0 = leafWeightColumn(B, spec, c0v);
  Value *k = udiv32(B, c0v, B.getInt64(leafTileSpan(spec)));
  Value *valid = h.arg(B, LH_ValidCols);
  tileEnd = B.CreateMul(B.CreateAdd(k, B.getInt64(1)), B.getInt64(W));
  end = B.CreateSelect(B.CreateICmpSLT(valid, tileEnd), valid, tileEnd);
  group = B.CreateLShr(c0v, 8);
}

Value *rowTemperature(Builder &B, Hooks &h, const KernelSpec &spec, Value *row) {
  if (!spec.has_temperature)
    return nullptr;
  Value *word = h.arg(B, LH_Temperature);
  if (!spec.temperature_rows)
    return B.CreateBitCast(B.CreateTrunc(word, B.getInt32Ty()), B.getFloatTy());
  Value *rows = h.arg(B, LH_Rows);
  Value *at = B.CreateSelect(B.CreateICmpSLT(row, rows), row, B.CreateSub(rows, B.getInt64(1)));
  return B.CreateLoad(B.getFloatTy(),
                      B.CreateGEP(B.getFloatTy(), ptrArg(B, h, LH_Temperature), at));
}

std::pair<Value *, Value *> rowTarget(Builder &B, Hooks &h, const KernelSpec &spec, Value *row,
                                      Value *rows) {
  // Rows past the output read the last row's (values never used).
  row = B.CreateSelect(B.CreateICmpSLT(row, rows), row, B.CreateSub(rows, B.getInt64(1)));
  Type *idx = spec.index_type == IndexType::I64 ? B.getInt64Ty() : B.getInt32Ty();
  auto target = [&] {
    Value *p = B.CreateGEP(idx, ptrArg(B, h, LH_Targets), row);
    return B.CreateSExt(B.CreateLoad(idx, p), B.getInt64Ty());
  };
  if (spec.mask_mode == MaskMode::ActiveMask) { // an inactive row's target is not read
    Value *a =
        B.CreateLoad(B.getInt8Ty(), B.CreateGEP(B.getInt8Ty(), ptrArg(B, h, LH_Active), row));
    Value *active = B.CreateICmpNE(a, B.getInt8(0));
    AllocaInst *t = makeVar(B, B.getInt64Ty(), B.getInt64(-1), "target");
    emitIf(B, active, [&] { B.CreateStore(target(), t); });
    return {active, B.CreateLoad(B.getInt64Ty(), t)};
  }
  Value *t = target();
  return {B.CreateICmpNE(t, h.arg(B, LH_IgnoreIndex)), t};
}

void storeGroupPartial(Builder &B, Hooks &h, const KernelSpec &spec, Value *row,
                       const LeafColumns &cols, Value *Mg, Value *S, Value *U) {
  static_assert(kLmHeadTileCols == 256, "a column tile is one group of 16 leaves");
  Type *f32 = B.getFloatTy();
  Value *at = B.CreateMul(cols.group, B.getInt64(spec.entropy ? 3 : 2));
  Value *out = B.CreateGEP(f32, ptrArg(B, h, LH_Logits),
                           B.CreateAdd(B.CreateMul(row, h.arg(B, LH_LogitsStride)), at));
  Value *vals[3] = {Mg, S, U};
  for (unsigned f = 0; f < (spec.entropy ? 3u : 2u); ++f)
    B.CreateStore(canonicalNaN(B, vals[f]), B.CreateConstGEP1_64(f32, out, f));
}

namespace {

/// Where a thread's values of its warp's 16 x 256 tile come from: `pair(nt, i)` is
/// elements i, i + 1 (i = 0: row g, 2: row g + 8) of n8 tile `nt` (i64) as <2 x float>;
/// `rounded`: they are the logits dtype's values already (widened), else fp32 accumulators.
struct PairSource {
  function_ref<Value *(Value *, unsigned)> pair;
  bool rounded;
};

/// A PairSource::pair over a warp's accumulators (n8 tile nt a constant).
Value *accumulatorPairAt(Builder &B, AccumulatorAt acc, Value *nt, unsigned i) {
  return accumulatorPair(B, acc, 0, unsigned(cast<ConstantInt>(nt)->getZExtValue()), i);
}

/// The logits of a warp's tile as tile_stats would read them back: rounded once to the
/// logits dtype and widened, divided by the row's temperature, -inf past the real columns.
/// Computed where they are used: holding all 128 would spill.
struct LeafValues {
  Builder &B;
  Hooks &h;
  const KernelSpec &spec;
  PairSource src;
  Value *limit;  ///< this thread's columns nt * 8 + j are real below it
  Value *tau[2]; ///< rows g, g + 8 (null: no temperature)

  LeafValues(Builder &B, Hooks &h, const KernelSpec &spec, PairSource src, const LeafColumns &cols,
             Value *const rowTau[2])
      : B(B), h(h), spec(spec), src(src), tau{rowTau[0], rowTau[1]} {
    Value *q2 = B.CreateShl(B.CreateAnd(h.laneIndex(B), B.getInt64(3)), 1);
    limit = B.CreateSub(B.CreateSub(cols.end, cols.c0), q2);
  }
  Value *real(Value *nt, unsigned j) const {
    return B.CreateICmpSLT(B.CreateAdd(B.CreateShl(nt, 3), B.getInt64(j)), limit);
  }
  /// `v` as the logits dtype holds it, widened (a rounded source's values already are).
  Value *rounded(Value *v) const {
    if (src.rounded || spec.dtype == DType::F32)
      return v;
    return widenToFloat(B, spec.dtype, storageValue(B, spec.dtype, v, h.hasBF16Convert()));
  }
  /// Elements i, i + 1 of n8 tile nt as logits.
  std::array<Value *, 2> pair(Value *nt, unsigned i) const {
    Value *v = rounded(src.pair(nt, i));
    std::array<Value *, 2> out;
    for (unsigned j = 0; j < 2; ++j) {
      Value *e = B.CreateExtractElement(v, uint64_t(j));
      if (tau[i / 2])
        e = byTau(B, e, tau[i / 2]);
      out[j] = B.CreateSelect(real(nt, j), e, ConstantFP::getInfinity(B.getFloatTy(), true));
    }
    return out;
  }
  static Value *tileOf(Builder &B, Value *l, unsigned half) {
    return B.CreateAdd(B.CreateShl(l, 1), B.getInt64(half));
  }
  /// Row r's (0: g, 1: g + 8) four columns of leaf l (i64) held by this thread.
  std::array<Value *, 4> leaf(Value *l, unsigned r) const {
    auto a = pair(tileOf(B, l, 0), 2 * r), b = pair(tileOf(B, l, 1), 2 * r);
    return {a[0], a[1], b[0], b[1]};
  }
  /// The maximum of row r's four values of leaf l, -inf past the real columns, before the
  /// rounding and the temperature. Rounding to nearest even and division by tau > 0 are
  /// monotone, so the logit of the maximum is the maximum of the logits (the sign of zero
  /// too): a leaf's max needs one conversion, not four.
  Value *rawMax(Value *l, unsigned r) const {
    Value *m = nullptr;
    for (unsigned half = 0; half < 2; ++half) {
      Value *nt = tileOf(B, l, half), *v = src.pair(nt, 2 * r);
      for (unsigned j = 0; j < 2; ++j) {
        Value *a = B.CreateSelect(real(nt, j), B.CreateExtractElement(v, uint64_t(j)),
                                  ConstantFP::getInfinity(B.getFloatTy(), true));
        m = m ? maxOf(B, m, a) : a;
      }
    }
    return m;
  }
  /// `v` (a value of row r from rawMax) as its logit.
  Value *logit(Value *v, unsigned r) const {
    v = rounded(v);
    return tau[r] ? byTau(B, v, tau[r]) : v;
  }
};

/// v combined with lane ^ o's v by `op`, in every lane of the quad.
Value *butterfly(Builder &B, Hooks &h, Value *v, unsigned o,
                 function_ref<Value *(Value *, Value *)> op) {
  Value *src = B.CreateTrunc(B.CreateXor(h.laneIndex(B), B.getInt64(o)), B.getInt32Ty());
  return op(v, h.laneBroadcast(B, v, src));
}

Value *quadMax(Builder &B, Hooks &h, Value *a) {
  auto mx = [&](Value *x, Value *y) { return maxOf(B, x, y); };
  return butterfly(B, h, butterfly(B, h, a, 1, mx), 2, mx);
}

/// A quad's sum of its threads' values: (a0 + a1) + (a2 + a3) in every thread.
Value *quadSum(Builder &B, Hooks &h, Value *a) {
  auto add = [&](Value *x, Value *y) { return B.CreateFAdd(x, y); };
  return butterfly(B, h, butterfly(B, h, a, 1, add), 2, add);
}

/// The rows g and g + 8 of the warp's tile from row r0.
struct WarpRows {
  Value *row[2];
  WarpRows(Builder &B, Hooks &h, Value *r0) {
    row[0] = B.CreateAdd(r0, B.CreateLShr(h.laneIndex(B), 2));
    row[1] = B.CreateAdd(row[0], B.getInt64(8));
  }
};

/// The warp rows' temperatures (null without one).
void rowTemperatures(Builder &B, Hooks &h, const KernelSpec &spec, const WarpRows &w,
                     Value *tau[2]) {
  for (unsigned r = 0; r < 2; ++r)
    tau[r] = rowTemperature(B, h, spec, w.row[r]);
}

/// kernel_abi.h's LH_TargetLogit: the thread whose columns hold an active row's target
/// (one of the tile's real columns) stores its logit. d is the target's column less
/// this thread's first; 0 <= d < 256
/// (unsigned: a negative d is above), element 0 or 1 of an n8 tile. `dynamicTiles`: the
/// source takes a computed n8 tile; else (accumulators) a switch on the tile, taken by
/// that thread alone: selects over the accumulators, in the hot path or after it, spill.
void storeTargetLogits(Builder &B, Hooks &h, const KernelSpec &spec, const LeafValues &v,
                       const WarpRows &w, const LeafColumns &cols, bool dynamicTiles) {
  Value *rows = h.arg(B, LH_Rows), *q = B.CreateAnd(h.laneIndex(B), B.getInt64(3));
  for (unsigned r = 0; r < 2; ++r) {
    auto [active, target] = rowTarget(B, h, spec, w.row[r], rows);
    Value *local = B.CreateSub(target, h.arg(B, LH_ColStart));
    Value *d = B.CreateSub(B.CreateSub(local, cols.c0), B.CreateShl(q, 1));
    Value *mine = B.CreateAnd(B.CreateICmpULT(d, B.getInt64(kLmHeadTileCols)),
                              B.CreateICmpULT(B.CreateAnd(d, B.getInt64(7)), B.getInt64(2)));
    // Only the tile's real columns: a narrower last group's thread also spans columns of
    // the next tile, whose own group stores their targets.
    Value *inLaunch = B.CreateICmpULT(local, cols.end);
    mine = B.CreateAnd(B.CreateAnd(mine, inLaunch),
                       B.CreateAnd(active, B.CreateICmpSLT(w.row[r], rows)));
    emitIf(B, mine, [&] {
      Value *out = B.CreateGEP(B.getFloatTy(), ptrArg(B, h, LH_TargetLogit),
                               B.CreateMul(w.row[r], h.arg(B, LH_LogitsStride)));
      Value *odd = B.CreateICmpNE(B.CreateAnd(d, B.getInt64(1)), B.getInt64(0));
      auto store = [&](Value *nt) { // a target is a real column
        auto x = v.pair(nt, 2 * r);
        B.CreateStore(canonicalNaN(B, B.CreateSelect(odd, x[1], x[0])), out);
      };
      if (dynamicTiles)
        return store(B.CreateLShr(d, 3));
      Function *F = B.GetInsertBlock()->getParent();
      BasicBlock *join = BasicBlock::Create(B.getContext(), "target.join", F);
      SwitchInst *sw = B.CreateSwitch(B.CreateLShr(d, 3), join, kLmHeadTileCols / 8);
      for (unsigned nt = 0; nt < kLmHeadTileCols / 8; ++nt) {
        BasicBlock *bb = BasicBlock::Create(B.getContext(), "target.tile", F);
        sw->addCase(B.getInt64(nt), bb);
        B.SetInsertPoint(bb);
        store(B.getInt64(nt));
        B.CreateBr(join);
      }
      B.SetInsertPoint(join);
    });
  }
}

/// Row r's maximum over the group's values before the rounding and the temperature
/// (exact in any order; LeafValues::rawMax), in every thread of the quad.
Value *rawGroupMax(Builder &B, Hooks &h, const LeafValues &v, unsigned r) {
  Value *raw = nullptr;
  for (unsigned l = 0; l < kLeaves; ++l) {
    Value *m = v.rawMax(B.getInt64(l), r);
    raw = raw ? maxOf(B, raw, m) : m;
  }
  return quadMax(B, h, raw);
}

/// Leaf l's max and sums for row r in tile_leaves.cpp's order, chained into the row's
/// group (S, U against the group's max Mg) as the merge chains partials.
void leafStep(Builder &B, Hooks &h, const KernelSpec &spec, const LeafValues &v, Value *l,
              unsigned r, Value *Mg, Value *&S, Value *&U) {
  Type *f32 = B.getFloatTy();
  Value *ninf = ConstantFP::getInfinity(f32, true), *zero = ConstantFP::get(f32, 0.0);
  Value *m = v.logit(quadMax(B, h, v.rawMax(l, r)), r);
  auto x = v.leaf(l, r);
  Value *mu = B.CreateSelect(B.CreateFCmpOEQ(m, ninf), zero, m);
  Value *e[4], *c[4];
  for (unsigned j = 0; j < 4; ++j) {
    Value *dj = B.CreateFSub(x[j], mu);
    e[j] = emitExp(B, h, spec.math, dj, /*nonPositive=*/true);
    c[j] = maxKeepNaN(B, dj, ConstantFP::get(f32, -128.0), h.hasNaNMax());
  }
  Value *s = quadSum(B, h, B.CreateFAdd(B.CreateFAdd(e[0], e[1]), B.CreateFAdd(e[2], e[3])));
  Value *t = nullptr;
  if (spec.entropy)
    t = quadSum(B, h,
                B.CreateFAdd(fma(B, e[0], c[0], B.CreateFMul(e[1], c[1])),
                             fma(B, e[2], c[2], B.CreateFMul(e[3], c[3]))));
  auto [w, inner] = weighPartial(B, h, spec.math, m, s, t, Mg);
  S = fma(B, s, w, S);
  if (U)
    U = fma(B, inner, w, U);
}

/// Thread r of the quad writes row r's (0: g, 1: g + 8) partial of group cols.group.
void writeGroupRow(Builder &B, Hooks &h, const KernelSpec &spec, const WarpRows &w,
                   const LeafColumns &cols, unsigned r, Value *Mg, Value *S, Value *U) {
  Value *q = B.CreateAnd(h.laneIndex(B), B.getInt64(3)), *rows = h.arg(B, LH_Rows);
  emitIf(B, B.CreateAnd(B.CreateICmpEQ(q, B.getInt64(r)), B.CreateICmpSLT(w.row[r], rows)),
         [&] { storeGroupPartial(B, h, spec, w.row[r], cols, Mg, S, U); });
}

} // namespace

int64_t leafTileSpan(const KernelSpec &spec) {
  static_assert(kLeafCols * kGroupLeaves == kLmHeadTileCols, "a group is a column tile");
  return leafGroupsPerTile(spec.tile_width) * kLmHeadTileCols;
}

Value *leafWeightColumn(Builder &B, const KernelSpec &spec, Value *c0v) {
  const int64_t span = leafTileSpan(spec);
  Value *k = udiv32(B, c0v, B.getInt64(span));
  return B.CreateAdd(B.CreateMul(k, B.getInt64(spec.tile_width)),
                     B.CreateSub(c0v, B.CreateMul(k, B.getInt64(span))));
}

void emitLeafGroups(Builder &B, Hooks &h, const KernelSpec &spec, Value *r0, Value *c0v,
                    AccumulatorAt acc) {
  const WarpRows w(B, h, r0);
  const LeafColumns cols(B, h, spec, c0v);
  Value *tau[2];
  rowTemperatures(B, h, spec, w, tau);
  auto pairOf = [&](Value *nt, unsigned i) { return accumulatorPairAt(B, acc, nt, i); };
  const LeafValues v(B, h, spec, {pairOf, false}, cols, tau);
  // The target's logit first, while every accumulator is live anyway.
  storeTargetLogits(B, h, spec, v, w, cols, /*dynamicTiles=*/false);
  Value *Mg[2] = {v.logit(rawGroupMax(B, h, v, 0), 0), v.logit(rawGroupMax(B, h, v, 1), 1)};
  // Both rows in one pass (independent chains side by side), each leaf's accumulators dead
  // after it. Straight-line code: no branch between the leaves.
  Value *zero = ConstantFP::get(B.getFloatTy(), 0.0);
  Value *S[2] = {zero, zero}, *U[2] = {nullptr, nullptr};
  if (spec.entropy)
    U[0] = U[1] = zero;
  for (unsigned l = 0; l < kLeaves; ++l)
    for (unsigned r = 0; r < 2; ++r)
      leafStep(B, h, spec, v, B.getInt64(l), r, Mg[r], S[r], U[r]);
  for (unsigned r = 0; r < 2; ++r)
    writeGroupRow(B, h, spec, w, cols, r, Mg[r], S[r], U[r]);
}

} // namespace logpjit::tmpl::lm_head
