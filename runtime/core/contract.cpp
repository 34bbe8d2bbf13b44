//===- contract.cpp - Contract validation, canonical form, fingerprint -----===//
#include "logpjit/contract.h"
#include "logpjit/errors.h"
#include "logpjit/kernel_spec.h" // kCodegenVersion

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/BLAKE3.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <cfloat>
#include <cmath>
#include <fmt/format.h>

namespace logpjit {

llvm::StringRef dtypeName(DType d) {
  switch (d) {
  case DType::BF16:
    return "bf16";
  case DType::F16:
    return "fp16";
  case DType::F32:
    return "fp32";
  }
  return "?";
}

unsigned dtypeSize(DType d) { return d == DType::F32 ? 4 : 2; }

llvm::Expected<DType> parseDType(llvm::StringRef s) {
  if (s == "bf16" || s == "bfloat16")
    return DType::BF16;
  if (s == "fp16" || s == "float16" || s == "f16")
    return DType::F16;
  if (s == "fp32" || s == "float32" || s == "f32")
    return DType::F32;
  return llvm::createStringError("dtype '%s': expected bf16, fp16 or fp32", s.str().c_str());
}

llvm::StringRef scopeName(Scope s) {
  switch (s) {
  case Scope::FixedTopology:
    return "fixed_topology";
  case Scope::CrossTpBitwise:
    return "cross_tp_bitwise";
  case Scope::CrossTargetBitwise:
    return "cross_target_bitwise";
  }
  return "?";
}

llvm::Expected<Scope> parseScope(llvm::StringRef s) {
  for (Scope v : {Scope::FixedTopology, Scope::CrossTpBitwise, Scope::CrossTargetBitwise})
    if (s == scopeName(v))
      return v;
  return llvm::createStringError(
      "scope '%s': expected fixed_topology, cross_tp_bitwise or cross_target_bitwise",
      s.str().c_str());
}

llvm::Expected<MaskMode> parseMaskMode(llvm::StringRef s) {
  for (MaskMode v : {MaskMode::IgnoreIndex, MaskMode::ActiveMask})
    if (s == maskModeName(v))
      return v;
  return llvm::createStringError("mask mode '%s': expected ignore_index or active_mask",
                                 s.str().c_str());
}

llvm::Expected<IndexType> parseIndexType(llvm::StringRef s) {
  for (IndexType v : {IndexType::I64, IndexType::I32})
    if (s == indexTypeName(v))
      return v;
  return llvm::createStringError("index type '%s': expected int64 or int32", s.str().c_str());
}

llvm::StringRef maskModeName(MaskMode m) {
  return m == MaskMode::IgnoreIndex ? "ignore_index" : "active_mask";
}

llvm::StringRef indexTypeName(IndexType t) { return t == IndexType::I64 ? "int64" : "int32"; }

llvm::StringRef tileSumName(TileSum t) { return t == TileSum::Lanes ? "lanes" : "leaves"; }

llvm::Expected<TileSum> parseTileSum(llvm::StringRef s) {
  for (TileSum v : {TileSum::Lanes, TileSum::Leaves})
    if (s == tileSumName(v))
      return v;
  return llvm::createStringError("tile sum '%s': expected lanes or leaves", s.str().c_str());
}

static bool isPow2(int64_t v) { return v > 0 && (v & (v - 1)) == 0; }

/// An InvalidArgumentError naming contract field `field`.
static llvm::Error bad(const char *field, const std::string &msg) {
  return invalidArgument(field, "invalid contract: " + msg);
}

/// The temperature rule, for the type it was given in (fp32 in a contract, a double from a
/// flag or JSON, so that an error quotes it as written): finite, in [kMinTemperature,
/// FLT_MAX]; NaN fails.
template <typename T> static llvm::Error checkTemperature(T tau) {
  if (std::isfinite(tau) && tau >= kMinTemperature && tau <= FLT_MAX)
    return llvm::Error::success();
  const bool tiny = tau > 0 && tau < kMinTemperature; // (false for NaN)
  return bad("temperature",
             fmt::format("temperature = {}: expected a finite number in [{}, {}] (fp32){}", tau,
                         kMinTemperature, FLT_MAX,
                         tiny ? "; a smaller one makes x / temperature overflow fp32" : ""));
}

llvm::Expected<float> temperatureFromDouble(double tau) {
  if (llvm::Error e = checkTemperature(tau))
    return std::move(e);
  return float(tau);
}

int64_t autoTileWidth(int64_t vocab, TileSum sum) {
  if (vocab <= 0)
    return 0;
  const bool leaves = sum == TileSum::Leaves;
  const int64_t step = leaves ? kLeafCols : 1;
  for (int64_t kMultiple : {8, 4, 2, 1})
    for (int64_t w = (leaves ? vocab : std::min<int64_t>(vocab, 4096)) / step * step; w >= 1;
         w -= step)
      if (vocab % w == 0 && (vocab / w) % kMultiple == 0)
        return w;
  return leaves ? 0 : 1;
}

/// The widest tile widths (<= 4096, at most six) that divide V into a tile count tp
/// divides, for an error message: "2374, 1187, 128, ...".
static std::string validWidths(int64_t vocab, int64_t tp) {
  std::string out;
  int n = 0;
  for (int64_t w = std::min<int64_t>(vocab, 4096); w >= 1 && n < 6; --w)
    if (vocab % w == 0 && (vocab / w) % tp == 0)
      out += (n++ ? ", " : "") + std::to_string(w);
  return out.empty() ? "none" : out;
}

llvm::Error Contract::validate() const {
  if (vocab <= 0)
    return bad("vocab", fmt::format("vocab (V) = {}: expected > 0", vocab));
  if (real_vocab != -1 && (real_vocab < 1 || real_vocab > vocab))
    return bad("real_vocab", fmt::format("real_vocab (V_real) = {}: expected 1 <= V_real <= V = {}",
                                         real_vocab, vocab));
  if (tile_width <= 0)
    return bad("tile_width", fmt::format("tile_width (W) = {}: expected > 0", tile_width));
  if (vocab % tile_width != 0)
    return bad("tile_width",
               fmt::format("tile_width (W) = {} does not divide vocab (V) = {}: valid widths "
                           "include {} (automatic: {})",
                           tile_width, vocab, validWidths(vocab, std::max(tp_size, 1)),
                           autoTileWidth(vocab)));
  if (tp_size < 1)
    return bad("tp_size", fmt::format("tp_size = {}: expected >= 1", tp_size));
  if (tp_rank < 0 || tp_rank >= tp_size)
    return bad("tp_rank",
               fmt::format("tp_rank = {}: expected 0 <= tp_rank < tp_size = {}", tp_rank, tp_size));
  if (numTiles() % tp_size != 0)
    return bad("tp_size",
               fmt::format("the {} tiles of width {} cannot be split into {} shards of whole "
                           "tiles (tp_size must divide K = V / W = {}; tile widths that fit "
                           "tp_size {}: {})",
                           numTiles(), tile_width, tp_size, numTiles(), tp_size,
                           validWidths(vocab, tp_size)));
  if (has_temperature && temperature_rows)
    return bad("temperature_rows",
               "temperature_rows = 1 with a scalar temperature: expected one of them (a "
               "per-row temperature tensor, or one temperature for every row)");
  if (has_temperature)
    if (llvm::Error e = checkTemperature(temperature))
      return e;
  if (top_k < 0 || top_k > kMaxTopK)
    return bad("top_k",
               fmt::format("top_k = {}: expected 0 (no top-k) or 1 <= k <= {}", top_k, kMaxTopK));
  if (top_k > 0 && vocab > INT32_MAX) // candidate keys and topk_select index in 31 bits
    return bad("top_k", fmt::format("top_k = {} with vocab (V) = {}: top-k token ids are kept "
                                    "in 31 bits; expected V <= {}",
                                    top_k, vocab, INT32_MAX));
  if (llvm::Error e = validateLmHead())
    return e;
  if (!isPow2(lanes) || lanes > 64)
    return bad("lanes", fmt::format("lanes (L) = {}: expected a power of two in [1, 64]", lanes));
  if (chunk != 0 && (!isPow2(chunk) || chunk > 16))
    return bad(
        "chunk",
        fmt::format("chunk (C) = {}: expected a power of two in [1, 16], or 0 for the default",
                    chunk));
  if (llvm::Error e = validateTileSum())
    return e;
  if (mask_mode == MaskMode::IgnoreIndex && ignore_index >= 0 && ignore_index < vocab)
    return bad("ignore_index",
               fmt::format("ignore_index = {} is a valid token id in [0, V = {}): expected a "
                           "value outside the vocab (e.g. -100)",
                           ignore_index, vocab));
  if (index_type == IndexType::I32 && vocab > INT32_MAX)
    return bad("index_type", fmt::format("int32 targets cannot address vocab (V) = {}", vocab));
  return llvm::Error::success();
}

/// The leaf order cuts each tile into 16-column leaves from its start, so that a GEMM's
/// 256-column output tiles (aligned to the tile) hold whole leaves.
llvm::Error Contract::validateTileSum() const {
  if (tile_sum == TileSum::Lanes)
    return llvm::Error::success();
  if (tile_sum != TileSum::Leaves)
    return bad("tile_sum",
               fmt::format("tile_sum = {}: expected lanes (0) or leaves (1)", int(tile_sum)));
  if (tile_width % kLeafCols != 0) {
    std::string widths;
    for (int64_t w = vocab / std::max(tp_size, 1); w >= kLeafCols && widths.size() < 40; --w)
      if (w % kLeafCols == 0 && vocab % w == 0 && (vocab / w) % std::max(tp_size, 1) == 0)
        widths += (widths.empty() ? "" : ", ") + std::to_string(w);
    return bad("tile_width",
               fmt::format("tile_width (W) = {} with tile_sum = leaves: expected a multiple of "
                           "{} (a leaf's columns) that divides V = {} into a tile count the TP "
                           "degree divides; such widths: {}",
                           tile_width, kLeafCols, vocab, widths.empty() ? "none" : widths));
  }
  if (top_k > 0)
    return bad("top_k", fmt::format("top_k = {} with tile_sum = leaves: the top-k kernels read "
                                    "the lanes' statistics of tile_sum = lanes; use lanes, or "
                                    "top_k = 0",
                                    top_k));
  return llvm::Error::success();
}

llvm::StringRef lmHeadOrderName(Arch arch) {
  switch (arch) {
  case Arch::SM90:
    return "tensorcore.k16";
  case Arch::Host:
    return "fma";
  case Arch::GFX942:
    return "mfma.k16";
  }
  return "?";
}

llvm::Error Contract::validateLmHead() const {
  if (hidden_size == 0)
    return llvm::Error::success();
  if (hidden_size < 0 || hidden_size % 16 != 0)
    return bad("hidden_size", fmt::format("hidden_size (H) = {}: expected a positive multiple of "
                                          "16 (the GEMM's k-step), or 0 for logits input",
                                          hidden_size));
  if (hidden_dtype == DType::F32)
    return bad("hidden_dtype", "hidden_dtype = fp32: expected bf16 or fp16 (the GEMM's inputs)");
  if (dtype != hidden_dtype && dtype != DType::F32)
    return bad("dtype", fmt::format("dtype = {} with hidden_dtype = {}: an LM head's logits are "
                                    "the hidden dtype (rounded) or fp32 (kept)",
                                    dtypeName(dtype).str(), dtypeName(hidden_dtype).str()));
  if (scope == Scope::CrossTargetBitwise)
    return bad("scope",
               "scope = cross_target_bitwise with hidden_size > 0: the LM head's GEMM has one "
               "canonical order per target (sm_90's tensor-core MMA, gfx942's MFMA, the host's "
               "FMA chain), so its logits differ between targets; use cross_tp_bitwise, or "
               "pass logits");
  return llvm::Error::success();
}

int64_t Contract::shardRealCols() const {
  int64_t n = realVocab() - shardStart();
  return std::clamp<int64_t>(n, 0, shardCols());
}

/// The temperature as its exact bits (0.7f and 0.70000001f are different contracts),
/// "rows" (a per-row tensor: its values are inputs, like the logits), or "none".
static std::string temperatureText(const Contract &c) {
  if (c.temperature_rows)
    return "rows";
  uint32_t bits;
  std::memcpy(&bits, &c.temperature, 4);
  return c.has_temperature ? fmt::format("0x{:08x}", bits) : std::string("none");
}

static std::string canonicalImpl(const Contract &c, bool withRank) {
  std::string s = fmt::format("V={};V_real={};W={};tp_size={};", c.vocab, c.realVocab(),
                              c.tile_width, c.tp_size);
  if (withRank)
    s += fmt::format("tp_rank={};", c.tp_rank);
  s += fmt::format("dtype={};targets={};mask={};ignore_index={};temperature={};entropy={};"
                   "scope={};target={};L={};C={}",
                   dtypeName(c.dtype).str(), indexTypeName(c.index_type).str(),
                   maskModeName(c.mask_mode).str(), c.ignore_index, temperatureText(c),
                   c.want_entropy ? 1 : 0, scopeName(c.scope).str(), c.target.toString(), c.lanes,
                   c.chunkSize());
  if (c.top_k > 0) // only when set: the fingerprints of contracts without top-k stay as they were
    s += fmt::format(";top_k={}", c.top_k);
  if (c.tile_sum != TileSum::Lanes) // likewise
    s += ";tile_sum=" + tileSumName(c.tile_sum).str();
  if (c.lmHead()) // only when set, likewise
    s += fmt::format(";hidden={};hidden_dtype={}", c.hidden_size, dtypeName(c.hidden_dtype).str());
  return s;
}

std::string Contract::canonical() const { return canonicalImpl(*this, true); }

static std::string blake3Hex(llvm::StringRef s) {
  llvm::BLAKE3 h;
  h.update(s);
  return llvm::toHex(h.final(), /*LowerCase=*/true);
}

std::string Contract::fingerprint() const { return blake3Hex(canonicalImpl(*this, false)); }

std::string Contract::numericsCanonical() const {
  std::string s =
      fmt::format("codegen={};V={};V_real={};W={};L={};C={};dtype={};temperature={};math={}",
                  kCodegenVersion, vocab, realVocab(), tile_width, lanes, chunkSize(),
                  dtypeName(dtype).str(), temperatureText(*this),
                  portableMath() ? std::string("portable") : "native:" + target.toString());
  // Only when set: the numerics fingerprints of lanes contracts stay as they were.
  if (tile_sum != TileSum::Lanes)
    s += ";tile_sum=" + tileSumName(tile_sum).str();
  // fixed_topology promises its bits for one TP degree only.
  if (scope == Scope::FixedTopology)
    s += fmt::format(";tp_size={}", tp_size);
  // The logits come from the GEMM: its order is the target's (docs/spec.md §16).
  if (lmHead())
    s += fmt::format(";lm_head={}:{}:{}", lmHeadOrderName(target.arch), hidden_size,
                     dtypeName(hidden_dtype).str());
  return s;
}

std::string Contract::numericsFingerprint() const { return blake3Hex(numericsCanonical()); }

} // namespace logpjit
