//===- tile_stats.cpp - Per (row, tile) partials in the canonical order ----===//
//
// For row t and local tile k (W columns), produces m = max_j x_j, s = sum_j exp(x_j - m)
// and, for entropy specs, t = sum_j exp(x_j - m) * (x_j - m), in the canonical order
// (docs/numerics.md):
//   - the tile is cut into NCH = ceil(W / C) chunks of C contiguous columns; chunk c
//     belongs to logical lane c mod L and is that lane's (c div L)-th step;
//   - m = IEEE maximum of the tile (exact, in any order);
//   - a lane keeps C slot accumulators s[0..C), t[0..C); per chunk, in step order:
//       e[j] = exp(x[j] - m); s[j] = s[j] + e[j]; t[j] = fma(e[j], max(x[j] - m, -128), t[j])
//   - the slots are folded by halving (s[j] += s[j + C/2^i]) and the L lane sums are
//     added by the pairwise tree of Hooks::laneReduce.
// GPUs in the native scopes keep the online order of codegen <= 4 where the two passes do
// not fit in registers (docs/numerics.md: a running max per lane, rescaled slots, a
// combine of (m, s, t) states; tile_online.cpp). sm_90's portable math may stage the tile
// in shared memory for the two passes (tile_staged.cpp).
// Columns beyond the tile or in the padding region read as -inf; an all -inf tile gives
// (-inf, 0, 0). The owner of an active row's target also records x_target.
//
//===----------------------------------------------------------------------===//
#include "logpjit/kernel_abi.h"
#include "templates/numerics.h"
#include "templates/tile_lane.h"

#include <cmath>

using namespace llvm;
using namespace logpjit::abi;

namespace logpjit::tmpl {

/// Static shared memory a kernel may declare without opting in (CUDA: 48 KiB per block).
constexpr int64_t kStaticSharedBytes = 48 * 1024;

void emitTileStats(Module &M, Hooks &h, const KernelSpec &spec) {
  const int64_t W = spec.tile_width, C = spec.chunk, L = spec.lanes;
  const int64_t NCH = (W + C - 1) / C, ITERS = (NCH + L - 1) / L;
  const unsigned P = spec.entropy ? 3 : 2;
  const MathImpl math = spec.math;
  const unsigned esize = dtypeSize(spec.dtype);
  LLVMContext &Ctx = M.getContext();
  Type *f32 = Type::getFloatTy(Ctx);
  Type *vty = C == 1 ? f32 : (Type *)FixedVectorType::get(f32, C);
  Type *i8 = Type::getInt8Ty(Ctx);

  auto itemCount = [&](Builder &B) { return B.CreateSDiv(h.arg(B, TS_ShardCols), B.getInt64(W)); };
  auto body = [&](Builder &B, Value *row, Value *tile) {
    Value *stride = h.arg(B, TS_RowStride);
    Value *logits = B.CreateIntToPtr(h.arg(B, TS_Logits), B.getPtrTy());
    Value *tau = spec.has_temperature
                     ? B.CreateBitCast(B.CreateTrunc(h.arg(B, TS_Temperature), B.getInt32Ty()), f32)
                     : nullptr;
    Value *rowPtr =
        B.CreateGEP(i8, logits, B.CreateMul(B.CreateMul(row, stride), B.getInt64(esize)));
    Value *tileStart = B.CreateMul(tile, B.getInt64(W));
    Value *tilePtr = B.CreateGEP(i8, rowPtr, B.CreateMul(tileStart, B.getInt64(esize)));
    // Real columns of this tile: clamp(valid_cols - tile_start, 0, W).
    Value *lim = B.CreateSub(h.arg(B, TS_ValidCols), tileStart);
    lim = B.CreateSelect(B.CreateICmpSLT(lim, B.getInt64(0)), B.getInt64(0), lim);
    lim = B.CreateSelect(B.CreateICmpSGT(lim, B.getInt64(W)), B.getInt64(W), lim);

    auto scale = [&](Value *x) {
      if (!tau)
        return x;
      Value *t = x->getType()->isVectorTy() ? B.CreateVectorSplat(C, tau) : tau;
      return emitFDiv(B, spec.quick, x, t);
    };
    // One chunk of C columns in the storage type (widened later, so that a batch of loads
    // in flight costs half the registers for 16-bit dtypes); `align` is the byte alignment
    // of the tile start (0: element alignment only). Columns at or beyond `lim` read as
    // -inf, unread.
    Type *rawTy = C == 1 ? storageType(B, spec.dtype)
                         : (Type *)FixedVectorType::get(storageType(B, spec.dtype), C);
    auto negInfRaw = [&]() -> Value * {
      return spec.dtype == DType::BF16 ? (Value *)ConstantInt::get(rawTy, 0xFF80)
                                       : ConstantFP::getInfinity(rawTy, true);
    };
    // A chunk of clamped element loads (loadClampedElement): branch-free, much less code to
    // compile than a masked load, which x86 expands into 8 branches.
    auto clampedElements = [&](Value *col0) {
      Value *raw = negInfRaw();
      Value *last = B.CreateSub(lim, B.getInt64(1));
      for (int64_t j = 0; j < C; ++j) {
        Value *x =
            loadClampedElement(B, spec.dtype, tilePtr, B.CreateAdd(col0, B.getInt64(j)), lim, last);
        raw = C == 1 ? x : B.CreateInsertElement(raw, x, uint64_t(j));
      }
      return raw;
    };
    auto loadChunk = [&](Value *chunk, unsigned align) -> Value * {
      Value *col0 = B.CreateMul(chunk, B.getInt64(C));
      if (spec.quick && h.needsAlignedVectors()) // the quick tier: one form for every chunk
        return clampedElements(col0);
      Value *ptr = B.CreateGEP(i8, tilePtr, B.CreateMul(col0, B.getInt64(esize)));
      Value *fullChunk = B.CreateICmpSLE(B.CreateAdd(col0, B.getInt64(C)), lim);
      AllocaInst *xv = makeVar(B, rawTy, negInfRaw(), "x");
      emitIf(
          B, fullChunk, [&] { B.CreateStore(loadRaw(B, spec.dtype, ptr, C, nullptr, align), xv); },
          [&] {
            if (C == 1)
              return;                      // a 1-column chunk is either full or wholly masked
            if (h.needsAlignedVectors()) { // GPUs: predicated loads of the in-range columns
              SmallVector<Constant *, 16> idx;
              for (int64_t j = 0; j < C; ++j)
                idx.push_back(B.getInt64(j));
              Value *cols = B.CreateAdd(B.CreateVectorSplat(C, col0), ConstantVector::get(idx));
              Value *mask = B.CreateICmpSLT(cols, B.CreateVectorSplat(C, lim));
              B.CreateStore(loadRaw(B, spec.dtype, ptr, C, mask), xv);
              return;
            }
            B.CreateStore(clampedElements(col0), xv); // the host
          },
          "full");
      return B.CreateLoad(rawTy, xv);
    };

    Value *ninf = ConstantFP::getInfinity(f32, true);
    Value *vzero = Constant::getNullValue(vty);
    SmallVector<Type *, 3> types{f32, f32};
    if (spec.entropy)
      types.push_back(f32);

    // bf16 -> fp32 is exact (the bf16 bits are the top half of the fp32). On GPUs the
    // chunk is widened a 32-bit word (two bf16) at a time: the low element is w << 16, the
    // high one w & 0xFFFF0000 — one instruction each, where zext + shl per element costs a
    // byte permute and a shift. Same bits either way.
    auto widen = [&](Value *raw) -> Value * {
      if (spec.dtype != DType::BF16 || !h.needsAlignedVectors() || C < 2 || C % 2)
        return widenToFloat(B, spec.dtype, raw);
      Type *i32 = B.getInt32Ty();
      Value *w = B.CreateBitCast(raw, FixedVectorType::get(i32, unsigned(C / 2)));
      Value *lo = B.CreateShl(w, B.CreateVectorSplat(unsigned(C / 2), B.getInt32(16)));
      Value *hi =
          B.CreateAnd(w, B.CreateVectorSplat(unsigned(C / 2), B.getInt32(int32_t(0xFFFF0000u))));
      SmallVector<int, 16> mask;
      for (int64_t k = 0; k < C / 2; ++k) {
        mask.push_back(int(k));
        mask.push_back(int(k + C / 2));
      }
      return B.CreateBitCast(B.CreateShuffleVector(lo, hi, mask), vty);
    };
    // Two passes (docs/numerics.md, "tile partials"): M = IEEE maximum of the whole tile
    // first (exact, order-free), then every lane sums e = exp(x - M) into its C slots in step
    // order against that one M; the slots fold by halving and the lanes by the pairwise tree,
    // whose combine is then a plain sum. No rescaling, one exp per element. Used for the
    // portable math on every target (the host computes M in a pass of its own before its
    // lanes run; GPUs inside the lane body, then across the warp) and for the native math
    // on GPUs with a NaN-propagating max when a lane's share of the tile fits in registers
    // (<= 160 bytes: 40 registers; `resident`: every chunk is loaded once, before the max).
    // Native math elsewhere on GPUs: the online order below.
    const bool gpu = h.needsAlignedVectors();
    const bool fits = ITERS * C * int64_t(esize) <= 160 && C >= 2;
    // `staged`: the portable math on a GPU with bulk copies (sm_90) copies the tile into
    // the unit's shared memory (tile_staged.cpp) and runs both passes as rolled loops over it:
    // the same operations in the same order as in registers, in a fraction of the code.
    // The image holds the tile at its start's offset mod 16 and -inf in every other
    // element, so no slot is masked. It is used where the registers are not the faster
    // home, as measured on an H200 (docs/decisions/staged-tiles-in-shared-memory.md): a
    // share that does not fit (otherwise its chunks are read from global memory twice) and
    // a temperature (its division per element runs faster as a loop). The plain bf16/fp16
    // forward stays in registers, where staging measured slower or the same. Native math
    // never stages (where its share fits, staged measured slower than registers).
    auto prepare = [&](Value *raw) { return scale(widen(raw)); }; // outlives `tileLane`
    const TileLane tileLane{h, spec, C, L, NCH, ITERS, vty, rawTy, negInfRaw(), loadChunk, prepare};
    const int64_t stageBytes = stagedImageBytes(tileLane);
    const int64_t unitsPerBlock = abi::unitBlockThreads(spec.target.arch) / 32;
    const bool stagedFull = gpu && math == MathImpl::Portable && h.hasBulkCopy() &&
                            (16 + stageBytes) * unitsPerBlock <= kStaticSharedBytes &&
                            (!fits || spec.has_temperature);
    const bool residentFull =
        gpu && fits && !stagedFull && (math == MathImpl::Portable || h.hasNaNMax());
    // The quick tier (KernelSpec::quick): the two passes one element at a time
    // (tile_quick.cpp), the online order one chunk at a time (tile_online.cpp), every chunk
    // by clamped element loads, for every alignment. The full kernel's operations in its
    // order (the order of the lane's steps and slots is the same in every form; the max is
    // exact), so the same bits. It keeps the full kernel's one choice that changes the
    // arithmetic: two passes or the online order.
    const bool quick = gpu && spec.quick;
    const bool staged = stagedFull && !quick, resident = residentFull && !quick;
    const bool twoPass = math == MathImpl::Portable || !gpu || residentFull;
    // max(a, b) with IEEE maximum semantics (NaN-propagating, -0 < +0) on any target.
    auto maxOp = [&](Value *a, Value *b) {
      return B.CreateIntrinsic(Intrinsic::maximum, {a->getType()}, {a, b});
    };
    // max(d, -128) for the entropy term: b > a ? b : a is IEEE maximum for every d here (a
    // NaN d stays NaN, -0 stays -0), so each target takes its cheaper form.
    auto clampLow = [&](Value *d) {
      return maxKeepNaN(B, d, fconst(B, d->getType(), -128.0), h.hasNaNMax());
    };
    // Step `it` of a lane: chunk it * L + lane, or -inf past the tile.
    auto loadStep = [&](Value *it, Value *lane, unsigned align) {
      Value *chunk = B.CreateAdd(B.CreateMul(it, B.getInt64(L)), lane);
      AllocaInst *xv = makeVar(B, rawTy, negInfRaw(), "xs");
      emitIf(
          B, B.CreateICmpSLT(chunk, B.getInt64(NCH)),
          [&] { B.CreateStore(loadChunk(chunk, align), xv); }, nullptr, "ld");
      return B.CreateLoad(rawTy, xv);
    };
    // Runs `emit(align)` once per alignment class of the tile start, under a uniform branch
    // (GPUs fault on misaligned vector loads; `align` 0: element loads only). In the two
    // passes over registers only whole tiles (lim == W: all but the one that holds V_real)
    // take the vector copies: under that test every chunk but the last is whole and the
    // per-chunk partial-load paths fold away; the tile with V_real shares the copy with
    // element loads. The portable math in registers takes 4-byte loads for 8- and
    // 16-byte-aligned tiles too: with the lane arithmetic shared, those classes measured no
    // faster, and when each copy held the whole lane body a 16-byte one thrashed the
    // instruction cache (docs/decisions/tile-stats-load-classes.md).
    auto forClasses = [&](function_ref<void(unsigned)> emit) {
      const unsigned bytes = unsigned(C) * esize;
      if (!h.needsAlignedVectors() || C == 1 || bytes <= esize) {
        emit(0);
        return;
      }
      Value *addr = B.CreatePtrToInt(tilePtr, B.getInt64Ty());
      Value *whole = resident ? B.CreateICmpEQ(lim, B.getInt64(W)) : nullptr;
      const unsigned wide = std::min(bytes, resident && math == MathImpl::Portable ? 4u : 16u);
      emitByAlignment(B, addr, wide, esize, 0, whole, emit, "al");
    };
    // The max of a vector of slots, scaled by 1/tau: max(x / tau) = max(x) / tau (division
    // by tau > 0 is monotone), so no element division is needed for it.
    auto scaledMax = [&](Value *v) {
      Value *ml = foldSlots(B, v, /*isMax=*/true, /*nanMax=*/true);
      if (!ml->getType()->isFloatTy())
        ml = B.CreateFPExt(ml, f32);
      return tau ? emitFDiv(B, spec.quick, ml, tau) : ml;
    };
    // The host's first pass: M of the tile, before the lanes run. The whole chunks
    // (c < lim / C) four at a time into four running maxima, so that the loop is not bound
    // by the latency of one max chain; then the rest one at a time, and the partial chunk
    // (if any) through loadChunk: one copy of its masked path, which keeps the host's cold
    // compile short (docs/performance.md §4).
    auto hostTileMax = [&](unsigned align) -> Value * {
      constexpr int64_t R = 4;
      AllocaInst *mv[R];
      for (int64_t k = 0; k < R; ++k)
        mv[k] = makeVar(B, vty, fconst(B, vty, -HUGE_VAL), "tmax");
      auto maxInto = [&](AllocaInst *acc, Value *raw) {
        B.CreateStore(maxOp(B.CreateLoad(vty, acc), widenToFloat(B, spec.dtype, raw)), acc);
      };
      auto whole = [&](Value *c) {
        Value *ptr = B.CreateGEP(i8, tilePtr, B.CreateMul(c, B.getInt64(C * esize)));
        return loadRaw(B, spec.dtype, ptr, unsigned(C), nullptr, align);
      };
      Value *nWhole = B.CreateSDiv(lim, B.getInt64(C));
      Value *nQuad = B.CreateSDiv(nWhole, B.getInt64(R));
      emitFor(
          B, B.getInt64(0), nQuad, 1,
          [&](Value *q) {
            for (int64_t k = 0; k < R; ++k)
              maxInto(mv[k], whole(B.CreateAdd(B.CreateMul(q, B.getInt64(R)), B.getInt64(k))));
          },
          "tmax");
      emitFor(
          B, B.CreateMul(nQuad, B.getInt64(R)), nWhole, 1,
          [&](Value *c) { maxInto(mv[0], whole(c)); }, "tmax.rest");
      emitIf(
          B, B.CreateICmpSLT(B.CreateMul(nWhole, B.getInt64(C)), lim),
          [&] { maxInto(mv[0], loadChunk(nWhole, align)); }, nullptr, "tmax.part");
      Value *m01 = maxOp(B.CreateLoad(vty, mv[0]), B.CreateLoad(vty, mv[1]));
      Value *m23 = maxOp(B.CreateLoad(vty, mv[2]), B.CreateLoad(vty, mv[3]));
      return scaledMax(maxOp(m01, m23));
    };
    // The second pass: one term e = exp(x - M) per column into the slots. The sum s is
    // computed the same way whether or not the spec carries entropy, so that lse and logp
    // never depend on which other outputs a caller asks for (docs/numerics.md, "One answer
    // per row"); entropy specs only add t = fma(e, max(x - M, -128), t) beside it. The
    // portable math adds each term in one rounding (portableExpAdd), and entropy reuses its
    // term rounded once; the native math takes ex2((x - M) log2 e) as written (its argument
    // is off by u |x - M| log2 e, where a fused ex2(x a - M a) would be off by u |M| log2 e).
    auto addStep = [&](Value *x, Value *Mv, Value *&sv, Value *&tv) {
      Value *d = B.CreateFSub(x, Mv);
      Value *e = nullptr;
      if (math == MathImpl::Portable) {
        sv = portableExpAdd(B, d, sv ? sv : vzero, h.hasNaNMax(), spec.entropy ? &e : nullptr);
      } else {
        e = emitExp(B, h, math, d, /*nonPositive=*/true);
        sv = sv ? B.CreateFAdd(sv, e) : e; // 0 + e == e: an exp is never -0
      }
      if (spec.entropy)
        tv = fma(B, e, clampLow(d), tv);
    };
    // The quick tier's two passes (KernelSpec::quick; tile_quick.cpp): the full kernel's
    // scaling, max, exp and accumulate steps, one element at a time.
    const QuickLaneSteps quickSteps{tilePtr, lim, maxOp, scaledMax, scale, addStep};
    auto twoPassBody = [&](Builder &B, Value *lane, unsigned align, Value *hostM) -> LaneState {
      if (quick)
        return emitQuickLane(B, tileLane, quickSteps, lane);
      // Each chunk is loaded under its own branch (chunk < NCH; loadChunk then tests for a
      // partial chunk); in whole tiles the compiler folds the tests it can decide. A
      // hand-written branch-free variant (constant offsets from the lane base, a select for
      // the last step) was slower: ptxas scheduled it into spills at 64 registers
      // (docs/decisions/tile-stats-load-classes.md).
      SmallVector<Value *, 16> raw;
      Value *Mt = hostM;
      StagedTile stage{};
      if (staged) { // tile_staged.cpp
        stage = emitStageTile(B, tileLane, tilePtr, lim, lane);
        Mt = h.laneMax(B, scaledMax(emitStagedLaneMax(B, tileLane, stage, lane, maxOp)));
      } else if (resident) {
        // The chunks in registers, loaded by the copy for the tile start's alignment class
        // (forClasses); the arithmetic after them is emitted once.
        SmallVector<AllocaInst *, 16> slot;
        for (int64_t it = 0; it < ITERS; ++it)
          slot.push_back(makeVar(B, rawTy, negInfRaw(), "raw"));
        forClasses([&](unsigned a) {
          for (int64_t it = 0; it < ITERS; ++it)
            B.CreateStore(loadStep(B.getInt64(it), lane, a), slot[it]);
        });
        for (AllocaInst *sl : slot)
          raw.push_back(B.CreateLoad(rawTy, sl));
        // The lane max in the storage type (sm_90, 16-bit types: packed max.NaN pairs),
        // widened exactly.
        Type *mty = !h.hasNaNMax()              ? f32
                    : spec.dtype == DType::BF16 ? B.getBFloatTy()
                                                : storageType(B, spec.dtype);
        Type *mvty = FixedVectorType::get(mty, unsigned(C));
        Value *mv = nullptr;
        for (Value *r : raw) {
          Value *x = mty == f32 ? widenToFloat(B, spec.dtype, r) : B.CreateBitCast(r, mvty);
          mv = mv ? maxOp(mv, x) : x;
        }
        Mt = h.laneMax(B, scaledMax(mv));
      } else if (!Mt) { // GPUs, a share too large for registers: the chunks are read twice
        AllocaInst *mv = makeVar(B, vty, fconst(B, vty, -HUGE_VAL), "lmax");
        emitFor(
            B, B.getInt64(0), B.getInt64(ITERS), 1,
            [&](Value *it) {
              Value *x = widenToFloat(B, spec.dtype, loadStep(it, lane, align));
              B.CreateStore(maxOp(B.CreateLoad(vty, mv), x), mv);
            },
            "lmax", h.loadUnroll());
        Mt = h.laneMax(B, scaledMax(B.CreateLoad(vty, mv)));
      }
      // An all -inf tile: exp is taken against 0 (every e is 0); the state keeps -inf.
      Value *Mx = B.CreateSelect(B.CreateFCmpOEQ(Mt, ninf), fconst(B, f32, 0.0), Mt);
      Value *Mv = C == 1 ? Mx : B.CreateVectorSplat(unsigned(C), Mx);
      AllocaInst *sa = makeVar(B, f32, fconst(B, f32, 0.0), "s");
      AllocaInst *ta = makeVar(B, f32, fconst(B, f32, 0.0), "t");
      auto sums = [&] {
        Value *sv = nullptr, *tv = vzero;
        if (resident) {
          for (Value *r : raw)
            addStep(scale(widen(r)), Mv, sv, tv);
        } else { // the chunks from the staged image, or read from global memory again
          AllocaInst *sacc = makeVar(B, vty, vzero, "sacc"), *tacc = makeVar(B, vty, vzero, "tacc");
          auto accumulate = [&](Value *raw) {
            Value *x = scale(widen(raw));
            Value *s1 = B.CreateLoad(vty, sacc), *t1 = B.CreateLoad(vty, tacc);
            addStep(x, Mv, s1, t1);
            B.CreateStore(s1, sacc);
            B.CreateStore(t1, tacc);
          };
          if (staged)
            emitStagedSteps(B, tileLane, stage, lane, accumulate);
          else
            emitFor(
                B, B.getInt64(0), B.getInt64(ITERS), 1,
                [&](Value *it) { accumulate(loadStep(it, lane, align)); }, "lsum", h.loadUnroll());
          sv = B.CreateLoad(vty, sacc);
          tv = B.CreateLoad(vty, tacc);
        }
        B.CreateStore(foldSlots(B, sv), sa);
        if (spec.entropy)
          B.CreateStore(foldSlots(B, tv), ta);
      };
      sums();
      LaneState st{Mt, B.CreateLoad(f32, sa)};
      if (spec.entropy)
        st.push_back(B.CreateLoad(f32, ta));
      return st;
    };
    auto laneBodyFor = [&](unsigned align, Value *hostM) {
      return [&, align, hostM](Builder &B, Value *lane) -> LaneState {
        if (twoPass)
          return twoPassBody(B, lane, align, hostM);
        return emitOnlineLane(B, tileLane, lane, align);
      };
    };
    auto combine = [&](Builder &B, ArrayRef<Value *> a, ArrayRef<Value *> b) -> LaneState {
      if (twoPass) { // every lane holds the tile max: the combine is a sum
        LaneState out{a[0], B.CreateFAdd(a[1], b[1])};
        if (spec.entropy)
          out.push_back(B.CreateFAdd(a[2], b[2]));
        return out;
      }
      return combineOnline(B, h, math, spec.entropy, a, b);
    };

    // The row's activity (docs/numerics.md, "Inactive rows"): an inactive row is not
    // computed at all. Its partials are the identity and its logits are never read, so a
    // padded batch costs only its active rows.
    Value *tgtPtr = B.CreateIntToPtr(h.arg(B, TS_Targets), B.getPtrTy());
    Type *idxTy = spec.index_type == IndexType::I64 ? B.getInt64Ty() : B.getInt32Ty();
    auto loadTarget = [&] {
      return B.CreateSExt(B.CreateLoad(idxTy, B.CreateGEP(idxTy, tgtPtr, row)), B.getInt64Ty());
    };
    Value *active;
    if (spec.mask_mode == MaskMode::ActiveMask) {
      Value *act = B.CreateIntToPtr(h.arg(B, TS_Active), B.getPtrTy());
      active = B.CreateICmpNE(B.CreateLoad(i8, B.CreateGEP(i8, act, row)), B.getInt8(0));
    } else {
      active = B.CreateICmpNE(loadTarget(), h.arg(B, TS_IgnoreIndex));
    }
    // Whole-padding tiles are the identity without reading anything.
    AllocaInst *res[3];
    res[0] = makeVar(B, f32, ninf, "res.m");
    res[1] = makeVar(B, f32, ConstantFP::get(f32, 0.0), "res.s");
    res[2] = makeVar(B, f32, ConstantFP::get(f32, 0.0), "res.t");
    auto reduceWith = [&](unsigned align) {
      Value *hostM = twoPass && !gpu ? hostTileMax(align) : nullptr;
      LaneState st = h.laneReduce(B, L, types, laneBodyFor(align, hostM), combine);
      for (unsigned i = 0; i < st.size(); ++i)
        B.CreateStore(st[i], res[i]);
    };
    // The lane code once per alignment class of the tile start (forClasses), except in the
    // two passes over registers, whose lane body branches only around its loads.
    auto byAlignment = [&] {
      if (resident || staged || quick) { // the lane body dispatches its loads itself
        reduceWith(0);
        return;
      }
      forClasses([&](unsigned a) { reduceWith(a); });
    };
    emitIf(
        B, B.CreateAnd(active, B.CreateICmpSGT(lim, B.getInt64(0))), [&] { byAlignment(); },
        nullptr, "nonempty");
    Value *nTiles = B.CreateSDiv(h.arg(B, TS_ShardCols), B.getInt64(W));
    Value *outIdx = B.CreateMul(B.CreateAdd(B.CreateMul(row, nTiles), tile), B.getInt64(P));
    Value *out = B.CreateGEP(f32, B.CreateIntToPtr(h.arg(B, TS_Partials), B.getPtrTy()), outIdx);
    emitIf(
        B, h.leader(B),
        [&] {
          for (unsigned i = 0; i < P; ++i)
            B.CreateStore(canonicalNaN(B, B.CreateLoad(f32, res[i])),
                          B.CreateConstGEP1_64(f32, out, i));
        },
        nullptr, "leader");

    // Target logit, once per row (tile 0, the leader): selected, never summed.
    emitIf(B, B.CreateAnd(B.CreateICmpEQ(tile, B.getInt64(0)), h.leader(B)), [&] {
      AllocaInst *tl = makeVar(B, f32, ConstantFP::get(f32, 0.0), "tl");
      emitIf(B, active, [&] {
        Value *local = B.CreateSub(loadTarget(), h.arg(B, TS_ShardStart));
        Value *owned = B.CreateAnd(B.CreateICmpSGE(local, B.getInt64(0)),
                                   B.CreateICmpSLT(local, h.arg(B, TS_ShardCols)));
        emitIf(B, owned, [&] {
          Value *p = B.CreateGEP(i8, rowPtr, B.CreateMul(local, B.getInt64(esize)));
          B.CreateStore(scale(loadAsFloat(B, spec.dtype, p, 1)), tl);
        });
      });
      Value *tlOut = B.CreateIntToPtr(h.arg(B, TS_TargetLogit), B.getPtrTy());
      B.CreateStore(canonicalNaN(B, B.CreateLoad(f32, tl)), B.CreateGEP(f32, tlOut, row));
    });
  };
  const Granularity g = abi::tileGrid(spec.target.arch, math == MathImpl::Native)
                            ? Granularity::WarpGrid
                            : Granularity::Warp;
  h.emitKernel(M, spec.symbolName(), TS_NumArgs, TS_Rows, g, itemCount, body);
}

} // namespace logpjit::tmpl
