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
//
//===----------------------------------------------------------------------===//
#include "runtime/core/kernel_abi.h"
#include "templates/numerics.h"
#include "templates/tile_lane.h"

using namespace llvm;
using namespace logpjit::abi;

namespace logpjit::tmpl {

namespace {

constexpr int64_t kNone = INT64_MIN;       ///< no candidate (past a tile's real columns)
constexpr int64_t kLowMask = 0xFFFFFFFFll; ///< the id half of a candidate key
/// Eligible keys a GPU lane keeps in registers for topk_stats' selection rounds: most lanes
/// hold none or one of a tile's k best for k <= 32, about two for k = 64.
constexpr unsigned kMaxSlots = 8;
inline unsigned slotsFor(int64_t k) { return k <= 32 ? 4 : kMaxSlots; }
/// Largest values per lane that bound topk_stats' theta: 32 R >= k values, and for k > 32 a
/// third, so that theta (the k-th of 96) leaves each lane about two columns above it.
inline unsigned laneMaximaFor(int64_t k) { return k <= 32 ? 1 : 3; }

/// The total-order key of an fp32 value (i32): NaN -> 0x7FC00000 (above +inf), otherwise
/// the bits, with the non-sign bits flipped for negative values (-0 -> -1 < +0 -> 0).
Value *valueKey(Builder &B, Value *v) {
  Value *bits = B.CreateBitCast(v, B.getInt32Ty());
  bits = B.CreateSelect(B.CreateFCmpUNO(v, v), B.getInt32(0x7FC00000), bits);
  return B.CreateSelect(B.CreateICmpSGE(bits, B.getInt32(0)), bits,
                        B.CreateXor(bits, B.getInt32(0x7FFFFFFF)));
}

/// The candidate key of value `v` at global token id `id` (i64, 0 <= id < 2^31).
Value *candidateKey(Builder &B, Value *v, Value *id) {
  Value *hi = B.CreateShl(B.CreateSExt(valueKey(B, v), B.getInt64Ty()), 32);
  return B.CreateOr(hi, B.CreateSub(B.getInt64(kLowMask), id));
}

/// The activity of `row` and its target (0 where inactive), read as tile_stats reads them.
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

/// The largest candidate key below `p` (kNone if there is none) among the keys the unit's
/// lanes offer: `items(B, lane, offer)` calls offer(valid or nullptr, key) for each of the
/// lane's keys. A max over distinct keys is exact, so every lane tree gives every lane the
/// same key.
Value *
largestBelow(Builder &B, Hooks &h, Value *p,
             function_ref<void(Builder &, Value *, function_ref<void(Value *, Value *)>)> items) {
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
    Type *i32 = B.getInt32Ty();
    // theta: the k-th largest (with multiplicity) of the row's tile maxima above -inf, as
    // a value key; INT32_MIN where fewer than k tiles have one (tile_stats' maxima are
    // exact: docs/spec.md §3). At least k real columns have
    // a value at or above it, so the row's k best all do: a column below it is never a
    // candidate, and most tiles offer none.
    Value *tp = h.arg(B, TK_TpSize), *rows = h.arg(B, TK_Rows);
    Value *kl = B.CreateSDiv(h.arg(B, TK_ShardCols), B.getInt64(W));
    Value *P = h.arg(B, TK_PartialWidth);
    Value *parts = ptrArg(TK_Partials);
    auto tileMaxKey = [&](Value *q, Value *j) { // (valid, key) of rank q's local tile j
      Value *at =
          B.CreateMul(B.CreateAdd(B.CreateMul(B.CreateAdd(B.CreateMul(q, rows), row), kl), j), P);
      Value *m = B.CreateLoad(f32, B.CreateGEP(f32, parts, at));
      return std::pair<Value *, Value *>{B.CreateFCmpUNE(m, ConstantFP::getInfinity(f32, true)),
                                         valueKey(B, m)};
    };
    // k rounds over (key << 32 | tile) of the valid maxima, each lane holding a few tiles
    // (distinct keys, so that equal maxima count with multiplicity).
    AllocaInst *tprev = makeVar(B, i64, B.getInt64(INT64_MAX), "tprev");
    emitFor(
        B, B.getInt64(0), B.getInt64(k), 1,
        [&](Value *) {
          Value *p = B.CreateLoad(i64, tprev);
          B.CreateStore(
              largestBelow(
                  B, h, p,
                  [&](Builder &B, Value *lane, function_ref<void(Value *, Value *)> offer) {
                    emitFor(
                        B, B.getInt64(0), tp, 1,
                        [&](Value *q) {
                          emitFor(
                              B, lane, kl, L,
                              [&](Value *j) {
                                auto [ok, v] = tileMaxKey(q, j);
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
    Value *thetaKey = B.CreateSelect(B.CreateICmpEQ(tk, B.getInt64(kNone)), B.getInt32(INT32_MIN),
                                     B.CreateTrunc(B.CreateAShr(tk, 32), i32));
    // One pass: the columns above the target (the rank's count) and those at or above theta.
    // (Keeping the eligible keys in registers for the rounds, as topk_stats does, measured
    // slower here on an H200: most tiles run no round, and the slots cost every column.)
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
    Value *q = B.CreateSDiv(g, kl), *t = B.CreateSRem(g, kl);
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
            },
            "round", kNoUnroll);
      },
      [&] { // inactive: not computed (docs/numerics.md): ids -1, logprobs +0, rank 0
        emitIf(B, h.leader(B), [&] {
          emitFor(
              B, B.getInt64(0), B.getInt64(k), 1,
              [&](Value *r) {
                B.CreateStore(B.getInt64(-1), B.CreateGEP(i64, ids, r));
                B.CreateStore(ConstantFP::get(f32, 0.0), B.CreateGEP(f32, lps, r));
              },
              "inactive", kNoUnroll);
          B.CreateStore(B.getInt64(0), rankPtr);
        });
      },
      "active");
}

/// A while loop: while (cond()) step(); the builder is left at the exit.
void emitWhile(Builder &B, function_ref<Value *()> cond, function_ref<void()> step,
               const Twine &name) {
  Function *F = B.GetInsertBlock()->getParent();
  BasicBlock *head = BasicBlock::Create(B.getContext(), name + ".head", F);
  BasicBlock *body = BasicBlock::Create(B.getContext(), name + ".body", F);
  BasicBlock *exit = BasicBlock::Create(B.getContext(), name + ".exit", F);
  B.CreateBr(head);
  B.SetInsertPoint(head);
  B.CreateCondBr(cond(), body, exit);
  B.SetInsertPoint(body);
  step();
  B.CreateBr(head);
  B.SetInsertPoint(exit);
}

/// The k-th largest (with multiplicity) of the R value keys (i32) each of the 32 lanes holds
/// in `m`, in every lane: each value's rank among the 32 R (greater values first, then the
/// lower (lane, slot)) from every lane's values in turn (laneBroadcast), then the largest
/// value whose rank is at least k - 1, which is the one of rank k - 1.
Value *kthLaneKey(Builder &B, Hooks &h, ArrayRef<AllocaInst *> m, int64_t k) {
  Type *i32 = B.getInt32Ty(), *f32 = B.getFloatTy();
  const unsigned R = unsigned(m.size());
  Value *lane = B.CreateTrunc(h.laneIndex(B), i32);
  SmallVector<AllocaInst *, 3> rank;
  for (unsigned r = 0; r < R; ++r)
    rank.push_back(makeVar(B, i32, B.getInt32(0), "rank"));
  emitFor(
      B, B.getInt32(0), B.getInt32(32), 1,
      [&](Value *i) {
        for (unsigned s = 0; s < R; ++s) {
          Value *v = B.CreateBitCast(
              h.laneBroadcast(B, B.CreateBitCast(B.CreateLoad(i32, m[s]), f32), i), i32);
          for (unsigned r = 0; r < R; ++r) {
            Value *own = B.CreateLoad(i32, m[r]);
            Value *first = s < r ? B.CreateICmpSLE(i, lane) : B.CreateICmpSLT(i, lane);
            Value *before =
                B.CreateOr(B.CreateICmpSGT(v, own), B.CreateAnd(B.CreateICmpEQ(v, own), first));
            B.CreateStore(B.CreateAdd(B.CreateLoad(i32, rank[r]), B.CreateZExt(before, i32)),
                          rank[r]);
          }
        }
      },
      "rank", kNoUnroll);
  auto smax = [](Builder &B, ArrayRef<Value *> a, ArrayRef<Value *> b) -> LaneState {
    return {B.CreateSelect(B.CreateICmpSGT(b[0], a[0]), b[0], a[0])};
  };
  return h.laneReduce(
      B, 32, {i32},
      [&](Builder &B, Value *) -> LaneState {
        Value *best = B.getInt32(INT32_MIN);
        for (unsigned r = 0; r < R; ++r) {
          Value *own = B.CreateLoad(i32, m[r]);
          Value *at = B.CreateICmpSGE(B.CreateLoad(i32, rank[r]), B.getInt32(int32_t(k - 1)));
          Value *c = B.CreateSelect(at, own, B.getInt32(INT32_MIN));
          best = B.CreateSelect(B.CreateICmpSGT(c, best), c, best);
        }
        return {best};
      },
      smax)[0];
}

/// The same value in k rounds of "the largest tagged key below the previous one" (targets
/// without a lane broadcast).
Value *kthLaneKeyInRounds(Builder &B, Hooks &h, ArrayRef<AllocaInst *> m, int64_t k) {
  Type *i32 = B.getInt32Ty(), *i64 = B.getInt64Ty();
  const unsigned R = unsigned(m.size());
  AllocaInst *tprev = makeVar(B, i64, B.getInt64(INT64_MAX), "tprev");
  emitFor(
      B, B.getInt64(0), B.getInt64(k), 1,
      [&](Value *) {
        Value *best = largestBelow(
            B, h, B.CreateLoad(i64, tprev),
            [&](Builder &B, Value *lane, function_ref<void(Value *, Value *)> offer) {
              for (unsigned r = 0; r < R; ++r)
                offer(nullptr,
                      B.CreateOr(B.CreateShl(B.CreateSExt(B.CreateLoad(i32, m[r]), i64), 32),
                                 B.CreateAdd(B.CreateMul(lane, B.getInt64(R)), B.getInt64(r))));
            });
        B.CreateStore(best, tprev);
      },
      "theta", kNoUnroll);
  Value *tk = B.CreateLoad(i64, tprev);
  return B.CreateSelect(B.CreateICmpEQ(tk, B.getInt64(kNone)), B.getInt32(INT32_MIN),
                        B.CreateTrunc(B.CreateAShr(tk, 32), i32));
}

/// topk_stats' second half for one (row, tile) unit, after tile_stats' (TP 1: the row's
/// target is in this shard): the tile's k largest candidate keys, best first (kNone past
/// its columns), and its columns above the target, as topk_tile writes them but without the
/// row's bound (the tile maxima are being computed). The tile is read again (from the cache:
/// the unit has just read it). GPUs: a first pass takes each lane's largest value (its three
/// largest for k > 32) and the count; theta = the k-th largest of those (at least k columns
/// reach it, so the tile's k best all do); a second pass keeps each lane's columns at or
/// above theta in registers; k rounds select over them (over the tile again where a lane
/// had more than slotsFor(k)). The host: one pass inserting into the sorted output.
void emitStatsCandidates(Builder &B, Hooks &h, const KernelSpec &spec, Value *row, Value *tile) {
  const unsigned unroll = spec.quick ? kNoUnroll : h.loadUnroll();
  Type *f32 = B.getFloatTy(), *i64 = B.getInt64Ty(), *i32 = B.getInt32Ty(), *i8 = B.getInt8Ty();
  const unsigned esize = dtypeSize(spec.dtype), L = 32;
  const int64_t k = spec.top_k, W = spec.tile_width;
  auto ptrArg = [&](unsigned i) { return B.CreateIntToPtr(h.arg(B, i), B.getPtrTy()); };
  auto [active, tgt] = rowTarget(B, h, spec, row, TS_Targets, TS_Active, TS_IgnoreIndex);
  emitIf(B, active, [&] {
    Value *tau = nullptr;
    if (spec.temperature_rows)
      tau = B.CreateLoad(f32, B.CreateGEP(f32, ptrArg(TS_Temperature), row));
    else if (spec.has_temperature)
      tau = B.CreateBitCast(B.CreateTrunc(h.arg(B, TS_Temperature), i32), f32);
    Value *valid = h.arg(B, TS_ValidCols);
    Value *tileStart = B.CreateMul(tile, B.getInt64(W));
    Value *n = B.CreateSub(valid, tileStart);
    n = B.CreateSelect(B.CreateICmpSLT(n, B.getInt64(0)), B.getInt64(0), n);
    n = B.CreateSelect(B.CreateICmpSGT(n, B.getInt64(W)), B.getInt64(W), n);
    Value *rowPtr =
        B.CreateGEP(i8, ptrArg(TS_Logits),
                    B.CreateMul(B.CreateMul(row, h.arg(B, TS_RowStride)), B.getInt64(esize)));
    Value *firstId = B.CreateAdd(h.arg(B, TS_ShardStart), tileStart);
    auto value = [&](Value *col) { // x / tau of a column of the shard, as tile_stats reads it
      Value *x =
          loadAsFloat(B, spec.dtype, B.CreateGEP(i8, rowPtr, B.CreateMul(col, B.getInt64(esize))),
                      1, nullptr, 0);
      return tau ? emitFDiv(B, spec.quick, x, tau) : x;
    };
    auto column = [&](Value *j) { return value(B.CreateAdd(tileStart, j)); };
    // The target's value key (TP 1: the shard holds every real column); a target outside
    // [0, V_real) counts no column (its logp is NaN and the merge reports it).
    Value *local = B.CreateSub(tgt, h.arg(B, TS_ShardStart));
    Value *tgtOk =
        B.CreateAnd(B.CreateICmpSGE(local, B.getInt64(0)), B.CreateICmpSLT(local, valid));
    AllocaInst *kt = makeVar(B, i32, B.getInt32(INT32_MAX), "keyT");
    emitIf(B, tgtOk, [&] { B.CreateStore(valueKey(B, value(local)), kt); });
    Value *keyT = B.CreateLoad(i32, kt);
    Value *unit =
        B.CreateAdd(B.CreateMul(row, B.CreateSDiv(h.arg(B, TS_ShardCols), B.getInt64(W))), tile);
    Value *out = B.CreateGEP(i64, ptrArg(TKS_Candidates), B.CreateMul(unit, B.getInt64(k)));
    Value *abovePtr = B.CreateGEP(i64, ptrArg(TKS_Above), unit);
    auto above = [&](Value *key) { // 1 where the column counts toward the rank
      return B.CreateZExt(B.CreateAnd(tgtOk, B.CreateICmpSGT(key, keyT)), i64);
    };
    if (!h.lanesAreThreads()) { // the host: one unit, one thread
      emitFor(
          B, B.getInt64(0), B.getInt64(k), 1,
          [&](Value *r) { B.CreateStore(B.getInt64(kNone), B.CreateGEP(i64, out, r)); }, "none",
          kNoUnroll);
      AllocaInst *cnt = makeVar(B, i64, B.getInt64(0), "above");
      emitFor(
          B, B.getInt64(0), n, 1,
          [&](Value *j) {
            Value *x = column(j);
            B.CreateStore(B.CreateAdd(B.CreateLoad(i64, cnt), above(valueKey(B, x))), cnt);
            Value *c = candidateKey(B, x, B.CreateAdd(firstId, j));
            Value *last = B.CreateGEP(i64, out, B.getInt64(k - 1));
            emitIf(B, B.CreateICmpSGT(c, B.CreateLoad(i64, last)), [&] { // insert, sorted
              AllocaInst *pos = makeVar(B, i64, B.getInt64(k - 1), "pos");
              emitWhile(
                  B,
                  [&]() -> Value * { // pos > 0 && out[pos - 1] < c
                    AllocaInst *go = makeVar(B, B.getInt1Ty(), B.getFalse(), "go");
                    Value *p = B.CreateLoad(i64, pos);
                    emitIf(B, B.CreateICmpSGT(p, B.getInt64(0)), [&] {
                      Value *prev = B.CreateGEP(i64, out, B.CreateSub(p, B.getInt64(1)));
                      B.CreateStore(B.CreateICmpSLT(B.CreateLoad(i64, prev), c), go);
                    });
                    return B.CreateLoad(B.getInt1Ty(), go);
                  },
                  [&] {
                    Value *p = B.CreateLoad(i64, pos), *pm = B.CreateSub(p, B.getInt64(1));
                    B.CreateStore(B.CreateLoad(i64, B.CreateGEP(i64, out, pm)),
                                  B.CreateGEP(i64, out, p));
                    B.CreateStore(pm, pos);
                  },
                  "shift");
              B.CreateStore(c, B.CreateGEP(i64, out, B.CreateLoad(i64, pos)));
            });
          },
          "col", kNoUnroll);
      B.CreateStore(B.CreateLoad(i64, cnt), abovePtr);
      return;
    }
    // GPUs. The first pass: each lane's R largest value keys (INT32_MIN, below every
    // value's key, where it has fewer columns) and the count above the target.
    const unsigned R = laneMaximaFor(k), kSlots = slotsFor(k);
    SmallVector<AllocaInst *, 3> m;
    for (unsigned r = 0; r < R; ++r)
      m.push_back(makeVar(B, i32, B.getInt32(INT32_MIN), "lmax"));
    auto addI64 = [](Builder &B, ArrayRef<Value *> a, ArrayRef<Value *> b) -> LaneState {
      return {B.CreateAdd(a[0], b[0])};
    };
    LaneState cnt = h.laneReduce(
        B, L, {i64},
        [&](Builder &B, Value *lane) -> LaneState {
          AllocaInst *c = makeVar(B, i64, B.getInt64(0), "above");
          emitFor(
              B, lane, n, L,
              [&](Value *j) {
                Value *key = valueKey(B, column(j));
                B.CreateStore(B.CreateAdd(B.CreateLoad(i64, c), above(key)), c);
                // A sorted insertion: m[r] = max(m[r], min(m[r - 1], key)), from the last.
                for (unsigned r = R - 1; r >= 1; --r) {
                  Value *up = B.CreateLoad(i32, m[r - 1]), *mr = B.CreateLoad(i32, m[r]);
                  Value *lo = B.CreateSelect(B.CreateICmpSLT(key, up), key, up);
                  B.CreateStore(B.CreateSelect(B.CreateICmpSGT(lo, mr), lo, mr), m[r]);
                }
                Value *m0 = B.CreateLoad(i32, m[0]);
                B.CreateStore(B.CreateSelect(B.CreateICmpSGT(key, m0), key, m0), m[0]);
              },
              "col", unroll);
          return {B.CreateLoad(i64, c)};
        },
        addI64);
    emitIf(B, h.leader(B), [&] { B.CreateStore(cnt[0], abovePtr); });
    // theta: the k-th largest of the lanes' keys, with multiplicity (each tagged with its
    // lane and slot, so that they are distinct).
    Value *thetaKey =
        h.hasLaneBroadcast() ? kthLaneKey(B, h, m, k) : kthLaneKeyInRounds(B, h, m, k);
    // The second pass: the columns at or above theta, the first kSlots of each lane kept.
    SmallVector<AllocaInst *, kMaxSlots> slot;
    for (unsigned e = 0; e < kSlots; ++e)
      slot.push_back(makeVar(B, i64, B.getInt64(kNone), "slot"));
    LaneState elig = h.laneReduce(
        B, L, {i64, i64},
        [&](Builder &B, Value *lane) -> LaneState {
          AllocaInst *cand = makeVar(B, i64, B.getInt64(0), "eligible");
          emitFor(
              B, lane, n, L,
              [&](Value *j) {
                Value *x = column(j);
                Value *el = B.CreateICmpSGE(valueKey(B, x), thetaKey);
                emitIf(B, el, [&] {
                  Value *at = B.CreateLoad(i64, cand);
                  Value *c = candidateKey(B, x, B.CreateAdd(firstId, j));
                  for (unsigned e = 0; e < kSlots; ++e)
                    B.CreateStore(B.CreateSelect(B.CreateICmpEQ(at, B.getInt64(e)), c,
                                                 B.CreateLoad(i64, slot[e])),
                                  slot[e]);
                  B.CreateStore(B.CreateAdd(at, B.getInt64(1)), cand);
                });
              },
              "col", unroll);
          Value *c = B.CreateLoad(i64, cand);
          return {c, c};
        },
        [](Builder &B, ArrayRef<Value *> a, ArrayRef<Value *> b) -> LaneState {
          return {B.CreateAdd(a[0], b[0]), B.CreateSelect(B.CreateICmpSGT(b[1], a[1]), b[1], a[1])};
        });
    Value *rounds = B.CreateSelect(B.CreateICmpSLT(elig[0], B.getInt64(k)), elig[0], B.getInt64(k));
    using Items = function_ref<void(Builder &, Value *, function_ref<void(Value *, Value *)>)>;
    auto select = [&](Items items) {
      AllocaInst *prev = makeVar(B, i64, B.getInt64(INT64_MAX), "prev");
      emitFor(
          B, B.getInt64(0), rounds, 1,
          [&](Value *r) {
            Value *best = largestBelow(B, h, B.CreateLoad(i64, prev), items);
            emitIf(B, h.leader(B), [&] { B.CreateStore(best, B.CreateGEP(i64, out, r)); });
            B.CreateStore(best, prev);
          },
          "round", kNoUnroll);
    };
    emitIf(
        B, B.CreateICmpSLE(elig[1], B.getInt64(kSlots)),
        [&] {
          select([&](Builder &B, Value *, function_ref<void(Value *, Value *)> offer) {
            for (AllocaInst *sl : slot)
              offer(nullptr, B.CreateLoad(i64, sl));
          });
        },
        [&] {
          select([&](Builder &B, Value *lane, function_ref<void(Value *, Value *)> offer) {
            emitFor(
                B, lane, n, L,
                [&](Value *j) {
                  offer(nullptr, candidateKey(B, column(j), B.CreateAdd(firstId, j)));
                },
                "col", unroll);
          });
        },
        "slots");
    emitIf(B, h.leader(B), [&] {
      emitFor(
          B, rounds, B.getInt64(k), 1,
          [&](Value *r) { B.CreateStore(B.getInt64(kNone), B.CreateGEP(i64, out, r)); }, "none",
          kNoUnroll);
    });
  });
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
                 TileStatsEmitter(B, h, spec, plan).emitUnit(row, tile);
                 emitStatsCandidates(B, h, spec, row, tile);
               });
}

void emitTopKMerge(Module &M, Hooks &h, const KernelSpec &spec) {
  h.emitKernel(M, spec.symbolName(), TM_NumArgs, TM_Rows, Granularity::Warp, nullptr,
               [&](Builder &B, Value *row, Value *) { emitMergeRow(B, h, spec, row); });
}

} // namespace logpjit::tmpl
