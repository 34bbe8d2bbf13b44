//===- numerics_test.cpp - Kernels against the fp64 reference ---------------===//
//
// Forward (lse, logp, entropy) and backward (grad_logits for grad_logp, grad_lse,
// grad_entropy alone and together) of bf16/fp16/fp32, with and without temperature,
// against reference.h on realistic logits. Tolerances are first-order error bounds of the
// canonical order (docs/spec.md §3-§6, templates/tile_stats.cpp, merge.cpp, backward.cpp) in units
// of u = 2^-24 (one fp32 rounding); each test prints the measured max error and its
// ratio to the bound.
//
//===----------------------------------------------------------------------===//
#include "error_bounds.h"

#include <algorithm>
#include <cmath>

using namespace logpjit;
using namespace logpjit::test;

namespace {

struct MaxErr {
  double abs = 0, ratio = 0; ///< max |err| and max |err| / bound
  void add(double err, double bound) {
    abs = std::max(abs, err);
    ratio = std::max(ratio, bound > 0 ? err / bound : (err > 0 ? INFINITY : 0));
  }
  void report(const std::string &what) const {
    std::cout << "[ measured ] " << what << ": max |err| = " << abs << ", max err/bound = " << ratio
              << "\n";
    ::testing::Test::RecordProperty(what, std::to_string(abs) + " (" + std::to_string(ratio) +
                                              " of bound)");
  }
};

/// Forward vs reference; returns the per-row bounds (used by the gradient bounds).
std::vector<RowTol> checkForward(const Contract &c, const Batch &b, const ForwardResult &f,
                                 const std::string &tag) {
  const ref::Problem p = problemOf(b, c);
  const ref::Forward rf = ref::forward(p);
  std::vector<RowTol> tol;
  MaxErr eL, eP, eH;
  for (int64_t t = 0; t < b.T; ++t) {
    tol.push_back(rowTol(c, rf, p, t));
    const double dl = std::fabs(f.lse[t] - rf.lse[t]), dp = std::fabs(f.logp[t] - rf.logp[t]),
                 dh = std::fabs(f.entropy[t] - rf.entropy[t]);
    EXPECT_LE(dl, tol[t].lse) << tag << " lse row " << t << ": " << f.lse[t] << " vs " << rf.lse[t];
    EXPECT_LE(dp, tol[t].logp) << tag << " logp row " << t << ": " << f.logp[t] << " vs "
                               << rf.logp[t];
    EXPECT_LE(dh, tol[t].H) << tag << " entropy row " << t << ": " << f.entropy[t] << " vs "
                            << rf.entropy[t];
    eL.add(dl, tol[t].lse);
    eP.add(dp, tol[t].logp);
    eH.add(dh, tol[t].H);
  }
  eL.report(tag + " lse");
  eP.report(tag + " logp");
  eH.report(tag + " entropy");
  return tol;
}

/// grad_logits (kernel dtype) vs the reference. fp32: |err| <= bound. bf16/fp16: the fp32
/// value within the bound, then one RNE rounding: |err| <= bound + 1 ulp of the dtype;
/// also reports the max ulp distance to the reference rounded to the dtype.
void checkGrad(const Contract &c, const Batch &b, const std::vector<uint8_t> &g,
               const ref::Upstream &up, const std::vector<RowTol> &tol, const std::string &tag) {
  const ref::Problem p = problemOf(b, c);
  const ref::Forward rf = ref::forward(p);
  const std::vector<double> rg = ref::backward(p, up);
  const double tau = p.temperature.value_or(1.0);
  const int64_t vr = c.realVocab();
  MaxErr err;
  int64_t maxUlp = 0, bad = 0;
  const size_t es = dtypeSize(c.dtype);
  for (int64_t t = 0; t < b.T; ++t) {
    const bool act = p.active[t] != 0;
    auto at = [&](const std::span<const double> s) { return s.empty() ? 0.0 : s[t]; };
    for (int64_t i = 0; i < b.V; ++i) {
      const size_t k = size_t(t * b.V + i);
      const double v = decodeOne(c.dtype, g.data() + k * es), r = rg[k];
      if (!act || i >= vr) {
        if (v != 0 && ++bad <= 5)
          ADD_FAILURE() << tag << " row " << t << " col " << i << ": expected 0, got " << v;
        continue;
      }
      const double y = b.x[k] / tau, pi = std::exp(y - rf.lse[t]);
      double B =
          gradBound(y, pi, i == b.targets[t] ? 1.0 : 0.0, rf.lse[t], rf.entropy[t], tol[t],
                    at(up.grad_logp), at(up.grad_lse), at(up.grad_entropy), tau, c.has_temperature);
      if (c.dtype != DType::F32) {
        B += ulpOf(c.dtype, std::fabs(r) + B);
        uint8_t rb[4];
        encodeOne(c.dtype, r, rb);
        maxUlp = std::max(maxUlp, ulpDistance(c.dtype, rb, g.data() + k * es));
      }
      const double e = std::fabs(v - r);
      err.add(e, B);
      if (!(e <= B) && ++bad <= 5)
        ADD_FAILURE() << tag << " row " << t << " col " << i << ": " << v << " vs ref " << r
                      << " (bound " << B << ")";
    }
  }
  EXPECT_EQ(bad, 0) << tag << ": elements out of bounds";
  err.report(tag);
  if (c.dtype != DType::F32)
    std::cout << "[ measured ] " << tag << ": max ulp distance to RNE(ref) = " << maxUlp << "\n";
}

struct Case {
  DType dtype;
  bool temp;
  TileSum sum = TileSum::Lanes;
};
std::string caseName(const ::testing::TestParamInfo<Case> &i) {
  return dtypeName(i.param.dtype).str() + (i.param.temp ? "_tau07" : "_notau") +
         (i.param.sum == TileSum::Leaves ? "_leaves" : "");
}

class NumericsTest : public ::testing::TestWithParam<Case> {};

// V = 4096, W = 512 (K = 8), tp = 2, T = 48 realistic rows (two of them inactive):
// forward, then the all-gradients backward kernel with each upstream gradient alone and
// all three together.
TEST_P(NumericsTest, ForwardAndGradientsMatchFp64Reference) {
  const Case cs = GetParam();
  Contract c = makeContract(4096, 512, cs.dtype, 2);
  c.tile_sum = cs.sum;
  if (cs.temp)
    c = withTemperature(c, 0.7f);
  const int64_t T = 48;
  ref::Rng rng(20240611 + int(cs.dtype) * 7 + cs.temp);
  std::vector<int64_t> tg;
  std::vector<double> raw = realisticLogits(rng, T, c.vocab, c.realVocab(), tg);
  Batch b = makeBatch(c.dtype, T, c.vocab, raw, tg);
  b.setTarget(3, c.ignore_index);
  b.setTarget(17, c.ignore_index);
  const std::string tag = caseName({cs, 0});
  ForwardResult f = forward(c, b);
  std::vector<RowTol> tol = checkForward(c, b, f, tag);

  const std::vector<float> zero(T, 0.0f), gl = randomFloats(rng, T), gs = randomFloats(rng, T),
                                          gh = randomFloats(rng, T);
  const std::vector<double> dl = toDouble(gl), ds = toDouble(gs), dh = toDouble(gh);
  struct Pattern {
    const char *name;
    Upstream k;
    ref::Upstream r;
  } pats[] = {{"grad_logp", {gl, zero, zero}, {dl, {}, {}}},
              {"grad_lse", {zero, gs, zero}, {{}, ds, {}}},
              {"grad_entropy", {zero, zero, gh}, {{}, {}, dh}},
              {"all_grads", {gl, gs, gh}, {dl, ds, dh}}};
  for (const Pattern &pt : pats)
    checkGrad(c, b, backward(c, b, f, pt.k), pt.r, tol, tag + " " + pt.name);
}

INSTANTIATE_TEST_SUITE_P(Numerics, NumericsTest,
                         ::testing::Values(Case{DType::BF16, false}, Case{DType::BF16, true},
                                           Case{DType::F16, false}, Case{DType::F16, true},
                                           Case{DType::F32, false}, Case{DType::F32, true},
                                           Case{DType::BF16, false, TileSum::Leaves},
                                           Case{DType::BF16, true, TileSum::Leaves},
                                           Case{DType::F16, false, TileSum::Leaves},
                                           Case{DType::F32, true, TileSum::Leaves}),
                         caseName);

// The backward kernels specialised for fewer upstream gradients (grad_logp only, + grad_lse,
// + grad_entropy) match the reference and the all-gradients kernel given zeros.
TEST(Numerics, ReducedGradientKernelsMatch) {
  Contract c = withTemperature(makeContract(4096, 512, DType::F32, 2), 0.7f);
  const int64_t T = 24;
  ref::Rng rng(77);
  std::vector<int64_t> tg;
  Batch b = makeBatch(c.dtype, T, c.vocab, realisticLogits(rng, T, c.vocab, c.vocab, tg), tg);
  ForwardResult f = forward(c, b);
  std::vector<RowTol> tol = checkForward(c, b, f, "reduced fp32_tau07");
  const std::vector<float> zero(T, 0.0f), gl = randomFloats(rng, T), gs = randomFloats(rng, T),
                                          gh = randomFloats(rng, T);
  const std::vector<double> dl = toDouble(gl), ds = toDouble(gs), dh = toDouble(gh);
  struct Pattern {
    const char *name;
    Upstream k, full;
    ref::Upstream r;
  } pats[] = {{"logp_only", {gl, {}, {}}, {gl, zero, zero}, {dl, {}, {}}},
              {"logp_lse", {gl, gs, {}}, {gl, gs, zero}, {dl, ds, {}}},
              {"logp_entropy", {gl, {}, gh}, {gl, zero, gh}, {dl, {}, dh}}};
  for (const Pattern &pt : pats) {
    std::vector<uint8_t> g = backward(c, b, f, pt.k), gf = backward(c, b, f, pt.full);
    checkGrad(c, b, g, pt.r, tol, std::string("reduced ") + pt.name);
    const std::vector<double> a = decodeAll(c.dtype, g), af = decodeAll(c.dtype, gf);
    for (size_t i = 0; i < a.size(); ++i)
      ASSERT_EQ(a[i], af[i]) << pt.name << " element " << i;
  }
}

// bf16/fp16 logits are converted to fp32 exactly on load, so the same values stored as fp32
// give bitwise the same forward outputs, and the 16-bit grad_logits is the RNE rounding of
// the fp32 kernel's grad_logits (backward.cpp: "rounded to the logits dtype (nearest even)").
TEST(Numerics, HalfDtypesEqualFp32OnSameValues) {
  const int64_t T = 16, V = 4096;
  ref::Rng rng(99);
  std::vector<int64_t> tg;
  std::vector<double> raw = realisticLogits(rng, T, V, V, tg);
  const std::vector<float> gl = randomFloats(rng, T), gs = randomFloats(rng, T),
                           gh = randomFloats(rng, T);
  for (DType d : {DType::BF16, DType::F16}) {
    for (bool temp : {false, true}) {
      Contract ch = makeContract(V, 512, d, 2), c32 = makeContract(V, 512, DType::F32, 2);
      if (temp) {
        ch = withTemperature(ch, 0.7f);
        c32 = withTemperature(c32, 0.7f);
      }
      Batch bh = makeBatch(d, T, V, raw, tg);
      Batch b32 = makeBatch(DType::F32, T, V, bh.x, tg); // exact: the decoded 16-bit values
      ForwardResult fh = forward(ch, bh), f32 = forward(c32, b32);
      EXPECT_TRUE(sameBits(fh.lse, f32.lse)) << dtypeName(d).str() << " temp " << temp;
      EXPECT_TRUE(sameBits(fh.logp, f32.logp)) << dtypeName(d).str() << " temp " << temp;
      EXPECT_TRUE(sameBits(fh.entropy, f32.entropy)) << dtypeName(d).str() << " temp " << temp;
      std::vector<uint8_t> gh16 = backward(ch, bh, fh, {gl, gs, gh}),
                           g32 = backward(c32, b32, f32, {gl, gs, gh});
      int bad = 0;
      for (size_t i = 0; i < size_t(T * V); ++i) {
        float v;
        std::memcpy(&v, g32.data() + 4 * i, 4);
        uint8_t want[2];
        encodeOne(d, double(v), want);
        if (std::memcmp(want, gh16.data() + 2 * i, 2) != 0 && ++bad <= 5)
          ADD_FAILURE() << dtypeName(d).str() << " temp " << temp << " element " << i
                        << ": fp32 grad " << v << ", 16-bit grad "
                        << decodeOne(d, gh16.data() + 2 * i);
      }
      EXPECT_EQ(bad, 0);
    }
  }
}

// The real Qwen3 geometry: V = 151936, V_real = 151669, W = 2374 (K = 64), tp = 2, bf16.
TEST(Numerics, Qwen3GeometryBf16) {
  Contract c = makeContract(151936, 2374, DType::BF16, 2, 151669);
  const int64_t T = 4;
  ref::Rng rng(151936);
  std::vector<int64_t> tg;
  std::vector<double> raw = realisticLogits(rng, T, c.vocab, c.realVocab(), tg);
  tg[1] = c.realVocab() - 1; // last real token
  tg[2] = c.vocab / 2;       // first column of rank 1
  Batch b = makeBatch(c.dtype, T, c.vocab, raw, tg);
  ForwardResult f = forward(c, b);
  std::vector<RowTol> tol = checkForward(c, b, f, "qwen3 bf16");
  const std::vector<float> gl = randomFloats(rng, T), gs = randomFloats(rng, T),
                           gh = randomFloats(rng, T);
  checkGrad(c, b, backward(c, b, f, {gl, gs, gh}), {toDouble(gl), toDouble(gs), toDouble(gh)}, tol,
            "qwen3 bf16 all_grads");
}

// Other tile geometries (bf16): W = 3072 (12 lane steps), W = 384 with tp 4, W = 1000
// (125 chunks: the last lane step is partial) with tp 3 and padding, W = 2374 (partial
// last chunk) is the Qwen3 test above.
TEST(Numerics, TileGeometries) {
  struct Geo {
    int64_t V, W;
    int tp;
    int64_t vr;
  } geos[] = {{6144, 3072, 2, -1}, {6144, 384, 4, 6000}, {6000, 1000, 3, 5555}};
  for (const Geo &g : geos) {
    const Contract c = makeContract(g.V, g.W, DType::BF16, g.tp, g.vr);
    const int64_t T = 12;
    ref::Rng rng(uint64_t(g.V * 7 + g.W));
    std::vector<int64_t> tg;
    Batch b =
        makeBatch(c.dtype, T, c.vocab, realisticLogits(rng, T, c.vocab, c.realVocab(), tg), tg);
    const std::string tag = "V " + std::to_string(g.V) + " W " + std::to_string(g.W);
    ForwardResult f = forward(c, b);
    std::vector<RowTol> tol = checkForward(c, b, f, tag);
    const std::vector<float> gl = randomFloats(rng, T), gs = randomFloats(rng, T),
                             gh = randomFloats(rng, T);
    checkGrad(c, b, backward(c, b, f, {gl, gs, gh}), {toDouble(gl), toDouble(gs), toDouble(gh)},
              tol, tag + " all_grads");
  }
}

} // namespace
