//===- cache_entry.cpp - One disk-cache entry: paths, read, lock, remove ----===//
#include "runtime/cache/cache_entry.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/BLAKE3.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <thread>
#include <unistd.h>

namespace logpjit::cache_entry {
namespace fs = llvm::sys::fs;
namespace path = llvm::sys::path;
using nlohmann::json;

bool validKey(llvm::StringRef key) {
  return key.size() >= 2 &&
         llvm::all_of(key, [](char c) { return llvm::isAlnum(c) || c == '_' || c == '-'; });
}

std::string blake3Hex(llvm::StringRef data) {
  return llvm::toHex(llvm::BLAKE3::hash(llvm::arrayRefFromStringRef(data)), /*LowerCase=*/true);
}

std::optional<std::string> readFile(const llvm::Twine &p) {
  auto mb = llvm::MemoryBuffer::getFile(p, /*IsText=*/false, /*RequiresNullTerminator=*/false,
                                        /*IsVolatile=*/true);
  if (!mb)
    return std::nullopt;
  return (*mb)->getBuffer().str();
}

EntryPaths entryPaths(llvm::StringRef version_dir, llvm::StringRef key) {
  llvm::SmallString<256> d(version_dir);
  path::append(d, key.take_front(2));
  std::string base = (d + "/" + key).str();
  return {d.str().str(), base + ".bin", base + ".json", base + ".lock"};
}

/// One read of an entry; `meta_text` receives the metadata as read.
static ReadResult readOnce(const EntryPaths &p, llvm::StringRef key, std::string &meta_text) {
  ReadResult r;
  std::optional<std::string> text = readFile(p.json);
  if (!text)
    return r; // no commit record: a miss (an orphan .bin is not an entry)
  meta_text = *text;
  auto corrupt = [&](std::string why) {
    r.state = ReadState::Corrupt;
    r.why = std::move(why);
    return r;
  };
  json meta = json::parse(meta_text, nullptr, /*allow_exceptions=*/false);
  if (meta.is_discarded() || !meta.is_object())
    return corrupt("unreadable metadata");
  auto bytes = meta.find("bytes");
  auto sum = meta.find("blake3");
  if (bytes == meta.end() || !bytes->is_number_unsigned() || sum == meta.end() || !sum->is_string())
    return corrupt("metadata lacks bytes/blake3");
  if (auto k = meta.find("key"); k != meta.end() && (!k->is_string() || *k != key.str()))
    return corrupt("metadata is for another key");
  std::optional<std::string> bin = readFile(p.bin);
  if (!bin)
    return corrupt("missing binary");
  uint64_t want = bytes->get<uint64_t>();
  if (bin->size() != want)
    return corrupt(fmt::format("size mismatch (expected {} bytes, found {})", want, bin->size()));
  if (blake3Hex(*bin) != sum->get<std::string>())
    return corrupt("checksum mismatch");
  r.state = ReadState::Hit;
  r.binary = std::move(*bin);
  return r;
}

ReadResult readEntry(const EntryPaths &p, llvm::StringRef key) {
  ReadResult r;
  for (int attempt = 0; attempt < 8; ++attempt) {
    std::string meta_text;
    r = readOnce(p, key, meta_text);
    if (r.state != ReadState::Corrupt)
      return r;
    // Between our metadata and binary reads, a prune may have removed the entry and a
    // writer published it again: metadata that changed (or vanished) means "look again".
    std::optional<std::string> now = readFile(p.json);
    if (!now)
      return ReadResult{}; // removed meanwhile: a miss
    if (*now == meta_text)
      return r; // stable metadata that does not match its binary: corrupt
  }
  return r;
}

void removeEntry(const EntryPaths &p) {
  fs::remove(p.json);
  fs::remove(p.bin);
}

namespace {

/// Whether `fd` and `path` name the same linked file (the lock file was not unlinked or
/// replaced between the open and the lock; the link count also catches a path whose
/// attributes another NFS client still caches).
bool sameFile(int fd, const std::string &path) {
  struct stat a, b;
  return ::fstat(fd, &a) == 0 && a.st_nlink > 0 && ::stat(path.c_str(), &b) == 0 &&
         a.st_dev == b.st_dev && a.st_ino == b.st_ino;
}

} // namespace

std::unique_ptr<EntryLock> EntryLock::acquire(const EntryPaths &p, std::chrono::milliseconds wait,
                                              std::string *why) {
  using Clock = std::chrono::steady_clock;
  const Clock::time_point until = Clock::now() + wait;
  auto pause = std::chrono::microseconds(100);
  auto later = [&] { // sleeps and returns true, or false once the wait is over
    if (Clock::now() >= until)
      return false;
    std::this_thread::sleep_for(pause);
    pause = std::min<std::chrono::microseconds>(pause * 2, std::chrono::milliseconds(20));
    return true;
  };
  auto fail = [&](const char *what, int code) -> std::unique_ptr<EntryLock> {
    if (why)
      *why = fmt::format("cannot {} {}: {}", what, p.lock, std::strerror(code));
    return nullptr;
  };
  for (;;) {
    int fd = ::open(p.lock.c_str(), O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0644);
    if (fd < 0 && errno == ENOENT) { // a clear removed the empty shard directory: again
      fs::create_directories(p.dir);
      fd = ::open(p.lock.c_str(), O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0644);
    }
    if (fd < 0)
      return fail("open", errno);
    for (;;) {
      if (::flock(fd, LOCK_EX | LOCK_NB) == 0) {
        if (sameFile(fd, p.lock))
          return std::unique_ptr<EntryLock>(new EntryLock(fd, p.lock));
        break; // its holder unlinked it as it unlocked: lock the file the path names now
      }
      const int code = errno;
      if (code == EINTR)
        continue;
      if (!sameFile(fd, p.lock))
        break; // unlinked or replaced meanwhile (on NFS: ESTALE): the path's file now
      if (code != EWOULDBLOCK) {
        ::close(fd);
        return fail("lock", code);
      }
      if (!later()) {
        ::close(fd);
        return nullptr;
      }
    }
    ::close(fd);
    if (!later())
      return nullptr;
  }
}

EntryLock::~EntryLock() {
  ::unlink(path_.c_str());
  // Unlocked explicitly, not only by the close: a child forked (without exec) while the
  // lock was held shares this open file description, and would hold it otherwise.
  ::flock(fd_, LOCK_UN);
  ::close(fd_);
}

std::unique_ptr<EntryLock> tryLockEntry(const EntryPaths &p) {
  // A few milliseconds, not one try: a read-only process probing the lock (lockHeld) holds
  // a shared lock for microseconds, and a try that failed on it would leave the file it
  // created behind.
  return EntryLock::acquire(p, std::chrono::milliseconds(10));
}

bool lockHeld(const EntryPaths &p) {
  int fd = ::open(p.lock.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0)
    return false; // no lock file: nobody holds it
  const bool held = ::flock(fd, LOCK_SH | LOCK_NB) != 0 && errno == EWOULDBLOCK;
  ::close(fd);
  return held;
}

} // namespace logpjit::cache_entry
