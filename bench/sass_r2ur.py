#!/usr/bin/env python3
"""SASS instruction counts of sm_90 cubins without a disassembler (none on a machine with
only ptxas): for each kernel's .text section, the number of 16-byte instructions, of R2UR
(uniform-register moves: opcode 0x2ca, the low 12 bits of the instruction's first word,
matched against Nsight Compute's SASS listing of the same kernel, h200.txt §71) and of a
few memory and control opcodes (matched against small PTX files of known instructions:
LDG 0x981, STG 0x986, LDS 0x984, STS 0x388, LDL 0x983 and STL 0x387 (register spills),
BAR 0xb1d, EXIT 0x94d). Compare a relocatable compile (`ptxas -c`, as the driver's linker
compiles PTX) with a whole-program one:

  ptxas -c -O3 -arch=sm_90 K.ptx -o rel.cubin; ptxas -O3 -arch=sm_90 K.ptx -o whole.cubin
  python3 bench/sass_r2ur.py rel.cubin whole.cubin

--map: also each of those opcodes' instruction index, in code order, to see where a
kernel's spills fall between its barriers and loads.
"""
import struct
import subprocess
import sys

R2UR = 0x2CA
OPS = {0x2CA: "R2UR", 0x981: "LDG", 0x986: "STG", 0x984: "LDS", 0x388: "STS", 0x983: "LDL",
       0x387: "STL", 0xB1D: "BAR", 0x94D: "EXIT"}


def kernels(path):
    """(kernel name, list of low-12-bit opcodes) for each .text section of the cubin."""
    data = open(path, "rb").read()
    out = subprocess.check_output(["readelf", "-S", "-W", path], text=True,
                                  stderr=subprocess.DEVNULL)
    for line in out.splitlines():
        if ".text." not in line or "PROGBITS" not in line:
            continue
        name, _, _, off, size = line.split("]", 1)[1].split()[:5]
        text = data[int(off, 16):int(off, 16) + int(size, 16)]
        yield name[len(".text."):], [struct.unpack_from("<Q", text, i)[0] & 0xFFF
                                      for i in range(0, len(text), 16)]


def main():
    args = [a for a in sys.argv[1:] if a != "--map"]
    for path in args:
        for name, ops in kernels(path):
            counts = ", ".join(f"{ops.count(op)} {n}" for op, n in OPS.items() if op != R2UR)
            print(f"{path}: {name}: {len(ops)} instructions, {ops.count(R2UR)} R2UR; {counts}")
            if "--map" in sys.argv:
                print(" ".join(f"{i}:{OPS[op]}" for i, op in enumerate(ops)
                               if op in OPS and op != R2UR))


if __name__ == "__main__":
    main()
