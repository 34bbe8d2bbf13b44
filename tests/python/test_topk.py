"""logpjit.torch.topk_logprobs (docs/spec.md §15) against a reference written here: the
values logits / tau in fp32, sorted by the total order (NaN highest, -0 below +0) and then
by id; logprobs bitwise value - lse, lse and logp bitwise those of selected_logprobs; the
rank 1 + the values above the target's; batch invariance; errors. CPU (CUDA: test_cuda)."""

import unittest

import torch

import logpjit
import logpjit.torch as lt
from util import fresh_generator, random_inputs, same_bits

V, W, VR, T = 1024, 128, 1000, 23


def value_keys(v: torch.Tensor) -> torch.Tensor:
    """int64 total-order keys of fp32 values."""
    bits = v.contiguous().view(torch.int32).to(torch.int64)
    bits = torch.where(torch.isnan(v), torch.full_like(bits, 0x7FC00000), bits)
    return torch.where(bits >= 0, bits, bits ^ 0x7FFFFFFF)


def reference(logits, targets, k, tau=None, ignore_index=-100):
    """(ids, values, rank) per active row, from the spec."""
    out = []
    for t in range(logits.shape[0]):
        if int(targets[t]) == ignore_index:
            out.append(None)
            continue
        v = logits[t, :VR].float()
        if tau is not None:
            v = v / torch.tensor(tau, dtype=torch.float32)
        keys = value_keys(v)
        order = torch.sort(keys, descending=True, stable=True).indices  # ties: lower id first
        ids = order[:k]
        rank = 1 + int((keys > keys[int(targets[t])]).sum())
        out.append((ids, v, rank))
    return out


class TopK(unittest.TestCase):
    def check(self, logits, targets, k, **kw):
        ids, lps, rank, logp, lse = lt.topk_logprobs(logits, targets, k, vocab=V, tile_width=W,
                                                     real_vocab=VR, **kw)
        want_logp, want_lse = lt.selected_logprobs(logits, targets, vocab=V, tile_width=W,
                                                   real_vocab=VR, return_lse=True, **kw)
        self.assertTrue(same_bits(logp, want_logp))
        self.assertTrue(same_bits(lse, want_lse))
        ref = reference(logits, targets, k, kw.get("temperature"))
        for t, r in enumerate(ref):
            if r is None:
                self.assertTrue(bool((ids[t] == -1).all()))
                self.assertEqual(int(rank[t]), 0)
                self.assertTrue(same_bits(lps[t], torch.zeros(k)))
                continue
            rid, v, rrank = r
            self.assertEqual(ids[t].tolist(), rid.tolist(), f"row {t}")
            self.assertEqual(int(rank[t]), rrank, f"row {t}")
            self.assertTrue(same_bits(lps[t], v[rid] - lse[t]), f"row {t}")
            hit = (rid == int(targets[t])).nonzero()
            if len(hit):
                i = int(hit[0])
                self.assertTrue(same_bits(lps[t, i:i + 1], logp[t:t + 1]))
        return ids, lps, rank

    def test_reference_dtypes_and_temperature(self):
        for dtype, k, tau in ((torch.bfloat16, 20, None), (torch.float16, 5, 0.7),
                              (torch.float32, 64, None)):
            with self.subTest(dtype=dtype, k=k):
                logits, targets = random_inputs(fresh_generator(f"topk_{dtype}"), T, V, VR, dtype)
                logits[1, :VR] = 0.0  # ties everywhere (and +0 / -0)
                logits[1, 1::3] = -0.0
                logits[1, 500] = 1.0
                logits[2, 7] = float("nan")
                kw = {} if tau is None else {"temperature": tau}
                ids, lps, rank = self.check(logits, targets, k, **kw)
                # A row alone gives its bits in the batch.
                one = lt.topk_logprobs(logits[5:6], targets[5:6], k, vocab=V, tile_width=W,
                                       real_vocab=VR, **kw)
                self.assertTrue(same_bits(one[0][0], ids[5]) and same_bits(one[1][0], lps[5]))

    def test_leading_dims_and_errors(self):
        logits, targets = random_inputs(fresh_generator("topk_dims"), 2 * T, V, VR, torch.bfloat16)
        ids, lps, rank, logp, lse = lt.topk_logprobs(logits.view(2, T, V), targets.view(2, T), 3,
                                                     vocab=V, tile_width=W, real_vocab=VR)
        self.assertEqual((tuple(ids.shape), tuple(lps.shape), tuple(rank.shape)),
                         ((2, T, 3), (2, T, 3), (2, T)))
        for k in (0, 65):
            with self.assertRaisesRegex(ValueError, "k = "):
                lt.topk_logprobs(logits, targets, k, vocab=V, tile_width=W, real_vocab=VR)
        bad = targets.clone()
        bad[4] = VR + 2
        with self.assertRaisesRegex(logpjit.InvalidValueError, r"targets\[4\]"):
            lt.topk_logprobs(logits, bad, 3, vocab=V, tile_width=W, real_vocab=VR)


if __name__ == "__main__":
    unittest.main()
