//===- hip_driver.h - The HIP runtime, loaded with dlopen (internal) -------===//
//
// One table of HIP entry points from libamdhip64.so.6 (then .so.5), so one build runs on
// machines with either vendor or none. No HIP header is needed: the types below are the
// runtime's ABI (handles are pointers, hipError_t is an int). Every error is turned into an
// llvm::Error with HIP's own error name and string. Not exercised on MI300 hardware in this
// repository's tests (docs/rocm.md says what was verified).
//
//===----------------------------------------------------------------------===//
#pragma once

#include "llvm/Support/Error.h"

#include <cstddef>

namespace logpjit::hip {

using hipError_t = int;
using hipModule_t = struct ihipModule_t *;
using hipFunction_t = struct ihipModuleSymbol_t *;
using hipStream_t = struct ihipStream_t *;

struct Runtime {
  hipError_t (*hipInit)(unsigned);
  hipError_t (*hipGetDeviceCount)(int *);
  hipError_t (*hipSetDevice)(int);
  hipError_t (*hipModuleLoadData)(hipModule_t *, const void *);
  hipError_t (*hipModuleGetFunction)(hipFunction_t *, hipModule_t, const char *);
  hipError_t (*hipModuleLaunchKernel)(hipFunction_t, unsigned, unsigned, unsigned, unsigned,
                                      unsigned, unsigned, unsigned, hipStream_t, void **, void **);
  hipError_t (*hipMalloc)(void **, size_t);
  hipError_t (*hipFree)(void *);
  hipError_t (*hipMemcpyHtoD)(void *, const void *, size_t);
  hipError_t (*hipMemcpyDtoH)(void *, const void *, size_t);
  hipError_t (*hipMemcpyDtoD)(void *, const void *, size_t);
  hipError_t (*hipMemset)(void *, int, size_t);
  hipError_t (*hipDeviceSynchronize)();
  hipError_t (*hipStreamQuery)(hipStream_t);
  const char *(*hipGetErrorName)(hipError_t);
  const char *(*hipGetErrorString)(hipError_t);

  /// "what: hipErrorX (description)" for a failed call, success otherwise.
  llvm::Error check(hipError_t r, const char *what) const;
};

/// The process's HIP table, loading libamdhip64.so.6 or .so.5 on first use. Errors: no
/// HIP runtime ("HIP runtime not available: libamdhip64.so.6/.so.5 not found (no ROCm on
/// this machine)"), a missing entry point, hipInit failure.
llvm::Expected<const Runtime *> runtime();

/// Selects device `ordinal` on the calling thread; errors name the device count.
llvm::Error useDevice(int ordinal);

} // namespace logpjit::hip
