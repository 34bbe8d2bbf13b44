#!/usr/bin/env bash
# The Python package on a GPU machine with that machine's torch (2.x: the custom ops,
# torch.compile, opcheck, CUDA graphs; tests/python/test_torch2.py and test_cuda.py):
#   0. builds the C++ extension logpjit._native against that torch (NATIVE=0: not), so that
#      the eager TP 1 path runs through it (LOGPJIT_TORCH_NATIVE=1: its absence fails);
#   1. every Python test, as installed ("default": custom ops under torch.compile, the
#      autograd.Function in eager mode);
#   2. the eager tests again with the custom ops in eager mode too
#      (LOGPJIT_TORCH_CUSTOM_OPS=eager: "eager ops") and with none registered (=0: "no ops");
#   3. bench/python_overhead.py on the CPU and on CUDA (host time per call);
#   4. with --peer: bench/peer_bench.py (T = 2048 and 8192, bf16, V = 151936).
# TESTS=0 skips steps 1 and 2 (the timings only).
# Prints a table of test results per file (ok / skipped / failed) and the overhead rows.
# Usage, from the repository root:
#   bench/torch_gpu_check.sh path/to/liblogpjit.so path/to/logpjit [--peer]
# Logs go to ${OUT:-/tmp/logpjit-torch-gpu}. Exit status: 1 if any test failed.
set -uo pipefail
if [ $# -lt 2 ] || [ ! -f "$1" ] || [ ! -x "$2" ]; then
  echo "usage: $0 LIBLOGPJIT_SO LOGPJIT_CLI [--peer]   (both must exist; the CLI executable)" >&2
  exit 2
fi
LIB=$(readlink -f "$1")
CLI=$(readlink -f "$2")
PEER=${3:-}
OUTDIR=${OUT:-/tmp/logpjit-torch-gpu}
mkdir -p "$OUTDIR"
export LOGPJIT_LIBRARY=$LIB LOGPJIT_TOOL=$CLI PYTHONPATH=python PYTHONUNBUFFERED=1
export LOGPJIT_CACHE_DIR=${LOGPJIT_CACHE_DIR:-/tmp/logpjit-torch-cache}
PY=${PYTHON:-python3}

if [ "${NATIVE:-1}" != 0 ]; then
  export LOGPJIT_NATIVE_DIR=${LOGPJIT_NATIVE_DIR:-/tmp/logpjit-native} LOGPJIT_TORCH_NATIVE=1
  start=$(date +%s)
  $PY -m logpjit._native_build "$LOGPJIT_NATIVE_DIR" >"$OUTDIR/native_build.txt" 2>&1 ||
    { tail -30 "$OUTDIR/native_build.txt"; exit 1; }
  echo "logpjit._native built in $(( $(date +%s) - start )) s"
fi

$PY -c 'import torch; print("torch", torch.__version__, "cuda", torch.version.cuda,
  "devices", torch.cuda.device_count(),
  torch.cuda.get_device_name() if torch.cuda.is_available() else "")' | tee "$OUTDIR/env.txt"

# The tests through unittest's API, so that the table counts what unittest counted.
RUNNER='
import collections, sys, unittest
label, names = sys.argv[1], sys.argv[2:]
sys.path.insert(0, "tests/python")
loader = unittest.TestLoader()
suite = loader.loadTestsFromNames(names) if names else loader.discover("tests/python",
                                                                       top_level_dir="tests/python")
per = collections.OrderedDict()
class Result(unittest.TextTestResult):
    def _count(self, test, col, why=""):
        c = per.setdefault(test.__class__.__module__, [0, 0, 0, ""])
        c[col] += 1
        c[3] = c[3] or why
    def addSuccess(self, t): super().addSuccess(t); self._count(t, 0)
    def addSkip(self, t, why): super().addSkip(t, why); self._count(t, 1, why)
    def addFailure(self, t, e): super().addFailure(t, e); self._count(t, 2)
    def addError(self, t, e): super().addError(t, e); self._count(t, 2)
res = unittest.TextTestRunner(verbosity=2, resultclass=Result, stream=sys.stderr).run(suite)
for mod, (ok, sk, fail, why) in per.items():
    note = f"  ({why[:70]})" if sk and not ok else ""
    print(f"{label:14} {mod:26} {ok:4} {sk:5} {fail:5}{note}")
bad, total = len(res.failures) + len(res.errors), "(total)"
print(f"{label:14} {total:26} {res.testsRun - len(res.skipped) - bad:4} {len(res.skipped):5} {bad:5}")
sys.exit(0 if res.wasSuccessful() else 1)
'
status=0
if [ "${TESTS:-1}" != 0 ]; then
printf "%-14s %-26s %4s %5s %5s\n" run "test file" ok skip fail | tee "$OUTDIR/table.txt"
$PY -c "$RUNNER" "default" 2>"$OUTDIR/tests_default.txt" | tee -a "$OUTDIR/table.txt" ||
  status=1
MODS="test_torch test_cuda test_adapters test_api test_adversarial test_autograd_all_rows"
LOGPJIT_TORCH_CUSTOM_OPS=eager $PY -c "$RUNNER" "eager ops" $MODS \
  2>"$OUTDIR/tests_eager_ops.txt" | tee -a "$OUTDIR/table.txt" || status=1
LOGPJIT_TORCH_CUSTOM_OPS=0 $PY -c "$RUNNER" "no ops" $MODS \
  2>"$OUTDIR/tests_no_ops.txt" | tee -a "$OUTDIR/table.txt" || status=1
grep -h -A12 -E "^(FAIL|ERROR):" "$OUTDIR"/tests_*.txt | head -60
fi

for dev in cpu cuda; do
  [ $dev = cuda ] && ! $PY -c 'import torch, sys; sys.exit(not torch.cuda.is_available())' && continue
  echo "### bench/python_overhead.py --device $dev"
  $PY bench/python_overhead.py --device $dev 2>&1 | tee "$OUTDIR/overhead_$dev.txt"
done
if [ "$PEER" = "--peer" ]; then
  OUT=$OUTDIR $PY bench/peer_bench.py "$CLI" --tokens 2048,8192 2>&1 | tail -30
fi
echo "logs: $OUTDIR; tests $([ $status = 0 ] && echo passed || echo FAILED)"
exit $status
