//===- compiler.cpp - Stage driver and the runtime's Compiler --------------===//
#include "compiler/compiler.h"
#include "compiler/backends/backend.h"
#include "templates/hooks.h"
#include "templates/merge_plan.h"
#include "templates/tile_plan.h"

#include "llvm/IR/Verifier.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/raw_ostream.h"
#include <fmt/format.h>

#include <chrono>
#include <fmt/format.h>
#include <mutex>

using namespace llvm;

namespace logpjit {

Expected<Stage> parseStage(StringRef s) {
  for (Stage st : {Stage::IR, Stage::OptIR, Stage::Asm, Stage::Object})
    if (s == stageName(st))
      return st;
  if (s == "ptx")
    return Stage::Asm;
  if (s == "cubin" || s == "hsaco")
    return Stage::Object;
  return createStringError("stage '%s': expected ir, opt-ir, asm (ptx) or obj (cubin, hsaco)",
                           s.str().c_str());
}

StringRef stageName(Stage s) {
  switch (s) {
  case Stage::IR:
    return "ir";
  case Stage::OptIR:
    return "opt-ir";
  case Stage::Asm:
    return "asm";
  case Stage::Object:
    return "obj";
  }
  return "?";
}

std::shared_mutex &llvmGlobalStateMutex() {
  static std::shared_mutex mu;
  return mu;
}

Expected<std::unique_ptr<Module>> buildModule(LLVMContext &ctx, const KernelSpec &spec) {
  std::shared_lock<std::shared_mutex> llvmState(llvmGlobalStateMutex());
  const Backend &backend = backendFor(spec.target.arch);
  if (Error e = backend.checkSpec(spec))
    return std::move(e);
  // The leaf order's group partials come from sm_90's full kernel alone (its epilogue);
  // elsewhere the fused forward materializes a block of logits (Op::lmHeadTileStats).
  if (spec.kind == KernelKind::LmHead && spec.leaf_groups &&
      (spec.target.arch != Arch::SM90 || spec.quick))
    return createStringError("%s: the leaf order's group partials (leaf_groups) are an epilogue "
                             "of sm_90's full LM-head kernel; this spec asks them of %s",
                             spec.canonical().c_str(),
                             spec.quick ? "a quick tier" : "another target");
  std::unique_ptr<tmpl::Hooks> hooks = backend.makeHooks();
  hooks->quick = spec.quick;
  auto M = std::make_unique<Module>("logpjit." + kernelKindName(spec.kind).str(), ctx);
  if (Error e = backend.prepareModule(*M, spec.target))
    return std::move(e);
  switch (spec.kind) {
  case KernelKind::TileStats:
    tmpl::emitTileStats(*M, *hooks, spec);
    break;
  case KernelKind::Merge:
    tmpl::emitMerge(*M, *hooks, spec);
    break;
  case KernelKind::TopKTile:
    tmpl::emitTopKTile(*M, *hooks, spec);
    break;
  case KernelKind::TopKMerge:
    tmpl::emitTopKMerge(*M, *hooks, spec);
    break;
  case KernelKind::TopKStats:
    tmpl::emitTopKStats(*M, *hooks, spec);
    break;
  case KernelKind::TopKSelect:
    tmpl::emitTopKSelect(*M, *hooks, spec);
    break;
  case KernelKind::Sampler:
    tmpl::emitSampler(*M, *hooks, spec);
    break;
  case KernelKind::Backward:
    tmpl::emitBackward(*M, *hooks, spec);
    break;
  case KernelKind::LmHead:
    tmpl::emitLmHead(*M, *hooks, spec);
    break;
  case KernelKind::Relayout:
    tmpl::emitRelayout(*M, *hooks, spec);
    break;
  }
  std::string err;
  raw_string_ostream es(err);
  if (verifyModule(*M, &es))
    return createStringError("internal error: generated IR for %s fails verification: %s",
                             spec.canonical().c_str(), err.c_str());
  return std::move(M);
}

static PtxasLevel ptxasLevel(const KernelSpec &spec) {
  return spec.quick ? PtxasLevel::Quick : PtxasLevel::Full;
}

/// The backend of the spec's architecture.
static Expected<std::string> backendEmit(Module &M, const Target &t, Stage stage,
                                         PtxasLevel level) {
  return backendFor(t.arch).emit(M, t, stage, level);
}

static std::string printModule(const Module &M) {
  std::string s;
  raw_string_ostream os(s);
  M.print(os, nullptr);
  return s;
}

Expected<std::string> kernelPlanText(const KernelSpec &spec) {
  std::unique_ptr<tmpl::Hooks> h = backendFor(spec.target.arch).makeHooks();
  const tmpl::PlanTarget t = tmpl::planTarget(*h, spec.target.arch);
  switch (spec.kind) {
  case KernelKind::TileStats:
  case KernelKind::TopKStats: // tile_stats' plan; the candidates take no decision
    return tmpl::planTileStats(spec, t).str();
  case KernelKind::Merge:
    return tmpl::planMerge(spec, t).str();
  case KernelKind::Backward:
  case KernelKind::TopKTile:
  case KernelKind::TopKMerge:
  case KernelKind::TopKSelect:
  case KernelKind::Sampler:
  case KernelKind::LmHead:
  case KernelKind::Relayout:
    break;
  }
  return createStringError(fmt::format("there is no plan for the {}: its kernel takes no decision "
                                       "beyond the spec (templates/{}.cpp)",
                                       kernelKindName(spec.kind).str(),
                                       spec.kind == KernelKind::Backward   ? "backward"
                                       : spec.kind == KernelKind::LmHead   ? "lm_head"
                                       : spec.kind == KernelKind::Relayout ? "relayout"
                                       : spec.kind == KernelKind::Sampler  ? "sampler"
                                                                           : "topk"));
}

Expected<std::string> emitStage(const KernelSpec &spec, Stage stage) {
  LLVMContext ctx;
  auto M = buildModule(ctx, spec);
  if (!M)
    return M.takeError();
  if (stage == Stage::IR)
    return printModule(**M);
  return backendEmit(**M, spec.target, stage, ptxasLevel(spec));
}

namespace {

/// Wall time of consecutive compile stages, for LOGPJIT_TIME_JIT.
class StageClock {
public:
  void lap(const char *stage) {
    auto now = std::chrono::steady_clock::now();
    laps_.push_back({stage, std::chrono::duration<double, std::milli>(now - last_).count()});
    last_ = now;
  }
  std::string text() const {
    std::string s;
    double total = 0;
    for (auto &[name, ms] : laps_) {
      s += fmt::format("{}{} {:.1f} ms", s.empty() ? "" : ", ", name, ms);
      total += ms;
    }
    return s + fmt::format(" (total {:.1f} ms)", total);
  }

private:
  std::chrono::steady_clock::time_point last_ = std::chrono::steady_clock::now();
  std::vector<std::pair<const char *, double>> laps_;
};

/// Writes `<dir>/<name>.<stage>` for LOGPJIT_DUMP_DIR (best effort: a failure to dump
/// is reported on stderr and does not fail the compile).
void dumpStage(StringRef dir, StringRef name, Stage st, StringRef data) {
  SmallString<256> p(dir);
  sys::path::append(p, name + "." + stageName(st));
  std::error_code ec = sys::fs::create_directories(dir);
  raw_fd_ostream os(p, ec);
  if (ec) {
    errs() << "logpjit: LOGPJIT_DUMP_DIR: cannot write " << p << ": " << ec.message() << "\n";
    return;
  }
  os << data;
}

class LLVMCompiler final : public Compiler {
public:
  std::string cacheKey(const KernelSpec &spec) const override { return kernelCacheKey(spec); }
  std::string metadata(const KernelSpec &spec) const override {
    std::lock_guard<std::mutex> lock(linkerMu_);
    return codegenMetadata(spec, bool(linker_));
  }
  void setPtxLinker(PtxLinker linker) override {
    std::lock_guard<std::mutex> lock(linkerMu_);
    linker_ = std::move(linker);
  }

  Expected<std::string> compile(const KernelSpec &spec) override {
    // LOGPJIT_TIME_JIT=1: one line per compile on stderr with the time of each stage.
    const bool timeStages = sys::Process::GetEnv("LOGPJIT_TIME_JIT").value_or("") == "1";
    StageClock clock;
    LLVMContext ctx;
    auto M = buildModule(ctx, spec);
    if (!M)
      return M.takeError();
    clock.lap("ir");
    std::optional<std::string> dump = sys::Process::GetEnv("LOGPJIT_DUMP_DIR");
    if (dump && !dump->empty()) {
      std::string name = spec.symbolName() + "-" + kernelCacheKey(spec).substr(0, 16);
      dumpStage(*dump, name, Stage::IR, printModule(**M));
      for (Stage st : {Stage::OptIR, Stage::Asm}) { // a fresh module each: AMDGPU mutates it
        LLVMContext c2;
        auto M2 = buildModule(c2, spec);
        if (!M2)
          return M2.takeError();
        auto text = backendEmit(**M2, spec.target, st, ptxasLevel(spec));
        if (!text)
          return text.takeError();
        dumpStage(*dump, name, st, *text);
      }
    }
    auto report = [&](Expected<std::string> out) -> Expected<std::string> {
      if (timeStages && out)
        errs() << "logpjit: jit " << specSummary(spec.canonical()) << " (" << spec.target.toString()
               << "): " << clock.text() << "\n";
      return out;
    };
    BinaryLinker linker;
    {
      std::lock_guard<std::mutex> lock(linkerMu_);
      linker.ptx = linker_;
    }
    return report(backendFor(spec.target.arch).binary(**M, spec, linker, [&](const char *stage) {
      clock.lap(stage);
    }));
  }

private:
  mutable std::mutex linkerMu_;
  PtxLinker linker_;
};

} // namespace

std::shared_ptr<Compiler> makeCompiler() { return std::make_shared<LLVMCompiler>(); }

} // namespace logpjit

/// The runtime's hook (a weak reference in runtime/core/op.cpp): Runtime::defaultCompiler()
/// finds the compiler through it when this library is linked in.
extern "C" void logpjit_default_compiler(std::shared_ptr<logpjit::Compiler> *out) {
  *out = logpjit::makeCompiler();
}
