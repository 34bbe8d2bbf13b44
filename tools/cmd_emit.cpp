//===- cmd_emit.cpp - `logpjit emit`: dump a pipeline stage ----------------===//
#include "compiler/compiler.h"
#include "templates/tile_plan.h"
#include "tools/cli.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;

namespace logpjit::cli {

static cl::opt<std::string> Kernel("kernel",
                                   cl::desc("tile_stats | merge | backward | topk_tile | "
                                            "topk_merge | lm_head"),
                                   cl::init("tile_stats"), cl::sub(EmitCmd), cl::cat(Cat));
static cl::opt<int> EmitTopK("top-k", cl::desc("k of the topk_tile / topk_merge kernels (1..64)"),
                             cl::init(20), cl::sub(EmitCmd), cl::cat(Cat));
static cl::opt<std::string> StageOpt("stage",
                                     cl::desc("ir | opt-ir | asm | obj (sm_90: ptx = asm, "
                                              "cubin = obj; gfx942: hsaco = obj) | plan (the "
                                              "template's decisions, key: value lines)"),
                                     cl::init("ir"), cl::sub(EmitCmd), cl::cat(Cat));
static cl::opt<bool> GradLse("grad-lse", cl::desc("backward: with grad_lse"), cl::sub(EmitCmd),
                             cl::cat(Cat));
static cl::opt<bool> GradEntropy("grad-entropy", cl::desc("backward: with grad_entropy"),
                                 cl::sub(EmitCmd), cl::cat(Cat));
static cl::opt<std::string> GemmOut(
    "gemm",
    cl::desc("lm_head: which GEMM: logits (default: the contract's dtype) | accumulate (fp32, "
             "continuing from the output) | split-first | split | split-round (a 16-bit "
             "grad_weight's chain as 16-bit halves: first block, middle blocks, last block) | "
             "groups (sm_90: the leaf order's group partials, the fused forward's; with "
             "--entropy, --temperature); the backward's GEMMs also take --mn-major"),
    cl::init("logits"), cl::sub(EmitCmd), cl::cat(Cat));
static cl::opt<bool> WholeTiles(
    "whole-tiles",
    cl::desc("lm_head --gemm accumulate|split-first|split|split-round: the kernel for launches of "
             "whole sm_90 tiles (KernelSpec::whole_tiles)"),
    cl::sub(EmitCmd), cl::cat(Cat));
static cl::opt<std::string> MnMajor(
    "mn-major",
    cl::desc("lm_head: the operands stored MN-major (KernelSpec::a_mn_major, b_mn_major): a, b "
             "or ab (the backward's grad_hidden reads the weight chunk so: b; grad_weight G "
             "and the hidden block: ab)"),
    cl::init(""), cl::sub(EmitCmd), cl::cat(Cat));
static cl::opt<std::string> Tier("tier",
                                 cl::desc("full (default) | quick: the GPU kernel the runtime "
                                          "launches while the full one compiles "
                                          "(docs/design.md, Tiered JIT)"),
                                 cl::init("full"), cl::sub(EmitCmd), cl::cat(Cat));
static cl::opt<std::string> EmitOut("o",
                                    cl::desc("Output file (default: stdout; required for "
                                             "obj)"),
                                    cl::sub(EmitCmd), cl::cat(Cat));

/// The line-comment marker of a stage's text, so that a dump is valid input for the next
/// tool: LLVM IR (opt, llc) `;`, PTX (ptxas) `//`, x86 assembly (llvm-mc, as) `#`, AMDGCN
/// assembly (llvm-mc) `;`.
static const char *commentMarker(Arch arch, Stage st) {
  if (st != Stage::Asm)
    return ";";
  switch (arch) {
  case Arch::SM90:
    return "//";
  case Arch::Host:
    return "#";
  case Arch::GFX942:
    return ";";
  }
  return ";";
}

/// The comment marker of the plan (`--stage plan`, no pipeline stage): `#`, as in the
/// line-oriented `key: value` formats (YAML, shell) its lines read like.
static constexpr const char *kPlanCommentMarker = "#";

/// Writes a dumped stage: to `out` as is, or to stdout after the spec and the cache key as
/// comments with `marker` (so the dump stays valid input for the next tool).
static int writeDump(const KernelSpec &spec, const std::string &text, const std::string &out,
                     const char *marker, bool binary) {
  if (out.empty()) {
    outs() << marker << " spec: " << spec.canonical() << "\n"
           << marker << " key: " << kernelCacheKey(spec) << "\n"
           << text;
    return 0;
  }
  std::error_code ec;
  raw_fd_ostream os(out, ec, binary ? sys::fs::OF_None : sys::fs::OF_Text);
  if (ec)
    return fail("emit", createStringError("-o %s: %s", out.c_str(), ec.message().c_str()));
  os << text;
  return 0;
}

int emitMain() {
  // Read the options first: lld (gfx942 code objects) resets LLVM's option occurrences.
  const std::string out = EmitOut;
  auto c = contractFromOptions();
  if (!c)
    return fail("emit", c.takeError());
  KernelKind kind = KernelKind::TileStats;
  bool known = false;
  for (KernelKind k : {KernelKind::TileStats, KernelKind::Merge, KernelKind::Backward,
                       KernelKind::TopKTile, KernelKind::TopKMerge, KernelKind::TopKStats,
                       KernelKind::TopKSelect, KernelKind::Sampler, KernelKind::LmHead})
    if (Kernel == kernelKindName(k)) {
      kind = k;
      known = true;
    }
  if (!known)
    return fail("emit",
                createStringError("--kernel '%s': expected tile_stats, merge, backward, "
                                  "topk_tile, topk_merge, topk_stats, topk_select, sampler or "
                                  "lm_head",
                                  Kernel.c_str()));
  if (kind == KernelKind::TopKTile || kind == KernelKind::TopKMerge ||
      kind == KernelKind::TopKStats || kind == KernelKind::TopKSelect ||
      kind == KernelKind::Sampler) {
    c->top_k = EmitTopK;
    if (Error e = c->validate())
      return fail("emit", std::move(e));
  }
  if (kind == KernelKind::LmHead) { // hidden and weight in the logits dtype (fp32: bf16)
    c->hidden_size = 16;
    c->hidden_dtype = c->dtype == DType::F32 ? DType::BF16 : c->dtype;
    if (Error e = c->validate())
      return fail("emit", std::move(e));
  }
  if (Tier != "full" && Tier != "quick")
    return fail("emit", createStringError("--tier '%s': expected full or quick", Tier.c_str()));
  if (Tier == "quick" && c->target.arch == Arch::Host)
    return fail("emit", createStringError("--tier quick: the quick tier is for GPU targets "
                                          "(sm_90, gfx942); host kernels have one tier"));
  KernelSpec spec = KernelSpec::fromContract(*c, kind, GradLse, GradEntropy);
  if (kind == KernelKind::LmHead && GemmOut != "logits") {
    const DType hd = c->hidden_dtype;
    if (GemmOut == "accumulate")
      spec = KernelSpec::lmHeadGemm(c->target, hd, DType::F32, true);
    else if (GemmOut == "split-first")
      spec = KernelSpec::lmHeadGemm(c->target, hd, DType::F32, false, true);
    else if (GemmOut == "split")
      spec = KernelSpec::lmHeadGemm(c->target, hd, DType::F32, true, true);
    else if (GemmOut == "split-round")
      spec = KernelSpec::lmHeadGemm(c->target, hd, hd, true, true);
    else if (GemmOut == "groups")
      spec = KernelSpec::lmHeadLeafGroups(*c);
    else
      return fail("emit", createStringError("--gemm '%s': expected logits, accumulate, "
                                            "split-first, split, split-round or groups",
                                            GemmOut.c_str()));
  }
  if (WholeTiles && !spec.hasWholeTilesVariant())
    return fail("emit", createStringError("--whole-tiles: expected --target sm_90 --kernel lm_head "
                                          "--gemm accumulate, split-first, split or split-round "
                                          "(got --target %s --kernel %s --gemm %s)",
                                          c->target.toString().c_str(),
                                          kernelKindName(kind).str().c_str(), GemmOut.c_str()));
  spec.whole_tiles = WholeTiles;
  if (!MnMajor.empty()) {
    if (kind != KernelKind::LmHead || (MnMajor != "a" && MnMajor != "b" && MnMajor != "ab"))
      return fail("emit", createStringError("--mn-major '%s': expected a, b or ab, with --kernel "
                                            "lm_head (got --kernel %s)",
                                            MnMajor.c_str(), kernelKindName(kind).str().c_str()));
    spec = spec.withOperands(MnMajor != "b", MnMajor != "a");
  }
  spec.quick = Tier == "quick";
  // The plan is no stage of the pipeline: the template's decisions, before any IR.
  if (StageOpt == "plan") {
    auto plan = kernelPlanText(spec);
    if (!plan)
      return fail("emit", plan.takeError());
    return writeDump(spec, *plan, out, kPlanCommentMarker, /*binary=*/false);
  }
  auto st = parseStage(StageOpt);
  if (!st)
    return fail("emit", st.takeError());
  // The target-specific stage names must match the target (hsaco on the host would write
  // an x86 shared object under a misleading name).
  const bool cudaName = StageOpt == "ptx" || StageOpt == "cubin", amdName = StageOpt == "hsaco";
  if ((cudaName && c->target.arch != Arch::SM90) || (amdName && c->target.arch != Arch::GFX942))
    return fail("emit", createStringError("--stage %s is for --target %s (this target: %s; "
                                          "use asm or obj)",
                                          StageOpt.c_str(), cudaName ? "sm_90" : "gfx942",
                                          c->target.toString().c_str()));
  if (*st == Stage::Object && out.empty())
    return fail("emit",
                createStringError("--stage %s writes a binary: give -o FILE", StageOpt.c_str()));
  auto text = emitStage(spec, *st);
  if (!text)
    return fail("emit", text.takeError());
  return writeDump(spec, *text, out, commentMarker(spec.target.arch, *st), *st == Stage::Object);
}

} // namespace logpjit::cli
