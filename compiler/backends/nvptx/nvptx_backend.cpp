//===- nvptx_backend.cpp - LLVM IR -> PTX (sm_90) -> cubin (nvJitLink) -----===//
//
// PTX comes from LLVM's NVPTX backend with strict FP: no contraction
// (FPOpFusion::Strict), IEEE division and square root, subnormals kept (no .ftz):
// fp32 arithmetic prints as `.rn` and fma only where the template asks for llvm.fma.
// The cubin is made by nvJitLink, loaded with dlopen so that a machine without the CUDA
// toolkit still builds and runs everything else.
//
//===----------------------------------------------------------------------===//
#include "compiler/backends/backend.h"
#include "compiler/compiler.h"
#include "runtime/devices/cuda/cuda_image.h"
#include "runtime/devices/dl_table.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Support/DynamicLibrary.h"
#include "llvm/Support/Process.h"
#include "llvm/Target/TargetOptions.h"

#include <dlfcn.h>
#include <mutex>

extern "C" {
void LLVMInitializeNVPTXTargetInfo();
void LLVMInitializeNVPTXTarget();
void LLVMInitializeNVPTXTargetMC();
void LLVMInitializeNVPTXAsmPrinter();
}

using namespace llvm;

namespace logpjit {

static Expected<std::unique_ptr<TargetMachine>> nvptxMachine(const Target &target, StringRef cpu) {
  static std::once_flag once;
  std::call_once(once, [] {
    LLVMInitializeNVPTXTargetInfo();
    LLVMInitializeNVPTXTarget();
    LLVMInitializeNVPTXTargetMC();
    LLVMInitializeNVPTXAsmPrinter();
  });
  std::string err;
  const llvm::Target *T = TargetRegistry::lookupTarget(target.triple(), err);
  if (!T)
    return createStringError("sm_90 backend: %s", err.c_str());
  // PTX ISA 8.0 (CUDA 12.0): cp.async.bulk and mbarrier.arrive.expect_tx.
  std::string features = "+ptx80";
  for (const std::string &f : target.features)
    features += ",+" + f;
  TargetOptions opts;
  opts.AllowFPOpFusion = FPOpFusion::Strict;
  opts.UnsafeFPMath = false;
  std::unique_ptr<TargetMachine> TM(T->createTargetMachine(target.triple(), cpu, features, opts,
                                                           std::nullopt, std::nullopt,
                                                           CodeGenOptLevel::Aggressive));
  if (!TM)
    return createStringError("sm_90 backend: cannot create a target machine");
  return std::move(TM);
}

namespace {

using NvJitLinkHandle = void *;
/// nvJitLink entry points (the un-versioned exports of libnvJitLink.so.12/13):
/// X(name, return type, (parameter types)), runtime/devices/dl_table.h.
#define LOGPJIT_NVJITLINK_FUNCTIONS(X)                                                             \
  X(nvJitLinkCreate, int, (NvJitLinkHandle *, uint32_t, const char **))                            \
  X(nvJitLinkDestroy, int, (NvJitLinkHandle *))                                                    \
  X(nvJitLinkAddData, int, (NvJitLinkHandle, int, const void *, size_t, const char *))             \
  X(nvJitLinkComplete, int, (NvJitLinkHandle))                                                     \
  X(nvJitLinkGetLinkedCubinSize, int, (NvJitLinkHandle, size_t *))                                 \
  X(nvJitLinkGetLinkedCubin, int, (NvJitLinkHandle, void *))                                       \
  X(nvJitLinkGetErrorLogSize, int, (NvJitLinkHandle, size_t *))                                    \
  X(nvJitLinkGetErrorLog, int, (NvJitLinkHandle, char *))

struct NvJitLink {
  using Handle = NvJitLinkHandle;
  LOGPJIT_NVJITLINK_FUNCTIONS(LOGPJIT_DL_MEMBER)
  std::string loadError;

  static NvJitLink &get() {
    static auto *lib = new NvJitLink(load()); // never destroyed: a background compile
    return *lib;                              // may use it while the process exits
  }

private:
  static NvJitLink load() {
    NvJitLink l;
    std::vector<std::string> names = {"libnvJitLink.so.13", "libnvJitLink.so.12",
                                      "libnvJitLink.so"};
    std::vector<std::string> dirs = {""};
    if (auto home = sys::Process::GetEnv("CUDA_HOME"))
      dirs.push_back(*home + "/lib64/");
    dirs.push_back("/usr/local/cuda/lib64/");
    void *h = nullptr;
    for (const std::string &d : dirs)
      for (const std::string &n : names)
        if (!h)
          h = dlopen((d + n).c_str(), RTLD_NOW | RTLD_LOCAL);
    if (!h) {
      l.loadError = "nvJitLink not found (tried libnvJitLink.so.13/.12/.so on the library "
                    "path, $CUDA_HOME/lib64 and /usr/local/cuda/lib64)";
      return l;
    }
    auto resolver = makeResolver([&](const char *name) { return dlsym(h, name); });
    NvJitLink &table = l;
    LOGPJIT_NVJITLINK_FUNCTIONS(LOGPJIT_DL_RESOLVE)
    if (!resolver.missing.empty())
      l.loadError = "nvJitLink: missing symbols " + resolver.missing;
    return l;
  }
};

} // namespace

bool haveNvJitLink() { return NvJitLink::get().loadError.empty(); }

Expected<std::string> ptxToCubin(StringRef ptx, StringRef arch, PtxasLevel level) {
  NvJitLink &nv = NvJitLink::get();
  if (!nv.loadError.empty())
    return createStringError("cannot make a cubin: %s", nv.loadError.c_str());
  // nvJitLink's documentation promises nothing about concurrent links: one at a time.
  static std::mutex linkMu;
  std::lock_guard<std::mutex> linkLock(linkMu);
  std::string archOpt = ("-arch=" + arch).str();
  std::vector<std::string> optText = {archOpt};
  if (level == PtxasLevel::Quick)
    optText.push_back("-Xptxas=-O1"); // as the runtime's driver link (runtime/core/op.cpp)
  std::vector<const char *> opts;
  for (const std::string &o : optText)
    opts.push_back(o.c_str());
  NvJitLink::Handle h = nullptr;
  if (int r = nv.nvJitLinkCreate(&h, uint32_t(opts.size()), opts.data()))
    return createStringError("nvJitLinkCreate(%s) failed: error %d", join(optText, " ").c_str(), r);
  auto log = [&] {
    size_t n = 0;
    nv.nvJitLinkGetErrorLogSize(h, &n);
    std::string s(n, '\0');
    if (n)
      nv.nvJitLinkGetErrorLog(h, s.data());
    return s;
  };
  std::string text = ptx.str(); // nvJitLink wants NUL-terminated PTX
  std::string out;
  int r = nv.nvJitLinkAddData(h, /*NVJITLINK_INPUT_PTX=*/2, text.c_str(), text.size() + 1,
                              "logpjit.ptx");
  if (!r)
    r = nv.nvJitLinkComplete(h);
  if (r) {
    std::string l = log();
    nv.nvJitLinkDestroy(&h);
    return createStringError("nvJitLink failed (error %d): %s", r, l.c_str());
  }
  size_t n = 0;
  nv.nvJitLinkGetLinkedCubinSize(h, &n);
  out.resize(n);
  nv.nvJitLinkGetLinkedCubin(h, out.data());
  nv.nvJitLinkDestroy(&h);
  return out;
}

/// The PTX target of a module: sm_90a where the hooks emitted instructions only that
/// variant has (wgmma; the module flag kSm90aFlag), else sm_90. Both run on every sm_90 GPU.
static StringRef ptxArch(const Module &M) {
  return M.getModuleFlag(tmpl::kSm90aFlag) ? "sm_90a" : "sm_90";
}

Expected<std::string> nvptxBackendEmit(Module &M, const Target &target, Stage stage,
                                       PtxasLevel level) {
  auto TM = nvptxMachine(target, ptxArch(M));
  if (!TM)
    return TM.takeError();
  // The quick tier's rolled loops need none of O2's unrolling: the host's short function
  // pipeline emits the same PTX size sooner (docs/decisions/tiered-jit.md).
  const bool quick = level == PtxasLevel::Quick;
  if (stage != Stage::Object)
    return emitWithMachine(M, **TM, stage, quick);
  auto ptx = emitWithMachine(M, **TM, Stage::Asm, quick);
  if (!ptx)
    return ptx.takeError();
  return ptxToCubin(*ptx, ptxArch(M), level);
}

namespace {
class NVPTXBackend final : public Backend {
public:
  Arch arch() const override { return Arch::SM90; }
  std::unique_ptr<tmpl::Hooks> makeHooks() const override { return tmpl::makeNVPTXHooks(); }
  Error checkSpec(const KernelSpec &spec) const override {
    if (spec.lanes != 32 &&
        (spec.kind == KernelKind::TileStats || spec.kind == KernelKind::TopKStats ||
         spec.kind == KernelKind::TopKSelect))
      return createStringError("target sm_90: lanes (L) = %d, expected 32 (one warp)", spec.lanes);
    return Error::success();
  }
  Expected<std::string> emit(Module &M, const Target &t, Stage stage,
                             PtxasLevel level) const override {
    return nvptxBackendEmit(M, t, stage, level);
  }
  // PTX, then a cubin by the Runtime's driver linker, else nvJitLink; the cached image holds
  // both (runtime/devices/cuda/cuda_image.h). With neither linker, the PTX alone, which the
  // driver JIT-links at load.
  Expected<std::string> binary(Module &M, const KernelSpec &spec, const BinaryLinker &linker,
                               const std::function<void(const char *)> &lap) const override {
    const PtxasLevel level = spec.quick ? PtxasLevel::Quick : PtxasLevel::Full;
    auto ptx = nvptxBackendEmit(M, spec.target, Stage::Asm, level);
    lap("llvm");
    if (!ptx)
      return ptx.takeError();
    if (!linker.ptx && !haveNvJitLink())
      return std::move(ptx);
    const char *how = linker.ptx ? "driver link" : "nvJitLink";
    auto cubin = linker.ptx ? linker.ptx(*ptx, spec.quick) : ptxToCubin(*ptx, ptxArch(M), level);
    if (!cubin && linker.ptx && haveNvJitLink()) {
      // The driver's linker can be missing where nvJitLink is not (a container without
      // libnvidia-ptxjitcompiler): the same PTX through nvJitLink, or both errors.
      std::string driverErr = toString(cubin.takeError());
      cubin = ptxToCubin(*ptx, ptxArch(M), level);
      if (!cubin)
        return createStringError("%s; then nvJitLink: %s", driverErr.c_str(),
                                 toString(cubin.takeError()).c_str());
      how = "nvJitLink (after the driver's linker failed)";
    }
    if (!cubin)
      return cubin.takeError();
    lap(how);
    return packCudaImage(*cubin, *ptx);
  }
  std::pair<std::string, std::string> binaryKind(bool driverLinks) const override {
    if (driverLinks) // Compiler::setPtxLinker: nvJitLink is not even loaded
      return {"cubin + PTX fallback (runtime/devices/cuda/cuda_image.h)",
              "CUDA driver (cuLink*, in process)"};
    if (haveNvJitLink())
      return {"cubin + PTX fallback (runtime/devices/cuda/cuda_image.h)", "nvJitLink"};
    return {"PTX (linked by the CUDA driver at load)", "CUDA driver"};
  }
};
} // namespace

const Backend &nvptxBackend() {
  static const NVPTXBackend b;
  return b;
}

} // namespace logpjit
