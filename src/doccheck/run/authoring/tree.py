"""The repository as files, for the writers that reach past the documents (`renumber`'s citations in code):
its top (git's, else the configuration's folder), whether git's work tree has changes, and its files, bounded.

Git's list is the repository's files (tracked, and new files it does not ignore); outside git, a walk that leaves
out tools' folders. Symbolic links are not followed, at most MAX_FILES files are listed and a file is read only
up to MAX_CODE_BYTES, inside the top, and as UTF-8 text.
"""

from __future__ import annotations

import os
import subprocess
from collections.abc import Iterator
from pathlib import Path

from doccheck.boundary import inside, read_file

MAX_FILES = 100_000  # files of the repository read for citations in code
MAX_CODE_BYTES = 1 << 20  # a larger file is generated or data, not code a person comments
_SKIP_FOLDERS = frozenset({".git", ".hg", ".svn", ".doccheck", "node_modules", ".venv", "venv", "__pycache__",
                           ".tox", ".nox", ".mypy_cache", ".ruff_cache", ".pytest_cache", "target", "dist", "build"})


def _git(top: Path, *args: str) -> bytes | None:
    try:
        done = subprocess.run(["git", "-C", str(top), *args], capture_output=True, check=False, timeout=60)
    except (OSError, subprocess.SubprocessError):
        return None
    return done.stdout if done.returncode == 0 else None


def repository_top(root: Path) -> Path:
    """git's top of the work tree the configuration is in, else the configuration's folder."""
    found = _git(root, "rev-parse", "--show-toplevel")
    if found:
        top = Path(found.decode("utf-8", "surrogateescape").strip())
        if inside(root, top):
            return top
    return root


def dirty(top: Path) -> bool:
    """Whether git's work tree has changes a renumber would mix with (nothing to tell outside git)."""
    found = _git(top, "status", "--porcelain", "-z")
    return bool(found)


def repository_files(top: Path) -> Iterator[tuple[str, Path]]:
    """(path from the top, path) of the repository's files, at most MAX_FILES: git's list (tracked, and new files
    it does not ignore), else a walk that leaves out tools' folders. Symbolic links are not followed."""
    listed = _git(top, "ls-files", "-z", "--cached", "--others", "--exclude-standard")
    names: Iterator[str]
    if listed is not None:
        names = (n.decode("utf-8", "surrogateescape") for n in listed.split(b"\0") if n)
    else:
        names = _walk(top)
    for count, name in enumerate(names):
        if count >= MAX_FILES:
            return
        path = top / name
        if any(part in _SKIP_FOLDERS for part in name.split("/")[:-1]) or os.path.islink(path):
            continue
        yield name, path


def _walk(top: Path) -> Iterator[str]:
    for folder, subfolders, files in os.walk(top):
        subfolders[:] = sorted(d for d in subfolders if d not in _SKIP_FOLDERS and not d.startswith("."))
        base = Path(folder).relative_to(top).as_posix()
        for name in sorted(files):
            yield name if base == "." else f"{base}/{name}"


def prefix(root: Path, top: Path) -> str:
    """The configuration's folder under the repository's top, as a path prefix ("" when it is the top)."""
    try:
        relative = Path(os.path.realpath(root)).relative_to(os.path.realpath(top)).as_posix()
    except ValueError:
        return ""
    return "" if relative == "." else relative + "/"


def read_text(path: Path, top: Path) -> str | None:
    try:
        data = read_file(path, limit=MAX_CODE_BYTES, root=top)
    except OSError:
        return None
    if b"\0" in data[:8192]:
        return None
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        return None
