"""The tool's own state between runs: what each file was, its findings and its index record, and the
cross-document problems of the last index, and the folders' listings (`folders.py`). One file,
`.doccheck/cache/check.bin`, and beside it a journal, `check.journal`, of what the runs since it changed.

1. Trust: the file is signed with a key kept outside the repository (`signing.py`). A cache a pull request
   commits, or one copied from another machine, fails the signature and is ignored as if missing: it costs a
   full parse, never a finding.
2. Validity: the whole file is void when doccheck's version, its own source files (a rule edited in place),
   the configuration or the Python that wrote it differ.
3. Change detection, the way git's index does it: an entry keeps the file's stat data (size, mtime_ns,
   ctime_ns, inode, and those of its sidecars); a file whose stat data are the same is not read at all. A file
   whose stat data were taken less than `RACY_NS` before the run that recorded them is "racy" (a later write in
   the same clock tick could leave them unchanged), so its entry keeps no stat data and the next run compares
   the content hash (xxh3-128) instead, recording the stat data once they are old enough.
4. The records are what the cross-document index is built from, so no document is read to build it; the
   DC4 problems are kept with the exact list of documents they were computed from and replayed while that
   list and every record are unchanged (a record's mark, 16 bytes, says whether it changed: the records
   themselves are not even unmarshalled by a commit that changes none).
5. What a commit costs does not grow with the repository: a run that changed a few entries of known files
   writes them to the journal (signed, and naming the signature of the cache file it amends, so it is never
   applied to another) instead of writing the whole file again; a run that changes more writes the whole file
   and drops the journal.

The payload is `marshal`led (the fastest format Python reads: 50,000 entries load in tens of milliseconds),
and unmarshalled only after its signature checked out. A cache that is missing, corrupt, unsigned or
read-only never fails a run: it just costs a full parse.
"""

from __future__ import annotations

import gc
import marshal
import os
import stat
import struct
import sys
import time
from collections.abc import Collection, Iterable, Mapping
from pathlib import Path
from typing import Any

from doccheck.boundary import read_file, write_file
from doccheck.read.sidecar import series_sidecars
from doccheck.run.folders import FolderCache
from doccheck.run.signing import machine_key, signature_of, signed, verified

# The cache of 50,000 documents is tens of megabytes. What a repository commits in its place (a link to /dev/zero,
# a huge file) is read no further than this, and not at all if it is not a regular file (a FIFO would block).
CACHE_LIMIT = 512 * 1024 * 1024
# Bumped whenever the shape of an entry changes, so an older cache is ignored rather than misread.
CACHE_FORMAT = 5
CACHE_NAME = "check.bin"
JOURNAL_NAME = "check.journal"
# A run that changed at most this many entries of known files and folders writes a journal, not the cache.
JOURNAL_LIMIT = 512
CACHE_TAG = "Signature: 8a477f597d28d172789f06886806bc55\n# This folder is doccheck's cache.\n"
# Stat data younger than this when recorded are not trusted alone: file systems with whole-second (or, FAT,
# two-second) timestamps can give a file rewritten a moment later the same mtime and ctime.
RACY_NS = 3_000_000_000

# A file's stat key: mode, size, mtime_ns, ctime_ns, inode. With sidecars (a KEP's kep.yaml) the times are the
# newest of the file's and its sidecars', and the inode field a hash of every sidecar's stat data.
STAT_KEY = struct.Struct("<QQqqQ")
STAT_BYTES = STAT_KEY.size
NO_STAT = bytes(STAT_BYTES)  # what an entry keeps when its stat data cannot be trusted: compare the content
UNKNOWN = b"\xff" * STAT_BYTES  # what a file has that could not be stat'ed, or is not a plain file
# From this many files, half are stat'ed by a forked child (when the run may use more than one core): below,
# the fork and the pipe cost about what they save.
SPLIT_STAT = 2_000
Row = tuple[Any, ...]  # a finding without its path: line, column, code, name, severity, message
Entry = tuple[bytes, tuple[Row, ...], dict[str, Any] | None]  # digest (16 bytes), finding rows, index record
# stat key, digest, mark, finding rows, index record
JournalEntry = tuple[bytes, bytes, bytes, tuple[Row, ...], dict[str, Any] | None]
NO_RECORD = bytes(16)  # the mark of a file without a record


def read_signed(path: Path, key: bytes | None) -> Any:
    """The object stored at `path` if this machine's key signed it, else None."""
    if key is None:
        return None
    try:
        data = read_file(path, limit=CACHE_LIMIT)
    except OSError:  # missing, or refused: a FIFO, a device, a link to /dev/zero, a file grown past any cache
        return None
    return verified(key, data)


def write_signed(path: Path, key: bytes | None, value: Any) -> None:
    """Store `value` signed with this machine's key; raises OSError (or ValueError for what marshal cannot
    store), which callers treat as "no cache next time"."""
    if key is not None:
        write_file(path, *signed(key, value), private=True)


def code_fingerprint() -> tuple[str, tuple[int, ...]]:
    """doccheck's version and the stat data of its own modules and presets: a rule edited in place (a
    development install, a patched site-packages) voids what the old rule found."""
    from doccheck import __version__

    package = Path(__file__).parent.parent
    stats: list[int] = []
    for folder, _dirs, files in sorted(os.walk(package)):
        for name in sorted(files):
            if name.endswith((".py", ".toml")):
                info = os.stat(os.path.join(folder, name))
                stats += (info.st_size, info.st_mtime_ns)
    return __version__, tuple(stats)


def stat_keys(paths: list[str], sidecars: list[str], sidecar_folders: Mapping[str, Collection[str]],
              parallel: bool = False) -> list[bytes]:
    """The stat key of each file (`UNKNOWN` when it cannot be had): one lstat per file, nothing read, and one
    lstat per sidecar name in each folder that has a sidecar (`sidecar_folders`, as a path's part before its
    last '/', with the names its listing found: a series' own that no folder names, Zarf's `zep.yaml`, too).
    `parallel`: many files are split with a forked child (`forking.py`), which halves the wait in a large
    repository: each lstat is a system call of a few microseconds, and there is one per document."""
    if parallel and len(paths) >= SPLIT_STAT:
        from doccheck.run.forking import Forked

        half = len(paths) // 2
        other = Forked.start(lambda: b"".join(_keys_of(paths[half:], sidecars, sidecar_folders)))
        if other is not None:
            try:
                mine = _keys_of(paths[:half], sidecars, sidecar_folders)
            finally:
                theirs = other.result()
            if theirs is not None and len(theirs) == (len(paths) - half) * STAT_BYTES:
                return mine + [theirs[i:i + STAT_BYTES] for i in range(0, len(theirs), STAT_BYTES)]
            return mine + _keys_of(paths[half:], sidecars, sidecar_folders)
    return _keys_of(paths, sidecars, sidecar_folders)


def _keys_of(paths: list[str], sidecars: list[str], sidecar_folders: Mapping[str, Collection[str]]) -> list[bytes]:
    try:
        return _stat_keys(paths, sidecars, sidecar_folders)
    except (OSError, struct.error):  # a file gone since it was listed, or out-of-range times: file by file
        return [_stat_key(path, sidecars, sidecar_folders) for path in paths]


def _stat_keys(paths: list[str], sidecars: list[str], sidecar_folders: Mapping[str, Collection[str]]) -> list[bytes]:
    pack = STAT_KEY.pack
    keys = [pack(s.st_mode, s.st_size, s.st_mtime_ns, s.st_ctime_ns, s.st_ino) for s in map(os.lstat, paths)]
    if not sidecar_folders:
        return keys
    # A file beside a sidecar: the times are the newest of its own and the sidecars', the inode field a hash of
    # every sidecar's stat data, so a sidecar written, added or removed changes its documents' keys.
    beside: dict[str, tuple[int, int, int] | None] = {}
    here = os.getcwd()
    for i, path in enumerate(paths):
        folder = path.rpartition("/")[0]
        if folder not in sidecar_folders:
            continue
        if folder not in beside:
            # (`sidecars`: the types' own and metadata.yaml; the one named for a series where the folder's path
            # names it, `gep.yaml` under `geps/`, as a document's digest reads them)
            series = [*series_sidecars(os.path.join(here, folder) + "/"), *sorted(sidecar_folders[folder])]
            beside[folder] = _sidecar_stats(folder, list(dict.fromkeys([*sidecars, *series])) if series else sidecars)
        if (found := beside[folder]) is not None:
            mode, size, mtime, ctime, inode = STAT_KEY.unpack(keys[i])
            keys[i] = pack(mode, size, max(mtime, found[0]), max(ctime, found[1]),
                           hash((inode, found[2])) & 0xFFFF_FFFF_FFFF_FFFF)
    return keys


def _sidecar_stats(folder: str, sidecars: list[str]) -> tuple[int, int, int] | None:
    """(newest mtime, newest ctime, a hash of every sidecar's stat data) of the sidecars in a folder; None
    when it has none (anything that is there, a symlink or a folder included, counts)."""
    data: list[int] = []
    mtime = ctime = -1
    found = False
    for name in sidecars:
        try:
            side = os.lstat(os.path.join(folder, name))
        except OSError:
            data += (-1, -1, -1, -1)
            continue
        found = True
        data += (side.st_size, side.st_mtime_ns, side.st_ctime_ns, side.st_ino)
        mtime, ctime = max(mtime, side.st_mtime_ns), max(ctime, side.st_ctime_ns)
    return (mtime, ctime, hash(tuple(data))) if found else None


def _stat_key(path: str, sidecars: list[str], sidecar_folders: Mapping[str, Collection[str]]) -> bytes:
    try:
        return _stat_keys([path], sidecars, sidecar_folders)[0]
    except (OSError, struct.error):
        return UNKNOWN


class CheckCache:
    """The entries of one configuration, loaded once per run and saved once, if anything changed.

    Stored as columns, one row per file, so that loading 50,000 entries is a few C calls, not a loop: the paths,
    a bytes string of the stat keys (`STAT_BYTES` each), one of the digests (16 each), one of the records' marks
    (`record_mark`), then the finding rows, the records and the index's path table, each unmarshalled only when
    a run asks for one of its rows: a commit that changes no record needs none of them. This run's new entries
    are kept aside in `changed` and merged in `save`.

    A run that changed a few entries of known files (a commit) writes them to a journal beside the cache,
    signed and naming the cache it amends, instead of writing the whole cache again: loading applies it.
    """

    def __init__(self, folder: Path | None, config_digest: str) -> None:
        self.folder = folder
        self.started_ns = time.time_ns()  # before any file is looked at: what "racy" is measured against
        self.key = machine_key() if folder is not None else None
        self.header = (CACHE_FORMAT, tuple(sys.version_info[:2]), marshal.version, code_fingerprint(),
                       config_digest) if folder is not None else None
        self.paths: list[str] = []
        self.stats = b""
        self.digests = b""
        self.marks = b""
        self._columns_held: dict[str, Any] = {"rows": [], "records": [], "table": None}  # or marshalled bytes
        self._journal: dict[str, JournalEntry] = {}  # the journal read: entries newer than the columns' bytes
        self._signature = b""  # of the cache file read: the journal written names it
        self._position: dict[str, int] | None = None
        self._scans = 0
        self.changed: dict[str, tuple[bytes, Entry, bytes]] = {}  # relative -> (stat key, entry, mark), this run's
        self.gone: set[str] = set()
        self.repo: tuple[Any, ...] | None = None  # (digest of the indexed paths, link targets on disk, problems)
        self.shapes_changed: set[str] = set()  # records whose shape changed, and nothing the index holds of them
        self.records_changed: set[str] = set()  # records whose index entry changed: the DC4 problems are found again
        self.earlier_repo: tuple[Any, ...] | None = None  # the repository pass before those changes
        self._stored_repo: tuple[Any, ...] | None = None  # the one in the cache file: a journal holds another
        self._table_changed = False
        self.dirty = False
        self._shared: dict[bytes, Any] = {}
        self.folders = FolderCache(None, self.started_ns - RACY_NS if self.key is not None else None)
        if self.key is not None and folder is not None:
            # Unmarshalling 50,000 entries would start several collections that only walk them: no cycles.
            collecting = gc.isenabled()
            gc.disable()
            try:
                self._load(folder / "cache")
            finally:
                if collecting:
                    gc.enable()

    def _load(self, folder: Path) -> None:
        assert self.key is not None
        try:
            data = read_file(folder / CACHE_NAME, limit=CACHE_LIMIT)
        except OSError:
            return
        stored = verified(self.key, data)
        if not (isinstance(stored, tuple) and len(stored) == 10 and stored[0] == self.header):
            return
        _header, paths, stats, digests, marks, rows, records, repo, table, folders = stored
        count = len(paths)
        if len(stats) != count * STAT_BYTES or len(digests) != count * 16 or len(marks) != count * 16:
            return
        self.paths, self.stats, self.digests, self.marks = paths, stats, digests, marks
        self.repo = self._stored_repo = repo
        self._columns_held = {"rows": rows, "records": records, "table": table}
        self._signature = signature_of(data)
        journal = read_signed(folder / JOURNAL_NAME, self.key)
        if isinstance(journal, tuple) and len(journal) == 5 and journal[0] == self._signature \
                and self._apply_journal(journal[1]):
            _signature, _entries, repo_changed, repo, folder_changes = journal
            if repo_changed:
                self.repo = repo
            self.folders = FolderCache(folders, self.folders.cutoff_ns, folder_changes)
        else:
            self.folders = FolderCache(folders, self.folders.cutoff_ns)

    def _apply_journal(self, entries: dict[str, JournalEntry]) -> bool:
        """The journal's entries in the columns: the bytes ones now, the others when they are unmarshalled.
        False, and nothing applied, when they are not all of files the columns hold."""
        rows = [self._row(relative) for relative in entries]
        if None in rows:
            return False
        self.stats, self.digests, self.marks = self._patched(
            (i, stat_key, digest, mark) for i, (stat_key, digest, mark, _rows, _record)
            in zip(rows, entries.values(), strict=True) if i is not None)
        self._journal = entries
        return True

    def _patched(self, updates: Iterable[tuple[int, bytes, bytes, bytes]]) -> tuple[bytes, bytes, bytes]:
        """The stat key, digest and mark columns with these rows (row, stat key, digest, mark) replaced."""
        stats, digests, marks = bytearray(self.stats), bytearray(self.digests), bytearray(self.marks)
        for i, stat_key, digest, mark in updates:
            stats[i * STAT_BYTES:(i + 1) * STAT_BYTES] = stat_key
            digests[i * 16:(i + 1) * 16] = digest
            marks[i * 16:(i + 1) * 16] = mark
        return bytes(stats), bytes(digests), bytes(marks)

    def _column(self, name: str) -> Any:
        """A column unmarshalled (and amended by the journal) on first use."""
        held = self._columns_held[name]
        if type(held) is bytes:
            held = marshal.loads(held)
            if name != "table":
                part = 3 if name == "rows" else 4
                for relative, entry in self._journal.items():
                    held[self._row(relative)] = entry[part]
            self._columns_held[name] = held
        return held

    @property
    def position(self) -> dict[str, int]:
        """path -> row, made on first use: a run in which no file changed never needs it."""
        if self._position is None:
            self._position = dict(zip(self.paths, range(len(self.paths)), strict=True))
        return self._position

    def _row(self, relative: str) -> int | None:
        """The row of a path: the first few by scanning the list (in C), so that the commit that changed one
        file in 50,000 does not build a dictionary of all of them."""
        if self._position is None and self._scans < 16:
            self._scans += 1
            try:
                return self.paths.index(relative)
            except ValueError:
                return None
        return self.position.get(relative)

    @property
    def enabled(self) -> bool:
        return self.key is not None

    def known(self, relative: str) -> bool:
        return relative in self.changed or self._row(relative) is not None

    def unchanged(self, relatives: list[str], keys: list[bytes]) -> list[int]:
        """For each file, its row in the cache if its stat data are the ones recorded, else -1."""
        stats, width = self.stats, STAT_BYTES
        if not self.changed and relatives == self.paths:  # the usual run: the same files, in the same order
            joined = b"".join(keys)
            rows = list(range(len(relatives)))
            # Compared a block of keys at a time: a commit changes a few files, so only their blocks differ.
            block = width * 64
            for start in range(0, len(joined), block):
                if joined[start:start + block] != stats[start:start + block]:
                    for n in range(start // width, min(len(keys), (start + block) // width)):
                        if keys[n] != stats[n * width:(n + 1) * width]:
                            rows[n] = -1
            return rows
        rows = []
        for relative, key in zip(relatives, keys, strict=True):
            i = self._row(relative)
            rows.append(i if i is not None and relative not in self.changed
                        and key == stats[i * width:(i + 1) * width] else -1)
        return rows

    def entry(self, row: int) -> Entry:
        return self.digest(row), self.finding_rows(row), self.record(row)

    def digest(self, row: int) -> bytes:
        return self.digests[row * 16:(row + 1) * 16]

    def finding_rows(self, row: int) -> tuple[Row, ...]:
        found: tuple[Row, ...] = self._column("rows")[row]
        return found

    def record(self, row: int) -> dict[str, Any] | None:
        record: dict[str, Any] | None = self._column("records")[row]
        return record

    @property
    def path_table(self) -> Any:
        """What the index drew from the paths alone (repo/index.py's PathTable)."""
        return self._column("table")

    def by_digest(self, relative: str, digest: bytes, stat_key: bytes) -> Entry | None:
        """The entry of a file whose bytes are those it was recorded from, its stat data recorded anew."""
        if (changed := self.changed.get(relative)) is not None:
            stored_key, entry, mark = changed
        elif (i := self._row(relative)) is not None:
            if self.digests[i * 16:(i + 1) * 16] != digest:
                return None
            stored_key, entry, mark = self.stats[i * STAT_BYTES:(i + 1) * STAT_BYTES], self.entry(i), self._mark(i)
        else:
            return None
        if entry[0] != digest:
            return None
        fresh = self._trusted(stat_key)
        if fresh != stored_key:
            self.changed[relative] = (fresh, entry, mark)
            self.dirty = True
        return entry

    def _mark(self, row: int) -> bytes:
        return self.marks[row * 16:(row + 1) * 16]

    def _trusted(self, stat_key: bytes) -> bytes:
        """The stat key to keep, or NO_STAT: not a plain file, or a time in it too recent to tell a later write
        in the same clock tick apart (git's "racy" entries)."""
        if stat_key == UNKNOWN:
            return NO_STAT
        mode, _size, mtime, ctime, _inode = STAT_KEY.unpack(stat_key)
        if not stat.S_ISREG(mode) or max(mtime, ctime) >= self.started_ns - RACY_NS:
            return NO_STAT
        return stat_key

    def put(self, relative: str, stat_key: bytes, digest: bytes, rows: list[list[object]],
            record: dict[str, Any] | None) -> dict[str, Any] | None:
        """Keep a file's findings and record; returns the record as kept, for the caller to hold instead."""
        kept = _compact(record) if record is not None else None
        mark = record_mark(kept)
        before: bytes | None = None  # a file new to the cache
        if (changed := self.changed.get(relative)) is not None:
            before = changed[2]
        elif (i := self._row(relative)) is not None:
            before = self._mark(i)
        if before is None or before[:8] != mark[:8]:
            if self.repo is not None:
                self.earlier_repo = self.repo
            self.repo = None  # the DC4 problems were found in an index that held the old record
            self.records_changed.add(relative)
        elif before != mark:
            self.shapes_changed.add(relative)  # the same index: the DC4 problems stand, its family is learned again
        entry = (digest, self._share(tuple(map(tuple, rows))), kept)
        self.changed[relative] = (self._trusted(stat_key), entry, mark)
        self.dirty = True
        return kept

    def _share(self, value: Any) -> Any:
        """One object for equal values (50,000 empty files have the same findings): marshal writes refs to it."""
        try:
            return self._shared.setdefault(marshal.dumps(value), value)
        except ValueError:
            return value

    def repo_problems(self, paths: list[str]) -> tuple[list[Any], list[Any]] | None:
        """(link targets checked on disk with what was found, problems) kept for exactly these indexed paths."""
        if self.repo is not None and len(self.repo) == 3 and self.repo[0] == _paths_digest(paths):
            return self.repo[1], self.repo[2]
        return None

    def earlier_repo_problems(self, paths: list[str]) -> list[Any] | None:
        """The problems of the repository pass before this run changed some records, kept for exactly these indexed
        paths (no document added or gone): its families' rows stand for the families no changed record is in."""
        earlier = self.earlier_repo
        if earlier is not None and len(earlier) == 3 and earlier[0] == _paths_digest(paths):
            return list(earlier[2])
        return None

    def put_repo_problems(self, paths: list[str], checked: list[Any], problems: list[Any]) -> None:
        self.repo = (_paths_digest(paths), checked, problems)
        self.dirty = True

    def put_path_table(self, table: Any) -> None:
        self._columns_held["table"] = table
        self._table_changed = self.dirty = True

    def forget(self, seen: list[str]) -> None:
        """Drop the entries of files, and the listings of folders, no longer there (the run walked everything
        the cache holds)."""
        self.folders.forget_unvisited()
        if seen == self.paths:
            return
        self.gone = self.position.keys() - set(seen)
        self.dirty = self.dirty or bool(self.gone)

    def save(self) -> None:
        if self.folder is None or self.key is None or not (self.dirty or self.folders.changes_made):
            return
        try:
            ensure_cache_dir(self.folder)
            folder = self.folder / "cache"
            journal = self._journal_entries()
            if journal is not None:
                repo_changed = self.repo is not self._stored_repo
                write_signed(folder / JOURNAL_NAME, self.key, (self._signature, journal, repo_changed,
                                                                self.repo if repo_changed else None,
                                                                self.folders.changes))
            else:
                write_file(folder / CACHE_NAME, *signed(self.key, (self.header, *self._merged(), self.repo,
                                                                     self._marshalled("table"), self.folders.entries)),
                             private=True)
                (folder / JOURNAL_NAME).unlink(missing_ok=True)  # it names the cache replaced: void anyway
            self.dirty = self.folders.changes_made = False
        except (OSError, ValueError):
            pass  # a read-only checkout still gets its findings; only the next run pays for it

    def _journal_entries(self) -> dict[str, JournalEntry] | None:
        """Every entry newer than the cache's columns, when they fit a journal: a few, all of known files."""
        if not self._signature or self.gone or self._table_changed \
                or len(self._journal) + len(self.changed) + len(self.folders.changes) > JOURNAL_LIMIT \
                or any(self._row(relative) is None for relative in self.changed):
            return None
        entries = dict(self._journal)
        for relative, (stat_key, (digest, found, record), mark) in self.changed.items():
            entries[relative] = (stat_key, digest, mark, found, record)
        return entries

    def _marshalled(self, name: str) -> bytes:
        """A column as stored: the bytes read, unless the journal amends it."""
        held = self._columns_held[name]
        if type(held) is bytes and (name == "table" or not self._journal):
            return held
        return marshal.dumps(self._column(name))

    def _merged(self) -> tuple[list[str], bytes, bytes, bytes, bytes, bytes]:
        """The columns with this run's entries in them, and without the files gone."""
        if not self.changed and not self.gone:
            return (self.paths, self.stats, self.digests, self.marks, self._marshalled("rows"),
                    self._marshalled("records"))
        rows, records = self._column("rows"), self._column("records")
        rows_of = {relative: i for relative in self.changed if (i := self._row(relative)) is not None}
        if not self.gone and len(rows_of) == len(self.changed):
            # Known files changed: patch the columns in place, no loop over every file.
            rows, records = list(rows), list(records)
            for relative, (_stat_key, (_digest, found, record), _mark) in self.changed.items():
                rows[rows_of[relative]], records[rows_of[relative]] = found, record
            stats, digests, marks = self._patched(
                (rows_of[relative], stat_key, digest, mark)
                for relative, (stat_key, (digest, _found, _record), mark) in self.changed.items())
            return self.paths, stats, digests, marks, marshal.dumps(rows), marshal.dumps(records)
        paths: list[str] = []
        stat_parts: list[bytes] = []
        digest_parts: list[bytes] = []
        mark_parts: list[bytes] = []
        kept_rows: list[Any] = []
        kept_records: list[Any] = []
        for relative, i in self.position.items():
            if relative in self.gone or relative in self.changed:
                continue
            paths.append(relative)
            stat_parts.append(self.stats[i * STAT_BYTES:(i + 1) * STAT_BYTES])
            digest_parts.append(self.digests[i * 16:(i + 1) * 16])
            mark_parts.append(self.marks[i * 16:(i + 1) * 16])
            kept_rows.append(rows[i])
            kept_records.append(records[i])
        for relative, (stat_key, (digest, found, record), mark) in self.changed.items():
            paths.append(relative)
            stat_parts.append(stat_key)
            digest_parts.append(digest)
            mark_parts.append(mark)
            kept_rows.append(found)
            kept_records.append(record)
        return (paths, b"".join(stat_parts), b"".join(digest_parts), b"".join(mark_parts), marshal.dumps(kept_rows),
                marshal.dumps(kept_records))


def record_mark(record: dict[str, Any] | None) -> bytes:
    """16 bytes that tell records apart without holding them (their values are JSON's kinds: `repr` is the
    same for equal records built in the same order, as `index_record` builds them): 8 for what the index holds,
    8 for the document's shape, which only the learning of its family's conventions reads (a line of prose
    added to a short section changes the shape, and no DC4 rule's answer)."""
    if record is None:
        return NO_RECORD
    import xxhash

    shape = record.get("shape")
    rest = {k: v for k, v in record.items() if k != "shape"} if shape is not None else record
    return (xxhash.xxh3_64_digest(repr(rest).encode("utf-8", "backslashreplace"))
            + xxhash.xxh3_64_digest(repr(shape).encode("utf-8", "backslashreplace")))


def _compact(record: dict[str, Any]) -> dict[str, Any]:
    """The record without its empty fields (readers use .get): half the size of a cache of small documents.
    Its strings are interned: marshal writes a value most records share (a type, its reason) once."""
    return {k: sys.intern(v) if type(v) is str else v for k, v in record.items()
            if v is not None and v is not False and (v or type(v) is not list)}


def _paths_digest(paths: list[str]) -> bytes:
    import xxhash

    return bytes(xxhash.xxh3_128_digest("\0".join(paths).encode("utf-8", "surrogateescape")))


def ensure_cache_dir(folder: Path) -> None:
    """Make the cache folder and its `cache/`; OSError when either is a symlink: a repository that commits one
    would have doccheck write wherever it points."""
    for path in (folder, folder / "cache"):
        if path.is_symlink():
            raise OSError(f"{path} is a symlink; doccheck writes its cache only into a folder of its own")
    folder.mkdir(parents=True, exist_ok=True)
    for name, content in (("CACHEDIR.TAG", CACHE_TAG), (".gitignore", "*\n")):
        if not (folder / name).exists():
            write_file(folder / name, content.encode())
    (folder / "cache").mkdir(exist_ok=True)
