//===- topk_reference.h - The top-k reference of docs/spec.md §15 ----------===//
//
// Written from the specification, independently of templates/topk.cpp: the values x / tau
// in fp32, sorted by the total order and then by token id, and the rank as a count.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "test_util.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <numeric>

namespace logpjit::test {

/// The total-order key of an fp32 value (as the spec defines it).
inline int32_t valueKey(float v) {
  if (std::isnan(v))
    return 0x7FC00000;
  int32_t b;
  std::memcpy(&b, &v, 4);
  return b >= 0 ? b : b ^ 0x7FFFFFFF;
}

/// A row's values as the kernels read them: fp32 of the stored logit, divided by tau in fp32.
inline std::vector<float> rowValues(const Batch &b, const Contract &c, int64_t t,
                                    const float *tauRows) {
  std::vector<float> v(size_t(c.realVocab()));
  for (int64_t i = 0; i < c.realVocab(); ++i) {
    float x = float(b.x[size_t(t * b.V + i)]);
    if (c.temperature_rows)
      x = x / tauRows[t];
    else if (c.has_temperature)
      x = x / c.temperature;
    v[size_t(i)] = x;
  }
  return v;
}

struct Expect {
  std::vector<int64_t> ids; ///< k entries, -1 past V_real
  int64_t rank = 0;
};

inline Expect expected(const std::vector<float> &v, int64_t target, int k) {
  std::vector<int64_t> order(v.size());
  std::iota(order.begin(), order.end(), 0);
  std::stable_sort(order.begin(), order.end(), [&](int64_t a, int64_t b) {
    return valueKey(v[size_t(a)]) > valueKey(v[size_t(b)]); // stable: lower id first on ties
  });
  Expect e;
  for (int i = 0; i < k; ++i)
    e.ids.push_back(i < int64_t(order.size()) ? order[size_t(i)] : -1);
  const int32_t kt = valueKey(v[size_t(target)]);
  e.rank = 1;
  for (float x : v)
    e.rank += valueKey(x) > kt;
  return e;
}

} // namespace logpjit::test
