//===- capi_compiler.cpp - The compiler the C API's runtimes attach ---------===//
//
// runtime/c_api.cpp declares `logpjitCApiCompiler()` and attaches what it returns to
// every Runtime it creates; this file, linked into liblogpjit.so, returns the LLVM
// compiler. (Temporary seam: the runtime's weak `defaultCompiler()` hook replaces it.)
//
//===----------------------------------------------------------------------===//
#include "compiler/compiler.h"

/// The Compiler attached to runtimes created through the C API (never null here).
std::shared_ptr<logpjit::Compiler> logpjitCApiCompiler() { return logpjit::makeCompiler(); }
