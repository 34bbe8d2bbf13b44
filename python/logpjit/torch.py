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
In eager mode the same three functions run inside one autograd node, because a custom-op
call costs some 30-70 us of dispatch there and this path a few: at TP 1 the C++ node of the
extension ``logpjit._native`` where it is built (``NATIVE``; ``logpjit/_native_build.py``),
else a ``torch.autograd.Function``; the bits are the same either way. Under ``torch.func`` transforms (torch >= 2.4) the node is
its ``setup_context`` twin, whose backward runs the backward op, which functorch can
lift. DDP and FSDP see an ordinary autograd node. ``LOGPJIT_TORCH_CUSTOM_OPS``: ``0``
registers no custom ops (torch.compile then breaks the graph at selected_logprobs, and
fullgraph=True fails), ``eager`` uses them in eager mode too.

Synchronization. CPU tensors run on the host target and raise at once (bad target ids
included). CUDA tensors (sm_90; gfx942 under ROCm torch) are queued on the current stream
and, by default (``sync_checks=False``), never synchronize the host with the device, so
the calls can be captured in CUDA graphs: a bad target id gives that row logp = NaN and is
recorded in the op's device-side status word, and ``check()`` raises it (so is a
``sampler_logprobs`` row whose candidates do not reach top_p). What
synchronizes: ``check()``; ``sync_checks=True`` (after each merge, and with a tp_group
before the partials are gathered); the first merge or processed sampler call of each new
contract on a device (allocating and zeroing its status word, once); and an op evicted from
the op cache (one
``Op.status()``, after 256 other contracts).

Kernels are compiled on first use into the disk cache (LOGPJIT_CACHE_DIR /
LOGPJIT_CACHE_MODE) and loaded from it afterwards; ops are cached in-process by contract.
"""

import collections
import operator
import os
import re
import struct
import threading
from typing import Optional, Tuple

import torch
import torch.distributed as dist

from logpjit import _capi

__all__ = ["selected_logprobs", "index_logprobs", "topk_logprobs", "sampler_logprobs", "lm_head", "lm_head_logprobs", "check", "default_runtime", "auto_tile_width", "CUSTOM_OPS",
           "HAVE_CUSTOM_OPS", "EAGER_CUSTOM_OPS", "NATIVE", "NATIVE_ERROR"]

from logpjit import _torch_kernels
from logpjit._torch_kernels import (  # noqa: F401 (re-exported for the tests)
    _DTYPES,
    _F32,
    _FP_WORDS,
    _GPU_TARGET,
    _INDEX_TYPES,
    _MASK_DTYPES,
    _OP_CACHE_SIZE,
    _backward,
    _compiler,
    _contract,
    _deferred,
    _fingerprint_words,
    _forward,
    _fp_flag,
    _fp_mismatch,
    _functorch_active,
    _functorch_level,
    _gather,
    _is_compiling,
    _lock,
    _merge,
    _mismatch_text,
    _op_for,
    _ops,
    _precheck_group,
    _raw_stream,
    _retire,
    _runtime,
    _runtimes,
    _stream,
    _target_of,
    _tile_stats,
    default_runtime)

auto_tile_width = _capi.auto_tile_width

# Whether the eager TP 1 path runs through the C++ extension logpjit._native (one C++
# autograd node; logpjit/_native_build.py says where it is found and how it is built), and
# if not, why not. The bits are the same either way.
NATIVE = _torch_kernels._native is not None
NATIVE_ERROR = _torch_kernels.NATIVE_ERROR


def _torch_version() -> Tuple[int, int]:
    m = re.match(r"(\d+)\.(\d+)", torch.__version__)
    return (int(m.group(1)), int(m.group(2))) if m else (0, 0)


HAVE_CUSTOM_OPS = _torch_version() >= (2, 4) and all(
    hasattr(torch.library, n) for n in ("custom_op", "register_fake", "register_autograd"))
CUSTOM_OPS = False  # set below once the ops are registered
CUSTOM_OPS_ERROR = None  # why registration failed, if it did
EAGER_CUSTOM_OPS = os.environ.get("LOGPJIT_TORCH_CUSTOM_OPS", "") == "eager"
_SETUP_CONTEXT = _torch_version() >= (2, 0)  # autograd.Function.setup_context exists

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


_NO_GRADS = (None,) * 6  # targets, active, tau, c, group, sync_checks


def _function_backward(ctx, grad_logp, grad_lse, grad_entropy):
    logits, targets, active, tau, lse, entropy = ctx.saved_tensors
    if not ctx.needs_input_grad[0]:
        return (None,) + _NO_GRADS
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
        grad = torch.ops.logpjit.backward(d(logits), d(targets), d(active), d(tau),
                                          d(grad_logp), d(grad_lse),
                                          d(grad_entropy) if entropy is not None else None,
                                          d(lse), d(entropy), *ctx.c)
        return (grad,) + _NO_GRADS
    if not torch.is_grad_enabled():  # backward() without create_graph
        return (_backward(logits, targets, active, tau, grad_logp, grad_lse, grad_entropy,
                          lse, entropy, *ctx.c),) + _NO_GRADS
    with torch.no_grad():
        grad = _backward(logits, targets, active, tau, grad_logp, grad_lse, grad_entropy, lse,
                         entropy, *ctx.c)
    return (_not_twice_differentiable(grad, logits),) + _NO_GRADS


def _function_setup(ctx, inputs, output):
    logits, targets, active, tau, c = inputs[:5]
    _, lse, entropy = output
    ctx.set_materialize_grads(False)
    ctx.c = c
    ctx.save_for_backward(logits, targets, active, tau, lse, entropy)


class _SelectedLogprobs(torch.autograd.Function):
    """The eager path: the three functions in one autograd node (forward(ctx, ...): no
    argument binding per call, unlike the setup_context style on torch 2.x)."""

    @staticmethod
    def forward(ctx, logits, targets, active, tau, c, group, sync_checks):
        lse, logp, entropy = _forward(logits, targets, active, tau, c, group, sync_checks,
                                      _tile_stats, _merge)
        _function_setup(ctx, (logits, targets, active, tau, c), (logp, lse, entropy))
        return logp, lse, entropy

    backward = staticmethod(_function_backward)


# The C implementation of Function.apply, bound to _SelectedLogprobs. torch 2.x's Python
# Function.apply in front of it only binds default arguments (setup_context style, not
# this class) and unwraps dead functorch wrappers from the arguments with a pytree walk,
# some 10 us a call; functorch's tensors take _SelectedLogprobsFunc below instead.
_apply = super(torch.autograd.Function, _SelectedLogprobs).apply


if _SETUP_CONTEXT:
    class _SelectedLogprobsFunc(torch.autograd.Function):
        """The same node in the setup_context style, which torch.func transforms need
        (used while one is active); its backward runs the backward custom op."""

        @staticmethod
        def forward(logits, targets, active, tau, c, group, sync_checks):
            lse, logp, entropy = _forward(logits, targets, active, tau, c, group, sync_checks,
                                          _tile_stats, _merge)
            return logp, lse, entropy

        setup_context = staticmethod(_function_setup)
        backward = staticmethod(_function_backward)


# --- custom ops (torch >= 2.4) ----------------------------------------------------------

def _register_custom_ops() -> None:
    from torch import Tensor

    lib = torch.library

    @lib.custom_op("logpjit::tile_stats", mutates_args=())
    def tile_stats(logits: Tensor, targets: Tensor, active: Optional[Tensor],
                   tau: Optional[Tensor], vocab: int,
                   tile_width: int, real_vocab: int, tp_size: int, tp_rank: int,
                   ignore_index: int, temperature: Optional[float], want_entropy: bool,
                   scope: str, chunk: int, tile_sum: str,
                   runtime_id: int) -> Tuple[Tensor, Tensor]:
        """This rank's partials fp32 [T, K_local, P] and target logits fp32 [T] ([T + 8]
        with tp_size > 1: the contract fingerprint appended) of logits [T, V_local]."""
        return _tile_stats(logits, targets, active, tau, vocab, tile_width, real_vocab, tp_size,
                           tp_rank, ignore_index, temperature, want_entropy, scope, chunk,
                           tile_sum, runtime_id)

    @tile_stats.register_fake
    def _(logits, targets, active, tau, vocab, tile_width, real_vocab, tp_size, tp_rank,
          ignore_index, temperature, want_entropy, scope, chunk, tile_sum, runtime_id):
        c = (vocab, tile_width, real_vocab, tp_size, tp_rank, ignore_index, temperature,
             want_entropy, scope, chunk, tile_sum, runtime_id)
        _contract(logits.dtype, targets.dtype, active is not None, "host", c,
                  tau is not None).validate()
        rows = logits.shape[0]
        parts = logits.new_empty((rows, vocab // tile_width // tp_size, 3 if want_entropy else 2),
                                 dtype=_F32)
        return parts, logits.new_empty((rows + _FP_WORDS if tp_size > 1 else rows,), dtype=_F32)

    @lib.custom_op("logpjit::merge", mutates_args=())
    def merge(gathered_partials: Tensor, gathered_target_logit: Tensor, targets: Tensor,
              active: Optional[Tensor], tau: Optional[Tensor], logits: Tensor, vocab: int, tile_width: int,
              real_vocab: int, tp_size: int, tp_rank: int, ignore_index: int,
              temperature: Optional[float], want_entropy: bool, scope: str, chunk: int,
              tile_sum: str, runtime_id: int,
              sync_checks: bool) -> Tuple[Tensor, Tensor, Tensor]:
        """(lse, logp, entropy) fp32 [T] (entropy [0] unless want_entropy) from the
        gathered partials [tp, T, K_local, P] and target logits. ``logits`` is the shard
        the partials were computed from: it is not read here, it gives the dtype and
        device and receives the gradient (the backward op)."""
        lse, logp, entropy = _merge(gathered_partials, gathered_target_logit, targets, active,
                                    tau, logits, vocab, tile_width, real_vocab, tp_size, tp_rank,
                                    ignore_index, temperature, want_entropy, scope, chunk,
                                    tile_sum, runtime_id, sync_checks)
        return lse, logp, lse.new_empty((0,)) if entropy is None else entropy

    @merge.register_fake
    def _(gathered_partials, gathered_target_logit, targets, active, tau, logits, vocab,
          tile_width, real_vocab, tp_size, tp_rank, ignore_index, temperature, want_entropy,
          scope, chunk, tile_sum, runtime_id, sync_checks):
        rows = targets.shape[0]
        new = lambda n: logits.new_empty((n,), dtype=_F32)  # noqa: E731
        return new(rows), new(rows), new(rows if want_entropy else 0)

    def merge_setup(ctx, inputs, output):
        targets, active, tau, logits = inputs[2:6]
        c = tuple(inputs[6:18])
        lse, _, entropy = output
        ctx.set_materialize_grads(False)
        ctx.c = c
        ctx.save_for_backward(logits, targets, active, tau, lse, entropy if c[7] else None)

    def merge_backward(ctx, grad_lse, grad_logp, grad_entropy):
        logits, targets, active, tau, lse, entropy = ctx.saved_tensors
        none = (None,) * 13
        if not ctx.needs_input_grad[5]:
            return (None,) * 6 + none
        grad = torch.ops.logpjit.backward(logits, targets, active, tau, grad_logp, grad_lse,
                                          grad_entropy if entropy is not None else None, lse,
                                          entropy, *ctx.c)
        return (None, None, None, None, None, grad) + none

    merge.register_autograd(merge_backward, setup_context=merge_setup)

    @lib.custom_op("logpjit::backward", mutates_args=())
    def backward(logits: Tensor, targets: Tensor, active: Optional[Tensor],
                 tau: Optional[Tensor], grad_logp: Optional[Tensor], grad_lse: Optional[Tensor],
                 grad_entropy: Optional[Tensor], lse: Tensor, entropy: Optional[Tensor],
                 vocab: int, tile_width: int, real_vocab: int, tp_size: int, tp_rank: int,
                 ignore_index: int, temperature: Optional[float], want_entropy: bool,
                 scope: str, chunk: int, tile_sum: str, runtime_id: int) -> Tensor:
        """grad_logits [T, V_local] (logits dtype) of this rank's shard."""
        return _backward(logits, targets, active, tau, grad_logp, grad_lse, grad_entropy, lse,
                         entropy, vocab, tile_width, real_vocab, tp_size, tp_rank,
                         ignore_index, temperature, want_entropy, scope, chunk, tile_sum,
                         runtime_id)

    @backward.register_fake
    def _(logits, *rest):
        return logits.new_empty(tuple(logits.shape))

    def backward_backward(ctx, grad):
        raise RuntimeError(_DOUBLE_BACKWARD)

    backward.register_autograd(backward_backward)

    from logpjit import _torch_lm_head

    _torch_lm_head.register_custom_ops(lib)


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
    if isinstance(value, bool):  # an int subclass, never meant as a width or an index
        raise TypeError(f"{name} = {value!r}: expected an integer, not a bool")
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
    try:
        return dist.get_world_size(group), dist.get_rank(group)
    except Exception as e:  # torch's own text names neither the argument nor the type
        raise TypeError(f"tp_group: {type(group).__name__}: expected None or a "
                        f"torch.distributed ProcessGroup ({e})") from None


def _runtime_id(runtime) -> int:
    """The id of a ``runtime=`` argument (0: the default runtime of the tensors' device)."""
    if runtime is None:
        return 0
    if not isinstance(runtime, _capi.Runtime):
        raise TypeError(f"runtime: {type(runtime).__name__}: expected None or a "
                        "logpjit.Runtime")
    return runtime.id


def _temperature_arg(temperature, lead, device, source: str):
    """(per-row tau fp32 [rows] or None, scalar temperature or None) of a temperature
    argument: a number, None or an fp32 tensor of shape ``lead`` on ``device`` (the device
    and leading shape of argument ``source``). Raises TypeError / ValueError naming it."""
    if isinstance(temperature, torch.Tensor) and temperature.dim() > 0:  # one per row
        if temperature.requires_grad:
            raise ValueError("temperature: a tensor that requires grad: per-row "
                             "temperatures are not differentiated (pass temperature.detach())")
        if temperature.dtype != _F32 or temperature.shape != lead:
            raise ValueError(f"temperature: {temperature.dtype} shape "
                             f"{tuple(temperature.shape)}: expected a number, None or a "
                             f"torch.float32 tensor of shape {source}.shape[:-1] = "
                             f"{tuple(lead)}")
        _check_device("temperature", temperature, source, device)
        return temperature.detach().reshape(-1).contiguous(), None
    if temperature is None:
        return None, None
    try:
        if isinstance(temperature, (bool, str, bytes)):
            raise TypeError
        return None, float(temperature)
    except (TypeError, ValueError):
        raise TypeError(f"temperature = {temperature!r}: expected a number, None or a "
                        f"float32 tensor of shape {source}.shape[:-1]") from None


def _check_device(name, t, owner, device):
    """Raises ValueError naming ``name`` where tensor ``t`` is not on ``owner``'s device."""
    if t.device != device:
        whose = owner + ("'" if owner.endswith("s") else "'s")
        raise ValueError(f"{name}: device {t.device}: expected {whose} device {device}")


def _prepare(logits, targets, vocab, tile_width, real_vocab, temperature, ignore_index,
             active, tp_group, want_entropy, scope, chunk, runtime, tname="targets",
             tile_sum="lanes"):
    """The checked arguments of a call as the operators take them: (x [T, V_local], targets
    [T], active [T] or None, per-row tau [T] or None, the contract arguments c, the leading
    shape, whether logits were already 2-d, tp_size). Raises TypeError / ValueError naming
    the argument."""
    if not isinstance(logits, torch.Tensor):
        raise TypeError(f"logits: expected a torch.Tensor, got {type(logits).__name__}")
    if not isinstance(targets, torch.Tensor):
        raise TypeError(f"{tname}: expected a torch.Tensor, got {type(targets).__name__}")
    if logits.dtype not in _DTYPES:
        raise ValueError(f"logits: dtype {logits.dtype}: expected torch.bfloat16, "
                         "torch.float16 or torch.float32")
    if targets.dtype not in _INDEX_TYPES:
        raise ValueError(f"{tname}: dtype {targets.dtype}: expected torch.int64 or torch.int32")
    if logits.dim() < 1:
        raise ValueError("logits: a 0-d tensor: expected [..., V_local]")
    lead = logits.shape[:-1]
    if targets.shape != lead:
        raise ValueError(f"{tname}: shape {tuple(targets.shape)}: expected logits.shape[:-1] "
                         f"= {tuple(lead)}")
    _check_device(tname, targets, "logits", logits.device)
    if active is not None:
        if not isinstance(active, torch.Tensor) or active.dtype not in _MASK_DTYPES:
            raise ValueError(f"active: {getattr(active, 'dtype', type(active).__name__)}: "
                             "expected a torch.bool or torch.uint8 tensor")
        if active.shape != lead:
            raise ValueError(f"active: shape {tuple(active.shape)}: expected logits.shape[:-1] "
                             f"= {tuple(lead)}")
        _check_device("active", active, "logits", logits.device)
    tp_size, rank = (1, 0) if tp_group is None else _group_size_rank(tp_group)
    local = logits.shape[-1]
    vocab = local * tp_size if vocab is None else _integer("vocab", vocab)
    if tile_sum not in ("lanes", "leaves"):
        raise ValueError(f"tile_sum = {tile_sum!r}: expected 'lanes' or 'leaves'")
    if tile_width is None and tile_sum == "leaves":
        tile_width = _capi.auto_leaf_tile_width(vocab)
    if tile_width is None:  # the library's rule, or the same rule in Python when tracing
        tile_width = _capi._auto_widths.get(vocab)
        if tile_width is None:
            tile_width = _capi._auto_tile_width_py(vocab) if _is_compiling() and vocab > 0 \
                else auto_tile_width(vocab)
    else:
        tile_width = _integer("tile_width", tile_width)
    tau = None
    if temperature is not None:
        tau, temperature = _temperature_arg(temperature, lead, logits.device, "logits")
    c = (vocab, tile_width, -1 if real_vocab is None else _integer("real_vocab", real_vocab),
         tp_size, rank, _integer("ignore_index", ignore_index), temperature,
         bool(want_entropy), scope, _integer("chunk", chunk), tile_sum,
         _runtime_id(runtime))
    flat = logits.dim() == 2
    x = logits if flat else logits.reshape(-1, local)
    tg = targets if flat and targets.is_contiguous() else targets.reshape(-1).contiguous()
    act = None if active is None else active.reshape(-1).contiguous()  # strided: copied
    return x, tg, act, tau, c, lead, flat, tp_size


def selected_logprobs(logits: torch.Tensor, targets: torch.Tensor, *,
                      vocab: Optional[int] = None, tile_width: Optional[int] = None,
                      real_vocab: Optional[int] = None, temperature=None,
                      ignore_index: int = -100, active: Optional[torch.Tensor] = None,
                      tp_group=None, return_lse: bool = False, return_entropy: bool = False,
                      scope: str = "cross_tp_bitwise", chunk: int = 0,
                      runtime: Optional[_capi.Runtime] = None, sync_checks: bool = False,
                      tile_sum: str = "lanes"):
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
    temperature: tau >= 1e-5: logits are read as x / tau (in fp32); None: as they are; or a
             torch.float32 tensor of shape logits.shape[:-1] on logits' device: one tau per
             row (a batch of requests with their own temperatures), row t read as
             x / tau_t; each row's bits are those of the scalar call with that tau (a
             temperature_rows contract). Active rows need finite tau_t >= 1e-5 (CPU:
             raised at once naming the row; CUDA: that row's outputs are NaN and check()
             raises it); inactive rows' values are not read. Every rank of a tp_group
             passes the same values.
    tp_group: a torch.distributed group over which the vocab is sharded (None: TP = 1).
    scope, chunk: the contract's determinism scope and chunk C of the canonical order (0:
             the scope's default, 4 for bf16/fp16 in cross_target_bitwise, else 8); both
             sides of a bitwise comparison must use the same values.
    tile_sum: how a tile's partial sums its columns (docs/numerics.md): "lanes" (default)
             or "leaves", the order ``lm_head_logprobs(..., tile_sum="leaves")`` finishes in
             its GEMM (tile_width then a multiple of 16; None: the widest such, 18992 for
             V = 151936). A numerics field: both sides of a comparison pass the same.
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
    x, tg, act, tau, c, lead, flat, tp_size = _prepare(
        logits, targets, vocab, tile_width, real_vocab, temperature, ignore_index, active,
        tp_group, return_entropy, scope, chunk, runtime, tile_sum=tile_sum)
    sync_checks = bool(sync_checks)
    # Each state query once: this is the eager hot path, whose host time before the first
    # launch the GPU waits for.
    compiling = _is_compiling()
    transformed = _functorch_active()
    if CUSTOM_OPS and (EAGER_CUSTOM_OPS or compiling):
        lse, logp, entropy = _forward(x, tg, act, tau, c, tp_group, sync_checks,
                                      torch.ops.logpjit.tile_stats, torch.ops.logpjit.merge)
    elif CUSTOM_OPS and transformed:
        logp, lse, entropy = _SelectedLogprobsFunc.apply(x, tg, act, tau, _Args(c), tp_group,
                                                         sync_checks)
    elif (_torch_kernels._native is not None and tp_size == 1 and
          not (sync_checks and x.is_cuda) and not compiling and not transformed):
        out = _torch_kernels._native_forward(x, tg, act, tau, c)
        logp, lse, entropy = out if len(out) == 3 else (out[0], out[1], None)
    elif x.requires_grad and torch.is_grad_enabled():
        apply = _SelectedLogprobs.apply if transformed else _apply  # its checks
        logp, lse, entropy = apply(x, tg, act, tau, _Args(c), tp_group, sync_checks)
    else:  # nothing to differentiate: no autograd node
        lse, logp, entropy = _forward(x, tg, act, tau, c, tp_group, sync_checks, _tile_stats,
                                      _merge)
    if not return_lse and not return_entropy:
        return logp if flat else logp.reshape(lead)
    outs = [logp]
    if return_lse:
        outs.append(lse)
    if return_entropy:
        outs.append(entropy)
    return tuple(outs) if flat else tuple(o.reshape(lead) for o in outs)


_CANONICAL_NAN = float("nan")


def index_logprobs(logits: torch.Tensor, index: torch.Tensor, *,
                   vocab: Optional[int] = None, tile_width: Optional[int] = None,
                   real_vocab: Optional[int] = None, temperature=None,
                   active: Optional[torch.Tensor] = None, tp_group=None,
                   scope: str = "cross_tp_bitwise", chunk: int = 0,
                   runtime: Optional[_capi.Runtime] = None, sync_checks: bool = False):
    """The logprobs of K given token ids per row (docs/spec.md §15; TRL's
    ``selective_log_softmax`` with an index of shape (..., K)): fp32 [..., K], bitwise the
    logp of K ``selected_logprobs`` calls with those ids as targets and the same options, from
    one read of the logits: the forward's lse, then x_id / tau - lse (the IEEE fp32 division
    and subtraction the merge does; NaN is the canonical quiet NaN). index: int64 or int32
    [..., K] with logits.shape[:-1] leading; every id of an active row must lie in
    [0, V_real): CPU raises ValueError naming the first bad one; GPU sets it to NaN without
    synchronizing (``sync_checks=True``: raise). Rows outside ``active`` (default: all rows
    active) give +0. TP > 1 (``tp_group``): each rank reads its shard's ids and the values
    are all-gathered. No autograd."""
    if not isinstance(index, torch.Tensor) or index.dim() < 1:
        raise TypeError("index: expected a tensor of shape logits.shape[:-1] + (K,)")
    if not isinstance(logits, torch.Tensor):
        raise TypeError(f"logits: expected a torch.Tensor, got {type(logits).__name__}")
    lead = logits.shape[:-1]
    if index.shape[:-1] != lead or index.shape[-1] < 1:
        raise ValueError(f"index: shape {tuple(index.shape)}: expected logits.shape[:-1] + (K,) "
                         f"= {tuple(lead)} + (K,), K >= 1")
    if index.dtype not in _INDEX_TYPES:
        raise ValueError(f"index: dtype {index.dtype}: expected torch.int64 or torch.int32")
    if index.device != logits.device:
        raise ValueError(f"index: on {index.device}: expected the logits' device "
                         f"({logits.device})")
    if active is None:
        active = torch.ones(lead, dtype=torch.bool, device=logits.device)
    with torch.no_grad():
        # The forward's lse first: it checks logits, active, temperature and the contract
        # arguments (and names them) before the ids are read. Its targets are any valid id.
        _, lse = selected_logprobs(logits.detach(), torch.zeros(lead, dtype=index.dtype,
                                                                device=logits.device),
                                   vocab=vocab, tile_width=tile_width, real_vocab=real_vocab,
                                   temperature=temperature, active=active, tp_group=tp_group,
                                   return_lse=True, scope=scope, chunk=chunk, runtime=runtime)
    tp_size, rank = _group_size_rank(tp_group)
    local = logits.shape[-1]
    full = local * tp_size if vocab is None else _integer("vocab", vocab)
    vr = full if real_vocab is None or real_vocab == -1 else _integer("real_vocab", real_vocab)
    ids = index.to(torch.int64)
    on = active.to(torch.bool)[..., None].expand(ids.shape)
    bad = on & ((ids < 0) | (ids >= vr))
    if logits.is_cpu or sync_checks:
        if bool(bad.any()):
            where = [int(i) for i in bad.reshape(-1, ids.shape[-1]).nonzero()[0]]
            raise ValueError(f"index[{where[0]}, {where[1]}] = "
                             f"{int(ids.reshape(-1, ids.shape[-1])[where[0], where[1]])}: an "
                             f"active row's id must be a token id in [0, V_real = {vr})")
    with torch.no_grad():
        owner = ids.div(local, rounding_mode="floor")
        col = (ids - owner * local).clamp(0, local - 1)
        x = logits.detach().gather(-1, col).float()
        if isinstance(temperature, torch.Tensor) and temperature.dim() > 0:
            x = x / temperature.detach()[..., None]
        elif temperature is not None:
            x = x / torch.tensor(float(temperature), dtype=torch.float32, device=x.device)
        if tp_size > 1:  # every rank's values, the owner's taken
            x = _gather(x.contiguous(), tp_group, tp_size)
            x = x.gather(0, owner.clamp(0, tp_size - 1)[None]).squeeze(0)
        out = x - lse[..., None]
        out = torch.where(torch.isnan(out) | bad, torch.full_like(out, _CANONICAL_NAN), out)
        return torch.where(on, out, torch.zeros_like(out))


def topk_logprobs(logits: torch.Tensor, targets: torch.Tensor, k: int, *,
                  vocab: Optional[int] = None, tile_width: Optional[int] = None,
                  real_vocab: Optional[int] = None, temperature=None, ignore_index: int = -100,
                  active: Optional[torch.Tensor] = None, tp_group=None,
                  scope: str = "cross_tp_bitwise", chunk: int = 0,
                  runtime: Optional[_capi.Runtime] = None):
    """Each row's k largest logprobs with their token ids, and the rank of its target
    (docs/spec.md §15), beside its logp and lse. No autograd (the rollout engine's call).

    Arguments as for ``selected_logprobs``; k: 1 <= k <= 64. Values are logits / tau in
    fp32, ordered with NaN highest and -0 below +0, equal values by the lower id. Returns
    (ids int64 [..., k] best first, -1 past V_real; logprobs fp32 [..., k] = value - lse,
    the target's entry bitwise its logp; rank int64 [...] = 1 + the tokens whose value is
    above the target's (equal values do not count); logp fp32 [...]; lse fp32 [...]).
    Inactive rows: ids -1, logprobs 0, rank 0, logp = lse = 0. The same bits at every TP
    degree (with ``tp_group``: the candidates are all-gathered, and the group's contracts
    are checked with one synchronization) and in every batch. TP 1 reads the logits once
    (and again only the few lanes that can hold the k best: docs/spec.md §15); TP > 1
    twice (the forward, then the candidates).
    """
    from logpjit import _torch_topk

    x, tg, act, tau, c, lead, flat, _ = _prepare(
        logits, targets, vocab, tile_width, real_vocab, temperature, ignore_index, active,
        tp_group, False, scope, chunk, runtime)
    k = _integer("k", k)
    if not 1 <= k <= 64:
        raise ValueError(f"k = {k}: expected 1 <= k <= 64")
    # No autograd: every output is written into fresh tensors by the library (run() takes
    # the collectives of TP > 1 under no_grad).
    ids, lps, rank, logp, lse = _torch_topk.run(x, tg, act, tau, c, k, tp_group)
    if flat:
        return ids, lps, rank, logp, lse
    return (ids.reshape(lead + (k,)), lps.reshape(lead + (k,)), rank.reshape(lead),
            logp.reshape(lead), lse.reshape(lead))


def _lm_head_args(hidden, weight, vocab, tile_width, tp_group):
    """(hidden [T, H], weight [V_local, H], vocab, tile_width, tp_size, rank) checked."""
    for name, t in (("hidden", hidden), ("weight", weight)):
        if not isinstance(t, torch.Tensor):
            raise TypeError(f"{name}: expected a torch.Tensor, got {type(t).__name__}")
        if t.dim() != 2:
            raise ValueError(f"{name}: shape {tuple(t.shape)}: expected 2-d ([T, H] and "
                             "[V_local, H])")
    if weight.shape[1] != hidden.shape[1]:
        raise ValueError(f"weight: shape {tuple(weight.shape)}: expected [V_local, H = "
                         f"{hidden.shape[1]}] (hidden's H)")
    _check_device("weight", weight, "hidden", hidden.device)
    tp_size, rank = _group_size_rank(tp_group)
    vocab = weight.shape[0] * tp_size if vocab is None else _integer("vocab", vocab)
    if tile_width is None:  # traced code: the rule in Python (no library call)
        tile_width = _capi._auto_tile_width_py(vocab) if _is_compiling() else \
            auto_tile_width(vocab)
    else:
        tile_width = _integer("tile_width", tile_width)
    return vocab, tile_width, tp_size, rank


def lm_head(hidden: torch.Tensor, weight: torch.Tensor, *, logits_dtype=None,
            vocab: Optional[int] = None, tile_width: Optional[int] = None, tp_group=None,
            scope: str = "cross_tp_bitwise", runtime: Optional[_capi.Runtime] = None):
    """The LM head's logits (docs/spec.md §16): hidden [T, H] x weight [V_local, H]^T in
    logpjit's canonical GEMM order (sm_90: k16 tensor-core MMA steps; the host: one fp32 FMA
    chain per logit), so that a row's logits are the same bits in any batch. hidden and
    weight: bf16 or fp16 (the same), rows contiguous, row strides multiples of 8 elements;
    logits_dtype: hidden's dtype (the fp32 sums rounded once; the default) or torch.float32.
    Returns [T, V_local]. No autograd: lm_head_logprobs has it (the logprobs' backward from
    hidden states, without [T, V] logits)."""
    from logpjit import _torch_lm_head as lh

    vocab, tile_width, tp_size, rank = _lm_head_args(hidden, weight, vocab, tile_width,
                                                     tp_group)
    if torch.is_grad_enabled() and (hidden.requires_grad or weight.requires_grad):
        raise NotImplementedError("logpjit.torch.lm_head (materialized logits) has no backward "
                                  "(docs/spec.md §16): call it under torch.no_grad(), or use "
                                  "lm_head_logprobs, which has one")
    c = lh.contract(hidden, weight, None, None, logits_dtype or hidden.dtype, vocab, tile_width,
                    -1, tp_size, rank, -100, None, False, scope, False)
    return lh.logits(hidden, weight, lh.op_for(hidden, c, runtime))


def lm_head_logprobs(hidden: torch.Tensor, weight: torch.Tensor, targets: torch.Tensor, *,
                     logits_dtype=None, vocab: Optional[int] = None,
                     tile_width: Optional[int] = None, real_vocab: Optional[int] = None,
                     temperature=None, ignore_index: int = -100,
                     active: Optional[torch.Tensor] = None, tp_group=None,
                     return_lse: bool = False, return_entropy: bool = False,
                     scope: str = "cross_tp_bitwise",
                     runtime: Optional[_capi.Runtime] = None,
                     weight_main_grad: Optional[torch.Tensor] = None,
                     tile_sum: str = "lanes", save_rows: int = 0):
    """logp (and lse, entropy) fp32 [T] of the LM head's logits without holding them
    (docs/spec.md §16): bitwise ``selected_logprobs(lm_head(hidden, weight), targets, ...)``
    with the same options, at every TP degree (``tp_group``: weight is this rank's vocab
    shard, hidden replicated; the sub-shards' partials are all-gathered). targets: int64 or
    int32 [T]; temperature: a number or an fp32 [T] tensor; other arguments as for
    ``selected_logprobs`` and ``lm_head``. With ``tp_group`` the ranks' contracts are not
    compared (selected_logprobs' ``sync_checks`` has no counterpart here yet): every rank
    must pass the same options. Autograd: gradients of logp, lse and entropy flow to hidden
    (the full grad_hidden on every rank, the ranks' partials summed in a fixed tree: do not
    all-reduce it again) and to weight (this rank's rows; summed in fp32 and rounded once
    to weight's dtype, the sums kept between row blocks as 16-bit halves: 2 bytes per
    element beyond the gradient), the logits recomputed block by block (docs/spec.md §16,
    "Backward"). ``tile_sum``: "lanes" (default) or "leaves", as selected_logprobs takes it;
    with "leaves" a CUDA forward finishes the tile sums in its GEMM and holds no logits
    (docs/decisions/lm-head-leaf-order.md). ``weight_main_grad``: an fp32 [V_local, H] tensor (Megatron's
    ``weight.main_grad``) to which the backward adds weight's gradient in its fp32 chain
    (gradient-accumulation fusion: no rounding), weight then getting no ``.grad``. The logits'
    gradient is rounded to hidden's dtype before its two GEMMs: with fp16 and a loss scale,
    upstream gradients above ~6e4 overflow there (scale down, or use bf16). Not twice
    differentiable (a double backward raises). At TP > 1 the backward needs tp_size to
    divide gcd(vocab / tile_width, 8): a call that will need a gradient checks it first.
    ``save_rows``: memory for time in training (docs/spec.md §16, "Saved rows"). The forward
    keeps the logits of the first rows for the backward, which then skips their recomputing
    GEMM (one of the step's four); no output's bits change. All T rows when ``save_rows`` >=
    T, else ``save_rows`` rounded down to a multiple of 4096 (the backward's blocks), so a
    fixed value bounds the memory at any T: 4096 x V_local in the logits dtype (1.16 GiB at
    V_local = 151936, bf16), held from the forward until the backward. Ignored where no
    gradient is needed; with it, lm_head_logprobs runs as a torch.autograd.Function (not the
    custom op) on torch.compile too, as with ``weight_main_grad``."""
    from logpjit import _torch_lm_head as lh

    if tile_sum not in ("lanes", "leaves"):
        raise ValueError(f"tile_sum = {tile_sum!r}: expected 'lanes' or 'leaves'")
    if tile_width is None and tile_sum == "leaves":
        tile_width = _capi.auto_leaf_tile_width(
            weight.shape[0] * _group_size_rank(tp_group)[0] if vocab is None else vocab)
    vocab, tile_width, tp_size, rank = _lm_head_args(hidden, weight, vocab, tile_width,
                                                     tp_group)
    if not isinstance(targets, torch.Tensor) or targets.shape != hidden.shape[:1]:
        raise ValueError(f"targets: {getattr(targets, 'shape', type(targets).__name__)}: "
                         f"expected a tensor of shape [T = {hidden.shape[0]}]")
    if targets.dtype not in _INDEX_TYPES:
        raise ValueError(f"targets: dtype {targets.dtype}: expected torch.int64 or torch.int32")
    if active is not None and (not isinstance(active, torch.Tensor) or
                               active.dtype not in _MASK_DTYPES or
                               active.shape != targets.shape):
        raise ValueError("active: expected a torch.bool or torch.uint8 tensor of shape [T]")
    for name, t in (("targets", targets), ("active", active)):
        if t is not None:
            _check_device(name, t, "hidden", hidden.device)
    tau, temperature = _temperature_arg(temperature, targets.shape, hidden.device, "hidden")
    real_vocab = -1 if real_vocab is None else _integer("real_vocab", real_vocab)
    ignore_index = _integer("ignore_index", ignore_index)
    targets = targets.contiguous()
    active = None if active is None else active.contiguous()
    if weight_main_grad is not None and (
            not isinstance(weight_main_grad, torch.Tensor) or
            weight_main_grad.dtype != torch.float32 or weight_main_grad.shape != weight.shape or
            weight_main_grad.device != weight.device or not weight_main_grad.is_contiguous()):
        raise ValueError(f"weight_main_grad: expected a contiguous torch.float32 tensor of "
                         f"weight's shape {tuple(weight.shape)} on {weight.device}")
    save_rows = _integer("save_rows", save_rows)
    if save_rows < 0:
        raise ValueError(f"save_rows = {save_rows}: expected the number of rows whose logits "
                         "the forward keeps for the backward, >= 0")
    needs_grad = torch.is_grad_enabled() and (hidden.requires_grad or weight.requires_grad)
    if (CUSTOM_OPS and tp_size == 1 and weight_main_grad is None and
            not (save_rows and needs_grad) and
            (EAGER_CUSTOM_OPS or _is_compiling())):  # what torch.compile traces: the op
        # finds its Op (no lock, no contract object in the traced code)
        out_dtype = logits_dtype or hidden.dtype
        if out_dtype not in _torch_kernels._DTYPES:
            raise ValueError(f"logits_dtype = {out_dtype}: expected hidden's dtype or "
                             "torch.float32")
        logp, lse, entropy = torch.ops.logpjit.lm_head_logprobs(
            hidden, weight, targets, active, tau, _torch_kernels._DTYPES[out_dtype], vocab,
            tile_width, real_vocab, ignore_index, temperature, bool(return_entropy), scope,
            tile_sum, _runtime_id(runtime))
        return _lm_head_outputs(logp, lse, entropy, return_lse, return_entropy)
    c = lh.contract(hidden, weight, targets, active, logits_dtype or hidden.dtype, vocab,
                    tile_width, real_vocab, tp_size, rank, ignore_index, temperature,
                    bool(return_entropy), scope, tau is not None, tile_sum)
    op = lh.op_for(hidden, c, runtime)
    if needs_grad:
        leaves = op.info.lm_head_grad_leaves
        if leaves % tp_size:  # before the forward, not at the backward
            raise ValueError(f"tp_group: tp_size = {tp_size}: the LM head's backward sums "
                             f"grad_hidden over {leaves} vocab leaves, of which each rank must "
                             "hold whole ones (tp_size a divisor of them)")
        logp, lse, entropy = lh.LmHeadLogprobs.apply(hidden, weight, targets, active, tau, op,
                                                     tp_group, weight_main_grad, save_rows)
    else:
        logp, lse, entropy = lh.forward(hidden, weight, targets, active, tau, op, tp_group)
    return _lm_head_outputs(logp, lse, entropy, return_lse, return_entropy)


def _lm_head_outputs(logp, lse, entropy, return_lse, return_entropy):
    """logp, or the tuple of logp and the outputs asked for."""
    outs = [logp] + ([lse] if return_lse else []) + ([entropy] if return_entropy else [])
    return outs[0] if len(outs) == 1 else tuple(outs)


def sampler_logprobs(logits: torch.Tensor, sampled_ids: torch.Tensor, *, temperature=None,
                     top_k: Optional[int] = None, top_p: Optional[float] = None,
                     num_logprobs: int = 0, mode: str = "raw",
                     vocab: Optional[int] = None, tile_width: Optional[int] = None,
                     real_vocab: Optional[int] = None, tp_group=None,
                     scope: str = "cross_tp_bitwise", runtime: Optional[_capi.Runtime] = None,
                     sync_checks: bool = False):
    """vLLM's sampler logprobs (docs/spec.md §15): for each row the sampled token's logprob
    and rank, and the ``num_logprobs`` best tokens with theirs. ``mode="raw"``: of the
    logits as they are (no temperature, no filter; vLLM's raw logprobs). ``"processed"``:
    of the distribution sampled from — logits / temperature (a number or an fp32 [T]
    tensor), then the top_k best kept (1 <= top_k <= 64) and renormalized, then the shortest
    prefix (best first, ties by the lower id) whose probability, summed in that order in
    fp32, reaches top_p (0 < top_p <= 1; 1, vLLM's default, and what rounds to it in fp32:
    no filter) kept and renormalized; the sampled token's logprob is -inf and its rank 0
    where it was filtered out. With top_p, the tokens kept so far (the 64 best, or top_k)
    must reach top_p in fp32; a row where they do not gets NaN logp and logprobs (ids -1,
    rank 0) and is an error, InvalidValueError (a ValueError) naming the row: CPU tensors
    and ``sync_checks=True`` raise it at once (on CUDA one synchronization per call); on
    CUDA by default nothing synchronizes (as ``selected_logprobs``: CUDA-graph safe) and
    ``check()`` raises it. A row with a NaN or infinite value
    gets NaN, as everywhere. Rows whose sampled id is -100 are inactive
    (logp 0, rank 0, ids -1, logprobs 0), as ``ignore_index`` rows of topk_logprobs.

    Returns (logp fp32 [T], rank int64 [T], ids int64 [T, num_logprobs] best first (-1 where
    there are fewer), logprobs fp32 [T, num_logprobs] (-inf there)). Bitwise the same at
    every TP degree and batch composition (the candidates come from topk_logprobs; the
    processed arithmetic is elementwise per row). No autograd."""
    from logpjit import _torch_sampler as ts
    from logpjit import _torch_topk

    if mode not in ("raw", "processed"):
        raise ValueError(f"mode = {mode!r}: expected 'raw' or 'processed'")
    num_logprobs = _integer("num_logprobs", num_logprobs)
    if not 0 <= num_logprobs <= 64:
        raise ValueError(f"num_logprobs = {num_logprobs}: expected 0 <= num_logprobs <= 64")
    if top_k is not None:
        top_k = _integer("top_k", top_k)
        if not 1 <= top_k <= 64:
            raise ValueError(f"top_k = {top_k}: expected None or 1 <= top_k <= 64")
    if top_p is not None:
        try:
            if isinstance(top_p, (bool, str, bytes)):
                raise TypeError
            top_p = float(top_p)
        except (TypeError, ValueError):
            raise TypeError(f"top_p = {top_p!r}: expected None or a number in (0, 1]") from None
        if not 0.0 < top_p <= 1.0:
            raise ValueError(f"top_p = {top_p}: expected None or 0 < top_p <= 1")
    if mode == "raw" and (temperature is not None or top_k is not None or top_p is not None):
        raise ValueError("mode = 'raw': the logits as they are; temperature, top_k and top_p "
                         "apply to mode = 'processed'")
    if top_p is not None:
        # The kernel compares in fp32: 1 (vLLM's default, also what rounds to it) keeps every
        # token; a value below fp32's normal range keeps the best one, as any top_p at or
        # below its probability does.
        top_p = struct.unpack("f", struct.pack("f", max(top_p, 2.0 ** -126)))[0]
        if top_p >= 1.0:
            top_p = None
    raw = mode == "raw" or (top_k is None and top_p is None)
    c = max(num_logprobs, 1) if raw else ts.candidates_needed(top_k, num_logprobs)
    x, tg, act, tau, args, lead, _, _ = _prepare(
        logits, sampled_ids, vocab, tile_width, real_vocab, temperature, -100, None, tp_group,
        False, scope, 0, runtime, "sampled_ids")
    n = num_logprobs
    try:
        if raw:  # topk_logprobs' call
            with torch.no_grad():
                ids, lps, rank, logp, _ = _torch_topk.run(x.detach(), tg, act, tau, args, c,
                                                          tp_group)
            return (logp.reshape(lead), rank.reshape(lead), ids[:, :n].reshape(lead + (n,)),
                    lps[:, :n].reshape(lead + (n,)))
        # Without top_k the kernels may stop at the first 16 candidates where they reach
        # top_p (the sampler's outputs are the same bits: _torch_sampler.select_top_p).
        sel_p = ts.select_top_p(top_k, top_p)
        with torch.no_grad():
            ids, lps, rank, _, _ = _torch_topk.run(x.detach(), tg, act, tau, args, c, tp_group,
                                                   sel_p)
        op = _torch_kernels._op_for(x, tg, act, args, tau, top_k=c)
        # (the synchronous check raises a bad sampled id the merge recorded here too)
        s_lp, s_rank, p_ids, p_lps = ts.processed(op, ids, lps, rank, tg, top_k, top_p,
                                                  num_logprobs, _stream(x),
                                                  bool(sync_checks) or not x.is_cuda)
    except _capi.InvalidValueError as e:  # the library names its argument "targets"
        text = str(e)
        if ": targets[" not in text:
            raise
        raise _capi.InvalidValueError(e.status, e.status_name,
                                      text.replace(": targets[", ": sampled_ids[", 1)) from None
    return (s_lp.reshape(lead), s_rank.reshape(lead), p_ids.reshape(lead + (n,)),
            p_lps.reshape(lead + (n,)))


def check(device=None) -> None:
    """Raises what the GPU kernels recorded without synchronizing since the last check:
    InvalidValueError for a bad target id or temperature (``targets[r] ... its logp was set
    to NaN``) and for a processed ``sampler_logprobs`` row whose candidates do not reach
    top_p (``sampler: row r's candidates ...``), naming one such row of each op (the last
    the kernels recorded), ValueError for a tp_group whose ranks passed different
    contracts. Looks at every op logpjit.torch has cached (every contract used through
    logpjit.torch and logpjit.adapters), or those on ``device`` (a
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
