// Tests that JIT-compile a small LLVM IR function of the templates for the host (the same
// host backend and loader as the kernels) and call it on arrays.
#pragma once

#include "compiler/compiler.h"
#include "runtime/devices/host/host_jit.h"
#include "templates/ir_util.h"

#include "llvm/IR/Function.h"
#include "llvm/IR/Verifier.h"

#include <gtest/gtest.h>

namespace logpjit::test {

/// Builds `void name(ptr a0, ..., ptr a{ptrArgs-1}, i64 n)` in `M` running
/// body(B, i, F) for i = 0, step, 2 step, ... < n (F's arguments are the pointers).
inline void buildArrayLoop(
    llvm::Module &M, llvm::StringRef name, unsigned ptrArgs, int64_t step,
    llvm::function_ref<void(llvm::IRBuilder<> &, llvm::Value *, llvm::Function *)> body) {
  llvm::LLVMContext &ctx = M.getContext();
  llvm::SmallVector<llvm::Type *, 6> args(ptrArgs, llvm::PointerType::getUnqual(ctx));
  args.push_back(llvm::Type::getInt64Ty(ctx));
  auto *fty = llvm::FunctionType::get(llvm::Type::getVoidTy(ctx), args, false);
  llvm::Function *F = llvm::Function::Create(fty, llvm::Function::ExternalLinkage, name, M);
  llvm::IRBuilder<> B(llvm::BasicBlock::Create(ctx, "entry", F));
  tmpl::emitFor(
      B, B.getInt64(0), F->getArg(ptrArgs), step, [&](llvm::Value *i) { body(B, i, F); }, "i");
  B.CreateRetVoid();
}

/// Verifies `M`, compiles it for this machine and loads its function `name` through `jit`
/// as an `Fn`; nullptr (and a test failure saying why) if any step fails.
template <class Fn> Fn compileForHost(HostJIT &jit, llvm::Module &M, llvm::StringRef name) {
  std::string bad;
  llvm::raw_string_ostream os(bad);
  if (llvm::verifyModule(M, &os)) {
    ADD_FAILURE() << "invalid IR: " << os.str();
    return nullptr;
  }
  auto obj = hostBackendEmit(M, Target::hostCPU(), Stage::Object);
  if (!obj) {
    ADD_FAILURE() << llvm::toString(obj.takeError());
    return nullptr;
  }
  auto fn = jit.load(name, *obj, name);
  if (!fn) {
    ADD_FAILURE() << llvm::toString(fn.takeError());
    return nullptr;
  }
  return reinterpret_cast<Fn>(*fn);
}

} // namespace logpjit::test
