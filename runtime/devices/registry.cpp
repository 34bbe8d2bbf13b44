//===- registry.cpp - The device of each architecture ----------------------===//
#include "runtime/devices/device.h"

namespace logpjit {

const Device &deviceFor(Arch arch) {
  switch (arch) {
  case Arch::Host:
    return hostDevice();
  case Arch::SM90:
    return cudaDevice();
  case Arch::GFX942:
    return hipDevice();
  }
  return hostDevice();
}

llvm::Error Device::encodeTensorMap(void *, const void *, uint64_t, uint64_t, uint64_t, unsigned,
                                    unsigned) const {
  return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                 "TMA tensor maps exist on sm_90 only, not on this architecture");
}

} // namespace logpjit
