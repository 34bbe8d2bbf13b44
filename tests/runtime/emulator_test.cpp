// The sm_90 emulator's scheduler (runtime/devices/emulator/emulator_grid.cpp) on kernels
// written here in C++ against emulator_abi.h: what bar.sync, bar.warp.sync and shfl.sync
// give each thread, the ids and shared memory a block sees, and the errors for meetings a
// GPU would hang on or leave undefined. The compiled kernels run under it in
// logpjit_gpu_tests (ctest's emulated.* tests).
#include "runtime/devices/emulator/emulator_grid.h"

#include <gtest/gtest.h>

#include <cstring>
#include <vector>

using namespace logpjit;
using logpjit::abi::emu::EmuThread;

namespace {

/// The launch's one argument word: a pointer to the kernel's output.
template <class T> struct Launch {
  uint64_t word;
  void *params[1];
  explicit Launch(T *out) : word(reinterpret_cast<uint64_t>(out)) { params[0] = &word; }
};

template <class T> T *out(void **params) {
  return reinterpret_cast<T *>(*static_cast<uint64_t *>(params[0]));
}

std::string errorOf(llvm::Error e) { return e ? llvm::toString(std::move(e)) : std::string(); }

} // namespace

// Thread t writes t into shared memory, meets the block, reads thread (t + 1) mod n: a
// thread that ran ahead of the barrier would read 0xff bytes (shared memory's start).
TEST(Emulator, BarrierOrdersSharedMemoryAcrossWarps) {
  constexpr unsigned n = 128;
  std::vector<uint32_t> got(2 * 3 * n, 0);
  auto kernel = [](void **params, EmuThread *t) {
    auto *sh = reinterpret_cast<uint32_t *>(t->staticShared);
    const uint32_t before = sh[t->tid];
    sh[t->tid] = uint32_t(t->tid + 1000 * t->ctaid[0]);
    t->barrier(t);
    const uint64_t block = t->ctaid[0] + t->nctaid[0] * t->ctaid[1];
    uint32_t *o = out<uint32_t>(params) + 3 * n * block + 3 * t->tid;
    o[0] = before;
    o[1] = sh[(t->tid + 1) % n];
    o[2] = uint32_t(t->nctaid[0] * 10 + t->nctaid[1]);
  };
  Launch<uint32_t> l(got.data());
  LaunchDims dims{2, 1, 1, n};
  ASSERT_EQ(errorOf(emu::runGrid(kernel, dims, l.params, "barrier")), "");
  for (unsigned b = 0; b < 2; ++b)
    for (unsigned t = 0; t < n; ++t) {
      const uint32_t *o = &got[3 * n * b + 3 * t];
      EXPECT_EQ(o[0], 0xffffffffu) << "shared memory starts as 0xff in every block";
      EXPECT_EQ(o[1], (t + 1) % n + 1000 * b) << "block " << b << " thread " << t;
      EXPECT_EQ(o[2], 21u);
    }
}

// shfl.sync bfly and idx: each lane gets the value of lane ^ o, or of the lane it names;
// a warp that ends early (48 threads: a warp of 16) exchanges among its lanes.
TEST(Emulator, ShufflesExchangeWithinAWarp) {
  constexpr unsigned n = 80;
  std::vector<uint32_t> got(3 * n, 0);
  auto kernel = [](void **params, EmuThread *t) {
    const uint32_t lane = uint32_t(t->tid % 32), v = uint32_t(t->tid * 7 + 1);
    uint32_t *o = out<uint32_t>(params) + 3 * t->tid;
    if (t->tid < 64) {
      o[0] = t->shuffle(t, v, 5, logpjit::abi::emu::SM_Xor);
      t->warpSync(t);
    }
    o[1] = t->shuffle(t, v, (lane * 3) % (t->tid < 64 ? 32 : 16), logpjit::abi::emu::SM_Index);
    o[2] = lane;
  };
  Launch<uint32_t> l(got.data());
  LaunchDims dims{1, 1, 1, n};
  ASSERT_EQ(errorOf(emu::runGrid(kernel, dims, l.params, "shuffle")), "");
  for (unsigned t = 0; t < n; ++t) {
    const unsigned w = t / 32 * 32, lane = t % 32;
    if (t < 64)
      EXPECT_EQ(got[3 * t], (w + (lane ^ 5)) * 7 + 1) << t;
    const unsigned src = (lane * 3) % (t < 64 ? 32 : 16);
    EXPECT_EQ(got[3 * t + 1], (w + src) * 7 + 1) << t;
  }
}

// Where a GPU would hang or read an undefined value, the emulator names the kernel, the
// block and the warp.
TEST(Emulator, DivergentMeetingsAndExitedLanesAreErrors) {
  LaunchDims dims{3, 1, 1, 64};
  uint32_t sink = 0;
  Launch<uint32_t> l(&sink);
  auto divergent = [](void **, EmuThread *t) { // warp 1 splits between bar.sync and shfl
    if (t->ctaid[0] == 2 && t->tid >= 32 && t->tid < 40)
      t->barrier(t);
    else if (t->ctaid[0] == 2 && t->tid >= 32)
      t->shuffle(t, 1, 1, logpjit::abi::emu::SM_Xor);
  };
  std::string e = errorOf(emu::runGrid(divergent, dims, l.params, "divergent"));
  EXPECT_NE(e.find("kernel divergent: block (2, 0, 0): warp 1: 24 lanes wait at a warp-level "
                   "meeting, 8 at bar.sync"),
            std::string::npos)
      << e;
  auto exited = [](void **, EmuThread *t) { // lane 5 returns; lane 4 reads it
    if (t->tid != 5)
      t->shuffle(t, 1, 1, logpjit::abi::emu::SM_Xor);
  };
  e = errorOf(emu::runGrid(exited, dims, l.params, "exited"));
  EXPECT_NE(e.find("block (0, 0, 0): warp 0: lane 4 shuffles from lane 5, which has exited"),
            std::string::npos)
      << e;
  auto mixed = [](void **, EmuThread *t) { // bar.warp.sync against shfl.sync
    if (t->tid == 3)
      t->warpSync(t);
    else
      t->shuffle(t, 1, 1, logpjit::abi::emu::SM_Xor);
  };
  e = errorOf(emu::runGrid(mixed, dims, l.params, "mixed"));
  EXPECT_NE(e.find("warp 0: 1 lanes wait at bar.warp.sync, 31 at shfl.sync"), std::string::npos)
      << e;
  auto missing = [](void **, EmuThread *t) { // a warp of 16: lane 3 ^ 16 does not exist
    t->shuffle(t, 1, 16, logpjit::abi::emu::SM_Xor);
  };
  LaunchDims partial{1, 1, 1, 48};
  e = errorOf(emu::runGrid(missing, partial, l.params, "missing"));
  EXPECT_NE(e.find("warp 1: lane 0 shuffles from lane 16, which does not exist (a block of 48 "
                   "threads)"),
            std::string::npos)
      << e;
  LaunchDims tooMany{1, 1, 1, 2048};
  e = errorOf(emu::runGrid(exited, tooMany, l.params, "big"));
  EXPECT_NE(e.find("2048 threads per block (expected 1 to 1024)"), std::string::npos) << e;
}

// Device memory ends at an inaccessible page: a kernel's read past a buffer's end, or
// before its start, is an error naming the block, the thread and the address; the
// process goes on (the next grid runs).
TEST(Emulator, AccessOutsideAnAllocationIsAnError) {
  auto buf = emu::allocateGuarded(100);
  ASSERT_TRUE(bool(buf)) << llvm::toString(buf.takeError());
  auto *p = static_cast<uint8_t *>(*buf);
  EXPECT_EQ(reinterpret_cast<uintptr_t>(p) % 16, 0u);
  std::memset(p, 7, 100);
  auto kernel = [](void **params, EmuThread *t) {
    const uint8_t *b = out<uint8_t>(params);
    volatile uint8_t v = b[t->ctaid[0] == 1 && t->tid == 3 ? 112 : t->tid];
    (void)v;
  };
  Launch<uint8_t> l(p);
  LaunchDims ok{1, 1, 1, 64};
  EXPECT_EQ(errorOf(emu::runGrid(kernel, ok, l.params, "inside")), "");
  LaunchDims two{2, 1, 1, 64};
  std::string e = errorOf(emu::runGrid(kernel, two, l.params, "outside"));
  EXPECT_NE(e.find("kernel outside: block (1, 0, 0): thread 3: SIGSEGV at address"),
            std::string::npos)
      << e;
  auto before = [](void **params, EmuThread *t) {
    volatile uint8_t v = out<uint8_t>(params)[-1 - int64_t(4096 - 112 + t->tid)];
    (void)v;
  };
  e = errorOf(emu::runGrid(before, ok, l.params, "before"));
  EXPECT_NE(e.find("block (0, 0, 0): thread 0: SIGSEGV"), std::string::npos) << e;
  EXPECT_EQ(errorOf(emu::runGrid(kernel, ok, l.params, "again")), "");
  emu::releaseGuarded(p);
}

// A GPU thread has no flush-to-zero or rounding mode: the fibers start with the default
// MXCSR whatever the calling thread set (torch.set_flush_denormal, say).
TEST(Emulator, ThreadsStartWithTheDefaultFloatingPointModes) {
  uint32_t saved = 0, ftz = 0;
  asm volatile("stmxcsr %0" : "=m"(saved));
  ftz = saved | 0x8040; // flush-to-zero, denormals-are-zero
  asm volatile("ldmxcsr %0" : : "m"(ftz));
  std::vector<uint32_t> got(32, 0);
  auto kernel = [](void **params, EmuThread *t) {
    uint32_t csr = 0;
    asm volatile("stmxcsr %0" : "=m"(csr));
    out<uint32_t>(params)[t->tid] = csr;
  };
  Launch<uint32_t> l(got.data());
  LaunchDims dims{1, 1, 1, 32};
  std::string e = errorOf(emu::runGrid(kernel, dims, l.params, "mxcsr"));
  asm volatile("ldmxcsr %0" : : "m"(saved));
  ASSERT_EQ(e, "");
  for (uint32_t v : got)
    EXPECT_EQ(v & 0xFFC0u, 0x1F80u); // the status flags (bits 0-5) may be set
}
