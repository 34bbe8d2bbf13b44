#!/usr/bin/env bash
# Where the cold JIT and the warm load of the sm_90 kernels spend their time, on a GPU
# machine, from the static bundle (.carry/logpjit.gz): LLVM -> PTX (`emit --stage ptx`),
# PTX -> cubin through nvJitLink (`emit --stage cubin` minus the former), ptxas alone at
# each optimization level (the CUDA toolkit's CLI, same PTX), and the driver's module load
# of the cubins (bench/load_probe.py). Usage: bench/jit_probe.sh   Logs: ${OUT:-/tmp/jit-probe}.
set -uo pipefail
OUTDIR=${OUT:-/tmp/jit-probe}; mkdir -p "$OUTDIR"
[ -x /tmp/logpjit ] || { gunzip -c .carry/logpjit.gz > /tmp/logpjit && chmod +x /tmp/logpjit; }
W=/tmp/jit-probe-work; rm -rf $W; mkdir -p $W
ms() { local s=$(date +%s%N); "$@" >/dev/null 2>&1; echo $(( ($(date +%s%N) - s) / 1000000 )); }
probe=()
for cfg in "ts_native:--kernel tile_stats" "ts_native_ent:--kernel tile_stats --entropy" \
           "ts_xt:--kernel tile_stats --scope cross_target_bitwise" \
           "ts_xt_ent:--kernel tile_stats --scope cross_target_bitwise --entropy" \
           "merge:--kernel merge" "merge_xt:--kernel merge --scope cross_target_bitwise" \
           "bwd:--kernel backward" "bwd_xt:--kernel backward --scope cross_target_bitwise"; do
  n=${cfg%%:*}; a=${cfg#*:}
  /tmp/logpjit emit --target sm_90 --stage ptx $a -o $W/$n.ptx
  t_ptx=$(ms /tmp/logpjit emit --target sm_90 --stage ptx $a -o $W/$n.ptx)
  t_cubin=$(ms /tmp/logpjit emit --target sm_90 --stage cubin $a -o $W/$n.cubin)
  t_help=$(ms /tmp/logpjit --help)
  line="$n: ptx $(wc -l < $W/$n.ptx) lines; process total: emit ptx ${t_ptx} ms, emit cubin ${t_cubin} ms, --help ${t_help} ms; ptxas"
  for o in 3 2 1 0; do line="$line -O$o $(ms ptxas -arch=sm_90 -O$o $W/$n.ptx -o $W/$n.O$o.cubin) ms"; done
  echo "$line" | tee -a "$OUTDIR/jit.txt"
  grep -m1 -oE '\.entry [A-Za-z0-9_]+' $W/$n.ptx | cut -d' ' -f2 > $W/$n.cubin.sym
  probe+=("$n=$W/$n.cubin")
done
ptxas --version | tail -1 | tee -a "$OUTDIR/jit.txt"
for m in LAZY EAGER; do
  echo "## CUDA_MODULE_LOADING=$m" | tee -a "$OUTDIR/jit.txt"
  CUDA_MODULE_LOADING=$m python3 bench/load_probe.py "${probe[@]}" 2>&1 | tee -a "$OUTDIR/jit.txt"
done
