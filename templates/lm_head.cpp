//===- lm_head.cpp - The LM head's GEMM in its canonical order -------------===//
//
// docs/spec.md §16. logits[t, j] = sum over h of hidden[t, h] * weight[j, h], bf16 or fp16
// inputs, fp32 accumulation from +0, rounded once to the logits dtype (nearest even) or kept
// in fp32. The order of the sum is a function of the target alone, never of the rows, the
// columns or their position in a launch, so a row's logits are the same bits in any batch
// and in any column range (a TP shard, a chunk of the fused forward):
//
// - sm_90: for k = 0, 16, 32, ... < H, one tensor-core k16 step (fp32 accumulate) of the
//   16-element slices hidden[t, k..k+15] and weight[j, k..k+15] into the element's
//   accumulator. A block of 12 warps loops over output tiles of kLmHeadTileRows x
//   kLmHeadTileCols (one block per SM). The full kernel is warp-specialized: one thread of
//   a copy warpgroup stages 64-wide k-slices of the tile's hidden and weight rows in a ring
//   of 4 shared-memory stages (TMA tensor copies in wgmma's 128-byte swizzle, mbarriers
//   between the roles), and two MMA warpgroups each issue `wgmma.m64n256k16` over their 64
//   rows. Its blocks run in clusters of two on vertically adjacent tiles, which read the
//   same weight rows: each block's copy brings half of them into both blocks (TMA
//   multicast), and a stage is refilled once both blocks' MMA warps have released it. Rows and
//   columns past the launch's end arrive as 0 and are not stored. The quick tier issues
//   `mma.sync.m16n8k16` from fragments loaded from global memory (8 warps of 32 x 128; rows and
//   columns past the end read from the last one, in bounds, and not stored). Each output element
//   runs through the same MMA sequence wherever it sits, so its bits do not depend on the tiling or
//   the tier.
// - gfx942: for k = 0, 16, 32, ... < H, one `v_mfma_f32_16x16x16` (fp32 accumulate) of the
//   16-element slices into the element's accumulator; wavefronts of 32 x 256 outputs.
// - host: for h = 0, 1, ... < H, acc = fma(hidden[t, h], weight[j, h], acc), one IEEE fma
//   per step, 8 columns at a time as independent chains.
//
//===----------------------------------------------------------------------===//
#include "runtime/core/kernel_abi.h"
#include "templates/numerics.h"

#include <optional>

using namespace llvm;
using namespace logpjit::abi;

namespace logpjit::tmpl {

namespace {

constexpr int64_t kWarpRows = 32, kWarpCols = 128; ///< one quick-tier warp's outputs
constexpr unsigned kMmaRowTiles = kWarpRows / 16;  ///< m16 tiles per warp
constexpr unsigned kMmaColTiles = kWarpCols / 8;   ///< n8 tiles per warp
constexpr int64_t kTileK = 64;                     ///< k per pipeline stage
constexpr unsigned kStages = 4;                    ///< stages of the copy pipeline
constexpr int64_t kRowBytes = kTileK * 2;          ///< one staged row: 8 chunks of 16 bytes
constexpr int64_t kStageBytes = (kLmHeadTileRows + kLmHeadTileCols) * kRowBytes; ///< 48 KiB
constexpr unsigned kMmaWarps = 8; ///< sm_90: the two MMA warpgroups (quick tier: 8 warps)
constexpr unsigned kCopyThreads = abi::kLmHeadSm90Threads - kMmaWarps * 32; ///< the copy warpgroup
static_assert(kTileK == abi::kLmHeadTensorBoxK && kRowBytes == 128,
              "a tensor copy's box is one stage's k-slice: rows of 128 bytes, the swizzle's span");
constexpr unsigned kMmaRegisters = 200, kCopyRegisters = 104; ///< per thread (setMaxRegisters)
static_assert(kCopyThreads == 128, "one copy warpgroup");
constexpr unsigned kQuickMmaRegisters = 232, kIdleRegisters = 40; ///< the quick tier's split
constexpr unsigned kLaunchRegisters = (65536 / abi::kLmHeadSm90Threads) & ~7u; ///< 168
static_assert(kMmaWarps * 32 * (kMmaRegisters - kLaunchRegisters) ==
                  kCopyThreads * (kLaunchRegisters - kCopyRegisters),
              "the MMA warpgroups take exactly what the copy warpgroup gives back: "
              "setmaxnreg.inc waits for registers the block has released");
static_assert(kMmaWarps * 32 * (kQuickMmaRegisters - kLaunchRegisters) ==
                  kCopyThreads * (kLaunchRegisters - kIdleRegisters),
              "the quick tier's split, likewise");
constexpr unsigned kWgmmaN = kLmHeadTileCols; ///< n of a warpgroup's wgmma (64 x 256)
constexpr unsigned kWgmmaAcc = kWgmmaN / 2;   ///< its fp32 accumulators per thread
static_assert(kStages * kStageBytes + 2 * kStages * 8 == abi::kLmHeadSharedBytes,
              "the launch's shared memory: the stages, then the pipeline's barriers");
constexpr unsigned kHostCols = 8;      ///< host: columns per unit
constexpr unsigned kMfmaWaveRows = 32; ///< gfx942: rows of a wavefront's outputs (4 per tile)
static_assert(kLmHeadTileRows == 4 * kWarpRows && kLmHeadTileCols == 2 * kWarpCols &&
                  abi::kGpuBlockThreads == 8 * 32,
              "a tile is 4 x 2 warps of 32 x 128 outputs (quick tier), 2 warpgroups of 64 rows");
static_assert(kHostCols == 8, "the host's unit count below shifts by 3");
static_assert(kLmHeadTileRows == 4 * kMfmaWaveRows && abi::kGpuBlockThreads == 4 * 64,
              "gfx942: a tile is 4 wavefronts of 32 rows");

using Accumulators = AllocaInst *[kMmaRowTiles][kMmaColTiles][4];

Value *ptrArg(Builder &B, Hooks &h, unsigned i) {
  return B.CreateIntToPtr(h.arg(B, i), B.getPtrTy());
}

/// min(v, last) for i64 values.
Value *clampTo(Builder &B, Value *v, Value *last) {
  return B.CreateSelect(B.CreateICmpSLT(v, last), v, last);
}

/// The element `row * stride + col` of a matrix of `dt` at `base`.
Value *element(Builder &B, DType dt, Value *base, Value *row, Value *stride, Value *col) {
  return B.CreateGEP(storageType(B, dt), base, B.CreateAdd(B.CreateMul(row, stride), col));
}

/// One k16 step of a warp: acc[mt][nt] = mma(a[mt], b[nt], acc[mt][nt]) for every tile.
void emitMmaStep(Builder &B, Hooks &h, DType in, Value *const (&a)[kMmaRowTiles][4],
                 Value *const (&b)[kMmaColTiles][2], Accumulators &acc) {
  Type *f32 = B.getFloatTy();
  for (unsigned mt = 0; mt < kMmaRowTiles; ++mt)
    for (unsigned nt = 0; nt < kMmaColTiles; ++nt) {
      Value *c[4];
      for (unsigned i = 0; i < 4; ++i)
        c[i] = B.CreateLoad(f32, acc[mt][nt][i]);
      LaneState d = h.mma16816(B, in, a[mt], b[nt], c);
      for (unsigned i = 0; i < 4; ++i)
        B.CreateStore(d[i], acc[mt][nt][i]);
    }
}

/// The quick tier's k loop: each warp loads its fragments from global memory (32-bit loads;
/// rows and columns past the end read the last one, in bounds).
void emitDirectLoop(Builder &B, Hooks &h, const KernelSpec &spec, Value *r0, Value *c0,
                    Accumulators &acc) {
  const DType in = spec.hidden_dtype;
  Type *i32 = B.getInt32Ty(), *st = storageType(B, in);
  Value *lane = h.laneIndex(B);
  Value *g = B.CreateLShr(lane, 2), *q2 = B.CreateShl(B.CreateAnd(lane, 3), 1);
  Value *lastRow = B.CreateSub(h.arg(B, LH_Rows), B.getInt64(1));
  Value *lastCol = B.CreateSub(h.arg(B, LH_Cols), B.getInt64(1));
  Value *hidden = ptrArg(B, h, LH_Hidden), *weight = ptrArg(B, h, LH_Weight);
  Value *hs = h.arg(B, LH_HiddenStride), *ws = h.arg(B, LH_WeightStride);
  Value *aPtr[kMmaRowTiles][2], *bPtr[kMmaColTiles];
  for (unsigned mt = 0; mt < kMmaRowTiles; ++mt)
    for (unsigned half = 0; half < 2; ++half) {
      Value *r = B.CreateAdd(r0, B.CreateAdd(g, B.getInt64(mt * 16 + half * 8)));
      aPtr[mt][half] = element(B, in, hidden, clampTo(B, r, lastRow), hs, q2);
    }
  for (unsigned nt = 0; nt < kMmaColTiles; ++nt) {
    Value *c = B.CreateAdd(c0, B.CreateAdd(g, B.getInt64(nt * 8)));
    bPtr[nt] = element(B, in, weight, clampTo(B, c, lastCol), ws, q2);
  }
  auto pair = [&](Value *p, Value *k) { // elements k, k + 1 as one i32
    return B.CreateAlignedLoad(i32, B.CreateGEP(st, p, k), Align(4));
  };
  emitFor(
      B, B.getInt64(0), h.arg(B, LH_HiddenSize), 16,
      [&](Value *k) {
        Value *k8 = B.CreateAdd(k, B.getInt64(8));
        Value *a[kMmaRowTiles][4], *b[kMmaColTiles][2];
        for (unsigned mt = 0; mt < kMmaRowTiles; ++mt) {
          a[mt][0] = pair(aPtr[mt][0], k);
          a[mt][1] = pair(aPtr[mt][1], k);
          a[mt][2] = pair(aPtr[mt][0], k8);
          a[mt][3] = pair(aPtr[mt][1], k8);
        }
        for (unsigned nt = 0; nt < kMmaColTiles; ++nt) {
          b[nt][0] = pair(bPtr[nt], k);
          b[nt][1] = pair(bPtr[nt], k8);
        }
        emitMmaStep(B, h, in, a, b, acc);
      },
      "k");
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
/// fills slice kt into stage kt % kStages once the MMA warps have released it, and the
/// stage's `full` barrier completes a phase when the copies have landed (the copy thread's
/// arrival, expecting the stage's bytes); the MMA warps wait for it, run the slice's MMAs, and
/// release the stage once those MMAs are done: one arrival per MMA warp on the stage's `empty`
/// barrier in every block of the cluster, since each block's copies write into both.
/// The block's slices are numbered across its tiles (slice kt of its j-th tile: it = j x kTiles +
/// kt); slice `it` is the (it / kStages)-th use of stage it % kStages: the waits take that parity.
struct Pipeline {
  Builder &B;
  Hooks &h;
  Value *bars;   ///< 2 x kStages barriers after the stages: full, then empty
  Value *slices; ///< k-slices per tile: ceil(H / kTileK) (i64)

  Pipeline(Builder &B, Hooks &h)
      : B(B), h(h),
        bars(B.CreateGEP(B.getInt8Ty(), h.dynamicShared(B), B.getInt64(kStages * kStageBytes))),
        slices(B.CreateUDiv(B.CreateAdd(h.arg(B, LH_HiddenSize), B.getInt64(kTileK - 1)),
                            B.getInt64(kTileK))) {}
  /// The number of the j-th tile's first slice in the block's sequence.
  Value *firstSlice(Value *j) { return B.CreateMul(j, slices); }
  Value *full(Value *s) { return B.CreateGEP(B.getInt64Ty(), bars, s); }
  Value *empty(Value *s) {
    return B.CreateGEP(B.getInt64Ty(), bars, B.CreateAdd(s, B.getInt64(kStages)));
  }
  static Value *stage(Builder &B, Value *kt) { return B.CreateURem(kt, B.getInt64(kStages)); }
  /// The parity of slice kt's use of its stage (i32).
  static Value *parity(Builder &B, Value *kt) {
    return B.CreateTrunc(B.CreateAnd(B.CreateUDiv(kt, B.getInt64(kStages)), B.getInt64(1)),
                         B.getInt32Ty());
  }
  /// One thread of the block, before the cluster barrier that precedes every use.
  void init() {
    for (unsigned s = 0; s < kStages; ++s) {
      h.barrierInit(B, full(B.getInt64(s)), 1);
      h.barrierInit(B, empty(B.getInt64(s)), kMmaWarps * kLmHeadClusterBlocks);
    }
  }
};

/// The copy thread of the block of rank `rank` in its cluster: for each k-slice, waits until
/// its stage is free in both blocks, then expects the stage's bytes on its `full` barrier and
/// starts two tensor copies (TMA, kernel_abi.h's maps), k from k0, in wgmma's 128-byte
/// swizzle (stageBase()): the tile's 128 hidden rows into this block, and the rank's half of
/// the 256 weight rows into both blocks (the other block's copy brings the other half); rows
/// past the end and k past H arrive as 0 (a narrower last slice's MMAs stop at H).
void emitCopyLoop(Builder &B, Hooks &h, Value *tileR0, Value *tileC0, Value *rank, Value *it0,
                  Pipeline &pipe) {
  constexpr int64_t halfRows = kLmHeadTileCols / kLmHeadClusterBlocks;
  Value *smem = h.dynamicShared(B);
  Value *hiddenMap = h.tensorMap(B, 0), *weightMap = h.tensorMap(B, 1);
  Value *halfOffset = B.CreateMul(rank, B.getInt64(halfRows * kRowBytes));
  Value *halfC0 = B.CreateAdd(tileC0, B.CreateMul(rank, B.getInt64(halfRows)));
  emitFor(
      B, B.getInt64(0), pipe.slices, 1,
      [&](Value *kt) {
        Value *it = B.CreateAdd(it0, kt), *s = Pipeline::stage(B, it);
        h.barrierWait(B, pipe.empty(s), B.CreateXor(Pipeline::parity(B, it), B.getInt32(1)));
        h.barrierExpectBytes(B, pipe.full(s), B.getInt32(kStageBytes));
        Value *k0 = B.CreateMul(kt, B.getInt64(kTileK));
        h.tensorCopy2D(B, stageBase(B, smem, s, false), hiddenMap, k0, tileR0, pipe.full(s));
        h.tensorCopy2DMulticast(B,
                                B.CreateGEP(B.getInt8Ty(), stageBase(B, smem, s, true), halfOffset),
                                weightMap, k0, halfC0, pipe.full(s));
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
  Value *aRows = B.CreateMul(wg, B.getInt64(64 * kRowBytes));
  Value *lane = h.laneIndex(B);
  Value *signals = B.CreateICmpULT(lane, B.getInt64(kLmHeadClusterBlocks));
  auto step = [&](Value *s, int64_t ks) {
    Value *a = h.wgmmaDescriptor(
        B, B.CreateGEP(i8, stageBase(B, smem, s, false), B.CreateAdd(aRows, B.getInt64(ks * 32))));
    Value *b =
        h.wgmmaDescriptor(B, B.CreateGEP(i8, stageBase(B, smem, s, true), B.getInt64(ks * 32)));
    SmallVector<Value *, kWgmmaAcc> c;
    for (AllocaInst *v : acc)
      c.push_back(B.CreateLoad(f32, v));
    LaneState d = h.wgmma64xN(B, spec.hidden_dtype, kWgmmaN, a, b, c);
    for (unsigned i = 0; i < acc.size(); ++i)
      B.CreateStore(d[i], acc[i]);
  };
  auto acquire = [&](Value *kt) { // slice kt has landed in its stage
    Value *it = B.CreateAdd(it0, kt), *s = Pipeline::stage(B, it);
    h.barrierWait(B, pipe.full(s), Pipeline::parity(B, it)); // tensor copies: async proxy
    h.wgmmaFence(B);
    return s;
  };
  auto release = [&](Value *kt) { // slice kt's MMAs are done: its stage is free (lane r
                                  // tells the cluster's block r)
    emitIf(B, signals, [&] {
      h.barrierArriveAt(B, pipe.empty(Pipeline::stage(B, B.CreateAdd(it0, kt))), lane);
    });
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

/// Where a thread's accumulator i of MMA tile (mt, nt) sits, relative to its warp's first
/// output row and column.
using Position = llvm::function_ref<std::pair<Value *, Value *>(unsigned, unsigned, unsigned)>;

/// The m16n8 accumulator layout of mma.sync and wgmma: row group g = lane / 4 and rows g,
/// g + 8 of each m16 tile, columns 2 (lane % 4), + 1 of each n8 tile.
std::pair<Value *, Value *> m16n8Position(Builder &B, Hooks &h, unsigned mt, unsigned nt,
                                          unsigned i) {
  Value *lane = h.laneIndex(B);
  Value *g = B.CreateLShr(lane, 2), *q2 = B.CreateShl(B.CreateAnd(lane, 3), 1);
  return {B.CreateAdd(g, B.getInt64(mt * 16 + (i >= 2 ? 8 : 0))),
          B.CreateAdd(q2, B.getInt64(nt * 8 + (i & 1)))};
}

/// Calls `fn(mt, nt, i, ptr)` for each of a warp's accumulators inside the output, `tiles`
/// MMA tiles from (r0, c0) with element i of tile (mt, nt) at `pos` and `ptr` its output
/// element (rows and columns past the end are skipped).
void forEachOutput(Builder &B, Hooks &h, const KernelSpec &spec, Value *r0, Value *c0,
                   unsigned rowTiles, unsigned colTiles, unsigned perTile, Position pos,
                   llvm::function_ref<void(unsigned, unsigned, unsigned, Value *)> fn) {
  Value *rows = h.arg(B, LH_Rows), *cols = h.arg(B, LH_Cols);
  Value *logits = ptrArg(B, h, LH_Logits), *ls = h.arg(B, LH_LogitsStride);
  for (unsigned mt = 0; mt < rowTiles; ++mt)
    for (unsigned nt = 0; nt < colTiles; ++nt)
      for (unsigned i = 0; i < perTile; ++i) {
        auto [dr, dc] = pos(mt, nt, i);
        Value *r = B.CreateAdd(r0, dr), *c = B.CreateAdd(c0, dc);
        Value *inside = B.CreateAnd(B.CreateICmpSLT(r, rows), B.CreateICmpSLT(c, cols));
        emitIf(B, inside, [&] { fn(mt, nt, i, element(B, spec.dtype, logits, r, ls, c)); });
      }
}

/// Stores a warp's accumulators (forEachOutput's), rounded once to the logits dtype or
/// kept in fp32.
void emitStore(Builder &B, Hooks &h, const KernelSpec &spec, Value *r0, Value *c0,
               unsigned rowTiles, unsigned colTiles, unsigned perTile, Position pos,
               llvm::function_ref<AllocaInst *(unsigned, unsigned, unsigned)> acc) {
  Type *f32 = B.getFloatTy();
  forEachOutput(B, h, spec, r0, c0, rowTiles, colTiles, perTile, pos,
                [&](unsigned mt, unsigned nt, unsigned i, Value *p) {
                  storeFromFloat(B, spec.dtype, B.CreateLoad(f32, acc(mt, nt, i)), p,
                                 h.hasBF16Convert());
                });
}

/// Whether the 16 rows x 256 columns of a full sm_90 kernel's warp from (r0, c0) lie inside
/// the output and its pairs of adjacent 16-bit (fp32) logits are 4- (8-) byte aligned:
/// then emitWholeWarpTile's straight-line loads and stores serve it (warp-uniform).
Value *wholeWarpTile(Builder &B, Hooks &h, const KernelSpec &spec, Value *r0, Value *c0) {
  Value *logits = ptrArg(B, h, LH_Logits), *ls = h.arg(B, LH_LogitsStride);
  const unsigned size = dtypeSize(spec.dtype);
  Value *bits =
      B.CreateOr(B.CreatePtrToInt(logits, B.getInt64Ty()), B.CreateMul(ls, B.getInt64(size)));
  Value *aligned = B.CreateICmpEQ(B.CreateAnd(bits, B.getInt64(2 * size - 1)), B.getInt64(0));
  Value *inside =
      B.CreateAnd(B.CreateICmpSLE(B.CreateAdd(r0, B.getInt64(16)), h.arg(B, LH_Rows)),
                  B.CreateICmpSLE(B.CreateAdd(c0, B.getInt64(kLmHeadTileCols)), h.arg(B, LH_Cols)));
  return B.CreateAnd(aligned, inside);
}

/// For a warp wholly inside the output (wholeWarpTile), `fn(nt, i, ptr)` for its
/// accumulators' output elements in m16n8Position's layout: two row pointers and constant
/// offsets, none of forEachOutput's per-element bounds checks and address arithmetic (which
/// took more instructions than the tile's main loop, issued while the tensor cores wait).
void forEachWholeOutput(Builder &B, Hooks &h, DType dt, Value *r0, Value *c0,
                        function_ref<void(unsigned, unsigned, Value *)> fn) {
  // The output is global memory: its address space lets the stores skip the generic
  // address's resolution.
  Value *logits = B.CreateAddrSpaceCast(ptrArg(B, h, LH_Logits), B.getPtrTy(1));
  Value *ls = h.arg(B, LH_LogitsStride), *lane = h.laneIndex(B);
  Value *g = B.CreateLShr(lane, 2), *q2 = B.CreateShl(B.CreateAnd(lane, 3), 1);
  Type *st = storageType(B, dt);
  Value *row0 = element(B, dt, logits, B.CreateAdd(r0, g), ls, B.CreateAdd(c0, q2));
  Value *row8 = B.CreateGEP(st, row0, B.CreateMul(ls, B.getInt64(8)));
  for (unsigned nt = 0; nt < kLmHeadTileCols / 8; ++nt)
    for (unsigned i = 0; i < 4; ++i)
      fn(nt, i, B.CreateGEP(st, i < 2 ? row0 : row8, B.getInt64(nt * 8 + (i & 1))));
}

/// The full sm_90 kernel's store of a warp's 16 x 256 accumulators: for a warp wholly
/// inside the output, pairs of adjacent columns (elements i, i + 1 of an m16n8 tile) as one
/// store each (forEachWholeOutput); elsewhere element by element (emitStore).
void emitWarpTileStore(Builder &B, Hooks &h, const KernelSpec &spec, Value *r0, Value *c0,
                       function_ref<AllocaInst *(unsigned, unsigned, unsigned)> acc) {
  Type *f32 = B.getFloatTy();
  auto pos = [&](unsigned mt, unsigned nt, unsigned i) { return m16n8Position(B, h, mt, nt, i); };
  emitIf(
      B, wholeWarpTile(B, h, spec, r0, c0),
      [&] {
        forEachWholeOutput(B, h, spec.dtype, r0, c0, [&](unsigned nt, unsigned i, Value *p) {
          if (i % 2)
            return;
          Value *v = PoisonValue::get(FixedVectorType::get(f32, 2));
          v = B.CreateInsertElement(v, B.CreateLoad(f32, acc(0, nt, i)), uint64_t(0));
          v = B.CreateInsertElement(v, B.CreateLoad(f32, acc(0, nt, i + 1)), 1);
          storeFromFloat(B, spec.dtype, v, p, h.hasBF16Convert(), nullptr,
                         2 * dtypeSize(spec.dtype));
        });
      },
      [&] { emitStore(B, h, spec, r0, c0, 1, kLmHeadTileCols / 8, 4, pos, acc); });
}

/// Accumulate specs: a warp's accumulators start from the fp32 output's values (elements
/// outside the output from +0, as they are never stored).
void emitLoadAccumulators(Builder &B, Hooks &h, const KernelSpec &spec, Value *r0, Value *c0,
                          unsigned rowTiles, unsigned colTiles, unsigned perTile, Position pos,
                          llvm::function_ref<AllocaInst *(unsigned, unsigned, unsigned)> acc) {
  if (!spec.accumulate)
    return;
  Type *f32 = B.getFloatTy();
  forEachOutput(B, h, spec, r0, c0, rowTiles, colTiles, perTile, pos,
                [&](unsigned mt, unsigned nt, unsigned i, Value *p) {
                  B.CreateStore(B.CreateAlignedLoad(f32, p, Align(4)), acc(mt, nt, i));
                });
}

/// gfx942: wavefront w (of 4) computes rows 32 w .. 32 w + 31 of the tile, all its 256
/// columns, as 2 x 16 MFMA tiles of 16 x 16; for k = 0, 16, ... < H one v_mfma_f32_16x16x16
/// per tile, fragments loaded from global memory (lane l: row or column l % 16, the 4
/// elements 4 (l / 16) .. + 3 of the k16 slice: one 8-byte load each).
void emitMfmaTile(Builder &B, Hooks &h, const KernelSpec &spec, Value *tileR0, Value *tileC0) {
  constexpr unsigned kRowTiles = kMfmaWaveRows / 16, kColTiles = kLmHeadTileCols / 16;
  const DType in = spec.hidden_dtype;
  Type *f32 = B.getFloatTy(), *v4 = FixedVectorType::get(B.getInt16Ty(), 4);
  Type *st = storageType(B, in);
  Value *tid = h.threadInUnit(B);
  Value *lane = B.CreateAnd(tid, B.getInt64(63)), *wave = B.CreateLShr(tid, 6);
  Value *l16 = B.CreateAnd(lane, B.getInt64(15)), *k4 = B.CreateShl(B.CreateLShr(lane, 4), 2);
  Value *r0 = B.CreateAdd(tileR0, B.CreateMul(wave, B.getInt64(kMfmaWaveRows)));
  Value *lastRow = B.CreateSub(h.arg(B, LH_Rows), B.getInt64(1));
  Value *lastCol = B.CreateSub(h.arg(B, LH_Cols), B.getInt64(1));
  Value *hidden = ptrArg(B, h, LH_Hidden), *weight = ptrArg(B, h, LH_Weight);
  Value *hs = h.arg(B, LH_HiddenStride), *ws = h.arg(B, LH_WeightStride);
  Value *aPtr[kRowTiles], *bPtr[kColTiles];
  for (unsigned mt = 0; mt < kRowTiles; ++mt) // rows past the end read the last one
    aPtr[mt] = element(B, in, hidden,
                       clampTo(B, B.CreateAdd(r0, B.CreateAdd(l16, B.getInt64(mt * 16))), lastRow),
                       hs, k4);
  for (unsigned nt = 0; nt < kColTiles; ++nt)
    bPtr[nt] = element(
        B, in, weight,
        clampTo(B, B.CreateAdd(tileC0, B.CreateAdd(l16, B.getInt64(nt * 16))), lastCol), ws, k4);
  AllocaInst *acc[kRowTiles][kColTiles][4];
  for (auto &m : acc)
    for (auto &n : m)
      for (auto &v : n)
        v = makeVar(B, f32, ConstantFP::get(f32, 0.0), "acc");
  auto at = [&](unsigned mt, unsigned nt, unsigned i) { return acc[mt][nt][i]; };
  auto pos = [&](unsigned mt, unsigned nt, unsigned i) -> std::pair<Value *, Value *> {
    return {B.CreateAdd(k4, B.getInt64(mt * 16 + i)), B.CreateAdd(l16, B.getInt64(nt * 16))};
  };
  emitLoadAccumulators(B, h, spec, r0, tileC0, kRowTiles, kColTiles, 4, pos, at);
  auto quad = [&](Value *p, Value *k) { // 4 elements from k (8-byte aligned)
    return B.CreateAlignedLoad(v4, B.CreateGEP(st, p, k), Align(8));
  };
  emitFor(
      B, B.getInt64(0), h.arg(B, LH_HiddenSize), 16,
      [&](Value *k) {
        Value *a[kRowTiles], *b[kColTiles];
        for (unsigned mt = 0; mt < kRowTiles; ++mt)
          a[mt] = quad(aPtr[mt], k);
        for (unsigned nt = 0; nt < kColTiles; ++nt)
          b[nt] = quad(bPtr[nt], k);
        for (unsigned mt = 0; mt < kRowTiles; ++mt)
          for (unsigned nt = 0; nt < kColTiles; ++nt) {
            Value *c[4];
            for (unsigned i = 0; i < 4; ++i)
              c[i] = B.CreateLoad(f32, acc[mt][nt][i]);
            LaneState d = h.mfma16x16x16(B, in, a[mt], b[nt], c);
            for (unsigned i = 0; i < 4; ++i)
              B.CreateStore(d[i], acc[mt][nt][i]);
          }
      },
      "k");
  emitStore(B, h, spec, r0, tileC0, kRowTiles, kColTiles, 4, pos, at);
}

/// Accumulate specs: the full sm_90 kernel's warp starts its 16 x 256 accumulators from the
/// fp32 output's values, straight-line where the warp lies wholly inside the output
/// (forEachWholeOutput), else element by element (emitLoadAccumulators).
void emitWarpTileLoad(Builder &B, Hooks &h, const KernelSpec &spec, Value *r0, Value *c0,
                      function_ref<AllocaInst *(unsigned, unsigned, unsigned)> acc) {
  if (!spec.accumulate)
    return;
  Type *f32 = B.getFloatTy();
  auto pos = [&](unsigned mt, unsigned nt, unsigned i) { return m16n8Position(B, h, mt, nt, i); };
  emitIf(
      B, wholeWarpTile(B, h, spec, r0, c0),
      [&] {
        forEachWholeOutput(B, h, DType::F32, r0, c0, [&](unsigned nt, unsigned i, Value *p) {
          B.CreateStore(B.CreateAlignedLoad(f32, p, Align(4)), acc(0, nt, i));
        });
      },
      [&] { emitLoadAccumulators(B, h, spec, r0, c0, 1, kLmHeadTileCols / 8, 4, pos, acc); });
  // Fence the loaded values into the wgmma's registers here, where every thread of the
  // warpgroup has reconverged. With only the fences after the pipeline's waits, ptxas's
  // relocatable compile (the driver's linker, nvJitLink) inserts its own in a path it takes
  // as divergent and serializes every wgmma of the kernel.
  h.wgmmaFence(B);
}

/// The full sm_90 kernel's MMA warps (`warp` 0..7): two warpgroups of 64 rows x 256 columns.
void emitWgmmaTile(Builder &B, Hooks &h, const KernelSpec &spec, Value *tileR0, Value *tileC0,
                   Value *warp, Value *it0, Pipeline &pipe) {
  Type *f32 = B.getFloatTy();
  Value *wg = B.CreateLShr(warp, 2);
  SmallVector<AllocaInst *, kWgmmaAcc> acc;
  for (unsigned i = 0; i < kWgmmaAcc; ++i)
    acc.push_back(makeVar(B, f32, ConstantFP::get(f32, 0.0), "acc"));
  Value *r0 = B.CreateAdd(tileR0, B.CreateMul(warp, B.getInt64(16)));
  auto at = [&](unsigned, unsigned nt, unsigned i) { return acc[nt * 4 + i]; };
  emitWarpTileLoad(B, h, spec, r0, tileC0, at);
  emitWgmmaLoop(B, h, spec, wg, it0, pipe, acc);
  emitWarpTileStore(B, h, spec, r0, tileC0, at);
}

/// The quick tier's warps (`warp` 0..7): each 32 rows x 128 columns of mma.sync.
void emitWarpTile(Builder &B, Hooks &h, const KernelSpec &spec, Value *tileR0, Value *tileC0,
                  Value *warp) {
  Type *f32 = B.getFloatTy();
  Value *wm = B.CreateLShr(warp, 1), *wn = B.CreateAnd(warp, 1);
  Value *r0 = B.CreateAdd(tileR0, B.CreateMul(wm, B.getInt64(kWarpRows)));
  Value *c0 = B.CreateAdd(tileC0, B.CreateMul(wn, B.getInt64(kWarpCols)));
  Accumulators acc;
  for (auto &m : acc)
    for (auto &n : m)
      for (auto &v : n)
        v = makeVar(B, f32, ConstantFP::get(f32, 0.0), "acc");
  auto at = [&](unsigned mt, unsigned nt, unsigned i) { return acc[mt][nt][i]; };
  auto pos = [&](unsigned mt, unsigned nt, unsigned i) { return m16n8Position(B, h, mt, nt, i); };
  emitLoadAccumulators(B, h, spec, r0, c0, kMmaRowTiles, kMmaColTiles, 4, pos, at);
  emitDirectLoop(B, h, spec, r0, c0, acc);
  emitStore(B, h, spec, r0, c0, kMmaRowTiles, kMmaColTiles, 4, pos, at);
}

/// a / b for i64 values below 2^32 (tile counts and indices: Op::launchGemm keeps tiles
/// and rows below 2^31), as one 32-bit division: a
/// 64-bit one is a subroutine call in SASS, and where the driver or nvJitLink compile the
/// PTX (relocatable code) an extern call in the kernel makes ptxas serialize its wgmma.
Value *udiv32(Builder &B, Value *a, Value *b) {
  Type *i32 = B.getInt32Ty();
  return B.CreateZExt(B.CreateUDiv(B.CreateTrunc(a, i32), B.CreateTrunc(b, i32)), B.getInt64Ty());
}

/// The launch's row tiles (i64).
Value *rowTileCount(Builder &B, Hooks &h) {
  return B.CreateUDiv(B.CreateAdd(h.arg(B, LH_Rows), B.getInt64(kLmHeadTileRows - 1)),
                      B.getInt64(kLmHeadTileRows));
}

/// The launch's column tiles (i64).
Value *colTileCount(Builder &B, Hooks &h) {
  return B.CreateUDiv(B.CreateAdd(h.arg(B, LH_Cols), B.getInt64(kLmHeadTileCols - 1)),
                      B.getInt64(kLmHeadTileCols));
}

/// The (row unit, column tile) of unit `t` of the tile order, for `rowUnits` row units (row
/// tiles, or the cluster kernel's pairs of them): units in groups of kLmHeadGroupCols column
/// tiles, the row units outer within a group.
std::pair<Value *, Value *> groupedTile(Builder &B, Hooks &h, Value *t, Value *rowUnits) {
  Value *colTiles = colTileCount(B, h);
  Value *group = udiv32(B, t, B.CreateMul(rowUnits, B.getInt64(kLmHeadGroupCols)));
  Value *first = B.CreateMul(group, B.getInt64(kLmHeadGroupCols));
  Value *rem = B.CreateSub(t, B.CreateMul(first, rowUnits));
  Value *width = clampTo(B, B.CreateSub(colTiles, first), B.getInt64(kLmHeadGroupCols));
  Value *rowUnit = udiv32(B, rem, width);
  return {rowUnit, B.CreateAdd(first, B.CreateSub(rem, B.CreateMul(rowUnit, width)))};
}

/// The first row and column of output tile `t` (groupedTile's order of the row tiles).
std::pair<Value *, Value *> tileOrigin(Builder &B, Hooks &h, Value *t) {
  auto [rowTile, colTile] = groupedTile(B, h, t, rowTileCount(B, h));
  return {B.CreateMul(rowTile, B.getInt64(kLmHeadTileRows)),
          B.CreateMul(colTile, B.getInt64(kLmHeadTileCols))};
}

/// Block `u` of the launch: the output tiles u, u + G, u + 2 G, ... < LH_Tiles (G the
/// launch's blocks: sm_90 launches at most one block per SM, each looping over its tiles;
/// elsewhere one block per tile). `fn(tileR0, tileC0, j)` for the block's j-th tile.
void forEachTile(Builder &B, Hooks &h, Value *u,
                 llvm::function_ref<void(Value *, Value *, Value *)> fn) {
  Value *grid = h.blocksInGrid(B), *tiles = h.arg(B, LH_Tiles);
  if (!grid) { // one block per tile
    auto [r0, c0] = tileOrigin(B, h, u);
    fn(r0, c0, B.getInt64(0));
    return;
  }
  Value *count =
      udiv32(B, B.CreateAdd(B.CreateSub(tiles, u), B.CreateSub(grid, B.getInt64(1))), grid);
  emitFor(
      B, B.getInt64(0), count, 1,
      [&](Value *j) {
        auto [r0, c0] = tileOrigin(B, h, B.CreateAdd(u, B.CreateMul(j, grid)));
        fn(r0, c0, j);
      },
      "tile", kNoUnroll);
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

/// One block (unit `u`) and its tiles (forEachTile; the full sm_90 kernel: forEachClusterTile).
void emitMmaTile(Builder &B, Hooks &h, const KernelSpec &spec, Value *u) {
  if (h.hasMfma16x16x16()) {
    forEachTile(B, h, u, [&](Value *r0, Value *c0, Value *) { emitMfmaTile(B, h, spec, r0, c0); });
    return;
  }
  Value *tid = h.threadInUnit(B), *warp = B.CreateLShr(tid, 5);
  if (!h.hasWgmma()) {
    forEachTile(B, h, u,
                [&](Value *r0, Value *c0, Value *) { emitWarpTile(B, h, spec, r0, c0, warp); });
    return;
  }
  // sm_90: 8 MMA warps and a copy warpgroup (idle in the quick tier).
  std::optional<Pipeline> pipe;
  Value *rank = nullptr;
  if (!h.quick) {
    pipe.emplace(B, h);
    rank = h.clusterRank(B);
    emitIf(B, B.CreateICmpEQ(tid, B.getInt64(0)), [&] { pipe->init(); });
    h.clusterBarrier(B); // both blocks' barriers exist before either block's copies and
                         // releases reach them
  }
  emitIf(
      B, B.CreateICmpUGE(warp, B.getInt64(kMmaWarps)),
      [&] {
        h.setMaxRegisters(B, pipe ? kCopyRegisters : kIdleRegisters, false);
        if (!pipe)
          return;
        emitIf(B, B.CreateICmpEQ(tid, B.getInt64(kMmaWarps * 32)), [&] { // one copy thread
          forEachClusterTile(B, h, u, rank, [&](Value *r0, Value *c0, Value *j) {
            emitCopyLoop(B, h, r0, c0, rank, pipe->firstSlice(j), *pipe);
          });
        });
      },
      [&] {
        h.setMaxRegisters(B, pipe ? kMmaRegisters : kQuickMmaRegisters, true);
        if (pipe)
          forEachClusterTile(B, h, u, rank, [&](Value *r0, Value *c0, Value *j) {
            emitWgmmaTile(B, h, spec, r0, c0, warp, pipe->firstSlice(j), *pipe);
          });
        else
          forEachTile(B, h, u, [&](Value *r0, Value *c0, Value *) {
            emitWarpTile(B, h, spec, r0, c0, warp);
          });
      });
  if (pipe) // neither block leaves while the other's copies and releases may still reach it
    h.clusterBarrier(B);
}

/// The host: kHostCols columns of one row, each a sequential FMA chain over H.
void emitFmaColumns(Builder &B, Hooks &h, const KernelSpec &spec, Value *row, Value *group) {
  Type *f32 = B.getFloatTy();
  Type *vt = FixedVectorType::get(f32, kHostCols);
  const DType in = spec.hidden_dtype;
  Value *cols = h.arg(B, LH_Cols), *lastCol = B.CreateSub(cols, B.getInt64(1));
  Value *c0 = B.CreateMul(group, B.getInt64(kHostCols));
  Value *hidden = ptrArg(B, h, LH_Hidden), *weight = ptrArg(B, h, LH_Weight);
  Value *ws = h.arg(B, LH_WeightStride);
  Value *xRow = element(B, in, hidden, row, h.arg(B, LH_HiddenStride), B.getInt64(0));
  Value *wRow[kHostCols];
  for (unsigned i = 0; i < kHostCols; ++i) // columns past the end read the last one
    wRow[i] = element(B, in, weight, clampTo(B, B.CreateAdd(c0, B.getInt64(i)), lastCol), ws,
                      B.getInt64(0));
  AllocaInst *acc = makeVar(B, vt, ConstantFP::get(vt, 0.0), "acc");
  Value *logits = ptrArg(B, h, LH_Logits), *ls = h.arg(B, LH_LogitsStride);
  if (spec.accumulate) // the chains continue from the fp32 output's values
    for (unsigned i = 0; i < kHostCols; ++i) {
      Value *c = B.CreateAdd(c0, B.getInt64(i));
      emitIf(B, B.CreateICmpSLT(c, cols), [&] {
        Value *v = B.CreateAlignedLoad(f32, element(B, DType::F32, logits, row, ls, c), Align(4));
        B.CreateStore(B.CreateInsertElement(B.CreateLoad(vt, acc), v, i), acc);
      });
    }
  Type *st = storageType(B, in);
  emitFor(
      B, B.getInt64(0), h.arg(B, LH_HiddenSize), 1,
      [&](Value *k) {
        Value *x = widenToFloat(B, in, B.CreateLoad(st, B.CreateGEP(st, xRow, k)));
        Value *w = PoisonValue::get(vt);
        for (unsigned i = 0; i < kHostCols; ++i)
          w = B.CreateInsertElement(
              w, widenToFloat(B, in, B.CreateLoad(st, B.CreateGEP(st, wRow[i], k))), i);
        B.CreateStore(fma(B, B.CreateVectorSplat(kHostCols, x), w, B.CreateLoad(vt, acc)), acc);
      },
      "h");
  Value *out = B.CreateLoad(vt, acc);
  for (unsigned i = 0; i < kHostCols; ++i) {
    Value *c = B.CreateAdd(c0, B.getInt64(i));
    emitIf(B, B.CreateICmpSLT(c, cols), [&] {
      storeFromFloat(B, spec.dtype, B.CreateExtractElement(out, i),
                     element(B, spec.dtype, logits, row, ls, c), h.hasBF16Convert());
    });
  }
}

} // namespace

void emitLmHead(Module &M, Hooks &h, const KernelSpec &spec) {
  if (h.hasMma16816() || h.hasMfma16x16x16()) {
    h.emitKernel(M, spec.symbolName(), LH_NumArgs, LH_Tiles, Granularity::BlockMma, nullptr,
                 [&](Builder &B, Value *tile, Value *) { emitMmaTile(B, h, spec, tile); });
    return;
  }
  h.emitKernel(
      M, spec.symbolName(), LH_NumArgs, LH_Rows, Granularity::Thread,
      [&](Builder &B) {
        return B.CreateLShr(B.CreateAdd(h.arg(B, LH_Cols), B.getInt64(kHostCols - 1)),
                            B.getInt64(3));
      },
      [&](Builder &B, Value *row, Value *group) { emitFmaColumns(B, h, spec, row, group); });
}

} // namespace logpjit::tmpl
