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
  return j.dump();
}

} // namespace logpjit
