//===- distributed_test.cpp - Ranks as threads over the in-process transport -===//
//
// real TP ranks (docs/distributed.md) on a machine with no GPU: the transport + preflight +
// VocabParallelOp path a multi-GPU run takes, with each TP rank a thread and the in-process
// all-gather. Checked bitwise (memcmp, fresh random inputs): every rank's outputs equal TP=1's
// (simulatedForward), and a rank with a different contract fails the preflight on
// every rank with the differing field named; a rank that never joins gives an error
// within the timeout, not a hang.
//
//===----------------------------------------------------------------------===//
#include "logpjit/distributed.h"
#include "test_util.h"

#include <chrono>
#include <fmt/format.h>
#include <thread>

using namespace logpjit;
using namespace logpjit::test;

namespace {

constexpr int64_t kV = 4096, kW = 512; // K = 8 tiles

struct RankOut {
  std::vector<float> lse, logp, entropy;
  std::vector<uint8_t> grad; ///< this rank's shard of grad_logits [T, V_local]
  std::string error;
};

/// Runs every rank of `base` (tp_size ranks) in its own thread; `perRank` may edit a
/// rank's contract (to plant a mismatch).
std::vector<RankOut> runRanks(const Contract &base, const Batch &b, double timeout_s = 30,
                              const std::function<void(Contract &)> &perRank = {},
                              int skipRank = -1) {
  const int tp = base.tp_size;
  auto group = must(makeInProcessGroup(tp, InProcessOptions{Arch::Host, timeout_s}));
  std::vector<RankOut> out(tp);
  std::vector<std::thread> threads;
  for (int r = 0; r < tp; ++r) {
    if (r == skipRank)
      continue;
    threads.emplace_back([&, r] {
      Contract c = base;
      c.tp_rank = r;
      if (perRank)
        perRank(c);
      RankOut &o = out[r];
      auto op = runtime().getOp(c);
      if (!op) {
        o.error = toString(op.takeError());
        return;
      }
      VocabParallelOp vp(**op, *group[r]);
      const int64_t T = b.T;
      o.lse.assign(T, -1.f);
      o.logp.assign(T, -1.f);
      o.entropy.assign(c.want_entropy ? T : 0, -1.f);
      ShardInputs in = shardOf(c, b.full(c));
      llvm::Error e =
          vp.forward(in, o.lse.data(), o.logp.data(), c.want_entropy ? o.entropy.data() : nullptr);
      if (!e)
        e = vp.wait();
      if (e) {
        o.error = toString(std::move(e));
        return;
      }
      // Backward of this shard with upstream grad_logp = 1 (no communication).
      std::vector<float> gl(T, 1.f);
      GradInputs g;
      g.grad_logp = gl.data();
      g.lse = o.lse.data();
      const int64_t VL = c.shardCols();
      o.grad.assign(size_t(T * VL) * dtypeSize(c.dtype), 0xAB);
      if (llvm::Error e2 = vp.backward(in, g, o.grad.data(), VL))
        o.error = toString(std::move(e2));
    });
  }
  for (auto &t : threads)
    t.join();
  return out;
}

bool same(const std::vector<float> &a, const std::vector<float> &b) {
  return a.size() == b.size() && std::memcmp(a.data(), b.data(), a.size() * 4) == 0;
}

Batch randomBatch(DType d, int64_t T, uint64_t seed) {
  ref::Rng rng(seed);
  std::vector<int64_t> targets;
  auto raw = realisticLogits(rng, T, kV, kV - 100, targets);
  Batch b = makeBatch(d, T, kV, raw, targets);
  for (int64_t t = 0; t < T; t += 5)
    b.active[t] = 0;
  return b;
}

} // namespace

// Why: the distributed path (preflight, gather in rank order, merge on every rank) must
// give TP=1's bits on every rank, for each TP degree, forward and backward.
TEST(Distributed, RanksAsThreadsEqualTp1Bitwise) {
  const uint64_t seed = freshSeed("distributed");
  for (DType d : {DType::BF16, DType::F32}) {
    Batch b = randomBatch(d, 37, seed);
    Contract c1 = makeContract(kV, kW, d, 1, kV - 100);
    c1.want_entropy = true;
    c1.mask_mode = MaskMode::ActiveMask;
    ForwardResult ref = forward(c1, b);
    Upstream up;
    up.logp.assign(b.T, 1.f);
    std::vector<uint8_t> refGrad = backward(c1, b, ref, up);
    for (int tp : {1, 2, 4, 8}) {
      Contract c = c1;
      c.tp_size = tp;
      auto outs = runRanks(c, b);
      for (int r = 0; r < tp; ++r) {
        SCOPED_TRACE(fmt::format("dtype {} tp {} rank {}", dtypeName(d).str(), tp, r));
        ASSERT_EQ(outs[r].error, "");
        EXPECT_TRUE(same(outs[r].lse, ref.lse));
        EXPECT_TRUE(same(outs[r].logp, ref.logp));
        EXPECT_TRUE(same(outs[r].entropy, ref.entropy));
        // This rank's grad columns equal the matching columns of TP=1's grad.
        Contract cr = c;
        cr.tp_rank = r;
        const size_t es = dtypeSize(d), VL = cr.shardCols(), off = cr.shardStart();
        for (int64_t t = 0; t < b.T; ++t)
          ASSERT_EQ(std::memcmp(outs[r].grad.data() + t * VL * es,
                                refGrad.data() + (t * kV + off) * es, VL * es),
                    0)
              << "grad row " << t;
      }
    }
  }
}

// Why: a rank whose contract differs must not merge garbage; every rank must say which
// field differs (here the temperature and the dtype) instead of hanging or diverging.
TEST(Distributed, PreflightMismatchFailsOnEveryRankNamingTheField) {
  Batch b = randomBatch(DType::BF16, 8, freshSeed("preflight"));
  Contract c = makeContract(kV, kW, DType::BF16, 2, kV - 100);
  auto outs = runRanks(c, b, 30, [](Contract &rc) {
    if (rc.tp_rank == 1) {
      rc.has_temperature = true;
      rc.temperature = 0.7f;
    }
  });
  for (int r = 0; r < 2; ++r) {
    EXPECT_NE(outs[r].error.find("preflight failed"), std::string::npos) << outs[r].error;
    EXPECT_NE(outs[r].error.find("temperature: rank 1 has 0x"), std::string::npos) << outs[r].error;
    EXPECT_TRUE(std::all_of(outs[r].lse.begin(), outs[r].lse.end(), [](float x) {
      return x == -1.f;
    })) << "outputs written on a failed preflight";
  }
}

// Why: two processes started with the same rank, or a rank with the wrong tp_size,
// must be caught before any data moves.
TEST(Distributed, PreflightRejectsWrongRank) {
  Batch b = randomBatch(DType::BF16, 4, 7);
  Contract c = makeContract(kV, kW, DType::BF16, 2, kV - 100);
  auto outs = runRanks(c, b, 30, [](Contract &rc) { rc.tp_rank = 0; });
  EXPECT_NE(outs[1].error.find("rank 1: contract tp_rank = 0, tp_size = 2, but the transport's "
                               "rank is 1 of 2"),
            std::string::npos)
      << outs[1].error;
  EXPECT_NE(outs[0].error.find("rank 1: contract tp_rank = 0"), std::string::npos) << outs[0].error;
}

// Why: a rank that died before the collective must give the others an error within the
// transport's timeout (bounded), never a hang.
TEST(Distributed, MissingRankTimesOutWithError) {
  Batch b = randomBatch(DType::BF16, 4, 11);
  Contract c = makeContract(kV, kW, DType::BF16, 2, kV - 100);
  auto t0 = std::chrono::steady_clock::now();
  auto outs = runRanks(c, b, 0.5, {}, /*skipRank=*/1);
  double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  EXPECT_NE(outs[0].error.find("rank(s) 1 did not join within 0.5 s"), std::string::npos)
      << outs[0].error;
  EXPECT_LT(s, 10.0);
}

// Why: the NCCL transport is dlopen'ed; with no GPU/NCCL the error must name what is
// missing, not crash.
TEST(Distributed, NcclTransportErrorsAreClear) {
  NcclOptions o;
  o.arch = Arch::Host;
  auto t = makeNcclTransport(o);
  ASSERT_FALSE(t);
  EXPECT_NE(toString(t.takeError()).find("host target has no NCCL"), std::string::npos);
  o.arch = Arch::SM90;
  o.library = "/nonexistent/libnccl.so.2";
  auto t2 = makeNcclTransport(o);
  ASSERT_FALSE(t2);
  EXPECT_NE(toString(t2.takeError()).find("/nonexistent/libnccl.so.2 not found"),
            std::string::npos);
  // gfx942 goes through RCCL with the same code; its default library is librccl.so.1.
  o.arch = Arch::GFX942;
  o.library = "";
  if (!std::getenv("LOGPJIT_NCCL_LIBRARY")) {
    auto t3 = makeNcclTransport(o);
    ASSERT_FALSE(t3);
    std::string msg = toString(t3.takeError());
    // No RCCL here: the error names it; with RCCL but no ROCm device: HIP's error.
    EXPECT_TRUE(msg.find("librccl.so.1") != std::string::npos ||
                msg.find("HIP") != std::string::npos)
        << msg;
  }
}
