//===- cmd_bench.cpp - `logpjit bench`: median timings and bandwidth -------===//
//
// Times the forward (tile_stats of every rank + merge) and, with --backward, the
// backward over the default shape. Reports the median of --repeat runs after a warm-up,
// the logits read rate in GB/s, and that rate as a share of this machine's measured
// read bandwidth (a multi-threaded streaming sum over the same buffer).
//
//===----------------------------------------------------------------------===//
#include "tools/cli.h"

#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <chrono>
#include <fmt/format.h>
#include <immintrin.h>
#include <thread>

using namespace llvm;

namespace logpjit::cli {

static cl::opt<int> Repeat("repeat", cl::desc("Timed runs (median reported)"), cl::init(15),
                           cl::sub(BenchCmd), cl::cat(Cat));
static cl::opt<bool> WithBackward("backward", cl::desc("Also time the backward pass"),
                                  cl::sub(BenchCmd), cl::cat(Cat));

using Clock = std::chrono::steady_clock;

static double median(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  return v[v.size() / 2];
}

/// Read bandwidth (GB/s): `threads` workers each XOR-fold 16-byte loads of their block.
static double readBandwidth(const uint8_t *p, size_t n, int threads) {
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

int benchMain() {
  ContractOpts &o = contractOpts();
  auto c = contractFromOptions();
  if (!c)
    return fail("bench", c.takeError());
  if (Repeat < 1)
    return fail("bench", createStringError("--repeat %d: expected >= 1", int(Repeat)));
  auto rt = makeRuntime(o.threads);
  if (!rt)
    return fail("bench", rt.takeError());
  HostInputs in = makeDefaultInputs(*c, o.tokens, o.seed);
  const double bytes = double(in.logits.size());
  double bw = readBandwidth(in.logits.data(), in.logits.size(), (*rt)->threads());

  auto warm = simulatedForward(**rt, *c, in.view());
  if (!warm)
    return fail("bench", warm.takeError());
  std::vector<double> fwd, ts, mg, bwd;
  std::vector<uint8_t> grad(in.logits.size());
  std::vector<float> glogp(in.rows, 1.0f);
  for (int i = 0; i < Repeat; ++i) {
    auto t0 = Clock::now();
    auto r = simulatedForward(**rt, *c, in.view());
    if (!r)
      return fail("bench", r.takeError());
    fwd.push_back(std::chrono::duration<double, std::milli>(Clock::now() - t0).count());
    ts.push_back(r->tile_stats_ms);
    mg.push_back(r->merge_ms);
    if (WithBackward) {
      GradInputs g;
      g.grad_logp = glogp.data();
      g.lse = r->lse.data();
      auto t1 = Clock::now();
      if (Error e = simulatedBackward(**rt, *c, in.view(), g, grad.data(), in.vocab))
        return fail("bench", std::move(e));
      bwd.push_back(std::chrono::duration<double, std::milli>(Clock::now() - t1).count());
    }
  }
  outs() << fmt::format("logpjit bench: target {}  {} tokens x V={}  {}  tp {}  W {}  scope {}  "
                        "{} threads  {} runs\n",
                        c->target.toString(), in.rows, in.vocab, dtypeName(c->dtype).str(),
                        c->tp_size, c->tile_width, scopeName(c->scope).str(), (*rt)->threads(),
                        int(Repeat));
  outs() << fmt::format("measured read bandwidth: {:.1f} GB/s (streaming read of the {:.0f} MB "
                        "logits)\n",
                        bw, bytes / 1e6);
  auto row = [&](const char *name, double ms, double rd) {
    double gbs = rd / (ms * 1e-3) / 1e9;
    outs() << fmt::format("  {:<28} median {:8.3f} ms  {:7.1f} GB/s  {:5.1f}% of measured\n",
                          name, ms, gbs, 100.0 * gbs / bw);
  };
  row("tile_stats (all ranks)", median(ts), bytes);
  outs() << fmt::format("  {:<28} median {:8.3f} ms\n", "merge", median(mg));
  row("forward (tile_stats+merge)", median(fwd), bytes);
  if (WithBackward)
    row("backward (reads logits, writes grad)", median(bwd), 2 * bytes);
  return 0;
}

} // namespace logpjit::cli
