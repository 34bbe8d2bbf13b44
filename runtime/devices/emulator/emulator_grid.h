//===- emulator_grid.h - Runs an emulated sm_90 grid (internal) -------------===//
#pragma once

#include "runtime/devices/device.h"
#include "runtime/devices/emulator/emulator_abi.h"

#include "llvm/Support/Error.h"

namespace logpjit::emu {

/// Runs the grid `dims` of `kernel` with `params` (as cuLaunchKernel takes them) on the
/// calling thread, before returning: block after block in the order of their linear
/// index (x fastest), each block's `dims.threads` threads as fibers that switch only
/// where threads meet (bar.sync, bar.warp.sync, shfl.sync), in thread order (in reverse
/// order in the blocks of odd linear index, so that a read across a missing barrier sees
/// stale data whichever thread reads). Static shared
/// memory (48 KiB) and `dims.sharedBytes` of dynamic shared memory per block start as
/// 0xff bytes (NaN as fp32, -1 as an integer), so a read before a write shows.
/// Errors (naming `what` and the block): an access to an address no allocation holds (a
/// SIGSEGV or SIGBUS in a kernel's thread, with the address), a shuffle that reads a lane
/// that has exited or
/// waits at another meeting, a warp whose threads wait at different kinds of meeting
/// (divergence around a shuffle or bar.sync), a block whose threads can never all meet,
/// more than 1024 threads, clusters (not emulated).
/// `bytes` (> 0) of device memory: 16-byte aligned, ending within 15 bytes of an
/// inaccessible page (and one more before its first page), so that a kernel's access past
/// its end faults, and runGrid reports it. Errors: the mapping failed.
llvm::Expected<void *> allocateGuarded(size_t bytes);
/// Unmaps memory from allocateGuarded (nullptr: nothing).
void releaseGuarded(void *p);

llvm::Error runGrid(abi::emu::EmuKernelFn kernel, const LaunchDims &dims, void **params,
                    const char *what);

} // namespace logpjit::emu
