//===- cache_race_helper.cpp - One process of the multi-process cache tests -===//
//
// Usage: cache_race_helper <cache_dir> <key> <payload> <counter_file> <sleep_ms> [mode]
// Looks `key` up in the disk cache at `cache_dir` (mode: normal (default), readonly or
// disabled). On a miss the "compiler" sleeps `sleep_ms`, appends its pid to
// `counter_file` (one line per compilation) and returns `payload` repeated to 64 KiB,
// so torn writes would be visible. Prints "<provenance> <blake3 hex of the binary>" on
// stdout; exit 0 on success, 1 with a message on stderr on error.
//
// Usage: cache_race_helper stress <cache_dir> <millis> <keys> <cap_bytes> <seed> [readonly]
// For <millis> ms: looks up random keys of a set of <keys> (each key's "compiler" returns
// its own payload); in normal mode every 4th operation prunes to <cap_bytes> and every
// 16th verifies the whole cache. Exit 1 naming the problem when a binary is not its key's
// payload, an entry is reported corrupt (a rebuild, a note, a bad verify) or any call
// fails (readonly: a miss is fine). Prints "ops <n> compiled <c> hits <h> pruned <p>".
//
//===----------------------------------------------------------------------===//
#include "logpjit/cache.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/BLAKE3.h"

#include <chrono>
#include <cstdio>
#include <fcntl.h>
#include <random>
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

std::string stressKey(int k) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%02xstress%d", k & 0xff, k);
  return buf;
}

int stress(int argc, char **argv) {
  if (argc < 7 || argc > 8) {
    std::fprintf(stderr,
                 "usage: %s stress <cache_dir> <millis> <keys> <cap_bytes> <seed> "
                 "[readonly]\n",
                 argv[0]);
    return 1;
  }
  logpjit::CacheConfig config;
  config.dir = argv[2];
  const auto until =
      std::chrono::steady_clock::now() + std::chrono::milliseconds(std::atoi(argv[3]));
  const int keys = std::atoi(argv[4]);
  const uint64_t cap = std::strtoull(argv[5], nullptr, 10);
  std::mt19937 rng(std::atoi(argv[6]));
  const bool readonly = argc == 8 && std::string(argv[7]) == "readonly";
  config.mode = readonly ? logpjit::CacheMode::ReadOnly : logpjit::CacheMode::Normal;
  logpjit::DiskCache cache(config);
  long ops = 0, compiled = 0, hits = 0, pruned = 0;
  auto bad = [&](const std::string &what) {
    std::fprintf(stderr, "error after %ld ops: %s\n", ops, what.c_str());
    return 1;
  };
  while (std::chrono::steady_clock::now() < until) {
    ++ops;
    const std::string key = stressKey(int(rng() % unsigned(keys)));
    const std::string want = makeBinary("payload-" + key + ";");
    auto r = cache.getOrCompile(key, "stress:" + key, R"({"target":"host"})",
                                [&]() -> llvm::Expected<std::string> { return want; });
    if (!r) {
      std::string msg = llvm::toString(r.takeError());
      if (!(readonly && msg.find(": no entry for ") != std::string::npos))
        return bad(msg);
    } else {
      if (r->binary != want)
        return bad("wrong binary for " + key);
      if (r->provenance == logpjit::Provenance::Rebuilt || !r->note.empty())
        return bad("corrupt entry seen for " + key + ": " + r->note);
      (r->provenance == logpjit::Provenance::DiskHit ? hits : compiled) += 1;
    }
    if (!readonly && ops % 4 == 0) {
      auto n = cache.prune(cap);
      if (!n)
        return bad(llvm::toString(n.takeError()));
      pruned += *n;
    }
    if (ops % 16 == 0) {
      auto listed = cache.list(/*verify=*/true);
      if (!listed)
        return bad(llvm::toString(listed.takeError()));
      for (const logpjit::CacheEntryInfo &e : *listed)
        if (!e.valid)
          return bad("verify: bad entry " + e.key + ": " + e.problem);
    }
  }
  std::printf("ops %ld compiled %ld hits %ld pruned %ld\n", ops, compiled, hits, pruned);
  return 0;
}

} // namespace

int main(int argc, char **argv) {
  if (argc > 1 && std::string(argv[1]) == "stress")
    return stress(argc, argv);
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
