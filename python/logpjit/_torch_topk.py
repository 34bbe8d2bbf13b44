"""Top-k logprobs and the target's rank over torch tensors (docs/spec.md §15). TP 1: one
read of the logits (topk_stats: tile_stats' partials and each lane's max and count), then
the merge and topk_select in one launch (topk_merge_select). TP > 1: the forward (tile_stats, all-gather, merge:
logpjit._torch_kernels), then each rank's topk_tile, an all-gather of its candidates and
counts, and topk_merge. Both give the same bits. No autograd: the engine side's call.
logpjit.torch.topk_logprobs checks the arguments and calls run()."""

import torch

from logpjit import _capi
from logpjit import _torch_kernels as tk


def run(x, targets, active, tau, c, k, group, top_p=0.0):
    """(ids int64 [T, k], logprobs fp32 [T, k], rank int64 [T], logp fp32 [T], lse fp32 [T])
    of this rank's logits x [T, V_local]; every rank of ``group`` gets the same bits. With
    TP > 1 the group's contracts are checked with one synchronization, before the partials
    are gathered. top_p in (0, 1): the processed sampler's candidates without a top-k
    filter (Op.topk_select's top_p: a row's list may end in padding after its first 16)."""
    rows, tp = x.shape[0], c[3]
    op = tk._op_for(x, targets, active, c, tau, top_k=k)
    if tp == 1 and tk._native is not None and getattr(op, "_native", None) is not None:
        # logpjit._native: the two calls of _one_read from C++ (the same kernels and bits;
        # fresh outputs, no autograd graph), the first launched before much host time
        try:
            return tuple(tk._native.topk(x, targets, active, tau, op._native,
                                         tk._stream(x) or 0, top_p))
        except tk._native.StatusError as e:
            _capi._check(int(e.args[0]))
            raise
    kl, dev, stream = op.info.local_tiles, x.device, tk._stream(x)
    if tp == 1:
        return _one_read(op, x, targets, active, tau, c, k, rows, kl, dev, stream, top_p)
    with torch.no_grad():
        return _two_reads(op, x, targets, active, tau, c, k, rows, kl, dev, stream, group)


def _two_reads(op, x, targets, active, tau, c, k, rows, kl, dev, stream, group):
    """TP > 1: the forward (its partials all-gathered), topk_tile, the candidates and counts
    all-gathered, topk_merge."""
    tp = c[3]
    cand = torch.empty((rows, kl, k), dtype=torch.int64, device=dev)
    above = torch.empty((rows, kl), dtype=torch.int64, device=dev)
    gathered, gathered_tl = tk._gathered(x, targets, active, tau, c, group, True, tk._tile_stats)
    lse, logp, _ = tk._merge(gathered, gathered_tl, targets, active, tau, x, *c, False)
    gathered_tl = gathered_tl[:, :rows].contiguous()  # TP > 1: the fingerprints were checked
    with op._lock:
        op.topk_tile(x, targets, gathered, gathered_tl, cand, above, active=active,
                     temperature=tau, stream=stream)
    cand, above = tk._gather(cand, group, tp), tk._gather(above, group, tp)
    ids = torch.empty((rows, k), dtype=torch.int64, device=dev)
    logprobs = torch.empty((rows, k), dtype=torch.float32, device=dev)
    rank = torch.empty((rows,), dtype=torch.int64, device=dev)
    with op._lock:
        op.topk_merge(cand, above, targets, lse, ids, logprobs, rank, active=active,
                      stream=stream)
    return ids, logprobs, rank, logp, lse


def _one_read(op, x, targets, active, tau, c, k, rows, kl, dev, stream, top_p=0.0):
    """TP 1: topk_stats, then the merge and topk_select in one launch."""
    partials = torch.empty((rows, kl, op.info.partial_width), dtype=torch.float32, device=dev)
    target_logit = torch.empty((rows,), dtype=torch.float32, device=dev)
    lane_stats = torch.empty((rows, kl, op.contract.lanes), dtype=torch.int64, device=dev)
    with op._lock:
        op.topk_stats(x, targets, partials, target_logit, lane_stats, active=active,
                      temperature=tau, stream=stream)
    lse = torch.empty((rows,), dtype=torch.float32, device=dev)
    logp = torch.empty((rows,), dtype=torch.float32, device=dev)
    ids = torch.empty((rows, k), dtype=torch.int64, device=dev)
    logprobs = torch.empty((rows, k), dtype=torch.float32, device=dev)
    rank = torch.empty((rows,), dtype=torch.int64, device=dev)
    with op._lock:
        op.topk_merge_select(x, targets, partials, target_logit, lane_stats, lse, logp, ids,
                             logprobs, rank, active=active, temperature=tau, top_p=top_p,
                             stream=stream)
    return ids, logprobs, rank, logp, lse
