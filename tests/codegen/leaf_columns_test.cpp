// leafWeightColumn (templates/lm_head_parts.h): where a leaf_groups GEMM launch's column
// tile c0v / 256 reads its weight rows (kernel_abi.h, LH_Cols). Compiled for the host and
// compared with the layout it implements: a launch's W-tiles each cut into ceil(W / 256)
// column tiles from the tile's first column, so that every tile's columns are covered once
// and no group starts in one tile and ends in the next but its masked remainder.
#include "host_jit_util.h"
#include "templates/lm_head_parts.h"

#include "logpjit/kernel_spec.h"

#include <gtest/gtest.h>

using namespace llvm;

namespace {

using ColumnFn = void (*)(const int64_t *c0v, int64_t *column, int64_t n);

TEST(LeafColumns, ColumnTilesRunOverWholeTiles) {
  auto jit = logpjit::HostJIT::create();
  ASSERT_TRUE(bool(jit)) << toString(jit.takeError());
  for (int64_t W : {16, 48, 256, 384, 512, 2384, 18992}) {
    SCOPED_TRACE(W);
    logpjit::KernelSpec spec;
    spec.tile_width = W;
    LLVMContext ctx;
    Module M("leaf_columns", ctx);
    Type *i64 = Type::getInt64Ty(ctx);
    logpjit::test::buildArrayLoop(M, "column", 2, 1, [&](IRBuilder<> &B, Value *i, Function *F) {
      Value *c0v = B.CreateLoad(i64, B.CreateGEP(i64, F->getArg(0), i));
      B.CreateStore(logpjit::tmpl::lm_head::leafWeightColumn(B, spec, c0v),
                    B.CreateGEP(i64, F->getArg(1), i));
    });
    auto column = logpjit::test::compileForHost<ColumnFn>(**jit, M, "column");
    ASSERT_NE(column, nullptr);
    const int64_t G = (W + 255) / 256, tiles = 8;
    EXPECT_EQ(logpjit::tmpl::lm_head::leafTileSpan(spec), G * 256);
    std::vector<int64_t> c0v, got(tiles * G);
    for (int64_t ct = 0; ct < tiles * G; ++ct)
      c0v.push_back(ct * 256);
    column(c0v.data(), got.data(), int64_t(c0v.size()));
    std::vector<int> covered(tiles * W, 0);
    for (int64_t ct = 0; ct < tiles * G; ++ct) {
      const int64_t k = ct / G, g = ct % G;
      ASSERT_EQ(got[ct], k * W + g * 256) << "column tile " << ct;
      for (int64_t c = got[ct]; c < std::min(got[ct] + 256, (k + 1) * W); ++c)
        ++covered[c]; // the group's real columns: its tile's, up to the tile's end
    }
    for (int64_t c = 0; c < tiles * W; ++c)
      ASSERT_EQ(covered[c], 1) << "column " << c;
  }
}

} // namespace
