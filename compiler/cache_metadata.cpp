//===- cache_metadata.cpp - Metadata stored with a cached binary -----------===//
//
// The key itself is computed by the runtime (runtime/cache/cache_key.cpp), so that a program
// without the compiler finds the same entries.
//
//===----------------------------------------------------------------------===//
#include "compiler/backends/backend.h"
#include "compiler/compiler.h"
#include "logpjit/codegen_hash.h"

#include "llvm/Config/llvm-config.h"

#include <nlohmann/json.hpp>

namespace logpjit {

std::string codegenMetadata(const KernelSpec &spec, bool driverLinks) {
  nlohmann::json j = {{"target", spec.target.toString()}, {"kind", kernelKindName(spec.kind).str()},
                      {"spec", spec.canonical()},         {"llvm", LLVM_VERSION_STRING},
                      {"codegen", kCodegenVersion},       {"sources", LOGPJIT_CODEGEN_HASH}};
  // What the cached bytes are and which linker made them.
  auto [binary, linker] = backendFor(spec.target.arch).binaryKind(driverLinks);
  j["binary"] = binary;
  j["linker"] = linker;
  return j.dump();
}

} // namespace logpjit
