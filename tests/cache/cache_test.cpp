// Disk cache: hits, misses, multi-process races, corruption (runtime/cache/cache.cpp).
#include "cache_fixture.h"

namespace {

TEST_F(CacheTest, MissThenHit) {
  DiskCache cache(config());
  int calls = 0;
  auto r1 = get(cache, "ab12", "binary-1", &calls);
  ASSERT_TRUE(bool(r1)) << llvm::toString(r1.takeError());
  EXPECT_EQ(r1->provenance, Provenance::Compiled);
  EXPECT_EQ(provenanceName(r1->provenance), "miss");
  EXPECT_EQ(r1->binary, "binary-1");
  auto r2 = get(cache, "ab12", "SHOULD-NOT-COMPILE", &calls);
  ASSERT_TRUE(bool(r2)) << llvm::toString(r2.takeError());
  EXPECT_EQ(r2->provenance, Provenance::DiskHit);
  EXPECT_EQ(r2->binary, "binary-1");
  EXPECT_EQ(r2->compile_ms, 0);
  EXPECT_EQ(calls, 1);
  // Layout and no leftover temp or lock files.
  auto files = filesUnder(cache.versionDir());
  std::sort(files.begin(), files.end());
  std::vector<std::string> want = {cache.versionDir() + "/ab", binPath(cache, "ab12"),
                                   jsonPath(cache, "ab12")};
  EXPECT_EQ(files, want);
}

TEST_F(CacheTest, MetadataRecordsCallerAndCacheFields) {
  DiskCache cache(config());
  ASSERT_TRUE(bool(get(cache, "cd34", "payload")));
  auto meta = nlohmann::json::parse(slurp(jsonPath(cache, "cd34")));
  EXPECT_EQ(meta["target"], "x86_64-test");
  EXPECT_EQ(meta["tool"], "t1");
  EXPECT_EQ(meta["key"], "cd34");
  EXPECT_EQ(meta["spec"], "spec:cd34");
  EXPECT_EQ(meta["bytes"], 7);
  EXPECT_EQ(meta["blake3"], blake3Hex("payload"));
  EXPECT_EQ(meta["format"], kCacheFormatVersion);
  EXPECT_TRUE(meta["created"].is_number_integer());
  EXPECT_TRUE(meta["compile_ms"].is_number());
  auto entries = cache.list(true);
  ASSERT_TRUE(bool(entries));
  ASSERT_EQ(entries->size(), 1u);
  EXPECT_EQ((*entries)[0].key, "cd34");
  EXPECT_EQ((*entries)[0].target, "x86_64-test");
  EXPECT_EQ((*entries)[0].spec, "spec:cd34");
  EXPECT_EQ((*entries)[0].bytes, 7 + slurp(jsonPath(cache, "cd34")).size());
  EXPECT_TRUE((*entries)[0].valid);
  EXPECT_GT((*entries)[0].last_use, 0);
}

TEST_F(CacheTest, BadMetadataOrKeyIsAnError) {
  DiskCache cache(config());
  auto compile = []() -> llvm::Expected<std::string> { return std::string("x"); };
  auto r = cache.getOrCompile("ab12", "s", "[1,2]", compile);
  ASSERT_FALSE(bool(r));
  EXPECT_NE(llvm::toString(r.takeError()).find("not a JSON object"), std::string::npos);
  r = cache.getOrCompile("ab12", "s", "{not json", compile);
  EXPECT_FALSE(bool(r));
  llvm::consumeError(r.takeError());
  r = cache.getOrCompile("../x", "s", "{}", compile);
  EXPECT_FALSE(bool(r));
  llvm::consumeError(r.takeError());
}

// The lazy-metadata overload: a hit must not make the metadata (for sm_90 that means
// loading nvJitLink, ~6.5 ms of a warm-cache load); a miss makes it once, after the
// compile; a lazily made text that is not JSON is a failure to write (the caller gets its
// binary and a note) and writes nothing.
TEST_F(CacheTest, LazyMetadataIsMadeOnlyOnAMiss) {
  DiskCache cache(config());
  int metaCalls = 0, compiles = 0;
  auto meta = [&] {
    ++metaCalls;
    return std::string(R"({"target":"lazy"})");
  };
  auto compile = [&]() -> llvm::Expected<std::string> {
    ++compiles;
    return std::string("bin");
  };
  auto r1 = cache.getOrCompile("ef56", "s", meta, compile);
  ASSERT_TRUE(bool(r1)) << llvm::toString(r1.takeError());
  EXPECT_EQ(r1->provenance, Provenance::Compiled);
  EXPECT_EQ(metaCalls, 1);
  EXPECT_EQ(nlohmann::json::parse(slurp(jsonPath(cache, "ef56")))["target"], "lazy");
  auto r2 = cache.getOrCompile("ef56", "s", meta, compile);
  ASSERT_TRUE(bool(r2)) << llvm::toString(r2.takeError());
  EXPECT_EQ(r2->provenance, Provenance::DiskHit);
  EXPECT_EQ(metaCalls, 1);
  EXPECT_EQ(compiles, 1);

  auto bad = cache.getOrCompile(
      "ab78", "s", [] { return std::string("[1,2]"); }, compile);
  ASSERT_TRUE(bool(bad)) << llvm::toString(bad.takeError());
  EXPECT_EQ(bad->binary, "bin");
  EXPECT_NE(bad->note.find("cache not written"), std::string::npos) << bad->note;
  EXPECT_NE(bad->note.find("not a JSON object"), std::string::npos) << bad->note;
  auto entries = cache.list(true);
  ASSERT_TRUE(bool(entries));
  EXPECT_EQ(entries->size(), 1u); // only ef56
}

TEST_F(CacheTest, CompileErrorPropagatesAndPublishesNothing) {
  DiskCache cache(config());
  auto r = cache.getOrCompile("ab12", "s", "{}", []() -> llvm::Expected<std::string> {
    return llvm::createStringError(llvm::inconvertibleErrorCode(), "boom");
  });
  ASSERT_FALSE(bool(r));
  EXPECT_EQ(llvm::toString(r.takeError()), "boom");
  auto entries = cache.list(true);
  ASSERT_TRUE(bool(entries));
  EXPECT_TRUE(entries->empty());
  // The lock was released: the next call compiles at once.
  int calls = 0;
  auto r2 = get(cache, "ab12", "ok", &calls);
  ASSERT_TRUE(bool(r2));
  EXPECT_EQ(r2->provenance, Provenance::Compiled);
}

TEST_F(CacheTest, HitFromNewProcess) {
  DiskCache cache(config());
  std::string bin = helperBinary("newproc");
  ASSERT_TRUE(bool(get(cache, "ef56", bin)));
  std::string out;
  ASSERT_EQ(runHelper("ef56", "newproc", 0, &out), 0);
  EXPECT_EQ(out, "hit " + blake3Hex(bin) + "\n");
  EXPECT_FALSE(fs::exists(dir + "/counter")); // the helper did not compile
}

TEST_F(CacheTest, EightProcessesRaceOnOneColdKey) {
  constexpr int kProcs = 8;
  std::string counter = dir + "/counter";
  std::vector<llvm::sys::ProcessInfo> procs;
  std::vector<std::string> outs;
  for (int i = 0; i < kProcs; ++i) {
    outs.push_back(dir + "/out." + std::to_string(i));
    std::vector<std::string> args = {LOGPJIT_TEST_HELPER, config().dir, "9a9a",
                                     "race-payload",      counter,      "200"};
    std::vector<llvm::StringRef> refs(args.begin(), args.end());
    std::optional<llvm::StringRef> redirects[] = {std::nullopt, llvm::StringRef(outs.back()),
                                                  std::nullopt};
    std::string err;
    procs.push_back(
        llvm::sys::ExecuteNoWait(LOGPJIT_TEST_HELPER, refs, std::nullopt, redirects, 0, &err));
    ASSERT_NE(procs.back().Pid, 0) << err;
  }
  for (auto &p : procs)
    EXPECT_EQ(llvm::sys::Wait(p, std::nullopt).ReturnCode, 0);

  std::string want = blake3Hex(helperBinary("race-payload"));
  int misses = 0, hits = 0;
  for (const std::string &o : outs) {
    std::string line = slurp(o);
    if (line == "miss " + want + "\n")
      ++misses;
    else if (line == "hit " + want + "\n")
      ++hits;
    else
      ADD_FAILURE() << "unexpected helper output: " << line;
  }
  // The lock owner publishes before unlocking and every waiter re-checks after the lock
  // is released, so exactly one process compiles.
  std::string lines = slurp(counter);
  EXPECT_EQ(std::count(lines.begin(), lines.end(), '\n'), 1) << lines;
  EXPECT_EQ(misses, 1);
  EXPECT_EQ(hits, kProcs - 1);

  DiskCache cache(config());
  auto entries = cache.list(true);
  ASSERT_TRUE(bool(entries));
  ASSERT_EQ(entries->size(), 1u);
  EXPECT_TRUE((*entries)[0].valid) << (*entries)[0].problem;
  EXPECT_EQ(filesUnder(cache.versionDir()).size(), 3u); // shard dir, .bin, .json: no leftovers
}

TEST_F(CacheTest, ThreadsRacingOnOneColdKeyCompileOnce) {
  DiskCache cache(config());
  std::atomic<int> calls{0};
  std::vector<std::optional<DiskCache::Result>> results(4);
  std::vector<std::thread> threads;
  for (size_t i = 0; i < results.size(); ++i)
    threads.emplace_back([&, i] {
      auto r = cache.getOrCompile("7e7e", "spec:7e7e", "{}", [&]() -> llvm::Expected<std::string> {
        ++calls;
        std::this_thread::sleep_for(std::chrono::milliseconds(100));
        return std::string("threaded");
      });
      if (r)
        results[i] = std::move(*r);
      else
        ADD_FAILURE() << llvm::toString(r.takeError());
    });
  for (auto &t : threads)
    t.join();
  EXPECT_EQ(calls.load(), 1);
  int compiled = 0;
  for (auto &r : results) {
    ASSERT_TRUE(r.has_value());
    EXPECT_EQ(r->binary, "threaded");
    compiled += r->provenance == Provenance::Compiled;
  }
  EXPECT_EQ(compiled, 1);
}

TEST_F(CacheTest, StaleLockOfDeadProcessIsBroken) {
  DiskCache cache(config());
  std::string shard = cache.versionDir() + "/5a";
  ASSERT_FALSE(fs::create_directories(shard));
  char host[256] = {};
  ::gethostname(host, sizeof(host) - 1);
  spit(shard + "/5a5a.lock", std::string(host) + " 2147483000"); // no such pid
  auto t0 = std::chrono::steady_clock::now();
  int calls = 0;
  auto r = get(cache, "5a5a", "fresh", &calls);
  ASSERT_TRUE(bool(r)) << llvm::toString(r.takeError());
  EXPECT_EQ(r->provenance, Provenance::Compiled);
  EXPECT_EQ(calls, 1);
  EXPECT_LT(std::chrono::steady_clock::now() - t0, std::chrono::seconds(5));
  EXPECT_FALSE(fs::exists(shard + "/5a5a.lock"));
}

TEST_F(CacheTest, CorruptEntriesAreDetectedAndRebuilt) {
  struct Case {
    const char *name;
    std::function<void(const std::string &bin, const std::string &json)> damage;
    const char *why;
  };
  std::vector<Case> cases = {
      {"truncated", [](auto &bin, auto &) { ASSERT_EQ(::truncate(bin.c_str(), 100), 0); },
       "size mismatch"},
      {"bitflip",
       [](auto &bin, auto &) {
         std::string b = slurp(bin);
         b[b.size() / 2] ^= 0x10;
         spit(bin, b);
       },
       "checksum mismatch"},
      {"garbage-json", [](auto &, auto &json) { spit(json, "{\"bytes\": 12, garbage"); },
       "unreadable metadata"},
      {"missing-bin", [](auto &bin, auto &) { ASSERT_FALSE(fs::remove(bin)); }, "missing binary"},
  };
  DiskCache cache(config());
  std::string bin = helperBinary("good");
  for (const Case &c : cases) {
    SCOPED_TRACE(c.name);
    ASSERT_FALSE(bool(cache.clear()));
    ASSERT_TRUE(bool(get(cache, "c0ffee", bin)));
    c.damage(binPath(cache, "c0ffee"), jsonPath(cache, "c0ffee"));
    auto listed = cache.list(true);
    ASSERT_TRUE(bool(listed));
    ASSERT_EQ(listed->size(), 1u);
    EXPECT_FALSE((*listed)[0].valid);
    EXPECT_NE((*listed)[0].problem.find(c.why), std::string::npos) << (*listed)[0].problem;

    int calls = 0;
    auto r = get(cache, "c0ffee", bin, &calls);
    ASSERT_TRUE(bool(r)) << llvm::toString(r.takeError());
    EXPECT_EQ(r->provenance, Provenance::Rebuilt);
    EXPECT_EQ(provenanceName(r->provenance), "rebuilt");
    EXPECT_TRUE(llvm::StringRef(r->note).starts_with(std::string("corrupt entry c0ffee: ") + c.why))
        << r->note;
    EXPECT_TRUE(llvm::StringRef(r->note).ends_with("; rebuilt")) << r->note;
    EXPECT_EQ(r->binary, bin);
    EXPECT_EQ(calls, 1);
    auto again = get(cache, "c0ffee", bin, &calls);
    ASSERT_TRUE(bool(again));
    EXPECT_EQ(again->provenance, Provenance::DiskHit);
    EXPECT_EQ(calls, 1);
  }
}

} // namespace
