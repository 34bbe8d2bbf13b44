//===- lld_target_stubs.cpp - Empty initializers for targets not linked ----===//
//
// Static builds only (-DLOGPJIT_STATIC_LLVM=ON). lld's ELF driver calls LLVM's
// InitializeAllTargets() & co for link-time optimization, so it references the
// initializers of every target Debian's LLVM 19 was configured with. logpjit never gives
// lld bitcode, and the static build carries the X86 and NVPTX code generators (AMDGPU with
// -DLOGPJIT_WITH_GFX942=ON) only: the other targets get these empty initializers, so they
// are simply not registered.
//
//===----------------------------------------------------------------------===//

#define LOGPJIT_NO_TARGET(T)                                                                       \
  extern "C" void LLVMInitialize##T##TargetInfo() {}                                               \
  extern "C" void LLVMInitialize##T##Target() {}                                                   \
  extern "C" void LLVMInitialize##T##TargetMC() {}                                                 \
  extern "C" void LLVMInitialize##T##AsmPrinter() {}                                               \
  extern "C" void LLVMInitialize##T##AsmParser() {}

LOGPJIT_NO_TARGET(AArch64)
LOGPJIT_NO_TARGET(ARM)
LOGPJIT_NO_TARGET(AVR)
LOGPJIT_NO_TARGET(BPF)
LOGPJIT_NO_TARGET(Hexagon)
LOGPJIT_NO_TARGET(Lanai)
LOGPJIT_NO_TARGET(LoongArch)
LOGPJIT_NO_TARGET(Mips)
LOGPJIT_NO_TARGET(MSP430)
LOGPJIT_NO_TARGET(PowerPC)
LOGPJIT_NO_TARGET(RISCV)
LOGPJIT_NO_TARGET(Sparc)
LOGPJIT_NO_TARGET(SystemZ)
LOGPJIT_NO_TARGET(VE)
LOGPJIT_NO_TARGET(WebAssembly)
LOGPJIT_NO_TARGET(XCore)
LOGPJIT_NO_TARGET(M68k)
LOGPJIT_NO_TARGET(Xtensa)
#ifndef LOGPJIT_WITH_GFX942
LOGPJIT_NO_TARGET(AMDGPU)
#endif
