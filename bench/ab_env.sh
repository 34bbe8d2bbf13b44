#!/usr/bin/env bash
# A/B of code-generation variants selected by environment variables read at compile time
# (each variant gets its own cache directory), alternating runs on one GPU. The variables
# are temporary: an experiment adds a getenv() to the template it varies, measures, and the
# winner is written in without it (session 3 used LPJ_NOSPLIT, LPJ_CTA, LPJ_TSB, LPJ_L2,
# LPJ_PF; none is in the code now: bench/results/2026-11-29-h200-s3-ab-*.txt).
# Usage: bench/ab_env.sh "NAME=ENV ..." ... -- [bench args]
#   e.g. bench/ab_env.sh "base=" "cta3=LPJ_CTA=3" -- --tokens 8192
set -uo pipefail
[ -x /tmp/logpjit ] || { gunzip -c .carry/logpjit.gz > /tmp/logpjit && chmod +x /tmp/logpjit; }
V=(); while [ $# -gt 0 ] && [ "$1" != "--" ]; do V+=("$1"); shift; done; [ $# -gt 0 ] && shift
for round in 1 2 3; do
  for v in "${V[@]}"; do
    name=${v%%=*}; envs=${v#*=}
    env $envs LOGPJIT_CACHE_DIR=/tmp/ab-env-$name /tmp/logpjit bench --target sm_90 --repeat 50 "$@" |
      grep -E "tile_stats \(|forward \(|backward \(" | sed "s/^/round $round $name: /"
  done
done
