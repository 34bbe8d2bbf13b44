//===- cmd_warm.cpp - `logpjit warm`: fill the cache from a manifest -------===//
#include "compiler/compiler.h"
#include "runtime/aot/manifest.h"
#include "runtime/aot/warm.h"
#include "tools/cli.h"

#include "llvm/Support/raw_ostream.h"

#include <fmt/format.h>
#include <nlohmann/json.hpp>
#include <set>
#include <thread>

using namespace llvm;

namespace logpjit::cli {

static cl::opt<std::string> ManifestPath("manifest",
                                         cl::desc("Manifest of contracts (JSON, docs/cache.md)"),
                                         cl::sub(WarmCmd), cl::cat(Cat));
static cl::opt<std::string>
    TargetList("targets",
               cl::desc("Comma-separated targets, overriding the manifest's: host (this CPU), "
                        "host+<features>, sm_90, gfx942"),
               cl::sub(WarmCmd), cl::cat(Cat));
static cl::opt<int> Jobs("jobs", cl::desc("Compiles run in parallel (0 = all cores, default)"),
                         cl::init(0), cl::sub(WarmCmd), cl::cat(Cat));

/// What the cached binary of a target is on this machine, as the compiler's metadata says;
/// an error when this build cannot make it.
static Expected<std::string> binaryKind(Compiler &compiler, const Target &t) {
  if (t.arch == Arch::GFX942)
    if (auto dl = amdgpuDataLayout(t); !dl)
      return dl.takeError();
  KernelSpec probe;
  probe.kind = KernelKind::Merge;
  probe.target = t;
  auto meta = nlohmann::json::parse(compiler.metadata(probe), nullptr, /*allow_exceptions=*/false);
  if (!meta.is_object() || !meta.contains("binary") || !meta["binary"].is_string())
    return std::string("binary");
  return meta["binary"].get<std::string>();
}

static std::string kib(uint64_t bytes) { return fmt::format("{:.1f} KiB", double(bytes) / 1024); }

int warmMain() {
  // Read every option first: lld (host and gfx942 links) resets LLVM's options.
  const std::string manifestPath = ManifestPath, targetList = TargetList;
  const bool targetsGiven = TargetList.getNumOccurrences() > 0;
  const int jobsOpt = Jobs;
  if (manifestPath.empty())
    return fail("warm", createStringError("--manifest <file.json> is required"));
  if (jobsOpt < 0)
    return fail("warm", createStringError("--jobs %d: expected >= 0 (0 = all cores)", jobsOpt));
  const unsigned jobs =
      jobsOpt ? unsigned(jobsOpt) : std::max(1u, std::thread::hardware_concurrency());

  // Everything is checked before anything is written.
  auto cfg = CacheConfig::fromEnv();
  if (!cfg)
    return fail("warm", cfg.takeError());
  if (cfg->mode == CacheMode::Disabled)
    return fail("warm",
                createStringError("LOGPJIT_CACHE_MODE=disabled: there is no cache to warm"));
  auto manifest = loadManifest(manifestPath);
  if (!manifest)
    return fail("warm", manifest.takeError());
  std::vector<Target> targets = manifest->targets;
  if (targetsGiven) {
    auto t = parseTargetList(targetList);
    if (!t)
      return fail("warm", createStringError("--targets: %s", toString(t.takeError()).c_str()));
    targets = *t;
  }
  std::shared_ptr<Compiler> compiler = makeCompiler();
  std::vector<std::string> kinds;
  for (const Target &t : targets) {
    auto k = binaryKind(*compiler, t);
    if (!k)
      return fail("warm", k.takeError());
    kinds.push_back(t.toString() + ": " + *k);
  }
  auto specs = manifestKernelSpecs(*manifest, targets);
  if (!specs)
    return fail("warm", createStringError("manifest %s: %s", manifestPath.c_str(),
                                          toString(specs.takeError()).c_str()));

  std::set<size_t> entries;
  for (const ManifestContract &mc : manifest->contracts)
    entries.insert(mc.index);
  outs() << fmt::format("logpjit warm: {}: {} contracts from {} entries; {} kernels for {}\n",
                        manifestPath, manifest->contracts.size(), entries.size(), specs->size(),
                        fmt::join(kinds, "; "));
  outs() << fmt::format("cache {} ({}), {} jobs\n", cfg->dir,
                        cfg->mode == CacheMode::ReadOnly ? "readonly: checking coverage" : "normal",
                        jobs);
  outs().flush();

  DiskCache cache(*cfg);
  const int width = int(std::to_string(specs->size()).size());
  WarmStats stats = warmKernels(cache, *compiler, *specs, jobs, [&](const WarmEvent &e) {
    std::string what =
        e.ok ? fmt::format("{:>8.1f} ms  {:<8} {:>10}", e.ms,
                           e.provenance == Provenance::DiskHit ? "hit" : "compiled", kib(e.bytes))
             : "FAILED";
    outs() << fmt::format("[{:>{}}/{}] {:<24} {:<60} {}\n", e.done, width, e.total,
                          e.spec->target.toString(), specSummary(e.spec->canonical()), what);
    if (!e.message.empty())
      outs() << "    " << (e.ok ? "note: " : "error: ") << e.message << "\n";
    outs().flush();
  });
  outs() << fmt::format("warm: {} kernels: {} compiled, {} hits, {} failed; {} bytes of "
                        "binaries; wall {:.0f} ms\n",
                        specs->size(), stats.compiled, stats.hits, stats.failed, stats.bytes,
                        stats.wall_ms);
  if (auto listed = cache.list()) {
    uint64_t total = 0;
    for (const CacheEntryInfo &e : *listed)
      total += e.bytes;
    outs() << fmt::format("cache now holds {} entries, {} bytes\n", listed->size(), total);
  } else {
    consumeError(listed.takeError());
  }
  if (stats.failed)
    return fail("warm", createStringError("%zu of %zu kernels failed (see above)", stats.failed,
                                          specs->size()));
  if (cfg->max_bytes && stats.bytes > cfg->max_bytes)
    return fail("warm", createStringError("LOGPJIT_CACHE_MAX_BYTES = %llu is below the %llu "
                                          "bytes of binaries this manifest needs: the cache "
                                          "cannot hold them all",
                                          (unsigned long long)cfg->max_bytes,
                                          (unsigned long long)stats.bytes));
  return 0;
}

} // namespace logpjit::cli
