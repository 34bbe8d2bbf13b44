//===- lm_head_output.cpp - The LM head GEMM's output: stores, accumulator loads -===//
//
// docs/spec.md §16. A warp's fp32 accumulators leave the GEMM rounded once to the logits
// dtype, or kept in fp32; accumulate specs start them from the output's values. For a
// 16-bit grad_weight (KernelSpec::split_acc) the fp32 sums live between row blocks as two
// 16-bit halves, the high ones at LH_Logits and the low ones at LH_LogitsLow
// (docs/decisions/grad-weight-in-16-bit-halves.md): joined on load, split on store, or
// rounded once by the last block. Only bits move: the sums are those of an fp32 output.
//
//===----------------------------------------------------------------------===//
#include "templates/lm_head_parts.h"

#include <tuple>

using namespace llvm;
using namespace logpjit::abi;

namespace logpjit::tmpl::lm_head {

/// Calls `fn(mt, nt, i, out)` for each of a warp's accumulators inside the output, `tiles`
/// MMA tiles from (r0, c0) with element i of tile (mt, nt) at `pos` and `out` its output
/// element (rows and columns past the end are skipped).
static void forEachOutput(Builder &B, Hooks &h, const KernelSpec &spec, Value *r0, Value *c0,
                          unsigned rowTiles, unsigned colTiles, unsigned perTile, Position pos,
                          llvm::function_ref<void(unsigned, unsigned, unsigned, OutElement)> fn) {
  Value *rows = h.arg(B, LH_Rows), *cols = h.arg(B, LH_Cols);
  Value *logits = ptrArg(B, h, LH_Logits), *ls = h.arg(B, LH_LogitsStride);
  Value *low = spec.split_acc ? ptrArg(B, h, LH_LogitsLow) : nullptr;
  const DType od = outStorage(spec);
  for (unsigned mt = 0; mt < rowTiles; ++mt)
    for (unsigned nt = 0; nt < colTiles; ++nt)
      for (unsigned i = 0; i < perTile; ++i) {
        auto [dr, dc] = pos(mt, nt, i);
        Value *r = B.CreateAdd(r0, dr), *c = B.CreateAdd(c0, dc);
        Value *inside = B.CreateAnd(B.CreateICmpSLT(r, rows), B.CreateICmpSLT(c, cols));
        emitIf(B, inside, [&] {
          fn(mt, nt, i,
             {element(B, od, logits, r, ls, c), low ? element(B, od, low, r, ls, c) : nullptr});
        });
      }
}

Value *accumulatorPair(Builder &B, AccumulatorAt acc, unsigned mt, unsigned nt, unsigned i) {
  Type *f32 = B.getFloatTy();
  Value *v = PoisonValue::get(FixedVectorType::get(f32, 2));
  v = B.CreateInsertElement(v, B.CreateLoad(f32, acc(mt, nt, i)), uint64_t(0));
  return B.CreateInsertElement(v, B.CreateLoad(f32, acc(mt, nt, i + 1)), 1);
}

DType outStorage(const KernelSpec &spec) {
  return spec.split_acc && spec.dtype == DType::F32 ? DType::BF16 : spec.dtype;
}

Value *loadAccumulator(Builder &B, const KernelSpec &spec, OutElement o) {
  Type *f32 = B.getFloatTy();
  if (!spec.split_acc)
    return B.CreateAlignedLoad(f32, o.p, Align(4));
  Type *i16 = B.getInt16Ty(), *i32 = B.getInt32Ty();
  Value *hi = B.CreateZExt(B.CreateAlignedLoad(i16, o.p, Align(2)), i32);
  Value *lo = B.CreateZExt(B.CreateAlignedLoad(i16, o.low, Align(2)), i32);
  return B.CreateBitCast(B.CreateOr(B.CreateShl(hi, 16), lo), f32);
}

void storeOutput(Builder &B, Hooks &h, const KernelSpec &spec, Value *v, OutElement o,
                 unsigned align) {
  if (!(spec.split_acc && spec.dtype == DType::F32)) {
    storeFromFloat(B, spec.dtype, v, o.p, h.hasBF16Convert(), nullptr, align);
    return;
  }
  auto *vt = dyn_cast<FixedVectorType>(v->getType());
  const unsigned n = vt ? vt->getNumElements() : 1;
  auto ty = [&](Type *e) -> Type * { return vt ? FixedVectorType::get(e, n) : e; };
  Value *bits = B.CreateBitCast(v, ty(B.getInt32Ty()));
  Value *hi = B.CreateTrunc(B.CreateLShr(bits, 16), ty(B.getInt16Ty()));
  Value *lo = B.CreateTrunc(bits, ty(B.getInt16Ty()));
  B.CreateAlignedStore(hi, o.p, Align(2 * n));
  B.CreateAlignedStore(lo, o.low, Align(2 * n));
}

/// Stores a warp's accumulators (forEachOutput's), rounded once to the logits dtype or
/// kept in fp32.
void emitStore(Builder &B, Hooks &h, const KernelSpec &spec, Value *r0, Value *c0,
               unsigned rowTiles, unsigned colTiles, unsigned perTile, Position pos,
               llvm::function_ref<AllocaInst *(unsigned, unsigned, unsigned)> acc) {
  Type *f32 = B.getFloatTy();
  forEachOutput(B, h, spec, r0, c0, rowTiles, colTiles, perTile, pos,
                [&](unsigned mt, unsigned nt, unsigned i, OutElement o) {
                  storeOutput(B, h, spec, B.CreateLoad(f32, acc(mt, nt, i)), o, 0);
                });
}

/// Accumulate specs: a warp's accumulators start from the fp32 output's values (elements
/// outside the output from +0, as they are never stored).
void emitLoadAccumulators(Builder &B, Hooks &h, const KernelSpec &spec, Value *r0, Value *c0,
                          unsigned rowTiles, unsigned colTiles, unsigned perTile, Position pos,
                          llvm::function_ref<AllocaInst *(unsigned, unsigned, unsigned)> acc) {
  if (!spec.accumulate)
    return;
  forEachOutput(B, h, spec, r0, c0, rowTiles, colTiles, perTile, pos,
                [&](unsigned mt, unsigned nt, unsigned i, OutElement o) {
                  B.CreateStore(loadAccumulator(B, spec, o), acc(mt, nt, i));
                });
}

/// Calls fn(mt, nt, i, at) for each pair i, i + 1 (i even) of a warp's m16n8 accumulators
/// inside the output: columns c, c + 1 (c even) of one row, whose first element is at(false)
/// and, with `low`, at(true) in LH_LogitsLow. Under split_acc only: the output's columns are
/// even and its bases 4-byte aligned (Op::lmHeadBackward's grad_weight, n = H), so a pair's
/// halves are whole 32-bit words.
static void forEachOutputPair(
    Builder &B, Hooks &h, const KernelSpec &spec, Value *r0, Value *c0, unsigned rowTiles,
    unsigned colTiles, bool low,
    function_ref<void(unsigned, unsigned, unsigned, function_ref<Value *(bool)>)> fn) {
  Value *rows = h.arg(B, LH_Rows), *cols = h.arg(B, LH_Cols), *ls = h.arg(B, LH_LogitsStride);
  Value *hiBase = ptrArg(B, h, LH_Logits), *loBase = low ? ptrArg(B, h, LH_LogitsLow) : nullptr;
  const DType od = outStorage(spec);
  for (unsigned mt = 0; mt < rowTiles; ++mt)
    for (unsigned nt = 0; nt < colTiles; ++nt)
      for (unsigned i = 0; i < 4; i += 2) {
        auto [dr, dc] = m16n8Position(B, h, mt, nt, i);
        Value *r = B.CreateAdd(r0, dr), *c = B.CreateAdd(c0, dc);
        emitIf(B, B.CreateAnd(B.CreateICmpSLT(r, rows), B.CreateICmpSLT(c, cols)), [&] {
          fn(mt, nt, i,
             [&](bool lowHalf) { return element(B, od, lowHalf ? loBase : hiBase, r, ls, c); });
        });
      }
}

void emitLoadM16n8Accumulators(Builder &B, Hooks &h, const KernelSpec &spec, Value *r0, Value *c0,
                               unsigned rowTiles, unsigned colTiles, AccumulatorAt acc) {
  if (!spec.split_acc) {
    auto pos = [&](unsigned mt, unsigned nt, unsigned i) { return m16n8Position(B, h, mt, nt, i); };
    emitLoadAccumulators(B, h, spec, r0, c0, rowTiles, colTiles, 4, pos, acc);
    return;
  }
  if (!spec.accumulate)
    return;
  // A pair's high halves are one 32-bit word, as are its low halves: loading them element
  // by element keeps twice the registers in flight, which the quick tier spills.
  Type *i32 = B.getInt32Ty(), *f32 = B.getFloatTy();
  forEachOutputPair(
      B, h, spec, r0, c0, rowTiles, colTiles, true,
      [&](unsigned mt, unsigned nt, unsigned i, function_ref<Value *(bool)> at) {
        Value *hi = B.CreateAlignedLoad(i32, at(false), Align(4));
        Value *lo = B.CreateAlignedLoad(i32, at(true), Align(4));
        Value *first = B.CreateOr(B.CreateShl(hi, 16), B.CreateAnd(lo, B.getInt32(0xFFFF)));
        Value *second = B.CreateOr(B.CreateAnd(hi, B.getInt32(0xFFFF0000u)), B.CreateLShr(lo, 16));
        B.CreateStore(B.CreateBitCast(first, f32), acc(mt, nt, i));
        B.CreateStore(B.CreateBitCast(second, f32), acc(mt, nt, i + 1));
      });
}

void emitStoreM16n8(Builder &B, Hooks &h, const KernelSpec &spec, Value *r0, Value *c0,
                    unsigned rowTiles, unsigned colTiles, AccumulatorAt acc) {
  if (!spec.split_acc) {
    auto pos = [&](unsigned mt, unsigned nt, unsigned i) { return m16n8Position(B, h, mt, nt, i); };
    emitStore(B, h, spec, r0, c0, rowTiles, colTiles, 4, pos, acc);
    return;
  }
  // As the loads: each pair as one store of each half (or of the pair rounded).
  const bool low = spec.dtype == DType::F32; // a rounded pair has no low halves
  forEachOutputPair(B, h, spec, r0, c0, rowTiles, colTiles, low,
                    [&](unsigned mt, unsigned nt, unsigned i, function_ref<Value *(bool)> at) {
                      Value *v = accumulatorPair(B, acc, mt, nt, i); // before the addresses
                      storeOutput(B, h, spec, v, {at(false), low ? at(true) : nullptr}, 4);
                    });
}

namespace {

/// Whether the 16 rows x 256 columns of a full sm_90 kernel's warp from (r0, c0) lie inside
/// the output and its pairs of adjacent 16-bit (fp32) logits are 4- (8-) byte aligned:
/// then forEachWholeOutput's straight-line loads and stores serve it (warp-uniform).
Value *wholeWarpTile(Builder &B, Hooks &h, const KernelSpec &spec, Value *r0, Value *c0) {
  Value *logits = ptrArg(B, h, LH_Logits), *ls = h.arg(B, LH_LogitsStride);
  const unsigned size = dtypeSize(outStorage(spec));
  Value *bits =
      B.CreateOr(B.CreatePtrToInt(logits, B.getInt64Ty()), B.CreateMul(ls, B.getInt64(size)));
  if (spec.split_acc) // the low halves' pairs too
    bits = B.CreateOr(bits, h.arg(B, LH_LogitsLow));
  Value *aligned = B.CreateICmpEQ(B.CreateAnd(bits, B.getInt64(2 * size - 1)), B.getInt64(0));
  Value *inside =
      B.CreateAnd(B.CreateICmpSLE(B.CreateAdd(r0, B.getInt64(16)), h.arg(B, LH_Rows)),
                  B.CreateICmpSLE(B.CreateAdd(c0, B.getInt64(kLmHeadTileCols)), h.arg(B, LH_Cols)));
  return B.CreateAnd(aligned, inside);
}

/// For a warp wholly inside the output (wholeWarpTile), `fn(nt, i, out)` for its
/// accumulators' output elements in m16n8Position's layout: two row pointers and constant
/// offsets, none of forEachOutput's per-element bounds checks and address arithmetic (which
/// took more instructions than the tile's main loop, issued while the tensor cores wait).
void forEachWholeOutput(Builder &B, Hooks &h, const KernelSpec &spec, Value *r0, Value *c0,
                        function_ref<void(unsigned, unsigned, OutElement)> fn) {
  const DType dt = outStorage(spec);
  Value *ls = h.arg(B, LH_LogitsStride), *lane = h.laneIndex(B);
  Value *g = B.CreateLShr(lane, 2), *q2 = B.CreateShl(B.CreateAnd(lane, 3), 1);
  Type *st = storageType(B, dt);
  // The output is global memory: its address space lets the stores skip the generic
  // address's resolution.
  auto rows = [&](unsigned arg) -> std::pair<Value *, Value *> {
    Value *base = B.CreateAddrSpaceCast(ptrArg(B, h, arg), B.getPtrTy(1));
    Value *row0 = element(B, dt, base, B.CreateAdd(r0, g), ls, B.CreateAdd(c0, q2));
    return {row0, B.CreateGEP(st, row0, B.CreateMul(ls, B.getInt64(8)))};
  };
  auto [hi0, hi8] = rows(LH_Logits);
  Value *lo0 = nullptr, *lo8 = nullptr;
  if (spec.split_acc)
    std::tie(lo0, lo8) = rows(LH_LogitsLow);
  for (unsigned nt = 0; nt < kLmHeadTileCols / 8; ++nt)
    for (unsigned i = 0; i < 4; ++i) {
      Value *at = B.getInt64(nt * 8 + (i & 1));
      fn(nt, i,
         {B.CreateGEP(st, i < 2 ? hi0 : hi8, at),
          lo0 ? B.CreateGEP(st, i < 2 ? lo0 : lo8, at) : nullptr});
    }
}

} // namespace

/// The full sm_90 kernel's store of a warp's 16 x 256 accumulators: for a warp wholly
/// inside the output, pairs of adjacent columns (elements i, i + 1 of an m16n8 tile) as one
/// store each (forEachWholeOutput); elsewhere element by element (emitStoreM16n8).
void emitWarpTileStore(Builder &B, Hooks &h, const KernelSpec &spec, Value *r0, Value *c0,
                       AccumulatorAt acc) {
  auto whole = [&] {
    forEachWholeOutput(B, h, spec, r0, c0, [&](unsigned nt, unsigned i, OutElement o) {
      if (i % 2)
        return;
      storeOutput(B, h, spec, accumulatorPair(B, acc, 0, nt, i), o,
                  2 * dtypeSize(outStorage(spec)));
    });
  };
  if (spec.whole_tiles) // every warp's outputs lie inside, their pairs aligned
    return whole();
  emitIf(B, wholeWarpTile(B, h, spec, r0, c0), whole,
         [&] { emitStoreM16n8(B, h, spec, r0, c0, 1, kLmHeadTileCols / 8, acc); });
}

/// Accumulate specs: the full sm_90 kernel's warp starts its 16 x 256 accumulators from the
/// fp32 output's values, straight-line where the warp lies wholly inside the output
/// (forEachWholeOutput), else element by element (emitLoadM16n8Accumulators).
void emitWarpTileLoad(Builder &B, Hooks &h, const KernelSpec &spec, Value *r0, Value *c0,
                      AccumulatorAt acc) {
  if (!spec.accumulate) {
    // The accumulators start from +0 here, where the warpgroup is converged: without this
    // fence, ptxas's relocatable compile fences them itself on the last, narrower slice's
    // conditional MMAs and serializes every wgmma of the kernel once the tile's store has
    // two forms (tensor stores and the threads' own).
    h.wgmmaFence(B);
    return;
  }
  auto whole = [&] {
    forEachWholeOutput(B, h, spec, r0, c0, [&](unsigned nt, unsigned i, OutElement o) {
      B.CreateStore(loadAccumulator(B, spec, o), acc(0, nt, i));
    });
  };
  // whole_tiles: one straight-line path. With a second (an edge warp's loads under bounds
  // checks) ptxas's relocatable compile serializes every wgmma ("non wgmma instructions
  // defining accumulator registers").
  if (spec.whole_tiles)
    whole();
  else
    emitIf(B, wholeWarpTile(B, h, spec, r0, c0), whole,
           [&] { emitLoadM16n8Accumulators(B, h, spec, r0, c0, 1, kLmHeadTileCols / 8, acc); });
  // Fence the loaded values into the wgmma's registers here, where every thread of the
  // warpgroup has reconverged. With only the fences after the pipeline's waits, ptxas's
  // relocatable compile (the driver's linker, nvJitLink) inserts its own in a path it takes
  // as divergent and serializes every wgmma of the kernel.
  h.wgmmaFence(B);
}

} // namespace logpjit::tmpl::lm_head
