"""What the authoring tests share: doccheck run as a user runs it, on a writable copy of a corpus folder (the
shared corpus itself is never written)."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path
from typing import NamedTuple

ROOT = Path(__file__).resolve().parents[1]
CORPUS = ROOT.parent / "shared" / "corpus"


class Run(NamedTuple):
    code: int
    out: list[str]
    err: list[str]


def doccheck(*args: str, cwd: Path, timeout: float = 300) -> Run:
    """`python -m doccheck ARGS` in `cwd`, from this checkout's source; a traceback fails the test."""
    env = {**os.environ, "PYTHONPATH": str(ROOT / "src")}
    done = subprocess.run([sys.executable, "-m", "doccheck", *args], cwd=cwd, env=env, capture_output=True,
                          text=True, timeout=timeout)
    assert "Traceback" not in done.stdout + done.stderr, done.stderr
    return Run(done.returncode, done.stdout.splitlines(), done.stderr.splitlines())


def copy(source: str, tmp_path: Path, *, into: str = "", name: str = "repo") -> Path:
    """A writable copy of a corpus folder at `tmp_path/name` (its `into` sub-folder), a configuration at its top."""
    repo = tmp_path / name
    target = repo / into if into else repo
    shutil.copytree(CORPUS / source, target)
    for path in target.rglob("*"):
        path.chmod(path.stat().st_mode | 0o200)
    (repo / ".doccheck.toml").touch()
    return repo
