"""The LM head over torch tensors (docs/spec.md §16): logits from hidden states in logpjit's
canonical GEMM order, the fused forward (lm_head_tile_stats per rank, an all-gather of the
sub-shards' partials, one merge) that never holds [T, V] logits, and its backward
(lm_head_backward per rank, an all-gather of the grad_hidden partials, lm_head_grad_hidden)
through LmHeadLogprobs, a torch.autograd.Function.
logpjit.torch.lm_head / lm_head_logprobs check the arguments and call these."""

import torch

from logpjit import _capi
from logpjit import _torch_kernels as tk

_HIDDEN_DTYPES = {torch.bfloat16: "bf16", torch.float16: "fp16"}
_TORCH_DTYPES = {name: dtype for dtype, name in tk._DTYPES.items()}  # "bf16" -> torch.bfloat16


def contract(hidden, weight, targets, active, logits_dtype, vocab, tile_width, real_vocab,
             tp_size, tp_rank, ignore_index, temperature, want_entropy, scope, rows_tau,
             tile_sum="lanes"):
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
        hidden_size=hidden.shape[1], hidden_dtype=_HIDDEN_DTYPES[hidden.dtype],
        tile_sum=tile_sum)


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


def forward(hidden, weight, targets, active, tau, op, group, saved_logits=None):
    """(logp, lse, entropy or None) fp32 [T]: every rank's sub-shard partials all-gathered
    rank-major, then the merge; the same bits as the forward on lm_head's logits.
    ``saved_logits`` ([S, V_local] in the logits dtype): also gets rows [0, S)'s logits."""
    info, c = op.info, op.contract
    rows, chunks, dev = hidden.shape[0], info.lm_head_chunks, hidden.device
    kc, p, stream = info.local_tiles // chunks, info.partial_width, tk._stream(hidden)
    partials = torch.empty((chunks, rows, kc, p), dtype=torch.float32, device=dev)
    tl = torch.empty((chunks, rows), dtype=torch.float32, device=dev)
    with op._lock:
        op.lm_head_tile_stats(hidden, weight, targets, partials, tl, active=active,
                              temperature=tau, saved_logits=saved_logits, stream=stream)
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


_BLOCK_ROWS = 4096  # rows per backward call: a multiple of 16, as grad_weight's chain steps,
# and the C ABI's block of recomputed logits (a call's rows [0, 4096), [4096, 8192), ...)


def kept_rows(save_rows, rows):
    """Rows whose logits the forward keeps for the backward: all ``rows`` where
    ``save_rows`` covers them, else ``save_rows`` rounded down to whole backward blocks
    (a block's recomputation is skipped only where all its rows are kept)."""
    return rows if save_rows >= rows else save_rows // _BLOCK_ROWS * _BLOCK_ROWS


def saved_buffer(op, rows, device):
    """[rows, V_local] in the contract's logits dtype, for forward(saved_logits=)."""
    return torch.empty((rows, op.info.shard_cols), dtype=_TORCH_DTYPES[op.contract.dtype],
                       device=device)


def backward(hidden, weight, targets, active, tau, op, group, lse, entropy, grad_logp, grad_lse,
             grad_entropy, main_grad=None, want_weight=True, saved_logits=None):
    """(grad_hidden [T, H] in hidden's dtype, the same on every rank; grad_weight [V_local,
    H] of this rank's rows in weight's dtype, the fp32 sums rounded once) from the forward's
    lse (and entropy) and the upstream gradients (fp32 [T] or None). Blocks of _BLOCK_ROWS
    rows, so that the fp32 partials (and their all-gather) take the same memory at any T:
    grad_weight's chain continues across them (accumulate_weight), the bits of one call over
    all rows, its fp32 sums kept between the blocks as their high halves in grad_weight and
    their low halves in an int16 buffer (2 bytes per element, not an fp32 copy's 4).
    ``main_grad`` (fp32 [V_local, H]): grad_weight is added to it in the same chain instead,
    and returned; ``want_weight`` False: grad_weight is not computed (None).
    ``saved_logits`` ([S, V_local], S = kept_rows(...)): the forward's logits of rows
    [0, S), read by each block inside them in place of its recomputing GEMM (same bits),
    which may overwrite them with their gradient: they serve this one backward."""
    rows, H = hidden.shape
    dev, stream, tp = hidden.device, tk._stream(hidden), op.info.tp_size
    shape = (weight.shape[0], H)
    grad_weight = None if not want_weight else main_grad if main_grad is not None else \
        torch.empty(shape, dtype=weight.dtype, device=dev)
    low = torch.empty(shape, dtype=torch.int16, device=dev) if (
        want_weight and main_grad is None and rows > _BLOCK_ROWS) else None
    grad_hidden = torch.empty((rows, H), dtype=hidden.dtype, device=dev)
    block = min(rows, _BLOCK_ROWS)
    partial = torch.empty((block, H), dtype=torch.float32, device=dev)
    at = lambda x, r0, r1: None if x is None else x[r0:r1]  # noqa: E731
    kept = 0 if saved_logits is None else saved_logits.shape[0]
    for r0 in range(0, max(rows, 1), _BLOCK_ROWS):
        r1 = min(rows, r0 + _BLOCK_ROWS)
        part = partial[:r1 - r0]
        with op._lock:
            op.lm_head_backward(hidden[r0:r1], weight, targets[r0:r1], at(grad_logp, r0, r1),
                                lse[r0:r1], part, grad_weight,
                                grad_lse=at(grad_lse, r0, r1),
                                grad_entropy=at(grad_entropy, r0, r1),
                                entropy=at(entropy, r0, r1) if grad_entropy is not None
                                else None,
                                active=at(active, r0, r1), temperature=at(tau, r0, r1),
                                accumulate_weight=r0 > 0 or main_grad is not None,
                                grad_weight_low=low, finish_weight=r1 == rows,
                                saved_logits=saved_logits[r0:r1] if 0 < r1 <= kept else None,
                                stream=stream)
        gathered = tk._gather(part, group, tp) if tp > 1 else part.unsqueeze(0)
        with op._lock:
            op.lm_head_grad_hidden(gathered, grad_hidden[r0:r1], stream=stream)
    return grad_hidden, grad_weight


def _rows(g, like):
    """An upstream gradient as fp32 [T] contiguous, or None when autograd gave none."""
    if g is None:
        return None
    return g.to(torch.float32).expand_as(like).contiguous()


class LmHeadLogprobs(torch.autograd.Function):
    """(logp, lse, entropy) of forward() with the LM head's backward: grad_hidden in hidden's
    dtype (the ranks' partials summed in the fixed tree: every rank gets all of it, so it is
    not all-reduced again), grad_weight summed in fp32 and returned in weight's dtype
    (rounded once, nearest even), or added to ``main_grad`` (fp32, Megatron's
    gradient-accumulation fusion: weight then gets no .grad). entropy is an empty tensor
    when not asked for. ``save_rows``: the forward keeps the logits of kept_rows(save_rows,
    T) rows for the first backward, which frees them (a second one, retain_graph,
    recomputes: the same bits)."""

    @staticmethod
    def forward(ctx, hidden, weight, targets, active, tau, op, group, main_grad=None,
                save_rows=0):
        kept = kept_rows(save_rows, hidden.shape[0])
        saved = saved_buffer(op, kept, hidden.device) if kept else None
        logp, lse, entropy = forward(hidden.detach(), weight.detach(), targets, active, tau,
                                     op, group, saved)
        if entropy is None:
            entropy = lse.new_empty((0,))
        # On ctx, not saved_for_backward: an intermediate that the first backward drops, so
        # that outputs kept alive afterwards (a logged loss) do not keep it.
        ctx.op, ctx.group, ctx.main_grad, ctx.saved_logits = op, group, main_grad, saved
        ctx.save_for_backward(hidden, weight, targets, active, tau, lse, entropy)
        return logp, lse, entropy

    @staticmethod
    def backward(ctx, g_logp, g_lse, g_entropy):
        hidden, weight, targets, active, tau, lse, entropy = ctx.saved_tensors
        g_logp = _rows(g_logp, lse)
        if g_logp is None:
            g_logp = torch.zeros_like(lse)
        g_entropy = _rows(g_entropy, lse) if entropy.numel() else None
        saved, ctx.saved_logits = ctx.saved_logits, None
        grad_hidden, grad_weight = backward(hidden.detach(), weight.detach(), targets, active,
                                            tau, ctx.op, ctx.group, lse,
                                            entropy if g_entropy is not None else None, g_logp,
                                            _rows(g_lse, lse), g_entropy, ctx.main_grad,
                                            ctx.needs_input_grad[1], saved)
        if not (ctx.needs_input_grad[1] and ctx.main_grad is None):
            grad_weight = None
        if torch.is_grad_enabled():  # create_graph: a node that raises if differentiated
            grad_hidden = _not_twice_differentiable(grad_hidden, hidden)
            grad_weight = None if grad_weight is None else _not_twice_differentiable(
                grad_weight, weight)
        return (grad_hidden if ctx.needs_input_grad[0] else None, grad_weight,
                None, None, None, None, None, None, None)


_DOUBLE_BACKWARD = ("logpjit.torch.lm_head_logprobs is not twice differentiable: its "
                    "gradients cannot be differentiated again (double backward)")


def _not_twice_differentiable(grad, like):
    """The backward records no graph, so with create_graph=True its gradient would silently
    be a constant (a gradient penalty's term dropped): return it behind a node, connected to
    ``like``, that raises if it is differentiated."""
    delayed = getattr(getattr(torch._C, "_functions", None), "DelayedError", None)
    if delayed is None:
        raise RuntimeError(_DOUBLE_BACKWARD)
    return delayed(_DOUBLE_BACKWARD.encode(), 2)(grad.detach(), like)[0]


# --- custom ops (torch >= 2.4; TP 1): what torch.compile traces -----------------------------

def _op_of(hidden, weight, targets, active, tau, logits_dtype, vocab, tile_width, real_vocab,
           ignore_index, temperature, want_entropy, scope, tile_sum, runtime_id):
    """The cached Op of a TP 1 LM-head call described by the custom ops' arguments."""
    c = contract(hidden, weight, targets, active, _TORCH_DTYPES[logits_dtype], vocab,
                 tile_width, real_vocab, 1, 0, ignore_index, temperature, want_entropy, scope,
                 tau is not None, tile_sum)
    return op_for(hidden, c, None if runtime_id == 0 else _capi.runtime_by_id(runtime_id))


def register_custom_ops(lib):
    """logpjit::lm_head_logprobs and its backward op, logpjit::lm_head_logprobs_backward
    (fake kernels, autograd), on ``lib`` (torch.library)."""
    from typing import Optional, Tuple

    from torch import Tensor

    @lib.custom_op("logpjit::lm_head_logprobs", mutates_args=())
    def lm_head_logprobs(hidden: Tensor, weight: Tensor, targets: Tensor,
                         active: Optional[Tensor], tau: Optional[Tensor], logits_dtype: str,
                         vocab: int, tile_width: int, real_vocab: int, ignore_index: int,
                         temperature: Optional[float], want_entropy: bool, scope: str,
                         tile_sum: str, runtime_id: int) -> Tuple[Tensor, Tensor, Tensor]:
        """(logp, lse, entropy) fp32 [T] (entropy [0] unless want_entropy) at TP 1."""
        op = _op_of(hidden, weight, targets, active, tau, logits_dtype, vocab, tile_width,
                    real_vocab, ignore_index, temperature, want_entropy, scope, tile_sum,
                    runtime_id)
        logp, lse, entropy = forward(hidden, weight, targets, active, tau, op, None)
        return logp, lse, lse.new_empty((0,)) if entropy is None else entropy

    @lm_head_logprobs.register_fake
    def _(hidden, weight, targets, active, tau, logits_dtype, vocab, tile_width, real_vocab,
          ignore_index, temperature, want_entropy, scope, tile_sum, runtime_id):
        rows = hidden.shape[0]
        new = lambda n: hidden.new_empty((n,), dtype=torch.float32)  # noqa: E731
        return new(rows), new(rows), new(rows if want_entropy else 0)

    @lib.custom_op("logpjit::lm_head_logprobs_backward", mutates_args=())
    def lm_head_logprobs_backward(
            hidden: Tensor, weight: Tensor, targets: Tensor, active: Optional[Tensor],
            tau: Optional[Tensor], lse: Tensor, entropy: Optional[Tensor],
            grad_logp: Optional[Tensor], grad_lse: Optional[Tensor],
            grad_entropy: Optional[Tensor], logits_dtype: str, vocab: int, tile_width: int,
            real_vocab: int, ignore_index: int, temperature: Optional[float],
            want_entropy: bool, scope: str, tile_sum: str, runtime_id: int,
            want_weight: bool) -> Tuple[Tensor, Tensor]:
        """(grad_hidden in hidden's dtype, grad_weight in weight's dtype; [0] unless
        want_weight: a frozen weight's GEMM is not run) at TP 1."""
        op = _op_of(hidden, weight, targets, active, tau, logits_dtype, vocab, tile_width,
                    real_vocab, ignore_index, temperature, want_entropy, scope, tile_sum,
                    runtime_id)
        g_logp = _rows(grad_logp, lse)
        gh, gw = backward(hidden, weight, targets, active, tau, op, None, lse,
                          entropy if grad_entropy is not None else None,
                          torch.zeros_like(lse) if g_logp is None else g_logp,
                          _rows(grad_lse, lse), _rows(grad_entropy, lse),
                          want_weight=want_weight)
        return gh, gw if gw is not None else weight.new_empty((0,))

    @lm_head_logprobs_backward.register_fake
    def _(hidden, weight, *rest):
        want_weight = rest[-1]
        return (hidden.new_empty(tuple(hidden.shape)),
                weight.new_empty(tuple(weight.shape) if want_weight else (0,)))

    def setup(ctx, inputs, output):
        ctx.args = tuple(inputs[5:])
        _, lse, entropy = output
        ctx.save_for_backward(*inputs[:5], lse, entropy if inputs[11] else None)

    def grad(ctx, g_logp, g_lse, g_entropy):
        hidden, weight, targets, active, tau, lse, entropy = ctx.saved_tensors
        gh, gw = torch.ops.logpjit.lm_head_logprobs_backward(
            hidden, weight, targets, active, tau, lse, entropy, g_logp, g_lse,
            g_entropy if entropy is not None else None, *ctx.args,
            bool(ctx.needs_input_grad[1]))
        return ((gh if ctx.needs_input_grad[0] else None,
                 gw if ctx.needs_input_grad[1] else None) +
                (None,) * 13)

    lm_head_logprobs.register_autograd(grad, setup_context=setup)

    def no_double_backward(ctx, *grads):
        raise RuntimeError("logpjit: the LM head's backward has no backward of its own")

    lm_head_logprobs_backward.register_autograd(no_double_backward)
