//===- host_device.cpp - ORC LLJIT loader for host kernel objects ---------===//
#include "runtime/host_jit.h"

#include "llvm/ExecutionEngine/Orc/ExecutionUtils.h"
#include "llvm/ExecutionEngine/Orc/LLJIT.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/TargetSelect.h"

#include <mutex>

using namespace llvm;
using namespace llvm::orc;

namespace logpjit {

struct HostJIT::Impl {
  std::unique_ptr<LLJIT> jit;
  std::mutex mu;
};

Expected<std::unique_ptr<HostJIT>> HostJIT::create() {
  static std::once_flag once;
  std::call_once(once, [] {
    InitializeNativeTarget();
    InitializeNativeTargetAsmPrinter();
  });
  auto jit = LLJITBuilder().create();
  if (!jit)
    return jit.takeError();
  auto out = std::unique_ptr<HostJIT>(new HostJIT());
  out->impl_ = std::make_unique<Impl>();
  out->impl_->jit = std::move(*jit);
  return std::move(out);
}

HostJIT::~HostJIT() = default;

Expected<abi::HostKernelFn> HostJIT::load(StringRef key, StringRef object, StringRef symbol) {
  std::lock_guard<std::mutex> lock(impl_->mu);
  LLJIT &J = *impl_->jit;
  auto jd = J.createJITDylib(("kernel." + key).str());
  if (!jd)
    return jd.takeError();
  // Kernels may call memset/memcpy or half-precision helpers: resolve from the process.
  auto gen =
      DynamicLibrarySearchGenerator::GetForCurrentProcess(J.getDataLayout().getGlobalPrefix());
  if (!gen)
    return gen.takeError();
  jd->addGenerator(std::move(*gen));
  if (Error e = J.addObjectFile(*jd, MemoryBuffer::getMemBufferCopy(object, key)))
    return std::move(e);
  auto addr = J.lookup(*jd, symbol);
  if (!addr)
    return createStringError("cannot load kernel %s (key %s): %s", symbol.str().c_str(),
                             key.str().c_str(), toString(addr.takeError()).c_str());
  return addr->toPtr<abi::HostKernelFn>();
}

} // namespace logpjit
