//===- temperature_rows_test.cpp - A temperature per row ------------------===//
//
// Contract::temperature_rows: row t is read as x / tau_t. A row's lse, logp, entropy and
// logits gradient are bitwise those of the scalar contract with temperature = tau_t, at
// every TP degree and in every scope and dtype; inactive rows' values are never read; a
// bad value on an active row is an InvalidValueError naming the row, and nothing is
// written. Fresh random inputs (the seeds are printed); every comparison is memcmp.
//
//===----------------------------------------------------------------------===//
#include "logpjit/errors.h"
#include "test_util.h"

#include <cmath>
#include <cstring>
#include <limits>

using namespace logpjit;
using namespace logpjit::test;

namespace {

constexpr int64_t kV = 2048, kW = 256; // K = 8: TP 1, 2, 4, 8 valid
constexpr int64_t kT = 67;
const float kTaus[] = {0.5f, 0.7f, 1.0f, 1.3f, 2.75f};

struct Case {
  Scope scope;
  DType dtype;
};
std::string caseName(const ::testing::TestParamInfo<Case> &i) {
  return scopeName(i.param.scope).str() + "_" + dtypeName(i.param.dtype).str();
}

Contract rowsContract(const Case &cs, int tp) {
  Contract c = makeContract(kV, kW, cs.dtype, tp, kV - 45);
  c.scope = cs.scope;
  c.temperature_rows = true;
  return c;
}

/// The scalar-temperature twin of a per-row contract.
Contract scalarTwin(Contract c, float tau) {
  c.temperature_rows = false;
  return withTemperature(c, tau);
}

struct Rows {
  Batch b;
  std::vector<float> tau; ///< per row; inactive rows hold values that must not be read
  std::vector<int> which; ///< index into kTaus, -1 for inactive rows
};

Rows randomRows(const Contract &c, uint64_t seed) {
  ref::Rng rng(seed);
  std::vector<int64_t> targets;
  std::vector<double> raw = realisticLogits(rng, kT, kV, c.realVocab(), targets);
  Rows r;
  r.b = makeBatch(c.dtype, kT, kV, raw, targets);
  const float junk[] = {0.0f, -1.0f, std::numeric_limits<float>::quiet_NaN(),
                        std::numeric_limits<float>::infinity()};
  for (int64_t t = 0; t < kT; ++t) {
    if (t % 11 == 4) { // inactive, with a value no active row may have
      r.b.setTarget(t, c.ignore_index);
      r.tau.push_back(junk[t % 4]);
      r.which.push_back(-1);
      continue;
    }
    const int k = int(rng.below(std::size(kTaus)));
    r.tau.push_back(kTaus[k]);
    r.which.push_back(k);
  }
  return r;
}

FullInputs inputs(const Rows &r, const Contract &c) {
  FullInputs in = r.b.full(c);
  in.temperature = c.temperature_rows ? r.tau.data() : nullptr;
  return in;
}

bool sameRow(const std::vector<float> &a, const std::vector<float> &b, int64_t t) {
  return std::memcmp(&a[size_t(t)], &b[size_t(t)], 4) == 0;
}

class TemperatureRows : public ::testing::TestWithParam<Case> {};

TEST_P(TemperatureRows, EachRowIsTheScalarContractOfItsTemperature) {
  const uint64_t seed = freshSeed("temperature-rows");
  for (bool entropy : {false, true}) {
    Contract c1 = rowsContract(GetParam(), 1);
    c1.want_entropy = entropy;
    const Rows r = randomRows(c1, seed);
    Upstream u;
    ref::Rng rng(seed + 1);
    u.logp = randomFloats(rng, kT);
    u.lse = randomFloats(rng, kT);
    if (entropy)
      u.entropy = randomFloats(rng, kT);
    const int64_t rowBytes = kV * int64_t(dtypeSize(c1.dtype));

    ForwardResult f1;
    std::vector<uint8_t> g1;
    for (int tp : {1, 2, 4, 8}) {
      Contract c = rowsContract(GetParam(), tp);
      c.want_entropy = entropy;
      ForwardResult f = must(simulatedForward(runtime(), c, inputs(r, c)));
      std::vector<uint8_t> g(size_t(kT * rowBytes), 0xAB);
      GradInputs gi{u.logp.data(), u.lse.data(), entropy ? u.entropy.data() : nullptr, f.lse.data(),
                    entropy ? f.entropy.data() : nullptr};
      must(simulatedBackward(runtime(), c, inputs(r, c), gi, g.data(), kV));
      if (tp == 1) {
        f1 = f, g1 = g;
        continue;
      }
      EXPECT_TRUE(sameForward(f, f1)) << "TP " << tp << " seed " << seed;
      EXPECT_TRUE(g == g1) << "grad_logits, TP " << tp << " seed " << seed;
    }
    for (size_t k = 0; k < std::size(kTaus); ++k) {
      const Contract s = scalarTwin(c1, kTaus[k]);
      ForwardResult fs = must(simulatedForward(runtime(), s, inputs(r, s)));
      std::vector<uint8_t> gs(size_t(kT * rowBytes), 0xAB);
      GradInputs gi{u.logp.data(), u.lse.data(), entropy ? u.entropy.data() : nullptr,
                    fs.lse.data(), entropy ? fs.entropy.data() : nullptr};
      must(simulatedBackward(runtime(), s, inputs(r, s), gi, gs.data(), kV));
      const ref::Forward want = ref::forward(problemOf(r.b, s));
      for (int64_t t = 0; t < kT; ++t) {
        if (r.which[size_t(t)] != int(k))
          continue;
        EXPECT_TRUE(sameRow(f1.lse, fs.lse, t)) << "lse row " << t << " seed " << seed;
        EXPECT_TRUE(sameRow(f1.logp, fs.logp, t)) << "logp row " << t << " seed " << seed;
        if (entropy)
          EXPECT_TRUE(sameRow(f1.entropy, fs.entropy, t)) << "entropy row " << t;
        EXPECT_EQ(std::memcmp(g1.data() + t * rowBytes, gs.data() + t * rowBytes, rowBytes), 0)
            << "grad_logits row " << t << " seed " << seed;
        // And the fp64 reference of x / tau_t (the numerics tests hold the tight bounds).
        EXPECT_NEAR(f1.lse[size_t(t)], want.lse[size_t(t)], 1e-4 * (1 + std::abs(want.lse[t])));
        EXPECT_NEAR(f1.logp[size_t(t)], want.logp[size_t(t)], 1e-4 * (1 + std::abs(want.logp[t])));
      }
    }
    for (int64_t t = 0; t < kT; ++t)
      if (r.which[size_t(t)] < 0) { // inactive: +0 whatever its temperature holds
        EXPECT_EQ(f1.lse[size_t(t)], 0.0f);
        EXPECT_FALSE(std::signbit(f1.lse[size_t(t)]));
        EXPECT_EQ(f1.logp[size_t(t)], 0.0f);
      }
  }
}

INSTANTIATE_TEST_SUITE_P(Scopes, TemperatureRows,
                         ::testing::Values(Case{Scope::CrossTpBitwise, DType::BF16},
                                           Case{Scope::CrossTargetBitwise, DType::BF16},
                                           Case{Scope::CrossTargetBitwise, DType::F16},
                                           Case{Scope::CrossTpBitwise, DType::F32}),
                         caseName);

TEST(TemperatureRowsContract, FingerprintsAndRules) {
  Contract c = rowsContract({Scope::CrossTpBitwise, DType::BF16}, 1);
  must(c.validate());
  EXPECT_NE(c.canonical().find("temperature=rows"), std::string::npos) << c.canonical();
  EXPECT_NE(c.numericsCanonical().find("temperature=rows"), std::string::npos);
  const Contract s = scalarTwin(c, 0.7f);
  EXPECT_NE(c.fingerprint(), s.fingerprint());
  Contract both = c;
  both.has_temperature = true;
  llvm::Error e = both.validate();
  ASSERT_TRUE(bool(e));
  const std::string msg = llvm::toString(std::move(e));
  EXPECT_NE(msg.find("temperature_rows"), std::string::npos) << msg;
  // The kernels' specs say so (the merge too: it checks the values).
  for (const KernelSpec &k : contractKernelSpecs(c, KernelSet::Training))
    EXPECT_NE(k.canonical().find("temperature=rows"), std::string::npos) << k.canonical();
}

TEST(TemperatureRowsErrors, BadValuesNameTheRowAndWriteNothing) {
  Contract c = rowsContract({Scope::CrossTpBitwise, DType::BF16}, 1);
  const Rows good = randomRows(c, freshSeed("temperature-rows-errors"));
  auto op = must(runtime().getOp(c));
  const int64_t P = c.partialWidth(), K = c.localTiles();
  const float bad[] = {0.0f, -0.5f, 1e-6f, std::numeric_limits<float>::quiet_NaN(),
                       std::numeric_limits<float>::infinity()};
  for (float v : bad) {
    Rows r = good;
    r.tau[5] = v; // row 5 is active (5 % 11 != 4)
    ShardInputs in = shardOf(c, inputs(r, c));
    std::vector<float> parts(size_t(kT * K * P), 7.0f), tl(size_t(kT), 7.0f);
    llvm::Error e = op->tileStats(in, parts.data(), tl.data());
    ASSERT_TRUE(bool(e)) << "tau = " << v;
    bool typed = false;
    std::string msg;
    llvm::handleAllErrors(std::move(e), [&](const InvalidValueError &x) {
      typed = x.row() == 5;
      msg = x.message();
    });
    EXPECT_TRUE(typed) << msg;
    EXPECT_NE(msg.find("temperature[5]"), std::string::npos) << msg;
    for (float p : parts)
      ASSERT_EQ(p, 7.0f) << "partials written on error";
    std::vector<uint8_t> g(size_t(kT * kV) * 2, 0xAB), g0 = g;
    std::vector<float> ones(size_t(kT), 1.0f);
    GradInputs gi{ones.data(), nullptr, nullptr, ones.data(), nullptr};
    EXPECT_TRUE(bool(llvm::errorToBool(op->backward(in, gi, g.data(), kV))));
    EXPECT_TRUE(g == g0) << "grad_logits written on error";
  }
  // Required iff the contract asks for it.
  ShardInputs in = shardOf(c, inputs(good, c));
  in.temperature = nullptr;
  std::vector<float> parts(static_cast<size_t>(kT * K * P)), tl(static_cast<size_t>(kT));
  llvm::Error e = op->tileStats(in, parts.data(), tl.data());
  ASSERT_TRUE(bool(e));
  EXPECT_NE(llvm::toString(std::move(e)).find("temperature: null pointer"), std::string::npos);
  const Contract s = scalarTwin(c, 0.7f);
  auto sop = must(runtime().getOp(s));
  ShardInputs sin = shardOf(s, inputs(good, c)); // with a temperature pointer
  e = sop->tileStats(sin, parts.data(), tl.data());
  ASSERT_TRUE(bool(e));
  EXPECT_NE(llvm::toString(std::move(e)).find("temperature: given"), std::string::npos);
}

} // namespace
