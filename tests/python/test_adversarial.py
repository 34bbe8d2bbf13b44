"""Adversarial uses of the Python front ends: double backward, strided targets/masks,
0-d logits, targets and masks on another device, integers that ctypes would silently
wrap."""

import unittest

import torch

import logpjit.torch as lt
from logpjit import _capi
from util import fresh_generator, random_inputs

V, W, T = 512, 64, 6


class Adversarial(unittest.TestCase):
    def test_double_backward_raises_instead_of_dropping_the_hessian(self):
        # The backward kernel builds no autograd graph: a create_graph=True gradient must
        # not silently lose logpjit's second-order term (it used to be treated as 0).
        logits, targets = random_inputs(fresh_generator("double_backward"), T, V, V,
                                        torch.float32)
        x = logits.clone().requires_grad_(True)
        loss = lt.selected_logprobs(x, targets, vocab=V, tile_width=W).sum() + (x ** 3).sum()
        (g,) = torch.autograd.grad(loss, x, create_graph=True)
        with self.assertRaisesRegex(RuntimeError, "twice|once_differentiable|double"):
            torch.autograd.grad(g.sum(), x)

    def test_strided_targets_and_mask(self):
        logits, targets = random_inputs(fresh_generator("strided_targets"), T, V, V,
                                        torch.float32)
        wide = torch.full((2 * T,), -100, dtype=torch.long)
        wide[::2] = targets
        mask = torch.zeros(2 * T, dtype=torch.bool)
        mask[::2] = targets != -100
        want = lt.selected_logprobs(logits, targets, vocab=V, tile_width=W)
        got = lt.selected_logprobs(logits, wide[::2], vocab=V, tile_width=W)
        got_mask = lt.selected_logprobs(logits, wide[::2], vocab=V, tile_width=W,
                                        active=mask[::2])
        self.assertTrue(torch.equal(got.view(torch.int32), want.view(torch.int32)))
        self.assertTrue(torch.equal(got_mask.view(torch.int32), want.view(torch.int32)))

    def test_zero_dim_logits_message(self):
        with self.assertRaisesRegex(ValueError, "logits: a 0-d tensor"):
            lt.selected_logprobs(torch.tensor(1.0), torch.tensor(0), vocab=V, tile_width=W)

    def test_targets_and_mask_on_another_device(self):
        # "meta" stands for any other device: named, not left to the DLPack packing.
        logits, targets = random_inputs(fresh_generator("other_device"), T, V, V,
                                        torch.float32)
        theirs = "device meta: expected logits' device cpu"
        for fn in (lambda tg, **kw: lt.selected_logprobs(logits, tg, vocab=V, tile_width=W, **kw),
                   lambda tg, **kw: lt.topk_logprobs(logits, tg, 5, vocab=V, tile_width=W, **kw)):
            with self.assertRaisesRegex(ValueError, "targets: " + theirs):
                fn(targets.to("meta"))
            with self.assertRaisesRegex(ValueError, "active: " + theirs):
                fn(targets, active=torch.ones(T, dtype=torch.bool, device="meta"))
        theirs = "device meta: expected hidden's device cpu"
        hidden = torch.randn(T, 16, dtype=torch.bfloat16)
        weight = torch.randn(V, 16, dtype=torch.bfloat16)
        with self.assertRaisesRegex(ValueError, "targets: " + theirs):
            lt.lm_head_logprobs(hidden, weight, targets.to("meta"), tile_width=W)
        with self.assertRaisesRegex(ValueError, "active: " + theirs):
            lt.lm_head_logprobs(hidden, weight, targets, tile_width=W,
                                active=torch.ones(T, dtype=torch.bool, device="meta"))

    def test_out_of_range_integers_are_not_wrapped(self):
        # 2**64 + V would have been passed as V by ctypes and succeeded.
        with self.assertRaisesRegex(ValueError, r"contract.vocab = 18446744073709552128"):
            _capi.Contract(vocab=2 ** 64 + V, tile_width=W).validate()
        with self.assertRaisesRegex(ValueError, "contract.tp_rank"):
            _capi.Contract(vocab=V, tile_width=W, tp_rank=2 ** 32).validate()
        with self.assertRaisesRegex(TypeError, "contract.vocab = 512.5"):
            _capi.Contract(vocab=V + 0.5, tile_width=W).validate()
        # Integer types other than int still work.
        _capi.Contract(vocab=torch.tensor(V).item(), tile_width=W).validate()


if __name__ == "__main__":
    unittest.main()
