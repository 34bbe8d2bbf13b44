//===- cache_e2e_test.cpp - Cache key and the CLI's cache, end to end -------===//
//
// (a) kernelCacheKey changes with every KernelSpec field and nothing else; then the
// `logpjit` CLI (LOGPJIT_TOOL) in fresh processes on a private LOGPJIT_CACHE_DIR:
// miss -> hit across processes with the same output checksum, readonly misses fail
// naming the spec, a corrupted binary is reported by `cache verify` and rebuilt by `run`,
// ls / prune / clear, the TP self-check, --help and bad option values.
// Runs use a small geometry (V = 4096, W = 512, V_real = 4000, 16 tokens) to stay fast.
//
//===----------------------------------------------------------------------===//
#include "compiler/compiler.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Program.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <fstream>
#include <functional>
#include <map>
#include <set>
#include <sstream>

#ifndef LOGPJIT_TOOL
#error "LOGPJIT_TOOL must name the logpjit executable"
#endif

extern char **environ;

namespace {
using namespace logpjit;
namespace fs = llvm::sys::fs;

// --- (a) cache key ----------------------------------------------------------------------

KernelSpec baseSpec() {
  KernelSpec s;
  s.target = *Target::parse("host+avx2+fma");
  s.tile_width = 2374;
  return s;
}

TEST(CacheE2EKey, ChangesWithEveryFieldAndIsStable) {
  const std::vector<std::pair<const char *, std::function<void(KernelSpec &)>>> edits = {
      {"kind=merge", [](KernelSpec &s) { s.kind = KernelKind::Merge; }},
      {"kind=backward", [](KernelSpec &s) { s.kind = KernelKind::Backward; }},
      {"target arch", [](KernelSpec &s) { s.target.arch = Arch::SM90; }},
      {"target +feature", [](KernelSpec &s) { s.target.features.push_back("f16c"); }},
      {"target -feature", [](KernelSpec &s) { s.target.features.pop_back(); }},
      {"dtype fp16", [](KernelSpec &s) { s.dtype = DType::F16; }},
      {"dtype fp32", [](KernelSpec &s) { s.dtype = DType::F32; }},
      {"index_type", [](KernelSpec &s) { s.index_type = IndexType::I32; }},
      {"mask_mode", [](KernelSpec &s) { s.mask_mode = MaskMode::ActiveMask; }},
      {"tile_width", [](KernelSpec &s) { s.tile_width = 2375; }},
      {"lanes", [](KernelSpec &s) { s.lanes = 16; }},
      {"chunk", [](KernelSpec &s) { s.chunk = 4; }},
      {"has_temperature", [](KernelSpec &s) { s.has_temperature = true; }},
      {"entropy", [](KernelSpec &s) { s.entropy = true; }},
      {"math", [](KernelSpec &s) { s.math = MathImpl::Native; }},
      {"grad_lse", [](KernelSpec &s) { s.grad_lse = true; }},
      {"grad_entropy", [](KernelSpec &s) { s.grad_entropy = true; }},
  };
  const KernelSpec base = baseSpec();
  const std::string baseKey = kernelCacheKey(base);
  ASSERT_EQ(baseKey.size(), 64u);
  EXPECT_EQ(baseKey.find_first_not_of("0123456789abcdef"), std::string::npos) << baseKey;
  KernelSpec copy = base;
  EXPECT_EQ(kernelCacheKey(copy), baseKey);
  EXPECT_EQ(kernelCacheKey(base), baseKey);
  EXPECT_EQ(makeCompiler()->cacheKey(base), baseKey);
  std::map<std::string, std::string> seen{{baseKey, "base"}};
  for (const auto &[name, edit] : edits) {
    KernelSpec s = base;
    edit(s);
    std::string key = kernelCacheKey(s);
    EXPECT_EQ(key, kernelCacheKey(s)) << name << ": key not stable";
    EXPECT_NE(s.canonical(), base.canonical()) << name << " is missing from canonical()";
    auto [it, fresh] = seen.emplace(key, name);
    EXPECT_TRUE(fresh) << name << " has the same key as " << it->second;
  }
  // Runtime values are kernel arguments: rank, V_real, tp_size, temperature value and
  // ignore_index never change a kernel (one binary serves every rank and batch).
  Contract c;
  c.vocab = 4096, c.tile_width = 512, c.target = base.target, c.has_temperature = true;
  Contract d = c;
  d.tp_size = 2, d.tp_rank = 1, d.real_vocab = 4000, d.temperature = 0.7f, d.ignore_index = -1;
  for (KernelKind k : {KernelKind::TileStats, KernelKind::Merge, KernelKind::Backward})
    EXPECT_EQ(kernelCacheKey(KernelSpec::fromContract(c, k)),
              kernelCacheKey(KernelSpec::fromContract(d, k)))
        << kernelKindName(k).str();
}

// --- The CLI in new processes ------------------------------------------------------------

struct ToolResult {
  int rc = -1;
  std::string out, err;
};

class CacheE2E : public ::testing::Test {
protected:
  void SetUp() override {
    llvm::SmallString<128> d;
    ASSERT_FALSE(fs::createUniqueDirectory("logpjit-cache-e2e", d));
    tmp = d.str().str();
    cacheDir = tmp + "/cache";
  }
  void TearDown() override { fs::remove_directories(tmp); }

  /// Runs `logpjit args...` with LOGPJIT_CACHE_DIR=cacheDir (plus `env`; any other
  /// LOGPJIT_* variable of this process is dropped), capturing stdout and stderr.
  ToolResult tool(std::vector<std::string> args, std::vector<std::string> env = {}) {
    std::vector<std::string> envs;
    for (char **e = environ; *e; ++e)
      if (!llvm::StringRef(*e).starts_with("LOGPJIT_"))
        envs.push_back(*e);
    envs.push_back("LOGPJIT_CACHE_DIR=" + cacheDir);
    envs.insert(envs.end(), env.begin(), env.end());
    args.insert(args.begin(), LOGPJIT_TOOL);
    std::vector<llvm::StringRef> argv(args.begin(), args.end()), envv(envs.begin(), envs.end());
    const std::string o = tmp + "/stdout", e = tmp + "/stderr";
    fs::remove(o); // the redirects do not truncate: a shorter output kept the old tail
    fs::remove(e);
    std::optional<llvm::StringRef> redirects[] = {llvm::StringRef(""), llvm::StringRef(o),
                                                  llvm::StringRef(e)};
    std::string why;
    ToolResult r;
    r.rc = llvm::sys::ExecuteAndWait(LOGPJIT_TOOL, argv, envv, redirects, 120, 0, &why);
    EXPECT_GE(r.rc, 0) << "cannot run " << LOGPJIT_TOOL << ": " << why;
    r.out = slurp(o);
    r.err = slurp(e);
    return r;
  }
  ToolResult run(std::vector<std::string> extra = {}, std::vector<std::string> env = {}) {
    std::vector<std::string> a{"run",          "--tokens", "16",           "--vocab", "4096",
                               "--tile-width", "512",      "--real-vocab", "4000"};
    a.insert(a.end(), extra.begin(), extra.end());
    return tool(a, env);
  }
  static std::string slurp(const std::string &p) {
    auto mb = llvm::MemoryBuffer::getFile(p);
    return mb ? (*mb)->getBuffer().str() : std::string();
  }
  /// "tile_stats" -> "miss" etc., from the `kernels (cache ...)` lines of `run`.
  static std::map<std::string, std::string> provenance(const std::string &out) {
    std::map<std::string, std::string> m;
    std::istringstream is(out);
    for (std::string line; std::getline(is, line);) {
      std::istringstream ls(line);
      std::string name, prov, word;
      if (line.rfind("  ", 0) == 0 && (ls >> name >> prov >> word) && word == "compile")
        m[name] = prov;
    }
    return m;
  }
  static std::string lineWith(const std::string &out, const std::string &prefix) {
    std::istringstream is(out);
    for (std::string line; std::getline(is, line);)
      if (line.find(prefix) != std::string::npos)
        return line;
    return "";
  }
  /// Cache files ending in `ext` under the cache's version directory.
  std::vector<std::string> files(llvm::StringRef ext) {
    std::vector<std::string> out;
    std::error_code ec;
    for (fs::recursive_directory_iterator it(cacheDir, ec), end; !ec && it != end; it.increment(ec))
      if (llvm::StringRef(it->path()).ends_with(ext))
        out.push_back(it->path());
    return out;
  }
  /// The .bin of the cache entry whose metadata spec starts with `kind=<kind>;`.
  std::string binOf(const std::string &kind) {
    for (const std::string &j : files(".json")) {
      auto meta = nlohmann::json::parse(slurp(j), nullptr, false);
      if (meta.is_object() && meta.value("spec", "").rfind("kind=" + kind + ";", 0) == 0)
        return j.substr(0, j.size() - 5) + ".bin";
    }
    return "";
  }

  std::string tmp, cacheDir;
};

#define EXPECT_HAS(hay, needle)                                                                    \
  EXPECT_NE((hay).find(needle), std::string::npos) << "'" << (needle) << "' not in:\n" << (hay)

TEST_F(CacheE2E, RunMissThenHitAcrossProcessesAndSelfChecks) {
  ToolResult a = run();
  ASSERT_EQ(a.rc, 0) << a.out << a.err;
  auto pa = provenance(a.out);
  EXPECT_EQ(pa["tile_stats"], "miss") << a.out;
  EXPECT_EQ(pa["merge"], "miss") << a.out;
  ToolResult b = run();
  ASSERT_EQ(b.rc, 0) << b.out << b.err;
  auto pb = provenance(b.out);
  EXPECT_EQ(pb["tile_stats"], "hit") << b.out;
  EXPECT_EQ(pb["merge"], "hit") << b.out;
  const std::string ca = lineWith(a.out, "output checksum"),
                    cb = lineWith(b.out, "output checksum");
  ASSERT_FALSE(ca.empty()) << a.out;
  EXPECT_EQ(ca, cb);
  // (f) the invariance self-checks the run performs.
  EXPECT_HAS(lineWith(b.out, "self-check: TP=1 vs TP=2"), ": yes");
  EXPECT_HAS(lineWith(b.out, "self-check: repeated run"), ": yes");
  EXPECT_HAS(b.out, "kernels (cache " + cacheDir + ")");
}

TEST_F(CacheE2E, RunTopK) {
  // `run --top-k`: the top-k checksum and its TP=1 vs TP=2 bitwise check (docs/spec.md §15);
  // the same checksum in a second process; the forward's lines unchanged by it.
  ToolResult a = run({"--top-k", "5"}), b = run({"--top-k", "5"}), plain = run();
  ASSERT_EQ(a.rc, 0) << a.out << a.err;
  ASSERT_EQ(b.rc, 0) << b.out << b.err;
  EXPECT_HAS(lineWith(a.out, "self-check: top-k TP=1 vs TP=2"), ": yes");
  const std::string sa = lineWith(a.out, "top-k: k 5  checksum");
  ASSERT_FALSE(sa.empty()) << a.out;
  EXPECT_EQ(sa, lineWith(b.out, "top-k: k 5  checksum"));
  EXPECT_EQ(lineWith(a.out, "output checksum"), lineWith(plain.out, "output checksum"));
}

TEST_F(CacheE2E, RunOnTheSm90Emulator) {
  // LOGPJIT_SM90_EMULATOR=1 (docs/decisions/sm90-emulator.md): `run --target sm_90` says so,
  // its self-checks hold, and in cross_target_bitwise its bits are the host's; `bench`
  // refuses to time it.
  const std::vector<std::string> emu{"LOGPJIT_SM90_EMULATOR=1"};
  ToolResult a = run({"--target", "sm_90", "--scope", "cross_target_bitwise", "--top-k", "5"}, emu);
  ASSERT_EQ(a.rc, 0) << a.out << a.err;
  EXPECT_HAS(a.out, "note: target sm_90 runs under the sm_90 emulator");
  EXPECT_HAS(lineWith(a.out, "self-check: sm_90 vs host bitwise identical"), ": yes");
  EXPECT_HAS(lineWith(a.out, "self-check: TP=1 vs TP=2"), ": yes");
  EXPECT_HAS(lineWith(a.out, "self-check: top-k TP=1 vs TP=2"), ": yes");
  ToolResult host = run({"--scope", "cross_target_bitwise", "--top-k", "5"});
  ASSERT_EQ(host.rc, 0) << host.out << host.err;
  EXPECT_EQ(lineWith(a.out, "output checksum"), lineWith(host.out, "output checksum"));
  EXPECT_EQ(lineWith(a.out, "top-k: k 5  checksum"), lineWith(host.out, "top-k: k 5  checksum"));
  ToolResult b = tool({"bench", "--target", "sm_90", "--tokens", "16", "--vocab", "4096",
                       "--tile-width", "512", "--real-vocab", "4000"},
                      emu);
  EXPECT_NE(b.rc, 0);
  EXPECT_HAS(b.err, "runs under the sm_90 emulator (LOGPJIT_SM90_EMULATOR=1)");
}

TEST_F(CacheE2E, ReadOnlyEmptyCacheFailsNamingTheSpec) {
  ToolResult r = run({}, {"LOGPJIT_CACHE_MODE=readonly"});
  EXPECT_NE(r.rc, 0) << r.out;
  EXPECT_HAS(r.err, "readonly cache");
  EXPECT_HAS(r.err, "no entry for kind=tile_stats;");
  EXPECT_TRUE(files(".bin").empty() && files(".json").empty()) << "readonly mode wrote files";
  ToolResult bad = run({}, {"LOGPJIT_CACHE_MODE=sometimes"});
  EXPECT_NE(bad.rc, 0);
  EXPECT_HAS(bad.err, "LOGPJIT_CACHE_MODE='sometimes'");
  // Disabled: compiles every time and never touches the disk.
  ToolResult off = run({}, {"LOGPJIT_CACHE_MODE=disabled"});
  EXPECT_EQ(off.rc, 0) << off.err;
  EXPECT_EQ(provenance(off.out)["tile_stats"], "uncached") << off.out;
  EXPECT_TRUE(files(".bin").empty() && files(".json").empty()) << "disabled mode wrote files";
  // A warmed cache serves readonly runs.
  ASSERT_EQ(run().rc, 0);
  ToolResult ro = run({}, {"LOGPJIT_CACHE_MODE=readonly"});
  EXPECT_EQ(ro.rc, 0) << ro.err;
  EXPECT_EQ(provenance(ro.out)["tile_stats"], "hit");
}

TEST_F(CacheE2E, VerifyReportsCorruptBinaryAndRunRebuildsIt) {
  ToolResult first = run();
  ASSERT_EQ(first.rc, 0) << first.err;
  ToolResult v0 = tool({"cache", "verify"});
  EXPECT_EQ(v0.rc, 0) << v0.out << v0.err;
  EXPECT_HAS(v0.out, "2 entries");
  EXPECT_HAS(v0.out, ", 0 bad");
  const std::string bin = binOf("tile_stats");
  ASSERT_FALSE(bin.empty());
  std::string bytes = slurp(bin);
  ASSERT_GT(bytes.size(), 100u);
  bytes[bytes.size() / 2] ^= 0x01; // one flipped bit, same size
  std::ofstream(bin, std::ios::binary | std::ios::trunc) << bytes;

  ToolResult v1 = tool({"cache", "verify"});
  EXPECT_EQ(v1.rc, 1) << v1.out << v1.err;
  EXPECT_HAS(v1.out, "BAD: checksum mismatch");
  EXPECT_HAS(v1.out, ", 1 bad");
  EXPECT_HAS(lineWith(v1.out, "BAD"), "tile_stats bf16 W=512 L=32 C=8 portable");
  // stderr names the entry: full key, path and spec.
  EXPECT_HAS(v1.err, "logpjit cache verify: bad entry ");
  EXPECT_HAS(v1.err, " (" + bin + "): checksum mismatch; spec kind=tile_stats;");

  // Readonly mode reports the corrupt entry (naming the spec) and leaves it alone.
  ToolResult ro = run({}, {"LOGPJIT_CACHE_MODE=readonly"});
  EXPECT_NE(ro.rc, 0);
  EXPECT_HAS(ro.err, "readonly cache");
  EXPECT_HAS(ro.err, "corrupt entry for kind=tile_stats;");
  EXPECT_EQ(slurp(bin), bytes);

  ToolResult again = run();
  ASSERT_EQ(again.rc, 0) << again.err;
  auto p = provenance(again.out);
  EXPECT_EQ(p["tile_stats"], "rebuilt") << again.out;
  EXPECT_EQ(p["merge"], "hit") << again.out;
  EXPECT_HAS(again.out, "note: corrupt entry");
  EXPECT_EQ(lineWith(again.out, "output checksum"), lineWith(first.out, "output checksum"));

  ToolResult v2 = tool({"cache", "verify"});
  EXPECT_EQ(v2.rc, 0) << v2.out;
  EXPECT_HAS(v2.out, ", 0 bad");

  // A truncated binary is reported too.
  std::ofstream(binOf("merge"), std::ios::binary | std::ios::trunc) << "ELF";
  ToolResult v3 = tool({"cache", "verify"});
  EXPECT_EQ(v3.rc, 1);
  EXPECT_HAS(v3.out, "BAD: size mismatch");
}

TEST_F(CacheE2E, LsPruneClear) {
  ASSERT_EQ(run().rc, 0);
  ToolResult ls = tool({"cache", "ls"});
  EXPECT_EQ(ls.rc, 0) << ls.err;
  EXPECT_HAS(ls.out, "2 entries");
  EXPECT_HAS(ls.out, "tile_stats bf16 W=512 L=32 C=8 portable");
  EXPECT_HAS(ls.out, "merge portable");
  for (const char *col : {"key", "target", "kernel", "bytes", "last use"})
    EXPECT_HAS(lineWith(ls.out, "last use"), col);
  EXPECT_HAS(ls.out, cacheDir + "/v" + std::to_string(kCacheFormatVersion));

  ToolResult noCap = tool({"cache", "prune"});
  EXPECT_NE(noCap.rc, 0);
  EXPECT_HAS(noCap.err, "--max-bytes");
  ToolResult pr = tool({"cache", "prune", "--max-bytes", "0"});
  EXPECT_EQ(pr.rc, 0) << pr.err;
  EXPECT_HAS(pr.out, "pruned 2 entries");
  EXPECT_HAS(tool({"cache", "ls"}).out, "0 entries");
  EXPECT_TRUE(files(".bin").empty());

  ToolResult rerun = run();
  ASSERT_EQ(rerun.rc, 0);
  EXPECT_EQ(provenance(rerun.out)["tile_stats"], "miss") << "pruned entry still served";
  ToolResult cl = tool({"cache", "clear"});
  EXPECT_EQ(cl.rc, 0) << cl.err;
  EXPECT_HAS(cl.out, "cleared");
  EXPECT_HAS(tool({"cache", "ls"}).out, "0 entries");
  EXPECT_TRUE(files(".bin").empty() && files(".json").empty());

  ToolResult bogus = tool({"cache", "bogus"});
  EXPECT_NE(bogus.rc, 0);
  EXPECT_HAS(bogus.err, "action 'bogus'");
}

TEST_F(CacheE2E, RunHelpAndBadOptionValues) {
  ToolResult help = tool({"run", "--help"});
  EXPECT_EQ(help.rc, 0) << help.err;
  for (const char *opt : {"--logits", "--tp", "--scope", "--out"})
    EXPECT_HAS(help.out, opt);

  const std::string out = tmp + "/out.safetensors";
  struct Bad {
    std::vector<std::string> args;
    std::vector<std::string> expect;
  };
  const Bad bads[] = {
      {{"--scope", "bogus"}, {"scope 'bogus'"}},
      {{"--tp", "3"}, {"tp_size", "3 shards"}},
      {{"--tile-width", "1000"}, {"tile_width (W) = 1000", "does not divide"}},
      {{"--dtype", "int8"}, {"dtype 'int8'"}},
      {{"--target", "cuda"}, {"target 'cuda'"}},
      {{"--temperature", "0"}, {"temperature = 0"}},
      {{"--tokens", "0"}, {"--tokens 0"}},
      {{"--logits", out}, {"--logits and --targets"}},
      {{"--top-k", "65"}, {"top_k = 65"}},
  };
  for (const Bad &b : bads) {
    std::vector<std::string> a{"run", "--out", out};
    a.insert(a.end(), b.args.begin(), b.args.end());
    ToolResult r = tool(a);
    SCOPED_TRACE(b.args[0] + " " + b.args[1]);
    EXPECT_NE(r.rc, 0) << r.out;
    EXPECT_HAS(r.err, "logpjit run: error:");
    for (const std::string &e : b.expect)
      EXPECT_HAS(r.err, e);
    EXPECT_FALSE(fs::exists(out)) << "--out written on error";
  }
  // And a good run does write it.
  ToolResult ok = run({"--out", out});
  EXPECT_EQ(ok.rc, 0) << ok.err;
  EXPECT_TRUE(fs::exists(out));
}

// Why: the real-TP launch options (--devices, --dist env and torchrun's variables) must
// reject every bad value with one clear line naming it and exit 1, before any GPU or
// NCCL is touched, writing nothing (no machine here has a GPU: each case fails early).
TEST_F(CacheE2E, DistributedBadOptions) {
  const std::string out = tmp + "/out.safetensors", id = tmp + "/nccl-id";
  struct Bad {
    std::vector<std::string> args, env;
    std::string expect;
  };
  const std::vector<std::string> gpu{"--target", "sm_90"}, envOk{"WORLD_SIZE=2", "LOCAL_RANK=0"};
  std::vector<Bad> bads = {
      {{"--devices", "0,1"}, {}, "target host"},
      {{"--devices", ","}, {}, "--devices ,: '' is not a GPU ordinal"},
      {{"--devices", "-1,0"}, {}, "'-1' is not a GPU ordinal"},
      {{"--devices", "0,x"}, {}, "'x' is not a GPU ordinal"},
      {{"--devices", "0,0"}, {}, "GPU 0 listed twice"},
      {{"--devices", "0,1,2"}, {}, "lists 3 GPUs, but --tp is 2"},
      {{"--devices", "0,1", "--dist", "env"}, {}, "exclusive"},
      {{"--dist", "ENV"}, {}, "--dist ENV: expected 'env'"},
      {{"--dist", "env"}, {"RANK=-1", "WORLD_SIZE=2", "LOCAL_RANK=0"}, "RANK is '-1'"},
      {{"--dist", "env"}, {"RANK=0", "WORLD_SIZE=abc", "LOCAL_RANK=0"}, "WORLD_SIZE is 'abc'"},
      {{"--dist", "env"}, {"RANK=0", "WORLD_SIZE=2", "LOCAL_RANK=1x"}, "LOCAL_RANK is '1x'"},
      {{"--dist", "env"}, {"RANK=0", "WORLD_SIZE=4", "LOCAL_RANK=0"}, "WORLD_SIZE = 4 but --tp"},
      {{"--dist", "env"}, {"RANK=2", "WORLD_SIZE=2", "LOCAL_RANK=0"}, "RANK = 2: expected <"},
      {{"--devices", "0,1", "--out", out}, {}, "--out is not supported"},
  };
  if (!std::getenv("RANK"))
    bads.push_back({{"--dist", "env"}, envOk, "RANK is unset"});
  for (Bad &b : bads) {
    SCOPED_TRACE(b.expect);
    std::vector<std::string> a{"run",  "--nccl-id-file", id,   "--tokens", "16", "--vocab",
                               "4096", "--tile-width",   "512"};
    if (b.expect != "target host")
      a.insert(a.end(), gpu.begin(), gpu.end());
    a.insert(a.end(), b.args.begin(), b.args.end());
    ToolResult r = tool(a, b.env);
    EXPECT_EQ(r.rc, 1) << r.out;
    EXPECT_HAS(r.err, "logpjit run: error:");
    EXPECT_HAS(r.err, b.expect);
    EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 1) << r.err;
    EXPECT_FALSE(fs::exists(out) || fs::exists(id)) << "a file was written on error";
  }
  ToolResult r = tool({"bench", "--target", "sm_90", "--devices", "0,1", "--dist-repeat", "0",
                       "--tokens", "16", "--vocab", "4096", "--tile-width", "512"});
  EXPECT_EQ(r.rc, 1);
  EXPECT_HAS(r.err, "--dist-repeat 0: expected >= 1");
}

} // namespace

// Why: the target-specific stage names must match the target; `--stage hsaco` on the host
// used to write an x86 shared object under that name. Nothing is written on the error.
TEST_F(CacheE2E, EmitStageNamesMatchTheTarget) {
  const std::string out = tmp + "/emitted";
  for (auto [stage, target, want] :
       {std::tuple{"hsaco", "host", "--stage hsaco is for --target gfx942"},
        std::tuple{"ptx", "host", "--stage ptx is for --target sm_90"},
        std::tuple{"cubin", "gfx942", "--stage cubin is for --target sm_90"}}) {
    ToolResult r = tool({"emit", "--stage", stage, "--target", target, "-o", out});
    SCOPED_TRACE(std::string(stage) + " on " + target);
    EXPECT_EQ(r.rc, 1);
    EXPECT_HAS(r.err, want);
    EXPECT_FALSE(fs::exists(out));
  }
}
