"""The TP 1 forward (selected_logprobs; with entropy; with a temperature) in each scope,
GPU time only: each call captured once in a CUDA graph and replayed, median of --repeat
replays. An A/B of builds that change every scope's kernels (bench/forward_scopes.sh).
Usage: python3 bench/forward_scopes.py [--tokens 2048] [--repeat 300]
"""

import argparse
import os

os.environ.setdefault("LOGPJIT_JIT", "full")
import torch  # noqa: E402

import logpjit.torch as lt  # noqa: E402
from timing import captured, median_ms  # noqa: E402
from topk_bench import inputs  # noqa: E402


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--tokens", type=int, default=2048)
    ap.add_argument("--repeat", type=int, default=300)
    args = ap.parse_args()
    x, tg, kw = inputs(args.tokens)
    print(f"GPU {torch.cuda.get_device_name()}, T={args.tokens}, bf16; CUDA graph replays")
    for scope in ("cross_tp_bitwise", "cross_target_bitwise"):
        for name, extra in (("forward", {}), ("+ entropy", {"return_entropy": True}),
                            ("+ temperature 0.7", {"temperature": 0.7})):
            def fn(extra=extra, scope=scope):
                return lt.selected_logprobs(x, tg, scope=scope, **kw, **extra)
            fn()  # compiles
            graph, _ = captured(fn)
            ms = median_ms(graph.replay, args.repeat)
            print(f"  {scope:22} {name:20} {ms:8.4f} ms")


if __name__ == "__main__":
    main()
