//===- c_api_errors_test.cpp - Every bad input of the C ABI -----------------===//
//
// Each class of bad input (null handles and pointers, dtype, shape, device, strides,
// alignment, overlap, contract and option fields, bad target ids, small buffers) gives
// the right status and a message naming the argument, and leaves every output untouched.
//
//===----------------------------------------------------------------------===//
#include "c_api_util.h"
#include "test_util.h"

#include <functional>

using namespace logpjit;
using namespace logpjit::test;

namespace {

constexpr int64_t T = 4, V = 256, W = 64, K = 4, P = 3;
constexpr uint8_t kSentinel = 0xAB;

class CApiErrors : public ::testing::Test {
protected:
  void SetUp() override {
    ASSERT_EQ(makeRuntime(dir.path, rt), LOGPJIT_OK) << logpjit_last_error();
    Contract k = makeContract(V, W, DType::BF16, 1);
    target = k.target.toString();
    contract = toC(k, target);
    ASSERT_EQ(logpjit_op_create(rt.p, &contract, &op.p), LOGPJIT_OK) << logpjit_last_error();
    ref::Rng rng(7);
    for (size_t i = 0; i < logits.size(); ++i)
      logits[i] = uint16_t(0x3f00 + rng.below(0x100)); // bf16 in [0.5, 2)
    reset();
  }
  /// Fills every output with the sentinel byte.
  void reset() {
    for (auto *v : {&parts, &tl, &lse, &logp, &ent, &gparts, &gtl})
      std::memset(v->data(), kSentinel, v->size() * 4);
    std::memset(grad.data(), kSentinel, grad.size() * 2);
  }
  /// Whether every output still holds only sentinel bytes.
  bool untouched() const {
    auto clean = [](const void *p, size_t n) {
      for (size_t i = 0; i < n; ++i)
        if (static_cast<const uint8_t *>(p)[i] != kSentinel)
          return false;
      return true;
    };
    for (auto *v : {&parts, &tl, &lse, &logp, &ent})
      if (!clean(v->data(), v->size() * 4))
        return false;
    return clean(grad.data(), grad.size() * 2);
  }
  /// Expects `got` = `want`, a last error mentioning every string, and no output written.
  void expectFail(logpjit_status got, logpjit_status want, std::vector<std::string> mention) {
    EXPECT_EQ(got, want) << logpjit_status_string(got) << ": " << logpjit_last_error();
    const std::string msg = logpjit_last_error();
    for (const std::string &m : mention)
      EXPECT_NE(msg.find(m), std::string::npos) << "'" << m << "' not in: " << msg;
    EXPECT_TRUE(untouched()) << "an output was written by a failing call";
    reset();
  }
  logpjit_status tileStats() {
    return logpjit_op_tile_stats(op.p, L.get(), Tg.get(), nullptr, Pt.get(), TL.get(), nullptr);
  }
  logpjit_status merge() {
    return logpjit_op_merge(op.p, GP.get(), GT.get(), Tg.get(), nullptr, Lse.get(), Logp.get(),
                            H.get(), nullptr);
  }
  logpjit_status backward() {
    return logpjit_op_backward(op.p, L.get(), Tg.get(), nullptr, GLp.get(), nullptr, nullptr,
                               Lse.get(), nullptr, G.get(), nullptr);
  }

  TempDir dir;
  RuntimeHandle rt;
  OpHandle op;
  std::string target;
  logpjit_contract contract;
  std::vector<uint16_t> logits = std::vector<uint16_t>(T * V), grad = std::vector<uint16_t>(T * V);
  std::vector<int64_t> targets{1, 200, -100, 255};
  std::vector<float> parts = std::vector<float>(T * K * P), tl = std::vector<float>(T),
                     lse = std::vector<float>(T), logp = std::vector<float>(T),
                     ent = std::vector<float>(T), gparts = std::vector<float>(T * K * P),
                     gtl = std::vector<float>(T), glogp = std::vector<float>(T, 1.0f);
  Tensor L{logits.data(), kDlBF16, {T, V}}, Tg{targets.data(), kDlI64, {T}},
      Pt{parts.data(), kDlF32, {T, K, P}}, TL{tl.data(), kDlF32, {T}},
      GP{gparts.data(), kDlF32, {1, T, K, P}}, GT{gtl.data(), kDlF32, {1, T}},
      Lse{lse.data(), kDlF32, {T}}, Logp{logp.data(), kDlF32, {T}}, H{ent.data(), kDlF32, {T}},
      GLp{glogp.data(), kDlF32, {T}}, G{grad.data(), kDlBF16, {T, V}};
};

TEST_F(CApiErrors, ValidCallsSucceed) {
  ASSERT_EQ(tileStats(), LOGPJIT_OK) << logpjit_last_error();
  EXPECT_STREQ(logpjit_last_error(), "");
  gparts = parts;
  gtl = tl;
  ASSERT_EQ(merge(), LOGPJIT_OK) << logpjit_last_error();
  ASSERT_EQ(backward(), LOGPJIT_OK) << logpjit_last_error();
  EXPECT_FALSE(untouched());
}

TEST_F(CApiErrors, ForwardIsTheTp1FormOfTileStatsAndMerge) {
  auto forward = [&](logpjit_op_t *o, DLTensor *entropy) {
    return logpjit_op_forward(o, L.get(), Tg.get(), nullptr, nullptr, Pt.get(), TL.get(), Lse.get(),
                              Logp.get(), entropy, nullptr);
  };
  expectFail(forward(nullptr, H.get()), LOGPJIT_ERROR_INVALID_ARGUMENT,
             {"logpjit_op_forward", "op: null handle"});
  expectFail(forward(op.p, nullptr), LOGPJIT_ERROR_INVALID_ARGUMENT, {"entropy: null DLTensor"});
  Tensor shortLse(lse.data(), kDlF32, {T - 1});
  expectFail(logpjit_op_forward(op.p, L.get(), Tg.get(), nullptr, nullptr, Pt.get(), TL.get(),
                                shortLse.get(), Logp.get(), H.get(), nullptr),
             LOGPJIT_ERROR_INVALID_ARGUMENT, {"lse", "[T]"});
  // Overlapping outputs, and an output over an input.
  expectFail(logpjit_op_forward(op.p, L.get(), Tg.get(), nullptr, nullptr, Pt.get(), TL.get(),
                                Lse.get(), Lse.get(), H.get(), nullptr),
             LOGPJIT_ERROR_INVALID_ARGUMENT, {"overlap"});
  std::vector<int64_t> bad = targets;
  bad[1] = V;
  Tensor badTg(bad.data(), kDlI64, {T});
  expectFail(logpjit_op_forward(op.p, L.get(), badTg.get(), nullptr, nullptr, Pt.get(), TL.get(),
                                Lse.get(), Logp.get(), H.get(), nullptr),
             LOGPJIT_ERROR_INVALID_VALUE, {"targets[1] = 256"});

  Contract k2 = makeContract(V, W, DType::BF16, 2);
  logpjit_contract c2 = toC(k2, target);
  OpHandle tp2;
  ASSERT_EQ(logpjit_op_create(rt.p, &c2, &tp2.p), LOGPJIT_OK) << logpjit_last_error();
  expectFail(forward(tp2.p, H.get()), LOGPJIT_ERROR_INVALID_ARGUMENT,
             {"tp_size = 2", "tile_stats"});

  contract.want_entropy = 0;
  OpHandle noH;
  ASSERT_EQ(logpjit_op_create(rt.p, &contract, &noH.p), LOGPJIT_OK) << logpjit_last_error();
  expectFail(forward(noH.p, H.get()), LOGPJIT_ERROR_INVALID_ARGUMENT,
             {"entropy: given", "want_entropy = 0"});

  // Bitwise the two-call form.
  ASSERT_EQ(forward(op.p, H.get()), LOGPJIT_OK) << logpjit_last_error();
  const std::vector<float> fusedLse = lse, fusedLogp = logp, fusedEnt = ent, fusedParts = parts;
  reset();
  ASSERT_EQ(tileStats(), LOGPJIT_OK) << logpjit_last_error();
  gparts = parts;
  gtl = tl;
  ASSERT_EQ(merge(), LOGPJIT_OK) << logpjit_last_error();
  EXPECT_EQ(std::memcmp(fusedParts.data(), parts.data(), parts.size() * 4), 0);
  EXPECT_EQ(std::memcmp(fusedLse.data(), lse.data(), lse.size() * 4), 0);
  EXPECT_EQ(std::memcmp(fusedLogp.data(), logp.data(), logp.size() * 4), 0);
  EXPECT_EQ(std::memcmp(fusedEnt.data(), ent.data(), ent.size() * 4), 0);
}

TEST_F(CApiErrors, TemperaturePerRowTensor) {
  std::vector<float> tau{0.5f, 0.9f, 7.0f, 1.25f}; // row 2 is inactive (-100)
  Tensor Tau(tau.data(), kDlF32, {T});
  // A scalar-temperature (or no-temperature) contract takes no tensor.
  expectFail(logpjit_op_tile_stats_v2(op.p, L.get(), Tg.get(), nullptr, Tau.get(), Pt.get(),
                                      TL.get(), nullptr),
             LOGPJIT_ERROR_INVALID_ARGUMENT, {"logpjit_op_tile_stats", "temperature: given"});
  logpjit_contract both = contract;
  both.has_temperature = 1;
  both.temperature_rows = 1;
  logpjit_op_t *none = nullptr;
  expectFail(logpjit_op_create(rt.p, &both, &none), LOGPJIT_ERROR_INVALID_ARGUMENT,
             {"temperature_rows"});
  logpjit_contract rows = contract;
  rows.temperature_rows = 1;
  OpHandle r;
  ASSERT_EQ(logpjit_op_create(rt.p, &rows, &r.p), LOGPJIT_OK) << logpjit_last_error();
  expectFail(logpjit_op_tile_stats(r.p, L.get(), Tg.get(), nullptr, Pt.get(), TL.get(), nullptr),
             LOGPJIT_ERROR_INVALID_ARGUMENT, {"temperature: null DLTensor"});
  Tensor shortTau(tau.data(), kDlF32, {T - 1});
  expectFail(logpjit_op_tile_stats_v2(r.p, L.get(), Tg.get(), nullptr, shortTau.get(), Pt.get(),
                                      TL.get(), nullptr),
             LOGPJIT_ERROR_INVALID_ARGUMENT, {"temperature", "[T]"});
  std::vector<float> bad = tau;
  bad[1] = 0.0f;
  Tensor badTau(bad.data(), kDlF32, {T});
  expectFail(logpjit_op_tile_stats_v2(r.p, L.get(), Tg.get(), nullptr, badTau.get(), Pt.get(),
                                      TL.get(), nullptr),
             LOGPJIT_ERROR_INVALID_VALUE, {"temperature[1] = 0"});
  expectFail(logpjit_op_backward_v2(r.p, L.get(), Tg.get(), nullptr, badTau.get(), GLp.get(),
                                    nullptr, nullptr, Lse.get(), nullptr, G.get(), nullptr),
             LOGPJIT_ERROR_INVALID_VALUE, {"temperature[1]"});
  // Valid: forward in one call and in two give the same bits; an inactive row's value is
  // not read.
  ASSERT_EQ(logpjit_op_forward(r.p, L.get(), Tg.get(), nullptr, Tau.get(), Pt.get(), TL.get(),
                               Lse.get(), Logp.get(), H.get(), nullptr),
            LOGPJIT_OK)
      << logpjit_last_error();
  const std::vector<float> oneLogp = logp;
  reset();
  ASSERT_EQ(logpjit_op_tile_stats_v2(r.p, L.get(), Tg.get(), nullptr, Tau.get(), Pt.get(), TL.get(),
                                     nullptr),
            LOGPJIT_OK)
      << logpjit_last_error();
  gparts = parts;
  gtl = tl;
  ASSERT_EQ(logpjit_op_merge_v2(r.p, GP.get(), GT.get(), Tg.get(), nullptr, Tau.get(), Lse.get(),
                                Logp.get(), H.get(), nullptr),
            LOGPJIT_OK)
      << logpjit_last_error();
  EXPECT_EQ(std::memcmp(oneLogp.data(), logp.data(), logp.size() * 4), 0);
  ASSERT_EQ(logpjit_op_backward_v2(r.p, L.get(), Tg.get(), nullptr, Tau.get(), GLp.get(), nullptr,
                                   nullptr, Lse.get(), nullptr, G.get(), nullptr),
            LOGPJIT_OK)
      << logpjit_last_error();
  reset();
}

TEST_F(CApiErrors, NullHandlesAndPointers) {
  const logpjit_status bad = LOGPJIT_ERROR_INVALID_ARGUMENT;
  expectFail(
      logpjit_op_tile_stats(nullptr, L.get(), Tg.get(), nullptr, Pt.get(), TL.get(), nullptr), bad,
      {"logpjit_op_tile_stats", "op: null handle"});
  expectFail(logpjit_op_merge(nullptr, GP.get(), GT.get(), Tg.get(), nullptr, Lse.get(), Logp.get(),
                              H.get(), nullptr),
             bad, {"op: null handle"});
  expectFail(logpjit_op_backward(nullptr, L.get(), Tg.get(), nullptr, GLp.get(), nullptr, nullptr,
                                 Lse.get(), nullptr, G.get(), nullptr),
             bad, {"op: null handle"});
  expectFail(logpjit_op_status(nullptr), bad, {"op: null handle"});
  char fp[LOGPJIT_FINGERPRINT_SIZE];
  expectFail(logpjit_op_fingerprint(nullptr, fp, sizeof fp), bad, {"op: null handle"});
  expectFail(logpjit_op_fingerprint(op.p, nullptr, 65), bad, {"buf"});
  expectFail(logpjit_op_kernel_stats(op.p, nullptr), bad, {"stats"});
  expectFail(logpjit_op_get_info(op.p, nullptr), bad, {"info"});
  logpjit_op_t *out = reinterpret_cast<logpjit_op_t *>(uintptr_t(0x1234));
  expectFail(logpjit_op_create(nullptr, &contract, &out), bad, {"runtime: null handle"});
  expectFail(logpjit_op_create(rt.p, nullptr, &out), bad, {"contract: null pointer"});
  EXPECT_EQ(out, reinterpret_cast<logpjit_op_t *>(uintptr_t(0x1234))) << "out written on error";
  expectFail(logpjit_op_create(rt.p, &contract, nullptr), bad, {"out: null pointer"});
  expectFail(logpjit_runtime_create(nullptr, nullptr), bad, {"logpjit_runtime_create", "out"});
  expectFail(logpjit_contract_init(nullptr, sizeof contract), bad, {"contract: null pointer"});
  // A null DLTensor where one is required; a null data pointer with elements.
  expectFail(logpjit_op_tile_stats(op.p, L.get(), nullptr, nullptr, Pt.get(), TL.get(), nullptr),
             bad, {"targets: null DLTensor"});
  expectFail(logpjit_op_tile_stats(op.p, L.get(), Tg.get(), nullptr, Pt.get(), nullptr, nullptr),
             bad, {"target_logit: null DLTensor"});
  expectFail(logpjit_op_merge(op.p, GP.get(), GT.get(), Tg.get(), nullptr, Lse.get(), Logp.get(),
                              nullptr, nullptr),
             bad, {"entropy: null DLTensor"});
  expectFail(logpjit_op_backward(op.p, L.get(), Tg.get(), nullptr, nullptr, nullptr, nullptr,
                                 Lse.get(), nullptr, G.get(), nullptr),
             bad, {"grad_logp: null DLTensor"});
  Tensor noData(nullptr, kDlF32, {T});
  expectFail(
      logpjit_op_tile_stats(op.p, L.get(), Tg.get(), nullptr, Pt.get(), noData.get(), nullptr), bad,
      {"target_logit: data is a null pointer"});
}

TEST_F(CApiErrors, WrongDtype) {
  const logpjit_status bad = LOGPJIT_ERROR_INVALID_ARGUMENT;
  L.t.dtype = kDlF16;
  expectFail(tileStats(), bad, {"logits: dtype float16", "bfloat16"});
  L.t.dtype = kDlBF16;
  Tg.t.dtype = kDlI32;
  expectFail(tileStats(), bad, {"targets: dtype int32", "int64"});
  Tg.t.dtype = kDlI64;
  TL.t.dtype = kDlF64;
  expectFail(tileStats(), bad, {"target_logit: dtype float64", "float32"});
  TL.t.dtype = {kDLFloat, 32, 4};
  expectFail(tileStats(), bad, {"target_logit: dtype float32x4"});
  TL.t.dtype = kDlF32;
  G.t.dtype = kDlF32;
  expectFail(backward(), bad, {"grad_logits: dtype float32"});
}

TEST_F(CApiErrors, WrongShape) {
  const logpjit_status bad = LOGPJIT_ERROR_INVALID_ARGUMENT;
  L.shape = {T, V - 1};
  expectFail(tileStats(), bad, {"logits: shape [4, 255]", "[T, V_local] = [4, 256]"});
  L.shape = {T, V};
  Tg.shape = {T + 1};
  expectFail(tileStats(), bad, {"targets: shape [5]", "[T] = [4]"});
  Tg.shape = {T};
  Pt.shape = {T, K, 2}; // P is 3 with entropy
  expectFail(tileStats(), bad, {"partials: shape [4, 4, 2]", "[T, K_local, P] = [4, 4, 3]"});
  Pt.shape = {T, K, P};
  Pt.t.ndim = 2;
  expectFail(tileStats(), bad, {"partials: ndim = 2: expected 3"});
  Pt.t.ndim = 3;
  GP.shape = {2, T, K, P};
  expectFail(merge(), bad, {"gathered_partials: shape [2, 4, 4, 3]", "[tp_size, T, K_local, P]"});
  GP.shape = {1, T, K, P};
  L.shape = {-1, V};
  expectFail(tileStats(), bad, {"logits: shape [-1, 256]", ">= 0"});
}

TEST_F(CApiErrors, WrongDevice) {
  L.t.device = {kDLCUDA, 0};
  expectFail(tileStats(), LOGPJIT_ERROR_INVALID_ARGUMENT,
             {"logits: device kDLCUDA (2) id 0", "expected kDLCPU", "host"});
  L.t.device = {kDLCPU, 0};
  Lse.t.device = {kDLROCM, 1};
  expectFail(merge(), LOGPJIT_ERROR_INVALID_ARGUMENT, {"lse: device kDLROCM (10) id 1"});
}

TEST_F(CApiErrors, BadStridesAndOffsets) {
  const logpjit_status bad = LOGPJIT_ERROR_INVALID_ARGUMENT;
  L.strides = {V, 2};
  expectFail(tileStats(), bad, {"logits: strides [256, 2]", "strides[1] = 1"});
  L.strides = {V - 1, 1};
  expectFail(tileStats(), bad, {"logits: strides [255, 1]", "strides[0] >= 256"});
  L.strides = {};
  Tg.strides = {2};
  expectFail(tileStats(), bad, {"targets: strides [2]", "contiguous", "[1]"});
  Tg.strides = {};
  Pt.strides = {K * P, 1, K}; // transposed inner dims
  expectFail(tileStats(), bad, {"partials: strides [12, 1, 4]", "[12, 3, 1]"});
  Pt.strides = {};
  L.t.byte_offset = 1;
  expectFail(tileStats(), bad, {"logits: data + byte_offset", "2-byte element"});
  L.t.byte_offset = 0;
  // Accepted: explicit compact strides, and any stride on a size-1 dimension.
  Pt.strides = {K * P, P, 1};
  EXPECT_EQ(tileStats(), LOGPJIT_OK) << logpjit_last_error();
  Tensor one(logits.data(), kDlBF16, {1, V}, {7, 1});
  Tensor t1(targets.data(), kDlI64, {1}, {99}), p1(parts.data(), kDlF32, {1, K, P}),
      tl1(tl.data(), kDlF32, {1});
  EXPECT_EQ(logpjit_op_tile_stats(op.p, one.get(), t1.get(), nullptr, p1.get(), tl1.get(), nullptr),
            LOGPJIT_OK)
      << logpjit_last_error();
  // Empty tensors (T = 0): any strides, null data.
  Tensor none(nullptr, kDlBF16, {0, V}, {1, 1}), t0(nullptr, kDlI64, {0}, {3}),
      p0(nullptr, kDlF32, {0, K, P}, {1, 2, 1}), tl0(nullptr, kDlF32, {0});
  EXPECT_EQ(
      logpjit_op_tile_stats(op.p, none.get(), t0.get(), nullptr, p0.get(), tl0.get(), nullptr),
      LOGPJIT_OK)
      << logpjit_last_error();
}

TEST_F(CApiErrors, OverlapsAndUnexpectedOptionals) {
  const logpjit_status bad = LOGPJIT_ERROR_INVALID_ARGUMENT;
  Tensor sameAsLse(lse.data(), kDlF32, {T});
  expectFail(logpjit_op_merge(op.p, GP.get(), GT.get(), Tg.get(), nullptr, Lse.get(),
                              sameAsLse.get(), H.get(), nullptr),
             bad, {"lse and logp overlap"});
  Tensor gradOnLogits(logits.data(), kDlBF16, {T, V});
  expectFail(logpjit_op_backward(op.p, L.get(), Tg.get(), nullptr, GLp.get(), nullptr, nullptr,
                                 Lse.get(), nullptr, gradOnLogits.get(), nullptr),
             bad, {"grad_logits overlaps logits"});
  std::vector<uint8_t> act(T, 1);
  Tensor A(act.data(), kDlU8, {T});
  expectFail(logpjit_op_tile_stats(op.p, L.get(), Tg.get(), A.get(), Pt.get(), TL.get(), nullptr),
             bad, {"active: given", "ignore_index"});
  expectFail(logpjit_op_backward(op.p, L.get(), Tg.get(), nullptr, GLp.get(), nullptr, GLp.get(),
                                 Lse.get(), nullptr, G.get(), nullptr),
             bad, {"entropy: null, but grad_entropy is given"});
  // No entropy in the contract: an entropy output would silently stay unwritten.
  logpjit_contract c = contract;
  c.want_entropy = 0;
  OpHandle noH;
  ASSERT_EQ(logpjit_op_create(rt.p, &c, &noH.p), LOGPJIT_OK);
  Tensor gp2(gparts.data(), kDlF32, {1, T, K, 2});
  expectFail(logpjit_op_merge(noH.p, gp2.get(), GT.get(), Tg.get(), nullptr, Lse.get(), Logp.get(),
                              H.get(), nullptr),
             bad, {"entropy: given", "want_entropy = 0"});
  // Active-mask mode without the mask.
  c = contract;
  c.mask_mode = LOGPJIT_MASK_ACTIVE;
  OpHandle masked;
  ASSERT_EQ(logpjit_op_create(rt.p, &c, &masked.p), LOGPJIT_OK);
  expectFail(
      logpjit_op_tile_stats(masked.p, L.get(), Tg.get(), nullptr, Pt.get(), TL.get(), nullptr), bad,
      {"active: null DLTensor"});
  Tensor A32(act.data(), kDlI32, {T});
  expectFail(
      logpjit_op_tile_stats(masked.p, L.get(), Tg.get(), A32.get(), Pt.get(), TL.get(), nullptr),
      bad, {"active: dtype int32", "uint8 or bool"});
}

TEST_F(CApiErrors, BadContractFields) {
  const logpjit_status bad = LOGPJIT_ERROR_INVALID_ARGUMENT;
  const std::vector<std::pair<std::function<void(logpjit_contract &)>, std::string>> cases = {
      {[](auto &c) { c.vocab = 0; }, "vocab (V) = 0"},
      {[](auto &c) { c.tile_width = 100; }, "tile_width (W) = 100 does not divide"},
      {[](auto &c) { c.tp_size = 3; }, "tp_size"},
      {[](auto &c) { c.tp_rank = 1; }, "tp_rank = 1"},
      {[](auto &c) { c.real_vocab = 300; }, "real_vocab (V_real) = 300"},
      {[](auto &c) { c.dtype = 7; }, "contract.dtype = 7: expected LOGPJIT_DTYPE_BF16 (0)"},
      {[](auto &c) { c.index_type = -1; }, "contract.index_type = -1"},
      {[](auto &c) { c.mask_mode = 2; }, "contract.mask_mode = 2"},
      {[](auto &c) { c.scope = 3; }, "contract.scope = 3"},
      {[](auto &c) { c.has_temperature = 2; }, "contract.has_temperature = 2: expected 0 or 1"},
      {[](auto &c) { c.want_entropy = -1; }, "contract.want_entropy = -1"},
      {[](auto &c) { c.has_temperature = 1, c.temperature = -1.0f; }, "temperature = -1"},
      {[](auto &c) { c.ignore_index = 5; }, "ignore_index = 5"},
      {[](auto &c) { c.lanes = 3; }, "lanes (L) = 3"},
      {[](auto &c) { c.chunk = 32; }, "chunk (C) = 32"},
      {[](auto &c) { c.target = "sm_80"; }, "contract.target: target 'sm_80'"},
      {[](auto &c) { c.target = "host+av x"; }, "contract.target"},
      {[](auto &c) { c.struct_size = 8; }, "contract->struct_size = 8"},
  };
  for (const auto &[mutate, mention] : cases) {
    logpjit_contract c = contract;
    mutate(c);
    logpjit_op_t *out = nullptr;
    expectFail(logpjit_op_create(rt.p, &c, &out), bad, {"logpjit_op_create", mention});
    EXPECT_EQ(out, nullptr);
    expectFail(logpjit_contract_validate(&c), bad, {mention});
  }
  // A newer caller's struct: unknown bytes must be zero.
  struct Bigger {
    logpjit_contract c;
    int64_t future;
  } big{contract, 0};
  big.c.struct_size = sizeof big;
  EXPECT_EQ(logpjit_contract_validate(&big.c), LOGPJIT_OK) << logpjit_last_error();
  big.future = 1;
  expectFail(logpjit_contract_validate(&big.c), bad, {"does not know"});
}

TEST_F(CApiErrors, BadRuntimeOptions) {
  logpjit_runtime_options o;
  ASSERT_EQ(logpjit_runtime_options_init(&o, sizeof o), LOGPJIT_OK);
  const std::vector<std::pair<std::function<void(logpjit_runtime_options &)>, std::string>> cases =
      {
          {[](auto &o) { o.threads = -1; }, "options->threads = -1"},
          {[](auto &o) { o.device = -2; }, "options->device = -2"},
          {[](auto &o) { o.cache_mode = 9; }, "options->cache_mode = 9"},
          {[](auto &o) { o.sync_target_check = 5; }, "options->sync_target_check = 5"},
          {[](auto &o) { o.cache_dir = ""; }, "options->cache_dir: empty"},
          {[](auto &o) { o.struct_size = 4; }, "options->struct_size = 4"},
      };
  for (const auto &[mutate, mention] : cases) {
    logpjit_runtime_options bad = o;
    mutate(bad);
    logpjit_runtime_t *out = nullptr;
    expectFail(logpjit_runtime_create(&bad, &out), LOGPJIT_ERROR_INVALID_ARGUMENT, {mention});
    EXPECT_EQ(out, nullptr);
  }
}

TEST_F(CApiErrors, BadTargetValuesAndSmallBuffers) {
  targets[1] = V; // an active row's target outside the vocab
  expectFail(tileStats(), LOGPJIT_ERROR_INVALID_VALUE, {"targets[1] = 256"});
  expectFail(merge(), LOGPJIT_ERROR_INVALID_VALUE, {"logpjit_op_merge", "targets[1] = 256"});
  expectFail(backward(), LOGPJIT_ERROR_INVALID_VALUE, {"targets[1] = 256"});
  targets[1] = 200;
  EXPECT_EQ(logpjit_op_status(op.p), LOGPJIT_OK); // host: checked before launch
  char small[LOGPJIT_FINGERPRINT_SIZE - 1];
  std::memset(small, 'x', sizeof small);
  expectFail(logpjit_op_fingerprint(op.p, small, sizeof small), LOGPJIT_ERROR_BUFFER_TOO_SMALL,
             {"buf_size = 64", "65"});
  EXPECT_EQ(std::string(small, sizeof small), std::string(sizeof small, 'x'));
  logpjit_kernel_stats s{};
  s.struct_size = 8;
  expectFail(logpjit_op_kernel_stats(op.p, &s), LOGPJIT_ERROR_INVALID_ARGUMENT,
             {"stats->struct_size = 8"});
}

TEST_F(CApiErrors, ReadonlyCacheMissIsARuntimeError) {
  TempDir empty;
  RuntimeHandle ro;
  ASSERT_EQ(makeRuntime(empty.path, ro, LOGPJIT_CACHE_READONLY), LOGPJIT_OK);
  OpHandle o;
  ASSERT_EQ(logpjit_op_create(ro.p, &contract, &o.p), LOGPJIT_OK);
  expectFail(logpjit_op_tile_stats(o.p, L.get(), Tg.get(), nullptr, Pt.get(), TL.get(), nullptr),
             LOGPJIT_ERROR_RUNTIME, {"readonly cache", "tile_stats"});
  // The next successful call clears the message.
  EXPECT_EQ(tileStats(), LOGPJIT_OK);
  EXPECT_STREQ(logpjit_last_error(), "");
}

} // namespace
