//===- cublas_peer_test.cpp - The bench's cuBLAS peer without a GPU --------===//
//
// tools/cublas_peer.h turns the LM head's row-major GEMMs into cublasGemmEx's column-major
// arguments. These tests evaluate those arguments as cuBLAS defines them (column-major
// operands, op N or T) on small integer matrices and compare with the row-major product
// the bench means, exactly; they check the argument errors; and, where the toolkit's
// cublas_api.h was present at configure time, tools/cublas_api.h's ABI against it.
//
//===----------------------------------------------------------------------===//
#include "tools/cublas_api.h"
#include "tools/cublas_peer.h"

#include <cstring>
#include <gtest/gtest.h>
#include <random>
#include <type_traits>
#include <vector>

using namespace llvm;
using namespace logpjit;
using namespace logpjit::cli;

namespace {

/// Small integers stored as bf16 (exact), row-major with `stride` >= cols.
struct Mat {
  int64_t rows, cols, stride;
  std::vector<uint16_t> v;
  Mat(int64_t r, int64_t c, int64_t s, std::mt19937 &g) : rows(r), cols(c), stride(s) {
    v.assign(size_t(r * s), 0x7FC0); // NaN in the padding: a read of it shows
    std::uniform_int_distribution<int> d(-4, 4);
    for (int64_t i = 0; i < r; ++i)
      for (int64_t j = 0; j < c; ++j) {
        const float x = float(d(g));
        uint32_t b;
        std::memcpy(&b, &x, 4);
        v[size_t(i * s + j)] = uint16_t(b >> 16);
      }
  }
  double at(int64_t i, int64_t j) const { return value(v[size_t(i * stride + j)]); }
  static double value(uint16_t h) {
    const uint32_t b = uint32_t(h) << 16;
    float x;
    std::memcpy(&x, &b, 4);
    return x;
  }
  PeerMatrix peer() const { return {v.data(), rows, cols, stride, DType::BF16}; }
};

/// cublasGemmEx's definition: C (m x n, column-major, ldc) = op(A) op(B), A and B
/// column-major with their leading dimensions.
std::vector<double> gemmAsCublas(const ColumnMajorGemm &g) {
  auto elem = [](const void *p, int ld, int op, int i, int l) {
    const auto *h = static_cast<const uint16_t *>(p);
    return Mat::value(op == cublas::kOpN ? h[size_t(i) + size_t(l) * ld]
                                         : h[size_t(l) + size_t(i) * ld]);
  };
  std::vector<double> c(size_t(g.ldc) * g.n, 0.0);
  for (int j = 0; j < g.n; ++j)
    for (int i = 0; i < g.m; ++i) {
      double s = 0;
      for (int l = 0; l < g.k; ++l)
        s += elem(g.first, g.ldFirst, g.opFirst, i, l) *
             elem(g.second, g.ldSecond, g.opSecond, l, j);
      c[size_t(i) + size_t(j) * g.ldc] = s;
    }
  return c;
}

/// C [m, n] (row-major, cStride) = op(A) op(B) through columnMajorGemm, against the
/// row-major product computed directly.
void expectProduct(const Mat &a, bool ta, const Mat &b, bool tb) {
  const int64_t m = ta ? a.cols : a.rows, k = ta ? a.rows : a.cols, n = tb ? b.rows : b.cols;
  const int64_t cStride = n + 3;
  auto g = columnMajorGemm(a.peer(), ta, b.peer(), tb, cStride, DType::F32);
  ASSERT_TRUE(bool(g)) << toString(g.takeError());
  const std::vector<double> c = gemmAsCublas(*g);
  for (int64_t i = 0; i < m; ++i)
    for (int64_t j = 0; j < n; ++j) {
      double want = 0;
      for (int64_t l = 0; l < k; ++l)
        want += (ta ? a.at(l, i) : a.at(i, l)) * (tb ? b.at(j, l) : b.at(l, j));
      ASSERT_EQ(c[size_t(i * cStride + j)], want) << "C[" << i << ", " << j << "]";
    }
}

} // namespace

TEST(CublasPeer, ColumnMajorArgumentsGiveTheLmHeadsRowMajorProducts) {
  std::mt19937 g(7);
  const int64_t T = 5, H = 6, V = 9;
  const Mat hidden(T, H, H + 2, g), weight(V, H, H + 1, g), G(T, V, V + 4, g);
  expectProduct(hidden, false, weight, true); // logits = hidden x weightᵀ
  expectProduct(G, false, weight, false);     // grad_hidden = G x weight
  expectProduct(G, true, hidden, false);      // grad_weight = Gᵀ x hidden
}

TEST(CublasPeer, BadArgumentsAreErrors) {
  std::mt19937 g(8);
  const Mat a(4, 6, 6, g), b(5, 6, 6, g);
  auto expectError = [](Expected<ColumnMajorGemm> r, const char *what) {
    ASSERT_FALSE(bool(r));
    const std::string m = toString(r.takeError());
    EXPECT_NE(m.find(what), std::string::npos) << m;
  };
  expectError(columnMajorGemm(a.peer(), false, b.peer(), false, 8, DType::F32), "op(B)");
  PeerMatrix narrow = b.peer();
  narrow.stride = 5;
  expectError(columnMajorGemm(a.peer(), false, narrow, true, 8, DType::F32), "stride");
  expectError(columnMajorGemm(a.peer(), false, b.peer(), true, 4, DType::F32), "stride");
  PeerMatrix f16 = b.peer();
  f16.dtype = DType::F16;
  expectError(columnMajorGemm(a.peer(), false, f16, true, 8, DType::F32), "16-bit");
  expectError(columnMajorGemm(a.peer(), false, b.peer(), true, 8, DType::F16), "C fp16");
  PeerMatrix huge = b.peer();
  huge.stride = int64_t(1) << 32;
  expectError(columnMajorGemm(a.peer(), false, huge, true, 8, DType::F32), "INT32_MAX");
}

#ifdef LOGPJIT_HAVE_CUBLAS_H
#include <cublas_api.h>
static_assert(cublas::kStatusSuccess == CUBLAS_STATUS_SUCCESS);
static_assert(cublas::kOpN == CUBLAS_OP_N && cublas::kOpT == CUBLAS_OP_T);
static_assert(cublas::kR32F == CUDA_R_32F && cublas::kR16F == CUDA_R_16F &&
              cublas::kR16BF == CUDA_R_16BF);
static_assert(cublas::kCompute32F == CUBLAS_COMPUTE_32F);
static_assert(cublas::kGemmDefault == CUBLAS_GEMM_DEFAULT);
// Every entry point: the same parameter and result sizes (ints for enums, void* for
// handles and streams: the same ABI).
template <class A, class B> struct SameAbi : std::false_type {};
template <class RA, class RB, class... PA, class... PB>
struct SameAbi<RA (*)(PA...), RB (*)(PB...)>
    : std::bool_constant<sizeof...(PA) == sizeof...(PB) && sizeof(RA) == sizeof(RB) &&
                         ((sizeof(PA) == sizeof(PB)) && ...)> {};
#define SAME_FN(f) static_assert(SameAbi<decltype(cublas::Library::f), decltype(&::f)>::value, #f)
SAME_FN(cublasCreate_v2);
SAME_FN(cublasDestroy_v2);
SAME_FN(cublasSetStream_v2);
SAME_FN(cublasSetWorkspace_v2);
SAME_FN(cublasGetVersion_v2);
SAME_FN(cublasGetStatusString);
// cublasGemmEx is overloaded in C++ (cublas_api.h); the C declaration, the one dlsym finds,
// must have exactly this type (the initialization below selects it or fails to compile).
using GemmEx = cublasStatus_t (*)(cublasHandle_t, cublasOperation_t, cublasOperation_t, int, int,
                                  int, const void *, const void *, cudaDataType, int, const void *,
                                  cudaDataType, int, const void *, void *, cudaDataType, int,
                                  cublasComputeType_t, cublasGemmAlgo_t);
[[maybe_unused]] static constexpr GemmEx kDeclaredGemmEx = &::cublasGemmEx;
static_assert(SameAbi<decltype(cublas::Library::cublasGemmEx), GemmEx>::value, "cublasGemmEx");
TEST(CublasAbi, MatchesCublasHeader) {
  SUCCEED() << "checked at compile time against cuBLAS " << CUBLAS_VER_MAJOR << "."
            << CUBLAS_VER_MINOR;
}
#else
TEST(CublasAbi, MatchesCublasHeader) {
  GTEST_SKIP() << "skipped: no cublas_api.h at configure time";
}
#endif
