#!/usr/bin/env bash
# The SM clock and board power while `logpjit bench --lm-head` runs its two phases (the
# materialized GEMM, then the fused forward), on one NVIDIA GPU, from a build or bundle
# directory:
#   bench/lm_head_phase_clocks.sh BUILD_OR_BIN_DIR [TOKENS] [REPEAT]
# nvidia-smi samples clocks.sm and power.draw every 50 ms during one bench process (REPEAT
# timed calls per phase, default 300; TOKENS default 8192); the samples under load (power
# above 200 W) are cut in two in the ratio of the phases' medians, and the middle 60% of
# each part summarized: whether the fused forward's launches run at another clock than the
# one GEMM launch.
source "$(dirname "$0")/common.sh"
bench_bins "${1:-}"
cd "$REPO"
export LOGPJIT_CACHE_DIR=$(mktemp -d /tmp/logpjit-cache.XXXXXX) LOGPJIT_JIT=full
T=${2:-8192} N=${3:-300}
ARGS=(bench --lm-head --target sm_90 --tokens "$T" --vocab 151936 --real-vocab 151669 --entropy)
"$LOGPJIT" "${ARGS[@]}" --repeat 1 > /dev/null # compile, warm the cache
nvidia-smi --query-gpu=clocks.sm,power.draw --format=csv,noheader,nounits -lms 50 > "$LOG/smi.csv" &
SMI=$!
"$LOGPJIT" "${ARGS[@]}" --repeat "$N" | tee "$LOG/bench.log"
kill $SMI
python3 - "$LOG/smi.csv" "$LOG/bench.log" <<'PY'
import re, statistics, sys
s = []
for line in open(sys.argv[1]):
    try:
        c, p = (float(x) for x in line.split(","))
    except ValueError:
        continue
    if p > 200:
        s.append((c, p))
med = [float(m) for m in re.findall(r"median\s+([\d.]+) ms", open(sys.argv[2]).read())]
cut = int(len(s) * med[0] / (med[0] + med[1]))
for name, part in (("lm_head", s[:cut]), ("fused forward", s[cut:])):
    mid = part[len(part) // 5: len(part) * 4 // 5]
    print(f"{name}: {len(mid)} samples, SM clock median {statistics.median(c for c, _ in mid):.0f} MHz, "
          f"power median {statistics.median(p for _, p in mid):.0f} W")
PY
