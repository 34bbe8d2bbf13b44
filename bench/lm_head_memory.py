#!/usr/bin/env python3
"""Device memory of the LM head's fused forward beyond its inputs and outputs, on CUDA:

    LOGPJIT_LIBRARY=BIN/liblogpjit.so PYTHONPATH=python python3 bench/lm_head_memory.py \\
        [--tokens 8192,32768] [--hidden 4096] [--backward [--save-rows 4096]]

For each T: free device memory (cudaMemGetInfo) before and after
logpjit.torch.lm_head_logprobs (bf16 hidden and weight, V = 151936, entropy) less its three
fp32 [T] outputs: the library's scratch block, partials and target logits, which it keeps
(cuMemAlloc, outside torch's allocator). Beside it, torch's peak above the inputs for
`torch.log_softmax((h @ w.t()).float(), -1)` + gather (the materialized fp32 path), forward
only. --backward: the forward and backward of a training step instead (logp and entropy
summed, .backward() into hidden.grad and weight.grad): the library's kept buffers plus torch's
peak above the inputs, outputs and the two gradients (the low halves of grad_weight's fp32
sums between row blocks, the grad_hidden partials and their all-gather), beside torch's
matmul + fp32 log_softmax + gather forward and backward; --save-rows N (with --backward):
each logpjit step again keeping N rows' logits for the backward (lm_head_logprobs'
save_rows), whose buffer is in torch's peak."""

import argparse

import torch

import logpjit
import logpjit.torch as lt

V, V_REAL = 151936, 151669


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--tokens", default="8192,32768")
    ap.add_argument("--hidden", type=int, default=4096)
    ap.add_argument("--backward", action="store_true")
    ap.add_argument("--save-rows", type=int, default=0)
    args = ap.parse_args()
    if args.save_rows and not args.backward:
        ap.error("--save-rows needs --backward (only a backward reads the kept logits)")
    if args.backward:
        return backward(args)
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


def extra(hidden, weight, targets, T, main_grad, save_rows=0):
    """Prints logpjit's forward + backward memory beyond inputs, outputs and gradients (with
    main_grad: weight's gradient added to an fp32 main grad, the input gradient then;
    save_rows: lm_head_logprobs' kept rows)."""
    H = hidden.shape[1]
    main = torch.zeros(weight.shape, dtype=torch.float32, device=weight.device) if main_grad \
        else None
    grads = T * H * 2 + (V * H * 4 if main_grad else V * H * 2)
    torch.cuda.synchronize()
    torch.cuda.empty_cache()
    free0, reserved0 = torch.cuda.mem_get_info()[0], torch.cuda.memory_reserved()
    torch.cuda.reset_peak_memory_stats()
    base = torch.cuda.memory_allocated() - (main.numel() * 4 if main_grad else 0)
    rt = logpjit.Runtime(device=0)
    logp, entropy = lt.lm_head_logprobs(hidden, weight, targets, real_vocab=V_REAL,
                                        return_entropy=True, runtime=rt, weight_main_grad=main,
                                        save_rows=save_rows)
    (logp.sum() + entropy.sum()).backward()
    torch.cuda.synchronize()
    peak = torch.cuda.max_memory_allocated() - base - 2 * T * 4 - grads
    del logp, entropy
    torch.cuda.empty_cache()
    kept = (free0 - torch.cuda.mem_get_info()[0]) - (torch.cuda.memory_reserved() - reserved0)
    print(f"T={T}: logpjit lm_head_logprobs forward + backward"
          f"{' into an fp32 main grad' if main_grad else ''}"
          f"{f' keeping {save_rows} rows' if save_rows else ''} extra "
          f"{(kept + peak) / 2**30:.3f} GiB (library buffers {kept / 2**30:.3f}, torch peak "
          f"{peak / 2**30:.3f})")
    hidden.grad = weight.grad = None
    del main, rt
    torch.cuda.empty_cache()


def backward(args):
    H, dev = args.hidden, torch.device("cuda")
    print(f"GPU: {torch.cuda.get_device_name()}  V={V} H={H} bf16, forward + backward")
    for T in [int(t) for t in args.tokens.split(",")]:
        weight = ((torch.randn((V, H), device=dev) * (2.0 / H ** 0.5)).bfloat16()
                  .requires_grad_())
        hidden = torch.randn((T, H), device=dev).bfloat16().requires_grad_()
        targets = torch.randint(0, V_REAL, (T,), device=dev)
        for save_rows in sorted({0, args.save_rows}):
            for main_grad in (False, True):
                extra(hidden, weight, targets, T, main_grad, save_rows)
        grads = (T + V) * H * 2  # hidden.grad and weight.grad, bf16
        torch.cuda.empty_cache()
        torch.cuda.reset_peak_memory_stats()
        base = torch.cuda.memory_allocated()
        try:
            logits = (hidden @ weight.t()).float()
            lsm = torch.log_softmax(logits, -1)
            del logits
            (lsm.gather(-1, targets[:, None]).sum() - (lsm.exp() * lsm).sum()).backward()
            del lsm
            torch.cuda.synchronize()
            ref = f"{(torch.cuda.max_memory_allocated() - base - grads) / 2**30:.3f} GiB"
        except torch.cuda.OutOfMemoryError:
            ref = "out of memory"
        print(f"T={T}: torch matmul + fp32 log_softmax forward + backward peak extra {ref}")
        del hidden, weight, targets
        torch.cuda.empty_cache()


if __name__ == "__main__":
    main()
