"""The ctypes layer (logpjit.Runtime / Op) on DLPack tensors: TP=1 vs a simulated TP=2
(two ops, gathered by hand) bitwise, the C++ API (the `logpjit` CLI) bitwise, numpy inputs,
and bad inputs raising with the C library's message."""

import ctypes
import dataclasses
import tempfile
import unittest

import numpy as np
import torch

import logpjit
import logpjit.torch as lt
from util import fresh_generator, random_inputs, run_cli, same_bits

V, W, VR, T = 1024, 128, 1000, 48


def forward_ops(rt, contract, logits, targets):
    """Every rank of `contract` (tp_size ranks): tile_stats on its column slice (a
    row-strided view), written straight into its slot of the gathered buffers; merge on
    each rank. Returns (lse, logp, entropy) of rank 0 after checking all ranks agree."""
    tp = contract.tp_size
    ops = [rt.op(dataclasses.replace(contract, tp_rank=r)) for r in range(tp)]
    info = ops[0].info
    gp = torch.full((tp, T, info.local_tiles, info.partial_width), -1.0)
    gt = torch.full((tp, T), -1.0)
    for r, op in enumerate(ops):
        shard = logits[:, r * info.shard_cols:(r + 1) * info.shard_cols]
        op.tile_stats(shard, targets, gp[r], gt[r])
    outs = []
    for op in ops:
        o = [torch.full((T,), -1.0) for _ in range(3)]
        op.merge(gp, gt, targets, o[0], o[1], o[2] if contract.want_entropy else None)
        outs.append(o)
    for o in outs[1:]:
        assert all(same_bits(a, b) for a, b in zip(o, outs[0])), "ranks merged different bits"
    return outs[0], ops


class LowLevel(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.rt = logpjit.Runtime(threads=2)

    def test_abi_version_and_layouts(self):
        from logpjit import _capi

        self.assertEqual(logpjit.abi_version(), logpjit.ABI_VERSION)
        # The ctypes structs have the C layouts (LP64; runtime/capi/c_api_structs.h): version
        # 2 appended temperature_rows to the contract, version 4 hidden_size and hidden_dtype
        # (and lm_head_chunks to the op info), version 7 lm_head_grad_leaves to the op info.
        sizes = [ctypes.sizeof(s) for s in (_capi._Contract, _capi._RuntimeOptions,
                                            _capi._OpInfo, _capi._KernelStats)]
        self.assertEqual(sizes, [120, 40, 64, 48])
        self.assertEqual(_capi._OpInfo.lm_head_grad_leaves.offset, 56)
        self.assertEqual(_capi._Contract.target.offset, 88)
        self.assertEqual(_capi._Contract.temperature_rows.offset, 96)
        self.assertEqual(_capi._Contract.top_k.offset, 100)  # version 3, in former padding
        self.assertEqual(_capi._Contract.hidden_size.offset, 104)  # version 4
        self.assertEqual(_capi._Contract.hidden_dtype.offset, 112)
        self.assertEqual(_capi._Contract.tile_sum.offset, 116)  # version 11, in former padding
        self.assertEqual(_capi._OpInfo.lm_head_chunks.offset, 48)
        c = _capi._Contract()  # the library's defaults land in the right fields
        self.assertEqual(_capi._library().logpjit_contract_init(ctypes.byref(c), 96), 0)
        self.assertEqual((c.struct_size, c.tp_size, c.ignore_index, c.temperature, c.lanes,
                          c.chunk, c.scope, c.target), (96, 1, -100, 1.0, 32, 0, 1, None))

    def test_leaf_order_tp_invariant_and_checked(self):
        # tile_sum = "leaves" (docs/numerics.md, "The leaf order"): TP 1 and a simulated TP 2
        # bitwise equal, close to the lanes order, a numerics field; W must hold whole leaves.
        gen = fresh_generator("leaf_order")
        logits, targets = random_inputs(gen, T, V, VR, torch.bfloat16)
        c = logpjit.Contract(vocab=V, tile_width=W, real_vocab=VR, dtype="bf16",
                             want_entropy=True, tile_sum="leaves")
        (lse1, logp1, h1), _ = forward_ops(self.rt, c, logits, targets)
        (lse2, logp2, h2), _ = forward_ops(self.rt, dataclasses.replace(c, tp_size=2), logits,
                                           targets)
        self.assertTrue(same_bits(lse1, lse2) and same_bits(logp1, logp2) and same_bits(h1, h2))
        (lse0, _, _), _ = forward_ops(self.rt, dataclasses.replace(c, tile_sum="lanes"), logits,
                                      targets)
        torch.testing.assert_close(lse1, lse0, rtol=0, atol=1e-5)
        self.assertNotEqual(c.numerics_fingerprint(),
                            dataclasses.replace(c, tile_sum="lanes").numerics_fingerprint())
        with self.assertRaisesRegex(logpjit.InvalidArgumentError, "multiple of 16"):
            dataclasses.replace(c, tile_width=8).validate()
        with self.assertRaisesRegex(ValueError, "tile_sum"):
            dataclasses.replace(c, tile_sum="rows").validate()

    def test_simulated_tp2_equals_tp1_and_cpp(self):
        gen = fresh_generator("simulated_tp2")
        logits, targets = random_inputs(gen, T, V, VR, torch.bfloat16)
        c = logpjit.Contract(vocab=V, tile_width=W, real_vocab=VR, dtype="bf16",
                             temperature=0.75, want_entropy=True)
        (lse1, logp1, h1), _ = forward_ops(self.rt, c, logits, targets)
        (lse2, logp2, h2), ops = forward_ops(self.rt, dataclasses.replace(c, tp_size=2), logits,
                                             targets)
        for a, b in ((lse1, lse2), (logp1, logp2), (h1, h2)):
            self.assertTrue(same_bits(a, b))
        # Op.forward (tile_stats + merge in one call) gives the same bits.
        op1 = self.rt.op(c)
        parts = torch.empty((T, op1.info.local_tiles, op1.info.partial_width))
        tl, out = torch.empty(T), [torch.full((T,), 5.0) for _ in range(3)]
        op1.forward(logits, targets, parts, tl, *out)
        for a, b in zip(out, (lse1, logp1, h1)):
            self.assertTrue(same_bits(a, b))
        with self.assertRaisesRegex(logpjit.InvalidArgumentError, r"tp_size = 2"):
            ops[0].forward(logits[:, :V // 2], targets, parts[:, :1], tl, *out)
        # The autograd front end (TP=1) gives the same bits.
        logp, lse, h = lt.selected_logprobs(logits, targets, vocab=V, tile_width=W,
                                            real_vocab=VR, temperature=0.75, return_lse=True,
                                            return_entropy=True)
        for a, b in ((lse, lse1), (logp, logp1), (h, h1)):
            self.assertTrue(same_bits(a, b))
        # The C++ API (logpjit run, simulated TP=2) gives the same bits.
        with tempfile.TemporaryDirectory() as d:
            cpp = run_cli(d, logits, targets, real_vocab=VR, tile_width=W, tp=2,
                          temperature=0.75, entropy=True)
        self.assertTrue(same_bits(cpp["logp"], logp1))
        self.assertTrue(same_bits(cpp["lse"], lse1))
        self.assertTrue(same_bits(cpp["entropy"], h1))
        # Backward of each rank into its columns of one grad buffer == TP=1's grad.
        g = torch.randn(T, generator=gen)
        grad1 = torch.full((T, V), 7.0, dtype=torch.bfloat16)
        self.rt.op(c).backward(logits, targets, g, lse1, grad1, grad_lse=g * 0.5)
        grad2 = torch.full((T, V), 7.0, dtype=torch.bfloat16)
        for r, op in enumerate(ops):
            cols = slice(r * op.info.shard_cols, (r + 1) * op.info.shard_cols)
            op.backward(logits[:, cols], targets, g, lse2, grad2[:, cols], grad_lse=g * 0.5)
        self.assertTrue(same_bits(grad1, grad2))
        self.assertFalse((grad1 == 7.0).any())

    def test_numpy_inputs(self):
        gen = fresh_generator("numpy")
        logits, targets = random_inputs(gen, T, V, VR, torch.float32)
        c = logpjit.Contract(vocab=V, tile_width=W, real_vocab=VR, dtype="fp32",
                             want_entropy=True)
        op = self.rt.op(c)
        K, P = op.info.local_tiles, op.info.partial_width
        x, t = logits.numpy().copy(), targets.numpy().copy()
        parts, tl = np.zeros((T, K, P), np.float32), np.zeros(T, np.float32)
        op.tile_stats(x, t, parts, tl)
        lse, logp, h = (np.zeros(T, np.float32) for _ in range(3))
        op.merge(parts[None], tl[None], t, lse, logp, h)
        ref_logp, ref_lse, ref_h = lt.selected_logprobs(
            logits, targets, vocab=V, tile_width=W, real_vocab=VR, return_lse=True,
            return_entropy=True)
        self.assertTrue(same_bits(torch.from_numpy(logp), ref_logp))
        self.assertTrue(same_bits(torch.from_numpy(lse), ref_lse))
        self.assertTrue(same_bits(torch.from_numpy(h), ref_h))
        grad = np.zeros((T, V), np.float32)
        op.backward(x, t, np.ones(T, np.float32), lse, grad)
        self.assertTrue(np.isfinite(grad).all() and (grad != 0).any())

    def test_kernel_stats_and_fingerprint(self):
        with tempfile.TemporaryDirectory() as d:
            rt = logpjit.Runtime(cache_dir=d, cache_mode="normal", threads=1)
            c = logpjit.Contract(vocab=256, tile_width=64, dtype="fp32")
            op = rt.op(c)
            x, t = torch.zeros((2, 256)), torch.tensor([1, 2])
            op.tile_stats(x, t, torch.empty((2, 4, 2)), torch.empty(2))
            stats = op.kernel_stats()
            self.assertEqual((stats["kernels"], stats["compiled"]), (1, 1))
            ro = logpjit.Runtime(cache_dir=d, cache_mode="readonly").op(c)
            ro.tile_stats(x, t, torch.empty((2, 4, 2)), torch.empty(2))
            stats = ro.kernel_stats()
            self.assertEqual((stats["disk_hits"], stats["compiled"]), (1, 0))
        self.assertEqual(op.fingerprint(), c.fingerprint())
        self.assertEqual(len(c.fingerprint()), 64)
        self.assertEqual(dataclasses.replace(c, tp_size=2, tp_rank=1).fingerprint(),
                         dataclasses.replace(c, tp_size=2).fingerprint())


class BadInputs(unittest.TestCase):
    """Every error carries the C last-error text (function, argument, expectation)."""

    @classmethod
    def setUpClass(cls):
        cls.rt = logpjit.Runtime(threads=1)
        cls.op = cls.rt.op(logpjit.Contract(vocab=256, tile_width=64, dtype="fp32"))
        cls.x = torch.zeros((4, 256))
        cls.t = torch.tensor([1, 2, 3, 4])

    def outs(self):
        return torch.full((4, 4, 2), 5.0), torch.full((4,), 5.0)

    def assert_untouched(self, parts, tl):
        self.assertTrue((parts == 5.0).all() and (tl == 5.0).all())

    def test_wrong_dtype(self):
        parts, tl = self.outs()
        with self.assertRaises(logpjit.InvalidArgumentError) as e:
            self.op.tile_stats(self.x.double(), self.t, parts, tl)
        self.assertIn("logpjit_op_tile_stats: logits: dtype float64: expected float32",
                      str(e.exception))
        self.assertEqual(e.exception.status_name, "LOGPJIT_ERROR_INVALID_ARGUMENT")
        self.assert_untouched(parts, tl)

    def test_wrong_shape_and_strides(self):
        parts, tl = self.outs()
        with self.assertRaisesRegex(logpjit.InvalidArgumentError,
                                    r"partials: shape \[4, 4, 3\]: expected \[T, K_local, P\]"):
            self.op.tile_stats(self.x, self.t, torch.zeros((4, 4, 3)), tl)
        with self.assertRaisesRegex(logpjit.InvalidArgumentError, r"targets: strides \[2\]"):
            self.op.tile_stats(self.x, torch.arange(8)[::2], parts, tl)
        with self.assertRaisesRegex(logpjit.InvalidArgumentError, r"logits: strides \[1, 4\]"):
            self.op.tile_stats(torch.zeros((256, 4)).t(), self.t, parts, tl)
        self.assert_untouched(parts, tl)

    def test_bad_target_value(self):
        parts, tl = self.outs()
        with self.assertRaisesRegex(logpjit.InvalidValueError, r"targets\[2\] = 300"):
            self.op.tile_stats(self.x, torch.tensor([1, 2, 300, 4]), parts, tl)
        self.assert_untouched(parts, tl)
        with self.assertRaisesRegex(ValueError, r"targets\[2\] = 300"):  # a ValueError too
            lt.selected_logprobs(self.x, torch.tensor([1, 2, 300, 4]), vocab=256, tile_width=64)

    def test_bad_contract_and_objects(self):
        with self.assertRaisesRegex(logpjit.InvalidArgumentError,
                                    r"logpjit_op_create: invalid contract: tile_width \(W\) = 100"):
            self.rt.op(logpjit.Contract(vocab=256, tile_width=100))
        with self.assertRaisesRegex(logpjit.InvalidArgumentError,
                                    r"contract.target: target 'sm_80'"):
            logpjit.Contract(vocab=256, tile_width=64, target="sm_80").validate()
        with self.assertRaisesRegex(TypeError, r"targets: expected a DLPack tensor"):
            self.op.tile_stats(self.x, [1, 2, 3, 4], *self.outs())
        with self.assertRaisesRegex(logpjit.InvalidArgumentError, r"logits: shape \[4, 128\]"):
            lt.selected_logprobs(self.x[:, :128], self.t, vocab=256, tile_width=64)

    def test_readonly_miss_is_runtime_error(self):
        parts, tl = self.outs()
        with tempfile.TemporaryDirectory() as d:
            op = logpjit.Runtime(cache_dir=d, cache_mode="readonly").op(
                logpjit.Contract(vocab=256, tile_width=64, dtype="fp32"))
            with self.assertRaises(logpjit.LogpjitError) as e:
                op.tile_stats(self.x, self.t, parts, tl)
        self.assertEqual(e.exception.status_name, "LOGPJIT_ERROR_RUNTIME")
        self.assertIn("logpjit_op_tile_stats: readonly cache", str(e.exception))
        self.assertIn("no entry for kind=tile_stats", str(e.exception))
        self.assert_untouched(parts, tl)


if __name__ == "__main__":
    unittest.main()
