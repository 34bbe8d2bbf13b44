// Logprobs through logpjit's C++ API, from an installed package.
//
// usage: consumer <cache-dir>
//
// fp32 logits [16, 1000] (fixed pseudo-random values), 4 tiles of 250, TP = 1, on the
// host. Kernels come from the cache at <cache-dir>; where a compiler is linked in
// (logpjit::compiler) a miss compiles them, otherwise (logpjit::runtime) a miss is an
// error. Prints whether a compiler is linked, each kernel's provenance, the largest
// difference to a double-precision reference, and an FNV-1a checksum of the logp and lse
// bits (the same in every program and build that uses the same kernels).
// Exit status: 0 done, 1 usage, 2 a logpjit error (printed), 3 results off the reference.
#include "logpjit/runtime.h"

#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <vector>

using namespace logpjit;

static int fail(llvm::Error e) {
  std::fprintf(stderr, "error: %s\n", errorMessage(std::move(e)).c_str());
  return 2;
}

int main(int argc, char **argv) {
  if (argc != 2) {
    std::fprintf(stderr, "usage: %s <cache-dir>\n", argv[0]);
    return 1;
  }
  std::shared_ptr<Compiler> compiler = Runtime::defaultCompiler();
  std::printf("compiler linked: %s\n", compiler ? "yes" : "no");

  RuntimeOptions opts;
  opts.cache = CacheConfig{argv[1], CacheMode::Normal};
  opts.threads = 2;
  auto rt = Runtime::create(opts, compiler);
  if (!rt)
    return fail(rt.takeError());

  Contract c;
  c.vocab = 1000;
  c.tile_width = 250;
  c.dtype = DType::F32;
  c.target = Target::hostCPU();
  const int64_t T = 16, V = c.vocab;
  std::vector<float> logits(size_t(T * V));
  uint64_t state = 42;
  for (float &x : logits) { // xorshift64*, uniform in [-8, 8)
    state ^= state >> 12, state ^= state << 25, state ^= state >> 27;
    x = float(double((state * 0x2545F4914F6CDD1DULL) >> 11) * 0x1p-53 * 16.0 - 8.0);
  }
  std::vector<int64_t> targets(static_cast<size_t>(T));
  for (int64_t t = 0; t < T; ++t)
    targets[t] = (t * 397) % V;

  // TP = 1: this rank's partials are the gathered ones.
  auto op = (*rt)->getOp(c);
  if (!op)
    return fail(op.takeError());
  ShardInputs in;
  in.logits = logits.data();
  in.row_stride = V;
  in.targets = targets.data();
  in.rows = T;
  const size_t rows = static_cast<size_t>(T);
  std::vector<float> partials(rows * size_t(c.localTiles() * c.partialWidth())), tl(rows);
  std::vector<float> lse(rows), logp(rows);
  if (llvm::Error e = (*op)->tileStats(in, partials.data(), tl.data()))
    return fail(std::move(e));
  if (llvm::Error e = (*op)->merge(partials.data(), tl.data(), targets.data(), nullptr, T,
                                   lse.data(), logp.data(), nullptr))
    return fail(std::move(e));
  for (const KernelInfo &k : (*op)->kernels())
    std::printf("kernel %s: %s\n", k.name.c_str(), provenanceName(k.provenance).str().c_str());

  double maxErr = 0;
  uint64_t fnv = 1469598103934665603ULL;
  auto hash = [&](float f) {
    unsigned char b[4];
    std::memcpy(b, &f, 4);
    for (unsigned char x : b)
      fnv = (fnv ^ x) * 1099511628211ULL;
  };
  for (int64_t t = 0; t < T; ++t) {
    double m = -INFINITY, s = 0;
    for (int64_t i = 0; i < V; ++i)
      m = std::fmax(m, logits[size_t(t * V + i)]);
    for (int64_t i = 0; i < V; ++i)
      s += std::exp(double(logits[size_t(t * V + i)]) - m);
    const double ref_lse = m + std::log(s), ref_logp = logits[size_t(t * V + targets[t])] - ref_lse;
    maxErr = std::fmax(maxErr, std::fabs(lse[t] - ref_lse));
    maxErr = std::fmax(maxErr, std::fabs(logp[t] - ref_logp));
    hash(logp[t]);
    hash(lse[t]);
  }
  std::printf("max |error| vs fp64: %.3g\nchecksum: %016llx\n", maxErr,
              static_cast<unsigned long long>(fnv));
  return maxErr < 1e-4 ? 0 : 3;
}
