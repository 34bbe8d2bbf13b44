#!/usr/bin/env python3
"""Every kernel launch of an `ncu --csv --metrics gpu__time_duration.sum,launch__grid_size,
launch__block_size` log, in launch order (bench/lm_head_launches.sh):

    python3 bench/ncu_launches.py NCU_CSV [LAUNCHES_CSV] [--runs 3] [--last 40]

Writes LAUNCHES_CSV (launch, kernel, grid, block, us) where given, and prints the launches
grouped by kernel, grid and block, per run (`--runs`: how many times the log repeats the
same work; `logpjit bench --repeat 1` runs each phase three times), then the last `--last`
launches in order."""

import argparse
import csv
from collections import OrderedDict

UNIT_US = {"ns": 1e-3, "nsecond": 1e-3, "us": 1.0, "usecond": 1.0, "ms": 1e3, "msecond": 1e3}


def launches(path):
    rows = [r for r in csv.reader(open(path)) if len(r) > 10]
    head, rows = rows[0], rows[1:]
    col = {n: i for i, n in enumerate(head)}
    out = OrderedDict()
    for r in rows:
        d = out.setdefault(int(r[col["ID"]]), {"kernel": r[col["Kernel Name"]].split("(")[0]})
        name, unit = r[col["Metric Name"]], r[col["Metric Unit"]]
        v = float(r[col["Metric Value"]].replace(",", ""))
        if name == "gpu__time_duration.sum":
            d["us"] = v * UNIT_US[unit]
        elif name == "launch__grid_size":
            d["grid"] = int(v)
        elif name == "launch__block_size":
            d["block"] = int(v)
    return list(out.values())


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("ncu_csv")
    ap.add_argument("launches_csv", nargs="?")
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--last", type=int, default=40)
    args = ap.parse_args()
    seq = launches(args.ncu_csv)
    if args.launches_csv:
        with open(args.launches_csv, "w") as f:
            f.write("launch,kernel,grid,block,us\n")
            for i, d in enumerate(seq):
                f.write(f"{i},{d['kernel']},{d.get('grid')},{d.get('block')},{d.get('us', 0):.1f}\n")
    total = sum(d.get("us", 0) for d in seq) / args.runs
    print(f"{len(seq)} launches, {total / 1000:.2f} ms per run")
    groups = OrderedDict()
    for d in seq:
        g = groups.setdefault((d["kernel"], d.get("grid"), d.get("block")), [0, 0.0])
        g[0] += 1
        g[1] += d.get("us", 0)
    for (k, grid, block), (n, us) in sorted(groups.items(), key=lambda kv: -kv[1][1]):
        print(f"  {us / args.runs / 1000:8.3f} ms  {100 * us / args.runs / total:5.1f}%  "
              f"{n / args.runs:6.1f} x {k} grid {grid} block {block}  ({us / n:.1f} us each)")
    if args.last > 0:
        print(f"the last {args.last} launches:")
    for d in seq[len(seq) - args.last:] if args.last > 0 else []:
        print(f"  {d.get('us', 0):9.1f} us  {d['kernel']} grid {d.get('grid')} block {d.get('block')}")


if __name__ == "__main__":
    main()
