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
// The LM head's kernels: ptx_lm_head_test.cpp; the top-k kernels': ptx_topk_test.cpp; the
// helpers: ptx_util.h.
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
