//===- kernel_spec.h - The exact kernel a contract needs -------------------===//
//
// A KernelSpec is everything that changes generated code, and nothing else
// (docs/design.md data flow: Contract -> KernelSpec -> IR -> binary -> cache).
// Runtime values (V_real, shard bounds, ignore_index, temperature value, T)
// are kernel arguments, so one binary serves every rank and every batch.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "logpjit/contract.h"

#include <string>
#include <vector>

namespace logpjit {

/// The kernel templates (templates/).
enum class KernelKind : uint8_t {
  TileStats,
  Merge,
  Backward,
  TopKTile,   ///< per (row, tile): the tile's k best candidates, columns above the target
  TopKMerge,  ///< per row: the k best over every rank's candidates, logprobs, the rank
  LmHead,     ///< logits = hidden x weight^T in the GEMM's canonical order (docs/spec.md §16)
  TopKStats,  ///< per (row, tile), TP 1: tile_stats' partials and each lane's max and count
  Sampler,    ///< per row: vLLM's processed sampler logprobs from topk_merge's outputs
  TopKSelect, ///< per row, TP 1: the k best and the rank from topk_stats' lane stats
  Relayout,   ///< a matrix copied, converted or summed (the LM head's backward)
};
/// exp/log implementation: `Portable` is the project's IEEE sequence (same bits on
/// every target); `Native` uses the target's hardware approximations (host: = Portable).
enum class MathImpl : uint8_t { Portable, Native };

llvm::StringRef kernelKindName(KernelKind k);

/// A fully specialized kernel. `canonical()` lists every field; `hash()` is its BLAKE3.
struct KernelSpec {
  KernelKind kind = KernelKind::TileStats;
  Target target;
  DType dtype = DType::BF16; ///< logits dtype (TileStats, Backward)
  IndexType index_type = IndexType::I64;
  MaskMode mask_mode = MaskMode::IgnoreIndex;
  int64_t tile_width = 0; ///< W
  int32_t lanes = 32;     ///< L
  int32_t chunk = 8;      ///< C
  bool has_temperature = false;
  /// tau per row (Contract::temperature_rows): the Temperature argument word is a const
  /// float* [rows] instead of fp32 bits (tile_stats, backward: has_temperature is set
  /// too); the merge checks the active rows' values. canonical(): `temperature=rows`.
  bool temperature_rows = false;
  bool entropy = false; ///< carry the entropy partial / output
  MathImpl math = MathImpl::Portable;
  // Backward only: which upstream gradients are given.
  bool grad_lse = false;
  bool grad_entropy = false;
  /// The quick tier of a GPU kernel (docs/design.md, "Tiered JIT"): the same operations in
  /// the same order, so the same bits, as the full kernel, with rolled loops and element
  /// loads, so that it compiles in a fraction of the time. The runtime launches it while the
  /// full kernel compiles in the background; it is never written to the disk cache. Ignored
  /// on the host (whose kernels are small). Appears in canonical() only when set.
  bool quick = false;
  /// k of the top-k kernels (TopKTile, TopKMerge; 0 for the others). canonical(): `;k=N`,
  /// only for those kinds.
  int32_t top_k = 0;
  /// LmHead: the element type of hidden and weight (`dtype` is the logits'). canonical():
  /// `;hidden=bf16`, only for that kind.
  DType hidden_dtype = DType::BF16;
  /// LmHead with fp32 logits: the accumulators start from the output's values instead of
  /// +0, so that a GEMM over K continues the MMA chain of an earlier one over the K before
  /// it (the LM head's backward). canonical(): `;acc=1`, only when set.
  bool accumulate = false;
  /// LmHead: the fp32 accumulators live in memory as two 16-bit halves, the high ones at
  /// LH_Logits and the low ones at LH_LogitsLow (the same element offsets): read from them
  /// when `accumulate`, and, with dtype fp32, written back to them; with a 16-bit dtype the
  /// sums are rounded once into LH_Logits. A bf16 grad_weight chain across row blocks keeps
  /// its fp32 bits in the gradient's own storage plus 2 bytes per element, not 4.
  /// canonical(): `;split=1`, only when set.
  bool split_acc = false;
  /// LmHead, accumulate or split_acc: every launch's rows are whole pairs of sm_90 row
  /// tiles (a multiple of 256: a cluster's two tiles) and its columns whole tiles (a multiple
  /// of 256), the output's adjacent pairs aligned, so that the full
  /// kernel loads and stores its accumulators in one straight-line path (with two, ptxas's
  /// relocatable compile serializes every wgmma). Op::launchGemmSpec gives such a
  /// kernel the whole tiles of a launch and the general one the rest. canonical():
  /// `;whole=1`, only when set.
  bool whole_tiles = false;
  /// LmHead: the A operand (hidden: [rows, K]) is stored M-major, element (m, k) at
  /// `k * stride + m` (G read in place as G^T for grad_weight), and the B operand
  /// (weight: [cols, K]) N-major, element (n, k) at `k * stride + n` (a weight chunk or a
  /// hidden block read in place). Their k rows at and past LH_KExtent read as 0. sm_90
  /// reads them through wgmma's transpose bits; the same products in the same order, so
  /// the same bits as the K-major GEMM of their transposes. canonical(): `;a=mn`, `;b=mn`,
  /// only when set.
  bool a_mn_major = false;
  bool b_mn_major = false;
  /// TileStats: how a tile's partial sums its columns (Contract::tile_sum). canonical():
  /// `;sum=leaves`, only for Leaves.
  TileSum tile_sum = TileSum::Lanes;
  /// The leaf order's group partials (docs/numerics.md), the LM head's fused forward on
  /// sm_90. LmHead: the full kernel's epilogue reduces each row's 256-column output tile to
  /// its group partial and writes no logits (kernel_abi.h, LH_Targets onwards); dtype, the
  /// temperature, the math, entropy, the mask mode and the targets' type are the contract's.
  /// TileStats with tile_sum Leaves: reads those group partials ([rows, row_stride] fp32,
  /// the tiles' groups in order, x_target after them) instead of logits and chains them
  /// into the tiles' partials. canonical(): `;groups=1`, only when set.
  bool leaf_groups = false;

  /// The spec for kernel `kind` of a (validated) contract. Backward's grad flags are
  /// taken from the arguments.
  static KernelSpec fromContract(const Contract &c, KernelKind kind, bool gradLse = false,
                                 bool gradEntropy = false);
  /// The LM head's GEMM on `target` from `in` operands into `out` (accumulate, split_acc:
  /// see above).
  static KernelSpec lmHeadGemm(const Target &target, DType in, DType out, bool accumulate,
                               bool splitAcc = false);
  /// The fused forward's kernels of a leaf-order LM-head contract on sm_90 (leaf_groups):
  /// the GEMM whose epilogue writes group partials, and the tile_stats that chains them.
  static KernelSpec lmHeadLeafGroups(const Contract &c);
  static KernelSpec leafTilesFromGroups(const Contract &c);
  /// This LM-head GEMM with its A and B operands' storage order (a_mn_major, b_mn_major).
  KernelSpec withOperands(bool aMnMajor, bool bMnMajor) const;
  /// The LM head backward's GEMMs as Op::lmHeadBackward launches them and `warm` compiles
  /// them: grad_hidden's leaf = G x the weight chunk (fp32; the chunk read N-major), and
  /// grad_weight's chunk = G^T x the hidden block (G M-major, the block N-major; `out` fp32
  /// or the hidden dtype, accumulate and split_acc as in lmHeadGemm).
  static KernelSpec lmHeadGradHiddenGemm(const Target &target, DType in, bool accumulate);
  static KernelSpec lmHeadGradWeightGemm(const Target &target, DType in, DType out, bool accumulate,
                                         bool splitAcc = false);
  /// The relayout kernel on `target` from `in` to `out` elements (templates/relayout.cpp):
  /// `dtype` is the input's, `hidden_dtype` the output's.
  static KernelSpec relayout(const Target &target, DType in, DType out);
  /// True for the sm_90 LM-head GEMMs that continue from their output (accumulate or
  /// split_acc): Op::launchGemmSpec gives their whole tiles to the spec's whole_tiles
  /// variant, and `warm` compiles that variant beside them.
  bool hasWholeTilesVariant() const;
  /// `kind=tile_stats;target=host+avx2;dtype=bf16;...` in a fixed field order.
  std::string canonical() const;
  /// Symbol name of the generated kernel, e.g. "logpjit_tile_stats".
  std::string symbolName() const;
};

/// The version of the canonical order and of the code generation: part of every cache key
/// and of Contract::numericsFingerprint(). Bumped whenever the bits of any output or the
/// form of a binary change in a way the source hash cannot see; CHANGELOG.md lists each
/// version with what changed and its reference checksums.
inline constexpr int kCodegenVersion = 26;

/// Cache key of a spec (runtime/cache/cache_key.cpp): lowercase hex BLAKE3 over the canonical
/// spec, the target, kCodegenVersion, the hash of the template and compiler sources this
/// library was built from, the LLVM version and the cache format version. Computed by the
/// runtime, with or without a compiler, so a runtime-only program finds the binaries that
/// the compiler of the same build wrote.
std::string kernelCacheKey(const KernelSpec &spec);

/// Which kernels of a contract `contractKernelSpecs` lists.
enum class KernelSet : uint8_t {
  Forward,  ///< tile_stats and merge
  Training, ///< Forward plus every backward variant a training step can select
};

/// Every distinct kernel an `Op` of contract `c` (validated) can load, built with
/// `KernelSpec::fromContract` exactly as the Op does: tile_stats, merge and, for
/// `Training`, one backward per upstream-gradient combination `Op::backward` selects (and,
/// for an LM-head contract, the GEMMs and relayouts of `Op::lmHeadBackward`)
/// (grad_logp is always given; grad_lse given or not; grad_entropy given or not when
/// c.want_entropy, since the entropy it needs comes from the forward pass). The specs do
/// not depend on tp_size, tp_rank, V, V_real, ignore_index or the temperature value.
std::vector<KernelSpec> contractKernelSpecs(const Contract &c, KernelSet set);

/// A short human-readable form of a canonical spec string for listings, without the
/// target: "tile_stats bf16 W=2374 L=32 C=8 native entropy", "merge portable",
/// "backward fp16 grads=logp+lse native". Strings that are not canonical specs are
/// returned unchanged.
std::string specSummary(llvm::StringRef canonical);

} // namespace logpjit
