//===- topk_keys.h - Candidate keys and selection rounds of the top-k kernels --===//
//
// Shared by topk.cpp (topk_tile, topk_merge, topk_stats' lane stats) and topk_select.cpp.
// docs/spec.md §15: every real column i of an active row has the value v_i = x_i / tau and
// the 64-bit candidate key valueKey(v_i) << 32 | (2^32 - 1 - i); keys are distinct and
// compared as signed integers, so "the k largest keys" is one set in one order whatever
// order the comparisons run in.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "templates/hooks.h"

namespace logpjit::tmpl::topk {

inline constexpr int64_t kNone = INT64_MIN;       ///< no candidate
inline constexpr int64_t kLowMask = 0xFFFFFFFFll; ///< the id half of a candidate key

/// The total-order key of an fp32 value (i32): NaN -> 0x7FC00000 (above +inf), otherwise
/// the bits, with the non-sign bits flipped for negative values (-0 -> -1 < +0 -> 0).
llvm::Value *valueKey(Builder &B, llvm::Value *v);

/// topk_stats' word of a lane (docs/decisions/topk-lane-maxima.md), as topk_select uses it:
/// valueKey(the lane's max) << 32 | its count above the target (i64). Stored as that i64,
/// or, where packedLaneWords(spec), as an i32: the max's bf16 bits << 16 | the count. Then
/// the max is a bf16 value (bf16 logits, no temperature: max x is one of the x) and a
/// lane's count, at most its W / L columns, fits 16 bits; half the bytes, the same words.
bool packedLaneWords(const KernelSpec &spec);
/// The stored word's type: i32 where packedLaneWords(spec), else i64.
llvm::Type *laneWordType(Builder &B, const KernelSpec &spec);
/// The stored word of a lane whose max is `max` (fp32) and count `count` (i32).
llvm::Value *encodeLaneWord(Builder &B, const KernelSpec &spec, llvm::Value *max,
                            llvm::Value *count);
/// The i64 word valueKey(max) << 32 | count of a stored word.
llvm::Value *decodeLaneWord(Builder &B, const KernelSpec &spec, llvm::Value *stored);
/// The i32 tagged key of a packed lane word `w` (packedLaneWords: bf16 bits << 16 | count)
/// of group `g` (i32, < 2^16): the bf16 value's order key (valueKey's high half: the
/// non-sign bits flipped for a negative value) << 16 | g. Compared as signed integers, keys
/// order as the 64-bit tagged keys valueKey(max) << 32 | g do, and never equal INT32_MIN
/// (the bf16 value 0xFFFF, a NaN, is stored as 0x7FC0). topk_select_block.cpp's registers.
llvm::Value *packedKey(Builder &B, llvm::Value *w, llvm::Value *g);
/// packedKey's key widened to the 64-bit tagged key valueKey(max) << 32 | g (i64; kNone for
/// INT32_MIN).
llvm::Value *widenPackedKey(Builder &B, llvm::Value *key);
/// The candidate key of value `v` at global token id `id` (i64, 0 <= id < 2^31).
llvm::Value *candidateKey(Builder &B, llvm::Value *v, llvm::Value *id);

/// The activity of `row` and its target (0 where inactive), read as tile_stats reads them.
std::pair<llvm::Value *, llvm::Value *> rowTarget(Builder &B, Hooks &h, const KernelSpec &spec,
                                                  llvm::Value *row, unsigned targetsArg,
                                                  unsigned activeArg, unsigned ignoreArg);

/// Calls offer(valid or nullptr, key) for each key a lane holds.
using KeyItems = llvm::function_ref<void(Builder &, llvm::Value *lane,
                                         llvm::function_ref<void(llvm::Value *, llvm::Value *)>)>;

/// The largest key below `p` (kNone if there is none) among the keys the unit's lanes
/// offer. A max over distinct keys is exact, so every lane tree gives every lane the same key.
llvm::Value *largestBelow(Builder &B, Hooks &h, llvm::Value *p, KeyItems items);

/// theta0: the k-th largest (with multiplicity) of the row's tile maxima above -inf, as a
/// value key (i32); INT32_MIN where fewer than k tiles have one. `tileMax(q, j)` loads
/// rank q's local tile j's max (tile_stats' maxima are exact: docs/spec.md §3). At least k
/// real columns reach it, so the row's k best all do.
llvm::Value *
kthTileMaxKey(Builder &B, Hooks &h, int64_t k, llvm::Value *tp, llvm::Value *kl,
              llvm::function_ref<llvm::Value *(llvm::Value *q, llvm::Value *j)> tileMax);

/// Writes round `r`'s key `c` of a row's list: the id (-1 for kNone) into `ids[r]` and the
/// logprob value - lse (-inf for kNone; NaN canonical) into `lps[r]`, by the unit's leader.
void storeRound(Builder &B, Hooks &h, llvm::Value *c, llvm::Value *r, llvm::Value *ids,
                llvm::Value *lps, llvm::Value *lse);

/// An inactive row's list and rank: ids -1, logprobs +0, rank 0 (docs/numerics.md).
void storeInactive(Builder &B, Hooks &h, int64_t k, llvm::Value *ids, llvm::Value *lps,
                   llvm::Value *rankPtr);

} // namespace logpjit::tmpl::topk

namespace logpjit::tmpl {
/// What topk_select reads of an active row (its TSL_* arguments), shared by the warp's and
/// the block's row.
struct SelectRowInputs {
  llvm::Value *tau = nullptr; ///< the row's temperature (fp32), nullptr without one
  llvm::Value *rowPtr = nullptr, *valid = nullptr; ///< the row's logits (i8*), V_real
  llvm::Value *kl = nullptr, *groups = nullptr;    ///< tiles and lane groups (K L) of the row
  llvm::Value *stats = nullptr;                    ///< the row's lane stats (i64*)
  /// x / tau of a raw element (the storage type), as tile_stats reads it.
  llvm::Value *widenScale(Builder &B, const KernelSpec &spec, llvm::Value *raw) const;
};
SelectRowInputs selectRowInputs(Builder &B, Hooks &h, const KernelSpec &spec, llvm::Value *row);
/// The row's lse: TSL_Lse's (`merges` false), or (true) from the row's merge run here
/// (emitMergeOfRow on the TSL_* words, its outputs stored by `leader`, nullptr:
/// Hooks::leader), in every thread that runs it; `scratch`: MergeSource::scratch.
llvm::Value *selectRowLse(Builder &B, Hooks &h, const KernelSpec &spec, llvm::Value *row,
                          llvm::Value *leader, bool merges, llvm::Value *scratch = nullptr);
/// Group g (lane l of tile u, g = u L + l): its lane, its tile's first column and the
/// tile's real columns, clamp(V_real - start, 0, W).
struct GroupTile {
  llvm::Value *lane, *start, *lim;
};
/// Group g's lane, its tile's first column and the tile's real columns (0..W), in g's
/// integer type (i64, or i32 where the caller's indices are 32-bit; `valid` of that type).
GroupTile groupTile(Builder &B, llvm::Value *g, int64_t L, int64_t W, llvm::Value *valid);

/// topk_select's row on one warp (templates/topk_select.cpp): the unit of GPUs without
/// abi::topkSelectBlockPerRow, and of a block's row whose candidates overflow its shared
/// memory (then run by the block's first warp). The host runs it too (rounds over memory).
/// `lse`: the row's (nullptr: the unit's own, selectRowLse by TSL_MergeHere).
void emitTopKSelectWarpRow(Builder &B, Hooks &h, const KernelSpec &spec, llvm::Value *row,
                           llvm::Value *lse = nullptr);
/// topk_select's row on one block of abi::kRowBlockThreads threads
/// (templates/topk_select_block.cpp; targets with Hooks::blockShared).
void emitTopKSelectBlockRow(Builder &B, Hooks &h, const KernelSpec &spec, llvm::Value *row);
} // namespace logpjit::tmpl
