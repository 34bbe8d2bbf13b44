"""The Python API's defaults and plumbing: the automatic tile width (Python rule vs the C
function; the leaf order's rule vs the CLI's), vocab = V_local * tp by default, the lean DLTensor path (fields equal to the
DLPack capsule's), the op cache (LRU eviction gives the same bits), the no-autograd path,
check(), and the argument errors of selected_logprobs."""

import ctypes
import os
import re
import subprocess
import unittest
import warnings

import torch

import logpjit
import logpjit.torch as lt
from logpjit import _capi
from util import fresh_generator, random_inputs, run_gloo_ranks, same_bits

V, VR, T = 1024, 1000, 24


class AutoTileWidth(unittest.TestCase):
    def test_rule(self):
        rule = _capi._auto_tile_width_py
        self.assertEqual(rule(151936), 2374)  # Qwen3: K = 64
        self.assertEqual(151936 // 2374, 64)
        self.assertEqual(rule(1024), 128)  # K = 8
        self.assertEqual(rule(32768), 4096)
        self.assertEqual(rule(1000), 125)  # K = 8
        self.assertEqual(rule(12), 3)  # no K % 8: K = 4
        self.assertEqual(rule(6), 3)  # K = 2
        self.assertEqual(rule(151669), 3227)  # 47 * 3227: K = 47, odd
        self.assertEqual(rule(131071), 1)  # a prime above 4096: only W = 1
        self.assertEqual(rule(7), 7)  # K = 1
        for v in (128256, 152064, 151936, 32000, 50257, 256000):
            w = rule(v)
            self.assertTrue(v % w == 0 and w <= 4096, (v, w))
        self.assertEqual(logpjit.auto_tile_width(151936), 2374)
        with self.assertRaisesRegex(ValueError, r"vocab = 0: expected > 0"):
            _capi._auto_widths.pop(0, None)
            logpjit.auto_tile_width(0)
        with self.assertRaisesRegex(TypeError, r"vocab = 1\.5: expected an integer"):
            logpjit.auto_tile_width(1.5)
        # A vocabulary with no wide divisor (a prime) gets W = 1: a warning says so, once.
        _capi._auto_widths.pop(100003, None)
        with self.assertWarnsRegex(UserWarning, r"vocab = 100003 has no wide divisor"):
            self.assertEqual(logpjit.auto_tile_width(100003), 1)
        with warnings.catch_warnings():
            warnings.simplefilter("error")
            self.assertEqual(logpjit.auto_tile_width(100003), 1)  # cached: no second warning
            _capi._auto_widths.pop(151936, None)
            self.assertEqual(logpjit.auto_tile_width(151936), 2374)

    def test_c_function_agrees(self):
        lib = _capi._library()
        if not hasattr(lib, "logpjit_auto_tile_width"):
            self.skipTest("skipped: the loaded liblogpjit.so has no logpjit_auto_tile_width")
        out = ctypes.c_int64()
        vocabs = list(range(1, 1200)) + [4095, 4096, 4097, 8192, 32000, 50257, 128256, 151669,
                                         151936, 152064, 256000, 2 ** 20 + 8]
        for v in vocabs:
            self.assertEqual(lib.logpjit_auto_tile_width(v, ctypes.byref(out)), 0)
            self.assertEqual(out.value, _capi._auto_tile_width_py(v), f"vocab {v}")
        self.assertNotEqual(lib.logpjit_auto_tile_width(0, ctypes.byref(out)), 0)

    def test_leaf_rule_agrees_with_the_library(self):
        # auto_leaf_tile_width mirrors autoTileWidth(V, TileSum::Leaves), which the CLI's
        # `--tile-width auto` takes; its plan names the kernel spec's W.
        tool = os.environ.get("LOGPJIT_TOOL")
        if not tool:
            self.skipTest("skipped: LOGPJIT_TOOL is not set (ctest sets it to the logpjit binary)")
        for v in (16, 48, 256, 1008, 4096, 32000, 128256, 151936, 152064, 2 ** 20 + 16):
            out = subprocess.run([tool, "emit", "--stage", "plan", "--tile-sum", "leaves",
                                  "--tile-width", "auto", "--tp", "1", "--vocab", str(v)],
                                 capture_output=True, text=True, check=True).stdout
            w = int(re.search(r";W=(\d+);", out).group(1))
            self.assertEqual(_capi.auto_leaf_tile_width(v), w, f"vocab {v}")
        with self.assertRaisesRegex(ValueError, "no multiple of 16"):
            _capi.auto_leaf_tile_width(50257)

    def test_default_tile_width_is_the_rule(self):
        gen = fresh_generator("auto_tile_width")
        logits, targets = random_inputs(gen, T, V, VR, torch.float32)
        auto = lt.selected_logprobs(logits, targets, real_vocab=VR, return_lse=True)
        named = lt.selected_logprobs(logits, targets, vocab=V, tile_width=128, real_vocab=VR,
                                     return_lse=True)
        for a, b in zip(auto, named):
            self.assertTrue(same_bits(a, b))


class LeanPath(unittest.TestCase):
    """_pointers packs torch tensors into DLTensors itself: every field must be what the
    DLPack capsule of the same tensor says (bool: kDLBool instead of DLPack's uint8 view)."""

    @staticmethod
    def fields(ptr):
        class DL(ctypes.Structure):
            _fields_ = [("data", ctypes.c_uint64), ("device_type", ctypes.c_int32),
                        ("device_id", ctypes.c_int32), ("ndim", ctypes.c_int32),
                        ("code", ctypes.c_uint8), ("bits", ctypes.c_uint8),
                        ("lanes", ctypes.c_uint16),
                        ("shape", ctypes.POINTER(ctypes.c_int64)),
                        ("strides", ctypes.POINTER(ctypes.c_int64)),
                        ("byte_offset", ctypes.c_uint64)]

        d = DL.from_address(ptr)
        shape = [d.shape[i] for i in range(d.ndim)]
        strides = [d.strides[i] for i in range(d.ndim)] if d.strides else None
        return (d.data + d.byte_offset, d.device_type, d.device_id, d.ndim, d.code, d.bits,
                d.lanes, shape, strides)

    def test_fields_equal_dlpack(self):
        base = torch.randn(6, 40).to(torch.bfloat16)
        cases = [base, base[:, 8:24], base[1:5:2], base.t(), torch.zeros(0, 7),
                 torch.arange(5), torch.arange(10, dtype=torch.int32)[::3], torch.ones(3, 1, 2),
                 torch.tensor(3.0), torch.ones(4, dtype=torch.uint8)]
        for x in cases:
            with self.subTest(shape=tuple(x.shape), dtype=x.dtype, strides=x.stride()):
                keep, (ptr,) = _capi._pointers(("x",), x)
                self.assertIsNone(keep)
                mine = self.fields(ptr)
                cap, cptr = _capi._dlpack("x", x)
                theirs = self.fields(cptr)
                if theirs[8] is None:  # DLPack may say compact by a null strides pointer
                    theirs = theirs[:8] + (list(x.stride()),)
                # Strides of size-1 dimensions, and all of an empty tensor's, are free (as
                # in PyTorch and the C ABI) and so is an empty tensor's data pointer.
                free = [x.numel() == 0 or n == 1 for n in x.shape]
                strip = lambda f: (None if x.numel() == 0 else f[0],) + f[1:8] + (  # noqa
                    [s for s, skip in zip(f[8], free) if not skip],)
                self.assertEqual(strip(mine), strip(theirs))
        keep, (ptr,) = _capi._pointers(("active",), torch.ones(3, dtype=torch.bool))
        self.assertEqual(self.fields(ptr)[4:7], (6, 8, 1))  # kDLBool
        keep, ptrs = _capi._pointers(("a", "b"), None, torch.zeros(2).numpy())
        self.assertIsNone(ptrs[0])
        self.assertEqual(len(keep), 1)  # numpy goes through a capsule, kept alive
        with self.assertRaisesRegex(TypeError, r"b: expected a DLPack tensor"):
            _capi._pointers(("a", "b"), torch.zeros(1), [1.0])


class Plumbing(unittest.TestCase):
    def test_op_cache_eviction_keeps_the_bits(self):
        gen = fresh_generator("op_cache")
        logits, targets = random_inputs(gen, T, V, VR, torch.float32)
        run = lambda tau: lt.selected_logprobs(logits, targets, real_vocab=VR,  # noqa: E731
                                               temperature=tau)
        first = run(0.5)
        kernels = lt._torch_kernels  # the op cache lives there
        size, kernels._OP_CACHE_SIZE = kernels._OP_CACHE_SIZE, 2
        try:
            for tau in (0.6, 0.7, 0.8):
                run(tau)
            self.assertLessEqual(len(lt._ops), 2)
            self.assertTrue(same_bits(run(0.5), first))
        finally:
            kernels._OP_CACHE_SIZE = size

    def test_no_autograd_path_same_bits(self):
        gen = fresh_generator("no_grad_path")
        logits, targets = random_inputs(gen, T, V, VR, torch.bfloat16)
        plain = lt.selected_logprobs(logits, targets, real_vocab=VR, return_entropy=True)
        x = logits.clone().requires_grad_(True)
        graded = lt.selected_logprobs(x, targets, real_vocab=VR, return_entropy=True)
        self.assertIsNotNone(graded[0].grad_fn)
        self.assertFalse(plain[0].requires_grad)
        for a, b in zip(plain, graded):
            self.assertTrue(same_bits(a, b.detach()))
        with torch.no_grad():
            self.assertTrue(same_bits(lt.selected_logprobs(x, targets, real_vocab=VR), plain[0]))

    def test_check_is_a_noop_on_cpu_and_reports_deferred(self):
        lt.selected_logprobs(torch.zeros(2, 256), torch.tensor([1, 2]))
        lt.check()
        lt.check("cpu")
        lt._deferred.extend([ValueError("first"), ValueError("second")])
        with self.assertRaisesRegex(ValueError, r"first \(and 1 more: second\)"):
            lt.check()
        lt.check()  # cleared

    def test_argument_errors(self):
        x, t = torch.zeros(4, 256), torch.tensor([1, 2, 3, 4])
        cases = [
            (dict(vocab=256.5), TypeError, r"vocab = 256\.5: expected an integer"),
            (dict(tile_width="64"), TypeError, r"tile_width = '64': expected an integer"),
            (dict(temperature="hot"), TypeError, r"temperature = 'hot': expected a number"),
            (dict(active=torch.ones(4)), ValueError, r"active: torch\.float32: expected a "
                                                     r"torch\.bool or torch\.uint8"),
            (dict(active=torch.ones(3, dtype=torch.bool)), ValueError,
             r"active: shape \(3,\): expected logits\.shape\[:-1\] = \(4,\)"),
            (dict(tile_width=100), logpjit.InvalidArgumentError,
             r"tile_width \(W\) = 100 does not divide vocab \(V\) = 256.*automatic: 32"),
            (dict(temperature=0.0), logpjit.InvalidArgumentError, r"temperature = 0"),
            (dict(scope="exact"), ValueError, r"contract\.scope = 'exact'"),
        ]
        for kw, exc, msg in cases:
            with self.subTest(kw=kw), self.assertRaisesRegex(exc, msg):
                lt.selected_logprobs(x, t, **kw)
        with self.assertRaisesRegex(TypeError, r"logits: expected a torch\.Tensor, got list"):
            lt.selected_logprobs([[0.0]], t)
        with self.assertRaisesRegex(ValueError, r"logits: dtype torch\.float64"):
            lt.selected_logprobs(x.double(), t)
        with self.assertRaisesRegex(ValueError, r"targets: shape \(3,\): expected"):
            lt.selected_logprobs(x, t[:3])


class DefaultsUnderTP(unittest.TestCase):
    def test_gloo_tp2_defaults(self):
        """No vocab and no tile_width with a group of 2: vocab = 2 * V_local and the
        automatic width of that vocab, bitwise equal to TP 1 with both named."""
        gen = fresh_generator("defaults_tp2")
        logits, targets = random_inputs(gen, T, V, VR, torch.bfloat16)
        def rank_main(rank, group):
            shard = logits[:, rank * V // 2:(rank + 1) * V // 2]
            return lt.selected_logprobs(shard, targets, real_vocab=VR, tp_group=group,
                                        return_lse=True)

        results = run_gloo_ranks(self, 2, rank_main)
        want = lt.selected_logprobs(logits, targets, vocab=V, tile_width=128, real_vocab=VR,
                                    return_lse=True)
        for r in results:
            for a, b in zip(r, want):
                self.assertTrue(same_bits(a, b))


if __name__ == "__main__":
    unittest.main()
