//===- c_api_topk_test.cpp - Top-k at TP 1 and the sampler through the C ABI (v6) -===//
//
// logpjit_op_topk_stats, logpjit_op_merge_v2, logpjit_op_topk_select, logpjit_op_topk_merge_select
// and logpjit_op_sampler on the host: bitwise the C++ API's results (simulatedTopK, Op::sampler;
// tests/numerics checks those against fp64), and the errors (named, nothing written).
//
//===----------------------------------------------------------------------===//
#include "c_api_util.h"
#include "runtime/core/tp_sim.h"
#include "test_util.h"

#include <cmath>
#include <cstring>

using namespace logpjit;
using namespace logpjit::test;

namespace {

constexpr int64_t kV = 1024, kW = 128, kT = 11, kK = 8, kKL = kV / kW;

std::string lastError() { return logpjit_last_error(); }

TEST(CApiTopK, OneReadAndSamplerMatchCppAndNameErrors) {
  TempDir dir;
  RuntimeHandle rt;
  ASSERT_EQ(makeRuntime(dir.path, rt), LOGPJIT_OK) << lastError();
  Contract k = makeContract(kV, kW, DType::BF16, 1, kV - 30);
  k.top_k = kK;
  k.want_entropy = false; // P = 2
  const std::string host = "host";
  logpjit_contract c = toC(k, host);
  OpHandle op;
  ASSERT_EQ(logpjit_op_create(rt.p, &c, &op.p), LOGPJIT_OK) << lastError();
  ref::Rng rng(freshSeed("capi topk"));
  std::vector<int64_t> targets;
  Batch b =
      makeBatch(DType::BF16, kT, kV, realisticLogits(rng, kT, kV, k.realVocab(), targets), targets);
  b.setTarget(3, k.ignore_index);

  // topk_stats, the merge, topk_select: simulatedTopK's bits (two reads).
  constexpr int64_t kL = 32;
  std::vector<float> parts(kT * kKL * 2), tl(kT), lse(kT), logp(kT), lps(kT * kK);
  std::vector<int64_t> cand(kT * kKL * kL), ids(kT * kK), rank(kT);
  Tensor X(b.bytes.data(), kDlBF16, {kT, kV}), Tg(b.targets.data(), kDlI64, {kT}),
      Pt(parts.data(), kDlF32, {kT, kKL, 2}), TL(tl.data(), kDlF32, {kT}),
      Cd(cand.data(), kDlI64, {kT, kKL, kL});
  ASSERT_EQ(logpjit_op_topk_stats(op.p, X.get(), Tg.get(), nullptr, nullptr, Pt.get(), TL.get(),
                                  Cd.get(), nullptr),
            LOGPJIT_OK)
      << lastError();
  Tensor GP(parts.data(), kDlF32, {1, kT, kKL, 2}), GT(tl.data(), kDlF32, {1, kT}),
      Lse(lse.data(), kDlF32, {kT}), Lp(logp.data(), kDlF32, {kT});
  ASSERT_EQ(logpjit_op_merge_v2(op.p, GP.get(), GT.get(), Tg.get(), nullptr, nullptr, Lse.get(),
                                Lp.get(), nullptr, nullptr),
            LOGPJIT_OK)
      << lastError();
  Tensor Ids(ids.data(), kDlI64, {kT, kK}), Lps(lps.data(), kDlF32, {kT, kK}),
      Rk(rank.data(), kDlI64, {kT});
  ASSERT_EQ(logpjit_op_topk_select(op.p, X.get(), Tg.get(), nullptr, nullptr, Pt.get(), TL.get(),
                                   Cd.get(), Lse.get(), Ids.get(), Lps.get(), Rk.get(), nullptr),
            LOGPJIT_OK)
      << lastError();
  // A lane_stats of the wrong width is named; nothing is written.
  const std::vector<int64_t> idsBefore = ids;
  Tensor Cd16(cand.data(), kDlI64, {kT, kKL, 16});
  std::fill(ids.begin(), ids.end(), 5);
  const std::vector<int64_t> idsFive = ids;
  EXPECT_EQ(logpjit_op_topk_select(op.p, X.get(), Tg.get(), nullptr, nullptr, Pt.get(), TL.get(),
                                   Cd16.get(), Lse.get(), Ids.get(), Lps.get(), Rk.get(), nullptr),
            LOGPJIT_ERROR_INVALID_ARGUMENT);
  EXPECT_NE(lastError().find("lane_stats"), std::string::npos) << lastError();
  EXPECT_EQ(ids, idsFive);
  // _v2's top_p outside [0, 1] is named; nothing is written.
  for (float bad : {std::nanf(""), -0.25f, 1.5f}) {
    EXPECT_EQ(logpjit_op_topk_select_v2(op.p, X.get(), Tg.get(), nullptr, nullptr, Pt.get(),
                                        TL.get(), Cd.get(), Lse.get(), Ids.get(), Lps.get(),
                                        Rk.get(), bad, nullptr),
              LOGPJIT_ERROR_INVALID_ARGUMENT)
        << bad;
    EXPECT_NE(lastError().find("top_p"), std::string::npos) << lastError();
    EXPECT_EQ(ids, idsFive);
  }
  // With a top_p the host writes the k best (sm_90 may end a row in padding after its
  // first 16: tests/gpu/topk_test.cpp).
  ASSERT_EQ(logpjit_op_topk_select_v2(op.p, X.get(), Tg.get(), nullptr, nullptr, Pt.get(), TL.get(),
                                      Cd.get(), Lse.get(), Ids.get(), Lps.get(), Rk.get(), 0.9f,
                                      nullptr),
            LOGPJIT_OK)
      << lastError();
  EXPECT_EQ(ids, idsBefore);
  ids = idsBefore;
  const TopKResult want = must(simulatedTopK(runtime(), k, b.full(k)));
  EXPECT_EQ(ids, want.ids);
  EXPECT_EQ(rank, want.rank);
  EXPECT_EQ(std::memcmp(lps.data(), want.logprobs.data(), lps.size() * 4), 0);
  EXPECT_EQ(std::memcmp(logp.data(), want.forward.logp.data(), kT * 4), 0);

  // The sampler: Op::sampler's bits.
  const int64_t n = 5;
  std::vector<float> sLogp(kT), sLps(kT * n), wLogp(kT), wLps(kT * n);
  std::vector<int64_t> sRank(kT), sIds(kT * n), sKept(kT), wRank(kT), wIds(kT * n), wKept(kT);
  Tensor SL(sLogp.data(), kDlF32, {kT}), SR(sRank.data(), kDlI64, {kT}),
      SI(sIds.data(), kDlI64, {kT, n}), SP(sLps.data(), kDlF32, {kT, n}),
      SK(sKept.data(), kDlI64, {kT});
  ASSERT_EQ(logpjit_op_sampler(op.p, Ids.get(), Lps.get(), Rk.get(), Tg.get(), 6, 0.7f, SL.get(),
                               SR.get(), SI.get(), SP.get(), SK.get(), nullptr),
            LOGPJIT_OK)
      << lastError();
  must(must(runtime().getOp(k))
           ->sampler(ids.data(), lps.data(), rank.data(), b.targets.data(), kT, 6, 0.7f, n,
                     wLogp.data(), wRank.data(), wIds.data(), wLps.data(), wKept.data()));
  EXPECT_EQ(sIds, wIds);
  EXPECT_EQ(sRank, wRank);
  EXPECT_EQ(sKept, wKept);
  EXPECT_EQ(std::memcmp(sLogp.data(), wLogp.data(), kT * 4), 0);
  EXPECT_EQ(std::memcmp(sLps.data(), wLps.data(), sLps.size() * 4), 0);

  // Errors: named, nothing written.
  const std::vector<int64_t> keptBefore(kT, 77);
  sKept = keptBefore;
  auto sampler = [&](int64_t topK, float topP, DLTensor *oi, DLTensor *ol) {
    return logpjit_op_sampler(op.p, Ids.get(), Lps.get(), Rk.get(), Tg.get(), topK, topP, SL.get(),
                              SR.get(), oi, ol, SK.get(), nullptr);
  };
  EXPECT_EQ(sampler(9, 0.0f, SI.get(), SP.get()), LOGPJIT_ERROR_INVALID_ARGUMENT);
  EXPECT_NE(lastError().find("top_k = 9"), std::string::npos) << lastError();
  EXPECT_EQ(sampler(0, 2.0f, SI.get(), SP.get()), LOGPJIT_ERROR_INVALID_ARGUMENT);
  EXPECT_NE(lastError().find("top_p = 2"), std::string::npos) << lastError();
  EXPECT_EQ(sampler(0, 0.5f, SI.get(), nullptr), LOGPJIT_ERROR_INVALID_ARGUMENT);
  EXPECT_NE(lastError().find("out_ids, out_logprobs"), std::string::npos) << lastError();
  Tensor wide(sIds.data(), kDlI64, {kT, kK + 1});
  EXPECT_EQ(sampler(0, 0.5f, wide.get(), SP.get()), LOGPJIT_ERROR_INVALID_ARGUMENT);
  EXPECT_EQ(sKept, keptBefore);

  Contract k2 = k;
  k2.tp_size = 2;
  logpjit_contract c2 = toC(k2, host);
  OpHandle op2;
  ASSERT_EQ(logpjit_op_create(rt.p, &c2, &op2.p), LOGPJIT_OK) << lastError();
  const std::vector<int64_t> candBefore = cand;
  Tensor X2(b.bytes.data(), kDlBF16, {kT, kV / 2}, {kV}), Pt2(parts.data(), kDlF32, {kT, 4, 2}),
      Cd2(cand.data(), kDlI64, {kT, 4, kL});
  EXPECT_EQ(logpjit_op_topk_stats(op2.p, X2.get(), Tg.get(), nullptr, nullptr, Pt2.get(), TL.get(),
                                  Cd2.get(), nullptr),
            LOGPJIT_ERROR_INVALID_ARGUMENT);
  EXPECT_NE(lastError().find("tp_size = 2"), std::string::npos) << lastError();
  EXPECT_EQ(cand, candBefore);
}

// logpjit_op_topk_merge_select writes the merge's lse, logp and entropy and topk_select's
// outputs with them, bitwise those of logpjit_op_merge_v2 then logpjit_op_topk_select_v2;
// its errors are named and write nothing.
TEST(CApiTopK, MergeSelectIsTheMergeThenTopKSelect) {
  TempDir dir;
  RuntimeHandle rt;
  ASSERT_EQ(makeRuntime(dir.path, rt), LOGPJIT_OK) << lastError();
  Contract k = makeContract(kV, kW, DType::BF16, 1, kV - 30);
  k.top_k = kK;
  k.want_entropy = true; // P = 3
  const std::string host = "host";
  logpjit_contract c = toC(k, host);
  OpHandle op;
  ASSERT_EQ(logpjit_op_create(rt.p, &c, &op.p), LOGPJIT_OK) << lastError();
  ref::Rng rng(freshSeed("capi topk merge select"));
  std::vector<int64_t> targets;
  Batch b =
      makeBatch(DType::BF16, kT, kV, realisticLogits(rng, kT, kV, k.realVocab(), targets), targets);
  b.setTarget(4, k.ignore_index);
  constexpr int64_t kL = 32;
  std::vector<float> parts(kT * kKL * 3), tl(kT);
  std::vector<int64_t> stats(kT * kKL * kL);
  Tensor X(b.bytes.data(), kDlBF16, {kT, kV}), Tg(b.targets.data(), kDlI64, {kT}),
      Pt(parts.data(), kDlF32, {kT, kKL, 3}), TL(tl.data(), kDlF32, {kT}),
      LS(stats.data(), kDlI64, {kT, kKL, kL});
  ASSERT_EQ(logpjit_op_topk_stats(op.p, X.get(), Tg.get(), nullptr, nullptr, Pt.get(), TL.get(),
                                  LS.get(), nullptr),
            LOGPJIT_OK)
      << lastError();
  struct Outs {
    std::vector<float> lse = std::vector<float>(kT), logp = lse, entropy = lse,
                       lps = std::vector<float>(kT * kK);
    std::vector<int64_t> ids = std::vector<int64_t>(kT * kK), rank = std::vector<int64_t>(kT);
    Tensor Lse{lse.data(), kDlF32, {kT}}, Lp{logp.data(), kDlF32, {kT}},
        H{entropy.data(), kDlF32, {kT}}, Ids{ids.data(), kDlI64, {kT, kK}},
        Lps{lps.data(), kDlF32, {kT, kK}}, Rk{rank.data(), kDlI64, {kT}};
  } want, got;
  Tensor GP(parts.data(), kDlF32, {1, kT, kKL, 3}), GT(tl.data(), kDlF32, {1, kT});
  ASSERT_EQ(logpjit_op_merge_v2(op.p, GP.get(), GT.get(), Tg.get(), nullptr, nullptr,
                                want.Lse.get(), want.Lp.get(), want.H.get(), nullptr),
            LOGPJIT_OK)
      << lastError();
  ASSERT_EQ(logpjit_op_topk_select_v2(op.p, X.get(), Tg.get(), nullptr, nullptr, Pt.get(), TL.get(),
                                      LS.get(), want.Lse.get(), want.Ids.get(), want.Lps.get(),
                                      want.Rk.get(), 0.0f, nullptr),
            LOGPJIT_OK)
      << lastError();
  auto mergeSelect = [&](Outs &o, DLTensor *lse, DLTensor *entropy, DLTensor *ids) {
    return logpjit_op_topk_merge_select(op.p, X.get(), Tg.get(), nullptr, nullptr, Pt.get(),
                                        TL.get(), LS.get(), lse, o.Lp.get(), entropy, ids,
                                        o.Lps.get(), o.Rk.get(), 0.0f, nullptr);
  };
  // Errors first, on poisoned outputs: nothing written.
  std::fill(got.ids.begin(), got.ids.end(), 77);
  std::fill(got.logp.begin(), got.logp.end(), 7.0f);
  const std::vector<int64_t> idsBefore = got.ids;
  const std::vector<float> logpBefore = got.logp;
  EXPECT_EQ(mergeSelect(got, nullptr, got.H.get(), got.Ids.get()), LOGPJIT_ERROR_INVALID_ARGUMENT);
  EXPECT_NE(lastError().find("lse"), std::string::npos) << lastError();
  Tensor idsAsLse(got.ids.data(), kDlF32, {kT}); // lse over ids' bytes
  EXPECT_EQ(mergeSelect(got, idsAsLse.get(), got.H.get(), got.Ids.get()),
            LOGPJIT_ERROR_INVALID_ARGUMENT);
  EXPECT_NE(lastError().find("overlap"), std::string::npos) << lastError();
  Tensor partsAsLse(parts.data(), kDlF32, {kT}); // an output over an input
  EXPECT_EQ(mergeSelect(got, partsAsLse.get(), got.H.get(), got.Ids.get()),
            LOGPJIT_ERROR_INVALID_ARGUMENT);
  EXPECT_EQ(got.ids, idsBefore);
  EXPECT_EQ(got.logp, logpBefore);
  // The same bits as the two launches, entropy included.
  ASSERT_EQ(mergeSelect(got, got.Lse.get(), got.H.get(), got.Ids.get()), LOGPJIT_OK) << lastError();
  EXPECT_EQ(got.ids, want.ids);
  EXPECT_EQ(got.rank, want.rank);
  EXPECT_EQ(std::memcmp(got.lps.data(), want.lps.data(), kT * kK * 4), 0);
  EXPECT_EQ(std::memcmp(got.lse.data(), want.lse.data(), kT * 4), 0);
  EXPECT_EQ(std::memcmp(got.logp.data(), want.logp.data(), kT * 4), 0);
  EXPECT_EQ(std::memcmp(got.entropy.data(), want.entropy.data(), kT * 4), 0);
  // Entropy is optional: NULL leaves it unwritten.
  Outs none;
  std::fill(none.entropy.begin(), none.entropy.end(), 3.0f);
  ASSERT_EQ(mergeSelect(none, none.Lse.get(), nullptr, none.Ids.get()), LOGPJIT_OK) << lastError();
  EXPECT_EQ(std::memcmp(none.logp.data(), want.logp.data(), kT * 4), 0);
  EXPECT_EQ(none.entropy, std::vector<float>(kT, 3.0f));

  // An entropy for a contract without one is named.
  Contract k0 = k;
  k0.want_entropy = false;
  logpjit_contract c0 = toC(k0, host);
  OpHandle op0;
  ASSERT_EQ(logpjit_op_create(rt.p, &c0, &op0.p), LOGPJIT_OK) << lastError();
  Tensor Pt2(parts.data(), kDlF32, {kT, kKL, 2});
  EXPECT_EQ(logpjit_op_topk_merge_select(op0.p, X.get(), Tg.get(), nullptr, nullptr, Pt2.get(),
                                         TL.get(), LS.get(), none.Lse.get(), none.Lp.get(),
                                         none.H.get(), none.Ids.get(), none.Lps.get(),
                                         none.Rk.get(), 0.0f, nullptr),
            LOGPJIT_ERROR_INVALID_ARGUMENT);
  EXPECT_NE(lastError().find("want_entropy = 0"), std::string::npos) << lastError();
}

} // namespace
