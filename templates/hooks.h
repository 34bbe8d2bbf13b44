//===- hooks.h - The target-hook interface the kernel templates use --------===//
//
// The templates (tile_stats, merge, backward) are written once against this
// interface; each target implements it (host now; NVPTX and AMDGPU later). A hook
// decides *who* computes a piece of work (a loop on the host, a warp on a GPU) but
// never *how*: the order of every floating-point operation is fixed by the template.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "logpjit/kernel_spec.h"
#include "templates/ir_util.h"

#include "llvm/IR/Module.h"

#include <memory>

namespace logpjit::tmpl {

/// The values a logical lane carries (e.g. m, s, t of a tile partial).
using LaneState = llvm::SmallVector<llvm::Value *, 4>;

/// Who executes one (row, item) work unit on a GPU. The host runs every unit in a loop.
enum class Granularity {
  Warp,     ///< one warp (L logical lanes) per (row, item): tile_stats; merge on sm_90
  WarpGrid, ///< Warp, or units from a grid of (item groups, rows): abi::tileStatsGrid
  Thread,   ///< one thread per row: merge elsewhere
  Block,    ///< one block per row, its threads striding over columns: backward
  RowBlock, ///< one block of abi::kRowBlockThreads per row, its threads sharing the row's
            ///< candidates in shared memory: topk_select on sm_90
  BlockMma, ///< Block units whose threads hold MMA accumulators (the LM head's tiles): the
            ///< mapping of Block, with a register budget of 255 per thread on sm_90
};

/// The module flag a hook sets when it emits an instruction of sm_90a alone (wgmma): the
/// NVPTX backend then targets sm_90a (compiler/backends/nvptx/nvptx_backend.cpp).
inline constexpr const char *kSm90aFlag = "logpjit.sm_90a";

class Hooks {
public:
  virtual ~Hooks() = default;

  /// Creates kernel `name` taking `numArgs` 64-bit argument words and calls
  /// `body(row, item)` for every row and every item in [0, items), where `items` is
  /// computed once per launch by `itemCount` (from the arguments; nullptr = 1). The host
  /// loops rows [row_begin, row_end) then items; a GPU maps units by `g` and guards them
  /// with the row count in argument word `rowsArg`.
  virtual llvm::Function *
  emitKernel(llvm::Module &M, llvm::StringRef name, unsigned numArgs, unsigned rowsArg,
             Granularity g, llvm::function_ref<llvm::Value *(Builder &)> itemCount,
             llvm::function_ref<void(Builder &, llvm::Value *row, llvm::Value *item)> body) = 0;

  /// True in the one thread that writes a work unit's results (lane 0 of a warp unit;
  /// always true on the host and for Thread units).
  virtual llvm::Value *leader(Builder &B) { return B.getTrue(); }

  /// Argument word `i` of the current kernel as i64 (only inside emitKernel).
  virtual llvm::Value *arg(Builder &B, unsigned i) = 0;

  /// The canonical lane reduction: runs `laneBody(lane)` for each logical lane
  /// 0..L-1 and combines the L states with the fixed pairwise tree
  ///   for (o = L/2; o >= 1; o /= 2) state[l] = combine(state[l], state[l + o]), l < o
  /// which is exactly what lane 0 of a butterfly (each lane combines (own, lane ^ o))
  /// computes, for any combine: lane 0 always has the lower lane first
  /// (tests/codegen/lane_tree_test.cpp). Returns lane 0's final state.
  virtual LaneState
  laneReduce(Builder &B, unsigned L, llvm::ArrayRef<llvm::Type *> types,
             llvm::function_ref<LaneState(Builder &, llvm::Value *lane)> laneBody,
             llvm::function_ref<LaneState(Builder &, llvm::ArrayRef<llvm::Value *>,
                                          llvm::ArrayRef<llvm::Value *>)>
                 combine) = 0;

  /// True when the logical lanes of a Warp unit are threads (GPUs): a value a lane computed
  /// before a laneReduce is still its own inside the lane body and after it. False on the
  /// host, whose lane bodies run one after another in one thread.
  virtual bool lanesAreThreads() const { return false; }

  /// Elementwise loop over columns [0, n) in blocks of `width` (the host loops; a GPU
  /// block's threads stride): calls `body(col, mask)` with `mask` = <width x i1> of
  /// in-range columns for a partial last block, or nullptr for a full block.
  virtual void
  forColumns(Builder &B, llvm::Value *n, unsigned width,
             llvm::function_ref<void(Builder &, llvm::Value *col, llvm::Value *mask)> body) = 0;

  /// Hardware exp(x) / log(x) for MathImpl::Native (nullptr: use the portable one).
  virtual llvm::Value *nativeExp(Builder &B, llvm::Value *x) { return nullptr; }
  virtual llvm::Value *nativeLog(Builder &B, llvm::Value *x) { return nullptr; }
  /// True when the target has a one-instruction NaN-propagating max (IEEE maximum,
  /// max.NaN on sm_90, packed for bf16/fp16 pairs): tile_stats then takes the tile max in
  /// the storage type and keeps the native math's two passes in registers; the online
  /// order of the other GPUs' native math keeps no separate NaN flag with it.
  virtual bool hasNaNMax() const { return false; }
  /// True when countAbovePairs emits (sm_90).
  virtual bool hasCountAbovePairs() const { return false; }
  /// acc + (a > b ? 1 : 0) per 16-bit half of the i32 words `a` and `b` (two bf16 or fp16
  /// values of `dt` each), the two counts held in `acc` as values of that type (exact up to
  /// 256 in bf16, 2048 in fp16): a packed compare and a packed add, where widened fp32
  /// compares take two instructions per element. The comparison is IEEE's (NaN: false),
  /// that of the widened values. nullptr where !hasCountAbovePairs.
  virtual llvm::Value *countAbovePairs(Builder &B, DType dt, llvm::Value *a, llvm::Value *b,
                                       llvm::Value *acc) {
    return nullptr;
  }
  /// The i32 whose 16-bit halves are 0xFFFF where that half of `a` is above that half of
  /// `b` (two bf16 or fp16 values of `dt` in each word), else 0: one packed compare whose
  /// masks sum as integers, two per three-input add (the comparison is countAbovePairs').
  /// nullptr where !hasCountAbovePairs.
  virtual llvm::Value *abovePairsMask(Builder &B, DType dt, llvm::Value *a, llvm::Value *b) {
    return nullptr;
  }

  /// The IEEE maximum (NaN-propagating, -0 < +0) of the fp32 `v` over the L logical
  /// lanes of the current unit, returned to every lane (GPUs; nullptr on the host, whose
  /// lanes run one after another). Exact and order-free, so any exchange pattern gives the
  /// same bits. tile_stats uses it on every GPU for the two-pass tile max.
  virtual llvm::Value *laneMax(Builder &B, llvm::Value *v) { return nullptr; }

  /// Cross-lane broadcast for the merge: when true, emitMerge runs one 32-lane unit per
  /// row (Granularity::Warp, one item), the lanes load and weigh 32 tiles at a time and
  /// every lane runs the sequential sums on broadcast values (the same operations, in the
  /// same order, as one thread per row; the exact max through laneMax, templates/merge.cpp
  /// says why that gives the same bits). False: one thread per row.
  virtual bool hasLaneBroadcast() const { return false; }
  /// This thread's lane in its 32-lane unit (i64; only with hasLaneBroadcast).
  virtual llvm::Value *laneIndex(Builder &B) { return nullptr; }
  /// The fp32 `v` of lane `src` (i32, constant or not) of the unit, in every lane (only
  /// with hasLaneBroadcast).
  virtual llvm::Value *laneBroadcast(Builder &B, llvm::Value *v, llvm::Value *src) {
    return nullptr;
  }

  /// True when the target rounds fp32 to bf16 (nearest even, subnormals kept) in
  /// hardware; storeFromFloat then uses it (same bits as the integer rounding).
  virtual bool hasBF16Convert() const { return false; }

  /// True when vector loads must be naturally aligned (GPUs); the templates then branch
  /// on the runtime alignment of a tile and use the widest legal access.
  virtual bool needsAlignedVectors() const { return false; }

  /// True when the target can copy a tile into the unit's shared memory in one bulk
  /// operation (sm_90: `cp.async.bulk`, the Tensor Memory Accelerator's 1-D copy, which
  /// completes on an mbarrier). tile_stats then stages the portable math's tile there and
  /// runs its two passes as rolled loops over it (docs/design.md, "Staged tiles on sm_90"). False:
  /// the three hooks below are never called.
  virtual bool hasBulkCopy() const { return false; }
  /// This unit's `bytes` bytes of shared memory (a 16-byte-aligned i8 pointer in the
  /// shared address space), carved from one array of units-per-block x `bytes` per kernel.
  virtual llvm::Value *unitShared(Builder &B, uint64_t bytes) { return nullptr; }
  /// Starts the bulk copy of `bytes` (i32, a multiple of 16, may be 0: nothing is copied)
  /// from the global address `src` (i64, 16-byte aligned when bytes > 0) to the shared
  /// `dst` (16-byte aligned), completing on the barrier `bar` (8 bytes of this unit's shared
  /// memory, 8-byte aligned). Every thread of the unit calls it; one thread initialises the
  /// barrier and issues the copy.
  virtual void bulkCopyStart(Builder &B, llvm::Value *dst, llvm::Value *src, llvm::Value *bytes,
                             llvm::Value *bar) {}
  /// Every thread of the unit: waits until the copy on `bar` has landed, then a unit
  /// barrier. After it the copy and every thread's earlier shared stores are visible to
  /// all threads of the unit.
  virtual void bulkCopyWait(Builder &B, llvm::Value *bar) {}

  /// True when the target has the m16n8k16 tensor-core MMA with fp32 accumulation (sm_90):
  /// the LM head's GEMM is then warps of mma16816 (templates/lm_head.cpp); false: a
  /// sequential FMA chain per output.
  virtual bool hasMma16816() const { return false; }
  /// One `mma.sync.aligned.m16n8k16.row.col.f32.{bf16|f16}.{bf16|f16}.f32` of the current
  /// warp: returns D = A x B + C, 4 fp32 values per thread. `a`: 4 i32 (each two `in`
  /// elements of row group g = lane / 4: (g, 2q..2q+1), (g + 8, 2q..), (g, 2q + 8..),
  /// (g + 8, 2q + 8..), q = lane % 4); `b`: 2 i32 (column g, k = 2q..2q+1 and 2q + 8..);
  /// `c`: 4 fp32 ((g, 2q), (g, 2q + 1), (g + 8, 2q), (g + 8, 2q + 1)), the layout of D.
  virtual LaneState mma16816(Builder &B, DType in, llvm::ArrayRef<llvm::Value *> a,
                             llvm::ArrayRef<llvm::Value *> b, llvm::ArrayRef<llvm::Value *> c) {
    return {};
  }

  /// AMD's matrix cores (gfx942): `v_mfma_f32_16x16x16{bf16_1k,f16}` of the current
  /// wavefront (64 lanes): D[16 x 16] = A[16 x 16] x B[16 x 16] + C with fp32 accumulation.
  /// Lane l holds A[l % 16][4 (l / 16) + e] and B[4 (l / 16) + e][l % 16], e = 0..3 (`a`,
  /// `b`: <4 x i16>, the bits of 4 `in` elements), and C, D[4 (l / 16) + i][l % 16],
  /// i = 0..3 (4 fp32). The LM head's GEMM on such a target is wavefronts of these.
  virtual bool hasMfma16x16x16() const { return false; }
  virtual LaneState mfma16x16x16(Builder &B, DType in, llvm::Value *a, llvm::Value *b,
                                 llvm::ArrayRef<llvm::Value *> c) {
    return {};
  }

  /// The block-tiled GEMM's memory hooks (targets with hasWgmma; BlockMma units): this
  /// thread's index in its unit (i64); the block's dynamic shared memory (its size is the
  /// launch's, kernel_abi.h; 1024-byte aligned, address space 3); a barrier of the unit's
  /// threads.
  virtual llvm::Value *threadInUnit(Builder &B) { return nullptr; }
  /// `bytes` bytes of the block's shared memory, one array per call (an i8 pointer in the
  /// target's shared address space, 16-byte aligned) for Block units whose threads exchange
  /// values through it (topk_select on sm_90: abi::topkSelectBlockPerRow); nullptr where the
  /// target offers none.
  virtual llvm::Value *blockShared(Builder &B, uint64_t bytes) { return nullptr; }
  /// The i64 `v` of lane `lane ^ o` of this thread's warp (o < 32; every lane of the warp
  /// takes part): the exchanges of a sorting network. nullptr where lanes are not threads.
  virtual llvm::Value *laneShuffleXor(Builder &B, llvm::Value *v, unsigned o) { return nullptr; }
  virtual llvm::Value *dynamicShared(Builder &B) { return nullptr; }
  virtual void unitBarrier(Builder &B) {}
  /// A meeting of this thread's warp, with memory ordering among its lanes (bar.warp.sync):
  /// shared-memory stores of one lane seen by the others' loads after it. Where blockShared
  /// offers shared memory.
  virtual void warpSync(Builder &B) {}
  /// The launch's dependents may start (sm_90 griddepcontrol.launch_dependents: a kernel
  /// launched after this one with LaunchDims::programmaticLaunch may begin once every
  /// block of this one has executed it); nothing elsewhere. A hint: it orders no memory.
  virtual void gridLaunchDependents(Builder &B) {}
  /// Waits until the kernels this launch depends on have completed and their writes are
  /// visible (sm_90 griddepcontrol.wait; returns at once in a launch without a programmatic
  /// dependency); nothing elsewhere, where launches on a stream are serialized.
  virtual void gridDependencyWait(Builder &B) {}
  /// Warpgroup MMA (sm_90's wgmma, 4 warps): hasWgmma(); D[64 x n] += A[64 x 16] x
  /// B[n x 16]^T (n = 128 or 256) with A and B read from shared memory through the
  /// descriptors `a`, `b` (i64, 128-byte swizzle: wgmmaDescriptor; K-major, or MN-major
  /// where `aMnMajor`, `bMnMajor`: wgmma's transpose bits), `acc` and the
  /// result n / 2 fp32 per
  /// thread in the m16n8 accumulator layout per warp (warp w of the group: rows 16 w + g and
  /// 16 w + g + 8 of n8 tile j in elements 4 j..4 j + 3). wgmmaFence before the first MMA of
  /// a batch, wgmmaCommitWait(pending) after it (the batch committed; then every batch but the
  /// last `pending` complete, their shared memory free).
  virtual bool hasWgmma() const { return false; }
  /// The descriptor of an operand at `shared` (1024-byte aligned swizzle atoms): K-major,
  /// rows of 128 bytes (64 k), 8-row atoms 1024 bytes apart; MN-major (`mnMajor`), k rows
  /// of 128 bytes (64 rows or columns of the operand), 8-row atoms 1024 bytes apart and the
  /// next 64 rows or columns `mnBlockBytes` on.
  virtual llvm::Value *wgmmaDescriptor(Builder &B, llvm::Value *shared, bool mnMajor = false,
                                       unsigned mnBlockBytes = 0) {
    return nullptr;
  }
  virtual LaneState wgmma64xN(Builder &B, DType in, unsigned n, llvm::Value *a, llvm::Value *b,
                              llvm::ArrayRef<llvm::Value *> acc, bool aMnMajor = false,
                              bool bMnMajor = false) {
    return {};
  }
  virtual void wgmmaFence(Builder &B) {}
  virtual void wgmmaCommitWait(Builder &B, unsigned pending) {}

  /// Warp-specialized pipelines (targets with hasWgmma; BlockMma units): transaction
  /// barriers of 8 bytes (8-byte aligned) in the block's shared memory (sm_90's mbarrier):
  /// barrierInit (one thread; a unit or cluster barrier before anyone else uses it) expects `count`
  /// arrivals per phase; barrierArrive is one arrival; barrierWait returns once the phase of
  /// parity `parity` (i32 0 or 1) has completed (a fresh barrier: parity 1 at once); the
  /// tensor copies completed on it are then visible to the waiting threads' loads and MMAs.
  /// setMaxRegisters(n) (warpgroup-uniform) moves the calling warpgroup's
  /// register budget to n per thread (sm_90's setmaxnreg; n a multiple of 8 in [24, 256]).
  virtual void barrierInit(Builder &B, llvm::Value *bar, unsigned count) {}
  virtual void barrierArrive(Builder &B, llvm::Value *bar) {}
  virtual void barrierWait(Builder &B, llvm::Value *bar, llvm::Value *parity) {}
  virtual void setMaxRegisters(Builder &B, unsigned n, bool increase) {}
  /// Tensor copies (sm_90's Tensor Memory Accelerator; BlockMma kernels, whose launches pass
  /// kernel_abi.h's tensor maps): tensorMap(i) is the generic address (i64) of the launch's
  /// tensor map i, nullptr where kernels take none; barrierExpectBytes is one arrival on
  /// `bar` that also makes its phase wait for `bytes` (i32) of copies; tensorCopy2D starts
  /// the copy of the box of `map` whose first element is at (inner, row) (i64 element
  /// coordinates below 2^31, taken as TMA's signed 32-bit ones; elements outside the matrix
  /// arrive as 0) into shared `dst` (1024-byte
  /// aligned: the 128-byte swizzle), its bytes completing on `bar`.
  virtual llvm::Value *tensorMap(Builder &B, unsigned i) { return nullptr; }
  virtual void barrierExpectBytes(Builder &B, llvm::Value *bar, llvm::Value *bytes) {}
  virtual void tensorCopy2D(Builder &B, llvm::Value *dst, llvm::Value *map, llvm::Value *inner,
                            llvm::Value *row, llvm::Value *bar) {}
  /// Clusters (sm_90's full LM-head kernel, launched in clusters of
  /// abi::kLmHeadClusterBlocks blocks): clusterRank is the block's rank in its cluster (i64),
  /// nullptr where blocks run alone; clusterBarrier is every thread of the cluster meeting
  /// (arrive with release, wait with acquire: barriers initialised before it are visible to
  /// the other blocks after it); barrierArriveAt is one arrival on the barrier at `bar`'s
  /// offset in the shared memory of the cluster's block `rank` (i64); tensorCopy2DMulticast
  /// is tensorCopy2D into `dst`'s offset in every block of the cluster, its bytes completing
  /// on the barrier at `bar`'s offset in each.
  virtual llvm::Value *clusterRank(Builder &B) { return nullptr; }
  virtual void clusterBarrier(Builder &B) {}
  virtual void barrierArriveAt(Builder &B, llvm::Value *bar, llvm::Value *rank) {}
  virtual void tensorCopy2DMulticast(Builder &B, llvm::Value *dst, llvm::Value *map,
                                     llvm::Value *inner, llvm::Value *row, llvm::Value *bar) {}
  /// Tensor stores (sm_90's full LM-head kernel, through the launch's tensor map 2):
  /// storeMatrices stores four 8 x 8 matrices of 16-bit elements from the warp's registers
  /// into shared memory (stmatrix .x4; every lane of the warp takes part): lane l gives the
  /// shared address (16-byte aligned) of row l % 8 of matrix l / 8, and regs[i] (i32) of
  /// lane l holds matrix i's elements (l / 4, 2 (l % 4)) and (l / 4, 2 (l % 4) + 1), the
  /// m16n8 accumulator layout; sharedToTensorFence orders this thread's earlier shared
  /// stores before later tensor stores' reads of them (sm_90's fence.proxy.async);
  /// namedBarrier is the meeting of `threads` threads (a multiple of 32) at barrier `id`
  /// (i32, 1..15); tensorStore2D starts the store of `map`'s box at (inner, row) (i64
  /// element coordinates below 2^31; elements outside the matrix are not written) from shared
  /// `src` (1024-byte aligned: the 128-byte swizzle) as part of the thread's open group,
  /// which tensorStoreCommit closes; tensorStoreWait returns once at most `pending` of the
  /// thread's closed groups are outstanding (`readOnly`: once their shared memory has been
  /// read, the writes may still be under way).
  virtual void storeMatrices(Builder &B, llvm::Value *dst, llvm::ArrayRef<llvm::Value *> regs) {}
  virtual void sharedToTensorFence(Builder &B) {}
  virtual void namedBarrier(Builder &B, llvm::Value *id, unsigned threads) {}
  virtual void tensorStore2D(Builder &B, llvm::Value *map, llvm::Value *src, llvm::Value *inner,
                             llvm::Value *row) {}
  virtual void tensorStoreCommit(Builder &B) {}
  virtual void tensorStoreWait(Builder &B, unsigned pending, bool readOnly) {}
  /// The launch's blocks along x (i64): BlockMma kernels loop over their units u,
  /// u + blocks, ... (sm_90's Op::launch caps the LM head's blocks; its full kernel loops
  /// over tile pairs by cluster); nullptr where every launch has one block per unit.
  virtual llvm::Value *blocksInGrid(Builder &B) { return nullptr; }

  /// Unroll count for loops whose iterations hold independent loads (a GPU issues them
  /// together; an out-of-order CPU needs no help, and unrolling costs compile time).
  virtual unsigned loadUnroll() const { return 1; }

  /// Vector width (in fp32 elements) for elementwise loops.
  virtual unsigned vectorWidth() const = 0;

  /// The kernel is a quick tier (KernelSpec::quick): small code before speed (no 64-bit
  /// integer or IEEE fp32 division instructions, whose ptxas subroutines dominate its
  /// compile time; docs/design.md, "Tiered JIT"). Set by the compiler before the template
  /// runs.
  bool quick = false;
};

/// Host (x86-64) hooks: loops over rows, items and logical lanes.
std::unique_ptr<Hooks> makeHostHooks();
/// NVPTX (sm_90) hooks: warps, shuffles, `ex2.approx` / `lg2.approx` as native math.
std::unique_ptr<Hooks> makeNVPTXHooks();
/// AMDGPU (gfx942) hooks: half-wavefront units, ds_bpermute, v_exp_f32 / v_log_f32.
std::unique_ptr<Hooks> makeAMDGPUHooks();
/// The sm_90 emulator's hooks: sm_90's work mapping for the host CPU, threads as fibers
/// (runtime/devices/emulator/emulator_abi.h), portable math only.
std::unique_ptr<Hooks> makeEmulatorHooks();

/// Emits the kernel of `spec` into `M` through `hooks` (templates/*.cpp).
void emitTileStats(llvm::Module &M, Hooks &hooks, const KernelSpec &spec);
void emitMerge(llvm::Module &M, Hooks &hooks, const KernelSpec &spec);

/// Where another kernel's merge of one row (emitMergeOfRow) finds the merge kernel's
/// argument words: `arg(i)` is the value of abi::MergeArg `i` as i64.
struct MergeSource {
  llvm::function_ref<llvm::Value *(unsigned i)> arg;
  llvm::Value *leader = nullptr; ///< the thread that stores (nullptr: Hooks::leader)
  bool optionalOutputs = false;  ///< MG_Lse, MG_Logp, MG_Entropy may be 0: not stored
  bool oneRank = false;          ///< MG_TpSize is 1: the target's owner is rank 0
  /// Shared memory of 3 x 32 floats of the unit's warp (16-byte aligned; lane broadcast
  /// targets with Hooks::warpSync), or nullptr: the sequential sums then read the lanes'
  /// terms from it, four at a time, instead of a broadcast per term (the same operations).
  llvm::Value *scratch = nullptr;
};
/// The merge kernel's row (templates/merge.cpp: the same operations, so the same bits),
/// emitted inside another kernel's unit for `row`: on a target with lane broadcast every
/// lane of one 32-lane unit runs it, elsewhere each thread that runs it computes the whole
/// row. Returns the row's lse as the merge stores it (0 for an inactive row, NaN
/// canonical), in every thread that runs it.
llvm::Value *emitMergeOfRow(Builder &B, Hooks &hooks, const KernelSpec &spec, llvm::Value *row,
                            const MergeSource &src);
void emitBackward(llvm::Module &M, Hooks &hooks, const KernelSpec &spec);
void emitTopKTile(llvm::Module &M, Hooks &hooks, const KernelSpec &spec);
void emitTopKMerge(llvm::Module &M, Hooks &hooks, const KernelSpec &spec);
void emitTopKStats(llvm::Module &M, Hooks &hooks, const KernelSpec &spec);
void emitTopKSelect(llvm::Module &M, Hooks &hooks, const KernelSpec &spec);
void emitSampler(llvm::Module &M, Hooks &hooks, const KernelSpec &spec);
void emitLmHead(llvm::Module &M, Hooks &hooks, const KernelSpec &spec);
void emitRelayout(llvm::Module &M, Hooks &hooks, const KernelSpec &spec);

} // namespace logpjit::tmpl
