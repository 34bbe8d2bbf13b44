//===- common.cpp - Inputs, contracts and printing shared by subcommands ---===//
#include "compiler/compiler.h"
#include "runtime/io/safetensors.h"
#include "tools/cli.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/BLAKE3.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <fmt/format.h>
#include <thread>
#include <unistd.h>

using namespace llvm;

namespace logpjit::cli {

Expected<Contract> contractFromOptions(std::optional<DType> dt, std::optional<int64_t> vocab) {
  ContractOpts &o = contractOpts();
  Contract c;
  c.vocab = vocab ? *vocab : int64_t(o.vocab);
  c.real_vocab = o.realVocab;
  if (c.real_vocab == -1 && c.vocab == 151936)
    c.real_vocab = 151669; // Qwen3's real vocab inside its padded 151936
  auto sum = parseTileSum(o.tileSum);
  if (!sum)
    return sum.takeError();
  c.tile_sum = *sum;
  if (o.tileWidth == "auto") {
    c.tile_width = autoTileWidth(c.vocab, c.tile_sum);
  } else if (StringRef(o.tileWidth).getAsInteger(10, c.tile_width) || c.tile_width <= 0) {
    return createStringError(inconvertibleErrorCode(),
                             "--tile-width=" + o.tileWidth +
                                 ": expected auto or a positive integer that divides V");
  }
  c.chunk = o.chunk;
  c.tp_size = o.tp;
  if (dt) {
    c.dtype = *dt;
  } else {
    auto d = parseDType(o.dtype);
    if (!d)
      return d.takeError();
    c.dtype = *d;
  }
  auto s = parseScope(o.scope);
  if (!s)
    return s.takeError();
  c.scope = *s;
  auto t = Target::parse(o.target);
  if (!t)
    return t.takeError();
  c.target = *t;
  if (c.target.arch == Arch::Host && c.target.features.empty())
    c.target = Target::hostCPU();
  if (o.temperature.getNumOccurrences()) {
    auto tau = temperatureFromDouble(o.temperature);
    if (!tau)
      return tau.takeError();
    c.has_temperature = true;
    c.temperature = *tau;
  }
  c.want_entropy = o.entropy;
  if (Error e = c.validate()) {
    // The defaults fit the embedded Qwen3 geometry; say which option to change.
    std::string msg = toString(std::move(e));
    if (msg.find("tile_width") != std::string::npos)
      msg += " (--tile-width)";
    if (msg.find("tp_size") != std::string::npos)
      msg += " (--tp)";
    if (msg.find("chunk (C)") != std::string::npos)
      msg += " (--chunk)";
    return createStringError(inconvertibleErrorCode(), msg);
  }
  return c;
}

FullInputs HostInputs::view() const {
  FullInputs f;
  f.logits = logits.data();
  f.row_stride = vocab;
  f.targets = targets.data();
  f.rows = rows;
  return f;
}

int64_t HostInputs::activeRows(int64_t ignoreIndex) const {
  int64_t n = 0;
  for (int64_t t = 0; t < rows; ++t) {
    int64_t id = index_type == IndexType::I64
                     ? reinterpret_cast<const int64_t *>(targets.data())[t]
                     : reinterpret_cast<const int32_t *>(targets.data())[t];
    n += id != ignoreIndex;
  }
  return n;
}

Expected<PlacedInputs> placeInputs(const HostInputs &in, Arch arch, int device) {
  PlacedInputs p;
  p.view = in.view();
  if (arch == Arch::Host || in.rows == 0)
    return std::move(p);
  auto l = DeviceBuffer::allocate(arch, in.logits.size(), device);
  if (!l)
    return l.takeError();
  auto t = DeviceBuffer::allocate(arch, in.targets.size(), device);
  if (!t)
    return t.takeError();
  if (Error e = l->upload(in.logits.data(), in.logits.size()))
    return std::move(e);
  if (Error e = t->upload(in.targets.data(), in.targets.size()))
    return std::move(e);
  p.logits = std::move(*l);
  p.targets = std::move(*t);
  p.view.logits = p.logits.data();
  p.view.targets = p.targets.data();
  return std::move(p);
}

uint64_t splitmix(uint64_t &s) {
  uint64_t z = (s += 0x9E3779B97F4A7C15ull);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}

float fourUniforms(uint64_t z) {
  return float((z & 0xFFFF) + ((z >> 16) & 0xFFFF) + ((z >> 32) & 0xFFFF) + (z >> 48)) *
         (1.0f / 65536.0f);
}

void storeValue(DType d, float x, uint8_t *dst) {
  if (d == DType::F32) {
    std::memcpy(dst, &x, 4);
    return;
  }
  uint16_t h;
  if (d == DType::BF16) {
    uint32_t b;
    std::memcpy(&b, &x, 4);
    h = uint16_t((b + 0x7FFF + ((b >> 16) & 1)) >> 16);
  } else {
    _Float16 f = static_cast<_Float16>(x);
    std::memcpy(&h, &f, 2);
  }
  std::memcpy(dst, &h, 2);
}

float loadValue(DType d, const uint8_t *src) {
  if (d == DType::F32) {
    float x;
    std::memcpy(&x, src, 4);
    return x;
  }
  uint16_t h;
  std::memcpy(&h, src, 2);
  if (d == DType::BF16) {
    const uint32_t b = uint32_t(h) << 16;
    float x;
    std::memcpy(&x, &b, 4);
    return x;
  }
  _Float16 f;
  std::memcpy(&f, &h, 2);
  return float(f);
}

HostInputs makeDefaultInputs(const Contract &c, int64_t rows, uint64_t seed) {
  HostInputs in;
  in.dtype = c.dtype;
  in.rows = rows;
  in.vocab = c.vocab;
  const size_t es = dtypeSize(c.dtype), n = size_t(rows) * c.vocab;
  in.logits.resize(n * es);
  // Logits ~ sum of four uniforms, scaled to sd ~2 (an LLM-like spread), in parallel
  // blocks of rows, each seeded from (seed, row) so the bytes never depend on threads.
  unsigned nt = std::max(1u, std::thread::hardware_concurrency());
  std::vector<std::thread> ws;
  for (unsigned w = 0; w < nt; ++w)
    ws.emplace_back([&, w] {
      for (int64_t r = w; r < rows; r += nt) {
        uint64_t s = seed * 0x100000001B3ull + uint64_t(r);
        for (int64_t j = 0; j < c.vocab; ++j) {
          float x = (fourUniforms(splitmix(s)) - 2.0f) * 3.4641016f; // var 1/3 -> sd 2
          storeValue(c.dtype, x, &in.logits[(size_t(r) * c.vocab + j) * es]);
        }
      }
    });
  for (auto &t : ws)
    t.join();
  in.targets.resize(size_t(rows) * 8);
  uint64_t s = seed ^ 0xA5A5A5A5ull;
  for (int64_t t = 0; t < rows; ++t) {
    int64_t id = int64_t(splitmix(s) % uint64_t(c.realVocab()));
    if (t % 7 == 6)
      id = c.ignore_index; // every 7th token inactive
    std::memcpy(&in.targets[size_t(t) * 8], &id, 8);
  }
  in.description = fmt::format("embedded default: {} tokens x V={} (V_real={}), {}, seed {}, "
                               "every 7th token inactive",
                               rows, c.vocab, c.realVocab(), dtypeName(c.dtype).str(), seed);
  return in;
}

static const StTensor *pick(const std::map<std::string, StTensor> &m, StringRef name) {
  if (auto it = m.find(name.str()); it != m.end())
    return &it->second;
  return m.size() == 1 ? &m.begin()->second : nullptr;
}

Expected<HostInputs> loadInputs(StringRef logitsPath, StringRef targetsPath) {
  auto lf = readSafetensors(logitsPath);
  if (!lf)
    return lf.takeError();
  auto tf = readSafetensors(targetsPath);
  if (!tf)
    return tf.takeError();
  const StTensor *L = pick(*lf, "logits"), *Tg = pick(*tf, "targets");
  if (!L)
    return createStringError("--logits %s: expected one tensor or one named 'logits'",
                             logitsPath.str().c_str());
  if (!Tg)
    return createStringError("--targets %s: expected one tensor or one named 'targets'",
                             targetsPath.str().c_str());
  HostInputs in;
  switch (L->dtype) {
  case StDType::BF16:
    in.dtype = DType::BF16;
    break;
  case StDType::F16:
    in.dtype = DType::F16;
    break;
  case StDType::F32:
    in.dtype = DType::F32;
    break;
  default:
    return createStringError("--logits %s: dtype %s, expected BF16, F16 or F32",
                             logitsPath.str().c_str(), stDTypeName(L->dtype).str().c_str());
  }
  if (L->shape.size() != 2)
    return createStringError("--logits %s: expected shape [T, V], got %zu dimensions",
                             logitsPath.str().c_str(), L->shape.size());
  if (Tg->dtype != StDType::I64 && Tg->dtype != StDType::I32)
    return createStringError("--targets %s: dtype %s, expected I64 or I32",
                             targetsPath.str().c_str(), stDTypeName(Tg->dtype).str().c_str());
  if (Tg->shape.size() != 1 || Tg->shape[0] != L->shape[0])
    return createStringError("--targets %s: expected shape [T] with T = %lld (the logits' rows)",
                             targetsPath.str().c_str(), (long long)L->shape[0]);
  in.index_type = Tg->dtype == StDType::I64 ? IndexType::I64 : IndexType::I32;
  in.rows = L->shape[0];
  in.vocab = L->shape[1];
  in.logits = L->data;
  in.targets = Tg->data;
  in.description = fmt::format("{} [{} x {}] {}", logitsPath.str(), in.rows, in.vocab,
                               dtypeName(in.dtype).str());
  return in;
}

Error checkFitsMemory(double bytes, StringRef what) {
  const double mem = double(sysconf(_SC_PHYS_PAGES)) * double(sysconf(_SC_PAGE_SIZE));
  if (bytes <= 0.5 * mem)
    return Error::success();
  return createStringError(fmt::format("{}: {:.1f} GB, more than half of this machine's {:.1f} "
                                       "GB of memory",
                                       what.str(), bytes / 1e9, mem / 1e9));
}

Expected<HostInputs> inputsFromOptions(Contract &c) {
  ContractOpts &o = contractOpts();
  if (o.logits.empty() != o.targets.empty())
    return createStringError("--logits and --targets must be given together");
  if (o.threads < 0)
    return createStringError("--threads %d: expected >= 0 (0 = all cores)", int(o.threads));
  if (o.logits.empty()) {
    auto cc = contractFromOptions();
    if (!cc)
      return cc.takeError();
    c = *cc;
    if (o.tokens < 1)
      return createStringError("--tokens %lld: expected >= 1", (long long)o.tokens);
    if (Error e =
            checkFitsMemory(double(o.tokens) * double(c.vocab) * dtypeSize(c.dtype),
                            fmt::format("--tokens {} x --vocab {}: logits", o.tokens, c.vocab)))
      return std::move(e);
    return makeDefaultInputs(c, o.tokens, o.seed);
  }
  // Options that describe generated inputs would be silently ignored: refuse them.
  std::pair<const char *, bool> generated[] = {{"vocab", o.vocab.getNumOccurrences() > 0},
                                               {"dtype", o.dtype.getNumOccurrences() > 0},
                                               {"tokens", o.tokens.getNumOccurrences() > 0},
                                               {"seed", o.seed.getNumOccurrences() > 0}};
  for (auto [name, given] : generated)
    if (given)
      return createStringError("--%s describes generated inputs; with --logits the file "
                               "decides it",
                               name);
  auto in = loadInputs(o.logits, o.targets);
  if (!in)
    return in.takeError();
  if (in->rows == 0)
    return createStringError("--logits %s: 0 rows (expected [T, V] with T >= 1)", o.logits.c_str());
  auto cc = contractFromOptions(in->dtype, in->vocab);
  if (!cc)
    return cc.takeError();
  c = *cc;
  c.index_type = in->index_type;
  if (Error e = c.validate())
    return std::move(e);
  return in;
}

std::string checksum(const std::vector<const std::vector<float> *> &outs) {
  BLAKE3 h;
  for (auto *v : outs)
    h.update(ArrayRef<uint8_t>(reinterpret_cast<const uint8_t *>(v->data()), v->size() * 4));
  return toHex(h.final(), true).substr(0, 16);
}

void printKernels(const std::vector<KernelInfo> &ks) {
  for (const KernelInfo &k : ks) {
    outs() << fmt::format("  {:<11} {:<8} compile {:7.2f} ms  load {:6.2f} ms  key {}{}\n", k.name,
                          provenanceName(k.provenance).str(), k.compile_ms, k.load_ms,
                          k.key.substr(0, 16), k.quick ? "  (quick tier)" : "");
    if (k.background_compile_ms > 0)
      outs() << fmt::format("              full kernel compiled and loaded in the background in "
                            "{:.2f} ms\n",
                            k.background_compile_ms);
    if (!k.note.empty())
      outs() << "              note: " << k.note << "\n";
  }
}

Expected<std::unique_ptr<Runtime>> makeRuntime(int threads, int device) {
  auto cfg = CacheConfig::fromEnv();
  if (!cfg)
    return cfg.takeError();
  RuntimeOptions opts;
  opts.cache = *cfg;
  opts.threads = threads;
  opts.device = device;
  if (const std::string &j = contractOpts().jit; !j.empty()) {
    auto m = parseJitMode(j);
    if (!m)
      return createStringError("--jit: " + errorMessage(m.takeError()));
    opts.jit = *m;
  }
  return Runtime::create(opts, makeCompiler());
}

bool sameBits(const std::vector<float> &a, const std::vector<float> &b) {
  return a.size() == b.size() && std::memcmp(a.data(), b.data(), a.size() * 4) == 0;
}

double median(std::vector<double> v) {
  if (v.empty())
    return 0;
  std::sort(v.begin(), v.end());
  return v[v.size() / 2];
}

} // namespace logpjit::cli
