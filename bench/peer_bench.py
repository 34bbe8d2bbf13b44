#!/usr/bin/env python3
"""Peer benchmark on one NVIDIA GPU: logpjit vs torch eager vs torch.compile, same inputs.

Builds bf16 logits [T, V] (normal, sd 2) and int64 targets (every 7th = -100), saves
them as safetensors, times `logpjit bench --target sm_90` on those files, then times in
this process:
  eager:    torch.log_softmax(x[:, :V_real].float(), -1).gather(targets)
  compiled: torch.compile(logsumexp + gather) on the same slice
forward and forward+backward (autograd of the masked sum of logp), medians of CUDA-event
timings. Read bandwidth is measured first with a device-to-device copy (bytes read +
written). Usage: peer_bench.py LOGPJIT_BINARY [--tokens 2048] [--repeat 50] [--tp 1]
(--tp: logpjit's TP degree, simulated on the one GPU; 1, the default, is one launch over the
whole vocab, like the torch references; 2 launches each rank's tile_stats in turn).
"""
import argparse, json, os, re, subprocess, sys, time

import torch
from safetensors.torch import save_file

V, V_REAL, W = 151936, 151669, 2374


def median_ms(fn, repeat, warmup=5):
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


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("logpjit")
    ap.add_argument("--tokens", type=int, default=2048)
    ap.add_argument("--repeat", type=int, default=50)
    ap.add_argument("--tp", type=int, default=1)
    ap.add_argument("--dir", default="/tmp/logpjit-peer")
    args = ap.parse_args()
    T = args.tokens
    os.makedirs(args.dir, exist_ok=True)
    torch.manual_seed(0)
    x = (torch.randn(T, V, device="cuda") * 2).to(torch.bfloat16)
    tg = torch.randint(0, V_REAL, (T,), device="cuda")
    tg[6::7] = -100
    lf, tf = f"{args.dir}/logits.safetensors", f"{args.dir}/targets.safetensors"
    save_file({"logits": x.cpu()}, lf)
    save_file({"targets": tg.cpu()}, tf)
    nbytes = x.numel() * x.element_size()

    y = torch.empty_like(x)
    copy_ms = median_ms(lambda: y.copy_(x), 20)
    bw = 2 * nbytes / (copy_ms * 1e-3) / 1e9

    rows = {}
    for scope in ["cross_tp_bitwise", "cross_target_bitwise"]:
        out = subprocess.run([args.logpjit, "bench", "--target", "sm_90", "--scope", scope,
                              "--logits", lf, "--targets", tf, "--tile-width", str(W),
                              "--real-vocab", str(V_REAL), "--backward", "--tp", str(args.tp),
                              "--repeat", str(args.repeat)],
                             capture_output=True, text=True)
        if out.returncode != 0:
            sys.exit(f"logpjit bench failed: {out.stderr}")
        print(out.stdout)
        med = {m.group(1).strip(): float(m.group(2)) for m in
               re.finditer(r"^\s+(.+?)\s+median\s+([\d.]+) ms", out.stdout, re.M)}
        rows[f"logpjit ({scope})"] = (med["forward (tile_stats + merge)"],
                                     med["forward + backward"])

    valid = tg != -100
    safe_t = torch.where(valid, tg, 0)

    def eager_fwd(xx):
        lp = torch.log_softmax(xx[:, :V_REAL].float(), -1)
        return lp.gather(1, safe_t[:, None])[:, 0] * valid

    def lse_fwd(xx):
        xf = xx[:, :V_REAL].float()
        return (xf.gather(1, safe_t[:, None])[:, 0] - torch.logsumexp(xf, -1)) * valid

    compiled = torch.compile(lse_fwd)
    for name, f in [("torch eager", eager_fwd), ("torch.compile", compiled)]:
        fwd = median_ms(lambda: f(x), args.repeat)
        xg = x.detach().clone().requires_grad_(True)

        def fb():
            xg.grad = None
            f(xg).sum().backward()
        rows[name] = (fwd, median_ms(fb, args.repeat))

    print(f"GPU: {torch.cuda.get_device_name()}  T={T} V={V} V_real={V_REAL} bf16")
    print(f"measured bandwidth: {bw:.0f} GB/s (device copy, read + write)")
    print(f"{'':34} {'fwd ms':>8} {'GB/s':>7} {'%bw':>6} {'fwd+bwd ms':>11} {'vs compile':>11}")
    cf, cb = rows["torch.compile"]
    for name, (f, b) in rows.items():
        gbs = nbytes / (f * 1e-3) / 1e9
        print(f"{name:34} {f:8.3f} {gbs:7.0f} {100 * gbs / bw:5.1f}% {b:11.3f} "
              f"{cf / f:5.2f}x/{cb / b:4.2f}x")


if __name__ == "__main__":
    main()
