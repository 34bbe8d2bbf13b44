//===- test_util.h - Shared helpers of the kernel correctness tests ---------===//
//
// One Runtime per test binary run (fresh temporary cache directory, removed at exit),
// so a kernel compiled by one test is a memory hit in the next. Inputs are built from
// double logits encoded into the kernel's dtype, and DECODED back for the fp64
// reference (reference.h), so the reference sees exactly the values the kernel reads.
// Errors from the library are thrown as std::runtime_error (gtest reports them).
//
//===----------------------------------------------------------------------===//
#pragma once

#include "compiler/compiler.h"
#include "logpjit/runtime.h"
#include "runtime/core/tp_sim.h"
#include "reference.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstdlib>
#include <cstring>
#include <iostream>
#include <random>
#include <stdexcept>
#include <string>
#include <vector>

namespace logpjit::test {

/// Unit roundoff of fp32 (half an ulp of 1): one RNE rounding has relative error <= this.
inline constexpr double kEps32 = 0x1p-24;

/// Throws the error's message (gtest turns it into a test failure).
inline void must(llvm::Error e) {
  if (e)
    throw std::runtime_error("logpjit error: " + llvm::toString(std::move(e)));
}
template <class T> T must(llvm::Expected<T> e) {
  if (!e)
    throw std::runtime_error("logpjit error: " + llvm::toString(e.takeError()));
  return std::move(*e);
}

/// The Runtime shared by all tests of this process, on a fresh temporary cache dir.
inline Runtime &runtime() {
  struct Holder {
    std::string dir;
    std::unique_ptr<Runtime> rt;
    Holder() {
      llvm::SmallString<128> d;
      if (llvm::sys::fs::createUniqueDirectory("logpjit-kernel-tests", d))
        throw std::runtime_error("cannot create a temporary cache directory");
      dir = d.str().str();
      rt = must(
          Runtime::create(RuntimeOptions{CacheConfig{dir, CacheMode::Normal}, 2}, makeCompiler()));
    }
    ~Holder() {
      rt.reset();
      llvm::sys::fs::remove_directories(dir);
    }
  };
  static Holder h;
  return *h.rt;
}

/// A fresh seed (std::random_device), printed so that a failure can be replayed.
inline uint64_t freshSeed(const std::string &what) {
  std::random_device rd;
  const uint64_t s = (uint64_t(rd()) << 32) | rd();
  std::cout << "[ seed     ] " << what << ": " << s << "\n";
  ::testing::Test::RecordProperty(what + "_seed", std::to_string(s));
  return s;
}

/// A contract on the host with the default scope, lanes and chunk.
inline Contract makeContract(int64_t V, int64_t W, DType d, int tp = 1, int64_t vr = -1) {
  Contract c;
  c.vocab = V;
  c.real_vocab = vr;
  c.tile_width = W;
  c.tp_size = tp;
  c.dtype = d;
  c.want_entropy = true;
  c.target = Target::hostCPU();
  return c;
}
inline Contract withTemperature(Contract c, float tau) {
  c.has_temperature = true;
  c.temperature = tau;
  return c;
}

/// Encodes one value into `dst` (RNE, one rounding of the double).
inline void encodeOne(DType d, double v, void *dst) {
  if (d == DType::F32) {
    float f = float(v);
    std::memcpy(dst, &f, 4);
  } else {
    uint16_t b = d == DType::BF16 ? ref::doubleToBf16(v) : ref::doubleToFp16(v);
    std::memcpy(dst, &b, 2);
  }
}
/// Decodes one element (exact).
inline double decodeOne(DType d, const void *src) {
  if (d == DType::F32) {
    float f;
    std::memcpy(&f, src, 4);
    return f;
  }
  uint16_t b;
  std::memcpy(&b, src, 2);
  return d == DType::BF16 ? ref::bf16ToDouble(b) : ref::fp16ToDouble(b);
}

/// One batch of inputs: logits bytes [T, stride] in the kernel dtype, their exact decoded
/// values x [T, V] for the reference, targets (int64 and an int32 copy) and active[T].
struct Batch {
  DType dtype = DType::BF16;
  int64_t T = 0, V = 0, stride = 0;
  std::vector<uint8_t> bytes;
  std::vector<double> x;
  std::vector<int64_t> targets;
  std::vector<int32_t> targets32;
  std::vector<uint8_t> active;            ///< all 1 unless a test marks rows inactive
  mutable std::vector<uint8_t> refActive; ///< storage of problemOf()'s active span

  size_t esize() const { return dtypeSize(dtype); }
  void *at(int64_t t, int64_t i) { return bytes.data() + (t * stride + i) * esize(); }
  /// Sets logit (t, i) to `v` rounded to the dtype (x keeps the decoded value).
  void set(int64_t t, int64_t i, double v) {
    encodeOne(dtype, v, at(t, i));
    x[t * V + i] = decodeOne(dtype, at(t, i));
  }
  void setTarget(int64_t t, int64_t id) {
    targets[t] = id;
    targets32[t] = int32_t(id);
  }
  FullInputs full(const Contract &c) const {
    FullInputs in;
    in.logits = bytes.data();
    in.row_stride = stride;
    in.targets = c.index_type == IndexType::I32 ? (const void *)targets32.data()
                                                : (const void *)targets.data();
    in.active = c.mask_mode == MaskMode::ActiveMask ? active.data() : nullptr;
    in.rows = T;
    return in;
  }
};

/// Encodes raw [T, V] doubles; stride (elements) >= V, extra columns hold 0.
inline Batch makeBatch(DType d, int64_t T, int64_t V, const std::vector<double> &raw,
                       const std::vector<int64_t> &targets, int64_t stride = 0) {
  Batch b;
  b.dtype = d;
  b.T = T;
  b.V = V;
  b.stride = stride ? stride : V;
  b.bytes.assign(size_t(T * b.stride) * dtypeSize(d), 0);
  b.x.resize(size_t(T * V));
  for (int64_t t = 0; t < T; ++t)
    for (int64_t i = 0; i < V; ++i)
      b.set(t, i, raw[size_t(t * V + i)]);
  b.targets = targets;
  b.targets32.assign(targets.begin(), targets.end());
  b.active.assign(size_t(T), 1);
  return b;
}

/// Realistic logits: mostly normal rows (sigma 1..3), every 8th row gets a dominant logit
/// (+15 over the row's max, at the target), rows 5 mod 8 are shifted by +-40, rows 6 mod 8
/// are uniform in [-40, 40]. Only columns < vr are shaped; targets are in [0, vr).
inline std::vector<double> realisticLogits(ref::Rng &rng, int64_t T, int64_t V, int64_t vr,
                                           std::vector<int64_t> &targets) {
  std::vector<double> x(size_t(T * V));
  targets.resize(size_t(T));
  for (int64_t t = 0; t < T; ++t) {
    double *row = x.data() + t * V;
    const int kind = int(t % 8);
    for (int64_t i = 0; i < V; ++i) {
      if (kind == 6)
        row[i] = rng.uniform(-40, 40);
      else
        row[i] = rng.normal(kind == 5 ? (t % 16 < 8 ? 40.0 : -40.0) : 0.0, 1.0 + double(t % 3));
    }
    targets[t] = int64_t(rng.below(uint64_t(vr)));
    if (kind == 0) {
      double mx = row[0];
      for (int64_t i = 0; i < vr; ++i)
        mx = std::max(mx, row[i]);
      row[targets[t]] = mx + 15.0;
    }
  }
  return x;
}

/// The reference problem of a batch under contract `c` (temperature as the exact double
/// of the fp32 tau the kernel uses; activity from either mask mode).
inline ref::Problem problemOf(const Batch &b, const Contract &c) {
  b.refActive = c.mask_mode == MaskMode::ActiveMask
                    ? b.active
                    : ref::activeFromIgnoreIndex(b.targets, c.ignore_index);
  ref::Problem p;
  p.logits = b.x;
  p.V = b.V;
  p.V_real = c.realVocab();
  p.targets = b.targets;
  p.active = b.refActive;
  if (c.has_temperature)
    p.temperature = double(c.temperature);
  return p;
}

inline ForwardResult forward(const Contract &c, const Batch &b) {
  return must(simulatedForward(runtime(), c, b.full(c)));
}

/// fp32 upstream gradients [T]; an empty vector means "not given" (nullptr).
struct Upstream {
  std::vector<float> logp, lse, entropy;
};

/// grad_logits [T, gstride] (gstride 0: V) in the logits dtype; the lse and entropy
/// inputs come from `f` (the kernel's own forward).
inline std::vector<uint8_t> backward(const Contract &c, const Batch &b, const ForwardResult &f,
                                     const Upstream &u, int64_t gstride = 0) {
  gstride = gstride ? gstride : b.V;
  std::vector<uint8_t> out(size_t(b.T * gstride) * dtypeSize(c.dtype), 0xAB);
  GradInputs g;
  g.grad_logp = u.logp.data();
  g.grad_lse = u.lse.empty() ? nullptr : u.lse.data();
  g.grad_entropy = u.entropy.empty() ? nullptr : u.entropy.data();
  g.lse = f.lse.data();
  g.entropy = u.entropy.empty() ? nullptr : f.entropy.data();
  must(simulatedBackward(runtime(), c, b.full(c), g, out.data(), gstride));
  return out;
}

/// Decodes n elements of a dtype buffer.
inline std::vector<double> decodeAll(DType d, const std::vector<uint8_t> &bytes) {
  const size_t es = dtypeSize(d), n = bytes.size() / es;
  std::vector<double> out(n);
  for (size_t i = 0; i < n; ++i)
    out[i] = decodeOne(d, bytes.data() + i * es);
  return out;
}

/// Random fp32 values normal(0, sigma), as floats.
inline std::vector<float> randomFloats(ref::Rng &rng, int64_t n, double sigma = 1.0) {
  std::vector<float> v(static_cast<size_t>(n));
  for (float &f : v)
    f = float(rng.normal(0, sigma));
  return v;
}
inline std::vector<double> toDouble(const std::vector<float> &v) {
  return std::vector<double>(v.begin(), v.end());
}

/// Bitwise equality of two float vectors (first differing index in the message).
inline ::testing::AssertionResult sameBits(const std::vector<float> &a,
                                           const std::vector<float> &b) {
  if (a.size() != b.size())
    return ::testing::AssertionFailure() << "sizes " << a.size() << " vs " << b.size();
  for (size_t i = 0; i < a.size(); ++i)
    if (std::memcmp(&a[i], &b[i], 4) != 0)
      return ::testing::AssertionFailure()
             << "index " << i << ": " << a[i] << " vs " << b[i] << " (bits differ)";
  return ::testing::AssertionSuccess();
}

/// Bitwise equality of two forward results: lse, logp and entropy (memcmp, as sameBits).
inline ::testing::AssertionResult sameForward(const ForwardResult &a, const ForwardResult &b) {
  if (auto r = sameBits(a.lse, b.lse); !r)
    return r << " (lse)";
  if (auto r = sameBits(a.logp, b.logp); !r)
    return r << " (logp)";
  if (auto r = sameBits(a.entropy, b.entropy); !r)
    return r << " (entropy)";
  return ::testing::AssertionSuccess();
}

/// Distance in ulps between two values of a 16-bit (bf16/fp16) or fp32 format, on the
/// monotone integer line (+0 and -0 are 0 apart).
inline int64_t ulpDistance(DType d, const void *a, const void *b) {
  auto ord = [&](const void *p) -> int64_t {
    if (d == DType::F32) {
      uint32_t u;
      std::memcpy(&u, p, 4);
      int64_t mag = u & 0x7fffffffu;
      return (u >> 31) ? -mag : mag;
    }
    uint16_t u;
    std::memcpy(&u, p, 2);
    int64_t mag = u & 0x7fffu;
    return (u >> 15) ? -mag : mag;
  };
  return std::llabs(ord(a) - ord(b));
}

/// One ulp of dtype d at magnitude |v| (the spacing just above |v|).
inline double ulpOf(DType d, double v) {
  const int M = d == DType::BF16 ? 7 : d == DType::F16 ? 10 : 23;
  const int emin = d == DType::F16 ? -14 : -126;
  int e = v == 0 ? emin : std::ilogb(std::fabs(v));
  return std::ldexp(1.0, std::max(e, emin) - M);
}

} // namespace logpjit::test
