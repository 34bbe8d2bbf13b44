# Sourced by the bench scripts (not run directly). Provides:
#   bench_bins DIR   finds the binaries in DIR: a build directory (DIR/logpjit,
#                    DIR/tests/logpjit_gpu_tests, DIR/liblogpjit.so) or a directory of
#                    bundle files (scripts/build-device-bundle.sh: DIR/logpjit.xz, ...,
#                    unpacked to a temporary directory). Sets LOGPJIT (required),
#                    GPU_TESTS, MULTIGPU_TESTS, LIBLOGPJIT (empty where absent).
#   bench_unpack DIR NAME  prints the path of one binary NAME of a build or bundle
#                    directory DIR (unpacked to a new temporary directory where packed);
#                    nothing where DIR or NAME is absent.
#   LOG              the log directory (absolute): $OUT when set, else a new temporary
#                    directory.
#   REPO             the repository root (the Python tests and manifests are read there).
#   step NAME CMD... runs CMD with its output in $LOG/NAME.log and records NAME and its
#                    result for the summary.
#   record NAME TEXT adds a row to the summary.
#   summary          prints the summary table (also to $LOG/summary.txt).
#   find_cublas      exports LOGPJIT_CUBLAS (unless set: the CUDA toolkit's libcublas, else the
#                    one torch's wheels bring) with its directory on LD_LIBRARY_PATH, for
#                    `logpjit bench --lm-head`'s cuBLAS peer, and prints which.
#   cold CMD...      runs CMD as a cold start: an empty kernel cache, CUDA's compute cache
#                    off, LOGPJIT_TIME_JIT=1 (one line per compile with its stage times).
set -uo pipefail
REPO=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
LOG=${OUT:-$(mktemp -d /tmp/logpjit-bench.XXXXXX)}
mkdir -p "$LOG" && LOG=$(cd "$LOG" && pwd)
SUMMARY_ROWS=()

bench_find() { # DIR NAME: the path of NAME in DIR, unpacked if only NAME.xz or .gz is there
  local d=$1 n=$2 p
  for p in "$d/$n" "$d/tests/$n"; do
    [ -f "$p" ] && { echo "$p"; return; }
  done
  for p in "$d/$n.xz" "$d/tests/$n.xz"; do # python3's lzma: no xz binary needed
    if [ -f "$p" ]; then
      python3 -c 'import lzma, shutil, sys; shutil.copyfileobj(lzma.open(sys.argv[1]), open(sys.argv[2], "wb"))' \
        "$p" "$BENCH_UNPACK/$n" && chmod +x "$BENCH_UNPACK/$n" && echo "$BENCH_UNPACK/$n"
      return
    fi
  done
  for p in "$d/$n.gz" "$d/tests/$n.gz"; do
    if [ -f "$p" ]; then
      gunzip -c "$p" > "$BENCH_UNPACK/$n" && chmod +x "$BENCH_UNPACK/$n" && echo "$BENCH_UNPACK/$n"
      return
    fi
  done
}

bench_unpack() {
  [ -d "$1" ] || return 0
  BENCH_UNPACK=$(mktemp -d /tmp/logpjit-bin.XXXXXX)
  bench_find "$(cd "$1" && pwd)" "$2"
}

bench_bins() {
  [ -d "${1:-}" ] || { echo "expected a build or bundle directory, got '${1:-}'" >&2; exit 2; }
  local d; d=$(cd "$1" && pwd)
  BENCH_UNPACK=$(mktemp -d /tmp/logpjit-bin.XXXXXX)
  LOGPJIT=$(bench_find "$d" logpjit)
  [ -n "$LOGPJIT" ] || { echo "no logpjit or logpjit.gz in $d" >&2; exit 2; }
  GPU_TESTS=$(bench_find "$d" logpjit_gpu_tests)
  MULTIGPU_TESTS=$(bench_find "$d" logpjit_multigpu_tests)
  LIBLOGPJIT=$(bench_find "$d" liblogpjit.so)
}

record() { SUMMARY_ROWS+=("$1"$'\t'"$2"); }

step() {
  local name=$1 rc; shift
  { echo "### $*"; "$@"; } > "$LOG/$name.log" 2>&1
  rc=$?
  echo "rc=$rc" >> "$LOG/$name.log"
  if [ $rc = 0 ]; then record "$name" ok; else record "$name" "FAILED (rc $rc, $LOG/$name.log)"; fi
  return $rc
}

summary() {
  {
    echo "== summary (logs: $LOG)"
    local r
    for r in "${SUMMARY_ROWS[@]}"; do printf '%-44s %s\n' "${r%%$'\t'*}" "${r#*$'\t'}"; done
  } | tee "$LOG/summary.txt"
}

cold() {
  local dir; dir=$(mktemp -d /tmp/logpjit-cold.XXXXXX)
  echo "### cold: $*"
  env CUDA_CACHE_DISABLE=1 LOGPJIT_CACHE_DIR="$dir" LOGPJIT_TIME_JIT=1 "$@" 2>&1 |
    grep -E "jit |compile|checksum|identical|first call|background"
  rm -rf "$dir"
}

# The median ms of one line of `logpjit bench` output ("forward (tile_stats + merge)  median  0.155 ms").
median_of() { grep -E "^ +$1" | head -1 | sed -E 's/.*median +([0-9.]+) ms.*/\1/'; }

find_cublas() {
  if [ -z "${LOGPJIT_CUBLAS:-}" ]; then
    # -L: lib64 is a symbolic link; the toolkit's library first, then the wheels'.
    local d
    for d in /usr/local/cuda/lib64 $(python3 -c 'import nvidia; print(" ".join(nvidia.__path__))' 2>/dev/null); do
      LOGPJIT_CUBLAS=$(find -L "$d" -maxdepth 3 -name 'libcublas.so.1[0-9]' 2>/dev/null | head -1)
      [ -n "$LOGPJIT_CUBLAS" ] && break
    done
  fi
  [ -n "$LOGPJIT_CUBLAS" ] && export LOGPJIT_CUBLAS LD_LIBRARY_PATH="$(dirname "$LOGPJIT_CUBLAS"):${LD_LIBRARY_PATH:-}"
  echo "cuBLAS: ${LOGPJIT_CUBLAS:-none found}"
}
