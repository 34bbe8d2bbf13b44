//===- buffer.h - Memory on a target's device -------------------------------===//
#pragma once

#include "logpjit/target.h"

#include "llvm/Support/Error.h"

#include <cstddef>

namespace logpjit {

/// A buffer where a target's kernels can read and write: host memory for `host`,
/// CUDA device memory (primary context of device `device`) for `sm_90`. Move-only.
class DeviceBuffer {
public:
  /// Allocates `bytes` (> 0). Errors: no driver/device for the target, out of memory.
  static llvm::Expected<DeviceBuffer> allocate(Arch arch, size_t bytes, int device = 0);
  DeviceBuffer() = default;
  DeviceBuffer(DeviceBuffer &&o) noexcept;
  DeviceBuffer &operator=(DeviceBuffer &&o) noexcept;
  DeviceBuffer(const DeviceBuffer &) = delete;
  ~DeviceBuffer();

  void *data() const { return ptr_; }
  size_t size() const { return bytes_; }
  /// Copies `n` bytes from host memory `src` to offset `off` (synchronous).
  llvm::Error upload(const void *src, size_t n, size_t off = 0);
  /// Sets every byte to zero (synchronous).
  llvm::Error zero();
  /// Copies `n` bytes at offset `off` to host memory `dst` (synchronous).
  llvm::Error download(void *dst, size_t n, size_t off = 0) const;

private:
  Arch arch_ = Arch::Host;
  void *ptr_ = nullptr;
  size_t bytes_ = 0;
};

/// Copies `n` bytes between two buffers of a target's memory (memcpy for the host; a
/// device copy, any device of the process, then a device synchronization for GPUs).
llvm::Error copyOnDevice(Arch arch, void *dst, const void *src, size_t n);

/// Waits for all work queued on the target's device (no-op for the host).
llvm::Error synchronize(Arch arch);

/// Copies `n` bytes from a target's memory to host memory (memcpy for the host).
llvm::Error copyToHost(Arch arch, void *dst, const void *src, size_t n);

} // namespace logpjit
