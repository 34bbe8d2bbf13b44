"""PyTorch front end: selected-token logprobs with autograd, vocab-parallel aware.

``selected_logprobs(logits, targets)`` computes, for each row,
``logp = log_softmax(logits / temperature)[target]`` (and optionally the log-sum-exp and
the entropy) with logpjit's fixed reduction order: the bits do not depend on the batch, on
the TP degree, or (scope ``cross_target_bitwise``) on the device kind.

Vocab parallelism (Megatron layout): with ``tp_group``, ``logits`` is this rank's shard
``[..., vocab / tp_size]`` (columns ``[rank * V / tp, (rank + 1) * V / tp)``); the ranks'
per-tile partials are all-gathered with ``torch.distributed`` in rank order and every
rank gets the same replicated outputs. The backward writes this rank's shard of
grad_logits from the replicated upstream gradients.

Three operators do the work: ``tile_stats`` (this rank's partials), ``merge`` (the
replicated outputs from every rank's partials) and ``backward`` (this rank's logits
gradient). With torch >= 2.4 they are registered as custom ops ``torch.ops.logpjit.*``
(``torch.library.custom_op`` with fake kernels and autograd; ``CUSTOM_OPS`` says whether
they are): under ``torch.compile`` (fullgraph too) and ``torch.export``,
selected_logprobs traces into them, and ``torch.library.opcheck`` passes on each. The
all-gather between tile_stats and merge stays a ``torch.distributed`` call outside them.
In eager mode the same three functions run inside one ``torch.autograd.Function``,
because a custom-op call costs some 30-70 us of dispatch there and this path a few; the
bits are the same either way. Under ``torch.func`` transforms (torch >= 2.4) the node is
its ``setup_context`` twin, whose backward runs the backward op, which functorch can
lift. DDP and FSDP see an ordinary autograd node. ``LOGPJIT_TORCH_CUSTOM_OPS``: ``0``
registers no custom ops (torch.compile then breaks the graph at selected_logprobs, and
fullgraph=True fails), ``eager`` uses them in eager mode too.

Synchronization. CPU tensors run on the host target and raise at once (bad target ids
included). CUDA tensors (sm_90; gfx942 under ROCm torch) are queued on the current stream
and, by default (``sync_checks=False``), never synchronize the host with the device, so
the calls can be captured in CUDA graphs: a bad target id gives that row logp = NaN and is
recorded in the op's device-side status word, and ``check()`` raises it. What
synchronizes: ``check()``; ``sync_checks=True`` (after each merge, and with a tp_group
before the partials are gathered); the first merge of each new contract on a device
(allocating and zeroing its status word, once); and an op evicted from the op cache (one
``Op.status()``, after 256 other contracts).

Kernels are compiled on first use into the disk cache (LOGPJIT_CACHE_DIR /
LOGPJIT_CACHE_MODE) and loaded from it afterwards; ops are cached in-process by contract.
"""

import collections
import operator
import os
import re
import threading
from typing import Optional, Tuple

import torch
import torch.distributed as dist

from logpjit import _capi

__all__ = ["selected_logprobs", "check", "default_runtime", "auto_tile_width", "CUSTOM_OPS",
           "HAVE_CUSTOM_OPS", "EAGER_CUSTOM_OPS"]

_DTYPES = {torch.bfloat16: "bf16", torch.float16: "fp16", torch.float32: "fp32"}
_INDEX_TYPES = {torch.int64: "int64", torch.int32: "int32"}
_MASK_DTYPES = (torch.bool, torch.uint8)
_F32 = torch.float32
_FP_WORDS = 8  # a contract fingerprint (32 bytes) travels as 8 fp32 words
_GPU_TARGET = "gfx942" if getattr(torch.version, "hip", None) else "sm_90"
_OP_CACHE_SIZE = 256

auto_tile_width = _capi.auto_tile_width


def _torch_version() -> Tuple[int, int]:
    m = re.match(r"(\d+)\.(\d+)", torch.__version__)
    return (int(m.group(1)), int(m.group(2))) if m else (0, 0)


HAVE_CUSTOM_OPS = _torch_version() >= (2, 4) and all(
    hasattr(torch.library, n) for n in ("custom_op", "register_fake", "register_autograd"))
CUSTOM_OPS = False  # set below once the ops are registered
CUSTOM_OPS_ERROR = None  # why registration failed, if it did
EAGER_CUSTOM_OPS = os.environ.get("LOGPJIT_TORCH_CUSTOM_OPS", "") == "eager"
_SETUP_CONTEXT = _torch_version() >= (2, 0)  # autograd.Function.setup_context exists

_compiler = getattr(torch, "compiler", None)
_is_compiling = getattr(_compiler, "is_compiling", None) or (lambda: False)
_raw_stream = getattr(torch._C, "_cuda_getCurrentRawStream", None)
_functorch_active = getattr(torch._C, "_are_functorch_transforms_active", None) or \
    (lambda: False)
_functorch_level = getattr(getattr(torch._C, "_functorch", None), "maybe_current_level",
                           None) or (lambda: None)


def _stream(x: torch.Tensor) -> Optional[int]:
    """The current stream of x's device (None on the CPU)."""
    if x.is_cpu:
        return None
    if _raw_stream is not None:
        return _raw_stream(x.get_device())
    return torch.cuda.current_stream(x.device).cuda_stream


# --- runtimes and the op cache -----------------------------------------------------------

_lock = threading.Lock()
_runtimes = {}  # (target, device index) -> the default Runtime
_ops = collections.OrderedDict()  # contract key -> Op, least recently used first
_deferred = []  # errors found while evicting ops, raised by check()


def _target_of(device: torch.device):
    """(contract target, GPU ordinal) of a tensor's device."""
    if device.type == "cpu":
        return "host", 0
    if device.type == "cuda":
        index = device.index if device.index is not None else torch.cuda.current_device()
        return _GPU_TARGET, index
    raise ValueError(f"logits: device {device}: expected a cpu or cuda tensor")


def _runtime(target: str, index: int) -> _capi.Runtime:
    with _lock:
        rt = _runtimes.get((target, index))
        if rt is None:
            rt = _runtimes[(target, index)] = _capi.Runtime(device=index)
        return rt


def default_runtime(device) -> _capi.Runtime:
    """The runtime used for tensors on ``device`` (a torch.device or string; one per
    device; cache settings from the environment)."""
    return _runtime(*_target_of(torch.device(device)))


def _contract(logits_dtype, targets_dtype, masked: bool, target: str, c) -> _capi.Contract:
    """The Contract of the contract arguments ``c`` (listed above _tile_stats) for these
    dtypes, on ``target``."""
    if logits_dtype not in _DTYPES:
        raise ValueError(f"logits: dtype {logits_dtype}: expected torch.bfloat16, "
                         "torch.float16 or torch.float32")
    if targets_dtype not in _INDEX_TYPES:
        raise ValueError(f"targets: dtype {targets_dtype}: expected torch.int64 or torch.int32")
    (vocab, tile_width, real_vocab, tp_size, tp_rank, ignore_index, temperature, want_entropy,
     scope, chunk, _) = c
    return _capi.Contract(
        vocab=vocab, tile_width=tile_width, real_vocab=real_vocab, tp_size=tp_size,
        tp_rank=tp_rank, dtype=_DTYPES[logits_dtype], index_type=_INDEX_TYPES[targets_dtype],
        mask_mode="active_mask" if masked else "ignore_index", ignore_index=ignore_index,
        temperature=temperature, want_entropy=want_entropy, scope=scope, target=target,
        chunk=chunk)


def _op_for(logits: torch.Tensor, targets: torch.Tensor, active, c) -> _capi.Op:
    """The cached Op of contract arguments ``c`` on logits' device (created, validated and
    cached on a miss; least recently used ops beyond 256 are dropped)."""
    if logits.is_cuda:
        target, index = _GPU_TARGET, logits.get_device()
    elif logits.is_cpu:
        target, index = "host", 0
    else:
        raise ValueError(f"logits: device {logits.device}: expected a cpu or cuda tensor")
    key = (target, index, logits.dtype, targets.dtype, active is not None) + c
    with _lock:
        op = _ops.get(key)
        if op is not None:
            _ops.move_to_end(key)
            return op
    contract = _contract(logits.dtype, targets.dtype, active is not None, target, c)
    rid = c[-1]
    rt = _runtime(target, index) if rid == 0 else _capi.runtime_by_id(rid)
    op = rt.op(contract)
    evicted = []
    with _lock:
        op = _ops.setdefault(key, op)
        while len(_ops) > _OP_CACHE_SIZE:
            evicted.append(_ops.popitem(last=False)[1])
    for old in evicted:
        _retire(old)
    return op


def _retire(op: _capi.Op) -> None:
    """An op leaving the cache: wait for its GPU work and keep what it reported."""
    if op.contract.target == "host":
        return
    try:
        op.status()  # synchronizes: no kernel of this op is pending afterwards
    except _capi.LogpjitError as e:
        _deferred.append(e)
    if _fp_mismatch(op):
        _deferred.append(ValueError(_mismatch_text(op.contract, "some rank(s)")))


# --- contract fingerprints across ranks ---------------------------------------------------

def _fingerprint_words(op: _capi.Op, device: torch.device) -> torch.Tensor:
    """The op's contract fingerprint (32 bytes) as 8 fp32 words on ``device`` (cached)."""
    cache = op.__dict__.setdefault("_fingerprint_words", {})
    words = cache.get(device)
    if words is None:
        raw = bytearray(bytes.fromhex(op.fingerprint()))
        words = cache[device] = torch.frombuffer(raw, dtype=_F32).clone().to(device)
    return words


def _fp_flag(op: _capi.Op, device: torch.device) -> torch.Tensor:
    """A device int32 counter of merges that saw another rank's contract (graph-safe)."""
    flag = op.__dict__.get("_fp_flag")
    if flag is None:
        flag = op.__dict__["_fp_flag"] = torch.zeros(1, dtype=torch.int32, device=device)
    return flag


def _fp_mismatch(op: _capi.Op) -> bool:
    """Reads and clears the op's mismatch counter (synchronizes)."""
    flag = op.__dict__.get("_fp_flag")
    if flag is None or not int(flag.item()):
        return False
    flag.zero_()
    return True


def _mismatch_text(contract, ranks) -> str:
    return (f"logpjit: the contract of rank(s) {ranks} differs from this rank's ({contract}): "
            "every rank must pass the same vocab, tile_width, real_vocab, dtypes, temperature, "
            "ignore_index, outputs and scope")


def _precheck_group(gathered_tl: torch.Tensor, rows: int, rank: int, c) -> None:
    """Eager TP check before the partials are gathered (their shapes follow the contract):
    every rank's fingerprint words must equal this rank's. Synchronizes on a GPU."""
    words = gathered_tl[:, rows:].view(torch.int32)
    same = (words == words[rank][None]).all(dim=1).tolist()
    differ = [r for r, ok in enumerate(same) if not ok]
    if differ:
        names = ("vocab", "tile_width", "real_vocab", "tp_size", "tp_rank", "ignore_index",
                 "temperature", "want_entropy", "scope", "chunk")
        mine = ", ".join(f"{n}={v!r}" for n, v in zip(names, c))
        raise ValueError(_mismatch_text(mine, differ))


# --- the three operators (plain functions; registered as custom ops below) ---------------
#
# Contract arguments, in this order, after the tensors of each operator:
#   vocab, tile_width, real_vocab (-1: vocab), tp_size, tp_rank, ignore_index,
#   temperature (None: none), want_entropy, scope, chunk, runtime_id (0: the default)
# The logits and targets dtypes and whether `active` is given complete the contract.

def _tile_stats(logits, targets, active, *c):
    """(partials fp32 [T, K_local, P], target_logit fp32 [T]; [T + 8] with TP > 1: the
    contract fingerprint appended) of this rank's logits [T, V_local]."""
    op = _op_for(logits, targets, active, c)
    rows, info, dev = logits.shape[0], op.info, logits.device
    partials = torch.empty((rows, info.local_tiles, info.partial_width), dtype=_F32, device=dev)
    if info.tp_size == 1:
        target_logit = torch.empty((rows,), dtype=_F32, device=dev)
        mine = target_logit
    else:
        target_logit = torch.empty((rows + _FP_WORDS,), dtype=_F32, device=dev)
        mine = target_logit[:rows]
    with op._lock:
        op.tile_stats(logits, targets, partials, mine, active=active, stream=_stream(logits))
    if info.tp_size > 1:
        target_logit[rows:].copy_(_fingerprint_words(op, dev))
    return partials, target_logit


def _merge(gathered_partials, gathered_target_logit, targets, active, logits, *c):
    """(lse, logp, entropy or None) fp32 [T] from every rank's gathered partials
    [tp, T, K_local, P] and target logits [tp, T] ([tp, T + 8] with TP > 1). ``logits``
    (this rank's shard) gives the dtype and device, and the gradient's input; the last
    argument is sync_checks."""
    c, sync_checks = c[:-1], c[-1]
    op = _op_for(logits, targets, active, c)
    rows, tp, dev = targets.shape[0], op.info.tp_size, logits.device
    gtl, bad = gathered_target_logit, None
    if tp > 1:
        want = (tp, rows + _FP_WORDS)
        if tuple(gtl.shape) != want or gtl.dtype != _F32:
            raise ValueError(f"gathered_target_logit: {gtl.dtype} shape {list(gtl.shape)}: "
                             f"expected float32 {list(want)} (every rank's tile_stats "
                             "target_logit, with its contract fingerprint, in rank order)")
        same = (gtl[:, rows:].view(torch.int32) ==
                _fingerprint_words(op, dev).view(torch.int32)[None]).all(dim=1)
        if sync_checks or logits.is_cpu:
            differ = [r for r, ok in enumerate(same.tolist()) if not ok]
            if differ:
                raise ValueError(_mismatch_text(op.contract, differ))
        else:  # no synchronization: poison the outputs and count it for check()
            bad = ~same.all()
            _fp_flag(op, dev).add_(bad)
        gtl = gtl[:, :rows].contiguous()
    lse = torch.empty((rows,), dtype=_F32, device=dev)
    logp = torch.empty((rows,), dtype=_F32, device=dev)
    entropy = torch.empty((rows,), dtype=_F32, device=dev) if op.contract.want_entropy else None
    with op._lock:
        op.merge(gathered_partials, gtl, targets, lse, logp, entropy, active=active,
                 stream=_stream(logits))
        if sync_checks and not logits.is_cpu:
            op.status()  # GPU targets are checked inside the merge kernel
    if bad is not None:
        lse, logp = lse.masked_fill(bad, float("nan")), logp.masked_fill(bad, float("nan"))
        if entropy is not None:
            entropy = entropy.masked_fill(bad, float("nan"))
    return lse, logp, entropy


def _backward(logits, targets, active, grad_logp, grad_lse, grad_entropy, lse, entropy, *c):
    """grad_logits [T, V_local] (logits dtype, contiguous) of this rank's shard from the
    upstream gradients (fp32-castable [T]; None = 0) and the forward's lse (and entropy)."""
    op = _op_for(logits, targets, active, c)
    rows, dev = logits.shape[0], logits.device

    def f32_rows(g):  # upstream grads may be broadcast views (stride 0): make them [T] fp32
        return None if g is None else g.to(_F32).contiguous()

    grad_logp = torch.zeros((rows,), dtype=_F32, device=dev) if grad_logp is None \
        else f32_rows(grad_logp)
    grad_entropy = None if entropy is None else f32_rows(grad_entropy)
    grad = torch.empty(tuple(logits.shape), dtype=logits.dtype, device=dev)
    with op._lock:
        op.backward(logits, targets, grad_logp, lse, grad, grad_lse=f32_rows(grad_lse),
                    grad_entropy=grad_entropy,
                    entropy=entropy if grad_entropy is not None else None, active=active,
                    stream=_stream(logits))
    return grad


def _gather(x: torch.Tensor, group, tp: int) -> torch.Tensor:
    """[tp, *x.shape]: every rank's x in rank order (torch.distributed; traceable by
    torch.compile through the functional collectives)."""
    if _is_compiling():
        from torch.distributed import _functional_collectives as fc

        return fc.all_gather_tensor(x.contiguous(), 0, group).view((tp,) + tuple(x.shape))
    out = torch.empty((tp,) + tuple(x.shape), dtype=x.dtype, device=x.device)
    if x.is_cuda and hasattr(dist, "all_gather_into_tensor"):
        dist.all_gather_into_tensor(out, x, group=group)
    else:  # gloo: the list form
        dist.all_gather(list(out.unbind(0)), x, group=group)
    return out


def _forward(x, targets, active, c, group, sync_checks, tile_stats, merge):
    """tile_stats -> all-gather (TP > 1) -> merge: (lse, logp, entropy)."""
    tp, rank = c[3], c[4]
    partials, target_logit = tile_stats(x.detach(), targets, active, *c)
    if tp == 1:
        gathered, gathered_tl = partials.unsqueeze(0), target_logit.unsqueeze(0)
    else:
        # The target logits travel with each rank's contract fingerprint: every rank checks
        # the group agrees before the (contract-shaped) partials are gathered.
        gathered_tl = _gather(target_logit, group, tp)
        if not _is_compiling() and (sync_checks or x.is_cpu):
            _precheck_group(gathered_tl, x.shape[0], rank, c)
        gathered = _gather(partials, group, tp)
    return merge(gathered, gathered_tl, targets, active, x, *c, sync_checks)


_DOUBLE_BACKWARD = ("logpjit.torch.selected_logprobs is not twice differentiable: its logits "
                    "gradient cannot be differentiated again (double backward)")


def _not_twice_differentiable(grad: torch.Tensor, logits: torch.Tensor) -> torch.Tensor:
    """With create_graph=True the backward kernel records no graph, so the logits
    gradient would silently be a constant (the second-order term dropped): return it
    behind a node, connected to the logits, that raises if it is differentiated
    (@once_differentiable only looks at the upstream gradients, not at the logits)."""
    delayed = getattr(getattr(torch._C, "_functions", None), "DelayedError", None)
    if delayed is None:
        raise RuntimeError(_DOUBLE_BACKWARD)
    return delayed(_DOUBLE_BACKWARD.encode(), 2)(grad.detach(), logits)[0]


class _Args(tuple):
    """The contract arguments as one autograd.Function argument: a tuple subclass, which
    torch's pytree (Function.apply on torch 2.x walks the arguments) takes as a leaf."""

    __slots__ = ()


def _function_backward(ctx, grad_logp, grad_lse, grad_entropy):
    logits, targets, active, lse, entropy = ctx.saved_tensors
    if not ctx.needs_input_grad[0]:
        return (None,) * 6
    if CUSTOM_OPS and _functorch_active():
        # torch.func: the backward op, which functorch lifts through its levels, on
        # detached inputs (its own autograd node would be an old-style Function, which
        # functorch refuses). The result cannot carry a graph, so a transform nested in
        # another (grad of grad, hessian: level >= 2) would lose logpjit's second-order
        # term: refuse it.
        level = _functorch_level()
        if level is not None and level >= 2:
            raise RuntimeError(_DOUBLE_BACKWARD + " (a torch.func transform nested in another "
                               f"one, level {level})")
        d = lambda t: None if t is None else t.detach()  # noqa: E731
        grad = torch.ops.logpjit.backward(d(logits), d(targets), d(active), d(grad_logp),
                                          d(grad_lse), d(grad_entropy) if entropy is not None
                                          else None, d(lse), d(entropy), *ctx.c)
        return grad, None, None, None, None, None
    create_graph = torch.is_grad_enabled()
    with torch.no_grad():
        grad = _backward(logits, targets, active, grad_logp, grad_lse, grad_entropy, lse,
                         entropy, *ctx.c)
    if create_graph:
        grad = _not_twice_differentiable(grad, logits)
    return grad, None, None, None, None, None


def _function_setup(ctx, inputs, output):
    logits, targets, active, c = inputs[:4]
    _, lse, entropy = output
    ctx.set_materialize_grads(False)
    ctx.c = c
    ctx.save_for_backward(logits, targets, active, lse, entropy)


class _SelectedLogprobs(torch.autograd.Function):
    """The eager path: the three functions in one autograd node (forward(ctx, ...): no
    argument binding per call, unlike the setup_context style on torch 2.x)."""

    @staticmethod
    def forward(ctx, logits, targets, active, c, group, sync_checks):
        lse, logp, entropy = _forward(logits, targets, active, c, group, sync_checks,
                                      _tile_stats, _merge)
        _function_setup(ctx, (logits, targets, active, c), (logp, lse, entropy))
        return logp, lse, entropy

    backward = staticmethod(_function_backward)


if _SETUP_CONTEXT:
    class _SelectedLogprobsFunc(torch.autograd.Function):
        """The same node in the setup_context style, which torch.func transforms need
        (used while one is active); its backward runs the backward custom op."""

        @staticmethod
        def forward(logits, targets, active, c, group, sync_checks):
            lse, logp, entropy = _forward(logits, targets, active, c, group, sync_checks,
                                          _tile_stats, _merge)
            return logp, lse, entropy

        setup_context = staticmethod(_function_setup)
        backward = staticmethod(_function_backward)


# --- custom ops (torch >= 2.4) ----------------------------------------------------------

def _register_custom_ops() -> None:
    from torch import Tensor

    lib = torch.library

    @lib.custom_op("logpjit::tile_stats", mutates_args=())
    def tile_stats(logits: Tensor, targets: Tensor, active: Optional[Tensor], vocab: int,
                   tile_width: int, real_vocab: int, tp_size: int, tp_rank: int,
                   ignore_index: int, temperature: Optional[float], want_entropy: bool,
                   scope: str, chunk: int, runtime_id: int) -> Tuple[Tensor, Tensor]:
        """This rank's partials fp32 [T, K_local, P] and target logits fp32 [T] ([T + 8]
        with tp_size > 1: the contract fingerprint appended) of logits [T, V_local]."""
        return _tile_stats(logits, targets, active, vocab, tile_width, real_vocab, tp_size,
                           tp_rank, ignore_index, temperature, want_entropy, scope, chunk,
                           runtime_id)

    @tile_stats.register_fake
    def _(logits, targets, active, vocab, tile_width, real_vocab, tp_size, tp_rank,
          ignore_index, temperature, want_entropy, scope, chunk, runtime_id):
        c = (vocab, tile_width, real_vocab, tp_size, tp_rank, ignore_index, temperature,
             want_entropy, scope, chunk, runtime_id)
        _contract(logits.dtype, targets.dtype, active is not None, "host", c).validate()
        rows = logits.shape[0]
        parts = logits.new_empty((rows, vocab // tile_width // tp_size, 3 if want_entropy else 2),
                                 dtype=_F32)
        return parts, logits.new_empty((rows + _FP_WORDS if tp_size > 1 else rows,), dtype=_F32)

    @lib.custom_op("logpjit::merge", mutates_args=())
    def merge(gathered_partials: Tensor, gathered_target_logit: Tensor, targets: Tensor,
              active: Optional[Tensor], logits: Tensor, vocab: int, tile_width: int,
              real_vocab: int, tp_size: int, tp_rank: int, ignore_index: int,
              temperature: Optional[float], want_entropy: bool, scope: str, chunk: int,
              runtime_id: int, sync_checks: bool) -> Tuple[Tensor, Tensor, Tensor]:
        """(lse, logp, entropy) fp32 [T] (entropy [0] unless want_entropy) from the
        gathered partials [tp, T, K_local, P] and target logits. ``logits`` is the shard
        the partials were computed from: it is not read here, it gives the dtype and
        device and receives the gradient (the backward op)."""
        lse, logp, entropy = _merge(gathered_partials, gathered_target_logit, targets, active,
                                    logits, vocab, tile_width, real_vocab, tp_size, tp_rank,
                                    ignore_index, temperature, want_entropy, scope, chunk,
                                    runtime_id, sync_checks)
        return lse, logp, lse.new_empty((0,)) if entropy is None else entropy

    @merge.register_fake
    def _(gathered_partials, gathered_target_logit, targets, active, logits, vocab,
          tile_width, real_vocab, tp_size, tp_rank, ignore_index, temperature, want_entropy,
          scope, chunk, runtime_id, sync_checks):
        rows = targets.shape[0]
        new = lambda n: logits.new_empty((n,), dtype=_F32)  # noqa: E731
        return new(rows), new(rows), new(rows if want_entropy else 0)

    def merge_setup(ctx, inputs, output):
        logits, targets, active, c = inputs[4], inputs[2], inputs[3], tuple(inputs[5:16])
        lse, _, entropy = output
        ctx.set_materialize_grads(False)
        ctx.c = c
        ctx.save_for_backward(logits, targets, active, lse, entropy if c[7] else None)

    def merge_backward(ctx, grad_lse, grad_logp, grad_entropy):
        logits, targets, active, lse, entropy = ctx.saved_tensors
        none = (None,) * 12
        if not ctx.needs_input_grad[4]:
            return (None,) * 5 + none
        grad = torch.ops.logpjit.backward(logits, targets, active, grad_logp, grad_lse,
                                          grad_entropy if entropy is not None else None, lse,
                                          entropy, *ctx.c)
        return (None, None, None, None, grad) + none

    merge.register_autograd(merge_backward, setup_context=merge_setup)

    @lib.custom_op("logpjit::backward", mutates_args=())
    def backward(logits: Tensor, targets: Tensor, active: Optional[Tensor],
                 grad_logp: Optional[Tensor], grad_lse: Optional[Tensor],
                 grad_entropy: Optional[Tensor], lse: Tensor, entropy: Optional[Tensor],
                 vocab: int, tile_width: int, real_vocab: int, tp_size: int, tp_rank: int,
                 ignore_index: int, temperature: Optional[float], want_entropy: bool,
                 scope: str, chunk: int, runtime_id: int) -> Tensor:
        """grad_logits [T, V_local] (logits dtype) of this rank's shard."""
        return _backward(logits, targets, active, grad_logp, grad_lse, grad_entropy, lse,
                         entropy, vocab, tile_width, real_vocab, tp_size, tp_rank,
                         ignore_index, temperature, want_entropy, scope, chunk, runtime_id)

    @backward.register_fake
    def _(logits, *rest):
        return logits.new_empty(tuple(logits.shape))

    def backward_backward(ctx, grad):
        raise RuntimeError(_DOUBLE_BACKWARD)

    backward.register_autograd(backward_backward)


if HAVE_CUSTOM_OPS and os.environ.get("LOGPJIT_TORCH_CUSTOM_OPS", "1") != "0":
    try:
        _register_custom_ops()
        CUSTOM_OPS = True
    except Exception as e:  # never fail the import: fall back to the autograd.Function
        CUSTOM_OPS_ERROR = e


# --- the public functions -------------------------------------------------------------------

def _integer(name: str, value) -> int:
    if type(value) is int:
        return value
    try:
        return operator.index(value)
    except TypeError:
        raise TypeError(f"{name} = {value!r}: expected an integer") from None


def _group_size_rank(group):
    """(size, this process's rank) of a group: a ProcessGroup (from new_group,
    group.WORLD, or built directly) or None (TP = 1)."""
    if group is None:
        return 1, 0
    if hasattr(group, "size") and hasattr(group, "rank"):
        return group.size(), group.rank()
    return dist.get_world_size(group), dist.get_rank(group)


def selected_logprobs(logits: torch.Tensor, targets: torch.Tensor, *,
                      vocab: Optional[int] = None, tile_width: Optional[int] = None,
                      real_vocab: Optional[int] = None, temperature: Optional[float] = None,
                      ignore_index: int = -100, active: Optional[torch.Tensor] = None,
                      tp_group=None, return_lse: bool = False, return_entropy: bool = False,
                      scope: str = "cross_tp_bitwise", chunk: int = 0,
                      runtime: Optional[_capi.Runtime] = None, sync_checks: bool = False):
    """Selected-token log-probabilities with autograd.

    logits:  [..., V_local] bf16/fp16/fp32, last dim contiguous (any row stride), where
             V_local = vocab / tp_size (vocab with no tp_group). CPU or CUDA.
    targets: [...] int64/int32 global token ids (any strides), on logits' device; rows with
             ``targets == ignore_index`` (default -100) are inactive (logp = lse = entropy
             = 0, zero gradient) unless ``active`` ([...] bool/uint8, any strides) is
             given, which then decides (its targets on inactive rows are never read).
    vocab:   the padded vocab V (all ranks' columns); None: logits.shape[-1] * tp_size.
    tile_width: the tile width W (divides V, V / W divisible by tp_size); None: the
             automatic rule ``auto_tile_width(V)``, a function of V alone (never of the TP
             degree): the widest divisor <= 4096 with V / W a multiple of 8, else of 4, 2, 1
             (V = 151936: 2374). Both sides of a bitwise comparison must use the same W.
    real_vocab: columns >= real_vocab are padding (never selected, zero gradient); None: V.
    temperature: tau >= 1e-5: logits are read as x / tau (in fp32); None: as they are.
    tp_group: a torch.distributed group over which the vocab is sharded (None: TP = 1).
    scope, chunk: the contract's determinism scope and chunk C of the canonical order (0:
             the scope's default, 4 for bf16/fp16 in cross_target_bitwise, else 8); both
             sides of a bitwise comparison must use the same values.
    runtime: a logpjit.Runtime (None: ``default_runtime(logits.device)``).
    sync_checks: GPU tensors: False (default) never synchronizes the host with the device
             (CUDA-graph safe): a bad target id gives that row logp = NaN and is recorded
             on the device, raised by ``check()``; a tp_group whose ranks pass different
             contracts gives NaN everywhere (also raised by ``check()``) when their
             partials have the same shape, and is undefined otherwise. True: synchronize
             to raise both at once (InvalidValueError naming the row; ValueError naming the
             ranks, before the partials are gathered). CPU tensors always raise at once.

    Returns logp [...] fp32, or the tuple (logp, lse[, entropy]) / (logp, entropy) as
    asked by return_lse / return_entropy. Raises TypeError / ValueError for a bad argument
    (naming it and what was expected) and InvalidArgumentError / InvalidValueError
    (ValueErrors) with the C library's message; LogpjitError (RuntimeError) when a kernel
    cannot be compiled or loaded.
    """
    if not isinstance(logits, torch.Tensor):
        raise TypeError(f"logits: expected a torch.Tensor, got {type(logits).__name__}")
    if not isinstance(targets, torch.Tensor):
        raise TypeError(f"targets: expected a torch.Tensor, got {type(targets).__name__}")
    if logits.dtype not in _DTYPES:
        raise ValueError(f"logits: dtype {logits.dtype}: expected torch.bfloat16, "
                         "torch.float16 or torch.float32")
    if targets.dtype not in _INDEX_TYPES:
        raise ValueError(f"targets: dtype {targets.dtype}: expected torch.int64 or torch.int32")
    if logits.dim() < 1:
        raise ValueError("logits: a 0-d tensor: expected [..., V_local]")
    lead = logits.shape[:-1]
    if targets.shape != lead:
        raise ValueError(f"targets: shape {tuple(targets.shape)}: expected logits.shape[:-1] "
                         f"= {tuple(lead)}")
    if active is not None:
        if not isinstance(active, torch.Tensor) or active.dtype not in _MASK_DTYPES:
            raise ValueError(f"active: {getattr(active, 'dtype', type(active).__name__)}: "
                             "expected a torch.bool or torch.uint8 tensor")
        if active.shape != lead:
            raise ValueError(f"active: shape {tuple(active.shape)}: expected logits.shape[:-1] "
                             f"= {tuple(lead)}")
    tp_size, rank = _group_size_rank(tp_group)
    local = logits.shape[-1]
    vocab = local * tp_size if vocab is None else _integer("vocab", vocab)
    if tile_width is None:  # the library's rule, or the same rule in Python when tracing
        tile_width = _capi._auto_widths.get(vocab)
        if tile_width is None:
            tile_width = _capi._auto_tile_width_py(vocab) if _is_compiling() and vocab > 0 \
                else auto_tile_width(vocab)
    else:
        tile_width = _integer("tile_width", tile_width)
    if temperature is not None:
        try:
            if isinstance(temperature, (bool, str, bytes)):
                raise TypeError
            temperature = float(temperature)
        except (TypeError, ValueError):
            raise TypeError(f"temperature = {temperature!r}: expected a number or None") from None
    c = (vocab, tile_width, -1 if real_vocab is None else _integer("real_vocab", real_vocab),
         tp_size, rank, _integer("ignore_index", ignore_index), temperature,
         bool(return_entropy), scope, _integer("chunk", chunk),
         0 if runtime is None else runtime.id)
    flat = logits.dim() == 2
    x = logits if flat else logits.reshape(-1, local)
    tg = targets if flat and targets.is_contiguous() else targets.reshape(-1).contiguous()
    act = None if active is None else active.reshape(-1).contiguous()  # strided: copied
    sync_checks = bool(sync_checks)
    if CUSTOM_OPS and (EAGER_CUSTOM_OPS or _is_compiling()):
        lse, logp, entropy = _forward(x, tg, act, c, tp_group, sync_checks,
                                      torch.ops.logpjit.tile_stats, torch.ops.logpjit.merge)
    elif CUSTOM_OPS and _functorch_active():
        logp, lse, entropy = _SelectedLogprobsFunc.apply(x, tg, act, _Args(c), tp_group,
                                                         sync_checks)
    elif x.requires_grad and torch.is_grad_enabled():
        logp, lse, entropy = _SelectedLogprobs.apply(x, tg, act, _Args(c), tp_group,
                                                     sync_checks)
    else:  # nothing to differentiate: no autograd node
        lse, logp, entropy = _forward(x, tg, act, c, tp_group, sync_checks, _tile_stats, _merge)
    if not return_lse and not return_entropy:
        return logp if flat else logp.reshape(lead)
    outs = [logp]
    if return_lse:
        outs.append(lse)
    if return_entropy:
        outs.append(entropy)
    return tuple(outs) if flat else tuple(o.reshape(lead) for o in outs)


def check(device=None) -> None:
    """Raises what the GPU kernels recorded without synchronizing since the last check:
    InvalidValueError for a bad target id (``targets[r] ... its logp was set to NaN``,
    naming the first such row of each op), ValueError for a tp_group whose ranks passed
    different contracts. Looks at every op logpjit.torch has cached (every contract used
    through selected_logprobs and logpjit.adapters), or those on ``device`` (a
    torch.device, string or index). Synchronizes with each device it reads; clears what
    it reports; a no-op for CPU tensors (they raise at once). Call it where a
    synchronization is cheap (after an optimizer step, at logging), never inside a CUDA
    graph capture."""
    want = None
    if device is not None:
        want = torch.device(device) if not isinstance(device, int) else torch.device("cuda", device)
    with _lock:
        errors, ops = list(_deferred), list(_ops.values())
        _deferred.clear()
    for op in ops:
        if op.contract.target == "host":
            continue
        if want is not None and (want.type == "cpu" or
                                 (want.index is not None and op.runtime.device != want.index)):
            continue
        try:
            with op._lock:
                op.status()
        except _capi.LogpjitError as e:
            errors.append(e)
        if _fp_mismatch(op):
            errors.append(ValueError(_mismatch_text(op.contract, "some rank(s)")))
    if not errors:
        return
    first = errors[0]
    more = "" if len(errors) == 1 else \
        f" (and {len(errors) - 1} more: " + "; ".join(str(e) for e in errors[1:]) + ")"
    if isinstance(first, _capi.LogpjitError):
        raise type(first)(first.status, first.status_name, first.message + more)
    raise type(first)(str(first) + more)
