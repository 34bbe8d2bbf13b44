//===- cmd_lm_head.cpp - `logpjit run --lm-head`, `logpjit bench --lm-head` -===//
//
// The LM head (docs/spec.md §16) on the embedded default: Qwen3-8B's H = 4096 (--hidden-size)
// and the contract's vocab, --tokens rows, seeded hidden states ~ N(0, 1)-like and weights
// scaled so that the logits spread like an LLM's, targets in [0, V_real), every 7th row
// inactive. `run` checks the fused forward bitwise against the materialized path (lm_head,
// then the forward on the logits) and TP=N against TP=1; `bench` times lm_head and the fused
// forward (median of --repeat, after a warm-up) in ms and TFLOP/s.
//
//===----------------------------------------------------------------------===//
#include "runtime/core/tp_sim.h"
#include "tools/cli.h"
#include "tools/cublas_peer.h"
#include "tools/timer.h"

#include "llvm/Support/raw_ostream.h"

#include <cmath>
#include <cstring>
#include <fmt/format.h>
#include <map>
#include <thread>

using namespace llvm;

namespace logpjit::cli {

static cl::opt<bool> LmHead("lm-head",
                            cl::desc("The LM head (docs/spec.md §16): logprobs from seeded "
                                     "hidden states and weights instead of logits"),
                            cl::sub(RunCmd), cl::sub(BenchCmd), cl::cat(Cat));
static cl::opt<int64_t> HiddenSize("hidden-size",
                                   cl::desc("H of --lm-head (default 4096, Qwen3-8B)"),
                                   cl::init(4096), cl::sub(RunCmd), cl::sub(BenchCmd),
                                   cl::cat(Cat));

bool lmHeadRequested() { return LmHead; }

namespace {

/// [n, H] values of sd `sigma` (fourUniforms), row r seeded from (seed, r), in bf16 or
/// fp16, filled by all cores (the bytes do not depend on the thread count).
std::vector<uint16_t> seededMatrix(int64_t n, int64_t H, double sigma, uint64_t seed, DType d) {
  std::vector<uint16_t> m(size_t(n * H));
  const unsigned nt = std::max(1u, std::thread::hardware_concurrency());
  std::vector<std::thread> ws;
  for (unsigned w = 0; w < nt; ++w)
    ws.emplace_back([&, w] {
      for (int64_t r = w; r < n; r += nt) {
        uint64_t s = seed * 0x100000001B3ull + uint64_t(r);
        for (int64_t k = 0; k < H; ++k) {
          const float x = float((fourUniforms(splitmix(s)) - 2.0f) * 1.7320508 * sigma);
          storeValue(d, x, reinterpret_cast<uint8_t *>(&m[size_t(r * H + k)]));
        }
      }
    });
  for (auto &t : ws)
    t.join();
  return m;
}

template <class T> Expected<DeviceBuffer> place(Arch a, int device, const std::vector<T> &v) {
  auto b = DeviceBuffer::allocate(a, std::max<size_t>(v.size() * sizeof(T), 16), device);
  if (!b)
    return b.takeError();
  if (Error e = b->upload(v.data(), v.size() * sizeof(T)))
    return std::move(e);
  return std::move(*b);
}

/// The embedded LM-head problem on the contract's target.
struct Problem {
  DeviceBuffer hidden, weight, targets;
  LmHeadFullInputs full;
};

Expected<Problem> makeProblem(const Contract &c, int64_t rows, uint64_t seed, int device) {
  const int64_t H = c.hidden_size;
  std::vector<int64_t> tg(static_cast<size_t>(rows));
  uint64_t s = seed ^ 0x7A26E7;
  for (int64_t t = 0; t < rows; ++t)
    tg[size_t(t)] = t % 7 == 6 ? c.ignore_index : int64_t(splitmix(s) % uint64_t(c.realVocab()));
  // Logits of sd ~2: hidden sd 1, weight sd 2 / sqrt(H).
  auto h = place(c.target.arch, device, seededMatrix(rows, H, 1.0, seed, c.hidden_dtype));
  if (!h)
    return h.takeError();
  auto w = place(c.target.arch, device,
                 seededMatrix(c.vocab, H, 2.0 / std::sqrt(double(H)), seed + 1, c.hidden_dtype));
  if (!w)
    return w.takeError();
  auto t = place(c.target.arch, device, tg);
  if (!t)
    return t.takeError();
  Problem p{std::move(*h), std::move(*w), std::move(*t), {}};
  p.full.hidden = p.hidden.data();
  p.full.hidden_stride = H;
  p.full.weight = p.weight.data();
  p.full.weight_stride = H;
  p.full.targets = p.targets.data();
  p.full.rows = rows;
  return std::move(p);
}

/// lm_head over the whole vocab, then the forward on the logits at the contract's TP.
Expected<ForwardResult> materialized(Runtime &rt, const Contract &c, const Problem &p,
                                     DeviceBuffer &logits) {
  Contract c1 = c;
  c1.tp_size = 1;
  auto op = rt.getOp(c1);
  if (!op)
    return op.takeError();
  if (Error e = (*op)->lmHead(lmShardOf(c1, p.full), logits.data(), c.vocab))
    return std::move(e);
  FullInputs in;
  in.logits = logits.data();
  in.row_stride = c.vocab;
  in.targets = p.full.targets;
  in.rows = p.full.rows;
  return simulatedForward(rt, c, in);
}

/// grad_hidden (bytes) and grad_weight (fp32) of the LM head's backward at the contract's TP
/// (simulatedLmHeadBackward) with grad_logp = 1 / rows and the forward's lse.
struct Grads {
  std::vector<float> hidden, weight; ///< hidden: the bf16/fp16 bytes as floats' storage
};
Expected<Grads> backwardAt(Runtime &rt, const Contract &c, const Problem &p,
                           const ForwardResult &fwd) {
  const int64_t T = p.full.rows, H = c.hidden_size;
  const Arch a = c.target.arch;
  std::vector<float> gl(size_t(T), 1.0f / float(std::max<int64_t>(T, 1)));
  auto glB = place(a, rt.device(), gl);
  auto lse = place(a, rt.device(), fwd.lse);
  auto gh = DeviceBuffer::allocate(a, std::max<size_t>(size_t(T) * H * 2, 16), rt.device());
  auto gw = DeviceBuffer::allocate(a, size_t(c.vocab) * H * 4, rt.device());
  if (!glB)
    return glB.takeError();
  if (!lse)
    return lse.takeError();
  if (!gh)
    return gh.takeError();
  if (!gw)
    return gw.takeError();
  GradInputs g;
  g.grad_logp = static_cast<const float *>(glB->data());
  g.lse = static_cast<const float *>(lse->data());
  if (Error e =
          simulatedLmHeadBackward(rt, c, p.full, g, gh->data(), static_cast<float *>(gw->data())))
    return std::move(e);
  Grads out;
  out.hidden.resize(size_t(T * H + 1) / 2);
  out.weight.resize(size_t(c.vocab * H));
  if (Error e = gh->download(out.hidden.data(), size_t(T) * H * 2))
    return std::move(e);
  if (Error e = gw->download(out.weight.data(), out.weight.size() * 4))
    return std::move(e);
  return std::move(out);
}

bool same(const ForwardResult &a, const ForwardResult &b) {
  return sameBits(a.logp, b.logp) && sameBits(a.lse, b.lse) && sameBits(a.entropy, b.entropy);
}

/// A call `bench --lm-head` times, and its samples (ms).
struct Timed {
  std::string name;
  std::function<Error()> fn;
  std::vector<double> ms;
};

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

/// cuBLAS beside the LM head on CUDA targets (tools/cublas_peer.h): its handle, or why
/// there is none (empty where the target is not CUDA).
struct Peer {
  std::unique_ptr<CublasPeer> blas;
  std::string absent;
};
Peer loadPeer(const Contract &c) {
  Peer p;
  if (c.target.arch != Arch::SM90)
    return p;
  auto b = CublasPeer::create();
  if (b)
    p.blas = std::move(*b);
  else
    p.absent = toString(b.takeError());
  return p;
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

/// The calls a training step's bench times on logpjit's side: lm_head, the fused forward
/// through the Op calls a user makes (lm_head tile_stats, then the merge) and, with
/// `withBackward`, the backward from hidden states (grad_logp = 1 / rows on every row:
/// grad_hidden, and grad_weight in fp32), on buffers allocated once.
struct OursCalls {
  DeviceBuffer parts, outs, grads, gw;
  GradInputs g;
  std::string fused;
};

Error addOurCalls(Runtime &rt, Op &op, const Contract &c1, const LmHeadInputs &in,
                  DeviceBuffer &logits, bool withBackward, OursCalls &b,
                  std::vector<Timed> &calls) {
  const int64_t rows = in.rows, H = c1.hidden_size, V = c1.vocab;
  const Arch a = c1.target.arch;
  calls.push_back({"lm_head (materialized logits)",
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
  b.fused = fmt::format("fused forward (logp, lse{})", ent ? ", entropy" : "");
  calls.push_back({b.fused, [&op, &in, pp, o, rows, C, ent]() -> Error {
                     if (Error e = op.lmHeadTileStats(in, pp, o + 3 * rows))
                       return e;
                     return op.merge(pp, o + 3 * rows, in.targets, in.active, rows, o, o + rows,
                                     ent ? o + 2 * rows : nullptr, nullptr, C);
                   }});
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
  float *gwp = static_cast<float *>(b.gw.data());
  calls.push_back(
      {"backward (grad_hidden, grad_weight)", [&op, &in, &b, ghp, gh, gwp, rows, H]() -> Error {
         if (Error e = op.lmHeadBackward(in, b.g, ghp, gwp))
           return e;
         return op.lmHeadGradHidden(ghp, rows, gh, H);
       }});
  return Error::success();
}

/// cuBLAS's calls beside ours (tools/cublas_peer.h), first in each round: the forward GEMM
/// into logits of its own and, with `withBackward` and 16-bit logits, the three GEMMs of a
/// training step with those logits as G (16-bit outputs, as torch's `h @ w.t()` and its
/// backward give).
struct PeerCalls {
  DeviceBuffer logits, grads, workspace;
  PeerMatrix hidden, weight, G;
};

Error addPeerCalls(Runtime &rt, const CublasPeer &blas, const Contract &c, const Problem &p,
                   bool withBackward, PeerCalls &b, std::vector<Timed> &calls) {
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
  if (Error e = blas.setWorkspace(b.workspace.data(), kWorkspace))
    return e;
  b.hidden = {p.full.hidden, rows, H, H, c.hidden_dtype};
  b.weight = {p.full.weight, V, H, H, c.hidden_dtype};
  b.G = {b.logits.data(), rows, V, V, c.hidden_dtype};
  const DType out = c.dtype;
  calls.insert(calls.begin(), {"cuBLAS hidden x weight^T", [&blas, &b, V, out] {
                                 return blas.gemm(b.hidden, false, b.weight, true, b.logits.data(),
                                                  V, out);
                               }});
  if (!three)
    return Error::success();
  char *gh = static_cast<char *>(b.grads.data()), *gw = gh + size_t(rows) * H * hs;
  calls.push_back({"cuBLAS 3 GEMMs (forward, backward)", [&blas, &b, gh, gw, H, V, out]() -> Error {
                     if (Error e =
                             blas.gemm(b.hidden, false, b.weight, true, b.logits.data(), V, out))
                       return e;
                     if (Error e = blas.gemm(b.G, false, b.weight, false, gh, H, out))
                       return e;
                     return blas.gemm(b.G, true, b.hidden, false, gw, H, out);
                   }});
  return Error::success();
}

/// `bench --lm-head`: lm_head, the fused forward and (withBackward) the backward from hidden
/// states, beside cuBLAS's GEMMs of the same shapes where cuBLAS is present, all timed in
/// the same rounds; medians in ms, TFLOP/s and the ratios to cuBLAS.
int benchLmHead(Runtime &rt, const Contract &c, const Problem &p, DeviceBuffer &logits, int repeat,
                bool withBackward) {
  const char *cmd = "bench";
  Contract c1 = c;
  c1.tp_size = 1;
  auto op = rt.getOp(c1);
  if (!op)
    return fail(cmd, op.takeError());
  const LmHeadInputs in = lmShardOf(c1, p.full);
  std::vector<Timed> calls;
  OursCalls ours;
  if (Error e = addOurCalls(rt, **op, c1, in, logits, withBackward, ours, calls))
    return fail(cmd, std::move(e));
  PeerCalls theirs; // declared first: its workspace outlives the cuBLAS handle
  Peer peer = loadPeer(c);
  if (peer.blas)
    if (Error e = addPeerCalls(rt, *peer.blas, c, p, withBackward, theirs, calls)) {
      // The peer's own buffers did not fit: logpjit's calls are timed without it.
      peer.absent = toString(std::move(e));
      peer.blas.reset();
      theirs = PeerCalls();
    }
  Timer timer(c.target.arch);
  if (Error e = timeRounds(timer, repeat, calls))
    return fail(cmd, std::move(e));
  if (peer.blas)
    outs() << fmt::format("  peer: {}, timed in the same rounds\n", peer.blas->describe());
  else if (!peer.absent.empty())
    outs() << fmt::format("  peer: none ({}); no ratios\n", peer.absent);
  const double flop = 2.0 * double(p.full.rows) * double(c.vocab) * double(c.hidden_size);
  const double blas = peer.blas ? median(calls.front().ms) : 0;
  std::map<std::string, double> med;
  for (const Timed &t : calls) {
    const double ms = median(t.ms);
    const bool three = t.name.rfind("backward") != std::string::npos;
    med[t.name] = ms;
    outs() << fmt::format("  {:<37} median {:.3f} ms  {:.1f} TFLOP/s{}\n", t.name, ms,
                          (three ? 3 : 1) * flop / ms / 1e9,
                          blas > 0 && !three && &t != &calls.front()
                              ? fmt::format("  {:.3f}x cuBLAS", ms / blas)
                              : "");
  }
  if (withBackward) {
    const double step = med[ours.fused] + med["backward (grad_hidden, grad_weight)"];
    const auto three = med.find("cuBLAS 3 GEMMs (forward, backward)");
    outs() << fmt::format(
        "  forward + backward  {:.3f} ms  {:.1f} TFLOP/s (3 GEMMs of work){}\n", step,
        3 * flop / step / 1e9,
        three != med.end() ? fmt::format("  {:.3f}x cuBLAS's 3 GEMMs", step / three->second) : "");
  }
  if (peer.blas && withBackward && c.dtype != c.hidden_dtype)
    outs() << "  cuBLAS's three GEMMs: not timed (fp32 logits: their gradient G would be fp32, "
              "not the 16-bit operand of a training step's GEMMs)\n";
  if (!peer.blas)
    return 0;
  auto d = peerDifference(c, p.full.rows, logits, theirs.logits);
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

} // namespace

int lmHeadMain(bool bench, int repeat, bool withBackward) {
  const char *cmd = bench ? "bench" : "run";
  ContractOpts &o = contractOpts();
  const int64_t rows = o.tokens, H = HiddenSize;
  const uint64_t seed = o.seed;
  if (!o.logits.empty())
    return fail(cmd, createStringError("--lm-head takes no --logits: it computes them from seeded "
                                       "hidden states and weights"));
  if (rows < 1)
    return fail(cmd, createStringError("--tokens %lld: expected >= 1", (long long)rows));
  if (H <= 0 || H % 16 != 0)
    return fail(cmd, createStringError("--hidden-size %lld: expected a positive multiple of 16",
                                       (long long)H));
  auto cc = contractFromOptions();
  if (!cc)
    return fail(cmd, cc.takeError());
  Contract c = *cc;
  c.hidden_size = H;
  c.hidden_dtype = c.dtype == DType::F32 ? DType::BF16 : c.dtype;
  if (Error e = c.validate())
    return fail(cmd, std::move(e));
  // hidden [T, H] and weight [V, H] (built on the host, then placed), logits [T, V]
  const double es = dtypeSize(c.hidden_dtype);
  if (Error e = checkFitsMemory(
          double(rows) * H * es + double(c.vocab) * H * es +
              double(rows) * double(c.vocab) * dtypeSize(c.dtype),
          fmt::format("--tokens {}, --vocab {}, --hidden-size {}: hidden states, weights and "
                      "logits",
                      rows, c.vocab, H)))
    return fail(cmd, std::move(e));
  auto rt = makeRuntime(o.threads);
  if (!rt)
    return fail(cmd, rt.takeError());
  auto p = makeProblem(c, rows, seed, (*rt)->device());
  if (!p)
    return fail(cmd, p.takeError());
  outs() << fmt::format("logpjit {} --lm-head: hidden [{}, {}] x weight [{}, {}] {} (seed {}), "
                        "logits {}, V_real {}, target {}, tp {}, scope {}\n",
                        cmd, rows, H, c.vocab, H, dtypeName(c.hidden_dtype).str(), seed,
                        dtypeName(c.dtype).str(), c.realVocab(), c.target.toString(), c.tp_size,
                        scopeName(c.scope).str());
  auto logits = DeviceBuffer::allocate(
      c.target.arch, std::max<size_t>(size_t(rows * c.vocab) * dtypeSize(c.dtype), 16),
      (*rt)->device());
  if (!logits)
    return fail(cmd, logits.takeError());
  if (bench)
    return benchLmHead(**rt, c, *p, *logits, repeat, withBackward);
  auto fused = simulatedLmHeadForward(**rt, c, p->full);
  if (!fused)
    return fail(cmd, fused.takeError());
  Contract c1 = c;
  c1.tp_size = 1;
  auto tp1 = simulatedLmHeadForward(**rt, c1, p->full);
  if (!tp1)
    return fail(cmd, tp1.takeError());
  auto mat = materialized(**rt, c, *p, *logits);
  if (!mat)
    return fail(cmd, mat.takeError());
  double sum = 0;
  int64_t active = 0;
  for (int64_t t = 0; t < rows; ++t)
    if (t % 7 != 6)
      sum += fused->logp[size_t(t)], ++active;
  std::vector<const std::vector<float> *> outsV{&fused->logp, &fused->lse};
  if (c.want_entropy)
    outsV.push_back(&fused->entropy);
  outs() << fmt::format("rows {}  active {}  mean logp (active rows) {:.6f}\n", rows, active,
                        active ? sum / double(active) : 0.0);
  outs() << fmt::format("output checksum (BLAKE3 of logp, lse{} bytes): {}\n",
                        c.want_entropy ? ", entropy" : "", checksum(outsV));
  bool backOk = true;
  if (withBackward) {
    auto g = backwardAt(**rt, c, *p, *fused);
    if (!g)
      return fail(cmd, g.takeError());
    auto g1 = backwardAt(**rt, c1, *p, *tp1);
    if (!g1)
      return fail(cmd, g1.takeError());
    backOk = sameBits(g->hidden, g1->hidden) && sameBits(g->weight, g1->weight);
    outs() << fmt::format("backward checksum (BLAKE3 of grad_hidden, grad_weight bytes; "
                          "grad_logp = 1 / rows): {}\n",
                          checksum({&g->hidden, &g->weight}));
    outs() << fmt::format("self-check: backward TP=1 vs TP={} bitwise identical: {}\n", c.tp_size,
                          backOk ? "yes" : "NO");
  }
  const bool fusedOk = same(*fused, *mat), tpOk = same(*fused, *tp1) && backOk;
  outs() << fmt::format("self-check: fused vs materialized logits bitwise identical: {}\n",
                        fusedOk ? "yes" : "NO");
  outs() << fmt::format("self-check: TP=1 vs TP={} bitwise identical: {}\n", c.tp_size,
                        tpOk ? "yes" : "NO");
  return fusedOk && tpOk ? 0 : 2;
}

} // namespace logpjit::cli
