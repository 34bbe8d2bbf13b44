#!/usr/bin/env bash
# Plain-C++ check of emitDivByRow's arithmetic (templates/numerics.cpp; docs/decisions/
# division-by-the-row-reciprocal.md) against IEEE fp32 division (x86 divss, std::fma): every
# significand pair of a bf16 (sig 8) and an fp16 (sig 11) dividend with an fp32 divisor,
# 100 random fp32 dividend significands against every divisor significand, and pairs across
# the whole range with random exponents. One core; about a minute and a half. Each line
# ends with its mismatch counts. With $OUT set, the output is also written to
# $OUT/divrow_check.txt.
set -euo pipefail
cd "$(dirname "$0")"
g++ -O2 -march=native -ffp-contract=off -o /tmp/divrow divrow.cpp
{
  /tmp/divrow sig 8
  /tmp/divrow sig 11
  /tmp/divrow fp32 1 100
  /tmp/divrow range
} | if [ -n "${OUT:-}" ]; then mkdir -p "$OUT" && tee "$OUT/divrow_check.txt"; else cat; fi
