//===- lm_head_leaves.cpp - The full sm_90 kernel's leaf-order epilogue ----===//
//
// docs/numerics.md, "The leaf order"; KernelSpec::leaf_groups. A warp of the full kernel
// holds 16 rows x 256 columns of accumulators in the m16n8 layout: thread q of quad g has
// columns 8 n + 2 q and 8 n + 2 q + 1 of rows g and g + 8 for every n8 tile n. A leaf is the
// n8 tiles 2 l and 2 l + 1, so each thread holds four of a leaf's columns per row and the
// quad the whole leaf: the leaf's max and sums come from the thread's own four values and
// two butterflies (xor 1, xor 2), the operations of tile_leaves.cpp. A launch's column tiles
// start at a tile's first column, so the warp's 256 columns are one group of every row,
// whose partial the quad's threads then chain as the merge does; the logits themselves never
// leave the registers. Columns at and past LH_ValidCols (the tile's padding, a narrower last
// column tile) read -inf.
//
//===----------------------------------------------------------------------===//
#include "templates/lm_head_parts.h"

using namespace llvm;
using namespace logpjit::abi;

namespace logpjit::tmpl::lm_head {

namespace {

constexpr unsigned kLeaves = kLmHeadTileCols / 16; ///< 16 leaves of 16 columns per row

/// The logits of a warp's accumulators as tile_stats would read them back: rounded once to
/// the logits dtype and widened, divided by the row's temperature, -inf past the real
/// columns. Computed where they are used, from the accumulators (which stay live anyway):
/// holding all 128 would spill.
struct LeafValues {
  Builder &B;
  Hooks &h;
  const KernelSpec &spec;
  AccumulatorAt acc;
  Value *limit;  ///< this thread's columns nt * 8 + j are real below it
  Value *tau[2]; ///< rows g, g + 8 (null: no temperature)

  LeafValues(Builder &B, Hooks &h, const KernelSpec &spec, AccumulatorAt acc, Value *c0,
             Value *rowTau[2])
      : B(B), h(h), spec(spec), acc(acc), tau{rowTau[0], rowTau[1]} {
    Value *q2 = B.CreateShl(B.CreateAnd(h.laneIndex(B), B.getInt64(3)), 1);
    limit = B.CreateSub(B.CreateSub(h.arg(B, LH_ValidCols), c0), q2);
  }
  /// Elements i, i + 1 (i = 0: row g, 2: row g + 8) of n8 tile nt.
  std::array<Value *, 2> pair(unsigned nt, unsigned i) const {
    Value *v = accumulatorPair(B, acc, 0, nt, i);
    if (spec.dtype != DType::F32)
      v = widenToFloat(B, spec.dtype, storageValue(B, spec.dtype, v, h.hasBF16Convert()));
    std::array<Value *, 2> out;
    for (unsigned j = 0; j < 2; ++j) {
      Value *e = B.CreateExtractElement(v, uint64_t(j));
      if (tau[i / 2])
        e = emitFDiv(B, false, e, tau[i / 2]);
      Value *real = B.CreateICmpSLT(B.getInt64(nt * 8 + j), limit);
      out[j] = B.CreateSelect(real, e, ConstantFP::getInfinity(B.getFloatTy(), true));
    }
    return out;
  }
  /// Row r's (0: g, 1: g + 8) four columns of leaf l held by this thread.
  std::array<Value *, 4> leaf(unsigned l, unsigned r) const {
    auto a = pair(2 * l, 2 * r), b = pair(2 * l + 1, 2 * r);
    return {a[0], a[1], b[0], b[1]};
  }
  /// The maximum of row r's four accumulators of leaf l, -inf past the real columns, as
  /// they are (not rounded). Rounding to nearest even and division by tau > 0 are
  /// monotone, so the logit of the maximum is the maximum of the logits (the sign of zero
  /// too): a leaf's max needs one conversion, not four.
  Value *rawMax(unsigned l, unsigned r) const {
    Value *m = nullptr;
    for (unsigned nt : {2 * l, 2 * l + 1})
      for (unsigned j = 0; j < 2; ++j) {
        Value *a = B.CreateLoad(B.getFloatTy(), acc(0, nt, 2 * r + j));
        Value *real = B.CreateICmpSLT(B.getInt64(nt * 8 + j), limit);
        a = B.CreateSelect(real, a, ConstantFP::getInfinity(B.getFloatTy(), true));
        m = m ? B.CreateIntrinsic(Intrinsic::maximum, {a->getType()}, {m, a}) : a;
      }
    return m;
  }
  /// `v` (an accumulator's value of row r) as its logit.
  Value *logit(Value *v, unsigned r) const {
    if (spec.dtype != DType::F32)
      v = widenToFloat(B, spec.dtype, storageValue(B, spec.dtype, v, h.hasBF16Convert()));
    return tau[r] ? emitFDiv(B, false, v, tau[r]) : v;
  }
};

/// v combined with lane ^ o's v by `op`, in every lane of the quad.
Value *butterfly(Builder &B, Hooks &h, Value *v, unsigned o,
                 function_ref<Value *(Value *, Value *)> op) {
  Value *src = B.CreateTrunc(B.CreateXor(h.laneIndex(B), B.getInt64(o)), B.getInt32Ty());
  return op(v, h.laneBroadcast(B, v, src));
}

Value *maxOf(Builder &B, Value *a, Value *b) {
  return B.CreateIntrinsic(Intrinsic::maximum, {a->getType()}, {a, b});
}

/// A quad's sum of its threads' values: (a0 + a1) + (a2 + a3) in every thread.
Value *quadSum(Builder &B, Hooks &h, Value *a) {
  auto add = [&](Value *x, Value *y) { return B.CreateFAdd(x, y); };
  return butterfly(B, h, butterfly(B, h, a, 1, add), 2, add);
}

/// The row's active flag (the merge writes +0 outputs for the others) and its target.
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

} // namespace

void emitLeafGroups(Builder &B, Hooks &h, const KernelSpec &spec, Value *r0, Value *c0,
                    AccumulatorAt acc) {
  Type *f32 = B.getFloatTy();
  Value *lane = h.laneIndex(B), *q = B.CreateAnd(lane, B.getInt64(3));
  Value *rows = h.arg(B, LH_Rows);
  Value *row[2] = {B.CreateAdd(r0, B.CreateLShr(lane, 2)), nullptr};
  row[1] = B.CreateAdd(row[0], B.getInt64(8));
  Value *tau[2] = {nullptr, nullptr};
  for (unsigned r = 0; r < 2 && spec.has_temperature; ++r) {
    Value *word = h.arg(B, LH_Temperature);
    if (!spec.temperature_rows) {
      tau[r] = B.CreateBitCast(B.CreateTrunc(word, B.getInt32Ty()), f32);
      continue;
    }
    // Rows past the output read the last row's (a value, never used).
    Value *at =
        B.CreateSelect(B.CreateICmpSLT(row[r], rows), row[r], B.CreateSub(rows, B.getInt64(1)));
    tau[r] = B.CreateLoad(f32, B.CreateGEP(f32, ptrArg(B, h, LH_Temperature), at));
  }
  const LeafValues v(B, h, spec, acc, c0, tau);
  const bool nanMax = h.hasNaNMax();
  Value *ninf = ConstantFP::getInfinity(f32, true), *zero = ConstantFP::get(f32, 0.0);
  auto mx = [&](Value *a, Value *b) { return maxOf(B, a, b); };
  auto quadMax = [&](Value *a) { return butterfly(B, h, butterfly(B, h, a, 1, mx), 2, mx); };
  // The target's logit first, while every accumulator is live anyway (kernel_abi.h's
  // LH_TargetLogit): the thread whose columns hold an active row's target stores it. d is
  // the target's column less this thread's first; 0 <= d < 256 (unsigned: a negative d is
  // above), element 0 or 1 of an n8 tile. A switch on the tile, taken by that thread alone:
  // selects over the accumulators, in the hot path or after it, spill.
  for (unsigned r = 0; r < 2; ++r) {
    auto [active, target] = rowTarget(B, h, spec, row[r], rows);
    Value *d =
        B.CreateSub(B.CreateSub(B.CreateSub(target, h.arg(B, LH_ColStart)), c0), B.CreateShl(q, 1));
    Value *mine = B.CreateAnd(B.CreateICmpULT(d, B.getInt64(kLmHeadTileCols)),
                              B.CreateICmpULT(B.CreateAnd(d, B.getInt64(7)), B.getInt64(2)));
    mine = B.CreateAnd(mine, B.CreateAnd(active, B.CreateICmpSLT(row[r], rows)));
    emitIf(B, mine, [&] {
      Value *out = B.CreateGEP(f32, ptrArg(B, h, LH_TargetLogit),
                               B.CreateMul(row[r], h.arg(B, LH_LogitsStride)));
      Value *odd = B.CreateICmpNE(B.CreateAnd(d, B.getInt64(1)), B.getInt64(0));
      Function *F = B.GetInsertBlock()->getParent();
      BasicBlock *join = BasicBlock::Create(B.getContext(), "target.join", F);
      SwitchInst *sw = B.CreateSwitch(B.CreateLShr(d, 3), join, kLmHeadTileCols / 8);
      for (unsigned nt = 0; nt < kLmHeadTileCols / 8; ++nt) {
        BasicBlock *bb = BasicBlock::Create(B.getContext(), "target.tile", F);
        sw->addCase(B.getInt64(nt), bb);
        B.SetInsertPoint(bb);
        auto x = v.pair(nt, 2 * r); // a target is a real column
        B.CreateStore(canonicalNaN(B, B.CreateSelect(odd, x[1], x[0])), out);
        B.CreateBr(join);
      }
      B.SetInsertPoint(join);
    });
  }
  // The groups' maxima: the rows' maxima of the accumulators (exact in any order), then one
  // conversion each (LeafValues::rawMax).
  Value *Mg[2];
  for (unsigned r = 0; r < 2; ++r) {
    Value *raw = nullptr;
    for (unsigned l = 0; l < kLeaves; ++l)
      raw = raw ? maxOf(B, raw, v.rawMax(l, r)) : v.rawMax(l, r);
    Mg[r] = v.logit(quadMax(raw), r);
  }
  // Each leaf's max and sums in tile_leaves.cpp's order, chained into its row's group as
  // they come; both rows in one pass (independent chains side by side), each leaf's
  // accumulators dead after it. Straight-line code: no branch between the leaves.
  Value *S[2] = {zero, zero}, *U[2] = {nullptr, nullptr};
  if (spec.entropy)
    U[0] = U[1] = zero;
  for (unsigned l = 0; l < kLeaves; ++l)
    for (unsigned r = 0; r < 2; ++r) {
      Value *m = v.logit(quadMax(v.rawMax(l, r)), r);
      auto x = v.leaf(l, r);
      Value *mu = B.CreateSelect(B.CreateFCmpOEQ(m, ninf), zero, m);
      Value *e[4], *c[4];
      for (unsigned j = 0; j < 4; ++j) {
        Value *dj = B.CreateFSub(x[j], mu);
        e[j] = emitExp(B, h, spec.math, dj, /*nonPositive=*/true);
        c[j] = maxKeepNaN(B, dj, ConstantFP::get(f32, -128.0), nanMax);
      }
      Value *s = quadSum(B, h, B.CreateFAdd(B.CreateFAdd(e[0], e[1]), B.CreateFAdd(e[2], e[3])));
      Value *t = nullptr;
      if (spec.entropy)
        t = quadSum(B, h,
                    B.CreateFAdd(fma(B, e[0], c[0], B.CreateFMul(e[1], c[1])),
                                 fma(B, e[2], c[2], B.CreateFMul(e[3], c[3]))));
      auto [w, inner] = weighPartial(B, h, spec.math, m, s, t, Mg[r]);
      S[r] = fma(B, s, w, S[r]);
      if (U[r])
        U[r] = fma(B, inner, w, U[r]);
    }
  // Thread r of the quad writes row r's partial: group c0 / 256 of the launch's columns.
  static_assert(kLmHeadTileCols == 256, "a column tile is one group of 16 leaves");
  Value *at = B.CreateMul(B.CreateLShr(c0, 8), B.getInt64(spec.entropy ? 3 : 2));
  for (unsigned r = 0; r < 2; ++r)
    emitIf(B, B.CreateAnd(B.CreateICmpEQ(q, B.getInt64(r)), B.CreateICmpSLT(row[r], rows)), [&] {
      Value *out = B.CreateGEP(f32, ptrArg(B, h, LH_Logits),
                               B.CreateAdd(B.CreateMul(row[r], h.arg(B, LH_LogitsStride)), at));
      Value *vals[3] = {Mg[r], S[r], U[r]};
      for (unsigned f = 0; f < (spec.entropy ? 3u : 2u); ++f)
        B.CreateStore(canonicalNaN(B, vals[f]), B.CreateConstGEP1_64(f32, out, f));
    });
}

} // namespace logpjit::tmpl::lm_head
