//===- manifest.h - The contracts a cache is warmed for ---------------------===//
//
// A manifest (JSON, docs/cache.md) lists contracts and the targets to compile them for;
// `logpjit warm` compiles every kernel those contracts need into the disk cache so that
// a machine running them later (possibly in LOGPJIT_CACHE_MODE=readonly) never compiles.
//
//   {"manifest_version": 1, "targets": ["host", "sm_90"],
//    "contracts": [{"name": "qwen3-8b", "vocab": 151936, "real_vocab": 151669,
//                   "tile_width": 2374, "tp_size": [1, 2, 4, 8], "dtype": "bf16",
//                   "entropy": true}]}
//
//===----------------------------------------------------------------------===//
#pragma once

#include "logpjit/kernel_spec.h"

#include "llvm/ADT/ArrayRef.h"

#include <string>
#include <vector>

namespace logpjit {

/// Manifest format version this build reads.
inline constexpr int kManifestVersion = 1;

/// One contract of a manifest: entry `index` of "contracts" at one of its tp sizes.
struct ManifestContract {
  size_t index = 0;  ///< position in the "contracts" array
  std::string name;  ///< the entry's "name", or "contracts[<index>]"
  Contract contract; ///< validated; target is the host CPU (planning sets the real one)
  KernelSet kernels = KernelSet::Training; ///< "backward": false selects Forward
};

/// A parsed manifest.
struct Manifest {
  std::vector<Target> targets; ///< "targets" (host = this CPU's features); default {host}
  std::vector<ManifestContract> contracts; ///< one per (entry, tp_size), in file order
};

/// Parses manifest text. `source` names it in errors, which also name the entry index and
/// field: "manifest m.json: contracts[2].dtype: 'bf17': expected bf16, fp16 or fp32".
/// Unknown fields, wrong JSON types and contracts that fail Contract::validate are errors.
llvm::Expected<Manifest> parseManifest(llvm::StringRef text, llvm::StringRef source);
/// Reads and parses the manifest file at `path`.
llvm::Expected<Manifest> loadManifest(llvm::StringRef path);

/// Parses a comma-separated target list ("host,sm_90,gfx942"); "host" without features
/// means this machine's CPU (Target::hostCPU()). Errors name the bad item.
llvm::Expected<std::vector<Target>> parseTargetList(llvm::StringRef list);

/// Every kernel the manifest's contracts need on each of `targets`, deduplicated by
/// canonical spec (tp sizes share their kernels), in target-major, file order.
/// Errors (naming the entry and field) for a contract a target cannot run: GPU targets
/// need lanes = 32.
llvm::Expected<std::vector<KernelSpec>> manifestKernelSpecs(const Manifest &m,
                                                            llvm::ArrayRef<Target> targets);

} // namespace logpjit
