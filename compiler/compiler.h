//===- compiler.h - KernelSpec -> LLVM IR -> binary, stage by stage --------===//
//
// The pipeline (one file per stage, like Triton's add_stages):
//   templates/ (emitTileStats...) -> "ir"      unoptimized LLVM IR     (compiler.cpp)
//   host_backend.cpp               -> "opt-ir"  after the optimization pipeline
//                                  -> "asm"     target assembly
//                                  -> "obj"     ELF shared object, linked by lld (the cached
//                                               form; compiler/link/lld_link.cpp)
// LOGPJIT_DUMP_DIR=<dir> writes every stage of every compiled kernel there as
// <symbol>-<key16>.<stage>.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "logpjit/runtime.h"

#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/Target/TargetMachine.h"

#include <memory>
#include <shared_mutex>

namespace logpjit {

/// Pipeline stages that can be emitted and dumped.
enum class Stage { IR, OptIR, Asm, Object };
/// ir | opt-ir | asm | obj; `ptx` = asm and `cubin` = obj (sm_90); `hsaco` = obj (gfx942).
llvm::Expected<Stage> parseStage(llvm::StringRef s);
llvm::StringRef stageName(Stage s);

/// Stage 1: the kernel of `spec`, built from the templates through the target's hooks,
/// verified. Errors: a target with no hooks in this build.
llvm::Expected<std::unique_ptr<llvm::Module>> buildModule(llvm::LLVMContext &ctx,
                                                          const KernelSpec &spec);

/// Stages 2-4 for the host: a short function pipeline with strict FP (no contraction, no
/// fast-math), then assembly or (`Object`) an x86-64 ELF shared object: the relocatable
/// object linked by lld -shared, undefined symbols (memset, memcpy) left to the process
/// that loads it. `stage` must be OptIR, Asm or Object.
llvm::Expected<std::string> hostBackendEmit(llvm::Module &M, const Target &target, Stage stage);

/// How hard ptxas works on a cubin: `Full` at its default (-O3); `Quick` for the quick tier
/// (KernelSpec::quick) at -O1 (docs/design.md, "Tiered JIT"). PTX arithmetic is explicit
/// (`.rn`, fma only where written), so both give the same bits.
enum class PtxasLevel { Full, Quick };

/// Stages 2-4 for sm_90 (compiler/backends/nvptx/nvptx_backend.cpp): O2, then PTX (`Asm`, `.target
/// sm_90`) or a cubin (`Object`, PTX linked by nvJitLink; an error naming the library
/// when nvJitLink cannot be loaded).
llvm::Expected<std::string> nvptxBackendEmit(llvm::Module &M, const Target &target, Stage stage,
                                             PtxasLevel level = PtxasLevel::Full);

/// Stages 2-4 for gfx942 (compiler/backends/amdgpu/amdgpu_backend.cpp): O2, then AMDGCN assembly
/// (`Asm`) or an HSACO code object v5 (`Object`: relocatable ELF linked by lld -shared).
llvm::Expected<std::string> amdgpuBackendEmit(llvm::Module &M, const Target &target, Stage stage);
/// The AMDGPU data layout (allocas live in address space 5: set before emitting IR).
llvm::Expected<std::string> amdgpuDataLayout(const Target &target);

/// Links the relocatable ELF `object` into a shared object with lld's ELF driver in
/// process (`ld.lld -shared <options> object -o out`; temporary files, one link at a time
/// per process). Errors name `what` and carry lld's messages.
llvm::Expected<std::string>
lldLinkShared(llvm::StringRef object, llvm::ArrayRef<const char *> options, llvm::StringRef what);

/// PTX text -> sm_90 cubin through nvJitLink (dlopen libnvJitLink.so.13, .so.12, .so; also
/// under $CUDA_HOME/lib64 and /usr/local/cuda/lib64). Errors carry nvJitLink's log.
llvm::Expected<std::string> ptxToCubin(llvm::StringRef ptx, llvm::StringRef arch,
                                       PtxasLevel level = PtxasLevel::Full);
/// True when nvJitLink can be loaded on this machine.
bool haveNvJitLink();

/// Shared by the backends: the optimization pipeline (host, and GPU kernels with
/// `shortPipeline`: a short function pipeline; GPUs: O2), then IR text, assembly or an
/// object.
llvm::Expected<std::string> emitWithMachine(llvm::Module &M, llvm::TargetMachine &TM, Stage stage,
                                            bool shortPipeline = false);

/// The printed plan of `spec`'s kernel on its target (templates/tile_plan.h, merge_plan.h;
/// `logpjit emit --stage plan`); an error for the backward, which decides nothing beyond
/// the spec.
llvm::Expected<std::string> kernelPlanText(const KernelSpec &spec);

/// The text (IR, asm) or bytes (object) of `stage` for `spec`.
llvm::Expected<std::string> emitStage(const KernelSpec &spec, Stage stage);

/// Metadata JSON stored with a cache entry: target, kind, spec, LLVM and codegen versions.
std::string codegenMetadata(const KernelSpec &spec, bool driverLinks = false);

/// LLVM's command-line option registry is process-global, and lld (in-process linking of
/// host shared objects, gfx942 code objects; lldLinkShared) resets every registered option when it
/// runs. Building IR and running pipelines (buildModule, emitWithMachine) hold this mutex shared;
/// an in-process lld call holds it exclusively, so compiles on several threads (`logpjit warm
/// --jobs`) never overlap an lld link.
std::shared_mutex &llvmGlobalStateMutex();

/// The LLVM-backed Compiler for the runtime (also what Runtime::defaultCompiler() returns
/// in a program that links logpjit_compiler). `compile` may be called from several threads
/// at once (one LLVMContext and TargetMachine per call).
std::shared_ptr<Compiler> makeCompiler();

} // namespace logpjit
