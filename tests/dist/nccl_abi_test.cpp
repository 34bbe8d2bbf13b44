//===- nccl_abi_test.cpp - runtime/dist/nccl_api.h against the real nccl.h ------===//
//
// logpjit declares the NCCL ABI itself (no NCCL header is needed to build). Where the
// CUDA toolkit's nccl.h is present at configure time, this test checks those
// declarations against it at compile time: types, enum values, the leading fields of
// ncclConfig_t, and every entry point's signature. Elsewhere it is skipped.
//
//===----------------------------------------------------------------------===//
#include "runtime/dist/nccl_api.h"

#include <cstddef>
#include <gtest/gtest.h>
#include <type_traits>

#ifdef LOGPJIT_HAVE_NCCL_H
#include <nccl.h>
namespace n = logpjit::nccl;
static_assert(sizeof(n::ncclUniqueId) == sizeof(::ncclUniqueId));
static_assert(n::ncclSuccess == ::ncclSuccess && n::ncclInProgress == ::ncclInProgress);
static_assert(n::ncclUint8 == ::ncclUint8);
#define SAME_OFFSET(f) static_assert(offsetof(n::ncclConfig_t, f) == offsetof(::ncclConfig_t, f))
SAME_OFFSET(size);
SAME_OFFSET(magic);
SAME_OFFSET(version);
SAME_OFFSET(blocking);
SAME_OFFSET(cgaClusterSize);
SAME_OFFSET(minCTAs);
SAME_OFFSET(maxCTAs);
SAME_OFFSET(netName);
SAME_OFFSET(splitShare);
static_assert(sizeof(n::ncclConfig_t) <= sizeof(::ncclConfig_t));
// Every entry point: same parameter and result sizes (ours use plain ints for enums and
// void* for cudaStream_t; the types are ABI-identical).
template <class A, class B> struct SameAbi : std::false_type {};
template <class RA, class RB, class... PA, class... PB>
struct SameAbi<RA (*)(PA...), RB (*)(PB...)>
    : std::bool_constant<sizeof...(PA) == sizeof...(PB) && sizeof(RA) == sizeof(RB) &&
                         ((sizeof(PA) == sizeof(PB)) && ...)> {};
#define SAME_FN(f) static_assert(SameAbi<decltype(n::Library::f), decltype(&::f)>::value, #f)
SAME_FN(ncclGetVersion);
SAME_FN(ncclGetUniqueId);
SAME_FN(ncclCommInitRankConfig);
SAME_FN(ncclCommInitAll);
SAME_FN(ncclCommGetAsyncError);
SAME_FN(ncclCommAbort);
SAME_FN(ncclCommDestroy);
SAME_FN(ncclCommCount);
SAME_FN(ncclCommUserRank);
SAME_FN(ncclAllGather);
SAME_FN(ncclGroupStart);
SAME_FN(ncclGroupEnd);
SAME_FN(ncclGetErrorString);
SAME_FN(ncclGetLastError);
TEST(NcclAbi, MatchesNcclHeader) {
  SUCCEED() << "checked at compile time against NCCL " << NCCL_MAJOR << "." << NCCL_MINOR;
}
#else
TEST(NcclAbi, MatchesNcclHeader) { GTEST_SKIP() << "skipped: no nccl.h at configure time"; }
#endif
