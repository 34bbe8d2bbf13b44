//===- relayout_test.cpp - The LM head backward's transposes on sm_90 -------===//
//
// templates/relayout.cpp's transposes of 16-bit elements (the weight chunk, the logits'
// gradient and the hidden states, docs/decisions/lm-head-backward-leaf-tree.md) against a
// transpose written here, bitwise: every element of every output row, the zero columns
// up to the padded rows, and the bytes around them untouched. Shapes cut through the
// 64 x 64 tiles (abi::relayoutSharedTiles) in both directions, partial 8-column chunks
// and output strides past the padded rows; fresh random bits (any 16-bit pattern, NaNs
// included: a copy moves bits).
//
//===----------------------------------------------------------------------===//
#include "gemm_operands_util.h"
#include "gpu_util.h"
#include "lm_head_util.h"
#include "runtime/core/kernel_abi.h"

#include <random>

using namespace logpjit;
using namespace logpjit::test;

namespace {

struct Shape {
  int64_t rows, cols, inStride, outExtra; ///< out_stride = 16 x groups + outExtra
  int64_t moreGroups = 0; ///< groups past ceil(rows / 16): zero columns (the weight's padding)
};

TEST(GpuRelayout, TransposesMoveEveryBitAndPadWithZeros) {
  REQUIRE_GPU();
  const uint64_t seed = freshSeed("gpu relayout transpose");
  std::mt19937_64 rng(seed);
  constexpr uint16_t kUntouched = 0x7E5A; // output bytes past the padded rows keep it
  const Shape shapes[] = {
      {1, 8, 8, 0},         // one row, one chunk
      {37, 203, 208, 0},    // partial tiles both ways, a partial last chunk
      {64, 64, 64, 16},     // one whole tile, a wider output stride
      {130, 136, 144, 32},  // three row tiles, a column tile of 8
      {16, 4096, 4096, 0},  // the hidden block's shape at 16 rows: 64 column tiles
      {20, 130, 136, 0, 2}, // zero columns past the rows, into a second row tile
      {0, 72, 72, 0, 5},    // no rows: every written column zero
  };
  for (DType dt : {DType::BF16, DType::F16}) {
    const Contract c =
        lmContract(onGpu(makeContract(512, 512, dt, 1, -1), Scope::CrossTpBitwise), 64, dt);
    auto op = must(runtime().getOp(c));
    for (const Shape &s : shapes) {
      SCOPED_TRACE(dtypeName(dt).str() + " rows " + std::to_string(s.rows) + " cols " +
                   std::to_string(s.cols) + " seed " + std::to_string(seed));
      const int64_t groups = (s.rows + 15) / 16 + s.moreGroups, padRows = 16 * groups;
      const int64_t outStride = padRows + s.outExtra;
      std::vector<uint16_t> in(size_t(std::max<int64_t>(s.rows, 1) * s.inStride));
      for (uint16_t &x : in)
        x = uint16_t(rng());
      std::vector<uint16_t> init(size_t(s.cols * outStride), kUntouched);
      DeviceBuffer din = upload(in), dout = upload(init);
      must(OpTestAccess::transpose(*op, dt, din.data(), s.inStride, dout.data(), outStride, s.rows,
                                   s.cols, groups));
      const std::vector<uint16_t> got = download<uint16_t>(dout, init.size());
      for (int64_t col = 0; col < s.cols; ++col)
        for (int64_t r = 0; r < outStride; ++r) {
          const uint16_t want = r < s.rows    ? in[size_t(r * s.inStride + col)]
                                : r < padRows ? uint16_t(0)
                                              : kUntouched;
          ASSERT_EQ(got[size_t(col * outStride + r)], want) << "out[" << col << ", " << r << "]";
        }
    }
  }
}

} // namespace
