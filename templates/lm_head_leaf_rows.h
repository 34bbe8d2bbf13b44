//===- lm_head_leaf_rows.h - The leaf order's row helpers (internal) -----===//
//
// What templates/lm_head_leaves.cpp (the MMA warps' leaf-order epilogue) and
// templates/lm_head_parked.cpp (the copy warpgroup's reduction of parked half tiles) share:
// a group's columns, a row's temperature, target and partial store.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "templates/lm_head_parts.h"

namespace logpjit::tmpl::lm_head {

inline constexpr unsigned kLeaves = abi::kLmHeadTileCols / 16; ///< 16 leaves of 16 columns per row

/// v / tau with IEEE division's bits, through emitDivRN: a `div.rn.f32` (fdiv) would put
/// its slow path, a subroutine, in the GEMM kernel, and under the relocatable compile an
/// extern call serializes every wgmma of the function.
llvm::Value *byTau(Builder &B, llvm::Value *v, llvm::Value *tau);

/// NaN-propagating maximum (llvm.maximum, -0 below +0): exact in any order.
llvm::Value *maxOf(Builder &B, llvm::Value *a, llvm::Value *b);

/// The launch's columns of a warp tile at column tile c0v / 256 (kernel_abi.h, LH_Cols of
/// a leaf_groups launch): tile k = c0v / (G 256) of W columns, its group g = c0v / 256 - k G.
struct LeafColumns {
  llvm::Value *c0;      ///< the launch column of the warp tile's first: k W + 256 g
  llvm::Value *end;     ///< the tile's real columns end here: min(LH_ValidCols, (k + 1) W)
  llvm::Value *tileEnd; ///< the W-tile's columns end here: (k + 1) W
  llvm::Value *group;   ///< the group's index in the row's partials: c0v / 256 = k G + g
  LeafColumns(Builder &B, Hooks &h, const KernelSpec &spec, llvm::Value *c0v);
};

/// Row `row`'s temperature (null without one). Rows past the output read the last row's
/// (a value, never used).
llvm::Value *rowTemperature(Builder &B, Hooks &h, const KernelSpec &spec, llvm::Value *row);

/// The row's active flag (the merge writes +0 outputs for the others) and its target.
std::pair<llvm::Value *, llvm::Value *> rowTarget(Builder &B, Hooks &h, const KernelSpec &spec,
                                                  llvm::Value *row, llvm::Value *rows);

/// Row `row`'s partial (Mg, S[, U]) of group cols.group (kernel_abi.h, LH_Logits of a
/// leaf_groups launch), NaNs canonical.
void storeGroupPartial(Builder &B, Hooks &h, const KernelSpec &spec, llvm::Value *row,
                       const LeafColumns &cols, llvm::Value *Mg, llvm::Value *S, llvm::Value *U);

} // namespace logpjit::tmpl::lm_head
