//===- c_api_adversarial_test.cpp - Corrupt DLTensors and structs ----------===//
//
// DLTensors whose shape or row stride cannot describe a real buffer (the byte count
// overflows), and structs with an absurd struct_size (an uninitialized field): the C
// ABI must reject them naming the argument and write nothing, instead of wrapping the
// sizes (defeating the overlap check, or letting a kernel wrap around the address
// space) or reading / zeroing gigabytes past the caller's struct.
//
//===----------------------------------------------------------------------===//
#include "c_api_util.h"
#include "test_util.h"

using namespace logpjit;
using namespace logpjit::test;

namespace {
constexpr int64_t T = 4, V = 256, W = 64, K = 4, P = 2;
constexpr int64_t kHuge = int64_t(1) << 62;

bool allEqual(const std::vector<float> &v, float x) {
  return std::all_of(v.begin(), v.end(), [&](float y) { return y == x; });
}
} // namespace

// Why: numel = 2^62 * 256 wraps to 0, which skipped every data check; 2^61+1 rows made
// the spans wrap and reported a bogus overlap; a 2^62 row stride made every row read
// row 0 again (the address wrapped): all are corrupt DLTensors, rejected by name.
TEST(CApiAdversarial, ShapesAndStridesWhoseBytesOverflow) {
  TempDir dir;
  RuntimeHandle rt;
  ASSERT_EQ(makeRuntime(dir.path, rt), LOGPJIT_OK) << logpjit_last_error();
  Contract k = makeContract(V, W, DType::F32, 1);
  k.want_entropy = false;
  const std::string target = k.target.toString();
  logpjit_contract c = toC(k, target);
  OpHandle op;
  ASSERT_EQ(logpjit_op_create(rt.p, &c, &op.p), LOGPJIT_OK) << logpjit_last_error();
  std::vector<float> logits(T * V, 0.5f), parts(T * K * P, -1.f), tl(T, -1.f);
  std::vector<int64_t> targets{1, 2, 3, 4};
  for (int64_t rows : {kHuge, kHuge / 2 + 1}) {
    Tensor L{logits.data(), kDlF32, {rows, V}}, Tg{targets.data(), kDlI64, {rows}},
        Pt{parts.data(), kDlF32, {rows, K, P}}, TL{tl.data(), kDlF32, {rows}};
    EXPECT_EQ(logpjit_op_tile_stats(op.p, L.get(), Tg.get(), nullptr, Pt.get(), TL.get(), nullptr),
              LOGPJIT_ERROR_INVALID_ARGUMENT);
    EXPECT_NE(std::string(logpjit_last_error()).find("exceeds 2^62 bytes"), std::string::npos)
        << logpjit_last_error();
  }
  Tensor L{logits.data(), kDlF32, {T, V}, {kHuge, 1}}, Tg{targets.data(), kDlI64, {T}},
      Pt{parts.data(), kDlF32, {T, K, P}}, TL{tl.data(), kDlF32, {T}};
  EXPECT_EQ(logpjit_op_tile_stats(op.p, L.get(), Tg.get(), nullptr, Pt.get(), TL.get(), nullptr),
            LOGPJIT_ERROR_INVALID_ARGUMENT);
  EXPECT_NE(std::string(logpjit_last_error()).find("logits: shape [4, 256], strides"),
            std::string::npos)
      << logpjit_last_error();
  EXPECT_TRUE(allEqual(parts, -1.f) && allEqual(tl, -1.f)) << "written on error";
}

// Why: an uninitialized struct_size (stack garbage) must not make _init zero, or the
// readers scan, that many bytes past the caller's struct.
TEST(CApiAdversarial, AbsurdStructSizeRejected) {
  std::vector<unsigned char> buf(256, 0x5A);
  auto *c = reinterpret_cast<logpjit_contract *>(buf.data());
  EXPECT_EQ(logpjit_contract_init(c, size_t(1) << 40), LOGPJIT_ERROR_INVALID_ARGUMENT);
  EXPECT_NE(std::string(logpjit_last_error()).find("struct_size = 1099511627776"),
            std::string::npos)
      << logpjit_last_error();
  EXPECT_TRUE(std::all_of(buf.begin(), buf.end(), [](unsigned char b) { return b == 0x5A; }));
  auto *o = reinterpret_cast<logpjit_runtime_options *>(buf.data());
  EXPECT_EQ(logpjit_runtime_options_init(o, ~size_t(0)), LOGPJIT_ERROR_INVALID_ARGUMENT);
  // A reader: struct_size past the end, tail bytes zero for the first 256 (as far as a
  // scan would get before finding garbage, or crashing).
  logpjit_contract good;
  ASSERT_EQ(logpjit_contract_init(&good, sizeof good), LOGPJIT_OK);
  std::vector<unsigned char> big(8192, 0);
  std::memcpy(big.data(), &good, sizeof good);
  reinterpret_cast<logpjit_contract *>(big.data())->struct_size = big.size();
  EXPECT_EQ(logpjit_contract_validate(reinterpret_cast<logpjit_contract *>(big.data())),
            LOGPJIT_ERROR_INVALID_ARGUMENT);
  EXPECT_NE(std::string(logpjit_last_error()).find("contract->struct_size = 8192"),
            std::string::npos)
      << logpjit_last_error();
}
