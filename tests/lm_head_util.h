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

#include <cstring>
#include <numeric>

namespace logpjit::test {

/// Hidden states [T, H] and the full weight [V, H] (bf16 or fp16 bits), targets [T].
struct LmProblem {
  DType in = DType::BF16;
  int64_t T = 0, V = 0, H = 0;
  std::vector<uint16_t> hidden, weight;
  std::vector<int64_t> targets;
  std::vector<uint8_t> active; ///< empty: every row active (ignore_index mode)

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
  DeviceBuffer hidden, weight, targets, active;
  int64_t rows;
  LmOnTarget(Arch a, const LmProblem &p, const std::vector<int64_t> &rowsTaken) {
    std::vector<uint16_t> hs;
    std::vector<int64_t> tg;
    std::vector<uint8_t> act;
    for (int64_t t : rowsTaken) {
      hs.insert(hs.end(), p.hidden.begin() + t * p.H, p.hidden.begin() + (t + 1) * p.H);
      tg.push_back(p.targets[size_t(t)]);
      act.push_back(p.active.empty() ? 1 : p.active[size_t(t)]);
    }
    rows = int64_t(rowsTaken.size());
    hidden = toTarget(a, hs.data(), hs.size());
    weight = toTarget(a, p.weight.data(), p.weight.size());
    targets = toTarget(a, tg.data(), tg.size());
    active = toTarget(a, act.data(), act.size());
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
  LmOutputs r;
  static_cast<ForwardResult &>(r) = must(simulatedLmHeadForward(rt, c, full));
  return r;
}

} // namespace logpjit::test
