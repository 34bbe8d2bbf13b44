//===- distributed.h - Vocab-parallel forward/backward over a Transport --------===//
//
// One rank of a TP group (docs/spec.md §4):
//   preflight (once): all ranks exchange contract fingerprints and kernel keys;
//   forward: tile_stats(own shard) → all-gather partials + target logits → merge
//            (every rank computes the same lse/logp/entropy for all rows, bit for bit);
//   backward: local (needs lse and entropy from the forward, no communication).
//
//===----------------------------------------------------------------------===//
#pragma once

#include "logpjit/buffer.h"
#include "logpjit/runtime.h"
#include "logpjit/transport.h"

namespace logpjit {

/// The result of a preflight exchange on this rank.
struct PreflightReport {
  std::string fingerprint; ///< this rank's contract fingerprint (BLAKE3 hex)
  std::string kernel_keys; ///< BLAKE3 hex over this rank's tile_stats + merge cache keys
};

/// Fixed-size record each rank contributes to the preflight (bytes).
inline constexpr size_t kPreflightRecordBytes = 2048;

/// Runs the preflight of `op` over `tx`: checks locally that tp_rank == tx.rank() and
/// tp_size == tx.size(), loads the forward kernels, and all-gathers a record of the
/// fingerprint, kernel keys and canonical contract. Every rank takes part even when its
/// local checks fail, so every rank returns the same verdict: on any mismatch, an error
/// on every rank naming each differing rank and field ("rank 1: dtype=fp16, rank 0:
/// dtype=bf16"), or the failing rank's own error. Never hangs (the transport's timeout).
llvm::Expected<PreflightReport> preflight(Op &op, Transport &tx);

/// A vocab-parallel Op on one rank: owns the gathered-partials buffers (grown on demand).
class VocabParallelOp {
public:
  /// `op` and `tx` must outlive this object. No communication here.
  VocabParallelOp(Op &op, Transport &tx) : op_(op), tx_(tx) {}

  /// Forward of this rank's shard (see Op::tileStats) with the gather and the merge;
  /// outputs fp32 [rows] in the contract target's memory (entropy iff want_entropy).
  /// Runs the preflight on the first call. Queued on `stream` (GPU); call wait() before
  /// reading results on the host. Errors: preflight, argument checks (see Op), transport.
  llvm::Error forward(const ShardInputs &in, float *lse, float *logp, float *entropy,
                      void *stream = nullptr);

  /// Backward of this rank's shard (no communication): see Op::backward.
  llvm::Error backward(const ShardInputs &in, const GradInputs &g, void *grad_logits,
                       int64_t grad_row_stride, void *stream = nullptr);

  /// Waits for the queued work (bounded by the transport), then reports kernel status
  /// (Op::status: out-of-range targets).
  llvm::Error wait(void *stream = nullptr);

  Op &op() { return op_; }
  Transport &transport() { return tx_; }
  bool preflightDone() const { return preflightDone_; }

private:
  llvm::Error reserve(int64_t rows);
  Op &op_;
  Transport &tx_;
  bool preflightDone_ = false;
  int64_t capacityRows_ = 0;
  DeviceBuffer partials_, tl_, gatheredPartials_, gatheredTl_;
};

} // namespace logpjit
