// Disk cache: read-only and disabled modes, LRU pruning, listing, configuration.
#include "cache_fixture.h"

namespace {

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
