"""logpjit.torch.selected_logprobs: forward vs the float64 torch reference and gradients
vs torch.autograd of it, within the first-order bounds of tests/error_bounds.h (ported in
reference.py); vocab parallelism over a real torch.distributed (gloo) group of 2 ranks,
bitwise equal to TP=1."""

import unittest

import torch

import logpjit.torch as lt
import reference as ref
from util import fresh_generator, random_inputs, run_gloo_ranks, same_bits

V, W, VR, T = 1024, 128, 1000, 40


class Numerics(unittest.TestCase):
    def check(self, dtype, temperature, use_mask):
        gen = fresh_generator(f"numerics_{dtype}_{temperature}_{use_mask}")
        logits, targets = random_inputs(gen, T, V, VR, dtype, ignore_every=0 if use_mask else 5)
        active = None
        if use_mask:
            active = torch.ones(T, dtype=torch.bool)
            active[2::5] = False
            targets[2::5] = -7  # never read on inactive rows in active-mask mode
        x = logits.clone().requires_grad_(True)
        logp, lse, H = lt.selected_logprobs(x, targets, vocab=V, tile_width=W, real_vocab=VR,
                                            temperature=temperature, active=active,
                                            return_lse=True, return_entropy=True)
        want = ref.forward(logits, targets, VR, temperature, active=active)
        tols = ref.row_tolerances(logits, targets, VR, W, temperature, -100, active, want)
        for name, got, w, tol in zip(("lse", "logp", "entropy"), (lse, logp, H),
                                     (want[1], want[0], want[2]), (tols[0], tols[1], tols[2])):
            err = (got.double() - w).abs()
            self.assertTrue((err <= tol).all(), f"{name}: worst err {err.max():.3g} over bound "
                            f"at row {int((err - tol).argmax())}")
        act = ref.active_rows(targets, -100, active)
        self.assertTrue((logp[~act] == 0).all())

        # Gradients: upstream on all three outputs vs autograd of the float64 graph.
        g = [torch.randn(T, generator=gen) for _ in range(3)]
        (logp * g[0] + lse * g[1] + H * g[2]).sum().backward()
        want_grad = ref.reference_grad(logits, targets, VR, g[0], g[1], g[2], temperature,
                                       active=active)
        bound = ref.grad_bound(logits, targets, VR, temperature, -100, active, want, tols,
                               g[0], g[1], g[2])
        got = x.grad.double()
        if dtype == torch.bfloat16:  # the fp32 result rounded once more to bf16 (RNE)
            bound = bound * (1 + 2.0 ** -8) + 2.0 ** -8 * want_grad[:, :VR].abs() + 2.0 ** -134
        err = (got[:, :VR] - want_grad[:, :VR]).abs()
        self.assertTrue((err <= bound).all(), f"grad: worst err {err.max():.3g} over bound")
        self.assertTrue((got[:, VR:] == 0).all(), "padding columns must get a zero gradient")
        self.assertTrue((got[~act] == 0).all(), "inactive rows must get a zero gradient")

    def test_fp32(self):
        self.check(torch.float32, None, False)

    def test_fp32_temperature_mask(self):
        self.check(torch.float32, 0.7, True)

    def test_bf16_temperature(self):
        self.check(torch.bfloat16, 1.3, False)

    def test_leading_dims_and_outputs(self):
        gen = fresh_generator("leading_dims")
        logits, targets = random_inputs(gen, T, V, VR, torch.bfloat16)
        flat = lt.selected_logprobs(logits, targets, vocab=V, tile_width=W, real_vocab=VR)
        shaped = lt.selected_logprobs(logits.reshape(4, T // 4, V), targets.reshape(4, T // 4),
                                      vocab=V, tile_width=W, real_vocab=VR)
        self.assertEqual(tuple(shaped.shape), (4, T // 4))
        self.assertTrue(same_bits(shaped.reshape(-1), flat))
        # Batch invariance: a row's result does not depend on the other rows.
        half = lt.selected_logprobs(logits[7:19], targets[7:19], vocab=V, tile_width=W,
                                    real_vocab=VR)
        self.assertTrue(same_bits(half, flat[7:19]))
        # No rows: empty outputs and an empty gradient.
        x0 = torch.zeros((0, V), requires_grad=True)
        lp0 = lt.selected_logprobs(x0, torch.zeros(0, dtype=torch.long), vocab=V, tile_width=W)
        lp0.sum().backward()
        self.assertEqual((tuple(lp0.shape), tuple(x0.grad.shape)), ((0,), (0, V)))
        # Only lse's gradient asked for: logp gets no upstream gradient.
        x = logits.clone().requires_grad_(True)
        _, lse = lt.selected_logprobs(x, targets, vocab=V, tile_width=W, real_vocab=VR,
                                      return_lse=True)
        lse.sum().backward()
        act = targets != -100
        p = torch.softmax(ref.scaled(logits, VR, None), -1)
        err = (x.grad.double() - torch.where(act[:, None], p, torch.zeros_like(p))).abs()
        self.assertLess(float(err.max()), 2.0 ** -8)

    def test_chunk_is_part_of_the_contract(self):
        # chunk 0 is the scope's default: 4 for bf16 in cross_target_bitwise, which must give
        # the explicit chunk 4's bits; with chunk 8 it gives the default scope's bits on the
        # host (every scope runs the portable math there).
        gen = fresh_generator("chunk")
        logits, targets = random_inputs(gen, T, V, VR, torch.bfloat16)
        run = lambda **kw: lt.selected_logprobs(logits, targets, vocab=V, tile_width=W,
                                                real_vocab=VR, return_lse=True, **kw)[1]
        xt = "cross_target_bitwise"
        self.assertTrue(same_bits(run(scope=xt), run(scope=xt, chunk=4)))
        self.assertTrue(same_bits(run(scope=xt, chunk=8), run()))
        with self.assertRaisesRegex(ValueError, r"chunk \(C\) = 3"):
            run(chunk=3)


class VocabParallel(unittest.TestCase):
    """Two ranks of a real gloo process group, as two threads of this process (the
    collectives and the C calls release the GIL); each rank holds a column shard."""

    def test_gloo_tp2_bitwise_equals_tp1(self):
        gen = fresh_generator("gloo_tp2")
        logits, targets = random_inputs(gen, T, V, VR, torch.bfloat16)
        g = [torch.randn(T, generator=gen) for _ in range(3)]
        tau = torch.rand(T, generator=gen) + 0.5  # a temperature per row, too
        def rank_main(rank, group):
            x = logits[:, rank * V // 2:(rank + 1) * V // 2].clone().requires_grad_(True)
            logp, lse, H = lt.selected_logprobs(
                x, targets, vocab=V, tile_width=W, real_vocab=VR, temperature=0.75,
                tp_group=group, return_lse=True, return_entropy=True)
            (logp * g[0] + lse * g[1] + H * g[2]).sum().backward()
            mismatch = None
            try:  # every rank must pass the same contract: all ranks raise
                lt.selected_logprobs(x.detach(), targets, vocab=V, tile_width=W,
                                     real_vocab=VR, temperature=0.75 if rank else 0.5,
                                     tp_group=group)
            except ValueError as e:
                mismatch = str(e)
            tau_logp = lt.selected_logprobs(x.detach(), targets, vocab=V, tile_width=W,
                                            real_vocab=VR, temperature=tau, tp_group=group)
            return dict(logp=logp, lse=lse, H=H, grad=x.grad, mismatch=mismatch,
                        tau_logp=tau_logp)

        results = run_gloo_ranks(self, 2, rank_main)
        x = logits.clone().requires_grad_(True)
        logp, lse, H = lt.selected_logprobs(x, targets, vocab=V, tile_width=W, real_vocab=VR,
                                            temperature=0.75, return_lse=True,
                                            return_entropy=True)
        (logp * g[0] + lse * g[1] + H * g[2]).sum().backward()
        tau_logp = lt.selected_logprobs(logits, targets, vocab=V, tile_width=W, real_vocab=VR,
                                        temperature=tau)
        for r in results:
            self.assertTrue(same_bits(r["tau_logp"], tau_logp))
            self.assertTrue(same_bits(r["logp"], logp))
            self.assertTrue(same_bits(r["lse"], lse))
            self.assertTrue(same_bits(r["H"], H))
            self.assertIn("differs from this rank's", r["mismatch"] or "")
        grad = torch.cat([results[0]["grad"], results[1]["grad"]], 1)
        self.assertTrue(same_bits(grad, x.grad))


if __name__ == "__main__":
    unittest.main()
