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

#include <fmt/format.h>

using namespace llvm;

namespace logpjit {
namespace {

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
  /// The emulator's kernels are host shared objects: the host's loader.
  Expected<std::unique_ptr<KernelLoader>> makeLoader() const override {
    return hostDevice().makeLoader();
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
