//===- cache_key.cpp - What a cached binary depends on ---------------------===//
#include "compiler/compiler.h"
#include "logpjit/codegen_hash.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Config/llvm-config.h"
#include "llvm/Support/BLAKE3.h"

#include <fmt/format.h>
#include <nlohmann/json.hpp>

namespace logpjit {

/// Bump when code generation changes in a way the source hash cannot see.
static constexpr int kCodegenVersion = 1;

std::string kernelCacheKey(const KernelSpec &spec) {
  std::string material =
      fmt::format("spec={}\ntarget={}\ncodegen={}\nsources={}\nllvm={}\nformat={}\n",
                  spec.canonical(), spec.target.toString(), kCodegenVersion, LOGPJIT_CODEGEN_HASH,
                  LLVM_VERSION_STRING, kCacheFormatVersion);
  llvm::BLAKE3 h;
  h.update(material);
  return llvm::toHex(h.final(), /*LowerCase=*/true);
}

std::string codegenMetadata(const KernelSpec &spec) {
  nlohmann::json j = {{"target", spec.target.toString()}, {"kind", kernelKindName(spec.kind).str()},
                      {"spec", spec.canonical()},         {"llvm", LLVM_VERSION_STRING},
                      {"codegen", kCodegenVersion},       {"sources", LOGPJIT_CODEGEN_HASH}};
  // What the cached bytes are and which linker made them.
  switch (spec.target.arch) {
  case Arch::Host:
    j["binary"] = "ELF relocatable object (x86-64), loaded by ORC";
    break;
  case Arch::SM90:
    j["binary"] = haveNvJitLink() ? "cubin" : "PTX (linked by the CUDA driver at load)";
    j["linker"] = haveNvJitLink() ? "nvJitLink" : "CUDA driver";
    break;
  case Arch::GFX942:
    j["binary"] = "HSACO (code object v5)";
    j["linker"] = "lld (in process)";
    break;
  }
  return j.dump();
}

} // namespace logpjit
