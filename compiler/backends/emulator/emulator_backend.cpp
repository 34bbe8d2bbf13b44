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
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/IntrinsicInst.h"

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

/// sm_90's max.NaN returns the canonical NaN (0x7FFFFFFF; 16-bit pairs: 0x7FFF) where an
/// operand is NaN; x86's llvm.maximum returns the NaN operand. Each maximum's NaN becomes
/// sm_90's, so that NaN rows give sm_90's bits.
void canonicalNaNMaximum(Module &M) {
  SmallVector<IntrinsicInst *, 16> calls;
  for (Function &F : M)
    for (Instruction &I : instructions(F))
      if (auto *II = dyn_cast<IntrinsicInst>(&I); II && II->getIntrinsicID() == Intrinsic::maximum)
        calls.push_back(II);
  for (IntrinsicInst *II : calls) {
    IRBuilder<> B(II->getNextNode());
    Type *ty = II->getType(), *el = ty->getScalarType();
    const unsigned bits = el->getPrimitiveSizeInBits();
    Type *ity = ty->getWithNewType(B.getIntNTy(bits));
    Constant *nan =
        ConstantExpr::getBitCast(ConstantInt::get(ity, bits == 32 ? 0x7FFFFFFFu : 0x7FFFu), ty);
    Value *isNaN = B.CreateFCmpUNO(II, II);
    Value *r = B.CreateSelect(isNaN, nan, II);
    II->replaceUsesWithIf(r, [&](Use &u) { return u.getUser() != isNaN && u.getUser() != r; });
  }
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
    canonicalNaNMaximum(M);
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
