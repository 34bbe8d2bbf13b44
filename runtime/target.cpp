//===- target.cpp - Target parsing and printing ---------------------------===//
#include "logpjit/target.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/TargetParser/Host.h"

#include <algorithm>

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

Target Target::hostCPU() {
  Target t;
  llvm::StringMap<bool> f = llvm::sys::getHostCPUFeatures();
  for (const char *name : {"avx", "avx2", "fma", "f16c", "avx512f", "avx512bw", "avx512vl"})
    if (f.lookup(name))
      t.features.push_back(name);
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
