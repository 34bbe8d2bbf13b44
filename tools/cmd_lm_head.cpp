//===- cmd_lm_head.cpp - `logpjit run --lm-head`, `logpjit bench --lm-head` -===//
//
// The LM head (docs/spec.md §16) on the embedded default: Qwen3-8B's H = 4096 (--hidden-size)
// and the contract's vocab, --tokens rows, seeded hidden states ~ N(0, 1)-like and weights
// scaled so that the logits spread like an LLM's, targets in [0, V_real), every 7th row
// inactive. `run` checks the fused forward bitwise against the materialized path (lm_head,
// then the forward on the logits) and TP=N against TP=1; `bench` (cmd_lm_head_bench.cpp)
// times lm_head, the fused forward and the backward beside cuBLAS.
//
//===----------------------------------------------------------------------===//
#include "logpjit/errors.h"
#include "runtime/core/tp_sim.h"
#include "tools/cli.h"

#include "llvm/Support/raw_ostream.h"

#include <cmath>
#include <cstring>
#include <fmt/format.h>
#include <thread>

using namespace llvm;

namespace logpjit::cli {

static cl::opt<bool> LmHead("lm-head",
                            cl::desc("The LM head (docs/spec.md §16): logprobs from seeded "
                                     "hidden states and weights instead of logits; bench on "
                                     "sm_90 times cuBLAS's GEMMs of the same shapes in the same "
                                     "rounds where libcublas loads ($LOGPJIT_CUBLAS: its path)"),
                            cl::sub(RunCmd), cl::sub(BenchCmd), cl::cat(Cat));
static cl::opt<int64_t> HiddenSize("hidden-size",
                                   cl::desc("H of --lm-head (default 4096, Qwen3-8B)"),
                                   cl::init(4096), cl::sub(RunCmd), cl::sub(BenchCmd),
                                   cl::cat(Cat));

static cl::opt<int64_t> SaveRows(
    "save-rows",
    cl::desc("--lm-head --backward: the forward keeps the first N rows' logits for the "
             "backward (LmHeadSavedLogits; default 0: none); bench times that step beside the "
             "plain one, run checks that it changes no bit"),
    cl::init(0), cl::sub(RunCmd), cl::sub(BenchCmd), cl::cat(Cat));

bool lmHeadRequested() { return LmHead; }

Error checkSaveRows(bool withBackward) {
  if (SaveRows != 0 && (!LmHead || !withBackward || SaveRows < 0))
    return invalidArgument("save-rows", fmt::format("--save-rows = {}: expected rows >= 0 whose "
                                                    "logits the forward keeps for the backward, "
                                                    "with --lm-head --backward",
                                                    int64_t(SaveRows)));
  return Error::success();
}

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

Expected<LmHeadProblem> makeProblem(const Contract &c, int64_t rows, uint64_t seed, int device) {
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
  LmHeadProblem p{std::move(*h), std::move(*w), std::move(*t), {}};
  p.full.hidden = p.hidden.data();
  p.full.hidden_stride = H;
  p.full.weight = p.weight.data();
  p.full.weight_stride = H;
  p.full.targets = p.targets.data();
  p.full.rows = rows;
  return std::move(p);
}

/// lm_head over the whole vocab, then the forward on the logits at the contract's TP.
Expected<ForwardResult> materialized(Runtime &rt, const Contract &c, const LmHeadProblem &p,
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
Expected<Grads> backwardAt(Runtime &rt, const Contract &c, const LmHeadProblem &p,
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

/// The TP-1 step through the Op keeping the first `keep` rows' logits (LmHeadSavedLogits):
/// true when its partials and target logits are those of the forward keeping none, and
/// grad_hidden and grad_weight (grad_logp = 1 / rows, the forward's lse) are `want`'s bits.
Expected<bool> savedRowsSame(Runtime &rt, const Contract &c1, const LmHeadProblem &p,
                             const ForwardResult &fwd, const Grads &want, int64_t keep) {
  const int64_t T = p.full.rows, H = c1.hidden_size, V = c1.vocab;
  const Arch a = c1.target.arch;
  auto op = rt.getOp(c1);
  if (!op)
    return op.takeError();
  const LmHeadInputs in = lmShardOf(c1, p.full);
  const size_t partBytes = size_t(T) * c1.localTiles() * c1.partialWidth() * 4,
               targetBytes = size_t((*op)->lmHeadChunks() * T) * 4;
  std::vector<DeviceBuffer> b;
  for (size_t bytes :
       {partBytes, targetBytes, partBytes, targetBytes, size_t(keep * V) * dtypeSize(c1.dtype),
        size_t(T * H) * 4, size_t(T * H) * 2, size_t(V * H) * 4}) {
    auto d = DeviceBuffer::allocate(a, std::max<size_t>(bytes, 16), rt.device());
    if (!d)
      return d.takeError();
    b.push_back(std::move(*d));
  }
  auto f = [&](size_t i) { return static_cast<float *>(b[i].data()); };
  const LmHeadSavedLogits s{b[4].data(), keep, V};
  if (Error e = (*op)->lmHeadTileStats(in, f(0), f(1)))
    return std::move(e);
  if (Error e = (*op)->lmHeadTileStats(in, f(2), f(3), s))
    return std::move(e);
  std::vector<float> gl(size_t(T), 1.0f / float(std::max<int64_t>(T, 1)));
  auto glB = place(a, rt.device(), gl);
  if (!glB)
    return glB.takeError();
  auto lse = place(a, rt.device(), fwd.lse);
  if (!lse)
    return lse.takeError();
  GradInputs g;
  g.grad_logp = static_cast<const float *>(glB->data());
  g.lse = static_cast<const float *>(lse->data());
  GradWeightOut gw;
  gw.data = f(7);
  if (Error e = (*op)->lmHeadBackward(in, g, f(5), gw, s))
    return std::move(e);
  if (Error e = (*op)->lmHeadGradHidden(f(5), T, b[6].data(), H))
    return std::move(e);
  std::vector<uint8_t> x[4];
  for (auto [i, bytes] : {std::pair<size_t, size_t>{0, partBytes},
                          {1, targetBytes},
                          {2, partBytes},
                          {3, targetBytes}}) {
    x[i].resize(bytes);
    if (Error e = b[i].download(x[i].data(), bytes))
      return std::move(e);
  }
  Grads got;
  got.hidden.resize(want.hidden.size());
  got.weight.resize(want.weight.size());
  if (Error e = b[6].download(got.hidden.data(), size_t(T) * H * 2))
    return std::move(e);
  if (Error e = b[7].download(got.weight.data(), got.weight.size() * 4))
    return std::move(e);
  return x[0] == x[2] && x[1] == x[3] && sameBits(got.hidden, want.hidden) &&
         sameBits(got.weight, want.weight);
}

bool same(const ForwardResult &a, const ForwardResult &b) {
  return sameBits(a.logp, b.logp) && sameBits(a.lse, b.lse) && sameBits(a.entropy, b.entropy);
}

} // namespace

int lmHeadMain(bool bench, int repeat, bool withBackward) {
  const char *cmd = bench ? "bench" : "run";
  ContractOpts &o = contractOpts();
  const int64_t rows = o.tokens, H = HiddenSize, saveRows = SaveRows;
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
    return benchLmHead(**rt, c, *p, *logits, repeat, withBackward, saveRows);
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
  bool backOk = true, keptOk = true;
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
    if (const int64_t keep = std::min(saveRows, rows); keep > 0) {
      auto kept = savedRowsSame(**rt, c1, *p, *tp1, *g1, keep);
      if (!kept)
        return fail(cmd, kept.takeError());
      outs() << fmt::format("self-check: {} rows' logits kept for the backward ({} read by it) "
                            "vs recomputed bitwise identical: {}\n",
                            keep, lmHeadSavedRowsRead(keep, rows), *kept ? "yes" : "NO");
      keptOk = *kept;
    }
  }
  const bool fusedOk = same(*fused, *mat), tpOk = same(*fused, *tp1) && backOk;
  outs() << fmt::format("self-check: fused vs materialized logits bitwise identical: {}\n",
                        fusedOk ? "yes" : "NO");
  outs() << fmt::format("self-check: TP=1 vs TP={} bitwise identical: {}\n", c.tp_size,
                        tpOk ? "yes" : "NO");
  return fusedOk && tpOk && keptOk ? 0 : 2;
}

} // namespace logpjit::cli
