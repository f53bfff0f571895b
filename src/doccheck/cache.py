"""The tool's own state between runs: what each file was, its findings and its index record, and the
cross-document problems of the last index. One file, `.doccheck/cache/check.bin`, read and written whole.

1. Trust: the file is signed with a key kept outside the repository (`$XDG_CACHE_HOME/doccheck/key`, else
   `~/.cache/doccheck/key`, made 0600 on first use). A cache a pull request commits, or one copied from another
   machine, fails the signature and is ignored as if missing: it costs a full parse, never a finding.
2. Validity: the whole file is void when doccheck's version, its own source files (a rule edited in place),
   the configuration or the Python that wrote it differ.
3. Change detection, the way git's index does it: an entry keeps the file's stat data (size, mtime_ns,
   ctime_ns, inode, and those of its sidecars); a file whose stat data are the same is not read at all. A file
   whose stat data were taken less than `RACY_NS` before the run that recorded them is "racy" (a later write in
   the same clock tick could leave them unchanged), so its entry keeps no stat data and the next run compares
   the content hash (xxh3-128) instead, recording the stat data once they are old enough.
4. The records are what the cross-document index is built from, so no document is read to build it; the
   DC4 problems are kept with the exact list of documents they were computed from and replayed while that
   list and every record are unchanged.

The payload is `marshal`led (the fastest format Python reads: 50,000 entries load in tens of milliseconds),
and unmarshalled only after its signature checked out, so only this machine's doccheck wrote it. A cache
that is missing, corrupt, unsigned or read-only never fails a run: it just costs a full parse.
"""

from __future__ import annotations

import contextlib
import hashlib
import hmac
import marshal
import os
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

# Bumped whenever the shape of an entry changes, so an older cache is ignored rather than misread.
CACHE_FORMAT = 3
CACHE_NAME = "check.bin"
MAGIC = b"doccheck-cache\n"
CACHE_TAG = "Signature: 8a477f597d28d172789f06886806bc55\n# This folder is doccheck's cache.\n"
KEY_BYTES = 32
# Stat data younger than this when recorded are not trusted alone: file systems with whole-second (or, FAT,
# two-second) timestamps can give a file rewritten a moment later the same mtime and ctime.
RACY_NS = 3_000_000_000

StatData = tuple[int, ...]  # size, mtime_ns, ctime_ns, inode of the file, then of each sidecar (or -1s)
Row = tuple[Any, ...]  # a finding without its path: line, column, code, name, severity, message
# stat data (None: racy, compare the digest), digest, finding rows, index record
Entry = tuple[StatData | None, str, tuple[Row, ...], dict[str, Any] | None]


def key_path() -> Path:
    base = os.environ.get("XDG_CACHE_HOME", "")
    # The XDG spec ignores a relative XDG_CACHE_HOME; so do we.
    folder = Path(base) if os.path.isabs(base) else Path.home() / ".cache"
    return folder / "doccheck" / "key"


_KEYS: dict[Path, bytes] = {}  # read once per process and key file


def machine_key() -> bytes | None:
    """This machine's signing key, made on first use; None when it can be neither read nor made."""
    path = key_path()
    if path in _KEYS:
        return _KEYS[path]
    try:
        key = _read_key(path)
        if key is None:
            key = _make_key(path)
    except OSError:
        return None
    if key is not None:
        _KEYS[path] = key
    return key


def _read_key(path: Path) -> bytes | None:
    try:
        key = path.read_bytes()
    except FileNotFoundError:
        return None
    return key if len(key) == KEY_BYTES else None


def _make_key(path: Path) -> bytes | None:
    path.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
    fd, temp = tempfile.mkstemp(dir=path.parent, prefix=".key.")  # mkstemp makes it 0600
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(os.urandom(KEY_BYTES))
        if path.exists():
            os.replace(temp, path)  # a damaged key: whatever it signed is void anyway
        else:
            # os.link fails if another run made the key first: both then sign with the one that won.
            with contextlib.suppress(FileExistsError):
                os.link(temp, path)
    finally:
        Path(temp).unlink(missing_ok=True)
    return _read_key(path)


def _mac(key: bytes, payload: bytes) -> bytes:
    return hmac.new(key, payload, hashlib.sha256).digest()


def read_signed(path: Path, key: bytes | None) -> Any:
    """The object stored at `path` if this machine's key signed it, else None."""
    if key is None:
        return None
    try:
        data = path.read_bytes()
    except OSError:
        return None
    head = len(MAGIC) + 32
    if not data.startswith(MAGIC) or not hmac.compare_digest(data[len(MAGIC):head], _mac(key, data[head:])):
        return None
    try:
        return marshal.loads(data[head:])
    except (ValueError, EOFError, TypeError):
        return None


def write_signed(path: Path, key: bytes | None, value: Any) -> None:
    """Store `value` signed with this machine's key; raises OSError (or ValueError for what marshal cannot
    store), which callers treat as "no cache next time"."""
    if key is None:
        return
    payload = marshal.dumps(value)
    write_atomic(path, MAGIC + _mac(key, payload) + payload)


def code_fingerprint() -> tuple[str, tuple[int, ...]]:
    """doccheck's version and the stat data of its own modules and presets: a rule edited in place (a
    development install, a patched site-packages) voids what the old rule found."""
    from doccheck import __version__

    package = Path(__file__).parent
    stats: list[int] = []
    for folder, _dirs, files in sorted(os.walk(package)):
        for name in sorted(files):
            if name.endswith((".py", ".toml")):
                info = os.stat(os.path.join(folder, name))
                stats += (info.st_size, info.st_mtime_ns)
    return __version__, tuple(stats)


class CheckCache:
    """The entries of one configuration, loaded once per run and saved once, if anything changed."""

    def __init__(self, folder: Path | None, config_digest: str) -> None:
        self.folder = folder
        self.started_ns = time.time_ns()  # before any file is looked at: what "racy" is measured against
        self.key = machine_key() if folder is not None else None
        self.header = (CACHE_FORMAT, tuple(sys.version_info[:2]), marshal.version, code_fingerprint(),
                       config_digest) if folder is not None else None
        self.entries: dict[str, Entry] = {}
        self.repo: tuple[Any, ...] | None = None  # (indexed paths, link targets checked on disk, problems)
        self.dirty = False
        self._shared: dict[bytes, Any] = {}
        if folder is not None:
            stored = read_signed(folder / "cache" / CACHE_NAME, self.key)
            if isinstance(stored, tuple) and len(stored) == 3 and stored[0] == self.header \
                    and isinstance(stored[1], dict):
                self.entries = stored[1]
                self.repo = stored[2] if isinstance(stored[2], tuple) else None

    @property
    def enabled(self) -> bool:
        return self.key is not None

    def by_stat(self, relative: str, stat: StatData) -> Entry | None:
        """The entry of a file whose stat data are those it was recorded with (no read needed)."""
        entry = self.entries.get(relative)
        if entry is not None and entry[0] is not None and entry[0] == stat:
            return entry
        return None

    def by_digest(self, relative: str, digest: str, stat: StatData | None) -> Entry | None:
        """The entry of a file whose bytes are those it was recorded from; its stat data are refreshed."""
        entry = self.entries.get(relative)
        if entry is None or entry[1] != digest:
            return None
        fresh = self.trusted(stat)
        if fresh != entry[0]:
            entry = (fresh, *entry[1:])  # type: ignore[assignment]
            self.entries[relative] = entry
            self.dirty = True
        return entry

    def record(self, relative: str) -> dict[str, Any] | None:
        entry = self.entries.get(relative)
        return entry[3] if entry is not None else None

    def trusted(self, stat: StatData | None) -> StatData | None:
        """The stat data to keep: None when any of its times is too recent to tell a later write apart."""
        if stat is None:
            return None
        limit = self.started_ns - RACY_NS
        # Every (size, mtime, ctime, inode) group: the file, then each sidecar (-1 when it has none).
        if any(stat[i] >= limit or stat[i + 1] >= limit for i in range(1, len(stat), 4)):
            return None
        return stat

    def put(self, relative: str, stat: StatData | None, digest: str, rows: list[list[object]],
            record: dict[str, Any] | None) -> None:
        old = self.entries.get(relative)
        if old is None or old[3] != record:
            self.repo = None  # the DC4 problems were found in an index that held the old record
        shared_rows = tuple(self._share(tuple(row)) for row in rows)
        self.entries[relative] = (self.trusted(stat), digest, self._share(shared_rows),
                                  self._share(record) if record is not None else None)
        self.dirty = True

    def _share(self, value: Any) -> Any:
        """One object for equal values (50,000 empty files have one record): marshal writes the others as refs."""
        try:
            return self._shared.setdefault(marshal.dumps(value), value)
        except ValueError:
            return value

    def repo_problems(self, paths: list[str]) -> tuple[list[Any], list[Any]] | None:
        """(link targets checked on disk with what was found, problems) kept for exactly these indexed paths."""
        if self.repo is not None and len(self.repo) == 3 and self.repo[0] == paths:
            return self.repo[1], self.repo[2]
        return None

    def put_repo_problems(self, paths: list[str], checked: list[Any], problems: list[Any]) -> None:
        self.repo = (paths, checked, problems)
        self.dirty = True

    def forget(self, keep: set[str]) -> None:
        """Drop the entries of files no longer there (a run that walked the whole repository saw all)."""
        gone = self.entries.keys() - keep
        for relative in gone:
            del self.entries[relative]
        self.dirty = self.dirty or bool(gone)

    def save(self) -> None:
        if self.folder is None or not self.dirty or self.key is None:
            return
        try:
            ensure_cache_dir(self.folder)
            target = self.folder / "cache" / CACHE_NAME
            target.parent.mkdir(exist_ok=True)
            write_signed(target, self.key, (self.header, self.entries, self.repo))
            self.dirty = False
        except (OSError, ValueError):
            pass  # a read-only checkout still gets its findings; only the next run pays for it


def ensure_cache_dir(folder: Path) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    for name, content in (("CACHEDIR.TAG", CACHE_TAG), (".gitignore", "*\n")):
        if not (folder / name).exists():
            write_atomic(folder / name, content.encode())


def write_atomic(target: Path, data: bytes) -> None:
    fd, temp = tempfile.mkstemp(dir=target.parent, prefix=f".{target.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
        os.replace(temp, target)
    except BaseException:
        Path(temp).unlink(missing_ok=True)
        raise
