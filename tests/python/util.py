"""Shared helpers of the Python tests: fresh random inputs, bitwise comparison, and the
`logpjit` command line (the C++ API) run on safetensors files."""

import json
import os
import struct
import subprocess
import sys

import torch

_ST_DTYPES = {torch.bfloat16: "BF16", torch.float16: "F16", torch.float32: "F32",
              torch.int64: "I64", torch.int32: "I32"}


def fresh_generator(what: str) -> torch.Generator:
    """A generator with a fresh seed, printed so that a failure can be replayed."""
    seed = int.from_bytes(os.urandom(8), "little") >> 1
    print(f"[ seed ] {what}: {seed}", file=sys.stderr)
    return torch.Generator().manual_seed(seed)


def random_inputs(gen, T, V, real_vocab, dtype, ignore_every=5, ignore_index=-100):
    """logits [T, V] (normal, sigma 1..3 by row, every 4th row with a dominant target
    logit) in `dtype`, and int64 targets in [0, real_vocab) with every `ignore_every`-th
    row set to ignore_index."""
    sigma = 1.0 + (torch.arange(T, dtype=torch.float64) % 3)[:, None]
    x = torch.randn((T, V), generator=gen, dtype=torch.float64) * sigma
    targets = torch.randint(0, real_vocab, (T,), generator=gen)
    for t in range(0, T, 4):
        x[t, targets[t]] = x[t, :real_vocab].max() + 12.0
    if ignore_every:
        targets[ignore_every - 1::ignore_every] = ignore_index
    return x.to(dtype), targets


def same_bits(a: torch.Tensor, b: torch.Tensor) -> bool:
    """Bitwise equality (shapes and every byte, NaN payloads included)."""
    if a.shape != b.shape or a.dtype != b.dtype:
        return False
    return a.contiguous().view(torch.uint8).equal(b.contiguous().view(torch.uint8))


def write_safetensors(path: str, tensors: dict) -> None:
    header, blobs, offset = {}, [], 0
    for name, t in tensors.items():
        data = t.contiguous().view(torch.uint8).numpy().tobytes()
        header[name] = {"dtype": _ST_DTYPES[t.dtype], "shape": list(t.shape),
                        "data_offsets": [offset, offset + len(data)]}
        blobs.append(data)
        offset += len(data)
    text = json.dumps(header).encode()
    text += b" " * (-len(text) % 8)
    with open(path, "wb") as f:
        f.write(struct.pack("<Q", len(text)) + text + b"".join(blobs))


def read_safetensors_f32(path: str) -> dict:
    with open(path, "rb") as f:
        raw = f.read()
    (n,) = struct.unpack("<Q", raw[:8])
    header = json.loads(raw[8:8 + n])
    out = {}
    for name, meta in header.items():
        if name == "__metadata__":
            continue
        assert meta["dtype"] == "F32", meta
        begin, end = meta["data_offsets"]
        buf = bytearray(raw[8 + n + begin:8 + n + end])
        out[name] = torch.frombuffer(buf, dtype=torch.float32).reshape(meta["shape"]).clone()
    return out


def run_cli(tmpdir, logits, targets, *, real_vocab, tile_width, tp, temperature=None,
            entropy=False) -> dict:
    """logp/lse(/entropy) of `logpjit run` (C++ API, simulated TP) on these inputs."""
    tool = os.environ.get("LOGPJIT_TOOL")
    if not tool:
        raise RuntimeError("LOGPJIT_TOOL is not set (ctest sets it to the logpjit binary)")
    lp, tp_path, out = (os.path.join(tmpdir, n) for n in ("l.st", "t.st", "o.st"))
    write_safetensors(lp, {"logits": logits})
    write_safetensors(tp_path, {"targets": targets})
    cmd = [tool, "run", f"--logits={lp}", f"--targets={tp_path}", f"--out={out}",
           f"--real-vocab={real_vocab}", f"--tile-width={tile_width}", f"--tp={tp}",
           "--threads=2"]
    if temperature is not None:
        cmd.append(f"--temperature={temperature!r}")
    if entropy:
        cmd.append("--entropy")
    res = subprocess.run(cmd, capture_output=True, text=True)
    if res.returncode != 0:
        raise RuntimeError(f"{' '.join(cmd)} failed ({res.returncode}):\n{res.stdout}{res.stderr}")
    return read_safetensors_f32(out)


_GLOO_GROUPS = {}  # n -> the ranks' ProcessGroupGloo objects, made once per process


def _new_gloo_group(store, rank, n, timeout):
    """Rank ``rank``'s ProcessGroupGloo, made through the ``_Options`` constructor. Not
    ``ProcessGroupGloo(store, rank, n, timeout)``: torch binds that one as a pybind11
    factory ``py::init([](...) {...})`` with ``call_guard<gil_scoped_release>``, so pybind11
    registers the new instance (init.h construct() -> init_instance -> register_instance:
    an insert into its process-wide std::unordered_multimap) with the GIL released. Ranks
    made by several threads at once, all returning when the rendezvous completes, race on
    that map: instances are lost from it ("pybind11_object_dealloc(): Tried to deallocate
    unregistered instance!" when one is freed, any pybind11 object) or the map is corrupted
    (a segfault in a later pybind11 call) (pybind/pybind11#5473). The
    ``py::init<store, rank, size, options>()`` constructor only builds the C++ object
    without the GIL; pybind11's dispatcher registers it after the guard, with the GIL."""
    import torch.distributed as dist

    gloo = dist.ProcessGroupGloo
    if not hasattr(gloo, "_Options"):  # another torch: the public constructor
        return gloo(store, rank, n, timeout)
    options = gloo._Options()
    ifnames = os.environ.get("GLOO_SOCKET_IFNAME")  # as the timeout constructor does
    options._devices = ([gloo.create_device(interface=i) for i in ifnames.split(",")]
                        if ifnames else [gloo.create_default_device()])
    options._timeout = timeout
    options._threads = 2 * len(options._devices)  # as the timeout constructor
    return gloo(store, rank, n, options)


def _gloo_groups(n):
    """The n ranks' gloo groups of this process, made once (concurrently: each rank's
    constructor waits for the others; _new_gloo_group says which constructor) and kept
    for the process's life (one extra reference, never dropped: no teardown of gloo's
    threads at a test's cleanup or during the interpreter's exit)."""
    import ctypes
    import datetime
    import threading

    import torch.distributed as dist

    groups = _GLOO_GROUPS.get(n)
    if groups is None:
        store, groups, errors = dist.HashStore(), [None] * n, []

        def make(rank):
            try:
                groups[rank] = _new_gloo_group(store, rank, n,
                                               datetime.timedelta(seconds=60))
            except Exception as e:  # reported below
                errors.append(e)

        threads = [threading.Thread(target=make, args=(r,)) for r in range(n)]
        for th in threads:
            th.start()
        for th in threads:
            th.join(timeout=120)
        if errors or any(g is None for g in groups):
            raise RuntimeError(f"gloo groups of {n}: {errors or 'timed out'}")
        for g in groups:
            ctypes.pythonapi.Py_IncRef(ctypes.py_object(g))
        _GLOO_GROUPS[n] = groups
    return groups


def run_gloo_ranks(test, n, body):
    """Runs ``body(rank, group)`` for the ranks of a real gloo group of ``n`` (one per
    process, _gloo_groups), as ``n`` threads of this process (the collectives and the C
    calls release the GIL), and returns their results in rank order; an exception in any
    rank fails ``test``. The results (and the autograd graphs in them) are released in the
    main thread at the test's cleanup, while the interpreter is fully alive."""
    import gc
    import threading

    groups = _gloo_groups(n)
    results, errors = [None] * n, []

    def release():
        results.clear()
        gc.collect()
    test.addCleanup(release)

    def rank_main(rank):
        try:
            results[rank] = body(rank, groups[rank])
        except Exception as e:  # reported by the main thread
            errors.append(e)

    threads = [threading.Thread(target=rank_main, args=(r,)) for r in range(n)]
    for th in threads:
        th.start()
    for th in threads:
        th.join(timeout=120)
    test.assertFalse(errors, errors)
    return results
