"""Autograd over every row, inactive ones included (docs/numerics.md, "Inactive rows"):
the gradient of (logp*a + lse*b + entropy*c).sum() through logpjit.torch.selected_logprobs
against torch.autograd of an independent float64 formula written here, for logp, lse and
entropy alone and combined, fp32 and bf16, with and without a temperature, TP 1 and TP 2
(a gloo group of two threads). Inactive rows are not computed: every forward output there
is +0, so the exact gradient there is 0 and the test asserts exactly 0.

Tolerance on the active rows: tests/error_bounds.h's first-order bound (reference.py
grad_bound), computed from the float64 forward and the kernels' forward error bounds, plus
one bf16 rounding (2^-8 relative) for bf16 logits."""

import math
import unittest

import torch

import logpjit.torch as lt
import reference as ref
from util import fresh_generator, random_inputs, run_gloo_ranks

V, W, VR, T = 151936, 2374, 151669, 16
INACTIVE = slice(3, None, 7)  # rows 3, 10: every 7th row inactive


def fp64_objective(logits, targets, a, b, c, temperature):
    """(logp*a + lse*b + entropy*c).sum() in float64 over all rows, with the documented
    semantics: padding columns are -inf; an inactive row (target -100) contributes 0 for
    all three outputs. Returns the loss and its gradient w.r.t. the raw logits."""
    x = logits.detach().double().requires_grad_(True)
    y = x if temperature is None else x / float(torch.tensor(temperature, dtype=torch.float32))
    y = torch.cat([y[:, :VR], torch.full_like(y[:, VR:], -math.inf)], 1)
    act = targets != -100
    logsm = torch.log_softmax(y, -1)
    lse = torch.logsumexp(y, -1)
    p = logsm.exp()
    ent = -(p * torch.where(p > 0, logsm, torch.zeros_like(logsm))).sum(-1)
    logp = logsm.gather(1, torch.where(act, targets, 0)[:, None])[:, 0]
    zero = torch.zeros_like(lse)
    outs = [torch.where(act, v, zero) for v in (logp, lse, ent)]
    loss = sum((v * w.double()).sum() for v, w in zip(outs, (a, b, c)) if w is not None)
    (grad,) = torch.autograd.grad(loss, x)
    return grad


def upstream(gen, which):
    """Upstream gradients [T] for the outputs named in `which` (None for the others)."""
    return [torch.randn(T, generator=gen) if n in which else None for n in ("logp", "lse", "H")]


def objective(outs, g):
    return sum((v * w).sum() for v, w in zip(outs, g) if w is not None)


class AllRows(unittest.TestCase):
    def check_grad(self, logits, targets, g, temperature, got):
        dtype = logits.dtype
        want = fp64_objective(logits, targets, *g, temperature)
        fwd = ref.forward(logits, targets, VR, temperature)
        tols = ref.row_tolerances(logits, targets, VR, W, temperature, -100, None, fwd)
        zeros = torch.zeros(T)
        bound = ref.grad_bound(logits, targets, VR, temperature, -100, None, fwd, tols,
                               *(zeros if v is None else v for v in g))
        if dtype == torch.bfloat16:  # the fp32 result rounded once more to bf16 (RNE)
            bound = bound * (1 + 2.0 ** -8) + 2.0 ** -8 * want[:, :VR].abs() + 2.0 ** -134
        act = targets != -100
        got = got.double()
        self.assertTrue((got[~act] == 0).all(), "inactive rows: gradient must be exactly 0")
        self.assertTrue((want[~act] == 0).all())
        err = (got[act][:, :VR] - want[act][:, :VR]).abs()
        worst = float((err - bound[act]).max())
        self.assertTrue((err <= bound[act]).all(),
                        f"grad: worst err {float(err.max()):.3g}, over the bound by {worst:.3g}")
        self.assertTrue((got[:, VR:] == 0).all(), "padding columns must get a zero gradient")

    def run_case(self, dtype, temperature, which):
        gen = fresh_generator(f"all_rows_{dtype}_{temperature}_{'+'.join(which)}")
        logits, targets = random_inputs(gen, T, V, VR, dtype, ignore_every=0)
        targets[INACTIVE] = -100
        g = upstream(gen, which)
        x = logits.clone().requires_grad_(True)
        outs = lt.selected_logprobs(x, targets, vocab=V, tile_width=W, real_vocab=VR,
                                    temperature=temperature, return_lse=True,
                                    return_entropy=True)
        for o in outs:
            self.assertTrue((o[INACTIVE] == 0).all() and not o[INACTIVE].signbit().any(),
                            "inactive rows: every output must be +0")
        objective(outs, g).backward()
        self.check_grad(logits, targets, g, temperature, x.grad)

    def test_each_output_alone_and_combined(self):
        for dtype in (torch.float32, torch.bfloat16):
            for temperature in (None, 0.8):
                for which in (("logp",), ("lse",), ("H",), ("logp", "lse", "H")):
                    with self.subTest(dtype=dtype, temperature=temperature, which=which):
                        self.run_case(dtype, temperature, which)

    def test_gloo_tp2(self):
        """TP 2: each rank holds a column shard; the full gradient is the ranks' shards
        side by side, checked against the same float64 formula."""
        for dtype, temperature in ((torch.float32, None), (torch.bfloat16, 0.8)):
            with self.subTest(dtype=dtype, temperature=temperature):
                self.tp2_case(dtype, temperature)

    def tp2_case(self, dtype, temperature):
        gen = fresh_generator(f"all_rows_tp2_{dtype}_{temperature}")
        logits, targets = random_inputs(gen, T, V, VR, dtype, ignore_every=0)
        targets[INACTIVE] = -100
        g = upstream(gen, ("logp", "lse", "H"))

        def rank_main(rank, group):
            x = logits[:, rank * V // 2:(rank + 1) * V // 2].clone().requires_grad_(True)
            outs = lt.selected_logprobs(x, targets, vocab=V, tile_width=W, real_vocab=VR,
                                        temperature=temperature, tp_group=group,
                                        return_lse=True, return_entropy=True)
            objective(outs, g).backward()
            return x.grad

        grads = run_gloo_ranks(self, 2, rank_main)
        self.check_grad(logits, targets, g, temperature, torch.cat(grads, 1))


if __name__ == "__main__":
    unittest.main()
