//===- golden_test.cpp - Golden codegen and structural checks ---------------===//
//
// 1. The unoptimized IR (Stage::IR) of three fixed kernel specs is compared, text for
//    text, with tests/golden/<name>.ll. Any change to the templates, the hooks or the
//    spec -> IR mapping shows up as a reviewable diff of the golden files.
//    To accept a change: scripts/update-golden.sh (or run these tests with
//    LOGPJIT_UPDATE_GOLDEN=1, which rewrites the files instead of comparing).
//    The target is fixed (host+avx2+f16c+fma), so the files do not depend on this CPU.
// 2. FileCheck-like structural checks on the OPTIMIZED IR and the assembly: no fast-math
//    flags or contraction-permitting intrinsics, no atomics, no libm calls or hardware
//    approximations, and 256-bit FMA code when the target has avx2.
//
//===----------------------------------------------------------------------===//
#include "compiler/compiler.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/raw_ostream.h"

#include <gtest/gtest.h>

#include <cstdlib>
#include <iostream>
#include <map>
#include <set>

#ifndef LOGPJIT_GOLDEN_DIR
#error "LOGPJIT_GOLDEN_DIR must name tests/golden"
#endif

namespace {
using namespace logpjit;

Target fixedTarget(const char *text = "host+avx2+f16c+fma") {
  auto t = Target::parse(text);
  EXPECT_TRUE(bool(t)) << llvm::toString(t.takeError());
  return t ? *t : Target{};
}

/// Qwen3-8B geometry (V = 151936 = 64 x 2374), TP=1, on the fixed target.
Contract qwenContract() {
  Contract c;
  c.vocab = 151936;
  c.real_vocab = 151669;
  c.tile_width = 2374;
  c.target = fixedTarget();
  return c;
}

struct GoldenCase {
  const char *name; ///< file tests/golden/<name>.ll
  const char *why;
  KernelSpec spec;
};

void PrintTo(const GoldenCase &g, std::ostream *os) { *os << g.name; }

std::vector<GoldenCase> goldenCases() {
  // (a) The default hot kernel: bf16 logits, W = 2374, L = 32, C = 8, no temperature.
  //     Its IR IS the canonical reduction order (chunk -> lane, slot fold, lane tree); a
  //     diff here means every cached result in the field may change bits.
  Contract a = qwenContract();
  // (b) The widest variant of the chunk loop: fp32 loads, one IEEE division per element
  //     by the temperature, and the third (entropy) accumulator with its rescale.
  Contract b = qwenContract();
  b.dtype = DType::F32;
  b.has_temperature = true;
  b.temperature = 0.7f;
  b.want_entropy = true;
  // (c) The fixed-order merge (sequential over rank-major tiles) with the entropy term,
  //     the active-mask read and int32 target selection from the owner rank's slot.
  Contract c = qwenContract();
  c.want_entropy = true;
  c.mask_mode = MaskMode::ActiveMask;
  c.index_type = IndexType::I32;
  c.tp_size = 2;
  // (d) A temperature per row: tau loaded from the row's slot, the same division.
  Contract d = qwenContract();
  d.temperature_rows = true;
  // (e) Its merge: the active rows' tau checked, NaN outputs and -(row + 1) in the status.
  Contract e = d;
  e.want_entropy = true;
  // (f) Top-k (docs/spec.md §15): candidate keys per tile in k rounds, the rank's count;
  //     and the merge of the sorted tile lists.
  Contract f = qwenContract();
  f.top_k = 20;
  //     sm_90's topk_select: a block per row (the row's words as 32-bit keys, the warps'
  //     sorts, theta, the listed lanes' columns) with the row's merge in warp 0.
  Contract fs = f;
  fs.target = fixedTarget("sm_90");
  // (g) The LM head's GEMM (docs/spec.md §16): the host's FMA chains, and sm_90's warps of
  //     mma.m16n8k16 (the instruction sequence is the canonical order there).
  Contract g = qwenContract();
  g.hidden_size = 4096;
  Contract h = g;
  h.target = fixedTarget("sm_90");
  h.dtype = DType::F32;
  // (i) The leaf order (docs/numerics.md, "The leaf order"): tile_stats' leaves, groups and
  //     tile chain on the host, and sm_90's LM-head epilogue that finishes the groups.
  Contract i = qwenContract();
  i.tile_sum = TileSum::Leaves;
  i.tile_width = 18992;
  i.want_entropy = true;
  Contract is = i;
  is.target = fixedTarget("sm_90");
  is.hidden_size = 4096;
  return {
      {"tile_stats_bf16_w2374_l32_c8", "default hot kernel, canonical order",
       KernelSpec::fromContract(a, KernelKind::TileStats)},
      {"tile_stats_fp32_temperature_entropy", "widest chunk loop (tau division, entropy)",
       KernelSpec::fromContract(b, KernelKind::TileStats)},
      {"merge_entropy_activemask_i32", "fixed-order merge with entropy, mask, int32 targets",
       KernelSpec::fromContract(c, KernelKind::Merge)},
      {"tile_stats_bf16_temperature_rows", "per-row temperature (tau read per row)",
       KernelSpec::fromContract(d, KernelKind::TileStats)},
      {"merge_entropy_temperature_rows", "merge checking per-row temperatures",
       KernelSpec::fromContract(e, KernelKind::Merge)},
      {"topk_tile_bf16_k20", "top-k candidates per tile and the rank's count",
       KernelSpec::fromContract(f, KernelKind::TopKTile)},
      {"topk_merge_k20", "top-k merge of the sorted tile lists",
       KernelSpec::fromContract(f, KernelKind::TopKMerge)},
      {"topk_stats_bf16_k20", "TP 1 top-k: tile_stats and every lane's max and count, one read",
       KernelSpec::fromContract(f, KernelKind::TopKStats)},
      {"topk_select_bf16_k20", "TP 1 top-k: theta from the lane maxima, rounds over their columns",
       KernelSpec::fromContract(f, KernelKind::TopKSelect)},
      {"sm90_topk_select_bf16_k20", "sm_90's topk_select: a block per row, the merge in warp 0",
       KernelSpec::fromContract(fs, KernelKind::TopKSelect)},
      {"sampler_k20", "processed sampler logprobs: top-k, top-p, renormalized, per row",
       KernelSpec::fromContract(f, KernelKind::Sampler)},
      {"lm_head_bf16", "the LM head's fp32 FMA chains (host order)",
       KernelSpec::fromContract(g, KernelKind::LmHead)},
      {"sm90_lm_head_bf16_fp32_logits", "the LM head's mma.m16n8k16 warps (sm_90 order)",
       KernelSpec::fromContract(h, KernelKind::LmHead)},
      {"sm90_lm_head_bf16_accumulate", "the backward's GEMMs: the chain continued from fp32 out",
       KernelSpec::lmHeadGemm(h.target, DType::BF16, DType::F32, true)},
      {"sm90_lm_head_bf16_split", "a bf16 grad_weight's chain: fp32 sums as two 16-bit halves",
       KernelSpec::lmHeadGemm(h.target, DType::BF16, DType::F32, true, true)},
      {"lm_head_bf16_split_round", "a bf16 grad_weight's last block: the halves' sums rounded",
       KernelSpec::lmHeadGemm(g.target, DType::BF16, DType::BF16, true, true)},
      {"sm90_lm_head_bf16_mn_major", "grad_weight's GEMM: G and the hidden block read MN-major",
       KernelSpec::lmHeadGemm(h.target, DType::BF16, DType::F32, true).withOperands(true, true)},
      {"relayout_fp32_sum_to_bf16", "grad_hidden's tree: fp32 sums, the last rounded",
       KernelSpec::relayout(g.target, DType::F32, DType::BF16)},
      {"tile_stats_bf16_leaves_entropy", "the leaf order: leaves, groups, the tile's chain",
       KernelSpec::fromContract(i, KernelKind::TileStats)},
      {"sm90_lm_head_bf16_leaf_groups", "the LM head's epilogue: each row's group partial",
       KernelSpec::lmHeadLeafGroups(is)},
  };
}

/// The golden text: a header naming the spec, then the IR without its `; ModuleID` line.
std::string goldenText(const GoldenCase &g) {
  auto ir = emitStage(g.spec, Stage::IR);
  EXPECT_TRUE(bool(ir)) << llvm::toString(ir.takeError());
  if (!ir)
    return "";
  std::string out = "; golden IR for tests/codegen/golden_test.cpp (" + std::string(g.why) +
                    ")\n; regenerate: scripts/update-golden.sh\n; spec: " + g.spec.canonical() +
                    "\n";
  llvm::SmallVector<llvm::StringRef, 0> lines;
  llvm::StringRef(*ir).split(lines, '\n');
  for (size_t i = 0; i < lines.size(); ++i) {
    if (lines[i].starts_with("; ModuleID"))
      continue;
    out += lines[i].str();
    if (i + 1 < lines.size())
      out += "\n";
  }
  return out;
}

class GoldenIR : public ::testing::TestWithParam<GoldenCase> {};

TEST_P(GoldenIR, MatchesFile) {
  const GoldenCase &g = GetParam();
  const std::string path = std::string(LOGPJIT_GOLDEN_DIR) + "/" + g.name + ".ll";
  const std::string actual = goldenText(g);
  ASSERT_FALSE(actual.empty());
  // Deterministic: a second emission is the same text.
  ASSERT_EQ(actual, goldenText(g)) << "emitStage(IR) is not deterministic for " << g.name;
  const char *upd = std::getenv("LOGPJIT_UPDATE_GOLDEN");
  if (upd && llvm::StringRef(upd) == "1") {
    std::error_code ec;
    llvm::raw_fd_ostream os(path, ec);
    ASSERT_FALSE(ec) << "cannot write " << path << ": " << ec.message();
    os << actual;
    std::cout << "[ golden   ] LOGPJIT_UPDATE_GOLDEN=1: rewrote " << path << " (not compared)\n";
    return;
  }
  auto mb = llvm::MemoryBuffer::getFile(path, /*IsText=*/true);
  ASSERT_TRUE(bool(mb)) << "missing golden file " << path
                        << "; create it with scripts/update-golden.sh";
  const std::string expected = (*mb)->getBuffer().str();
  if (expected == actual)
    return;
  // Point at the first differing line, and leave the actual text next to the build.
  const std::string dump = ::testing::TempDir() + g.name + ".actual.ll";
  {
    std::error_code ec;
    llvm::raw_fd_ostream os(dump, ec);
    os << actual;
  }
  llvm::SmallVector<llvm::StringRef, 0> el, al;
  llvm::StringRef(expected).split(el, '\n');
  llvm::StringRef(actual).split(al, '\n');
  size_t i = 0;
  while (i < el.size() && i < al.size() && el[i] == al[i])
    ++i;
  ADD_FAILURE() << "generated IR differs from " << path << " (" << g.why << ")\n"
                << "first difference at line " << i + 1 << ":\n"
                << "  golden: " << (i < el.size() ? el[i].str() : "<end of file>") << "\n"
                << "  actual: " << (i < al.size() ? al[i].str() : "<end of file>") << "\n"
                << "actual IR written to " << dump << "\n"
                << "if the change is intended: scripts/update-golden.sh";
}

INSTANTIATE_TEST_SUITE_P(GoldenCodegen, GoldenIR, ::testing::ValuesIn(goldenCases()),
                         [](const auto &info) { return std::string(info.param.name); });

// --- Structural checks on optimized IR and assembly ---------------------------------

/// Emits (once per process) `stage` of a spec; the O3 pipeline is the slow part.
const std::string &emitted(const KernelSpec &spec, Stage stage) {
  static std::map<std::string, std::string> memo;
  std::string key = spec.canonical() + "|" + stageName(stage).str();
  auto it = memo.find(key);
  if (it == memo.end()) {
    auto text = emitStage(spec, stage);
    EXPECT_TRUE(bool(text)) << llvm::toString(text.takeError());
    it = memo.emplace(key, text ? *text : std::string()).first;
  }
  return it->second;
}

/// Whitespace/comma/paren separated tokens of a line.
std::vector<std::string> tokens(llvm::StringRef line) {
  std::vector<std::string> out;
  llvm::SmallVector<llvm::StringRef, 16> parts;
  line.split(parts, ' ', -1, false);
  for (llvm::StringRef p : parts) {
    llvm::SmallVector<llvm::StringRef, 4> sub;
    p.split(sub, ',', -1, false);
    for (llvm::StringRef s : sub)
      out.push_back(s.trim(" \t(){}").str());
  }
  return out;
}

std::vector<llvm::StringRef> lines(const std::string &text) {
  llvm::SmallVector<llvm::StringRef, 0> v;
  llvm::StringRef(text).split(v, '\n');
  return {v.begin(), v.end()};
}

/// Every kernel kind in its default-ish form, plus the variants the goldens pin down.
std::vector<KernelSpec> structuralSpecs() {
  std::vector<KernelSpec> out;
  for (const GoldenCase &g : goldenCases())
    out.push_back(g.spec);
  Contract c = qwenContract();
  c.want_entropy = true;
  out.push_back(KernelSpec::fromContract(c, KernelKind::Backward, true, true));
  return out;
}

TEST(GoldenStructure, OptimizedIRHasNoFastMathNoAtomicsNoLibm) {
  const std::set<std::string> fmf = {"fast", "reassoc", "nnan",     "ninf",
                                     "nsz",  "arcp",    "contract", "afn"};
  for (const KernelSpec &spec : structuralSpecs()) {
    SCOPED_TRACE(spec.canonical());
    const std::string &ir = emitted(spec, Stage::OptIR);
    ASSERT_FALSE(ir.empty());
    // The one atomic allowed: sm_90's topk_select block takes slots in its shared lists
    // with an add (the listed lanes, the candidate keys); no value is summed through it,
    // and a list's order is free (docs/decisions/topk-select-in-a-block.md: keys are
    // distinct, places are counted).
    const bool slots = spec.kind == KernelKind::TopKSelect;
    int n = 0;
    for (llvm::StringRef line : lines(ir)) {
      ++n;
      if (line.trim().starts_with(";"))
        continue;
      const bool slot = slots && line.contains("atomicrmw add ptr addrspace(3) ") &&
                        line.ends_with("i32 1 monotonic, align 4");
      for (const std::string &tok : tokens(line)) {
        EXPECT_EQ(fmf.count(tok), 0u)
            << "fast-math flag '" << tok << "' at line " << n << ": " << line.str();
        EXPECT_TRUE(slot ||
                    (tok != "atomicrmw" && tok != "cmpxchg" && tok != "atomic" && tok != "fence"))
            << "atomic at line " << n << ": " << line.str();
      }
      // fmuladd lets the backend fuse or not: only explicit llvm.fma is allowed.
      for (const char *bad : {"llvm.fmuladd", "@llvm.exp", "@llvm.log", "@expf", "@logf", "@exp2f",
                              "\"unsafe-fp-math\"=\"true\"", "\"no-nans-fp-math\"=\"true\"",
                              "\"no-infs-fp-math\"=\"true\"", "\"approx-func-fp-math\"=\"true\"",
                              "preserve-sign", "positive-zero"})
        EXPECT_FALSE(line.contains(bad)) << "'" << bad << "' at line " << n << ": " << line.str();
    }
  }
  // The portable math is built from explicit fused multiply-adds.
  EXPECT_NE(emitted(goldenCases()[0].spec, Stage::OptIR).find("@llvm.fma."), std::string::npos);
}

/// Mnemonic of an assembly instruction line ("" for labels, directives, comments).
std::string mnemonic(llvm::StringRef line) {
  llvm::StringRef s = line.trim();
  if (s.empty() || s.starts_with(".") || s.starts_with("#") || s.ends_with(":"))
    return "";
  return s.take_until([](char ch) { return ch == ' ' || ch == '\t'; }).str();
}

TEST(GoldenStructure, AsmHasNoAtomicsNoApproximations) {
  const std::set<std::string> banned = {"lock",       "xchg",     "cmpxchg", "cmpxchg8b",
                                        "cmpxchg16b", "xadd",     "vrcpps",  "vrcpss",
                                        "vrsqrtps",   "vrsqrtss", "rcpps",   "rsqrtps"};
  for (const KernelSpec &spec : structuralSpecs()) {
    SCOPED_TRACE(spec.canonical());
    const std::string &as = emitted(spec, Stage::Asm);
    ASSERT_FALSE(as.empty());
    int n = 0;
    for (llvm::StringRef line : lines(as)) {
      ++n;
      std::string m = mnemonic(line);
      if (m.empty())
        continue;
      EXPECT_EQ(banned.count(m), 0u) << "line " << n << ": " << line.str();
      EXPECT_FALSE(llvm::StringRef(m).starts_with("lock")) << "line " << n << ": " << line.str();
      if (m == "call" || m == "callq" || m == "jmp")
        for (const char *fn : {"expf", "logf", "exp2f", "__atomic"})
          EXPECT_FALSE(line.contains(fn)) << "libm/atomic call at line " << n << ": " << line.str();
    }
  }
}

TEST(GoldenStructure, AsmUses256BitFmaWithAvx2) {
  const std::string &as = emitted(goldenCases()[0].spec, Stage::Asm);
  int ymm = 0, fma = 0;
  for (llvm::StringRef line : lines(as)) {
    std::string m = mnemonic(line);
    if (m.empty())
      continue;
    ymm += line.contains("%ymm");
    fma += llvm::StringRef(m).starts_with("vfmadd") || llvm::StringRef(m).starts_with("vfmsub") ||
           llvm::StringRef(m).starts_with("vfnmadd");
  }
  EXPECT_GT(ymm, 0) << "no 256-bit (ymm) instruction for target host+avx2+f16c+fma";
  EXPECT_GT(fma, 0) << "no vfmadd for a target with fma";

  // Without avx/fma (plain "host", as emitStage sees it: only the CLI widens it to the CPU's
  // features) the kernel stays on 128-bit registers and each llvm.fma becomes a call to
  // libm's fmaf (correctly rounded, so the same bits, only slower).
  KernelSpec plain = goldenCases()[0].spec;
  plain.target = fixedTarget("host");
  const std::string &p = emitted(plain, Stage::Asm);
  EXPECT_EQ(p.find("%ymm"), std::string::npos) << "ymm register on a target without avx";
  EXPECT_EQ(p.find("vfmadd"), std::string::npos);
  EXPECT_NE(p.find("fmaf"), std::string::npos);
}

} // namespace
