//===- transport.h - The collective that gathers TP ranks' partials ------------===//
//
// A vocab-parallel forward needs one collective: every rank all-gathers the tile
// partials [T, K_local, P] and the owner target logits [T] of all ranks, in rank order
// (docs/spec.md §4). The merge consumes the gathered buffers; it never depends on how they
// were moved. Engines may pass their own collective (implement Transport, or gather
// themselves and call Op::merge); logpjit ships two:
//   - an in-process group (ranks are threads of one process; host or same-process CUDA
//     memory) — the tests' and the single-process fallbacks' transport;
//   - NCCL (libnccl.so.2, dlopen'ed; RCCL's librccl.so.1 through the same code), with a
//     caller's ncclComm_t or one it creates.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "logpjit/target.h"

#include "llvm/Support/Error.h"

#include <cstddef>
#include <memory>
#include <string>
#include <vector>

namespace logpjit {

/// One buffer of an all-gather: `bytes` from `send` on every rank land in `recv` at
/// offset rank * bytes (recv holds size() * bytes).
struct GatherPart {
  const void *send = nullptr;
  void *recv = nullptr;
  size_t bytes = 0;
};

/// A group of `size()` ranks that can all-gather. Every rank must make the same
/// sequence of calls with the same byte counts (as with NCCL).
class Transport {
public:
  virtual ~Transport() = default;
  virtual int rank() const = 0;
  virtual int size() const = 0;
  /// "in-process", "nccl", "rccl".
  virtual std::string name() const = 0;

  /// All-gathers every part, in rank order, queued on `stream` (a CUstream / hipStream_t
  /// as void*, nullptr = the legacy default stream; ignored for host memory). Buffers are
  /// in the memory the transport serves. May return before the data has moved: call
  /// wait() (or synchronize the stream) before reading host-visible results.
  /// Errors: the transport's own (naming the call and the peer where known).
  virtual llvm::Error allGather(const std::vector<GatherPart> &parts, void *stream) = 0;

  /// All-gathers `bytes` of host memory from every rank into `recv` [size() * bytes]
  /// and returns when the data is there (used by the preflight). Errors: a peer that
  /// does not join within the transport's timeout (names the rank where known).
  virtual llvm::Error allGatherHost(const void *send, void *recv, size_t bytes) = 0;

  /// Waits until the collectives queued on `stream` completed. Bounded: a dead or stuck
  /// peer gives an error (the transport's asynchronous error, or its timeout), never a
  /// hang; after such an error the transport is aborted and every later call fails.
  virtual llvm::Error wait(void *stream) = 0;

  /// Marks the group failed after a local error on this rank that left a collective
  /// un-joined (so the ranks would otherwise pair different batches on the next call):
  /// every pending and later call fails with `reason` — in process at once on every
  /// rank; NCCL: ncclCommAbort here, peers see a remote error or their timeout. A group
  /// cannot be used again after this (as with NCCL after any error): make a new one.
  virtual void abort(const std::string &reason) = 0;
};

/// Options of the in-process group.
struct InProcessOptions {
  Arch arch = Arch::Host; ///< memory of the gathered buffers (host, or sm_90 via cuMemcpy)
  /// A rank that does not join a collective within this many seconds → error; > 0
  /// (makeInProcessGroup rejects 0, negative and NaN); >= 1e9 or infinity: no timeout.
  double timeout_s = 60;
};

/// `n` transports, one per rank (rank r = element r), sharing one rendezvous. Each
/// rank's calls must come from its own thread. Errors: n < 1, timeout_s not > 0.
llvm::Expected<std::vector<std::unique_ptr<Transport>>>
makeInProcessGroup(int n, InProcessOptions opts = {});

/// How an NCCL communicator is made or adopted.
struct NcclOptions {
  Arch arch = Arch::SM90; ///< sm_90: NCCL (libnccl.so.2); gfx942: RCCL (librccl.so.1)
  int rank = 0;
  int size = 1;
  int device = 0;       ///< CUDA ordinal of this rank
  void *comm = nullptr; ///< a caller's ncclComm_t: adopted (not destroyed), rank/size read
  std::string id_file;  ///< rendezvous file (empty: $LOGPJIT_NCCL_ID_FILE): rank 0 writes the
                        ///< unique id, the others poll it
  /// Bound on init, preflight and wait(), seconds > 0 (infinity: none); overridden by
  /// LOGPJIT_NCCL_TIMEOUT_S. 0, negative, NaN or a malformed variable → error.
  double timeout_s = 60;
  /// The library; empty: LOGPJIT_NCCL_LIBRARY, else libnccl.so.2 (librccl.so.1 for
  /// gfx942) on the loader's path.
  std::string library;
};

/// An NCCL transport for one rank. With `comm` null, creates a communicator from the
/// unique id exchanged through `id_file` (non-blocking init, bounded by the timeout).
/// Errors: no NCCL library (names the paths tried), bad rank/size/device, init failure
/// or timeout (NCCL's error string).
llvm::Expected<std::unique_ptr<Transport>> makeNcclTransport(const NcclOptions &opts);

/// One process, several GPUs: one NCCL transport per device (rank r on devices[r]),
/// created together (ncclCommInitAll). Each rank's calls must come from its own thread.
llvm::Expected<std::vector<std::unique_ptr<Transport>>>
makeNcclGroup(const std::vector<int> &devices, const NcclOptions &opts = {});

} // namespace logpjit
