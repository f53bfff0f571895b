"""The little the CI step asks git: does a ref exist here, and which files did the change touch."""

from __future__ import annotations

import subprocess
from pathlib import Path


def _git(cwd: Path, *args: str) -> str | None:
    try:
        done = subprocess.run(["git", *args], cwd=cwd, capture_output=True, text=True, check=False, timeout=60)
    except (OSError, subprocess.SubprocessError):
        return None
    return done.stdout if done.returncode == 0 else None


def ref_exists(cwd: Path, ref: str) -> bool:
    return _git(cwd, "rev-parse", "--verify", "--quiet", f"{ref}^{{commit}}") is not None


def changed_files(cwd: Path, base: str) -> list[Path] | None:
    """Files added or changed since the merge base of `base` and HEAD (a pull request's diff), or None."""
    top = _git(cwd, "rev-parse", "--show-toplevel")
    names = _git(cwd, "diff", "--name-only", "--diff-filter=d", "-z", f"{base}...HEAD")
    if top is None or names is None:
        return None
    root = Path(top.strip())
    return [root / name for name in names.split("\0") if name]
