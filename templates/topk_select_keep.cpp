//===- topk_select_keep.cpp - topk_select's candidates on one block (sm_90) --===//
//
// Steps 3 and 4 of topk_select_block.cpp's row: the groups whose max reaches theta listed,
// their columns read again in the widest aligned loads and those that reach theta kept as
// candidate keys, then each candidate placed by the number of larger ones.
// docs/decisions/topk-select-in-a-block.md.
//
//===----------------------------------------------------------------------===//
#include "templates/topk_select_block.h"

namespace logpjit::tmpl::rowblock {

/// Appends `v` (of type `ty`) to the shared list at `list` whose i32 counter is at `count`:
/// a slot taken by an atomic add (the order of the slots is free: places come from key
/// comparisons), counted past `cap`, stored below it.
void BlockRow::append(uint64_t count, uint64_t list, unsigned cap, Type *ty, Value *v) {
  Value *at = B.CreateAtomicRMW(AtomicRMWInst::Add, shared(count, i32), B.getInt32(1),
                                MaybeAlign(4), AtomicOrdering::Monotonic);
  emitIf(B, B.CreateICmpULT(at, B.getInt32(int32_t(cap))),
         [&] { B.CreateStore(v, shared(list, ty, B.CreateZExt(at, i64))); });
}

/// Lists group `g` (counted past kGroupCap, stored below it).
void BlockRow::listGroup(Value *g) {
  append(SH_Groups, SH_GroupList, kGroupCap, i32, B.CreateTrunc(g, i32));
}

/// Lists the groups whose max reaches `theta` (counted past kGroupCap, stored below it).
void BlockRow::listGroups(Value *theta) {
  auto fromWords = [&] {
    words(
        [&](Value *g, Value *w) {
          Value *gk = B.CreateTrunc(B.CreateAShr(w, 32), i32);
          emitIf(B, B.CreateICmpSGE(gk, theta), [&] { listGroup(g); });
        },
        "glist");
  };
  byWordPath([&] { listCachedGroups(theta); }, fromWords, "glist");
}

/// listGroups from the cached keys: valueKey(max) >= theta, a bf16 value's key against
/// another's, is packedKey's high half against theta's, so key >= theta's high half with
/// the low half cleared. A thread whose max is below that has nothing to list.
void BlockRow::listCachedGroups(Value *theta) {
  Value *bound = B.CreateAnd(theta, B.getInt32(int32_t(0xFFFF0000u)));
  emitIf(B, B.CreateICmpSGE(B.CreateLoad(i32, cacheMax), bound), [&] {
    for (unsigned b = 0; b < kBatch; ++b) {
      Value *key = B.CreateLoad(i32, cache[b]);
      Value *reach =
          B.CreateAnd(B.CreateICmpNE(key, B.getInt32(INT32_MIN)), B.CreateICmpSGE(key, bound));
      emitIf(B, reach, [&] { listGroup(B.CreateAdd(tid, B.getInt64(int64_t(b) * kThreads))); });
    }
  });
}

/// The widest load, in bytes, every (group, chunk) unit of a row can take: a power of two
/// dividing the chunk's and the tile's bytes, at most 16. Every unit then starts a multiple
/// of it past its tile's start and ends inside the tile, so where the row's start is a
/// multiple of it too (checked per row) no load is misaligned or leaves the row.
unsigned unitBytes(const KernelSpec &spec) {
  const unsigned esize = dtypeSize(spec.dtype);
  unsigned a = 16;
  while (a > esize && ((spec.chunk * esize) % a || (spec.tile_width * esize) % a))
    a /= 2;
  return a;
}

/// The candidate keys of the listed groups' columns that reach `theta` (counted past
/// kKeyCap, stored below it). Where the row's start allows (unitBytes), each chunk is read
/// in loads of unitBytes (a 16-bit row's chunk in half the loads and registers, two
/// chunks per thread in flight), else one column per load.
void BlockRow::keepColumns(Value *theta) {
  const unsigned esize = dtypeSize(spec.dtype), wide = unitBytes(spec);
  if (wide == esize)
    return keepColumnsIn(theta, esize, kItems);
  Value *at = B.CreatePtrToInt(rowPtr, i64);
  Value *aligned = B.CreateICmpEQ(B.CreateAnd(at, B.getInt64(wide - 1)), B.getInt64(0));
  emitIf(
      B, aligned, [&] { keepColumnsIn(theta, wide, kWideItems); },
      [&] { keepColumnsIn(theta, esize, kItems); }, "kwide");
}

/// keepColumns in loads of `unit` bytes (a power of two dividing the chunk's bytes), `n`
/// (group, chunk) items per thread and step, all of a step's loads issued before any is
/// used. A unit past the group's real end reads its tile's first unit, and a column past
/// it is dropped: every load stays inside the tile (unitBytes). Indices in 32 bits (a
/// row's columns and items are far below 2^31).
void BlockRow::keepColumnsIn(Value *theta, unsigned unit, int64_t n) {
  const unsigned esize = dtypeSize(spec.dtype), per = unit / esize;
  Value *nGroups = B.CreateLoad(i32, shared(SH_Groups, i32));
  Value *items = B.CreateMul(nGroups, B.getInt32(int32_t(iters)));
  Value *valid32 = B.CreateTrunc(valid, i32), *tid32 = B.CreateTrunc(tid, i32);
  Type *st = storageType(B, spec.dtype);
  // the unit as it is loaded, and as C / per elements of the storage type
  Type *lt =
      unit <= 4 ? (unit == esize ? st : (Type *)i32) : (Type *)FixedVectorType::get(i32, unit / 4);
  Type *vt = FixedVectorType::get(st, per);
  // theta's value: x >= it (or either a NaN) wherever valueKey(x) >= theta, since keys
  // order as the values do with -0 below +0 and NaN above all (INT32_MIN: a NaN, all pass)
  Value *thetaValue =
      B.CreateBitCast(B.CreateSelect(B.CreateICmpSLT(theta, B.getInt32(0)),
                                     B.CreateXor(theta, B.getInt32(INT32_MAX)), theta),
                      f32);
  const int64_t span = int64_t(kThreads) * n;
  Value *steps =
      B.CreateUDiv(B.CreateAdd(items, B.getInt32(int32_t(span - 1))), B.getInt32(int32_t(span)));
  emitFor(
      B, B.getInt32(0), steps, 1,
      [&](Value *s) {
        SmallVector<Value *, 32> col, raw;    // per column: tile-relative, its value
        SmallVector<Value *, 4> starts, lims; // per item: its tile's first and real columns
        for (int64_t b = 0; b < n; ++b) {     // every item's loads first
          Value *q = B.CreateAdd(tid32, B.CreateAdd(B.CreateMul(s, B.getInt32(int32_t(span))),
                                                    B.getInt32(int32_t(b * kThreads))));
          Value *inItems = B.CreateICmpSLT(q, items);
          q = B.CreateSelect(inItems, q, B.getInt32(0)); // past the items: item 0, dropped
          Value *gi = B.CreateUDiv(q, B.getInt32(int32_t(iters)));
          Value *it = B.CreateURem(q, B.getInt32(int32_t(iters)));
          Value *g = B.CreateLoad(i32, shared(SH_GroupList, i32, B.CreateZExt(gi, i64)));
          auto [l, start, lm] = groupTile(B, g, L, W, valid32);
          lm = B.CreateSelect(inItems, lm, B.getInt32(0)); // every column dropped
          Value *first = B.CreateMul(B.CreateAdd(B.CreateMul(it, B.getInt32(int32_t(L))), l),
                                     B.getInt32(int32_t(C)));
          for (int64_t p = 0; p < C / per; ++p) {
            Value *e = B.CreateAdd(first, B.getInt32(int32_t(p * per)));
            Value *off = B.CreateSelect(B.CreateICmpSLT(e, lm), e, B.getInt32(0));
            Value *ptr = B.CreateGEP(
                B.getInt8Ty(), rowPtr,
                B.CreateMul(B.CreateZExt(B.CreateAdd(start, off), i64), B.getInt64(esize)));
            Value *v = B.CreateAlignedLoad(lt, ptr, Align(unit));
            if (per > 1)
              v = B.CreateBitCast(v, vt);
            for (unsigned i = 0; i < per; ++i) {
              raw.push_back(per > 1 ? B.CreateExtractElement(v, uint64_t(i)) : v);
              col.push_back(B.CreateAdd(e, B.getInt32(int32_t(i)))); // tile-relative
            }
          }
          starts.push_back(start);
          lims.push_back(lm);
        }
        for (size_t i = 0; i < raw.size(); ++i) {
          Value *x = widenScale(raw[i]);
          Value *ok = B.CreateICmpSLT(col[i], lims[i / C]);
          // the float test first: every value whose key reaches theta passes it (a few
          // more: -0 against +0), one compare instead of the key's five
          emitIf(B, B.CreateAnd(ok, B.CreateFCmpUGE(x, thetaValue)), [&] {
            emitIf(B, B.CreateICmpSGE(valueKey(B, x), theta), [&] {
              Value *c = B.CreateZExt(B.CreateAdd(starts[i / C], col[i]), i64);
              append(SH_Keys, SH_KeyList, kKeyCap, i64, candidateKey(B, x, c));
            });
          });
        }
      },
      "kcol", kNoUnroll);
}

/// Writes the row's list: candidate i goes to place = the number of larger candidates
/// (keys are distinct) where that is below kk; places from `nKeys` to kk hold none.
void BlockRow::placeKeys(Value *nKeys, int64_t kk) {
  Value *end = smax(nKeys, B.getInt64(kk));
  emitFor(
      B, tid, end, kThreads,
      [&](Value *i) {
        emitIf(
            B, B.CreateICmpSLT(i, nKeys),
            [&] {
              Value *c = B.CreateLoad(i64, shared(SH_KeyList, i64, i));
              AllocaInst *place = makeVar(B, i64, B.getInt64(0), "place");
              emitFor(
                  B, B.getInt64(0), nKeys, 1,
                  [&](Value *j) {
                    Value *e = B.CreateLoad(i64, shared(SH_KeyList, i64, j));
                    B.CreateStore(B.CreateAdd(B.CreateLoad(i64, place),
                                              B.CreateZExt(B.CreateICmpSGT(e, c), i64)),
                                  place);
                  },
                  "place", 4);
              Value *p = B.CreateLoad(i64, place);
              emitIf(B, B.CreateICmpSLT(p, B.getInt64(kk)),
                     [&] { storeRound(B, h, c, p, ids, lps, lse); });
            },
            [&] { storeRound(B, h, B.getInt64(kNone), i, ids, lps, lse); }, "keyed");
      },
      "keys", kNoUnroll);
}

} // namespace logpjit::tmpl::rowblock
