//===- cuda_driver.cpp - dlopen(libcuda.so.1) + cuGetProcAddress ----------===//
#include "runtime/devices/cuda/cuda_driver.h"
#include "logpjit/errors.h"
#include "runtime/devices/cuda/cuda_image.h"
#include "runtime/devices/load_once.h"

#include <cstring>
#include <dlfcn.h>
#include <fmt/format.h>
#include <map>
#include <mutex>
#include <vector>

using namespace llvm;

namespace logpjit::cuda {

Error Driver::check(CUresult r, const char *what) const {
  if (r == 0)
    return Error::success();
  const char *name = "?", *desc = "?";
  if (cuGetErrorName)
    cuGetErrorName(r, &name);
  if (cuGetErrorString)
    cuGetErrorString(r, &desc);
  std::string api(what);
  return driverError(api.substr(0, api.find(' ')), int(r),
                     fmt::format("{}: {} ({})", what, name ? name : "?", desc ? desc : "?"));
}

static Expected<const Driver *> loadDriver() {
  static Driver d{};
  void *h = dlopen("libcuda.so.1", RTLD_NOW | RTLD_LOCAL);
  if (!h)
    return createStringError("CUDA driver not available (no NVIDIA driver on this machine?): "
                             "%s",
                             dlerror());
  // cuGetProcAddress resolves each name to the entry point of the given API version.
  using GetProcV2 = CUresult (*)(const char *, void **, int, uint64_t, int *);
  using GetProcV1 = CUresult (*)(const char *, void **, int, uint64_t);
  auto v2 = reinterpret_cast<GetProcV2>(dlsym(h, "cuGetProcAddress_v2"));
  auto v1 = reinterpret_cast<GetProcV1>(dlsym(h, "cuGetProcAddress"));
  if (!v1 && !v2)
    return createStringError("CUDA driver: libcuda.so.1 has no cuGetProcAddress (driver too "
                             "old; CUDA 11.3 or newer is needed)");
  auto resolver = makeResolver([&](const char *name) -> void * {
    void *p = nullptr;
    int status = 0;
    CUresult r = v2 ? v2(name, &p, 12000, 0, &status) : v1(name, &p, 12000, 0);
    return r == 0 ? p : nullptr;
  });
  Driver &table = d;
  LOGPJIT_CUDA_FUNCTIONS(LOGPJIT_DL_RESOLVE)
  const std::string &missing = resolver.missing;
  if (!missing.empty())
    return createStringError("CUDA driver: entry points not found: %s", missing.c_str());
  if (Error e = d.check(d.cuInit(0), "cuInit"))
    return std::move(e);
  if (Error e = d.check(d.cuDriverGetVersion(&d.version), "cuDriverGetVersion"))
    return std::move(e);
  return &d;
}

Expected<const Driver *> driver() {
  return loadOnce<Driver>([] { return loadDriver(); });
}

Expected<CUcontext> useDevice(int ordinal) {
  auto d = driver();
  if (!d)
    return d.takeError();
  // The primary context of each device is retained once per process (a retain per call
  // would grow its reference count on every launch); later calls only make it current.
  // Never destroyed: a background compile (runtime/core/tiered_jit.cpp) may still use them
  // while the process exits.
  static auto *mu = new std::mutex;
  static auto *retained = new std::map<int, CUcontext>;
  CUcontext ctx = nullptr;
  {
    std::lock_guard<std::mutex> lock(*mu);
    if (auto it = retained->find(ordinal); it != retained->end()) {
      ctx = it->second;
    } else {
      int n = 0;
      if (Error e = (*d)->check((*d)->cuDeviceGetCount(&n), "cuDeviceGetCount"))
        return std::move(e);
      if (ordinal < 0 || ordinal >= n)
        return createStringError(
            inconvertibleErrorCode(),
            fmt::format("CUDA device {} requested, but {} device(s) present", ordinal, n));
      CUdevice dev;
      if (Error e = (*d)->check((*d)->cuDeviceGet(&dev, ordinal), "cuDeviceGet"))
        return std::move(e);
      if (Error e =
              (*d)->check((*d)->cuDevicePrimaryCtxRetain(&ctx, dev), "cuDevicePrimaryCtxRetain"))
        return std::move(e);
      (*retained)[ordinal] = ctx;
    }
  }
  if (Error e = (*d)->check((*d)->cuCtxSetCurrent(ctx), "cuCtxSetCurrent"))
    return std::move(e);
  return ctx;
}

Expected<std::string> linkPtx(StringRef ptx, int optLevel) {
  auto d = driver();
  if (!d)
    return d.takeError();
  const Driver &D = **d;
  // CUjit_option values (the driver ABI's): error log buffer and its size, optimization level.
  enum : int { ErrorLog = 5, ErrorLogSize = 6, OptLevel = 7, JitTarget = 9 };
  constexpr uintptr_t kTargetSm90 = 90; // CU_TARGET_COMPUTE_90: not the current GPU's
  constexpr int kPtxInput = 1;          // CU_JIT_INPUT_PTX
  std::string log(8192, '\0');
  std::vector<int> opts = {ErrorLog, ErrorLogSize, JitTarget};
  std::vector<void *> vals = {log.data(), reinterpret_cast<void *>(uintptr_t(log.size())),
                              reinterpret_cast<void *>(kTargetSm90)};
  if (optLevel >= 0) {
    opts.push_back(OptLevel);
    vals.push_back(reinterpret_cast<void *>(uintptr_t(optLevel)));
  }
  CUlinkState st = nullptr;
  if (Error e = D.check(D.cuLinkCreate(unsigned(opts.size()), opts.data(), vals.data(), &st),
                        "cuLinkCreate"))
    return std::move(e);
  std::string text = ptx.str(); // NUL-terminated
  auto withLog = [&](Error e) -> Error {
    std::string msg = toString(std::move(e));
    log.resize(strnlen(log.c_str(), log.size()));
    if (!log.empty())
      msg += ": " + log;
    return createStringError(inconvertibleErrorCode(), msg);
  };
  Error e = D.check(D.cuLinkAddData(st, kPtxInput, text.data(), text.size() + 1, "logpjit.ptx", 0,
                                    nullptr, nullptr),
                    "cuLinkAddData (PTX)");
  void *cubin = nullptr;
  size_t size = 0;
  if (!e)
    e = D.check(D.cuLinkComplete(st, &cubin, &size), "cuLinkComplete");
  std::string out;
  if (!e)
    out.assign(static_cast<const char *>(cubin), size); // owned by `st` until destroyed
  D.cuLinkDestroy(st);
  if (e)
    return withLog(std::move(e));
  return out;
}

Expected<CUfunction> loadImage(StringRef bytes, const std::string &symbol, std::string *note) {
  auto d = driver();
  if (!d)
    return d.takeError();
  const Driver &D = **d;
  CudaImage img = unpackCudaImage(bytes);
  if (img.cubin.empty() && img.ptx.empty())
    return createStringError("sm_90 kernel %s: the cached artifact holds neither a cubin nor "
                             "PTX (truncated?)",
                             symbol.c_str());
  auto loadFrom = [&](StringRef form, const char *what) -> Expected<CUfunction> {
    std::string image = form.str(); // NUL-terminated (PTX text must be)
    CUmodule mod;
    CUfunction fn;
    if (Error e = D.check(D.cuModuleLoadData(&mod, image.c_str()),
                          (std::string("cuModuleLoadData (") + what + ")").c_str()))
      return std::move(e);
    if (Error e = D.check(D.cuModuleGetFunction(&fn, mod, symbol.c_str()), "cuModuleGetFunction"))
      return std::move(e);
    return fn;
  };
  if (img.cubin.empty())
    return loadFrom(img.ptx, "PTX");
  auto fn = loadFrom(img.cubin, "cubin");
  if (fn || img.ptx.empty())
    return fn;
  std::string why = toString(fn.takeError());
  auto viaPtx = loadFrom(img.ptx, "PTX fallback");
  if (!viaPtx)
    return createStringError(inconvertibleErrorCode(),
                             why + "; then " + toString(viaPtx.takeError()));
  if (note)
    *note = "cubin rejected (" + why + "): loaded the PTX fallback";
  return viaPtx;
}

} // namespace logpjit::cuda
