//===- tp_sim.cpp - All ranks of a TP group in one process -----------------===//
#include "runtime/core/tp_sim.h"
#include "logpjit/buffer.h"

#include <chrono>
#include <fmt/format.h>

using namespace llvm;

namespace logpjit {

static Error checkFull(const Contract &c, const FullInputs &in) {
  if (in.rows < 0)
    return createStringError(inconvertibleErrorCode(),
                             fmt::format("rows = {}: expected >= 0", in.rows));
  if (in.rows > 0 && !in.logits)
    return createStringError("logits: null pointer");
  if (in.rows > 0 && in.row_stride < c.vocab)
    return createStringError(
        inconvertibleErrorCode(),
        fmt::format("row_stride = {}: expected >= V = {}", in.row_stride, c.vocab));
  return Error::success();
}

ShardInputs shardOf(const Contract &rank, const FullInputs &in) {
  ShardInputs s;
  s.logits = static_cast<const char *>(in.logits) + rank.shardStart() * dtypeSize(rank.dtype);
  s.row_stride = in.row_stride;
  s.targets = in.targets;
  s.active = in.active;
  s.rows = in.rows;
  s.temperature = in.temperature;
  return s;
}

namespace {
/// A simulated forward with what later steps (top-k) reuse: every rank's Op, the gathered
/// target logits [tp, T] and the outputs [3, T] (lse, logp, entropy) on the device.
struct ForwardRun {
  std::vector<std::unique_ptr<Op>> ops;
  std::unique_ptr<DeviceBuffer> partials, tl, outs;
  ForwardResult out;
};

/// The op's status, then the merge's outputs [3, T] (lse, logp, entropy) from `outs`.
Error downloadForward(Op &op, DeviceBuffer &outs, const Contract &contract, int64_t T,
                      ForwardResult &out) {
  if (Error e = op.status())
    return e;
  if (Error e = outs.download(out.lse.data(), T * 4, 0))
    return e;
  if (Error e = outs.download(out.logp.data(), T * 4, T * 4))
    return e;
  if (contract.want_entropy)
    if (Error e = outs.download(out.entropy.data(), T * 4, 2 * T * 4))
      return e;
  return Error::success();
}

/// `lm`: the LM head's inputs (then `in` gives only the rows, targets, mask and temperature).
/// `laneStats` (TP 1, top_k > 0): topKStats' lane stats, its partials the run's.
/// `merge` false: no merge (the caller's topKMergeSelect writes `outs`; out's lse, logp and
/// entropy are then downloaded by downloadForward).
Expected<ForwardRun> runForward(Runtime &rt, const Contract &contract, const FullInputs &in,
                                const LmHeadFullInputs *lm = nullptr, int64_t *laneStats = nullptr,
                                bool merge = true) {
  if (Error e = contract.validate())
    return std::move(e);
  if (!lm) {
    if (Error e = checkFull(contract, in))
      return std::move(e);
  } else if (lm->rows < 0) {
    return createStringError(inconvertibleErrorCode(),
                             fmt::format("rows = {}: expected >= 0", lm->rows));
  }
  const int tp = contract.tp_size;
  const int64_t T = in.rows, KL = contract.localTiles(), P = contract.partialWidth();
  ForwardRun run;
  std::vector<std::unique_ptr<Op>> &ops = run.ops;
  for (int r = 0; r < tp; ++r) {
    Contract c = contract;
    c.tp_rank = r;
    auto op = rt.getOp(c);
    if (!op)
      return op.takeError();
    ops.push_back(std::move(*op));
  }
  // The gathered buffers [tp, T, K_local, P] and [tp, T], and the outputs, on the
  // contract's device.
  const Arch arch = contract.target.arch;
  ForwardResult &out = run.out;
  out.lse.resize(T);
  out.logp.resize(T);
  if (contract.want_entropy)
    out.entropy.resize(T);
  if (T == 0)
    return std::move(run);
  // The LM head's ranks write their shards as lmHeadChunks() sub-shards each.
  const int64_t chunks = lm ? ops[0]->lmHeadChunks() : 1;
  auto partials = DeviceBuffer::allocate(arch, size_t(tp) * T * KL * P * 4, rt.device());
  auto tl = DeviceBuffer::allocate(arch, size_t(tp) * chunks * T * 4, rt.device());
  auto outs = DeviceBuffer::allocate(arch, size_t(3) * T * 4, rt.device());
  if (!partials)
    return partials.takeError();
  if (!tl)
    return tl.takeError();
  if (!outs)
    return outs.takeError();
  float *pp = static_cast<float *>(partials->data()), *tp_ = static_cast<float *>(tl->data());
  float *o = static_cast<float *>(outs->data());
  auto t0 = std::chrono::steady_clock::now();
  for (int r = 0; r < tp; ++r) {
    float *rp = pp + size_t(r) * T * KL * P, *rt_ = tp_ + size_t(r) * chunks * T;
    if (Error e = lm ? ops[r]->lmHeadTileStats(lmShardOf(ops[r]->contract(), *lm), rp, rt_)
                  : laneStats
                      ? ops[r]->topKStats(shardOf(ops[r]->contract(), in), rp, rt_, laneStats)
                      : ops[r]->tileStats(shardOf(ops[r]->contract(), in), rp, rt_))
      return std::move(e);
  }
  if (Error e = synchronize(arch))
    return std::move(e);
  auto t1 = std::chrono::steady_clock::now();
  if (merge) {
    if (Error e =
            ops[0]->merge(pp, tp_, in.targets, in.active, T, o, o + T,
                          contract.want_entropy ? o + 2 * T : nullptr, in.temperature, chunks))
      return std::move(e);
    if (Error e = synchronize(arch))
      return std::move(e);
  }
  auto t2 = std::chrono::steady_clock::now();
  if (merge)
    if (Error e = downloadForward(*ops[0], *outs, contract, T, out))
      return std::move(e);
  out.tile_stats_ms = std::chrono::duration<double, std::milli>(t1 - t0).count();
  out.merge_ms = std::chrono::duration<double, std::milli>(t2 - t1).count();
  out.kernels = ops[0]->kernels();
  run.partials = std::make_unique<DeviceBuffer>(std::move(*partials));
  run.tl = std::make_unique<DeviceBuffer>(std::move(*tl));
  run.outs = std::make_unique<DeviceBuffer>(std::move(*outs));
  return std::move(run);
}
} // namespace

Expected<ForwardResult> simulatedForward(Runtime &rt, const Contract &contract,
                                         const FullInputs &in) {
  auto run = runForward(rt, contract, in);
  if (!run)
    return run.takeError();
  return std::move(run->out);
}

LmHeadInputs lmShardOf(const Contract &rank, const LmHeadFullInputs &in) {
  LmHeadInputs s;
  s.hidden = in.hidden;
  s.hidden_stride = in.hidden_stride;
  s.weight = static_cast<const char *>(in.weight) +
             size_t(rank.shardStart()) * size_t(in.weight_stride) * dtypeSize(rank.hidden_dtype);
  s.weight_stride = in.weight_stride;
  s.targets = in.targets;
  s.active = in.active;
  s.rows = in.rows;
  s.temperature = in.temperature;
  return s;
}

Expected<ForwardResult> simulatedLmHeadForward(Runtime &rt, const Contract &contract,
                                               const LmHeadFullInputs &in) {
  FullInputs rows;
  rows.targets = in.targets;
  rows.active = in.active;
  rows.rows = in.rows;
  rows.temperature = in.temperature;
  auto run = runForward(rt, contract, rows, &in);
  if (!run)
    return run.takeError();
  return std::move(run->out);
}

Expected<TopKResult> simulatedTopK(Runtime &rt, const Contract &contract, const FullInputs &in,
                                   bool oneRead, float topP, bool mergeInSelect) {
  if (Error e = contract.validate())
    return std::move(e);
  const int tp = contract.tp_size;
  const int64_t T = std::max<int64_t>(in.rows, 0), KL = contract.localTiles(), k = contract.top_k;
  const Arch arch = contract.target.arch;
  // Allocated before the forward: topKStats writes its lane stats with the partials.
  const size_t n = size_t(std::max<int64_t>(T, 1));
  const bool fused = oneRead && tp == 1 && k > 0;
  const size_t words =
      fused ? n * KL * contract.lanes : size_t(tp) * n * KL * std::max<int64_t>(k, 1);
  auto cand = DeviceBuffer::allocate(arch, words * 8, rt.device());
  auto above = DeviceBuffer::allocate(arch, size_t(tp) * n * KL * 8, rt.device());
  auto outs = DeviceBuffer::allocate(arch, n * (2 * std::max<int64_t>(k, 1) + 1) * 8, rt.device());
  for (auto *b : {&cand, &above, &outs})
    if (!*b)
      return b->takeError();
  auto *cp = static_cast<int64_t *>(cand->data()), *ap = static_cast<int64_t *>(above->data());
  const bool merged = fused && mergeInSelect;
  auto run = runForward(rt, contract, in, nullptr, fused ? cp : nullptr, !merged);
  if (!run)
    return run.takeError();
  TopKResult res;
  res.forward = std::move(run->out);
  res.ids.resize(size_t(T * k));
  res.logprobs.resize(size_t(T * k));
  res.rank.resize(size_t(T));
  if (T == 0)
    return std::move(res);
  auto *ids = static_cast<int64_t *>(outs->data());
  auto *rank = ids + T * k;
  auto *lps = reinterpret_cast<float *>(rank + T);
  const float *tl = static_cast<const float *>(run->tl->data());
  const auto *partials = static_cast<const float *>(run->partials->data());
  for (int r = 0; r < tp && !fused; ++r)
    if (Error e = run->ops[r]->topKTile(shardOf(run->ops[r]->contract(), in), partials, tl,
                                        cp + size_t(r) * T * KL * k, ap + size_t(r) * T * KL))
      return std::move(e);
  if (Error e = synchronize(arch))
    return std::move(e);
  float *o = static_cast<float *>(run->outs->data());
  const ShardInputs shard = shardOf(run->ops[0]->contract(), in);
  if (Error e = merged ? run->ops[0]->topKMergeSelect(shard, partials, tl, cp, o, o + T,
                                                      contract.want_entropy ? o + 2 * T : nullptr,
                                                      ids, lps, rank, topP)
                : fused
                    ? run->ops[0]->topKSelect(shard, partials, tl, cp, o, ids, lps, rank, topP)
                    : run->ops[0]->topKMerge(cp, ap, in.targets, in.active, T, o, ids, lps, rank))
    return std::move(e);
  if (Error e = synchronize(arch))
    return std::move(e);
  if (merged)
    if (Error e = downloadForward(*run->ops[0], *run->outs, contract, T, res.forward))
      return std::move(e);
  if (Error e = outs->download(res.ids.data(), T * k * 8, 0))
    return std::move(e);
  if (Error e = outs->download(res.rank.data(), T * 8, T * k * 8))
    return std::move(e);
  if (Error e = outs->download(res.logprobs.data(), T * k * 4, T * (k + 1) * 8))
    return std::move(e);
  return std::move(res);
}

Error simulatedLmHeadBackward(Runtime &rt, const Contract &contract, const LmHeadFullInputs &in,
                              const GradInputs &g, void *gradHidden, float *gradWeight,
                              bool accumulateWeight) {
  if (Error e = contract.validate())
    return e;
  const int tp = contract.tp_size;
  const int64_t T = std::max<int64_t>(in.rows, 0), H = contract.hidden_size;
  auto gathered = DeviceBuffer::allocate(contract.target.arch,
                                         std::max<size_t>(size_t(tp) * T * H * 4, 16), rt.device());
  if (!gathered)
    return gathered.takeError();
  float *gp = static_cast<float *>(gathered->data());
  std::vector<std::unique_ptr<Op>> ops; // alive (their blocks too) until the device is done
  for (int r = 0; r < tp; ++r) {
    Contract c = contract;
    c.tp_rank = r;
    auto op = rt.getOp(c);
    if (!op)
      return op.takeError();
    ops.push_back(std::move(*op));
    if (Error e =
            ops.back()->lmHeadBackward(lmShardOf(c, in), g, gp + size_t(r) * T * H,
                                       gradWeight + size_t(c.shardStart()) * H, accumulateWeight))
      return e;
  }
  Error e = ops[0]->lmHeadGradHidden(gp, T, gradHidden, H);
  Error s = synchronize(contract.target.arch); // before the ops and the gathered block go
  if (e) {
    consumeError(std::move(s));
    return e;
  }
  return s;
}

Error simulatedBackward(Runtime &rt, const Contract &contract, const FullInputs &in,
                        const GradInputs &g, void *grad_logits, int64_t grad_row_stride) {
  if (Error e = contract.validate())
    return e;
  if (Error e = checkFull(contract, in))
    return e;
  for (int r = 0; r < contract.tp_size; ++r) {
    Contract c = contract;
    c.tp_rank = r;
    auto op = rt.getOp(c);
    if (!op)
      return op.takeError();
    char *dst = static_cast<char *>(grad_logits) + c.shardStart() * dtypeSize(c.dtype);
    if (Error e = (*op)->backward(shardOf(c, in), g, dst, grad_row_stride))
      return e;
  }
  return Error::success();
}

} // namespace logpjit
