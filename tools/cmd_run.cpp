//===- cmd_run.cpp - `logpjit run`: the main job ---------------------------===//
#include "runtime/core/tp_sim.h"
#include "runtime/devices/device.h"
#include "runtime/io/safetensors.h"
#include "tools/cli.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/BLAKE3.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

#include <cmath>
#include <cstring>
#include <fmt/format.h>

using namespace llvm;

namespace logpjit::cli {

static cl::opt<std::string> OutPath("out",
                                    cl::desc("Write logp, lse (and entropy) to this safetensors "
                                             "file"),
                                    cl::sub(RunCmd), cl::cat(Cat));

static cl::opt<int> TopK("top-k",
                         cl::desc("Also each row's k largest logprobs with their ids and the "
                                  "target's rank (1 <= k <= 64; docs/spec.md §15): their checksum, "
                                  "the TP=1 vs TP=N bitwise check, and with --out topk_ids, "
                                  "topk_logprobs and rank"),
                         cl::init(0), cl::sub(RunCmd), cl::cat(Cat));

template <class T>
static StTensor vecTensor(const std::vector<T> &v, std::vector<int64_t> shape = {}) {
  StTensor t;
  t.dtype = sizeof(T) == 8 ? StDType::I64 : StDType::F32;
  t.shape = shape.empty() ? std::vector<int64_t>{int64_t(v.size())} : shape;
  t.data.resize(v.size() * sizeof(T));
  std::memcpy(t.data.data(), v.data(), t.data.size());
  return t;
}

/// BLAKE3 of the top-k outputs' bytes (ids, logprobs, rank), 16 hex digits.
static std::string topKChecksum(const TopKResult &r) {
  BLAKE3 h;
  auto add = [&](const void *p, size_t n) {
    h.update(ArrayRef<uint8_t>(static_cast<const uint8_t *>(p), n));
  };
  add(r.ids.data(), r.ids.size() * 8);
  add(r.logprobs.data(), r.logprobs.size() * 4);
  add(r.rank.data(), r.rank.size() * 8);
  return toHex(h.final(), true).substr(0, 16);
}

static bool sameTopK(const TopKResult &a, const TopKResult &b, bool logprobs) {
  return a.ids == b.ids && a.rank == b.rank && (!logprobs || sameBits(a.logprobs, b.logprobs));
}

/// `run --top-k`: the top-k of the contract at TP=N and TP=1 (and on the host for a GPU
/// target), printed; returns whether every bitwise check holds, or the error.
static Expected<bool> runTopK(Runtime &rt, const Contract &ck, const FullInputs &view,
                              const FullInputs &hostView, TopKResult &out) {
  auto r = simulatedTopK(rt, ck, view);
  if (!r)
    return r.takeError();
  Contract c1 = ck;
  c1.tp_size = 1;
  auto r1 = simulatedTopK(rt, c1, view);
  if (!r1)
    return r1.takeError();
  const int k = ck.top_k;
  outs() << fmt::format("top-k: k {}  checksum (BLAKE3 of ids, logprobs, rank bytes): {}\n", k,
                        topKChecksum(*r));
  for (int64_t t = 0; t < int64_t(r->rank.size()); ++t)
    if (r->rank[t] > 0) { // the first active row, as an example
      outs() << fmt::format("top-k: row {}: target rank {}; best id {} (logprob {:.6f})\n", t,
                            r->rank[t], r->ids[size_t(t * k)], r->logprobs[size_t(t * k)]);
      break;
    }
  bool ok = sameTopK(*r, *r1, true);
  outs() << fmt::format("self-check: top-k TP=1 vs TP={} bitwise identical (ids, logprobs, rank): "
                        "{}\n",
                        ck.tp_size, ok ? "yes" : "NO");
  if (ck.target.arch != Arch::Host) {
    Contract ch = ck;
    ch.target = Target::hostCPU();
    auto h = simulatedTopK(rt, ch, hostView);
    if (!h)
      return h.takeError();
    const bool lp = ck.scope == Scope::CrossTargetBitwise;
    const bool same = sameTopK(*r, *h, lp);
    outs() << fmt::format("self-check: top-k {} vs host bitwise identical (ids, rank{}): {}\n",
                          ck.target.toString(), lp ? ", logprobs" : "", same ? "yes" : "NO");
    ok = ok && same;
  }
  out = std::move(*r);
  return ok;
}

int runMain() {
  if (Error e = checkSaveRows(backwardRequested()))
    return fail("run", std::move(e));
  if (lmHeadRequested()) {
    // Not implemented there: refuse, don't ignore them.
    if (!logpjit::cli::OutPath.empty() || logpjit::cli::TopK.getNumOccurrences() > 0)
      return fail("run", createStringError("--out and --top-k are not supported with --lm-head "
                                           "(it checks its outputs against the materialized "
                                           "path and TP=1 instead)"));
    return lmHeadMain(/*bench=*/false, 0, backwardRequested());
  }
  if (distributedRequested()) {
    if (!logpjit::cli::OutPath.empty()) // not implemented there: refuse, don't ignore it
      return fail("run", createStringError("--out is not supported with --devices/--dist (each "
                                           "rank checks its outputs against TP=1 instead)"));
    return distributedMain(/*bench=*/false, /*withBackward=*/false);
  }
  // Read the options first: lld (gfx942 code objects) resets LLVM's option occurrences.
  const std::string OutPath = logpjit::cli::OutPath;
  const int topK = logpjit::cli::TopK;
  ContractOpts &o = contractOpts();
  Contract c;
  if (!OutPath.empty()) { // fail before computing, not after
    SmallString<256> dir(OutPath);
    sys::path::remove_filename(dir);
    if (!dir.empty() && !sys::fs::is_directory(dir))
      return fail("run", createStringError("--out %s: directory '%s' does not exist",
                                           OutPath.c_str(), dir.c_str()));
  }
  auto inputs = inputsFromOptions(c);
  if (!inputs)
    return fail("run", inputs.takeError());
  HostInputs in = std::move(*inputs);
  Contract ck = c; // the top-k contract, checked before any work
  ck.top_k = topK;
  if (topK != 0)
    if (Error e = ck.validate())
      return fail("run", std::move(e));
  auto rt = makeRuntime(o.threads);
  if (!rt)
    return fail("run", rt.takeError());

  auto placed = placeInputs(in, c.target.arch, (*rt)->device());
  if (!placed)
    return fail("run", placed.takeError());
  outs() << "logpjit run: " << in.description << "\n";
  if (c.target.arch == Arch::SM90 && sm90Emulated())
    outs() << "note: target sm_90 runs under the sm_90 emulator (LOGPJIT_SM90_EMULATOR=1): the "
              "host CPU, portable math, no meaningful times\n";
  outs() << fmt::format("contract: target {}  tp {}  W {} ({} tiles, {} per rank)  {}  dtype {}  "
                        "scope {}{}{}\n          fingerprint {}  numerics {}\n",
                        c.target.toString(), c.tp_size, c.tile_width, c.numTiles(), c.localTiles(),
                        c.tile_sum == TileSum::Leaves ? std::string("sum leaves")
                                                      : fmt::format("C {}", c.chunkSize()),
                        dtypeName(c.dtype).str(), scopeName(c.scope).str(),
                        c.has_temperature ? fmt::format("  temperature {}", c.temperature) : "",
                        c.want_entropy ? "  entropy" : "", c.fingerprint().substr(0, 16),
                        c.numericsFingerprint().substr(0, 16));
  const FullInputs view = placed->view;
  auto first = simulatedForward(**rt, c, view);
  if (!first)
    return fail("run", first.takeError());
  // JitMode::Tiered: the first call may have run quick tiers; the second runs the full
  // kernels, so the repeated-run check below also compares the two tiers bit for bit.
  if (Error e = (*rt)->waitForFullKernels())
    return fail("run", std::move(e));
  auto warm = simulatedForward(**rt, c, view);
  if (!warm)
    return fail("run", warm.takeError());

  int64_t active = in.activeRows(c.ignore_index);
  double sum = 0;
  for (int64_t t = 0; t < in.rows; ++t)
    sum += warm->logp[t];
  std::vector<const std::vector<float> *> outsV{&warm->logp, &warm->lse};
  if (c.want_entropy)
    outsV.push_back(&warm->entropy);
  outs() << fmt::format("rows {}  active {}  mean logp (active rows) {:.6f}\n", in.rows, active,
                        active ? sum / double(active) : 0.0);
  outs() << fmt::format("output checksum (BLAKE3 of logp, lse{} bytes): {}\n",
                        c.want_entropy ? ", entropy" : "", checksum(outsV));
  outs() << "kernels (cache " << (*rt)->cache().config().dir
         << (c.target.arch == Arch::SM90 ? ", JIT " + jitModeName((*rt)->jitMode()).str() : "")
         << "):\n";
  std::vector<KernelInfo> shown = first->kernels;
  for (KernelInfo &k : shown) // the background compiles, ended before the second call
    for (const KernelInfo &w : warm->kernels)
      if (k.quick && w.key == k.key)
        k.background_compile_ms = w.background_compile_ms;
  printKernels(shown);
  outs() << fmt::format("timings: first call tile_stats {:.2f} ms + merge {:.2f} ms (includes "
                        "compile/load); warm tile_stats {:.2f} ms + merge {:.2f} ms ({} threads)\n",
                        first->tile_stats_ms, first->merge_ms, warm->tile_stats_ms, warm->merge_ms,
                        (*rt)->threads());

  // Invariance self-checks, bitwise: repeated run, and TP=1 vs TP=N.
  bool repeatOk = sameBits(first->logp, warm->logp) && sameBits(first->lse, warm->lse) &&
                  sameBits(first->entropy, warm->entropy);
  Contract c1 = c;
  c1.tp_size = 1;
  auto tp1 = simulatedForward(**rt, c1, view);
  if (!tp1)
    return fail("run", tp1.takeError());
  bool tpOk = sameBits(tp1->logp, warm->logp) && sameBits(tp1->lse, warm->lse) &&
              sameBits(tp1->entropy, warm->entropy);
  outs() << fmt::format("self-check: repeated run bitwise identical: {}\n",
                        repeatOk ? "yes" : "NO");
  outs() << fmt::format("self-check: TP=1 vs TP={} bitwise identical (memcmp of logp, lse{}): "
                        "{}\n",
                        c.tp_size, c.want_entropy ? ", entropy" : "", tpOk ? "yes" : "NO");
  // On a GPU target, compare with the host backend: bitwise equal is the contract of the
  // cross_target_bitwise scope; other scopes (hardware exp) report the largest difference.
  bool targetOk = true;
  if (c.target.arch != Arch::Host) {
    Contract ch = c;
    ch.target = Target::hostCPU();
    auto host = simulatedForward(**rt, ch, in.view());
    if (!host)
      return fail("run", host.takeError());
    bool same = sameBits(host->logp, warm->logp) && sameBits(host->lse, warm->lse) &&
                sameBits(host->entropy, warm->entropy);
    double maxDiff = 0;
    for (int64_t t = 0; t < in.rows; ++t)
      maxDiff = std::max(maxDiff, double(std::fabs(host->lse[t] - warm->lse[t])));
    outs() << fmt::format("self-check: {} vs host bitwise identical: {} (max |lse difference| "
                          "{:.3g}){}\n",
                          c.target.toString(), same ? "yes" : "no", maxDiff,
                          c.scope == Scope::CrossTargetBitwise ? ""
                                                               : "; required only in "
                                                                 "cross_target_bitwise");
    targetOk = same || c.scope != Scope::CrossTargetBitwise;
  }
  bool topkOk = true;
  TopKResult topk;
  if (topK != 0) {
    auto ok = runTopK(**rt, ck, view, in.view(), topk);
    if (!ok)
      return fail("run", ok.takeError());
    topkOk = *ok;
  }
  if (!OutPath.empty()) {
    std::map<std::string, StTensor> t{{"logp", vecTensor(warm->logp)},
                                      {"lse", vecTensor(warm->lse)}};
    if (c.want_entropy)
      t["entropy"] = vecTensor(warm->entropy);
    if (topK != 0) {
      t["topk_ids"] = vecTensor(topk.ids, {in.rows, topK});
      t["topk_logprobs"] = vecTensor(topk.logprobs, {in.rows, topK});
      t["rank"] = vecTensor(topk.rank);
    }
    if (Error e = writeSafetensors(OutPath, t))
      return fail("run", std::move(e));
    outs() << "wrote " << OutPath << "\n";
  }
  return repeatOk && tpOk && targetOk && topkOk ? 0 : 2;
}

} // namespace logpjit::cli
