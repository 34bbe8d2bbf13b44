//===- merge.cpp - Fixed-order merge of all tiles of a row -----------------===//
//
// For row t over the K = tp * K_local tiles in global order (rank-major, then local
// tile), docs/spec.md §4-§5:
//   M = max_k m_k                                   (exact: fmaxNaN, sequential; a
//                                                    lane butterfly on sm_90, below)
//   S = sum_k s_k * w_k, w_k = exp(m_k - M)         (fma, sequential in k; tiles with
//                                                    m_k = -inf are skipped)
//   U = sum_k (t_k + (m_k - M) s_k) * w_k           (entropy specs; fma, same order)
//   lse = M + log S;  logp = x_target - lse;  H = log S - U / S  (all 0 for inactive rows)
// x_target comes from the owner rank's target-logit slot (rank = target div V_local).
// An active row whose target is outside [0, V_real) gets logp = NaN and is reported in
// the status word (the runtime rejects such targets before launch where it can); so does
// an active row whose per-row temperature is invalid (-(row + 1); temperature_rows specs).
// The forms (one thread or one 32-lane unit per row, the quick tier's walks) are the
// plan's (merge_plan.cpp).
//
//===----------------------------------------------------------------------===//
#include "runtime/core/kernel_abi.h"

#include "templates/merge_plan.h"
#include "templates/numerics.h"
#include <cfloat>

using namespace llvm;
using namespace logpjit::abi;

namespace logpjit::tmpl {

namespace {

/// Emits the merge of one row.
class MergeEmitter {
public:
  MergeEmitter(Builder &B, Hooks &h, const KernelSpec &spec, const MergePlan &plan,
               const MergeSource &src)
      : B(B), h(h), spec(spec), plan(plan), src(src), f32(B.getFloatTy()), i8(B.getInt8Ty()),
        ninf(ConstantFP::getInfinity(f32, true)), zero(ConstantFP::get(f32, 0.0)) {}

  /// The row's merge; returns its lse as stored.
  Value *emitRow(Value *row);

private:
  /// This lane's tile (r, k) of a chunk: (m, s, t), or (-inf, 0, 0) when `in` is false.
  using Load = function_ref<SmallVector<Value *, 4>(bool all)>;

  Value *partial(Value *r, Value *k, unsigned field);
  void forTiles(function_ref<void(Value *, Value *)> fn);
  Value *loadTarget();
  void rowTarget();
  void rowChecks();
  Value *inRange(Value *t);
  Value *ownerRank();
  std::pair<Value *, Value *> weigh(Value *m, Value *s, Value *t, Value *Mx);
  void accumulate(Value *s, Value *w, Value *inner, Value *keep);
  void threadReduce();
  void laneReduce();
  void laneReduceOneRank();
  void maxInto(Value *m);
  Value *chunkCount();
  std::pair<Value *, Value *> chunkTile(Value *c);
  SmallVector<Value *, 4> loadAt(Value *r, Value *k, Value *in, bool all);
  void forChunks(function_ref<void(Load, Value *)> body, const Twine &name);
  void laneSum(Load load, Value *left, Value *Mx);
  void scratchSum(Value *s, Value *w, Value *inner);
  Value *storeRow();
  Value *arg(unsigned i) { return src.arg(i); }
  void storeOutput(unsigned i, Value *v);

  Builder &B;
  Hooks &h;
  const KernelSpec &spec;
  const MergePlan &plan;
  const MergeSource &src;
  Type *f32, *i8;
  Value *ninf, *zero;
  Value *row = nullptr, *parts = nullptr, *tp = nullptr, *kl = nullptr, *rows = nullptr;
  Value *tgtPtr = nullptr;
  Type *idxTy = nullptr;
  Value *active = nullptr, *tgt = nullptr, *valid = nullptr, *xTarget = nullptr;
  AllocaInst *Mv = nullptr, *S = nullptr, *U = nullptr;
  Value *lane = nullptr, *K = nullptr, *nJ = nullptr; ///< lane mode
};

} // namespace

void emitMerge(Module &M, Hooks &h, const KernelSpec &spec) {
  const MergePlan plan = planMerge(spec, planTarget(h, spec.target.arch));
  auto body = [&](Builder &B, Value *row, Value *) {
    auto argWord = [&](unsigned i) { return h.arg(B, i); };
    MergeSource src{argWord};
    MergeEmitter(B, h, spec, plan, src).emitRow(row);
  };
  h.emitKernel(M, spec.symbolName(), MG_NumArgs, MG_Rows, plan.rows, nullptr, body);
}

Value *emitMergeOfRow(Builder &B, Hooks &h, const KernelSpec &spec, Value *row,
                      const MergeSource &src) {
  const MergePlan plan = planMerge(spec, planTarget(h, spec.target.arch));
  return MergeEmitter(B, h, spec, plan, src).emitRow(row);
}

Value *MergeEmitter::emitRow(Value *row_) {
  row = row_;
  parts = B.CreateIntToPtr(arg(MG_Partials), B.getPtrTy());
  tp = arg(MG_TpSize);
  kl = arg(MG_LocalTiles);
  rows = arg(MG_Rows);
  rowTarget();
  Mv = makeVar(B, f32, ninf, "M");
  S = makeVar(B, f32, zero, "S");
  U = makeVar(B, f32, zero, "U");
  if (plan.laneBroadcast)
    laneReduce();
  else
    threadReduce();
  rowChecks();
  return storeRow();
}

/// Partial (r, k) of this row: parts[((r * rows + row) * kl + k) * P].
Value *MergeEmitter::partial(Value *r, Value *k, unsigned field) {
  Value *idx = B.CreateAdd(B.CreateMul(B.CreateAdd(B.CreateMul(r, rows), row), kl), k);
  idx = B.CreateAdd(B.CreateMul(idx, B.getInt64(plan.P)), B.getInt64(field));
  return B.CreateLoad(f32, B.CreateGEP(f32, parts, idx));
}

void MergeEmitter::forTiles(function_ref<void(Value *, Value *)> fn) {
  emitFor(
      B, B.getInt64(0), tp, 1,
      [&](Value *r) {
        emitFor(
            B, B.getInt64(0), kl, 1, [&](Value *k) { fn(r, k); }, "k", plan.tileUnroll);
      },
      "rank");
}

/// The row's target, one load of its natural alignment (the C ABI checks it): split into
/// halves, its first use would be their join, right after the load.
Value *MergeEmitter::loadTarget() {
  const Align a(idxTy->getPrimitiveSizeInBits() / 8);
  return B.CreateSExt(B.CreateAlignedLoad(idxTy, B.CreateGEP(idxTy, tgtPtr, row), a),
                      B.getInt64Ty());
}

/// The row's target and target logit, loaded before the reduction so that their latency
/// overlaps it: nothing here waits for the target's load but the owner's division where
/// there are several shards (rowChecks, after the reduction, derives the rest). An inactive
/// row's target is never read in active-mask mode (it may be junk); a target outside
/// [0, V_real) reads owner 0's slot, unused.
void MergeEmitter::rowTarget() {
  tgtPtr = B.CreateIntToPtr(arg(MG_Targets), B.getPtrTy());
  idxTy = spec.index_type == IndexType::I64 ? B.getInt64Ty() : B.getInt32Ty();
  if (spec.mask_mode == MaskMode::ActiveMask) {
    Value *act = B.CreateIntToPtr(arg(MG_Active), B.getPtrTy());
    active = B.CreateICmpNE(B.CreateLoad(i8, B.CreateGEP(i8, act, row)), B.getInt8(0));
    AllocaInst *tv = makeVar(B, B.getInt64Ty(), B.getInt64(0), "tgt");
    emitIf(B, active, [&] { B.CreateStore(loadTarget(), tv); });
    tgt = B.CreateLoad(B.getInt64Ty(), tv);
  } else {
    tgt = loadTarget(); // active: rowChecks
  }
  Value *owner = ownerRank();
  Value *tl = B.CreateIntToPtr(arg(MG_TargetLogit), B.getPtrTy());
  xTarget = B.CreateLoad(f32, B.CreateGEP(f32, tl, B.CreateAdd(B.CreateMul(owner, rows), row)));
}

/// Whether target `t` is in [0, V_real).
Value *MergeEmitter::inRange(Value *t) {
  return B.CreateAnd(B.CreateICmpSGE(t, B.getInt64(0)), B.CreateICmpSLT(t, arg(MG_RealVocab)));
}

/// The row's activity (ignore-index mode) and whether its target is valid, from
/// rowTarget's load, once the reduction has been issued.
void MergeEmitter::rowChecks() {
  if (!active)
    active = B.CreateICmpNE(tgt, arg(MG_IgnoreIndex));
  // inRange's test as one unsigned compare (V_real > 0): not the owner's expression, which
  // would otherwise be computed once, ahead of the owner's branch, waiting for the load
  valid = B.CreateICmpULT(tgt, arg(MG_RealVocab));
}

/// The rank whose shard holds the target (0 for a target outside [0, V_real)): a division,
/// or (the plan's count) the number of shards starting at or below it, whose loop costs
/// ptxas less than a 64-bit division. One shard (MG_TpSize 1, or src.oneRank): rank 0,
/// without the division, so that the target logit's load does not wait for the target's.
Value *MergeEmitter::ownerRank() {
  if (src.oneRank)
    return B.getInt64(0);
  AllocaInst *owner = makeVar(B, B.getInt64Ty(), B.getInt64(0), "owner");
  emitIf(B, B.CreateICmpNE(tp, B.getInt64(1)), [&] {
    Value *shardCols = arg(MG_ShardCols);
    Value *tgtOr0 = B.CreateSelect(inRange(tgt), tgt, B.getInt64(0));
    B.CreateStore(plan.ownerByCount ? emitShardOwner(B, tgtOr0, tp, shardCols)
                                    : emitUDivRem64(B, tgtOr0, shardCols).first,
                  owner);
  });
  return B.CreateLoad(B.getInt64Ty(), owner);
}

/// The weight of tile (m, s, t) and its entropy term. Branch-free: a tile with m = -inf
/// gets w = 0 and inner = 0, and fma(0, 0, S) == S exactly, which is the "skip" of the
/// order above. w == 0 (an empty tile, or one so far below M that its weight underflows):
/// the term vanishes; (m - M) * s may overflow to -inf first (-inf * 0 = NaN).
std::pair<Value *, Value *> MergeEmitter::weigh(Value *m, Value *s, Value *t, Value *Mx) {
  return weighPartial(B, h, spec.math, m, s, spec.entropy ? t : nullptr, Mx);
}

/// S = fma(s, w, S) and U = fma(inner, w, U); with `keep`, only where it holds.
void MergeEmitter::accumulate(Value *s, Value *w, Value *inner, Value *keep) {
  auto upd = [&](AllocaInst *acc, Value *a) {
    Value *old = B.CreateLoad(f32, acc), *nv = fma(B, a, w, old);
    B.CreateStore(keep ? B.CreateSelect(keep, nv, old) : nv, acc);
  };
  upd(S, s);
  if (spec.entropy)
    upd(U, inner);
}

/// One thread per row: the sequential max, then the sequential sums.
void MergeEmitter::threadReduce() {
  forTiles([&](Value *r, Value *k) {
    B.CreateStore(fmaxNaN(B, B.CreateLoad(f32, Mv), partial(r, k, 0)), Mv);
  });
  Value *Mx = B.CreateLoad(f32, Mv);
  forTiles([&](Value *r, Value *k) {
    Value *s = partial(r, k, 1);
    auto [w, inner] = weigh(partial(r, k, 0), s, spec.entropy ? partial(r, k, 2) : nullptr, Mx);
    accumulate(s, w, inner, nullptr);
  });
}

/// A 32-lane unit per row: lane l loads global tile g = 32 j + l and computes its weight;
/// every lane then runs the sequential sums over g on broadcast values, so their operations
/// and order are those of threadReduce. Lanes past the last tile hold (-inf, 0, 0), and
/// their sum steps are skipped by a select.
/// M is the IEEE maximum over the lanes (a butterfly, Hooks::laneMax) instead of a 64-step
/// chain of broadcasts (measured faster on an H200; docs/performance.md §4). M is exact in
/// any order; only the sign of a zero M can differ from the loop's (fmaxNaN keeps the first
/// of -0 and +0, the maximum returns +0), and only when tiles with max -0 and +0 both reach
/// M = 0. Each adds s >= 1 with weight exp(+-0) = 1, so S >= 2 and lse = M + log S = log S
/// > 0 for either sign; H = log S - U / S too (U's zero sign is then irrelevant), and
/// logp = x - lse. A NaN M gives NaN outputs, stored canonical. GpuCrossTarget row 4
/// checks the bits against the host.
void MergeEmitter::laneReduce() {
  lane = h.laneIndex(B);
  if (src.oneRank && src.scratch)
    return laneReduceOneRank();
  const bool divmod = plan.walk == MergeWalk::DivMod;
  K = divmod ? B.CreateMul(tp, kl) : nullptr;
  nJ = divmod ? B.CreateUDiv(B.CreateAdd(K, B.getInt64(31)), B.getInt64(32)) : nullptr;
  forChunks([&](Load load, Value *) { maxInto(load(false)[0]); }, "jmax");
  B.CreateStore(h.laneMax(B, B.CreateLoad(f32, Mv)), Mv);
  Value *Mx = B.CreateLoad(f32, Mv);
  forChunks([&](Load load, Value *left) { laneSum(load, left, Mx); }, "jsum");
}

/// laneReduce for one rank's row in another kernel's unit (topk_select's merge, TP 1):
/// lane l of chunk c holds tile 32 c + l, as in both walks with one rank, so no division.
/// The first kPreloadChunks chunks' partials are loaded together, before anything waits
/// for them, and both passes reuse them: one memory latency on the unit's path where the
/// walk's loop waited for each chunk's loads in turn, in each pass. Chunks past those
/// (more than 32 kPreloadChunks tiles) take the loop. The same operations in the same
/// order as laneReduce: an empty preloaded chunk holds m = -inf (the maximum's identity)
/// and is not summed. Only with src.scratch (sm_90's block per row, where it was
/// measured): the broadcast sums elsewhere unroll 32 steps per chunk, and the preloaded
/// chunks would be unrolled code beside the loop's.
void MergeEmitter::laneReduceOneRank() {
  constexpr unsigned kPreloadChunks = 2;
  Value *r0 = B.getInt64(0);
  auto chunk = [&](Value *c, bool all) {
    auto [k, in] = chunkTile(c);
    return loadAt(r0, k, in, all);
  };
  SmallVector<SmallVector<Value *, 4>, kPreloadChunks> pre;
  for (unsigned c = 0; c < kPreloadChunks; ++c)
    pre.push_back(chunk(B.getInt64(c), true));
  for (auto &v : pre)
    maxInto(v[0]);
  Value *nC = chunkCount();
  Value *rest = B.getInt64(kPreloadChunks);
  emitFor(
      B, rest, nC, 1, [&](Value *c) { maxInto(chunk(c, false)[0]); }, "jmax", kNoUnroll);
  B.CreateStore(h.laneMax(B, B.CreateLoad(f32, Mv)), Mv);
  Value *Mx = B.CreateLoad(f32, Mv);
  for (unsigned c = 0; c < kPreloadChunks; ++c) {
    Value *left = B.CreateSub(kl, B.getInt64(32 * c));
    emitIf(B, B.CreateICmpSGT(left, B.getInt64(0)),
           [&] { laneSum([&](bool) { return pre[c]; }, left, Mx); });
  }
  emitFor(
      B, rest, nC, 1,
      [&](Value *c) {
        laneSum([&](bool all) { return chunk(c, all); }, B.CreateSub(kl, B.CreateShl(c, 5)), Mx);
      },
      "jsum", kNoUnroll);
}

/// M = maximum(M, m) (IEEE: NaN-propagating, -0 < +0; exact in any order).
void MergeEmitter::maxInto(Value *m) {
  B.CreateStore(B.CreateIntrinsic(Intrinsic::maximum, {f32}, {B.CreateLoad(f32, Mv), m}), Mv);
}

/// The chunks of 32 tiles of one rank: ceil(K_local / 32).
Value *MergeEmitter::chunkCount() { return B.CreateLShr(B.CreateAdd(kl, B.getInt64(31)), 5); }

/// Lane l's tile of chunk c, 32 c + l, and whether it is one of the rank's K_local (one
/// past them names tile 0, whose values loadAt replaces by (-inf, 0, 0)).
std::pair<Value *, Value *> MergeEmitter::chunkTile(Value *c) {
  Value *k = B.CreateAdd(B.CreateShl(c, 5), lane);
  Value *in = B.CreateICmpULT(k, kl);
  return {B.CreateSelect(in, k, B.getInt64(0)), in};
}

SmallVector<Value *, 4> MergeEmitter::loadAt(Value *r, Value *k, Value *in, bool all) {
  SmallVector<Value *, 4> v{B.CreateSelect(in, partial(r, k, 0), ninf)};
  if (all) {
    v.push_back(B.CreateSelect(in, partial(r, k, 1), zero));
    if (spec.entropy)
      v.push_back(B.CreateSelect(in, partial(r, k, 2), zero));
  }
  return v;
}

/// body(load, left) per chunk, in g order; `left`: the tiles from the chunk's first on
/// (over 32: a whole chunk). DivMod: chunks of g = r K_local + k, lane l takes g = 32 j + l,
/// so (r, k) = g divmod K_local. RankChunks: K_local's chunks rank by rank (the same
/// sequence of g; a rank's last chunk may be partial), so no division.
void MergeEmitter::forChunks(function_ref<void(Load, Value *)> body, const Twine &name) {
  if (plan.walk == MergeWalk::DivMod) {
    emitFor(
        B, B.getInt64(0), nJ, 1,
        [&](Value *j) {
          Value *g = B.CreateAdd(B.CreateMul(j, B.getInt64(32)), lane);
          Value *inK = B.CreateICmpULT(g, K);
          Value *gc = B.CreateSelect(inK, g, B.getInt64(0));
          auto [r, k] = emitUDivRem64(B, gc, kl); // no div.u64: no-calls-in-kernels.md
          body([&](bool all) { return loadAt(r, k, inK, all); },
               B.CreateSub(K, B.CreateMul(j, B.getInt64(32))));
        },
        name);
    return;
  }
  Value *nC = chunkCount();
  emitFor(
      B, B.getInt64(0), tp, 1,
      [&](Value *r) {
        emitFor(
            B, B.getInt64(0), nC, 1,
            [&](Value *c) {
              auto [kc, in] = chunkTile(c);
              body([&](bool all) { return loadAt(r, kc, in, all); },
                   B.CreateSub(kl, B.CreateShl(c, 5)));
            },
            name + ".chunk", kNoUnroll);
      },
      name + ".rank", kNoUnroll);
}

/// The sums of one chunk: every lane weighs its tile, then the 32 steps run on the values
/// broadcast from lane 0, 1, ... (a rolled loop where the plan says so).
void MergeEmitter::laneSum(Load load, Value *left, Value *Mx) {
  auto v = load(true);
  auto [w, inner] = weigh(v[0], v[1], spec.entropy ? v[2] : nullptr, Mx);
  if (src.scratch) {
    scratchSum(v[1], w, inner);
    return;
  }
  if (plan.laneSumRolled) {
    Value *n = B.CreateSelect(B.CreateICmpSGT(left, B.getInt64(32)), B.getInt64(32), left);
    emitFor(
        B, B.getInt32(0), B.CreateTrunc(n, B.getInt32Ty()), 1,
        [&](Value *l) {
          accumulate(h.laneBroadcast(B, v[1], l), h.laneBroadcast(B, w, l),
                     spec.entropy ? h.laneBroadcast(B, inner, l) : nullptr, nullptr);
        },
        "lsum", kNoUnroll);
    return;
  }
  for (unsigned l = 0; l < 32; ++l)
    accumulate(h.laneBroadcast(B, v[1], B.getInt32(l)), h.laneBroadcast(B, w, B.getInt32(l)),
               spec.entropy ? h.laneBroadcast(B, inner, B.getInt32(l)) : nullptr,
               l ? B.CreateICmpSGT(left, B.getInt64(l)) : nullptr);
}

/// laneSum's sums through the warp's shared scratch (MergeSource::scratch): each lane
/// stores its terms, then every lane reads them four at a time (one address for the whole
/// warp: a broadcast) and runs the same fmas in the same order. A lane past the last tile
/// holds s = 0, w = 0 (loadAt, weigh) and, with entropy, inner = 0, so its steps are
/// fma(0, 0, acc) = acc + 0 = acc: exact, because no sum is ever -0 (each starts at +0 and
/// gains terms that are +0, positive, negative or NaN, never a sum of two -0), so they need
/// not be skipped as laneSum's broadcasts skip them.
void MergeEmitter::scratchSum(Value *s, Value *w, Value *inner) {
  Value *sc = src.scratch;
  auto arr = [&](unsigned a, Value *i) {
    return B.CreateGEP(f32, sc, B.CreateAdd(B.getInt64(32 * a), i));
  };
  h.warpSync(B); // the previous chunk's reads are done
  B.CreateStore(s, arr(0, lane));
  B.CreateStore(w, arr(1, lane));
  if (spec.entropy)
    B.CreateStore(inner, arr(2, lane));
  h.warpSync(B);
  Type *v4 = FixedVectorType::get(f32, 4);
  for (unsigned l = 0; l < 32; l += 4) {
    Value *at = B.getInt64(l);
    Value *s4 = B.CreateAlignedLoad(v4, arr(0, at), Align(16));
    Value *w4 = B.CreateAlignedLoad(v4, arr(1, at), Align(16));
    Value *u4 = spec.entropy ? B.CreateAlignedLoad(v4, arr(2, at), Align(16)) : nullptr;
    for (unsigned j = 0; j < 4; ++j)
      accumulate(B.CreateExtractElement(s4, uint64_t(j)), B.CreateExtractElement(w4, uint64_t(j)),
                 u4 ? B.CreateExtractElement(u4, uint64_t(j)) : nullptr, nullptr);
  }
}

/// Output `i` (MG_Lse, MG_Logp or MG_Entropy) of the row; with optional outputs, only where
/// its pointer is not 0.
void MergeEmitter::storeOutput(unsigned i, Value *v) {
  Value *p = arg(i);
  auto store = [&] { B.CreateStore(v, B.CreateGEP(f32, B.CreateIntToPtr(p, B.getPtrTy()), row)); };
  if (src.optionalOutputs)
    emitIf(B, B.CreateICmpNE(p, B.getInt64(0)), store);
  else
    store();
}

/// lse, entropy and logp of the row, written by the leader (lane 0 in lane mode); every
/// thread computes lse (their sums are the same) and returns it as stored.
Value *MergeEmitter::storeRow() {
  Value *Mx = B.CreateLoad(f32, Mv);
  // A per-row temperature is checked here, on every target (GPU callers without a host
  // round trip): an active row whose tau is not in [kMinTemperature, FLT_MAX] (NaN
  // included) gets NaN outputs and -(row + 1) in the status word.
  Value *badTau = nullptr;
  if (spec.temperature_rows) {
    Value *tau = B.CreateLoad(
        f32, B.CreateGEP(f32, B.CreateIntToPtr(arg(MG_Temperature), B.getPtrTy()), row));
    Value *ok = B.CreateAnd(B.CreateFCmpOGE(tau, ConstantFP::get(f32, kMinTemperature)),
                            B.CreateFCmpOLE(tau, ConstantFP::get(f32, FLT_MAX)));
    badTau = B.CreateAnd(active, B.CreateNot(ok));
  }
  auto poison = [&](Value *v) {
    return badTau ? B.CreateSelect(badTau, ConstantFP::getNaN(f32), v) : v;
  };
  Value *logS = emitLog(B, h, spec.math, B.CreateLoad(f32, S));
  Value *lse = poison(B.CreateFAdd(Mx, logS));
  // An inactive row is not computed (its partials are the identity): lse = entropy =
  // logp = 0, so that autograd's zero gradient there is the derivative of what the
  // forward returned (docs/numerics.md, "Inactive rows").
  auto ifActive = [&](Value *v) { return B.CreateSelect(active, v, zero); };
  Value *lseOut = ifActive(canonicalNaN(B, lse));
  emitIf(B, src.leader ? src.leader : h.leader(B), [&] {
    storeOutput(MG_Lse, lseOut);
    if (spec.entropy) {
      Value *s = B.CreateLoad(f32, S), *u = B.CreateLoad(f32, U);
      Value *H = poison(B.CreateFSub(logS, emitFDiv(B, plan.quick, u, s)));
      storeOutput(MG_Entropy, ifActive(canonicalNaN(B, H)));
    }
    // logp: selected from the owner's slot; inactive rows get 0.
    AllocaInst *logp = makeVar(B, f32, ConstantFP::get(f32, 0.0), "logp");
    emitIf(B, active, [&] {
      emitIf(
          B, valid, [&] { B.CreateStore(B.CreateFSub(xTarget, lse), logp); },
          [&] {
            // Invalid target (GPU callers validate here, without a host round trip):
            // logp = NaN and the row is reported through the status word.
            B.CreateStore(ConstantFP::getNaN(f32), logp);
            Value *st = arg(MG_Status);
            emitIf(B, B.CreateICmpNE(st, B.getInt64(0)), [&] {
              B.CreateStore(B.CreateAdd(row, B.getInt64(1)), B.CreateIntToPtr(st, B.getPtrTy()));
            });
          },
          "valid");
    });
    if (badTau)
      emitIf(B, badTau, [&] {
        B.CreateStore(ConstantFP::getNaN(f32), logp);
        Value *st = arg(MG_Status);
        emitIf(B, B.CreateICmpNE(st, B.getInt64(0)), [&] {
          B.CreateStore(B.CreateSub(B.getInt64(-1), row), B.CreateIntToPtr(st, B.getPtrTy()));
        });
      });
    storeOutput(MG_Logp, canonicalNaN(B, B.CreateLoad(f32, logp)));
  });
  return lseOut;
}

} // namespace logpjit::tmpl
