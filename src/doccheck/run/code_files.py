"""Code files as the citation scan meets them: which they are, their mentions of records, cached by content.

1. Which: a file named on the command line that is not Markdown (the hook passes the commit's code files), or,
   for `check --all`, every file of the repository under the configuration's folder (git's list of tracked and
   new files, else a walk), less Markdown, tools' folders, `exclude` and `[code] exclude`.
2. Read through the one door for files (`boundary.read_file`): inside the repository, a regular file of at most
   MAX_BYTES, not binary (a NUL in its first 8 KB), UTF-8. Anything else is passed over, with a note when the
   user named the file.
3. Cached: `.doccheck/cache/code.bin` (signed, as the check's cache) keeps each file's stat data, content digest
   and mentions, under what was looked for (`Citing.key`): an unchanged file is not read, a file whose stat data
   changed is read and hashed and scanned only if its bytes did. The table of decisions is kept beside them
   under a digest of the documents' records (`Records.marks`), so a commit that changes no record rebuilds
   nothing.
"""

from __future__ import annotations

import os
import stat
import time
from collections.abc import Iterable
from pathlib import Path
from typing import TYPE_CHECKING, Any

import xxhash

from doccheck.boundary import read_file
from doccheck.config.load import Config
from doccheck.regex import lazy
from doccheck.run.folders import MARKDOWN_SUFFIXES

if TYPE_CHECKING:  # the scanner is imported by a run that scans: a commit of Markdown alone never pays for it
    from doccheck.read.code_citations import Citing, Mention

MAX_BYTES = 1 << 20  # a larger file is generated or data, not code a person comments
MAX_FILES = 200_000  # files of a repository scanned by `check --all`
CODE_CACHE = "code.bin"
CODE_CACHE_LIMIT = 256 * 1024 * 1024
RACY_NS = 3_000_000_000
_FORMAT = 2
_SKIP_FOLDERS = frozenset({".git", ".hg", ".svn", ".doccheck", "node_modules", ".venv", "venv", "__pycache__",
                           ".tox", ".nox", ".mypy_cache", ".ruff_cache", ".pytest_cache", "site-packages"})
# doccheck's own settings name the records' folders and registers: configuration, not code that cites them.
_OWN_SETTINGS = (".doccheck.toml", "doccheck.toml")
# Not code: data, where nothing is a comment a person wrote, and documentation formats other than Markdown (MDX,
# reStructuredText, AsciiDoc), whose prose cites records as prose does, outside any comment.
_DATA_SUFFIXES = (".json", ".lock", ".csv", ".tsv", ".txt", ".map", ".min.js", ".min.css", ".snap", ".svg",
                  ".pem", ".crt", ".key", ".sum", ".mod", ".ipynb", ".log", ".mdx", ".rst", ".adoc", ".asciidoc",
                  ".org", ".textile", ".rdoc", ".pod", ".tex")


def own_settings(path: Path) -> bool:
    """doccheck's own configuration (`.doccheck.toml`): it names the records' folders, it cites nothing."""
    return path.name.lower().endswith(_OWN_SETTINGS)


def is_code(path: Path) -> bool:
    """A path named on the command line that is a file and not Markdown: the hook's code files."""
    return not path.name.lower().endswith(MARKDOWN_SUFFIXES) and path.is_file()


def scannable(relative: str, config: Config) -> bool:
    """Whether `check --all` scans a file of the repository for citations."""
    lower = relative.lower()
    if lower.endswith(MARKDOWN_SUFFIXES) or lower.endswith(_DATA_SUFFIXES) or lower.endswith(_OWN_SETTINGS):
        return False
    parts = relative.split("/")
    if any(part in _SKIP_FOLDERS for part in parts[:-1]) or config.is_excluded(relative):
        return False
    excluded = config.model.code.get("exclude") or ()
    if not excluded:
        return True
    from doccheck.repo.globs import matches

    return not any(matches(glob, relative) for glob in excluded)


def repository_files(config: Config) -> list[str]:
    """Every file under the configuration's folder, from it, sorted: git's list (tracked, and new files it does
    not ignore), else a walk that leaves out tools' folders. At most MAX_FILES."""
    import subprocess

    root = config.root
    try:
        done = subprocess.run(["git", "-C", str(root), "ls-files", "-z", "--cached", "--others", "--exclude-standard",
                               "--", "."], capture_output=True, check=False, timeout=120)
        listed = done.stdout if done.returncode == 0 else None
    except (OSError, subprocess.SubprocessError):
        listed = None
    if listed is not None:
        names = sorted({n.decode("utf-8", "surrogateescape") for n in listed.split(b"\0") if n})
        return names[:MAX_FILES]
    found: list[str] = []
    for folder, subfolders, files in os.walk(root):
        subfolders[:] = sorted(d for d in subfolders if d not in _SKIP_FOLDERS and not d.startswith("."))
        base = Path(folder).relative_to(root).as_posix()
        found += [name if base == "." else f"{base}/{name}" for name in files]
        if len(found) >= MAX_FILES:
            break
    return sorted(found)[:MAX_FILES]


def read_code(path: Path, root: Path) -> str:
    """The text of a code file, or (a `_Skipped`) the one-line reason it is passed over."""
    from doccheck.boundary import Refused

    try:
        data = read_file(path, limit=MAX_BYTES, root=root)
    except Refused as exc:
        return _Skipped(str(exc).removeprefix(f"{path}: "))
    except OSError as exc:
        return _Skipped(f"cannot be read: {exc.strerror or exc}")
    if b"\0" in data[:8192]:
        return _Skipped("binary (NUL bytes); not scanned for citations")
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        return _Skipped(f"not UTF-8 (byte {exc.start}); not scanned for citations")
    if "." not in path.name and _MARKDOWN_TOP.match(text) is not None and "\n## " in text:
        # (veloxforce's `Adopt Evaluation-First Pipeline for AI Self-Improvement`: ADR-011 itself, its extension lost;
        # a script without one starts with `#!`)
        return _Skipped("a Markdown document without its extension; not scanned for citations")
    return text


# A document's title line at the top of a file: `# ADR-011: Adopt ...` (a comment of a script has no `## ` below it)
_MARKDOWN_TOP = lazy(r"\A\s*+# [^\n!]")


class _Skipped(str):
    """Why a code file was passed over: a str, told apart from its text by its type."""


def _stat_key(path: str) -> bytes | None:
    try:
        info = os.lstat(path)
    except OSError:
        return None
    if not stat.S_ISREG(info.st_mode):
        return None
    return f"{info.st_size}:{info.st_mtime_ns}:{info.st_ctime_ns}:{info.st_ino}".encode()


class CodeCache:
    """The scans of code files and the table of decisions, between runs (see the module's docstring)."""

    def __init__(self, config: Config, use_cache: bool) -> None:
        from doccheck.run.signing import machine_key

        self.folder = config.root / config.model.cache_dir / "cache" if use_cache else None
        self.key = machine_key() if self.folder is not None else None
        self.started_ns = time.time_ns()
        self.files: dict[str, tuple[bytes, bytes, str, tuple[tuple[Any, ...], ...]]] = {}
        self.decisions: tuple[bytes, list[Any], list[str]] | None = None  # key, table, the records that govern
        self.dirty = False
        self.fresh: set[str] = set()  # files read this run
        if self.key is not None and self.folder is not None:
            from doccheck.run.cache import read_signed

            stored = read_signed(self.folder / CODE_CACHE, self.key)
            if isinstance(stored, tuple) and len(stored) == 3 and stored[0] == (_FORMAT, _code_version()):
                self.files, self.decisions = stored[1], stored[2]

    def scan(self, relatives: Iterable[str], shown: dict[str, str], root: Path, citing: Citing,
             notes: list[str]) -> dict[str, list[Mention]]:
        """Each file's mentions (a file passed over has none; a note says why when the user named it)."""
        from doccheck.read.code_citations import Mention, scan

        found: dict[str, list[Mention]] = {}
        scan_key = citing.key
        for relative in relatives:
            path = shown.get(relative) or str(root / relative)
            stat_key = _stat_key(path)
            held = self.files.get(relative)
            if held is not None and stat_key is not None and held[0] == stat_key and held[2] == scan_key:
                found[relative] = [Mention(*row) for row in held[3]]
                continue
            text = read_code(Path(path), root)
            if isinstance(text, _Skipped):
                if relative in shown:
                    notes.append(f"{shown[relative]}: {text}")
                continue
            digest = xxhash.xxh3_128_digest(text.encode("utf-8", "surrogatepass"))
            if held is not None and held[1] == digest and held[2] == scan_key:
                mentions = [Mention(*row) for row in held[3]]
            else:
                mentions = scan(text, relative, citing)
            found[relative] = mentions
            self.fresh.add(relative)
            self._put(relative, stat_key, digest, scan_key, mentions)
        return found

    def was_cached(self, relative: str) -> bool:
        return relative not in self.fresh

    def _put(self, relative: str, stat_key: bytes | None, digest: bytes, scan_key: str,
             mentions: list[Mention]) -> None:
        kept = stat_key if stat_key is not None and not self._racy(stat_key) else b""
        self.files[relative] = (kept, digest, scan_key, tuple(tuple(m) for m in mentions))
        self.dirty = True

    def _racy(self, stat_key: bytes) -> bool:
        """Stat data too recent to tell a second write in the same clock tick apart: compare the bytes next time."""
        _size, mtime, ctime, _inode = (int(x) for x in stat_key.split(b":"))
        return max(mtime, ctime) >= self.started_ns - RACY_NS

    def forget_except(self, relatives: set[str]) -> None:
        """Drop the scans of files no longer in the repository (after a walk of all of them)."""
        gone = [r for r in self.files if r not in relatives]
        for relative in gone:
            del self.files[relative]
        self.dirty = self.dirty or bool(gone)

    def put_decisions(self, key: bytes, rows: list[Any], governing: list[str]) -> None:
        self.decisions = (key, rows, governing)
        self.dirty = True

    def governing(self, key: bytes) -> list[str] | None:
        """The records that declare `governs`, if the table kept is of these records (`key`); else None."""
        if self.decisions is not None and self.decisions[0] == key:
            return list(self.decisions[2])
        return None

    def save(self) -> None:
        if not self.dirty or self.key is None or self.folder is None:
            return
        from doccheck.run.cache import ensure_cache_dir, write_signed

        try:
            ensure_cache_dir(self.folder.parent)
            write_signed(self.folder / CODE_CACHE, self.key, ((_FORMAT, _code_version()), self.files,
                                                             self.decisions))
        except (OSError, ValueError):
            pass  # a read-only checkout still gets its findings; only the next run pays for it


def _code_version() -> Any:
    """doccheck's version and its modules' stat data: a scanner edited in place voids what it found."""
    from doccheck.run.cache import code_fingerprint

    return code_fingerprint()
