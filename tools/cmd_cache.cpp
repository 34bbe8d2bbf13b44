//===- cmd_cache.cpp - `logpjit cache ls|verify|prune|clear` ---------------===//
#include "logpjit/kernel_spec.h"
#include "tools/cli.h"

#include "llvm/Support/raw_ostream.h"

#include <ctime>
#include <fmt/format.h>

using namespace llvm;

namespace logpjit::cli {

static cl::opt<std::string> Action(cl::Positional, cl::desc("<ls | verify | prune | clear>"),
                                   cl::Required, cl::sub(CacheCmd), cl::cat(Cat));
static cl::opt<uint64_t> MaxBytes("max-bytes",
                                  cl::desc("prune: keep at most this many bytes, least "
                                           "recently used removed first (default: "
                                           "LOGPJIT_CACHE_MAX_BYTES)"),
                                  cl::init(0), cl::sub(CacheCmd), cl::cat(Cat));

int cacheMain() {
  const std::string action = Action;
  const bool capGiven = MaxBytes.getNumOccurrences() > 0;
  const uint64_t capOpt = MaxBytes;
  auto cfg = CacheConfig::fromEnv();
  if (!cfg)
    return fail("cache", cfg.takeError());
  DiskCache cache(*cfg);
  if (action == "ls" || action == "verify") {
    bool verify = action == "verify";
    auto entries = cache.list(verify);
    if (!entries)
      return fail("cache", entries.takeError());
    uint64_t total = 0;
    int bad = 0;
    outs() << "cache " << cache.versionDir() << "\n";
    outs() << fmt::format("{:<16}  {:<24} {:<60} {:>8}  {:<19}{}\n", "key", "target", "kernel",
                          "bytes", "last use", verify ? "  check" : "");
    for (const CacheEntryInfo &e : *entries) {
      char when[32];
      std::time_t t = e.last_use;
      std::strftime(when, sizeof when, "%Y-%m-%d %H:%M:%S", std::localtime(&t));
      outs() << fmt::format("{:<16}  {:<24} {:<60} {:>8}  {:<19}{}\n", e.key.substr(0, 16),
                            e.target, e.spec.empty() ? "?" : specSummary(e.spec), e.bytes, when,
                            verify ? (e.valid ? "  ok" : "  BAD: " + e.problem) : "");
      total += e.bytes;
      if (!e.valid) {
        ++bad;
        errs() << fmt::format("logpjit cache verify: bad entry {} ({}/{}/{}.bin): {}{}\n", e.key,
                              cache.versionDir(), e.key.substr(0, 2), e.key, e.problem,
                              e.spec.empty() ? "" : "; spec " + e.spec);
      }
    }
    outs() << fmt::format("{} entries, {} bytes{}{}\n", entries->size(), total,
                          cfg->max_bytes ? fmt::format(" (cap {} bytes)", cfg->max_bytes) : "",
                          verify ? fmt::format(", {} bad", bad) : "");
    return bad ? 1 : 0;
  }
  if (action == "prune") {
    // --max-bytes, else LOGPJIT_CACHE_MAX_BYTES.
    if (!capGiven && !cfg->max_bytes)
      return fail("cache", createStringError("prune needs a size cap: --max-bytes N or "
                                             "LOGPJIT_CACHE_MAX_BYTES"));
    uint64_t cap = capGiven ? capOpt : cfg->max_bytes;
    auto n = cache.prune(cap);
    if (!n)
      return fail("cache", n.takeError());
    auto left = cache.list();
    uint64_t total = 0;
    if (left)
      for (const CacheEntryInfo &e : *left)
        total += e.bytes;
    else
      consumeError(left.takeError());
    outs() << fmt::format("pruned {} entries (cap {} bytes); {} bytes left\n", *n, cap, total);
    return 0;
  }
  if (action == "clear") {
    if (Error e = cache.clear())
      return fail("cache", std::move(e));
    outs() << "cleared " << cache.versionDir() << "\n";
    if (auto left = cache.list(); left && !left->empty())
      outs() << fmt::format("{} entries published during the clear were kept\n", left->size());
    else if (!left)
      consumeError(left.takeError());
    return 0;
  }
  return fail("cache", createStringError("action '%s': expected ls, verify, prune or clear",
                                         action.c_str()));
}

} // namespace logpjit::cli
