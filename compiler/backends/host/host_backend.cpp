//===- host_backend.cpp - LLVM IR -> optimized IR / asm / object (x86-64) --===//
//
// Strict floating point: TargetOptions::AllowFPOpFusion = Strict (only llvm.fma fuses),
// no unsafe/no-NaN/no-inf math; the IR carries no fast-math flags. The position
// independent object is linked by lld (in process) into an ELF shared object: the cached
// host binary, which the runtime dlopen()s (runtime/devices/host/host_device.cpp).
//
//===----------------------------------------------------------------------===//
#include "compiler/backends/backend.h"
#include "compiler/compiler.h"

#include "llvm/IR/LegacyPassManager.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/Support/TargetSelect.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Target/TargetMachine.h"
#include "llvm/Target/TargetOptions.h"

#include <mutex>

using namespace llvm;

namespace logpjit {

static void initX86() {
  static std::once_flag once;
  std::call_once(once, [] {
    LLVMInitializeX86TargetInfo();
    LLVMInitializeX86Target();
    LLVMInitializeX86TargetMC();
    LLVMInitializeX86AsmPrinter();
    LLVMInitializeX86AsmParser();
  });
}

static Expected<std::unique_ptr<TargetMachine>> hostMachine(const Target &target) {
  initX86();
  std::string err;
  const llvm::Target *T = TargetRegistry::lookupTarget(target.triple(), err);
  if (!T)
    return createStringError("host backend: %s", err.c_str());
  std::string features;
  for (const std::string &f : target.features)
    features += (features.empty() ? "+" : ",+") + f;
  TargetOptions opts;
  opts.AllowFPOpFusion = FPOpFusion::Strict;
  opts.UnsafeFPMath = false;
  opts.NoInfsFPMath = false;
  opts.NoNaNsFPMath = false;
  opts.NoSignedZerosFPMath = false;
  std::unique_ptr<TargetMachine> TM(T->createTargetMachine(target.triple(), target.cpu(), features,
                                                           opts, Reloc::PIC_, CodeModel::Small,
                                                           CodeGenOptLevel::Default));
  if (!TM)
    return createStringError("host backend: cannot create a target machine for %s",
                             target.toString().c_str());
  return std::move(TM);
}

Expected<std::string> emitWithMachine(Module &M, TargetMachine &TM, Stage stage,
                                      bool shortPipeline) {
  std::shared_lock<std::shared_mutex> llvmState(llvmGlobalStateMutex());
  M.setDataLayout(TM.createDataLayout());
  M.setTargetTriple(TM.getTargetTriple().str());
  {
    // The new-PM O2 pipeline. Without reassoc flags no FP reduction is reordered.
    LoopAnalysisManager LAM;
    FunctionAnalysisManager FAM;
    CGSCCAnalysisManager CGAM;
    ModuleAnalysisManager MAM;
    PassBuilder PB(&TM);
    PB.registerModuleAnalyses(MAM);
    PB.registerCGSCCAnalyses(CGAM);
    PB.registerFunctionAnalyses(FAM);
    PB.registerLoopAnalyses(LAM);
    PB.crossRegisterProxies(LAM, FAM, CGAM, MAM);
    if (TM.getTargetTriple().isX86() || shortPipeline) {
      // The host kernels are explicit vector code: a short function pipeline gives the
      // same machine code quality as O2 for a fraction of the compile time.
      ModulePassManager MPM;
      if (Error e = PB.parsePassPipeline(
              MPM, "function(sroa,early-cse,instcombine<no-verify-fixpoint>,simplifycfg,"
                   "loop-mssa(licm),gvn,instcombine<no-verify-fixpoint>,simplifycfg)"))
        return std::move(e);
      MPM.run(M, MAM);
    } else {
      PB.buildPerModuleDefaultPipeline(OptimizationLevel::O2).run(M, MAM);
    }
  }
  std::string out;
  raw_string_ostream os(out);
  if (stage == Stage::OptIR) {
    M.print(os, nullptr);
    return out;
  }
  SmallVector<char, 0> buf;
  raw_svector_ostream bos(buf);
  legacy::PassManager PM;
  if (TM.addPassesToEmitFile(PM, bos, nullptr,
                             stage == Stage::Asm ? CodeGenFileType::AssemblyFile
                                                 : CodeGenFileType::ObjectFile))
    return createStringError("backend: the target cannot emit %s", stageName(stage).str().c_str());
  PM.run(M);
  return std::string(buf.begin(), buf.end());
}

Expected<std::string> hostBackendEmit(Module &M, const Target &target, Stage stage) {
  auto TM = hostMachine(target);
  if (!TM)
    return TM.takeError();
  if (stage != Stage::Object)
    return emitWithMachine(M, **TM, stage);
  auto obj = emitWithMachine(M, **TM, Stage::Object);
  if (!obj)
    return obj.takeError();
  // Linked against nothing: memset/memcpy (and compiler-rt/libgcc helpers, if a kernel
  // ever calls one) resolve from the process when the runtime dlopen()s the .so. No
  // SONAME and no build id: the bytes depend on the object only.
  return lldLinkShared(*obj, {"-z", "undefs", "-z", "noexecstack", "--build-id=none"},
                       "host kernel shared object");
}

namespace {
class HostBackend final : public Backend {
public:
  Arch arch() const override { return Arch::Host; }
  std::unique_ptr<tmpl::Hooks> makeHooks() const override { return tmpl::makeHostHooks(); }
  Expected<std::string> emit(Module &M, const Target &t, Stage stage, PtxasLevel) const override {
    return hostBackendEmit(M, t, stage);
  }
  std::pair<std::string, std::string> binaryKind(bool) const override {
    return {"ELF shared object (x86-64), loaded by dlopen", "lld (in process)"};
  }
};
} // namespace

const Backend &hostBackend() {
  static const HostBackend b;
  return b;
}

} // namespace logpjit
