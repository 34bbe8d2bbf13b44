//===- contract.h - What a caller asks logpjit to compute ------------------===//
//
// A Contract fixes the vocab geometry, dtype, masking, temperature, outputs,
// determinism scope and target of one logprob computation (docs/spec.md §9).
// All ranks of a tensor-parallel group must agree on `fingerprint()`.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "logpjit/target.h"

#include "llvm/Support/Error.h"

#include <cstdint>
#include <string>

namespace logpjit {

/// Element type of the logits (and of grad_logits).
enum class DType : uint8_t { BF16, F16, F32 };
/// How inactive rows are marked: an explicit uint8/bool `active[T]`, or
/// `targets[t] == ignore_index`.
enum class MaskMode : uint8_t { IgnoreIndex, ActiveMask };
/// Determinism scope (docs/spec.md §8).
enum class Scope : uint8_t { FixedTopology, CrossTpBitwise, CrossTargetBitwise };
/// Element type of the targets tensor.
enum class IndexType : uint8_t { I64, I32 };
/// How a tile's partial sums its columns (docs/numerics.md): `Lanes`, the L logical lanes of
/// C-column chunks; `Leaves`, leaves of 16 columns in the m16n8 accumulator layout of the
/// LM head's MMA and groups of 16 leaves, so that a GEMM's epilogue can finish a 256-column
/// group on chip (the LM head's fused forward without logits in memory).
enum class TileSum : uint8_t { Lanes, Leaves };

llvm::StringRef dtypeName(DType d);
/// Bytes per element: bf16/fp16 2, fp32 4.
unsigned dtypeSize(DType d);
llvm::Expected<DType> parseDType(llvm::StringRef s); ///< "bf16" | "fp16" | "fp32"
llvm::StringRef scopeName(Scope s);
llvm::Expected<Scope>
parseScope(llvm::StringRef s); ///< fixed_topology | cross_tp_bitwise | cross_target_bitwise
llvm::StringRef maskModeName(MaskMode m);
llvm::Expected<MaskMode> parseMaskMode(llvm::StringRef s); ///< ignore_index | active_mask
llvm::StringRef indexTypeName(IndexType t);
llvm::Expected<IndexType> parseIndexType(llvm::StringRef s); ///< int64 | int32
llvm::StringRef tileSumName(TileSum t);
llvm::Expected<TileSum> parseTileSum(llvm::StringRef s); ///< lanes | leaves
/// Columns of a leaf and leaves of a group of TileSum::Leaves (docs/numerics.md).
inline constexpr int64_t kLeafCols = 16, kGroupLeaves = 16;
/// The groups of a leaf-order tile of W columns: ceil(W / 256), the last one narrower
/// where 256 does not divide W.
inline constexpr int64_t leafGroupsPerTile(int64_t W) {
  return (W + kLeafCols * kGroupLeaves - 1) / (kLeafCols * kGroupLeaves);
}

/// The smallest temperature a contract accepts. Below it x / tau overflows fp32 for logits
/// of ordinary size (tau = 1e-38: |x| > 3.4) and every row comes out NaN; at 1e-5 only
/// |x| >= 3.4e33 does. vLLM treats temperatures below 1e-5 as greedy sampling
/// (_SAMPLING_EPS), where log-probabilities of x / tau are not defined either.
inline constexpr float kMinTemperature = 1e-5f;
/// The largest k of Contract::top_k.
inline constexpr int32_t kMaxTopK = 64;

/// A temperature as given (a CLI flag, a JSON number: a double), checked before it becomes
/// the contract's fp32 `temperature`: finite, >= kMinTemperature and <= FLT_MAX. The
/// error quotes the value as given (1e-50 is not reported as 0).
llvm::Expected<float> temperatureFromDouble(double tau);

/// The tile width W a contract takes when the caller names none (`--tile-width auto`,
/// Python's default): the widest divisor of `vocab` that is at most 4096 and whose tile
/// count K = vocab / W is a multiple of 8, so that TP 1, 2, 4 and 8 all split it into
/// whole tiles; if `vocab` has none, the widest such divisor with K a multiple of 4, then
/// 2, then any. It depends on V alone, never on the TP degree (V = 151936: 2374, K = 64).
/// Returns 0 for vocab <= 0. For TileSum::Leaves: the widest multiple of 16 (kLeafCols) that
/// divides `vocab`, with no cap (a leaf-order tile keeps no per-column state), K a multiple
/// of 8, else 4, 2, any (V = 151936: 18992, K = 8); 0 where no multiple of 16 divides V.
int64_t autoTileWidth(int64_t vocab, TileSum sum = TileSum::Lanes);
/// The canonical order of the LM head's GEMM on `arch` (docs/spec.md §16), as the numerics
/// fingerprint names it: "tensorcore.k16" on sm_90 (k16 tensor-core steps: mma.sync or wgmma,
/// which give the same bits), "fma" on the host.
llvm::StringRef lmHeadOrderName(Arch arch);

/// One logprob computation, as every rank sees it.
///
/// Geometry: the padded vocab V is cut into K = V / W tiles of width W (the global
/// tile grid, independent of tp_size). Rank r owns the contiguous shard of
/// K / tp_size whole tiles starting at global column r * V / tp_size.
/// Columns with global id >= V_real are padding (read as -inf).
struct Contract {
  int64_t vocab = 0;       ///< V: padded vocab (columns over all ranks)
  int64_t real_vocab = -1; ///< V_real <= V; -1 means V_real = V
  int64_t tile_width = 0;  ///< W: divides V
  int32_t tp_size = 1;     ///< TP degree; must divide K
  int32_t tp_rank = 0;     ///< 0 <= tp_rank < tp_size (rank-local, not in the fingerprint)
  DType dtype = DType::BF16;
  IndexType index_type = IndexType::I64;
  MaskMode mask_mode = MaskMode::IgnoreIndex;
  int64_t ignore_index = -100;
  float temperature = 1.0f;     ///< tau >= kMinTemperature; logits are read as x / tau (one
                                ///< IEEE division)
  bool has_temperature = false; ///< false: logits read as is (no division at all)
  /// A temperature per row: row t is read as x / tau_t (one IEEE division per element, as
  /// with the scalar form, so a row's bits equal those of the scalar contract with
  /// temperature = tau_t), tau_t from an fp32 [T] tensor given with each call
  /// (ShardInputs::temperature). Excludes has_temperature. Each active row's tau_t must be
  /// finite and >= kMinTemperature (the host checks before launch; GPU merges report it
  /// through Op::status with that row's outputs NaN); inactive rows' values are not read.
  bool temperature_rows = false;
  bool want_entropy = false; ///< also compute entropy[T] (logp and lse always)
  /// k of the top-k kernels (docs/spec.md §15): each row's k largest logprobs with their
  /// token ids, and the target's rank; 0 (the default): no top-k. 1 <= k <= kMaxTopK. The
  /// forward's logp, lse and entropy do not depend on it.
  int32_t top_k = 0;
  /// H of the LM head (docs/spec.md §16): the logits are `hidden [T, H] x weight_shard
  /// [V_local, H]^T`, computed by logpjit's GEMM in its canonical order (Op::lmHead,
  /// Op::lmHeadTileStats); 0 (the default): the caller passes logits. A multiple of 16.
  int64_t hidden_size = 0;
  /// Element type of `hidden` and `weight` (bf16 or fp16) when hidden_size > 0. `dtype` is
  /// the logits': the same type (the fp32 accumulator rounded to nearest even) or fp32 (kept).
  DType hidden_dtype = DType::BF16;
  Scope scope = Scope::CrossTpBitwise;
  Target target;
  int32_t lanes = 32; ///< L: logical lanes of the canonical order (power of 2, 1..64)
  /// C: contiguous elements per lane step (power of 2, 1..16); 0 (the default): 4 for
  /// bf16/fp16 in cross_target_bitwise, else 8 (chunkSize()).
  int32_t chunk = 0;
  /// How each tile's partial sums its columns: Lanes (L and C above) or Leaves (16-column
  /// leaves in 256-column groups, docs/numerics.md; W a multiple of 16, no top-k; L and C
  /// unused). A numerics field.
  TileSum tile_sum = TileSum::Lanes;

  /// Checks every rule; the error names the field, its value and what was expected.
  llvm::Error validate() const;
  /// The LM-head rules of validate() (hidden_size, hidden_dtype, dtype, scope, target).
  llvm::Error validateLmHead() const;
  /// The tile_sum rules of validate() (Leaves: W a multiple of kLeafCols, top_k = 0).
  llvm::Error validateTileSum() const;

  int64_t realVocab() const { return real_vocab < 0 ? vocab : real_vocab; }
  /// True when the kernels use the portable exp/log (docs/spec.md §7): cross_target_bitwise, and
  /// every scope on the host (its native math is the portable one).
  bool portableMath() const {
    return scope == Scope::CrossTargetBitwise || target.arch == Arch::Host;
  }
  /// The C the kernels use: `chunk`, or for 0 the default: 4 for bf16/fp16 logits in
  /// cross_target_bitwise, 8 otherwise. There GPUs run the portable exp, bound by
  /// instruction issue, over 4-byte words of a lane's share held in registers, whatever C
  /// is; C decides the share of slots past a tile's end: 2.4% at W = 2374 with C = 4, 7.3%
  /// with 8 (C = 4 measured faster on an H200; the host is no slower). fp32 shares do not
  /// fit in registers (C = 4 measured slower there), the native sm_90 kernel reads 16-byte
  /// chunks (slower with 4), and the host's 8-wide vectors want 8
  /// (docs/decisions/chunk-defaults.md).
  int32_t chunkSize() const {
    if (chunk != 0)
      return chunk;
    return scope == Scope::CrossTargetBitwise && dtype != DType::F32 ? 4 : 8;
  }
  int64_t numTiles() const { return vocab / tile_width; }     ///< K
  int64_t shardCols() const { return vocab / tp_size; }       ///< V_local
  int64_t localTiles() const { return numTiles() / tp_size; } ///< K_local
  int64_t shardStart() const { return int64_t(tp_rank) * shardCols(); }
  /// Number of real (non-padding) columns at the start of this rank's shard.
  int64_t shardRealCols() const;
  /// fp32 values per (row, tile) partial: 2 (m, s) or 3 (m, s, t) with entropy.
  int partialWidth() const { return want_entropy ? 3 : 2; }
  /// True for an LM-head contract (hidden_size > 0).
  bool lmHead() const { return hidden_size > 0; }

  /// Every field, `key=value;` in a fixed order (rank-local fields included).
  std::string canonical() const;
  /// BLAKE3 hex of the canonical form without rank-local fields (tp_rank): what every rank
  /// of a TP group must agree on before a merge (it includes the outputs asked for).
  std::string fingerprint() const;

  /// The fields the output bits are a function of, `key=value;` in a fixed order
  /// (docs/numerics.md, "One answer per row"): the codegen version, V, V_real, W, L, the
  /// resolved C, the logits dtype, the temperature bits, the math (`portable`, or
  /// `native:` and the target) and, in fixed_topology, tp_size. Not in it: the outputs
  /// and gradients asked for (entropy), the targets' index type, the mask mode and
  /// ignore_index (which rows are active is an input), tp_rank.
  std::string numericsCanonical() const;
  /// BLAKE3 hex of numericsCanonical(). Two contracts with the same numerics fingerprint
  /// give every row the same logp, lse and (where asked for) entropy bits, on any target
  /// their math runs on: what a trainer and a rollout engine compare.
  std::string numericsFingerprint() const;
};

} // namespace logpjit
