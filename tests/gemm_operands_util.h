//===- gemm_operands_util.h - The LM head's GEMM with operands read in place -===//
//
// Shared by the host (tests/numerics/lm_head_test.cpp) and sm_90 (tests/gpu/lm_head_test.cpp)
// tests of KernelSpec::a_mn_major / b_mn_major: a GEMM whose operands are stored MN-major
// (k rows at and past the k extent hold NaN, or the buffer ends inside the extent) gives,
// bit for bit, the K-major GEMM of their transposes with zeros past the extent -- the
// backward's GEMMs before they read G, the weight chunk and the hidden block in place. Shapes
// cut through sm_90's tiles and whole-tile parts (Op::launchGemmSpec), fp32 outputs that
// continue from random values (accumulate) and 16-bit ones; fresh random inputs, memcmp.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "lm_head_util.h"

#include <limits>
#include <random>

namespace logpjit {

/// Op's GEMM launch, for the tests (a friend of Op).
struct OpTestAccess {
  static llvm::Error gemm(Op &op, const KernelSpec &spec, const void *a, int64_t aStride,
                          const void *b, int64_t bStride, int64_t rows, int64_t n, int64_t K,
                          void *out, int64_t outStride, int64_t kExtent) {
    return op.launchGemmSpec(spec, a, aStride, b, bStride, rows, n, K, out, outStride, nullptr,
                             kExtent);
  }
};

namespace test {

/// For each operand order (A or B or both MN-major), output (fp32 from +0, fp32 continuing
/// from random values, bf16) and k extent (K, a few rows short, 1): the MN-major GEMM's
/// output bytes equal the K-major GEMM's on the transposes. `what`: the seed's name.
inline void expectMnMajorGemmsGiveTheirTransposesBits(Op &op, const Target &target,
                                                      const std::string &what) {
  constexpr int64_t M = 300, N = 520, K = 80; // sm_90: a 256-row whole part, strips of 44, 8
  constexpr int64_t aStride = M + 12, bStride = N + 8; // multiples of 8 elements (16 bytes)
  const Arch arch = target.arch;
  const uint64_t seed = freshSeed(what);
  std::mt19937_64 rng(seed);
  std::normal_distribution<float> normal;
  auto bf16 = [](float x) { // nearest even; the inputs are finite
    uint32_t u;
    std::memcpy(&u, &x, 4);
    return uint16_t((u + 0x7FFF + ((u >> 16) & 1)) >> 16);
  };
  constexpr uint16_t kNaN = 0x7FC1;
  for (int64_t ext : {K, K - 10, int64_t(1)})
    for (auto [aMn, bMn] : {std::pair{false, true}, {true, true}, {true, false}})
      for (int out = 0; out < 3; ++out) { // fp32, fp32 accumulate, bf16
        SCOPED_TRACE("k extent " + std::to_string(ext) + (aMn ? ", A MN-major" : "") +
                     (bMn ? ", B MN-major" : "") + ", output " + std::to_string(out) + ", seed " +
                     std::to_string(seed));
        // MN-major copies [K, stride] (NaN from the extent on) and their K-major transposes.
        std::vector<uint16_t> aT(size_t(K * aStride)), bT(size_t(K * bStride));
        std::vector<uint16_t> aK(size_t(M * K)), bK(size_t(N * K));
        for (int64_t k = 0; k < K; ++k) {
          for (int64_t m = 0; m < aStride; ++m)
            aT[size_t(k * aStride + m)] = k < ext ? bf16(normal(rng)) : kNaN;
          for (int64_t n = 0; n < bStride; ++n)
            bT[size_t(k * bStride + n)] = k < ext ? bf16(normal(rng)) : kNaN;
          for (int64_t m = 0; m < M; ++m)
            aK[size_t(m * K + k)] = k < ext ? aT[size_t(k * aStride + m)] : 0;
          for (int64_t n = 0; n < N; ++n)
            bK[size_t(n * K + k)] = k < ext ? bT[size_t(k * bStride + n)] : 0;
        }
        const DType od = out == 2 ? DType::BF16 : DType::F32;
        const KernelSpec kMajor = KernelSpec::lmHeadGemm(target, DType::BF16, od, out == 1);
        const KernelSpec mnMajor = kMajor.withOperands(aMn, bMn);
        std::vector<float> init(size_t(M * N));
        for (float &x : init)
          x = out == 1 ? normal(rng) : 0.0f;
        const size_t bytes = size_t(M * N) * dtypeSize(od);
        // exact: an MN-major operand's buffer ends with its last element inside the extent
        // (a read past it is out of bounds: memcheck, a fault); else its K rows, NaN from the
        // extent on (a read of them that is not dropped spoils the sums).
        auto run = [&](const KernelSpec &spec, bool exact) {
          const bool am = spec.a_mn_major, bm = spec.b_mn_major;
          const size_t aN = exact ? size_t((ext - 1) * aStride + M) : aT.size();
          const size_t bN = exact ? size_t((ext - 1) * bStride + N) : bT.size();
          DeviceBuffer a =
              am ? toTarget(arch, aT.data(), aN) : toTarget(arch, aK.data(), aK.size());
          DeviceBuffer b =
              bm ? toTarget(arch, bT.data(), bN) : toTarget(arch, bK.data(), bK.size());
          DeviceBuffer o = toTarget(arch, reinterpret_cast<const uint8_t *>(init.data()), bytes);
          must(OpTestAccess::gemm(op, spec, a.data(), am ? aStride : K, b.data(), bm ? bStride : K,
                                  M, N, K, o.data(), N, ext));
          return fromTarget<uint8_t>(o, bytes);
        };
        const std::vector<uint8_t> want = run(kMajor, false);
        for (bool exact : {false, true}) {
          const std::vector<uint8_t> got = run(mnMajor, exact);
          ASSERT_EQ(got.size(), want.size());
          EXPECT_EQ(std::memcmp(got.data(), want.data(), want.size()), 0)
              << (exact ? "buffers ending at the extent" : "NaN rows past the extent");
        }
        if (out != 2) { // not vacuous: a sum that the NaNs past the extent would have spoiled
          float first;
          std::memcpy(&first, want.data(), 4);
          EXPECT_TRUE(std::isfinite(first));
        }
      }
}

} // namespace test
} // namespace logpjit
