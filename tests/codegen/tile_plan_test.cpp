//===- tile_plan_test.cpp - The kernel plans' decisions ---------------------===//
//
// The plans of templates/tile_plan.h and merge_plan.h for representative specs (dtype x
// target x math x temperature x tier, W = 2374 / 333 / 4096, C = 1 / 4 / 8 / 16), against
// the decisions docs/numerics.md and docs/decisions/ record; the target facts against the
// real hooks; the printed form; and, for a few specs, that the emitted IR has the form its
// plan names.
//
//===----------------------------------------------------------------------===//
#include "compiler/backends/backend.h"
#include "compiler/compiler.h"
#include "runtime/core/kernel_abi.h"
#include "templates/merge_plan.h"
#include "templates/tile_plan.h"

#include "llvm/IR/Module.h"
#include "llvm/Support/Regex.h"
#include "llvm/Support/raw_ostream.h"

#include <gtest/gtest.h>

using namespace logpjit;
using namespace logpjit::tmpl;
using logpjit::Target; // not llvm::Target

namespace {

const DType BF16 = DType::BF16, FP16 = DType::F16, FP32 = DType::F32;
const MathImpl Portable = MathImpl::Portable, Native = MathImpl::Native;

struct Opts {
  bool temperature = false, entropy = false, quick = false;
};

KernelSpec tileSpec(Arch a, DType dt, MathImpl m, int64_t W, int32_t C, Opts o = {}) {
  KernelSpec s;
  s.kind = KernelKind::TileStats;
  s.target.arch = a;
  s.dtype = dt;
  s.tile_width = W;
  s.chunk = C;
  s.lanes = 32;
  s.has_temperature = o.temperature;
  s.entropy = o.entropy;
  s.math = a == Arch::Host ? Portable : m;
  s.quick = o.quick;
  return s;
}

PlanTarget factsOf(Arch a) { return planTarget(*backendFor(a).makeHooks(), a); }

TileStatsPlan plan(Arch a, DType dt, MathImpl m, int64_t W, int32_t C, Opts o = {}) {
  return planTileStats(tileSpec(a, dt, m, W, C, o), factsOf(a));
}

using Classes = std::vector<unsigned>;

TEST(TilePlan, TargetFactsAreTheHooks) {
  const PlanTarget host = factsOf(Arch::Host), sm90 = factsOf(Arch::SM90),
                   gfx = factsOf(Arch::GFX942);
  EXPECT_FALSE(host.alignedVectors);
  EXPECT_FALSE(host.bulkCopy);
  EXPECT_FALSE(host.nanMax);
  EXPECT_FALSE(host.laneBroadcast);
  EXPECT_EQ(host.loadUnroll, 1u);
  EXPECT_TRUE(sm90.alignedVectors);
  EXPECT_TRUE(sm90.bulkCopy);
  EXPECT_TRUE(sm90.nanMax);
  EXPECT_TRUE(sm90.laneBroadcast);
  EXPECT_EQ(sm90.loadUnroll, 8u);
  EXPECT_EQ(sm90.unitBlockThreads, int64_t(logpjit::abi::kSm90UnitBlockThreads));
  EXPECT_TRUE(gfx.alignedVectors);
  EXPECT_FALSE(gfx.bulkCopy);
  EXPECT_FALSE(gfx.nanMax);
  EXPECT_FALSE(gfx.laneBroadcast);
  EXPECT_EQ(gfx.unitBlockThreads, int64_t(logpjit::abi::kGpuBlockThreads));
}

TEST(TilePlan, Geometry) {
  const TileStatsPlan p = plan(Arch::SM90, BF16, Native, 2374, 8, {.entropy = true});
  EXPECT_EQ(p.NCH, 297);
  EXPECT_EQ(p.ITERS, 10);
  EXPECT_EQ(p.P, 3u);
  EXPECT_EQ(p.esize, 2u);
  EXPECT_EQ(p.chunkBytes, 16u);
  EXPECT_EQ(p.shareBytes, 160);
  const TileStatsPlan q = plan(Arch::SM90, FP32, Portable, 333, 16);
  EXPECT_EQ(q.NCH, 21);
  EXPECT_EQ(q.ITERS, 1);
  EXPECT_EQ(q.P, 2u);
  EXPECT_EQ(q.chunkBytes, 64u);
}

// The host: two passes, M in a pass of its own (four running maxima), the chunks read again
// by the sum, clamped element loads for the partial chunk, no alignment classes.
TEST(TilePlan, HostIsTwoPassesWithAHostMaxPass) {
  for (DType dt : {BF16, FP16, FP32})
    for (int32_t C : {1, 4, 8, 16})
      for (bool temp : {false, true}) {
        const TileStatsPlan p = plan(Arch::Host, dt, Portable, 2374, C, {.temperature = temp});
        SCOPED_TRACE(p.str());
        EXPECT_EQ(p.order, TileOrder::TwoPass);
        EXPECT_EQ(p.maxPass, MaxPass::Host);
        EXPECT_EQ(p.home, ChunkHome::ReadTwice);
        EXPECT_EQ(p.hostMaxWays, 4);
        EXPECT_EQ(p.passUnroll, 1u);
        EXPECT_EQ(p.partialChunk, C == 1 ? PartialChunk::None : PartialChunk::Clamped);
        EXPECT_FALSE(p.widenWordPairs);
        EXPECT_FALSE(p.quickLane);
        EXPECT_EQ(p.alignDispatch, AlignDispatch::None);
        EXPECT_EQ(p.alignClasses, Classes{0});
        EXPECT_EQ(p.grid, Granularity::Warp);
      }
}

// docs/decisions/staged-tiles-in-shared-memory.md: fp32 at W = 2374 and every temperature
// stage on sm_90 (portable); the plain bf16/fp16 forward stays in registers.
TEST(TilePlan, Sm90PortableStagesFp32AndTemperatures) {
  const TileStatsPlan f = plan(Arch::SM90, FP32, Portable, 2374, 8);
  EXPECT_EQ(f.order, TileOrder::TwoPass);
  EXPECT_EQ(f.home, ChunkHome::Staged);
  EXPECT_EQ(f.maxPass, MaxPass::Lanes);
  EXPECT_FALSE(f.fitsRegisters);
  EXPECT_EQ(f.stageBytes, 10256); // 16 + 10 * 32 * 8 * 4, to 16
  EXPECT_EQ(f.stageBlockBytes, (16 + 10256) * 4);
  EXPECT_EQ(f.stagedClasses, (Classes{16, 4}));
  EXPECT_EQ(f.stagedSumUnroll, 2u);
  EXPECT_EQ(f.stagedMaxBlocks, 10256 / 16);
  EXPECT_EQ(f.alignDispatch, AlignDispatch::None);
  EXPECT_EQ(f.grid, Granularity::Warp); // the portable kernel keeps the linear grid

  for (DType dt : {BF16, FP16})
    for (int32_t C : {4, 8}) {
      const TileStatsPlan r = plan(Arch::SM90, dt, Portable, 2374, C, {.entropy = true});
      SCOPED_TRACE(r.str());
      EXPECT_EQ(r.home, ChunkHome::Registers);
      EXPECT_TRUE(r.fitsRegisters);
      // docs/decisions/tile-stats-load-classes.md: 4-byte loads for the portable math in
      // registers, whole tiles only.
      EXPECT_EQ(r.alignDispatch, AlignDispatch::Loads);
      EXPECT_EQ(r.wide, 4u);
      EXPECT_TRUE(r.wholeTilesOnly);
      EXPECT_EQ(r.alignClasses, (Classes{4, 0}));
      const TileStatsPlan t = plan(Arch::SM90, dt, Portable, 2374, C, {.temperature = true});
      EXPECT_EQ(t.home, ChunkHome::Staged);
    }
  // bf16 C = 4 staged: the image's chunks are 8 bytes: classes 8, 4 and the element's 2.
  EXPECT_EQ(plan(Arch::SM90, BF16, Portable, 2374, 4, {.temperature = true}).stagedClasses,
            (Classes{8, 4, 2}));
  EXPECT_EQ(plan(Arch::SM90, BF16, Portable, 2374, 8).widenWordPairs, true);
}

// docs/decisions/division-by-the-row-reciprocal.md: sm_90 divides bf16 logits by tau
// through the row's reciprocal where a lane's chunks are in registers (the native full
// kernel); staged tiles, other types, the quick tier, the host and gfx942 keep the division.
TEST(TilePlan, Sm90Bf16InRegistersDividesThroughTheRowReciprocal) {
  for (DType dt : {BF16, FP16, FP32})
    for (MathImpl m : {Portable, Native})
      for (bool quick : {false, true}) {
        const TileStatsPlan p =
            plan(Arch::SM90, dt, m, 2374, 8, {.temperature = true, .quick = quick});
        SCOPED_TRACE(p.str());
        const bool want = dt == BF16 && m == Native && !quick;
        EXPECT_EQ(want, p.home == ChunkHome::Registers && dt == BF16);
        EXPECT_EQ(p.rowReciprocal, want);
        EXPECT_NE(p.str().find(want ? "division: row_reciprocal\n" : "division: ieee\n"),
                  std::string::npos);
        EXPECT_FALSE(plan(Arch::SM90, dt, m, 2374, 8, {.quick = quick}).rowReciprocal);
      }
  for (Arch a : {Arch::Host, Arch::GFX942}) {
    const TileStatsPlan p = plan(a, BF16, Portable, 2374, 8, {.temperature = true});
    EXPECT_FALSE(p.rowReciprocal);
    EXPECT_NE(p.str().find("division: ieee\n"), std::string::npos);
  }
  EXPECT_NE(plan(Arch::Host, BF16, Portable, 2374, 8).str().find("division: none\n"),
            std::string::npos);
}

// A stage over 48 KiB per block (fp32 at W = 4096) reads its chunks from global memory twice.
TEST(TilePlan, Sm90StageTooLargeReadsTwice) {
  const TileStatsPlan p = plan(Arch::SM90, FP32, Portable, 4096, 8);
  EXPECT_GT(p.stageBlockBytes, kStaticSharedBytes);
  EXPECT_FALSE(p.stagedFull);
  EXPECT_EQ(p.order, TileOrder::TwoPass);
  EXPECT_EQ(p.home, ChunkHome::ReadTwice);
  EXPECT_EQ(p.maxPass, MaxPass::Lanes);
  EXPECT_EQ(p.alignDispatch, AlignDispatch::Lane);
  EXPECT_EQ(p.alignClasses, (Classes{16, 0}));
  EXPECT_EQ(p.passUnroll, 8u);
}

// docs/numerics.md: sm_90 native math keeps the two passes in registers when a lane's share
// fits in 160 bytes (bf16 at W = 2374, C = 8), with 16-byte loads, the packed max.NaN, the
// (tile groups, rows) grid; it never stages.
TEST(TilePlan, Sm90NativeBf16IsTwoPassesInRegisters) {
  for (bool temp : {false, true}) {
    const TileStatsPlan p = plan(Arch::SM90, BF16, Native, 2374, 8, {.temperature = temp});
    SCOPED_TRACE(p.str());
    EXPECT_EQ(p.order, TileOrder::TwoPass);
    EXPECT_EQ(p.home, ChunkHome::Registers);
    EXPECT_EQ(p.maxPass, MaxPass::Lanes);
    EXPECT_EQ(p.shareBytes, kRegisterShareBytes);
    EXPECT_FALSE(p.stagedFull);
    EXPECT_TRUE(p.maxInStorage);
    EXPECT_TRUE(p.widenWordPairs);
    EXPECT_EQ(p.alignDispatch, AlignDispatch::Loads);
    EXPECT_EQ(p.alignClasses, (Classes{16, 4, 0}));
    EXPECT_EQ(p.partialChunk, PartialChunk::Predicated);
    EXPECT_EQ(p.grid, Granularity::WarpGrid);
  }
  const TileStatsPlan h = plan(Arch::SM90, FP16, Native, 2374, 8);
  EXPECT_EQ(h.home, ChunkHome::Registers);
  EXPECT_FALSE(h.widenWordPairs);
  // W = 333, C = 16: one step per lane, 32-byte chunks, 16-byte loads at most.
  const TileStatsPlan w = plan(Arch::SM90, BF16, Native, 333, 16);
  EXPECT_EQ(w.home, ChunkHome::Registers);
  EXPECT_EQ(w.wide, 16u);
}

// docs/numerics.md, "Where the online order remains": native math whose share does not fit
// (fp32 at W = 2374, C = 1) and every native spec on gfx942 (no NaN-propagating max).
TEST(TilePlan, NativeOnlineWhereTheShareDoesNotFit) {
  const TileStatsPlan f = plan(Arch::SM90, FP32, Native, 2374, 8);
  EXPECT_EQ(f.order, TileOrder::Online);
  EXPECT_EQ(f.home, ChunkHome::ReadOnce);
  EXPECT_EQ(f.maxPass, MaxPass::Running);
  EXPECT_EQ(f.onlineBatch, 5); // ITERS = 10 > 6
  EXPECT_EQ(f.onlineBatches, 2);
  EXPECT_EQ(f.batchUnroll, 0u);
  EXPECT_EQ(f.alignDispatch, AlignDispatch::Lane);
  EXPECT_EQ(f.alignClasses, (Classes{16, 0}));

  for (Arch a : {Arch::SM90, Arch::GFX942})
    for (DType dt : {BF16, FP16, FP32}) {
      const TileStatsPlan c1 = plan(a, dt, Native, 2374, 1, {.entropy = true});
      SCOPED_TRACE(c1.str());
      EXPECT_EQ(c1.order, TileOrder::Online);
      EXPECT_FALSE(c1.fitsRegisters);
      EXPECT_EQ(c1.partialChunk, PartialChunk::None);
      EXPECT_EQ(c1.alignDispatch, AlignDispatch::None);
      EXPECT_EQ(c1.alignClasses, Classes{0});
    }
  for (DType dt : {BF16, FP16, FP32})
    for (int32_t C : {4, 8, 16})
      for (int64_t W : {333, 2374, 4096}) {
        const TileStatsPlan g = plan(Arch::GFX942, dt, Native, W, C);
        SCOPED_TRACE(g.str());
        EXPECT_EQ(g.order, TileOrder::Online);
        EXPECT_EQ(g.grid, Granularity::Warp);
      }
  // A short share: one batch of all its steps.
  const TileStatsPlan s = plan(Arch::GFX942, BF16, Native, 333, 8);
  EXPECT_EQ(s.ITERS, 2);
  EXPECT_EQ(s.onlineBatch, 2);
  EXPECT_EQ(s.onlineBatches, 1);
}

// gfx942's portable math: two passes, in registers where the share fits (no bulk copy, so
// no stage even with a temperature), else read twice.
TEST(TilePlan, Gfx942Portable) {
  for (bool temp : {false, true}) {
    const TileStatsPlan p = plan(Arch::GFX942, BF16, Portable, 2374, 8, {.temperature = temp});
    EXPECT_EQ(p.order, TileOrder::TwoPass);
    EXPECT_EQ(p.home, ChunkHome::Registers);
    EXPECT_FALSE(p.maxInStorage);
  }
  const TileStatsPlan f = plan(Arch::GFX942, FP32, Portable, 2374, 8);
  EXPECT_EQ(f.home, ChunkHome::ReadTwice);
  EXPECT_EQ(f.maxPass, MaxPass::Lanes);
}

// The quick tier keeps the full kernel's order and takes element loads in rolled loops.
TEST(TilePlan, QuickTierKeepsTheOrder) {
  for (Arch a : {Arch::SM90, Arch::GFX942})
    for (DType dt : {BF16, FP16, FP32})
      for (MathImpl m : {Portable, Native})
        for (int32_t C : {1, 4, 8, 16})
          for (bool temp : {false, true}) {
            const TileStatsPlan full = plan(a, dt, m, 2374, C, {.temperature = temp});
            const TileStatsPlan q = plan(a, dt, m, 2374, C, {.temperature = temp, .quick = true});
            SCOPED_TRACE(q.str());
            EXPECT_TRUE(q.quickLane);
            EXPECT_EQ(q.order, full.order);
            EXPECT_EQ(q.stagedFull, full.stagedFull);
            EXPECT_EQ(q.residentFull, full.residentFull);
            EXPECT_EQ(q.alignDispatch, AlignDispatch::None);
            if (q.order == TileOrder::TwoPass) {
              EXPECT_EQ(q.home, ChunkHome::ReadTwice);
              EXPECT_EQ(q.passUnroll, 0u); // the quick lane's own rolled loops
            } else {
              EXPECT_EQ(q.onlineBatch, 1);
              EXPECT_EQ(q.onlineBatches, q.ITERS);
              EXPECT_EQ(q.batchUnroll, kNoUnroll);
            }
          }
}

// alignmentClasses is the rule emitByAlignment (ir_util.h) follows: record what it emits.
TEST(TilePlan, AlignmentClassesAreEmitByAlignments) {
  llvm::LLVMContext ctx;
  llvm::Module M("t", ctx);
  auto *fty =
      llvm::FunctionType::get(llvm::Type::getVoidTy(ctx), {llvm::Type::getInt64Ty(ctx)}, false);
  auto *F = llvm::Function::Create(fty, llvm::Function::ExternalLinkage, "f", M);
  Builder B(llvm::BasicBlock::Create(ctx, "entry", F));
  for (unsigned esize : {2u, 4u})
    for (unsigned wide : {2u, 4u, 8u, 16u})
      for (unsigned elementClass : {0u, esize}) {
        if (wide < esize)
          continue;
        std::vector<unsigned> seen;
        emitByAlignment(
            B, F->getArg(0), wide, esize, elementClass, nullptr,
            [&](unsigned a) { seen.push_back(a); }, "al");
        EXPECT_EQ(seen, alignmentClasses(wide, esize, elementClass))
            << "wide " << wide << " esize " << esize << " element class " << elementClass;
      }
  B.CreateRetVoid();
}

TEST(TilePlan, PrintsOneFieldPerLine) {
  const std::string s = plan(Arch::SM90, FP32, Portable, 2374, 8).str();
  llvm::Regex line("^[A-Za-z_]+: [^ ].*$");
  llvm::SmallVector<llvm::StringRef, 64> lines;
  llvm::StringRef(s).split(lines, '\n', -1, /*KeepEmpty=*/false);
  EXPECT_GT(lines.size(), 30u);
  for (llvm::StringRef l : lines)
    EXPECT_TRUE(line.match(l)) << l.str();
  for (const char *want :
       {"kernel: tile_stats\n", "arch: sm_90\n", "order: two-pass\n", "home: staged\n", "W: 2374\n",
        "C: 8\n", "NCH: 297\n", "ITERS: 10\n", "staged_classes: 16 4\n", "grid: warp\n"})
    EXPECT_NE(s.find(want), std::string::npos) << want;
  auto text = kernelPlanText(tileSpec(Arch::SM90, FP32, Portable, 2374, 8));
  ASSERT_TRUE(bool(text)) << llvm::toString(text.takeError());
  EXPECT_EQ(*text, s);
  KernelSpec bwd = tileSpec(Arch::Host, BF16, Portable, 2374, 8);
  bwd.kind = KernelKind::Backward;
  auto none = kernelPlanText(bwd);
  ASSERT_FALSE(bool(none));
  EXPECT_NE(llvm::toString(none.takeError()).find("no plan for the backward"), std::string::npos);
}

KernelSpec mergeSpec(Arch a, bool quick, bool entropy = false) {
  KernelSpec s;
  s.kind = KernelKind::Merge;
  s.target.arch = a;
  s.math = a == Arch::Host ? Portable : Native;
  s.entropy = entropy;
  s.quick = quick;
  return s;
}

TEST(MergePlan, Decisions) {
  const MergePlan full = planMerge(mergeSpec(Arch::SM90, false, true), factsOf(Arch::SM90));
  EXPECT_TRUE(full.laneBroadcast);
  EXPECT_EQ(full.rows, Granularity::Warp);
  EXPECT_EQ(full.walk, MergeWalk::DivMod);
  EXPECT_FALSE(full.ownerByCount);
  EXPECT_FALSE(full.laneSumRolled);
  EXPECT_EQ(full.P, 3u);
  const MergePlan quick = planMerge(mergeSpec(Arch::SM90, true), factsOf(Arch::SM90));
  EXPECT_EQ(quick.walk, MergeWalk::RankChunks);
  EXPECT_TRUE(quick.ownerByCount);
  EXPECT_TRUE(quick.laneSumRolled);
  EXPECT_EQ(quick.P, 2u);
  const MergePlan host = planMerge(mergeSpec(Arch::Host, false), factsOf(Arch::Host));
  EXPECT_FALSE(host.laneBroadcast);
  EXPECT_EQ(host.rows, Granularity::Thread);
  EXPECT_EQ(host.walk, MergeWalk::None);
  EXPECT_EQ(host.tileUnroll, 1u);
  const MergePlan gfx = planMerge(mergeSpec(Arch::GFX942, false), factsOf(Arch::GFX942));
  EXPECT_EQ(gfx.rows, Granularity::Thread);
  EXPECT_EQ(gfx.tileUnroll, 8u);
  const MergePlan gfxQuick = planMerge(mergeSpec(Arch::GFX942, true), factsOf(Arch::GFX942));
  EXPECT_TRUE(gfxQuick.ownerByCount);
  EXPECT_NE(full.str().find("walk: divmod\n"), std::string::npos);
  EXPECT_NE(quick.str().find("lane_sum: rolled\n"), std::string::npos);
}

// The emitter follows its plan: each form leaves its mark in the IR (block and value names
// of tile_load.cpp, tile_two_pass.cpp, tile_staged.cpp, tile_online.cpp, tile_quick.cpp).
TEST(TilePlan, EmittedIrHasThePlansForm) {
  struct Case {
    KernelSpec spec;
    const char *has, *hasNot;
  };
  const Case cases[] = {
      {tileSpec(Arch::Host, BF16, Portable, 2374, 8), "tmax.part", "lmax"},
      {tileSpec(Arch::SM90, FP32, Portable, 2374, 8), "@unit_shared", "%rescale"},
      {tileSpec(Arch::SM90, FP32, Portable, 4096, 8), "lmax", "@unit_shared"},
      {tileSpec(Arch::SM90, BF16, Native, 2374, 8), "%raw", "lmax"},
      {tileSpec(Arch::SM90, FP32, Native, 2374, 8), "rescale", "lmax"},
      {tileSpec(Arch::GFX942, BF16, Native, 2374, 8), "rescale", "lmax"},
      {tileSpec(Arch::SM90, FP32, Portable, 2374, 8, {.quick = true}), "qmax", "@unit_shared"},
  };
  for (const Case &c : cases) {
    SCOPED_TRACE(c.spec.canonical());
    llvm::LLVMContext ctx;
    auto M = buildModule(ctx, c.spec);
    ASSERT_TRUE(bool(M)) << llvm::toString(M.takeError());
    std::string ir;
    llvm::raw_string_ostream os(ir);
    (*M)->print(os, nullptr);
    EXPECT_NE(ir.find(c.has), std::string::npos) << c.has;
    EXPECT_EQ(ir.find(c.hasNot), std::string::npos) << c.hasNot;
  }
}

} // namespace
