//===- cmd_lm_head_bench.cpp - `logpjit bench --lm-head` ------------------===//
//
// lm_head, the fused forward and the backward from hidden states (docs/spec.md §16), timed in
// the same rounds as cuBLAS's GEMMs of the same shapes where cuBLAS is present
// (tools/cublas_peer.h, docs/decisions/lm-head-cublas-peer.md): medians in ms, TFLOP/s and
// the ratios.
//
//===----------------------------------------------------------------------===//
#include "tools/cli.h"
#include "tools/cublas_peer.h"
#include "tools/timer.h"

#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <cmath>
#include <fmt/format.h>

using namespace llvm;

namespace logpjit::cli {

namespace {

/// What a timed call is: logpjit's or cuBLAS's, a forward or a training step's work. In
/// each round logpjit's calls run in this order: each forward after a forward, each
/// backward after a backward, as alike as their places can be (a call's time depends on
/// what ran before it).
enum class Call {
  LmHead,
  Fused,
  FusedSaving,
  Backward,
  BackwardSaved,
  Step,      ///< the fused forward, then the backward, as one timed call
  StepSaved, ///< the same keeping rows' logits
  CublasForward,
  CublasStep
};

/// A call `bench --lm-head` times, and its samples (ms).
struct Timed {
  Call call;
  std::string name;
  std::function<Error()> fn;
  std::vector<double> ms;
  /// GEMMs of work where gemms() would not say (a backward that reads kept logits).
  double work = 0;
  bool peer() const { return call == Call::CublasForward || call == Call::CublasStep; }
  /// A whole training step of logpjit's, printed by printTimes' step lines.
  bool step() const { return call == Call::Step || call == Call::StepSaved; }
  /// GEMMs of work: 3 for a training step (whatever it skips), its backward or cuBLAS's
  /// three GEMMs, else 1.
  double gemms() const {
    if (work > 0)
      return work;
    return call == Call::Backward || call == Call::CublasStep || step() ? 3 : 1;
  }
};

/// The median of the call `c` among `calls` (0: not timed).
double medianOf(const std::vector<Timed> &calls, Call c) {
  for (const Timed &t : calls)
    if (t.call == c)
      return median(t.ms);
  return 0;
}

/// Times `calls` in rounds, each call once per round in order, after two warm-up rounds
/// (compile/load, caches): a long run's clock and temperature changes reach every call
/// alike, so their medians compare as if measured side by side.
Error timeRounds(Timer &timer, int repeat, std::vector<Timed> &calls) {
  for (int i = -2; i < repeat; ++i)
    for (Timed &t : calls) {
      auto ms = timer.time(t.fn);
      if (!ms)
        return ms.takeError();
      if (i >= 0)
        t.ms.push_back(*ms);
    }
  return Error::success();
}

/// logpjit's calls and their buffers, allocated once: lm_head, the fused forward through
/// the Op calls a user makes (lm_head tile_stats, then the merge) and, with `withBackward`,
/// the backward from hidden states (grad_logp = 1 / rows on every row: grad_hidden, and
/// grad_weight in fp32).
struct Ours {
  DeviceBuffer parts, outs, grads, gw, saved;
  GradInputs g;
};

Error addOurCalls(Runtime &rt, Op &op, const Contract &c1, const LmHeadInputs &in,
                  DeviceBuffer &logits, bool withBackward, int64_t saveRows, Ours &b,
                  std::vector<Timed> &calls) {
  const int64_t rows = in.rows, H = c1.hidden_size, V = c1.vocab;
  const Arch a = c1.target.arch;
  calls.push_back({Call::LmHead, "lm_head (materialized logits)",
                   [&op, &in, &logits, V] { return op.lmHead(in, logits.data(), V); }});
  const int64_t C = op.lmHeadChunks(), P = c1.partialWidth();
  auto parts = DeviceBuffer::allocate(a, size_t(rows) * c1.localTiles() * P * 4, rt.device());
  if (!parts)
    return parts.takeError();
  auto outsB = DeviceBuffer::allocate(a, size_t(rows) * (C + 3) * 4, rt.device());
  if (!outsB)
    return outsB.takeError();
  b.parts = std::move(*parts);
  b.outs = std::move(*outsB);
  float *pp = static_cast<float *>(b.parts.data()), *o = static_cast<float *>(b.outs.data());
  const bool ent = c1.want_entropy;
  // The fused forward, keeping the logits `s` names (none by default).
  auto forward = [&op, &in, pp, o, rows, C, ent](LmHeadSavedLogits s) {
    return [&op, &in, pp, o, rows, C, ent, s]() -> Error {
      if (Error e = op.lmHeadTileStats(in, pp, o + 3 * rows, s))
        return e;
      return op.merge(pp, o + 3 * rows, in.targets, in.active, rows, o, o + rows,
                      ent ? o + 2 * rows : nullptr, nullptr, C);
    };
  };
  calls.push_back({Call::Fused, fmt::format("fused forward (logp, lse{})", ent ? ", entropy" : ""),
                   forward({})});
  if (!withBackward)
    return Error::success();
  auto grads = DeviceBuffer::allocate(a, size_t(rows) * (H * 6 + 1) * 4, rt.device());
  if (!grads)
    return grads.takeError();
  auto gw = DeviceBuffer::allocate(a, size_t(V) * H * 4, rt.device());
  if (!gw)
    return gw.takeError();
  b.grads = std::move(*grads);
  b.gw = std::move(*gw);
  std::vector<float> ones(size_t(rows), 1.0f / float(rows));
  if (Error e = b.grads.upload(ones.data(), size_t(rows) * 4))
    return e;
  float *gl = static_cast<float *>(b.grads.data()), *ghp = gl + rows;
  void *gh = ghp + size_t(rows) * H;
  b.g.grad_logp = gl;
  b.g.lse = o;
  GradWeightOut w;
  w.data = b.gw.data();
  // The backward (grad_hidden's partial, then grad_hidden), reading the logits `s` names.
  auto backward = [&op, &in, &b, ghp, gh, w, rows, H](LmHeadSavedLogits s) {
    return [&op, &in, &b, ghp, gh, w, rows, H, s]() -> Error {
      if (Error e = op.lmHeadBackward(in, b.g, ghp, w, s))
        return e;
      return op.lmHeadGradHidden(ghp, rows, gh, H);
    };
  };
  calls.push_back({Call::Backward, "backward (grad_hidden, grad_weight)", backward({})});
  // The step as one call: each call's time depends on what ran before it (the clock under
  // the board's power limit), so a sum of medians timed apart is not a step's time.
  auto step = [](std::function<Error()> fwd, std::function<Error()> bwd) {
    return [fwd, bwd]() -> Error {
      if (Error e = fwd())
        return e;
      return bwd();
    };
  };
  calls.push_back({Call::Step, "forward + backward", step(forward({}), backward({}))});
  const int64_t keep = std::min(saveRows, rows);
  if (keep <= 0)
    return Error::success();
  // Without --backward nothing reads them: addOurCalls returns above, and checkSaveRows
  // refuses --save-rows there.
  auto saved = DeviceBuffer::allocate(a, size_t(keep) * V * dtypeSize(c1.dtype), rt.device());
  if (!saved)
    return saved.takeError();
  b.saved = std::move(*saved);
  const LmHeadSavedLogits s{b.saved.data(), keep, V};
  calls.push_back(
      {Call::FusedSaving, fmt::format("forward keeping {} rows' logits", keep), forward(s)});
  // Its GEMMs of work: 3, less the recomputed logits of each block of rows wholly kept.
  const int64_t kept = lmHeadSavedRowsRead(keep, rows);
  calls.push_back({Call::BackwardSaved,
                   fmt::format("backward reading {} of them", kept),
                   backward(s),
                   {},
                   3.0 - double(kept) / double(rows)});
  calls.push_back(
      {Call::StepSaved, "forward + backward, rows' logits kept", step(forward(s), backward(s))});
  return Error::success();
}

/// cuBLAS's side: its buffers (declared before the handle, so that they outlive it), the
/// handle, or why there is none (empty where the target is not CUDA).
struct Peer {
  DeviceBuffer logits, grads, workspace;
  PeerMatrix hidden, weight, G;
  std::unique_ptr<CublasPeer> blas;
  std::string absent;
};

/// cuBLAS's calls, first in each round: the forward GEMM into logits of its own and, with
/// `withBackward` and 16-bit logits, the three GEMMs of a training step with those logits
/// as G (outputs in the logits' dtype, as torch's `h @ w.t()` and its backward give).
Error addPeerCalls(Runtime &rt, const Contract &c, const LmHeadProblem &p, bool withBackward,
                   Peer &b, std::vector<Timed> &calls) {
  const int64_t rows = p.full.rows, H = c.hidden_size, V = c.vocab;
  const Arch a = c.target.arch;
  const size_t hs = dtypeSize(c.hidden_dtype);
  const bool three = withBackward && c.dtype == c.hidden_dtype;
  constexpr size_t kWorkspace = size_t(32) << 20;
  auto pl = DeviceBuffer::allocate(a, size_t(rows) * V * dtypeSize(c.dtype), rt.device());
  if (!pl)
    return pl.takeError();
  auto ws = DeviceBuffer::allocate(a, kWorkspace, rt.device());
  if (!ws)
    return ws.takeError();
  auto pg = DeviceBuffer::allocate(a, three ? (size_t(rows) + V) * H * hs : 16, rt.device());
  if (!pg)
    return pg.takeError();
  b.logits = std::move(*pl);
  b.workspace = std::move(*ws);
  b.grads = std::move(*pg);
  const CublasPeer &blas = *b.blas;
  if (Error e = blas.setWorkspace(b.workspace.data(), kWorkspace))
    return e;
  b.hidden = {p.full.hidden, rows, H, H, c.hidden_dtype};
  b.weight = {p.full.weight, V, H, H, c.hidden_dtype};
  b.G = {b.logits.data(), rows, V, V, c.hidden_dtype};
  const DType out = c.dtype;
  calls.insert(calls.begin(),
               {Call::CublasForward, "cuBLAS hidden x weight^T", [&blas, &b, V, out] {
                  return blas.gemm(b.hidden, false, b.weight, true, b.logits.data(), V, out);
                }});
  if (!three)
    return Error::success();
  char *gh = static_cast<char *>(b.grads.data()), *gw = gh + size_t(rows) * H * hs;
  calls.push_back({Call::CublasStep, "cuBLAS 3 GEMMs (forward, backward)",
                   [&blas, &b, gh, gw, H, V, out]() -> Error {
                     if (Error e =
                             blas.gemm(b.hidden, false, b.weight, true, b.logits.data(), V, out))
                       return e;
                     if (Error e = blas.gemm(b.G, false, b.weight, false, gh, H, out))
                       return e;
                     return blas.gemm(b.G, true, b.hidden, false, gw, H, out);
                   }});
  return Error::success();
}

/// cuBLAS beside logpjit on CUDA targets: loads it and adds its calls, or records why not
/// (no library, no handle, its buffers too large); logpjit's calls are timed either way.
void addPeer(Runtime &rt, const Contract &c, const LmHeadProblem &p, bool withBackward, Peer &b,
             std::vector<Timed> &calls) {
  if (c.target.arch != Arch::SM90)
    return;
  auto blas = CublasPeer::create();
  if (!blas) {
    b.absent = toString(blas.takeError());
    return;
  }
  b.blas = std::move(*blas);
  if (Error e = addPeerCalls(rt, c, p, withBackward, b, calls)) { // it added no call
    const std::string why = toString(std::move(e));
    b = Peer();
    b.absent = why;
  }
}

/// Ours against cuBLAS's logits over rows 0, T / 2 and T - 1 of two [T, V] buffers: the
/// largest |difference|, the largest |logit| and the count of non-finite values.
struct PeerDifference {
  double diff = 0, peak = 0;
  int64_t nonFinite = 0;
  /// The peer computes the same product: every value finite and every difference within
  /// 1% of the largest logit. Its reduction order is not logpjit's, so this is not a
  /// bitwise check; operands read wrongly (a transposition, a stride) differ by the
  /// logits' own size.
  bool same() const { return nonFinite == 0 && diff <= 0.01 * peak; }
};
Expected<PeerDifference> peerDifference(const Contract &c, int64_t rows, const DeviceBuffer &ours,
                                        const DeviceBuffer &theirs) {
  const size_t es = dtypeSize(c.dtype), row = size_t(c.vocab) * es;
  std::vector<uint8_t> a(row), b(row);
  PeerDifference d;
  for (int64_t r : {int64_t(0), rows / 2, rows - 1}) {
    const size_t at = size_t(r) * row;
    if (Error e = ours.download(a.data(), row, at))
      return std::move(e);
    if (Error e = theirs.download(b.data(), row, at))
      return std::move(e);
    for (int64_t v = 0; v < c.vocab; ++v) {
      const double x = loadValue(c.dtype, &a[size_t(v) * es]),
                   y = loadValue(c.dtype, &b[size_t(v) * es]);
      if (!std::isfinite(x) || !std::isfinite(y)) {
        ++d.nonFinite;
        continue;
      }
      d.diff = std::max(d.diff, std::fabs(x - y));
      d.peak = std::max(d.peak, std::fabs(y));
    }
  }
  return d;
}

/// The medians, TFLOP/s and ratios of the timed calls.
void printTimes(const std::vector<Timed> &calls, const Contract &c, int64_t rows) {
  const double flop = 2.0 * double(rows) * double(c.vocab) * double(c.hidden_size);
  const double blas = medianOf(calls, Call::CublasForward);
  for (const Timed &t : calls) {
    if (t.step())
      continue;
    const double ms = median(t.ms);
    const bool ratio = blas > 0 && !t.peer() && t.gemms() == 1;
    outs() << fmt::format("  {:<37} median {:.3f} ms  {:.1f} TFLOP/s{}\n", t.name, ms,
                          t.gemms() * flop / ms / 1e9,
                          ratio ? fmt::format("  {:.3f}x cuBLAS", ms / blas) : "");
  }
  // The training steps, each counted as 3 GEMMs of work whatever it skips.
  const double three = medianOf(calls, Call::CublasStep);
  for (const Timed &t : calls) {
    if (!t.step())
      continue;
    const double ms = median(t.ms);
    outs() << fmt::format("  {}  {:.3f} ms  {:.1f} TFLOP/s{}{}\n", t.name, ms,
                          t.gemms() * flop / ms / 1e9,
                          t.call == Call::Step ? " (3 GEMMs of work)" : "",
                          three > 0 ? fmt::format("  {:.3f}x cuBLAS's 3 GEMMs", ms / three) : "");
  }
}

} // namespace

int benchLmHead(Runtime &rt, const Contract &c, const LmHeadProblem &p, DeviceBuffer &logits,
                int repeat, bool withBackward, int64_t saveRows) {
  const char *cmd = "bench";
  Contract c1 = c;
  c1.tp_size = 1;
  auto op = rt.getOp(c1);
  if (!op)
    return fail(cmd, op.takeError());
  const LmHeadInputs in = lmShardOf(c1, p.full);
  std::vector<Timed> calls;
  Ours ours;
  if (Error e = addOurCalls(rt, **op, c1, in, logits, withBackward, saveRows, ours, calls))
    return fail(cmd, std::move(e));
  std::stable_sort(calls.begin(), calls.end(),
                   [](const Timed &x, const Timed &y) { return x.call < y.call; });
  Peer peer;
  addPeer(rt, c, p, withBackward, peer, calls);
  Timer timer(c.target.arch);
  if (Error e = timeRounds(timer, repeat, calls))
    return fail(cmd, std::move(e));
  if (peer.blas)
    outs() << fmt::format("  peer: {}, timed in the same rounds\n", peer.blas->describe());
  else if (!peer.absent.empty())
    outs() << fmt::format("  peer: none ({}); no ratios\n", peer.absent);
  printTimes(calls, c, p.full.rows);
  if (!peer.blas)
    return 0;
  if (withBackward && c.dtype != c.hidden_dtype)
    outs() << "  cuBLAS's three GEMMs: not timed (fp32 logits: their gradient G would be fp32, "
              "not the 16-bit operand of a training step's GEMMs)\n";
  auto d = peerDifference(c, p.full.rows, logits, peer.logits);
  if (!d)
    return fail(cmd, d.takeError());
  outs() << fmt::format("  cuBLAS's logits against lm_head's (rows 0, T/2, T-1): max |diff| "
                        "{:.3g}, max |logit| {:.3g}, {} non-finite: {}\n",
                        d->diff, d->peak, d->nonFinite,
                        d->same() ? "the same product"
                                  : "NOT the same product (expected all finite, |diff| <= 1% of "
                                    "the largest logit); its times compare nothing");
  return d->same() ? 0 : 2;
}

} // namespace logpjit::cli
