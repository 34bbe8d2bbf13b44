# Opcode histogram of an Nsight Compute source export (bench/profile.sh writes KERNEL_source.csv):
# executed SASS instructions per element by opcode. Usage: python3 bench/ncu_opcodes.py CSV ELEMENTS
# (ELEMENTS = rows x columns the profiled launch read, e.g. 2048 x 75968 for one of two ranks).
import csv,collections,re,sys
rows=list(csv.reader(open(sys.argv[1])))
hdr=rows[1]; data=rows[2:]
ie=hdr.index("Instructions Executed"); src=hdr.index("Source")
n=float(sys.argv[2])
op=collections.Counter()
for r in data:
    s=re.sub(r'^@!?U?P\w+\s+','',r[src].strip()); o=s.split()[0] if s else '?'
    op[o]+=int(r[ie])
tot=sum(op.values()); print("total per elt %.2f"%(tot*32/n))
for o,c in op.most_common(25): print("%-24s %.3f"%(o, c*32/n))
