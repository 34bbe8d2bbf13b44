// Division by a row's temperature through the row's reciprocal (templates/numerics.cpp,
// emitDivByRow): y = RN(1 / tau) once per row; per element q0 = RN(a * y), then one or two
// correction steps q' = RN(q + RN(a - q * tau) * y). Checked against IEEE fp32 division
// (x86 divss; -ffp-contract=off, std::fma) for dividends inside the fast range (|a| in
// [2^-64, 2^64], tau in [2^-24, 2^24]), where every step scales by powers of two: checking
// every significand pair with a and tau in [1, 2) covers every pair of exponents.
//   sig BITS      every dividend significand of BITS bits (8 = bf16, 11 = fp16) against
//                 every fp32 divisor significand: the one-step and two-step results
//   fp32 SEED N   N random fp32 dividend significands against every divisor significand
//                 (N x 2^23 pairs; only the two-step form must match)
//   range         pairs across the fast range with random exponents (two steps; one step
//                 for bf16 dividends)
#include "../divrn_check/div.h" // u2f, f2u

#include <random>
#include <string>

// One correction step; the remainder through minnum(r, 2^100) as the kernels take it (a
// no-op inside the range, where |r| < 2^43).
static inline float step(float q, float a, float tau, float y) {
  return std::fma(std::fmin(std::fma(-q, tau, a), 0x1p100f), y, q);
}
static inline float oneStep(float a, float tau, float y) { return step(a * y, a, tau, y); }
static inline float twoSteps(float a, float tau, float y) {
  return step(oneStep(a, tau, y), a, tau, y);
}

static long long bad1 = 0, bad2 = 0, pairs = 0;
static void report(const char *form, float a, float tau, float got, float want, long long &n) {
  if (n++ < 10)
    printf("MISMATCH %s a=%08x tau=%08x got=%08x ieee=%08x (%a / %a)\n", form, f2u(a), f2u(tau),
           f2u(got), f2u(want), a, tau);
}

static void check(float a, float tau, float y, bool withOne) {
  float want = a / tau;
  ++pairs;
  if (withOne) {
    float g1 = oneStep(a, tau, y);
    if (f2u(g1) != f2u(want))
      report("one-step", a, tau, g1, want, bad1);
  }
  float g2 = twoSteps(a, tau, y);
  if (f2u(g2) != f2u(want))
    report("two-step", a, tau, g2, want, bad2);
}

int main(int argc, char **argv) {
  if (argc < 2) {
    fprintf(stderr, "usage: divrow sig BITS | fp32 SEED N | range\n");
    return 2;
  }
  std::string mode = argv[1];
  if (mode == "sig") {
    int bits = atoi(argv[2]);
    uint32_t nA = 1u << (bits - 1);
    for (uint32_t tm = 0; tm < (1u << 23); ++tm) {
      float tau = u2f(0x3F800000u | tm), y = 1.0f / tau;
      for (uint32_t am = 0; am < nA; ++am)
        check(u2f(0x3F800000u | (am << (24 - bits))), tau, y, true);
    }
  } else if (mode == "fp32") {
    std::mt19937 rng(atoi(argv[2]));
    long n = atol(argv[3]);
    for (long i = 0; i < n; ++i) {
      float a = u2f(0x3F800000u | (rng() & 0x7FFFFFu));
      for (uint32_t tm = 0; tm < (1u << 23); ++tm) {
        float tau = u2f(0x3F800000u | tm);
        check(a, tau, 1.0f / tau, true); // one step is not exact for 24-bit dividends
      }
    }
  } else if (mode == "range") {
    std::mt19937 rng(7);
    for (long i = 0; i < 400000000L; ++i) {
      int ea = (int)(rng() % 129) - 64, et = (int)(rng() % 49) - 24;
      uint32_t am = rng() & 0x7FFFFFu, tm = rng() & 0x7FFFFFu;
      if (ea == 64)
        am = 0; // |a| <= 2^64
      if (et == 24)
        tm = 0; // tau <= 2^24
      float a = std::ldexp(u2f(0x3F800000u | am), ea), tau = std::ldexp(u2f(0x3F800000u | tm), et);
      if (rng() & 1)
        a = -a;
      check(a, tau, 1.0f / tau, false);
      float ab = u2f(f2u(a) & 0xFFFF0000u); // a bf16 dividend
      if (std::fabs(ab) >= std::ldexp(1.0f, -64))
        check(ab, tau, 1.0f / tau, true);
    }
  }
  printf("%s %s: %lld pairs, one-step mismatches %lld, two-step mismatches %lld\n", argv[0],
         mode.c_str(), pairs, bad1, bad2);
  return 0;
}
