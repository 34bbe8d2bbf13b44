//===- tile_stats.cpp - Per (row, tile) partials in the canonical order ----===//
//
// For row t and local tile k (W columns), produces m = max_j x_j, s = sum_j exp(x_j - m)
// and, for entropy specs, t = sum_j exp(x_j - m) * (x_j - m), in the canonical order
// (docs/numerics.md):
//   - the tile is cut into NCH = ceil(W / C) chunks of C contiguous columns; chunk c
//     belongs to logical lane c mod L and is that lane's (c div L)-th step;
//   - m = IEEE maximum of the tile (exact, in any order);
//   - a lane keeps C slot accumulators s[0..C), t[0..C); per chunk, in step order:
//       e[j] = exp(x[j] - m); s[j] = s[j] + e[j]; t[j] = fma(e[j], max(x[j] - m, -128), t[j])
//   - the slots are folded by halving (s[j] += s[j + C/2^i]) and the L lane sums are
//     added by the pairwise tree of Hooks::laneReduce.
// GPUs in the native scopes keep the online order of codegen <= 4 where the two passes do
// not fit in registers (docs/numerics.md: a running max per lane, rescaled slots, a
// combine of (m, s, t) states; tile_online.cpp). sm_90's portable math may stage the tile
// in shared memory for the two passes (tile_staged.cpp). Which form a kernel takes is its
// plan's (tile_plan.cpp); this file and the others of tile_lane.h only emit it.
// Columns beyond the tile or in the padding region read as -inf; an all -inf tile gives
// (-inf, 0, 0). The owner of an active row's target also records x_target.
//
//===----------------------------------------------------------------------===//
#include "runtime/core/kernel_abi.h"
#include "templates/numerics.h"
#include "templates/tile_lane.h"

using namespace llvm;
using namespace logpjit::abi;

namespace logpjit::tmpl {

void emitTileStats(Module &M, Hooks &h, const KernelSpec &spec) {
  const TileStatsPlan plan = planTileStats(spec, planTarget(h, spec.target.arch));
  auto itemCount = [&](Builder &B) {
    return B.CreateSDiv(h.arg(B, TS_ShardCols), B.getInt64(plan.W));
  };
  auto body = [&](Builder &B, Value *row, Value *tile) {
    TileStatsEmitter(B, h, spec, plan).emitUnit(row, tile);
  };
  h.emitKernel(M, spec.symbolName(), TS_NumArgs, TS_Rows, plan.grid, itemCount, body);
}

TileStatsEmitter::TileStatsEmitter(Builder &B, Hooks &h, const KernelSpec &spec,
                                   const TileStatsPlan &plan)
    : B(B), h(h), spec(spec), plan(plan) {
  LLVMContext &Ctx = B.getContext();
  f32 = Type::getFloatTy(Ctx);
  i8 = Type::getInt8Ty(Ctx);
  vty = plan.C == 1 ? f32 : (Type *)FixedVectorType::get(f32, plan.C);
  // One chunk of C columns in the storage type (widened later, so that a batch of loads
  // in flight costs half the registers for 16-bit dtypes).
  rawTy = plan.C == 1 ? storageType(B, spec.dtype)
                      : (Type *)FixedVectorType::get(storageType(B, spec.dtype), plan.C);
  ninf = ConstantFP::getInfinity(f32, true);
  vzero = Constant::getNullValue(vty);
  types = {f32, f32};
  if (spec.entropy)
    types.push_back(f32);
}

void TileStatsEmitter::emitUnit(Value *row_, Value *tile_, bool laneStats_) {
  row = row_;
  tile = tile_;
  laneStats = laneStats_;
  locateTile();
  rowActivity();
  if (laneStats)
    laneStatsTarget();
  if (spec.leaf_groups)
    groupsReduce();
  else if (spec.tile_sum == TileSum::Leaves)
    leavesReduce();
  else
    reduce();
  storePartials();
  targetLogit();
}

/// The tile's first column, its real columns and the temperature (the row's, for a
/// per-row temperature: read for inactive rows too, which use no value of it).
void TileStatsEmitter::locateTile() {
  const unsigned esize = plan.esize;
  Value *stride = h.arg(B, TS_RowStride);
  Value *logits = B.CreateIntToPtr(h.arg(B, TS_Logits), B.getPtrTy());
  tau = !spec.has_temperature ? nullptr
        : spec.temperature_rows
            ? B.CreateLoad(
                  f32,
                  B.CreateGEP(f32, B.CreateIntToPtr(h.arg(B, TS_Temperature), B.getPtrTy()), row))
            : B.CreateBitCast(B.CreateTrunc(h.arg(B, TS_Temperature), B.getInt32Ty()), f32);
  if (tau && plan.rowReciprocal)
    rowDiv = makeRowDivisor(B, plan.quick, tau);
  rowPtr = B.CreateGEP(i8, logits, B.CreateMul(B.CreateMul(row, stride), B.getInt64(esize)));
  Value *tileStart = B.CreateMul(tile, B.getInt64(plan.W));
  tilePtr = B.CreateGEP(i8, rowPtr, B.CreateMul(tileStart, B.getInt64(esize)));
  // Real columns of this tile: clamp(valid_cols - tile_start, 0, W).
  lim = B.CreateSub(h.arg(B, TS_ValidCols), tileStart);
  lim = B.CreateSelect(B.CreateICmpSLT(lim, B.getInt64(0)), B.getInt64(0), lim);
  lim = B.CreateSelect(B.CreateICmpSGT(lim, B.getInt64(plan.W)), B.getInt64(plan.W), lim);
}

Value *TileStatsEmitter::loadTarget() {
  return B.CreateSExt(B.CreateLoad(idxTy, B.CreateGEP(idxTy, tgtPtr, row)), B.getInt64Ty());
}

/// The row's activity (docs/numerics.md, "Inactive rows"): an inactive row is not computed
/// at all. Its partials are the identity and its logits are never read, so a padded batch
/// costs only its active rows.
void TileStatsEmitter::rowActivity() {
  tgtPtr = B.CreateIntToPtr(h.arg(B, TS_Targets), B.getPtrTy());
  idxTy = spec.index_type == IndexType::I64 ? B.getInt64Ty() : B.getInt32Ty();
  if (spec.mask_mode == MaskMode::ActiveMask) {
    Value *act = B.CreateIntToPtr(h.arg(B, TS_Active), B.getPtrTy());
    active = B.CreateICmpNE(B.CreateLoad(i8, B.CreateGEP(i8, act, row)), B.getInt8(0));
  } else {
    active = B.CreateICmpNE(loadTarget(), h.arg(B, TS_IgnoreIndex));
  }
}

/// The lane reduction into res: whole-padding tiles and inactive rows keep the identity
/// without reading anything.
void TileStatsEmitter::reduce() {
  res[0] = makeVar(B, f32, ninf, "res.m");
  res[1] = makeVar(B, f32, ConstantFP::get(f32, 0.0), "res.s");
  res[2] = makeVar(B, f32, ConstantFP::get(f32, 0.0), "res.t");
  // The lane code once per alignment class of the tile start (forClasses) where the plan
  // says so; otherwise once, its lane body dispatching its loads itself.
  auto byAlignment = [&] {
    if (plan.alignDispatch != AlignDispatch::Lane) {
      reduceWith(0);
      return;
    }
    forClasses([&](unsigned a) { reduceWith(a); });
  };
  if (!laneStats) {
    emitIf(
        B, B.CreateAnd(active, B.CreateICmpSGT(lim, B.getInt64(0))), [&] { byAlignment(); },
        nullptr, "nonempty");
    return;
  }
  emitIf(B, active, [&] {
    emitIf(
        B, B.CreateICmpSGT(lim, B.getInt64(0)), [&] { byAlignment(); },
        [&] { storeEmptyLaneStats(); }, "nonempty");
  });
}

void TileStatsEmitter::reduceWith(unsigned align) {
  Value *hostM = plan.maxPass == MaxPass::Host ? hostTileMax(align) : nullptr;
  auto body = [&](Builder &, Value *lane) { return laneBody(lane, align, hostM); };
  auto comb = [&](Builder &, ArrayRef<Value *> a, ArrayRef<Value *> b) { return combine(a, b); };
  LaneState st = h.laneReduce(B, plan.L, types, body, comb);
  for (unsigned i = 0; i < st.size(); ++i)
    B.CreateStore(st[i], res[i]);
}

LaneState TileStatsEmitter::laneBody(Value *lane, unsigned align, Value *hostM) {
  if (plan.order == TileOrder::TwoPass)
    return twoPassLane(lane, align, hostM);
  LaneState st = onlineLane(lane, align);
  laneStatsPass(lane, align);
  return st;
}

LaneState TileStatsEmitter::combine(ArrayRef<Value *> a, ArrayRef<Value *> b) {
  if (plan.order == TileOrder::TwoPass) { // every lane holds the tile max: the combine is a sum
    LaneState out{a[0], B.CreateFAdd(a[1], b[1])};
    if (spec.entropy)
      out.push_back(B.CreateFAdd(a[2], b[2]));
    return out;
  }
  return combineOnline(a, b);
}

void TileStatsEmitter::storePartials() {
  Value *nTiles = B.CreateSDiv(h.arg(B, TS_ShardCols), B.getInt64(plan.W));
  Value *outIdx = B.CreateMul(B.CreateAdd(B.CreateMul(row, nTiles), tile), B.getInt64(plan.P));
  Value *out = B.CreateGEP(f32, B.CreateIntToPtr(h.arg(B, TS_Partials), B.getPtrTy()), outIdx);
  emitIf(
      B, h.leader(B),
      [&] {
        for (unsigned i = 0; i < plan.P; ++i)
          B.CreateStore(canonicalNaN(B, B.CreateLoad(f32, res[i])),
                        B.CreateConstGEP1_64(f32, out, i));
      },
      nullptr, "leader");
}

/// The target logit, once per row (tile 0, the leader): selected, never summed.
void TileStatsEmitter::targetLogit() {
  emitIf(B, B.CreateAnd(B.CreateICmpEQ(tile, B.getInt64(0)), h.leader(B)), [&] {
    AllocaInst *tl = makeVar(B, f32, ConstantFP::get(f32, 0.0), "tl");
    emitIf(B, active, [&] {
      Value *local = B.CreateSub(loadTarget(), h.arg(B, TS_ShardStart));
      Value *owned = B.CreateAnd(B.CreateICmpSGE(local, B.getInt64(0)),
                                 B.CreateICmpSLT(local, h.arg(B, TS_ShardCols)));
      emitIf(B, owned, [&] {
        if (spec.leaf_groups) { // the GEMM's epilogue left x_target / tau after the groups
          B.CreateStore(B.CreateLoad(f32, groupPtr(nullptr)), tl);
          return;
        }
        Value *p = B.CreateGEP(i8, rowPtr, B.CreateMul(local, B.getInt64(plan.esize)));
        B.CreateStore(scale(loadAsFloat(B, spec.dtype, p, 1)), tl);
      });
    });
    Value *tlOut = B.CreateIntToPtr(h.arg(B, TS_TargetLogit), B.getPtrTy());
    B.CreateStore(canonicalNaN(B, B.CreateLoad(f32, tl)), B.CreateGEP(f32, tlOut, row));
  });
}

/// x divided by the temperature, if any (IEEE division, division-free in a quick tier; the
/// registers home's checked lanes divide through the row's reciprocal instead: laneSums).
Value *TileStatsEmitter::scale(Value *x) {
  if (!tau)
    return x;
  Value *t = x->getType()->isVectorTy() ? B.CreateVectorSplat(plan.C, tau) : tau;
  return emitFDiv(B, plan.quick, x, t);
}

/// max(a, b) with IEEE maximum semantics (NaN-propagating, -0 < +0) on any target.
Value *TileStatsEmitter::maxOp(Value *a, Value *b) {
  return B.CreateIntrinsic(Intrinsic::maximum, {a->getType()}, {a, b});
}

/// max(d, -128) for the entropy term: b > a ? b : a is IEEE maximum for every d here (a NaN
/// d stays NaN, -0 stays -0), so each target takes its cheaper form.
Value *TileStatsEmitter::clampLow(Value *d) {
  return maxKeepNaN(B, d, fconst(B, d->getType(), -128.0), plan.target.nanMax);
}

/// The max of a vector of slots, scaled by 1/tau: max(x / tau) = max(x) / tau (division by
/// tau > 0 is monotone), so no element division is needed for it.
Value *TileStatsEmitter::scaledMax(Value *v) {
  Value *ml = foldSlots(B, v, /*isMax=*/true, /*nanMax=*/true);
  if (!ml->getType()->isFloatTy())
    ml = B.CreateFPExt(ml, f32);
  return tau ? emitFDiv(B, plan.quick, ml, tau) : ml;
}

/// The second pass: one term e = exp(x - M) per column into the slots. The sum s is
/// computed the same way whether or not the spec carries entropy, so that lse and logp
/// never depend on which other outputs a caller asks for (docs/numerics.md, "One answer
/// per row"); entropy specs only add t = fma(e, max(x - M, -128), t) beside it. The
/// portable math adds each term in one rounding (portableExpAdd), and entropy reuses its
/// term rounded once; the native math takes ex2((x - M) log2 e) as written (its argument
/// is off by u |x - M| log2 e, where a fused ex2(x a - M a) would be off by u |M| log2 e).
void TileStatsEmitter::addStep(Value *x, Value *Mv, Value *&sv, Value *&tv) {
  Value *d = B.CreateFSub(x, Mv);
  Value *e = nullptr;
  if (plan.math == MathImpl::Portable) {
    sv = portableExpAdd(B, d, sv ? sv : vzero, plan.target.nanMax, spec.entropy ? &e : nullptr);
  } else {
    e = emitExp(B, h, plan.math, d, /*nonPositive=*/true);
    sv = sv ? B.CreateFAdd(sv, e) : e; // 0 + e == e: an exp is never -0
  }
  if (spec.entropy)
    tv = fma(B, e, clampLow(d), tv);
}

} // namespace logpjit::tmpl
