//===- relayout.cpp - Matrices copied, converted, transposed or summed -----===//
//
// The LM head's backward (docs/spec.md §16) feeds its GEMMs operands whose reduction axis is
// contiguous: the weight and the hidden states transposed, the logits' gradient transposed
// (and rounded to the hidden dtype when the logits are fp32), and sums grad_hidden's leaf
// partials in fp32. No reduction across elements: each output element is one input
// element converted (exact between equal types, nearest even to a narrower one) or the
// fp32 sum of two.
//
// One unit per group of 8 input rows (a transpose: 16); a unit takes 8 columns at a time (the
// host loops, a GPU block's threads stride). A transpose reads its 16 x 8 elements as 16 row
// vectors of 16 bytes and writes them as 8 output runs of 16 elements (32 bytes: whole
// sectors), without a branch between the loads when the unit's rows are all inside; between
// equal types the bits move as they are.
//
// sm_90 transposes 16-bit elements through shared memory instead (abi::relayoutSharedTiles):
// one block per 64 x 64 tile, whose threads read its rows as 16-byte chunks (eight threads
// per 128-byte line), store them swizzled, meet, and write each output row's 64 elements as
// eight 16-byte chunks (a whole line). The 32-byte runs of the unit above leave each line's
// other sectors to other blocks, and the transposes ran at about a third of the copy's
// bandwidth (docs/performance.md §1.2c).
//
//===----------------------------------------------------------------------===//
#include "runtime/core/kernel_abi.h"
#include "templates/numerics.h"

using namespace llvm;
using namespace logpjit::abi;

namespace logpjit::tmpl {

namespace {

constexpr unsigned kGroup = 8;     ///< columns per step; rows per unit of a copy or sum
constexpr unsigned kTileRows = 16; ///< rows per unit of a transpose: 32-byte output runs

Value *ptrArg(Builder &B, Hooks &h, unsigned i) {
  return B.CreateIntToPtr(h.arg(B, i), B.getPtrTy());
}

/// The element `row * stride + col` of a matrix of `dt` at `base`.
Value *element(Builder &B, DType dt, Value *base, Value *row, Value *stride, Value *col) {
  return B.CreateGEP(storageType(B, dt), base, B.CreateAdd(B.CreateMul(row, stride), col));
}

/// The 8 elements of row `row` from column `col`: as fp32, or (`raw`) in their storage type
/// (a copy between equal types moves bits). Masked-off columns and rows at or past `rows`
/// read as +0, without touching memory.
Value *loadRow(Builder &B, const KernelSpec &spec, bool raw, Value *in, Value *stride, Value *row,
               Value *rows, Value *col, Value *mask) {
  Type *vt = FixedVectorType::get(raw ? storageType(B, spec.dtype) : B.getFloatTy(), kGroup);
  Value *zero = Constant::getNullValue(vt);
  auto load = [&]() -> Value * {
    Value *p = element(B, spec.dtype, in, row, stride, col);
    // Unmasked: 16-byte aligned (the base, the stride and col are multiples of 8 elements).
    const unsigned align = mask ? dtypeSize(spec.dtype) : 16;
    Value *x = raw ? loadRaw(B, spec.dtype, p, kGroup, mask, align)
                   : loadAsFloat(B, spec.dtype, p, kGroup, mask, align);
    return mask ? B.CreateSelect(mask, x, zero) : x; // masked lanes: 0, not -inf
  };
  if (!rows) // the unit's rows are all inside: no branch between the loads
    return load();
  AllocaInst *v = makeVar(B, vt, zero, "row");
  emitIf(B, B.CreateICmpSLT(row, rows), [&] { B.CreateStore(load(), v); });
  return B.CreateLoad(vt, v);
}

void emitUnit(Builder &B, Hooks &h, const KernelSpec &spec, Value *unit) {
  Value *in = ptrArg(B, h, RL_In), *inStride = h.arg(B, RL_InStride);
  Value *out = ptrArg(B, h, RL_Out), *outStride = h.arg(B, RL_OutStride);
  Value *rows = h.arg(B, RL_Rows), *cols = h.arg(B, RL_Cols);
  Value *r0 = B.CreateMul(unit, B.getInt64(spec.transpose ? kTileRows : kGroup));
  const DType od = spec.hidden_dtype;
  h.forColumns(B, cols, kGroup, [&](Builder &B, Value *col, Value *mask) {
    if (!spec.transpose) { // out = in (+ add), row by row
      for (unsigned q = 0; q < kGroup; ++q) {
        Value *r = B.CreateAdd(r0, B.getInt64(q));
        emitIf(B, B.CreateICmpSLT(r, rows), [&] {
          Value *x = loadAsFloat(B, spec.dtype, element(B, spec.dtype, in, r, inStride, col),
                                 kGroup, mask, dtypeSize(spec.dtype));
          if (spec.dtype == DType::F32) { // the sum where an addend is given
            Value *add = h.arg(B, RL_Add);
            AllocaInst *sum = makeVar(B, x->getType(), x, "sum");
            emitIf(B, B.CreateICmpNE(add, B.getInt64(0)), [&] {
              Value *a = loadAsFloat(
                  B, DType::F32,
                  element(B, DType::F32, B.CreateIntToPtr(add, B.getPtrTy()), r, inStride, col),
                  kGroup, mask, 4);
              B.CreateStore(B.CreateFAdd(x, a), sum);
            });
            x = B.CreateLoad(x->getType(), sum);
          }
          storeFromFloat(B, od, x, element(B, od, out, r, outStride, col), h.hasBF16Convert(), mask,
                         dtypeSize(od));
        });
      }
      return;
    }
    const bool raw = spec.dtype == od;
    auto tile = [&](Value *rowsOrNull) {
      Value *v[kTileRows];
      for (unsigned q = 0; q < kTileRows; ++q)
        v[q] = loadRow(B, spec, raw, in, inStride, B.CreateAdd(r0, B.getInt64(q)), rowsOrNull, col,
                       mask);
      for (unsigned p = 0; p < kGroup; ++p) { // output row col + p: element p of every row
        Value *c = B.CreateAdd(col, B.getInt64(p));
        Value *o = PoisonValue::get(
            FixedVectorType::get(cast<VectorType>(v[0]->getType())->getElementType(), kTileRows));
        for (unsigned q = 0; q < kTileRows; ++q)
          o = B.CreateInsertElement(o, B.CreateExtractElement(v[q], uint64_t(p)), uint64_t(q));
        Value *dst = element(B, od, out, c, outStride, r0);
        emitIf(B, B.CreateICmpSLT(c, cols), [&] {
          if (raw)
            B.CreateAlignedStore(o, dst, Align(16));
          else
            storeFromFloat(B, od, o, dst, h.hasBF16Convert(), nullptr, 16);
        });
      }
    };
    Value *inside = B.CreateICmpSLE(B.CreateAdd(r0, B.getInt64(kTileRows)), rows);
    emitIf(
        B, inside, [&] { tile(nullptr); }, [&] { tile(rows); }, "rows");
  });
}

/// Chunk `j` (16 bytes) of tile row `r` in shared memory: row r at r x 128 bytes, its chunks
/// permuted by (r / 8) mod 8, so that the 8 threads that store one row's chunks, and the
/// threads that read one column from rows 8 g .. 8 g + 7 for 8 different g, meet no bank
/// twice.
Value *sharedChunk(Builder &B, Value *sh, Value *r, Value *j) {
  Value *swz = B.CreateXor(j, B.CreateAnd(B.CreateLShr(r, 3), B.getInt64(7)));
  Value *at = B.CreateAdd(B.CreateMul(r, B.getInt64(2 * kRelayoutTile)), B.CreateShl(swz, 4));
  return B.CreateGEP(B.getInt8Ty(), sh, at);
}

/// sm_90's transpose of 16-bit elements (abi::relayoutSharedTiles): unit u is the tile of
/// input rows 64 (u / colTiles) and columns 64 (u mod colTiles), colTiles = ceil(cols / 64).
/// Each of the block's threads loads two 16-byte chunks (input row q / 8, chunk q mod 8 for
/// q = tid, tid + 256): rows at or past `rows` and columns at or past `cols` read as +0. After
/// the block meets, it writes two output chunks (output row c = q / 8 of the tile, its
/// elements 8 g .. 8 g + 7, g = q mod 8): output rows below `cols`, output columns below
/// 16 x groups (whole chunks: 16 x groups is a multiple of 8).
void emitSharedTransposeUnit(Builder &B, Hooks &h, const KernelSpec &spec, Value *unit) {
  constexpr int64_t tile = kRelayoutTile, chunks = tile / kGroup;
  constexpr unsigned threads = kGpuBlockThreads, perThread = tile * chunks / threads;
  static_assert(perThread * threads == tile * chunks, "whole chunks per thread");
  Value *in = ptrArg(B, h, RL_In), *inStride = h.arg(B, RL_InStride);
  Value *out = ptrArg(B, h, RL_Out), *outStride = h.arg(B, RL_OutStride);
  Value *rows = h.arg(B, RL_Rows), *cols = h.arg(B, RL_Cols);
  Value *padRows = B.CreateMul(h.arg(B, RL_Groups), B.getInt64(kTileRows));
  Value *colTiles = B.CreateLShr(B.CreateAdd(cols, B.getInt64(tile - 1)), 6);
  // 32-bit: the launch has fewer than 2^31 units (sm_90 divides 64-bit in a subroutine).
  Type *i32 = B.getInt32Ty(), *i64 = B.getInt64Ty();
  Value *u32 = B.CreateTrunc(unit, i32), *ct32 = B.CreateTrunc(colTiles, i32);
  Value *r0 = B.CreateMul(B.CreateZExt(B.CreateUDiv(u32, ct32), i64), B.getInt64(tile));
  Value *c0 = B.CreateMul(B.CreateZExt(B.CreateURem(u32, ct32), i64), B.getInt64(tile));
  Value *sh = h.blockShared(B, tile * tile * 2);
  Value *tid = h.threadInUnit(B);
  const DType dt = spec.dtype;
  Type *vt = FixedVectorType::get(storageType(B, dt), kGroup);
  Value *zero = Constant::getNullValue(vt);
  SmallVector<Constant *, kGroup> lanes;
  for (unsigned i = 0; i < kGroup; ++i)
    lanes.push_back(B.getInt64(i));
  for (unsigned i = 0; i < perThread; ++i) {
    Value *q = B.CreateAdd(tid, B.getInt64(int64_t(i) * threads));
    Value *r = B.CreateLShr(q, 3), *j = B.CreateAnd(q, B.getInt64(chunks - 1));
    Value *row = B.CreateAdd(r0, r), *col = B.CreateAdd(c0, B.CreateShl(j, 3));
    AllocaInst *v = makeVar(B, vt, zero, "chunk");
    Value *p = element(B, dt, in, row, inStride, col);
    emitIf(B, B.CreateAnd(B.CreateICmpSLT(row, rows), B.CreateICmpSLT(col, cols)), [&] {
      emitIf(
          B, B.CreateICmpSLE(B.CreateAdd(col, B.getInt64(kGroup)), cols),
          [&] { B.CreateStore(loadRaw(B, dt, p, kGroup, nullptr, 16), v); },
          [&] { // the row's last, partial chunk: masked-off columns +0, not -inf
            Value *idx = B.CreateAdd(B.CreateVectorSplat(kGroup, col), ConstantVector::get(lanes));
            Value *mask = B.CreateICmpSLT(idx, B.CreateVectorSplat(kGroup, cols));
            B.CreateStore(
                B.CreateSelect(mask, loadRaw(B, dt, p, kGroup, mask, dtypeSize(dt)), zero), v);
          },
          "full");
    });
    B.CreateAlignedStore(B.CreateLoad(vt, v), sharedChunk(B, sh, r, j), Align(16));
  }
  h.unitBarrier(B);
  Type *et = storageType(B, dt);
  for (unsigned i = 0; i < perThread; ++i) {
    Value *q = B.CreateAdd(tid, B.getInt64(int64_t(i) * threads));
    Value *c = B.CreateLShr(q, 3), *g = B.CreateAnd(q, B.getInt64(chunks - 1));
    Value *cj = B.CreateLShr(c, 3), *ce = B.CreateAnd(c, B.getInt64(kGroup - 1));
    Value *o = PoisonValue::get(vt);
    for (unsigned e = 0; e < kGroup; ++e) { // tile row 8 g + e, column c
      Value *r = B.CreateAdd(B.CreateShl(g, 3), B.getInt64(e));
      Value *at = B.CreateGEP(et, sharedChunk(B, sh, r, cj), ce);
      o = B.CreateInsertElement(o, B.CreateAlignedLoad(et, at, Align(2)), uint64_t(e));
    }
    Value *outRow = B.CreateAdd(c0, c), *outCol = B.CreateAdd(r0, B.CreateShl(g, 3));
    emitIf(B, B.CreateAnd(B.CreateICmpSLT(outRow, cols), B.CreateICmpSLT(outCol, padRows)), [&] {
      B.CreateAlignedStore(o, element(B, dt, out, outRow, outStride, outCol), Align(16));
    });
  }
}

} // namespace

void emitRelayout(Module &M, Hooks &h, const KernelSpec &spec) {
  const bool sharedTiles = relayoutSharedTiles(
      spec.target.arch, spec.transpose, dtypeSize(spec.dtype), spec.dtype == spec.hidden_dtype);
  h.emitKernel(M, spec.symbolName(), RL_NumArgs, RL_Units, Granularity::Block, nullptr,
               [&](Builder &B, Value *unit, Value *) {
                 if (sharedTiles)
                   emitSharedTransposeUnit(B, h, spec, unit);
                 else
                   emitUnit(B, h, spec, unit);
               });
}

} // namespace logpjit::tmpl
