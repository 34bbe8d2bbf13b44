#!/usr/bin/env python3
"""Device memory of the LM head's fused forward beyond its inputs and outputs, on CUDA:

    LOGPJIT_LIBRARY=BIN/liblogpjit.so PYTHONPATH=python python3 bench/lm_head_memory.py \\
        [--tokens 8192,32768] [--hidden 4096]

For each T: free device memory (cudaMemGetInfo) before and after
logpjit.torch.lm_head_logprobs (bf16 hidden and weight, V = 151936, entropy) less its three
fp32 [T] outputs: the library's scratch block, partials and target logits, which it keeps
(cuMemAlloc, outside torch's allocator). Beside it, torch's peak above the inputs for
`torch.log_softmax((h @ w.t()).float(), -1)` + gather (the materialized fp32 path), forward
only."""

import argparse

import torch

import logpjit
import logpjit.torch as lt

V, V_REAL = 151936, 151669


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--tokens", default="8192,32768")
    ap.add_argument("--hidden", type=int, default=4096)
    args = ap.parse_args()
    H = args.hidden
    dev = torch.device("cuda")
    weight = (torch.randn((V, H), device=dev) * (2.0 / H ** 0.5)).bfloat16()
    print(f"GPU: {torch.cuda.get_device_name()}  V={V} H={H} bf16, forward only")
    for T in [int(t) for t in args.tokens.split(",")]:
        hidden = torch.randn((T, H), device=dev).bfloat16()
        targets = torch.randint(0, V_REAL, (T,), device=dev)
        torch.cuda.synchronize()
        torch.cuda.empty_cache()
        free0 = torch.cuda.mem_get_info()[0]
        rt = logpjit.Runtime(device=0)  # its own op: a scratch block allocated by this call
        with torch.no_grad():
            out = lt.lm_head_logprobs(hidden, weight, targets, real_vocab=V_REAL,
                                      return_lse=True, return_entropy=True, runtime=rt)
        torch.cuda.synchronize()
        torch.cuda.empty_cache()
        free1 = torch.cuda.mem_get_info()[0]
        outputs = sum(o.numel() * o.element_size() for o in out)
        extra = free0 - free1 - outputs
        del out
        torch.cuda.empty_cache()
        torch.cuda.reset_peak_memory_stats()
        base = torch.cuda.memory_allocated()
        with torch.no_grad():
            logp = torch.log_softmax((hidden @ weight.t()).float(), -1).gather(
                -1, targets[:, None])
        peak = torch.cuda.max_memory_allocated() - base - logp.numel() * 4
        del logp
        print(f"T={T}: logpjit fused forward extra {extra / 2**30:.3f} GiB (the library's "
              f"buffers, kept by its op); torch matmul + fp32 log_softmax peak extra "
              f"{peak / 2**30:.3f} GiB")
        del hidden, targets
        torch.cuda.empty_cache()


if __name__ == "__main__":
    main()
