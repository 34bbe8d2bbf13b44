//===- masking_test.cpp - Padding columns, inactive rows, target types ------===//
//
// docs/spec.md §1: columns with global id >= V_real are padding (read as -inf, whatever they
// hold; gradient exactly 0); inactive rows (active[t] == 0, or targets[t] ==
// ignore_index) get logp = 0 and a zero gradient, their target is never read (any value
// is accepted) but lse and entropy are still computed; the logits are never modified;
// int32 targets behave as int64 ones.
//
// The comparisons with the reference here use a loose bound (1e-5 (1 + |ref|)): tight
// bounds are numerics_test's job; here the question is which columns and rows count
// (one padding column of a normal row counted by mistake moves lse by ~1e-4 or more).
//
//===----------------------------------------------------------------------===//
#include "test_util.h"

#include <algorithm>
#include <bit>
#include <limits>

using namespace logpjit;
using namespace logpjit::test;

namespace {

// V = 4096, W = 512: with V_real = 3484, tile 6 (3072..3583) is partially padded and
// tile 7 (3584..4095) is wholly padding; with tp = 8 rank 7 holds only padding.
constexpr int64_t kV = 4096, kW = 512, kVr = 3484;

constexpr double kLoose = 1e-5;

/// Forward (and optionally backward) against the reference; inactive rows and padding
/// columns must have exactly +0 gradient.
void checkAgainstReference(const Contract &c, const Batch &b, const ForwardResult &f,
                           const std::vector<uint8_t> *grad, const Upstream &up,
                           const std::string &tag) {
  const ref::Problem p = problemOf(b, c);
  const ref::Forward rf = ref::forward(p);
  for (int64_t t = 0; t < b.T; ++t) {
    EXPECT_NEAR(f.lse[t], rf.lse[t], kLoose * (1 + std::fabs(rf.lse[t]))) << tag << " row " << t;
    EXPECT_NEAR(f.entropy[t], rf.entropy[t], kLoose * (1 + std::fabs(rf.entropy[t])))
        << tag << " row " << t;
    if (p.active[t])
      EXPECT_NEAR(f.logp[t], rf.logp[t], kLoose * (1 + std::fabs(rf.logp[t])))
          << tag << " row " << t;
    else
      EXPECT_EQ(std::bit_cast<uint32_t>(f.logp[t]), 0u)
          << tag << " inactive row " << t << ": logp " << f.logp[t];
  }
  if (!grad)
    return;
  const std::vector<double> gl = toDouble(up.logp), gs = toDouble(up.lse),
                            gh = toDouble(up.entropy);
  const std::vector<double> rg = ref::backward(p, {gl, gs, gh});
  const size_t es = dtypeSize(c.dtype);
  int bad = 0;
  for (int64_t t = 0; t < b.T; ++t)
    for (int64_t i = 0; i < b.V; ++i) {
      const size_t k = size_t(t * b.V + i);
      const uint8_t *e = grad->data() + k * es;
      const double v = decodeOne(c.dtype, e);
      if (!p.active[t] || i >= c.realVocab()) {
        const bool zero = std::all_of(e, e + es, [](uint8_t x) { return x == 0; });
        if (!zero && ++bad <= 5)
          ADD_FAILURE() << tag << " row " << t << " col " << i
                        << " (inactive row or padding): " << v << " is not +0";
      } else if (!(std::fabs(v - rg[k]) <= 1e-5 + 2 * ulpOf(c.dtype, rg[k])) && ++bad <= 5) {
        ADD_FAILURE() << tag << " row " << t << " col " << i << ": " << v << " vs " << rg[k];
      }
    }
  EXPECT_EQ(bad, 0) << tag;
}

struct Fixture {
  Contract c;
  std::vector<double> raw;
  std::vector<int64_t> targets;
  Upstream up;
};
Fixture makeFixture(uint64_t seed, int64_t T, int64_t vr, DType d = DType::BF16, int tp = 2) {
  Fixture fx;
  fx.c = makeContract(kV, kW, d, tp, vr);
  ref::Rng rng(seed);
  fx.raw = realisticLogits(rng, T, kV, fx.c.realVocab(), fx.targets);
  fx.targets[0] = 0;
  fx.targets[1] = fx.c.realVocab() - 1; // last real column (in the partial tile)
  fx.up = {randomFloats(rng, T), randomFloats(rng, T), randomFloats(rng, T)};
  return fx;
}

// Padding (V_real = 3484 and 3584) is excluded, whatever it holds (NaN, +-inf, huge),
// for every TP degree (tp 8: one rank of pure padding), and its gradient is exactly 0.
TEST(Masking, PaddingColumnsExcludedWhateverTheyHold) {
  const int64_t T = 24;
  const uint64_t seed = freshSeed("padding");
  for (int64_t vr : {kVr, int64_t(3584)}) {
    Fixture fx = makeFixture(seed, T, vr);
    fx.targets[2] = ref::Rng(seed).below(uint64_t(vr - 3072)) + 3072; // partial tile
    const Batch clean = makeBatch(fx.c.dtype, T, kV, fx.raw, fx.targets);
    const ForwardResult f0 = forward(fx.c, clean);
    const std::vector<uint8_t> g0 = backward(fx.c, clean, f0, fx.up);
    checkAgainstReference(fx.c, clean, f0, &g0, fx.up, "vr " + std::to_string(vr));

    Batch junk = clean;
    const double vals[] = {NAN, INFINITY, -INFINITY, 3e38, -3e38, 1e4, 0.0};
    for (int64_t t = 0; t < T; ++t)
      for (int64_t i = vr; i < kV; ++i)
        junk.set(t, i, vals[(t + i) % 7]);
    for (int tp : {1, 2, 4, 8}) {
      Contract c = fx.c;
      c.tp_size = tp;
      const std::string tag = "vr " + std::to_string(vr) + " tp " + std::to_string(tp);
      const std::vector<uint8_t> before = junk.bytes;
      const ForwardResult f = forward(c, junk);
      const std::vector<uint8_t> g = backward(c, junk, f, fx.up);
      EXPECT_TRUE(junk.bytes == before) << tag << ": the logits buffer was modified";
      EXPECT_TRUE(sameBits(f.lse, f0.lse)) << tag;
      EXPECT_TRUE(sameBits(f.logp, f0.logp)) << tag;
      EXPECT_TRUE(sameBits(f.entropy, f0.entropy)) << tag;
      EXPECT_TRUE(g == g0) << tag << ": grad_logits differ from the clean-padding run";
    }
  }
}

// Active-mask mode: inactive rows hold out-of-range targets (10^12, -5, V + 3, a padding
// id, INT64_MIN, -100) and are accepted; results equal ignore-index mode bitwise.
TEST(Masking, ActiveMaskMatchesIgnoreIndex) {
  const int64_t T = 32;
  const uint64_t seed = freshSeed("active");
  Fixture fx = makeFixture(seed, T, kVr);
  const int64_t junkTargets[] = {
      1000000000000LL, -5, kV + 3, kVr + 10, std::numeric_limits<int64_t>::min(), -100};
  Batch ig = makeBatch(fx.c.dtype, T, kV, fx.raw, fx.targets);
  Batch am = ig;
  Contract cm = fx.c;
  cm.mask_mode = MaskMode::ActiveMask;
  for (int64_t t = 3, j = 0; t < T; t += 5, ++j) {
    am.active[t] = 0;
    am.setTarget(t, junkTargets[j % 6]);
    ig.setTarget(t, fx.c.ignore_index);
  }
  const std::vector<uint8_t> before = am.bytes;
  const ForwardResult fm = forward(cm, am), fi = forward(fx.c, ig);
  const std::vector<uint8_t> gm = backward(cm, am, fm, fx.up), gi = backward(fx.c, ig, fi, fx.up);
  EXPECT_TRUE(am.bytes == before) << "the logits buffer was modified";
  checkAgainstReference(cm, am, fm, &gm, fx.up, "active_mask"); // ref never reads them
  EXPECT_TRUE(sameBits(fm.lse, fi.lse));
  EXPECT_TRUE(sameBits(fm.logp, fi.logp));
  EXPECT_TRUE(sameBits(fm.entropy, fi.entropy));
  EXPECT_TRUE(gm == gi) << "grad_logits: active-mask vs ignore-index mode";
}

// Ignore-index mode with custom values (-1, V + 7): those rows are inactive; a row with
// -100 is then an active row with an invalid target, which is an error (not a crash).
TEST(Masking, CustomIgnoreIndex) {
  const int64_t T = 16;
  const uint64_t seed = freshSeed("ignore");
  Fixture fx = makeFixture(seed, T, kVr);
  for (int64_t ii : {int64_t(-1), kV + 7}) {
    Contract c = fx.c;
    c.ignore_index = ii;
    Batch b = makeBatch(c.dtype, T, kV, fx.raw, fx.targets);
    for (int64_t t = 2; t < T; t += 3)
      b.setTarget(t, ii);
    const ForwardResult f = forward(c, b);
    const std::vector<uint8_t> g = backward(c, b, f, fx.up);
    checkAgainstReference(c, b, f, &g, fx.up, "ignore_index " + std::to_string(ii));
    b.setTarget(5, -100);
    auto r = simulatedForward(runtime(), c, b.full(c));
    ASSERT_FALSE(bool(r)) << "ignore_index " << ii << ": target -100 on an active row accepted";
    const std::string msg = llvm::toString(r.takeError());
    EXPECT_NE(msg.find("targets[5]"), std::string::npos) << msg;
  }
}

// A batch with no active row, in both mask modes: logp all 0, lse/entropy still computed,
// grad_logits all +0.
TEST(Masking, AllInactiveBatch) {
  const int64_t T = 9;
  const uint64_t seed = freshSeed("all-inactive");
  Fixture fx = makeFixture(seed, T, kVr);
  Batch b = makeBatch(fx.c.dtype, T, kV, fx.raw, fx.targets);
  Batch am = b;
  for (int64_t t = 0; t < T; ++t) {
    b.setTarget(t, fx.c.ignore_index);
    am.active[t] = 0;
    am.setTarget(t, t % 2 ? -7 : (int64_t(1) << 50));
  }
  Contract cm = fx.c;
  cm.mask_mode = MaskMode::ActiveMask;
  const ForwardResult f = forward(fx.c, b), fm = forward(cm, am);
  const std::vector<uint8_t> g = backward(fx.c, b, f, fx.up), gm = backward(cm, am, fm, fx.up);
  checkAgainstReference(fx.c, b, f, &g, fx.up, "all inactive (ignore_index)");
  EXPECT_TRUE(sameBits(fm.lse, f.lse));
  EXPECT_TRUE(sameBits(fm.logp, f.logp));
  EXPECT_TRUE(sameBits(fm.entropy, f.entropy));
  EXPECT_TRUE(gm == g);
}

// int32 targets give bitwise the int64 results (ignore_index -100 sign-extended; targets
// in every rank's shard, including the last real id).
TEST(Masking, Int32TargetsMatchInt64) {
  const int64_t T = 27;
  const uint64_t seed = freshSeed("int32");
  Fixture fx = makeFixture(seed, T, kVr, DType::BF16, 4);
  for (int64_t t = 6; t < T; t += 7)
    fx.targets[t] = fx.c.ignore_index;
  const Batch b = makeBatch(fx.c.dtype, T, kV, fx.raw, fx.targets);
  Contract c32 = fx.c;
  c32.index_type = IndexType::I32;
  const ForwardResult f64 = forward(fx.c, b), f32 = forward(c32, b);
  const std::vector<uint8_t> g64 = backward(fx.c, b, f64, fx.up),
                             g32 = backward(c32, b, f32, fx.up);
  checkAgainstReference(c32, b, f32, &g32, fx.up, "int32 targets");
  EXPECT_TRUE(sameBits(f32.lse, f64.lse));
  EXPECT_TRUE(sameBits(f32.logp, f64.logp));
  EXPECT_TRUE(sameBits(f32.entropy, f64.entropy));
  EXPECT_TRUE(g32 == g64);
}

// Real columns may hold -inf (a logits processor's banned tokens): they contribute
// nothing (p = 0, and p (lse - x - H) -> 0 as for the reference) and their gradient is 0,
// also with grad_entropy. Rows: -inf every 3rd column; a whole real tile -inf (identity
// partial); every column but the target -inf (p_target = 1, H = 0).
TEST(Masking, MinusInfinityRealLogits) {
  const int64_t T = 6;
  const uint64_t seed = freshSeed("minus-inf");
  Fixture fx = makeFixture(seed, T, kVr);
  for (int64_t t = 0; t < T; ++t)
    fx.targets[t] = 3 * t + 1; // never a -inf column below
  Batch b = makeBatch(fx.c.dtype, T, kV, fx.raw, fx.targets);
  for (int64_t i = 0; i < kVr; i += 3)
    b.set(0, i, -INFINITY);
  for (int64_t i = 1024; i < 1536; ++i)
    b.set(1, i, -INFINITY);
  for (int64_t i = 0; i < kVr; ++i)
    if (i != b.targets[2])
      b.set(2, i, -INFINITY);
  const ForwardResult f = forward(fx.c, b);
  EXPECT_EQ(f.entropy[2], 0.0f);
  EXPECT_EQ(f.logp[2], 0.0f);
  // Without grad_entropy, then with it.
  Upstream noH = fx.up;
  noH.entropy.clear();
  const std::vector<uint8_t> g0 = backward(fx.c, b, f, noH), g = backward(fx.c, b, f, fx.up);
  Upstream zeroH = fx.up;
  zeroH.entropy.assign(size_t(T), 0.0f);
  checkAgainstReference(fx.c, b, f, &g0, zeroH, "-inf logits, no grad_entropy");
  checkAgainstReference(fx.c, b, f, &g, fx.up, "-inf logits, with grad_entropy");
}

// An empty batch (T = 0) is valid: empty outputs, nothing written.
TEST(Masking, EmptyBatch) {
  const Contract c = makeContract(kV, kW, DType::BF16, 2, kVr);
  const Batch b = makeBatch(c.dtype, 0, kV, {}, {});
  const ForwardResult f = forward(c, b);
  EXPECT_TRUE(f.lse.empty() && f.logp.empty() && f.entropy.empty());
  EXPECT_TRUE(backward(c, b, f, {}).empty());
}

} // namespace
