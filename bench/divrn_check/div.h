#include <cfloat>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <xmmintrin.h>
static inline double u2d(uint64_t u) {
  double d;
  memcpy(&d, &u, 8);
  return d;
}
static inline uint64_t d2u(double d) {
  uint64_t u;
  memcpy(&u, &d, 8);
  return u;
}
static inline float u2f(uint32_t u) {
  float d;
  memcpy(&d, &u, 4);
  return d;
}
static inline uint32_t f2u(float d) {
  uint32_t u;
  memcpy(&u, &d, 4);
  return u;
}
static inline double recip(double bd) {
  double bm = fabs(bd);
  double y = u2d(0x7FDE623822FC16E6ULL - d2u(bm));
  for (int i = 0; i < 4; ++i)
    y = std::fma(y, std::fma(-bm, y, 1.0), y);
  return copysign(y, bd);
}
static inline float divq(float a, float b, double y /*=recip(b)*/) {
  double ad = a, bd = b, bm = fabs(bd);
  double q0 = ad * y;
  double q1 = std::fma(std::fma(-q0, bd, ad), y, q0);
  const double inf = INFINITY;
  double ys = (bd == 0.0) ? copysign(inf, bd) : (bm == inf ? copysign(0.0, bd) : y);
  bool fa = (ad != 0.0 && !std::isnan(ad)) && (fabs(ad) != inf && !std::isnan(ad));
  bool fb = (bd != 0.0 && !std::isnan(bd)) && (fabs(bd) != inf && !std::isnan(bd));
  double q = (fa && fb) ? q1 : ad * ys;
  return (float)q;
}
static inline bool same(float x, float y) {
  if (std::isnan(x) && std::isnan(y))
    return true;
  return f2u(x) == f2u(y);
}
static inline void checkcsr() {
  unsigned c = _mm_getcsr();
  if ((c & 0xFFC0) != 0x1F80) {
    fprintf(stderr, "MXCSR %x\n", c);
    exit(1);
  }
}
