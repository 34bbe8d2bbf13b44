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

#include "runtime/devices/dl_table.h"

#include "llvm/Support/Error.h"

#include <cstddef>

namespace logpjit::hip {

using hipError_t = int;
using hipModule_t = struct ihipModule_t *;
using hipFunction_t = struct ihipModuleSymbol_t *;
using hipStream_t = struct ihipStream_t *;

/// The HIP runtime entry points logpjit calls: X(name, return type, (parameter types)).
#define LOGPJIT_HIP_FUNCTIONS(X)                                                                   \
  X(hipInit, hipError_t, (unsigned))                                                               \
  X(hipGetDeviceCount, hipError_t, (int *))                                                        \
  X(hipSetDevice, hipError_t, (int))                                                               \
  X(hipModuleLoadData, hipError_t, (hipModule_t *, const void *))                                  \
  X(hipModuleGetFunction, hipError_t, (hipFunction_t *, hipModule_t, const char *))                \
  X(hipModuleLaunchKernel, hipError_t,                                                             \
    (hipFunction_t, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned,          \
     hipStream_t, void **, void **))                                                               \
  X(hipMalloc, hipError_t, (void **, size_t))                                                      \
  X(hipFree, hipError_t, (void *))                                                                 \
  X(hipMemcpyHtoD, hipError_t, (void *, const void *, size_t))                                     \
  X(hipMemcpyDtoH, hipError_t, (void *, const void *, size_t))                                     \
  X(hipMemcpyDtoD, hipError_t, (void *, const void *, size_t))                                     \
  X(hipMemset, hipError_t, (void *, int, size_t))                                                  \
  X(hipDeviceSynchronize, hipError_t, ())                                                          \
  X(hipStreamQuery, hipError_t, (hipStream_t))                                                     \
  X(hipGetErrorName, const char *, (hipError_t))                                                   \
  X(hipGetErrorString, const char *, (hipError_t))

/// The HIP runtime table.
struct Runtime {
  LOGPJIT_HIP_FUNCTIONS(LOGPJIT_DL_MEMBER)

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
