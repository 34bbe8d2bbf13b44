#!/usr/bin/env bash
# A/B of the canonical order's chunk C (--chunk) on one GPU, per scope: alternating rounds,
# median of 50 each. Usage: bench/chunk_ab.sh [bench args...]  (from the static bundle in
# .carry/, scripts/build-device-bundle.sh). Extra environment: CHUNKS (default "2 4 8"),
# SCOPES (default "cross_target_bitwise cross_tp_bitwise").
set -uo pipefail
[ -x /tmp/logpjit ] || { gunzip -c .carry/logpjit.gz > /tmp/logpjit && chmod +x /tmp/logpjit; }
export LOGPJIT_CACHE_DIR=${LOGPJIT_CACHE_DIR:-/tmp/chunk-ab-cache}
for round in 1 2 3; do
  for scope in ${SCOPES:-cross_target_bitwise cross_tp_bitwise}; do
    for c in ${CHUNKS:-2 4 8}; do
      /tmp/logpjit bench --target sm_90 --repeat 50 --scope "$scope" --chunk "$c" "$@" |
        grep -E "tile_stats \(|forward \(|backward \(" | sed "s/^/round $round $scope C=$c: /"
    done
  done
done
