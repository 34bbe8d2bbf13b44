//===- warm.h - Ahead-of-time cache warming --------------------------------===//
//
// Fills a DiskCache with the binaries of a list of kernel specs (usually
// manifestKernelSpecs(...)), compiling `jobs` of them at a time on threads. Each spec goes
// through DiskCache::getOrCompile with the Compiler's key and metadata, exactly as the
// Runtime loads a kernel, so a warmed entry is the entry a later run looks up. Nothing is
// loaded or launched: GPU targets warm on a machine with no GPU.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "logpjit/runtime.h"

#include <functional>
#include <string>
#include <vector>

namespace logpjit {

/// The outcome of one spec, reported as it completes.
struct WarmEvent {
  size_t done = 0;                  ///< specs completed so far, this one included (1..total)
  size_t total = 0;                 ///< specs in the run
  const KernelSpec *spec = nullptr; ///< the spec (an element of the `specs` argument)
  std::string key;                  ///< cache key
  Provenance provenance = Provenance::DiskHit; ///< DiskHit, Compiled or Rebuilt when ok
  /// The binary was obtained: a hit, or compiled (`message` notes a failed publish).
  bool ok = false;
  double ms = 0;       ///< wall time of this spec (lookup + compile + publish)
  uint64_t bytes = 0;  ///< binary size
  std::string message; ///< the error when !ok; a cache note (e.g. "cache not written") else
};

/// Totals of a warm run.
struct WarmStats {
  size_t compiled = 0; ///< Compiled or Rebuilt
  size_t hits = 0;     ///< already in the cache (verified)
  size_t failed = 0;
  uint64_t bytes = 0; ///< binaries of every ok spec, hits included
  double wall_ms = 0;
};

/// Looks up or compiles every spec of `specs` into `cache`, `jobs` (>= 1) at a time.
/// `onEvent` is called once per spec, never concurrently, in completion order. A failed
/// spec does not stop the others. `compiler.compile` runs on up to `jobs` threads at once
/// (the LLVM compiler is safe for that: one LLVMContext and TargetMachine per compile).
/// In ReadOnly mode nothing is compiled: a missing spec fails, naming it (a coverage check).
WarmStats warmKernels(DiskCache &cache, Compiler &compiler, const std::vector<KernelSpec> &specs,
                      unsigned jobs, const std::function<void(const WarmEvent &)> &onEvent);

} // namespace logpjit
