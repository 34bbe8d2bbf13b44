#!/usr/bin/env bash
# compute-sanitizer on the sm_90 kernels, each run in a fresh cache:
#   bench/sanitize.sh BUILD_OR_BIN_DIR
# memcheck and racecheck (TOOLS overrides, e.g. TOOLS="memcheck racecheck synccheck") on:
# a tiered cold start (quick tiers, then the full kernels from the background compile); the
# quick tiers alone at TP 2 and TP 8 (the division-free merge, the quick tile_stats' linear
# grid); the full fp16 C = 16 staged tile_stats (loadVector); staged tiles that start
# 2 bytes off (W = 333) and that have no 16-byte-aligned middle (W = 7). Each run also does
# `logpjit run`'s bitwise self-checks. Logs under $OUT (else a temporary directory); a
# table at the end.
source "$(dirname "$0")/common.sh"
bench_bins "${1:-}"
command -v compute-sanitizer > /dev/null || { echo "compute-sanitizer not found" >&2; exit 2; }
XT="--scope cross_target_bitwise"
variants=(
  "tiered:--jit tiered --tokens 64 --entropy $XT --temperature 0.7"
  "quick_tp2:--jit quick --tokens 64 --tp 2 --entropy $XT --temperature 0.7"
  "quick_tp8:--jit quick --tokens 64 --tp 8 --entropy"
  "fp16_c16_staged:--jit full --tokens 64 --dtype fp16 --chunk 16 $XT --temperature 0.7 --entropy"
  "staged_w333_tp3:--jit full $XT --tokens 33 --vocab 999 --tile-width 333 --real-vocab 990 --tp 3 --temperature 0.7"
  "staged_w7_fp16:--jit full $XT --tokens 17 --vocab 63 --tile-width 7 --real-vocab 60 --dtype fp16 --tp 3 --temperature 1.3"
)
for t in ${TOOLS:-memcheck racecheck}; do
  for v in "${variants[@]}"; do
    name=${v%%:*} args=${v#*:}
    cache=$(mktemp -d /tmp/logpjit-san.XXXXXX)
    step "${t}_$name" env LOGPJIT_CACHE_DIR="$cache" compute-sanitizer --tool "$t" \
      --error-exitcode 9 "$LOGPJIT" run --target sm_90 $args
    rm -rf "$cache"
    SUMMARY_ROWS[-1]="${t}_$name"$'\t'"$(grep -hE 'ERROR SUMMARY|RACECHECK SUMMARY|SYNCCHECK SUMMARY' "$LOG/${t}_$name.log" | sed 's/=* *//' | head -1); $(tail -1 "$LOG/${t}_$name.log")"
  done
done
summary
