#!/usr/bin/env python3
"""Peer benchmark on one NVIDIA GPU: logpjit (CLI and Python) vs torch eager and
torch.compile, same inputs.

For each T in --tokens (default 2048 and 8192): builds bf16 logits [T, V] (normal, sd 2)
and int64 targets (every 7th = -100), V = 151936, V_real = 151669, W = 2374; saves them as
safetensors and times `logpjit bench --target sm_90` on those files (both scopes), then
times in this process:
  logpjit python: logpjit.torch.selected_logprobs (the Python path: custom ops on
            torch >= 2.4, else the autograd.Function), both scopes
  eager:    torch.log_softmax(x[:, :V_real].float(), -1).gather(targets)
  compiled: torch.compile(logsumexp + gather) on the same slice
forward and forward+backward (autograd of the masked sum of logp); the engine side's calls
(top-k logprobs with ranks, processed sampler logprobs) beside log_softmax + topk, forward
only; medians of CUDA-event
timings (so the Python rows include their host time only where it is not hidden behind
the GPU). Read bandwidth is measured first with a device-to-device copy (bytes read +
written). Usage: peer_bench.py LOGPJIT_BINARY [--tokens 2048,8192] [--repeat 50] [--tp 1]
[--no-cli] (--tp: the CLI's TP degree, simulated on the one GPU; 1, the default, is one
launch over the whole vocab, like the torch references; --no-cli: skip the CLI rows).
Prints a table per T at the end; with $OUT set, also writes them and logpjit's output to
$OUT/peer_bench.txt.
"""
import argparse, os, re, subprocess, sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "python"))

import torch

from timing import kernel_us, median_ms

V, V_REAL, W = 151936, 151669, 2374
SCOPES = ["cross_tp_bitwise", "cross_target_bitwise"]


def cli_rows(args, x, tg, T, log):
    from safetensors.torch import save_file

    lf, tf = f"{args.dir}/logits_{T}.safetensors", f"{args.dir}/targets_{T}.safetensors"
    save_file({"logits": x.cpu()}, lf)
    save_file({"targets": tg.cpu()}, tf)
    rows = {}
    for scope in SCOPES:
        out = subprocess.run([args.logpjit, "bench", "--target", "sm_90", "--scope", scope,
                              "--logits", lf, "--targets", tf, "--tile-width", str(W),
                              "--real-vocab", str(V_REAL), "--backward", "--tp", str(args.tp),
                              "--repeat", str(args.repeat)],
                             capture_output=True, text=True)
        if out.returncode != 0:
            sys.exit(f"logpjit bench failed: {out.stderr}")
        print(out.stdout)
        log.append(out.stdout)
        med = {m.group(1).strip(): float(m.group(2)) for m in
               re.finditer(r"^\s+(.+?)\s+median\s+([\d.]+) ms", out.stdout, re.M)}
        rows[f"logpjit CLI ({scope})"] = (med["forward (tile_stats + merge)"],
                                         med["forward + backward"])
    for f in (lf, tf):
        os.remove(f)
    return rows


def one_size(args, T, log):
    torch.manual_seed(0)
    x = (torch.randn(T, V, device="cuda") * 2).to(torch.bfloat16)
    tg = torch.randint(0, V_REAL, (T,), device="cuda")
    tg[6::7] = -100
    nbytes = x.numel() * x.element_size()
    y = torch.empty_like(x)
    copy_ms = median_ms(lambda: y.copy_(x), 20)
    bw = 2 * nbytes / (copy_ms * 1e-3) / 1e9
    y = None

    rows = {} if args.no_cli else cli_rows(args, x, tg, T, log)
    notes = []

    import logpjit.torch as lt
    from logpjit import _torch_kernels as tk

    # The eager path through the C++ node (logpjit._native) where it is loaded, and the
    # same call with it turned off (the Python autograd.Function) beside it.
    native = tk._native
    paths = [("", native)] + ([(", no C++ node", None)] if native is not None else [])
    if native is None:
        notes.append(f"python: no C++ node ({lt.NATIVE_ERROR})")
    for scope in SCOPES:
        for label, path in paths:
            tk._native = path

            def py_fwd(xx, scope=scope):
                return lt.selected_logprobs(xx, tg, real_vocab=V_REAL, tile_width=W,
                                            scope=scope)
            fwd = median_ms(lambda: py_fwd(x), args.repeat)
            xg = x.detach().clone().requires_grad_(True)

            def py_fb():
                xg.grad = None
                py_fwd(xg).sum().backward()
            rows[f"logpjit python ({scope}{label})"] = (fwd, median_ms(py_fb, args.repeat))
            if not label:
                kern = kernel_us(py_fb)
                notes.append(f"python ({scope}) kernels, device us per call (torch.profiler): "
                             + ", ".join(f"{k} {v:.1f}" for k, v in sorted(kern.items())))
            xg = None  # free it before the next allocation
        tk._native = native
    lt.check()
    for op in lt._ops.values():
        notes.append(f"python op {op.contract.scope}: kernels {op.kernel_stats()}")

    valid = tg != -100
    safe_t = torch.where(valid, tg, 0)

    def eager_fwd(xx):
        lp = torch.log_softmax(xx[:, :V_REAL].float(), -1)
        return lp.gather(1, safe_t[:, None])[:, 0] * valid

    def lse_fwd(xx):
        xf = xx[:, :V_REAL].float()
        return (xf.gather(1, safe_t[:, None])[:, 0] - torch.logsumexp(xf, -1)) * valid

    # The engine side (docs/spec.md §15; no backward): logp + lse + the top-20 with ids and
    # the target's rank in one call, beside torch's log_softmax + topk; and the processed
    # sampler logprobs (temperature 0.15, top_p 0.9: every row's 64 best tokens then hold
    # top_p).
    nan = float("nan")
    kw = dict(real_vocab=V_REAL, tile_width=W)
    rows["logpjit topk_logprobs k=20 (logp, lse, top-20, rank)"] = (
        median_ms(lambda: lt.topk_logprobs(x, tg, 20, **kw), args.repeat), nan)
    rows["logpjit sampler_logprobs processed (tau 0.15, top_p 0.9)"] = (
        median_ms(lambda: lt.sampler_logprobs(x, tg, mode="processed", temperature=0.15,
                                              top_p=0.9, num_logprobs=20, **kw),
                  args.repeat), nan)
    rows["torch log_softmax(x.float()) + topk(20)"] = (
        median_ms(lambda: torch.topk(torch.log_softmax(x[:, :V_REAL].float(), -1), 20, -1),
                  args.repeat), nan)
    kern = kernel_us(lambda: lt.topk_logprobs(x, tg, 20, **kw))
    notes.append("topk_logprobs kernels, device us per call (torch.profiler): "
                 + ", ".join(f"{k} {v:.1f}" for k, v in sorted(kern.items())))

    compiled = torch.compile(lse_fwd)
    for name, f in [("torch eager", eager_fwd), ("torch.compile", compiled)]:
        fwd = median_ms(lambda: f(x), args.repeat)
        xg = x.detach().clone().requires_grad_(True)

        def fb():
            xg.grad = None
            f(xg).sum().backward()
        rows[name] = (fwd, median_ms(fb, args.repeat))
        xg = None  # free it before the next allocation
    torch.cuda.empty_cache()

    table = [f"GPU: {torch.cuda.get_device_name()}  T={T} V={V} V_real={V_REAL} W={W} bf16, "
             f"torch {torch.__version__}, logpjit custom ops: {lt.CUSTOM_OPS}, "
             f"C++ node: {lt.NATIVE}",
             f"measured bandwidth: {bw:.0f} GB/s (device copy, read + write)",
             f"{'':52} {'fwd ms':>8} {'GB/s':>7} {'%bw':>6} {'fwd+bwd ms':>11} {'vs compile':>11}"]
    cf, cb = rows["torch.compile"]
    for name, (f, b) in rows.items():
        gbs = nbytes / (f * 1e-3) / 1e9
        if b != b:  # no backward: the engine side's calls
            table.append(f"{name:52} {f:8.3f} {gbs:7.0f} {100 * gbs / bw:5.1f}% {'-':>11} "
                         f"{cf / f:5.2f}x")
            continue
        table.append(f"{name:52} {f:8.3f} {gbs:7.0f} {100 * gbs / bw:5.1f}% {b:11.3f} "
                     f"{cf / f:5.2f}x/{cb / b:4.2f}x")
    return table + notes


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("logpjit", nargs="?", default="")
    ap.add_argument("--tokens", default="2048,8192")
    ap.add_argument("--repeat", type=int, default=50)
    ap.add_argument("--tp", type=int, default=1)
    ap.add_argument("--no-cli", action="store_true")
    ap.add_argument("--dir", default="/tmp/logpjit-peer")
    args = ap.parse_args()
    if not args.logpjit and not args.no_cli:
        ap.error("LOGPJIT_BINARY is required (or --no-cli)")
    os.makedirs(args.dir, exist_ok=True)
    log, tables = [], []
    for T in (int(t) for t in args.tokens.split(",")):
        tables += one_size(args, T, log) + [""]
    print("\n".join(tables))
    if os.environ.get("OUT"):
        os.makedirs(os.environ["OUT"], exist_ok=True)
        with open(os.path.join(os.environ["OUT"], "peer_bench.txt"), "w") as fh:
            fh.write("\n".join(log + tables) + "\n")


if __name__ == "__main__":
    main()
