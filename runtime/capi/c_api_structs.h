//===- c_api_structs.h - Versioned structs of the C ABI (internal) -----------===//
//
// Shared by the C ABI's files: reading and writing the structs that grow by appending
// fields, their defaults, and the contract conversion.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "logpjit/contract.h"
#include "logpjit/logpjit.h"
#include "runtime/capi/c_api_internal.h"

#include <cstddef>
#include <cstring>
#include <fmt/format.h>

namespace logpjit::capi {

// Structs that grow: versions after 1 only append fields. A caller's struct_size must
// cover version 1 (the sizes below, frozen: LP64); bytes past what this library knows
// must be zero.
constexpr size_t kContractV1 = 96, kOptionsV1 = 40, kInfoV1 = 48, kStatsV1 = 48;
static_assert(sizeof(void *) != 8 ||
                  (sizeof(logpjit_contract) >= kContractV1 &&
                   sizeof(logpjit_runtime_options) >= kOptionsV1 &&
                   sizeof(logpjit_op_info) >= kInfoV1 && sizeof(logpjit_kernel_stats) >= kStatsV1),
              "a struct of the C ABI lost bytes: fields may only be appended");
static_assert(sizeof(void *) != 8 || offsetof(logpjit_contract, target) == 88 &&
                                         offsetof(logpjit_runtime_options, cache_max_bytes) == 32 &&
                                         offsetof(logpjit_kernel_stats, load_ms) == 40 &&
                                         offsetof(logpjit_contract, temperature_rows) == 96 &&
                                         offsetof(logpjit_contract, hidden_size) == 104 &&
                                         offsetof(logpjit_contract, tile_sum) == 116 &&
                                         offsetof(logpjit_op_info, lm_head_grad_leaves) == 56,
              "a field of the C ABI moved: fields may only be appended");

/// An upper bound on any version's struct_size: larger is an uninitialized or corrupt
/// field, and the library would read or zero that many bytes past the caller's struct.
constexpr size_t kMaxStructSize = 4096;

inline Status structSizeTooLarge(const char *name, size_t n) {
  if (n <= kMaxStructSize)
    return {};
  return badArg(fmt::format("{} = {}: expected <= {} (uninitialized? fill the struct with its "
                            "_init function)",
                            name, n, kMaxStructSize));
}

template <class S>
inline Status readStruct(const S *in, const char *name, const char *type, size_t v1, S &out) {
  if (!in)
    return badArg(fmt::format("{}: null pointer", name));
  const size_t n = in->struct_size;
  if (n < v1)
    return badArg(fmt::format("{}->struct_size = {}: expected >= {} (sizeof({}), ABI version 1; "
                              "fill it with {}_init)",
                              name, n, v1, type, type));
  if (Status st = structSizeTooLarge(fmt::format("{}->struct_size", name).c_str(), n); !st.ok())
    return st;
  const auto *bytes = reinterpret_cast<const unsigned char *>(in);
  for (size_t i = sizeof(S); i < n; ++i)
    if (bytes[i])
      return badArg(fmt::format("{}->struct_size = {}: sets fields this library (ABI version {}, "
                                "{} bytes) does not know",
                                name, n, LOGPJIT_ABI_VERSION, sizeof(S)));
  std::memcpy(&out, in, std::min(n, sizeof(S)));
  return {};
}

/// Writes `value` into the caller's struct of `struct_size` bytes (tail zeroed).
template <class S> inline void writeStruct(S *dst, S value, size_t struct_size) {
  value.struct_size = struct_size;
  std::memcpy(dst, &value, std::min(struct_size, sizeof(S)));
  if (struct_size > sizeof(S))
    std::memset(reinterpret_cast<char *>(dst) + sizeof(S), 0, struct_size - sizeof(S));
}

// The fields logpjit_contract and Contract share, by name: copied as they are, and enums
// (an int32_t in C). The target is converted apart.
#define LOGPJIT_CONTRACT_PLAIN_FIELDS(X)                                                           \
  X(vocab)                                                                                         \
  X(real_vocab)                                                                                    \
  X(tile_width)                                                                                    \
  X(tp_size)                                                                                       \
  X(tp_rank)                                                                                       \
  X(ignore_index)                                                                                  \
  X(temperature) X(has_temperature) X(want_entropy) X(lanes) X(chunk) X(temperature_rows) X(top_k) \
      X(hidden_size)
#define LOGPJIT_CONTRACT_ENUM_FIELDS(X)                                                            \
  X(dtype, DType)                                                                                  \
  X(index_type, IndexType)                                                                         \
  X(mask_mode, MaskMode) X(scope, Scope) X(hidden_dtype, DType) X(tile_sum, TileSum)

inline logpjit_contract defaultContract() {
  logpjit_contract c{};
  const Contract d;
  c.struct_size = sizeof(c);
#define X(f) c.f = d.f;
  LOGPJIT_CONTRACT_PLAIN_FIELDS(X)
#undef X
#define X(f, T) c.f = int32_t(d.f);
  LOGPJIT_CONTRACT_ENUM_FIELDS(X)
#undef X
  c.target = nullptr;
  return c;
}

inline logpjit_runtime_options defaultOptions() {
  logpjit_runtime_options o{};
  o.struct_size = sizeof(o);
  o.cache_mode = LOGPJIT_CACHE_FROM_ENV;
  return o;
}

inline Status enumField(const char *field, int32_t v, std::initializer_list<const char *> names) {
  if (v >= 0 && size_t(v) < names.size())
    return {};
  std::string want;
  size_t i = 0;
  for (const char *n : names) {
    want += fmt::format("{}{} ({})", i == 0 ? "" : i + 1 == names.size() ? " or " : ", ", n, i);
    ++i;
  }
  return badArg(fmt::format("contract.{} = {}: expected {}", field, v, want));
}

inline Status flagField(const char *field, int32_t v) {
  return v == 0 || v == 1 ? Status{}
                          : badArg(fmt::format("contract.{} = {}: expected 0 or 1", field, v));
}

/// The C++ contract of a caller's struct, validated (messages name the field).
inline Status toContract(const logpjit_contract *in, Contract &k) {
  logpjit_contract c = defaultContract();
  if (Status s = readStruct(in, "contract", "logpjit_contract", kContractV1, c); !s.ok())
    return s;
  for (Status s :
       {enumField("dtype", c.dtype,
                  {"LOGPJIT_DTYPE_BF16", "LOGPJIT_DTYPE_F16", "LOGPJIT_DTYPE_F32"}),
        enumField("index_type", c.index_type, {"LOGPJIT_INDEX_I64", "LOGPJIT_INDEX_I32"}),
        enumField("hidden_dtype", c.hidden_dtype,
                  {"LOGPJIT_DTYPE_BF16", "LOGPJIT_DTYPE_F16", "LOGPJIT_DTYPE_F32"}),
        enumField("mask_mode", c.mask_mode, {"LOGPJIT_MASK_IGNORE_INDEX", "LOGPJIT_MASK_ACTIVE"}),
        enumField("scope", c.scope,
                  {"LOGPJIT_SCOPE_FIXED_TOPOLOGY", "LOGPJIT_SCOPE_CROSS_TP_BITWISE",
                   "LOGPJIT_SCOPE_CROSS_TARGET_BITWISE"}),
        enumField("tile_sum", c.tile_sum, {"LOGPJIT_TILE_SUM_LANES", "LOGPJIT_TILE_SUM_LEAVES"}),
        flagField("has_temperature", c.has_temperature), flagField("want_entropy", c.want_entropy),
        flagField("temperature_rows", c.temperature_rows)})
    if (!s.ok())
      return s;
#define X(f) k.f = c.f;
  LOGPJIT_CONTRACT_PLAIN_FIELDS(X)
#undef X
#define X(f, T) k.f = T(c.f);
  LOGPJIT_CONTRACT_ENUM_FIELDS(X)
#undef X
  k.target = Target::hostCPU();
  if (c.target) {
    auto t = Target::parse(c.target);
    if (!t)
      return badArg("contract.target: " + llvm::toString(t.takeError()));
    if (t->arch != Arch::Host || !t->features.empty())
      k.target = *t;
  }
  return fromError(k.validate(), LOGPJIT_ERROR_INVALID_ARGUMENT);
}

inline Status writeFingerprint(const std::string &hex, char *buf, size_t size) {
  if (!buf)
    return badArg("buf: null pointer");
  if (size < hex.size() + 1)
    return fail(LOGPJIT_ERROR_BUFFER_TOO_SMALL,
                fmt::format("buf_size = {}: expected >= {} (LOGPJIT_FINGERPRINT_SIZE)", size,
                            hex.size() + 1));
  std::memcpy(buf, hex.c_str(), hex.size() + 1);
  return {};
}

} // namespace logpjit::capi
