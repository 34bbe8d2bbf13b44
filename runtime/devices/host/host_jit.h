//===- host_jit.h - Loads cached host kernels (dlopen, internal) -----------===//
#pragma once

#include "runtime/core/kernel_abi.h"

#include "llvm/Support/Error.h"

#include <memory>

namespace logpjit {

/// Loads host kernel binaries (x86-64 ELF shared objects made by the compiler's lld link)
/// into this process with dlopen and returns entry points. Each binary is written to an
/// anonymous memory file (memfd_create; no writable directory needed) and opened as
/// /proc/self/fd/N, RTLD_LOCAL, so every kernel keeps its plain symbol name. Where memfd
/// is unavailable or not executable, a temporary file under $TMPDIR (else /tmp) is used.
/// Libraries stay loaded until the HostJIT is destroyed. Thread-safe.
class HostJIT {
public:
  static llvm::Expected<std::unique_ptr<HostJIT>> create();
  ~HostJIT();
  /// Loads `binary` (an x86-64 ELF shared object) under name `key` and returns the address
  /// of `symbol`. Errors (naming the key and symbol): not an x86-64 ELF shared object (an
  /// entry of an older cache format, say), dlopen's message (e.g. an unresolved symbol),
  /// no such symbol.
  llvm::Expected<abi::HostKernelFn> load(llvm::StringRef key, llvm::StringRef binary,
                                         llvm::StringRef symbol);

private:
  HostJIT() = default;
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

} // namespace logpjit
