//===- c_api_runtime.cpp - The C ABI's runtime and op handles ---------------===//
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

extern "C" {

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
    v.lm_head_chunks = c.lmHead() ? op->op->lmHeadChunks() : 0;
    v.lm_head_grad_leaves = c.lmHead() ? op->op->lmHeadGradLeaves() : 0;
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
