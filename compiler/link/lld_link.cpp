//===- lld_link.cpp - Relocatable ELF -> shared object with in-process lld --===//
//
// Both the host (x86-64 kernel .so) and gfx942 (HSACO) backends link their relocatable
// object with lld's ELF driver in this process (`ld.lld -shared`). lld keeps global
// state and resets LLVM's command-line options, so every link holds
// llvmGlobalStateMutex() exclusively: no other link and no code generation runs meanwhile
// (compiles on several threads: `logpjit warm --jobs`). lld reads and writes files only:
// the object and the output live in temporary files for the link.
//
//===----------------------------------------------------------------------===//
#include "compiler/compiler.h"

#include "lld/Common/Driver.h"
#include "llvm/ADT/ScopeExit.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/raw_ostream.h"

#include <shared_mutex>
#include <vector>

LLD_HAS_DRIVER(elf)

using namespace llvm;

namespace logpjit {

Expected<std::string> lldLinkShared(StringRef object, ArrayRef<const char *> options,
                                    StringRef what) {
  std::unique_lock<std::shared_mutex> lock(llvmGlobalStateMutex());
  SmallString<128> in, out;
  if (std::error_code ec = sys::fs::createTemporaryFile("logpjit-lld", "o", in))
    return createStringError(ec, "%s: cannot create a temporary file for lld", what.str().c_str());
  auto removeIn = make_scope_exit([&] { sys::fs::remove(in); });
  if (std::error_code ec = sys::fs::createTemporaryFile("logpjit-lld", "so", out))
    return createStringError(ec, "%s: cannot create a temporary file for lld", what.str().c_str());
  auto removeOut = make_scope_exit([&] { sys::fs::remove(out); });
  {
    std::error_code ec;
    raw_fd_ostream os(in, ec, sys::fs::OF_None);
    if (ec)
      return createStringError(ec, "%s: cannot write %s", what.str().c_str(), in.c_str());
    os << object;
    os.close();
    if (os.has_error())
      return createStringError(os.error(), "%s: cannot write %s", what.str().c_str(), in.c_str());
  }
  // One thread: the inputs are a few KB, and lld would otherwise start a thread pool.
  std::vector<const char *> args = {"ld.lld", "-shared", "--threads=1"};
  args.insert(args.end(), options.begin(), options.end());
  args.insert(args.end(), {in.c_str(), "-o", out.c_str()});
  std::string log;
  raw_string_ostream los(log);
  lld::Result r = lld::lldMain(args, los, los, {{lld::Gnu, &lld::elf::link}});
  if (r.retCode != 0)
    return createStringError("lld failed to link the %s: %s", what.str().c_str(), log.c_str());
  auto buf = MemoryBuffer::getFile(out, /*IsText=*/false, /*RequiresNullTerminator=*/false);
  if (!buf)
    return createStringError(buf.getError(), "%s: cannot read lld's output %s", what.str().c_str(),
                             out.c_str());
  return (*buf)->getBuffer().str();
}

} // namespace logpjit
