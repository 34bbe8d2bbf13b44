//===- nvptx_backend.cpp - LLVM IR -> PTX (sm_90) -> cubin (nvJitLink) -----===//
//
// PTX comes from LLVM's NVPTX backend with strict FP: no contraction
// (FPOpFusion::Strict), IEEE division and square root, subnormals kept (no .ftz):
// fp32 arithmetic prints as `.rn` and fma only where the template asks for llvm.fma.
// The cubin is made by nvJitLink, loaded with dlopen so that a machine without the CUDA
// toolkit still builds and runs everything else.
//
//===----------------------------------------------------------------------===//
#include "compiler/compiler.h"

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

static Expected<std::unique_ptr<TargetMachine>> nvptxMachine(const Target &target) {
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
  std::unique_ptr<TargetMachine> TM(T->createTargetMachine(target.triple(), "sm_90", features, opts,
                                                           std::nullopt, std::nullopt,
                                                           CodeGenOptLevel::Aggressive));
  if (!TM)
    return createStringError("sm_90 backend: cannot create a target machine");
  return std::move(TM);
}

namespace {

/// nvJitLink entry points (the un-versioned exports of libnvJitLink.so.12/13).
struct NvJitLink {
  using Handle = void *;
  int (*create)(Handle *, uint32_t, const char **) = nullptr;
  int (*destroy)(Handle *) = nullptr;
  int (*addData)(Handle, int, const void *, size_t, const char *) = nullptr;
  int (*complete)(Handle) = nullptr;
  int (*cubinSize)(Handle, size_t *) = nullptr;
  int (*cubin)(Handle, void *) = nullptr;
  int (*errorLogSize)(Handle, size_t *) = nullptr;
  int (*errorLog)(Handle, char *) = nullptr;
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
    auto sym = [&](auto &fn, const char *name) {
      fn = reinterpret_cast<std::remove_reference_t<decltype(fn)>>(dlsym(h, name));
      if (!fn && l.loadError.empty())
        l.loadError = std::string("nvJitLink: missing symbol ") + name;
    };
    sym(l.create, "nvJitLinkCreate");
    sym(l.destroy, "nvJitLinkDestroy");
    sym(l.addData, "nvJitLinkAddData");
    sym(l.complete, "nvJitLinkComplete");
    sym(l.cubinSize, "nvJitLinkGetLinkedCubinSize");
    sym(l.cubin, "nvJitLinkGetLinkedCubin");
    sym(l.errorLogSize, "nvJitLinkGetErrorLogSize");
    sym(l.errorLog, "nvJitLinkGetErrorLog");
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
    optText.push_back("-Xptxas=-O1"); // as the runtime's driver link (runtime/op.cpp)
  std::vector<const char *> opts;
  for (const std::string &o : optText)
    opts.push_back(o.c_str());
  NvJitLink::Handle h = nullptr;
  if (int r = nv.create(&h, uint32_t(opts.size()), opts.data()))
    return createStringError("nvJitLinkCreate(%s) failed: error %d", join(optText, " ").c_str(), r);
  auto log = [&] {
    size_t n = 0;
    nv.errorLogSize(h, &n);
    std::string s(n, '\0');
    if (n)
      nv.errorLog(h, s.data());
    return s;
  };
  std::string text = ptx.str(); // nvJitLink wants NUL-terminated PTX
  std::string out;
  int r = nv.addData(h, /*NVJITLINK_INPUT_PTX=*/2, text.c_str(), text.size() + 1, "logpjit.ptx");
  if (!r)
    r = nv.complete(h);
  if (r) {
    std::string l = log();
    nv.destroy(&h);
    return createStringError("nvJitLink failed (error %d): %s", r, l.c_str());
  }
  size_t n = 0;
  nv.cubinSize(h, &n);
  out.resize(n);
  nv.cubin(h, out.data());
  nv.destroy(&h);
  return out;
}

Expected<std::string> nvptxBackendEmit(Module &M, const Target &target, Stage stage,
                                       PtxasLevel level) {
  auto TM = nvptxMachine(target);
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
  return ptxToCubin(*ptx, "sm_90", level);
}

} // namespace logpjit
