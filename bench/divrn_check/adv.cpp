#include "div.h"
#include <random>
static long long mism = 0, npairs = 0;
static inline void chk(float a, float b) {
  ++npairs;
  float r = divq(a, b, recip(b));
  float e = a / b;
  if (!same(r, e) && mism++ < 20)
    printf("MISMATCH a=%08x b=%08x alg=%08x ieee=%08x (%a / %a)\n", f2u(a), f2u(b), f2u(r), f2u(e),
           a, b);
}
// check (a,b) and neighbours of a and b by up to k ulps (bit steps), all sign combos
static inline void chkN(float a, float b, int k) {
  uint32_t ua = f2u(a) & 0x7fffffff, ub = f2u(b) & 0x7fffffff;
  for (int i = -k; i <= k; ++i)
    for (int j = -1; j <= 1; ++j) {
      uint32_t x = ua + i, y = ub + j;
      if (x >= 0x7f800000u || y >= 0x7f800000u)
        continue; // wrapped/non-finite skip (specials tested elsewhere)
      float fa = u2f(x), fb = u2f(y);
      chk(fa, fb);
      chk(-fa, fb);
      chk(fa, -fb);
      chk(-fa, -fb);
    }
}
int main(int argc, char **argv) {
  checkcsr();
  std::mt19937_64 rng(12345);
  long long p0;
  // 3a: exact subnormal midpoints v=o1*2^-150 (o1 odd < 2^24), a=o1*o2*2^ea, b=o2*2^eb
  p0 = npairs;
  long long nmid = 0;
  for (uint64_t o1 = 1; o1 < (1u << 24); o1 += 2) {
    for (uint64_t o2 = 1; o1 * o2 < (1u << 24); o2 += 2) {
      // choose shift s: b=o2*2^s, a=o1*o2*2^(s-150). b finite: s+log2(o2)<128; a >= 2^-149:
      // s-150>=-149 => s>=1 when o1*o2 odd a representable: a = o1*o2*2^(s-150) with o1*o2 < 2^24
      // always fine if s-150 >= -149
      int maxs = 127 - 23; // safe upper bound for s
      int picks[4] = {1, 2 + (int)(rng() % 20), 24 + (int)(rng() % 80), maxs};
      int np = (o1 * o2 < 4096) ? 4 : 1;
      for (int t = 0; t < np; ++t) {
        int s = (np == 1) ? 1 + (int)(rng() % maxs) : picks[t];
        float a = (float)ldexp((double)(o1 * o2), s - 150), b = (float)ldexp((double)o2, s);
        if ((double)a != ldexp((double)(o1 * o2), s - 150) || (double)b != ldexp((double)o2, s)) {
          printf("bad construct\n");
          continue;
        }
        ++nmid;
        if (o1 * o2 < 64 || (rng() & 15) == 0)
          chkN(a, b, 2);
        else {
          chk(a, b);
          chk(-a, b);
        }
      }
    }
  }
  printf("3a subnormal midpoints: %lld exact-midpoint constructions, %lld pairs checked, "
         "mismatches so far %lld\n",
         nmid, npairs - p0, mism);
  fflush(stdout);
  // 3b: targets near boundaries: for all 2^23 significands of b at several exponents, a ~ t*b
  const double T = ldexp(1.0, 128) - ldexp(1.0, 103);
  double targets[] = {T,
                      ldexp(1.0, 128),
                      (double)FLT_MAX,
                      ldexp(1.0, -126),
                      ldexp(1.0, -126) - ldexp(1.0, -150),
                      ldexp(1.0, -126) - ldexp(1.0, -149),
                      ldexp(1.0, -149),
                      ldexp(1.0, -150),
                      1.5 * ldexp(1.0, -149),
                      ldexp(1.0, -151),
                      2.5 * ldexp(1.0, -149)};
  for (double t : targets) {
    p0 = npairs;
    // choose b exponents so a = t*b is a normal (or subnormal) finite float
    int eb_list_big[] = {-126, -100, -60,
                         -20,  -1,   0}; // for t ~ 2^128: b in [2^eb,2^(eb+1)), a ~ 2^(128+eb)
    int eb_list_small[] = {-20, 0, 20, 60, 100, 127}; // for t tiny
    int *el = (t > 1) ? eb_list_big : eb_list_small;
    for (int ei = 0; ei < 6; ++ei) {
      int eb = el[ei];
      for (uint32_t sig = 0; sig < (1u << 23); ++sig) {
        double bd = ldexp(1.0 + ldexp((double)sig, -23), eb);
        float b = (float)bd;
        double prod = t * bd; // exact-ish in double then round to float
        if (prod >= ldexp(1.0, 128))
          continue;
        float a = (float)prod;
        if (a == 0)
          continue;
        if ((sig & 255) == 0)
          chkN(a, b, 3);
        else {
          chk(a, b);
          chk(u2f(f2u(a) + 1), b);
          chk(u2f(f2u(a) - 1), b);
        }
      }
    }
    printf("3b target %a: %lld pairs, mismatches so far %lld\n", t, npairs - p0, mism);
    fflush(stdout);
  }
  // subnormal b with tiny/huge targets
  p0 = npairs;
  for (uint32_t ub = 1; ub < 0x00800000u; ++ub) {
    float b = u2f(ub);
    for (double t : targets) {
      double prod = t * (double)b;
      if (prod >= ldexp(1.0, 128) || prod < ldexp(1.0, -149))
        continue;
      float a = (float)prod;
      chk(a, b);
      chk(u2f(f2u(a) + 1), b);
      chk(u2f(f2u(a) - 1), b);
    }
  }
  printf("3b subnormal b: %lld pairs, mismatches so far %lld\n", npairs - p0, mism);
  fflush(stdout);
  // random: normal-range quotients at midpoints +- tiny: a = RN32(m*b) for random b and random fp32
  // midpoint m
  p0 = npairs;
  for (long long it = 0; it < 200000000LL; ++it) {
    uint32_t ub = (uint32_t)rng();
    float b = u2f(ub & 0x7fffffff);
    if (!(b > 0) || std::isinf(b))
      continue;
    uint32_t uq = (uint32_t)rng() & 0x7fffffff;
    if (uq >= 0x7f800000u)
      continue;
    double m = ((double)u2f(uq) + (double)u2f(uq + 1)) / 2; // midpoint
    double prod = m * (double)b;
    if (!(prod < 3.4e38) || prod < ldexp(1.0, -149))
      continue;
    float a = (float)prod;
    chk(a, b);
    chk(u2f(f2u(a) + 1), b);
    if (f2u(a) > 1)
      chk(u2f(f2u(a) - 1), b);
  }
  printf("random midpoint-targeted: %lld pairs, mismatches so far %lld\n", npairs - p0, mism);
  fflush(stdout);
  p0 = npairs;
  for (long long it = 0; it < 500000000LL; ++it) {
    uint64_t r = rng();
    chk(u2f((uint32_t)r), u2f((uint32_t)(r >> 32)));
  }
  printf("uniform random bits: %lld pairs\n", npairs - p0);
  // special b's
  p0 = npairs;
  uint32_t sb[] = {0, 0x80000000u, 0x7f800000u, 0xff800000u, 0x7fc00000u, 0x7f800001u, 0xffc00001u};
  for (uint32_t b : sb)
    for (uint32_t a = 0; a < (1u << 24); ++a) {
      chk(u2f(a * 256u + (a >> 16)), u2f(b));
      chk(u2f(b), u2f(a * 256u + (a >> 16)));
    }
  printf("special b/a: %lld pairs\n", npairs - p0);
  printf("TOTAL pairs %lld mismatches %lld\n", npairs, mism);
}
