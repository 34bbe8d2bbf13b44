//===- tiered_jit.cpp - The quick tier now, the full kernel in the background ===//
#include "runtime/tiered_jit.h"
#include "logpjit/runtime.h"
#include "runtime/cuda_driver.h"

#include <chrono>
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

// --- Runtime ---------------------------------------------------------------

static double msSince(std::chrono::steady_clock::time_point t0) {
  return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
}

Expected<KernelInfo> Runtime::loadTiered(const KernelSpec &spec, KernelInfo info,
                                         std::shared_ptr<KernelSlot> *out) {
  auto t0 = std::chrono::steady_clock::now();
  KernelSpec quick = spec;
  quick.quick = true;
  auto bin = compiler_->compile(quick); // never cached: the full kernel is
  if (!bin)
    return bin.takeError(); // loadKernel then compiles the full kernel, with a note
  info.compile_ms = msSince(t0);
  auto t1 = std::chrono::steady_clock::now();
  std::string note;
  auto fn = loadBinary(quick, info, *bin, &note);
  if (!fn)
    return fn.takeError();
  info.load_ms = msSince(t1);
  auto slot = std::make_shared<KernelSlot>();
  slot->entry.store(*fn);
  slot->full.store(false);
  info.provenance = Provenance::Compiled;
  info.quick = true;
  info.note = note;
  if (jitMode_ == JitMode::Tiered) {
    if (!background_)
      background_ = std::make_unique<BackgroundCompiles>();
    BackgroundCompiles *bg = background_.get(); // alive until every job has run
    bg->enqueue([this, bg, spec, key = info.key, summary = info.spec, slot] {
      auto t0 = std::chrono::steady_clock::now();
      auto fail = [&](Error e) {
        std::string msg =
            fmt::format("background compile of {}: {}", summary, errorMessage(std::move(e)));
        slot->error = msg;
        slot->failed.store(true, std::memory_order_release);
        bg->addError(std::move(msg));
      };
      if (auto ctx = cuda::useDevice(device_); !ctx)
        return fail(ctx.takeError());
      auto res = cache_->getOrCompile(
          key, summary, [&] { return compiler_->metadata(spec); },
          [&] { return compiler_->compile(spec); });
      if (!res)
        return fail(res.takeError());
      KernelInfo bg;
      bg.key = key;
      std::string note;
      auto fn = loadBinary(spec, bg, res->binary, &note);
      if (!fn)
        return fail(fn.takeError());
      slot->background_ms = msSince(t0);
      slot->entry.store(*fn, std::memory_order_release);
      slot->full.store(true, std::memory_order_release);
    });
  }
  loaded_[info.key] = slot;
  *out = slot;
  return info;
}

Error Runtime::waitForFullKernels() {
  BackgroundCompiles *bg;
  {
    std::lock_guard<std::mutex> lock(mu_); // loadTiered creates it under mu_
    bg = background_.get();
  }
  if (!bg)
    return Error::success();
  std::vector<std::string> errors = bg->wait();
  if (errors.empty())
    return Error::success();
  std::string msg;
  for (const std::string &e : errors)
    msg += (msg.empty() ? "" : "; ") + e;
  return createStringError(inconvertibleErrorCode(), msg);
}

} // namespace logpjit
