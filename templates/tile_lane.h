//===- tile_lane.h - What tile_stats' lane orders share ---------------------===//
//
// tile_stats.cpp emits the tile partials; the two-pass order lives there, the online
// order (GPU native math whose lane share does not fit in registers; docs/numerics.md
// "Where the online order remains") in tile_online.cpp. This is the interface between them.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "templates/hooks.h"

namespace logpjit::tmpl {

/// Folds the C slots of a vector by halving, v[j] = op(v[j], v[j + n/2]), down to one
/// value (op = fadd for sums; for a max, IEEE maximum with `nanMax`, else fmaxSel).
llvm::Value *foldSlots(Builder &B, llvm::Value *v, bool isMax = false, bool nanMax = false);

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

/// The online order's lane body: a running max, rescaled slots; returns (m, s[, t]).
LaneState emitOnlineLane(Builder &B, const TileLane &tile, llvm::Value *lane, unsigned align);

/// The online order's combine of two lane states (m, s[, t]).
LaneState combineOnline(Builder &B, Hooks &h, MathImpl math, bool entropy,
                        llvm::ArrayRef<llvm::Value *> a, llvm::ArrayRef<llvm::Value *> b);

} // namespace logpjit::tmpl
