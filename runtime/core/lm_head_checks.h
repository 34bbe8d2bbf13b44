//===- lm_head_checks.h - The LM head's argument rules (internal) ----------===//
#pragma once

#include "logpjit/runtime.h"

namespace logpjit {

/// The LM-head rules of one call: the contract, the pointers, strides and alignment
/// (runtime/core/lm_head.cpp). `fused`: no logits output is checked.
llvm::Error checkLmHead(const Contract &c, const LmHeadInputs &in, const void *logits,
                        int64_t logitsStride, bool fused);

} // namespace logpjit
