// Top-k logprobs and ranks on sm_90 (ctest label `gpu`, docs/spec.md §15), both JIT
// tiers: the ids and ranks of the reference (tests/topk_reference.h) and of the host,
// logprobs bitwise value - lse with the GPU's own lse (the target's entry its logp),
// cross_target_bitwise bitwise equal to the host, TP 1 and TP 4 (tile_stats, topk_tile)
// and TP 1 in one read (topk_stats) bitwise equal, forward included.
#include "gpu/gpu_util.h"
#include "runtime/core/tp_sim.h"
#include "topk_reference.h"

#include <cmath>
#include <limits>
#include <string>

using namespace logpjit;
using namespace logpjit::test;

namespace {

constexpr int64_t kW = 2374, kV = 8 * kW, kT = 37;

TopKResult gpuTopK(const Contract &c, const Batch &b, Runtime &rt) {
  GpuBatch g(b);
  return must(simulatedTopK(rt, c, g.full(c, b)));
}

bool sameBytes(const void *a, const void *b, size_t n) { return std::memcmp(a, b, n) == 0; }

/// Two top-k results: the same ids and ranks, and the same logprob bytes (memcmp).
void expectSameTopK(const TopKResult &a, const TopKResult &b, const std::string &what) {
  EXPECT_EQ(a.ids, b.ids) << what;
  EXPECT_EQ(a.rank, b.rank) << what;
  EXPECT_TRUE(sameBytes(a.logprobs.data(), b.logprobs.data(), a.logprobs.size() * 4)) << what;
}

/// One case of GpuTopKCases: a shape (W, V), scope, dtype (fp32 with a temperature) and k.
struct TopKCase {
  int64_t W, V;
  Scope scope;
  DType d;
  int k;
  int64_t realVocab = -1; ///< -1: V - 267
  bool tau = false;       ///< a temperature (0.7) for a 16-bit dtype (fp32 always has one)
};

std::string topKCaseName(const ::testing::TestParamInfo<TopKCase> &info) {
  const TopKCase &c = info.param;
  return std::string(c.scope == Scope::CrossTpBitwise ? "tp" : "target") + "_" +
         std::string(dtypeName(c.d)) + "_k" + std::to_string(c.k) + "_W" + std::to_string(c.W) +
         "_K" + std::to_string(c.V / c.W) +
         (c.realVocab >= 0 ? "_real" + std::to_string(c.realVocab) : "") + (c.tau ? "_tau" : "");
}

/// Two shapes: 8 tiles of 2374 (256 lane stats per row: two per thread of topk_select's
/// block) and 96 tiles of 256 (3072: a block's threads take 24, in two batches), the
/// second for the packed counts of the 16-bit types and the block's batches; then one tile
/// (32 lane stats: most threads hold none), 10 real columns (fewer than k), 64 tiles of 256
/// (2048 lane stats: the most a block keeps in registers, every thread's batch full), and
/// bf16 with a temperature (no packed count).
std::vector<TopKCase> topKCases() {
  std::vector<TopKCase> out;
  for (Scope scope : {Scope::CrossTpBitwise, Scope::CrossTargetBitwise})
    for (DType d : {DType::BF16, DType::F16, DType::F32})
      for (int k : {20, 64}) {
        out.push_back({2374, 8 * 2374, scope, d, k});
        if (scope == Scope::CrossTpBitwise && d != DType::F32)
          out.push_back({256, 96 * 256, scope, d, k});
      }
  for (int k : {20, 64}) {
    out.push_back({2374, 2374, Scope::CrossTpBitwise, DType::BF16, k});
    out.push_back({256, 8 * 256, Scope::CrossTpBitwise, DType::BF16, k, 10});
    out.push_back({256, 64 * 256, Scope::CrossTpBitwise, DType::BF16, k});
  }
  out.push_back({2374, 8 * 2374, Scope::CrossTpBitwise, DType::BF16, 20, -1, true});
  return out;
}

class GpuTopKCases : public ::testing::TestWithParam<TopKCase> {};

} // namespace

TEST_P(GpuTopKCases, ReferenceIdsAndRanksHostBitsTpInvariant) {
  REQUIRE_GPU();
  const uint64_t seed = freshSeed("GpuTopK");
  TierRuntime quick(JitMode::Quick), full(JitMode::Full);
  const auto [W, V, scope, d, k, realVocab, tau] = GetParam();
  Contract base = onGpu(makeContract(V, W, d, 1, realVocab >= 0 ? realVocab : V - 267), scope);
  base.top_k = k;
  if (d == DType::F32 || tau)
    base = withTemperature(base, 0.7f);
  Batch b = randomBatch(d, kT, V, base.realVocab(), seed ^ uint64_t(k));
  for (int64_t i = 0; i < base.realVocab(); i += 3) // ties and signed zeros in row 2
    b.set(2, i, i % 2 ? 0.0 : -0.0);
  // topk_select's other paths: row 3 one value everywhere (every group ties: the
  // rounds over global memory); row 4 a NaN (the rank counted from the logits); row 5
  // signed zeros with a -0 target; row 6 the largest values all in lane 0's chunks
  // of tile 1 (more columns than a lane's slots); row 7 distinct values increasing over
  // the last 256 real columns (the largest lane maxima all in one warp of the block).
  for (int64_t i = 0; i < base.realVocab(); ++i) {
    b.set(3, i, 1.5);
    b.set(5, i, i % 5 == 0 ? 2.0 : (i % 2 ? 0.0 : -0.0));
  }
  b.set(4, 1234 % V, std::numeric_limits<double>::quiet_NaN());
  if (base.realVocab() > 12)
    b.setTarget(5, 12);
  if (2 * W <= V)
    for (int64_t it = 0; it < 10; ++it)
      for (int64_t j = 0; j < 8; ++j)
        b.set(6, W + (it * 32) * 8 + j, 20.0 + double(it * 8 + j) / 16);
  const int64_t rising = std::min<int64_t>(256, base.realVocab());
  for (int64_t j = 0; j < rising; ++j) // bf16 8.0 and up, one ulp apart (exact in fp16)
    b.set(7, base.realVocab() - rising + j, ldexp(1.0 + double(j % 128) / 128, 3 + int(j / 128)));
  for (TierRuntime *tr : {&quick, &full}) {
    const std::string what =
        base.canonical() + (tr == &quick ? " quick" : " full") + ", seed " + std::to_string(seed);
    const TopKResult r = gpuTopK(base, b, *tr->rt);
    {
      GpuBatch g(b); // one read (topk_stats): the same bits, its forward tile_stats'
      const TopKResult one = must(simulatedTopK(*tr->rt, base, g.full(base, b), true));
      expectSameTopK(one, r, what);
      EXPECT_TRUE(sameForward(one.forward, r.forward)) << what;
    }
    Contract tp4 = base;
    tp4.tp_size = (V / W) % 4 == 0 ? 4 : 1; // one tile: TP 1 only
    const TopKResult r4 = gpuTopK(tp4, b, *tr->rt);
    expectSameTopK(r, r4, what);
    Contract host = base;
    host.target = Target::hostCPU();
    const TopKResult h = must(simulatedTopK(runtime(), host, b.full(host)));
    EXPECT_EQ(r.ids, h.ids) << "host vs sm_90: " << what;
    EXPECT_EQ(r.rank, h.rank) << "host vs sm_90: " << what;
    if (scope == Scope::CrossTargetBitwise)
      EXPECT_TRUE(sameBytes(r.logprobs.data(), h.logprobs.data(), r.logprobs.size() * 4))
          << "host vs sm_90: " << what;
    for (int64_t t = 0; t < kT; ++t) {
      if (b.targets[t] == base.ignore_index)
        continue;
      const std::vector<float> v = rowValues(b, base, t, nullptr);
      const Expect e = expected(v, b.targets[t], k);
      ASSERT_EQ(std::vector<int64_t>(r.ids.begin() + t * k, r.ids.begin() + (t + 1) * k), e.ids)
          << "row " << t << ": " << what;
      EXPECT_EQ(r.rank[t], e.rank) << "row " << t << ": " << what;
      for (int i = 0; i < k; ++i) {
        // Past the row's real columns: id -1, logprob -inf (docs/spec.md §15).
        const float want = e.ids[i] < 0 ? -std::numeric_limits<float>::infinity()
                                        : v[size_t(e.ids[i])] - r.forward.lse[t];
        const float got = r.logprobs[size_t(t * k + i)];
        EXPECT_TRUE(sameBytes(&got, &want, 4)) << "row " << t << " entry " << i << ": " << what;
        if (e.ids[i] == b.targets[t])
          EXPECT_TRUE(sameBytes(&got, &r.forward.logp[t], 4)) << "row " << t << ": " << what;
      }
    }
  }
}

INSTANTIATE_TEST_SUITE_P(, GpuTopKCases, ::testing::ValuesIn(topKCases()), topKCaseName);

// Rows of an odd stride (2-byte aligned: topk_stats' unaligned load classes, topk_select's
// re-read) give the bits of the packed rows, both tiers, and the host's ids and ranks.
TEST(GpuTopK, OddRowStrideSameBits) {
  REQUIRE_GPU();
  const uint64_t seed = freshSeed("GpuTopKStride");
  TierRuntime quick(JitMode::Quick), full(JitMode::Full);
  const int64_t W = 2374, V = 8 * 2374;
  Contract c = onGpu(makeContract(V, W, DType::BF16, 1, V - 267), Scope::CrossTpBitwise);
  c.top_k = 64;
  const Batch packed = randomBatch(DType::BF16, kT, V, c.realVocab(), seed);
  const Batch odd = makeBatch(DType::BF16, kT, V, packed.x, packed.targets, V + 1);
  for (TierRuntime *tr : {&quick, &full}) {
    const std::string what =
        std::string(tr == &quick ? "quick" : "full") + ", seed " + std::to_string(seed);
    GpuBatch a(packed), b(odd);
    const TopKResult x = must(simulatedTopK(*tr->rt, c, a.full(c, packed), true));
    const TopKResult y = must(simulatedTopK(*tr->rt, c, b.full(c, odd), true));
    expectSameTopK(x, y, what);
    Contract host = c;
    host.target = Target::hostCPU();
    const TopKResult h = must(simulatedTopK(runtime(), host, packed.full(host)));
    EXPECT_EQ(x.ids, h.ids) << "host vs sm_90: " << what;
    EXPECT_EQ(x.rank, h.rank) << "host vs sm_90: " << what;
  }
}

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

namespace {
/// One-read top-k (topk_stats + topk_select) of `b` under `c` against the fp64 reference
/// (ids, rank, logprob bits) and the host (ids, rank).
void checkOneRead(const Contract &c, const Batch &b, const std::string &label) {
  TierRuntime full(JitMode::Full);
  GpuBatch g(b);
  const TopKResult r = must(simulatedTopK(*full.rt, c, g.full(c, b), true));
  Contract host = c;
  host.target = Target::hostCPU();
  const TopKResult h = must(simulatedTopK(runtime(), host, b.full(host)));
  EXPECT_EQ(r.ids, h.ids) << "host vs sm_90: " << label;
  EXPECT_EQ(r.rank, h.rank) << "host vs sm_90: " << label;
  const int k = c.top_k;
  for (int64_t t = 0; t < b.T; ++t) {
    if (b.targets[t] == c.ignore_index)
      continue;
    const std::vector<float> v = rowValues(b, c, t, nullptr);
    const Expect e = expected(v, b.targets[t], k);
    EXPECT_EQ(std::vector<int64_t>(r.ids.begin() + t * k, r.ids.begin() + (t + 1) * k), e.ids)
        << "row " << t << ": " << label;
    EXPECT_EQ(r.rank[t], e.rank) << "row " << t << ": " << label;
    for (int i = 0; i < k; ++i) {
      const float want = e.ids[i] < 0 ? -std::numeric_limits<float>::infinity()
                                      : v[size_t(e.ids[i])] - r.forward.lse[t];
      const float got = r.logprobs[size_t(t * k + i)];
      EXPECT_TRUE(sameBytes(&got, &want, 4)) << "row " << t << " entry " << i << ": " << label;
    }
  }
}
} // namespace

// topk_select's keys in registers (docs/decisions/topk-select-in-a-block.md) where theta is
// group 0's max and thread 0's largest key (key == theta's bound, group 0), positive and
// negative; +inf, -inf, a NaN in a negative row; k 1, 7, 64.
TEST(GpuTopK, CachedKeysAtTheirBoundaries) {
  REQUIRE_GPU();
  const uint64_t seed = freshSeed("GpuTopKBoundaries");
  const int64_t W = 2374, V = 8 * W, T = 12;
  for (int k : {1, 7, 64}) {
    Contract c = onGpu(makeContract(V, W, DType::BF16, 1, V - 267), Scope::CrossTpBitwise);
    c.top_k = k;
    Batch b = randomBatch(DType::BF16, T, V, c.realVocab(), seed);
    for (int64_t t = 0; t < T; ++t)
      if (b.targets[t] == c.ignore_index)
        b.setTarget(t, 3);
    const int64_t big[] = {1, 2, 3, 5, 6, 7};
    // row 0: col 0 the 7th largest (groups 32, 64, ... larger); row 1: col 0 the max
    b.set(0, 0, 1000.0);
    for (int j = 0; j < 6; ++j)
      b.set(0, big[j] * W, 2000.0 * double(1 << j));
    b.set(1, 0, 1000.0);
    // rows 2, 3: the same, every value negative
    for (int64_t i = 0; i < c.realVocab(); ++i) {
      b.set(2, i, -300.0 - double(i % 61));
      b.set(3, i, -300.0 - double(i % 61));
      b.set(4, i, -300.0 - double(i % 61));
      b.set(5, i, -std::numeric_limits<double>::infinity());
      b.set(6, i, i % 3 ? -0.0 : -1.0);
    }
    b.set(2, 0, -100.0);
    for (int j = 0; j < 6; ++j)
      b.set(2, big[j] * W, -50.0 + 5.0 * j);
    b.set(3, 0, -100.0);
    b.set(4, 777, std::numeric_limits<double>::quiet_NaN());  // NaN in a negative row
    b.set(5, 3 * W + 9, 1.0);                                 // one finite value
    b.set(7, W + 5, std::numeric_limits<double>::infinity()); // +inf at group > 0
    b.set(8, 2 * W + 17, std::numeric_limits<double>::infinity());
    b.set(8, 2 * W + 300, -std::numeric_limits<double>::infinity());
    checkOneRead(c, b, "k " + std::to_string(k) + ", seed " + std::to_string(seed));
  }
}

// Tiny vocabularies: tiles of fewer columns than a chunk, most lanes empty.
TEST(GpuTopK, TinyVocabularies) {
  REQUIRE_GPU();
  const uint64_t seed = freshSeed("GpuTopKTiny");
  struct S {
    int64_t W, V;
  };
  for (S s : {S{5, 5}, S{1, 3}, S{7, 7 * 300}})
    for (int k : {1, 64}) {
      Contract c = onGpu(makeContract(s.V, s.W, DType::BF16, 1, s.V), Scope::CrossTpBitwise);
      c.top_k = k;
      Batch b = randomBatch(DType::BF16, 9, s.V, c.realVocab(), seed);
      checkOneRead(c, b,
                   "W " + std::to_string(s.W) + " V " + std::to_string(s.V) + " k " +
                       std::to_string(k) + ", seed " + std::to_string(seed));
    }
}

// Rows of 1920 and 2016 lane groups (threads with words past the row, whose keys must not
// count) whose max is column 0: group 0, the word a thread past the row loads in its place.
TEST(GpuTopK, PartialBatchWhoseMaxIsColumnZero) {
  REQUIRE_GPU();
  const uint64_t seed = freshSeed("GpuTopKPartial");
  for (int64_t K : {60, 63})
    for (int k : {1, 20}) {
      const int64_t W = 256, V = K * W;
      Contract c = onGpu(makeContract(V, W, DType::BF16, 1, V - 267), Scope::CrossTpBitwise);
      c.top_k = k;
      Batch b = randomBatch(DType::BF16, 4, V, c.realVocab(), seed);
      b.setTarget(0, 5);
      for (int64_t t = 0; t < 4; ++t)
        b.set(t, 0, 1000.0);
      checkOneRead(c, b,
                   "K " + std::to_string(K) + " k " + std::to_string(k) + ", seed " +
                       std::to_string(seed));
    }
}
