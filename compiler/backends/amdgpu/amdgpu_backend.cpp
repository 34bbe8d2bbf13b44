//===- amdgpu_backend.cpp - LLVM IR -> AMDGCN -> HSACO (gfx942) ------------===//
//
// Strict FP as for the other targets (FPOpFusion::Strict, IEEE mode, no fast-math);
// code object v5. The relocatable ELF from LLVM's AMDGPU backend is linked into a
// shared code object (HSACO) by lld, in process (`ld.lld -shared`, compiler/link/lld_link.cpp).
// ROCm comgr is not used: Debian's comgr (5.2.3) does not know gfx942.
//
//===----------------------------------------------------------------------===//
#include "compiler/backends/backend.h"
#include "compiler/compiler.h"

#include "llvm/MC/TargetRegistry.h"
#include "llvm/Target/TargetOptions.h"

#include <mutex>

#ifdef LOGPJIT_WITH_GFX942
extern "C" {
void LLVMInitializeAMDGPUTargetInfo();
void LLVMInitializeAMDGPUTarget();
void LLVMInitializeAMDGPUTargetMC();
void LLVMInitializeAMDGPUAsmPrinter();
}
#endif

using namespace llvm;

namespace logpjit {

#ifdef LOGPJIT_WITH_GFX942

static Expected<std::unique_ptr<TargetMachine>> amdgpuMachine(const Target &target) {
  static std::once_flag once;
  std::call_once(once, [] {
    LLVMInitializeAMDGPUTargetInfo();
    LLVMInitializeAMDGPUTarget();
    LLVMInitializeAMDGPUTargetMC();
    LLVMInitializeAMDGPUAsmPrinter();
  });
  std::string err;
  const llvm::Target *T = TargetRegistry::lookupTarget(target.triple(), err);
  if (!T)
    return createStringError("gfx942 backend: %s", err.c_str());
  TargetOptions opts;
  opts.AllowFPOpFusion = FPOpFusion::Strict;
  std::unique_ptr<TargetMachine> TM(T->createTargetMachine(
      target.triple(), "gfx942", "", opts, Reloc::PIC_, std::nullopt, CodeGenOptLevel::Default));
  if (!TM)
    return createStringError("gfx942 backend: cannot create a target machine");
  return std::move(TM);
}

Expected<std::string> amdgpuDataLayout(const Target &target) {
  auto TM = amdgpuMachine(target);
  if (!TM)
    return TM.takeError();
  return (*TM)->createDataLayout().getStringRepresentation();
}

Expected<std::string> amdgpuBackendEmit(Module &M, const Target &target, Stage stage) {
  auto TM = amdgpuMachine(target);
  if (!TM)
    return TM.takeError();
  M.addModuleFlag(Module::Error, "amdhsa_code_object_version", 500);
  if (stage != Stage::Object)
    return emitWithMachine(M, **TM, stage);
  auto obj = emitWithMachine(M, **TM, Stage::Object);
  if (!obj)
    return obj.takeError();
  return lldLinkShared(*obj, {"--no-undefined"}, "gfx942 code object");
}

#else

Expected<std::string> amdgpuDataLayout(const Target &) {
  return createStringError("target gfx942: this build has no AMDGPU code generator (configure "
                           "with -DLOGPJIT_WITH_GFX942=ON)");
}

Expected<std::string> amdgpuBackendEmit(Module &, const Target &t, Stage) {
  return amdgpuDataLayout(t).takeError();
}

#endif

namespace {
class AMDGPUBackend final : public Backend {
public:
  Arch arch() const override { return Arch::GFX942; }
  std::unique_ptr<tmpl::Hooks> makeHooks() const override { return tmpl::makeAMDGPUHooks(); }
  Error checkSpec(const KernelSpec &spec) const override {
    if (spec.lanes != 32 &&
        (spec.kind == KernelKind::TileStats || spec.kind == KernelKind::TopKStats ||
         spec.kind == KernelKind::TopKSelect))
      return createStringError("target gfx942: lanes (L) = %d, expected 32 (half a wavefront)",
                               spec.lanes);
    return Error::success();
  }
  Error prepareModule(Module &M, const Target &t) const override {
    M.setTargetTriple(t.triple());
    auto dl = amdgpuDataLayout(t); // allocas are in address space 5 there
    if (!dl)
      return dl.takeError();
    M.setDataLayout(*dl);
    return Error::success();
  }
  Expected<std::string> emit(Module &M, const Target &t, Stage stage, PtxasLevel) const override {
    return amdgpuBackendEmit(M, t, stage);
  }
  std::pair<std::string, std::string> binaryKind(bool) const override {
    return {"HSACO (code object v5)", "lld (in process)"};
  }
};
} // namespace

const Backend &amdgpuBackend() {
  static const AMDGPUBackend b;
  return b;
}

} // namespace logpjit
