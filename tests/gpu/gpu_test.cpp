// sm_90 tests (ctest label `gpu`). On a machine without an NVIDIA GPU every test reports
// "skipped: no CUDA device". Inputs are drawn fresh (seed printed) and copied to the GPU;
// the host backend and the fp64 reference (tests/reference.h) are the oracles.
#include "runtime/cuda_driver.h"
#include "runtime/cuda_image.h"
#include "test_util.h"

#include <algorithm>
#include <numeric>

using namespace logpjit;
using namespace logpjit::test;

namespace {

bool haveGpu() {
  static int state = -1;
  if (state < 0) {
    auto ctx = cuda::useDevice(0);
    state = bool(ctx);
    if (!ctx)
      std::cout << "no CUDA device: " << llvm::toString(ctx.takeError()) << "\n";
  }
  return state == 1;
}

#define REQUIRE_GPU()                                                                              \
  if (!haveGpu())                                                                                  \
  GTEST_SKIP() << "skipped: no CUDA device"

Contract onGpu(Contract c, Scope s) {
  c.target = must(Target::parse("sm_90"));
  c.scope = s;
  return c;
}

template <class T> DeviceBuffer upload(const std::vector<T> &v) {
  DeviceBuffer b =
      must(DeviceBuffer::allocate(Arch::SM90, std::max<size_t>(v.size() * sizeof(T), 1)));
  if (!v.empty())
    must(b.upload(v.data(), v.size() * sizeof(T)));
  return b;
}

template <class T> std::vector<T> download(const DeviceBuffer &b, size_t n) {
  std::vector<T> v(n);
  must(b.download(v.data(), n * sizeof(T)));
  return v;
}

/// The batch on the GPU.
struct GpuBatch {
  DeviceBuffer logits, targets, targets32, active;
  explicit GpuBatch(const Batch &b)
      : logits(upload(b.bytes)), targets(upload(b.targets)), targets32(upload(b.targets32)),
        active(upload(b.active)) {}
  FullInputs full(const Contract &c, const Batch &b) const {
    FullInputs in;
    in.logits = logits.data();
    in.row_stride = b.stride;
    in.targets = c.index_type == IndexType::I32 ? targets32.data() : targets.data();
    in.active = c.mask_mode == MaskMode::ActiveMask ? (const uint8_t *)active.data() : nullptr;
    in.rows = b.T;
    return in;
  }
};

ForwardResult gpuForward(const Contract &c, const Batch &b) {
  GpuBatch g(b);
  return must(simulatedForward(runtime(), c, g.full(c, b)));
}

std::vector<uint8_t> gpuBackward(const Contract &c, const Batch &b, const ForwardResult &f,
                                 const Upstream &u) {
  GpuBatch gb(b);
  DeviceBuffer out = must(DeviceBuffer::allocate(Arch::SM90, b.bytes.size()));
  must(out.zero());
  DeviceBuffer glogp = upload(u.logp), glse = upload(u.lse), gent = upload(u.entropy);
  DeviceBuffer lse = upload(f.lse), ent = upload(f.entropy);
  GradInputs g;
  g.grad_logp = static_cast<const float *>(glogp.data());
  g.grad_lse = u.lse.empty() ? nullptr : static_cast<const float *>(glse.data());
  g.grad_entropy = u.entropy.empty() ? nullptr : static_cast<const float *>(gent.data());
  g.lse = static_cast<const float *>(lse.data());
  g.entropy = u.entropy.empty() ? nullptr : static_cast<const float *>(ent.data());
  must(simulatedBackward(runtime(), c, gb.full(c, b), g, out.data(), b.stride));
  return download<uint8_t>(out, b.bytes.size());
}

Batch randomBatch(DType d, int64_t T, int64_t V, int64_t vr, uint64_t seed) {
  ref::Rng rng(seed);
  std::vector<int64_t> targets(T);
  for (auto &t : targets)
    t = int64_t(rng.below(uint64_t(vr)));
  Batch b = makeBatch(d, T, V, realisticLogits(rng, T, V, vr, targets), targets);
  for (int64_t t = 0; t < T; t += 7)
    b.setTarget(t, -100); // every 7th row inactive (ignore_index)
  return b;
}

Upstream randomUpstream(int64_t T, uint64_t seed, bool lse, bool ent) {
  ref::Rng rng(seed ^ 0x5555);
  Upstream u;
  u.logp = randomFloats(rng, T);
  if (lse)
    u.lse = randomFloats(rng, T);
  if (ent)
    u.entropy = randomFloats(rng, T);
  return u;
}

} // namespace

// cross_target_bitwise: the GPU must reproduce the host backend bit for bit, forward
// outputs and every gradient, for each dtype, with and without temperature and masks.
class GpuCrossTarget : public ::testing::TestWithParam<std::tuple<DType, bool, bool>> {};

TEST_P(GpuCrossTarget, BitwiseEqualToHost) {
  REQUIRE_GPU();
  auto [d, tau, activeMask] = GetParam();
  uint64_t seed = freshSeed("GpuCrossTarget");
  const int64_t V = 8192, W = 512, vr = 8000, T = 300;
  Contract host = makeContract(V, W, d, 2, vr);
  host.want_entropy = true;
  if (tau)
    host = withTemperature(host, 0.7f);
  Batch b = randomBatch(d, T, V, vr, seed);
  if (activeMask) {
    // Rows holding ignore_index become inactive, and so do rows 3 mod 5, whose targets
    // are then junk that must never be read.
    host.mask_mode = MaskMode::ActiveMask;
    for (int64_t t = 0; t < T; ++t) {
      b.active[t] = t % 5 != 3 && b.targets[t] != -100;
      if (t % 5 == 3)
        b.setTarget(t, V + 1000 * t);
    }
  }
  // Special rows: a NaN logit, a +inf logit, all real columns -inf. Their NaN outputs must
  // have the same bits too (canonical quiet NaN).
  b.set(1, 5, std::nan(""));
  b.set(2, 7, INFINITY);
  for (int64_t i = 0; i < vr; ++i)
    b.set(3, i, -INFINITY);
  Contract gpu = onGpu(host, Scope::CrossTargetBitwise);
  host.scope = Scope::CrossTargetBitwise;
  ForwardResult fh = forward(host, b), fg = gpuForward(gpu, b);
  EXPECT_TRUE(sameBits(fh.lse, fg.lse));
  EXPECT_TRUE(sameBits(fh.logp, fg.logp));
  EXPECT_TRUE(sameBits(fh.entropy, fg.entropy));
  for (auto [gl, ge] : {std::pair{false, false}, {true, false}, {false, true}, {true, true}}) {
    Upstream u = randomUpstream(T, seed, gl, ge);
    EXPECT_EQ(backward(host, b, fh, u), gpuBackward(gpu, b, fh, u))
        << "grad_lse " << gl << " grad_entropy " << ge;
  }
}

INSTANTIATE_TEST_SUITE_P(Gpu, GpuCrossTarget,
                         ::testing::Combine(::testing::Values(DType::BF16, DType::F16, DType::F32),
                                            ::testing::Bool(), ::testing::Bool()));

// Every scope: TP 1/2/4/8 and batch composition never change the GPU's bits, and the
// results agree with the fp64 reference (native exp2 is ~2 ulp: same tolerance order as
// the host's, see tests/numerics_test.cpp).
class GpuInvariance : public ::testing::TestWithParam<Scope> {};

TEST_P(GpuInvariance, TpAndBatchInvariantAndAccurate) {
  REQUIRE_GPU();
  uint64_t seed = freshSeed("GpuInvariance");
  const int64_t V = 8192, W = 256, vr = 8100, T = 257;
  Batch b = randomBatch(DType::BF16, T, V, vr, seed);
  Contract c1 = onGpu(makeContract(V, W, DType::BF16, 1, vr), GetParam());
  c1.want_entropy = true;
  ForwardResult base = gpuForward(c1, b);
  for (int tp : {2, 4, 8}) {
    Contract c = c1;
    c.tp_size = tp;
    ForwardResult f = gpuForward(c, b);
    EXPECT_TRUE(sameBits(base.lse, f.lse)) << "tp " << tp;
    EXPECT_TRUE(sameBits(base.logp, f.logp)) << "tp " << tp;
    EXPECT_TRUE(sameBits(base.entropy, f.entropy)) << "tp " << tp;
  }
  // Row 37 alone, and the batch shuffled.
  std::vector<int64_t> perm(T);
  std::iota(perm.begin(), perm.end(), 0);
  std::mt19937_64 g(seed);
  std::shuffle(perm.begin(), perm.end(), g);
  auto subset = [&](const std::vector<int64_t> &rows) {
    std::vector<double> raw;
    std::vector<int64_t> tg;
    for (int64_t r : rows) {
      raw.insert(raw.end(), b.x.begin() + r * V, b.x.begin() + (r + 1) * V);
      tg.push_back(b.targets[r]);
    }
    return makeBatch(DType::BF16, int64_t(rows.size()), V, raw, tg);
  };
  ForwardResult alone = gpuForward(c1, subset({37}));
  EXPECT_EQ(std::memcmp(&alone.lse[0], &base.lse[37], 4), 0);
  EXPECT_EQ(std::memcmp(&alone.logp[0], &base.logp[37], 4), 0);
  ForwardResult shuf = gpuForward(c1, subset(perm));
  for (int64_t i = 0; i < T; ++i) {
    ASSERT_EQ(std::memcmp(&shuf.lse[i], &base.lse[perm[i]], 4), 0) << "row " << perm[i];
    ASSERT_EQ(std::memcmp(&shuf.entropy[i], &base.entropy[perm[i]], 4), 0);
  }
  // fp64 reference: lse/logp within 4e-6 + 4e-6 |ref| (fp32 sums over W/(L*C) chunk steps,
  // log2(C*L) tree levels and K merge steps, plus ~2 ulp exp/log each).
  ref::Forward r = ref::forward(problemOf(b, c1));
  for (int64_t t = 0; t < T; ++t) {
    EXPECT_NEAR(base.lse[t], r.lse[t], 4e-6 + 4e-6 * std::fabs(r.lse[t])) << t;
    EXPECT_NEAR(base.logp[t], r.logp[t], 4e-6 + 4e-6 * std::fabs(r.lse[t])) << t;
    EXPECT_NEAR(base.entropy[t], r.entropy[t], 1e-4 * (1 + std::fabs(r.entropy[t]))) << t;
  }
}

INSTANTIATE_TEST_SUITE_P(Gpu, GpuInvariance,
                         ::testing::Values(Scope::FixedTopology, Scope::CrossTpBitwise,
                                           Scope::CrossTargetBitwise));

// Launch geometry for any T: 1, 65537 and 2^20 rows (small vocab to keep it quick),
// compared bitwise with the host in cross_target_bitwise.
TEST(GpuShapes, AnyRowCount) {
  REQUIRE_GPU();
  uint64_t seed = freshSeed("GpuShapes");
  for (int64_t T : {int64_t(1), int64_t(65537), int64_t(1) << 20}) {
    const int64_t V = T > 70000 ? 256 : 1024, W = 128;
    Batch b = randomBatch(DType::BF16, T, V, V - 5, seed + T);
    Contract host = makeContract(V, W, DType::BF16, 2, V - 5);
    host.scope = Scope::CrossTargetBitwise;
    ForwardResult fh = forward(host, b), fg = gpuForward(onGpu(host, Scope::CrossTargetBitwise), b);
    EXPECT_TRUE(sameBits(fh.lse, fg.lse)) << "T = " << T;
    EXPECT_TRUE(sameBits(fh.logp, fg.logp)) << "T = " << T;
  }
}

// Targets are checked inside the merge kernel on GPUs: an invalid active target gives
// logp = NaN for its row and an error from Op::status() (surfaced by simulatedForward).
TEST(GpuErrors, InvalidTargetReported) {
  REQUIRE_GPU();
  const int64_t V = 1024, W = 128, vr = 1000;
  Batch b = randomBatch(DType::BF16, 16, V, vr, 7);
  b.setTarget(5, vr + 3); // padding region
  Contract c = onGpu(makeContract(V, W, DType::BF16, 2, vr), Scope::CrossTpBitwise);
  GpuBatch g(b);
  auto r = simulatedForward(runtime(), c, g.full(c, b));
  ASSERT_FALSE(bool(r));
  std::string msg = llvm::toString(r.takeError());
  EXPECT_NE(msg.find("targets[5]"), std::string::npos) << msg;
}

// Why: DESIGN §3 keeps the PTX as the portable fallback of the cached cubin: when the
// driver rejects the cubin (here: a corrupted one), the PTX is JIT-linked instead and the
// provenance note says so; an image with a bad cubin and no PTX is a clear error.
TEST(Gpu, PtxFallbackWhenTheCubinIsRejected) {
  REQUIRE_GPU();
  Contract c = onGpu(makeContract(4096, 512, DType::BF16, 2, 4000), Scope::CrossTpBitwise);
  KernelSpec spec = KernelSpec::fromContract(c, KernelKind::Merge, false, false);
  std::string bytes = must(makeCompiler()->compile(spec));
  CudaImage img = unpackCudaImage(bytes);
  ASSERT_FALSE(img.cubin.empty()) << "nvJitLink is needed to make a cubin here";
  std::string note;
  ASSERT_TRUE(bool(must(cuda::loadImage(bytes, spec.symbolName(), &note))));
  EXPECT_EQ(note, "") << "a good cubin loads as is";
  std::string broken = img.cubin.str();
  broken[1] = 'X'; // not an ELF any more
  auto fn = cuda::loadImage(packCudaImage(broken, img.ptx), spec.symbolName(), &note);
  ASSERT_TRUE(bool(fn)) << toString(fn.takeError());
  EXPECT_NE(note.find("loaded the PTX fallback"), std::string::npos) << note;
  auto none = cuda::loadImage(packCudaImage(broken, ""), spec.symbolName(), nullptr);
  ASSERT_FALSE(bool(none));
  EXPECT_NE(toString(none.takeError()).find("cuModuleLoadData (cubin)"), std::string::npos);
}
