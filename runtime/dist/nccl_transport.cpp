//===- nccl_transport.cpp - All-gather through NCCL / RCCL (dlopen) --------===//
//
// Communicators are created non-blocking (config.blocking = 0) so that init, the
// collectives and wait() can all be bounded: a peer that died or never came leaves
// ncclInProgress or an asynchronous error, which the polling loops turn into an error
// after `timeout_s`, aborting the communicator (ncclCommAbort) so no kernel stays stuck.
//
//===----------------------------------------------------------------------===//
#include "logpjit/buffer.h"
#include "logpjit/errors.h"
#include "logpjit/transport.h"
#include "runtime/devices/cuda/cuda_driver.h"
#include "runtime/devices/hip/hip_driver.h"
#include "runtime/dist/nccl_api.h"

#include "llvm/Support/FileSystem.h"

#include <chrono>
#include <cstdlib>
#include <cstring>
#include <dlfcn.h>
#include <fmt/format.h>
#include <fstream>
#include <map>
#include <mutex>
#include <thread>
#include <unistd.h>

using namespace llvm;

namespace logpjit {
namespace nccl {

Error Library::check(ncclResult_t r, const char *what, ncclComm_t comm) const {
  if (r == ncclSuccess || r == ncclInProgress)
    return Error::success();
  const char *last = ncclGetLastError ? ncclGetLastError(comm) : nullptr;
  std::string api(what);
  return driverError(api.substr(0, api.find(' ')), int(r),
                     fmt::format("{}: NCCL error {} ({}){}{}", what, int(r), ncclGetErrorString(r),
                                 last && *last ? "; " : "", last ? last : ""));
}

Expected<const Library *> library(const std::string &path, const char *fallback) {
  std::string want = path;
  if (want.empty())
    if (const char *env = std::getenv("LOGPJIT_NCCL_LIBRARY"); env && *env)
      want = env;
  if (want.empty())
    want = fallback;
  static std::mutex mu;
  static std::map<std::string, std::unique_ptr<Library>> loaded;
  std::lock_guard<std::mutex> lock(mu);
  if (auto it = loaded.find(want); it != loaded.end())
    return it->second.get();
  void *h = dlopen(want.c_str(), RTLD_NOW | RTLD_LOCAL);
  if (!h)
    return createStringError(
        inconvertibleErrorCode(),
        fmt::format("{} not found or not loadable ({}); set LOGPJIT_NCCL_LIBRARY to the "
                    "library's path (e.g. site-packages/nvidia/nccl/lib/libnccl.so.2)",
                    want, dlerror()));
  auto lib = std::make_unique<Library>();
  lib->path = want;
  auto resolver = makeResolver([&](const char *name) { return dlsym(h, name); });
  Library &table = *lib;
  LOGPJIT_NCCL_FUNCTIONS(LOGPJIT_DL_RESOLVE)
  resolver.get(lib->ncclGetLastError, "ncclGetLastError", /*required=*/false);
  const std::string &missing = resolver.missing;
  if (!missing.empty())
    return createStringError(
        inconvertibleErrorCode(),
        fmt::format("{}: entry points not found: {} (NCCL >= 2.17 needed)", want, missing));
  auto *out = lib.get();
  loaded[want] = std::move(lib);
  return out;
}

} // namespace nccl

namespace {

using Clock = std::chrono::steady_clock;

/// Makes `device` current on this thread: the CUDA primary context (NCCL) or
/// hipSetDevice (RCCL).
Error useDevice(Arch arch, int device) {
  if (arch == Arch::GFX942)
    return hip::useDevice(device);
  auto ctx = cuda::useDevice(device);
  return ctx ? Error::success() : ctx.takeError();
}

/// Whether the work queued on `stream` is done (CUDA / HIP stream query; both runtimes
/// report "not ready" as 600).
Expected<bool> streamDone(Arch arch, void *stream) {
  constexpr int kNotReady = 600;
  if (arch == Arch::GFX942) {
    auto rt = hip::runtime();
    if (!rt)
      return rt.takeError();
    int q = (*rt)->hipStreamQuery(static_cast<hip::hipStream_t>(stream));
    if (q == 0 || q == kNotReady)
      return q == 0;
    return (*rt)->check(q, "hipStreamQuery (waiting for the all-gather)");
  }
  auto d = cuda::driver();
  if (!d)
    return d.takeError();
  int q = (*d)->cuStreamQuery(static_cast<cuda::CUstream>(stream));
  if (q == 0 || q == kNotReady)
    return q == 0;
  return (*d)->check(q, "cuStreamQuery (waiting for the all-gather)");
}
double secondsSince(Clock::time_point t0) {
  return std::chrono::duration<double>(Clock::now() - t0).count();
}

class NcclTransport final : public Transport {
public:
  NcclTransport(const nccl::Library &lib, nccl::ncclComm_t comm, int rank, int size,
                NcclOptions opts, bool owned)
      : lib_(lib), comm_(comm), rank_(rank), size_(size), opts_(std::move(opts)), owned_(owned) {}
  ~NcclTransport() override {
    if (owned_ && comm_) {
      consumeError(useDevice(opts_.arch, opts_.device));
      if (aborted_.empty())
        lib_.ncclCommDestroy(comm_);
    }
  }
  int rank() const override { return rank_; }
  int size() const override { return size_; }
  std::string name() const override { return opts_.arch == Arch::GFX942 ? "rccl" : "nccl"; }

  Error allGather(const std::vector<GatherPart> &parts, void *stream) override {
    if (Error e = usable())
      return e;
    if (Error e = useDevice(opts_.arch, opts_.device))
      return e;
    if (Error e = lib_.check(lib_.ncclGroupStart(), "ncclGroupStart", comm_))
      return e;
    Error err = Error::success();
    for (const GatherPart &p : parts) {
      if (p.bytes == 0)
        continue;
      if ((err = lib_.check(
               lib_.ncclAllGather(p.send, p.recv, p.bytes, nccl::ncclUint8, comm_, stream),
               "ncclAllGather", comm_)))
        break;
    }
    Error end = lib_.check(lib_.ncclGroupEnd(), "ncclGroupEnd", comm_);
    if (err) {
      consumeError(std::move(end));
      return fail(std::move(err));
    }
    if (end)
      return fail(std::move(end));
    return settle("ncclAllGather");
  }

  Error allGatherHost(const void *send, void *recv, size_t bytes) override {
    if (Error e = useDevice(opts_.arch, opts_.device))
      return e;
    auto s = DeviceBuffer::allocate(opts_.arch, bytes, opts_.device);
    if (!s)
      return s.takeError();
    auto r = DeviceBuffer::allocate(opts_.arch, bytes * size_, opts_.device);
    if (!r)
      return r.takeError();
    if (Error e = s->upload(send, bytes))
      return e;
    if (Error e = allGather({{s->data(), r->data(), bytes}}, nullptr))
      return e;
    if (Error e = wait(nullptr))
      return e;
    return r->download(recv, bytes * size_);
  }

  Error wait(void *stream) override {
    if (Error e = usable())
      return e;
    if (Error e = useDevice(opts_.arch, opts_.device))
      return e;
    auto t0 = Clock::now();
    for (;;) {
      auto done = streamDone(opts_.arch, stream);
      if (!done)
        return fail(done.takeError());
      nccl::ncclResult_t async = nccl::ncclSuccess;
      lib_.ncclCommGetAsyncError(comm_, &async);
      if (async != nccl::ncclSuccess && async != nccl::ncclInProgress)
        return fail(lib_.check(async, "NCCL asynchronous error (a peer rank failed?)", comm_));
      if (*done)
        return Error::success();
      if (secondsSince(t0) > opts_.timeout_s)
        return fail(createStringError(
            inconvertibleErrorCode(),
            fmt::format("rank {}: the all-gather did not complete within {} s (a peer rank died "
                        "or is stuck; LOGPJIT_NCCL_TIMEOUT_S sets the bound)",
                        rank_, opts_.timeout_s)));
      std::this_thread::sleep_for(std::chrono::microseconds(50));
    }
  }

  void abort(const std::string &reason) override {
    consumeError(fail(createStringError(
        inconvertibleErrorCode(), fmt::format("rank {} aborted the group: {}", rank_, reason))));
  }

  /// Polls a non-blocking communicator until the last call settled (bounded).
  Error settle(const char *what) {
    auto t0 = Clock::now();
    for (;;) {
      nccl::ncclResult_t async = nccl::ncclSuccess;
      if (Error e =
              lib_.check(lib_.ncclCommGetAsyncError(comm_, &async), "ncclCommGetAsyncError", comm_))
        return fail(std::move(e));
      if (async == nccl::ncclSuccess)
        return Error::success();
      if (async != nccl::ncclInProgress)
        return fail(lib_.check(async, what, comm_));
      if (secondsSince(t0) > opts_.timeout_s)
        return fail(createStringError(
            inconvertibleErrorCode(),
            fmt::format("rank {}: {} still in progress after {} s (a peer rank did not join?)",
                        rank_, what, opts_.timeout_s)));
      std::this_thread::sleep_for(std::chrono::microseconds(50));
    }
  }

private:
  Error usable() const {
    if (aborted_.empty())
      return Error::success();
    return createStringError(inconvertibleErrorCode(),
                             "the NCCL communicator was aborted after an earlier error: " +
                                 aborted_);
  }
  /// Aborts the communicator (unblocks kernels waiting for peers) and returns `e`.
  Error fail(Error e) {
    std::string msg = toString(std::move(e));
    if (aborted_.empty()) {
      aborted_ = msg;
      lib_.ncclCommAbort(comm_);
    }
    return createStringError(inconvertibleErrorCode(), msg);
  }

  const nccl::Library &lib_;
  nccl::ncclComm_t comm_;
  int rank_, size_;
  NcclOptions opts_;
  bool owned_;
  std::string aborted_;
};

/// The timeout: LOGPJIT_NCCL_TIMEOUT_S if set, else the option; > 0 (NaN would never
/// expire, 0 or less would fail every call); infinity waits forever.
Expected<double> timeoutFrom(const NcclOptions &o) {
  if (const char *env = std::getenv("LOGPJIT_NCCL_TIMEOUT_S"); env && *env) {
    double v = 0;
    if (StringRef(env).trim().getAsDouble(v) || !(v > 0))
      return createStringError(inconvertibleErrorCode(),
                               fmt::format("LOGPJIT_NCCL_TIMEOUT_S = '{}': expected a number of "
                                           "seconds > 0",
                                           env));
    return v;
  }
  if (!(o.timeout_s > 0))
    return createStringError(
        inconvertibleErrorCode(),
        fmt::format("NCCL transport: timeout_s = {}: expected > 0 seconds", o.timeout_s));
  return o.timeout_s;
}

/// Rank 0 writes the unique id (temp + rename), the others poll the file.
Error exchangeId(const nccl::Library &lib, const NcclOptions &o, nccl::ncclUniqueId &id) {
  if (o.id_file.empty())
    return createStringError("NCCL rendezvous: no unique-id file given (id_file / "
                             "LOGPJIT_NCCL_ID_FILE) and no caller communicator");
  if (o.rank == 0) {
    if (Error e = lib.check(lib.ncclGetUniqueId(&id), "ncclGetUniqueId"))
      return e;
    std::string tmp = fmt::format("{}.tmp.{}", o.id_file, getpid());
    {
      std::ofstream f(tmp, std::ios::binary);
      f.write(id.internal, sizeof(id.internal));
      if (!f)
        return createStringError(inconvertibleErrorCode(), "NCCL rendezvous: cannot write " + tmp);
    }
    if (std::error_code ec = sys::fs::rename(tmp, o.id_file))
      return createStringError(ec, "NCCL rendezvous: cannot publish %s: %s", o.id_file.c_str(),
                               ec.message().c_str());
    return Error::success();
  }
  auto t0 = Clock::now();
  for (;;) {
    std::ifstream f(o.id_file, std::ios::binary);
    if (f && f.read(id.internal, sizeof(id.internal)) && f.gcount() == sizeof(id.internal))
      return Error::success();
    if (secondsSince(t0) > o.timeout_s)
      return createStringError(inconvertibleErrorCode(),
                               fmt::format("NCCL rendezvous: rank {}: {} did not appear within "
                                           "{} s (rank 0 writes it)",
                                           o.rank, o.id_file, o.timeout_s));
    std::this_thread::sleep_for(std::chrono::milliseconds(5));
  }
}

} // namespace

Expected<std::unique_ptr<Transport>> makeNcclTransport(const NcclOptions &in) {
  NcclOptions o = in;
  auto timeout = timeoutFrom(in);
  if (!timeout)
    return timeout.takeError();
  o.timeout_s = *timeout;
  if (o.id_file.empty())
    if (const char *env = std::getenv("LOGPJIT_NCCL_ID_FILE"))
      o.id_file = env;
  if (o.arch == Arch::Host)
    return createStringError("NCCL transport: the host target has no NCCL; use the in-process "
                             "group (makeInProcessGroup)");
  auto lib = nccl::library(o.library, o.arch == Arch::GFX942 ? "librccl.so.1" : "libnccl.so.2");
  if (!lib)
    return lib.takeError();
  if (Error e = useDevice(o.arch, o.device))
    return std::move(e);
  if (o.comm) { // adopt the caller's communicator
    auto comm = static_cast<nccl::ncclComm_t>(o.comm);
    int n = 0, r = 0;
    if (Error e = (*lib)->check((*lib)->ncclCommCount(comm, &n), "ncclCommCount", comm))
      return std::move(e);
    if (Error e = (*lib)->check((*lib)->ncclCommUserRank(comm, &r), "ncclCommUserRank", comm))
      return std::move(e);
    return std::make_unique<NcclTransport>(**lib, comm, r, n, o, /*owned=*/false);
  }
  if (o.size < 1 || o.rank < 0 || o.rank >= o.size)
    return createStringError(inconvertibleErrorCode(),
                             fmt::format("NCCL transport: rank = {}, size = {}: expected 0 <= "
                                         "rank < size",
                                         o.rank, o.size));
  nccl::ncclUniqueId id{};
  if (Error e = exchangeId(**lib, o, id))
    return std::move(e);
  nccl::ncclConfig_t cfg;
  cfg.blocking = 0;
  nccl::ncclComm_t comm = nullptr;
  if (Error e = (*lib)->check((*lib)->ncclCommInitRankConfig(&comm, o.size, id, o.rank, &cfg),
                              "ncclCommInitRankConfig"))
    return std::move(e);
  auto t = std::make_unique<NcclTransport>(**lib, comm, o.rank, o.size, o, /*owned=*/true);
  if (Error e = t->settle("ncclCommInitRankConfig"))
    return std::move(e);
  return std::move(t);
}

Expected<std::vector<std::unique_ptr<Transport>>> makeNcclGroup(const std::vector<int> &devices,
                                                                const NcclOptions &in) {
  NcclOptions o = in;
  auto timeout = timeoutFrom(in);
  if (!timeout)
    return timeout.takeError();
  o.timeout_s = *timeout;
  if (devices.empty())
    return createStringError("NCCL group: no devices given");
  if (o.arch != Arch::SM90)
    return createStringError("NCCL group: only sm_90 devices are supported");
  auto lib = nccl::library(o.library, "libnccl.so.2");
  if (!lib)
    return lib.takeError();
  for (int d : devices) // the error names a missing device before NCCL does
    if (auto ctx = cuda::useDevice(d); !ctx)
      return ctx.takeError();
  std::vector<nccl::ncclComm_t> comms(devices.size());
  if (Error e =
          (*lib)->check((*lib)->ncclCommInitAll(comms.data(), int(devices.size()), devices.data()),
                        "ncclCommInitAll"))
    return std::move(e);
  std::vector<std::unique_ptr<Transport>> out;
  for (size_t r = 0; r < devices.size(); ++r) {
    NcclOptions ro = o;
    ro.rank = int(r);
    ro.size = int(devices.size());
    ro.device = devices[r];
    out.push_back(std::make_unique<NcclTransport>(**lib, comms[r], int(r), int(devices.size()), ro,
                                                  /*owned=*/true));
  }
  return out;
}

} // namespace logpjit
