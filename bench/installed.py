"""How the benchmarks run doccheck: as an installed copy runs, with its modules' bytecode cached.

pip compiles bytecode at install. A machine that sets PYTHONDONTWRITEBYTECODE (this project's development
machine does) would otherwise compile every doccheck module in every run: ~0.03 s that no user pays.
"""

from __future__ import annotations

import os
import subprocess
import sys

INSTALLED_ENV = {name: value for name, value in os.environ.items() if name != "PYTHONDONTWRITEBYTECODE"}


def compile_installed() -> None:
    """Writes doccheck's bytecode, as pip does at install."""
    code = "import compileall, doccheck, os; compileall.compile_dir(os.path.dirname(doccheck.__file__), quiet=1)"
    subprocess.run([sys.executable, "-c", code], check=True, env=INSTALLED_ENV)
