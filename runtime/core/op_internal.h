//===- op_internal.h - Shared by the Op's source files (internal) ----------===//
#pragma once

#include "logpjit/runtime.h"

#include <cstdint>

namespace logpjit {

/// A pointer as a kernel argument word.
inline uint64_t ptrWord(const void *p) { return reinterpret_cast<uint64_t>(p); }

/// The LM-head rules of one call: the contract, the pointers, strides and alignment
/// (runtime/core/lm_head.cpp). `fused`: no logits output is checked.
llvm::Error checkLmHead(const Contract &c, const LmHeadInputs &in, const void *logits,
                        int64_t logitsStride, bool fused);

/// The upstream gradients' rules of Op::backward and Op::lmHeadBackward (runtime/core/op.cpp):
/// grad_logp and lse given, grad_logp's stride 1 or 0, entropy given with grad_entropy.
llvm::Error checkGradInputs(const GradInputs &g);

/// Rows [r0, r0 + rows) of an LM-head call as the shard inputs of the logits block `logits`
/// [rows, stride] that its GEMM wrote: their targets, mask and temperatures.
ShardInputs lmHeadRowBlock(const Contract &c, const LmHeadInputs &in, int64_t r0, int64_t rows,
                           const void *logits, int64_t stride);

} // namespace logpjit
