"""fp64 torch reference and the first-order error bounds of the canonical order.

The reference is torch's float64 log_softmax over the real columns, then a gather; its
gradient is torch.autograd of the same float64 graph. The bounds are those of
tests/error_bounds.h (rowTol, gradBound), in units of u = 2^-24, never loosened: they
follow the operation order of templates/tile_stats.cpp, merge.cpp and backward.cpp.
"""

import math

import numpy as np
import torch

U = 2.0 ** -24  # one fp32 rounding


def tau32(temperature):
    """The exact value of the fp32 temperature the kernels use (None: no temperature)."""
    return None if temperature is None else float(np.float32(temperature))


def scaled(logits, real_vocab, temperature):
    """y = x / tau in float64 over [T, V]; padding columns -inf."""
    y = logits.detach().double()
    t = tau32(temperature)
    if t is not None:
        y = y / t
    y = y.clone()
    y[:, real_vocab:] = -math.inf
    return y


def active_rows(targets, ignore_index, active):
    return (targets != ignore_index) if active is None else active.bool()


def forward(logits, targets, real_vocab, temperature=None, ignore_index=-100, active=None):
    """(logp, lse, entropy) in float64 from float64 log_softmax; inactive rows: all 0."""
    y = scaled(logits, real_vocab, temperature)
    logsm = torch.log_softmax(y, dim=-1)
    lse = torch.logsumexp(y, dim=-1)
    act = active_rows(targets, ignore_index, active)
    picked = logsm.gather(1, torch.where(act, targets.long(), 0)[:, None])[:, 0]
    logp = torch.where(act, picked, torch.zeros_like(picked))
    p = logsm.exp()
    entropy = -(p * torch.where(p > 0, logsm, torch.zeros_like(logsm))).sum(-1)
    zero = torch.zeros_like(lse)
    return logp, torch.where(act, lse, zero), torch.where(act, entropy, zero)


def reference_grad(logits, targets, real_vocab, g_logp, g_lse, g_entropy, temperature=None,
                   ignore_index=-100, active=None):
    """d/dlogits of sum over active rows of g_logp*logp + g_lse*lse + g_entropy*H, through
    torch.autograd on the float64 graph (inactive rows contribute nothing)."""
    x = logits.detach().double().requires_grad_(True)
    t = tau32(temperature)
    y = x / t if t is not None else x
    mask = torch.zeros_like(y, dtype=torch.bool)
    mask[:, real_vocab:] = True
    y = y.masked_fill(mask, -math.inf)
    logsm = torch.log_softmax(y, dim=-1)
    lse = torch.logsumexp(y, dim=-1)
    act = active_rows(targets, ignore_index, active)
    logp = logsm.gather(1, torch.where(act, targets.long(), 0)[:, None])[:, 0]
    p = logsm.exp()
    entropy = -(p * torch.where(p > 0, logsm, torch.zeros_like(logsm))).sum(-1)
    loss = torch.zeros((), dtype=torch.float64)
    for g, v in ((g_logp, logp), (g_lse, lse), (g_entropy, entropy)):
        if g is not None:
            loss = loss + (torch.where(act, g.double() * v, torch.zeros_like(v))).sum()
    (grad,) = torch.autograd.grad(loss, x)
    return grad


def sum_budget(tile_width, num_tiles, lanes=32, chunk=8):
    """error_bounds.h sumBudget: relative error budget (in u) of S = sum exp(x - M)."""
    nch = -(-tile_width // chunk)
    iters = -(-nch // lanes)
    return 4 + 6.0 * iters + math.log2(chunk) + 10 * math.log2(lanes) + 5.0 * num_tiles


def row_tolerances(logits, targets, real_vocab, tile_width, temperature, ignore_index, active,
                   ref):
    """error_bounds.h rowTol per row: absolute bounds (lse, logp, entropy) of the kernels."""
    logp, lse, H = ref
    vocab = logits.shape[1]
    y = scaled(logits, real_vocab, temperature)[:, :real_vocab]
    M = y.max(dim=-1).values
    n = sum_budget(tile_width, vocab // tile_width)
    sy = torch.zeros_like(lse)
    syh = torch.zeros_like(lse)
    if temperature is not None:
        p = (y - lse[:, None]).exp()
        sy = (p * y.abs()).sum(-1)
        syh = (p * y.abs() * (lse[:, None] - y - H[:, None]).abs()).sum(-1)
    logS = lse - M
    US = (logS - H).abs()
    tol_lse = U * (n + 4 * logS.abs() + lse.abs() + sy)
    tol_H = U * (n * (1 + 2 * US) + 4 * logS.abs() + 2 * US + H.abs() + syh)
    act = active_rows(targets, ignore_index, active)
    yt = torch.zeros_like(lse)
    if temperature is not None:
        yt = torch.where(act, y.gather(1, torch.where(act, targets.long(), 0)[:, None])[:, 0].abs(),
                         yt)
    tol_logp = tol_lse + U * (logp.abs() + yt)
    return tol_lse, tol_logp, tol_H


def grad_bound(logits, targets, real_vocab, temperature, ignore_index, active, ref, tols, g_logp,
               g_lse, g_entropy):
    """error_bounds.h gradBound over the real columns [T, V_real] (fp32 result)."""
    _, lse, H = ref
    tol_lse, _, tol_H = tols
    y = scaled(logits, real_vocab, temperature)[:, :real_vocab]
    T = y.shape[0]
    zeros = torch.zeros(T, dtype=torch.float64)
    gl = g_logp.double()[:, None]
    gs = (zeros if g_lse is None else g_lse.double())[:, None]
    gh = (zeros if g_entropy is None else g_entropy.double())[:, None]
    tau = tau32(temperature) or 1.0
    yt = y.abs() if temperature is not None else torch.zeros_like(y)
    L, Hh = lse[:, None], H[:, None]
    p = (y - L).exp()
    act = active_rows(targets, ignore_index, active)
    oh = torch.zeros_like(y)
    rows = torch.nonzero(act)[:, 0]
    oh[rows, targets.long()[rows]] = 1.0
    D = L - y - Hh
    ep = tol_lse[:, None] + U * (yt + (y - L).abs()) + 4 * U
    t1, t2, t3 = gl * (oh - p), gs * p, gh * p * D
    e = gl.abs() * p * ep + 2 * U * t1.abs()
    e = e + gs.abs() * p * (ep + U) + U * t2.abs()
    e = e + gh.abs() * p * (ep * D.abs() + tol_lse[:, None] + tol_H[:, None] +
                            U * (yt + (L - y).abs() + D.abs())) + 3 * U * t3.abs()
    e = e + U * ((t1 + t2).abs() + (t1 + t2 + t3).abs())
    e = e + 2.0 ** -125 * (gl.abs() + gs.abs() + gh.abs() * (D.abs() + 1))
    return e / tau + U * ((t1 + t2 + t3) / tau).abs() + 2.0 ** -149
