//===- reference_test.cpp - Tests of the fp64 oracle itself ---------------===//
//
// The oracle (reference.h) must be right before it can judge the kernels: hand-computed
// cases, gradients against central finite differences, padding, masking, temperature,
// and the bf16/fp16 encoders/decoders against exhaustive round trips, hand-made ties and
// the compiler's own float / _Float16 conversions.
//
//===----------------------------------------------------------------------===//
#include "reference.h"

#include <gtest/gtest.h>

#include <bit>
#include <cfloat>
#include <cmath>

using namespace logpjit::ref;

namespace {

constexpr double kInf = std::numeric_limits<double>::infinity();
constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

Problem makeProblem(const std::vector<double> &x, int64_t V, const std::vector<int64_t> &tg,
                    const std::vector<uint8_t> &act = {}, int64_t vr = -1,
                    std::optional<double> tau = std::nullopt) {
  return Problem{x, V, vr, tg, act, tau};
}

// Σ_t a_t logp_t + b_t lse_t + c_t H_t over ACTIVE rows (empty coefficient vector = 0):
// backward() zeroes inactive rows whatever their upstream gradients (docs/spec.md §10).
double objective(const Problem &p, const Upstream &g) {
  Forward f = forward(p);
  double L = 0;
  for (size_t t = 0; t < p.targets.size(); ++t) {
    if (!p.active.empty() && !p.active[t])
      continue;
    if (!g.grad_logp.empty())
      L += g.grad_logp[t] * f.logp[t];
    if (!g.grad_lse.empty())
      L += g.grad_lse[t] * f.lse[t];
    if (!g.grad_entropy.empty())
      L += g.grad_entropy[t] * f.entropy[t];
  }
  return L;
}

// Checks backward() against central differences of objective() on every real column
// of every row; padding columns must be exactly 0. `x` is the storage `p` points to.
void checkFiniteDifferences(std::vector<double> &x, const Problem &p, const Upstream &g,
                            double tol = 1e-7) {
  const std::vector<double> dx = backward(p, g);
  const int64_t vr = p.V_real < 0 ? p.V : p.V_real;
  const double h = 1e-5;
  for (size_t t = 0; t < p.targets.size(); ++t)
    for (int64_t i = 0; i < p.V; ++i) {
      const size_t k = t * size_t(p.V) + size_t(i);
      if (i >= vr) {
        EXPECT_EQ(dx[k], 0.0) << "padding column " << i;
        continue;
      }
      const double x0 = x[k];
      x[k] = x0 + h;
      const double up = objective(p, g);
      x[k] = x0 - h;
      const double down = objective(p, g);
      x[k] = x0;
      EXPECT_NEAR(dx[k], (up - down) / (2 * h), tol) << "row " << t << " col " << i;
    }
}

struct FdCase {
  int64_t T = 3, V = 11, vr = -1;
  std::optional<double> tau;
  bool maskRow1 = false;
};

void runFd(const FdCase &c, bool wLogp, bool wLse, bool wH) {
  Rng rng(1234 + c.V);
  std::vector<double> x = normalLogits(rng, c.T, c.V, 2.0);
  std::vector<int64_t> tg(c.T);
  const int64_t vr = c.vr < 0 ? c.V : c.vr;
  for (auto &y : tg)
    y = int64_t(rng.below(uint64_t(vr)));
  std::vector<uint8_t> act(c.T, 1);
  if (c.maskRow1)
    act[1] = 0, tg[1] = -100;
  std::vector<double> a(c.T), b(c.T), e(c.T);
  for (int64_t t = 0; t < c.T; ++t)
    a[t] = rng.normal(0, 1), b[t] = rng.normal(0, 1), e[t] = rng.normal(0, 1);
  Problem p = makeProblem(x, c.V, tg, act, c.vr, c.tau);
  Upstream g{wLogp ? std::span<const double>(a) : std::span<const double>(),
             wLse ? std::span<const double>(b) : std::span<const double>(),
             wH ? std::span<const double>(e) : std::span<const double>()};
  checkFiniteDifferences(x, p, g);
  if (c.maskRow1) {
    std::vector<double> dx = backward(p, g);
    for (int64_t i = 0; i < c.V; ++i)
      EXPECT_EQ(dx[size_t(c.V + i)], 0.0) << "inactive row, col " << i;
  }
}

} // namespace

TEST(Reference, UniformRow) {
  std::vector<double> x = {0.5, 0.5, 0.5};
  std::vector<int64_t> tg = {1};
  Forward f = forward(makeProblem(x, 3, tg));
  EXPECT_NEAR(f.lse[0], 0.5 + std::log(3.0), 1e-15);
  EXPECT_NEAR(f.logp[0], -std::log(3.0), 1e-15);
  EXPECT_NEAR(f.entropy[0], std::log(3.0), 1e-15);
}

TEST(Reference, HandComputedTwoColumns) {
  // p = (1/3, 2/3).
  std::vector<double> x = {0.0, std::log(2.0)};
  std::vector<int64_t> tg = {0};
  Forward f = forward(makeProblem(x, 2, tg));
  EXPECT_NEAR(f.lse[0], std::log(3.0), 1e-15);
  EXPECT_NEAR(f.logp[0], -std::log(3.0), 1e-15);
  const double H = -(1.0 / 3) * std::log(1.0 / 3) - (2.0 / 3) * std::log(2.0 / 3);
  EXPECT_NEAR(f.entropy[0], H, 1e-15);
  // d logp / dx = onehot - p; d lse / dx = p.
  std::vector<double> one = {1.0};
  std::vector<double> dx = backward(makeProblem(x, 2, tg), Upstream{one, {}, {}});
  EXPECT_NEAR(dx[0], 2.0 / 3, 1e-15);
  EXPECT_NEAR(dx[1], -2.0 / 3, 1e-15);
  dx = backward(makeProblem(x, 2, tg), Upstream{{}, one, {}});
  EXPECT_NEAR(dx[0], 1.0 / 3, 1e-15);
  EXPECT_NEAR(dx[1], 2.0 / 3, 1e-15);
}

TEST(Reference, LargeLogitsAreStable) {
  std::vector<double> x = {1000, 1000, 1000, -1000};
  std::vector<int64_t> tg = {3};
  Forward f = forward(makeProblem(x, 4, tg));
  EXPECT_NEAR(f.lse[0], 1000 + std::log(3.0), 1e-12);
  EXPECT_NEAR(f.logp[0], -2000 - std::log(3.0), 1e-12);
  EXPECT_NEAR(f.entropy[0], std::log(3.0), 1e-12);
}

TEST(Reference, PaddingColumnsAreIgnored) {
  // V = 5, V_real = 3: padding holds garbage, even NaN and +inf.
  std::vector<double> padded = {1, 2, 3, kNaN, kInf, -1, 0, 4, 1e30, 7};
  std::vector<double> real = {1, 2, 3, -1, 0, 4};
  std::vector<int64_t> tg = {2, 0};
  Forward a = forward(makeProblem(padded, 5, tg, {}, 3));
  Forward b = forward(makeProblem(real, 3, tg));
  for (int t = 0; t < 2; ++t) {
    EXPECT_EQ(a.lse[t], b.lse[t]);
    EXPECT_EQ(a.logp[t], b.logp[t]);
    EXPECT_EQ(a.entropy[t], b.entropy[t]);
  }
  std::vector<double> g = {0.5, -2};
  std::vector<double> da = backward(makeProblem(padded, 5, tg, {}, 3), Upstream{g, g, g});
  std::vector<double> db = backward(makeProblem(real, 3, tg), Upstream{g, g, g});
  for (int t = 0; t < 2; ++t)
    for (int i = 0; i < 5; ++i)
      EXPECT_EQ(da[t * 5 + i], i < 3 ? db[t * 3 + i] : 0.0);
  // A target in a padding column: logp = -inf. Outside [0, V): an error.
  std::vector<int64_t> tgPad = {4, 0};
  EXPECT_EQ(forward(makeProblem(padded, 5, tgPad, {}, 3)).logp[0], -kInf);
  std::vector<int64_t> tgBad = {5, 0};
  EXPECT_THROW(forward(makeProblem(padded, 5, tgBad, {}, 3)), std::out_of_range);
}

TEST(Reference, NegInfLogitsInRealColumns) {
  std::vector<double> x = {-kInf, 0.0, 0.0, -kInf};
  std::vector<int64_t> tg = {0};
  Forward f = forward(makeProblem(x, 4, tg));
  EXPECT_NEAR(f.lse[0], std::log(2.0), 1e-15);
  EXPECT_NEAR(f.entropy[0], std::log(2.0), 1e-15);
  EXPECT_EQ(f.logp[0], -kInf);
  std::vector<double> g = {1.0};
  std::vector<double> dx = backward(makeProblem(x, 4, tg), Upstream{g, g, g});
  EXPECT_EQ(dx[0], 1.0); // onehot only: p = 0
  EXPECT_EQ(dx[3], 0.0);
  EXPECT_FALSE(std::isnan(dx[1]));
  // All real columns -inf: lse = -inf, NaN entropy, never exp(-inf - -inf).
  std::vector<double> dead = {-kInf, -kInf, 5.0};
  Forward d = forward(makeProblem(dead, 3, tg, {}, 2));
  EXPECT_EQ(d.lse[0], -kInf);
  EXPECT_TRUE(std::isnan(d.entropy[0]));
}

TEST(Reference, InactiveRows) {
  std::vector<double> x = {0, 1, 2, 3, 4, 5};
  std::vector<int64_t> tg = {-100, 1}; // row 0 inactive: its target is never read
  std::vector<uint8_t> act = activeFromIgnoreIndex(tg);
  EXPECT_EQ(act, (std::vector<uint8_t>{0, 1}));
  Forward f = forward(makeProblem(x, 3, tg, act));
  // An inactive row is not computed: every output is 0 (docs/numerics.md, "Inactive rows").
  EXPECT_EQ(f.logp[0], 0.0);
  EXPECT_EQ(f.lse[0], 0.0);
  EXPECT_EQ(f.entropy[0], 0.0);
  EXPECT_NEAR(f.lse[1], std::log(std::exp(3.0) + std::exp(4.0) + std::exp(5.0)), 1e-14);
  std::vector<double> g = {3.0, 3.0};
  std::vector<double> dx = backward(makeProblem(x, 3, tg, act), Upstream{g, g, g});
  for (int i = 0; i < 3; ++i)
    EXPECT_EQ(dx[i], 0.0);
  // Without a mask the bad target is an error.
  EXPECT_THROW(forward(makeProblem(x, 3, tg)), std::out_of_range);
}

TEST(Reference, Temperature) {
  Rng rng(7);
  std::vector<double> x = normalLogits(rng, 2, 6, 3.0);
  std::vector<double> xs(x.size());
  const double tau = 0.7;
  for (size_t i = 0; i < x.size(); ++i)
    xs[i] = x[i] / tau;
  std::vector<int64_t> tg = {4, 1};
  Forward a = forward(makeProblem(x, 6, tg, {}, -1, tau));
  Forward b = forward(makeProblem(xs, 6, tg));
  for (int t = 0; t < 2; ++t) {
    EXPECT_EQ(a.lse[t], b.lse[t]);
    EXPECT_EQ(a.logp[t], b.logp[t]);
    EXPECT_EQ(a.entropy[t], b.entropy[t]);
  }
  std::vector<double> g = {1.5, -0.5};
  std::vector<double> da = backward(makeProblem(x, 6, tg, {}, -1, tau), Upstream{g, g, g});
  std::vector<double> db = backward(makeProblem(xs, 6, tg), Upstream{g, g, g});
  for (size_t i = 0; i < da.size(); ++i)
    EXPECT_NEAR(da[i], db[i] / tau, 1e-15);
  EXPECT_THROW(forward(makeProblem(x, 6, tg, {}, -1, 0.0)), std::invalid_argument);
}

TEST(Reference, GradientSums) {
  // Σ_i d logp / dx_i = 0, Σ_i d lse / dx_i = 1, Σ_i d H / dx_i = 0.
  Rng rng(99);
  std::vector<double> x = normalLogits(rng, 1, 50, 2.0);
  std::vector<int64_t> tg = {17};
  std::vector<double> one = {1.0};
  double s[3] = {0, 0, 0};
  std::vector<double> d0 = backward(makeProblem(x, 50, tg), Upstream{one, {}, {}});
  std::vector<double> d1 = backward(makeProblem(x, 50, tg), Upstream{{}, one, {}});
  std::vector<double> d2 = backward(makeProblem(x, 50, tg), Upstream{{}, {}, one});
  for (int i = 0; i < 50; ++i)
    s[0] += d0[i], s[1] += d1[i], s[2] += d2[i];
  EXPECT_NEAR(s[0], 0.0, 1e-14);
  EXPECT_NEAR(s[1], 1.0, 1e-14);
  EXPECT_NEAR(s[2], 0.0, 1e-14);
}

TEST(ReferenceFd, Logp) { runFd({}, true, false, false); }
TEST(ReferenceFd, Lse) { runFd({}, false, true, false); }
TEST(ReferenceFd, Entropy) { runFd({}, false, false, true); }
TEST(ReferenceFd, AllWithPaddingAndMask) {
  runFd({.T = 3, .V = 13, .vr = 10, .tau = std::nullopt, .maskRow1 = true}, true, true, true);
}
TEST(ReferenceFd, EntropyWithTemperature) {
  runFd({.T = 2, .V = 9, .vr = 8, .tau = 0.6}, false, false, true);
  runFd({.T = 2, .V = 9, .tau = 1.7}, true, true, true);
}

// ----- encoders / decoders -----------------------------------------------------------

TEST(Encoding, KnownValues) {
  EXPECT_EQ(bf16ToDouble(0x3F80), 1.0);
  EXPECT_EQ(bf16ToDouble(0xC000), -2.0);
  EXPECT_EQ(bf16ToDouble(0x0080), std::ldexp(1.0, -126));
  EXPECT_EQ(bf16ToDouble(0x0001), std::ldexp(1.0, -133));
  EXPECT_EQ(bf16ToDouble(0x7F80), kInf);
  EXPECT_EQ(bf16ToDouble(0xFF80), -kInf);
  EXPECT_TRUE(std::isnan(bf16ToDouble(0x7FC0)));
  EXPECT_EQ(fp16ToDouble(0x3C00), 1.0);
  EXPECT_EQ(fp16ToDouble(0x7BFF), 65504.0);
  EXPECT_EQ(fp16ToDouble(0x0400), std::ldexp(1.0, -14));
  EXPECT_EQ(fp16ToDouble(0x0001), std::ldexp(1.0, -24));
  EXPECT_EQ(fp16ToDouble(0x03FF), 1023 * std::ldexp(1.0, -24));
  EXPECT_EQ(fp16ToDouble(0x7C00), kInf);
  EXPECT_EQ(fp16ToDouble(0xFC00), -kInf);
  EXPECT_TRUE(std::isnan(fp16ToDouble(0x7E00)));
  EXPECT_TRUE(std::isnan(fp16ToDouble(0xFC01)));
  EXPECT_TRUE(std::signbit(fp16ToDouble(0x8000)) && fp16ToDouble(0x8000) == 0.0);
  EXPECT_EQ(fp16ToDouble(0xC500), -5.0);
}

TEST(Encoding, ExhaustiveRoundTrips) {
  for (uint32_t b = 0; b < 0x10000; ++b) {
    const uint16_t h = uint16_t(b);
    const double vb = bf16ToDouble(h), vh = fp16ToDouble(h);
    if (std::isnan(vb)) {
      EXPECT_TRUE(std::isnan(bf16ToFloat(h)) && std::signbit(vb) == bool(h & 0x8000));
      EXPECT_EQ(doubleToBf16(vb), h | 0x0040) << std::hex << b; // quieted, payload kept
    } else {
      ASSERT_EQ(double(bf16ToFloat(h)), vb) << std::hex << b;
      ASSERT_EQ(doubleToBf16(vb), h) << std::hex << b;
    }
    if (std::isnan(vh)) {
      EXPECT_EQ(doubleToFp16(vh), h | 0x0200) << std::hex << b;
      EXPECT_TRUE(std::isnan(fp16ToFloat(h)));
    } else {
      ASSERT_EQ(doubleToFp16(vh), h) << std::hex << b;
      ASSERT_EQ(double(fp16ToFloat(h)), vh) << std::hex << b;
      ASSERT_EQ(floatToFp16(fp16ToFloat(h)), h) << std::hex << b;
    }
  }
}

TEST(Encoding, RoundToNearestEvenTies) {
  const double u8 = std::ldexp(1.0, -8), u11 = std::ldexp(1.0, -11);
  EXPECT_EQ(doubleToBf16(1 + u8), 0x3F80);         // tie -> even (down)
  EXPECT_EQ(doubleToBf16(1 + 3 * u8), 0x3F82);     // tie -> even (up)
  EXPECT_EQ(doubleToBf16(1 + u8 + 1e-12), 0x3F81); // above the tie
  EXPECT_EQ(doubleToBf16(-(1 + u8)), 0xBF80);
  EXPECT_EQ(doubleToFp16(1 + u11), 0x3C00);
  EXPECT_EQ(doubleToFp16(1 + 3 * u11), 0x3C02);
  EXPECT_EQ(doubleToFp16(1 + u11 + 1e-12), 0x3C01);
  EXPECT_EQ(doubleToFp16(2047.5), 0x67FF + 1); // 2047.5 tie -> 2048
  // No double rounding: 1 + 2^-8 + 2^-30 rounds up directly, but via float it first
  // becomes the tie 1 + 2^-8 and then rounds to even.
  const double x = 1 + u8 + std::ldexp(1.0, -30);
  EXPECT_EQ(doubleToBf16(x), 0x3F81);
  EXPECT_EQ(floatToBf16(float(x)), 0x3F80);
}

TEST(Encoding, OverflowAndSubnormals) {
  EXPECT_EQ(doubleToFp16(65504.0), 0x7BFF);
  EXPECT_EQ(doubleToFp16(65519.99), 0x7BFF);
  EXPECT_EQ(doubleToFp16(65520.0), 0x7C00); // tie with an odd max -> inf
  EXPECT_EQ(doubleToFp16(-1e6), 0xFC00);
  EXPECT_EQ(doubleToFp16(kInf), 0x7C00);
  EXPECT_EQ(doubleToBf16(double(FLT_MAX)), 0x7F80);
  EXPECT_EQ(doubleToBf16(1e300), 0x7F80);
  EXPECT_EQ(doubleToBf16(-kInf), 0xFF80);
  const double s24 = std::ldexp(1.0, -24), s25 = std::ldexp(1.0, -25);
  EXPECT_EQ(doubleToFp16(s24), 0x0001);
  EXPECT_EQ(doubleToFp16(s25), 0x0000); // tie -> even 0
  EXPECT_EQ(doubleToFp16(s25 * 1.0000001), 0x0001);
  EXPECT_EQ(doubleToFp16(3 * s25), 0x0002);                    // tie -> even 2
  EXPECT_EQ(doubleToFp16(std::ldexp(1.0, -14) - s25), 0x0400); // carry into normals
  EXPECT_EQ(doubleToFp16(-std::ldexp(1.0, -26)), 0x8000);      // -0
  EXPECT_EQ(doubleToFp16(1e-300), 0x0000);
  EXPECT_EQ(doubleToFp16(std::ldexp(1.0, -1074)), 0x0000); // double subnormal input
  EXPECT_EQ(doubleToBf16(std::ldexp(1.0, -133)), 0x0001);
  EXPECT_EQ(doubleToBf16(std::ldexp(1.0, -134)), 0x0000);
  EXPECT_EQ(doubleToBf16(std::ldexp(3.0, -134)), 0x0002);
  EXPECT_EQ(doubleToBf16(-0.0), 0x8000);
}

TEST(Encoding, NaNsStayQuietNaNs) {
  EXPECT_EQ(doubleToBf16(kNaN) & 0x7FC0, 0x7FC0);
  EXPECT_EQ(doubleToBf16(-kNaN) & 0xFFC0, 0xFFC0);
  EXPECT_EQ(floatToBf16(std::bit_cast<float>(0x7F800001u)), 0x7FC0); // signaling -> quiet
  EXPECT_EQ(doubleToFp16(kNaN) & 0x7E00, 0x7E00);
  EXPECT_EQ(doubleToFp16(-kNaN) & 0xFE00, 0xFE00);
  EXPECT_EQ(floatToFp16(std::bit_cast<float>(0x7F800001u)), 0x7E00);
}

TEST(Encoding, GenericEncoderMatchesFloatCast) {
  // encodeIeee<8, 23> is fp32: it must agree with the hardware double -> float cast,
  // including float subnormals, ties and overflow.
  Rng rng(42);
  for (int k = 0; k < 200000; ++k) {
    const int e = int(rng.below(300)) - 165; // 2^-165 .. 2^134
    double d = std::ldexp(1.0 + rng.uniform01(), e);
    if (k % 3 == 0) // an exact fp32 tie (plus or minus nothing)
      d = std::ldexp(std::floor(std::ldexp(1.0 + rng.uniform01(), 23)) + 0.5, e - 23);
    if (k & 1)
      d = -d;
    ASSERT_EQ((encodeIeee<8, 23>(d)), std::bit_cast<uint32_t>(float(d))) << d;
    const uint32_t fb = uint32_t(rng.next());
    const float f = std::bit_cast<float>(fb);
    if (!std::isnan(f)) {
      ASSERT_EQ((decodeIeee<8, 23>(fb)), double(f));
      // The classic bf16 rounding trick (valid for non-NaN inputs).
      ASSERT_EQ(floatToBf16(f), uint16_t((fb + 0x7FFF + ((fb >> 16) & 1)) >> 16)) << f;
    }
  }
}

#ifdef __FLT16_MANT_DIG__
TEST(Encoding, Fp16MatchesCompilerFloat16) {
  Rng rng(43);
  for (int k = 0; k < 200000; ++k) {
    const int e = int(rng.below(50)) - 30; // subnormals .. overflow
    double d = std::ldexp(1.0 + rng.uniform01(), e);
    if (k % 3 == 0)
      d = std::ldexp(std::floor(std::ldexp(1.0 + rng.uniform01(), 10)) + 0.5, e - 10);
    if (k & 1)
      d = -d;
    const _Float16 h = static_cast<_Float16>(d);
    ASSERT_EQ(doubleToFp16(d), std::bit_cast<uint16_t>(h)) << d;
  }
}
#endif

TEST(Rng, DeterministicAndRoughlyNormal) {
  Rng a(5), b(5);
  for (int i = 0; i < 10; ++i)
    EXPECT_EQ(a.next(), b.next());
  Rng std5489(5489);
  std::mt19937_64 ref; // default seed 5489
  EXPECT_EQ(std5489.next(), ref());
  Rng r(11);
  double s = 0, s2 = 0;
  const int n = 200000;
  for (int i = 0; i < n; ++i) {
    const double v = r.normal(1.0, 2.0);
    s += v, s2 += v * v;
  }
  const double mean = s / n, var = s2 / n - mean * mean;
  EXPECT_NEAR(mean, 1.0, 0.03);
  EXPECT_NEAR(var, 4.0, 0.1);
  for (int i = 0; i < 1000; ++i) {
    EXPECT_LT(r.below(7), 7u);
    const double u = r.uniform01();
    EXPECT_TRUE(u >= 0 && u < 1);
  }
}
