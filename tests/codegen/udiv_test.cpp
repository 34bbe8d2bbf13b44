// emitUDivRem64 (templates/ir_util.h), the GPU kernels' 64-bit division without a 64-bit
// divide instruction: compiled for the host and compared with C++'s / and % on the
// operands the GPU tests never reach (numerators and divisors of 2^32 and above: the
// shift-subtract path) and on the 32-bit path, edges and fresh random pairs.
#include "host_jit_util.h"
#include "test_util.h"

#include <gtest/gtest.h>
#include <random>

using namespace llvm;

namespace {

using DivFn = void (*)(const int64_t *a, const int64_t *b, int64_t *q, int64_t *r, int64_t n);

TEST(UDivRem64, MatchesCppDivisionOnBothPaths) {
  auto jit = logpjit::HostJIT::create();
  ASSERT_TRUE(bool(jit)) << toString(jit.takeError());
  LLVMContext ctx;
  Module M("udiv", ctx);
  Type *i64 = Type::getInt64Ty(ctx);
  logpjit::test::buildArrayLoop(M, "udiv", 4, 1, [&](IRBuilder<> &B, Value *i, Function *F) {
    auto at = [&](unsigned arg) { return B.CreateGEP(i64, F->getArg(arg), i); };
    auto [q, r] =
        logpjit::tmpl::emitUDivRem64(B, B.CreateLoad(i64, at(0)), B.CreateLoad(i64, at(1)));
    B.CreateStore(q, at(2));
    B.CreateStore(r, at(3));
  });
  auto div = logpjit::test::compileForHost<DivFn>(**jit, M, "udiv");
  ASSERT_NE(div, nullptr);

  const int64_t top = INT64_MAX, two32 = int64_t(1) << 32;
  std::vector<int64_t> a = {0,
                            1,
                            7,
                            top,
                            top,
                            two32,
                            two32,
                            two32 - 1,
                            two32 + 1,
                            top,
                            5,
                            (two32 - 1) * 3,
                            two32 * 3 + 2,
                            top - 1};
  std::vector<int64_t> b = {1,         1,     3, 1,   top,       two32 - 1, two32,
                            two32 - 1, two32, 3, top, two32 - 1, two32,     2};
  std::mt19937_64 rng(logpjit::test::freshSeed("UDivRem64"));
  for (int n = 0; n < 20000; ++n) { // a and b of 1..63 bits each: both paths, any ratio
    auto draw = [&] {
      int64_t v = int64_t(rng() >> (1 + rng() % 63));
      return v ? v : 1;
    };
    a.push_back(draw() - (n % 3 == 0)); // sometimes 0
    b.push_back(draw());
  }
  std::vector<int64_t> q(a.size()), r(a.size());
  div(a.data(), b.data(), q.data(), r.data(), int64_t(a.size()));
  for (size_t i = 0; i < a.size(); ++i) {
    ASSERT_EQ(q[i], a[i] / b[i]) << a[i] << " / " << b[i];
    ASSERT_EQ(r[i], a[i] % b[i]) << a[i] << " % " << b[i];
  }
}

} // namespace
