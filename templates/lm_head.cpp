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
//   accumulator. One warp computes a block of kLmHeadWarpRows x kLmHeadWarpCols outputs as
//   2 x 8 m16n8 tiles; rows and columns past the launch's end are read from its last row /
//   column (in bounds) and not stored. Each output element runs through the same MMA
//   sequence wherever it sits in its tile, so its bits do not depend on the tiling.
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

constexpr unsigned kMmaRowTiles = kLmHeadWarpRows / 16; ///< m16 tiles per warp
constexpr unsigned kMmaColTiles = kLmHeadWarpCols / 8;  ///< n8 tiles per warp
constexpr unsigned kHostCols = 8;                       ///< host: columns per unit
static_assert(kLmHeadWarpRows == 32 && kHostCols == 8, "the unit counts below shift by 5 and 3");

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

/// One warp: a kLmHeadWarpRows x kLmHeadWarpCols block of logits through mma16816.
void emitMmaBlock(Builder &B, Hooks &h, const KernelSpec &spec, Value *colBlock,
                  Value *rowBlock) {
  Type *i32 = B.getInt32Ty(), *f32 = B.getFloatTy();
  const DType in = spec.hidden_dtype;
  Value *lane = h.laneIndex(B);
  Value *g = B.CreateLShr(lane, 2), *q2 = B.CreateShl(B.CreateAnd(lane, 3), 1);
  Value *rows = h.arg(B, LH_Rows), *cols = h.arg(B, LH_Cols);
  Value *lastRow = B.CreateSub(rows, B.getInt64(1)), *lastCol = B.CreateSub(cols, B.getInt64(1));
  Value *r0 = B.CreateMul(rowBlock, B.getInt64(kLmHeadWarpRows));
  Value *c0 = B.CreateMul(colBlock, B.getInt64(kLmHeadWarpCols));
  Value *hidden = ptrArg(B, h, LH_Hidden), *weight = ptrArg(B, h, LH_Weight);
  Value *hs = h.arg(B, LH_HiddenStride), *ws = h.arg(B, LH_WeightStride);

  // The fragments' element pointers at k = 0: A rows g and g + 8 of each m16 tile, B
  // column g of each n8 tile, each at element 2q of the k-slice.
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
  AllocaInst *acc[kMmaRowTiles][kMmaColTiles][4];
  for (auto &m : acc)
    for (auto &n : m)
      for (auto &v : n)
        v = makeVar(B, f32, ConstantFP::get(f32, 0.0), "acc");

  Type *st = storageType(B, in);
  auto pair = [&](Value *p, Value *k) { // two elements k, k + 1 as one i32
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
        for (unsigned mt = 0; mt < kMmaRowTiles; ++mt)
          for (unsigned nt = 0; nt < kMmaColTiles; ++nt) {
            Value *c[4];
            for (unsigned i = 0; i < 4; ++i)
              c[i] = B.CreateLoad(f32, acc[mt][nt][i]);
            LaneState d = h.mma16816(B, in, a[mt], b[nt], c);
            for (unsigned i = 0; i < 4; ++i)
              B.CreateStore(d[i], acc[mt][nt][i]);
          }
      },
      "k");

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
    // Units: (column block, row block), the row blocks of a column block consecutive.
    h.emitKernel(
        M, spec.symbolName(), LH_NumArgs, LH_ColBlocks, Granularity::WarpMma,
        [&](Builder &B) {
          return B.CreateLShr(B.CreateAdd(h.arg(B, LH_Rows), B.getInt64(kLmHeadWarpRows - 1)),
                              B.getInt64(5));
        },
        [&](Builder &B, Value *colBlock, Value *rowBlock) {
          emitMmaBlock(B, h, spec, colBlock, rowBlock);
        });
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
