"""The C++ extension logpjit._native (logpjit/csrc/native.cpp): finding it, and building it
against the installed torch.

logpjit.torch's eager TP 1 path runs through it when it loads: one C++ autograd node, no
per-call Python packing, its backward on autograd's device thread without the GIL. The
kernels and the C library's checks are the Python path's, so the bits are the same.

Where it is looked for, in this order:
  1. ``$LOGPJIT_NATIVE_DIR/_native.so`` (a directory this module built into);
  2. ``logpjit/_native*.so`` next to the package (``pip install ./python`` builds it when
     torch's C++ headers and pybind11 are installed: Debian's libtorch-dev and
     pybind11-dev);
  3. ``<repo>/build-python/native/_native.so`` (``python3 -m logpjit._native_build``).
``LOGPJIT_TORCH_NATIVE=0`` turns it off; ``=1`` makes its absence an error at import.

Build it by hand:  ``PYTHONPATH=python python3 -m logpjit._native_build [OUT_DIR]``
(default ``<repo>/build-python/native``; needs a C++ compiler, ninja, torch's headers).
"""

import importlib.machinery
import importlib.util
import os
import pathlib
import sys

HERE = pathlib.Path(__file__).resolve().parent
SOURCE = HERE / "csrc" / "native.cpp"
REPO_DIR = HERE.parent.parent / "build-python" / "native"


def build(out_dir=None, verbose=False):
    """Compiles csrc/native.cpp against the installed torch into ``out_dir`` (created;
    default REPO_DIR) and returns the loaded module."""
    from torch.utils.cpp_extension import load

    out = pathlib.Path(out_dir) if out_dir else REPO_DIR
    out.mkdir(parents=True, exist_ok=True)
    return load("_native", [str(SOURCE)], build_directory=str(out), extra_cflags=["-O2"],
                verbose=verbose)


def _load_file(path: pathlib.Path):
    loader = importlib.machinery.ExtensionFileLoader("logpjit._native", str(path))
    spec = importlib.util.spec_from_file_location("logpjit._native", str(path), loader=loader)
    module = importlib.util.module_from_spec(spec)
    loader.exec_module(module)
    sys.modules["logpjit._native"] = module
    return module


# The extension's interface (its `abi` attribute; csrc/native.cpp): 2 adds topk() and the
# top-k entry points of init(); 3 adds processed() and logpjit_op_sampler to init(); 4:
# processed() returns its four outputs and never synchronizes (a short row is in the op's
# status word); 5: init() takes logpjit_op_topk_select_v2 (topk()'s top_p); 6: init() takes
# logpjit_op_topk_merge_select in its place (topk() launches the merge with topk_select).
# An extension built from other sources is not loaded.
NATIVE_ABI = 6


def find():
    """(module, None) when the extension loads, else (None, why not). torch must already
    be imported (the extension links its libraries)."""
    setting = os.environ.get("LOGPJIT_TORCH_NATIVE", "")
    if setting == "0":
        return None, "LOGPJIT_TORCH_NATIVE=0"
    tried = []
    env = os.environ.get("LOGPJIT_NATIVE_DIR")
    candidates = [pathlib.Path(env) / "_native.so"] if env else []
    candidates += sorted(HERE.glob("_native*.so")) + [REPO_DIR / "_native.so"]
    for path in candidates:
        if not path.is_file():
            tried.append(f"{path}: no such file")
            continue
        try:
            mod = _load_file(path)
        except ImportError as e:  # built against another torch, say
            tried.append(f"{path}: {e}")
            continue
        if getattr(mod, "abi", 1) != NATIVE_ABI:  # built from another version's sources
            tried.append(f"{path}: interface {getattr(mod, 'abi', 1)}, expected {NATIVE_ABI}")
            continue
        return mod, None
    why = "logpjit._native not loaded (" + "; ".join(tried) + "); build it with " \
          "`python3 -m logpjit._native_build` or pip install with torch's headers present"
    if setting == "1":
        raise ImportError(f"LOGPJIT_TORCH_NATIVE=1: {why}")
    return None, why


if __name__ == "__main__":
    import torch  # noqa: F401 (the extension links torch's libraries)

    target = sys.argv[1] if len(sys.argv) > 1 else None
    build(target, verbose=True)
    print(f"logpjit._native built into {target or REPO_DIR}")
