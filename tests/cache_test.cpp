//===- cache_test.cpp - Disk cache tests (DESIGN §4) ------------------------===//
#include "logpjit/cache.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/BLAKE3.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdlib>
#include <fcntl.h>
#include <fstream>
#include <functional>
#include <map>
#include <optional>
#include <sys/stat.h>
#include <thread>
#include <unistd.h>

#ifndef LOGPJIT_TEST_HELPER
#error "LOGPJIT_TEST_HELPER must name the cache_race_helper executable"
#endif

namespace {
using namespace logpjit;
namespace fs = llvm::sys::fs;

std::string blake3Hex(llvm::StringRef s) {
  return llvm::toHex(llvm::BLAKE3::hash(llvm::arrayRefFromStringRef(s)), true);
}

/// What cache_race_helper compiles for `seed` (keep in sync with the helper).
std::string helperBinary(const std::string &seed) {
  std::string out;
  while (out.size() < 64 * 1024)
    out += seed;
  return out;
}

std::string slurp(const std::string &p) {
  auto mb = llvm::MemoryBuffer::getFile(p, false, false, true);
  return mb ? (*mb)->getBuffer().str() : std::string();
}

void spit(const std::string &p, const std::string &data) {
  std::ofstream(p, std::ios::binary | std::ios::trunc) << data;
}

/// All regular files under `dir`, recursively (empty if it does not exist).
std::vector<std::string> filesUnder(const std::string &dir) {
  std::vector<std::string> out;
  std::error_code ec;
  for (fs::recursive_directory_iterator it(dir, ec), end; !ec && it != end; it.increment(ec))
    out.push_back(it->path());
  return out;
}

void setMtime(const std::string &p, int64_t secs) {
  struct timespec ts[2] = {{secs, 0}, {secs, 0}};
  ASSERT_EQ(::utimensat(AT_FDCWD, p.c_str(), ts, 0), 0) << p;
}

class CacheTest : public ::testing::Test {
protected:
  void SetUp() override {
    llvm::SmallString<128> d;
    ASSERT_FALSE(fs::createUniqueDirectory("logpjit-cache-test", d));
    dir = d.str().str();
  }
  void TearDown() override { fs::remove_directories(dir); }

  CacheConfig config(CacheMode mode = CacheMode::Normal, uint64_t max_bytes = 0) {
    CacheConfig c;
    c.dir = dir + "/cache";
    c.mode = mode;
    c.max_bytes = max_bytes;
    return c;
  }

  /// getOrCompile with a compiler returning `payload` and counting its calls.
  llvm::Expected<DiskCache::Result> get(DiskCache &cache, const std::string &key,
                                        const std::string &payload, int *calls = nullptr) {
    return cache.getOrCompile(key, "spec:" + key, R"({"target":"x86_64-test","tool":"t1"})",
                              [=]() -> llvm::Expected<std::string> {
                                if (calls)
                                  ++*calls;
                                return payload;
                              });
  }

  std::string binPath(DiskCache &c, const std::string &key) {
    return c.versionDir() + "/" + key.substr(0, 2) + "/" + key + ".bin";
  }
  std::string jsonPath(DiskCache &c, const std::string &key) {
    return c.versionDir() + "/" + key.substr(0, 2) + "/" + key + ".json";
  }

  /// Runs cache_race_helper; returns its exit code, stdout in `out`, stderr in `err`.
  int runHelper(const std::string &key, const std::string &payload, int sleep_ms, std::string *out,
                const std::string &mode = "normal", std::string *err = nullptr) {
    std::string out_file = dir + "/helper.out", err_file = dir + "/helper.err";
    std::string counter = dir + "/counter";
    std::vector<std::string> args = {LOGPJIT_TEST_HELPER,      config().dir, key, payload, counter,
                                     std::to_string(sleep_ms), mode};
    std::vector<llvm::StringRef> refs(args.begin(), args.end());
    std::optional<llvm::StringRef> redirects[] = {std::nullopt, llvm::StringRef(out_file),
                                                  llvm::StringRef(err_file)};
    int rc = llvm::sys::ExecuteAndWait(LOGPJIT_TEST_HELPER, refs, std::nullopt, redirects);
    *out = slurp(out_file);
    if (err)
      *err = slurp(err_file);
    return rc;
  }

  std::string dir;
};

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

TEST_F(CacheTest, ReadOnlyMissIsAnErrorAndWritesNothing) {
  DiskCache cache(config(CacheMode::ReadOnly));
  int calls = 0;
  auto r = get(cache, "ab12", "x", &calls);
  ASSERT_FALSE(bool(r));
  std::string msg = llvm::toString(r.takeError());
  EXPECT_EQ(msg, "readonly cache " + config().dir + ": no entry for spec:ab12");
  EXPECT_EQ(calls, 0);
  EXPECT_FALSE(fs::exists(config().dir));
  llvm::Error cleared = cache.clear(); // readonly: refused
  EXPECT_TRUE(bool(cleared));
  llvm::consumeError(std::move(cleared));
  EXPECT_FALSE(fs::exists(config().dir));
  // The helper in readonly mode reports the same error and exits 1.
  std::string out, err;
  EXPECT_EQ(runHelper("ab12", "x", 0, &out, "readonly", &err), 1);
  EXPECT_NE(err.find("readonly cache " + config().dir + ": no entry for helper:ab12"),
            std::string::npos)
      << err;
  EXPECT_FALSE(fs::exists(config().dir));
}

TEST_F(CacheTest, ReadOnlyHitAndCorruptEntry) {
  DiskCache writer(config());
  ASSERT_TRUE(bool(get(writer, "ab12", "good")));
  DiskCache ro(config(CacheMode::ReadOnly));
  auto hit = get(ro, "ab12", "x");
  ASSERT_TRUE(bool(hit));
  EXPECT_EQ(hit->provenance, Provenance::DiskHit);
  EXPECT_EQ(hit->binary, "good");
  spit(binPath(ro, "ab12"), "gooD");
  auto r = get(ro, "ab12", "x");
  ASSERT_FALSE(bool(r));
  EXPECT_EQ(llvm::toString(r.takeError()),
            "readonly cache " + config().dir + ": corrupt entry for spec:ab12: checksum mismatch");
  EXPECT_EQ(slurp(binPath(ro, "ab12")), "gooD"); // left alone
}

TEST_F(CacheTest, DisabledCompilesEveryTimeAndWritesNothing) {
  DiskCache cache(config(CacheMode::Disabled));
  int calls = 0;
  for (int i = 0; i < 3; ++i) {
    auto r = get(cache, "ab12", "x", &calls);
    ASSERT_TRUE(bool(r));
    EXPECT_EQ(r->provenance, Provenance::Uncached);
    EXPECT_EQ(provenanceName(r->provenance), "uncached");
    EXPECT_EQ(r->binary, "x");
  }
  EXPECT_EQ(calls, 3);
  EXPECT_FALSE(fs::exists(config().dir));
}

TEST_F(CacheTest, PruneRemovesLeastRecentlyUsedFirst) {
  DiskCache cache(config());
  std::string payload(1000, 'p');
  for (const char *k : {"aa01", "bb02", "cc03"})
    ASSERT_TRUE(bool(get(cache, k, payload)));
  setMtime(binPath(cache, "aa01"), 1000); // oldest
  setMtime(binPath(cache, "bb02"), 2000);
  setMtime(binPath(cache, "cc03"), 3000);
  // A hit makes aa01 the most recently used.
  auto hit = get(cache, "aa01", payload);
  ASSERT_TRUE(bool(hit));
  EXPECT_EQ(hit->provenance, Provenance::DiskHit);

  auto entries = cache.list();
  ASSERT_TRUE(bool(entries));
  ASSERT_EQ(entries->size(), 3u);
  uint64_t total = 0;
  for (auto &e : *entries)
    total += e.bytes;
  EXPECT_GT((*entries)[0].last_use, 3000); // aa01, touched now

  auto none = cache.prune(total);
  ASSERT_TRUE(bool(none));
  EXPECT_EQ(*none, 0);
  auto one = cache.prune(total - 1);
  ASSERT_TRUE(bool(one));
  EXPECT_EQ(*one, 1);
  entries = cache.list();
  ASSERT_TRUE(bool(entries));
  ASSERT_EQ(entries->size(), 2u);
  EXPECT_EQ((*entries)[0].key, "aa01");
  EXPECT_EQ((*entries)[1].key, "cc03");
  EXPECT_FALSE(fs::exists(binPath(cache, "bb02")));
  EXPECT_FALSE(fs::exists(jsonPath(cache, "bb02")));

  auto all = cache.prune(0);
  ASSERT_TRUE(bool(all));
  EXPECT_EQ(*all, 2);
  entries = cache.list();
  ASSERT_TRUE(bool(entries));
  EXPECT_TRUE(entries->empty());
}

TEST_F(CacheTest, MaxBytesPrunesAfterPublishButKeepsTheNewEntry) {
  std::string payload(1000, 'p');
  {
    DiskCache cache(config());
    ASSERT_TRUE(bool(get(cache, "aa01", payload)));
    ASSERT_TRUE(bool(get(cache, "bb02", payload)));
    setMtime(binPath(cache, "aa01"), 1000);
    setMtime(binPath(cache, "bb02"), 2000);
  }
  DiskCache probe(config());
  auto entries = probe.list();
  ASSERT_TRUE(bool(entries));
  uint64_t two = (*entries)[0].bytes + (*entries)[1].bytes;

  DiskCache capped(config(CacheMode::Normal, two + 100));
  ASSERT_TRUE(bool(get(capped, "cc03", payload)));
  entries = capped.list();
  ASSERT_TRUE(bool(entries));
  ASSERT_EQ(entries->size(), 2u);
  EXPECT_EQ((*entries)[0].key, "bb02");
  EXPECT_EQ((*entries)[1].key, "cc03");

  // A cap smaller than one entry still keeps the entry just published.
  DiskCache tiny(config(CacheMode::Normal, 1));
  ASSERT_TRUE(bool(get(tiny, "dd04", payload)));
  entries = tiny.list();
  ASSERT_TRUE(bool(entries));
  ASSERT_EQ(entries->size(), 1u);
  EXPECT_EQ((*entries)[0].key, "dd04");
}

TEST_F(CacheTest, ListReportsOrphansAndClearEmpties) {
  DiskCache cache(config());
  ASSERT_TRUE(bool(get(cache, "aa01", "one")));
  ASSERT_TRUE(bool(get(cache, "bb02", "two")));
  std::string shard = cache.versionDir() + "/cc";
  ASSERT_FALSE(fs::create_directories(shard));
  spit(shard + "/cc03.bin", "orphan");
  spit(shard + "/.cc03.bin.tmp.1.abcdefgh", "stale temp");
  spit(shard + "/cc03.lock", "stale lock");

  auto plain = cache.list();
  ASSERT_TRUE(bool(plain));
  EXPECT_EQ(plain->size(), 2u);
  auto verified = cache.list(true);
  ASSERT_TRUE(bool(verified));
  ASSERT_EQ(verified->size(), 3u);
  EXPECT_EQ((*verified)[2].key, "cc03");
  EXPECT_FALSE((*verified)[2].valid);
  EXPECT_EQ((*verified)[2].problem, "no metadata");

  ASSERT_FALSE(bool(cache.clear()));
  EXPECT_TRUE(filesUnder(cache.versionDir()).empty());
  auto after = cache.list(true);
  ASSERT_TRUE(bool(after));
  EXPECT_TRUE(after->empty());
  int calls = 0;
  auto r = get(cache, "aa01", "one", &calls);
  ASSERT_TRUE(bool(r));
  EXPECT_EQ(r->provenance, Provenance::Compiled);
}

TEST(CacheNames, ProvenanceNames) {
  EXPECT_EQ(provenanceName(Provenance::MemoryHit), "memory-hit");
  EXPECT_EQ(provenanceName(Provenance::DiskHit), "hit");
  EXPECT_EQ(provenanceName(Provenance::Compiled), "miss");
  EXPECT_EQ(provenanceName(Provenance::Rebuilt), "rebuilt");
  EXPECT_EQ(provenanceName(Provenance::Uncached), "uncached");
}

/// Sets environment variables for one scope and restores them afterwards.
class EnvGuard {
public:
  void set(const char *name, const char *value) {
    if (!saved_.count(name)) {
      const char *old = std::getenv(name);
      saved_[name] = old ? std::optional<std::string>(old) : std::nullopt;
    }
    if (value)
      ::setenv(name, value, 1);
    else
      ::unsetenv(name);
  }
  ~EnvGuard() {
    for (auto &[name, old] : saved_)
      old ? ::setenv(name.c_str(), old->c_str(), 1) : ::unsetenv(name.c_str());
  }

private:
  std::map<std::string, std::optional<std::string>> saved_;
};

TEST(CacheConfigTest, FromEnv) {
  EnvGuard env;
  env.set("LOGPJIT_CACHE_DIR", "/tmp/lpj/./cache");
  env.set("LOGPJIT_CACHE_MODE", nullptr);
  env.set("LOGPJIT_CACHE_MAX_BYTES", nullptr);
  auto c = CacheConfig::fromEnv();
  ASSERT_TRUE(bool(c)) << llvm::toString(c.takeError());
  EXPECT_EQ(c->dir, "/tmp/lpj/cache");
  EXPECT_EQ(c->mode, CacheMode::Normal);
  EXPECT_EQ(c->max_bytes, 0u);

  env.set("LOGPJIT_CACHE_DIR", nullptr);
  env.set("XDG_CACHE_HOME", "/xdg");
  c = CacheConfig::fromEnv();
  ASSERT_TRUE(bool(c));
  EXPECT_EQ(c->dir, "/xdg/logpjit");

  env.set("XDG_CACHE_HOME", nullptr);
  env.set("HOME", "/home/u");
  c = CacheConfig::fromEnv();
  ASSERT_TRUE(bool(c));
  EXPECT_EQ(c->dir, "/home/u/.cache/logpjit");

  env.set("LOGPJIT_CACHE_DIR", "relative/dir");
  c = CacheConfig::fromEnv();
  ASSERT_TRUE(bool(c));
  EXPECT_TRUE(llvm::sys::path::is_absolute(c->dir)) << c->dir;
  EXPECT_TRUE(llvm::StringRef(c->dir).ends_with("/relative/dir")) << c->dir;

  for (auto [text, mode] : {std::pair{"normal", CacheMode::Normal},
                            {"readonly", CacheMode::ReadOnly},
                            {"disabled", CacheMode::Disabled},
                            {"", CacheMode::Normal}}) {
    env.set("LOGPJIT_CACHE_MODE", text);
    c = CacheConfig::fromEnv();
    ASSERT_TRUE(bool(c)) << text;
    EXPECT_EQ(c->mode, mode) << text;
  }
  env.set("LOGPJIT_CACHE_MODE", "read-only");
  c = CacheConfig::fromEnv();
  ASSERT_FALSE(bool(c));
  EXPECT_EQ(llvm::toString(c.takeError()),
            "LOGPJIT_CACHE_MODE='read-only': expected normal, readonly or disabled");

  env.set("LOGPJIT_CACHE_MODE", nullptr);
  env.set("LOGPJIT_CACHE_MAX_BYTES", "1048576");
  c = CacheConfig::fromEnv();
  ASSERT_TRUE(bool(c));
  EXPECT_EQ(c->max_bytes, 1048576u);
  for (const char *bad : {"12MB", "-1", "0x10", " 5", "99999999999999999999999"}) {
    env.set("LOGPJIT_CACHE_MAX_BYTES", bad);
    c = CacheConfig::fromEnv();
    ASSERT_FALSE(bool(c)) << bad;
    EXPECT_NE(llvm::toString(c.takeError()).find("LOGPJIT_CACHE_MAX_BYTES"), std::string::npos);
  }
}

} // namespace
