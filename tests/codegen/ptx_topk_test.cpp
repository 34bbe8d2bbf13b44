//===- ptx_topk_test.cpp - Structure of the sm_90 top-k PTX, without a GPU ---===//
//
// Top-k at TP 1, on the PTX text the NVPTX backend emits: topk_select's block takes shared
// slots by integer atomics (its only atomics) and waits for topk_stats' writes before any
// memory access (its programmatic launch); its re-read takes the widest aligned loads;
// topk_stats counts on packed pairs exactly without a temperature.
//
//===----------------------------------------------------------------------===//
#include "ptx_util.h"

#include <gtest/gtest.h>
#include <string>

using namespace logpjit;
using namespace logpjit::test;

// Top-k at TP 1 (docs/decisions/topk-select-in-a-block.md): sm_90's topk_select is a block
// of abi::kRowBlockThreads per row whose only atomics take slots in shared memory (integer
// adds: the candidates' order there is free, their places come from comparing keys; no
// value is ever accumulated atomically), and topk_stats counts above the target on packed
// bf16 pairs exactly where the values are the logits themselves (no temperature).
TEST(PtxStructure, TopKSelectBlockAtomicsOnlyTakeSharedSlots) {
  for (int k : {20, 64})
    for (bool quick : {false, true}) {
      Contract c = sm90Contract(DType::BF16);
      c.scope = Scope::CrossTpBitwise;
      c.tp_size = 1;
      c.top_k = k;
      const std::string ptx = ptxOf(c, KernelKind::TopKSelect, quick);
      ASSERT_FALSE(ptx.empty());
      EXPECT_NE(ptx.find(".maxntid 128, 1, 1"), std::string::npos) << "k " << k;
      EXPECT_NE(ptx.find("bar.sync"), std::string::npos) << "k " << k;
      int atomics = 0;
      for (const std::string &ins : instructions(ptx))
        if (isAtomic(ins)) {
          ++atomics;
          EXPECT_EQ(opcode(ins), "atom.shared.add.u32") << ins;
        }
      EXPECT_GT(atomics, 0) << "the listed lanes' and the candidates' slot counters";
    }
}

// docs/decisions/topk-select-programmatic-launch.md: topk_select, launched as a programmatic
// dependent of topk_stats, waits for topk_stats' writes before its first memory access (a
// load or store of global or shared memory, an atomic), in both tiers and for every scope
// and dtype; topk_stats lets it launch from its units; no other kernel waits or signals.
TEST(PtxStructure, TopKSelectWaitsForTopKStatsBeforeItsFirstMemoryAccess) {
  for (DType d : {DType::BF16, DType::F32})
    for (Scope scope : {Scope::CrossTpBitwise, Scope::CrossTargetBitwise})
      for (bool quick : {false, true}) {
        Contract c = sm90Contract(d);
        c.scope = scope;
        c.tp_size = 1;
        c.top_k = 20;
        const std::string what = std::string(dtypeName(d)) + (quick ? " quick" : " full") +
                                 (scope == Scope::CrossTpBitwise ? " tp" : " target");
        const std::string select = ptxOf(c, KernelKind::TopKSelect, quick);
        ASSERT_FALSE(select.empty()) << what;
        bool waited = false;
        for (const std::string &ins : instructions(select)) {
          const std::string op = opcode(ins);
          llvm::StringRef o = llvm::StringRef(op).rtrim(';');
          if (o == "griddepcontrol.wait") {
            waited = true;
            break;
          }
          EXPECT_FALSE(o.starts_with("ld.global") || o.starts_with("ld.shared") ||
                       o.starts_with("st.") || isAtomic(ins))
              << what << ": before griddepcontrol.wait: " << ins;
        }
        EXPECT_TRUE(waited) << what;
        const std::string stats = ptxOf(c, KernelKind::TopKStats, quick);
        EXPECT_NE(stats.find("griddepcontrol.launch_dependents"), std::string::npos) << what;
        EXPECT_EQ(stats.find("griddepcontrol.wait"), std::string::npos) << what;
        for (KernelKind other : {KernelKind::TileStats, KernelKind::Merge})
          EXPECT_EQ(ptxOf(c, other, quick).find("griddepcontrol"), std::string::npos) << what;
      }
}

// topk_select re-reads the listed groups' chunks in the widest loads the tile's and the
// chunk's bytes allow (a row whose start is not aligned to them takes one column per
// load): 16 bytes where a tile is a multiple of 16 bytes, 4 bytes where it is 4748 (a bf16
// tile of 2374 columns).
TEST(PtxStructure, TopKSelectReadsChunksInTheWidestAlignedLoads) {
  for (int64_t W : {int64_t(256), int64_t(2374)}) {
    Contract c = sm90Contract(DType::BF16, W, W == 256 ? 96 : 8);
    c.scope = Scope::CrossTpBitwise;
    c.tp_size = 1;
    c.top_k = 20;
    const std::string ptx = ptxOf(c, KernelKind::TopKSelect);
    ASSERT_FALSE(ptx.empty());
    int v4 = 0, u16 = 0;
    for (const std::string &ins : instructions(ptx)) {
      v4 += llvm::StringRef(opcode(ins)).starts_with("ld.global.v4.");
      u16 += opcode(ins) == "ld.global.u16";
    }
    EXPECT_EQ(v4 > 0, W == 256) << "W " << W;
    EXPECT_GT(u16, 0) << "the unaligned row's path, W " << W;
  }
}

// Without a temperature the 16-bit values are the logits: one packed compare's mask per
// pair, summed as integers; with one, bf16 lanes divided through the row's reciprocal count
// on the raw pairs too (x / tau orders as x there), as packed float counts.
TEST(PtxStructure, TopKStatsCountsOnPackedPairsWhereTheRawOrderIsTheQuotients) {
  for (DType d : {DType::BF16, DType::F16, DType::F32})
    for (bool tau : {false, true}) {
      Contract c = sm90Contract(d);
      c.scope = Scope::CrossTpBitwise;
      c.tp_size = 1;
      c.top_k = 20;
      if (tau) {
        c.has_temperature = true;
        c.temperature = 0.7f;
      }
      const std::string ptx = ptxOf(c, KernelKind::TopKStats);
      ASSERT_FALSE(ptx.empty());
      const char *t16 = d == DType::F16 ? "f16x2" : "bf16x2";
      const bool masks = ptx.find(std::string("set.gt.u32.") + t16) != std::string::npos;
      const bool counts = ptx.find(std::string("set.gt.") + t16 + "." + t16) != std::string::npos;
      EXPECT_EQ(masks, d != DType::F32 && !tau)
          << std::string(dtypeName(d)) << (tau ? " with tau" : "");
      EXPECT_EQ(counts, d == DType::BF16 && tau)
          << std::string(dtypeName(d)) << (tau ? " with tau" : "");
      for (const std::string &ins : instructions(ptx))
        EXPECT_FALSE(isAtomic(ins)) << ins;
    }
}
