/*===- logpjit_topk.h - The C ABI: top-k and the sampler --------------------===*
 *
 * Top-k candidates, ids and logprobs after the forward (docs/spec.md §15), and vLLM's
 * processed sampler logprobs. Part of the C ABI of logpjit.h (which includes this file):
 * the same handles, status codes and error rules.
 *
 *===----------------------------------------------------------------------===*/
#ifndef LOGPJIT_LOGPJIT_TOPK_H
#define LOGPJIT_LOGPJIT_TOPK_H

#include "logpjit/logpjit.h"

#ifdef __cplusplus
extern "C" {
#endif

/// Top-k (ABI version 3, docs/spec.md §15; the contract's top_k = k > 0), after the forward:
/// this rank's per-tile candidates and counts of columns above the target.
/// logits, targets, active, temperature: as for tile_stats (T = logits.shape[0]).
/// gathered_partials: fp32 [tp_size, T, K_local, P] and gathered_target_logit: fp32
/// [tp_size, T], contiguous: every rank's tile_stats outputs in rank order, as the merge
/// takes them (at TP 1 tile_stats' own outputs).
/// candidates: out, int64 [T, K_local, k]; above: out, int64 [T, K_local]; contiguous.
/// Errors: INVALID_ARGUMENT (top_k = 0, a tensor, named), INVALID_VALUE (host: an active
/// row's target outside [0, V_real), a bad per-row temperature), RUNTIME. Nothing is
/// written on error.
LOGPJIT_API logpjit_status logpjit_op_topk_tile(
    logpjit_op_t *op, const DLTensor *logits, const DLTensor *targets, const DLTensor *active,
    const DLTensor *temperature, const DLTensor *gathered_partials,
    const DLTensor *gathered_target_logit, DLTensor *candidates, DLTensor *above, void *stream);

/// Top-k at TP 1 in one read of the logits (ABI version 6; top_k = k > 0, tp_size = 1):
/// tile_stats' outputs (partials, target_logit, bitwise) and lane_stats: out, int64 [T,
/// K_local, L]: per lane of each tile, its largest x / tau and its columns above the
/// target's x / tau (docs/spec.md §15), for logpjit_op_topk_select: an intermediate whose
/// encoding is the codegen version's (bf16 without a temperature fills half the buffer). Then the
/// merge and logpjit_op_topk_select give the same bits as tile_stats, merge, topk_tile and
/// topk_merge. Errors: those of tile_stats, and INVALID_ARGUMENT for top_k = 0 or tp_size > 1.
/// Nothing is written on error.
LOGPJIT_API logpjit_status logpjit_op_topk_stats(logpjit_op_t *op, const DLTensor *logits,
                                                 const DLTensor *targets, const DLTensor *active,
                                                 const DLTensor *temperature, DLTensor *partials,
                                                 DLTensor *target_logit, DLTensor *lane_stats,
                                                 void *stream);

/// Top-k at TP 1, second step (ABI version 6): from the logits logpjit_op_topk_stats read, its
/// partials, target_logit and lane_stats, and the merge's lse (fp32 [T]), writes ids (int64
/// [T, k]), logprobs (fp32 [T, k]) and rank (int64 [T]) as logpjit_op_topk_merge does.
/// Errors: those of logpjit_op_topk_stats, a tensor of the wrong shape, dtype or device
/// (named), outputs overlapping inputs. Nothing is written on error.
LOGPJIT_API logpjit_status logpjit_op_topk_select(
    logpjit_op_t *op, const DLTensor *logits, const DLTensor *targets, const DLTensor *active,
    const DLTensor *temperature, const DLTensor *partials, const DLTensor *target_logit,
    const DLTensor *lane_stats, const DLTensor *lse, DLTensor *ids, DLTensor *logprobs,
    DLTensor *rank, void *stream);

/// logpjit_op_topk_select with the processed sampler's top_p (ABI version 9): top_p in
/// (0, 1) asks for the candidates of logpjit_op_sampler with top_k 0 and this top_p: a
/// target may then write, for a row whose first 16 logprobs' probability reaches top_p in
/// the sampler's own fp32 sum, those 16 and padding after them (ids -1, logprobs -inf), from
/// which the sampler's outputs are the same bits as from the k best
/// (docs/decisions/topk-select-top-p-prefix.md). 0 or 1: logpjit_op_topk_select's outputs.
/// Errors: those of logpjit_op_topk_select, INVALID_ARGUMENT for top_p outside [0, 1].
LOGPJIT_API logpjit_status logpjit_op_topk_select_v2(
    logpjit_op_t *op, const DLTensor *logits, const DLTensor *targets, const DLTensor *active,
    const DLTensor *temperature, const DLTensor *partials, const DLTensor *target_logit,
    const DLTensor *lane_stats, const DLTensor *lse, DLTensor *ids, DLTensor *logprobs,
    DLTensor *rank, float top_p, void *stream);

/// Top-k at TP 1, second step with the merge in the same launch (ABI version 10): from the
/// logits logpjit_op_topk_stats read, its partials, target_logit and lane_stats, writes what
/// logpjit_op_merge writes of them (lse and logp fp32 [T]; entropy fp32 [T] for contracts
/// with entropy, or NULL: not written; an invalid target or per-row temperature in the
/// op's status word, logpjit_op_status) and what logpjit_op_topk_select_v2 writes with that
/// lse (ids, logprobs, rank; top_p as there), all bitwise: one launch instead of the
/// merge's and topk_select's. Errors: those of logpjit_op_topk_select_v2 (lse is an output
/// here), an entropy given to a contract without entropy. Nothing is written on error.
LOGPJIT_API logpjit_status logpjit_op_topk_merge_select(
    logpjit_op_t *op, const DLTensor *logits, const DLTensor *targets, const DLTensor *active,
    const DLTensor *temperature, const DLTensor *partials, const DLTensor *target_logit,
    const DLTensor *lane_stats, DLTensor *lse, DLTensor *logp, DLTensor *entropy, DLTensor *ids,
    DLTensor *logprobs, DLTensor *rank, float top_p, void *stream);

/// Top-k, second step: every rank's candidates and counts all-gathered rank-major
/// (gathered_candidates int64 [tp_size, T, K_local, k], gathered_above int64 [tp_size, T,
/// K_local]), the merge's lse (fp32 [T]) -> ids int64 [T, k] (best first; -1: none),
/// logprobs fp32 [T, k] (x_i / tau - lse, bitwise the merge's logp at the target), rank
/// int64 [T] (1 + the real columns above the target's value; inactive rows: ids -1,
/// logprobs +0, rank 0). All contiguous. Same bits at every TP degree.
LOGPJIT_API logpjit_status logpjit_op_topk_merge(logpjit_op_t *op,
                                                 const DLTensor *gathered_candidates,
                                                 const DLTensor *gathered_above,
                                                 const DLTensor *targets, const DLTensor *active,
                                                 const DLTensor *lse, DLTensor *ids,
                                                 DLTensor *logprobs, DLTensor *rank, void *stream);

/// vLLM's processed sampler logprobs (ABI version 5, docs/spec.md §15) from topk_merge's
/// outputs of this op (C = its top_k): ids int64 [T, C], logprobs fp32 [T, C], rank int64
/// [T], sampled [T] (the targets topk_merge took; int64/int32 as the contract says).
/// top_k: 0 (no top-k filter) or 1..C; top_p: in [0, 1], 0 and 1 meaning no top-p filter.
/// Outputs: logp fp32 [T] (the sampled token's processed logprob, -inf where filtered out),
/// out_rank int64 [T] (its raw rank where kept, else 0), out_ids int64 [T, n] and
/// out_logprobs fp32 [T, n] (the first n kept candidates, -1 / -inf past them; n <= C; both
/// may be null for n = 0), kept int64 [T] (candidates kept; 0 on inactive rows; -1 where the
/// C candidates hold less probability than top_p: that row's logp and out_logprobs are NaN,
/// out_ids -1, out_rank 0; logpjit_op_status also reports it, so that no caller has to
/// synchronize to find it). All contiguous. The
/// same bits on every target and for a row in any batch.
/// Errors: INVALID_ARGUMENT (top_k = 0 in the contract, top_k / top_p / n out of range, a
/// tensor, named), RUNTIME. Nothing is written on error.
LOGPJIT_API logpjit_status logpjit_op_sampler(logpjit_op_t *op, const DLTensor *ids,
                                              const DLTensor *logprobs, const DLTensor *rank,
                                              const DLTensor *sampled, int64_t top_k, float top_p,
                                              DLTensor *logp, DLTensor *out_rank, DLTensor *out_ids,
                                              DLTensor *out_logprobs, DLTensor *kept, void *stream);

#ifdef __cplusplus
} /* extern "C" */
#endif

#endif /* LOGPJIT_LOGPJIT_TOPK_H */
