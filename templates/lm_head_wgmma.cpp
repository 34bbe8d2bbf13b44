//===- lm_head_wgmma.cpp - The LM head's full sm_90 kernel -----------------===//
//
// docs/spec.md §16, docs/decisions/lm-head-gemm-on-sm90.md; the order of every logit's sum
// is lm_head.cpp's (one k16 tensor-core step per 16-element slice of H, k increasing). A
// persistent block of 12 warps per SM, in clusters of two on vertically adjacent tiles,
// which read the same weight rows. One thread of the copy warpgroup stages 64-wide
// k-slices of its tile's hidden rows and of half the pair's weight rows into a ring of 4
// shared-memory stages of both blocks (TMA tensor copies in wgmma's 128-byte swizzle, the
// weight's multicast), on mbarriers; two MMA warpgroups each issue `wgmma.m64n256k16` over
// their 64 rows and release a stage in both blocks once its MMAs are done. 16-bit logits
// leave through shared memory and TMA tensor stores; elsewhere through the threads' own
// stores (lm_head_output.cpp). The leaf order's epilogue, which replaces the logits with
// group partials, parks 16-bit half tiles for the copy warpgroup's idle warps (lm_head_parked.cpp).
//
//===----------------------------------------------------------------------===//
#include "templates/lm_head_parts.h"

using namespace llvm;
using namespace logpjit::abi;

namespace logpjit::tmpl::lm_head {

namespace {

constexpr int64_t kTileK = 64;            ///< k per pipeline stage
constexpr unsigned kStages = 4;           ///< stages of the copy pipeline
constexpr int64_t kRowBytes = kTileK * 2; ///< one staged row: 8 chunks of 16 bytes
constexpr int64_t kStageBytes = (kLmHeadTileRows + kLmHeadTileCols) * kRowBytes; ///< 48 KiB
static_assert(kTileK == abi::kLmHeadTensorBoxK && kRowBytes == 128,
              "a tensor copy's box is one stage's k-slice: rows of 128 bytes, the swizzle's span");
constexpr unsigned kMmaRegisters = 200, kCopyRegisters = 104; ///< per thread (setMaxRegisters)
static_assert(kMmaWarps * 32 * (kMmaRegisters - kLaunchRegisters) ==
                  kCopyThreads * (kLaunchRegisters - kCopyRegisters),
              "the MMA warpgroups take exactly what the copy warpgroup gives back: "
              "setmaxnreg.inc waits for registers the block has released");
constexpr unsigned kWgmmaN = kLmHeadTileCols; ///< n of a warpgroup's wgmma (64 x 256)
constexpr unsigned kWgmmaAcc = kWgmmaN / 2;   ///< its fp32 accumulators per thread
constexpr int64_t kWarpgroupRows = 64;        ///< a warpgroup's rows of the tile (m of wgmma)
static_assert(2 * kWarpgroupRows == kLmHeadTileRows && kWarpgroupThreads == kCopyThreads,
              "two MMA warpgroups of 64 rows each, warpgroups of 128 threads");
/// The MMA warpgroups' output boxes (kernel_abi.h's tensor stores): two per warpgroup.
constexpr int64_t kBoxesOffset = kStages * kStageBytes;
constexpr int64_t kBoxBytes = abi::kLmHeadStoreBoxBytes;
constexpr unsigned kBoxesPerWarpgroup = 2;
constexpr int64_t kBarriersOffset = kBoxesOffset + 2 * kBoxesPerWarpgroup * kBoxBytes;
static_assert(kBoxesOffset % 1024 == 0 && kBoxBytes % 1024 == 0 &&
                  abi::kLmHeadStoreBox * 2 == kRowBytes,
              "a box's rows are 128 bytes in the 128-byte swizzle, from a 1024-byte boundary");
/// parksLeafTiles' kernels: warpgroup 0's parked half tile (kParkedBytes) in place of the
/// boxes; after the pipeline's barriers, the parked half tiles' four (parkedBarrier).
constexpr int64_t kParkedOffset = kBoxesOffset;
constexpr int64_t kParkedBarriersOffset = kBarriersOffset + 2 * kStages * 8;
constexpr unsigned kParkedBarriers = 4;
static_assert(kParkedBytes == 2 * kBoxesPerWarpgroup * kBoxBytes &&
                  kParkedBarriersOffset + kParkedBarriers * 8 == abi::kLmHeadSharedBytes,
              "the launch's shared memory: the stages, the output boxes or the parked half "
              "tile, the pipeline's barriers, the parked half tile's");
static_assert(kReduceThreads == kCopyThreads - 32,
              "the copy warpgroup's warps but the copy thread's");

/// The parked half tiles' barriers, a pair per MMA warpgroup wg: kParkedFull + wg, its
/// threads have parked its half of the block's j-th tile (phase j); kParkedRead + wg, every
/// reduce thread has read that half (phase j). Each warpgroup parks in a place of its own
/// (warpgroup 0 in shared memory, warpgroup 1 in the block's slot of LH_ParkedHalves), so
/// it waits only for the reads of its own previous half, never for the reduction of the
/// other's: the two warpgroups go on as the MMAs let them, as in the logits kernels. Every
/// waiter is at most one phase behind its barrier, so a parity names the phase.
enum ParkedBarrier : unsigned { kParkedFull = 0, kParkedRead = 2 };
/// Barrier `which` + wg (wg a constant, or an i64).
Value *parkedBarrier(Builder &B, Hooks &h, unsigned which, unsigned wg = 0) {
  return B.CreateGEP(B.getInt8Ty(), h.dynamicShared(B),
                     B.getInt64(kParkedBarriersOffset + 8 * (which + wg)));
}
Value *parkedBarrier(Builder &B, Hooks &h, unsigned which, Value *wg) {
  return B.CreateGEP(B.getInt8Ty(), parkedBarrier(B, h, which), B.CreateShl(wg, 3));
}
/// The parity of phase p (i64) of a barrier (i32).
Value *phaseParity(Builder &B, Value *p) {
  return B.CreateTrunc(B.CreateAnd(p, B.getInt64(1)), B.getInt32Ty());
}

/// Warpgroup 0's parked half tile (i8*, shared memory).
Value *sharedParked(Builder &B, Hooks &h) {
  return B.CreateGEP(B.getInt8Ty(), h.dynamicShared(B), B.getInt64(kParkedOffset));
}
/// Warpgroup 1's parked half tile of block `u` (i8*, global memory: kernel_abi.h's
/// LH_ParkedHalves). The full kernel is sm_90's only, whose global address space is 1:
/// its stores and loads are st.global / ld.global, not generic.
Value *globalParked(Builder &B, Hooks &h, Value *u) {
  Value *slots = B.CreateIntToPtr(h.arg(B, LH_ParkedHalves), PointerType::get(B.getContext(), 1));
  return B.CreateGEP(B.getInt8Ty(), slots, B.CreateMul(u, B.getInt64(kParkedBytes)));
}
/// MMA thread (warp, lane)'s word 0 of a parked half tile at `parked` (parkLeafTile's
/// layout): its thread's word in its warpgroup.
Value *parkedWords(Builder &B, Hooks &h, Value *parked, Value *warp) {
  Value *t = B.CreateAdd(B.CreateShl(B.CreateAnd(warp, B.getInt64(3)), 5), h.laneIndex(B));
  return B.CreateGEP(B.getInt8Ty(), parked, B.CreateShl(t, 2));
}

/// The block's operand stages in shared memory: kStages slices of kTileK columns of the
/// tile's 128 hidden rows and 256 weight rows, each row 128 bytes in wgmma's 128-byte
/// swizzle (16-byte chunk c of row r at chunk c ^ (r % 8), as the tensor copies write it).
/// Stage `s`'s first hidden row (weightRows: its first weight row), as an i8 pointer.
Value *stageBase(Builder &B, Value *smem, Value *s, bool weightRows) {
  Value *off = B.CreateMul(s, B.getInt64(kStageBytes));
  if (weightRows)
    off = B.CreateAdd(off, B.getInt64(kLmHeadTileRows * kRowBytes));
  return B.CreateGEP(B.getInt8Ty(), smem, off);
}

/// The ring of stages as a pipeline (sm_90's warp-specialized kernel): the copy thread
/// fills slice kt into stage kt % stages once the MMA warps have released it, and the
/// stage's `full` barrier completes a phase when the copies have landed (the copy thread's
/// arrival, expecting the stage's bytes); the MMA warps wait for it, run the slice's MMAs, and
/// release the stage once those MMAs are done: one arrival per MMA warp on the stage's `empty`
/// barrier in every block of the cluster, since each block's copies write into both.
/// The block's slices are numbered across its tiles (slice kt of its j-th tile: it = j x kTiles +
/// kt); slice `it` is the (it / stages)-th use of stage it % stages: the waits take that parity.
struct Pipeline {
  static constexpr unsigned stages = kStages;
  Builder &B;
  Hooks &h;
  Value *bars;   ///< 2 x stages barriers after the stages: full, then empty
  Value *slices; ///< k-slices per tile: ceil(H / kTileK) (i64)

  Pipeline(Builder &B, Hooks &h)
      : B(B), h(h),
        bars(B.CreateGEP(B.getInt8Ty(), h.dynamicShared(B), B.getInt64(kBarriersOffset))),
        slices(B.CreateUDiv(B.CreateAdd(h.arg(B, LH_HiddenSize), B.getInt64(kTileK - 1)),
                            B.getInt64(kTileK))) {}
  /// The number of the j-th tile's first slice in the block's sequence.
  Value *firstSlice(Value *j) { return B.CreateMul(j, slices); }
  Value *full(Value *s) { return B.CreateGEP(B.getInt64Ty(), bars, s); }
  Value *empty(Value *s) {
    return B.CreateGEP(B.getInt64Ty(), bars, B.CreateAdd(s, B.getInt64(stages)));
  }
  static_assert(isPowerOf2_32(stages), "a slice's stage and use: a mask and a shift");
  Value *use(Value *kt) { return B.CreateUDiv(kt, B.getInt64(stages)); }
  Value *stage(Value *kt) { return B.CreateURem(kt, B.getInt64(stages)); }
  /// The parity of slice kt's use of its stage (i32).
  Value *parity(Value *kt) { return phaseParity(B, use(kt)); }
  /// One thread of the block, before the cluster barrier that precedes every use.
  void init() {
    for (unsigned s = 0; s < stages; ++s) {
      h.barrierInit(B, full(B.getInt64(s)), 1);
      h.barrierInit(B, empty(B.getInt64(s)), kMmaWarps * kLmHeadClusterBlocks);
    }
  }
};

/// An MN-major operand's slice (KernelSpec::a_mn_major, b_mn_major) arrives as boxes of k
/// rows x kLmHeadMnBox of its rows or columns, each box kMnBoxBytes on from the last: 8 KiB,
/// as many bytes as that many K-major rows, so a stage holds the same bytes either way.
constexpr int64_t kMnBoxBytes = kTileK * kLmHeadMnBox * 2;
static_assert(kMnBoxBytes == kLmHeadMnBox * kRowBytes && kMnBoxBytes % 1024 == 0,
              "an MN-major box fills the place of 64 K-major rows, from a 1024-byte boundary");

/// The copy thread of the block of rank `rank` in its cluster: for each k-slice, waits until
/// its stage is free in both blocks, then expects the stage's bytes on its `full` barrier and
/// starts the tensor copies (TMA, kernel_abi.h's maps), k from k0, in wgmma's 128-byte
/// swizzle (stageBase()): the tile's 128 hidden rows into this block, and the rank's half of
/// the 256 weight rows into both blocks (the other block's copy brings the other half); rows
/// past the end and k past H arrive as 0 (a narrower last slice's MMAs stop at H). A K-major
/// operand's rows come as one box; an MN-major one's as boxes of 64 (kMnBoxBytes apart).
void emitCopyLoop(Builder &B, Hooks &h, const KernelSpec &spec, Value *tileR0, Value *tileC0,
                  Value *rank, Value *it0, Pipeline &pipe) {
  constexpr int64_t halfRows = kLmHeadTileCols / kLmHeadClusterBlocks;
  Type *i8 = B.getInt8Ty();
  Value *smem = h.dynamicShared(B);
  Value *hiddenMap = h.tensorMap(B, 0), *weightMap = h.tensorMap(B, 1);
  Value *halfOffset = B.CreateMul(rank, B.getInt64(halfRows * kRowBytes));
  Value *halfC0 = B.CreateAdd(tileC0, B.CreateMul(rank, B.getInt64(halfRows)));
  emitFor(
      B, B.getInt64(0), pipe.slices, 1,
      [&](Value *kt) {
        Value *it = B.CreateAdd(it0, kt), *s = pipe.stage(it);
        h.barrierWait(B, pipe.empty(s), B.CreateXor(pipe.parity(it), B.getInt32(1)));
        h.barrierExpectBytes(B, pipe.full(s), B.getInt32(kStageBytes));
        Value *k0 = B.CreateMul(kt, B.getInt64(kTileK));
        // `count` rows of an operand from mn0 into `at`: one K-major box, or MN-major boxes
        // of kLmHeadMnBox (the weight's multicast into both blocks).
        auto copy = [&](Value *at, Value *map, Value *mn0, int64_t count, bool mnMajor,
                        bool multicast) {
          auto box = [&](Value *dst, Value *inner, Value *outer, Value *bar) {
            if (multicast)
              h.tensorCopy2DMulticast(B, dst, map, inner, outer, bar);
            else
              h.tensorCopy2D(B, dst, map, inner, outer, bar);
          };
          if (!mnMajor)
            return box(at, k0, mn0, pipe.full(s));
          for (int64_t j = 0; j < count / kLmHeadMnBox; ++j) {
            Value *bar = pipe.full(s);
            Value *inner = B.CreateAdd(mn0, B.getInt64(j * kLmHeadMnBox));
            box(B.CreateGEP(i8, at, B.getInt64(j * kMnBoxBytes)), inner, k0, bar);
          }
        };
        Value *hiddenAt = stageBase(B, smem, s, false);
        Value *weightAt = B.CreateGEP(i8, stageBase(B, smem, s, true), halfOffset);
        copy(hiddenAt, hiddenMap, tileR0, kLmHeadTileRows, spec.a_mn_major, false);
        copy(weightAt, weightMap, halfC0, halfRows, spec.b_mn_major, true);
      },
      "kt", kNoUnroll);
}

/// The k loop of an MMA warpgroup: warpgroup `wg` (0, 1) multiplies its 64 hidden rows of
/// each stage by the tile's 256 weight rows, 64 x 256 outputs per k16 step, operands read
/// from the stages through descriptors. A whole slice's steps run back to back, in flight
/// together with the previous slice's; once those are done, that slice's stage is released.
void emitWgmmaLoop(Builder &B, Hooks &h, const KernelSpec &spec, Value *wg, Value *it0,
                   Pipeline &pipe, SmallVectorImpl<AllocaInst *> &acc) {
  Type *i8 = B.getInt8Ty(), *f32 = B.getFloatTy();
  Value *smem = h.dynamicShared(B), *H = h.arg(B, LH_HiddenSize);
  // The warpgroup's 64 rows of A: as many K-major rows, or one MN-major box.
  static_assert(kWarpgroupRows * kRowBytes == kMnBoxBytes, "a warpgroup's rows of A");
  Value *aRows = B.CreateMul(wg, B.getInt64(kWarpgroupRows * kRowBytes));
  Value *lane = h.laneIndex(B);
  Value *signals = B.CreateICmpULT(lane, B.getInt64(kLmHeadClusterBlocks));
  // k step ks of a slice: 32 bytes into each K-major row, 16 k rows of 128 bytes into each
  // MN-major box.
  auto kStep = [](bool mnMajor, int64_t ks) { return ks * (mnMajor ? 16 * kRowBytes : 32); };
  auto step = [&](Value *s, int64_t ks) {
    Value *a =
        h.wgmmaDescriptor(B,
                          B.CreateGEP(i8, stageBase(B, smem, s, false),
                                      B.CreateAdd(aRows, B.getInt64(kStep(spec.a_mn_major, ks)))),
                          spec.a_mn_major, kMnBoxBytes);
    Value *b = h.wgmmaDescriptor(
        B, B.CreateGEP(i8, stageBase(B, smem, s, true), B.getInt64(kStep(spec.b_mn_major, ks))),
        spec.b_mn_major, kMnBoxBytes);
    SmallVector<Value *, kWgmmaAcc> c;
    for (AllocaInst *v : acc)
      c.push_back(B.CreateLoad(f32, v));
    LaneState d =
        h.wgmma64xN(B, spec.hidden_dtype, kWgmmaN, a, b, c, spec.a_mn_major, spec.b_mn_major);
    for (unsigned i = 0; i < acc.size(); ++i)
      B.CreateStore(d[i], acc[i]);
  };
  auto acquire = [&](Value *kt) { // slice kt has landed in its stage
    Value *it = B.CreateAdd(it0, kt), *s = pipe.stage(it);
    h.barrierWait(B, pipe.full(s), pipe.parity(it)); // tensor copies: async proxy
    h.wgmmaFence(B);
    return s;
  };
  auto release = [&](Value *kt) { // slice kt's MMAs are done: its stage is free (lane r
                                  // tells the cluster's block r)
    emitIf(B, signals,
           [&] { h.barrierArriveAt(B, pipe.empty(pipe.stage(B.CreateAdd(it0, kt))), lane); });
  };
  Value *kTiles = pipe.slices;
  Value *kWhole = B.CreateUDiv(H, B.getInt64(kTileK));
  emitFor(
      B, B.getInt64(0), kWhole, 1,
      [&](Value *kt) {
        Value *s = acquire(kt);
        for (int64_t ks = 0; ks < kTileK / 16; ++ks)
          step(s, ks);
        h.wgmmaCommitWait(B, 1); // slice kt - 1's MMAs done: release its stage
        emitIf(B, B.CreateICmpUGT(kt, B.getInt64(0)),
               [&] { release(B.CreateSub(kt, B.getInt64(1))); });
      },
      "kt", kNoUnroll);
  emitIf(B, B.CreateICmpSGT(kTiles, kWhole), [&] { // the last, narrower slice
    Value *s = acquire(kWhole);
    Value *steps =
        B.CreateLShr(B.CreateSub(H, B.CreateMul(kWhole, B.getInt64(kTileK))), B.getInt64(4));
    step(s, 0);
    for (int64_t ks = 1; ks < kTileK / 16; ++ks)
      emitIf(B, B.CreateICmpSLT(B.getInt64(ks), steps), [&] { step(s, ks); });
    h.wgmmaCommitWait(B, 0);
    emitIf(B, B.CreateICmpUGT(kWhole, B.getInt64(0)),
           [&] { release(B.CreateSub(kWhole, B.getInt64(1))); });
  });
  h.wgmmaCommitWait(B, 0);                     // every MMA done before the accumulators are read
  release(B.CreateSub(kTiles, B.getInt64(1))); // the tile's last slice
}

/// Whether `spec`'s full kernel has the tensor-store form (kernel_abi.h).
bool tensorStores(const KernelSpec &spec) {
  return abi::lmHeadTensorStores(dtypeSize(spec.dtype), spec.accumulate, spec.split_acc) &&
         !spec.leaf_groups;
}

/// Whether this thread (of MMA warp `warp`) issues its warpgroup's tensor stores: the
/// warpgroup's first thread.
Value *storeLeader(Builder &B, Hooks &h, Value *warp) {
  return B.CreateAnd(B.CreateICmpEQ(B.CreateAnd(warp, B.getInt64(3)), B.getInt64(0)),
                     B.CreateICmpEQ(h.laneIndex(B), B.getInt64(0)));
}

/// A tile's store through shared memory (LH_StoreByTensor): the 64 x 256 logits of MMA
/// warp `warp`'s warpgroup, rounded once to the logits dtype, leave as four 64 x 64 boxes of tensor
/// map 2, two at a time through the warpgroup's two boxes of shared memory (stmatrix in the
/// 128-byte swizzle the map names, then TMA stores, which skip what lies outside the
/// output). The threads go on to the next tile while the stores run; the leader waits
/// until a box has been read before its next use. The same rounded bits as emitWarpTileStore.
void emitTensorStores(Builder &B, Hooks &h, const KernelSpec &spec, Value *tileR0, Value *tileC0,
                      Value *warp, function_ref<AllocaInst *(unsigned, unsigned, unsigned)> acc) {
  Type *i8 = B.getInt8Ty(), *i32 = B.getInt32Ty();
  Value *wg = B.CreateLShr(warp, 2), *lane = h.laneIndex(B);
  Value *boxes =
      B.CreateGEP(i8, h.dynamicShared(B),
                  B.CreateAdd(B.getInt64(kBoxesOffset),
                              B.CreateMul(wg, B.getInt64(kBoxesPerWarpgroup * kBoxBytes))));
  Value *leader = storeLeader(B, h, warp);
  Value *barrier = B.CreateTrunc(B.CreateAdd(wg, B.getInt64(1)), i32); // 0 is the block's
  // stmatrix: lane l addresses row l % 8 of matrix l / 8; matrices 0, 1 are rows 0-7, 8-15
  // of the warp's 16 and n8 tile j, matrices 2, 3 the same rows of tile j + 1.
  Value *m = B.CreateLShr(lane, 3);
  Value *row = B.CreateAdd(
      B.CreateMul(B.CreateAnd(warp, B.getInt64(3)), B.getInt64(16)),
      B.CreateAdd(B.CreateShl(B.CreateAnd(m, B.getInt64(1)), 3), B.CreateAnd(lane, B.getInt64(7))));
  Value *rowBase = B.CreateMul(row, B.getInt64(kRowBytes));
  Value *swizzle = B.CreateAnd(row, B.getInt64(7)), *nextTile = B.CreateLShr(m, 1);
  auto pair = [&](unsigned nt, unsigned i) { // elements i, i + 1 of n8 tile nt, as stored
    Value *v = accumulatorPair(B, acc, 0, nt, i);
    return B.CreateBitCast(storageValue(B, spec.dtype, v, h.hasBF16Convert()), i32);
  };
  constexpr unsigned boxTiles = abi::kLmHeadStoreBox / 8; // n8 tiles per box
  for (unsigned half = 0; half < kLmHeadTileCols / abi::kLmHeadStoreBox / kBoxesPerWarpgroup;
       ++half) {
    emitIf(B, leader, [&] { h.tensorStoreWait(B, 0, true); }); // the boxes are free
    h.namedBarrier(B, barrier, kWarpgroupThreads);
    for (unsigned b = 0; b < kBoxesPerWarpgroup; ++b) {
      Value *box = B.CreateGEP(i8, boxes, B.getInt64(b * kBoxBytes));
      const unsigned first = (half * kBoxesPerWarpgroup + b) * boxTiles;
      for (unsigned jj = 0; jj < boxTiles; jj += 2) {
        Value *chunk = B.CreateXor(B.CreateAdd(B.getInt64(jj), nextTile), swizzle);
        Value *at = B.CreateGEP(i8, box, B.CreateAdd(rowBase, B.CreateShl(chunk, 4)));
        const unsigned j = first + jj;
        h.storeMatrices(B, at, {pair(j, 0), pair(j, 2), pair(j + 1, 0), pair(j + 1, 2)});
      }
    }
    h.sharedToTensorFence(B);
    h.namedBarrier(B, barrier, kWarpgroupThreads);
    emitIf(B, leader, [&] {
      Value *map = h.tensorMap(B, 2);
      Value *r = B.CreateAdd(tileR0, B.CreateMul(wg, B.getInt64(kWarpgroupRows)));
      for (unsigned b = 0; b < kBoxesPerWarpgroup; ++b) {
        const int64_t col = (half * kBoxesPerWarpgroup + b) * abi::kLmHeadStoreBox;
        h.tensorStore2D(B, map, B.CreateGEP(i8, boxes, B.getInt64(b * kBoxBytes)),
                        B.CreateAdd(tileC0, B.getInt64(col)), r);
      }
      h.tensorStoreCommit(B);
    });
  }
}

/// The full sm_90 kernel's MMA warps (`warp` 0..7): two warpgroups of 64 rows x 256 columns.
/// `j`: the tile's number in the block's sequence (parksLeafTiles: the parked halves' phases),
/// `it0` its first slice's; `u` the block.
void emitWgmmaTile(Builder &B, Hooks &h, const KernelSpec &spec, Value *tileR0, Value *tileC0,
                   Value *warp, Value *it0, Value *j, Value *u, Pipeline &pipe) {
  Type *f32 = B.getFloatTy();
  Value *wg = B.CreateLShr(warp, 2);
  SmallVector<AllocaInst *, kWgmmaAcc> acc;
  for (unsigned i = 0; i < kWgmmaAcc; ++i)
    acc.push_back(makeVar(B, f32, ConstantFP::get(f32, 0.0), "acc"));
  Value *r0 = B.CreateAdd(tileR0, B.CreateMul(warp, B.getInt64(16)));
  auto at = [&](unsigned, unsigned nt, unsigned i) { return acc[nt * 4 + i]; };
  emitWarpTileLoad(B, h, spec, r0, tileC0, at);
  emitWgmmaLoop(B, h, spec, wg, it0, pipe, acc);
  if (parksLeafTiles(spec)) { // reduced by the copy warpgroup (lm_head_parked.cpp)
    // The warpgroup's half of tile j - 1 has been read (phase j - 1; a fresh barrier
    // completes parity 1 at once).
    h.barrierWait(B, parkedBarrier(B, h, kParkedRead, wg),
                  phaseParity(B, B.CreateSub(j, B.getInt64(1))));
    // Two copies of the stores, not a select of the address: each keeps its address space
    // (st.shared, st.global), where a select would make them generic.
    emitIf(
        B, B.CreateICmpEQ(wg, B.getInt64(0)),
        [&] { parkLeafTile(B, h, spec, at, parkedWords(B, h, sharedParked(B, h), warp)); },
        [&] { parkLeafTile(B, h, spec, at, parkedWords(B, h, globalParked(B, h, u), warp)); });
    h.barrierArrive(B, parkedBarrier(B, h, kParkedFull, wg));
    return;
  }
  if (spec.leaf_groups) // group partials instead of logits (lm_head_leaves.cpp)
    return emitLeafGroups(B, h, spec, r0, tileC0, at);
  if (!tensorStores(spec)) {
    emitWarpTileStore(B, h, spec, r0, tileC0, at);
    return;
  }
  emitIf(
      B, B.CreateICmpNE(h.arg(B, LH_StoreByTensor), B.getInt64(0)),
      [&] { emitTensorStores(B, h, spec, tileR0, tileC0, warp, at); },
      [&] { emitWarpTileStore(B, h, spec, r0, tileC0, at); });
}

/// The full sm_90 kernel's block `u` of rank `rank` in its cluster: the cluster's tile pairs
/// c, c + C, ... (c = u / kLmHeadClusterBlocks, C the launch's clusters; kernel_abi.h), the
/// block's tile of each. `fn(tileR0, tileC0, j)` for the block's j-th tile.
void forEachClusterTile(Builder &B, Hooks &h, Value *u, Value *rank,
                        llvm::function_ref<void(Value *, Value *, Value *)> fn) {
  static_assert(kLmHeadClusterBlocks == 2, "tile pairs");
  Value *rowPairs = B.CreateLShr(B.CreateAdd(rowTileCount(B, h), B.getInt64(1)), 1);
  Value *pairs = B.CreateMul(rowPairs, colTileCount(B, h));
  Value *clusters = B.CreateLShr(h.blocksInGrid(B), 1), *c = B.CreateLShr(u, 1);
  // c < clusters <= pairs (Op::launchGemm's grid); a cluster past the pairs would take none.
  Value *count =
      udiv32(B, B.CreateAdd(B.CreateSub(pairs, c), B.CreateSub(clusters, B.getInt64(1))), clusters);
  emitFor(
      B, B.getInt64(0), count, 1,
      [&](Value *j) {
        auto [pair, colTile] =
            groupedTile(B, h, B.CreateAdd(c, B.CreateMul(j, clusters)), rowPairs);
        Value *rowTile = B.CreateAdd(B.CreateShl(pair, 1), rank);
        fn(B.CreateMul(rowTile, B.getInt64(kLmHeadTileRows)),
           B.CreateMul(colTile, B.getInt64(kLmHeadTileCols)), j);
      },
      "tile", kNoUnroll);
}

} // namespace

/// sm_90's full kernel: the pipeline's barriers made and met by both blocks of the cluster,
/// then the copy thread and the MMA warpgroups over the cluster's tiles, then a last meeting.
void emitWarpSpecializedTiles(Builder &B, Hooks &h, const KernelSpec &spec, Value *u, Value *tid,
                              Value *warp) {
  Pipeline pipe(B, h);
  Value *rank = h.clusterRank(B);
  emitIf(B, B.CreateICmpEQ(tid, B.getInt64(0)), [&] {
    pipe.init();
    if (parksLeafTiles(spec)) {
      for (unsigned wg = 0; wg < 2; ++wg) {
        h.barrierInit(B, parkedBarrier(B, h, kParkedFull, wg), kWarpgroupThreads);
        h.barrierInit(B, parkedBarrier(B, h, kParkedRead, wg), kReduceThreads);
      }
    }
  });
  h.clusterBarrier(B); // both blocks' barriers exist before either block's copies and
                       // releases reach them
  emitIf(
      B, B.CreateICmpUGE(warp, B.getInt64(kMmaWarps)),
      [&] {
        h.setMaxRegisters(B, kCopyRegisters, false);
        emitIf(B, B.CreateICmpEQ(tid, B.getInt64(kMmaWarps * 32)), [&] { // one copy thread
          forEachClusterTile(B, h, u, rank, [&](Value *r0, Value *c0, Value *j) {
            // leaf_groups: column tiles of whole W-tiles (kernel_abi.h), weight rows from
            // the tile's column
            Value *w0 = spec.leaf_groups ? leafWeightColumn(B, spec, c0) : c0;
            emitCopyLoop(B, h, spec, r0, w0, rank, pipe.firstSlice(j), pipe);
          });
        });
        if (parksLeafTiles(spec)) // the other warps reduce the parked tiles
          emitIf(B, B.CreateICmpUGE(warp, B.getInt64(kMmaWarps + 1)), [&] {
            Value *e = B.CreateSub(tid, B.getInt64((kMmaWarps + 1) * 32));
            Value *parked[2] = {sharedParked(B, h), globalParked(B, h, u)};
            forEachClusterTile(B, h, u, rank, [&](Value *r0, Value *c0, Value *j) {
              for (unsigned wg = 0; wg < 2; ++wg) { // the MMA warpgroups' halves in turn
                h.barrierWait(B, parkedBarrier(B, h, kParkedFull, wg), phaseParity(B, j));
                Value *halfR0 = B.CreateAdd(r0, B.getInt64(wg * kParkedRows));
                reduceParkedTile(B, h, spec, parked[wg], halfR0, c0, e);
                h.barrierArrive(B, parkedBarrier(B, h, kParkedRead, wg));
              }
            });
          });
      },
      [&] {
        h.setMaxRegisters(B, kMmaRegisters, true);
        forEachClusterTile(B, h, u, rank, [&](Value *r0, Value *c0, Value *j) {
          emitWgmmaTile(B, h, spec, r0, c0, warp, pipe.firstSlice(j), j, u, pipe);
        });
        if (tensorStores(spec)) // the last stores done before the block's shared memory goes
          emitIf(B, storeLeader(B, h, warp), [&] { h.tensorStoreWait(B, 0, false); });
      });
  // Neither block leaves while the other's copies and releases may still reach it.
  h.clusterBarrier(B);
}

} // namespace logpjit::tmpl::lm_head
