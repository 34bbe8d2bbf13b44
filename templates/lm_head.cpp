//===- lm_head.cpp - The LM head's GEMM in its canonical order -------------===//
//
// docs/spec.md §16. logits[t, j] = sum over h of hidden[t, h] * weight[j, h], bf16 or fp16
// inputs, fp32 accumulation from +0, rounded once to the logits dtype (nearest even) or kept
// in fp32. The order of the sum is a function of the target alone, never of the rows, the
// columns or their position in a launch, so a row's logits are the same bits in any batch
// and in any column range (a TP shard, a chunk of the fused forward):
//
// - sm_90: for k = 0, 16, 32, ... < H, one `mma.sync.m16n8k16` (fp32 accumulate) of the
//   16-element slices hidden[t, k..k+15] and weight[j, k..k+15] into the element's
//   accumulator. A block computes a tile of kLmHeadTileRows x kLmHeadTileCols outputs, each
//   of its 8 warps 2 x 8 m16n8 tiles; rows and columns past the launch's end are read from
//   its last row / column (in bounds) and not stored. Each output element runs through the
//   same MMA sequence wherever it sits, so its bits do not depend on the tiling. The full
//   kernel stages the operands in shared memory (cp.async, ldmatrix); the quick tier loads
//   the fragments from global memory: the same MMAs in the same order, the same bits.
// - host: for h = 0, 1, ... < H, acc = fma(hidden[t, h], weight[j, h], acc), one IEEE fma
//   per step, 8 columns at a time as independent chains.
//
//===----------------------------------------------------------------------===//
#include "runtime/core/kernel_abi.h"
#include "templates/numerics.h"

using namespace llvm;
using namespace logpjit::abi;

namespace logpjit::tmpl {

namespace {

constexpr int64_t kWarpRows = 32, kWarpCols = 64;     ///< one warp's outputs
constexpr unsigned kMmaRowTiles = kWarpRows / 16;     ///< m16 tiles per warp
constexpr unsigned kMmaColTiles = kWarpCols / 8;      ///< n8 tiles per warp
constexpr int64_t kTileK = 32;                        ///< k per pipeline stage
constexpr unsigned kStages = 3;                       ///< stages of the cp.async pipeline
constexpr int64_t kRowBytes = kTileK * 2;             ///< one staged row: 4 chunks of 16 bytes
constexpr int64_t kStageBytes = (kLmHeadTileRows + kLmHeadTileCols) * kRowBytes; ///< 16 KiB
constexpr unsigned kHostCols = 8;                     ///< host: columns per unit
static_assert(kLmHeadTileRows == 4 * kWarpRows && kLmHeadTileCols == 2 * kWarpCols &&
                  abi::kGpuBlockThreads == 8 * 32,
              "a tile is 4 x 2 warps of 32 x 64 outputs");
static_assert(kHostCols == 8, "the host's unit count below shifts by 3");

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

/// Byte offset of 16-byte chunk `c` (0..3) of staged row `r`: the chunks of each pair of
/// rows are XOR-swizzled so that ldmatrix's 8 rows at one chunk hit 32 distinct banks.
Value *swizzled(Builder &B, Value *r, Value *c) {
  Value *sw = B.CreateXor(c, B.CreateAnd(B.CreateLShr(r, 1), B.getInt64(3)));
  return B.CreateAdd(B.CreateMul(r, B.getInt64(kRowBytes)), B.CreateShl(sw, 4));
}

/// The full kernel's k loop: the block stages 128 rows of hidden and 128 of weight per
/// 32-wide k-slice in shared memory (a kStages-deep cp.async pipeline), each warp reads its
/// fragments with ldmatrix. The same k16 MMA steps, in the same order, as emitDirectLoop.
void emitStagedLoop(Builder &B, Hooks &h, const KernelSpec &spec, Value *tileR0, Value *tileC0,
                    Value *wm, Value *wn, Accumulators &acc) {
  const DType in = spec.hidden_dtype;
  Type *i8 = B.getInt8Ty();
  Value *tid = h.threadInUnit(B), *lane = h.laneIndex(B);
  Value *H = h.arg(B, LH_HiddenSize);
  Value *lastRow = B.CreateSub(h.arg(B, LH_Rows), B.getInt64(1));
  Value *lastCol = B.CreateSub(h.arg(B, LH_Cols), B.getInt64(1));
  Value *hidden = ptrArg(B, h, LH_Hidden), *weight = ptrArg(B, h, LH_Weight);
  Value *hs = h.arg(B, LH_HiddenStride), *ws = h.arg(B, LH_WeightStride);
  Value *smem = h.blockShared(B, kStages * kStageBytes);
  auto stageBase = [&](Value *s, bool weightRows) {
    Value *off = B.CreateMul(s, B.getInt64(kStageBytes));
    if (weightRows)
      off = B.CreateAdd(off, B.getInt64(kLmHeadTileRows * kRowBytes));
    return B.CreateGEP(i8, smem, off);
  };
  // Each thread copies 2 chunks of hidden rows and 2 of weight rows per stage.
  auto loadStage = [&](Value *s, Value *k0) {
    for (int64_t i = 0; i < 2; ++i) {
      Value *idx = B.CreateAdd(tid, B.getInt64(i * abi::kGpuBlockThreads));
      Value *r = B.CreateLShr(idx, 2), *c = B.CreateAnd(idx, 3);
      Value *kc = B.CreateAdd(k0, B.CreateShl(c, 3));
      emitIf(B, B.CreateICmpSLT(kc, H), [&] { // a 16-wide last slice copies half
        Value *off = swizzled(B, r, c);
        Value *hr = clampTo(B, B.CreateAdd(tileR0, r), lastRow);
        h.copyAsync16(B, B.CreateGEP(i8, stageBase(s, false), off),
                      element(B, in, hidden, hr, hs, kc));
        Value *wr = clampTo(B, B.CreateAdd(tileC0, r), lastCol);
        h.copyAsync16(B, B.CreateGEP(i8, stageBase(s, true), off),
                      element(B, in, weight, wr, ws, kc));
      });
    }
  };
  auto compute = [&](Value *s, Value *k0) {
    for (int64_t ks = 0; ks < kTileK / 16; ++ks) {
      auto step = [&] {
        Value *a[kMmaRowTiles][4], *b[kMmaColTiles][2];
        for (unsigned mt = 0; mt < kMmaRowTiles; ++mt) {
          Value *r = B.CreateAdd(B.CreateMul(wm, B.getInt64(kWarpRows)),
                                 B.CreateAdd(B.getInt64(mt * 16), B.CreateAnd(lane, 15)));
          Value *c = B.CreateAdd(B.getInt64(ks * 2), B.CreateLShr(lane, 4));
          LaneState m = h.loadMatrixX4(B, B.CreateGEP(i8, stageBase(s, false), swizzled(B, r, c)));
          for (unsigned i = 0; i < 4; ++i)
            a[mt][i] = m[i];
        }
        for (unsigned np = 0; np < kMmaColTiles / 2; ++np) {
          Value *r = B.CreateAdd(
              B.CreateMul(wn, B.getInt64(kWarpCols)),
              B.CreateAdd(B.getInt64(np * 16),
                          B.CreateAdd(B.CreateAnd(lane, 7),
                                      B.CreateShl(B.CreateLShr(lane, 4), 3))));
          Value *c = B.CreateAdd(B.getInt64(ks * 2), B.CreateAnd(B.CreateLShr(lane, 3), 1));
          LaneState m = h.loadMatrixX4(B, B.CreateGEP(i8, stageBase(s, true), swizzled(B, r, c)));
          b[2 * np][0] = m[0];
          b[2 * np][1] = m[1];
          b[2 * np + 1][0] = m[2];
          b[2 * np + 1][1] = m[3];
        }
        emitMmaStep(B, h, in, a, b, acc);
      };
      if (ks == 0)
        step();
      else // the second k16 step of a slice, absent from a 16-wide last slice
        emitIf(B, B.CreateICmpSLT(B.CreateAdd(k0, B.getInt64(ks * 16)), H), step);
    }
  };
  Value *kTiles = B.CreateUDiv(B.CreateAdd(H, B.getInt64(kTileK - 1)), B.getInt64(kTileK));
  loadStage(B.getInt64(0), B.getInt64(0));
  h.copyAsyncCommit(B);
  emitIf(B, B.CreateICmpSGT(kTiles, B.getInt64(1)),
         [&] { loadStage(B.getInt64(1), B.getInt64(kTileK)); });
  h.copyAsyncCommit(B);
  emitFor(
      B, B.getInt64(0), kTiles, 1,
      [&](Value *kt) {
        h.copyAsyncWait(B, kStages - 2); // slice kt has landed (this thread's copies)
        h.unitBarrier(B);                // everyone's, and slice kt - 1 is consumed
        Value *next = B.CreateAdd(kt, B.getInt64(kStages - 1));
        emitIf(B, B.CreateICmpSLT(next, kTiles), [&] {
          loadStage(B.CreateURem(next, B.getInt64(kStages)),
                    B.CreateMul(next, B.getInt64(kTileK)));
        });
        h.copyAsyncCommit(B);
        compute(B.CreateURem(kt, B.getInt64(kStages)), B.CreateMul(kt, B.getInt64(kTileK)));
      },
      "kt", kNoUnroll);
  h.copyAsyncWait(B, 0);
}

/// Stores a warp's accumulators (rows and columns past the end are not stored), rounded
/// once to the logits dtype or kept in fp32.
void emitStore(Builder &B, Hooks &h, const KernelSpec &spec, Value *r0, Value *c0,
               Accumulators &acc) {
  Type *f32 = B.getFloatTy();
  Value *lane = h.laneIndex(B);
  Value *g = B.CreateLShr(lane, 2), *q2 = B.CreateShl(B.CreateAnd(lane, 3), 1);
  Value *rows = h.arg(B, LH_Rows), *cols = h.arg(B, LH_Cols);
  Value *logits = ptrArg(B, h, LH_Logits), *ls = h.arg(B, LH_LogitsStride);
  for (unsigned mt = 0; mt < kMmaRowTiles; ++mt)
    for (unsigned nt = 0; nt < kMmaColTiles; ++nt)
      for (unsigned i = 0; i < 4; ++i) {
        Value *r = B.CreateAdd(r0, B.CreateAdd(g, B.getInt64(mt * 16 + (i >= 2 ? 8 : 0))));
        Value *c = B.CreateAdd(c0, B.CreateAdd(q2, B.getInt64(nt * 8 + (i & 1))));
        Value *inside = B.CreateAnd(B.CreateICmpSLT(r, rows), B.CreateICmpSLT(c, cols));
        emitIf(B, inside, [&] {
          storeFromFloat(B, spec.dtype, B.CreateLoad(f32, acc[mt][nt][i]),
                         element(B, spec.dtype, logits, r, ls, c), h.hasBF16Convert());
        });
      }
}

/// One block: the output tile of unit `u` (tiles in groups of kLmHeadGroupCols column tiles,
/// the columns fastest), 8 warps of 32 x 64 outputs each.
void emitMmaTile(Builder &B, Hooks &h, const KernelSpec &spec, Value *u) {
  Type *f32 = B.getFloatTy();
  Value *rowTiles = B.CreateUDiv(B.CreateAdd(h.arg(B, LH_Rows), B.getInt64(kLmHeadTileRows - 1)),
                                 B.getInt64(kLmHeadTileRows));
  Value *colTiles = B.CreateUDiv(B.CreateAdd(h.arg(B, LH_Cols), B.getInt64(kLmHeadTileCols - 1)),
                                 B.getInt64(kLmHeadTileCols));
  Value *group = B.CreateUDiv(u, B.CreateMul(rowTiles, B.getInt64(kLmHeadGroupCols)));
  Value *first = B.CreateMul(group, B.getInt64(kLmHeadGroupCols));
  Value *rem = B.CreateSub(u, B.CreateMul(first, rowTiles));
  Value *width = clampTo(B, B.CreateSub(colTiles, first), B.getInt64(kLmHeadGroupCols));
  Value *rowTile = B.CreateUDiv(rem, width);
  Value *colTile = B.CreateAdd(first, B.CreateSub(rem, B.CreateMul(rowTile, width)));
  Value *tileR0 = B.CreateMul(rowTile, B.getInt64(kLmHeadTileRows));
  Value *tileC0 = B.CreateMul(colTile, B.getInt64(kLmHeadTileCols));
  Value *warp = B.CreateLShr(h.threadInUnit(B), 5);
  Value *wm = B.CreateLShr(warp, 1), *wn = B.CreateAnd(warp, 1);
  Value *r0 = B.CreateAdd(tileR0, B.CreateMul(wm, B.getInt64(kWarpRows)));
  Value *c0 = B.CreateAdd(tileC0, B.CreateMul(wn, B.getInt64(kWarpCols)));
  Accumulators acc;
  for (auto &m : acc)
    for (auto &n : m)
      for (auto &v : n)
        v = makeVar(B, f32, ConstantFP::get(f32, 0.0), "acc");
  if (h.quick)
    emitDirectLoop(B, h, spec, r0, c0, acc);
  else
    emitStagedLoop(B, h, spec, tileR0, tileC0, wm, wn, acc);
  emitStore(B, h, spec, r0, c0, acc);
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
  Value *logits = ptrArg(B, h, LH_Logits), *ls = h.arg(B, LH_LogitsStride);
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
  if (h.hasMma16816()) {
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
