//===- c_api_lm_head_test.cpp - The LM head through the C ABI (version 4) ---===//
//
// logpjit_op_lm_head, logpjit_op_lm_head_tile_stats and logpjit_op_merge_v3 on the host:
// bitwise the C++ Op's results (which tests/numerics/lm_head_test.cpp checks against fp64
// and the materialized path), op_info.lm_head_chunks, and the errors (named, nothing
// written).
//
//===----------------------------------------------------------------------===//
#include "c_api_util.h"
#include "lm_head_util.h"

#include <algorithm>
#include <cstring>

using namespace logpjit;
using namespace logpjit::test;

namespace {

constexpr int64_t kV = 512, kW = 64, kH = 32, kT = 9;

Contract lmHost() {
  Contract c = lmContract(makeContract(kV, kW, DType::BF16, 1, kV - 20), kH, DType::BF16);
  return c;
}

std::string lastError() { return logpjit_last_error(); }

TEST(CApiLmHead, MatchesCppAndNamesErrors) {
  TempDir dir;
  RuntimeHandle rt;
  ASSERT_EQ(makeRuntime(dir.path, rt), LOGPJIT_OK) << lastError();
  const Contract k = lmHost();
  const std::string host = "host";
  logpjit_contract c = toC(k, host);
  OpHandle op;
  ASSERT_EQ(logpjit_op_create(rt.p, &c, &op.p), LOGPJIT_OK) << lastError();
  logpjit_op_info info{};
  info.struct_size = sizeof info;
  ASSERT_EQ(logpjit_op_get_info(op.p, &info), LOGPJIT_OK);
  auto cppOp = must(runtime().getOp(k));
  EXPECT_EQ(info.lm_head_chunks, cppOp->lmHeadChunks());
  EXPECT_EQ(info.lm_head_grad_leaves, cppOp->lmHeadGradLeaves());
  EXPECT_EQ(info.lm_head_grad_leaves, 8); // K = 8 tiles
  const int64_t C = info.lm_head_chunks, P = 3;

  LmProblem p = makeLmProblem(freshSeed("capi lm_head"), DType::BF16, kT, kV, kH, kV - 20);
  Tensor hidden(p.hidden.data(), kDlBF16, {kT, kH}), weight(p.weight.data(), kDlBF16, {kV, kH});
  std::vector<uint16_t> logits(kT * kV, 0), want(kT * kV, 1);
  Tensor L(logits.data(), kDlBF16, {kT, kV});
  ASSERT_EQ(logpjit_op_lm_head(op.p, hidden.get(), weight.get(), L.get(), nullptr), LOGPJIT_OK)
      << lastError();
  LmHeadInputs in;
  in.hidden = p.hidden.data();
  in.hidden_stride = kH;
  in.weight = p.weight.data();
  in.weight_stride = kH;
  in.rows = kT;
  must(cppOp->lmHead(in, want.data(), kV));
  EXPECT_EQ(logits, want);

  // The fused step and the merge with chunks: the materialized forward's bits.
  std::vector<float> parts(C * kT * (8 / C) * P), tl(C * kT), out(3 * kT), ref(3 * kT);
  Tensor tg(p.targets.data(), kDlI64, {kT}), Pt(parts.data(), kDlF32, {C, kT, 8 / C, P}),
      TL(tl.data(), kDlF32, {C, kT});
  ASSERT_EQ(logpjit_op_lm_head_tile_stats(op.p, hidden.get(), weight.get(), tg.get(), nullptr,
                                          nullptr, Pt.get(), TL.get(), nullptr),
            LOGPJIT_OK)
      << lastError();
  Tensor lse(out.data(), kDlF32, {kT}), logp(out.data() + kT, kDlF32, {kT}),
      ent(out.data() + 2 * kT, kDlF32, {kT});
  Tensor GP(parts.data(), kDlF32, {C, kT, 8 / C, P}), GT(tl.data(), kDlF32, {C, kT});
  ASSERT_EQ(logpjit_op_merge_v3(op.p, GP.get(), GT.get(), tg.get(), nullptr, nullptr, lse.get(),
                                logp.get(), ent.get(), C, nullptr),
            LOGPJIT_OK)
      << lastError();
  const LmOutputs m = runMaterialized(runtime(), k, p, allRows(kT));
  EXPECT_EQ(std::memcmp(out.data(), m.lse.data(), kT * 4), 0);
  EXPECT_EQ(std::memcmp(out.data() + kT, m.logp.data(), kT * 4), 0);
  EXPECT_EQ(std::memcmp(out.data() + 2 * kT, m.entropy.data(), kT * 4), 0);

  // Errors: named, nothing written.
  std::vector<uint16_t> before = logits;
  Tensor badW(p.weight.data(), kDlBF16, {kV - 1, kH});
  EXPECT_EQ(logpjit_op_lm_head(op.p, hidden.get(), badW.get(), L.get(), nullptr),
            LOGPJIT_ERROR_INVALID_ARGUMENT);
  EXPECT_NE(lastError().find("weight"), std::string::npos) << lastError();
  Tensor f32Hidden(p.hidden.data(), kDlF32, {kT, kH / 2});
  EXPECT_EQ(logpjit_op_lm_head(op.p, f32Hidden.get(), weight.get(), L.get(), nullptr),
            LOGPJIT_ERROR_INVALID_ARGUMENT);
  EXPECT_NE(lastError().find("hidden"), std::string::npos) << lastError();
  EXPECT_EQ(logits, before);
  EXPECT_EQ(logpjit_op_merge_v3(op.p, GP.get(), GT.get(), tg.get(), nullptr, nullptr, lse.get(),
                                logp.get(), ent.get(), 3, nullptr),
            LOGPJIT_ERROR_INVALID_ARGUMENT);
  EXPECT_NE(lastError().find("chunks = 3"), std::string::npos) << lastError();
  // A logits contract refuses the LM-head calls.
  Contract plain = makeContract(kV, kW, DType::BF16);
  logpjit_contract pc = toC(plain, host);
  OpHandle pop;
  ASSERT_EQ(logpjit_op_create(rt.p, &pc, &pop.p), LOGPJIT_OK);
  EXPECT_EQ(logpjit_op_lm_head(pop.p, hidden.get(), weight.get(), L.get(), nullptr),
            LOGPJIT_ERROR_INVALID_ARGUMENT);
  EXPECT_NE(lastError().find("hidden_size = 0"), std::string::npos) << lastError();
  // A bad hidden_dtype in the struct.
  c.hidden_dtype = 7;
  OpHandle bad;
  EXPECT_EQ(logpjit_op_create(rt.p, &c, &bad.p), LOGPJIT_ERROR_INVALID_ARGUMENT);
  EXPECT_NE(lastError().find("contract.hidden_dtype = 7"), std::string::npos) << lastError();
}

} // namespace

namespace {

// The backward (ABI version 7): logpjit_op_lm_head_backward then
// logpjit_op_lm_head_grad_hidden give the C++ simulation's bits (which
// tests/numerics/lm_head_backward_test.cpp checks against fp64); errors named, nothing written.
TEST(CApiLmHead, BackwardMatchesCppAndNamesErrors) {
  TempDir dir;
  RuntimeHandle rt;
  ASSERT_EQ(makeRuntime(dir.path, rt), LOGPJIT_OK) << lastError();
  const Contract k = lmHost();
  const std::string host = "host";
  logpjit_contract c = toC(k, host);
  OpHandle op;
  ASSERT_EQ(logpjit_op_create(rt.p, &c, &op.p), LOGPJIT_OK) << lastError();
  const LmProblem p =
      makeLmProblem(freshSeed("capi lm_head backward"), DType::BF16, kT, kV, kH, kV - 20);
  const std::vector<float> gl = normals("capi grad_logp", kT);
  const LmGrads want = runLmBackward(runtime(), k, p, allRows(kT), gl);

  Tensor hidden(const_cast<uint16_t *>(p.hidden.data()), kDlBF16, {kT, kH}),
      weight(const_cast<uint16_t *>(p.weight.data()), kDlBF16, {kV, kH});
  Tensor tg(const_cast<int64_t *>(p.targets.data()), kDlI64, {kT});
  std::vector<float> lseV = want.forward.lse, partial(kT * kH, 5.0f), gw(kV * kH, 5.0f);
  std::vector<float> glV = gl;
  Tensor G(glV.data(), kDlF32, {kT}), Lse(lseV.data(), kDlF32, {kT});
  Tensor GP(partial.data(), kDlF32, {kT, kH}), GW(gw.data(), kDlF32, {kV, kH});
  // Errors first: nothing written.
  Tensor shortW(gw.data(), kDlF32, {kV - 1, kH});
  EXPECT_EQ(logpjit_op_lm_head_backward(op.p, hidden.get(), weight.get(), tg.get(), nullptr,
                                        nullptr, G.get(), nullptr, nullptr, Lse.get(), nullptr,
                                        GP.get(), shortW.get(), 0, nullptr),
            LOGPJIT_ERROR_INVALID_ARGUMENT);
  EXPECT_NE(lastError().find("grad_weight"), std::string::npos) << lastError();
  EXPECT_EQ(logpjit_op_lm_head_backward(op.p, hidden.get(), weight.get(), tg.get(), nullptr,
                                        nullptr, G.get(), nullptr, G.get(), Lse.get(), nullptr,
                                        GP.get(), GW.get(), 0, nullptr),
            LOGPJIT_ERROR_INVALID_ARGUMENT);
  EXPECT_NE(lastError().find("entropy"), std::string::npos) << lastError();
  EXPECT_TRUE(std::all_of(gw.begin(), gw.end(), [](float x) { return x == 5.0f; }));
  EXPECT_TRUE(std::all_of(partial.begin(), partial.end(), [](float x) { return x == 5.0f; }));

  ASSERT_EQ(logpjit_op_lm_head_backward(op.p, hidden.get(), weight.get(), tg.get(), nullptr,
                                        nullptr, G.get(), nullptr, nullptr, Lse.get(), nullptr,
                                        GP.get(), GW.get(), 0, nullptr),
            LOGPJIT_OK)
      << lastError();
  std::vector<uint16_t> gh(kT * kH, 0);
  Tensor GH(gh.data(), kDlBF16, {kT, kH}), gathered(partial.data(), kDlF32, {1, kT, kH});
  Tensor badGathered(partial.data(), kDlF32, {2, kT, kH});
  EXPECT_EQ(logpjit_op_lm_head_grad_hidden(op.p, badGathered.get(), GH.get(), nullptr),
            LOGPJIT_ERROR_INVALID_ARGUMENT);
  EXPECT_NE(lastError().find("gathered_partials"), std::string::npos) << lastError();
  ASSERT_EQ(logpjit_op_lm_head_grad_hidden(op.p, gathered.get(), GH.get(), nullptr), LOGPJIT_OK)
      << lastError();
  EXPECT_EQ(gh, want.hidden);
  EXPECT_EQ(std::memcmp(gw.data(), want.weight.data(), gw.size() * 4), 0);
  // A frozen weight: grad_weight NULL, the same grad_hidden.
  std::vector<float> partial2(kT * kH, 5.0f);
  Tensor GP2(partial2.data(), kDlF32, {kT, kH});
  ASSERT_EQ(logpjit_op_lm_head_backward(op.p, hidden.get(), weight.get(), tg.get(), nullptr,
                                        nullptr, G.get(), nullptr, nullptr, Lse.get(), nullptr,
                                        GP2.get(), nullptr, 0, nullptr),
            LOGPJIT_OK)
      << lastError();
  EXPECT_EQ(std::memcmp(partial2.data(), partial.data(), partial.size() * 4), 0);
}

} // namespace
