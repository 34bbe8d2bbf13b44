/* logprobs.c - selected-token logprobs through the C ABI of logpjit (C11).
 *
 * Builds a contract for a small vocab (V = 1024 with 1000 real tokens, tiles of 128),
 * fills fp32 logits deterministically, and computes logp, lse and entropy twice: with
 * TP = 1 (one op), and with TP = 2 (one op per rank on its column shard; the ranks'
 * partials are gathered on the host in rank order, as an all-gather would, and each rank
 * merges). Prints checksums and checks that TP = 1 and TP = 2 agree bitwise and that
 * lse matches a double-precision log-sum-exp.
 *
 *   logprobs [--expect-compiled | --expect-cached]
 *
 * The kernel cache comes from the environment (LOGPJIT_CACHE_DIR, LOGPJIT_CACHE_MODE).
 * --expect-cached fails if any kernel had to be compiled (a warmed, read-only cache);
 * --expect-compiled fails if none was. Exit status 0 on success, 1 otherwise.
 */
#include <logpjit/logpjit.h>

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { T = 64, V = 1024, V_REAL = 1000, W = 128, TP = 2, MAX_P = 3 };

#define CHECK(call)                                                                                \
  do {                                                                                             \
    logpjit_status s_ = (call);                                                                    \
    if (s_ != LOGPJIT_OK) {                                                                        \
      fprintf(stderr, "logprobs: %s failed: %s: %s\n", #call, logpjit_status_string(s_),           \
              logpjit_last_error());                                                               \
      exit(1);                                                                                     \
    }                                                                                              \
  } while (0)

static float logits[T * V];
static int64_t targets[T];

/* A DLTensor on the CPU; `strides` may be NULL (compact row-major). */
static DLTensor tensor(void *data, DLDataType dtype, int ndim, int64_t *shape, int64_t *strides,
                       uint64_t byte_offset) {
  DLTensor t;
  t.data = data;
  t.device.device_type = kDLCPU;
  t.device.device_id = 0;
  t.ndim = ndim;
  t.dtype = dtype;
  t.shape = shape;
  t.strides = strides;
  t.byte_offset = byte_offset;
  return t;
}

static const DLDataType F32 = {kDLFloat, 32, 1}, I64 = {kDLInt, 64, 1};

/* Deterministic inputs: xorshift64* uniforms in [-6, 6); every 7th row inactive. */
static void fill_inputs(void) {
  uint64_t x = 0x9E3779B97F4A7C15ull;
  for (int i = 0; i < T * V; ++i) {
    x ^= x >> 12, x ^= x << 25, x ^= x >> 27;
    uint64_t r = x * 0x2545F4914F6CDD1Dull;
    logits[i] = (float)((double)(r >> 40) / (double)(1 << 24) * 12.0 - 6.0);
  }
  for (int t = 0; t < T; ++t)
    targets[t] = t % 7 == 6 ? -100 : (int64_t)((t * 7919) % V_REAL);
}

typedef struct {
  float lse[T], logp[T], entropy[T];
} outputs;

static int kernels_compiled = 0, kernels_from_disk = 0, kernels_in_memory = 0;

static void count_kernels(const logpjit_op_t *op) {
  logpjit_kernel_stats s;
  memset(&s, 0, sizeof s);
  s.struct_size = sizeof s;
  CHECK(logpjit_op_kernel_stats(op, &s));
  kernels_compiled += s.compiled;
  kernels_from_disk += s.disk_hits;
  kernels_in_memory += s.memory_hits;
}

/* One TP group of `tp` ranks: tile_stats per rank, gather on the host, merge on every
 * rank (each rank gets the same replicated outputs; rank 0's are returned). */
static void forward(logpjit_runtime_t *rt, int tp, outputs *out) {
  const int64_t vl = V / tp, kl = V / W / tp;
  static float partials[TP][T * (V / W) * MAX_P], target_logit[TP][T];
  static float gathered[T * (V / W) * MAX_P], gathered_tl[TP * T];
  logpjit_op_t *ops[TP];
  int p = 0;
  for (int r = 0; r < tp; ++r) {
    logpjit_contract c;
    CHECK(logpjit_contract_init(&c, sizeof c));
    c.vocab = V;
    c.real_vocab = V_REAL;
    c.tile_width = W;
    c.tp_size = tp;
    c.tp_rank = r;
    c.dtype = LOGPJIT_DTYPE_F32;
    c.want_entropy = 1;
    c.target = "host";
    CHECK(logpjit_op_create(rt, &c, &ops[r]));
    logpjit_op_info info;
    info.struct_size = sizeof info;
    CHECK(logpjit_op_get_info(ops[r], &info));
    p = info.partial_width;

    /* This rank's shard: columns [r * vl, (r + 1) * vl) of every row. */
    int64_t lshape[2] = {T, vl}, lstrides[2] = {V, 1}, tshape[1] = {T};
    int64_t pshape[3] = {T, kl, p};
    DLTensor lg = tensor(logits, F32, 2, lshape, lstrides, (uint64_t)(r * vl) * sizeof(float));
    DLTensor tg = tensor(targets, I64, 1, tshape, NULL, 0);
    DLTensor pt = tensor(partials[r], F32, 3, pshape, NULL, 0);
    DLTensor tl = tensor(target_logit[r], F32, 1, tshape, NULL, 0);
    CHECK(logpjit_op_tile_stats(ops[r], &lg, &tg, NULL, &pt, &tl, NULL));
  }
  /* The all-gather, on the host: rank-major [tp, T, K_local, P] and [tp, T]. */
  for (int r = 0; r < tp; ++r) {
    memcpy(gathered + (size_t)r * T * kl * p, partials[r], sizeof(float) * T * kl * p);
    memcpy(gathered_tl + (size_t)r * T, target_logit[r], sizeof(float) * T);
  }
  for (int r = 0; r < tp; ++r) {
    int64_t gshape[4] = {tp, T, kl, p}, gtshape[2] = {tp, T}, tshape[1] = {T};
    DLTensor gp = tensor(gathered, F32, 4, gshape, NULL, 0);
    DLTensor gt = tensor(gathered_tl, F32, 2, gtshape, NULL, 0);
    DLTensor tg = tensor(targets, I64, 1, tshape, NULL, 0);
    outputs mine;
    DLTensor lse = tensor(mine.lse, F32, 1, tshape, NULL, 0);
    DLTensor logp = tensor(mine.logp, F32, 1, tshape, NULL, 0);
    DLTensor ent = tensor(mine.entropy, F32, 1, tshape, NULL, 0);
    CHECK(logpjit_op_merge(ops[r], &gp, &gt, &tg, NULL, &lse, &logp, &ent, NULL));
    if (r == 0)
      *out = mine;
    else if (memcmp(&mine, out, sizeof mine) != 0) {
      fprintf(stderr, "logprobs: rank %d merged different bits than rank 0\n", r);
      exit(1);
    }
  }
  for (int r = 0; r < tp; ++r) {
    count_kernels(ops[r]);
    logpjit_op_destroy(ops[r]);
  }
}

/* FNV-1a over the bytes of n floats. */
static uint64_t fnv1a(const float *v, size_t n) {
  const unsigned char *b = (const unsigned char *)v;
  uint64_t h = 0xcbf29ce484222325ull;
  for (size_t i = 0; i < n * sizeof(float); ++i)
    h = (h ^ b[i]) * 0x100000001b3ull;
  return h;
}

/* Largest |lse - reference| / (1 + |reference|) with a double log-sum-exp over the
 * real columns; an inactive row is not computed, so its lse must be exactly 0. */
static double lse_error(const float *lse) {
  double worst = 0;
  for (int t = 0; t < T; ++t) {
    if (targets[t] == -100) {
      worst = lse[t] != 0.0f ? INFINITY : worst;
      continue;
    }
    double m = -INFINITY, s = 0;
    for (int i = 0; i < V_REAL; ++i)
      m = fmax(m, logits[t * V + i]);
    for (int i = 0; i < V_REAL; ++i)
      s += exp(logits[t * V + i] - m);
    double ref = m + log(s), e = fabs(lse[t] - ref) / (1 + fabs(ref));
    worst = e > worst ? e : worst;
  }
  return worst;
}

int main(int argc, char **argv) {
  int expect_cached = argc > 1 && strcmp(argv[1], "--expect-cached") == 0;
  int expect_compiled = argc > 1 && strcmp(argv[1], "--expect-compiled") == 0;
  if (argc > 2 || (argc == 2 && !expect_cached && !expect_compiled)) {
    fprintf(stderr, "usage: logprobs [--expect-compiled | --expect-cached]\n");
    return 1;
  }
  if (logpjit_abi_version() != LOGPJIT_ABI_VERSION) {
    fprintf(stderr, "logprobs: library ABI %u, header ABI %d\n", logpjit_abi_version(),
            LOGPJIT_ABI_VERSION);
    return 1;
  }
  fill_inputs();
  logpjit_runtime_t *rt;
  CHECK(logpjit_runtime_create(NULL, &rt)); /* cache dir and mode from the environment */

  static outputs tp1, tp2;
  forward(rt, 1, &tp1);
  forward(rt, TP, &tp2);
  logpjit_runtime_destroy(rt);

  double sum = 0;
  int active = 0;
  for (int t = 0; t < T; ++t)
    if (targets[t] != -100)
      sum += tp1.logp[t], ++active;
  printf("rows %d (active %d), V %d (V_real %d), tiles of %d\n", T, active, V, V_REAL, W);
  printf("TP=1: sum logp %.6f  lse %016llx  logp %016llx  entropy %016llx\n", sum,
         (unsigned long long)fnv1a(tp1.lse, T), (unsigned long long)fnv1a(tp1.logp, T),
         (unsigned long long)fnv1a(tp1.entropy, T));
  printf("TP=2: lse %016llx  logp %016llx  entropy %016llx\n",
         (unsigned long long)fnv1a(tp2.lse, T), (unsigned long long)fnv1a(tp2.logp, T),
         (unsigned long long)fnv1a(tp2.entropy, T));
  printf("kernels: %d compiled, %d from the disk cache, %d already loaded\n", kernels_compiled,
         kernels_from_disk, kernels_in_memory);

  int ok = 1;
  if (memcmp(&tp1, &tp2, sizeof tp1) != 0) {
    fprintf(stderr, "FAIL: TP=1 and TP=2 differ\n");
    ok = 0;
  }
  double err = lse_error(tp1.lse);
  printf("lse vs double reference: max relative error %.3g\n", err);
  if (!(err < 1e-5)) {
    fprintf(stderr, "FAIL: lse error %.3g over 1e-5\n", err);
    ok = 0;
  }
  if (expect_cached && kernels_compiled != 0) {
    fprintf(stderr, "FAIL: %d kernels compiled, expected all from the cache\n", kernels_compiled);
    ok = 0;
  }
  if (expect_compiled && kernels_compiled == 0) {
    fprintf(stderr, "FAIL: nothing compiled on what should be an empty cache\n");
    ok = 0;
  }
  printf("%s: TP=1 and TP=2 %s bitwise\n", ok ? "OK" : "FAILED", ok ? "agree" : "checked");
  return ok ? 0 : 1;
}
