//===- backward.cpp - grad_logits, elementwise -----------------------------===//
//
// docs/spec.md §6, per column i of the shard, in this operation order:
//   x  = raw / tau (when a temperature is set)
//   p  = exp(x - lse)
//   dx = g_logp * ((i == target ? 1 : 0) - p)
//   dx = dx + g_lse * p                          (grad_lse specs)
//   dx = dx + (g_H * p) * (min(lse - x, 128) - H) (grad_entropy specs; the clamp only
//                                                  matters where p == 0, e.g. x = -inf)
//   dx = dx / tau                                (temperature specs)
// then rounded to the logits dtype (nearest even). Padding columns and inactive rows
// get 0. No reduction, so no order question beyond the line above.
//
//===----------------------------------------------------------------------===//
#include "runtime/core/kernel_abi.h"
#include "templates/numerics.h"

using namespace llvm;
using namespace logpjit::abi;

namespace logpjit::tmpl {

namespace {

/// The per-row values one gradient element needs (nullptr where the spec has none).
struct RowValues {
  Value *tau, *lse, *gLogp, *gLse, *gH, *H;
  Value *tc, *vc; ///< the target's local column (-1: none), the real columns (0: inactive)
};

/// dx of the elements x (fp32, VW lanes at columns `cols`) of one row, in the order of
/// docs/numerics.md "Backward". `plain`: a block without the target and without padding
/// (the same operations with the constants folded).
Value *emitGradElements(Builder &B, Hooks &h, const KernelSpec &spec, Type *vty,
                        function_ref<Value *(Value *)> splat, Value *x, Value *cols, bool plain,
                        const RowValues &r) {
  if (r.tau)
    x = emitFDiv(B, spec.quick, x, splat(r.tau));
  // As written: a fused ex2(x a - lse a) would overflow lse * log2(e) for |lse| > 2^127.
  Value *p = emitExp(B, h, spec.math, B.CreateFSub(x, splat(r.lse)));
  Value *oh = plain ? fconst(B, vty, 0.0)
                    : B.CreateSelect(B.CreateICmpEQ(cols, splat(r.tc)), fconst(B, vty, 1.0),
                                     fconst(B, vty, 0.0));
  Value *dx = B.CreateFMul(splat(r.gLogp), B.CreateFSub(oh, p));
  if (r.gLse)
    dx = B.CreateFAdd(dx, B.CreateFMul(splat(r.gLse), p));
  if (r.gH) {
    // lse - x is clamped at 128: p is exactly 0 beyond it (exp(-128) underflows), and
    // x = -inf would otherwise give 0 * inf = NaN instead of the limit p log p -> 0.
    Value *lmx = B.CreateFSub(splat(r.lse), x);
    lmx = B.CreateSelect(B.CreateFCmpOGT(lmx, fconst(B, vty, 128.0)), fconst(B, vty, 128.0), lmx);
    dx =
        B.CreateFAdd(dx, B.CreateFMul(B.CreateFMul(splat(r.gH), p), B.CreateFSub(lmx, splat(r.H))));
  }
  if (r.tau)
    dx = emitFDiv(B, spec.quick, dx, splat(r.tau));
  if (!plain)
    dx = B.CreateSelect(B.CreateICmpSLT(cols, splat(r.vc)), dx, fconst(B, vty, 0.0));
  return dx;
}

} // namespace

void emitBackward(Module &M, Hooks &h, const KernelSpec &spec) {
  LLVMContext &Ctx = M.getContext();
  Type *f32 = Type::getFloatTy(Ctx);
  Type *i8 = Type::getInt8Ty(Ctx);
  // The quick tier (KernelSpec::quick, GPUs): one column per thread step, no alignment
  // classes, no special blocks; elementwise, so the same bits in any form.
  const bool quick = spec.quick && h.needsAlignedVectors();
  const unsigned VW = quick ? 1 : h.vectorWidth();
  const unsigned esize = dtypeSize(spec.dtype);
  Type *vty = VW == 1 ? f32 : (Type *)FixedVectorType::get(f32, VW);

  auto body = [&](Builder &B, Value *row, Value *) {
    auto ptrArg = [&](unsigned i) { return B.CreateIntToPtr(h.arg(B, i), B.getPtrTy()); };
    auto rowVal = [&](unsigned i) { return B.CreateLoad(f32, B.CreateGEP(f32, ptrArg(i), row)); };
    auto splat = [&](Value *v) { return VW == 1 ? v : B.CreateVectorSplat(VW, v); };
    Value *logitsRow =
        B.CreateGEP(i8, ptrArg(BW_Logits),
                    B.CreateMul(B.CreateMul(row, h.arg(B, BW_RowStride)), B.getInt64(esize)));
    Value *gradRow =
        B.CreateGEP(i8, ptrArg(BW_GradLogits),
                    B.CreateMul(B.CreateMul(row, h.arg(B, BW_GradRowStride)), B.getInt64(esize)));

    // Activity and the target's local column (-1 when not in this shard).
    Type *idxTy = spec.index_type == IndexType::I64 ? B.getInt64Ty() : B.getInt32Ty();
    auto loadTarget = [&] {
      return B.CreateSExt(B.CreateLoad(idxTy, B.CreateGEP(idxTy, ptrArg(BW_Targets), row)),
                          B.getInt64Ty());
    };
    Value *active;
    if (spec.mask_mode == MaskMode::ActiveMask)
      active =
          B.CreateICmpNE(B.CreateLoad(i8, B.CreateGEP(i8, ptrArg(BW_Active), row)), B.getInt8(0));
    else
      active = B.CreateICmpNE(loadTarget(), h.arg(B, BW_IgnoreIndex));
    AllocaInst *tcol = makeVar(B, B.getInt64Ty(), B.getInt64(-1), "tcol");
    // Inactive rows: all columns are treated as padding (valid = 0).
    AllocaInst *valid = makeVar(B, B.getInt64Ty(), B.getInt64(0), "valid");
    emitIf(B, active, [&] {
      B.CreateStore(B.CreateSub(loadTarget(), h.arg(B, BW_ShardStart)), tcol);
      B.CreateStore(h.arg(B, BW_ValidCols), valid);
    });
    // The row's temperature; a per-row one is taken as 1 on inactive rows, whose values are
    // never checked (their gradient is 0 whatever tau is, but 0 / NaN is not).
    Value *tau = nullptr;
    if (spec.temperature_rows)
      tau = B.CreateSelect(active, rowVal(BW_Temperature), ConstantFP::get(f32, 1.0));
    else if (spec.has_temperature)
      tau = B.CreateBitCast(B.CreateTrunc(h.arg(B, BW_Temperature), B.getInt32Ty()), f32);
    Value *tc = B.CreateLoad(B.getInt64Ty(), tcol);
    Value *vc = B.CreateLoad(B.getInt64Ty(), valid);
    Value *lse = rowVal(BW_Lse);
    Value *gLogp = B.CreateLoad(
        f32, B.CreateGEP(f32, ptrArg(BW_GradLogp), B.CreateMul(row, h.arg(B, BW_GradLogpStride))));
    Value *gLse = spec.grad_lse ? rowVal(BW_GradLse) : nullptr;
    Value *gH = spec.grad_entropy ? rowVal(BW_GradEntropy) : nullptr;
    Value *H = spec.grad_entropy ? rowVal(BW_Entropy) : nullptr;

    SmallVector<Constant *, 16> idx;
    for (unsigned i = 0; i < VW; ++i)
      idx.push_back(B.getInt64(i));
    Value *laneIdx = VW == 1 ? (Value *)B.getInt64(0) : ConstantVector::get(idx);

    // `zeroRow`: an inactive row (GPUs): zeros are stored without reading the logits.
    auto columns = [&](unsigned align, bool zeroRow) {
      h.forColumns(B, h.arg(B, BW_ShardCols), VW, [&](Builder &B, Value *col, Value *mask) {
        Value *off = B.CreateMul(col, B.getInt64(esize));
        Value *gradPtr = B.CreateGEP(i8, gradRow, off);
        const unsigned al = mask ? 0 : align;
        if (zeroRow) {
          storeFromFloat(B, spec.dtype, fconst(B, vty, 0.0), gradPtr, false, mask, al);
          return;
        }
        // `plain`: a block of columns without the target and without padding, where the
        // one-hot is 0 and nothing is masked (the same operations with constants folded).
        auto compute = [&](bool plain) {
          Value *cols = B.CreateAdd(splat(col), laneIdx);
          Value *x = loadAsFloat(B, spec.dtype, B.CreateGEP(i8, logitsRow, off), VW, mask, al);
          Value *dx = emitGradElements(B, h, spec, vty, splat, x, cols, plain,
                                       {tau, lse, gLogp, gLse, gH, H, tc, vc});
          storeFromFloat(B, spec.dtype, dx, gradPtr, h.hasBF16Convert(), mask, al);
        };
        if (mask || !h.needsAlignedVectors() || quick) {
          compute(false);
          return;
        }
        // GPUs: 64-bit compares per column cost more than the arithmetic; one test per block.
        Value *hasTarget = B.CreateICmpULT(B.CreateSub(tc, col), B.getInt64(VW));
        Value *hasPadding = B.CreateICmpSGT(B.CreateAdd(col, B.getInt64(VW)), vc);
        emitIf(
            B, B.CreateOr(hasTarget, hasPadding), [&] { compute(false); }, [&] { compute(true); },
            "plain");
      });
    };
    auto rowColumns = [&](unsigned align) {
      if (!h.needsAlignedVectors() || quick) {
        columns(align, false);
        return;
      }
      emitIf(
          B, B.CreateICmpEQ(vc, B.getInt64(0)), [&] { columns(align, true); },
          [&] { columns(align, false); }, "inactive");
    };
    const unsigned wide = std::min(VW * esize, 16u);
    if (!h.needsAlignedVectors() || VW == 1) {
      rowColumns(0);
    } else {
      // Vector accesses need both rows aligned (uniform per row: no divergence).
      Value *a = B.CreateOr(B.CreatePtrToInt(logitsRow, B.getInt64Ty()),
                            B.CreatePtrToInt(gradRow, B.getInt64Ty()));
      emitIf(
          B, B.CreateICmpEQ(B.CreateAnd(a, B.getInt64(wide - 1)), B.getInt64(0)),
          [&] { rowColumns(wide); }, [&] { rowColumns(0); }, "al");
    }
  };
  h.emitKernel(M, spec.symbolName(), BW_NumArgs, BW_Rows, Granularity::Block, nullptr, body);
}

} // namespace logpjit::tmpl
