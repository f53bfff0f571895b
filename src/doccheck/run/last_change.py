"""When a record last changed: from git when the file is in git, else the record's own date; never the mtime
(a checkout, a copy or a `touch` sets it, and says nothing of the document).

Asked only for the records still proposed, and only when `stale-proposal` is set (`run/expiry.py`), so a hook
run on an accepted record, or in a repository that does not set it, starts no git at all. Otherwise:

1. `git rev-parse --show-toplevel --is-shallow-repository HEAD`, in the configuration's folder (one process).
   Outside git (or in a repository with no commit yet), each record's last change is its date; one with no date
   has none.
2. `git ls-tree -z HEAD -- PATHS`: each file's blob at HEAD. A file HEAD lacks, or whose bytes differ (hashed
   here as git hashes a blob), is changing now: a proposal being edited, or committed in this very commit, is
   not stale.
3. `git log -z --name-only --format=%x01%H %ct -- PATHS`, read as it comes and stopped once every path has its
   commit: the newest commit that changed each file, at its committer's time (when it landed). In a shallow
   clone a file whose newest commit is the clone's boundary has no known last change (the boundary "adds" every
   file), and a note says to fetch the whole history.

Paths are literal pathspecs (a file named `*.md` or `:(exclude)x` is that file); every git process has a
timeout; a git that fails or is missing gives the records' dates and a note, never a failed check.
"""

from __future__ import annotations

import datetime
import hashlib
import os
import subprocess
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from doccheck.boundary import read_file
from doccheck.read.source import MAX_BYTES
from doccheck.repo.due import LastChange

_TIMEOUT = 60  # seconds: the newest commit of a few files; this only stops a git that hangs
_GIT = ("git", "--literal-pathspecs", "-c", "core.quotepath=off")


def last_changes(root: Path, relatives: Sequence[str], records: Mapping[str, dict[str, Any]]
                 ) -> tuple[dict[str, LastChange], list[str]]:
    """Each file's last change, for the files that are not changing now and whose last change is known; and
    notes for the user (one line each)."""
    if not relatives:
        return {}, []
    top = _git(root, "rev-parse", "--show-toplevel", "--is-shallow-repository", "HEAD")
    lines = top.decode("utf-8", "replace").split("\n") if top is not None else []
    if len(lines) < 3:  # not in git, or no commit yet (HEAD names nothing: git says so and fails)
        return _by_date(relatives, records), []
    shallow = lines[1].strip() == "true"
    committed = _unchanged(root, relatives)
    found, boundary = _newest_commits(root, committed, _boundary(root) if shallow else frozenset())
    notes = []
    if boundary:
        notes.append(f"{len(boundary)} proposal{'s' * (len(boundary) != 1)} not judged stale: this clone is shallow "
                     "and their last commit is older than its history (fetch it whole: `git fetch --unshallow`, or "
                     "`fetch-depth: 0` with actions/checkout)")
    return found, notes


def _by_date(relatives: Sequence[str], records: Mapping[str, dict[str, Any]]) -> dict[str, LastChange]:
    found = {}
    for relative in relatives:
        written = (records.get(relative) or {}).get("date")
        try:
            day = datetime.date.fromisoformat(written) if isinstance(written, str) else None
        except ValueError:
            day = None
        if day is not None:
            found[relative] = LastChange(day, f"its date, {day.isoformat()}, as it is not in git")
    return found


def _unchanged(root: Path, relatives: Sequence[str]) -> list[str]:
    """The files whose bytes are the ones HEAD has."""
    listing = _git(root, "ls-tree", "-z", "HEAD", "--", *relatives)
    if listing is None:
        return []
    blobs: dict[str, str] = {}
    for entry in listing.split(b"\0"):
        head, _tab, name = entry.partition(b"\t")
        parts = head.split()
        if len(parts) == 3 and parts[1] == b"blob":
            blobs[name.decode("utf-8", "surrogateescape")] = parts[2].decode("ascii", "replace")
    unchanged = []
    for relative in relatives:
        blob = blobs.get(relative)
        if blob is None:
            continue  # not committed yet: changing now
        try:
            data = read_file(root / relative, limit=MAX_BYTES, root=root)
        except OSError:
            continue
        digest = hashlib.sha256 if len(blob) == 64 else hashlib.sha1
        if digest(b"blob %d\0" % len(data) + data).hexdigest() == blob:
            unchanged.append(relative)
    return unchanged


def _newest_commits(root: Path, relatives: list[str], boundary: frozenset[str]
                    ) -> tuple[dict[str, LastChange], set[str]]:
    """The newest commit that changed each file (its committer's day), and the files whose newest commit is a
    shallow clone's boundary."""
    found: dict[str, LastChange] = {}
    unknown: set[str] = set()
    if not relatives:
        return found, unknown
    wanted = set(relatives)
    try:
        process = subprocess.Popen([*_GIT, "log", "-z", "--name-only", "--relative", "--no-renames",
                                    "--format=%x01%H %ct", "HEAD", "--", *relatives], cwd=root,
                                   stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    except OSError:
        return found, unknown
    assert process.stdout is not None
    commit, day = "", None
    pending = b""
    try:
        while wanted:
            chunk = os.read(process.stdout.fileno(), 1 << 16)
            if not chunk:
                break
            fields = (pending + chunk).split(b"\0")
            pending = fields.pop()
            for field in fields:
                item = field.lstrip(b"\n")
                if item.startswith(b"\x01"):
                    sha, _space, stamp = item[1:].decode("ascii", "replace").partition(" ")
                    commit, day = sha, _day(stamp)
                    continue
                name = item.decode("utf-8", "surrogateescape")
                if name in wanted and day is not None:
                    wanted.discard(name)
                    if commit in boundary:
                        unknown.add(name)
                    else:
                        found[name] = LastChange(day, f"its last commit, {day.isoformat()}")
    finally:
        process.kill()  # the rest of the history is not needed
        process.stdout.close()
        process.wait(timeout=_TIMEOUT)
    return found, unknown


def _day(stamp: str) -> datetime.date | None:
    try:
        return datetime.datetime.fromtimestamp(int(stamp.strip()), datetime.UTC).date()
    except (ValueError, OverflowError, OSError):
        return None


def _boundary(root: Path) -> frozenset[str]:
    """The commits a shallow clone's history stops at (`.git/shallow`)."""
    where = _git(root, "rev-parse", "--git-path", "shallow")
    if where is None:
        return frozenset()
    path = Path(where.decode("utf-8", "surrogateescape").strip())
    try:
        data = read_file(path if path.is_absolute() else root / path, limit=1 << 24)
    except OSError:
        return frozenset()
    return frozenset(line.strip() for line in data.decode("ascii", "replace").splitlines() if line.strip())


def _git(root: Path, *args: str) -> bytes | None:
    try:
        done = subprocess.run([*_GIT, *args], cwd=root, capture_output=True, timeout=_TIMEOUT,
                              stdin=subprocess.DEVNULL, env={**os.environ, "GIT_OPTIONAL_LOCKS": "0"})
    except (OSError, subprocess.SubprocessError):
        return None
    return done.stdout if done.returncode == 0 else None
