//===- lm_head.cpp - The LM head: materialized logits and the fused forward -===//
//
// docs/spec.md §16. lmHead() launches the GEMM over a whole shard. lmHeadTileStats() is the
// fused forward's rank step: the shard is cut into C chunks of whole tiles; for each block
// of rows and each chunk, the same GEMM writes the chunk's logits into a scratch block and
// tile_stats reads them as a sub-shard of the global tile grid. The partials are therefore
// bitwise those of tile_stats on the materialized logits, and the merge, which sums tiles
// in global order whatever the shards are, gives the materialized path's bits.
//
//===----------------------------------------------------------------------===//
#include "logpjit/buffer.h"
#include "logpjit/errors.h"
#include "logpjit/runtime.h"
#include "runtime/core/kernel_abi.h"
#include "runtime/core/op_internal.h"
#include "runtime/devices/device.h"

#include <fmt/format.h>

#include <cstring>

using namespace llvm;

namespace logpjit {

/// The LM-head rules of one call: the contract, the pointers, strides and alignment. hidden
/// and weight feed 16-byte copies (aligned bases, strides multiples of 8 elements); the
/// logits take any stride >= V_local (sm_90's tensor stores where the output is 16-byte
/// aligned with a stride of a multiple of 16 bytes, the threads' own stores elsewhere). With rows =
/// 0 the pointers of hidden and logits are not read (an empty tensor may have none).
Error checkLmHead(const Contract &c, const LmHeadInputs &in, const void *logits,
                  int64_t logitsStride, bool fused) {
  if (!c.lmHead())
    return invalidArgument("hidden_size", "the contract has hidden_size = 0 (no LM head): set "
                                          "hidden_size to H to pass hidden states");
  if (in.rows < 0)
    return invalidArgument("rows", fmt::format("rows = {}: expected >= 0", in.rows));
  const int64_t H = c.hidden_size;
  const bool empty = in.rows == 0;
  auto matrix = [&](const char *name, const void *p, int64_t stride, int64_t min, const char *shape,
                    bool copied, bool read) -> Error {
    if (!p && read)
      return invalidArgument(name, fmt::format("{}: null pointer (expected {})", name, shape));
    if (copied && reinterpret_cast<uintptr_t>(p) % 16 != 0)
      return invalidArgument(name, fmt::format("{}: address {} is not 16-byte aligned", name, p));
    if (stride < min || (copied && stride % 8 != 0))
      return invalidArgument(name, fmt::format("{} row stride = {}: expected {}>= {}", name, stride,
                                               copied ? "a multiple of 8 elements, " : "", min));
    return Error::success();
  };
  const std::string dt = dtypeName(c.hidden_dtype).str();
  if (Error e = matrix("hidden", in.hidden, in.hidden_stride, H,
                       fmt::format("[rows, H = {}] {}", H, dt).c_str(), true, !empty))
    return e;
  if (Error e = matrix("weight", in.weight, in.weight_stride, H,
                       fmt::format("[V_local = {}, H = {}] {}", c.shardCols(), H, dt).c_str(), true,
                       true))
    return e;
  if (!fused)
    if (Error e = matrix(
            "logits", logits, logitsStride, c.shardCols(),
            fmt::format("[rows, V_local = {}] {}", c.shardCols(), dtypeName(c.dtype).str()).c_str(),
            false, !empty))
      return e;
  return Error::success();
}

Error Op::launchGemm(const Loaded &k, const void *a, int64_t aStride, const void *b,
                     int64_t bStride, int64_t rows, int64_t n, int64_t K, void *out,
                     int64_t outStride, void *outLow, int64_t kExtent, const uint64_t *leafWords) {
  const int64_t rowTiles = (rows + abi::kLmHeadTileRows - 1) / abi::kLmHeadTileRows;
  // leaf_groups: n is whole tiles of W columns, each its own ceil(W / 256) column tiles
  // (kernel_abi.h); the kernel's LH_Cols counts those, the weight's map its n rows.
  const int64_t W = k.spec.tile_width, tileCols = abi::kLmHeadTileCols;
  const int64_t cols = k.spec.leaf_groups ? n / W * leafGroupsPerTile(W) * tileCols : n;
  const int64_t colTiles = (cols + tileCols - 1) / tileCols;
  const int64_t tiles = rowTiles * colTiles;
  // The kernels index tiles in 32 bits, and TMA takes signed 32-bit element coordinates.
  if (tiles > INT32_MAX || rows > INT32_MAX || n > INT32_MAX || K > INT32_MAX)
    return invalidArgument(
        "rows", fmt::format("a GEMM of {} rows x {} columns x {} (H) makes {} output tiles of {} "
                            "x {}: expected rows, columns, H and tiles below 2^31",
                            rows, n, K, tiles, abi::kLmHeadTileRows, abi::kLmHeadTileCols));
  uint64_t args[abi::LH_NumArgs] = {};
  args[abi::LH_Hidden] = ptrWord(a);
  args[abi::LH_HiddenStride] = aStride;
  args[abi::LH_Weight] = ptrWord(b);
  args[abi::LH_WeightStride] = bStride;
  args[abi::LH_Logits] = ptrWord(out);
  args[abi::LH_LogitsStride] = outStride;
  args[abi::LH_Rows] = rows;
  args[abi::LH_Cols] = cols;
  args[abi::LH_HiddenSize] = K;
  args[abi::LH_Tiles] = tiles;
  args[abi::LH_LogitsLow] = ptrWord(outLow);
  // An MN-major operand is read from k row 0 to kExtent - 1 (its tensor map's rows).
  if ((k.spec.a_mn_major || k.spec.b_mn_major) && (kExtent < 1 || kExtent > INT32_MAX))
    return invalidArgument("k_extent", fmt::format("a GEMM with MN-major operands has k extent "
                                                   "{}: expected 1 to 2^31 - 1 k rows",
                                                   kExtent));
  args[abi::LH_KExtent] = kExtent;
  if (leafWords) // KernelSpec::leaf_groups: LH_Targets onwards
    std::copy(leafWords, leafWords + (abi::LH_NumArgs - abi::LH_Targets), args + abi::LH_Targets);
  if (contract_.target.arch != Arch::SM90)
    return launch(k, args, abi::lmHeadArgCount(k.spec.leaf_groups), rows, tiles);
  if (tiles == 0)
    return Error::success();
  // The TMA tensor maps of the two operands (kernel_abi.h), kernel parameters of the launch.
  alignas(64) uint8_t maps[abi::kLmHeadTensorMaps][abi::kLmHeadTensorMapBytes];
  const Device &dev = deviceFor(Arch::SM90);
  const KernelSpec &spec = k.spec;
  // A K-major operand's map: {K, its rows}, boxes of a k-slice of the tile's rows (the
  // weight: a block's half); an MN-major one's: {its rows, kExtent}, boxes of 64 x a k-slice.
  auto operandMap = [&](uint8_t *map, const void *p, int64_t stride, int64_t mn, bool mnMajor,
                        unsigned boxRows) {
    return mnMajor
               ? dev.encodeTensorMap(map, p, mn, kExtent, stride * 2, abi::kLmHeadMnBox,
                                     abi::kLmHeadTensorBoxK)
               : dev.encodeTensorMap(map, p, K, mn, stride * 2, abi::kLmHeadTensorBoxK, boxRows);
  };
  if (Error e = operandMap(maps[0], a, aStride, rows, spec.a_mn_major, abi::kLmHeadTileRows))
    return e;
  if (Error e = operandMap(maps[1], b, bStride, n, spec.b_mn_major,
                           abi::kLmHeadTileCols / abi::kLmHeadClusterBlocks))
    return e;
  // The output's map where the kernel stores its tiles by TMA (else map 2 is unread).
  bool byTensor = abi::lmHeadTensorStores(dtypeSize(spec.dtype), spec.accumulate, spec.split_acc) &&
                  !spec.leaf_groups && rowsAligned16(out, outStride, 2);
  // A map the driver refuses (a row stride of 2^40 bytes or more, say) leaves the stores to
  // the threads: the same bits, as before tensor stores.
  if (byTensor)
    if (Error e = dev.encodeTensorMap(maps[2], out, n, rows, outStride * 2, abi::kLmHeadStoreBox,
                                      abi::kLmHeadStoreBox)) {
      consumeError(std::move(e));
      byTensor = false;
    }
  if (!byTensor)
    std::memcpy(maps[2], maps[0], abi::kLmHeadTensorMapBytes);
  args[abi::LH_StoreByTensor] = byTensor;
  void *extra[abi::kLmHeadTensorMaps] = {maps[0], maps[1], maps[2]};
  // The full kernel works on pairs of row tiles, one per cluster of 2 blocks: a grid of up
  // to 2 x pairs blocks (Op::launch caps it at the SMs) gives every pair its own cluster
  // where the SMs allow (with one row tile, a pair per column tile; the quick tier's blocks
  // past its tiles take none).
  static_assert(abi::kLmHeadClusterBlocks == 2, "tile pairs");
  const int64_t pairs = (rowTiles + 1) / 2 * colTiles;
  return launch(k, args, abi::lmHeadArgCount(k.spec.leaf_groups), rows, 2 * pairs, extra);
}

Error Op::launchLmHead(const LmHeadInputs &in, const void *weight, int64_t cols, void *logits,
                       int64_t logitsStride) {
  auto k = kernel(KernelKind::LmHead);
  if (!k)
    return k.takeError();
  return launchGemm(**k, in.hidden, in.hidden_stride, weight, in.weight_stride, in.rows, cols,
                    contract_.hidden_size, logits, logitsStride);
}

Expected<char *> Op::scratch(Scratch &s, size_t bytes, int64_t layout, bool zeroNew) {
  const Arch arch = contract_.target.arch;
  if (s.buffer && stream_ != s.stream && arch != Arch::Host)
    if (Error e = synchronize(arch))
      return std::move(e);
  s.stream = stream_;
  if (!s.buffer || s.buffer->size() < bytes || s.layout != layout) {
    s.buffer.reset();
    auto b = DeviceBuffer::allocate(arch, bytes, rt_.device());
    if (!b)
      return b.takeError();
    if (zeroNew)
      if (Error e = b->zero())
        return std::move(e);
    s.buffer = std::make_unique<DeviceBuffer>(std::move(*b));
    s.layout = layout;
  }
  return static_cast<char *>(s.buffer->data());
}

ShardInputs lmHeadRowBlock(const Contract &c, const LmHeadInputs &in, int64_t r0, int64_t rows,
                           const void *logits, int64_t stride) {
  const size_t targetSize = c.index_type == IndexType::I64 ? 8 : 4;
  ShardInputs sh;
  sh.logits = logits;
  sh.row_stride = stride;
  sh.rows = rows;
  sh.targets = static_cast<const char *>(in.targets) + size_t(r0) * targetSize;
  sh.active = in.active ? in.active + r0 : nullptr;
  sh.temperature = in.temperature ? in.temperature + r0 : nullptr;
  return sh;
}

Error Op::lmHead(const LmHeadInputs &in, void *logits, int64_t logitsStride) {
  if (Error e = checkLmHead(contract_, in, logits, logitsStride, /*fused=*/false))
    return e;
  if (in.rows == 0)
    return Error::success();
  return launchLmHead(in, in.weight, contract_.shardCols(), logits, logitsStride);
}

int64_t Op::lmHeadChunks() const {
  const Contract &c = contract_;
  // sm_90's leaf epilogue holds no block of logits: the shard is one chunk, one GEMM
  // launch per block of rows (the bits do not depend on the chunks). The contract alone
  // decides, so that ranks agree whatever their JIT mode (the quick tier's scratch path
  // then takes fewer rows per block).
  if (c.tile_sum == TileSum::Leaves && c.target.arch == Arch::SM90)
    return 1;
  const int64_t K = c.localTiles();
  for (int64_t n = 1; n < K; ++n)
    if (K % n == 0 &&
        kLmHeadBlockRows * (c.shardCols() / n) * int64_t(dtypeSize(c.dtype)) <= kLmHeadBlockBytes)
      return n;
  return K;
}

bool Op::lmHeadLeafEpilogue() const {
  const Contract &c = contract_;
  return c.tile_sum == TileSum::Leaves && c.target.arch == Arch::SM90 &&
         rt_.jitMode() != JitMode::Quick;
}

bool Op::lmHeadLeafSaves(const LmHeadSavedLogits &saved) const {
  const Contract &c = contract_;
  const size_t es = dtypeSize(c.dtype);
  return lmHeadLeafEpilogue() && abi::lmHeadParksLeafTiles(es, true) && c.tile_width % 8 == 0 &&
         rowsAligned16(saved.data, saved.stride, es);
}

Error Op::lmHeadLeafTileStats(const LmHeadInputs &in, float *partials, float *targetLogit,
                              int64_t firstRow, const LmHeadSavedLogits &saved) {
  const Contract &c = contract_;
  auto gemm = kernel(KernelSpec::lmHeadLeafGroups(c));
  if (!gemm)
    return gemm.takeError();
  auto tiles = kernel(KernelSpec::leafTilesFromGroups(c));
  if (!tiles)
    return tiles.takeError();
  const int64_t W = c.tile_width, P = c.partialWidth();
  const int64_t G = leafGroupsPerTile(W);
  const int64_t chunks = lmHeadChunks(), cols = c.shardCols() / chunks, perChunk = cols / W;
  // A block row: the chunk's tiles' groups in order, then the owned target's logit.
  const int64_t rowFloats = perChunk * G * P + 1;
  const int64_t blockRows = std::min(in.rows - firstRow, kLmHeadLeafBlockRows);
  // After the group partials (256-byte aligned), a parking kernel's LH_ParkedHalves: a
  // slot per block of the launch, which has at most one block per SM (Op::launch).
  const size_t groupBytes = (size_t(blockRows) * size_t(rowFloats) * 4 + 255) / 256 * 256;
  size_t parkedBytes = 0;
  if (abi::lmHeadParksLeafTiles(dtypeSize(c.dtype), /*leafGroups=*/true)) {
    auto sms = deviceFor(Arch::SM90).multiprocessors(rt_.device());
    if (!sms)
      return sms.takeError();
    parkedBytes = size_t(*sms) * abi::kLmHeadParkedBytes;
  }
  auto block = scratch(lmForward_, groupBytes + parkedBytes, /*layout=*/1, /*zeroNew=*/false);
  if (!block)
    return block.takeError();
  float *groups = reinterpret_cast<float *>(*block);
  char *parked = parkedBytes ? *block + groupBytes : nullptr;
  const size_t weightRow = size_t(in.weight_stride) * dtypeSize(c.hidden_dtype);
  const size_t hiddenRow = size_t(in.hidden_stride) * dtypeSize(c.hidden_dtype);
  for (int64_t r0 = firstRow; r0 < in.rows; r0 += blockRows) {
    const int64_t rows = std::min(blockRows, in.rows - r0);
    const void *hidden = static_cast<const char *>(in.hidden) + size_t(r0) * hiddenRow;
    ShardInputs sh = lmHeadRowBlock(c, in, r0, rows, groups, rowFloats);
    for (int64_t ch = 0; ch < chunks; ++ch) { // one GEMM over the chunk's tiles
      const int64_t start = c.shardStart() + ch * cols;
      uint64_t words[abi::LH_NumArgs - abi::LH_Targets] = {};
      words[abi::LH_Targets - abi::LH_Targets] = ptrWord(sh.targets);
      words[abi::LH_Active - abi::LH_Targets] = ptrWord(sh.active);
      words[abi::LH_IgnoreIndex - abi::LH_Targets] = c.ignore_index;
      words[abi::LH_Temperature - abi::LH_Targets] =
          c.temperature_rows ? ptrWord(sh.temperature) : f32Word(c.temperature);
      words[abi::LH_ColStart - abi::LH_Targets] = start;
      words[abi::LH_ValidCols - abi::LH_Targets] =
          std::clamp<int64_t>(c.realVocab() - start, 0, cols);
      words[abi::LH_TargetLogit - abi::LH_Targets] = ptrWord(groups + perChunk * G * P);
      words[abi::LH_ParkedHalves - abi::LH_Targets] = ptrWord(parked);
      if (r0 < saved.rows) { // this block's kept rows, from the chunk's first column
        const size_t at = size_t(r0) * size_t(saved.stride) + size_t(ch * cols);
        words[abi::LH_SavedLogits - abi::LH_Targets] =
            ptrWord(static_cast<char *>(saved.data) + at * dtypeSize(c.dtype));
        words[abi::LH_SavedStride - abi::LH_Targets] = saved.stride;
        words[abi::LH_SavedRows - abi::LH_Targets] = std::min(rows, saved.rows - r0);
      }
      const void *w = static_cast<const char *>(in.weight) + size_t(ch * cols) * weightRow;
      if (Error e = launchGemm(**gemm, hidden, in.hidden_stride, w, in.weight_stride, rows, cols,
                               c.hidden_size, groups, rowFloats, nullptr, 0, words))
        return e;
      const int64_t valid = std::clamp<int64_t>(c.realVocab() - start, 0, cols);
      float *p = partials + (size_t(ch) * in.rows + r0) * perChunk * P;
      if (Error e =
              launchTileStats(sh, start, cols, valid, p, targetLogit + ch * in.rows + r0, *tiles))
        return e;
    }
  }
  return Error::success();
}

Error checkSavedLogits(const Contract &c, const LmHeadInputs &in, const LmHeadSavedLogits &saved) {
  if (saved.rows < 0 || saved.rows > in.rows)
    return invalidArgument("saved_rows", fmt::format("saved_rows = {}: the rows whose logits "
                                                     "the forward keeps; expected 0 <= "
                                                     "saved_rows <= rows = {}",
                                                     saved.rows, in.rows));
  if (saved.rows == 0)
    return Error::success();
  LmHeadInputs blk = in;
  blk.rows = saved.rows;
  return checkLmHead(c, blk, saved.data, saved.stride, /*fused=*/false);
}

Error Op::lmHeadChunkTileStats(const LmHeadInputs &in, int64_t r0, int64_t rows, int64_t ch,
                               const void *logits, int64_t stride, float *partials,
                               float *targetLogit) {
  const Contract &c = contract_;
  const int64_t chunks = lmHeadChunks(), cols = c.shardCols() / chunks;
  const int64_t tilesPerChunk = c.localTiles() / chunks;
  const int64_t start = c.shardStart() + ch * cols;
  const int64_t valid = std::clamp<int64_t>(c.realVocab() - start, 0, cols);
  return launchTileStats(lmHeadRowBlock(c, in, r0, rows, logits, stride), start, cols, valid,
                         partials + (size_t(ch) * in.rows + r0) * tilesPerChunk * c.partialWidth(),
                         targetLogit + size_t(ch) * in.rows + r0);
}

Error Op::lmHeadSavedTileStats(const LmHeadInputs &in, float *partials, float *targetLogit,
                               const LmHeadSavedLogits &saved) {
  const Contract &c = contract_;
  LmHeadInputs blk = in;
  blk.rows = saved.rows;
  if (Error e = launchLmHead(blk, in.weight, c.shardCols(), saved.data, saved.stride))
    return e;
  const int64_t chunks = lmHeadChunks(), cols = c.shardCols() / chunks;
  for (int64_t ch = 0; ch < chunks; ++ch) { // each chunk a sub-shard, as in the scratch path
    const void *logits =
        static_cast<const char *>(saved.data) + size_t(ch * cols) * dtypeSize(c.dtype);
    if (Error e = lmHeadChunkTileStats(in, 0, saved.rows, ch, logits, saved.stride, partials,
                                       targetLogit))
      return e;
  }
  return Error::success();
}

Error Op::lmHeadTileStats(const LmHeadInputs &in, float *partials, float *targetLogit,
                          const LmHeadSavedLogits &saved) {
  const Contract &c = contract_;
  if (Error e = checkLmHead(c, in, nullptr, 0, /*fused=*/true))
    return e;
  if (Error e = checkTargets(in.targets, in.active, in.rows, in.temperature))
    return e;
  if (Error e = checkSavedLogits(c, in, saved))
    return e;
  if (in.rows == 0)
    return Error::success();
  if (!partials || !targetLogit)
    return invalidArgument("partials", "lm_head tile_stats outputs: null pointer (expected "
                                       "partials [C, rows, K_local / C, P] and target_logit "
                                       "[C, rows], C = lmHeadChunks())");
  // The leaf epilogue stores the saved rows' logits as it reduces them; elsewhere they
  // come first, materialized: the same partials' bits as either path below.
  if (saved.rows > 0 && lmHeadLeafSaves(saved))
    return lmHeadLeafTileStats(in, partials, targetLogit, 0, saved);
  if (saved.rows > 0)
    if (Error e = lmHeadSavedTileStats(in, partials, targetLogit, saved))
      return e;
  const int64_t firstRow = saved.rows;
  if (firstRow == in.rows)
    return Error::success();
  if (lmHeadLeafEpilogue())
    return lmHeadLeafTileStats(in, partials, targetLogit, firstRow);
  const int64_t chunks = lmHeadChunks(), cols = c.shardCols() / chunks;
  const size_t esize = dtypeSize(c.dtype);
  // Rows per block: kLmHeadBlockRows, fewer where a chunk's logits would pass
  // kLmHeadBlockBytes (a chunk the contract fixes: lmHeadChunks), whole output tiles.
  const int64_t fit = kLmHeadBlockBytes / (cols * int64_t(esize));
  const int64_t blockRows = std::min(
      {in.rows - firstRow, kLmHeadBlockRows,
       std::max<int64_t>(fit / abi::kLmHeadTileRows * abi::kLmHeadTileRows, abi::kLmHeadTileRows)});
  // Chunks per GEMM launch: as many as the scratch block holds for these rows (few rows:
  // the whole shard in one launch; the bits do not depend on the launch's column range).
  const int64_t perLaunch =
      std::clamp<int64_t>(kLmHeadBlockBytes / (blockRows * cols * int64_t(esize)), 1, chunks);
  // Rows of the scratch block: a multiple of 8 elements (lmHead's stride rule).
  const int64_t stride = (perLaunch * cols + 7) / 8 * 8;
  const size_t bytes = size_t(blockRows) * size_t(stride) * esize;
  auto block = scratch(lmForward_, bytes, /*layout=*/0, /*zeroNew=*/false);
  if (!block)
    return block.takeError();
  char *logits = *block;
  const size_t weightRow = size_t(in.weight_stride) * dtypeSize(c.hidden_dtype);
  const size_t hiddenRow = size_t(in.hidden_stride) * dtypeSize(c.hidden_dtype);
  for (int64_t r0 = firstRow; r0 < in.rows; r0 += blockRows) {
    LmHeadInputs blk = in;
    blk.rows = std::min(blockRows, in.rows - r0);
    blk.hidden = static_cast<const char *>(in.hidden) + size_t(r0) * hiddenRow;
    for (int64_t first = 0; first < chunks; first += perLaunch) {
      const int64_t n = std::min(perLaunch, chunks - first);
      const void *w = static_cast<const char *>(in.weight) + size_t(first * cols) * weightRow;
      if (Error e = launchLmHead(blk, w, n * cols, logits, stride))
        return e;
      for (int64_t ch = first; ch < first + n; ++ch) // each chunk a sub-shard
        if (Error e = lmHeadChunkTileStats(in, r0, blk.rows, ch,
                                           logits + size_t((ch - first) * cols) * esize, stride,
                                           partials, targetLogit))
          return e;
    }
  }
  return Error::success();
}

} // namespace logpjit
