"""Where one Python call's time goes on CUDA: a torch.profiler trace (host and device) of one
call of each of selected_logprobs (the forward), topk_logprobs (k = 20) and sampler_logprobs
(processed, tau 0.15, top_p 0.9, 20 logprobs), after warm-up, printed as a timeline from the
call's start: host API calls (launches, copies, synchronizations) and kernels, each with its
start and end in microseconds, and the call's end on the host. Gaps between kernels with no
host call behind them are the device's; a kernel that starts long after its launch waited
for the one before it.
Usage: python3 bench/call_timeline.py [--tokens 2048] [--calls forward,topk,processed]
"""

import argparse
import os

os.environ.setdefault("LOGPJIT_JIT", "full")  # time the full kernels
import torch  # noqa: E402
from torch.autograd import DeviceType  # noqa: E402
from torch.profiler import ProfilerActivity, profile, record_function  # noqa: E402

import logpjit.torch as lt  # noqa: E402

V, V_REAL, W = 151936, 151669, 2374


def timeline(name, fn):
    for _ in range(10):
        fn()
    torch.cuda.synchronize()
    with profile(activities=[ProfilerActivity.CPU, ProfilerActivity.CUDA]) as prof:
        for i in range(3):
            with record_function(f"call{i}"):
                fn()
            torch.cuda.synchronize()
    evs = list(prof.events())
    marks = sorted((e for e in evs if e.name.startswith("call")), key=lambda e: e.time_range.start)
    mark = marks[-1]
    t0, t1 = mark.time_range.start, mark.time_range.end
    rows = []
    for e in evs:
        s, en = e.time_range.start, e.time_range.end
        if e.device_type == DeviceType.CUDA:
            if s >= t0 and s < t0 + 5000:
                rows.append((s - t0, en - t0, "GPU", e.name[:60]))
        elif t0 <= s <= t1 and e.name.startswith(("cu", "aten::empty", "aten::copy", "aten::item",
                                                   "aten::nonzero", "aten::_local_scalar")):
            rows.append((s - t0, en - t0, "host", e.name[:60]))
    print(f"{name}: host call {t1 - t0:.1f} us")
    for s, en, where, n in sorted(rows):
        print(f"  {s:8.1f} {en:8.1f}  {where:4} {n}")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--tokens", type=int, default=2048)
    ap.add_argument("--calls", default="forward,topk,processed")
    args = ap.parse_args()
    T = args.tokens
    torch.manual_seed(0)
    x = (torch.randn(T, V, device="cuda") * 2).to(torch.bfloat16)
    tg = torch.randint(0, V_REAL, (T,), device="cuda")
    kw = dict(real_vocab=V_REAL, tile_width=W)
    calls = {
        "forward": lambda: lt.selected_logprobs(x, tg, **kw),
        "topk": lambda: lt.topk_logprobs(x, tg, 20, **kw),
        "processed": lambda: lt.sampler_logprobs(x, tg, mode="processed", temperature=0.15,
                                                 top_p=0.9, num_logprobs=20, **kw),
    }
    for name in args.calls.split(","):
        timeline(name, calls[name])


if __name__ == "__main__":
    main()
