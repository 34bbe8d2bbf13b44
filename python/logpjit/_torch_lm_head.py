"""The LM head over torch tensors (docs/spec.md §16): logits from hidden states in logpjit's
canonical GEMM order, and the fused forward (lm_head_tile_stats per rank, an all-gather of the
sub-shards' partials, one merge) that never holds [T, V] logits. Forward only: the backward
from hidden states is not built yet, and a call that would need it raises.
logpjit.torch.lm_head / lm_head_logprobs check the arguments and call these."""

import torch

from logpjit import _capi
from logpjit import _torch_kernels as tk

_HIDDEN_DTYPES = {torch.bfloat16: "bf16", torch.float16: "fp16"}
_TORCH_DTYPES = {name: dtype for dtype, name in tk._DTYPES.items()}  # "bf16" -> torch.bfloat16


def contract(hidden, weight, targets, active, logits_dtype, vocab, tile_width, real_vocab,
             tp_size, tp_rank, ignore_index, temperature, want_entropy, scope, rows_tau):
    """The Contract of an LM-head call (validated by the library when its op is made)."""
    if hidden.dtype not in _HIDDEN_DTYPES:
        raise ValueError(f"hidden: dtype {hidden.dtype}: expected torch.bfloat16 or "
                         "torch.float16")
    if weight.dtype != hidden.dtype:
        raise ValueError(f"weight: dtype {weight.dtype}: expected hidden's {hidden.dtype}")
    if logits_dtype not in (hidden.dtype, torch.float32):
        raise ValueError(f"logits_dtype = {logits_dtype}: expected hidden's dtype "
                         f"{hidden.dtype} (rounded) or torch.float32 (kept)")
    target = "host" if hidden.is_cpu else tk._GPU_TARGET
    return _capi.Contract(
        vocab=vocab, tile_width=tile_width, real_vocab=real_vocab, tp_size=tp_size,
        tp_rank=tp_rank, dtype=tk._DTYPES[logits_dtype],
        index_type=tk._INDEX_TYPES.get(targets.dtype, "int64") if targets is not None
        else "int64",
        mask_mode="active_mask" if active is not None else "ignore_index",
        ignore_index=ignore_index, temperature=temperature, want_entropy=want_entropy,
        scope=scope, target=target, temperature_rows=rows_tau,
        hidden_size=hidden.shape[1], hidden_dtype=_HIDDEN_DTYPES[hidden.dtype])


def op_for(hidden, contract_, runtime):
    """The cached Op of ``contract_`` on hidden's device, in logpjit.torch's op cache (least
    recently used ops beyond its size retired, ``check()`` sees what they report)."""
    key = ("lm_head", hidden.device, runtime.id if runtime else 0) + tuple(
        getattr(contract_, f) for f in contract_.__dataclass_fields__)
    with tk._lock:
        op = tk._ops.get(key)
        if op is not None:
            tk._ops.move_to_end(key)
            return op
    if runtime is None:
        runtime = tk._runtime("host", 0) if hidden.is_cpu else tk._runtime(
            tk._GPU_TARGET, hidden.get_device())
    op = runtime.op(contract_)
    evicted = []
    with tk._lock:
        op = tk._ops.setdefault(key, op)
        while len(tk._ops) > tk._OP_CACHE_SIZE:
            evicted.append(tk._ops.popitem(last=False)[1])
    for old in evicted:
        tk._retire(old)
    return op


def logits(hidden, weight, op):
    """[T, V_local] logits of this rank's weight rows."""
    c = op.contract
    out = torch.empty((hidden.shape[0], op.info.shard_cols),
                      dtype=_TORCH_DTYPES[c.dtype], device=hidden.device)
    with op._lock:
        op.lm_head(hidden, weight, out, stream=tk._stream(hidden))
    return out


def forward(hidden, weight, targets, active, tau, op, group):
    """(logp, lse, entropy or None) fp32 [T]: every rank's sub-shard partials all-gathered
    rank-major, then the merge; the same bits as the forward on lm_head's logits."""
    info, c = op.info, op.contract
    rows, chunks, dev = hidden.shape[0], info.lm_head_chunks, hidden.device
    kc, p, stream = info.local_tiles // chunks, info.partial_width, tk._stream(hidden)
    partials = torch.empty((chunks, rows, kc, p), dtype=torch.float32, device=dev)
    tl = torch.empty((chunks, rows), dtype=torch.float32, device=dev)
    with op._lock:
        op.lm_head_tile_stats(hidden, weight, targets, partials, tl, active=active,
                              temperature=tau, stream=stream)
    tp = info.tp_size
    if tp > 1:
        partials = tk._gather(partials, group, tp).reshape(tp * chunks, rows, kc, p)
        tl = tk._gather(tl, group, tp).reshape(tp * chunks, rows)
    lse = torch.empty((rows,), dtype=torch.float32, device=dev)
    logp = torch.empty_like(lse)
    entropy = torch.empty_like(lse) if c.want_entropy else None
    with op._lock:
        op.merge(partials, tl, targets, lse, logp, entropy, active=active, temperature=tau,
                 stream=stream, chunks=chunks)
    return logp, lse, entropy
