// sm_90 tests (ctest label `gpu`). On a machine without an NVIDIA GPU every test reports
// "skipped: no CUDA device". Inputs are drawn fresh (seed printed) and copied to the GPU;
// the host backend and the fp64 reference (tests/reference.h) are the oracles.
#include "error_bounds.h"
#include "gpu/gpu_util.h"
#include "runtime/core/kernel_abi.h"
#include "runtime/devices/cuda/cuda_image.h"

#include <algorithm>
#include <numeric>

using namespace logpjit;
using namespace logpjit::test;

// cross_target_bitwise: the GPU must reproduce the host backend bit for bit, forward
// outputs and every gradient, for each dtype, with and without temperature and masks.
// The leaf order (tile_sum = leaves) too: its tile_stats on a GPU against the host's.
class GpuCrossTarget : public ::testing::TestWithParam<std::tuple<DType, bool, bool, TileSum>> {};

TEST_P(GpuCrossTarget, BitwiseEqualToHost) {
  REQUIRE_GPU();
  auto [d, tau, activeMask, sum] = GetParam();
  uint64_t seed = freshSeed("GpuCrossTarget");
  const int64_t V = 8192, W = 512, vr = 8000, T = 300;
  Contract host = makeContract(V, W, d, 2, vr);
  host.want_entropy = true;
  host.tile_sum = sum;
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
  // have the same bits too (canonical quiet NaN). Row 4: tiles of zeros, -0 in the even
  // tiles and +0 in the odd ones: the host's sequential merge max is -0, the sm_90 lane
  // butterfly's +0 (templates/merge.cpp), and the outputs must not differ.
  b.set(1, 5, std::nan(""));
  b.set(2, 7, INFINITY);
  for (int64_t i = 0; i < vr; ++i) {
    b.set(3, i, -INFINITY);
    b.set(4, i, (i / W) % 2 ? 0.0 : -0.0);
  }
  Contract gpu = onGpu(host, Scope::CrossTargetBitwise);
  host.scope = Scope::CrossTargetBitwise;
  ForwardResult fh = forward(host, b), fg = gpuForward(gpu, b);
  EXPECT_TRUE(sameForward(fh, fg));
  for (auto [gl, ge] : {std::pair{false, false}, {true, false}, {false, true}, {true, true}}) {
    Upstream u = randomUpstream(T, seed, gl, ge);
    EXPECT_EQ(backward(host, b, fh, u), gpuBackward(gpu, b, fh, u))
        << "grad_lse " << gl << " grad_entropy " << ge;
  }
}

INSTANTIATE_TEST_SUITE_P(Gpu, GpuCrossTarget,
                         ::testing::Combine(::testing::Values(DType::BF16, DType::F16, DType::F32),
                                            ::testing::Bool(), ::testing::Bool(),
                                            ::testing::Values(TileSum::Lanes)));
INSTANTIATE_TEST_SUITE_P(GpuLeaves, GpuCrossTarget,
                         ::testing::Values(std::tuple{DType::BF16, true, true, TileSum::Leaves},
                                           std::tuple{DType::F16, false, false, TileSum::Leaves},
                                           std::tuple{DType::F32, true, false, TileSum::Leaves}));

// Every scope: TP 1/2/4/8 and batch composition never change the GPU's bits, and the
// results agree with the fp64 reference (native exp2 is ~2 ulp: same tolerance order as
// the host's, see tests/numerics/numerics_test.cpp).
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
    EXPECT_TRUE(sameForward(base, f)) << "tp " << tp;
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
// compared bitwise with the host in cross_target_bitwise (tile_stats on a linear grid). The
// native scope's tile_stats takes rows from grid y + gridDim.y z (abi::tileStatsGrid): each
// row there must equal the same row computed alone (one row: the linear grid), across the
// y/z seams and at the end. Tiles per rank not a multiple of 4 take the linear grid: K = 6
// at TP 1, 2, 3 must agree bitwise.
TEST(GpuShapes, AnyRowCount) {
  REQUIRE_GPU();
  uint64_t seed = freshSeed("GpuShapes");
  // The emulator runs 65537 rows (the y and z seams) on a small vocabulary, not 2^20 rows.
  const bool emulated = sm90Emulated();
  std::vector<int64_t> rowCounts = {1, 65537};
  if (!emulated)
    rowCounts.push_back(int64_t(1) << 20);
  for (int64_t T : rowCounts) {
    const int64_t V = T > 70000 || (emulated && T > 1) ? 256 : 1024, W = 128;
    Batch b = randomBatch(DType::BF16, T, V, V - 5, seed + T);
    Contract host = makeContract(V, W, DType::BF16, 2, V - 5);
    host.scope = Scope::CrossTargetBitwise;
    ForwardResult fh = forward(host, b), fg = gpuForward(onGpu(host, Scope::CrossTargetBitwise), b);
    EXPECT_TRUE(sameBits(fh.lse, fg.lse)) << "T = " << T;
    EXPECT_TRUE(sameBits(fh.logp, fg.logp)) << "T = " << T;
    // Four tiles per rank: the (tile groups, rows) grid, y and z both used for 2^20 rows.
    Contract native = onGpu(makeContract(V, V / 4, DType::BF16, 1, V - 5), Scope::CrossTpBitwise);
    ForwardResult fn = gpuForward(native, b);
    const logpjit::abi::Grid grid = logpjit::abi::tileStatsGrid(
        Arch::SM90, true, T, native.localTiles(), logpjit::abi::unitBlockThreads(Arch::SM90) / 32);
    for (int64_t r : {int64_t(0), grid.y - 1, grid.y, int64_t(65535), int64_t(65536), T - 1}) {
      if (r < 0 || r >= T)
        continue;
      std::vector<double> raw(b.x.begin() + r * V, b.x.begin() + (r + 1) * V);
      ForwardResult one = gpuForward(native, makeBatch(DType::BF16, 1, V, raw, {b.targets[r]}));
      EXPECT_EQ(std::memcmp(&one.lse[0], &fn.lse[size_t(r)], 4), 0) << "T = " << T << " row " << r;
      EXPECT_EQ(std::memcmp(&one.logp[0], &fn.logp[size_t(r)], 4), 0)
          << "T = " << T << " row " << r;
      EXPECT_NEAR(fn.lse[size_t(r)], fh.lse[size_t(r)], 1e-4 * (1 + std::fabs(fh.lse[size_t(r)])));
    }
  }
  const int64_t V = 6 * 128, T = 1000;
  Batch b = randomBatch(DType::BF16, T, V, V - 7, seed + 6);
  Contract c6 = onGpu(makeContract(V, 128, DType::BF16, 1, V - 7), Scope::CrossTpBitwise);
  ForwardResult f1 = gpuForward(c6, b);
  for (int tp : {2, 3}) {
    Contract c = c6;
    c.tp_size = tp;
    EXPECT_TRUE(sameForward(f1, gpuForward(c, b))) << "K = 6, tp " << tp;
  }
  ref::Forward r = ref::forward(problemOf(b, c6));
  for (int64_t t = 0; t < T; ++t)
    EXPECT_NEAR(f1.lse[size_t(t)], r.lse[size_t(t)], 4e-6 + 4e-6 * std::fabs(r.lse[size_t(t)]))
        << t;
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

// Why: docs/spec.md §11 keeps the PTX as the portable fallback of the cached cubin: when the
// driver rejects the cubin (here: a corrupted one), the PTX is JIT-linked instead and the
// provenance note says so; an image with a bad cubin and no PTX is a clear error.
TEST(Gpu, PtxFallbackWhenTheCubinIsRejected) {
  REQUIRE_REAL_GPU();
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

// Why: the native scopes take sm_90-only fast paths (docs/numerics.md "Tile partials",
// docs/decisions/tile-partials-in-two-passes.md) that the cross_target_bitwise tests never run.
// This walks the shapes and inputs they branch on — dtype (packed bf16/fp16 max; fp32 at the
// default tile width takes the online order), temperature (the max is taken before the division),
// entropy, K = 40 tiles (the warp merge's second group of 32 is partial), a tile width with
// a partial last chunk and tiles at 16- and 8-byte offsets, an odd row stride
// (element-aligned tiles), the default tile width (10 chunks per lane), the tile holding
// V_real, targets at block edges, inactive rows, NaN / +inf / all -inf rows, a row at the
// dtype's lowest value and one masked with -1e9 (its entropy is log V_real) — and
// checks TP 1/2/4/8 and a row alone bitwise, and the fp64 reference, forward and backward.
class GpuNative : public ::testing::TestWithParam<std::tuple<DType, bool>> {};

TEST_P(GpuNative, FastPathsInvariantAndAccurate) {
  REQUIRE_GPU();
  auto [d, tau] = GetParam();
  uint64_t seed = freshSeed("GpuNative");
  struct Geo {
    int64_t V, W, vr, stride;
  };
  const int64_t T = 67;
  for (Geo g : {Geo{7840, 196, 7800, 7840}, Geo{7840, 196, 7800, 7841},
                Geo{2374 * 8, 2374, 2374 * 8 - 267, 2374 * 8}}) {
    SCOPED_TRACE(::testing::Message() << "V " << g.V << " W " << g.W << " stride " << g.stride);
    ref::Rng rng(seed + uint64_t(g.stride));
    std::vector<int64_t> targets;
    std::vector<double> raw = realisticLogits(rng, T, g.V, g.vr, targets);
    // Targets at the edges of 8-column blocks, of a chunk, of a tile and of V_real.
    const int64_t edges[] = {0, 7, 8, 195, 196, g.W - 1, g.W, g.vr - 1};
    for (int64_t i = 0; i < 8; ++i)
      targets[size_t(10 + i)] = edges[i];
    Batch b = makeBatch(d, T, g.V, raw, targets, g.stride);
    for (int64_t t = 0; t < T; t += 7)
      b.setTarget(t, -100); // inactive rows
    b.set(1, 5, std::nan(""));
    b.set(2, 7, INFINITY);
    for (int64_t i = 0; i < g.vr; ++i)
      b.set(3, i, -INFINITY);
    // Row 4: every real column at the dtype's lowest finite value (a common mask value):
    // max * log2(e) overflows fp32 for bf16/fp32 and must not turn the row into NaN.
    const double lowest = d == DType::F16    ? -65504.0
                          : d == DType::BF16 ? -0x1.fep127
                                             : -0x1.fffffep127;
    for (int64_t i = 0; i < g.vr; ++i)
      b.set(4, i, lowest);
    // Row 5: every real column at -1e9 (fp16: its lowest), a finite mask value: the
    // entropy is log(V_real) exactly; the fused exp's argument error (u |m| log2 e, up to
    // 2^+-64 per term at -1e9) made it off by up to +-44 (codegen <= 7).
    for (int64_t i = 0; i < g.vr; ++i)
      b.set(5, i, d == DType::F16 ? -65504.0 : -1e9);
    Contract c1 = onGpu(makeContract(g.V, g.W, d, 1, g.vr), Scope::CrossTpBitwise);
    c1.want_entropy = true;
    if (tau)
      c1 = withTemperature(c1, 0.7f);
    ForwardResult base = gpuForward(c1, b);
    EXPECT_TRUE(std::isnan(base.lse[1]) && std::isnan(base.logp[1]) && std::isnan(base.entropy[1]));
    // Row 4: lse = lowest + log(V_real) rounds to lowest in fp32 (|lse| ~ 3e38), so logp is
    // 0 rather than -log(V_real): the fp32 limit, not checked against fp64; but finite
    // (with tau = 0.7 the bf16/fp32 lowest / tau overflows to -inf: an all -inf row then).
    const bool row4Finite = !tau || d == DType::F16;
    if (row4Finite)
      EXPECT_TRUE(std::isfinite(base.lse[4]) && std::isfinite(base.logp[4]) &&
                  std::isfinite(base.entropy[4]))
          << base.lse[4] << " " << base.logp[4] << " " << base.entropy[4];
    Upstream up = randomUpstream(T, seed, true, true);
    std::vector<uint8_t> g1 = gpuBackward(c1, b, base, up);
    if (row4Finite) { // row 4's gradients are finite
      for (int64_t i = 0; i < g.vr; ++i)
        ASSERT_TRUE(
            std::isfinite(decodeOne(d, g1.data() + size_t(4 * g.stride + i) * dtypeSize(d))))
            << "row 4 col " << i;
    }
    for (int64_t i = 0; i < g.vr; ++i) // row 5's (the -1e9 mask) too
      ASSERT_TRUE(std::isfinite(decodeOne(d, g1.data() + size_t(5 * g.stride + i) * dtypeSize(d))))
          << "row 5 col " << i;
    for (int tp : {2, 4, 8}) {
      Contract c = c1;
      c.tp_size = tp;
      ForwardResult f = gpuForward(c, b);
      EXPECT_TRUE(sameForward(base, f)) << "tp " << tp;
      if (tp != 4)
        EXPECT_TRUE(gpuBackward(c, b, base, up) == g1) << "grad_logits, tp " << tp;
    }
    // Rows alone (a normal row, the NaN, +inf and all -inf rows, a target on a tile edge).
    EXPECT_NEAR(base.entropy[5], std::log(double(g.vr)), 1e-5 * std::log(double(g.vr)))
        << "row 5, masked with a large finite value";
    for (int64_t r :
         {int64_t(1), int64_t(2), int64_t(3), int64_t(4), int64_t(5), int64_t(9), int64_t(15)}) {
      std::vector<double> one(b.x.begin() + r * g.V, b.x.begin() + (r + 1) * g.V);
      Batch br = makeBatch(d, 1, g.V, one, {b.targets[size_t(r)]}, g.stride);
      ForwardResult a = gpuForward(c1, br);
      EXPECT_EQ(std::memcmp(&a.lse[0], &base.lse[size_t(r)], 4), 0) << "row " << r;
      EXPECT_EQ(std::memcmp(&a.logp[0], &base.logp[size_t(r)], 4), 0) << "row " << r;
      EXPECT_EQ(std::memcmp(&a.entropy[0], &base.entropy[size_t(r)], 4), 0) << "row " << r;
    }
    // fp64 reference on the ordinary rows (6..T-1) with the first-order bounds of
    // tests/error_bounds.h for the native math (nativeRowTol, nativeGradExtra). Inactive
    // rows and padding columns of grad_logits must be exactly +0.
    ref::Problem p = problemOf(b, c1);
    ref::Forward rf = ref::forward(p);
    const double tv = p.temperature.value_or(1.0);
    std::vector<RowTol> tol(static_cast<size_t>(T));
    for (int64_t t = 6; t < T; ++t) {
      const RowTol r = nativeRowTol(c1, rf, p, t);
      tol[size_t(t)] = r;
      EXPECT_LE(std::fabs(base.lse[t] - rf.lse[t]), r.lse) << t;
      EXPECT_LE(std::fabs(base.logp[t] - rf.logp[t]), r.logp) << t;
      EXPECT_LE(std::fabs(base.entropy[t] - rf.entropy[t]), r.H) << t;
    }
    std::vector<double> gl = toDouble(up.logp), gs = toDouble(up.lse), gh = toDouble(up.entropy);
    std::vector<double> rg = ref::backward(p, {gl, gs, gh});
    const size_t es = dtypeSize(d);
    int bad = 0;
    // Gradients: gradBound with the native forward bounds, plus nativeGradExtra; then the
    // dtype's rounding.
    for (int64_t t = 6; t < T; ++t)
      for (int64_t i = 0; i < g.V; ++i) {
        const uint8_t *e = g1.data() + size_t(t * g.stride + i) * es;
        const double v = decodeOne(d, e), r = rg[size_t(t * g.V + i)];
        bool ok;
        if (!p.active[size_t(t)] || i >= g.vr) {
          ok = std::all_of(e, e + es, [](uint8_t x) { return x == 0; });
        } else {
          const double y = b.x[size_t(t * g.V + i)] / tv, pi = std::exp(y - rf.lse[t]);
          const double gl = up.logp[size_t(t)], gs = up.lse[size_t(t)], gh = up.entropy[size_t(t)];
          double B = gradBound(y, pi, i == b.targets[size_t(t)] ? 1.0 : 0.0, rf.lse[t],
                               rf.entropy[t], tol[size_t(t)], gl, gs, gh, tv, c1.has_temperature);
          B += nativeGradExtra(y, pi, rf.lse[t], rf.entropy[t], gl, gs, gh, tv);
          if (d != DType::F32)
            B += ulpOf(d, std::fabs(r) + B);
          ok = std::fabs(v - r) <= B;
        }
        if (!ok && ++bad <= 5)
          ADD_FAILURE() << "grad row " << t << " col " << i << ": " << v << " vs " << r;
      }
    EXPECT_EQ(bad, 0);
  }
}

INSTANTIATE_TEST_SUITE_P(Gpu, GpuNative,
                         ::testing::Combine(::testing::Values(DType::BF16, DType::F16, DType::F32),
                                            ::testing::Bool()));

// Why: the portable two-pass reads a lane's chunks twice when they do not fit in registers
// (fp32 at W = 2374: 320 bytes per lane; any C = 1), a path GpuCrossTarget (W = 512, bf16
// shares of 32 bytes) never takes. It must give the host's bits too, with NaN, +inf, all
// -inf, signed-zero and lowest-value rows, a temperature and entropy.
TEST(GpuCrossTargetReload, BitwiseEqualToHost) {
  REQUIRE_GPU();
  uint64_t seed = freshSeed("GpuCrossTargetReload");
  struct Case {
    DType d;
    int64_t W, C;
    bool tau;
    int64_t K = 4; // tiles per row: V = K W
    bool entropy = true;
  };
  // The sm_90 portable tile_stats stages a tile in shared memory where the registers are not
  // the faster home (templates/tile_stats.cpp, `staged`: an fp32 share, a temperature); the
  // bulk copy takes the tile's 16-byte-aligned middle, the lanes its head and tail. Tiles
  // of 2374 bf16 start at every 4-byte offset mod 16 (both load classes); 333 columns start
  // at 2-byte offsets in odd tiles (the element class); 7 bf16 (14 bytes) and 3 fp32 (12
  // bytes) are tiles with no middle; without entropy the sum is the fused exp-add. fp32
  // 2816 is the largest stage (45 KiB per block); 2817 and 4096 do not fit it and read
  // global memory twice; bf16 without a temperature and the fp16 7-column tiles keep their
  // chunks in registers. T = 41 leaves idle warps in the last block. fp16 at C = 16 (32-byte
  // chunks) is the width LLVM's NVPTX back end miscompiled (templates/numerics.cpp,
  // loadVector): staged with a temperature, in every alignment class.
  for (Case k : {Case{DType::F32, 2374, 8, false}, Case{DType::F32, 2374, 8, false, 4, false},
                 Case{DType::F32, 2374, 8, true}, Case{DType::BF16, 512, 1, true},
                 Case{DType::BF16, 2374, 4, false}, Case{DType::BF16, 2374, 4, true, 4, false},
                 Case{DType::BF16, 2374, 8, true}, Case{DType::BF16, 333, 4, true},
                 Case{DType::BF16, 7, 4, true, 44}, Case{DType::F16, 7, 4, false, 44},
                 Case{DType::F32, 3, 8, true, 98}, Case{DType::F32, 2816, 8, false},
                 Case{DType::F32, 2817, 8, false}, Case{DType::F32, 4096, 8, false},
                 Case{DType::F16, 333, 16, true}, Case{DType::F16, 2374, 16, true, 4, false},
                 Case{DType::F16, 2374, 8, true}}) {
    SCOPED_TRACE(::testing::Message()
                 << "dtype " << int(k.d) << " W " << k.W << " C " << k.C << " tau " << k.tau
                 << " K " << k.K << " entropy " << k.entropy);
    const int64_t V = k.W * k.K, vr = V - std::min<int64_t>(267, V / 5), T = 41;
    Contract host = makeContract(V, k.W, k.d, 2, vr);
    host.chunk = int32_t(k.C);
    host.want_entropy = k.entropy;
    if (k.tau)
      host = withTemperature(host, 0.7f);
    Batch b = randomBatch(k.d, T, V, vr, seed + uint64_t(k.W * 10 + k.C));
    b.set(1, 5, std::nan(""));
    b.set(2, 7, INFINITY);
    for (int64_t i = 0; i < vr; ++i) {
      b.set(3, i, -INFINITY);
      b.set(4, i, i % 3 ? 0.0 : -0.0);
      b.set(5, i, k.d == DType::F32 ? -0x1.fffffep127 : -0x1.fep127);
    }
    // Specials at the tile edges, which the lanes copy when the tile start or end is not
    // 16-byte aligned: the last real column, the last and the first column of tile 1.
    b.set(6, vr - 1, std::nan(""));
    b.set(7, 2 * k.W - 1, INFINITY);
    b.set(8, k.W, std::nan(""));
    host.scope = Scope::CrossTargetBitwise;
    Contract gpu = onGpu(host, Scope::CrossTargetBitwise);
    ForwardResult fh = forward(host, b), fg = gpuForward(gpu, b);
    EXPECT_TRUE(sameForward(fh, fg));
    Upstream up = randomUpstream(T, seed, true, k.entropy);
    EXPECT_EQ(backward(host, b, fh, up), gpuBackward(gpu, b, fh, up));
  }
}
