//===- lm_head_backward.cpp - The LM head's backward from hidden states ----===//
//
// docs/spec.md §16, "Backward". For each block of at most kLmHeadBlockRows rows and each
// chunk of the rank's vocab leaves, the same GEMM as the forward recomputes the chunk's
// logits, the backward kernel turns them into their gradient G (rounded to the hidden
// dtype), and two more GEMMs in the canonical order take
//   grad_hidden_leaf [rows, H]  = G x weight_chunk      (K = the chunk's columns)
//   grad_weight_chunk [cols, H] = G^T x hidden_block    (K = the block's rows)
// from the operands where they lie (the weight chunk N-major; G M-major and the hidden block
// N-major for grad_weight: KernelSpec::a_mn_major, b_mn_major). Chunks of a leaf
// continue one MMA chain (accumulate specs), as do the row blocks of grad_weight; the leaves
// are summed in fp32 in a fixed pairwise tree over the global leaves, of which each rank holds
// an aligned subtree, so that lmHeadGradHidden() gives the same bits for any tp_size.
//
//===----------------------------------------------------------------------===//
#include "logpjit/errors.h"
#include "logpjit/runtime.h"
#include "runtime/core/kernel_abi.h"
#include "runtime/core/op_internal.h"
#include "runtime/devices/device.h"

#include <fmt/format.h>
#include <numeric>
#include <vector>

using namespace llvm;

namespace logpjit {

namespace {

int64_t roundUp(int64_t x, int64_t m) { return (x + m - 1) / m * m; }

/// The backward's block layout: what one block of rows and one chunk of columns need.
struct BackLayout {
  int64_t blockRows;          ///< rows per block
  int64_t cols, stride;       ///< a chunk's columns; the logits blocks' stride (16 | stride)
  int64_t leaves, leafChunks; ///< the rank's leaves, chunks per leaf
  size_t logits, grad, grad16, zeroRow, leafSums, total; ///< byte offsets
};

size_t align256(size_t x) { return (x + 255) / 256 * 256; }

/// Partial sums the pairwise tree over `leaves` (a power of two) holds at once when its
/// leaves are added as they come: log2(leaves) + 1.
int64_t stackDepth(int64_t leaves) {
  int64_t d = 1;
  for (int64_t n = leaves; n > 1; n /= 2)
    ++d;
  return d;
}

BackLayout backLayout(const Contract &c, int64_t rows, int64_t leaves) {
  BackLayout L;
  L.blockRows = std::min(rows, kLmHeadBlockRows);
  L.leaves = leaves / c.tp_size;
  const int64_t leafTiles = c.numTiles() / leaves;
  const size_t es = dtypeSize(c.dtype), hs = dtypeSize(c.hidden_dtype);
  L.leafChunks = leafTiles;
  for (int64_t n = 1; n <= leafTiles; ++n) // the fewest chunks per leaf whose block fits
    if (leafTiles % n == 0 &&
        kLmHeadBlockRows * (leafTiles / n) * c.tile_width * int64_t(es) <= kLmHeadBlockBytes) {
      L.leafChunks = n;
      break;
    }
  L.cols = leafTiles / L.leafChunks * c.tile_width;
  L.stride = roundUp(L.cols, 16);
  const int64_t H = c.hidden_size;
  size_t at = 0;
  auto take = [&](size_t bytes) {
    size_t off = at;
    at = align256(at + bytes);
    return off;
  };
  L.logits = take(size_t(L.blockRows) * L.stride * es);
  // The backward kernel is elementwise (each thread reads its logits, then writes their
  // gradient to the same places), so G overwrites the chunk's logits, which nothing reads
  // after it.
  L.grad = L.logits;
  L.grad16 = c.dtype == c.hidden_dtype ? L.grad : take(size_t(L.blockRows) * L.stride * hs);
  // A row of H zeros: grad_hidden's weight operand where a chunk has no real columns.
  L.zeroRow = take(size_t(H) * hs);
  L.leafSums = take(L.leaves > 1 ? size_t(stackDepth(L.leaves)) * L.blockRows * H * 4 : 0);
  L.total = std::max<size_t>(at, 256);
  return L;
}

/// Whether a block of kept logits can take its own gradient in place, as the GEMMs read it:
/// 16-bit logits (G in the hidden dtype, element for element), every chunk whole 16-column
/// units (grad_hidden's K reads no column of the next chunk) and 16-byte aligned rows (the
/// GEMMs' tensor maps).
bool savedHoldsGrad(const Contract &c, const BackLayout &L, const LmHeadSavedLogits &saved) {
  return c.dtype == c.hidden_dtype && L.cols % 16 == 0 &&
         rowsAligned16(saved.data, saved.stride, dtypeSize(c.dtype));
}

} // namespace

int64_t Op::lmHeadGradLeaves() const { return std::gcd<int64_t>(contract_.numTiles(), 8); }

Error Op::launchGemmSpec(KernelSpec spec, const void *a, int64_t aStride, const void *b,
                         int64_t bStride, int64_t rows, int64_t n, int64_t K, void *out,
                         int64_t outStride, void *outLow, int64_t kExtent) {
  const size_t os = spec.split_acc ? 2 : dtypeSize(spec.dtype), is = dtypeSize(spec.hidden_dtype);
  const uint64_t pairs = ptrWord(out) | uint64_t(outStride) * os | ptrWord(outLow);
  const bool split = spec.hasWholeTilesVariant() && pairs % (2 * os) == 0;
  KernelSpec whole = spec;
  whole.whole_tiles = true;
  for (const abi::GemmPart &p : abi::gemmParts(rows, n, split)) {
    auto k = kernel(p.whole ? whole : spec);
    if (!k)
      return k.takeError();
    const size_t at = size_t(p.r0 * outStride + p.c0) * os;
    // A part's first row of A (column of B): a row of a K-major operand, an element of a
    // k row of an MN-major one.
    const size_t aAt = size_t(spec.a_mn_major ? p.r0 : p.r0 * aStride) * is;
    const size_t bAt = size_t(spec.b_mn_major ? p.c0 : p.c0 * bStride) * is;
    if (Error e = launchGemm(**k, static_cast<const char *>(a) + aAt, aStride,
                             static_cast<const char *>(b) + bAt, bStride, p.rows, p.cols, K,
                             static_cast<char *>(out) + at, outStride,
                             outLow ? static_cast<char *>(outLow) + at : nullptr, kExtent))
      return e;
  }
  return Error::success();
}

Error Op::launchGradWeightGemm(const void *grad, int64_t gradStride, const void *hidden,
                               int64_t hiddenStride, int64_t rows, int64_t cols,
                               const GradWeightOut &gw, int64_t local, bool from, bool end) {
  const int64_t H = contract_.hidden_size, K = roundUp(rows, 16);
  const size_t at = size_t(local) * H; // the chunk's first element
  const DType hd = contract_.hidden_dtype;
  // fp32: the chain in the output; 16-bit: fp32 sums split into halves between blocks,
  // rounded into data by the last one (one block alone: the plain GEMM into the hidden dtype).
  const bool f32 = gw.dtype == DType::F32;
  const KernelSpec spec =
      f32 ? KernelSpec::lmHeadGradWeightGemm(contract_.target, hd, DType::F32, from)
          : KernelSpec::lmHeadGradWeightGemm(contract_.target, hd, end ? hd : DType::F32, from,
                                             from || !end);
  void *out = f32 ? static_cast<void *>(static_cast<float *>(gw.data) + at)
                  : static_cast<void *>(static_cast<uint16_t *>(gw.data) + at);
  return launchGemmSpec(spec, grad, gradStride, hidden, hiddenStride, cols, H, K, out, H,
                        !f32 && gw.low ? gw.low + at : nullptr, rows);
}

Error Op::launchRelayout(DType in, DType out, const void *src, int64_t srcStride, const float *add,
                         void *dst, int64_t dstStride, int64_t rows, int64_t cols) {
  const int64_t groups = (rows + 7) / 8; // kernel_abi.h: a unit per group of 8 rows
  auto k = kernel(KernelSpec::relayout(contract_.target, in, out));
  if (!k)
    return k.takeError();
  uint64_t args[abi::RL_NumArgs] = {};
  args[abi::RL_In] = ptrWord(src);
  args[abi::RL_InStride] = srcStride;
  args[abi::RL_Add] = ptrWord(add);
  args[abi::RL_Out] = ptrWord(dst);
  args[abi::RL_OutStride] = dstStride;
  args[abi::RL_Rows] = rows;
  args[abi::RL_Cols] = cols;
  args[abi::RL_Groups] = groups;
  args[abi::RL_Units] = groups;
  return launch(**k, args, abi::RL_NumArgs, groups, 1);
}

/// `g` for the rows from r0 on.
static GradInputs gradRows(const GradInputs &g, int64_t r0) {
  GradInputs b = g;
  auto at = [&](const float *p) { return p ? p + r0 : nullptr; };
  b.grad_logp = g.grad_logp + (g.grad_logp_stride ? r0 : 0);
  b.grad_lse = at(g.grad_lse);
  b.grad_entropy = at(g.grad_entropy);
  b.lse = at(g.lse);
  b.entropy = at(g.entropy);
  return b;
}

Error Op::lmHeadBackward(const LmHeadInputs &in, const GradInputs &g, float *gradHidden,
                         float *gradWeight, bool accumulateWeight) {
  GradWeightOut gw;
  gw.data = gradWeight;
  gw.accumulate = accumulateWeight;
  return lmHeadBackward(in, g, gradHidden, gw);
}

/// A 16-bit grad_weight's checks: its dtype, both buffers' alignment, `low` wherever the
/// chain spans calls or this call's row blocks, and rows > 0 in a call that ends a chain.
static Error checkGradWeight(const Contract &c, const GradWeightOut &gw, int64_t rows) {
  if (!gw.data || gw.dtype == DType::F32)
    return Error::success();
  if (gw.dtype != c.hidden_dtype)
    return invalidArgument("grad_weight",
                           fmt::format("grad_weight: dtype {}: expected fp32 or the contract's "
                                       "hidden_dtype {}",
                                       dtypeName(gw.dtype).str(), dtypeName(c.hidden_dtype).str()));
  // The GEMM moves each pair of adjacent halves as one 32-bit word (lm_head_parts.h).
  for (auto [name, p] :
       {std::pair<const char *, const void *>{"grad_weight", gw.data}, {"grad_weight_low", gw.low}})
    if (reinterpret_cast<uintptr_t>(p) % 4)
      return invalidArgument(name, fmt::format("{}: address {}: a 16-bit grad_weight's halves "
                                               "must be 4-byte aligned",
                                               name, p));
  // The sums outlive a GEMM wherever the chain spans calls or this call's row blocks.
  const char *spans = gw.accumulate             ? "calls (accumulate)"
                      : !gw.finish              ? "calls (not finished)"
                      : rows > kLmHeadBlockRows ? "row blocks"
                                                : nullptr;
  if (spans && !gw.low)
    return invalidArgument(
        "grad_weight_low",
        fmt::format("grad_weight_low: null, but the {} grad_weight's chain spans {} (rows = {}, "
                    "blocks of {}): expected int16 or uint16 [V_local = {}, H = {}] for its "
                    "low halves",
                    dtypeName(gw.dtype).str(), spans, rows, kLmHeadBlockRows, c.shardCols(),
                    c.hidden_size));
  if (rows == 0 && gw.accumulate && gw.finish)
    return invalidArgument("rows", fmt::format("rows = 0: a call that ends the {} grad_weight's "
                                               "chain begun by earlier calls needs rows > 0",
                                               dtypeName(gw.dtype).str()));
  return Error::success();
}

Error Op::lmHeadBackward(const LmHeadInputs &in, const GradInputs &g, float *gradHidden,
                         const GradWeightOut &gw, const LmHeadSavedLogits &saved) {
  const Contract &c = contract_;
  if (Error e = checkLmHead(c, in, nullptr, 0, /*fused=*/true))
    return e;
  if (Error e = checkTargets(in.targets, in.active, in.rows, in.temperature))
    return e;
  const int64_t leaves = lmHeadGradLeaves();
  if (leaves % c.tp_size != 0)
    return invalidArgument(
        "tp_size", fmt::format("tp_size = {}: the LM head's backward sums grad_hidden over "
                               "gcd(K = {}, 8) = {} vocab leaves, of which each rank must hold "
                               "whole ones (tp_size a divisor of {})",
                               c.tp_size, c.numTiles(), leaves, leaves));
  if (Error e = checkGradWeight(c, gw, in.rows))
    return e;
  if (Error e = checkSavedLogits(c, in, saved))
    return e;
  const int64_t H = c.hidden_size;
  const bool split = gw.data && gw.dtype != DType::F32; // a 16-bit grad_weight
  if (in.rows == 0) { // grad_weight = 0, or unchanged when accumulating
    if (!gw.data || gw.accumulate)
      return Error::success();
    const Device &dev = deviceFor(c.target.arch);
    const size_t n = size_t(c.shardCols()) * H;
    if (Error e = dev.zero(gw.data, n * dtypeSize(gw.dtype)))
      return e;
    return split && !gw.finish ? dev.zero(gw.low, n * 2) : Error::success();
  }
  if (Error e = checkGradInputs(g))
    return e;
  if (!gradHidden)
    return invalidArgument("grad_hidden", fmt::format("grad_hidden: null pointer (expected fp32 "
                                                      "[rows = {}, H = {}])",
                                                      in.rows, H));
  const BackLayout L = backLayout(c, in.rows, leaves);
  // The blocks' padding columns must read as zero: a new layout starts from a zeroed block.
  auto block = scratch(lmBackward_, L.total, L.blockRows, /*zeroNew=*/true);
  if (!block)
    return block.takeError();
  char *base = *block;
  void *logits = base + L.logits, *grad = base + L.grad, *grad16 = base + L.grad16;
  const void *zeroRow = base + L.zeroRow;
  float *leafSums = reinterpret_cast<float *>(base + L.leafSums);
  const DType hd = c.hidden_dtype;
  const size_t hiddenRow = size_t(in.hidden_stride) * dtypeSize(hd);
  const size_t weightRow = size_t(in.weight_stride) * dtypeSize(hd);
  for (int64_t r0 = 0; r0 < in.rows; r0 += L.blockRows) {
    LmHeadInputs blk = in;
    blk.rows = std::min(L.blockRows, in.rows - r0);
    blk.hidden = static_cast<const char *>(in.hidden) + size_t(r0) * hiddenRow;
    ShardInputs sh = lmHeadRowBlock(c, in, r0, blk.rows, logits, L.stride);
    // A block wholly inside the saved rows reads their logits instead of recomputing them.
    const bool isSaved = r0 + blk.rows <= lmHeadSavedRowsRead(saved.rows, in.rows);
    if (isSaved)
      sh.row_stride = saved.stride;
    const GradInputs gb = gradRows(g, r0);
    float *blockOut = gradHidden + size_t(r0) * H;
    // grad_weight's chain: continued from earlier rows or calls; rounded after the last rows.
    const bool from = gw.accumulate || r0 > 0;
    const bool end = !split || (gw.finish && r0 + L.blockRows >= in.rows);
    // Where the kept logits can hold their own gradient, the whole block's G is made there
    // at once and grad_weight's GEMM covers the shard: one launch each instead of one per
    // chunk (no chunk's last wave of tiles), the same operations on every element.
    char *inPlace =
        isSaved && savedHoldsGrad(c, L, saved)
            ? static_cast<char *>(saved.data) + size_t(r0) * saved.stride * dtypeSize(c.dtype)
            : nullptr;
    if (inPlace) {
      sh.logits = inPlace;
      const int64_t valid = std::clamp<int64_t>(c.realVocab() - c.shardStart(), 0, c.shardCols());
      if (Error e =
              launchBackward(sh, gb, c.shardStart(), c.shardCols(), valid, inPlace, saved.stride))
        return e;
    }
    // The rank's subtree as a stack of partial sums: each leaf is pushed, and the top two
    // are added while they are sums of as many leaves (pairs of leaves, then pairs of
    // pairs, ...; the last sum into the output), which is the pairwise tree's order.
    std::vector<int64_t> sizes; // leaves summed in each stack slot
    auto slot = [&](size_t i) { return leafSums + i * size_t(L.blockRows) * H; };
    for (int64_t leaf = 0; leaf < L.leaves; ++leaf) {
      float *leafOut = L.leaves == 1 ? blockOut : slot(sizes.size());
      for (int64_t ch = 0; ch < L.leafChunks; ++ch) {
        const int64_t local = (leaf * L.leafChunks + ch) * L.cols; // the chunk's first column
        const void *w = static_cast<const char *>(in.weight) + size_t(local) * weightRow;
        const int64_t start = c.shardStart() + local;
        const int64_t valid = std::clamp<int64_t>(c.realVocab() - start, 0, L.cols);
        const void *g16 = grad16; // this chunk's G, rounded to the hidden dtype
        int64_t g16Stride = L.stride;
        if (inPlace) {
          g16 = inPlace + size_t(local) * dtypeSize(c.dtype);
          g16Stride = saved.stride;
        } else {
          if (isSaved)
            sh.logits = static_cast<const char *>(saved.data) +
                        (size_t(r0) * saved.stride + size_t(local)) * dtypeSize(c.dtype);
          else if (Error e = launchLmHead(blk, w, L.cols, logits, L.stride))
            return e;
          if (Error e = launchBackward(sh, gb, start, L.cols, valid, grad, L.stride))
            return e;
          if (grad16 != grad) // fp32 logits: their gradient rounded to the hidden dtype
            if (Error e = launchRelayout(c.dtype, hd, grad, L.stride, nullptr, grad16, L.stride,
                                         blk.rows, L.cols))
              return e;
        }
        // grad_hidden's leaf: G x the weight chunk read in place (N-major), whose rows are
        // K; the padding rows past its real ones read as 0, whatever they hold (0 x NaN =
        // NaN); a chunk without real rows reads a row of zeros.
        if (Error e = launchGemmSpec(KernelSpec::lmHeadGradHiddenGemm(c.target, hd, ch > 0), g16,
                                     g16Stride, valid > 0 ? w : zeroRow,
                                     valid > 0 ? in.weight_stride : H, blk.rows, H, L.stride,
                                     leafOut, H, nullptr, std::max<int64_t>(valid, 1)))
          return e;
        if (!gw.data || inPlace) // a frozen weight: grad_hidden alone; in place: below
          continue;
        if (Error e = launchGradWeightGemm(grad16, L.stride, blk.hidden, in.hidden_stride, blk.rows,
                                           L.cols, gw, local, from, end))
          return e;
      }
      if (L.leaves == 1)
        continue;
      sizes.push_back(1);
      while (sizes.size() >= 2 && sizes[sizes.size() - 1] == sizes[sizes.size() - 2]) {
        const size_t top = sizes.size() - 1;
        float *a = slot(top - 1);
        float *out = 2 * sizes[top] == L.leaves ? blockOut : a;
        if (Error e = launchRelayout(DType::F32, DType::F32, a, H, slot(top), out, H, blk.rows, H))
          return e;
        sizes.pop_back();
        sizes.back() *= 2;
      }
    }
    if (inPlace && gw.data) // grad_weight over the whole shard: G^T x the hidden block
      if (Error e = launchGradWeightGemm(inPlace, saved.stride, blk.hidden, in.hidden_stride,
                                         blk.rows, c.shardCols(), gw, 0, from, end))
        return e;
  }
  return Error::success();
}

Error Op::lmHeadGradHidden(const float *gathered, int64_t rows, void *gradHidden, int64_t stride) {
  const Contract &c = contract_;
  if (!c.lmHead())
    return invalidArgument("hidden_size", "the contract has hidden_size = 0 (no LM head)");
  if (rows < 0)
    return invalidArgument("rows", fmt::format("rows = {}: expected >= 0", rows));
  const int64_t H = c.hidden_size, tp = c.tp_size;
  if (stride < H)
    return invalidArgument("grad_hidden", fmt::format("grad_hidden row stride = {}: expected >= "
                                                      "H = {}",
                                                      stride, H));
  if (rows == 0)
    return Error::success();
  if (!gathered || !gradHidden)
    return invalidArgument("grad_hidden", fmt::format("lmHeadGradHidden: null pointer (expected "
                                                      "the partials fp32 [tp_size = {}, rows, H] "
                                                      "and grad_hidden [rows, stride])",
                                                      tp));
  if (lmHeadGradLeaves() % tp != 0)
    return invalidArgument("tp_size", fmt::format("tp_size = {}: not a divisor of the LM head's "
                                                  "{} vocab leaves",
                                                  tp, lmHeadGradLeaves()));
  const DType hd = c.hidden_dtype;
  const size_t part = size_t(rows) * H;
  if (tp == 1)
    return launchRelayout(DType::F32, hd, gathered, H, nullptr, gradHidden, stride, rows, H);
  if (tp == 2)
    return launchRelayout(DType::F32, hd, gathered, H, gathered + part, gradHidden, stride, rows,
                          H);
  auto block = scratch(lmRankSums_, part * 4 * (tp / 2), /*layout=*/0, /*zeroNew=*/false);
  if (!block)
    return block.takeError();
  float *sums = reinterpret_cast<float *>(*block);
  for (int64_t i = 0; i < tp / 2; ++i) // the ranks' pairs
    if (Error e = launchRelayout(DType::F32, DType::F32, gathered + 2 * i * part, H,
                                 gathered + (2 * i + 1) * part, sums + i * part, H, rows, H))
      return e;
  for (int64_t span = 1; span < tp / 2; span *= 2)
    for (int64_t i = 0; i + span < tp / 2; i += 2 * span) {
      float *a = sums + i * part, *b = sums + (i + span) * part;
      Error e = 2 * span == tp / 2
                    ? launchRelayout(DType::F32, hd, a, H, b, gradHidden, stride, rows, H)
                    : launchRelayout(DType::F32, DType::F32, a, H, b, a, H, rows, H);
      if (e)
        return e;
    }
  return Error::success();
}

} // namespace logpjit
