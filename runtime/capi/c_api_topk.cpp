//===- c_api_topk.cpp - The top-k kernels and the sampler of the C ABI ------===//
//
// logpjit_op_topk_tile / _merge (two reads, any TP degree), logpjit_op_topk_stats /
// _select (one read at TP 1) and logpjit_op_sampler (docs/spec.md §15). As every entry
// point: each tensor checked (c_api_tensor.cpp), no output overlapping another or an
// input, then the C++ Op on the caller's stream.
//
//===----------------------------------------------------------------------===//
#include "runtime/capi/c_api_internal.h"

#include <fmt/format.h>

using namespace logpjit;
using namespace logpjit::capi;

extern "C" {

/// A top-k entry point's op: a handle whose contract has top_k > 0.
static Status topKOp(logpjit_op_t *op) {
  if (!op)
    return badArg("op: null handle");
  if (op->op->contract().top_k <= 0)
    return badArg("op: its contract has top_k = 0 (no top-k): expected 1 <= top_k <= 64");
  return Status();
}

/// The op and the shard inputs of a top-k entry point that reads the logits (views: logits,
/// targets, active, temperature); `tp1For`: its name where it takes TP 1 only.
static Status topKShardInputs(logpjit_op_t *op, const char *tp1For, const DLTensor *logits,
                              const DLTensor *targets, const DLTensor *active,
                              const DLTensor *temperature, int64_t &T, ShardInputs &in,
                              std::vector<View> &views, bool &haveActive) {
  if (Status s = topKOp(op); !s.ok())
    return s;
  const Contract &c = op->op->contract();
  if (tp1For && c.tp_size != 1)
    return badArg(fmt::format("op: its contract has tp_size = {}: {} takes TP 1 (at TP > 1: "
                              "tile_stats, merge, topk_tile, topk_merge)",
                              c.tp_size, tp1For));
  const int dev = op->rt->device();
  if (Status s = leadingDim(logits, "logits", 2, "[T, V_local]", T); !s.ok())
    return s;
  views.resize(4);
  View &L = views[0], &Tg = views[1], &A = views[2], &Tau = views[3];
  for (Status s :
       {checkTensor(logits, {"logits", Elem::Logits, {T, c.shardCols()}, "[T, V_local]", true}, c,
                    dev, L),
        checkTensor(targets, {"targets", Elem::Index, {T}, "[T]"}, c, dev, Tg),
        checkActive(active, T, c, dev, A, haveActive),
        checkTemperature(temperature, T, c, dev, Tau)})
    if (!s.ok())
      return s;
  in = shardInputs(L, Tg, A, Tau, T);
  return Status();
}

logpjit_status logpjit_op_topk_tile(logpjit_op_t *op, const DLTensor *logits,
                                    const DLTensor *targets, const DLTensor *active,
                                    const DLTensor *temperature, const DLTensor *gathered_partials,
                                    const DLTensor *gathered_target_logit, DLTensor *candidates,
                                    DLTensor *above, void *stream) {
  return entry("logpjit_op_topk_tile", [&]() -> Status {
    int64_t T = 0;
    ShardInputs in;
    std::vector<View> v;
    bool haveActive = false;
    if (Status s = topKShardInputs(op, nullptr, logits, targets, active, temperature, T, in, v,
                                   haveActive);
        !s.ok())
      return s;
    const Contract &c = op->op->contract();
    const int dev = op->rt->device();
    View GP, GT, Cand, Above;
    for (Status s :
         {checkTensor(gathered_partials,
                      {"gathered_partials",
                       Elem::F32,
                       {c.tp_size, T, c.localTiles(), c.partialWidth()},
                       "[tp_size, T, K_local, P]"},
                      c, dev, GP),
          checkTensor(gathered_target_logit,
                      {"gathered_target_logit", Elem::F32, {c.tp_size, T}, "[tp_size, T]"}, c, dev,
                      GT),
          checkTensor(candidates,
                      {"candidates", Elem::I64, {T, c.localTiles(), c.top_k}, "[T, K_local, k]"}, c,
                      dev, Cand),
          checkTensor(above, {"above", Elem::I64, {T, c.localTiles()}, "[T, K_local]"}, c, dev,
                      Above),
          checkDisjoint({&Cand, &Above}, {&v[0], &v[1], haveActive ? &v[2] : nullptr,
                                          c.temperature_rows ? &v[3] : nullptr, &GP, &GT})})
      if (!s.ok())
        return s;
    useStream(op, stream);
    return fromError(op->op->topKTile(in, static_cast<const float *>(GP.data),
                                      static_cast<const float *>(GT.data),
                                      static_cast<int64_t *>(Cand.data),
                                      static_cast<int64_t *>(Above.data)),
                     LOGPJIT_ERROR_RUNTIME);
  });
}

/// The shard inputs of the one-read top-k entry points (logits, targets, active,
/// temperature), checked, with T.
logpjit_status logpjit_op_topk_stats(logpjit_op_t *op, const DLTensor *logits,
                                     const DLTensor *targets, const DLTensor *active,
                                     const DLTensor *temperature, DLTensor *partials,
                                     DLTensor *target_logit, DLTensor *lane_stats, void *stream) {
  return entry("logpjit_op_topk_stats", [&]() -> Status {
    int64_t T = 0;
    ShardInputs in;
    std::vector<View> v;
    bool haveActive = false;
    if (Status s = topKShardInputs(op, "topk_stats", logits, targets, active, temperature, T, in, v,
                                   haveActive);
        !s.ok())
      return s;
    const Contract &c = op->op->contract();
    const int dev = op->rt->device();
    View P, TL, LS;
    for (Status s :
         {checkTensor(
              partials,
              {"partials", Elem::F32, {T, c.localTiles(), c.partialWidth()}, "[T, K_local, P]"}, c,
              dev, P),
          checkTensor(target_logit, {"target_logit", Elem::F32, {T}, "[T]"}, c, dev, TL),
          checkTensor(lane_stats,
                      {"lane_stats", Elem::I64, {T, c.localTiles(), c.lanes}, "[T, K_local, L]"}, c,
                      dev, LS),
          checkDisjoint({&P, &TL, &LS}, {&v[0], &v[1], haveActive ? &v[2] : nullptr,
                                         c.temperature_rows ? &v[3] : nullptr})})
      if (!s.ok())
        return s;
    useStream(op, stream);
    return fromError(op->op->topKStats(in, static_cast<float *>(P.data),
                                       static_cast<float *>(TL.data),
                                       static_cast<int64_t *>(LS.data)),
                     LOGPJIT_ERROR_RUNTIME);
  });
}

/// The merge's tensors of topk_select: lse (read by logpjit_op_topk_select(_v2); written
/// with logp and entropy by logpjit_op_topk_merge_select, `merged`).
struct MergeTensors {
  const DLTensor *lse;
  DLTensor *logp = nullptr, *entropy = nullptr;
  bool merged = false;
};

/// logpjit_op_topk_select(_v2) and logpjit_op_topk_merge_select: the tensors checked, then
/// Op::topKSelect or Op::topKMergeSelect with top_p.
static logpjit_status topKSelectEntry(const char *name, logpjit_op_t *op, const DLTensor *logits,
                                      const DLTensor *targets, const DLTensor *active,
                                      const DLTensor *temperature, const DLTensor *partials,
                                      const DLTensor *target_logit, const DLTensor *lane_stats,
                                      const MergeTensors &m, DLTensor *ids, DLTensor *logprobs,
                                      DLTensor *rank, float top_p, void *stream) {
  return entry(name, [&]() -> Status {
    int64_t T = 0;
    ShardInputs in;
    std::vector<View> v;
    bool haveActive = false;
    if (Status s = topKShardInputs(op, "topk_select", logits, targets, active, temperature, T, in,
                                   v, haveActive);
        !s.ok())
      return s;
    const Contract &c = op->op->contract();
    const int dev = op->rt->device();
    const int64_t k = c.top_k;
    const bool entropy = m.merged && c.want_entropy && m.entropy;
    if (m.merged && !c.want_entropy && m.entropy)
      return badArg("entropy: given, but the contract has want_entropy = 0 (it would not be "
                    "written): expected NULL");
    View P, TL, LS, Lse, Logp, H, Ids, Lps, Rank;
    for (Status s :
         {checkTensor(
              partials,
              {"partials", Elem::F32, {T, c.localTiles(), c.partialWidth()}, "[T, K_local, P]"}, c,
              dev, P),
          checkTensor(target_logit, {"target_logit", Elem::F32, {T}, "[T]"}, c, dev, TL),
          checkTensor(lane_stats,
                      {"lane_stats", Elem::I64, {T, c.localTiles(), c.lanes}, "[T, K_local, L]"}, c,
                      dev, LS),
          checkTensor(m.lse, {"lse", Elem::F32, {T}, "[T]"}, c, dev, Lse),
          m.merged ? checkTensor(m.logp, {"logp", Elem::F32, {T}, "[T]"}, c, dev, Logp) : Status{},
          entropy ? checkTensor(m.entropy, {"entropy", Elem::F32, {T}, "[T]"}, c, dev, H)
                  : Status{},
          checkTensor(ids, {"ids", Elem::I64, {T, k}, "[T, k]"}, c, dev, Ids),
          checkTensor(logprobs, {"logprobs", Elem::F32, {T, k}, "[T, k]"}, c, dev, Lps),
          checkTensor(rank, {"rank", Elem::I64, {T}, "[T]"}, c, dev, Rank),
          checkDisjoint({&Ids, &Lps, &Rank, m.merged ? &Lse : nullptr, m.merged ? &Logp : nullptr,
                         entropy ? &H : nullptr},
                        {&v[0], &v[1], haveActive ? &v[2] : nullptr,
                         c.temperature_rows ? &v[3] : nullptr, &P, &TL, &LS,
                         m.merged ? nullptr : &Lse})})
      if (!s.ok())
        return s;
    useStream(op, stream);
    const auto *parts = static_cast<const float *>(P.data);
    const auto *tl = static_cast<const float *>(TL.data);
    const auto *stats = static_cast<const int64_t *>(LS.data);
    auto *idsOut = static_cast<int64_t *>(Ids.data);
    auto *lpsOut = static_cast<float *>(Lps.data);
    auto *rankOut = static_cast<int64_t *>(Rank.data);
    auto *lse = static_cast<float *>(Lse.data);
    return fromError(
        m.merged
            ? op->op->topKMergeSelect(in, parts, tl, stats, lse, static_cast<float *>(Logp.data),
                                      static_cast<float *>(H.data), idsOut, lpsOut, rankOut, top_p)
            : op->op->topKSelect(in, parts, tl, stats, lse, idsOut, lpsOut, rankOut, top_p),
        LOGPJIT_ERROR_RUNTIME);
  });
}

logpjit_status logpjit_op_topk_select(logpjit_op_t *op, const DLTensor *logits,
                                      const DLTensor *targets, const DLTensor *active,
                                      const DLTensor *temperature, const DLTensor *partials,
                                      const DLTensor *target_logit, const DLTensor *lane_stats,
                                      const DLTensor *lse, DLTensor *ids, DLTensor *logprobs,
                                      DLTensor *rank, void *stream) {
  return topKSelectEntry("logpjit_op_topk_select", op, logits, targets, active, temperature,
                         partials, target_logit, lane_stats, MergeTensors{lse}, ids, logprobs, rank,
                         0.0f, stream);
}

logpjit_status logpjit_op_topk_select_v2(logpjit_op_t *op, const DLTensor *logits,
                                         const DLTensor *targets, const DLTensor *active,
                                         const DLTensor *temperature, const DLTensor *partials,
                                         const DLTensor *target_logit, const DLTensor *lane_stats,
                                         const DLTensor *lse, DLTensor *ids, DLTensor *logprobs,
                                         DLTensor *rank, float top_p, void *stream) {
  return topKSelectEntry("logpjit_op_topk_select_v2", op, logits, targets, active, temperature,
                         partials, target_logit, lane_stats, MergeTensors{lse}, ids, logprobs, rank,
                         top_p, stream);
}

logpjit_status logpjit_op_topk_merge_select(
    logpjit_op_t *op, const DLTensor *logits, const DLTensor *targets, const DLTensor *active,
    const DLTensor *temperature, const DLTensor *partials, const DLTensor *target_logit,
    const DLTensor *lane_stats, DLTensor *lse, DLTensor *logp, DLTensor *entropy, DLTensor *ids,
    DLTensor *logprobs, DLTensor *rank, float top_p, void *stream) {
  return topKSelectEntry("logpjit_op_topk_merge_select", op, logits, targets, active, temperature,
                         partials, target_logit, lane_stats, MergeTensors{lse, logp, entropy, true},
                         ids, logprobs, rank, top_p, stream);
}

logpjit_status logpjit_op_sampler(logpjit_op_t *op, const DLTensor *ids, const DLTensor *logprobs,
                                  const DLTensor *rank, const DLTensor *sampled, int64_t top_k,
                                  float top_p, DLTensor *logp, DLTensor *out_rank,
                                  DLTensor *out_ids, DLTensor *out_logprobs, DLTensor *kept,
                                  void *stream) {
  return entry("logpjit_op_sampler", [&]() -> Status {
    if (!op)
      return badArg("op: null handle");
    const Contract &c = op->op->contract();
    if (c.top_k <= 0)
      return badArg("op: its contract has top_k = 0 (no candidates): expected 1 <= top_k <= 64");
    const int dev = op->rt->device();
    int64_t T = 0;
    if (Status s = leadingDim(sampled, "sampled", 1, "[T]", T); !s.ok())
      return s;
    if (bool(out_ids) != bool(out_logprobs))
      return badArg("out_ids, out_logprobs: give both ([T, n]) or neither (n = 0)");
    int64_t n = 0;
    if (out_ids) {
      if (out_ids->ndim != 2)
        return badArg(fmt::format("out_ids: {} dimensions: expected [T, n]", out_ids->ndim));
      n = out_ids->shape[1];
    }
    const int64_t k = c.top_k;
    View Ids, Lps, Rank, S, L, R, OI, OL, K;
    for (Status s : {checkTensor(ids, {"ids", Elem::I64, {T, k}, "[T, k]"}, c, dev, Ids),
                     checkTensor(logprobs, {"logprobs", Elem::F32, {T, k}, "[T, k]"}, c, dev, Lps),
                     checkTensor(rank, {"rank", Elem::I64, {T}, "[T]"}, c, dev, Rank),
                     checkTensor(sampled, {"sampled", Elem::Index, {T}, "[T]"}, c, dev, S),
                     checkTensor(logp, {"logp", Elem::F32, {T}, "[T]"}, c, dev, L),
                     checkTensor(out_rank, {"out_rank", Elem::I64, {T}, "[T]"}, c, dev, R),
                     checkTensor(kept, {"kept", Elem::I64, {T}, "[T]"}, c, dev, K)})
      if (!s.ok())
        return s;
    if (out_ids)
      for (Status s :
           {checkTensor(out_ids, {"out_ids", Elem::I64, {T, n}, "[T, n]"}, c, dev, OI),
            checkTensor(out_logprobs, {"out_logprobs", Elem::F32, {T, n}, "[T, n]"}, c, dev, OL)})
        if (!s.ok())
          return s;
    if (Status s = checkDisjoint({&L, &R, &K, out_ids ? &OI : nullptr, out_ids ? &OL : nullptr},
                                 {&Ids, &Lps, &Rank, &S});
        !s.ok())
      return s;
    useStream(op, stream);
    return fromError(op->op->sampler(static_cast<const int64_t *>(Ids.data),
                                     static_cast<const float *>(Lps.data),
                                     static_cast<const int64_t *>(Rank.data), S.data, T, top_k,
                                     top_p, n, static_cast<float *>(L.data),
                                     static_cast<int64_t *>(R.data),
                                     static_cast<int64_t *>(OI.data), static_cast<float *>(OL.data),
                                     static_cast<int64_t *>(K.data)),
                     LOGPJIT_ERROR_RUNTIME);
  });
}

logpjit_status logpjit_op_topk_merge(logpjit_op_t *op, const DLTensor *gathered_candidates,
                                     const DLTensor *gathered_above, const DLTensor *targets,
                                     const DLTensor *active, const DLTensor *lse, DLTensor *ids,
                                     DLTensor *logprobs, DLTensor *rank, void *stream) {
  return entry("logpjit_op_topk_merge", [&]() -> Status {
    if (Status s = topKOp(op); !s.ok())
      return s;
    const Contract &c = op->op->contract();
    const int dev = op->rt->device();
    int64_t T = 0;
    if (Status s = leadingDim(targets, "targets", 1, "[T]", T); !s.ok())
      return s;
    View GC, GA, Tg, A, Lse, Ids, Lps, Rank;
    bool haveActive = false;
    const int64_t tp = c.tp_size, kl = c.localTiles(), k = c.top_k;
    for (Status s :
         {checkTensor(
              gathered_candidates,
              {"gathered_candidates", Elem::I64, {tp, T, kl, k}, "[tp_size, T, K_local, k]"}, c,
              dev, GC),
          checkTensor(gathered_above,
                      {"gathered_above", Elem::I64, {tp, T, kl}, "[tp_size, T, K_local]"}, c, dev,
                      GA),
          checkTensor(targets, {"targets", Elem::Index, {T}, "[T]"}, c, dev, Tg),
          checkActive(active, T, c, dev, A, haveActive),
          checkTensor(lse, {"lse", Elem::F32, {T}, "[T]"}, c, dev, Lse),
          checkTensor(ids, {"ids", Elem::I64, {T, k}, "[T, k]"}, c, dev, Ids),
          checkTensor(logprobs, {"logprobs", Elem::F32, {T, k}, "[T, k]"}, c, dev, Lps),
          checkTensor(rank, {"rank", Elem::I64, {T}, "[T]"}, c, dev, Rank),
          checkDisjoint({&Ids, &Lps, &Rank}, {&GC, &GA, &Tg, haveActive ? &A : nullptr, &Lse})})
      if (!s.ok())
        return s;
    useStream(op, stream);
    return fromError(
        op->op->topKMerge(static_cast<const int64_t *>(GC.data),
                          static_cast<const int64_t *>(GA.data), Tg.data,
                          static_cast<const uint8_t *>(A.data), T,
                          static_cast<const float *>(Lse.data), static_cast<int64_t *>(Ids.data),
                          static_cast<float *>(Lps.data), static_cast<int64_t *>(Rank.data)),
        LOGPJIT_ERROR_RUNTIME);
  });
}

} // extern "C"
