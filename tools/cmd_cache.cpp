//===- cmd_cache.cpp - `logpjit cache ls|verify|prune|clear` ---------------===//
#include "tools/cli.h"

#include "llvm/Support/raw_ostream.h"

#include <ctime>
#include <fmt/format.h>

using namespace llvm;

namespace logpjit::cli {

static cl::opt<std::string> Action(cl::Positional, cl::desc("<ls | verify | prune | clear>"),
                                   cl::Required, cl::sub(CacheCmd), cl::cat(Cat));
static cl::opt<uint64_t> MaxBytes("max-bytes",
                                  cl::desc("prune: keep at most this many bytes "
                                           "(least recently used removed first)"),
                                  cl::init(0), cl::sub(CacheCmd), cl::cat(Cat));

int cacheMain() {
  auto cfg = CacheConfig::fromEnv();
  if (!cfg)
    return fail("cache", cfg.takeError());
  DiskCache cache(*cfg);
  if (Action == "ls" || Action == "verify") {
    bool verify = Action == "verify";
    auto entries = cache.list(verify);
    if (!entries)
      return fail("cache", entries.takeError());
    uint64_t total = 0;
    int bad = 0;
    outs() << "cache " << cache.versionDir() << "\n";
    for (const CacheEntryInfo &e : *entries) {
      char when[32];
      std::time_t t = e.last_use;
      std::strftime(when, sizeof when, "%Y-%m-%d %H:%M:%S", std::localtime(&t));
      outs() << fmt::format("{}  {:<28} {:>9} B  {}  {}{}\n", e.key.substr(0, 16), e.target,
                            e.bytes, when, e.spec,
                            verify ? (e.valid ? "  ok" : "  BAD: " + e.problem) : "");
      total += e.bytes;
      bad += !e.valid;
    }
    outs() << fmt::format("{} entries, {} bytes{}\n", entries->size(), total,
                          verify ? fmt::format(", {} bad", bad) : "");
    return bad ? 1 : 0;
  }
  if (Action == "prune") {
    if (!MaxBytes.getNumOccurrences())
      return fail("cache", createStringError("prune needs --max-bytes N"));
    auto n = cache.prune(MaxBytes);
    if (!n)
      return fail("cache", n.takeError());
    outs() << fmt::format("pruned {} entries (cap {} bytes)\n", *n, uint64_t(MaxBytes));
    return 0;
  }
  if (Action == "clear") {
    if (Error e = cache.clear())
      return fail("cache", std::move(e));
    outs() << "cleared " << cache.versionDir() << "\n";
    return 0;
  }
  return fail("cache", createStringError("action '%s': expected ls, verify, prune or clear",
                                         Action.c_str()));
}

} // namespace logpjit::cli
