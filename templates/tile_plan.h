//===- tile_plan.h - Every decision of a tile_stats kernel, before any IR ---===//
//
// The kernel templates are split into a plan and an emitter. The plan is a pure function of
// the KernelSpec and of the few facts a target's hooks state about it (PlanTarget): it
// fixes the geometry (W, C, L, NCH, ITERS), the order (two passes or the online one), where
// a lane's chunks wait between the passes, the alignment classes of the loads, the quick
// tier's forms and the loop shapes. The emitter (tile_stats.cpp and the files of
// tile_lane.h) reads the plan and builds the IR; it decides nothing. `logpjit emit --stage
// plan` prints a plan (str()), tests/codegen/tile_plan_test.cpp checks the decisions that
// docs/numerics.md and docs/decisions/ record.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "templates/hooks.h"

#include <string>
#include <vector>

namespace logpjit::tmpl {

/// The largest count a 16-bit storage type holds exactly with every smaller one (bf16's 8
/// significant bits: 256; fp16's 11: 2048): the bound of topk_stats' packed counts.
inline constexpr int64_t exactPackedCount(DType d) { return d == DType::BF16 ? 256 : 2048; }

/// What the templates' decisions read from a target: its hooks' answers and the launch
/// geometry of kernel_abi.h. Nothing else about a target changes a plan.
struct PlanTarget {
  Arch arch = Arch::Host;
  bool alignedVectors = false;  ///< Hooks::needsAlignedVectors (GPUs)
  bool bulkCopy = false;        ///< Hooks::hasBulkCopy (sm_90)
  bool nanMax = false;          ///< Hooks::hasNaNMax (sm_90)
  bool countPairs = false;      ///< Hooks::hasCountAbovePairs (sm_90)
  bool laneBroadcast = false;   ///< Hooks::hasLaneBroadcast (sm_90's merge)
  unsigned loadUnroll = 1;      ///< Hooks::loadUnroll
  int64_t unitBlockThreads = 0; ///< abi::unitBlockThreads(arch)
};

/// Static shared memory a kernel may declare without opting in (CUDA: 48 KiB per block).
inline constexpr int64_t kStaticSharedBytes = 48 * 1024;

/// The facts of `h`, the hooks of a kernel for `arch`.
PlanTarget planTarget(const Hooks &h, Arch arch);

/// The order of the tile partials (docs/numerics.md, "Tile partials").
enum class TileOrder : uint8_t {
  TwoPass, ///< M of the tile first, then e = exp(x - M) summed against that one M
  Online,  ///< a running max per lane, rescaled slots, a combine of (m, s, t) states
};
/// Where a lane's chunks wait between the max and the sum (not part of the order).
enum class ChunkHome : uint8_t {
  Registers, ///< loaded once, before the max, into registers
  Staged,    ///< copied into the unit's shared memory (tile_staged.cpp)
  ReadTwice, ///< read from global memory by each pass
  ReadOnce,  ///< the online order: each chunk read once, processed at once
};
/// Where the two passes' tile max M comes from.
enum class MaxPass : uint8_t {
  Host,    ///< a pass of its own over the tile before the lanes run (the host)
  Lanes,   ///< each lane's max, then Hooks::laneMax across the unit (GPUs)
  Running, ///< the online order's running max (no pass of its own)
};
/// How a chunk that reaches past the tile's real columns is loaded.
enum class PartialChunk : uint8_t {
  None,       ///< C == 1: a chunk is whole or wholly masked
  Predicated, ///< a masked vector load of the in-range columns (GPUs)
  Clamped,    ///< clamped element loads (loadClampedElement; the host)
};
/// Where the loads branch on the alignment class of the tile start.
enum class AlignDispatch : uint8_t {
  None,  ///< one form: element-aligned loads (the host, C == 1), or no vector loads at all
  Loads, ///< inside the lane body, around the loads into registers; the arithmetic once
  Lane,  ///< the whole lane reduction once per class
};

/// The byte alignments emitByAlignment (ir_util.h) gives a copy of their own, widest
/// first: `wide`, 4 where it is a class of its own (wide > 4 > esize), `elementClass`.
std::vector<unsigned> alignmentClasses(unsigned wide, unsigned esize, unsigned elementClass);

/// Every decision emitTileStats takes (templates/tile_stats.cpp).
struct TileStatsPlan {
  PlanTarget target;
  DType dtype = DType::BF16;
  MathImpl math = MathImpl::Portable;
  bool entropy = false, temperature = false;
  bool laneStats = false; ///< topk_stats: the lanes also write their stats words
  bool gpu = false;       ///< the target needs aligned vectors: GPUs
  bool quick = false; ///< the spec's quick tier (KernelSpec::quick): division-free fp32 division
  /// TileSum::Leaves (tile_leaves.cpp): only the fields above and W, P, esize, grid apply
  bool leaves = false;
  /// x / tau through the row's reciprocal (emitDivByRow, templates/numerics.h): sm_90,
  /// bf16, chunks in registers
  bool rowReciprocal = false;
  /// The quick tier's lane on a GPU: the two passes one element at a time (tile_quick.cpp),
  /// the online order one chunk at a time, every chunk by clamped element loads.
  bool quickLane = false;

  // Geometry: NCH = ceil(W / C) chunks, ITERS = ceil(NCH / L) steps per lane.
  int64_t W = 0, C = 0, L = 0, NCH = 0, ITERS = 0;
  unsigned P = 2;     ///< floats per partial: (m, s) or (m, s, t)
  unsigned esize = 0; ///< bytes per element of the logits dtype
  unsigned chunkBytes = 0;

  // The order and where the chunks wait.
  TileOrder order = TileOrder::TwoPass;
  ChunkHome home = ChunkHome::ReadTwice;
  MaxPass maxPass = MaxPass::Lanes;
  int64_t shareBytes = 0;      ///< a lane's share of a tile: ITERS * C * esize
  bool fitsRegisters = false;  ///< shareBytes <= kRegisterShareBytes and C >= 2
  int64_t stageBytes = 0;      ///< the staged image: 16 + ITERS * L * C * esize, to 16
  int64_t stageBlockBytes = 0; ///< shared memory per block when staged (barrier + image)
  bool stagedFull = false;     ///< the full tier stages (the quick tier keeps the order)
  bool residentFull = false;   ///< the full tier holds the chunks in registers

  // Loads.
  PartialChunk partialChunk = PartialChunk::None;
  bool widenWordPairs = false; ///< bf16 widened a 32-bit word (two elements) at a time
  bool maxInStorage = false;   ///< a register/staged lane max in the storage type (packed)
  bool countPairs = false;     ///< topk_stats counts above the target on packed pairs
  /// topk_stats with a temperature through the row's reciprocal: where the lane's values and
  /// the target's are in the division's range, x / tau orders as x does (strictly), so the
  /// count is taken on the raw packed pairs there and by the fp32 compare elsewhere.
  bool countPairsInRange = false;
  AlignDispatch alignDispatch = AlignDispatch::None;
  unsigned wide = 0;                   ///< the widest class (bytes) of the tile's loads; 0: none
  bool wholeTilesOnly = false;         ///< only tiles with lim == W take the vector classes
  std::vector<unsigned> alignClasses;  ///< the tile's load classes (0: element alignment)
  unsigned stagedWide = 0;             ///< the widest class of the image's chunks; 0: none
  std::vector<unsigned> stagedClasses; ///< the image's chunk classes

  // Loop shapes.
  int64_t hostMaxWays = 0;   ///< running maxima of the host's max pass
  unsigned passUnroll = 0;   ///< unroll of the read-twice max and sum loops
  int64_t onlineBatch = 0;   ///< chunks loaded before they are processed (online)
  int64_t onlineBatches = 0; ///< ceil(ITERS / onlineBatch)
  unsigned batchUnroll = 0;  ///< unroll of the online batch loop
  unsigned stagedSumUnroll = 0;
  int64_t stagedMaxBlocks = 0; ///< 16-byte blocks of the image the max pass reads
  Granularity grid = Granularity::Warp;

  std::string str() const;
};

/// A lane's share of a tile that stays in registers for the two passes: 160 bytes, 40
/// registers (docs/numerics.md, "Where the online order remains").
inline constexpr int64_t kRegisterShareBytes = 160;

/// The plan of the tile_stats kernel of `spec` on a target with the facts `t`.
TileStatsPlan planTileStats(const KernelSpec &spec, const PlanTarget &t);

/// An unroll count as printed: kNoUnroll is `rolled`; 0 (left to LLVM, or no such loop) and
/// counts as numbers.
std::string unrollName(unsigned u);
/// A flag as printed: `true` or `false`.
inline const char *flag(bool b) { return b ? "true" : "false"; }
/// The `key: value` lines of a target's facts (the head of every printed plan).
std::string planTargetLines(const PlanTarget &t);

llvm::StringRef toString(TileOrder v);
llvm::StringRef toString(ChunkHome v);
llvm::StringRef toString(MaxPass v);
llvm::StringRef toString(PartialChunk v);
llvm::StringRef toString(AlignDispatch v);
llvm::StringRef toString(Granularity v);

} // namespace logpjit::tmpl
