"""Shared timing of the bench/ scripts on CUDA (METHOD: an event before the call, one after,
a synchronization; median of many runs after warm-up)."""

import sys


def median_ms(fn, repeat, warmup=5):
    """Median ms of `repeat` timed calls of fn (each between two CUDA events)."""
    import torch

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


def captured(fn, warmup=3):
    """(graph, fn's return value in the graph's memory): fn captured in a CUDA graph after
    `warmup` calls on a side stream (torch's recipe), so that graph.replay() runs its
    kernels without host time."""
    import torch

    side = torch.cuda.Stream()
    side.wait_stream(torch.cuda.current_stream())
    with torch.cuda.stream(side):
        for _ in range(warmup):
            fn()
    torch.cuda.current_stream().wait_stream(side)
    graph = torch.cuda.CUDAGraph()
    with torch.cuda.graph(graph):
        out = fn()
    return graph, out


def kernel_us(fn, n=10, prefix="logpjit_"):
    """Device time per call of each kernel named `prefix`* that fn launches (torch.profiler), us."""
    import torch
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


def under_load(lines, busy_w=200.0):
    """(clock, power) of nvidia-smi's `clocks.sm,power.draw` csv lines (noheader, nounits)
    drawn under load (power above `busy_w` W), in order."""
    samples = []
    for line in lines:
        parts = line.split(",")
        try:
            clock, power = float(parts[0]), float(parts[1])
        except (ValueError, IndexError):
            continue
        if power > busy_w:
            samples.append((clock, power))
    return samples


def clock_summary(lines, busy_w=200.0):
    """The SM clock and board power medians over nvidia-smi's `clocks.sm,power.draw` csv
    lines (noheader, nounits) drawn under load (power above `busy_w` W)."""
    samples = under_load(lines, busy_w)
    if not samples:
        return "clocks: no samples under load"
    import statistics
    clocks, powers = [c for c, _ in samples], [p for _, p in samples]
    return (f"SM clock median {statistics.median(clocks):.0f} MHz (min {min(clocks):.0f}), "
            f"power median {statistics.median(powers):.0f} W (max {max(powers):.0f}) over "
            f"{len(samples)} samples under load")


class Clocks:
    """SM clock and board power while a block runs (nvidia-smi sampled every `ms` ms):
    `with Clocks() as c: ...`, then str(c) is clock_summary of the samples. Samples nothing
    where `enabled` is false or nvidia-smi is missing."""

    def __init__(self, enabled=True, ms=25, busy_w=200.0):
        self.enabled, self.ms, self.busy_w, self.lines = enabled, ms, busy_w, []

    def __enter__(self):
        import shutil
        import subprocess
        import tempfile
        self.proc = None
        if self.enabled and shutil.which("nvidia-smi"):
            self.log = tempfile.TemporaryFile(mode="w+")
            self.proc = subprocess.Popen(
                ["nvidia-smi", "--query-gpu=clocks.sm,power.draw", "--format=csv,noheader,nounits",
                 "-lms", str(self.ms)], stdout=self.log, stderr=subprocess.DEVNULL)
        return self

    def __exit__(self, *exc):
        if self.proc is not None:
            self.proc.terminate()
            self.proc.wait()
            self.log.seek(0)
            self.lines = self.log.readlines()
        return False

    def __str__(self):
        return clock_summary(self.lines, self.busy_w)


if __name__ == "__main__":  # python3 bench/timing.py SMI_LOG: clock_summary of an nvidia-smi log
    with open(sys.argv[1]) as f:
        print(clock_summary(f))
