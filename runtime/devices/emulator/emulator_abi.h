//===- emulator_abi.h - What an emulated sm_90 kernel reads of its thread -===//
//
// The sm_90 emulator (docs/decisions/sm90-emulator.md) compiles sm_90's kernels -- the
// same templates, the same launch geometry, warps of 32 threads -- for the host CPU and
// runs every thread of a block as a fiber on one host thread. An emulated kernel is
//     void kernel(void **params, EmuThread *thread);
// `params` as cuLaunchKernel takes them (params[i] points at argument word i), `thread`
// the calling thread's words below: its ids, its block's shared memory and the services
// that make threads meet (bar.sync, bar.warp.sync, shfl.sync). Shared with the compiler
// (compiler/backends/emulator), which reads the words by index.
//
//===----------------------------------------------------------------------===//
#pragma once

#include <cstddef>
#include <cstdint>

namespace logpjit::abi::emu {

/// Index of each 64-bit word of EmuThread.
enum ThreadWord : unsigned {
  TW_Tid,                          ///< threadIdx.x
  TW_Ctaid,                        ///< blockIdx.x, .y, .z (3 words)
  TW_Nctaid = TW_Ctaid + 3,        ///< gridDim.x, .y, .z (3 words)
  TW_StaticShared = TW_Nctaid + 3, ///< char*: the block's static shared memory
  TW_DynamicShared,                ///< char*: the block's dynamic shared memory
  TW_Barrier,                      ///< void (*)(EmuThread*): bar.sync 0
  TW_WarpSync,                     ///< void (*)(EmuThread*): bar.warp.sync 0xffffffff
  TW_Shuffle,                      ///< uint32_t (*)(EmuThread*, uint32_t v, uint32_t lane,
                                   ///< uint32_t mode): shfl.sync with every lane of the warp
  TW_Scheduler,                    ///< the emulator's own (opaque to kernels)
  TW_NumWords
};

/// shfl.sync's modes: `lane` is the xor mask (bfly) or the source lane (idx).
enum ShuffleMode : uint32_t { SM_Xor = 0, SM_Index = 1 };

/// Static shared memory of one block: sm_90's static limit.
constexpr size_t kStaticSharedBytes = 48 * 1024;

struct EmuThread;
using EmuKernelFn = void (*)(void **params, EmuThread *thread);

/// A thread's words (layout: ThreadWord; checked in emulator_grid.cpp).
struct EmuThread {
  uint64_t tid;
  uint64_t ctaid[3];
  uint64_t nctaid[3];
  char *staticShared;
  char *dynamicShared;
  void (*barrier)(EmuThread *);
  void (*warpSync)(EmuThread *);
  uint32_t (*shuffle)(EmuThread *, uint32_t, uint32_t, uint32_t);
  void *scheduler;
};

static_assert(offsetof(EmuThread, staticShared) == TW_StaticShared * 8);
static_assert(offsetof(EmuThread, shuffle) == TW_Shuffle * 8);
static_assert(sizeof(EmuThread) == TW_NumWords * 8);

} // namespace logpjit::abi::emu
