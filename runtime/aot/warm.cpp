//===- warm.cpp - Ahead-of-time cache warming on worker threads ------------===//
#include "runtime/aot/warm.h"

#include <atomic>
#include <chrono>
#include <mutex>
#include <thread>

namespace logpjit {

WarmStats warmKernels(DiskCache &cache, Compiler &compiler, const std::vector<KernelSpec> &specs,
                      unsigned jobs, const std::function<void(const WarmEvent &)> &onEvent) {
  using Clock = std::chrono::steady_clock;
  auto ms = [](Clock::time_point a, Clock::time_point b) {
    return std::chrono::duration<double, std::milli>(b - a).count();
  };
  const auto t0 = Clock::now();
  WarmStats stats;
  std::atomic<size_t> next{0};
  std::mutex mu; // guards stats and serializes onEvent
  auto worker = [&] {
    for (size_t i = next++; i < specs.size(); i = next++) {
      const KernelSpec &spec = specs[i];
      WarmEvent ev;
      ev.spec = &spec;
      ev.total = specs.size();
      ev.key = compiler.cacheKey(spec);
      const auto t1 = Clock::now();
      auto res = cache.getOrCompile(
          ev.key, spec.canonical(), [&] { return compiler.metadata(spec); },
          [&] { return compiler.compile(spec); });
      ev.ms = ms(t1, Clock::now());
      if (res) {
        ev.ok = true;
        ev.provenance = res->provenance;
        ev.bytes = res->binary.size();
        ev.message = res->note;
      } else {
        ev.message = llvm::toString(res.takeError());
      }
      std::lock_guard<std::mutex> lock(mu);
      if (!ev.ok)
        ++stats.failed;
      else if (ev.provenance == Provenance::DiskHit)
        ++stats.hits;
      else
        ++stats.compiled;
      if (ev.ok)
        stats.bytes += ev.bytes;
      ev.done = stats.failed + stats.hits + stats.compiled;
      if (onEvent)
        onEvent(ev);
    }
  };
  const unsigned n = std::max(1u, std::min<unsigned>(jobs, unsigned(specs.size())));
  std::vector<std::thread> threads;
  for (unsigned t = 1; t < n; ++t)
    threads.emplace_back(worker);
  worker();
  for (std::thread &t : threads)
    t.join();
  stats.wall_ms = ms(t0, Clock::now());
  return stats;
}

} // namespace logpjit
