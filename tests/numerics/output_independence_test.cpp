//===- output_independence_test.cpp - One answer per row, whatever is asked --===//
//
// docs/numerics.md "One answer per row": the bits of logp and lse are a function of the
// numerics fields of the contract and of the row only, never of the other outputs asked
// for (entropy), the mask mode or the targets' index type. Inactive rows are not computed:
// every output is +0 and their logits are never read. Every comparison is memcmp on
// fresh random inputs (the seeds are printed).
//
//===----------------------------------------------------------------------===//
#include "test_util.h"

using namespace logpjit;
using namespace logpjit::test;

namespace {

constexpr int64_t kV = 4096, kW = 512; // K = 8: TP 1, 2, 4, 8 all valid
constexpr int64_t kT = 131;

struct Case {
  Scope scope;
  DType dtype;
  bool temp;
};
std::string caseName(const ::testing::TestParamInfo<Case> &i) {
  return scopeName(i.param.scope).str() + "_" + dtypeName(i.param.dtype).str() +
         (i.param.temp ? "_tau" : "_notau");
}

Contract caseContract(const Case &cs, int tp, bool entropy) {
  Contract c = makeContract(kV, kW, cs.dtype, tp, kV - 77);
  c.scope = cs.scope;
  c.want_entropy = entropy;
  return cs.temp ? withTemperature(c, 0.73f) : c;
}

/// Realistic rows (every 9th inactive), targets in [0, V_real).
Batch randomBatch(const Contract &c, uint64_t seed) {
  ref::Rng rng(seed);
  std::vector<int64_t> targets;
  std::vector<double> raw = realisticLogits(rng, kT, kV, c.realVocab(), targets);
  for (int64_t t = 2; t < kT; t += 9)
    targets[t] = c.ignore_index;
  Batch b = makeBatch(c.dtype, kT, kV, raw, targets);
  for (int64_t t = 2; t < kT; t += 9)
    b.active[size_t(t)] = 0; // the same rows in active-mask mode
  return b;
}

class OutputIndependence : public ::testing::TestWithParam<Case> {};

// logp and lse with entropy == without, at TP 1, 2, 4, 8 (chunk default); the numerics
// fingerprint is the same for both contracts and the contract fingerprint is not.
TEST_P(OutputIndependence, EntropyRequestChangesNoLogpOrLseBit) {
  const uint64_t seed = freshSeed("entropy-request");
  const Batch b = randomBatch(caseContract(GetParam(), 1, false), seed);
  for (int tp : {1, 2, 4, 8}) {
    const Contract plain = caseContract(GetParam(), tp, false);
    const Contract withH = caseContract(GetParam(), tp, true);
    EXPECT_EQ(plain.numericsFingerprint(), withH.numericsFingerprint());
    EXPECT_NE(plain.fingerprint(), withH.fingerprint());
    const ForwardResult a = forward(plain, b), e = forward(withH, b);
    EXPECT_TRUE(sameBits(a.logp, e.logp)) << "logp, tp " << tp << ", seed " << seed;
    EXPECT_TRUE(sameBits(a.lse, e.lse)) << "lse, tp " << tp << ", seed " << seed;
  }
}

// The rule at its source: every tile partial (m, s) of an entropy spec is bitwise the
// partial of the spec without entropy (a 1-ulp change of s moves lse in only a few rows in
// a hundred, so this is the sharper check).
TEST_P(OutputIndependence, EntropyRequestChangesNoTilePartialBit) {
  const uint64_t seed = freshSeed("entropy-partials");
  const Contract plain = caseContract(GetParam(), 1, false);
  const Contract withH = caseContract(GetParam(), 1, true);
  const Batch b = randomBatch(plain, seed);
  const int64_t K = plain.numTiles();
  auto partials = [&](const Contract &c) {
    auto op = must(runtime().getOp(c));
    ShardInputs in{b.bytes.data(), b.stride, b.targets.data(), nullptr, b.T};
    std::vector<float> parts(size_t(b.T * K * c.partialWidth())), tl(size_t(b.T));
    must(op->tileStats(in, parts.data(), tl.data()));
    return parts;
  };
  const std::vector<float> p2 = partials(plain), p3 = partials(withH);
  int64_t differing = 0;
  for (int64_t i = 0; i < b.T * K; ++i)
    differing += std::memcmp(&p2[size_t(i * 2)], &p3[size_t(i * 3)], 8) != 0;
  EXPECT_EQ(differing, 0) << "of " << b.T * K << " (row, tile) partials, seed " << seed;
}

// The mask mode and the targets' index type choose inputs, not numerics: an active mask
// equal to the ignore_index rows, and int32 targets, give the same bits.
TEST_P(OutputIndependence, MaskModeAndIndexTypeChangeNoBit) {
  const uint64_t seed = freshSeed("mask-index");
  const Contract base = caseContract(GetParam(), 2, true);
  const Batch b = randomBatch(base, seed);
  Contract masked = base, i32 = base;
  masked.mask_mode = MaskMode::ActiveMask;
  i32.index_type = IndexType::I32;
  EXPECT_EQ(base.numericsFingerprint(), masked.numericsFingerprint());
  EXPECT_EQ(base.numericsFingerprint(), i32.numericsFingerprint());
  const ForwardResult f = forward(base, b);
  for (const Contract &c : {masked, i32})
    EXPECT_TRUE(sameForward(f, forward(c, b))) << c.canonical() << ", seed " << seed;
}

// Inactive rows: logp = lse = entropy = +0 exactly; logits there are never read (NaN, +inf
// in them change no bit of any row), and the gradient row is +0.
TEST_P(OutputIndependence, InactiveRowsAreNotComputed) {
  const uint64_t seed = freshSeed("inactive");
  const Contract c = caseContract(GetParam(), 2, true);
  ref::Rng rng(seed);
  std::vector<int64_t> targets;
  std::vector<double> raw = realisticLogits(rng, kT, kV, c.realVocab(), targets);
  for (int64_t t = 2; t < kT; t += 9)
    targets[t] = c.ignore_index;
  const ForwardResult f = forward(c, makeBatch(c.dtype, kT, kV, raw, targets));
  std::vector<double> poisoned = raw;
  for (int64_t t = 2; t < kT; t += 9)
    for (int64_t j = 0; j < kV; ++j)
      poisoned[size_t(t * kV + j)] = (j % 3 == 0) ? NAN : (j % 3 == 1) ? INFINITY : 1e30;
  const Batch pb = makeBatch(c.dtype, kT, kV, poisoned, targets);
  const ForwardResult g = forward(c, pb);
  EXPECT_TRUE(sameForward(f, g)) << "seed " << seed;
  const float zero = 0.0f;
  for (int64_t t = 2; t < kT; t += 9)
    for (const std::vector<float> *v : {&g.logp, &g.lse, &g.entropy})
      EXPECT_EQ(std::memcmp(&(*v)[size_t(t)], &zero, 4), 0)
          << "inactive row " << t << ": " << (*v)[size_t(t)] << " is not +0";
  ref::Rng ur(seed ^ 0x9e37);
  const Upstream up{randomFloats(ur, kT), randomFloats(ur, kT), randomFloats(ur, kT)};
  const std::vector<uint8_t> grad = backward(c, pb, g, up);
  const size_t row = size_t(kV) * dtypeSize(c.dtype);
  const std::vector<uint8_t> zeros(row, 0);
  for (int64_t t = 2; t < kT; t += 9)
    EXPECT_EQ(std::memcmp(grad.data() + size_t(t) * row, zeros.data(), row), 0) << "grad row " << t;
}

std::vector<Case> allCases() {
  std::vector<Case> out;
  for (Scope s : {Scope::FixedTopology, Scope::CrossTpBitwise, Scope::CrossTargetBitwise})
    for (DType d : {DType::BF16, DType::F16, DType::F32})
      for (bool temp : {false, true})
        out.push_back({s, d, temp});
  return out;
}
INSTANTIATE_TEST_SUITE_P(AllScopes, OutputIndependence, ::testing::ValuesIn(allCases()), caseName);

// The numerics fingerprint changes with every field the bits depend on.
TEST(NumericsFingerprint, CoversTheFieldsThatChangeBits) {
  const Contract base = makeContract(kV, kW, DType::BF16, 2, kV - 77);
  std::vector<Contract> variants;
  auto vary = [&](auto edit) {
    Contract c = base;
    edit(c);
    variants.push_back(c);
  };
  vary([](Contract &c) { c.real_vocab = kV - 78; });
  vary([](Contract &c) { c.tile_width = 256; });
  vary([](Contract &c) { c.chunk = 4; });
  vary([](Contract &c) { c.lanes = 16; });
  vary([](Contract &c) { c.dtype = DType::F16; });
  vary([](Contract &c) { c = withTemperature(c, 0.7f); });
  vary([](Contract &c) { c.target = must(Target::parse("sm_90")); });
  vary([](Contract &c) { c.scope = Scope::FixedTopology; });
  for (const Contract &c : variants)
    EXPECT_NE(c.numericsFingerprint(), base.numericsFingerprint()) << c.numericsCanonical();
  // The TP degree changes no bit in the TP-invariant scopes; the host's math is portable in
  // every scope, so cross_tp and cross_target on the host with the same C agree.
  Contract tp4 = base, xt = base;
  tp4.tp_size = 4;
  xt.scope = Scope::CrossTargetBitwise;
  xt.chunk = base.chunkSize();
  EXPECT_EQ(tp4.numericsFingerprint(), base.numericsFingerprint());
  EXPECT_EQ(xt.numericsFingerprint(), base.numericsFingerprint());
}

} // namespace
