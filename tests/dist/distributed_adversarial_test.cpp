//===- distributed_adversarial_test.cpp - Nasty inputs to the TP path ------===//
//
// Adversarial uses of the in-process transport and VocabParallelOp (ranks as threads,
// host target): mismatched calls between ranks, bad timeouts, a rank whose local
// checks fail, long preflight errors. Every case must end in a clear error on every
// rank, within the transport's timeout: never a hang, a crash or mixed-up data.
//
//===----------------------------------------------------------------------===//
#include "logpjit/distributed.h"
#include "test_util.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/BLAKE3.h"

#include <chrono>
#include <cmath>
#include <fmt/format.h>
#include <limits>
#include <thread>

using namespace logpjit;
using namespace logpjit::test;

namespace {

constexpr int64_t kV = 4096, kW = 512;

using Clock = std::chrono::steady_clock;
double since(Clock::time_point t0) {
  return std::chrono::duration<double>(Clock::now() - t0).count();
}

/// Runs fn(rank) on `n` threads and joins them.
void onRanks(int n, const std::function<void(int)> &fn) {
  std::vector<std::thread> ts;
  for (int r = 0; r < n; ++r)
    ts.emplace_back(fn, r);
  for (auto &t : ts)
    t.join();
}

Batch smallBatch(int64_t T, uint64_t seed) {
  ref::Rng rng(seed);
  std::vector<int64_t> targets;
  auto raw = realisticLogits(rng, T, kV, kV, targets);
  return makeBatch(DType::F32, T, kV, raw, targets);
}

/// One rank's forward of `b` (its shard) into lse/logp; "" or the error text.
std::string forwardOnce(VocabParallelOp &vp, const Contract &c, Batch &b, std::vector<float> &lse,
                        std::vector<float> &logp) {
  lse.assign(b.T, -1.f);
  logp.assign(b.T, -1.f);
  std::vector<float> H(b.T, -1.f);
  ShardInputs in = shardOf(c, b.full(c));
  llvm::Error e = vp.forward(in, lse.data(), logp.data(), c.want_entropy ? H.data() : nullptr);
  if (!e)
    e = vp.wait();
  return e ? llvm::toString(std::move(e)) : std::string();
}

Contract rankContract(int tp, int r) {
  Contract c = makeContract(kV, kW, DType::F32, tp);
  c.want_entropy = false;
  c.tp_rank = r;
  return c;
}

} // namespace

// Why: "no timeout" is commonly spelled as an infinite (or very large) timeout; it must
// wait (here: for a peer that arrives after 0.2 s), not fail at once because the
// deadline overflowed the clock.
TEST(DistributedAdversarial, HugeTimeoutWaitsForALatePeer) {
  for (double timeout : {std::numeric_limits<double>::infinity(), 1e300, 1e12}) {
    SCOPED_TRACE(fmt::format("timeout_s = {}", timeout));
    auto group = must(makeInProcessGroup(2, InProcessOptions{Arch::Host, timeout}));
    std::string err[2];
    onRanks(2, [&](int r) {
      if (r == 1)
        std::this_thread::sleep_for(std::chrono::milliseconds(100));
      char send = char('a' + r), recv[2] = {0, 0};
      if (llvm::Error e = group[r]->allGatherHost(&send, recv, 1))
        err[r] = llvm::toString(std::move(e));
      else if (recv[0] != 'a' || recv[1] != 'b')
        err[r] = "wrong data";
    });
    EXPECT_EQ(err[0], "");
    EXPECT_EQ(err[1], "");
  }
}

// Why: 0, negative and NaN timeouts would make every collective fail at once (or
// never): rejected when the group is made, naming the option.
TEST(DistributedAdversarial, BadTimeoutsRejected) {
  for (double t : {0.0, -1.0, std::nan("")}) {
    auto g = makeInProcessGroup(2, InProcessOptions{Arch::Host, t});
    ASSERT_FALSE(g);
    EXPECT_NE(toString(g.takeError()).find("timeout_s"), std::string::npos);
  }
  EXPECT_FALSE(static_cast<bool>(makeInProcessGroup(0)));
  EXPECT_FALSE(static_cast<bool>(makeInProcessGroup(-3)));
}

// Why: the NCCL transport bounds init, preflight and wait() by timeout_s; a NaN would
// never expire (a hang polling the unique-id file) and 0 / negative would fail at
// once: rejected up front, naming the option, like the in-process group.
TEST(DistributedAdversarial, NcclBadTimeoutsRejected) {
  for (double t : {0.0, -1.0, std::nan("")}) {
    NcclOptions o;
    o.arch = Arch::SM90;
    o.library = "/nonexistent/libnccl.so.2";
    o.timeout_s = t;
    auto tx = makeNcclTransport(o);
    ASSERT_FALSE(tx);
    EXPECT_NE(toString(tx.takeError()).find("timeout_s"), std::string::npos) << "timeout " << t;
    auto g = makeNcclGroup({0, 1}, o);
    ASSERT_FALSE(g);
    EXPECT_NE(toString(g.takeError()).find("timeout_s"), std::string::npos) << "timeout " << t;
  }
  // The environment override is checked too (it was silently ignored when not a number).
  for (const char *bad : {"abc", "0", "-3", "nan", "5s"}) {
    ::setenv("LOGPJIT_NCCL_TIMEOUT_S", bad, 1);
    NcclOptions o;
    o.library = "/nonexistent/libnccl.so.2";
    auto tx = makeNcclTransport(o);
    ::unsetenv("LOGPJIT_NCCL_TIMEOUT_S");
    ASSERT_FALSE(tx);
    EXPECT_NE(toString(tx.takeError()).find(fmt::format("LOGPJIT_NCCL_TIMEOUT_S = '{}'", bad)),
              std::string::npos)
        << bad;
  }
}

// Why: ranks that disagree on the number of rows must not merge mismatched partials:
// every rank errors at once naming the byte counts, nothing is written.
TEST(DistributedAdversarial, MismatchedRowsErrorOnEveryRank) {
  auto group = must(makeInProcessGroup(2, InProcessOptions{Arch::Host, 20}));
  Batch b5 = smallBatch(5, 1), b7 = smallBatch(7, 2);
  std::string err[2];
  std::vector<float> lse[2], logp[2];
  auto t0 = Clock::now();
  onRanks(2, [&](int r) {
    Contract c = rankContract(2, r);
    auto op = must(runtime().getOp(c));
    VocabParallelOp vp(*op, *group[r]);
    err[r] = forwardOnce(vp, c, r == 0 ? b5 : b7, lse[r], logp[r]);
  });
  EXPECT_LT(since(t0), 10.0) << "a size mismatch must not wait for the timeout";
  for (int r = 0; r < 2; ++r) {
    EXPECT_NE(err[r].find("bytes on rank"), std::string::npos) << err[r];
    for (float x : logp[r])
      EXPECT_EQ(x, -1.f) << "logp written on a failed forward";
  }
}

// Why: a rank that calls forward once more than the others (or whose local checks
// fail) leaves its peers waiting: they must get an error within the timeout, and the
// group stays aborted (later calls fail fast instead of pairing different batches).
TEST(DistributedAdversarial, ExtraForwardOnOneRankTimesOut) {
  auto group = must(makeInProcessGroup(2, InProcessOptions{Arch::Host, 0.3}));
  Batch b = smallBatch(4, 3);
  std::string err[2][2];
  auto t0 = Clock::now();
  onRanks(2, [&](int r) {
    Contract c = rankContract(2, r);
    auto op = must(runtime().getOp(c));
    VocabParallelOp vp(*op, *group[r]);
    std::vector<float> lse, logp;
    for (int i = 0; i < (r == 0 ? 2 : 1); ++i)
      err[r][i] = forwardOnce(vp, c, b, lse, logp);
  });
  EXPECT_LT(since(t0), 10.0);
  EXPECT_EQ(err[0][0], "");
  EXPECT_EQ(err[1][0], "");
  EXPECT_NE(err[0][1].find("rank(s) 1 did not join within 0.3 s"), std::string::npos) << err[0][1];
  // The group is aborted: the next call fails at once with the same reason.
  char x = 0, all[2];
  llvm::Error e = group[1]->allGatherHost(&x, all, 1);
  ASSERT_TRUE(static_cast<bool>(e));
  EXPECT_NE(toString(std::move(e)).find("did not join"), std::string::npos);
}

// Why: a rank whose own inputs are bad (here: a null logits pointer on rank 1 only)
// fails locally before the all-gather. Its peer must get an error within the timeout
// (not hang), and the failed rank's *next* forward must not be paired with the peer's
// pending one: that would merge partials of two different batches into "valid" output.
// Why: a local failure after the preflight (rank 1's tile_stats rejects null logits)
// used to return without joining the collective, so rank 1's retry (batch B) met rank
// 0's first forward (batch A) and both "succeeded" with mixed data. forward now aborts
// the group (Transport::abort): both ranks fail, nobody merges mixed batches.
TEST(DistributedAdversarial, LocalFailureDoesNotDesyncTheGroup) {
  auto group = must(makeInProcessGroup(2, InProcessOptions{Arch::Host, 2}));
  Batch a = smallBatch(6, 4), bb = smallBatch(6, 5);
  std::string err0, err1a, err1b;
  std::vector<float> lse0, logp0;
  onRanks(2, [&](int r) {
    Contract c = rankContract(2, r);
    auto op = must(runtime().getOp(c));
    VocabParallelOp vp(*op, *group[r]);
    // Both ranks pass the preflight first (a 0-row forward runs it, moves nothing).
    ShardInputs empty;
    std::vector<float> l, p;
    must(vp.forward(empty, l.data(), p.data(), nullptr));
    if (r == 0) {
      std::this_thread::sleep_for(std::chrono::milliseconds(100));
      err0 = forwardOnce(vp, c, a, lse0, logp0);
      return;
    }
    ShardInputs bad = shardOf(c, a.full(c));
    bad.logits = nullptr;
    std::vector<float> lse(a.T), logp(a.T);
    llvm::Error e = vp.forward(bad, lse.data(), logp.data(), nullptr);
    err1a = e ? toString(std::move(e)) : "";
    err1b = forwardOnce(vp, c, bb, lse, logp); // the caller retries with the next batch
  });
  EXPECT_NE(err1a, "");
  EXPECT_NE(err0, "") << "rank 0 merged its batch A with rank 1's batch B";
  EXPECT_NE(err1b, "") << "rank 1 merged its batch B with rank 0's batch A";
}

// Why: all ranks with zero rows is a valid (empty) step; and a rank with zero rows
// while its peer has rows is a mismatch that must give an error on the peer in bounded
// time (the zero-row rank returns at once).
TEST(DistributedAdversarial, ZeroRows) {
  auto group = must(makeInProcessGroup(2, InProcessOptions{Arch::Host, 0.3}));
  std::string err[2];
  onRanks(2, [&](int r) {
    Contract c = rankContract(2, r);
    auto op = must(runtime().getOp(c));
    VocabParallelOp vp(*op, *group[r]);
    ShardInputs empty; // rows = 0, null pointers: nothing to read or write
    if (llvm::Error e = vp.forward(empty, nullptr, nullptr, nullptr))
      err[r] = toString(std::move(e));
  });
  EXPECT_EQ(err[0], "");
  EXPECT_EQ(err[1], "");
}

// Why: negative rows are rejected with the argument named (after the preflight, which
// every rank joins), not turned into a huge allocation.
TEST(DistributedAdversarial, NegativeRowsRejected) {
  auto group = must(makeInProcessGroup(1));
  Contract c = rankContract(1, 0);
  auto op = must(runtime().getOp(c));
  VocabParallelOp vp(*op, *group[0]);
  ShardInputs in;
  in.rows = -5;
  float x;
  llvm::Error e = vp.forward(in, &x, &x, nullptr);
  ASSERT_TRUE(static_cast<bool>(e));
  EXPECT_NE(toString(std::move(e)).find("rows = -5"), std::string::npos);
}

// Why: a row count whose gathered buffers cannot exist (bytes overflow size_t) must be
// an error naming the rows, not a wrapped small allocation that the kernels overrun or
// an uncaught std::bad_alloc.
TEST(DistributedAdversarial, HugeRowsGiveAnError) {
  auto group = must(makeInProcessGroup(1));
  Contract c = rankContract(1, 0);
  auto op = must(runtime().getOp(c));
  VocabParallelOp vp(*op, *group[0]);
  Batch b = smallBatch(2, 6);
  for (int64_t rows : {int64_t(1) << 62, int64_t(1) << 40}) {
    ShardInputs in = shardOf(c, b.full(c));
    in.rows = rows;
    float x;
    llvm::Error e = vp.forward(in, &x, &x, nullptr);
    ASSERT_TRUE(static_cast<bool>(e)) << rows;
    std::string msg = toString(std::move(e));
    EXPECT_NE(msg.find(std::to_string(rows)), std::string::npos) << msg;
  }
}

// Why: a rank's local preflight error can be long (a compiler diagnostic); the record
// must still carry the error, not be truncated into "not a logpjit preflight record".
namespace {
class FailingCompiler final : public Compiler {
public:
  std::string cacheKey(const KernelSpec &spec) const override {
    return llvm::toHex(
        llvm::BLAKE3::hash(llvm::arrayRefFromStringRef("failing" + spec.canonical())),
        /*LowerCase=*/true);
  }
  std::string metadata(const KernelSpec &) const override { return "{}"; }
  llvm::Expected<std::string> compile(const KernelSpec &) override {
    return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                   "compiler exploded: " + std::string(3000, 'x'));
  }
};
} // namespace

TEST(DistributedAdversarial, LongLocalPreflightErrorIsReportedToPeers) {
  llvm::SmallString<128> dir;
  ASSERT_FALSE(llvm::sys::fs::createUniqueDirectory("logpjit-failing-compiler", dir));
  auto failing =
      must(Runtime::create(RuntimeOptions{CacheConfig{dir.str().str(), CacheMode::Disabled}, 1},
                           std::make_shared<FailingCompiler>()));
  auto group = must(makeInProcessGroup(2, InProcessOptions{Arch::Host, 20}));
  std::string err[2];
  onRanks(2, [&](int r) {
    Contract c = rankContract(2, r);
    auto op = must((r == 1 ? *failing : runtime()).getOp(c));
    auto rep = preflight(*op, *group[r]);
    err[r] = rep ? "" : toString(rep.takeError());
  });
  llvm::sys::fs::remove_directories(dir);
  for (int r = 0; r < 2; ++r) {
    EXPECT_NE(err[r].find("rank 1: loading the forward kernels"), std::string::npos) << err[r];
    EXPECT_EQ(err[r].find("not a logpjit preflight record"), std::string::npos) << err[r];
  }
}

// Why: tp_size 1 over a group of one is the trivial case: no peers, same bits as the
// single-process path.
TEST(DistributedAdversarial, TpOneGroupOfOne) {
  auto group = must(makeInProcessGroup(1));
  Contract c = rankContract(1, 0);
  auto op = must(runtime().getOp(c));
  VocabParallelOp vp(*op, *group[0]);
  Batch b = smallBatch(9, freshSeed("tp1"));
  std::vector<float> lse, logp;
  ASSERT_EQ(forwardOnce(vp, c, b, lse, logp), "");
  ForwardResult ref = forward(c, b);
  EXPECT_EQ(std::memcmp(lse.data(), ref.lse.data(), lse.size() * 4), 0);
  EXPECT_EQ(std::memcmp(logp.data(), ref.logp.data(), logp.size() * 4), 0);
}

// Why: destroying one rank's transport while another rank waits in a collective must
// not free the shared rendezvous under the waiter: it times out with an error.
TEST(DistributedAdversarial, DestroyingOneRankWhileAnotherWaits) {
  auto group = must(makeInProcessGroup(2, InProcessOptions{Arch::Host, 0.3}));
  std::string err;
  std::thread waiter([&] {
    char x = 1, all[2];
    llvm::Error e = group[0]->allGatherHost(&x, all, 1);
    err = e ? toString(std::move(e)) : "";
  });
  std::this_thread::sleep_for(std::chrono::milliseconds(50));
  group[1].reset();
  waiter.join();
  EXPECT_NE(err.find("rank(s) 1 did not join"), std::string::npos) << err;
}
