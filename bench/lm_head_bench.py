#!/usr/bin/env python3
"""The LM head (docs/spec.md §16) beside cuBLAS, in one run on one GPU.

    python3 bench/lm_head_bench.py BIN/logpjit [--tokens 256,2048,8192] [--hidden 4096]
                                   [--backward] [--clocks]

For each T: cuBLAS's `hidden @ weight.t()` (torch.matmul, bf16, median of CUDA-event timed
calls), then `logpjit bench --lm-head` on the same shape (its median lm_head and fused forward
times), and the ratios. V = 151936 (Qwen3), V_real = 151669. --backward: also the three
cuBLAS GEMMs of a training step (the forward, grad_hidden = G @ weight, grad_weight =
G^T @ hidden) beside logpjit's backward from hidden states and its forward + backward.
--clocks: the SM clock and board power while cuBLAS's and logpjit's timed calls run
(nvidia-smi; medians over the samples under load): a GEMM at the power limit runs at a
lower clock, so two GEMMs of the same shape compare at their clocks too.
"""

import argparse
import re
import subprocess
import sys
import os

import torch

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from timing import Clocks, median_ms  # noqa: E402

V, V_REAL = 151936, 151669


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("logpjit")
    ap.add_argument("--tokens", default="256,2048,8192")
    ap.add_argument("--hidden", type=int, default=4096)
    ap.add_argument("--repeat", type=int, default=20)
    ap.add_argument("--backward", action="store_true")
    ap.add_argument("--clocks", action="store_true")
    args = ap.parse_args()
    H = args.hidden
    print(f"GPU: {torch.cuda.get_device_name()}  V={V} V_real={V_REAL} H={H} bf16, "
          f"torch {torch.__version__}")
    for T in [int(t) for t in args.tokens.split(",")]:
        flop = 2.0 * T * V * H
        h = torch.randn(T, H, device="cuda", dtype=torch.bfloat16)
        w = torch.randn(V, H, device="cuda", dtype=torch.bfloat16) * (2.0 / H ** 0.5)
        with Clocks(args.clocks) as cublas_clocks:
            cublas = median_ms(lambda: h @ w.t(), args.repeat)
        three = None
        if args.backward:
            g = torch.randn(T, V, device="cuda", dtype=torch.bfloat16)

            def gemms():
                h @ w.t()
                g @ w
                g.t() @ h
            three = median_ms(gemms, args.repeat)
            g = None
        h = w = None  # freed before logpjit's run
        torch.cuda.empty_cache()
        with Clocks(args.clocks) as logpjit_clocks:
            out = subprocess.run([args.logpjit, "bench", "--lm-head", "--target", "sm_90",
                                  "--tokens", str(T), "--hidden-size", str(H), "--vocab",
                                  str(V), "--real-vocab", str(V_REAL), "--entropy",
                                  "--repeat", str(args.repeat)] +
                                 (["--backward"] if args.backward else []),
                                 capture_output=True, text=True)
        if out.returncode != 0:
            print(out.stdout, out.stderr)
            sys.exit(1)
        med = {m.group(1).strip(): float(m.group(2)) for m in
               re.finditer(r"^\s+(.+?)\s+median\s+([\d.]+) ms", out.stdout, re.M)}
        gemm = med["lm_head (materialized logits)"]
        fused = next(v for k, v in med.items() if k.startswith("fused forward"))
        print(f"T={T}")
        print(f"  cuBLAS h @ w.t()                 {cublas:9.3f} ms  {flop / cublas / 1e9:6.1f} TFLOP/s")
        print(f"  logpjit lm_head (materialized)   {gemm:9.3f} ms  {flop / gemm / 1e9:6.1f} TFLOP/s"
              f"  {gemm / cublas:5.2f}x cuBLAS")
        print(f"  logpjit fused forward (+entropy) {fused:9.3f} ms  {flop / fused / 1e9:6.1f} TFLOP/s"
              f"  {fused / cublas:5.2f}x cuBLAS")
        if args.clocks:
            print(f"  cuBLAS's GEMM: {cublas_clocks}")
            print(f"  logpjit bench --lm-head: {logpjit_clocks}")
        if three is not None:
            bw = next(v for k, v in med.items() if k.startswith("backward"))
            # the step as bench times it: one call, the forward then the backward
            both = float(re.search(r"^\s+forward \+ backward\s+([\d.]+) ms", out.stdout,
                                   re.M).group(1))
            print(f"  cuBLAS 3 GEMMs (fwd + bwd)       {three:9.3f} ms  "
                  f"{3 * flop / three / 1e9:6.1f} TFLOP/s")
            print(f"  logpjit backward (from hidden)   {bw:9.3f} ms")
            print(f"  logpjit fused forward + backward {both:9.3f} ms  "
                  f"{3 * flop / both / 1e9:6.1f} TFLOP/s  {both / three:5.2f}x the 3 GEMMs")


if __name__ == "__main__":
    main()
