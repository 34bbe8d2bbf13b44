// emitDivRN (templates/numerics.h), the quick tier's fp32 division without div.rn.f32:
// compiled for the host and compared bit for bit with C++'s IEEE division (x86 divss) on
// every special pair, fresh random bit patterns, x / tau sweeps for several tau, and
// quotients that are exact midpoints between subnormals (the only ties; numerics.cpp).
#include "host_jit_util.h"
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

} // namespace
