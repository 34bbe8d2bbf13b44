//===- topk_test.cpp - Top-k logprobs and the target's rank (host) --------===//
//
// docs/spec.md §15 against a reference written here: each active row's real columns as
// fp32 values x / tau, sorted by the total order (NaN highest, -0 below +0) and then by
// the lower id, the first k taken; logprobs close to the float64 log-softmax and bitwise
// value - lse with the kernel's own lse (the target's entry bitwise its logp); the rank
// 1 + the values strictly above the target's. Bitwise invariance across TP 1/2/4/8 and
// batch composition; ties, special values, padding, V_real < k, inactive rows; errors.
// Fresh random inputs (seeds printed); every bitwise claim is memcmp.
//
//===----------------------------------------------------------------------===//
#include "logpjit/errors.h"
#include "runtime/core/tp_sim.h"
#include "test_util.h"
#include "topk_reference.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstring>
#include <limits>
#include <numeric>

using namespace logpjit;
using namespace logpjit::test;

namespace {

constexpr int64_t kV = 2048, kW = 256; // K = 8: TP 1, 2, 4, 8
constexpr int64_t kT = 41;

TopKResult runTopK(const Contract &c, const Batch &b, const float *tau = nullptr) {
  FullInputs in = b.full(c);
  in.temperature = tau;
  return must(simulatedTopK(runtime(), c, in));
}

bool sameBytes(const void *a, const void *b, size_t n) { return std::memcmp(a, b, n) == 0; }

float canonical(float v) { return std::isnan(v) ? std::bit_cast<float>(0x7FC00000u) : v; }

::testing::AssertionResult sameTopK(const TopKResult &a, const TopKResult &b) {
  if (a.ids != b.ids)
    return ::testing::AssertionFailure() << "ids differ";
  if (a.rank != b.rank)
    return ::testing::AssertionFailure() << "ranks differ";
  if (a.logprobs.size() != b.logprobs.size() ||
      !sameBytes(a.logprobs.data(), b.logprobs.data(), a.logprobs.size() * 4))
    return ::testing::AssertionFailure() << "logprobs differ";
  return ::testing::AssertionSuccess();
}

/// TP 1 through the four kernels topKStats replaces (tileStats, merge, topKTile, topKMerge),
/// with tileStats' partials and target logits.
struct Unfused {
  TopKResult r;
  std::vector<float> partials, tl;
};
Unfused unfusedTp1(const Contract &c, const Batch &b) {
  auto op = must(runtime().getOp(c));
  const FullInputs in = b.full(c);
  const ShardInputs s = shardOf(c, in);
  const int64_t T = b.T, KL = c.localTiles(), P = c.partialWidth(), k = c.top_k;
  Unfused u;
  u.partials.resize(size_t(T * KL * P));
  u.tl.resize(size_t(T));
  must(op->tileStats(s, u.partials.data(), u.tl.data()));
  ForwardResult &f = u.r.forward;
  f.lse.resize(T);
  f.logp.resize(T);
  f.entropy.resize(c.want_entropy ? T : 0);
  must(op->merge(u.partials.data(), u.tl.data(), in.targets, in.active, T, f.lse.data(),
                 f.logp.data(), c.want_entropy ? f.entropy.data() : nullptr));
  std::vector<int64_t> cand(size_t(T * KL * k)), above(size_t(T * KL));
  must(op->topKTile(s, u.partials.data(), u.tl.data(), cand.data(), above.data()));
  u.r.ids.resize(size_t(T * k));
  u.r.logprobs.resize(size_t(T * k));
  u.r.rank.resize(size_t(T));
  must(op->topKMerge(cand.data(), above.data(), in.targets, in.active, T, f.lse.data(),
                     u.r.ids.data(), u.r.logprobs.data(), u.r.rank.data()));
  return u;
}

/// Checks every row of `r` against the reference and the kernel's own forward.
void checkRows(const Contract &c, const Batch &b, const TopKResult &r, const float *tau) {
  const int k = c.top_k;
  ref::Problem p = problemOf(b, c);
  std::vector<double> tauD;
  const ref::Forward f64 = tau ? ref::Forward{} : ref::forward(p);
  for (int64_t t = 0; t < b.T; ++t) {
    SCOPED_TRACE("row " + std::to_string(t));
    const bool active =
        c.mask_mode == MaskMode::ActiveMask ? b.active[t] != 0 : b.targets[t] != c.ignore_index;
    const int64_t *ids = r.ids.data() + t * k;
    const float *lps = r.logprobs.data() + t * k;
    if (!active) {
      for (int i = 0; i < k; ++i) {
        EXPECT_EQ(ids[i], -1);
        EXPECT_EQ(std::signbit(lps[i]), false);
        EXPECT_EQ(lps[i], 0.0f);
      }
      EXPECT_EQ(r.rank[t], 0);
      continue;
    }
    const std::vector<float> v = rowValues(b, c, t, tau);
    const Expect e = expected(v, b.targets[t], k);
    ASSERT_EQ(std::vector<int64_t>(ids, ids + k), e.ids);
    EXPECT_EQ(r.rank[t], e.rank);
    const float lse = r.forward.lse[t];
    for (int i = 0; i < k; ++i) {
      if (ids[i] < 0) {
        EXPECT_TRUE(std::isinf(lps[i]) && lps[i] < 0);
        continue;
      }
      // The definition, bit for bit; every NaN the canonical quiet NaN (docs/spec.md §1).
      const float want = canonical(v[size_t(ids[i])] - lse);
      EXPECT_TRUE(sameBytes(&lps[i], &want, 4))
          << "logprob " << i << ": " << lps[i] << " vs " << want;
      if (ids[i] == b.targets[t]) // the target's entry is the merge's logp
        EXPECT_TRUE(sameBytes(&lps[i], &r.forward.logp[t], 4));
      if (!tau && std::isfinite(f64.lse[t]) && std::isfinite(v[size_t(ids[i])])) {
        // Against float64: the value is exact, lse within the kernel's error budget.
        const double ref = double(v[size_t(ids[i])]) - f64.lse[t];
        EXPECT_NEAR(lps[i], ref, 4e-6 * std::max(1.0, std::fabs(f64.lse[t])) + 1e-6);
      }
    }
  }
}

struct Case {
  DType dtype;
  Scope scope;
  int k;
  int64_t W = kW; ///< 256: K = 8 tiles (k >= 8: no tile bound); 32: K = 64
};
std::string caseName(const ::testing::TestParamInfo<Case> &i) {
  return dtypeName(i.param.dtype).str() + "_" + scopeName(i.param.scope).str() + "_k" +
         std::to_string(i.param.k) + "_W" + std::to_string(i.param.W);
}

class TopK : public ::testing::TestWithParam<Case> {
protected:
  Contract contract(int tp) const {
    Contract c = makeContract(kV, GetParam().W, GetParam().dtype, tp, kV - 37);
    c.scope = GetParam().scope;
    c.top_k = GetParam().k;
    return c;
  }
  Batch batch(const Contract &c, uint64_t seed) const {
    ref::Rng rng(seed);
    std::vector<int64_t> targets;
    std::vector<double> raw = realisticLogits(rng, kT, kV, c.realVocab(), targets);
    Batch b = makeBatch(c.dtype, kT, kV, raw, targets);
    for (int64_t t = 3; t < kT; t += 9)
      b.setTarget(t, c.ignore_index);
    // Row 1: ties (many columns equal to the row max, -0 and +0, -inf columns).
    for (int64_t i = 0; i < c.realVocab(); ++i)
      b.set(1, i, i % 5 == 0 ? 2.0 : (i % 7 == 0 ? -INFINITY : (i % 2 ? 0.0 : -0.0)));
    b.setTarget(1, 10);
    // Row 2: a NaN column (NaN is the highest value) and +0 / -0 targets' neighbours.
    b.set(2, 777, std::numeric_limits<double>::quiet_NaN());
    // Row 4: every real column -inf (lse = -inf): logprobs -inf - -inf, the canonical NaN.
    for (int64_t i = 0; i < c.realVocab(); ++i)
      b.set(4, i, -INFINITY);
    // Row 5: row 1's ties with a -0 target (+0 counts above it, -0 does not). Row 6: one
    // value everywhere (every lane ties: topk_select's slots overflow).
    for (int64_t i = 0; i < c.realVocab(); ++i) {
      b.set(5, i, i % 5 == 0 ? 2.0 : (i % 7 == 0 ? -INFINITY : (i % 2 ? 0.0 : -0.0)));
      b.set(6, i, 1.0);
    }
    b.setTarget(5, 12);
    b.setTarget(6, 100);
    return b;
  }
};

TEST_P(TopK, MatchesReferenceAndIsTpInvariant) {
  const uint64_t seed = freshSeed("topk");
  for (int tp : {1, 2, 4, 8}) {
    SCOPED_TRACE("tp " + std::to_string(tp));
    Contract c = contract(tp);
    Batch b = batch(c, seed);
    TopKResult r = runTopK(c, b);
    if (tp == 1)
      checkRows(c, b, r, nullptr);
    else
      EXPECT_TRUE(sameTopK(r, runTopK(contract(1), batch(contract(1), seed))));
  }
}

// At TP 1 one kernel (topKStats) reads the logits once for tile_stats' partials and every
// lane's stats: its partials and target logits are tileStats', bitwise, and the results of
// topKMergeSelect (the merge in topk_select's launch) and of the merge then topKSelect are
// those of the four-kernel path, the forward's lse, logp and entropy included.
TEST_P(TopK, OneReadAtTp1IsTheFourKernelPath) {
  const uint64_t seed = freshSeed("topk_fused");
  for (bool entropy : {false, true}) {
    Contract c = contract(1);
    c.want_entropy = entropy;
    Batch b = batch(c, seed);
    const Unfused u = unfusedTp1(c, b);
    checkRows(c, b, u.r, nullptr);
    const TopKResult fused = must(simulatedTopK(runtime(), c, b.full(c), /*oneRead=*/true));
    EXPECT_TRUE(sameTopK(fused, u.r));
    EXPECT_TRUE(sameForward(fused.forward, u.r.forward));
    const TopKResult apart =
        must(simulatedTopK(runtime(), c, b.full(c), /*oneRead=*/true, 0.0f, false));
    EXPECT_TRUE(sameTopK(apart, u.r));
    EXPECT_TRUE(sameForward(apart.forward, u.r.forward));
    auto op = must(runtime().getOp(c));
    const FullInputs in = b.full(c);
    std::vector<float> parts(u.partials.size(), -1.0f), tl(u.tl.size(), -1.0f);
    std::vector<int64_t> stats(size_t(b.T * c.localTiles() * c.lanes));
    must(op->topKStats(shardOf(c, in), parts.data(), tl.data(), stats.data()));
    EXPECT_TRUE(sameBytes(parts.data(), u.partials.data(), parts.size() * 4));
    EXPECT_TRUE(sameBytes(tl.data(), u.tl.data(), tl.size() * 4));
  }
}

TEST_P(TopK, BatchInvariantAndTemperatures) {
  const uint64_t seed = freshSeed("topk_batch");
  Contract c = withTemperature(contract(2), 0.7f);
  Batch b = batch(c, seed);
  TopKResult all = runTopK(c, b);
  checkRows(c, b, all, nullptr);
  // Row t alone gives the bits it has in the batch.
  const int k = c.top_k;
  for (int64_t t : {int64_t(0), int64_t(1), int64_t(2), kT - 1}) {
    Batch one = b;
    one.T = 1;
    one.bytes.assign(b.bytes.begin() + t * b.stride * b.esize(),
                     b.bytes.begin() + (t + 1) * b.stride * b.esize());
    one.x.assign(b.x.begin() + t * b.V, b.x.begin() + (t + 1) * b.V);
    one.targets = {b.targets[t]};
    one.targets32 = {b.targets32[t]};
    one.active = {b.active[t]};
    // At TP 1 in one read (topKStats) as in the TP 2 batch (tileStats, topKTile).
    Contract c1 = withTemperature(contract(1), 0.7f);
    TopKResult r = must(simulatedTopK(runtime(), c1, one.full(c1), /*oneRead=*/true));
    EXPECT_EQ(r.ids, std::vector<int64_t>(all.ids.begin() + t * k, all.ids.begin() + (t + 1) * k));
    EXPECT_TRUE(sameBytes(r.logprobs.data(), all.logprobs.data() + t * k, size_t(k) * 4));
    EXPECT_EQ(r.rank[0], all.rank[t]);
  }
  // A temperature per row: each row the bits of the scalar contract with its tau.
  Contract rows = contract(4);
  rows.temperature_rows = true;
  std::vector<float> tau(kT, 0.7f);
  TopKResult perRow = runTopK(rows, b, tau.data());
  checkRows(rows, b, perRow, tau.data());
  EXPECT_TRUE(sameTopK(perRow, all));
}

INSTANTIATE_TEST_SUITE_P(Cases, TopK,
                         ::testing::Values(Case{DType::BF16, Scope::CrossTpBitwise, 20},
                                           Case{DType::F16, Scope::CrossTargetBitwise, 5},
                                           Case{DType::F32, Scope::CrossTpBitwise, 1},
                                           Case{DType::BF16, Scope::CrossTargetBitwise, 64},
                                           Case{DType::BF16, Scope::CrossTpBitwise, 20, 32},
                                           Case{DType::F32, Scope::CrossTargetBitwise, 3, 32}),
                         caseName);

TEST(TopKEdges, FewerRealColumnsThanKAndActiveMask) {
  Contract c = makeContract(kV, kW, DType::F32, 2, 12); // V_real = 12 < k
  c.top_k = 20;
  c.mask_mode = MaskMode::ActiveMask;
  ref::Rng rng(freshSeed("topk_small"));
  std::vector<int64_t> targets;
  std::vector<double> raw = realisticLogits(rng, 9, kV, c.realVocab(), targets);
  Batch b = makeBatch(c.dtype, 9, kV, raw, targets);
  b.active[4] = 0;
  b.setTarget(4, 99999); // never read on an inactive row
  TopKResult r = runTopK(c, b);
  checkRows(c, b, r, nullptr);
  for (int64_t t = 0; t < 9; ++t)
    if (t != 4)
      EXPECT_EQ(r.ids[size_t(t * 20 + 12)], -1); // padding never reported
}

TEST(TopKEdges, Errors) {
  Contract c = makeContract(kV, kW, DType::BF16);
  for (int k : {-1, 65}) {
    c.top_k = k;
    llvm::Error e = c.validate();
    ASSERT_TRUE(bool(e));
    EXPECT_NE(llvm::toString(std::move(e)).find("top_k"), std::string::npos);
  }
  Contract huge = makeContract(int64_t(1) << 31, 1 << 16, DType::BF16); // ids past 31 bits
  huge.top_k = 20;
  llvm::Error he = huge.validate();
  ASSERT_TRUE(bool(he));
  EXPECT_NE(llvm::toString(std::move(he)).find("top_k = 20 with vocab (V) = 2147483648"),
            std::string::npos);
  c.top_k = 0; // an op without top-k refuses the top-k calls, writing nothing
  auto op = must(runtime().getOp(c));
  std::vector<int64_t> cand(8, 7), above(8, 7), targets(1, 3);
  std::vector<uint16_t> logits(kV, 0);
  std::vector<float> tl(1, 0.0f), parts(size_t(kV / kW) * 2, 0.0f);
  ShardInputs in;
  in.logits = logits.data();
  in.row_stride = kV;
  in.targets = targets.data();
  in.rows = 1;
  llvm::Error e = op->topKTile(in, parts.data(), tl.data(), cand.data(), above.data());
  ASSERT_TRUE(bool(e));
  EXPECT_NE(llvm::toString(std::move(e)).find("top_k"), std::string::npos);
  EXPECT_EQ(cand, std::vector<int64_t>(8, 7));
  // A bad target on the host: InvalidValueError naming the row, nothing written.
  c.top_k = 4;
  auto op4 = must(runtime().getOp(c));
  targets[0] = kV + 3;
  e = op4->topKTile(in, parts.data(), tl.data(), cand.data(), above.data());
  ASSERT_TRUE(bool(e));
  EXPECT_NE(llvm::toString(std::move(e)).find("targets[0]"), std::string::npos);
  EXPECT_EQ(cand, std::vector<int64_t>(8, 7));
  // topKStats: TP 1 only (the target's value is another rank's), nothing written.
  Contract tp2 = makeContract(kV, kW, DType::BF16, 2);
  tp2.top_k = 4;
  auto op2 = must(runtime().getOp(tp2));
  targets[0] = 3;
  e = op2->topKStats(in, parts.data(), tl.data(), cand.data());
  ASSERT_TRUE(bool(e));
  EXPECT_NE(llvm::toString(std::move(e)).find("tp_size = 2"), std::string::npos);
  EXPECT_EQ(cand, std::vector<int64_t>(8, 7));
  targets[0] = kV + 3;
  e = op4->topKStats(in, parts.data(), tl.data(), cand.data());
  ASSERT_TRUE(bool(e));
  EXPECT_NE(llvm::toString(std::move(e)).find("targets[0]"), std::string::npos);
  EXPECT_EQ(cand, std::vector<int64_t>(8, 7));
}

} // namespace
