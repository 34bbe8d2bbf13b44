//===- cmd_distributed.cpp - `run`/`bench` over real TP ranks (NCCL) -------===//
//
// Two launch modes, one code path per rank (rankMain):
//   --devices 0,1         one process, one thread per GPU, communicators from
//                         ncclCommInitAll;
//   --dist env            one process per GPU under torchrun-style variables: RANK,
//                         WORLD_SIZE, LOCAL_RANK (the device), the NCCL unique id
//                         through --nccl-id-file / LOGPJIT_NCCL_ID_FILE (rank 0 writes).
// Every rank generates the same inputs (same seed), runs the vocab-parallel forward
// (preflight, tile_stats of its shard, NCCL all-gather, merge), checks its outputs
// against TP=1 on its own GPU bitwise (and, with --devices, against every other rank),
// and with `bench` times forward and forward+backward with CUDA events (median; per
// iteration the slowest rank).
//
//===----------------------------------------------------------------------===//
#include "logpjit/distributed.h"
#include "runtime/devices/cuda/cuda_driver.h"
#include "tools/cli.h"

#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <barrier>
#include <chrono>
#include <cstring>
#include <fmt/format.h>
#include <mutex>
#include <thread>

using namespace llvm;

namespace logpjit::cli {

static cl::opt<std::string>
    Devices("devices",
            cl::desc("GPUs of a real TP group in this process, one thread each (e.g. 0,1); "
                     "needs --target sm_90 and NCCL"),
            cl::sub(RunCmd), cl::sub(BenchCmd), cl::cat(Cat));
static cl::opt<std::string>
    Dist("dist",
         cl::desc("'env': this process is one rank of a TP group launched torchrun-style "
                  "(RANK, WORLD_SIZE, LOCAL_RANK; unique id via --nccl-id-file)"),
         cl::sub(RunCmd), cl::sub(BenchCmd), cl::cat(Cat));
static cl::opt<std::string>
    IdFile("nccl-id-file",
           cl::desc("File through which rank 0 passes the NCCL unique id (default "
                    "$LOGPJIT_NCCL_ID_FILE); use a fresh path per job"),
           cl::sub(RunCmd), cl::sub(BenchCmd), cl::cat(Cat));
static cl::opt<int> DistRepeat("dist-repeat",
                               cl::desc("bench with --devices/--dist: timed iterations"),
                               cl::init(50), cl::sub(BenchCmd), cl::cat(Cat));

bool distributedRequested() { return !Devices.empty() || !Dist.empty(); }

namespace {

using Clock = std::chrono::steady_clock;

struct RankResult {
  std::vector<float> lse, logp, entropy;
  double firstMs = 0, warmMs = 0;
  std::vector<double> fwd, both; ///< per-iteration event times (bench)
  bool tp1Same = false;
  std::string error;
};

/// One rank: runtime on `device`, inputs placed there, forward (+ bench).
Error rankMain(const Contract &base, const HostInputs &in, int rank, int device, Transport &tx,
               bool bench, bool withBackward, int repeat, const std::function<Error()> &sync,
               RankResult &res) {
  auto rt = makeRuntime(/*threads=*/0, device);
  if (!rt)
    return rt.takeError();
  Contract c = base;
  c.tp_rank = rank;
  const Arch arch = c.target.arch;
  auto placed = placeInputs(in, arch, device);
  if (!placed)
    return placed.takeError();
  auto op = (*rt)->getOp(c);
  if (!op)
    return op.takeError();
  VocabParallelOp vp(**op, tx);
  const int64_t T = in.rows;
  auto out = DeviceBuffer::allocate(arch, size_t(3 * T) * 4, device);
  if (!out)
    return out.takeError();
  float *o = static_cast<float *>(out->data());
  ShardInputs shard = shardOf(c, placed->view);
  auto forward = [&]() -> Error {
    return vp.forward(shard, o, o + T, c.want_entropy ? o + 2 * T : nullptr);
  };
  for (double *ms : {&res.firstMs, &res.warmMs}) {
    if (Error e = sync())
      return e;
    auto t0 = Clock::now();
    if (Error e = forward())
      return e;
    if (Error e = vp.wait())
      return e;
    *ms = std::chrono::duration<double, std::milli>(Clock::now() - t0).count();
  }
  res.lse.resize(T);
  res.logp.resize(T);
  res.entropy.resize(c.want_entropy ? T : 0);
  if (Error e = out->download(res.lse.data(), T * 4))
    return e;
  if (Error e = out->download(res.logp.data(), T * 4, T * 4))
    return e;
  if (c.want_entropy)
    if (Error e = out->download(res.entropy.data(), T * 4, 2 * T * 4))
      return e;
  // TP=1 on this GPU, through the single-process path: must be bitwise equal.
  Contract c1 = base;
  c1.tp_size = 1;
  auto tp1 = simulatedForward(**rt, c1, placed->view);
  if (!tp1)
    return tp1.takeError();
  res.tp1Same = sameBits(tp1->lse, res.lse) && sameBits(tp1->logp, res.logp) &&
                sameBits(tp1->entropy, res.entropy);
  if (!bench)
    return Error::success();

  auto d = cuda::driver();
  if (!d)
    return d.takeError();
  const cuda::Driver &D = **d;
  cuda::CUevent e0, e1;
  if (Error e = D.check(D.cuEventCreate(&e0, 0), "cuEventCreate"))
    return e;
  if (Error e = D.check(D.cuEventCreate(&e1, 0), "cuEventCreate"))
    return e;
  auto grad = DeviceBuffer::allocate(arch, size_t(T) * c.shardCols() * dtypeSize(c.dtype), device);
  auto glogp = DeviceBuffer::allocate(arch, size_t(T) * 4, device);
  if (!grad)
    return grad.takeError();
  if (!glogp)
    return glogp.takeError();
  std::vector<float> ones(T, 1.f);
  if (Error e = glogp->upload(ones.data(), T * 4))
    return e;
  GradInputs g;
  g.grad_logp = static_cast<const float *>(glogp->data());
  g.lse = o;
  auto timed = [&](bool back) -> Expected<double> {
    if (Error e = sync())
      return std::move(e);
    if (Error e = D.check(D.cuEventRecord(e0, nullptr), "cuEventRecord"))
      return std::move(e);
    if (Error e = forward())
      return std::move(e);
    if (back)
      if (Error e = vp.backward(shard, g, grad->data(), c.shardCols()))
        return std::move(e);
    if (Error e = D.check(D.cuEventRecord(e1, nullptr), "cuEventRecord"))
      return std::move(e);
    if (Error e = vp.wait())
      return std::move(e);
    float ms = 0;
    if (Error e = D.check(D.cuEventElapsedTime(&ms, e0, e1), "cuEventElapsedTime"))
      return std::move(e);
    return double(ms);
  };
  for (int i = -3; i < repeat; ++i) {
    auto f = timed(false);
    if (!f)
      return f.takeError();
    Expected<double> fb = 0.0;
    if (withBackward && !(fb = timed(true)))
      return fb.takeError();
    if (i >= 0) {
      res.fwd.push_back(*f);
      res.both.push_back(*fb);
    }
  }
  return Error::success();
}

} // namespace

/// The GPU ordinals of `--devices` ("0,1"): one per TP rank, none twice.
static Expected<std::vector<int>> parseDevices(const std::string &devices, int tp) {
  std::vector<int> devs;
  SmallVector<StringRef> parts;
  StringRef(devices).split(parts, ',');
  for (StringRef p : parts) {
    int d;
    if (p.trim().getAsInteger(10, d) || d < 0)
      return createStringError("--devices %s: '%s' is not a GPU ordinal (expected "
                               "a comma-separated list like 0,1)",
                               devices.c_str(), p.str().c_str());
    if (std::find(devs.begin(), devs.end(), d) != devs.end())
      return createStringError("--devices %s: GPU %d listed twice", devices.c_str(), d);
    devs.push_back(d);
  }
  if (int(devs.size()) != tp)
    return createStringError("--devices %s lists %zu GPUs, but --tp is %d: one GPU "
                             "per TP rank",
                             devices.c_str(), devs.size(), tp);
  return devs;
}

/// Prints each rank's result, the cross-rank bitwise checks and (bench) the timings of the
/// slowest rank per iteration. `envRank`: this process's rank with --dist env, else -1 (all
/// ranks in this process). True when every check passed.
static bool reportResults(const std::vector<RankResult> &results, const std::vector<int> &devs,
                          int envRank, bool bench, bool withBackward, int repeat, const Contract &c,
                          const HostInputs &in) {
  const char *cmd = bench ? "bench" : "run";
  const HostInputs *inputs = &in;
  bool ok = true;
  for (size_t i = 0; i < results.size(); ++i) {
    const RankResult &r = results[i];
    int rank = envRank >= 0 ? envRank : int(i);
    if (!r.error.empty()) {
      errs() << fmt::format("logpjit {}: error: rank {} (GPU {}): {}\n", cmd, rank, devs[i],
                            r.error);
      ok = false;
      continue;
    }
    outs() << fmt::format("rank {} (GPU {}): first forward {:.2f} ms (preflight, compile/load), "
                          "warm {:.3f} ms; output checksum {}; TP=1 on this GPU bitwise "
                          "identical: {}\n",
                          rank, devs[i], r.firstMs, r.warmMs,
                          checksum({&r.logp, &r.lse, &r.entropy}), r.tp1Same ? "yes" : "NO");
    ok = ok && r.tp1Same;
    if (i > 0 && results[0].error.empty()) {
      bool same = sameBits(r.lse, results[0].lse) && sameBits(r.logp, results[0].logp) &&
                  sameBits(r.entropy, results[0].entropy);
      outs() << fmt::format("rank {} vs rank 0 bitwise identical: {}\n", rank, same ? "yes" : "NO");
      ok = ok && same;
    }
  }
  if (bench && ok) {
    std::vector<double> fwd, both; // per iteration: the slowest rank
    for (size_t it = 0; it < results[0].fwd.size(); ++it) {
      double f = 0, b = 0;
      for (auto &r : results) {
        f = std::max(f, r.fwd[it]);
        b = std::max(b, r.both[it]);
      }
      fwd.push_back(f);
      both.push_back(b);
    }
    const double bytes = double(inputs->logits.size());
    outs() << fmt::format("bench: tp {} on {} GPU(s) of this process, {} tokens x V={} {}, "
                          "{} iterations, CUDA events, slowest rank per iteration\n",
                          c.tp_size, results.size(), inputs->rows, inputs->vocab,
                          dtypeName(c.dtype).str(), repeat);
    outs() << fmt::format("  forward (tile_stats + all-gather + merge)  median {:.3f} ms  "
                          "({:.0f} GB/s of logits over all ranks)\n",
                          median(fwd), bytes / (median(fwd) * 1e-3) / 1e9);
    if (withBackward)
      outs() << fmt::format("  forward + backward                         median {:.3f} ms\n",
                            median(both));
  }
  return ok;
}

int distributedMain(bool bench, bool withBackward) {
  const char *cmd = bench ? "bench" : "run";
  // Read the options first (lld, used by host compiles, resets LLVM's option values).
  const std::string devices = Devices, dist = Dist;
  const int repeat = DistRepeat;
  const std::string idFile = IdFile; // empty: makeNcclTransport reads LOGPJIT_NCCL_ID_FILE
  Contract c;
  auto inputs = inputsFromOptions(c);
  if (!inputs)
    return fail(cmd, inputs.takeError());
  if (c.target.arch != Arch::SM90)
    return fail(cmd, createStringError("--devices/--dist: target %s has no NCCL transport; use "
                                       "--target sm_90 (the host simulates TP in one process)",
                                       c.target.toString().c_str()));
  if (bench && repeat < 1)
    return fail(cmd, createStringError("--dist-repeat %d: expected >= 1 timed iterations", repeat));
  if (!devices.empty() && !dist.empty())
    return fail(cmd, createStringError("--devices and --dist are exclusive: --devices runs all "
                                       "ranks in this process, --dist env one rank per process"));
  std::vector<RankResult> results;
  std::vector<int> devs;
  int myRank = 0;
  if (!devices.empty()) {
    auto parsed = parseDevices(devices, c.tp_size);
    if (!parsed)
      return fail(cmd, parsed.takeError());
    devs = std::move(*parsed);
    auto group = makeNcclGroup(devs);
    if (!group)
      return fail(cmd, group.takeError());
    results.resize(devs.size());
    std::barrier bar(int(devs.size()));
    std::vector<std::thread> threads;
    for (size_t r = 0; r < devs.size(); ++r)
      threads.emplace_back([&, r] {
        auto sync = [&]() -> Error {
          bar.arrive_and_wait();
          return Error::success();
        };
        if (Error e = rankMain(c, *inputs, int(r), devs[r], *(*group)[r], bench, withBackward,
                               repeat, sync, results[r])) {
          results[r].error = toString(std::move(e));
          bar.arrive_and_drop(); // the others must not wait for this rank
        }
      });
    for (auto &t : threads)
      t.join();
  } else {
    if (dist != "env")
      return fail(cmd, createStringError("--dist %s: expected 'env'", dist.c_str()));
    auto envInt = [&](const char *name, int &out) -> Error {
      const char *v = std::getenv(name);
      if (!v || StringRef(v).getAsInteger(10, out) || out < 0)
        return createStringError(inconvertibleErrorCode(),
                                 fmt::format("--dist env: environment variable {} is {} "
                                             "(expected a non-negative integer, as torchrun sets)",
                                             name, v ? fmt::format("'{}'", v) : "unset"));
      return Error::success();
    };
    int rank, world, local;
    for (auto [n, p] : {std::pair{"RANK", &rank}, {"WORLD_SIZE", &world}, {"LOCAL_RANK", &local}})
      if (Error e = envInt(n, *p))
        return fail(cmd, std::move(e));
    if (world != c.tp_size)
      return fail(
          cmd, createStringError("--dist env: WORLD_SIZE = %d but --tp is %d", world, c.tp_size));
    if (rank >= world)
      return fail(
          cmd, createStringError("--dist env: RANK = %d: expected < WORLD_SIZE = %d", rank, world));
    NcclOptions no;
    no.rank = rank;
    no.size = world;
    no.device = local;
    no.id_file = idFile;
    auto tx = makeNcclTransport(no);
    if (!tx)
      return fail(cmd, tx.takeError());
    myRank = rank;
    devs = {local};
    results.resize(1);
    std::vector<char> all(world);
    auto sync = [&]() -> Error { // a host all-gather of one byte is the cross-process barrier
      char b = 0;
      return (*tx)->allGatherHost(&b, all.data(), 1);
    };
    if (Error e =
            rankMain(c, *inputs, rank, local, **tx, bench, withBackward, repeat, sync, results[0]))
      results[0].error = toString(std::move(e));
  }

  const bool ok = reportResults(results, devs, devices.empty() ? myRank : -1, bench, withBackward,
                                repeat, c, *inputs);
  return ok ? 0 : 2;
}

} // namespace logpjit::cli
