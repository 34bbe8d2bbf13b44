#!/usr/bin/env bash
# The SASS of the LM head's full sm_90 kernel as ptxas (the toolkit's, -O3) and the CUDA
# driver's linker (bench/ptx_link_sass.py) make it, from a build or bundle directory:
#   bench/lm_head_sass.sh BUILD_OR_BIN_DIR
# Counts, per cubin, the HGMMA instructions, those that signal the group scoreboard (gsb0)
# and the WARPGROUP.DEPBAR waits: one wait after every HGMMA means the compiler serialized
# the wgmma chain. LINKS: the driver links to make (bench/ptx_link_sass.py's TARGET
# arguments; default 90 65626 none). Needs cuobjdump; the cubins and SASS under $OUT.
source "$(dirname "$0")/common.sh"
bench_bins "${1:-}"
cd "$REPO"
"$LOGPJIT" emit --target sm_90 --kernel lm_head --stage asm --tier full --dtype bf16 \
  -o "$LOG/lm_head.ptx"
ptxas -O3 -arch=sm_90a "$LOG/lm_head.ptx" -o "$LOG/ptxas-O3.cubin"
python3 bench/ptx_link_sass.py "$LOG/lm_head.ptx" "$LOG" ${LINKS:-90 65626 none}
for c in "$LOG"/*.cubin; do
  cuobjdump -sass "$c" > "${c%.cubin}.sass"
  [ "${KEEP:-0}" = 1 ] || rm -f "$c"
  echo "$(basename "$c"): HGMMA $(grep -c HGMMA "${c%.cubin}.sass")," \
    "with gsb0 $(grep HGMMA "${c%.cubin}.sass" | grep -c gsb0)," \
    "DEPBAR $(grep -c 'WARPGROUP.DEPBAR' "${c%.cubin}.sass")," \
    "ARRIVE $(grep -c 'WARPGROUP.ARRIVE' "${c%.cubin}.sass")"
done
