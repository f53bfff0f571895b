"""A repository's history as the sync reads it: first-parent commits and the blobs they changed, no checkouts.

- `first_parent(root, after, pathspecs)`: the commits of the sync branch's first-parent line after a commit
  (all of them when `after` is None), oldest first, each with the files it changed (a merge is one commit:
  its changes against its first parent), from one `git log --raw`.
- `tree(root, commit, pathspecs)`: every file of a commit with its blob id, from `git ls-tree`.
- `Blobs`: one `git cat-file --batch` process that reads blobs by id; a blob over the size limit is never read.

Paths are relative to the repository's top folder, as git gives them. Every git process has a timeout, and
a failure is one `GitError` with git's own message.
"""

from __future__ import annotations

import subprocess
from datetime import UTC, datetime, timedelta
from pathlib import Path, PurePosixPath
from typing import NamedTuple

from doccheck.graph.errors import GraphError
from doccheck.read.source import MAX_BYTES
from doccheck.regex import lazy

_TIMEOUT = 600  # seconds: a full log of a large repository takes a few; this only stops a hung git


class GitError(GraphError):
    """git failed: the message is git's last line, which the CLI prints as doccheck's one-line error."""


class Change(NamedTuple):
    path: str
    blob: str | None  # None: the commit deleted the file
    moved_from: str | None = None  # the path the same commit deleted this file from (a rename)
    # A rename git found that may be one document renumbered (`cap-0053.md` to `cap-0046-05.md` with an edit):
    # the path and blob it had. The caller decides by reading both (`versions.renumbered`).
    maybe_from: tuple[str, str] | None = None


class Commit(NamedTuple):
    sha: str
    time: datetime | None  # the committer's time; None when it cannot be one (see `committer_time`)
    changes: tuple[Change, ...]


def git(root: Path, *args: str, check: bool = True) -> str:
    try:
        done = subprocess.run(["git", "-c", "core.quotepath=off", *args], cwd=root, capture_output=True,
                              timeout=_TIMEOUT, stdin=subprocess.DEVNULL)
    except (OSError, subprocess.TimeoutExpired) as exc:
        raise GitError(f"git {args[0]} failed: {exc}") from None
    if check and done.returncode != 0:
        message = done.stderr.decode(errors="replace").strip().splitlines()
        last = message[-1] if message else f"exit {done.returncode}"
        if "unable to read" in last or "bad object" in last or "missing blob" in last:
            last += ("; the history is read from every version of the files, which this clone lacks "
                     "(a shallow or partial clone: fetch the whole history, or sync without --history)")
        raise GitError(f"git {args[0]} failed: {last}")
    return done.stdout.decode("utf-8", errors="surrogateescape") if done.returncode == 0 else ""


def top_level(root: Path) -> Path | None:
    """The repository's top folder, or None outside git (or in a repository without commits)."""
    try:
        top = git(root, "rev-parse", "--show-toplevel").strip()
        git(root, "rev-parse", "--verify", "-q", "HEAD^{commit}")
    except GitError:
        return None
    return Path(top) if top else None


def resolve(root: Path, ref: str) -> str | None:
    found = git(root, "rev-parse", "--verify", "-q", f"{ref}^{{commit}}", check=False).strip()
    return found or None


def commit_time(root: Path, ref: str) -> datetime:
    """The commit's time, or now when its committer date cannot be one (see `committer_time`)."""
    return committer_time(git(root, "log", "-1", "--format=%ct", ref)) or datetime.now(UTC)


def is_shallow(root: Path) -> bool:
    """Whether the clone's history stops short (`git clone --depth`, actions/checkout's default)."""
    return git(root, "rev-parse", "--is-shallow-repository", check=False).strip() == "true"


def is_ancestor(root: Path, ancestor: str, descendant: str = "HEAD") -> bool:
    try:
        done = subprocess.run(["git", "merge-base", "--is-ancestor", ancestor, descendant], cwd=root,
                              capture_output=True, timeout=_TIMEOUT, stdin=subprocess.DEVNULL)
    except (OSError, subprocess.TimeoutExpired):
        return False
    return done.returncode == 0


def first_parent(root: Path, after: str | None, pathspecs: list[str], head: str = "HEAD",
                 since: datetime | None = None) -> list[Commit]:
    """The first-parent commits after `after` up to `head` that changed a file under the pathspecs."""
    span = f"{after}..{head}" if after else head
    # -M: git's own rename detection (50% similar or more), so a move that also edits the file (a typo in its
    # name fixed, its title with it) is still a rename.
    args = ["log", "--first-parent", "--diff-merges=first-parent", "--raw", "-M", "--no-abbrev",
            "--reverse", "-z", "--format=%x00C %H %ct"]
    if since is not None:
        args.append(f"--since={since.isoformat()}")
    out = git(root, *args, span, "--", *(pathspecs or ["."]))
    commits: list[Commit] = []
    sha, when = "", None
    changes: list[tuple[str, str | None, str, str | None]] = []  # path, new blob (None: deleted), old blob, from
    maybe: dict[str, tuple[str, str]] = {}  # added path -> the path and blob of a rename `_one_document` doubts
    fields = out.split("\0")
    index = 0
    while index < len(fields):
        item = fields[index].lstrip("\n")
        index += 1
        if item.startswith("C "):
            if sha:
                commits.append(Commit(sha, when, _doubted(renamed(changes), maybe)))
            _c, sha, stamp = item.split(" ", 2)
            when, changes, maybe = committer_time(stamp), [], {}
        elif item.startswith(":") and index < len(fields):
            meta = item[1:].split(" ")  # old mode, new mode, old blob, new blob, status
            path = fields[index]
            index += 1
            status = meta[4][:1] if len(meta) > 4 else "M"
            regular = meta[1] in ("100644", "100755")  # submodules and symlinks are not documents the sync reads
            if status == "R" and index < len(fields):  # a rename: the old path, then the new one
                source, path = path, fields[index]
                index += 1
                changes.append((source, None, meta[2], None))  # the old path is gone either way
                if regular:
                    one = _one_document(source, path, int(meta[4][1:] or 0))
                    changes.append((path, meta[3], _ADDED, source if one else None))
                    if not one:
                        maybe[path] = (source, meta[2])
            elif status == "D":
                changes.append((path, None, meta[2], None))
            elif regular:
                changes.append((path, meta[3], meta[2], None))
    if sha:
        commits.append(Commit(sha, when, _doubted(renamed(changes), maybe)))
    return commits


def _doubted(changes: tuple[Change, ...], maybe: dict[str, tuple[str, str]]) -> tuple[Change, ...]:
    """The renames git found that `_one_document` doubts, on the added files nothing else was found a rename of
    (and whose old path is not another's source)."""
    taken = {c.moved_from for c in changes if c.moved_from is not None}
    return tuple(c._replace(maybe_from=maybe[c.path]) if c.path in maybe and c.moved_from is None
                 and maybe[c.path][0] not in taken else c for c in changes)


_ADDED = "0" * 40  # the old blob of an added file


def renamed(changes: list[tuple[str, str | None, str, str | None]]) -> tuple[Change, ...]:
    """A commit's changes (path, new blob or None, old blob, the path git found it renamed from), each added
    file that is a rename naming the path it came from: git's (50% similar or more), else the file the same
    commit deleted with the same bytes, else the one file it deleted with the same name (a move with a larger
    edit; for a README or index, the same folder name). A renamed document goes on; it does not begin again."""
    gone = {path: old for path, new, old, _source in changes if new is None}
    by_blob: dict[str, str] = {}
    by_name: dict[str, list[str]] = {}
    for path, old in gone.items():
        by_blob.setdefault(old, path)
        by_name.setdefault(_name(path), []).append(path)
    taken = {source for _path, _new, _old, source in changes if source is not None}
    found = []
    for path, new, old, source in changes:
        if source is None and new is not None and set(old) == {"0"}:  # added, not modified
            same_name = by_name.get(_name(path), [])
            source = by_blob.get(new) or (same_name[0] if len(same_name) == 1 else None)
            if source in taken:
                source = None
            elif source is not None:
                taken.add(source)
        found.append(Change(path, new, source))
    return tuple(found)


def _one_document(old: str, new: str, similarity: int) -> bool:
    """Whether git's rename (`similarity` percent alike) is one document moved: two small records written on one
    template are 60-70% alike (ADR-0001 deleted and ADR-0002 added in one commit), so under 90% the number in
    the name must stay the one it had. A name without a number (a draft's: `cap-TBD.md`, `cap_orbitlens_41fc89b6.md`)
    has none to keep: the draft that gets its number is git's rename. A record renumbered with an edit is decided
    by its title (`maybe_from`)."""
    before = record_number(old)
    return similarity >= 90 or before is None or before == record_number(new)


_WORD = lazy(r"[A-Za-z0-9]+")
_RECORD_NUMBER = lazy(r"[A-Za-z]{0,12}(\d+)")


def record_number(path: str) -> int | None:
    """The number a file name gives its record: the first word of the name that is digits, or a prefix glued to
    digits (`0005-x`, `cap-0046-05`, `ADR025`); None when no word is (`cap-TBD`, a hash such as `41fc89b6`)."""
    for word in _WORD.findall(_name(path).rsplit(".", 1)[0]):
        found = _RECORD_NUMBER.fullmatch(word)
        if found:
            return int(found.group(1))
    return None


def _name(path: str) -> str:
    """What names the document a file is: its file name, or for a folder's README or index the folder's too."""
    file = PurePosixPath(path)
    generic = file.stem.lower() in ("readme", "index", "_index")
    return f"{file.parent.name}/{file.name}" if generic else file.name


def tree(root: Path, commit: str, pathspecs: list[str]) -> dict[str, str]:
    """path -> blob id of every regular file of the commit under the pathspecs."""
    out = git(root, "ls-tree", "-r", "-z", "--full-tree", commit, "--", *(pathspecs or ["."]))
    files = {}
    for entry in out.split("\0"):
        meta, _tab, path = entry.partition("\t")
        parts = meta.split(" ")
        if len(parts) == 3 and parts[1] == "blob" and parts[0] in ("100644", "100755"):
            files[path] = parts[2]
    return files


_SKEW = timedelta(days=1)


def committer_time(seconds: str) -> datetime | None:
    """A committer date as git gives it in seconds (`%ct`: the offset, which a commit object may carry as
    +2500 or -9999, plays no part), or None when it cannot be a commit's time: not a number (git prints nothing
    for a negative date), before 1970, or later than tomorrow (year 10000, or a clock set years ahead, would
    hold every later commit's time there, since the sync's clock never goes back). The caller takes the time
    from the commit's neighbours instead."""
    try:
        stamp = int(seconds.strip())
    except ValueError:
        return None
    if stamp < 0 or stamp > (datetime.now(UTC) + _SKEW).timestamp():
        return None
    return datetime.fromtimestamp(stamp, UTC)


class Blobs:
    """Reads blobs through one `git cat-file --batch` process; a blob over MAX_BYTES is reported, not read."""

    def __init__(self, root: Path) -> None:
        # Its own session: a Ctrl-C meant for the sync must not kill it first, or the versions still to read in
        # the commit at hand would look missing from the repository while the sync winds down.
        self.process = subprocess.Popen(["git", "cat-file", "--batch"], cwd=root, stdin=subprocess.PIPE,
                                        stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, start_new_session=True)

    def read(self, blob: str) -> bytes | str:
        """The blob's bytes, or why it cannot be read (a string)."""
        assert self.process.stdin is not None and self.process.stdout is not None
        self.process.stdin.write(blob.encode() + b"\n")
        self.process.stdin.flush()
        header = self.process.stdout.readline().decode(errors="replace").split()
        if len(header) != 3:
            return f"blob {blob[:12]} is missing from the repository"
        size = int(header[2])
        if size > MAX_BYTES:
            self._skip(size + 1)
            return (f"file is {size / 1e6:.1f} MB, over the {MAX_BYTES // 2**20} MB limit; exclude it in the "
                    "doccheck configuration")
        data = self.process.stdout.read(size)
        self.process.stdout.read(1)  # the newline after the contents
        return data

    def _skip(self, size: int) -> None:
        assert self.process.stdout is not None
        while size > 0:
            size -= len(self.process.stdout.read(min(size, 1 << 20)) or b"\0" * size)

    def close(self) -> None:
        if self.process.stdin is not None:
            self.process.stdin.close()
        self.process.wait(timeout=10)

    def __enter__(self) -> Blobs:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
