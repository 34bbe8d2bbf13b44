//===- c_api_util.h - DLTensors and handles for the C ABI tests -------------===//
#pragma once

#include "logpjit/contract.h"
#include "logpjit/logpjit.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace logpjit::test {

inline constexpr DLDataType kDlBF16{kDLBfloat, 16, 1}, kDlF16{kDLFloat, 16, 1},
    kDlF32{kDLFloat, 32, 1}, kDlF64{kDLFloat, 64, 1}, kDlI64{kDLInt, 64, 1}, kDlI32{kDLInt, 32, 1},
    kDlU8{kDLUInt, 8, 1};

/// The DLPack dtype of a logits dtype.
inline DLDataType dlOf(DType d) {
  return d == DType::BF16 ? kDlBF16 : d == DType::F16 ? kDlF16 : kDlF32;
}

/// A DLTensor that owns its shape and strides (empty strides: NULL, compact row-major).
struct Tensor {
  std::vector<int64_t> shape, strides;
  DLTensor t{};
  Tensor(const void *data, DLDataType dtype, std::vector<int64_t> shp,
         std::vector<int64_t> str = {}, uint64_t byte_offset = 0)
      : shape(std::move(shp)), strides(std::move(str)) {
    t.data = const_cast<void *>(data);
    t.device = {kDLCPU, 0};
    t.ndim = int(shape.size());
    t.dtype = dtype;
    t.byte_offset = byte_offset;
  }
  /// The DLTensor, its shape/strides pointers refreshed (safe after copies).
  DLTensor *get() {
    t.shape = shape.data();
    t.strides = strides.empty() ? nullptr : strides.data();
    return &t;
  }
};

/// A runtime handle destroyed at scope exit.
struct RuntimeHandle {
  logpjit_runtime_t *p = nullptr;
  RuntimeHandle() = default;
  RuntimeHandle(const RuntimeHandle &) = delete;
  ~RuntimeHandle() { logpjit_runtime_destroy(p); }
};
/// An op handle destroyed at scope exit.
struct OpHandle {
  logpjit_op_t *p = nullptr;
  OpHandle() = default;
  OpHandle(OpHandle &&o) noexcept : p(o.p) { o.p = nullptr; }
  OpHandle(const OpHandle &) = delete;
  ~OpHandle() { logpjit_op_destroy(p); }
};

/// A fresh temporary directory, removed at scope exit.
struct TempDir {
  std::string path;
  TempDir() {
    llvm::SmallString<128> d;
    if (llvm::sys::fs::createUniqueDirectory("logpjit-capi-test", d))
      throw std::runtime_error("cannot create a temporary directory");
    path = d.str().str();
  }
  ~TempDir() { llvm::sys::fs::remove_directories(path); }
};

/// A runtime on `dir` (normal mode unless `mode`), 2 threads.
inline logpjit_status makeRuntime(const std::string &dir, RuntimeHandle &h,
                                  int32_t mode = LOGPJIT_CACHE_NORMAL) {
  logpjit_runtime_options o;
  EXPECT_EQ(logpjit_runtime_options_init(&o, sizeof o), LOGPJIT_OK);
  o.cache_dir = dir.c_str();
  o.cache_mode = mode;
  o.threads = 2;
  return logpjit_runtime_create(&o, &h.p);
}

/// The C contract of a C++ one (target string kept alive by the caller).
inline logpjit_contract toC(const Contract &k, const std::string &target) {
  logpjit_contract c;
  EXPECT_EQ(logpjit_contract_init(&c, sizeof c), LOGPJIT_OK);
  c.vocab = k.vocab;
  c.real_vocab = k.real_vocab;
  c.tile_width = k.tile_width;
  c.tp_size = k.tp_size;
  c.tp_rank = k.tp_rank;
  c.dtype = int32_t(k.dtype);
  c.index_type = int32_t(k.index_type);
  c.mask_mode = int32_t(k.mask_mode);
  c.scope = int32_t(k.scope);
  c.ignore_index = k.ignore_index;
  c.temperature = k.temperature;
  c.has_temperature = k.has_temperature;
  c.want_entropy = k.want_entropy;
  c.lanes = k.lanes;
  c.chunk = k.chunk;
  c.temperature_rows = k.temperature_rows;
  c.top_k = k.top_k;
  c.hidden_size = k.hidden_size;
  c.hidden_dtype = int32_t(k.hidden_dtype);
  c.target = target.c_str();
  return c;
}

} // namespace logpjit::test
