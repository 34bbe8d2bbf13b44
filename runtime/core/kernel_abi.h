//===- kernel_abi.h - Argument layout shared by templates and runtime ------===//
//
// Every kernel takes its arguments as an array of 64-bit words: pointers, int64
// values, and fp32 values stored in the low 32 bits. On the host the generated
// function is
//     void kernel(const uint64_t *args, int64_t row_begin, int64_t row_end);
// and processes rows [row_begin, row_end). GPU backends pass the same words as
// kernel parameters. The enums below give each word's index.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "logpjit/target.h"

#include <cstddef>
#include <cstdint>
#include <vector>

namespace logpjit::abi {

/// tile_stats: per (row, local tile) partial (m, s[, t]) and the owner's target logit.
enum TileStatsArg : unsigned {
  TS_Logits,      ///< const T*: [rows, row_stride], column 0 = this shard's first column
  TS_RowStride,   ///< int64, elements, >= shard_cols
  TS_Targets,     ///< const int64/int32*: [rows] global token ids
  TS_Active,      ///< const uint8*: [rows] (ActiveMask mode) or 0
  TS_IgnoreIndex, ///< int64 (IgnoreIndex mode)
  TS_ShardStart,  ///< int64: global column id of column 0
  TS_ShardCols,   ///< int64: V_local
  TS_ValidCols,   ///< int64: columns [0, valid) of the shard are real, the rest padding
  TS_Temperature, ///< fp32 bits (used when the spec has a temperature); temperature_rows
                  ///< specs: const float* [rows], tau of each row
  TS_Partials,    ///< float*: [rows, K_local, P], P = 2 (m, s) or 3 (m, s, t)
  TS_TargetLogit, ///< float*: [rows]; x_target if this shard owns an active row's target, else 0
  TS_Rows,        ///< int64: T
  TS_NumArgs
};

/// topk_stats (templates/topk.cpp, TP 1): tile_stats' arguments, then its lane stats.
enum TopKStatsArg : unsigned {
  /// int64*: [rows, K_local, L]: lane l of a tile (chunks c = i L + l of C columns): the
  /// value key of its largest x / tau << 32 | its columns with x / tau > the target's; as
  /// int32 words in the first half of the buffer where topk::packedLaneWords (bf16, no
  /// temperature: the max's bf16 bits << 16 | the count; templates/topk_keys.h)
  TKS_LaneStats = TS_NumArgs,
  TKS_NumArgs
};

/// merge: per row, all K tiles in global order -> lse, logp[, entropy].
enum MergeArg : unsigned {
  MG_Partials,    ///< const float*: [tp, rows, K_local, P] (all-gathered, rank-major)
  MG_TargetLogit, ///< const float*: [tp, rows]
  MG_Targets,     ///< const int64/int32*: [rows]
  MG_Active,      ///< const uint8*: [rows] or 0
  MG_IgnoreIndex, ///< int64
  MG_TpSize,      ///< int64
  MG_LocalTiles,  ///< int64: K_local
  MG_ShardCols,   ///< int64: V_local (owner rank = target / V_local)
  MG_Lse,         ///< float*: [rows]
  MG_Logp,        ///< float*: [rows]
  MG_Entropy,     ///< float*: [rows] (entropy specs)
  MG_Rows,        ///< int64: T
  MG_RealVocab,   ///< int64: V_real; an active target outside [0, V_real) gets logp = NaN
  MG_Status,      ///< int64* or 0: set to (row + 1) of an invalid active target, -(row + 1)
                  ///< of an active row with an invalid temperature (plain store; when
                  ///< several rows are invalid, one of them)
  MG_Temperature, ///< const float* [rows] (temperature_rows specs: checked per active row)
  MG_NumArgs
};

/// topk_tile (templates/topk.cpp, docs/spec.md §15): one unit per (row, local tile).
enum TopKTileArg : unsigned {
  TK_Logits,       ///< const T*: [rows, row_stride]
  TK_RowStride,    ///< int64
  TK_Targets,      ///< const int64/int32*: [rows] global token ids
  TK_Active,       ///< const uint8*: [rows] or 0
  TK_IgnoreIndex,  ///< int64
  TK_ShardStart,   ///< int64: global column id of column 0
  TK_ShardCols,    ///< int64: V_local
  TK_ValidCols,    ///< int64: real columns of the shard
  TK_Temperature,  ///< fp32 bits; temperature_rows specs: const float* [rows]
  TK_TargetLogit,  ///< const float*: [tp, rows], every rank's tile_stats target_logit
  TK_TpSize,       ///< int64
  TK_RealVocab,    ///< int64: V_real (a target outside [0, V_real) counts nothing)
  TK_Partials,     ///< const float*: [tp, rows, K_local, P], every rank's gathered partials
  TK_PartialWidth, ///< int64: P (the tile max m is element 0)
  TK_Candidates,   ///< int64*: [rows, K_local, k] candidate keys, best first (topKKey)
  TK_Above,        ///< int64*: [rows, K_local] columns whose key is above the target's
  TK_Rows,         ///< int64: T
  TK_NumArgs
};

/// topk_merge (templates/topk.cpp): one unit (a warp on GPUs) per row.
enum TopKMergeArg : unsigned {
  TM_Candidates,  ///< const int64*: [tp, rows, K_local, k] (all-gathered, rank-major)
  TM_Above,       ///< const int64*: [tp, rows, K_local]
  TM_Targets,     ///< const int64/int32*: [rows]
  TM_Active,      ///< const uint8*: [rows] or 0
  TM_IgnoreIndex, ///< int64
  TM_TpSize,      ///< int64
  TM_LocalTiles,  ///< int64: K_local
  TM_RealVocab,   ///< int64: V_real (rank 0 for an active target outside [0, V_real))
  TM_Lse,         ///< const float*: [rows], the merge's lse
  TM_Ids,         ///< int64*: [rows, k] token ids, best first (-1: none)
  TM_Logprobs,    ///< float*: [rows, k] x_i / tau - lse (-inf where the id is -1)
  TM_Rank,        ///< int64*: [rows] 1 + tokens whose key is above the target's
  TM_Rows,        ///< int64: T
  TM_NumArgs
};

/// topk_select (templates/topk_select.cpp, TP 1): one unit (a warp on GPUs) per row, from
/// topk_stats' partials, target logit and lane stats, re-reading the logits of the few
/// lanes that can hold the row's k best. With TSL_MergeHere it also runs the row's merge
/// (templates/merge.cpp, the merge kernel's operations and bits) and writes its outputs;
/// without, it reads the merge's lse.
enum TopKSelectArg : unsigned {
  TSL_Logits,       ///< const T*: [rows, row_stride]
  TSL_RowStride,    ///< int64
  TSL_Targets,      ///< const int64/int32*: [rows]
  TSL_Active,       ///< const uint8*: [rows] or 0
  TSL_IgnoreIndex,  ///< int64
  TSL_ShardCols,    ///< int64: V (TP 1)
  TSL_ValidCols,    ///< int64: V_real
  TSL_Temperature,  ///< fp32 bits; temperature_rows specs: const float* [rows]
  TSL_Partials,     ///< const float*: [rows, K, P] topk_stats' partials (the tile max first)
  TSL_PartialWidth, ///< int64: P
  TSL_TargetLogit,  ///< const float*: [rows] topk_stats' target logit (x_target / tau)
  TSL_LaneStats,    ///< const int64*: [rows, K, L] topk_stats' lane stats (TKS_LaneStats)
  TSL_Lse,          ///< float*: [rows], the merge's lse (read; written with TSL_MergeHere)
  TSL_Ids,          ///< int64*: [rows, k] token ids, best first (-1: none)
  TSL_Logprobs,     ///< float*: [rows, k] x_i / tau - lse (-inf where the id is -1)
  TSL_Rank,         ///< int64*: [rows] 1 + tokens whose key is above the target's
  TSL_TopP,         ///< fp32 bits: the processed sampler's top_p, 0 for the k best
  TSL_Rows,         ///< int64: T
  TSL_MergeHere,    ///< int64: 1 = the row's merge runs here (0: TSL_Lse is read)
  TSL_Logp,         ///< float*: [rows] the merge's logp (TSL_MergeHere)
  TSL_Entropy,      ///< float*: [rows] the merge's entropy (TSL_MergeHere, entropy specs)
  TSL_Status,       ///< int64* or 0: the merge's status word (TSL_MergeHere; MG_Status)
  TSL_NumArgs
};

/// sampler (templates/sampler.cpp, docs/spec.md §15): vLLM's processed sampler logprobs from
/// topk_merge's outputs; one thread per row, one warp per row where mergeWarpPerRow (its
/// lanes compute the candidates' exps, every lane runs the sums on broadcast terms).
enum SamplerArg : unsigned {
  SP_Ids,         ///< const int64*: [rows, C] raw candidate ids, best first (C = contract k)
  SP_Logprobs,    ///< const float*: [rows, C] their raw logprobs
  SP_Rank,        ///< const int64*: [rows] the sampled token's raw rank
  SP_Sampled,     ///< const int64/int32*: [rows] the sampled token ids
  SP_TopK,        ///< int64: 0 (no top-k filter) or 1..C
  SP_TopP,        ///< fp32 bits: in [0, 1]; 0 and 1: no top-p filter
  SP_NumLogprobs, ///< int64: n, 0..C
  SP_OutLogp,     ///< float*: [rows] the sampled token's processed logprob
  SP_OutRank,     ///< int64*: [rows] its raw rank where kept, else 0
  SP_OutIds,      ///< int64*: [rows, n] the first n kept ids (-1: filtered out)
  SP_OutLogprobs, ///< float*: [rows, n] their processed logprobs (-inf: filtered out)
  SP_Kept,        ///< int64*: [rows] candidates kept; 0 inactive; -1 top_p not reached
  SP_Rows,        ///< int64: T
  SP_Status,      ///< int64* or 0: where a row that does not reach top_p is recorded (row + 1)
  SP_NumArgs
};

/// backward: grad_logits for one shard (elementwise).
enum BackwardArg : unsigned {
  BW_Logits,         ///< const T*: [rows, row_stride]
  BW_RowStride,      ///< int64
  BW_Targets,        ///< const int64/int32*: [rows]
  BW_Active,         ///< const uint8*: [rows] or 0
  BW_IgnoreIndex,    ///< int64
  BW_ShardStart,     ///< int64
  BW_ShardCols,      ///< int64
  BW_ValidCols,      ///< int64
  BW_Temperature,    ///< fp32 bits; temperature_rows specs: const float* [rows]
  BW_Lse,            ///< const float*: [rows]
  BW_Entropy,        ///< const float*: [rows] (grad_entropy specs)
  BW_GradLogp,       ///< const float*: [rows]
  BW_GradLse,        ///< const float*: [rows] (grad_lse specs)
  BW_GradEntropy,    ///< const float*: [rows] (grad_entropy specs)
  BW_GradLogits,     ///< T*: [rows, grad_row_stride]
  BW_GradRowStride,  ///< int64
  BW_Rows,           ///< int64
  BW_GradLogpStride, ///< int64: grad_logp's row step, 1 or 0 (one value for every row)
  BW_NumArgs
};

/// lm_head (templates/lm_head.cpp, docs/spec.md §16): logits [rows, cols] = hidden [rows, H]
/// x weight [cols, H]^T. Host: one unit per (row, 8 columns). GPUs: blocks of
/// lmHeadBlockThreads, one per tile (sm_90: at most one per SM; the quick tier's blocks loop
/// over the tiles u, u + blocks, ...) of kLmHeadTileRows x kLmHeadTileCols outputs,
/// tiles taken in groups of kLmHeadGroupCols column tiles, row tiles outer within a group.
/// The full sm_90 kernel runs in clusters of kLmHeadClusterBlocks blocks (launches of an
/// even number of blocks): cluster c takes the tile pairs c, c + clusters, ... (pairs of
/// vertically adjacent row tiles, in the same group order), its block of rank r the pair's
/// row tile r, each block copying half of the pair's weight rows into both blocks.
enum LmHeadArg : unsigned {
  LH_Hidden,        ///< const T*: [rows, hidden_stride] (bf16 or fp16); a_mn_major specs:
                    ///< [LH_KExtent, hidden_stride], column t = output row t (only those k
                    ///< rows are read, whatever LH_HiddenSize)
  LH_HiddenStride,  ///< int64, elements
  LH_Weight,        ///< const T*: [cols, weight_stride], row j = logits column j; b_mn_major
                    ///< specs: [LH_KExtent, weight_stride], column j = output column j
  LH_WeightStride,  ///< int64, elements
  LH_Logits,        ///< T or float*: [rows, logits_stride] (the contract's logits dtype)
  LH_LogitsStride,  ///< int64, elements
  LH_Rows,          ///< int64
  LH_Cols,          ///< int64
  LH_HiddenSize,    ///< int64: H, a multiple of 16
  LH_Tiles,         ///< int64 (sm_90): ceil(rows / kLmHeadTileRows) x ceil(cols / kLmHeadTileCols)
  LH_LogitsLow,     ///< uint16_t* (KernelSpec::split_acc): the fp32 sums' low halves, at
                    ///< LH_Logits' element offsets (which holds the high halves); else unused
  LH_StoreByTensor, ///< int64 (sm_90's full kernel): 1 when tensor map 2 describes the output
                    ///< (lmHeadTensorStores): the tiles leave through shared memory and
                    ///< TMA tensor stores; 0: the threads store their logits themselves
  LH_KExtent,       ///< int64 (a_mn_major, b_mn_major specs): the MN-major operands' k rows
                    ///< at and past it read as 0 (LH_HiddenSize, the k loop's end, may be
                    ///< larger); unread by K-major operands, whose k runs to LH_HiddenSize
  // KernelSpec::leaf_groups (sm_90's full kernel): the launch's weight rows are whole
  // tiles of W = KernelSpec::tile_width columns, each cut into G = ceil(W / 256) column
  // tiles from its first column; LH_Cols is the count of those column tiles x 256 (not the
  // weight's rows). The output is the leaf order's group partials, fp32 [rows,
  // LH_LogitsStride] with group g of tile k of a row at (k G + g) P, P = 3 with entropy,
  // else 2; no logits are written (but the parking kernels' half tiles, LH_ParkedHalves,
  // and the kept rows' logits, LH_SavedLogits).
  // Columns at and past LH_ValidCols, and a tile's columns past W, read -inf; x / tau with a
  // temperature.
  LH_Targets,      ///< const int64/int32*: [rows] global token ids
  LH_Active,       ///< const uint8*: [rows] (ActiveMask mode) or 0
  LH_IgnoreIndex,  ///< int64 (IgnoreIndex mode)
  LH_Temperature,  ///< fp32 bits; temperature_rows: const float* [rows]
  LH_ColStart,     ///< int64: the global column of the launch's column 0
  LH_ValidCols,    ///< int64: the launch's columns [0, valid) are real, the rest padding
  LH_TargetLogit,  ///< float*: [rows, LH_LogitsStride]: x_target / tau of an active row whose
                   ///< target is one of the launch's columns (other rows' untouched)
  LH_ParkedHalves, ///< char* (lmHeadParksLeafTiles kernels): kLmHeadParkedBytes of global
                   ///< memory per block of the launch (block b's at b x kLmHeadParkedBytes,
                   ///< 16-byte aligned), where MMA warpgroup 1 parks its half tiles; else 0
  LH_SavedLogits,  ///< T* (lmHeadParksLeafTiles kernels): [LH_SavedRows, LH_SavedStride] 16-bit
                   ///< logits, 16-byte aligned, row r = the launch's row r, column j = the
                   ///< launch's column j of the weight (W-tiles, not LH_Cols' column tiles):
                   ///< the copy warpgroup stores the rounded logits of rows below
                   ///< LH_SavedRows as it reduces them (the kept rows of a fused forward,
                   ///< docs/spec.md §16; lmHead's bits); W a multiple of 8; else 0
  LH_SavedStride,  ///< int64, elements: a multiple of 8
  LH_SavedRows,    ///< int64: 0 (none) to LH_Rows
  LH_NumArgs
};
/// The argument words of an lm_head kernel: the leaf_groups kernels take all of LmHeadArg,
/// the others stop before LH_Targets (their signatures, and so their binaries, are those
/// they had before the epilogue's words).
inline constexpr unsigned lmHeadArgCount(bool leafGroups) {
  return leafGroups ? LH_NumArgs : LH_Targets;
}
/// Whether a leaf_groups kernel with logits of `logitsBytes` bytes parks its rounded half
/// tiles for the copy warpgroup's reduction (templates/lm_head_parked.cpp): 16-bit logits;
/// fp32 logits are reduced by the MMA warps themselves. Such a launch passes LH_ParkedHalves.
inline constexpr bool lmHeadParksLeafTiles(size_t logitsBytes, bool leafGroups) {
  return leafGroups && logitsBytes == 2;
}
/// The sm_90 lm_head tile: 128 x 256 outputs (the full kernel: two warpgroups of 64 x 256;
/// the quick tier: 8 warps of 32 x 128).
inline constexpr int64_t kLmHeadTileRows = 128;
inline constexpr int64_t kLmHeadTileCols = 256;
/// One parked half tile (lmHeadParksLeafTiles): an MMA warpgroup's 64 rows x 256 columns
/// of 16-bit logits, 32 KiB.
inline constexpr size_t kLmHeadParkedBytes = kLmHeadTileRows / 2 * kLmHeadTileCols * 2;
/// Column tiles per group of the sm_90 tile order (their weight rows stay in L2 while every
/// row tile passes).
inline constexpr int64_t kLmHeadGroupCols = 16;
/// Blocks per cluster of the full sm_90 lm_head kernel (both read the same weight rows: each
/// block's copies bring half of them into both, halving the weight's L2 -> SM traffic).
inline constexpr unsigned kLmHeadClusterBlocks = 2;
/// The output box of the full sm_90 kernel's tensor stores: 64 x 64 16-bit logits, rows of
/// 128 bytes in the 128-byte swizzle; each MMA warpgroup stages two of them at a time.
inline constexpr unsigned kLmHeadStoreBox = 64;
/// One output box in shared memory: 8 KiB, a multiple of the swizzle's 1024-byte span.
inline constexpr unsigned kLmHeadStoreBoxBytes = kLmHeadStoreBox * kLmHeadStoreBox * 2;
/// Dynamic shared memory of the full sm_90 lm_head kernel: 4 stages of 64-wide k-slices of
/// the tile's 128 hidden and 256 weight rows (bf16/fp16), 192 KiB; the two MMA warpgroups'
/// output boxes, 2 x 2 x 8 KiB (the leaf order's kernels: warpgroup 0's parked half tile in
/// their place); then the 8 mbarriers of its pipeline and the parked half tiles' 4 (in the dynamic
/// allocation: static shared memory would move the stages off their 1024-byte alignment,
/// which the wgmma descriptors and the swizzled boxes need). Below sm_90's 227 KiB per block.
inline constexpr unsigned kLmHeadSharedBytes =
    4 * (128 + 256) * 64 * 2 + 2 * 2 * kLmHeadStoreBoxBytes + 8 * 8 + 4 * 8;
static_assert(kLmHeadSharedBytes <= 227 * 1024, "sm_90's dynamic shared memory per block");

/// sm_90 lm_head kernels take, after their lmHeadArgCount words, kLmHeadTensorMaps kernel
/// parameters of 128 bytes (64-byte aligned, read-only: `__grid_constant__`), the TMA tensor
/// maps (cuTensorMapEncodeTiled) the full kernel's copies read: 0, the hidden (A) operand:
/// 2-D {H, rows}, boxes of {kLmHeadTensorBoxK, kLmHeadTileRows}; 1, the weight (B) operand:
/// {H, cols}, boxes of {kLmHeadTensorBoxK, kLmHeadTileCols / kLmHeadClusterBlocks} (a
/// block's half of the tile, multicast to the cluster); 2, the output where
/// LH_StoreByTensor is 1 (else a copy of map 0, unread): {cols, rows}, boxes of
/// {kLmHeadStoreBox, kLmHeadStoreBox}, elements outside not written; 16-bit elements, the row
/// stride in bytes, the 128-byte swizzle, elements outside read as 0. An MN-major operand's
/// map (a_mn_major, b_mn_major) is {rows or cols, LH_KExtent}, boxes of {kLmHeadMnBox,
/// kLmHeadTensorBoxK}: k rows of 128 bytes, one box per 64 of the tile's rows or columns.
/// The quick tier takes them too (a background compile may swap the tiers between two
/// launches) and leaves them unread.
inline constexpr unsigned kLmHeadTensorMaps = 3;
inline constexpr unsigned kLmHeadTensorMapBytes = 128;
inline constexpr unsigned kLmHeadTensorBoxK = 64;
/// The rows or columns of an MN-major operand's box: 64 16-bit elements, the 128-byte
/// swizzle's span (wgmma's MN-major layout: one such block per 8 KiB of a stage).
inline constexpr unsigned kLmHeadMnBox = 64;
/// A part of an sm_90 GEMM launch (Op::launchGemmSpec): output rows [r0, r0 + rows) x
/// columns [c0, c0 + cols); `whole`: whole tiles, for a whole_tiles kernel.
struct GemmPart {
  int64_t r0, c0, rows, cols;
  bool whole;
};
/// The rows of a whole-tiles part: whole pairs of row tiles. A cluster takes a pair
/// (templates/lm_head_wgmma.cpp, forEachClusterTile), so with an odd number of row tiles
/// the last pair's second block would load and store a tile below the part, unchecked.
inline constexpr int64_t kLmHeadWholeRows = kLmHeadClusterBlocks * kLmHeadTileRows;
static_assert(kLmHeadWholeRows % 8 == 0 && kLmHeadTileCols % 8 == 0,
              "a part's first row or column, an element offset into an MN-major operand, keeps "
              "its tensor map's base 16-byte aligned");
/// The parts of a `rows` x `n` GEMM's output: with `split`, its whole tiles (rows rounded
/// down to kLmHeadWholeRows, n to kLmHeadTileCols), then the strip to their right and the
/// strip below them, empty parts left out; else the one part. Every output element lies in
/// exactly one part.
inline std::vector<GemmPart> gemmParts(int64_t rows, int64_t n, bool split) {
  const int64_t R = rows / kLmHeadWholeRows * kLmHeadWholeRows;
  const int64_t N = n / kLmHeadTileCols * kLmHeadTileCols;
  if (!split || R == 0 || N == 0)
    return {{0, 0, rows, n, false}};
  std::vector<GemmPart> parts = {{0, 0, R, N, true}};
  if (n > N)
    parts.push_back({0, N, R, n - N, false});
  if (rows > R)
    parts.push_back({R, 0, rows - R, n, false});
  return parts;
}
/// True when the full sm_90 lm_head kernel of a spec with `outBytes`-byte output elements
/// (2: bf16 or fp16 logits) that neither starts from its output (accumulate) nor keeps split
/// fp32 sums (split_acc) has its tensor-store form (templates/lm_head_wgmma.cpp). A launch
/// uses it (LH_StoreByTensor 1) where the output is 16-byte aligned and its row stride a
/// multiple of 16 bytes, TMA's terms for tensor map 2.
inline constexpr bool lmHeadTensorStores(unsigned outBytes, bool accumulate, bool splitAcc) {
  return outBytes == 2 && !accumulate && !splitAcc;
}

/// relayout (templates/relayout.cpp): one unit per group of 8 input rows (GPUs: a block,
/// its threads striding over groups of 8 columns): out [rows, out_stride] = in (+ add). Elements
/// converted from the spec's dtype to its hidden_dtype (fp32 in between: exact for the same type,
/// rounded to nearest even else).
enum RelayoutArg : unsigned {
  RL_In,        ///< const T*: [rows, in_stride]
  RL_InStride,  ///< int64, elements
  RL_Add,       ///< const float* [rows, in_stride] added to in (fp32 specs) or 0
  RL_Out,       ///< U*: see above
  RL_OutStride, ///< int64, elements
  RL_Rows,      ///< int64: input rows
  RL_Cols,      ///< int64: input columns
  RL_Groups,    ///< int64: groups, >= ceil(rows / 8)
  RL_Units,     ///< int64: the launch's units (the groups)
  RL_NumArgs
};

/// Host kernel entry point.
using HostKernelFn = void (*)(const uint64_t *args, int64_t row_begin, int64_t row_end);

} // namespace logpjit::abi

namespace logpjit::abi {

/// Threads per block of the GPU kernels. Grids: tile_stats ceil(rows * K_local / 8)
/// blocks of 256 (one warp per (row, tile); sm_90: blocks of 128, tileStatsGrid() below);
/// merge on sm_90 ceil(rows / 4) blocks of 128 (one warp per row,
/// Hooks::hasLaneBroadcast), elsewhere ceil(rows / 32) blocks of 32 (one
/// thread per row: small blocks spread the rows over many SMs and their L1 caches);
/// backward `rows` blocks of 256 (one block per row).
inline constexpr unsigned kGpuBlockThreads = 256;
inline constexpr unsigned kGpuMergeThreads = 32;
/// sm_90 runs its one-warp-per-unit kernels (tile_stats, merge) in blocks of 128 threads
/// (4 units) instead: a block is released when its slowest warp ends, so smaller blocks
/// keep more warps resident (measured faster than 256 on an H200, 64 the same as 128;
/// docs/performance.md §4).
inline constexpr unsigned kSm90UnitBlockThreads = 128;

/// Threads per block of the one-warp-per-unit GPU kernels on `a`. The one place that
/// decides it: the templates map units by it (GpuHooks) and Op::launch sizes grids by it.
inline constexpr unsigned unitBlockThreads(Arch a) {
  return a == Arch::SM90 ? kSm90UnitBlockThreads : kGpuBlockThreads;
}
/// Threads per block of the lm_head kernels (Granularity::BlockMma) on `a`. sm_90: 384, three
/// warpgroups: the full kernel's two MMA warpgroups and the warpgroup that copies their
/// operands (templates/lm_head.cpp); the quick tier, which shares the launch, leaves the
/// third idle. Elsewhere kGpuBlockThreads.
inline constexpr unsigned kLmHeadSm90Threads = 384;
inline constexpr unsigned lmHeadBlockThreads(Arch a) {
  return a == Arch::SM90 ? kLmHeadSm90Threads : kGpuBlockThreads;
}
/// True when tile_stats on `a` may take its (row, tile) units from a grid of blocks (x: a
/// group of unitBlockThreads / 32 tiles of one row, y + gridDim.y * z: the row) instead of a
/// linear block index divided by the tiles per row (`nativeMath`: the spec's math is the
/// hardware one). On sm_90 that removes the 64-bit unit / items division: on an H200 the
/// native kernel measured faster on the grid and the portable one slower, so the portable
/// one keeps the linear grid (docs/decisions/tile-stats-grid-per-launch.md). The kernel reads the
/// mapping from the launch: gridDim.y > 1 means the grid.
inline constexpr bool tileGrid(Arch a, bool nativeMath) { return a == Arch::SM90 && nativeMath; }
/// Rows per grid y extent at most (CUDA's gridDim.y and gridDim.z limit).
inline constexpr int64_t kGridRowsPerY = 65535;
/// Blocks along x, y, z.
struct Grid {
  int64_t x = 1, y = 1, z = 1;
};
/// The launch grid of tile_stats for `rows` rows of `items` tiles in blocks of
/// `unitsPerBlock` warps. The (tile groups, rows) grid of tileGrid() when every block holds
/// tiles of one row only (items % unitsPerBlock == 0: no idle warps) and rows > 1 (so that
/// gridDim.y > 1 tells the kernel; one row maps the same either way); else the linear grid,
/// ceil(rows * items / unitsPerBlock) blocks. The block order is the same in both: a row's
/// tiles, then the next row's. z > kGridRowsPerY: the caller reports the limit.
inline Grid tileStatsGrid(Arch a, bool nativeMath, int64_t rows, int64_t items,
                          int64_t unitsPerBlock) {
  Grid g;
  if (tileGrid(a, nativeMath) && items % unitsPerBlock == 0 && rows > 1) {
    g.x = items / unitsPerBlock;
    g.z = (rows + kGridRowsPerY - 1) / kGridRowsPerY;
    g.y = (rows + g.z - 1) / g.z; // in [2, kGridRowsPerY]; fewer than z rows spare
    return g;
  }
  g.x = (rows * items + unitsPerBlock - 1) / unitsPerBlock;
  return g;
}
/// True when the merge runs one warp per row on `a` (it needs Hooks::laneBroadcast), else
/// one thread per row. Read by the template (GpuHooks::hasLaneBroadcast) and Op::launch.
inline constexpr bool mergeWarpPerRow(Arch a) { return a == Arch::SM90; }
/// Threads of a RowBlock unit (templates/hooks.h): topk_select's block per row on sm_90.
/// Four warps: at 64 registers per thread eight blocks fit an SM, so a batch's rows run in
/// half the waves that blocks of 256 threads would take.
inline constexpr unsigned kRowBlockThreads = 128;
/// True when topk_select runs one block of kRowBlockThreads per row on `a` (its threads
/// share the row's candidates in shared memory: Hooks::blockShared), else one warp per row.
/// Read by the template (templates/topk_select_block.cpp) and Op::launch.
inline constexpr bool topkSelectBlockPerRow(Arch a) { return a == Arch::SM90; }
/// True when topk_select is launched on `a` as a programmatic dependent of the kernel before
/// it (LaunchDims::programmaticLaunch): it starts on the SMs topk_stats' last units leave
/// and waits there (Hooks::gridDependencyWait) for topk_stats' writes, instead of starting
/// after topk_stats has drained. Read by Op::launch; the templates emit the wait and
/// topk_stats' griddepcontrol.launch_dependents on every GPU target whose hooks have them.
inline constexpr bool programmaticTopKSelect(Arch a) { return a == Arch::SM90; }

} // namespace logpjit::abi
