#include "div.h"
// worst |y*b - 1| after 4 steps, and seed error, per exponent set
int main() {
  checkcsr();
  int exps[] = {-126, -64, -1, 0, 1, 63, 127};
  double worstAll = 0;
  for (int e : exps) {
    double worst = 0, worstSeed = 0;
    uint32_t ws = 0;
    for (uint32_t sig = 0; sig < (1u << 23); ++sig) {
      double b = ldexp(1.0 + ldexp((double)sig, -23), e);
      if ((double)(float)b != b) {
        printf("bad\n");
        return 1;
      }
      double y0 = u2d(0x7FDE623822FC16E6ULL - d2u(b));
      double s = fabs(std::fma(y0, b, -1.0));
      if (s > worstSeed)
        worstSeed = s;
      double y = recip(b);
      double err = fabs(std::fma(y, b, -1.0)); // exact: |err| small, needs < 53 bits
      if (err > worst) {
        worst = err;
        ws = sig;
      }
    }
    printf("exp %4d: worst |y*b-1| = %a = 2^%.4f (sig %06x), seed worst %.5f\n", e, worst,
           log2(worst), ws, worstSeed);
    if (worst > worstAll)
      worstAll = worst;
  }
  // all subnormal floats as doubles
  {
    double worst = 0, worstSeed = 0;
    uint32_t wb = 0;
    for (uint32_t ub = 1; ub < 0x00800000u; ++ub) {
      double b = (double)u2f(ub);
      double y0 = u2d(0x7FDE623822FC16E6ULL - d2u(b));
      double s = fabs(std::fma(y0, b, -1.0));
      if (s > worstSeed)
        worstSeed = s;
      double y = recip(b);
      double err = fabs(std::fma(y, b, -1.0));
      if (err > worst) {
        worst = err;
        wb = ub;
      }
    }
    printf("subnormal b: worst = %a = 2^%.4f (b bits %08x), seed worst %.5f\n", worst, log2(worst),
           wb, worstSeed);
    if (worst > worstAll)
      worstAll = worst;
  }
  printf("overall worst 2^%.4f (claim <= 2^-51: %s)\n", log2(worstAll),
         worstAll <= ldexp(1.0, -51) ? "OK" : "VIOLATED");
}
