//===- target.h - Target value type ---------------------------------------===//
//
// A compilation target: an architecture plus feature flags. Round-trips through a
// string ("host", "host+avx2+fma", "sm_90", "gfx942") and feeds the cache key (docs/spec.md §11).
//
//===----------------------------------------------------------------------===//
#pragma once

#include "llvm/Support/Error.h"

#include <string>
#include <vector>

namespace logpjit {

/// The architectures logpjit generates code for.
enum class Arch { Host, SM90, GFX942 };

/// A target: architecture and sorted, de-duplicated feature names (e.g. "avx2").
/// `toString()` is canonical: `parse(t.toString()) == t`.
struct Target {
  Arch arch = Arch::Host;
  std::vector<std::string> features; ///< sorted; for host, the CPU's vector features

  /// Parses "host", "host+avx2+fma", "sm_90", "gfx942". Errors name the bad token.
  static llvm::Expected<Target> parse(llvm::StringRef text);
  /// The target for this machine's CPU, with the vector features LLVM detects
  /// (avx, avx2, fma, f16c, avx512f, avx512bw, avx512vl when present).
  static Target hostCPU();
  std::string toString() const;
  /// LLVM target triple for codegen (e.g. "x86_64-unknown-linux-gnu", "nvptx64-nvidia-cuda").
  std::string triple() const;
  /// LLVM CPU name ("x86-64-v3"/"native"-derived for host, "sm_90", "gfx942").
  std::string cpu() const;
  bool operator==(const Target &o) const { return arch == o.arch && features == o.features; }
  bool operator!=(const Target &o) const { return !(*this == o); }
};

/// "host", "sm_90", "gfx942".
llvm::StringRef archName(Arch a);

} // namespace logpjit
