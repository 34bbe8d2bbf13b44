//===- sampler.cpp - vLLM's processed sampler logprobs from top-k candidates -===//
//
// docs/spec.md §15, "Sampler logprobs", processed mode. One unit (a thread; on sm_90 a warp
// whose lanes compute the candidates' exps, the sums run in every lane) per row reads
// the row's C raw candidates (topk_merge's ids and logprobs lp_j = v_j - lse, best first;
// ids -1 past the real vocabulary; an inactive row's ids all -1) and applies, in candidate
// order, with the portable exp and log (the same bits on every target):
//   keep_j = id_j >= 0, and j < top_k where top_k > 0;
//   z = 0 without top_k (lp is normalized over the vocabulary), else lse(keep);
//   with 0 < top_p < 1 (0 and 1: no filter): q_j = lp_j - z; keep_j while the sum of
//     exp(q_i) over the kept i < j, added in order from +0 in fp32, is below top_p (a NaN
//     sum is not below it); where the sum never reaches top_p the row is short, unless its
//     candidates are the whole distribution (top_k > 0, or the last candidate's id -1 or
//     its probability exp(lp - z) 0 in fp32: all stay kept); z = lse(keep);
//   lse(keep) = m + log(sum over the kept j, in order from +0, of exp(lp_j - m)), m = lp_0;
//   out_lp_j = lp_j - z where kept, else -inf (id -1).
// The sampled token's logprob is its kept entry's (-inf where it is not kept: a sampler of
// that distribution never draws it; NaN where z is) and its rank the raw one where kept,
// else 0. kept[t]
// counts the kept candidates: 0 on inactive rows, -1 where the C candidates do not reach
// top_p: that row's logp and logprobs are NaN, its ids -1 and rank 0, and the row is
// recorded in the op's status word (Op::status reports it: no synchronization per call;
// a null word records nothing). Elementwise per row: a row's bits do not depend on
// the batch, and the candidates carry the TP invariance.
//
//===----------------------------------------------------------------------===//
#include "runtime/core/kernel_abi.h"
#include "templates/numerics.h"

using namespace llvm;
using namespace logpjit::abi;

namespace logpjit::tmpl {

namespace {

struct SamplerEmitter {
  Builder &B;
  Hooks &h;
  const KernelSpec &spec;
  Value *row = nullptr;
  Type *f32 = B.getFloatTy(), *i64 = B.getInt64Ty(), *i1 = B.getInt1Ty();
  Value *ids = nullptr, *lps = nullptr; ///< the row's C raw candidates
  AllocaInst *keep = nullptr;           ///< i64: bit j set where candidate j is kept (C <= 64)
  /// A warp per row (Hooks::hasLaneBroadcast, sm_90): lane l computes the exps of
  /// candidates l and l + 32, and every lane runs the sums in candidate order on the
  /// broadcast terms: the same operations in the same order as one thread per row.
  const bool lanes = h.hasLaneBroadcast();
  static constexpr int64_t kGroup = 8; ///< candidates per unrolled step
  Value *bound = nullptr;              ///< the candidate loops' end (candidateBound)
  const bool groupedBound = lanes && spec.top_k % kGroup == 0; ///< bound: whole groups
  Value *lpPair[2] = {}; ///< lanes: this lane's candidates' lp (l, l + 32; 0 past C)
  Value *expM[2] = {};   ///< lanes: exp(lp - m) of them, m = lp_0

  Value *ptrArg(unsigned i) { return B.CreateIntToPtr(h.arg(B, i), B.getPtrTy()); }
  Value *id(Value *j) { return B.CreateLoad(i64, B.CreateGEP(i64, ids, j)); }
  Value *lp(Value *j) { return B.CreateLoad(f32, B.CreateGEP(f32, lps, j)); }
  Value *kept(Value *j) { return B.CreateTrunc(B.CreateLShr(B.CreateLoad(i64, keep), j), i1); }
  void setKept(Value *j, Value *v) {
    Value *bit = B.CreateShl(B.getInt64(1), j);
    Value *cleared = B.CreateAnd(B.CreateLoad(i64, keep), B.CreateNot(bit));
    B.CreateStore(B.CreateOr(cleared, B.CreateShl(B.CreateZExt(v, i64), j)), keep);
  }

  /// for (j = 0; j < bound; ++j) body(j); the full kernel unrolled by 8, so that a GPU
  /// thread issues the candidates' loads together instead of waiting for each (the order of
  /// the arithmetic is unchanged); the quick tier rolled, as every quick tier. A bound of
  /// whole groups of 8 (realBound) is unrolled here: LLVM does not unroll a loop of
  /// unknown trip count that holds shuffles.
  void forCandidates(function_ref<void(Value *)> body, const Twine &name) {
    if (!groupedBound || spec.quick) {
      emitFor(B, B.getInt64(0), bound, 1, body, name, spec.quick ? kNoUnroll : 8);
      return;
    }
    emitFor(
        B, B.getInt64(0), bound, kGroup,
        [&](Value *j0) {
          for (int64_t i = 0; i < kGroup; ++i)
            body(B.CreateAdd(j0, B.getInt64(i)));
        },
        name, kNoUnroll);
  }
  /// lanes where C is a multiple of 8: 1 + the row's last candidate with an id (0 where
  /// none), rounded up to a multiple of 8, in every lane; else C. The candidates after it
  /// are padding (id -1: past the real vocabulary, or the tail of topk_select's top-p
  /// prefix), which no loop below keeps, sums or counts: the loops stop there, with the
  /// bits of C iterations.
  Value *candidateBound() {
    const int64_t C = spec.top_k;
    if (!groupedBound)
      return B.getInt64(C);
    Value *lane = h.laneIndex(B), *last = ConstantFP::get(f32, -1.0);
    for (unsigned i = 0; i < 2; ++i) {
      Value *j = B.CreateAdd(lane, B.getInt64(32 * i));
      Value *in = B.CreateICmpSLT(j, B.getInt64(C));
      Value *real =
          B.CreateAnd(in, B.CreateICmpSGE(id(B.CreateSelect(in, j, B.getInt64(0))), B.getInt64(0)));
      last = B.CreateSelect(real, B.CreateSIToFP(j, f32), last); // j + 32 > j: the later one
    }
    Value *end = B.CreateAdd(B.CreateFPToSI(h.laneMax(B, last), i64), B.getInt64(kGroup));
    return B.CreateAnd(end, B.getInt64(-kGroup)); // <= C: C is a multiple of 8
  }

  /// lanes: exp(lp - `sub`) of this lane's two candidates.
  void laneExps(Value *sub, Value *out[2]) {
    for (unsigned i = 0; i < 2; ++i)
      out[i] = samplerTerm(B, h, lpPair[i], sub);
  }
  /// lanes: candidate j's term from the lane pair `pair` holding it, broadcast from lane
  /// j mod 32 (every lane shuffles: call it outside the branches on kept); else nullptr.
  Value *laneTerm(Value *j, Value *const pair[2]) {
    if (!lanes)
      return nullptr;
    Value *v = B.CreateSelect(B.CreateICmpULT(j, B.getInt64(32)), pair[0], pair[1]);
    return h.laneBroadcast(B, v, B.CreateTrunc(B.CreateAnd(j, B.getInt64(31)), B.getInt32Ty()));
  }
  /// Candidate j's term exp(lp_j - sub): `shuffled` (laneTerm's) or computed here.
  Value *term(Value *shuffled, Value *j, Value *sub) {
    return shuffled ? shuffled : samplerTerm(B, h, lp(j), sub);
  }

  /// m + log(sum over the kept j, in order from +0, of exp(lp_j - m)), m = lp_0.
  Value *keptLse() {
    Value *m = lp(B.getInt64(0));
    AllocaInst *s = makeVar(B, f32, ConstantFP::get(f32, 0.0), "s");
    forCandidates(
        [&](Value *j) {
          Value *shuffled = laneTerm(j, expM);
          emitIf(B, kept(j), [&] {
            B.CreateStore(B.CreateFAdd(B.CreateLoad(f32, s), term(shuffled, j, m)), s);
          });
        },
        "lse");
    return B.CreateFAdd(m, emitLog(B, h, MathImpl::Portable, B.CreateLoad(f32, s)));
  }

  void emitRow(Value *row_) {
    row = row_;
    const int64_t C = spec.top_k;
    ids = B.CreateGEP(i64, ptrArg(SP_Ids), B.CreateMul(row, B.getInt64(C)));
    lps = B.CreateGEP(f32, ptrArg(SP_Logprobs), B.CreateMul(row, B.getInt64(C)));
    Value *topK = h.arg(B, SP_TopK);
    Value *topP = B.CreateBitCast(B.CreateTrunc(h.arg(B, SP_TopP), B.getInt32Ty()), f32);
    Value *n = h.arg(B, SP_NumLogprobs);
    bound = candidateBound();
    Value *outIds = B.CreateGEP(i64, ptrArg(SP_OutIds), B.CreateMul(row, n));
    Value *outLps = B.CreateGEP(f32, ptrArg(SP_OutLogprobs), B.CreateMul(row, n));
    if (lanes) { // this lane's two candidates and their exp(lp - lp_0)
      Value *lane = h.laneIndex(B);
      for (unsigned i = 0; i < 2; ++i) {
        Value *j = B.CreateAdd(lane, B.getInt64(32 * i));
        Value *in = B.CreateICmpSLT(j, B.getInt64(C));
        Value *v = lp(B.CreateSelect(in, j, B.getInt64(0)));
        lpPair[i] = B.CreateSelect(in, v, ConstantFP::get(f32, 0.0));
      }
      laneExps(lp(B.getInt64(0)), expM);
    }
    Value *live = B.CreateICmpSGE(id(B.getInt64(0)), B.getInt64(0));
    keep = makeVar(B, i64, B.getInt64(0), "keep");
    AllocaInst *count = makeVar(B, i64, B.getInt64(0), "kept");
    AllocaInst *z = makeVar(B, f32, ConstantFP::get(f32, 0.0), "z");
    emitIf(B, live, [&] {
      Value *limited = B.CreateICmpSGT(topK, B.getInt64(0));
      forCandidates(
          [&](Value *j) {
            Value *inK = B.CreateOr(B.CreateNot(limited), B.CreateICmpSLT(j, topK));
            setKept(j, B.CreateAnd(B.CreateICmpSGE(id(j), B.getInt64(0)), inK));
          },
          "topk");
      emitIf(B, limited, [&] { B.CreateStore(keptLse(), z); });
      // top_p 1 (vLLM's default) keeps everything: no filter, rather than a sum that may
      // round to just below 1.
      Value *filtered = B.CreateAnd(B.CreateFCmpOGT(topP, ConstantFP::get(f32, 0.0)),
                                    B.CreateFCmpOLT(topP, ConstantFP::get(f32, 1.0)));
      emitIf(B, filtered, [&] {
        Value *z0 = B.CreateLoad(f32, z);
        Value *expZ[2] = {};
        if (lanes)
          laneExps(z0, expZ);
        AllocaInst *total = makeVar(B, f32, ConstantFP::get(f32, 0.0), "total");
        AllocaInst *reached = makeVar(B, i1, B.getFalse(), "reached");
        forCandidates(
            [&](Value *j) {
              Value *k = B.CreateAnd(kept(j), B.CreateNot(B.CreateLoad(i1, reached)));
              setKept(j, k);
              Value *shuffled = laneTerm(j, expZ);
              emitIf(B, k, [&] {
                Value *t = B.CreateFAdd(B.CreateLoad(f32, total), term(shuffled, j, z0));
                B.CreateStore(t, total);
                // A NaN sum (a NaN or infinite value in the row) ends the prefix: NaN
                // outputs, as everywhere (docs/spec.md §1), not a row reported short.
                B.CreateStore(samplerReached(B, t, topP), reached);
              });
            },
            "topp");
        // Candidates that are the whole distribution (the top_k kept, or the row's last
        // candidate padding or of probability 0 in fp32: -inf, or a finite mask value such
        // as torch.finfo's min) hold all of it, even where their fp32 sum rounds below a
        // top_p just under 1: every one stays kept, not a short row.
        Value *last = B.getInt64(C - 1);
        Value *lastP = samplerTerm(B, h, lp(last), z0);
        Value *complete =
            B.CreateOr(limited, B.CreateOr(B.CreateICmpSLT(id(last), B.getInt64(0)),
                                           B.CreateFCmpOEQ(lastP, ConstantFP::get(f32, 0.0))));
        emitIf(
            B, B.CreateOr(B.CreateLoad(i1, reached), complete),
            [&] { B.CreateStore(keptLse(), z); }, [&] { B.CreateStore(B.getInt64(-1), count); },
            "reached");
      });
      emitIf(B, B.CreateICmpSGE(B.CreateLoad(i64, count), B.getInt64(0)), [&] {
        forCandidates(
            [&](Value *j) {
              B.CreateStore(B.CreateAdd(B.CreateLoad(i64, count), B.CreateZExt(kept(j), i64)),
                            count);
            },
            "count");
      });
    });
    // A short row (its candidates do not reach top_p) is reported, never given a
    // distribution: kept -1, logp and logprobs NaN, ids -1, rank 0, and recorded in the
    // status word (Op::status), so that no caller has to synchronize to find it.
    Value *isShort = B.CreateICmpSLT(B.CreateLoad(i64, count), B.getInt64(0));
    Value *nan = canonicalNaN(B, ConstantFP::getNaN(f32));
    Value *st = h.arg(B, SP_Status);
    emitIf(B, B.CreateAnd(isShort, B.CreateICmpNE(st, B.getInt64(0))), [&] {
      B.CreateStore(B.CreateAdd(row, B.getInt64(1)), B.CreateIntToPtr(st, B.getPtrTy()));
    });
    // The outputs: the first n processed candidates, the sampled token's logprob and rank.
    Value *zv = B.CreateLoad(f32, z);
    Value *ninf = ConstantFP::getInfinity(f32, true), *zero = ConstantFP::get(f32, 0.0);
    auto processed = [&](Value *j) -> std::pair<Value *, Value *> { // (id, logprob) of j
      AllocaInst *oi = makeVar(B, i64, B.getInt64(-1), "oid");
      AllocaInst *ol = makeVar(B, f32, zero, "olp");
      emitIf(
          B, live,
          [&] {
            Value *k = B.CreateAnd(kept(j), B.CreateNot(isShort));
            B.CreateStore(B.CreateSelect(k, id(j), B.getInt64(-1)), oi);
            Value *v = B.CreateSelect(k, canonicalNaN(B, B.CreateFSub(lp(j), zv)), ninf);
            B.CreateStore(B.CreateSelect(isShort, nan, v), ol);
          },
          nullptr, "live");
      return {B.CreateLoad(i64, oi), B.CreateLoad(f32, ol)};
    };
    emitFor(
        B, B.getInt64(0), n, 1,
        [&](Value *j) {
          auto [i, l] = processed(j);
          B.CreateStore(i, B.CreateGEP(i64, outIds, j));
          B.CreateStore(l, B.CreateGEP(f32, outLps, j));
        },
        "out", kNoUnroll);
    Type *idxTy = spec.index_type == IndexType::I64 ? i64 : B.getInt32Ty();
    Value *sampled =
        B.CreateSExt(B.CreateLoad(idxTy, B.CreateGEP(idxTy, ptrArg(SP_Sampled), row)), i64);
    AllocaInst *slp = makeVar(B, f32, zero, "slp");
    AllocaInst *srank = makeVar(B, i64, B.getInt64(0), "srank");
    emitIf(B, live, [&] {
      B.CreateStore(ninf, slp);
      AllocaInst *found = makeVar(B, i1, B.getFalse(), "found");
      forCandidates(
          [&](Value *j) {
            Value *hit = B.CreateAnd(B.CreateAnd(kept(j), B.CreateICmpEQ(id(j), sampled)),
                                     B.CreateNot(B.CreateLoad(i1, found)));
            emitIf(B, hit, [&] {
              B.CreateStore(processed(j).second, slp);
              B.CreateStore(B.CreateLoad(i64, B.CreateGEP(i64, ptrArg(SP_Rank), row)), srank);
              B.CreateStore(B.getTrue(), found);
            });
          },
          "sampled");
    });
    // A row whose normalization is NaN (a NaN or infinite value) gives its sampled token NaN,
    // kept or not (docs/spec.md §1).
    Value *rowNaN = B.CreateAnd(live, B.CreateFCmpUNO(zv, zv));
    B.CreateStore(B.CreateSelect(B.CreateOr(isShort, rowNaN), nan, B.CreateLoad(f32, slp)),
                  B.CreateGEP(f32, ptrArg(SP_OutLogp), row));
    B.CreateStore(B.CreateSelect(isShort, B.getInt64(0), B.CreateLoad(i64, srank)),
                  B.CreateGEP(i64, ptrArg(SP_OutRank), row));
    B.CreateStore(B.CreateLoad(i64, count), B.CreateGEP(i64, ptrArg(SP_Kept), row));
  }
};

} // namespace

void emitSampler(Module &M, Hooks &h, const KernelSpec &spec) {
  // A warp per row where lanes can broadcast (its lanes store the same values: the stores
  // of one warp to one address are one), else a thread per row.
  h.emitKernel(M, spec.symbolName(), SP_NumArgs, SP_Rows,
               h.hasLaneBroadcast() ? Granularity::Warp : Granularity::Thread, nullptr,
               [&](Builder &B, Value *row, Value *) {
                 SamplerEmitter{B, h, spec}.emitRow(row);
               });
}

} // namespace logpjit::tmpl
