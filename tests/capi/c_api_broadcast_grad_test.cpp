//===- c_api_broadcast_grad_test.cpp - grad_logp with strides[0] = 0 --------===//
//
// logpjit_op_backward takes grad_logp as one value expanded over every row (the gradient of a
// sum, as autograd hands it over) without a copy: bitwise the backward of the same value
// written into every row; any other stride is refused, naming grad_logp.
//
//===----------------------------------------------------------------------===//
#include "c_api_util.h"
#include "test_util.h"

#include <cstring>
#include <random>

using namespace logpjit;
using namespace logpjit::test;

namespace {

TEST(CApiBroadcastGrad, ExpandedGradLogpIsTheFilledOne) {
  TempDir dir;
  RuntimeHandle rt;
  ASSERT_EQ(makeRuntime(dir.path, rt), LOGPJIT_OK) << logpjit_last_error();
  constexpr int64_t V = 512, W = 64, T = 7;
  const std::string host = "host";
  logpjit_contract c = toC(makeContract(V, W, DType::F32, 1, V - 5), host);
  OpHandle op;
  ASSERT_EQ(logpjit_op_create(rt.p, &c, &op.p), LOGPJIT_OK) << logpjit_last_error();
  std::mt19937_64 gen(freshSeed("broadcast grad"));
  std::normal_distribution<float> n(0.0f, 2.0f);
  std::vector<float> x(T * V), lse(T), logp(T), ent(T), parts(T * 8 * 3), tl(T);
  for (float &v : x)
    v = n(gen);
  std::vector<int64_t> tg = {1, 5, 9, -100, 300, 506, 0};
  Tensor L(x.data(), kDlF32, {T, V}), Tg(tg.data(), kDlI64, {T}),
      P(parts.data(), kDlF32, {T, 8, 3}), TL(tl.data(), kDlF32, {T}), Lse(lse.data(), kDlF32, {T}),
      Logp(logp.data(), kDlF32, {T}), H(ent.data(), kDlF32, {T});
  ASSERT_EQ(logpjit_op_forward(op.p, L.get(), Tg.get(), nullptr, nullptr, P.get(), TL.get(),
                               Lse.get(), Logp.get(), H.get(), nullptr),
            LOGPJIT_OK)
      << logpjit_last_error();
  const float g = 0.37f;
  std::vector<float> filled(T, g), gradA(T * V, 1.0f), gradB(T * V, 2.0f);
  Tensor GF(filled.data(), kDlF32, {T}), GE(&g, kDlF32, {T}, {0});
  Tensor GA(gradA.data(), kDlF32, {T, V}), GB(gradB.data(), kDlF32, {T, V});
  ASSERT_EQ(logpjit_op_backward(op.p, L.get(), Tg.get(), nullptr, GF.get(), nullptr, nullptr,
                                Lse.get(), nullptr, GA.get(), nullptr),
            LOGPJIT_OK)
      << logpjit_last_error();
  ASSERT_EQ(logpjit_op_backward(op.p, L.get(), Tg.get(), nullptr, GE.get(), nullptr, nullptr,
                                Lse.get(), nullptr, GB.get(), nullptr),
            LOGPJIT_OK)
      << logpjit_last_error();
  EXPECT_EQ(std::memcmp(gradA.data(), gradB.data(), gradA.size() * 4), 0);
  // Only 0 or 1: a stride of 2 is refused, nothing written.
  std::vector<float> before = gradB;
  Tensor G2(filled.data(), kDlF32, {T}, {2});
  EXPECT_EQ(logpjit_op_backward(op.p, L.get(), Tg.get(), nullptr, G2.get(), nullptr, nullptr,
                                Lse.get(), nullptr, GB.get(), nullptr),
            LOGPJIT_ERROR_INVALID_ARGUMENT);
  EXPECT_NE(std::string(logpjit_last_error()).find("grad_logp"), std::string::npos);
  EXPECT_EQ(gradB, before);
}

} // namespace
