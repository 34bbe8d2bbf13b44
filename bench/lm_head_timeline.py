"""Where one LM-head call's device time goes between its kernels on CUDA: a torch.profiler
trace of the third of three calls (after warm-up) of the materialized lm_head, the fused
forward (lm_head_logprobs, no gradient: logp, lse, entropy) and a training step (the fused
forward with autograd, then backward into hidden and weight), printed per call as its
kernels in order (start, duration, the gap before it, in microseconds) and a summary: the
call's span from its first kernel's start to its last kernel's end, the kernels' summed
duration and the summed gaps between them (time with no kernel of the call running).
The training step's backward runs on autograd's device thread, whose logpjit launches the
trace does not show: its call lists the forward's and the loss's kernels only
(bench/lm_head_launches.sh gives the backward's launches, through Nsight Compute).
Usage: python3 bench/lm_head_timeline.py [--tokens 8192] [--calls lm_head,fused,step]
       [--kernels] (the per-kernel lines; else the summaries only)
"""

import argparse
import os

os.environ.setdefault("LOGPJIT_JIT", "full")  # time the full kernels
import torch  # noqa: E402
from torch.autograd import DeviceType  # noqa: E402
from torch.profiler import ProfilerActivity, profile, record_function  # noqa: E402

import logpjit.torch as lt  # noqa: E402

H, V, V_REAL = 4096, 151936, 151669


def kernels_of(fn):
    """The CUDA kernels of fn's third call: (start, end) in us, name."""
    for _ in range(2):
        fn()
    torch.cuda.synchronize()
    with profile(activities=[ProfilerActivity.CPU, ProfilerActivity.CUDA]) as prof:
        for i in range(3):
            with record_function(f"call{i}"):  # the range ends when the device is done
                fn()
                torch.cuda.synchronize()
    evs = list(prof.events())
    marks = sorted((e for e in evs if e.name.startswith("call")), key=lambda e: e.time_range.start)
    t0, t1 = marks[-1].time_range.start, marks[-1].time_range.end
    ks = [(e.time_range.start - t0, e.time_range.end - t0, e.name)
          for e in evs if e.device_type == DeviceType.CUDA and t0 <= e.time_range.start <= t1
          and not e.name.startswith(("Memcpy", "Memset", "call"))]  # "call": the range
    return sorted(ks)


def report(name, ks, show):
    if not ks:
        print(f"{name}: no kernels traced")
        return
    busy = sum(e - s for s, e, _ in ks)
    gaps, end = [], ks[0][0]
    if show:
        print(f"{name}: {len(ks)} kernels")
    for s, e, n in ks:
        gap = max(0.0, s - end)
        gaps.append(gap)
        end = max(end, e)
        if show:
            print(f"  {s:10.1f} {e - s:9.1f} gap {gap:7.1f}  {n[:70]}")
    span = end - ks[0][0]
    print(f"{name}: span {span / 1000:.3f} ms, kernels {busy / 1000:.3f} ms, gaps "
          f"{sum(gaps) / 1000:.3f} ms over {len(ks)} kernels (largest {max(gaps):.1f} us)")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--tokens", type=int, default=8192)
    ap.add_argument("--calls", default="lm_head,fused,step")
    ap.add_argument("--kernels", action="store_true")
    args = ap.parse_args()
    torch.manual_seed(0)
    h = torch.randn(args.tokens, H, device="cuda").to(torch.bfloat16)
    w = (torch.randn(V, H, device="cuda") / 64).to(torch.bfloat16)
    tg = torch.randint(0, V_REAL, (args.tokens,), device="cuda")
    kw = dict(real_vocab=V_REAL, return_lse=True, return_entropy=True)

    def step():
        hg = h.detach().requires_grad_()
        wg = w.detach().requires_grad_()
        logp, _, ent = lt.lm_head_logprobs(hg, wg, tg, **kw)
        (logp.sum() + ent.sum()).backward()

    calls = {
        "lm_head": lambda: lt.lm_head(h, w),
        "fused": lambda: lt.lm_head_logprobs(h, w, tg, **kw),
        "step": step,
    }
    with torch.no_grad():
        for name in args.calls.split(","):
            if name != "step":
                report(name, kernels_of(calls[name]), args.kernels)
    if "step" in args.calls.split(","):
        report("step", kernels_of(step), args.kernels)


if __name__ == "__main__":
    main()
