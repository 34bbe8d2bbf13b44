#!/usr/bin/env bash
# Session 7's closing check on one H200 (static bundle in .carry/: logpjit,
# logpjit_gpu_tests, liblogpjit.so): bench/gpu_check.sh, then bench/peer_bench.py at TP = 1.
set -uo pipefail
OUTDIR=${OUT:-/tmp/logpjit-s7}; mkdir -p "$OUTDIR/chk"
OUT=$OUTDIR/chk bash bench/gpu_check.sh > "$OUTDIR/gpu_check.txt" 2>&1
python3 bench/peer_bench.py /tmp/logpjit --tp 1 2>&1 | tail -8 > "$OUTDIR/peer_tp1.txt"
rm -rf "$OUTDIR/chk"
