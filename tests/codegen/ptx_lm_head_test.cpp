//===- ptx_lm_head_test.cpp - Structure of the LM head's sm_90 PTX ---------===//
//
// The LM head's full sm_90 kernel, on the PTX text (no GPU): no 64-bit division or call (a
// subroutine in SASS, under which the relocatable compile of the driver's linker and
// nvJitLink serializes every wgmma, docs/decisions/lm-head-gemm-on-sm90.md), its operands
// staged by tensor copies (the weight multicast across the cluster, MN-major operands in
// boxes of 64), its MMAs issued as wgmma, its 16-bit logits leaving through tensor stores,
// and the leaf order's epilogue (parked tiles reduced by the copy warpgroup, no div.rn.f32).
// The other kernels: ptx_test.cpp, ptx_topk_test.cpp; the helpers: ptx_util.h.
//
//===----------------------------------------------------------------------===//
#include "ptx_util.h"

#include "compiler/compiler.h"
#include "logpjit/kernel_spec.h"

#include <gtest/gtest.h>
#include <string>

using namespace logpjit;
using namespace logpjit::test;

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
  // rounded warp tile (64 words), warpgroup 0 in shared memory and warpgroup 1 in global
  // memory, and arrives on its half's `full` barrier; for each warpgroup's half in turn, the
  // copy warpgroup's other warps load the words, 16 bytes at a time (ld.global, not the
  // non-coherent ld.global.nc: the kernel itself wrote them), reduce them (exponentials)
  // and arrive on the half's `read`: three local mbarrier arrivals, and the MMA warps' k
  // loop is the plain one (every commit followed by its wait). With fp32 logits the MMA
  // warps reduce their own tile after its loop: no parked words, no local arrival. Both
  // hold no call and no 64-bit division (which would serialize the wgmma).
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
    unsigned alone = 0, stores = 0, globalStores = 0, loads = 0, globalLoads = 0, ex2 = 0;
    for (size_t i = 0; i < ins.size(); ++i) {
      const std::string op = opcode(ins[i]);
      EXPECT_FALSE(callsInSass(op)) << ins[i];
      stores += op == "st.shared.u32";
      globalStores += op == "st.global.u32";
      loads += op == "ld.shared.v4.u32";
      globalLoads += op == "ld.global.v4.u32";
      EXPECT_EQ(op.find(".nc"), std::string::npos) << ins[i];
      ex2 += op.rfind("ex2", 0) == 0;
      alone += ins[i].find("wgmma.commit_group") != std::string::npos &&
               (i + 1 == ins.size() || ins[i + 1].find("wgmma.wait_group") == std::string::npos);
    }
    EXPECT_EQ(alone, 0u) << "the k loop's commits are followed by their waits";
    EXPECT_GT(ex2, 0u);
    const size_t arrivals = countOf(*text, "mbarrier.arrive.shared::cta.b64 _");
    if (logits == DType::BF16) {
      EXPECT_EQ(stores, 64u) << "a thread of warpgroup 0 parks 128 bf16 logits as 64 words";
      EXPECT_EQ(globalStores, 64u) << "and one of warpgroup 1";
      EXPECT_GT(loads, 0u);
      EXPECT_GT(globalLoads, 0u);
      EXPECT_EQ(arrivals, 3u) << "parked (MMA threads), each half read (reduce threads)";
    } else {
      EXPECT_EQ(stores + globalStores + loads + globalLoads, 0u);
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
      // bf16 logits, reduced by the copy warpgroup: a row in emitDivByRow's range divides
      // through its reciprocal, checked on the packed raw pairs (rawInDivRange's minima).
      EXPECT_EQ(countOf(*text, "min.u16x2") > 0, logits == DType::BF16);
      for (const std::string &in : instructions(*text))
        EXPECT_FALSE(callsInSass(opcode(in))) << in;
    }
}

} // namespace
