/*===- logpjit_lm_head.h - The C ABI: the LM head ---------------------------===*
 *
 * The LM head from hidden states (docs/spec.md §16): the materialized logits, the fused
 * forward's rank step and its merge over sub-shards, the backward and grad_hidden's fixed
 * tree. Part of the C ABI of logpjit.h (which includes this file): the same handles, status
 * codes and error rules.
 *
 *===----------------------------------------------------------------------===*/
#ifndef LOGPJIT_LOGPJIT_LM_HEAD_H
#define LOGPJIT_LOGPJIT_LM_HEAD_H

#include "logpjit/logpjit.h"

#ifdef __cplusplus
extern "C" {
#endif

/// The LM head, materialized (ABI version 4, docs/spec.md §16; the contract's hidden_size =
/// H > 0): logits [T, V_local] (the contract's dtype, row-strided, any row stride >=
/// V_local) = hidden [T, H] x weight [V_local, H]^T (hidden_dtype; rows contiguous, row strides
/// multiples of 8 elements, 16-byte aligned), in the GEMM's canonical order: a row's bits do
/// not depend on T or on the other rows.
/// Errors: INVALID_ARGUMENT (not an LM-head contract; a tensor, named), RUNTIME. Nothing is
/// written on error.
LOGPJIT_API logpjit_status logpjit_op_lm_head(logpjit_op_t *op, const DLTensor *hidden,
                                              const DLTensor *weight, DLTensor *logits,
                                              void *stream);

/// The fused forward's rank step (ABI version 4): tile_stats of this rank's logits without
/// holding them, bitwise those of logpjit_op_tile_stats on logpjit_op_lm_head's logits, as
/// C = info.lm_head_chunks sub-shards: partials fp32 [C, T, K_local / C, P] and
/// target_logit fp32 [C, T], contiguous. hidden, weight: as logpjit_op_lm_head; targets,
/// active, temperature: as logpjit_op_tile_stats_v2. All-gather them across ranks
/// (rank-major: [tp_size * C, ...]) and merge with logpjit_op_merge_v3(chunks = C).
/// Errors: as logpjit_op_lm_head, and INVALID_VALUE (host: an active row's target outside
/// [0, V_real), a bad per-row temperature).
LOGPJIT_API logpjit_status logpjit_op_lm_head_tile_stats(
    logpjit_op_t *op, const DLTensor *hidden, const DLTensor *weight, const DLTensor *targets,
    const DLTensor *active, const DLTensor *temperature, DLTensor *partials, DLTensor *target_logit,
    void *stream);

/// The LM head's backward, this rank's step (ABI version 7, docs/spec.md §16): from hidden,
/// weight, targets, active, temperature (as logpjit_op_lm_head_tile_stats) and the upstream
/// gradients with the forward's lse and entropy (as logpjit_op_backward), the logits
/// recomputed block by block:
///   grad_hidden_partial fp32 [T, H], contiguous: this rank's sum over its vocab leaves;
///     all-gather it across ranks (rank-major: [tp_size, T, H]) and call
///     logpjit_op_lm_head_grad_hidden;
///   grad_weight fp32 [V_local, H], contiguous: this rank's weight rows' gradient, summed over
///     the T rows in one fixed order (accumulate_weight != 0: added to its values, as into a
///     trainer's fp32 main_grad, in the same chain); NULL: not computed (a frozen weight).
/// The gradient of the logits is rounded to the hidden dtype before the two GEMMs.
/// Errors: as logpjit_op_lm_head_tile_stats and logpjit_op_backward; INVALID_ARGUMENT for a
/// tp_size that does not divide the LM head's vocab leaves (gcd(K, 8)).
LOGPJIT_API logpjit_status logpjit_op_lm_head_backward(
    logpjit_op_t *op, const DLTensor *hidden, const DLTensor *weight, const DLTensor *targets,
    const DLTensor *active, const DLTensor *temperature, const DLTensor *grad_logp,
    const DLTensor *grad_lse, const DLTensor *grad_entropy, const DLTensor *lse,
    const DLTensor *entropy, DLTensor *grad_hidden_partial, DLTensor *grad_weight,
    int accumulate_weight, void *stream);

/// logpjit_op_lm_head_backward_v2's flags.
/// Continue grad_weight's chain from the sums an earlier call left (accumulate_weight).
#define LOGPJIT_GRAD_WEIGHT_ACCUMULATE 1
/// A 16-bit grad_weight: the chain continues in a later call (its sums stay split between
/// grad_weight and grad_weight_low); without it this call rounds them into grad_weight.
#define LOGPJIT_GRAD_WEIGHT_CONTINUES 2

/// logpjit_op_lm_head_backward with grad_weight in fp32 or in the contract's hidden_dtype
/// (ABI version 8). A 16-bit grad_weight is the fp32 chain's sums rounded once (nearest
/// even): bitwise the fp32 grad_weight converted. Where the chain spans GEMMs — a call of
/// more than 4096 rows (its row blocks), or rows split over several calls (to bound the
/// grad_hidden partials; calls of multiples of 16 rows give one call's bits) — pass
/// grad_weight_low, int16 or uint16 [V_local, H] contiguous: between the GEMMs grad_weight
/// holds the fp32 sums' high 16 bits and grad_weight_low their low 16 bits (2 extra bytes
/// per element where an fp32 grad_weight would cost 4); the first call without
/// LOGPJIT_GRAD_WEIGHT_ACCUMULATE, every call but the last with
/// LOGPJIT_GRAD_WEIGHT_CONTINUES. Both 16-bit buffers 4-byte aligned. Errors: as
/// logpjit_op_lm_head_backward; INVALID_ARGUMENT for a grad_weight of another dtype, a
/// missing grad_weight_low where the chain spans GEMMs (or one given with an fp32
/// grad_weight), a misaligned 16-bit buffer, unknown flag bits, T = 0 in a call that would
/// end a chain begun earlier.
LOGPJIT_API logpjit_status logpjit_op_lm_head_backward_v2(
    logpjit_op_t *op, const DLTensor *hidden, const DLTensor *weight, const DLTensor *targets,
    const DLTensor *active, const DLTensor *temperature, const DLTensor *grad_logp,
    const DLTensor *grad_lse, const DLTensor *grad_entropy, const DLTensor *lse,
    const DLTensor *entropy, DLTensor *grad_hidden_partial, DLTensor *grad_weight,
    DLTensor *grad_weight_low, int flags, void *stream);

/// logpjit_op_lm_head_tile_stats keeping the logits of the call's first S rows for the
/// backward (ABI version 12, docs/spec.md §16 "Saved rows"): saved_logits [S, V_local]
/// (0 <= S <= T; the contract's dtype, row-strided as logpjit_op_lm_head's logits) gets
/// logpjit_op_lm_head's logits of rows [0, S); partials and target_logit have the same bits
/// as without it. NULL (or S = 0): nothing kept, logpjit_op_lm_head_tile_stats. Memory: the
/// buffer alone (S x V_local elements), so a fixed S bounds it at any T.
/// Errors: as logpjit_op_lm_head_tile_stats; INVALID_ARGUMENT for S > T, saved_logits of
/// another dtype, shape or device, or overlapping another argument.
LOGPJIT_API logpjit_status logpjit_op_lm_head_tile_stats_v2(
    logpjit_op_t *op, const DLTensor *hidden, const DLTensor *weight, const DLTensor *targets,
    const DLTensor *active, const DLTensor *temperature, DLTensor *partials, DLTensor *target_logit,
    DLTensor *saved_logits, void *stream);

/// logpjit_op_lm_head_backward_v2 reading the logits that logpjit_op_lm_head_tile_stats_v2
/// kept (ABI version 12): saved_logits [S, V_local] (0 <= S <= T) holds the logits of this
/// call's rows [0, S) (the same hidden rows, weight and contract; for a call on rows
/// [r0, r1) of the forward's batch, the view of the kept rows from r0). Each block of 4096
/// rows that lies wholly inside [0, S) reads them instead of recomputing its logits with a
/// GEMM, and may overwrite them with their gradient (so they serve one backward); every
/// output has the same bits as without it. NULL (or S = 0): every block is recomputed,
/// logpjit_op_lm_head_backward_v2. Errors: as logpjit_op_lm_head_backward_v2;
/// INVALID_ARGUMENT for S > T, saved_logits of another dtype, shape or device, or
/// overlapping another argument.
LOGPJIT_API logpjit_status logpjit_op_lm_head_backward_v3(
    logpjit_op_t *op, const DLTensor *hidden, const DLTensor *weight, const DLTensor *targets,
    const DLTensor *active, const DLTensor *temperature, const DLTensor *grad_logp,
    const DLTensor *grad_lse, const DLTensor *grad_entropy, const DLTensor *lse,
    const DLTensor *entropy, DLTensor *saved_logits, DLTensor *grad_hidden_partial,
    DLTensor *grad_weight, DLTensor *grad_weight_low, int flags, void *stream);

/// grad_hidden [T, H] (the contract's hidden_dtype, row-strided, rounded once) from every
/// rank's logpjit_op_lm_head_backward partial, gathered fp32 [tp_size, T, H] (contiguous,
/// rank-major), summed in the fixed tree (ABI version 7): the same bits at every tp_size.
LOGPJIT_API logpjit_status logpjit_op_lm_head_grad_hidden(logpjit_op_t *op,
                                                          const DLTensor *gathered_partials,
                                                          DLTensor *grad_hidden, void *stream);

/// logpjit_op_merge_v2 with the partials of `chunks` sub-shards per rank (ABI version 4):
/// gathered_partials fp32 [tp_size * chunks, T, K_local / chunks, P], gathered_target_logit
/// fp32 [tp_size * chunks, T]; chunks = 1 is logpjit_op_merge_v2.
LOGPJIT_API logpjit_status logpjit_op_merge_v3(logpjit_op_t *op, const DLTensor *gathered_partials,
                                               const DLTensor *gathered_target_logit,
                                               const DLTensor *targets, const DLTensor *active,
                                               const DLTensor *temperature, DLTensor *lse,
                                               DLTensor *logp, DLTensor *entropy, int64_t chunks,
                                               void *stream);

#ifdef __cplusplus
} /* extern "C" */
#endif

#endif /* LOGPJIT_LOGPJIT_LM_HEAD_H */
