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
import re, sys
sys.path.insert(0, "bench")
from timing import clock_summary, under_load
loaded = [f"{c},{p}" for c, p in under_load(open(sys.argv[1]))]
med = [float(m) for m in re.findall(r"median\s+([\d.]+) ms", open(sys.argv[2]).read())]
cut = int(len(loaded) * med[0] / (med[0] + med[1]))
for name, part in (("lm_head", loaded[:cut]), ("fused forward", loaded[cut:])):
    print(f"{name}: {clock_summary(part[len(part) // 5: len(part) * 4 // 5])}")
PY
