//===- error_bounds.h - First-order error bounds of the canonical order ------===//
//
// The tolerances the numerics and edge-case tests compare the kernels against the fp64
// reference with: first-order bounds of the operation order of templates/tile_stats.cpp,
// merge.cpp and backward.cpp, in units of u = 2^-24. Never loosened to make a test pass.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "test_util.h"

#include <cmath>

namespace logpjit::test {

inline constexpr double u = kEps32; ///< one fp32 rounding

/// Error budget (in u) of the relative error of S = sum exp(x - M) in the canonical order.
/// (Charged for the online order of codegen <= 4; the two-pass order of version 5 has no
/// rescaling exps or multiplies, so the same bound holds with room to spare.)
/// Every term and every step adds a positive quantity, so each rounding costs <= 1 u of S
/// and each portable exp <= 2 ulp = 4 u. (Codegen 7's fused exp-add: the terms' errors,
/// weighted by exp(d), cost S <= 2.74 u + 1.335e-8 x the exp-weighted mean |d| — 3.9 u for
/// W = 2374, 4.7 u at worst for W = 151936 — and no separate add: inside the exp + step
/// charge, docs/numerics.md.)
///   element exp                                   4
///   per lane step (ITERS): rescale exp + mul + add 6 each
///   slot fold (log2 C adds)                       1 each
///   lane tree (log2 L combines): 2 exp weights, mul, add  10 each
///   merge over K tiles: exp weight + fma          5 each
/// The leaf order (TileSum::Leaves, docs/numerics.md): the element exp 4, the leaf's tree of
/// 4 levels of adds 1 each, then three sequential chains, 5 per step (exp weight and fma):
/// the 16 leaves of a group, the groups of a tile, the merge's K tiles.
inline double sumBudget(const Contract &c) {
  if (c.tile_sum == TileSum::Leaves)
    return 4 + 4 + 5.0 * double(kGroupLeaves) +
           5.0 *
               double((c.tile_width + kLeafCols * kGroupLeaves - 1) / (kLeafCols * kGroupLeaves)) +
           5.0 * double(c.numTiles());
  const int64_t C = c.chunkSize();
  const int64_t nch = (c.tile_width + C - 1) / C;
  const int64_t iters = (nch + c.lanes - 1) / c.lanes;
  return 4 + 6.0 * double(iters) + std::log2(double(C)) + 10 * std::log2(double(c.lanes)) +
         5.0 * double(c.numTiles());
}

/// Per-row forward bounds (absolute).
struct RowTol {
  double lse, logp, H;
};

/// Bounds of one row from the reference values:
///  lse = M + log S: |err| <= u*(sumBudget + 4|log S| (log, 2 ulp) + |lse| (final add));
///  H = log S - U/S with U = sum e_j (x_j - M) (all terms <= 0, no cancellation):
///  |err| <= u*(sumBudget*(1 + 2|U/S|) + 4|log S| + 2|U/S| + |H|);
///  logp = x_t - lse: lse's bound + u*|logp|.
/// With a temperature, y_j = fl(x_j / tau) moves each y by <= u|y_j|: lse by
/// <= u sum p_j|y_j|, H by <= u sum p_j |y_j| |lse - y_j - H|, x_t by u|y_t|.
/// max over the real columns of row t of x / tau (the tile maxima's maximum).
inline double rowMax(const Contract &c, const ref::Problem &p, int64_t t) {
  const double tau = p.temperature.value_or(1.0);
  double M = -INFINITY;
  for (int64_t i = 0; i < c.realVocab(); ++i)
    M = std::max(M, p.logits[t * p.V + i] / tau);
  return M;
}

inline RowTol rowTol(const Contract &c, const ref::Forward &rf, const ref::Problem &p, int64_t t) {
  const int64_t vr = c.realVocab();
  const double tau = p.temperature.value_or(1.0);
  const double lse = rf.lse[t], H = rf.entropy[t];
  const double M = rowMax(c, p, t);
  double sy = 0, syh = 0;
  if (p.temperature)
    for (int64_t i = 0; i < vr; ++i) {
      const double y = p.logits[t * p.V + i] / tau, pi = std::exp(y - lse);
      if (std::isinf(y)) // p = 0: no contribution (and no 0 * inf)
        continue;
      sy += pi * std::fabs(y);
      syh += pi * std::fabs(y) * std::fabs(lse - y - H);
    }
  const double logS = lse - M, US = std::fabs(logS - H), n = sumBudget(c);
  RowTol r;
  r.lse = u * (n + 4 * std::fabs(logS) + std::fabs(lse) + sy);
  r.H = u * (n * (1 + 2 * US) + 4 * std::fabs(logS) + 2 * US + std::fabs(H) + syh);
  const bool act = p.active.empty() || p.active[t];
  const double yt = p.temperature && act ? p.logits[t * p.V + p.targets[t]] / tau : 0.0;
  r.logp = r.lse + u * (std::fabs(rf.logp[t]) + std::fabs(yt));
  return r;
}

/// rowTol for sm_90's native math (tile_stats.cpp, two passes): each exp2 argument
/// x log2(e) - fl(M log2(e)) is off by <= u (|M| + |arg|) log2(e), a relative error
/// <= u (|M| + 1) in each term (|arg| 2^arg <= 1); ex2.approx is 2 ulp (4 u, the portable
/// exp's budget): S gains u (|M| + 1) over sumBudget, with M the tile max (<= the row's).
inline RowTol nativeRowTol(const Contract &c, const ref::Forward &rf, const ref::Problem &p,
                           int64_t t) {
  RowTol r = rowTol(c, rf, p, t);
  const double M = rowMax(c, p, t), extra = u * (std::fabs(M) + 1);
  const double US = std::fabs(rf.lse[t] - M - rf.entropy[t]);
  r.lse += extra;
  r.logp += extra;
  r.H += extra * (1 + 2 * US);
  return r;
}

/// What sm_90's native exp adds to gradBound (backward.cpp: ex2(fl(y - lse) log2(e)), one
/// more rounding of the argument): a relative error <= u |y - lse| log(2) in p, carried by
/// every term that multiplies p.
inline double nativeGradExtra(double y, double pi, double lse, double H, double gl, double gs,
                              double gh, double tau) {
  const double D = lse - y - H;
  return u * std::fabs(y - lse) * std::log(2.0) * pi *
         (std::fabs(gl) + std::fabs(gs) + std::fabs(gh) * (std::fabs(D) + 1)) / tau;
}

/// First-order bound of one grad element (backward.cpp's operation order), from the
/// reference p, lse, H and the forward bounds of the lse/H the kernel was given:
///   p~ = exp(y - lse~): rel err ep = tol_lse + u(|y| [tau] + |y - lse|) + 4u (exp)
///   g_logp (1[i=t] - p):       |g_logp| p ep + 2u|term|
///   g_lse p:                   |g_lse| p (ep + u) + u|term|
///   g_H p ((lse - y) - H):     |g_H| p (ep |D| + tol_lse + tol_H + u(|y| [tau] + |lse - y| + |D|))
///                              + 3u|term|
///   two adds u(|t1 + t2| + |dx|), then / tau (+ u|dx|).
inline double gradBound(double y, double pi, double oh, double lse, double H, const RowTol &rt,
                        double gl, double gs, double gh, double tau, bool temp) {
  const double yt = temp ? std::fabs(y) : 0.0, D = lse - y - H;
  const double ep = rt.lse + u * (yt + std::fabs(y - lse)) + 4 * u;
  const double t1 = gl * (oh - pi), t2 = gs * pi, t3 = gh * pi * D;
  double e = std::fabs(gl) * pi * ep + 2 * u * std::fabs(t1);
  e += std::fabs(gs) * pi * (ep + u) + u * std::fabs(t2);
  e += std::fabs(gh) * pi *
           (ep * std::fabs(D) + rt.lse + rt.H + u * (yt + std::fabs(lse - y) + std::fabs(D))) +
       3 * u * std::fabs(t3);
  e += u * (std::fabs(t1 + t2) + std::fabs(t1 + t2 + t3));
  // Underflow: the portable exp returns 0 below about -87.68 and the rounded subnormal just
  // above (numerics.h), an absolute error < 2^-126 in p (x2: the argument's own error near
  // the cutoff); a subnormal fp32 result adds < 2^-149.
  e += 0x1p-125 * (std::fabs(gl) + std::fabs(gs) + std::fabs(gh) * (std::fabs(D) + 1));
  return e / tau + u * std::fabs((t1 + t2 + t3) / tau) + 0x1p-149;
}

} // namespace logpjit::test
