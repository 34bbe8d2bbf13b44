// The processed sampler logprobs on sm_90 (ctest label `gpu`, docs/spec.md §15,
// templates/sampler.cpp), both JIT tiers: the host kernel's bits on the same candidates,
// padded candidate lists, and topk_select's top-p prefix giving the bits of the full list.
#include "gpu/topk_util.h"

#include <cmath>
#include <limits>
#include <string>

using namespace logpjit;
using namespace logpjit::test;

// The processed sampler logprobs (templates/sampler.cpp) on sm_90, both tiers: the bits of
// the host's kernel on the same candidates (the portable exp and log on every target).
TEST(GpuSampler, HostBitsOnTheSameCandidates) {
  REQUIRE_GPU();
  const uint64_t seed = freshSeed("GpuSampler");
  TierRuntime quick(JitMode::Quick), full(JitMode::Full);
  Contract base = onGpu(makeContract(kV, kW, DType::F32, 1, kV - 267), Scope::CrossTargetBitwise);
  base.top_k = 20;
  Batch b = randomBatch(DType::F32, kT, kV, base.realVocab(), seed);
  for (double &x : b.x) // peaked rows: top_p fits in the 20 candidates of most rows
    x *= 8.0;
  for (int64_t i = 0; i < kV; ++i) // row 3 flat: 20 candidates never reach top_p 0.9
    b.x[size_t(3 * kV + i)] = 0.01 * double(i % 13);
  b = makeBatch(DType::F32, kT, kV, b.x, b.targets);
  Contract host = base;
  host.target = Target::hostCPU();
  const TopKResult raw = must(simulatedTopK(runtime(), host, b.full(host)));
  DeviceBuffer ids = upload(raw.ids), lps = upload(raw.logprobs), rank = upload(raw.rank),
               sampled = upload(b.targets);
  const int64_t n = 20;
  for (auto [topK, topP] : {std::pair<int64_t, float>{20, 0.0f}, {0, 0.9f}, {7, 0.8f}}) {
    auto run = [&](Op &op, const int64_t *i, const float *l, const int64_t *r, const void *s,
                   float *lp, int64_t *rk, int64_t *oi, float *ol, int64_t *kp) {
      must(op.sampler(i, l, r, s, kT, topK, topP, n, lp, rk, oi, ol, kp));
    };
    std::vector<float> hLogp(kT), hLps(kT * n);
    std::vector<int64_t> hRank(kT), hIds(kT * n), hKept(kT);
    run(*must(runtime().getOp(host)), raw.ids.data(), raw.logprobs.data(), raw.rank.data(),
        b.targets.data(), hLogp.data(), hRank.data(), hIds.data(), hLps.data(), hKept.data());
    for (TierRuntime *tr : {&quick, &full}) {
      const std::string what = std::string(tr == &quick ? "quick" : "full") + ", top_k " +
                               std::to_string(topK) + ", top_p " + std::to_string(topP) +
                               ", seed " + std::to_string(seed);
      DeviceBuffer dLogp = upload(std::vector<float>(kT)),
                   dLps = upload(std::vector<float>(kT * n));
      DeviceBuffer dRank = upload(std::vector<int64_t>(kT)),
                   dIds = upload(std::vector<int64_t>(kT * n));
      DeviceBuffer dKept = upload(std::vector<int64_t>(kT));
      auto op = must(tr->rt->getOp(base));
      run(*op, static_cast<const int64_t *>(ids.data()), static_cast<const float *>(lps.data()),
          static_cast<const int64_t *>(rank.data()), sampled.data(),
          static_cast<float *>(dLogp.data()), static_cast<int64_t *>(dRank.data()),
          static_cast<int64_t *>(dIds.data()), static_cast<float *>(dLps.data()),
          static_cast<int64_t *>(dKept.data()));
      EXPECT_EQ(download<int64_t>(dKept, kT), hKept) << what;
      EXPECT_EQ(download<int64_t>(dIds, kT * n), hIds) << what;
      EXPECT_EQ(download<int64_t>(dRank, kT), hRank) << what;
      const std::vector<float> gLogp = download<float>(dLogp, kT),
                               gLps = download<float>(dLps, kT * n);
      EXPECT_TRUE(sameBytes(gLogp.data(), hLogp.data(), kT * 4)) << what;
      EXPECT_TRUE(sameBytes(gLps.data(), hLps.data(), size_t(kT * n) * 4)) << what;
      // A short row is reported by status() without a synchronization in the call.
      llvm::Error st = op->status();
      if (topK == 0 && topP > 0) {
        ASSERT_EQ(hKept[3], -1) << what;
        EXPECT_TRUE(std::isnan(gLogp[3])) << what;
        ASSERT_TRUE(bool(st)) << what;
        const std::string text = llvm::toString(std::move(st));
        const size_t at = text.find("sampler: row ");
        ASSERT_NE(at, std::string::npos) << text;
        const int64_t row = std::stoll(text.substr(at + 13));
        ASSERT_TRUE(row >= 0 && row < kT) << text;
        EXPECT_EQ(hKept[size_t(row)], -1) << "the reported row is a short one: " << text;
      } else {
        EXPECT_FALSE(bool(st)) << what;
        llvm::consumeError(std::move(st));
      }
      llvm::Error again = op->status();
      EXPECT_FALSE(bool(again)) << "cleared: " << what;
      llvm::consumeError(std::move(again));
    }
  }
}

namespace {

/// The sampler's outputs (logp, rank, ids, logprobs, kept) on sm_90 from candidates on the
/// host; the op's status read (and cleared) after the call.
struct GpuProcessed {
  std::vector<float> logp, lps;
  std::vector<int64_t> rank, ids, kept;
};
GpuProcessed gpuSample(Op &op, const TopKResult &cand, const std::vector<int64_t> &sampled,
                       int64_t topK, float topP, int64_t n) {
  const int64_t T = int64_t(cand.rank.size());
  DeviceBuffer ids = upload(cand.ids), lps = upload(cand.logprobs), rank = upload(cand.rank),
               s = upload(sampled);
  DeviceBuffer oLogp = upload(std::vector<float>(T)), oLps = upload(std::vector<float>(T * n));
  DeviceBuffer oRank = upload(std::vector<int64_t>(T)), oIds = upload(std::vector<int64_t>(T * n));
  DeviceBuffer oKept = upload(std::vector<int64_t>(T));
  must(op.sampler(static_cast<const int64_t *>(ids.data()), static_cast<const float *>(lps.data()),
                  static_cast<const int64_t *>(rank.data()), s.data(), T, topK, topP, n,
                  static_cast<float *>(oLogp.data()), static_cast<int64_t *>(oRank.data()),
                  static_cast<int64_t *>(oIds.data()), static_cast<float *>(oLps.data()),
                  static_cast<int64_t *>(oKept.data())));
  llvm::consumeError(op.status());
  return {download<float>(oLogp, T), download<float>(oLps, T * n), download<int64_t>(oRank, T),
          download<int64_t>(oIds, T * n), download<int64_t>(oKept, T)};
}

} // namespace

// Rows whose 64 candidates end in padding after r real ones, r of every residue mod 8 (as
// topk_select's top-p prefix leaves 16, or a short vocabulary fewer): the sampler's lanes end
// their loops after the last real candidate, rounded up to a group of 8, and must give the
// host's bits on the same candidates, the sampled token among the padding included.
TEST(GpuSampler, PaddedCandidatesGiveTheHostBits) {
  REQUIRE_GPU();
  const uint64_t seed = freshSeed("GpuSamplerPadded");
  constexpr int64_t C = 64, n = 24;
  Contract base = onGpu(makeContract(kV, kW, DType::F32, 1, kV - 267), Scope::CrossTargetBitwise);
  base.top_k = C;
  Batch b = randomBatch(DType::F32, kT, kV, base.realVocab(), seed);
  for (double &x : b.x)
    x *= 6.0;
  b = makeBatch(DType::F32, kT, kV, b.x, b.targets);
  Contract host = base;
  host.target = Target::hostCPU();
  TopKResult raw = must(simulatedTopK(runtime(), host, b.full(host)));
  const int64_t reals[] = {0, 1, 7, 8, 9, 15, 16, 17, 23, 31, 33, 47, 57, 63, 64};
  std::vector<int64_t> sampled(b.targets.begin(), b.targets.end());
  for (int64_t t = 0; t < kT; ++t) {
    const int64_t r = reals[size_t(t) % std::size(reals)];
    for (int64_t j = r; j < C; ++j) {
      raw.ids[size_t(t * C + j)] = -1;
      raw.logprobs[size_t(t * C + j)] = -std::numeric_limits<float>::infinity();
    }
    if (t % 3 == 0 && r < C) // the sampled token among the padded-out candidates
      sampled[size_t(t)] = b.targets[size_t(t)] == 0 ? 1 : 0;
  }
  TierRuntime full(JitMode::Full);
  for (auto [topK, topP] :
       {std::pair<int64_t, float>{0, 0.9f}, {0, 1.0f}, {40, 0.95f}, {12, 0.0f}}) {
    const std::string what = "top_k " + std::to_string(topK) + ", top_p " + std::to_string(topP) +
                             ", seed " + std::to_string(seed);
    std::vector<float> hLogp(kT), hLps(kT * n);
    std::vector<int64_t> hRank(kT), hIds(kT * n), hKept(kT);
    auto hop = must(runtime().getOp(host));
    must(hop->sampler(raw.ids.data(), raw.logprobs.data(), raw.rank.data(), sampled.data(), kT,
                      topK, topP, n, hLogp.data(), hRank.data(), hIds.data(), hLps.data(),
                      hKept.data()));
    llvm::consumeError(hop->status());
    const GpuProcessed g = gpuSample(*must(full.rt->getOp(base)), raw, sampled, topK, topP, n);
    EXPECT_EQ(g.kept, hKept) << what;
    EXPECT_EQ(g.ids, hIds) << what;
    EXPECT_EQ(g.rank, hRank) << what;
    EXPECT_TRUE(sameBytes(g.logp.data(), hLogp.data(), kT * 4)) << what;
    EXPECT_TRUE(sameBytes(g.lps.data(), hLps.data(), size_t(kT * n) * 4)) << what;
  }
}

// topk_select's top_p prefix (docs/decisions/topk-select-top-p-prefix.md), both tiers, bf16
// with a temperature (64-bit lane words) and without (32-bit words, kept in registers), k 64
// and 20: a row whose first 16 candidates reach top_p in the
// sampler's sum ends in padding after them, every other row's list is the k best (a row of
// equal values overflows the block's lists onto the warp's path; a NaN row), the rank is
// unchanged, and the sampler's outputs (top_k 0) are bitwise those from the k best; top_p
// 1 gives the k best.
TEST(GpuSampler, TopPPrefixGivesTheBitsOfTheFullList) {
  REQUIRE_GPU();
  const uint64_t seed = freshSeed("GpuSamplerPrefix");
  TierRuntime quick(JitMode::Quick), full(JitMode::Full);
  for (bool tau : {true, false}) {
    // without the temperature (0.5) the logits are twice as large: the same values x / tau
    const double scale = tau ? 1.0 : 2.0;
    Batch b = randomBatch(DType::BF16, kT, kV, kV - 267, seed);
    for (int64_t t = 0; t < kT; ++t) // peaked, middling and flat rows
      for (int64_t i = 0; i < kV; ++i)
        b.x[size_t(t * kV + i)] *= scale * (t % 3 == 0 ? 6.0 : t % 3 == 1 ? 2.0 : 0.7);
    b.x[size_t(4 * kV + 100)] = std::numeric_limits<double>::quiet_NaN(); // a NaN row
    for (int64_t i = 0; i < kV; ++i)                                      // row 9: equal values
      b.x[size_t(9 * kV + i)] = 1.5;
    b = makeBatch(DType::BF16, kT, kV, b.x, b.targets);
    for (int64_t k : {64, 20}) {
      Contract c = onGpu(makeContract(kV, kW, DType::BF16, 1, kV - 267), Scope::CrossTpBitwise);
      if (tau)
        c = withTemperature(c, 0.5f);
      c.top_k = int32_t(k);
      for (TierRuntime *tr : {&quick, &full}) {
        GpuBatch g(b);
        const TopKResult all = must(simulatedTopK(*tr->rt, c, g.full(c, b), true));
        auto op = must(tr->rt->getOp(c));
        for (float topP : {0.5f, 0.9f, 0.99f, 1.0f}) {
          const std::string what = std::string(tr == &quick ? "quick" : "full") +
                                   (tau ? ", tau 0.5" : ", no tau") + ", k " + std::to_string(k) +
                                   ", top_p " + std::to_string(topP) + ", seed " +
                                   std::to_string(seed);
          const TopKResult pre = must(simulatedTopK(*tr->rt, c, g.full(c, b), true, topP));
          EXPECT_EQ(pre.rank, all.rank) << what;
          if (topP == 1.0f) { // no filter: the k best
            expectSameTopK(pre, all, what);
            continue;
          }
          const GpuProcessed p = gpuSample(*op, all, b.targets, 0, topP, 20);
          const GpuProcessed q = gpuSample(*op, pre, b.targets, 0, topP, 20);
          EXPECT_EQ(p.kept, q.kept) << what;
          EXPECT_EQ(p.ids, q.ids) << what;
          EXPECT_EQ(p.rank, q.rank) << what;
          EXPECT_TRUE(sameBytes(p.logp.data(), q.logp.data(), p.logp.size() * 4)) << what;
          EXPECT_TRUE(sameBytes(p.lps.data(), q.lps.data(), p.lps.size() * 4)) << what;
          int cut = 0, whole = 0;
          for (int64_t t = 0; t < kT; ++t) {
            const size_t at = size_t(t * k);
            const bool inPrefix = p.kept[size_t(t)] >= 1 && p.kept[size_t(t)] <= 16;
            const int64_t same = inPrefix ? 16 : k;
            EXPECT_TRUE(
                std::equal(pre.ids.begin() + at, pre.ids.begin() + at + same, all.ids.begin() + at))
                << "row " << t << ": " << what;
            EXPECT_TRUE(sameBytes(&pre.logprobs[at], &all.logprobs[at], size_t(same) * 4))
                << "row " << t << ": " << what;
            for (int64_t j = same; j < k; ++j) {
              EXPECT_EQ(pre.ids[at + j], -1) << "row " << t << ": " << what;
              EXPECT_TRUE(std::isinf(pre.logprobs[at + j]) && pre.logprobs[at + j] < 0)
                  << "row " << t << ": " << what;
            }
            cut += inPrefix;
            whole += p.kept[size_t(t)] > 16 || p.kept[size_t(t)] < 0;
          }
          EXPECT_EQ(p.kept[9], -1) << "the row of equal values is short: " << what;
          EXPECT_GT(cut, 0) << what;
          if (topP > 0.8f)
            EXPECT_GT(whole, 1) << "rows that keep more than 16 (or are short): " << what;
        }
      }
    }
  }
}
