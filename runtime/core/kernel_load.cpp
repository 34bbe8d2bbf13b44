//===- kernel_load.cpp - Runtime: a kernel from memory, the cache or the compiler ===//
//
// Runtime::loadKernel, once per kernel and Runtime: a memory hit; else the disk cache
// (DiskCache::getOrCompile, compiling on a miss where a compiler is linked in); on sm_90
// with JitMode::Tiered a miss first launches the quick tier while the full kernel
// compiles in the background (docs/design.md, "Tiered JIT"; the queue in tiered_jit.cpp).
//
//===----------------------------------------------------------------------===//
#include "logpjit/runtime.h"
#include "runtime/core/tiered_jit.h"
#include "runtime/devices/device.h"

#include <chrono>
#include <fmt/format.h>

using namespace llvm;

namespace logpjit {

static double msSince(std::chrono::steady_clock::time_point t0) {
  return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
}

static Error loadError(const std::string &msg) {
  return createStringError(inconvertibleErrorCode(), msg);
}

Expected<KernelInfo> Runtime::loadKernel(const KernelSpec &spec,
                                         std::shared_ptr<KernelSlot> *slot) {
  auto t0 = std::chrono::steady_clock::now();
  KernelInfo info;
  info.name = kernelKindName(spec.kind).str();
  info.spec = spec.canonical();
  info.key = compiler_ ? compiler_->cacheKey(spec) : kernelCacheKey(spec);
  std::lock_guard<std::mutex> lock(mu_);
  if (auto it = loaded_.find(info.key); it != loaded_.end()) {
    *slot = it->second;
    describeSlot(*it->second, info);
    info.provenance = Provenance::MemoryHit;
    info.load_ms = msSince(t0);
    return info;
  }
  // Fail before compiling when there is no GPU of the target's vendor.
  if (Error e = deviceFor(spec.target.arch).use(device_))
    return std::move(e);
  // sm_90 (JitMode::Tiered): a cached full kernel is loaded as usual; a miss launches the
  // quick tier while the full kernel compiles in the background. A corrupt entry takes
  // the synchronous path, which rebuilds it.
  std::optional<DiskCache::Result> found; // a hit of the tiered path's lookup
  std::string quickFailed;                // why the quick tier was not used
  // The leaf order's GEMM epilogue has no quick tier (compiler.cpp): compiled before its
  // first launch (Op::lmHeadLeafEpilogue keeps it out of JitMode::Quick).
  const bool quickTier = !(spec.kind == KernelKind::LmHead && spec.leaf_groups);
  if (spec.target.arch == Arch::SM90 && compiler_ && jitMode_ != JitMode::Full && quickTier) {
    if (jitMode_ == JitMode::Quick)
      return loadTiered(spec, info, slot);
    if (cache_->config().mode != CacheMode::ReadOnly) {
      auto hit = cache_->lookup(info.key, info.spec);
      if (!hit) {
        consumeError(hit.takeError()); // corrupt: the synchronous path rebuilds it
      } else if (*hit) {
        found = std::move(**hit);
      } else if (auto q = loadTiered(spec, info, slot)) {
        return q;
      } else { // reported with the full kernel, which is compiled now instead (same bits)
        quickFailed = "quick tier failed (" + errorMessage(q.takeError()) +
                      "): compiled the full kernel before launching";
      }
    }
  }
  auto res = found       ? Expected<DiskCache::Result>(std::move(*found))
             : compiler_ ? cache_->getOrCompile(
                               info.key, info.spec, [&] { return compiler_->metadata(spec); },
                               [&] { return compiler_->compile(spec); })
                         : cachedOnly(info);
  if (!res)
    return res.takeError();
  std::string note;
  auto entry = loadBinary(spec, info, res->binary, &note);
  if (!entry)
    return entry.takeError();
  if (!note.empty())
    res->note += (res->note.empty() ? "" : "; ") + note;
  auto loaded = std::make_shared<KernelSlot>();
  loaded->entry.store(*entry);
  loaded_[info.key] = loaded;
  *slot = loaded;
  info.provenance = res->provenance;
  info.compile_ms = res->compile_ms;
  info.note = res->note;
  if (!quickFailed.empty())
    info.note += (info.note.empty() ? "" : "; ") + quickFailed;
  info.load_ms = msSince(t0) - res->compile_ms;
  return info;
}

Expected<void *> Runtime::loadBinary(const KernelSpec &spec, const KernelInfo &info,
                                     const std::string &binary, std::string *note) {
  std::unique_ptr<KernelLoader> &loader = loaders_[size_t(spec.target.arch)];
  if (!loader) {
    auto l = deviceFor(spec.target.arch).makeLoader();
    if (!l)
      return l.takeError();
    loader = std::move(*l);
  }
  return loader->load(binary, spec.symbolName(), info.key, note);
}

Expected<DiskCache::Result> Runtime::cachedOnly(const KernelInfo &info) {
  if (cache_->config().mode == CacheMode::Disabled)
    return loadError(fmt::format("no compiler is linked into this program and the cache is "
                                 "disabled (LOGPJIT_CACHE_MODE): cannot load kernel {}",
                                 info.spec));
  auto hit = cache_->lookup(info.key, info.spec);
  if (!hit)
    return loadError("no compiler is linked into this program: " + errorMessage(hit.takeError()));
  if (!*hit)
    return loadError(fmt::format(
        "no compiler is linked into this program: kernel {} (key {}) is not in the cache {}; "
        "warm it with `logpjit warm --manifest M.json` (a manifest listing this contract; "
        "docs/cache.md) or any program that links the compiler, built from the same sources, "
        "with the same LOGPJIT_CACHE_DIR",
        info.spec, info.key, cache_->versionDir()));
  return std::move(**hit);
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
      if (Error e = deviceFor(spec.target.arch).use(device_))
        return fail(std::move(e));
      auto res = cache_->getOrCompile(
          key, summary, [&] { return compiler_->metadata(spec); },
          [&] { return compiler_->compile(spec); });
      if (!res)
        return fail(res.takeError());
      KernelInfo bg;
      bg.key = key;
      std::string note;
      // Without mu_: loaders_[sm_90] exists (the quick tier was loaded through it, under
      // mu_) and is never replaced, and its load is stateless (the driver is thread-safe).
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
