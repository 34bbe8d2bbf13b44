"""The three operators behind logpjit.torch (tile_stats, merge, backward) as plain
functions over torch tensors, the runtimes and the op cache they use, and the contract
fingerprint check across ranks. logpjit.torch wraps them in autograd and, with torch >= 2.4,
registers them as custom ops."""

import atexit
import collections
import ctypes
import operator
import os
import re
import threading
from typing import Optional, Tuple

import torch
import torch.distributed as dist

from logpjit import _capi, _native_build, _tensors

_tensors._init_torch(torch)
_DL = _tensors._torch_dl  # torch dtype -> (DLPack code, bits)
_known = _tensors._known
_KDL_CPU = _tensors._KDL_CPU

_DTYPES = {torch.bfloat16: "bf16", torch.float16: "fp16", torch.float32: "fp32"}
_INDEX_TYPES = {torch.int64: "int64", torch.int32: "int32"}
_MASK_DTYPES = (torch.bool, torch.uint8)
_F32 = torch.float32
_FP_WORDS = 8  # a contract fingerprint (32 bytes) travels as 8 fp32 words
_GPU_TARGET = "gfx942" if getattr(torch.version, "hip", None) else "sm_90"
_OP_CACHE_SIZE = 256

_compiler = getattr(torch, "compiler", None)
_is_compiling = getattr(_compiler, "is_compiling", None) or (lambda: False)
_raw_stream = getattr(torch._C, "_cuda_getCurrentRawStream", None)
_functorch_active = getattr(torch._C, "_are_functorch_transforms_active", None) or \
    (lambda: False)
_functorch_level = getattr(getattr(torch._C, "_functorch", None), "maybe_current_level",
                           None) or (lambda: None)

# The C++ extension of the eager TP 1 path (logpjit/_native_build.py), or None and why not.
_native, NATIVE_ERROR = _native_build.find()
_native_ready = False  # _native.init has been given the C library's entry points
_pinned = []  # evicted ops the C++ path used: an autograd graph may still hold their handle


def _release_ops() -> None:
    """At interpreter exit, while every extension is still alive: drop the cached and pinned
    ops, whose locks are pybind11 objects of logpjit._native (pybind11 objects freed during
    the interpreter's own teardown can abort it)."""
    with _lock:
        _ops.clear()
        _pinned.clear()


atexit.register(_release_ops)


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


def _contract(logits_dtype, targets_dtype, masked: bool, target: str, c,
              rows_tau: bool = False, top_k: int = 0) -> _capi.Contract:
    """The Contract of the contract arguments ``c`` (listed above _tile_stats) for these
    dtypes, on ``target``; ``rows_tau``: a temperature per row (temperature_rows); ``top_k``:
    the k of the top-k kernels."""
    if logits_dtype not in _DTYPES:
        raise ValueError(f"logits: dtype {logits_dtype}: expected torch.bfloat16, "
                         "torch.float16 or torch.float32")
    if targets_dtype not in _INDEX_TYPES:
        raise ValueError(f"targets: dtype {targets_dtype}: expected torch.int64 or torch.int32")
    (vocab, tile_width, real_vocab, tp_size, tp_rank, ignore_index, temperature, want_entropy,
     scope, chunk, tile_sum, _) = c
    return _capi.Contract(
        vocab=vocab, tile_width=tile_width, real_vocab=real_vocab, tp_size=tp_size,
        tp_rank=tp_rank, dtype=_DTYPES[logits_dtype], index_type=_INDEX_TYPES[targets_dtype],
        mask_mode="active_mask" if masked else "ignore_index", ignore_index=ignore_index,
        temperature=temperature, want_entropy=want_entropy, scope=scope, target=target,
        chunk=chunk, temperature_rows=rows_tau, top_k=top_k, tile_sum=tile_sum)


def _op_for(logits: torch.Tensor, targets: torch.Tensor, active, c, tau=None,
            top_k: int = 0) -> _capi.Op:
    """The cached Op of contract arguments ``c`` on logits' device (created, validated and
    cached on a miss; least recently used ops beyond 256 are dropped); ``tau``: the per-row
    temperature tensor, if any; ``top_k``: the contract's k of the top-k kernels (0: none)."""
    if logits.is_cuda:
        target, index = _GPU_TARGET, logits.get_device()
    elif logits.is_cpu:
        target, index = "host", 0
    else:
        raise ValueError(f"logits: device {logits.device}: expected a cpu or cuda tensor")
    key = (target, index, logits.dtype, targets.dtype, active is not None, tau is not None,
           top_k) + c
    with _lock:
        op = _ops.get(key)
        if op is not None:
            _ops.move_to_end(key)
            return op
    contract = _contract(logits.dtype, targets.dtype, active is not None, target, c,
                         tau is not None, top_k)
    rid = c[-1]
    rt = _runtime(target, index) if rid == 0 else _capi.runtime_by_id(rid)
    op = rt.op(contract)
    if _native is not None:
        _native_setup(op)
    evicted = []
    with _lock:
        op = _ops.setdefault(key, op)
        while len(_ops) > _OP_CACHE_SIZE:
            evicted.append(_ops.popitem(last=False)[1])
    for old in evicted:
        _retire(old)
    return op


def _native_setup(op: _capi.Op) -> None:
    """A new op as the C++ path uses it: its _native.OpHandle, which is also its lock (shared
    by both paths)."""
    global _native_ready
    if not _native_ready:
        lib, addr = op._lib, lambda f: ctypes.cast(f, ctypes.c_void_p).value
        _native.init(addr(lib.logpjit_op_tile_stats_v2), addr(lib.logpjit_op_merge_v2),
                     addr(lib.logpjit_op_backward_v2), addr(lib.logpjit_op_topk_stats),
                     addr(lib.logpjit_op_topk_merge_select), addr(lib.logpjit_op_sampler),
                     addr(lib.logpjit_last_error),
                     _tensors._gpu_kind)
        _native_ready = True
    op._lock = op._native = _native.OpHandle(op._hv, op.info.local_tiles,
                                             op.info.partial_width, op.contract.want_entropy,
                                             op.contract.lanes, op.contract.top_k)


def _native_forward(x, targets, active, tau, c):
    """The TP = 1 eager forward through logpjit._native: [logp, lse(, entropy)], with one C++
    autograd node when x requires grad. The C library checks every tensor (a strided last
    dimension, another device) and names what is wrong."""
    op = _op_for(x, targets, active, c, tau)
    try:
        return _native.forward(x, targets, active, tau, op._native, _stream(x) or 0)
    except _native.StatusError as e:
        _capi._check(int(e.args[0]))
        raise

def _retire(op: _capi.Op) -> None:
    """An op leaving the cache: wait for its GPU work and keep what it reported. An op the
    C++ path can use is kept alive (pinned): an autograd graph's backward holds its handle,
    and the node may have been recorded while the op was being evicted."""
    if getattr(op, "_native", None) is not None:
        _pinned.append(op)
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
                 "temperature", "want_entropy", "scope", "chunk", "tile_sum")
        mine = ", ".join(f"{n}={v!r}" for n, v in zip(names, c))
        raise ValueError(_mismatch_text(mine, differ))


# --- the three operators (plain functions; registered as custom ops below) ---------------
#
# Tensors of each operator: logits / partials, targets, active (None: ignore_index mode),
# tau (None, or the rows' temperatures fp32 [T]: a temperature_rows contract).
# Contract arguments, in this order, after the tensors of each operator:
#   vocab, tile_width, real_vocab (-1: vocab), tp_size, tp_rank, ignore_index,
#   temperature (None: none), want_entropy, scope, chunk, tile_sum, runtime_id (0: the
#   default)
# The logits and targets dtypes and whether `active` is given complete the contract.

def _tile_stats(logits, targets, active, tau, *c):
    """(partials fp32 [T, K_local, P], target_logit fp32 [T]; [T + 8] with TP > 1: the
    contract fingerprint appended) of this rank's logits [T, V_local]."""
    op = _op_for(logits, targets, active, c, tau)
    rows, info, dev = logits.shape[0], op.info, logits.device
    partials = torch.empty((rows, info.local_tiles, info.partial_width), dtype=_F32, device=dev)
    if info.tp_size == 1:
        target_logit = torch.empty((rows,), dtype=_F32, device=dev)
        mine = target_logit
    else:
        target_logit = torch.empty((rows + _FP_WORDS,), dtype=_F32, device=dev)
        mine = target_logit[:rows]
    with op._lock:
        op.tile_stats(logits, targets, partials, mine, active=active, temperature=tau,
                      stream=_stream(logits))
    if info.tp_size > 1:
        target_logit[rows:].copy_(_fingerprint_words(op, dev))
    return partials, target_logit


def _merge(gathered_partials, gathered_target_logit, targets, active, tau, logits, *c):
    """(lse, logp, entropy or None) fp32 [T] from every rank's gathered partials
    [tp, T, K_local, P] and target logits [tp, T] ([tp, T + 8] with TP > 1). ``logits``
    (this rank's shard) gives the dtype and device, and the gradient's input; the last
    argument is sync_checks."""
    c, sync_checks = c[:-1], c[-1]
    op = _op_for(logits, targets, active, c, tau)
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
                 temperature=tau, stream=_stream(logits))
        if sync_checks and not logits.is_cpu:
            op.status()  # GPU targets are checked inside the merge kernel
    if bad is not None:
        lse, logp = lse.masked_fill(bad, float("nan")), logp.masked_fill(bad, float("nan"))
        if entropy is not None:
            entropy = entropy.masked_fill(bad, float("nan"))
    return lse, logp, entropy


def _place(x: torch.Tensor):
    """(DLPack device kind, ordinal) of a cpu or cuda tensor."""
    return (_tensors._gpu_kind, x.get_device()) if x.is_cuda else (_KDL_CPU, 0)


def _same_place(x: torch.Tensor, *others) -> bool:
    """Whether every given tensor of ``others`` is on x's device (None: not given)."""
    dev = x.device
    return all(o is None or o.device == dev for o in others)


def _forward_tp1(x, targets, active, tau, *c):
    """The TP = 1 eager forward: (lse, logp, entropy or None), tile_stats then merge with
    DLTensors packed from what this function knows: the tensors it allocates, and the
    inputs' pointers, shapes and strides (their dtypes are in the op's contract; their
    devices are compared here). The C library checks them as it checks any caller's.
    tile_stats is launched before the merge's outputs are allocated, so that the GPU starts
    as early as it can (two calls instead of logpjit_op_forward's one). Logits whose last
    dimension is strided, or inputs on another device, take the checked generic path, which
    reports them."""
    op = _op_for(x, targets, active, c, tau)
    sx = x.stride()
    if sx[1] != 1 or not _same_place(x, targets, active, tau):
        partials, target_logit = _tile_stats(x, targets, active, tau, *c)
        return _merge(partials.unsqueeze(0), target_logit.unsqueeze(0), targets, active, tau,
                      x, *c, False)
    info, dev = op.info, x.device
    rows = x.shape[0]
    kind, index = _place(x)
    k, p = info.local_tiles, info.partial_width
    work = torch.empty((rows * (k * p + 1),), dtype=_F32, device=dev)  # partials, target logits
    parts, tl = work.data_ptr(), work.data_ptr() + 4 * rows * k * p
    f32, row, one = _DL[_F32], (rows,), (1,)
    stream = _stream(x)
    lib, h = op._lib, op._hv
    with op._lock:
        tg = _known(1, targets.data_ptr(), kind, index, _DL[targets.dtype], targets.shape,
                    targets.stride())
        act = None if active is None else _known(
            2, active.data_ptr(), kind, index, _DL[active.dtype], active.shape, active.stride())
        taus = None if tau is None else _known(
            7, tau.data_ptr(), kind, index, _DL[tau.dtype], tau.shape, tau.stride())
        status = lib.logpjit_op_tile_stats_v2(
            h, _known(0, x.data_ptr(), kind, index, _DL[x.dtype], x.shape, sx), tg, act, taus,
            _known(3, parts, kind, index, f32, (rows, k, p), (k * p, p, 1)),
            _known(4, tl, kind, index, f32, row, one), stream)
        if status:
            _capi._check(status)
        lse = torch.empty(row, dtype=_F32, device=dev)
        logp = torch.empty(row, dtype=_F32, device=dev)
        entropy = torch.empty(row, dtype=_F32, device=dev) if op.contract.want_entropy \
            else None
        status = lib.logpjit_op_merge_v2(
            h, _known(0, parts, kind, index, f32, (1, rows, k, p), (rows * k * p, k * p, p, 1)),
            _known(3, tl, kind, index, f32, (1, rows), (rows, 1)), tg, act, taus,
            _known(4, lse.data_ptr(), kind, index, f32, row, one),
            _known(5, logp.data_ptr(), kind, index, f32, row, one),
            None if entropy is None else
            _known(6, entropy.data_ptr(), kind, index, f32, row, one), stream)
        if status:
            _capi._check(status)
    return lse, logp, entropy


def _backward(logits, targets, active, tau, grad_logp, grad_lse, grad_entropy, lse, entropy,
              *c):
    """grad_logits [T, V_local] (logits dtype, contiguous) of this rank's shard from the
    upstream gradients (fp32-castable [T]; None = 0) and the forward's lse (and entropy)."""
    op = _op_for(logits, targets, active, c, tau)
    rows, dev = logits.shape[0], logits.device

    def f32_rows(g):  # upstream grads may be broadcast views (stride 0): make them [T] fp32
        if g is None or (g.dtype is _F32 and (rows < 2 or g.stride(0) == 1)):
            return g
        return g.to(_F32).contiguous()

    grad_logp = torch.zeros((rows,), dtype=_F32, device=dev) if grad_logp is None \
        else f32_rows(grad_logp)
    grad_lse = f32_rows(grad_lse)
    grad_entropy = None if entropy is None else f32_rows(grad_entropy)
    entropy = entropy if grad_entropy is not None else None
    grad = torch.empty(tuple(logits.shape), dtype=logits.dtype, device=dev)
    stream = _stream(logits)
    if logits.stride(1) != 1 or not _same_place(logits, targets, active, tau, grad_logp,
                                                 grad_lse, grad_entropy, lse, entropy):
        with op._lock:  # the checked generic path reports what is wrong
            op.backward(logits, targets, grad_logp, lse, grad, grad_lse=grad_lse,
                        grad_entropy=grad_entropy, entropy=entropy, active=active,
                        temperature=tau, stream=stream)
        return grad
    # DLTensors packed from what is known here (see _forward_tp1).
    kind, index = _place(logits)

    def rows_f32(slot, t):
        return None if t is None else _known(slot, t.data_ptr(), kind, index, _DL[t.dtype],
                                             t.shape, t.stride())

    with op._lock:
        try:
            args = (_known(0, logits.data_ptr(), kind, index, _DL[logits.dtype], logits.shape,
                           logits.stride()),
                    _known(1, targets.data_ptr(), kind, index, _DL[targets.dtype],
                           targets.shape, targets.stride()),
                    rows_f32(2, active), rows_f32(9, tau), rows_f32(3, grad_logp),
                    rows_f32(4, grad_lse), rows_f32(5, grad_entropy), rows_f32(6, lse),
                    rows_f32(7, entropy),
                    _known(8, grad.data_ptr(), kind, index, _DL[grad.dtype], grad.shape,
                           grad.stride()))
        except (KeyError, IndexError):  # a dtype or rank DLPack cannot say: the checked path
            op.backward(logits, targets, grad_logp, lse, grad, grad_lse=grad_lse,
                        grad_entropy=grad_entropy, entropy=entropy, active=active,
                        temperature=tau, stream=stream)
            return grad
        status = op._lib.logpjit_op_backward_v2(op._hv, *args, stream)
        if status:
            _capi._check(status)
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


def _forward(x, targets, active, tau, c, group, sync_checks, tile_stats, merge):
    """tile_stats -> all-gather (TP > 1) -> merge: (lse, logp, entropy). The plain
    functions at TP = 1 (eager mode) take the lean _forward_tp1."""
    if c[3] == 1 and tile_stats is _tile_stats and not (sync_checks and x.is_cuda):
        return _forward_tp1(x, targets, active, tau, *c)  # reads the data only: no detach
    gathered, gathered_tl = _gathered(x, targets, active, tau, c, group, sync_checks, tile_stats)
    return merge(gathered, gathered_tl, targets, active, tau, x, *c, sync_checks)


def _gathered(x, targets, active, tau, c, group, sync_checks, tile_stats):
    """tile_stats, then every rank's outputs in rank order: (partials [tp, T, K_local, P],
    target logits [tp, T]; [tp, T + 8] with TP > 1: each rank's contract fingerprint
    travels with them, and every rank checks that the group agrees before the
    contract-shaped partials are gathered)."""
    tp, rank = c[3], c[4]
    partials, target_logit = tile_stats(x.detach(), targets, active, tau, *c)
    if tp == 1:
        return partials.unsqueeze(0), target_logit.unsqueeze(0)
    gathered_tl = _gather(target_logit, group, tp)
    if not _is_compiling() and (sync_checks or x.is_cpu):
        _precheck_group(gathered_tl, x.shape[0], rank, c)
    return _gather(partials, group, tp), gathered_tl
