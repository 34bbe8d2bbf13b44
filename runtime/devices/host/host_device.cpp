//===- host_device.cpp - The host as a Device: process memory, dlopen'd kernels ===//
#include "runtime/devices/device.h"
#include "runtime/devices/host/host_jit.h"

#include <cstdlib>
#include <cstring>
#include <fmt/format.h>

using namespace llvm;

namespace logpjit {
namespace {

class HostLoader final : public KernelLoader {
public:
  explicit HostLoader(std::unique_ptr<HostJIT> jit) : jit_(std::move(jit)) {}
  Expected<void *> load(const std::string &binary, const std::string &symbol,
                        const std::string &key, std::string *) override {
    auto fn = jit_->load(key, binary, symbol);
    if (!fn)
      return fn.takeError();
    return reinterpret_cast<void *>(*fn);
  }

private:
  std::unique_ptr<HostJIT> jit_;
};

class HostDevice final : public Device {
public:
  Arch arch() const override { return Arch::Host; }
  Error use(int) const override { return Error::success(); }
  Expected<void *> allocate(size_t bytes, int) const override {
    void *p = std::aligned_alloc(64, (bytes + 63) / 64 * 64);
    if (!p)
      return createStringError(inconvertibleErrorCode(),
                               fmt::format("host allocation of {} bytes failed", bytes));
    return p;
  }
  void release(void *p) const override { std::free(p); }
  Error upload(void *dst, const void *src, size_t n) const override { return copy(dst, src, n); }
  Error download(void *dst, const void *src, size_t n) const override { return copy(dst, src, n); }
  Error copy(void *dst, const void *src, size_t n) const override {
    std::memcpy(dst, src, n);
    return Error::success();
  }
  Error zero(void *p, size_t n) const override {
    std::memset(p, 0, n);
    return Error::success();
  }
  Error synchronize() const override { return Error::success(); }
  Expected<std::unique_ptr<KernelLoader>> makeLoader() const override {
    auto jit = HostJIT::create();
    if (!jit)
      return jit.takeError();
    return std::make_unique<HostLoader>(std::move(*jit));
  }
  Error launch(void *, const LaunchDims &, void **, void *, int, const char *what) const override {
    return createStringError("internal error: host kernel %s launched as a GPU kernel", what);
  }
};

} // namespace

const Device &hostDevice() {
  static const HostDevice d;
  return d;
}

} // namespace logpjit
