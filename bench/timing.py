"""Shared timing of the bench/ scripts on CUDA (METHOD: an event before the call, one after,
a synchronization; median of many runs after warm-up)."""

import torch


def median_ms(fn, repeat, warmup=5):
    """Median ms of `repeat` timed calls of fn (each between two CUDA events)."""
    for _ in range(warmup):
        fn()
    torch.cuda.synchronize()
    ts = []
    for _ in range(repeat):
        a, b = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
        a.record()
        fn()
        b.record()
        b.synchronize()
        ts.append(a.elapsed_time(b))
    ts.sort()
    return ts[len(ts) // 2]


def kernel_us(fn, n=10, prefix="logpjit_"):
    """Device time per call of each kernel named `prefix`* that fn launches (torch.profiler), us."""
    from torch.profiler import ProfilerActivity, profile

    fn()
    torch.cuda.synchronize()
    with profile(activities=[ProfilerActivity.CUDA]) as prof:
        for _ in range(n):
            fn()
        torch.cuda.synchronize()
    got = {}
    for e in prof.key_averages():
        if e.key.startswith(prefix):
            got[e.key] = getattr(e, "device_time_total", getattr(e, "cuda_time_total", 0)) / n
    return got
