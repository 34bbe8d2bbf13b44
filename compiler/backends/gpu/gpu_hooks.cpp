//===- gpu_hooks.cpp - Work mapping, lane tree and column loops for GPUs --===//
#include "compiler/backends/gpu/gpu_hooks.h"
#include "runtime/core/kernel_abi.h"

#include "llvm/IR/Function.h"

#include <tuple>
#include <utility>

using namespace llvm;

namespace logpjit::tmpl {

Function *GpuHooks::emitKernel(Module &M, StringRef name, unsigned numArgs, unsigned rowsArg,
                               Granularity g, function_ref<Value *(Builder &)> itemCount,
                               function_ref<void(Builder &, Value *, Value *)> body) {
  LLVMContext &C = M.getContext();
  Type *i64 = Type::getInt64Ty(C);
  Function *F = declareKernel(M, name, numArgs, g);
  F->addFnAttr(Attribute::NoUnwind);
  F_ = F;
  Builder B(BasicBlock::Create(C, "entry", F));
  Value *rows = arg(B, rowsArg);
  Value *tid32 = threadId(B);
  Value *tid = B.CreateZExt(tid32, i64);
  Value *cta = B.CreateZExt(blockId(B), i64);
  tid_ = tid;
  g_ = g;
  switch (g) {
  case Granularity::Warp:
  case Granularity::WarpGrid: {
    Value *items = itemCount ? itemCount(B) : B.getInt64(1);
    Value *unit = B.CreateAdd(B.CreateMul(cta, B.getInt64(unitBlockThreads() / 32)),
                              B.CreateZExt(warpUniform(B, B.CreateLShr(tid32, 5)), i64));
    // Linear grid: units in row-major order, divided without div.u64 (emitUDivRem64):
    // ptxas makes div.u64 a subroutine call, and the driver's linker compiles PTX as
    // relocatable code, where a kernel with a call re-reads its memory descriptor into
    // uniform registers before every global load (docs/decisions/no-calls-in-kernels.md).
    // A constant item count (the merge's one) folds to shifts either way.
    auto linear = [&]() -> std::pair<Value *, Value *> {
      if (!isa<ConstantInt>(items))
        return emitUDivRem64(B, unit, items);
      return {B.CreateUDiv(unit, items), B.CreateURem(unit, items)};
    };
    Value *row, *item, *inRange;
    if (g != Granularity::WarpGrid) {
      std::tie(row, item) = linear();
      inRange = B.CreateICmpSLT(row, rows);
    } else { // abi::tileStatsGrid: the launch decides, gridDim.y > 1 tells
      AllocaInst *rowV = makeVar(B, i64, B.getInt64(0), "row");
      AllocaInst *itemV = makeVar(B, i64, B.getInt64(0), "item");
      Value *ny = gridDim(B, 1);
      emitIf(
          B, B.CreateICmpUGT(ny, B.getInt32(1)),
          [&] { // x: a group of one row's items; row = y + gridDim.y z
            B.CreateStore(B.CreateAdd(B.CreateZExt(blockId(B, 1), i64),
                                      B.CreateMul(B.CreateZExt(blockId(B, 2), i64),
                                                  B.CreateZExt(ny, i64), "", /*HasNUW=*/true)),
                          rowV);
            B.CreateStore(unit, itemV);
          },
          [&] {
            auto [r, i] = linear();
            B.CreateStore(r, rowV);
            B.CreateStore(i, itemV);
          },
          "grid");
      row = B.CreateLoad(i64, rowV);
      item = B.CreateLoad(i64, itemV);
      inRange = B.CreateAnd(B.CreateICmpSLT(row, rows), B.CreateICmpSLT(item, items));
    }
    emitIf(
        B, inRange, [&] { body(B, row, item); }, nullptr, "unit");
    break;
  }
  case Granularity::Thread: {
    Value *row = B.CreateAdd(B.CreateMul(cta, B.getInt64(abi::kGpuMergeThreads)), tid);
    emitIf(
        B, B.CreateICmpSLT(row, rows), [&] { body(B, row, B.getInt64(0)); }, nullptr, "unit");
    break;
  }
  case Granularity::BlockMma:
    if (blocksInGrid(B)) { // persistent (sm_90): the body loops over the block's tiles, and a
                           // block with none still meets its cluster's other block
      body(B, cta, B.getInt64(0));
      break;
    }
    [[fallthrough]];
  case Granularity::Block:
  case Granularity::RowBlock:
    emitIf(
        B, B.CreateICmpSLT(cta, rows), [&] { body(B, cta, B.getInt64(0)); }, nullptr, "unit");
    break;
  }
  B.CreateRetVoid();
  F_ = nullptr;
  return F;
}

Value *GpuHooks::leader(Builder &B) {
  if (g_ != Granularity::Warp && g_ != Granularity::WarpGrid)
    return B.getTrue();
  return B.CreateICmpEQ(B.CreateAnd(tid_, B.getInt64(31)), B.getInt64(0));
}

LaneState GpuHooks::laneReduce(
    Builder &B, unsigned L, ArrayRef<Type *> types,
    function_ref<LaneState(Builder &, Value *)> laneBody,
    function_ref<LaneState(Builder &, ArrayRef<Value *>, ArrayRef<Value *>)> combine) {
  assert(L == 32 && "GPUs map the logical lanes onto 32 threads");
  LaneState st = laneBody(B, B.CreateAnd(tid_, B.getInt64(31)));
  for (unsigned o = L / 2; o >= 1; o /= 2) {
    LaneState other;
    for (Value *v : st)
      other.push_back(shuffleAny(B, v, o));
    st = combine(B, st, other);
  }
  return st;
}

/// shuffleXor of an fp32, i32 or i64 value (integers through fp32 bit patterns; an i64 as
/// two halves): the exchange moves bits, whatever they mean.
Value *GpuHooks::shuffleAny(Builder &B, Value *v, unsigned o) {
  Type *t = v->getType(), *f32 = B.getFloatTy(), *i32 = B.getInt32Ty();
  if (t->isFloatTy())
    return shuffleXor(B, v, o);
  auto word = [&](Value *w) {
    return B.CreateBitCast(shuffleXor(B, B.CreateBitCast(w, f32), o), i32);
  };
  if (t->isIntegerTy(32))
    return word(v);
  assert(t->isIntegerTy(64) && "laneReduce exchanges fp32, i32 and i64 values");
  Value *lo = word(B.CreateTrunc(v, i32));
  Value *hi = word(B.CreateTrunc(B.CreateLShr(v, 32), i32));
  return B.CreateOr(B.CreateShl(B.CreateZExt(hi, t), 32), B.CreateZExt(lo, t));
}

Value *GpuHooks::laneIndex(Builder &B) { return B.CreateAnd(tid_, B.getInt64(31)); }

Value *GpuHooks::laneMax(Builder &B, Value *v) {
  for (unsigned o = 16; o >= 1; o /= 2)
    v = B.CreateIntrinsic(Intrinsic::maximum, {v->getType()}, {v, shuffleXor(B, v, o)});
  return v;
}

void GpuHooks::forColumns(Builder &B, Value *n, unsigned width,
                          function_ref<void(Builder &, Value *, Value *)> body) {
  // Block-strided: thread t handles column blocks t, t + 256, ...; the block that
  // straddles n is masked.
  const int64_t step = int64_t(abi::kGpuBlockThreads) * width;
  Value *start = B.CreateMul(tid_, B.getInt64(width));
  emitFor(
      B, start, n, step,
      [&](Value *col) {
        if (width == 1) { // every column below n is a full block
          body(B, col, nullptr);
          return;
        }
        Value *full = B.CreateICmpSLE(B.CreateAdd(col, B.getInt64(width)), n);
        emitIf(
            B, full, [&] { body(B, col, nullptr); },
            [&] {
              SmallVector<Constant *, 16> idx;
              for (unsigned i = 0; i < width; ++i)
                idx.push_back(B.getInt64(i));
              Value *cols = B.CreateAdd(B.CreateVectorSplat(width, col), ConstantVector::get(idx));
              body(B, col, B.CreateICmpSLT(cols, B.CreateVectorSplat(width, n)));
            },
            "colfull");
      },
      "col");
}

Value *GpuHooks::axisRegister(Builder &B, const std::array<Intrinsic::ID, 3> &ids, unsigned axis) {
  assert(axis < 3 && "grid axes are x, y, z");
  return B.CreateIntrinsic(ids[axis], {}, {});
}

Value *GpuHooks::mapScalar(Builder &B, Value *x, Intrinsic::ID id, bool overloaded) {
  SmallVector<Type *, 1> tys;
  if (overloaded)
    tys.push_back(B.getFloatTy());
  auto *vt = dyn_cast<FixedVectorType>(x->getType());
  if (!vt)
    return B.CreateIntrinsic(id, tys, {x});
  Value *out = PoisonValue::get(vt);
  for (unsigned i = 0; i < vt->getNumElements(); ++i)
    out = B.CreateInsertElement(
        out, B.CreateIntrinsic(id, tys, {B.CreateExtractElement(x, uint64_t(i))}), uint64_t(i));
  return out;
}

} // namespace logpjit::tmpl
