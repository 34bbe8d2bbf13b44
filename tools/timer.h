//===- timer.h - Median timings of the bench commands ----------------------===//
//
// `logpjit bench` and `bench --lm-head` time the calls a user makes: on the host with the
// host clock, on sm_90 between two CUDA events on the default stream (METHOD: an event
// before the call, one after, a synchronization).
//
//===----------------------------------------------------------------------===//
#pragma once

#include "logpjit/target.h"
#include "runtime/devices/cuda/cuda_driver.h"

#include "llvm/Support/Error.h"

#include <chrono>
#include <functional>

namespace logpjit::cli {

/// Wall time of `fn` in ms: host clock, or CUDA events around it on the default stream.
class Timer {
public:
  explicit Timer(Arch a) : arch_(a) {}
  llvm::Expected<double> time(const std::function<llvm::Error()> &fn) {
    if (arch_ == Arch::Host) {
      auto t0 = std::chrono::steady_clock::now();
      if (llvm::Error e = fn())
        return std::move(e);
      return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0)
          .count();
    }
    auto d = cuda::driver();
    if (!d)
      return d.takeError();
    const cuda::Driver &D = **d;
    if (!ev0_) {
      if (llvm::Error e = D.check(D.cuEventCreate(&ev0_, 0), "cuEventCreate"))
        return std::move(e);
      if (llvm::Error e = D.check(D.cuEventCreate(&ev1_, 0), "cuEventCreate"))
        return std::move(e);
    }
    if (llvm::Error e = D.check(D.cuEventRecord(ev0_, nullptr), "cuEventRecord"))
      return std::move(e);
    auto h0 = std::chrono::steady_clock::now();
    if (llvm::Error e = fn())
      return std::move(e);
    lastHostUs =
        std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - h0).count();
    if (llvm::Error e = D.check(D.cuEventRecord(ev1_, nullptr), "cuEventRecord"))
      return std::move(e);
    if (llvm::Error e = D.check(D.cuEventSynchronize(ev1_), "cuEventSynchronize"))
      return std::move(e);
    float ms = 0;
    if (llvm::Error e = D.check(D.cuEventElapsedTime(&ms, ev0_, ev1_), "cuEventElapsedTime"))
      return std::move(e);
    return double(ms);
  }

  /// GPU: host time of the last fn() alone (argument checks + launch, no waiting), µs.
  double lastHostUs = 0;

private:
  Arch arch_;
  cuda::CUevent ev0_ = nullptr, ev1_ = nullptr;
};

} // namespace logpjit::cli
