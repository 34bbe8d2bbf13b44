// emitDivRN (templates/numerics.h), the quick tier's fp32 division without div.rn.f32:
// compiled for the host and compared bit for bit with C++'s IEEE division (x86 divss) on
// every special pair, fresh random bit patterns, x / tau sweeps for several tau, and
// quotients that are exact midpoints between subnormals (the only ties; numerics.cpp).
// emitDivByRow (a row's elements divided through the row's reciprocal) likewise, where its
// range check admits a vector, for every bf16 and fp16 value and random fp32 values,
// against divisors inside and outside its range.
#include "host_jit_util.h"
#include "reference.h"
#include "templates/numerics.h"
#include "test_util.h"

#include <algorithm>
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

/// Builds `name`(raw, tau, q, ok, n) as tile_stats' registers home divides a lane: for
/// each vector of 4 raw elements of `dt` and the row's tau (tau[i] of the vector's first
/// element), ok = tau's range and rawInDivRange, q = emitDivByRow of the widened values.
void buildDivByRow(Module &M, const char *name, logpjit::DType dt) {
  using namespace logpjit::tmpl;
  LLVMContext &ctx = M.getContext();
  Type *f32 = Type::getFloatTy(ctx);
  Type *et = dt == logpjit::DType::F32 ? f32 : Type::getInt16Ty(ctx);
  Type *rt = FixedVectorType::get(et, 4);
  Type *i8 = Type::getInt8Ty(ctx);
  logpjit::test::buildArrayLoop(M, name, 4, 4, [&](IRBuilder<> &B, Value *i, Function *F) {
    Value *raw = B.CreateLoad(rt, B.CreateGEP(et, F->getArg(0), i));
    if (dt == logpjit::DType::F16) // the storage types: bf16 as i16, fp16 as half
      raw = B.CreateBitCast(raw, FixedVectorType::get(B.getHalfTy(), 4));
    RowDivisor d = makeRowDivisor(B, false, B.CreateLoad(f32, B.CreateGEP(f32, F->getArg(1), i)));
    // Two halves, as a lane checks several chunks at once: a value outside the range in
    // either one must fail the check.
    Value *halves[2] = {B.CreateShuffleVector(raw, {0, 1}), B.CreateShuffleVector(raw, {2, 3})};
    Value *ok = B.CreateAnd(d.inRange, rawInDivRange(B, dt, halves));
    Value *q = emitDivByRow(B, widenToFloat(B, dt, raw), d, significandBits(dt));
    B.CreateStore(q, B.CreateGEP(f32, F->getArg(2), i));
    B.CreateStore(B.CreateZExt(ok, i8),
                  B.CreateGEP(i8, F->getArg(3), B.CreateUDiv(i, B.getInt64(4))));
  });
}

using DivRowFn = void (*)(const void *raw, const float *tau, float *q, uint8_t *ok, int64_t n);

/// Divisors: in the reciprocal's range (typical temperatures, both ends, significands of all
/// ones and of one, random) and outside it (just above 2^24 and just below 2^-24, huge,
/// tiny, subnormal, zeros, negative, infinite, NaN: never admitted).
std::vector<float> divisors(std::mt19937_64 &rng) {
  std::vector<float> t = {1e-5f,
                          0.15f,
                          0.7f,
                          1.0f,
                          fromBits(0x3F800001),
                          1.5f,
                          2.0f,
                          fromBits(0x3FFFFFFF),
                          0x1p24f,
                          0x1p-24f,
                          7.0f,
                          1e4f,
                          0x1.000002p24f,
                          3e38f,
                          FLT_MAX,
                          0x1p-25f,
                          0x1.fffffep-25f,
                          0x1p-70f,
                          fromBits(3),
                          0.0f,
                          -0.0f,
                          -1.0f,
                          -0.7f,
                          std::numeric_limits<float>::infinity(),
                          std::nanf("")};
  for (int i = 0; i < 16; ++i) // random tau in [2^-17, 2^17]
    t.push_back(
        std::ldexp(fromBits(0x3F800000u | uint32_t(rng() & 0x7FFFFF)), int(rng() % 35) - 17));
  return t;
}

/// Where a vector is admitted (ok), every quotient has the bits of IEEE division (NaN: any
/// NaN); and a vector is admitted exactly when tau is in [2^-24, 2^24] and each element is
/// in [2^-64, 2^64) (fp16: normal), infinite or NaN.
void expectExactWhereAdmitted(DivRowFn fn, logpjit::DType dt, const std::vector<float> &values,
                              const std::vector<uint32_t> &bits, const std::vector<float> &taus) {
  const size_t n = values.size() / 4 * 4;
  std::vector<float> tau(n), q(n);
  std::vector<uint8_t> ok(n / 4);
  size_t admitted = 0, bad = 0;
  for (float t : taus) {
    std::fill(tau.begin(), tau.end(), t);
    if (dt == logpjit::DType::F32)
      fn(values.data(), tau.data(), q.data(), ok.data(), int64_t(n));
    else {
      std::vector<uint16_t> raw(bits.begin(), bits.begin() + n);
      fn(raw.data(), tau.data(), q.data(), ok.data(), int64_t(n));
    }
    for (size_t g = 0; g < n; g += 4) {
      bool want = t >= 0x1p-24f && t <= 0x1p24f;
      for (size_t j = g; j < g + 4; ++j) {
        const float m = std::fabs(values[j]);
        const float lo = dt == logpjit::DType::F16 ? 0x1p-14f : 0x1p-64f;
        want = want && ((m >= lo && m < 0x1p64f) || !std::isfinite(m));
      }
      ASSERT_EQ(bool(ok[g / 4]), want) << std::hexfloat << "tau " << t << " at " << values[g];
      if (!ok[g / 4])
        continue;
      ++admitted;
      for (size_t j = g; j < g + 4; ++j) {
        const float expect = values[j] / t;
        const bool same = std::isnan(expect) ? std::isnan(q[j]) : bitsOf(q[j]) == bitsOf(expect);
        if (!same && ++bad <= 10)
          ADD_FAILURE() << std::hexfloat << values[j] << " / " << t << ": " << q[j] << ", expected "
                        << expect;
      }
    }
  }
  EXPECT_EQ(bad, 0u);
  EXPECT_GT(admitted, n / 8) << "the range admits most vectors";
}

TEST(DivByRow, BitsOfIeeeDivisionWhereTheLaneCheckAdmits) {
  auto jit = logpjit::HostJIT::create();
  ASSERT_TRUE(bool(jit)) << toString(jit.takeError());
  LLVMContext ctx;
  Module M("divrow", ctx);
  buildDivByRow(M, "bf16", logpjit::DType::BF16);
  buildDivByRow(M, "fp16", logpjit::DType::F16);
  buildDivByRow(M, "fp32", logpjit::DType::F32);
  auto bf = logpjit::test::compileForHost<DivRowFn>(**jit, M, "bf16");
  auto hf = logpjit::test::compileForHost<DivRowFn>(**jit, M, "fp16");
  auto ff = logpjit::test::compileForHost<DivRowFn>(**jit, M, "fp32");
  ASSERT_TRUE(bf && hf && ff);
  std::mt19937_64 rng(logpjit::test::freshSeed("DivByRow"));
  const std::vector<float> taus = divisors(rng);
  // Every bf16 and fp16 value, in vectors of 4 neighbours (zeros, tiny values, infinities
  // and NaNs share vectors with values inside the range), and shuffled so that most vectors
  // hold values in the range only.
  for (bool bf16 : {true, false}) {
    std::vector<uint32_t> bits(65536);
    for (uint32_t u = 0; u < 65536; ++u)
      bits[u] = u;
    for (int pass = 0; pass < 2; ++pass) {
      if (pass == 1)
        std::shuffle(bits.begin(), bits.end(), rng);
      std::vector<float> values;
      for (uint32_t u : bits)
        values.push_back(bf16 ? fromBits(u << 16) : logpjit::ref::fp16ToFloat(uint16_t(u)));
      expectExactWhereAdmitted(bf16 ? bf : hf, bf16 ? logpjit::DType::BF16 : logpjit::DType::F16,
                               values, bits, taus);
    }
  }
  std::vector<float> f32; // random significands in [2^-66, 2^66), some bit patterns
  for (int i = 0; i < (1 << 18); ++i)
    f32.push_back(i % 64 ? std::ldexp(fromBits(0x3F800000u | uint32_t(rng() & 0x7FFFFF)),
                                      int(rng() % 132) - 66) *
                               (rng() & 1 ? -1.0f : 1.0f)
                         : fromBits(uint32_t(rng())));
  expectExactWhereAdmitted(ff, logpjit::DType::F32, f32, {}, taus);
}

/// rawInDivRange on the raw bits: true exactly for |x| in [2^-64, 2^64), infinities and
/// NaNs (fp16: every normal value, infinities and NaNs).
/// rawInDivRange compiled for the host, applied to every 16-bit raw value of `dt`: ok[u].
std::vector<uint8_t> rangeOfEveryRaw(logpjit::DType dt) {
  auto jit = logpjit::HostJIT::create();
  EXPECT_TRUE(bool(jit)) << toString(jit.takeError());
  if (!jit)
    return {};
  LLVMContext ctx;
  Module M("divrange", ctx);
  using RangeFn = void (*)(const uint16_t *raw, uint8_t *ok, int64_t n);
  logpjit::test::buildArrayLoop(M, "range", 2, 1, [&](IRBuilder<> &B, Value *i, Function *F) {
    Value *raw = B.CreateLoad(B.getInt16Ty(), B.CreateGEP(B.getInt16Ty(), F->getArg(0), i));
    Value *ok = logpjit::tmpl::rawInDivRange(B, dt, raw);
    B.CreateStore(B.CreateZExt(ok, B.getInt8Ty()), B.CreateGEP(B.getInt8Ty(), F->getArg(1), i));
  });
  auto fn = logpjit::test::compileForHost<RangeFn>(**jit, M, "range");
  EXPECT_TRUE(fn);
  if (!fn)
    return {};
  std::vector<uint16_t> raw(65536);
  for (uint32_t u = 0; u < 65536; ++u)
    raw[u] = uint16_t(u);
  std::vector<uint8_t> ok(65536);
  fn(raw.data(), ok.data(), 65536);
  return ok;
}

TEST(DivByRow, RangeFromRawBits) {
  std::vector<uint8_t> ok = rangeOfEveryRaw(logpjit::DType::BF16);
  ASSERT_EQ(ok.size(), 65536u);
  for (uint32_t u = 0; u < 65536; ++u) {
    const float m = std::fabs(fromBits(u << 16));
    ASSERT_EQ(bool(ok[u]), (m >= 0x1p-64f && m < 0x1p64f) || !std::isfinite(m))
        << std::hex << "bf16 " << u;
  }
  ok = rangeOfEveryRaw(logpjit::DType::F16);
  ASSERT_EQ(ok.size(), 65536u);
  for (uint32_t u = 0; u < 65536; ++u) {
    const float m = std::fabs(float(logpjit::ref::fp16ToFloat(uint16_t(u))));
    ASSERT_EQ(bool(ok[u]), m >= 0x1p-14f || std::isnan(m)) << std::hex << "fp16 " << u;
  }
}

// topk_stats counts "x / tau above x_t / tau" as "x above x_t" on the raw bf16 pairs where
// the lane and the target pass the range check (docs/decisions/division-by-the-row-
// reciprocal.md): inside it the fp32 quotient must be strictly increasing in x. Checked on
// every pair of adjacent admitted bf16 values (infinities included), for divisors at the
// range's ends and fresh random ones.
TEST(DivByRow, QuotientsOrderAsTheRawValuesInsideTheRange) {
  const std::vector<uint8_t> ok = rangeOfEveryRaw(logpjit::DType::BF16);
  ASSERT_EQ(ok.size(), 65536u);
  std::vector<float> xs; // the admitted values, NaN aside (unordered: counted by neither)
  for (uint32_t u = 0; u < 65536; ++u)
    if (ok[u] && !std::isnan(fromBits(u << 16)))
      xs.push_back(fromBits(u << 16));
  std::sort(xs.begin(), xs.end());
  ASSERT_GT(xs.size(), 30000u);
  std::vector<float> taus = {0x1p-24f,
                             0x1p24f,
                             0.15f,
                             0.7f,
                             1.0f,
                             3.0f,
                             std::nextafter(0x1p-24f, 1.0f),
                             std::nextafter(0x1p24f, 0.0f)};
  std::mt19937_64 rng(logpjit::test::freshSeed("div order"));
  std::uniform_real_distribution<double> e(-24.0, 24.0);
  for (int i = 0; i < 24; ++i)
    taus.push_back(float(std::exp2(e(rng))));
  for (float tau : taus)
    for (size_t i = 1; i < xs.size(); ++i)
      ASSERT_LT(xs[i - 1] / tau, xs[i] / tau)
          << "tau " << tau << ": " << xs[i - 1] << " and " << xs[i];
}

} // namespace
