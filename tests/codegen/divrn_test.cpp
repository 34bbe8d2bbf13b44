// emitDivRN (templates/numerics.h), the quick tier's fp32 division without div.rn.f32:
// compiled for the host and compared bit for bit with C++'s IEEE division (x86 divss) on
// every special pair, fresh random bit patterns, x / tau sweeps for several tau, and
// quotients that are exact midpoints between subnormals (the only ties; numerics.cpp).
// emitDivByRow (a row's elements divided through the row's reciprocal) likewise, for every
// bf16 and fp16 value and random fp32 values, against every kind of divisor.
#include "host_jit_util.h"
#include "reference.h"
#include "templates/numerics.h"
#include "test_util.h"

#include <cmath>
#include <cstring>
#include <gtest/gtest.h>
#include <limits>
#include <random>

using namespace llvm;

namespace {

using DivFn = void (*)(const float *a, const float *b, float *q, int64_t n);

uint32_t bitsOf(float f) {
  uint32_t u;
  std::memcpy(&u, &f, 4);
  return u;
}
float fromBits(uint32_t u) {
  float f;
  std::memcpy(&f, &u, 4);
  return f;
}

TEST(DivRN, BitsOfIeeeDivision) {
  auto jit = logpjit::HostJIT::create();
  ASSERT_TRUE(bool(jit)) << toString(jit.takeError());
  LLVMContext ctx;
  Module M("divrn", ctx);
  Type *f32 = Type::getFloatTy(ctx);
  logpjit::test::buildArrayLoop(M, "divrn", 3, 1, [&](IRBuilder<> &B, Value *i, Function *F) {
    auto at = [&](unsigned arg) { return B.CreateGEP(f32, F->getArg(arg), i); };
    B.CreateStore(logpjit::tmpl::emitDivRN(B, B.CreateLoad(f32, at(0)), B.CreateLoad(f32, at(1))),
                  at(2));
  });
  auto div = logpjit::test::compileForHost<DivFn>(**jit, M, "divrn");
  ASSERT_NE(div, nullptr);

  std::vector<float> a, b;
  const float inf = std::numeric_limits<float>::infinity();
  const std::vector<float> special = {0.0f,
                                      -0.0f,
                                      inf,
                                      -inf,
                                      std::nanf(""),
                                      fromBits(1),
                                      fromBits(0x807FFFFF),
                                      fromBits(0x00800000),
                                      FLT_MAX,
                                      -FLT_MAX,
                                      1.0f,
                                      -3.0f,
                                      0.7f,
                                      1e-5f,
                                      fromBits(0x7F7FFFFE)};
  for (float x : special)
    for (float y : special) {
      a.push_back(x);
      b.push_back(y);
    }
  std::mt19937_64 rng(logpjit::test::freshSeed("DivRN"));
  for (int i = 0; i < (1 << 21); ++i) { // any bit patterns: NaNs, subnormals, both signs
    a.push_back(fromBits(uint32_t(rng())));
    b.push_back(fromBits(uint32_t(rng())));
  }
  // x / tau as tile_stats and the backward divide: every 997th bit pattern of x.
  for (float tau : {0.7f, 1e-5f, 3.0f, 1.3f, 0.999999f, 1.7e38f, fromBits(0x3F800001)})
    for (uint64_t u = 0; u < (uint64_t(1) << 32); u += 997) {
      a.push_back(fromBits(uint32_t(u)));
      b.push_back(tau);
    }
  // Exact ties among subnormal quotients: a = m b with m = M 2^-150, M odd, B odd, M B <
  // 2^24, so a is an fp32 value and a / b lies halfway between two subnormals.
  for (int n = 0; n < 200000; ++n) {
    uint32_t Bo = uint32_t(rng() % 4096) | 1, Mo = uint32_t(rng() % (1u << 24) / Bo) | 1;
    if (uint64_t(Mo) * Bo >= (1u << 24))
      continue;
    int k = int(rng() % 200) - 100; // b = Bo 2^k; a = Mo Bo 2^(k - 150)
    float bv = std::ldexp(float(Bo), k), av = std::ldexp(float(Mo) * float(Bo), k - 150);
    if (!std::isfinite(bv) || av == 0.0f || std::ldexp(double(Mo) * Bo, k - 150) != double(av))
      continue;
    a.push_back(rng() & 1 ? -av : av);
    b.push_back(rng() & 2 ? -bv : bv);
  }
  std::vector<float> q(a.size());
  div(a.data(), b.data(), q.data(), int64_t(a.size()));
  size_t bad = 0;
  for (size_t i = 0; i < a.size(); ++i) {
    const float want = a[i] / b[i];
    const bool ok = std::isnan(want) ? std::isnan(q[i]) : bitsOf(q[i]) == bitsOf(want);
    if (!ok && ++bad <= 10)
      ADD_FAILURE() << std::hexfloat << a[i] << " / " << b[i] << ": " << q[i] << ", expected "
                    << want;
  }
  EXPECT_EQ(bad, 0u) << "of " << a.size();
}

/// Builds `name`(a, tau, q, n): q[i..i+4) = emitDivByRow(a[i..i+4), tau[i]) (vectors of 4
/// with the row's tau from the group's first element), or (`fast`) emitDivByRowFast.
void buildDivByRow(Module &M, const char *name, unsigned sigBits, bool fast) {
  Type *f32 = Type::getFloatTy(M.getContext());
  Type *v4 = FixedVectorType::get(f32, 4);
  logpjit::test::buildArrayLoop(M, name, 3, 4, [&](IRBuilder<> &B, Value *i, Function *F) {
    auto at = [&](unsigned arg) { return B.CreateGEP(f32, F->getArg(arg), i); };
    logpjit::tmpl::RowDivisor d =
        logpjit::tmpl::makeRowDivisor(B, false, B.CreateLoad(f32, at(1)));
    Value *a = B.CreateLoad(v4, at(0));
    Value *q = fast ? logpjit::tmpl::emitDivByRowFast(B, a, d, sigBits)
                    : logpjit::tmpl::emitDivByRow(B, false, a, d, sigBits);
    B.CreateStore(q, at(2));
  });
}

/// Every value of a 16-bit type (bf16 or fp16, as fp32), both signs, NaNs included.
std::vector<float> every16(bool bf16) {
  std::vector<float> v;
  for (uint32_t u = 0; u < 65536; ++u)
    v.push_back(bf16 ? fromBits(u << 16) : float(logpjit::ref::fp16ToFloat(uint16_t(u))));
  return v;
}

/// Divisors: in the reciprocal's range (typical temperatures, both ends, significands of all
/// ones and of one) and outside it (huge, just above 2^24).
std::vector<float> divisors(std::mt19937_64 &rng) {
  std::vector<float> t = {1e-5f,  0.15f, 0.7f,           1.0f,      fromBits(0x3F800001),
                          1.5f,   2.0f,  fromBits(0x3FFFFFFF), 0x1p24f, 0x1p-24f,
                          0x1.000002p24f, 3e38f, FLT_MAX, 7.0f, 1e4f};
  for (int i = 0; i < 16; ++i) // random tau in [2^-17, 2^17]
    t.push_back(std::ldexp(fromBits(0x3F800000u | uint32_t(rng() & 0x7FFFFF)),
                           int(rng() % 35) - 17));
  return t;
}

size_t countMismatches(const std::vector<float> &a, const std::vector<float> &tau,
                       const std::vector<float> &q) {
  size_t bad = 0;
  for (size_t i = 0; i < a.size(); ++i) {
    const float want = a[i] / tau[i];
    const bool ok = std::isnan(want) ? std::isnan(q[i]) : bitsOf(q[i]) == bitsOf(want);
    if (!ok && ++bad <= 10)
      ADD_FAILURE() << std::hexfloat << a[i] << " / " << tau[i] << ": " << q[i]
                    << ", expected " << want;
  }
  return bad;
}

TEST(DivByRow, BitsOfIeeeDivision) {
  auto jit = logpjit::HostJIT::create();
  ASSERT_TRUE(bool(jit)) << toString(jit.takeError());
  LLVMContext ctx;
  Module M("divrow", ctx);
  buildDivByRow(M, "div8", 8, false);
  buildDivByRow(M, "div11", 11, false);
  buildDivByRow(M, "div24", 24, false);
  auto div8 = logpjit::test::compileForHost<DivFn>(**jit, M, "div8");
  auto div11 = logpjit::test::compileForHost<DivFn>(**jit, M, "div11");
  auto div24 = logpjit::test::compileForHost<DivFn>(**jit, M, "div24");
  ASSERT_TRUE(div8 && div11 && div24);
  std::mt19937_64 rng(logpjit::test::freshSeed("DivByRow"));
  const std::vector<float> taus = divisors(rng);
  auto run = [&](DivFn fn, const std::vector<float> &values) {
    std::vector<float> a, tau;
    for (float t : taus)
      for (float x : values) {
        a.push_back(x);
        tau.push_back(t);
      }
    std::vector<float> q(a.size());
    fn(a.data(), tau.data(), q.data(), int64_t(a.size()));
    return countMismatches(a, tau, q);
  };
  // Every bf16 and fp16 value (vectors of 4 neighbours: zeros, infinities, NaNs and tiny
  // values share vectors with values inside the range, which then take the division too).
  EXPECT_EQ(run(div8, every16(true)), 0u);
  EXPECT_EQ(run(div11, every16(false)), 0u);
  std::vector<float> f32;
  for (int i = 0; i < (1 << 18); ++i) // random significands in the range, some bit patterns
    f32.push_back(i % 64 ? std::ldexp(fromBits(0x3F800000u | uint32_t(rng() & 0x7FFFFF)),
                                      int(rng() % 120) - 60) * (rng() & 1 ? -1.0f : 1.0f)
                         : fromBits(uint32_t(rng())));
  EXPECT_EQ(run(div24, f32), 0u);
}

/// The fast form on vectors inside the range: every bf16 and fp16 value there, infinities
/// and NaNs, against random in-range divisors (no branch to fall back on).
TEST(DivByRow, FastFormInsideTheRange) {
  auto jit = logpjit::HostJIT::create();
  ASSERT_TRUE(bool(jit)) << toString(jit.takeError());
  LLVMContext ctx;
  Module M("divrowfast", ctx);
  buildDivByRow(M, "fast8", 8, true);
  buildDivByRow(M, "fast11", 11, true);
  auto fast8 = logpjit::test::compileForHost<DivFn>(**jit, M, "fast8");
  auto fast11 = logpjit::test::compileForHost<DivFn>(**jit, M, "fast11");
  ASSERT_TRUE(fast8 && fast11);
  std::mt19937_64 rng(logpjit::test::freshSeed("DivByRowFast"));
  for (bool bf16 : {true, false}) {
    std::vector<float> a, tau;
    for (float x : every16(bf16)) {
      const float m = std::fabs(x);
      if (!(m >= 0x1p-64f && m < 0x1p64f) && std::isfinite(m) && !std::isnan(m))
        continue;
      for (int r = 0; r < 8; ++r) {
        a.push_back(x);
        tau.push_back(std::ldexp(fromBits(0x3F800000u | uint32_t(rng() & 0x7FFFFF)),
                                 int(rng() % 49) - 24));
      }
    }
    a.resize(a.size() / 4 * 4);
    tau.resize(a.size());
    for (size_t g = 0; g < a.size(); g += 4) // one tau per vector
      for (size_t j = 1; j < 4; ++j)
        tau[g + j] = tau[g];
    std::vector<float> q(a.size());
    (bf16 ? fast8 : fast11)(a.data(), tau.data(), q.data(), int64_t(a.size()));
    EXPECT_EQ(countMismatches(a, tau, q), 0u) << (bf16 ? "bf16" : "fp16");
  }
}

/// rawInDivRange on the raw bits: true exactly for |x| in [2^-64, 2^64), infinities and
/// NaNs (fp16: every normal value, infinities and NaNs).
TEST(DivByRow, RangeFromRawBits) {
  auto jit = logpjit::HostJIT::create();
  ASSERT_TRUE(bool(jit)) << toString(jit.takeError());
  LLVMContext ctx;
  Module M("divrange", ctx);
  using RangeFn = void (*)(const uint16_t *raw, uint8_t *ok, int64_t n);
  for (auto [name, dt] : {std::pair{"bf16", logpjit::DType::BF16}, {"fp16", logpjit::DType::F16}})
    logpjit::test::buildArrayLoop(M, name, 2, 1, [&](IRBuilder<> &B, Value *i, Function *F) {
      Value *raw = B.CreateLoad(B.getInt16Ty(), B.CreateGEP(B.getInt16Ty(), F->getArg(0), i));
      Value *ok = logpjit::tmpl::rawInDivRange(B, dt, raw);
      B.CreateStore(B.CreateZExt(ok, B.getInt8Ty()), B.CreateGEP(B.getInt8Ty(), F->getArg(1), i));
    });
  auto bf = logpjit::test::compileForHost<RangeFn>(**jit, M, "bf16");
  auto hf = logpjit::test::compileForHost<RangeFn>(**jit, M, "fp16");
  ASSERT_TRUE(bf && hf);
  std::vector<uint16_t> raw(65536);
  for (uint32_t u = 0; u < 65536; ++u)
    raw[u] = uint16_t(u);
  std::vector<uint8_t> ok(65536);
  bf(raw.data(), ok.data(), 65536);
  for (uint32_t u = 0; u < 65536; ++u) {
    const float m = std::fabs(fromBits(u << 16));
    ASSERT_EQ(bool(ok[u]), (m >= 0x1p-64f && m < 0x1p64f) || !std::isfinite(m))
        << std::hex << "bf16 " << u;
  }
  hf(raw.data(), ok.data(), 65536);
  for (uint32_t u = 0; u < 65536; ++u) {
    const float m = std::fabs(float(logpjit::ref::fp16ToFloat(uint16_t(u))));
    ASSERT_EQ(bool(ok[u]), m >= 0x1p-14f || std::isnan(m)) << std::hex << "fp16 " << u;
  }
}

} // namespace
