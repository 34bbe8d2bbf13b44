#include "div.h"
// mode A: fixed b, all a. mode B: fixed a, all b.
static long long mism = 0;
static void rep(float a, float b, float r, float e) {
  if (mism++ < 20)
    printf("MISMATCH a=%08x b=%08x alg=%08x ieee=%08x (%a / %a)\n", f2u(a), f2u(b), f2u(r), f2u(e),
           a, b);
}
__attribute__((noinline)) void fixb(uint32_t bb) {
  float b = u2f(bb);
  double y = recip(b);
  for (uint64_t i = 0; i < (1ull << 32); ++i) {
    float a = u2f((uint32_t)i);
    float r = divq(a, b, y);
    float e = a / b;
    if (!same(r, e))
      rep(a, b, r, e);
  }
}
__attribute__((noinline)) void fixa(uint32_t aa) {
  float a = u2f(aa);
  for (uint64_t i = 0; i < (1ull << 32); ++i) {
    float b = u2f((uint32_t)i);
    float r = divq(a, b, recip(b));
    float e = a / b;
    if (!same(r, e))
      rep(a, b, r, e);
  }
}
int main(int argc, char **argv) {
  checkcsr();
  char m = argv[1][0];
  for (int k = 2; k < argc; ++k) {
    uint32_t v = strtoul(argv[k], 0, 16);
    long long m0 = mism;
    if (m == 'A')
      fixb(v);
    else
      fixa(v);
    printf("%c %08x done, mismatches %lld\n", m, v, mism - m0);
    fflush(stdout);
  }
  printf("total mismatches %lld\n", mism);
}
