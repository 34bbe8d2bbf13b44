"""logpjit.adapters: each drop-in replacement against the original's formula evaluated in
float64 (within the kernels' error bounds, reference.row_tolerances) and bitwise against
the matching logpjit.torch.selected_logprobs call (values and gradients); the documented
differences (-100, out-of-range labels, no in-place division) and the TP adapters over a
real gloo group of two ranks (two threads)."""

import unittest

import torch

import logpjit
import logpjit.adapters as ad
import logpjit.torch as lt
import reference as ref
from util import fresh_generator, random_inputs, run_gloo_ranks, same_bits

V, B, S = 1024, 3, 8
T = B * S
W = logpjit.auto_tile_width(V)


def inputs(what, dtype, ignore_every=0):
    """logits [B, S, V] and labels [B, S] (valid ids unless ignore_every)."""
    logits, labels = random_inputs(fresh_generator(what), T, V, V, dtype, ignore_every)
    return logits.reshape(B, S, V), labels.reshape(B, S)


def fp64_logp(logits, labels, tau=None):
    """The originals' formula in float64: log_softmax(x / tau) gathered at the labels."""
    x = logits.double()
    if tau is not None:
        x = x / ref.tau32(tau)
    return torch.log_softmax(x, -1).gather(-1, labels.long().unsqueeze(-1)).squeeze(-1)


def fp64_entropy(logits):
    """verl's entropy formula in float64: logsumexp(x) - sum(softmax(x) * x)."""
    x = logits.double()
    return torch.logsumexp(x, -1) - (torch.softmax(x, -1) * x).sum(-1)


def bounds(logits, labels, tau=None):
    """(logp, entropy) absolute error bounds [B, S] of the kernels."""
    x2, t2 = logits.reshape(-1, V), labels.reshape(-1)
    want = ref.forward(x2, t2, V, tau)
    tl = ref.row_tolerances(x2, t2, V, W, tau, -100, None, want)
    return tl[1].reshape(labels.shape), tl[2].reshape(labels.shape)


class Adapters(unittest.TestCase):
    def assert_within(self, got, want, tol, what):
        self.assertEqual(got.dtype, torch.float32, what)
        self.assertEqual(got.shape, want.shape, what)
        err = (got.double() - want).abs()
        self.assertTrue((err <= tol + 1e-12).all(), f"{what}: worst err {float(err.max()):.3g}")

    def test_verl(self):
        for dtype in (torch.float32, torch.bfloat16):
            logits, labels = inputs(f"verl_{dtype}", dtype)
            tol_logp, tol_h = bounds(logits, labels)
            got = ad.logprobs_from_logits(logits, labels)
            self.assert_within(got, fp64_logp(logits, labels), tol_logp, "logprobs_from_logits")
            self.assertTrue(same_bits(got, lt.selected_logprobs(logits, labels)))
            h = ad.entropy_from_logits(logits)
            self.assert_within(h, fp64_entropy(logits), tol_h, "entropy_from_logits")
            want_h = lt.selected_logprobs(logits, torch.zeros_like(labels),
                                          return_entropy=True)[1]
            self.assertTrue(same_bits(h, want_h))
        # Gradients equal selected_logprobs' bitwise; -100 is an inactive row (logp 0).
        logits, labels = inputs("verl_grad", torch.bfloat16, ignore_every=5)
        g = torch.randn(B, S, generator=fresh_generator("verl_grad_g"))
        x1, x2 = (logits.clone().requires_grad_(True) for _ in range(2))
        lp = ad.logprobs_from_logits(x1, labels, inplace_backward=False)
        ((lp + ad.entropy_from_logits(x1)) * g).sum().backward()
        want = lt.selected_logprobs(x2, labels)
        _, h = lt.selected_logprobs(x2, torch.zeros_like(labels), return_entropy=True)
        ((want + h) * g).sum().backward()
        self.assertTrue(same_bits(x1.grad, x2.grad))
        self.assertTrue((lp[labels == -100] == 0).all())

    def test_trl(self):
        logits, labels = inputs("trl", torch.bfloat16)
        tol_logp, _ = bounds(logits, labels)
        x = logits.clone().requires_grad_(True)
        got = ad.selective_log_softmax(x, labels)
        self.assert_within(got.detach(), fp64_logp(logits, labels), tol_logp,
                           "selective_log_softmax")
        x2 = logits.clone().requires_grad_(True)
        want = lt.selected_logprobs(x2, labels)
        self.assertTrue(same_bits(got.detach(), want.detach()))
        g = torch.randn(B, S, generator=fresh_generator("trl_g"))
        (got * g).sum().backward()
        (want * g).sum().backward()
        self.assertTrue(same_bits(x.grad, x2.grad))
        # index [..., K]: K single-id calls stacked, bitwise.
        K = 3
        index = torch.stack([labels, labels.flip(-1), (labels + 7) % V], -1)
        topk = ad.selective_log_softmax(logits, index)
        self.assertEqual(tuple(topk.shape), (B, S, K))
        for k in range(K):
            self.assertTrue(same_bits(topk[..., k], lt.selected_logprobs(logits, index[..., k])))
            self.assert_within(topk[..., k], fp64_logp(logits, index[..., k]),
                               bounds(logits, index[..., k])[0], f"top-K column {k}")
        # No label is special, as in TRL: -100 is an out-of-range label, an error.
        bad = labels.clone()
        bad[1, 2] = -100
        with self.assertRaisesRegex(logpjit.InvalidValueError, r"targets\[10\] = -100"):
            ad.selective_log_softmax(logits, bad)
        with self.assertRaisesRegex(ValueError, r"index: shape \(3, 7\): expected"):
            ad.selective_log_softmax(logits, labels[:, :7])

    def test_openrlhf(self):
        logits, labels = inputs("openrlhf", torch.float32, ignore_every=4)
        before = logits.clone()
        for tau in (1.0, 0.7):
            got = ad.log_probs_from_logits(logits, labels, temperature=tau)
            self.assertTrue(torch.equal(logits, before), "the logits must not be modified")
            t = None if tau == 1.0 else tau
            act = labels != -100
            want = fp64_logp(logits, torch.where(act, labels, 0), t)
            tol_logp, _ = bounds(logits, labels, t)
            self.assert_within(got[act], want[act], tol_logp[act], f"tau {tau}")
            self.assertTrue((got[~act] == 0).all())
            self.assertTrue(same_bits(got, lt.selected_logprobs(logits, labels, temperature=t)))

    def test_tp1_parallel_adapters(self):
        logits, labels = inputs("parallel_tp1", torch.bfloat16)
        logp, h = ad.vocab_parallel_log_probs(logits, labels, None)
        tol_logp, tol_h = bounds(logits, labels)
        self.assert_within(logp, fp64_logp(logits, labels), tol_logp, "vocab_parallel logp")
        self.assert_within(h, fp64_entropy(logits), tol_h, "vocab_parallel entropy")
        nemo = ad.from_parallel_logits_to_logprobs(logits, labels, 0, V, None)
        self.assertEqual(tuple(nemo.shape), (B, S - 1))
        shifted = labels[:, 1:]
        self.assert_within(nemo, fp64_logp(logits[:, :-1], shifted),
                           bounds(logits[:, :-1], shifted)[0], "from_parallel_logits")
        self.assertTrue(same_bits(nemo, lt.selected_logprobs(logits[:, :-1], shifted)))
        x = logits.clone().requires_grad_(True)
        ad.from_parallel_logits_to_logprobs(x, labels, 0, V, None).sum().backward()
        self.assertTrue((x.grad[:, -1] == 0).all(), "the dropped position has no gradient")
        inf = ad.from_parallel_logits_to_logprobs(x, labels, 0, V, None, inference_only=True)
        self.assertFalse(inf.requires_grad)
        self.assertTrue(same_bits(inf, nemo))
        with self.assertRaisesRegex(ValueError, r"vocab_start_index, vocab_end_index = 0, 512: "
                                                r"expected this rank's shard 0, 1024"):
            ad.from_parallel_logits_to_logprobs(logits, labels, 0, 512, None)
        with self.assertRaisesRegex(ValueError, r"expected \[B, S, V / tp\] and \[B, S\]"):
            ad.from_parallel_logits_to_logprobs(logits[0], labels[0], 0, V, None)

    def test_gloo_tp2_parallel_adapters(self):
        logits, labels = inputs("parallel_tp2", torch.bfloat16)
        def rank_main(rank, group):
            lo, hi = rank * V // 2, (rank + 1) * V // 2
            x = logits[..., lo:hi].clone().requires_grad_(True)
            logp, h = ad.vocab_parallel_log_probs(x, labels, group)
            nemo = ad.from_parallel_logits_to_logprobs(x, labels, lo, hi, group)
            (logp.sum() + h.sum() + nemo.sum()).backward()
            return logp.detach(), h.detach(), nemo.detach(), x.grad

        results = run_gloo_ranks(self, 2, rank_main)
        x = logits.clone().requires_grad_(True)
        logp, h = ad.vocab_parallel_log_probs(x, labels, None)
        nemo = ad.from_parallel_logits_to_logprobs(x, labels, 0, V, None)
        (logp.sum() + h.sum() + nemo.sum()).backward()
        for r in results:
            for a, b in zip(r[:3], (logp, h, nemo)):
                self.assertTrue(same_bits(a, b.detach()))
        self.assertTrue(same_bits(torch.cat([results[0][3], results[1][3]], -1), x.grad))


if __name__ == "__main__":
    unittest.main()
