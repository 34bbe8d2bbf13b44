//===- op.cpp - Op: argument checks and launches --------------------------===//
//
// The Runtime (options, threads, the compiler) is in runtime/core/runtime.cpp; loading a
// kernel (memory, disk cache, compiler; the tiered JIT) in runtime/core/kernel_load.cpp; the
// top-k kernels and the sampler in runtime/core/op_topk.cpp; the LM head in lm_head*.cpp.
//
#include "logpjit/buffer.h"
#include "logpjit/errors.h"
#include "logpjit/runtime.h"
#include "runtime/core/kernel_abi.h"
#include "runtime/core/op_internal.h"
#include "runtime/core/tiered_jit.h"
#include "runtime/devices/cuda/cuda_driver.h"
#include "runtime/devices/device.h"
#include "runtime/devices/host/host_jit.h"

#include <cfloat>
#include <cstring>
#include <fmt/format.h>
#include <thread>
#include <xmmintrin.h>

using namespace llvm;

namespace logpjit {

// --- Op --------------------------------------------------------------------

Op::Op(Runtime &rt, Contract c) : rt_(rt), contract_(std::move(c)) {}
Op::~Op() = default;
int Op::device() const { return rt_.device(); }

Expected<const Op::Loaded *> Op::kernel(KernelKind kind, bool gradLse, bool gradEntropy) {
  std::lock_guard<std::mutex> lock(mu_);
  for (auto &l : loaded_) // a launch finds its kernel without building any string
    if (!l->given && l->spec.kind == kind && l->spec.grad_lse == gradLse &&
        l->spec.grad_entropy == gradEntropy)
      return l.get();
  return load(KernelSpec::fromContract(contract_, kind, gradLse, gradEntropy), false);
}

Expected<const Op::Loaded *> Op::kernel(const KernelSpec &spec) {
  std::lock_guard<std::mutex> lock(mu_);
  for (auto &l : loaded_) {
    const KernelSpec &s = l->spec;
    if (l->given && s.kind == spec.kind && s.dtype == spec.dtype &&
        s.hidden_dtype == spec.hidden_dtype && s.accumulate == spec.accumulate &&
        s.split_acc == spec.split_acc && s.whole_tiles == spec.whole_tiles &&
        s.a_mn_major == spec.a_mn_major && s.b_mn_major == spec.b_mn_major &&
        s.leaf_groups == spec.leaf_groups)
      return l.get();
  }
  return load(spec, true);
}

/// Loads `kspec` (the caller holds mu_).
Expected<const Op::Loaded *> Op::load(const KernelSpec &kspec, bool given) {
  auto l = std::make_unique<Loaded>();
  l->given = given;
  l->spec = kspec;
  const KernelSpec &spec = l->spec;
  auto info = rt_.loadKernel(spec, &l->slot);
  if (!info)
    return info.takeError();
  l->info = std::move(*info);
  loaded_.push_back(std::move(l));
  return loaded_.back().get();
}

Expected<std::vector<std::string>> Op::loadForward() {
  std::vector<std::string> keys;
  for (KernelKind kind : {KernelKind::TileStats, KernelKind::Merge}) {
    auto k = kernel(kind);
    if (!k)
      return k.takeError();
    keys.push_back((*k)->info.key);
  }
  return keys;
}

std::vector<KernelInfo> Op::kernels() const {
  std::lock_guard<std::mutex> lock(mu_);
  std::vector<KernelInfo> out;
  for (auto &l : loaded_) {
    KernelInfo info = l->info;
    describeSlot(*l->slot, info); // what runs now: it may have tiered up since loading
    out.push_back(std::move(info));
  }
  return out;
}

Error Op::checkTargets(const void *targets, const uint8_t *active, int64_t rows,
                       const float *temperature, bool readsTemperature) const {
  if (rows < 0)
    return argError("rows", fmt::format("rows = {}: expected >= 0", rows));
  if (rows > 0 && !targets)
    return argError("targets", "targets: null pointer (expected [rows] token ids)");
  if (readsTemperature && contract_.temperature_rows && rows > 0 && !temperature)
    return argError("temperature", "temperature: null pointer, but the contract has "
                                   "temperature_rows = 1 (expected fp32 [rows])");
  if (!contract_.temperature_rows && temperature)
    return argError("temperature",
                    "temperature: given, but the contract has no per-row temperature "
                    "(temperature_rows = 0): expected null");
  bool maskMode = contract_.mask_mode == MaskMode::ActiveMask;
  if (maskMode && rows > 0 && !active)
    return argError("active", "active: null pointer, but the contract's mask mode is active_mask "
                              "(expected [rows] uint8)");
  // GPU inputs: by default the merge kernel checks them (Op::status()); with
  // sync_target_check, read the (small) targets and mask back and check them here.
  if (contract_.target.arch != Arch::Host && !rt_.syncTargetCheck_)
    return Error::success();
  std::vector<uint8_t> hostTargets, hostActive;
  std::vector<float> hostTau;
  if (contract_.target.arch != Arch::Host && rows > 0) {
    if (temperature) {
      hostTau.resize(size_t(rows));
      if (Error e = copyToHost(contract_.target.arch, hostTau.data(), temperature, rows * 4))
        return e;
      temperature = hostTau.data();
    }
    size_t tb = size_t(rows) * (contract_.index_type == IndexType::I64 ? 8 : 4);
    hostTargets.resize(tb);
    if (Error e = copyToHost(contract_.target.arch, hostTargets.data(), targets, tb))
      return e;
    targets = hostTargets.data();
    if (maskMode) {
      hostActive.resize(rows);
      if (Error e = copyToHost(contract_.target.arch, hostActive.data(), active, rows))
        return e;
      active = hostActive.data();
    }
  }
  const int64_t V = contract_.vocab, VR = contract_.realVocab();
  for (int64_t t = 0; t < rows; ++t) {
    if (maskMode && !active[t])
      continue;
    int64_t id = contract_.index_type == IndexType::I64 ? static_cast<const int64_t *>(targets)[t]
                                                        : static_cast<const int32_t *>(targets)[t];
    if (!maskMode && id == contract_.ignore_index)
      continue;
    if (id < 0 || id >= V)
      return invalidValue(t, fmt::format("targets[{}] = {}: an active row's target must be a token "
                                         "id in [0, V_real = {})",
                                         t, id, VR));
    if (id >= VR)
      return invalidValue(t, fmt::format("targets[{}] = {} is in the padding region [V_real = {}, "
                                         "V = {}): an active row's target must be a real token",
                                         t, id, VR, V));
    if (temperature && !(temperature[t] >= kMinTemperature && temperature[t] <= FLT_MAX))
      return invalidValue(t, fmt::format("temperature[{}] = {}: an active row's temperature must "
                                         "be finite and >= {}",
                                         t, temperature[t], kMinTemperature));
  }
  return Error::success();
}

uint64_t f32Word(float f) {
  uint32_t b;
  std::memcpy(&b, &f, 4);
  return b;
}

Error checkShardLogits(const Contract &c, const ShardInputs &in) {
  if (!in.logits)
    return argError("logits", "logits: null pointer (expected [rows, row_stride] " +
                                  dtypeName(c.dtype).str() + ")");
  if (in.row_stride < c.shardCols())
    return argError("row_stride", fmt::format("row_stride = {}: expected >= V_local = {}",
                                              in.row_stride, c.shardCols()));
  return Error::success();
}

// The words every shard kernel starts with, at the same positions (kernel_abi.h).
#define LOGPJIT_SAME_WORD(w) static_assert(abi::TS_##w == abi::BW_##w && abi::TS_##w == abi::TK_##w)
LOGPJIT_SAME_WORD(Logits);
LOGPJIT_SAME_WORD(RowStride);
LOGPJIT_SAME_WORD(Targets);
LOGPJIT_SAME_WORD(Active);
LOGPJIT_SAME_WORD(IgnoreIndex);
LOGPJIT_SAME_WORD(ShardStart);
LOGPJIT_SAME_WORD(ShardCols);
LOGPJIT_SAME_WORD(ValidCols);
LOGPJIT_SAME_WORD(Temperature);
#undef LOGPJIT_SAME_WORD

void shardWords(const Contract &c, const ShardInputs &in, uint64_t *args) {
  args[abi::TS_Logits] = ptrWord(in.logits);
  args[abi::TS_RowStride] = in.row_stride;
  args[abi::TS_Targets] = ptrWord(in.targets);
  args[abi::TS_Active] = ptrWord(in.active);
  args[abi::TS_IgnoreIndex] = c.ignore_index;
  args[abi::TS_ShardStart] = c.shardStart();
  args[abi::TS_ShardCols] = c.shardCols();
  args[abi::TS_ValidCols] = c.shardRealCols();
  args[abi::TS_Temperature] = c.temperature_rows ? ptrWord(in.temperature) : f32Word(c.temperature);
}

Error Op::tileStats(const ShardInputs &in, float *partials, float *target_logit) {
  const Contract &c = contract_;
  if (Error e = checkTargets(in.targets, in.active, in.rows, in.temperature))
    return e;
  if (in.rows == 0)
    return Error::success();
  if (Error e = checkShardLogits(c, in))
    return e;
  return launchTileStats(in, c.shardStart(), c.shardCols(), c.shardRealCols(), partials,
                         target_logit);
}

Error Op::launchTileStats(const ShardInputs &in, int64_t start, int64_t cols, int64_t valid,
                          float *partials, float *target_logit, const Loaded *given) {
  const Contract &c = contract_;
  if (!partials || !target_logit)
    return argError("partials",
                    "tile_stats outputs: null pointer (expected partials [rows, K_local, P] "
                    "and target_logit [rows])");
  auto k = given ? Expected<const Loaded *>(given) : kernel(KernelKind::TileStats);
  if (!k)
    return k.takeError();
  uint64_t args[abi::TS_NumArgs] = {};
  shardWords(c, in, args);
  args[abi::TS_ShardStart] = start;
  args[abi::TS_ShardCols] = cols;
  args[abi::TS_ValidCols] = valid;
  args[abi::TS_Partials] = ptrWord(partials);
  args[abi::TS_TargetLogit] = ptrWord(target_logit);
  args[abi::TS_Rows] = in.rows;
  return launch(**k, args, abi::TS_NumArgs, in.rows, cols / c.tile_width);
}

Error Op::merge(const float *gathered_partials, const float *gathered_target_logit,
                const void *targets, const uint8_t *active, int64_t rows, float *lse, float *logp,
                float *entropy, const float *temperature, int64_t chunks) {
  const Contract &c = contract_;
  if (chunks < 1 || c.localTiles() % chunks != 0)
    return argError("chunks", fmt::format("chunks = {}: expected a divisor of K_local = {} "
                                          "(Op::lmHeadChunks())",
                                          chunks, c.localTiles()));
  if (Error e = checkTargets(targets, active, rows, temperature))
    return e;
  if (rows == 0)
    return Error::success();
  if (!gathered_partials || !gathered_target_logit)
    return argError("gathered_partials",
                    "merge inputs: null pointer (expected gathered partials [tp, rows, "
                    "K_local, P] and target logits [tp, rows])");
  if (!lse || !logp || (c.want_entropy && !entropy))
    return argError("lse",
                    std::string("merge outputs: null pointer (expected lse and logp [rows]") +
                        (c.want_entropy ? " and entropy [rows])" : ")"));
  auto k = kernel(KernelKind::Merge);
  if (!k)
    return k.takeError();
  uint64_t args[abi::MG_NumArgs] = {};
  args[abi::MG_Partials] = ptrWord(gathered_partials);
  args[abi::MG_TargetLogit] = ptrWord(gathered_target_logit);
  args[abi::MG_Targets] = ptrWord(targets);
  args[abi::MG_Active] = ptrWord(active);
  args[abi::MG_IgnoreIndex] = c.ignore_index;
  args[abi::MG_TpSize] = c.tp_size * chunks; // sub-shards in global column order
  args[abi::MG_LocalTiles] = c.localTiles() / chunks;
  args[abi::MG_ShardCols] = c.shardCols() / chunks;
  args[abi::MG_Lse] = ptrWord(lse);
  args[abi::MG_Logp] = ptrWord(logp);
  args[abi::MG_Entropy] = ptrWord(entropy);
  args[abi::MG_Rows] = rows;
  args[abi::MG_RealVocab] = c.realVocab();
  auto st = statusWords();
  if (!st)
    return st.takeError();
  args[abi::MG_Status] = ptrWord(*st);
  args[abi::MG_Temperature] = ptrWord(temperature);
  return launch(**k, args, abi::MG_NumArgs, rows, 1);
}

Error checkGradInputs(const GradInputs &g) {
  if (!g.grad_logp || !g.lse)
    return argError("grad_logp", "backward: grad_logp and lse are required (fp32 [rows])");
  if (g.grad_logp_stride != 0 && g.grad_logp_stride != 1)
    return argError("grad_logp_stride",
                    fmt::format("grad_logp_stride = {}: expected 1 (one value per row) or 0 "
                                "(one value for every row)",
                                g.grad_logp_stride));
  if (g.grad_entropy && !g.entropy)
    return argError("entropy", "backward: grad_entropy given without entropy (fp32 [rows] from the "
                               "forward pass)");
  return Error::success();
}

Error Op::backward(const ShardInputs &in, const GradInputs &g, void *grad_logits,
                   int64_t grad_row_stride) {
  const Contract &c = contract_;
  if (Error e = checkTargets(in.targets, in.active, in.rows, in.temperature))
    return e;
  if (in.rows == 0)
    return Error::success();
  if (Error e = checkShardLogits(c, in))
    return e;
  if (!grad_logits)
    return argError("grad_logits", "grad_logits: null pointer (expected [rows, grad_row_stride])");
  if (grad_row_stride < c.shardCols())
    return argError("grad_row_stride", fmt::format("grad_row_stride = {}: expected >= V_local = {}",
                                                   grad_row_stride, c.shardCols()));
  if (Error e = checkGradInputs(g))
    return e;
  if (grad_logits == in.logits)
    return argError("grad_logits",
                    "backward: grad_logits aliases logits (the logits buffer is never "
                    "modified; pass a separate output)");
  return launchBackward(in, g, c.shardStart(), c.shardCols(), c.shardRealCols(), grad_logits,
                        grad_row_stride);
}

Error Op::launchBackward(const ShardInputs &in, const GradInputs &g, int64_t start, int64_t cols,
                         int64_t valid, void *grad_logits, int64_t grad_row_stride) {
  auto k = kernel(KernelKind::Backward, g.grad_lse != nullptr, g.grad_entropy != nullptr);
  if (!k)
    return k.takeError();
  uint64_t args[abi::BW_NumArgs] = {};
  shardWords(contract_, in, args);
  args[abi::BW_ShardStart] = start;
  args[abi::BW_ShardCols] = cols;
  args[abi::BW_ValidCols] = valid;
  args[abi::BW_Lse] = ptrWord(g.lse);
  args[abi::BW_Entropy] = ptrWord(g.entropy);
  args[abi::BW_GradLogp] = ptrWord(g.grad_logp);
  args[abi::BW_GradLogpStride] = g.grad_logp_stride;
  args[abi::BW_GradLse] = ptrWord(g.grad_lse);
  args[abi::BW_GradEntropy] = ptrWord(g.grad_entropy);
  args[abi::BW_GradLogits] = ptrWord(grad_logits);
  args[abi::BW_GradRowStride] = grad_row_stride;
  args[abi::BW_Rows] = in.rows;
  return launch(**k, args, abi::BW_NumArgs, in.rows, 1);
}

Expected<int64_t *> Op::statusWords() {
  if (!status_) {
    auto b = DeviceBuffer::allocate(contract_.target.arch, 2 * sizeof(int64_t), rt_.device());
    if (!b)
      return b.takeError();
    if (Error e = b->zero())
      return std::move(e);
    status_ = std::make_unique<DeviceBuffer>(std::move(*b));
  }
  return static_cast<int64_t *>(status_->data());
}

Error Op::status() {
  if (!status_)
    return Error::success();
  int64_t words[2] = {}; // [0]: the merge's (targets, temperatures), [1]: the sampler's
  if (Error e = status_->download(words, sizeof(words)))
    return e;
  if (words[0] == 0 && words[1] == 0)
    return Error::success();
  if (Error e = status_->zero())
    return e;
  const int64_t word = words[0], shortRow = words[1] - 1;
  const std::string sampler =
      words[1] == 0 ? std::string()
                    : fmt::format("sampler: row {}'s candidates (top_k, or the contract's k = {} "
                                  "best tokens) hold less probability than top_p (summed in "
                                  "fp32): its logp and logprobs were set to NaN",
                                  shortRow, contract_.top_k);
  if (word == 0)
    return invalidValue(shortRow, sampler);
  const std::string also = sampler.empty() ? "" : "; also " + sampler;
  if (word < 0)
    return invalidValue(-word - 1,
                        fmt::format("temperature[{}] (an active row) is not finite and >= {}: "
                                    "its logp, lse and entropy were set to NaN{}",
                                    -word - 1, kMinTemperature, also));
  return invalidValue(word - 1,
                      fmt::format("targets[{}] (an active row) is not a token id in [0, V_real = "
                                  "{}): its logp was set to NaN{}",
                                  word - 1, contract_.realVocab(), also));
}

Error Op::launch(const Loaded &k, uint64_t *args, unsigned numArgs, int64_t rows, int64_t items,
                 ArrayRef<void *> extra) {
  void *entry = k.slot->entry.load(std::memory_order_acquire);
  if (k.spec.target.arch == Arch::Host) {
    auto fn = reinterpret_cast<abi::HostKernelFn>(entry);
    rt_.parallelRows(rows, [&](int64_t b, int64_t e) { fn(args, b, e); });
    return Error::success();
  }
  int64_t threads = abi::kGpuBlockThreads;
  int64_t blocks = 0, blocksY = 1, blocksZ = 1;
  unsigned sharedBytes = 0, clusterX = 1;
  switch (k.spec.kind) {
  case KernelKind::TileStats: // one warp per (row, tile), abi::tileStatsGrid
  case KernelKind::TopKStats: {
    threads = abi::unitBlockThreads(k.spec.target.arch);
    const abi::Grid g = abi::tileStatsGrid(k.spec.target.arch, k.spec.math == MathImpl::Native,
                                           rows, items, threads / 32);
    if (g.z > abi::kGridRowsPerY)
      return argError("rows", fmt::format("{} rows: over the grid limit ({} rows)", rows,
                                          abi::kGridRowsPerY * abi::kGridRowsPerY));
    blocks = g.x, blocksY = g.y, blocksZ = g.z;
    break;
  }
  case KernelKind::Merge:
  case KernelKind::Sampler: // one warp per row (templates/merge.cpp, sampler.cpp), or a thread
    if (abi::mergeWarpPerRow(k.spec.target.arch)) {
      threads = abi::unitBlockThreads(k.spec.target.arch);
      blocks = (rows + threads / 32 - 1) / (threads / 32);
      break;
    }
    threads = abi::kGpuMergeThreads; // one thread per row
    blocks = (rows + threads - 1) / threads;
    break;
  case KernelKind::Backward: // one block per row
  case KernelKind::Relayout: // one block per unit (a group of 8 rows)
    blocks = rows;
    break;
  case KernelKind::TopKSelect:
    if (abi::topkSelectBlockPerRow(k.spec.target.arch)) { // templates/topk_select_block.cpp
      blocks = rows;
      threads = abi::kRowBlockThreads;
      break;
    }
    [[fallthrough]];
  case KernelKind::TopKTile:  // one warp per (row, tile), a linear grid
  case KernelKind::TopKMerge: // one warp per row (items = 1)
    threads = abi::unitBlockThreads(k.spec.target.arch);
    blocks = (rows * items + threads / 32 - 1) / (threads / 32);
    break;
  case KernelKind::LmHead: // items: the blocks (a tile each; sm_90: 2 x the tile pairs)
    blocks = items;
    threads = abi::lmHeadBlockThreads(k.spec.target.arch);
    if (k.spec.target.arch == Arch::SM90) { // persistent: one block per SM loops over tiles
      auto sms = deviceFor(Arch::SM90).multiprocessors(rt_.device());
      if (!sms)
        return sms.takeError();
      // Whole clusters (kernel_abi.h; items, 2 x the tile pairs, is a whole number of them)
      // within the SMs.
      const int64_t clusterBlocks = *sms / abi::kLmHeadClusterBlocks * abi::kLmHeadClusterBlocks;
      if (clusterBlocks == 0) // and the parking kernels' slots (LH_ParkedHalves) are per SM
        return argError("device",
                        fmt::format("sm_90's lm_head kernel runs in clusters of {} "
                                    "blocks, at most one per SM: the device has {} "
                                    "SMs, expected at least {}",
                                    abi::kLmHeadClusterBlocks, *sms, abi::kLmHeadClusterBlocks));
      blocks = std::min<int64_t>(blocks, clusterBlocks);
      clusterX = abi::kLmHeadClusterBlocks;
    }
    // The full kernel's stages and output boxes (the quick tier, which a background compile
    // may replace between two reads of the slot, is given them too and leaves them unused).
    sharedBytes = k.spec.target.arch == Arch::SM90 ? abi::kLmHeadSharedBytes : 0;
    break;
  }
  if (blocks > INT32_MAX)
    return argError("rows", fmt::format("{} rows x {} items need {} blocks, over the grid limit",
                                        rows, items, blocks));
  void *params[32];
  assert(numArgs + extra.size() <= 32 && "a kernel's parameters");
  for (unsigned i = 0; i < numArgs; ++i)
    params[i] = &args[i];
  for (size_t i = 0; i < extra.size(); ++i)
    params[numArgs + i] = extra[i];
  LaunchDims dims{unsigned(blocks),  unsigned(blocksY), unsigned(blocksZ),
                  unsigned(threads), sharedBytes,       clusterX};
  // topk_select waits for its inputs (templates/topk_select.cpp), so it may be launched
  // while topk_stats finishes (docs/decisions/topk-select-programmatic-launch.md)
  dims.programmaticLaunch =
      k.spec.kind == KernelKind::TopKSelect && abi::programmaticTopKSelect(k.spec.target.arch);
  return deviceFor(k.spec.target.arch)
      .launch(entry, dims, params, stream_, rt_.device(), kernelKindName(k.spec.kind).data());
}

} // namespace logpjit
