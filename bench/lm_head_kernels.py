#!/usr/bin/env python3
"""Device time per kernel of the LM head's training step (torch.profiler), on CUDA:

    LOGPJIT_JIT=full LOGPJIT_LIBRARY=BIN/liblogpjit.so PYTHONPATH=python \\
        python3 bench/lm_head_kernels.py [--tokens 8192] [--hidden 4096]

logpjit.torch.lm_head_logprobs on bf16 hidden [T, H] and weight [V, H] (V = 151936), its sum's
backward into hidden and weight; prints each kernel's device time per step (us) and its
share: the GEMMs (logpjit_lm_head: the forward's, the recomputed logits', grad_hidden's and
grad_weight's), the relayouts (conversions, leaf sums), backward, tile_stats,
merge, and torch's own kernels (the fp32 grad_weight's rounding)."""

import argparse
import os
import sys

import torch

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from timing import kernel_us  # noqa: E402

import logpjit.torch as lt  # noqa: E402

V, V_REAL = 151936, 151669


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--tokens", type=int, default=8192)
    ap.add_argument("--hidden", type=int, default=4096)
    args = ap.parse_args()
    T, H, dev = args.tokens, args.hidden, torch.device("cuda")
    h = torch.randn((T, H), device=dev).bfloat16().requires_grad_()
    w = (torch.randn((V, H), device=dev) * (2.0 / H ** 0.5)).bfloat16().requires_grad_()
    t = torch.randint(0, V_REAL, (T,), device=dev)

    def step():
        h.grad = w.grad = None
        lt.lm_head_logprobs(h, w, t, real_vocab=V_REAL).sum().backward()
    us = kernel_us(step, n=3, prefix="")
    total = sum(us.values())
    print(f"T={T} H={H} V={V}: {total / 1000:.2f} ms of kernels per step")
    for name, v in sorted(us.items(), key=lambda kv: -kv[1]):
        if v >= 1:
            print(f"  {v / 1000:9.3f} ms  {100 * v / total:5.1f}%  {name[:90]}")


if __name__ == "__main__":
    main()
