"""Top-k logprobs on CUDA (docs/spec.md §15) beside the plain forward and torch, same inputs,
same run: median ms of logpjit.torch.topk_logprobs (logp + lse + top-k ids, logprobs and
the target's rank), selected_logprobs (the forward), sampler_logprobs in processed mode
(top_p = 0.9) and torch.log_softmax(x.float()) + torch.topk, and topk_logprobs' kernels; the ids are compared with torch's where the values differ (ties aside).
Usage: python3 bench/topk_bench.py [--tokens 2048] [--k 20] [--repeat 30] [--only WORD]
  --only WORD: only the calls whose row names contain WORD (e.g. processed), timed, no
  comparison (what bench/topk_ncu.sh profiles)
"""

import argparse
import os

os.environ.setdefault("LOGPJIT_JIT", "full")  # time the full kernels
import torch  # noqa: E402

import logpjit.torch as lt  # noqa: E402
from timing import kernel_us, median_ms  # noqa: E402

V, V_REAL, W = 151936, 151669, 2374


def inputs(T):
    """The benchmark's inputs: bf16 logits [T, V] (randn * 2, seed 0), random targets in
    [0, V_real), and the contract's keyword arguments."""
    torch.manual_seed(0)
    x = (torch.randn(T, V, device="cuda") * 2).to(torch.bfloat16)
    tg = torch.randint(0, V_REAL, (T,), device="cuda")
    return x, tg, dict(real_vocab=V_REAL, tile_width=W)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--tokens", type=int, default=2048)
    ap.add_argument("--k", type=int, default=20)
    ap.add_argument("--repeat", type=int, default=30)
    ap.add_argument("--only", default=None)
    args = ap.parse_args()
    T, k = args.tokens, args.k
    x, tg, kw = inputs(T)
    rows = {
        "logpjit selected_logprobs (forward)": lambda: lt.selected_logprobs(x, tg, **kw),
        f"logpjit topk_logprobs k={k} (logp, lse, top-k, rank)":
            lambda: lt.topk_logprobs(x, tg, k, **kw),
        # temperature 0.15: every row's 64 best tokens (the most the processed mode reads)
        # then hold more than top_p of the probability, as an LLM's peaked logits do
        f"logpjit sampler_logprobs processed, tau=0.15, top_p=0.9, {k} logprobs":
            lambda: lt.sampler_logprobs(x, tg, mode="processed", temperature=0.15, top_p=0.9,
                                        num_logprobs=k, **kw),
        f"torch log_softmax(x.float()) + topk({k})":
            lambda: torch.topk(torch.log_softmax(x[:, :V_REAL].float(), -1), k, -1),
    }
    if args.only is not None:
        for name, fn in rows.items():
            if args.only in name:
                print(f"  {name:52} {median_ms(fn, args.repeat):8.3f} ms")
        return
    got = {name: median_ms(fn, args.repeat) for name, fn in rows.items()}
    ids, lps, rank, logp, lse = lt.topk_logprobs(x, tg, k, **kw)
    tv, ti = torch.topk(torch.log_softmax(x[:, :V_REAL].float(), -1), k, -1)
    same = (ids == ti).float().mean().item()
    err = (lps.double() - tv.double()).abs().max().item()
    base = got["logpjit selected_logprobs (forward)"]
    print(f"GPU {torch.cuda.get_device_name()}, torch {torch.__version__}, T={T}, V={V}, bf16")
    for name, ms in got.items():
        print(f"  {name:52} {ms:8.3f} ms  {ms / base:6.2f}x forward")
    kern = kernel_us(lambda: lt.topk_logprobs(x, tg, k, **kw))
    print("  topk_logprobs kernels, device us per call (torch.profiler): "
          + ", ".join(f"{n} {v:.1f}" for n, v in sorted(kern.items())))
    kern = kernel_us(lambda: lt.sampler_logprobs(x, tg, mode="processed", temperature=0.15,
                                                 top_p=0.9, num_logprobs=k, **kw))
    print("  sampler_logprobs processed kernels, device us per call (torch.profiler): "
          + ", ".join(f"{n} {v:.1f}" for n, v in sorted(kern.items())))
    print(f"  ids equal to torch.topk's: {100 * same:.2f}% (ties may order differently); "
          f"max |logprob - torch| {err:.2e}")


if __name__ == "__main__":
    main()
