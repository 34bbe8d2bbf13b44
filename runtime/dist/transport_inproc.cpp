//===- transport_inproc.cpp - An all-gather between threads of one process ---===//
//
// Ranks are threads. A collective is two rendezvous: every rank posts its send
// buffers and waits for all; then each rank copies every rank's buffers into its own
// recv buffers (rank order) and waits again, so no sender's buffer is released while
// it is read. A rank that does not arrive within the timeout breaks the group: the
// waiting ranks get an error naming the missing ranks, and every later call fails.
//
//===----------------------------------------------------------------------===//
#include "logpjit/buffer.h"
#include "logpjit/transport.h"

#include <chrono>
#include <condition_variable>
#include <cstring>
#include <fmt/format.h>
#include <mutex>

using namespace llvm;

namespace logpjit {
namespace {

struct Rendezvous {
  int n;
  InProcessOptions opts;
  std::mutex mu;
  std::condition_variable cv;
  uint64_t generation = 0;
  std::vector<bool> arrived;
  int count = 0;
  std::string broken; ///< why the group is unusable ("" = usable)
  std::vector<const std::vector<GatherPart> *> posted;

  explicit Rendezvous(int n, InProcessOptions o)
      : n(n), opts(o), arrived(n, false), posted(n, nullptr) {}

  /// Waits until all n ranks arrived (or the timeout / a broken group).
  Error barrier(int rank, const char *what) {
    std::unique_lock<std::mutex> lock(mu);
    if (!broken.empty())
      return createStringError(inconvertibleErrorCode(), broken);
    arrived[rank] = true;
    if (++count == n) {
      count = 0;
      std::fill(arrived.begin(), arrived.end(), false);
      ++generation;
      cv.notify_all();
      return Error::success();
    }
    const uint64_t gen = generation;
    auto ready = [&] { return generation != gen || !broken.empty(); };
    // A timeout beyond ~31 years (e.g. infinity: "no timeout") waits without a deadline:
    // converting it to clock ticks would overflow into a deadline in the past.
    if (opts.timeout_s >= 1e9) {
      cv.wait(lock, ready);
    } else {
      auto deadline = std::chrono::steady_clock::now() +
                      std::chrono::duration_cast<std::chrono::steady_clock::duration>(
                          std::chrono::duration<double>(opts.timeout_s));
      cv.wait_until(lock, deadline, ready);
    }
    if (generation != gen)
      return Error::success();
    if (broken.empty()) {
      std::string missing;
      for (int r = 0; r < n; ++r)
        if (!arrived[r])
          missing += (missing.empty() ? "" : ", ") + std::to_string(r);
      broken = fmt::format("in-process all-gather ({}): rank(s) {} did not join within {} s; "
                           "the group is aborted",
                           what, missing, opts.timeout_s);
      cv.notify_all();
    }
    return createStringError(inconvertibleErrorCode(), broken);
  }
};

class InProcessTransport final : public Transport {
public:
  InProcessTransport(std::shared_ptr<Rendezvous> rv, int rank) : rv_(std::move(rv)), rank_(rank) {}
  int rank() const override { return rank_; }
  int size() const override { return rv_->n; }
  std::string name() const override { return "in-process"; }

  Error allGather(const std::vector<GatherPart> &parts, void *stream) override {
    (void)stream; // copies are synchronous
    // GPU memory: the sender's kernels must be done before a peer reads its buffers.
    if (Error e = synchronize(rv_->opts.arch))
      return e;
    return gather(parts, rv_->opts.arch, "device buffers");
  }

  Error allGatherHost(const void *send, void *recv, size_t bytes) override {
    std::vector<GatherPart> parts{{send, recv, bytes}};
    return gather(parts, Arch::Host, "host buffers");
  }

  Error wait(void *stream) override {
    (void)stream;
    {
      std::lock_guard<std::mutex> lock(rv_->mu);
      if (!rv_->broken.empty())
        return createStringError(inconvertibleErrorCode(), rv_->broken);
    }
    return synchronize(rv_->opts.arch);
  }

  void abort(const std::string &reason) override {
    std::lock_guard<std::mutex> lock(rv_->mu);
    if (rv_->broken.empty())
      rv_->broken = fmt::format("in-process group aborted by rank {}: {}", rank_, reason);
    rv_->cv.notify_all();
  }

private:
  Error gather(const std::vector<GatherPart> &parts, Arch arch, const char *what) {
    Rendezvous &rv = *rv_;
    {
      std::lock_guard<std::mutex> lock(rv.mu);
      rv.posted[rank_] = &parts;
    }
    if (Error e = rv.barrier(rank_, what))
      return e;
    // Every rank posted: check that the calls match, then copy in rank order.
    Error result = Error::success();
    for (int r = 0; r < rv.n && !result; ++r) {
      const auto &theirs = *rv.posted[r];
      if (theirs.size() != parts.size()) {
        result = createStringError(inconvertibleErrorCode(),
                                   fmt::format("in-process all-gather: rank {} passed {} buffers, "
                                               "rank {} passed {}",
                                               r, theirs.size(), rank_, parts.size()));
        break;
      }
      for (size_t i = 0; i < parts.size(); ++i) {
        if (theirs[i].bytes != parts[i].bytes) {
          result = createStringError(inconvertibleErrorCode(),
                                     fmt::format("in-process all-gather: buffer {} is {} bytes on "
                                                 "rank {} but {} bytes on rank {}",
                                                 i, theirs[i].bytes, r, parts[i].bytes, rank_));
          break;
        }
        if (parts[i].bytes == 0)
          continue;
        char *dst = static_cast<char *>(parts[i].recv) + size_t(r) * parts[i].bytes;
        if (Error e = copyOnDevice(arch, dst, theirs[i].send, parts[i].bytes)) {
          result = std::move(e);
          break;
        }
      }
    }
    // Second rendezvous: nobody returns (and frees its send buffers) while others read.
    Error after = rv.barrier(rank_, what);
    if (result) {
      consumeError(std::move(after));
      return result;
    }
    return after;
  }

  std::shared_ptr<Rendezvous> rv_;
  int rank_;
};

} // namespace

Expected<std::vector<std::unique_ptr<Transport>>> makeInProcessGroup(int n, InProcessOptions opts) {
  if (n < 1)
    return createStringError(inconvertibleErrorCode(),
                             fmt::format("in-process group: size = {}: expected >= 1", n));
  if (!(opts.timeout_s > 0))
    return createStringError(
        inconvertibleErrorCode(),
        fmt::format("in-process group: timeout_s = {}: expected > 0", opts.timeout_s));
  auto rv = std::make_shared<Rendezvous>(n, opts);
  std::vector<std::unique_ptr<Transport>> out;
  for (int r = 0; r < n; ++r)
    out.push_back(std::make_unique<InProcessTransport>(rv, r));
  return out;
}

} // namespace logpjit
