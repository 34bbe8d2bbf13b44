//===- cache_key.cpp - What a cached binary depends on ---------------------===//
//
// In the runtime (not the compiler) so that a program without the compiler computes the
// same keys: the template and compiler sources' hash is generated at build time
// (cmake/hash_sources.cmake) and compiled in here.
//
//===----------------------------------------------------------------------===//
#include "logpjit/cache.h"
#include "logpjit/codegen_hash.h"
#include "logpjit/kernel_spec.h"
#include "runtime/devices/device.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Config/llvm-config.h"
#include "llvm/Support/BLAKE3.h"

#include <fmt/format.h>

namespace logpjit {

std::string kernelCacheKey(const KernelSpec &spec) {
  std::string material =
      fmt::format("spec={}\ntarget={}\ncodegen={}\nsources={}\nllvm={}\nformat={}\n",
                  spec.canonical(), spec.target.toString(), kCodegenVersion, LOGPJIT_CODEGEN_HASH,
                  LLVM_VERSION_STRING, kCacheFormatVersion);
  // The sm_90 emulator's binaries are host code for the same specs: a key of their own.
  if (spec.target.arch == Arch::SM90 && sm90Emulated())
    material += "emulator=sm_90 on " + Target::hostCPU().toString() + "\n";
  llvm::BLAKE3 h;
  h.update(material);
  return llvm::toHex(h.final(), /*LowerCase=*/true);
}

} // namespace logpjit
