//===- cache_maintenance.cpp - Disk cache: list, verify, prune, clear ------===//
//
// Safe with any number of processes looking up, publishing, pruning and clearing one
// directory at once:
//   - an entry is removed only under its writer lock (the lock publication holds), taken
//     without waiting: an entry being written is skipped, never half removed;
//   - removal deletes the .json (the commit record) first, so readers see a miss; a reader
//     that already opened the binary keeps reading it (unlink semantics);
//   - prune re-checks an entry's last use under the lock, so an entry hit since the scan
//     is not evicted as least recently used;
//   - debris of interrupted writers (an orphan .bin, temp files, lock files of killed
//     processes) is removed only under the lock and when its writer is gone;
//   - verify reports a .bin without metadata only when no publication or removal of it
//     is in progress (checked under its lock).
//
//===----------------------------------------------------------------------===//
#include "logpjit/cache.h"
#include "runtime/cache/cache_entry.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <csignal>
#include <map>

namespace logpjit {
namespace fs = llvm::sys::fs;
namespace path = llvm::sys::path;
using namespace cache_entry;

namespace {

/// Debris older than this belongs to a writer that is gone even when its pid cannot be
/// checked (another host sharing the directory).
constexpr int64_t kStaleSeconds = 600;

/// Everything on disk that belongs to one key.
struct KeyFiles {
  std::string key;
  EntryPaths paths;
  bool has_json = false, has_bin = false;
  std::vector<std::string> temps; ///< `.<key>.{bin,json}.tmp.<pid>.<random>`
  bool has_lock = false;          ///< `<key>.lock` (EntryLock; a dead holder's)
  uint64_t bytes = 0;             ///< .bin + .json
  int64_t mtime_ns = 0;           ///< .bin's (last use), else .json's
};

int64_t mtimeNs(const fs::file_status &st) {
  return std::chrono::duration_cast<std::chrono::nanoseconds>(
             st.getLastModificationTime().time_since_epoch())
      .count();
}

int64_t nowNs() {
  return std::chrono::duration_cast<std::chrono::nanoseconds>(
             std::chrono::system_clock::now().time_since_epoch())
      .count();
}

std::vector<std::string> listDir(llvm::StringRef dir) {
  std::vector<std::string> out;
  std::error_code ec;
  for (fs::directory_iterator it(dir, ec), end; !ec && it != end; it.increment(ec))
    out.push_back(it->path());
  return out;
}

/// Files the file `name` of a shard directory to its key's group (foreign files are
/// ignored).
void classify(llvm::StringRef name, std::map<std::string, KeyFiles> &groups,
              llvm::StringRef version_dir) {
  std::string key;
  enum { Json, Bin, Temp, Lock, Other } kind = Other;
  if (name.starts_with(".")) {
    llvm::StringRef rest = name.drop_front();
    for (llvm::StringRef marker : {".bin.tmp.", ".json.tmp."})
      if (size_t at = rest.find(marker); at != llvm::StringRef::npos) {
        key = rest.take_front(at).str();
        kind = Temp;
      }
  } else if (name.ends_with(".json")) {
    key = name.drop_back(5).str(), kind = Json;
  } else if (name.ends_with(".bin")) {
    key = name.drop_back(4).str(), kind = Bin;
  } else if (name.ends_with(".lock")) {
    key = name.drop_back(5).str(), kind = Lock;
  }
  if (kind == Other || !validKey(key))
    return;
  KeyFiles &g = groups[key];
  if (g.key.empty()) {
    g.key = key;
    g.paths = entryPaths(version_dir, key);
  }
  if (kind == Json)
    g.has_json = true;
  if (kind == Bin)
    g.has_bin = true;
  if (kind == Temp)
    g.temps.push_back((llvm::Twine(g.paths.dir) + "/" + name).str());
  if (kind == Lock)
    g.has_lock = true;
}

/// Every key with files under `version_dir`, sorted by key.
std::vector<KeyFiles> scan(llvm::StringRef version_dir) {
  std::map<std::string, KeyFiles> groups;
  for (const std::string &shard : listDir(version_dir))
    for (const std::string &file : listDir(shard))
      classify(path::filename(file), groups, version_dir);
  std::vector<KeyFiles> out;
  for (auto &[key, g] : groups) {
    fs::file_status bin_st, json_st;
    bool has_bin = g.has_bin && !fs::status(g.paths.bin, bin_st);
    bool has_json = g.has_json && !fs::status(g.paths.json, json_st);
    g.bytes = (has_bin ? bin_st.getSize() : 0) + (has_json ? json_st.getSize() : 0);
    if (has_bin || has_json)
      g.mtime_ns = mtimeNs(has_bin ? bin_st : json_st);
    g.has_bin = has_bin;
    g.has_json = has_json;
    out.push_back(std::move(g));
  }
  return out;
}

bool olderThan(const std::string &file, int64_t seconds) {
  fs::file_status st;
  if (fs::status(file, st))
    return false;
  return nowNs() - mtimeNs(st) > seconds * 1000000000;
}

/// A temp file `.<key>.bin.tmp.<pid>.<random>` whose writer is gone.
bool staleTemp(const std::string &file) {
  llvm::StringRef name = path::filename(file);
  size_t at = name.find(".tmp.");
  int pid = 0;
  if (at != llvm::StringRef::npos &&
      !name.drop_front(at + 5).split('.').first.getAsInteger(10, pid) && pid > 0 &&
      ::kill(pid, 0) != 0 && errno == ESRCH)
    return true; // its process has exited (on this host)
  return olderThan(file, kStaleSeconds);
}

/// Under the key's lock: removes an orphan binary and stale temp files (`all_temps`: every
/// temp file, for clear). The lock file of a holder that died goes when this lock is
/// released.
void removeDebris(const KeyFiles &g, bool all_temps) {
  if (!fs::exists(g.paths.json))
    fs::remove(g.paths.bin); // an orphan: its writer died between the two renames
  for (const std::string &t : g.temps)
    if (all_temps || staleTemp(t))
      fs::remove(t);
}

/// What a .bin without .json is.
enum class Orphan { Committed, Gone, InProgress, Yes };

/// Classifies a binary seen without its metadata. A publication (between its two
/// renames) and a removal (between its two unlinks) hold the entry's lock. `can_lock`:
/// take the lock and look again under it (exact). Read-only: probe the lock without
/// writing and treat a binary younger than a minute as a publication in progress.
Orphan classifyOrphan(const EntryPaths &p, bool can_lock) {
  if (can_lock) {
    auto lock = tryLockEntry(p);
    if (!lock)
      return Orphan::InProgress;
    if (fs::exists(p.json))
      return Orphan::Committed;
    return fs::exists(p.bin) ? Orphan::Yes : Orphan::Gone;
  }
  if (fs::exists(p.json))
    return Orphan::Committed;
  if (lockHeld(p))
    return Orphan::InProgress;
  fs::file_status st;
  if (fs::status(p.bin, st))
    return Orphan::Gone;
  if (nowNs() - mtimeNs(st) < 60 * int64_t(1000000000))
    return Orphan::InProgress;
  return fs::exists(p.json) ? Orphan::Committed : Orphan::Yes;
}

nlohmann::json readMeta(const EntryPaths &p) {
  return nlohmann::json::parse(readFile(p.json).value_or(""), nullptr, false);
}

} // namespace

int cache_entry::pruneDir(llvm::StringRef version_dir, uint64_t max_bytes, llvm::StringRef keep) {
  std::vector<KeyFiles> keys = scan(version_dir);
  for (const KeyFiles &g : keys)
    if ((g.has_bin && !g.has_json) || !g.temps.empty() || g.has_lock)
      if (auto lock = tryLockEntry(g.paths))
        removeDebris(g, /*all_temps=*/false);
  llvm::erase_if(keys, [](const KeyFiles &g) { return !g.has_json; });
  uint64_t total = 0;
  for (const KeyFiles &g : keys)
    total += g.bytes;
  std::stable_sort(keys.begin(), keys.end(),
                   [](const KeyFiles &a, const KeyFiles &b) { return a.mtime_ns < b.mtime_ns; });
  int removed = 0;
  for (const KeyFiles &g : keys) {
    if (total <= max_bytes)
      break;
    if (g.key == keep)
      continue;
    auto lock = tryLockEntry(g.paths);
    if (!lock)
      continue; // being written (or removed) by someone else
    fs::file_status st;
    if (!fs::status(g.paths.bin, st) && mtimeNs(st) != g.mtime_ns)
      continue; // used (or rewritten) since the scan: no longer the least recent
    bool present = fs::exists(g.paths.json);
    removeEntry(g.paths);
    total -= std::min(total, g.bytes);
    removed += present;
  }
  return removed;
}

llvm::Expected<std::vector<CacheEntryInfo>> DiskCache::list(bool verify) const {
  std::vector<CacheEntryInfo> out;
  for (KeyFiles &g : scan(versionDir())) {
    CacheEntryInfo info;
    info.key = g.key;
    info.bytes = g.bytes;
    info.last_use = g.mtime_ns / 1000000000;
    bool committed = g.has_json;
    if (!committed) {
      if (!verify || !g.has_bin)
        continue; // temp or lock files only: not an entry
      Orphan o = classifyOrphan(g.paths, config_.mode == CacheMode::Normal);
      if (o == Orphan::InProgress || o == Orphan::Gone)
        continue;
      committed = o == Orphan::Committed; // published since the scan
      if (!committed) {
        info.valid = false;
        info.problem = "no metadata";
      }
    }
    if (committed) {
      nlohmann::json meta = readMeta(g.paths);
      if (meta.is_object()) {
        if (auto it = meta.find("target"); it != meta.end() && it->is_string())
          info.target = it->get<std::string>();
        if (auto it = meta.find("spec"); it != meta.end() && it->is_string())
          info.spec = it->get<std::string>();
      }
      if (verify) {
        ReadResult r = readEntry(g.paths, g.key);
        if (r.state == ReadState::Miss)
          continue; // removed meanwhile
        info.valid = r.state == ReadState::Hit;
        info.problem = r.why;
      }
    }
    out.push_back(std::move(info));
  }
  return out;
}

llvm::Expected<int> DiskCache::prune(uint64_t max_bytes) {
  if (config_.mode == CacheMode::ReadOnly)
    return llvm::createStringError(
        llvm::inconvertibleErrorCode(),
        fmt::format("readonly cache {}: prune is not allowed", config_.dir));
  return pruneDir(versionDir(), max_bytes, "");
}

llvm::Error DiskCache::clear() {
  if (config_.mode == CacheMode::ReadOnly)
    return llvm::createStringError(
        llvm::inconvertibleErrorCode(),
        fmt::format("readonly cache {}: clear is not allowed", config_.dir));
  std::string failed;
  for (const KeyFiles &g : scan(versionDir())) {
    auto lock = tryLockEntry(g.paths);
    if (!lock)
      continue; // being written right now: the writer publishes after the clear
    for (const std::string &f : {g.paths.json, g.paths.bin}) // metadata first
      if (std::error_code ec = fs::remove(f); ec && failed.empty())
        failed = fmt::format("cannot remove {}: {}", f, ec.message());
    removeDebris(g, /*all_temps=*/true);
  }
  for (const std::string &shard : listDir(versionDir()))
    fs::remove(shard); // fails harmlessly if not empty (an entry being written)
  if (!failed.empty())
    return llvm::createStringError(llvm::inconvertibleErrorCode(), failed);
  return llvm::Error::success();
}

} // namespace logpjit
