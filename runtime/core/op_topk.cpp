//===- op_topk.cpp - Op: the top-k kernels and the sampler -----------------===//
//
// docs/spec.md §15: topk_tile and topk_merge (two reads, any TP degree), topk_stats and
// topk_select (one read at TP 1), the processed sampler; their argument checks and
// launches. The shared shard words and checks are in runtime/core/op.cpp.
//
#include "logpjit/errors.h"
#include "logpjit/runtime.h"
#include "runtime/core/kernel_abi.h"
#include "runtime/core/op_internal.h"

#include <fmt/format.h>

using namespace llvm;

namespace logpjit {

/// `fn`'s contract has top_k > 0 and, where `tp1Why` says what TP > 1 takes instead, TP 1.
static Error checkTopKContract(const Contract &c, const char *fn, const char *tp1Why = nullptr) {
  if (c.top_k <= 0)
    return argError("top_k", fmt::format("{}: the contract has top_k = 0 (no top-k)", fn));
  if (tp1Why && c.tp_size != 1)
    return argError("tp_size",
                    fmt::format("{}: tp_size = {}: expected 1 ({})", fn, c.tp_size, tp1Why));
  return Error::success();
}

Error Op::topKTile(const ShardInputs &in, const float *gathered_partials,
                   const float *gathered_target_logit, int64_t *candidates, int64_t *above) {
  const Contract &c = contract_;
  if (Error e = checkTopKContract(c, "topKTile"))
    return e;
  if (Error e = checkTargets(in.targets, in.active, in.rows, in.temperature))
    return e;
  if (in.rows == 0)
    return Error::success();
  if (Error e = checkShardLogits(c, in))
    return e;
  if (!gathered_partials || !gathered_target_logit)
    return argError("gathered_partials",
                    "topKTile inputs: null pointer (expected the gathered partials fp32 [tp, "
                    "rows, K_local, P] and target logits fp32 [tp, rows])");
  if (!candidates || !above)
    return argError("candidates", "topKTile outputs: null pointer (expected candidates [rows, "
                                  "K_local, k] and above [rows, K_local], int64)");
  auto k = kernel(KernelKind::TopKTile);
  if (!k)
    return k.takeError();
  uint64_t args[abi::TK_NumArgs] = {};
  shardWords(c, in, args);
  args[abi::TK_TargetLogit] = ptrWord(gathered_target_logit);
  args[abi::TK_TpSize] = c.tp_size;
  args[abi::TK_RealVocab] = c.realVocab();
  args[abi::TK_Partials] = ptrWord(gathered_partials);
  args[abi::TK_PartialWidth] = c.partialWidth();
  args[abi::TK_Candidates] = ptrWord(candidates);
  args[abi::TK_Above] = ptrWord(above);
  args[abi::TK_Rows] = in.rows;
  return launch(**k, args, abi::TK_NumArgs, in.rows, c.localTiles());
}

Error Op::topKStats(const ShardInputs &in, float *partials, float *target_logit,
                    int64_t *lane_stats) {
  const Contract &c = contract_;
  if (Error e = checkTopKContract(c, "topKStats",
                                  "at TP > 1 the target's value is another rank's: tileStats, "
                                  "merge, topKTile"))
    return e;
  if (Error e = checkTargets(in.targets, in.active, in.rows, in.temperature))
    return e;
  if (in.rows == 0)
    return Error::success();
  if (Error e = checkShardLogits(c, in))
    return e;
  if (!partials || !target_logit)
    return argError("partials", "topKStats outputs: null pointer (expected partials [rows, "
                                "K_local, P] and target_logit [rows])");
  if (!lane_stats)
    return argError("lane_stats", "topKStats outputs: null pointer (expected lane_stats [rows, "
                                  "K_local, L], int64)");
  auto k = kernel(KernelKind::TopKStats);
  if (!k)
    return k.takeError();
  uint64_t args[abi::TKS_NumArgs] = {};
  shardWords(c, in, args); // the shard's columns too
  args[abi::TS_Partials] = ptrWord(partials);
  args[abi::TS_TargetLogit] = ptrWord(target_logit);
  args[abi::TS_Rows] = in.rows;
  args[abi::TKS_LaneStats] = ptrWord(lane_stats);
  return launch(**k, args, abi::TKS_NumArgs, in.rows, c.localTiles());
}

Error Op::topKSelect(const ShardInputs &in, const float *partials, const float *target_logit,
                     const int64_t *lane_stats, const float *lse, int64_t *ids, float *logprobs,
                     int64_t *rank, float top_p) {
  SelectOutputs out{lse, nullptr, nullptr, nullptr, ids, logprobs, rank};
  return selectLaunch("topKSelect", in, partials, target_logit, lane_stats, out, top_p, false);
}

Error Op::topKMergeSelect(const ShardInputs &in, const float *partials, const float *target_logit,
                          const int64_t *lane_stats, float *lse, float *logp, float *entropy,
                          int64_t *ids, float *logprobs, int64_t *rank, float top_p) {
  SelectOutputs out{nullptr, lse, logp, entropy, ids, logprobs, rank};
  return selectLaunch("topKMergeSelect", in, partials, target_logit, lane_stats, out, top_p, true);
}

/// topk_select's launch for topKSelect (`mergeHere` false: out.lseIn is the merge's, read) and
/// topKMergeSelect (true: the row's merge runs in the same kernel and writes out.lse,
/// out.logp, out.entropy and the op's status word).
Error Op::selectLaunch(const char *name, const ShardInputs &in, const float *partials,
                       const float *target_logit, const int64_t *lane_stats,
                       const SelectOutputs &out, float top_p, bool mergeHere) {
  const Contract &c = contract_;
  if (Error e = checkTopKContract(c, name,
                                  "topKStats' lane stats exist at TP 1; at TP > 1: topKTile, "
                                  "topKMerge"))
    return e;
  if (!(top_p >= 0.0f && top_p <= 1.0f))
    return argError("top_p", fmt::format("{}: top_p = {}: expected 0 <= top_p <= 1 "
                                         "(0 and 1: the k best)",
                                         name, top_p));
  if (Error e = checkTargets(in.targets, in.active, in.rows, in.temperature))
    return e;
  if (in.rows == 0)
    return Error::success();
  if (Error e = checkShardLogits(c, in))
    return e;
  if (!partials || !target_logit || !lane_stats)
    return argError("lane_stats",
                    fmt::format("{} inputs: null pointer (expected topKStats' partials [rows, "
                                "K_local, P], target_logit [rows] and lane_stats [rows, K_local, "
                                "L])",
                                name));
  if (!mergeHere && !out.lseIn)
    return argError("lse", "topKSelect inputs: null pointer (expected the merge's lse [rows])");
  if (mergeHere && (!out.lse || !out.logp))
    return argError("lse", "topKMergeSelect outputs: null pointer (expected the merge's lse "
                           "and logp [rows])");
  if (!out.ids || !out.logprobs || !out.rank)
    return argError("ids", fmt::format("{} outputs: null pointer (expected ids [rows, k], "
                                       "logprobs [rows, k] and rank [rows])",
                                       name));
  auto k = kernel(KernelKind::TopKSelect);
  if (!k)
    return k.takeError();
  uint64_t args[abi::TSL_NumArgs] = {};
  args[abi::TSL_Logits] = ptrWord(in.logits);
  args[abi::TSL_RowStride] = uint64_t(in.row_stride);
  args[abi::TSL_Targets] = ptrWord(in.targets);
  args[abi::TSL_Active] = ptrWord(in.active);
  args[abi::TSL_IgnoreIndex] = uint64_t(c.ignore_index);
  args[abi::TSL_ShardCols] = uint64_t(c.shardCols());
  args[abi::TSL_ValidCols] = uint64_t(c.shardRealCols());
  args[abi::TSL_Temperature] =
      c.temperature_rows ? ptrWord(in.temperature) : f32Word(c.temperature);
  args[abi::TSL_Partials] = ptrWord(partials);
  args[abi::TSL_PartialWidth] = uint64_t(c.partialWidth());
  args[abi::TSL_TargetLogit] = ptrWord(target_logit);
  args[abi::TSL_LaneStats] = ptrWord(lane_stats);
  args[abi::TSL_Lse] = ptrWord(mergeHere ? out.lse : out.lseIn);
  args[abi::TSL_Ids] = ptrWord(out.ids);
  args[abi::TSL_Logprobs] = ptrWord(out.logprobs);
  args[abi::TSL_Rank] = ptrWord(out.rank);
  args[abi::TSL_TopP] = f32Word(top_p);
  args[abi::TSL_Rows] = uint64_t(in.rows);
  if (mergeHere) {
    auto st = statusWords();
    if (!st)
      return st.takeError();
    args[abi::TSL_MergeHere] = 1;
    args[abi::TSL_Logp] = ptrWord(out.logp);
    args[abi::TSL_Entropy] = ptrWord(c.want_entropy ? out.entropy : nullptr);
    args[abi::TSL_Status] = ptrWord(*st);
  }
  return launch(**k, args, abi::TSL_NumArgs, in.rows, 1);
}

Error Op::topKMerge(const int64_t *gathered_candidates, const int64_t *gathered_above,
                    const void *targets, const uint8_t *active, int64_t rows, const float *lse,
                    int64_t *ids, float *logprobs, int64_t *rank) {
  const Contract &c = contract_;
  if (Error e = checkTopKContract(c, "topKMerge"))
    return e;
  if (Error e = checkTargets(targets, active, rows, nullptr, /*readsTemperature=*/false))
    return e;
  if (rows == 0)
    return Error::success();
  if (!gathered_candidates || !gathered_above || !lse)
    return argError("gathered_candidates",
                    "topKMerge inputs: null pointer (expected gathered candidates [tp, rows, "
                    "K_local, k], above [tp, rows, K_local] and lse [rows])");
  if (!ids || !logprobs || !rank)
    return argError("ids", "topKMerge outputs: null pointer (expected ids [rows, k], logprobs "
                           "[rows, k] and rank [rows])");
  auto k = kernel(KernelKind::TopKMerge);
  if (!k)
    return k.takeError();
  uint64_t args[abi::TM_NumArgs] = {};
  args[abi::TM_Candidates] = ptrWord(gathered_candidates);
  args[abi::TM_Above] = ptrWord(gathered_above);
  args[abi::TM_Targets] = ptrWord(targets);
  args[abi::TM_Active] = ptrWord(active);
  args[abi::TM_IgnoreIndex] = c.ignore_index;
  args[abi::TM_TpSize] = c.tp_size;
  args[abi::TM_LocalTiles] = c.localTiles();
  args[abi::TM_RealVocab] = c.realVocab();
  args[abi::TM_Lse] = ptrWord(lse);
  args[abi::TM_Ids] = ptrWord(ids);
  args[abi::TM_Logprobs] = ptrWord(logprobs);
  args[abi::TM_Rank] = ptrWord(rank);
  args[abi::TM_Rows] = rows;
  return launch(**k, args, abi::TM_NumArgs, rows, 1);
}

Error Op::sampler(const int64_t *ids, const float *logprobs, const int64_t *rank,
                  const void *sampled, int64_t rows, int64_t top_k, float top_p,
                  int64_t num_logprobs, float *logp, int64_t *out_rank, int64_t *out_ids,
                  float *out_logprobs, int64_t *kept) {
  const Contract &c = contract_;
  if (c.top_k <= 0)
    return argError("top_k", "sampler: the contract has top_k = 0 (no candidates)");
  if (top_k < 0 || top_k > c.top_k)
    return argError("top_k", fmt::format("top_k = {}: expected 0 (no top-k filter) or 1 <= "
                                         "top_k <= {} (the contract's candidates)",
                                         top_k, c.top_k));
  if (!(top_p >= 0.0f && top_p <= 1.0f))
    return argError("top_p", fmt::format("top_p = {}: expected 0 <= top_p <= 1 (0 and 1: no "
                                         "top-p filter)",
                                         top_p));
  if (num_logprobs < 0 || num_logprobs > c.top_k)
    return argError("num_logprobs",
                    fmt::format("num_logprobs = {}: expected 0 <= num_logprobs <= {} (the "
                                "contract's candidates)",
                                num_logprobs, c.top_k));
  if (rows < 0)
    return argError("rows", fmt::format("rows = {}: expected >= 0", rows));
  if (rows == 0)
    return Error::success();
  if (!ids || !logprobs || !rank || !sampled)
    return argError("ids", "sampler inputs: null pointer (expected ids [rows, k], logprobs "
                           "[rows, k], rank [rows] and the sampled ids [rows])");
  if (!logp || !out_rank || !kept || (num_logprobs > 0 && (!out_ids || !out_logprobs)))
    return argError("logp", "sampler outputs: null pointer (expected logp [rows], rank [rows], "
                            "kept [rows], and ids and logprobs [rows, num_logprobs])");
  auto k = kernel(KernelKind::Sampler);
  if (!k)
    return k.takeError();
  uint64_t args[abi::SP_NumArgs] = {};
  args[abi::SP_Ids] = ptrWord(ids);
  args[abi::SP_Logprobs] = ptrWord(logprobs);
  args[abi::SP_Rank] = ptrWord(rank);
  args[abi::SP_Sampled] = ptrWord(sampled);
  args[abi::SP_TopK] = uint64_t(top_k);
  args[abi::SP_TopP] = f32Word(top_p);
  args[abi::SP_NumLogprobs] = uint64_t(num_logprobs);
  args[abi::SP_OutLogp] = ptrWord(logp);
  args[abi::SP_OutRank] = ptrWord(out_rank);
  args[abi::SP_OutIds] = ptrWord(out_ids);
  args[abi::SP_OutLogprobs] = ptrWord(out_logprobs);
  args[abi::SP_Kept] = ptrWord(kept);
  args[abi::SP_Rows] = rows;
  auto st = statusWords();
  if (!st)
    return st.takeError();
  args[abi::SP_Status] = ptrWord(*st + 1);
  return launch(**k, args, abi::SP_NumArgs, rows, 1);
}

} // namespace logpjit
