//===- c_api_tensor.cpp - DLPack tensor checks of the C ABI -----------------===//
#include "runtime/capi/c_api_internal.h"

#include "logpjit/errors.h"

#include <fmt/format.h>

namespace logpjit::capi {

Status fromError(llvm::Error e, logpjit_status otherwise) {
  if (!e)
    return {};
  // The first typed error decides the code (include/logpjit/errors.h); the message joins all.
  logpjit_status code = otherwise;
  bool first = true;
  std::string msg;
  auto take = [&](logpjit_status c, const llvm::ErrorInfoBase &info) {
    if (first)
      code = c;
    first = false;
    msg += (msg.empty() ? "" : "\n") + info.message();
  };
  llvm::handleAllErrors(
      std::move(e), [&](const InvalidArgumentError &x) { take(LOGPJIT_ERROR_INVALID_ARGUMENT, x); },
      [&](const InvalidValueError &x) { take(LOGPJIT_ERROR_INVALID_VALUE, x); },
      [&](const DriverError &x) { take(LOGPJIT_ERROR_RUNTIME, x); },
      [&](const CacheError &x) { take(LOGPJIT_ERROR_RUNTIME, x); },
      [&](const llvm::ErrorInfoBase &x) { take(otherwise, x); });
  return fail(code, std::move(msg));
}

namespace {

std::string dimsText(const int64_t *d, int n) {
  std::string s = "[";
  for (int i = 0; i < n; ++i)
    s += fmt::format("{}{}", i ? ", " : "", d[i]);
  return s + "]";
}

std::string dtypeText(DLDataType t) {
  const char *code = "code?";
  switch (t.code) {
  case kDLInt:
    code = "int";
    break;
  case kDLUInt:
    code = "uint";
    break;
  case kDLFloat:
    code = "float";
    break;
  case kDLBfloat:
    code = "bfloat";
    break;
  case kDLComplex:
    code = "complex";
    break;
  case 6: // kDLBool in DLPack >= 0.8
    code = "bool";
    break;
  default:
    return fmt::format("(code {}, {} bits, {} lanes)", int(t.code), int(t.bits), int(t.lanes));
  }
  std::string s = fmt::format("{}{}", code, int(t.bits));
  return t.lanes == 1 ? s : fmt::format("{}x{}", s, int(t.lanes));
}

std::vector<int64_t> compactStrides(const std::vector<int64_t> &shape) {
  std::vector<int64_t> s(shape.size());
  int64_t step = 1;
  for (size_t i = shape.size(); i-- > 0;) {
    s[i] = step;
    step *= shape[i];
  }
  return s;
}

bool is(DLDataType t, uint8_t code, uint8_t bits) {
  return t.code == code && t.bits == bits && t.lanes == 1;
}

/// Whether `t` is accepted for `e`; `want` says what is.
bool dtypeOk(DLDataType t, Elem e, const Contract &c, std::string &want) {
  switch (e) {
  case Elem::Hidden:
    want = c.hidden_dtype == DType::F16 ? "float16 (the contract's hidden_dtype fp16)"
                                        : "bfloat16 (the contract's hidden_dtype bf16)";
    return c.hidden_dtype == DType::F16 ? is(t, kDLFloat, 16) : is(t, kDLBfloat, 16);
  case Elem::Logits:
    switch (c.dtype) {
    case DType::BF16:
      want = "bfloat16 (the contract's dtype bf16)";
      return is(t, kDLBfloat, 16);
    case DType::F16:
      want = "float16 (the contract's dtype fp16)";
      return is(t, kDLFloat, 16);
    case DType::F32:
      want = "float32 (the contract's dtype fp32)";
      return is(t, kDLFloat, 32);
    }
    return false;
  case Elem::Index:
    if (c.index_type == IndexType::I64) {
      want = "int64 (the contract's index type)";
      return is(t, kDLInt, 64);
    }
    want = "int32 (the contract's index type)";
    return is(t, kDLInt, 32);
  case Elem::Mask:
    want = "uint8 or bool";
    return is(t, kDLUInt, 8) || is(t, 6, 8);
  case Elem::F32:
    want = "float32";
    return is(t, kDLFloat, 32);
  case Elem::I64:
    want = "int64";
    return is(t, kDLInt, 64);
  case Elem::F32OrHidden:
    want = c.hidden_dtype == DType::F16 ? "float32 or float16 (the contract's hidden_dtype fp16)"
                                        : "float32 or bfloat16 (the contract's hidden_dtype bf16)";
    return is(t, kDLFloat, 32) ||
           (c.hidden_dtype == DType::F16 ? is(t, kDLFloat, 16) : is(t, kDLBfloat, 16));
  case Elem::Bits16:
    want = "int16 or uint16";
    return is(t, kDLInt, 16) || is(t, kDLUInt, 16);
  }
  return false;
}

const char *deviceName(int type) {
  switch (type) {
  case kDLCPU:
    return "kDLCPU";
  case kDLCUDA:
    return "kDLCUDA";
  case kDLCUDAHost:
    return "kDLCUDAHost";
  case kDLROCM:
    return "kDLROCM";
  case kDLROCMHost:
    return "kDLROCMHost";
  case kDLCUDAManaged:
    return "kDLCUDAManaged";
  default:
    return "device type";
  }
}

Status checkDevice(const DLTensor *t, const char *name, const Contract &c, int device) {
  const int type = t->device.device_type;
  // Messages are built on failure only: these checks run on every call (the hot path).
  auto have = [&] {
    return fmt::format("{} ({}) id {}", deviceName(type), type, t->device.device_id);
  };
  switch (c.target.arch) {
  case Arch::Host:
    if (type != kDLCPU)
      return badArg(fmt::format("{}: device {}: expected kDLCPU (the contract's target is host)",
                                name, have()));
    return {};
  case Arch::SM90:
  case Arch::GFX942: {
    const bool cuda = c.target.arch == Arch::SM90;
    const int want = cuda ? kDLCUDA : kDLROCM;
    if (type != want || t->device.device_id != device)
      return badArg(fmt::format("{}: device {}: expected {} ({}) id {} (the contract's target "
                                "is {}, on the runtime's device {})",
                                name, have(), cuda ? "kDLCUDA" : "kDLROCM", want, device,
                                archName(c.target.arch).str(), device));
    return {};
  }
  }
  return badArg(fmt::format("{}: unknown target", name));
}

} // namespace

Status leadingDim(const DLTensor *t, const char *name, int ndim, const char *shapeText,
                  int64_t &rows) {
  if (!t)
    return badArg(fmt::format("{}: null DLTensor pointer (expected {})", name, shapeText));
  if (t->ndim != ndim)
    return badArg(fmt::format("{}: ndim = {}: expected {} ({})", name, t->ndim, ndim, shapeText));
  if (!t->shape)
    return badArg(fmt::format("{}: shape is a null pointer", name));
  if (t->shape[0] < 0)
    return badArg(
        fmt::format("{}: shape {}: expected dimensions >= 0", name, dimsText(t->shape, ndim)));
  rows = t->shape[0];
  return {};
}

Status checkTensor(const DLTensor *t, const Expect &e, const Contract &c, int device, View &out) {
  const int n = int(e.shape.size());
  out.step = 1;
  auto wantShape = [&] { return fmt::format("{} = {}", e.shapeText, dimsText(e.shape.data(), n)); };
  if (!t)
    return badArg(fmt::format("{}: null DLTensor pointer (expected {})", e.name, wantShape()));
  if (t->ndim != n)
    return badArg(fmt::format("{}: ndim = {}: expected {} ({})", e.name, t->ndim, n, e.shapeText));
  if (!t->shape)
    return badArg(fmt::format("{}: shape is a null pointer", e.name));
  for (int i = 0; i < n; ++i)
    if (t->shape[i] != e.shape[i])
      return badArg(
          fmt::format("{}: shape {}: expected {}", e.name, dimsText(t->shape, n), wantShape()));
  std::string want;
  if (!dtypeOk(t->dtype, e.elem, c, want))
    return badArg(fmt::format("{}: dtype {}: expected {}", e.name, dtypeText(t->dtype), want));
  if (Status s = checkDevice(t, e.name, c, device); !s.ok())
    return s;

  // Strides (in elements; null = compact row-major). Size-1 dimensions, and every
  // dimension of an empty tensor, may have any stride, as in PyTorch's is_contiguous.
  // Sizes are checked for overflow: a shape or row stride whose bytes exceed 2^62 is no
  // real buffer, and a wrapped size would defeat the overlap check and the kernels.
  const int64_t elemBytes = t->dtype.bits / 8;
  constexpr int64_t kMaxBytes = int64_t(1) << 62;
  auto tooLarge = [&](const char *what) {
    return badArg(fmt::format("{}: shape {}{}: {} exceeds 2^62 bytes (a corrupt DLTensor?)", e.name,
                              dimsText(t->shape, n),
                              t->strides ? ", strides " + dimsText(t->strides, n) : "", what));
  };
  int64_t numel = 1;
  for (int i = 0; i < n; ++i)
    if (__builtin_mul_overflow(numel, e.shape[i], &numel) || numel > kMaxBytes / elemBytes)
      return tooLarge("the element count");
  int64_t rowStride = n == 2 ? e.shape[1] : 0;
  if (t->strides && numel > 0) {
    auto have = [&] { return fmt::format("{}: strides {}", e.name, dimsText(t->strides, n)); };
    if (e.rowStrided) {
      if (e.shape[1] > 1 && t->strides[1] != 1)
        return badArg(fmt::format("{}: expected strides[1] = 1 (row-major rows; any row "
                                  "stride >= {} elements)",
                                  have(), e.shape[1]));
      if (e.shape[0] > 1) {
        if (t->strides[0] < e.shape[1])
          return badArg(fmt::format("{}: expected strides[0] >= {} (rows may not overlap)", have(),
                                    e.shape[1]));
        rowStride = t->strides[0];
      }
    } else if (e.broadcast && n == 1 && t->strides[0] == 0) {
      out.step = 0; // one value, read for every row
    } else {
      int64_t expect = 1;
      for (int i = n - 1; i >= 0; --i) {
        if (e.shape[i] != 1 && t->strides[i] != expect)
          return badArg(fmt::format("{}: expected a contiguous tensor (strides {})", have(),
                                    dimsText(compactStrides(e.shape).data(), n)));
        expect *= e.shape[i];
      }
    }
  }
  char *data = static_cast<char *>(t->data);
  if (numel > 0) {
    if (!data)
      return badArg(fmt::format("{}: data is a null pointer (with {} elements)", e.name, numel));
    data += t->byte_offset;
    if (reinterpret_cast<uintptr_t>(data) % uintptr_t(elemBytes) != 0)
      return badArg(fmt::format("{}: data + byte_offset = {}: not aligned to the {}-byte "
                                "element size",
                                e.name, static_cast<void *>(data), elemBytes));
  }
  out.data = numel > 0 ? data : nullptr;
  out.rowStride = rowStride;
  out.name = e.name;
  out.begin = reinterpret_cast<uintptr_t>(data);
  int64_t span = out.step == 0 && numel > 0 ? 1 : numel;
  if (e.rowStrided && numel > 0)
    if (__builtin_mul_overflow(e.shape[0] - 1, rowStride, &span) ||
        __builtin_add_overflow(span, e.shape[1], &span) || span > kMaxBytes / elemBytes)
      return tooLarge("the row span");
  out.end = out.begin + uintptr_t(span * elemBytes);
  return {};
}

Status checkDisjoint(std::initializer_list<const View *> outputs,
                     std::initializer_list<const View *> inputs) {
  auto overlap = [](const View *a, const View *b) {
    return a->begin < a->end && b->begin < b->end && a->begin < b->end && b->begin < a->end;
  };
  for (auto i = outputs.begin(); i != outputs.end(); ++i) {
    if (!*i)
      continue;
    for (auto j = std::next(i); j != outputs.end(); ++j)
      if (*j && overlap(*i, *j))
        return badArg(fmt::format("{} and {} overlap: outputs must be separate buffers", (*i)->name,
                                  (*j)->name));
    for (const View *in : inputs)
      if (in && overlap(*i, in))
        return badArg(fmt::format("{} overlaps {}: an output must not overlap an input", (*i)->name,
                                  in->name));
  }
  return {};
}

} // namespace logpjit::capi
