//===- lm_head_test.cpp - The LM head on sm_90 (docs/spec.md §16) ----------===//
//
// The tensor-core GEMM's logits against the fp64 product sum; the fused forward bitwise equal
// to the materialized path; a row's bits alone, in T = 2048, in a shuffled batch, at T = 1 and
// T = 4097 (two row blocks); TP 1/2/4/8; repeatability; both JIT tiers. Fresh random inputs
// (seeds printed), memcmp for every bitwise claim.
//
//===----------------------------------------------------------------------===//
#include "gemm_operands_util.h"
#include "gpu_util.h"
#include "lm_head_util.h"

#include <algorithm>
#include <bit>
#include <numeric>
#include <random>

using namespace logpjit;
using namespace logpjit::test;

namespace {

constexpr int64_t kV = 8192, kW = 512, kH = 256; // K = 16

Contract gpuLm(DType out, int tp = 1, int64_t vr = -1, DType in = DType::BF16) {
  return lmContract(onGpu(makeContract(kV, kW, out, tp, vr), Scope::CrossTpBitwise), kH, in);
}

TEST(GpuLmHead, LogitsCloseToFp64) {
  REQUIRE_REAL_GPU();
  for (DType in : {DType::BF16, DType::F16})
    for (DType out : {in, DType::F32}) {
      SCOPED_TRACE(dtypeName(in).str() + " -> " + dtypeName(out).str());
      const Contract c = gpuLm(out, 1, kV - 5, in);
      // 37 rows: a partial last warp block (32 rows) and a partial m16 tile.
      const LmProblem p = makeLmProblem(freshSeed("gpu lm_head logits"), in, 37, kV, kH, kV - 5);
      TierRuntime tr(JitMode::Full);
      const LmOutputs r = runMaterialized(*tr.rt, c, p, allRows(p.T));
      double worst = 0;
      for (int64_t t = 0; t < p.T; t += 4)
        for (int64_t j = 0; j < kV; ++j) {
          const double got = decodeOne(out, r.logits.data() + size_t(t * kV + j) * dtypeSize(out));
          const auto [exact, scale] = p.exact(t, j);
          // The tensor core adds each k-step's 16 exact products to the fp32 accumulator
          // with at most a few ulps of error per step (truncation, not RNE): bound it by
          // 2^-22 of the running |product| sum per step; plus the rounding to the logits dtype.
          const double u = out == DType::F32 ? 0 : (out == DType::BF16 ? 0x1p-8 : 0x1p-11);
          const double bound = (kH / 16) * 0x1p-22 * scale * (1 + u) + u * std::abs(exact) + 1e-30;
          ASSERT_LE(std::abs(got - exact), bound) << t << "," << j;
          worst = std::max(worst, std::abs(got - exact) / (scale + 1e-30));
        }
      std::cout << "[ info     ] largest |logit - fp64| / sum|products|: " << worst << "\n";
    }
}

TEST(GpuLmHead, FusedEqualsMaterializedAndTpInvariant) {
  REQUIRE_REAL_GPU();
  for (DType out : {DType::BF16, DType::F32})
    for (JitMode mode : {JitMode::Quick, JitMode::Full}) {
      SCOPED_TRACE(dtypeName(out).str() + (mode == JitMode::Quick ? " quick" : " full"));
      TierRuntime tr(mode);
      const int64_t vr = kV - 300;
      Contract c = gpuLm(out, 1, vr);
      c = withTemperature(c, 0.9f);
      LmProblem p = makeLmProblem(freshSeed("gpu lm_head fused"), DType::BF16, 301, kV, kH, vr);
      p.targets[7] = c.ignore_index;
      const LmOutputs m = runMaterialized(*tr.rt, c, p, allRows(p.T));
      const LmOutputs f = runFused(*tr.rt, c, p, allRows(p.T));
      EXPECT_TRUE(sameForward(m, f));
      const LmOutputs again = runFused(*tr.rt, c, p, allRows(p.T));
      EXPECT_TRUE(sameForward(f, again));
      for (int tp : {2, 4, 8}) {
        Contract ct = c;
        ct.tp_size = tp;
        const LmOutputs r = runFused(*tr.rt, ct, p, allRows(p.T));
        EXPECT_TRUE(sameForward(f, r)) << "tp " << tp;
      }
    }
}

// The leaf order (tile_sum = leaves): the full kernel's epilogue (KernelSpec::leaf_groups)
// against lm_head's logits reduced by tile_stats, for each option that enters the epilogue;
// the quick tier (the scratch path) the same; TP 1, 2, 4, 8. W = 384: a tile's last group
// has 128 columns (a narrower last column tile); V_real inside a leaf.
TEST(GpuLmHead, LeafOrderEpilogueEqualsMaterializedAndTpInvariant) {
  REQUIRE_REAL_GPU();
  struct Case {
    DType out;
    int64_t W, vr;
    bool entropy, mask;
    float tau; // 0: none; < 0: a temperature per row
  } cases[] = {{DType::BF16, 512, kV - 300, true, false, 0.9f},
               {DType::BF16, 384, 6144 - 7, true, true, 0},
               {DType::F32, 384, 6144 - 7, false, false, -1},
               {DType::BF16, 512, kV, false, false, 0}};
  for (JitMode mode : {JitMode::Full, JitMode::Quick}) {
    TierRuntime tr(mode);
    for (const Case &k : cases) {
      const int64_t V = k.W == 384 ? 6144 : kV;
      Contract c = lmContract(onGpu(makeContract(V, k.W, k.out, 1, k.vr), Scope::CrossTpBitwise),
                              kH, DType::BF16);
      c.tile_sum = TileSum::Leaves;
      c.want_entropy = k.entropy;
      if (k.mask)
        c.mask_mode = MaskMode::ActiveMask;
      if (k.tau > 0)
        c = withTemperature(c, k.tau);
      c.temperature_rows = k.tau < 0;
      SCOPED_TRACE(c.canonical() + (mode == JitMode::Quick ? " quick" : " full"));
      LmProblem p = makeLmProblem(freshSeed("gpu lm_head leaves"), DType::BF16, 301, V, kH, k.vr);
      if (k.mask)
        for (int64_t t = 0; t < p.T; ++t)
          p.active.push_back(t % 5 != 2);
      else
        p.targets[7] = c.ignore_index;
      if (c.temperature_rows)
        for (int64_t t = 0; t < p.T; ++t)
          p.temperature.push_back(0.5f + 0.01f * float(t % 70));
      const LmOutputs m = runMaterialized(*tr.rt, c, p, allRows(p.T));
      const LmOutputs f = runFused(*tr.rt, c, p, allRows(p.T));
      EXPECT_TRUE(sameForward(m, f));
      for (int tp : {2, 4, 8}) {
        Contract ct = c;
        ct.tp_size = tp;
        EXPECT_TRUE(sameForward(f, runFused(*tr.rt, ct, p, allRows(p.T)))) << "tp " << tp;
      }
      const LmOutputs one = runFused(*tr.rt, c, p, {int64_t(200)}); // T = 1
      EXPECT_EQ(std::bit_cast<uint32_t>(one.logp[0]), std::bit_cast<uint32_t>(f.logp[200]));
      EXPECT_EQ(std::bit_cast<uint32_t>(one.lse[0]), std::bit_cast<uint32_t>(f.lse[200]));
      // The full tier takes the epilogue, the quick tier the block of logits.
      auto op = must(tr.rt->getOp(c));
      LmOnTarget d(c.target.arch, p, allRows(p.T));
      DeviceBuffer parts = must(DeviceBuffer::allocate(
          c.target.arch, size_t(p.T * c.localTiles() * c.partialWidth()) * 4));
      DeviceBuffer tl =
          must(DeviceBuffer::allocate(c.target.arch, size_t(p.T * op->lmHeadChunks()) * 4));
      must(op->lmHeadTileStats(d.inputs(c, p), static_cast<float *>(parts.data()),
                               static_cast<float *>(tl.data())));
      bool epilogue = false;
      for (const KernelInfo &info : op->kernels())
        epilogue |= info.spec.find(";groups=1") != std::string::npos;
      EXPECT_EQ(epilogue, mode == JitMode::Full);
    }
  }
}

TEST(GpuLmHead, LeafOrderHalfTilesKeepTheirTurnUnderASlowReduction) {
  // The full kernel's MMA warpgroups park their halves of each tile for the copy
  // warpgroup's reduction (lm_head_wgmma.cpp), warpgroup 0 in shared memory, warpgroup 1 in
  // global memory. With K = 16 (four k-slices) and a per-row temperature (a division per
  // logit) the reduction of a half outlasts a tile's MMAs, and with T = 4096 each block has
  // several tiles: a warpgroup reaches its wait for its previous half's reads before or
  // after they end, and parks while the other's half may still be read. The parked bits
  // must stay those of the logits (materialized lm_head + tile_stats), bitwise.
  REQUIRE_REAL_GPU();
  TierRuntime tr(JitMode::Full);
  const int64_t vr = kV - 3;
  Contract c = lmContract(onGpu(makeContract(kV, kW, DType::BF16, 1, vr), Scope::CrossTpBitwise),
                          kH, DType::BF16);
  c.tile_sum = TileSum::Leaves;
  c.want_entropy = true;
  c.temperature_rows = true;
  LmProblem p = makeLmProblem(freshSeed("gpu lm_head slow halves"), DType::BF16, 4096, kV, kH, vr);
  for (int64_t t = 0; t < p.T; ++t)
    p.temperature.push_back(0.5f + 0.01f * float(t % 70));
  // Rows of zero logits are outside the row reciprocal's range: their tiles divide by
  // emitDivRN, the other rows' through the reciprocal; the same bits either way.
  for (int64_t t : {int64_t(7), int64_t(1000), p.T - 1})
    std::fill_n(p.hidden.begin() + t * kH, kH, uint16_t(0));
  const LmOutputs m = runMaterialized(*tr.rt, c, p, allRows(p.T));
  const LmOutputs f = runFused(*tr.rt, c, p, allRows(p.T));
  EXPECT_TRUE(sameForward(m, f));
  EXPECT_TRUE(sameForward(f, runFused(*tr.rt, c, p, allRows(p.T)))) << "a second run";
}

TEST(GpuLmHead, ARowHasTheSameBitsInAnyBatch) {
  REQUIRE_REAL_GPU();
  TierRuntime tr(JitMode::Full);
  const int64_t vr = kV - 1;
  const Contract c = gpuLm(DType::BF16, 1, vr);
  const LmProblem p = makeLmProblem(freshSeed("gpu lm_head batch"), DType::BF16, 4097, kV, kH, vr);
  const LmOutputs big = runMaterialized(*tr.rt, c, p, allRows(p.T)); // two fused row blocks
  const LmOutputs fusedBig = runFused(*tr.rt, c, p, allRows(p.T));
  EXPECT_TRUE(sameForward(big, fusedBig));
  std::vector<int64_t> first2048(2048);
  std::iota(first2048.begin(), first2048.end(), 0);
  std::shuffle(first2048.begin(), first2048.end(),
               std::mt19937_64(freshSeed("gpu lm_head shuffle")));
  const LmOutputs shuffled = runFused(*tr.rt, c, p, first2048);
  for (size_t i = 0; i < first2048.size(); ++i) {
    const size_t t = size_t(first2048[i]);
    ASSERT_EQ(std::bit_cast<uint32_t>(shuffled.logp[i]), std::bit_cast<uint32_t>(big.logp[t])) << t;
    ASSERT_EQ(std::bit_cast<uint32_t>(shuffled.lse[i]), std::bit_cast<uint32_t>(big.lse[t])) << t;
  }
  const size_t rowBytes = size_t(kV) * 2;
  for (int64_t t : {int64_t(0), int64_t(31), int64_t(33), int64_t(2047), int64_t(4096)}) {
    const LmOutputs alone = runMaterialized(*tr.rt, c, p, {t}); // T = 1
    EXPECT_EQ(std::memcmp(alone.logits.data(), big.logits.data() + size_t(t) * rowBytes, rowBytes),
              0)
        << "row " << t;
    const LmOutputs fusedAlone = runFused(*tr.rt, c, p, {t});
    EXPECT_EQ(std::bit_cast<uint32_t>(fusedAlone.logp[0]),
              std::bit_cast<uint32_t>(big.logp[size_t(t)]))
        << "row " << t;
  }
}

TEST(GpuLmHead, LogitsHaveTheSameBitsAtAnyStrideAndAlignment) {
  // The full kernel stores a warp's logits wholly inside the output as pairs of adjacent
  // columns where their addresses allow it, element by element elsewhere: an odd stride or
  // a base one element off (16-bit logits) takes the element path for every warp; a stride
  // of V + 8 the pairs with a gap (16-bit logits: TMA tensor stores, which must skip the
  // gap). Each row's bits must be those of the contiguous output, and the bytes between
  // rows and before the first stay as they were. V = 8168: the last 64 x 64 box of a row
  // and its last tile are partial (the tensor stores clip them).
  REQUIRE_REAL_GPU();
  for (int64_t V : {kV, kV - 24})
    for (DType out : {DType::BF16, DType::F32}) {
      SCOPED_TRACE(dtypeName(out).str() + ", V " + std::to_string(V));
      const Contract c = lmContract(
          onGpu(makeContract(V, V / 8, out, 1, V - 3), Scope::CrossTpBitwise), kH, DType::BF16);
      const LmProblem p =
          makeLmProblem(freshSeed("gpu lm_head stride"), DType::BF16, 150, V, kH, V - 3);
      TierRuntime tr(JitMode::Full);
      const LmOutputs want = runMaterialized(*tr.rt, c, p, allRows(p.T));
      LmOnTarget d(c.target.arch, p, allRows(p.T));
      auto op = must(tr.rt->getOp(c));
      const size_t es = dtypeSize(out), rowBytes = size_t(V) * es;
      for (auto [stride, offset] : {std::pair<int64_t, int64_t>{V + 1, 0}, {V + 8, 0}, {V, 1}}) {
        SCOPED_TRACE("stride " + std::to_string(stride) + ", offset " + std::to_string(offset));
        const size_t bytes = size_t(p.T * stride + offset) * es;
        DeviceBuffer logits = must(DeviceBuffer::allocate(c.target.arch, bytes));
        const std::vector<uint8_t> pattern(bytes, 0xA5);
        must(logits.upload(pattern.data(), bytes));
        must(op->lmHead(d.inputs(c, p), static_cast<char *>(logits.data()) + offset * es, stride));
        const std::vector<uint8_t> got = fromTarget<uint8_t>(logits, bytes);
        for (int64_t t = 0; t < p.T; ++t)
          ASSERT_EQ(std::memcmp(got.data() + size_t(t * stride + offset) * es,
                                want.logits.data() + size_t(t) * rowBytes, rowBytes),
                    0)
              << "row " << t;
        for (int64_t t = 0; t <= p.T; ++t) { // the gap before row t (the offset before row 0)
          const size_t from = t == 0 ? 0 : size_t((t - 1) * stride + offset) * es + rowBytes;
          const size_t to = t == p.T ? bytes : size_t(t * stride + offset) * es;
          for (size_t i = from; i < to; ++i)
            ASSERT_EQ(got[i], 0xA5) << "byte " << i << " outside the output, before row " << t;
        }
      }
    }
}

} // namespace

namespace {

TEST(GpuLmHead, QuickAndFullTiersGiveTheSameLogits) {
  REQUIRE_REAL_GPU();
  // H = 48: one 32-wide staged slice and a 16-wide last one; 300 rows and V = 8192 with
  // partial row tiles; fp32 logits show every bit of the accumulators.
  for (int64_t H : {int64_t(48), kH}) {
    SCOPED_TRACE("H " + std::to_string(H));
    const Contract c = lmContract(
        onGpu(makeContract(kV, kW, DType::F32, 1, kV - 2), Scope::CrossTpBitwise), H, DType::BF16);
    const LmProblem p =
        makeLmProblem(freshSeed("gpu lm_head tiers"), DType::BF16, 300, kV, H, kV - 2);
    TierRuntime quick(JitMode::Quick), full(JitMode::Full);
    const LmOutputs q = runMaterialized(*quick.rt, c, p, allRows(p.T));
    const LmOutputs f = runMaterialized(*full.rt, c, p, allRows(p.T));
    ASSERT_EQ(q.logits.size(), f.logits.size());
    EXPECT_EQ(std::memcmp(q.logits.data(), f.logits.data(), q.logits.size()), 0);
    EXPECT_TRUE(sameBits(q.logp, f.logp));
  }
}

TEST(GpuLmHead, MnMajorOperandsGiveTheBitsOfTheirTransposes) {
  // wgmma's transpose bits with MN-major TMA boxes (full tier) and 16-bit loads (quick tier).
  REQUIRE_REAL_GPU();
  const Contract c = gpuLm(DType::BF16);
  for (JitMode mode : {JitMode::Full, JitMode::Quick}) {
    SCOPED_TRACE(mode == JitMode::Full ? "full tier" : "quick tier");
    TierRuntime tr(mode);
    auto op = must(tr.rt->getOp(c));
    expectMnMajorGemmsGiveTheirTransposesBits(*op, c.target, "gpu lm_head mn-major operands");
  }
}

} // namespace

namespace {

// The LM head's backward on sm_90 (docs/spec.md §16, "Backward"): grad_hidden and grad_weight
// against fp64, bitwise equal across TP 1/2/4/8, both JIT tiers, repeated calls, a row in any
// batch, row blocks, and one call against two accumulating ones.

TEST(GpuLmHeadBackward, CloseToFp64AndTheSameBitsAtEveryTpDegreeAndTier) {
  REQUIRE_REAL_GPU();
  for (DType out : {DType::BF16, DType::F32}) {
    const int64_t vr = kV - 300;
    Contract c = gpuLm(out, 1, vr);
    c.want_entropy = true;
    LmProblem p = makeLmProblem(freshSeed("gpu lm_head backward"), DType::BF16, 45, kV, kH, vr);
    p.targets[7] = c.ignore_index;
    const std::vector<float> gl = normals("grad_logp", p.T), ge = normals("grad_entropy", p.T);
    TierRuntime full(JitMode::Full), quick(JitMode::Quick);
    const LmGrads f = runLmBackward(*full.rt, c, p, allRows(p.T), gl, &ge);
    SCOPED_TRACE(dtypeName(out).str());
    expectCloseToFp64(*full.rt, c, p, f, gl, &ge);
    EXPECT_TRUE(sameBits(f, runLmBackward(*quick.rt, c, p, allRows(p.T), gl, &ge))) << "quick";
    EXPECT_TRUE(sameBits(f, runLmBackward(*full.rt, c, p, allRows(p.T), gl, &ge))) << "again";
    for (int tp : {2, 4, 8}) {
      Contract ct = c;
      ct.tp_size = tp;
      EXPECT_TRUE(sameBits(f, runLmBackward(*full.rt, ct, p, allRows(p.T), gl, &ge)))
          << "tp " << tp;
    }
  }
}

TEST(GpuLmHeadBackward, ARowsGradHiddenHasTheSameBitsInAnyBatch) {
  REQUIRE_REAL_GPU();
  TierRuntime tr(JitMode::Full);
  const Contract c = gpuLm(DType::BF16, 1, kV - 1);
  const LmProblem p =
      makeLmProblem(freshSeed("gpu lm_head backward batch"), DType::BF16, 4100, kV, kH, kV - 1);
  const std::vector<float> gl = normals("grad_logp", p.T);
  const LmGrads all = runLmBackward(*tr.rt, c, p, allRows(p.T), gl); // two row blocks
  // grad_weight's chain runs on across row blocks: one call = [0, 4096) then the rest
  // accumulated onto it.
  std::vector<int64_t> rest = {4096, 4097, 4098, 4099};
  const LmGrads a = runLmBackward(*tr.rt, c, p, allRows(4096), gl);
  const LmGrads b = runLmBackward(*tr.rt, c, p, rest, gl, nullptr, &a.weight);
  EXPECT_EQ(std::memcmp(b.weight.data(), all.weight.data(), all.weight.size() * 4), 0);
  std::vector<int64_t> some(2048);
  std::iota(some.begin(), some.end(), 1000);
  std::shuffle(some.begin(), some.end(), std::mt19937_64(freshSeed("gpu backward shuffle")));
  const LmGrads shuffled = runLmBackward(*tr.rt, c, p, some, gl);
  for (size_t i = 0; i < some.size(); ++i)
    ASSERT_EQ(std::memcmp(&shuffled.hidden[i * kH], &all.hidden[size_t(some[i]) * kH], kH * 2), 0)
        << "row " << some[i];
  for (int64_t t : {int64_t(0), int64_t(33), int64_t(4097)}) {
    const LmGrads alone = runLmBackward(*tr.rt, c, p, {t}, gl); // T = 1
    EXPECT_EQ(std::memcmp(alone.hidden.data(), &all.hidden[size_t(t) * kH], kH * 2), 0) << t;
  }
}

TEST(GpuLmHeadBackward, A16BitGradWeightIsTheFp32OneRoundedOnceInBothTiers) {
  // The 16-bit chain's halves (first, middle and last row blocks; several calls) in the
  // full kernel's straight-line epilogue and the quick tier's element-wise one.
  REQUIRE_REAL_GPU();
  for (DType in : {DType::BF16, DType::F16}) {
    const Contract c = gpuLm(in == DType::BF16 ? DType::BF16 : DType::F32, 1, kV - 1, in);
    SCOPED_TRACE(c.canonical());
    const LmProblem p =
        makeLmProblem(freshSeed("gpu lm_head grad_weight 16"), in, 4100, kV, kH, kV - 1);
    const std::vector<float> gl = normals("grad_logp", p.T);
    TierRuntime full(JitMode::Full), quick(JitMode::Quick);
    const LmGrads all = runLmBackward(*full.rt, c, p, allRows(p.T), gl);
    const std::vector<uint16_t> want = roundedTo(in, all.weight);
    for (TierRuntime *tr : {&full, &quick})
      for (int64_t callRows : {int64_t(4100), int64_t(4096), int64_t(1024)})
        EXPECT_EQ(runLmGradWeight16(*tr->rt, c, p, all.forward.lse, gl, callRows), want)
            << callRows << " rows per call" << (tr == &quick ? ", quick tier" : "");
  }
}

TEST(GpuLmHeadBackward, ChunksOfAnOddNumberOfRowTilesKeepTheirBits) {
  // grad_weight's GEMM of a chunk of 384 vocab rows (three 128-row tiles; V = 3072, W = 384,
  // eight leaves of one chunk each): its accumulating launches split into whole pairs of
  // row tiles and a bottom strip (Op::launchGemmSpec). Two row blocks, so the fp32 chain and
  // the 16-bit halves both continue across blocks; the full tier against the quick tier
  // and against the fp32 chain rounded once.
  REQUIRE_REAL_GPU();
  const Contract c = lmContract(
      onGpu(makeContract(3072, 384, DType::BF16, 1, 3071), Scope::CrossTpBitwise), kH, DType::BF16);
  const LmProblem p =
      makeLmProblem(freshSeed("gpu lm_head odd row tiles"), DType::BF16, 4100, 3072, kH, 3071);
  const std::vector<float> gl = normals("grad_logp", p.T);
  TierRuntime full(JitMode::Full), quick(JitMode::Quick);
  const LmGrads f = runLmBackward(*full.rt, c, p, allRows(p.T), gl);
  EXPECT_TRUE(sameBits(f, runLmBackward(*quick.rt, c, p, allRows(p.T), gl))) << "quick";
  const std::vector<uint16_t> want = roundedTo(DType::BF16, f.weight);
  for (TierRuntime *tr : {&full, &quick})
    EXPECT_EQ(runLmGradWeight16(*tr->rt, c, p, f.forward.lse, gl, 4100), want)
        << (tr == &quick ? "quick tier" : "full tier");
}

} // namespace

namespace {

TEST(GpuLmHeadBackward, SavedRowsChangeNoBit) {
  // The leaf order's contract (the fused forward's epilogue for the rows not kept), 4100 rows:
  // the backward's blocks [0, 4096) and [4096, 4100). Kept: part of the first block
  // (recomputed), the whole first block (read), every row. Row stride V + 3: the kept logits
  // materialized before the epilogue's rows, read where they lie; V: stored by the leaf
  // epilogue as it reduces them, their gradient made in their place, the whole block at once,
  // and grad_weight's GEMM over the shard. W = 128: each W-tile ends inside its column tile.
  REQUIRE_REAL_GPU();
  TierRuntime tr(JitMode::Full);
  for (int64_t W : {kW, int64_t(128)}) {
    Contract c = gpuLm(DType::BF16, 1, kV - 3);
    c.tile_sum = TileSum::Leaves;
    c.tile_width = W;
    const LmProblem p =
        makeLmProblem(freshSeed("gpu lm_head saved rows"), DType::BF16, 4100, kV, kH, kV - 3);
    const std::vector<float> gl = normals("gpu grad_logp saved", p.T);
    const LmSavedStep none = runLmStepSaving(*tr.rt, c, p, gl, 0, kV);
    for (auto [savedRows, stride] :
         {std::pair{int64_t(100), kV + 3}, std::pair{int64_t(4096), kV + 3},
          std::pair{int64_t(4100), kV + 3}, std::pair{int64_t(100), kV},
          std::pair{int64_t(4096), kV}, std::pair{int64_t(4100), kV}}) {
      SCOPED_TRACE("W " + std::to_string(W) + ", " + std::to_string(savedRows) +
                   " rows kept, row stride " + std::to_string(stride));
      const LmSavedStep s = runLmStepSaving(*tr.rt, c, p, gl, savedRows, stride);
      EXPECT_EQ(s.partials, none.partials);
      EXPECT_EQ(s.target, none.target);
      EXPECT_EQ(s.gradHidden, none.gradHidden);
      EXPECT_EQ(s.gradWeight, none.gradWeight);
      // The kept rows are lmHead()'s logits.
      auto op = must(tr.rt->getOp(c));
      LmOnTarget d(c.target.arch, p, allRows(savedRows));
      const size_t bytes = size_t(savedRows * stride) * 2;
      DeviceBuffer want = must(DeviceBuffer::allocate(c.target.arch, bytes));
      must(op->lmHead(d.inputs(c, p), want.data(), stride));
      const std::vector<uint8_t> w = fromTarget<uint8_t>(want, bytes);
      for (int64_t r = 0; r < savedRows; ++r)
        ASSERT_EQ(std::memcmp(&s.saved[size_t(r * stride) * 2], &w[size_t(r * stride) * 2],
                              size_t(kV) * 2),
                  0)
            << "saved row " << r;
    }
  }
}

} // namespace
