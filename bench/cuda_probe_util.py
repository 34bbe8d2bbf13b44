"""What bench/load_probe.py and bench/ptx_jit_probe.py share: the CUDA driver with a
current primary context on GPU 0, and a timed dlopen of nvJitLink."""
import ctypes, time


def check(r, what):
    if r != 0:
        raise SystemExit(f"{what} failed: error {r}")


def driver():
    """libcuda after cuInit, with GPU 0's primary context current; also the ms that cuInit
    and the context took (not the dlopen of libcuda)."""
    cu = ctypes.CDLL("libcuda.so.1")
    t0 = time.perf_counter()
    check(cu.cuInit(0), "cuInit")
    dev = ctypes.c_int()
    check(cu.cuDeviceGet(ctypes.byref(dev), 0), "cuDeviceGet")
    ctx = ctypes.c_void_p()
    check(cu.cuDevicePrimaryCtxRetain(ctypes.byref(ctx), dev), "cuDevicePrimaryCtxRetain")
    check(cu.cuCtxSetCurrent(ctx), "cuCtxSetCurrent")
    return cu, 1e3 * (time.perf_counter() - t0)


def nvjitlink():
    """nvJitLink loaded as compiler/nvptx_backend.cpp loads it (RTLD_NOW | RTLD_GLOBAL),
    printing how long the dlopen took; None when it is not installed."""
    for name in ("libnvJitLink.so.13", "libnvJitLink.so.12"):
        t = time.perf_counter()
        try:
            lib = ctypes.CDLL(name, mode=ctypes.RTLD_GLOBAL | 2)
        except OSError:
            continue
        print(f"dlopen {name}: {1e3 * (time.perf_counter() - t):.2f} ms")
        return lib
    return None
