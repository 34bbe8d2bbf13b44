#!/usr/bin/env bash
# One bundle, two settings of the environment, on one GPU machine:
#   A_ENV="VAR=0" B_ENV="VAR=1" bench/env_ab.sh BUILD_OR_BIN_DIR [TOKENS]
# Runs, where the binaries are there: the whole GPU test suite under B_ENV (GTEST_FILTER
# narrows it; TESTS=0 skips it); bench/ab.sh of the forward with a temperature at TP 1
# (BENCH_ARGS: option sets separated by '|', default "--tp 1 --temperature 0.7 --jit full";
# ROUNDS rounds, A then B); with
# liblogpjit.so, bench/topk_bench.py at TOKENS (default 2048) under A_ENV then B_ENV (kernel
# times by torch.profiler; the Python path, no C++ extension). Each side has its own kernel
# cache (PY=0 skips the Python part). Logs under $OUT (else a temporary directory); a table at the end.
source "$(dirname "$0")/common.sh"
bench_bins "${1:-}"
cd "$REPO"
TOKENS=${2:-2048}
if [ -n "$GPU_TESTS" ] && [ "${TESTS:-1}" != 0 ]; then
  step gpu_tests env ${B_ENV:-} LOGPJIT_CACHE_DIR="$(mktemp -d /tmp/logpjit-t.XXXXXX)" \
    "$GPU_TESTS" --gtest_brief=1 --gtest_filter="${GTEST_FILTER:-*}"
fi
IFS='|' read -r -a sets <<< "${BENCH_ARGS:---tp 1 --temperature 0.7 --jit full}"
for i in "${!sets[@]}"; do
  # shellcheck disable=SC2086
  OUT="$LOG/ab$i" A_ENV="${A_ENV:-}" B_ENV="${B_ENV:-}" step "ab$i" bench/ab.sh "$LOGPJIT" \
    "$LOGPJIT" ${sets[$i]}
  grep -E "\(ms, each round\)" "$LOG/ab$i/summary.txt" | sed "s/^/  [${sets[$i]}] /"
done
if [ -n "$LIBLOGPJIT" ] && [ "${PY:-1}" != 0 ]; then
  export LOGPJIT_LIBRARY=$LIBLOGPJIT LOGPJIT_TOOL=$LOGPJIT PYTHONPATH=$REPO/python:$REPO/bench
  export LOGPJIT_TORCH_NATIVE=0
  for t in ${TOKENS//,/ }; do
    for side in A B; do
      if [ $side = A ]; then envs=${A_ENV:-}; else envs=${B_ENV:-}; fi
      # shellcheck disable=SC2086
      step "topk_bench_${t}_$side" env $envs LOGPJIT_CACHE_DIR="$(mktemp -d /tmp/logpjit-p.XXXXXX)" \
        python3 bench/topk_bench.py --tokens "$t" --k 20
    done
  done
fi
summary
