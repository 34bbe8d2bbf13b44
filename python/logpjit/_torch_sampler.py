"""vLLM-style sampler logprobs over torch tensors (docs/spec.md §15): "raw" logprobs of the
logits as they are, or "processed" ones of the distribution actually sampled (temperature,
then the top-k filter, then the top-p filter, each followed by renormalization). Both start
from topk_logprobs' candidates, which are bitwise the same at every TP degree and batch
composition; the processed arithmetic on them is elementwise, in a fixed order, so it keeps
that invariance on one device. logpjit.torch.sampler_logprobs checks the arguments."""

import torch

_MAX_CANDIDATES = 64  # the top-k kernels' largest k (kMaxTopK)
_NAN = float("nan")


def _log_sum_exp(lp: torch.Tensor, keep: torch.Tensor) -> torch.Tensor:
    """log of the sum of exp(lp[:, j]) over the kept j, fp32: the sum taken column by column
    in candidate order (best first), shifted by the best candidate's value (column 0, always
    kept). Elementwise per row: no value depends on the other rows."""
    m = lp[:, 0]
    s = torch.zeros_like(m)
    for j in range(lp.shape[1]):
        s = s + torch.where(keep[:, j], torch.exp(lp[:, j] - m), torch.zeros_like(m))
    return m + torch.log(s)


def processed(ids, lp, sampled, rank, top_k, top_p):
    """(logp [T], rank [T], ids [T, C], logprobs [T, C]) of the processed distribution from
    the raw candidates (ids, lp: [T, C] best first, lp = value - lse; -1 / -inf past the real
    vocabulary): the first top_k kept, renormalized (without top_k: the whole vocabulary,
    whose lp are normalized already); then the shortest prefix whose
    probability (exp of the renormalized logprobs, summed in order) reaches top_p kept (at
    least one), renormalized. Kept candidates' logprobs are lp - log(sum of exp(lp) over the
    kept); the others' -inf with id -1. The sampled token's logprob is its kept candidate's
    (-inf where it is not kept, which a sampler of that distribution never draws) and its
    rank the raw one where kept, else 0."""
    c = lp.shape[1]
    live = ids[:, 0] >= 0  # inactive rows (no candidate) keep topk_logprobs' zeros
    keep = ids >= 0
    if top_k is not None:  # renormalized over the top_k best
        keep &= torch.arange(c, device=lp.device)[None, :] < top_k
        z = _log_sum_exp(lp, keep)
    else:  # lp is already normalized over the whole vocabulary
        z = torch.zeros_like(lp[:, 0])
    if top_p is not None:
        q = lp - z[:, None]
        total = torch.zeros_like(z)
        reached = ~live
        for j in range(c):  # keep j while the sum before it has not reached top_p
            keep[:, j] &= ~reached
            total = total + torch.where(keep[:, j], torch.exp(q[:, j]), torch.zeros_like(z))
            reached = reached | (total >= top_p)
        if not bool(reached.all()):
            row = int((~reached).nonzero()[0])
            raise ValueError(f"top_p = {top_p}: row {row}'s {c} best tokens (the most the "
                             "top-k kernels give) hold less probability than top_p")
        z = _log_sum_exp(lp, keep)
    out_lp = torch.where(keep, lp - z[:, None], torch.full_like(lp, float("-inf")))
    out_lp = torch.where(live[:, None], out_lp, torch.zeros_like(out_lp))
    out_ids = torch.where(keep, ids, torch.full_like(ids, -1))
    hit = keep & (ids == sampled[:, None])
    found = hit.any(dim=1)
    at = hit.to(torch.int64).argmax(dim=1, keepdim=True)  # the sampled token's column
    s_lp = torch.where(found, torch.gather(out_lp, 1, at).squeeze(1),
                       torch.full_like(z, float("-inf")))
    s_lp = torch.where(live, s_lp, torch.zeros_like(s_lp))
    s_rank = torch.where(found, rank, torch.zeros_like(rank))
    return s_lp, s_rank, out_ids, out_lp


def candidates_needed(top_k, top_p, num_logprobs):
    """How many candidates the processed mode asks the top-k kernels for."""
    if top_p is None and top_k is not None:
        return max(top_k, num_logprobs, 1)
    return _MAX_CANDIDATES
