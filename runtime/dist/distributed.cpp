//===- distributed.cpp - Preflight and the vocab-parallel forward ----------===//
#include "logpjit/distributed.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/BLAKE3.h"

#include <algorithm>
#include <cstring>
#include <fmt/format.h>
#include <map>

using namespace llvm;

namespace logpjit {

static constexpr const char *kMagic = "logpjit-preflight-1";

namespace {
/// One rank's preflight record: "key=value" lines, zero-padded to kPreflightRecordBytes.
struct Record {
  std::map<std::string, std::string> fields;

  /// Only the "error" value can be long (a compiler diagnostic): it is shortened so that
  /// the other fields (magic, rank, ...) always fit.
  std::string encode() const {
    size_t fixed = 0;
    for (auto &[k, v] : fields)
      fixed += k.size() + 2 + (k == "error" ? 0 : v.size());
    std::string s;
    for (auto &[k, v] : fields) {
      std::string value = v;
      const size_t room = kPreflightRecordBytes - 1 - std::min(fixed, kPreflightRecordBytes - 1);
      if (k == "error" && value.size() > room)
        value = value.substr(0, room >= 3 ? room - 3 : 0) + "...";
      std::replace(value.begin(), value.end(), '\n', ' ');
      s += k + "=" + value + "\n";
    }
    s.resize(kPreflightRecordBytes, '\0');
    return s;
  }
  static Record decode(const char *p) {
    Record r;
    StringRef text(p, strnlen(p, kPreflightRecordBytes));
    SmallVector<StringRef> lines;
    text.split(lines, '\n', -1, false);
    for (StringRef l : lines) {
      auto [k, v] = l.split('=');
      r.fields[k.str()] = v.str();
    }
    return r;
  }
  std::string get(const std::string &k) const {
    auto it = fields.find(k);
    return it == fields.end() ? std::string() : it->second;
  }
};

/// "field: a vs b" for every contract field (except tp_rank) that differs.
std::string diffContracts(const std::string &mine, const std::string &theirs, int rMine,
                          int rTheirs) {
  auto parse = [](StringRef s) {
    std::map<std::string, std::string> m;
    SmallVector<StringRef> parts;
    s.split(parts, ';', -1, false);
    for (StringRef p : parts) {
      auto [k, v] = p.split('=');
      m[k.str()] = v.str();
    }
    return m;
  };
  auto a = parse(mine), b = parse(theirs);
  std::string out;
  for (auto &[k, v] : a) {
    if (k == "tp_rank")
      continue;
    auto it = b.find(k);
    std::string w = it == b.end() ? "(missing)" : it->second;
    if (v != w)
      out += fmt::format("{}{}: rank {} has {}, rank {} has {}", out.empty() ? "" : "; ", k,
                         rTheirs, w, rMine, v);
  }
  return out.empty() ? "fingerprints differ" : out;
}
} // namespace

Expected<PreflightReport> preflight(Op &op, Transport &tx) {
  const Contract &c = op.contract();
  Record mine;
  mine.fields["magic"] = kMagic;
  mine.fields["rank"] = std::to_string(tx.rank());
  mine.fields["size"] = std::to_string(tx.size());
  PreflightReport report;
  report.fingerprint = c.fingerprint();
  std::string localError;
  if (c.tp_rank != tx.rank() || c.tp_size != tx.size())
    localError = fmt::format("contract tp_rank = {}, tp_size = {}, but the transport's rank is {} "
                             "of {}",
                             c.tp_rank, c.tp_size, tx.rank(), tx.size());
  else if (auto keys = op.loadForward(); !keys) {
    localError = "loading the forward kernels: " + toString(keys.takeError());
  } else {
    BLAKE3 h;
    for (auto &k : *keys)
      h.update(k + "\n");
    report.kernel_keys = toHex(h.final(), /*LowerCase=*/true);
  }
  mine.fields["error"] = localError;
  mine.fields["fingerprint"] = report.fingerprint;
  mine.fields["kernel_keys"] = report.kernel_keys;
  mine.fields["contract"] = c.canonical();
  std::string buf = mine.encode();
  std::vector<char> all(kPreflightRecordBytes * size_t(tx.size()));
  if (Error e = tx.allGatherHost(buf.data(), all.data(), kPreflightRecordBytes))
    return createStringError(inconvertibleErrorCode(),
                             "preflight (rank " + std::to_string(tx.rank()) +
                                 "): exchanging contract fingerprints: " + toString(std::move(e)));
  // The verdict depends only on the gathered records: every rank reaches the same one.
  std::vector<Record> recs;
  for (int r = 0; r < tx.size(); ++r)
    recs.push_back(Record::decode(all.data() + size_t(r) * kPreflightRecordBytes));
  std::string problems;
  auto add = [&](const std::string &p) { problems += (problems.empty() ? "" : "\n  ") + p; };
  for (int r = 0; r < tx.size(); ++r) {
    const Record &x = recs[r];
    if (x.get("magic") != kMagic)
      add(fmt::format("rank {}: not a logpjit preflight record (a different program or version "
                      "on that rank?)",
                      r));
    else if (x.get("rank") != std::to_string(r) || x.get("size") != std::to_string(tx.size()))
      add(fmt::format("rank {}: reports rank {} of {}", r, x.get("rank"), x.get("size")));
    else if (!x.get("error").empty())
      add(fmt::format("rank {}: {}", r, x.get("error")));
  }
  if (problems.empty())
    for (int r = 1; r < tx.size(); ++r) {
      if (recs[r].get("fingerprint") != recs[0].get("fingerprint"))
        add(fmt::format("rank {} and rank 0 have different contracts: {}", r,
                        diffContracts(recs[0].get("contract"), recs[r].get("contract"), 0, r)));
      else if (recs[r].get("kernel_keys") != recs[0].get("kernel_keys"))
        add(fmt::format("rank {} and rank 0 use different kernels for the same contract (cache "
                        "keys differ: a different logpjit build, LLVM or target features)",
                        r));
    }
  if (!problems.empty())
    return createStringError(
        inconvertibleErrorCode(),
        fmt::format("preflight failed on rank {} of {}:\n  {}", tx.rank(), tx.size(), problems));
  return report;
}

Error VocabParallelOp::reserve(int64_t rows) {
  if (rows <= capacityRows_)
    return Error::success();
  const Contract &c = op_.contract();
  const size_t KL = c.localTiles(), P = c.partialWidth(), tp = tx_.size();
  const Arch arch = c.target.arch;
  const int dev = op_.device();
  // The largest buffer, the gathered partials [tp, rows, K_local, P] fp32, must fit.
  if (uint64_t(rows) > (uint64_t(1) << 62) / (tp * KL * P * 4))
    return createStringError(inconvertibleErrorCode(),
                             fmt::format("rows = {}: the gathered partials [{}, {}, {}, {}] fp32 "
                                         "would exceed the address space",
                                         rows, tp, rows, KL, P));
  auto alloc = [&](DeviceBuffer &b, size_t bytes) -> Error {
    auto x = DeviceBuffer::allocate(arch, bytes, dev);
    if (!x)
      return createStringError(inconvertibleErrorCode(),
                               fmt::format("rows = {}: allocating the gathered partials: {}", rows,
                                           toString(x.takeError())));
    b = std::move(*x);
    return Error::success();
  };
  if (Error e = alloc(partials_, size_t(rows) * KL * P * 4))
    return e;
  if (Error e = alloc(tl_, size_t(rows) * 4))
    return e;
  if (Error e = alloc(gatheredPartials_, tp * size_t(rows) * KL * P * 4))
    return e;
  if (Error e = alloc(gatheredTl_, tp * size_t(rows) * 4))
    return e;
  capacityRows_ = rows;
  return Error::success();
}

Error VocabParallelOp::forward(const ShardInputs &in, float *lse, float *logp, float *entropy,
                               void *stream) {
  if (!preflightDone_) {
    auto r = preflight(op_, tx_);
    if (!r)
      return r.takeError();
    preflightDone_ = true;
  }
  // Every error before this rank joins the all-gather aborts the group: the peers are
  // (or will be) waiting in it, and a retry here would pair this rank's next batch with
  // their current one.
  auto abortWith = [&](Error e) -> Error {
    std::string msg = toString(std::move(e));
    tx_.abort(msg);
    return createStringError(inconvertibleErrorCode(), msg);
  };
  if (in.rows < 0)
    return abortWith(createStringError(inconvertibleErrorCode(),
                                       fmt::format("rows = {}: expected >= 0", in.rows)));
  if (in.rows == 0)
    return Error::success();
  if (Error e = reserve(in.rows))
    return abortWith(std::move(e));
  const Contract &c = op_.contract();
  const size_t T = in.rows, KL = c.localTiles(), P = c.partialWidth();
  op_.setStream(stream);
  auto *pp = static_cast<float *>(partials_.data());
  auto *tl = static_cast<float *>(tl_.data());
  if (Error e = op_.tileStats(in, pp, tl))
    return abortWith(std::move(e));
  auto *gp = static_cast<float *>(gatheredPartials_.data());
  auto *gt = static_cast<float *>(gatheredTl_.data());
  if (Error e = tx_.allGather({{pp, gp, T * KL * P * 4}, {tl, gt, T * 4}}, stream))
    return e; // the transport aborted itself (or the peers see the mismatch)
  return op_.merge(gp, gt, in.targets, in.active, in.rows, lse, logp, entropy, in.temperature);
}

Error VocabParallelOp::backward(const ShardInputs &in, const GradInputs &g, void *grad_logits,
                                int64_t grad_row_stride, void *stream) {
  op_.setStream(stream);
  return op_.backward(in, g, grad_logits, grad_row_stride);
}

Error VocabParallelOp::wait(void *stream) {
  if (Error e = tx_.wait(stream))
    return e;
  return op_.status();
}

} // namespace logpjit
