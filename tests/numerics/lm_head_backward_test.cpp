//===- lm_head_backward_test.cpp - The LM head's backward on the host ------===//
//
// docs/spec.md §16, "Backward": grad_hidden and grad_weight from hidden states against an
// fp64 reference written here (the gradient of the logits from the kernel's own logits and
// lse, then both products in fp64); grad_hidden and grad_weight bitwise equal across TP 1, 2,
// 4, 8, for a row in any batch, across row blocks and chunked leaves, and from one call or
// two accumulating ones; errors naming the argument, nothing written. Fresh random inputs
// (seeds printed); every bitwise claim is memcmp.
//
//===----------------------------------------------------------------------===//
#include "c_api_util.h"
#include "lm_head_util.h"
#include "logpjit/errors.h"
#include "runtime/core/kernel_abi.h"
#include "tool_runner.h"

#include <algorithm>
#include <cmath>
#include <random>

using namespace logpjit;
using namespace logpjit::test;

namespace {

constexpr int64_t kV = 512, kW = 64, kH = 96; // K = 8 tiles: 8 leaves, TP 1, 2, 4, 8

Contract hostLm(DType logits, DType in, int tp = 1, int64_t vr = -1) {
  return lmContract(makeContract(kV, kW, logits, tp, vr), kH, in);
}

TEST(LmHeadBackward, GemmPartsCoverEveryOutputOnce) {
  // sm_90's accumulating GEMMs give their whole tiles to the whole_tiles kernel and the
  // strips to the general one (Op::launchGemmSpec): every element in exactly one part, the
  // whole part in whole tiles, for shapes below, at and past the tile sizes.
  for (int64_t rows : {1, 127, 128, 129, 255, 256, 300, 384, 4096, 18992})
    for (int64_t n : {16, 255, 256, 272, 4096, 4112})
      for (bool split : {false, true}) {
        SCOPED_TRACE(std::to_string(rows) + " x " + std::to_string(n) + (split ? " split" : ""));
        std::vector<uint8_t> seen(size_t(rows * n), 0);
        bool anyWhole = false;
        for (const logpjit::abi::GemmPart &p : logpjit::abi::gemmParts(rows, n, split)) {
          ASSERT_GT(p.rows, 0);
          ASSERT_GT(p.cols, 0);
          if (p.whole) {
            anyWhole = true;
            // whole pairs of row tiles: a cluster's second block takes no tile below
            EXPECT_EQ(p.rows % (2 * logpjit::abi::kLmHeadTileRows), 0);
            EXPECT_EQ(p.cols % logpjit::abi::kLmHeadTileCols, 0);
          }
          for (int64_t r = p.r0; r < p.r0 + p.rows; ++r)
            for (int64_t c = p.c0; c < p.c0 + p.cols; ++c)
              ++seen[size_t(r * n + c)];
        }
        EXPECT_EQ(std::count(seen.begin(), seen.end(), 1), rows * n);
        EXPECT_EQ(anyWhole, split && rows >= 2 * logpjit::abi::kLmHeadTileRows &&
                                n >= logpjit::abi::kLmHeadTileCols);
      }
}

TEST(LmHeadBackward, WarmCompilesTheWholeTileVariantOfEachGemmThatHasOne) {
  // sm_90: the accumulating and split GEMMs (grad_hidden's and an fp32 grad_weight's
  // accumulate, split-first, split, split-round) each with their whole_tiles twin; the
  // host's GEMMs have none.
  for (const char *target : {"sm_90", "host"}) {
    SCOPED_TRACE(target);
    Contract c = hostLm(DType::BF16, DType::BF16);
    c.target = must(Target::parse(target));
    const std::vector<KernelSpec> specs = contractKernelSpecs(c, KernelSet::Training);
    int twins = 0, wholes = 0;
    for (const KernelSpec &k : specs) {
      wholes += k.whole_tiles;
      if (!k.hasWholeTilesVariant() || k.whole_tiles)
        continue;
      KernelSpec w = k;
      w.whole_tiles = true;
      twins += std::any_of(specs.begin(), specs.end(),
                           [&](const KernelSpec &s) { return s.canonical() == w.canonical(); });
    }
    EXPECT_EQ(twins, std::string(target) == "sm_90" ? 5 : 0);
    EXPECT_EQ(wholes, twins);
  }
}

TEST(LmHeadBackward, GradientsCloseToFp64) {
  struct Case {
    DType out, in;
    bool entropy, mask;
    int64_t vr;
  };
  const Case cases[] = {
      {DType::BF16, DType::BF16, false, false, kV - 40},
      {DType::F32, DType::BF16, true, true, kV},
      {DType::F16, DType::F16, true, false, kV - 1},
      {DType::F32, DType::F16, false, true, kV - 100},
  };
  for (const Case &k : cases) {
    Contract c = hostLm(k.out, k.in, 1, k.vr);
    c.want_entropy = k.entropy;
    if (k.mask)
      c.mask_mode = MaskMode::ActiveMask;
    SCOPED_TRACE(c.canonical());
    LmProblem p = makeLmProblem(freshSeed("lm_head backward"), k.in, 21, kV, kH, k.vr);
    if (k.mask)
      for (int64_t t = 0; t < p.T; ++t)
        p.active.push_back(t % 4 != 1);
    else
      p.targets[3] = c.ignore_index; // an inactive row: no gradient
    const std::vector<float> gl = normals("grad_logp", p.T), ge = normals("grad_entropy", p.T);
    const LmGrads g = runLmBackward(runtime(), c, p, allRows(p.T), gl, k.entropy ? &ge : nullptr);
    expectCloseToFp64(runtime(), c, p, g, gl, k.entropy ? &ge : nullptr);
  }
}

TEST(LmHeadBackward, TpDegreesGiveTheSameBits) {
  for (DType out : {DType::BF16, DType::F32}) {
    const int64_t vr = kV - 70; // the last shard is partly padding at TP 8
    Contract c = hostLm(out, DType::BF16, 1, vr);
    c.want_entropy = true;
    c = withTemperature(c, 0.8f);
    const LmProblem p =
        makeLmProblem(freshSeed("lm_head backward tp"), DType::BF16, 19, kV, kH, vr);
    const std::vector<float> gl = normals("grad_logp", p.T), ge = normals("grad_entropy", p.T);
    ASSERT_EQ(must(runtime().getOp(c))->lmHeadGradLeaves(), 8);
    const LmGrads one = runLmBackward(runtime(), c, p, allRows(p.T), gl, &ge);
    for (int tp : {2, 4, 8}) {
      SCOPED_TRACE("tp " + std::to_string(tp));
      Contract ct = c;
      ct.tp_size = tp;
      EXPECT_TRUE(sameBits(one, runLmBackward(runtime(), ct, p, allRows(p.T), gl, &ge)));
    }
    // Repeatable: the same call again.
    EXPECT_TRUE(sameBits(one, runLmBackward(runtime(), c, p, allRows(p.T), gl, &ge)));
  }
}

TEST(LmHeadBackward, ARowsGradHiddenHasTheSameBitsInAnyBatch) {
  const Contract c = hostLm(DType::BF16, DType::BF16, 1, kV - 3);
  const LmProblem p =
      makeLmProblem(freshSeed("lm_head backward batch"), DType::BF16, 37, kV, kH, kV - 3);
  const std::vector<float> gl = normals("grad_logp", p.T);
  const LmGrads all = runLmBackward(runtime(), c, p, allRows(p.T), gl);
  std::vector<int64_t> order = allRows(p.T);
  std::shuffle(order.begin(), order.end(), std::mt19937_64(freshSeed("lm_head backward shuffle")));
  const LmGrads shuffled = runLmBackward(runtime(), c, p, order, gl);
  for (size_t i = 0; i < order.size(); ++i)
    ASSERT_EQ(std::memcmp(&shuffled.hidden[i * kH], &all.hidden[size_t(order[i]) * kH], kH * 2), 0)
        << "row " << order[i];
  for (int64_t t : {int64_t(0), int64_t(17), p.T - 1}) {
    const LmGrads alone = runLmBackward(runtime(), c, p, {t}, gl);
    EXPECT_EQ(std::memcmp(alone.hidden.data(), &all.hidden[size_t(t) * kH], kH * 2), 0) << t;
  }
}

TEST(LmHeadBackward, RowBlocksAndChunkedLeavesGiveTheSameBits) {
  // 4100 rows: two row blocks (kLmHeadBlockRows = 4096); grad_weight's chain runs on across
  // them, so one call equals rows [0, 4096) then [4096, 4100) accumulated onto it.
  {
    const Contract c = lmContract(makeContract(256, 32, DType::BF16, 1, 250), 16, DType::BF16);
    const LmProblem p =
        makeLmProblem(freshSeed("lm_head backward rows"), DType::BF16, 4100, 256, 16, 250);
    const std::vector<float> gl = normals("grad_logp", p.T);
    const LmGrads all = runLmBackward(runtime(), c, p, allRows(p.T), gl);
    std::vector<int64_t> first = allRows(4096), rest = {4096, 4097, 4098, 4099};
    const LmGrads a = runLmBackward(runtime(), c, p, first, gl);
    const LmGrads b = runLmBackward(runtime(), c, p, rest, gl, nullptr, &a.weight);
    EXPECT_EQ(std::memcmp(b.weight.data(), all.weight.data(), all.weight.size() * 4), 0);
    EXPECT_EQ(std::memcmp(a.hidden.data(), all.hidden.data(), a.hidden.size() * 2), 0);
    EXPECT_EQ(std::memcmp(b.hidden.data(), &all.hidden[4096 * 16], b.hidden.size() * 2), 0);
    Contract c8 = c;
    c8.tp_size = 8;
    EXPECT_TRUE(sameBits(all, runLmBackward(runtime(), c8, p, allRows(p.T), gl)));
  }
  // fp32 logits at V = 262144: a leaf of 32768 columns is 512 MiB per 4096-row block, so it
  // is cut into 2 chunks whose GEMMs continue one chain; TP 8 holds one leaf per rank.
  {
    const int64_t V = 262144;
    const Contract c = lmContract(makeContract(V, 256, DType::F32, 1, V - 9), 16, DType::BF16);
    const LmProblem p =
        makeLmProblem(freshSeed("lm_head backward chunks"), DType::BF16, 3, V, 16, V - 9);
    const std::vector<float> gl = normals("grad_logp", p.T);
    const LmGrads one = runLmBackward(runtime(), c, p, allRows(p.T), gl);
    Contract c8 = c;
    c8.tp_size = 8;
    EXPECT_TRUE(sameBits(one, runLmBackward(runtime(), c8, p, allRows(p.T), gl)));
    const LmGrads alone = runLmBackward(runtime(), c, p, {1}, gl);
    EXPECT_EQ(std::memcmp(alone.hidden.data(), &one.hidden[16], 32), 0);
  }
}

TEST(LmHeadBackward, A16BitGradWeightIsTheFp32OneRoundedOnceOverAnyCalls) {
  // grad_weight in the hidden dtype: the fp32 chain's sums rounded once, whether the rows
  // come in one call (two row blocks of 4096, the sums split into halves between them), in
  // two calls, in calls shorter than a block, or (5 rows) in one block alone. (Calls of a
  // multiple of 16 rows: the tensor cores' k16 steps group the rows by 16.)
  for (DType in : {DType::BF16, DType::F16}) {
    const DType logits = in == DType::BF16 ? DType::BF16 : DType::F32;
    const Contract c = lmContract(makeContract(256, 32, logits, 1, 250), 16, in);
    SCOPED_TRACE(c.canonical());
    const LmProblem p = makeLmProblem(freshSeed("lm_head grad_weight 16"), in, 4100, 256, 16, 250);
    const std::vector<float> gl = normals("grad_logp", p.T);
    const LmGrads all = runLmBackward(runtime(), c, p, allRows(p.T), gl);
    const std::vector<uint16_t> want = roundedTo(in, all.weight);
    for (int64_t callRows : {int64_t(4100), int64_t(4096), int64_t(1024)})
      EXPECT_EQ(runLmGradWeight16(runtime(), c, p, all.forward.lse, gl, callRows), want)
          << callRows << " rows per call";
    LmProblem few = p;
    few.T = 5;
    const LmGrads five = runLmBackward(runtime(), c, few, allRows(5), gl);
    EXPECT_EQ(runLmGradWeight16(runtime(), c, few, five.forward.lse, gl, 5),
              roundedTo(in, five.weight));
  }
}

std::string errorText(llvm::Error e) { return e ? llvm::toString(std::move(e)) : std::string(); }

TEST(LmHeadBackward, BadCallsWriteNothing) {
  const Contract c = hostLm(DType::BF16, DType::BF16);
  auto op = must(runtime().getOp(c));
  const LmProblem p =
      makeLmProblem(freshSeed("lm_head backward errors"), DType::BF16, 4, kV, kH, kV);
  LmOnTarget d(Arch::Host, p, allRows(p.T));
  LmHeadInputs in = d.inputs(c, p);
  std::vector<float> gl(4, 1.0f), lse(4, 0.0f);
  GradInputs g;
  g.grad_logp = gl.data();
  g.lse = lse.data();
  std::vector<float> gh(size_t(4 * kH), 7.0f), gw(size_t(kV * kH), 7.0f);
  auto untouched = [&] {
    return std::all_of(gh.begin(), gh.end(), [](float x) { return x == 7.0f; }) &&
           std::all_of(gw.begin(), gw.end(), [](float x) { return x == 7.0f; });
  };
  EXPECT_NE(errorText(op->lmHeadBackward(in, g, nullptr, gw.data())).find("grad_hidden"),
            std::string::npos);
  GradInputs noLse = g;
  noLse.lse = nullptr;
  EXPECT_NE(errorText(op->lmHeadBackward(in, noLse, gh.data(), gw.data())).find("lse"),
            std::string::npos);
  LmHeadInputs badTarget = in;
  std::vector<int64_t> targets = {0, 1, kV, 2};
  badTarget.targets = targets.data();
  EXPECT_NE(errorText(op->lmHeadBackward(badTarget, g, gh.data(), gw.data())).find("targets[2]"),
            std::string::npos);
  LmHeadInputs odd = in;
  odd.hidden_stride = kH + 1;
  EXPECT_NE(errorText(op->lmHeadBackward(odd, g, gh.data(), gw.data())).find("hidden"),
            std::string::npos);
  EXPECT_TRUE(untouched());
  // K = 12 tiles: gcd(12, 8) = 4 leaves, which TP 3 cannot split.
  Contract c3 = lmContract(makeContract(768, 64, DType::BF16, 3), kH, DType::BF16);
  auto op3 = must(runtime().getOp(c3));
  EXPECT_NE(errorText(op3->lmHeadBackward(in, g, gh.data(), gw.data())).find("tp_size = 3"),
            std::string::npos);
  EXPECT_TRUE(untouched());
  // A 16-bit grad_weight: the hidden dtype only, its low halves where the chain spans calls.
  std::vector<uint16_t> low(size_t(kV * kH), 7);
  GradWeightOut w16;
  w16.data = gw.data();
  w16.dtype = DType::F16;
  EXPECT_NE(errorText(op->lmHeadBackward(in, g, gh.data(), w16)).find("grad_weight: dtype fp16"),
            std::string::npos);
  w16.dtype = DType::BF16;
  w16.finish = false;
  EXPECT_NE(errorText(op->lmHeadBackward(in, g, gh.data(), w16)).find("grad_weight_low: null"),
            std::string::npos);
  w16.finish = true;
  w16.accumulate = true;
  EXPECT_NE(errorText(op->lmHeadBackward(in, g, gh.data(), w16)).find("grad_weight_low: null"),
            std::string::npos);
  { // one call over two row blocks: the halves live between its GEMMs
    const LmProblem big =
        makeLmProblem(freshSeed("lm_head backward 4100"), DType::BF16, 4100, kV, kH, kV);
    LmOnTarget db(Arch::Host, big, allRows(big.T));
    std::vector<float> gl2(4100, 1.0f), lse2(4100, 0.0f), gh2(size_t(4100 * kH), 7.0f);
    GradInputs g2;
    g2.grad_logp = gl2.data();
    g2.lse = lse2.data();
    GradWeightOut one;
    one.data = gw.data();
    one.dtype = DType::BF16;
    EXPECT_NE(errorText(op->lmHeadBackward(db.inputs(c, big), g2, gh2.data(), one))
                  .find("spans row blocks (rows = 4100"),
              std::string::npos);
    EXPECT_TRUE(std::all_of(gh2.begin(), gh2.end(), [](float x) { return x == 7.0f; }));
  }
  w16.low = reinterpret_cast<uint16_t *>(reinterpret_cast<char *>(low.data()) + 2);
  EXPECT_NE(errorText(op->lmHeadBackward(in, g, gh.data(), w16)).find("4-byte aligned"),
            std::string::npos);
  w16.low = low.data();
  LmHeadInputs none = in;
  none.rows = 0;
  EXPECT_NE(errorText(op->lmHeadBackward(none, g, nullptr, w16)).find("rows = 0"),
            std::string::npos);
  EXPECT_TRUE(untouched());
  EXPECT_TRUE(std::all_of(low.begin(), low.end(), [](uint16_t x) { return x == 7; }));
  // T = 0: grad_weight = 0 (nothing else read), unchanged when accumulating.
  LmHeadInputs empty = in;
  empty.rows = 0;
  must(op->lmHeadBackward(empty, g, nullptr, gw.data(), /*accumulate_weight=*/true));
  EXPECT_TRUE(untouched());
  must(op->lmHeadBackward(empty, g, nullptr, gw.data()));
  EXPECT_TRUE(std::all_of(gw.begin(), gw.end(), [](float x) { return x == 0.0f; }));
}

} // namespace

namespace {

TEST(LmHeadBackward, FrozenWeightAndPaddingRowsThatHoldNaN) {
  // A null grad_weight (a frozen LM head) gives the same grad_hidden; the weight's padding
  // rows (>= V_real), whatever they hold, never reach grad_hidden nor the real rows' grads.
  const int64_t vr = kV - 40;
  Contract c = hostLm(DType::BF16, DType::BF16, 1, vr);
  c.want_entropy = true;
  LmProblem p = makeLmProblem(freshSeed("lm_head backward padding"), DType::BF16, 13, kV, kH, vr);
  const std::vector<float> gl = normals("grad_logp", p.T), ge = normals("grad_entropy", p.T);
  const LmGrads clean = runLmBackward(runtime(), c, p, allRows(p.T), gl, &ge);
  for (int64_t j = vr; j < kV; ++j)
    for (int64_t k = 0; k < kH; ++k)
      p.weight[size_t(j * kH + k)] = (j + k) % 2 ? 0x7FC0 : 0x7F80; // NaN, +inf
  Contract c4 = c;
  c4.tp_size = 4;
  for (const Contract &ct : {c, c4}) {
    const LmGrads dirty = runLmBackward(runtime(), ct, p, allRows(p.T), gl, &ge);
    EXPECT_TRUE(sameBits(clean, dirty)) << "tp " << ct.tp_size;
  }
  auto op = must(runtime().getOp(c));
  LmOnTarget d(Arch::Host, p, allRows(p.T));
  GradInputs g;
  g.grad_logp = gl.data();
  g.grad_entropy = ge.data();
  g.lse = clean.forward.lse.data();
  g.entropy = clean.forward.entropy.data();
  std::vector<float> partial(size_t(p.T * kH));
  must(op->lmHeadBackward(d.inputs(c, p), g, partial.data(), /*grad_weight=*/nullptr));
  std::vector<uint16_t> gh(size_t(p.T * kH));
  must(op->lmHeadGradHidden(partial.data(), p.T, gh.data(), kH));
  EXPECT_EQ(gh, clean.hidden);
}

TEST(LmHeadBackward, CliChecksTheBackwardBitsAtTpN) {
  TempDir dir;
  const toolrun::ToolResult r =
      toolrun::run({"run", "--lm-head", "--backward", "--tokens", "37", "--vocab", "4096",
                    "--tile-width", "512", "--hidden-size", "32", "--tp", "8"},
                   {"LOGPJIT_CACHE_DIR=" + dir.path}, dir.path + "/run");
  ASSERT_EQ(r.rc, 0) << r.out << r.err;
  EXPECT_NE(toolrun::lineWith(r.out, "backward TP=1 vs TP=8 bitwise identical: yes"), "") << r.out;
  EXPECT_NE(toolrun::lineWith(r.out, "backward checksum"), "") << r.out;
  // Refused, not ignored or crashed on (sizes past this machine's memory or int64 products
  // before anything is allocated).
  for (const std::vector<std::string> &bad : {std::vector<std::string>{"--tokens", "-5"},
                                              {"--out", dir.path + "/x.safetensors"},
                                              {"--top-k", "5"},
                                              {"--hidden-size", "0"},
                                              {"--hidden-size", "9223372036854775792"},
                                              {"--tokens", "1000000000000"}}) {
    std::vector<std::string> args = {"run", "--lm-head", "--vocab", "4096", "--tile-width", "512"};
    if (bad[0] != "--hidden-size")
      args.insert(args.end(), {"--hidden-size", "32"});
    args.insert(args.end(), bad.begin(), bad.end());
    const toolrun::ToolResult e =
        toolrun::run(args, {"LOGPJIT_CACHE_DIR=" + dir.path}, dir.path + "/bad");
    EXPECT_EQ(e.rc, 1) << bad[0] << ": " << e.out << e.err;
    EXPECT_NE(e.err.find(bad[0]), std::string::npos) << e.err;
  }
}

TEST(LmHeadBackward, CliChecksSavedRowsBits) {
  TempDir dir;
  // 37 rows: keeping all of them skips the backward's recomputation (its one block lies
  // inside); keeping 20 keeps the forward's rows only.
  for (const char *keep : {"37", "20", "100"}) {
    const toolrun::ToolResult r = toolrun::run(
        {"run", "--lm-head", "--backward", "--tokens", "37", "--vocab", "4096", "--tile-width",
         "512", "--hidden-size", "32", "--tp", "2", "--save-rows", keep},
        {"LOGPJIT_CACHE_DIR=" + dir.path}, dir.path + "/run");
    ASSERT_EQ(r.rc, 0) << r.out << r.err;
    const std::string kept = std::string(keep) == "20" ? "20 rows' logits kept for the "
                                                         "backward (0 read by it)"
                                                       : "37 rows' logits kept for the "
                                                         "backward (37 read by it)";
    EXPECT_NE(toolrun::lineWith(r.out, kept + " vs recomputed bitwise identical: yes"), "")
        << r.out;
  }
  // Refused where nothing would read them: without --backward, without --lm-head, below 0.
  for (const std::vector<std::string> &bad :
       {std::vector<std::string>{"run", "--lm-head", "--save-rows", "8"},
        {"run", "--backward", "--save-rows", "8"},
        {"run", "--lm-head", "--backward", "--save-rows", "-1"},
        {"bench", "--lm-head", "--save-rows", "8"}}) {
    std::vector<std::string> args = bad;
    args.insert(args.end(),
                {"--tokens", "9", "--vocab", "4096", "--tile-width", "512", "--hidden-size", "32"});
    const toolrun::ToolResult e =
        toolrun::run(args, {"LOGPJIT_CACHE_DIR=" + dir.path}, dir.path + "/bad");
    EXPECT_EQ(e.rc, 1) << e.out << e.err;
    EXPECT_NE(e.err.find("--save-rows = "), std::string::npos) << e.err;
  }
}

} // namespace
