//===- merge_plan.cpp - The decisions of the merge, as a pure function -----===//
#include "templates/merge_plan.h"

#include "llvm/Support/raw_ostream.h"

using namespace llvm;

namespace logpjit::tmpl {

MergePlan planMerge(const KernelSpec &spec, const PlanTarget &t) {
  MergePlan p;
  p.target = t;
  p.math = spec.math;
  p.entropy = spec.entropy;
  p.quick = spec.quick;
  p.P = spec.entropy ? 3 : 2;
  p.laneBroadcast = t.laneBroadcast;
  p.rows = t.laneBroadcast ? Granularity::Warp : Granularity::Thread;
  // The quick tier divides no 64-bit integers: a 64-bit division costs ptxas more than
  // the whole loop that replaces it (docs/decisions/division-free-quick-tiers.md).
  p.ownerByCount = spec.quick;
  if (t.laneBroadcast) {
    p.walk = spec.quick ? MergeWalk::RankChunks : MergeWalk::DivMod;
    p.laneSumRolled = spec.quick;
  } else {
    p.tileUnroll = t.loadUnroll;
  }
  return p;
}

StringRef toString(MergeWalk v) {
  switch (v) {
  case MergeWalk::None:
    return "none";
  case MergeWalk::DivMod:
    return "divmod";
  case MergeWalk::RankChunks:
    return "rank-chunks";
  }
  return "?";
}

std::string MergePlan::str() const {
  std::string s;
  raw_string_ostream os(s);
  os << "kernel: merge\n"
     << planTargetLines(target) << "math: " << (math == MathImpl::Portable ? "portable" : "native")
     << "\n"
     << "entropy: " << flag(entropy) << "\n"
     << "tier: " << (quick ? "quick" : "full") << "\n"
     << "P: " << P << "\n"
     << "rows: " << (laneBroadcast ? "lane-broadcast" : "thread-per-row") << "\n"
     << "granularity: " << toString(rows) << "\n"
     << "row_max: " << (laneBroadcast ? "lane-butterfly" : "sequential") << "\n"
     << "owner: " << (ownerByCount ? "count" : "division") << "\n"
     << "walk: " << toString(walk) << "\n"
     << "lane_sum: "
     << (!laneBroadcast  ? "-"
         : laneSumRolled ? "rolled"
                         : "unrolled")
     << "\n"
     << "tile_unroll: " << unrollName(tileUnroll) << "\n"
     << "fp32_division: " << (quick ? "emitDivRN" : "fdiv") << "\n";
  return s;
}

} // namespace logpjit::tmpl
