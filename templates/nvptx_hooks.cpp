//===- nvptx_hooks.cpp - Target hooks for NVIDIA sm_90 ---------------------===//
//
// Native math (cross_tp_bitwise, fixed_topology): ex2.approx.ftz / lg2.approx.
// Kernel ABI: `kernel(i64 w0, ..., i64 wN-1)` (the argument words of kernel_abi.h as
// parameters), kGpuBlockThreads threads per block. Logical lane l of the canonical order
// is lane l of a warp; the lane tree is a butterfly of shfl.sync.bfly whose lane 0
// combines (own, partner) in the host's operand order (docs/numerics.md).
//
//===----------------------------------------------------------------------===//
#include "logpjit/kernel_abi.h"
#include "templates/hooks.h"

#include "llvm/IR/Function.h"
#include "llvm/IR/IntrinsicsNVPTX.h"
#include "llvm/IR/Metadata.h"

using namespace llvm;

namespace logpjit::tmpl {
namespace {

class NVPTXHooks final : public Hooks {
public:
  Function *emitKernel(Module &M, StringRef name, unsigned numArgs, unsigned rowsArg, Granularity g,
                       function_ref<Value *(Builder &)> itemCount,
                       function_ref<void(Builder &, Value *, Value *)> body) override {
    LLVMContext &C = M.getContext();
    Type *i64 = Type::getInt64Ty(C);
    SmallVector<Type *, 24> params(numArgs, i64);
    auto *fty = FunctionType::get(Type::getVoidTy(C), params, false);
    Function *F = Function::Create(fty, Function::ExternalLinkage, name, M);
    F->addFnAttr(Attribute::NoUnwind);
    // Mark it a kernel, with its block size as the launch bound.
    NamedMDNode *ann = M.getOrInsertNamedMetadata("nvvm.annotations");
    auto md = [&](StringRef key, unsigned v) {
      ann->addOperand(
          MDNode::get(C, {ValueAsMetadata::get(F), MDString::get(C, key),
                          ConstantAsMetadata::get(ConstantInt::get(Type::getInt32Ty(C), v))}));
    };
    md("kernel", 1);
    md("maxntidx", g == Granularity::Thread ? abi::kGpuMergeThreads : abi::kGpuBlockThreads);
    md("minctasm", 4); // >= 32 resident warps per SM: at most 64 registers
    F_ = F;
    Builder B(BasicBlock::Create(C, "entry", F));
    Value *rows = arg(B, rowsArg);
    Value *tid = B.CreateZExt(sreg(B, Intrinsic::nvvm_read_ptx_sreg_tid_x), i64);
    Value *cta = B.CreateZExt(sreg(B, Intrinsic::nvvm_read_ptx_sreg_ctaid_x), i64);
    tid_ = tid;
    g_ = g;
    switch (g) {
    case Granularity::Warp: {
      Value *items = itemCount ? itemCount(B) : B.getInt64(1);
      Value *gw = B.CreateAdd(B.CreateMul(cta, B.getInt64(abi::kGpuBlockThreads / 32)),
                              B.CreateLShr(tid, 5));
      Value *row = B.CreateUDiv(gw, items), *item = B.CreateURem(gw, items);
      emitIf(
          B, B.CreateICmpSLT(row, rows), [&] { body(B, row, item); }, nullptr, "unit");
      break;
    }
    case Granularity::Thread: {
      Value *row = B.CreateAdd(B.CreateMul(cta, B.getInt64(abi::kGpuMergeThreads)), tid);
      emitIf(
          B, B.CreateICmpSLT(row, rows), [&] { body(B, row, B.getInt64(0)); }, nullptr, "unit");
      break;
    }
    case Granularity::Block:
      emitIf(
          B, B.CreateICmpSLT(cta, rows), [&] { body(B, cta, B.getInt64(0)); }, nullptr, "unit");
      break;
    }
    B.CreateRetVoid();
    F_ = nullptr;
    return F;
  }

  Value *arg(Builder &B, unsigned i) override { return F_->getArg(i); }

  Value *leader(Builder &B) override {
    if (g_ != Granularity::Warp)
      return B.getTrue();
    return B.CreateICmpEQ(B.CreateAnd(tid_, B.getInt64(31)), B.getInt64(0));
  }

  LaneState laneReduce(
      Builder &B, unsigned L, ArrayRef<Type *> types,
      function_ref<LaneState(Builder &, Value *)> laneBody,
      function_ref<LaneState(Builder &, ArrayRef<Value *>, ArrayRef<Value *>)> combine) override {
    assert(L == 32 && "sm_90 maps the logical lanes onto a 32-lane warp");
    LaneState st = laneBody(B, B.CreateAnd(tid_, B.getInt64(31)));
    for (unsigned o = L / 2; o >= 1; o /= 2) {
      LaneState other;
      for (Value *v : st)
        other.push_back(
            B.CreateIntrinsic(Intrinsic::nvvm_shfl_sync_bfly_f32, {},
                              {B.getInt32(0xFFFFFFFFu), v, B.getInt32(o), B.getInt32(0x1F)}));
      st = combine(B, st, other);
    }
    return st;
  }

  void forColumns(Builder &B, Value *n, unsigned width,
                  function_ref<void(Builder &, Value *, Value *)> body) override {
    // Block-strided: thread t handles column blocks t, t + 256, ...; the block that
    // straddles n is masked.
    const int64_t step = int64_t(abi::kGpuBlockThreads) * width;
    Value *start = B.CreateMul(tid_, B.getInt64(width));
    emitFor(
        B, start, n, step,
        [&](Value *col) {
          Value *full = B.CreateICmpSLE(B.CreateAdd(col, B.getInt64(width)), n);
          emitIf(
              B, full, [&] { body(B, col, nullptr); },
              [&] {
                SmallVector<Constant *, 16> idx;
                for (unsigned i = 0; i < width; ++i)
                  idx.push_back(B.getInt64(i));
                Value *cols =
                    B.CreateAdd(B.CreateVectorSplat(width, col), ConstantVector::get(idx));
                body(B, col, B.CreateICmpSLT(cols, B.CreateVectorSplat(width, n)));
              },
              "colfull");
        },
        "col");
  }

  Value *nativeExp(Builder &B, Value *x) override {
    // exp(x) = ex2.approx.ftz(x * log2 e): one MUFU.EX2 (about 2 ulp). The .ftz form
    // returns 0 for results under 2^-126, as the portable exp does by definition; the
    // non-ftz form costs three more instructions per call for subnormal results. Only
    // the native scopes use it: cross_target_bitwise kernels have no .ftz anywhere.
    return mapScalar(B, B.CreateFMul(x, ConstantFP::get(x->getType(), 1.44269504088896341)),
                     Intrinsic::nvvm_ex2_approx_ftz_f);
  }
  Value *nativeExpDiff(Builder &B, Value *x, Value *m) override {
    // exp(x - m) = ex2(x * log2 e - m * log2 e): one fma per element.
    Value *l2e = ConstantFP::get(x->getType(), 1.44269504088896341);
    Value *ml = B.CreateFNeg(B.CreateFMul(m, l2e));
    Value *arg = B.CreateIntrinsic(Intrinsic::fma, {x->getType()}, {x, l2e, ml});
    return mapScalar(B, arg, Intrinsic::nvvm_ex2_approx_ftz_f);
  }
  bool hasNaNMax() const override { return true; } // max.NaN.f32 (sm_80+)
  Value *nativeLog(Builder &B, Value *x) override {
    Value *l2 = mapScalar(B, x, Intrinsic::nvvm_lg2_approx_f);
    return B.CreateFMul(l2, ConstantFP::get(x->getType(), 0.693147180559945309));
  }

  bool needsAlignedVectors() const override { return true; }
  unsigned loadUnroll() const override { return 8; }
  unsigned vectorWidth() const override { return 8; }

private:
  static Value *sreg(Builder &B, Intrinsic::ID id) { return B.CreateIntrinsic(id, {}, {}); }
  static Value *mapScalar(Builder &B, Value *x, Intrinsic::ID id) {
    auto *vt = dyn_cast<FixedVectorType>(x->getType());
    if (!vt)
      return B.CreateIntrinsic(id, {}, {x});
    Value *out = PoisonValue::get(vt);
    for (unsigned i = 0; i < vt->getNumElements(); ++i)
      out = B.CreateInsertElement(
          out, B.CreateIntrinsic(id, {}, {B.CreateExtractElement(x, uint64_t(i))}), uint64_t(i));
    return out;
  }

  Function *F_ = nullptr;
  Value *tid_ = nullptr;
  Granularity g_ = Granularity::Warp;
};

} // namespace

std::unique_ptr<Hooks> makeNVPTXHooks() { return std::make_unique<NVPTXHooks>(); }

} // namespace logpjit::tmpl
