"""Which versions of which documents a sync reads, and what each says.

In a git repository a version is what a first-parent commit made of a document: its bytes at that commit,
with its sidecar's (a `kep.yaml` change is a new version of the KEP beside it), or its deletion. Versions are
read from git objects (`history/git.py`), never from the working tree: an uncommitted edit is not synced
(the sync says so). Outside git, the files on disk are the only version there is, named by their digest.

A version's digest covers the document's bytes, its sidecar's and every setting that changes what is read
from them (`facts_fingerprint`), so a changed `date-order` re-reads the documents.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path, PurePosixPath
from typing import TYPE_CHECKING, NamedTuple

import xxhash

from doccheck.graph.history import git
from doccheck.read.sidecar import SERIES_SIDECARS
from doccheck.regex import lazy

if TYPE_CHECKING:
    from doccheck.config.load import Config
    from doccheck.graph.history.episodes import SourceDocument

MARKDOWN_SUFFIXES = (".md", ".markdown", ".mdown", ".mkd")
_TICK = timedelta(microseconds=1)


class VersionSource(NamedTuple):
    path: str  # from the configuration's root
    version_id: str  # the commit; outside git "worktree-" + digest
    commit: str | None
    time: datetime  # the commit's time, never earlier than the commit before it
    data: bytes | None  # None: deleted at this commit
    sidecar: bytes | None
    digest: str
    problem: str | None = None  # why it cannot be read: reported, not synced
    moved_from: str | None = None  # a rename: the document's path before this commit (it goes on, not begins)
    sidecar_name: str | None = None  # the file beside it `sidecar` was read from (kep.yaml, metadata.yaml)


class Scope(NamedTuple):
    """The documents a sync covers: root-relative prefixes ("" for everything), and the configuration."""

    prefixes: list[str]
    config: Config

    def covers(self, relative: str) -> bool:
        if not relative.lower().endswith(MARKDOWN_SUFFIXES):
            return False
        if not any(p == "" or relative == p or (p.endswith("/") and relative.startswith(p)) for p in self.prefixes):
            return False
        parts = PurePosixPath(relative).parts
        return not any(self.config.is_excluded("/".join(parts[: i + 1])) for i in range(len(parts)))


def facts_fingerprint(config: Config, stages: dict[str, str] | None = None) -> str:
    """Every setting that changes what a document's versions are read as: the configuration's, and the stage
    folders the documents are kept in (`stage_statuses`)."""
    from doccheck.graph.history.episodes import PARSER_VERSION
    from doccheck.graph.model.decision import READER_VERSION

    model = config.model
    types = [(t.name, t.globs, t.statuses, t.sidecar, t.numbered, t.category) for t in config.registry.types]
    read_as = (PARSER_VERSION, READER_VERSION, model.date_order, types) + ((sorted(stages.items()),) if stages else ())
    return xxhash.xxh3_64_hexdigest(repr(read_as).encode())


def stage_statuses(paths: list[Path], scope: Scope, plan: GitPlan | None) -> dict[str, str]:
    """Folder -> the status its name gives the records in it that state none, for the stage folders
    (`repo/stages.py`: libelektra's `4_decided/`, emqx's `implemented/`) of the documents in scope: HEAD's in git
    (a record's stage is where it is now kept: one moved on reads as its new stage from then on), else on disk's."""
    from doccheck.repo.conventions import stage_statuses_of

    if plan is None:
        from doccheck.run.discover import discover

        relatives = [relative for _path, relative in discover(paths, scope.config)[0]]
    else:
        try:
            held = git.tree(plan.top, "HEAD", plan.pathspecs)
        except git.GitError:
            return {}  # no commit yet
        relatives = [relative for path in held if path.lower().endswith(MARKDOWN_SUFFIXES)
                     and (relative := relative_path(path, plan.prefix)) is not None]
    return stage_statuses_of(relatives)


def digest_of(data: bytes | None, sidecar: bytes | None, fingerprint: str) -> str:
    if data is None:
        return "deleted"
    return xxhash.xxh3_128_hexdigest(data + b"\0sidecar\0" + (sidecar or b"") + fingerprint.encode())


class GitPlan(NamedTuple):
    top: Path
    prefix: str  # the configuration root's path from the repository's top, "" or ending in "/"
    pathspecs: list[str]
    # The same, narrowed to the files a sync reads (Markdown, sidecars): the history is read with these, so git
    # never reads another file's blob (a partial mirror lacks its largest images; a rename of two images is
    # found by reading both).
    documents: tuple[str, ...] = ()


def git_plan(config: Config, scope: Scope) -> GitPlan | None:
    top = git.top_level(config.root)
    if top is None:
        return None
    try:
        prefix = config.root.resolve().relative_to(top.resolve()).as_posix()
    except ValueError:
        return None
    prefix = "" if prefix in ("", ".") else prefix + "/"
    specs = [f"{prefix}{p}".rstrip("/") or "." for p in scope.prefixes] or ["."]
    return GitPlan(top, prefix, specs, tuple(document_pathspecs(specs, scope.config.sidecar_names)))


def document_pathspecs(specs: list[str], sidecars: Iterable[str]) -> list[str]:
    """The pathspecs narrowed to Markdown files and sidecars (see `GitPlan.documents`)."""
    found = []
    for spec in specs:
        if spec.lower().endswith(MARKDOWN_SUFFIXES):
            found.append(spec)
            continue
        under = "" if spec == "." else re.sub(r"([*?\[])", r"[\1]", spec) + "/"  # the folder's name as written
        found += [f":(glob,icase){under}**/*{suffix}" for suffix in MARKDOWN_SUFFIXES]
        series = [name for name in sorted(sidecars) if name in SERIES_SIDECARS]  # (one glob for every series' name)
        found += [f":(glob){under}**/{name}" for name in sorted(sidecars) if name not in series]
        found += [f":(glob){under}**/[a-z]ep.yaml"] if series else []
    return found


def commits_after(plan: GitPlan, after: str | None, since: datetime | None = None) -> list[git.Commit]:
    return git.first_parent(plan.top, after, list(plan.documents) or plan.pathspecs, since=since)


def git_versions(plan: GitPlan, scope: Scope, commits: list[git.Commit], start: str | None,
                 floor: datetime | None, fingerprint: str,
                 blobs: git.Blobs) -> Iterator[tuple[git.Commit, datetime, list[VersionSource]]]:
    """Each commit, in commit order, with its time on the sync's clock and its versions. `start` is the commit
    the state is read at before the first one (None: an empty tree); `floor` the time the last synced commit
    had. The clock never goes back and never stands still: a commit dated at or before the one before it (a
    rebase, a skewed clock, a scripted import) is taken a microsecond after it, so order is history's order."""
    sidecar_names = scope.config.sidecar_names
    state = git.tree(plan.top, start, plan.pathspecs) if start else {}
    clock = floor
    for index, commit in enumerate(commits):
        if commit.time is None:  # a date that cannot be one: just after the commit before, else the one after
            later = next((c.time for c in commits[index + 1:] if c.time is not None), None)
            when = clock + _TICK if clock is not None else later or datetime.now(UTC)
        else:
            when = commit.time if clock is None or commit.time > clock else clock + _TICK
        clock = when
        touched: set[str] = set()
        moves: dict[str, str] = {}
        for change in commit.changes:
            if change.moved_from is not None:
                moves[change.path] = change.moved_from
            elif change.maybe_from is not None and change.blob is not None and renumbered(
                    blobs.read(change.maybe_from[1]), blobs.read(change.blob)):
                moves[change.path] = change.maybe_from[0]
            if change.blob is None:
                state.pop(change.path, None)
            else:
                state[change.path] = change.blob
            name = PurePosixPath(change.path).name
            if name in sidecar_names:  # a sidecar changed: the documents beside it have a new version
                folder = str(PurePosixPath(change.path).parent)
                touched.update(p for p in state if str(PurePosixPath(p).parent) == folder)
            touched.add(change.path)
        found = []
        for path in sorted(touched):
            relative = relative_path(path, plan.prefix)
            if relative is None or not scope.covers(relative):
                continue
            if not _utf8(relative):
                found.append(VersionSource(relative, commit.sha, commit.sha, when, b"", None, "", _BAD_NAME))
                continue
            blob = state.get(path)
            if blob is None:
                found.append(VersionSource(relative, commit.sha, commit.sha, when, None, None, "deleted"))
                continue
            data = blobs.read(blob)
            # (the first of the sidecars a document at its path may have that is there: kep.yaml, metadata.yaml)
            sidecar_name, sidecar_blob = next(((n, state[s]) for n in scope.config.registry.sidecar_for(relative)
                                               if (s := str(PurePosixPath(path).parent / n)) in state), (None, None))
            sidecar = blobs.read(sidecar_blob) if sidecar_blob else None
            if isinstance(sidecar, str):
                sidecar = None
            if isinstance(data, str):
                found.append(VersionSource(relative, commit.sha, commit.sha, when, b"", sidecar, "", data,
                                           sidecar_name=sidecar_name))
                continue
            before = relative_path(moves.get(path, ""), plan.prefix)
            moved = before if before and scope.covers(before) else None
            found.append(VersionSource(relative, commit.sha, commit.sha, when, data, sidecar,
                                       digest_of(data, sidecar, fingerprint), moved_from=moved,
                                       sidecar_name=sidecar_name))
        yield commit, when, found


# A record's number leading its title ("CAP-0035: Asset Clawback", "5. Use continuous integration", "ADR 12 -").
_NUMBER_LEAD = lazy(r"^\W*+(?:[A-Za-z]{1,12}+[-_ ]?)?\d++(?:[-.]\d++)*+(?!\w)\W*+")


def renumbered(before: bytes | str, after: bytes | str) -> bool:
    """Whether a rename git found, to a file whose name gives another number with more than a small edit, is
    one document renumbered: its title, its number left out, is the one it had (`cap-0053.md` to
    `cap-0046-05.md`, both "Smart Contract Data"). Two records written on one template have titles of their own."""
    if isinstance(before, str) or isinstance(after, str):
        return False
    titles = [_bare_title(data) for data in (before, after)]
    return bool(titles[0]) and titles[0] == titles[1]


def _bare_title(data: bytes) -> str:
    from doccheck.read.document import parse_document
    from doccheck.read.source import decode

    doc = parse_document("renamed.md", decode(data))
    if doc.title_source == "file-name":  # no title of its own
        return ""
    return " ".join(_NUMBER_LEAD.sub("", doc.title).casefold().split())


def disk_versions(paths: list[Path], scope: Scope, fingerprint: str) -> list[VersionSource]:
    """Outside git: each document as it is on disk, named by its digest, at its file's modification time."""
    from doccheck.run.discover import discover

    files, _notes = discover(paths, scope.config)
    found = []
    for path, relative in files:
        try:
            when = datetime.fromtimestamp(path.stat().st_mtime, UTC)
        except OSError:
            when = datetime.now(UTC)
        found.append(_disk_version(path, relative, when, scope, fingerprint))
    return found


def working_tree_versions(config: Config, scope: Scope, paths: list[str], fingerprint: str) -> list[VersionSource]:
    """Uncommitted edits, when asked for (`--worktree`): each as a version at the time of the sync, named by its
    digest; a document removed from disk is a deletion. The next commit of the same bytes adds nothing."""

    now = datetime.now(UTC)
    found = []
    for relative in paths:
        path = config.root / relative
        if not path.exists() and not path.is_symlink():
            found.append(VersionSource(relative, f"worktree-deleted-{now.isoformat()}", None, now, None, None,
                                       "deleted"))
            continue
        found.append(_disk_version(path, relative, now, scope, fingerprint))
    return found


def _disk_version(path: Path, relative: str, when: datetime, scope: Scope, fingerprint: str) -> VersionSource:
    """A document as it is on disk, named by its digest (read through the one reader, sidecar included)."""
    from doccheck.read.source import Unreadable, read_source

    if not _utf8(relative):
        return VersionSource(relative, "worktree", None, when, b"", None, "", _BAD_NAME)
    source = read_source(path, scope.config.root)
    if isinstance(source, Unreadable):
        return VersionSource(relative, "worktree", None, when, b"", None, "", source.reason)
    sidecar_name, sidecar = _disk_sidecar(path, relative, scope)
    digest = digest_of(source.data, sidecar, fingerprint)
    return VersionSource(relative, f"worktree-{digest[:16]}", None, when, source.data, sidecar, digest,
                         sidecar_name=sidecar_name)


def _disk_sidecar(path: Path, relative: str, scope: Scope) -> tuple[str | None, bytes | None]:
    """The first of the sidecars a document at this path may have that is there, and its bytes."""
    from doccheck.read.sidecar import present
    from doccheck.read.source import Source, read_source

    # (a numbered folder's README may have any series' sidecar: its folder listed once, not a lookup per name)
    for name in present(path.parent, scope.config.registry.sidecar_for(relative)):
        candidate = path.parent / name
        if candidate.exists():
            source = read_source(candidate, scope.config.root)
            return name, source.data if isinstance(source, Source) else None
    return None, None


def uncommitted(plan: GitPlan, scope: Scope) -> list[str]:
    """Documents whose working-tree state differs from HEAD: not synced, and the user is told."""
    out = git.git(plan.top, "status", "--porcelain", "-z", "--untracked-files=all", "--", *plan.pathspecs,
                  check=False)
    found = []
    for entry in out.split("\0"):
        if len(entry) > 3:
            relative = relative_path(entry[3:], plan.prefix)
            if relative is not None and scope.covers(relative):
                found.append(relative)
    return sorted(found)


_BAD_NAME = "the file name is not valid UTF-8; rename it"


def _utf8(name: str) -> bool:
    try:
        name.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def relative_path(path: str, prefix: str) -> str | None:
    if prefix and not path.startswith(prefix):
        return None
    return path[len(prefix):]


def parse_version(version: VersionSource, config: Config, stages: dict[str, str] | None = None) -> SourceDocument:
    """The version as the check reads it, with its stage folder's status where it states none (`stages`).
    Raises ValueError with the reason when it is not a document the sync takes: not text, or a template."""
    from doccheck.graph.history.episodes import SourceDocument
    from doccheck.read.source import decode
    from doccheck.repo.record import index_record
    from doccheck.repo.stages import with_stage_status
    from doccheck.run.check_file import read_document

    if version.problem is not None:
        raise ValueError(version.problem)
    assert version.data is not None
    text = decode(version.data)
    if "\0" in text:
        raise ValueError("NUL character in the text; re-save the file without it")
    sidecars = {version.sidecar_name: version.sidecar} if version.sidecar_name else {}
    doc, doc_type = read_document(version.path, version.path, text, config.root / version.path, config,
                                  sidecars=sidecars.get)
    if _is_template(doc, version.path):
        raise ValueError("a template, not a document")
    record = index_record(doc, doc_type, version.path, date_order=config.model.date_order)
    record = with_stage_status(record, version.path, stages or {})
    return SourceDocument(version.path, version.digest, doc, doc_type, record)


def _is_template(doc: object, path: str) -> bool:
    """What the check takes for a template (its own reader decides)."""
    check = getattr(doc, "is_template", False)
    return bool(check() if callable(check) else check)
