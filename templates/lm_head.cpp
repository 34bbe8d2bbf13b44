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
//   kLmHeadTileCols (one block per SM). The full kernel (lm_head_wgmma.cpp) is warp-specialized:
//   one thread of a copy warpgroup stages 64-wide k-slices of the tile's hidden and weight rows in
//   a ring of 4 shared-memory stages (TMA tensor copies in wgmma's 128-byte swizzle, mbarriers
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
#include "templates/lm_head_parts.h"

using namespace llvm;
using namespace logpjit::abi;

namespace logpjit::tmpl::lm_head {

constexpr int64_t kWarpRows = 32, kWarpCols = 128;                ///< one quick-tier warp's outputs
constexpr unsigned kMmaRowTiles = kWarpRows / 16;                 ///< m16 tiles per warp
constexpr unsigned kMmaColTiles = kWarpCols / 8;                  ///< n8 tiles per warp
constexpr unsigned kQuickMmaRegisters = 232, kIdleRegisters = 40; ///< the quick tier's split
static_assert(kMmaWarps * 32 * (kQuickMmaRegisters - kLaunchRegisters) ==
                  kCopyThreads * (kLaunchRegisters - kIdleRegisters),
              "the MMA warps take exactly what the copy warpgroup gives back: setmaxnreg.inc "
              "waits for registers the block has released");
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

/// The elements k .. k + n - 1 of an MN-major operand's row or column at `at` (its element
/// of k row 0; k rows `stride` apart) as <n x i16>, those at and past `kExtent` 0. Each
/// load's row is clamped below kExtent (>= 1), in bounds, its value then dropped.
Value *loadMnRun(Builder &B, Hooks &h, DType in, Value *at, Value *stride, Value *k, unsigned n) {
  Type *i16 = B.getInt16Ty(), *st = storageType(B, in);
  Value *ext = h.arg(B, LH_KExtent), *last = B.CreateSub(ext, B.getInt64(1));
  Value *v = PoisonValue::get(FixedVectorType::get(i16, n));
  for (unsigned i = 0; i < n; ++i) {
    Value *ki = B.CreateAdd(k, B.getInt64(i));
    Value *x = B.CreateBitCast(
        B.CreateLoad(st, B.CreateGEP(st, at, B.CreateMul(clampTo(B, ki, last), stride))), i16);
    v = B.CreateInsertElement(v, B.CreateSelect(B.CreateICmpSLT(ki, ext), x, B.getInt16(0)), i);
  }
  return v;
}

/// An operand's row (K-major) or column (MN-major) as a k loop reads it, from k = k0 on.
struct Operand {
  Value *at;     ///< K-major: element (mn, k0); MN-major: element mn of k row 0
  Value *stride; ///< the operand's row stride (elements)
  Value *k0;     ///< MN-major: added to each k (null: 0)
  bool mnMajor;
};

/// Output row or column `mn`'s operand in `base` (`mnMajor`: stored [K, stride]), from k0.
Operand operandAt(Builder &B, DType in, Value *base, Value *mn, Value *stride, Value *k0,
                  bool mnMajor) {
  if (mnMajor)
    return {element(B, in, base, B.getInt64(0), stride, mn), stride, k0, true};
  return {element(B, in, base, mn, stride, k0 ? k0 : B.getInt64(0)), stride, k0, false};
}

/// The operand's elements k0 + k .. k0 + k + n - 1 as `ty` (n 16-bit elements): one load
/// (`align` bytes) of a K-major operand; an MN-major one's loadMnRun, bitcast.
Value *loadRun(Builder &B, Hooks &h, DType in, const Operand &o, Value *k, unsigned n, Type *ty,
               unsigned align) {
  if (o.mnMajor)
    return B.CreateBitCast(loadMnRun(B, h, in, o.at, o.stride, o.k0 ? B.CreateAdd(k, o.k0) : k, n),
                           ty);
  return B.CreateAlignedLoad(ty, B.CreateGEP(storageType(B, in), o.at, k), Align(align));
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

/// The quick tier's k loop: each warp loads its fragments from global memory (32-bit loads
/// of K-major operands, 16-bit ones of MN-major operands; rows and columns past the end read
/// the last one, in bounds).
void emitDirectLoop(Builder &B, Hooks &h, const KernelSpec &spec, Value *r0, Value *c0,
                    Accumulators &acc) {
  const DType in = spec.hidden_dtype;
  Type *i32 = B.getInt32Ty();
  Value *lane = h.laneIndex(B);
  Value *g = B.CreateLShr(lane, 2), *q2 = B.CreateShl(B.CreateAnd(lane, 3), 1);
  Value *lastRow = B.CreateSub(h.arg(B, LH_Rows), B.getInt64(1));
  Value *lastCol = B.CreateSub(h.arg(B, LH_Cols), B.getInt64(1));
  Value *hidden = ptrArg(B, h, LH_Hidden), *weight = ptrArg(B, h, LH_Weight);
  Value *hs = h.arg(B, LH_HiddenStride), *ws = h.arg(B, LH_WeightStride);
  Operand aPtr[kMmaRowTiles][2], bPtr[kMmaColTiles]; // each from k = q2
  for (unsigned mt = 0; mt < kMmaRowTiles; ++mt)
    for (unsigned half = 0; half < 2; ++half) {
      Value *r = B.CreateAdd(r0, B.CreateAdd(g, B.getInt64(mt * 16 + half * 8)));
      aPtr[mt][half] = operandAt(B, in, hidden, clampTo(B, r, lastRow), hs, q2, spec.a_mn_major);
    }
  for (unsigned nt = 0; nt < kMmaColTiles; ++nt) {
    Value *c = B.CreateAdd(c0, B.CreateAdd(g, B.getInt64(nt * 8)));
    bPtr[nt] = operandAt(B, in, weight, clampTo(B, c, lastCol), ws, q2, spec.b_mn_major);
  }
  auto pair = [&](const Operand &o, Value *k) { // elements k, k + 1 as one i32
    return loadRun(B, h, in, o, k, 2, i32, 4);
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

/// The m16n8 accumulator layout of mma.sync and wgmma: row group g = lane / 4 and rows g,
/// g + 8 of each m16 tile, columns 2 (lane % 4), + 1 of each n8 tile.
std::pair<Value *, Value *> m16n8Position(Builder &B, Hooks &h, unsigned mt, unsigned nt,
                                          unsigned i) {
  Value *lane = h.laneIndex(B);
  Value *g = B.CreateLShr(lane, 2), *q2 = B.CreateShl(B.CreateAnd(lane, 3), 1);
  return {B.CreateAdd(g, B.getInt64(mt * 16 + (i >= 2 ? 8 : 0))),
          B.CreateAdd(q2, B.getInt64(nt * 8 + (i & 1)))};
}

/// gfx942: wavefront w (of 4) computes rows 32 w .. 32 w + 31 of the tile, all its 256
/// columns, as 2 x 16 MFMA tiles of 16 x 16; for k = 0, 16, ... < H one v_mfma_f32_16x16x16
/// per tile, fragments loaded from global memory (lane l: row or column l % 16, the 4
/// elements 4 (l / 16) .. + 3 of the k16 slice: one 8-byte load each).
void emitMfmaTile(Builder &B, Hooks &h, const KernelSpec &spec, Value *tileR0, Value *tileC0) {
  constexpr unsigned kRowTiles = kMfmaWaveRows / 16, kColTiles = kLmHeadTileCols / 16;
  const DType in = spec.hidden_dtype;
  Type *f32 = B.getFloatTy(), *v4 = FixedVectorType::get(B.getInt16Ty(), 4);
  Value *tid = h.threadInUnit(B);
  Value *lane = B.CreateAnd(tid, B.getInt64(63)), *wave = B.CreateLShr(tid, 6);
  Value *l16 = B.CreateAnd(lane, B.getInt64(15)), *k4 = B.CreateShl(B.CreateLShr(lane, 4), 2);
  Value *r0 = B.CreateAdd(tileR0, B.CreateMul(wave, B.getInt64(kMfmaWaveRows)));
  Value *lastRow = B.CreateSub(h.arg(B, LH_Rows), B.getInt64(1));
  Value *lastCol = B.CreateSub(h.arg(B, LH_Cols), B.getInt64(1));
  Value *hidden = ptrArg(B, h, LH_Hidden), *weight = ptrArg(B, h, LH_Weight);
  Value *hs = h.arg(B, LH_HiddenStride), *ws = h.arg(B, LH_WeightStride);
  Operand aPtr[kRowTiles], bPtr[kColTiles]; // each from k = k4; rows past the end: the last
  for (unsigned mt = 0; mt < kRowTiles; ++mt)
    aPtr[mt] = operandAt(
        B, in, hidden, clampTo(B, B.CreateAdd(r0, B.CreateAdd(l16, B.getInt64(mt * 16))), lastRow),
        hs, k4, spec.a_mn_major);
  for (unsigned nt = 0; nt < kColTiles; ++nt)
    bPtr[nt] =
        operandAt(B, in, weight,
                  clampTo(B, B.CreateAdd(tileC0, B.CreateAdd(l16, B.getInt64(nt * 16))), lastCol),
                  ws, k4, spec.b_mn_major);
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
  auto quad = [&](const Operand &o, Value *k) { // 4 elements from k (8-byte aligned)
    return loadRun(B, h, in, o, k, 4, v4, 8);
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
  emitLoadM16n8Accumulators(B, h, spec, r0, c0, kMmaRowTiles, kMmaColTiles, at);
  emitDirectLoop(B, h, spec, r0, c0, acc);
  emitStoreM16n8(B, h, spec, r0, c0, kMmaRowTiles, kMmaColTiles, at);
}

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
  if (!h.quick) { // sm_90's full kernel
    emitWarpSpecializedTiles(B, h, spec, u, tid, warp);
    return;
  }
  // sm_90's quick tier: 8 MMA warps; the copy warpgroup idles.
  emitIf(
      B, B.CreateICmpUGE(warp, B.getInt64(kMmaWarps)),
      [&] { h.setMaxRegisters(B, kIdleRegisters, false); },
      [&] {
        h.setMaxRegisters(B, kQuickMmaRegisters, true);
        forEachTile(B, h, u,
                    [&](Value *r0, Value *c0, Value *) { emitWarpTile(B, h, spec, r0, c0, warp); });
      });
}

/// The host: kHostCols columns of one row, each a sequential FMA chain over H.
void emitFmaColumns(Builder &B, Hooks &h, const KernelSpec &spec, Value *row, Value *group) {
  Type *f32 = B.getFloatTy();
  Type *vt = FixedVectorType::get(f32, kHostCols);
  const DType in = spec.hidden_dtype;
  Value *cols = h.arg(B, LH_Cols), *lastCol = B.CreateSub(cols, B.getInt64(1));
  Value *c0 = B.CreateMul(group, B.getInt64(kHostCols));
  Value *hidden = ptrArg(B, h, LH_Hidden), *weight = ptrArg(B, h, LH_Weight);
  Value *ws = h.arg(B, LH_WeightStride), *hs = h.arg(B, LH_HiddenStride);
  Type *st = storageType(B, in);
  auto load = [&](const Operand &o, Value *k) { // element k, as fp32
    return widenToFloat(B, in, loadRun(B, h, in, o, k, 1, st, dtypeSize(in)));
  };
  const Operand xRow = operandAt(B, in, hidden, row, hs, nullptr, spec.a_mn_major);
  Operand wRow[kHostCols];
  for (unsigned i = 0; i < kHostCols; ++i) // columns past the end read the last one
    wRow[i] = operandAt(B, in, weight, clampTo(B, B.CreateAdd(c0, B.getInt64(i)), lastCol), ws,
                        nullptr, spec.b_mn_major);
  AllocaInst *acc = makeVar(B, vt, ConstantFP::get(vt, 0.0), "acc");
  Value *logits = ptrArg(B, h, LH_Logits), *ls = h.arg(B, LH_LogitsStride);
  const DType od = outStorage(spec);
  Value *low = spec.split_acc ? ptrArg(B, h, LH_LogitsLow) : nullptr;
  auto out = [&](Value *c) -> OutElement {
    return {element(B, od, logits, row, ls, c), low ? element(B, od, low, row, ls, c) : nullptr};
  };
  if (spec.accumulate) // the chains continue from the fp32 output's values
    for (unsigned i = 0; i < kHostCols; ++i) {
      Value *c = B.CreateAdd(c0, B.getInt64(i));
      emitIf(B, B.CreateICmpSLT(c, cols), [&] {
        Value *v = loadAccumulator(B, spec, out(c));
        B.CreateStore(B.CreateInsertElement(B.CreateLoad(vt, acc), v, i), acc);
      });
    }
  emitFor(
      B, B.getInt64(0), h.arg(B, LH_HiddenSize), 1,
      [&](Value *k) {
        Value *x = load(xRow, k);
        Value *w = PoisonValue::get(vt);
        for (unsigned i = 0; i < kHostCols; ++i)
          w = B.CreateInsertElement(w, load(wRow[i], k), i);
        B.CreateStore(fma(B, B.CreateVectorSplat(kHostCols, x), w, B.CreateLoad(vt, acc)), acc);
      },
      "h");
  Value *sums = B.CreateLoad(vt, acc);
  for (unsigned i = 0; i < kHostCols; ++i) {
    Value *c = B.CreateAdd(c0, B.getInt64(i));
    emitIf(B, B.CreateICmpSLT(c, cols),
           [&] { storeOutput(B, h, spec, B.CreateExtractElement(sums, i), out(c), 0); });
  }
}

} // namespace logpjit::tmpl::lm_head

namespace logpjit::tmpl {

using namespace lm_head;

void emitLmHead(Module &M, Hooks &h, const KernelSpec &spec) {
  if (h.hasMma16816() || h.hasMfma16x16x16()) {
    h.emitKernel(M, spec.symbolName(), lmHeadArgCount(spec.leaf_groups), LH_Tiles,
                 Granularity::BlockMma, nullptr,
                 [&](Builder &B, Value *tile, Value *) { emitMmaTile(B, h, spec, tile); });
    return;
  }
  h.emitKernel(
      M, spec.symbolName(), lmHeadArgCount(spec.leaf_groups), LH_Rows, Granularity::Thread,
      [&](Builder &B) {
        return B.CreateLShr(B.CreateAdd(h.arg(B, LH_Cols), B.getInt64(kHostCols - 1)),
                            B.getInt64(3));
      },
      [&](Builder &B, Value *row, Value *group) { emitFmaColumns(B, h, spec, row, group); });
}

} // namespace logpjit::tmpl
