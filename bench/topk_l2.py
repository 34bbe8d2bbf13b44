#!/usr/bin/env python3
"""Whether topk_select's re-read gains from rows still in L2: the TP 1 one-read top-k in
row chunks on one stream, each chunk's topk_select right behind its topk_stats (its rows'
logits read moments before, a chunk of --chunk rows fitting in L2) against every chunk's
topk_stats first and then every topk_select (the same launches; the re-read from DRAM).
Prints each variant's device time per call of topk_stats and topk_select (torch.profiler,
summed over the chunks) and checks both variants' outputs bitwise against the one call.

    python3 bench/topk_l2.py [--tokens 2048] [--chunk 128] [--k 20]
"""
import argparse
import os

os.environ.setdefault("LOGPJIT_JIT", "full")
import torch  # noqa: E402

import logpjit.torch as lt  # noqa: E402
from timing import kernel_us  # noqa: E402
from topk_bench import inputs  # noqa: E402
from topk_overlap import bitwise_equal, chunked_call, topk_op  # noqa: E402


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--tokens", type=int, default=2048)
    ap.add_argument("--chunk", type=int, default=128)
    ap.add_argument("--k", type=int, default=20)
    args = ap.parse_args()
    T, k, n = args.tokens, args.k, args.chunk
    x, tg, kw = inputs(T)
    op = topk_op(x, tg, k)
    ref = lt.topk_logprobs(x, tg, k, **kw)
    sizes = [n] * (T // n) + ([T % n] if T % n else [])
    print(f"GPU {torch.cuda.get_device_name()}, T={T}, k={k}, {len(sizes)} chunks of {n} rows")
    for name, stats_first in (("select behind its chunk", False), ("every stats first", True)):
        fn = chunked_call(op, x, tg, k, sizes, None, stats_first)
        same = bitwise_equal(ref, fn())
        kern = kernel_us(fn, n=20)
        print(f"  {name:26} " + "  ".join(f"{a} {v:7.1f} us" for a, v in sorted(kern.items()))
              + ("  bitwise equal to the one call" if same else "  DIFFERS from the one call"))


if __name__ == "__main__":
    main()
