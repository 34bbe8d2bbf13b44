//===- tile_lane.h - The tile_stats emitter ---------------------------------===//
//
// emitTileStats reads its decisions from a TileStatsPlan (tile_plan.h) and builds the IR of
// one (row, tile) unit with a TileStatsEmitter, one member function per step. Its parts:
//   tile_stats.cpp  the unit: the tile's place, the row's activity, the lane reduction,
//                   the partials, the target logit; the arithmetic steps (scale, max, exp)
//   tile_load.cpp   chunk loads, widening, alignment classes, the host's max pass
//   tile_two_pass.cpp  the two passes' lane: registers, read twice, or staged
//   tile_staged.cpp the tile staged in shared memory (sm_90 portable math; docs/design.md
//                   "Staged tiles on sm_90")
//   tile_online.cpp the online order (GPU native math whose lane share does not fit in
//                   registers; docs/numerics.md "Where the online order remains")
//   tile_quick.cpp  the quick tier's lane (docs/design.md "Tiered JIT")
//   tile_lane_stats.cpp  topk_stats' lane stats (the lane's max and its count above the
//                   target), after the lane's own passes
//   tile_lane.cpp   the slot fold and the clamped element load
//   tile_leaves.cpp the leaf order (TileSum::Leaves: 16-column leaves, 256-column groups)
//
//===----------------------------------------------------------------------===//
#pragma once

#include "templates/hooks.h"
#include "templates/numerics.h"
#include "templates/tile_plan.h"

namespace logpjit::tmpl {

/// Folds the C slots of a vector by halving, v[j] = op(v[j], v[j + n/2]), down to one
/// value (op = fadd for sums; for a max, IEEE maximum with `nanMax`, else fmaxSel).
llvm::Value *foldSlots(Builder &B, llvm::Value *v, bool isMax = false, bool nanMax = false);

/// Column `col` (i64) of the tile at `tilePtr`, in the storage type: read at
/// min(col, lim - 1) (`last` = lim - 1; lim >= 1) and replaced by -inf when col >= lim.
/// Branch-free; the load is invariant.
llvm::Value *loadClampedElement(Builder &B, DType dtype, llvm::Value *tilePtr, llvm::Value *col,
                                llvm::Value *lim, llvm::Value *last);

/// A tile staged in this unit's shared memory (tile_staged.cpp): element j of the tile at
/// byte off + j * esize of the image, -inf in every other element of its `bytes`.
struct StagedTile {
  llvm::Value *img; ///< the image: i8 pointer in the shared address space, 16-byte aligned
  llvm::Value *off; ///< i32: the tile start's address mod 16
  int64_t bytes;    ///< image size, a multiple of 16
};

/// Emits one (row, tile) unit of a tile_stats kernel. `lane` arguments are i64.
class TileStatsEmitter {
public:
  TileStatsEmitter(Builder &B, Hooks &h, const KernelSpec &spec, const TileStatsPlan &plan);

  /// The unit's partials (m, s[, t]) and, in tile 0, the row's target logit; with
  /// `laneStats` (topk_stats, TP 1) also each lane's stats (tile_lane_stats.cpp) into
  /// argument TKS_LaneStats.
  void emitUnit(llvm::Value *row, llvm::Value *tile, bool laneStats = false);

private:
  // The unit (tile_stats.cpp).
  void locateTile();
  void rowActivity();
  void reduce();
  void reduceWith(unsigned align);
  void storePartials();
  void targetLogit();
  llvm::Value *loadTarget();
  LaneState laneBody(llvm::Value *lane, unsigned align, llvm::Value *hostM);
  LaneState combine(llvm::ArrayRef<llvm::Value *> a, llvm::ArrayRef<llvm::Value *> b);

  // The leaf order (tile_leaves.cpp): the unit's partial into res, from the logits or
  // (KernelSpec::leaf_groups) from the GEMM epilogue's group partials.
  void leavesReduce();
  void leavesInOrder(llvm::Value *leaves);
  void leavesOnLanes(llvm::Value *leaves);
  void tileStep(llvm::Value *m, llvm::Value *s, llvm::Value *t, llvm::Value *M);
  void groupsReduce();
  llvm::Value *groupPtr(llvm::Value *g);
  llvm::SmallVector<llvm::Value *, 16> leafColumns(llvm::Value *c0);
  llvm::Value *leafMax(llvm::ArrayRef<llvm::Value *> x);

  // Arithmetic steps (tile_stats.cpp).
  llvm::Value *scale(llvm::Value *x);
  llvm::Value *prepare(llvm::Value *raw) { return scale(widen(raw)); }
  llvm::Value *maxOp(llvm::Value *a, llvm::Value *b);
  llvm::Value *clampLow(llvm::Value *d);
  llvm::Value *scaledMax(llvm::Value *v);
  void addStep(llvm::Value *x, llvm::Value *Mv, llvm::Value *&sv, llvm::Value *&tv);

  // Loads (tile_load.cpp).
  llvm::Value *negInfRaw() const;
  llvm::Value *clampedElements(llvm::Value *col0);
  llvm::Value *loadChunk(llvm::Value *chunk, unsigned align);
  llvm::Value *widen(llvm::Value *raw);
  llvm::Value *loadStep(llvm::Value *it, llvm::Value *lane, unsigned align);
  void forClasses(llvm::function_ref<void(unsigned)> emit);
  llvm::Value *hostTileMax(unsigned align);

  // The two passes (tile_two_pass.cpp).
  LaneState twoPassLane(llvm::Value *lane, unsigned align, llvm::Value *hostM);
  llvm::Value *registerLaneMax(llvm::Value *lane, llvm::SmallVectorImpl<llvm::Value *> &raw,
                               llvm::Value **laneMaxOut = nullptr);
  llvm::Value *readTwiceLaneMax(llvm::Value *lane, unsigned align,
                                llvm::Value **laneMaxOut = nullptr);
  void laneSums(llvm::ArrayRef<llvm::Value *> raw, const StagedTile &stage, llvm::Value *lane,
                unsigned align, llvm::Value *Mv, llvm::AllocaInst *sa, llvm::AllocaInst *ta,
                bool laneMaxKnown = false);

  // The staged tile (tile_staged.cpp).
  StagedTile stageTile(llvm::Value *lane);
  llvm::Value *stagedLaneMax(const StagedTile &st, llvm::Value *lane);
  void stagedSteps(const StagedTile &st, llvm::Value *lane,
                   llvm::function_ref<void(llvm::Value *raw)> step);

  // topk_stats' lane stats (tile_lane_stats.cpp).
  void laneStatsTarget();
  void laneStatsTargetValues();
  void beginLaneStats();
  /// `inRange`: the lane's values and the target's are in the row division's range
  /// (plan.countPairsInRange: the count on raw pairs).
  void laneStatsStep(llvm::Value *raw, llvm::Value *x, bool withMax, bool inRange = false);
  llvm::Value *laneCount();
  void endLaneStats(llvm::Value *lane, llvm::Value *laneMax);
  void laneStatsPass(llvm::Value *lane, unsigned align);
  void storeEmptyLaneStats();

  // The online order (tile_online.cpp) and the quick tier's lane (tile_quick.cpp).
  LaneState onlineLane(llvm::Value *lane, unsigned align);
  void onlineProcess(llvm::Value *x, llvm::AllocaInst *m, llvm::AllocaInst *s, llvm::AllocaInst *t,
                     llvm::AllocaInst *nan, llvm::Type *bty);
  LaneState combineOnline(llvm::ArrayRef<llvm::Value *> a, llvm::ArrayRef<llvm::Value *> b);
  LaneState quickLane(llvm::Value *lane);

  Builder &B;
  Hooks &h;
  const KernelSpec &spec;
  const TileStatsPlan &plan;
  llvm::Type *f32, *i8;
  llvm::Type *vty;   ///< fp32 slots: <C x float> (float when C == 1)
  llvm::Type *rawTy; ///< a chunk in the storage type
  llvm::Value *ninf, *vzero;
  llvm::SmallVector<llvm::Type *, 3> types; ///< the lane state: (m, s[, t])

  // The unit, set by emitUnit.
  llvm::Value *row = nullptr, *tile = nullptr;
  llvm::Value *tau = nullptr;         ///< the temperature (fp32), or nullptr
  RowDivisor rowDiv;                  ///< tau's reciprocal where plan.rowReciprocal
  llvm::Value *rowPtr = nullptr;      ///< the row's logits (i8 pointer)
  llvm::Value *tilePtr = nullptr;     ///< the tile's first column
  llvm::Value *lim = nullptr;         ///< real columns of the tile (i64, in [0, W])
  llvm::Value *tgtPtr = nullptr;      ///< the targets
  llvm::Type *idxTy = nullptr;        ///< their index type
  llvm::Value *active = nullptr;      ///< i1: the row is computed
  llvm::AllocaInst *res[3] = {};      ///< the unit's (m, s, t)
  bool laneStats = false;             ///< topk_stats: the lanes write their stats
  llvm::Value *statT = nullptr;       ///< x_target / tau (NaN for an invalid target), for them
  llvm::Value *statPair = nullptr;    ///< packed counts: the target's raw value in both halves
  llvm::Value *statLoad = nullptr;    ///< the target's raw value as loaded (storage type)
  llvm::Value *statOk = nullptr;      ///< i1: the row is active and its target a real column
  llvm::Value *statInRange = nullptr; ///< plan.countPairsInRange: the target's raw value in range
  llvm::AllocaInst *lsMax = nullptr, *lsAbove = nullptr; ///< a lane's max and count slots
  /// plan.countPairsInRange: the fp32 compare's count slots of lanes outside the range
  /// (lsAbove holds the packed ones).
  llvm::AllocaInst *lsAboveF = nullptr;
};

} // namespace logpjit::tmpl
