//===- cuda_device.cpp - sm_90 GPUs through the CUDA driver ------------------===//
#include "runtime/devices/cuda/cuda_driver.h"
#include "runtime/devices/device.h"

#include <fmt/format.h>
#include <mutex>
#include <unordered_map>

using namespace llvm;

namespace logpjit {
namespace {

using cuda::CUdeviceptr;

CUdeviceptr dptr(const void *p) { return reinterpret_cast<CUdeviceptr>(p); }

class CudaLoader final : public KernelLoader {
public:
  // The cubin, or its PTX fallback (runtime/devices/cuda/cuda_image.h), into the current
  // context.
  Expected<void *> load(const std::string &binary, const std::string &symbol, const std::string &,
                        std::string *note) override {
    auto fn = cuda::loadImage(binary, symbol, note);
    if (!fn)
      return fn.takeError();
    return static_cast<void *>(*fn);
  }
};

class CudaDevice final : public Device {
public:
  Arch arch() const override { return Arch::SM90; }
  Error use(int ordinal) const override {
    auto ctx = cuda::useDevice(ordinal);
    return ctx ? Error::success() : ctx.takeError();
  }
  Expected<void *> allocate(size_t bytes, int ordinal) const override {
    if (auto ctx = cuda::useDevice(ordinal); !ctx)
      return ctx.takeError();
    auto d = *cuda::driver();
    CUdeviceptr p = 0;
    if (Error e =
            d->check(d->cuMemAlloc(&p, bytes), fmt::format("cuMemAlloc({} bytes)", bytes).c_str()))
      return std::move(e);
    return reinterpret_cast<void *>(p);
  }
  void release(void *p) const override {
    if (auto d = cuda::driver())
      (*d)->cuMemFree(dptr(p));
    else
      consumeError(d.takeError());
  }
  Error upload(void *dst, const void *src, size_t n) const override {
    auto d = cuda::driver();
    if (!d)
      return d.takeError();
    return (*d)->check((*d)->cuMemcpyHtoD(dptr(dst), src, n), "cuMemcpyHtoD");
  }
  Error download(void *dst, const void *src, size_t n) const override {
    auto d = cuda::driver();
    if (!d)
      return d.takeError();
    return (*d)->check((*d)->cuMemcpyDtoH(dst, dptr(src), n), "cuMemcpyDtoH");
  }
  Error copy(void *dst, const void *src, size_t n) const override {
    auto d = cuda::driver();
    if (!d)
      return d.takeError();
    if (Error e = (*d)->check((*d)->cuMemcpyDtoD(dptr(dst), dptr(src), n), "cuMemcpyDtoD"))
      return e;
    return synchronize();
  }
  Error zero(void *p, size_t n) const override {
    auto d = cuda::driver();
    if (!d)
      return d.takeError();
    return (*d)->check((*d)->cuMemsetD8(dptr(p), 0, n), "cuMemsetD8");
  }
  Error synchronize() const override {
    auto d = cuda::driver();
    if (!d)
      return d.takeError();
    return (*d)->check((*d)->cuCtxSynchronize(), "cuCtxSynchronize");
  }
  Expected<int> multiprocessors(int ordinal) const override {
    static std::mutex mu;
    static std::unordered_map<int, int> known;
    std::lock_guard<std::mutex> lock(mu);
    if (auto it = known.find(ordinal); it != known.end())
      return it->second;
    auto d = cuda::driver();
    if (!d)
      return d.takeError();
    constexpr int kMultiprocessorCount = 16; // CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT
    cuda::CUdevice dev = 0;
    int n = 0;
    if (Error e = (*d)->check((*d)->cuDeviceGet(&dev, ordinal), "cuDeviceGet"))
      return std::move(e);
    if (Error e = (*d)->check((*d)->cuDeviceGetAttribute(&n, kMultiprocessorCount, dev),
                              "cuDeviceGetAttribute(MULTIPROCESSOR_COUNT)"))
      return std::move(e);
    return known[ordinal] = n;
  }
  Error encodeTensorMap(void *map, const void *base, uint64_t inner, uint64_t rows,
                        uint64_t rowBytes, unsigned boxInner, unsigned boxRows) const override {
    auto d = cuda::driver();
    if (!d)
      return d.takeError();
    // The driver's enums: CU_TENSOR_MAP_DATA_TYPE_UINT16 (a copy moves bits: bf16 and fp16
    // alike), INTERLEAVE_NONE, SWIZZLE_128B, L2_PROMOTION_L2_256B, FLOAT_OOB_FILL_NONE
    // (zeros outside the matrix).
    constexpr int kUint16 = 1, kInterleaveNone = 0, kSwizzle128B = 3, kL2Promotion256B = 3,
                  kOobZero = 0;
    const uint64_t dims[2] = {inner, rows}, strides[1] = {rowBytes};
    const unsigned box[2] = {boxInner, boxRows}, elementStrides[2] = {1, 1};
    cuda::CUresult r = (*d)->cuTensorMapEncodeTiled(map, kUint16, 2, const_cast<void *>(base), dims,
                                                    strides, box, elementStrides, kInterleaveNone,
                                                    kSwizzle128B, kL2Promotion256B, kOobZero);
    if (r == 0)
      return Error::success();
    return (*d)->check(r, fmt::format("cuTensorMapEncodeTiled(base {}, {} x {} elements, row "
                                      "stride {} bytes, box {} x {})",
                                      base, rows, inner, rowBytes, boxRows, boxInner)
                              .c_str());
  }
  Expected<std::unique_ptr<KernelLoader>> makeLoader() const override {
    return std::make_unique<CudaLoader>();
  }
  /// The first driver whose stream capture keeps a programmatic launch's edge (12.3).
  static constexpr int kProgrammaticCaptureVersion = 12030;
  Error launch(void *entry, const LaunchDims &g, void **params, void *stream, int ordinal,
               const char *what) const override {
    auto d = cuda::driver();
    if (!d)
      return d.takeError();
    if (auto ctx = cuda::useDevice(ordinal); !ctx)
      return ctx.takeError();
    auto fn = static_cast<cuda::CUfunction>(entry);
    if (g.sharedBytes > 48 * 1024) // above the default limit: the kernel must opt in, once
      if (Error e = optIn(**d, fn, g.sharedBytes))
        return e;
    // thread block clusters and programmatic launches: cuLaunchKernelEx with attributes
    cuda::CUlaunchAttribute attrs[2] = {};
    unsigned n = 0;
    if (g.clusterX > 1) {
      attrs[n].id = cuda::kLaunchAttributeClusterDimension;
      attrs[n++].value.clusterDim = {g.clusterX, 1, 1};
    }
    // CUDA graphs capture programmatic launches as such from CUDA 12.3 on; an older driver
    // launches the kernel after the previous one, as without the attribute
    if (g.programmaticLaunch && (*d)->version >= kProgrammaticCaptureVersion) {
      attrs[n].id = cuda::kLaunchAttributeProgrammaticStreamSerialization;
      attrs[n++].value.programmaticStreamSerializationAllowed = 1;
    }
    cuda::CUresult r;
    if (n > 0) {
      const cuda::CUlaunchConfig config{
          g.x,   g.y, g.z, g.threads, 1, 1, g.sharedBytes, static_cast<cuda::CUstream>(stream),
          attrs, n};
      r = (*d)->cuLaunchKernelEx(&config, fn, params, nullptr);
    } else {
      r = (*d)->cuLaunchKernel(fn, g.x, g.y, g.z, g.threads, 1, 1, g.sharedBytes,
                               static_cast<cuda::CUstream>(stream), params, nullptr);
    }
    if (r == 0) // the message is built only on failure: launches are the hot path
      return Error::success();
    return (*d)->check(
        r, fmt::format("{}({})", n > 0 ? "cuLaunchKernelEx" : "cuLaunchKernel", what).c_str());
  }

private:
  /// Lets `fn` take `bytes` of dynamic shared memory (cuFuncSetAttribute), the first time
  /// it asks for that much.
  Error optIn(const cuda::Driver &D, cuda::CUfunction fn, unsigned bytes) const {
    std::lock_guard<std::mutex> lock(optInMu_);
    unsigned &done = optedIn_[fn];
    if (done >= bytes)
      return Error::success();
    constexpr int kMaxDynamicShared = 8; // CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES
    if (Error e = D.check(D.cuFuncSetAttribute(fn, kMaxDynamicShared, int(bytes)),
                          "cuFuncSetAttribute(max dynamic shared memory)"))
      return e;
    done = bytes;
    return Error::success();
  }
  mutable std::mutex optInMu_;
  mutable std::unordered_map<cuda::CUfunction, unsigned> optedIn_;
};

} // namespace

const Device &cudaDevice() {
  static const CudaDevice d;
  return d;
}

} // namespace logpjit
