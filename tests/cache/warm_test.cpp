//===- warm_test.cpp - AOT warming: manifest -> cache -> copy -> readonly runs ---===//
//
// `logpjit warm` fills cache A for a small manifest (host, plus sm_90 where nvJitLink is
// present and gfx942 where the AMDGPU code generator is built); A is copied to B with a
// plain recursive copy; then, with B read-only, every manifest contract runs on the host
// with zero compiles and the same bits as freshly compiled kernels, GPU artifacts are
// present and verify through the cache API, and a contract outside the manifest fails
// naming the missing spec. Plus: manifest errors name the entry and field, write nothing.
//
//===----------------------------------------------------------------------===//
#include "lm_head_util.h"
#include "runtime/aot/manifest.h"
#include "runtime/aot/warm.h"
#include "runtime/devices/cuda/cuda_image.h"
#include "test_util.h"
#include "tool_runner.h"

#include <atomic>
#include <filesystem>
#include <fstream>

namespace {
using namespace logpjit;
using namespace logpjit::test;
using toolrun::lineWith;

// Entry 0: training (tile_stats, merge, 4 backward variants) at TP 1 and 2 (same kernels).
// Entry 1: forward only, every non-default kernel field. 8 kernels per target.
const char *kManifest = R"({
  "manifest_version": 1,
  "targets": ["host"],
  "contracts": [
    {"name": "small bf16 training", "vocab": 4096, "real_vocab": 4000, "tile_width": 512,
     "tp_size": [1, 2], "dtype": "bf16", "entropy": true},
    {"name": "small fp32 rollout", "vocab": 4096, "tile_width": 256, "tp_size": 4,
     "dtype": "fp32", "scope": "cross_target_bitwise", "temperature": 0.7,
     "mask_mode": "active_mask", "index_type": "int32", "backward": false}
  ]})";
constexpr size_t kKernelsPerTarget = 8;

/// Counts compiles; forwards everything to the LLVM compiler.
class CountingCompiler final : public Compiler {
public:
  std::string cacheKey(const KernelSpec &s) const override { return inner_->cacheKey(s); }
  std::string metadata(const KernelSpec &s) const override { return inner_->metadata(s); }
  llvm::Expected<std::string> compile(const KernelSpec &s) override {
    ++compiles;
    return inner_->compile(s);
  }
  std::atomic<int> compiles{0};

private:
  std::shared_ptr<Compiler> inner_ = makeCompiler();
};

class Warm : public ::testing::Test {
protected:
  void SetUp() override {
    llvm::SmallString<128> d;
    ASSERT_FALSE(llvm::sys::fs::createUniqueDirectory("logpjit-warm-test", d));
    tmp = d.str().str();
    manifestPath = tmp + "/small.json";
    std::ofstream(manifestPath) << kManifest;
  }
  void TearDown() override { llvm::sys::fs::remove_directories(tmp); }

  toolrun::ToolResult warm(const std::string &dir, const std::string &targets,
                           const std::string &manifest = "") {
    return toolrun::run({"warm", "--manifest", manifest.empty() ? manifestPath : manifest,
                         "--targets", targets, "--jobs", "2"},
                        {"LOGPJIT_CACHE_DIR=" + dir}, tmp + "/warm");
  }

  /// Forward (and, for training entries, every backward variant) of `c` on random inputs.
  struct Outputs {
    ForwardResult f;
    std::vector<std::vector<uint8_t>> grads;
  };
  static Outputs runContract(Runtime &rt, const Contract &c, KernelSet set, uint64_t seed) {
    ref::Rng rng(seed);
    const int64_t T = 11;
    std::vector<int64_t> targets;
    std::vector<double> raw = realisticLogits(rng, T, c.vocab, c.realVocab(), targets);
    Batch b = makeBatch(c.dtype, T, c.vocab, raw, targets);
    b.setTarget(3, c.ignore_index); // an inactive row in either mask mode
    b.active[3] = 0;
    Outputs o;
    o.f = must(simulatedForward(rt, c, b.full(c)));
    if (set == KernelSet::Forward)
      return o;
    std::vector<float> gl = randomFloats(rng, T), gs = randomFloats(rng, T),
                       ge = randomFloats(rng, T);
    for (bool withLse : {false, true})
      for (bool withEntropy : {false, true}) {
        std::vector<uint8_t> out(size_t(T * c.vocab) * dtypeSize(c.dtype), 0xAB);
        GradInputs g;
        g.grad_logp = gl.data();
        g.grad_lse = withLse ? gs.data() : nullptr;
        g.grad_entropy = withEntropy ? ge.data() : nullptr;
        g.lse = o.f.lse.data();
        g.entropy = withEntropy ? o.f.entropy.data() : nullptr;
        must(simulatedBackward(rt, c, b.full(c), g, out.data(), c.vocab));
        o.grads.push_back(std::move(out));
      }
    return o;
  }

  std::string tmp, manifestPath;
};

/// The GPU targets this build and machine can warm (printed when one is skipped).
std::vector<std::string> gpuTargets() {
  std::vector<std::string> t;
  if (haveNvJitLink())
    t.push_back("sm_90");
  else
    std::cout << "[ SKIPPED  ] sm_90 part: nvJitLink not found (no cubin can be made)\n";
  if (auto dl = amdgpuDataLayout(*Target::parse("gfx942")))
    t.push_back("gfx942");
  else
    std::cout << "[ SKIPPED  ] gfx942 part: " << llvm::toString(dl.takeError()) << "\n";
  return t;
}

TEST_F(Warm, WarmCopyThenReadOnlyServesEveryKernelWithoutCompiling) {
  std::vector<std::string> gpus = gpuTargets();
  std::string targets = "host";
  for (const std::string &g : gpus)
    targets += "," + g;
  const size_t total = kKernelsPerTarget * (1 + gpus.size());
  const std::string A = tmp + "/A", B = tmp + "/B";

  toolrun::ToolResult w = warm(A, targets);
  ASSERT_EQ(w.rc, 0) << w.out << w.err;
  const std::string n = std::to_string(total);
  EXPECT_HAS(w.out, n + " kernels: " + n + " compiled, 0 hits, 0 failed");
  EXPECT_HAS(w.out, "3 contracts from 2 entries");
  EXPECT_HAS(w.out, "[" + std::string(n.size() - 1, ' ') + "1/" + n + "]");
  EXPECT_HAS(w.out, "[" + n + "/" + n + "]");
  EXPECT_HAS(w.out, "backward bf16 grads=logp+lse+entropy portable");
  toolrun::ToolResult again = warm(A, targets);
  ASSERT_EQ(again.rc, 0) << again.out << again.err;
  EXPECT_HAS(again.out, n + " kernels: 0 compiled, " + n + " hits, 0 failed");

  std::filesystem::copy(A, B, std::filesystem::copy_options::recursive);

  Manifest m = must(loadManifest(manifestPath));
  ASSERT_EQ(m.contracts.size(), 3u);
  auto fresh = must(
      Runtime::create(RuntimeOptions{CacheConfig{"", CacheMode::Disabled}, 2}, makeCompiler()));
  uint64_t seed = freshSeed("warm readonly");
  for (const ManifestContract &mc : m.contracts) {
    SCOPED_TRACE(mc.name + " tp " + std::to_string(mc.contract.tp_size));
    // A fresh read-only Runtime per contract: every kernel is a disk hit, none compiled.
    auto counting = std::make_shared<CountingCompiler>();
    auto ro =
        must(Runtime::create(RuntimeOptions{CacheConfig{B, CacheMode::ReadOnly}, 2}, counting));
    Outputs got = runContract(*ro, mc.contract, mc.kernels, seed);
    EXPECT_EQ(counting->compiles, 0);
    ASSERT_EQ(got.f.kernels.size(), 2u);
    for (const KernelInfo &k : got.f.kernels)
      EXPECT_EQ(k.provenance, Provenance::DiskHit) << k.name;
    // The cached binaries compute what freshly compiled ones do, bit for bit.
    Outputs want = runContract(*fresh, mc.contract, mc.kernels, seed);
    EXPECT_TRUE(sameBits(got.f.lse, want.f.lse));
    EXPECT_TRUE(sameBits(got.f.logp, want.f.logp));
    EXPECT_TRUE(sameBits(got.f.entropy, want.f.entropy));
    ASSERT_EQ(got.grads.size(), want.grads.size());
    for (size_t i = 0; i < got.grads.size(); ++i)
      EXPECT_EQ(got.grads[i], want.grads[i]) << "backward variant " << i;
  }

  // GPU artifacts (no GPU needed): present in B and verified through the cache API.
  auto compiler = makeCompiler();
  DiskCache roCache(CacheConfig{B, CacheMode::ReadOnly});
  for (const std::string &g : gpus) {
    auto specs = must(manifestKernelSpecs(m, {*Target::parse(g)}));
    EXPECT_EQ(specs.size(), kKernelsPerTarget) << g;
    for (const KernelSpec &s : specs) {
      int compiles = 0;
      auto r = roCache.getOrCompile(compiler->cacheKey(s), s.canonical(), compiler->metadata(s),
                                    [&]() -> llvm::Expected<std::string> {
                                      ++compiles;
                                      return std::string("x");
                                    });
      ASSERT_TRUE(bool(r)) << llvm::toString(r.takeError());
      EXPECT_EQ(r->provenance, Provenance::DiskHit);
      EXPECT_EQ(compiles, 0);
      // sm_90: the cubin with its PTX fallback (runtime/devices/cuda/cuda_image.h); gfx942: HSACO.
      CudaImage img = unpackCudaImage(r->binary);
      llvm::StringRef elf = g == "sm_90" ? img.cubin : llvm::StringRef(r->binary);
      EXPECT_EQ(elf.substr(0, 4), "\x7f"
                                  "ELF")
          << g << ": cubin / HSACO expected";
      if (g == "sm_90")
        EXPECT_NE(img.ptx.find(".target sm_90"), llvm::StringRef::npos) << "PTX fallback";
    }
  }
  auto listed = must(roCache.list(/*verify=*/true));
  EXPECT_EQ(listed.size(), total);
  for (const CacheEntryInfo &e : listed)
    EXPECT_TRUE(e.valid) << e.key << ": " << e.problem;

  // The CLI in read-only mode on B: provenance says hit.
  toolrun::ToolResult run =
      toolrun::run({"run", "--vocab", "4096", "--real-vocab", "4000", "--tile-width", "512",
                    "--tokens", "16", "--tp", "2", "--entropy"},
                   {"LOGPJIT_CACHE_DIR=" + B, "LOGPJIT_CACHE_MODE=readonly"}, tmp + "/run");
  ASSERT_EQ(run.rc, 0) << run.out << run.err;
  EXPECT_HAS(lineWith(run.out, "  tile_stats "), " hit ");
  EXPECT_HAS(lineWith(run.out, "  merge "), " hit ");

  // Outside the manifest: read-only errors name the missing spec; nothing is written.
  Contract other = m.contracts[0].contract;
  other.dtype = DType::F16;
  auto ro =
      must(Runtime::create(RuntimeOptions{CacheConfig{B, CacheMode::ReadOnly}, 2}, makeCompiler()));
  try {
    runContract(*ro, other, KernelSet::Forward, seed);
    ADD_FAILURE() << "a contract outside the manifest ran in readonly mode";
  } catch (const std::runtime_error &e) {
    EXPECT_HAS(std::string(e.what()), "readonly cache " + B + ": no entry for kind=tile_stats;");
    EXPECT_HAS(std::string(e.what()), ";dtype=fp16;");
  }
  Contract fwdOnly = m.contracts[2].contract; // "backward": false
  try {
    runContract(*ro, fwdOnly, KernelSet::Training, seed);
    ADD_FAILURE() << "a backward outside the manifest ran in readonly mode";
  } catch (const std::runtime_error &e) {
    EXPECT_HAS(std::string(e.what()), "no entry for kind=backward;");
  }
  EXPECT_EQ(must(roCache.list()).size(), total);
}

TEST_F(Warm, BadManifestsNameTheEntryAndFieldAndWriteNothing) {
  auto parse = [](const std::string &text) -> std::string {
    auto m = parseManifest(text, "m.json");
    return m ? std::string("parsed") : llvm::toString(m.takeError());
  };
  const std::string ok = R"("vocab": 4096, "tile_width": 512)";
  const std::pair<std::string, std::string> cases[] = {
      {"{", "manifest m.json: not valid JSON"},
      {R"({"contracts": [{)" + ok + "}]}", "manifest_version: missing: expected 1"},
      {R"({"manifest_version": 2, "contracts": [{)" + ok + "}]}", "manifest_version: 2"},
      {R"({"manifest_version": 1})", "contracts: missing"},
      {R"({"manifest_version": 1, "contract": []})", "unknown field 'contract'"},
      {R"({"manifest_version": 1, "targets": ["cuda"], "contracts": [{)" + ok + "}]}",
       "targets[0]: target 'cuda'"},
      {R"({"manifest_version": 1, "contracts": [{)" + ok + R"(}, {"tile_width": 512}]})",
       "contracts[1].vocab: missing"},
      {R"({"manifest_version": 1, "contracts": [{)" + ok + R"(}, {)" + ok +
           R"(, "dtype": "bf17"}]})",
       "contracts[1].dtype: dtype 'bf17': expected bf16, fp16 or fp32"},
      {R"({"manifest_version": 1, "contracts": [{)" + ok + R"(, "entropyy": true}]})",
       "contracts[0]: unknown field 'entropyy'"},
      {R"({"manifest_version": 1, "contracts": [{"vocab": 4096, "tile_width": 1000}]})",
       "contracts[0].tile_width (tp_size 1): invalid contract: tile_width (W) = 1000"},
      {R"({"manifest_version": 1, "contracts": [{)" + ok + R"(, "tp_size": [1, 3]}]})",
       "contracts[0].tp_size (tp_size 3)"},
      {R"({"manifest_version": 1, "contracts": [{)" + ok + R"(, "tp_size": "2"}]})",
       "contracts[0].tp_size: \"2\": expected an integer"},
      {R"({"manifest_version": 1, "contracts": [{)" + ok + R"(, "entropy": 1}]})",
       "contracts[0].entropy: 1: expected true or false"},
      {R"({"manifest_version": 1, "contracts": [{)" + ok + R"(, "mask_mode": "mask"}]})",
       "contracts[0].mask_mode: mask mode 'mask': expected ignore_index or active_mask"},
      {R"({"manifest_version": 1, "contracts": [{)" + ok + R"(, "temperature": 0}]})",
       "contracts[0].temperature: invalid contract: temperature = 0: expected a finite number"},
      // Beyond the fp32 range: rejected as written, never converted (undefined behaviour).
      {R"({"manifest_version": 1, "contracts": [{)" + ok + R"(, "temperature": 1e39}]})",
       "contracts[0].temperature: invalid contract: temperature = 1e+39: expected a finite number"},
      {R"({"manifest_version": 1, "contracts": [{)" + ok + R"(, "temperature": 1e-50}]})",
       "temperature = 1e-50: expected a finite number in [1e-05, 3.4028235e+38] (fp32); a smaller "
       "one"},
      {R"({"manifest_version": 1, "contracts": [{)" + ok + R"(, "temperature": "row"}]})",
       "contracts[0].temperature: \"row\": expected a number or \"rows\""},
      {R"({"manifest_version": 1, "contracts": [{)" + ok + R"(, "ignore_index": 5}]})",
       "contracts[0].ignore_index"},
  };
  for (const auto &[text, want] : cases)
    EXPECT_HAS(parse(text), want) << text;
  Manifest good = must(parseManifest(
      R"({"manifest_version": 1, "contracts": [{)" + ok + R"(, "lanes": 16}]})", "m.json"));
  EXPECT_EQ(must(manifestKernelSpecs(good, {Target::hostCPU()})).size(),
            4u); // no entropy: 2 backward
  // "temperature": "rows": the per-row contract's kernels.
  Manifest rows = must(parseManifest(R"({"manifest_version": 1, "contracts": [{)" + ok +
                                         R"(, "temperature": "rows"}]})",
                                     "m.json"));
  ASSERT_EQ(rows.contracts.size(), 1u);
  EXPECT_TRUE(rows.contracts[0].contract.temperature_rows);
  for (const KernelSpec &k : must(manifestKernelSpecs(rows, {Target::hostCPU()})))
    EXPECT_NE(k.canonical().find("temperature=rows"), std::string::npos) << k.canonical();
  // An LM-head contract warms its GEMM too; top-k its kernels (topk_stats and topk_select at
  // TP 1, sampler).
  Manifest lm = must(parseManifest(R"({"manifest_version": 1, "contracts": [{)" + ok +
                                       R"(, "hidden_size": 64, "top_k": 5, "backward": false}]})",
                                   "m.json"));
  ASSERT_EQ(lm.contracts.size(), 1u);
  EXPECT_EQ(lm.contracts[0].contract.hidden_size, 64);
  std::string kinds;
  for (const KernelSpec &k : must(manifestKernelSpecs(lm, {Target::hostCPU()})))
    kinds += kernelKindName(k.kind).str() + " ";
  EXPECT_EQ(kinds, "tile_stats merge topk_tile topk_merge topk_stats topk_select sampler lm_head ");
  EXPECT_HAS(parse(R"({"manifest_version": 1, "contracts": [{)" + ok + R"(, "hidden_size": 40}]})"),
             "hidden_size (H) = 40");
  auto gpu = manifestKernelSpecs(good, {*Target::parse("sm_90")});
  ASSERT_FALSE(bool(gpu));
  EXPECT_HAS(llvm::toString(gpu.takeError()), "contracts[0].lanes: 16: target sm_90");

  // Through the CLI: exit 1, the message, and no cache directory at all.
  const std::string bad = tmp + "/bad.json", dir = tmp + "/never";
  std::ofstream(bad) << R"({"manifest_version": 1, "contracts": [{)" + ok + R"(}, {)" + ok +
                            R"(, "scope": "always"}]})";
  toolrun::ToolResult r = warm(dir, "host", bad);
  EXPECT_EQ(r.rc, 1) << r.out;
  EXPECT_HAS(r.err,
             "logpjit warm: error: manifest " + bad + ": contracts[1].scope: scope 'always'");
  std::ofstream(tmp + "/lanes.json")
      << R"({"manifest_version": 1, "contracts": [{)" + ok + R"(, "lanes": 16}]})";
  r = warm(dir, "host,sm_90", tmp + "/lanes.json");
  EXPECT_EQ(r.rc, 1) << r.out;
  EXPECT_HAS(r.err, "contracts[0].lanes: 16: target sm_90 runs 32 lanes");
  r = warm(dir, "host,cuda");
  EXPECT_EQ(r.rc, 1) << r.out;
  EXPECT_HAS(r.err, "--targets: target 'cuda'");
  EXPECT_FALSE(llvm::sys::fs::exists(dir)) << "an invalid warm wrote the cache";
}

} // namespace

namespace {

// An LM-head training contract: warm compiles the forward and every kernel of
// Op::lmHeadBackward (the GEMM with fp32 outputs, plain and accumulating, the relayouts),
// so that a read-only runtime runs the backward from hidden states without compiling.
TEST_F(Warm, LmHeadTrainingContractsWarmTheBackwardsKernels) {
  const std::string manifest = tmp + "/lm.json", dir = tmp + "/lm";
  std::ofstream(manifest) << R"({"manifest_version": 1, "contracts": [
    {"name": "lm head", "vocab": 512, "real_vocab": 500, "tile_width": 64, "dtype": "fp32",
     "hidden_size": 32, "hidden_dtype": "bf16", "entropy": true}]})";
  toolrun::ToolResult w = warm(dir, "host", manifest);
  ASSERT_EQ(w.rc, 0) << w.out << w.err;
  EXPECT_HAS(w.out, "relayout");
  Manifest m = must(loadManifest(manifest));
  ASSERT_EQ(m.contracts.size(), 1u);
  const Contract &c = m.contracts[0].contract;
  auto counting = std::make_shared<CountingCompiler>();
  auto ro =
      must(Runtime::create(RuntimeOptions{CacheConfig{dir, CacheMode::ReadOnly}, 2}, counting));
  const LmProblem p = makeLmProblem(freshSeed("warm lm_head"), DType::BF16, 9, 512, 32, 500);
  const std::vector<float> gl = normals("warm grad_logp", p.T), ge = normals("warm grad_h", p.T);
  const LmGrads got = runLmBackward(*ro, c, p, allRows(p.T), gl, &ge);
  EXPECT_EQ(counting->compiles, 0);
  EXPECT_TRUE(sameBits(got, runLmBackward(runtime(), c, p, allRows(p.T), gl, &ge)));
}

// A leaf-order contract (tile_sum = leaves): the manifest names it, warm compiles its
// tile_stats, and a read-only runtime runs its fused forward without compiling; a bad value
// is an error naming the field.
TEST_F(Warm, LeafOrderContractsWarmTheirTileStats) {
  const std::string manifest = tmp + "/leaves.json", dir = tmp + "/leaves";
  std::ofstream(manifest) << R"({"manifest_version": 1, "contracts": [
    {"vocab": 512, "real_vocab": 500, "tile_width": 64, "tile_sum": "leaves",
     "hidden_size": 32, "entropy": true, "backward": false}]})";
  toolrun::ToolResult w = warm(dir, "host", manifest);
  ASSERT_EQ(w.rc, 0) << w.out << w.err;
  Manifest m = must(loadManifest(manifest));
  ASSERT_EQ(m.contracts.size(), 1u);
  const Contract &c = m.contracts[0].contract;
  EXPECT_EQ(c.tile_sum, TileSum::Leaves);
  auto counting = std::make_shared<CountingCompiler>();
  auto ro =
      must(Runtime::create(RuntimeOptions{CacheConfig{dir, CacheMode::ReadOnly}, 2}, counting));
  const LmProblem p = makeLmProblem(freshSeed("warm leaves"), DType::BF16, 9, 512, 32, 500);
  const LmOutputs got = runFused(*ro, c, p, allRows(p.T));
  EXPECT_EQ(counting->compiles, 0);
  EXPECT_TRUE(sameForward(got, runFused(runtime(), c, p, allRows(p.T))));
  const std::string bad = tmp + "/bad_leaves.json";
  std::ofstream(bad) << R"({"manifest_version": 1, "contracts": [
    {"vocab": 512, "tile_width": 64, "tile_sum": "rows"}]})";
  auto e = loadManifest(bad);
  ASSERT_FALSE(bool(e));
  EXPECT_HAS(llvm::toString(e.takeError()), "tile_sum");
}

} // namespace
