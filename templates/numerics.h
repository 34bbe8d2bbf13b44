//===- numerics.h - exp, log, max and dtype conversions as fixed IR --------===//
//
// The portable exp/log are fixed sequences of IEEE fp32 operations (add, mul, fma,
// roundeven, compares, selects, integer bit operations): no fast-math flags, no
// approximation instructions, so every target computes the same bits. They work on
// scalars and vectors alike. Algorithms and error bounds: docs/numerics.md.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "templates/hooks.h"

namespace logpjit::tmpl {

/// exp(x), codegen version 6: x clamped to [-88, 89] (NaN kept), k = nearest integer to
/// x log2(e) (one fma rounding), Cody-Waite reduction by ln 2 (Cephes split), exp(r) - 1 as
/// r + r^2 Q(r) with a degree-4 Q, and (1 + y) 2^k in one fma with 2^k built in the exponent
/// field: 13 operations (x <= 0), 16 otherwise on sm_90. exp(x) = 0 for k <= -127 (x below about
/// -87.68; subnormal results just above, within 2^-149), +inf for k >= 128 (x above about
/// 88.38), NaN for NaN; exp(+-0) == 1 exactly. `nonPositive`: the caller guarantees x <= 0
/// or NaN (drops the upper clamp and the overflow select; same bits). `nanMax`: clamp with
/// llvm.maximum/minimum (same results as the selects; one sm_90 instruction each).
/// Max error 1.08 ulp over every fp32 input with a normal result; monotonic
/// (docs/numerics.md).
llvm::Value *portableExp(Builder &B, llvm::Value *x, bool nonPositive = false, bool nanMax = false);
/// s + exp(d) in one rounding, for d <= 0 or NaN: one step of a tile's sum (codegen
/// version 7; templates/tile_stats.cpp). dc = max(d, -88) (NaN kept), k = nearest integer to
/// dc log2(e) and r = dc log2(e) - k (|r| <= 1/2) from two fmas with the fp32 log2(e), 2^r as
/// a degree-5 polynomial P(r) (five fmas, P(0) = 1), 2^k from the exponent field with the bias
/// in the rounding constant, and fma(P(r), 2^k, s): 10 operations and the fma that sums
/// (the 13-operation portableExp and an add: 14). exp(d) itself is never rounded. Each
/// term's relative error is below 1.65e-7 (2.8 u, u = 2^-24) plus 1.33e-8 |d| from log2(e)
/// in fp32, which the sum weights by exp(d) (per term at most 4.9e-9 of s); k = -127 (d below about
/// -87.68) adds exactly 0 (docs/numerics.md; bench/exp_sweep.c checks every fp32 d). Small
/// d > 0 is exact too (k <= 127, d < 88.03); beyond that the exponent field overflows.
/// With `e`, also sets *e = exp(d) as the product P(r) 2^k rounded once (the entropy
/// partial's weight), computed beside the sum: the sum's bits are the same with or without.
llvm::Value *portableExpAdd(Builder &B, llvm::Value *d, llvm::Value *s, bool nanMax,
                            llvm::Value **e = nullptr);
/// log(x): frexp, Cephes logf polynomial (9 terms). log(0) = -inf, log(+inf) = +inf,
/// log(x < 0) = NaN, subnormals handled. Max error ~2 ulp.
llvm::Value *portableLog(Builder &B, llvm::Value *x);

/// exp/log for `impl`: the hook's native instruction when `impl` is Native and the
/// target has one, else the portable sequence.
llvm::Value *emitExp(Builder &B, Hooks &h, MathImpl impl, llvm::Value *x, bool nonPositive = false);

/// The processed sampler's probability term exp(lp - z) (the portable exp, fp32), and its
/// top-p stop: the prefix's fp32 sum not below top_p (a NaN sum stops too). The sampler
/// (templates/sampler.cpp) and topk_select's top-p prefix (templates/topk_select_block.cpp)
/// take the same decision through these two.
llvm::Value *samplerTerm(Builder &B, Hooks &h, llvm::Value *lp, llvm::Value *z);
llvm::Value *samplerReached(Builder &B, llvm::Value *sum, llvm::Value *topP);
llvm::Value *emitLog(Builder &B, Hooks &h, MathImpl impl, llvm::Value *x);

/// The weight of a partial (m, s[, t]) in a sum against the maximum M of the partials
/// (docs/numerics.md, "Merge"): {w, inner} with w = exp(m - M) and, where `t` is given,
/// inner = (w == 0) ? 0 : fma(m - M, s, t). A partial with m = -inf gets w = 0 and inner
/// = 0, so that S = fma(s, w, S) and U = fma(inner, w, U) leave S and U unchanged: the
/// "skip" of the order without a branch. The merge and the leaf order's groups and tiles
/// (tile_leaves.cpp) weigh their partials with it.
std::pair<llvm::Value *, llvm::Value *> weighPartial(Builder &B, Hooks &h, MathImpl impl,
                                                     llvm::Value *m, llvm::Value *s, llvm::Value *t,
                                                     llvm::Value *M);

/// A partial of the leaf order (docs/numerics.md, "The leaf order"): max m, sums s and t
/// (t null without entropy).
struct LeafPartial {
  llvm::Value *m, *s, *t;
};
/// The partial of a leaf's 16 columns `x` (fp32, in column order, -inf past the real ones)
/// with maximum `m`: s and t summed as the m16n8 MMA layout holds the leaf
/// (tile_leaves.cpp), the order the LM head's epilogue and tile_stats share.
LeafPartial leafPartial(Builder &B, Hooks &h, MathImpl math, bool entropy, bool nanMax,
                        llvm::ArrayRef<llvm::Value *> x, llvm::Value *m);

/// NaN-propagating max: NaN if either is NaN (a's NaN first), else b > a ? b : a.
/// For equal operands (+0/-0) it returns `a`: operand order is part of the canonical order.
llvm::Value *fmaxNaN(Builder &B, llvm::Value *a, llvm::Value *b);
/// b > a ? b : a (a NaN in `b` is dropped; one x86 maxps). Used where NaN is tracked
/// separately.
llvm::Value *fmaxSel(Builder &B, llvm::Value *a, llvm::Value *b);
/// max(x, c) for a constant c that is not NaN, a NaN x kept: llvm.maximum where the target
/// has a NaN-propagating max instruction (`nanMax`), else fmaxSel(x, c) — the same result
/// (c > x ? c : x is IEEE maximum when c is not NaN and not a zero), each target's cheaper form.
llvm::Value *maxKeepNaN(Builder &B, llvm::Value *x, llvm::Value *c, bool nanMax);
/// NaN -> the canonical quiet NaN 0x7FC00000 (scalar or vector); other values unchanged.
/// Applied to every stored fp32 result so that NaN outputs have the same bits on every
/// target (hardware NaN payloads differ: x86 keeps them, NVPTX returns 0x7FFFFFFF).
llvm::Value *canonicalNaN(Builder &B, llvm::Value *v);
/// fma(a, b, c) with one rounding (llvm.fma).
llvm::Value *fma(Builder &B, llvm::Value *a, llvm::Value *b, llvm::Value *c);

/// Loads `n` elements of `dt` from `ptr` (n = 1: scalar) as fp32, exactly.
/// `mask` (optional, <n x i1>): masked-off lanes read as -inf without touching memory.
/// `align`: the alignment in bytes the caller guarantees (0: the element size). The
/// loads carry !invariant.load (logits are never written by a kernel: `ld.global.nc`).
llvm::Value *loadAsFloat(Builder &B, DType dt, llvm::Value *ptr, unsigned n,
                         llvm::Value *mask = nullptr, unsigned align = 0);
/// The two halves of loadAsFloat: the raw load (in the storage type; masked-off lanes
/// hold -inf) and the exact widening to fp32.
llvm::Value *loadRaw(Builder &B, DType dt, llvm::Value *ptr, unsigned n,
                     llvm::Value *mask = nullptr, unsigned align = 0);
llvm::Value *widenToFloat(Builder &B, DType dt, llvm::Value *raw);
/// a / b correctly rounded (IEEE fp32 division, every input: the bits of `fdiv`; NaN
/// payloads aside), for fp32 scalars or vectors, without an fp32 division: in fp64, a
/// Newton reciprocal of b from a bit-pattern seed, q0 = a y, one remainder step
/// q1 = q0 + (a - q0 b) y, then one rounding to fp32. The quick tier's division
/// (KernelSpec::quick): ptxas compiles each `div.rn.f32` with a long subroutine, a large
/// part of a quick tier's compile time (docs/decisions/division-free-quick-tiers.md). Why
/// the rounding is exact: numerics.cpp.
llvm::Value *emitDivRN(Builder &B, llvm::Value *a, llvm::Value *b);
/// The templates' fp32 division a / b: `fdiv` (div.rn.f32 on sm_90), or emitDivRN in a
/// quick tier (`quick`: KernelSpec::quick). The same bits either way.
llvm::Value *emitFDiv(Builder &B, bool quick, llvm::Value *a, llvm::Value *b);

/// Significant bits of a value of `dt` (bf16 8, fp16 11, fp32 24), widened to fp32 exactly.
inline unsigned significandBits(DType dt) {
  return dt == DType::BF16 ? 8 : dt == DType::F16 ? 11 : 24;
}
/// A row's temperature for the division of its elements (emitDivByRow): tau (fp32), its
/// reciprocal y = RN(1 / tau) (one emitFDiv per row) and whether tau is in the range where
/// the elements take the reciprocal, [2^-24, 2^24] (i1; false for NaN).
struct RowDivisor {
  llvm::Value *tau = nullptr, *recip = nullptr, *inRange = nullptr;
};
/// Whether `spec`'s tile_stats and topk_stats may divide a row's elements through its
/// reciprocal (emitDivByRow): sm_90 with bf16 logits, where the fp32 division is a long
/// sequence and fused multiply-adds are cheap; the plan takes it where a lane's chunks are
/// in registers (docs/decisions/division-by-the-row-reciprocal.md). The bits are IEEE
/// division's either way.
bool rowReciprocal(const KernelSpec &spec);
/// The RowDivisor of the fp32 scalar `tau` (`quick`: KernelSpec::quick, as emitFDiv).
RowDivisor makeRowDivisor(Builder &B, bool quick, llvm::Value *tau);
/// a / tau with the bits of IEEE fp32 division, for fp32 `a` (scalar or vector) whose values
/// carry at most `sigBits` significant bits (8: widened bf16, 11: fp16, 24: fp32) and are
/// all in the range rawInDivRange checks (|a| in [2^-64, 2^64), infinities, NaNs), tau in
/// the RowDivisor's range: q = RN(a y), then q = RN(q + min(RN(a - q tau), 2^100) y) once
/// for sigBits <= 11, twice above, without a division per element. Why that is exact:
/// numerics.cpp and docs/decisions/division-by-the-row-reciprocal.md.
llvm::Value *emitDivByRow(Builder &B, llvm::Value *a, const RowDivisor &d, unsigned sigBits);
/// i1: every element of `raws` (values of the storage type of `dt`, scalars or vectors of
/// one type) is in emitDivByRow's range: |x| in [2^-64, 2^64) (fp16: every normal value),
/// infinite or NaN; from the magnitude bits alone (two unsigned minima per element).
llvm::Value *rawInDivRange(Builder &B, DType dt, llvm::ArrayRef<llvm::Value *> raws);
/// A load of `ty` from `ptr` (`invariant`: !invariant.load; with `mask`: a masked load,
/// `pass` in the masked-off lanes), except that a vector of more than 8 halves loads in
/// pieces of 8 (LLVM NVPTX miscompiles the widening of a wider one; numerics.cpp). Same
/// bytes, same value.
llvm::Value *loadVector(Builder &B, llvm::Type *ty, llvm::Value *ptr, llvm::Align align,
                        bool invariant = false, llvm::Value *mask = nullptr,
                        llvm::Value *pass = nullptr);
/// fp32 `v` (scalar or vector) rounded to `dt` as storeFromFloat stores it: i16 elements
/// for bf16, half for fp16, `v` itself for fp32.
llvm::Value *storageValue(Builder &B, DType dt, llvm::Value *v, bool hwBF16);
/// Rounds fp32 (scalar or vector) to `dt` with round-to-nearest-even (NaN stays NaN)
/// and stores it; masked-off lanes are not written. `hwBF16`: the target has a
/// round-to-nearest-even fp32 -> bf16 conversion (sm_90 cvt.rn.bf16x2.f32, subnormals
/// kept), used for bf16 with the NaN replaced by 0x7FC0 as in the integer path: the same
/// bits, fewer instructions.
void storeFromFloat(Builder &B, DType dt, llvm::Value *v, llvm::Value *ptr, bool hwBF16,
                    llvm::Value *mask = nullptr, unsigned align = 0);
/// LLVM type of one element of `dt` as stored in memory (bfloat16 as i16).
llvm::Type *storageType(Builder &B, DType dt);

} // namespace logpjit::tmpl
