//===- lm_head_parked.cpp - The leaf order's parked half tiles ------------===//
//
// docs/decisions/lm-head-leaf-order.md, "The epilogue beside the next tile's MMAs";
// KernelSpec::leaf_groups with 16-bit logits (parksLeafTiles). Each MMA warpgroup parks its
// 64 x 256 half of the tile, rounded, in a place of its own (warpgroup 0 in shared memory,
// warpgroup 1 in global memory: parkLeafTile); three warps of the
// copy warpgroup reduce it, one thread per row (reduceParkedTile; a kept row's thread also
// stores its rounded logits, storeParkedLogits: LH_SavedLogits), in the operations and
// order of lm_head_leaves.cpp's emitLeafGroups: the quad's four threads' values and
// butterflies become four sets of values of one thread. The halves' barriers:
// lm_head_wgmma.cpp.
//
//===----------------------------------------------------------------------===//
#include "templates/lm_head_leaf_rows.h"

using namespace llvm;
using namespace logpjit::abi;

namespace logpjit::tmpl::lm_head {

namespace {

/// MMA threads per warpgroup, whose words interleave in the parked half tile.
constexpr int64_t kParkedThreads = kWarpgroupThreads;
constexpr int64_t kParkedWords = kLmHeadTileCols / 4; ///< per MMA thread: 64

/// Row R (i64, 0..63) of the parked half tile (parkLeafTile's layout): its columns 8 nt +
/// 2 q, + 1 are word 2 nt + (R % 16) / 8 of MMA thread 32 (R / 16) + 4 (R % 8) + q.
struct ParkedRow {
  Builder &B;
  const KernelSpec &spec;
  Value *base; ///< i32*: the row's first word (n8 tile 0, q = 0)
  ParkedRow(Builder &B, const KernelSpec &spec, Value *parked, Value *R) : B(B), spec(spec) {
    auto bits = [&](unsigned shift, int64_t mask) {
      return B.CreateAnd(B.CreateLShr(R, shift), B.getInt64(mask));
    };
    Value *t = B.CreateAdd(B.CreateShl(bits(4, 3), 5), B.CreateShl(bits(0, 7), 2));
    Value *at = B.CreateAdd(t, B.CreateShl(bits(3, 1), 7));
    base = B.CreateGEP(B.getInt32Ty(), parked, at);
  }
  /// Columns 8 nt + 2 q, + 1 (nt, q i64) as <2 x float>: the logits dtype's values, widened.
  Value *pair(Value *nt, Value *q) const {
    Type *st = storageType(B, spec.dtype);
    return widenToFloat(B, spec.dtype, B.CreateBitCast(word(nt, q), FixedVectorType::get(st, 2)));
  }
  /// The same word as the logits dtype's bits (<2 x i16>), for rawInDivRange.
  Value *raw(Value *nt, Value *q) const {
    return B.CreateBitCast(word(nt, q), FixedVectorType::get(B.getInt16Ty(), 2));
  }
  /// The same two values as fp32 scalars; bf16's widening as two integer operations on the
  /// word (a bf16 is the high half of its fp32), where a conversion of each half takes two.
  std::array<Value *, 2> values(Value *nt, Value *q) const {
    if (spec.dtype != DType::BF16) {
      Value *v = pair(nt, q);
      return {B.CreateExtractElement(v, uint64_t(0)), B.CreateExtractElement(v, uint64_t(1))};
    }
    Value *w = word(nt, q);
    Type *f32 = B.getFloatTy();
    return {B.CreateBitCast(B.CreateShl(w, 16), f32),
            B.CreateBitCast(B.CreateAnd(w, B.getInt32(0xFFFF0000u)), f32)};
  }

  /// Columns 8 nt to 8 nt + 7 (nt i64), in order: the words of q = 0..3 (<4 x i32>).
  Value *columns8(Value *nt) const {
    Type *i32 = B.getInt32Ty();
    Value *at = B.CreateGEP(i32, base, B.CreateMul(nt, B.getInt64(2 * kParkedThreads)));
    return B.CreateAlignedLoad(FixedVectorType::get(i32, 4), at, Align(16));
  }

private:
  /// The word of columns 8 nt + 2 q, + 1. A constant q takes element q of the aligned
  /// 16 bytes of q = 0..3 (threads t0..t0 + 3, t0 a multiple of 4): one vector load, which
  /// the other q's loads of the same address share, where global memory would take four.
  Value *word(Value *nt, Value *q) const {
    Type *i32 = B.getInt32Ty();
    Value *ntWords = B.CreateMul(nt, B.getInt64(2 * kParkedThreads));
    if (auto *c = dyn_cast<ConstantInt>(q)) {
      Value *at = B.CreateGEP(i32, base, ntWords);
      Value *v = B.CreateAlignedLoad(FixedVectorType::get(i32, 4), at, Align(16));
      return B.CreateExtractElement(v, c->getZExtValue());
    }
    return B.CreateLoad(i32, B.CreateGEP(i32, base, B.CreateAdd(ntWords, q)));
  }
};

/// The target's logit (storeTargetLogits) of parked row `row`: an active row's target among
/// the tile's real columns (below `limit`) of this group.
void storeParkedTarget(Builder &B, Hooks &h, const KernelSpec &spec, const ParkedRow &p,
                       const LeafColumns &cols, Value *row, Value *limit,
                       function_ref<Value *(Value *)> logit) {
  Value *rows = h.arg(B, LH_Rows);
  auto [active, target] = rowTarget(B, h, spec, row, rows);
  Value *d = B.CreateSub(B.CreateSub(target, h.arg(B, LH_ColStart)), cols.c0);
  Value *mine =
      B.CreateAnd(B.CreateICmpULT(d, B.getInt64(kLmHeadTileCols)), B.CreateICmpSLT(d, limit));
  emitIf(B, B.CreateAnd(mine, B.CreateAnd(active, B.CreateICmpSLT(row, rows))), [&] {
    Type *f32 = B.getFloatTy();
    Value *out =
        B.CreateGEP(f32, ptrArg(B, h, LH_TargetLogit), B.CreateMul(row, h.arg(B, LH_LogitsStride)));
    // element d % 2 of the pair of columns d - d % 2, d - d % 2 + 1
    Value *pair = p.pair(B.CreateLShr(d, 3), B.CreateLShr(B.CreateAnd(d, B.getInt64(7)), 1));
    Value *odd = B.CreateICmpNE(B.CreateAnd(d, B.getInt64(1)), B.getInt64(0));
    Value *x = B.CreateSelect(odd, B.CreateExtractElement(pair, uint64_t(1)),
                              B.CreateExtractElement(pair, uint64_t(0)));
    B.CreateStore(canonicalNaN(B, logit(x)), out);
  });
}

/// Parked row `row`'s rounded logits into the kept rows (kernel_abi.h's LH_SavedLogits),
/// where the row is one of them: the W-tile's columns of the column tile, 8 at a time (W
/// a multiple of 8), each 16 bytes as parkLeafTile rounded them, lmHead's bits.
void storeParkedLogits(Builder &B, Hooks &h, const ParkedRow &p, const LeafColumns &cols,
                       Value *row) {
  emitIf(B, B.CreateICmpSLT(row, h.arg(B, LH_SavedRows)), [&] {
    Type *i8 = B.getInt8Ty(), *v4 = FixedVectorType::get(B.getInt32Ty(), 4);
    Value *saved = B.CreateIntToPtr(h.arg(B, LH_SavedLogits), PointerType::get(B.getContext(), 1));
    Value *rowBytes = B.CreateShl(B.CreateMul(row, h.arg(B, LH_SavedStride)), 1);
    Value *first = B.CreateGEP(i8, saved, B.CreateAdd(rowBytes, B.CreateShl(cols.c0, 1)));
    // 8-column words up to the W-tile's end: 32, or fewer in a W-tile's last column tile
    Value *left = B.CreateLShr(B.CreateSub(cols.tileEnd, cols.c0), 3);
    Value *n = B.CreateSelect(B.CreateICmpSLT(left, B.getInt64(kLmHeadTileCols / 8)), left,
                              B.getInt64(kLmHeadTileCols / 8));
    emitFor(
        B, B.getInt64(0), n, 1,
        [&](Value *nt) {
          B.CreateAlignedStore(p.columns8(nt), B.CreateGEP(v4, first, nt), Align(16));
        },
        "parked.save", 4);
  });
}

/// One thread's reduction of parked row R (row halfR0 + R) to its group partial and
/// its target's logit: emitLeafGroups' operations, in its order, where a quad's four
/// threads (q = 0..3, each with columns 2 q, + 1 of both n8 tiles of a leaf) become four
/// sets of values of one thread, its butterflies the sums (a0 + a1) + (a2 + a3) they make.
/// Where every column of the tile is real (all but a W-tile's last column tile and the
/// shard's padding), without the selects of -inf; there, with a temperature and bf16
/// logits, a row whose 256 values are all in rawInDivRange's range divides them through its
/// reciprocal (emitDivByRow: IEEE division's bits,
/// docs/decisions/division-by-the-row-reciprocal.md), others by emitDivRN.
void reduceParkedRow(Builder &B, Hooks &h, const KernelSpec &spec, const ParkedRow &p,
                     Value *halfR0, const LeafColumns &cols, Value *R) {
  Type *f32 = B.getFloatTy(), *i32 = B.getInt32Ty(), *i1 = B.getInt1Ty();
  Value *ninf = ConstantFP::getInfinity(f32, true), *zero = ConstantFP::get(f32, 0.0);
  Value *row = B.CreateAdd(halfR0, R), *rows = h.arg(B, LH_Rows);
  Value *tau = rowTemperature(B, h, spec, row);
  Value *limit = B.CreateSub(cols.end, cols.c0); // columns below it are real
  auto logit = [&](Value *v) { return tau ? byTau(B, v, tau) : v; };
  storeParkedTarget(B, h, spec, p, cols, row, limit, logit);
  // limit clamped to 0..256, as i32: the compares against constant columns
  Value *tileCols = B.getInt64(kLmHeadTileCols);
  Value *clamped = B.CreateSelect(B.CreateICmpSLT(limit, tileCols), limit, tileCols);
  clamped = B.CreateSelect(B.CreateICmpSLT(clamped, B.getInt64(0)), B.getInt64(0), clamped);
  Value *limit32 = B.CreateTrunc(clamped, i32);
  // Two leaves per iteration: the second's loads and exponentials overlap the first's
  // chains (the order of operations is the same); with a temperature, whose divisions
  // take many registers, one.
  const unsigned leafUnroll = tau ? kNoUnroll : 2;
  auto body = [&](bool allReal) {
    using Divide = function_ref<Value *(Value *)>;
    // Leaf l's (i64) columns in order (n8 tile 2 l + k / 8, q = (k % 8) / 2, element k % 2),
    // as logits (`div`: the division by tau, where there is one) or raw (before the
    // temperature, for maxima: null), -inf past the real columns.
    auto leafWord = [&](Value *l, unsigned k) { // the word of columns k, k + 1
      return std::pair(B.CreateAdd(B.CreateShl(l, 1), B.getInt64(k / 8)), B.getInt64((k % 8) / 2));
    };
    auto leafColumns = [&](Value *l, Divide div) {
      SmallVector<Value *, kLeafCols> out;
      Value *col0 = B.CreateTrunc(B.CreateShl(l, 4), i32);
      for (unsigned k = 0; k < kLeafCols; k += 2) {
        auto [nt, q] = leafWord(l, k);
        auto v = p.values(nt, q);
        for (unsigned j = 0; j < 2; ++j) {
          Value *x = div ? div(v[j]) : v[j];
          Value *col = B.CreateAdd(col0, B.getInt32(k + j));
          out.push_back(allReal ? x : B.CreateSelect(B.CreateICmpSLT(col, limit32), x, ninf));
        }
      }
      return out;
    };
    // rawMax over the quad: a maximum is exact in any order (NaN if any is, +0 over -0),
    // so as a tree of pairs, whose depth of 4 a lone warp's latency favours.
    auto leafMax = [&](Value *l) {
      auto m = leafColumns(l, nullptr);
      for (size_t n = m.size(); n > 1; n /= 2)
        for (size_t i = 0; i < n / 2; ++i)
          m[i] = maxOf(B, m[2 * i], m[2 * i + 1]);
      return m[0];
    };
    // A temperature over bf16 logits where every column is real: the row's reciprocal,
    // and whether all its values are in emitDivByRow's range (checked with the maxima).
    const bool byRow = tau && allReal && rowReciprocal(spec);
    RowDivisor d;
    AllocaInst *inRange = nullptr;
    if (byRow) {
      d = makeRowDivisor(B, /*quick=*/true, tau); // emitDivRN: no div.rn.f32 in the kernel
      inRange = makeVar(B, i1, B.getTrue(), "parked.inrange");
    }
    // The group's max (rawGroupMax, then its logit).
    AllocaInst *gmax = makeVar(B, f32, ninf, "parked.max");
    emitFor(
        B, B.getInt64(0), B.getInt64(kLeaves), 1,
        [&](Value *l) {
          B.CreateStore(maxOf(B, B.CreateLoad(f32, gmax), leafMax(l)), gmax);
          if (!inRange)
            return;
          SmallVector<Value *, kLeafCols / 2> raws;
          for (unsigned k = 0; k < kLeafCols; k += 2) {
            auto [nt, q] = leafWord(l, k);
            raws.push_back(p.raw(nt, q));
          }
          Value *ok = rawInDivRange(B, spec.dtype, raws);
          B.CreateStore(B.CreateAnd(B.CreateLoad(i1, inRange), ok), inRange);
        },
        "parked.max", leafUnroll);
    Value *Mg = logit(B.CreateLoad(f32, gmax));
    // The leaves, each chained into the group (leafStep's operations).
    AllocaInst *S = makeVar(B, f32, zero, "parked.s");
    AllocaInst *U = spec.entropy ? makeVar(B, f32, zero, "parked.u") : nullptr;
    auto leaves = [&](Divide div) {
      emitFor(
          B, B.getInt64(0), B.getInt64(kLeaves), 1,
          [&](Value *l) {
            auto [m, s, t] = leafPartial(B, h, spec.math, spec.entropy, h.hasNaNMax(),
                                         leafColumns(l, div), div(leafMax(l)));
            auto [w, inner] = weighPartial(B, h, spec.math, m, s, t, Mg);
            B.CreateStore(fma(B, s, w, B.CreateLoad(f32, S)), S);
            if (U)
              B.CreateStore(fma(B, inner, w, B.CreateLoad(f32, U)), U);
          },
          "parked.leaf", leafUnroll);
    };
    if (byRow) {
      const unsigned sig = significandBits(spec.dtype);
      emitIf(
          B, B.CreateAnd(B.CreateLoad(i1, inRange), d.inRange),
          [&] { leaves([&](Value *v) { return emitDivByRow(B, v, d, sig); }); },
          [&] { leaves(logit); });
    } else {
      leaves(logit);
    }
    emitIf(B, B.CreateICmpSLT(row, rows), [&] {
      storeGroupPartial(B, h, spec, row, cols, Mg, B.CreateLoad(f32, S),
                        U ? B.CreateLoad(f32, U) : nullptr);
    });
  };
  emitIf(
      B, B.CreateICmpSGE(limit, tileCols), [&] { body(true); }, [&] { body(false); });
}

} // namespace

bool parksLeafTiles(const KernelSpec &spec) {
  return lmHeadParksLeafTiles(dtypeSize(spec.dtype), spec.leaf_groups);
}

void parkLeafTile(Builder &B, Hooks &h, const KernelSpec &spec, AccumulatorAt acc, Value *words) {
  static_assert(kParkedBytes == kParkedWords * kParkedThreads * 4,
                "each warpgroup thread's 64 words");
  for (unsigned nt = 0; nt < kLmHeadTileCols / 8; ++nt)
    for (unsigned i = 0; i < 4; i += 2) {
      Value *v = storageValue(B, spec.dtype, accumulatorPair(B, acc, 0, nt, i), h.hasBF16Convert());
      const int64_t w = 2 * nt + i / 2;
      B.CreateStore(B.CreateBitCast(v, B.getInt32Ty()),
                    B.CreateConstGEP1_64(B.getInt32Ty(), words, w * kParkedThreads));
    }
}

void reduceParkedTile(Builder &B, Hooks &h, const KernelSpec &spec, Value *parked, Value *halfR0,
                      Value *c0v, Value *e) {
  static_assert(kParkedRows <= kReduceThreads, "a row per reduce thread");
  const LeafColumns cols(B, h, spec, c0v);
  emitIf(B, B.CreateICmpULT(e, B.getInt64(kParkedRows)), [&] {
    const ParkedRow p(B, spec, parked, e);
    storeParkedLogits(B, h, p, cols, B.CreateAdd(halfR0, e));
    reduceParkedRow(B, h, spec, p, halfR0, cols, e);
  });
}

} // namespace logpjit::tmpl::lm_head
