"""vLLM-style sampler logprobs over torch tensors (docs/spec.md §15): "raw" logprobs of the
logits as they are, or "processed" ones of the distribution actually sampled (temperature,
then the top-k filter, then the top-p filter, each followed by renormalization). Both start
from topk_logprobs' candidates, which are bitwise the same at every TP degree and batch
composition; the processed arithmetic on them is the sampler kernel's, per row in a fixed
order with the portable exp and log, so it keeps that invariance on every target.
logpjit.torch.sampler_logprobs checks the arguments."""

import torch

from logpjit import _capi
from logpjit import _torch_kernels as tk

_MAX_CANDIDATES = 64  # the top-k kernels' largest k (kMaxTopK)


def processed(op, ids, lp, rank, sampled, top_k, top_p, n, stream, check):
    """(logp [T], rank [T], ids [T, n], logprobs [T, n]) of the processed distribution from
    the raw candidates (topk_merge's ids, lp = value - lse and rank, [T, C] best first) of
    the op's contract (top_k = C), through its sampler kernel (templates/sampler.cpp): the
    first top_k kept and renormalized, then the shortest prefix whose probability reaches
    top_p kept and renormalized; the filtered-out get -inf and id -1, a filtered-out
    sampled token -inf and rank 0. A row whose C candidates hold less than top_p gets NaN
    logprobs and is recorded in the op's status word; with ``check`` the op's status is
    read at once (InvalidValueError naming the row; one synchronization on a GPU),
    otherwise logpjit.torch.check() reads it."""
    native = getattr(op, "_native", None)
    if native is not None and tk._native is not None:
        # logpjit._native: the same kernel and its outputs in one C++ call
        try:
            out = tk._native.processed(ids, lp, rank, sampled, top_k or 0,
                                       0.0 if top_p is None else top_p, n, native, stream or 0)
        except tk._native.StatusError as e:
            _capi._check(int(e.args[0]))
            raise
    else:
        rows, dev = ids.shape[0], ids.device
        out = (torch.empty((rows,), dtype=torch.float32, device=dev),
               torch.empty((rows,), dtype=torch.int64, device=dev),
               torch.empty((rows, n), dtype=torch.int64, device=dev),
               torch.empty((rows, n), dtype=torch.float32, device=dev))
        kept = torch.empty((rows,), dtype=torch.int64, device=dev)
        with op._lock:
            op.sampler(ids, lp, rank, sampled, out[0], out[1], out[2] if n else None,
                       out[3] if n else None, kept, top_k=top_k or 0,
                       top_p=0.0 if top_p is None else top_p, stream=stream)
    if check:
        with op._lock:
            op.status()
    return tuple(out)


def candidates_needed(top_k, num_logprobs):
    """How many candidates the processed mode asks the top-k kernels for: with top_k the
    sampler keeps none past the first top_k (the top-p filter runs inside them), so
    max(top_k, num_logprobs); without, the most the kernels find."""
    if top_k is not None:
        return max(top_k, num_logprobs, 1)
    return _MAX_CANDIDATES


def select_top_p(top_k, top_p):
    """The top_p topk_select takes (Op.topk_select): the processed top_p where no top_k
    filter applies, else 0 (the k best). With it a row's list may end in padding after its
    first 16 candidates, where their probability, summed as the sampler sums it, already
    reaches top_p: the sampler's kept prefix ends inside them, so its outputs are the bits
    the full list gives (docs/decisions/topk-select-top-p-prefix.md)."""
    return 0.0 if top_k is not None or top_p is None else top_p
