//===- cache_entry.h - One disk-cache entry: paths, read, lock, remove ------===//
//
// Internal to the runtime, shared by cache.cpp (lookup and publication) and
// cache_maintenance.cpp (list, verify, prune, clear). The protocol is in cache.h.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "llvm/ADT/StringRef.h"
#include "llvm/ADT/Twine.h"

#include <chrono>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>

namespace logpjit::cache_entry {

/// A cache key as the cache writes them: >= 2 characters of [A-Za-z0-9_-] (no path parts).
bool validKey(llvm::StringRef key);

/// BLAKE3 of `data`, lowercase hex.
std::string blake3Hex(llvm::StringRef data);

/// The whole file, read with read() (never mmap'ed, so a file truncated or unlinked under
/// the reader cannot fault); nullopt if it cannot be opened.
std::optional<std::string> readFile(const llvm::Twine &path);

/// Paths of one entry: `<dir>/<key>.bin`, `<key>.json` and the writer lock `<key>.lock`.
struct EntryPaths {
  std::string dir, bin, json, lock;
};
EntryPaths entryPaths(llvm::StringRef version_dir, llvm::StringRef key);

enum class ReadState { Hit, Miss, Corrupt };
struct ReadResult {
  ReadState state = ReadState::Miss;
  std::string binary; ///< on Hit
  std::string why;    ///< on Corrupt
};

/// Reads and verifies one entry: the metadata parses and the binary has the recorded size
/// and BLAKE3. No metadata is a miss. When the check fails but the metadata changed
/// meanwhile (a concurrent prune and republish), the read is retried, so a reader never
/// reports a consistent entry as corrupt.
ReadResult readEntry(const EntryPaths &p, llvm::StringRef key);

/// Removes an entry, metadata first, so concurrent readers see a miss, never half an entry.
void removeEntry(const EntryPaths &p);

/// An entry's writer lock: flock(LOCK_EX) on `<key>.lock`, held through an open file
/// description of its own, so that it excludes other threads of the process as well as
/// other processes, and the kernel releases it when its holder dies. The holder unlinks
/// the file before it unlocks, and a locker that finds the path no longer naming the file
/// it locked starts again: a lock file is never removed under a holder, and none is left
/// behind by a holder that unlocks (docs/cache.md).
class EntryLock {
public:
  /// Takes the lock, polling for up to `wait` (0: one try). nullptr where another thread or
  /// process holds it past `wait`, or (`why` set) where the lock file cannot be opened.
  static std::unique_ptr<EntryLock> acquire(const EntryPaths &p, std::chrono::milliseconds wait,
                                            std::string *why = nullptr);
  /// Unlinks the lock file, then unlocks and closes it.
  ~EntryLock();
  EntryLock(const EntryLock &) = delete;
  EntryLock &operator=(const EntryLock &) = delete;

private:
  EntryLock(int fd, std::string path) : fd_(fd), path_(std::move(path)) {}
  int fd_;
  std::string path_;
};

/// Takes the entry's writer lock, waiting a few milliseconds at most; nullptr when another
/// thread or process holds it (the entry is being written or removed) or the lock cannot
/// be created. The lock is released when the returned object is destroyed.
std::unique_ptr<EntryLock> tryLockEntry(const EntryPaths &p);

/// Whether someone holds the entry's writer lock, judged without writing anything (a
/// shared lock probed on the existing file; readonly caches).
bool lockHeld(const EntryPaths &p);

/// LRU-prunes the committed entries of `version_dir` until their total is <= max_bytes,
/// never removing `keep` (the entry just published) or an entry whose lock is held, and
/// removes the debris of interrupted writers. Returns the number of entries removed
/// (cache_maintenance.cpp).
int pruneDir(llvm::StringRef version_dir, uint64_t max_bytes, llvm::StringRef keep);

} // namespace logpjit::cache_entry
