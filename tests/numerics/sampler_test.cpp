//===- sampler_test.cpp - vLLM's processed sampler logprobs (host) ---------===//
//
// docs/spec.md §15, "Sampler logprobs": Op::sampler on topKMerge's candidates against an
// fp64 reference written here from the spec (the values sorted by the total order, ties by
// the lower id; the top_k best kept; the shortest prefix whose probability reaches top_p;
// renormalized); the same bits from the candidates of TP 1 and TP 4 and for a row alone;
// a row whose candidates cannot reach top_p reported as kept = -1 with NaN logprobs; errors
// name the argument and write nothing. Fresh random inputs (seeds printed).
//
//===----------------------------------------------------------------------===//
#include "runtime/core/tp_sim.h"
#include "test_util.h"
#include "topk_reference.h"

#include <cmath>
#include <cstring>
#include <limits>

using namespace logpjit;
using namespace logpjit::test;

namespace {

constexpr int64_t kV = 2048, kW = 256, kT = 23;
constexpr int kC = 20; ///< candidates (the contract's top_k)

struct Processed {
  std::vector<float> logp, lps;
  std::vector<int64_t> rank, ids, kept;
};

Contract contract(int tp) {
  Contract c = makeContract(kV, kW, DType::F32, tp, kV - 29);
  c.top_k = kC;
  return c;
}

/// Rows with peaked values (x * 6), so that top_p fits in the C best; sampled = the target.
Batch batch(uint64_t seed) {
  ref::Rng rng(seed);
  std::vector<int64_t> targets;
  const Contract c = contract(1);
  std::vector<double> raw = realisticLogits(rng, kT, kV, c.realVocab(), targets);
  for (double &x : raw)
    x *= 6.0;
  Batch b = makeBatch(c.dtype, kT, kV, raw, targets);
  b.setTarget(5, c.ignore_index); // inactive
  return b;
}

Processed sample(const Contract &c, const Batch &b, const TopKResult &raw, int64_t topK, float topP,
                 int64_t n) {
  auto op = must(runtime().getOp(c));
  Processed p;
  p.logp.assign(size_t(b.T), -7.0f);
  p.rank.assign(size_t(b.T), -7);
  p.kept.assign(size_t(b.T), -7);
  p.ids.assign(size_t(b.T * n), -7);
  p.lps.assign(size_t(b.T * n), -7.0f);
  must(op->sampler(raw.ids.data(), raw.logprobs.data(), raw.rank.data(), b.targets.data(), b.T,
                   topK, topP, n, p.logp.data(), p.rank.data(), p.ids.data(), p.lps.data(),
                   p.kept.data()));
  return p;
}

/// A processed-mode filter: top_k (0: none), top_p (0 or 1: none), num_logprobs.
struct Filter {
  int64_t topK;
  float topP;
  int64_t n;
};

bool sameBytes(const void *a, const void *b, size_t n) { return std::memcmp(a, b, n) == 0; }

bool same(const Processed &a, const Processed &b) {
  return a.ids == b.ids && a.rank == b.rank && a.kept == b.kept &&
         sameBytes(a.logp.data(), b.logp.data(), a.logp.size() * 4) &&
         sameBytes(a.lps.data(), b.lps.data(), a.lps.size() * 4);
}

/// The spec's processed distribution of row t in fp64: (kept ids in order, their logprobs).
std::pair<std::vector<int64_t>, std::vector<double>>
reference(const Batch &b, const Contract &c, int64_t t, int64_t topK, double topP) {
  const std::vector<float> v = rowValues(b, c, t, nullptr);
  std::vector<int64_t> kept = expected(v, b.targets[t], int(v.size())).ids;
  if (topK > 0)
    kept.resize(size_t(topK));
  auto lse = [&](const std::vector<int64_t> &ids) {
    double m = v[size_t(ids[0])], s = 0;
    for (int64_t i : ids)
      s += std::exp(double(v[size_t(i)]) - m);
    return m + std::log(s);
  };
  if (topP > 0 && topP < 1) { // 0 and 1: no top-p filter
    const double z = lse(kept);
    double acc = 0;
    size_t j = 0;
    while (j < kept.size() && acc < topP)
      acc += std::exp(double(v[size_t(kept[j++])]) - z);
    kept.resize(j);
  }
  const double z = lse(kept);
  std::vector<double> lps;
  for (int64_t i : kept)
    lps.push_back(double(v[size_t(i)]) - z);
  return {kept, lps};
}

} // namespace

TEST(Sampler, ProcessedMatchesFp64AndIsTpAndBatchInvariant) {
  const uint64_t seed = freshSeed("sampler");
  const Batch b = batch(seed);
  const Contract c1 = contract(1), c4 = contract(4);
  const TopKResult raw1 = must(simulatedTopK(runtime(), c1, b.full(c1)));
  const TopKResult raw4 = must(simulatedTopK(runtime(), c4, b.full(c4)));
  for (Filter f : {Filter{20, 0.0f, 20}, Filter{5, 0.0f, 8}, Filter{0, 0.9f, 20},
                   Filter{12, 0.8f, 3}, Filter{1, 0.5f, 0}, Filter{7, 1.0f, 10}}) {
    SCOPED_TRACE("top_k " + std::to_string(f.topK) + ", top_p " + std::to_string(f.topP));
    const Processed p = sample(c1, b, raw1, f.topK, f.topP, f.n);
    EXPECT_TRUE(same(p, sample(c4, b, raw4, f.topK, f.topP, f.n))) << "TP 1 vs TP 4";
    for (int64_t t = 0; t < b.T; ++t) {
      SCOPED_TRACE("row " + std::to_string(t));
      if (t == 5) { // inactive: not computed
        EXPECT_EQ(p.kept[t], 0);
        EXPECT_EQ(p.rank[t], 0);
        EXPECT_EQ(p.logp[t], 0.0f);
        for (int64_t j = 0; j < f.n; ++j)
          EXPECT_EQ(p.ids[size_t(t * f.n + j)], -1);
        continue;
      }
      auto [ids, lps] = reference(b, c1, t, f.topK, f.topP);
      if (ids.size() > size_t(kC)) { // top_p needs more than the C candidates: reported,
        EXPECT_EQ(p.kept[t], -1);    // and no distribution is given for it
        EXPECT_TRUE(std::isnan(p.logp[t]));
        EXPECT_EQ(p.rank[t], 0);
        for (int64_t j = 0; j < f.n; ++j) {
          EXPECT_EQ(p.ids[size_t(t * f.n + j)], -1);
          EXPECT_TRUE(std::isnan(p.lps[size_t(t * f.n + j)]));
        }
        continue;
      }
      ASSERT_EQ(p.kept[t], int64_t(ids.size()));
      for (int64_t j = 0; j < f.n; ++j) {
        const int64_t got = p.ids[size_t(t * f.n + j)];
        const float lp = p.lps[size_t(t * f.n + j)];
        if (j >= int64_t(ids.size())) {
          EXPECT_EQ(got, -1);
          EXPECT_TRUE(std::isinf(lp) && lp < 0);
          continue;
        }
        EXPECT_EQ(got, ids[size_t(j)]);
        EXPECT_NEAR(lp, lps[size_t(j)], 2e-5 * std::max(1.0, std::fabs(lps[size_t(j)])));
      }
      // The sampled token (the target): its processed logprob where kept, its raw rank.
      auto at = std::find(ids.begin(), ids.end(), b.targets[t]);
      if (at == ids.end()) {
        EXPECT_TRUE(std::isinf(p.logp[t]) && p.logp[t] < 0);
        EXPECT_EQ(p.rank[t], 0);
      } else {
        EXPECT_NEAR(p.logp[t], lps[size_t(at - ids.begin())], 2e-5);
        EXPECT_EQ(p.rank[t], raw1.rank[t]);
      }
    }
    // Row 7 alone: the bits it has in the batch (kept = -1 included).
    TopKResult one;
    one.ids.assign(raw1.ids.begin() + 7 * kC, raw1.ids.begin() + 8 * kC);
    one.logprobs.assign(raw1.logprobs.begin() + 7 * kC, raw1.logprobs.begin() + 8 * kC);
    one.rank = {raw1.rank[7]};
    Batch b1 = b;
    b1.T = 1;
    b1.targets = {b.targets[7]};
    const Processed q = sample(c1, b1, one, f.topK, f.topP, f.n);
    EXPECT_TRUE(sameBytes(&q.logp[0], &p.logp[7], 4));
    EXPECT_EQ(q.kept[0], p.kept[7]);
    EXPECT_TRUE(sameBytes(q.lps.data(), p.lps.data() + 7 * f.n, size_t(f.n) * 4));
  }
}

// With a top_k the sampler keeps none past the first top_k, so the processed mode asks
// for max(top_k, num_logprobs) candidates (python/logpjit/_torch_sampler.py): they give
// the outputs of the 64 best bit for bit, with and without a top_p.
TEST(Sampler, TopKCandidatesGiveTheBitsOfSixtyFour) {
  const uint64_t seed = freshSeed("sampler_topk_candidates");
  const Batch b = batch(seed);
  Contract c64 = contract(1);
  c64.top_k = 64;
  const TopKResult all = must(simulatedTopK(runtime(), c64, b.full(c64)));
  for (Filter f : {Filter{5, 0.8f, 5}, Filter{12, 0.95f, 20}, Filter{40, 0.99f, 3},
                   Filter{3, 0.0f, 0}, Filter{64, 0.9f, 64}}) {
    SCOPED_TRACE("top_k " + std::to_string(f.topK) + ", top_p " + std::to_string(f.topP) + ", n " +
                 std::to_string(f.n));
    Contract ck = c64;
    ck.top_k = int32_t(std::max(f.topK, f.n));
    const TopKResult some = must(simulatedTopK(runtime(), ck, b.full(ck)));
    const Processed p = sample(c64, b, all, f.topK, f.topP, f.n);
    EXPECT_TRUE(same(p, sample(ck, b, some, f.topK, f.topP, f.n)));
    int64_t kept = 0;
    for (int64_t t = 0; t < b.T; ++t)
      kept += p.kept[size_t(t)] > 0;
    EXPECT_GT(kept, 0);
  }
}

// What topk_select's top_p prefix (docs/decisions/topk-select-top-p-prefix.md) relies on:
// where the kept prefix of 64 candidates ends inside the first 16, those 16 with padding
// after them give the sampler's outputs the same bits, at every top_p and number of
// logprobs; rows that keep more are left whole (and give their own bits).
TEST(Sampler, SixteenCandidatesAndPaddingGiveTheBitsOfSixtyFour) {
  const uint64_t seed = freshSeed("sampler_prefix");
  Contract c = makeContract(kV, kW, DType::F32, 1, kV - 29);
  c.top_k = 64;
  ref::Rng rng(seed);
  std::vector<int64_t> targets;
  std::vector<double> raw = realisticLogits(rng, kT, kV, c.realVocab(), targets);
  for (int64_t t = 0; t < kT; ++t) // peaked, middling and flat rows
    for (int64_t i = 0; i < kV; ++i)
      raw[size_t(t * kV + i)] *= t % 3 == 0 ? 6.0 : t % 3 == 1 ? 2.0 : 0.7;
  Batch b = makeBatch(c.dtype, kT, kV, raw, targets);
  b.setTarget(5, c.ignore_index); // inactive
  const TopKResult full = must(simulatedTopK(runtime(), c, b.full(c)));
  for (float topP : {0.5f, 0.9f, 0.99f})
    for (int64_t n : {int64_t(0), int64_t(20), int64_t(64)}) {
      SCOPED_TRACE("top_p " + std::to_string(topP) + ", n " + std::to_string(n));
      const Processed p = sample(c, b, full, 0, topP, n);
      TopKResult cut = full;
      int cutRows = 0, longRows = 0;
      for (int64_t t = 0; t < kT; ++t) {
        if (p.kept[size_t(t)] < 1 || p.kept[size_t(t)] > 16) {
          longRows += p.kept[size_t(t)] != 0;
          continue;
        }
        ++cutRows;
        for (int64_t j = 16; j < 64; ++j) {
          cut.ids[size_t(t * 64 + j)] = -1;
          cut.logprobs[size_t(t * 64 + j)] = -std::numeric_limits<float>::infinity();
        }
      }
      EXPECT_GT(cutRows, 0);
      if (topP > 0.8f)
        EXPECT_GT(longRows, 0) << "some rows keep more than 16 (or are short)";
      EXPECT_TRUE(same(p, sample(c, b, cut, 0, topP, n)));
    }
}

// Candidates that are the whole distribution (the top_k kept; a row whose candidates past
// its finite values have probability 0) hold all of it: never short, even where their fp32
// sum rounds below a top_p just under 1. A row with an infinite value gives NaN, its
// sampled token included.
TEST(Sampler, CompleteCandidatesAreNeverShortAndInfiniteRowsGiveNaN) {
  const uint64_t seed = freshSeed("sampler_complete");
  Batch b = batch(seed);
  const Contract c = contract(1);
  const double inf = std::numeric_limits<double>::infinity();
  for (int64_t i = 10; i < kV; ++i) // row 0: ten finite values, then -inf
    b.set(0, i, -inf);
  for (int64_t i = 0; i < kV; ++i) // row 1: eleven equal values, then fp32's lowest (a
    b.set(1, i, i < 11 ? 0.0 : -double(std::numeric_limits<float>::max())); // finfo.min mask
  b.setTarget(1, 3);
  b.set(2, 7, inf); // row 2: +inf at column 7, its target elsewhere
  b.setTarget(2, 8);
  const TopKResult raw = must(simulatedTopK(runtime(), c, b.full(c)));
  const float nearOne = std::nextafter(1.0f, 0.0f); // 1 - 2^-24
  const Processed limited = sample(c, b, raw, 5, nearOne, 5);
  const Processed whole = sample(c, b, raw, 0, nearOne, 20);
  for (int64_t t = 0; t < b.T; ++t) {
    SCOPED_TRACE("row " + std::to_string(t));
    if (t == 5) // inactive
      continue;
    EXPECT_GE(limited.kept[size_t(t)], 1); // a prefix of the five, or all of them
    EXPECT_LE(limited.kept[size_t(t)], 5);
    if (t == 2) {
      EXPECT_TRUE(std::isnan(limited.logp[2]));
      EXPECT_TRUE(std::isnan(whole.logp[2]));
    }
  }
  // Rows 0 and 1's tokens hold the whole distribution: a prefix of them, or all
  // candidates (those past them of probability 0), never short.
  for (int64_t t : {0, 1}) {
    EXPECT_GE(whole.kept[size_t(t)], 1) << "row " << t;
    EXPECT_LE(whole.kept[size_t(t)], kC) << "row " << t;
    EXPECT_FALSE(std::isnan(whole.logp[size_t(t)])) << "row " << t;
  }
}

TEST(Sampler, UnreachedTopPAndErrors) {
  const uint64_t seed = freshSeed("sampler_errors");
  ref::Rng rng(seed);
  Contract c = contract(1);
  c.top_k = 4;
  std::vector<int64_t> targets;
  std::vector<double> raw = realisticLogits(rng, 3, kV, c.realVocab(), targets);
  for (size_t i = 0; i < raw.size(); ++i) // flat rows: values in [0, 0.12]
    raw[i] = 0.01 * double(i % 13);
  Batch b = makeBatch(c.dtype, 3, kV, raw, targets);
  const TopKResult r = must(simulatedTopK(runtime(), c, b.full(c)));
  // Four candidates of a flat row of 2019 values hold far less than 0.99: kept = -1.
  const Processed p = sample(c, b, r, 0, 0.99f, 4);
  for (int64_t t = 0; t < 3; ++t) { // and no distribution: NaN, ids -1, rank 0
    EXPECT_EQ(p.kept[size_t(t)], -1) << "row " << t;
    EXPECT_TRUE(std::isnan(p.logp[size_t(t)])) << "row " << t;
    EXPECT_EQ(p.rank[size_t(t)], 0) << "row " << t;
    for (int64_t j = 0; j < 4; ++j) {
      EXPECT_EQ(p.ids[size_t(t * 4 + j)], -1) << "row " << t;
      EXPECT_TRUE(std::isnan(p.lps[size_t(t * 4 + j)])) << "row " << t;
    }
  }
  auto op = must(runtime().getOp(c));
  { // status() names one of them (the host's word, read without a wait), then is clear
    std::vector<float> lp1(3), lps1(12);
    std::vector<int64_t> rank1(3), ids1(12), kept1(3);
    must(op->sampler(r.ids.data(), r.logprobs.data(), r.rank.data(), b.targets.data(), 3, 0, 0.99f,
                     4, lp1.data(), rank1.data(), ids1.data(), lps1.data(), kept1.data()));
    llvm::Error st = op->status();
    ASSERT_TRUE(bool(st));
    const std::string text = llvm::toString(std::move(st));
    EXPECT_NE(text.find("sampler: row "), std::string::npos) << text;
    llvm::Error again = op->status();
    EXPECT_FALSE(bool(again));
    llvm::consumeError(std::move(again));
  }
  std::vector<float> logp(3, 5.0f), lps(12, 5.0f);
  std::vector<int64_t> rank(3, 5), ids(12, 5), kept(3, 5);
  auto call = [&](int64_t topK, float topP, int64_t n) {
    return op->sampler(r.ids.data(), r.logprobs.data(), r.rank.data(), b.targets.data(), 3, topK,
                       topP, n, logp.data(), rank.data(), ids.data(), lps.data(), kept.data());
  };
  struct Bad {
    int64_t topK;
    float topP;
    int64_t n;
    const char *names;
  };
  for (Bad bad : {Bad{5, 0.0f, 4, "top_k = 5"}, Bad{-1, 0.0f, 4, "top_k = -1"},
                  Bad{0, 1.5f, 4, "top_p = 1.5"},
                  Bad{0, std::numeric_limits<float>::quiet_NaN(), 4, "top_p = nan"},
                  Bad{0, -0.5f, 4, "top_p = -0.5"}, Bad{0, 0.5f, 5, "num_logprobs = 5"}}) {
    llvm::Error e = call(bad.topK, bad.topP, bad.n);
    ASSERT_TRUE(bool(e)) << bad.names;
    EXPECT_NE(llvm::toString(std::move(e)).find(bad.names), std::string::npos) << bad.names;
    EXPECT_EQ(kept, std::vector<int64_t>(3, 5)) << "nothing written: " << bad.names;
    EXPECT_EQ(logp, std::vector<float>(3, 5.0f)) << "nothing written: " << bad.names;
  }
  Contract none = contract(1);
  none.top_k = 0;
  llvm::Error e =
      must(runtime().getOp(none))
          ->sampler(r.ids.data(), r.logprobs.data(), r.rank.data(), b.targets.data(), 3, 0, 0.5f, 0,
                    logp.data(), rank.data(), nullptr, nullptr, kept.data());
  ASSERT_TRUE(bool(e));
  EXPECT_NE(llvm::toString(std::move(e)).find("top_k = 0"), std::string::npos);
}
