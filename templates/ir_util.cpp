//===- ir_util.cpp - Loops and branches for the templates -----------------===//
#include "templates/ir_util.h"

#include "llvm/IR/Constants.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/Metadata.h"

using namespace llvm;

namespace logpjit::tmpl {

AllocaInst *makeVar(Builder &B, Type *ty, Value *init, const Twine &name) {
  Function *F = B.GetInsertBlock()->getParent();
  IRBuilder<> E(&F->getEntryBlock(), F->getEntryBlock().begin());
  AllocaInst *a = E.CreateAlloca(ty, nullptr, name);
  B.CreateStore(init, a);
  return a;
}

void emitFor(Builder &B, Value *begin, Value *end, int64_t step, function_ref<void(Value *iv)> body,
             const Twine &name, unsigned unroll) {
  Function *F = B.GetInsertBlock()->getParent();
  LLVMContext &C = B.getContext();
  BasicBlock *pre = B.GetInsertBlock();
  BasicBlock *head = BasicBlock::Create(C, name + ".head", F);
  BasicBlock *loop = BasicBlock::Create(C, name + ".body", F);
  BasicBlock *exit = BasicBlock::Create(C, name + ".exit", F);
  B.CreateBr(head);
  B.SetInsertPoint(head);
  Type *ty = begin->getType(); // i64, or i32 for offsets within a tile
  PHINode *iv = B.CreatePHI(ty, 2, name + ".iv");
  iv->addIncoming(begin, pre);
  B.CreateCondBr(B.CreateICmpSLT(iv, end), loop, exit);
  B.SetInsertPoint(loop);
  body(iv);
  Value *next = B.CreateAdd(iv, ConstantInt::get(ty, step), name + ".next", /*HasNUW=*/false,
                            /*HasNSW=*/true);
  iv->addIncoming(next, B.GetInsertBlock());
  BranchInst *back = B.CreateBr(head);
  if (unroll > 1) {
    LLVMContext &C = B.getContext();
    MDNode *count =
        unroll == kNoUnroll
            ? MDNode::get(C, {MDString::get(C, "llvm.loop.unroll.disable")})
            : MDNode::get(C,
                          {MDString::get(C, "llvm.loop.unroll.count"),
                           ConstantAsMetadata::get(ConstantInt::get(Type::getInt32Ty(C), unroll))});
    MDNode *loop = MDNode::getDistinct(C, {nullptr, count});
    loop->replaceOperandWith(0, loop);
    back->setMetadata(LLVMContext::MD_loop, loop);
  }
  B.SetInsertPoint(exit);
}

void emitIf(Builder &B, Value *cond, function_ref<void()> then, function_ref<void()> els,
            const Twine &name) {
  Function *F = B.GetInsertBlock()->getParent();
  LLVMContext &C = B.getContext();
  BasicBlock *t = BasicBlock::Create(C, name + ".then", F);
  BasicBlock *e = els ? BasicBlock::Create(C, name + ".else", F) : nullptr;
  BasicBlock *j = BasicBlock::Create(C, name + ".end", F);
  B.CreateCondBr(cond, t, e ? e : j);
  B.SetInsertPoint(t);
  then();
  B.CreateBr(j);
  if (e) {
    B.SetInsertPoint(e);
    els();
    B.CreateBr(j);
  }
  B.SetInsertPoint(j);
}

std::pair<Value *, Value *> emitUDivRem64(Builder &B, Value *a, Value *b) {
  Type *i64 = B.getInt64Ty(), *i32 = B.getInt32Ty();
  AllocaInst *q = makeVar(B, i64, B.getInt64(0), "udiv.q");
  AllocaInst *r = makeVar(B, i64, B.getInt64(0), "udiv.r");
  Value *fits = B.CreateICmpEQ(B.CreateLShr(B.CreateOr(a, b), 32), B.getInt64(0));
  emitIf(
      B, fits,
      [&] {
        Value *a32 = B.CreateTrunc(a, i32), *b32 = B.CreateTrunc(b, i32);
        Value *q32 = B.CreateUDiv(a32, b32);
        B.CreateStore(B.CreateZExt(q32, i64), q);
        B.CreateStore(B.CreateZExt(B.CreateSub(a32, B.CreateMul(q32, b32)), i64), r);
      },
      [&] { // bit i of the quotient, from the top: r < b <= 2^63 - 1, so 2r + 1 fits
        emitFor(
            B, B.getInt64(0), B.getInt64(64), 1,
            [&](Value *n) {
              Value *i = B.CreateSub(B.getInt64(63), n);
              Value *rv = B.CreateOr(B.CreateShl(B.CreateLoad(i64, r), 1),
                                     B.CreateAnd(B.CreateLShr(a, i), B.getInt64(1)));
              Value *ge = B.CreateICmpUGE(rv, b);
              B.CreateStore(B.CreateSelect(ge, B.CreateSub(rv, b), rv), r);
              Value *bit = B.CreateSelect(ge, B.CreateShl(B.getInt64(1), i), B.getInt64(0));
              B.CreateStore(B.CreateOr(B.CreateLoad(i64, q), bit), q);
            },
            "udiv.bit", kNoUnroll);
      },
      "udiv");
  return {B.CreateLoad(i64, q), B.CreateLoad(i64, r)};
}

void emitByAlignment(Builder &B, Value *addr, unsigned wide, unsigned esize, unsigned elementClass,
                     Value *whole, function_ref<void(unsigned)> emit, const Twine &name) {
  Type *ty = addr->getType();
  auto multipleOf = [&](unsigned a) {
    Value *ok =
        B.CreateICmpEQ(B.CreateAnd(addr, ConstantInt::get(ty, a - 1)), ConstantInt::get(ty, 0));
    return whole ? B.CreateAnd(whole, ok) : ok;
  };
  emitIf(
      B, multipleOf(wide), [&] { emit(wide); },
      [&] {
        if (wide > 4 && esize < 4)
          emitIf(
              B, multipleOf(4), [&] { emit(4); }, [&] { emit(elementClass); }, name + "4");
        else
          emit(elementClass);
      },
      name);
}

Value *fconst(Builder &B, Type *like, double v) { return ConstantFP::get(like, v); }

Value *emitShardOwner(Builder &B, Value *t, Value *tp, Value *shardCols) {
  AllocaInst *o = makeVar(B, B.getInt64Ty(), B.getInt64(0), "owner");
  emitFor(
      B, B.getInt64(1), tp, 1,
      [&](Value *r) {
        Value *past = B.CreateICmpSGE(t, B.CreateMul(r, shardCols));
        B.CreateStore(
            B.CreateAdd(B.CreateLoad(B.getInt64Ty(), o), B.CreateZExt(past, B.getInt64Ty())), o);
      },
      "owner", kNoUnroll);
  return B.CreateLoad(B.getInt64Ty(), o);
}

} // namespace logpjit::tmpl
