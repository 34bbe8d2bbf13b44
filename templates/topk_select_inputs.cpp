//===- topk_select_inputs.cpp - What topk_select reads of a row -------------===//
//
// Shared by the warp's row (topk_select.cpp) and the block's row (topk_select_block.cpp):
// the row's TSL_* arguments, its values as tile_stats reads them, and where a lane group's
// columns lie (templates/topk_keys.h).
//
//===----------------------------------------------------------------------===//
#include "runtime/core/kernel_abi.h"
#include "templates/numerics.h"
#include "templates/topk_keys.h"

using namespace llvm;
using namespace logpjit::abi;

namespace logpjit::tmpl {

SelectRowInputs selectRowInputs(Builder &B, Hooks &h, const KernelSpec &spec, Value *row) {
  auto ptrArg = [&](unsigned i) { return B.CreateIntToPtr(h.arg(B, i), B.getPtrTy()); };
  Type *f32 = B.getFloatTy(), *i64 = B.getInt64Ty();
  SelectRowInputs in;
  if (spec.temperature_rows)
    in.tau = B.CreateLoad(f32, B.CreateGEP(f32, ptrArg(TSL_Temperature), row));
  else if (spec.has_temperature)
    in.tau = B.CreateBitCast(B.CreateTrunc(h.arg(B, TSL_Temperature), B.getInt32Ty()), f32);
  const unsigned esize = dtypeSize(spec.dtype);
  in.rowPtr =
      B.CreateGEP(B.getInt8Ty(), ptrArg(TSL_Logits),
                  B.CreateMul(B.CreateMul(row, h.arg(B, TSL_RowStride)), B.getInt64(esize)));
  in.valid = h.arg(B, TSL_ValidCols);
  in.kl = B.CreateSDiv(h.arg(B, TSL_ShardCols), B.getInt64(spec.tile_width));
  in.groups = B.CreateMul(in.kl, B.getInt64(spec.lanes));
  in.stats =
      B.CreateGEP(topk::laneWordType(B, spec), ptrArg(TSL_LaneStats), B.CreateMul(row, in.groups));
  return in;
}

Value *selectRowLse(Builder &B, Hooks &h, const KernelSpec &spec, Value *row, Value *leader,
                    bool merges, Value *scratch) {
  Type *f32 = B.getFloatTy();
  if (!merges)
    return B.CreateLoad(f32,
                        B.CreateGEP(f32, B.CreateIntToPtr(h.arg(B, TSL_Lse), B.getPtrTy()), row));
  // TP 1: one rank of K = V / W tiles; the row's partials [rows, K, P] are the merge's
  // [1, rows, K, P].
  auto argWord = [&](unsigned i) -> Value * {
    switch (i) {
    case MG_Partials:
      return h.arg(B, TSL_Partials);
    case MG_TargetLogit:
      return h.arg(B, TSL_TargetLogit);
    case MG_Targets:
      return h.arg(B, TSL_Targets);
    case MG_Active:
      return h.arg(B, TSL_Active);
    case MG_IgnoreIndex:
      return h.arg(B, TSL_IgnoreIndex);
    case MG_TpSize:
      return B.getInt64(1);
    case MG_LocalTiles:
      return B.CreateSDiv(h.arg(B, TSL_ShardCols), B.getInt64(spec.tile_width));
    case MG_ShardCols:
      return h.arg(B, TSL_ShardCols);
    case MG_Lse:
      return h.arg(B, TSL_Lse);
    case MG_Logp:
      return h.arg(B, TSL_Logp);
    case MG_Entropy:
      return h.arg(B, TSL_Entropy);
    case MG_Rows:
      return h.arg(B, TSL_Rows);
    case MG_RealVocab:
      return h.arg(B, TSL_ValidCols);
    case MG_Status:
      return h.arg(B, TSL_Status);
    case MG_Temperature:
      return h.arg(B, TSL_Temperature);
    }
    llvm_unreachable("merge argument without a topk_select word");
  };
  MergeSource src{argWord, leader, /*optionalOutputs=*/true, /*oneRank=*/true, scratch};
  return emitMergeOfRow(B, h, spec, row, src);
}

Value *SelectRowInputs::widenScale(Builder &B, const KernelSpec &spec, Value *raw) const {
  Value *x = widenToFloat(B, spec.dtype, raw);
  return tau ? emitFDiv(B, spec.quick, x, tau) : x;
}

GroupTile groupTile(Builder &B, Value *g, int64_t L, int64_t W, Value *valid) {
  auto c = [&](int64_t v) { return ConstantInt::get(g->getType(), v); }; // i64 or i32
  Value *u = B.CreateUDiv(g, c(L)), *l = B.CreateURem(g, c(L));
  Value *start = B.CreateMul(u, c(W));
  Value *lim = B.CreateSub(valid, start);
  lim = B.CreateSelect(B.CreateICmpSLT(lim, c(0)), c(0), lim);
  lim = B.CreateSelect(B.CreateICmpSGT(lim, c(W)), c(W), lim);
  return {l, start, lim};
}

} // namespace logpjit::tmpl
