/*===- logpjit.h - The C ABI of logpjit -------------------------------------===*
 *
 * A stable C interface over the C++ runtime (runtime.h) for engines and language
 * bindings: opaque handles, integer status codes, a thread-local error message, a
 * contract struct that can grow (struct_size), and DLPack tensors (dlpack/dlpack.h) for
 * every input and output. liblogpjit.so exports only the logpjit_* symbols below.
 *
 * One forward pass of a tensor-parallel group (docs/spec.md §1-§4), each rank r:
 *   logpjit_op_tile_stats(op_r, logits_r, targets, ...) -> partials_r [T, K_local, P],
 *                                                          target_logit_r [T]
 *   all-gather (caller's collective, rank order) -> [tp, T, K_local, P], [tp, T]
 *   logpjit_op_merge(op_r, gathered..., targets) -> lse [T], logp [T] (, entropy [T])
 * and the backward: logpjit_op_backward(op_r, logits_r, ...) -> grad_logits_r.
 *
 * Errors: every function returns a logpjit_status (LOGPJIT_OK = 0). On any other
 * status nothing was written (no output tensor, no out-pointer) and
 * logpjit_last_error() says what was wrong, naming the argument and what was expected.
 * No C++ exception crosses this interface.
 *
 * Devices: a tensor's DLDevice must match the contract's target: kDLCPU for "host",
 * kDLCUDA for "sm_90" and kDLROCM for "gfx942", both with device_id = the runtime's
 * device. GPU work is queued on the caller's stream (CUstream / hipStream_t as void*,
 * NULL = the legacy default stream); the host target ignores the stream and returns
 * when the results are written.
 *
 * Threads: a runtime may be shared by threads; an op is used by one thread at a time.
 *
 * Top-k and the sampler: logpjit_topk.h; the LM head: logpjit_lm_head.h (both included
 * at the end of this file).
 *
 *===----------------------------------------------------------------------===*/
#ifndef LOGPJIT_LOGPJIT_H
#define LOGPJIT_LOGPJIT_H

#include <dlpack/dlpack.h>
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#if defined(__GNUC__)
#define LOGPJIT_API __attribute__((visibility("default")))
#else
#define LOGPJIT_API
#endif

/// Version of this interface (functions, structs, enum values). A caller compiled
/// against version N works with a library of version >= N of the same major line.
#define LOGPJIT_ABI_VERSION 12

/// Characters of a fingerprint (BLAKE3, lowercase hex) plus the terminating NUL.
#define LOGPJIT_FINGERPRINT_SIZE 65

/// What a call returned. On anything but LOGPJIT_OK nothing was written.
typedef enum logpjit_status {
  LOGPJIT_OK = 0,
  /// A bad argument: null handle or pointer, a tensor of the wrong dtype, ndim, shape,
  /// strides, device or alignment, a shape or row stride spanning more than 2^62 bytes,
  /// a bad contract or option field, a struct_size too small or above 4096 (an
  /// uninitialized struct). The message names the argument.
  LOGPJIT_ERROR_INVALID_ARGUMENT = 1,
  /// Bad input data: an active row's target id outside [0, V_real) (host targets: before
  /// any launch; GPU targets: reported by logpjit_op_status after the merge), a sampler
  /// row that does not reach top_p (logpjit_op_status).
  LOGPJIT_ERROR_INVALID_VALUE = 2,
  /// A caller buffer too small for a string result (nothing written).
  LOGPJIT_ERROR_BUFFER_TOO_SMALL = 3,
  /// A kernel could not be compiled or loaded (e.g. a read-only cache without the entry),
  /// or the GPU driver failed; the message says which.
  LOGPJIT_ERROR_RUNTIME = 4,
  /// Host memory allocation failed.
  LOGPJIT_ERROR_OUT_OF_MEMORY = 5,
  /// An unexpected internal error (a bug: please report the message).
  LOGPJIT_ERROR_INTERNAL = 6
} logpjit_status;

/// Element type of the logits and grad_logits (contract.dtype).
typedef enum logpjit_dtype {
  LOGPJIT_DTYPE_BF16 = 0, ///< DLPack {kDLBfloat, 16, 1}
  LOGPJIT_DTYPE_F16 = 1,  ///< DLPack {kDLFloat, 16, 1}
  LOGPJIT_DTYPE_F32 = 2   ///< DLPack {kDLFloat, 32, 1}
} logpjit_dtype;

/// Element type of the targets (contract.index_type).
typedef enum logpjit_index_type {
  LOGPJIT_INDEX_I64 = 0, ///< DLPack {kDLInt, 64, 1}
  LOGPJIT_INDEX_I32 = 1  ///< DLPack {kDLInt, 32, 1}
} logpjit_index_type;

/// How inactive rows are marked (contract.mask_mode).
typedef enum logpjit_mask_mode {
  LOGPJIT_MASK_IGNORE_INDEX = 0, ///< targets[t] == ignore_index; no `active` tensor
  LOGPJIT_MASK_ACTIVE = 1        ///< an `active` [T] tensor, uint8 or bool (0 = inactive)
} logpjit_mask_mode;

/// Determinism scope (docs/spec.md §8, contract.scope).
typedef enum logpjit_scope {
  LOGPJIT_SCOPE_FIXED_TOPOLOGY = 0,      ///< repeatable for one TP degree and target
  LOGPJIT_SCOPE_CROSS_TP_BITWISE = 1,    ///< (default) equal bits for every TP degree
  LOGPJIT_SCOPE_CROSS_TARGET_BITWISE = 2 ///< and equal bits on host, sm_90 and gfx942
} logpjit_scope;

/// How a tile's partial sums its columns (logpjit_contract.tile_sum, ABI version 11;
/// docs/numerics.md).
typedef enum logpjit_tile_sum {
  LOGPJIT_TILE_SUM_LANES = 0, ///< L lanes of C-column chunks (default)
  /// 16-column leaves in 256-column groups: the order the LM head's fused forward finishes
  /// in its GEMM's epilogue; W a multiple of 16, top_k = 0
  LOGPJIT_TILE_SUM_LEAVES = 1
} logpjit_tile_sum;

/// Where compiled kernels are cached (logpjit_runtime_options.cache_mode).
typedef enum logpjit_cache_mode {
  LOGPJIT_CACHE_FROM_ENV = 0, ///< LOGPJIT_CACHE_MODE (normal|readonly|disabled), else normal
  LOGPJIT_CACHE_NORMAL = 1,   ///< read, compile on a miss, publish
  LOGPJIT_CACHE_READONLY = 2, ///< AOT only: a miss is an error naming the spec
  LOGPJIT_CACHE_DISABLED = 3  ///< always compile, never touch the disk
} logpjit_cache_mode;

/// One logprob computation as every rank sees it (C++: logpjit::Contract). Fill with
/// logpjit_contract_init, then set the fields. Integer "booleans" must be 0 or 1.
/// Geometry: the padded vocab V is cut into K = V / W tiles; rank r owns the
/// K / tp_size tiles starting at global column r * V / tp_size; columns >= V_real are
/// padding.
typedef struct logpjit_contract {
  size_t struct_size;      ///< sizeof(logpjit_contract) as the caller compiled it
  int64_t vocab;           ///< V: padded vocab (all ranks' columns); > 0
  int64_t real_vocab;      ///< V_real <= V; -1 (default) means V
  int64_t tile_width;      ///< W: divides V
  int32_t tp_size;         ///< TP degree (default 1); divides K
  int32_t tp_rank;         ///< this rank, 0 <= tp_rank < tp_size (default 0)
  int32_t dtype;           ///< logpjit_dtype (default BF16)
  int32_t index_type;      ///< logpjit_index_type (default I64)
  int32_t mask_mode;       ///< logpjit_mask_mode (default IGNORE_INDEX)
  int32_t scope;           ///< logpjit_scope (default CROSS_TP_BITWISE)
  int64_t ignore_index;    ///< inactive-row marker, outside [0, V) (default -100)
  float temperature;       ///< tau in [1e-5, FLT_MAX]; used iff has_temperature (default 1)
  int32_t has_temperature; ///< 1: logits are read as x / tau (default 0)
  int32_t want_entropy;    ///< 1: also compute entropy [T] (default 0)
  int32_t lanes;           ///< L of the canonical order: power of 2 in [1, 64] (default 32)
  int32_t chunk;           ///< C of the canonical order: power of 2 in [1, 16]; 0 (default):
                           ///< 4 for bf16/fp16 in cross_target_bitwise, else 8
  /// "host" (this CPU with its detected vector features; also NULL, the default),
  /// "host+avx2+fma" (explicit features), "sm_90" or "gfx942". Copied by op_create.
  const char *target;
  /// 1: a temperature per row, row t read as x / tau_t, tau_t from the fp32 [T]
  /// `temperature` tensor of each call (the _v2 functions; ABI version 2). Excludes
  /// has_temperature. Active rows' values must be finite and >= 1e-5 (INVALID_VALUE naming
  /// the row; GPU targets: reported by logpjit_op_status, the row's outputs NaN). Default 0.
  int32_t temperature_rows;
  /// k of the top-k calls (logpjit_op_topk_tile / _merge, ABI version 3; docs/spec.md
  /// §15): 1 <= k <= 64; 0 (default): none. The forward's outputs do not depend on it.
  int32_t top_k;
  /// H of the LM head (ABI version 4, docs/spec.md §16): the calls logpjit_op_lm_head and
  /// logpjit_op_lm_head_tile_stats take hidden states [T, H] and this rank's weight rows
  /// [V_local, H] instead of logits; a positive multiple of 16. 0 (default): none.
  int64_t hidden_size;
  /// logpjit_dtype of hidden and weight: BF16 (default) or F16. `dtype` is the logits':
  /// the same (rounded once) or F32 (kept).
  int32_t hidden_dtype;
  /// logpjit_tile_sum (ABI version 11): LANES (default) or LEAVES. A numerics field: both
  /// sides of an RL step must agree on it.
  int32_t tile_sum;
} logpjit_contract;

/// How a runtime finds and uses its kernel cache and threads.
typedef struct logpjit_runtime_options {
  size_t struct_size; ///< sizeof(logpjit_runtime_options) as the caller compiled it
  /// Cache directory (made absolute); NULL (default): LOGPJIT_CACHE_DIR, else
  /// $XDG_CACHE_HOME/logpjit, else ~/.cache/logpjit.
  const char *cache_dir;
  int32_t cache_mode;        ///< logpjit_cache_mode (default FROM_ENV)
  int32_t threads;           ///< host worker threads, >= 0; 0 (default) = all cores
  int32_t device;            ///< GPU ordinal for sm_90 / gfx942 contracts, >= 0 (default 0)
  int32_t sync_target_check; ///< 1: check GPU targets on the host before each launch
  uint64_t cache_max_bytes;  ///< LRU cap; 0 (default): LOGPJIT_CACHE_MAX_BYTES, else none
} logpjit_runtime_options;

/// Geometry of an op's rank (derived from its contract).
typedef struct logpjit_op_info {
  size_t struct_size;    ///< set by the caller: sizeof(logpjit_op_info)
  int64_t shard_cols;    ///< V_local = V / tp_size: columns of this rank's logits
  int64_t shard_start;   ///< global id of this rank's first column
  int64_t num_tiles;     ///< K = V / W
  int64_t local_tiles;   ///< K_local = K / tp_size
  int32_t partial_width; ///< P: fp32 values per (row, tile) partial, 2 (3 with entropy)
  int32_t tp_size;       ///< the contract's TP degree
  /// LM-head contracts (ABI version 4): C of logpjit_op_lm_head_tile_stats, the sub-shards
  /// each rank's partials come in; 0 for logits contracts.
  int64_t lm_head_chunks;
  /// LM-head contracts (ABI version 7): the vocab leaves of grad_hidden's tree
  /// (logpjit_op_lm_head_backward), gcd(K, 8); the backward needs tp_size to divide it.
  /// 0 for logits contracts.
  int64_t lm_head_grad_leaves;
} logpjit_op_info;

/// Where an op's kernels came from so far (one entry per kernel variant loaded).
typedef struct logpjit_kernel_stats {
  size_t struct_size;  ///< set by the caller: sizeof(logpjit_kernel_stats)
  int32_t kernels;     ///< kernels this op has loaded
  int32_t compiled;    ///< compiled by this process (includes rebuilt and uncached)
  int32_t rebuilt;     ///< of `compiled`: a corrupt cache entry replaced
  int32_t disk_hits;   ///< loaded from the disk cache
  int32_t memory_hits; ///< already loaded by another op of the same runtime
  int32_t reserved;    ///< 0
  double compile_ms;   ///< total codegen time (0 when nothing was compiled)
  double load_ms;      ///< total cache read + load time
} logpjit_kernel_stats;

/// A runtime: disk cache, loaded kernels, host worker threads (C++: logpjit::Runtime).
typedef struct logpjit_runtime logpjit_runtime_t;
/// The kernels of one contract on one rank (C++: logpjit::Op). Keeps its runtime alive.
typedef struct logpjit_op logpjit_op_t;

/// LOGPJIT_ABI_VERSION of the library (compare with the header's at run time).
LOGPJIT_API uint32_t logpjit_abi_version(void);

/// Message of the last logpjit call on this thread, if it failed; "" after a call that
/// succeeded. Valid until the next logpjit call on this thread. Never NULL.
LOGPJIT_API const char *logpjit_last_error(void);

/// Name of a status ("LOGPJIT_ERROR_INVALID_ARGUMENT", ...; "unknown status" otherwise).
LOGPJIT_API const char *logpjit_status_string(logpjit_status status);

/// Fills `*contract` with the defaults above and struct_size = `struct_size` (pass
/// sizeof(logpjit_contract)); writes at most `struct_size` bytes.
/// Errors: INVALID_ARGUMENT for a null pointer or a struct_size below the first version's.
LOGPJIT_API logpjit_status logpjit_contract_init(logpjit_contract *contract, size_t struct_size);

/// Checks every contract field (the message names the field, its value and what was
/// expected). Needs no runtime.
LOGPJIT_API logpjit_status logpjit_contract_validate(const logpjit_contract *contract);

/// BLAKE3 hex of the contract without rank-local fields (all ranks of a group must agree)
/// into `buf` (NUL-terminated; buf_size >= LOGPJIT_FINGERPRINT_SIZE, else
/// BUFFER_TOO_SMALL). Validates the contract first.
LOGPJIT_API logpjit_status logpjit_contract_fingerprint(const logpjit_contract *contract, char *buf,
                                                        size_t buf_size);

/// The automatic tile width for a padded vocab of `vocab` columns into `*tile_width`
/// (logpjit::autoTileWidth, include/logpjit/contract.h: the widest divisor <= 4096 whose tile
/// count is a multiple of 8, else of 4, 2, 1; never a function of the TP degree).
/// INVALID_ARGUMENT for vocab <= 0 or a null `tile_width`. Needs no runtime.
LOGPJIT_API logpjit_status logpjit_auto_tile_width(int64_t vocab, int64_t *tile_width);

/// BLAKE3 hex of the fields the output bits are a function of (Contract::numericsCanonical
/// in include/logpjit/contract.h: codegen version, geometry, L, C, dtype, temperature, math,
/// and tp_size in fixed_topology; not the outputs asked for, the index type, the mask mode
/// or ignore_index) into `buf`, as logpjit_contract_fingerprint. Two contracts with the same
/// numerics fingerprint give each row the same logp, lse and entropy bits: what a trainer
/// and a rollout engine compare. Validates the contract first.
LOGPJIT_API logpjit_status logpjit_contract_numerics_fingerprint(const logpjit_contract *contract,
                                                                 char *buf, size_t buf_size);

/// Fills `*options` with the defaults above (see logpjit_contract_init).
LOGPJIT_API logpjit_status logpjit_runtime_options_init(logpjit_runtime_options *options,
                                                        size_t struct_size);

/// Creates a runtime (`options` NULL: the defaults) into `*out`. The LLVM compiler is
/// attached (kernels are compiled on a cache miss unless the cache is read-only).
/// Errors: INVALID_ARGUMENT (null `out`, negative threads/device, bad mode, bad
/// LOGPJIT_CACHE_* variable, named).
LOGPJIT_API logpjit_status logpjit_runtime_create(const logpjit_runtime_options *options,
                                                  logpjit_runtime_t **out);

/// Releases the caller's reference; the runtime lives on while ops created from it do.
/// NULL is a no-op.
LOGPJIT_API void logpjit_runtime_destroy(logpjit_runtime_t *runtime);

/// The op of `contract`'s rank on `runtime` into `*out`. Kernels are compiled or loaded
/// on first use. Errors: INVALID_ARGUMENT (null handle or pointer, a contract field;
/// the message names it).
LOGPJIT_API logpjit_status logpjit_op_create(logpjit_runtime_t *runtime,
                                             const logpjit_contract *contract, logpjit_op_t **out);

/// Destroys an op (NULL is a no-op). Queued GPU work must not be pending on it.
LOGPJIT_API void logpjit_op_destroy(logpjit_op_t *op);

/// This op's geometry into `*info` (caller sets info->struct_size).
LOGPJIT_API logpjit_status logpjit_op_get_info(const logpjit_op_t *op, logpjit_op_info *info);

/// This rank's per-tile partials and the target logit it owns.
/// logits:       [T, V_local], contract dtype; strides[1] = 1, any row stride >= V_local.
/// targets:      [T], int64 or int32 (contract index_type), contiguous; global token ids.
/// active:       [T] uint8 or bool, contiguous: required iff mask_mode = ACTIVE, else NULL.
/// partials:     out, fp32 [T, K_local, P], contiguous.
/// target_logit: out, fp32 [T], contiguous (x_target/tau where this rank owns an active
/// row's target, else 0).
/// Errors: INVALID_ARGUMENT (a tensor, named), INVALID_VALUE (host: an active row's target
/// outside [0, V_real), naming the row), RUNTIME. Nothing is written on error.
LOGPJIT_API logpjit_status logpjit_op_tile_stats(logpjit_op_t *op, const DLTensor *logits,
                                                 const DLTensor *targets, const DLTensor *active,
                                                 DLTensor *partials, DLTensor *target_logit,
                                                 void *stream);

/// Merges every rank's gathered partials in global tile order.
/// gathered_partials:     fp32 [tp_size, T, K_local, P] (rank-major, as an all-gather
/// of each rank's `partials` produces), contiguous.
/// gathered_target_logit: fp32 [tp_size, T], contiguous.
/// targets, active:       as for tile_stats; T = targets.shape[0].
/// lse, logp:             out, fp32 [T], contiguous. Inactive rows: all outputs +0.
/// entropy:               out, fp32 [T]: required iff want_entropy, else NULL.
/// GPU targets: bad target ids set logp = NaN and are reported by logpjit_op_status.
LOGPJIT_API logpjit_status logpjit_op_merge(logpjit_op_t *op, const DLTensor *gathered_partials,
                                            const DLTensor *gathered_target_logit,
                                            const DLTensor *targets, const DLTensor *active,
                                            DLTensor *lse, DLTensor *logp, DLTensor *entropy,
                                            void *stream);

/// TP = 1 only: tile_stats then merge in one call (the contract's tp_size must be 1), for
/// bindings that pay per call; `temperature` as for the _v2 functions below. partials and
/// target_logit are tile_stats' outputs (written: the merge reads them); the other arguments as for
/// tile_stats and merge. Errors: those of both, and INVALID_ARGUMENT when tp_size > 1. Nothing is
/// written on error.
LOGPJIT_API logpjit_status logpjit_op_forward(logpjit_op_t *op, const DLTensor *logits,
                                              const DLTensor *targets, const DLTensor *active,
                                              const DLTensor *temperature, DLTensor *partials,
                                              DLTensor *target_logit, DLTensor *lse, DLTensor *logp,
                                              DLTensor *entropy, void *stream);

/// grad_logits of this rank's shard: g_logp*(1[i=target] - p) + g_lse*p +
/// g_H*p*(lse - x - H) with p = exp(x - lse) (x = logits/tau with a temperature, and the
/// result divided by tau); zero on padding columns and inactive rows.
/// logits, targets, active: as for tile_stats (T = logits.shape[0]).
/// grad_logp, lse:          fp32 [T], required; grad_logp contiguous or with strides[0] = 0
///                          (one value for every row: the gradient of a sum, expanded).
///                          grad_lse: fp32 [T] or NULL (= 0).
/// grad_entropy:            fp32 [T] or NULL (= 0); needs `entropy` (fp32 [T]) from the
/// forward pass (entropy is not read otherwise).
/// grad_logits:             out, [T, V_local] in the contract dtype, strides[1] = 1, any
/// row stride >= V_local; must not overlap any input.
LOGPJIT_API logpjit_status logpjit_op_backward(logpjit_op_t *op, const DLTensor *logits,
                                               const DLTensor *targets, const DLTensor *active,
                                               const DLTensor *grad_logp, const DLTensor *grad_lse,
                                               const DLTensor *grad_entropy, const DLTensor *lse,
                                               const DLTensor *entropy, DLTensor *grad_logits,
                                               void *stream);

/// The same three calls with a per-row temperature (ABI version 2): `temperature` is
/// fp32 [T], contiguous, on the logits' device, required iff the contract's
/// temperature_rows, else NULL; every rank of a TP group passes the same values. The v1
/// functions above are these with temperature = NULL.
LOGPJIT_API logpjit_status logpjit_op_tile_stats_v2(logpjit_op_t *op, const DLTensor *logits,
                                                    const DLTensor *targets, const DLTensor *active,
                                                    const DLTensor *temperature, DLTensor *partials,
                                                    DLTensor *target_logit, void *stream);
LOGPJIT_API logpjit_status logpjit_op_merge_v2(logpjit_op_t *op, const DLTensor *gathered_partials,
                                               const DLTensor *gathered_target_logit,
                                               const DLTensor *targets, const DLTensor *active,
                                               const DLTensor *temperature, DLTensor *lse,
                                               DLTensor *logp, DLTensor *entropy, void *stream);
LOGPJIT_API logpjit_status logpjit_op_backward_v2(
    logpjit_op_t *op, const DLTensor *logits, const DLTensor *targets, const DLTensor *active,
    const DLTensor *temperature, const DLTensor *grad_logp, const DLTensor *grad_lse,
    const DLTensor *grad_entropy, const DLTensor *lse, const DLTensor *entropy,
    DLTensor *grad_logits, void *stream);

/// Errors the kernels reported since the last call (GPU targets: a bad target id or
/// temperature seen by the merge kernel; every target: a row of logpjit_op_sampler whose
/// candidates do not reach top_p -> INVALID_VALUE naming the row), then clears them.
/// Synchronizes with the device. On the host the forward's checks run before launch, so
/// only the sampler's rows are reported here.
LOGPJIT_API logpjit_status logpjit_op_status(logpjit_op_t *op);

/// The op's contract fingerprint (see logpjit_contract_fingerprint) into `buf`.
LOGPJIT_API logpjit_status logpjit_op_fingerprint(const logpjit_op_t *op, char *buf,
                                                  size_t buf_size);

/// Where this op's kernels came from so far into `*stats` (caller sets struct_size).
LOGPJIT_API logpjit_status logpjit_op_kernel_stats(const logpjit_op_t *op,
                                                   logpjit_kernel_stats *stats);

#ifdef __cplusplus
} /* extern "C" */
#endif

/* The top-k / sampler and LM-head parts of the same ABI. */
#include "logpjit/logpjit_lm_head.h"
#include "logpjit/logpjit_topk.h"

#endif /* LOGPJIT_LOGPJIT_H */
