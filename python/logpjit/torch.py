"""PyTorch front end: selected-token logprobs as an autograd function, vocab-parallel aware.

``selected_logprobs(logits, targets, vocab=..., tile_width=...)`` computes, for each row,
``logp = log_softmax(logits / temperature)[target]`` (and optionally the log-sum-exp and
the entropy) with logpjit's fixed reduction order: the bits do not depend on the batch, on
the TP degree, or (scope ``cross_target_bitwise``) on the device kind.

Vocab parallelism (Megatron layout): with ``tp_group``, ``logits`` is this rank's shard
``[..., vocab / tp_size]`` (columns ``[rank * V / tp, (rank + 1) * V / tp)``); the ranks'
per-tile partials are all-gathered with ``torch.distributed`` in rank order and every
rank gets the same replicated outputs. The backward writes this rank's shard of
grad_logits from the replicated upstream gradients.

CPU tensors run on the host target, CUDA tensors on sm_90 (gfx942 on ROCm builds of
torch) on the current stream. Kernels are compiled on first use into the disk cache
(LOGPJIT_CACHE_DIR / LOGPJIT_CACHE_MODE) and loaded from it afterwards.
"""

import threading
from typing import Optional

import torch
import torch.distributed as dist

from logpjit import _capi

_DTYPES = {torch.bfloat16: "bf16", torch.float16: "fp16", torch.float32: "fp32"}
_INDEX_TYPES = {torch.int64: "int64", torch.int32: "int32"}

_lock = threading.Lock()
_runtimes = {}  # (target, device index) -> Runtime
_ops = {}  # (Contract, device index, id(runtime)) -> Op


def _target_of(device: torch.device):
    """(contract target, GPU ordinal) of a tensor's device."""
    if device.type == "cpu":
        return "host", 0
    if device.type == "cuda":
        index = device.index if device.index is not None else torch.cuda.current_device()
        return ("gfx942" if torch.version.hip else "sm_90"), index
    raise ValueError(f"logits: device {device}: expected a cpu or cuda tensor")


def _stream(device: torch.device) -> Optional[int]:
    return None if device.type == "cpu" else torch.cuda.current_stream(device).cuda_stream


def default_runtime(device: torch.device) -> _capi.Runtime:
    """The runtime used for tensors on ``device`` (one per device; cache settings from
    the environment)."""
    target, index = _target_of(device)
    with _lock:
        if (target, index) not in _runtimes:
            _runtimes[(target, index)] = _capi.Runtime(device=index)
        return _runtimes[(target, index)]


def _group_size_rank(group):
    """(size, this process's rank) of a group: a ProcessGroup (from new_group,
    group.WORLD, or built directly) or None (TP = 1)."""
    if group is None:
        return 1, 0
    if hasattr(group, "size") and hasattr(group, "rank"):
        return group.size(), group.rank()
    return dist.get_world_size(group), dist.get_rank(group)


def _all_gather(out: torch.Tensor, x: torch.Tensor, group) -> None:
    """out[r] = rank r's x, in rank order (the list form works with gloo and NCCL)."""
    dist.all_gather(list(out.unbind(0)), x, group=group)


def _fingerprint_words(op: _capi.Op, device: torch.device) -> torch.Tensor:
    """The op's contract fingerprint (32 bytes) as 8 float32 words on `device`."""
    cache = op.__dict__.setdefault("_fingerprint_words", {})
    if device not in cache:
        raw = bytearray(bytes.fromhex(op.fingerprint()))
        cache[device] = torch.frombuffer(raw, dtype=torch.float32).clone().to(device)
    return cache[device]


def _check_same_contract(gathered: torch.Tensor, mine: torch.Tensor, op: _capi.Op) -> None:
    """Every rank of the group must have the same contract (DESIGN §1): compares the
    gathered fingerprints [tp, 8] bitwise (every rank sees the same ones, so all raise)."""
    same = (gathered.view(torch.int32) == mine.view(torch.int32)[None]).all(dim=1).cpu()
    differ = [r for r in range(same.shape[0]) if not bool(same[r])]
    if differ:
        raise ValueError(f"logpjit: the contract of rank(s) {differ} differs from this rank's "
                         f"({op.contract}): every rank must pass the same vocab, tile_width, "
                         "real_vocab, dtypes, temperature, ignore_index, outputs and scope")


def _op(contract: _capi.Contract, device: torch.device, group, runtime) -> _capi.Op:
    rt = runtime if runtime is not None else default_runtime(device)
    key = (contract, _target_of(device)[1], id(rt))
    with _lock:
        op = _ops.get(key)
    if op is None:
        op = rt.op(contract)
        with _lock:
            _ops[key] = op
    return op


def _not_twice_differentiable(grad: torch.Tensor, logits: torch.Tensor) -> torch.Tensor:
    """With create_graph=True the backward kernel records no graph, so the logits
    gradient would silently be a constant (the second-order term dropped): return it
    behind a node, connected to the logits, that raises if it is differentiated
    (@once_differentiable only looks at the upstream gradients, not at the logits)."""
    msg = ("logpjit.torch.selected_logprobs is not twice differentiable: its logits "
           "gradient cannot be differentiated again (double backward)")
    delayed = getattr(getattr(torch._C, "_functions", None), "DelayedError", None)
    if delayed is None:
        raise RuntimeError(msg)
    return delayed(msg.encode(), 2)(grad.detach(), logits)[0]


class _SelectedLogprobs(torch.autograd.Function):
    @staticmethod
    def forward(ctx, logits, targets, active, op, group, sync_checks):
        ctx.set_materialize_grads(False)
        T, dev, info = logits.shape[0], logits.device, op.info
        f32 = dict(dtype=torch.float32, device=dev)
        stream = _stream(dev)
        partials = torch.empty((T, info.local_tiles, info.partial_width), **f32)
        target_logit = torch.empty((T,), **f32)
        op.tile_stats(logits, targets, partials, target_logit, active=active, stream=stream)
        if info.tp_size == 1:
            gathered, gathered_tl = partials.unsqueeze(0), target_logit.unsqueeze(0)
        else:
            # The target logits travel with each rank's contract fingerprint: every rank
            # checks the group agrees before the (contract-shaped) partials are gathered.
            fp = _fingerprint_words(op, dev)
            recv = torch.empty((info.tp_size, T + fp.numel()), **f32)
            _all_gather(recv, torch.cat([target_logit, fp]), group)
            if sync_checks or dev.type == "cpu":
                _check_same_contract(recv[:, T:], fp, op)
            gathered_tl = recv[:, :T].contiguous()
            gathered = torch.empty((info.tp_size,) + tuple(partials.shape), **f32)
            _all_gather(gathered, partials, group)
        lse, logp = torch.empty((T,), **f32), torch.empty((T,), **f32)
        entropy = torch.empty((T,), **f32) if op.contract.want_entropy else None
        op.merge(gathered, gathered_tl, targets, lse, logp, entropy, active=active, stream=stream)
        if sync_checks and dev.type != "cpu":
            op.status()  # GPU targets are checked inside the merge kernel
        ctx.op = op
        ctx.save_for_backward(logits, targets, active, lse, entropy)
        return logp, lse, entropy

    @staticmethod
    def backward(ctx, grad_logp, grad_lse, grad_entropy):
        create_graph = torch.is_grad_enabled()
        with torch.no_grad():
            grads = _SelectedLogprobs._grads(ctx, grad_logp, grad_lse, grad_entropy)
        if create_graph and grads[0] is not None:
            grads = (_not_twice_differentiable(grads[0], ctx.saved_tensors[0]),) + grads[1:]
        return grads

    @staticmethod
    def _grads(ctx, grad_logp, grad_lse, grad_entropy):
        logits, targets, active, lse, entropy = ctx.saved_tensors
        if not ctx.needs_input_grad[0]:
            return (None,) * 6
        T, dev = logits.shape[0], logits.device
        f32 = dict(dtype=torch.float32, device=dev)

        def rows(g):  # upstream grads may be broadcast views (stride 0): make them [T] fp32
            return None if g is None else g.to(torch.float32).contiguous()

        grad_logp = torch.zeros((T,), **f32) if grad_logp is None else rows(grad_logp)
        grad_entropy = None if entropy is None else rows(grad_entropy)
        grad = torch.empty(tuple(logits.shape), dtype=logits.dtype, device=dev)
        ctx.op.backward(logits, targets, grad_logp, lse, grad, grad_lse=rows(grad_lse),
                        grad_entropy=grad_entropy,
                        entropy=entropy if grad_entropy is not None else None, active=active,
                        stream=_stream(dev))
        return grad, None, None, None, None, None


def selected_logprobs(logits: torch.Tensor, targets: torch.Tensor, *, vocab: int,
                      tile_width: int, real_vocab: Optional[int] = None,
                      temperature: Optional[float] = None, ignore_index: int = -100,
                      active: Optional[torch.Tensor] = None, tp_group=None,
                      return_lse: bool = False, return_entropy: bool = False,
                      scope: str = "cross_tp_bitwise", chunk: int = 0,
                      runtime: Optional[_capi.Runtime] = None, sync_checks: bool = True):
    """Selected-token log-probabilities with autograd.

    logits:  [..., V_local] bf16/fp16/fp32, last dim contiguous (any row stride), where
             V_local = vocab / tp_size (vocab with no tp_group).
    targets: [...] int64/int32 global token ids (any strides); rows with
             ``targets == ignore_index`` are inactive (logp = 0, zero gradient) unless
             ``active`` ([...] bool/uint8, any strides) is given, which then decides.
    vocab, tile_width, real_vocab: the padded vocab V, the tile width W (divides V) and
             the real vocab (columns >= real_vocab are padding; None = vocab).
    temperature: tau >= 1e-5: logits are read as x / tau; None: as they are.
    tp_group: a torch.distributed group over which the vocab is sharded (None: TP = 1).
    scope, chunk: the contract's determinism scope and chunk C of the canonical order (0:
             the scope's default, 4 for bf16/fp16 in cross_target_bitwise, else 8); both
             sides of a bitwise comparison must use the same values.
    sync_checks: GPU tensors: synchronize with the device to raise on bad target ids (the
             merge kernel checks them) and, with a tp_group, on ranks whose contracts
             differ (checked before the partials are gathered). False: no synchronization;
             bad target ids give logp = NaN, and mismatched contracts are undefined.
             CPU tensors are always checked (no synchronization needed).

    Returns logp [...] fp32, or the tuple (logp, lse[, entropy]) / (logp, entropy) as
    asked by return_lse / return_entropy. Raises InvalidArgumentError / InvalidValueError
    (subclasses of ValueError) with the C library's message naming the bad argument.
    """
    if not isinstance(logits, torch.Tensor) or not isinstance(targets, torch.Tensor):
        raise TypeError("logits and targets: expected torch.Tensor")
    if logits.dtype not in _DTYPES:
        raise ValueError(f"logits: dtype {logits.dtype}: expected torch.bfloat16, "
                         "torch.float16 or torch.float32")
    if targets.dtype not in _INDEX_TYPES:
        raise ValueError(f"targets: dtype {targets.dtype}: expected torch.int64 or torch.int32")
    if logits.dim() < 1:
        raise ValueError("logits: a 0-d tensor: expected [..., V_local]")
    if tuple(targets.shape) != tuple(logits.shape[:-1]):
        raise ValueError(f"targets: shape {tuple(targets.shape)}: expected logits.shape[:-1] "
                         f"= {tuple(logits.shape[:-1])}")
    lead = tuple(logits.shape[:-1])
    x = logits if logits.dim() == 2 else logits.reshape(-1, logits.shape[-1])
    tg = targets.reshape(-1).contiguous()  # [T] rows: a strided view is copied (small)
    act = None if active is None else active.reshape(-1).contiguous()
    tp_size, rank = _group_size_rank(tp_group)
    contract = _capi.Contract(
        vocab=vocab, tile_width=tile_width, real_vocab=-1 if real_vocab is None else real_vocab,
        tp_size=tp_size, tp_rank=rank, dtype=_DTYPES[logits.dtype],
        index_type=_INDEX_TYPES[targets.dtype],
        mask_mode="ignore_index" if active is None else "active_mask",
        ignore_index=ignore_index, temperature=temperature, want_entropy=return_entropy,
        scope=scope, target=_target_of(logits.device)[0], chunk=chunk)
    op = _op(contract, logits.device, tp_group, runtime)
    logp, lse, entropy = _SelectedLogprobs.apply(x, tg, act, op, tp_group, sync_checks)
    outs = [logp.reshape(lead)]
    if return_lse:
        outs.append(lse.reshape(lead))
    if return_entropy:
        outs.append(entropy.reshape(lead))
    return outs[0] if len(outs) == 1 else tuple(outs)
