#!/usr/bin/env python3
"""Host time per call of the Python path (logpjit._capi and logpjit.torch), on tiny inputs
so that the kernels cost next to nothing: what the Python layer adds to each call.

Rows (microseconds per call, the best of --repeat runs of --number calls each):
  C call                the bare ctypes call with DLTensors packed beforehand (the floor:
                        argument checks and the tiny kernel; on CUDA, the launch)
  Op.<op>               logpjit.Op.<op>: + packing the DLTensors (no DLPack capsules)
  op <op>               the operator as selected_logprobs runs it in eager mode (the plain
                        function): + op cache lookup, output allocation, stream lookup
  custom op <op>        torch.ops.logpjit.<op> (torch >= 2.4; what torch.compile traces):
                        + the custom-op dispatch
  selected_logprobs ... the whole call: forward without autograd, with autograd, and
                        forward + backward
  sampler_logprobs      the processed sampler logprobs (temperature, top_p 0.9, 5
                        logprobs): topk_stats, the merge, topk_select and the sampler
  torch ...             references: torch.empty, log_softmax + gather
"overhead" is the row minus its C call. On CUDA the times are host times (launches are
asynchronous; one synchronization per run of --number calls).

Usage: PYTHONPATH=python python3 bench/python_overhead.py [--device cpu|cuda] [--tokens 1]
       [--vocab 1024] [--number 2000] [--repeat 7]
"""
import argparse
import os
import sys
import timeit

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "python"))

import torch  # noqa: E402

import logpjit  # noqa: E402
import logpjit.torch as lt  # noqa: E402
from logpjit import _capi  # noqa: E402
from logpjit import _torch_kernels as tk  # noqa: E402


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--device", default="cpu")
    ap.add_argument("--tokens", type=int, default=1)
    ap.add_argument("--vocab", type=int, default=1024)
    ap.add_argument("--number", type=int, default=2000)
    ap.add_argument("--repeat", type=int, default=7)
    args = ap.parse_args()
    dev = torch.device(args.device)
    T, V = args.tokens, args.vocab
    W = logpjit.auto_tile_width(V)
    sync = torch.cuda.synchronize if dev.type == "cuda" else (lambda: None)

    def us(fn):
        fn()
        sync()

        def run():
            for _ in range(args.number):
                fn()
            sync()
        return min(timeit.repeat(run, number=1, repeat=args.repeat)) / args.number * 1e6

    gen = torch.Generator().manual_seed(0)
    x = torch.randn((T, V), generator=gen).to(dev)
    t = torch.randint(0, V, (T,), generator=gen).to(dev)
    xg = x.clone().requires_grad_(True)
    rt = logpjit.Runtime(threads=1, device=dev.index or 0) if dev.type == "cpu" else None
    rid = 0 if rt is None else rt.id
    c = (V, W, -1, 1, 0, -100, None, False, "cross_tp_bitwise", 0, rid)
    op = lt._op_for(x, t, None, c)
    f32 = dict(dtype=torch.float32, device=dev)
    K, P = op.info.local_tiles, op.info.partial_width
    parts, tl = torch.empty((T, K, P), **f32), torch.empty((T,), **f32)
    lse, logp = torch.empty((T,), **f32), torch.empty((T,), **f32)
    g, grad = torch.ones((T,), **f32), torch.empty_like(x)
    stream = lt._stream(x)
    lib, h = op._lib, op._hv
    # The bare calls take DLTensors from DLPack capsules, made once and kept alive
    # (_pointers reuses one scratch buffer per thread, so its pointers last one call).
    keep = []

    def dl(*tensors):
        out = []
        for x_ in tensors:
            if x_ is None:
                out.append(None)
                continue
            cap, ptr = _capi._dlpack("x", x_)
            keep.append(cap)
            out.append(ptr)
        return out

    p_ts = dl(x, t, None, parts, tl)
    p_mg = dl(parts[None], tl[None], t, None, lse, logp, None)
    p_bw = dl(x, t, None, g, None, None, lse, None, grad)

    gp, gt = parts[None], tl[None]
    def fwd_bwd():
        xg.grad = None
        lt.selected_logprobs(xg, t, runtime=rt).sum().backward()

    def torch_fwd_bwd():
        xg.grad = None
        torch.log_softmax(xg, -1).gather(1, t[:, None]).sum().backward()

    rows = [
        ("C call tile_stats", lambda: lib.logpjit_op_tile_stats(h, *p_ts, stream), None),
        ("Op.tile_stats", lambda: op.tile_stats(x, t, parts, tl, stream=stream),
         "C call tile_stats"),
        ("op tile_stats", lambda: lt._tile_stats(x, t, None, None, *c), "C call tile_stats"),
        ("C call merge", lambda: lib.logpjit_op_merge(h, *p_mg, stream), None),
        ("Op.merge", lambda: op.merge(gp, gt, t, lse, logp, stream=stream), "C call merge"),
        ("op merge", lambda: lt._merge(gp, gt, t, None, None, x, *c, False), "C call merge"),
        ("C call backward", lambda: lib.logpjit_op_backward(h, *p_bw, stream), None),
        ("Op.backward", lambda: op.backward(x, t, g, lse, grad, stream=stream),
         "C call backward"),
        ("op backward", lambda: lt._backward(x, t, None, None, g, None, None, lse, None, *c),
         "C call backward"),
    ]
    if lt.CUSTOM_OPS:
        ops = torch.ops.logpjit
        rows += [
            ("custom op tile_stats", lambda: ops.tile_stats(x, t, None, None, *c), "C call tile_stats"),
            ("custom op merge", lambda: ops.merge(gp, gt, t, None, None, x, *c, False), "C call merge"),
            ("custom op backward", lambda: ops.backward(x, t, None, None, g, None, None, lse, None, *c),
             "C call backward"),
        ]
    # The engine-side call: peaked rows, so that top_p = 0.9 fits in the 64 candidates.
    xs = x * 8

    def processed():
        lt.sampler_logprobs(xs, t, temperature=0.5, top_p=0.9, num_logprobs=5,
                            mode="processed", runtime=rt)

    rows += [
        ("selected_logprobs (no grad)", lambda: lt.selected_logprobs(x, t, runtime=rt), None),
        ("selected_logprobs (autograd)", lambda: lt.selected_logprobs(xg, t, runtime=rt), None),
        ("selected_logprobs fwd+bwd", fwd_bwd, None),
        ("sampler_logprobs processed", processed, None),
    ]
    if tk._native is not None:  # the same calls with the C++ node turned off
        def python_path(fn):
            def run():
                saved, tk._native = tk._native, None
                try:
                    fn()
                finally:
                    tk._native = saved
            return run
        rows += [
            ("  no C++ node: no grad", python_path(rows[-4][1]), None),
            ("  no C++ node: autograd", python_path(rows[-3][1]), None),
            ("  no C++ node: fwd+bwd", python_path(fwd_bwd), None),
            ("  no C++ calls: processed", python_path(processed), None),
        ]
    rows += [
        ("torch.empty [T]", lambda: torch.empty((T,), **f32), None),
        ("torch log_softmax+gather", lambda: torch.log_softmax(x, -1).gather(1, t[:, None]),
         None),
        ("torch log_softmax+gather fwd+bwd", torch_fwd_bwd, None),
    ]
    print(f"torch {torch.__version__}, custom ops: {lt.CUSTOM_OPS}, C++ node: {tk._native is not None}, "
          f"device {dev}, T={T}, V={V}, "
          f"W={W}, {args.number} calls x {args.repeat}")
    print(f"{'':32} {'us/call':>9} {'overhead':>9}")
    got = {}
    for name, fn, base in rows:
        got[name] = us(fn)
        extra = "" if base is None else f"{got[name] - got[base]:9.2f}"
        print(f"{name:32} {got[name]:9.2f} {extra}")


if __name__ == "__main__":
    main()
