//===- op_inputs.h - What an Op's calls take: one rank's inputs -----------===//
//
// The argument structs of Op's calls (runtime.h): a rank's shard of the logits, the
// upstream gradients of a backward, the LM head's hidden states and weight shard, and
// where the LM head's backward puts grad_weight; with the LM head's block sizes, which
// bound its extra device memory.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "logpjit/contract.h"

#include <cstdint>

namespace logpjit {

/// One rank's shard of the inputs. `logits` points at column 0 of the shard of row 0.
struct ShardInputs {
  const void *logits = nullptr;    ///< [rows, row_stride] in the contract dtype
  int64_t row_stride = 0;          ///< elements, >= V_local
  const void *targets = nullptr;   ///< [rows] int64 or int32 (contract.index_type), global ids
  const uint8_t *active = nullptr; ///< [rows] 0/1, required iff mask_mode == ActiveMask
  int64_t rows = 0;                ///< T >= 0
  /// [rows] fp32 tau per row, required iff contract.temperature_rows (same device as the
  /// logits; the same values on every rank of a TP group).
  const float *temperature = nullptr;
};

/// Upstream gradients for backward. All fp32 [rows]. `grad_logp` and `lse` are
/// required; `grad_lse` / `grad_entropy` optional (nullptr = zero); `entropy` is
/// required iff `grad_entropy` is given.
struct GradInputs {
  const float *grad_logp = nullptr;
  const float *grad_lse = nullptr;
  const float *grad_entropy = nullptr;
  const float *lse = nullptr;
  const float *entropy = nullptr;
  /// Elements between rows of grad_logp: 1, or 0 for one value read by every row (the
  /// gradient of a sum, expanded: no copy).
  int64_t grad_logp_stride = 1;
};

/// One rank's inputs of the LM head (docs/spec.md §16; contract.hidden_size = H > 0).
/// `hidden` and `weight` are in contract.hidden_dtype, on the contract's target, their base
/// addresses 16-byte aligned and their strides multiples of 8 elements.
struct LmHeadInputs {
  const void *hidden = nullptr; ///< [rows, hidden_stride]: row t = token t's final hidden state
  int64_t hidden_stride = 0;    ///< elements, >= H
  /// [V_local, weight_stride]: this rank's rows of the LM head's weight (row j = global
  /// token id shard_start + j; padding rows are read, their logits never used).
  const void *weight = nullptr;
  int64_t weight_stride = 0;          ///< elements, >= H
  const void *targets = nullptr;      ///< as ShardInputs::targets
  const uint8_t *active = nullptr;    ///< as ShardInputs::active
  int64_t rows = 0;                   ///< T >= 0
  const float *temperature = nullptr; ///< as ShardInputs::temperature
};

/// Where Op::lmHeadBackward puts grad_weight [V_local, H] (row j: token shard_start + j;
/// padding rows 0, contiguous): the sum over the rows in one chain of fp32 k16 steps over t
/// (zero rows up to a multiple of 16), which may span several calls.
struct GradWeightOut {
  /// fp32, or the contract's hidden_dtype (the chain's fp32 sums rounded once, nearest even);
  /// null: not computed (a frozen weight).
  void *data = nullptr;
  DType dtype = DType::F32;
  /// Continue the chain from the sums an earlier call left instead of from +0: fp32 data's
  /// values (a trainer's fp32 main_grad), or a 16-bit chain's halves in data and `low`.
  bool accumulate = false;
  /// 16-bit data: this call ends the chain (its sums rounded into data). Otherwise data and
  /// `low` keep the fp32 sums' high and low 16 bits for a later call (data is not a
  /// gradient until a call finishes the chain). Ignored for fp32.
  bool finish = true;
  /// uint16 [V_local, H]: the sums' low halves between GEMMs; needed by a 16-bit chain that
  /// spans calls (accumulate, or not finish) or more than kLmHeadBlockRows rows of one call.
  /// A bf16 gradient over many row blocks then costs 2 extra bytes per element where an
  /// fp32 copy would cost 4.
  uint16_t *low = nullptr;
};

/// Logits the fused forward keeps for the backward (docs/spec.md §16, "Saved rows"): the
/// logits of the call's first `rows` rows, [rows, stride] in the contract's dtype (columns
/// [0, V_local)), which lmHeadTileStats writes (bitwise lmHead()'s) and lmHeadBackward reads
/// in place of recomputing them: a training step's fourth GEMM, for those rows, traded for
/// rows x V_local logits of memory. lmHeadBackward skips the recomputation for each of its
/// blocks of kLmHeadBlockRows rows that lies wholly inside `rows`; no output's bits depend on
/// it. The backward may overwrite those blocks' logits with their gradient (16-bit logits,
/// 16-byte aligned rows: it then makes a block's gradient at once and grad_weight's GEMM
/// covers the shard), so they serve one backward. Nothing saved: rows = 0.
struct LmHeadSavedLogits {
  void *data = nullptr; ///< [rows, stride], the contract's dtype (lmHead()'s output rules)
  int64_t rows = 0;     ///< the call's rows [0, rows); 0 <= rows <= the call's rows
  int64_t stride = 0;   ///< elements between rows: >= V_local
};

/// Rows of one block of lmHeadTileStats (its GEMM and tile_stats launches).
inline constexpr int64_t kLmHeadBlockRows = 4096;
/// Rows of a call of `rows` rows whose logits lmHeadBackward reads from `saved` rows kept by
/// the forward instead of recomputing them: its blocks of kLmHeadBlockRows rows that lie
/// wholly inside the kept rows (all rows where they are all kept).
inline constexpr int64_t lmHeadSavedRowsRead(int64_t saved, int64_t rows) {
  return saved >= rows ? rows : saved / kLmHeadBlockRows * kLmHeadBlockRows;
}
/// The most bytes of logits lmHeadTileStats holds at once (Op::lmHeadChunks).
inline constexpr int64_t kLmHeadBlockBytes = int64_t(256) << 20;
/// Rows of one block of lmHeadLeafTileStats, whose block holds 12 bytes per row and group
/// (about 56 MiB per 8192 rows of a 151936-column shard with entropy): one GEMM launch over
/// the shard then covers the usual batches, in whole waves but for one.
inline constexpr int64_t kLmHeadLeafBlockRows = 16384;

} // namespace logpjit
