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

/// A host runtime and an op of lmHost()'s contract made through the C ABI, with its info.
class CApiLmHead : public ::testing::Test {
protected:
  void SetUp() override {
    ASSERT_EQ(makeRuntime(dir.path, rt), LOGPJIT_OK) << lastError();
    c = toC(k, host);
    ASSERT_EQ(logpjit_op_create(rt.p, &c, &op.p), LOGPJIT_OK) << lastError();
    info.struct_size = sizeof info;
    ASSERT_EQ(logpjit_op_get_info(op.p, &info), LOGPJIT_OK);
  }
  TempDir dir;
  RuntimeHandle rt;
  const Contract k = lmHost();
  const std::string host = "host";
  logpjit_contract c{};
  OpHandle op; // destroyed before rt
  logpjit_op_info info{};
};

TEST_F(CApiLmHead, MatchesCppAndNamesErrors) {
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
TEST_F(CApiLmHead, BackwardMatchesCppAndNamesErrors) {
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

namespace {

/// The bytes of a vector, for bitwise comparisons of fp32 outputs.
template <class T> std::vector<uint8_t> bytesOf(const std::vector<T> &v) {
  const auto *b = reinterpret_cast<const uint8_t *>(v.data());
  return {b, b + v.size() * sizeof(T)};
}

// Saved logits (ABI version 12): logpjit_op_lm_head_tile_stats_v2 keeps the first S rows'
// logits (logpjit_op_lm_head's bits) with the same partials; logpjit_op_lm_head_backward_v3
// reads them in place of recomputing (altered kept logits change its outputs) with the same
// gradients' bits; bad kept buffers are named errors that write nothing.
TEST_F(CApiLmHead, SavedLogitsChangeNoBitAndNameErrors) {
  const int64_t C = info.lm_head_chunks, P = 3, Kc = 8 / C;
  LmProblem p = makeLmProblem(freshSeed("capi lm_head saved"), DType::BF16, kT, kV, kH, kV - 20);
  Tensor hidden(p.hidden.data(), kDlBF16, {kT, kH}), weight(p.weight.data(), kDlBF16, {kV, kH});
  Tensor tg(p.targets.data(), kDlI64, {kT});
  std::vector<uint16_t> logits(kT * kV);
  Tensor L(logits.data(), kDlBF16, {kT, kV});
  ASSERT_EQ(logpjit_op_lm_head(op.p, hidden.get(), weight.get(), L.get(), nullptr), LOGPJIT_OK)
      << lastError();

  // The forward: without, then keeping S rows (row stride 520 > V), into poisoned outputs.
  std::vector<float> parts0(C * kT * Kc * P), tl0(C * kT);
  Tensor P0(parts0.data(), kDlF32, {C, kT, Kc, P}), TL0(tl0.data(), kDlF32, {C, kT});
  ASSERT_EQ(logpjit_op_lm_head_tile_stats_v2(op.p, hidden.get(), weight.get(), tg.get(), nullptr,
                                             nullptr, P0.get(), TL0.get(), nullptr, nullptr),
            LOGPJIT_OK)
      << lastError();
  constexpr int64_t kStride = kV + 8;
  for (int64_t S : {int64_t(0), int64_t(4), kT}) {
    SCOPED_TRACE("S = " + std::to_string(S));
    std::vector<float> parts(parts0.size(), -7.0f), tl(tl0.size(), -7.0f);
    std::vector<uint16_t> kept(size_t(std::max<int64_t>(S, 1) * kStride), 0xA5A5);
    Tensor Pt(parts.data(), kDlF32, {C, kT, Kc, P}), TL(tl.data(), kDlF32, {C, kT});
    Tensor Kp(kept.data(), kDlBF16, {S, kV}, {kStride, 1});
    ASSERT_EQ(logpjit_op_lm_head_tile_stats_v2(op.p, hidden.get(), weight.get(), tg.get(), nullptr,
                                               nullptr, Pt.get(), TL.get(), Kp.get(), nullptr),
              LOGPJIT_OK)
        << lastError();
    EXPECT_EQ(bytesOf(parts), bytesOf(parts0));
    EXPECT_EQ(bytesOf(tl), bytesOf(tl0));
    for (int64_t t = 0; t < S; ++t)
      EXPECT_EQ(std::memcmp(&kept[size_t(t * kStride)], &logits[size_t(t * kV)], kV * 2), 0)
          << "kept row " << t;
  }

  // The backward: with the whole call's rows kept (its one block lies inside them), and with
  // part of them (recomputed), the bits of the call without.
  const std::vector<float> gl = normals("capi saved grad_logp", kT);
  const LmGrads want = runLmBackward(runtime(), k, p, allRows(kT), gl);
  std::vector<float> glV = gl, lseV = want.forward.lse;
  Tensor G(glV.data(), kDlF32, {kT}), Lse(lseV.data(), kDlF32, {kT});
  auto backward = [&](DLTensor *kept, std::vector<float> &partial, std::vector<float> &gw) {
    Tensor GP(partial.data(), kDlF32, {kT, kH}), GW(gw.data(), kDlF32, {kV, kH});
    return logpjit_op_lm_head_backward_v3(op.p, hidden.get(), weight.get(), tg.get(), nullptr,
                                          nullptr, G.get(), nullptr, nullptr, Lse.get(), nullptr,
                                          kept, GP.get(), GW.get(), nullptr, 0, nullptr);
  };
  std::vector<float> partial0(kT * kH, 5.0f), gw0(kV * kH, 5.0f);
  ASSERT_EQ(backward(nullptr, partial0, gw0), LOGPJIT_OK) << lastError();
  EXPECT_EQ(std::memcmp(gw0.data(), want.weight.data(), gw0.size() * 4), 0);
  for (int64_t S : {int64_t(4), kT}) {
    SCOPED_TRACE("S = " + std::to_string(S));
    std::vector<uint16_t> kept(logits.begin(), logits.begin() + S * kV);
    Tensor Kp(kept.data(), kDlBF16, {S, kV});
    std::vector<float> partial(kT * kH, 5.0f), gw(kV * kH, 5.0f);
    ASSERT_EQ(backward(Kp.get(), partial, gw), LOGPJIT_OK) << lastError();
    EXPECT_EQ(bytesOf(partial), bytesOf(partial0));
    EXPECT_EQ(bytesOf(gw), bytesOf(gw0));
  }
  // Kept logits that are not the forward's change the gradients: the backward read them.
  std::vector<uint16_t> altered(logits);
  for (size_t i = 0; i < altered.size(); i += 3)
    altered[i] ^= 0x0100; // an exponent bit of every third logit
  Tensor Alt(altered.data(), kDlBF16, {kT, kV});
  std::vector<float> partialAlt(kT * kH, 5.0f), gwAlt(kV * kH, 5.0f);
  ASSERT_EQ(backward(Alt.get(), partialAlt, gwAlt), LOGPJIT_OK) << lastError();
  EXPECT_NE(bytesOf(partialAlt), bytesOf(partial0));

  // Errors: named, nothing written.
  std::vector<float> parts(parts0.size(), -7.0f), tl(tl0.size(), -7.0f);
  const std::vector<float> partsBefore = parts, tlBefore = tl;
  std::vector<uint16_t> big((kT + 1) * kV, 0xA5A5);
  const std::vector<uint16_t> bigBefore = big;
  Tensor Pt(parts.data(), kDlF32, {C, kT, Kc, P}), TL(tl.data(), kDlF32, {C, kT});
  auto forwardError = [&](DLTensor *kept, const char *want) {
    EXPECT_EQ(logpjit_op_lm_head_tile_stats_v2(op.p, hidden.get(), weight.get(), tg.get(), nullptr,
                                               nullptr, Pt.get(), TL.get(), kept, nullptr),
              LOGPJIT_ERROR_INVALID_ARGUMENT)
        << want;
    EXPECT_NE(lastError().find(want), std::string::npos) << lastError();
  };
  Tensor tooMany(big.data(), kDlBF16, {kT + 1, kV}), f32Kept(big.data(), kDlF32, {2, kV / 2}),
      narrow(big.data(), kDlBF16, {kT, kV - 1}), oneDim(big.data(), kDlBF16, {kV}),
      onPartials(parts.data(), kDlBF16, {1, kV});
  forwardError(tooMany.get(), "saved_logits: 10 rows");
  forwardError(f32Kept.get(), "saved_logits");
  forwardError(narrow.get(), "saved_logits");
  forwardError(oneDim.get(), "saved_logits");
  forwardError(onPartials.get(), "overlap");
  EXPECT_EQ(bytesOf(parts), bytesOf(partsBefore));
  EXPECT_EQ(bytesOf(tl), bytesOf(tlBefore));
  EXPECT_EQ(big, bigBefore);
  std::vector<float> partial(kT * kH, 5.0f), gw(kV * kH, 5.0f);
  EXPECT_EQ(backward(tooMany.get(), partial, gw), LOGPJIT_ERROR_INVALID_ARGUMENT);
  EXPECT_NE(lastError().find("saved_logits: 10 rows"), std::string::npos) << lastError();
  Tensor onGrad(partial.data(), kDlBF16, {1, kV});
  EXPECT_EQ(backward(onGrad.get(), partial, gw), LOGPJIT_ERROR_INVALID_ARGUMENT);
  EXPECT_NE(lastError().find("saved_logits"), std::string::npos) << lastError();
  EXPECT_TRUE(std::all_of(gw.begin(), gw.end(), [](float x) { return x == 5.0f; }));
  EXPECT_TRUE(std::all_of(partial.begin(), partial.end(), [](float x) { return x == 5.0f; }));
}

} // namespace
