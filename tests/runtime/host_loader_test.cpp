// The host loader (runtime/devices/host/host_device.cpp: dlopen of lld-linked shared objects from an
// anonymous memory file), the host feature detection the runtime does without LLVM's
// target code, and liblogpjit_runtime.so: what it exports and needs, and that it loads
// into a process that already holds libLLVM.
#include "compiler/compiler.h"
#include "runtime/devices/host/host_jit.h"

#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Verifier.h"
#include "llvm/Object/ELFObjectFile.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/TargetParser/Host.h"

#include <cstddef>
#include <dlfcn.h>
#include <filesystem>
#include <gtest/gtest.h>
#include <linux/filter.h>
#include <linux/seccomp.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#include <unistd.h>

using namespace llvm;
using namespace logpjit;

namespace {

using StoreFn = void (*)(float *out);

/// The host backend's binary of `void <symbol>(float *out) { *out = value; }`.
std::string storeConstant(const char *symbol, float value) {
  LLVMContext ctx;
  Module M("store", ctx);
  auto *fty = FunctionType::get(Type::getVoidTy(ctx), {PointerType::getUnqual(ctx)}, false);
  Function *F = Function::Create(fty, Function::ExternalLinkage, symbol, M);
  IRBuilder<> B(BasicBlock::Create(ctx, "entry", F));
  B.CreateStore(ConstantFP::get(B.getFloatTy(), value), F->getArg(0));
  B.CreateRetVoid();
  EXPECT_FALSE(verifyModule(M, &errs()));
  return cantFail(hostBackendEmit(M, logpjit::Target::hostCPU(), Stage::Object));
}

float call(logpjit::abi::HostKernelFn fn) {
  float out = 0;
  reinterpret_cast<StoreFn>(fn)(&out);
  return out;
}

std::string loadError(HostJIT &jit, StringRef bytes) {
  auto fn = jit.load("k", bytes, "f");
  return fn ? std::string("loaded") : toString(fn.takeError());
}

} // namespace

TEST(HostLoader, BinariesAreSharedObjectsWithOnlyTheKernelExported) {
  std::string so = storeConstant("logpjit_probe", 1.f);
  auto obj = cantFail(object::ObjectFile::createObjectFile(MemoryBufferRef(so, "probe")));
  auto *elf = dyn_cast<object::ELF64LEObjectFile>(obj.get());
  ASSERT_NE(elf, nullptr);
  EXPECT_EQ(elf->getELFFile().getHeader().e_type, ELF::ET_DYN);
  std::vector<std::string> defined;
  for (const object::ELFSymbolRef &s : elf->getDynamicSymbolIterators())
    if (!(cantFail(s.getFlags()) & object::SymbolRef::SF_Undefined))
      defined.push_back(cantFail(s.getName()).str());
  EXPECT_EQ(defined, std::vector<std::string>{"logpjit_probe"});
}

TEST(HostLoader, SameSymbolInManyBinariesStaysDistinct) {
  // Every kernel exports the same plain name; each must keep its own code, also when a
  // loader (and the memfds behind its libraries) was destroyed before.
  std::string a = storeConstant("f", 1.f), b = storeConstant("f", 2.f), c = storeConstant("f", 3.f);
  auto jit1 = cantFail(HostJIT::create());
  logpjit::abi::HostKernelFn fa = cantFail(jit1->load("a", a, "f"));
  logpjit::abi::HostKernelFn fb = cantFail(jit1->load("b", b, "f"));
  EXPECT_EQ(call(fa), 1.f);
  EXPECT_EQ(call(fb), 2.f);
  jit1.reset();
  auto jit2 = cantFail(HostJIT::create());
  auto jit3 = cantFail(HostJIT::create());
  logpjit::abi::HostKernelFn fc = cantFail(jit2->load("c", c, "f"));
  logpjit::abi::HostKernelFn fa2 = cantFail(jit3->load("a", a, "f"));
  EXPECT_EQ(call(fc), 3.f);
  EXPECT_EQ(call(fa2), 1.f);
}

TEST(HostLoader, LibcReferencesResolveFromTheProcess) {
  // `void clear(float *p, i64 n)`: llvm.memset of a run-time size is a call to memset,
  // left undefined in the .so (it is linked against nothing) and resolved at dlopen.
  LLVMContext ctx;
  Module M("clear", ctx);
  auto *fty = FunctionType::get(Type::getVoidTy(ctx),
                                {PointerType::getUnqual(ctx), Type::getInt64Ty(ctx)}, false);
  Function *F = Function::Create(fty, Function::ExternalLinkage, "clear", M);
  IRBuilder<> B(BasicBlock::Create(ctx, "entry", F));
  B.CreateMemSet(F->getArg(0), B.getInt8(0), B.CreateMul(F->getArg(1), B.getInt64(4)),
                 MaybeAlign(4));
  B.CreateRetVoid();
  ASSERT_FALSE(verifyModule(M, &errs()));
  std::string so = cantFail(hostBackendEmit(M, logpjit::Target::hostCPU(), Stage::Object));
  auto obj = cantFail(object::ObjectFile::createObjectFile(MemoryBufferRef(so, "clear")));
  auto *elf = dyn_cast<object::ELF64LEObjectFile>(obj.get());
  ASSERT_NE(elf, nullptr);
  bool importsMemset = false;
  for (const object::ELFSymbolRef &s : elf->getDynamicSymbolIterators())
    importsMemset |= (cantFail(s.getFlags()) & object::SymbolRef::SF_Undefined) &&
                     cantFail(s.getName()) == "memset";
  ASSERT_TRUE(importsMemset) << "the test kernel should call memset";
  auto jit = cantFail(HostJIT::create());
  auto fn = reinterpret_cast<void (*)(float *, int64_t)>(cantFail(jit->load("clear", so, "clear")));
  std::vector<float> v(1000, 5.f);
  fn(v.data(), 999);
  for (size_t i = 0; i < 999; ++i)
    ASSERT_EQ(v[i], 0.f) << i;
  EXPECT_EQ(v[999], 5.f);
}

/// In a child process where memfd_create fails (seccomp: ENOSYS), loads `so` from a
/// temporary file in a fresh $TMPDIR, calls it, and checks the file is gone after the
/// loader is destroyed. Exit status 0 when all held.
[[noreturn]] void loadWithoutMemfd(const std::string &so, const std::string &tmp) {
  ::setenv("TMPDIR", tmp.c_str(), 1);
  struct sock_filter filter[] = {
      BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, nr)),
      BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, __NR_memfd_create, 0, 1),
      BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ERRNO | (ENOSYS & SECCOMP_RET_DATA)),
      BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW),
  };
  struct sock_fprog prog = {sizeof(filter) / sizeof(filter[0]), filter};
  if (::prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) ||
      ::prctl(PR_SET_SECCOMP, SECCOMP_MODE_FILTER, &prog))
    ::_exit(10);
  if (::syscall(SYS_memfd_create, "probe", 0) >= 0 || errno != ENOSYS)
    ::_exit(11); // the filter is not in effect: the test would prove nothing
  auto jit = HostJIT::create();
  if (!jit)
    ::_exit(12);
  auto fn = (*jit)->load("tmpfile", so, "f");
  if (!fn || call(*fn) != 4.f)
    ::_exit(13);
  auto count = [&] {
    return std::distance(std::filesystem::directory_iterator(tmp),
                         std::filesystem::directory_iterator());
  };
  if (count() != 1) // the library's file stays while it is loaded
    ::_exit(14);
  jit->reset();
  ::_exit(count() == 0 ? 0 : 15);
}

TEST(HostLoader, FallsBackToATemporaryFileWithoutMemfd) {
  std::string so = storeConstant("f", 4.f);
  SmallString<128> tmp;
  ASSERT_FALSE(sys::fs::createUniqueDirectory("logpjit-loader-tmp", tmp));
  EXPECT_EXIT(loadWithoutMemfd(so, tmp.str().str()), testing::ExitedWithCode(0), "");
  sys::fs::remove_directories(tmp);
}

TEST(HostLoader, RejectsWhatIsNotAnX86SharedObjectAndMissingSymbols) {
  auto jit = cantFail(HostJIT::create());
  std::string e = loadError(*jit, "not an ELF file at all, but long enough for a header.......");
  EXPECT_NE(e.find("host kernel k: the binary is not an x86-64 ELF shared object"),
            std::string::npos)
      << e;
  EXPECT_NE(e.find("no ELF magic"), std::string::npos) << e;
  // A relocatable object (what the cache held before format change 2).
  std::string rel = storeConstant("f", 1.f);
  ELF::Elf64_Ehdr h;
  std::memcpy(&h, rel.data(), sizeof h);
  h.e_type = ELF::ET_REL;
  std::memcpy(rel.data(), &h, sizeof h);
  e = loadError(*jit, rel);
  EXPECT_NE(e.find("e_type 1, relocatable"), std::string::npos) << e;
  e = loadError(*jit, storeConstant("g", 1.f));
  EXPECT_NE(e.find("cannot load kernel f (key k)"), std::string::npos) << e;
}

TEST(HostLoader, FeatureDetectionAgreesWithLLVM) {
  // logpjit::Target::hostCPU() reads cpuid itself (the runtime links no LLVM target code); the
  // features must be exactly those LLVM reports, or keys would differ between builds.
  StringMap<bool> f = sys::getHostCPUFeatures();
  std::vector<std::string> want;
  for (const char *name : {"avx", "avx2", "avx512bw", "avx512f", "avx512vl", "f16c", "fma"})
    if (f.lookup(name))
      want.push_back(name);
  EXPECT_EQ(logpjit::Target::hostCPU().features, want);
}

#ifdef LOGPJIT_RUNTIME_SO
TEST(RuntimeSharedLibrary, ExportsOnlyLogpjitAndNeedsNoLLVM) {
  auto buf = cantFail(errorOrToExpected(MemoryBuffer::getFile(LOGPJIT_RUNTIME_SO)));
  auto obj = cantFail(object::ObjectFile::createObjectFile(buf->getMemBufferRef()));
  auto *elf = dyn_cast<object::ELF64LEObjectFile>(obj.get());
  ASSERT_NE(elf, nullptr);
  int exported = 0;
  for (const object::ELFSymbolRef &s : elf->getDynamicSymbolIterators()) {
    const uint32_t flags = cantFail(s.getFlags());
    std::string name = cantFail(s.getName()).str();
    if (flags & object::SymbolRef::SF_Undefined) {
      EXPECT_EQ(name.find("llvm"), std::string::npos) << "needs an LLVM symbol: " << name;
      continue;
    }
    ++exported;
    const bool ok = StringRef(name).starts_with("_ZN7logpjit") ||   // logpjit::...
                    StringRef(name).starts_with("_ZNK7logpjit") ||  // const members
                    StringRef(name).starts_with("_ZTVN7logpjit") || // vtable
                    StringRef(name).starts_with("_ZTIN7logpjit") || // typeinfo
                    StringRef(name).starts_with("_ZTSN7logpjit") || // typeinfo name
                    StringRef(name).starts_with("logpjit_");
    EXPECT_TRUE(ok) << "exports " << name;
  }
  EXPECT_GT(exported, 50);
  // DT_NEEDED: the C and C++ runtimes only, no LLVM library.
  const auto &file = elf->getELFFile();
  auto dyn = cantFail(file.dynamicEntries());
  const char *strtab = nullptr;
  for (const auto &d : dyn)
    if (d.d_tag == ELF::DT_STRTAB)
      strtab = reinterpret_cast<const char *>(cantFail(file.toMappedAddr(d.getPtr())));
  ASSERT_NE(strtab, nullptr);
  std::vector<std::string> needed;
  for (const auto &d : dyn)
    if (d.d_tag == ELF::DT_NEEDED)
      needed.push_back(strtab + d.getVal());
  for (const std::string &n : needed)
    EXPECT_TRUE(n.starts_with("libc.so") || n.starts_with("libstdc++.so") ||
                n.starts_with("libgcc_s.so") || n.starts_with("libm.so") ||
                n.starts_with("ld-linux") || n.starts_with("libz.so") ||
                n.starts_with("libzstd.so"))
        << "needs " << n;
}

TEST(RuntimeSharedLibrary, LoadsBesideLibLLVMAndComputesTheSameKeys) {
  // This test process holds libLLVM-19.so; the library's private Support copy must not
  // clash with it (duplicate cl::opt registration would abort here).
  void *h = ::dlopen(LOGPJIT_RUNTIME_SO, RTLD_NOW | RTLD_LOCAL);
  ASSERT_NE(h, nullptr) << ::dlerror();
  using KeyFn = std::string (*)(const KernelSpec &);
  auto key =
      reinterpret_cast<KeyFn>(::dlsym(h, "_ZN7logpjit14kernelCacheKeyB5cxx11ERKNS_10KernelSpecE"));
  ASSERT_NE(key, nullptr) << ::dlerror();
  KernelSpec spec;
  spec.target = logpjit::Target::hostCPU();
  spec.tile_width = 2374;
  EXPECT_EQ(key(spec), kernelCacheKey(spec));
  Dl_info info;
  ASSERT_NE(::dladdr(reinterpret_cast<void *>(key), &info), 0);
  EXPECT_NE(std::string(info.dli_fname).find("liblogpjit_runtime"), std::string::npos)
      << "resolved to " << info.dli_fname;
  ::dlclose(h);
}
#endif
