// The tiered JIT's machinery that needs no GPU (docs/design.md, "Tiered JIT"): the
// background queue (order, errors, destruction with jobs queued or failing, the exit
// path), the JIT mode from options, LOGPJIT_JIT and the command line. The tiers' bits are
// compared on a GPU (tests/gpu/tier_test.cpp).
#include "runtime/core/tiered_jit.h"
#include "test_util.h"
#include "tool_runner.h"

#include "llvm/Support/FileSystem.h"

#include <chrono>
#include <cstdlib>

using namespace logpjit;
using namespace logpjit::test;

TEST(BackgroundCompiles, RunsJobsInOrderAndReturnsTheirErrors) {
  BackgroundCompiles bg;
  std::vector<int> order;
  for (int i = 0; i < 5; ++i)
    bg.enqueue([&, i] {
      std::this_thread::sleep_for(std::chrono::milliseconds(2));
      order.push_back(i);
      if (i == 3)
        bg.addError("job 3 failed");
    });
  std::vector<std::string> errors = bg.wait();
  EXPECT_EQ(order, (std::vector<int>{0, 1, 2, 3, 4}));
  ASSERT_EQ(errors.size(), 1u);
  EXPECT_EQ(errors[0], "job 3 failed");
  EXPECT_TRUE(bg.wait().empty()); // errors are returned once
}

// The destructor (a Runtime going away) runs every queued job first, including ones that
// report errors through the queue while it is being destroyed.
TEST(BackgroundCompiles, DestructionRunsQueuedAndFailingJobs) {
  std::atomic<int> ran{0};
  {
    auto bg = std::make_unique<BackgroundCompiles>();
    BackgroundCompiles *raw = bg.get();
    for (int i = 0; i < 4; ++i)
      bg->enqueue([&, raw] {
        std::this_thread::sleep_for(std::chrono::milliseconds(5));
        raw->addError("failed");
        ++ran;
      });
    bg.reset();
  }
  EXPECT_EQ(ran.load(), 4);
}

// The exit path: queued jobs are dropped, the running one finishes, later ones are refused.
TEST(BackgroundCompiles, AbandonDropsQueuedJobsAndWaitsForTheRunningOne) {
  BackgroundCompiles bg;
  std::atomic<int> ran{0};
  std::atomic<bool> started{false};
  bg.enqueue([&] {
    started = true;
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
    ++ran;
  });
  for (int i = 0; i < 3; ++i)
    bg.enqueue([&] { ++ran; });
  while (!started)
    std::this_thread::yield();
  bg.abandon();
  EXPECT_EQ(ran.load(), 1); // the running job finished before abandon() returned
  bg.enqueue([&] { ++ran; });
  bg.wait();
  EXPECT_EQ(ran.load(), 1);
}

TEST(JitMode, ParsesItsNamesAndNamesTheChoicesOnError) {
  for (JitMode m : {JitMode::Tiered, JitMode::Full, JitMode::Quick})
    EXPECT_EQ(must(parseJitMode(jitModeName(m))), m);
  auto bad = parseJitMode("Full");
  ASSERT_FALSE(bool(bad));
  EXPECT_EQ(llvm::toString(bad.takeError()), "JIT mode 'Full': expected tiered, full or quick");
}

TEST(JitMode, OptionsThenEnvironmentThenTiered) {
  RuntimeOptions o{CacheConfig{"", CacheMode::Disabled}, 1};
  ::unsetenv("LOGPJIT_JIT");
  EXPECT_EQ(must(Runtime::create(o, nullptr))->jitMode(), JitMode::Tiered);
  ::setenv("LOGPJIT_JIT", "full", 1);
  EXPECT_EQ(must(Runtime::create(o, nullptr))->jitMode(), JitMode::Full);
  o.jit = JitMode::Quick;
  EXPECT_EQ(must(Runtime::create(o, nullptr))->jitMode(), JitMode::Quick);
  o.jit.reset();
  ::setenv("LOGPJIT_JIT", "fast", 1);
  auto rt = Runtime::create(o, nullptr);
  ASSERT_FALSE(bool(rt));
  EXPECT_EQ(llvm::toString(rt.takeError()),
            "LOGPJIT_JIT: JIT mode 'fast': expected tiered, full or quick");
  ::unsetenv("LOGPJIT_JIT");
}

TEST(PtxLinker, EnvironmentNamesALinkerOrFails) {
  RuntimeOptions o{CacheConfig{"", CacheMode::Disabled}, 1};
  for (const char *ok : {"driver", "nvjitlink"}) {
    ::setenv("LOGPJIT_PTX_LINKER", ok, 1);
    EXPECT_TRUE(bool(must(Runtime::create(o, nullptr)))) << ok;
  }
  ::setenv("LOGPJIT_PTX_LINKER", "ptxas", 1);
  auto rt = Runtime::create(o, nullptr);
  ASSERT_FALSE(bool(rt));
  EXPECT_EQ(llvm::toString(rt.takeError()),
            "LOGPJIT_PTX_LINKER=ptxas: expected driver (the default) or nvjitlink");
  ::unsetenv("LOGPJIT_PTX_LINKER");
}

TEST(JitMode, CommandLineErrors) {
  llvm::SmallString<128> dir;
  ASSERT_FALSE(llvm::sys::fs::createUniqueDirectory("logpjit-jit-cli", dir));
  const std::string p = dir.str().str() + "/o";
  const std::vector<std::string> env = {"LOGPJIT_CACHE_DIR=" + dir.str().str() + "/cache"};
  auto jit = toolrun::run({"run", "--tokens", "4", "--jit", "eager"}, env, p + "1");
  EXPECT_EQ(jit.rc, 1);
  EXPECT_NE(jit.err.find("--jit: JIT mode 'eager': expected tiered, full or quick"),
            std::string::npos)
      << jit.err;
  auto tier = toolrun::run({"emit", "--target", "sm_90", "--tier", "slow"}, env, p + "2");
  EXPECT_EQ(tier.rc, 1);
  EXPECT_NE(tier.err.find("--tier 'slow': expected full or quick"), std::string::npos) << tier.err;
  auto host = toolrun::run({"emit", "--tier", "quick"}, env, p + "3");
  EXPECT_EQ(host.rc, 1);
  EXPECT_NE(host.err.find("the quick tier is for GPU targets"), std::string::npos) << host.err;
  EXPECT_TRUE(host.out.empty()) << host.out;
  llvm::sys::fs::remove_directories(dir);
}
