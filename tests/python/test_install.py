"""pip install of python/ (docs/embedding.md): into a fresh venv that sees the system's
packages (torch, setuptools), offline, with no build isolation; the installed package
imports from another directory with neither PYTHONPATH nor LOGPJIT_LIBRARY, loads the
liblogpjit.so the wheel carries, and computes the bits of the source tree's package.
The library packaged is the one these tests load (LOGPJIT_LIBRARY for the install), so
the library is not compiled; the C++ extension logpjit._native is (against this torch,
about a minute on two cores), and with LOGPJIT_TORCH_NATIVE=1 (ctest) the installed package
must load it from the venv."""

import os
import pathlib
import subprocess
import sys
import tempfile
import unittest

import torch

import logpjit.torch as lt
from logpjit import _capi

ROOT = pathlib.Path(__file__).resolve().parents[2]

PROGRAM = r"""
import sys, torch, logpjit, logpjit.torch as lt
from logpjit import _capi
x = torch.arange(2 * 1024, dtype=torch.float32).reshape(2, 1024).sin() * 3
logp = lt.selected_logprobs(x, torch.tensor([3, 700]))
print(logpjit.__file__)
print(_capi._find_library())
print(logp.view(torch.int32).tolist())
print(lt.NATIVE, getattr(sys.modules.get("logpjit._native"), "__file__", None))
"""


class PipInstall(unittest.TestCase):
    def test_venv_install_and_import(self):
        with tempfile.TemporaryDirectory() as d:
            venv = pathlib.Path(d) / "venv"
            made = subprocess.run([sys.executable, "-m", "venv", "--system-site-packages",
                                   str(venv)], capture_output=True, text=True)
            if made.returncode != 0:
                self.skipTest(f"skipped: no working `python3 -m venv` here: {made.stderr[-300:]}")
            py = venv / "bin" / "python"
            sees = subprocess.run([str(py), "-c", "import setuptools, torch"],
                                  capture_output=True, text=True)
            if sees.returncode != 0:  # e.g. python3 is itself a venv: its packages are not seen
                self.skipTest("skipped: a --system-site-packages venv of this python sees no "
                              f"setuptools/torch: {sees.stderr.strip().splitlines()[-1]}")
            env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH",)}
            env["LOGPJIT_LIBRARY"] = _capi._find_library()
            env["PIP_NO_INDEX"] = "1"
            res = subprocess.run([str(py), "-m", "pip", "install", "-q", "--no-build-isolation",
                                  "--no-index", str(ROOT / "python")], capture_output=True,
                                 text=True, env=env, cwd=d)
            self.assertEqual(res.returncode, 0, f"pip install failed:\n{res.stdout}{res.stderr}")
            del env["LOGPJIT_LIBRARY"]
            env.pop("LOGPJIT_NATIVE_DIR", None)  # the extension the wheel carries, if any
            run = subprocess.run([str(py), "-c", PROGRAM], capture_output=True, text=True,
                                 env=env, cwd=d)
            self.assertEqual(run.returncode, 0, run.stderr)
            module, library, bits, native = run.stdout.strip().splitlines()
            if os.environ.get("LOGPJIT_TORCH_NATIVE") == "1":
                loaded, path = native.split(" ", 1)
                self.assertEqual(loaded, "True", native)
                self.assertTrue(path.startswith(str(venv)), path)
            site = str(venv)
            self.assertTrue(module.startswith(site), module)
            self.assertEqual(library, str(pathlib.Path(module).parent / "liblogpjit.so"))
            x = torch.arange(2 * 1024, dtype=torch.float32).reshape(2, 1024).sin() * 3
            want = lt.selected_logprobs(x, torch.tensor([3, 700]))
            self.assertEqual(bits, str(want.view(torch.int32).tolist()))


if __name__ == "__main__":
    unittest.main()
