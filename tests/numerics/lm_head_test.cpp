//===- lm_head_test.cpp - The LM head on the host (docs/spec.md §16) -------===//
//
// The host GEMM's logits bitwise equal to its documented order (a sequential std::fma chain
// written here) and within the fp32 error bound of the fp64 product sum; logp, lse and
// entropy of fp32 logits against the fp64 log-softmax of the exact logits; the fused forward
// bitwise equal to the materialized path for every option; TP 1/2/4/8, several chunks, row
// blocks and batch composition bitwise invariant; errors with nothing written. Fresh random
// inputs (seeds printed); every bitwise claim is memcmp.
//
//===----------------------------------------------------------------------===//
#include "gemm_operands_util.h"
#include "lm_head_util.h"
#include "logpjit/errors.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <numeric>
#include <random>

using namespace logpjit;
using namespace logpjit::test;

namespace {

constexpr int64_t kV = 512, kW = 64, kH = 96; // K = 8 tiles: TP 1, 2, 4, 8

Contract hostLm(DType logits, DType in, int tp = 1, int64_t vr = -1, TileSum sum = TileSum::Lanes) {
  Contract c = lmContract(makeContract(kV, kW, logits, tp, vr), kH, in);
  c.tile_sum = sum;
  return c;
}

/// The host order of docs/spec.md §16: acc = fma(h_k, w_k, acc) for k = 0..H-1 from +0.
float hostOrder(const LmProblem &p, int64_t t, int64_t j) {
  float acc = 0.0f;
  for (int64_t k = 0; k < p.H; ++k)
    acc = std::fma(float(p.h(t, k)), float(p.w(j, k)), acc);
  return acc;
}

TEST(LmHead, MnMajorOperandsGiveTheBitsOfTheirTransposes) {
  const Contract c = hostLm(DType::BF16, DType::BF16);
  auto op = must(runtime().getOp(c));
  expectMnMajorGemmsGiveTheirTransposesBits(*op, c.target, "host lm_head mn-major operands");
}

TEST(LmHead, HostLogitsAreTheFmaChainAndCloseToFp64) {
  for (DType in : {DType::BF16, DType::F16})
    for (DType out : {in, DType::F32}) {
      SCOPED_TRACE(dtypeName(in).str() + " -> " + dtypeName(out).str());
      const Contract c = hostLm(out, in, 1, kV - 37);
      const LmProblem p = makeLmProblem(freshSeed("lm_head logits"), in, 19, kV, kH, kV - 37);
      const LmOutputs r = runMaterialized(runtime(), c, p, allRows(p.T));
      for (int64_t t = 0; t < p.T; ++t)
        for (int64_t j = 0; j < kV; ++j) {
          const float want = hostOrder(p, t, j);
          const uint8_t *at = r.logits.data() + size_t(t * kV + j) * dtypeSize(out);
          double got;
          if (out == DType::F32) {
            float f;
            std::memcpy(&f, at, 4);
            ASSERT_EQ(std::bit_cast<uint32_t>(f), std::bit_cast<uint32_t>(want)) << t << "," << j;
            got = f;
          } else {
            uint16_t b;
            std::memcpy(&b, at, 2);
            const uint16_t wantB =
                out == DType::BF16 ? ref::floatToBf16(want) : ref::floatToFp16(want);
            ASSERT_EQ(b, wantB) << t << "," << j;
            got = decodeOne(out, &b);
          }
          // fp32 accumulation: |error| <= gamma_H * sum |products| (Higham 3.5, fma steps),
          // plus one rounding to the logits dtype.
          const auto [exact, scale] = p.exact(t, j);
          const double u = out == DType::F32 ? 0 : (out == DType::BF16 ? 0x1p-8 : 0x1p-11);
          const double gamma = kH * kEps32 / (1 - kH * kEps32);
          EXPECT_LE(std::abs(got - exact), gamma * scale * (1 + u) + u * std::abs(exact) + 1e-30)
              << t << "," << j;
        }
    }
}

TEST(LmHead, Fp32LogitsForwardCloseToFp64) {
  const int64_t vr = kV - 11;
  Contract c = hostLm(DType::F32, DType::BF16, 1, vr);
  const LmProblem p = makeLmProblem(freshSeed("lm_head fp64"), DType::BF16, 23, kV, kH, vr);
  const LmOutputs r = runFused(runtime(), c, p, allRows(p.T));
  std::vector<double> exact(size_t(p.T * kV));
  double maxErr = 0; // the GEMM's bound on every logit of the problem
  for (int64_t t = 0; t < p.T; ++t)
    for (int64_t j = 0; j < kV; ++j) {
      auto [e, scale] = p.exact(t, j);
      exact[size_t(t * kV + j)] = e;
      maxErr = std::max(maxErr, kH * kEps32 / (1 - kH * kEps32) * scale);
    }
  ref::Problem rp{exact, kV, vr, p.targets, {}, std::nullopt};
  const ref::Forward f = ref::forward(rp);
  for (int64_t t = 0; t < p.T; ++t) {
    // lse and logp move by at most the largest logit error (twice for logp), plus the
    // materialized path's own bound (docs/numerics.md: far below 1e-5 at V = 512).
    EXPECT_NEAR(r.lse[size_t(t)], f.lse[size_t(t)], maxErr + 1e-5) << t;
    EXPECT_NEAR(r.logp[size_t(t)], f.logp[size_t(t)], 2 * maxErr + 1e-5) << t;
    EXPECT_NEAR(r.entropy[size_t(t)], f.entropy[size_t(t)], 4 * maxErr + 1e-5) << t;
  }
}

TEST(LmHead, FusedEqualsMaterializedForEveryOption) {
  struct Case {
    DType out, in;
    Scope scope;
    bool entropy, temperature, mask;
    int64_t vr;
  };
  const Case cases[] = {
      {DType::BF16, DType::BF16, Scope::CrossTpBitwise, true, false, false, kV - 40},
      {DType::F32, DType::BF16, Scope::CrossTpBitwise, true, true, true, kV},
      {DType::F16, DType::F16, Scope::FixedTopology, false, true, false, kV - 1},
      {DType::F32, DType::F16, Scope::FixedTopology, true, false, true, kV - 100},
  };
  for (TileSum sum : {TileSum::Lanes, TileSum::Leaves})
    for (const Case &k : cases) {
      Contract c = hostLm(k.out, k.in, 1, k.vr, sum);
      c.scope = k.scope;
      c.want_entropy = k.entropy;
      if (k.temperature)
        c = withTemperature(c, 0.7f);
      if (k.mask)
        c.mask_mode = MaskMode::ActiveMask;
      SCOPED_TRACE(c.canonical());
      LmProblem p = makeLmProblem(freshSeed("lm_head fused"), k.in, 29, kV, kH, k.vr);
      if (k.mask)
        for (int64_t t = 0; t < p.T; ++t)
          p.active.push_back(t % 3 != 1);
      else
        p.targets[3] = c.ignore_index; // an inactive row
      const LmOutputs m = runMaterialized(runtime(), c, p, allRows(p.T));
      const LmOutputs f = runFused(runtime(), c, p, allRows(p.T));
      EXPECT_TRUE(sameForward(m, f));
    }
}

TEST(LmHead, TpDegreesGiveTheSameBits) {
  for (TileSum sum : {TileSum::Lanes, TileSum::Leaves})
    for (DType out : {DType::BF16, DType::F32}) {
      const int64_t vr = kV - 70; // the last shard is partly padding at TP 8
      const LmProblem p = makeLmProblem(freshSeed("lm_head tp"), DType::BF16, 17, kV, kH, vr);
      const LmOutputs one =
          runFused(runtime(), hostLm(out, DType::BF16, 1, vr, sum), p, allRows(p.T));
      for (int tp : {2, 4, 8}) {
        SCOPED_TRACE("tp " + std::to_string(tp) + " " + tileSumName(sum).str());
        const LmOutputs r =
            runFused(runtime(), hostLm(out, DType::BF16, tp, vr, sum), p, allRows(p.T));
        EXPECT_TRUE(sameForward(one, r));
      }
    }
}

TEST(LmHead, SeveralChunksAndRowBlocksGiveTheMaterializedBits) {
  // fp32 logits at V = 32768: a 4096-row block of one chunk would be 512 MiB, so the shard
  // is cut into 2 chunks (TP 1) of 64 tiles.
  {
    Contract c = lmContract(makeContract(32768, 256, DType::F32, 1, 32768 - 5), 16, DType::BF16);
    auto op = must(runtime().getOp(c));
    ASSERT_EQ(op->lmHeadChunks(), 2);
    const LmProblem p =
        makeLmProblem(freshSeed("lm_head chunks"), DType::BF16, 5, 32768, 16, 32768 - 5);
    const LmOutputs m = runMaterialized(runtime(), c, p, allRows(p.T));
    const LmOutputs f = runFused(runtime(), c, p, allRows(p.T));
    EXPECT_TRUE(sameForward(m, f));
  }
  // 4097 rows: two row blocks (kLmHeadBlockRows = 4096).
  {
    const Contract c = lmContract(makeContract(256, 64, DType::BF16, 1, 250), 16, DType::BF16);
    const LmProblem p = makeLmProblem(freshSeed("lm_head rows"), DType::BF16, 4097, 256, 16, 250);
    const LmOutputs m = runMaterialized(runtime(), c, p, allRows(p.T));
    const LmOutputs f = runFused(runtime(), c, p, allRows(p.T));
    EXPECT_TRUE(sameForward(m, f));
  }
}

TEST(LmHead, BatchCompositionDoesNotChangeARow) {
  const Contract c = hostLm(DType::BF16, DType::BF16, 1, kV - 3);
  const LmProblem p = makeLmProblem(freshSeed("lm_head batch"), DType::BF16, 33, kV, kH, kV - 3);
  const LmOutputs all = runMaterialized(runtime(), c, p, allRows(p.T));
  const LmOutputs fusedAll = runFused(runtime(), c, p, allRows(p.T));
  std::vector<int64_t> order = allRows(p.T);
  std::shuffle(order.begin(), order.end(), std::mt19937_64(freshSeed("lm_head shuffle")));
  const LmOutputs shuffled = runFused(runtime(), c, p, order);
  const size_t rowBytes = size_t(kV) * 2;
  for (int64_t t : {int64_t(0), int64_t(13), p.T - 1}) {
    const LmOutputs alone = runMaterialized(runtime(), c, p, {t});
    EXPECT_EQ(std::memcmp(alone.logits.data(), all.logits.data() + size_t(t) * rowBytes, rowBytes),
              0)
        << "row " << t;
    EXPECT_EQ(std::bit_cast<uint32_t>(alone.logp[0]),
              std::bit_cast<uint32_t>(fusedAll.logp[size_t(t)]));
  }
  for (size_t i = 0; i < order.size(); ++i) {
    const size_t t = size_t(order[i]);
    EXPECT_EQ(std::bit_cast<uint32_t>(shuffled.logp[i]), std::bit_cast<uint32_t>(fusedAll.logp[t]));
    EXPECT_EQ(std::bit_cast<uint32_t>(shuffled.lse[i]), std::bit_cast<uint32_t>(fusedAll.lse[t]));
    EXPECT_EQ(std::bit_cast<uint32_t>(shuffled.entropy[i]),
              std::bit_cast<uint32_t>(fusedAll.entropy[t]));
  }
}

std::string errorText(llvm::Error e) { return e ? llvm::toString(std::move(e)) : std::string(); }

TEST(LmHead, ContractErrorsNameTheField) {
  auto bad = [](Contract c) { return errorText(c.validate()); };
  Contract c = hostLm(DType::BF16, DType::BF16);
  EXPECT_EQ(bad(c), "");
  c.hidden_size = 100;
  EXPECT_NE(bad(c).find("hidden_size (H) = 100"), std::string::npos) << bad(c);
  c = hostLm(DType::F16, DType::BF16);
  EXPECT_NE(bad(c).find("dtype = fp16 with hidden_dtype = bf16"), std::string::npos) << bad(c);
  c = hostLm(DType::F32, DType::F32);
  EXPECT_NE(bad(c).find("hidden_dtype = fp32"), std::string::npos) << bad(c);
  c = hostLm(DType::BF16, DType::BF16);
  c.scope = Scope::CrossTargetBitwise;
  EXPECT_NE(bad(c).find("cross_target_bitwise"), std::string::npos) << bad(c);
  // The leaf order: W a multiple of 16, no top-k.
  c = hostLm(DType::BF16, DType::BF16, 1, -1, TileSum::Leaves);
  EXPECT_EQ(bad(c), "");
  c.tile_width = 8; // divides V = 512, not a leaf's 16
  EXPECT_NE(bad(c).find("tile_width (W) = 8 with tile_sum = leaves"), std::string::npos) << bad(c);
  EXPECT_NE(bad(c).find("such widths: 512, 256, 128, 64, 32, 16"), std::string::npos) << bad(c);
  c = hostLm(DType::BF16, DType::BF16, 1, -1, TileSum::Leaves);
  c.top_k = 5;
  EXPECT_NE(bad(c).find("top_k = 5 with tile_sum = leaves"), std::string::npos) << bad(c);
  c = hostLm(DType::BF16, DType::BF16);
  c.tile_sum = TileSum(7);
  EXPECT_NE(bad(c).find("tile_sum = 7"), std::string::npos) << bad(c);
  // The fingerprints of logits contracts are unchanged; an LM head's names its order, and
  // the leaf order is a numerics field.
  Contract plain = makeContract(kV, kW, DType::BF16);
  EXPECT_EQ(plain.canonical().find("hidden"), std::string::npos);
  EXPECT_EQ(plain.canonical().find("tile_sum"), std::string::npos);
  EXPECT_EQ(plain.numericsCanonical().find("tile_sum"), std::string::npos);
  Contract leafy = plain;
  leafy.tile_sum = TileSum::Leaves;
  EXPECT_NE(leafy.numericsFingerprint(), plain.numericsFingerprint());
  EXPECT_NE(leafy.fingerprint(), plain.fingerprint());
  EXPECT_EQ(autoTileWidth(151936, TileSum::Leaves), 18992);
  EXPECT_EQ(autoTileWidth(151936), 2374);
  EXPECT_EQ(autoTileWidth(1000, TileSum::Leaves), 0); // no multiple of 16 divides it
  EXPECT_NE(hostLm(DType::BF16, DType::BF16).numericsCanonical().find("lm_head=fma:96:bf16"),
            std::string::npos);
}

TEST(LmHead, BadCallsWriteNothing) {
  const Contract c = hostLm(DType::BF16, DType::BF16);
  const LmProblem p = makeLmProblem(freshSeed("lm_head errors"), DType::BF16, 4, kV, kH, kV - 10);
  LmOnTarget d(Arch::Host, p, allRows(p.T));
  auto op = must(runtime().getOp(c));
  std::vector<uint16_t> logits(size_t(4 * kV), 0x5555);
  const std::vector<uint16_t> before = logits;
  std::vector<float> parts(size_t(4 * 8 * 3), 7.0f), tl(4, 7.0f);
  auto call = [&](LmHeadInputs in, int64_t stride = kV) {
    return errorText(op->lmHead(in, logits.data(), stride));
  };
  LmHeadInputs in = d.inputs(c, p);
  in.hidden = static_cast<const char *>(in.hidden) + 2;
  EXPECT_NE(call(in).find("hidden: address"), std::string::npos) << call(in);
  in = d.inputs(c, p);
  in.weight_stride = kH - 8;
  EXPECT_NE(call(in).find("weight row stride = 88"), std::string::npos) << call(in);
  in = d.inputs(c, p);
  in.hidden = nullptr;
  EXPECT_NE(call(in).find("hidden: null pointer"), std::string::npos) << call(in);
  EXPECT_NE(call(d.inputs(c, p), kV - 8).find("logits row stride"), std::string::npos);
  in = d.inputs(c, p);
  in.rows = -1;
  EXPECT_NE(call(in).find("rows = -1"), std::string::npos) << call(in);
  EXPECT_EQ(logits, before);
  // A target in the padding: named, nothing written.
  const Contract cp = hostLm(DType::BF16, DType::BF16, 1, kV - 10);
  auto opp = must(runtime().getOp(cp));
  std::vector<int64_t> tg = p.targets;
  tg[2] = kV - 3;
  in = d.inputs(cp, p);
  in.targets = tg.data();
  std::string e = errorText(opp->lmHeadTileStats(in, parts.data(), tl.data()));
  EXPECT_NE(e.find("targets[2] = 509 is in the padding"), std::string::npos) << e;
  EXPECT_TRUE(std::all_of(parts.begin(), parts.end(), [](float v) { return v == 7.0f; }));
  // Not an LM-head contract.
  auto plain = must(runtime().getOp(makeContract(kV, kW, DType::BF16)));
  e = errorText(plain->lmHead(d.inputs(c, p), logits.data(), kV));
  EXPECT_NE(e.find("hidden_size = 0"), std::string::npos) << e;
  EXPECT_EQ(logits, before);
}

} // namespace

namespace {

TEST(LmHead, AnyLogitsStrideAndEmptyCalls) {
  // V = 520 (not a multiple of 8): compact logits rows of 520 elements are accepted, and the
  // fused forward still gives the materialized bits.
  const Contract c = lmContract(makeContract(520, 65, DType::BF16, 1, 517), 32, DType::BF16);
  const LmProblem p = makeLmProblem(freshSeed("lm_head odd V"), DType::BF16, 11, 520, 32, 517);
  const LmOutputs m = runMaterialized(runtime(), c, p, allRows(p.T));
  const LmOutputs f = runFused(runtime(), c, p, allRows(p.T));
  EXPECT_TRUE(sameForward(m, f));
  // T = 0: no pointer but the weight's is read.
  auto op = must(runtime().getOp(c));
  LmHeadInputs in;
  in.hidden_stride = 32;
  in.weight = p.weight.data();
  in.weight_stride = 32;
  must(op->lmHead(in, nullptr, 520));
  in.targets = nullptr;
  float dummy[1];
  must(op->lmHeadTileStats(in, dummy, dummy));
}

} // namespace
