//===- host_jit.h - Loads cached host objects with ORC (internal) ----------===//
#pragma once

#include "logpjit/kernel_abi.h"

#include "llvm/Support/Error.h"

#include <memory>

namespace logpjit {

/// Links ELF relocatable objects into this process with ORC LLJIT (one JITDylib per
/// kernel, so every kernel keeps its plain symbol name) and returns entry points.
class HostJIT {
public:
  static llvm::Expected<std::unique_ptr<HostJIT>> create();
  ~HostJIT();
  /// Adds `object` (an ELF relocatable for this CPU) under dylib `key` and returns the
  /// address of `symbol`. Errors name the key and symbol.
  llvm::Expected<abi::HostKernelFn> load(llvm::StringRef key, llvm::StringRef object,
                                         llvm::StringRef symbol);

private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

} // namespace logpjit
