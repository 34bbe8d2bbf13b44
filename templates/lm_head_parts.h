//===- lm_head_parts.h - What the LM head's GEMM files share (internal) ----===//
//
// templates/lm_head.cpp (the canonical order on every target, the tile order, the quick
// tier), templates/lm_head_output.cpp (the stores and accumulator loads, fp32 sums split
// into 16-bit halves), templates/lm_head_wgmma.cpp (sm_90's warp-specialized full kernel)
// and templates/lm_head_leaves.cpp (its epilogue for the leaf order's group partials) share the
// block's warps, the output's addressing and the tile order declared here.
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
static_assert(kCopyThreads == 128, "one copy warpgroup");
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

/// Whether `spec`'s full sm_90 kernel reduces its tiles to the leaf order's group partials
/// in the next tile's main loop (DeferredLeafGroups: leaf_groups with 16-bit logits), where
/// emitLeafGroups reduces them after the tile's own (fp32 logits: 128 KiB of parked values
/// would not fit beside the pipeline's stages).
bool defersLeafGroups(const KernelSpec &spec);

/// The leaf order's epilogue in the shadow of the next tile's MMAs (lm_head_leaves.cpp):
/// an MMA thread parks its 16 x 256 warp tile's values, rounded to the logits dtype (64
/// words of 32 bits, two 16-bit logits each), and its rows' maxima in shared memory that
/// only it reads, then reduces them in kSteps steps: the rows' group maxima and target
/// logits, then one leaf of one row per step, each row's group partial written after its
/// last leaf. Its state lives in shared memory too, so that the steps add no register that
/// stays live beside the accumulators. The same operations, in the same order, as
/// emitLeafGroups.
class DeferredLeafGroups {
public:
  /// Steps of one tile's reduction: maxima and targets, then 16 leaves of two rows.
  static constexpr unsigned kSteps = 33;
  /// Threads whose words interleave (a warpgroup).
  static constexpr int64_t kThreads = 128;
  /// A thread's words: 64 of parked values, then its state (State).
  static constexpr int64_t kValueWords = 64;
  enum State : unsigned {
    Held,    ///< i32: 1 while a tile is parked
    Row0,    ///< i32: the warp tile's first row
    Col0,    ///< i32: its column tile x 256 (LeafColumns)
    MaxRow0, ///< f32: row g's raw maximum, then (step 0) its group max; row g + 8 next
    MaxRow1,
    TauRow0, ///< f32: the rows' temperatures
    TauRow1,
    SumRow0, ///< f32: the rows' chains S and U
    SumRow1,
    EntropyRow0,
    EntropyRow1,
    kStateWords
  };
  static constexpr int64_t kWords = kValueWords + kStateWords;
  /// `words`: this thread's first word (i32*, shared memory): word w at words + w x
  /// kThreads, kWords words. Marks nothing held (emitted where every MMA thread passes).
  DeferredLeafGroups(Builder &B, Hooks &h, const KernelSpec &spec, llvm::Value *words);
  /// Parks the warp tile at row r0, column tile c0v / 256 from its accumulators (m16n8
  /// layout); the previous tile's steps must have run (finish).
  void hold(AccumulatorAt acc, llvm::Value *r0, llvm::Value *c0v);
  /// Step `s` (i64, warp-uniform) of the held tile's reduction; nothing where s >= kSteps
  /// or nothing is held.
  void step(llvm::Value *s);
  /// Steps `from` (i64) to kSteps - 1.
  void finish(llvm::Value *from);

private:
  llvm::Value *word(llvm::Value *w);
  llvm::Value *load(State f, llvm::Type *ty);
  void store(State f, llvm::Value *v);
  Builder &B;
  Hooks &h;
  const KernelSpec &spec;
  llvm::Value *words;
};

/// sm_90's full kernel (lm_head_wgmma.cpp): block `u` (thread `tid`, warp `warp`) of a
/// launch in clusters of kLmHeadClusterBlocks, its copy warpgroup and MMA warpgroups over
/// the cluster's tile pairs.
void emitWarpSpecializedTiles(Builder &B, Hooks &h, const KernelSpec &spec, llvm::Value *u,
                              llvm::Value *tid, llvm::Value *warp);

} // namespace logpjit::tmpl::lm_head
