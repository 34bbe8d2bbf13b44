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
    logprobs; with ``check`` it raises ValueError naming the row (one synchronization),
    otherwise the op records it for logpjit.torch.check()."""
    native = getattr(op, "_native", None)
    if native is not None and tk._native is not None:
        # logpjit._native: the same kernel, its outputs and the check in one C++ call
        try:
            logp, out_rank, out_ids, out_lps, short = tk._native.processed(
                ids, lp, rank, sampled, top_k or 0, 0.0 if top_p is None else top_p, n, native,
                stream or 0, bool(check))
        except tk._native.StatusError as e:
            _capi._check(int(e.args[0]))
            raise
        if check:
            _take_status(op, ids)
        if short >= 0:
            _raise_short(top_k, top_p, ids, short)
        return logp, out_rank, out_ids, out_lps
    rows, dev = ids.shape[0], ids.device
    logp = torch.empty((rows,), dtype=torch.float32, device=dev)
    out_rank = torch.empty((rows,), dtype=torch.int64, device=dev)
    kept = torch.empty((rows,), dtype=torch.int64, device=dev)
    out_ids = torch.empty((rows, n), dtype=torch.int64, device=dev)
    out_lps = torch.empty((rows, n), dtype=torch.float32, device=dev)
    with op._lock:
        op.sampler(ids, lp, rank, sampled, logp, out_rank, out_ids if n else None,
                   out_lps if n else None, kept, top_k=top_k or 0,
                   top_p=0.0 if top_p is None else top_p, stream=stream)
    if check:
        _take_status(op, ids)
        if top_p is not None:
            short = (kept < 0).nonzero()
            if len(short):
                _raise_short(top_k, top_p, ids, int(short[0]))
    return logp, out_rank, out_ids, out_lps


def _take_status(op, ids):
    """The synchronous check's share of a GPU op's status word: what the kernels recorded
    (a bad sampled id or temperature seen by the merge is raised here), the sampler's short
    row cleared from it (raised by the caller from `kept`, never a second time by check())."""
    if not ids.is_cuda:
        return  # the host records nothing
    try:
        with op._lock:
            op.status()
    except _capi.InvalidValueError as e:
        m = e.message  # the sampler's row alone, else a bad id or temperature too
        if "sampler: row " not in m or "targets[" in m or "temperature[" in m:
            raise


def _raise_short(top_k, top_p, ids, row):
    """ValueError for a row whose candidates hold less probability than top_p."""
    what = (f"top_k = {top_k} kept tokens" if top_k is not None else
            f"{ids.shape[1]} best tokens (the most the top-k kernels give)")
    raise ValueError(f"top_p = {top_p}: row {row}'s {what} hold less probability than top_p "
                     "(summed in fp32)")


def candidates_needed(top_k, top_p, num_logprobs):
    """How many candidates the processed mode asks the top-k kernels for."""
    if top_p is None and top_k is not None:
        return max(top_k, num_logprobs, 1)
    return _MAX_CANDIDATES
