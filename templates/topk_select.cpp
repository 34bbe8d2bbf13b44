//===- topk_select.cpp - Top-k from topk_stats' lane stats (TP 1) -----------===//
//
// docs/spec.md §15, docs/decisions/topk-lane-maxima.md. One unit per row (a warp on GPUs),
// after topk_stats and the merge. A "group" is lane l of tile u (g = u L + l): the columns
// of chunks c = i L + l (C each) below the tile's real end, as topk_stats' lanes read them;
// its stats word holds the value key of its largest value and its count above the target.
//   - rank = 1 + the sum of the groups' counts (integers), counted again from the logits
//     where the float comparison could differ from the keys' (a NaN tile max, a -0 target);
//   - theta = the k-th largest group max (tagged with g, so with multiplicity): at least k
//     columns reach it, so each of the row's k best lies in a group whose max reaches it;
//   - the k best = k rounds of "the largest key below the previous one" over the columns
//     of those groups (about k of the row's K L groups: the logits of the rest are not
//     read again).
// GPUs keep the groups above theta1 (a cheaper bound: the k-th largest of each lane's
// ceil(k / 32) largest group maxima) and then the columns above theta in register slots,
// so that the rounds run over registers; a
// lane with more than its slots (many equal values) makes the row take the rounds over
// global memory, which the host always takes. Any of these finds the same keys.
//
//===----------------------------------------------------------------------===//
#include "runtime/core/kernel_abi.h"
#include "templates/numerics.h"
#include "templates/topk_keys.h"

using namespace llvm;
using namespace logpjit::abi;

namespace logpjit::tmpl {

namespace {

using namespace topk;

/// Per lane: groups whose max reaches theta1, and columns that reach theta (about k / 32 of
/// each on average; more where values tie).
inline unsigned groupSlots(int64_t k) { return k <= 32 ? 8 : 16; }
inline unsigned columnSlots(int64_t k) { return k <= 32 ? 8 : 16; }
/// Group maxima per lane whose k-th largest is theta1: 32 R well above k, so that few more
/// than k groups reach it.
inline unsigned laneTop(int64_t k) { return k <= 16 ? 1 : k <= 32 ? 2 : 4; }
/// Loads a lane issues before it uses any of them (independent loads in flight).
constexpr unsigned kBatch = 8;

/// Inserts `c` into `slots`, kept sorted best first (the smallest falls off the end when
/// they are full), and counts it in `n`: slot[e] = max(slot[e], min(slot[e - 1], c)).
void keep(Builder &B, ArrayRef<AllocaInst *> slots, AllocaInst *n, Value *c) {
  Type *i64 = B.getInt64Ty();
  for (unsigned e = unsigned(slots.size()) - 1; e >= 1; --e) {
    Value *up = B.CreateLoad(i64, slots[e - 1]), *se = B.CreateLoad(i64, slots[e]);
    Value *lo = B.CreateSelect(B.CreateICmpSLT(c, up), c, up);
    B.CreateStore(B.CreateSelect(B.CreateICmpSGT(lo, se), lo, se), slots[e]);
  }
  Value *s0 = B.CreateLoad(i64, slots[0]);
  B.CreateStore(B.CreateSelect(B.CreateICmpSGT(c, s0), c, s0), slots[0]);
  B.CreateStore(B.CreateAdd(B.CreateLoad(i64, n), B.getInt64(1)), n);
}

class SelectRow {
public:
  SelectRow(Builder &B, Hooks &h, const KernelSpec &spec, Value *row, Value *lse)
      : B(B), h(h), spec(spec), row(row), k(spec.top_k), W(spec.tile_width), C(spec.chunk),
        L(spec.lanes), lse(lse) {
    const int64_t nch = (W + C - 1) / C;
    E = (nch + L - 1) / L * C;
    f32 = B.getFloatTy();
    i64 = B.getInt64Ty();
    i32 = B.getInt32Ty();
  }
  void emit();

private:
  Value *ptrArg(unsigned i) { return B.CreateIntToPtr(h.arg(B, i), B.getPtrTy()); }
  Value *value(Value *col);
  Value *widenScale(Value *raw);
  void laneWords(Value *lane, Value *n, function_ref<void(Value *j, Value *ok, Value *w)> fn,
                 const Twine &name);
  Value *groupKey(Value *g);
  Value *loadWord(Value *g);
  void groupColumns(Value *g, function_ref<void(Value *col)> fn);
  void keepColumns(Value *g, Value *theta, ArrayRef<AllocaInst *> slots, AllocaInst *n);
  Value *rank(Value *tgt);
  Value *rounds(KeyItems items, bool store, const Twine &name);
  Value *popRounds(ArrayRef<AllocaInst *> slots, bool store, const Twine &name);
  void globalGroups(Value *theta, Builder &, Value *lane,
                    function_ref<void(Value *, Value *)> offer);

  Builder &B;
  Hooks &h;
  const KernelSpec &spec;
  Value *row;
  const int64_t k, W, C, L;
  int64_t E; ///< a group's chunk columns: ceil(ceil(W / C) / L) * C
  Type *f32, *i64, *i32;
  Value *tau = nullptr, *rowPtr = nullptr, *valid = nullptr, *kl = nullptr, *groups = nullptr;
  Value *stats = nullptr, *ids = nullptr, *lps = nullptr;
  Value *lse; ///< the row's lse (nullptr until emit())
  SelectRowInputs in;
};

/// x / tau of column `col` of the row, as tile_stats reads it.
Value *SelectRow::value(Value *col) {
  const unsigned esize = dtypeSize(spec.dtype);
  Value *x = loadAsFloat(B, spec.dtype,
                         B.CreateGEP(B.getInt8Ty(), rowPtr, B.CreateMul(col, B.getInt64(esize))), 1,
                         nullptr, 0);
  return tau ? emitFDiv(B, spec.quick, x, tau) : x;
}

/// x / tau of a raw element (the storage type), as value() computes it.
Value *SelectRow::widenScale(Value *raw) { return in.widenScale(B, spec, raw); }

/// Calls fn(j, ok, stats[j]) for j = lane, lane + 32, ... below n (ok: j < n; past n the
/// word is stats[0]), its loads issued kBatch at a time before any is used.
void SelectRow::laneWords(Value *lane, Value *n,
                          function_ref<void(Value *j, Value *ok, Value *w)> fn, const Twine &name) {
  Value *steps = B.CreateUDiv(B.CreateAdd(n, B.getInt64(32 * kBatch - 1)), B.getInt64(32 * kBatch));
  emitFor(
      B, B.getInt64(0), steps, 1,
      [&](Value *s) {
        Value *j[kBatch], *ok[kBatch], *w[kBatch];
        for (unsigned b = 0; b < kBatch; ++b) {
          j[b] = B.CreateAdd(
              lane, B.CreateMul(B.CreateAdd(B.CreateMul(s, B.getInt64(kBatch)), B.getInt64(b)),
                                B.getInt64(32)));
          ok[b] = B.CreateICmpSLT(j[b], n);
          w[b] = loadWord(B.CreateSelect(ok[b], j[b], B.getInt64(0)));
        }
        for (unsigned b = 0; b < kBatch; ++b)
          fn(j[b], ok[b], w[b]);
      },
      name, kNoUnroll);
}

/// The value key of group g's max (i32).
Value *SelectRow::groupKey(Value *g) { return B.CreateTrunc(B.CreateAShr(loadWord(g), 32), i32); }

/// Group g's stats word, as topk::decodeLaneWord gives it (i64).
Value *SelectRow::loadWord(Value *g) {
  Type *ty = topk::laneWordType(B, spec);
  return topk::decodeLaneWord(B, spec, B.CreateLoad(ty, B.CreateGEP(ty, stats, g)));
}

/// Calls fn(col) for each real column of group g, in chunk order.
void SelectRow::groupColumns(Value *g, function_ref<void(Value *col)> fn) {
  auto [l, start, lim] = groupTile(B, g, L, W, valid);
  emitFor(
      B, B.getInt64(0), B.getInt64(E), 1,
      [&](Value *e) {
        Value *it = B.CreateUDiv(e, B.getInt64(C)), *i = B.CreateURem(e, B.getInt64(C));
        Value *j = B.CreateAdd(
            B.CreateMul(B.CreateAdd(B.CreateMul(it, B.getInt64(L)), l), B.getInt64(C)), i);
        emitIf(B, B.CreateICmpSLT(j, lim), [&] { fn(B.CreateAdd(start, j)); });
      },
      "gcol", kNoUnroll);
}

/// Keeps in `slots` (counting in `n`) the candidate keys of group g's real columns whose
/// value key reaches `theta`: the group's E chunk columns in blocks of kCols loads, each
/// issued before any is used (a column past the group's real end reads its first column
/// and is dropped).
void SelectRow::keepColumns(Value *g, Value *theta, ArrayRef<AllocaInst *> slots, AllocaInst *n) {
  constexpr int64_t kCols = 16;
  auto [l, start, lim] = groupTile(B, g, L, W, valid);
  const unsigned esize = dtypeSize(spec.dtype);
  Type *st = storageType(B, spec.dtype);
  const int64_t blocks = (E + kCols - 1) / kCols;
  emitFor(
      B, B.getInt64(0), B.getInt64(blocks), 1,
      [&](Value *blk) {
        Value *col[kCols], *ok[kCols], *raw[kCols];
        for (int64_t q = 0; q < kCols; ++q) {
          Value *e = B.CreateAdd(B.CreateMul(blk, B.getInt64(kCols)), B.getInt64(q));
          Value *it = B.CreateUDiv(e, B.getInt64(C)), *i = B.CreateURem(e, B.getInt64(C));
          Value *j = B.CreateAdd(
              B.CreateMul(B.CreateAdd(B.CreateMul(it, B.getInt64(L)), l), B.getInt64(C)), i);
          ok[q] = B.CreateAnd(B.CreateICmpSLT(e, B.getInt64(E)), B.CreateICmpSLT(j, lim));
          col[q] = B.CreateAdd(start, B.CreateSelect(ok[q], j, B.getInt64(0)));
          raw[q] = B.CreateAlignedLoad(
              st, B.CreateGEP(B.getInt8Ty(), rowPtr, B.CreateMul(col[q], B.getInt64(esize))),
              Align(esize));
        }
        for (int64_t q = 0; q < kCols; ++q) {
          Value *x = widenScale(raw[q]);
          emitIf(B, B.CreateAnd(ok[q], B.CreateICmpSGE(valueKey(B, x), theta)),
                 [&] { keep(B, slots, n, candidateKey(B, x, col[q])); });
        }
      },
      "kcol", kNoUnroll);
}

/// 1 + the columns whose value key is above the target's; 0 for a target outside
/// [0, V_real).
Value *SelectRow::rank(Value *tgt) {
  auto add = [](Builder &B, ArrayRef<Value *> a, ArrayRef<Value *> b) -> LaneState {
    return {B.CreateAdd(a[0], b[0])};
  };
  auto laneSum = [&](Value *n, function_ref<Value *(Value *)> term, const Twine &name) {
    return h.laneReduce(
        B, 32, {i64},
        [&](Builder &B, Value *lane) -> LaneState {
          AllocaInst *s = makeVar(B, i64, B.getInt64(0), name);
          emitFor(
              B, lane, n, 32,
              [&](Value *j) { B.CreateStore(B.CreateAdd(B.CreateLoad(i64, s), term(j)), s); }, name,
              kNoUnroll);
          return {B.CreateLoad(i64, s)};
        },
        add)[0];
  };
  Value *t = B.CreateLoad(f32, B.CreateGEP(f32, ptrArg(TSL_TargetLogit), row));
  Value *tgtOk = B.CreateAnd(B.CreateICmpSGE(tgt, B.getInt64(0)), B.CreateICmpSLT(tgt, valid));
  Value *P = h.arg(B, TSL_PartialWidth), *parts = ptrArg(TSL_Partials);
  Value *nanTiles = laneSum(
      kl,
      [&](Value *j) {
        Value *at = B.CreateMul(B.CreateAdd(B.CreateMul(row, kl), j), P);
        Value *m = B.CreateLoad(f32, B.CreateGEP(f32, parts, at));
        return B.CreateZExt(B.CreateFCmpUNO(m, m), i64);
      },
      "nantiles");
  Value *minusZero = B.CreateICmpEQ(B.CreateBitCast(t, i32), B.getInt32(INT32_MIN));
  Value *exact = B.CreateAnd(B.CreateFCmpORD(t, t),
                             B.CreateOr(minusZero, B.CreateICmpSGT(nanTiles, B.getInt64(0))));
  AllocaInst *above = makeVar(B, i64, B.getInt64(0), "above");
  emitIf(
      B, exact,
      [&] {
        Value *kt = valueKey(B, t);
        B.CreateStore(laneSum(
                          valid,
                          [&](Value *c) {
                            return B.CreateZExt(B.CreateICmpSGT(valueKey(B, value(c)), kt), i64);
                          },
                          "exactabove"),
                      above);
      },
      [&] {
        B.CreateStore(h.laneReduce(
                          B, 32, {i64},
                          [&](Builder &B, Value *lane) -> LaneState {
                            AllocaInst *sum = makeVar(B, i64, B.getInt64(0), "above");
                            laneWords(
                                lane, groups,
                                [&](Value *, Value *ok, Value *w) {
                                  Value *c = B.CreateSelect(
                                      ok, B.CreateAnd(w, B.getInt64(kLowMask)), B.getInt64(0));
                                  B.CreateStore(B.CreateAdd(B.CreateLoad(i64, sum), c), sum);
                                },
                                "above");
                            return {B.CreateLoad(i64, sum)};
                          },
                          add)[0],
                      above);
      },
      "exact");
  return B.CreateSelect(tgtOk, B.CreateAdd(B.CreateLoad(i64, above), B.getInt64(1)), B.getInt64(0));
}

/// k rounds of "the largest key below the previous one" over `items`; with `store`, each
/// round's key is the row's next entry. Returns the k-th key (kNone if fewer).
Value *SelectRow::rounds(KeyItems items, bool store, const Twine &name) {
  AllocaInst *prev = makeVar(B, i64, B.getInt64(INT64_MAX), "prev");
  emitFor(
      B, B.getInt64(0), B.getInt64(k), 1,
      [&](Value *r) {
        Value *c = largestBelow(B, h, B.CreateLoad(i64, prev), items);
        B.CreateStore(c, prev);
        if (store)
          storeRound(B, h, c, r, ids, lps, lse);
      },
      name, kNoUnroll);
  return B.CreateLoad(i64, prev);
}

/// k rounds over each lane's sorted `slots` (GPUs): the largest of the lanes' first slots is
/// the next key; the lane that held it (keys are distinct) shifts its slots up. The slots
/// are consumed. Returns the k-th key (kNone if fewer).
Value *SelectRow::popRounds(ArrayRef<AllocaInst *> slots, bool store, const Twine &name) {
  auto smax = [](Builder &B, ArrayRef<Value *> a, ArrayRef<Value *> b) -> LaneState {
    return {B.CreateSelect(B.CreateICmpSGT(b[0], a[0]), b[0], a[0])};
  };
  AllocaInst *last = makeVar(B, i64, B.getInt64(kNone), "last");
  emitFor(
      B, B.getInt64(0), B.getInt64(k), 1,
      [&](Value *r) {
        Value *head = B.CreateLoad(i64, slots[0]);
        Value *best = h.laneReduce(
            B, 32, {i64}, [&](Builder &, Value *) -> LaneState { return {head}; }, smax)[0];
        B.CreateStore(best, last);
        if (store)
          storeRound(B, h, best, r, ids, lps, lse);
        Value *mine =
            B.CreateAnd(B.CreateICmpEQ(head, best), B.CreateICmpNE(best, B.getInt64(kNone)));
        for (size_t e = 0; e < slots.size(); ++e) {
          Value *next =
              e + 1 < slots.size() ? (Value *)B.CreateLoad(i64, slots[e + 1]) : B.getInt64(kNone);
          B.CreateStore(B.CreateSelect(mine, next, B.CreateLoad(i64, slots[e])), slots[e]);
        }
      },
      name, kNoUnroll);
  return B.CreateLoad(i64, last);
}

/// The columns of every group whose max reaches `theta` (a value key), from global memory.
void SelectRow::globalGroups(Value *theta, Builder &, Value *lane,
                             function_ref<void(Value *, Value *)> offer) {
  emitFor(
      B, lane, groups, 32,
      [&](Value *g) {
        emitIf(B, B.CreateICmpSGE(groupKey(g), theta), [&] {
          groupColumns(g, [&](Value *col) { offer(nullptr, candidateKey(B, value(col), col)); });
        });
      },
      "group", kNoUnroll);
}

void SelectRow::emit() {
  if (!lse) { // the unit's own: the merge here (every row), or the merge's lse read
    AllocaInst *v = makeVar(B, f32, ConstantFP::get(f32, 0.0), "lse");
    emitIf(
        B, B.CreateICmpNE(h.arg(B, TSL_MergeHere), B.getInt64(0)),
        [&] { B.CreateStore(selectRowLse(B, h, spec, row, nullptr, true), v); },
        [&] { B.CreateStore(selectRowLse(B, h, spec, row, nullptr, false), v); }, "merge");
    lse = B.CreateLoad(f32, v);
  }
  auto [active, tgt] = rowTarget(B, h, spec, row, TSL_Targets, TSL_Active, TSL_IgnoreIndex);
  ids = B.CreateGEP(i64, ptrArg(TSL_Ids), B.CreateMul(row, B.getInt64(k)));
  lps = B.CreateGEP(f32, ptrArg(TSL_Logprobs), B.CreateMul(row, B.getInt64(k)));
  Value *rankPtr = B.CreateGEP(i64, ptrArg(TSL_Rank), row);
  emitIf(
      B, active,
      [&] {
        in = selectRowInputs(B, h, spec, row);
        tau = in.tau, rowPtr = in.rowPtr, valid = in.valid, kl = in.kl, groups = in.groups;
        stats = in.stats;
        Value *rk = rank(tgt);
        emitIf(B, h.leader(B), [&] { B.CreateStore(rk, rankPtr); });
        auto tagged = [&](Value *g) {
          return B.CreateOr(B.CreateShl(B.CreateSExt(groupKey(g), i64), 32), g);
        };
        auto thetaOf = [&](Value *tk) {
          return B.CreateSelect(B.CreateICmpEQ(tk, B.getInt64(kNone)), B.getInt32(INT32_MIN),
                                B.CreateTrunc(B.CreateAShr(tk, 32), i32));
        };
        auto allGroups = [&](Builder &B, Value *lane, function_ref<void(Value *, Value *)> offer) {
          emitFor(
              B, lane, groups, 32, [&](Value *g) { offer(nullptr, tagged(g)); }, "group",
              kNoUnroll);
        };
        if (!h.lanesAreThreads()) { // the host: every round over global memory
          Value *theta = thetaOf(rounds(allGroups, false, "theta"));
          rounds(
              [&](Builder &B, Value *lane, function_ref<void(Value *, Value *)> offer) {
                globalGroups(theta, B, lane, offer);
              },
              true, "round");
          return;
        }
        auto smax = [](Builder &B, ArrayRef<Value *> a, ArrayRef<Value *> b) -> LaneState {
          return {B.CreateSelect(B.CreateICmpSGT(b[0], a[0]), b[0], a[0])};
        };
        auto laneMaxOf = [&](AllocaInst *n) {
          return h.laneReduce(
              B, 32, {i64},
              [&](Builder &B, Value *) -> LaneState { return {B.CreateLoad(i64, n)}; }, smax)[0];
        };
        // theta1: the k-th largest of each lane's R largest tagged group maxima (at least k
        // groups reach it); the groups whose max reaches it in the lane's slots.
        const unsigned R = laneTop(k), GS = groupSlots(k), CS = columnSlots(k);
        SmallVector<AllocaInst *, 4> top;
        for (unsigned r = 0; r < R; ++r)
          top.push_back(makeVar(B, i64, B.getInt64(kNone), "gtop"));
        h.laneReduce(
            B, 32, {i64},
            [&](Builder &B, Value *lane) -> LaneState {
              laneWords(
                  lane, groups,
                  [&](Value *g, Value *ok, Value *w) {
                    // A sorted insertion: top[r] = max(top[r], min(top[r - 1], t)), from the last.
                    Value *t = B.CreateSelect(
                        ok, B.CreateOr(B.CreateShl(B.CreateAShr(w, 32), 32), g), B.getInt64(kNone));
                    for (unsigned r = R - 1; r >= 1; --r) {
                      Value *up = B.CreateLoad(i64, top[r - 1]), *mr = B.CreateLoad(i64, top[r]);
                      Value *lo = B.CreateSelect(B.CreateICmpSLT(t, up), t, up);
                      B.CreateStore(B.CreateSelect(B.CreateICmpSGT(lo, mr), lo, mr), top[r]);
                    }
                    Value *m0 = B.CreateLoad(i64, top[0]);
                    B.CreateStore(B.CreateSelect(B.CreateICmpSGT(t, m0), t, m0), top[0]);
                  },
                  "gtop");
              return {B.getInt64(0)};
            },
            smax);
        Value *theta1 = thetaOf(popRounds(top, false, "theta1"));
        SmallVector<AllocaInst *, 16> gs;
        for (unsigned e = 0; e < GS; ++e)
          gs.push_back(makeVar(B, i64, B.getInt64(kNone), "gslot"));
        AllocaInst *gn = makeVar(B, i64, B.getInt64(0), "gn");
        Value *gMax = h.laneReduce(
            B, 32, {i64},
            [&](Builder &B, Value *lane) -> LaneState {
              laneWords(
                  lane, groups,
                  [&](Value *g, Value *ok, Value *w) {
                    Value *gk = B.CreateTrunc(B.CreateAShr(w, 32), i32);
                    emitIf(B, B.CreateAnd(ok, B.CreateICmpSGE(gk, theta1)), [&] {
                      keep(B, gs, gn, B.CreateOr(B.CreateShl(B.CreateAShr(w, 32), 32), g));
                    });
                  },
                  "gkeep");
              return {B.CreateLoad(i64, gn)};
            },
            smax)[0];
        Value *gOver = B.CreateICmpSGT(gMax, B.getInt64(GS));
        AllocaInst *thetaVar = makeVar(B, i32, B.getInt32(INT32_MIN), "theta");
        emitIf(
            B, gOver, [&] { B.CreateStore(thetaOf(rounds(allGroups, false, "gtheta")), thetaVar); },
            [&] {
              SmallVector<AllocaInst *, 16> copy; // the rounds consume their slots
              for (AllocaInst *s : gs) {
                copy.push_back(makeVar(B, i64, B.getInt64(kNone), "gcopy"));
                B.CreateStore(B.CreateLoad(i64, s), copy.back());
              }
              B.CreateStore(thetaOf(popRounds(copy, false, "stheta")), thetaVar);
            },
            "gover");
        Value *theta = B.CreateLoad(i32, thetaVar);
        // The columns that reach theta of the lane's groups whose max reaches it: each such
        // group's chunk columns loaded kCols at a time (clamped to its first column past its
        // real end), then kept.
        SmallVector<AllocaInst *, 16> cs;
        for (unsigned e = 0; e < CS; ++e)
          cs.push_back(makeVar(B, i64, B.getInt64(kNone), "cslot"));
        AllocaInst *cn = makeVar(B, i64, B.getInt64(0), "cn");
        emitIf(B, B.CreateNot(gOver), [&] {
          emitFor(
              B, B.getInt64(0), B.getInt64(GS), 1,
              [&](Value *e) {
                Value *t = B.getInt64(kNone);
                for (unsigned q = 0; q < GS; ++q)
                  t = B.CreateSelect(B.CreateICmpEQ(e, B.getInt64(q)), B.CreateLoad(i64, gs[q]), t);
                Value *reach =
                    B.CreateAnd(B.CreateICmpNE(t, B.getInt64(kNone)),
                                B.CreateICmpSGE(B.CreateTrunc(B.CreateAShr(t, 32), i32), theta));
                emitIf(B, reach,
                       [&] { keepColumns(B.CreateAnd(t, B.getInt64(kLowMask)), theta, cs, cn); });
              },
              "cgroup", kNoUnroll);
        });
        Value *over = B.CreateOr(gOver, B.CreateICmpSGT(laneMaxOf(cn), B.getInt64(CS)));
        emitIf(
            B, over,
            [&] {
              rounds(
                  [&](Builder &B, Value *lane, function_ref<void(Value *, Value *)> offer) {
                    globalGroups(theta, B, lane, offer);
                  },
                  true, "ground");
            },
            [&] { popRounds(cs, true, "sround"); }, "over");
      },
      [&] { storeInactive(B, h, k, ids, lps, rankPtr); }, "active");
}

} // namespace

void emitTopKSelectWarpRow(Builder &B, Hooks &h, const KernelSpec &spec, Value *row, Value *lse) {
  SelectRow(B, h, spec, row, lse).emit();
}

void emitTopKSelect(Module &M, Hooks &h, const KernelSpec &spec) {
  const bool block = abi::topkSelectBlockPerRow(spec.target.arch); // topk_select_block.cpp
  h.emitKernel(M, spec.symbolName(), TSL_NumArgs, TSL_Rows,
               block ? Granularity::RowBlock : Granularity::Warp, nullptr,
               [&](Builder &B, Value *row, Value *) {
                 // Before any memory access: where the launch is programmatic
                 // (abi::programmaticTopKSelect) the row's lane words, partials and target
                 // logit are topk_stats' writes, and its outputs may be what the previous
                 // kernel reads.
                 h.gridDependencyWait(B);
                 if (block)
                   emitTopKSelectBlockRow(B, h, spec, row);
                 else
                   emitTopKSelectWarpRow(B, h, spec, row);
               });
}

} // namespace logpjit::tmpl
