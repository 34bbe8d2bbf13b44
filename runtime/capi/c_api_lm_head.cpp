//===- c_api_lm_head.cpp - The LM head of the C ABI (versions 4, 7, 8, 12) -===//
//
// logpjit_op_lm_head and logpjit_op_lm_head_tile_stats (docs/spec.md §16): hidden [T, H]
// and this rank's weight rows [V_local, H] checked as every tensor of the C ABI is
// (c_api_tensor.cpp), then the C++ Op on the caller's stream. Their merge is
// logpjit_op_merge_v3 (c_api_ops.cpp). The backward (version 7): logpjit_op_lm_head_backward
// per rank, logpjit_op_lm_head_grad_hidden on the gathered partials; version 8's _v2 takes
// grad_weight in the hidden dtype too; version 12's tile_stats_v2 / backward_v3 keep a block
// of rows' logits from the forward for the backward (saved_logits).
//
//===----------------------------------------------------------------------===//
#include "runtime/capi/c_api_internal.h"

#include <fmt/format.h>

using namespace logpjit;
using namespace logpjit::capi;

namespace {

/// The LM head's hidden [T, H] and weight [V_local, H], checked; `T` from hidden.
Status lmHeadOperands(logpjit_op_t *op, const DLTensor *hidden, const DLTensor *weight, int64_t &T,
                      View &Hd, View &W) {
  if (!op)
    return badArg("op: null handle");
  const Contract &c = op->op->contract();
  if (!c.lmHead())
    return badArg("op: its contract has hidden_size = 0 (no LM head): set contract.hidden_size "
                  "to H to pass hidden states");
  const int dev = op->rt->device();
  if (Status s = leadingDim(hidden, "hidden", 2, "[T, H]", T); !s.ok())
    return s;
  for (Status s :
       {checkTensor(hidden, {"hidden", Elem::Hidden, {T, c.hidden_size}, "[T, H]", true}, c, dev,
                    Hd),
        checkTensor(weight,
                    {"weight", Elem::Hidden, {c.shardCols(), c.hidden_size}, "[V_local, H]", true},
                    c, dev, W)})
    if (!s.ok())
      return s;
  return {};
}

LmHeadInputs lmHeadInputs(const View &Hd, const View &W, int64_t T) {
  LmHeadInputs in;
  in.hidden = Hd.data;
  in.hidden_stride = Hd.rowStride;
  in.weight = W.data;
  in.weight_stride = W.rowStride;
  in.rows = T;
  return in;
}

/// saved_logits [S, V_local] of a call of T rows (S <= T), checked; NULL: an empty view.
Status checkSaved(const DLTensor *saved, int64_t T, const Contract &c, int dev,
                  LmHeadSavedLogits &out, View &v) {
  if (!saved)
    return {};
  int64_t S = 0;
  if (Status s = leadingDim(saved, "saved_logits", 2, "[S, V_local]", S); !s.ok())
    return s;
  if (S > T)
    return badArg(fmt::format("saved_logits: {} rows: the call's first S rows whose logits are "
                              "kept; expected S <= T = {}",
                              S, T));
  if (Status s = checkTensor(
          saved, {"saved_logits", Elem::Logits, {S, c.shardCols()}, "[S, V_local]", true}, c, dev,
          v);
      !s.ok())
    return s;
  out = LmHeadSavedLogits{v.data, S, v.rowStride};
  return {};
}

/// logpjit_op_lm_head_tile_stats(_v2); `saved` NULL: nothing kept.
Status lmHeadTileStats(logpjit_op_t *op, const DLTensor *hidden, const DLTensor *weight,
                       const DLTensor *targets, const DLTensor *active, const DLTensor *temperature,
                       DLTensor *partials, DLTensor *target_logit, DLTensor *saved, void *stream) {
  int64_t T = 0;
  View Hd, W, Tg, A, Tau, P, TL, Sv;
  LmHeadSavedLogits kept;
  if (Status s = lmHeadOperands(op, hidden, weight, T, Hd, W); !s.ok())
    return s;
  const Contract &c = op->op->contract();
  const int dev = op->rt->device();
  const int64_t C = op->op->lmHeadChunks();
  bool haveActive = false;
  for (Status s :
       {checkTensor(targets, {"targets", Elem::Index, {T}, "[T]"}, c, dev, Tg),
        checkActive(active, T, c, dev, A, haveActive),
        checkTemperature(temperature, T, c, dev, Tau),
        checkTensor(partials,
                    {"partials",
                     Elem::F32,
                     {C, T, c.localTiles() / C, c.partialWidth()},
                     "[C, T, K_local / C, P] (C = info.lm_head_chunks)"},
                    c, dev, P),
        checkTensor(target_logit, {"target_logit", Elem::F32, {C, T}, "[C, T]"}, c, dev, TL),
        checkSaved(saved, T, c, dev, kept, Sv),
        checkDisjoint({&P, &TL, &Sv}, {&Hd, &W, &Tg, haveActive ? &A : nullptr,
                                       c.temperature_rows ? &Tau : nullptr})})
    if (!s.ok())
      return s;
  LmHeadInputs in = lmHeadInputs(Hd, W, T);
  in.targets = Tg.data;
  in.active = static_cast<const uint8_t *>(A.data);
  in.temperature = static_cast<const float *>(Tau.data);
  useStream(op, stream);
  return fromError(op->op->lmHeadTileStats(in, static_cast<float *>(P.data),
                                           static_cast<float *>(TL.data), kept),
                   LOGPJIT_ERROR_RUNTIME);
}

} // namespace

extern "C" {

logpjit_status logpjit_op_lm_head(logpjit_op_t *op, const DLTensor *hidden, const DLTensor *weight,
                                  DLTensor *logits, void *stream) {
  return entry("logpjit_op_lm_head", [&]() -> Status {
    int64_t T = 0;
    View Hd, W, L;
    if (Status s = lmHeadOperands(op, hidden, weight, T, Hd, W); !s.ok())
      return s;
    const Contract &c = op->op->contract();
    for (Status s :
         {checkTensor(logits, {"logits", Elem::Logits, {T, c.shardCols()}, "[T, V_local]", true}, c,
                      op->rt->device(), L),
          checkDisjoint({&L}, {&Hd, &W})})
      if (!s.ok())
        return s;
    useStream(op, stream);
    return fromError(op->op->lmHead(lmHeadInputs(Hd, W, T), L.data, L.rowStride),
                     LOGPJIT_ERROR_RUNTIME);
  });
}

logpjit_status logpjit_op_lm_head_tile_stats(logpjit_op_t *op, const DLTensor *hidden,
                                             const DLTensor *weight, const DLTensor *targets,
                                             const DLTensor *active, const DLTensor *temperature,
                                             DLTensor *partials, DLTensor *target_logit,
                                             void *stream) {
  return entry("logpjit_op_lm_head_tile_stats", [&]() -> Status {
    return lmHeadTileStats(op, hidden, weight, targets, active, temperature, partials, target_logit,
                           nullptr, stream);
  });
}

logpjit_status logpjit_op_lm_head_tile_stats_v2(logpjit_op_t *op, const DLTensor *hidden,
                                                const DLTensor *weight, const DLTensor *targets,
                                                const DLTensor *active, const DLTensor *temperature,
                                                DLTensor *partials, DLTensor *target_logit,
                                                DLTensor *saved_logits, void *stream) {
  return entry("logpjit_op_lm_head_tile_stats_v2", [&]() -> Status {
    return lmHeadTileStats(op, hidden, weight, targets, active, temperature, partials, target_logit,
                           saved_logits, stream);
  });
}

namespace {

bool isF32(const DLTensor *t) {
  return t->dtype.code == kDLFloat && t->dtype.bits == 32 && t->dtype.lanes == 1;
}

/// logpjit_op_lm_head_backward(_v2, _v3): `grad_weight` fp32 (v1) or fp32 / the hidden dtype
/// (v2, v3), `low` its 16-bit chain's low halves, `flags` LOGPJIT_GRAD_WEIGHT_*, `saved` the
/// forward's kept logits (v3; NULL: none), which the backward may overwrite.
Status lmHeadBackward(logpjit_op_t *op, const DLTensor *hidden, const DLTensor *weight,
                      const DLTensor *targets, const DLTensor *active, const DLTensor *temperature,
                      const DLTensor *grad_logp, const DLTensor *grad_lse,
                      const DLTensor *grad_entropy, const DLTensor *lse, const DLTensor *entropy,
                      DLTensor *saved, DLTensor *grad_hidden_partial, DLTensor *grad_weight,
                      DLTensor *low, Elem weightElem, int flags, void *stream) {
  int64_t T = 0;
  View Hd, W, GHp, GW, Lo, Sv;
  GradRows r;
  LmHeadSavedLogits kept;
  if (Status s = lmHeadOperands(op, hidden, weight, T, Hd, W); !s.ok())
    return s;
  if (flags & ~(LOGPJIT_GRAD_WEIGHT_ACCUMULATE | LOGPJIT_GRAD_WEIGHT_CONTINUES))
    return badArg(fmt::format("flags = {:#x}: expected LOGPJIT_GRAD_WEIGHT_ACCUMULATE | "
                              "LOGPJIT_GRAD_WEIGHT_CONTINUES bits only",
                              flags));
  if (low && !grad_weight)
    return badArg("grad_weight_low: given without grad_weight");
  const Contract &c = op->op->contract();
  const int dev = op->rt->device();
  const int64_t H = c.hidden_size;
  for (Status s :
       {checkGradRows(targets, active, temperature, grad_logp, grad_lse, grad_entropy, lse, entropy,
                      T, c, dev, r),
        checkTensor(grad_hidden_partial, {"grad_hidden_partial", Elem::F32, {T, H}, "[T, H]"}, c,
                    dev, GHp),
        grad_weight ? checkTensor(grad_weight,
                                  {"grad_weight", weightElem, {c.shardCols(), H}, "[V_local, H]"},
                                  c, dev, GW)
                    : Status{},
        low ? checkTensor(low,
                          {"grad_weight_low", Elem::Bits16, {c.shardCols(), H}, "[V_local, H]"}, c,
                          dev, Lo)
            : Status{},
        checkSaved(saved, T, c, dev, kept, Sv),
        checkDisjoint({&GHp, &GW, &Lo, &Sv},
                      {&Hd, &W, &r.targets, &r.active, &r.gradLogp, &r.gradLse, &r.gradEntropy,
                       &r.lse, &r.entropy, &r.temperature})})
    if (!s.ok())
      return s;
  if (low && GW.data && isF32(grad_weight))
    return badArg("grad_weight_low: given with an fp32 grad_weight (only a 16-bit grad_weight "
                  "keeps its chain's low halves there)");
  LmHeadInputs in = lmHeadInputs(Hd, W, T);
  in.targets = r.targets.data;
  in.active = static_cast<const uint8_t *>(r.active.data);
  in.temperature = static_cast<const float *>(r.temperature.data);
  const GradInputs g = r.grads();
  GradWeightOut gw;
  gw.data = GW.data;
  gw.dtype = grad_weight && !isF32(grad_weight) ? c.hidden_dtype : DType::F32;
  gw.accumulate = flags & LOGPJIT_GRAD_WEIGHT_ACCUMULATE;
  gw.finish = !(flags & LOGPJIT_GRAD_WEIGHT_CONTINUES);
  gw.low = static_cast<uint16_t *>(Lo.data);
  useStream(op, stream);
  return fromError(op->op->lmHeadBackward(in, g, static_cast<float *>(GHp.data), gw, kept),
                   LOGPJIT_ERROR_RUNTIME);
}

} // namespace

logpjit_status logpjit_op_lm_head_backward(logpjit_op_t *op, const DLTensor *hidden,
                                           const DLTensor *weight, const DLTensor *targets,
                                           const DLTensor *active, const DLTensor *temperature,
                                           const DLTensor *grad_logp, const DLTensor *grad_lse,
                                           const DLTensor *grad_entropy, const DLTensor *lse,
                                           const DLTensor *entropy, DLTensor *grad_hidden_partial,
                                           DLTensor *grad_weight, int accumulate_weight,
                                           void *stream) {
  return entry("logpjit_op_lm_head_backward", [&]() -> Status {
    return lmHeadBackward(op, hidden, weight, targets, active, temperature, grad_logp, grad_lse,
                          grad_entropy, lse, entropy, nullptr, grad_hidden_partial, grad_weight,
                          nullptr, Elem::F32,
                          accumulate_weight ? LOGPJIT_GRAD_WEIGHT_ACCUMULATE : 0, stream);
  });
}

logpjit_status logpjit_op_lm_head_backward_v2(logpjit_op_t *op, const DLTensor *hidden,
                                              const DLTensor *weight, const DLTensor *targets,
                                              const DLTensor *active, const DLTensor *temperature,
                                              const DLTensor *grad_logp, const DLTensor *grad_lse,
                                              const DLTensor *grad_entropy, const DLTensor *lse,
                                              const DLTensor *entropy,
                                              DLTensor *grad_hidden_partial, DLTensor *grad_weight,
                                              DLTensor *grad_weight_low, int flags, void *stream) {
  return entry("logpjit_op_lm_head_backward_v2", [&]() -> Status {
    return lmHeadBackward(op, hidden, weight, targets, active, temperature, grad_logp, grad_lse,
                          grad_entropy, lse, entropy, nullptr, grad_hidden_partial, grad_weight,
                          grad_weight_low, Elem::F32OrHidden, flags, stream);
  });
}

logpjit_status logpjit_op_lm_head_backward_v3(logpjit_op_t *op, const DLTensor *hidden,
                                              const DLTensor *weight, const DLTensor *targets,
                                              const DLTensor *active, const DLTensor *temperature,
                                              const DLTensor *grad_logp, const DLTensor *grad_lse,
                                              const DLTensor *grad_entropy, const DLTensor *lse,
                                              const DLTensor *entropy, DLTensor *saved_logits,
                                              DLTensor *grad_hidden_partial, DLTensor *grad_weight,
                                              DLTensor *grad_weight_low, int flags, void *stream) {
  return entry("logpjit_op_lm_head_backward_v3", [&]() -> Status {
    return lmHeadBackward(op, hidden, weight, targets, active, temperature, grad_logp, grad_lse,
                          grad_entropy, lse, entropy, saved_logits, grad_hidden_partial,
                          grad_weight, grad_weight_low, Elem::F32OrHidden, flags, stream);
  });
}

logpjit_status logpjit_op_lm_head_grad_hidden(logpjit_op_t *op, const DLTensor *gathered_partials,
                                              DLTensor *grad_hidden, void *stream) {
  return entry("logpjit_op_lm_head_grad_hidden", [&]() -> Status {
    if (!op)
      return badArg("op: null handle");
    const Contract &c = op->op->contract();
    if (!c.lmHead())
      return badArg("op: its contract has hidden_size = 0 (no LM head)");
    const int dev = op->rt->device();
    int64_t T = 0;
    if (Status s = leadingDim(grad_hidden, "grad_hidden", 2, "[T, H]", T); !s.ok())
      return s;
    View P, G;
    for (Status s :
         {checkTensor(
              gathered_partials,
              {"gathered_partials", Elem::F32, {c.tp_size, T, c.hidden_size}, "[tp_size, T, H]"}, c,
              dev, P),
          checkTensor(grad_hidden,
                      {"grad_hidden", Elem::Hidden, {T, c.hidden_size}, "[T, H]", true}, c, dev, G),
          checkDisjoint({&G}, {&P})})
      if (!s.ok())
        return s;
    useStream(op, stream);
    return fromError(
        op->op->lmHeadGradHidden(static_cast<const float *>(P.data), T, G.data, G.rowStride),
        LOGPJIT_ERROR_RUNTIME);
  });
}

} // extern "C"
