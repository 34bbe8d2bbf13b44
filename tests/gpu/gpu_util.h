//===- gpu_util.h - Helpers of the sm_90 tests ------------------------------===//
//
// A test without an NVIDIA GPU reports "skipped: no CUDA device" (REQUIRE_GPU), unless
// LOGPJIT_SM90_EMULATOR=1 runs sm_90's kernels on the host (docs/decisions/sm90-emulator.md);
// a test of what the emulator does not run (the LM head's wgmma/TMA kernels, NCCL) asks
// for a real GPU (REQUIRE_REAL_GPU). Batches are drawn on the host and copied to the GPU;
// results are copied back for memcmp.
//
//===----------------------------------------------------------------------===//
#pragma once
#include "runtime/devices/cuda/cuda_driver.h"
#include "runtime/devices/device.h"
#include "test_util.h"
#include "llvm/Support/FileSystem.h"

namespace logpjit::test {

/// A CUDA device, not the emulator.
inline bool haveRealGpu() {
  static int state = -1;
  if (state < 0) {
    auto ctx = cuda::useDevice(0);
    state = bool(ctx);
    if (!ctx)
      std::cout << "no CUDA device: " << llvm::toString(ctx.takeError()) << "\n";
  }
  return state == 1;
}

/// A CUDA device or the sm_90 emulator.
inline bool haveGpu() { return sm90Emulated() || haveRealGpu(); }

#define REQUIRE_GPU()                                                                              \
  if (!haveGpu())                                                                                  \
  GTEST_SKIP() << "skipped: no CUDA device"

#define REQUIRE_REAL_GPU()                                                                         \
  if (!haveRealGpu())                                                                              \
  GTEST_SKIP() << (sm90Emulated() ? "skipped: not run by the sm_90 emulator"                       \
                                  : "skipped: no CUDA device")

/// A Runtime of one JIT mode (the quick tier alone, or the full kernels) on its own
/// temporary cache directory, removed with it.
struct TierRuntime {
  std::string dir;
  std::unique_ptr<Runtime> rt;
  explicit TierRuntime(JitMode mode) {
    llvm::SmallString<128> d;
    if (llvm::sys::fs::createUniqueDirectory("logpjit-tier-tests", d))
      throw std::runtime_error("cannot create a temporary cache directory");
    dir = d.str().str();
    RuntimeOptions o{CacheConfig{dir, CacheMode::Normal}, 2};
    o.jit = mode;
    rt = must(Runtime::create(o, makeCompiler()));
  }
  ~TierRuntime() {
    rt.reset();
    llvm::sys::fs::remove_directories(dir);
  }
};

inline Contract onGpu(Contract c, Scope s) {
  c.target = must(Target::parse("sm_90"));
  c.scope = s;
  return c;
}

template <class T> inline DeviceBuffer upload(const std::vector<T> &v) {
  DeviceBuffer b =
      must(DeviceBuffer::allocate(Arch::SM90, std::max<size_t>(v.size() * sizeof(T), 1)));
  if (!v.empty())
    must(b.upload(v.data(), v.size() * sizeof(T)));
  return b;
}

template <class T> inline std::vector<T> download(const DeviceBuffer &b, size_t n) {
  std::vector<T> v(n);
  must(b.download(v.data(), n * sizeof(T)));
  return v;
}

/// The batch on the GPU.
struct GpuBatch {
  DeviceBuffer logits, targets, targets32, active;
  explicit GpuBatch(const Batch &b)
      : logits(upload(b.bytes)), targets(upload(b.targets)), targets32(upload(b.targets32)),
        active(upload(b.active)) {}
  FullInputs full(const Contract &c, const Batch &b) const {
    FullInputs in;
    in.logits = logits.data();
    in.row_stride = b.stride;
    in.targets = c.index_type == IndexType::I32 ? targets32.data() : targets.data();
    in.active = c.mask_mode == MaskMode::ActiveMask ? (const uint8_t *)active.data() : nullptr;
    in.rows = b.T;
    return in;
  }
};

inline ForwardResult gpuForward(const Contract &c, const Batch &b, Runtime &rt = runtime()) {
  GpuBatch g(b);
  return must(simulatedForward(rt, c, g.full(c, b)));
}

inline std::vector<uint8_t> gpuBackward(const Contract &c, const Batch &b, const ForwardResult &f,
                                        const Upstream &u, Runtime &rt = runtime()) {
  GpuBatch gb(b);
  DeviceBuffer out = must(DeviceBuffer::allocate(Arch::SM90, b.bytes.size()));
  must(out.zero());
  DeviceBuffer glogp = upload(u.logp), glse = upload(u.lse), gent = upload(u.entropy);
  DeviceBuffer lse = upload(f.lse), ent = upload(f.entropy);
  GradInputs g;
  g.grad_logp = static_cast<const float *>(glogp.data());
  g.grad_lse = u.lse.empty() ? nullptr : static_cast<const float *>(glse.data());
  g.grad_entropy = u.entropy.empty() ? nullptr : static_cast<const float *>(gent.data());
  g.lse = static_cast<const float *>(lse.data());
  g.entropy = u.entropy.empty() ? nullptr : static_cast<const float *>(ent.data());
  must(simulatedBackward(rt, c, gb.full(c, b), g, out.data(), b.stride));
  return download<uint8_t>(out, b.bytes.size());
}

inline Batch randomBatch(DType d, int64_t T, int64_t V, int64_t vr, uint64_t seed) {
  ref::Rng rng(seed);
  std::vector<int64_t> targets(T);
  for (auto &t : targets)
    t = int64_t(rng.below(uint64_t(vr)));
  Batch b = makeBatch(d, T, V, realisticLogits(rng, T, V, vr, targets), targets);
  for (int64_t t = 0; t < T; t += 7)
    b.setTarget(t, -100); // every 7th row inactive (ignore_index)
  return b;
}

inline Upstream randomUpstream(int64_t T, uint64_t seed, bool lse, bool ent) {
  ref::Rng rng(seed ^ 0x5555);
  Upstream u;
  u.logp = randomFloats(rng, T);
  if (lse)
    u.lse = randomFloats(rng, T);
  if (ent)
    u.entropy = randomFloats(rng, T);
  return u;
}

} // namespace logpjit::test
