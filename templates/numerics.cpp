//===- numerics.cpp - Portable exp/log, maximum, dtype conversions ---------===//
//
// Every floating-point operation below is an IEEE-754 basic operation (rounded to
// nearest even), an llvm.fma, a compare or select, or integer bit operations: the same bits on x86,
// NVPTX and AMDGPU when contraction is off and subnormals are kept. The log's polynomial
// and the exp's ln 2 split are Cephes' (S. Moshier, Cephes Math Library); the exp's Q and
// the exp-add's 2^r polynomial are fits of this project's (mpmath; the comments say which).
// docs/numerics.md derives the error bounds.
//
//===----------------------------------------------------------------------===//
#include "templates/numerics.h"

#include "llvm/Analysis/VectorUtils.h"

#include "llvm/IR/Intrinsics.h"
#include "llvm/IR/MDBuilder.h"

#include <cmath>

using namespace llvm;

namespace logpjit::tmpl {

static Type *intLike(Builder &B, Type *fty) {
  if (auto *vt = dyn_cast<VectorType>(fty))
    return VectorType::get(B.getInt32Ty(), vt->getElementCount());
  return B.getInt32Ty();
}

static Value *iconst(Builder &B, Type *ity, int64_t v) { return ConstantInt::get(ity, v); }

Value *canonicalNaN(Builder &B, Value *v) {
  return B.CreateSelect(B.CreateFCmpUNO(v, v), ConstantFP::getNaN(v->getType()), v);
}

Value *fma(Builder &B, Value *a, Value *b, Value *c) {
  return B.CreateIntrinsic(Intrinsic::fma, {a->getType()}, {a, b, c});
}

Value *fmaxNaN(Builder &B, Value *a, Value *b) {
  Value *m = B.CreateSelect(B.CreateFCmpOGT(b, a), b, a);
  m = B.CreateSelect(B.CreateFCmpUNO(b, b), b, m);
  return B.CreateSelect(B.CreateFCmpUNO(a, a), a, m);
}

Value *fmaxSel(Builder &B, Value *a, Value *b) {
  return B.CreateSelect(B.CreateFCmpOGT(b, a), b, a);
}

Value *maxKeepNaN(Builder &B, Value *x, Value *c, bool nanMax) {
  return nanMax ? B.CreateIntrinsic(Intrinsic::maximum, {x->getType()}, {x, c}) : fmaxSel(B, x, c);
}

Value *portableExp(Builder &B, Value *x, bool nonPositive, bool nanMax) {
  Type *ty = x->getType();
  Type *ity = intLike(B, ty);
  auto F = [&](double v) { return fconst(B, ty, v); };
  // Clamp to [-88, 89] (codegen version 6), NaN kept: every later step propagates NaN,
  // and -inf becomes -88, whose k = -127 scales to exactly 0 below. `nanMax`: the target
  // has NaN-propagating max/min instructions (one op each, the same result as a select).
  Value *xc = maxKeepNaN(B, x, F(-88.0), nanMax);
  if (!nonPositive)
    xc = nanMax ? B.CreateIntrinsic(Intrinsic::minimum, {ty}, {xc, F(89.0)})
                : B.CreateSelect(B.CreateFCmpOGT(xc, F(89.0)), F(89.0), xc);
  // k = round-to-nearest-even(xc * log2(e)) in one rounding: the fma adds 1.5 * 2^23 so
  // that the integer k lands in the low mantissa bits of `tk`; k in [-127, 128].
  const double kShift = 12582912.0; // 1.5 * 2^23, bits 0x4B400000
  Value *tk = fma(B, xc, F(1.44269504088896341f), F(kShift));
  Value *kf = B.CreateFSub(tk, F(kShift));
  // r = xc - k*ln2 in two fma steps (ln2 = C1 + C2, C1 exact in 9 bits), |r| <= ln2/2.
  Value *r = fma(B, kf, F(-0.693359375f), xc);
  r = fma(B, kf, F(2.12194440e-4f), r);
  // exp(r) - 1 = r + r^2 (c2 + r(c3 + r(c4 + r(c5 + r c6)))): the square, four fmas
  // (Horner) and one fma that adds r last, exactly as the largest term. The c_i are a
  // Chebyshev fit of (exp(r) - 1 - r) / r^2 on |r| <= 1.0001 ln2/2 rounded to fp32
  // (relative error 1.0e-8 in exact arithmetic; docs/numerics.md).
  Value *z = B.CreateFMul(r, r);
  Value *q = fma(B, F(1.3926250394433737e-3), r, F(8.36323294788599e-3));
  for (double c : {4.166655242443085e-2, 1.6666576266288757e-1, 0.5})
    q = fma(B, q, r, F(c));
  Value *y = fma(B, z, q, r);
  // 2^k from the exponent field: (bits(tk) << 23) == k << 23 (mod 2^32), plus the bias.
  // k = -127 gives the bits of +0 (exp = 0 below about -87.68), k = 128 those of +inf.
  Value *bits = B.CreateAdd(B.CreateShl(B.CreateBitCast(tk, ity), iconst(B, ity, 23)),
                            iconst(B, ity, 127 << 23));
  Value *sc = B.CreateBitCast(bits, ty);
  // (1 + y) 2^k in one rounding (a subnormal result is rounded once, too). This form is
  // monotonic; 1 + r q1 with q1 rounded first was not (by 1 ulp, for r < 0; review).
  Value *res = fma(B, y, sc, sc);
  // k = 128 (x above about 88.38): +inf, also where y < 0 would make inf - inf.
  if (!nonPositive)
    res = B.CreateSelect(B.CreateFCmpOEQ(sc, ConstantFP::getInfinity(ty)), sc, res);
  return res;
}

Value *portableExpAdd(Builder &B, Value *d, Value *s, bool nanMax, Value **e) {
  Type *ty = d->getType();
  Type *ity = intLike(B, ty);
  auto F = [&](double v) { return fconst(B, ty, v); };
  // Clamp (NaN kept): -88 log2(e) = -126.96 rounds to k = -127, whose 2^k is +0 below.
  Value *dc = maxKeepNaN(B, d, F(-88.0), nanMax);
  // tk = 1.5 * 2^23 + 127 + k in one rounding (its low mantissa bits are 127 + k, the biased
  // exponent of 2^k); kf = k exactly; r = dc log2(e) - k in one rounding of the exact
  // product, |r| <= 1/2 (the fp32 log2(e) is off by 1.9e-8 relative: the |d| term above).
  const double kShift = 12583039.0; // 1.5 * 2^23 + 127, bits 0x4B40007F
  const float log2e = 1.44269504088896341f;
  Value *tk = fma(B, dc, F(log2e), F(kShift));
  Value *kf = B.CreateFSub(tk, F(kShift));
  Value *r = fma(B, dc, F(log2e), B.CreateFNeg(kf));
  // 2^r = 1 + r (c1 + r (c2 + ... + r c5)), Horner. The c_i: a relative-error minimax fit of
  // 2^r on |r| <= 1/2 (Lawson iteration in mpmath), rounded to fp32 one at a time with the
  // rest refitted: 9.4e-8 relative error in exact arithmetic (degree 6 would give 3.0e-9 for
  // one more fma per element, which measured slower on an H200;
  // docs/decisions/portable-exp-and-expadd.md).
  Value *p = fma(B, F(0x1.5be37ap-10), r, F(0x1.3ce942p-7));
  for (double c : {0x1.c6b6c8p-5, 0x1.ebf9c0p-3, 0x1.62e42ap-1, 1.0})
    p = fma(B, p, r, F(c));
  // 2^k: (bits(tk) << 23) keeps the low 9 bits, 127 + k in [0, 127], as the exponent field;
  // k = -127 gives the bits of +0, so the step adds exactly 0. A NaN d gives a NaN p.
  Value *sc = B.CreateBitCast(B.CreateShl(B.CreateBitCast(tk, ity), iconst(B, ity, 23)), ty);
  // The term itself, for callers that weigh it again (the entropy partial): rounded once,
  // beside the sum, which never sees that rounding.
  if (e)
    *e = B.CreateFMul(p, sc);
  return fma(B, p, sc, s);
}

Value *portableLog(Builder &B, Value *x) {
  Type *ty = x->getType();
  Type *ity = intLike(B, ty);
  auto F = [&](double v) { return fconst(B, ty, v); };
  // Subnormal inputs: scale by 2^25 first, remember -25 in the exponent.
  Value *sub = B.CreateFCmpOLT(x, F(0x1p-126));
  Value *xn = B.CreateSelect(sub, B.CreateFMul(x, F(0x1p25)), x);
  Value *eAdj = B.CreateSelect(sub, iconst(B, ity, -25), iconst(B, ity, 0));
  // frexp: xn = m * 2^e, m in [0.5, 1).
  Value *bits = B.CreateBitCast(xn, ity);
  Value *e = B.CreateSub(B.CreateLShr(bits, iconst(B, ity, 23)), iconst(B, ity, 126));
  e = B.CreateAdd(e, eAdj);
  Value *m = B.CreateBitCast(
      B.CreateOr(B.CreateAnd(bits, iconst(B, ity, 0x007FFFFF)), iconst(B, ity, 0x3F000000)), ty);
  // m < sqrt(1/2): m = 2m - 1, e -= 1; else m = m - 1.
  Value *small = B.CreateFCmpOLT(m, F(0.707106781186547524f));
  e = B.CreateSelect(small, B.CreateSub(e, iconst(B, ity, 1)), e);
  Value *mm = B.CreateSelect(small, B.CreateFAdd(m, m), m);
  mm = B.CreateFSub(mm, F(1.0));
  Value *z = B.CreateFMul(mm, mm);
  Value *p = F(7.0376836292E-2f);
  for (double c : {-1.1514610310E-1, 1.1676998740E-1, -1.2420140846E-1, 1.4249322787E-1,
                   -1.6668057665E-1, 2.0000714765E-1, -2.4999993993E-1, 3.3333331174E-1})
    p = fma(B, p, mm, F(float(c)));
  Value *y = B.CreateFMul(B.CreateFMul(p, mm), z);
  Value *fe = B.CreateSIToFP(e, ty);
  y = fma(B, fe, F(-2.12194440e-4f), y);
  y = fma(B, z, F(-0.5), y);
  Value *res = B.CreateFAdd(mm, y);
  res = fma(B, fe, F(0.693359375f), res);
  // Specials: log(0) = -inf, log(+inf) = +inf, log(<0) = NaN, log(NaN) = NaN.
  res = B.CreateSelect(B.CreateFCmpOEQ(x, F(0.0)), ConstantFP::getInfinity(ty, true), res);
  res = B.CreateSelect(B.CreateFCmpOEQ(x, ConstantFP::getInfinity(ty)), x, res);
  res = B.CreateSelect(B.CreateFCmpOLT(x, F(0.0)), ConstantFP::getNaN(ty), res);
  return B.CreateSelect(B.CreateFCmpUNO(x, x), x, res);
}

std::pair<Value *, Value *> weighPartial(Builder &B, Hooks &h, MathImpl impl, Value *m, Value *s,
                                         Value *t, Value *M) {
  Type *f32 = B.getFloatTy();
  Value *zero = ConstantFP::get(f32, 0.0);
  Value *empty = B.CreateFCmpOEQ(m, ConstantFP::getInfinity(f32, true));
  Value *d = B.CreateFSub(m, M);
  Value *w = B.CreateSelect(empty, zero, emitExp(B, h, impl, d, /*nonPositive=*/true));
  Value *inner = nullptr;
  if (t)
    inner = B.CreateSelect(B.CreateOr(empty, B.CreateFCmpOEQ(w, zero)), zero, fma(B, d, s, t));
  return {w, inner};
}

Value *emitExp(Builder &B, Hooks &h, MathImpl impl, Value *x, bool nonPositive) {
  if (impl == MathImpl::Native)
    if (Value *v = h.nativeExp(B, x))
      return v;
  return portableExp(B, x, nonPositive, h.hasNaNMax());
}

Value *emitLog(Builder &B, Hooks &h, MathImpl impl, Value *x) {
  if (impl == MathImpl::Native)
    if (Value *v = h.nativeLog(B, x))
      return v;
  return portableLog(B, x);
}

Type *storageType(Builder &B, DType dt) {
  switch (dt) {
  case DType::BF16:
    return B.getInt16Ty();
  case DType::F16:
    return B.getHalfTy();
  case DType::F32:
    return B.getFloatTy();
  }
  return nullptr;
}

static Type *withWidth(Type *el, unsigned n) { return n == 1 ? el : FixedVectorType::get(el, n); }

Value *loadRaw(Builder &B, DType dt, Value *ptr, unsigned n, Value *mask, unsigned align) {
  Type *st = withWidth(storageType(B, dt), n);
  Align al(align ? align : (dt == DType::F32 ? 4 : 2));
  if (!mask)
    return loadVector(B, st, ptr, al, /*invariant=*/true);
  Value *pass = dt == DType::BF16 ? (Value *)ConstantInt::get(st, 0xFF80) // bf16 -inf
                                  : ConstantFP::getInfinity(st, /*Negative=*/true);
  return loadVector(B, st, ptr, al, /*invariant=*/false, mask, pass);
}

Value *loadVector(Builder &B, Type *ty, Value *ptr, Align align, bool invariant, Value *mask,
                  Value *pass) {
  auto load = [&](Type *t, Value *p, Align a, Value *m, Value *pv) -> Value * {
    if (m)
      return B.CreateMaskedLoad(t, p, a, m, pv);
    auto *ld = B.CreateAlignedLoad(t, p, a);
    if (invariant)
      ld->setMetadata(LLVMContext::MD_invariant_load, MDNode::get(B.getContext(), {}));
    return ld;
  };
  auto *vty = dyn_cast<FixedVectorType>(ty);
  if (!vty || !vty->getElementType()->isHalfTy() || vty->getNumElements() <= 8)
    return load(ty, ptr, align, mask, pass);
  // LLVM's NVPTX back end turns the fpext of a loaded <16 x half> into `ld.v4.b16` /
  // `ld.v2.b16` straight into f32 registers, with no cvt: garbage (the <8 x half> case
  // was llvm-project PR #72672; an all-true masked load folds to the same). Loads of at
  // most 8 halves keep the cvt; the optimizer does not merge loads. tests/codegen/ptx_test.cpp
  // checks the PTX.
  const unsigned n = vty->getNumElements();
  SmallVector<Value *, 2> parts;
  for (unsigned i = 0; i < n; i += 8) {
    SmallVector<int, 8> idx;
    for (unsigned j = i; j < std::min(n, i + 8); ++j)
      idx.push_back(int(j));
    auto slice = [&](Value *v) { return v ? B.CreateShuffleVector(v, idx) : nullptr; };
    parts.push_back(load(FixedVectorType::get(B.getHalfTy(), idx.size()),
                         B.CreateConstGEP1_64(B.getHalfTy(), ptr, i),
                         commonAlignment(align, uint64_t(i) * 2), slice(mask), slice(pass)));
  }
  return concatenateVectors(B, parts);
}

Value *widenToFloat(Builder &B, DType dt, Value *raw) {
  Type *rt = raw->getType();
  unsigned n = rt->isVectorTy() ? cast<FixedVectorType>(rt)->getNumElements() : 1;
  Type *ft = withWidth(B.getFloatTy(), n);
  switch (dt) {
  case DType::BF16: // bf16 is the top half of an fp32: widen exactly by a shift.
    return B.CreateBitCast(B.CreateShl(B.CreateZExt(raw, withWidth(B.getInt32Ty(), n)), 16), ft);
  case DType::F16:
    return B.CreateFPExt(raw, ft);
  case DType::F32:
    return raw;
  }
  return nullptr;
}

// emitDivRN. Let v = a / b for finite nonzero fp32 a, b. After four Newton steps from a
// seed within 5.1% (the worst over all fp32 significands), y = (1 / b)(1 + e), |e| <= 2^-51
// (rounding-limited). q0 = RN(a y) is within 2^-50 |v| of v, so the remainder a - q0 b
// needs at most ~27 bits and the fma computes it exactly, and q1 = RN(q0 + r y) =
// RN(v + (v - q0) e) is within 2^-53 |v| + 2^-100 |v| of v. A midpoint m between
// adjacent fp32 values (or the overflow threshold) that is not v is at least 2^-49 |v|
// away from v in the normal range (a - m b is a nonzero multiple of 2^(beta - 25) with
// |b| < 2^(beta + 24)), and at least 2^-174 away among subnormal results, where q1 is
// within 2^-178 of v; so RN_fp32(q1) = RN_fp32(v) unless v is a midpoint. v can be a
// midpoint only among subnormal results; m is then an fp64 value and q1 = m exactly (its
// error is far below half an fp64 ulp), and the fp64 -> fp32 rounding breaks the tie to
// even, as the division does. Zeros, infinities and NaNs take the product with the exact
// reciprocal of a zero or infinite b (0 * inf = NaN, x * inf = inf, x * 0 = 0, signs by
// the product rule), which is the IEEE quotient. tests/codegen/divrn_test.cpp checks the bits.
Value *emitDivRN(Builder &B, Value *a, Value *b) {
  Type *ft = a->getType();
  unsigned n = ft->isVectorTy() ? cast<FixedVectorType>(ft)->getNumElements() : 1;
  Type *dt = withWidth(B.getDoubleTy(), n), *it = withWidth(B.getInt64Ty(), n);
  auto dc = [&](double v) { return ConstantFP::get(dt, v); };
  auto fmaD = [&](Value *x, Value *y, Value *z) {
    return B.CreateIntrinsic(Intrinsic::fma, {dt}, {x, y, z});
  };
  auto copySign = [&](Value *mag, Value *sgn) {
    return B.CreateBinaryIntrinsic(Intrinsic::copysign, mag, sgn);
  };
  Value *ad = B.CreateFPExt(a, dt), *bd = B.CreateFPExt(b, dt);
  Value *bm = B.CreateUnaryIntrinsic(Intrinsic::fabs, bd);
  Value *y = B.CreateBitCast(
      B.CreateSub(ConstantInt::get(it, 0x7FDE623822FC16E6ULL), B.CreateBitCast(bm, it)), dt);
  for (int i = 0; i < 4; ++i)
    y = fmaD(y, fmaD(B.CreateFNeg(bm), y, dc(1.0)), y);
  y = copySign(y, bd);
  Value *q0 = B.CreateFMul(ad, y);
  Value *q1 = fmaD(fmaD(B.CreateFNeg(q0), bd, ad), y, q0);
  Value *inf = dc(HUGE_VAL);
  Value *ys = B.CreateSelect(B.CreateFCmpOEQ(bd, dc(0.0)), copySign(inf, bd),
                             B.CreateSelect(B.CreateFCmpOEQ(bm, inf), copySign(dc(0.0), bd), y));
  auto finiteNonzero = [&](Value *v) { // false for NaN too (ordered compares)
    return B.CreateAnd(B.CreateFCmpONE(v, dc(0.0)),
                       B.CreateFCmpONE(B.CreateUnaryIntrinsic(Intrinsic::fabs, v), inf));
  };
  Value *q =
      B.CreateSelect(B.CreateAnd(finiteNonzero(ad), finiteNonzero(bd)), q1, B.CreateFMul(ad, ys));
  return B.CreateFPTrunc(q, ft);
}

Value *emitFDiv(Builder &B, bool quick, Value *a, Value *b) {
  return quick ? emitDivRN(B, a, b) : B.CreateFDiv(a, b);
}

bool rowReciprocal(const KernelSpec &spec) {
  return spec.has_temperature && spec.target.arch == Arch::SM90 && spec.dtype == DType::BF16;
}

RowDivisor makeRowDivisor(Builder &B, bool quick, Value *tau) {
  Type *f32 = B.getFloatTy();
  Value *lo = ConstantFP::get(f32, std::ldexp(1.0, -24)), *hi = ConstantFP::get(f32, 0x1p24);
  return {tau, emitFDiv(B, quick, ConstantFP::get(f32, 1.0), tau),
          B.CreateAnd(B.CreateFCmpOGE(tau, lo), B.CreateFCmpOLE(tau, hi))};
}

// emitDivByRow. Inside the range (rawInDivRange) every step is scaled by powers of two with a and
// tau, so significands decide: y = RN(1/tau) is within half an ulp of 1/tau; one step from q0 =
// RN(a y) gives RN(a / tau) for every dividend of at most 11 significant bits and every fp32 tau
// (checked for every significand pair: bench/divrow_check); the second step is Markstein's theorem
// (q1 within an ulp of a / tau and y within half an ulp of 1 / tau: a - q1 tau is exact and RN(q1 +
// (a - q1 tau) y) = RN(a / tau)), for 24-bit dividends. The range keeps the quotient, the
// remainders and y normal: |a / tau| in [2^-88, 2^88], and a - q tau a multiple of 2^-111.
Value *emitDivByRow(Builder &B, Value *a, const RowDivisor &d, unsigned sigBits) {
  Type *ty = a->getType();
  auto splat = [&](Value *v) {
    return ty->isVectorTy() ? B.CreateVectorSplat(cast<FixedVectorType>(ty)->getElementCount(), v)
                            : v;
  };
  Value *tau = splat(d.tau), *y = splat(d.recip);
  // An infinite or NaN a makes the remainder NaN: min(NaN, 2^100) = 2^100 (minnum takes
  // the number) keeps q = a * y = a there (2^100 y is finite), so they need no branch.
  Value *big = fconst(B, ty, 0x1p100);
  Value *q = B.CreateFMul(a, y);
  for (int step = 0; step < (sigBits <= 11 ? 1 : 2); ++step) {
    Value *r = B.CreateBinaryIntrinsic(Intrinsic::minnum, fma(B, B.CreateFNeg(q), tau, a), big);
    q = fma(B, r, y, q);
  }
  return q;
}

Value *rawInDivRange(Builder &B, DType dt, ArrayRef<Value *> raws) {
  // On the magnitude bits m of each element (an unsigned integer compare orders them as the
  // values): the smallest m must be at least that of 2^-64 (bf16, fp32; fp16: the smallest
  // normal, every fp16 value being below 2^64), and no m may fall in [2^64, inf), found as
  // the smallest m - bits(2^64), wrapping, being at least bits(inf) - bits(2^64). Two
  // minima per element, over packed 16-bit pairs on sm_90 (min.u16x2).
  const unsigned bits = dt == DType::F32 ? 32 : 16;
  const uint32_t absMask = dt == DType::F32 ? 0x7FFFFFFF : 0x7FFF;
  const uint32_t lo = dt == DType::BF16 ? 0x1F80 : dt == DType::F16 ? 0x0400 : 0x1F800000;
  const uint32_t huge = dt == DType::BF16 ? 0x5F80 : 0x5F800000,
                 inf = dt == DType::BF16 ? 0x7F80 : 0x7F800000;
  Type *rt = raws.front()->getType();
  unsigned n = rt->isVectorTy() ? cast<FixedVectorType>(rt)->getNumElements() : 1;
  Type *it = withWidth(B.getIntNTy(bits), n);
  Value *minAbs = nullptr, *minHuge = nullptr;
  auto umin = [&](Value *acc, Value *v) {
    return acc ? B.CreateBinaryIntrinsic(Intrinsic::umin, acc, v) : v;
  };
  for (Value *raw : raws) {
    Value *m = B.CreateAnd(B.CreateBitCast(raw, it), ConstantInt::get(it, absMask));
    minAbs = umin(minAbs, m);
    if (dt != DType::F16)
      minHuge = umin(minHuge, B.CreateSub(m, ConstantInt::get(it, huge)));
  }
  auto least = [&](Value *v) {
    return n > 1 ? B.CreateUnaryIntrinsic(Intrinsic::vector_reduce_umin, v) : v;
  };
  Type *st = B.getIntNTy(bits);
  Value *ok = B.CreateICmpUGE(least(minAbs), ConstantInt::get(st, lo));
  if (minHuge)
    ok = B.CreateAnd(ok, B.CreateICmpUGE(least(minHuge), ConstantInt::get(st, inf - huge)));
  return ok;
}

Value *loadAsFloat(Builder &B, DType dt, Value *ptr, unsigned n, Value *mask, unsigned align) {
  return widenToFloat(B, dt, loadRaw(B, dt, ptr, n, mask, align));
}

Value *storageValue(Builder &B, DType dt, Value *v, bool hwBF16) {
  Type *ty = v->getType();
  unsigned n = isa<VectorType>(ty) ? cast<FixedVectorType>(ty)->getNumElements() : 1;
  Value *isNan = B.CreateFCmpUNO(v, v);
  Value *in = v;
  v = canonicalNaN(B, v);
  switch (dt) {
  case DType::BF16: {
    if (hwBF16) { // any NaN the conversion makes is replaced below
      Type *bt = withWidth(B.getBFloatTy(), n), *st = withWidth(B.getInt16Ty(), n);
      Value *r = B.CreateBitCast(B.CreateFPTrunc(in, bt), st);
      return B.CreateSelect(isNan, ConstantInt::get(st, 0x7FC0), r);
    }
    // Round to nearest even on the bit pattern; NaN (canonical by now) becomes 0x7FC0.
    Type *ity = intLike(B, ty);
    Value *bits = B.CreateBitCast(v, ity);
    Value *lsb = B.CreateAnd(B.CreateLShr(bits, iconst(B, ity, 16)), iconst(B, ity, 1));
    Value *rounded = B.CreateLShr(B.CreateAdd(bits, B.CreateAdd(lsb, iconst(B, ity, 0x7FFF))),
                                  iconst(B, ity, 16));
    Value *qnan = B.CreateOr(B.CreateLShr(bits, iconst(B, ity, 16)), iconst(B, ity, 0x40));
    Value *r = B.CreateSelect(B.CreateFCmpUNO(v, v), qnan, rounded);
    return B.CreateTrunc(r, withWidth(B.getInt16Ty(), n));
  }
  case DType::F16: // NaN: the quiet NaN 0x7E00 on every target
    return B.CreateSelect(isNan, ConstantFP::getNaN(withWidth(B.getHalfTy(), n)),
                          B.CreateFPTrunc(v, withWidth(B.getHalfTy(), n)));
  case DType::F32:
    break;
  }
  return v;
}

void storeFromFloat(Builder &B, DType dt, Value *v, Value *ptr, bool hwBF16, Value *mask,
                    unsigned align) {
  Value *out = storageValue(B, dt, v, hwBF16);
  Align al(align ? align : (dt == DType::F32 ? 4 : 2));
  if (mask)
    B.CreateMaskedStore(out, ptr, al, mask);
  else
    B.CreateAlignedStore(out, ptr, al);
}

Value *samplerTerm(Builder &B, Hooks &h, Value *lp, Value *z) {
  return emitExp(B, h, MathImpl::Portable, B.CreateFSub(lp, z));
}

Value *samplerReached(Builder &B, Value *sum, Value *topP) { return B.CreateFCmpUGE(sum, topP); }

} // namespace logpjit::tmpl
