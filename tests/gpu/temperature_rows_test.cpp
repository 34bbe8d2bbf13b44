// A temperature per row on sm_90 (ctest label `gpu`): each row's lse, logp, entropy and
// logits gradient are bitwise those of the scalar contract with its temperature, in every
// scope and both JIT tiers, at TP 1 and 4 (simulated); cross_target_bitwise equals the
// host bitwise; a bad value on an active row comes back from Op::status naming the row,
// with that row's outputs NaN, and inactive rows' values are never used.
#include "gpu/gpu_util.h"

#include "llvm/Support/FileSystem.h"

using namespace logpjit;
using namespace logpjit::test;

namespace {

constexpr int64_t kW = 2374, kV = 8 * kW, kT = 41;
const float kTaus[] = {0.5f, 0.9f, 1.0f, 2.25f};

ForwardResult forwardRows(const Contract &c, const Batch &b, const std::vector<float> &tau,
                          Runtime &rt) {
  GpuBatch g(b);
  DeviceBuffer t = upload(tau);
  FullInputs in = g.full(c, b);
  in.temperature = c.temperature_rows ? static_cast<const float *>(t.data()) : nullptr;
  return must(simulatedForward(rt, c, in));
}

std::vector<uint8_t> backwardRows(const Contract &c, const Batch &b, const std::vector<float> &tau,
                                  const ForwardResult &f, const std::vector<float> &glogp,
                                  Runtime &rt) {
  GpuBatch g(b);
  DeviceBuffer t = upload(tau), gl = upload(glogp), lse = upload(f.lse);
  DeviceBuffer out = must(DeviceBuffer::allocate(Arch::SM90, b.bytes.size()));
  FullInputs in = g.full(c, b);
  in.temperature = c.temperature_rows ? static_cast<const float *>(t.data()) : nullptr;
  GradInputs gi;
  gi.grad_logp = static_cast<const float *>(gl.data());
  gi.lse = static_cast<const float *>(lse.data());
  must(simulatedBackward(rt, c, in, gi, out.data(), b.V));
  return download<uint8_t>(out, b.bytes.size());
}

} // namespace

TEST(GpuTemperatureRows, EachRowIsTheScalarContractOfItsTemperature) {
  REQUIRE_GPU();
  const uint64_t seed = freshSeed("GpuTemperatureRows");
  TierRuntime quick(JitMode::Quick), full(JitMode::Full);
  for (Scope scope : {Scope::CrossTpBitwise, Scope::CrossTargetBitwise})
    for (DType d : {DType::BF16, DType::F32}) {
      Contract base = onGpu(makeContract(kV, kW, d, 1, kV - 267), scope);
      base.want_entropy = true;
      ref::Rng rng(seed ^ (uint64_t(scope) << 8 | uint64_t(d)));
      std::vector<int64_t> targets;
      std::vector<double> raw = realisticLogits(rng, kT, kV, base.realVocab(), targets);
      std::vector<float> tau(static_cast<size_t>(kT));
      std::vector<int> which(static_cast<size_t>(kT));
      for (int64_t t = 0; t < kT; ++t) {
        which[size_t(t)] = int(rng.below(std::size(kTaus)));
        tau[size_t(t)] = kTaus[which[size_t(t)]];
      }
      for (int64_t t = 3; t < kT; t += 7) { // inactive: a value no active row may have
        targets[size_t(t)] = base.ignore_index;
        tau[size_t(t)] = t % 2 ? 0.0f : NAN;
        which[size_t(t)] = -1;
      }
      const Batch b = makeBatch(d, kT, kV, raw, targets);
      const std::vector<float> glogp = randomFloats(rng, kT);
      const int64_t rowBytes = kV * int64_t(dtypeSize(d));
      for (TierRuntime *tr : {&quick, &full})
        for (int tp : {1, 4}) {
          Contract rows = base;
          rows.tp_size = tp;
          rows.temperature_rows = true;
          const std::string what = rows.canonical() + (tr == &quick ? " quick" : " full") +
                                   ", seed " + std::to_string(seed);
          const ForwardResult f = forwardRows(rows, b, tau, *tr->rt);
          const std::vector<uint8_t> g = backwardRows(rows, b, tau, f, glogp, *tr->rt);
          for (size_t k = 0; k < std::size(kTaus); ++k) {
            Contract s = withTemperature(base, kTaus[k]);
            s.tp_size = tp;
            const ForwardResult fs = forwardRows(s, b, tau, *tr->rt);
            const std::vector<uint8_t> gs = backwardRows(s, b, tau, fs, glogp, *tr->rt);
            for (int64_t t = 0; t < kT; ++t) {
              if (which[size_t(t)] != int(k))
                continue;
              for (auto [name, a, e] :
                   {std::tuple{"lse", &f.lse, &fs.lse}, std::tuple{"logp", &f.logp, &fs.logp},
                    std::tuple{"entropy", &f.entropy, &fs.entropy}})
                EXPECT_EQ(std::memcmp(&(*a)[size_t(t)], &(*e)[size_t(t)], 4), 0)
                    << name << " row " << t << ": " << what;
              EXPECT_EQ(std::memcmp(g.data() + t * rowBytes, gs.data() + t * rowBytes, rowBytes), 0)
                  << "grad_logits row " << t << ": " << what;
            }
          }
          if (scope == Scope::CrossTargetBitwise) { // the host gives the same bits
            Contract host = rows;
            host.target = Target::hostCPU();
            FullInputs in = b.full(host);
            in.temperature = tau.data();
            const ForwardResult h = must(simulatedForward(runtime(), host, in));
            EXPECT_TRUE(sameForward(f, h)) << "host vs sm_90: " << what;
          }
        }
    }
}

TEST(GpuTemperatureRows, BadValueReportedByStatusWithNaNOutputs) {
  REQUIRE_GPU();
  Contract c = onGpu(makeContract(1024, 128, DType::BF16, 1, 1000), Scope::CrossTpBitwise);
  c.temperature_rows = true;
  Batch b = randomBatch(DType::BF16, 16, 1024, 1000, 11);
  std::vector<float> tau(16, 0.8f);
  tau[6] = -2.0f;
  GpuBatch g(b);
  DeviceBuffer t = upload(tau);
  FullInputs in = g.full(c, b);
  in.temperature = static_cast<const float *>(t.data());
  auto r = simulatedForward(runtime(), c, in); // reads Op::status after the merge
  ASSERT_FALSE(bool(r));
  const std::string msg = llvm::toString(r.takeError());
  EXPECT_NE(msg.find("temperature[6]"), std::string::npos) << msg;
}

// The top-k's merge in topk_select's launch (Op::topKMergeSelect) checks the rows as the
// merge kernel does: a bad temperature or a target in the padding comes back from
// Op::status naming the row.
TEST(GpuTemperatureRows, MergeInTopKSelectReportsTheRow) {
  REQUIRE_GPU();
  Contract c = onGpu(makeContract(1024, 128, DType::BF16, 1, 1000), Scope::CrossTpBitwise);
  c.temperature_rows = true;
  c.top_k = 8;
  Batch b = randomBatch(DType::BF16, 16, 1024, 1000, 12);
  std::vector<float> tau(16, 0.8f);
  tau[9] = std::numeric_limits<float>::quiet_NaN();
  GpuBatch g(b);
  DeviceBuffer t = upload(tau);
  FullInputs in = g.full(c, b);
  in.temperature = static_cast<const float *>(t.data());
  auto r = simulatedTopK(runtime(), c, in, /*oneRead=*/true); // Op::status after topk_select
  ASSERT_FALSE(bool(r));
  std::string msg = llvm::toString(r.takeError());
  EXPECT_NE(msg.find("temperature[9]"), std::string::npos) << msg;

  Batch pad = b;
  pad.setTarget(4, 1010); // in the padding: V_real = 1000
  GpuBatch gp(pad);
  std::vector<float> ok(16, 0.8f);
  DeviceBuffer t2 = upload(ok);
  FullInputs in2 = gp.full(c, pad);
  in2.temperature = static_cast<const float *>(t2.data());
  auto r2 = simulatedTopK(runtime(), c, in2, /*oneRead=*/true);
  ASSERT_FALSE(bool(r2));
  msg = llvm::toString(r2.takeError());
  EXPECT_NE(msg.find("targets[4]"), std::string::npos) << msg;
}
