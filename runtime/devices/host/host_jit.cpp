//===- host_jit.cpp - dlopen loader for host kernel shared objects --------===//
//
// glibc identifies an already-loaded library by its path name: a name may not be reused
// while a library loaded under it is open. So the memfd (whose /proc/self/fd/N name would
// be reused once closed) and the fallback temporary file both stay open / on disk until
// the library is dlclose()d in ~HostJIT.
//
//===----------------------------------------------------------------------===//
#include "runtime/devices/host/host_jit.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/Support/Path.h"

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <dlfcn.h>
#include <elf.h>
#include <fcntl.h>
#include <fmt/format.h>
#include <mutex>
#include <string>
#include <sys/mman.h>
#include <unistd.h>
#include <vector>

#ifndef MFD_EXEC
#define MFD_EXEC 0x0010U // Linux >= 6.3: executable memfd (vm.memfd_noexec)
#endif

using namespace llvm;

namespace logpjit {

namespace {

Error fail(const std::string &msg) { return createStringError(inconvertibleErrorCode(), msg); }

struct Library {
  void *handle = nullptr;
  int fd = -1;          ///< memfd or temporary file, open while loaded
  std::string tempPath; ///< fallback file, removed after dlclose
};

bool writeAll(int fd, StringRef data) {
  const char *p = data.data();
  size_t left = data.size();
  while (left > 0) {
    ssize_t n = ::write(fd, p, left);
    if (n < 0 && errno == EINTR)
      continue;
    if (n <= 0)
      return false;
    p += n;
    left -= size_t(n);
  }
  return true;
}

/// An anonymous executable memory file holding `binary`, or -1 with `why` set.
int memFile(StringRef key, StringRef binary, std::string &why) {
  std::string name = ("logpjit-" + key.take_front(16)).str();
  int fd = ::memfd_create(name.c_str(), MFD_CLOEXEC | MFD_EXEC);
  if (fd < 0 && errno == EINVAL) // kernels before 6.3 do not know MFD_EXEC
    fd = ::memfd_create(name.c_str(), MFD_CLOEXEC);
  if (fd < 0) {
    why = fmt::format("memfd_create: {}", std::strerror(errno));
    return -1;
  }
  if (!writeAll(fd, binary)) {
    why = fmt::format("writing the memfd: {}", std::strerror(errno));
    ::close(fd);
    return -1;
  }
  return fd;
}

/// A temporary file under $TMPDIR (else /tmp) holding `binary`, or -1 with `why` set.
int tempFile(StringRef binary, std::string &path, std::string &why) {
  SmallString<256> p;
  sys::path::system_temp_directory(/*ErasedOnReboot=*/true, p);
  sys::path::append(p, "logpjit-kernel-XXXXXX");
  std::string templ = p.str().str();
  int fd = ::mkostemp(templ.data(), O_CLOEXEC);
  if (fd < 0) {
    why = fmt::format("cannot create a temporary file {}: {}", templ, std::strerror(errno));
    return -1;
  }
  if (!writeAll(fd, binary)) {
    why = fmt::format("cannot write {}: {}", templ, std::strerror(errno));
    ::close(fd);
    ::unlink(templ.c_str());
    return -1;
  }
  path = templ;
  return fd;
}

void *openPath(const std::string &path, std::string &why) {
  void *h = ::dlopen(path.c_str(), RTLD_NOW | RTLD_LOCAL);
  if (!h) {
    const char *e = ::dlerror();
    why = e ? e : "dlopen failed";
  }
  return h;
}

void release(Library &lib) {
  if (lib.handle)
    ::dlclose(lib.handle);
  if (lib.fd >= 0)
    ::close(lib.fd);
  if (!lib.tempPath.empty())
    ::unlink(lib.tempPath.c_str());
  lib = Library();
}

/// Checks the ELF header: 64-bit little-endian x86-64 shared object.
Error checkHeader(StringRef key, StringRef b) {
  auto bad = [&](const std::string &what) {
    return fail(fmt::format("host kernel {}: the binary is not an x86-64 ELF shared object ({}); "
                            "a cache entry from another logpjit version?",
                            key.str(), what));
  };
  if (b.size() < sizeof(Elf64_Ehdr) || std::memcmp(b.data(), ELFMAG, SELFMAG) != 0)
    return bad(fmt::format("{} bytes, no ELF magic", b.size()));
  Elf64_Ehdr h;
  std::memcpy(&h, b.data(), sizeof h);
  if (h.e_ident[EI_CLASS] != ELFCLASS64 || h.e_ident[EI_DATA] != ELFDATA2LSB)
    return bad("not ELF64 little-endian");
  if (h.e_machine != EM_X86_64)
    return bad(fmt::format("e_machine {}", h.e_machine));
  if (h.e_type != ET_DYN)
    return bad(fmt::format("e_type {}{}", h.e_type, h.e_type == ET_REL ? ", relocatable" : ""));
  return Error::success();
}

} // namespace

struct HostJIT::Impl {
  std::mutex mu;
  std::vector<Library> libs;
};

Expected<std::unique_ptr<HostJIT>> HostJIT::create() {
  auto out = std::unique_ptr<HostJIT>(new HostJIT());
  out->impl_ = std::make_unique<Impl>();
  return std::move(out);
}

HostJIT::~HostJIT() {
  for (Library &lib : impl_->libs)
    release(lib);
}

Expected<abi::HostKernelFn> HostJIT::load(StringRef key, StringRef binary, StringRef symbol) {
  if (Error e = checkHeader(key, binary))
    return std::move(e);
  std::lock_guard<std::mutex> lock(impl_->mu);
  Library lib;
  std::string memWhy, fileWhy;
  lib.fd = memFile(key, binary, memWhy);
  if (lib.fd >= 0) {
    lib.handle = openPath(fmt::format("/proc/self/fd/{}", lib.fd), memWhy);
    if (!lib.handle)
      release(lib); // e.g. vm.memfd_noexec forbids executable memfds
  }
  if (!lib.handle) { // fallback: a temporary file
    lib.fd = tempFile(binary, lib.tempPath, fileWhy);
    if (lib.fd >= 0) {
      lib.handle = openPath(lib.tempPath, fileWhy);
      if (!lib.handle)
        release(lib);
    }
  }
  if (!lib.handle)
    return fail(fmt::format("cannot load kernel {} (key {}): {}; temporary file: {}", symbol.str(),
                            key.str(), memWhy, fileWhy));
  ::dlerror();
  void *addr = ::dlsym(lib.handle, symbol.str().c_str());
  if (!addr) {
    const char *e = ::dlerror();
    std::string why = e ? e : "no such symbol";
    release(lib);
    return fail(fmt::format("cannot load kernel {} (key {}): {}", symbol.str(), key.str(), why));
  }
  impl_->libs.push_back(std::move(lib));
  return reinterpret_cast<abi::HostKernelFn>(addr);
}

} // namespace logpjit
