"""Top-k logprobs and the target's rank over torch tensors (docs/spec.md §15): the forward
(tile_stats, all-gather, merge), then each rank's topk_tile, an all-gather of its candidates
and counts, and topk_merge. No autograd: the engine side's call. logpjit.torch.topk_logprobs
checks the arguments and calls run()."""

import atexit
import collections
import dataclasses
import threading

import torch

from logpjit import _torch_kernels as tk

_F32, _I64 = torch.float32, torch.int64
_lock = threading.Lock()
_ops = collections.OrderedDict()  # (the forward op's cache key, k) -> Op with top_k = k
_OP_CACHE_SIZE = 64


@atexit.register
def _release_ops() -> None:  # as logpjit._torch_kernels._release_ops
    with _lock:
        _ops.clear()


def _op(x, targets, active, tau, c, k):
    """The cached Op of contract arguments ``c`` with top_k = ``k`` (its tile_stats and
    merge kernels are the forward op's: top_k changes neither)."""
    base = tk._op_for(x, targets, active, c, tau)
    key = (base.runtime.id, base.contract, k)
    with _lock:
        op = _ops.get(key)
        if op is not None:
            _ops.move_to_end(key)
            return op
    op = base.runtime.op(dataclasses.replace(base.contract, top_k=k))
    if tk._native is not None:
        tk._native_setup(op)
    with _lock:
        op = _ops.setdefault(key, op)
        while len(_ops) > _OP_CACHE_SIZE:
            tk._retire(_ops.popitem(last=False)[1])
    return op


def run(x, targets, active, tau, c, k, group):
    """(ids int64 [T, k], logprobs fp32 [T, k], rank int64 [T], logp fp32 [T], lse fp32 [T])
    of this rank's logits x [T, V_local]; every rank of ``group`` gets the same bits."""
    op = _op(x, targets, active, tau, c, k)
    tp, rows, dev = op.info.tp_size, x.shape[0], x.device
    kl, p = op.info.local_tiles, op.info.partial_width
    stream = tk._stream(x)
    partials = torch.empty((rows, kl, p), dtype=_F32, device=dev)
    tl = torch.empty((rows + (tk._FP_WORDS if tp > 1 else 0),), dtype=_F32, device=dev)
    lse = torch.empty((rows,), dtype=_F32, device=dev)
    logp = torch.empty((rows,), dtype=_F32, device=dev)
    cand = torch.empty((rows, kl, k), dtype=_I64, device=dev)
    above = torch.empty((rows, kl), dtype=_I64, device=dev)
    ids = torch.empty((rows, k), dtype=_I64, device=dev)
    logprobs = torch.empty((rows, k), dtype=_F32, device=dev)
    rank = torch.empty((rows,), dtype=_I64, device=dev)
    with op._lock:
        op.tile_stats(x, targets, partials, tl[:rows], active=active, temperature=tau,
                      stream=stream)
    if tp == 1:
        gathered, gtl = partials[None], tl[None]
    else:  # the contract fingerprint travels with the target logits, checked before the rest
        tl[rows:].copy_(tk._fingerprint_words(op, dev))
        gtl = tk._gather(tl, group, tp)
        tk._precheck_group(gtl, rows, op.contract.tp_rank, c)
        gtl = gtl[:, :rows].contiguous()
        gathered = tk._gather(partials, group, tp)
    with op._lock:
        op.merge(gathered, gtl, targets, lse, logp, active=active, temperature=tau,
                 stream=stream)
        op.topk_tile(x, targets, gathered, gtl, cand, above, active=active, temperature=tau,
                     stream=stream)
    gc, ga = (cand[None], above[None]) if tp == 1 else \
        (tk._gather(cand, group, tp), tk._gather(above, group, tp))
    with op._lock:
        op.topk_merge(gc, ga, targets, lse, ids, logprobs, rank, active=active, stream=stream)
    return ids, logprobs, rank, logp, lse
