//===- target.cpp - Target parsing and printing ---------------------------===//
#include "logpjit/target.h"

#include "llvm/ADT/StringExtras.h"

#include <algorithm>
#include <cpuid.h>

namespace logpjit {

llvm::StringRef archName(Arch a) {
  switch (a) {
  case Arch::Host:
    return "host";
  case Arch::SM90:
    return "sm_90";
  case Arch::GFX942:
    return "gfx942";
  }
  return "?";
}

llvm::Expected<Target> Target::parse(llvm::StringRef text) {
  llvm::SmallVector<llvm::StringRef, 8> parts;
  text.split(parts, '+');
  Target t;
  if (parts[0] == "host")
    t.arch = Arch::Host;
  else if (parts[0] == "sm_90")
    t.arch = Arch::SM90;
  else if (parts[0] == "gfx942")
    t.arch = Arch::GFX942;
  else
    return llvm::createStringError("target '%s': unknown architecture '%s' (expected host, "
                                   "sm_90 or gfx942)",
                                   text.str().c_str(), parts[0].str().c_str());
  for (size_t i = 1; i < parts.size(); ++i) {
    if (parts[i].empty() ||
        !llvm::all_of(parts[i], [](char c) { return llvm::isAlnum(c) || c == '_' || c == '.'; }))
      return llvm::createStringError("target '%s': bad feature '%s'", text.str().c_str(),
                                     parts[i].str().c_str());
    t.features.push_back(parts[i].str());
  }
  llvm::sort(t.features);
  t.features.erase(std::unique(t.features.begin(), t.features.end()), t.features.end());
  return t;
}

/// The vector features the host kernels may use, read with cpuid/xgetbv by the same rules
/// as llvm::sys::getHostCPUFeatures (the runtime links no LLVM target code): a feature
/// counts only when the OS saves its registers (XCR0: YMM for AVX*, FMA and F16C;
/// opmask/ZMM too for AVX-512).
Target Target::hostCPU() {
  Target t;
  unsigned maxLeaf = 0, eax = 0, ebx = 0, ecx = 0, edx = 0;
  if (!__get_cpuid(0, &maxLeaf, &ebx, &ecx, &edx) || maxLeaf < 1)
    return t;
  __cpuid(1, eax, ebx, ecx, edx);
  const unsigned ecx1 = ecx;
  unsigned xcr0 = 0;
  bool osxsave = (ecx1 >> 27) & 1;
  if (osxsave) {
    unsigned hi;
    __asm__("xgetbv" : "=a"(xcr0), "=d"(hi) : "c"(0));
  }
  bool avxSave = osxsave && ((ecx1 >> 28) & 1) && (xcr0 & 0x6) == 0x6;
  bool avx512Save = avxSave && (xcr0 & 0xe0) == 0xe0;
  unsigned ebx7 = 0;
  if (maxLeaf >= 7) {
    __cpuid_count(7, 0, eax, ebx, ecx, edx);
    ebx7 = ebx;
  }
  auto add = [&](const char *name, bool have) {
    if (have)
      t.features.push_back(name);
  };
  add("avx", avxSave);
  add("avx2", avxSave && ((ebx7 >> 5) & 1));
  add("fma", avxSave && ((ecx1 >> 12) & 1));
  add("f16c", avxSave && ((ecx1 >> 29) & 1));
  add("avx512f", avx512Save && ((ebx7 >> 16) & 1));
  add("avx512bw", avx512Save && ((ebx7 >> 30) & 1));
  add("avx512vl", avx512Save && ((ebx7 >> 31) & 1));
  llvm::sort(t.features);
  return t;
}

std::string Target::toString() const {
  std::string s = archName(arch).str();
  for (const std::string &f : features)
    s += "+" + f;
  return s;
}

std::string Target::triple() const {
  switch (arch) {
  case Arch::Host:
    return "x86_64-unknown-linux-gnu";
  case Arch::SM90:
    return "nvptx64-nvidia-cuda";
  case Arch::GFX942:
    return "amdgcn-amd-amdhsa";
  }
  return "";
}

std::string Target::cpu() const {
  switch (arch) {
  case Arch::Host: {
    // Generic x86-64 plus the recorded features: the same binary for every CPU with them.
    return "x86-64";
  }
  case Arch::SM90:
    return "sm_90";
  case Arch::GFX942:
    return "gfx942";
  }
  return "";
}

} // namespace logpjit
