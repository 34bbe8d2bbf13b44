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

#include <cerrno>
#include <climits>
#include <csignal>
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
  return {d.str().str(), base + ".bin", base + ".json", base};
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

std::unique_ptr<llvm::LockFileManager> tryLockEntry(const EntryPaths &p) {
  auto lock = std::make_unique<llvm::LockFileManager>(p.lock_base);
  if (lock->getState() != llvm::LockFileManager::LFS_Owned)
    return nullptr;
  return lock;
}

bool lockHeld(const EntryPaths &p) {
  // LockFileManager writes "<hostname> <pid>" into the file `<base>.lock` points to.
  std::optional<std::string> text = readFile(p.lock_base + ".lock");
  if (!text)
    return false;
  auto [host, pidText] = llvm::StringRef(*text).trim().split(' ');
  int pid = 0;
  if (host.empty() || pidText.trim().getAsInteger(10, pid) || pid <= 0)
    return false; // unparseable: LockFileManager treats it as stale too
  char self[HOST_NAME_MAX + 1] = {};
  if (::gethostname(self, sizeof self - 1) != 0 || host != self)
    return true; // another host's process: cannot tell, assume alive
  return ::kill(pid, 0) == 0 || errno == EPERM;
}

} // namespace logpjit::cache_entry
