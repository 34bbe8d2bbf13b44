#!/usr/bin/env bash
# A/B of code-generation variants selected by environment variables read at compile time
# (each variant gets its own cache directory), alternating runs on one GPU.
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
