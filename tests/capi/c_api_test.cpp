//===- c_api_test.cpp - The C ABI computes what the C++ API computes --------===//
//
// On fresh random inputs, tile_stats / merge / backward through logpjit.h (TP ranks
// driven by hand, the gather done on the host, shard views through byte_offset and row
// strides) give bitwise the same partials, lse, logp, entropy and grad_logits as the C++
// API (Op::tileStats, simulatedForward, simulatedBackward); TP=1 and TP=tp agree; the
// fingerprint and the kernel provenance match what the C++ side reports; at TP=1 the
// one-call logpjit_op_forward gives the bits of tile_stats + merge.
//
//===----------------------------------------------------------------------===//
#include "c_api_util.h"
#include "test_util.h"

#include <cstring>

using namespace logpjit;
using namespace logpjit::test;

namespace {

/// What the C ABI produced for one contract (all ranks).
struct CResult {
  std::vector<float> partials, targetLogit; ///< gathered [tp, T, K_local, P], [tp, T]
  std::vector<float> lse, logp, entropy;
  std::vector<uint8_t> grad; ///< [T, b.stride] in the logits dtype
};

/// Runs every rank of `k` through the C ABI on `b`: tile_stats of each rank straight into
/// its slot of the gathered buffers, the merge on rank 0, the backward of each rank into
/// its columns of one grad buffer.
CResult runC(logpjit_runtime_t *rt, const Contract &k, const Batch &b, const Upstream &u) {
  const std::string target = k.target.toString();
  const int tp = k.tp_size;
  const int64_t T = b.T, VL = k.shardCols(), KL = k.localTiles(), P = k.partialWidth();
  const size_t es = dtypeSize(k.dtype);
  std::vector<OpHandle> ops(tp);
  for (int r = 0; r < tp; ++r) {
    logpjit_contract c = toC(k, target);
    c.tp_rank = r;
    EXPECT_EQ(logpjit_op_create(rt, &c, &ops[r].p), LOGPJIT_OK) << logpjit_last_error();
  }
  const bool i32 = k.index_type == IndexType::I32, mask = k.mask_mode == MaskMode::ActiveMask;
  Tensor targets(i32 ? (const void *)b.targets32.data() : b.targets.data(), i32 ? kDlI32 : kDlI64,
                 {T});
  Tensor active(b.active.data(), kDlU8, {T});
  DLTensor *act = mask ? active.get() : nullptr;
  auto shard = [&](const void *base, int r) {
    return Tensor(base, dlOf(k.dtype), {T, VL}, {b.stride, 1}, uint64_t(r * VL) * es);
  };

  CResult out;
  out.partials.assign(size_t(tp * T * KL * P), -1.0f);
  out.targetLogit.assign(size_t(tp * T), -1.0f);
  for (int r = 0; r < tp; ++r) {
    Tensor logits = shard(b.bytes.data(), r);
    Tensor parts(out.partials.data() + r * T * KL * P, kDlF32, {T, KL, P});
    Tensor tl(out.targetLogit.data() + r * T, kDlF32, {T});
    EXPECT_EQ(logpjit_op_tile_stats(ops[r].p, logits.get(), targets.get(), act, parts.get(),
                                    tl.get(), nullptr),
              LOGPJIT_OK)
        << logpjit_last_error();
  }
  out.lse.assign(size_t(T), -1.0f);
  out.logp.assign(size_t(T), -1.0f);
  out.entropy.assign(k.want_entropy ? size_t(T) : 0, -1.0f);
  Tensor gp(out.partials.data(), kDlF32, {tp, T, KL, P}),
      gt(out.targetLogit.data(), kDlF32, {tp, T});
  Tensor lse(out.lse.data(), kDlF32, {T}), logp(out.logp.data(), kDlF32, {T}),
      ent(out.entropy.data(), kDlF32, {T});
  EXPECT_EQ(logpjit_op_merge(ops[0].p, gp.get(), gt.get(), targets.get(), act, lse.get(),
                             logp.get(), k.want_entropy ? ent.get() : nullptr, nullptr),
            LOGPJIT_OK)
      << logpjit_last_error();
  EXPECT_STREQ(logpjit_last_error(), "");
  if (tp == 1) { // the one-call form gives the same bits
    std::vector<float> fp(out.partials.size(), -2.0f), ftl(size_t(T), -2.0f),
        flse(size_t(T), -2.0f), flogp(size_t(T), -2.0f), fent(out.entropy.size(), -2.0f);
    Tensor fpT(fp.data(), kDlF32, {T, KL, P}), ftlT(ftl.data(), kDlF32, {T}),
        flseT(flse.data(), kDlF32, {T}), flogpT(flogp.data(), kDlF32, {T}),
        fentT(fent.data(), kDlF32, {T});
    Tensor logits = shard(b.bytes.data(), 0);
    EXPECT_EQ(logpjit_op_forward(ops[0].p, logits.get(), targets.get(), act, nullptr, fpT.get(),
                                 ftlT.get(), flseT.get(), flogpT.get(),
                                 k.want_entropy ? fentT.get() : nullptr, nullptr),
              LOGPJIT_OK)
        << logpjit_last_error();
    EXPECT_EQ(std::memcmp(fp.data(), out.partials.data(), fp.size() * 4), 0);
    EXPECT_EQ(std::memcmp(ftl.data(), out.targetLogit.data(), size_t(T) * 4), 0);
    EXPECT_EQ(std::memcmp(flse.data(), out.lse.data(), size_t(T) * 4), 0);
    EXPECT_EQ(std::memcmp(flogp.data(), out.logp.data(), size_t(T) * 4), 0);
    EXPECT_EQ(std::memcmp(fent.data(), out.entropy.data(), fent.size() * 4), 0);
  }

  out.grad.assign(size_t(T * b.stride) * es, 0xAB); // as test_util.h backward(): pads stay
  Tensor gLogp(u.logp.data(), kDlF32, {T}), gLse(u.lse.data(), kDlF32, {T}),
      gH(u.entropy.data(), kDlF32, {T});
  for (int r = 0; r < tp; ++r) {
    Tensor logits = shard(b.bytes.data(), r), grad = shard(out.grad.data(), r);
    EXPECT_EQ(logpjit_op_backward(ops[r].p, logits.get(), targets.get(), act, gLogp.get(),
                                  u.lse.empty() ? nullptr : gLse.get(),
                                  u.entropy.empty() ? nullptr : gH.get(), lse.get(),
                                  u.entropy.empty() ? nullptr : ent.get(), grad.get(), nullptr),
              LOGPJIT_OK)
        << logpjit_last_error();
  }
  return out;
}

bool sameBits(const std::vector<float> &a, const std::vector<float> &b) {
  return a.size() == b.size() && std::memcmp(a.data(), b.data(), a.size() * 4) == 0;
}

struct Case {
  const char *name;
  DType dtype;
  IndexType index;
  MaskMode mask;
  bool entropy;
  float temperature; ///< 0: none
  int tp;
  int64_t V, W, VR, T, pad; ///< pad: extra elements per logits row
  bool gradLse, gradEntropy;
};

class CApiRoundTrip : public ::testing::TestWithParam<Case> {};

TEST_P(CApiRoundTrip, BitwiseEqualToCppApi) {
  const Case &p = GetParam();
  Contract k = makeContract(p.V, p.W, p.dtype, p.tp, p.VR);
  k.index_type = p.index;
  k.mask_mode = p.mask;
  k.want_entropy = p.entropy;
  if (p.temperature > 0)
    k = withTemperature(k, p.temperature);
  ref::Rng rng(freshSeed(p.name));
  std::vector<int64_t> targets;
  auto raw = realisticLogits(rng, p.T, p.V, p.VR, targets);
  Batch b = makeBatch(p.dtype, p.T, p.V, raw, targets, p.V + p.pad);
  for (int64_t t = 3; t < p.T; t += 5) { // inactive rows, marked per the mask mode
    if (p.mask == MaskMode::ActiveMask)
      b.active[t] = 0;
    else
      b.setTarget(t, k.ignore_index);
  }
  Upstream u;
  u.logp = randomFloats(rng, p.T);
  if (p.gradLse)
    u.lse = randomFloats(rng, p.T);
  if (p.gradEntropy)
    u.entropy = randomFloats(rng, p.T);

  TempDir dir;
  RuntimeHandle rt;
  ASSERT_EQ(makeRuntime(dir.path, rt), LOGPJIT_OK) << logpjit_last_error();
  CResult c = runC(rt.p, k, b, u);

  // C++ API: the partials of each rank, the simulated forward and backward.
  for (int r = 0; r < p.tp; ++r) {
    Contract kr = k;
    kr.tp_rank = r;
    auto op = must(runtime().getOp(kr));
    const int64_t n = p.T * k.localTiles() * k.partialWidth();
    std::vector<float> parts(static_cast<size_t>(n)), tl(static_cast<size_t>(p.T));
    must(op->tileStats(shardOf(kr, b.full(kr)), parts.data(), tl.data()));
    EXPECT_EQ(std::memcmp(parts.data(), c.partials.data() + r * n, size_t(n) * 4), 0)
        << "rank " << r;
    EXPECT_EQ(std::memcmp(tl.data(), c.targetLogit.data() + r * p.T, size_t(p.T) * 4), 0);
  }
  ForwardResult f = forward(k, b);
  EXPECT_TRUE(sameBits(f.lse, c.lse));
  EXPECT_TRUE(sameBits(f.logp, c.logp));
  EXPECT_TRUE(sameBits(f.entropy, c.entropy));
  EXPECT_TRUE(backward(k, b, f, u, b.stride) == c.grad) << "grad_logits differ";

  // TP=1 through the C ABI: the same bits (cross_tp_bitwise).
  Contract k1 = k;
  k1.tp_size = 1;
  CResult c1 = runC(rt.p, k1, b, u);
  EXPECT_TRUE(sameBits(c1.lse, c.lse));
  EXPECT_TRUE(sameBits(c1.logp, c.logp));
  EXPECT_TRUE(sameBits(c1.entropy, c.entropy));
  EXPECT_TRUE(c1.grad == c.grad) << "grad_logits differ between TP=1 and TP=" << p.tp;

  // Sanity against the fp64 reference (the numerics tests hold the tight bounds).
  ref::Forward want = ref::forward(problemOf(b, k));
  for (int64_t t = 0; t < p.T; ++t)
    EXPECT_NEAR(c.lse[t], want.lse[t], 1e-4 * (1 + std::abs(want.lse[t]))) << "row " << t;
}

INSTANTIATE_TEST_SUITE_P(Cases, CApiRoundTrip,
                         ::testing::Values(Case{"bf16_i64_ignore_entropy_tau_tp2", DType::BF16,
                                                IndexType::I64, MaskMode::IgnoreIndex, true, 0.7f,
                                                2, 1024, 128, 1000, 37, 0, true, true},
                                           Case{"fp32_i32_mask_tp4_strided", DType::F32,
                                                IndexType::I32, MaskMode::ActiveMask, false, 0.0f,
                                                4, 512, 64, 512, 29, 24, false, false},
                                           Case{"fp16_i64_ignore_entropy_tp2", DType::F16,
                                                IndexType::I64, MaskMode::IgnoreIndex, true, 0.0f,
                                                2, 768, 96, 700, 21, 8, true, false}),
                         [](const auto &info) { return std::string(info.param.name); });

TEST(CApi, VersionAndStatusNames) {
  EXPECT_EQ(logpjit_abi_version(), uint32_t(LOGPJIT_ABI_VERSION));
  EXPECT_STREQ(logpjit_status_string(LOGPJIT_OK), "LOGPJIT_OK");
  EXPECT_STREQ(logpjit_status_string(LOGPJIT_ERROR_INVALID_VALUE), "LOGPJIT_ERROR_INVALID_VALUE");
  EXPECT_STREQ(logpjit_status_string(logpjit_status(99)), "unknown status");
}

TEST(CApi, FingerprintMatchesCpp) {
  Contract k = makeContract(1024, 128, DType::BF16, 2, 1000);
  const std::string target = k.target.toString();
  logpjit_contract c = toC(k, target);
  char fp[LOGPJIT_FINGERPRINT_SIZE];
  ASSERT_EQ(logpjit_contract_fingerprint(&c, fp, sizeof fp), LOGPJIT_OK) << logpjit_last_error();
  EXPECT_EQ(std::string(fp), k.fingerprint());
  c.tp_rank = 1; // rank-local: the same fingerprint
  char fp1[LOGPJIT_FINGERPRINT_SIZE];
  ASSERT_EQ(logpjit_contract_fingerprint(&c, fp1, sizeof fp1), LOGPJIT_OK);
  EXPECT_STREQ(fp, fp1);
  c.want_entropy = 0; // a different computation: a different fingerprint
  ASSERT_EQ(logpjit_contract_fingerprint(&c, fp1, sizeof fp1), LOGPJIT_OK);
  EXPECT_STRNE(fp, fp1);
  // A NULL target and "host" both mean this CPU with its features.
  c = toC(k, target);
  c.target = nullptr;
  ASSERT_EQ(logpjit_contract_fingerprint(&c, fp1, sizeof fp1), LOGPJIT_OK);
  EXPECT_STREQ(fp, fp1);
  c.target = "host";
  ASSERT_EQ(logpjit_contract_fingerprint(&c, fp1, sizeof fp1), LOGPJIT_OK);
  EXPECT_STREQ(fp, fp1);
}

TEST(CApi, KernelProvenanceAndOpInfo) {
  Contract k = makeContract(512, 64, DType::BF16, 2);
  const std::string target = k.target.toString();
  logpjit_contract c = toC(k, target);
  TempDir dir;
  std::vector<uint8_t> logits(size_t(4 * 256) * 2, 0);
  std::vector<int64_t> targets{1, 2, 3, 4};
  std::vector<float> parts(size_t(4 * 4 * 3)), tl(4);
  Tensor L(logits.data(), kDlBF16, {4, 256}), Tg(targets.data(), kDlI64, {4}),
      P(parts.data(), kDlF32, {4, 4, 3}), TL(tl.data(), kDlF32, {4});
  auto stats = [&](logpjit_runtime_t *rt) {
    OpHandle op;
    EXPECT_EQ(logpjit_op_create(rt, &c, &op.p), LOGPJIT_OK) << logpjit_last_error();
    EXPECT_EQ(logpjit_op_tile_stats(op.p, L.get(), Tg.get(), nullptr, P.get(), TL.get(), nullptr),
              LOGPJIT_OK)
        << logpjit_last_error();
    logpjit_kernel_stats s{};
    s.struct_size = sizeof s;
    EXPECT_EQ(logpjit_op_kernel_stats(op.p, &s), LOGPJIT_OK);
    return s;
  };
  RuntimeHandle a, b;
  ASSERT_EQ(makeRuntime(dir.path, a), LOGPJIT_OK);
  logpjit_kernel_stats s = stats(a.p); // empty cache: compiled
  EXPECT_EQ(s.kernels, 1);
  EXPECT_EQ(s.compiled, 1);
  EXPECT_GT(s.compile_ms, 0);
  s = stats(a.p); // same runtime: already loaded
  EXPECT_EQ(s.memory_hits, 1);
  EXPECT_EQ(s.compiled, 0);
  ASSERT_EQ(makeRuntime(dir.path, b, LOGPJIT_CACHE_READONLY), LOGPJIT_OK);
  s = stats(b.p); // a new runtime, read-only: from disk
  EXPECT_EQ(s.disk_hits, 1);
  EXPECT_EQ(s.compiled, 0);

  OpHandle op;
  c.tp_rank = 1;
  ASSERT_EQ(logpjit_op_create(a.p, &c, &op.p), LOGPJIT_OK);
  logpjit_op_info info{};
  info.struct_size = sizeof info;
  ASSERT_EQ(logpjit_op_get_info(op.p, &info), LOGPJIT_OK);
  EXPECT_EQ(info.shard_cols, 256);
  EXPECT_EQ(info.shard_start, 256);
  EXPECT_EQ(info.num_tiles, 8);
  EXPECT_EQ(info.local_tiles, 4);
  EXPECT_EQ(info.partial_width, 3);
  EXPECT_EQ(info.tp_size, 2);
  // An op keeps its runtime alive: it still works after the runtime handle is gone.
  logpjit_runtime_destroy(a.p);
  a.p = nullptr;
  EXPECT_EQ(logpjit_op_tile_stats(op.p, L.get(), Tg.get(), nullptr, P.get(), TL.get(), nullptr),
            LOGPJIT_OK)
      << logpjit_last_error();
}

} // namespace
