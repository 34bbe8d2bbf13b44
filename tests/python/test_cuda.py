"""CUDA tensors (kDLCUDA, sm_90) through the Python package: the cross_target_bitwise
scope gives the host's bits; the default scope is TP- and batch-invariant on the GPU;
work runs on the caller's current stream; bad inputs raise with the C message; a bad
target id is NaN without synchronization and raised by check() (or at once with
sync_checks=True).
Skipped where torch sees no CUDA device (CI); run on an H200 (docs/embedding.md)."""

import dataclasses
import unittest

import torch

import logpjit
import logpjit.torch as lt
from util import fresh_generator, random_inputs, same_bits

V, W, VR, T = 4096, 256, 4000, 96
HAVE_CUDA = torch.cuda.is_available() and not torch.version.hip


@unittest.skipUnless(HAVE_CUDA, "skipped: no CUDA device")
class Cuda(unittest.TestCase):
    def test_cross_target_bitwise_equals_host(self):
        gen = fresh_generator("cuda_cross_target")
        logits, targets = random_inputs(gen, T, V, VR, torch.bfloat16)
        g = [torch.randn(T, generator=gen) for _ in range(3)]
        outs = {}
        for dev in ("cpu", "cuda"):
            x = logits.to(dev).detach().clone().requires_grad_(True)  # a fresh leaf per device
            logp, lse, H = lt.selected_logprobs(
                x, targets.to(dev), vocab=V, tile_width=W, real_vocab=VR, temperature=0.75,
                scope="cross_target_bitwise", return_lse=True, return_entropy=True)
            (logp * g[0].to(dev) + lse * g[1].to(dev) + H * g[2].to(dev)).sum().backward()
            outs[dev] = [t.detach().cpu() for t in (logp, lse, H, x.grad)]
        for name, a, b in zip(("logp", "lse", "entropy", "grad"), outs["cpu"], outs["cuda"]):
            self.assertTrue(same_bits(a, b), f"{name}: sm_90 and host differ")

    def test_temperature_rows(self):
        # A temperature per row: the host's bits (cross_target_bitwise), forward and grad;
        # each row the scalar call's bits; a bad value on an active row is NaN there and
        # raised by check().
        gen = fresh_generator("cuda_tau_rows")
        logits, targets = random_inputs(gen, T, V, VR, torch.bfloat16)
        tau = torch.rand(T, generator=gen) * 2 + 0.25
        tau[targets == -100] = 0.0  # inactive rows: never read
        g = torch.randn(T, generator=gen)
        outs = {}
        for dev in ("cpu", "cuda"):
            x = logits.to(dev).detach().clone().requires_grad_(True)
            logp, lse = lt.selected_logprobs(
                x, targets.to(dev), vocab=V, tile_width=W, real_vocab=VR,
                temperature=tau.to(dev), scope="cross_target_bitwise", return_lse=True)
            (logp * g.to(dev) + lse).sum().backward()
            outs[dev] = [t.detach().cpu() for t in (logp, lse, x.grad)]
        for name, a, b in zip(("logp", "lse", "grad"), outs["cpu"], outs["cuda"]):
            self.assertTrue(same_bits(a, b), f"{name}: sm_90 and host differ")
        row = int((targets != -100).nonzero()[5])
        one = lt.selected_logprobs(logits.cuda(), targets.cuda(), vocab=V, tile_width=W,
                                   real_vocab=VR, temperature=float(tau[row]),
                                   scope="cross_target_bitwise")
        self.assertTrue(same_bits(one[row:row + 1].cpu(), outs["cuda"][0][row:row + 1]))
        lt.check()
        bad = tau.cuda()
        bad[row] = float("nan")
        logp = lt.selected_logprobs(logits.cuda(), targets.cuda(), vocab=V, tile_width=W,
                                    real_vocab=VR, temperature=bad)
        self.assertTrue(bool(logp[row].isnan()))
        self.assertEqual(int(logp.isnan().sum()), 1)
        with self.assertRaisesRegex(logpjit.InvalidValueError, rf"temperature\[{row}\]"):
            lt.check()

    def test_tp_and_batch_invariant_on_stream(self):
        gen = fresh_generator("cuda_invariance")
        logits, targets = random_inputs(gen, T, V, VR, torch.bfloat16)
        x, t = logits.cuda(), targets.cuda()
        stream = torch.cuda.Stream()
        with torch.cuda.stream(stream):  # launches go to the current (non-default) stream
            full = lt.selected_logprobs(x, t, vocab=V, tile_width=W, real_vocab=VR)
            part = lt.selected_logprobs(x[5:40], t[5:40], vocab=V, tile_width=W, real_vocab=VR)
        stream.synchronize()
        self.assertTrue(same_bits(full[5:40].cpu(), part.cpu()))
        # Simulated TP=4 with the low-level ops, gathered on the GPU.
        rt = lt.default_runtime(x.device)
        c = logpjit.Contract(vocab=V, tile_width=W, real_vocab=VR, tp_size=4, target="sm_90")
        ops = [rt.op(dataclasses.replace(c, tp_rank=r)) for r in range(4)]
        K, P, VL = ops[0].info.local_tiles, ops[0].info.partial_width, ops[0].info.shard_cols
        gp = torch.empty((4, T, K, P), device="cuda")
        gt = torch.empty((4, T), device="cuda")
        s = torch.cuda.current_stream().cuda_stream
        for r, op in enumerate(ops):
            op.tile_stats(x[:, r * VL:(r + 1) * VL], t, gp[r], gt[r], stream=s)
        lse, logp = torch.empty(T, device="cuda"), torch.empty(T, device="cuda")
        ops[0].merge(gp, gt, t, lse, logp, stream=s)
        ops[0].status()
        self.assertTrue(same_bits(logp.cpu(), full.cpu()))
        stats = ops[0].kernel_stats()
        self.assertEqual(stats["kernels"], 2)

    def test_bad_inputs(self):
        x = torch.zeros((4, 512), device="cuda")
        op = lt.default_runtime(x.device).op(
            logpjit.Contract(vocab=512, tile_width=128, dtype="fp32", target="sm_90"))
        parts, tl = torch.zeros((4, 4, 2), device="cuda"), torch.zeros(4, device="cuda")
        with self.assertRaisesRegex(logpjit.InvalidArgumentError,
                                    r"targets: device kDLCPU \(1\) id 0: expected kDLCUDA"):
            op.tile_stats(x, torch.tensor([1, 2, 3, 4]), parts, tl)
        with self.assertRaisesRegex(logpjit.InvalidArgumentError, r"logits: device kDLCPU"):
            lt.default_runtime(x.device).op(op.contract).tile_stats(
                x.cpu(), torch.tensor([1, 2, 3, 4], device="cuda"), parts, tl)
        # selected_logprobs packs its DLTensors itself: an input on another device still
        # raises, it is never read as device memory.
        with self.assertRaisesRegex(logpjit.InvalidArgumentError, r"targets: device kDLCPU"):
            lt.selected_logprobs(x, torch.tensor([1, 2, 3, 4]))
        xg = x.clone().requires_grad_(True)
        with self.assertRaisesRegex(logpjit.InvalidArgumentError, r"active: device kDLCPU"):
            lt.selected_logprobs(xg, torch.tensor([1, 2, 3, 4], device="cuda"),
                                 active=torch.ones(4, dtype=torch.bool))
        # A bad target id is found by the merge kernel: with sync_checks=True raised after
        # one synchronization; by default (no synchronization) the row is NaN and check()
        # raises it.
        bad = torch.tensor([1, 2, 900, 4], device="cuda")
        with self.assertRaisesRegex(logpjit.InvalidValueError, r"targets\[2\]"):
            lt.selected_logprobs(x, bad, vocab=512, tile_width=128, sync_checks=True)
        lt.check()
        logp = lt.selected_logprobs(x, bad, vocab=512, tile_width=128)
        self.assertEqual(logp.isnan().tolist(), [False, False, True, False])
        with self.assertRaisesRegex(logpjit.InvalidValueError, r"targets\[2\]"):
            lt.check("cuda")
        lt.check()  # cleared

    def test_adapters_on_cuda(self):
        import logpjit.adapters as ad

        gen = fresh_generator("cuda_adapters")
        logits, targets = random_inputs(gen, T, V, VR, torch.bfloat16)
        x, t = logits.cuda(), targets.cuda()
        self.assertTrue(same_bits(ad.logprobs_from_logits(x, t).cpu(),
                                  lt.selected_logprobs(x, t).cpu()))
        lp, h = ad.vocab_parallel_log_probs(x, t, None)
        self.assertTrue(same_bits(h.cpu(), lt.selected_logprobs(
            x, t, return_entropy=True)[1].cpu()))

    def test_topk_logprobs_equal_host(self):
        # Top-k (docs/spec.md §15): ids and ranks equal the host's in any scope; logprobs
        # bitwise in cross_target_bitwise; a per-row temperature as its scalar twin.
        gen = fresh_generator("cuda_topk")
        logits, targets = random_inputs(gen, T, V, VR, torch.bfloat16)
        kw = dict(vocab=V, tile_width=W, real_vocab=VR, scope="cross_target_bitwise")
        tau = torch.full((T,), 0.8, device="cuda")
        for k in (20, 64):  # one lane maximum and four slots; three and eight (topk_stats)
            host = lt.topk_logprobs(logits, targets, k, temperature=0.8, **kw)
            dev = lt.topk_logprobs(logits.cuda(), targets.cuda(), k, temperature=tau, **kw)
            for name, a, b in zip(("ids", "logprobs", "rank", "logp", "lse"), host, dev):
                self.assertTrue(same_bits(a, b.cpu()), f"k = {k}, {name}: sm_90 and host differ")
        # The processed sampler (portable exp and log) on the same candidates: the host's bits.
        peaked = logits.float() * 6
        host = lt.sampler_logprobs(peaked, targets, temperature=0.8, top_k=30, top_p=0.9,
                                   num_logprobs=10, mode="processed", **kw)
        dev = lt.sampler_logprobs(peaked.cuda(), targets.cuda(), temperature=0.8, top_k=30,
                                  top_p=0.9, num_logprobs=10, mode="processed", **kw)
        for name, a, b in zip(("logp", "rank", "ids", "logprobs"), host, dev):
            self.assertTrue(same_bits(a, b.cpu()), f"sampler {name}: sm_90 and host differ")
        lt.check()


if __name__ == "__main__":
    unittest.main()
