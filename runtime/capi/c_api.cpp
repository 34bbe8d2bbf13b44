//===- c_api.cpp - The C ABI (include/logpjit/logpjit.h) over runtime.h ----===//
//
// Every entry point runs its body inside `entry()`: C++ exceptions stop there, the
// status's message (prefixed with the function name) becomes the thread's last error.
// Arguments are checked completely before the C++ API is called, and the C++ API checks
// target ids before any write, so a failing call writes nothing.
//
//===----------------------------------------------------------------------===//
#include "logpjit/logpjit.h"
#include "logpjit/runtime.h"
#include "runtime/capi/c_api_internal.h"
#include "runtime/capi/c_api_structs.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"

#include <cstddef>
#include <cstring>
#include <fmt/format.h>

using namespace logpjit;
using namespace logpjit::capi;

static_assert(int(DType::BF16) == LOGPJIT_DTYPE_BF16 && int(DType::F16) == LOGPJIT_DTYPE_F16 &&
              int(DType::F32) == LOGPJIT_DTYPE_F32);
static_assert(int(IndexType::I64) == LOGPJIT_INDEX_I64 && int(IndexType::I32) == LOGPJIT_INDEX_I32);
static_assert(int(MaskMode::IgnoreIndex) == LOGPJIT_MASK_IGNORE_INDEX &&
              int(MaskMode::ActiveMask) == LOGPJIT_MASK_ACTIVE);
static_assert(int(Scope::FixedTopology) == LOGPJIT_SCOPE_FIXED_TOPOLOGY &&
              int(Scope::CrossTpBitwise) == LOGPJIT_SCOPE_CROSS_TP_BITWISE &&
              int(Scope::CrossTargetBitwise) == LOGPJIT_SCOPE_CROSS_TARGET_BITWISE);

namespace {

thread_local std::string lastError;

} // namespace

logpjit_status logpjit::capi::finish(const char *fn, const Status &s) noexcept {
  try {
    lastError = s.ok() ? std::string() : std::string(fn) + ": " + s.message;
  } catch (...) {
    lastError.clear();
  }
  return s.code;
}

extern "C" {

uint32_t logpjit_abi_version(void) { return LOGPJIT_ABI_VERSION; }

const char *logpjit_last_error(void) { return lastError.c_str(); }

const char *logpjit_status_string(logpjit_status status) {
  switch (status) {
  case LOGPJIT_OK:
    return "LOGPJIT_OK";
  case LOGPJIT_ERROR_INVALID_ARGUMENT:
    return "LOGPJIT_ERROR_INVALID_ARGUMENT";
  case LOGPJIT_ERROR_INVALID_VALUE:
    return "LOGPJIT_ERROR_INVALID_VALUE";
  case LOGPJIT_ERROR_BUFFER_TOO_SMALL:
    return "LOGPJIT_ERROR_BUFFER_TOO_SMALL";
  case LOGPJIT_ERROR_RUNTIME:
    return "LOGPJIT_ERROR_RUNTIME";
  case LOGPJIT_ERROR_OUT_OF_MEMORY:
    return "LOGPJIT_ERROR_OUT_OF_MEMORY";
  case LOGPJIT_ERROR_INTERNAL:
    return "LOGPJIT_ERROR_INTERNAL";
  }
  return "unknown status";
}

logpjit_status logpjit_contract_init(logpjit_contract *contract, size_t struct_size) {
  return entry("logpjit_contract_init", [&]() -> Status {
    if (!contract)
      return badArg("contract: null pointer");
    if (struct_size < kContractV1)
      return badArg(fmt::format("struct_size = {}: expected >= {} (sizeof(logpjit_contract))",
                                struct_size, kContractV1));
    if (Status st = structSizeTooLarge("struct_size", struct_size); !st.ok())
      return st;
    writeStruct(contract, defaultContract(), struct_size);
    return {};
  });
}

logpjit_status logpjit_contract_validate(const logpjit_contract *contract) {
  return entry("logpjit_contract_validate", [&]() -> Status {
    Contract k;
    return toContract(contract, k);
  });
}

logpjit_status logpjit_contract_fingerprint(const logpjit_contract *contract, char *buf,
                                            size_t buf_size) {
  return entry("logpjit_contract_fingerprint", [&]() -> Status {
    Contract k;
    if (Status s = toContract(contract, k); !s.ok())
      return s;
    return writeFingerprint(k.fingerprint(), buf, buf_size);
  });
}

logpjit_status logpjit_auto_tile_width(int64_t vocab, int64_t *tile_width) {
  return entry("logpjit_auto_tile_width", [&]() -> Status {
    if (!tile_width)
      return badArg("tile_width: expected a non-null pointer");
    if (vocab <= 0)
      return badArg(fmt::format("vocab = {}: expected > 0", vocab));
    *tile_width = autoTileWidth(vocab);
    return Status{};
  });
}

logpjit_status logpjit_contract_numerics_fingerprint(const logpjit_contract *contract, char *buf,
                                                     size_t buf_size) {
  return entry("logpjit_contract_numerics_fingerprint", [&]() -> Status {
    Contract k;
    if (Status s = toContract(contract, k); !s.ok())
      return s;
    return writeFingerprint(k.numericsFingerprint(), buf, buf_size);
  });
}

} // extern "C"
