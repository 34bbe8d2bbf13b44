"""Whether topk_select can hide under topk_stats: the TP 1 one-read top-k in row chunks,
topk_stats of chunk c + 1 on the caller's stream while topk_select (the merge inside) of
chunk c runs on a second, higher-priority stream, beside the one-launch call and the
plain forward. Each variant is captured once in a CUDA graph and replayed, so the times
are the GPU's (no host time); median of --repeat replays. The outputs of every variant
are compared bitwise with the one-launch call's.
Usage: python3 bench/topk_overlap.py [--tokens 2048] [--k 20] [--repeat 200]
  [--splits "1024,1024;512,512,512,512;1024,512,256,256"] (--splits "": only the forward
  and the one call: a GPU-only A/B of builds, bench/topk_overlap.sh)
"""

import argparse
import os

os.environ.setdefault("LOGPJIT_JIT", "full")
import torch  # noqa: E402

import logpjit.torch as lt  # noqa: E402
from logpjit import _torch_kernels as tk  # noqa: E402
from timing import captured, median_ms  # noqa: E402
from topk_bench import V, V_REAL, W, inputs  # noqa: E402


def graph_ms(fn, repeat):
    """Median ms of a replay of fn captured in a CUDA graph, and fn's outputs."""
    graph, out = captured(fn)
    return median_ms(graph.replay, repeat), out


def bitwise_equal(a, b):
    """Whether two sequences of tensors hold the same bytes (memcmp-like: NaNs and signed
    zeros compared as bits)."""
    return all(torch.equal(u.view(torch.uint8) if u.dtype != torch.int64 else u,
                           v.view(torch.uint8) if v.dtype != torch.int64 else v)
               for u, v in zip(a, b))


def topk_op(x, tg, k):
    """The TP 1 top-k Op of topk_bench's contract for these inputs (compiled)."""
    lt.topk_logprobs(x, tg, k, real_vocab=V_REAL, tile_width=W)  # compiles; the op is cached
    c = lt._prepare(x, tg, None, W, V_REAL, None, -100, None, None, False, "cross_tp_bitwise",
                    0, None)[4]
    return tk._op_for(x, tg, None, c, None, top_k=k)


def chunked_call(op, x, tg, k, sizes, side=None, stats_first=False):
    """fn() running the one-read top-k in row chunks of `sizes` (summing to T): each chunk's
    topk_stats on the caller's stream, then its topk_select (the merge inside) on `side`
    after an event (None: the caller's stream too). stats_first: every chunk's topk_stats
    before any topk_select (the same launches, the re-reads no longer right behind their
    rows' first read). fn returns (ids, logprobs, rank, logp, lse)."""
    T = x.shape[0]
    kl, p, lanes = op.info.local_tiles, op.info.partial_width, op.contract.lanes
    dev = x.device

    def fn():
        main = torch.cuda.current_stream()
        sel = side if side is not None else main
        partials = torch.empty((T, kl, p), dtype=torch.float32, device=dev)
        tl = torch.empty((T,), dtype=torch.float32, device=dev)
        ls = torch.empty((T, kl, lanes), dtype=torch.int64, device=dev)
        lse = torch.empty((T,), dtype=torch.float32, device=dev)
        logp = torch.empty((T,), dtype=torch.float32, device=dev)
        ids = torch.empty((T, k), dtype=torch.int64, device=dev)
        lps = torch.empty((T, k), dtype=torch.float32, device=dev)
        rank = torch.empty((T,), dtype=torch.int64, device=dev)
        spans, a = [], 0
        for n in sizes:
            # bf16 without a temperature: 32-bit lane words in the first half of the
            # int64 buffer, so row a's words start at int64 element a K L / 2
            w = ls.view(-1)[a * kl * lanes // 2:][:n * kl * lanes].view(n, kl, lanes)
            spans.append((a, a + n, w))
            a += n

        def stats(a, b, w):
            op.topk_stats(x[a:b], tg[a:b], partials[a:b], tl[a:b], w, stream=main.cuda_stream)

        def select(a, b, w):
            if sel is not main:
                ev = torch.cuda.Event()
                ev.record(main)
                sel.wait_event(ev)
            op.topk_merge_select(x[a:b], tg[a:b], partials[a:b], tl[a:b], w, lse[a:b],
                                 logp[a:b], ids[a:b], lps[a:b], rank[a:b],
                                 stream=sel.cuda_stream)

        if stats_first:
            for span in spans:
                stats(*span)
            for span in spans:
                select(*span)
        else:
            for span in spans:
                stats(*span)
                select(*span)
        if sel is not main:
            main.wait_stream(sel)
        return ids, lps, rank, logp, lse
    return fn


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--tokens", type=int, default=2048)
    ap.add_argument("--k", type=int, default=20)
    ap.add_argument("--repeat", type=int, default=200)
    ap.add_argument("--splits", default="1024,1024;512,512,512,512;1024,512,256,256;"
                    "768,512,384,256,128")
    args = ap.parse_args()
    T, k = args.tokens, args.k
    x, tg, kw = inputs(T)
    op = topk_op(x, tg, k)
    side = torch.cuda.Stream(priority=-1)

    def chunked(sizes):
        return chunked_call(op, x, tg, k, sizes, side)

    rows = {"forward (selected_logprobs)": lambda: lt.selected_logprobs(x, tg, **kw),
            "topk_logprobs (one call)": lambda: lt.topk_logprobs(x, tg, k, **kw),
            f"chunked {T} (one chunk, side stream)": chunked([T])}
    for s in filter(None, args.splits.split(";")):
        sizes = [int(v) for v in s.split(",")]
        if sum(sizes) == T:
            rows["chunked " + s] = chunked(sizes)
    print(f"GPU {torch.cuda.get_device_name()}, T={T}, V={V}, bf16, k={k}; CUDA graph replays")
    base, ref = None, None
    for name, fn in rows.items():
        ms, out = graph_ms(fn, args.repeat)
        if base is None:
            base = ms
        same = ""
        if ref is None and name.startswith("topk_logprobs"):
            ref = [t.clone() for t in out]
        elif ref is not None:
            same = ("  bitwise equal to the one call" if bitwise_equal(ref, out)
                    else "  DIFFERS from the one call")
        print(f"  {name:44} {ms:8.4f} ms  {ms / base:5.3f}x forward{same}")


if __name__ == "__main__":
    main()
