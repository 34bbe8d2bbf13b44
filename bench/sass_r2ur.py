#!/usr/bin/env python3
"""SASS instruction counts of sm_90 cubins without a disassembler (none on a machine with
only ptxas): for each kernel's .text section, the number of 16-byte instructions and of
R2UR (uniform-register moves: opcode 0x2ca, the low 12 bits of the instruction's first
word, matched against Nsight Compute's SASS listing of the same kernel, h200.txt §71).
Compare a relocatable compile (`ptxas -c`, as the driver's linker compiles PTX) with a
whole-program one:

  ptxas -c -O3 -arch=sm_90 K.ptx -o rel.cubin; ptxas -O3 -arch=sm_90 K.ptx -o whole.cubin
  python3 bench/sass_r2ur.py rel.cubin whole.cubin
"""
import struct
import subprocess
import sys

R2UR = 0x2CA


def main():
    for path in sys.argv[1:]:
        data = open(path, "rb").read()
        out = subprocess.check_output(["readelf", "-S", "-W", path], text=True,
                                      stderr=subprocess.DEVNULL)
        for line in out.splitlines():
            if ".text." not in line or "PROGBITS" not in line:
                continue
            name, _, _, off, size = line.split("]", 1)[1].split()[:5]
            text = data[int(off, 16):int(off, 16) + int(size, 16)]
            ops = [struct.unpack_from("<Q", text, i)[0] & 0xFFF for i in range(0, len(text), 16)]
            print(f"{path}: {name[len('.text.'):]}: {len(ops)} instructions, "
                  f"{ops.count(R2UR)} R2UR")


if __name__ == "__main__":
    main()
