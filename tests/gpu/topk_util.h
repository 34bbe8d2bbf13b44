//===- topk_util.h - Helpers of the sm_90 top-k and sampler tests ----------===//
//
// Shared by gpu/topk_test.cpp and gpu/sampler_test.cpp: the default shape, the top-k of a
// batch through the runtime's simulated TP path, and bitwise comparison of two results.
//
//===----------------------------------------------------------------------===//
#pragma once
#include "gpu/gpu_util.h"
#include "runtime/core/tp_sim.h"

#include <cstring>
#include <string>

namespace logpjit::test {

inline constexpr int64_t kW = 2374, kV = 8 * kW, kT = 37;

inline TopKResult gpuTopK(const Contract &c, const Batch &b, Runtime &rt) {
  GpuBatch g(b);
  return must(simulatedTopK(rt, c, g.full(c, b)));
}

inline bool sameBytes(const void *a, const void *b, size_t n) { return std::memcmp(a, b, n) == 0; }

/// Two top-k results: the same ids and ranks, and the same logprob bytes (memcmp).
inline void expectSameTopK(const TopKResult &a, const TopKResult &b, const std::string &what) {
  EXPECT_EQ(a.ids, b.ids) << what;
  EXPECT_EQ(a.rank, b.rank) << what;
  EXPECT_TRUE(sameBytes(a.logprobs.data(), b.logprobs.data(), a.logprobs.size() * 4)) << what;
}

} // namespace logpjit::test
