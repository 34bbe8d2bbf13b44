//===- topk_select_block.cpp - topk_select's row on one block (sm_90) -------===//
//
// docs/spec.md §15, docs/decisions/topk-select-in-a-block.md. The same selection as the
// warp's row (topk_select.cpp), spread over the kRowBlockThreads threads of a block, whose
// steps each take a few loads per thread instead of a warp's long chains:
//   1. each thread reads its share of the row's lane-stats words (a group g: lane l of
//      tile u, g = u L + l): their counts summed (the rank), their largest tagged max kept;
//      32-bit words of a row of at most kThreads * kBatch groups stay in registers as
//      32-bit tagged keys for step 3 (docs/decisions/topk-select-in-a-block.md);
//   2. theta = the k-th largest of the threads' maxima (each warp sorts its 32 by a
//      bitonic network, then each of the warps' first k counts the larger ones in every
//      warp's sorted list by binary search): at least k groups, so k columns, reach it;
//   3. the groups whose max reaches theta are listed in shared memory, then their columns
//      read again, one chunk per thread, those that reach theta kept as candidate keys;
//   4. each candidate's place is the number of larger candidates (keys are distinct):
//      places below k are the row's list.
// A row whose groups or candidates overflow their shared arrays (many equal values) is
// taken by the block's first warp on the warp's path. Any of these finds the same keys.
// For the processed sampler (TSL_TopP in (0, 1), k > kPrefix) steps 2-4 run first for the
// kPrefix best: where the sampler's own top-p sum (templates/sampler.cpp: exp(lp_j) added
// in order from +0 in fp32 over the real candidates) reaches top_p inside them, the row's
// list is those kPrefix and padding (ids -1, logprobs -inf), which gives the sampler's
// outputs the bits the k best give (its kept prefix ends inside them;
// docs/decisions/topk-select-top-p-prefix.md); otherwise the k best follow as above.
//
//===----------------------------------------------------------------------===//
#include "templates/topk_select_block.h"

#include <algorithm>

namespace logpjit::tmpl {
namespace rowblock {

/// x / tau of a raw element (the storage type), as tile_stats reads it.
Value *BlockRow::widenScale(Value *raw) { return in.widenScale(B, spec, raw); }

/// Calls fn(g, stats[g]) for this thread's groups g = tid, tid + kThreads, ... below the
/// row's count, kBatch loads issued before any is used.
void BlockRow::words(function_ref<void(Value *g, Value *w)> fn, const Twine &name) {
  constexpr int64_t span = int64_t(kThreads) * kBatch;
  Value *steps = B.CreateUDiv(B.CreateAdd(groups, B.getInt64(span - 1)), B.getInt64(span));
  emitFor(
      B, B.getInt64(0), steps, 1,
      [&](Value *s) {
        Value *g[kBatch], *ok[kBatch], *w[kBatch];
        for (unsigned b = 0; b < kBatch; ++b) {
          g[b] = B.CreateAdd(tid, B.CreateAdd(B.CreateMul(s, B.getInt64(span)),
                                              B.getInt64(int64_t(b) * kThreads)));
          ok[b] = B.CreateICmpSLT(g[b], groups);
          Type *wt = topk::laneWordType(B, spec);
          w[b] = topk::decodeLaneWord(
              B, spec,
              B.CreateLoad(wt, B.CreateGEP(wt, stats, B.CreateSelect(ok[b], g[b], B.getInt64(0)))));
        }
        for (unsigned b = 0; b < kBatch; ++b)
          emitIf(B, ok[b], [&] { fn(g[b], w[b]); });
      },
      name, kNoUnroll);
}

/// onCached() where the row's words stay in registers, else onWords(): a branch uniform over
/// the block where the spec has both paths (packedLaneWords), onWords() alone where not.
void BlockRow::byWordPath(function_ref<void()> onCached, function_ref<void()> onWords,
                          const Twine &name) {
  if (cached)
    emitIf(B, cached, onCached, onWords, name);
  else
    onWords();
}

/// The row's merge where TSL_MergeHere asks for it: warp 0's 32 lanes run it (thread 0
/// stores its outputs) and thread 0 leaves lse in SH_Lse for the block, read behind the
/// next barrier. No barrier inside: the other warps go on.
void BlockRow::mergeRow() {
  Value *first = B.CreateICmpEQ(tid, B.getInt64(0));
  emitIf(B, B.CreateAnd(mergeHere, B.CreateICmpEQ(warp, B.getInt64(0))), [&] {
    // the merge's sums through shared memory (MergeSource::scratch): fewer instructions
    // than a broadcast per term in warp 0, which the others wait for at sortThreads
    Value *v = selectRowLse(B, h, spec, row, first, true, shared(SH_Merge, f32));
    emitIf(B, first, [&] { B.CreateStore(v, shared(SH_Lse, f32)); });
  });
}

/// The cached path's loads (packedLaneWords specs), issued for every row before anything
/// waits on a load of the row (its target, which decides whether it is active): this
/// thread's kBatch 32-bit words g = tid + b kThreads, a group past the row's count reading
/// group 0 (dropped). An inactive row's words, or those of a row with more groups than
/// the cache (the loop of words() then), are memory of the batch, unused.
void BlockRow::loadCachedWords() {
  for (unsigned b = 0; b < kBatch; ++b) {
    Value *g = B.CreateAdd(tid, B.getInt64(int64_t(b) * kThreads));
    wordGroup[b] = g;
    wordOk[b] = B.CreateICmpSLT(g, groups);
    words32[b] =
        B.CreateLoad(i32, B.CreateGEP(i32, stats, B.CreateSelect(wordOk[b], g, B.getInt64(0))));
  }
}

/// Step 1 on the cached path, from loadCachedWords' words (a group past the row's count:
/// key INT32_MIN, count 0): their tagged keys kept in `cache`, and the i64 `above`, `mx`,
/// `nan` of words()'s loop (nan: 1 where the thread's max is a NaN, which is every key's
/// maximum).
void BlockRow::cacheWords(AllocaInst *above, AllocaInst *mx, AllocaInst *nan) {
  Value *const *w = words32, *const *ok = wordOk, *const *g = wordGroup;
  Value *count = B.getInt32(0), *best = B.getInt32(INT32_MIN);
  for (unsigned b = 0; b < kBatch; ++b) {
    Value *key = B.CreateSelect(ok[b], topk::packedKey(B, w[b], B.CreateTrunc(g[b], i32)),
                                B.getInt32(INT32_MIN));
    B.CreateStore(key, cache[b]);
    count = B.CreateAdd(
        count, B.CreateSelect(ok[b], B.CreateAnd(w[b], B.getInt32(0xFFFF)), B.getInt32(0)));
    best = B.CreateSelect(B.CreateICmpSGT(key, best), key, best);
  }
  B.CreateStore(best, cacheMax);
  B.CreateStore(B.CreateZExt(count, i64), above);
  B.CreateStore(topk::widenPackedKey(B, best), mx);
  Value *isNan = B.CreateICmpEQ(B.CreateAShr(best, 16), B.getInt32(0x7FC0));
  B.CreateStore(B.CreateZExt(isNan, i64), nan);
}

/// The sum over the block of each thread's i64 `v`, in every thread (the warps' sums pass
/// through shared memory at `at`). Integers: any order gives the same sum.
Value *BlockRow::blockSum(Value *v, uint64_t at) {
  auto add = [](Builder &B, ArrayRef<Value *> a, ArrayRef<Value *> b) -> LaneState {
    return {B.CreateAdd(a[0], b[0])};
  };
  Value *w = h.laneReduce(
      B, 32, {i64}, [&](Builder &, Value *) -> LaneState { return {v}; }, add)[0];
  emitIf(B, B.CreateICmpEQ(lane, B.getInt64(0)), [&] { B.CreateStore(w, shared(at, i64, warp)); });
  h.unitBarrier(B);
  Value *sum = B.getInt64(0);
  for (unsigned i = 0; i < kWarps; ++i)
    sum = B.CreateAdd(sum, B.CreateLoad(i64, shared(at, i64, B.getInt64(i))));
  return sum;
}

/// The warp's 32 values `v`, sorted: lane i gets the i-th largest (a bitonic network).
Value *BlockRow::sortWarp(Value *v) {
  for (unsigned size = 2; size <= 32; size *= 2)
    for (unsigned stride = size / 2; stride >= 1; stride /= 2) {
      Value *other = h.laneShuffleXor(B, v, stride);
      Value *lower = B.CreateICmpEQ(B.CreateAnd(lane, B.getInt64(stride)), B.getInt64(0));
      Value *desc = B.CreateICmpEQ(B.CreateAnd(lane, B.getInt64(size)), B.getInt64(0));
      v = B.CreateSelect(B.CreateICmpEQ(lower, desc), smax(v, other), smin(v, other));
    }
  return v;
}

/// Sorts the threads' tagged maxima `mx` (distinct, kNone for a thread without groups) in
/// each warp into SH_Top (lane i of a warp: its i-th largest, kept in `sorted`) and returns
/// the block's sum of `v` (i64), in every thread: both pass through shared memory behind
/// one barrier.
Value *BlockRow::sortThreads(Value *mx, Value *v) {
  auto add = [](Builder &B, ArrayRef<Value *> a, ArrayRef<Value *> b) -> LaneState {
    return {B.CreateAdd(a[0], b[0])};
  };
  Value *w = h.laneReduce(
      B, 32, {i64}, [&](Builder &, Value *) -> LaneState { return {v}; }, add)[0];
  emitIf(B, B.CreateICmpEQ(lane, B.getInt64(0)),
         [&] { B.CreateStore(w, shared(SH_Sums, i64, warp)); });
  AllocaInst *s = makeVar(B, i64, B.getInt64(kNone), "sorted");
  byWordPath(
      [&] { // the cached keys sort as i32: widenPackedKey keeps their order
        Value *v = sortWarp(B.CreateLoad(i32, cacheMax));
        B.CreateStore(v, sorted32);
        B.CreateStore(v, shared(SH_Top32, i32, tid));
        B.CreateStore(topk::widenPackedKey(B, v), s);
      },
      [&] { B.CreateStore(sortWarp(mx), s); }, "sort");
  sorted = B.CreateLoad(i64, s);
  B.CreateStore(sorted, shared(SH_Top, i64, tid));
  h.unitBarrier(B);
  Value *sum = B.getInt64(0);
  for (unsigned i = 0; i < kWarps; ++i)
    sum = B.CreateAdd(sum, B.CreateLoad(i64, shared(SH_Sums, i64, B.getInt64(i))));
  return sum;
}

/// The number of entries larger than `me` in the kWarps sorted lists of 32 at `list`
/// (entries of type `ty`), each by a branch-free binary search (i32).
Value *BlockRow::largerInLists(Type *ty, uint64_t list, Value *me) {
  Value *place = B.getInt32(0);
  for (unsigned w = 0; w < kWarps; ++w) {
    Value *pos = B.getInt32(0);
    for (int32_t step = 16; step >= 1; step /= 2) {
      Value *at = B.getInt32(int32_t(w) * 32 + step - 1);
      Value *e = B.CreateLoad(ty, shared(list, ty, B.CreateZExt(B.CreateAdd(at, pos), i64)));
      pos = B.CreateSelect(B.CreateICmpSGT(e, me), B.CreateAdd(pos, B.getInt32(step)), pos);
    }
    // The steps count up to 31; the whole list is larger where its last entry is.
    Value *last = B.CreateLoad(ty, shared(list, ty, B.getInt64(int64_t(w) * 32 + 31)));
    pos = B.CreateAdd(pos, B.CreateZExt(B.CreateICmpSGT(last, me), i32));
    place = B.CreateAdd(place, pos);
  }
  return place;
}

/// theta for the kk best (i32 value key, in every thread, behind a barrier): the kk-th
/// largest of the sorted threads' maxima, INT32_MIN where fewer than kk are not kNone
/// (SH_Theta holds INT32_MIN before the call). At least kk groups, so kk columns, reach it.
Value *BlockRow::thetaOf(int64_t kk) {
  // The kk-th largest is some warp's entry i < kk; its place is the number of larger
  // entries, summed over the sorted lists (each by a branch-free binary search).
  const int64_t firsts = std::min<int64_t>(kk, 32);
  emitIf(B,
         B.CreateAnd(B.CreateICmpSLT(lane, B.getInt64(firsts)),
                     B.CreateICmpNE(sorted, B.getInt64(kNone))),
         [&] {
           // the cached keys' i32 lists where the row has them (same order, see sortThreads)
           AllocaInst *place = makeVar(B, i32, B.getInt32(0), "place");
           auto count = [&](Type *ty, uint64_t list, Value *me) {
             B.CreateStore(largerInLists(ty, list, me), place);
           };
           byWordPath([&] { count(i32, SH_Top32, B.CreateLoad(i32, sorted32)); },
                      [&] { count(i64, SH_Top, sorted); }, "place");
           emitIf(B, B.CreateICmpEQ(B.CreateLoad(i32, place), B.getInt32(int32_t(kk - 1))), [&] {
             B.CreateStore(B.CreateTrunc(B.CreateAShr(sorted, 32), i32), shared(SH_Theta, i32));
           });
         });
  h.unitBarrier(B);
  return B.CreateLoad(i32, shared(SH_Theta, i32));
}

/// Steps 3 and 4 for the kk best (SH_Groups and SH_Keys 0 before the call): lists the
/// groups and candidates that reach `theta` and returns whether they overflow (then
/// nothing is stored); otherwise stores the rank `rk` and places the kk best.
Value *BlockRow::select(Value *theta, int64_t kk, Value *rk) {
  listGroups(theta);
  h.unitBarrier(B);
  Value *groupsOver =
      B.CreateICmpUGT(B.CreateLoad(i32, shared(SH_Groups, i32)), B.getInt32(kGroupCap));
  emitIf(B, B.CreateNot(groupsOver), [&] { keepColumns(theta); });
  h.unitBarrier(B);
  Value *nKeys = B.CreateZExt(B.CreateLoad(i32, shared(SH_Keys, i32)), i64);
  Value *over = B.CreateOr(groupsOver, B.CreateICmpUGT(nKeys, B.getInt64(kKeyCap)));
  emitIf(B, B.CreateNot(over), [&] {
    emitIf(B, B.CreateICmpEQ(tid, B.getInt64(0)), [&] { B.CreateStore(rk, rankPtr); });
    placeKeys(nKeys, kk);
  });
  return over;
}

/// Whether the sampler's top-p sum reaches `topP` inside the row's first kPrefix list
/// entries (just stored): exp(lp_j - 0) over the entries with an id, added in order from
/// +0 in fp32 until the sum is not below topP — templates/sampler.cpp's operations
/// without a top_k, on the same values. Thread 0's answer goes to SH_Reached; the caller
/// puts a barrier between the stores and this call and after it.
Value *BlockRow::prefixReaches(Value *topP) {
  AllocaInst *reached = makeVar(B, i1, B.getFalse(), "reached");
  AllocaInst *total = makeVar(B, f32, ConstantFP::get(f32, 0.0), "total");
  emitFor(
      B, B.getInt64(0), B.getInt64(kPrefix), 1,
      [&](Value *j) {
        Value *real = B.CreateICmpSGE(B.CreateLoad(i64, B.CreateGEP(i64, ids, j)), B.getInt64(0));
        Value *lp = B.CreateLoad(f32, B.CreateGEP(f32, lps, j));
        emitIf(B, B.CreateAnd(real, B.CreateNot(B.CreateLoad(i1, reached))), [&] {
          // z = 0: the sampler's z without a top_k (lp is normalized over the vocabulary)
          Value *term = samplerTerm(B, h, lp, ConstantFP::get(f32, 0.0));
          Value *t = B.CreateFAdd(B.CreateLoad(f32, total), term);
          B.CreateStore(t, total);
          B.CreateStore(samplerReached(B, t, topP), reached);
        });
      },
      "prefix", spec.quick ? kNoUnroll : 8);
  return B.CreateLoad(i1, reached);
}

/// 1 + the columns above the target (0 for a target outside [0, V_real)): the groups'
/// counts `above`, counted again from the logits (every thread a stride of columns) where
/// the float comparison could differ from the keys' (a NaN tile max, a -0 target).
Value *BlockRow::rank(Value *tgt, Value *t, Value *above, Value *nanLanes) {
  Value *tgtOk = B.CreateAnd(B.CreateICmpSGE(tgt, B.getInt64(0)), B.CreateICmpSLT(tgt, valid));
  Value *minusZero = B.CreateICmpEQ(B.CreateBitCast(t, i32), B.getInt32(INT32_MIN));
  Value *exact = B.CreateAnd(B.CreateFCmpORD(t, t),
                             B.CreateOr(minusZero, B.CreateICmpSGT(nanLanes, B.getInt64(0))));
  AllocaInst *count = makeVar(B, i64, above, "above");
  emitIf(
      B, exact,
      [&] {
        Value *kt = valueKey(B, t);
        Type *st = storageType(B, spec.dtype);
        const unsigned esize = dtypeSize(spec.dtype);
        AllocaInst *n = makeVar(B, i64, B.getInt64(0), "exact");
        emitFor(
            B, tid, valid, kThreads,
            [&](Value *c) {
              Value *raw = B.CreateAlignedLoad(
                  st, B.CreateGEP(B.getInt8Ty(), rowPtr, B.CreateMul(c, B.getInt64(esize))),
                  Align(esize));
              Value *gt = B.CreateICmpSGT(valueKey(B, widenScale(raw)), kt);
              B.CreateStore(B.CreateAdd(B.CreateLoad(i64, n), B.CreateZExt(gt, i64)), n);
            },
            "exactabove", kNoUnroll);
        B.CreateStore(blockSum(B.CreateLoad(i64, n), SH_Exact), count);
      },
      nullptr, "exact");
  return B.CreateSelect(tgtOk, B.CreateAdd(B.CreateLoad(i64, count), B.getInt64(1)), B.getInt64(0));
}

void BlockRow::emit() {
  sh = h.blockShared(B, SH_Bytes);
  assert(sh && "topk_select in a block needs the block's shared memory");
  tid = h.threadInUnit(B);
  lane = B.CreateAnd(tid, B.getInt64(31));
  warp = B.CreateLShr(tid, B.getInt64(5));
  auto [active, tgt] = rowTarget(B, h, spec, row, TSL_Targets, TSL_Active, TSL_IgnoreIndex);
  ids = B.CreateGEP(i64, ptrArg(TSL_Ids), B.CreateMul(row, B.getInt64(k)));
  lps = B.CreateGEP(f32, ptrArg(TSL_Logprobs), B.CreateMul(row, B.getInt64(k)));
  rankPtr = B.CreateGEP(i64, ptrArg(TSL_Rank), row);
  mergeHere = B.CreateICmpNE(h.arg(B, TSL_MergeHere), B.getInt64(0));
  Value *first = B.CreateICmpEQ(tid, B.getInt64(0));
  auto resetLists = [&] {
    B.CreateStore(B.getInt32(0), shared(SH_Groups, i32));
    B.CreateStore(B.getInt32(0), shared(SH_Keys, i32));
    B.CreateStore(B.getInt32(INT32_MIN), shared(SH_Theta, i32));
  };
  // The loads that need no value of the row, issued before anything waits for its target:
  // the row's inputs (arguments), its target logit (for the rank), the cached path's
  // words; then the merge (warp 0), for every row.
  in = selectRowInputs(B, h, spec, row);
  tau = in.tau, rowPtr = in.rowPtr, valid = in.valid, kl = in.kl, groups = in.groups;
  stats = in.stats;
  Value *targetLogit = B.CreateLoad(f32, B.CreateGEP(f32, ptrArg(TSL_TargetLogit), row));
  if (topk::packedLaneWords(spec))
    loadCachedWords();
  // the row's lse: TSL_Lse's, or (the merge here) SH_Lse's behind sortThreads' barrier
  AllocaInst *lseVar = makeVar(B, f32, ConstantFP::get(f32, 0.0), "lse");
  emitIf(B, B.CreateNot(mergeHere),
         [&] { B.CreateStore(selectRowLse(B, h, spec, row, nullptr, false), lseVar); });
  mergeRow();
  // Every branch below is uniform over the block (the row's values and arguments), so
  // every thread meets every barrier.
  emitIf(
      B, active,
      [&] {
        emitIf(B, first, [&] {
          resetLists();
          B.CreateStore(B.getInt32(0), shared(SH_Reached, i32));
        });
        // 1. The thread's words: counts summed, the largest tagged max kept, whether a
        // lane's max is NaN (then its tile's max is: the rank is counted from the logits).
        AllocaInst *above = makeVar(B, i64, B.getInt64(0), "above");
        AllocaInst *mx = makeVar(B, i64, B.getInt64(kNone), "mx");
        AllocaInst *nan = makeVar(B, i64, B.getInt64(0), "nan");
        auto fromWords = [&] {
          words(
              [&](Value *g, Value *w) {
                B.CreateStore(
                    B.CreateAdd(B.CreateLoad(i64, above), B.CreateAnd(w, B.getInt64(kLowMask))),
                    above);
                Value *hi = B.CreateAShr(w, 32);
                Value *isNan = B.CreateICmpEQ(hi, B.getInt64(kNanKey));
                B.CreateStore(B.CreateOr(B.CreateLoad(i64, nan), B.CreateZExt(isNan, i64)), nan);
                B.CreateStore(smax(B.CreateLoad(i64, mx), B.CreateOr(B.CreateShl(hi, 32), g)), mx);
              },
              "words");
        };
        if (topk::packedLaneWords(spec)) {
          for (unsigned b = 0; b < kBatch; ++b)
            cache[b] = makeVar(B, i32, B.getInt32(INT32_MIN), "cached");
          cacheMax = makeVar(B, i32, B.getInt32(INT32_MIN), "cachedmax");
          sorted32 = makeVar(B, i32, B.getInt32(INT32_MIN), "sorted32");
          cached = B.CreateICmpSLE(groups, B.getInt64(int64_t(kThreads) * kBatch));
        }
        byWordPath([&] { cacheWords(above, mx, nan); }, fromWords, "cached");
        // 2. The sorted maxima; the sums of the counts and of the NaN flags (in bits 48 and
        // up: at most kThreads of them) through the same barrier.
        Value *sums = sortThreads(
            B.CreateLoad(i64, mx),
            B.CreateAdd(B.CreateLoad(i64, above), B.CreateShl(B.CreateLoad(i64, nan), 48)));
        emitIf(B, mergeHere,
               [&] { B.CreateStore(B.CreateLoad(f32, shared(SH_Lse, f32)), lseVar); });
        lse = B.CreateLoad(f32, lseVar);
        Value *aboveSum = B.CreateAnd(sums, B.getInt64((int64_t(1) << 48) - 1));
        Value *nanLanes = B.CreateLShr(sums, 48);
        Value *rk = rank(tgt, targetLogit, aboveSum, nanLanes);
        // The processed sampler's first list: the kPrefix best, kept where they reach top_p.
        Value *topP = B.CreateBitCast(B.CreateTrunc(h.arg(B, TSL_TopP), i32), f32);
        Value *prefix = B.CreateAnd(B.CreateFCmpOGT(topP, ConstantFP::get(f32, 0.0)),
                                    B.CreateFCmpOLT(topP, ConstantFP::get(f32, 1.0)));
        if (k > kPrefix)
          emitIf(B, prefix, [&] {
            Value *over = select(thetaOf(kPrefix), kPrefix, rk);
            h.unitBarrier(B); // the list's stores, then thread 0 reads them
            emitIf(B, first, [&] {
              // (an overflow stored no list: nothing to read)
              emitIf(B, B.CreateNot(over), [&] {
                B.CreateStore(B.CreateZExt(prefixReaches(topP), i32), shared(SH_Reached, i32));
              });
              resetLists();
            });
            h.unitBarrier(B);
          });
        Value *reached = B.CreateICmpNE(B.CreateLoad(i32, shared(SH_Reached, i32)), B.getInt32(0));
        emitIf(
            B, reached,
            [&] { // the rest of the list: padding
              emitFor(
                  B, B.CreateAdd(tid, B.getInt64(kPrefix)), B.getInt64(k), kThreads,
                  [&](Value *i) { storeRound(B, h, B.getInt64(kNone), i, ids, lps, lse); }, "pad",
                  kNoUnroll);
            },
            [&] {
              // 3. the listed groups and their candidates, 4. their places.
              Value *over = select(thetaOf(k), k, rk);
              // many equal values: the warp's path (its rounds over global memory); in a
              // RowBlock unit Hooks::leader is every thread, so its 32 lanes store the same
              // values (every store of that path is of a warp-uniform value)
              emitIf(B, B.CreateAnd(over, B.CreateICmpULT(tid, B.getInt64(32))),
                     [&] { emitTopKSelectWarpRow(B, h, spec, row, lse); });
            },
            "reached");
      },
      [&] { emitIf(B, first, [&] { storeInactive(B, h, k, ids, lps, rankPtr); }); }, "active");
}

} // namespace rowblock

void emitTopKSelectBlockRow(Builder &B, Hooks &h, const KernelSpec &spec, llvm::Value *row) {
  rowblock::BlockRow(B, h, spec, row).emit();
}

} // namespace logpjit::tmpl
