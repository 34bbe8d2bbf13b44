// The tiered JIT on sm_90 (ctest label `gpu`; docs/design.md, "Tiered JIT"): the quick
// tier of every kernel must give the full kernel's bits, forward and backward, in every
// scope, and a tiered Runtime must switch to the full kernel and cache only it.
#include "gpu/gpu_util.h"

#include "llvm/Support/FileSystem.h"

using namespace logpjit;
using namespace logpjit::test;

namespace {

/// A Runtime with its own empty cache directory, removed with it; or (`reuse`) on another
/// TempRuntime's directory, left in place.
struct TempRuntime {
  std::string dir;
  bool owner;
  std::unique_ptr<Runtime> rt;
  explicit TempRuntime(JitMode mode, const std::string &reuse = "") : owner(reuse.empty()) {
    llvm::SmallString<128> d(reuse);
    if (owner && llvm::sys::fs::createUniqueDirectory("logpjit-tier-tests", d))
      throw std::runtime_error("cannot create a temporary cache directory");
    dir = d.str().str();
    RuntimeOptions o{CacheConfig{dir, CacheMode::Normal}, 2};
    o.jit = mode;
    rt = must(Runtime::create(o, makeCompiler()));
  }
  ~TempRuntime() {
    rt.reset();
    if (owner)
      llvm::sys::fs::remove_directories(dir);
  }
};

} // namespace

// Every form the full kernels take at these shapes (registers, staged, read twice, the
// online order of the native math for a share over 160 bytes; the plain and special
// column blocks and both alignment classes of the backward), against the quick tier's
// rolled element loops: memcmp of every output and gradient, fresh inputs.
TEST(GpuTiers, QuickTierGivesTheFullKernelsBits) {
  REQUIRE_GPU();
  const uint64_t seed = freshSeed("GpuTiers");
  TempRuntime quick(JitMode::Quick), full(JitMode::Full);
  struct Case {
    Scope scope;
    DType d;
    int64_t W, K;
    bool tau, entropy;
    int tp;
    MaskMode mask = MaskMode::IgnoreIndex;
    int32_t chunk = 0; // 0: the contract's default
    bool gradLse = true;
  };
  const Scope N = Scope::CrossTpBitwise, X = Scope::CrossTargetBitwise, F = Scope::FixedTopology;
  for (Case k :
       {Case{N, DType::BF16, 2374, 8, false, false, 2},
        Case{N, DType::BF16, 2374, 8, true, true, 1},
        Case{N, DType::F16, 333, 12, false, true, 2, MaskMode::ActiveMask},
        Case{N, DType::F32, 2374, 8, false, true, 2}, Case{N, DType::F32, 4096, 4, true, false, 1},
        Case{N, DType::BF16, 7, 44, false, false, 1},
        Case{X, DType::BF16, 2374, 8, false, false, 2},
        Case{X, DType::BF16, 2374, 8, true, true, 2},
        Case{X, DType::F16, 333, 12, false, true, 1, MaskMode::ActiveMask},
        Case{X, DType::F32, 2374, 8, false, true, 2}, Case{X, DType::F32, 2817, 4, false, false, 1},
        Case{X, DType::BF16, 7, 44, true, false, 1}, Case{F, DType::BF16, 2374, 8, false, true, 2},
        Case{N, DType::BF16, 2374, 8, false, false, 1, MaskMode::IgnoreIndex, 1},
        Case{X, DType::F16, 333, 12, true, true, 2, MaskMode::IgnoreIndex, 16, false},
        Case{N, DType::F32, 333, 12, false, true, 1, MaskMode::IgnoreIndex, 2, false},
        // The quick merge walks each rank's tiles in chunks of 32 (templates/merge.cpp):
        // two chunks per rank (K_local = 40), eight ranks of 8 tiles, exactly two whole
        // chunks per rank (K_local = 64) and three, the last of one tile (K_local = 65).
        Case{N, DType::BF16, 333, 80, false, true, 2}, Case{X, DType::F32, 64, 64, true, true, 8},
        Case{N, DType::BF16, 7, 128, false, true, 2},
        Case{X, DType::BF16, 7, 130, true, false, 2}}) {
    SCOPED_TRACE(::testing::Message()
                 << "scope " << int(k.scope) << " dtype " << int(k.d) << " W " << k.W << " K "
                 << k.K << " tau " << k.tau << " entropy " << k.entropy << " tp " << k.tp
                 << " chunk " << k.chunk << " grad_lse " << k.gradLse);
    const int64_t V = k.W * k.K, vr = V - std::min<int64_t>(267, V / 5), T = 37;
    Contract c = makeContract(V, k.W, k.d, k.tp, vr);
    c.want_entropy = k.entropy;
    c.mask_mode = k.mask;
    if (k.chunk)
      c.chunk = k.chunk;
    if (k.tau)
      c = withTemperature(c, 0.7f);
    c = onGpu(c, k.scope);
    Batch b = randomBatch(k.d, T, V, vr, seed + uint64_t(k.W * 31 + k.K));
    if (k.mask == MaskMode::ActiveMask) // the ignore_index rows become inactive rows
      for (int64_t t = 0; t < T; ++t)
        b.active[t] = b.targets[t] >= 0;
    b.set(1, 5, std::nan(""));
    b.set(2, 7, INFINITY);
    // Rows of -inf, of signed zeros, of the dtype's lowest value (|x| > 2^126: the fused
    // native exp's other constants) and of subnormals.
    const double lowest = k.d == DType::F32   ? -0x1.fffffep127
                          : k.d == DType::F16 ? -65504.0
                                              : -0x1.fep127;
    const double sub = k.d == DType::F32 ? 0x1p-140 : k.d == DType::F16 ? 0x1p-20 : 0x1p-130;
    for (int64_t i = 0; i < vr; ++i) {
      b.set(3, i, -INFINITY);
      b.set(4, i, i % 3 ? 0.0 : -0.0);
      b.set(5, i, lowest);
      b.set(6, i, (i % 2 ? -sub : sub) * double(i % 5));
    }
    ForwardResult fq = gpuForward(c, b, *quick.rt), ff = gpuForward(c, b, *full.rt);
    EXPECT_TRUE(sameForward(fq, ff));
    for (const KernelInfo &ki : fq.kernels)
      EXPECT_TRUE(ki.quick) << ki.name;
    for (const KernelInfo &ki : ff.kernels)
      EXPECT_FALSE(ki.quick) << ki.name;
    Upstream up = randomUpstream(T, seed, k.gradLse, k.entropy);
    EXPECT_EQ(gpuBackward(c, b, ff, up, *quick.rt), gpuBackward(c, b, ff, up, *full.rt));
  }
  // The quick tiers were never written to the cache.
  EXPECT_TRUE(must(quick.rt->cache().list(false)).empty());
}

// A tiered Runtime on an empty cache launches the quick tier, then switches to the full
// kernel compiled in the background, which is the one the cache keeps; a second Runtime on
// that cache loads it from disk. All outputs equal bit for bit.
TEST(GpuTiers, TieredRuntimeSwitchesToTheCachedFullKernel) {
  REQUIRE_GPU();
  const uint64_t seed = freshSeed("GpuTiersSwitch");
  const int64_t W = 2374, V = 64 * W, vr = V - 267, T = 64;
  Contract c = onGpu(makeContract(V, W, DType::BF16, 2, vr), Scope::CrossTpBitwise);
  Batch b = randomBatch(DType::BF16, T, V, vr, seed);
  TempRuntime tiered(JitMode::Tiered);
  ForwardResult first = gpuForward(c, b, *tiered.rt);
  ASSERT_EQ(first.kernels.size(), 2u);
  for (const KernelInfo &ki : first.kernels) {
    // Op::kernels() says what runs now: a fast background compile may already have
    // replaced tile_stats's quick tier by the time the forward returns.
    EXPECT_TRUE(ki.quick || ki.background_compile_ms > 0) << ki.name;
    EXPECT_EQ(ki.provenance, Provenance::Compiled) << ki.name;
  }
  EXPECT_TRUE(first.kernels[1].quick); // the merge's full compile starts after tile_stats's
  must(tiered.rt->waitForFullKernels());
  ForwardResult second = gpuForward(c, b, *tiered.rt);
  for (const KernelInfo &ki : second.kernels) {
    EXPECT_FALSE(ki.quick) << ki.name;
    EXPECT_GT(ki.background_compile_ms, 0.0) << ki.name;
  }
  EXPECT_TRUE(sameForward(first, second));
  auto entries = must(tiered.rt->cache().list(false));
  ASSERT_EQ(entries.size(), 2u);
  for (const KernelInfo &ki : second.kernels)
    EXPECT_TRUE(std::any_of(entries.begin(), entries.end(), [&](const auto &e) {
      return e.key == ki.key;
    })) << ki.name;
  TempRuntime again(JitMode::Tiered, tiered.dir);
  ForwardResult third = gpuForward(c, b, *again.rt);
  for (const KernelInfo &ki : third.kernels) {
    EXPECT_FALSE(ki.quick) << ki.name;
    EXPECT_EQ(ki.provenance, Provenance::DiskHit) << ki.name;
  }
  EXPECT_TRUE(sameForward(first, third));
}
