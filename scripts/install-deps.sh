#!/usr/bin/env bash
# Installs the Debian packages logpjit builds with (README.md, set-up). Idempotent: a second run
# installs nothing. Needs root (or sudo). Nothing is downloaded at build time.
set -euo pipefail
pkgs=(cmake ninja-build ccache g++ llvm-19-dev liblld-19-dev libpolly-19-dev lld-19
      libfmt-dev libgtest-dev nlohmann-json3-dev libdlpack-dev zlib1g-dev libzstd-dev
      python3-torch python3-numpy python3-venv python3-pip python3-setuptools # the Python package's tests (torch 1.13 CPU; ~640 MB, ~90 s)
      libtorch-dev pybind11-dev python3-dev) # its C++ extension logpjit._native (torch's headers)
missing=()
for p in "${pkgs[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -eq 0 ]; then echo "install-deps: all packages present"; exit 0; fi
SUDO=""; [ "$(id -u)" -eq 0 ] || SUDO=sudo
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}"
