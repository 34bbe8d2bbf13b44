//===- op_internal.h - Shared by the Op's source files (internal) ----------===//
#pragma once

#include "logpjit/errors.h"
#include "logpjit/runtime.h"

#include <cstdint>
#include <memory>
#include <string>

namespace logpjit {

/// A kernel an Op has loaded.
struct Op::Loaded {
  /// For this Op's contract, (kind, grad_lse, grad_entropy) determine the spec, unless it
  /// was given (the LM head's backward kernels, found by their spec's fields).
  bool given = false;
  KernelSpec spec;
  std::shared_ptr<KernelSlot> slot; ///< the entry point (a background compile may replace it)
  KernelInfo info;
};

/// A pointer as a kernel argument word.
inline uint64_t ptrWord(const void *p) { return reinterpret_cast<uint64_t>(p); }

/// An fp32 value as a kernel argument word (its bits).
uint64_t f32Word(float f);

/// An InvalidArgumentError naming argument `field`.
inline llvm::Error argError(const char *field, const std::string &msg) {
  return invalidArgument(field, msg);
}

/// The logits of a shard, checked for every kernel that reads them (tile_stats, backward,
/// topk_tile, topk_stats, topk_select): not null, row_stride >= V_local.
llvm::Error checkShardLogits(const Contract &c, const ShardInputs &in);

/// Fills the words every shard kernel starts with (kernel_abi.h TS_*, the same positions in
/// BW_* and TK_*): the shard's logits, rows' targets and mask, its columns, the temperature
/// (fp32 bits, or the per-row tensor's address).
void shardWords(const Contract &c, const ShardInputs &in, uint64_t *args);

/// The LM-head rules of one call: the contract, the pointers, strides and alignment
/// (runtime/core/lm_head.cpp). `fused`: no logits output is checked.
llvm::Error checkLmHead(const Contract &c, const LmHeadInputs &in, const void *logits,
                        int64_t logitsStride, bool fused);

/// The upstream gradients' rules of Op::backward and Op::lmHeadBackward (runtime/core/op.cpp):
/// grad_logp and lse given, grad_logp's stride 1 or 0, entropy given with grad_entropy.
llvm::Error checkGradInputs(const GradInputs &g);

/// The saved logits of an LM-head call (lmHeadTileStats, lmHeadBackward): 0 <= rows <= the
/// call's rows and, for rows > 0, lmHead()'s rules for saved.data and saved.stride.
llvm::Error checkSavedLogits(const Contract &c, const LmHeadInputs &in,
                             const LmHeadSavedLogits &saved);

/// Whether every row of a matrix at `data` with `stride` elements of `elementBytes` between
/// rows starts 16-byte aligned: what TMA tensor maps and 16-byte vector accesses of its rows
/// need.
inline bool rowsAligned16(const void *data, int64_t stride, size_t elementBytes) {
  return reinterpret_cast<uintptr_t>(data) % 16 == 0 && (size_t(stride) * elementBytes) % 16 == 0;
}

/// Rows [r0, r0 + rows) of an LM-head call as the shard inputs of the logits block `logits`
/// [rows, stride] that its GEMM wrote: their targets, mask and temperatures.
ShardInputs lmHeadRowBlock(const Contract &c, const LmHeadInputs &in, int64_t r0, int64_t rows,
                           const void *logits, int64_t stride);

} // namespace logpjit
