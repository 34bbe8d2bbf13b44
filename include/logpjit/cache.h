//===- cache.h - On-disk kernel cache ---------------------------------------===//
//
// docs/spec.md §12. One entry per key: `<dir>/v<format>/<key[0:2]>/<key>.bin` (the binary)
// and `<key>.json` (metadata: spec, target, sizes, BLAKE3 checksum of the binary,
// compile ms, tool versions). The .json is published last and is the commit record.
// Writers lock `<key>.lock` (flock: cache_entry::EntryLock), re-check, write temp files in the
// same directory, fsync, and rename. Readers verify size and checksum; a corrupt or
// truncated entry is reported (Provenance::Rebuilt + note) and rebuilt. Removal (prune,
// clear) takes the same lock without waiting, skips an entry being written, and deletes
// the .json first: readers see a hit or a miss, never half an entry (docs/cache.md).
//
//===----------------------------------------------------------------------===//
#pragma once

#include "llvm/ADT/FunctionExtras.h"
#include "llvm/Support/Error.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace logpjit {

/// Cache format version: bump when the entry layout or the locking protocol changes (2:
/// the writer lock is an flock on `<key>.lock`; processes of another protocol work in
/// another directory, never on the same locks).
inline constexpr int kCacheFormatVersion = 2;

/// Normal: look up, compile on a miss, publish. ReadOnly: look up only (a miss is an error
/// naming the spec; nothing is written, LRU times are not touched). Disabled: always
/// compile, never touch the disk.
enum class CacheMode { Normal, ReadOnly, Disabled };

/// Where the cache lives and how it may be used.
struct CacheConfig {
  std::string dir; ///< absolute directory
  CacheMode mode = CacheMode::Normal;
  uint64_t max_bytes = 0; ///< 0 = no cap; else LRU-prune after each publish (bin + json bytes)

  /// From the environment: LOGPJIT_CACHE_DIR, else $XDG_CACHE_HOME/logpjit, else
  /// ~/.cache/logpjit; LOGPJIT_CACHE_MODE=normal|readonly|disabled (anything else is an
  /// error naming the variable); LOGPJIT_CACHE_MAX_BYTES (decimal bytes).
  static llvm::Expected<CacheConfig> fromEnv();

  /// Sets `dir` to `d` made absolute with `.`/`..` removed — the one spelling of a
  /// directory, so two runtimes naming it differently share the per-process key lock.
  /// Errors: the current directory cannot be read (names `d`).
  llvm::Error setDir(llvm::StringRef d);
};

/// How a binary was obtained.
enum class Provenance { MemoryHit, DiskHit, Compiled, Rebuilt, Uncached };
llvm::StringRef provenanceName(Provenance p);

/// One listed entry (`cache ls`).
struct CacheEntryInfo {
  std::string key;
  std::string target;   ///< from metadata
  std::string spec;     ///< canonical spec from metadata
  uint64_t bytes = 0;   ///< binary + metadata
  int64_t last_use = 0; ///< seconds since epoch (binary file mtime, touched on hit)
  bool valid = true;    ///< set by verify()
  std::string problem;  ///< why not valid
};

/// Thread-safe and multi-process-safe file cache of compiled kernels.
class DiskCache {
public:
  explicit DiskCache(CacheConfig config);

  struct Result {
    std::string binary;
    Provenance provenance = Provenance::DiskHit;
    double compile_ms = 0; ///< time spent in `compile` (0 on a hit)
    std::string note;      ///< e.g. "corrupt entry <key>: checksum mismatch; rebuilt"
  };
  /// Binary for `key`, compiling on a miss. `metadata_json` is a JSON object (text) that
  /// is stored with the entry (the cache adds key, checksum, bytes, created, compile_ms).
  /// ReadOnly: a miss is an error "readonly cache <dir>: no entry for <spec_summary>".
  /// Disabled: always compiles, never touches the disk (Provenance::Uncached).
  llvm::Expected<Result> getOrCompile(llvm::StringRef key, llvm::StringRef spec_summary,
                                      llvm::StringRef metadata_json,
                                      llvm::unique_function<llvm::Expected<std::string>()> compile);
  /// As above, with the metadata made only when an entry is written (after a compile): a
  /// hit never calls `metadata_json` (the sm_90 compiler's names its linker, nvJitLink, and
  /// finding out loads that library, a cost a warm-cache load must not pay;
  /// docs/decisions/driver-links-ptx.md). A text
  /// that is not a JSON object is then a failure to write the cache, as a full disk is:
  /// the compiled binary is returned with the note "cache not written: ...", nothing is
  /// written.
  llvm::Expected<Result> getOrCompile(llvm::StringRef key, llvm::StringRef spec_summary,
                                      llvm::unique_function<std::string()> metadata_json,
                                      llvm::unique_function<llvm::Expected<std::string>()> compile);

  /// The verified binary for `key` (Provenance::DiskHit; in Normal mode the entry's
  /// last-use time is touched), or std::nullopt on a miss (always when Disabled). Takes no
  /// lock and never writes an entry: the lookup of a program without a compiler.
  /// Errors: an invalid key; a corrupt entry ("corrupt cache entry for <spec_summary>:
  /// <problem>").
  llvm::Expected<std::optional<Result>> lookup(llvm::StringRef key,
                                               llvm::StringRef spec_summary) const;

  /// Entries, sorted by key. `verify`: each entry's size and checksum are checked (bad
  /// ones get valid=false and a problem), and a binary without metadata left by an
  /// interrupted writer is listed as "no metadata"; entries being published or removed
  /// concurrently are skipped, never reported bad. Normal mode takes an orphan's lock to
  /// decide; ReadOnly probes it without writing.
  llvm::Expected<std::vector<CacheEntryInfo>> list(bool verify = false) const;
  /// Removes least-recently-used entries until the total is <= max_bytes, skipping entries
  /// whose lock is held and entries used since the scan; also removes the debris of dead
  /// writers (orphan binaries, their temp and lock files). Returns the number of entries
  /// removed. ReadOnly: an error.
  llvm::Expected<int> prune(uint64_t max_bytes);
  /// Removes every entry and every temp and stale lock file, except entries being written
  /// right now (their writer publishes after the clear). ReadOnly: an error.
  llvm::Error clear();

  const CacheConfig &config() const { return config_; }
  /// Directory holding this format version's entries.
  std::string versionDir() const;

private:
  CacheConfig config_;
};

} // namespace logpjit
