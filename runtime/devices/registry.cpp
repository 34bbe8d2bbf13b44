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

} // namespace logpjit
