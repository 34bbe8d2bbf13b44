//===- kernel_spec.cpp - Contract -> KernelSpec, canonical form -----------===//
#include "logpjit/kernel_spec.h"

#include "llvm/ADT/SmallVector.h"

#include <fmt/format.h>
#include <map>

namespace logpjit {

llvm::StringRef kernelKindName(KernelKind k) {
  switch (k) {
  case KernelKind::TileStats:
    return "tile_stats";
  case KernelKind::Merge:
    return "merge";
  case KernelKind::Backward:
    return "backward";
  case KernelKind::TopKTile:
    return "topk_tile";
  case KernelKind::TopKMerge:
    return "topk_merge";
  case KernelKind::LmHead:
    return "lm_head";
  case KernelKind::TopKStats:
    return "topk_stats";
  case KernelKind::Sampler:
    return "sampler";
  case KernelKind::TopKSelect:
    return "topk_select";
  case KernelKind::Relayout:
    return "relayout";
  }
  return "?";
}

KernelSpec KernelSpec::fromContract(const Contract &c, KernelKind kind, bool gradLse,
                                    bool gradEntropy) {
  KernelSpec s;
  s.kind = kind;
  s.target = c.target;
  s.dtype = c.dtype;
  s.index_type = c.index_type;
  s.mask_mode = c.mask_mode;
  s.tile_width = c.tile_width;
  s.lanes = c.lanes;
  s.chunk = c.chunkSize();
  s.has_temperature = c.has_temperature || c.temperature_rows;
  s.temperature_rows = c.temperature_rows;
  s.math = c.portableMath() ? MathImpl::Portable : MathImpl::Native;
  s.entropy = c.want_entropy || (kind == KernelKind::Backward && gradEntropy);
  if (kind == KernelKind::TileStats && c.tile_sum == TileSum::Leaves) {
    // L and C do not enter the leaf order: a unit is a warp's 32 lanes on every GPU.
    s.tile_sum = TileSum::Leaves;
    s.lanes = 32;
    s.chunk = 0;
  }
  if (kind == KernelKind::Merge) {
    // The merge reads only partials: dtype, W, L, C and temperature do not change it
    // (a per-row temperature does: the merge checks its values).
    s.dtype = DType::F32;
    s.tile_width = 0;
    s.lanes = 0;
    s.chunk = 0;
    s.has_temperature = false;
  }
  if (kind == KernelKind::TopKTile || kind == KernelKind::TopKMerge) {
    // Selection is exact (comparisons only): L, C, the math and the outputs asked for of
    // the forward do not change it; the values x / tau do (dtype, temperature).
    s.top_k = c.top_k;
    s.lanes = 32;
    s.chunk = 0;
    s.entropy = false;
    s.math = MathImpl::Portable;
    if (kind == KernelKind::TopKMerge) { // reads candidates and lse only
      s.dtype = DType::F32;
      s.tile_width = 0;
      s.has_temperature = false;
      s.temperature_rows = false;
    }
  }
  if (kind == KernelKind::TopKStats) // tile_stats' spec, which it emits, and k
    s.top_k = c.top_k;
  if (kind == KernelKind::TopKSelect) // topk_stats' lane geometry (W, C, L), x / tau, k, and
    s.top_k = c.top_k;                // the merge's math and entropy (TSL_MergeHere)
  if (kind == KernelKind::Sampler) {  // reads candidates and sampled ids only
    s.top_k = c.top_k;
    s.dtype = DType::F32;
    s.tile_width = 0;
    s.lanes = 0;
    s.chunk = 0;
    s.entropy = false;
    s.math = MathImpl::Portable;
    s.has_temperature = false;
    s.temperature_rows = false;
    s.mask_mode = MaskMode::IgnoreIndex;
  }
  if (kind == KernelKind::LmHead) // H, the shard and the rows are arguments
    return lmHeadGemm(c.target, c.hidden_dtype, c.dtype, false);
  if (kind == KernelKind::Backward) {
    s.grad_lse = gradLse;
    s.grad_entropy = gradEntropy;
    // Backward is elementwise: the lane order and tile width do not change it.
    s.lanes = 0;
    s.chunk = 0;
    s.tile_width = 0;
    s.entropy = gradEntropy;
  }
  return s;
}

KernelSpec KernelSpec::lmHeadGemm(const Target &target, DType in, DType out, bool accumulate,
                                  bool splitAcc) {
  // A GEMM: only the target, the input and the output dtypes change it.
  KernelSpec g;
  g.kind = KernelKind::LmHead;
  g.target = target;
  g.dtype = out;
  g.hidden_dtype = in;
  g.lanes = 0;
  g.chunk = 0;
  g.accumulate = accumulate;
  g.split_acc = splitAcc;
  return g;
}

KernelSpec KernelSpec::lmHeadLeafGroups(const Contract &c) {
  KernelSpec g = lmHeadGemm(c.target, c.hidden_dtype, c.dtype, false);
  g.leaf_groups = true;
  g.tile_width = c.tile_width; // a launch's columns: whole tiles, each cut into groups
  g.index_type = c.index_type;
  g.mask_mode = c.mask_mode;
  g.has_temperature = c.has_temperature || c.temperature_rows;
  g.temperature_rows = c.temperature_rows;
  g.entropy = c.want_entropy;
  g.math = c.portableMath() ? MathImpl::Portable : MathImpl::Native;
  return g;
}

KernelSpec KernelSpec::leafTilesFromGroups(const Contract &c) {
  KernelSpec t = fromContract(c, KernelKind::TileStats);
  t.leaf_groups = true;
  t.dtype = DType::F32; // reads fp32 group partials
  return t;
}

KernelSpec KernelSpec::relayout(const Target &target, DType in, DType out) {
  KernelSpec r;
  r.kind = KernelKind::Relayout;
  r.target = target;
  r.dtype = in;
  r.hidden_dtype = out;
  r.lanes = 0;
  r.chunk = 0;
  return r;
}

KernelSpec KernelSpec::withOperands(bool aMnMajor, bool bMnMajor) const {
  KernelSpec g = *this;
  g.a_mn_major = aMnMajor;
  g.b_mn_major = bMnMajor;
  return g;
}

KernelSpec KernelSpec::lmHeadGradHiddenGemm(const Target &target, DType in, bool accumulate) {
  return lmHeadGemm(target, in, DType::F32, accumulate).withOperands(false, true);
}

KernelSpec KernelSpec::lmHeadGradWeightGemm(const Target &target, DType in, DType out,
                                            bool accumulate, bool splitAcc) {
  return lmHeadGemm(target, in, out, accumulate, splitAcc).withOperands(true, true);
}

bool KernelSpec::hasWholeTilesVariant() const {
  return kind == KernelKind::LmHead && target.arch == Arch::SM90 && (accumulate || split_acc);
}

std::string KernelSpec::canonical() const {
  return fmt::format("kind={};target={};dtype={};targets={};mask={};W={};L={};C={};"
                     "temperature={};entropy={};math={};grad_lse={};grad_entropy={}",
                     kernelKindName(kind).str(), target.toString(), dtypeName(dtype).str(),
                     indexTypeName(index_type).str(), maskModeName(mask_mode).str(), tile_width,
                     lanes, chunk,
                     temperature_rows  ? "rows"
                     : has_temperature ? "1"
                                       : "0",
                     entropy ? 1 : 0, math == MathImpl::Portable ? "portable" : "native",
                     grad_lse ? 1 : 0, grad_entropy ? 1 : 0) +
         (top_k > 0 ? fmt::format(";k={}", top_k) : std::string()) +
         (kind == KernelKind::LmHead || kind == KernelKind::Relayout
              ? ";hidden=" + dtypeName(hidden_dtype).str()
              : std::string()) +
         (accumulate ? ";acc=1" : "") + (split_acc ? ";split=1" : "") +
         (whole_tiles ? ";whole=1" : "") + (a_mn_major ? ";a=mn" : "") +
         (b_mn_major ? ";b=mn" : "") + (tile_sum == TileSum::Leaves ? ";sum=leaves" : "") +
         (leaf_groups ? ";groups=1" : "") + (quick ? ";tier=quick" : "");
}

std::string KernelSpec::symbolName() const { return "logpjit_" + kernelKindName(kind).str(); }

std::vector<KernelSpec> contractKernelSpecs(const Contract &c, KernelSet set) {
  std::vector<KernelSpec> out = {KernelSpec::fromContract(c, KernelKind::TileStats),
                                 KernelSpec::fromContract(c, KernelKind::Merge)};
  if (set == KernelSet::Training)
    for (bool gradEntropy : {false, true})
      for (bool gradLse : {false, true})
        if (!gradEntropy || c.want_entropy)
          out.push_back(KernelSpec::fromContract(c, KernelKind::Backward, gradLse, gradEntropy));
  if (c.top_k > 0)
    for (KernelKind kind : {KernelKind::TopKTile, KernelKind::TopKMerge})
      out.push_back(KernelSpec::fromContract(c, kind));
  if (c.top_k > 0 && c.tp_size == 1)
    for (KernelKind kind : {KernelKind::TopKStats, KernelKind::TopKSelect})
      out.push_back(KernelSpec::fromContract(c, kind));
  if (c.top_k > 0)
    out.push_back(KernelSpec::fromContract(c, KernelKind::Sampler));
  if (c.lmHead())
    out.push_back(KernelSpec::fromContract(c, KernelKind::LmHead));
  if (c.lmHead() && c.tile_sum == TileSum::Leaves && c.target.arch == Arch::SM90) {
    out.push_back(KernelSpec::lmHeadLeafGroups(c)); // the fused forward (Op::lmHeadTileStats)
    out.push_back(KernelSpec::leafTilesFromGroups(c));
  }
  if (c.lmHead() && set == KernelSet::Training) { // Op::lmHeadBackward's GEMMs and relayouts
    const DType hd = c.hidden_dtype;
    // grad_hidden's leaves (the chunks of a leaf one chain)
    for (bool acc : {false, true})
      out.push_back(KernelSpec::lmHeadGradHiddenGemm(c.target, hd, acc));
    // grad_weight: fp32, its chain across row blocks in the output; in the hidden dtype, the
    // chain kept as 16-bit halves across row blocks (first blocks, middle blocks, the last
    // block's rounding; one block alone is the plain GEMM into the hidden dtype).
    for (bool acc : {false, true})
      out.push_back(KernelSpec::lmHeadGradWeightGemm(c.target, hd, DType::F32, acc));
    out.push_back(KernelSpec::lmHeadGradWeightGemm(c.target, hd, DType::F32, false, true));
    out.push_back(KernelSpec::lmHeadGradWeightGemm(c.target, hd, DType::F32, true, true));
    out.push_back(KernelSpec::lmHeadGradWeightGemm(c.target, hd, hd, true, true));
    out.push_back(KernelSpec::lmHeadGradWeightGemm(c.target, hd, hd, false));
    if (c.dtype != hd)
      out.push_back(KernelSpec::relayout(c.target, c.dtype, hd));
    for (DType to : {DType::F32, hd})
      out.push_back(KernelSpec::relayout(c.target, DType::F32, to));
    // the whole-tile variants of the GEMMs that have one (Op::launchGemmSpec)
    for (size_t i = 0, n = out.size(); i < n; ++i)
      if (out[i].hasWholeTilesVariant()) {
        KernelSpec whole = out[i];
        whole.whole_tiles = true;
        out.push_back(whole);
      }
  }
  return out;
}

std::string specSummary(llvm::StringRef canonical) {
  std::map<std::string, std::string> f;
  llvm::SmallVector<llvm::StringRef, 16> parts;
  canonical.split(parts, ';');
  for (llvm::StringRef p : parts) {
    auto [k, v] = p.split('=');
    if (k.empty() || v.empty())
      return canonical.str();
    f[k.str()] = v.str();
  }
  for (const char *need : {"kind", "dtype", "targets", "mask", "W", "L", "C", "temperature",
                           "entropy", "math", "grad_lse", "grad_entropy"})
    if (!f.count(need))
      return canonical.str();
  const std::string &kind = f["kind"];
  std::string s = kind;
  if (kind != "merge" && kind != "topk_merge")
    s += " " + f["dtype"];
  if (f.count("k"))
    s += " k=" + f["k"];
  if (kind == "relayout")
    return s + " -> " + f["hidden"];
  if (f.count("hidden"))
    return s + " hidden=" + f["hidden"] + (f.count("acc") ? " accumulate" : "") +
           (f.count("split") ? " split" : "") + (f.count("whole") ? " whole" : "") +
           (f.count("a") ? " a=mn" : "") + (f.count("b") ? " b=mn" : "");
  if (kind == "tile_stats")
    s += fmt::format(" W={} L={} C={}", f["W"], f["L"], f["C"]);
  if (kind == "backward")
    s += fmt::format(" grads=logp{}{}", f["grad_lse"] == "1" ? "+lse" : "",
                     f["grad_entropy"] == "1" ? "+entropy" : "");
  s += " " + f["math"];
  if (f["entropy"] == "1" && kind != "backward")
    s += " entropy";
  if (f["temperature"] == "1")
    s += " temperature";
  if (f["temperature"] == "rows")
    s += " temperature/row";
  if (f["mask"] != "ignore_index")
    s += " " + f["mask"];
  if (f["targets"] != "int64")
    s += " targets=" + f["targets"];
  if (f.count("tier"))
    s += " " + f["tier"] + " tier";
  return s;
}

} // namespace logpjit
