// Helpers shared by the edge-case tests (edge_*_test.cpp).
//===- edge_cases_test.cpp - Unusual geometries, magnitudes, threads, direct ops ---===//
//
// Edge cases of the canonical order and the runtime: every (lanes L, chunk C) pair,
// tile widths smaller than C or L*C (and not multiples of C), a single tile (K = 1),
// V_real = 1 / V - 1 / on a tile boundary, T = 0 / 1, rows with one finite logit,
// large magnitudes of every dtype, all-equal logits, extreme temperatures, NaN in the
// row-stride gap, a Runtime shared by 4 threads, every thread count on 5 rows,
// tileStats + merge called by hand, int32 targets at the int32 limits, an all-zero active
// mask, backward given a wrong lse, cache-disabled Runtimes and the caller's MXCSR.
// EdgeKnownBugs (disabled) holds the reproducers of a bug found here.
//
// Reference comparisons use the first-order error bounds of numerics_test.cpp (in units of
// u = 2^-24), re-derived here for the geometries under test; invariances are memcmp.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "error_bounds.h"

#include <algorithm>
#include <atomic>
#include <climits>
#include <cmath>
#include <limits>
#include <optional>
#include <set>
#include <thread>
#include <xmmintrin.h>

using namespace logpjit;
using namespace logpjit::test;

namespace edge {

/// |a - b| <= tol, where equal infinities (and both NaN) count as a match.
inline bool close(double a, double b, double tol) {
  if (std::isnan(a) || std::isnan(b))
    return std::isnan(a) && std::isnan(b);
  if (std::isinf(a) || std::isinf(b))
    return a == b;
  return std::fabs(a - b) <= tol;
}

/// Forward outputs vs the fp64 reference; returns the per-row bounds.
inline std::vector<RowTol> checkFwd(const Contract &c, const Batch &b, const ForwardResult &f,
                                    const std::string &tag) {
  const ref::Problem p = problemOf(b, c);
  const ref::Forward rf = ref::forward(p);
  std::vector<RowTol> tol;
  int bad = 0;
  for (int64_t t = 0; t < b.T; ++t) {
    tol.push_back(rowTol(c, rf, p, t));
    const RowTol &r = tol.back();
    if (!close(f.lse[t], rf.lse[t], r.lse) && ++bad <= 5)
      ADD_FAILURE() << tag << " lse row " << t << ": " << f.lse[t] << " vs ref " << rf.lse[t]
                    << " (bound " << r.lse << ")";
    if (!close(f.logp[t], rf.logp[t], r.logp) && ++bad <= 5)
      ADD_FAILURE() << tag << " logp row " << t << ": " << f.logp[t] << " vs ref " << rf.logp[t]
                    << " (bound " << r.logp << ")";
    if (c.want_entropy && !close(f.entropy[t], rf.entropy[t], r.H) && ++bad <= 5)
      ADD_FAILURE() << tag << " entropy row " << t << ": " << f.entropy[t] << " vs ref "
                    << rf.entropy[t] << " (bound " << r.H << ")";
  }
  return tol;
}

/// grad_logits [T, V] (dense) vs the reference; padding columns and inactive rows exactly 0.
inline void checkGradE(const Contract &c, const Batch &b, const std::vector<uint8_t> &g,
                       const ref::Upstream &up, const std::vector<RowTol> &tol,
                       const std::string &tag) {
  const ref::Problem p = problemOf(b, c);
  const ref::Forward rf = ref::forward(p);
  const std::vector<double> rg = ref::backward(p, up);
  const double tau = p.temperature.value_or(1.0);
  const int64_t vr = c.realVocab();
  const size_t es = dtypeSize(c.dtype);
  int bad = 0;
  for (int64_t t = 0; t < b.T; ++t) {
    const bool act = p.active[t] != 0;
    auto at = [&](std::span<const double> s) { return s.empty() ? 0.0 : s[t]; };
    for (int64_t i = 0; i < b.V; ++i) {
      const size_t k = size_t(t * b.V + i);
      const double v = decodeOne(c.dtype, g.data() + k * es), r = rg[k];
      if (!act || i >= vr) {
        if (v != 0 && ++bad <= 5)
          ADD_FAILURE() << tag << " row " << t << " col " << i << ": expected 0, got " << v;
        continue;
      }
      const double y = b.x[k] / tau, pi = std::isinf(y) ? 0.0 : std::exp(y - rf.lse[t]);
      double B = gradBound(std::isinf(y) ? 0.0 : y, pi, i == b.targets[t] ? 1.0 : 0.0, rf.lse[t],
                           rf.entropy[t], tol[t], at(up.grad_logp), at(up.grad_lse),
                           at(up.grad_entropy), tau, c.has_temperature);
      if (c.dtype != DType::F32)
        B += ulpOf(c.dtype, std::fabs(r) + B);
      if (!(std::fabs(v - r) <= B) && ++bad <= 5)
        ADD_FAILURE() << tag << " grad row " << t << " col " << i << ": " << v << " vs ref " << r
                      << " (bound " << B << ")";
    }
  }
  EXPECT_EQ(bad, 0) << tag;
}

/// Normal logits (sigma 2.5) over all V columns, a few shaped rows: a dominant target, a
/// row shifted by +60, a row whose max sits in the LAST real column, and targets spread
/// over the real columns (first and last real id included).
inline Batch shapedBatch(const Contract &c, int64_t T, uint64_t seed) {
  ref::Rng rng(seed);
  const int64_t V = c.vocab, vr = c.realVocab();
  std::vector<double> raw = ref::normalLogits(rng, T, V, 2.5);
  std::vector<int64_t> tg(static_cast<size_t>(T));
  for (int64_t t = 0; t < T; ++t) {
    tg[t] = int64_t(rng.below(uint64_t(vr)));
    double *row = raw.data() + t * V;
    if (t % 4 == 1)
      row[tg[t]] = 20.0;
    if (t % 4 == 2)
      for (int64_t i = 0; i < V; ++i)
        row[i] += 60.0;
    if (t % 4 == 3)
      row[vr - 1] = 15.0;
  }
  if (T > 0)
    tg[0] = 0;
  if (T > 2)
    tg[2] = vr - 1;
  return makeBatch(c.dtype, T, V, raw, tg);
}

/// Forward (and the all-gradients backward) of every TP degree dividing K (up to 8) gives
/// the TP = 1 bits; TP = 1 is within the bounds of the reference.
inline void checkAllTp(Contract c, const Batch &b, const std::string &tag, bool grads = true) {
  c.tp_size = 1;
  ForwardResult f1 = forward(c, b);
  std::vector<RowTol> tol = checkFwd(c, b, f1, tag);
  ref::Rng rng(uint64_t(b.T * 131 + c.vocab));
  const std::vector<float> gl = randomFloats(rng, b.T), gs = randomFloats(rng, b.T),
                           gh = randomFloats(rng, b.T);
  std::vector<uint8_t> g1;
  if (grads) {
    g1 = backward(c, b, f1, {gl, gs, gh});
    checkGradE(c, b, g1, {toDouble(gl), toDouble(gs), toDouble(gh)}, tol, tag);
  }
  for (int tp : {2, 3, 4, 8}) {
    if (c.numTiles() % tp != 0)
      continue;
    Contract ct = c;
    ct.tp_size = tp;
    ForwardResult ft = forward(ct, b);
    EXPECT_TRUE(sameForward(ft, f1)) << tag << " tp " << tp;
    if (grads)
      EXPECT_TRUE(backward(ct, b, ft, {gl, gs, gh}) == g1) << tag << " tp " << tp << " grad";
  }
}

} // namespace edge

using namespace edge;
