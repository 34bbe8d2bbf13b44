"""Where the Python path's forward time goes beyond its kernels (CUDA, bf16, V = 151936).

For each T, the median of --repeat timed calls (an event before the call, one after, a
synchronization: peer_bench.py's method) of:
  selected_logprobs          the whole call (C++ node where logpjit._native is loaded)
  C calls on fixed buffers   tile_stats + merge through ctypes on preallocated outputs
                             (what `logpjit bench` times, from Python)
  graph replay               selected_logprobs captured in a CUDA graph
and the kernels' device time (torch.profiler), the host time of one call before its first
launch returns (no synchronization), and the same with a 20 us sleep before the call (is
the gap host time the GPU waits for?).
Usage: python3 bench/python_gap.py [--tokens 2048,8192] [--repeat 50]
"""

import argparse
import os
import time
import timeit

os.environ.setdefault("LOGPJIT_JIT", "full")  # time the full kernels, never a quick tier
import torch  # noqa: E402

import logpjit.torch as lt  # noqa: E402
from logpjit import _torch_kernels as tk  # noqa: E402
from timing import captured, kernel_us, median_ms  # noqa: E402

V, V_REAL, W = 151936, 151669, 2374


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--tokens", default="2048,8192")
    ap.add_argument("--repeat", type=int, default=50)
    args = ap.parse_args()
    print(f"torch {torch.__version__}, C++ node: {lt.NATIVE}")
    for T in (int(t) for t in args.tokens.split(",")):
        torch.manual_seed(0)
        x = (torch.randn(T, V, device="cuda") * 2).to(torch.bfloat16)
        tg = torch.randint(0, V_REAL, (T,), device="cuda")
        tg[6::7] = -100

        def call():
            return lt.selected_logprobs(x, tg, real_vocab=V_REAL, tile_width=W)
        rows = {"selected_logprobs": median_ms(call, args.repeat)}

        def sleepy():
            time.sleep(20e-6)
            return call()
        rows["sleep 20 us, then selected_logprobs"] = median_ms(sleepy, args.repeat)

        c = (V, W, V_REAL, 1, 0, -100, None, False, "cross_tp_bitwise", 0, 0)
        op = tk._op_for(x, tg, None, c)
        k, p = op.info.local_tiles, op.info.partial_width
        f32 = dict(dtype=torch.float32, device="cuda")
        parts, tl = torch.empty((T, k, p), **f32), torch.empty((T,), **f32)
        lse, logp = torch.empty((T,), **f32), torch.empty((T,), **f32)
        stream = tk._stream(x)

        def c_calls():
            op.tile_stats(x, tg, parts, tl, stream=stream)
            op.merge(parts[None], tl[None], tg, lse, logp, stream=stream)
        rows["C calls on fixed buffers (ctypes)"] = median_ms(c_calls, args.repeat)

        graph, _ = captured(call)
        rows["graph replay of selected_logprobs"] = median_ms(graph.replay, args.repeat)

        torch.cuda.synchronize()
        host = []
        for _ in range(args.repeat):
            torch.cuda.synchronize()
            t0 = time.perf_counter()
            call()
            host.append((time.perf_counter() - t0) * 1e3)
        host.sort()
        rows["host time of one call (no sync)"] = host[len(host) // 2]

        print(f"T={T}")
        for name, ms in rows.items():
            print(f"  {name:40} {ms:8.3f} ms")
        print("  kernels (torch.profiler, us): " +
              ", ".join(f"{n} {v:.1f}" for n, v in sorted(kernel_us(call).items())))
        del graph
        xs = torch.zeros(8, device="cuda", requires_grad=True)

        def engine():  # torch's autograd engine on a one-node CUDA graph: its floor
            xs.grad = None
            xs.sum().backward()
        if tk._native is not None:  # host time of the pieces, us per call (no sync)
            pieces = {
                "_op_for": lambda: tk._op_for(x, tg, None, c),
                "_stream": lambda: tk._stream(x),
                "_native.forward (fixed args)": lambda: tk._native.forward(
                    x, tg, None, None, op._native, stream),
                "_native_forward": lambda: tk._native_forward(x, tg, None, None, c),
                "selected_logprobs": call,
                "torch: x.sum().backward() (autograd alone)": engine,
            }
            for name, fn in pieces.items():
                fn()
                torch.cuda.synchronize()
                best = min(timeit.repeat(fn, number=200, repeat=5)) / 200 * 1e6
                torch.cuda.synchronize()
                print(f"  host {name:36} {best:8.2f} us")


if __name__ == "__main__":
    main()
