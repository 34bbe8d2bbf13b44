// The runtime without a compiler (the shape of a program that links only
// liblogpjit_runtime.so): keys computed by the runtime, a miss is a clear error that writes
// nothing, a warmed cache gives the same bits as compiling, a corrupt entry is reported.
// The compiler hook: Runtime::defaultCompiler() in a program that links the compiler.
#include "error_bounds.h"
#include "test_util.h"

#include "llvm/Support/FileSystem.h"

#include <gtest/gtest.h>

using namespace logpjit;
using namespace logpjit::test;

namespace {

/// A fresh temporary directory, removed at the end of the test.
struct TempDir {
  std::string path;
  TempDir() {
    llvm::SmallString<128> d;
    if (llvm::sys::fs::createUniqueDirectory("logpjit-runtime-only", d))
      throw std::runtime_error("cannot create a temporary directory");
    path = d.str().str();
  }
  ~TempDir() { llvm::sys::fs::remove_directories(path); }
};

/// Every regular file under `dir`.
std::vector<std::string> filesUnder(const std::string &dir) {
  std::vector<std::string> out;
  std::error_code ec;
  for (llvm::sys::fs::recursive_directory_iterator it(dir, ec), end; it != end && !ec;
       it.increment(ec))
    if (it->type() == llvm::sys::fs::file_type::regular_file)
      out.push_back(it->path());
  return out;
}

std::unique_ptr<Runtime> makeRuntime(const std::string &dir, std::shared_ptr<Compiler> c,
                                     CacheMode mode = CacheMode::Normal) {
  return must(Runtime::create(RuntimeOptions{CacheConfig{dir, mode}, 2}, std::move(c)));
}

/// fp32, V = 600 in 3 tiles of 200 (TP=3 would also fit; TP=1 keeps it small), 9 rows.
Contract smallContract() { return makeContract(600, 200, DType::F32, /*tp=*/1); }

Batch randomBatch(const Contract &c, uint64_t seed) {
  ref::Rng rng(seed);
  std::vector<int64_t> targets;
  std::vector<double> x = realisticLogits(rng, 9, c.vocab, c.realVocab(), targets);
  return makeBatch(c.dtype, 9, c.vocab, x, targets);
}

} // namespace

TEST(RuntimeOnly, DefaultCompilerIsFoundWhenLinkedIn) {
  // This test binary links logpjit_compiler: the weak hook resolves.
  std::shared_ptr<Compiler> c = Runtime::defaultCompiler();
  ASSERT_NE(c, nullptr);
  const Contract k = smallContract();
  must(k.validate());
  const KernelSpec spec = KernelSpec::fromContract(k, KernelKind::TileStats);
  EXPECT_EQ(c->cacheKey(spec), kernelCacheKey(spec)) << "the runtime and compiler keys differ";
}

TEST(RuntimeOnly, MissWithoutCompilerNamesSpecKeyAndCacheAndWritesNothing) {
  TempDir dir;
  auto rt = makeRuntime(dir.path, nullptr);
  const Contract c = smallContract();
  Batch b = randomBatch(c, freshSeed("miss"));
  auto op = must(rt->getOp(c));
  std::vector<float> partials(size_t(b.T * c.numTiles() * c.partialWidth()), 7.f), tl(b.T, 7.f);
  ShardInputs in{b.bytes.data(), b.stride, b.targets.data(), nullptr, b.T};
  llvm::Error e = op->tileStats(in, partials.data(), tl.data());
  ASSERT_TRUE(bool(e)) << "a miss without a compiler must fail";
  const std::string msg = errorMessage(std::move(e));
  const KernelSpec spec = KernelSpec::fromContract(c, KernelKind::TileStats);
  EXPECT_NE(msg.find("no compiler is linked into this program"), std::string::npos) << msg;
  EXPECT_NE(msg.find(spec.canonical()), std::string::npos) << msg;
  EXPECT_NE(msg.find(kernelCacheKey(spec)), std::string::npos) << msg;
  EXPECT_NE(msg.find(dir.path), std::string::npos) << msg;
  EXPECT_TRUE(filesUnder(dir.path).empty()) << "a lookup without a compiler wrote files";
  for (float f : partials)
    ASSERT_EQ(f, 7.f) << "outputs written on error";
  for (float f : tl)
    ASSERT_EQ(f, 7.f) << "outputs written on error";

  // A disabled cache cannot serve anything.
  auto off = makeRuntime(dir.path, nullptr, CacheMode::Disabled);
  auto op2 = must(off->getOp(c));
  std::string m2 = errorMessage(op2->tileStats(in, partials.data(), tl.data()));
  EXPECT_NE(m2.find("no compiler is linked into this program and the cache is disabled"),
            std::string::npos)
      << m2;
}

TEST(RuntimeOnly, WarmedCacheGivesTheCompiledBitsWithoutCompiler) {
  TempDir dir;
  const Contract c = smallContract();
  Batch b = randomBatch(c, freshSeed("warm"));
  ForwardResult compiled;
  {
    auto warm = makeRuntime(dir.path, makeCompiler());
    compiled = must(simulatedForward(*warm, c, b.full(c)));
  } // the kernels are unloaded with the Runtime
  auto rt = makeRuntime(dir.path, nullptr, CacheMode::ReadOnly);
  ForwardResult cached = must(simulatedForward(*rt, c, b.full(c)));
  ASSERT_EQ(cached.kernels.size(), 2u);
  for (const KernelInfo &k : cached.kernels)
    EXPECT_EQ(k.provenance, Provenance::DiskHit) << k.name;
  EXPECT_TRUE(sameBits(cached.lse, compiled.lse));
  EXPECT_TRUE(sameBits(cached.logp, compiled.logp));
  EXPECT_TRUE(sameBits(cached.entropy, compiled.entropy));
  // And the values are right (fp64 reference, the numerics tests' bounds).
  const ref::Problem p = problemOf(b, c);
  const ref::Forward rf = ref::forward(p);
  for (int64_t t = 0; t < b.T; ++t) {
    const RowTol tol = rowTol(c, rf, p, t);
    EXPECT_LE(std::fabs(cached.lse[t] - rf.lse[t]), tol.lse) << "row " << t;
    EXPECT_LE(std::fabs(cached.logp[t] - rf.logp[t]), tol.logp) << "row " << t;
    EXPECT_LE(std::fabs(cached.entropy[t] - rf.entropy[t]), tol.H) << "row " << t;
  }
}

TEST(RuntimeOnly, CorruptEntryWithoutCompilerIsAnError) {
  TempDir dir;
  const Contract c = smallContract();
  Batch b = randomBatch(c, 11);
  must(simulatedForward(*makeRuntime(dir.path, makeCompiler()), c, b.full(c)));
  const KernelSpec spec = KernelSpec::fromContract(c, KernelKind::TileStats);
  const std::string key = kernelCacheKey(spec);
  std::string bin;
  for (const std::string &f : filesUnder(dir.path))
    if (llvm::StringRef(f).ends_with(key + ".bin"))
      bin = f;
  ASSERT_FALSE(bin.empty()) << "the warmed cache holds no entry for " << key;
  {
    std::error_code ec;
    llvm::raw_fd_ostream os(bin, ec, llvm::sys::fs::OF_Append);
    ASSERT_FALSE(ec);
    os << "x";
  }
  auto rt = makeRuntime(dir.path, nullptr);
  auto r = simulatedForward(*rt, c, b.full(c));
  ASSERT_FALSE(bool(r));
  const std::string msg = errorMessage(r.takeError());
  EXPECT_NE(msg.find("no compiler is linked into this program: corrupt cache entry for " +
                     spec.canonical()),
            std::string::npos)
      << msg;
  EXPECT_NE(msg.find("size mismatch"), std::string::npos) << msg;
}
