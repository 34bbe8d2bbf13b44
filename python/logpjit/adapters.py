"""Drop-in replacements for the logprob and entropy helpers of RL training stacks.

Each function has the signature of the helper it replaces and returns what it returns
(shape and meaning), computed by ``logpjit.torch.selected_logprobs``: logpjit's fixed
reduction order, fp32 results, the same bits for any batch composition and TP degree, and
the autograd of the original. Bitwise: every adapter equals the matching
``selected_logprobs`` call (tests/python/test_adapters.py checks it, and the values
against the original's formula in float64).

Common to all (each docstring lists the rest of its differences):
- logits: bf16, fp16 or fp32 (float64 raises ValueError; the originals accept it);
  leading dimensions are kept. Results are fp32 (some originals return the logits dtype).
- GPU tensors: an out-of-range label never raises on the host (no synchronization):
  that row's logp is NaN and ``logpjit.torch.check()`` raises it; CPU tensors raise
  ``InvalidValueError`` at once. (The originals: an index error or a device assert.)
- The default tile width ``auto_tile_width(V)`` and, with a group, ``vocab = V_local * tp``.

The replacements (docs/embedding.md, "Drop-in adapters", has a three-line example each):
  verl        logprobs_from_logits(logits, labels, inplace_backward=True),
              entropy_from_logits(logits)
  TRL         selective_log_softmax(logits, index)
  OpenRLHF    log_probs_from_logits(logits, labels, temperature=1.0)
  Megatron    vocab_parallel_log_probs(vocab_parallel_logits, target, tp_group) -> (logp, H)
  NeMo-RL     from_parallel_logits_to_logprobs(vocab_parallel_logits, target,
                  vocab_start_index, vocab_end_index, tp_group, inference_only=False,
                  cp_group=None, chunk_size=None)
"""

from typing import Optional

import torch

from logpjit.torch import _group_size_rank, index_logprobs, selected_logprobs

__all__ = ["logprobs_from_logits", "entropy_from_logits", "selective_log_softmax",
           "log_probs_from_logits", "vocab_parallel_log_probs",
           "from_parallel_logits_to_logprobs"]


def _tensor(name: str, x) -> torch.Tensor:
    if not isinstance(x, torch.Tensor):
        raise TypeError(f"{name}: expected a torch.Tensor, got {type(x).__name__}")
    return x


def _every_row(index: torch.Tensor) -> torch.Tensor:
    """An all-true `active` mask: every row is computed, so no label value is special
    (-100 included: it is then an out-of-range label, an error)."""
    return torch.ones(index.shape, dtype=torch.bool, device=index.device)


def logprobs_from_logits(logits: torch.Tensor, labels: torch.Tensor,
                         inplace_backward: bool = True) -> torch.Tensor:
    """verl's ``verl.utils.torch_functional.logprobs_from_logits``.

    logits [..., V] bf16/fp16/fp32, labels [...] int64/int32 token ids ->
    log_softmax(logits)[labels], fp32 [...], differentiable in logits.

    Differences: labels == -100 give logp = 0 and no gradient, as on verl's flash-attn
    path (flash-attn's cross_entropy_loss ignores -100; verl's torch fallback raises an
    index error instead); fp32 output (verl's flash-attn path: fp32; its torch fallback:
    the logits dtype); ``inplace_backward`` is accepted and ignored (the logits gradient is
    always a new tensor; the logits are never modified)."""
    _tensor("logits", logits), _tensor("labels", labels)
    return selected_logprobs(logits, labels)


def entropy_from_logits(logits: torch.Tensor) -> torch.Tensor:
    """verl's ``entropy_from_logits``: the entropy of softmax(logits) over all V columns,
    logsumexp(x) - sum(softmax(x) * x).

    logits [..., V] bf16/fp16/fp32 -> fp32 [...] (verl: the logits dtype), differentiable.
    No row is ever skipped."""
    _tensor("logits", logits)
    if logits.dim() < 1:
        raise ValueError("logits: a 0-d tensor: expected [..., V]")
    targets = torch.zeros(logits.shape[:-1], dtype=torch.int64, device=logits.device)
    return selected_logprobs(logits, targets, return_entropy=True)[1]


def selective_log_softmax(logits: torch.Tensor, index: torch.Tensor) -> torch.Tensor:
    """TRL's ``trl.trainer.utils.selective_log_softmax``: log_softmax(logits) gathered at
    ``index``.

    logits [..., V] bf16/fp16/fp32; index [...] (one id per position) or [..., K] (K ids per
    position, e.g. top-K) int64/int32 -> fp32 of index's shape. The [..., K] form is
    ``logpjit.torch.index_logprobs`` (one read of the logits, bitwise equal to K calls), or K
    differentiable calls when the logits require grad.

    Differences: no label value is special, as in TRL: every position is computed, so a
    label of -100 (or any id outside [0, V)) is an error (CPU: InvalidValueError at once;
    GPU: NaN, raised by logpjit.torch.check()), where TRL's gather raises an index error
    or asserts on the device; fp32 output (TRL: the logits dtype)."""
    _tensor("logits", logits), _tensor("index", index)
    if logits.dim() < 1:
        raise ValueError("logits: a 0-d tensor: expected [..., V]")
    lead = logits.shape[:-1]
    single = index.dim() == logits.dim() - 1
    if index.shape != lead and (single or index.shape[:-1] != lead):
        raise ValueError(f"index: shape {tuple(index.shape)}: expected logits.shape[:-1] = "
                         f"{tuple(lead)} or that plus a last dimension K")
    if single:
        return selected_logprobs(logits, index, active=_every_row(index))
    if logits.requires_grad and torch.is_grad_enabled():  # K calls, each differentiable
        every = _every_row(index[..., 0])
        return torch.stack([selected_logprobs(logits, index[..., k], active=every)
                            for k in range(index.shape[-1])], dim=-1)
    return index_logprobs(logits, index)


def log_probs_from_logits(logits: torch.Tensor, labels: torch.Tensor,
                          temperature: float = 1.0) -> torch.Tensor:
    """OpenRLHF's ``openrlhf.models.utils.log_probs_from_logits``:
    log_softmax(logits / temperature)[labels].

    logits [..., V] bf16/fp16/fp32, labels [...] int64/int32 -> fp32 [...], differentiable.

    Differences: the logits are never modified (OpenRLHF divides them in place by the
    temperature, changing the caller's tensor); x / temperature is computed in fp32 for
    every dtype (OpenRLHF: in the logits dtype); labels == -100 give logp = 0 and no
    gradient, as on OpenRLHF's flash-attn path for fp32 logits (its other paths raise an
    index error); fp32 output."""
    _tensor("logits", logits), _tensor("labels", labels)
    tau = None if temperature == 1.0 else temperature
    return selected_logprobs(logits, labels, temperature=tau)


def vocab_parallel_log_probs(vocab_parallel_logits: torch.Tensor, target: torch.Tensor,
                             tp_group=None):
    """Megatron-style vocab-parallel logprobs: this rank's shard of the logits, the
    global target ids, the tensor-parallel group -> (logp, entropy), both fp32 of
    target's shape and replicated on every rank (Megatron's vocab_parallel_cross_entropy
    returns the loss, -logp).

    vocab_parallel_logits [..., V / tp] (Megatron: [s, b, V / tp]) bf16/fp16/fp32 with the
    shard of rank r covering columns [r * V / tp, (r + 1) * V / tp); target [...] int64/int32;
    tp_group: a torch.distributed group (None: TP 1). Targets == -100 are inactive rows
    (logp = entropy = 0, no gradient). The backward gives this rank's logits shard its
    gradient from the (replicated) upstream gradients."""
    _tensor("vocab_parallel_logits", vocab_parallel_logits), _tensor("target", target)
    return selected_logprobs(vocab_parallel_logits, target, tp_group=tp_group,
                             return_entropy=True)


def from_parallel_logits_to_logprobs(vocab_parallel_logits: torch.Tensor, target: torch.Tensor,
                                     vocab_start_index: int, vocab_end_index: int, tp_group,
                                     inference_only: bool = False, cp_group=None,
                                     chunk_size: Optional[int] = None) -> torch.Tensor:
    """NeMo-RL's ``nemo_rl.distributed.model_utils.from_parallel_logits_to_logprobs``.

    vocab_parallel_logits [B, S, V / tp] bf16/fp16/fp32 (this rank's columns
    [vocab_start_index, vocab_end_index)); target [B, S] int64/int32, the unshifted input
    ids -> fp32 [B, S - 1]: entry [b, s] is log_softmax(logits[b, s])[target[b, s + 1]]
    (the targets are rolled by -1 and the last position dropped, as NeMo-RL does), over
    all V columns, replicated on every rank of tp_group. inference_only=True: computed
    without autograd (NeMo-RL saves nothing for backward then). chunk_size: accepted, no
    effect (logpjit needs no chunking; the result is the same).

    Differences: a shifted target of -100 gives 0, as in NeMo-RL, but any other id outside
    [0, V) is an error (NeMo-RL silently gives 0 for every id outside the vocab);
    cp_group with more than one rank (context parallelism) raises NotImplementedError;
    the keyword arguments of later NeMo-RL versions (sampling_params, cu_seqlens_padded)
    and the ``seq_index`` of its DTensor variant (dtensor_from_parallel_logits_to_logprobs)
    are not accepted. Raises ValueError when [vocab_start_index, vocab_end_index) is not
    this rank's shard (rank * V_local, (rank + 1) * V_local)."""
    logits, target = _tensor("vocab_parallel_logits", vocab_parallel_logits), \
        _tensor("target", target)
    if logits.dim() != 3 or target.dim() != 2:
        raise ValueError(f"vocab_parallel_logits {tuple(logits.shape)}, target "
                         f"{tuple(target.shape)}: expected [B, S, V / tp] and [B, S]")
    if cp_group is not None and _group_size_rank(cp_group)[0] > 1:
        raise NotImplementedError("cp_group: context parallelism (more than one rank) is not "
                                  "supported by the logpjit adapter")
    tp, rank = _group_size_rank(tp_group)
    local = logits.shape[-1]
    if (vocab_start_index, vocab_end_index) != (rank * local, (rank + 1) * local):
        raise ValueError(f"vocab_start_index, vocab_end_index = {vocab_start_index}, "
                         f"{vocab_end_index}: expected this rank's shard {rank * local}, "
                         f"{(rank + 1) * local} (rank {rank} of {tp}, {local} columns each)")
    shifted = target.roll(shifts=-1, dims=-1)  # a new tensor
    shifted[:, -1] = -100  # the wrapped-around position is dropped: not computed at all
    if inference_only:
        with torch.no_grad():
            logp = selected_logprobs(logits, shifted, tp_group=tp_group)
    else:
        logp = selected_logprobs(logits, shifted, tp_group=tp_group)
    return logp[:, :-1]
