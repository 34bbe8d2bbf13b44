// Top-k logprobs and ranks on sm_90 (ctest label `gpu`, docs/spec.md §15), both JIT
// tiers: the ids and ranks of the reference (tests/topk_reference.h) and of the host,
// logprobs bitwise value - lse with the GPU's own lse (the target's entry its logp),
// cross_target_bitwise bitwise equal to the host, TP 1 (topk_stats: one read) and TP 4
// (tile_stats, topk_tile) bitwise equal, TP 1's forward that of tile_stats and the merge.
#include "gpu/gpu_util.h"
#include "runtime/core/tp_sim.h"
#include "topk_reference.h"

using namespace logpjit;
using namespace logpjit::test;

namespace {

constexpr int64_t kW = 2374, kV = 8 * kW, kT = 37;

TopKResult gpuTopK(const Contract &c, const Batch &b, Runtime &rt) {
  GpuBatch g(b);
  return must(simulatedTopK(rt, c, g.full(c, b)));
}

bool sameBytes(const void *a, const void *b, size_t n) { return std::memcmp(a, b, n) == 0; }

} // namespace

TEST(GpuTopK, ReferenceIdsAndRanksHostBitsTpInvariant) {
  REQUIRE_GPU();
  const uint64_t seed = freshSeed("GpuTopK");
  TierRuntime quick(JitMode::Quick), full(JitMode::Full);
  for (Scope scope : {Scope::CrossTpBitwise, Scope::CrossTargetBitwise})
    for (DType d : {DType::BF16, DType::F32})
      for (int k : {20, 64}) {
        Contract base = onGpu(makeContract(kV, kW, d, 1, kV - 267), scope);
        base.top_k = k;
        if (d == DType::F32)
          base = withTemperature(base, 0.7f);
        Batch b = randomBatch(d, kT, kV, base.realVocab(), seed ^ uint64_t(k));
        for (int64_t i = 0; i < base.realVocab(); i += 3) // ties and signed zeros in row 2
          b.set(2, i, i % 2 ? 0.0 : -0.0);
        for (TierRuntime *tr : {&quick, &full}) {
          const std::string what = base.canonical() + (tr == &quick ? " quick" : " full") +
                                   ", seed " + std::to_string(seed);
          const TopKResult r = gpuTopK(base, b, *tr->rt); // TP 1: topKStats, one read
          {
            GpuBatch g(b); // its forward is tile_stats' and the merge's, bitwise
            EXPECT_TRUE(
                sameForward(r.forward, must(simulatedForward(*tr->rt, base, g.full(base, b)))))
                << what;
          }
          Contract tp4 = base;
          tp4.tp_size = 4;
          const TopKResult r4 = gpuTopK(tp4, b, *tr->rt);
          EXPECT_EQ(r.ids, r4.ids) << what;
          EXPECT_EQ(r.rank, r4.rank) << what;
          EXPECT_TRUE(sameBytes(r.logprobs.data(), r4.logprobs.data(), r.logprobs.size() * 4))
              << what;
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
            ASSERT_EQ(std::vector<int64_t>(r.ids.begin() + t * k, r.ids.begin() + (t + 1) * k),
                      e.ids)
                << "row " << t << ": " << what;
            EXPECT_EQ(r.rank[t], e.rank) << "row " << t << ": " << what;
            for (int i = 0; i < k; ++i) {
              const float want = v[size_t(e.ids[i])] - r.forward.lse[t];
              const float got = r.logprobs[size_t(t * k + i)];
              EXPECT_TRUE(sameBytes(&got, &want, 4))
                  << "row " << t << " entry " << i << ": " << what;
              if (e.ids[i] == b.targets[t])
                EXPECT_TRUE(sameBytes(&got, &r.forward.logp[t], 4)) << "row " << t << ": " << what;
            }
          }
        }
      }
}
