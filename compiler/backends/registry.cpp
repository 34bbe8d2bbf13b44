//===- registry.cpp - The backend of each architecture ---------------------===//
#include "compiler/backends/backend.h"
#include "runtime/devices/device.h"

using namespace llvm;

namespace logpjit {

const Backend &backendFor(Arch arch) {
  switch (arch) {
  case Arch::Host:
    return hostBackend();
  case Arch::SM90:
    return sm90Emulated() ? emulatorBackend() : nvptxBackend();
  case Arch::GFX942:
    return amdgpuBackend();
  }
  return hostBackend();
}

Error Backend::prepareModule(Module &M, const Target &t) const {
  M.setTargetTriple(t.triple());
  return Error::success();
}

Expected<std::string> Backend::binary(Module &M, const KernelSpec &spec, const BinaryLinker &,
                                      const std::function<void(const char *)> &stageLap) const {
  auto obj = emit(M, spec.target, Stage::Object, spec.quick ? PtxasLevel::Quick : PtxasLevel::Full);
  stageLap("llvm");
  return obj;
}

} // namespace logpjit
