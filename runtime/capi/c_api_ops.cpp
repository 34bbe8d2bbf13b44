//===- c_api_ops.cpp - tile_stats, merge and backward of the C ABI ---------===//
//
// Each entry point checks every tensor (c_api_tensor.cpp) and that no output overlaps
// another output or an input, then calls the C++ Op on the caller's stream.
//
//===----------------------------------------------------------------------===//
#include "runtime/capi/c_api_internal.h"

#include <fmt/format.h>

using namespace logpjit;
using namespace logpjit::capi;

namespace logpjit::capi {

Status checkActive(const DLTensor *t, int64_t rows, const Contract &c, int device, View &out,
                   bool &given) {
  given = t != nullptr;
  if (c.mask_mode == MaskMode::ActiveMask)
    return checkTensor(t, {"active", Elem::Mask, {rows}, "[T]"}, c, device, out);
  if (t)
    return badArg("active: given, but the contract's mask_mode is LOGPJIT_MASK_IGNORE_INDEX "
                  "(inactive rows are marked by ignore_index): expected NULL");
  return {};
}

Status checkOptionalRows(const DLTensor *t, const char *name, int64_t rows, const Contract &c,
                         int device, View &out) {
  if (!t)
    return {};
  return checkTensor(t, {name, Elem::F32, {rows}, "[T]"}, c, device, out);
}

Status checkTemperature(const DLTensor *t, int64_t rows, const Contract &c, int device, View &out) {
  if (c.temperature_rows)
    return checkTensor(t, {"temperature", Elem::F32, {rows}, "[T]"}, c, device, out);
  if (t)
    return badArg("temperature: given, but the contract has temperature_rows = 0 (a scalar "
                  "temperature, or none): expected NULL");
  return {};
}

GradInputs GradRows::grads() const {
  GradInputs g;
  g.grad_logp = static_cast<const float *>(gradLogp.data);
  g.grad_logp_stride = gradLogp.step;
  g.grad_lse = static_cast<const float *>(gradLse.data);
  g.grad_entropy = static_cast<const float *>(gradEntropy.data);
  g.lse = static_cast<const float *>(lse.data);
  g.entropy = static_cast<const float *>(entropy.data);
  return g;
}

Status checkGradRows(const DLTensor *targets, const DLTensor *active, const DLTensor *temperature,
                     const DLTensor *grad_logp, const DLTensor *grad_lse,
                     const DLTensor *grad_entropy, const DLTensor *lse, const DLTensor *entropy,
                     int64_t rows, const Contract &c, int device, GradRows &out) {
  if (grad_entropy && !entropy)
    return badArg("entropy: null, but grad_entropy is given (expected the forward pass's "
                  "entropy, fp32 [T])");
  const int64_t T = rows;
  bool haveActive = false;
  for (Status s :
       {checkTensor(targets, {"targets", Elem::Index, {T}, "[T]"}, c, device, out.targets),
        checkActive(active, T, c, device, out.active, haveActive),
        checkTemperature(temperature, T, c, device, out.temperature),
        checkTensor(grad_logp, {"grad_logp", Elem::F32, {T}, "[T]", false, /*broadcast=*/true}, c,
                    device, out.gradLogp),
        checkOptionalRows(grad_lse, "grad_lse", T, c, device, out.gradLse),
        checkOptionalRows(grad_entropy, "grad_entropy", T, c, device, out.gradEntropy),
        checkTensor(lse, {"lse", Elem::F32, {T}, "[T]"}, c, device, out.lse),
        checkOptionalRows(entropy, "entropy", T, c, device, out.entropy)})
    if (!s.ok())
      return s;
  return {};
}

void useStream(logpjit_op_t *op, void *stream) {
  if (op->op->contract().target.arch != Arch::Host)
    op->op->setStream(stream);
}

} // namespace logpjit::capi

extern "C" {

logpjit_status logpjit_op_tile_stats(logpjit_op_t *op, const DLTensor *logits,
                                     const DLTensor *targets, const DLTensor *active,
                                     DLTensor *partials, DLTensor *target_logit, void *stream) {
  return logpjit_op_tile_stats_v2(op, logits, targets, active, nullptr, partials, target_logit,
                                  stream);
}

logpjit_status logpjit_op_tile_stats_v2(logpjit_op_t *op, const DLTensor *logits,
                                        const DLTensor *targets, const DLTensor *active,
                                        const DLTensor *temperature, DLTensor *partials,
                                        DLTensor *target_logit, void *stream) {
  return entry("logpjit_op_tile_stats", [&]() -> Status {
    if (!op)
      return badArg("op: null handle");
    const Contract &c = op->op->contract();
    const int dev = op->rt->device();
    int64_t T = 0;
    if (Status s = leadingDim(logits, "logits", 2, "[T, V_local]", T); !s.ok())
      return s;
    View L, Tg, A, Tau, P, TL;
    bool haveActive = false;
    for (Status s :
         {checkTensor(logits, {"logits", Elem::Logits, {T, c.shardCols()}, "[T, V_local]", true}, c,
                      dev, L),
          checkTensor(targets, {"targets", Elem::Index, {T}, "[T]"}, c, dev, Tg),
          checkActive(active, T, c, dev, A, haveActive),
          checkTemperature(temperature, T, c, dev, Tau),
          checkTensor(
              partials,
              {"partials", Elem::F32, {T, c.localTiles(), c.partialWidth()}, "[T, K_local, P]"}, c,
              dev, P),
          checkTensor(target_logit, {"target_logit", Elem::F32, {T}, "[T]"}, c, dev, TL),
          checkDisjoint({&P, &TL},
                        {&L, &Tg, haveActive ? &A : nullptr, c.temperature_rows ? &Tau : nullptr})})
      if (!s.ok())
        return s;
    const ShardInputs in = shardInputs(L, Tg, A, Tau, T);
    useStream(op, stream);
    return fromError(
        op->op->tileStats(in, static_cast<float *>(P.data), static_cast<float *>(TL.data)),
        LOGPJIT_ERROR_RUNTIME);
  });
}

logpjit_status logpjit_op_merge(logpjit_op_t *op, const DLTensor *gathered_partials,
                                const DLTensor *gathered_target_logit, const DLTensor *targets,
                                const DLTensor *active, DLTensor *lse, DLTensor *logp,
                                DLTensor *entropy, void *stream) {
  return logpjit_op_merge_v2(op, gathered_partials, gathered_target_logit, targets, active, nullptr,
                             lse, logp, entropy, stream);
}

logpjit_status logpjit_op_merge_v2(logpjit_op_t *op, const DLTensor *gathered_partials,
                                   const DLTensor *gathered_target_logit, const DLTensor *targets,
                                   const DLTensor *active, const DLTensor *temperature,
                                   DLTensor *lse, DLTensor *logp, DLTensor *entropy, void *stream) {
  return logpjit_op_merge_v3(op, gathered_partials, gathered_target_logit, targets, active,
                             temperature, lse, logp, entropy, 1, stream);
}

logpjit_status logpjit_op_merge_v3(logpjit_op_t *op, const DLTensor *gathered_partials,
                                   const DLTensor *gathered_target_logit, const DLTensor *targets,
                                   const DLTensor *active, const DLTensor *temperature,
                                   DLTensor *lse, DLTensor *logp, DLTensor *entropy, int64_t chunks,
                                   void *stream) {
  return entry("logpjit_op_merge", [&]() -> Status {
    if (!op)
      return badArg("op: null handle");
    const Contract &c = op->op->contract();
    if (chunks < 1 || c.localTiles() % chunks != 0)
      return badArg(fmt::format("chunks = {}: expected a divisor of K_local = {} (1, or "
                                "info.lm_head_chunks)",
                                chunks, c.localTiles()));
    const int dev = op->rt->device();
    int64_t T = 0;
    if (Status s = leadingDim(targets, "targets", 1, "[T]", T); !s.ok())
      return s;
    if (!c.want_entropy && entropy)
      return badArg("entropy: given, but the contract has want_entropy = 0 (it would not be "
                    "written): expected NULL");
    View GP, GT, Tg, A, Tau, Lse, Logp, H;
    bool haveActive = false;
    const int64_t tp = c.tp_size * chunks;
    const bool sub = chunks > 1;
    for (Status s :
         {checkTensor(
              gathered_partials,
              {"gathered_partials",
               Elem::F32,
               {tp, T, c.localTiles() / chunks, c.partialWidth()},
               sub ? "[tp_size * chunks, T, K_local / chunks, P]" : "[tp_size, T, K_local, P]"},
              c, dev, GP),
          checkTensor(gathered_target_logit,
                      {"gathered_target_logit",
                       Elem::F32,
                       {tp, T},
                       sub ? "[tp_size * chunks, T]" : "[tp_size, T]"},
                      c, dev, GT),
          checkTensor(targets, {"targets", Elem::Index, {T}, "[T]"}, c, dev, Tg),
          checkActive(active, T, c, dev, A, haveActive),
          checkTemperature(temperature, T, c, dev, Tau),
          checkTensor(lse, {"lse", Elem::F32, {T}, "[T]"}, c, dev, Lse),
          checkTensor(logp, {"logp", Elem::F32, {T}, "[T]"}, c, dev, Logp),
          c.want_entropy ? checkTensor(entropy, {"entropy", Elem::F32, {T}, "[T]"}, c, dev, H)
                         : Status{},
          checkDisjoint(
              {&Lse, &Logp, c.want_entropy ? &H : nullptr},
              {&GP, &GT, &Tg, haveActive ? &A : nullptr, c.temperature_rows ? &Tau : nullptr})})
      if (!s.ok())
        return s;
    useStream(op, stream);
    return fromError(
        op->op->merge(static_cast<const float *>(GP.data), static_cast<const float *>(GT.data),
                      Tg.data, static_cast<const uint8_t *>(A.data), T,
                      static_cast<float *>(Lse.data), static_cast<float *>(Logp.data),
                      static_cast<float *>(H.data), static_cast<const float *>(Tau.data), chunks),
        LOGPJIT_ERROR_RUNTIME);
  });
}

logpjit_status logpjit_op_forward(logpjit_op_t *op, const DLTensor *logits, const DLTensor *targets,
                                  const DLTensor *active, const DLTensor *temperature,
                                  DLTensor *partials, DLTensor *target_logit, DLTensor *lse,
                                  DLTensor *logp, DLTensor *entropy, void *stream) {
  return entry("logpjit_op_forward", [&]() -> Status {
    if (!op)
      return badArg("op: null handle");
    const Contract &c = op->op->contract();
    if (c.tp_size != 1)
      return badArg(fmt::format("op: its contract has tp_size = {}: logpjit_op_forward is the "
                                "TP = 1 form (expected tile_stats, the all-gather, then merge)",
                                c.tp_size));
    if (!c.want_entropy && entropy)
      return badArg("entropy: given, but the contract has want_entropy = 0 (it would not be "
                    "written): expected NULL");
    const int dev = op->rt->device();
    int64_t T = 0;
    if (Status s = leadingDim(logits, "logits", 2, "[T, V_local]", T); !s.ok())
      return s;
    View L, Tg, A, Tau, P, TL, Lse, Logp, H;
    bool haveActive = false;
    for (Status s :
         {checkTensor(logits, {"logits", Elem::Logits, {T, c.shardCols()}, "[T, V_local]", true}, c,
                      dev, L),
          checkTensor(targets, {"targets", Elem::Index, {T}, "[T]"}, c, dev, Tg),
          checkActive(active, T, c, dev, A, haveActive),
          checkTemperature(temperature, T, c, dev, Tau),
          checkTensor(
              partials,
              {"partials", Elem::F32, {T, c.localTiles(), c.partialWidth()}, "[T, K_local, P]"}, c,
              dev, P),
          checkTensor(target_logit, {"target_logit", Elem::F32, {T}, "[T]"}, c, dev, TL),
          checkTensor(lse, {"lse", Elem::F32, {T}, "[T]"}, c, dev, Lse),
          checkTensor(logp, {"logp", Elem::F32, {T}, "[T]"}, c, dev, Logp),
          c.want_entropy ? checkTensor(entropy, {"entropy", Elem::F32, {T}, "[T]"}, c, dev, H)
                         : Status{},
          checkDisjoint({&P, &TL, &Lse, &Logp, c.want_entropy ? &H : nullptr},
                        {&L, &Tg, haveActive ? &A : nullptr, c.temperature_rows ? &Tau : nullptr})})
      if (!s.ok())
        return s;
    const ShardInputs in = shardInputs(L, Tg, A, Tau, T);
    useStream(op, stream);
    auto *parts = static_cast<float *>(P.data);
    auto *tl = static_cast<float *>(TL.data);
    if (llvm::Error e = op->op->tileStats(in, parts, tl))
      return fromError(std::move(e), LOGPJIT_ERROR_RUNTIME);
    return fromError(op->op->merge(parts, tl, Tg.data, in.active, T, static_cast<float *>(Lse.data),
                                   static_cast<float *>(Logp.data), static_cast<float *>(H.data),
                                   in.temperature),
                     LOGPJIT_ERROR_RUNTIME);
  });
}

logpjit_status logpjit_op_backward(logpjit_op_t *op, const DLTensor *logits,
                                   const DLTensor *targets, const DLTensor *active,
                                   const DLTensor *grad_logp, const DLTensor *grad_lse,
                                   const DLTensor *grad_entropy, const DLTensor *lse,
                                   const DLTensor *entropy, DLTensor *grad_logits, void *stream) {
  return logpjit_op_backward_v2(op, logits, targets, active, nullptr, grad_logp, grad_lse,
                                grad_entropy, lse, entropy, grad_logits, stream);
}

logpjit_status logpjit_op_backward_v2(logpjit_op_t *op, const DLTensor *logits,
                                      const DLTensor *targets, const DLTensor *active,
                                      const DLTensor *temperature, const DLTensor *grad_logp,
                                      const DLTensor *grad_lse, const DLTensor *grad_entropy,
                                      const DLTensor *lse, const DLTensor *entropy,
                                      DLTensor *grad_logits, void *stream) {
  return entry("logpjit_op_backward", [&]() -> Status {
    if (!op)
      return badArg("op: null handle");
    const Contract &c = op->op->contract();
    const int dev = op->rt->device();
    int64_t T = 0;
    if (Status s = leadingDim(logits, "logits", 2, "[T, V_local]", T); !s.ok())
      return s;
    View L, GL;
    GradRows r;
    const Expect logitsShape{"logits", Elem::Logits, {T, c.shardCols()}, "[T, V_local]", true};
    Expect gradShape = logitsShape;
    gradShape.name = "grad_logits";
    for (Status s : {checkTensor(logits, logitsShape, c, dev, L),
                     checkGradRows(targets, active, temperature, grad_logp, grad_lse, grad_entropy,
                                   lse, entropy, T, c, dev, r),
                     checkTensor(grad_logits, gradShape, c, dev, GL),
                     checkDisjoint({&GL}, {&L, &r.targets, &r.active, &r.gradLogp, &r.gradLse,
                                           &r.gradEntropy, &r.lse, &r.entropy, &r.temperature})})
      if (!s.ok())
        return s;
    const ShardInputs in = shardInputs(L, r.targets, r.active, r.temperature, T);
    const GradInputs g = r.grads();
    useStream(op, stream);
    return fromError(op->op->backward(in, g, GL.data, GL.rowStride), LOGPJIT_ERROR_RUNTIME);
  });
}

} // extern "C"
