//===- cuda_driver.h - The CUDA driver, loaded with dlopen (internal) ------===//
//
// One table of driver entry points, resolved through cuGetProcAddress from
// libcuda.so.1 (Halide's runtime/cuda_functions.h pattern). No CUDA header is needed:
// the few types below are the driver ABI's. Every CUresult is turned into an
// llvm::Error carrying the driver's own error name and string.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "runtime/devices/dl_table.h"

#include "llvm/Support/Error.h"

#include <cstddef>
#include <cstdint>
#include <string>

namespace logpjit::cuda {

using CUresult = int;
using CUdevice = int;
using CUdeviceptr = unsigned long long;
using CUcontext = struct CUctx_st *;
using CUmodule = struct CUmod_st *;
using CUfunction = struct CUfunc_st *;
using CUstream = struct CUstream_st *;
using CUevent = struct CUevent_st *;
using CUlinkState = struct CUlinkState_st *;

/// cuLaunchKernelEx's attribute (CUlaunchAttribute: an id, padding, a 64-byte value union);
/// logpjit sets the cluster dimension (CU_LAUNCH_ATTRIBUTE_CLUSTER_DIMENSION) and
/// programmatic stream serialization (CU_LAUNCH_ATTRIBUTE_PROGRAMMATIC_STREAM_SERIALIZATION).
struct CUlaunchAttribute {
  int id;
  char pad[4];
  union {
    char bytes[64];
    struct {
      unsigned x, y, z;
    } clusterDim;
    int programmaticStreamSerializationAllowed;
  } value;
};
inline constexpr int kLaunchAttributeClusterDimension = 4;
inline constexpr int kLaunchAttributeProgrammaticStreamSerialization = 6;
/// cuLaunchKernelEx's launch configuration (CUlaunchConfig).
struct CUlaunchConfig {
  unsigned gridDimX, gridDimY, gridDimZ, blockDimX, blockDimY, blockDimZ, sharedMemBytes;
  struct CUstream_st *hStream;
  CUlaunchAttribute *attrs;
  unsigned numAttrs;
};

/// The driver entry points logpjit calls (the names are the API's; versioned variants
/// are resolved by cuGetProcAddress): X(name, return type, (parameter types)).
#define LOGPJIT_CUDA_FUNCTIONS(X)                                                                  \
  X(cuInit, CUresult, (unsigned))                                                                  \
  X(cuDriverGetVersion, CUresult, (int *))                                                         \
  X(cuDeviceGetCount, CUresult, (int *))                                                           \
  X(cuDeviceGet, CUresult, (CUdevice *, int))                                                      \
  X(cuDeviceGetName, CUresult, (char *, int, CUdevice))                                            \
  X(cuDeviceGetAttribute, CUresult, (int *, int, CUdevice))                                        \
  X(cuDevicePrimaryCtxRetain, CUresult, (CUcontext *, CUdevice))                                   \
  X(cuCtxSetCurrent, CUresult, (CUcontext))                                                        \
  X(cuCtxSynchronize, CUresult, ())                                                                \
  X(cuModuleLoadData, CUresult, (CUmodule *, const void *))                                        \
  X(cuModuleGetFunction, CUresult, (CUfunction *, CUmodule, const char *))                         \
  X(cuFuncSetAttribute, CUresult, (CUfunction, int, int))                                          \
  X(cuLaunchKernel, CUresult,                                                                      \
    (CUfunction, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned, CUstream,   \
     void **, void **))                                                                            \
  X(cuLaunchKernelEx, CUresult, (const CUlaunchConfig *, CUfunction, void **, void **))            \
  X(cuMemAlloc, CUresult, (CUdeviceptr *, size_t))                                                 \
  X(cuTensorMapEncodeTiled, CUresult,                                                              \
    (void *, int, unsigned, void *, const uint64_t *, const uint64_t *, const unsigned *,          \
     const unsigned *, int, int, int, int))                                                        \
  X(cuMemFree, CUresult, (CUdeviceptr))                                                            \
  X(cuMemcpyHtoD, CUresult, (CUdeviceptr, const void *, size_t))                                   \
  X(cuMemcpyDtoH, CUresult, (void *, CUdeviceptr, size_t))                                         \
  X(cuMemcpyDtoD, CUresult, (CUdeviceptr, CUdeviceptr, size_t))                                    \
  X(cuMemsetD8, CUresult, (CUdeviceptr, unsigned char, size_t))                                    \
  X(cuStreamSynchronize, CUresult, (CUstream))                                                     \
  X(cuStreamQuery, CUresult, (CUstream))                                                           \
  X(cuEventCreate, CUresult, (CUevent *, unsigned))                                                \
  X(cuEventRecord, CUresult, (CUevent, CUstream))                                                  \
  X(cuEventSynchronize, CUresult, (CUevent))                                                       \
  X(cuEventElapsedTime, CUresult, (float *, CUevent, CUevent))                                     \
  X(cuEventDestroy, CUresult, (CUevent))                                                           \
  X(cuLinkCreate, CUresult, (unsigned, int *, void **, CUlinkState *))                             \
  X(cuLinkAddData, CUresult,                                                                       \
    (CUlinkState, int, void *, size_t, const char *, unsigned, int *, void **))                    \
  X(cuLinkComplete, CUresult, (CUlinkState, void **, size_t *))                                    \
  X(cuLinkDestroy, CUresult, (CUlinkState))                                                        \
  X(cuGetErrorName, CUresult, (CUresult, const char **))                                           \
  X(cuGetErrorString, CUresult, (CUresult, const char **))

/// The driver table.
struct Driver {
  LOGPJIT_CUDA_FUNCTIONS(LOGPJIT_DL_MEMBER)
  /// cuDriverGetVersion's: 1000 major + 10 minor (12030 for CUDA 12.3).
  int version = 0;

  /// "what: CUDA_ERROR_X (description)" for a failed call, success otherwise.
  llvm::Error check(CUresult r, const char *what) const;
};

/// The process's driver table, loading libcuda.so.1 on first use. Errors: no driver
/// library ("libcuda.so.1 not found: no NVIDIA driver on this machine"), a missing entry
/// point, cuInit failure.
llvm::Expected<const Driver *> driver();

/// A device's primary context, made current on the calling thread. Errors name the
/// device index and the number of devices present.
llvm::Expected<CUcontext> useDevice(int ordinal);

/// Loads a cached sm_90 artifact (runtime/devices/cuda/cuda_image.h) into the current context and
/// returns `symbol`: the cubin first; if the driver rejects it (another driver or GPU
/// generation) the PTX, which the driver JIT-links — `note` then says why. Errors: the
/// driver's, naming both attempts; an artifact with neither form.
llvm::Expected<CUfunction> loadImage(llvm::StringRef bytes, const std::string &symbol,
                                     std::string *note);

/// PTX -> sm_90 cubin with the driver's linker (cuLinkCreate / AddData / Complete;
/// CU_JIT_TARGET sm_90 whatever the current context's GPU; a context must be current). `optLevel`:
/// ptxas optimization level 0-4 (CU_JIT_OPTIMIZATION_ LEVEL), or -1 for the driver's default (4).
/// Thread-safe (the driver API is). Errors carry the driver's error name and the linker's log.
llvm::Expected<std::string> linkPtx(llvm::StringRef ptx, int optLevel);

} // namespace logpjit::cuda
