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
                                         offsetof(logpjit_kernel_stats, load_ms) == 40,
              "a field of the C ABI moved: fields may only be appended");

/// An upper bound on any version's struct_size: larger is an uninitialized or corrupt
/// field, and the library would read or zero that many bytes past the caller's struct.
constexpr size_t kMaxStructSize = 4096;

Status structSizeTooLarge(const char *name, size_t n) {
  if (n <= kMaxStructSize)
    return {};
  return badArg(fmt::format("{} = {}: expected <= {} (uninitialized? fill the struct with its "
                            "_init function)",
                            name, n, kMaxStructSize));
}

template <class S>
Status readStruct(const S *in, const char *name, const char *type, size_t v1, S &out) {
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
template <class S> void writeStruct(S *dst, S value, size_t struct_size) {
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
  X(tile_width) X(tp_size) X(tp_rank) X(ignore_index) X(temperature) X(has_temperature)            \
      X(want_entropy) X(lanes) X(chunk)
#define LOGPJIT_CONTRACT_ENUM_FIELDS(X)                                                            \
  X(dtype, DType) X(index_type, IndexType) X(mask_mode, MaskMode) X(scope, Scope)

logpjit_contract defaultContract() {
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

logpjit_runtime_options defaultOptions() {
  logpjit_runtime_options o{};
  o.struct_size = sizeof(o);
  o.cache_mode = LOGPJIT_CACHE_FROM_ENV;
  return o;
}

Status enumField(const char *field, int32_t v, std::initializer_list<const char *> names) {
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

Status flagField(const char *field, int32_t v) {
  return v == 0 || v == 1 ? Status{}
                          : badArg(fmt::format("contract.{} = {}: expected 0 or 1", field, v));
}

/// The C++ contract of a caller's struct, validated (messages name the field).
Status toContract(const logpjit_contract *in, Contract &k) {
  logpjit_contract c = defaultContract();
  if (Status s = readStruct(in, "contract", "logpjit_contract", kContractV1, c); !s.ok())
    return s;
  for (Status s :
       {enumField("dtype", c.dtype,
                  {"LOGPJIT_DTYPE_BF16", "LOGPJIT_DTYPE_F16", "LOGPJIT_DTYPE_F32"}),
        enumField("index_type", c.index_type, {"LOGPJIT_INDEX_I64", "LOGPJIT_INDEX_I32"}),
        enumField("mask_mode", c.mask_mode, {"LOGPJIT_MASK_IGNORE_INDEX", "LOGPJIT_MASK_ACTIVE"}),
        enumField("scope", c.scope,
                  {"LOGPJIT_SCOPE_FIXED_TOPOLOGY", "LOGPJIT_SCOPE_CROSS_TP_BITWISE",
                   "LOGPJIT_SCOPE_CROSS_TARGET_BITWISE"}),
        flagField("has_temperature", c.has_temperature), flagField("want_entropy", c.want_entropy)})
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

Status writeFingerprint(const std::string &hex, char *buf, size_t size) {
  if (!buf)
    return badArg("buf: null pointer");
  if (size < hex.size() + 1)
    return fail(LOGPJIT_ERROR_BUFFER_TOO_SMALL,
                fmt::format("buf_size = {}: expected >= {} (LOGPJIT_FINGERPRINT_SIZE)", size,
                            hex.size() + 1));
  std::memcpy(buf, hex.c_str(), hex.size() + 1);
  return {};
}

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

logpjit_status logpjit_runtime_options_init(logpjit_runtime_options *options, size_t struct_size) {
  return entry("logpjit_runtime_options_init", [&]() -> Status {
    if (!options)
      return badArg("options: null pointer");
    if (struct_size < kOptionsV1)
      return badArg(fmt::format("struct_size = {}: expected >= {} "
                                "(sizeof(logpjit_runtime_options))",
                                struct_size, kOptionsV1));
    if (Status st = structSizeTooLarge("struct_size", struct_size); !st.ok())
      return st;
    writeStruct(options, defaultOptions(), struct_size);
    return {};
  });
}

logpjit_status logpjit_runtime_create(const logpjit_runtime_options *options,
                                      logpjit_runtime_t **out) {
  return entry("logpjit_runtime_create", [&]() -> Status {
    logpjit_runtime_options o = defaultOptions();
    if (options)
      if (Status s = readStruct(options, "options", "logpjit_runtime_options", kOptionsV1, o);
          !s.ok())
        return s;
    if (!out)
      return badArg("out: null pointer (expected a logpjit_runtime_t ** to receive the handle)");
    if (o.cache_mode < LOGPJIT_CACHE_FROM_ENV || o.cache_mode > LOGPJIT_CACHE_DISABLED)
      return badArg(fmt::format("options->cache_mode = {}: expected LOGPJIT_CACHE_FROM_ENV (0), "
                                "_NORMAL (1), _READONLY (2) or _DISABLED (3)",
                                o.cache_mode));
    if (o.threads < 0)
      return badArg(fmt::format("options->threads = {}: expected >= 0 (0 = all cores)", o.threads));
    if (o.device < 0)
      return badArg(fmt::format("options->device = {}: expected a GPU ordinal >= 0", o.device));
    if (o.sync_target_check != 0 && o.sync_target_check != 1)
      return badArg(
          fmt::format("options->sync_target_check = {}: expected 0 or 1", o.sync_target_check));
    auto cfg = CacheConfig::fromEnv();
    if (!cfg)
      return badArg(llvm::toString(cfg.takeError()));
    if (o.cache_dir) {
      if (!*o.cache_dir)
        return badArg("options->cache_dir: empty string (expected a directory, or NULL for "
                      "the default)");
      if (llvm::Error e = cfg->setDir(o.cache_dir))
        return badArg("options->cache_dir: " + llvm::toString(std::move(e)));
    }
    if (o.cache_mode != LOGPJIT_CACHE_FROM_ENV)
      cfg->mode = o.cache_mode == LOGPJIT_CACHE_NORMAL     ? CacheMode::Normal
                  : o.cache_mode == LOGPJIT_CACHE_READONLY ? CacheMode::ReadOnly
                                                           : CacheMode::Disabled;
    if (o.cache_max_bytes)
      cfg->max_bytes = o.cache_max_bytes;
    RuntimeOptions ro;
    ro.cache = std::move(*cfg);
    ro.threads = o.threads;
    ro.device = o.device;
    ro.sync_target_check = o.sync_target_check;
    auto rt = Runtime::create(std::move(ro), Runtime::defaultCompiler());
    if (!rt)
      return fromError(rt.takeError(), LOGPJIT_ERROR_RUNTIME);
    *out = new logpjit_runtime{std::shared_ptr<Runtime>(std::move(*rt))};
    return {};
  });
}

void logpjit_runtime_destroy(logpjit_runtime_t *runtime) {
  entry("logpjit_runtime_destroy", [&]() -> Status {
    delete runtime;
    return {};
  });
}

logpjit_status logpjit_op_create(logpjit_runtime_t *runtime, const logpjit_contract *contract,
                                 logpjit_op_t **out) {
  return entry("logpjit_op_create", [&]() -> Status {
    if (!runtime)
      return badArg("runtime: null handle");
    if (!out)
      return badArg("out: null pointer (expected a logpjit_op_t ** to receive the handle)");
    Contract k;
    if (Status s = toContract(contract, k); !s.ok())
      return s;
    auto op = runtime->rt->getOp(k);
    if (!op)
      return fromError(op.takeError(), LOGPJIT_ERROR_INVALID_ARGUMENT);
    *out = new logpjit_op{runtime->rt, std::move(*op)};
    return {};
  });
}

void logpjit_op_destroy(logpjit_op_t *op) {
  entry("logpjit_op_destroy", [&]() -> Status {
    delete op;
    return {};
  });
}

logpjit_status logpjit_op_get_info(const logpjit_op_t *op, logpjit_op_info *info) {
  return entry("logpjit_op_get_info", [&]() -> Status {
    if (!op)
      return badArg("op: null handle");
    if (!info)
      return badArg("info: null pointer");
    if (info->struct_size < kInfoV1)
      return badArg(fmt::format("info->struct_size = {}: expected >= {} (sizeof(logpjit_op_info))",
                                info->struct_size, kInfoV1));
    const Contract &c = op->op->contract();
    logpjit_op_info v{};
    v.shard_cols = c.shardCols();
    v.shard_start = c.shardStart();
    v.num_tiles = c.numTiles();
    v.local_tiles = c.localTiles();
    v.partial_width = c.partialWidth();
    v.tp_size = c.tp_size;
    if (Status st = structSizeTooLarge("info->struct_size", info->struct_size); !st.ok())
      return st;
    writeStruct(info, v, info->struct_size);
    return {};
  });
}

logpjit_status logpjit_op_status(logpjit_op_t *op) {
  return entry("logpjit_op_status", [&]() -> Status {
    if (!op)
      return badArg("op: null handle");
    return fromError(op->op->status(), LOGPJIT_ERROR_RUNTIME);
  });
}

logpjit_status logpjit_op_fingerprint(const logpjit_op_t *op, char *buf, size_t buf_size) {
  return entry("logpjit_op_fingerprint", [&]() -> Status {
    if (!op)
      return badArg("op: null handle");
    return writeFingerprint(op->op->contract().fingerprint(), buf, buf_size);
  });
}

logpjit_status logpjit_op_kernel_stats(const logpjit_op_t *op, logpjit_kernel_stats *stats) {
  return entry("logpjit_op_kernel_stats", [&]() -> Status {
    if (!op)
      return badArg("op: null handle");
    if (!stats)
      return badArg("stats: null pointer");
    if (stats->struct_size < kStatsV1)
      return badArg(fmt::format("stats->struct_size = {}: expected >= {} "
                                "(sizeof(logpjit_kernel_stats))",
                                stats->struct_size, kStatsV1));
    logpjit_kernel_stats v{};
    for (const KernelInfo &k : op->op->kernels()) {
      ++v.kernels;
      switch (k.provenance) {
      case Provenance::MemoryHit:
        ++v.memory_hits;
        break;
      case Provenance::DiskHit:
        ++v.disk_hits;
        break;
      case Provenance::Rebuilt:
        ++v.rebuilt;
        ++v.compiled;
        break;
      case Provenance::Compiled:
      case Provenance::Uncached:
        ++v.compiled;
        break;
      }
      v.compile_ms += k.compile_ms;
      v.load_ms += k.load_ms;
    }
    if (Status st = structSizeTooLarge("stats->struct_size", stats->struct_size); !st.ok())
      return st;
    writeStruct(stats, v, stats->struct_size);
    return {};
  });
}

} // extern "C"
