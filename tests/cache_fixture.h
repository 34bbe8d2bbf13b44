// Shared fixture and helpers of the disk-cache tests (cache_test.cpp, cache_modes_test.cpp).
#pragma once

#include "logpjit/cache.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/BLAKE3.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdlib>
#include <fcntl.h>
#include <fstream>
#include <functional>
#include <map>
#include <optional>
#include <sys/stat.h>
#include <thread>
#include <unistd.h>

#ifndef LOGPJIT_TEST_HELPER
#error "LOGPJIT_TEST_HELPER must name the cache_race_helper executable"
#endif

namespace cachetest {
using namespace logpjit;
namespace fs = llvm::sys::fs;

inline std::string blake3Hex(llvm::StringRef s) {
  return llvm::toHex(llvm::BLAKE3::hash(llvm::arrayRefFromStringRef(s)), true);
}

/// What cache_race_helper compiles for `seed` (keep in sync with the helper).
inline std::string helperBinary(const std::string &seed) {
  std::string out;
  while (out.size() < 64 * 1024)
    out += seed;
  return out;
}

inline std::string slurp(const std::string &p) {
  auto mb = llvm::MemoryBuffer::getFile(p, false, false, true);
  return mb ? (*mb)->getBuffer().str() : std::string();
}

inline void spit(const std::string &p, const std::string &data) {
  std::ofstream(p, std::ios::binary | std::ios::trunc) << data;
}

/// All regular files under `dir`, recursively (empty if it does not exist).
inline std::vector<std::string> filesUnder(const std::string &dir) {
  std::vector<std::string> out;
  std::error_code ec;
  for (fs::recursive_directory_iterator it(dir, ec), end; !ec && it != end; it.increment(ec))
    out.push_back(it->path());
  return out;
}

inline void setMtime(const std::string &p, int64_t secs) {
  struct timespec ts[2] = {{secs, 0}, {secs, 0}};
  ASSERT_EQ(::utimensat(AT_FDCWD, p.c_str(), ts, 0), 0) << p;
}

class CacheTest : public ::testing::Test {
protected:
  void SetUp() override {
    llvm::SmallString<128> d;
    ASSERT_FALSE(fs::createUniqueDirectory("logpjit-cache-test", d));
    dir = d.str().str();
  }
  void TearDown() override { fs::remove_directories(dir); }

  CacheConfig config(CacheMode mode = CacheMode::Normal, uint64_t max_bytes = 0) {
    CacheConfig c;
    c.dir = dir + "/cache";
    c.mode = mode;
    c.max_bytes = max_bytes;
    return c;
  }

  /// getOrCompile with a compiler returning `payload` and counting its calls.
  llvm::Expected<DiskCache::Result> get(DiskCache &cache, const std::string &key,
                                        const std::string &payload, int *calls = nullptr) {
    return cache.getOrCompile(key, "spec:" + key, R"({"target":"x86_64-test","tool":"t1"})",
                              [=]() -> llvm::Expected<std::string> {
                                if (calls)
                                  ++*calls;
                                return payload;
                              });
  }

  std::string binPath(DiskCache &c, const std::string &key) {
    return c.versionDir() + "/" + key.substr(0, 2) + "/" + key + ".bin";
  }
  std::string jsonPath(DiskCache &c, const std::string &key) {
    return c.versionDir() + "/" + key.substr(0, 2) + "/" + key + ".json";
  }

  /// Runs cache_race_helper; returns its exit code, stdout in `out`, stderr in `err`.
  int runHelper(const std::string &key, const std::string &payload, int sleep_ms, std::string *out,
                const std::string &mode = "normal", std::string *err = nullptr) {
    std::string out_file = dir + "/helper.out", err_file = dir + "/helper.err";
    std::string counter = dir + "/counter";
    std::vector<std::string> args = {LOGPJIT_TEST_HELPER,      config().dir, key, payload, counter,
                                     std::to_string(sleep_ms), mode};
    std::vector<llvm::StringRef> refs(args.begin(), args.end());
    std::optional<llvm::StringRef> redirects[] = {std::nullopt, llvm::StringRef(out_file),
                                                  llvm::StringRef(err_file)};
    int rc = llvm::sys::ExecuteAndWait(LOGPJIT_TEST_HELPER, refs, std::nullopt, redirects);
    *out = slurp(out_file);
    if (err)
      *err = slurp(err_file);
    return rc;
  }

  std::string dir;
};

} // namespace cachetest

using namespace cachetest;
