//===- backend.h - One target's code generation -------------------------------===//
//
// Everything target-specific between a KernelSpec and the cached binary: the hooks the
// templates emit through, the target's rules on a spec, the module's set-up, the stages
// after the IR, the binary the cache keeps and what the cache metadata says of it. One
// Backend per architecture, registered in compiler/backends/registry.cpp; a new target is
// one folder under compiler/backends/ and one line there.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "compiler/compiler.h"
#include "templates/hooks.h"

#include <functional>
#include <memory>
#include <string>

namespace logpjit {

/// How a backend turns PTX into a cubin when it has a linker to call (sm_90): the
/// Runtime's driver linker (Compiler::setPtxLinker), or nullptr for nvJitLink.
struct BinaryLinker {
  std::function<llvm::Expected<std::string>(llvm::StringRef ptx, bool quick)> ptx;
};

class Backend {
public:
  virtual ~Backend() = default;
  virtual Arch arch() const = 0;
  /// The hooks the templates emit this target's code through (templates/hooks.h).
  virtual std::unique_ptr<tmpl::Hooks> makeHooks() const = 0;
  /// The target's rules on a spec (the lane count a GPU unit runs), checked before any IR
  /// is built. Errors name the field and the expected value.
  virtual llvm::Error checkSpec(const KernelSpec &spec) const {
    (void)spec;
    return llvm::Error::success();
  }
  /// Sets what the module needs before IR is emitted into it (triple; data layout).
  virtual llvm::Error prepareModule(llvm::Module &M, const Target &t) const;
  /// The stages after the IR: opt-ir, asm (PTX, AMDGCN) or obj (the target's object).
  virtual llvm::Expected<std::string> emit(llvm::Module &M, const Target &t, Stage stage,
                                           PtxasLevel level) const = 0;
  /// The bytes the disk cache keeps for a compiled module (default: the obj stage).
  /// `stageLap(name)` marks the end of a timed stage (LOGPJIT_TIME_JIT).
  virtual llvm::Expected<std::string>
  binary(llvm::Module &M, const KernelSpec &spec, const BinaryLinker &linker,
         const std::function<void(const char *)> &stageLap) const;
  /// What the cached bytes are and which linker made them (cache metadata fields
  /// "binary" and "linker"). `driverLinks`: the Runtime's driver linker is set.
  virtual std::pair<std::string, std::string> binaryKind(bool driverLinks) const = 0;
};

/// The backend of `arch` (process-wide, never destroyed).
const Backend &backendFor(Arch arch);

/// Each backend's instance (defined beside it under compiler/backends/).
const Backend &hostBackend();
const Backend &nvptxBackend();
const Backend &amdgpuBackend();
/// sm_90's kernels for the sm_90 emulator: backendFor(Arch::SM90) while sm90Emulated().
const Backend &emulatorBackend();

} // namespace logpjit
