// One answer per row on sm_90 (ctest label `gpu`; docs/numerics.md, "One answer per row"):
// logp and lse with entropy == without, in every scope, dtype, with and without a
// temperature, at TP 1, 2, 4 and 8 (simulated on one GPU), in both JIT tiers; inactive rows
// are +0 and their logits are never read. memcmp on fresh inputs.
#include "gpu/gpu_util.h"

#include "llvm/Support/FileSystem.h"

using namespace logpjit;
using namespace logpjit::test;

namespace {

/// A Runtime in one JIT mode with its own empty cache directory, removed with it.
constexpr int64_t kW = 2374, kV = 8 * kW, kT = 45;

} // namespace

TEST(GpuOutputIndependence, EntropyRequestChangesNoLogpOrLseBit) {
  REQUIRE_GPU();
  const uint64_t seed = freshSeed("GpuOutputIndependence");
  TierRuntime quick(JitMode::Quick), full(JitMode::Full);
  for (Scope scope : {Scope::FixedTopology, Scope::CrossTpBitwise, Scope::CrossTargetBitwise})
    for (DType d : {DType::BF16, DType::F16, DType::F32})
      for (bool tau : {false, true}) {
        Contract base = onGpu(makeContract(kV, kW, d, 1, kV - 267), scope);
        if (tau)
          base = withTemperature(base, 0.61f);
        ref::Rng rng(seed ^ (uint64_t(scope) << 8 | uint64_t(d) << 4 | uint64_t(tau)));
        std::vector<int64_t> targets;
        std::vector<double> raw = realisticLogits(rng, kT, kV, base.realVocab(), targets);
        for (int64_t t = 3; t < kT; t += 7) { // inactive rows, their logits poisoned
          targets[t] = base.ignore_index;
          for (int64_t j = 0; j < kV; ++j)
            raw[size_t(t * kV + j)] = j % 2 ? NAN : INFINITY;
        }
        const Batch b = makeBatch(d, kT, kV, raw, targets);
        for (int tp : {1, 2, 4, 8})
          for (TierRuntime *mr : {&quick, &full}) {
            Contract plain = base, withH = base;
            plain.tp_size = withH.tp_size = tp;
            plain.want_entropy = false;
            withH.want_entropy = true;
            const std::string what = withH.canonical() + (mr == &quick ? " quick" : " full") +
                                     ", seed " + std::to_string(seed);
            const ForwardResult a = gpuForward(plain, b, *mr->rt);
            const ForwardResult e = gpuForward(withH, b, *mr->rt);
            EXPECT_TRUE(sameBits(a.logp, e.logp)) << "logp: " << what;
            EXPECT_TRUE(sameBits(a.lse, e.lse)) << "lse: " << what;
            const float zero = 0.0f;
            for (int64_t t = 3; t < kT; t += 7)
              for (const std::vector<float> *v : {&e.logp, &e.lse, &e.entropy})
                EXPECT_EQ(std::memcmp(&(*v)[size_t(t)], &zero, 4), 0)
                    << "inactive row " << t << ": " << (*v)[size_t(t)] << ", " << what;
          }
      }
}
