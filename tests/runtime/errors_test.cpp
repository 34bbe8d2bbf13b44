//===- errors_test.cpp - Error cases and non-finite inputs ------------------===//
//
// Every Contract::validate() rule names the field and its value; Target/dtype/scope
// parsing errors name the bad text; Op / simulatedForward argument errors write nothing
// (outputs pre-filled with a sentinel are compared byte for byte afterwards). Then the
// documented NaN / inf behaviour, run on real kernels (fp32, V=64, V_real=60, W=16, TP=2).
//
//===----------------------------------------------------------------------===//
#include "compiler/compiler.h"
#include "runtime/core/tp_sim.h"
#include "reference.h"

#include "llvm/Support/FileSystem.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstring>
#include <functional>
#include <limits>
#include <stdexcept>

namespace {
using namespace logpjit;

constexpr float kNaN = std::numeric_limits<float>::quiet_NaN();
constexpr float kInf = std::numeric_limits<float>::infinity();

/// Consumes `e`; expects a failure whose message contains every one of `parts`.
void expectError(llvm::Error e, std::initializer_list<const char *> parts) {
  ASSERT_TRUE(bool(e)) << "expected an error containing '" << *parts.begin() << "'";
  std::string msg = llvm::toString(std::move(e));
  for (const char *p : parts)
    EXPECT_NE(msg.find(p), std::string::npos) << "'" << p << "' not in: " << msg;
}

/// The small geometry every test starts from: 4 tiles of 16, two ranks of 2 tiles.
Contract baseContract(bool entropy = false) {
  Contract c;
  c.vocab = 64, c.real_vocab = 60, c.tile_width = 16, c.tp_size = 2, c.dtype = DType::F32;
  c.target = Target::hostCPU();
  c.want_entropy = entropy;
  return c;
}

// --- Contract::validate(), one test per rule ----------------------------------------

struct Rule {
  const char *name;
  std::function<void(Contract &)> mutate;
  std::vector<const char *> expect; ///< substrings of the message; empty = valid
};

void PrintTo(const Rule &r, std::ostream *os) { *os << r.name; }

class ErrorsContract : public ::testing::TestWithParam<Rule> {};

TEST_P(ErrorsContract, ValidateNamesFieldAndValue) {
  Contract c = baseContract();
  ASSERT_FALSE(bool(c.validate()));
  GetParam().mutate(c);
  llvm::Error e = c.validate();
  if (GetParam().expect.empty()) {
    EXPECT_FALSE(bool(e)) << llvm::toString(std::move(e));
    return;
  }
  ASSERT_TRUE(bool(e));
  std::string msg = llvm::toString(std::move(e));
  EXPECT_EQ(msg.rfind("invalid contract: ", 0), 0u) << msg;
  for (const char *p : GetParam().expect)
    EXPECT_NE(msg.find(p), std::string::npos) << "'" << p << "' not in: " << msg;
}

// clang-format off
// R(name, edit of the base contract, expected substrings...); no substrings = still valid.
#define R(name, edit, ...) Rule{#name, [](Contract &c) { edit; }, {__VA_ARGS__}}
const Rule kRules[] = {
  R(VocabZero, c.vocab = 0, "vocab (V) = 0", "expected > 0"),
  R(VocabNegative, c.vocab = -64, "vocab (V) = -64"),
  R(RealVocabZero, c.real_vocab = 0, "real_vocab (V_real) = 0"),
  R(RealVocabMinus2, c.real_vocab = -2, "real_vocab (V_real) = -2"),
  R(RealVocabAboveV, c.real_vocab = 65, "real_vocab (V_real) = 65", "V = 64"),
  R(RealVocabEqualsVOk, c.real_vocab = 64),
  R(TileWidthZero, c.tile_width = 0, "tile_width (W) = 0"),
  R(TileWidthNegative, c.tile_width = -16, "tile_width (W) = -16"),
  R(TileWidthNotDividingV, c.tile_width = 24, "tile_width (W) = 24", "does not divide",
    "vocab (V) = 64"),
  R(TpSizeZero, c.tp_size = 0, "tp_size = 0", ">= 1"),
  R(TpRankTooBig, c.tp_rank = 2, "tp_rank = 2", "tp_size = 2"),
  R(TpRankNegative, c.tp_rank = -1, "tp_rank = -1"),
  R(TpRankLastOk, c.tp_rank = 1),
  R(TilesNotDivisibleByTp, c.tp_size = 3, "tp_size", "into 3 shards", "K = V / W = 4"),
  R(TemperatureNaN, c.has_temperature = true; c.temperature = kNaN, "temperature = nan",
    "expected a finite number in [1e-05, 3.4028235e+38]"),
  R(TemperatureInf, c.has_temperature = true; c.temperature = kInf, "temperature = inf"),
  R(TemperatureZero, c.has_temperature = true; c.temperature = 0, "temperature = 0"),
  R(TemperatureNegative, c.has_temperature = true; c.temperature = -0.5f, "temperature = -0.5"),
  // x / tau overflowed for |x| > 3.4 and every row came out NaN without an error.
  R(TemperatureTiny, c.has_temperature = true; c.temperature = 1e-38f, "temperature = 1e-38",
    "overflow"),
  R(TemperatureSubnormal, c.has_temperature = true; c.temperature = 1e-40f, "temperature = 1e-40"),
  R(TemperatureJustBelowMin, c.has_temperature = true; c.temperature = 9.9e-6f,
    "temperature = 9.9e-06"),
  R(TemperatureMinOk, c.has_temperature = true; c.temperature = kMinTemperature),
  R(TemperatureIgnoredWhenUnset, c.temperature = kNaN),
  R(LanesZero, c.lanes = 0, "lanes (L) = 0", "power of two"),
  R(LanesNotPow2, c.lanes = 3, "lanes (L) = 3"),
  R(LanesTooBig, c.lanes = 128, "lanes (L) = 128", "[1, 64]"),
  R(LanesEdgesOk, c.lanes = 64; c.chunk = 1),
  R(ChunkZeroIsTheDefaultOk, c.chunk = 0),
  R(ChunkNegative, c.chunk = -4, "chunk (C) = -4", "or 0 for the default"),
  R(ChunkNotPow2, c.chunk = 6, "chunk (C) = 6", "power of two"),
  R(ChunkTooBig, c.chunk = 32, "chunk (C) = 32", "[1, 16]"),
  R(ChunkEdgesOk, c.chunk = 16; c.lanes = 1),
  R(IgnoreIndexZero, c.ignore_index = 0, "ignore_index = 0", "[0, V = 64)"),
  R(IgnoreIndexLastToken, c.ignore_index = 63, "ignore_index = 63"),
  R(IgnoreIndexAtVOk, c.ignore_index = 64),
  R(IgnoreIndexUnusedInMaskModeOk, c.mask_mode = MaskMode::ActiveMask; c.ignore_index = 5),
  R(Int32TargetsHugeVocab, c.index_type = IndexType::I32; c.vocab = int64_t(1) << 32;
    c.real_vocab = -1; c.tile_width = 1 << 16, "int32 targets", "vocab (V) = 4294967296"),
  R(Int32TargetsAtLimitOk, c.index_type = IndexType::I32; c.vocab = INT32_MAX; c.real_vocab = -1;
    c.tile_width = INT32_MAX; c.tp_size = 1),
};
// clang-format on
#undef R

INSTANTIATE_TEST_SUITE_P(ErrorsContractRules, ErrorsContract, ::testing::ValuesIn(kRules),
                         [](const auto &info) { return std::string(info.param.name); });

// --- Parsers ------------------------------------------------------------------------

TEST(ErrorsParse, TargetDTypeScopeStage) {
  expectError(Target::parse("cuda").takeError(), {"target 'cuda'", "unknown architecture 'cuda'"});
  expectError(Target::parse("").takeError(), {"unknown architecture ''"});
  expectError(Target::parse("host+").takeError(), {"target 'host+'", "bad feature ''"});
  expectError(Target::parse("host+avx2++fma").takeError(), {"bad feature ''"});
  expectError(Target::parse("sm_90+a-b").takeError(), {"bad feature 'a-b'"});
  expectError(Target::parse("HOST").takeError(), {"unknown architecture 'HOST'"});
  auto t = Target::parse("host+fma+avx2+fma");
  ASSERT_TRUE(bool(t));
  EXPECT_EQ(t->toString(), "host+avx2+fma"); // sorted, de-duplicated
  expectError(parseDType("int8").takeError(), {"dtype 'int8'", "bf16, fp16 or fp32"});
  expectError(parseDType("").takeError(), {"dtype ''"});
  expectError(parseScope("bogus").takeError(), {"scope 'bogus'", "cross_tp_bitwise"});
  expectError(parseScope("Cross_TP_Bitwise").takeError(), {"scope 'Cross_TP_Bitwise'"});
  expectError(parseStage("llvm").takeError(), {"stage 'llvm'", "opt-ir"});
}

// --- Op / simulatedForward arguments: an error writes nothing -----------------------

class ErrorsRuntime : public ::testing::Test {
protected:
  /// One Runtime for the suite, on a temporary cache directory removed at exit.
  static Runtime &rt() {
    static struct Holder {
      llvm::SmallString<128> dir;
      std::unique_ptr<Runtime> rt;
      Holder() {
        EXPECT_FALSE(llvm::sys::fs::createUniqueDirectory("logpjit-errors-test", dir));
        rt = std::move(*Runtime::create({CacheConfig{dir.str().str()}, 2}, makeCompiler()));
      }
      ~Holder() { rt.reset(), llvm::sys::fs::remove_directories(dir); }
    } h;
    return *h.rt;
  }
  void SetUp() override {
    for (int64_t t = 0; t < T; ++t)
      for (int64_t j = 0; j < V; ++j)
        logits[t * V + j] = float(3.0 * std::sin(0.37 * double(t * V + j) + 0.5 * t));
  }
  std::unique_ptr<Op> op(const Contract &c) {
    auto o = rt().getOp(c);
    EXPECT_TRUE(bool(o)) << llvm::toString(o.takeError());
    return o ? std::move(*o) : nullptr;
  }
  FullInputs full() { return FullInputs{logits.data(), V, targets.data(), nullptr, T}; }
  ForwardResult forward(const Contract &c, const FullInputs &in) {
    auto r = simulatedForward(rt(), c, in);
    EXPECT_TRUE(bool(r)) << llvm::toString(r.takeError());
    return r ? std::move(*r) : ForwardResult{};
  }

  static constexpr int64_t T = 4, V = 64, VL = 32, KL = 2;
  std::vector<float> logits = std::vector<float>(T * V);
  std::vector<int64_t> targets{5, 17, 40, 59};
};

/// A float buffer pre-filled with a sentinel byte pattern; intact() = never written.
struct Sentinel {
  explicit Sentinel(size_t n) : v(n), ref(n) { std::memset(ref.data(), 0xA5, n * 4), v = ref; }
  bool intact() const { return std::memcmp(ref.data(), v.data(), v.size() * 4) == 0; }
  float *data() { return v.data(); }
  std::vector<float> v, ref;
};

TEST_F(ErrorsRuntime, TileStatsArgumentsWriteNothing) {
  auto o = op(baseContract());
  ASSERT_TRUE(o);
  Sentinel parts(T * KL * 2), tl(T);
  auto expectTs = [&](ShardInputs in, std::initializer_list<const char *> parts_) {
    expectError(o->tileStats(in, parts.data(), tl.data()), parts_);
    EXPECT_TRUE(parts.intact() && tl.intact()) << "outputs written on error";
  };
  ShardInputs good{logits.data(), V, targets.data(), nullptr, T};
  ShardInputs in = good;
  in.logits = nullptr;
  expectTs(in, {"logits: null pointer", "fp32"});
  in = good, in.row_stride = VL - 1;
  expectTs(in, {"row_stride = 31", "V_local = 32"});
  in = good, in.rows = -1;
  expectTs(in, {"rows = -1"});
  in = good, in.targets = nullptr;
  expectTs(in, {"targets: null pointer"});
  for (int64_t bad : {60, 63}) { // padding region [V_real, V)
    targets[2] = bad;
    expectTs(good, {("targets[2] = " + std::to_string(bad)).c_str(), "padding", "V_real = 60"});
  }
  for (int64_t bad : {64, 1000, -1, -99}) { // outside [0, V): names the row and the value
    targets[3] = bad;
    targets[2] = 40;
    expectTs(good, {("targets[3] = " + std::to_string(bad)).c_str(), "[0, V_real = 60)"});
  }
  targets[3] = 59;
  expectError(o->tileStats(good, nullptr, tl.data()), {"tile_stats outputs: null pointer"});
  EXPECT_TRUE(tl.intact());

  // int32 targets are checked the same way.
  Contract c32 = baseContract();
  c32.index_type = IndexType::I32;
  auto o32 = op(c32);
  std::vector<int32_t> t32{5, 61, 40, 59};
  expectError(o32->tileStats({logits.data(), V, t32.data(), nullptr, T}, parts.data(), tl.data()),
              {"targets[1] = 61", "padding"});
  t32[1] = -7;
  expectError(o32->tileStats({logits.data(), V, t32.data(), nullptr, T}, parts.data(), tl.data()),
              {"targets[1] = -7"});
  EXPECT_TRUE(parts.intact() && tl.intact());

  // Active-mask mode needs the mask (the check runs before any kernel is compiled).
  Contract cm = baseContract();
  cm.mask_mode = MaskMode::ActiveMask;
  auto om = op(cm);
  expectError(om->tileStats(good, parts.data(), tl.data()),
              {"active: null pointer", "active_mask"});
  std::vector<uint8_t> act{1, 1, 1, 1};
  targets[0] = 62;
  expectError(
      om->tileStats({logits.data(), V, targets.data(), act.data(), T}, parts.data(), tl.data()),
      {"targets[0] = 62", "padding"});
  EXPECT_TRUE(parts.intact() && tl.intact());
}

TEST_F(ErrorsRuntime, MergeAndBackwardArgumentsWriteNothing) {
  Contract ce = baseContract(true);
  auto o = op(ce);
  ASSERT_TRUE(o);
  std::vector<float> gp(2 * T * KL * 3, 0.0f), gtl(2 * T, 0.0f);
  Sentinel lse(T), logp(T), ent(T);
  auto intact = [&] { return lse.intact() && logp.intact() && ent.intact(); };
  targets[1] = 60;
  expectError(o->merge(gp.data(), gtl.data(), targets.data(), nullptr, T, lse.data(), logp.data(),
                       ent.data()),
              {"targets[1] = 60", "padding"});
  EXPECT_TRUE(intact());
  targets[1] = 17;
  expectError(
      o->merge(gp.data(), gtl.data(), targets.data(), nullptr, T, lse.data(), logp.data(), nullptr),
      {"merge outputs: null pointer", "entropy"});
  expectError(o->merge(nullptr, gtl.data(), targets.data(), nullptr, T, lse.data(), logp.data(),
                       ent.data()),
              {"merge inputs: null pointer"});
  expectError(o->merge(gp.data(), gtl.data(), targets.data(), nullptr, -3, lse.data(), logp.data(),
                       ent.data()),
              {"rows = -3"});
  EXPECT_TRUE(intact());

  // Backward.
  std::vector<float> ones(T, 1.0f), zeros(T, 0.0f);
  Sentinel grad(T * V);
  ShardInputs in{logits.data(), V, targets.data(), nullptr, T};
  GradInputs g{ones.data(), nullptr, ones.data(), zeros.data(), nullptr};
  expectError(o->backward(in, g, grad.data(), V), {"grad_entropy", "without entropy"});
  EXPECT_TRUE(grad.intact());
  g.entropy = zeros.data();
  const std::vector<float> before = logits;
  expectError(o->backward(in, g, logits.data(), V), {"grad_logits aliases logits"});
  EXPECT_EQ(std::memcmp(before.data(), logits.data(), before.size() * 4), 0);
  expectError(o->backward(in, g, grad.data(), VL - 1), {"grad_row_stride = 31", "V_local = 32"});
  expectError(o->backward(in, GradInputs{}, grad.data(), V), {"grad_logp and lse are required"});
  targets[0] = -5;
  expectError(o->backward(in, g, grad.data(), V), {"targets[0] = -5"});
  EXPECT_TRUE(grad.intact());
  // Through the simulated TP group: no rank writes its columns.
  expectError(simulatedBackward(rt(), ce, full(), g, grad.data(), V), {"targets[0] = -5"});
  targets[0] = 5;
  g.entropy = nullptr;
  expectError(simulatedBackward(rt(), ce, full(), g, grad.data(), V), {"without entropy"});
  EXPECT_TRUE(grad.intact());
}

TEST_F(ErrorsRuntime, SimulatedForwardArguments) {
  const Contract c = baseContract();
  FullInputs in = full();
  in.logits = nullptr;
  expectError(simulatedForward(rt(), c, in).takeError(), {"logits: null pointer"});
  in = full(), in.row_stride = V - 1;
  expectError(simulatedForward(rt(), c, in).takeError(), {"row_stride = 63", "V = 64"});
  targets[3] = 61;
  expectError(simulatedForward(rt(), c, full()).takeError(), {"targets[3] = 61", "padding"});
  targets[3] = 64;
  expectError(simulatedForward(rt(), c, full()).takeError(), {"targets[3] = 64"});
  Contract bad = c;
  bad.tp_size = 3;
  expectError(simulatedForward(rt(), bad, full()).takeError(), {"invalid contract", "tp_size"});
  expectError(rt().getOp(bad).takeError(), {"invalid contract", "tp_size"});
  // Inactive rows may hold any target: ignore_index rows are never read or checked.
  targets[3] = -100;
  ForwardResult r = forward(c, full());
  ASSERT_EQ(r.logp.size(), size_t(T));
  EXPECT_EQ(r.logp[3], 0.0f);
  EXPECT_TRUE(std::isfinite(r.lse[3]));
}

// BUG (reported): simulatedForward sizes its gather buffers from rows before any check, so
// rows < 0 throws std::length_error out of an llvm::Expected API instead of the Op's
// "rows = -2: expected >= 0" error.
TEST_F(ErrorsRuntime, SimulatedForwardNegativeRows) {
  FullInputs in = full();
  in.rows = -2;
  try {
    expectError(simulatedForward(rt(), baseContract(), in).takeError(), {"rows = -2"});
  } catch (const std::exception &e) {
    ADD_FAILURE() << "simulatedForward(rows = -2) threw instead of returning an error: "
                  << e.what();
  }
}

// --- Non-finite logits ---------------------------------------------------------------

/// Runs the forward with row 1 changed by `edit` and expects every OTHER row bitwise equal
/// (and finite) to the unedited run; returns the edited run.
ForwardResult editRow1(const std::function<ForwardResult()> &run, std::vector<float> &logits,
                       const std::function<void(float *)> &edit) {
  ForwardResult base = run();
  edit(logits.data() + 64);
  ForwardResult r = run();
  for (size_t t : {0, 2, 3}) {
    EXPECT_TRUE(std::isfinite(r.lse[t]) && std::isfinite(r.logp[t])) << "row " << t;
    EXPECT_EQ(std::memcmp(&r.lse[t], &base.lse[t], 4), 0) << "row " << t;
    EXPECT_EQ(std::memcmp(&r.logp[t], &base.logp[t], 4), 0) << "row " << t;
    if (!r.entropy.empty()) {
      EXPECT_TRUE(std::isfinite(r.entropy[t])) << "row " << t;
      EXPECT_EQ(std::memcmp(&r.entropy[t], &base.entropy[t], 4), 0) << "row " << t;
    }
  }
  return r;
}

TEST_F(ErrorsRuntime, NaNInRealColumnPoisonsOnlyItsRow) {
  for (bool ent : {false, true}) {
    auto run = [&] { return forward(baseContract(ent), full()); };
    for (int col : {0, 17, 40, 59}) { // both ranks, first and last real column
      SetUp();
      ForwardResult r = editRow1(run, logits, [&](float *row) { row[col] = kNaN; });
      EXPECT_TRUE(std::isnan(r.lse[1])) << "col " << col << " lse " << r.lse[1];
      EXPECT_TRUE(std::isnan(r.logp[1])) << "col " << col << " logp " << r.logp[1];
      if (ent)
        EXPECT_TRUE(std::isnan(r.entropy[1])) << "col " << col << " H " << r.entropy[1];
    }
  }
}

TEST_F(ErrorsRuntime, NaNInPaddingColumnIsIgnored) {
  ForwardResult base = forward(baseContract(), full());
  for (int col : {60, 63})
    logits[64 + col] = kNaN;
  ForwardResult r = forward(baseContract(), full());
  EXPECT_EQ(std::memcmp(r.lse.data(), base.lse.data(), T * 4), 0);
  EXPECT_EQ(std::memcmp(r.logp.data(), base.logp.data(), T * 4), 0);
}

TEST_F(ErrorsRuntime, PlusInfLogitGivesNaNLse) {
  auto run = [&] { return forward(baseContract(), full()); };
  ForwardResult r = editRow1(run, logits, [&](float *row) { row[33] = kInf; });
  // exp(+inf - +inf) is NaN: the row's lse (and logp) are NaN, not +inf.
  EXPECT_TRUE(std::isnan(r.lse[1])) << r.lse[1];
  EXPECT_TRUE(std::isnan(r.logp[1])) << r.logp[1];
}

TEST_F(ErrorsRuntime, MinusInfColumnActsLikeExcluded) {
  // The last real column at -inf is bitwise the same as one more padding column.
  for (int64_t t = 0; t < T; ++t)
    logits[t * V + 59] = -kInf;
  targets[3] = 50; // a real token under both V_real = 60 and 59
  ForwardResult inf = forward(baseContract(), full());
  Contract shorter = baseContract();
  shorter.real_vocab = 59;
  ForwardResult pad = forward(shorter, full());
  EXPECT_EQ(std::memcmp(inf.lse.data(), pad.lse.data(), T * 4), 0);
  EXPECT_EQ(std::memcmp(inf.logp.data(), pad.logp.data(), T * 4), 0);
  // -inf in the middle of a chunk: the fp64 oracle with that column at -inf (= removed).
  logits[64 + 20] = -kInf;
  logits[64 + 3] = -kInf;
  ForwardResult r = forward(baseContract(), full());
  std::vector<double> x = ref::decodeF32(logits);
  ref::Forward want = ref::forward({x, V, 60, targets, {}, std::nullopt});
  for (int64_t t = 0; t < T; ++t) {
    EXPECT_NEAR(r.lse[t], want.lse[t], 1e-5) << "row " << t;
    EXPECT_NEAR(r.logp[t], want.logp[t], 1e-5) << "row " << t;
  }
  // The target itself at -inf: logp = -inf, lse finite.
  targets[1] = 20;
  r = forward(baseContract(), full());
  EXPECT_TRUE(std::isfinite(r.lse[1]));
  EXPECT_EQ(r.logp[1], -kInf);
}

TEST_F(ErrorsRuntime, AllRealColumnsMinusInfGivesMinusInfLse) {
  auto run = [&] { return forward(baseContract(true), full()); };
  ForwardResult r = editRow1(run, logits, [&](float *row) {
    for (int j = 0; j < 60; ++j)
      row[j] = -kInf;
    row[62] = 1.0f; // padding is ignored whatever it holds
  });
  EXPECT_EQ(r.lse[1], -kInf);
  EXPECT_TRUE(std::isnan(r.logp[1])) << r.logp[1];       // -inf - -inf
  EXPECT_TRUE(std::isnan(r.entropy[1])) << r.entropy[1]; // log 0 - 0/0 (as reference.h)
}

} // namespace
