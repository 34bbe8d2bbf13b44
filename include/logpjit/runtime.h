//===- runtime.h - Ops: compile-or-load, tile_stats, merge, backward -------===//
//
// A Runtime owns the disk cache, the loaded kernels and a row-parallel thread pool.
// `getOp(contract)` returns the Op of one TP rank; kernels are compiled on first use
// (when a Compiler is attached) or loaded from the cache. The runtime library needs no
// compiler: a program that links only it (liblogpjit_runtime.so) loads kernels from a
// warmed cache, and a miss is an error.
//
// Data flow of one forward pass (docs/spec.md §1-§4):
//   each rank r:  op_r.tileStats(shard_r)         -> partials_r [T, K_local, P], tl_r [T]
//   all-gather:   partials [tp, T, K_local, P], target_logit [tp, T]
//   any rank:     op.merge(gathered)              -> lse [T], logp [T], entropy [T]
//
//===----------------------------------------------------------------------===//
#pragma once

#include "logpjit/buffer.h"
#include "logpjit/cache.h"
#include "logpjit/contract.h"
#include "logpjit/kernel_spec.h"
#include "logpjit/op_inputs.h"

#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

namespace logpjit {

/// Turns a KernelSpec into a binary (host: an x86-64 ELF shared object; sm_90: a cubin or
/// PTX; gfx942: an HSACO). Implemented by logpjit_compiler (`makeCompiler()` in
/// compiler/compiler.h; Runtime::defaultCompiler() where it is linked in).
class Compiler {
public:
  virtual ~Compiler() = default;
  /// Cache key: hash of spec + target + codegen version + template sources + LLVM
  /// version + cache format version (docs/spec.md §12). The LLVM compiler returns
  /// kernelCacheKey(spec), the key a runtime without a compiler looks up; another value
  /// (tests use one to isolate a failing compiler's entries) is never found by such a
  /// runtime.
  virtual std::string cacheKey(const KernelSpec &spec) const = 0;
  /// Metadata JSON (object text) stored with the cache entry: tool versions etc.
  virtual std::string metadata(const KernelSpec &spec) const = 0;
  virtual llvm::Expected<std::string> compile(const KernelSpec &spec) = 0;
  /// Turns sm_90 PTX into a cubin (`quick`: for the quick tier, KernelSpec::quick).
  using PtxLinker = std::function<llvm::Expected<std::string>(llvm::StringRef ptx, bool quick)>;
  /// Links sm_90 PTX with `linker` instead of nvJitLink from now on (a Runtime sets the CUDA
  /// driver's cuLink* for the GPU it compiles for; nullptr: nvJitLink again). Ignored by
  /// compilers that make no PTX.
  virtual void setPtxLinker(PtxLinker linker) {}
};

/// How a GPU kernel that is not in the cache is compiled (docs/design.md, "Tiered JIT").
enum class JitMode : uint8_t {
  /// sm_90: the quick tier (KernelSpec::quick) is compiled and launched at once while the
  /// full kernel compiles on a background thread; launches switch to the full kernel, and
  /// the disk cache gets it, when it is done. Both give the same bits. Other targets: Full.
  Tiered,
  Full,  ///< compile the full kernel before the first launch
  Quick, ///< launch only quick tiers (tests and debugging; never written to the cache)
};
/// "tiered" | "full" | "quick"; an error names the value and the choices.
llvm::Expected<JitMode> parseJitMode(llvm::StringRef s);
llvm::StringRef jitModeName(JitMode m);

/// Provenance of one kernel used by an Op.
struct KernelInfo {
  std::string name; ///< "tile_stats", "merge", "backward"
  std::string key;  ///< cache key
  std::string spec; ///< canonical spec
  Provenance provenance = Provenance::Compiled;
  double compile_ms = 0; ///< codegen + object emission (0 on a hit)
  double load_ms = 0;    ///< cache read + JIT link + symbol lookup
  std::string note;      ///< cache remarks (e.g. a corrupt entry rebuilt)
  /// The quick tier is launched (JitMode::Tiered: until the full kernel compiled in the
  /// background is loaded; JitMode::Quick: always).
  bool quick = false;
  /// The full kernel's compile on the background thread (0 until it is loaded).
  double background_compile_ms = 0;
};

class Runtime;
class KernelLoader;
struct KernelSlot;
class BackgroundCompiles;

/// The kernels of one contract on one rank. Thread-compatible (one caller at a time).
class Op {
public:
  ~Op();
  const Contract &contract() const { return contract_; }
  /// The GPU ordinal this Op launches on (its Runtime's device; 0 for the host).
  int device() const;

  /// Per (row, local tile) partials and the target logit this shard owns.
  /// partials: fp32 [rows, K_local, P] (P = contract.partialWidth());
  /// target_logit: fp32 [rows] (x_target/tau when this shard owns an active row's target, else 0).
  /// Errors (nothing written): null pointers, row_stride < V_local, rows < 0, an
  /// active row's target outside [0, V_real) or (host) per-row temperature that is not
  /// finite and >= kMinTemperature (names the row and value).
  llvm::Error tileStats(const ShardInputs &in, float *partials, float *target_logit);

  /// Merges all ranks' gathered partials in global tile order (docs/spec.md §4).
  /// gathered_partials: fp32 [tp_size, rows, K_local, P]; gathered_target_logit: fp32
  /// [tp_size, rows]. Outputs fp32 [rows]; `entropy` required iff contract.want_entropy.
  /// Inactive rows are not computed: logp = lse = entropy = +0 (docs/numerics.md).
  /// `temperature`: the rows' tau (fp32 [rows]), required iff contract.temperature_rows.
  /// `chunks`: partials of lmHeadTileStats(), each rank's shard cut into that many
  /// sub-shards ([tp_size * chunks, rows, K_local / chunks, P], target logits [tp_size *
  /// chunks, rows]); 1 for tileStats().
  llvm::Error merge(const float *gathered_partials, const float *gathered_target_logit,
                    const void *targets, const uint8_t *active, int64_t rows, float *lse,
                    float *logp, float *entropy, const float *temperature = nullptr,
                    int64_t chunks = 1);

  /// grad_logits [rows, grad_row_stride] (contract dtype) of this shard (docs/spec.md
  /// §6): g_logp*(1[i=target] - p) + g_lse*p + g_H*p*(lse - x - H), p = exp(x - lse),
  /// divided by tau when a temperature is set; zero on padding columns and inactive rows.
  llvm::Error backward(const ShardInputs &in, const GradInputs &g, void *grad_logits,
                       int64_t grad_row_stride);

  /// Top-k, first step (docs/spec.md §15; contract.top_k = k > 0): per (row, local tile) the
  /// tile's k largest candidate keys, best first (INT64_MIN past its real columns), and the
  /// number of its columns whose value is above the target's, which the rank counts.
  /// gathered_partials: fp32 [tp_size, rows, K_local, P] and gathered_target_logit: fp32
  /// [tp_size, rows], every rank's tile_stats outputs in rank order, as the merge takes them
  /// (the tile maxima bound the row's k-th largest value, so that most tiles offer none).
  /// candidates: int64 [rows, K_local, k]; above: int64 [rows, K_local]. Inactive rows are
  /// not written. Errors (nothing written): top_k = 0, null pointers, rows < 0, row_stride <
  /// V_local, an active row's target outside [0, V_real) or (host) a bad per-row temperature.
  llvm::Error topKTile(const ShardInputs &in, const float *gathered_partials,
                       const float *gathered_target_logit, int64_t *candidates, int64_t *above);

  /// Top-k at TP 1 in one read of the logits (contract.top_k > 0, tp_size = 1): tileStats()'s
  /// outputs, bitwise, and per (row, local tile, lane l of L) one word: the largest x / tau
  /// among the lane's columns (chunks i L + l of C columns) and how many of them are above
  /// x_target / tau (docs/spec.md §15; its encoding is the codegen version's, kernel_abi.h
  /// TKS_LaneStats: bf16 without a temperature fills half the buffer). partials fp32
  /// [rows, K_local, P], target_logit fp32 [rows], lane_stats int64 [rows, K_local, L]. merge()
  /// then topKSelect() give the same ids, logprobs and rank as tileStats(), merge(), topKTile() and
  /// topKMerge(). Errors (nothing written): those of tileStats(), null pointers, and tp_size > 1
  /// (the target's value is another rank's: topKTile() there).
  llvm::Error topKStats(const ShardInputs &in, float *partials, float *target_logit,
                        int64_t *lane_stats);

  /// Top-k at TP 1, second step: from topKStats()' partials, target_logit and lane_stats and
  /// the merge's lse fp32 [rows], the k best (re-reading the logits of the few lanes whose
  /// max can hold them) and the rank, as topKMerge() writes them: ids int64 [rows, k],
  /// logprobs fp32 [rows, k], rank int64 [rows]. `in` are the logits topKStats() read.
  /// `top_p` in (0, 1): the candidates of the processed sampler without a top-k filter
  /// (sampler() with top_k 0 and this top_p): a target may then write, for a row whose
  /// first 16 logprobs' probability reaches top_p in the sampler's own fp32 sum, those 16
  /// and padding after them (ids -1, logprobs -inf); the sampler's outputs are the same bits
  /// as from the k best (docs/decisions/topk-select-top-p-prefix.md). 0 or 1: the k best.
  /// Errors (nothing written): those of topKStats(), a null lse or output, top_p outside
  /// [0, 1].
  llvm::Error topKSelect(const ShardInputs &in, const float *partials, const float *target_logit,
                         const int64_t *lane_stats, const float *lse, int64_t *ids, float *logprobs,
                         int64_t *rank, float top_p = 0.0f);

  /// Top-k at TP 1, second step with the merge in the same launch: from topKStats()' partials,
  /// target_logit and lane_stats, writes what merge() writes of them (lse, logp fp32 [rows];
  /// entropy fp32 [rows] for entropy contracts where not null, else not written; an invalid
  /// target or per-row temperature in status()) and what topKSelect() writes with that lse
  /// (ids, logprobs, rank), bitwise both: the merge's operations run in topk_select's unit
  /// (one warp of its block on sm_90). Errors (nothing written): those of topKSelect(), a
  /// null lse or logp.
  llvm::Error topKMergeSelect(const ShardInputs &in, const float *partials,
                              const float *target_logit, const int64_t *lane_stats, float *lse,
                              float *logp, float *entropy, int64_t *ids, float *logprobs,
                              int64_t *rank, float top_p = 0.0f);

  /// Top-k, second step: the k best over every rank's candidates (gathered [tp_size, rows,
  /// K_local, k] and [tp_size, rows, K_local] in rank order, like the partials), with `lse`
  /// the merge's fp32 [rows]. ids: int64 [rows, k] token ids, best first (-1 past V_real);
  /// logprobs: fp32 [rows, k] = x_i / tau - lse (-inf where the id is -1), the target's
  /// entry bitwise the merge's logp; rank: int64 [rows] = 1 + the tokens whose value is
  /// above the target's (docs/spec.md §15 orders values totally: NaN highest, -0 below +0;
  /// equal values do not count). Inactive rows: ids -1, logprobs +0, rank 0.
  llvm::Error topKMerge(const int64_t *gathered_candidates, const int64_t *gathered_above,
                        const void *targets, const uint8_t *active, int64_t rows, const float *lse,
                        int64_t *ids, float *logprobs, int64_t *rank);

  /// vLLM's processed sampler logprobs (docs/spec.md §15) from topKMerge()'s outputs of this
  /// contract (C = contract.top_k candidates per row): ids int64 [rows, C], logprobs fp32
  /// [rows, C], rank int64 [rows], and the sampled ids [rows] (contract index type, those
  /// topKMerge() took as targets). `top_k`: 0 (no top-k filter) or 1..C; `top_p`: in [0, 1],
  /// 0 and 1 meaning no top-p filter (1 is vLLM's default). Writes logp fp32 [rows] (the sampled
  /// token's processed logprob; -inf where filtered out), out_rank int64 [rows] (its raw rank where
  /// kept, else 0), out_ids int64 [rows, num_logprobs] and out_logprobs fp32 [rows, num_logprobs]
  /// (the first kept candidates; -1 / -inf past them; may be null when num_logprobs = 0), kept
  /// int64 [rows] (candidates kept; 0 on inactive rows; -1 where the C candidates hold less
  /// than top_p: that row's logp and out_logprobs are NaN, its out_ids -1 and out_rank 0,
  /// and status() reports it, so no caller has to synchronize to find it). The same bits
  /// on every target (portable
  /// exp and log), for a row in any batch. Errors (nothing written): top_k = 0 in the
  /// contract, arguments out of range, null pointers, rows < 0.
  llvm::Error sampler(const int64_t *ids, const float *logprobs, const int64_t *rank,
                      const void *sampled, int64_t rows, int64_t top_k, float top_p,
                      int64_t num_logprobs, float *logp, int64_t *out_rank, int64_t *out_ids,
                      float *out_logprobs, int64_t *kept);

  /// The LM head, materialized (docs/spec.md §16): logits [rows, logits_stride] (the
  /// contract's dtype; columns [0, V_local); any stride >= V_local) = hidden x weight^T in
  /// the GEMM's canonical order, the same bits for a row in any batch and any column range.
  /// Targets, mask and temperature are not read. Errors (nothing written): not an LM-head
  /// contract, null pointers, rows < 0, strides below H or V_local, hidden / weight strides
  /// not multiples of 8 or bases not 16-byte aligned.
  llvm::Error lmHead(const LmHeadInputs &in, void *logits, int64_t logits_stride);

  /// The fused forward's first step (docs/spec.md §16): this rank's tile partials straight
  /// from hidden and weight, bitwise those of tileStats() on lmHead()'s logits, holding
  /// at most kLmHeadBlockBytes of logits at a time (a scratch buffer the Op keeps and
  /// reuses in stream order: a call on another stream first waits for the device). The shard is cut
  /// into C = lmHeadChunks() chunks of whole tiles, each a sub-shard: partials fp32 [C, rows,
  /// K_local / C, P], target_logit fp32 [C, rows] — the layout merge() takes with `chunks = C`
  /// (after the all-gather across ranks, [tp_size * C, ...]). Errors (nothing written): those of
  /// lmHead() and of tileStats(). `saved` (rows > 0): the first saved.rows rows' logits are
  /// also written to saved.data for lmHeadBackward (materialized there, then tile_stats; the
  /// same partials' bits); errors then also those of lmHead() on saved.data, saved.rows
  /// outside [0, rows].
  llvm::Error lmHeadTileStats(const LmHeadInputs &in, float *partials, float *target_logit,
                              const LmHeadSavedLogits &saved = {});
  /// C of lmHeadTileStats(): the fewest chunks of whole tiles (a divisor of K_local) whose
  /// logits block fits kLmHeadBlockBytes; 1 for a leaf-order contract on sm_90 (its
  /// epilogue holds no logits). A function of the contract alone, so every rank agrees; the
  /// outputs' bits do not depend on it (the merge sums tiles in global order).
  int64_t lmHeadChunks() const;

  /// The LM head's backward, this rank's step (docs/spec.md §16): from hidden, weight,
  /// targets (`in`) and the forward's lse (and entropy) with the upstream gradients `g` (as
  /// backward() takes them), the logits recomputed block by block (never [rows, V_local] of
  /// them, nor of their gradient), the gradient of the logits rounded to the hidden dtype:
  /// - grad_hidden_partial fp32 [rows, H]: this rank's sum over its vocab leaves
  ///   (lmHeadGradLeaves()): each leaf's GEMM over its columns in the canonical order, the
  ///   leaves summed in the fixed pairwise tree of which the rank holds a subtree.
  ///   lmHeadGradHidden() sums the ranks' partials in the same tree: grad_hidden's bits do
  ///   not depend on tp_size nor on the batch.
  /// - grad_weight fp32 [V_local, H] (row j: token shard_start + j; padding rows 0), or null
  ///   (a frozen weight: not computed): the sum over the rows in one chain of k16 steps over
  ///   t (zero rows up to a multiple of 16), repeatable bit for bit; `accumulate_weight`:
  ///   the chain continues from grad_weight's values (a trainer's fp32 main_grad) instead
  ///   of starting from +0. Padding rows of the weight never reach grad_hidden.
  /// Extra device memory: a few blocks of at most kLmHeadBlockRows rows (kept by the Op,
  /// reused in stream order), independent of rows. Errors (nothing written): those of
  /// lmHeadTileStats() and backward(), tp_size not dividing lmHeadGradLeaves(), a null
  /// grad_hidden_partial.
  llvm::Error lmHeadBackward(const LmHeadInputs &in, const GradInputs &g,
                             float *grad_hidden_partial, float *grad_weight,
                             bool accumulate_weight = false);
  /// lmHeadBackward with grad_weight where `grad_weight` says: fp32 as above, or in the
  /// hidden dtype, rounded once from the same fp32 chain (bitwise the fp32 result rounded
  /// to nearest even), its fp32 sums kept as two 16-bit halves between the row blocks and
  /// calls. Errors (nothing written): those above, a dtype other than fp32 or hidden_dtype,
  /// a null `low` where the chain spans calls or row blocks, 16-bit data or `low` not
  /// 4-byte aligned, a call with rows = 0 that would end a chain earlier calls began.
  /// `saved`: the logits lmHeadTileStats saved for the call's first saved.rows rows (the same
  /// batch, weight and contract), read in place of recomputing each block of kLmHeadBlockRows
  /// rows wholly inside them, and possibly overwritten there with their gradient (one
  /// backward per save); the outputs' bits are the same. Errors: also saved.rows outside
  /// [0, rows], a null saved.data, saved.stride below V_local.
  llvm::Error lmHeadBackward(const LmHeadInputs &in, const GradInputs &g,
                             float *grad_hidden_partial, const GradWeightOut &grad_weight,
                             const LmHeadSavedLogits &saved = {});
  /// Vocab leaves of grad_hidden's tree: gcd(K, 8) (a power of two); each rank holds
  /// lmHeadGradLeaves() / tp_size of them. A function of V and W alone.
  int64_t lmHeadGradLeaves() const;
  /// grad_hidden [rows, grad_hidden_stride] (the hidden dtype, rounded once) from every
  /// rank's lmHeadBackward() partial, gathered fp32 [tp_size, rows, H] in rank order, summed
  /// in the tree's upper levels (rank pairs, then pairs of pairs, ...). Errors (nothing
  /// written): null pointers, rows < 0, a stride below H.
  llvm::Error lmHeadGradHidden(const float *gathered_partials, int64_t rows, void *grad_hidden,
                               int64_t grad_hidden_stride);

  /// Loads (compiles, or reads from the cache) the forward kernels, tile_stats and
  /// merge, so later calls launch without loading; returns their cache keys in that
  /// order. Errors: those of a first launch (readonly cache miss, compile errors).
  llvm::Expected<std::vector<std::string>> loadForward();

  /// Provenance of the kernels loaded so far.
  std::vector<KernelInfo> kernels() const;

  /// GPU targets: the CUstream (as void*) later launches are queued on; nullptr = the
  /// legacy default stream. Ignored on the host.
  void setStream(void *stream) { stream_ = stream; }

  /// Errors the kernels reported since the last call, then clears them. On GPU targets
  /// (unless RuntimeOptions::sync_target_check) targets are validated inside the merge
  /// kernel, without a host round trip: an active row whose target is outside
  /// [0, V_real) gets logp = NaN and is reported here. On every target, whatever that
  /// option, so is a row whose candidates do not reach top_p in sampler() (kept -1, its
  /// logp and logprobs NaN). InvalidValue naming the row. Synchronizes with the device.
  llvm::Error status();

private:
  friend class Runtime;
  friend struct OpTestAccess; ///< tests/gemm_operands_util.h: the GEMMs alone
  struct Loaded;
  Op(Runtime &rt, Contract c);
  llvm::Expected<const Loaded *> kernel(KernelKind kind, bool gradLse = false,
                                        bool gradEntropy = false);
  /// A kernel whose spec is not the contract's (the LM head's backward GEMMs and relayouts).
  llvm::Expected<const Loaded *> kernel(const KernelSpec &spec);
  llvm::Expected<const Loaded *> load(const KernelSpec &spec, bool given);
  /// `readsTemperature`: false for a kernel that takes no temperature (topk_merge).
  llvm::Error checkTargets(const void *targets, const uint8_t *active, int64_t rows,
                           const float *temperature, bool readsTemperature = true) const;
  /// Runs a loaded kernel over `rows` (host: row blocks on the workers; sm_90: the grid of
  /// the kernel's granularity, kernel_abi.h). `extra`: GPU kernel parameters after the
  /// argument words, each a pointer to the parameter's bytes (the LM head's tensor maps).
  llvm::Error launch(const Loaded &k, uint64_t *args, unsigned numArgs, int64_t rows, int64_t items,
                     llvm::ArrayRef<void *> extra = {});
  /// tile_stats over the columns [start, start + cols) of the global vocab held at
  /// in.logits, the first `valid` of them real (tileStats(): this rank's shard).
  /// topk_select's merge values and outputs: the merge's lse read (`lseIn`), or with the
  /// merge here lse, logp and entropy written; the selection's outputs.
  struct SelectOutputs {
    const float *lseIn;
    float *lse, *logp, *entropy;
    int64_t *ids;
    float *logprobs;
    int64_t *rank;
  };
  llvm::Error selectLaunch(const char *name, const ShardInputs &in, const float *partials,
                           const float *target_logit, const int64_t *lane_stats,
                           const SelectOutputs &out, float top_p, bool mergeHere);
  /// tile_stats over one shard (`k`: that kernel instead of the contract's, e.g. the leaf
  /// order's tiles from group partials).
  llvm::Error launchTileStats(const ShardInputs &in, int64_t start, int64_t cols, int64_t valid,
                              float *partials, float *target_logit, const Loaded *k = nullptr);
  /// lmHeadTileStats of a leaf-order contract on sm_90's full kernel (KernelSpec::leaf_groups):
  /// per row block and chunk, one GEMM launch whose epilogue writes the tiles' group partials
  /// and the owned target logits into a small block; tile_stats chains them into the
  /// chunk's tile partials. No logits in memory; the bits of the scratch path. Where
  /// lmHeadLeafSaves(saved), the epilogue also stores rows [0, saved.rows)' logits into
  /// saved.data (lmHead()'s bits).
  llvm::Error lmHeadLeafTileStats(const LmHeadInputs &in, float *partials, float *target_logit,
                                  int64_t first_row = 0, const LmHeadSavedLogits &saved = {});
  /// Whether lmHeadLeafTileStats' epilogue stores the kept rows' logits itself (else
  /// lmHeadSavedTileStats materializes them first): the leaf epilogue with 16-bit logits
  /// (parked half tiles), W and saved.stride multiples of 8, saved.data 16-byte aligned.
  bool lmHeadLeafSaves(const LmHeadSavedLogits &saved) const;
  /// tile_stats over chunk `ch` of rows [r0, r0 + rows) of an LM-head call, whose logits lie
  /// at `logits` [rows, stride] (the chunk's first column), into that chunk's and those rows'
  /// places of lmHeadTileStats' partials and target_logit.
  llvm::Error lmHeadChunkTileStats(const LmHeadInputs &in, int64_t r0, int64_t rows, int64_t ch,
                                   const void *logits, int64_t stride, float *partials,
                                   float *target_logit);
  /// lmHeadTileStats' rows [0, saved.rows): lmHead() into saved.data, then tile_stats per chunk.
  llvm::Error lmHeadSavedTileStats(const LmHeadInputs &in, float *partials, float *target_logit,
                                   const LmHeadSavedLogits &saved);
  /// Whether lmHeadTileStats takes lmHeadLeafTileStats: a leaf-order LM-head contract on
  /// sm_90, the JIT not limited to quick tiers (the epilogue is the full kernel's).
  bool lmHeadLeafEpilogue() const;
  /// lm_head over columns [0, cols) of `weight` (checked inputs).
  llvm::Error launchLmHead(const LmHeadInputs &in, const void *weight, int64_t cols, void *logits,
                           int64_t logits_stride);
  /// The loaded GEMM `k` (an lm_head spec): out [rows, n] = a [rows, K] x b [n, K]^T in the
  /// canonical order (strides in elements; out in k's output dtype); an MN-major operand
  /// (KernelSpec::a_mn_major, b_mn_major) is stored [K, stride], its k rows from `kExtent`
  /// on read as 0. `outLow`: the low halves of a split_acc spec's fp32 sums (out: the high
  /// ones).
  llvm::Error launchGemm(const Loaded &k, const void *a, int64_t aStride, const void *b,
                         int64_t bStride, int64_t rows, int64_t n, int64_t K, void *out,
                         int64_t outStride, void *outLow = nullptr, int64_t kExtent = 0,
                         const uint64_t *leafWords = nullptr);
  /// backward over the columns [start, start + cols) of the global vocab held at in.logits,
  /// the first `valid` of them real (backward(): this rank's shard).
  llvm::Error launchBackward(const ShardInputs &in, const GradInputs &g, int64_t start,
                             int64_t cols, int64_t valid, void *grad_logits, int64_t stride);
  /// launchGemm of `spec`'s kernel (an lm_head spec); on sm_90 an accumulating or split one
  /// gives its whole tiles (rows and columns rounded down to 256: whole pairs of 128-row
  /// tiles, where the output's pairs are aligned) to the spec's whole_tiles kernel and the rest (a
  /// right and a bottom strip) to its general one: the same bits, no serialized wgmma for most
  /// tiles.
  llvm::Error launchGemmSpec(KernelSpec spec, const void *a, int64_t aStride, const void *b,
                             int64_t bStride, int64_t rows, int64_t n, int64_t K, void *out,
                             int64_t outStride, void *outLow = nullptr, int64_t kExtent = 0);
  /// grad_weight's GEMM of one chunk (its first row `local`): out [cols, H] of `gw` =
  /// G^T x hidden block, both read in place (M- and N-major: `grad` [rows, gradStride] and
  /// `hidden` [rows, hiddenStride], K = rows rounded up to 16); `from`: the chain
  /// continues from the stored sums; `end`: a 16-bit chain's sums are rounded into gw.data.
  llvm::Error launchGradWeightGemm(const void *grad, int64_t gradStride, const void *hidden,
                                   int64_t hiddenStride, int64_t rows, int64_t cols,
                                   const GradWeightOut &gw, int64_t local, bool from, bool end);
  /// The relayout kernel (kernel_abi.h RL_*) from `in` to `out` elements: dst = src (+ add),
  /// [rows, cols], one unit per group of 8 rows.
  llvm::Error launchRelayout(DType in, DType out, const void *src, int64_t srcStride,
                             const float *add, void *dst, int64_t dstStride, int64_t rows,
                             int64_t cols);
  /// A device block the Op keeps and reuses in stream order.
  struct Scratch {
    std::unique_ptr<DeviceBuffer> buffer;
    void *stream = nullptr; ///< the stream that last used it
    int64_t layout = 0;     ///< what its bytes are laid out for (a new layout: a new block)
  };
  /// `s`'s block of at least `bytes`, laid out for `layout`: a call on another stream than
  /// the last one first waits for the device; a new block is zeroed when `zeroNew`.
  llvm::Expected<char *> scratch(Scratch &s, size_t bytes, int64_t layout, bool zeroNew);
  Scratch lmForward_;  ///< lmHeadTileStats' block of logits (or of group partials)
  Scratch lmBackward_; ///< lmHeadBackward's blocks (layout: rows per block)
  Scratch lmRankSums_; ///< lmHeadGradHidden's pair sums of the ranks' partials (tp_size >= 4)
  void *stream_ = nullptr;
  /// int64 [2] status words (GPU targets): the merge's bad row (targets[r]: r + 1;
  /// temperature[r]: -r - 1) and the sampler's short row (r + 1); 0: none.
  std::unique_ptr<DeviceBuffer> status_;
  /// The status words, allocated and zeroed on first use.
  llvm::Expected<int64_t *> statusWords();

  Runtime &rt_;
  Contract contract_;
  mutable std::mutex mu_;
  std::vector<std::unique_ptr<Loaded>> loaded_;
};

/// Options of a Runtime.
struct RuntimeOptions {
  CacheConfig cache; ///< usually CacheConfig::fromEnv()
  int threads = 0;   ///< host worker threads; 0 = std::thread::hardware_concurrency()
  int device = 0;    ///< GPU ordinal for GPU targets
  /// GPU targets: copy targets to the host and check them before every launch (a clear
  /// error, nothing written, but one device synchronization per call). Off: the merge
  /// kernel checks them (see Op::status()).
  bool sync_target_check = false;
  /// How kernels missing from the cache are compiled; unset: $LOGPJIT_JIT (tiered | full |
  /// quick), else JitMode::Tiered.
  std::optional<JitMode> jit;
};

/// Owns the cache, the JIT that loads host objects, and the worker threads.
class Runtime {
public:
  /// `compiler` may be null: then every kernel must come from the cache (keys are
  /// computed by the runtime, kernelCacheKey()); a miss is an error naming the spec, the
  /// key and the cache directory and saying that no compiler is linked in.
  static llvm::Expected<std::unique_ptr<Runtime>> create(RuntimeOptions opts,
                                                         std::shared_ptr<Compiler> compiler);
  /// The compiler linked into this program (logpjit_compiler's LLVM compiler, a new
  /// instance per call), or nullptr where only the runtime is linked (e.g. a program
  /// using liblogpjit_runtime.so). `create(opts, defaultCompiler())` compiles on a miss
  /// whenever it can.
  static std::shared_ptr<Compiler> defaultCompiler();
  /// Waits for the background compiles of the full kernels (JitMode::Tiered).
  ~Runtime();
  /// The JIT mode in effect (RuntimeOptions::jit or $LOGPJIT_JIT).
  JitMode jitMode() const { return jitMode_; }
  /// Blocks until every full kernel compiling in the background (JitMode::Tiered) is
  /// loaded; later launches use them. Returns the errors of those compiles, if any (each
  /// names its kernel; its quick tier, same bits, stays in use).
  llvm::Error waitForFullKernels();

  /// The Op for a contract (validated here; errors name the bad field).
  llvm::Expected<std::unique_ptr<Op>> getOp(const Contract &c);

  int threads() const { return threads_; }
  int device() const { return device_; }
  void setThreads(int n);
  DiskCache &cache() { return *cache_; }

  /// Runs fn(row_begin, row_end) over [0, rows) split into contiguous blocks, one per
  /// worker. Results never depend on the split (each row is independent).
  void parallelRows(int64_t rows, const std::function<void(int64_t, int64_t)> &fn);

private:
  friend class Op;
  Runtime() = default;
  /// Compiles or loads the kernel of `spec` once per Runtime (memory hit afterwards);
  /// `slot` receives its entry point, which a background compile may later replace.
  llvm::Expected<KernelInfo> loadKernel(const KernelSpec &spec, std::shared_ptr<KernelSlot> *slot);
  /// Loads a compiled binary into the process (host JIT) or the current GPU context.
  llvm::Expected<void *> loadBinary(const KernelSpec &spec, const KernelInfo &info,
                                    const std::string &binary, std::string *note);
  /// JitMode::Tiered on a miss: the quick tier now, the full kernel in the background.
  llvm::Expected<KernelInfo> loadTiered(const KernelSpec &spec, KernelInfo info,
                                        std::shared_ptr<KernelSlot> *slot);
  /// Without a compiler: the cached binary of `info.key`, or an error naming the spec.
  llvm::Expected<DiskCache::Result> cachedOnly(const KernelInfo &info);

  int threads_ = 1;
  int device_ = 0;
  bool syncTargetCheck_ = false;
  std::unique_ptr<DiskCache> cache_;
  std::shared_ptr<Compiler> compiler_;
  std::unique_ptr<KernelLoader> loaders_[3]; ///< per Arch, made on first use (loadBinary)
  JitMode jitMode_ = JitMode::Tiered;
  std::mutex mu_;
  std::map<std::string, std::shared_ptr<KernelSlot>> loaded_; ///< cache key -> entry point
  std::unique_ptr<BackgroundCompiles> background_;
};

/// The message of `err` ("" for success); consumes it. Programs using
/// liblogpjit_runtime.so read errors with this, not llvm::toString: the library carries
/// its own private copy of LLVM Support, and its errors must not reach another copy.
std::string errorMessage(llvm::Error err);

} // namespace logpjit
