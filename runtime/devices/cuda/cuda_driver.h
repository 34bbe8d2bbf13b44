//===- cuda_driver.h - The CUDA driver, loaded with dlopen (internal) ------===//
//
// One table of driver entry points, resolved through cuGetProcAddress from
// libcuda.so.1 (Halide's runtime/cuda_functions.h pattern). No CUDA header is needed:
// the few types below are the driver ABI's. Every CUresult is turned into an
// llvm::Error carrying the driver's own error name and string.
//
//===----------------------------------------------------------------------===//
#pragma once

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

/// Driver entry points (the names are the API's; versioned variants resolved by
/// cuGetProcAddress).
struct Driver {
  CUresult (*cuInit)(unsigned);
  CUresult (*cuDeviceGetCount)(int *);
  CUresult (*cuDeviceGet)(CUdevice *, int);
  CUresult (*cuDeviceGetName)(char *, int, CUdevice);
  CUresult (*cuDeviceGetAttribute)(int *, int, CUdevice);
  CUresult (*cuDevicePrimaryCtxRetain)(CUcontext *, CUdevice);
  CUresult (*cuCtxSetCurrent)(CUcontext);
  CUresult (*cuCtxSynchronize)();
  CUresult (*cuModuleLoadData)(CUmodule *, const void *);
  CUresult (*cuModuleGetFunction)(CUfunction *, CUmodule, const char *);
  CUresult (*cuLaunchKernel)(CUfunction, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned,
                             unsigned, CUstream, void **, void **);
  CUresult (*cuMemAlloc)(CUdeviceptr *, size_t);
  CUresult (*cuMemFree)(CUdeviceptr);
  CUresult (*cuMemcpyHtoD)(CUdeviceptr, const void *, size_t);
  CUresult (*cuMemcpyDtoH)(void *, CUdeviceptr, size_t);
  CUresult (*cuMemcpyDtoD)(CUdeviceptr, CUdeviceptr, size_t);
  CUresult (*cuMemsetD8)(CUdeviceptr, unsigned char, size_t);
  CUresult (*cuStreamSynchronize)(CUstream);
  CUresult (*cuStreamQuery)(CUstream);
  CUresult (*cuEventCreate)(CUevent *, unsigned);
  CUresult (*cuEventRecord)(CUevent, CUstream);
  CUresult (*cuEventSynchronize)(CUevent);
  CUresult (*cuEventElapsedTime)(float *, CUevent, CUevent);
  CUresult (*cuEventDestroy)(CUevent);
  CUresult (*cuLinkCreate)(unsigned, int *, void **, CUlinkState *);
  CUresult (*cuLinkAddData)(CUlinkState, int, void *, size_t, const char *, unsigned, int *,
                            void **);
  CUresult (*cuLinkComplete)(CUlinkState, void **, size_t *);
  CUresult (*cuLinkDestroy)(CUlinkState);
  CUresult (*cuGetErrorName)(CUresult, const char **);
  CUresult (*cuGetErrorString)(CUresult, const char **);

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

/// Loads a cached sm_90 artifact (runtime/cuda_image.h) into the current context and
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
