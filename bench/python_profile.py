#!/usr/bin/env python3
"""Where the host time of logpjit.torch.selected_logprobs goes: cProfile of --number calls
(tiny inputs, so kernels cost next to nothing) of the forward without autograd, the forward
with autograd, and forward + sum().backward(); prints the --top functions by own time
(tottime, microseconds per call of selected_logprobs) for each. The backward of a CUDA
graph runs on torch's autograd device thread, which cProfile does not see: its Python
function (logpjit.torch._backward) is timed separately with perf_counter, as is the whole
step split into forward / sum / backward.

Usage: PYTHONPATH=python python3 bench/python_profile.py [--device cuda] [--tokens 1]
       [--vocab 1024] [--number 2000] [--top 25]
       [--kernels T,V]   also: torch.profiler over 10 steps of forward + sum().backward() on
                         bf16 logits [T, V] (the CUDA kernels and operators each step runs,
                         by device time), e.g. --kernels 2048,151936
"""
import argparse
import cProfile
import io
import os
import pstats
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "python"))

import torch  # noqa: E402

import logpjit.torch as lt  # noqa: E402


def profile(name, fn, number, top, sync):
    for _ in range(20):
        fn()
    sync()
    pr = cProfile.Profile()
    pr.enable()
    for _ in range(number):
        fn()
    sync()
    pr.disable()
    s = io.StringIO()
    st = pstats.Stats(pr, stream=s)
    print(f"### {name}: {st.total_tt / number * 1e6:.1f} us/call under cProfile "
          "(its own cost included)")
    rows = sorted(st.stats.items(), key=lambda kv: -kv[1][2])[:top]
    print(f"{'tottime us':>11} {'cumtime us':>11} {'calls/it':>8}  function")
    for (fname, line, func), (cc, nc, tt, ct, _) in rows:
        where = f"{os.path.basename(fname)}:{line}" if line else ""
        print(f"{tt / number * 1e6:11.2f} {ct / number * 1e6:11.2f} {nc / number:8.1f}  "
              f"{func} {where}")


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--device", default="cuda")
    ap.add_argument("--tokens", type=int, default=1)
    ap.add_argument("--vocab", type=int, default=1024)
    ap.add_argument("--number", type=int, default=2000)
    ap.add_argument("--top", type=int, default=25)
    ap.add_argument("--kernels", default="")
    args = ap.parse_args()
    dev = torch.device(args.device)
    sync = torch.cuda.synchronize if dev.type == "cuda" else (lambda: None)
    gen = torch.Generator().manual_seed(0)
    x = torch.randn((args.tokens, args.vocab), generator=gen).to(dev)
    t = torch.randint(0, args.vocab, (args.tokens,), generator=gen).to(dev)
    xg = x.clone().requires_grad_(True)

    def fwd_bwd():
        xg.grad = None
        lt.selected_logprobs(xg, t).sum().backward()

    print(f"torch {torch.__version__}, custom ops: {lt.CUSTOM_OPS}, device {dev}, "
          f"T={args.tokens}, V={args.vocab}")
    profile("selected_logprobs (no grad)", lambda: lt.selected_logprobs(x, t), args.number,
            args.top, sync)
    profile("selected_logprobs (autograd)", lambda: lt.selected_logprobs(xg, t), args.number,
            args.top, sync)
    profile("selected_logprobs + sum().backward()", fwd_bwd, args.number, args.top, sync)

    # The phases of one step, timed with perf_counter (host time; no synchronization
    # inside a step), and the backward function on the autograd thread.
    spent = {"_backward": 0.0}
    inner = lt._backward

    def timed_backward(*a):
        t0 = time.perf_counter()
        r = inner(*a)
        spent["_backward"] += time.perf_counter() - t0
        return r

    lt._backward = timed_backward
    phases = {"forward": 0.0, "sum": 0.0, "backward()": 0.0}
    for i in range(args.number + 20):
        if i == 20:
            sync()
            for k in phases:
                phases[k] = 0.0
            spent["_backward"] = 0.0
        xg.grad = None
        t0 = time.perf_counter()
        y = lt.selected_logprobs(xg, t)
        t1 = time.perf_counter()
        s = y.sum()
        t2 = time.perf_counter()
        s.backward()
        t3 = time.perf_counter()
        phases["forward"] += t1 - t0
        phases["sum"] += t2 - t1
        phases["backward()"] += t3 - t2
    sync()
    lt._backward = inner
    print("### one step by phase (us per step, perf_counter)")
    for k, v in phases.items():
        print(f"{k:12} {v / args.number * 1e6:8.2f}")
    print(f"{'  of which logpjit.torch._backward':12} "
          f"{spent['_backward'] / args.number * 1e6:8.2f}")

    if args.kernels:
        kernel_table(dev, *(int(v) for v in args.kernels.split(",")))


def kernel_table(dev, T, V):
    from torch.profiler import ProfilerActivity, profile as tprofile

    x = (torch.randn((T, V), device=dev) * 2).to(torch.bfloat16).requires_grad_(True)
    t = torch.randint(0, V, (T,), device=dev)

    def step():
        x.grad = None
        lt.selected_logprobs(x, t).sum().backward()

    for _ in range(5):
        step()
    torch.cuda.synchronize()
    acts = [ProfilerActivity.CPU, ProfilerActivity.CUDA]
    with tprofile(activities=acts) as prof:
        for _ in range(10):
            step()
        torch.cuda.synchronize()
    print(f"### torch.profiler, 10 steps of forward + sum().backward(), bf16 [{T}, {V}]")
    print(prof.key_averages().table(sort_by="cuda_time_total", row_limit=30))


if __name__ == "__main__":
    main()
