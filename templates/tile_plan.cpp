//===- tile_plan.cpp - The decisions of tile_stats, as a pure function -----===//
//
// planTileStats holds every choice emitTileStats makes; the reasons are given where each
// field is set. The bits never depend on them beyond the order (two passes or online): the
// same operations in the same order in every form (docs/numerics.md, "Tile partials").
//
//===----------------------------------------------------------------------===//
#include "templates/tile_plan.h"
#include "runtime/core/kernel_abi.h"
#include "templates/merge_plan.h"
#include "templates/numerics.h"

#include "llvm/Support/MathExtras.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>

using namespace llvm;

namespace logpjit::tmpl {

PlanTarget planTarget(const Hooks &h, Arch arch) {
  PlanTarget t;
  t.arch = arch;
  t.alignedVectors = h.needsAlignedVectors();
  t.bulkCopy = h.hasBulkCopy();
  t.nanMax = h.hasNaNMax();
  t.countPairs = h.hasCountAbovePairs();
  t.laneBroadcast = h.hasLaneBroadcast();
  t.loadUnroll = h.loadUnroll();
  t.unitBlockThreads = abi::unitBlockThreads(arch);
  return t;
}

std::vector<unsigned> alignmentClasses(unsigned wide, unsigned esize, unsigned elementClass) {
  std::vector<unsigned> out{wide};
  if (wide > 4 && esize < 4)
    out.push_back(4);
  out.push_back(elementClass);
  return out;
}

static void planOrder(TileStatsPlan &p);
static void planLoads(TileStatsPlan &p);
static void planLoops(TileStatsPlan &p);

TileStatsPlan planTileStats(const KernelSpec &spec, const PlanTarget &t) {
  TileStatsPlan p;
  p.target = t;
  p.dtype = spec.dtype;
  p.math = spec.math;
  p.entropy = spec.entropy;
  p.temperature = spec.has_temperature;
  p.laneStats = spec.kind == KernelKind::TopKStats;
  p.gpu = t.alignedVectors;
  p.quick = spec.quick;
  p.W = spec.tile_width;
  p.P = spec.entropy ? 3 : 2;
  p.esize = dtypeSize(spec.dtype);
  p.grid = abi::tileGrid(t.arch, spec.math == MathImpl::Native) ? Granularity::WarpGrid
                                                                : Granularity::Warp;
  p.leaves = spec.tile_sum == TileSum::Leaves;
  if (p.leaves) // tile_leaves.cpp: element loads, no lanes or chunks
    return p;
  p.C = spec.chunk;
  p.L = spec.lanes;
  p.NCH = (p.W + p.C - 1) / p.C;
  p.ITERS = (p.NCH + p.L - 1) / p.L;
  p.chunkBytes = unsigned(p.C) * p.esize;
  planOrder(p);
  // A temperature's division per element through the row's reciprocal: where a lane's
  // chunks are in registers, one range check per lane leaves the steps without branches
  // (docs/decisions/division-by-the-row-reciprocal.md); the same bits as IEEE division.
  p.rowReciprocal = rowReciprocal(spec) && p.home == ChunkHome::Registers;
  planLoads(p);
  // Inside the row division's range x / tau is strictly increasing in x (bf16 quotients in
  // [2^-88, 2^88], infinities kept): the raw pairs give the quotients' count.
  p.countPairsInRange = p.rowReciprocal && p.target.countPairs && p.laneStats && p.C % 2 == 0 &&
                        p.dtype == DType::BF16 && p.ITERS <= exactPackedCount(p.dtype);
  planLoops(p);
  return p;
}

/// The order, where the chunks wait, where M comes from.
static void planOrder(TileStatsPlan &p) {
  const PlanTarget &t = p.target;
  const bool portable = p.math == MathImpl::Portable;
  // Two passes (docs/numerics.md, "Tile partials"): M of the whole tile first, then one
  // exp per element against that one M, so that the lane combine is a plain sum. Used for
  // the portable math on every target and for the native math on GPUs with a
  // NaN-propagating max when a lane's share of the tile fits in registers (<= 160 bytes:
  // 40 registers). Native math elsewhere on GPUs: the online order.
  p.shareBytes = p.ITERS * p.C * int64_t(p.esize);
  p.fitsRegisters = p.shareBytes <= kRegisterShareBytes && p.C >= 2;
  // Staged: the portable math on a GPU with bulk copies (sm_90) copies the tile into the
  // unit's shared memory and runs both passes as rolled loops over it, where registers are
  // not the faster home, as measured on an H200
  // (docs/decisions/staged-tiles-in-shared-memory.md): a share that does not fit
  // (otherwise its chunks are read from global memory twice) and a temperature (its
  // division per element runs faster as a loop). The plain bf16/fp16 forward stays in
  // registers, where staging measured slower or the same. Native math never stages.
  p.stageBytes = alignTo(16 + p.ITERS * p.L * p.C * int64_t(p.esize), 16);
  p.stageBlockBytes = (16 + p.stageBytes) * (t.unitBlockThreads / 32);
  p.stagedFull = p.gpu && portable && t.bulkCopy && p.stageBlockBytes <= kStaticSharedBytes &&
                 (!p.fitsRegisters || p.temperature);
  p.residentFull = p.gpu && p.fitsRegisters && !p.stagedFull && (portable || t.nanMax);
  // The quick tier keeps the full kernel's one choice that changes the arithmetic (two
  // passes or online) and takes the smallest code for the rest (tile_quick.cpp).
  p.quickLane = p.gpu && p.quick;
  const bool staged = p.stagedFull && !p.quickLane, resident = p.residentFull && !p.quickLane;
  const bool twoPass = portable || !p.gpu || p.residentFull;
  p.order = twoPass ? TileOrder::TwoPass : TileOrder::Online;
  p.home = !twoPass   ? ChunkHome::ReadOnce
           : staged   ? ChunkHome::Staged
           : resident ? ChunkHome::Registers
                      : ChunkHome::ReadTwice;
  p.maxPass = !twoPass ? MaxPass::Running : !p.gpu ? MaxPass::Host : MaxPass::Lanes;
}

/// How the chunks are loaded and widened, and their alignment classes.
static void planLoads(TileStatsPlan &p) {
  const bool portable = p.math == MathImpl::Portable;
  const bool staged = p.home == ChunkHome::Staged, resident = p.home == ChunkHome::Registers;
  // A partial chunk: GPUs load its in-range columns with a masked vector load; the host
  // takes clamped element loads (branch-free, much less code to compile than a masked
  // load, which x86 expands into 8 branches).
  p.partialChunk = p.C == 1 ? PartialChunk::None
                   : p.gpu  ? PartialChunk::Predicated
                            : PartialChunk::Clamped;
  // bf16 -> fp32 on GPUs a 32-bit word (two bf16) at a time: the low element is w << 16,
  // the high one w & 0xFFFF0000, one instruction each (same bits as per element).
  p.widenWordPairs = p.dtype == DType::BF16 && p.gpu && p.C >= 2 && p.C % 2 == 0;
  // sm_90 takes the lane max of 16-bit types on packed max.NaN pairs, widened exactly.
  p.maxInStorage = p.target.nanMax;
  // topk_stats' count above the target on the raw 16-bit pairs (Hooks::abovePairsMask),
  // where the values are the logits themselves (no temperature: a bf16 or fp16 compare is
  // the fp32 compare of the widened values). The masks of a lane are summed in one i32
  // (TileStatsEmitter::laneCount decodes it), exact while each half's count, C / 2 per
  // step, stays below 2^15.
  const int64_t perHalf = p.ITERS * (p.C / 2);
  p.countPairs = p.target.countPairs && p.laneStats && p.C % 2 == 0 && !p.temperature &&
                 (p.dtype == DType::BF16 || p.dtype == DType::F16) && perHalf < (1 << 15);

  // Alignment classes of the tile start (GPUs fault on misaligned vector loads). In
  // registers only whole tiles (lim == W) take the vector copies, so the per-chunk partial
  // paths fold away; the portable math there takes 4-byte loads for 8- and 16-byte-aligned
  // tiles too (docs/decisions/tile-stats-load-classes.md). Read twice or online, the whole
  // lane reduction is emitted once per class. Staged tiles and the quick tier dispatch on
  // their own (the image's classes; element loads).
  if (resident) {
    p.alignDispatch = AlignDispatch::Loads;
    p.wide = std::min(p.chunkBytes, portable ? 4u : 16u);
    p.wholeTilesOnly = true;
  } else if (p.gpu && p.C > 1 && !staged && !p.quickLane) {
    p.alignDispatch = AlignDispatch::Lane;
    p.wide = std::min(p.chunkBytes, 16u);
  }
  p.alignClasses = p.wide ? alignmentClasses(p.wide, p.esize, 0) : std::vector<unsigned>{0};
  if (staged) { // the image's chunks sit at the tile start's offset mod 16
    const unsigned wide = std::min(p.chunkBytes, 16u);
    p.stagedWide = wide <= p.esize ? 0 : wide;
    p.stagedClasses = p.stagedWide ? alignmentClasses(p.stagedWide, p.esize, p.esize)
                                   : std::vector<unsigned>{p.esize};
    // 2 and 4 measured the same for fp32 and faster than 1, which was faster with
    // entropy and temperature; the fp32 gain is the larger (measured on an H200).
    p.stagedSumUnroll = 2;
    p.stagedMaxBlocks = p.stageBytes / 16;
  }
}

/// The loop shapes of the host's max pass, the passes read twice and the online batches.
static void planLoops(TileStatsPlan &p) {
  if (p.maxPass == MaxPass::Host) // four running maxima: not bound by one max chain's latency
    p.hostMaxWays = 4;
  if (p.home == ChunkHome::ReadTwice && !p.quickLane)
    p.passUnroll = p.target.loadUnroll;
  if (p.order == TileOrder::Online) {
    // The chunk loads of a batch are issued first (memory parallelism), then processed in
    // order (batches of up to 5 chunks: 64 registers, 32 warps per SM, measured best;
    // docs/performance.md §4); the quick tier loads one at a time.
    p.onlineBatch = p.quickLane ? 1 : p.ITERS <= 6 ? p.ITERS : 5;
    p.onlineBatches = (p.ITERS + p.onlineBatch - 1) / p.onlineBatch;
    p.batchUnroll = p.quickLane ? kNoUnroll : 0;
  }
}

StringRef toString(TileOrder v) { return v == TileOrder::TwoPass ? "two-pass" : "online"; }

StringRef toString(ChunkHome v) {
  switch (v) {
  case ChunkHome::Registers:
    return "registers";
  case ChunkHome::Staged:
    return "staged";
  case ChunkHome::ReadTwice:
    return "read-twice";
  case ChunkHome::ReadOnce:
    return "read-once";
  }
  return "?";
}

StringRef toString(MaxPass v) {
  switch (v) {
  case MaxPass::Host:
    return "host-pass";
  case MaxPass::Lanes:
    return "lanes";
  case MaxPass::Running:
    return "running";
  }
  return "?";
}

StringRef toString(PartialChunk v) {
  switch (v) {
  case PartialChunk::None:
    return "none";
  case PartialChunk::Predicated:
    return "predicated";
  case PartialChunk::Clamped:
    return "clamped";
  }
  return "?";
}

StringRef toString(AlignDispatch v) {
  switch (v) {
  case AlignDispatch::None:
    return "none";
  case AlignDispatch::Loads:
    return "loads";
  case AlignDispatch::Lane:
    return "lane";
  }
  return "?";
}

StringRef toString(Granularity v) {
  switch (v) {
  case Granularity::Warp:
    return "warp";
  case Granularity::WarpGrid:
    return "warp-grid";
  case Granularity::Thread:
    return "thread";
  case Granularity::Block:
    return "block";
  case Granularity::RowBlock:
    return "row-block";
  }
  return "?";
}

std::string unrollName(unsigned u) { return u == kNoUnroll ? "rolled" : std::to_string(u); }

std::string planTargetLines(const PlanTarget &t) {
  std::string s;
  raw_string_ostream os(s);
  os << "arch: " << archName(t.arch) << "\n"
     << "aligned_vectors: " << flag(t.alignedVectors) << "\n"
     << "bulk_copy: " << flag(t.bulkCopy) << "\n"
     << "nan_max: " << flag(t.nanMax) << "\n"
     << "lane_broadcast: " << flag(t.laneBroadcast) << "\n"
     << "load_unroll: " << t.loadUnroll << "\n"
     << "unit_block_threads: " << t.unitBlockThreads << "\n";
  return s;
}

static std::string classList(const std::vector<unsigned> &v) {
  std::string s;
  for (unsigned a : v)
    s += (s.empty() ? "" : " ") + std::to_string(a);
  return s.empty() ? "-" : s;
}

std::string TileStatsPlan::str() const {
  std::string s;
  raw_string_ostream os(s);
  os << "kernel: tile_stats\n"
     << planTargetLines(target) << (leaves ? "sum: leaves\n" : "") << "dtype: " << dtypeName(dtype)
     << "\n"
     << "math: " << (math == MathImpl::Portable ? "portable" : "native") << "\n"
     << "entropy: " << flag(entropy) << "\n"
     << "temperature: " << flag(temperature) << "\n"
     << "tier: " << (quick ? "quick" : "full") << "\n"
     << "division: "
     << (!temperature    ? "none"
         : rowReciprocal ? "row_reciprocal"
                         : "ieee")
     << "\n"
     << "quick_lane: " << flag(quickLane) << "\n"
     << "W: " << W << "\nC: " << C << "\nL: " << L << "\nNCH: " << NCH << "\nITERS: " << ITERS
     << "\nP: " << P << "\n"
     << "element_bytes: " << esize << "\n"
     << "chunk_bytes: " << chunkBytes << "\n"
     << "order: " << toString(order) << "\n"
     << "home: " << toString(home) << "\n"
     << "max_pass: " << toString(maxPass) << "\n"
     << "share_bytes: " << shareBytes << "\n"
     << "fits_registers: " << flag(fitsRegisters) << "\n"
     << "stage_bytes: " << stageBytes << "\n"
     << "stage_block_bytes: " << stageBlockBytes << "\n"
     << "staged_full: " << flag(stagedFull) << "\n"
     << "resident_full: " << flag(residentFull) << "\n"
     << "partial_chunk: " << toString(partialChunk) << "\n"
     << "widen: " << (widenWordPairs ? "word-pairs" : "elements") << "\n"
     << "count_pairs: "
     << (countPairs          ? "true"
         : countPairsInRange ? "in_range"
                             : "false")
     << "\n"
     << "max_in_storage: " << flag(maxInStorage) << "\n"
     << "align_dispatch: " << toString(alignDispatch) << "\n"
     << "wide: " << wide << "\n"
     << "whole_tiles_only: " << flag(wholeTilesOnly) << "\n"
     << "align_classes: " << classList(alignClasses) << "\n"
     << "staged_wide: " << stagedWide << "\n"
     << "staged_classes: " << classList(stagedClasses) << "\n"
     << "host_max_ways: " << hostMaxWays << "\n"
     << "pass_unroll: " << unrollName(passUnroll) << "\n"
     << "online_batch: " << onlineBatch << "\n"
     << "online_batches: " << onlineBatches << "\n"
     << "batch_unroll: " << unrollName(batchUnroll) << "\n"
     << "staged_sum_unroll: " << unrollName(stagedSumUnroll) << "\n"
     << "staged_max_blocks: " << stagedMaxBlocks << "\n"
     << "grid: " << toString(grid) << "\n";
  return s;
}

} // namespace logpjit::tmpl
