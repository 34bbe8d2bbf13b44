//===- runtime.cpp - Runtime: options, the compiler, the host thread pool ---===//
#include "logpjit/runtime.h"
#include "runtime/core/tiered_jit.h"
#include "runtime/devices/cuda/cuda_driver.h"
#include "runtime/devices/device.h"

#include <cstring>
#include <fmt/format.h>
#include <thread>
#include <xmmintrin.h>

using namespace llvm;

/// Defined by logpjit_compiler (compiler/compiler.cpp) when it is linked into the program;
/// a null address otherwise.
extern "C" __attribute__((weak)) void
logpjit_default_compiler(std::shared_ptr<logpjit::Compiler> *out);

namespace logpjit {

/// ptxas optimization level of the quick tier through the driver's linker (the driver's
/// default is 4). Level 0's kernels ran several times slower than level 1's, and level 4
/// compiled no faster, with the slowest outliers (measured on an H200;
/// docs/decisions/tiered-jit.md).
constexpr int kQuickPtxasLevel = 1;

// --- Runtime ---------------------------------------------------------------

Expected<std::unique_ptr<Runtime>> Runtime::create(RuntimeOptions opts,
                                                   std::shared_ptr<Compiler> compiler) {
  std::unique_ptr<Runtime> rt(new Runtime());
  rt->cache_ = std::make_unique<DiskCache>(std::move(opts.cache));
  rt->compiler_ = std::move(compiler);
  rt->setThreads(opts.threads);
  rt->device_ = opts.device;
  rt->syncTargetCheck_ = opts.sync_target_check;
  if (opts.jit) {
    rt->jitMode_ = *opts.jit;
  } else if (const char *env = std::getenv("LOGPJIT_JIT"); env && *env) {
    auto m = parseJitMode(env);
    if (!m)
      return createStringError(inconvertibleErrorCode(),
                               "LOGPJIT_JIT: " + errorMessage(m.takeError()));
    rt->jitMode_ = *m;
  }
  // sm_90: the driver's linker for the device being compiled for, unless
  // LOGPJIT_PTX_LINKER=nvjitlink asks for nvJitLink (the toolkit's ptxas) for every cubin.
  const char *linker = std::getenv("LOGPJIT_PTX_LINKER");
  const std::string linkerName = linker && *linker ? linker : "driver";
  if (linkerName != "driver" && linkerName != "nvjitlink")
    return createStringError(inconvertibleErrorCode(),
                             "LOGPJIT_PTX_LINKER=" + linkerName +
                                 ": expected driver (the default) or nvjitlink");
  if (rt->compiler_ && linkerName == "driver")
    rt->compiler_->setPtxLinker([](StringRef ptx, bool quick) {
      return cuda::linkPtx(ptx, quick ? kQuickPtxasLevel : -1);
    });
  return std::move(rt);
}

Runtime::~Runtime() {
  if (background_) // the background compiles use this runtime: let them finish first
    background_->wait();
  background_.reset();
}

std::shared_ptr<Compiler> Runtime::defaultCompiler() {
  std::shared_ptr<Compiler> c;
  if (&logpjit_default_compiler != nullptr)
    logpjit_default_compiler(&c);
  return c;
}

std::string errorMessage(Error err) { return err ? toString(std::move(err)) : std::string(); }

void Runtime::setThreads(int n) {
  threads_ = n > 0 ? n : std::max(1u, std::thread::hardware_concurrency());
}

void Runtime::parallelRows(int64_t rows, const std::function<void(int64_t, int64_t)> &fn) {
  // Host kernels rely on IEEE default floating-point state: round to nearest, no
  // flush-to-zero, no denormals-are-zero (whatever the caller's thread has set).
  auto withIEEE = [&](int64_t b, int64_t e) {
    unsigned saved = _mm_getcsr();
    _mm_setcsr(0x1F80);
    fn(b, e);
    _mm_setcsr(saved);
  };
  int64_t n = std::min<int64_t>(threads_, std::max<int64_t>(rows, 1));
  if (n <= 1) {
    withIEEE(0, rows);
    return;
  }
  std::vector<std::thread> workers;
  int64_t per = rows / n, extra = rows % n, begin = 0;
  std::vector<std::pair<int64_t, int64_t>> blocks;
  for (int64_t i = 0; i < n; ++i) {
    int64_t len = per + (i < extra ? 1 : 0);
    blocks.push_back({begin, begin + len});
    begin += len;
  }
  for (int64_t i = 1; i < n; ++i)
    workers.emplace_back(withIEEE, blocks[i].first, blocks[i].second);
  withIEEE(blocks[0].first, blocks[0].second);
  for (auto &w : workers)
    w.join();
}

Expected<std::unique_ptr<Op>> Runtime::getOp(const Contract &c) {
  if (Error e = c.validate())
    return std::move(e);
  return std::unique_ptr<Op>(new Op(*this, c));
}

} // namespace logpjit
