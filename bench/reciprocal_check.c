// Host check of the reciprocal form of x / tau (docs/performance.md, session 8):
// fma(fma(-q, tau, x), r, q) with q = RN(x r), r = RN(1 / tau), against the IEEE quotient,
// for every bf16 and fp16 value with 2^-100 max(tau, 1) <= |x| <= 2^100 min(tau, 1), for
// listed and 20 000 random tau in [1e-5, 1e5], and for 98 million random fp32 pairs.
// Build: gcc -O2 -ffp-contract=off -o reciprocal_check bench/reciprocal_check.c -lm
#include <math.h>
#include <stdio.h>
#include <stdint.h>
#include <string.h>
#include <stdlib.h>
static float f_of(uint32_t u){float f; memcpy(&f,&u,4); return f;}
static uint32_t u_of(float f){uint32_t u; memcpy(&u,&f,4); return u;}
static float half_to_f(uint16_t h){uint32_t s=(h>>15)&1, e=(h>>10)&31, m=h&1023; float v;
  if(e==0) v=ldexpf((float)m,-24); else if(e==31) v= m? NAN: INFINITY; else v=ldexpf((float)(m|1024),(int)e-25); return s?-v:v;}
static int check(float tau, int fp16){
  volatile float r = 1.0f/tau; float lo = fmaxf(tau,1.0f)*0x1p-100f, hi = fminf(tau,1.0f)*0x1p100f; int nb=0;
  for(uint32_t i=0;i<65536;i++){
    float x = fp16? half_to_f(i) : f_of(i<<16);
    float ax=fabsf(x); if(!(ax>=lo && ax<=hi)) continue;
    volatile float q = x*r; float e = fmaf(-q, tau, x); float q2 = fmaf(e, r, q);
    volatile float d = x/tau;
    if(u_of(d)!=u_of(q2)) { nb++; if(nb<=2) fprintf(stderr,"  tau %a x %a div %a mk %a\n",tau,x,d,q2);}
  }
  return nb;
}
int main(){
  float taus[]={0.6f,0.7f,0.8f,0.9f,1.0f,1.1f,1.2f,1.3f,1.5f,2.0f,0.5f,0.25f,3.0f,1e-5f,1e5f,1e30f,1e-3f,7.0f,3.4e38f};
  for(unsigned k=0;k<sizeof taus/sizeof *taus;k++) printf("tau %g: bf16 bad %d fp16 bad %d\n",taus[k],check(taus[k],0),check(taus[k],1));
  srand(1); int fails=0, n=20000;
  for(int k=0;k<n;k++){ float t = expf(((float)rand()/RAND_MAX)*23.0f-11.5f); if(check(t,0)||check(t,1)) fails++; }
  printf("random tau in [1e-5,1e5]: %d of %d fail\n",fails,n);
  // random fp32 x for a few taus: sample 1e8
  uint64_t s=88172645463325252ULL; long bad=0, tot=0;
  for(int k=0;k<64;k++){ float tau = expf(((float)rand()/RAND_MAX)*10.0f-5.0f); volatile float r=1.0f/tau; float lo = fmaxf(tau,1.0f)*0x1p-100f, hi = fminf(tau,1.0f)*0x1p100f;
    for(int j=0;j<2000000;j++){ s^=s<<13; s^=s>>7; s^=s<<17; float x=f_of((uint32_t)s); float ax=fabsf(x); if(!(ax>=lo&&ax<=hi)) continue; tot++;
      volatile float q=x*r; float e=fmaf(-q,tau,x); float q2=fmaf(e,r,q); volatile float d=x/tau; if(u_of(d)!=u_of(q2)) bad++; } }
  printf("fp32 random: %ld bad of %ld\n",bad,tot);
}
