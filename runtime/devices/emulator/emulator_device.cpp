//===- emulator_device.cpp - The sm_90 emulator as a Device ------------------===//
//
// deviceFor(Arch::SM90) while LOGPJIT_SM90_EMULATOR=1: device memory is host memory
// between inaccessible pages (emulator_grid.h, allocateGuarded),
// kernels are the emulator backend's shared objects (dlopen'd as the host's are), a
// launch runs the whole grid before it returns (emulator_grid.h). One device, ordinal 0.
//
//===----------------------------------------------------------------------===//
#include "runtime/devices/device.h"
#include "runtime/devices/emulator/emulator_grid.h"
#include "runtime/devices/host/host_jit.h"

#include <fmt/format.h>

using namespace llvm;

namespace logpjit {
namespace {

class EmulatorLoader final : public KernelLoader {
public:
  explicit EmulatorLoader(std::unique_ptr<HostJIT> jit) : jit_(std::move(jit)) {}
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

class EmulatorDevice final : public Device {
public:
  Arch arch() const override { return Arch::SM90; }
  Error use(int ordinal) const override {
    if (ordinal != 0)
      return createStringError(
          inconvertibleErrorCode(),
          fmt::format("sm_90 emulator: device {} requested; the emulator is device 0", ordinal));
    return Error::success();
  }
  Expected<void *> allocate(size_t bytes, int ordinal) const override {
    if (Error e = use(ordinal))
      return std::move(e);
    return emu::allocateGuarded(bytes);
  }
  void release(void *p) const override { emu::releaseGuarded(p); }
  Error upload(void *dst, const void *src, size_t n) const override {
    return hostDevice().copy(dst, src, n);
  }
  Error download(void *dst, const void *src, size_t n) const override {
    return hostDevice().copy(dst, src, n);
  }
  Error copy(void *dst, const void *src, size_t n) const override {
    return hostDevice().copy(dst, src, n);
  }
  Error zero(void *p, size_t n) const override { return hostDevice().zero(p, n); }
  Error synchronize() const override { return Error::success(); }
  Expected<std::unique_ptr<KernelLoader>> makeLoader() const override {
    auto jit = HostJIT::create();
    if (!jit)
      return jit.takeError();
    return std::make_unique<EmulatorLoader>(std::move(*jit));
  }
  Error launch(void *entry, const LaunchDims &dims, void **params, void *, int ordinal,
               const char *what) const override {
    if (Error e = use(ordinal))
      return e;
    return emu::runGrid(reinterpret_cast<abi::emu::EmuKernelFn>(entry), dims, params, what);
  }
};

} // namespace

const Device &emulatorDevice() {
  static const EmulatorDevice d;
  return d;
}

} // namespace logpjit
