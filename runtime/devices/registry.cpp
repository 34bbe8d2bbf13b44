//===- registry.cpp - The device of each architecture ----------------------===//
#include "runtime/devices/device.h"

#include <cstdlib>
#include <cstring>
#include <iostream>

namespace logpjit {

const Device &deviceFor(Arch arch) {
  switch (arch) {
  case Arch::Host:
    return hostDevice();
  case Arch::SM90:
    return sm90Emulated() ? emulatorDevice() : cudaDevice();
  case Arch::GFX942:
    return hipDevice();
  }
  return hostDevice();
}

bool sm90Emulated() {
  static const bool on = [] {
    const char *v = std::getenv("LOGPJIT_SM90_EMULATOR");
    if (!v || !*v || std::strcmp(v, "0") == 0)
      return false;
    if (std::strcmp(v, "1") == 0)
      return true;
    std::cerr << "logpjit: LOGPJIT_SM90_EMULATOR=" << v
              << ": expected 1 (emulate sm_90 on the host) or 0; the emulator stays off\n";
    return false;
  }();
  return on;
}

llvm::Error Device::encodeTensorMap(void *, const void *, uint64_t, uint64_t, uint64_t, unsigned,
                                    unsigned) const {
  return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                 "TMA tensor maps exist on sm_90 only, not on this architecture");
}

} // namespace logpjit
