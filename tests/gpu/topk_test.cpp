// Top-k logprobs and ranks on sm_90 (ctest label `gpu`, docs/spec.md §15), both JIT
// tiers: the ids and ranks of the reference (tests/topk_reference.h) and of the host,
// logprobs bitwise value - lse with the GPU's own lse (the target's entry its logp),
// cross_target_bitwise bitwise equal to the host, TP 1 and TP 4 (tile_stats, topk_tile)
// and TP 1 in one read (topk_stats) bitwise equal, forward included.
#include "gpu/topk_util.h"
#include "topk_reference.h"

#include <cmath>
#include <limits>
#include <string>

using namespace logpjit;
using namespace logpjit::test;

namespace {

/// `r` against the fp64 reference (tests/topk_reference.h) on every row of `b` with a
/// target: its ids and rank, each logprob bitwise value - r's lse (-inf past the row's real
/// columns, docs/spec.md §15), the target's entry bitwise r's logp.
void expectReference(const TopKResult &r, const Batch &b, const Contract &c,
                     const std::string &what) {
  const int k = c.top_k;
  for (int64_t t = 0; t < b.T; ++t) {
    if (b.targets[t] == c.ignore_index)
      continue;
    const std::vector<float> v = rowValues(b, c, t, nullptr);
    const Expect e = expected(v, b.targets[t], k);
    ASSERT_EQ(std::vector<int64_t>(r.ids.begin() + t * k, r.ids.begin() + (t + 1) * k), e.ids)
        << "row " << t << ": " << what;
    EXPECT_EQ(r.rank[t], e.rank) << "row " << t << ": " << what;
    for (int i = 0; i < k; ++i) {
      const float want = e.ids[i] < 0 ? -std::numeric_limits<float>::infinity()
                                      : v[size_t(e.ids[i])] - r.forward.lse[t];
      const float got = r.logprobs[size_t(t * k + i)];
      EXPECT_TRUE(sameBytes(&got, &want, 4)) << "row " << t << " entry " << i << ": " << what;
      if (e.ids[i] == b.targets[t])
        EXPECT_TRUE(sameBytes(&got, &r.forward.logp[t], 4)) << "row " << t << ": " << what;
    }
  }
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
  // the last 256 real columns (the largest lane maxima all in one warp of the block;
  // active: randomBatch leaves every 7th row without a target); row 8 a target below
  // every other value (every lane counts each of its columns: topk_stats' largest counts,
  // in both halves of its packed pairs).
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
  b.setTarget(7, 0);
  b.setTarget(8, base.realVocab() / 2);
  b.set(8, base.realVocab() / 2, -60.0);
  for (TierRuntime *tr : {&quick, &full}) {
    const std::string what =
        base.canonical() + (tr == &quick ? " quick" : " full") + ", seed " + std::to_string(seed);
    const TopKResult r = gpuTopK(base, b, *tr->rt);
    {
      GpuBatch g(b); // one read (topk_stats): the same bits, its forward tile_stats'
      const TopKResult one = must(simulatedTopK(*tr->rt, base, g.full(base, b), true));
      expectSameTopK(one, r, what);
      EXPECT_TRUE(sameForward(one.forward, r.forward)) << what;
      // the merge kernel, then topk_select reading its lse (Op::topKSelect)
      const TopKResult apart =
          must(simulatedTopK(*tr->rt, base, g.full(base, b), true, 0.0f, false));
      expectSameTopK(apart, r, what + " (merge apart)");
      EXPECT_TRUE(sameForward(apart.forward, r.forward)) << what;
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
    expectReference(r, b, base, what);
  }
}

INSTANTIATE_TEST_SUITE_P(, GpuTopKCases, ::testing::ValuesIn(topKCases()), topKCaseName);

// The merge in topk_select's launch (warp 0 of the row's block) with what the default
// geometry's tests leave out: entropy (three-word partials), the active mask and int32
// targets, per-row temperatures, inactive rows: the forward (lse, logp, entropy) and the
// top-k of the two-read path, bitwise, both tiers; the merge apart (the merge kernel, then
// topk_select reading its lse) too.
TEST(GpuTopK, MergeInSelectWithEntropyMaskAndRowTemperatures) {
  REQUIRE_GPU();
  const uint64_t seed = freshSeed("GpuTopKMergeInSelect");
  TierRuntime quick(JitMode::Quick), full(JitMode::Full);
  Contract c = onGpu(makeContract(kV, kW, DType::BF16, 1, kV - 267), Scope::CrossTpBitwise);
  c.top_k = 20;
  c.want_entropy = true;
  c.mask_mode = MaskMode::ActiveMask;
  c.index_type = IndexType::I32;
  c.temperature_rows = true;
  Batch b = randomBatch(DType::BF16, kT, kV, c.realVocab(), seed);
  for (int64_t t = 0; t < kT; ++t) // the batch's ignored rows, and three more, inactive
    if (b.targets[t] < 0 || t == 2 || t == 9)
      b.active[t] = 0;
  std::vector<float> tau(kT);
  for (int64_t t = 0; t < kT; ++t)
    tau[t] = 0.25f + 0.125f * float(t % 9);
  DeviceBuffer gtau = upload(tau);
  for (TierRuntime *tr : {&quick, &full}) {
    const std::string what =
        std::string(tr == &quick ? "quick" : "full") + ", seed " + std::to_string(seed);
    GpuBatch g(b);
    FullInputs in = g.full(c, b);
    in.temperature = static_cast<const float *>(gtau.data());
    const TopKResult two = must(simulatedTopK(*tr->rt, c, in));
    const TopKResult one = must(simulatedTopK(*tr->rt, c, in, true));
    const TopKResult apart = must(simulatedTopK(*tr->rt, c, in, true, 0.0f, false));
    for (const TopKResult *r : {&one, &apart}) {
      expectSameTopK(*r, two, what);
      EXPECT_TRUE(sameForward(r->forward, two.forward)) << what;
    }
    ASSERT_EQ(one.forward.entropy.size(), size_t(kT)) << what;
    EXPECT_EQ(one.forward.lse[9], 0.0f) << "an inactive row's lse: " << what;
    EXPECT_NE(one.forward.lse[8], 0.0f) << what;
  }
}

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
  expectReference(r, b, c, label);
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
