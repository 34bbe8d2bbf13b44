// Edge cases: strides, the Op API by hand, targets and masks, cache modes,
// invariances of scopes and flags.
#include "edge_util.h"
#include "runtime/devices/device.h"

#include <algorithm>
#include <atomic>
#include <climits>
#include <cmath>
#include <limits>
#include <optional>
#include <set>
#include <thread>
#include <xmmintrin.h>

namespace {

// --- Strides and buffers -------------------------------------------------------------

// row_stride > V with NaN in the gap and grad_row_stride > V (gap never written), for
// tp = 1 and 4 and every dtype: same bits as dense.
TEST(EdgeStride, NaNGapNeverReadGradGapNeverWritten) {
  for (DType d : {DType::BF16, DType::F16, DType::F32})
    for (int tp : {1, 4}) {
      const int64_t V = 320, W = 40, T = 7, gap = 13, ggap = 9;
      Contract c = makeContract(V, W, d, tp, 317);
      const Batch dense = shapedBatch(c, T, 11);
      Batch wide = makeBatch(d, T, V, std::vector<double>(dense.x), dense.targets, V + gap);
      for (int64_t t = 0; t < T; ++t)
        for (int64_t i = V; i < V + gap; ++i)
          encodeOne(d, NAN, wide.at(t, i));
      const std::vector<float> gl(T, 0.5f), gs(T, -0.25f), gh(T, 1.0f);
      ForwardResult fd = forward(c, dense), fw = forward(c, wide);
      EXPECT_TRUE(sameForward(fd, fw)) << dtypeName(d).str() << " tp " << tp;
      std::vector<uint8_t> gd = backward(c, dense, fd, {gl, gs, gh}),
                           gw = backward(c, wide, fw, {gl, gs, gh}, V + ggap);
      const size_t es = dtypeSize(d);
      for (int64_t t = 0; t < T; ++t) {
        EXPECT_EQ(std::memcmp(gw.data() + t * (V + ggap) * es, gd.data() + t * V * es, V * es), 0)
            << dtypeName(d).str() << " tp " << tp << " row " << t;
        for (size_t k = 0; k < size_t(ggap) * es; ++k)
          ASSERT_EQ(gw[(t * (V + ggap) + V) * es + k], 0xAB)
              << dtypeName(d).str() << " tp " << tp << " row " << t << ": gap written";
      }
    }
}

// --- The Op API by hand ----------------------------------------------------------------

// tileStats per rank into separate buffers, gathered by hand into [tp, T, K_local, P] /
// [tp, T], then merge from the op of another rank: bitwise simulatedForward; backward per
// rank into a shared grad buffer: bitwise simulatedBackward. Also with a cache-disabled
// Runtime (no disk at all) and one thread.
TEST(EdgeOps, HandGatheredMergeEqualsSimulatedForward) {
  llvm::SmallString<128> dir;
  ASSERT_FALSE(llvm::sys::fs::createUniqueDirectory("logpjit-edge-disabled", dir));
  auto disabled = must(Runtime::create(
      RuntimeOptions{CacheConfig{dir.str().str(), CacheMode::Disabled}, 1}, makeCompiler()));
  for (int tp : {1, 2, 4}) {
    Contract c = makeContract(1024, 128, DType::BF16, tp, 1000);
    const int64_t T = 11, KL = c.localTiles(), P = c.partialWidth();
    Batch b = shapedBatch(c, T, 21 + tp);
    b.setTarget(6, c.ignore_index);
    const std::vector<float> gl(T, 1.0f), gs(T, 0.5f), gh(T, -0.75f);
    const ForwardResult sim = forward(c, b);
    const std::vector<uint8_t> simG = backward(c, b, sim, {gl, gs, gh});
    for (Runtime *rt : {&runtime(), disabled.get()}) {
      std::vector<std::vector<float>> parts(tp), tls(tp);
      std::vector<std::unique_ptr<Op>> ops;
      for (int r = 0; r < tp; ++r) {
        Contract cr = c;
        cr.tp_rank = r;
        ops.push_back(must(rt->getOp(cr)));
        ShardInputs s{b.bytes.data() + cr.shardStart() * 2, b.stride, b.targets.data(), nullptr, T};
        parts[r].assign(size_t(T * KL * P), NAN);
        tls[r].assign(size_t(T), NAN);
        must(ops[r]->tileStats(s, parts[r].data(), tls[r].data()));
      }
      std::vector<float> gp, gt;
      for (int r = 0; r < tp; ++r) {
        gp.insert(gp.end(), parts[r].begin(), parts[r].end());
        gt.insert(gt.end(), tls[r].begin(), tls[r].end());
      }
      ForwardResult f;
      f.lse.assign(T, NAN);
      f.logp.assign(T, NAN);
      f.entropy.assign(T, NAN);
      must(ops[tp - 1]->merge(gp.data(), gt.data(), b.targets.data(), nullptr, T, f.lse.data(),
                              f.logp.data(), f.entropy.data()));
      EXPECT_TRUE(sameForward(f, sim)) << "tp " << tp << (rt == disabled.get() ? " disabled" : "");
      std::vector<uint8_t> g(size_t(T * c.vocab) * 2, 0xAB);
      GradInputs gi{gl.data(), gs.data(), gh.data(), f.lse.data(), f.entropy.data()};
      for (int r = 0; r < tp; ++r) {
        const Contract &cr = ops[r]->contract();
        ShardInputs s{b.bytes.data() + cr.shardStart() * 2, b.stride, b.targets.data(), nullptr, T};
        must(ops[r]->backward(s, gi, g.data() + cr.shardStart() * 2, c.vocab));
      }
      EXPECT_TRUE(g == simG) << "tp " << tp;
      if (rt == disabled.get())
        for (const KernelInfo &k : ops[0]->kernels())
          EXPECT_TRUE(k.provenance == Provenance::Uncached || k.provenance == Provenance::MemoryHit)
              << k.name << ": " << provenanceName(k.provenance).str();
    }
  }
  // Nothing was written to the disabled cache's directory.
  std::error_code ec;
  llvm::sys::fs::directory_iterator it(dir, ec), end;
  EXPECT_TRUE(it == end) << "disabled cache wrote " << it->path();
  disabled.reset();
  llvm::sys::fs::remove_directories(dir);
}

// --- Targets and masks -------------------------------------------------------------------

// int32 targets at the int32 limits: ignore_index = INT32_MIN and INT32_MAX mark rows
// inactive (bitwise the results of an active mask); with ignore_index = -100, an active
// row with target INT32_MIN or INT32_MAX is an error naming it; an ignore_index beyond
// int32 range (2^32 - 100) is never matched by the sign-extended -100.
TEST(EdgeTargets, Int32Limits) {
  const int64_t V = 256, T = 6;
  for (int64_t ig : {int64_t(INT32_MIN), int64_t(INT32_MAX)}) {
    Contract c = makeContract(V, 32, DType::BF16, 2, 250);
    c.index_type = IndexType::I32;
    c.ignore_index = ig;
    Batch b = shapedBatch(c, T, 31);
    b.setTarget(1, ig);
    b.setTarget(4, ig);
    ForwardResult f = forward(c, b);
    EXPECT_EQ(f.logp[1], 0.0f);
    EXPECT_EQ(f.logp[4], 0.0f);
    Contract cm = c;
    cm.mask_mode = MaskMode::ActiveMask;
    b.active[1] = b.active[4] = 0;
    ForwardResult fm = forward(cm, b);
    EXPECT_TRUE(sameForward(f, fm)) << "ignore_index " << ig;
    checkFwd(c, b, f, "int32 ignore " + std::to_string(ig));
    const std::vector<float> g1(T, 1.0f);
    EXPECT_TRUE(backward(c, b, f, {g1, g1, g1}) == backward(cm, b, fm, {g1, g1, g1}));
  }
  Contract c = makeContract(V, 32, DType::BF16, 2, 250);
  c.index_type = IndexType::I32;
  for (int32_t bad : {INT32_MIN, INT32_MAX}) {
    Batch b = shapedBatch(c, T, 31);
    b.setTarget(2, bad);
    auto r = simulatedForward(runtime(), c, b.full(c));
    ASSERT_FALSE(bool(r));
    const std::string msg = llvm::toString(r.takeError());
    EXPECT_NE(msg.find("targets[2] = " + std::to_string(bad)), std::string::npos) << msg;
  }
  c.ignore_index = (int64_t(1) << 32) - 100;
  ASSERT_FALSE(bool(c.validate()));
  Batch b = shapedBatch(c, T, 31);
  b.setTarget(3, -100);
  auto r = simulatedForward(runtime(), c, b.full(c));
  ASSERT_FALSE(bool(r));
  llvm::consumeError(r.takeError());
}

// Active-mask mode with an all-zero mask and garbage targets (incl. INT64_MIN): logp 0,
// lse/entropy within bounds, zero gradient; nonzero mask bytes other than 1 mean active.
TEST(EdgeTargets, ActiveMaskAllZeroAndNonOneBytes) {
  Contract c = makeContract(256, 32, DType::F32, 4, 255);
  c.mask_mode = MaskMode::ActiveMask;
  const int64_t T = 5;
  Batch b = shapedBatch(c, T, 41);
  const std::vector<int64_t> orig = b.targets;
  for (int64_t t = 0; t < T; ++t)
    b.setTarget(t, t % 2 ? INT64_MIN : int64_t(1) << 40);
  std::fill(b.active.begin(), b.active.end(), 0);
  ForwardResult f = forward(c, b);
  for (int64_t t = 0; t < T; ++t)
    EXPECT_EQ(f.logp[t], 0.0f);
  checkFwd(c, b, f, "all-inactive");
  const std::vector<float> g1(T, 1.0f);
  for (uint8_t v : backward(c, b, f, {g1, g1, g1}))
    ASSERT_EQ(v, 0);
  // Mask bytes 2 and 255 count as active, same bits as 1.
  for (int64_t t = 0; t < T; ++t)
    b.setTarget(t, orig[t]);
  std::fill(b.active.begin(), b.active.end(), 1);
  ForwardResult f1 = forward(c, b);
  const std::vector<uint8_t> g1b = backward(c, b, f1, {g1, g1, g1});
  b.active = {2, 255, 1, 128, 7};
  ForwardResult f2 = forward(c, b);
  EXPECT_TRUE(sameForward(f1, f2));
  EXPECT_TRUE(backward(c, b, f2, {g1, g1, g1}) == g1b);
}

// backward given lse/entropy from a DIFFERENT forward (another batch, and garbage such as
// -1e30, +inf, NaN): no crash, no error; padding columns and inactive rows still exactly 0.
TEST(EdgeTargets, BackwardWithWrongLse) {
  Contract c = makeContract(256, 32, DType::BF16, 2, 250);
  const int64_t T = 5;
  Batch b = shapedBatch(c, T, 51), other = shapedBatch(c, T, 52);
  b.setTarget(3, c.ignore_index);
  ForwardResult wrong = forward(c, other);
  wrong.lse[0] = -1e30f;
  wrong.lse[1] = INFINITY;
  wrong.lse[2] = NAN;
  wrong.entropy[4] = -INFINITY;
  const std::vector<float> g1(T, 1.0f);
  std::vector<double> g = decodeAll(c.dtype, backward(c, b, wrong, {g1, g1, g1}));
  for (int64_t t = 0; t < T; ++t)
    for (int64_t i = 0; i < c.vocab; ++i)
      if (t == 3 || i >= c.realVocab())
        ASSERT_EQ(g[t * c.vocab + i], 0.0) << "row " << t << " col " << i;
}

// --- More invariances -------------------------------------------------------------------

// On the host every scope uses the portable exp/log: fixed_topology, cross_tp_bitwise and
// cross_target_bitwise give the same bits for the same C (the scope only picks C's default:
// 4 for bf16/fp16 in cross_target_bitwise, else 8; chunk = 0 and the explicit value are the
// same contract). A temperature of exactly 1 (x / 1 = x, dx / 1 = dx) changes no bit, and
// neither does asking for entropy (lse/logp) or spelling V_real = V.
TEST(EdgeInvariance, ScopesTemperatureOneEntropyFlagRealVocab) {
  const int64_t T = 9;
  for (DType d : {DType::BF16, DType::F16, DType::F32}) {
    Contract c = makeContract(512, 64, d, 2, 509);
    Batch b = shapedBatch(c, T, 61);
    {
      const int32_t C = d == DType::F32 ? 8 : 4; // cross_target_bitwise's default
      Contract x0 = c, xc = c, cc = c;
      x0.scope = xc.scope = Scope::CrossTargetBitwise;
      xc.chunk = cc.chunk = C;
      EXPECT_EQ(x0.chunkSize(), C);
      EXPECT_EQ(c.chunkSize(), 8);
      EXPECT_EQ(x0.fingerprint(), xc.fingerprint());
      Contract other = xc;
      other.chunk = 12 - C; // the other of 4 and 8
      EXPECT_NE(x0.fingerprint(), other.fingerprint()) << "C is part of the contract";
      ForwardResult f0 = forward(x0, b);
      EXPECT_TRUE(sameForward(f0, forward(xc, b)));
      EXPECT_TRUE(sameForward(f0, forward(cc, b))) << "cross_tp_bitwise, C = " << C;
    }
    c.chunk = 8; // every scope below with the same C
    const std::vector<float> gl(T, 1.0f), gs(T, 0.5f), gh(T, -0.75f);
    ForwardResult f0 = forward(c, b);
    std::vector<uint8_t> g0 = backward(c, b, f0, {gl, gs, gh});
    for (Scope sc : {Scope::FixedTopology, Scope::CrossTargetBitwise}) {
      Contract cs = c;
      cs.scope = sc;
      ForwardResult f = forward(cs, b);
      EXPECT_TRUE(sameForward(f, f0)) << scopeName(sc).str();
      EXPECT_TRUE(backward(cs, b, f, {gl, gs, gh}) == g0) << scopeName(sc).str();
    }
    Contract ct = withTemperature(c, 1.0f);
    ForwardResult ft = forward(ct, b);
    EXPECT_TRUE(sameForward(ft, f0)) << "tau 1";
    EXPECT_TRUE(backward(ct, b, ft, {gl, gs, gh}) == g0) << "tau 1";
    Contract cn = c;
    cn.want_entropy = false;
    ForwardResult fn = forward(cn, b);
    EXPECT_TRUE(sameBits(fn.lse, f0.lse)) << "no entropy";
    EXPECT_TRUE(sameBits(fn.logp, f0.logp)) << "no entropy";
    EXPECT_TRUE(fn.entropy.empty());
    Contract cv = c, cv2 = c;
    cv.real_vocab = -1;
    cv2.real_vocab = c.vocab;
    EXPECT_TRUE(sameForward(forward(cv, b), forward(cv2, b)));
  }
}

// fp16 subnormal logits (and +-0) are read exactly: reference bounds, TP bitwise.
TEST(EdgeTargets, TargetsOnShardBoundaries) {
  Contract c = makeContract(8 * 24, 24, DType::BF16, 1, 8 * 24 - 5);
  std::vector<int64_t> ids;
  for (int64_t r = 0; r < 8; ++r)
    for (int64_t id : {r * 24, r * 24 + 23})
      if (id < c.realVocab())
        ids.push_back(id);
  ids.push_back(c.realVocab() - 1);
  Batch b = shapedBatch(c, int64_t(ids.size()), 71);
  for (size_t t = 0; t < ids.size(); ++t)
    b.setTarget(int64_t(t), ids[t]);
  checkAllTp(c, b, "shard-boundary targets");
}

// LOGPJIT_CACHE_MODE=disabled through CacheConfig::fromEnv(): a Runtime that compiles
// every kernel (provenance uncached), writes nothing under LOGPJIT_CACHE_DIR, and gives
// the bits of the normal runtime.
TEST(EdgeOps, CacheModeDisabledFromEnvironment) {
  llvm::SmallString<128> dir;
  ASSERT_FALSE(llvm::sys::fs::createUniqueDirectory("logpjit-edge-env", dir));
  auto saveEnv = [](const char *n) {
    const char *v = std::getenv(n);
    return v ? std::optional<std::string>(v) : std::nullopt;
  };
  const auto oldDir = saveEnv("LOGPJIT_CACHE_DIR"), oldMode = saveEnv("LOGPJIT_CACHE_MODE");
  setenv("LOGPJIT_CACHE_DIR", dir.c_str(), 1);
  setenv("LOGPJIT_CACHE_MODE", "disabled", 1);
  auto cfg = CacheConfig::fromEnv();
  auto restore = [&](const char *n, const std::optional<std::string> &v) {
    if (v)
      setenv(n, v->c_str(), 1);
    else
      unsetenv(n);
  };
  restore("LOGPJIT_CACHE_DIR", oldDir);
  restore("LOGPJIT_CACHE_MODE", oldMode);
  CacheConfig cc = must(std::move(cfg));
  EXPECT_EQ(cc.mode, CacheMode::Disabled);
  auto rt = must(Runtime::create(RuntimeOptions{cc, 2}, makeCompiler()));
  Contract c = withTemperature(makeContract(640, 80, DType::F16, 4, 633), 0.8f);
  const int64_t T = 7;
  Batch b = shapedBatch(c, T, 81);
  const ForwardResult want = forward(c, b);
  const ForwardResult got = must(simulatedForward(*rt, c, b.full(c)));
  EXPECT_TRUE(sameForward(got, want));
  for (const KernelInfo &k : got.kernels)
    EXPECT_TRUE(k.provenance == Provenance::Uncached || k.provenance == Provenance::MemoryHit)
        << k.name << ": " << provenanceName(k.provenance).str();
  const std::vector<float> g1(T, 1.0f);
  std::vector<uint8_t> gw = backward(c, b, want, {g1, g1, g1}), gg(gw.size(), 0xAB);
  GradInputs gi{g1.data(), g1.data(), g1.data(), got.lse.data(), got.entropy.data()};
  must(simulatedBackward(*rt, c, b.full(c), gi, gg.data(), c.vocab));
  EXPECT_TRUE(gg == gw);
  std::error_code ec;
  llvm::sys::fs::directory_iterator it(dir, ec), end;
  EXPECT_TRUE(it == end) << "disabled cache wrote " << it->path();
  rt.reset();
  llvm::sys::fs::remove_directories(dir);
}

// TMA tensor maps (the LM head's sm_90 operands) exist on sm_90 only: the other
// architectures' devices refuse to encode one, with a message, and write nothing.
TEST(Devices, TensorMapsAreRefusedOffSm90) {
  alignas(64) uint8_t map[128];
  std::fill(std::begin(map), std::end(map), uint8_t(0xA5));
  for (Arch a : {Arch::Host, Arch::GFX942}) {
    llvm::Error e = deviceFor(a).encodeTensorMap(map, map, 64, 1, 128, 64, 128);
    ASSERT_TRUE(bool(e));
    EXPECT_NE(llvm::toString(std::move(e)).find("sm_90 only"), std::string::npos);
  }
  EXPECT_TRUE(std::all_of(std::begin(map), std::end(map), [](uint8_t b) { return b == 0xA5; }));
}

} // namespace
