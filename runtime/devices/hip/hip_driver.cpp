//===- hip_driver.cpp - dlopen(libamdhip64.so.6|.5) ------------------------===//
#include "runtime/hip_driver.h"
#include "logpjit/errors.h"
#include "runtime/load_once.h"

#include <atomic>
#include <dlfcn.h>
#include <fmt/format.h>
#include <mutex>
#include <string>

using namespace llvm;

namespace logpjit::hip {

Error Runtime::check(hipError_t r, const char *what) const {
  if (r == 0)
    return Error::success();
  const char *name = hipGetErrorName ? hipGetErrorName(r) : "?";
  const char *desc = hipGetErrorString ? hipGetErrorString(r) : "?";
  std::string api(what);
  return driverError(api.substr(0, api.find(' ')), int(r),
                     fmt::format("{}: {} ({})", what, name ? name : "?", desc ? desc : "?"));
}

static Expected<const Runtime *> load() {
  static Runtime rt{};
  void *h = dlopen("libamdhip64.so.6", RTLD_NOW | RTLD_LOCAL);
  if (!h)
    h = dlopen("libamdhip64.so.5", RTLD_NOW | RTLD_LOCAL);
  if (!h)
    return createStringError("HIP runtime not available: libamdhip64.so.6/.so.5 not found (no "
                             "ROCm on this machine)");
  std::string missing;
  auto get = [&](auto &fn, const char *name) {
    fn = reinterpret_cast<std::remove_reference_t<decltype(fn)>>(dlsym(h, name));
    if (!fn)
      missing += std::string(missing.empty() ? "" : ", ") + name;
  };
  get(rt.hipGetErrorName, "hipGetErrorName");
  get(rt.hipGetErrorString, "hipGetErrorString");
  get(rt.hipInit, "hipInit");
  get(rt.hipGetDeviceCount, "hipGetDeviceCount");
  get(rt.hipSetDevice, "hipSetDevice");
  get(rt.hipModuleLoadData, "hipModuleLoadData");
  get(rt.hipModuleGetFunction, "hipModuleGetFunction");
  get(rt.hipModuleLaunchKernel, "hipModuleLaunchKernel");
  get(rt.hipMalloc, "hipMalloc");
  get(rt.hipFree, "hipFree");
  get(rt.hipMemcpyHtoD, "hipMemcpyHtoD");
  get(rt.hipMemcpyDtoH, "hipMemcpyDtoH");
  get(rt.hipMemcpyDtoD, "hipMemcpyDtoD");
  get(rt.hipMemset, "hipMemset");
  get(rt.hipDeviceSynchronize, "hipDeviceSynchronize");
  get(rt.hipStreamQuery, "hipStreamQuery");
  if (!missing.empty())
    return createStringError("HIP runtime: entry points not found: %s", missing.c_str());
  if (Error e = rt.check(rt.hipInit(0), "hipInit"))
    return std::move(e);
  return &rt;
}

Expected<const Runtime *> runtime() {
  return loadOnce<Runtime>([] { return load(); });
}

Error useDevice(int ordinal) {
  auto rt = runtime();
  if (!rt)
    return rt.takeError();
  static std::atomic<int> count{-1}; // device count, read once
  if (count.load() < 0) {
    int n = 0;
    if (Error e = (*rt)->check((*rt)->hipGetDeviceCount(&n), "hipGetDeviceCount"))
      return e;
    count = n;
  }
  if (ordinal < 0 || ordinal >= count.load())
    return createStringError(
        inconvertibleErrorCode(),
        fmt::format("HIP device {} requested, but {} device(s) present", ordinal, count.load()));
  return (*rt)->check((*rt)->hipSetDevice(ordinal), "hipSetDevice");
}

} // namespace logpjit::hip
