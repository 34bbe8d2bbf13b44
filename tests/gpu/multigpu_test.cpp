// Multi-GPU tests (ctest label `multigpu`): real TP ranks over NCCL. With fewer than two
// CUDA devices, or no libnccl.so.2, every test reports "skipped: ..." with the reason.
// Inputs are drawn fresh (seed printed); oracles: TP=1 on one GPU and the host backend,
// compared with memcmp.
#include "logpjit/distributed.h"
#include "runtime/devices/cuda/cuda_driver.h"
#include "test_util.h"

#include <chrono>
#include <cstdlib>
#include <fmt/format.h>
#include <future>
#include <sys/wait.h>
#include <thread>
#include <unistd.h>

using namespace logpjit;
using namespace logpjit::test;

namespace {

/// Why the tests cannot run here, or "" when two GPUs and NCCL are present.
std::string skipReason() {
  static std::string why = [] {
    auto d = cuda::driver();
    if (!d)
      return "skipped: no CUDA device (" + toString(d.takeError()) + ")";
    int n = 0;
    (*d)->cuDeviceGetCount(&n);
    if (n < 2)
      return fmt::format("skipped: {} CUDA device(s), 2 needed", n);
    NcclOptions probe;
    probe.comm = nullptr;
    probe.id_file = "";
    auto t = makeNcclTransport(probe); // fails at the rendezvous, after loading NCCL
    std::string msg = t ? "" : toString(t.takeError());
    if (msg.find("not found or not loadable") != std::string::npos)
      return "skipped: " + msg;
    return std::string();
  }();
  return why;
}

#define REQUIRE_TWO_GPUS()                                                                         \
  if (std::string why = skipReason(); !why.empty())                                                \
  GTEST_SKIP() << why

template <class T> std::vector<T> download(const DeviceBuffer &b, size_t n, size_t off) {
  std::vector<T> v(n);
  must(b.download(v.data(), n * sizeof(T), off));
  return v;
}

struct RankOut {
  std::vector<float> lse, logp, entropy;
  std::vector<uint8_t> grad;
  std::string error;
};

/// A buffer on GPU `device` holding `n` bytes from `p` (uninitialized when `p` is null).
DeviceBuffer toGpu(const void *p, size_t n, int device) {
  DeviceBuffer buf = must(DeviceBuffer::allocate(Arch::SM90, std::max<size_t>(n, 1), device));
  if (p && n)
    must(buf.upload(p, n));
  return buf;
}

/// Ranks as threads: rank r on GPU devs[r], over `group` (one transport per rank).
std::vector<RankOut> runRanks(const Contract &base, const Batch &b, const std::vector<int> &devs,
                              std::vector<std::unique_ptr<Transport>> group,
                              const std::function<void(Contract &)> &edit = {}) {
  const int n = int(devs.size());
  std::vector<RankOut> out(n);
  std::vector<std::thread> ts;
  for (int r = 0; r < n; ++r)
    ts.emplace_back([&, r] {
      RankOut &o = out[r];
      auto body = [&]() -> llvm::Error {
        auto rt = Runtime::create(RuntimeOptions{runtime().cache().config(), 1, /*device=*/devs[r]},
                                  makeCompiler());
        if (!rt)
          return rt.takeError();
        Contract c = base;
        c.tp_rank = r;
        if (edit)
          edit(c);
        auto op = (*rt)->getOp(c);
        if (!op)
          return op.takeError();
        const int dev = devs[r];
        const int64_t VL = c.shardCols();
        DeviceBuffer logits = toGpu(b.bytes.data(), b.bytes.size(), dev);
        DeviceBuffer targets = toGpu(b.targets.data(), b.targets.size() * 8, dev);
        DeviceBuffer active = toGpu(b.active.data(), b.active.size(), dev);
        DeviceBuffer outs = toGpu(nullptr, size_t(3 * b.T) * 4, dev);
        DeviceBuffer grad = toGpu(nullptr, size_t(b.T * VL) * dtypeSize(c.dtype), dev);
        DeviceBuffer glogp = toGpu(nullptr, size_t(b.T) * 4, dev);
        FullInputs full{
            logits.data(), b.stride, targets.data(),
            c.mask_mode == MaskMode::ActiveMask ? (const uint8_t *)active.data() : nullptr, b.T};
        VocabParallelOp vp(**op, *group[r]);
        float *o3 = static_cast<float *>(outs.data());
        ShardInputs in = shardOf(c, full);
        if (llvm::Error e = vp.forward(in, o3, o3 + b.T, c.want_entropy ? o3 + 2 * b.T : nullptr))
          return e;
        if (llvm::Error e = vp.wait())
          return e;
        std::vector<float> ones(b.T, 1.f);
        if (llvm::Error e = glogp.upload(ones.data(), b.T * 4))
          return e;
        GradInputs g;
        g.grad_logp = static_cast<const float *>(glogp.data());
        g.lse = o3;
        if (llvm::Error e = vp.backward(in, g, grad.data(), VL))
          return e;
        if (llvm::Error e = synchronize(Arch::SM90))
          return e;
        o.lse = download<float>(outs, b.T, 0);
        o.logp = download<float>(outs, b.T, b.T * 4);
        if (c.want_entropy)
          o.entropy = download<float>(outs, b.T, 2 * b.T * 4);
        o.grad = download<uint8_t>(grad, grad.size(), 0);
        return llvm::Error::success();
      };
      try {
        if (llvm::Error e = body())
          o.error = toString(std::move(e));
      } catch (const std::exception &ex) {
        o.error = ex.what();
      }
    });
  for (auto &t : ts)
    t.join();
  return out;
}

/// Ranks 0, 1 as threads on GPUs 0, 1 over NCCL (ncclCommInitAll).
std::vector<RankOut> runTwo(const Contract &base, const Batch &b,
                            const std::function<void(Contract &)> &edit = {}) {
  return runRanks(base, b, {0, 1}, must(makeNcclGroup({0, 1})), edit);
}

} // namespace

namespace {

/// TP=1 forward + backward (grad_logp = 1) on GPU 0 through the single-process path.
struct Tp1 {
  ForwardResult f;
  std::vector<uint8_t> grad;
};
Tp1 tp1OnGpu0(const Contract &base, const Batch &b) {
  Contract c = base;
  c.tp_size = 1;
  c.tp_rank = 0;
  auto put = [](const void *p, size_t n) { return toGpu(p, n, 0); };
  DeviceBuffer logits = put(b.bytes.data(), b.bytes.size());
  DeviceBuffer targets = put(b.targets.data(), b.targets.size() * 8);
  DeviceBuffer active = put(b.active.data(), b.active.size());
  FullInputs full{logits.data(), b.stride, targets.data(),
                  c.mask_mode == MaskMode::ActiveMask ? (const uint8_t *)active.data() : nullptr,
                  b.T};
  Tp1 r;
  r.f = must(simulatedForward(runtime(), c, full));
  std::vector<float> ones(b.T, 1.f);
  DeviceBuffer glogp = put(ones.data(), ones.size() * 4);
  DeviceBuffer lse = put(r.f.lse.data(), r.f.lse.size() * 4);
  DeviceBuffer grad = put(nullptr, b.bytes.size());
  GradInputs g;
  g.grad_logp = static_cast<const float *>(glogp.data());
  g.lse = static_cast<const float *>(lse.data());
  must(simulatedBackward(runtime(), c, full, g, grad.data(), b.stride));
  must(synchronize(Arch::SM90));
  r.grad = download<uint8_t>(grad, b.bytes.size(), 0);
  return r;
}

bool same(const std::vector<float> &a, const std::vector<float> &b) {
  return a.size() == b.size() && std::memcmp(a.data(), b.data(), a.size() * 4) == 0;
}

Batch qwenBatch(int64_t T, uint64_t seed) {
  ref::Rng rng(seed);
  std::vector<int64_t> targets;
  auto raw = realisticLogits(rng, T, 151936, 151669, targets);
  Batch b = makeBatch(DType::BF16, T, 151936, raw, targets);
  for (int64_t t = 0; t < T; t += 7)
    b.active[t] = 0;
  return b;
}

Contract qwenContract(Scope s) {
  Contract c = makeContract(151936, 2374, DType::BF16, 2, 151669);
  c.target = must(Target::parse("sm_90"));
  c.scope = s;
  c.want_entropy = true;
  c.mask_mode = MaskMode::ActiveMask;
  return c;
}

/// Runs a command with extra environment variables; returns (exit code, output).
std::pair<int, std::string> runCmd(const std::string &cmd) {
  std::string out;
  FILE *p = popen((cmd + " 2>&1").c_str(), "r");
  if (!p)
    return {-1, "popen failed"};
  char buf[4096];
  while (size_t n = fread(buf, 1, sizeof buf, p))
    out.append(buf, n);
  int st = pclose(p);
  return {WIFEXITED(st) ? WEXITSTATUS(st) : -1, out};
}

/// This binary in helper mode (one rank in its own process, rank_helper.cpp).
/// The `logpjit` CLI: LOGPJIT_TOOL_PATH (a carried binary), else the build's.
std::string toolPath() {
  const char *p = std::getenv("LOGPJIT_TOOL_PATH");
  return p && *p ? p : LOGPJIT_TOOL;
}

std::string helperCmd() {
  char buf[4096];
  ssize_t n = readlink("/proc/self/exe", buf, sizeof buf - 1);
  buf[n > 0 ? n : 0] = 0;
  return std::string(buf) + " --rank-helper";
}

std::string freshIdFile() {
  llvm::SmallString<128> d;
  if (llvm::sys::fs::createUniqueDirectory("logpjit-nccl-id", d))
    throw std::runtime_error("cannot create a temporary directory");
  return (d + "/id").str();
}

} // namespace

// Why: the point of real TP ranks — TP=2 on two GPUs through NCCL gives TP=1's bits (and, in
// cross_target_bitwise, the host's), for every output and grad_logits, on both ranks.
TEST(MultiGpu, TwoGpusEqualTp1AndHostBitwise) {
  REQUIRE_TWO_GPUS();
  Batch b = qwenBatch(96, freshSeed("multigpu"));
  for (Scope s : {Scope::CrossTpBitwise, Scope::CrossTargetBitwise}) {
    SCOPED_TRACE(scopeName(s).str());
    Contract c = qwenContract(s);
    Tp1 ref = tp1OnGpu0(c, b);
    auto outs = runTwo(c, b);
    Contract ch = c;
    ch.target = Target::hostCPU();
    ch.tp_size = 1;
    ForwardResult host;
    std::vector<uint8_t> hostGrad;
    if (s == Scope::CrossTargetBitwise) {
      host = forward(ch, b);
      Upstream up;
      up.logp.assign(b.T, 1.f);
      hostGrad = backward(ch, b, host, up, b.stride);
      EXPECT_TRUE(same(host.lse, ref.f.lse) && same(host.logp, ref.f.logp) &&
                  same(host.entropy, ref.f.entropy));
    }
    for (int r = 0; r < 2; ++r) {
      SCOPED_TRACE(fmt::format("rank {}", r));
      ASSERT_EQ(outs[r].error, "");
      EXPECT_TRUE(same(outs[r].lse, ref.f.lse));
      EXPECT_TRUE(same(outs[r].logp, ref.f.logp));
      EXPECT_TRUE(same(outs[r].entropy, ref.f.entropy));
      Contract cr = c;
      cr.tp_rank = r;
      const size_t es = 2, VL = cr.shardCols(), off = cr.shardStart();
      for (int64_t t = 0; t < b.T; ++t) {
        ASSERT_EQ(std::memcmp(outs[r].grad.data() + t * VL * es,
                              ref.grad.data() + (t * b.stride + off) * es, VL * es),
                  0)
            << "grad row " << t << " vs TP=1";
        if (!hostGrad.empty())
          ASSERT_EQ(std::memcmp(outs[r].grad.data() + t * VL * es,
                                hostGrad.data() + (t * b.stride + off) * es, VL * es),
                    0)
              << "grad row " << t << " vs host";
      }
    }
  }
}

// Why: TP = 4 / 8 where only two GPUs are present: ranks spread over both GPUs
// (rank r on GPU r % 2) with the in-process transport moving device memory (NCCL does
// not allow two ranks of one communicator on one GPU). Bitwise TP=1, every rank.
TEST(MultiGpu, Tp4And8OverTwoGpusEqualTp1) {
  REQUIRE_TWO_GPUS();
  Batch b = qwenBatch(64, freshSeed("multigpu-tp48"));
  Contract base = qwenContract(Scope::CrossTpBitwise);
  Tp1 ref = tp1OnGpu0(base, b);
  for (int tp : {4, 8}) {
    Contract c = base;
    c.tp_size = tp;
    std::vector<int> devs;
    for (int r = 0; r < tp; ++r)
      devs.push_back(r % 2);
    auto outs = runRanks(c, b, devs, must(makeInProcessGroup(tp, {Arch::SM90, 60})));
    for (int r = 0; r < tp; ++r) {
      SCOPED_TRACE(fmt::format("tp {} rank {}", tp, r));
      ASSERT_EQ(outs[r].error, "");
      EXPECT_TRUE(same(outs[r].lse, ref.f.lse));
      EXPECT_TRUE(same(outs[r].logp, ref.f.logp));
      EXPECT_TRUE(same(outs[r].entropy, ref.f.entropy));
      Contract cr = c;
      cr.tp_rank = r;
      const size_t es = 2, VL = cr.shardCols(), off = cr.shardStart();
      for (int64_t t = 0; t < b.T; ++t)
        ASSERT_EQ(std::memcmp(outs[r].grad.data() + t * VL * es,
                              ref.grad.data() + (t * b.stride + off) * es, VL * es),
                  0)
            << "grad row " << t;
    }
  }
}

// Why: a rank with another contract must be refused on both GPUs, naming the field.
TEST(MultiGpu, PreflightMismatchOverNccl) {
  REQUIRE_TWO_GPUS();
  Batch b = qwenBatch(8, 5);
  auto outs = runTwo(qwenContract(Scope::CrossTpBitwise), b, [](Contract &c) {
    if (c.tp_rank == 1)
      c.ignore_index = -7;
  });
  for (int r = 0; r < 2; ++r)
    EXPECT_NE(outs[r].error.find("ignore_index: rank 1 has -7, rank 0 has -100"), std::string::npos)
        << "rank " << r << ": " << outs[r].error;
}

// Why: one process per GPU (torchrun-style variables) is the engines' launch mode; both
// ranks must agree with TP=1 (the CLI checks it and exits 0 only then).
TEST(MultiGpu, TwoProcessesTorchrunStyle) {
  REQUIRE_TWO_GPUS();
  std::string id = freshIdFile();
  std::string base = fmt::format("WORLD_SIZE=2 LOGPJIT_NCCL_ID_FILE={} LOGPJIT_NCCL_TIMEOUT_S=60 "
                                 "{} run --target sm_90 --tp 2 --dist env --tokens 256",
                                 id, toolPath());
  auto r1 = std::async(std::launch::async, [&] { return runCmd("RANK=1 LOCAL_RANK=1 " + base); });
  auto r0 = runCmd("RANK=0 LOCAL_RANK=0 " + base);
  auto r1v = r1.get();
  EXPECT_EQ(r0.first, 0) << r0.second;
  EXPECT_EQ(r1v.first, 0) << r1v.second;
  EXPECT_NE(r0.second.find("TP=1 on this GPU bitwise identical: yes"), std::string::npos);
  // Both ranks print the same output checksum.
  auto sum = [](const std::string &s) {
    auto p = s.find("output checksum ");
    return p == std::string::npos ? std::string("?") : s.substr(p + 16, 16);
  };
  EXPECT_EQ(sum(r0.second), sum(r1v.second));
}

// Why: a rank that dies after the preflight must not hang the other: rank 0 reports an
// error within the NCCL timeout (here 10 s), through NCCL's async error or the bound.
TEST(MultiGpu, DeadRankGivesBoundedError) {
  REQUIRE_TWO_GPUS();
  std::string id = freshIdFile();
  std::string base = fmt::format("WORLD_SIZE=2 LOGPJIT_NCCL_ID_FILE={} LOGPJIT_NCCL_TIMEOUT_S=10 "
                                 "{}",
                                 id, helperCmd());
  auto t0 = std::chrono::steady_clock::now();
  auto r1 = std::async(std::launch::async,
                       [&] { return runCmd("RANK=1 LOCAL_RANK=1 " + base + " die"); });
  auto r0 = runCmd("RANK=0 LOCAL_RANK=0 " + base + " live");
  auto r1v = r1.get();
  double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  EXPECT_EQ(r1v.first, 3) << r1v.second;
  EXPECT_EQ(r0.first, 1) << r0.second;
  EXPECT_NE(r0.second.find("rank 0: error:"), std::string::npos) << r0.second;
  EXPECT_LT(s, 60.0) << r0.second;
  std::cout << "rank 0 reported after " << s << " s: " << r0.second << "\n";
}

// Why: a rank that never starts must not hang the one that did (init is bounded).
TEST(MultiGpu, MissingRankGivesBoundedError) {
  REQUIRE_TWO_GPUS();
  std::string id = freshIdFile();
  auto t0 = std::chrono::steady_clock::now();
  auto r0 = runCmd(fmt::format("RANK=0 LOCAL_RANK=0 WORLD_SIZE=2 LOGPJIT_NCCL_ID_FILE={} "
                               "LOGPJIT_NCCL_TIMEOUT_S=5 {} live",
                               id, helperCmd()));
  double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  EXPECT_EQ(r0.first, 1) << r0.second;
  EXPECT_LT(s, 40.0) << r0.second;
  std::cout << "rank 0 reported after " << s << " s: " << r0.second << "\n";
}

int rankHelperMain(const std::string &mode); // rank_helper.cpp

int main(int argc, char **argv) {
  if (argc > 2 && std::string(argv[1]) == "--rank-helper")
    return rankHelperMain(argv[2]);
  ::testing::InitGoogleTest(&argc, argv);
  return RUN_ALL_TESTS();
}
