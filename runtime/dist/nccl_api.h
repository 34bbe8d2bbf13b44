//===- nccl_api.h - NCCL / RCCL, loaded with dlopen (internal) -------------===//
//
// The few NCCL types and entry points logpjit uses, declared from the library's public
// ABI (nccl.h, NCCL >= 2.17; RCCL has the same API) so no NCCL header is needed to
// build. One table per library path, loaded once.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "llvm/Support/Error.h"

#include <climits>
#include <cstddef>
#include <string>

namespace logpjit::nccl {

using ncclComm_t = struct ncclComm *;
using ncclResult_t = int;
enum : ncclResult_t { ncclSuccess = 0, ncclInProgress = 7 };
enum : int { ncclUint8 = 1 };

inline constexpr size_t kUniqueIdBytes = 128;
struct ncclUniqueId {
  char internal[kUniqueIdBytes];
};

/// ncclConfig_t as of NCCL 2.17 (size/magic/version let newer libraries read it).
struct ncclConfig_t {
  size_t size = sizeof(ncclConfig_t);
  unsigned int magic = 0xcafebeef;
  unsigned int version = 21700;
  int blocking = INT_MIN;
  int cgaClusterSize = INT_MIN;
  int minCTAs = INT_MIN;
  int maxCTAs = INT_MIN;
  const char *netName = nullptr;
  int splitShare = INT_MIN;
};

struct Library {
  std::string path;
  ncclResult_t (*ncclGetVersion)(int *);
  ncclResult_t (*ncclGetUniqueId)(ncclUniqueId *);
  ncclResult_t (*ncclCommInitRankConfig)(ncclComm_t *, int, ncclUniqueId, int, ncclConfig_t *);
  ncclResult_t (*ncclCommInitAll)(ncclComm_t *, int, const int *);
  ncclResult_t (*ncclCommGetAsyncError)(ncclComm_t, ncclResult_t *);
  ncclResult_t (*ncclCommAbort)(ncclComm_t);
  ncclResult_t (*ncclCommDestroy)(ncclComm_t);
  ncclResult_t (*ncclCommCount)(ncclComm_t, int *);
  ncclResult_t (*ncclCommUserRank)(ncclComm_t, int *);
  ncclResult_t (*ncclAllGather)(const void *, void *, size_t, int, ncclComm_t, void *);
  ncclResult_t (*ncclGroupStart)();
  ncclResult_t (*ncclGroupEnd)();
  const char *(*ncclGetErrorString)(ncclResult_t);
  const char *(*ncclGetLastError)(ncclComm_t); ///< may be null (NCCL < 2.13)

  /// "what: NCCL error N (string; last error)" for a failed call, success otherwise
  /// (ncclInProgress counts as success: the caller settles it).
  llvm::Error check(ncclResult_t r, const char *what, ncclComm_t comm = nullptr) const;
};

/// Loads `path` (or, when empty, LOGPJIT_NCCL_LIBRARY, else `fallback`) once.
/// Errors: the library cannot be opened (names the paths tried and dlerror), a missing
/// entry point.
llvm::Expected<const Library *> library(const std::string &path, const char *fallback);

} // namespace logpjit::nccl
