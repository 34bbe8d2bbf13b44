//===- buffer.cpp - Host / CUDA device buffers ----------------------------===//
#include "logpjit/buffer.h"
#include "runtime/cuda_driver.h"
#include "runtime/hip_driver.h"

#include <cstdlib>
#include <cstring>
#include <fmt/format.h>

using namespace llvm;

namespace logpjit {

Expected<DeviceBuffer> DeviceBuffer::allocate(Arch arch, size_t bytes, int device) {
  DeviceBuffer b;
  b.arch_ = arch;
  b.bytes_ = bytes;
  if (bytes == 0)
    return createStringError("DeviceBuffer::allocate: 0 bytes requested");
  switch (arch) {
  case Arch::Host:
    b.ptr_ = std::aligned_alloc(64, (bytes + 63) / 64 * 64);
    if (!b.ptr_)
      return createStringError(inconvertibleErrorCode(),
                               fmt::format("host allocation of {} bytes failed", bytes));
    return std::move(b);
  case Arch::SM90: {
    auto ctx = cuda::useDevice(device);
    if (!ctx)
      return ctx.takeError();
    auto d = *cuda::driver();
    cuda::CUdeviceptr p = 0;
    if (Error e =
            d->check(d->cuMemAlloc(&p, bytes), fmt::format("cuMemAlloc({} bytes)", bytes).c_str()))
      return std::move(e);
    b.ptr_ = reinterpret_cast<void *>(p);
    return std::move(b);
  }
  case Arch::GFX942: {
    if (Error e = hip::useDevice(device))
      return std::move(e);
    auto rt = *hip::runtime();
    if (Error e = rt->check(rt->hipMalloc(&b.ptr_, bytes),
                            fmt::format("hipMalloc({} bytes)", bytes).c_str()))
      return std::move(e);
    return std::move(b);
  }
  }
  return createStringError("unknown architecture");
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
  if (!ptr_)
    return;
  if (arch_ == Arch::Host) {
    std::free(ptr_);
  } else if (arch_ == Arch::SM90) {
    if (auto d = cuda::driver())
      (*d)->cuMemFree(reinterpret_cast<cuda::CUdeviceptr>(ptr_));
    else
      consumeError(d.takeError());
  } else if (arch_ == Arch::GFX942) {
    if (auto rt = hip::runtime())
      (*rt)->hipFree(ptr_);
    else
      consumeError(rt.takeError());
  }
}

Error DeviceBuffer::upload(const void *src, size_t n, size_t off) {
  if (off + n > bytes_)
    return createStringError("DeviceBuffer::upload: %zu bytes at %zu exceed the %zu-byte buffer", n,
                             off, bytes_);
  if (arch_ == Arch::Host) {
    std::memcpy(static_cast<char *>(ptr_) + off, src, n);
    return Error::success();
  }
  if (arch_ == Arch::GFX942) {
    auto rt = hip::runtime();
    if (!rt)
      return rt.takeError();
    return (*rt)->check((*rt)->hipMemcpyHtoD(static_cast<char *>(ptr_) + off, src, n),
                        "hipMemcpyHtoD");
  }
  auto d = cuda::driver();
  if (!d)
    return d.takeError();
  return (*d)->check((*d)->cuMemcpyHtoD(reinterpret_cast<cuda::CUdeviceptr>(ptr_) + off, src, n),
                     "cuMemcpyHtoD");
}

Error DeviceBuffer::zero() {
  if (arch_ == Arch::Host) {
    std::memset(ptr_, 0, bytes_);
    return Error::success();
  }
  if (arch_ == Arch::GFX942) {
    auto rt = hip::runtime();
    if (!rt)
      return rt.takeError();
    return (*rt)->check((*rt)->hipMemset(ptr_, 0, bytes_), "hipMemset");
  }
  auto d = cuda::driver();
  if (!d)
    return d.takeError();
  return (*d)->check((*d)->cuMemsetD8(reinterpret_cast<cuda::CUdeviceptr>(ptr_), 0, bytes_),
                     "cuMemsetD8");
}

Error DeviceBuffer::download(void *dst, size_t n, size_t off) const {
  if (off + n > bytes_)
    return createStringError("DeviceBuffer::download: %zu bytes at %zu exceed the %zu-byte "
                             "buffer",
                             n, off, bytes_);
  return copyToHost(arch_, dst, static_cast<const char *>(ptr_) + off, n);
}

Error copyToHost(Arch arch, void *dst, const void *src, size_t n) {
  if (arch == Arch::Host) {
    std::memcpy(dst, src, n);
    return Error::success();
  }
  if (arch == Arch::GFX942) {
    auto rt = hip::runtime();
    if (!rt)
      return rt.takeError();
    return (*rt)->check((*rt)->hipMemcpyDtoH(dst, src, n), "hipMemcpyDtoH");
  }
  auto d = cuda::driver();
  if (!d)
    return d.takeError();
  return (*d)->check((*d)->cuMemcpyDtoH(dst, reinterpret_cast<cuda::CUdeviceptr>(src), n),
                     "cuMemcpyDtoH");
}

Error copyOnDevice(Arch arch, void *dst, const void *src, size_t n) {
  if (arch == Arch::Host) {
    std::memcpy(dst, src, n);
    return Error::success();
  }
  if (arch == Arch::GFX942) {
    auto rt = hip::runtime();
    if (!rt)
      return rt.takeError();
    if (Error e = (*rt)->check((*rt)->hipMemcpyDtoD(dst, src, n), "hipMemcpyDtoD"))
      return e;
    return synchronize(arch);
  }
  auto d = cuda::driver();
  if (!d)
    return d.takeError();
  if (Error e = (*d)->check((*d)->cuMemcpyDtoD(reinterpret_cast<cuda::CUdeviceptr>(dst),
                                               reinterpret_cast<cuda::CUdeviceptr>(src), n),
                            "cuMemcpyDtoD"))
    return e;
  return synchronize(arch);
}

Error synchronize(Arch arch) {
  if (arch == Arch::Host)
    return Error::success();
  if (arch == Arch::GFX942) {
    auto rt = hip::runtime();
    if (!rt)
      return rt.takeError();
    return (*rt)->check((*rt)->hipDeviceSynchronize(), "hipDeviceSynchronize");
  }
  auto d = cuda::driver();
  if (!d)
    return d.takeError();
  return (*d)->check((*d)->cuCtxSynchronize(), "cuCtxSynchronize");
}

} // namespace logpjit
