#!/usr/bin/env python3
"""Times the CUDA driver's part of a warm-cache kernel load, apart from logpjit's cache.

Usage: bench/load_probe.py NAME=FILE.cubin ...   (cubins from `logpjit emit --stage cubin`)
In one fresh process: cuInit, the primary context, then cuModuleLoadData + cuModuleGetFunction
for each cubin in order, then the first one again. The first load of a process may carry a
one-time driver cost that later loads do not; this separates it from the per-module cost.
Also times dlopen of nvJitLink (6.5 ms on an H200 machine, session 4).
"""
import ctypes, sys, time

cu = ctypes.CDLL("libcuda.so.1")


def check(r, what):
    if r != 0:
        raise SystemExit(f"{what} failed: CUresult {r}")


t0 = time.perf_counter()
check(cu.cuInit(0), "cuInit")
dev = ctypes.c_int()
check(cu.cuDeviceGet(ctypes.byref(dev), 0), "cuDeviceGet")
ctx = ctypes.c_void_p()
check(cu.cuDevicePrimaryCtxRetain(ctypes.byref(ctx), dev), "cuDevicePrimaryCtxRetain")
check(cu.cuCtxSetCurrent(ctx), "cuCtxSetCurrent")
print(f"init + primary context: {1e3 * (time.perf_counter() - t0):.2f} ms")

# What a cache hit used to pay before the metadata was made lazily: loading nvJitLink.
for name in ("libnvJitLink.so.13", "libnvJitLink.so.12"):
    t = time.perf_counter()
    try:
        ctypes.CDLL(name, mode=ctypes.RTLD_GLOBAL | 2)  # RTLD_NOW, as compiler/nvptx_backend.cpp
    except OSError:
        continue
    print(f"dlopen {name}: {1e3 * (time.perf_counter() - t):.2f} ms")
    break

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
