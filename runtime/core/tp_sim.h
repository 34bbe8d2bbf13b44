//===- tp_sim.h - Tensor parallelism simulated in one process --------------===//
//
// Runs every TP rank of a contract on column slices of one full logits tensor, through
// the same Op interface a distributed run uses: tile_stats per rank, an "all-gather"
// that places each rank's partials at its rank-major slot, and the merge.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "logpjit/runtime.h"

namespace logpjit {

/// The full (unsharded) inputs: logits [rows, row_stride] holding all V columns.
struct FullInputs {
  const void *logits = nullptr;
  int64_t row_stride = 0; ///< elements, >= V
  const void *targets = nullptr;
  const uint8_t *active = nullptr;
  int64_t rows = 0;
  const float *temperature = nullptr; ///< [rows] tau per row (contract.temperature_rows)
};

/// The shard of rank `rank.tp_rank` inside full inputs: same rows, targets and mask; the
/// logits pointer moved to the shard's first column.
ShardInputs shardOf(const Contract &rank, const FullInputs &in);

/// Forward outputs, fp32 [rows] each (entropy empty unless asked for), and timings.
struct ForwardResult {
  std::vector<float> lse, logp, entropy;
  double tile_stats_ms = 0; ///< all ranks, wall clock
  double merge_ms = 0;
  std::vector<KernelInfo> kernels; ///< rank 0's kernels
};

/// Forward pass of `contract` (its tp_size ranks; tp_rank is ignored) on `in`.
/// Errors: contract validation, input checks (see Op), no rank writes on error.
llvm::Expected<ForwardResult> simulatedForward(Runtime &rt, const Contract &contract,
                                               const FullInputs &in);

/// The LM head's full inputs (docs/spec.md §16): hidden [rows, hidden_stride] and the whole
/// weight [V, weight_stride] (rank r's shard: its rows [r V_local, (r + 1) V_local)), in
/// contract.hidden_dtype on the contract's target.
struct LmHeadFullInputs {
  const void *hidden = nullptr;
  int64_t hidden_stride = 0;
  const void *weight = nullptr;
  int64_t weight_stride = 0;
  const void *targets = nullptr;
  const uint8_t *active = nullptr;
  int64_t rows = 0;
  const float *temperature = nullptr;
};
/// Rank `rank.tp_rank`'s LM-head inputs: its weight rows.
LmHeadInputs lmShardOf(const Contract &rank, const LmHeadFullInputs &in);
/// The fused forward of an LM-head contract at its tp_size: every rank's lmHeadTileStats
/// into its rank-major slot of the gathered buffers, then one merge of the sub-shards.
llvm::Expected<ForwardResult> simulatedLmHeadForward(Runtime &rt, const Contract &contract,
                                                     const LmHeadFullInputs &in);
/// The forward and the top-k of a contract with top_k = k > 0 (docs/spec.md §15): every
/// rank's topKTile after the forward, the candidates "gathered" rank-major, topKMerge; with
/// `oneRead` at TP 1, topKStats (the partials and the lane stats in one read) and
/// topKMergeSelect instead (`mergeInSelect` false: the merge, then topKSelect) (the same
/// bits; `topP`: topKSelect's, the processed sampler's candidates).
struct TopKResult {
  ForwardResult forward;
  std::vector<int64_t> ids;    ///< [rows, k], best first; -1: none
  std::vector<float> logprobs; ///< [rows, k]
  std::vector<int64_t> rank;   ///< [rows]
};
llvm::Expected<TopKResult> simulatedTopK(Runtime &rt, const Contract &contract,
                                         const FullInputs &in, bool oneRead = false,
                                         float topP = 0.0f, bool mergeInSelect = true);

/// The LM head's backward at the contract's tp_size (docs/spec.md §16): every rank's
/// lmHeadBackward (its grad_hidden partial into its rank-major slot of a gathered buffer,
/// its grad_weight rows into the full grad_weight fp32 [V, H]), then one lmHeadGradHidden
/// into grad_hidden [rows, H] (the hidden dtype). `g` as lmHeadBackward takes it.
llvm::Error simulatedLmHeadBackward(Runtime &rt, const Contract &contract,
                                    const LmHeadFullInputs &in, const GradInputs &g,
                                    void *grad_hidden, float *grad_weight,
                                    bool accumulate_weight = false);

/// Backward of every rank into the full grad_logits [rows, grad_row_stride] (each rank
/// writes its own columns).
llvm::Error simulatedBackward(Runtime &rt, const Contract &contract, const FullInputs &in,
                              const GradInputs &g, void *grad_logits, int64_t grad_row_stride);

} // namespace logpjit
