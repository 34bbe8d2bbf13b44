#!/usr/bin/env python3
"""Do two PTX -> cubin compiles in one process run at the same time? (the tiered JIT
compiles a full kernel on a background thread while the next quick tier compiles in the
foreground; docs/design.md, "Tiered JIT").

Usage: CUDA_CACHE_DISABLE=1 bench/link_overlap_probe.py BIG.ptx SMALL.ptx
For the CUDA driver's JIT (cuModuleLoadData of PTX) and nvJitLink: SMALL alone, then
SMALL started 5 ms after BIG on another thread; 3 rounds. If the library serialized
compiles, SMALL's time would grow by the rest of BIG's.
On an H200 in session 9 it hung (bench/results/2026-11-30-h200-s9.txt section 3; not
diagnosed): run it under `timeout`. It does not exercise cuLink*, which the runtime uses.
"""
import ctypes, sys, threading, time

from cuda_probe_util import check, driver, nvjitlink

cu, _ = driver()
ctx = ctypes.c_void_p()
check(cu.cuCtxGetCurrent(ctypes.byref(ctx)), "cuCtxGetCurrent")
nv = nvjitlink()


def read(path):
    return b"".join(l for l in open(path, "rb").readlines() if not l.startswith(b";"))


def driver_jit(ptx):
    check(cu.cuCtxSetCurrent(ctx), "cuCtxSetCurrent")
    mod = ctypes.c_void_p()
    check(cu.cuModuleLoadData(ctypes.byref(mod), ctypes.c_char_p(ptx)), "cuModuleLoadData")
    cu.cuModuleUnload(mod)


def nvjit(ptx):
    h = ctypes.c_void_p()
    opts = (ctypes.c_char_p * 1)(b"-arch=sm_90")
    check(nv.nvJitLinkCreate(ctypes.byref(h), 1, opts), "nvJitLinkCreate")
    check(nv.nvJitLinkAddData(h, 2, ctypes.c_char_p(ptx), ctypes.c_size_t(len(ptx) + 1),
                              b"k.ptx"), "nvJitLinkAddData")
    check(nv.nvJitLinkComplete(h), "nvJitLinkComplete")
    nv.nvJitLinkDestroy(ctypes.byref(h))


def ms(fn, ptx):
    t = time.perf_counter()
    fn(ptx)
    return 1e3 * (time.perf_counter() - t)


big, small = read(sys.argv[1]), read(sys.argv[2])
for name, fn in [("driver JIT", driver_jit)] + ([("nvJitLink", nvjit)] if nv else []):
    fn(small)  # one-time set-up out of the way
    for r in range(3):
        alone = ms(fn, small)
        out = {}
        th = threading.Thread(target=lambda: out.setdefault("big", ms(fn, big)))
        th.start()
        time.sleep(0.005)
        during = ms(fn, small)
        th.join()
        print(f"{name}: small alone {alone:6.1f} ms, during big {during:6.1f} ms "
              f"(big {out['big']:6.1f} ms)", flush=True)
