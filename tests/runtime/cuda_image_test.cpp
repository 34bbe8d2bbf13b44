//===- cuda_image_test.cpp - The sm_90 artifact: cubin + PTX fallback ------===//
//
// docs/spec.md §11 keeps the PTX beside the cubin. Checked without a GPU: the packed form
// round-trips, bare cubins and bare PTX (older or nvJitLink-less caches) are read as they
// are, a truncated image yields neither form, and the compiler packs both when nvJitLink
// is present (else caches bare PTX). Loading (cubin first, PTX when the driver rejects
// the cubin) is checked on a GPU (tests/gpu/gpu_test.cpp, PtxFallback).
//
//===----------------------------------------------------------------------===//
#include "runtime/devices/cuda/cuda_image.h"
#include "test_util.h"

using namespace logpjit;
using namespace logpjit::test;

TEST(CudaImage, PackUnpackAndLegacyForms) {
  std::string cubin = std::string("\x7f"
                                  "ELF") +
                      std::string(100, '\0') + "tail";
  std::string ptx = "//\n.version 7.8\n.target sm_90\n";
  std::string packed = packCudaImage(cubin, ptx);
  CudaImage img = unpackCudaImage(packed);
  EXPECT_EQ(img.cubin, cubin);
  EXPECT_EQ(img.ptx, ptx);
  EXPECT_EQ(unpackCudaImage(cubin).cubin, cubin);
  EXPECT_TRUE(unpackCudaImage(cubin).ptx.empty());
  EXPECT_EQ(unpackCudaImage(ptx).ptx, ptx);
  EXPECT_TRUE(unpackCudaImage(ptx).cubin.empty());
  // A size field beyond the bytes (a truncated entry): neither form.
  CudaImage bad = unpackCudaImage(llvm::StringRef(packed).substr(0, 40));
  EXPECT_TRUE(bad.cubin.empty() && bad.ptx.empty());
}

TEST(CudaImage, CompilerCachesCubinAndPtx) {
  Contract c = makeContract(4096, 512, DType::BF16, 2, 4000);
  c.target = must(Target::parse("sm_90"));
  KernelSpec spec = KernelSpec::fromContract(c, KernelKind::Merge, false, false);
  std::string bytes = must(makeCompiler()->compile(spec));
  CudaImage img = unpackCudaImage(bytes);
  EXPECT_NE(img.ptx.find(".target sm_90"), llvm::StringRef::npos);
  if (img.cubin.empty()) {
    EXPECT_EQ(bytes.substr(0, 8).find("LPJCUIMG"), std::string::npos);
    GTEST_SKIP() << "no nvJitLink here: the cache holds bare PTX (checked)";
  }
  EXPECT_EQ(img.cubin.substr(0, 4), "\x7f"
                                    "ELF");
}
