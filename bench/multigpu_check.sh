#!/usr/bin/env bash
# Issue 6 on a machine with two (or more) H200s, from the static bundle built by
#   BUNDLE="logpjit tests/logpjit_multigpu_tests" scripts/build-device-bundle.sh
# and carried as .carry/. Runs the multigpu tests, the CLI in both launch modes, and the
# TP=2 benchmark; logs go to $OUT (or ./out). NVLink multicast stays off (NCCL_NVLS_ENABLE=0).
set -uo pipefail
OUT=${OUT:-out}; mkdir -p "$OUT"
export NCCL_NVLS_ENABLE=0 TORCH_SYMM_MEM_DISABLE_MULTICAST=1 NVSHMEM_DISABLE_NVLS=1
BIN=$(mktemp -d)
for f in .carry/*.gz; do gunzip -c "$f" > "$BIN/$(basename "$f" .gz)"; chmod +x "$BIN/$(basename "$f" .gz)"; done
if [ -z "${LOGPJIT_NCCL_LIBRARY:-}" ]; then
  LOGPJIT_NCCL_LIBRARY=$(python3 -c 'import nvidia.nccl, os; print(os.path.join(list(nvidia.nccl.__path__)[0], "lib", "libnccl.so.2"))' 2>/dev/null)
  export LOGPJIT_NCCL_LIBRARY
fi
export LOGPJIT_CACHE_DIR=$(mktemp -d)
{
  echo "== $(date -u)"; nvidia-smi --query-gpu=index,name,driver_version --format=csv
  nvidia-smi topo -m 2>&1 | head -8; echo "NCCL library: $LOGPJIT_NCCL_LIBRARY"
} > "$OUT/machine.txt" 2>&1
LOGPJIT_TOOL_PATH=$BIN/logpjit "$BIN/logpjit_multigpu_tests" > "$OUT/multigpu_tests.txt" 2>&1; echo "multigpu tests rc=$?" >> "$OUT/multigpu_tests.txt"
L=$BIN/logpjit
if [ -f "$BIN/liblogpjit.so" ]; then # the Python package (CPU + CUDA tests) on this machine's torch
  LOGPJIT_LIBRARY=$BIN/liblogpjit.so LOGPJIT_TOOL=$L PYTHONPATH=python python3 -m unittest \
    discover -s tests/python -t tests/python -v > "$OUT/python_tests.txt" 2>&1
  echo "python tests rc=$?" >> "$OUT/python_tests.txt"
fi
{
  echo "== run --devices 0,1 (default scope)"; $L run --target sm_90 --tp 2 --devices 0,1; echo rc=$?
  echo "== run --devices 0,1 cross_target_bitwise"; $L run --target sm_90 --tp 2 --devices 0,1 --scope cross_target_bitwise; echo rc=$?
  echo "== single-GPU run (checksum to compare)"; $L run --target sm_90 --tp 2; echo rc=$?
  echo "== host run (checksum to compare)"; $L run --tp 2 --scope cross_target_bitwise --threads 16 | grep checksum
  ID=$(mktemp -d)/id
  echo "== two processes, torchrun-style variables"
  RANK=1 LOCAL_RANK=1 WORLD_SIZE=2 LOGPJIT_NCCL_ID_FILE=$ID $L run --target sm_90 --tp 2 --dist env > "$OUT/rank1.txt" 2>&1 &
  RANK=0 LOCAL_RANK=0 WORLD_SIZE=2 LOGPJIT_NCCL_ID_FILE=$ID $L run --target sm_90 --tp 2 --dist env; echo rc=$?
  wait; cat "$OUT/rank1.txt"
} > "$OUT/run.txt" 2>&1
{
  for s in cross_tp_bitwise cross_target_bitwise; do
    echo "== bench --devices 0,1 --backward scope $s"; $L bench --target sm_90 --tp 2 --devices 0,1 --backward --scope $s --dist-repeat 100; echo rc=$?
  done
  echo "== bench --devices 0,1 T=8192"; $L bench --target sm_90 --tp 2 --devices 0,1 --backward --tokens 8192; echo rc=$?
  echo "== bench single GPU tp 1 (reference)"; $L bench --target sm_90 --tp 1 --backward; echo rc=$?
  ID=$(mktemp -d)/id
  echo "== bench two processes"
  RANK=1 LOCAL_RANK=1 WORLD_SIZE=2 LOGPJIT_NCCL_ID_FILE=$ID $L bench --target sm_90 --tp 2 --dist env --backward > "$OUT/bench_rank1.txt" 2>&1 &
  RANK=0 LOCAL_RANK=0 WORLD_SIZE=2 LOGPJIT_NCCL_ID_FILE=$ID $L bench --target sm_90 --tp 2 --dist env --backward; echo rc=$?
  wait; cat "$OUT/bench_rank1.txt"
} > "$OUT/bench.txt" 2>&1
# A cache warmed on a machine with no GPU (logpjit warm --manifest
# examples/manifests/qwen3-8b.json --targets host,sm_90), copied here as .carry/warm-cache:
# read-only, every sm_90 kernel of the manifest must be a hit (zero compiles).
if [ -d .carry/warm-cache ]; then
  (
    export LOGPJIT_CACHE_DIR=$PWD/.carry/warm-cache LOGPJIT_CACHE_MODE=readonly
    echo "== warm --targets sm_90 (readonly: a coverage check, compiles nothing)"
    $L warm --manifest examples/manifests/qwen3-8b.json --targets sm_90; echo rc=$?
    echo "== run --devices 0,1 --entropy (readonly)"; $L run --target sm_90 --tp 2 --devices 0,1 --entropy; echo rc=$?
    echo "== bench --entropy --backward, both scopes (readonly)"
    $L bench --target sm_90 --entropy --backward --repeat 5 --scope cross_target_bitwise; echo rc=$?
    $L bench --target sm_90 --entropy --backward --repeat 5 --tp 8; echo rc=$?
    echo "== a contract not in the manifest (readonly: must fail naming the spec)"
    $L bench --target sm_90 --repeat 1 --dtype fp16; echo rc=$?
  ) > "$OUT/readonly_warm.txt" 2>&1
  grep -E "rc=|warm:|error" "$OUT/readonly_warm.txt"
fi
tail -3 "$OUT/python_tests.txt" 2>/dev/null; tail -5 "$OUT/multigpu_tests.txt"; grep -h "rc=\|identical\|median" "$OUT/run.txt" "$OUT/bench.txt"
