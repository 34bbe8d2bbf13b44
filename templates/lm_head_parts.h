//===- lm_head_parts.h - What the LM head's GEMM files share (internal) ----===//
//
// templates/lm_head.cpp (the canonical order on every target, the tile order, the quick
// tier), templates/lm_head_output.cpp (the stores and accumulator loads, fp32 sums split
// into 16-bit halves), templates/lm_head_wgmma.cpp (sm_90's warp-specialized full kernel)
// and templates/lm_head_leaves.cpp, templates/lm_head_parked.cpp (its epilogues for the leaf
// order's group partials) share the block's warps, the output's addressing and the tile
// order declared here.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "runtime/core/kernel_abi.h"
#include "templates/numerics.h"

#include <utility>

namespace logpjit::tmpl::lm_head {

/// sm_90: the two MMA warpgroups (quick tier: 8 warps), then the copy warpgroup.
inline constexpr unsigned kMmaWarps = 8;
inline constexpr unsigned kCopyThreads = abi::kLmHeadSm90Threads - kMmaWarps * 32;
/// Threads of a warpgroup (4 warps: wgmma's unit).
inline constexpr unsigned kWarpgroupThreads = 128;
static_assert(kCopyThreads == kWarpgroupThreads, "one copy warpgroup");
/// Registers per thread at launch (the block's 64 Ki over its threads): the warpgroups'
/// setMaxRegisters splits move registers between them around it.
inline constexpr unsigned kLaunchRegisters = (65536 / abi::kLmHeadSm90Threads) & ~7u; // 168

/// Where a thread's accumulator i of MMA tile (mt, nt) sits, relative to its warp's first
/// output row and column.
using Position =
    llvm::function_ref<std::pair<llvm::Value *, llvm::Value *>(unsigned, unsigned, unsigned)>;
/// A warp's accumulator i of MMA tile (mt, nt).
using AccumulatorAt = llvm::function_ref<llvm::AllocaInst *(unsigned, unsigned, unsigned)>;

/// Elements i, i + 1 of a warp's MMA tile (mt, nt) (two adjacent columns of one row in the
/// m16n8 layout) as a <2 x float>, for one paired store.
llvm::Value *accumulatorPair(Builder &B, AccumulatorAt acc, unsigned mt, unsigned nt, unsigned i);
/// Kernel argument i (kernel_abi.h's LmHeadArg) as a pointer.
llvm::Value *ptrArg(Builder &B, Hooks &h, unsigned i);
/// The element `row * stride + col` of a matrix of `dt` at `base`.
llvm::Value *element(Builder &B, DType dt, llvm::Value *base, llvm::Value *row, llvm::Value *stride,
                     llvm::Value *col);
/// The m16n8 accumulator layout of mma.sync and wgmma: row group g = lane / 4 and rows g,
/// g + 8 of each m16 tile, columns 2 (lane % 4), + 1 of each n8 tile.
std::pair<llvm::Value *, llvm::Value *> m16n8Position(Builder &B, Hooks &h, unsigned mt,
                                                      unsigned nt, unsigned i);
/// The element type of the output's memory: `spec.dtype`, or 16-bit halves where fp32
/// accumulators are kept split (KernelSpec::split_acc).
DType outStorage(const KernelSpec &spec);
/// An output element: `p` in outStorage's type; for split_acc `low`, the same element of
/// LH_LogitsLow (else null).
struct OutElement {
  llvm::Value *p, *low;
};
/// An fp32 accumulator's value from output element `o`: the fp32 element, or for split_acc
/// its high half at o.p and its low half at o.low.
llvm::Value *loadAccumulator(Builder &B, const KernelSpec &spec, OutElement o);
/// Stores fp32 `v` (a scalar or a vector of adjacent elements) at output element `o`:
/// rounded once to `spec.dtype`, or as it is, or for split_acc with an fp32 dtype as its
/// two 16-bit halves (the high at o.p, the low at o.low). `align`: of o.p and o.low in bytes
/// (0: the element's).
void storeOutput(Builder &B, Hooks &h, const KernelSpec &spec, llvm::Value *v, OutElement o,
                 unsigned align);
/// Stores a warp's accumulators (`rowTiles` x `colTiles` MMA tiles of `perTile` from (r0,
/// c0), element i of tile (mt, nt) at `pos`), rounded once to the logits dtype or kept in
/// fp32; rows and columns past the end are skipped.
void emitStore(Builder &B, Hooks &h, const KernelSpec &spec, llvm::Value *r0, llvm::Value *c0,
               unsigned rowTiles, unsigned colTiles, unsigned perTile, Position pos,
               AccumulatorAt acc);
/// Accumulate specs: the same accumulators start from the fp32 output's values (elements
/// outside the output from +0, as they are never stored); nothing otherwise.
void emitLoadAccumulators(Builder &B, Hooks &h, const KernelSpec &spec, llvm::Value *r0,
                          llvm::Value *c0, unsigned rowTiles, unsigned colTiles, unsigned perTile,
                          Position pos, AccumulatorAt acc);

/// emitLoadAccumulators for the m16n8 layout (m16n8Position, 4 per tile); split_acc specs
/// load each pair of adjacent columns' halves as two 32-bit words, which needs the output's
/// columns even and its bases 4-byte aligned (Op::lmHeadBackward's grad_weight: n = H).
void emitLoadM16n8Accumulators(Builder &B, Hooks &h, const KernelSpec &spec, llvm::Value *r0,
                               llvm::Value *c0, unsigned rowTiles, unsigned colTiles,
                               AccumulatorAt acc);
/// emitStore for the m16n8 layout; split_acc specs store each pair of adjacent columns as
/// one store of each half (or of the pair rounded), under emitLoadM16n8Accumulators' terms.
void emitStoreM16n8(Builder &B, Hooks &h, const KernelSpec &spec, llvm::Value *r0, llvm::Value *c0,
                    unsigned rowTiles, unsigned colTiles, AccumulatorAt acc);
/// a / b for i64 values below 2^32 (tile counts and indices: Op::launchGemm keeps tiles
/// and rows below 2^31), as one 32-bit division: a 64-bit one is a subroutine call in SASS,
/// and where the driver or nvJitLink compile the PTX (relocatable code) an extern call in
/// the kernel makes ptxas serialize its wgmma.
llvm::Value *udiv32(Builder &B, llvm::Value *a, llvm::Value *b);
/// The launch's row tiles and column tiles (i64).
llvm::Value *rowTileCount(Builder &B, Hooks &h);
llvm::Value *colTileCount(Builder &B, Hooks &h);
/// The (row unit, column tile) of unit `t` of the tile order, for `rowUnits` row units (row
/// tiles, or the cluster kernel's pairs of them): units in groups of kLmHeadGroupCols column
/// tiles, the row units outer within a group.
std::pair<llvm::Value *, llvm::Value *> groupedTile(Builder &B, Hooks &h, llvm::Value *t,
                                                    llvm::Value *rowUnits);

/// KernelSpec::leaf_groups: the column span of a tile of W = spec.tile_width columns in a
/// launch's column tiles, ceil(W / 256) x 256 (kernel_abi.h, LH_Cols).
int64_t leafTileSpan(const KernelSpec &spec);
/// KernelSpec::leaf_groups: the launch column (weight row) of the first column of column
/// tile c0v / 256: tile k = c0v / leafTileSpan's first column k W, plus c0v's remainder.
llvm::Value *leafWeightColumn(Builder &B, const KernelSpec &spec, llvm::Value *c0v);
/// KernelSpec::leaf_groups (lm_head_leaves.cpp): a full sm_90 kernel's warp reduces its
/// 16 x 256 accumulators from row r0, column tile c0v / 256 (m16n8 layout) to each row's
/// group partial of the leaf order and writes it, and the target's logit where it holds it.
void emitLeafGroups(Builder &B, Hooks &h, const KernelSpec &spec, llvm::Value *r0, llvm::Value *c0,
                    AccumulatorAt acc);

/// Whether `spec`'s full sm_90 kernel hands its tiles to the copy warpgroup's idle warps
/// for the leaf order's reduction (leaf_groups with 16-bit logits: parkLeafTile,
/// reduceParkedTile), where emitLeafGroups reduces them in the MMA warps after the tile's
/// main loop (fp32 logits: 128 KiB of parked values would not fit beside the stages).
bool parksLeafTiles(const KernelSpec &spec);

/// The leaf order's epilogue beside the next tile's MMAs (lm_head_parked.cpp): each MMA
/// warpgroup parks its 64 rows of the tile, rounded to the logits dtype, in a place of its
/// own (warpgroup 0 in shared memory, warpgroup 1 in global memory: kernel_abi.h's
/// LH_ParkedHalves) and goes on with the next tile, while kReduceThreads threads of the copy
/// warpgroup (the warps other than the copy thread's) reduce them, one row per thread, in
/// emitLeafGroups' operations and order. A half tile, not the whole: the whole (64 KiB)
/// would take the place of a pipeline stage, and three stages keep the tensor cores fed
/// worse than four (docs/decisions/lm-head-leaf-order.md).
inline constexpr unsigned kReduceThreads = 96;
/// Rows of a parked half tile: one MMA warpgroup's.
inline constexpr int64_t kParkedRows = abi::kLmHeadTileRows / 2;
/// The parked half tile: 64 rows x 256 columns of 16-bit logits, 64 words of 32 bits (two
/// adjacent logits) per thread of the warpgroup, word w of thread t at word t + 128 w (a
/// warp's store: 128 contiguous bytes; a reduce thread's load of threads 4 i..4 i + 3: 16).
inline constexpr int64_t kParkedBytes = abi::kLmHeadParkedBytes;
static_assert(kParkedBytes == kParkedRows * abi::kLmHeadTileCols * 2, "16-bit logits");
/// MMA thread t (0..127) of its warpgroup parks its 16 x 256 warp tile's accumulators
/// (m16n8 layout) rounded to the logits dtype at `words` (i32*, shared or global memory: the
/// thread's word 0 of the parked half tile).
void parkLeafTile(Builder &B, Hooks &h, const KernelSpec &spec, AccumulatorAt acc,
                  llvm::Value *words);
/// Reduce thread `e` (i64, 0..kReduceThreads - 1) writes the group partial and the target
/// logit of its row e < kParkedRows of the half tile at rows halfR0.., column tile c0v / 256
/// parked at `parked` (i8*, shared or global memory, 16-byte aligned); the threads from
/// kParkedRows on have none.
void reduceParkedTile(Builder &B, Hooks &h, const KernelSpec &spec, llvm::Value *parked,
                      llvm::Value *halfR0, llvm::Value *c0v, llvm::Value *e);

/// sm_90's full kernel (lm_head_output.cpp): the store of MMA warp's 16 x 256 accumulators
/// from (r0, c0) (acc(0, nt, i): element i of n8 tile nt), straight-line where the warp lies
/// wholly inside the output, else element by element; and, for accumulate specs, their
/// start from the output's values (else a wgmma fence over the zeroed accumulators).
void emitWarpTileStore(Builder &B, Hooks &h, const KernelSpec &spec, llvm::Value *r0,
                       llvm::Value *c0, AccumulatorAt acc);
void emitWarpTileLoad(Builder &B, Hooks &h, const KernelSpec &spec, llvm::Value *r0,
                      llvm::Value *c0, AccumulatorAt acc);

/// sm_90's full kernel (lm_head_wgmma.cpp): block `u` (thread `tid`, warp `warp`) of a
/// launch in clusters of kLmHeadClusterBlocks, its copy warpgroup and MMA warpgroups over
/// the cluster's tile pairs.
void emitWarpSpecializedTiles(Builder &B, Hooks &h, const KernelSpec &spec, llvm::Value *u,
                              llvm::Value *tid, llvm::Value *warp);

} // namespace logpjit::tmpl::lm_head
