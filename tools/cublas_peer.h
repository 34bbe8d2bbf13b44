//===- cublas_peer.h - cuBLAS beside `logpjit bench --lm-head` --------------===//
//
// The LM head's speed reference (docs/spec.md §16): cuBLAS's GEMMs of the same shapes,
// timed in the same run as logpjit's kernels. cuBLAS is loaded with dlopen, like every
// library logpjit calls at run time (runtime/devices/dl_table.h); where it is absent, bench
// says why and prints no ratio. Its outputs only serve timing and a sanity comparison,
// never a result.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "logpjit/contract.h"

#include "llvm/Support/Error.h"

#include <cstdint>
#include <memory>
#include <string>

namespace logpjit::cublas {
struct Library;
}

namespace logpjit::cli {

/// A row-major matrix operand of CublasPeer::gemm: `rows` x `cols` elements of `dtype`,
/// row r at `data + r * stride` elements.
struct PeerMatrix {
  const void *data = nullptr;
  int64_t rows = 0, cols = 0, stride = 0;
  DType dtype = DType::BF16;
};

/// The column-major cublasGemmEx arguments of a row-major C [m, n] = op(A) x op(B): cuBLAS
/// sees Cᵀ = op(B)ᵀ op(A)ᵀ, so B comes first (`first`), each operand with its own
/// transposition (a row-major matrix is its transpose in column-major order).
struct ColumnMajorGemm {
  int opFirst, opSecond; ///< cublasOperation_t of B, of A
  int m, n, k;           ///< cuBLAS's m = n of C, n = m of C
  const void *first, *second;
  int ldFirst, ldSecond, ldc; ///< the operands' and C's row strides
  int inType, outType;        ///< cudaDataType_t
};

/// The arguments of C [m, n] = op(A) x op(B), with fp32 accumulation. op(A) [m, k] is A, or
/// Aᵀ when `transA` (A stored [k, m]); op(B) [k, n] is B, or Bᵀ when `transB` (B stored
/// [n, k]). A and B: bf16 or fp16, the same dtype; C: that dtype or fp32, `cStride`
/// elements per row. Errors: op(A)'s k not op(B)'s, mismatched or unsupported dtypes, a row
/// stride below its row's length, a dimension or stride outside [0, INT32_MAX].
llvm::Expected<ColumnMajorGemm> columnMajorGemm(const PeerMatrix &a, bool transA,
                                                const PeerMatrix &b, bool transB, int64_t cStride,
                                                DType cType);

/// One cuBLAS handle on the legacy default stream (where `logpjit bench` times its calls),
/// in the CUDA context current on the creating thread.
class CublasPeer {
public:
  /// Loads libcublas ($LOGPJIT_CUBLAS, a path, where set; else libcublas.so.13, .so.12,
  /// .so, the first that loads) and creates a handle. Errors: no library (the dlopen
  /// messages), a missing entry point, a failed cublasCreate (its status string).
  static llvm::Expected<std::unique_ptr<CublasPeer>> create();
  ~CublasPeer();
  CublasPeer(const CublasPeer &) = delete;
  CublasPeer &operator=(const CublasPeer &) = delete;

  /// Gives cuBLAS `bytes` of device memory at `data` as its workspace (cublasSetWorkspace:
  /// NVIDIA recommends 32 MiB on Hopper, where its heuristics pick among more kernels with
  /// it; torch gives it the same). Errors: cuBLAS's status string.
  llvm::Error setWorkspace(void *data, size_t bytes) const;

  /// C = op(A) x op(B) as columnMajorGemm describes, through cublasGemmEx
  /// (CUBLAS_COMPUTE_32F, the default algorithm), asynchronous on the default stream.
  /// Errors: columnMajorGemm's, cuBLAS's status string.
  llvm::Error gemm(const PeerMatrix &a, bool transA, const PeerMatrix &b, bool transB, void *c,
                   int64_t cStride, DType cType) const;

  /// "libcublas.so.13 (cuBLAS 130000)": which library answered, for the bench's header.
  const std::string &describe() const { return describe_; }

private:
  CublasPeer() = default;
  llvm::Error check(int status, const char *what) const;
  const cublas::Library *lib_ = nullptr;
  void *handle_ = nullptr;
  std::string describe_;
};

} // namespace logpjit::cli
