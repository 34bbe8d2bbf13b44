//===- invariance_test.cpp - Bitwise batch, TP, thread and run invariance ---===//
//
// docs/spec.md §8 "Determinism scopes" (cross_tp_bitwise, the default): a row's lse, logp,
// entropy and grad_logits never depend on the other rows, on T, on the row order, on
// the TP degree, on the thread count, or on the run. Everything here is compared with
// memcmp on fresh random inputs (the seeds are printed).
//
//===----------------------------------------------------------------------===//
#include "test_util.h"

#include <algorithm>
#include <bit>
#include <numeric>

using namespace logpjit;
using namespace logpjit::test;

namespace {

constexpr int64_t kV = 4096, kW = 512; // K = 8 tiles: tp 1, 2, 4, 8 all valid

/// Forward and backward of one batch (all three upstream gradients given).
struct Outs {
  ForwardResult f;
  std::vector<uint8_t> grad;
};
Outs runAll(const Contract &c, const Batch &b, const Upstream &up, int64_t gstride = 0) {
  Outs r;
  r.f = forward(c, b);
  r.grad = backward(c, b, r.f, up, gstride);
  return r;
}

/// Row t of a run: its three fp32 outputs and its grad row (V elements) are bitwise those
/// of row s of another run.
::testing::AssertionResult sameRow(const Outs &a, int64_t t, const Outs &b, int64_t s, int64_t V,
                                   size_t es) {
  auto eq = [](float x, float y) { return std::memcmp(&x, &y, 4) == 0; };
  if (!eq(a.f.lse[t], b.f.lse[s]) || !eq(a.f.logp[t], b.f.logp[s]) ||
      !eq(a.f.entropy[t], b.f.entropy[s]))
    return ::testing::AssertionFailure()
           << "forward outputs differ: lse " << a.f.lse[t] << " vs " << b.f.lse[s] << ", logp "
           << a.f.logp[t] << " vs " << b.f.logp[s] << ", entropy " << a.f.entropy[t] << " vs "
           << b.f.entropy[s];
  if (std::memcmp(a.grad.data() + t * V * es, b.grad.data() + s * V * es, V * es) != 0)
    return ::testing::AssertionFailure() << "grad_logits rows differ";
  return ::testing::AssertionSuccess();
}

struct Inputs {
  std::vector<double> raw;
  std::vector<int64_t> targets;
  Upstream up;
};
/// Realistic logits, every 11th row inactive, random upstream gradients.
Inputs randomInputs(uint64_t seed, int64_t T, int64_t V, const Contract &c) {
  ref::Rng rng(seed);
  Inputs in;
  in.raw = realisticLogits(rng, T, V, c.realVocab(), in.targets);
  for (int64_t t = 4; t < T; t += 11)
    in.targets[t] = c.ignore_index;
  in.up = {randomFloats(rng, T), randomFloats(rng, T), randomFloats(rng, T)};
  return in;
}

struct Case {
  DType dtype;
  bool temp;
  TileSum sum = TileSum::Lanes;
};
std::string caseName(const ::testing::TestParamInfo<Case> &i) {
  return dtypeName(i.param.dtype).str() + (i.param.temp ? "_tau07" : "_notau") +
         (i.param.sum == TileSum::Leaves ? "_leaves" : "");
}
Contract caseContract(const Case &cs, int tp) {
  Contract c = makeContract(kV, kW, cs.dtype, tp);
  c.tile_sum = cs.sum;
  return cs.temp ? withTemperature(c, 0.7f) : c;
}

class InvarianceTest : public ::testing::TestWithParam<Case> {};

// A row computed alone (T = 1), inside a batch of T = 257, and inside the shuffled batch.
TEST_P(InvarianceTest, RowIndependentOfBatch) {
  const Contract c = caseContract(GetParam(), 2);
  const int64_t T = 257;
  const uint64_t seed = freshSeed("batch");
  const Inputs in = randomInputs(seed, T, kV, c);
  const Batch b = makeBatch(c.dtype, T, kV, in.raw, in.targets);
  const Outs full = runAll(c, b, in.up);
  const size_t es = dtypeSize(c.dtype);

  // Shuffled batch: row j of it is row perm[j] of the original.
  std::vector<int64_t> perm(T);
  std::iota(perm.begin(), perm.end(), 0);
  std::shuffle(perm.begin(), perm.end(), std::mt19937_64(seed ^ 0x5eed));
  Inputs sh;
  sh.raw.resize(in.raw.size());
  for (int64_t j = 0; j < T; ++j) {
    std::copy_n(in.raw.begin() + perm[j] * kV, kV, sh.raw.begin() + j * kV);
    sh.targets.push_back(in.targets[perm[j]]);
    sh.up.logp.push_back(in.up.logp[perm[j]]);
    sh.up.lse.push_back(in.up.lse[perm[j]]);
    sh.up.entropy.push_back(in.up.entropy[perm[j]]);
  }
  const Outs shuf = runAll(c, makeBatch(c.dtype, T, kV, sh.raw, sh.targets), sh.up);
  for (int64_t j = 0; j < T; ++j)
    ASSERT_TRUE(sameRow(shuf, j, full, perm[j], kV, es))
        << "shuffled row " << j << " = row " << perm[j] << ", seed " << seed;

  // Alone: first, last, middle, an inactive row (4), rows of each generator kind.
  for (int64_t t : {int64_t(0), int64_t(4), int64_t(5), int64_t(6), int64_t(128), T - 1}) {
    Inputs one;
    one.raw.assign(in.raw.begin() + t * kV, in.raw.begin() + (t + 1) * kV);
    one.targets = {in.targets[t]};
    one.up = {{in.up.logp[t]}, {in.up.lse[t]}, {in.up.entropy[t]}};
    const Outs alone = runAll(c, makeBatch(c.dtype, 1, kV, one.raw, one.targets), one.up);
    ASSERT_TRUE(sameRow(alone, 0, full, t, kV, es)) << "row " << t << " alone, seed " << seed;
  }
}

// TP 1, 2, 4, 8 (K = 8 tiles: 8, 4, 2, 1 per rank) give the same bits.
TEST_P(InvarianceTest, TpDegreesGiveSameBits) {
  const int64_t T = 64;
  const uint64_t seed = freshSeed("tp");
  const Contract c1 = caseContract(GetParam(), 1);
  const Inputs in = randomInputs(seed, T, kV, c1);
  const Batch b = makeBatch(c1.dtype, T, kV, in.raw, in.targets);
  const Outs r1 = runAll(c1, b, in.up);
  for (int tp : {2, 4, 8}) {
    const Outs r = runAll(caseContract(GetParam(), tp), b, in.up);
    EXPECT_TRUE(sameBits(r.f.lse, r1.f.lse)) << "tp " << tp << " lse, seed " << seed;
    EXPECT_TRUE(sameBits(r.f.logp, r1.f.logp)) << "tp " << tp << " logp, seed " << seed;
    EXPECT_TRUE(sameBits(r.f.entropy, r1.f.entropy)) << "tp " << tp << " entropy, seed " << seed;
    EXPECT_TRUE(r.grad == r1.grad) << "tp " << tp << " grad_logits, seed " << seed;
  }
}

// Other geometries (the tile widths of numerics_test's TileGeometries): every TP degree
// that divides K gives the TP = 1 bits.
TEST(Invariance, TpDegreesOtherGeometries) {
  struct Geo {
    int64_t V, W, vr;
    std::vector<int> tps;
    TileSum sum = TileSum::Lanes;
  } geos[] = {{6144, 3072, -1, {2}},
              {6144, 384, 6000, {2, 4, 8, 16}},
              {6000, 1000, 5555, {2, 3, 6}},
              // the leaf order: V_real inside a leaf, a group of 8 leaves, 16-column tiles
              {6144, 384, 5999, {2, 4, 8, 16}, TileSum::Leaves},
              {6144, 3072, 6001, {2}, TileSum::Leaves},
              {2048, 16, 2041, {2, 8, 64}, TileSum::Leaves}};
  const uint64_t seed = freshSeed("tp-geometries");
  for (const Geo &g : geos) {
    const int64_t T = 10;
    Contract c1 = makeContract(g.V, g.W, DType::BF16, 1, g.vr);
    c1.tile_sum = g.sum;
    const Inputs in = randomInputs(seed, T, g.V, c1);
    const Batch b = makeBatch(c1.dtype, T, g.V, in.raw, in.targets);
    const Outs r1 = runAll(c1, b, in.up);
    for (int tp : g.tps) {
      Contract c = c1;
      c.tp_size = tp;
      const Outs r = runAll(c, b, in.up);
      const std::string tag =
          "W " + std::to_string(g.W) + " " + tileSumName(g.sum).str() + " tp " + std::to_string(tp);
      EXPECT_TRUE(sameBits(r.f.lse, r1.f.lse)) << tag << ", seed " << seed;
      EXPECT_TRUE(sameBits(r.f.logp, r1.f.logp)) << tag << ", seed " << seed;
      EXPECT_TRUE(sameBits(r.f.entropy, r1.f.entropy)) << tag << ", seed " << seed;
      EXPECT_TRUE(r.grad == r1.grad) << tag << ", seed " << seed;
    }
  }
}

INSTANTIATE_TEST_SUITE_P(Invariance, InvarianceTest,
                         ::testing::Values(Case{DType::BF16, false}, Case{DType::BF16, true},
                                           Case{DType::F16, false}, Case{DType::F16, true},
                                           Case{DType::F32, false}, Case{DType::F32, true},
                                           Case{DType::BF16, false, TileSum::Leaves},
                                           Case{DType::BF16, true, TileSum::Leaves},
                                           Case{DType::F16, false, TileSum::Leaves},
                                           Case{DType::F32, true, TileSum::Leaves}),
                         caseName);

// Repeated runs, and 1, 2, 3 and 5 worker threads (uneven row blocks), give the same bits.
TEST(Invariance, RepeatedRunsAndThreadCounts) {
  const Contract c = makeContract(kV, kW, DType::BF16, 2);
  const int64_t T = 61;
  const uint64_t seed = freshSeed("threads");
  const Inputs in = randomInputs(seed, T, kV, c);
  const Batch b = makeBatch(c.dtype, T, kV, in.raw, in.targets);
  Runtime &rt = runtime();
  const int saved = rt.threads();
  const Outs ref0 = runAll(c, b, in.up);
  for (int threads : {1, 2, 3, 5, 2}) {
    rt.setThreads(threads);
    const Outs r = runAll(c, b, in.up);
    EXPECT_TRUE(sameBits(r.f.lse, ref0.f.lse)) << threads << " threads, seed " << seed;
    EXPECT_TRUE(sameBits(r.f.logp, ref0.f.logp)) << threads << " threads, seed " << seed;
    EXPECT_TRUE(sameBits(r.f.entropy, ref0.f.entropy)) << threads << " threads, seed " << seed;
    EXPECT_TRUE(r.grad == ref0.grad) << threads << " threads, seed " << seed;
  }
  rt.setThreads(saved);
}

// Row strides larger than V (input and output, odd: rows not vector-aligned) change
// nothing, and the grad_logits columns beyond V (the stride gap) are never written.
TEST(Invariance, RowStrideDoesNotMatter) {
  const Contract c = makeContract(kV, kW, DType::BF16, 2);
  const int64_t T = 19, gap = 3, ggap = 5; // odd: unaligned rows
  const uint64_t seed = freshSeed("stride");
  const Inputs in = randomInputs(seed, T, kV, c);
  const Outs dense = runAll(c, makeBatch(c.dtype, T, kV, in.raw, in.targets), in.up);
  Batch wide = makeBatch(c.dtype, T, kV, in.raw, in.targets, kV + gap);
  for (int64_t t = 0; t < T; ++t) // the gap holds NaN: it must never be read
    for (int64_t i = kV; i < kV + gap; ++i)
      encodeOne(c.dtype, NAN, wide.at(t, i));
  Outs strided = runAll(c, wide, in.up, kV + ggap);
  EXPECT_TRUE(sameBits(strided.f.lse, dense.f.lse)) << "seed " << seed;
  EXPECT_TRUE(sameBits(strided.f.logp, dense.f.logp)) << "seed " << seed;
  EXPECT_TRUE(sameBits(strided.f.entropy, dense.f.entropy)) << "seed " << seed;
  const size_t es = dtypeSize(c.dtype);
  for (int64_t t = 0; t < T; ++t) {
    EXPECT_EQ(std::memcmp(strided.grad.data() + t * (kV + ggap) * es,
                          dense.grad.data() + t * kV * es, kV * es),
              0)
        << "grad row " << t << ", seed " << seed;
    for (size_t k = 0; k < ggap * es; ++k)
      ASSERT_EQ(strided.grad[(t * (kV + ggap) + kV) * es + k], 0xAB)
          << "grad row " << t << ": the stride gap was written";
  }
}

// The tile_stats partials of a tile, and the owner's target logit, do not depend on which
// rank computes them: TP = 2 and TP = 4 ranks vs the corresponding tiles of TP = 1
// (non-owner ranks report target logit 0, runtime.h).
TEST(Invariance, TilePartialsIndependentOfRank) {
  const int64_t T = 23;
  const uint64_t seed = freshSeed("partials");
  for (const Case cs : {Case{DType::BF16, false}, Case{DType::BF16, true}, Case{DType::F16, false},
                        Case{DType::F16, true}, Case{DType::F32, false}, Case{DType::F32, true}}) {
    const bool temp = cs.temp;
    const Contract c1 = caseContract(cs, 1);
    const Inputs in = randomInputs(seed, T, kV, c1);
    Batch b = makeBatch(c1.dtype, T, kV, in.raw, in.targets);
    // Row 1, tile 2: -30 everywhere but the dtype's smallest positive and negative
    // subnormals: its m must be that subnormal (decoded exactly, no flush to zero); the
    // target sits on it.
    const double tiny = cs.dtype == DType::BF16  ? 0x1p-133
                        : cs.dtype == DType::F16 ? 0x1p-24
                                                 : 0x1p-149;
    for (int64_t i = 2 * kW; i < 3 * kW; ++i)
      b.set(1, i, -30.0);
    b.set(1, 2 * kW + 5, tiny);
    b.set(1, 2 * kW + 6, -tiny);
    b.setTarget(1, 2 * kW + 5);
    const int64_t K = c1.numTiles(), P = c1.partialWidth();
    auto stats = [&](const Contract &c, int rank, std::vector<float> &parts,
                     std::vector<float> &tl) {
      Contract cr = c;
      cr.tp_rank = rank;
      auto op = must(runtime().getOp(cr));
      ShardInputs s{b.bytes.data() + cr.shardStart() * dtypeSize(cr.dtype), b.stride,
                    b.targets.data(), nullptr, T};
      parts.assign(size_t(T * cr.localTiles() * P), -1.0f);
      tl.assign(size_t(T), -1.0f);
      must(op->tileStats(s, parts.data(), tl.data()));
    };
    std::vector<float> p1, tl1;
    stats(c1, 0, p1, tl1);
    // Exact values: the target logit is fl(x / tau) (one fp32 division) and a tile's m is
    // the max of those over its columns (max is exact).
    const float tau = c1.temperature;
    auto y = [&](int64_t t, int64_t i) {
      const float x = float(b.x[t * kV + i]);
      return temp ? x / tau : x;
    };
    for (int64_t t = 0; t < T; ++t) {
      const bool act = b.targets[t] != c1.ignore_index;
      const float want = act ? y(t, b.targets[t]) : 0.0f;
      EXPECT_EQ(std::bit_cast<uint32_t>(tl1[t]), std::bit_cast<uint32_t>(want))
          << "row " << t << " target logit " << tl1[t] << " vs " << want;
      for (int64_t k = 0; k < K; ++k) {
        // An inactive row is not computed: every tile is the identity (-inf, 0[, 0]).
        float m = -INFINITY;
        for (int64_t i = k * kW; act && i < (k + 1) * kW; ++i)
          m = std::max(m, y(t, i));
        EXPECT_EQ(p1[(t * K + k) * P], m) << "row " << t << " tile " << k << " max";
        if (!act)
          for (unsigned f = 1; f < unsigned(P); ++f)
            EXPECT_EQ(std::bit_cast<uint32_t>(p1[(t * K + k) * P + f]), 0u)
                << "inactive row " << t << " tile " << k << " field " << f;
      }
    }
    for (int tp : {2, 4}) {
      const Contract c = caseContract(cs, tp);
      const int64_t KL = c.localTiles();
      for (int r = 0; r < tp; ++r) {
        std::vector<float> p, tl;
        stats(c, r, p, tl);
        for (int64_t t = 0; t < T; ++t) {
          EXPECT_EQ(std::memcmp(&p[t * KL * P], &p1[(t * K + r * KL) * P], KL * P * 4), 0)
              << "tp " << tp << " rank " << r << " row " << t << " temp " << temp << ", seed "
              << seed;
          const bool owner = b.targets[t] != c.ignore_index && b.targets[t] / c.shardCols() == r;
          const float want = owner ? tl1[t] : 0.0f;
          EXPECT_EQ(std::memcmp(&tl[t], &want, 4), 0)
              << "target logit tp " << tp << " rank " << r << " row " << t << ": " << tl[t]
              << " vs " << want << ", seed " << seed;
        }
      }
    }
  }
}

} // namespace
