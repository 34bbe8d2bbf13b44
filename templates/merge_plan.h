//===- merge_plan.h - Every decision of a merge kernel, before any IR ------===//
//
// The merge's plan (tile_plan.h says why templates are split into a plan and an emitter):
// how a row is mapped (one 32-lane unit with broadcasts, or one thread), how the owner of
// the target is found and how the lanes walk the row's tiles. The bits are the same in
// every form (templates/merge.cpp).
//
//===----------------------------------------------------------------------===//
#pragma once

#include "templates/tile_plan.h"

namespace logpjit::tmpl {

/// How the tiles of a row are walked in a lane-broadcast merge.
enum class MergeWalk : uint8_t {
  None,       ///< one thread per row: loops over ranks, then local tiles
  DivMod,     ///< chunks of 32 global tiles g; (rank, k) = g divmod K_local
  RankChunks, ///< each rank's chunks of 32 local tiles (no division; a last chunk may be partial)
};

/// Every decision emitMerge takes (templates/merge.cpp).
struct MergePlan {
  PlanTarget target;
  MathImpl math = MathImpl::Portable;
  bool entropy = false;
  bool quick = false; ///< the quick tier: no 64-bit integer or IEEE fp32 division
  unsigned P = 2;     ///< floats per partial
  /// One 32-lane unit per row (Hooks::hasLaneBroadcast): lane l loads and weighs tiles
  /// 32 j + l, M by a lane butterfly, the sums on broadcast values. Else one thread.
  bool laneBroadcast = false;
  Granularity rows = Granularity::Thread;
  bool ownerByCount = false; ///< the target's rank by counting shard starts, not a division
  MergeWalk walk = MergeWalk::None;
  bool laneSumRolled = false; ///< the 32 broadcast sum steps as a rolled loop, not unrolled
  unsigned tileUnroll = 0;    ///< unroll of the thread-per-row loop over local tiles

  std::string str() const;
};

/// The plan of the merge kernel of `spec` on a target with the facts `t`.
MergePlan planMerge(const KernelSpec &spec, const PlanTarget &t);

llvm::StringRef toString(MergeWalk v);

} // namespace logpjit::tmpl
