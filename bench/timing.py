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


class Clocks:
    """SM clock and board power while a block runs (nvidia-smi sampled every `ms` ms):
    `with Clocks() as c: ...`, then str(c) gives the medians over the samples drawn under load
    (power above `busy_w` W). Samples nothing where `enabled` is false or nvidia-smi is
    missing."""

    def __init__(self, enabled=True, ms=25, busy_w=200.0):
        self.enabled, self.ms, self.busy_w, self.samples = enabled, ms, busy_w, []

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
            for line in self.log:
                parts = line.split(",")
                if len(parts) == 2:
                    try:
                        clock, power = float(parts[0]), float(parts[1])
                    except ValueError:
                        continue
                    if power > self.busy_w:
                        self.samples.append((clock, power))
        return False

    def __str__(self):
        if not self.samples:
            return "clocks: no samples under load"
        clocks = sorted(c for c, _ in self.samples)
        powers = sorted(p for _, p in self.samples)
        n = len(self.samples)
        return (f"SM clock median {clocks[n // 2]:.0f} MHz (min {clocks[0]:.0f}), power median "
                f"{powers[n // 2]:.0f} W (max {powers[-1]:.0f}) over {n} samples under load")
