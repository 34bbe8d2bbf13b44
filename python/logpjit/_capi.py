"""ctypes bindings of the C ABI (include/logpjit/logpjit.h).

Tensors go in as DLTensor pointers. torch tensors take a lean path: their DLTensor (data
pointer, device, dtype, shape, strides) is packed straight into a per-thread scratch buffer
with one ``struct.pack_into`` each, no DLPack capsule (``_pointers``). Any other object with
``__dlpack__`` (numpy.ndarray >= 1.22, ...) goes through a capsule: the DLManagedTensor*
is taken with ``PyCapsule_GetPointer`` and its first member, the DLTensor, is what the C
functions read; the capsule (and so the producer's memory) stays alive for the call.
Outputs are tensors the caller allocated: the library writes through their DLTensors.

The library is found through the ``LOGPJIT_LIBRARY`` environment variable, else as
``liblogpjit.so`` next to this package (``pip install python/`` puts it there), else in
``<prefix>/lib`` (cmake --install), else in ``<repo>/build``, else on the loader's path.
"""

import ctypes
import ctypes.util
import dataclasses
import itertools
import operator
import os
import pathlib
import struct
import sys
import threading
import warnings
import weakref
from typing import Optional

ABI_VERSION = 12  # LOGPJIT_ABI_VERSION this module was written against
FINGERPRINT_SIZE = 65

# logpjit_status
OK = 0
ERROR_INVALID_ARGUMENT = 1
ERROR_INVALID_VALUE = 2
ERROR_BUFFER_TOO_SMALL = 3
ERROR_RUNTIME = 4
ERROR_OUT_OF_MEMORY = 5
ERROR_INTERNAL = 6

_DTYPES = {"bf16": 0, "fp16": 1, "fp32": 2}
_INDEX_TYPES = {"int64": 0, "int32": 1}
_MASK_MODES = {"ignore_index": 0, "active_mask": 1}
_SCOPES = {"fixed_topology": 0, "cross_tp_bitwise": 1, "cross_target_bitwise": 2}
_TILE_SUMS = {"lanes": 0, "leaves": 1}
_CACHE_MODES = {None: 0, "normal": 1, "readonly": 2, "disabled": 3}


class LogpjitError(RuntimeError):
    """A logpjit call failed. ``status`` is the C status code, ``status_name`` its name and
    the message is the C library's last-error text (it names the bad argument)."""

    def __init__(self, status: int, status_name: str, message: str):
        super().__init__(message)
        self.status = status
        self.status_name = status_name
        self.message = message


class InvalidArgumentError(LogpjitError, ValueError):
    """LOGPJIT_ERROR_INVALID_ARGUMENT: a bad tensor, handle or contract field."""


class InvalidValueError(LogpjitError, ValueError):
    """LOGPJIT_ERROR_INVALID_VALUE: bad input data (a target id outside [0, V_real), a
    temperature that is not finite and >= 1e-5, a sampler row whose candidates do not reach
    top_p)."""


_ERRORS = {ERROR_INVALID_ARGUMENT: InvalidArgumentError, ERROR_INVALID_VALUE: InvalidValueError}


class _Contract(ctypes.Structure):
    _fields_ = [
        ("struct_size", ctypes.c_size_t),
        ("vocab", ctypes.c_int64),
        ("real_vocab", ctypes.c_int64),
        ("tile_width", ctypes.c_int64),
        ("tp_size", ctypes.c_int32),
        ("tp_rank", ctypes.c_int32),
        ("dtype", ctypes.c_int32),
        ("index_type", ctypes.c_int32),
        ("mask_mode", ctypes.c_int32),
        ("scope", ctypes.c_int32),
        ("ignore_index", ctypes.c_int64),
        ("temperature", ctypes.c_float),
        ("has_temperature", ctypes.c_int32),
        ("want_entropy", ctypes.c_int32),
        ("lanes", ctypes.c_int32),
        ("chunk", ctypes.c_int32),
        ("target", ctypes.c_char_p),
        ("temperature_rows", ctypes.c_int32),
        ("top_k", ctypes.c_int32),  # ABI version 3
        ("hidden_size", ctypes.c_int64),  # ABI version 4
        ("hidden_dtype", ctypes.c_int32),
        ("tile_sum", ctypes.c_int32),  # ABI version 11
    ]


class _RuntimeOptions(ctypes.Structure):
    _fields_ = [
        ("struct_size", ctypes.c_size_t),
        ("cache_dir", ctypes.c_char_p),
        ("cache_mode", ctypes.c_int32),
        ("threads", ctypes.c_int32),
        ("device", ctypes.c_int32),
        ("sync_target_check", ctypes.c_int32),
        ("cache_max_bytes", ctypes.c_uint64),
    ]


class _OpInfo(ctypes.Structure):
    _fields_ = [
        ("struct_size", ctypes.c_size_t),
        ("shard_cols", ctypes.c_int64),
        ("shard_start", ctypes.c_int64),
        ("num_tiles", ctypes.c_int64),
        ("local_tiles", ctypes.c_int64),
        ("partial_width", ctypes.c_int32),
        ("tp_size", ctypes.c_int32),
        ("lm_head_chunks", ctypes.c_int64),  # ABI version 4
        ("lm_head_grad_leaves", ctypes.c_int64),  # ABI version 7
    ]


class _KernelStats(ctypes.Structure):
    _fields_ = [
        ("struct_size", ctypes.c_size_t),
        ("kernels", ctypes.c_int32),
        ("compiled", ctypes.c_int32),
        ("rebuilt", ctypes.c_int32),
        ("disk_hits", ctypes.c_int32),
        ("memory_hits", ctypes.c_int32),
        ("reserved", ctypes.c_int32),
        ("compile_ms", ctypes.c_double),
        ("load_ms", ctypes.c_double),
    ]


def _find_library() -> str:
    env = os.environ.get("LOGPJIT_LIBRARY")
    if env:
        if not os.path.exists(env):
            raise OSError(f"LOGPJIT_LIBRARY={env}: no such file")
        return env
    here = pathlib.Path(__file__).resolve().parent
    candidates = (
        here / "liblogpjit.so",  # next to the package (where `pip install python/` puts it)
        here.parent.parent / "liblogpjit.so",  # installed: <prefix>/lib/python/logpjit
        here.parent.parent / "build" / "liblogpjit.so",  # the source tree's build/
    )
    for candidate in candidates:
        if candidate.exists():
            return str(candidate)
    found = ctypes.util.find_library("logpjit")
    if found:
        return found
    raise OSError(
        "liblogpjit.so not found: set LOGPJIT_LIBRARY, place it next to the logpjit package, "
        "pip install the package (python/), or build it (ninja -C build logpjit_shared)"
    )


_lib = None


def _library() -> ctypes.CDLL:
    """The loaded C library (loaded and checked on first use)."""
    global _lib
    if _lib is not None:
        return _lib
    lib = ctypes.CDLL(_find_library())
    P, S, I = ctypes.c_void_p, ctypes.c_size_t, ctypes.c_int
    sigs = {
        "logpjit_abi_version": (ctypes.c_uint32, []),
        "logpjit_last_error": (ctypes.c_char_p, []),
        "logpjit_status_string": (ctypes.c_char_p, [I]),
        "logpjit_contract_init": (I, [P, S]),
        "logpjit_contract_validate": (I, [P]),
        "logpjit_contract_fingerprint": (I, [P, ctypes.c_char_p, S]),
        "logpjit_contract_numerics_fingerprint": (I, [P, ctypes.c_char_p, S]),
        "logpjit_runtime_options_init": (I, [P, S]),
        "logpjit_runtime_create": (I, [P, P]),
        "logpjit_runtime_destroy": (None, [P]),
        "logpjit_op_create": (I, [P, P, P]),
        "logpjit_op_destroy": (None, [P]),
        "logpjit_op_get_info": (I, [P, P]),
        "logpjit_op_tile_stats": (I, [P] * 7),
        "logpjit_op_merge": (I, [P] * 9),
        "logpjit_op_backward": (I, [P] * 11),
        "logpjit_op_forward": (I, [P] * 11),
        "logpjit_op_tile_stats_v2": (I, [P] * 8),
        "logpjit_op_merge_v2": (I, [P] * 10),
        "logpjit_op_backward_v2": (I, [P] * 12),
        "logpjit_op_topk_tile": (I, [P] * 10),
        "logpjit_op_topk_merge": (I, [P] * 10),
        "logpjit_op_topk_stats": (I, [P] * 9),
        "logpjit_op_topk_select": (I, [P] * 13),
        "logpjit_op_topk_select_v2": (I, [P] * 12 + [ctypes.c_float, P]),
        "logpjit_op_topk_merge_select": (I, [P] * 14 + [ctypes.c_float, P]),
        "logpjit_op_sampler": (I, [P] * 5 + [ctypes.c_int64, ctypes.c_float] + [P] * 6),
        "logpjit_op_lm_head": (I, [P] * 5),
        "logpjit_op_lm_head_tile_stats": (I, [P] * 9),
        "logpjit_op_lm_head_backward": (I, [P] * 13 + [ctypes.c_int, P]),
        "logpjit_op_lm_head_backward_v2": (I, [P] * 14 + [ctypes.c_int, P]),
        "logpjit_op_lm_head_tile_stats_v2": (I, [P] * 10),  # ABI version 12
        "logpjit_op_lm_head_backward_v3": (I, [P] * 15 + [ctypes.c_int, P]),
        "logpjit_op_lm_head_grad_hidden": (I, [P] * 4),
        "logpjit_op_merge_v3": (I, [P] * 9 + [ctypes.c_int64, P]),
        "logpjit_op_status": (I, [P]),
        "logpjit_op_fingerprint": (I, [P, ctypes.c_char_p, S]),
        "logpjit_op_kernel_stats": (I, [P, P]),
    }
    for name, (res, args) in sigs.items():
        fn = getattr(lib, name)
        fn.restype, fn.argtypes = res, args
    optional = {  # symbols of later library versions: set up when present (hasattr)
        "logpjit_auto_tile_width": (I, [ctypes.c_int64, ctypes.POINTER(ctypes.c_int64)]),
    }
    for name, (res, args) in optional.items():
        if hasattr(lib, name):
            fn = getattr(lib, name)
            fn.restype, fn.argtypes = res, args
    abi = lib.logpjit_abi_version()
    if abi < ABI_VERSION:
        raise OSError(f"liblogpjit ABI version {abi} is older than this package's {ABI_VERSION}")
    _lib = lib
    return lib


def _check(status: int) -> None:
    """Raises the exception of a non-OK status with the C library's message."""
    if status == OK:
        return
    lib = _library()
    msg = lib.logpjit_last_error().decode("utf-8", "replace")
    name = lib.logpjit_status_string(status).decode()
    raise _ERRORS.get(status, LogpjitError)(status, name, msg)


def abi_version() -> int:
    """LOGPJIT_ABI_VERSION of the loaded library."""
    return int(_library().logpjit_abi_version())


AUTO_TILE_MAX = 4096  # the widest automatic tile width


def _auto_tile_width_py(vocab: int) -> int:
    """The automatic rule in Python (what logpjit_auto_tile_width computes)."""
    for k_multiple in (8, 4, 2, 1):
        for w in range(min(vocab, AUTO_TILE_MAX), 0, -1):
            if vocab % w == 0 and (vocab // w) % k_multiple == 0:
                return w
    return 1


def auto_leaf_tile_width(vocab: int) -> int:
    """The automatic tile width of ``tile_sum="leaves"`` (autoTileWidth with TileSum::Leaves):
    the widest multiple of 16 that divides ``vocab`` with K = vocab / W a multiple of 8, else
    4, 2, any; no cap (V = 151936: 18992, K = 8). Raises ValueError where no multiple of 16
    divides vocab."""
    v = operator.index(vocab)
    for k_multiple in (8, 4, 2, 1):
        for w in range(v // 16 * 16, 0, -16):
            if v % w == 0 and (v // w) % k_multiple == 0:
                return w
    raise ValueError(f"vocab = {vocab}: no multiple of 16 divides it (tile_sum='leaves' needs "
                     "tiles of whole 16-column leaves)")


_auto_widths = {}  # vocab -> tile width (a pure function of V: cached)


def auto_tile_width(vocab: int) -> int:
    """The tile width W a contract gets when the caller names none: the widest divisor of
    ``vocab`` that is at most 4096 and whose tile count K = vocab / W is a multiple of 8
    (so TP 1, 2, 4 and 8 all split the tiles evenly); when V has none, the widest divisor
    <= 4096 with K a multiple of 4, then of 2, then any. It depends on V alone, never on
    the TP degree, so every TP degree gets the same bits. V = 151936: W = 2374, K = 64.

    Uses the library's ``logpjit_auto_tile_width`` when the loaded library has it (the
    same rule in C), else ``_auto_tile_width_py``. Raises ValueError for vocab <= 0 or a
    non-integer vocab."""
    w = _auto_widths.get(vocab)
    if w is not None:
        return w
    try:
        v = operator.index(vocab)
    except TypeError:
        raise TypeError(f"vocab = {vocab!r}: expected an integer") from None
    if v <= 0:
        raise ValueError(f"vocab = {v}: expected > 0")
    lib = _library()
    if hasattr(lib, "logpjit_auto_tile_width") and v < 2 ** 63:
        out = ctypes.c_int64()
        _check(lib.logpjit_auto_tile_width(v, ctypes.byref(out)))
        w = int(out.value)
    else:
        w = _auto_tile_width_py(v)
    if v // w > _MANY_TILES:  # once per vocab (the cache below)
        warnings.warn(
            f"vocab = {v} has no wide divisor <= 4096: the automatic tile width is {w}, so a "
            f"row has {v // w} tiles (slow, and the lse's rounding grows with the tile "
            "count); pad the vocabulary (to a multiple of 64, say) and pass real_vocab, or "
            "pass tile_width (a divisor of the vocabulary)", stacklevel=3)
    _auto_widths[v] = w
    return w


_MANY_TILES = 1024  # automatic widths that give a row more tiles than this warn


from logpjit._tensors import _dlpack, _pointers  # noqa: E402,F401


_runtime_ids = itertools.count(1)
_runtimes_by_id = weakref.WeakValueDictionary()  # Runtime.id -> Runtime


def runtime_by_id(runtime_id: int) -> "Runtime":
    """The live Runtime whose ``id`` is ``runtime_id``. Raises ValueError if it is gone."""
    rt = _runtimes_by_id.get(runtime_id)
    if rt is None:
        raise ValueError(f"runtime id {runtime_id}: no such runtime (never created, or "
                         "garbage-collected)")
    return rt


@dataclasses.dataclass(frozen=True)
class Contract:
    """One logprob computation (logpjit_contract). Strings name the enum values:
    dtype bf16|fp16|fp32, index_type int64|int32, mask_mode ignore_index|active_mask,
    scope fixed_topology|cross_tp_bitwise|cross_target_bitwise; target host|sm_90|gfx942.
    ``temperature=None`` reads the logits as they are; a temperature must lie in
    [1e-5, 3.4e38] (the library rejects smaller ones: x / tau would overflow fp32).
    ``temperature_rows=True``: a temperature per row instead, an fp32 [T] tensor passed to
    each call (``temperature=`` of the Op methods); excludes ``temperature``."""

    vocab: int
    tile_width: int
    real_vocab: int = -1
    tp_size: int = 1
    tp_rank: int = 0
    dtype: str = "bf16"
    index_type: str = "int64"
    mask_mode: str = "ignore_index"
    ignore_index: int = -100
    temperature: Optional[float] = None
    want_entropy: bool = False
    scope: str = "cross_tp_bitwise"
    target: str = "host"
    lanes: int = 32
    chunk: int = 0  # 0: 4 for bf16/fp16 in cross_target_bitwise, else 8
    temperature_rows: bool = False
    top_k: int = 0  # k of the top-k calls (1..64; docs/spec.md §15); 0: none
    hidden_size: int = 0  # H of the LM head (docs/spec.md §16); 0: logits are passed
    hidden_dtype: str = "bf16"  # hidden and weight: bf16 | fp16
    # how a tile's partial sums its columns (docs/numerics.md): "lanes" | "leaves" (16-column
    # leaves: the order the LM head's fused forward finishes in its GEMM; W a multiple of 16)
    tile_sum: str = "lanes"

    def _c(self) -> _Contract:
        lib = _library()
        c = _Contract()
        _check(lib.logpjit_contract_init(ctypes.byref(c), ctypes.sizeof(c)))
        for field, table in (("dtype", _DTYPES), ("index_type", _INDEX_TYPES),
                             ("mask_mode", _MASK_MODES), ("scope", _SCOPES),
                             ("hidden_dtype", _DTYPES), ("tile_sum", _TILE_SUMS)):
            value = getattr(self, field)
            if value not in table:
                raise ValueError(f"contract.{field} = {value!r}: expected one of {list(table)}")
            setattr(c, field, table[value])
        # ctypes silently wraps out-of-range integers (2**64 + 1024 would become 1024).
        for field, bits in (("vocab", 64), ("real_vocab", 64), ("tile_width", 64),
                            ("tp_size", 32), ("tp_rank", 32), ("ignore_index", 64),
                            ("lanes", 32), ("chunk", 32), ("top_k", 32), ("hidden_size", 64)):
            value = getattr(self, field)
            try:
                value = operator.index(value)  # int, numpy/torch integers; not float
            except TypeError:
                raise TypeError(f"contract.{field} = {value!r}: expected an integer") from None
            if not -2 ** (bits - 1) <= value < 2 ** (bits - 1):
                raise ValueError(f"contract.{field} = {value}: expected an integer that fits "
                                 f"in int{bits}")
        c.vocab, c.real_vocab, c.tile_width = self.vocab, self.real_vocab, self.tile_width
        c.tp_size, c.tp_rank, c.ignore_index = self.tp_size, self.tp_rank, self.ignore_index
        c.has_temperature = self.temperature is not None
        c.temperature = 1.0 if self.temperature is None else self.temperature
        c.want_entropy = bool(self.want_entropy)
        c.temperature_rows = bool(self.temperature_rows)
        c.lanes, c.chunk, c.top_k = self.lanes, self.chunk, self.top_k
        c.hidden_size = self.hidden_size
        c.target = self.target.encode()
        return c

    def validate(self) -> None:
        """Raises InvalidArgumentError naming the first bad field."""
        _check(_library().logpjit_contract_validate(ctypes.byref(self._c())))

    def fingerprint(self) -> str:
        """BLAKE3 hex of everything but tp_rank (all ranks of a group must agree)."""
        buf = ctypes.create_string_buffer(FINGERPRINT_SIZE)
        _check(_library().logpjit_contract_fingerprint(ctypes.byref(self._c()), buf, len(buf)))
        return buf.value.decode()

    def numerics_fingerprint(self) -> str:
        """BLAKE3 hex of the fields the output bits depend on (not the outputs asked for,
        the index type or the mask): equal on trainer and engine means equal logp bits."""
        buf = ctypes.create_string_buffer(FINGERPRINT_SIZE)
        _check(_library().logpjit_contract_numerics_fingerprint(
            ctypes.byref(self._c()), buf, len(buf)))
        return buf.value.decode()


class Runtime:
    """A runtime (cache, loaded kernels, host threads). cache_mode: None (from
    LOGPJIT_CACHE_MODE), "normal", "readonly" or "disabled"; device: the GPU ordinal;
    sync_target_check: GPU targets are checked on the host before each launch (a device
    synchronization per call) instead of inside the merge kernel. ``id``: a process-local
    integer naming it (``runtime_by_id``; what logpjit.torch's custom ops take)."""

    def __init__(self, cache_dir: Optional[str] = None, cache_mode: Optional[str] = None,
                 threads: int = 0, device: int = 0, sync_target_check: bool = False):
        lib = _library()
        if cache_mode not in _CACHE_MODES:
            raise ValueError(f"cache_mode = {cache_mode!r}: expected one of {list(_CACHE_MODES)}")
        o = _RuntimeOptions()
        _check(lib.logpjit_runtime_options_init(ctypes.byref(o), ctypes.sizeof(o)))
        o.cache_dir = None if cache_dir is None else os.fsencode(cache_dir)
        o.cache_mode = _CACHE_MODES[cache_mode]
        o.threads, o.device, o.sync_target_check = threads, device, int(sync_target_check)
        self.device = device
        handle = ctypes.c_void_p()
        _check(lib.logpjit_runtime_create(ctypes.byref(o), ctypes.byref(handle)))
        self._h = handle
        self.id = next(_runtime_ids)  # a process-local integer naming this runtime
        _runtimes_by_id[self.id] = self

    def op(self, contract: Contract) -> "Op":
        """The Op of ``contract``'s rank (validated: errors name the field)."""
        return Op(self, contract)

    def __del__(self):
        h, self._h = getattr(self, "_h", None), None
        if h and _lib is not None:
            _lib.logpjit_runtime_destroy(h)


@dataclasses.dataclass(frozen=True)
class OpInfo:
    """Geometry of an op's rank: V_local, first column, K, K_local, P, tp_size, and the
    LM head's sub-shards per rank (0 for logits contracts)."""

    shard_cols: int
    shard_start: int
    num_tiles: int
    local_tiles: int
    partial_width: int
    tp_size: int
    lm_head_chunks: int = 0
    lm_head_grad_leaves: int = 0


class Op:
    """The kernels of one contract on one rank (logpjit_op_t). One caller at a time (threads
    sharing an op hold ``op._lock`` around each call, as logpjit.torch does).
    ``stream``: a CUstream / hipStream_t as an int (None = the default stream)."""

    def __init__(self, runtime: Runtime, contract: Contract):
        lib = _library()
        c = contract._c()
        handle = ctypes.c_void_p()
        _check(lib.logpjit_op_create(runtime._h, ctypes.byref(c), ctypes.byref(handle)))
        self._h = handle
        self._hv = handle.value  # the handle as an int: what the calls below pass
        self._lib = lib
        self._lock = threading.Lock()  # what callers sharing the op (logpjit.torch) hold
        self.runtime, self.contract = runtime, contract
        info = _OpInfo(struct_size=ctypes.sizeof(_OpInfo))
        _check(lib.logpjit_op_get_info(handle, ctypes.byref(info)))
        self.info = OpInfo(info.shard_cols, info.shard_start, info.num_tiles, info.local_tiles,
                           info.partial_width, info.tp_size, info.lm_head_chunks,
                           info.lm_head_grad_leaves)

    _TS = ("logits", "targets", "active", "temperature", "partials", "target_logit")
    _MG = ("gathered_partials", "gathered_target_logit", "targets", "active", "temperature",
           "lse", "logp", "entropy")
    _FW = ("logits", "targets", "active", "temperature", "partials", "target_logit", "lse",
           "logp", "entropy")
    _BW = ("logits", "targets", "active", "temperature", "grad_logp", "grad_lse",
           "grad_entropy", "lse", "entropy", "grad_logits")

    # ``temperature``: the rows' tau, fp32 [T], iff the contract has temperature_rows.

    def tile_stats(self, logits, targets, partials, target_logit, *, active=None,
                   temperature=None, stream=None):
        """partials [T, K_local, P] and target_logit [T] (fp32 outputs) of this rank's
        logits [T, V_local]."""
        keep, p = _pointers(self._TS, logits, targets, active, temperature, partials,
                            target_logit)
        status = self._lib.logpjit_op_tile_stats_v2(self._hv, *p, stream)
        if status:
            _check(status)
        del keep

    def merge(self, gathered_partials, gathered_target_logit, targets, lse, logp, entropy=None,
              *, active=None, temperature=None, stream=None, chunks=1):
        """lse, logp (and entropy) [T] from every rank's gathered partials
        [tp, T, K_local, P] and target logits [tp, T]; ``chunks``: the LM head's sub-shards
        per rank (lm_head_tile_stats: [tp * C, T, K_local / C, P] and [tp * C, T])."""
        keep, p = _pointers(self._MG, gathered_partials, gathered_target_logit, targets, active,
                            temperature, lse, logp, entropy)
        status = self._lib.logpjit_op_merge_v3(self._hv, *p, chunks, stream)
        if status:
            _check(status)
        del keep

    def forward(self, logits, targets, partials, target_logit, lse, logp, entropy=None, *,
                active=None, temperature=None, stream=None):
        """TP = 1: tile_stats then merge in one call (logpjit_op_forward): lse, logp (and
        entropy) fp32 [T] of logits [T, V]; partials [T, K, P] and target_logit [T] are
        written on the way."""
        keep, p = _pointers(self._FW, logits, targets, active, temperature, partials,
                            target_logit, lse, logp, entropy)
        status = self._lib.logpjit_op_forward(self._hv, *p, stream)
        if status:
            _check(status)
        del keep

    _LH = ("hidden", "weight", "logits")
    _LT = ("hidden", "weight", "targets", "active", "temperature", "partials", "target_logit",
           "saved_logits")

    def lm_head(self, hidden, weight, logits, *, stream=None):
        """The LM head (contract.hidden_size = H > 0; docs/spec.md §16): logits [T, V_local]
        (the contract's dtype) = hidden [T, H] x weight [V_local, H]^T (hidden_dtype)."""
        keep, p = _pointers(self._LH, hidden, weight, logits)
        status = self._lib.logpjit_op_lm_head(self._hv, *p, stream)
        if status:
            _check(status)
        del keep

    def lm_head_tile_stats(self, hidden, weight, targets, partials, target_logit, *,
                           active=None, temperature=None, saved_logits=None, stream=None):
        """The fused forward's rank step: partials fp32 [C, T, K_local / C, P] and
        target_logit fp32 [C, T] (C = info.lm_head_chunks) from hidden [T, H] and this
        rank's weight [V_local, H], bitwise tile_stats of lm_head's logits. saved_logits
        ([S, V_local], the contract's dtype, S <= T; ABI version 12): also gets lm_head's
        logits of rows [0, S), for lm_head_backward to read."""
        keep, p = _pointers(self._LT, hidden, weight, targets, active, temperature, partials,
                            target_logit, saved_logits)
        status = self._lib.logpjit_op_lm_head_tile_stats_v2(self._hv, *p, stream)
        if status:
            _check(status)
        del keep

    _LB = ("hidden", "weight", "targets", "active", "temperature", "grad_logp", "grad_lse",
           "grad_entropy", "lse", "entropy", "saved_logits", "grad_hidden_partial",
           "grad_weight", "grad_weight_low")

    def lm_head_backward(self, hidden, weight, targets, grad_logp, lse, grad_hidden_partial,
                         grad_weight, *, grad_lse=None, grad_entropy=None, entropy=None,
                         active=None, temperature=None, accumulate_weight=False,
                         grad_weight_low=None, finish_weight=True, saved_logits=None,
                         stream=None):
        """The LM head's backward, this rank's step (ABI version 8): grad_hidden_partial
        fp32 [T, H] (this rank's sum over its vocab leaves; gather them and call
        lm_head_grad_hidden) and grad_weight [V_local, H], fp32 or the hidden dtype (the fp32
        chain's sums rounded once), the logits recomputed block by block. accumulate_weight:
        the chain continues from the sums an earlier call left; a 16-bit grad_weight whose
        chain spans calls keeps the sums' low halves in grad_weight_low (int16 [V_local, H])
        and is rounded by the call with finish_weight=True. saved_logits ([S, V_local], S <=
        T; ABI version 12): the logits lm_head_tile_stats kept of this call's rows [0, S),
        read in place of recomputing each block of 4096 rows inside them (the same bits),
        and possibly overwritten with their gradient: they serve one backward."""
        keep, p = _pointers(self._LB, hidden, weight, targets, active, temperature, grad_logp,
                            grad_lse, grad_entropy, lse, entropy, saved_logits,
                            grad_hidden_partial, grad_weight, grad_weight_low)
        flags = (1 if accumulate_weight else 0) | (0 if finish_weight else 2)
        status = self._lib.logpjit_op_lm_head_backward_v3(self._hv, *p, flags, stream)
        if status:
            _check(status)
        del keep

    def lm_head_grad_hidden(self, gathered_partials, grad_hidden, *, stream=None):
        """grad_hidden [T, H] (hidden_dtype) from every rank's partial, gathered fp32
        [tp_size, T, H], summed in the fixed tree: the same bits at every tp_size."""
        keep, p = _pointers(("gathered_partials", "grad_hidden"), gathered_partials, grad_hidden)
        status = self._lib.logpjit_op_lm_head_grad_hidden(self._hv, *p, stream)
        if status:
            _check(status)
        del keep

    _TK = ("logits", "targets", "active", "temperature", "gathered_partials",
           "gathered_target_logit", "candidates", "above")
    _TKS = ("logits", "targets", "active", "temperature", "partials", "target_logit",
            "lane_stats")
    _TSL = ("logits", "targets", "active", "temperature", "partials", "target_logit",
            "lane_stats", "lse", "ids", "logprobs", "rank")
    _TMS = ("logits", "targets", "active", "temperature", "partials", "target_logit",
            "lane_stats", "lse", "logp", "entropy", "ids", "logprobs", "rank")
    _SP = ("ids", "logprobs", "rank", "sampled", "logp", "out_rank", "out_ids", "out_logprobs",
           "kept")
    _TM = ("gathered_candidates", "gathered_above", "targets", "active", "lse", "ids",
           "logprobs", "rank")

    def topk_tile(self, logits, targets, gathered_partials, gathered_target_logit, candidates,
                  above, *, active=None, temperature=None, stream=None):
        """Top-k, first step (contract.top_k = k > 0): this rank's candidates int64
        [T, K_local, k] and counts of columns above the target int64 [T, K_local], from its
        logits and every rank's gathered partials fp32 [tp, T, K_local, P] and target logits
        fp32 [tp, T]."""
        keep, p = _pointers(self._TK, logits, targets, active, temperature, gathered_partials,
                            gathered_target_logit, candidates, above)
        status = self._lib.logpjit_op_topk_tile(self._hv, *p, stream)
        if status:
            _check(status)
        del keep

    def topk_stats(self, logits, targets, partials, target_logit, lane_stats, *,
                   active=None, temperature=None, stream=None):
        """Top-k at TP 1 in one read of the logits (contract.top_k = k > 0, tp_size = 1):
        tile_stats' partials fp32 [T, K_local, P] and target_logit fp32 [T], bitwise, and
        each tile lane's max and count above the target, lane_stats int64
        [T, K_local, L] (an intermediate for topk_select; bf16 without a temperature
        fills half of it), for merge and topk_select."""
        keep, p = _pointers(self._TKS, logits, targets, active, temperature, partials,
                            target_logit, lane_stats)
        status = self._lib.logpjit_op_topk_stats(self._hv, *p, stream)
        if status:
            _check(status)
        del keep

    def topk_select(self, logits, targets, partials, target_logit, lane_stats, lse, ids,
                    logprobs, rank, *, active=None, temperature=None, top_p=0.0, stream=None):
        """Top-k at TP 1, second step: ids int64 [T, k], logprobs fp32 [T, k] and rank int64
        [T] from the logits topk_stats read, its outputs and the merge's lse. top_p in
        (0, 1): the processed sampler's candidates for that top_p without a top-k filter
        (logpjit_op_topk_select_v2: a row may end in padding after its first 16)."""
        keep, p = _pointers(self._TSL, logits, targets, active, temperature, partials,
                            target_logit, lane_stats, lse, ids, logprobs, rank)
        status = self._lib.logpjit_op_topk_select_v2(self._hv, *p, top_p, stream)
        if status:
            _check(status)
        del keep

    def topk_merge_select(self, logits, targets, partials, target_logit, lane_stats, lse, logp,
                          ids, logprobs, rank, *, entropy=None, active=None, temperature=None,
                          top_p=0.0, stream=None):
        """Top-k at TP 1, second step with the merge in the same launch: lse and logp fp32
        [T] (entropy fp32 [T] where given, contracts with entropy) as merge writes them,
        and topk_select's ids, logprobs and rank with that lse, bitwise both, from the
        logits topk_stats read and its outputs (logpjit_op_topk_merge_select; top_p as
        topk_select's)."""
        keep, p = _pointers(self._TMS, logits, targets, active, temperature, partials,
                            target_logit, lane_stats, lse, logp, entropy, ids, logprobs, rank)
        status = self._lib.logpjit_op_topk_merge_select(self._hv, *p, top_p, stream)
        if status:
            _check(status)
        del keep

    def sampler(self, ids, logprobs, rank, sampled, logp, out_rank, out_ids, out_logprobs, kept,
                *, top_k=0, top_p=0.0, stream=None):
        """vLLM's processed sampler logprobs from topk_merge's outputs (ids int64 [T, k],
        logprobs fp32 [T, k], rank int64 [T]) and the sampled ids [T]: logp fp32 [T],
        out_rank int64 [T], out_ids int64 [T, n], out_logprobs fp32 [T, n] (n <= k; both None
        for n = 0), kept int64 [T] (-1 where the k candidates hold less than top_p: that
        row's logp and logprobs NaN, ids -1, rank 0; GPU ops also record it for status()).
        top_k 0 / top_p 0: no such filter."""
        keep, p = _pointers(self._SP, ids, logprobs, rank, sampled, logp, out_rank, out_ids,
                            out_logprobs, kept)
        status = self._lib.logpjit_op_sampler(self._hv, *p[:4], int(top_k), float(top_p),
                                              *p[4:], stream)
        if status:
            _check(status)
        del keep

    def topk_merge(self, gathered_candidates, gathered_above, targets, lse, ids, logprobs, rank,
                   *, active=None, stream=None):
        """Top-k, second step: ids int64 [T, k], logprobs fp32 [T, k] and rank int64 [T]
        from every rank's gathered candidates and counts and the merge's lse."""
        keep, p = _pointers(self._TM, gathered_candidates, gathered_above, targets, active, lse,
                            ids, logprobs, rank)
        status = self._lib.logpjit_op_topk_merge(self._hv, *p, stream)
        if status:
            _check(status)
        del keep

    def backward(self, logits, targets, grad_logp, lse, grad_logits, *, grad_lse=None,
                 grad_entropy=None, entropy=None, active=None, temperature=None, stream=None):
        """grad_logits [T, V_local] (the logits dtype) of this rank's shard."""
        keep, p = _pointers(self._BW, logits, targets, active, temperature, grad_logp,
                            grad_lse, grad_entropy, lse, entropy, grad_logits)
        status = self._lib.logpjit_op_backward_v2(self._hv, *p, stream)
        if status:
            _check(status)
        del keep

    def status(self) -> None:
        """Raises what the GPU kernels reported since the last call (bad target ids or
        temperatures seen by the merge, the sampler's short rows), then clears it."""
        _check(_library().logpjit_op_status(self._h))

    def fingerprint(self) -> str:
        """The contract's fingerprint (hex)."""
        buf = ctypes.create_string_buffer(FINGERPRINT_SIZE)
        _check(_library().logpjit_op_fingerprint(self._h, buf, len(buf)))
        return buf.value.decode()

    def kernel_stats(self) -> dict:
        """Where this op's kernels came from: kernels, compiled, rebuilt, disk_hits,
        memory_hits, compile_ms, load_ms."""
        s = _KernelStats(struct_size=ctypes.sizeof(_KernelStats))
        _check(_library().logpjit_op_kernel_stats(self._h, ctypes.byref(s)))
        return {name: getattr(s, name) for name, _ in _KernelStats._fields_
                if name not in ("struct_size", "reserved")}

    def __del__(self):
        h, self._h = getattr(self, "_h", None), None
        if h and _lib is not None:
            _lib.logpjit_op_destroy(h)
