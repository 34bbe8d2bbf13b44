//===- hip_driver.cpp - dlopen(libamdhip64.so.6|.5) ------------------------===//
#include "runtime/devices/hip/hip_driver.h"
#include "logpjit/errors.h"
#include "runtime/devices/load_once.h"

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
  std::string why;
  void *h = dlopenFirst({"libamdhip64.so.6", "libamdhip64.so.5"}, why);
  if (!h)
    return createStringError("HIP runtime not available: libamdhip64.so.6/.so.5 not found (no "
                             "ROCm on this machine): %s",
                             why.c_str());
  auto resolver = makeResolver([&](const char *name) { return dlsym(h, name); });
  Runtime &table = rt;
  LOGPJIT_HIP_FUNCTIONS(LOGPJIT_DL_RESOLVE)
  const std::string &missing = resolver.missing;
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
