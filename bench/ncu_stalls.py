# Where a kernel's warps wait, from an Nsight Compute SASS source export (bench/lm_head_gemm_ncu.sh
# with SASS=1 writes lm_head_sass.csv): the SASS instructions with the most warp stall samples,
# then the samples and executed instructions per opcode. Usage: python3 bench/ncu_stalls.py CSV [N]
import collections
import csv
import re
import sys

rows = list(csv.reader(open(sys.argv[1])))
top = int(sys.argv[2]) if len(sys.argv) > 2 else 15
# The header is the first row naming the columns (ncu may print a line or two before it);
# a units row may follow it.
at = next(i for i, r in enumerate(rows) if "Source" in r and "Warp Stall Sampling (All Samples)" in r)
hdr, data = rows[at], [r for r in rows[at + 1:] if len(r) == len(rows[at])]
data = [r for r in data if (r[rows[at].index("Instructions Executed")] or "0").isdigit()]
isamp = hdr.index("Warp Stall Sampling (All Samples)")
isrc, iexec = hdr.index("Source"), hdr.index("Instructions Executed")
samples = lambda r: int(r[isamp] or 0)
total = sum(samples(r) for r in data) or 1
print(f"{total} stall samples; top instructions (share, executed, SASS):")
for r in sorted(data, key=lambda r: -samples(r))[:top]:
    print(f"  {100 * samples(r) / total:5.1f}%  {r[iexec]:>10}  {r[isrc].strip()[:90]}")
by_op, executed = collections.Counter(), collections.Counter()
for r in data:
    op = re.sub(r"^@!?U?P\w+\s+", "", r[isrc].strip()).split(" ")[0].split(".")[0] or "?"
    by_op[op] += samples(r)
    executed[op] += int(r[iexec] or 0)
print("per opcode (share of samples, executed):")
for op, n in by_op.most_common(top):
    print(f"  {op:14s} {100 * n / total:5.1f}%  {executed[op]}")
