#!/usr/bin/env python3
"""Links a PTX file to a cubin with the CUDA driver's linker (cuLinkCreate / cuLinkAddData /
cuLinkComplete, as the runtime does) once per CU_JIT_TARGET value given, and writes each
cubin, so that `cuobjdump -sass` shows what the driver's ptxas made of the PTX:

  python3 bench/ptx_link_sass.py KERNEL.ptx OUT_DIR [TARGET ...]

TARGET: a CUjit_target value (default: 90 = CU_TARGET_COMPUTE_90, as the runtime passes, and
65626 = CU_TARGET_COMPUTE_90A), or `none` (no CU_JIT_TARGET option: the current GPU),
optionally `:LEVEL`, a CU_JIT_OPTIMIZATION_LEVEL (0-4; default: none given); or
`nvjitlink` (libnvJitLink, -arch=sm_90a, its default level). Writes OUT_DIR/driver-TARGET.cubin
(nvjitlink.cubin), or .err with the log."""
import ctypes, os, sys

def main():
    ptx_path, out = sys.argv[1], sys.argv[2]
    targets = sys.argv[3:] or ["90", "65626"]
    os.makedirs(out, exist_ok=True)
    cu = ctypes.CDLL("libcuda.so.1")
    def check(r, what):
        if r:
            raise RuntimeError(f"{what}: CUresult {r}")
    check(cu.cuInit(0), "cuInit")
    dev = ctypes.c_int()
    check(cu.cuDeviceGet(ctypes.byref(dev), 0), "cuDeviceGet")
    ctx = ctypes.c_void_p()
    check(cu.cuDevicePrimaryCtxRetain(ctypes.byref(ctx), dev), "cuDevicePrimaryCtxRetain")
    check(cu.cuCtxSetCurrent(ctx), "cuCtxSetCurrent")
    ptx = open(ptx_path, "rb").read() + b"\0"
    for t in targets:
        if t == "nvjitlink":
            nvjitlink(ptx, out)
            continue
        t, _, level = t.partition(":")
        log = ctypes.create_string_buffer(65536)
        opts = [5, 6]  # CU_JIT_ERROR_LOG_BUFFER, CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES
        vals = [ctypes.cast(log, ctypes.c_void_p).value, len(log)]
        if t != "none":
            opts.append(9)  # CU_JIT_TARGET
            vals.append(int(t))
        if level:
            opts.append(7)  # CU_JIT_OPTIMIZATION_LEVEL
            vals.append(int(level))
        n = len(opts)
        o = (ctypes.c_int * n)(*opts)
        v = (ctypes.c_void_p * n)(*vals)
        st = ctypes.c_void_p()
        check(cu.cuLinkCreate_v2(n, o, v, ctypes.byref(st)), "cuLinkCreate")
        r = cu.cuLinkAddData_v2(st, 1, ptx, len(ptx), b"k.ptx", 0, None, None)
        cubin, size = ctypes.c_void_p(), ctypes.c_size_t()
        if not r:
            r = cu.cuLinkComplete(st, ctypes.byref(cubin), ctypes.byref(size))
        name = os.path.join(out, f"driver-{t}" + (f"-O{level}" if level else ""))
        if r:
            open(name + ".err", "w").write(f"CUresult {r}: {log.value.decode(errors='replace')}\n")
            print(f"target {t}: failed, CUresult {r}")
        else:
            open(name + ".cubin", "wb").write(ctypes.string_at(cubin, size.value))
            print(f"target {t}: {size.value} bytes")
        cu.cuLinkDestroy(st)

def nvjitlink(ptx, out):
    import glob
    paths = glob.glob("/usr/local/cuda*/lib64/libnvJitLink.so*") + glob.glob(
        "/usr/local/lib/python3*/dist-packages/nvidia/*/lib/libnvJitLink.so*")
    if not paths:
        print("nvjitlink: libnvJitLink not found")
        return
    nv = ctypes.CDLL(paths[0])
    h = ctypes.c_void_p()
    opts = (ctypes.c_char_p * 1)(b"-arch=sm_90a")
    r = nv.nvJitLinkCreate(ctypes.byref(h), 1, opts)
    if not r:
        r = nv.nvJitLinkAddData(h, 2, ptx, len(ptx), b"k.ptx")
    if not r:
        r = nv.nvJitLinkComplete(h)
    if r:
        print(f"nvjitlink ({paths[0]}): error {r}")
        return
    n = ctypes.c_size_t()
    nv.nvJitLinkGetLinkedCubinSize(h, ctypes.byref(n))
    buf = ctypes.create_string_buffer(n.value)
    nv.nvJitLinkGetLinkedCubin(h, buf)
    open(os.path.join(out, "nvjitlink.cubin"), "wb").write(buf.raw)
    print(f"nvjitlink ({paths[0]}): {n.value} bytes")


main()
