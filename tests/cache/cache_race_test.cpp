//===- cache_race_test.cpp - Many processes on one cache directory at once ---===//
//
// (1) cache_race_helper "stress" processes look up, publish, prune (to a cap that holds
//     a few entries) and verify one directory at once, plus a read-only reader: no process
//     ever sees a wrong binary, a corrupt entry or a bad verify.
// (2) The CLI: `logpjit warm`, `run`, `cache prune`, `cache verify` and `cache clear` at
//     once on one directory: every command succeeds, every run's output checksum equals
//     that of an uncached run, nothing reports a corrupt entry.
//
//===----------------------------------------------------------------------===//
#include "cache_fixture.h"
#include "tool_runner.h"

namespace {
using toolrun::lineWith;

TEST_F(CacheTest, StressProcessesPublishPruneAndVerifyAtOnce) {
  struct Proc {
    llvm::sys::ProcessInfo info;
    std::string out, err;
  };
  std::vector<Proc> procs;
  const uint64_t cap = 4 * (64 * 1024 + 300); // about four of the ~64 KiB entries
  for (int i = 0; i < 5; ++i) {
    Proc p;
    p.out = dir + "/stress." + std::to_string(i) + ".out";
    p.err = dir + "/stress." + std::to_string(i) + ".err";
    std::vector<std::string> args = {
        LOGPJIT_TEST_HELPER, "stress",         config().dir, "1500", "10",
        std::to_string(cap), std::to_string(i)};
    if (i == 4)
      args.push_back("readonly");
    std::vector<llvm::StringRef> refs(args.begin(), args.end());
    std::optional<llvm::StringRef> redirects[] = {std::nullopt, llvm::StringRef(p.out),
                                                  llvm::StringRef(p.err)};
    std::string why;
    p.info = llvm::sys::ExecuteNoWait(LOGPJIT_TEST_HELPER, refs, std::nullopt, redirects, 0, &why);
    ASSERT_NE(p.info.Pid, 0) << why;
    procs.push_back(p);
  }
  long compiled = 0, hits = 0, pruned = 0, ops = 0;
  for (Proc &p : procs) {
    EXPECT_EQ(llvm::sys::Wait(p.info, 60).ReturnCode, 0) << slurp(p.err);
    long o = 0, c = 0, h = 0, pr = 0;
    std::string line = slurp(p.out);
    ASSERT_EQ(
        std::sscanf(line.c_str(), "ops %ld compiled %ld hits %ld pruned %ld", &o, &c, &h, &pr), 4)
        << line << slurp(p.err);
    ops += o, compiled += c, hits += h, pruned += pr;
  }
  std::cout << "stress: " << ops << " operations, " << compiled << " compiled, " << hits
            << " hits, " << pruned << " pruned\n";
  // The interleavings that matter did happen.
  EXPECT_GT(compiled, 10);
  EXPECT_GT(hits, 10);
  EXPECT_GT(pruned, 10);
  DiskCache cache(config());
  auto listed = cache.list(true);
  ASSERT_TRUE(bool(listed));
  for (const CacheEntryInfo &e : *listed)
    EXPECT_TRUE(e.valid) << e.key << ": " << e.problem;
  // No debris: every file is a .bin or .json of a listed entry (shard directories aside).
  for (const std::string &f : filesUnder(cache.versionDir()))
    if (!fs::is_directory(f))
      EXPECT_TRUE(llvm::StringRef(f).ends_with(".bin") || llvm::StringRef(f).ends_with(".json"))
          << f;
}

TEST_F(CacheTest, CliWarmRunPruneVerifyAndClearAtOnce) {
  const std::string manifest = dir + "/m.json";
  spit(manifest, R"({"manifest_version": 1, "contracts": [{"vocab": 4096, "real_vocab": 4000,
      "tile_width": 512, "tp_size": [1, 2], "entropy": true}]})");
  const std::vector<std::string> runArgs = {
      "run",       "--vocab",  "4096", "--real-vocab", "4000", "--tile-width",
      "512",       "--tokens", "16",   "--tp",         "2",    "--entropy",
      "--threads", "1"};
  const std::string env = "LOGPJIT_CACHE_DIR=" + config().dir;
  toolrun::ToolResult ref =
      toolrun::run(runArgs, {env, "LOGPJIT_CACHE_MODE=disabled"}, dir + "/ref");
  ASSERT_EQ(ref.rc, 0) << ref.err;
  const std::string checksum = lineWith(ref.out, "output checksum");
  ASSERT_FALSE(checksum.empty()) << ref.out;

  // One cache entry is ~5 KB: the cap keeps two, so prunes evict what others just wrote.
  const std::vector<std::vector<std::string>> cmds = {
      {"warm", "--manifest", manifest, "--targets", "host", "--jobs", "1"},
      runArgs,
      {"cache", "prune", "--max-bytes", "12000"},
      {"warm", "--manifest", manifest, "--targets", "host", "--jobs", "2"},
      runArgs,
      {"cache", "verify"},
      {"cache", "prune"}, // LOGPJIT_CACHE_MAX_BYTES below
      runArgs,
      {"cache", "clear"},
      {"cache", "verify"},
  };
  std::vector<toolrun::Child> children;
  for (size_t i = 0; i < cmds.size(); ++i)
    children.push_back(toolrun::start(cmds[i], {env, "LOGPJIT_CACHE_MAX_BYTES=60000"},
                                      dir + "/cmd" + std::to_string(i)));
  for (size_t i = 0; i < cmds.size(); ++i) {
    toolrun::ToolResult r = children[i].wait();
    SCOPED_TRACE(cmds[i][0] + " " + cmds[i][1]);
    EXPECT_EQ(r.rc, 0) << r.out << r.err;
    EXPECT_EQ(r.out.find("rebuilt"), std::string::npos) << r.out;
    EXPECT_EQ(r.out.find("corrupt"), std::string::npos) << r.out;
    EXPECT_EQ(r.out.find("BAD"), std::string::npos) << r.out;
    if (cmds[i][0] == "run")
      EXPECT_EQ(lineWith(r.out, "output checksum"), checksum) << r.out;
    if (cmds[i][0] == "warm")
      EXPECT_HAS(r.out, " 0 failed");
    if (cmds[i][1] == "verify")
      EXPECT_HAS(r.out, ", 0 bad");
  }
  // Afterwards the directory verifies and a run is still correct.
  DiskCache cache(config());
  auto listed = cache.list(true);
  ASSERT_TRUE(bool(listed));
  for (const CacheEntryInfo &e : *listed)
    EXPECT_TRUE(e.valid) << e.key << ": " << e.problem;
  toolrun::ToolResult last = toolrun::run(runArgs, {env}, dir + "/last");
  ASSERT_EQ(last.rc, 0) << last.err;
  EXPECT_EQ(lineWith(last.out, "output checksum"), checksum);
}

} // namespace
