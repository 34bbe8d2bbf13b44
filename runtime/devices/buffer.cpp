//===- buffer.cpp - Memory on a target's device, through its Device ---------===//
#include "logpjit/buffer.h"
#include "runtime/devices/device.h"

using namespace llvm;

namespace logpjit {

Expected<DeviceBuffer> DeviceBuffer::allocate(Arch arch, size_t bytes, int device) {
  if (bytes == 0)
    return createStringError("DeviceBuffer::allocate: 0 bytes requested");
  auto p = deviceFor(arch).allocate(bytes, device);
  if (!p)
    return p.takeError();
  DeviceBuffer b;
  b.arch_ = arch;
  b.bytes_ = bytes;
  b.ptr_ = *p;
  return std::move(b);
}

DeviceBuffer::DeviceBuffer(DeviceBuffer &&o) noexcept
    : arch_(o.arch_), ptr_(o.ptr_), bytes_(o.bytes_) {
  o.ptr_ = nullptr;
}

DeviceBuffer &DeviceBuffer::operator=(DeviceBuffer &&o) noexcept {
  std::swap(arch_, o.arch_);
  std::swap(ptr_, o.ptr_);
  std::swap(bytes_, o.bytes_);
  return *this;
}

DeviceBuffer::~DeviceBuffer() {
  if (ptr_)
    deviceFor(arch_).release(ptr_);
}

Error DeviceBuffer::upload(const void *src, size_t n, size_t off) {
  if (off + n > bytes_)
    return createStringError("DeviceBuffer::upload: %zu bytes at %zu exceed the %zu-byte buffer", n,
                             off, bytes_);
  return deviceFor(arch_).upload(static_cast<char *>(ptr_) + off, src, n);
}

Error DeviceBuffer::zero() { return deviceFor(arch_).zero(ptr_, bytes_); }

Error DeviceBuffer::download(void *dst, size_t n, size_t off) const {
  if (off + n > bytes_)
    return createStringError("DeviceBuffer::download: %zu bytes at %zu exceed the %zu-byte "
                             "buffer",
                             n, off, bytes_);
  return copyToHost(arch_, dst, static_cast<const char *>(ptr_) + off, n);
}

Error copyToHost(Arch arch, void *dst, const void *src, size_t n) {
  return deviceFor(arch).download(dst, src, n);
}

Error copyOnDevice(Arch arch, void *dst, const void *src, size_t n) {
  return deviceFor(arch).copy(dst, src, n);
}

Error synchronize(Arch arch) { return deviceFor(arch).synchronize(); }

} // namespace logpjit
