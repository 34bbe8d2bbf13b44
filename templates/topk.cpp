//===- topk.cpp - Top-k logprobs and the target's rank ---------------------===//
//
// docs/spec.md §15. Every real column i of an active row has the value v_i = x_i / tau
// (one IEEE division, as tile_stats reads it) and the 64-bit candidate key
//   key(v_i) << 32 | (2^32 - 1 - i)
// where key() orders fp32 totally: NaN (every payload) above +inf, -0 below +0, and the
// low half puts the lower token id first among equal values. Keys are distinct and
// compared as signed integers, so "the k largest keys" is exact: any order of comparisons,
// any tile grid and any TP degree select the same tokens in the same order.
//
// topk_tile, one unit per (row, local tile): the tile's k largest keys, best first (INT64_MIN
// past the tile's real columns), found in k rounds of "the largest key below the previous
// one" over the tile's columns; and the number of the tile's columns whose value key is above
// the target's (the target's value from its owner rank's tile_stats target logit).
// topk_merge, one unit per row: the k largest over every rank's tile lists in k rounds of
// "the largest key below the previous one" (each list sorted: its first key below it, by a
// binary search), their ids and logprobs v_i - lse (one fp32 subtraction with the merge's
// lse: the target's entry is bitwise the merge's logp), and rank = 1 + the sum of the
// tiles' counts (integers: exact in any order).
// topk_stats, TP 1, one unit per (row, tile): tile_stats' unit, whose lanes also write
// their lane stats (tile_lane_stats.cpp); topk_select.cpp selects from them.
//
//===----------------------------------------------------------------------===//
#include "runtime/core/kernel_abi.h"
#include "templates/numerics.h"
#include "templates/tile_lane.h"
#include "templates/topk_keys.h"

using namespace llvm;
using namespace logpjit::abi;

namespace logpjit::tmpl {

namespace topk {

Value *valueKey(Builder &B, Value *v) {
  Value *bits = B.CreateBitCast(v, B.getInt32Ty());
  bits = B.CreateSelect(B.CreateFCmpUNO(v, v), B.getInt32(0x7FC00000), bits);
  return B.CreateSelect(B.CreateICmpSGE(bits, B.getInt32(0)), bits,
                        B.CreateXor(bits, B.getInt32(0x7FFFFFFF)));
}

bool packedLaneWords(const KernelSpec &spec) {
  return spec.dtype == DType::BF16 && !spec.has_temperature && !spec.temperature_rows &&
         spec.tile_width <= 0xFFFF;
}

Type *laneWordType(Builder &B, const KernelSpec &spec) {
  return packedLaneWords(spec) ? B.getInt32Ty() : B.getInt64Ty();
}

Value *encodeLaneWord(Builder &B, const KernelSpec &spec, Value *max, Value *count) {
  Type *i64 = B.getInt64Ty();
  if (!packedLaneWords(spec))
    return B.CreateOr(B.CreateShl(B.CreateSExt(valueKey(B, max), i64), 32),
                      B.CreateZExt(count, i64));
  // A bf16 value widened: its high half is the value (a NaN: a quiet NaN's).
  Value *bits = B.CreateLShr(B.CreateBitCast(max, B.getInt32Ty()), 16);
  bits = B.CreateSelect(B.CreateFCmpUNO(max, max), B.getInt32(0x7FC0), bits);
  return B.CreateOr(B.CreateShl(bits, 16), count);
}

Value *decodeLaneWord(Builder &B, const KernelSpec &spec, Value *stored) {
  if (!packedLaneWords(spec))
    return stored;
  Type *i64 = B.getInt64Ty();
  Value *max =
      B.CreateBitCast(B.CreateAnd(stored, B.getInt32(int32_t(0xFFFF0000u))), B.getFloatTy());
  Value *count = B.CreateAnd(stored, B.getInt32(0xFFFF));
  return B.CreateOr(B.CreateShl(B.CreateSExt(valueKey(B, max), i64), 32), B.CreateZExt(count, i64));
}

Value *packedKey(Builder &B, Value *w, Value *g) {
  Value *flip = B.CreateAnd(B.CreateAShr(w, 31), B.getInt32(0x7FFF0000));
  Value *hi = B.CreateAnd(B.CreateXor(w, flip), B.getInt32(int32_t(0xFFFF0000u)));
  return B.CreateOr(hi, g);
}

Value *widenPackedKey(Builder &B, Value *key) {
  // valueKey of a negative bf16 value has its low 16 bits set
  Type *i64 = B.getInt64Ty();
  Value *hi = B.CreateOr(B.CreateAnd(key, B.getInt32(int32_t(0xFFFF0000u))),
                         B.CreateLShr(B.CreateAShr(key, 31), 16));
  Value *wide = B.CreateOr(B.CreateShl(B.CreateSExt(hi, i64), 32),
                           B.CreateZExt(B.CreateAnd(key, B.getInt32(0xFFFF)), i64));
  return B.CreateSelect(B.CreateICmpEQ(key, B.getInt32(INT32_MIN)), B.getInt64(kNone), wide);
}

Value *candidateKey(Builder &B, Value *v, Value *id) {
  Value *hi = B.CreateShl(B.CreateSExt(valueKey(B, v), B.getInt64Ty()), 32);
  return B.CreateOr(hi, B.CreateSub(B.getInt64(kLowMask), id));
}

std::pair<Value *, Value *> rowTarget(Builder &B, Hooks &h, const KernelSpec &spec, Value *row,
                                      unsigned targetsArg, unsigned activeArg, unsigned ignoreArg) {
  Type *idxTy = spec.index_type == IndexType::I64 ? B.getInt64Ty() : B.getInt32Ty();
  Value *tptr = B.CreateIntToPtr(h.arg(B, targetsArg), B.getPtrTy());
  auto load = [&] {
    return B.CreateSExt(B.CreateLoad(idxTy, B.CreateGEP(idxTy, tptr, row)), B.getInt64Ty());
  };
  if (spec.mask_mode != MaskMode::ActiveMask) {
    Value *t = load();
    return {B.CreateICmpNE(t, h.arg(B, ignoreArg)), t};
  }
  Value *aptr = B.CreateIntToPtr(h.arg(B, activeArg), B.getPtrTy());
  Value *active = B.CreateICmpNE(B.CreateLoad(B.getInt8Ty(), B.CreateGEP(B.getInt8Ty(), aptr, row)),
                                 B.getInt8(0));
  AllocaInst *tv = makeVar(B, B.getInt64Ty(), B.getInt64(0), "tgt");
  emitIf(B, active, [&] { B.CreateStore(load(), tv); });
  return {active, B.CreateLoad(B.getInt64Ty(), tv)};
}

Value *largestBelow(Builder &B, Hooks &h, Value *p, KeyItems items) {
  Type *i64 = B.getInt64Ty();
  auto smax = [](Builder &B, ArrayRef<Value *> a, ArrayRef<Value *> b) -> LaneState {
    return {B.CreateSelect(B.CreateICmpSGT(b[0], a[0]), b[0], a[0])};
  };
  LaneState best = h.laneReduce(
      B, 32, {i64},
      [&](Builder &B, Value *lane) -> LaneState {
        AllocaInst *bv = makeVar(B, i64, B.getInt64(kNone), "best");
        items(B, lane, [&](Value *ok, Value *c) {
          Value *cur = B.CreateLoad(i64, bv);
          Value *take = B.CreateAnd(B.CreateICmpSLT(c, p), B.CreateICmpSGT(c, cur));
          if (ok)
            take = B.CreateAnd(ok, take);
          B.CreateStore(B.CreateSelect(take, c, cur), bv);
        });
        return {B.CreateLoad(i64, bv)};
      },
      smax);
  return best[0];
}

Value *kthTileMaxKey(Builder &B, Hooks &h, int64_t k, Value *tp, Value *kl,
                     function_ref<Value *(Value *q, Value *j)> tileMax) {
  Type *i64 = B.getInt64Ty(), *i32 = B.getInt32Ty(), *f32 = B.getFloatTy();
  const unsigned L = 32;
  // k rounds over (key << 32 | tile) of the valid maxima, each lane holding a few tiles
  // (distinct keys, so that equal maxima count with multiplicity).
  AllocaInst *tprev = makeVar(B, i64, B.getInt64(INT64_MAX), "tprev");
  emitFor(
      B, B.getInt64(0), B.getInt64(k), 1,
      [&](Value *) {
        Value *p = B.CreateLoad(i64, tprev);
        B.CreateStore(
            largestBelow(B, h, p,
                         [&](Builder &B, Value *lane, function_ref<void(Value *, Value *)> offer) {
                           emitFor(
                               B, B.getInt64(0), tp, 1,
                               [&](Value *q) {
                                 emitFor(
                                     B, lane, kl, L,
                                     [&](Value *j) {
                                       Value *m = tileMax(q, j);
                                       Value *ok =
                                           B.CreateFCmpUNE(m, ConstantFP::getInfinity(f32, true));
                                       Value *v = valueKey(B, m);
                                       offer(ok, B.CreateOr(B.CreateShl(B.CreateSExt(v, i64), 32),
                                                            B.CreateAdd(B.CreateMul(q, kl), j)));
                                     },
                                     "j", kNoUnroll);
                               },
                               "q", kNoUnroll);
                         }),
            tprev);
      },
      "theta", kNoUnroll);
  Value *tk = B.CreateLoad(i64, tprev);
  return B.CreateSelect(B.CreateICmpEQ(tk, B.getInt64(kNone)), B.getInt32(INT32_MIN),
                        B.CreateTrunc(B.CreateAShr(tk, 32), i32));
}

void storeRound(Builder &B, Hooks &h, Value *c, Value *r, Value *ids, Value *lps, Value *lse) {
  Type *f32 = B.getFloatTy(), *i64 = B.getInt64Ty();
  Value *none = B.CreateICmpEQ(c, B.getInt64(kNone));
  Value *key = B.CreateTrunc(B.CreateAShr(c, 32), B.getInt32Ty());
  Value *bits = B.CreateSelect(B.CreateICmpSGE(key, B.getInt32(0)), key,
                               B.CreateXor(key, B.getInt32(0x7FFFFFFF)));
  Value *v = B.CreateBitCast(bits, f32);
  Value *id = B.CreateSub(B.getInt64(kLowMask), B.CreateAnd(c, B.getInt64(kLowMask)));
  emitIf(B, h.leader(B), [&] {
    B.CreateStore(B.CreateSelect(none, B.getInt64(-1), id), B.CreateGEP(i64, ids, r));
    B.CreateStore(B.CreateSelect(none, ConstantFP::getInfinity(f32, true),
                                 canonicalNaN(B, B.CreateFSub(v, lse))),
                  B.CreateGEP(f32, lps, r));
  });
}

void storeInactive(Builder &B, Hooks &h, int64_t k, Value *ids, Value *lps, Value *rankPtr) {
  Type *f32 = B.getFloatTy();
  emitIf(B, h.leader(B), [&] {
    emitFor(
        B, B.getInt64(0), B.getInt64(k), 1,
        [&](Value *r) {
          B.CreateStore(B.getInt64(-1), B.CreateGEP(B.getInt64Ty(), ids, r));
          B.CreateStore(ConstantFP::get(f32, 0.0), B.CreateGEP(f32, lps, r));
        },
        "inactive", kNoUnroll);
    B.CreateStore(B.getInt64(0), rankPtr);
  });
}

} // namespace topk

namespace {

using namespace topk;

void emitTileUnit(Builder &B, Hooks &h, const KernelSpec &spec, Value *row, Value *tile) {
  // Scans unrolled so that a GPU keeps several loads in flight (the full kernel; the quick
  // tier keeps its loops rolled, as every quick tier does).
  const unsigned unroll = spec.quick ? kNoUnroll : h.loadUnroll();
  Type *f32 = B.getFloatTy(), *i64 = B.getInt64Ty(), *i8 = B.getInt8Ty();
  const unsigned esize = dtypeSize(spec.dtype);
  const int64_t k = spec.top_k, W = spec.tile_width;
  auto ptrArg = [&](unsigned i) { return B.CreateIntToPtr(h.arg(B, i), B.getPtrTy()); };
  auto [active, tgt] = rowTarget(B, h, spec, row, TK_Targets, TK_Active, TK_IgnoreIndex);
  emitIf(B, active, [&] {
    Value *tau = nullptr;
    if (spec.temperature_rows)
      tau = B.CreateLoad(f32, B.CreateGEP(f32, ptrArg(TK_Temperature), row));
    else if (spec.has_temperature)
      tau = B.CreateBitCast(B.CreateTrunc(h.arg(B, TK_Temperature), B.getInt32Ty()), f32);
    Value *tileStart = B.CreateMul(tile, B.getInt64(W));
    Value *tileEnd = B.CreateAdd(tileStart, B.getInt64(W));
    Value *valid = h.arg(B, TK_ValidCols);
    tileEnd = B.CreateSelect(B.CreateICmpSLT(valid, tileEnd), valid, tileEnd);
    Value *n = B.CreateSub(tileEnd, tileStart);
    n = B.CreateSelect(B.CreateICmpSLT(n, B.getInt64(0)), B.getInt64(0), n);
    Value *rowPtr =
        B.CreateGEP(i8, ptrArg(TK_Logits),
                    B.CreateMul(B.CreateMul(row, h.arg(B, TK_RowStride)), B.getInt64(esize)));
    Value *firstId = B.CreateAdd(h.arg(B, TK_ShardStart), tileStart);
    // Column j of the tile: its value and candidate key.
    auto candidate = [&](Value *j) -> std::pair<Value *, Value *> {
      Value *col = B.CreateAdd(tileStart, j);
      Value *x =
          loadAsFloat(B, spec.dtype, B.CreateGEP(i8, rowPtr, B.CreateMul(col, B.getInt64(esize))),
                      1, nullptr, 0);
      if (tau)
        x = emitFDiv(B, spec.quick, x, tau);
      return {x, candidateKey(B, x, B.CreateAdd(firstId, j))};
    };
    // The target's value key, from its owner's slot; a target outside [0, V_real) counts
    // no column (its logp is NaN and the merge reports it).
    Value *tgtOk = B.CreateAnd(B.CreateICmpSGE(tgt, B.getInt64(0)),
                               B.CreateICmpSLT(tgt, h.arg(B, TK_RealVocab)));
    Value *tgtOr0 = B.CreateSelect(tgtOk, tgt, B.getInt64(0));
    Value *owner = emitShardOwner(B, tgtOr0, h.arg(B, TK_TpSize), h.arg(B, TK_ShardCols));
    Value *xt =
        B.CreateLoad(f32, B.CreateGEP(f32, ptrArg(TK_TargetLogit),
                                      B.CreateAdd(B.CreateMul(owner, h.arg(B, TK_Rows)), row)));
    Value *keyT = valueKey(B, xt);
    const unsigned L = 32;
    // theta: the k-th largest (with multiplicity) of the row's tile maxima above -inf, as
    // a value key; INT32_MIN where fewer than k tiles have one (tile_stats' maxima are
    // exact: docs/spec.md §3). At least k real columns have
    // a value at or above it, so the row's k best all do: a column below it is never a
    // candidate, and most tiles offer none.
    Value *tp = h.arg(B, TK_TpSize), *rows = h.arg(B, TK_Rows);
    Value *kl = B.CreateSDiv(h.arg(B, TK_ShardCols), B.getInt64(W));
    Value *P = h.arg(B, TK_PartialWidth);
    Value *parts = ptrArg(TK_Partials);
    Value *thetaKey = kthTileMaxKey(B, h, k, tp, kl, [&](Value *q, Value *j) {
      Value *at =
          B.CreateMul(B.CreateAdd(B.CreateMul(B.CreateAdd(B.CreateMul(q, rows), row), kl), j), P);
      return B.CreateLoad(f32, B.CreateGEP(f32, parts, at));
    });
    // One pass: the columns above the target (the rank's count) and those at or above theta.
    // (Keeping the eligible keys in registers for the rounds measured slower here on an
    // H200: most tiles run no round, and the slots cost every column.)
    auto add = [&](Builder &B, ArrayRef<Value *> a, ArrayRef<Value *> b) -> LaneState {
      return {B.CreateAdd(a[0], b[0]), B.CreateAdd(a[1], b[1])};
    };
    LaneState counts = h.laneReduce(
        B, L, {i64, i64},
        [&](Builder &B, Value *lane) -> LaneState {
          AllocaInst *cnt = makeVar(B, i64, B.getInt64(0), "above");
          AllocaInst *cand = makeVar(B, i64, B.getInt64(0), "eligible");
          emitFor(
              B, lane, n, L,
              [&](Value *j) {
                Value *key = valueKey(B, candidate(j).first);
                Value *gt = B.CreateAnd(tgtOk, B.CreateICmpSGT(key, keyT));
                B.CreateStore(B.CreateAdd(B.CreateLoad(i64, cnt), B.CreateZExt(gt, i64)), cnt);
                Value *el = B.CreateICmpSGE(key, thetaKey);
                B.CreateStore(B.CreateAdd(B.CreateLoad(i64, cand), B.CreateZExt(el, i64)), cand);
              },
              "col", unroll);
          return {B.CreateLoad(i64, cnt), B.CreateLoad(i64, cand)};
        },
        add);
    Value *unit = B.CreateAdd(B.CreateMul(row, kl), tile);
    emitIf(B, h.leader(B),
           [&] { B.CreateStore(counts[0], B.CreateGEP(i64, ptrArg(TK_Above), unit)); });
    // min(k, eligible) rounds, each the largest key below the previous round's; the rest of
    // the list is none.
    Value *rounds =
        B.CreateSelect(B.CreateICmpSLT(counts[1], B.getInt64(k)), counts[1], B.getInt64(k));
    AllocaInst *prev = makeVar(B, i64, B.getInt64(INT64_MAX), "prev");
    Value *out = B.CreateGEP(i64, ptrArg(TK_Candidates), B.CreateMul(unit, B.getInt64(k)));
    emitFor(
        B, B.getInt64(0), rounds, 1,
        [&](Value *r) {
          Value *best = largestBelow(
              B, h, B.CreateLoad(i64, prev),
              [&](Builder &B, Value *lane, function_ref<void(Value *, Value *)> offer) {
                emitFor(
                    B, lane, n, L, [&](Value *j) { offer(nullptr, candidate(j).second); }, "col",
                    unroll);
              });
          emitIf(B, h.leader(B), [&] { B.CreateStore(best, B.CreateGEP(i64, out, r)); });
          B.CreateStore(best, prev);
        },
        "round", kNoUnroll);
    emitIf(B, h.leader(B), [&] {
      emitFor(
          B, rounds, B.getInt64(k), 1,
          [&](Value *r) { B.CreateStore(B.getInt64(kNone), B.CreateGEP(i64, out, r)); }, "none",
          kNoUnroll);
    });
  });
}

/// The first key below `p` in the sorted list `list` of k keys (best first, kNone past its
/// candidates), or kNone: a binary search of a fixed number of steps.
Value *firstBelow(Builder &B, Value *list, int64_t k, Value *p) {
  Type *i64 = B.getInt64Ty();
  Value *lo = B.getInt64(0), *hi = B.getInt64(k);
  for (int64_t span = k; span > 0; span /= 2) { // ceil(log2(k + 1)) halvings
    Value *go = B.CreateICmpSLT(lo, hi);
    Value *mid = B.CreateLShr(B.CreateAdd(lo, hi), 1);
    Value *at = B.CreateSelect(B.CreateICmpSLT(mid, B.getInt64(k)), mid, B.getInt64(k - 1));
    Value *below = B.CreateICmpSLT(B.CreateLoad(i64, B.CreateGEP(i64, list, at)), p);
    hi = B.CreateSelect(B.CreateAnd(go, below), mid, hi);
    lo = B.CreateSelect(B.CreateAnd(go, B.CreateNot(below)), B.CreateAdd(mid, B.getInt64(1)), lo);
  }
  Value *at = B.CreateSelect(B.CreateICmpSLT(lo, B.getInt64(k)), lo, B.getInt64(k - 1));
  Value *c = B.CreateLoad(i64, B.CreateGEP(i64, list, at));
  return B.CreateSelect(B.CreateICmpSLT(lo, B.getInt64(k)), c, B.getInt64(kNone));
}

void emitMergeRow(Builder &B, Hooks &h, const KernelSpec &spec, Value *row) {
  const unsigned L = 32;
  Type *f32 = B.getFloatTy(), *i64 = B.getInt64Ty();
  const int64_t k = spec.top_k;
  auto ptrArg = [&](unsigned i) { return B.CreateIntToPtr(h.arg(B, i), B.getPtrTy()); };
  auto [active, tgt] = rowTarget(B, h, spec, row, TM_Targets, TM_Active, TM_IgnoreIndex);
  Value *ids = B.CreateGEP(i64, ptrArg(TM_Ids), B.CreateMul(row, B.getInt64(k)));
  Value *lps = B.CreateGEP(f32, ptrArg(TM_Logprobs), B.CreateMul(row, B.getInt64(k)));
  Value *rankPtr = B.CreateGEP(i64, ptrArg(TM_Rank), row);
  Value *rows = h.arg(B, TM_Rows), *tp = h.arg(B, TM_TpSize), *kl = h.arg(B, TM_LocalTiles);
  // Global list g = q * K_local + t is rank q's local tile t: at (q * rows + row) * K_local + t.
  Value *lists = B.CreateMul(tp, kl);
  auto listAt = [&](Value *g) {
    auto [q, t] = emitUDivRem64(B, g, kl); // no div.s64: no-calls-in-kernels.md
    return B.CreateAdd(B.CreateMul(B.CreateAdd(B.CreateMul(q, rows), row), kl), t);
  };
  emitIf(
      B, active,
      [&] {
        Value *lse = B.CreateLoad(f32, B.CreateGEP(f32, ptrArg(TM_Lse), row));
        Value *cand = ptrArg(TM_Candidates), *abovePtr = ptrArg(TM_Above);
        // The rank: 1 + every tile's count (integers: exact in any order); 0 for a target
        // outside [0, V_real).
        LaneState above = h.laneReduce(
            B, L, {i64},
            [&](Builder &B, Value *lane) -> LaneState {
              AllocaInst *sum = makeVar(B, i64, B.getInt64(0), "above");
              emitFor(
                  B, lane, lists, L,
                  [&](Value *g) {
                    Value *a = B.CreateLoad(i64, B.CreateGEP(i64, abovePtr, listAt(g)));
                    B.CreateStore(B.CreateAdd(B.CreateLoad(i64, sum), a), sum);
                  },
                  "tile", kNoUnroll);
              return {B.CreateLoad(i64, sum)};
            },
            [](Builder &B, ArrayRef<Value *> a, ArrayRef<Value *> b) -> LaneState {
              return {B.CreateAdd(a[0], b[0])};
            });
        Value *tgtOk = B.CreateAnd(B.CreateICmpSGE(tgt, B.getInt64(0)),
                                   B.CreateICmpSLT(tgt, h.arg(B, TM_RealVocab)));
        emitIf(B, h.leader(B), [&] {
          B.CreateStore(B.CreateSelect(tgtOk, B.CreateAdd(above[0], B.getInt64(1)), B.getInt64(0)),
                        rankPtr);
        });
        // k rounds, each the largest key below the previous round's over every list (each
        // list's first key below it, by a binary search): distinct keys, so the result does
        // not depend on which lane reads which list. Past the candidates: id -1, -inf.
        AllocaInst *prev = makeVar(B, i64, B.getInt64(INT64_MAX), "prev");
        emitFor(
            B, B.getInt64(0), B.getInt64(k), 1,
            [&](Value *r) {
              Value *c = largestBelow(
                  B, h, B.CreateLoad(i64, prev),
                  [&](Builder &B, Value *lane, function_ref<void(Value *, Value *)> offer) {
                    emitFor(
                        B, lane, lists, L,
                        [&](Value *g) {
                          Value *list =
                              B.CreateGEP(i64, cand, B.CreateMul(listAt(g), B.getInt64(k)));
                          offer(nullptr, firstBelow(B, list, k, B.CreateLoad(i64, prev)));
                        },
                        "list", kNoUnroll);
                  });
              B.CreateStore(c, prev);
              storeRound(B, h, c, r, ids, lps, lse);
            },
            "round", kNoUnroll);
      },
      [&] { storeInactive(B, h, k, ids, lps, rankPtr); }, "active");
}

} // namespace

void emitTopKTile(Module &M, Hooks &h, const KernelSpec &spec) {
  auto itemCount = [&](Builder &B) {
    return B.CreateSDiv(h.arg(B, TK_ShardCols), B.getInt64(spec.tile_width));
  };
  h.emitKernel(M, spec.symbolName(), TK_NumArgs, TK_Rows, Granularity::Warp, itemCount,
               [&](Builder &B, Value *row, Value *tile) { emitTileUnit(B, h, spec, row, tile); });
}

void emitTopKStats(Module &M, Hooks &h, const KernelSpec &spec) {
  const TileStatsPlan plan = planTileStats(spec, planTarget(h, spec.target.arch));
  auto itemCount = [&](Builder &B) {
    return B.CreateSDiv(h.arg(B, TS_ShardCols), B.getInt64(plan.W));
  };
  h.emitKernel(M, spec.symbolName(), TKS_NumArgs, TS_Rows, plan.grid, itemCount,
               [&](Builder &B, Value *row, Value *tile) {
                 // topk_select (launched programmatically) may take the SMs this launch's
                 // last units leave; it waits for this launch's end before it reads
                 h.gridLaunchDependents(B);
                 TileStatsEmitter(B, h, spec, plan).emitUnit(row, tile, /*laneStats=*/true);
               });
}

void emitTopKMerge(Module &M, Hooks &h, const KernelSpec &spec) {
  h.emitKernel(M, spec.symbolName(), TM_NumArgs, TM_Rows, Granularity::Warp, nullptr,
               [&](Builder &B, Value *row, Value *) { emitMergeRow(B, h, spec, row); });
}

} // namespace logpjit::tmpl
