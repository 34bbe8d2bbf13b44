//===- emulator_backend.cpp - sm_90's kernels as x86-64 code for the emulator ===//
//
// The backend of Arch::SM90 while the sm_90 emulator is on (LOGPJIT_SM90_EMULATOR=1,
// docs/decisions/sm90-emulator.md): the templates emit sm_90's kernels through
// EmulatorHooks, and the host's stages (strict FP, lld) make an ELF shared object that
// the emulator's device dlopen()s and runs block by block, thread by thread.
//
//===----------------------------------------------------------------------===//
#include "compiler/backends/backend.h"
#include "compiler/compiler.h"

#include "llvm/IR/IRBuilder.h"

using namespace llvm;

namespace logpjit {
namespace {

/// The host CPU with its vector features: the fp16 conversions of the packed counts
/// become F16C instructions where the CPU has them.
Target emulatorHost() { return Target::hostCPU(); }

/// x86 has no bf16 arithmetic: LLVM computes on widened values and narrows through the
/// libcall __truncsfbf2 (fp32 -> bf16, round to nearest even), which the process may not
/// have (libgcc before GCC 13). sm_90's kernels have bf16 values (the packed max.NaN of
/// Hooks::hasNaNMax), so each emulated kernel carries its own, in integer operations.
void defineTruncSFBF2(Module &M) {
  if (M.getFunction("__truncsfbf2"))
    return;
  LLVMContext &C = M.getContext();
  auto *F = Function::Create(FunctionType::get(Type::getBFloatTy(C), {Type::getFloatTy(C)}, false),
                             GlobalValue::ExternalLinkage, "__truncsfbf2", M);
  F->setVisibility(GlobalValue::HiddenVisibility);
  IRBuilder<> B(BasicBlock::Create(C, "entry", F));
  Value *x = F->getArg(0);
  Value *bits = B.CreateBitCast(x, B.getInt32Ty());
  Value *hi = B.CreateLShr(bits, 16);
  Value *even = B.CreateAnd(hi, 1);
  Value *rounded = B.CreateLShr(B.CreateAdd(B.CreateAdd(bits, B.getInt32(0x7FFF)), even), 16);
  Value *quiet = B.CreateOr(hi, B.getInt32(0x40)); // a NaN stays a (quiet) NaN
  Value *r = B.CreateSelect(B.CreateFCmpUNO(x, x), quiet, rounded);
  B.CreateRet(B.CreateBitCast(B.CreateTrunc(r, B.getInt16Ty()), B.getBFloatTy()));
}

class EmulatorBackend final : public Backend {
public:
  Arch arch() const override { return Arch::SM90; }
  std::unique_ptr<tmpl::Hooks> makeHooks() const override { return tmpl::makeEmulatorHooks(); }
  Error checkSpec(const KernelSpec &spec) const override {
    if (spec.kind == KernelKind::LmHead)
      return createStringError("target sm_90 under the sm_90 emulator (LOGPJIT_SM90_EMULATOR=1): "
                               "the LM head's wgmma/TMA kernels are not emulated; unset "
                               "LOGPJIT_SM90_EMULATOR to run them on a GPU");
    return nvptxBackend().checkSpec(spec);
  }
  Error prepareModule(Module &M, const Target &) const override {
    M.setTargetTriple(emulatorHost().triple());
    return Error::success();
  }
  Expected<std::string> emit(Module &M, const Target &, Stage stage, PtxasLevel) const override {
    defineTruncSFBF2(M);
    return hostBackendEmit(M, emulatorHost(), stage);
  }
  std::pair<std::string, std::string> binaryKind(bool) const override {
    return {"ELF shared object (x86-64) of an sm_90 kernel, run by the sm_90 emulator",
            "lld (in process)"};
  }
};

} // namespace

const Backend &emulatorBackend() {
  static const EmulatorBackend b;
  return b;
}

} // namespace logpjit
