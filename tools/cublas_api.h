//===- cublas_api.h - The part of cuBLAS's ABI the bench calls -------------===//
//
// Declared here so that no CUDA header is needed to build (as runtime/dist/nccl_api.h
// declares NCCL's); tests/tools/cublas_peer_test.cpp checks it against the toolkit's
// cublas_api.h where one is present. Enums are plain ints and handles and streams void*:
// the same sizes and calling convention.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "runtime/devices/dl_table.h"

#include <cstddef>
#include <string>

namespace logpjit::cublas {

inline constexpr int kStatusSuccess = 0;   ///< CUBLAS_STATUS_SUCCESS
inline constexpr int kOpN = 0, kOpT = 1;   ///< cublasOperation_t
inline constexpr int kR32F = 0, kR16F = 2; ///< cudaDataType_t: CUDA_R_32F, CUDA_R_16F
inline constexpr int kR16BF = 14;          ///< CUDA_R_16BF
inline constexpr int kCompute32F = 68;     ///< cublasComputeType_t CUBLAS_COMPUTE_32F
inline constexpr int kGemmDefault = -1;    ///< cublasGemmAlgo_t CUBLAS_GEMM_DEFAULT

/// cuBLAS's entry points the bench calls: X(name, return type, (parameter types)).
#define LOGPJIT_CUBLAS_FUNCTIONS(X)                                                                \
  X(cublasCreate_v2, int, (void **))                                                               \
  X(cublasDestroy_v2, int, (void *))                                                               \
  X(cublasSetStream_v2, int, (void *, void *))                                                     \
  X(cublasSetWorkspace_v2, int, (void *, void *, size_t))                                          \
  X(cublasGetVersion_v2, int, (void *, int *))                                                     \
  X(cublasGetStatusString, const char *, (int))                                                    \
  X(cublasGemmEx, int,                                                                             \
    (void *, int, int, int, int, int, const void *, const void *, int, int, const void *, int,     \
     int, const void *, void *, int, int, int, int))

/// The table of those entry points, and the library file that answered.
struct Library {
  LOGPJIT_CUBLAS_FUNCTIONS(LOGPJIT_DL_MEMBER)
  std::string file;
};

} // namespace logpjit::cublas
