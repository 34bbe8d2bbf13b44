//===- tile_lane.h - What tile_stats' lane orders share ---------------------===//
//
// tile_stats.cpp emits the tile partials; the two-pass order lives there, the online
// order (GPU native math whose lane share does not fit in registers; docs/numerics.md
// "Where the online order remains") in tile_online.cpp, and the tile staged in shared
// memory for the two passes (sm_90 portable math; docs/design.md "Staged tiles on sm_90")
// in tile_staged.cpp, and the quick tier's lane (docs/design.md "Tiered JIT") in
// tile_quick.cpp. This is the interface between them.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "templates/hooks.h"

namespace logpjit::tmpl {

/// Folds the C slots of a vector by halving, v[j] = op(v[j], v[j + n/2]), down to one
/// value (op = fadd for sums; for a max, IEEE maximum with `nanMax`, else fmaxSel).
llvm::Value *foldSlots(Builder &B, llvm::Value *v, bool isMax = false, bool nanMax = false);

/// Column `col` (i64) of the tile at `tilePtr`, in the storage type: read at
/// min(col, lim - 1) (`last` = lim - 1; lim >= 1) and replaced by -inf when col >= lim.
/// Branch-free; the load is invariant.
llvm::Value *loadClampedElement(Builder &B, DType dtype, llvm::Value *tilePtr, llvm::Value *col,
                                llvm::Value *lim, llvm::Value *last);

/// One tile as a lane sees it: the canonical (W, L, C) geometry, the types, and how to load
/// a chunk (storage type; columns past the tile read as -inf) and make it fp32 (widened,
/// divided by the temperature).
struct TileLane {
  Hooks &h;
  const KernelSpec &spec;
  int64_t C, L, NCH, ITERS; ///< chunk, lanes, chunks per tile, steps per lane
  llvm::Type *vty;          ///< fp32 slots: <C x float> (float when C == 1)
  llvm::Type *rawTy;        ///< a chunk in the storage type
  llvm::Value *negInfRaw;   ///< a chunk of -inf in the storage type
  llvm::function_ref<llvm::Value *(llvm::Value *chunk, unsigned align)> loadChunk;
  llvm::function_ref<llvm::Value *(llvm::Value *raw)> prepare;
};

/// A tile staged in this unit's shared memory (tile_staged.cpp): element j of the tile at
/// byte off + j * esize of the image, -inf in every other element of its `bytes`.
struct StagedTile {
  llvm::Value *img; ///< the image: i8 pointer in the shared address space, 16-byte aligned
  llvm::Value *off; ///< i32: the tile start's address mod 16
  int64_t bytes;    ///< image size, a multiple of 16
};

/// Image bytes for `tile`: its NCH chunks padded to ITERS * L, after up to 15 bytes of
/// offset, rounded up to 16.
int64_t stagedImageBytes(const TileLane &tile);

/// Copies columns [0, lim) (i64) of the tile at `tilePtr` into this unit's image (one bulk
/// copy of the 16-byte-aligned middle, the head and tail by the lanes, -inf elsewhere) and
/// waits until every lane sees it. `lane`: i64.
StagedTile emitStageTile(Builder &B, const TileLane &tile, llvm::Value *tilePtr, llvm::Value *lim,
                         llvm::Value *lane);

/// The lane's running `maxOp` over the image, 16 bytes at a time (exact and order-free;
/// the -inf elements do not change it), as a vector in the storage type where the target
/// has a NaN-propagating packed max, else fp32; the caller folds it.
llvm::Value *
emitStagedLaneMax(Builder &B, const TileLane &tile, const StagedTile &st, llvm::Value *lane,
                  llvm::function_ref<llvm::Value *(llvm::Value *, llvm::Value *)> maxOp);

/// Calls `step(raw)` for the lane's chunks (storage type) in step order, from the image.
void emitStagedSteps(Builder &B, const TileLane &tile, const StagedTile &st, llvm::Value *lane,
                     llvm::function_ref<void(llvm::Value *raw)> step);

/// What the quick tier's lane (tile_quick.cpp) takes from tile_stats.cpp: the tile's
/// start and real columns (i64), and the full kernel's own steps.
struct QuickLaneSteps {
  llvm::Value *tilePtr, *lim;
  /// IEEE maximum of two values.
  llvm::function_ref<llvm::Value *(llvm::Value *, llvm::Value *)> max;
  /// A lane's max of x, divided by the temperature (if any).
  llvm::function_ref<llvm::Value *(llvm::Value *)> scaledMax;
  /// x divided by the temperature (if any).
  llvm::function_ref<llvm::Value *(llvm::Value *)> scale;
  /// One element into its slot sums (s, t), against the tile max M.
  llvm::function_ref<void(llvm::Value *x, llvm::Value *M, llvm::Value *&s, llvm::Value *&t)>
      addStep;
};

/// The quick tier's lane body (tile_quick.cpp): both passes one element at a time;
/// returns (m, s[, t]) with the full kernel's bits. `lane`: i64.
LaneState emitQuickLane(Builder &B, const TileLane &tile, const QuickLaneSteps &steps,
                        llvm::Value *lane);

/// The online order's lane body: a running max, rescaled slots; returns (m, s[, t]).
LaneState emitOnlineLane(Builder &B, const TileLane &tile, llvm::Value *lane, unsigned align);

/// The online order's combine of two lane states (m, s[, t]).
LaneState combineOnline(Builder &B, Hooks &h, MathImpl math, bool entropy,
                        llvm::ArrayRef<llvm::Value *> a, llvm::ArrayRef<llvm::Value *> b);

} // namespace logpjit::tmpl
