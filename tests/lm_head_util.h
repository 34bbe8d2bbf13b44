//===- lm_head_util.h - LM-head problems, runs and the fp64 GEMM reference --===//
//
// Shared by the host (tests/numerics/lm_head_test.cpp) and sm_90 (tests/gpu/lm_head_test.cpp)
// tests: seeded hidden states and weights, the materialized path (lm_head, then tile_stats and
// merge on the logits) and the fused one (lm_head tile_stats per rank, one merge), every buffer
// in the target's memory (DeviceBuffer), results read back to the host.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "logpjit/buffer.h"
#include "reference.h"
#include "runtime/core/tp_sim.h"
#include "test_util.h"

#include <cmath>
#include <cstring>
#include <numeric>

namespace logpjit::test {

/// Hidden states [T, H] and the full weight [V, H] (bf16 or fp16 bits), targets [T].
struct LmProblem {
  DType in = DType::BF16;
  int64_t T = 0, V = 0, H = 0;
  std::vector<uint16_t> hidden, weight;
  std::vector<int64_t> targets;
  std::vector<uint8_t> active;    ///< empty: every row active (ignore_index mode)
  std::vector<float> temperature; ///< [T] tau per row (temperature_rows contracts)

  double h(int64_t t, int64_t k) const { return decodeOne(in, &hidden[size_t(t * H + k)]); }
  double w(int64_t j, int64_t k) const { return decodeOne(in, &weight[size_t(j * H + k)]); }
  /// The exact logit (fp64 products and sum: exact for H <= 2^22 bf16/fp16 pairs up to the
  /// final double rounding) and the sum of |products|, the GEMM's error scale.
  std::pair<double, double> exact(int64_t t, int64_t j) const {
    double s = 0, a = 0;
    for (int64_t k = 0; k < H; ++k) {
      s += h(t, k) * w(j, k);
      a += std::abs(h(t, k) * w(j, k));
    }
    return {s, a};
  }
};

/// Hidden ~ N(0, 1) and weight ~ N(0, sigma / sqrt(H)), so that logits are ~ N(0, sigma);
/// targets uniform over [0, vr).
inline LmProblem makeLmProblem(uint64_t seed, DType in, int64_t T, int64_t V, int64_t H, int64_t vr,
                               double sigma = 2.0) {
  ref::Rng rng(seed);
  LmProblem p;
  p.in = in;
  p.T = T, p.V = V, p.H = H;
  p.hidden.resize(size_t(T * H));
  p.weight.resize(size_t(V * H));
  for (uint16_t &x : p.hidden)
    encodeOne(in, rng.normal(0, 1), &x);
  for (uint16_t &x : p.weight)
    encodeOne(in, rng.normal(0, sigma / std::sqrt(double(H))), &x);
  for (int64_t t = 0; t < T; ++t)
    p.targets.push_back(int64_t(rng.below(uint64_t(vr))));
  return p;
}

inline Contract lmContract(const Contract &base, int64_t H, DType in) {
  Contract c = base;
  c.hidden_size = H;
  c.hidden_dtype = in;
  return c;
}

template <class T> DeviceBuffer toTarget(Arch a, const T *data, size_t n) {
  DeviceBuffer b = must(DeviceBuffer::allocate(a, std::max<size_t>(n * sizeof(T), 16)));
  if (n)
    must(b.upload(data, n * sizeof(T)));
  return b;
}
template <class T> std::vector<T> fromTarget(const DeviceBuffer &b, size_t n) {
  std::vector<T> v(n);
  if (n)
    must(b.download(v.data(), n * sizeof(T)));
  return v;
}

/// logp, lse, entropy (fp32 [T] each; sameForward compares them) and the materialized
/// logits' bytes (when asked for).
struct LmOutputs : ForwardResult {
  std::vector<uint8_t> logits;
};

/// The problem's rows [r0, r0 + n) (all rows: n = T) in the target's memory.
struct LmOnTarget {
  DeviceBuffer hidden, weight, targets, active, temperature;
  int64_t rows;
  LmOnTarget(Arch a, const LmProblem &p, const std::vector<int64_t> &rowsTaken) {
    std::vector<uint16_t> hs;
    std::vector<int64_t> tg;
    std::vector<uint8_t> act;
    std::vector<float> tau;
    for (int64_t t : rowsTaken) {
      hs.insert(hs.end(), p.hidden.begin() + t * p.H, p.hidden.begin() + (t + 1) * p.H);
      tg.push_back(p.targets[size_t(t)]);
      act.push_back(p.active.empty() ? 1 : p.active[size_t(t)]);
      tau.push_back(p.temperature.empty() ? 1.0f : p.temperature[size_t(t)]);
    }
    rows = int64_t(rowsTaken.size());
    hidden = toTarget(a, hs.data(), hs.size());
    weight = toTarget(a, p.weight.data(), p.weight.size());
    targets = toTarget(a, tg.data(), tg.size());
    active = toTarget(a, act.data(), act.size());
    temperature = toTarget(a, tau.data(), tau.size());
  }
  LmHeadInputs inputs(const Contract &c, const LmProblem &p) const {
    LmHeadInputs in;
    in.hidden = hidden.data();
    in.hidden_stride = p.H;
    in.weight =
        static_cast<const char *>(weight.data()) + size_t(c.shardStart() * p.H) * dtypeSize(p.in);
    in.weight_stride = p.H;
    in.targets = targets.data();
    in.active =
        c.mask_mode == MaskMode::ActiveMask ? static_cast<const uint8_t *>(active.data()) : nullptr;
    in.rows = rows;
    in.temperature = c.temperature_rows ? static_cast<const float *>(temperature.data()) : nullptr;
    return in;
  }
};

inline std::vector<int64_t> allRows(int64_t T) {
  std::vector<int64_t> r(static_cast<size_t>(T));
  std::iota(r.begin(), r.end(), int64_t(0));
  return r;
}

/// lm_head's logits of the whole vocab (TP 1), then the forward on them at c.tp_size.
inline LmOutputs runMaterialized(Runtime &rt, const Contract &c, const LmProblem &p,
                                 const std::vector<int64_t> &rowsTaken) {
  const Arch a = c.target.arch;
  LmOnTarget d(a, p, rowsTaken);
  Contract c1 = c;
  c1.tp_size = 1;
  c1.tp_rank = 0;
  auto op = must(rt.getOp(c1));
  const int64_t T = d.rows, V = c.vocab;
  DeviceBuffer logits =
      must(DeviceBuffer::allocate(a, std::max<size_t>(T * V * dtypeSize(c.dtype), 16)));
  LmHeadInputs in = d.inputs(c1, p);
  must(op->lmHead(in, logits.data(), V));
  FullInputs full;
  full.logits = logits.data();
  full.row_stride = V;
  full.targets = in.targets;
  full.active = in.active;
  full.rows = T;
  full.temperature = in.temperature;
  LmOutputs r;
  static_cast<ForwardResult &>(r) = must(simulatedForward(rt, c, full));
  r.logits = fromTarget<uint8_t>(logits, size_t(T * V) * dtypeSize(c.dtype));
  return r;
}

/// The fused forward at c.tp_size (simulatedLmHeadForward: every rank's lmHeadTileStats,
/// one merge).
inline LmOutputs runFused(Runtime &rt, const Contract &c, const LmProblem &p,
                          const std::vector<int64_t> &rowsTaken) {
  LmOnTarget d(c.target.arch, p, rowsTaken);
  const LmHeadInputs in = d.inputs(c, p); // rank 0's view: the weight's first row
  LmHeadFullInputs full;
  full.hidden = in.hidden;
  full.hidden_stride = in.hidden_stride;
  full.weight = d.weight.data();
  full.weight_stride = p.H;
  full.targets = in.targets;
  full.active = in.active;
  full.rows = in.rows;
  full.temperature = in.temperature;
  LmOutputs r;
  static_cast<ForwardResult &>(r) = must(simulatedLmHeadForward(rt, c, full));
  return r;
}

/// The LM head's gradients of the rows taken: grad_hidden [n, H] (hidden dtype bits) and
/// grad_weight fp32 [V, H], with the forward they came from.
struct LmGrads {
  LmOutputs forward;
  std::vector<uint16_t> hidden;
  std::vector<float> weight;
};

/// The fused forward, then simulatedLmHeadBackward at c.tp_size with upstream gradients
/// grad_logp (and grad_entropy when given) of the problem's rows, taken as the rows are.
/// `weightInit`: grad_weight's values before an accumulating call (nullptr: a plain one).
inline LmGrads runLmBackward(Runtime &rt, const Contract &c, const LmProblem &p,
                             const std::vector<int64_t> &rowsTaken,
                             const std::vector<float> &gradLogp,
                             const std::vector<float> *gradEntropy = nullptr,
                             const std::vector<float> *weightInit = nullptr) {
  const Arch a = c.target.arch;
  LmGrads out;
  out.forward = runFused(rt, c, p, rowsTaken);
  LmOnTarget d(a, p, rowsTaken);
  const LmHeadInputs in = d.inputs(c, p);
  LmHeadFullInputs full;
  full.hidden = in.hidden;
  full.hidden_stride = in.hidden_stride;
  full.weight = d.weight.data();
  full.weight_stride = p.H;
  full.targets = in.targets;
  full.active = in.active;
  full.rows = in.rows;
  std::vector<float> gl, ge;
  for (int64_t t : rowsTaken) {
    gl.push_back(gradLogp[size_t(t)]);
    if (gradEntropy)
      ge.push_back((*gradEntropy)[size_t(t)]);
  }
  const size_t n = rowsTaken.size();
  DeviceBuffer glB = toTarget(a, gl.data(), n), geB = toTarget(a, ge.data(), ge.size());
  DeviceBuffer lse = toTarget(a, out.forward.lse.data(), n);
  DeviceBuffer ent = toTarget(a, out.forward.entropy.data(), out.forward.entropy.size());
  GradInputs g;
  g.grad_logp = static_cast<const float *>(glB.data());
  g.lse = static_cast<const float *>(lse.data());
  if (gradEntropy) {
    g.grad_entropy = static_cast<const float *>(geB.data());
    g.entropy = static_cast<const float *>(ent.data());
  }
  const size_t wn = size_t(p.V * p.H);
  DeviceBuffer gh = must(DeviceBuffer::allocate(a, std::max<size_t>(n * p.H * 2, 16)));
  DeviceBuffer gw =
      weightInit ? toTarget(a, weightInit->data(), wn) : must(DeviceBuffer::allocate(a, wn * 4));
  must(simulatedLmHeadBackward(rt, c, full, g, gh.data(), static_cast<float *>(gw.data()),
                               weightInit != nullptr));
  out.hidden = fromTarget<uint16_t>(gh, n * p.H);
  out.weight = fromTarget<float>(gw, wn);
  return out;
}

/// grad_weight in the hidden dtype (GradWeightOut, TP 1) from lmHeadBackward over the
/// problem's rows in calls of `callRows` rows (its 16-bit chain carried across the calls in
/// a buffer of low halves), with the forward's lse `lse` and upstream gradient `gradLogp`.
inline std::vector<uint16_t> runLmGradWeight16(Runtime &rt, const Contract &c, const LmProblem &p,
                                               const std::vector<float> &lse,
                                               const std::vector<float> &gradLogp,
                                               int64_t callRows) {
  const Arch a = c.target.arch;
  auto op = must(rt.getOp(c));
  const size_t wn = size_t(p.V * p.H);
  DeviceBuffer gw = must(DeviceBuffer::allocate(a, wn * 2)),
               low = must(DeviceBuffer::allocate(a, wn * 2));
  for (int64_t r0 = 0; r0 < std::max<int64_t>(p.T, 1); r0 += callRows) {
    const int64_t r1 = std::min(p.T, r0 + callRows);
    std::vector<int64_t> rows;
    for (int64_t t = r0; t < r1; ++t)
      rows.push_back(t);
    LmOnTarget d(a, p, rows);
    const size_t n = rows.size();
    DeviceBuffer glB = toTarget(a, gradLogp.data() + r0, n), lseB = toTarget(a, lse.data() + r0, n);
    DeviceBuffer part = must(DeviceBuffer::allocate(a, std::max<size_t>(n * p.H * 4, 16)));
    GradInputs g;
    g.grad_logp = static_cast<const float *>(glB.data());
    g.lse = static_cast<const float *>(lseB.data());
    GradWeightOut w;
    w.data = gw.data();
    w.dtype = c.hidden_dtype;
    w.accumulate = r0 > 0;
    w.finish = r1 == p.T;
    w.low = static_cast<uint16_t *>(low.data());
    must(op->lmHeadBackward(d.inputs(c, p), g, static_cast<float *>(part.data()), w));
  }
  return fromTarget<uint16_t>(gw, wn);
}

/// `w` rounded once to `dt` (bf16 or fp16; nearest even).
inline std::vector<uint16_t> roundedTo(DType dt, const std::vector<float> &w) {
  std::vector<uint16_t> r(w.size());
  for (size_t i = 0; i < w.size(); ++i)
    r[i] = dt == DType::F16 ? ref::floatToFp16(w[i]) : ref::floatToBf16(w[i]);
  return r;
}

inline std::vector<float> normals(const std::string &what, int64_t n) {
  ref::Rng rng(freshSeed(what));
  std::vector<float> v(static_cast<size_t>(n));
  for (float &x : v)
    x = float(rng.normal(0, 1));
  return v;
}

inline bool sameBits(const LmGrads &a, const LmGrads &b) {
  return a.hidden == b.hidden && a.weight.size() == b.weight.size() &&
         std::memcmp(a.weight.data(), b.weight.data(), a.weight.size() * 4) == 0;
}

/// Checks both gradients against fp64: dz = g (1[j = target] - p) + g_H p (lse - x - H)
/// with p = exp(x - lse) from the kernel's logits x (materialized) and forward lse, H; then
/// grad_hidden = dz W and grad_weight = dz^T hidden in fp64. Bound per element: dz's
/// rounding to the hidden dtype and its fp32 terms (2 u |dz|), the fp32 sums (gamma_n) over
/// sum |products|, and grad_hidden's final rounding (u |ref|). gamma_n covers the sm_90
/// tensor core too (n / 16 steps of at most 2^-22 each: below n 2^-24).
inline void expectCloseToFp64(Runtime &rt, const Contract &c, const LmProblem &p, const LmGrads &g,
                              const std::vector<float> &gl, const std::vector<float> *ge) {
  const int64_t T = p.T, V = p.V, H = p.H, vr = c.realVocab();
  const LmOutputs m = runMaterialized(rt, c, p, allRows(T));
  const double u = p.in == DType::BF16 ? 0x1p-8 : 0x1p-11;
  std::vector<double> dz(size_t(T * V), 0.0);
  for (int64_t t = 0; t < T; ++t) {
    const bool active =
        p.active.empty() ? p.targets[size_t(t)] != c.ignore_index : p.active[size_t(t)] != 0;
    if (!active)
      continue;
    const double lse = g.forward.lse[size_t(t)];
    for (int64_t j = 0; j < vr; ++j) {
      const double x = decodeOne(c.dtype, m.logits.data() + size_t(t * V + j) * dtypeSize(c.dtype));
      const double pj = std::exp(x - lse);
      double d = gl[size_t(t)] * ((j == p.targets[size_t(t)] ? 1.0 : 0.0) - pj);
      if (ge)
        d += (*ge)[size_t(t)] * pj * (lse - x - g.forward.entropy[size_t(t)]);
      dz[size_t(t * V + j)] = d;
    }
  }
  auto gamma = [](int64_t n) { return n * kEps32 / (1 - n * kEps32); };
  for (int64_t t = 0; t < T; ++t)
    for (int64_t h = 0; h < H; ++h) {
      double want = 0, scale = 0;
      for (int64_t j = 0; j < V; ++j) {
        want += dz[size_t(t * V + j)] * p.w(j, h);
        scale += std::abs(dz[size_t(t * V + j)] * p.w(j, h));
      }
      const double got = decodeOne(p.in, &g.hidden[size_t(t * H + h)]);
      ASSERT_LE(std::abs(got - want),
                (2 * u + gamma(V)) * scale + u * std::abs(want) + 1e-6 * (1 + scale))
          << "grad_hidden[" << t << ", " << h << "]";
    }
  for (int64_t j = 0; j < V; ++j)
    for (int64_t h = 0; h < H; ++h) {
      double want = 0, scale = 0;
      for (int64_t t = 0; t < T; ++t) {
        want += dz[size_t(t * V + j)] * p.h(t, h);
        scale += std::abs(dz[size_t(t * V + j)] * p.h(t, h));
      }
      const double got = g.weight[size_t(j * H + h)];
      ASSERT_LE(std::abs(got - want), (2 * u + gamma(T + 16)) * scale + 1e-6 * (1 + scale))
          << "grad_weight[" << j << ", " << h << "]";
      if (j >= vr)
        ASSERT_EQ(got, 0.0) << "padding row " << j;
    }
}

/// One forward and backward (upstream gradient `gl`) at TP 1 through the Op, the forward
/// keeping the first `savedRows` rows' logits (LmHeadSavedLogits, row stride `stride`): the
/// partials, target logits, grad_hidden's partial and grad_weight as bytes, and the saved logits
/// as the forward left them (the backward may overwrite them with their gradient).
struct LmSavedStep {
  std::vector<uint8_t> partials, target, gradHidden, gradWeight, saved;
};

inline LmSavedStep runLmStepSaving(Runtime &rt, const Contract &c, const LmProblem &p,
                                   const std::vector<float> &gl, int64_t savedRows,
                                   int64_t stride) {
  const Arch a = c.target.arch;
  auto op = must(rt.getOp(c));
  LmOnTarget d(a, p, allRows(p.T));
  const LmHeadInputs in = d.inputs(c, p);
  const int64_t C = op->lmHeadChunks(), P = c.partialWidth(), T = p.T, H = p.H;
  const size_t partBytes = size_t(T) * c.localTiles() * P * 4, targetBytes = size_t(C * T) * 4;
  // Every output starts as a pattern no call writes, so a row left unwritten cannot match
  // another call's leftovers in reused memory.
  auto poisoned = [&](size_t bytes) {
    const std::vector<uint8_t> v(bytes, 0xA5);
    return toTarget(a, v.data(), bytes);
  };
  DeviceBuffer parts = poisoned(partBytes), target = poisoned(targetBytes);
  const size_t savedBytes = std::max<size_t>(size_t(savedRows * stride) * dtypeSize(c.dtype), 16);
  DeviceBuffer saved = poisoned(savedBytes);
  const LmHeadSavedLogits s{saved.data(), savedRows, stride};
  must(op->lmHeadTileStats(in, static_cast<float *>(parts.data()),
                           static_cast<float *>(target.data()), s));
  LmSavedStep r;
  r.saved = fromTarget<uint8_t>(saved, savedBytes);
  const LmOutputs fwd = runFused(rt, c, p, allRows(T)); // the forward's lse
  DeviceBuffer lse = toTarget(a, fwd.lse.data(), size_t(T));
  DeviceBuffer glB = toTarget(a, gl.data(), size_t(T));
  GradInputs g;
  g.grad_logp = static_cast<const float *>(glB.data());
  g.lse = static_cast<const float *>(lse.data());
  DeviceBuffer gh = poisoned(size_t(T * H) * 4), gw = poisoned(size_t(c.shardCols() * H) * 4);
  GradWeightOut w;
  w.data = gw.data();
  must(op->lmHeadBackward(in, g, static_cast<float *>(gh.data()), w, s));
  r.partials = fromTarget<uint8_t>(parts, partBytes);
  r.target = fromTarget<uint8_t>(target, targetBytes);
  r.gradHidden = fromTarget<uint8_t>(gh, size_t(T * H) * 4);
  r.gradWeight = fromTarget<uint8_t>(gw, size_t(c.shardCols() * H) * 4);
  return r;
}

} // namespace logpjit::test
