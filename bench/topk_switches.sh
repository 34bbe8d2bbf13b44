#!/usr/bin/env bash
# Experiment switches of one bundle against a baseline, GPU time only, one GPU machine:
#   SETS="VAR=1|OTHER=1|VAR=1 OTHER=1" bench/topk_switches.sh BASE_DIR DIR [ROUNDS]
# Per round: bench/topk_overlap.py (--splits "": the forward and the top-20 call in CUDA
# graphs) on BASE_DIR and DIR without the switches, then on DIR under each set. Then DIR's
# GPU top-k tests (GpuTopK*, GpuSampler*, GpuTemperatureRows*) with every set's variables
# at once (TESTS=0 skips them). Each run has its own kernel cache. Logs under $OUT (else a
# temporary directory).
source "$(dirname "$0")/common.sh"
[ $# -ge 2 ] || { echo "usage: $0 BASE_DIR DIR [ROUNDS]" >&2; exit 2; }
BASE=$1 DIR=$2 ROUNDS=${3:-2}
cd "$REPO"
IFS='|' read -r -a sets <<< "${SETS:-}"
# the timing lines, and a failed run's error lines (a launch the driver refuses, say)
overlap() { bash bench/topk_overlap.sh "$@" -- --splits "" --repeat "${REPEAT:-300}" 2>&1 |
  grep -E "^###|forward|one call|Error|error:"; }
for r in $(seq "$ROUNDS"); do
  echo "## round $r: defaults"
  overlap "$BASE" "$DIR"
  for s in "${sets[@]}"; do
    echo "## round $r: $s"
    # shellcheck disable=SC2086
    env $s bash -c "$(declare -f overlap); overlap '$DIR'"
  done
done
if [ "${TESTS:-1}" != 0 ]; then
  tests=$(bench_unpack "$DIR" logpjit_gpu_tests)
  all=$(echo "${SETS:-}" | tr '|' ' ')
  # shellcheck disable=SC2086
  [ -n "$tests" ] && env $all LOGPJIT_CACHE_DIR="$(mktemp -d /tmp/logpjit-cache.XXXXXX)" \
    timeout "${TEST_LIMIT:-120}" "$tests" --gtest_brief=1 \
    --gtest_filter='GpuTopK*:GpuSampler*:GpuTemperatureRows*' 2>&1 | tail -n 4
fi
