//===- cmd_bench.cpp - `logpjit bench`: median timings and bandwidth -------===//
//
// Times the forward (tile_stats of every rank + merge), the backward and both, over the
// default shape, on the contract's target, through the same Op calls a user makes
// (argument and target checks included). Reports the median of --repeat runs after a
// warm-up, the logits read rate in GB/s, and that rate as a share of the bandwidth
// measured first on the same buffer: host — a multi-threaded streaming read; sm_90 — a
// device-to-device copy, counting bytes read plus written. GPU phases are timed with CUDA
// events on the default stream.
//
//===----------------------------------------------------------------------===//
#include "runtime/devices/cuda/cuda_driver.h"
#include "runtime/devices/device.h"
#include "tools/cli.h"
#include "tools/timer.h"

#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <chrono>
#include <fmt/format.h>
#include <immintrin.h>
#include <thread>

using namespace llvm;

namespace logpjit::cli {

static cl::opt<int> Repeat("repeat", cl::desc("Timed runs, median reported (default 15)"),
                           cl::init(15), cl::sub(BenchCmd), cl::cat(Cat));
static cl::opt<bool> WithBackward("backward",
                                  cl::desc("Also time the backward pass (bench --lm-head: and "
                                           "the training step, forward then backward, as one "
                                           "call; run --lm-head: also check the backward's "
                                           "bits at TP=N against TP=1)"),
                                  cl::sub(BenchCmd), cl::sub(RunCmd), cl::cat(Cat));
bool backwardRequested() { return WithBackward; }

using Clock = std::chrono::steady_clock;

/// Read bandwidth (GB/s): `threads` workers each XOR-fold 16-byte loads of their block.
static double hostReadBandwidth(const uint8_t *p, size_t n, int threads) {
  std::vector<double> times;
  for (int rep = 0; rep < 5; ++rep) {
    auto t0 = Clock::now();
    std::vector<std::thread> ws;
    std::vector<uint64_t> sink(threads);
    for (int w = 0; w < threads; ++w)
      ws.emplace_back([&, w] {
        size_t b = n / threads * w / 64 * 64, e = n / threads * (w + 1) / 64 * 64;
        __m128i a0 = _mm_setzero_si128(), a1 = a0, a2 = a0, a3 = a0;
        for (size_t i = b; i < e; i += 64) {
          auto *q = reinterpret_cast<const __m128i *>(p + i);
          a0 = _mm_xor_si128(a0, _mm_loadu_si128(q));
          a1 = _mm_xor_si128(a1, _mm_loadu_si128(q + 1));
          a2 = _mm_xor_si128(a2, _mm_loadu_si128(q + 2));
          a3 = _mm_xor_si128(a3, _mm_loadu_si128(q + 3));
        }
        a0 = _mm_xor_si128(_mm_xor_si128(a0, a1), _mm_xor_si128(a2, a3));
        sink[w] = uint64_t(_mm_cvtsi128_si64(a0));
      });
    for (auto &t : ws)
      t.join();
    times.push_back(std::chrono::duration<double>(Clock::now() - t0).count());
    asm volatile("" : : "r"(sink.data()) : "memory");
  }
  return double(n) / median(times) / 1e9;
}

/// The bandwidth ceiling on the inputs' buffer (GB/s) and how it was measured: a
/// multi-threaded streaming read on the host, a device-to-device copy (read + write) on a GPU.
static Expected<std::pair<double, std::string>> measureBandwidth(const HostInputs &in,
                                                                 const PlacedInputs &placed,
                                                                 Arch arch, int dev, int threads,
                                                                 Timer &timer) {
  const double bytes = double(in.logits.size());
  if (arch == Arch::Host)
    return std::make_pair(hostReadBandwidth(in.logits.data(), in.logits.size(), threads),
                          std::string("streaming read"));
  auto scratch = DeviceBuffer::allocate(arch, in.logits.size(), dev);
  if (!scratch)
    return scratch.takeError();
  auto D = *cuda::driver();
  std::vector<double> ts;
  for (int i = 0; i < 20; ++i) {
    auto ms = timer.time([&] {
      return D->check(D->cuMemcpyDtoD(reinterpret_cast<cuda::CUdeviceptr>(scratch->data()),
                                      reinterpret_cast<cuda::CUdeviceptr>(placed.logits.data()),
                                      in.logits.size()),
                      "cuMemcpyDtoD");
    });
    if (!ms)
      return ms.takeError();
    ts.push_back(*ms);
  }
  return std::make_pair(2 * bytes / (median(ts) * 1e-3) / 1e9,
                        std::string("device-to-device copy, read + write"));
}

/// The timed runs of each phase (ms; host time per call in us).
struct Samples {
  std::vector<double> &ts, &mg, &fwd, &bwd, &both, &hostTs, &hostMg;
};

/// The table: median per phase, GB/s over the bytes a kernel must move, % of the ceiling.
static void printReport(Samples &s, double bw, const std::string &bwWhat, double bytes,
                        int64_t active, int64_t T, bool withBackward, bool gpu) {
  outs() << fmt::format("measured bandwidth: {:.1f} GB/s ({} of the {:.0f} MB logits)\n", bw,
                        bwWhat, bytes / 1e6);
  auto row = [&](const char *name, double ms, double moved) {
    double gbs = moved / (ms * 1e-3) / 1e9;
    outs() << fmt::format("  {:<38} median {:8.3f} ms  {:7.1f} GB/s  {:5.1f}% of measured\n", name,
                          ms, gbs, 100.0 * gbs / bw);
  };
  // The bytes a kernel must move: inactive rows are not computed, so their logits are
  // never read (the backward still writes their zero gradient rows).
  const double readBytes = T ? bytes * double(active) / double(T) : 0.0;
  outs() << fmt::format("GB/s count the logits of the {} active rows of {} (inactive rows are "
                        "not read)\n",
                        active, T);
  row("tile_stats (all ranks)", median(s.ts), readBytes);
  outs() << fmt::format("  {:<38} median {:8.3f} ms\n", "merge", median(s.mg));
  row("forward (tile_stats + merge)", median(s.fwd), readBytes);
  if (withBackward) {
    row("backward (reads logits, writes grad)", median(s.bwd), readBytes + bytes);
    row("forward + backward", median(s.both), 2 * readBytes + bytes);
  }
  if (gpu)
    outs() << fmt::format("  host time per Op call (checks + launch, not waiting): tile_stats "
                          "{:.1f} us, merge {:.1f} us (median)\n",
                          median(s.hostTs), median(s.hostMg));
}

int benchMain() {
  // Read the options first: the first host compile links through lld in process, which
  // resets LLVM's option values (compiler/compiler.h).
  const int repeat = Repeat;
  const bool withBackward = WithBackward;
  if (repeat < 1)
    return fail("bench", createStringError("--repeat %d: expected >= 1", int(repeat)));
  if (Error e = checkSaveRows(withBackward))
    return fail("bench", std::move(e));
  if (lmHeadRequested())
    return lmHeadMain(/*bench=*/true, repeat, withBackward);
  if (distributedRequested())
    return distributedMain(/*bench=*/true, withBackward);
  ContractOpts &o = contractOpts();
  Contract contract;
  auto inputs = inputsFromOptions(contract);
  if (!inputs)
    return fail("bench", inputs.takeError());
  HostInputs in = std::move(*inputs);
  Contract *c = &contract;
  auto rt = makeRuntime(o.threads);
  if (!rt)
    return fail("bench", rt.takeError());
  const Arch arch = c->target.arch;
  if (arch == Arch::SM90 && sm90Emulated())
    return fail("bench", createStringError(inconvertibleErrorCode(),
                                           "target sm_90 runs under the sm_90 emulator "
                                           "(LOGPJIT_SM90_EMULATOR=1), whose times say nothing "
                                           "of a GPU's; unset it to time an NVIDIA GPU"));
  const int dev = (*rt)->device();
  auto placed = placeInputs(in, arch, dev);
  if (!placed)
    return fail("bench", placed.takeError());
  const int64_t T = in.rows, KL = c->localTiles(), P = c->partialWidth(), tp = c->tp_size;
  const double bytes = double(in.logits.size());
  Timer timer(arch);

  // Bandwidth ceiling, measured on this buffer.
  auto ceiling = measureBandwidth(in, *placed, arch, dev, (*rt)->threads(), timer);
  if (!ceiling)
    return fail("bench", ceiling.takeError());
  const auto [bw, bwWhat] = *ceiling;

  // Ops and buffers, allocated once.
  std::vector<std::unique_ptr<Op>> ops;
  for (int r = 0; r < tp; ++r) {
    Contract cr = *c;
    cr.tp_rank = r;
    auto op = (*rt)->getOp(cr);
    if (!op)
      return fail("bench", op.takeError());
    ops.push_back(std::move(*op));
  }
  auto partials = DeviceBuffer::allocate(arch, size_t(tp * T * KL * P) * 4, dev);
  auto tl = DeviceBuffer::allocate(arch, size_t(tp * T) * 4, dev);
  auto outBuf = DeviceBuffer::allocate(arch, size_t(3 * T) * 4, dev);
  auto grad = DeviceBuffer::allocate(arch, in.logits.size(), dev);
  auto glogp = DeviceBuffer::allocate(arch, size_t(T) * 4, dev);
  for (auto *b : {&partials, &tl, &outBuf, &grad, &glogp})
    if (!*b)
      return fail("bench", b->takeError());
  std::vector<float> ones(T, 1.0f);
  if (Error e = glogp->upload(ones.data(), T * 4))
    return fail("bench", std::move(e));
  float *pp = static_cast<float *>(partials->data()), *tlp = static_cast<float *>(tl->data());
  float *op = static_cast<float *>(outBuf->data());
  auto tileStats = [&]() -> Error {
    for (int r = 0; r < tp; ++r) {
      if (Error e = ops[r]->tileStats(shardOf(ops[r]->contract(), placed->view),
                                      pp + size_t(r) * T * KL * P, tlp + size_t(r) * T))
        return e;
    }
    return Error::success();
  };
  auto merge = [&]() -> Error {
    return ops[0]->merge(pp, tlp, placed->view.targets, nullptr, T, op, op + T,
                         c->want_entropy ? op + 2 * T : nullptr);
  };
  auto backward = [&]() -> Error {
    for (int r = 0; r < tp; ++r) {
      int64_t start = ops[r]->contract().shardStart();
      ShardInputs s = shardOf(ops[r]->contract(), placed->view);
      GradInputs g;
      g.grad_logp = static_cast<const float *>(glogp->data());
      g.lse = op;
      if (Error e = ops[r]->backward(
              s, g, static_cast<char *>(grad->data()) + start * dtypeSize(c->dtype), in.vocab))
        return e;
    }
    return Error::success();
  };
  std::vector<double> ts, mg, fwd, bwd, both, hostTs, hostMg;
  for (int i = -2; i < repeat; ++i) { // two warm-up runs (compile/load, caches)
    auto a = timer.time(tileStats);
    const double hostA = timer.lastHostUs;
    auto b = a ? timer.time(merge) : Expected<double>(0.0);
    const double hostB = timer.lastHostUs;
    auto f = b ? timer.time([&]() -> Error {
      if (Error e = tileStats())
        return e;
      return merge();
    })
               : Expected<double>(0.0);
    for (auto *x : {&a, &b, &f})
      if (!*x)
        return fail("bench", x->takeError());
    Expected<double> w = 0.0, fb = 0.0;
    if (withBackward) {
      w = timer.time(backward);
      if (!w)
        return fail("bench", w.takeError());
      fb = timer.time([&]() -> Error {
        if (Error e = tileStats())
          return e;
        if (Error e = merge())
          return e;
        return backward();
      });
      if (!fb)
        return fail("bench", fb.takeError());
    }
    if (i == -2) // JitMode::Tiered: time the full kernels, not the quick tiers
      if (Error e = (*rt)->waitForFullKernels())
        return fail("bench", std::move(e));
    if (i < 0)
      continue;
    ts.push_back(*a);
    mg.push_back(*b);
    hostTs.push_back(hostA / double(tp));
    hostMg.push_back(hostB);
    fwd.push_back(*f);
    bwd.push_back(*w);
    both.push_back(*fb);
  }
  outs() << fmt::format("logpjit bench: target {}  {} tokens x V={}  {}  tp {}  W {}  scope {}  "
                        "{}{} runs\n",
                        c->target.toString(), T, in.vocab, dtypeName(c->dtype).str(), tp,
                        c->tile_width, scopeName(c->scope).str(),
                        arch == Arch::Host ? fmt::format("{} threads  ", (*rt)->threads()) : "",
                        int(repeat));
  Samples smp{ts, mg, fwd, bwd, both, hostTs, hostMg};
  printReport(smp, bw, bwWhat, bytes, in.activeRows(c->ignore_index), T, withBackward,
              arch != Arch::Host);
  return 0;
}

} // namespace logpjit::cli
