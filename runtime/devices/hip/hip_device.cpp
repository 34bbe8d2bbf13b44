//===- hip_device.cpp - gfx942 GPUs through the HIP runtime ------------------===//
#include "runtime/devices/device.h"
#include "runtime/devices/hip/hip_driver.h"

#include <fmt/format.h>

using namespace llvm;

namespace logpjit {
namespace {

class HipLoader final : public KernelLoader {
public:
  Expected<void *> load(const std::string &binary, const std::string &symbol, const std::string &,
                        std::string *) override {
    auto hr = hip::runtime();
    if (!hr)
      return hr.takeError();
    const hip::Runtime *rt = *hr;
    hip::hipModule_t mod;
    hip::hipFunction_t fn;
    if (Error e = rt->check(rt->hipModuleLoadData(&mod, binary.data()), "hipModuleLoadData"))
      return std::move(e);
    if (Error e =
            rt->check(rt->hipModuleGetFunction(&fn, mod, symbol.c_str()), "hipModuleGetFunction"))
      return std::move(e);
    return static_cast<void *>(fn);
  }
};

class HipDevice final : public Device {
public:
  Arch arch() const override { return Arch::GFX942; }
  Error use(int ordinal) const override { return hip::useDevice(ordinal); }
  Expected<void *> allocate(size_t bytes, int ordinal) const override {
    if (Error e = hip::useDevice(ordinal))
      return std::move(e);
    auto rt = *hip::runtime();
    void *p = nullptr;
    if (Error e =
            rt->check(rt->hipMalloc(&p, bytes), fmt::format("hipMalloc({} bytes)", bytes).c_str()))
      return std::move(e);
    return p;
  }
  void release(void *p) const override {
    if (auto rt = hip::runtime())
      (*rt)->hipFree(p);
    else
      consumeError(rt.takeError());
  }
  Error upload(void *dst, const void *src, size_t n) const override {
    auto rt = hip::runtime();
    if (!rt)
      return rt.takeError();
    return (*rt)->check((*rt)->hipMemcpyHtoD(dst, src, n), "hipMemcpyHtoD");
  }
  Error download(void *dst, const void *src, size_t n) const override {
    auto rt = hip::runtime();
    if (!rt)
      return rt.takeError();
    return (*rt)->check((*rt)->hipMemcpyDtoH(dst, src, n), "hipMemcpyDtoH");
  }
  Error copy(void *dst, const void *src, size_t n) const override {
    auto rt = hip::runtime();
    if (!rt)
      return rt.takeError();
    if (Error e = (*rt)->check((*rt)->hipMemcpyDtoD(dst, src, n), "hipMemcpyDtoD"))
      return e;
    return synchronize();
  }
  Error zero(void *p, size_t n) const override {
    auto rt = hip::runtime();
    if (!rt)
      return rt.takeError();
    return (*rt)->check((*rt)->hipMemset(p, 0, n), "hipMemset");
  }
  Error synchronize() const override {
    auto rt = hip::runtime();
    if (!rt)
      return rt.takeError();
    return (*rt)->check((*rt)->hipDeviceSynchronize(), "hipDeviceSynchronize");
  }
  Expected<std::unique_ptr<KernelLoader>> makeLoader() const override {
    return std::make_unique<HipLoader>();
  }
  Error launch(void *entry, const LaunchDims &g, void **params, void *stream, int ordinal,
               const char *what) const override {
    auto rt = hip::runtime();
    if (!rt)
      return rt.takeError();
    if (Error e = hip::useDevice(ordinal))
      return e;
    if (g.clusterX > 1) // only sm_90's LM head asks for clusters
      return createStringError(inconvertibleErrorCode(),
                               "internal error: %s launched in clusters of %u blocks on gfx942",
                               what, g.clusterX);
    hip::hipError_t r = (*rt)->hipModuleLaunchKernel(
        static_cast<hip::hipFunction_t>(entry), g.x, g.y, g.z, g.threads, 1, 1, 0,
        static_cast<hip::hipStream_t>(stream), params, nullptr);
    if (r == 0) // the message is built only on failure: launches are the hot path
      return Error::success();
    return (*rt)->check(r, fmt::format("hipModuleLaunchKernel({})", what).c_str());
  }
};

} // namespace

const Device &hipDevice() {
  static const HipDevice d;
  return d;
}

} // namespace logpjit
