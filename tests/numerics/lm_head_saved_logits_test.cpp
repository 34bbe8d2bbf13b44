//===- lm_head_saved_logits_test.cpp - Logits the forward keeps for the backward -===//
//
// docs/spec.md §16, "Saved rows": lmHeadTileStats writes the first rows' logits (bitwise
// lmHead()'s) and their tile partials with the same bits as without saving; lmHeadBackward
// reading them gives grad_hidden and grad_weight with the same bits as recomputing, whether
// the saved rows cover a whole row block, part of one, or every row; bad saved arguments are
// errors naming them, nothing written. Fresh random inputs (seeds printed); every bitwise
// claim is memcmp.
//
//===----------------------------------------------------------------------===//
#include "lm_head_util.h"
#include "logpjit/errors.h"

#include <cstring>
#include <fmt/format.h>

using namespace logpjit;
using namespace logpjit::test;

namespace {

constexpr int64_t kV = 256, kW = 32, kH = 16, kVReal = 250;

Contract savedContract(DType logits) {
  return lmContract(makeContract(kV, kW, logits, 1, kVReal), kH, DType::BF16);
}

TEST(LmHeadSavedLogits, SavingRowsChangesNoBit) {
  // 4100 rows: the backward's blocks are rows [0, 4096) and [4096, 4100). Saved: part of the
  // first block (recomputed; with 2 rows kept, the forward's other rows take two blocks of
  // their own), the whole first block (read), every row (both read). Row stride V + 3: the
  // kept bf16 logits are read where they lie; V: their gradient is made in their place, the
  // whole block at once, and grad_weight's GEMM covers the shard (savedHoldsGrad).
  for (auto [logits, stride] : {std::pair{DType::BF16, kV + 3}, std::pair{DType::BF16, kV},
                                std::pair{DType::F32, kV + 3}}) {
    const Contract c = savedContract(logits);
    SCOPED_TRACE(c.canonical());
    const LmProblem p =
        makeLmProblem(freshSeed("lm_head saved logits"), DType::BF16, 4100, kV, kH, kVReal);
    const std::vector<float> gl = normals("grad_logp saved", p.T);
    const LmSavedStep none = runLmStepSaving(runtime(), c, p, gl, 0, kV);
    for (int64_t savedRows : {int64_t(2), int64_t(100), int64_t(4096), int64_t(4100)}) {
      SCOPED_TRACE(fmt::format("{} rows kept, row stride {}", savedRows, stride));
      const LmSavedStep s = runLmStepSaving(runtime(), c, p, gl, savedRows, stride);
      EXPECT_EQ(s.partials, none.partials);
      EXPECT_EQ(s.target, none.target);
      EXPECT_EQ(s.gradHidden, none.gradHidden);
      EXPECT_EQ(s.gradWeight, none.gradWeight);
      // The saved rows are lmHead()'s logits.
      auto op = must(runtime().getOp(c));
      LmOnTarget d(c.target.arch, p, allRows(savedRows));
      const size_t es = dtypeSize(c.dtype), bytes = size_t(savedRows * stride) * es;
      DeviceBuffer want = must(DeviceBuffer::allocate(c.target.arch, bytes));
      must(op->lmHead(d.inputs(c, p), want.data(), stride));
      const std::vector<uint8_t> w = fromTarget<uint8_t>(want, bytes);
      for (int64_t r = 0; r < savedRows; ++r)
        ASSERT_EQ(std::memcmp(&s.saved[size_t(r * stride) * es], &w[size_t(r * stride) * es],
                              size_t(kV) * es),
                  0)
            << "saved row " << r;
    }
  }
}

TEST(LmHeadSavedLogits, SavingRowsChangesNoBitWhereTheShardIsCutIntoChunks) {
  // fp32 logits at V = 262144: 4096 rows of the shard pass 256 MiB, so the forward cuts it
  // into chunks (partials [C, rows, K / C, P]) and the backward's leaves into two chunks each.
  const int64_t V = 262144;
  const Contract c = lmContract(makeContract(V, 256, DType::F32, 1, V - 9), 16, DType::BF16);
  ASSERT_GT(must(runtime().getOp(c))->lmHeadChunks(), 1);
  const LmProblem p =
      makeLmProblem(freshSeed("lm_head saved chunks"), DType::BF16, 3, V, 16, V - 9);
  const std::vector<float> gl = normals("grad_logp saved chunks", p.T);
  const LmSavedStep none = runLmStepSaving(runtime(), c, p, gl, 0, V);
  for (int64_t savedRows : {int64_t(1), int64_t(3)}) {
    SCOPED_TRACE(savedRows);
    const LmSavedStep s = runLmStepSaving(runtime(), c, p, gl, savedRows, V);
    EXPECT_EQ(s.partials, none.partials);
    EXPECT_EQ(s.target, none.target);
    EXPECT_EQ(s.gradHidden, none.gradHidden);
    EXPECT_EQ(s.gradWeight, none.gradWeight);
  }
}

std::string errorText(llvm::Error e) { return e ? llvm::toString(std::move(e)) : std::string(); }

TEST(LmHeadSavedLogits, BadSavedArgumentsWriteNothing) {
  const Contract c = savedContract(DType::BF16);
  const LmProblem p =
      makeLmProblem(freshSeed("lm_head saved errors"), DType::BF16, 20, kV, kH, kVReal);
  auto op = must(runtime().getOp(c));
  const Arch a = c.target.arch;
  LmOnTarget d(a, p, allRows(p.T));
  const LmHeadInputs in = d.inputs(c, p);
  const size_t partBytes = size_t(p.T) * c.localTiles() * c.partialWidth() * 4;
  const size_t ghBytes = size_t(p.T * kH) * 4;
  DeviceBuffer parts = must(DeviceBuffer::allocate(a, partBytes)),
               target = must(DeviceBuffer::allocate(a, size_t(p.T) * 4 * op->lmHeadChunks())),
               saved = must(DeviceBuffer::allocate(a, size_t(p.T * kV) * 2)),
               gh = must(DeviceBuffer::allocate(a, ghBytes));
  const std::vector<float> zeros(size_t(p.T), 0.0f);
  DeviceBuffer z = toTarget(a, zeros.data(), zeros.size());
  GradInputs g;
  g.grad_logp = g.lse = static_cast<const float *>(z.data());
  struct Case {
    LmHeadSavedLogits s;
    const char *name;
  };
  const Case cases[] = {
      {{saved.data(), 21, kV}, "saved_rows"}, // more than the call's rows
      {{saved.data(), -1, kV}, "saved_rows"}, // negative
      {{nullptr, 4, kV}, "logits"},           // no buffer for the saved rows
      {{saved.data(), 4, kV - 8}, "logits"},  // a stride below V_local
  };
  const size_t targetBytes = size_t(p.T) * 4 * op->lmHeadChunks(),
               savedBytes = size_t(p.T * kV) * 2;
  for (const Case &k : cases) {
    // The host target: device memory is host memory.
    for (auto [buf, n] : {std::pair<DeviceBuffer *, size_t>{&parts, partBytes},
                          {&gh, ghBytes},
                          {&target, targetBytes},
                          {&saved, savedBytes}})
      std::memset(buf->data(), 0xA5, n);
    const std::string e = errorText(op->lmHeadTileStats(in, static_cast<float *>(parts.data()),
                                                        static_cast<float *>(target.data()), k.s));
    EXPECT_NE(e.find(k.name), std::string::npos) << e;
    EXPECT_EQ(fromTarget<uint8_t>(parts, partBytes), std::vector<uint8_t>(partBytes, 0xA5)) << e;
    EXPECT_EQ(fromTarget<uint8_t>(target, targetBytes), std::vector<uint8_t>(targetBytes, 0xA5));
    EXPECT_EQ(fromTarget<uint8_t>(saved, savedBytes), std::vector<uint8_t>(savedBytes, 0xA5));
    const std::string eb =
        errorText(op->lmHeadBackward(in, g, static_cast<float *>(gh.data()), GradWeightOut{}, k.s));
    EXPECT_NE(eb.find(k.name), std::string::npos) << eb;
    EXPECT_EQ(fromTarget<uint8_t>(gh, ghBytes), std::vector<uint8_t>(ghBytes, 0xA5)) << eb;
  }
  // An empty call keeps no rows.
  LmHeadInputs empty = in;
  empty.rows = 0;
  const std::string e = errorText(op->lmHeadTileStats(empty, static_cast<float *>(parts.data()),
                                                      static_cast<float *>(target.data()),
                                                      LmHeadSavedLogits{saved.data(), 1, kV}));
  EXPECT_NE(e.find("saved_rows"), std::string::npos) << e;
}

} // namespace
