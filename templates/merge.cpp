//===- merge.cpp - Fixed-order merge of all tiles of a row -----------------===//
//
// For row t over the K = tp * K_local tiles in global order (rank-major, then local
// tile), DESIGN §1:
//   M = max_k m_k                                   (fmaxNaN, sequential)
//   S = sum_k s_k * w_k, w_k = exp(m_k - M)         (fma, sequential in k; tiles with
//                                                    m_k = -inf are skipped)
//   U = sum_k (t_k + (m_k - M) s_k) * w_k           (entropy specs; fma, same order)
//   lse = M + log S;  logp = x_target - lse (0 for inactive rows);  H = log S - U / S
// x_target comes from the owner rank's target-logit slot (rank = target div V_local).
// An active row whose target is outside [0, V_real) gets logp = NaN and is reported in
// the status word (the runtime rejects such targets before launch where it can).
//
//===----------------------------------------------------------------------===//
#include "logpjit/kernel_abi.h"
#include "templates/numerics.h"

using namespace llvm;
using namespace logpjit::abi;

namespace logpjit::tmpl {

void emitMerge(Module &M, Hooks &h, const KernelSpec &spec) {
  const unsigned P = spec.entropy ? 3 : 2;
  LLVMContext &Ctx = M.getContext();
  Type *f32 = Type::getFloatTy(Ctx);
  Type *i8 = Type::getInt8Ty(Ctx);

  auto body = [&](Builder &B, Value *row, Value *) {
    Value *parts = B.CreateIntToPtr(h.arg(B, MG_Partials), B.getPtrTy());
    Value *tp = h.arg(B, MG_TpSize), *kl = h.arg(B, MG_LocalTiles);
    Value *rows = h.arg(B, MG_Rows);
    Value *ninf = ConstantFP::getInfinity(f32, true);
    // Partial (r, k) of this row: parts[((r * rows + row) * kl + k) * P].
    auto partial = [&](Value *r, Value *k, unsigned field) {
      Value *idx = B.CreateAdd(B.CreateMul(B.CreateAdd(B.CreateMul(r, rows), row), kl), k);
      idx = B.CreateAdd(B.CreateMul(idx, B.getInt64(P)), B.getInt64(field));
      return B.CreateLoad(f32, B.CreateGEP(f32, parts, idx));
    };
    auto forTiles = [&](function_ref<void(Value *, Value *)> fn) {
      emitFor(
          B, B.getInt64(0), tp, 1,
          [&](Value *r) {
            emitFor(
                B, B.getInt64(0), kl, 1, [&](Value *k) { fn(r, k); }, "k", h.loadUnroll());
          },
          "rank");
    };
    AllocaInst *Mv = makeVar(B, f32, ninf, "M");
    forTiles([&](Value *r, Value *k) {
      B.CreateStore(fmaxNaN(B, B.CreateLoad(f32, Mv), partial(r, k, 0)), Mv);
    });
    Value *Mx = B.CreateLoad(f32, Mv);
    AllocaInst *S = makeVar(B, f32, ConstantFP::get(f32, 0.0), "S");
    AllocaInst *U = makeVar(B, f32, ConstantFP::get(f32, 0.0), "U");
    // Branch-free (so that the loads of an unrolled block issue together): a tile with
    // m = -inf gets w = 0 and inner = 0, and fma(0, 0, S) == S exactly, which is the
    // "skip" of the order above.
    Value *zero = ConstantFP::get(f32, 0.0);
    forTiles([&](Value *r, Value *k) {
      Value *m = partial(r, k, 0), *s = partial(r, k, 1);
      Value *t = spec.entropy ? partial(r, k, 2) : nullptr;
      Value *empty = B.CreateFCmpOEQ(m, ninf);
      Value *d = B.CreateFSub(m, Mx);
      Value *w = B.CreateSelect(empty, zero, emitExp(B, h, spec.math, d, /*nonPositive=*/true));
      B.CreateStore(fma(B, s, w, B.CreateLoad(f32, S)), S);
      if (spec.entropy) {
        // w == 0 (an empty tile, or one so far below M that its weight underflows): the
        // term vanishes; (m - M) * s may overflow to -inf first (-inf * 0 = NaN).
        Value *gone = B.CreateOr(empty, B.CreateFCmpOEQ(w, zero));
        Value *inner = B.CreateSelect(gone, zero, fma(B, d, s, t));
        B.CreateStore(fma(B, inner, w, B.CreateLoad(f32, U)), U);
      }
    });
    Value *logS = emitLog(B, h, spec.math, B.CreateLoad(f32, S));
    Value *lse = B.CreateFAdd(Mx, logS);
    B.CreateStore(canonicalNaN(B, lse),
                  B.CreateGEP(f32, B.CreateIntToPtr(h.arg(B, MG_Lse), B.getPtrTy()), row));
    if (spec.entropy) {
      Value *H = B.CreateFSub(logS, B.CreateFDiv(B.CreateLoad(f32, U), B.CreateLoad(f32, S)));
      B.CreateStore(canonicalNaN(B, H),
                    B.CreateGEP(f32, B.CreateIntToPtr(h.arg(B, MG_Entropy), B.getPtrTy()), row));
    }
    // logp: selected from the owner's slot; inactive rows read no target and get 0.
    AllocaInst *logp = makeVar(B, f32, ConstantFP::get(f32, 0.0), "logp");
    Value *tgtPtr = B.CreateIntToPtr(h.arg(B, MG_Targets), B.getPtrTy());
    Type *idxTy = spec.index_type == IndexType::I64 ? B.getInt64Ty() : B.getInt32Ty();
    auto loadTarget = [&] {
      return B.CreateSExt(B.CreateLoad(idxTy, B.CreateGEP(idxTy, tgtPtr, row)), B.getInt64Ty());
    };
    Value *active;
    if (spec.mask_mode == MaskMode::ActiveMask) {
      Value *act = B.CreateIntToPtr(h.arg(B, MG_Active), B.getPtrTy());
      active = B.CreateICmpNE(B.CreateLoad(i8, B.CreateGEP(i8, act, row)), B.getInt8(0));
    } else {
      active = B.CreateICmpNE(loadTarget(), h.arg(B, MG_IgnoreIndex));
    }
    emitIf(B, active, [&] {
      Value *tgt = loadTarget();
      Value *valid = B.CreateAnd(B.CreateICmpSGE(tgt, B.getInt64(0)),
                                 B.CreateICmpSLT(tgt, h.arg(B, MG_RealVocab)));
      emitIf(
          B, valid,
          [&] {
            Value *owner = B.CreateSDiv(tgt, h.arg(B, MG_ShardCols));
            Value *tl = B.CreateIntToPtr(h.arg(B, MG_TargetLogit), B.getPtrTy());
            Value *x =
                B.CreateLoad(f32, B.CreateGEP(f32, tl, B.CreateAdd(B.CreateMul(owner, rows), row)));
            B.CreateStore(B.CreateFSub(x, lse), logp);
          },
          [&] {
            // Invalid target (GPU callers validate here, without a host round trip):
            // logp = NaN and the row is reported through the status word.
            B.CreateStore(ConstantFP::getNaN(f32), logp);
            Value *st = h.arg(B, MG_Status);
            emitIf(B, B.CreateICmpNE(st, B.getInt64(0)), [&] {
              B.CreateStore(B.CreateAdd(row, B.getInt64(1)), B.CreateIntToPtr(st, B.getPtrTy()));
            });
          },
          "valid");
    });
    B.CreateStore(canonicalNaN(B, B.CreateLoad(f32, logp)),
                  B.CreateGEP(f32, B.CreateIntToPtr(h.arg(B, MG_Logp), B.getPtrTy()), row));
  };
  h.emitKernel(M, spec.symbolName(), MG_NumArgs, MG_Rows, Granularity::Thread, nullptr, body);
}

} // namespace logpjit::tmpl
