"""logpjit.torch.lm_head and lm_head_logprobs (docs/spec.md §16) on the CPU: the host's logits
are each an fp32 FMA chain over H (a reference written here with math.fma, fp64 products being
exact); the fused forward bitwise equal to selected_logprobs on lm_head's logits with every
option; a row's bits in any batch; errors name the argument. CUDA: the GPU tests
(tests/gpu/lm_head_test.cpp)."""

import unittest

import torch

import logpjit.torch as lt
from logpjit import _capi
from util import fresh_generator, run_gloo_ranks, same_bits

V, W, VR, H, T = 512, 64, 500, 48, 13


def inputs(gen, dtype=torch.bfloat16, rows=T):
    hidden = torch.randn((rows, H), generator=gen).to(dtype)
    weight = (torch.randn((V, H), generator=gen) * (2.0 / H ** 0.5)).to(dtype)
    targets = torch.randint(0, VR, (rows,), generator=gen)
    targets[rows // 2] = -100
    return hidden, weight, targets


def fma_chain(h, w):
    """The host order: acc = fma(h_k, w_k, acc) in fp32, k = 0..H-1, from +0. Each fma is
    the fp64 sum of the exact product (bf16/fp16 inputs) and acc, rounded once to fp32, when
    that sum is exact (checked); None where it is not."""
    f32 = lambda x: float(torch.tensor(x, dtype=torch.float32))  # noqa: E731
    acc = 0.0
    for a, b in zip(h.float().tolist(), w.float().tolist()):
        p = a * b  # exact in fp64
        s = p + acc
        if s - acc != p or s - p != acc:
            return None
        acc = f32(s)
    return acc


class LmHeadTest(unittest.TestCase):
    def test_logits_are_the_fma_chain(self):
        hidden, weight, _ = inputs(fresh_generator("lm_head logits"))
        with torch.no_grad():
            logits = lt.lm_head(hidden, weight, logits_dtype=torch.float32)
        self.assertEqual(logits.shape, (T, V))
        exact = hidden.double() @ weight.double().t()
        scale = hidden.double().abs() @ weight.double().abs().t()
        self.assertTrue(bool(((logits.double() - exact).abs() <= H * 2 ** -24 * scale * 1.01)
                             .all()))
        checked = 0
        for t in range(0, T, 3):  # the order itself, bit for bit
            for j in range(0, V, 37):
                want = fma_chain(hidden[t], weight[j])
                if want is not None:
                    self.assertEqual(float(logits[t, j]), want, (t, j))
                    checked += 1
        self.assertGreater(checked, 50)

    def test_fused_equals_selected_logprobs_of_lm_head(self):
        gen = fresh_generator("lm_head fused")
        for dtype, logits_dtype, kw in (
                (torch.bfloat16, None, dict(real_vocab=VR)),
                (torch.bfloat16, torch.float32, dict(real_vocab=VR, temperature=0.7)),
                (torch.float16, None, dict(real_vocab=VR - 3))):
            hidden, weight, targets = inputs(gen, dtype)
            targets = targets.clamp(max=kw["real_vocab"] - 1)  # real tokens of this V_real
            with torch.no_grad():
                logits = lt.lm_head(hidden, weight, logits_dtype=logits_dtype)
                want = lt.selected_logprobs(logits, targets, tile_width=W, return_lse=True,
                                            return_entropy=True, **kw)
                got = lt.lm_head_logprobs(hidden, weight, targets, logits_dtype=logits_dtype,
                                          tile_width=W, return_lse=True, return_entropy=True,
                                          **kw)
            for a, b in zip(want, got):
                self.assertTrue(same_bits(a, b), (dtype, logits_dtype, kw))

    def test_leaf_order_fused_equals_selected_logprobs_and_has_gradients(self):
        # tile_sum="leaves" (docs/numerics.md, "The leaf order") on both sides, with the
        # automatic width (a multiple of 16: V = 512 gives 64) and an explicit one; its
        # gradients flow (the backward does not depend on the tile sum).
        gen = fresh_generator("lm_head leaves")
        hidden, weight, targets = inputs(gen)
        for tw in (None, 128):
            with torch.no_grad():
                logits = lt.lm_head(hidden, weight)
                want = lt.selected_logprobs(logits, targets, tile_width=tw, real_vocab=VR,
                                            return_lse=True, return_entropy=True,
                                            tile_sum="leaves")
                got = lt.lm_head_logprobs(hidden, weight, targets, tile_width=tw,
                                          real_vocab=VR, return_lse=True, return_entropy=True,
                                          tile_sum="leaves")
            for a, b in zip(want, got):
                self.assertTrue(same_bits(a, b), tw)
            lanes = lt.selected_logprobs(logits, targets, tile_width=W, real_vocab=VR)
            torch.testing.assert_close(want[0], lanes, rtol=0, atol=1e-5)
        h = hidden.clone().requires_grad_()
        logp = lt.lm_head_logprobs(h, weight, targets, real_vocab=VR, tile_sum="leaves")
        logp.sum().backward()
        self.assertTrue(bool(torch.isfinite(h.grad.float()).all()))
        with self.assertRaisesRegex(ValueError, "tile_sum"):
            lt.lm_head_logprobs(hidden, weight, targets, tile_sum="rows")
        with self.assertRaisesRegex(ValueError, "multiple of 16"):
            lt.selected_logprobs(logits, targets, tile_width=8, tile_sum="leaves")

    def test_per_row_temperature_and_mask(self):
        hidden, weight, targets = inputs(fresh_generator("lm_head rows"))
        tau = torch.linspace(0.5, 2.0, T)
        active = torch.arange(T) % 3 != 0
        targets[targets < 0] = 1
        with torch.no_grad():
            logits = lt.lm_head(hidden, weight)
            want = lt.selected_logprobs(logits, targets, tile_width=W, temperature=tau,
                                        active=active, return_entropy=True)
            got = lt.lm_head_logprobs(hidden, weight, targets, tile_width=W, temperature=tau,
                                      active=active, return_entropy=True)
        for a, b in zip(want, got):
            self.assertTrue(same_bits(a, b))

    def test_a_row_alone_has_the_batch_bits(self):
        hidden, weight, targets = inputs(fresh_generator("lm_head batch"), rows=40)
        with torch.no_grad():
            batch = lt.lm_head_logprobs(hidden, weight, targets, tile_width=W)
            perm = torch.randperm(40, generator=fresh_generator("lm_head perm"))
            shuffled = lt.lm_head_logprobs(hidden[perm].contiguous(), weight, targets[perm],
                                           tile_width=W)
            self.assertTrue(same_bits(shuffled, batch[perm]))
            for t in (0, 21, 39):
                alone = lt.lm_head_logprobs(hidden[t:t + 1], weight, targets[t:t + 1],
                                            tile_width=W)
                self.assertTrue(same_bits(alone, batch[t:t + 1]))

    def test_empty_batch_and_any_vocab(self):
        gen = fresh_generator("lm_head odd")
        hidden = torch.randn((7, H), generator=gen).bfloat16()
        weight = torch.randn((520, H), generator=gen).bfloat16()  # V = 520: rows not 8-aligned
        targets = torch.randint(0, 517, (7,), generator=gen)
        with torch.no_grad():
            logits = lt.lm_head(hidden, weight, tile_width=65)
            want = lt.selected_logprobs(logits, targets, tile_width=65, real_vocab=517)
            got = lt.lm_head_logprobs(hidden, weight, targets, tile_width=65, real_vocab=517)
            self.assertTrue(same_bits(want, got))
            self.assertEqual(lt.lm_head(hidden[:0], weight, tile_width=65).shape, (0, 520))
            self.assertEqual(lt.lm_head_logprobs(hidden[:0], weight, targets[:0],
                                                 tile_width=65).shape, (0,))

    def test_errors_name_the_argument(self):
        hidden, weight, targets = inputs(fresh_generator("lm_head errors"))
        with torch.no_grad():
            with self.assertRaisesRegex(ValueError, "weight: shape"):
                lt.lm_head(hidden, weight[:, :32])
            with self.assertRaisesRegex(ValueError, "weight: dtype"):
                lt.lm_head(hidden, weight.half())
            with self.assertRaisesRegex(ValueError, "hidden: dtype"):
                lt.lm_head(hidden.float(), weight.float())
            with self.assertRaisesRegex(ValueError, "targets"):
                lt.lm_head_logprobs(hidden, weight, targets[:3], tile_width=W)
            bad = targets.clone()
            bad[2] = VR + 1
            with self.assertRaisesRegex(ValueError, r"targets\[2\]"):
                lt.lm_head_logprobs(hidden, weight, bad, tile_width=W, real_vocab=VR)
            with self.assertRaisesRegex(ValueError, "hidden_size"):
                lt.lm_head(hidden[:, :40], weight[:, :40])  # H = 40: not a multiple of 16
            with self.assertRaisesRegex(TypeError, "temperature"):
                lt.lm_head_logprobs(hidden, weight, targets, tile_width=W, temperature=True)
            with self.assertRaisesRegex(TypeError, "tile_width = True"):
                lt.lm_head_logprobs(hidden, weight, targets, tile_width=True)
        with self.assertRaisesRegex(NotImplementedError, "no backward"):
            lt.lm_head(hidden.requires_grad_(), weight)


def fp64_loss(hidden, weight, targets, g_logp, g_entropy):
    """sum(g_logp logp + g_entropy H) of the exact logits in fp64 (padding past VR, rows with
    target -100 inactive), and its autograd."""
    h = hidden.detach().double().requires_grad_()
    w = weight.detach().double().requires_grad_()
    z = (h @ w.t())[:, :VR]
    lsm = torch.log_softmax(z, -1)
    active = (targets != -100).double()
    logp = lsm.gather(1, targets.clamp(min=0)[:, None])[:, 0] * active
    entropy = -(lsm.exp() * lsm).sum(-1) * active
    (logp * g_logp.double() + entropy * g_entropy.double()).sum().backward()
    return h.grad, w.grad, lsm.exp()


class LmHeadBackwardTest(unittest.TestCase):
    def grads(self, hidden, weight, targets, g_logp, g_entropy, **kw):
        h = hidden.detach().clone().requires_grad_()
        w = weight.detach().clone().requires_grad_()
        logp, entropy = lt.lm_head_logprobs(h, w, targets, tile_width=W, real_vocab=VR,
                                            return_entropy=True, **kw)
        (logp * g_logp + entropy * g_entropy).sum().backward()
        return h.grad, w.grad

    def test_gradients_close_to_fp64(self):
        gen = fresh_generator("lm_head backward")
        for dtype in (torch.bfloat16, torch.float16):
            hidden, weight, targets = inputs(gen, dtype)
            g_logp, g_entropy = torch.randn(T, generator=gen), torch.randn(T, generator=gen)
            gh, gw = self.grads(hidden, weight, targets, g_logp, g_entropy,
                                logits_dtype=torch.float32)
            self.assertEqual((gh.dtype, gw.dtype), (dtype, dtype))
            want_h, want_w, p = fp64_loss(hidden, weight, targets, g_logp, g_entropy)
            # The logits' gradient is rounded to the input dtype before the two GEMMs, and
            # each result rounded once to it: bound by u times the sum of |terms| (fp64).
            u = 2.0 ** -8 if dtype == torch.bfloat16 else 2.0 ** -11
            dz_scale = (g_logp.abs().double()[:, None] + g_entropy.abs().double()[:, None] *
                        20) * (p + torch.nn.functional.one_hot(targets.clamp(min=0), V)[:, :VR])
            scale_h = dz_scale @ weight.double()[:VR].abs()
            scale_w = dz_scale.t() @ hidden.double().abs()
            self.assertTrue(bool(((gh.double() - want_h).abs() <=
                                  3 * u * scale_h + u * want_h.abs() + 1e-6).all()))
            self.assertTrue(bool(((gw.double()[:VR] - want_w[:VR]).abs() <=
                                  3 * u * scale_w + u * want_w[:VR].abs() + 1e-6).all()))
            self.assertTrue(bool((gw[VR:] == 0).all()))  # padding rows: no gradient

    def test_row_blocks(self):
        # 4100 rows: two backward calls of 4096 and 4 rows; grad_weight's chain runs on.
        gen = fresh_generator("lm_head backward blocks")
        hidden, weight, targets = inputs(gen, rows=4100)
        g_logp, g_entropy = torch.randn(4100, generator=gen), torch.zeros(4100)
        gh, gw = self.grads(hidden, weight, targets, g_logp, g_entropy,
                            logits_dtype=torch.float32)
        want_h, want_w, _ = fp64_loss(hidden, weight, targets, g_logp, g_entropy)
        scale = want_w.abs().max().item()
        self.assertLess((gw.double()[:VR] - want_w[:VR]).abs().max().item(), 2 ** -6 * scale)
        alone, _ = self.grads(hidden[4099:], weight, targets[4099:], g_logp[4099:],
                              g_entropy[4099:], logits_dtype=torch.float32)
        self.assertTrue(same_bits(alone, gh[4099:]))
        # weight.grad (its fp32 sums kept as 16-bit halves between the two calls) is the fp32
        # chain's result rounded once: the same chain into an fp32 main grad, converted.
        main = torch.zeros(weight.shape, dtype=torch.float32)
        logp, entropy = lt.lm_head_logprobs(hidden, weight.detach().clone().requires_grad_(),
                                            targets, tile_width=W, real_vocab=VR,
                                            logits_dtype=torch.float32, return_entropy=True,
                                            weight_main_grad=main)
        (logp * g_logp + entropy * g_entropy).sum().backward()
        self.assertTrue(same_bits(main.to(weight.dtype), gw))

    def test_saved_rows_change_no_bit_and_are_freed_by_the_backward(self):
        # 4100 rows: the backward's blocks are rows [0, 4096) and [4096, 4100). save_rows
        # keeps the logits of whole blocks (or of every row), which the backward reads in
        # place of recomputing them: the same bits, and the kept logits gone after it.
        gen = fresh_generator("lm_head saved rows")
        rows = 4100
        hidden, weight, targets = inputs(gen, rows=rows)
        g_logp, g_entropy = torch.randn(rows, generator=gen), torch.randn(rows, generator=gen)
        gh, gw = self.grads(hidden, weight, targets, g_logp, g_entropy)
        seen = []
        plain = _capi.Op.lm_head_backward

        def recording(op, *args, saved_logits=None, **kw):
            seen.append(None if saved_logits is None else tuple(saved_logits.shape))
            return plain(op, *args, saved_logits=saved_logits, **kw)

        _capi.Op.lm_head_backward = recording
        try:
            for save_rows, want in ((100, [None, None]), (4096, [(4096, V), None]),
                                    (5000, [(4096, V), (4, V)])):
                seen.clear()
                h = hidden.detach().clone().requires_grad_()
                w = weight.detach().clone().requires_grad_()
                logp, entropy = lt.lm_head_logprobs(h, w, targets, tile_width=W, real_vocab=VR,
                                                    return_entropy=True, save_rows=save_rows)
                kept = logp.grad_fn.saved_logits
                self.assertEqual(None if kept is None else kept.shape[0],
                                 {100: None, 4096: 4096, 5000: rows}[save_rows])
                loss = (logp * g_logp + entropy * g_entropy).sum()
                loss.backward(retain_graph=True)
                self.assertEqual(seen, want, save_rows)
                self.assertIsNone(logp.grad_fn.saved_logits)  # freed by the backward
                self.assertTrue(same_bits(h.grad, gh) and same_bits(w.grad, gw), save_rows)
                # A second backward recomputes every block: the same bits again.
                first_h, first_w = h.grad.clone(), w.grad.clone()
                h.grad, w.grad = None, None
                loss.backward()
                self.assertTrue(same_bits(h.grad, first_h) and same_bits(w.grad, first_w))
        finally:
            _capi.Op.lm_head_backward = plain
        for save_rows in (0, 4096):  # an empty batch: nothing kept, empty and zero gradients
            h = hidden[:0].detach().clone().requires_grad_()
            w = weight.detach().clone().requires_grad_()
            lt.lm_head_logprobs(h, w, targets[:0], tile_width=W, real_vocab=VR,
                                save_rows=save_rows).sum().backward()
            self.assertEqual(tuple(h.grad.shape), (0, H))
            self.assertTrue(bool((w.grad == 0).all()))
        with torch.no_grad():  # no gradient: nothing kept, the forward's bits
            self.assertTrue(same_bits(
                lt.lm_head_logprobs(hidden, weight, targets, tile_width=W, real_vocab=VR,
                                    save_rows=5000),
                lt.lm_head_logprobs(hidden, weight, targets, tile_width=W, real_vocab=VR)))
        h = hidden.detach().clone().requires_grad_()
        with self.assertRaisesRegex(ValueError, "save_rows = -1"):
            lt.lm_head_logprobs(h, weight, targets, tile_width=W, save_rows=-1)
        for bad in (True, 1.5):
            with self.assertRaisesRegex(TypeError, "save_rows"):
                lt.lm_head_logprobs(h, weight, targets, tile_width=W, save_rows=bad)

    def test_weight_main_grad(self):
        # Added to an fp32 main grad in the same chain: from zeros, the plain call's fp32
        # gradient (whose rounding is weight.grad).
        gen = fresh_generator("lm_head backward main_grad")
        hidden, weight, targets = inputs(gen)
        g_logp, g_entropy = torch.randn(T, generator=gen), torch.randn(T, generator=gen)
        _, gw = self.grads(hidden, weight, targets, g_logp, g_entropy)
        main = torch.zeros(weight.shape, dtype=torch.float32)
        h = hidden.detach().clone().requires_grad_()
        w = weight.detach().clone().requires_grad_()
        logp, entropy = lt.lm_head_logprobs(h, w, targets, tile_width=W, real_vocab=VR,
                                            return_entropy=True, weight_main_grad=main)
        (logp * g_logp + entropy * g_entropy).sum().backward()
        self.assertIsNone(w.grad)
        self.assertTrue(same_bits(main.to(weight.dtype), gw))
        self.assertTrue(bool((main != 0).any()))
        with self.assertRaisesRegex(ValueError, "weight_main_grad"):
            lt.lm_head_logprobs(h, w, targets, tile_width=W, weight_main_grad=main.half())

    def test_double_backward_raises_and_a_frozen_weight_gets_nothing(self):
        gen = fresh_generator("lm_head backward twice")
        hidden, weight, targets = inputs(gen)
        h = hidden.clone().requires_grad_()
        logp = lt.lm_head_logprobs(h, weight, targets, tile_width=W, real_vocab=VR)
        (gh,) = torch.autograd.grad(logp.sum(), h, create_graph=True)
        with self.assertRaisesRegex(RuntimeError, "not twice differentiable"):
            (logp.sum() + (gh.float() ** 2).sum()).backward()
        main = torch.zeros(weight.shape, dtype=torch.float32)  # weight frozen: untouched
        logp = lt.lm_head_logprobs(hidden.clone().requires_grad_(), weight, targets,
                                   tile_width=W, real_vocab=VR, weight_main_grad=main)
        logp.sum().backward()
        self.assertTrue(bool((main == 0).all()))

    def test_tp_ranks_over_gloo_give_the_tp1_bits(self):
        # Real TP groups (gloo, ranks as threads): each rank holds its vocab shard of the
        # weight; grad_hidden (whole on every rank) and each rank's weight rows' gradient are
        # TP 1's bits, as are logp and entropy. At TP 4 every rank keeps its shard's logits
        # for the backward (save_rows): the same bits.
        gen = fresh_generator("lm_head backward gloo")
        hidden, weight, targets = inputs(gen)
        g_logp, g_entropy = torch.randn(T, generator=gen), torch.randn(T, generator=gen)
        gh, gw = self.grads(hidden, weight, targets, g_logp, g_entropy)
        for tp in (2, 4):
            def rank_main(rank, group, tp=tp):
                h = hidden.clone().requires_grad_()
                rows = V // tp
                w = weight[rank * rows:(rank + 1) * rows].clone().requires_grad_()
                logp, entropy = lt.lm_head_logprobs(h, w, targets, tile_width=W,
                                                    real_vocab=VR, return_entropy=True,
                                                    tp_group=group,
                                                    save_rows=T if tp == 4 else 0)
                (logp * g_logp + entropy * g_entropy).sum().backward()
                return h.grad, w.grad
            results = run_gloo_ranks(self, tp, rank_main)
            for rank, (h_grad, w_grad) in enumerate(results):
                self.assertTrue(same_bits(h_grad, gh), (tp, rank))
                self.assertTrue(same_bits(w_grad, gw[rank * (V // tp):(rank + 1) * (V // tp)]),
                                (tp, rank))

    def test_a_tp_size_the_backward_cannot_split_is_refused_first(self):
        # V = 768, W = 64: K = 12 tiles, gcd(12, 8) = 4 leaves, which 3 ranks cannot share.
        gen = fresh_generator("lm_head backward tp 3")
        hidden = torch.randn((T, H), generator=gen).bfloat16().requires_grad_()
        weight = torch.randn((768, H), generator=gen).bfloat16()

        def rank_main(rank, group):
            with self.assertRaisesRegex(ValueError, "tp_size = 3"):
                lt.lm_head_logprobs(hidden, weight[rank * 256:(rank + 1) * 256], targets,
                                    tile_width=64, tp_group=group)
            with torch.no_grad():  # no gradient needed: the forward is fine at any TP
                return lt.lm_head_logprobs(hidden, weight[rank * 256:(rank + 1) * 256],
                                           targets, tile_width=64, tp_group=group)
        targets = torch.randint(0, 768, (T,), generator=gen)
        results = run_gloo_ranks(self, 3, rank_main)
        with torch.no_grad():
            want = lt.lm_head_logprobs(hidden, weight, targets, tile_width=64)
        for r in results:
            self.assertTrue(same_bits(r, want))

    def test_repeatable_and_a_row_has_the_batch_bits(self):
        gen = fresh_generator("lm_head backward bits")
        hidden, weight, targets = inputs(gen)
        g_logp, g_entropy = torch.randn(T, generator=gen), torch.randn(T, generator=gen)
        gh, gw = self.grads(hidden, weight, targets, g_logp, g_entropy)
        gh2, gw2 = self.grads(hidden, weight, targets, g_logp, g_entropy)
        self.assertTrue(same_bits(gh, gh2) and same_bits(gw, gw2))
        for t in (0, 5, T - 1):
            alone, _ = self.grads(hidden[t:t + 1], weight, targets[t:t + 1], g_logp[t:t + 1],
                                  g_entropy[t:t + 1])
            self.assertTrue(same_bits(alone, gh[t:t + 1]), t)


if __name__ == "__main__":
    unittest.main()
