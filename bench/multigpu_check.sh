#!/usr/bin/env bash
# TP over two (or more) GPUs of one host through NCCL, from a build directory or a bundle
# directory (BUNDLE="logpjit tests/logpjit_multigpu_tests liblogpjit.so"
# scripts/build-device-bundle.sh makes .carry/):
#   bench/multigpu_check.sh BUILD_OR_BIN_DIR [WARM_CACHE_DIR]
# Runs the multigpu tests; `run --tp 2 --devices 0,1` in both scopes and in two processes
# (`--dist env`), whose checksums must equal the single-GPU and (cross_target_bitwise) the
# host's; the Python tests when the directory has liblogpjit.so; the TP = 2 benchmarks of
# docs/performance.md. With WARM_CACHE_DIR (a cache filled by `logpjit warm --manifest
# examples/manifests/qwen3-8b.json --targets host,sm_90` on a machine without a GPU), also a
# read-only pass over it: every kernel of the manifest must be a hit, and a contract outside
# it must fail naming its spec. NCCL: LOGPJIT_NCCL_LIBRARY, else the pip wheel's
# libnccl.so.2 if python3 finds one, else the loader's path. NVLink multicast stays off
# (NCCL_NVLS_ENABLE=0). Logs under $OUT (else a temporary directory); a table at the end.
source "$(dirname "$0")/common.sh"
bench_bins "${1:-}"
cd "$REPO"
WARM=${2:-}
L=$LOGPJIT
export NCCL_NVLS_ENABLE=0 TORCH_SYMM_MEM_DISABLE_MULTICAST=1 NVSHMEM_DISABLE_NVLS=1
if [ -z "${LOGPJIT_NCCL_LIBRARY:-}" ]; then
  LOGPJIT_NCCL_LIBRARY=$(python3 -c 'import nvidia.nccl, os; print(os.path.join(list(nvidia.nccl.__path__)[0], "lib", "libnccl.so.2"))' 2>/dev/null)
  export LOGPJIT_NCCL_LIBRARY
fi
export LOGPJIT_CACHE_DIR=$(mktemp -d /tmp/logpjit-cache.XXXXXX)
{
  nvidia-smi --query-gpu=index,name,driver_version --format=csv
  nvidia-smi topo -m 2>&1 | head -8; echo "NCCL library: ${LOGPJIT_NCCL_LIBRARY:-libnccl.so.2 on the loader path}"
} > "$LOG/machine.txt" 2>&1

[ -n "$MULTIGPU_TESTS" ] && step multigpu_tests env LOGPJIT_TOOL_PATH="$L" "$MULTIGPU_TESTS"
[ -n "$LIBLOGPJIT" ] && step python_tests env LOGPJIT_LIBRARY="$LIBLOGPJIT" LOGPJIT_TOOL="$L" \
  PYTHONPATH=python python3 -m unittest discover -s tests/python -t tests/python -v

two_processes() { # LOGFILE SUBCOMMAND ARGS...: ranks 0 and 1 as separate processes
  local log=$1 id; shift
  id=$(mktemp -d /tmp/logpjit-id.XXXXXX)/id
  RANK=1 LOCAL_RANK=1 WORLD_SIZE=2 LOGPJIT_NCCL_ID_FILE=$id "$L" "$@" --dist env > "$log.rank1" 2>&1 &
  RANK=0 LOCAL_RANK=0 WORLD_SIZE=2 LOGPJIT_NCCL_ID_FILE=$id "$L" "$@" --dist env > "$log" 2>&1
  local rc=$?; wait; cat "$log.rank1" >> "$log"; return $rc
}
step run_devices "$L" run --target sm_90 --tp 2 --devices 0,1
step run_devices_xt "$L" run --target sm_90 --tp 2 --devices 0,1 --scope cross_target_bitwise
step run_single_gpu "$L" run --target sm_90 --tp 2
step run_host_xt "$L" run --tp 2 --scope cross_target_bitwise
two_processes "$LOG/run_dist_env.log" run --target sm_90 --tp 2
record run_dist_env "rc $?"
# Every rank prints "output checksum H"; a single-process run "output checksum (BLAKE3 ...): H".
sums() { grep -ohE "checksum [0-9a-f]{16}|checksum \(BLAKE3[^:]*: [0-9a-f]{16}" "$@" | grep -oE "[0-9a-f]{16}$" | sort -u | tr '\n' ' '; }
record "default scope checksums: ranks, processes" "$(sums "$LOG/run_devices.log" "$LOG/run_dist_env.log")(one GPU: $(sums "$LOG/run_single_gpu.log"))"
record "cross_target_bitwise checksums: ranks" "$(sums "$LOG/run_devices_xt.log")(host: $(sums "$LOG/run_host_xt.log"))"

dist_bench() { # NAME ARGS...
  local name=$1; shift
  "$L" bench --target sm_90 --tp 2 --devices 0,1 "$@" > "$LOG/bench_$name.log" 2>&1
  record "bench devices 0,1 $name" "forward $(median_of "forward \(" < "$LOG/bench_$name.log") ms, fwd+bwd $(median_of "forward \+ backward" < "$LOG/bench_$name.log") ms"
}
dist_bench default --backward --dist-repeat 100
dist_bench xt --backward --scope cross_target_bitwise --dist-repeat 100
dist_bench T8192 --backward --tokens 8192
two_processes "$LOG/bench_dist_env.log" bench --target sm_90 --tp 2 --backward
record "bench dist env (rank 0)" "forward $(median_of "forward \(" < "$LOG/bench_dist_env.log") ms, fwd+bwd $(median_of "forward \+ backward" < "$LOG/bench_dist_env.log") ms"
"$L" bench --target sm_90 --tp 1 --backward > "$LOG/bench_single_tp1.log" 2>&1
record "bench single GPU tp 1 (reference)" "forward $(median_of "forward \(" < "$LOG/bench_single_tp1.log") ms, fwd+bwd $(median_of "forward \+ backward" < "$LOG/bench_single_tp1.log") ms"

if [ -n "$WARM" ]; then
  export LOGPJIT_CACHE_DIR=$WARM LOGPJIT_CACHE_MODE=readonly
  step warm_coverage "$L" warm --manifest examples/manifests/qwen3-8b.json --targets sm_90
  step readonly_run_entropy "$L" run --target sm_90 --tp 2 --devices 0,1 --entropy
  step readonly_bench_xt "$L" bench --target sm_90 --entropy --backward --repeat 5 --scope cross_target_bitwise
  step readonly_bench_tp8 "$L" bench --target sm_90 --entropy --backward --repeat 5 --tp 8
  "$L" bench --target sm_90 --repeat 1 --dtype fp16 > "$LOG/readonly_miss.log" 2>&1
  record "readonly miss (must fail naming the spec)" "rc $? $(grep -m1 -o 'no entry for [^ ]*' "$LOG/readonly_miss.log")"
fi
summary
