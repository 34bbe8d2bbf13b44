#!/usr/bin/env python3
"""The LM head's training step beside its peers, on one CUDA GPU, in one run:

    LOGPJIT_JIT=full LOGPJIT_LIBRARY=BIN/liblogpjit.so PYTHONPATH=python:PEER_DIR \\
        python3 bench/lm_head_peer.py \\
        [--tokens 8192,32768] [--hidden 4096] [--repeat 5] [--tile-sum leaves]
        [--save-rows 4096]

bf16 hidden [T, H] and weight [V, H] (V = 151936, V_real = 151669), targets with every 7th
row -100, the summed logprobs (or cross entropy) of the targets and its backward into
hidden.grad and weight.grad; for each T the median ms of --repeat CUDA-event timed steps and
the peak device memory above the inputs and their gradients ("extra"), for:
  - the three cuBLAS GEMMs only (`h @ w.t()`, its backward): the speed reference;
  - torch matmul + logpjit `selected_logprobs` (materialized bf16 logits);
  - torch matmul + fp32 `logsumexp` / gather (the fp32 LM head in PyTorch);
  - Liger's fused linear cross entropy (Triton), when `liger_kernel` imports (PEER_DIR: a
    checkout's `src`, carried, never committed);
  - logpjit `lm_head_logprobs` (fused, no [T, V] logits; its blocks, outside torch's
    allocator, are counted through cudaMemGetInfo: a fresh Runtime per case), returning
    weight.grad in bf16 and with `weight_main_grad` (an fp32 main grad: an input gradient
    then, Megatron's fusion), that again with `save_rows` (the forward keeps --save-rows
    rows' logits for the backward; 0: not run). `--tile-sum`: its tile partials' order
    ("leaves", sm_90's fused epilogue, or "lanes").
Run it with LOGPJIT_JIT=full: the first steps then use the full kernels, not the quick tier
that serves calls while they compile.
"""

import argparse
import os
import sys

import torch

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from timing import median_ms  # noqa: E402

import logpjit  # noqa: E402
import logpjit.torch as lt  # noqa: E402

V, V_REAL = 151936, 151669
GiB = 2.0 ** 30


def gemms_step(g):
    """The forward GEMM and its backward with an upstream gradient g [T, V] made beforehand
    (not counted): exactly cuBLAS's three GEMMs."""
    def step(h, w, t):
        (h @ w.t()).backward(g)
    return step


def matmul_logpjit_step(rt):
    def step(h, w, t):
        lt.selected_logprobs(h @ w.t(), t, real_vocab=V_REAL, runtime=rt).sum().backward()
    return step


def step_matmul_fp32(h, w, t):
    logits = (h @ w.t()).float()[:, :V_REAL]
    keep = t != -100
    logp = logits.gather(1, t.clamp(min=0)[:, None])[:, 0] - logits.logsumexp(-1)
    (logp * keep).sum().backward()


def liger_step():
    try:
        from liger_kernel.ops.fused_linear_cross_entropy import \
            LigerFusedLinearCrossEntropyFunction as F
    except Exception as e:  # not carried, or it does not import here
        return None, f"{type(e).__name__}: {e}"

    def step(h, w, t):
        F.apply(h, w, t, None, None, -100, 0.0, 0.0, "sum")[0].backward()
    return step, None


def logpjit_step(rt, tile_sum, save_rows=0):
    def step(h, w, t, main=None):
        lt.lm_head_logprobs(h, w, t, real_vocab=V_REAL, weight_main_grad=main, runtime=rt,
                            tile_sum=tile_sum, save_rows=save_rows).sum().backward()
    return step


def measure(step, h, w, t, repeat, main=None):
    """(median ms, extra GiB): peak above inputs and gradients, plus device memory kept
    outside torch's allocator (logpjit's blocks) by the first call."""
    def run():
        h.grad = w.grad = None
        if main is not None:
            main.zero_()
            step(h, w, t, main)
        else:
            step(h, w, t)
    torch.cuda.synchronize()
    torch.cuda.empty_cache()
    free0, reserved0 = torch.cuda.mem_get_info()[0], torch.cuda.memory_reserved()
    torch.cuda.reset_peak_memory_stats()
    base = torch.cuda.memory_allocated()
    run()
    torch.cuda.synchronize()
    grads = h.numel() * h.element_size() + (w.numel() * w.element_size() if w.grad is not None
                                            else 0)
    peak = torch.cuda.max_memory_allocated() - base - grads
    h.grad = w.grad = None
    torch.cuda.empty_cache()
    kept = (free0 - torch.cuda.mem_get_info()[0]) - (torch.cuda.memory_reserved() - reserved0)
    ms = median_ms(run, repeat, warmup=1)
    h.grad = w.grad = None
    return ms, (peak + max(kept, 0)) / GiB


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--tokens", default="8192,32768")
    ap.add_argument("--hidden", type=int, default=4096)
    ap.add_argument("--repeat", type=int, default=5)
    ap.add_argument("--tile-sum", default="leaves", choices=("leaves", "lanes"))
    ap.add_argument("--save-rows", type=int, default=4096)
    args = ap.parse_args()
    H, dev = args.hidden, torch.device("cuda")
    liger, why = liger_step()
    print(f"GPU: {torch.cuda.get_device_name()}  H={H} V={V} V_real={V_REAL} bf16, forward + "
          f"backward; torch {torch.__version__}; logpjit tile_sum={args.tile_sum}"
          + ("" if liger else f"; Liger: not run ({why})"))
    rows = {}
    for T in [int(x) for x in args.tokens.split(",")]:
        torch.manual_seed(0)
        h = torch.randn((T, H), device=dev).bfloat16().requires_grad_()
        w = (torch.randn((V, H), device=dev) * (2.0 / H ** 0.5)).bfloat16().requires_grad_()
        t = torch.randint(0, V_REAL, (T,), device=dev)
        t[6::7] = -100
        g = torch.full((T, V), 1.0 / T, dtype=torch.bfloat16, device=dev)
        rows.setdefault("three cuBLAS GEMMs only (h @ w.t(), backward)", {})[T] = measure(
            gemms_step(g), h, w, t, args.repeat)
        del g
        # logpjit: a fresh Runtime per case, so that its blocks are counted each time.
        cases = [("torch matmul + logpjit selected_logprobs",
                  matmul_logpjit_step(logpjit.Runtime(device=0)), None),
                 ("torch matmul + fp32 logsumexp/gather", step_matmul_fp32, None)]
        if liger:
            cases.append(("Liger fused linear cross entropy (Triton)", liger, None))
        cases.append(("logpjit lm_head_logprobs (weight.grad bf16)",
                      logpjit_step(logpjit.Runtime(device=0), args.tile_sum), None))
        main_grad = torch.zeros((V, H), dtype=torch.float32, device=dev)
        cases.append(("logpjit lm_head_logprobs (weight_main_grad fp32)",
                      logpjit_step(logpjit.Runtime(device=0), args.tile_sum), main_grad))
        if args.save_rows:
            cases.append((f"logpjit lm_head_logprobs (weight_main_grad fp32, save_rows="
                          f"{args.save_rows})",
                          logpjit_step(logpjit.Runtime(device=0), args.tile_sum,
                                       args.save_rows), main_grad))
        for name, step, main in cases:
            try:
                rows.setdefault(name, {})[T] = measure(step, h, w, t, args.repeat, main)
            except torch.cuda.OutOfMemoryError:
                rows.setdefault(name, {})[T] = None
                torch.cuda.empty_cache()
        del h, w, t, main_grad
        torch.cuda.empty_cache()
    Ts = [int(x) for x in args.tokens.split(",")]
    print("| | " + " | ".join(f"T = {T} ms | extra GiB" for T in Ts) + " |")
    print("| --- |" + " --- | --- |" * len(Ts))
    for name, by in rows.items():
        cells = []
        for T in Ts:
            r = by.get(T)
            cells += ["out of memory", "-"] if r is None else [f"{r[0]:.2f}", f"{r[1]:.2f}"]
        print(f"| {name} | " + " | ".join(cells) + " |")


if __name__ == "__main__":
    main()
