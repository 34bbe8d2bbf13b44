//===- tile_online.cpp - The online order of tile partials ------------------===//
//
// GPU native math whose lane share of a tile does not fit in registers (docs/numerics.md,
// "Where the online order remains"): each lane keeps a running max m and C slots s, t;
// per chunk in step order:
//   mc = max(chunk); mn = max(m, mc)
//   if mn != m and m != -inf: d = m - mn; r = exp(d); t[j] = (r == 0) ? 0 : fma(d, s[j], t[j]) * r;
//                             s[j] = s[j] * r
//   m = mn; if mn != -inf: e[j] = exp(x[j] - mn); s[j] += e[j];
//                          t[j] = fma(e[j], max(x[j] - mn, -128), t[j])
// and a NaN anywhere in the lane's columns makes the lane state (NaN, NaN, NaN); the slots
// fold by halving and the lane states combine by the pairwise tree with combineOnline.
//
//===----------------------------------------------------------------------===//
#include "templates/numerics.h"
#include "templates/tile_lane.h"

using namespace llvm;

namespace logpjit::tmpl {

/// Combine of two lane/tile states (m, s[, t]) (docs/numerics.md): w = m == M ? 1 :
/// exp(m - M); s = s_a w_a + s_b w_b;
/// t = fma(d_a, s_a, t_a) w_a + fma(d_b, s_b, t_b) w_b with d = (m == M or m == -inf) ? 0 : m - M.
LaneState TileStatsEmitter::combineOnline(ArrayRef<Value *> a, ArrayRef<Value *> b) {
  Value *M = fmaxNaN(B, a[0], b[0]);
  Value *one = fconst(B, M->getType(), 1.0), *zero = fconst(B, M->getType(), 0.0);
  // At most one of the two weights differs from 1, and it is exp(min(ma, mb) - M): one
  // exp per combine, the same bits as computing exp(m - M) for each side.
  Value *lo = B.CreateSelect(B.CreateFCmpOLT(a[0], b[0]), a[0], b[0]);
  Value *e = emitExp(B, h, plan.math, B.CreateFSub(lo, M), /*nonPositive=*/true);
  auto weight = [&](Value *m) { return B.CreateSelect(B.CreateFCmpOEQ(m, M), one, e); };
  Value *wa = weight(a[0]), *wb = weight(b[0]);
  LaneState out{M, B.CreateFAdd(B.CreateFMul(a[1], wa), B.CreateFMul(b[1], wb))};
  if (spec.entropy) {
    auto term = [&](ArrayRef<Value *> s, Value *w) {
      Value *same = B.CreateOr(B.CreateFCmpOEQ(s[0], M), B.CreateFCmpOEQ(s[0], ninf));
      Value *d = B.CreateSelect(same, zero, B.CreateFSub(s[0], M));
      // w == 0: the term vanishes; d * s may overflow to -inf first (-inf * 0 = NaN).
      return B.CreateSelect(B.CreateFCmpOEQ(w, zero), zero, B.CreateFMul(fma(B, d, s[1], s[2]), w));
    };
    out.push_back(B.CreateFAdd(term(a, wa), term(b, wb)));
  }
  return out;
}

/// One chunk `x` (fp32) into the lane state (m, s, t, nan): the running max, the rescale
/// when it grows, the chunk's terms.
void TileStatsEmitter::onlineProcess(Value *x, AllocaInst *m, AllocaInst *s, AllocaInst *t,
                                     AllocaInst *nan, Type *bty) {
  const int64_t C = plan.C;
  // exp(a - b), a <= b or NaN, as written (as in the two passes).
  auto expDiff = [&](Value *a, Value *b) {
    return emitExp(B, h, plan.math, B.CreateFSub(a, b), /*nonPositive=*/true);
  };
  Value *mc, *mn, *mo = B.CreateLoad(f32, m);
  if (plan.target.nanMax) {
    mc = foldSlots(B, x, /*isMax=*/true, /*nanMax=*/true);
    mn = B.CreateIntrinsic(Intrinsic::maximum, {f32}, {mo, mc});
  } else {
    B.CreateStore(B.CreateOr(B.CreateLoad(bty, nan), B.CreateFCmpUNO(x, x)), nan);
    mc = foldSlots(B, x, /*isMax=*/true);
    mn = fmaxSel(B, mo, mc);
  }
  Value *rescale = B.CreateAnd(B.CreateFCmpUNE(mn, mo), B.CreateFCmpUNE(mo, ninf));
  emitIf(
      B, rescale,
      [&] {
        Value *d = B.CreateFSub(mo, mn);
        Value *r = expDiff(mo, mn);
        Value *dv = C == 1 ? d : B.CreateVectorSplat(C, d);
        Value *rv = C == 1 ? r : B.CreateVectorSplat(C, r);
        Value *so = B.CreateLoad(vty, s);
        if (t) {
          // r == 0: the old terms vanish; (m - mn) * s may overflow to -inf first.
          Value *tr = B.CreateFMul(fma(B, dv, so, B.CreateLoad(vty, t)), rv);
          Value *gone = B.CreateFCmpOEQ(r, fconst(B, f32, 0.0));
          B.CreateStore(B.CreateSelect(gone, vzero, tr), t);
        }
        B.CreateStore(B.CreateFMul(so, rv), s);
      },
      nullptr, "rescale");
  B.CreateStore(mn, m);
  emitIf(
      B, B.CreateFCmpUNE(mn, ninf),
      [&] {
        Value *mv = C == 1 ? mn : B.CreateVectorSplat(C, mn);
        Value *e = expDiff(x, mv);
        B.CreateStore(B.CreateFAdd(B.CreateLoad(vty, s), e), s);
        if (t) {
          Value *d = B.CreateFSub(x, mv);
          Value *dc = fmaxSel(B, d, fconst(B, vty, -128.0));
          B.CreateStore(fma(B, e, dc, B.CreateLoad(vty, t)), t);
        }
      },
      nullptr, "acc");
}

LaneState TileStatsEmitter::onlineLane(Value *lane, unsigned align) {
  const int64_t C = plan.C, L = plan.L, NCH = plan.NCH;
  // A lane's steps run in batches of NB (the plan's): the NB chunk loads are issued first
  // (memory parallelism), then the chunks are processed in order.
  const int64_t NB = plan.onlineBatch, NBATCH = plan.onlineBatches;
  AllocaInst *m = makeVar(B, f32, ninf, "m");
  AllocaInst *s = makeVar(B, vty, vzero, "s");
  AllocaInst *t = spec.entropy ? makeVar(B, vty, vzero, "t") : nullptr;
  // NaN is tracked apart from the max (fmaxSel drops it): any NaN makes the lane NaN.
  Type *bty = C == 1 ? B.getInt1Ty() : (Type *)FixedVectorType::get(B.getInt1Ty(), C);
  AllocaInst *nan = makeVar(B, bty, Constant::getNullValue(bty), "nan");
  const bool nanMax = plan.target.nanMax;
  emitFor(
      B, B.getInt64(0), B.getInt64(NBATCH), 1,
      [&](Value *batch) {
        SmallVector<Value *, 12> chunk, ok;
        SmallVector<AllocaInst *, 12> xs;
        for (int64_t j = 0; j < NB; ++j) {
          Value *it = B.CreateAdd(B.CreateMul(batch, B.getInt64(NB)), B.getInt64(j));
          chunk.push_back(B.CreateAdd(B.CreateMul(it, B.getInt64(L)), lane));
          ok.push_back(B.CreateICmpSLT(chunk[j], B.getInt64(NCH)));
          xs.push_back(makeVar(B, rawTy, negInfRaw(), "xs"));
          emitIf(
              B, ok[j], [&] { B.CreateStore(loadChunk(chunk[j], align), xs[j]); }, nullptr, "ld");
        }
        for (int64_t j = 0; j < NB; ++j)
          emitIf(
              B, ok[j],
              [&] { onlineProcess(prepare(B.CreateLoad(rawTy, xs[j])), m, s, t, nan, bty); },
              nullptr, "inrange");
      },
      "batch", plan.batchUnroll);
  Value *nv = B.CreateLoad(bty, nan);
  Value *anyNan = nanMax ? B.getFalse() : C == 1 ? nv : B.CreateOrReduce(nv);
  Value *qnan = ConstantFP::getNaN(f32);
  LaneState st{B.CreateSelect(anyNan, qnan, B.CreateLoad(f32, m)),
               B.CreateSelect(anyNan, qnan, foldSlots(B, B.CreateLoad(vty, s)))};
  if (t)
    st.push_back(B.CreateSelect(anyNan, qnan, foldSlots(B, B.CreateLoad(vty, t))));
  return st;
}

} // namespace logpjit::tmpl
