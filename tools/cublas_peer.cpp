//===- cublas_peer.cpp - cuBLAS loaded with dlopen, for the bench ---------===//
#include "tools/cublas_peer.h"
#include "runtime/devices/load_once.h"
#include "tools/cublas_api.h"

#include <climits>
#include <cstdlib>
#include <fmt/format.h>
#include <initializer_list>
#include <utility>

using namespace llvm;

namespace logpjit::cli {

namespace {

Expected<int> cudaType(DType d, const char *what) {
  switch (d) {
  case DType::BF16:
    return cublas::kR16BF;
  case DType::F16:
    return cublas::kR16F;
  case DType::F32:
    return cublas::kR32F;
  default:
    return createStringError("cuBLAS peer: %s dtype %s: expected bf16, fp16 or fp32", what,
                             dtypeName(d).str().c_str());
  }
}

/// An error naming the first of `dims` outside [0, INT32_MAX] (cuBLAS's int), else success.
Error checkInts(std::initializer_list<std::pair<const char *, int64_t>> dims) {
  for (const auto &[what, v] : dims)
    if (v < 0 || v > INT_MAX)
      return createStringError("cuBLAS peer: %s = %lld: expected 0 .. INT32_MAX", what,
                               (long long)v);
  return Error::success();
}

Expected<const cublas::Library *> loadCublas() {
  static cublas::Library table{};
  std::string why;
  const char *path = std::getenv("LOGPJIT_CUBLAS"); // an explicit choice: nothing in its place
  const bool chosen = path && *path;
  void *h = chosen ? dlopenFirst({path}, why)
                   : dlopenFirst({"libcublas.so.13", "libcublas.so.12", "libcublas.so"}, why);
  if (!h)
    return createStringError("cuBLAS not found%s (%s)", chosen ? " at $LOGPJIT_CUBLAS" : "",
                             why.c_str());
  auto resolver = makeResolver([&](const char *name) { return dlsym(h, name); });
  LOGPJIT_CUBLAS_FUNCTIONS(LOGPJIT_DL_RESOLVE)
  if (!resolver.missing.empty()) {
    dlclose(h);
    return createStringError("cuBLAS peer: %s: entry points not found: %s",
                             chosen ? path : "libcublas", resolver.missing.c_str());
  }
  Dl_info info{};
  table.file = dladdr(reinterpret_cast<void *>(table.cublasCreate_v2), &info) && info.dli_fname
                   ? info.dli_fname
                   : (chosen ? path : "libcublas");
  return &table;
}

} // namespace

Expected<ColumnMajorGemm> columnMajorGemm(const PeerMatrix &a, bool transA, const PeerMatrix &b,
                                          bool transB, int64_t cStride, DType cType) {
  const int64_t m = transA ? a.cols : a.rows, k = transA ? a.rows : a.cols;
  const int64_t kb = transB ? b.cols : b.rows, n = transB ? b.rows : b.cols;
  if (k != kb)
    return createStringError("cuBLAS peer: op(A) is [%lld, %lld] but op(B) is [%lld, %lld]",
                             (long long)m, (long long)k, (long long)kb, (long long)n);
  if (a.dtype != b.dtype || a.dtype == DType::F32)
    return createStringError("cuBLAS peer: A %s, B %s: expected the same 16-bit dtype",
                             dtypeName(a.dtype).str().c_str(), dtypeName(b.dtype).str().c_str());
  if (a.stride < a.cols || b.stride < b.cols || cStride < n)
    return createStringError("cuBLAS peer: a row stride is below its row's length (A %lld < "
                             "%lld, B %lld < %lld or C %lld < %lld)",
                             (long long)a.stride, (long long)a.cols, (long long)b.stride,
                             (long long)b.cols, (long long)cStride, (long long)n);
  if (Error e = checkInts({{"m", m},
                           {"n", n},
                           {"k", k},
                           {"A's stride", a.stride},
                           {"B's stride", b.stride},
                           {"C's stride", cStride}}))
    return std::move(e);
  auto in = cudaType(a.dtype, "input");
  if (!in)
    return in.takeError();
  if (cType != a.dtype && cType != DType::F32)
    return createStringError("cuBLAS peer: C %s with A and B %s: expected C in the inputs' dtype "
                             "or fp32",
                             dtypeName(cType).str().c_str(), dtypeName(a.dtype).str().c_str());
  auto out = cudaType(cType, "output");
  if (!out)
    return out.takeError();
  ColumnMajorGemm g;
  g.opFirst = transB ? cublas::kOpT : cublas::kOpN;
  g.opSecond = transA ? cublas::kOpT : cublas::kOpN;
  g.m = int(n);
  g.n = int(m);
  g.k = int(k);
  g.first = b.data;
  g.second = a.data;
  g.ldFirst = int(b.stride);
  g.ldSecond = int(a.stride);
  g.ldc = int(cStride);
  g.inType = *in;
  g.outType = *out;
  return g;
}

Expected<std::unique_ptr<CublasPeer>> CublasPeer::create() {
  auto lib = loadOnce<cublas::Library>([] { return loadCublas(); });
  if (!lib)
    return lib.takeError();
  std::unique_ptr<CublasPeer> p(new CublasPeer);
  p->lib_ = *lib;
  if (Error e = p->check(p->lib_->cublasCreate_v2(&p->handle_), "cublasCreate"))
    return std::move(e);
  if (Error e = p->check(p->lib_->cublasSetStream_v2(p->handle_, nullptr), "cublasSetStream"))
    return std::move(e);
  int version = 0;
  if (Error e = p->check(p->lib_->cublasGetVersion_v2(p->handle_, &version), "cublasGetVersion"))
    return std::move(e);
  p->describe_ = fmt::format("{} (cuBLAS {})", p->lib_->file, version);
  return std::move(p);
}

CublasPeer::~CublasPeer() {
  if (handle_)
    lib_->cublasDestroy_v2(handle_);
}

Error CublasPeer::check(int status, const char *what) const {
  if (status == cublas::kStatusSuccess)
    return Error::success();
  const char *s = lib_->cublasGetStatusString(status);
  return createStringError("cuBLAS peer: %s failed: status %d (%s)", what, status, s ? s : "?");
}

Error CublasPeer::setWorkspace(void *data, size_t bytes) const {
  return check(lib_->cublasSetWorkspace_v2(handle_, data, bytes), "cublasSetWorkspace");
}

Error CublasPeer::gemm(const PeerMatrix &a, bool transA, const PeerMatrix &b, bool transB, void *c,
                       int64_t cStride, DType cType) const {
  auto g = columnMajorGemm(a, transA, b, transB, cStride, cType);
  if (!g)
    return g.takeError();
  const float one = 1.0f, zero = 0.0f;
  return check(lib_->cublasGemmEx(handle_, g->opFirst, g->opSecond, g->m, g->n, g->k, &one,
                                  g->first, g->inType, g->ldFirst, g->second, g->inType,
                                  g->ldSecond, &zero, c, g->outType, g->ldc, cublas::kCompute32F,
                                  cublas::kGemmDefault),
               "cublasGemmEx");
}

} // namespace logpjit::cli
