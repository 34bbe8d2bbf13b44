//===- cuda_image.h - The sm_90 cache artifact: cubin + PTX fallback -------===//
//
// docs/spec.md §11: the cubin is cached, and the PTX is kept as the portable fallback (a driver
// that rejects the cubin JIT-links the PTX). Layout of the cached bytes:
//   "LPJCUIMG" (8 bytes) | cubin size (u64, little endian) | cubin | PTX text
// A bare cubin (ELF) or bare PTX (made where nvJitLink is absent) is read as it is.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "llvm/ADT/StringRef.h"

#include <cstdint>
#include <cstring>
#include <string>

namespace logpjit {

inline constexpr char kCudaImageMagic[9] = "LPJCUIMG";

/// The two forms inside a cached sm_90 artifact (either may be empty).
struct CudaImage {
  llvm::StringRef cubin; ///< ELF for sm_90, or empty
  llvm::StringRef ptx;   ///< PTX text, or empty
};

/// Packs a cubin and its PTX into one artifact.
inline std::string packCudaImage(llvm::StringRef cubin, llvm::StringRef ptx) {
  std::string out(kCudaImageMagic, 8);
  uint64_t n = cubin.size();
  char len[8];
  for (int i = 0; i < 8; ++i)
    len[i] = char((n >> (8 * i)) & 0xFF);
  out.append(len, 8);
  out.append(cubin.data(), cubin.size());
  out.append(ptx.data(), ptx.size());
  return out;
}

/// Splits an artifact: a packed image, a bare cubin (ELF magic) or bare PTX. A packed
/// image whose size field exceeds the bytes yields an empty cubin and PTX (the caller
/// reports it).
inline CudaImage unpackCudaImage(llvm::StringRef bytes) {
  CudaImage img;
  if (bytes.starts_with(llvm::StringRef(kCudaImageMagic, 8))) {
    if (bytes.size() < 16)
      return img;
    uint64_t n = 0;
    for (int i = 0; i < 8; ++i)
      n |= uint64_t(uint8_t(bytes[8 + i])) << (8 * i);
    if (n > bytes.size() - 16)
      return img;
    img.cubin = bytes.substr(16, n);
    img.ptx = bytes.substr(16 + n);
    return img;
  }
  if (bytes.starts_with("\x7f"
                        "ELF"))
    img.cubin = bytes;
  else
    img.ptx = bytes;
  return img;
}

} // namespace logpjit
