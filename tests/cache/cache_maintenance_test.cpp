// Disk cache maintenance under concurrency (runtime/cache/cache_maintenance.cpp): prune and clear
// never touch an entry whose writer lock is held, verify does not report a publication in
// progress, debris of dead writers is removed and that of live ones kept.
#include "cache_fixture.h"
#include "runtime/cache/cache_entry.h"

#include <csignal>

namespace {

/// Holds the writer lock of `key` the way a publishing thread or process does.
std::unique_ptr<cache_entry::EntryLock> holdLock(DiskCache &c, const std::string &key) {
  auto lock = cache_entry::tryLockEntry(cache_entry::entryPaths(c.versionDir(), key));
  EXPECT_TRUE(lock != nullptr);
  return lock;
}

std::vector<std::string> keysOf(DiskCache &c, bool verify = false) {
  std::vector<std::string> out;
  auto listed = c.list(verify);
  EXPECT_TRUE(bool(listed));
  if (listed)
    for (auto &e : *listed)
      out.push_back(e.key + (e.valid ? "" : ":" + e.problem));
  return out;
}

// The writer lock (cache_entry::EntryLock): exclusive between threads of one process too,
// free again when its holder dies (a lock file nobody holds), its file unlinked as it is
// released, and a waiter that locked an unlinked file locks the path's file instead.
TEST_F(CacheTest, EntryLockExcludesThreadsSurvivesDeadHoldersAndLeavesNoFile) {
  using namespace cache_entry;
  DiskCache cache(config());
  const EntryPaths p = entryPaths(cache.versionDir(), "dd04");
  ASSERT_FALSE(fs::create_directories(p.dir));
  spit(p.lock, "a holder that died"); // its file stays, its flock went with it
  EXPECT_FALSE(lockHeld(p));
  auto held = tryLockEntry(p);
  ASSERT_TRUE(held != nullptr);
  EXPECT_TRUE(lockHeld(p));
  EXPECT_TRUE(tryLockEntry(p) == nullptr); // the same thread, another open file
  std::unique_ptr<EntryLock> waited;
  std::thread waiter([&] { waited = EntryLock::acquire(p, std::chrono::seconds(20)); });
  std::this_thread::sleep_for(std::chrono::milliseconds(50)); // the waiter holds the old file
  held.reset();                                               // unlinked, then unlocked
  waiter.join();
  ASSERT_TRUE(waited != nullptr);
  EXPECT_TRUE(fs::exists(p.lock)); // the file the waiter locked is the one the path names
  EXPECT_TRUE(lockHeld(p));
  EXPECT_TRUE(tryLockEntry(p) == nullptr);
  waited.reset();
  EXPECT_FALSE(fs::exists(p.lock));
  EXPECT_FALSE(lockHeld(p));
  // A clear removed the empty shard directory (between a writer's mkdir and its lock):
  // the lock makes it again.
  ASSERT_FALSE(fs::remove(p.dir));
  auto again = tryLockEntry(p);
  EXPECT_TRUE(again != nullptr);
}

// A writer killed while it holds the lock (in its compile): the kernel releases the flock,
// its lock file stays until the next writer of the key takes the lock, which it does at
// once (not after the 90 s a stuck holder gets), compiles, publishes and removes the file.
TEST_F(CacheTest, AKilledWritersLockIsFreeAtOnce) {
  DiskCache cache(config());
  const cache_entry::EntryPaths p = cache_entry::entryPaths(cache.versionDir(), "ee05");
  const std::string counter = dir + "/ee05.count";
  std::vector<std::string> args = {
      LOGPJIT_TEST_HELPER, config().dir, "ee05", "killed", counter, "30000"};
  std::vector<llvm::StringRef> refs(args.begin(), args.end());
  std::string why;
  llvm::sys::ProcessInfo info =
      llvm::sys::ExecuteNoWait(LOGPJIT_TEST_HELPER, refs, std::nullopt, {}, 0, &why);
  ASSERT_NE(info.Pid, 0) << why;
  const auto until = std::chrono::steady_clock::now() + std::chrono::seconds(20);
  while (!cache_entry::lockHeld(p) && std::chrono::steady_clock::now() < until)
    std::this_thread::sleep_for(std::chrono::milliseconds(5));
  ASSERT_TRUE(cache_entry::lockHeld(p)) << "the helper took the lock";
  ASSERT_EQ(::kill(info.Pid, SIGKILL), 0);
  llvm::sys::Wait(info, 20);
  EXPECT_TRUE(fs::exists(p.lock)); // left by the killed holder, held by nobody
  EXPECT_FALSE(cache_entry::lockHeld(p));
  const auto start = std::chrono::steady_clock::now();
  auto r = get(cache, "ee05", "after");
  ASSERT_TRUE(bool(r)) << llvm::toString(r.takeError());
  EXPECT_EQ(r->provenance, Provenance::Compiled);
  EXPECT_EQ(r->note, "");
  EXPECT_LT(std::chrono::steady_clock::now() - start, std::chrono::seconds(10));
  EXPECT_FALSE(fs::exists(p.lock));
  EXPECT_FALSE(fs::exists(counter)) << "the killed helper never finished its compile";
}

TEST_F(CacheTest, PruneAndClearSkipAnEntryWhoseLockIsHeld) {
  DiskCache cache(config());
  for (const char *k : {"aa01", "bb02", "cc03"})
    ASSERT_TRUE(bool(get(cache, k, std::string(1000, 'p'))));
  setMtime(binPath(cache, "aa01"), 1000); // the least recently used, but in use
  {
    auto lock = holdLock(cache, "aa01");
    auto n = cache.prune(0);
    ASSERT_TRUE(bool(n));
    EXPECT_EQ(*n, 2);
    EXPECT_EQ(keysOf(cache), std::vector<std::string>{"aa01"});
    ASSERT_FALSE(bool(cache.clear()));
    EXPECT_EQ(keysOf(cache), std::vector<std::string>{"aa01"});
  }
  ASSERT_FALSE(bool(cache.clear()));
  EXPECT_TRUE(keysOf(cache).empty());
  EXPECT_TRUE(filesUnder(cache.versionDir()).empty());
}

TEST_F(CacheTest, VerifySkipsAPublicationInProgressButReportsAnOrphan) {
  DiskCache cache(config());
  ASSERT_TRUE(bool(get(cache, "aa01", "one")));
  std::string shard = cache.versionDir() + "/cc";
  ASSERT_FALSE(fs::create_directories(shard));
  spit(shard + "/cc03.bin", "written, metadata not yet");
  {
    auto lock = holdLock(cache, "cc03"); // the writer is between its two renames
    EXPECT_EQ(keysOf(cache, true), std::vector<std::string>{"aa01"});
    auto n = cache.prune(UINT64_MAX); // debris removal must not take it either
    ASSERT_TRUE(bool(n));
    EXPECT_TRUE(fs::exists(shard + "/cc03.bin"));
  }
  // Its writer is gone: an orphan, reported by verify and removed by prune.
  EXPECT_EQ(keysOf(cache, true), (std::vector<std::string>{"aa01", "cc03:no metadata"}));
  auto n = cache.prune(UINT64_MAX);
  ASSERT_TRUE(bool(n));
  EXPECT_EQ(*n, 0); // debris is not an entry
  EXPECT_FALSE(fs::exists(shard + "/cc03.bin"));
  EXPECT_EQ(keysOf(cache, true), std::vector<std::string>{"aa01"});
}

TEST_F(CacheTest, PruneRemovesTempFilesOfDeadWritersOnly) {
  DiskCache cache(config());
  ASSERT_TRUE(bool(get(cache, "aa01", "one")));
  std::string shard = cache.versionDir() + "/aa";
  const std::string dead = shard + "/.aa01.bin.tmp.2147483000.abcdefgh"; // no such pid
  const std::string live = shard + "/.aa02.bin.tmp." + std::to_string(::getpid()) + ".abcdefgh";
  const std::string old = shard + "/.aa03.json.tmp." + std::to_string(::getpid()) + ".abcdefgh";
  for (const std::string &f : {dead, live, old})
    spit(f, "partial");
  setMtime(old, std::time(nullptr) - 3600); // a writer stuck for an hour: gone
  auto n = cache.prune(UINT64_MAX);
  ASSERT_TRUE(bool(n));
  EXPECT_EQ(*n, 0);
  EXPECT_FALSE(fs::exists(dead));
  EXPECT_TRUE(fs::exists(live)); // a live writer's file in progress
  EXPECT_FALSE(fs::exists(old));
  EXPECT_EQ(keysOf(cache, true), std::vector<std::string>{"aa01"});
  EXPECT_EQ(slurp(binPath(cache, "aa01")), "one");
}

TEST_F(CacheTest, ReadersOfARemovedEntryKeepTheirBytesAndThenMiss) {
  DiskCache cache(config());
  std::string payload = helperBinary("read-me");
  ASSERT_TRUE(bool(get(cache, "ab12", payload)));
  // An open reader (the unlink leaves its file readable) while prune removes the entry.
  int fd = ::open(binPath(cache, "ab12").c_str(), O_RDONLY);
  ASSERT_GE(fd, 0);
  auto n = cache.prune(0);
  ASSERT_TRUE(bool(n));
  EXPECT_EQ(*n, 1);
  std::string got(payload.size(), '\0');
  EXPECT_EQ(::pread(fd, got.data(), got.size(), 0), ssize_t(payload.size()));
  ::close(fd);
  EXPECT_EQ(got, payload);
  // A read-only lookup now misses cleanly (no "corrupt" report).
  DiskCache ro(config(CacheMode::ReadOnly));
  auto r = get(ro, "ab12", "x");
  ASSERT_FALSE(bool(r));
  EXPECT_EQ(llvm::toString(r.takeError()),
            "readonly cache " + config().dir + ": no entry for spec:ab12");
}

} // namespace
