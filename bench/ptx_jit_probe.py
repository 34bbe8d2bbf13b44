#!/usr/bin/env python3
"""PTX -> cubin on a GPU machine: nvJitLink (what logpjit uses) vs the CUDA driver's JIT.

Usage: CUDA_CACHE_DISABLE=1 bench/ptx_jit_probe.py NAME=FILE.ptx ...
(PTX from `logpjit emit --target sm_90 --stage ptx`, the leading `;` comment lines are
skipped). In one process, for each PTX in order and then the first one again:
  - nvJitLink: nvJitLinkCreate(-arch=sm_90) + AddData(PTX) + Complete, as
    compiler/nvptx_backend.cpp does;
  - the driver: cuModuleLoadData(PTX), which JIT-compiles it (CUDA_CACHE_DISABLE=1 keeps
    the driver's own compute cache out of it).
The repeat of the first PTX separates one-time costs (library and context set-up) from the
per-kernel ones.
"""
import ctypes, sys, time

from cuda_probe_util import check, driver, nvjitlink

cu, _ = driver()
nv = nvjitlink()


def link(ptx):
    h = ctypes.c_void_p()
    opts = (ctypes.c_char_p * 1)(b"-arch=sm_90")
    check(nv.nvJitLinkCreate(ctypes.byref(h), 1, opts), "nvJitLinkCreate")
    check(nv.nvJitLinkAddData(h, 2, ctypes.c_char_p(ptx), ctypes.c_size_t(len(ptx) + 1),
                              b"k.ptx"), "nvJitLinkAddData")  # 2: NVJITLINK_INPUT_PTX
    check(nv.nvJitLinkComplete(h), "nvJitLinkComplete")
    nv.nvJitLinkDestroy(ctypes.byref(h))


items = [a.split("=", 1) for a in sys.argv[1:]]
for name, path in items + items[:1]:
    ptx = b"".join(l for l in open(path, "rb").readlines() if not l.startswith(b";"))
    lines = ptx.count(b"\n")
    line = f"{name:14s} {lines:6d} PTX lines"
    if nv:
        t = time.perf_counter()
        link(ptx)
        line += f"  nvJitLink {1e3 * (time.perf_counter() - t):7.1f} ms"
    mod = ctypes.c_void_p()
    t = time.perf_counter()
    check(cu.cuModuleLoadData(ctypes.byref(mod), ctypes.c_char_p(ptx)), "cuModuleLoadData")
    line += f"  driver JIT {1e3 * (time.perf_counter() - t):7.1f} ms"
    cu.cuModuleUnload(mod)
    print(line, flush=True)
