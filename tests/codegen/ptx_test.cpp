//===- ptx_test.cpp - Structure of the sm_90 PTX, without a GPU ------------===//
//
// Checked on the PTX text the NVPTX backend emits (no nvJitLink, no GPU needed):
// 1. cross_target_bitwise kernels carry no hardware approximation (ex2/lg2/rcp.approx),
//    no flush-to-zero and no atomics, and every f32 add/sub/mul/fma/div is explicitly
//    rounded (.rn): ptxas may not contract or approximate it (docs/spec.md §7). Every kernel in
//    every scope is free of atomics.
// 3. The quick tier (KernelSpec::quick; docs/design.md, "Tiered JIT") is what makes a
//    cold start fast: far fewer instructions than the full kernel, no staging, no vector
//    loads (one element at a time), and its own cache key.
// 2. The portable tile_stats is staged in shared memory by a bulk copy
//    (templates/tile_plan.cpp, `staged`) exactly where that was measured faster: fp32 and
//    any temperature; the plain bf16/fp16 forward keeps its chunks in registers, native math
//    never stages, and a tile whose stage would exceed 48 KiB per block reads global memory
//    twice. A staged kernel declares at most 48 KiB of shared memory.
// 4. No 16-bit load writes an f32 register (an LLVM NVPTX miscompile of fp16 at C = 16).
// The top-k kernels' structure: ptx_topk_test.cpp; the helpers: ptx_util.h.
//
//===----------------------------------------------------------------------===//
#include "ptx_util.h"

#include "compiler/compiler.h"
#include "logpjit/kernel_spec.h"

#include "llvm/ADT/StringRef.h"

#include <gtest/gtest.h>
#include <regex>
#include <string>

using namespace logpjit;
using namespace logpjit::test;

namespace {

/// A staged kernel waits on its copy's mbarrier (a tile with no 16-byte-aligned middle may
/// fold the copy itself away).
bool staged(const std::string &ptx) {
  return ptx.find("mbarrier.try_wait.parity") != std::string::npos;
}

TEST(PtxStructure, CrossTargetIsExactlyRoundedAndFreeOfAtomics) {
  std::vector<std::pair<std::string, std::string>> kernels;
  for (DType d : {DType::BF16, DType::F16, DType::F32})
    for (bool tau : {false, true}) {
      Contract c = sm90Contract(d);
      c.want_entropy = true;
      if (tau) {
        c.has_temperature = true;
        c.temperature = 0.7f;
      }
      for (KernelKind k : {KernelKind::TileStats, KernelKind::Merge, KernelKind::Backward})
        for (bool quick : {false, true})
          kernels.push_back({KernelSpec::fromContract(c, k).canonical() + (quick ? " quick" : ""),
                             ptxOf(c, k, quick)});
    }
  const std::regex f32Arith(R"(^(@!?%p\d+\s+)?(add|sub|mul|fma|div)\.[a-z.]*f32\b)");
  for (auto &[name, ptx] : kernels) {
    SCOPED_TRACE(name);
    ASSERT_FALSE(ptx.empty());
    for (const std::string &ins : instructions(ptx)) {
      EXPECT_FALSE(isAtomic(ins)) << ins;
      for (const char *bad : {".approx", ".ftz"})
        EXPECT_EQ(ins.find(bad), std::string::npos) << ins;
      std::smatch m;
      if (std::regex_search(ins, m, f32Arith))
        EXPECT_NE(ins.find(".rn"), std::string::npos) << "not explicitly rounded: " << ins;
    }
  }
}

TEST(PtxStructure, NativeKernelsHaveNoAtomics) {
  for (DType d : {DType::BF16, DType::F32}) {
    Contract c = sm90Contract(d);
    c.scope = Scope::CrossTpBitwise;
    c.want_entropy = true;
    for (KernelKind k : {KernelKind::TileStats, KernelKind::Merge, KernelKind::Backward})
      for (bool quick : {false, true}) {
        std::string ptx = ptxOf(c, k, quick);
        ASSERT_FALSE(ptx.empty());
        for (const std::string &ins : instructions(ptx))
          EXPECT_FALSE(isAtomic(ins)) << ins;
      }
  }
}

TEST(PtxStructure, PortableTileStatsStagedWhereMeasuredFaster) {
  struct Case {
    const char *what;
    DType d;
    bool tau, entropy, native;
    int64_t W;
    bool expectStaged;
  };
  for (Case k :
       {Case{"bf16 plain: registers", DType::BF16, false, false, false, 2374, false},
        Case{"bf16 entropy: registers", DType::BF16, false, true, false, 2374, false},
        Case{"fp16 plain: registers", DType::F16, false, false, false, 2374, false},
        Case{"bf16 temperature: staged", DType::BF16, true, false, false, 2374, true},
        Case{"fp16 entropy + temperature: staged", DType::F16, true, true, false, 2374, true},
        Case{"fp32: staged (its share does not fit in registers)", DType::F32, false, false, false,
             2374, true},
        Case{"fp32 W 2816: the largest stage, 45 KiB per block", DType::F32, false, false, false,
             2816, true},
        Case{"fp32 W 2817: 48.1 KiB per block, read twice", DType::F32, false, false, false, 2817,
             false},
        Case{"bf16 W 7 temperature: staged, no bulk copy", DType::BF16, true, false, false, 7,
             true},
        Case{"fp32 W 4096: 64 KiB per block, read twice", DType::F32, false, false, false, 4096,
             false},
        Case{"native bf16 temperature: registers", DType::BF16, true, false, true, 2374, false}}) {
    SCOPED_TRACE(k.what);
    Contract c = sm90Contract(k.d, k.W, 4);
    if (k.native)
      c.scope = Scope::CrossTpBitwise;
    c.want_entropy = k.entropy;
    if (k.tau) {
      c.has_temperature = true;
      c.temperature = 0.7f;
    }
    std::string ptx = ptxOf(c, KernelKind::TileStats);
    ASSERT_FALSE(ptx.empty());
    EXPECT_EQ(staged(ptx), k.expectStaged);
    std::smatch m;
    const std::regex shared(R"(\.shared\s+\.align\s+16\s+\.b8\s+\w+\[(\d+)\])");
    if (k.expectStaged) {
      ASSERT_TRUE(std::regex_search(ptx, m, shared)) << "no shared array";
      EXPECT_LE(std::stoll(m[1].str()), 48 * 1024);
    } else {
      EXPECT_FALSE(std::regex_search(ptx, m, shared));
    }
  }
}

// Why: LLVM's NVPTX back end folded the fpext of a loaded <16 x half> (C = 16, fp16) into
// `ld.v4.b16` / `ld.v2.b16` straight into f32 registers, with no cvt: the full kernel's
// fp16 C = 16 staged lse was garbage on an H200 (GpuTiers found it;
// docs/decisions/nvptx-fp16-loads-in-pieces-of-8.md; the <8 x half> case was llvm-project PR
// #72672). No 16-bit load may write an f32 register, in any kernel, tier, scope or chunk width C.
TEST(PtxStructure, NoHalfLoadedStraightIntoFloatRegisters) {
  const std::regex halfIntoFloat(R"(^(@!?%p\d+\s+)?ld[a-z0-9.:]*\.[bsuf]16\s+\{?%f)");
  for (Scope sc : {Scope::CrossTargetBitwise, Scope::CrossTpBitwise, Scope::FixedTopology})
    for (int64_t W : {int64_t(333), int64_t(2374)})
      for (int32_t C : {8, 16})
        for (bool tau : {false, true}) {
          Contract c = sm90Contract(DType::F16, W, 4);
          c.scope = sc;
          c.chunk = C;
          c.want_entropy = true;
          if (tau) {
            c.has_temperature = true;
            c.temperature = 0.7f;
          }
          for (KernelKind k : {KernelKind::TileStats, KernelKind::Backward})
            for (bool quick : {false, true}) {
              SCOPED_TRACE(KernelSpec::fromContract(c, k).canonical() + (quick ? " quick" : ""));
              std::string ptx = ptxOf(c, k, quick);
              ASSERT_FALSE(ptx.empty());
              for (const std::string &ins : instructions(ptx))
                EXPECT_FALSE(std::regex_search(ins, halfIntoFloat)) << ins;
            }
        }
}

} // namespace

// The quick tier compiles in a fraction of the time because it is a fraction of the code
// (ptxas time grows with the instruction count; docs/decisions/tiered-jit.md). Its
// tile_stats neither stages nor takes the alignment classes' vector loads.
TEST(PtxStructure, QuickTierIsAFractionOfTheFullKernel) {
  for (Scope scope : {Scope::CrossTpBitwise, Scope::CrossTargetBitwise})
    for (DType d : {DType::BF16, DType::F32})
      for (bool entropyTau : {false, true}) {
        Contract c = sm90Contract(d);
        c.scope = scope;
        c.want_entropy = entropyTau;
        if (entropyTau) {
          c.has_temperature = true;
          c.temperature = 0.7f;
        }
        for (KernelKind k : {KernelKind::TileStats, KernelKind::Merge, KernelKind::Backward}) {
          SCOPED_TRACE(KernelSpec::fromContract(c, k).canonical());
          const size_t full = instructions(ptxOf(c, k)).size();
          const std::string quick = ptxOf(c, k, true);
          const size_t nq = instructions(quick).size();
          ASSERT_GT(nq, 0u);
          // At these 16 variants: tile_stats 0.09-0.32 of the full kernel's instructions,
          // merge 0.50-0.66, backward 0.04-0.07; the bounds leave room, not a free pass.
          EXPECT_LT(double(nq), (k == KernelKind::Merge ? 0.8 : 0.6) * double(full))
              << nq << " quick vs " << full << " full instructions";
          // No 64-bit integer division: ptxas expands each into a subroutine that cost
          // 4-18 ms per quick kernel (KernelSpec::quick;
          // docs/decisions/division-free-quick-tiers.md). Nor an IEEE division (div.rn.f32: a
          // subroutine of 13-14 ms; emitDivRN).
          for (const std::string &ins : instructions(quick))
            EXPECT_FALSE(std::regex_search(
                ins, std::regex(R"(^(@!?%p\d+\s+)?((div|rem)\.[su]64|div\.rn\.f(32|64)))")))
                << ins;
          if (k == KernelKind::TileStats) {
            EXPECT_FALSE(staged(quick));
            EXPECT_EQ(quick.find(".v4."), std::string::npos);
            EXPECT_EQ(quick.find(".v2."), std::string::npos);
          }
        }
      }
  KernelSpec spec = KernelSpec::fromContract(sm90Contract(DType::BF16), KernelKind::TileStats);
  KernelSpec q = spec;
  q.quick = true;
  EXPECT_EQ(q.canonical(), spec.canonical() + ";tier=quick");
  EXPECT_NE(kernelCacheKey(q), kernelCacheKey(spec));
  EXPECT_EQ(specSummary(q.canonical()), specSummary(spec.canonical()) + " quick tier");
}

namespace {

// The LM head's full sm_90 kernel: no 64-bit division (a subroutine call in SASS, with which
// the relocatable compile of the driver's linker and nvJitLink serializes every wgmma,
// docs/decisions/lm-head-gemm-on-sm90.md), its operands staged by tensor copies and its
// MMAs issued as wgmma.
/// The PTX of the full sm_90 LM-head kernels: bf16 logits, and fp32 logits accumulated (the
/// backward's GEMMs).
std::vector<std::string> lmHeadFullPtx() {
  auto t = Target::parse("sm_90");
  if (!t) {
    ADD_FAILURE() << llvm::toString(t.takeError());
    return {};
  }
  std::vector<std::string> texts;
  for (DType out : {DType::BF16, DType::F32}) {
    auto text =
        emitStage(KernelSpec::lmHeadGemm(*t, DType::BF16, out, out == DType::F32), Stage::Asm);
    if (!text) {
      ADD_FAILURE() << llvm::toString(text.takeError());
      return {};
    }
    texts.push_back(*text);
  }
  return texts;
}

/// A 64-bit integer division or remainder, or a call: a subroutine call in SASS.
bool callsInSass(const std::string &op) {
  for (const char *p : {"div.u64", "div.s64", "rem.u64", "rem.s64", "call"})
    if (op.rfind(p, 0) == 0)
      return true;
  return false;
}

TEST(PtxStructure, LmHeadFullKernelHasNoCallsToSerializeItsWgmma) {
  for (const std::string &text : lmHeadFullPtx()) {
    unsigned wgmma = 0, tensorCopies = 0;
    for (const std::string &ins : instructions(text)) {
      const std::string op = opcode(ins);
      EXPECT_FALSE(callsInSass(op)) << ins;
      wgmma += ins.find("wgmma.mma_async") != std::string::npos;
      tensorCopies += op.rfind("cp.async.bulk.tensor.2d.shared::cluster.global", 0) == 0;
    }
    EXPECT_GT(wgmma, 0u);
    EXPECT_EQ(tensorCopies, 2u) << "one tensor copy per operand and k-slice";
  }
}

// Without a temperature, the full sm_90 kernels of the forward and the top-k hold no 64-bit
// integer division and no call: ptxas makes div.u64 a subroutine, and in the relocatable
// compile of the driver's linker a kernel with a call re-reads its memory descriptor into
// uniform registers before every global load (two R2UR per load: about 9% of topk_stats'
// instructions; docs/decisions/no-calls-in-kernels.md).
TEST(PtxStructure, ForwardAndTopKFullKernelsHaveNoCalls) {
  for (DType d : {DType::BF16, DType::F32})
    for (Scope sc : {Scope::CrossTpBitwise, Scope::CrossTargetBitwise})
      for (int64_t tp : {1, 2}) {
        Contract c = sm90Contract(d);
        c.scope = sc;
        c.tp_size = tp;
        c.top_k = 20;
        c.want_entropy = true;
        for (KernelKind k : {KernelKind::TileStats, KernelKind::Merge, KernelKind::TopKStats,
                             KernelKind::TopKSelect, KernelKind::TopKTile, KernelKind::TopKMerge}) {
          SCOPED_TRACE(KernelSpec::fromContract(c, k).canonical());
          const std::string ptx = ptxOf(c, k);
          ASSERT_FALSE(ptx.empty());
          for (const std::string &ins : instructions(ptx))
            EXPECT_FALSE(callsInSass(opcode(ins))) << ins;
        }
      }
}

/// Occurrences of `needle` in `text`.
unsigned countOf(const std::string &text, const std::string &needle) {
  unsigned n = 0;
  for (size_t at = text.find(needle); at != std::string::npos; at = text.find(needle, at + 1))
    ++n;
  return n;
}

TEST(PtxStructure, LmHeadFullKernelSharesTheWeightAcrossItsCluster) {
  // The full kernel runs in clusters of 2 blocks (kernel_abi.h): per k-slice one tensor
  // copy of the block's hidden rows and one of its half of the weight rows multicast into
  // both blocks; stage releases reach the other block through mapa + a remote arrive
  // without .release.cluster (which put a cluster-wide fence before every release and
  // slowed the kernel to 1.6x cuBLAS: h200.txt §43); the blocks meet twice, after the
  // barriers' initialisation and before they exit.
  for (const std::string &text : lmHeadFullPtx()) {
    EXPECT_EQ(countOf(text, "cp.async.bulk.tensor.2d.shared::cluster.global"), 2u);
    EXPECT_EQ(countOf(text, ".multicast::cluster"), 1u);
    EXPECT_EQ(countOf(text, "%cluster_ctarank"), 1u);
    EXPECT_GE(countOf(text, "mapa.shared::cluster"), 1u);
    EXPECT_GE(countOf(text, "mbarrier.arrive.shared::cluster"), 1u);
    EXPECT_EQ(countOf(text, "release.cluster.shared::cluster"), 0u);
    EXPECT_EQ(countOf(text, "barrier.cluster.arrive"), 2u);
    EXPECT_EQ(countOf(text, "barrier.cluster.wait"), 2u);
  }
}

TEST(PtxStructure, LmHeadMnMajorOperandsArriveInBoxesOf64AndSetWgmmasTransposeBits) {
  // The backward's GEMMs read G, the weight chunk and the hidden block in place
  // (KernelSpec::a_mn_major, b_mn_major): an MN-major operand's k-slice arrives as one
  // tensor copy per 64 of the tile's rows or columns (the hidden rows: 2; the block's half
  // of the weight rows: 2, multicast), and every wgmma names the operand transposed.
  auto t = Target::parse("sm_90");
  ASSERT_TRUE(bool(t)) << llvm::toString(t.takeError());
  for (auto [aMn, bMn] : {std::pair{false, false}, {false, true}, {true, true}}) {
    SCOPED_TRACE(std::string(aMn ? "A" : "") + (bMn ? "B" : "") + " MN-major");
    const KernelSpec spec =
        KernelSpec::lmHeadGemm(*t, DType::BF16, DType::F32, true).withOperands(aMn, bMn);
    auto text = emitStage(spec, Stage::Asm);
    ASSERT_TRUE(bool(text)) << llvm::toString(text.takeError());
    EXPECT_EQ(countOf(*text, "cp.async.bulk.tensor.2d.shared::cluster.global"),
              (aMn ? 2u : 1u) + (bMn ? 2u : 1u));
    EXPECT_EQ(countOf(*text, ".multicast::cluster"), bMn ? 2u : 1u);
    const std::string bits =
        std::string(", p, 1, 1, ") + (aMn ? "1" : "0") + ", " + (bMn ? "1" : "0") + ";";
    const size_t wgmmas = countOf(*text, "wgmma.mma_async.sync.aligned.m64n256k16");
    EXPECT_GT(wgmmas, 0u);
    EXPECT_EQ(countOf(*text, bits), wgmmas);
    if (aMn || bMn) {
      EXPECT_NE(spec.canonical().find(bMn ? ";b=mn" : ";a=mn"), std::string::npos);
      EXPECT_NE(specSummary(spec.canonical()).find(bMn ? " b=mn" : " a=mn"), std::string::npos)
          << specSummary(spec.canonical()); // as warm and `cache ls` print it
    }
  }
}

/// Accumulator loads in an LM-head kernel's PTX: global (or generic) loads of 16 or 32 bits.
unsigned accumulatorLoads(const std::string &text) {
  unsigned n = 0;
  for (const std::string &ins : instructions(text)) {
    const std::string op = opcode(ins);
    for (const char *p : {"ld.f32", "ld.global.f32", "ld.u16", "ld.global.u16", "ld.b16",
                          "ld.global.b16", "ld.u32", "ld.global.u32", "ld.b32", "ld.global.b32"})
      n += op == p;
  }
  return n;
}

TEST(PtxStructure, LmHeadWholeTileKernelsLoadTheirAccumulatorsOnOnePath) {
  // The backward's accumulating GEMMs (grad_hidden's leaves, grad_weight's chain): the
  // whole_tiles kernel loads each of a thread's 128 fp32 accumulators once (split_acc: its
  // two 16-bit halves), with no second, bounds-checked path, which would make ptxas's
  // relocatable compile serialize the wgmma (docs/decisions/lm-head-gemm-on-sm90.md). The
  // general kernel keeps both paths for a launch's edge tiles.
  auto t = Target::parse("sm_90");
  ASSERT_TRUE(bool(t)) << llvm::toString(t.takeError());
  struct Case {
    DType out;
    bool split;
    unsigned loads;
  };
  for (Case c :
       {Case{DType::F32, false, 128}, Case{DType::F32, true, 256}, Case{DType::BF16, true, 256}}) {
    SCOPED_TRACE(std::string(c.split ? "split " : "accumulate ") + dtypeName(c.out).str());
    KernelSpec spec = KernelSpec::lmHeadGemm(*t, DType::BF16, c.out, true, c.split);
    auto general = emitStage(spec, Stage::Asm);
    spec.whole_tiles = true;
    auto whole = emitStage(spec, Stage::Asm);
    ASSERT_TRUE(bool(general)) << llvm::toString(general.takeError());
    ASSERT_TRUE(bool(whole)) << llvm::toString(whole.takeError());
    EXPECT_EQ(accumulatorLoads(*whole), c.loads);
    EXPECT_GT(accumulatorLoads(*general), c.loads);
    EXPECT_NE(spec.canonical().find(";whole=1"), std::string::npos);
  }
}

TEST(PtxStructure, LmHeadBf16LogitsLeaveThroughTensorStores) {
  // 16-bit logits (lmHeadTensorStores): each warpgroup's 64 x 256 tile leaves as four boxes,
  // two at a time through shared memory: 16 stmatrix .x4 per thread, the fence that hands
  // shared memory to the tensor stores before the first of them, 4 tensor stores, a wait for
  // the boxes' reads before each reuse and for the stores before the block exits. Launches
  // whose output TMA cannot take keep the threads' own stores (st.global). The backward's
  // fp32 accumulating GEMM has none of it.
  const std::vector<std::string> texts = lmHeadFullPtx();
  ASSERT_EQ(texts.size(), 2u);
  const std::string &bf16 = texts[0], &acc = texts[1];
  EXPECT_EQ(countOf(bf16, "stmatrix.sync.aligned.m8n8.x4.shared.b16"), 16u);
  EXPECT_EQ(countOf(bf16, "cp.async.bulk.tensor.2d.global.shared::cta.bulk_group"), 4u);
  const size_t fence = bf16.find("fence.proxy.async.shared::cta");
  ASSERT_NE(fence, std::string::npos);
  EXPECT_LT(fence, bf16.find("cp.async.bulk.tensor.2d.global.shared::cta"));
  EXPECT_EQ(countOf(bf16, "cp.async.bulk.commit_group"), 2u);
  EXPECT_EQ(countOf(bf16, "cp.async.bulk.wait_group.read 0"), 2u);
  EXPECT_EQ(countOf(bf16, "cp.async.bulk.wait_group 0"), 1u);
  EXPECT_GT(countOf(bf16, "st.global"), 0u);
  for (const char *op : {"stmatrix", "cp.async.bulk.tensor.2d.global", "cp.async.bulk.wait_group",
                         "fence.proxy.async"})
    EXPECT_EQ(countOf(acc, op), 0u) << op;
  // fp16 logits from fp16 operands: the same form.
  auto t = Target::parse("sm_90");
  ASSERT_TRUE(bool(t)) << llvm::toString(t.takeError());
  auto fp16 = emitStage(KernelSpec::lmHeadGemm(*t, DType::F16, DType::F16, false), Stage::Asm);
  ASSERT_TRUE(bool(fp16)) << llvm::toString(fp16.takeError());
  EXPECT_EQ(countOf(*fp16, "stmatrix.sync.aligned.m8n8.x4.shared.b16"), 16u);
  EXPECT_EQ(countOf(*fp16, "cp.async.bulk.tensor.2d.global.shared::cta.bulk_group"), 4u);
}

TEST(PtxStructure, LmHeadLeafEpilogueOf16BitLogitsRunsInTheCopyWarpgroup) {
  // KernelSpec::leaf_groups (lm_head_leaves.cpp): with bf16 logits each MMA thread parks its
  // rounded tile in shared memory (64 words) and arrives on the parked tile's `full`
  // barrier; the copy warpgroup's other warps load the words, reduce them (exponentials)
  // and arrive on `empty`: two local mbarrier arrivals, and the MMA warps' k loop is the
  // plain one (every commit followed by its wait). With fp32 logits the MMA warps reduce
  // their own tile after its loop: no parked words, no local arrival. Both hold no call
  // and no 64-bit division (which would serialize the wgmma).
  for (DType logits : {DType::BF16, DType::F32}) {
    Contract c = sm90Contract(logits);
    c.scope = Scope::CrossTpBitwise; // native math: ex2.approx
    c.tile_sum = TileSum::Leaves;
    c.tile_width = 18992;
    c.want_entropy = true;
    c.hidden_size = 4096;
    SCOPED_TRACE(dtypeName(logits).str());
    auto text = emitStage(KernelSpec::lmHeadLeafGroups(c), Stage::Asm);
    ASSERT_TRUE(bool(text)) << llvm::toString(text.takeError());
    const std::vector<std::string> ins = instructions(*text);
    unsigned alone = 0, stores = 0, loads = 0, ex2 = 0;
    for (size_t i = 0; i < ins.size(); ++i) {
      const std::string op = opcode(ins[i]);
      EXPECT_FALSE(callsInSass(op)) << ins[i];
      stores += op == "st.shared.u32";
      loads += op == "ld.shared.u32";
      ex2 += op.rfind("ex2", 0) == 0;
      alone += ins[i].find("wgmma.commit_group") != std::string::npos &&
               (i + 1 == ins.size() || ins[i + 1].find("wgmma.wait_group") == std::string::npos);
    }
    EXPECT_EQ(alone, 0u) << "the k loop's commits are followed by their waits";
    EXPECT_GT(ex2, 0u);
    const size_t arrivals = countOf(*text, "mbarrier.arrive.shared::cta.b64 _");
    if (logits == DType::BF16) {
      EXPECT_EQ(stores, 64u) << "a thread parks 128 bf16 logits as 64 words";
      EXPECT_GT(loads, 0u);
      EXPECT_EQ(arrivals, 2u) << "parked (MMA threads), read (reduce threads)";
    } else {
      EXPECT_EQ(stores, 0u);
      EXPECT_EQ(arrivals, 0u);
    }
  }
}

TEST(PtxStructure, LmHeadLeafEpilogueDividesWithoutDivRn) {
  // With a temperature the leaf GEMM's epilogue divides every logit by tau. div.rn.f32's
  // slow path is a subroutine in SASS, and under the driver's relocatable compile an extern
  // call serializes every wgmma of the kernel; emitDivRN gives the same bits from fp64
  // multiply-adds. Scalar and per-row temperatures, bf16 and fp32 logits.
  for (DType logits : {DType::BF16, DType::F32})
    for (bool rows : {false, true}) {
      Contract c = sm90Contract(logits);
      c.tile_sum = TileSum::Leaves;
      c.tile_width = 18992;
      c.want_entropy = true;
      c.hidden_size = 4096;
      c.has_temperature = !rows;
      c.temperature_rows = rows;
      c.temperature = 0.7f;
      SCOPED_TRACE(dtypeName(logits).str() + (rows ? " per row" : " scalar"));
      auto text = emitStage(KernelSpec::lmHeadLeafGroups(c), Stage::Asm);
      ASSERT_TRUE(bool(text)) << llvm::toString(text.takeError());
      EXPECT_EQ(countOf(*text, "div.rn.f32"), 0u);
      EXPECT_GT(countOf(*text, "fma.rn.f64"), 0u) << "emitDivRN's steps";
      for (const std::string &in : instructions(*text))
        EXPECT_FALSE(callsInSass(opcode(in))) << in;
    }
}

} // namespace

// docs/decisions/division-by-the-row-reciprocal.md: with a temperature, the native bf16
// tile_stats and topk_stats divide through the row's reciprocal (an fma correction per
// element, its remainder through min.f32) and keep div.rn.f32 for the row's reciprocal and
// the IEEE branch; fp32 keeps the division alone; without a temperature, neither appears.
TEST(PtxStructure, TemperatureDividesThroughTheRowReciprocal) {
  for (KernelKind kind : {KernelKind::TileStats, KernelKind::TopKStats})
    for (DType d : {DType::BF16, DType::F32})
      for (bool tau : {false, true}) {
        Contract c = sm90Contract(d);
        c.scope = Scope::CrossTpBitwise;
        c.tp_size = 1;
        if (kind == KernelKind::TopKStats)
          c.top_k = 20;
        if (tau) {
          c.has_temperature = true;
          c.temperature = 0.7f;
        }
        const std::string ptx = ptxOf(c, kind);
        ASSERT_FALSE(ptx.empty());
        int fmas = 0, mins = 0, divs = 0;
        for (const std::string &ins : instructions(ptx)) {
          fmas += ins.rfind("fma.rn.f32", 0) == 0;
          mins += ins.rfind("min.f32", 0) == 0;
          divs += ins.rfind("div.rn.f32", 0) == 0;
        }
        SCOPED_TRACE(std::string(dtypeName(d)) + (tau ? " with tau" : ""));
        EXPECT_EQ(divs > 0, tau);
        // Every element of a lane's chunks in the reciprocal branch (ITERS * C = 10 * 8).
        EXPECT_EQ(mins >= 80, tau && d == DType::BF16) << "fma " << fmas << " min " << mins;
        if (mins >= 80)
          EXPECT_GE(fmas, 2 * 80);
      }
}
