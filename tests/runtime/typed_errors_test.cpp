//===- typed_errors_test.cpp - Errors carry their kind, field and row --------===//
//
// include/logpjit/errors.h: a contract error is an InvalidArgumentError naming the field,
// a bad target an InvalidValueError naming the row, and the C ABI maps them by type, not by
// the text of the message.
//
//===----------------------------------------------------------------------===//
#include "logpjit/errors.h"
#include "logpjit/logpjit.h"
#include "test_util.h"

using namespace logpjit;
using namespace logpjit::test;

namespace {

/// The field of an InvalidArgumentError ("" and a failure for any other error).
std::string fieldOf(llvm::Error e) {
  std::string field;
  llvm::handleAllErrors(
      std::move(e), [&](const InvalidArgumentError &x) { field = x.field(); },
      [&](const llvm::ErrorInfoBase &x) { ADD_FAILURE() << "not typed: " << x.message(); });
  return field;
}

TEST(TypedErrors, ContractErrorsNameTheirField) {
  Contract c = makeContract(4096, 512, DType::BF16, 2);
  Contract w = c, tp = c, v = c, vr = c, l = c, ch = c, ig = c;
  w.tile_width = 500;
  tp.tp_size = 3;
  v.vocab = 0;
  vr.real_vocab = 5000;
  l.lanes = 3;
  ch.chunk = 5;
  ig.ignore_index = 7;
  EXPECT_EQ(fieldOf(w.validate()), "tile_width");
  EXPECT_EQ(fieldOf(tp.validate()), "tp_size");
  EXPECT_EQ(fieldOf(v.validate()), "vocab");
  EXPECT_EQ(fieldOf(vr.validate()), "real_vocab");
  EXPECT_EQ(fieldOf(l.validate()), "lanes");
  EXPECT_EQ(fieldOf(ch.validate()), "chunk");
  EXPECT_EQ(fieldOf(ig.validate()), "ignore_index");
}

TEST(TypedErrors, TileWidthErrorNamesValidWidths) {
  Contract c = makeContract(151936, 2000, DType::BF16, 2);
  const std::string msg = llvm::toString(c.validate());
  EXPECT_NE(msg.find("valid widths include 2374, 1187, 64, 32"), std::string::npos) << msg;
  EXPECT_NE(msg.find("automatic: 2374"), std::string::npos) << msg;
  EXPECT_EQ(autoTileWidth(151936), 2374);
  EXPECT_EQ(autoTileWidth(4096), 512); // K = 8
  EXPECT_EQ(autoTileWidth(12), 3);     // no K % 8 == 0 <= 4096: K = 4
  EXPECT_EQ(autoTileWidth(7919), 1);   // a prime over 4096: W = 1
  EXPECT_EQ(autoTileWidth(0), 0);
  int64_t w = 0;
  EXPECT_EQ(logpjit_auto_tile_width(151936, &w), LOGPJIT_OK);
  EXPECT_EQ(w, 2374);
  EXPECT_EQ(logpjit_auto_tile_width(0, &w), LOGPJIT_ERROR_INVALID_ARGUMENT);
  EXPECT_EQ(logpjit_auto_tile_width(8, nullptr), LOGPJIT_ERROR_INVALID_ARGUMENT);
}

TEST(TypedErrors, BadTargetIsAnInvalidValueOnItsRow) {
  const Contract c = makeContract(4096, 512, DType::F32, 1, 4000);
  auto op = must(runtime().getOp(c));
  std::vector<int64_t> targets{1, 2, -100, 4050, 5};
  std::vector<float> logits(targets.size() * 4096, 0.5f);
  std::vector<float> partials(targets.size() * 8 * 3), tl(targets.size());
  ShardInputs in;
  in.logits = logits.data();
  in.row_stride = 4096;
  in.targets = targets.data();
  in.rows = int64_t(targets.size());
  int64_t row = -1;
  llvm::handleAllErrors(
      op->tileStats(in, partials.data(), tl.data()),
      [&](const InvalidValueError &x) { row = x.row(); },
      [&](const llvm::ErrorInfoBase &x) { ADD_FAILURE() << "not typed: " << x.message(); });
  EXPECT_EQ(row, 3); // 4050 is in the padding [V_real, V)
}

} // namespace
