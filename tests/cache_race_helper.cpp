//===- cache_race_helper.cpp - One process of the multi-process cache tests -===//
//
// Usage: cache_race_helper <cache_dir> <key> <payload> <counter_file> <sleep_ms> [mode]
// Looks `key` up in the disk cache at `cache_dir` (mode: normal (default), readonly or
// disabled). On a miss the "compiler" sleeps `sleep_ms`, appends its pid to
// `counter_file` (one line per compilation) and returns `payload` repeated to 64 KiB,
// so torn writes would be visible. Prints "<provenance> <blake3 hex of the binary>" on
// stdout; exit 0 on success, 1 with a message on stderr on error.
//
//===----------------------------------------------------------------------===//
#include "logpjit/cache.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/BLAKE3.h"

#include <chrono>
#include <cstdio>
#include <fcntl.h>
#include <string>
#include <thread>
#include <unistd.h>

namespace {

/// The helper's payload: `seed` repeated to at least 64 KiB.
std::string makeBinary(const std::string &seed) {
  std::string out;
  while (out.size() < 64 * 1024)
    out += seed.empty() ? std::string("x") : seed;
  return out;
}

} // namespace

int main(int argc, char **argv) {
  if (argc < 6 || argc > 7) {
    std::fprintf(stderr,
                 "usage: %s <cache_dir> <key> <payload> <counter_file> <sleep_ms> "
                 "[normal|readonly|disabled]\n",
                 argv[0]);
    return 1;
  }
  std::string dir = argv[1], key = argv[2], payload = argv[3], counter = argv[4];
  int sleep_ms = std::atoi(argv[5]);
  std::string mode = argc == 7 ? argv[6] : "normal";

  logpjit::CacheConfig config;
  config.dir = dir;
  config.mode = mode == "readonly"   ? logpjit::CacheMode::ReadOnly
                : mode == "disabled" ? logpjit::CacheMode::Disabled
                                     : logpjit::CacheMode::Normal;
  logpjit::DiskCache cache(config);
  auto result = cache.getOrCompile(
      key, "helper:" + key, R"({"target":"host"})", [&]() -> llvm::Expected<std::string> {
        std::this_thread::sleep_for(std::chrono::milliseconds(sleep_ms));
        int fd = ::open(counter.c_str(), O_WRONLY | O_CREAT | O_APPEND, 0644);
        if (fd < 0)
          return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                         "cannot open counter file " + counter);
        std::string line = std::to_string(::getpid()) + "\n";
        bool ok = ::write(fd, line.data(), line.size()) == static_cast<ssize_t>(line.size());
        ::close(fd);
        if (!ok)
          return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                         "cannot append to " + counter);
        return makeBinary(payload);
      });
  if (!result) {
    std::fprintf(stderr, "error: %s\n", llvm::toString(result.takeError()).c_str());
    return 1;
  }
  std::string sum =
      llvm::toHex(llvm::BLAKE3::hash(llvm::arrayRefFromStringRef(result->binary)), true);
  std::printf("%s %s\n", logpjit::provenanceName(result->provenance).str().c_str(), sum.c_str());
  if (!result->note.empty())
    std::fprintf(stderr, "note: %s\n", result->note.c_str());
  return 0;
}
