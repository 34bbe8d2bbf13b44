"""torch >= 2.4: the custom ops torch.ops.logpjit.{tile_stats, merge, backward}.

torch.library.opcheck on each op (schema, fake kernel, autograd registration, AOT dispatch
with dynamic shapes); the ops in eager mode bitwise equal to the eager autograd.Function
path; torch.compile(fullgraph=True) through selected_logprobs bitwise equal to eager
(values and gradients; aot_eager on the CPU, inductor on CUDA); torch.func.grad (the
eager path); double backward raising (both paths); CUDA graphs: a captured forward + backward replayed on new inputs
gives eager's bits, and a bad target id inside a replay gives NaN and is raised by
logpjit.torch.check() (no host synchronization in the captured calls).

Skipped, with the reason, on torch < 2.4 (CI's Debian torch 1.13) and, for the CUDA part,
without a CUDA device; bench/torch_gpu_check.sh runs them on a GPU machine."""

import functools
import os
import unittest

import torch

import logpjit
import logpjit.torch as lt
from util import fresh_generator, random_inputs, same_bits

V, VR, T = 1024, 1000, 16
W = logpjit.auto_tile_width(V)
HAVE_CUDA = torch.cuda.is_available() and not torch.version.hip
if not lt.HAVE_CUSTOM_OPS:
    WHY = (f"skipped: needs torch >= 2.4 for torch.library.custom_op (this is torch "
           f"{torch.__version__})")
elif not lt.CUSTOM_OPS and os.environ.get("LOGPJIT_TORCH_CUSTOM_OPS") == "0":
    WHY = "skipped: LOGPJIT_TORCH_CUSTOM_OPS=0 turned the custom ops off"
else:
    WHY = f"custom ops failed to register: {lt.CUSTOM_OPS_ERROR!r}"

CONTRACT = (V, W, VR, 1, 0, -100, 0.75, True, "cross_tp_bitwise", 0, 0)


def upstream(what, shape=(T,)):
    gen = fresh_generator(what)
    return [torch.randn(shape, generator=gen) for _ in range(3)]


def loss_and_outputs(x, t, g, **kw):
    logp, lse, h = lt.selected_logprobs(x, t, real_vocab=VR, temperature=0.75,
                                        return_lse=True, return_entropy=True, **kw)
    return (logp * g[0] + lse * g[1] + h * g[2]).sum(), logp, lse, h


@unittest.skipUnless(lt.CUSTOM_OPS, WHY)
class CustomOps(unittest.TestCase):
    def eager_custom_ops(self):
        """Runs the rest of the test with the custom ops in eager mode too."""
        self.addCleanup(setattr, lt, "EAGER_CUSTOM_OPS", lt.EAGER_CUSTOM_OPS)
        lt.EAGER_CUSTOM_OPS = True

    def test_custom_ops_in_eager_equal_the_function_path(self):
        for name in ("tile_stats", "merge", "backward"):
            self.assertTrue(hasattr(torch.ops.logpjit, name), name)
        logits, targets = random_inputs(fresh_generator("eager_ops"), T, V, VR, torch.bfloat16)
        g = upstream("eager_ops_g")
        outs = {}
        for path in ("function", "custom ops"):
            if path == "custom ops":
                self.eager_custom_ops()
            x = logits.clone().requires_grad_(True)
            loss, logp, lse, h = loss_and_outputs(x, targets, g)
            # The Function path's node: the Python autograd.Function, or the C++ node of
            # logpjit._native (type CppFunction, named after its C++ class).
            node = type(logp.grad_fn).__name__ + " " + logp.grad_fn.name()
            self.assertIn("SelectedLogprobs" if path == "function" else "merge", node)
            loss.backward()
            outs[path] = [v.detach() for v in (logp, lse, h, x.grad)]
        for what, a, b in zip(("logp", "lse", "entropy", "grad"), outs["function"],
                              outs["custom ops"]):
            self.assertTrue(same_bits(a, b), f"{what}: custom ops differ from the Function path")

    def test_opcheck(self):
        from torch.library import opcheck

        ops = torch.ops.logpjit
        for dtype in (torch.float32, torch.bfloat16):
            with self.subTest(dtype=dtype):
                logits, targets = random_inputs(fresh_generator(f"opcheck_{dtype}"), T, V, VR,
                                                dtype)
                opcheck(ops.tile_stats.default, (logits, targets, None, None) + CONTRACT)
                partials, tl = ops.tile_stats(logits, targets, None, None, *CONTRACT)
                x = logits.clone().requires_grad_(True)
                opcheck(ops.merge.default,
                        (partials[None], tl[None], targets, None, None, x) + CONTRACT +
                        (False,))
                lse, logp, h = ops.merge(partials[None], tl[None], targets, None, None, logits,
                                         *CONTRACT, False)
                g = upstream(f"opcheck_g_{dtype}")
                opcheck(ops.backward.default,
                        (logits, targets, None, None, g[0], g[1], g[2], lse, h) + CONTRACT)
                # active-mask mode: an `active` tensor instead of ignore_index
                act = targets != -100
                opcheck(ops.tile_stats.default, (logits, targets, act, None) + CONTRACT)
                # a temperature per row (no scalar temperature in the contract then)
                tau = torch.rand(T, generator=fresh_generator("opcheck_tau")) + 0.5
                rows = CONTRACT[:6] + (None,) + CONTRACT[7:]
                opcheck(ops.tile_stats.default, (logits, targets, None, tau) + rows)
                partials, tl = ops.tile_stats(logits, targets, None, tau, *rows)
                opcheck(ops.merge.default,
                        (partials[None], tl[None], targets, None, tau, x) + rows + (False,))
                lse, logp, h = ops.merge(partials[None], tl[None], targets, None, tau, logits,
                                         *rows, False)
                opcheck(ops.backward.default,
                        (logits, targets, None, tau, g[0], g[1], g[2], lse, h) + rows)

    def check_compiled(self, device, backend):
        logits, targets = random_inputs(fresh_generator(f"compile_{device}"), T, V, VR,
                                        torch.bfloat16)
        logits, targets = logits.to(device), targets.to(device)
        g = [v.to(device) for v in upstream(f"compile_g_{device}")]
        outs = {}
        for name in ("eager", "compiled"):
            fn = loss_and_outputs
            if name == "compiled":
                torch._dynamo.reset()
                fn = torch.compile(loss_and_outputs, fullgraph=True, backend=backend)
            x = logits.clone().requires_grad_(True)
            loss, logp, lse, h = fn(x, targets, g)
            loss.backward()
            outs[name] = [v.detach().cpu() for v in (logp, lse, h, x.grad)]
        for what, a, b in zip(("logp", "lse", "entropy", "grad"), outs["eager"],
                              outs["compiled"]):
            self.assertTrue(same_bits(a, b), f"{what}: compiled ({backend}) differs from eager")

    def test_compile_fullgraph_cpu(self):
        self.check_compiled("cpu", "aot_eager")

    def test_torch_func_grad(self):
        logits, targets = random_inputs(fresh_generator("func_grad"), T, V, VR, torch.float32)
        g = upstream("func_grad_g")
        grad = torch.func.grad(lambda x: loss_and_outputs(x, targets, g)[0])(logits)
        x = logits.clone().requires_grad_(True)
        loss_and_outputs(x, targets, g)[0].backward()
        self.assertTrue(same_bits(grad, x.grad))
        # A second-order transform must raise, not drop logpjit's second-order term.
        with self.assertRaisesRegex(RuntimeError, "not twice differentiable"):
            inner = torch.func.grad(lambda x: loss_and_outputs(x, targets, g)[0])
            torch.func.grad(lambda x: inner(x).sum())(logits)

    def test_double_backward_raises(self):
        logits, targets = random_inputs(fresh_generator("double_backward2"), T, V, V,
                                        torch.float32)
        for path in ("function", "custom ops"):
            if path == "custom ops":
                self.eager_custom_ops()
            x = logits.clone().requires_grad_(True)
            loss = lt.selected_logprobs(x, targets).sum() + (x ** 3).sum()
            (gx,) = torch.autograd.grad(loss, x, create_graph=True)
            with self.assertRaisesRegex(RuntimeError, "not twice differentiable"):
                torch.autograd.grad(gx.sum(), x)


LM_H, LM_W = 32, 64  # the LM head: hidden [T, 32], weight [V, 32], tile width 64


def lm_inputs(what, device="cpu"):
    gen = fresh_generator(what)
    hidden = torch.randn((T, LM_H), generator=gen).bfloat16().to(device)
    weight = (torch.randn((V, LM_H), generator=gen) * (2.0 / LM_H ** 0.5)).bfloat16().to(device)
    targets = torch.randint(0, VR, (T,), generator=gen).to(device)
    targets[3] = -100
    return hidden, weight, targets


def lm_loss(h, w, t, g, save_rows=0):
    logp, lse, ent = lt.lm_head_logprobs(h, w, t, tile_width=LM_W, real_vocab=VR,
                                         temperature=0.75, return_lse=True,
                                         return_entropy=True, save_rows=save_rows)
    return (logp * g[0] + lse * g[1] + ent * g[2]).sum(), logp, lse, ent


@unittest.skipUnless(lt.CUSTOM_OPS, WHY)
class LmHeadCustomOps(unittest.TestCase):
    """torch.ops.logpjit.lm_head_logprobs (TP 1): opcheck, and torch.compile(fullgraph=True)
    through lm_head_logprobs bitwise equal to the eager autograd.Function (values, grad_hidden,
    grad_weight)."""

    def test_opcheck(self):
        from torch.library import opcheck

        hidden, weight, targets = lm_inputs("lm opcheck")
        args = ("bf16", V, LM_W, VR, -100, 0.75, True, "cross_tp_bitwise", 0)
        h = hidden.clone().requires_grad_(True)
        w = weight.clone().requires_grad_(True)
        opcheck(torch.ops.logpjit.lm_head_logprobs.default,
                (h, w, targets, None, None) + args)

    def compiled_equals_eager(self, device, backend, frozen=False, save_rows=0):
        """save_rows: the compiled call keeps rows' logits for the backward (an
        autograd.Function then, traced with graph breaks allowed), the eager one none."""
        hidden, weight, targets = lm_inputs(f"lm compile {device}", device)
        g = [v.to(device) for v in upstream(f"lm compile g {device}")]
        outs = {}
        for name in ("eager", "compiled"):
            fn = lm_loss
            if name == "compiled":
                torch._dynamo.reset()
                fn = torch.compile(functools.partial(lm_loss, save_rows=save_rows),
                                   fullgraph=not save_rows, backend=backend)
            h = hidden.clone().requires_grad_(True)
            w = weight.clone().requires_grad_(not frozen)
            loss, logp, lse, ent = fn(h, w, targets, g)
            loss.backward()
            outs[name] = [v.detach().cpu() for v in (logp, lse, ent, h.grad)] + (
                [] if frozen else [w.grad.detach().cpu()])
            if frozen:
                self.assertIsNone(w.grad)
        for what, a, b in zip(("logp", "lse", "entropy", "grad_hidden", "grad_weight"),
                              outs["eager"], outs["compiled"]):
            self.assertTrue(same_bits(a, b), f"{what}: compiled ({backend}) differs from eager")

    def test_compile_fullgraph_frozen_weight_cpu(self):
        self.compiled_equals_eager("cpu", "aot_eager", frozen=True)

    def test_compile_fullgraph_cpu(self):
        self.compiled_equals_eager("cpu", "aot_eager")

    @unittest.skipUnless(HAVE_CUDA, "skipped: no CUDA device")
    def test_compile_fullgraph_cuda(self):
        self.compiled_equals_eager("cuda", "inductor")

    def test_compile_save_rows_cpu(self):
        self.compiled_equals_eager("cpu", "aot_eager", save_rows=T)

    @unittest.skipUnless(HAVE_CUDA, "skipped: no CUDA device")
    def test_compile_save_rows_cuda(self):
        self.compiled_equals_eager("cuda", "inductor", save_rows=T)


@unittest.skipUnless(lt.CUSTOM_OPS and HAVE_CUDA,
                     WHY if not lt.CUSTOM_OPS else "skipped: no CUDA device")
class CudaCustomOps(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        # Full kernels before any capture: no background compile may load a module while a
        # graph is being captured.
        old = os.environ.get("LOGPJIT_JIT")
        os.environ["LOGPJIT_JIT"] = "full"
        try:
            cls.rt = logpjit.Runtime(device=torch.cuda.current_device())
        finally:
            if old is None:
                del os.environ["LOGPJIT_JIT"]
            else:
                os.environ["LOGPJIT_JIT"] = old

    def test_compile_fullgraph_inductor(self):
        CustomOps.check_compiled(self, "cuda", "inductor")

    def test_cuda_graph_replay_and_check(self):
        gen = fresh_generator("cuda_graph")
        logits, targets = random_inputs(gen, T, V, VR, torch.bfloat16)
        g = [v.cuda() for v in upstream("cuda_graph_g")]
        x = logits.cuda().requires_grad_(True)
        t = targets.cuda()
        run = lambda: loss_and_outputs(x, t, g, runtime=self.rt)  # noqa: E731
        side = torch.cuda.Stream()
        side.wait_stream(torch.cuda.current_stream())
        with torch.cuda.stream(side):  # warm-up: kernels loaded, status words allocated
            for _ in range(2):
                x.grad = None
                run()[0].backward()
        torch.cuda.current_stream().wait_stream(side)
        x.grad = None
        graph = torch.cuda.CUDAGraph()
        with torch.cuda.graph(graph):
            loss, logp, lse, h = run()
            loss.backward()
        # New inputs into the captured buffers; replay == eager on the same inputs.
        new_logits, new_targets = random_inputs(gen, T, V, VR, torch.bfloat16)
        with torch.no_grad():
            x.copy_(new_logits.cuda())
        t.copy_(new_targets.cuda())
        graph.replay()
        torch.cuda.synchronize()
        got = [v.detach().cpu().clone() for v in (logp, lse, h, x.grad)]
        xe = new_logits.cuda().requires_grad_(True)
        loss_e, *want = loss_and_outputs(xe, new_targets.cuda(), g, runtime=self.rt)
        loss_e.backward()
        want = [v.detach().cpu() for v in want] + [xe.grad.cpu()]
        for what, a, b in zip(("logp", "lse", "entropy", "grad"), got, want):
            self.assertTrue(same_bits(a, b), f"{what}: graph replay differs from eager")
        lt.check()  # nothing pending
        # A bad target id inside a replay: NaN for that row, raised by check().
        t[3] = V + 5
        graph.replay()
        torch.cuda.synchronize()
        self.assertTrue(bool(logp[3].isnan()))
        self.assertFalse(bool(logp[4].isnan()))
        with self.assertRaisesRegex(logpjit.InvalidValueError, r"targets\[3\]"):
            lt.check()
        lt.check()  # cleared


if __name__ == "__main__":
    unittest.main()
