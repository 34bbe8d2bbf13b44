//===- emulator_hooks.cpp - sm_90's kernels, compiled for the sm_90 emulator ===//
//
// The templates see sm_90 (GpuHooks with Arch::SM90: warps of 32 threads, the same
// launch geometry, the block-per-row top-k select, the bulk copies, the packed pair
// counts), so they emit sm_90's work mapping and control flow; what a PTX instruction
// does is done here in host IR or by a call into the emulator's scheduler
// (runtime/devices/emulator/emulator_abi.h). Math stays the project's portable IEEE
// sequences: ex2.approx's bits are not reproducible off the GPU, so nativeExp and
// nativeLog are absent. The LM head's wgmma, TMA and mbarrier pipeline is not emulated
// (EmulatorBackend::checkSpec refuses LmHead specs).
//
//===----------------------------------------------------------------------===//
#include "compiler/backends/gpu/gpu_hooks.h"
#include "runtime/devices/emulator/emulator_abi.h"

#include "llvm/IR/Function.h"

using namespace llvm;

namespace logpjit::tmpl {
namespace {

namespace emu = abi::emu;

/// Half `half` (0: the low 16 bits) of the i32 `w`, a bf16 or fp16 value of `dt`, widened
/// exactly to fp32.
static Value *widenHalf(Builder &B, DType dt, Value *w, unsigned half) {
  Value *h = B.CreateAnd(B.CreateLShr(w, B.getInt32(16 * half)), B.getInt32(0xFFFF));
  if (dt == DType::BF16)
    return B.CreateBitCast(B.CreateShl(h, B.getInt32(16)), B.getFloatTy());
  return B.CreateFPExt(B.CreateBitCast(B.CreateTrunc(h, B.getInt16Ty()), B.getHalfTy()),
                       B.getFloatTy());
}

class EmulatorHooks final : public GpuHooks {
public:
  bool hasNaNMax() const override { return true; } // llvm.maximum, as max.NaN.f32
  Value *laneBroadcast(Builder &B, Value *v, Value *src) override {
    return shuffle(B, v, src, emu::SM_Index);
  }
  Value *dynamicShared(Builder &B) override { return word(B, emu::TW_DynamicShared, ptrTy(B)); }
  void unitBarrier(Builder &B) override { service(B, emu::TW_Barrier); }
  void warpSync(Builder &B) override { service(B, emu::TW_WarpSync); }
  bool hasBulkCopy() const override { return true; }
  Value *unitShared(Builder &B, uint64_t bytes) override {
    const uint64_t units = unitBlockThreads() / 32;
    Value *base = blockShared(B, units * bytes);
    Value *warp = B.CreateLShr(tid_, B.getInt64(5));
    return B.CreateGEP(B.getInt8Ty(), base, B.CreateMul(warp, B.getInt64(int64_t(bytes))));
  }
  Value *blockShared(Builder &B, uint64_t bytes) override {
    // Each call its own 16-byte aligned window of the block's static shared memory, as
    // each of NVPTXHooks' calls is its own .shared array.
    const uint64_t at = (sharedUsed_ + 15) / 16 * 16;
    sharedUsed_ = at + bytes;
    if (sharedUsed_ > emu::kStaticSharedBytes)
      report_fatal_error("sm_90 emulator: a kernel's static shared memory exceeds 48 KiB");
    return B.CreateGEP(B.getInt8Ty(), word(B, emu::TW_StaticShared, ptrTy(B)), B.getInt64(at));
  }
  void bulkCopyStart(Builder &B, Value *dst, Value *src, Value *bytes, Value *) override {
    // cp.async.bulk by the unit's leader; its completion is the warp's meeting in
    // bulkCopyWait (the copy is done before the leader gets there).
    emitIf(B, leader(B), [&] { // src: the global address as an i64
      B.CreateMemCpy(dst, MaybeAlign(16), B.CreateIntToPtr(src, ptrTy(B)), MaybeAlign(16),
                     B.CreateZExt(bytes, B.getInt64Ty()));
    });
    service(B, emu::TW_WarpSync);
  }
  void bulkCopyWait(Builder &B, Value *) override { service(B, emu::TW_WarpSync); }
  bool hasCountAbovePairs() const override { return true; }
  Value *abovePairsMask(Builder &B, DType dt, Value *a, Value *b) override {
    // set.gt.u32 per 16-bit half, on the widened values, as on sm_90.
    auto widen = [&](Value *w, unsigned half) { return widenHalf(B, dt, w, half); };
    Value *out = B.getInt32(0);
    for (unsigned half = 0; half < 2; ++half) {
      Value *gt = B.CreateFCmpOGT(widen(a, half), widen(b, half));
      out = B.CreateOr(
          out, B.CreateSelect(gt, B.getInt32(int32_t(0xFFFFu << (16 * half))), B.getInt32(0)));
    }
    return out;
  }
  Value *countAbovePairs(Builder &B, DType dt, Value *a, Value *b, Value *acc) override {
    // set.gt + add.rn per 16-bit half, on the widened values: exact in the range
    // Hooks::countAbovePairs documents (acc + 1 is representable), as on sm_90.
    Type *i32 = B.getInt32Ty(), *f32 = B.getFloatTy();
    auto widen = [&](Value *w, unsigned half) { return widenHalf(B, dt, w, half); };
    auto narrow = [&](Value *f) -> Value * {
      if (dt == DType::BF16) // exact: the low 16 bits are 0 in the documented range
        return B.CreateLShr(B.CreateBitCast(f, i32), B.getInt32(16));
      return B.CreateZExt(B.CreateBitCast(B.CreateFPTrunc(f, B.getHalfTy()), B.getInt16Ty()), i32);
    };
    Value *out = B.getInt32(0);
    for (unsigned half = 0; half < 2; ++half) {
      Value *gt = B.CreateFCmpOGT(widen(a, half), widen(b, half));
      Value *sum = B.CreateFAdd(widen(acc, half), B.CreateSelect(gt, ConstantFP::get(f32, 1.0),
                                                                 ConstantFP::get(f32, 0.0)));
      out = B.CreateOr(out, B.CreateShl(narrow(sum), B.getInt32(16 * half)));
    }
    return out;
  }
  llvm::Value *arg(Builder &B, unsigned i) override {
    Value *slot = B.CreateConstInBoundsGEP1_64(ptrTy(B), params_, i);
    return B.CreateLoad(B.getInt64Ty(), B.CreateLoad(ptrTy(B), slot), "arg" + Twine(i));
  }

protected:
  Function *declareKernel(Module &M, StringRef name, unsigned, Granularity g) override {
    if (g == Granularity::BlockMma)
      report_fatal_error("sm_90 emulator: the LM head's kernels are not emulated");
    LLVMContext &C = M.getContext();
    Type *ptr = PointerType::getUnqual(C);
    auto *fty = FunctionType::get(Type::getVoidTy(C), {ptr, ptr}, false);
    Function *F = Function::Create(fty, Function::ExternalLinkage, name, M);
    F->addFnAttr("no-trapping-math", "true");
    params_ = F->getArg(0);
    thread_ = F->getArg(1);
    sharedUsed_ = 0;
    return F;
  }
  Arch arch() const override { return Arch::SM90; }
  Value *threadId(Builder &B) override {
    return B.CreateTrunc(word(B, emu::TW_Tid, B.getInt64Ty()), B.getInt32Ty());
  }
  Value *blockId(Builder &B, unsigned axis) override {
    return B.CreateTrunc(word(B, emu::TW_Ctaid + axis, B.getInt64Ty()), B.getInt32Ty());
  }
  Value *gridDim(Builder &B, unsigned axis) override {
    return B.CreateTrunc(word(B, emu::TW_Nctaid + axis, B.getInt64Ty()), B.getInt32Ty());
  }
  Value *shuffleXor(Builder &B, Value *v, unsigned o) override {
    return shuffle(B, v, B.getInt32(o), emu::SM_Xor);
  }

private:
  static Type *ptrTy(Builder &B) { return PointerType::getUnqual(B.getContext()); }
  /// Word `w` of the calling thread's EmuThread, as `ty`.
  Value *word(Builder &B, unsigned w, Type *ty) {
    return B.CreateLoad(ty, B.CreateConstInBoundsGEP1_64(B.getInt64Ty(), thread_, w));
  }
  /// Calls the scheduler's service in word `w` (barrier, warp sync): the thread yields
  /// until its block's or its warp's threads all reached one.
  void service(Builder &B, unsigned w) {
    auto *fty = FunctionType::get(B.getVoidTy(), {ptrTy(B)}, false);
    B.CreateCall(fty, word(B, w, ptrTy(B)), {thread_});
  }
  /// shfl.sync of the fp32 `v` (a bit pattern: integers come bitcast) from `lane` (i32).
  Value *shuffle(Builder &B, Value *v, Value *lane, emu::ShuffleMode mode) {
    Type *i32 = B.getInt32Ty();
    auto *fty = FunctionType::get(i32, {ptrTy(B), i32, i32, i32}, false);
    Value *bits = B.CreateBitCast(v, i32);
    Value *r = B.CreateCall(fty, word(B, emu::TW_Shuffle, ptrTy(B)),
                            {thread_, bits, B.CreateZExtOrTrunc(lane, i32), B.getInt32(mode)});
    return B.CreateBitCast(r, v->getType());
  }

  Value *params_ = nullptr;
  Value *thread_ = nullptr;
  uint64_t sharedUsed_ = 0;
};

} // namespace

std::unique_ptr<Hooks> makeEmulatorHooks() { return std::make_unique<EmulatorHooks>(); }

} // namespace logpjit::tmpl
