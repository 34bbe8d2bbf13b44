"""logpjit.torch.selected_logprobs with a temperature per row (a float32 tensor): each row's
logp, lse, entropy and logits gradient are bitwise those of the scalar call with that
row's temperature; close to the float64 log_softmax(x / tau_t) (TP 2 over gloo: test_torch.py);
bad values raise naming the row, on active rows only. CPU tensors (CUDA:
test_cuda.py)."""

import unittest

import torch

import logpjit
import logpjit.torch as lt
from util import fresh_generator, random_inputs, same_bits

V, W, VR, T = 1024, 128, 1000, 37
TAUS = (0.5, 0.7, 1.0, 1.3, 2.75)


def inputs(what, dtype=torch.bfloat16):
    gen = fresh_generator(what)
    logits, targets = random_inputs(gen, T, V, VR, dtype)
    pick = torch.randint(0, len(TAUS), (T,), generator=gen)
    tau = torch.tensor(TAUS, dtype=torch.float32)[pick]
    tau[targets == -100] = 0.0  # inactive rows: never read
    return logits, targets, tau, pick, gen


def call(x, targets, temperature):
    return lt.selected_logprobs(x, targets, vocab=V, tile_width=W, real_vocab=VR,
                                temperature=temperature, return_lse=True, return_entropy=True)


class TemperatureRows(unittest.TestCase):
    def test_rows_equal_scalar_calls_and_reference(self):
        for dtype in (torch.bfloat16, torch.float32):
            with self.subTest(dtype=dtype):
                logits, targets, tau, pick, gen = inputs(f"tau_rows_{dtype}", dtype)
                g = [torch.randn(T, generator=gen) for _ in range(3)]
                x = logits.clone().requires_grad_(True)
                outs = call(x, targets, tau)
                sum(o * gi for o, gi in zip(outs, g)).sum().backward()
                active = targets != -100
                for k, t in enumerate(TAUS):
                    rows = (pick == k) & active
                    xs = logits.clone().requires_grad_(True)
                    want = call(xs, targets, t)
                    sum(o * gi for o, gi in zip(want, g)).sum().backward()
                    for name, a, b in zip(("logp", "lse", "entropy"), outs, want):
                        self.assertTrue(same_bits(a[rows], b[rows]), f"{name}, tau {t}")
                    self.assertTrue(same_bits(x.grad[rows], xs.grad[rows]), f"grad, tau {t}")
                # float64 reference of log_softmax(x / tau_t)
                y = logits.double() / tau.double().clamp(min=1e-5)[:, None]
                y[:, VR:] = -float("inf")
                ref = torch.log_softmax(y, -1).gather(1, targets.clamp(min=0)[:, None])[:, 0]
                err = (outs[0].double() - ref)[active].abs()
                self.assertLess(float(err.max()), 1e-3)
                self.assertTrue((outs[0][~active] == 0).all())

    def test_bad_values(self):
        logits, targets, tau, _, _ = inputs("tau_rows_bad")
        row = int((targets != -100).nonzero()[3])
        for v in (0.0, -1.0, 1e-6, float("nan"), float("inf")):
            bad = tau.clone()
            bad[row] = v
            with self.assertRaisesRegex(logpjit.InvalidValueError, rf"temperature\[{row}\]"):
                call(logits, targets, bad)
        with self.assertRaisesRegex(ValueError, r"float32 tensor of shape"):
            call(logits, targets, tau.double())
        with self.assertRaisesRegex(ValueError, r"float32 tensor of shape"):
            call(logits, targets, tau[:-1])
        with self.assertRaisesRegex(ValueError, r"requires grad"):
            call(logits, targets, tau.clone().requires_grad_(True))
        # a 0-d tensor is one temperature for every row
        self.assertTrue(same_bits(call(logits, targets, torch.tensor(0.7))[0],
                                  call(logits, targets, 0.7)[0]))
        # leading dimensions: the tensor has logits' leading shape
        lp = lt.selected_logprobs(logits.reshape(1, T, V), targets.reshape(1, T), vocab=V,
                                  tile_width=W, real_vocab=VR, temperature=tau.reshape(1, T))
        self.assertTrue(same_bits(lp[0], call(logits, targets, tau)[0]))


if __name__ == "__main__":
    unittest.main()
