//===- cache_key.cpp - Metadata stored with a cached binary ----------------===//
//
// The key itself is computed by the runtime (runtime/cache_key.cpp), so that a program
// without the compiler finds the same entries.
//
//===----------------------------------------------------------------------===//
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
  switch (spec.target.arch) {
  case Arch::Host:
    j["binary"] = "ELF shared object (x86-64), loaded by dlopen";
    j["linker"] = "lld (in process)";
    break;
  case Arch::SM90:
    if (driverLinks) { // Compiler::setPtxLinker: nvJitLink is not even loaded
      j["binary"] = "cubin + PTX fallback (runtime/cuda_image.h)";
      j["linker"] = "CUDA driver (cuLink*, in process)";
      break;
    }
    j["binary"] = haveNvJitLink() ? "cubin + PTX fallback (runtime/cuda_image.h)"
                                  : "PTX (linked by the CUDA driver at load)";
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
