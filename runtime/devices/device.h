//===- device.h - One target's device: memory, kernels, launches (internal) -===//
//
// What the runtime does on the device of one architecture: select a GPU, allocate and copy
// memory, load a cached kernel binary, launch it. One Device per architecture,
// registered in runtime/devices/registry.cpp; a new target is one folder under
// runtime/devices/ and one line there. Host kernels run on the Runtime's thread pool
// (Op::launch), not through `launch`.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "logpjit/target.h"

#include "llvm/Support/Error.h"

#include <cstddef>
#include <memory>
#include <string>

namespace logpjit {

/// A GPU launch: blocks in x, y, z and threads per block (1-D blocks).
struct LaunchDims {
  unsigned x = 1, y = 1, z = 1, threads = 1;
  /// Dynamic shared memory per block, bytes (the kernel's extern shared array; sm_90).
  unsigned sharedBytes = 0;
  /// Blocks per cluster along x (sm_90 thread block clusters; x a multiple of it), 1: none.
  unsigned clusterX = 1;
  /// sm_90 programmatic dependent launch: the kernel may start while the stream's previous
  /// kernel still runs (once that kernel's blocks have all executed
  /// griddepcontrol.launch_dependents, or exited). Only for a kernel that executes
  /// griddepcontrol.wait before its first memory access (Hooks::gridDependencyWait):
  /// that wait returns once the previous kernel has completed and its writes are visible.
  bool programmaticLaunch = false;
};

/// Loads cached kernel binaries into this process; one per Runtime and architecture (the
/// host's keeps its shared objects open until it is destroyed).
class KernelLoader {
public:
  virtual ~KernelLoader() = default;
  /// The entry point `symbol` of `binary` (the bytes the cache holds for the kernel with
  /// cache key `key`): a host function pointer, a CUfunction, a hipFunction_t. `note`
  /// receives a fallback taken (sm_90: the PTX when the driver rejected the cubin).
  virtual llvm::Expected<void *> load(const std::string &binary, const std::string &symbol,
                                      const std::string &key, std::string *note) = 0;
};

class Device {
public:
  virtual ~Device() = default;
  virtual Arch arch() const = 0;
  /// Makes GPU `ordinal` current on the calling thread (the host: nothing). Errors: no
  /// driver, no such device (naming the count).
  virtual llvm::Error use(int ordinal) const = 0;
  /// `bytes` (> 0) of device memory on GPU `ordinal` (the host: 64-byte aligned).
  virtual llvm::Expected<void *> allocate(size_t bytes, int ordinal) const = 0;
  virtual void release(void *p) const = 0;
  /// Synchronous copies: host -> device, device -> host, device -> device (then a device
  /// synchronization), and a fill with zero bytes.
  virtual llvm::Error upload(void *dst, const void *src, size_t n) const = 0;
  virtual llvm::Error download(void *dst, const void *src, size_t n) const = 0;
  virtual llvm::Error copy(void *dst, const void *src, size_t n) const = 0;
  virtual llvm::Error zero(void *p, size_t n) const = 0;
  /// Waits for all work queued on the current device.
  virtual llvm::Error synchronize() const = 0;
  /// Multiprocessors of GPU `ordinal` (CUDA's SMs; cached after the first call): the LM
  /// head's persistent grid (Op::launch). 0 where launches do not cap their grids.
  virtual llvm::Expected<int> multiprocessors(int ordinal) const { return 0; }
  /// Writes the 128-byte TMA tensor map (sm_90, cuTensorMapEncodeTiled) of a row-major
  /// matrix of 16-bit elements at `base` (16-byte aligned): `rows` rows of `inner` elements,
  /// `rowBytes` apart (a multiple of 16), copied or stored in boxes of `boxInner` x `boxRows`
  /// with the 128-byte swizzle; elements outside the matrix read as 0 and are not written.
  /// `map`: 64-byte aligned.
  /// Errors: no such operation on this architecture, or the driver's refusal.
  virtual llvm::Error encodeTensorMap(void *map, const void *base, uint64_t inner, uint64_t rows,
                                      uint64_t rowBytes, unsigned boxInner, unsigned boxRows) const;
  /// A loader of this architecture's kernel binaries.
  virtual llvm::Expected<std::unique_ptr<KernelLoader>> makeLoader() const = 0;
  /// Queues kernel `entry` (from a KernelLoader) on `stream` (nullptr: the default stream)
  /// of GPU `ordinal`, with `params` pointing at each argument. `what` names the kernel in
  /// an error. The host: an error (its kernels run on the Runtime's threads).
  virtual llvm::Error launch(void *entry, const LaunchDims &dims, void **params, void *stream,
                             int ordinal, const char *what) const = 0;
};

/// The device of `arch` (process-wide, never destroyed).
const Device &deviceFor(Arch arch);

/// Each architecture's instance (defined beside it under runtime/devices/).
const Device &hostDevice();
const Device &cudaDevice();
const Device &hipDevice();
/// The sm_90 emulator (runtime/devices/emulator/): deviceFor(Arch::SM90) while
/// sm90Emulated().
const Device &emulatorDevice();

/// True when LOGPJIT_SM90_EMULATOR=1: the process runs sm_90's kernels on the host CPU
/// (docs/decisions/sm90-emulator.md), with host memory as device memory. Read once;
/// another value than 1 or 0 is reported on stderr and leaves the emulator off.
bool sm90Emulated();

} // namespace logpjit
