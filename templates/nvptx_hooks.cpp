//===- nvptx_hooks.cpp - Target hooks for NVIDIA sm_90 ---------------------===//
//
// Work mapping and the lane tree: gpu_hooks.h (a 32-thread unit is a warp; the xor
// shuffle is shfl.sync.bfly). Native math (cross_tp_bitwise, fixed_topology):
// ex2.approx.ftz, lg2.approx, max.NaN.
//
//===----------------------------------------------------------------------===//
#include "logpjit/kernel_abi.h"
#include "templates/gpu_hooks.h"

#include "llvm/IR/Function.h"
#include "llvm/IR/IntrinsicsNVPTX.h"
#include "llvm/IR/Metadata.h"

using namespace llvm;

namespace logpjit::tmpl {
namespace {

class NVPTXHooks final : public GpuHooks {
public:
  Value *nativeExp(Builder &B, Value *x) override {
    // exp(x) = ex2.approx.ftz(x * log2 e): one MUFU.EX2 (about 2 ulp). The .ftz form
    // returns 0 for results under 2^-126, as the portable exp does by definition; the
    // non-ftz form costs three more instructions per call for subnormal results. Only
    // the native scopes use it: cross_target_bitwise kernels have no .ftz anywhere.
    return mapScalar(B, B.CreateFMul(x, ConstantFP::get(x->getType(), 1.44269504088896341)),
                     Intrinsic::nvvm_ex2_approx_ftz_f);
  }
  Value *nativeExpDiff(Builder &B, Value *x, Value *m) override {
    // exp(x - m) = ex2(x * a - m * a) with a = log2 e: one fma per element. Beyond
    // |m| > 2^126, m * log2 e can overflow (a row masked with the dtype's lowest value
    // gave NaN); there every x is m or at least ulp(m) = 2^103 below it, exp(x - m) is 1
    // or 0, and a = 2^-90 gives exactly that (fma(x, a, -m a) = (x - m) 2^-90 in one
    // rounding: 0, or <= -2^13). A per-tile choice of constants: no second copy of the
    // element loop (codegen <= 5 branched to exp(x - m) as written; the same values).
    Type *ty = x->getType();
    Value *huge =
        B.CreateFCmpOGT(B.CreateUnaryIntrinsic(Intrinsic::fabs, m), ConstantFP::get(ty, 0x1p126));
    Value *a = B.CreateSelect(huge, ConstantFP::get(ty, 0x1p-90),
                              ConstantFP::get(ty, 1.44269504088896341));
    Value *ml = B.CreateFNeg(B.CreateFMul(m, a));
    Value *arg = B.CreateIntrinsic(Intrinsic::fma, {ty}, {x, a, ml});
    return mapScalar(B, arg, Intrinsic::nvvm_ex2_approx_ftz_f);
  }
  bool hasNativeExpDiff() const override { return true; }
  bool hasNaNMax() const override { return true; }      // max.NaN.f32 (sm_80+)
  bool hasBF16Convert() const override { return true; } // cvt.rn.bf16x2.f32 (sm_80+)
  Value *laneBroadcast(Builder &B, Value *v, unsigned src) override {
    return B.CreateIntrinsic(Intrinsic::nvvm_shfl_sync_idx_f32, {},
                             {B.getInt32(0xFFFFFFFFu), v, B.getInt32(src), B.getInt32(0x1F)});
  }
  Value *nativeLog(Builder &B, Value *x) override {
    Value *l2 = mapScalar(B, x, Intrinsic::nvvm_lg2_approx_f);
    return B.CreateFMul(l2, ConstantFP::get(x->getType(), 0.693147180559945309));
  }

protected:
  Function *declareKernel(Module &M, StringRef name, unsigned numArgs, Granularity g) override {
    LLVMContext &C = M.getContext();
    SmallVector<Type *, 24> params(numArgs, Type::getInt64Ty(C));
    Function *F = Function::Create(FunctionType::get(Type::getVoidTy(C), params, false),
                                   Function::ExternalLinkage, name, M);
    // Mark it a kernel, with its block size as the launch bound.
    NamedMDNode *ann = M.getOrInsertNamedMetadata("nvvm.annotations");
    auto md = [&](StringRef key, unsigned v) {
      ann->addOperand(
          MDNode::get(C, {ValueAsMetadata::get(F), MDString::get(C, key),
                          ConstantAsMetadata::get(ConstantInt::get(Type::getInt32Ty(C), v))}));
    };
    md("kernel", 1);
    // No Thread kernels here: the merge is one warp per row on sm_90 (hasLaneBroadcast).
    assert(g != Granularity::Thread && "sm_90 has no thread-per-row kernel");
    const unsigned threads = g == Granularity::Warp || g == Granularity::WarpGrid
                                 ? unitBlockThreads()
                                 : abi::kGpuBlockThreads;
    md("maxntidx", threads);
    md("minctasm", 1024 / threads); // >= 32 resident warps per SM: at most 64 registers
    return F;
  }
  Arch arch() const override { return Arch::SM90; }
  Value *threadId(Builder &B) override {
    return B.CreateIntrinsic(Intrinsic::nvvm_read_ptx_sreg_tid_x, {}, {});
  }
  Value *warpUniform(Builder &B, Value *w) override {
    // redux.sync.min of a value the warp shares is that value, now in a uniform register
    // (REDUX writes one), and the unit index computed from it too (forward in
    // cross_target_bitwise 0.223 -> 0.221 ms; native unchanged). On the linear grid (the
    // portable kernel) the row and tile still come out of the 64-bit unit / items division
    // in general registers (its slow path is a call); a 32-bit division made them uniform
    // but the kernels slower. The native kernel's (tile groups, rows) grid needs no
    // division (abi::tileStatsGrid; performance.md, session 7).
    return B.CreateIntrinsic(Intrinsic::nvvm_redux_sync_umin, {}, {w, B.getInt32(0xFFFFFFFFu)});
  }
  Value *blockId(Builder &B, unsigned axis) override {
    return axisRegister(B,
                        {Intrinsic::nvvm_read_ptx_sreg_ctaid_x,
                         Intrinsic::nvvm_read_ptx_sreg_ctaid_y,
                         Intrinsic::nvvm_read_ptx_sreg_ctaid_z},
                        axis);
  }
  Value *gridDim(Builder &B, unsigned axis) override {
    return axisRegister(B,
                        {Intrinsic::nvvm_read_ptx_sreg_nctaid_x,
                         Intrinsic::nvvm_read_ptx_sreg_nctaid_y,
                         Intrinsic::nvvm_read_ptx_sreg_nctaid_z},
                        axis);
  }
  Value *shuffleXor(Builder &B, Value *v, unsigned o) override {
    return B.CreateIntrinsic(Intrinsic::nvvm_shfl_sync_bfly_f32, {},
                             {B.getInt32(0xFFFFFFFFu), v, B.getInt32(o), B.getInt32(0x1F)});
  }
};

} // namespace

std::unique_ptr<Hooks> makeNVPTXHooks() { return std::make_unique<NVPTXHooks>(); }

} // namespace logpjit::tmpl
