// The portable exp/log sequences (templates/numerics.cpp), compiled for the host and
// swept against the C library's double-precision exp/log. The bounds asserted here are
// the ones docs/numerics.md states.
#include "host_jit_util.h"
#include "templates/numerics.h"

#include <cmath>
#include <cstring>
#include <gtest/gtest.h>

using namespace llvm;

namespace {

using UnaryFn = void (*)(const float *in, float *out, int64_t n);

/// JIT-compiles `void f(const float *in, float *out, i64 n)` applying `op` to 8-wide
/// vectors (n must be a multiple of 8), through the same host backend as the kernels.
UnaryFn compileUnary(logpjit::HostJIT &jit, const char *name,
                     function_ref<Value *(IRBuilder<> &, Value *)> op) {
  LLVMContext ctx;
  Module M(name, ctx);
  logpjit::test::buildArrayLoop(M, name, 2, 8, [&](IRBuilder<> &B, Value *i, Function *F) {
    Type *v8 = FixedVectorType::get(B.getFloatTy(), 8);
    Value *x = B.CreateAlignedLoad(v8, B.CreateGEP(B.getFloatTy(), F->getArg(0), i), Align(4));
    B.CreateAlignedStore(op(B, x), B.CreateGEP(B.getFloatTy(), F->getArg(1), i), Align(4));
  });
  return logpjit::test::compileForHost<UnaryFn>(jit, M, name);
}

uint32_t bitsOf(float f) {
  uint32_t b;
  std::memcpy(&b, &f, 4);
  return b;
}
float fromBits(uint32_t b) {
  float f;
  std::memcpy(&f, &b, 4);
  return f;
}

/// The floats with bit patterns from, from + step, ... <= to, appended to `out`; callers
/// trim to a multiple of 8 (padTo8) before a compiled function runs over them.
void sweepBits(std::vector<float> &out, uint32_t from, uint32_t to, uint32_t step) {
  for (uint64_t b = from; b <= to; b += step)
    out.push_back(fromBits(uint32_t(b)));
}
void padTo8(std::vector<float> &v) { v.resize(v.size() / 8 * 8); }

/// portableExpAdd(x, s) for a constant s, clamping with llvm.maximum when `nanMax`.
UnaryFn compileExpAdd(logpjit::HostJIT &jit, const char *name, float s, bool nanMax) {
  return compileUnary(jit, name, [&](IRBuilder<> &B, Value *x) {
    return logpjit::tmpl::portableExpAdd(B, x, ConstantFP::get(x->getType(), s), nanMax);
  });
}

/// Error in units of the last place of the correctly rounded fp32 result.
double ulpError(float got, double exact) {
  float r = float(exact);
  double ulp = std::nextafter(std::fabs(r), INFINITY) - std::fabs(r);
  return std::fabs(double(got) - exact) / ulp;
}

} // namespace

TEST(PortableMath, ExpAndLogErrorBounds) {
  auto jit = logpjit::HostJIT::create();
  ASSERT_TRUE(bool(jit));
  UnaryFn fexp = compileUnary(
      **jit, "pexp", [](IRBuilder<> &B, Value *x) { return logpjit::tmpl::portableExp(B, x); });
  UnaryFn flog = compileUnary(
      **jit, "plog", [](IRBuilder<> &B, Value *x) { return logpjit::tmpl::portableLog(B, x); });
  // exp over [-87.33, 88]: every 997th float bit pattern of each sign (about 2.2M points).
  std::vector<float> in, out;
  sweepBits(in, bitsOf(-0.0f), bitsOf(-87.33f), 997);
  sweepBits(in, 0, bitsOf(88.0f), 997);
  padTo8(in);
  out.resize(in.size());
  fexp(in.data(), out.data(), int64_t(in.size()));
  double worst = 0;
  for (size_t i = 0; i < in.size(); ++i)
    if (std::exp(double(in[i])) >= 0x1p-126) // normal results (subnormals are defined as 0)
      worst = std::max(worst, ulpError(out[i], std::exp(double(in[i]))));
  std::cout << "portable exp: max error " << worst << " ulp over " << in.size() << " points\n";
  EXPECT_LE(worst, 1.5);

  // log over [2^-149, 2^127]: every 997th bit pattern of the positive floats.
  in.clear();
  sweepBits(in, 1, 0x7F000000u - 1, 997);
  padTo8(in);
  out.resize(in.size());
  flog(in.data(), out.data(), int64_t(in.size()));
  worst = 0;
  for (size_t i = 0; i < in.size(); ++i) {
    double exact = std::log(double(in[i]));
    if (std::fabs(exact) > 1e-30)
      worst = std::max(worst, ulpError(out[i], exact));
  }
  std::cout << "portable log: max error " << worst << " ulp over " << in.size() << " points\n";
  EXPECT_LE(worst, 1.5);

  // Monotonic: non-decreasing over runs of consecutive floats where a cheaper form failed
  // (r < 0 with k = 0: 1 + r*q1 with q1 rounded first dropped by 1 ulp there, e.g. at
  // 0xBE7FFFA1), across the k = 0 / +-1 boundaries and near both ends. (An exhaustive
  // C model of the same operations found no drop over [-100, 100].)
  {
    std::vector<float> mi, mo;
    for (float start : {-0.25f, -0.06f, -0.3466f, 0.3465f, -1.0398f, -20.0f, -87.69f, 88.3f}) {
      uint32_t b = bitsOf(start);
      for (int i = 0; i < 65536; ++i)
        mi.push_back(fromBits(start < 0 ? b - uint32_t(i) : b + uint32_t(i))); // ascending
    }
    mo.resize(mi.size());
    fexp(mi.data(), mo.data(), int64_t(mi.size()));
    int drops = 0;
    for (size_t i = 1; i < mi.size(); ++i)
      if (i % 65536 != 0 && mo[i] < mo[i - 1])
        ++drops;
    EXPECT_EQ(drops, 0);
  }

  // The ends of the range (codegen version 6): k = round(x log2 e) <= -127 gives 0, k = -126
  // the correctly rounded subnormal, k >= 128 gives +inf; just below that, a finite result.
  std::vector<float> ends = {-88.0f, -87.7f, -87.6f, -87.4f, 88.37f, 88.38f, 88.5f, -1e30f};
  std::vector<float> eends(8);
  fexp(ends.data(), eends.data(), 8);
  EXPECT_EQ(eends[0], 0.0f);
  EXPECT_EQ(eends[1], 0.0f);
  for (int i : {2, 3}) { // subnormal: within one subnormal step (2^-149) of exp
    EXPECT_GT(eends[i], 0.0f);
    EXPECT_LT(eends[i], 0x1p-126f);
    EXPECT_LE(std::fabs(double(eends[i]) - std::exp(double(ends[i]))), 0x1p-149);
  }
  EXPECT_LE(ulpError(eends[4], std::exp(double(ends[4]))), 1.5);
  EXPECT_EQ(eends[5], INFINITY);
  EXPECT_EQ(eends[6], INFINITY);
  EXPECT_EQ(eends[7], 0.0f);

  // Specials, as documented.
  std::vector<float> sp = {0.0f, -0.0f, -INFINITY, INFINITY, NAN, -100.0f, 89.0f, 1.0f};
  std::vector<float> eo(8), lo(8);
  fexp(sp.data(), eo.data(), 8);
  flog(sp.data(), lo.data(), 8);
  EXPECT_EQ(eo[0], 1.0f);
  EXPECT_EQ(eo[1], 1.0f);
  EXPECT_EQ(eo[2], 0.0f);
  EXPECT_EQ(eo[3], INFINITY);
  EXPECT_TRUE(std::isnan(eo[4]));
  EXPECT_EQ(eo[5], 0.0f); // k <= -127: defined as 0
  EXPECT_EQ(eo[6], INFINITY);
  EXPECT_EQ(lo[0], -INFINITY);
  EXPECT_EQ(lo[1], -INFINITY);
  EXPECT_TRUE(std::isnan(lo[2]));
  EXPECT_EQ(lo[3], INFINITY);
  EXPECT_TRUE(std::isnan(lo[4]));
  EXPECT_TRUE(std::isnan(lo[5]));
  EXPECT_EQ(lo[7], 0.0f);
}

// The tile sum's step (codegen version 7): s + exp(d) in one rounding, for d <= 0. With
// s = 0 the result is exp(d)'s term rounded once; docs/numerics.md states its relative
// error (before that rounding) as <= 1.65e-7 + 1.33e-8 |d| (the exhaustive C model,
// bench/exp_sweep.c, found 1.632e-7 + 1.33e-8 |d|); plus the rounding, 2^-24 relative.
TEST(PortableMath, ExpAddErrorBoundAndEnds) {
  auto jit = logpjit::HostJIT::create();
  ASSERT_TRUE(bool(jit));
  UnaryFn f0 = compileExpAdd(**jit, "pexpadd0", 0.0f, false);
  UnaryFn fh = compileExpAdd(**jit, "pexpaddh", 0.5f, false);
  UnaryFn f0n = compileExpAdd(**jit, "pexpadd0n", 0.0f, true); // sm_90's clamp: llvm.maximum
  UnaryFn f3 = compileExpAdd(**jit, "pexpadd3", 3.25f, false);
  std::vector<float> in, out;
  sweepBits(in, bitsOf(-0.0f), bitsOf(-87.25f), 499);
  padTo8(in);
  out.resize(in.size());
  f0(in.data(), out.data(), int64_t(in.size()));
  double worst = 0; // relative error minus the |d| term
  for (size_t i = 0; i < in.size(); ++i) {
    double ex = std::exp(double(in[i]));
    if (ex < 0x1p-126)
      continue; // a subnormal term: rounded once to a multiple of 2^-149
    double rel = std::fabs(double(out[i]) - ex) / ex;
    worst = std::max(worst, rel - 1.33e-8 * std::fabs(double(in[i])));
  }
  std::cout << "portable exp-add: max relative error " << worst << " + 1.33e-8 |d| over "
            << in.size() << " points\n";
  EXPECT_LE(worst, 1.65e-7 + 0x1p-24);
  std::vector<float> outN(in.size());
  f0n(in.data(), outN.data(), int64_t(in.size()));
  EXPECT_EQ(std::memcmp(out.data(), outN.data(), out.size() * 4), 0);

  // One rounding: with s = 3.25 the result is fma(P(r), 2^k, s) of a C model of the same
  // operations (templates/numerics.cpp; bench/exp_sweep.c), bit for bit.
  auto model = [](float d, float s) {
    float dc = std::isnan(d) ? d : (d < -88.0f ? -88.0f : d);
    const float sh = 12583039.0f, l2e = 1.44269504088896341f;
    float tk = std::fma(dc, l2e, sh), kf = tk - sh, r = std::fma(dc, l2e, -kf);
    float p = std::fma(0x1.5be37ap-10f, r, 0x1.3ce942p-7f);
    for (float c : {0x1.c6b6c8p-5f, 0x1.ebf9c0p-3f, 0x1.62e42ap-1f, 1.0f})
      p = std::fma(p, r, c);
    return std::fma(p, fromBits(bitsOf(tk) << 23), s);
  };
  std::vector<float> out3(in.size());
  f3(in.data(), out3.data(), int64_t(in.size()));
  size_t differ = 0;
  for (size_t i = 0; i < in.size(); ++i) {
    float m = model(in[i], 3.25f);
    differ += std::memcmp(&m, &out3[i], 4) != 0;
  }
  EXPECT_EQ(differ, 0u);

  // Ends: k = -127 (d <= -88, -inf) adds exactly 0; -0 adds exactly 1; NaN gives NaN; just
  // above the end a positive term.
  std::vector<float> ends = {-88.0f, -1e30f, -INFINITY, -0.0f, NAN, -87.5f, -87.0f, 0.0f};
  std::vector<float> e0(8), eh(8);
  f0(ends.data(), e0.data(), 8);
  fh(ends.data(), eh.data(), 8);
  for (int i : {0, 1, 2}) {
    EXPECT_EQ(e0[i], 0.0f) << ends[i];
    EXPECT_FALSE(std::signbit(e0[i])) << ends[i];
    EXPECT_EQ(eh[i], 0.5f) << ends[i];
  }
  EXPECT_EQ(e0[3], 1.0f);
  EXPECT_EQ(eh[3], 1.5f);
  EXPECT_TRUE(std::isnan(e0[4]));
  EXPECT_TRUE(std::isnan(eh[4]));
  EXPECT_GT(e0[5], 0.0f); // a subnormal term, 2^-126 P(r) rounded once (to 2^-150)
  EXPECT_LE(std::fabs(double(e0[5]) - std::exp(-87.5)),
            std::exp(-87.5) * (1.65e-7 + 1.33e-8 * 87.5) + 0x1p-150);
  EXPECT_GT(e0[6], 0.0f);
  EXPECT_EQ(e0[7], 1.0f);
}
