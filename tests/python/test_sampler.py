"""logpjit.torch.sampler_logprobs (docs/spec.md §15): raw mode bitwise topk_logprobs'
outputs; processed mode (temperature, top-k, top-p, renormalized) against an fp64 reference
written here (sorted values, ties by the lower id); a row's bits in any batch; errors. CPU."""

import math
import unittest

import torch

import logpjit.torch as lt
from util import fresh_generator, random_inputs, same_bits

V, W, VR, T = 1024, 128, 1000, 17


def reference(x, sampled, tau, top_k, top_p):
    """Per row: (kept ids in order, their processed logprobs (fp64), the sampled token's)."""
    out = []
    for t in range(x.shape[0]):
        v = x[t, :VR].float()
        if tau is not None:
            v = v / torch.tensor(tau, dtype=torch.float32)
        v = v.double()
        order = sorted(range(VR), key=lambda i: (-float(v[i]), i))
        kept = order[:top_k] if top_k is not None else order
        lse = torch.logsumexp(v[kept], 0)
        if top_p is not None:
            acc, cut = 0.0, []
            for i in kept:
                cut.append(i)
                acc += math.exp(float(v[i] - lse))
                if acc >= top_p:
                    break
            kept = cut
            lse = torch.logsumexp(v[kept], 0)
        lps = [float(v[i] - lse) for i in kept]
        s = int(sampled[t])
        out.append((kept, lps, lps[kept.index(s)] if s in kept else -math.inf))
    return out


class SamplerTest(unittest.TestCase):
    def test_raw_is_topk_logprobs(self):
        gen = fresh_generator("sampler raw")
        x, tg = random_inputs(gen, T, V, VR, torch.bfloat16, ignore_every=1000)
        logp, rank, ids, lps = lt.sampler_logprobs(x, tg, num_logprobs=5, tile_width=W,
                                                   real_vocab=VR)
        t_ids, t_lps, t_rank, t_logp, _ = lt.topk_logprobs(x, tg, 5, tile_width=W,
                                                           real_vocab=VR)
        for a, b in ((logp, t_logp), (lps, t_lps)):
            self.assertTrue(same_bits(a, b))
        self.assertTrue(torch.equal(ids, t_ids) and torch.equal(rank, t_rank))

    def test_processed_against_fp64(self):
        gen = fresh_generator("sampler processed")
        for tau, top_k, top_p in ((0.8, 20, None), (1.3, None, 0.9), (0.7, 40, 0.8),
                                  (None, 5, 0.95)):
            x, _ = random_inputs(gen, T, V, VR, torch.float32, ignore_every=1000)
            x = x * 6.0  # peaked rows, so that top_p fits in the 64 best
            sampled = x[:, :VR].argmax(-1)
            sampled[3] = x[3, :VR].argsort(descending=True)[1]
            logp, rank, ids, lps = lt.sampler_logprobs(
                x, sampled, temperature=tau, top_k=top_k, top_p=top_p, num_logprobs=8,
                mode="processed", tile_width=W, real_vocab=VR)
            ref = reference(x, sampled, tau, top_k, top_p)
            for t, (kept, rlps, rs) in enumerate(ref):
                n = min(8, len(kept))
                self.assertEqual(ids[t, :n].tolist(), kept[:n], (tau, top_k, top_p, t))
                self.assertTrue(bool((ids[t, n:] == -1).all()))
                for a, b in zip(lps[t, :n].tolist(), rlps[:n]):
                    self.assertAlmostEqual(a, b, delta=2e-5 * (1 + abs(b)))
                self.assertAlmostEqual(float(logp[t]), rs, delta=2e-5 * (1 + abs(rs)))
            # a row alone has its batch bits
            one = lt.sampler_logprobs(x[5:6], sampled[5:6], temperature=tau, top_k=top_k,
                                      top_p=top_p, num_logprobs=8, mode="processed",
                                      tile_width=W, real_vocab=VR)
            self.assertTrue(same_bits(one[3], lps[5:6]) and same_bits(one[0], logp[5:6]))

    def test_filtered_sample_and_errors(self):
        gen = fresh_generator("sampler errors")
        x, _ = random_inputs(gen, T, V, VR, torch.bfloat16, ignore_every=1000)
        worst = x[:, :VR].float().argmin(-1)
        logp, rank, _, _ = lt.sampler_logprobs(x, worst, top_k=3, mode="processed",
                                               tile_width=W, real_vocab=VR)
        self.assertTrue(bool((logp == -math.inf).all()) and bool((rank == 0).all()))
        with self.assertRaisesRegex(ValueError, "top_k = 65"):
            lt.sampler_logprobs(x, worst, top_k=65, mode="processed", tile_width=W)
        with self.assertRaisesRegex(ValueError, "mode"):
            lt.sampler_logprobs(x, worst, mode="sampled", tile_width=W)
        with self.assertRaisesRegex(ValueError, "raw"):
            lt.sampler_logprobs(x, worst, temperature=0.5, tile_width=W)
        # Both modes name the argument sampled_ids (raw mode is topk_logprobs' call).
        bad = worst.clone()
        bad[3] = VR
        for mode in ("raw", "processed"):
            with self.assertRaisesRegex(ValueError, r"sampled_ids\[3\] = 1000"):
                lt.sampler_logprobs(x, bad, mode=mode, top_k=None if mode == "raw" else 3,
                                    tile_width=W, real_vocab=VR)
            with self.assertRaisesRegex(ValueError, "sampled_ids: dtype"):
                lt.sampler_logprobs(x, worst.float(), mode=mode, tile_width=W)
        with self.assertRaisesRegex(TypeError, "tp_group: str"):
            lt.sampler_logprobs(x, worst, tp_group="x", tile_width=W)
        with self.assertRaisesRegex(TypeError, "runtime: int"):
            lt.sampler_logprobs(x, worst, runtime=5, tile_width=W)
        flat = torch.zeros((2, V), dtype=torch.float32)  # 1000 equal values: both rows short, one named
        with self.assertRaisesRegex(ValueError, r"sampler: row [01]'s candidates"):
            lt.sampler_logprobs(flat, torch.zeros(2, dtype=torch.int64), top_p=0.9,
                                mode="processed", tile_width=W, real_vocab=VR)

    def test_top_p_edges(self):
        # top_p 1 (vLLM's default) is no filter, even where the fp32 sum of the kept
        # probabilities rounds below 1; a top_p below fp32's range keeps the best token; a
        # row with a NaN value gets NaN, not an error for the batch; errors name sampled_ids.
        gen = fresh_generator("sampler top_p edges")
        x, _ = random_inputs(gen, T, V, VR, torch.float32, ignore_every=1000)
        s = x[:, :VR].argmax(-1)
        kw = dict(mode="processed", tile_width=W, real_vocab=VR, num_logprobs=8)
        for top_k in (5, 17, None):
            a = lt.sampler_logprobs(x, s, top_k=top_k, top_p=1.0, **kw)
            b = (lt.sampler_logprobs(x, s, top_k=top_k, **kw) if top_k is not None else
                 lt.sampler_logprobs(x, s, mode="raw", tile_width=W, real_vocab=VR,
                                     num_logprobs=8))
            for u, v in zip(a, b):
                self.assertTrue(same_bits(u, v), f"top_k = {top_k}")
        logp, rank, ids, lps = lt.sampler_logprobs(x, s, top_p=1e-50, **kw)
        self.assertTrue(bool((ids[:, 1:] == -1).all()) and bool((logp == 0).all()))
        self.assertTrue(bool((ids[:, 0] == s).all()) and bool((rank == 1).all()))
        y = x.clone()
        y[2, 7] = float("nan")
        logp, _, _, _ = lt.sampler_logprobs(y, s, top_p=0.9, top_k=30, **kw)
        self.assertTrue(bool(torch.isnan(logp[2]) | torch.isinf(logp[2])))
        self.assertTrue(same_bits(logp[3:], lt.sampler_logprobs(x, s, top_p=0.9, top_k=30,
                                                                **kw)[0][3:]))
        with self.assertRaisesRegex(ValueError, "sampled_ids"):
            lt.sampler_logprobs(x, s.float(), top_k=3, **kw)
        with self.assertRaisesRegex(ValueError, r"sampled_ids\[1\]"):
            bad = s.clone()
            bad[1] = V
            lt.sampler_logprobs(x, bad, top_k=3, **kw)
        with self.assertRaisesRegex(TypeError, "top_p"):
            lt.sampler_logprobs(x, s, top_p="0.5", **kw)


if __name__ == "__main__":
    unittest.main()
