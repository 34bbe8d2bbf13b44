#!/usr/bin/env python3
"""topk_logprobs' kernels against the number of rows, on one GPU: device us per call of
topk_stats and topk_select (torch.profiler) for each T, bf16, V = 151936, k = 20, the
inputs of bench/topk_bench.py. topk_select runs one block per row, a fixed number of blocks
per SM; rows just below and just above a multiple of the resident blocks separate a
kernel bound by its waves (time steps up at the boundary) from one bound by throughput
(time grows with the rows).

    python3 bench/topk_rows.py [--tokens 512,1024,1056,1057,1088,2048] [--k 20]
"""
import argparse
import os

os.environ.setdefault("LOGPJIT_JIT", "full")
import torch  # noqa: E402

import logpjit.torch as lt  # noqa: E402
from timing import kernel_us  # noqa: E402
from topk_bench import inputs  # noqa: E402


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--tokens", default="512,1024,1056,1057,1088,1584,2048,2112,2113")
    ap.add_argument("--k", type=int, default=20)
    args = ap.parse_args()
    sms = torch.cuda.get_device_properties(0).multi_processor_count
    print(f"GPU {torch.cuda.get_device_name()}, {sms} SMs, k={args.k}")
    for T in [int(t) for t in args.tokens.split(",")]:
        x, tg, kw = inputs(T)
        kern = kernel_us(lambda: lt.topk_logprobs(x, tg, args.k, **kw), n=20)
        print(f"  T={T:5d}  " + "  ".join(f"{n} {v:7.1f}" for n, v in sorted(kern.items())))


if __name__ == "__main__":
    main()
