//===- tile_leaves.cpp - A tile's partial in the leaf order (TileSum::Leaves) -===//
//
// docs/numerics.md, "The leaf order". A tile is cut into leaves of 16 columns and groups of
// 16 leaves (256 columns) from its first column:
//   - a leaf's m is the maximum of its columns; its s and t are sums over the m16n8
//     accumulator layout of the LM head's MMA: the four columns 2q, 2q + 1, 8 + 2q, 9 + 2q
//     of thread q of a quad, then the quad's butterfly (xor 1, then xor 2);
//   - a group's partial is the merge's sequential chain over its leaves, against the
//     group's maximum; the tile's, the same chain over its groups against the tile's.
// A GEMM's epilogue holds a 256-column output tile of a row in one quad's registers, so it
// can finish a group on chip: the LM head's fused forward then writes 12 bytes per row and
// group instead of the logits. Here every target computes the same operations from
// materialized logits, one (row, tile) unit at a time.
//
//===----------------------------------------------------------------------===//
#include "runtime/core/kernel_abi.h"
#include "templates/numerics.h"
#include "templates/tile_lane.h"

using namespace llvm;
using namespace logpjit::abi;

namespace logpjit::tmpl {

using Partial = LeafPartial;

/// The 16 columns of the leaf at tile column `c0`, as fp32 (x / tau with a temperature);
/// columns at or past the tile's real columns read -inf.
SmallVector<Value *, 16> TileStatsEmitter::leafColumns(Value *c0) {
  Value *last = B.CreateSub(lim, B.getInt64(1));
  SmallVector<Value *, 16> x;
  for (int64_t j = 0; j < kLeafCols; ++j)
    x.push_back(prepare(
        loadClampedElement(B, spec.dtype, tilePtr, B.CreateAdd(c0, B.getInt64(j)), lim, last)));
  return x;
}

/// The IEEE maximum of a leaf's columns (exact in any order).
Value *TileStatsEmitter::leafMax(ArrayRef<Value *> x) {
  Value *m = x[0];
  for (size_t j = 1; j < x.size(); ++j)
    m = maxOp(m, x[j]);
  return m;
}

// leafPartial (numerics.h). Thread q of a quad adds its two pairs, (e[2q] + e[2q + 1]) +
// (e[8 + 2q] + e[9 + 2q]); the butterflies give (a0 + a1) + (a2 + a3) in every thread (fp32
// addition commutes). An all -inf leaf uses 0 in place of m, so that every term is 0.
LeafPartial leafPartial(Builder &B, Hooks &h, MathImpl math, bool entropy, bool nanMax,
                        ArrayRef<Value *> x, Value *m) {
  Type *f32 = B.getFloatTy();
  Value *mu = B.CreateSelect(B.CreateFCmpOEQ(m, ConstantFP::getInfinity(f32, true)),
                             ConstantFP::get(f32, 0.0), m);
  SmallVector<Value *, 16> e, c;
  for (Value *xj : x) {
    Value *d = B.CreateFSub(xj, mu);
    e.push_back(emitExp(B, h, math, d, /*nonPositive=*/true));
    c.push_back(maxKeepNaN(B, d, ConstantFP::get(f32, -128.0), nanMax));
  }
  auto tree = [&](auto term) {
    Value *a[4];
    for (int q = 0; q < 4; ++q)
      a[q] = B.CreateFAdd(term(2 * q, 2 * q + 1), term(8 + 2 * q, 9 + 2 * q));
    return B.CreateFAdd(B.CreateFAdd(a[0], a[1]), B.CreateFAdd(a[2], a[3]));
  };
  Value *s = tree([&](int i, int j) { return B.CreateFAdd(e[i], e[j]); });
  Value *t = entropy
                 ? tree([&](int i, int j) { return fma(B, e[i], c[i], B.CreateFMul(e[j], c[j])); })
                 : nullptr;
  return {m, s, t};
}

/// The merge's sequential chain over `parts` against their maximum `M`: S and U from +0.
static Partial chain(Builder &B, Hooks &h, MathImpl math, ArrayRef<Partial> parts, Value *M) {
  Value *S = ConstantFP::get(B.getFloatTy(), 0.0), *U = parts[0].t ? S : nullptr;
  for (const Partial &p : parts) {
    auto [w, inner] = weighPartial(B, h, math, p.m, p.s, p.t, M);
    S = fma(B, p.s, w, S);
    if (U)
      U = fma(B, inner, w, U);
  }
  return {M, S, U};
}

void TileStatsEmitter::leavesReduce() {
  res[0] = makeVar(B, f32, ninf, "res.m");
  res[1] = makeVar(B, f32, ConstantFP::get(f32, 0.0), "res.s");
  res[2] = makeVar(B, f32, ConstantFP::get(f32, 0.0), "res.t");
  emitIf(
      B, B.CreateAnd(active, B.CreateICmpSGT(lim, B.getInt64(0))),
      [&] {
        Value *leaves =
            B.CreateUDiv(B.CreateAdd(lim, B.getInt64(kLeafCols - 1)), B.getInt64(kLeafCols));
        if (h.lanesAreThreads() && h.hasLaneBroadcast()) // sm_90 (gfx942: in order, per lane)
          leavesOnLanes(leaves);
        else
          leavesInOrder(leaves);
      },
      nullptr, "nonempty");
}

/// One step of the tile's chain: the group partial (m, s, t) against the tile's max M.
void TileStatsEmitter::tileStep(Value *m, Value *s, Value *t, Value *M) {
  auto [w, inner] = weighPartial(B, h, plan.math, m, s, t, M);
  B.CreateStore(fma(B, s, w, B.CreateLoad(f32, res[1])), res[1]);
  if (spec.entropy)
    B.CreateStore(fma(B, inner, w, B.CreateLoad(f32, res[2])), res[2]);
}

/// The host: the leaves one after another. Leaves and groups past the tile's real columns
/// are empty, and an empty partial leaves the chain's S and U as they are (weighPartial):
/// they are not computed.
void TileStatsEmitter::leavesInOrder(Value *leaves) {
  // The tile's maximum first: that of every column, exact in any order.
  AllocaInst *Mv = makeVar(B, f32, ninf, "leaves.max");
  emitFor(
      B, B.getInt64(0), leaves, 1,
      [&](Value *q) {
        Value *m = leafMax(leafColumns(B.CreateMul(q, B.getInt64(kLeafCols))));
        B.CreateStore(maxOp(B.CreateLoad(f32, Mv), m), Mv);
      },
      "leafmax", kNoUnroll);
  Value *M = B.CreateLoad(f32, Mv);
  B.CreateStore(M, res[0]);
  Value *groups =
      B.CreateUDiv(B.CreateAdd(leaves, B.getInt64(kGroupLeaves - 1)), B.getInt64(kGroupLeaves));
  emitFor(
      B, B.getInt64(0), groups, 1,
      [&](Value *g) {
        SmallVector<Partial, 16> leaf;
        Value *Mg = nullptr;
        for (int64_t q = 0; q < kGroupLeaves; ++q) {
          Value *c0 =
              B.CreateMul(B.CreateAdd(B.CreateMul(g, B.getInt64(kGroupLeaves)), B.getInt64(q)),
                          B.getInt64(kLeafCols));
          SmallVector<Value *, 16> x = leafColumns(c0);
          leaf.push_back(
              leafPartial(B, h, plan.math, spec.entropy, plan.target.nanMax, x, leafMax(x)));
          Mg = Mg ? maxOp(Mg, leaf.back().m) : leaf.back().m;
        }
        Partial grp = chain(B, h, plan.math, leaf, Mg);
        tileStep(grp.m, grp.s, grp.t, M);
      },
      "group", kNoUnroll);
}

/// A GPU warp: two groups at a time, lane l computing leaf l % 16 of group 2i + l / 16 (its
/// 16 columns one 32-byte read, the warp's 1 KiB contiguous); the group's max by a
/// butterfly over its 16 lanes, each lane weighing its own leaf, then the group's chain over
/// its lanes' values in order (broadcasts), then the tile's chain over the two groups in
/// order. The operations and their order are leavesInOrder's; a group past the tile's real
/// columns (an odd count's last pair) is empty and changes nothing.
void TileStatsEmitter::leavesOnLanes(Value *leaves) {
  Value *lane = h.laneIndex(B);
  Value *half = B.CreateAnd(lane, B.getInt64(kGroupLeaves));
  Value *pairs = B.CreateUDiv(B.CreateAdd(leaves, B.getInt64(2 * kGroupLeaves - 1)),
                              B.getInt64(2 * kGroupLeaves));
  auto leafStart = [&](Value *i) { // this lane's leaf of pair i: group 2i + l / 16
    return B.CreateMul(B.CreateAdd(B.CreateMul(i, B.getInt64(2 * kGroupLeaves)), lane),
                       B.getInt64(kLeafCols));
  };
  auto from = [&](Value *v, Value *src) {
    return h.laneBroadcast(B, v, B.CreateTrunc(src, B.getInt32Ty()));
  };
  AllocaInst *Mv = makeVar(B, f32, ninf, "leaves.max");
  emitFor(
      B, B.getInt64(0), pairs, 1,
      [&](Value *i) {
        B.CreateStore(maxOp(B.CreateLoad(f32, Mv), leafMax(leafColumns(leafStart(i)))), Mv);
      },
      "leafmax", kNoUnroll);
  Value *M = h.laneMax(B, B.CreateLoad(f32, Mv));
  B.CreateStore(M, res[0]);
  emitFor(
      B, B.getInt64(0), pairs, 1,
      [&](Value *i) {
        SmallVector<Value *, 16> x = leafColumns(leafStart(i));
        Partial p = leafPartial(B, h, plan.math, spec.entropy, plan.target.nanMax, x, leafMax(x));
        Value *Mg = p.m;
        for (unsigned o = 1; o < kGroupLeaves; o *= 2)
          Mg = maxOp(Mg, from(Mg, B.CreateXor(lane, B.getInt64(o))));
        auto [w, inner] = weighPartial(B, h, plan.math, p.m, p.s, p.t, Mg);
        Value *S = ConstantFP::get(f32, 0.0), *U = spec.entropy ? S : nullptr;
        for (int64_t l = 0; l < kGroupLeaves; ++l) {
          Value *src = B.CreateAdd(half, B.getInt64(l));
          Value *wl = from(w, src);
          S = fma(B, from(p.s, src), wl, S);
          if (U)
            U = fma(B, from(inner, src), wl, U);
        }
        for (int64_t g = 0; g < 2; ++g) { // group 2i (lanes 0-15), then 2i + 1
          Value *src = B.getInt64(g * kGroupLeaves);
          tileStep(from(Mg, src), from(S, src), U ? from(U, src) : nullptr, M);
        }
      },
      "pair", kNoUnroll);
}

/// Group g (i64) of this unit's tile in the row's block of group partials (leaf_groups: the
/// row's tiles' ceil(W / 256) groups each, P floats a group, then x_target); null: the slot
/// of x_target.
Value *TileStatsEmitter::groupPtr(Value *g) {
  const int64_t G = leafGroupsPerTile(plan.W);
  Value *tiles = B.CreateSDiv(h.arg(B, TS_ShardCols), B.getInt64(plan.W));
  Value *at =
      g ? B.CreateAdd(B.CreateMul(tile, B.getInt64(G)), g) : B.CreateMul(tiles, B.getInt64(G));
  return B.CreateGEP(f32, rowPtr, B.CreateMul(at, B.getInt64(plan.P)));
}

/// The tile's partial from its groups' (KernelSpec::leaf_groups): the tile's maximum is that
/// of the groups' maxima (exact), then the chain over the groups, as leavesReduce does. The
/// GEMM's epilogue computed every group, also those past the tile's real columns, whose
/// partials are (-inf, 0, 0) and leave S and U as they are.
void TileStatsEmitter::groupsReduce() {
  res[0] = makeVar(B, f32, ninf, "res.m");
  res[1] = makeVar(B, f32, ConstantFP::get(f32, 0.0), "res.s");
  res[2] = makeVar(B, f32, ConstantFP::get(f32, 0.0), "res.t");
  const int64_t G = leafGroupsPerTile(plan.W);
  auto field = [&](Value *g, unsigned f) {
    return B.CreateLoad(f32, B.CreateConstGEP1_64(f32, groupPtr(g), f));
  };
  emitIf(
      B, B.CreateAnd(active, B.CreateICmpSGT(lim, B.getInt64(0))),
      [&] {
        AllocaInst *Mv = makeVar(B, f32, ninf, "groups.max");
        emitFor(
            B, B.getInt64(0), B.getInt64(G), 1,
            [&](Value *g) { B.CreateStore(maxOp(B.CreateLoad(f32, Mv), field(g, 0)), Mv); }, "gmax",
            kNoUnroll);
        Value *M = B.CreateLoad(f32, Mv);
        B.CreateStore(M, res[0]);
        emitFor(
            B, B.getInt64(0), B.getInt64(G), 1,
            [&](Value *g) {
              tileStep(field(g, 0), field(g, 1), spec.entropy ? field(g, 2) : nullptr, M);
            },
            "gsum", kNoUnroll);
      },
      nullptr, "nonempty");
}

} // namespace logpjit::tmpl
