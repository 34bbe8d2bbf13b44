"""The C++ extension logpjit._native (the eager TP 1 path as one C++ autograd node): it is
used where it should be, and its outputs and logits gradients are bitwise those of the
Python path (the same kernels through ctypes) on fresh random inputs, for every dtype,
index type, mask mode, temperature form and output set; close to the float64 reference;
bad inputs raise the Python path's errors with nothing written; a create_graph gradient
refuses to be differentiated again. Runs on the CPU, and on CUDA when present.

Skipped (with the reason) where the extension is not built; ctest's python_api builds it
first and sets LOGPJIT_TORCH_NATIVE=1, so there a missing extension fails at import."""

import contextlib
import threading
import unittest

import torch

import logpjit
import logpjit.torch as lt
from logpjit import _torch_kernels as tk
import reference
from util import fresh_generator, random_inputs, same_bits

V, W, VR, T = 1024, 128, 1000, 29


@contextlib.contextmanager
def python_path():
    """Runs the block with the C++ path turned off (the Python path's autograd node)."""
    saved, tk._native = tk._native, None
    try:
        yield
    finally:
        tk._native = saved


class _Spy:
    """logpjit._native with its topk and processed calls counted."""

    def __init__(self, mod):
        self.mod, self.topk_calls, self.processed_calls = mod, 0, 0

    def __getattr__(self, name):
        return getattr(self.mod, name)

    def topk(self, *args):
        self.topk_calls += 1
        return self.mod.topk(*args)

    def processed(self, *args):
        self.processed_calls += 1
        return self.mod.processed(*args)


def devices():
    return ["cpu"] + (["cuda"] if torch.cuda.is_available() else [])


def call(x, targets, **kw):
    return lt.selected_logprobs(x, targets, vocab=V, tile_width=W, real_vocab=VR,
                                return_lse=True, **kw)


def node(out) -> str:
    """The autograd node behind an output: CppFunction for the C++ path."""
    return type(out.grad_fn).__name__


def run(logits, targets, grads, **kw):
    """(outputs, logits gradient) of one call with autograd; grads: upstream gradients of
    the outputs (None: that output is not used in the loss)."""
    x = logits.clone().requires_grad_(True)
    outs = call(x, targets, **kw)
    loss = sum((o * g).sum() for o, g in zip(outs, grads) if g is not None)
    loss.backward()
    return [o.detach() for o in outs], x.grad


@unittest.skipIf(not lt.NATIVE, f"logpjit._native is not loaded: {lt.NATIVE_ERROR}")
class Native(unittest.TestCase):
    def test_bitwise_equal_to_python_path(self):
        cases = [
            dict(dtype=torch.bfloat16),
            dict(dtype=torch.float16, entropy=True),
            dict(dtype=torch.float32, entropy=True, temperature=0.7),
            dict(dtype=torch.bfloat16, index=torch.int32, masked=True),
            dict(dtype=torch.bfloat16, entropy=True, rows_tau=True),
            dict(dtype=torch.float32, scope="cross_target_bitwise", entropy=True),
        ]
        for dev in devices():
            for case in cases:
                with self.subTest(device=dev, **{k: str(v) for k, v in case.items()}):
                    self._compare(dev, **case)

    def _compare(self, dev, dtype, entropy=False, temperature=None, index=torch.int64,
                 masked=False, rows_tau=False, scope="cross_tp_bitwise"):
        gen = fresh_generator(f"native_{dev}_{dtype}")
        logits, targets = random_inputs(gen, T, V, VR, dtype)
        kw = dict(return_entropy=entropy, scope=scope)
        if masked:
            active = targets != -100
            targets = torch.where(active, targets, 7)  # inactive rows' ids are not read
            kw["active"] = active.to(dev)
        if rows_tau:
            kw["temperature"] = (0.5 + torch.rand(T, generator=gen)).to(dev)
        elif temperature is not None:
            kw["temperature"] = temperature
        logits, targets = logits.to(dev), targets.to(index).to(dev)
        n_out = 3 if entropy else 2
        for used in ([0], [0, 1], list(range(n_out))):
            grads = [torch.randn(T, generator=gen).to(dev) if i in used else None
                     for i in range(n_out)]
            x = logits.clone().requires_grad_(True)
            self.assertEqual(node(call(x, targets, **kw)[0]), "CppFunction",
                             "the C++ path was not taken")
            out_n, grad_n = run(logits, targets, grads, **kw)
            with python_path():
                out_p, grad_p = run(logits, targets, grads, **kw)
            for a, b in zip(out_n, out_p):
                self.assertTrue(same_bits(a, b), f"outputs differ (grads of {used})")
            self.assertTrue(same_bits(grad_n, grad_p), f"logits gradients differ ({used})")
        # No autograd (no node): the same bits again.
        with torch.no_grad():
            plain = call(logits, targets, **kw)
        for a, b in zip(plain, out_p):
            self.assertTrue(same_bits(a, b), "the no-grad call differs")

    def test_topk_and_sampler_bitwise_equal_to_python_path(self):
        cases = [
            dict(dtype=torch.bfloat16, k=20),
            dict(dtype=torch.float16, k=5),
            dict(dtype=torch.float32, k=64, temperature=0.7),
            dict(dtype=torch.bfloat16, k=8, masked=True, rows_tau=True),
        ]
        for dev in devices():
            for case in cases:
                with self.subTest(device=dev, **{k: str(v) for k, v in case.items()}):
                    self._compare_topk(dev, **case)

    def _compare_topk(self, dev, dtype, k, temperature=None, masked=False, rows_tau=False):
        gen = fresh_generator(f"native_topk_{dev}_{dtype}")
        logits, targets = random_inputs(gen, T, V, VR, dtype)
        kw = dict(vocab=V, tile_width=W, real_vocab=VR)
        if masked:
            active = targets != -100
            targets = torch.where(active, targets, 7)
            kw["active"] = active.to(dev)
        if rows_tau:
            kw["temperature"] = (0.5 + torch.rand(T, generator=gen)).to(dev)
        elif temperature is not None:
            kw["temperature"] = temperature
        logits, targets = logits.to(dev), targets.to(dev)
        spy = _Spy(tk._native)
        saved, tk._native = tk._native, spy
        try:
            got = lt.topk_logprobs(logits, targets, k, **kw)
            sampler_kw = {n: v for n, v in kw.items() if n not in ("temperature", "active")}
            got_s = lt.sampler_logprobs(logits, targets, temperature=0.9, top_k=k,
                                        num_logprobs=min(k, 3), mode="processed",
                                        **sampler_kw)
            got_p = lt.sampler_logprobs(logits, targets, temperature=0.25, top_p=0.5,
                                        num_logprobs=2, mode="processed", **sampler_kw)
            # top_p beyond what the candidates hold: the row named, by either path.
            if dev == "cuda":  # by default no synchronization: NaN, then check() names it
                lt.check()  # nothing pending before
                short = lt.sampler_logprobs(logits, targets, temperature=100.0, top_p=0.9999,
                                            mode="processed", **sampler_kw)
                self.assertTrue(bool(torch.isnan(short[0]).any()), "a short row is not NaN")
                with self.assertRaisesRegex(ValueError, r"sampler: row \d+'s candidates"):
                    lt.check()
            with self.assertRaisesRegex(ValueError, r"sampler: row \d+'s candidates"):
                lt.sampler_logprobs(logits, targets, temperature=100.0, top_p=0.9999,
                                    mode="processed", sync_checks=True, **sampler_kw)
            lt.check()  # raised once, at the call: nothing left for check()
        finally:
            tk._native = saved
        self.assertEqual(spy.topk_calls, 4 + (dev == "cuda"), "the C++ top-k path was not taken")
        self.assertEqual(spy.processed_calls, 3 + (dev == "cuda"),
                         "the C++ sampler path was not taken")
        with python_path():
            want = lt.topk_logprobs(logits, targets, k, **kw)
            want_s = lt.sampler_logprobs(logits, targets, temperature=0.9, top_k=k,
                                         num_logprobs=min(k, 3), mode="processed",
                                         **sampler_kw)
            want_p = lt.sampler_logprobs(logits, targets, temperature=0.25, top_p=0.5,
                                         num_logprobs=2, mode="processed", **sampler_kw)
            with self.assertRaisesRegex(ValueError, r"sampler: row \d+'s candidates"):
                lt.sampler_logprobs(logits, targets, temperature=100.0, top_p=0.9999,
                                    mode="processed", sync_checks=True, **sampler_kw)
        for a, b in zip(got, want):
            self.assertTrue(same_bits(a, b), "topk_logprobs outputs differ")
        for a, b in zip(got_s + got_p, want_s + want_p):
            self.assertTrue(same_bits(a, b), "sampler_logprobs outputs differ")

    def test_close_to_float64_reference(self):
        gen = fresh_generator("native_reference")
        logits, targets = random_inputs(gen, T, V, VR, torch.float32)
        g = torch.randn(T, generator=gen)
        (logp, lse, entropy), grad = run(logits, targets, [g, None, None],
                                         return_entropy=True)
        r_logp, r_lse, r_h = reference.forward(logits.double(), targets, VR)
        r_grad = reference.reference_grad(logits, targets, VR, g, None, None)
        for got, want in ((logp, r_logp), (lse, r_lse), (entropy, r_h)):
            self.assertLess((got.double() - want).abs().max().item(), 1e-4)
        self.assertLess((grad.double() - r_grad).abs().max().item(), 1e-5)

    def test_broadcast_upstream_gradient_and_leading_dims(self):
        gen = fresh_generator("native_sum")
        logits, targets = random_inputs(gen, T * 2, V, VR, torch.bfloat16)
        logits, targets = logits.view(2, T, V), targets.view(2, T)
        grads = []
        for off in (False, True):
            ctx = python_path() if off else contextlib.nullcontext()
            with ctx:
                x = logits.clone().requires_grad_(True)
                lt.selected_logprobs(x, targets, vocab=V, tile_width=W,
                                     real_vocab=VR).sum().backward()
                grads.append(x.grad)
        self.assertTrue(same_bits(*grads))

    def test_bad_target_raises_and_writes_nothing(self):
        gen = fresh_generator("native_bad_target")
        logits, targets = random_inputs(gen, T, V, VR, torch.bfloat16)
        targets[3] = VR  # padding: outside [0, V_real)
        with self.assertRaisesRegex(logpjit.InvalidValueError, r"targets\[3\]"):
            call(logits.clone().requires_grad_(True), targets)

    def test_strided_logits_take_the_checked_path(self):
        gen = fresh_generator("native_strided")
        logits, targets = random_inputs(gen, T, 2 * V, VR, torch.float32)
        strided = logits[:, ::2]  # last dimension not contiguous
        with self.assertRaisesRegex(ValueError, "logits"):
            call(strided, targets)

    def test_create_graph_gradient_is_not_differentiable_again(self):
        gen = fresh_generator("native_double")
        logits, targets = random_inputs(gen, T, V, VR, torch.float32)
        x = logits.clone().requires_grad_(True)
        logp, _ = call(x, targets)
        (g,) = torch.autograd.grad(logp.sum(), x, create_graph=True)
        with self.assertRaisesRegex(RuntimeError, "not twice differentiable"):
            g.sum().backward()

    def test_threads_share_an_op(self):
        gen = fresh_generator("native_threads")
        logits, targets = random_inputs(gen, T, V, VR, torch.bfloat16)
        want = run(logits, targets, [torch.ones(T), None])
        got, errors = [], []

        def work():
            try:
                for _ in range(20):
                    got.append(run(logits, targets, [torch.ones(T), None]))
            except Exception as e:  # noqa: BLE001 (reported below)
                errors.append(e)

        threads = [threading.Thread(target=work) for _ in range(4)]
        for th in threads:
            th.start()
        for th in threads:
            th.join()
        self.assertEqual(errors, [])
        for outs, grad in got:
            self.assertTrue(all(same_bits(a, b) for a, b in zip(outs, want[0])))
            self.assertTrue(same_bits(grad, want[1]))


if __name__ == "__main__":
    unittest.main()
