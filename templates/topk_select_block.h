//===- topk_select_block.h - topk_select's row on one block (sm_90) ---------===//
//
// The block's constants, shared arrays and BlockRow, shared by topk_select_block.cpp
// (steps 1, 2 and the row's flow) and topk_select_keep.cpp (step 3's re-read and step 4's
// places). docs/spec.md §15, docs/decisions/topk-select-in-a-block.md.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "runtime/core/kernel_abi.h"
#include "templates/numerics.h"
#include "templates/topk_keys.h"

namespace logpjit::tmpl::rowblock {

using namespace llvm;
using namespace logpjit::abi;

using namespace topk;

constexpr unsigned kThreads = kRowBlockThreads;
constexpr unsigned kWarps = kThreads / 32;
constexpr unsigned kGroupCap = 256;     ///< listed groups (k groups reach theta, a few more tie)
constexpr unsigned kKeyCap = 512;       ///< candidate keys
constexpr unsigned kBatch = 16;         ///< words a thread loads before it uses any
constexpr int64_t kItems = 1;           ///< (lane, chunk) items a thread loads at once (2 spill)
constexpr int64_t kWideItems = 2;       ///< the same where a chunk takes wider loads
constexpr int64_t kNanKey = 0x7FC00000; ///< valueKey of every NaN (a NaN lane max)
constexpr int64_t kPrefix = 16;         ///< the processed sampler's first list (TSL_TopP)

/// The block's shared arrays (byte offsets).
enum SharedAt : uint64_t {
  SH_Groups = 0,                             ///< i32: listed groups
  SH_Keys = 4,                               ///< i32: candidate keys
  SH_Theta = 8,                              ///< i32: theta (a value key)
  SH_Reached = 12,                           ///< i32: the kPrefix best reach top_p
  SH_Sums = 16,                              ///< i64 [kWarps]: the warps' count sums
  SH_Exact = SH_Sums + 8 * kWarps,           ///< i64 [kWarps]: the warps' exact counts
  SH_Top = SH_Exact + 8 * kWarps,            ///< i64 [kThreads]: the warps' sorted maxima
  SH_GroupList = SH_Top + 8 * kThreads,      ///< i32 [kGroupCap]
  SH_KeyList = SH_GroupList + 4 * kGroupCap, ///< i64 [kKeyCap]
  SH_Top32 = SH_KeyList + 8 * kKeyCap,       ///< i32 [kThreads]: SH_Top as cached keys
  SH_Lse = SH_Top32 + 4 * kThreads,          ///< f32: the row's lse (TSL_MergeHere)
  SH_Merge = (SH_Lse + 4 + 15) / 16 * 16,    ///< f32 [3][32]: the merge's terms
  SH_Bytes = SH_Merge + 4 * 3 * 32,
};

class BlockRow {
public:
  BlockRow(Builder &B, Hooks &h, const KernelSpec &spec, Value *row)
      : B(B), h(h), spec(spec), row(row), k(spec.top_k), W(spec.tile_width), C(spec.chunk),
        L(spec.lanes) {
    iters = ((W + C - 1) / C + L - 1) / L;
    f32 = B.getFloatTy();
    i64 = B.getInt64Ty();
    i32 = B.getInt32Ty();
  }
  void emit();

private:
  Value *ptrArg(unsigned i) { return B.CreateIntToPtr(h.arg(B, i), B.getPtrTy()); }
  Value *shared(uint64_t at, Type *ty, Value *i) {
    return B.CreateGEP(ty, B.CreateConstGEP1_64(B.getInt8Ty(), sh, int64_t(at)), i);
  }
  Value *shared(uint64_t at, Type *ty) { return shared(at, ty, B.getInt64(0)); }
  Value *smax(Value *a, Value *b) { return B.CreateSelect(B.CreateICmpSGT(a, b), a, b); }
  Value *smin(Value *a, Value *b) { return B.CreateSelect(B.CreateICmpSLT(a, b), a, b); }
  Value *widenScale(Value *raw);
  void words(function_ref<void(Value *g, Value *w)> fn, const Twine &name);
  void loadCachedWords();
  void cacheWords(AllocaInst *above, AllocaInst *mx, AllocaInst *nan);
  void mergeRow();
  void listCachedGroups(Value *theta);
  void append(uint64_t count, uint64_t list, unsigned cap, Type *ty, Value *v);
  void listGroup(Value *g);
  void byWordPath(function_ref<void()> onCached, function_ref<void()> onWords, const Twine &name);
  Value *blockSum(Value *v, uint64_t at);
  Value *sortWarp(Value *v);
  Value *sortThreads(Value *mx, Value *v);
  Value *thetaOf(int64_t kk);
  Value *largerInLists(Type *ty, uint64_t list, Value *me);
  Value *select(Value *theta, int64_t kk, Value *rk);
  Value *prefixReaches(Value *topP);
  Value *rank(Value *tgt, Value *t, Value *above, Value *nanLanes);
  void listGroups(Value *theta);
  void keepColumns(Value *theta);
  void keepColumnsIn(Value *theta, unsigned unit, int64_t n);
  void placeKeys(Value *nKeys, int64_t kk);

  Builder &B;
  Hooks &h;
  const KernelSpec &spec;
  Value *row;
  const int64_t k, W, C, L;
  int64_t iters; ///< a group's chunks: ceil(ceil(W / C) / L)
  Type *f32, *i64, *i32, *i1 = B.getInt1Ty();
  Value *sh = nullptr, *tid = nullptr, *lane = nullptr, *warp = nullptr, *sorted = nullptr;
  Value *rankPtr = nullptr;
  Value *tau = nullptr, *rowPtr = nullptr, *valid = nullptr, *kl = nullptr, *groups = nullptr;
  Value *stats = nullptr, *ids = nullptr, *lps = nullptr, *lse = nullptr;
  Value *mergeHere = nullptr; ///< TSL_MergeHere: warp 0 runs the row's merge
  SelectRowInputs in;
  /// Where the row's words stay in registers (packedLaneWords, groups <= kThreads *
  /// kBatch; uniform over the block): this thread's kBatch tagged keys and their max.
  Value *cached = nullptr;
  AllocaInst *cache[kBatch] = {}, *cacheMax = nullptr, *sorted32 = nullptr;
  Value *words32[kBatch] = {}; ///< loadCachedWords' loads (their values), ok and group
  Value *wordOk[kBatch] = {}, *wordGroup[kBatch] = {};
};

/// The widest load, in bytes, every (group, chunk) unit of a row can take
/// (topk_select_keep.cpp).
unsigned unitBytes(const KernelSpec &spec);

} // namespace logpjit::tmpl::rowblock
