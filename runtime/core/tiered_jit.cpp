//===- tiered_jit.cpp - The tiered JIT: its mode, slots and background queue -===//
//
// Runtime::loadTiered, which uses them, is in runtime/core/kernel_load.cpp.
//
//===----------------------------------------------------------------------===//
#include "runtime/core/tiered_jit.h"
#include "logpjit/runtime.h"

#include <cstdlib>
#include <fmt/format.h>
#include <set>

using namespace llvm;

namespace logpjit {

Expected<JitMode> parseJitMode(StringRef s) {
  for (JitMode m : {JitMode::Tiered, JitMode::Full, JitMode::Quick})
    if (s == jitModeName(m))
      return m;
  return createStringError(inconvertibleErrorCode(),
                           fmt::format("JIT mode '{}': expected tiered, full or quick", s.str()));
}

StringRef jitModeName(JitMode m) {
  switch (m) {
  case JitMode::Tiered:
    return "tiered";
  case JitMode::Full:
    return "full";
  case JitMode::Quick:
    return "quick";
  }
  return "?";
}

void describeSlot(const KernelSlot &slot, KernelInfo &info) {
  if (slot.full.load(std::memory_order_acquire)) {
    info.quick = false;
    info.background_compile_ms = slot.background_ms; // 0 for a kernel loaded synchronously
  } else {
    info.quick = true;
    if (slot.failed.load(std::memory_order_acquire))
      info.note += (info.note.empty() ? "" : "; ") + slot.error +
                   " (the quick tier, same bits, stays in use)";
  }
}

// --- BackgroundCompiles ------------------------------------------------------

/// Every live BackgroundCompiles, so that a program that exits without destroying its
/// Runtime does not tear down LLVM's and the driver's state under a running compile.
static std::mutex registryMu;
static std::set<BackgroundCompiles *> *registry = nullptr;

static void abandonAllAtExit() {
  std::lock_guard<std::mutex> lock(registryMu);
  if (registry)
    for (BackgroundCompiles *b : *registry)
      b->abandon();
}

BackgroundCompiles::BackgroundCompiles() {
  {
    std::lock_guard<std::mutex> lock(registryMu);
    if (!registry) {
      registry = new std::set<BackgroundCompiles *>(); // lives until exit
      std::atexit(abandonAllAtExit);
    }
    registry->insert(this);
  }
  thread_ = std::thread([this] { run(); });
}

BackgroundCompiles::~BackgroundCompiles() {
  {
    std::lock_guard<std::mutex> lock(registryMu);
    registry->erase(this);
  }
  {
    std::lock_guard<std::mutex> lock(mu_);
    stop_ = true;
  }
  work_.notify_all();
  thread_.join(); // after the queue is drained (run() exits only when it is empty)
}

void BackgroundCompiles::enqueue(std::function<void()> job) {
  {
    std::lock_guard<std::mutex> lock(mu_);
    if (abandoned_)
      return;
    jobs_.push_back(std::move(job));
  }
  work_.notify_all();
}

void BackgroundCompiles::abandon() {
  std::unique_lock<std::mutex> lock(mu_);
  abandoned_ = true;
  jobs_.clear();
  idle_.wait(lock, [&] { return !busy_; });
}

std::vector<std::string> BackgroundCompiles::wait() {
  std::unique_lock<std::mutex> lock(mu_);
  idle_.wait(lock, [&] { return jobs_.empty() && !busy_; });
  return std::exchange(errors_, {});
}

void BackgroundCompiles::addError(std::string e) {
  std::lock_guard<std::mutex> lock(mu_);
  errors_.push_back(std::move(e));
}

void BackgroundCompiles::run() {
  std::unique_lock<std::mutex> lock(mu_);
  for (;;) {
    work_.wait(lock, [&] { return stop_ || !jobs_.empty(); });
    if (jobs_.empty())
      return; // stop_ and nothing left
    std::function<void()> job = std::move(jobs_.front());
    jobs_.pop_front();
    busy_ = true;
    lock.unlock();
    job();
    lock.lock();
    busy_ = false;
    idle_.notify_all(); // wait() checks the queue too; abandon() only this
  }
}

} // namespace logpjit
