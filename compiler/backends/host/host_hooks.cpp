//===- host_hooks.cpp - Target hooks for the host CPU ---------------------===//
//
// Kernel ABI: void kernel(const uint64_t *args, int64_t row_begin, int64_t row_end).
// Rows and items are loops; the L logical lanes are a loop whose states are kept in a
// stack array, then folded by the canonical pairwise tree (hooks.h).
//
//===----------------------------------------------------------------------===//
#include "templates/hooks.h"

#include "llvm/IR/Function.h"

using namespace llvm;

namespace logpjit::tmpl {
namespace {

class HostHooks final : public Hooks {
public:
  Function *emitKernel(Module &M, StringRef name, unsigned numArgs, unsigned, Granularity,
                       function_ref<Value *(Builder &)> itemCount,
                       function_ref<void(Builder &, Value *, Value *)> body) override {
    LLVMContext &C = M.getContext();
    Type *ptr = PointerType::getUnqual(C);
    Type *i64 = Type::getInt64Ty(C);
    auto *fty = FunctionType::get(Type::getVoidTy(C), {ptr, i64, i64}, false);
    Function *F = Function::Create(fty, Function::ExternalLinkage, name, M);
    F->addFnAttr(Attribute::NoUnwind);
    F->addFnAttr("no-trapping-math", "true");
    F->addParamAttr(0, Attribute::NoAlias);
    F->addParamAttr(0, Attribute::ReadOnly);
    numArgs_ = numArgs;
    args_ = F->getArg(0);
    BasicBlock *entry = BasicBlock::Create(C, "entry", F);
    Builder B(entry);
    Value *items = itemCount ? itemCount(B) : B.getInt64(1);
    emitFor(
        B, F->getArg(1), F->getArg(2), 1,
        [&](Value *row) {
          emitFor(
              B, B.getInt64(0), items, 1, [&](Value *item) { body(B, row, item); }, "item");
        },
        "row");
    B.CreateRetVoid();
    args_ = nullptr;
    return F;
  }

  Value *arg(Builder &B, unsigned i) override {
    assert(args_ && i < numArgs_ && "argument index out of range");
    Value *p = B.CreateConstInBoundsGEP1_64(B.getInt64Ty(), args_, i);
    auto *ld = B.CreateAlignedLoad(B.getInt64Ty(), p, Align(8), "arg" + Twine(i));
    ld->setMetadata(LLVMContext::MD_invariant_load, MDNode::get(B.getContext(), {}));
    return ld;
  }

  LaneState laneReduce(
      Builder &B, unsigned L, ArrayRef<Type *> types,
      function_ref<LaneState(Builder &, Value *)> laneBody,
      function_ref<LaneState(Builder &, ArrayRef<Value *>, ArrayRef<Value *>)> combine) override {
    // One stack array [L] per state component.
    Function *F = B.GetInsertBlock()->getParent();
    IRBuilder<> E(&F->getEntryBlock(), F->getEntryBlock().begin());
    SmallVector<AllocaInst *, 4> arrays;
    for (Type *t : types)
      arrays.push_back(E.CreateAlloca(ArrayType::get(t, L), nullptr, "lanes"));
    auto slot = [&](unsigned c, Value *lane) {
      return B.CreateInBoundsGEP(arrays[c]->getAllocatedType(), arrays[c], {B.getInt64(0), lane});
    };
    emitFor(
        B, B.getInt64(0), B.getInt64(L), 1,
        [&](Value *lane) {
          LaneState st = laneBody(B, lane);
          for (unsigned c = 0; c < types.size(); ++c)
            B.CreateStore(st[c], slot(c, lane));
        },
        "lane");
    // The tree as loops over the stack arrays: for o = L/2 .. 1: for l < o:
    // state[l] = combine(state[l], state[l + o]).
    unsigned stages = 0;
    while ((1u << stages) < L)
      ++stages;
    emitFor(
        B, B.getInt64(0), B.getInt64(stages), 1,
        [&](Value *stage) {
          Value *o = B.CreateLShr(B.getInt64(L / 2), stage);
          emitFor(
              B, B.getInt64(0), o, 1,
              [&](Value *l) {
                LaneState a, b;
                for (unsigned c = 0; c < types.size(); ++c) {
                  a.push_back(B.CreateLoad(types[c], slot(c, l)));
                  b.push_back(B.CreateLoad(types[c], slot(c, B.CreateAdd(l, o))));
                }
                LaneState r = combine(B, a, b);
                for (unsigned c = 0; c < types.size(); ++c)
                  B.CreateStore(r[c], slot(c, l));
              },
              "tree.lane");
        },
        "tree");
    LaneState out;
    for (unsigned c = 0; c < types.size(); ++c)
      out.push_back(B.CreateLoad(types[c], slot(c, B.getInt64(0))));
    return out;
  }

  void forColumns(Builder &B, Value *n, unsigned width,
                  function_ref<void(Builder &, Value *, Value *)> body) override {
    // Full blocks, then one masked block for the remainder.
    Value *full = B.CreateMul(B.CreateSDiv(n, B.getInt64(width)), B.getInt64(width));
    emitFor(
        B, B.getInt64(0), full, width, [&](Value *col) { body(B, col, nullptr); }, "col");
    emitIf(B, B.CreateICmpSLT(full, n), [&] {
      Value *rem = B.CreateSub(n, full);
      SmallVector<Constant *, 16> idx;
      for (unsigned i = 0; i < width; ++i)
        idx.push_back(B.getInt64(i));
      Value *lanes = ConstantVector::get(idx);
      Value *mask = B.CreateICmpSLT(lanes, B.CreateVectorSplat(width, rem));
      body(B, full, mask);
    });
  }

  unsigned vectorWidth() const override { return 8; }

private:
  Value *args_ = nullptr;
  unsigned numArgs_ = 0;
};

} // namespace

std::unique_ptr<Hooks> makeHostHooks() { return std::make_unique<HostHooks>(); }

} // namespace logpjit::tmpl
