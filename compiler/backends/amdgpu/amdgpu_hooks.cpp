//===- amdgpu_hooks.cpp - Target hooks for AMD gfx942 (MI300X) ------------===//
//
// Work mapping and the lane tree: gpu_hooks.h. A wavefront has 64 lanes: each 32-thread
// unit is half a wavefront, and the xor shuffle is ds_bpermute with lane index
// (lane ^ o), o < 32, so it never crosses halves. Kernels use the amdgpu_kernel calling
// convention (arguments in the kernarg segment) with a flat work-group size of up to 256.
// Native math (cross_tp_bitwise, fixed_topology): v_exp_f32 / v_log_f32;
// cross_target_bitwise kernels contain neither. The LM head's GEMM: v_mfma_f32_16x16x16 on
// whole wavefronts (templates/lm_head.cpp).
//
//===----------------------------------------------------------------------===//
#include "compiler/backends/gpu/gpu_hooks.h"
#include "runtime/core/kernel_abi.h"

#include "llvm/IR/Function.h"
#include "llvm/IR/IntrinsicsAMDGPU.h"

using namespace llvm;

namespace logpjit::tmpl {
namespace {

class AMDGPUHooks final : public GpuHooks {
public:
  Value *nativeExp(Builder &B, Value *x) override {
    return mapScalar(B, B.CreateFMul(x, ConstantFP::get(x->getType(), 1.44269504088896341)),
                     Intrinsic::amdgcn_exp2, /*overloaded=*/true);
  }
  Value *nativeLog(Builder &B, Value *x) override {
    Value *l2 = mapScalar(B, x, Intrinsic::amdgcn_log, /*overloaded=*/true);
    return B.CreateFMul(l2, ConstantFP::get(x->getType(), 0.693147180559945309));
  }
  bool hasMfma16x16x16() const override { return true; }
  LaneState mfma16x16x16(Builder &B, DType in, Value *a, Value *b, ArrayRef<Value *> c) override {
    Type *f32 = B.getFloatTy();
    Value *acc = PoisonValue::get(FixedVectorType::get(f32, 4));
    for (unsigned i = 0; i < 4; ++i)
      acc = B.CreateInsertElement(acc, c[i], uint64_t(i));
    Value *zero = B.getInt32(0); // cbsz, abid, blgp: no broadcast, no swizzle
    Value *d;
    if (in == DType::BF16) {
      d = B.CreateIntrinsic(Intrinsic::amdgcn_mfma_f32_16x16x16bf16_1k, {},
                            {a, b, acc, zero, zero, zero});
    } else {
      Type *h4 = FixedVectorType::get(B.getHalfTy(), 4);
      d = B.CreateIntrinsic(
          Intrinsic::amdgcn_mfma_f32_16x16x16f16, {},
          {B.CreateBitCast(a, h4), B.CreateBitCast(b, h4), acc, zero, zero, zero});
    }
    LaneState out;
    for (unsigned i = 0; i < 4; ++i)
      out.push_back(B.CreateExtractElement(d, uint64_t(i)));
    return out;
  }

protected:
  Function *declareKernel(Module &M, StringRef name, unsigned numArgs, Granularity g) override {
    LLVMContext &C = M.getContext();
    SmallVector<Type *, 24> params(numArgs, Type::getInt64Ty(C));
    Function *F = Function::Create(FunctionType::get(Type::getVoidTy(C), params, false),
                                   Function::ExternalLinkage, name, M);
    F->setCallingConv(CallingConv::AMDGPU_KERNEL);
    const unsigned threads = g == Granularity::Thread ? abi::kGpuMergeThreads
                             : g == Granularity::Warp || g == Granularity::WarpGrid
                                 ? unitBlockThreads()
                                 : abi::kGpuBlockThreads;
    F->addFnAttr("amdgpu-flat-work-group-size", "1," + std::to_string(threads));
    return F;
  }
  Arch arch() const override { return Arch::GFX942; }
  Value *threadId(Builder &B) override {
    return B.CreateIntrinsic(Intrinsic::amdgcn_workitem_id_x, {}, {});
  }
  Value *blockId(Builder &B, unsigned axis) override {
    return axisRegister(B,
                        {Intrinsic::amdgcn_workgroup_id_x, Intrinsic::amdgcn_workgroup_id_y,
                         Intrinsic::amdgcn_workgroup_id_z},
                        axis);
  }
  Value *blocksInGrid(Builder &) override { return nullptr; } // one block per LM-head tile
  Value *gridDim(Builder &, unsigned) override {
    llvm_unreachable("gfx942 runs no WarpGrid kernel (abi::tileStatsGrid)");
  }
  Value *shuffleXor(Builder &B, Value *v, unsigned o) override {
    Value *lane = B.CreateTrunc(B.CreateAnd(tid_, B.getInt64(63)), B.getInt32Ty());
    Value *addr = B.CreateShl(B.CreateXor(lane, B.getInt32(o)), 2); // byte address
    Value *bits = B.CreateBitCast(v, B.getInt32Ty());
    Value *r = B.CreateIntrinsic(Intrinsic::amdgcn_ds_bpermute, {}, {addr, bits});
    return B.CreateBitCast(r, B.getFloatTy());
  }
};

} // namespace

std::unique_ptr<Hooks> makeAMDGPUHooks() { return std::make_unique<AMDGPUHooks>(); }

} // namespace logpjit::tmpl
