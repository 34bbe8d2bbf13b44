#!/usr/bin/env python3
"""The LM head and the engine-side calls of logpjit.torch on a CUDA GPU, bitwise:

    LOGPJIT_LIBRARY=BIN/liblogpjit.so PYTHONPATH=python python3 bench/torch_engine_check.py

- lm_head_logprobs(hidden, weight, targets) == selected_logprobs(lm_head(hidden, weight),
  targets) (logp, lse, entropy; bf16 and fp32 logits; a per-row temperature);
- index_logprobs(logits, index[:, K]) == K selected_logprobs calls;
- sampler_logprobs(mode="raw") == topk_logprobs; a processed call's row alone == in the batch.
Prints one line per check and exits 1 if any fails (memcmp of the outputs' bytes)."""

import sys

import torch

import logpjit.torch as lt


def same(a, b):
    return a.shape == b.shape and a.dtype == b.dtype and bool(
        a.contiguous().view(torch.uint8).equal(b.contiguous().view(torch.uint8)))


def main():
    dev = torch.device("cuda")
    g = torch.Generator(device=dev).manual_seed(20261202)
    ok = True

    def report(name, good):
        nonlocal ok
        ok &= bool(good)
        print(f"{'ok  ' if good else 'FAIL'} {name}")

    T, H, V, VR, W = 300, 256, 16384, 16000, 512
    hidden = torch.randn((T, H), device=dev, generator=g).bfloat16()
    weight = (torch.randn((V, H), device=dev, generator=g) * (2.0 / H ** 0.5)).bfloat16()
    targets = torch.randint(0, VR, (T,), device=dev, generator=g)
    targets[7] = -100
    tau = torch.rand((T,), device=dev, generator=g) + 0.5
    with torch.no_grad():
        for logits_dtype in (torch.bfloat16, torch.float32):
            for temperature in (None, tau):
                kw = dict(tile_width=W, real_vocab=VR, temperature=temperature,
                          return_lse=True, return_entropy=True)
                logits = lt.lm_head(hidden, weight, logits_dtype=logits_dtype)
                want = lt.selected_logprobs(logits, targets, **kw)
                got = lt.lm_head_logprobs(hidden, weight, targets, logits_dtype=logits_dtype,
                                          **kw)
                report(f"lm_head_logprobs == selected_logprobs(lm_head) ({logits_dtype}, "
                       f"{'per-row tau' if temperature is not None else 'no tau'})",
                       all(same(a, b) for a, b in zip(want, got)))
        lt.check()

        x = torch.randn((T, V), device=dev, generator=g).bfloat16()
        index = torch.randint(0, VR, (T, 6), device=dev, generator=g)
        got = lt.index_logprobs(x, index, tile_width=W, real_vocab=VR, temperature=0.7)
        report("index_logprobs == 6 selected_logprobs calls", all(
            same(got[:, k].contiguous(),
                 lt.selected_logprobs(x, index[:, k], tile_width=W, real_vocab=VR,
                                      temperature=0.7)) for k in range(6)))

        sampled = x[:, :VR].float().argmax(-1)
        raw = lt.sampler_logprobs(x, sampled, num_logprobs=20, tile_width=W, real_vocab=VR)
        ids, lps, rank, logp, _ = lt.topk_logprobs(x, sampled, 20, tile_width=W,
                                                   real_vocab=VR)
        report("sampler_logprobs raw == topk_logprobs",
               same(raw[0], logp) and same(raw[1], rank) and same(raw[2], ids) and
               same(raw[3], lps))
        peaked = (x.float() * 6).bfloat16()
        kw = dict(temperature=0.9, top_k=40, top_p=0.9, num_logprobs=20, mode="processed",
                  tile_width=W, real_vocab=VR)
        batch = lt.sampler_logprobs(peaked, sampled, **kw)
        alone = lt.sampler_logprobs(peaked[11:12], sampled[11:12], **kw)
        report("sampler_logprobs processed: a row alone == in the batch",
               all(same(a, b[11:12]) for a, b in zip(alone, batch)))
        lt.check()
    sys.exit(0 if ok else 1)


if __name__ == "__main__":
    main()
