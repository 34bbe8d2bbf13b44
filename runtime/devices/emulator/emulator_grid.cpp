//===- emulator_grid.cpp - Blocks of fibers: bar.sync, bar.warp.sync, shfl.sync ===//
//
// One fiber per thread of a block (a stack and a saved stack pointer; the switch below saves
// the callee-saved registers, MXCSR and the x87 control word -- what the SysV ABI asks a
// call to preserve -- without glibc swapcontext's signal-mask system call per switch). A fiber runs
// until it reaches a meeting and yields to the scheduler, which resumes the fibers in thread order;
// once every runnable fiber waits, it completes the meetings that every participant reached: a
// warp's (bar.warp.sync, shfl.sync) when each of its live lanes waits at one of the same kind, the
// block's (bar.sync) when each of its live threads waits there. A meeting that can never complete
// is an error, not a hang.
//
//===----------------------------------------------------------------------===//
#include "runtime/devices/emulator/emulator_grid.h"

#include <fmt/format.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <csetjmp>
#include <csignal>
#include <mutex>

#include <cstring>
#include <string>
#include <unordered_map>
#include <vector>

using namespace llvm;

namespace logpjit::emu {
namespace {

using abi::emu::EmuThread;

// void logpjit_emu_switch(void **saveSp, void *loadSp): saves this context's stack pointer
// to *saveSp and resumes the one saved at loadSp. logpjit_emu_start: a new fiber's first
// return address; r12 holds its Fiber*, r13 the function that runs it (never returns).
extern "C" void logpjit_emu_switch(void **saveSp, void *loadSp);
extern "C" void logpjit_emu_start();
asm(R"(
  .text
  .p2align 4
  .globl logpjit_emu_switch
  .hidden logpjit_emu_switch
  .type logpjit_emu_switch, @function
logpjit_emu_switch:
  pushq %rbp
  pushq %rbx
  pushq %r12
  pushq %r13
  pushq %r14
  pushq %r15
  subq $8, %rsp
  stmxcsr (%rsp)
  fnstcw 4(%rsp)
  movq %rsp, (%rdi)
  movq %rsi, %rsp
  ldmxcsr (%rsp)
  fldcw 4(%rsp)
  addq $8, %rsp
  popq %r15
  popq %r14
  popq %r13
  popq %r12
  popq %rbx
  popq %rbp
  ret
  .size logpjit_emu_switch, .-logpjit_emu_switch
  .p2align 4
  .globl logpjit_emu_start
  .hidden logpjit_emu_start
  .type logpjit_emu_start, @function
logpjit_emu_start:
  movq %r12, %rdi
  callq *%r13
  ud2
  .size logpjit_emu_start, .-logpjit_emu_start
)");

constexpr size_t kStackBytes = 256 * 1024;
constexpr size_t kGuardBytes = 4096;
constexpr unsigned kMaxThreads = 1024;

enum class Wait : uint8_t { Runnable, Block, WarpSync, Shuffle, Exited };

struct Fiber {
  void *sp = nullptr; ///< saved stack pointer while switched out
  EmuThread t;
  Wait wait = Wait::Runnable;
  uint32_t value = 0, lane = 0, mode = 0, result = 0;
};

/// Fiber stacks, each below a guard page (an overflow faults instead of corrupting).
class Stacks {
public:
  explicit Stacks(unsigned n) {
    bytes_ = size_t(n) * (kStackBytes + kGuardBytes);
    void *p = mmap(nullptr, bytes_, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    base_ = p == MAP_FAILED ? nullptr : static_cast<char *>(p);
    for (unsigned i = 0; base_ && i < n; ++i)
      mprotect(base_ + i * (kStackBytes + kGuardBytes), kGuardBytes, PROT_NONE);
  }
  ~Stacks() {
    if (base_)
      munmap(base_, bytes_);
  }
  bool ok() const { return base_ != nullptr; }
  char *stack(unsigned i) const { return base_ + i * (kStackBytes + kGuardBytes) + kGuardBytes; }

private:
  size_t bytes_ = 0;
  char *base_ = nullptr;
};

class BlockRun {
public:
  BlockRun(abi::emu::EmuKernelFn kernel, void **params, const LaunchDims &dims, const Stacks &s)
      : kernel_(kernel), params_(params), dims_(dims), stacks_(s), fibers_(dims.threads),
        staticShared_(abi::emu::kStaticSharedBytes), dynamicShared_(dims.sharedBytes + 16) {}

  /// Runs block (x, y, z); an empty string when every thread exited.
  std::string run(unsigned x, unsigned y, unsigned z);
  /// The thread that runs (or ran last), and the block's index along each axis (memory:
  /// read after a fault's siglongjmp).
  unsigned current() const { return current_; }
  unsigned at(unsigned axis) const { return at_[axis]; }

private:
  [[noreturn]] static void entry(Fiber *f);
  /// A fresh context on `stack` (its top) that runs entry(f) when switched to.
  static void *prepare(Fiber *f, char *stackTop);
  static void barrier(EmuThread *t) { yield(t, Wait::Block); }
  static void warpSync(EmuThread *t) { yield(t, Wait::WarpSync); }
  static uint32_t shuffle(EmuThread *t, uint32_t v, uint32_t lane, uint32_t mode);
  static void yield(EmuThread *t, Wait w);
  Fiber &fiberOf(EmuThread *t) { return fibers_[t->tid]; }
  std::string completeWarp(unsigned w, bool &released);

  abi::emu::EmuKernelFn kernel_;
  void **params_;
  LaunchDims dims_;
  const Stacks &stacks_;
  std::vector<Fiber> fibers_;
  std::vector<char> staticShared_, dynamicShared_;
  void *scheduler_ = nullptr; ///< the scheduler's stack pointer while a fiber runs
  unsigned current_ = 0;
  unsigned at_[3] = {0, 0, 0};
};

void BlockRun::entry(Fiber *f) {
  auto *run = static_cast<BlockRun *>(f->t.scheduler);
  run->kernel_(run->params_, &f->t);
  f->wait = Wait::Exited;
  logpjit_emu_switch(&f->sp, run->scheduler_); // never resumed
  __builtin_unreachable();
}

void *BlockRun::prepare(Fiber *f, char *stackTop) {
  // What logpjit_emu_switch takes off the stack, upwards: this thread's MXCSR and x87
  // control word, r15, r14, r13, r12, rbx, rbp, the return address logpjit_emu_start.
  // That address sits 8 mod 16, so rsp is 16-byte aligned at logpjit_emu_start's call.
  const uintptr_t top = uintptr_t(stackTop) & ~uintptr_t(15);
  auto *ret = reinterpret_cast<uint64_t *>(top - 24);
  uint64_t *sp = ret - 7;
  // The default MXCSR (round to nearest, no flush-to-zero or denormals-are-zero, exceptions
  // masked) and x87 control word, not the caller's: a GPU thread has no such modes.
  const uint32_t csr[2] = {0x1F80, 0x037F};
  std::memcpy(&sp[0], csr, 8);
  sp[1] = sp[2] = 0;                                    // r15, r14
  sp[3] = reinterpret_cast<uint64_t>(&BlockRun::entry); // r13: the function
  sp[4] = reinterpret_cast<uint64_t>(f);                // r12: its argument
  sp[5] = sp[6] = 0;                                    // rbx, rbp
  *ret = reinterpret_cast<uint64_t>(&logpjit_emu_start);
  return sp;
}

void BlockRun::yield(EmuThread *t, Wait w) {
  auto *run = static_cast<BlockRun *>(t->scheduler);
  Fiber &f = run->fiberOf(t);
  f.wait = w;
  logpjit_emu_switch(&f.sp, run->scheduler_);
}

uint32_t BlockRun::shuffle(EmuThread *t, uint32_t v, uint32_t lane, uint32_t mode) {
  Fiber &f = static_cast<BlockRun *>(t->scheduler)->fiberOf(t);
  f.value = v;
  f.lane = lane;
  f.mode = mode;
  yield(t, Wait::Shuffle);
  return f.result;
}

std::string BlockRun::completeWarp(unsigned w, bool &released) {
  const unsigned first = 32 * w, end = std::min<unsigned>(first + 32, dims_.threads);
  unsigned live = 0, sync = 0, shfl = 0, block = 0;
  for (unsigned i = first; i < end; ++i) {
    const Wait s = fibers_[i].wait;
    live += s != Wait::Exited;
    sync += s == Wait::WarpSync;
    shfl += s == Wait::Shuffle;
    block += s == Wait::Block;
  }
  if (sync + shfl == 0)
    return {};
  if (sync && shfl)
    return fmt::format("warp {}: {} lanes wait at bar.warp.sync, {} at shfl.sync", w, sync, shfl);
  if (block)
    return fmt::format("warp {}: {} lanes wait at a warp-level meeting, {} at bar.sync "
                       "(divergence)",
                       w, sync + shfl, block);
  if (sync + shfl != live)
    return {}; // some lanes still run (cannot happen: all runnable fibers ran)
  if (shfl)
    for (unsigned i = first; i < end; ++i) {
      Fiber &f = fibers_[i];
      if (f.wait != Wait::Shuffle)
        continue;
      const unsigned src =
          f.mode == abi::emu::SM_Xor ? ((i - first) ^ (f.lane & 31)) : (f.lane & 31);
      if (first + src >= end)
        return fmt::format("warp {}: lane {} shuffles from lane {}, which does not exist (a "
                           "block of {} threads)",
                           w, i - first, src, dims_.threads);
      if (fibers_[first + src].wait != Wait::Shuffle)
        return fmt::format("warp {}: lane {} shuffles from lane {}, which has exited", w, i - first,
                           src);
      f.result = fibers_[first + src].value;
    }
  for (unsigned i = first; i < end; ++i)
    if (fibers_[i].wait != Wait::Exited)
      fibers_[i].wait = Wait::Runnable;
  released = true;
  return {};
}

std::string BlockRun::run(unsigned x, unsigned y, unsigned z) {
  at_[0] = x;
  at_[1] = y;
  at_[2] = z;
  std::memset(staticShared_.data(), 0xff, staticShared_.size());
  std::memset(dynamicShared_.data(), 0xff, dynamicShared_.size());
  char *dyn = dynamicShared_.data();
  dyn += (16 - uintptr_t(dyn) % 16) % 16;
  for (unsigned i = 0; i < dims_.threads; ++i) {
    Fiber &f = fibers_[i];
    f.t = EmuThread{i,   {x, y, z},          {dims_.x, dims_.y, dims_.z}, staticShared_.data(),
                    dyn, &BlockRun::barrier, &BlockRun::warpSync,         &BlockRun::shuffle,
                    this};
    f.wait = Wait::Runnable;
    f.sp = prepare(&f, stacks_.stack(i) + kStackBytes);
  }
  // Even blocks run their threads from the first, odd blocks from the last: a missing
  // barrier shows whichever side of it the reader is on.
  const bool reverse = (x + dims_.x * (y + dims_.y * uint64_t(z))) % 2 == 1;
  for (;;) {
    for (unsigned j = 0; j < dims_.threads; ++j) {
      current_ = reverse ? dims_.threads - 1 - j : j;
      Fiber &f = fibers_[current_];
      if (f.wait == Wait::Runnable)
        logpjit_emu_switch(&scheduler_, f.sp);
    }
    bool released = false, anyLive = false, allAtBarrier = true;
    for (unsigned w = 0; w * 32 < dims_.threads; ++w)
      if (std::string e = completeWarp(w, released); !e.empty())
        return e;
    for (const Fiber &f : fibers_) {
      anyLive |= f.wait != Wait::Exited;
      allAtBarrier &= f.wait == Wait::Exited || f.wait == Wait::Block;
    }
    if (!anyLive)
      return {};
    if (released)
      continue;
    if (!allAtBarrier)
      return "threads wait at meetings that can never complete";
    for (Fiber &f : fibers_)
      if (f.wait == Wait::Block)
        f.wait = Wait::Runnable;
  }
}

// A kernel's invalid access: the handler leaves the faulting fiber (abandoned, as on any
// error) for runGrid's frame, on an alternate stack (the fault may be a fiber's overflow).
// Plain statics (one grid at a time, runGrid's lock): a signal handler reads no TLS.
sigjmp_buf *faultJump = nullptr;
pid_t faultThread = 0; ///< the thread that runs the grid
void *faultAddress = nullptr;
struct sigaction previousSegv = {}, previousBus = {};

void onFault(int sig, siginfo_t *info, void *context) {
  if (faultJump && pid_t(syscall(SYS_gettid)) == faultThread) {
    faultAddress = info->si_addr;
    siglongjmp(*faultJump, sig);
  }
  // Not a kernel's fault: the process's own handler, else the default action (the
  // faulting instruction runs again under it).
  const struct sigaction &prev = sig == SIGBUS ? previousBus : previousSegv;
  if (prev.sa_flags & SA_SIGINFO) {
    prev.sa_sigaction(sig, info, context);
    return;
  }
  if (prev.sa_handler != SIG_DFL && prev.sa_handler != SIG_IGN) {
    prev.sa_handler(sig);
    return;
  }
  signal(sig, SIG_DFL);
}

/// The fault handlers and the alternate stack for one runGrid, restored after it.
class FaultScope {
public:
  explicit FaultScope(sigjmp_buf *jump) : altStack_(64 * 1024) {
    struct sigaction sa = {};
    sa.sa_sigaction = &onFault;
    sa.sa_flags = SA_SIGINFO | SA_ONSTACK;
    sigemptyset(&sa.sa_mask);
    sigaction(SIGSEGV, &sa, &previousSegv);
    sigaction(SIGBUS, &sa, &previousBus);
    stack_t ss = {};
    ss.ss_sp = altStack_.data();
    ss.ss_size = altStack_.size();
    sigaltstack(&ss, &oldStack_);
    faultThread = pid_t(syscall(SYS_gettid));
    faultJump = jump;
  }
  ~FaultScope() {
    faultJump = nullptr;
    sigaltstack(&oldStack_, nullptr);
    sigaction(SIGSEGV, &previousSegv, nullptr);
    sigaction(SIGBUS, &previousBus, nullptr);
  }

private:
  std::vector<char> altStack_;
  stack_t oldStack_ = {};
};

constexpr size_t kPage = 4096;

struct Guarded {
  char *base;
  size_t len;
};

std::mutex &guardedMutex() {
  static std::mutex mu;
  return mu;
}

std::unordered_map<void *, Guarded> &guardedAllocations() {
  static auto *m = new std::unordered_map<void *, Guarded>();
  return *m;
}

} // namespace

Expected<void *> allocateGuarded(size_t bytes) {
  const size_t body = (bytes + 15) / 16 * 16, pages = (body + kPage - 1) / kPage * kPage;
  const size_t len = pages + 2 * kPage;
  void *m = mmap(nullptr, len, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (m == MAP_FAILED)
    return createStringError(inconvertibleErrorCode(),
                             fmt::format("sm_90 emulator: allocation of {} bytes failed", bytes));
  char *base = static_cast<char *>(m);
  mprotect(base + kPage, pages, PROT_READ | PROT_WRITE);
  char *p = base + kPage + pages - body;
  std::lock_guard<std::mutex> lock(guardedMutex());
  guardedAllocations()[p] = Guarded{base, len};
  return p;
}

void releaseGuarded(void *p) {
  if (!p)
    return;
  std::lock_guard<std::mutex> lock(guardedMutex());
  auto it = guardedAllocations().find(p);
  if (it == guardedAllocations().end())
    return;
  munmap(it->second.base, it->second.len);
  guardedAllocations().erase(it);
}

Error runGrid(abi::emu::EmuKernelFn kernel, const LaunchDims &dims, void **params,
              const char *what) {
  auto fail = [&](const std::string &m) {
    return createStringError(inconvertibleErrorCode(),
                             fmt::format("sm_90 emulator: kernel {}: {}", what, m));
  };
  if (dims.threads == 0 || dims.threads > kMaxThreads)
    return fail(fmt::format("{} threads per block (expected 1 to {})", dims.threads, kMaxThreads));
  if (dims.clusterX != 1)
    return fail("thread block clusters are not emulated");
  Stacks stacks(dims.threads);
  if (!stacks.ok())
    return fail("cannot map the fibers' stacks");
  // One grid at a time in the process: the fault handlers are process-wide.
  static std::mutex oneGrid;
  std::lock_guard<std::mutex> lock(oneGrid);
  BlockRun block(kernel, params, dims, stacks);
  sigjmp_buf jump;
  FaultScope faults(&jump);
  if (int sig = sigsetjmp(jump, 1))
    return fail(fmt::format("block ({}, {}, {}): thread {}: {} at address {} (outside every "
                            "allocation, or a fiber's stack overflowed)",
                            block.at(0), block.at(1), block.at(2), block.current(),
                            sig == SIGBUS ? "SIGBUS" : "SIGSEGV", faultAddress));
  for (unsigned z = 0; z < dims.z; ++z)
    for (unsigned y = 0; y < dims.y; ++y)
      for (unsigned x = 0; x < dims.x; ++x)
        if (std::string e = block.run(x, y, z); !e.empty())
          return fail(fmt::format("block ({}, {}, {}): {}", x, y, z, e));
  return Error::success();
}

} // namespace logpjit::emu
