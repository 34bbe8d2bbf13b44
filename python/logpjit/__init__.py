"""logpjit: deterministic vocab-parallel logprobs, LSE and entropy (Python bindings).

Low level (any DLPack tensor, numpy or torch; one call per kernel):
    rt = logpjit.Runtime()
    op = rt.op(logpjit.Contract(vocab=1024, tile_width=128, dtype="fp32"))
    op.tile_stats(logits, targets, partials, target_logit)
    op.merge(partials[None], target_logit[None], targets, lse, logp)

PyTorch (autograd, custom ops on torch >= 2.4, vocab-parallel with a process group):
``logpjit.torch.selected_logprobs``, ``logpjit.torch.check``; drop-in replacements for the
helpers of verl, TRL, OpenRLHF, Megatron and NeMo-RL: ``logpjit.adapters``.
"""

from logpjit._capi import (  # noqa: F401
    ABI_VERSION,
    Contract,
    InvalidArgumentError,
    InvalidValueError,
    LogpjitError,
    Op,
    OpInfo,
    Runtime,
    abi_version,
    auto_tile_width,
    runtime_by_id,
)

__all__ = ["ABI_VERSION", "Contract", "InvalidArgumentError", "InvalidValueError",
           "LogpjitError", "Op", "OpInfo", "Runtime", "abi_version", "auto_tile_width",
           "runtime_by_id"]
