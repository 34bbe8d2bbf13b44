//===- reference.h - Independent fp64 oracle for the tests ----------------===//
//
// Header-only, plain C++20, no LLVM: the straightforward computation that logpjit's
// kernels are checked against (docs/spec.md §1 "The operation"), in double precision and in
// no particular reduction order. It sees one FULL (unsharded) row set [T, V]; tests
// shard its outputs themselves.
//
//   y_i    = x_i / tau (double division; x_i when no temperature)
//   lse    = M + log Σ_{i<V_real} exp(y_i − M),  M = max_{i<V_real} y_i   (two passes)
//   logp   = y_target − lse
//   H      = lse − Σ p_i y_i,  p_i = exp(y_i − lse)  (computed shifted by M; a term with
//            y_i = −inf contributes 0, the limit of p log p)
//   dx_i   = [g_logp·(1[i=target] − p_i) + g_lse·p_i + g_H·p_i·(lse − y_i − H)] / tau
//
// Entropy gradient: ∂lse/∂y_j = p_j and ∂p_i/∂y_j = p_i(δ_ij − p_j), so
// ∂(Σ_i p_i y_i)/∂y_j = p_j + p_j y_j − p_j Σ_i p_i y_i = p_j (1 + y_j − lse + H), hence
// ∂H/∂y_j = p_j − p_j (1 + y_j − lse + H) = p_j (lse − y_j − H). (Checked against
// central finite differences in reference_test.cpp.)
//
// Columns i >= V_real are padding: never read (any value, even NaN, is ignored), grad 0.
// Inactive rows are not computed: logp = lse = H = 0, grad 0, logits and target never read.
// A row whose real columns are all −inf has lse = −inf and NaN logp / entropy.
//
//===----------------------------------------------------------------------===//
#pragma once

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdint>
#include <limits>
#include <optional>
#include <random>
#include <span>
#include <stdexcept>
#include <string>
#include <vector>

namespace logpjit::ref {

// ---------------------------------------------------------------------------------------
// IEEE binary formats with E exponent bits and M stored mantissa bits (bf16: 8/7,
// fp16: 5/10, fp32: 8/23), encoded and decoded by hand through integer arithmetic.
// ---------------------------------------------------------------------------------------

/// Decodes the bits of an IEEE format (E exponent bits, M mantissa bits) to double,
/// exactly: subnormals, ±0, ±inf; a NaN keeps its sign and payload (top bits).
template <int E, int M> double decodeIeee(uint64_t bits) {
  static_assert(E >= 2 && E <= 11 && M >= 1 && M <= 52);
  const uint64_t sign = (bits >> (E + M)) & 1;
  const uint64_t bexp = (bits >> M) & ((uint64_t(1) << E) - 1);
  const uint64_t mant = bits & ((uint64_t(1) << M) - 1);
  const int bias = (1 << (E - 1)) - 1;
  double v;
  if (bexp == (uint64_t(1) << E) - 1) {
    if (mant == 0)
      v = std::numeric_limits<double>::infinity();
    else
      return std::bit_cast<double>((sign << 63) | (uint64_t(0x7ff) << 52) | (mant << (52 - M)));
  } else if (bexp == 0) {
    v = std::ldexp(double(mant), 1 - bias - M); // subnormal (or zero)
  } else {
    v = std::ldexp(double((uint64_t(1) << M) | mant), int(bexp) - bias - M);
  }
  return sign ? -v : v;
}

/// Encodes a double into an IEEE format (E exponent bits, M mantissa bits) with one
/// round-to-nearest-even of the exact value: gradual underflow to subnormals and ±0,
/// overflow to ±inf, NaN to a quiet NaN with the sign and the top payload bits kept.
template <int E, int M> uint64_t encodeIeee(double x) {
  static_assert(E >= 2 && E <= 11 && M >= 1 && M <= 52);
  const uint64_t db = std::bit_cast<uint64_t>(x);
  const uint64_t sign = (db >> 63) << (E + M);
  const uint64_t expMask = ((uint64_t(1) << E) - 1) << M;
  const int dexp = int((db >> 52) & 0x7ff);
  const uint64_t dmant = db & ((uint64_t(1) << 52) - 1);
  if (dexp == 0x7ff) {
    if (dmant == 0)
      return sign | expMask;                                                // ±inf
    return sign | expMask | (uint64_t(1) << (M - 1)) | (dmant >> (52 - M)); // quiet NaN
  }
  if (dexp == 0 && dmant == 0)
    return sign; // ±0
  // |x| = m · 2^e exactly.
  uint64_t m = dexp ? (dmant | (uint64_t(1) << 52)) : dmant;
  const int e = dexp ? dexp - 1075 : -1074;
  const int ex = e + (63 - std::countl_zero(m)); // floor(log2 |x|)
  const int bias = (1 << (E - 1)) - 1;
  const int emin = 1 - bias;
  const int eb = ex > emin ? ex : emin; // exponent of the result's binade (subnormal: emin)
  const int shift = (eb - M) - e;       // quantum of the result is 2^(eb - M)
  uint64_t q;
  if (shift <= 0) {
    q = m << -shift; // exact
  } else if (shift >= 64) {
    q = 0; // |x| < 2^(eb-M-1): below half a quantum
  } else {
    q = m >> shift;
    const uint64_t rem = m & ((uint64_t(1) << shift) - 1);
    const uint64_t half = uint64_t(1) << (shift - 1);
    if (rem > half || (rem == half && (q & 1)))
      ++q; // may carry into the next binade / from subnormal to normal: still correct
  }
  // q includes the implicit bit 2^M for normals; biased exponent (eb+bias-1) adds it back.
  const uint64_t enc = (uint64_t(eb + bias - 1) << M) + q;
  if (enc >= expMask)
    return sign | expMask; // overflow -> ±inf
  return sign | enc;
}

/// bf16 bits -> double (exact).
inline double bf16ToDouble(uint16_t b) { return decodeIeee<8, 7>(b); }
/// fp16 (IEEE binary16) bits -> double (exact).
inline double fp16ToDouble(uint16_t b) { return decodeIeee<5, 10>(b); }
/// bf16 bits -> float (exact).
inline float bf16ToFloat(uint16_t b) { return std::bit_cast<float>(uint32_t(b) << 16); }
/// fp16 bits -> float (exact).
inline float fp16ToFloat(uint16_t b) { return float(fp16ToDouble(b)); }
/// double -> bf16 bits, one RNE rounding of the double (NOT via float: no double rounding).
inline uint16_t doubleToBf16(double x) { return uint16_t(encodeIeee<8, 7>(x)); }
/// float -> bf16 bits, RNE (NaN -> quiet NaN, sign kept).
inline uint16_t floatToBf16(float x) { return doubleToBf16(double(x)); }
/// double -> fp16 bits, one RNE rounding: subnormals, overflow to ±inf, NaN quiet.
inline uint16_t doubleToFp16(double x) { return uint16_t(encodeIeee<5, 10>(x)); }
/// float -> fp16 bits, RNE.
inline uint16_t floatToFp16(float x) { return doubleToFp16(double(x)); }

/// A logits storage format.
enum class Fmt { BF16, F16, F32 };

/// x rounded (RNE) to `f` and decoded back to double.
inline double roundTo(Fmt f, double x) {
  switch (f) {
  case Fmt::BF16:
    return bf16ToDouble(doubleToBf16(x));
  case Fmt::F16:
    return fp16ToDouble(doubleToFp16(x));
  case Fmt::F32:
    return double(float(x));
  }
  return x;
}
/// Element-wise roundTo.
inline std::vector<double> roundAll(Fmt f, std::span<const double> xs) {
  std::vector<double> out(xs.size());
  for (size_t i = 0; i < xs.size(); ++i)
    out[i] = roundTo(f, xs[i]);
  return out;
}
/// Element-wise doubleToBf16.
inline std::vector<uint16_t> encodeBf16(std::span<const double> xs) {
  std::vector<uint16_t> out(xs.size());
  for (size_t i = 0; i < xs.size(); ++i)
    out[i] = doubleToBf16(xs[i]);
  return out;
}
/// Element-wise doubleToFp16.
inline std::vector<uint16_t> encodeFp16(std::span<const double> xs) {
  std::vector<uint16_t> out(xs.size());
  for (size_t i = 0; i < xs.size(); ++i)
    out[i] = doubleToFp16(xs[i]);
  return out;
}
/// Element-wise bf16ToDouble.
inline std::vector<double> decodeBf16(std::span<const uint16_t> bs) {
  std::vector<double> out(bs.size());
  for (size_t i = 0; i < bs.size(); ++i)
    out[i] = bf16ToDouble(bs[i]);
  return out;
}
/// Element-wise fp16ToDouble.
inline std::vector<double> decodeFp16(std::span<const uint16_t> bs) {
  std::vector<double> out(bs.size());
  for (size_t i = 0; i < bs.size(); ++i)
    out[i] = fp16ToDouble(bs[i]);
  return out;
}
/// Element-wise float -> double.
inline std::vector<double> decodeF32(std::span<const float> xs) {
  return std::vector<double>(xs.begin(), xs.end());
}

// ---------------------------------------------------------------------------------------
// Deterministic random numbers (same values on every platform: mt19937_64 is fully
// specified; the normal transform is our own Box-Muller, not std::normal_distribution).
// ---------------------------------------------------------------------------------------

/// Small deterministic RNG for test inputs.
class Rng {
public:
  /// Seeds the underlying std::mt19937_64.
  explicit Rng(uint64_t seed) : gen_(seed) {}
  /// Next raw 64-bit output of mt19937_64.
  uint64_t next() { return gen_(); }
  /// Uniform in [0, 1) with 53 random bits.
  double uniform01() { return double(next() >> 11) * 0x1p-53; }
  /// Uniform in [lo, hi).
  double uniform(double lo, double hi) { return lo + (hi - lo) * uniform01(); }
  /// Uniform integer in [0, n), n > 0, without modulo bias.
  uint64_t below(uint64_t n) {
    const uint64_t limit =
        std::numeric_limits<uint64_t>::max() - std::numeric_limits<uint64_t>::max() % n;
    uint64_t r;
    do
      r = next();
    while (r >= limit);
    return r % n;
  }
  /// Normal(mean, sigma) by Box-Muller (both values of a pair are used).
  double normal(double mean, double sigma) {
    if (hasSpare_) {
      hasSpare_ = false;
      return mean + sigma * spare_;
    }
    const double u1 = double((next() >> 11) + 1) * 0x1p-53; // (0, 1]
    const double u2 = uniform01();
    const double r = std::sqrt(-2.0 * std::log(u1));
    const double a = 6.283185307179586476925286766559 * u2;
    spare_ = r * std::sin(a);
    hasSpare_ = true;
    return mean + sigma * r * std::cos(a);
  }

private:
  std::mt19937_64 gen_;
  double spare_ = 0;
  bool hasSpare_ = false;
};

/// [T, V] row-major normal(0, sigma) values.
inline std::vector<double> normalLogits(Rng &rng, int64_t T, int64_t V, double sigma) {
  std::vector<double> x(size_t(T * V));
  for (double &v : x)
    v = rng.normal(0.0, sigma);
  return x;
}

// ---------------------------------------------------------------------------------------
// The operation.
// ---------------------------------------------------------------------------------------

/// One full (unsharded) row set. T = targets.size().
struct Problem {
  std::span<const double> logits;    ///< [T, V] row-major raw logits (before temperature)
  int64_t V = 0;                     ///< padded vocab = row length
  int64_t V_real = -1;               ///< columns >= V_real are padding; -1 means V
  std::span<const int64_t> targets;  ///< [T] global token ids (read only on active rows)
  std::span<const uint8_t> active;   ///< [T] nonzero = active; empty = every row active
  std::optional<double> temperature; ///< tau > 0; logits read as x / tau
};

/// Forward outputs, [T] each.
struct Forward {
  std::vector<double> lse;     ///< log-sum-exp over real columns
  std::vector<double> logp;    ///< y_target - lse; 0 on inactive rows (lse and entropy too)
  std::vector<double> entropy; ///< -Σ p log p = lse - Σ p_i y_i
};

/// Upstream gradients, [T] each; an empty span means zero.
struct Upstream {
  std::span<const double> grad_logp;
  std::span<const double> grad_lse;
  std::span<const double> grad_entropy;
};

/// `active` from targets: row t is active iff targets[t] != ignoreIndex.
inline std::vector<uint8_t> activeFromIgnoreIndex(std::span<const int64_t> targets,
                                                  int64_t ignoreIndex = -100) {
  std::vector<uint8_t> a(targets.size());
  for (size_t t = 0; t < targets.size(); ++t)
    a[t] = targets[t] != ignoreIndex;
  return a;
}

namespace detail {
inline int64_t realVocab(const Problem &p) {
  const int64_t T = int64_t(p.targets.size());
  if (p.V <= 0 || int64_t(p.logits.size()) != T * p.V)
    throw std::invalid_argument("reference: logits.size() != T * V");
  if (!p.active.empty() && p.active.size() != p.targets.size())
    throw std::invalid_argument("reference: active.size() != T");
  if (p.temperature && !(*p.temperature > 0))
    throw std::invalid_argument("reference: temperature must be > 0");
  const int64_t vr = p.V_real < 0 ? p.V : p.V_real;
  if (vr > p.V)
    throw std::invalid_argument("reference: V_real > V");
  return vr;
}
inline bool isActive(const Problem &p, size_t t) { return p.active.empty() || p.active[t] != 0; }
inline int64_t checkedTarget(const Problem &p, size_t t) {
  const int64_t y = p.targets[t];
  if (y < 0 || y >= p.V)
    throw std::out_of_range("reference: active row " + std::to_string(t) + " has target " +
                            std::to_string(y) + " outside [0, V)");
  return y;
}
/// Row t's scaled logits over the real columns.
inline std::vector<double> scaledRow(const Problem &p, size_t t, int64_t vr) {
  std::vector<double> y(static_cast<size_t>(vr));
  const double *x = p.logits.data() + t * size_t(p.V);
  for (int64_t i = 0; i < vr; ++i)
    y[i] = p.temperature ? x[i] / *p.temperature : x[i];
  return y;
}
} // namespace detail

/// lse, logp, entropy in double with a two-pass log-sum-exp. A target in a padding
/// column gives logp = -inf; an active row's target outside [0, V) throws out_of_range.
inline Forward forward(const Problem &p) {
  const int64_t vr = detail::realVocab(p);
  const size_t T = p.targets.size();
  Forward f{std::vector<double>(T), std::vector<double>(T), std::vector<double>(T)};
  const double ninf = -std::numeric_limits<double>::infinity();
  for (size_t t = 0; t < T; ++t) {
    if (!detail::isActive(p, t))
      continue; // logp = lse = H = 0
    const std::vector<double> y = detail::scaledRow(p, t, vr);
    double M = ninf;
    for (double v : y)
      M = std::max(M, v);
    double lse, H;
    if (M == ninf) {
      lse = ninf;
      H = std::numeric_limits<double>::quiet_NaN();
    } else {
      double S = 0;
      for (double v : y)
        S += std::exp(v - M);
      const double logS = std::log(S);
      lse = M + logS;
      // H = lse - Σ p_i y_i, both terms shifted by M: (lse - M) - Σ p_i (y_i - M).
      double py = 0;
      for (double v : y)
        if (v != ninf)
          py += std::exp(v - lse) * (v - M);
      H = logS - py;
    }
    f.lse[t] = lse;
    f.entropy[t] = H;
    const int64_t tgt = detail::checkedTarget(p, t);
    f.logp[t] = (tgt < vr ? y[size_t(tgt)] : ninf) - lse;
  }
  return f;
}

/// Gradient [T, V] w.r.t. the RAW logits (docs/spec.md §6 Backward), using the double forward.
inline std::vector<double> backward(const Problem &p, const Upstream &g) {
  const int64_t vr = detail::realVocab(p);
  const size_t T = p.targets.size();
  for (auto s : {g.grad_logp, g.grad_lse, g.grad_entropy})
    if (!s.empty() && s.size() != T)
      throw std::invalid_argument("reference: an upstream gradient's size != T");
  const Forward f = forward(p);
  const double ninf = -std::numeric_limits<double>::infinity();
  std::vector<double> dx(p.logits.size(), 0.0);
  for (size_t t = 0; t < T; ++t) {
    if (!detail::isActive(p, t))
      continue;
    const int64_t tgt = detail::checkedTarget(p, t);
    const double gl = g.grad_logp.empty() ? 0.0 : g.grad_logp[t];
    const double gs = g.grad_lse.empty() ? 0.0 : g.grad_lse[t];
    const double gh = g.grad_entropy.empty() ? 0.0 : g.grad_entropy[t];
    const std::vector<double> y = detail::scaledRow(p, t, vr);
    double *row = dx.data() + t * size_t(p.V);
    for (int64_t i = 0; i < vr; ++i) {
      const double onehot = i == tgt ? 1.0 : 0.0;
      double d;
      if (y[i] == ninf) {
        d = gl * onehot; // p_i = 0 and p_i * (lse - y_i - H) -> 0
      } else {
        const double pi = std::exp(y[i] - f.lse[t]);
        d = gl * (onehot - pi) + gs * pi + gh * pi * (f.lse[t] - y[i] - f.entropy[t]);
      }
      row[i] = d / (p.temperature ? *p.temperature : 1.0);
    }
  }
  return dx;
}

} // namespace logpjit::ref
