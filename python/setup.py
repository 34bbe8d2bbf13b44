"""Build step of `pip install --no-build-isolation ./python` (pyproject.toml has the rest).

The wheel carries liblogpjit.so next to the package (logpjit/liblogpjit.so, found there
first by logpjit._capi), so an installed `import logpjit` needs neither PYTHONPATH nor
LOGPJIT_LIBRARY. The library copied is, in this order:
  1. $LOGPJIT_LIBRARY (a built liblogpjit.so);
  2. <repo>/build/liblogpjit.so (the repository's usual build directory);
  3. else it is built: cmake -S <repo> -B <repo>/build -G Ninja, then ninja logpjit_shared
     (LLVM and the other build dependencies must be installed: scripts/install-deps.sh).
The library links the system's LLVM (or LLVM statically, -DLOGPJIT_STATIC_LLVM=ON): the
wheel is for this machine, not a portable manylinux wheel.
Intermediate files go to <repo>/build-python (ignored by git), not into python/.

With torch importable and its C++ headers and pybind11 installed (Debian: python3-torch,
libtorch-dev, pybind11-dev), the wheel also carries the C++ extension logpjit._native
(logpjit/csrc/native.cpp, built against that torch): logpjit.torch's eager TP 1 path as
one C++ autograd node. Without them the package installs without it, says so here, and
logpjit.torch.NATIVE_ERROR says why at run time (the same bits, more host time per call).
LOGPJIT_TORCH_NATIVE=0 skips it; =1 makes a failed build an error.
"""

import os
import pathlib
import re
import shutil
import subprocess

from setuptools import Distribution, setup
from setuptools.command.build_py import build_py

HERE = pathlib.Path(__file__).resolve().parent
ROOT = HERE.parent


def version() -> str:
    cmake = ROOT / "CMakeLists.txt"
    m = re.search(r"project\(logpjit VERSION ([0-9.]+)", cmake.read_text()) if cmake.exists() \
        else None
    return m.group(1) if m else "0.0.0"


def library() -> pathlib.Path:
    env = os.environ.get("LOGPJIT_LIBRARY")
    if env:
        path = pathlib.Path(env)
        if not path.is_file():
            raise SystemExit(f"LOGPJIT_LIBRARY={env}: no such file")
        return path
    built = ROOT / "build" / "liblogpjit.so"
    if built.exists():
        return built
    if not (ROOT / "CMakeLists.txt").exists():
        raise SystemExit("liblogpjit.so: set LOGPJIT_LIBRARY to a built library (no source "
                         f"tree above {HERE} to build one from)")
    for tool in ("cmake", "ninja"):
        if not shutil.which(tool):
            raise SystemExit(f"liblogpjit.so: no built library and no `{tool}` to build one "
                             "(scripts/install-deps.sh installs the build dependencies, or set "
                             "LOGPJIT_LIBRARY)")
    subprocess.check_call(["cmake", "-S", str(ROOT), "-B", str(ROOT / "build"), "-G", "Ninja",
                           "-DCMAKE_BUILD_TYPE=Release"])
    subprocess.check_call(["ninja", "-C", str(ROOT / "build"), "logpjit_shared"])
    return built


class BuildPy(build_py):
    """Copies the library (the file itself, not the symlink) into the package."""

    def run(self):
        super().run()
        src = library().resolve()
        dst = pathlib.Path(self.build_lib) / "logpjit" / "liblogpjit.so"
        dst.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(src, dst)
        os.chmod(dst, 0o755)
        print(f"logpjit: packaged {src} as {dst}")


def native_extension():
    """(ext_modules, cmdclass) of logpjit._native, or ([], {}) with the reason printed."""
    setting = os.environ.get("LOGPJIT_TORCH_NATIVE", "")
    if setting == "0":
        return [], {}
    why = None
    try:
        from torch.utils import cpp_extension

        headers = [pathlib.Path(p) / "torch" / "extension.h"
                   for p in cpp_extension.include_paths()]
        if not any(h.is_file() for h in headers):
            why = "torch's C++ headers (torch/extension.h) are not installed"
    except ImportError as e:
        why = f"torch is not importable ({e})"
    if why:
        if setting == "1":
            raise SystemExit(f"LOGPJIT_TORCH_NATIVE=1: cannot build logpjit._native: {why}")
        print(f"logpjit: building without the C++ extension logpjit._native: {why}")
        return [], {}
    ext = cpp_extension.CppExtension("logpjit._native", ["logpjit/csrc/native.cpp"],
                                     extra_compile_args=["-O2"])
    return [ext], {"build_ext": cpp_extension.BuildExtension}


class BinaryDistribution(Distribution):
    """A platform wheel (it carries a shared library)."""

    def has_ext_modules(self):
        return True


ext_modules, ext_cmds = native_extension()
setup(
    version=version(),
    cmdclass={"build_py": BuildPy, **ext_cmds},
    ext_modules=ext_modules,
    distclass=BinaryDistribution,
    options={"build": {"build_base": str(ROOT / "build-python")},
             "egg_info": {"egg_base": str(ROOT / "build-python")}},
)
