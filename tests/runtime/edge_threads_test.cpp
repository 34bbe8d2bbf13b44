// Edge cases of threads: one Runtime from several threads, thread counts, the caller's
// floating-point mode, cold concurrent Runtimes on one cache directory.
#include "edge_util.h"

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

// --- Threads ---------------------------------------------------------------------------

// One Runtime used from 4 threads at once, each with a different contract (dtype, TP,
// temperature, lanes/chunk), 3 rounds each: bitwise the sequential results.
TEST(EdgeThreads, SharedRuntimeFromFourThreads) {
  std::vector<Contract> cs;
  cs.push_back(makeContract(512, 64, DType::BF16, 2, 500));
  cs.push_back(withTemperature(makeContract(768, 96, DType::F16, 4), 0.9f));
  {
    Contract c = makeContract(600, 75, DType::F32, 1, 599);
    c.lanes = 4;
    c.chunk = 2;
    cs.push_back(c);
  }
  {
    Contract c = makeContract(1024, 128, DType::BF16, 8);
    c.index_type = IndexType::I32;
    cs.push_back(c);
  }
  std::vector<Batch> bs;
  std::vector<ForwardResult> seqF;
  std::vector<std::vector<uint8_t>> seqG;
  const int64_t T = 9;
  const std::vector<float> gl(T, 1.0f), gs(T, 0.5f), gh(T, -0.75f);
  for (size_t i = 0; i < cs.size(); ++i) {
    bs.push_back(shapedBatch(cs[i], T, 100 + i));
    seqF.push_back(forward(cs[i], bs[i]));
    seqG.push_back(backward(cs[i], bs[i], seqF[i], {gl, gs, gh}));
  }
  std::atomic<int> mismatches{0}, errors{0};
  std::vector<std::thread> th;
  for (size_t i = 0; i < cs.size(); ++i)
    th.emplace_back([&, i] {
      try {
        for (int round = 0; round < 3; ++round) {
          ForwardResult f = forward(cs[i], bs[i]);
          if (!sameForward(f, seqF[i]))
            ++mismatches;
          if (backward(cs[i], bs[i], f, {gl, gs, gh}) != seqG[i])
            ++mismatches;
        }
      } catch (const std::exception &e) {
        ++errors;
      }
    });
  for (auto &t : th)
    t.join();
  EXPECT_EQ(mismatches.load(), 0);
  EXPECT_EQ(errors.load(), 0);
}

// setThreads(1..7) on T = 5 rows (more workers than rows for 6 and 7): same bits.
TEST(EdgeThreads, ThreadCountsOnFiveRows) {
  Runtime &rt = runtime();
  const int saved = rt.threads();
  Contract c = makeContract(384, 48, DType::BF16, 2, 383);
  const Batch b = shapedBatch(c, 5, 3);
  const std::vector<float> gl(5, 1.0f), gs(5, 0.5f), gh(5, -0.75f);
  rt.setThreads(1);
  const ForwardResult f1 = forward(c, b);
  const std::vector<uint8_t> g1 = backward(c, b, f1, {gl, gs, gh});
  for (int n = 2; n <= 7; ++n) {
    rt.setThreads(n);
    const ForwardResult f = forward(c, b);
    EXPECT_TRUE(sameForward(f, f1)) << n << " threads";
    EXPECT_TRUE(backward(c, b, f, {gl, gs, gh}) == g1) << n << " threads";
  }
  rt.setThreads(saved);
}

// The caller's MXCSR (flush-to-zero, denormals-are-zero, round toward zero) does not
// change any bit: the runtime pins IEEE defaults for its launches, and restores the
// caller's state afterwards. Inputs include subnormal logits.
TEST(EdgeThreads, CallerFloatingPointModeIgnored) {
  Contract c = makeContract(256, 32, DType::F32, 2);
  Batch b = shapedBatch(c, 6, 17);
  for (int64_t i = 0; i < 256; ++i)
    b.set(4, i, (i % 5 - 2) * 0x1p-140); // row 4: subnormals only
  const std::vector<float> gl(6, 1.0f), gs(6, 0.5f), gh(6, 1e-30f);
  const ForwardResult f0 = forward(c, b);
  const std::vector<uint8_t> g0 = backward(c, b, f0, {gl, gs, gh});
  const unsigned saved = _mm_getcsr();
  const unsigned odd = 0x1F80 | 0x8000 /*FTZ*/ | 0x0040 /*DAZ*/ | 0x6000 /*RZ*/;
  Runtime &rt = runtime();
  const int savedThreads = rt.threads();
  for (int n : {1, 3}) {
    rt.setThreads(n);
    _mm_setcsr(odd);
    ForwardResult f;
    std::vector<uint8_t> g;
    try {
      f = forward(c, b);
      g = backward(c, b, f, {gl, gs, gh});
    } catch (...) {
      _mm_setcsr(saved);
      throw;
    }
    const unsigned after = _mm_getcsr();
    _mm_setcsr(saved);
    EXPECT_EQ(after & 0xFFC0, odd & 0xFFC0) << "caller's MXCSR not restored";
    EXPECT_TRUE(sameForward(f, f0)) << n << " threads";
    EXPECT_TRUE(g == g0) << n << " threads";
  }
  rt.setThreads(savedThreads);
}

// Two Runtimes on one fresh cache directory, 6 threads compiling the same kernels at once
// (cold): no error, every result bitwise the warm runtime's.
TEST(EdgeThreads, ColdConcurrentRuntimesOnOneCacheDir) {
  llvm::SmallString<128> dir;
  ASSERT_FALSE(llvm::sys::fs::createUniqueDirectory("logpjit-edge-cold", dir));
  std::vector<std::unique_ptr<Runtime>> rts;
  for (int i = 0; i < 2; ++i)
    rts.push_back(must(Runtime::create(
        RuntimeOptions{CacheConfig{dir.str().str(), CacheMode::Normal}, 1}, makeCompiler())));
  Contract c = makeContract(300, 60, DType::BF16, 5, 290);
  Batch b = shapedBatch(c, 4, 9);
  const ForwardResult want = forward(c, b);
  std::atomic<int> bad{0}, errs{0};
  std::vector<std::thread> th;
  for (int i = 0; i < 6; ++i)
    th.emplace_back([&, i] {
      auto r = simulatedForward(*rts[i % 2], c, b.full(c));
      if (!r) {
        ++errs;
        llvm::consumeError(r.takeError());
        return;
      }
      if (!sameForward(*r, want))
        ++bad;
    });
  for (auto &t : th)
    t.join();
  EXPECT_EQ(bad.load(), 0);
  EXPECT_EQ(errs.load(), 0);
  rts.clear();
  llvm::sys::fs::remove_directories(dir);
}

} // namespace
