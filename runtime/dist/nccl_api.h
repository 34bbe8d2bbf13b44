//===- nccl_api.h - NCCL / RCCL, loaded with dlopen (internal) -------------===//
//
// The few NCCL types and entry points logpjit uses, declared from the library's public
// ABI (nccl.h, NCCL >= 2.17; RCCL has the same API) so no NCCL header is needed to
// build. One table per library path, loaded once.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "runtime/devices/dl_table.h"

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

/// The NCCL entry points logpjit needs: X(name, return type, (parameter types)).
#define LOGPJIT_NCCL_FUNCTIONS(X)                                                                  \
  X(ncclGetVersion, ncclResult_t, (int *))                                                         \
  X(ncclGetUniqueId, ncclResult_t, (ncclUniqueId *))                                               \
  X(ncclCommInitRankConfig, ncclResult_t, (ncclComm_t *, int, ncclUniqueId, int, ncclConfig_t *))  \
  X(ncclCommInitAll, ncclResult_t, (ncclComm_t *, int, const int *))                               \
  X(ncclCommGetAsyncError, ncclResult_t, (ncclComm_t, ncclResult_t *))                             \
  X(ncclCommAbort, ncclResult_t, (ncclComm_t))                                                     \
  X(ncclCommDestroy, ncclResult_t, (ncclComm_t))                                                   \
  X(ncclCommCount, ncclResult_t, (ncclComm_t, int *))                                              \
  X(ncclCommUserRank, ncclResult_t, (ncclComm_t, int *))                                           \
  X(ncclAllGather, ncclResult_t, (const void *, void *, size_t, int, ncclComm_t, void *))          \
  X(ncclGroupStart, ncclResult_t, ())                                                              \
  X(ncclGroupEnd, ncclResult_t, ())                                                                \
  X(ncclGetErrorString, const char *, (ncclResult_t))

struct Library {
  std::string path;
  LOGPJIT_NCCL_FUNCTIONS(LOGPJIT_DL_MEMBER)
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
