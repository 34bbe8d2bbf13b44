//===- c_api_internal.h - Shared by the C ABI's translation units ----------===//
//
// A status with its message (what the C entry points return), and the DLPack checks:
// every tensor argument is described by an `Expect` (name, element class, exact shape,
// layout) and checked against the contract's device before anything is launched.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "logpjit/contract.h"
#include "logpjit/logpjit.h"
#include "logpjit/runtime.h"

#include <cstdint>
#include <initializer_list>
#include <memory>
#include <new>
#include <string>
#include <vector>

/// A runtime handle: one reference to the Runtime (ops hold others).
struct logpjit_runtime {
  std::shared_ptr<logpjit::Runtime> rt;
};
/// An op handle: the Op and a reference that keeps its Runtime alive.
struct logpjit_op {
  std::shared_ptr<logpjit::Runtime> rt; ///< declared first: destroyed after `op`
  std::unique_ptr<logpjit::Op> op;
};

namespace logpjit::capi {

/// A status and, unless OK, its message.
struct Status {
  logpjit_status code = LOGPJIT_OK;
  std::string message;
  bool ok() const { return code == LOGPJIT_OK; }
};
/// A failure with `code` and `message`.
inline Status fail(logpjit_status code, std::string message) { return {code, std::move(message)}; }
/// An INVALID_ARGUMENT failure.
inline Status badArg(std::string message) {
  return fail(LOGPJIT_ERROR_INVALID_ARGUMENT, std::move(message));
}
/// Sets the calling thread's last error ("<fn>: <message>", or empty when `s` is OK) and
/// returns s.code.
logpjit_status finish(const char *fn, const Status &s) noexcept;

/// Runs `body` (returning a Status) for C entry point `fn`: no exception escapes
/// (bad_alloc -> OUT_OF_MEMORY, anything else -> INTERNAL); see finish().
template <class F> logpjit_status entry(const char *fn, F &&body) noexcept {
  Status s;
  try {
    s = body();
  } catch (const std::bad_alloc &) {
    s = fail(LOGPJIT_ERROR_OUT_OF_MEMORY, "out of host memory");
  } catch (const std::exception &e) {
    s = fail(LOGPJIT_ERROR_INTERNAL, std::string("internal error: ") + e.what());
  } catch (...) {
    s = fail(LOGPJIT_ERROR_INTERNAL, "internal error: unknown exception");
  }
  return finish(fn, s);
}

/// Converts an llvm::Error from the C++ API by its type (include/logpjit/errors.h):
/// InvalidArgumentError -> INVALID_ARGUMENT, InvalidValueError -> INVALID_VALUE,
/// DriverError and CacheError -> RUNTIME, an error of no kind -> `otherwise`.
Status fromError(llvm::Error e, logpjit_status otherwise);

/// Which element types a tensor argument accepts.
enum class Elem {
  Logits,      ///< the contract's dtype (bf16 / fp16 / fp32)
  Hidden,      ///< the contract's hidden_dtype (bf16 / fp16: LM-head hidden states and weights)
  Index,       ///< the contract's index type (int64 / int32)
  Mask,        ///< uint8 or bool (8 bits)
  F32,         ///< fp32
  I64,         ///< int64 (top-k candidates, counts, ids, ranks)
  F32OrHidden, ///< fp32 or the contract's hidden_dtype (the LM head's grad_weight)
  Bits16,      ///< int16 or uint16 (raw 16-bit words: a split fp32's low halves)
};

/// What one tensor argument must be.
struct Expect {
  const char *name;           ///< argument name, as in logpjit.h
  Elem elem;                  ///< accepted element types
  std::vector<int64_t> shape; ///< exact shape
  const char *shapeText;      ///< symbolic shape, e.g. "[T, V_local]"
  bool rowStrided = false;    ///< 2-D; strides[1] = 1 and any strides[0] >= shape[1]
  bool broadcast = false;     ///< 1-D; strides[0] may also be 0 (one value for every row)
};

/// A checked tensor: its first element and the byte range it spans.
struct View {
  void *data = nullptr;  ///< data + byte_offset
  int64_t rowStride = 0; ///< elements between rows (row-strided tensors)
  int64_t step = 1;      ///< elements between entries of a 1-D tensor (0: broadcast)
  uintptr_t begin = 0;   ///< first byte spanned
  uintptr_t end = 0;     ///< one past the last byte spanned (== begin when empty)
  const char *name = ""; ///< for overlap messages
};

/// Checks `t` against `e` and the contract's device (kDLCPU for host; kDLCUDA / kDLROCM
/// with device_id = `device` for sm_90 / gfx942): ndim, shape, dtype, device, strides,
/// a null data pointer with elements, element alignment of data + byte_offset. A null
/// `t` is an error (optional arguments are handled by the caller).
Status checkTensor(const DLTensor *t, const Expect &e, const Contract &c, int device, View &out);

/// The first dimension of `t` (T), after checking that `t` is non-null with `ndim`
/// dimensions and shape[0] >= 0 (the rest is checked by checkTensor).
Status leadingDim(const DLTensor *t, const char *name, int ndim, const char *shapeText,
                  int64_t &rows);

/// The `active` mask: required iff the contract's mask mode is active_mask, else NULL
/// (`given`: whether one was passed).
Status checkActive(const DLTensor *t, int64_t rows, const Contract &c, int device, View &out,
                   bool &given);
/// The per-row temperature: required iff the contract's temperature_rows, else NULL.
Status checkTemperature(const DLTensor *t, int64_t rows, const Contract &c, int device, View &out);
/// The ShardInputs of `rows` rows from checked views of the logits, targets, active mask
/// and per-row temperature (an empty view: none).
inline ShardInputs shardInputs(const View &logits, const View &targets, const View &active,
                               const View &temperature, int64_t rows) {
  ShardInputs in;
  in.logits = logits.data;
  in.row_stride = logits.rowStride;
  in.targets = targets.data;
  in.active = static_cast<const uint8_t *>(active.data);
  in.rows = rows;
  in.temperature = static_cast<const float *>(temperature.data);
  return in;
}
/// Checks an optional tensor (NULL allowed) of fp32 [rows] (an upstream gradient).
Status checkOptionalRows(const DLTensor *t, const char *name, int64_t rows, const Contract &c,
                         int device, View &out);
/// The per-row arguments of a backward (logpjit_op_backward_v2, the LM head's), checked.
/// Absent optional ones stay empty views, which overlap nothing.
struct GradRows {
  View targets, active, temperature, gradLogp, gradLse, gradEntropy, lse, entropy;
  /// The upstream gradients and the forward's outputs as Op::backward takes them.
  GradInputs grads() const;
};
/// Checks targets, active, temperature, grad_logp (fp32 [T], or one value broadcast),
/// grad_lse, grad_entropy (optional fp32 [T]), lse (fp32 [T]) and entropy (fp32 [T],
/// required with grad_entropy) of T rows, in that order.
Status checkGradRows(const DLTensor *targets, const DLTensor *active, const DLTensor *temperature,
                     const DLTensor *grad_logp, const DLTensor *grad_lse,
                     const DLTensor *grad_entropy, const DLTensor *lse, const DLTensor *entropy,
                     int64_t rows, const Contract &c, int device, GradRows &out);
/// Later launches of the op go to `stream` (GPU targets).
void useStream(logpjit_op_t *op, void *stream);

/// Outputs must not overlap each other or any input.
Status checkDisjoint(std::initializer_list<const View *> outputs,
                     std::initializer_list<const View *> inputs);

} // namespace logpjit::capi
