"""logpjit.torch.index_logprobs (docs/spec.md §15): the logprobs of K given ids per row,
bitwise the logp of K selected_logprobs calls (every dtype, no / scalar / per-row temperature,
a mask, special values, V_real padding), close to an fp64 log-softmax; TRL's
selective_log_softmax with an index (..., K) through it; errors name the entry. CPU."""

import unittest

import torch

import logpjit.torch as lt
from logpjit import adapters
from util import fresh_generator, random_inputs, same_bits

V, W, VR, T, K = 1024, 128, 1000, 19, 5


class IndexLogprobsTest(unittest.TestCase):
    def case(self, dtype, temperature=None, active=None, specials=False):
        gen = fresh_generator(f"index_logprobs {dtype}")
        x, targets = random_inputs(gen, T, V, VR, dtype)
        if specials:
            x[1, 3] = float("nan")
            x[2, 7] = float("-inf")
        index = torch.randint(0, VR, (T, K), generator=gen)
        index[2, 1] = 7  # the -inf column
        got = lt.index_logprobs(x, index, tile_width=W, real_vocab=VR, temperature=temperature,
                                active=active)
        self.assertEqual(got.shape, (T, K))
        act = active if active is not None else torch.ones(T, dtype=torch.bool)
        for k in range(K):
            want = lt.selected_logprobs(x, index[:, k], tile_width=W, real_vocab=VR,
                                        temperature=temperature, active=act)
            self.assertTrue(same_bits(got[:, k].contiguous(), want), (dtype, temperature, k))
        return x, index, got

    def test_bitwise_k_single_calls(self):
        for dtype in (torch.bfloat16, torch.float16, torch.float32):
            self.case(dtype)
        self.case(torch.bfloat16, temperature=0.7)
        self.case(torch.float32, temperature=torch.linspace(0.5, 1.5, T))
        self.case(torch.bfloat16, active=torch.arange(T) % 4 != 1)
        self.case(torch.bfloat16, specials=True)

    def test_close_to_fp64(self):
        x, index, got = self.case(torch.float32)
        ref = torch.log_softmax(x[:, :VR].double(), -1).gather(-1, index)
        self.assertTrue(bool(((got.double() - ref).abs() <= 1e-5 * (1 + ref.abs())).all()))

    def test_trl_adapter_uses_it(self):
        gen = fresh_generator("index_logprobs trl")
        x, _ = random_inputs(gen, 6, V, V, torch.bfloat16)
        index = torch.randint(0, V, (2, 3, K), generator=gen)
        got = adapters.selective_log_softmax(x.reshape(2, 3, V), index)
        ref = torch.log_softmax(x.reshape(2, 3, V).double(), -1).gather(-1, index)
        self.assertEqual(got.shape, (2, 3, K))
        self.assertTrue(bool(((got.double() - ref).abs() <= 1e-5 * (1 + ref.abs())).all()))

    def test_errors_name_the_entry(self):
        gen = fresh_generator("index_logprobs errors")
        x, _ = random_inputs(gen, T, V, VR, torch.bfloat16)
        index = torch.randint(0, VR, (T, K), generator=gen)
        index[4, 2] = VR  # padding
        with self.assertRaisesRegex(ValueError, r"index\[4, 2\] = 1000"):
            lt.index_logprobs(x, index, tile_width=W, real_vocab=VR)
        with self.assertRaisesRegex(ValueError, "index: shape"):
            lt.index_logprobs(x, index[:3], tile_width=W)
        with self.assertRaisesRegex(ValueError, "index: dtype"):
            lt.index_logprobs(x, index.float(), tile_width=W)
        # The other arguments are checked (and named) as selected_logprobs checks them.
        index[4, 2] = 3
        with self.assertRaisesRegex(ValueError, r"active: shape \(5,\)"):
            lt.index_logprobs(x, index, tile_width=W, active=torch.ones(5, dtype=torch.bool))
        with self.assertRaisesRegex(ValueError, "active: list"):
            lt.index_logprobs(x, index, tile_width=W, active=[True] * T)
        with self.assertRaisesRegex(ValueError, "real_vocab"):
            lt.index_logprobs(x, index, tile_width=W, real_vocab=0)
        with self.assertRaisesRegex(ValueError, "index: on meta"):
            lt.index_logprobs(x, index.to("meta"), tile_width=W)
        # real_vocab -1 is V, as for the other calls
        self.assertTrue(same_bits(lt.index_logprobs(x, index, tile_width=W, real_vocab=-1),
                                  lt.index_logprobs(x, index, tile_width=W)))


if __name__ == "__main__":
    unittest.main()
