#!/usr/bin/env bash
# Plain-C++ replica of templates/numerics.cpp emitDivRN (div.h) against IEEE fp32 division
# (x86 divss, MXCSR checked; docs/decisions/division-free-quick-tiers.md): exhaustive over
# all 2^32 a for 22 divisors (exh A) and all 2^32 b for 4 dividends (exh B), adversarial
# cases (adv: subnormal midpoint ties, overflow and underflow thresholds, random midpoint
# targets, specials), and the Newton reciprocal's worst error (newt). One core; about an
# hour. Every line ends with its mismatch count; the last lines are the totals. With $OUT
# set, the output is also written to $OUT/divrn_check.txt.
set -euo pipefail
cd "$(dirname "$0")"
for p in exh adv newt; do g++ -O2 -march=native -ffp-contract=off -o /tmp/divrn_$p $p.cpp; done
{
  /tmp/divrn_newt
  /tmp/divrn_exh A 40400000 3727c5ac 3f800000 3f800001 3fffffff 7f7fffff 00800000 00000001 \
    007fffff 7effc99e 3f7fffff 00400000 00000003 3fc00000 3fa00000 bf333333 2265b1f5 91b7584a \
    d8f16adf cd613e30
  /tmp/divrn_exh B 3f800000 7f7fffff 00000001 3f7fffff
  /tmp/divrn_adv
} | if [ -n "${OUT:-}" ]; then mkdir -p "$OUT" && tee "$OUT/divrn_check.txt"; else cat; fi
