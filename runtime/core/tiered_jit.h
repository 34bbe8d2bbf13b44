//===- tiered_jit.h - Kernel slots and background compiles (internal) -----===//
//
// JitMode::Tiered (docs/design.md, "Tiered JIT"): on a cache miss the runtime launches the
// quick tier of a kernel at once and compiles the full kernel on a background thread;
// when it is loaded, its entry point replaces the quick tier's in the kernel's slot, and
// the next launch uses it. Both tiers compute the same operations in the same order.
//
//===----------------------------------------------------------------------===//
#pragma once

#include <atomic>
#include <condition_variable>
#include <deque>
#include <functional>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

namespace logpjit {

struct KernelInfo;

/// The entry point launches use for one kernel of a Runtime.
struct KernelSlot {
  std::atomic<void *> entry{nullptr};
  /// True once the full kernel's entry is stored (release); `background_ms` is written
  /// before it.
  std::atomic<bool> full{true};
  double background_ms = 0;
  /// Set (release) when the background compile failed; `error` is written before it. The
  /// quick tier, with the same bits, stays in use.
  std::atomic<bool> failed{false};
  std::string error;
};

/// Brings `info` up to what `slot` says now: `quick` while the quick tier runs,
/// `background_compile_ms` once the full kernel replaced it, and in `note` the error of a
/// failed background compile.
void describeSlot(const KernelSlot &slot, KernelInfo &info);

/// One thread that runs a Runtime's background compiles in the order they were queued.
/// Its destructor waits for the queue. At process exit (a runtime never destroyed), an
/// exit handler drops the compiles not yet started and waits for the one running: exit
/// takes at most one compile longer, and a kernel whose full compile was dropped is
/// compiled again by the next process that misses it.
class BackgroundCompiles {
public:
  BackgroundCompiles();
  ~BackgroundCompiles();
  void enqueue(std::function<void()> job);
  /// Blocks until the queue is empty and no job runs; returns the errors recorded since
  /// the last call.
  std::vector<std::string> wait();
  /// Drops the queued jobs and waits for the running one (the exit handler).
  void abandon();
  void addError(std::string e);

private:
  void run();
  std::mutex mu_;
  std::condition_variable work_, idle_;
  std::deque<std::function<void()>> jobs_;
  bool busy_ = false, stop_ = false, abandoned_ = false;
  std::vector<std::string> errors_;
  std::thread thread_;
};

} // namespace logpjit
