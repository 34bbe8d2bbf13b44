#!/usr/bin/env python3
"""Times the CUDA driver's part of a warm-cache kernel load, apart from logpjit's cache.

Usage: bench/load_probe.py NAME=FILE.cubin ...   (cubins from `logpjit emit --stage cubin`)
In one fresh process: cuInit, the primary context, then cuModuleLoadData + cuModuleGetFunction
for each cubin in order, then the first one again. The first load of a process may carry a
one-time driver cost that later loads do not; this separates it from the per-module cost.
Also times dlopen of nvJitLink (6.5 ms on an H200 machine, session 4).
"""
import ctypes, sys, time

from cuda_probe_util import check, driver, nvjitlink

cu, ms = driver()
print(f"init + primary context: {ms:.2f} ms")
# What a cache hit used to pay before the metadata was made lazily: loading nvJitLink.
nvjitlink()

items = [a.split("=", 1) for a in sys.argv[1:]]
for name, path in items + items[:1]:
    data = open(path, "rb").read()
    sym = open(path + ".sym").read().strip()
    mod, fn = ctypes.c_void_p(), ctypes.c_void_p()
    t = time.perf_counter()
    check(cu.cuModuleLoadData(ctypes.byref(mod), ctypes.c_char_p(data)), "cuModuleLoadData")
    t1 = time.perf_counter()
    check(cu.cuModuleGetFunction(ctypes.byref(fn), mod, sym.encode()), "cuModuleGetFunction")
    t2 = time.perf_counter()
    print(f"{name:12s} {len(data):8d} B  cuModuleLoadData {1e3 * (t1 - t):7.3f} ms  "
          f"cuModuleGetFunction {1e3 * (t2 - t1):7.3f} ms")
