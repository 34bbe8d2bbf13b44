//===- cache.cpp - On-disk kernel cache: configuration, lookup, publication -===//
//
// docs/spec.md §12. See cache.h for the layout. Publication protocol (Normal mode):
//   1. read without a lock: a good entry is a hit;
//   2. else lock `<key>.lock` (cache_entry::EntryLock: flock, waiting for its holder) and
//      re-check: another process may have published meanwhile (the holder publishes
//      before it unlocks);
//   3. else compile, write `<key>.bin` then `<key>.json` (the commit record), each to a
//      unique temp file in the same directory, fsync, rename.
// Removal (prune, clear, corrupt entries) takes the same lock and deletes the .json
// first, so a concurrent reader sees a miss rather than a half-removed entry, and never
// interleaves with a publication (cache_maintenance.cpp).
//
//===----------------------------------------------------------------------===//
#include "logpjit/cache.h"
#include "logpjit/errors.h"
#include "runtime/cache/cache_entry.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/BLAKE3.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <fcntl.h>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <sys/stat.h>
#include <unistd.h>

namespace logpjit {
namespace fs = llvm::sys::fs;
namespace path = llvm::sys::path;
using nlohmann::json;
using namespace cache_entry;

namespace {

/// How long a writer waits for another process compiling the same key (a compile takes
/// seconds; a holder stuck longer is treated as gone).
constexpr std::chrono::milliseconds kOwnerWait{90000};

/// A CacheError about `path` (a file or the cache directory).
llvm::Error err(std::string path, std::string msg) { return cacheError(std::move(path), msg); }
/// A bad setting (an environment variable): an InvalidArgumentError naming it.
llvm::Error badSetting(std::string var, std::string msg) {
  return invalidArgument(std::move(var), std::move(msg));
}

/// Writes `data` to a unique temp file next to `final_path`, fsyncs it and renames it.
llvm::Error writeAtomic(llvm::StringRef final_path, llvm::StringRef data) {
  llvm::SmallString<256> model(path::parent_path(final_path));
  path::append(model, fmt::format(".{}.tmp.{}.%%%%%%%%", path::filename(final_path).str(),
                                  llvm::sys::Process::getProcessId()));
  int fd = -1;
  llvm::SmallString<256> tmp;
  if (std::error_code ec = fs::createUniqueFile(model, fd, tmp))
    return err(model.str().str(),
               fmt::format("cannot create temp file {}: {}", model.str().str(), ec.message()));
  std::string why;
  for (size_t off = 0; off < data.size() && why.empty();) {
    ssize_t n = ::write(fd, data.data() + off, data.size() - off);
    if (n < 0 && errno != EINTR)
      why = fmt::format("write: {}", std::strerror(errno));
    else if (n == 0)
      why = "write: no progress (0 bytes written)";
    else if (n > 0)
      off += static_cast<size_t>(n);
  }
  if (why.empty() && ::fsync(fd) != 0)
    why = fmt::format("fsync: {}", std::strerror(errno));
  if (::close(fd) != 0 && why.empty())
    why = fmt::format("close: {}", std::strerror(errno));
  if (why.empty())
    if (std::error_code ec = fs::rename(tmp, final_path))
      why = fmt::format("rename: {}", ec.message());
  if (!why.empty()) {
    fs::remove(tmp);
    return err(final_path.str(), fmt::format("cannot write {}: {}", final_path.str(), why));
  }
  return llvm::Error::success();
}

void fsyncDir(llvm::StringRef dir) {
  int fd = ::open(dir.str().c_str(), O_RDONLY | O_DIRECTORY);
  if (fd >= 0) {
    ::fsync(fd);
    ::close(fd);
  }
}

} // namespace

llvm::StringRef provenanceName(Provenance p) {
  static constexpr const char *kNames[] = {"memory-hit", "hit", "miss", "rebuilt", "uncached"};
  auto i = static_cast<size_t>(p);
  return i < std::size(kNames) ? kNames[i] : "unknown";
}

llvm::Error CacheConfig::setDir(llvm::StringRef d) {
  llvm::SmallString<256> abs(d);
  if (std::error_code ec = fs::make_absolute(abs))
    return err(std::string(d), fmt::format("cache dir {}: {}", d, ec.message()));
  path::remove_dots(abs, /*remove_dot_dot=*/true);
  dir = abs.str().str();
  return llvm::Error::success();
}

llvm::Expected<CacheConfig> CacheConfig::fromEnv() {
  auto env = [](const char *name) -> std::string {
    const char *v = std::getenv(name);
    return v ? v : "";
  };
  CacheConfig c;
  llvm::SmallString<256> dir;
  if (std::string d = env("LOGPJIT_CACHE_DIR"); !d.empty())
    dir = d;
  else if (std::string x = env("XDG_CACHE_HOME"); !x.empty())
    path::append(dir, x, "logpjit");
  else if (std::string h = env("HOME"); !h.empty())
    path::append(dir, h, ".cache", "logpjit");
  else
    return err("", "cannot locate the kernel cache: set LOGPJIT_CACHE_DIR or HOME");
  if (llvm::Error e = c.setDir(dir))
    return std::move(e);

  std::string mode = env("LOGPJIT_CACHE_MODE");
  if (mode.empty() || mode == "normal")
    c.mode = CacheMode::Normal;
  else if (mode == "readonly")
    c.mode = CacheMode::ReadOnly;
  else if (mode == "disabled")
    c.mode = CacheMode::Disabled;
  else
    return badSetting(
        "LOGPJIT_CACHE_MODE",
        fmt::format("LOGPJIT_CACHE_MODE='{}': expected normal, readonly or disabled", mode));

  std::string max = env("LOGPJIT_CACHE_MAX_BYTES");
  if (!max.empty() &&
      (!llvm::all_of(max, llvm::isDigit) || llvm::StringRef(max).getAsInteger(10, c.max_bytes)))
    return badSetting(
        "LOGPJIT_CACHE_MAX_BYTES",
        fmt::format("LOGPJIT_CACHE_MAX_BYTES='{}': expected a decimal number of bytes", max));
  return c;
}

DiskCache::DiskCache(CacheConfig config) : config_(std::move(config)) {}

std::string DiskCache::versionDir() const {
  llvm::SmallString<256> d(config_.dir);
  path::append(d, fmt::format("v{}", kCacheFormatVersion));
  return d.str().str();
}

/// One mutex per cache entry path, shared by the threads of this process.
/// Never destroyed: a background compile (runtime/core/tiered_jit.cpp) may still take a key
/// while the process exits.
static std::shared_ptr<std::mutex> processKeyMutex(const std::string &path) {
  static auto *tableMu = new std::mutex;
  static auto *table = new std::map<std::string, std::weak_ptr<std::mutex>>;
  std::lock_guard<std::mutex> lock(*tableMu);
  std::shared_ptr<std::mutex> m = (*table)[path].lock();
  if (!m) {
    m = std::make_shared<std::mutex>();
    (*table)[path] = m;
  }
  return m;
}

/// The metadata text as a JSON object, or the error naming the entry.
static llvm::Expected<json> parseMetadata(llvm::StringRef text, llvm::StringRef spec_summary) {
  json meta = json::parse(text.begin(), text.end(), nullptr, false);
  if (meta.is_discarded() || !meta.is_object())
    return err("", fmt::format("cache metadata for {} is not a JSON object", spec_summary.str()));
  return meta;
}

llvm::Expected<DiskCache::Result>
DiskCache::getOrCompile(llvm::StringRef key, llvm::StringRef spec_summary,
                        llvm::StringRef metadata_json,
                        llvm::unique_function<llvm::Expected<std::string>()> compile) {
  if (auto meta = parseMetadata(metadata_json, spec_summary); !meta)
    return meta.takeError();
  return getOrCompile(
      key, spec_summary, [text = metadata_json.str()] { return text; }, std::move(compile));
}

llvm::Expected<DiskCache::Result>
DiskCache::getOrCompile(llvm::StringRef key, llvm::StringRef spec_summary,
                        llvm::unique_function<std::string()> metadata_json,
                        llvm::unique_function<llvm::Expected<std::string>()> compile) {
  if (!validKey(key))
    return err(config_.dir, fmt::format("invalid cache key '{}'", key.str()));

  Result res;
  auto runCompile = [&]() -> llvm::Error {
    auto t0 = std::chrono::steady_clock::now();
    llvm::Expected<std::string> bin = compile();
    res.compile_ms =
        std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
    if (!bin)
      return bin.takeError();
    res.binary = std::move(*bin);
    return llvm::Error::success();
  };
  if (config_.mode == CacheMode::Disabled) {
    if (llvm::Error e = runCompile())
      return e;
    res.provenance = Provenance::Uncached;
    return res;
  }

  EntryPaths p = entryPaths(versionDir(), key);
  std::string corrupt_why;
  // A verified entry is a hit; a corrupt one is remembered (and removed in Normal mode).
  auto tryRead = [&]() -> bool {
    ReadResult r = readEntry(p, key);
    if (r.state == ReadState::Hit) {
      if (config_.mode == CacheMode::Normal)
        ::utimensat(AT_FDCWD, p.bin.c_str(), nullptr, 0); // LRU: now
      res.binary = std::move(r.binary);
      res.provenance = Provenance::DiskHit;
      return true;
    }
    // Only the latest read counts: an entry found corrupt and then removed is a miss.
    corrupt_why = r.state == ReadState::Corrupt ? r.why : "";
    return false;
  };
  if (tryRead())
    return res;
  if (config_.mode == CacheMode::ReadOnly) {
    if (!corrupt_why.empty())
      return err(config_.dir, fmt::format("readonly cache {}: corrupt entry for {}: {}",
                                          config_.dir, spec_summary.str(), corrupt_why));
    return err(config_.dir,
               fmt::format("readonly cache {}: no entry for {}", config_.dir, spec_summary.str()));
  }

  // Normal-mode miss. Threads of this process first serialize on the key (the file lock
  // below excludes them too; the mutex keeps them from polling it), then re-check.
  std::shared_ptr<std::mutex> keyMutex = processKeyMutex(p.lock);
  std::lock_guard<std::mutex> keyLock(*keyMutex);
  if (tryRead())
    return res;
  // Failing to write the cache never fails the caller: it still gets the compiled binary,
  // with a note.
  std::string disk_problem;
  if (std::error_code ec = fs::create_directories(p.dir))
    disk_problem = fmt::format("cannot create {}: {}", p.dir, ec.message());
  // Another process compiling this key holds the lock: wait for it (then its entry is
  // there), up to kOwnerWait; a holder stuck longer, or a lock that cannot be made, leaves
  // this process to compile unlocked (the renames keep publication atomic).
  std::unique_ptr<EntryLock> lock;
  std::string unlocked;
  if (disk_problem.empty()) {
    lock = EntryLock::acquire(p, kOwnerWait, &unlocked);
    if (tryRead())
      return res;
    if (!lock && unlocked.empty())
      unlocked = fmt::format("{} held past {} s", p.lock, kOwnerWait.count() / 1000);
  }

  if (!corrupt_why.empty() && lock) // unlocked, the renames replace it
    removeEntry(p);
  if (llvm::Error e = runCompile())
    return e;
  res.provenance = corrupt_why.empty() ? Provenance::Compiled : Provenance::Rebuilt;
  if (!corrupt_why.empty())
    res.note = fmt::format("corrupt entry {}: {}; rebuilt", key.str(), corrupt_why);
  if (!unlocked.empty())
    res.note += fmt::format("{}compiled without the cache lock: {}", res.note.empty() ? "" : "; ",
                            unlocked);

  json meta;
  if (disk_problem.empty()) { // made only now: a hit never pays for it
    auto parsed = parseMetadata(metadata_json(), spec_summary);
    if (parsed)
      meta = std::move(*parsed);
    else // like any other failure to write: the caller still gets its binary
      disk_problem = llvm::toString(parsed.takeError());
  }
  if (disk_problem.empty()) {
    meta["key"] = key.str();
    meta["spec"] = spec_summary.str();
    meta["bytes"] = static_cast<uint64_t>(res.binary.size());
    meta["blake3"] = blake3Hex(res.binary);
    meta["created"] = static_cast<int64_t>(std::time(nullptr));
    meta["compile_ms"] = res.compile_ms;
    meta["format"] = kCacheFormatVersion;
    llvm::Error e = writeAtomic(p.bin, res.binary);
    if (!e)
      e = writeAtomic(p.json, meta.dump(2) + "\n");
    if (e)
      disk_problem = llvm::toString(std::move(e));
    else
      fsyncDir(p.dir);
  }
  lock.reset(); // unlock only after publishing, so waiters' re-check finds the entry
  if (!disk_problem.empty()) {
    res.note += fmt::format("{}cache not written: {}", res.note.empty() ? "" : "; ", disk_problem);
    return res;
  }
  if (config_.max_bytes > 0)
    pruneDir(versionDir(), config_.max_bytes, key);
  return res;
}

llvm::Expected<std::optional<DiskCache::Result>>
DiskCache::lookup(llvm::StringRef key, llvm::StringRef spec_summary) const {
  if (!validKey(key))
    return err(config_.dir, fmt::format("invalid cache key '{}'", key.str()));
  if (config_.mode == CacheMode::Disabled)
    return std::nullopt;
  EntryPaths p = entryPaths(versionDir(), key);
  ReadResult r = readEntry(p, key);
  if (r.state == ReadState::Corrupt)
    return err(config_.dir, fmt::format("corrupt cache entry for {} in {}: {}", spec_summary.str(),
                                        config_.dir, r.why));
  if (r.state == ReadState::Miss)
    return std::nullopt;
  if (config_.mode == CacheMode::Normal)
    ::utimensat(AT_FDCWD, p.bin.c_str(), nullptr, 0); // LRU: now
  Result res;
  res.binary = std::move(r.binary);
  res.provenance = Provenance::DiskHit;
  return res;
}

} // namespace logpjit
