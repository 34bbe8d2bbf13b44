//===- cache.cpp - On-disk kernel cache -------------------------------------===//
//
// DESIGN §4. See cache.h for the layout. Publication protocol (Normal mode):
//   1. read without a lock: a good entry is a hit;
//   2. else lock `<key>.lock` (llvm::LockFileManager) and re-check: another process may
//      have published meanwhile (the lock owner publishes before it unlocks);
//   3. else compile, write `<key>.bin` then `<key>.json` (the commit record), each to a
//      unique temp file in the same directory, fsync, rename.
// Removal (prune, corrupt entries) deletes the .json first, so a concurrent reader sees
// a miss rather than a half-removed entry.
//
//===----------------------------------------------------------------------===//
#include "logpjit/cache.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/BLAKE3.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/LockFileManager.h"
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

namespace {

llvm::Error err(std::string msg) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(), msg);
}

std::string blake3Hex(llvm::StringRef data) {
  return llvm::toHex(llvm::BLAKE3::hash(llvm::arrayRefFromStringRef(data)), /*LowerCase=*/true);
}

std::optional<std::string> readFile(const llvm::Twine &p) {
  // IsVolatile: read(), never mmap, so a file truncated under us cannot SIGBUS.
  auto mb = llvm::MemoryBuffer::getFile(p, /*IsText=*/false, /*RequiresNullTerminator=*/false,
                                        /*IsVolatile=*/true);
  if (!mb)
    return std::nullopt;
  return (*mb)->getBuffer().str();
}

/// Writes `data` to a unique temp file next to `final_path`, fsyncs it and renames it.
llvm::Error writeAtomic(llvm::StringRef final_path, llvm::StringRef data) {
  llvm::SmallString<256> model(path::parent_path(final_path));
  path::append(model, fmt::format(".{}.tmp.{}.%%%%%%%%", path::filename(final_path).str(),
                                  llvm::sys::Process::getProcessId()));
  int fd = -1;
  llvm::SmallString<256> tmp;
  if (std::error_code ec = fs::createUniqueFile(model, fd, tmp))
    return err(fmt::format("cannot create temp file {}: {}", model.str().str(), ec.message()));
  std::string why;
  for (size_t off = 0; off < data.size() && why.empty();) {
    ssize_t n = ::write(fd, data.data() + off, data.size() - off);
    if (n < 0 && errno != EINTR)
      why = fmt::format("write: {}", std::strerror(errno));
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
    return err(fmt::format("cannot write {}: {}", final_path.str(), why));
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

/// Paths of one entry.
struct EntryPaths {
  std::string dir, bin, json, lock_base; ///< lock file is `<lock_base>.lock`
};

EntryPaths entryPaths(llvm::StringRef version_dir, llvm::StringRef key) {
  llvm::SmallString<256> d(version_dir);
  path::append(d, key.take_front(2));
  std::string base = (d + "/" + key).str();
  return {d.str().str(), base + ".bin", base + ".json", base};
}

enum class ReadState { Hit, Miss, Corrupt };
struct ReadResult {
  ReadState state = ReadState::Miss;
  std::string binary; ///< on Hit
  std::string why;    ///< on Corrupt
};

/// Reads and verifies one entry: metadata parses, the binary exists with the recorded
/// size and BLAKE3 checksum.
ReadResult readEntry(const EntryPaths &p, llvm::StringRef key) {
  ReadResult r;
  std::optional<std::string> meta_text = readFile(p.json);
  if (!meta_text)
    return r; // no commit record: a miss (an orphan .bin is not an entry)
  auto corrupt = [&](std::string why) {
    r.state = ReadState::Corrupt;
    r.why = std::move(why);
    return r;
  };
  json meta = json::parse(*meta_text, nullptr, /*allow_exceptions=*/false);
  if (meta.is_discarded() || !meta.is_object())
    return corrupt("unreadable metadata");
  auto bytes = meta.find("bytes");
  auto sum = meta.find("blake3");
  if (bytes == meta.end() || !bytes->is_number_unsigned() || sum == meta.end() || !sum->is_string())
    return corrupt("metadata lacks bytes/blake3");
  if (auto k = meta.find("key"); k != meta.end() && (!k->is_string() || *k != key.str()))
    return corrupt("metadata is for another key");
  std::optional<std::string> bin = readFile(p.bin);
  if (!bin) {
    if (!fs::exists(p.json))
      return ReadResult{}; // removed concurrently (prune): a miss
    return corrupt("missing binary");
  }
  uint64_t want = bytes->get<uint64_t>();
  if (bin->size() != want)
    return corrupt(fmt::format("size mismatch (expected {} bytes, found {})", want, bin->size()));
  if (blake3Hex(*bin) != sum->get<std::string>())
    return corrupt("checksum mismatch");
  r.state = ReadState::Hit;
  r.binary = std::move(*bin);
  return r;
}

/// Removes an entry: metadata first, so concurrent readers see a miss.
void removeEntry(const EntryPaths &p) {
  fs::remove(p.json);
  fs::remove(p.bin);
}

bool validKey(llvm::StringRef key) {
  return key.size() >= 2 &&
         llvm::all_of(key, [](char c) { return llvm::isAlnum(c) || c == '_' || c == '-'; });
}

/// Paths of the directory's children (none if it cannot be read).
std::vector<std::string> listDir(llvm::StringRef dir) {
  std::vector<std::string> out;
  std::error_code ec;
  for (fs::directory_iterator it(dir, ec), end; !ec && it != end; it.increment(ec))
    out.push_back(it->path());
  return out;
}

/// An entry as found on disk (a `*.json`, or an orphan `*.bin`).
struct Scanned {
  CacheEntryInfo info;
  EntryPaths paths;
  int64_t mtime_ns = 0; ///< finer than info.last_use, for LRU order
  bool orphan = false;
};

std::vector<Scanned> scan(llvm::StringRef version_dir) {
  std::vector<Scanned> out;
  for (const std::string &shard : listDir(version_dir)) {
    for (const std::string &file : listDir(shard)) {
      llvm::StringRef name = path::filename(file);
      if (name.starts_with("."))
        continue; // temp files
      bool is_json = name.ends_with(".json");
      if (!is_json && !name.ends_with(".bin"))
        continue; // lock files
      llvm::StringRef key = path::stem(name);
      Scanned s;
      s.paths = entryPaths(version_dir, key);
      if (!is_json && fs::exists(s.paths.json))
        continue; // listed through its .json
      s.orphan = !is_json;
      s.info.key = key.str();
      fs::file_status bin_st, json_st;
      bool has_bin = !fs::status(s.paths.bin, bin_st);
      bool has_json = !fs::status(s.paths.json, json_st);
      if (!has_bin && !has_json)
        continue; // vanished meanwhile
      s.info.bytes = (has_bin ? bin_st.getSize() : 0) + (has_json ? json_st.getSize() : 0);
      auto t = (has_bin ? bin_st : json_st).getLastModificationTime();
      s.mtime_ns =
          std::chrono::duration_cast<std::chrono::nanoseconds>(t.time_since_epoch()).count();
      s.info.last_use = s.mtime_ns / 1000000000;
      if (is_json) {
        json meta = json::parse(readFile(s.paths.json).value_or(""), nullptr, false);
        if (meta.is_object()) {
          if (auto it = meta.find("target"); it != meta.end() && it->is_string())
            s.info.target = it->get<std::string>();
          if (auto it = meta.find("spec"); it != meta.end() && it->is_string())
            s.info.spec = it->get<std::string>();
        }
      }
      out.push_back(std::move(s));
    }
  }
  std::sort(out.begin(), out.end(),
            [](const Scanned &a, const Scanned &b) { return a.info.key < b.info.key; });
  return out;
}

/// LRU-prunes committed entries until their total is <= max_bytes, never removing
/// `keep` (the entry just published). Orphan binaries are left alone: one may be a
/// publication in progress.
int pruneDir(llvm::StringRef version_dir, uint64_t max_bytes, llvm::StringRef keep) {
  std::vector<Scanned> entries = scan(version_dir);
  llvm::erase_if(entries, [](const Scanned &s) { return s.orphan; });
  uint64_t total = 0;
  for (const Scanned &s : entries)
    total += s.info.bytes;
  std::stable_sort(entries.begin(), entries.end(),
                   [](const Scanned &a, const Scanned &b) { return a.mtime_ns < b.mtime_ns; });
  int removed = 0;
  for (const Scanned &s : entries) {
    if (total <= max_bytes)
      break;
    if (s.info.key == keep)
      continue;
    removeEntry(s.paths);
    total -= std::min(total, s.info.bytes);
    ++removed;
  }
  return removed;
}

} // namespace

llvm::StringRef provenanceName(Provenance p) {
  static constexpr const char *kNames[] = {"memory-hit", "hit", "miss", "rebuilt", "uncached"};
  auto i = static_cast<size_t>(p);
  return i < std::size(kNames) ? kNames[i] : "unknown";
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
    return err("cannot locate the kernel cache: set LOGPJIT_CACHE_DIR or HOME");
  if (std::error_code ec = fs::make_absolute(dir))
    return err(fmt::format("cache dir {}: {}", dir.str().str(), ec.message()));
  path::remove_dots(dir, /*remove_dot_dot=*/true);
  c.dir = dir.str().str();

  std::string mode = env("LOGPJIT_CACHE_MODE");
  if (mode.empty() || mode == "normal")
    c.mode = CacheMode::Normal;
  else if (mode == "readonly")
    c.mode = CacheMode::ReadOnly;
  else if (mode == "disabled")
    c.mode = CacheMode::Disabled;
  else
    return err(fmt::format("LOGPJIT_CACHE_MODE='{}': expected normal, readonly or disabled", mode));

  std::string max = env("LOGPJIT_CACHE_MAX_BYTES");
  if (!max.empty() &&
      (!llvm::all_of(max, llvm::isDigit) || llvm::StringRef(max).getAsInteger(10, c.max_bytes)))
    return err(
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
static std::shared_ptr<std::mutex> processKeyMutex(const std::string &path) {
  static std::mutex tableMu;
  static std::map<std::string, std::weak_ptr<std::mutex>> table;
  std::lock_guard<std::mutex> lock(tableMu);
  std::shared_ptr<std::mutex> m = table[path].lock();
  if (!m) {
    m = std::make_shared<std::mutex>();
    table[path] = m;
  }
  return m;
}

llvm::Expected<DiskCache::Result>
DiskCache::getOrCompile(llvm::StringRef key, llvm::StringRef spec_summary,
                        llvm::StringRef metadata_json,
                        llvm::unique_function<llvm::Expected<std::string>()> compile) {
  json meta = json::parse(metadata_json.begin(), metadata_json.end(), nullptr, false);
  if (meta.is_discarded() || !meta.is_object())
    return err(fmt::format("cache metadata for {} is not a JSON object", spec_summary.str()));
  if (!validKey(key))
    return err(fmt::format("invalid cache key '{}'", key.str()));

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
    if (r.state == ReadState::Corrupt)
      corrupt_why = r.why;
    return false;
  };
  if (tryRead())
    return res;
  if (config_.mode == CacheMode::ReadOnly) {
    if (!corrupt_why.empty())
      return err(fmt::format("readonly cache {}: corrupt entry for {}: {}", config_.dir,
                             spec_summary.str(), corrupt_why));
    return err(fmt::format("readonly cache {}: no entry for {}", config_.dir, spec_summary.str()));
  }

  // Normal-mode miss. Threads of this process first serialize on the key: the file lock
  // below is per process, and a thread racing the owner's lock-file creation can see an
  // error state and compile a second time. Then re-check.
  std::shared_ptr<std::mutex> keyMutex = processKeyMutex(p.lock_base);
  std::lock_guard<std::mutex> keyLock(*keyMutex);
  if (tryRead())
    return res;
  // Failing to write the cache never fails the caller: it still gets the compiled binary,
  // with a note.
  std::string disk_problem;
  if (std::error_code ec = fs::create_directories(p.dir))
    disk_problem = fmt::format("cannot create {}: {}", p.dir, ec.message());
  std::optional<llvm::LockFileManager> lock;
  for (int attempt = 0; disk_problem.empty() && attempt < 64; ++attempt) {
    lock.reset();
    lock.emplace(p.lock_base);
    if (lock->getState() == llvm::LockFileManager::LFS_Owned) {
      if (tryRead()) // published while we were not holding the lock
        return res;
      break;
    }
    if (lock->getState() == llvm::LockFileManager::LFS_Error) {
      lock.reset(); // compile unlocked; the renames keep publication atomic
      break;
    }
    // LFS_Shared: another process is compiling this key. Wait, then re-check.
    // Res_OwnerDied is also what a normal unlock looks like (the lock base path is never
    // created), so every outcome is handled the same way.
    auto waited = lock->waitForUnlock();
    lock.reset();
    if (tryRead())
      return res;
    if (waited == llvm::LockFileManager::Res_Timeout)
      break; // owner stuck: compile unlocked
  }

  if (!corrupt_why.empty())
    removeEntry(p);
  if (llvm::Error e = runCompile())
    return e;
  res.provenance = corrupt_why.empty() ? Provenance::Compiled : Provenance::Rebuilt;
  if (!corrupt_why.empty())
    res.note = fmt::format("corrupt entry {}: {}; rebuilt", key.str(), corrupt_why);

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
    return err(fmt::format("invalid cache key '{}'", key.str()));
  if (config_.mode == CacheMode::Disabled)
    return std::nullopt;
  EntryPaths p = entryPaths(versionDir(), key);
  ReadResult r = readEntry(p, key);
  if (r.state == ReadState::Corrupt)
    return err(fmt::format("corrupt cache entry for {} in {}: {}", spec_summary.str(), config_.dir,
                           r.why));
  if (r.state == ReadState::Miss)
    return std::nullopt;
  if (config_.mode == CacheMode::Normal)
    ::utimensat(AT_FDCWD, p.bin.c_str(), nullptr, 0); // LRU: now
  Result res;
  res.binary = std::move(r.binary);
  res.provenance = Provenance::DiskHit;
  return res;
}

llvm::Expected<std::vector<CacheEntryInfo>> DiskCache::list(bool verify) const {
  std::vector<CacheEntryInfo> out;
  for (Scanned &s : scan(versionDir())) {
    if (s.orphan) {
      if (!verify)
        continue;
      s.info.valid = false;
      s.info.problem = "no metadata";
    } else if (verify) {
      ReadResult r = readEntry(s.paths, s.info.key);
      if (r.state == ReadState::Miss)
        continue; // removed meanwhile
      s.info.valid = r.state == ReadState::Hit;
      s.info.problem = r.why;
    }
    out.push_back(std::move(s.info));
  }
  return out;
}

llvm::Expected<int> DiskCache::prune(uint64_t max_bytes) {
  if (config_.mode == CacheMode::ReadOnly)
    return err(fmt::format("readonly cache {}: prune is not allowed", config_.dir));
  return pruneDir(versionDir(), max_bytes, "");
}

llvm::Error DiskCache::clear() {
  if (config_.mode == CacheMode::ReadOnly)
    return err(fmt::format("readonly cache {}: clear is not allowed", config_.dir));
  std::string failed;
  for (const std::string &shard : listDir(versionDir())) {
    std::vector<std::string> files = listDir(shard);
    // Metadata first, as everywhere else, so concurrent readers see misses.
    std::stable_partition(files.begin(), files.end(), [](const std::string &f) {
      return llvm::StringRef(f).ends_with(".json");
    });
    for (const std::string &f : files)
      if (std::error_code rc = fs::remove(f); rc && failed.empty())
        failed = fmt::format("cannot remove {}: {}", f, rc.message());
    fs::remove(shard); // fails harmlessly if a writer recreated something meanwhile
  }
  if (!failed.empty())
    return err(failed);
  return llvm::Error::success();
}

} // namespace logpjit
