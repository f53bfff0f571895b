"""Each document's statuses over time: from the graph when there is one (and the graph extra is installed),
else from git: every version of the file (renames followed) read with doccheck's own reader.

The git history is read in three commands for the whole repository, not one per file: `git log --name-status`
lists the versions, `git cat-file --batch-check` their sizes, `git cat-file --batch` the text of those no larger
than a document may be (`read.source.MAX_BYTES`: git compresses three 200 MB versions into less than 1 MB, so
a repository's size says nothing); a larger version is a row that says so. A text seen before is not parsed
again.
"""

from __future__ import annotations

import posixpath
import subprocess
from pathlib import Path
from typing import Any

from doccheck.config.load import Config
from doccheck.regex import lazy
from doccheck.site.collect import GraphConflict, HistoryRow, SiteData

MAX_VERSIONS = 200  # per document: a history, not an archive
# All versions together: a git object of 5 MB can be a few kilobytes in the pack, so a small clone can ask
# for gigabytes.
MAX_HISTORY_BYTES = 256 << 20
SKIPPED = "not read: "  # the note of a version too large to read


_COMMIT = lazy(r"[0-9a-f]{40}|[0-9a-f]{64}")
IMPORT_MIN = 5  # records first added by one commit: an import (a migration, a folder copied in), not a decision


def add_history(site: SiteData, config: Config) -> str:
    """Fill each document's history; returns where it came from ("graph", "git" or "")."""
    source = ""
    if _has_graph(config):
        try:
            _from_graph(site, config)
            source = "graph"
            _add_authors(site)
        except Exception:
            pass
    if not source:
        source = "git" if _from_git(site, config) else ""
    mark_imports(site)
    return source


def mark_imports(site: SiteData, minimum: int = IMPORT_MIN) -> None:
    """A commit that first added `minimum` records or more is an import: git dates their arrival, not their
    decisions. A record's rows at its import become one, "since the import", with the status as stated then;
    what came before it (the status a graph infers from the record's own date and its successor's) is no
    event git saw, and is not shown as one."""
    from collections import Counter

    firsts = Counter(doc.history[0].commit for doc in site.docs.values() if doc.history and doc.history[0].commit)
    for doc in site.docs.values():
        commit = doc.history[0].commit if doc.history else ""
        count = firsts.get(commit, 0) if commit else 0
        if count < minimum:
            continue
        at = [row for row in doc.history if row.commit == commit]
        stated = at[-1]
        row = stated._replace(date=stated.recorded or stated.date, imported=count,
                              note=f"since the import: {count} records arrived in this commit, this one as stated "
                                   "then (git cannot date an earlier change)")
        doc.history = [row, *(r for r in doc.history if r.commit != commit)]


def _has_graph(config: Config) -> bool:
    import importlib.util

    data_dir = config.root / str(config.model.sync.get("data_dir") or ".doccheck/graph")
    return data_dir.is_dir() and any(data_dir.iterdir()) and importlib.util.find_spec("graphiti_core") is not None


def _from_graph(site: SiteData, config: Config) -> None:
    import argparse
    import asyncio

    from doccheck.graph.commands import _Open
    from doccheck.graph.query import histories
    from doccheck.graph.query.conflicts import HeldConflict, held_conflicts

    held: list[HeldConflict] = []

    async def read() -> dict[str, list[HistoryRow]]:
        found: dict[str, list[HistoryRow]] = {}
        args = argparse.Namespace(falkordb_url=None, group=None)
        async with _Open(args, config) as (store, groups):
            for relative, item in (await histories(store, groups, site.docs)).items():
                found[relative] = [HistoryRow(f.valid_from.date().isoformat() if f.valid_from else "",
                                              f.object.name.lower(), (f.commit or "")[:8] or "graph",
                                              f"until {f.invalid_at.date().isoformat()}" if f.invalid_at else "",
                                              commit=f.commit or "", recorded=_day(f.recorded_at))
                                   for f in item.statuses]
            held.extend(await held_conflicts(store, groups))
        return found

    for relative, rows in asyncio.run(read()).items():
        if rows:
            site.docs[relative].history, site.docs[relative].history_source = _same_status_once(rows), "graph"
    for conflict in sorted(held, key=lambda c: (c.fact.path, c.fact.line, c.other.path, c.other.line)):
        fact, other = conflict.fact, conflict.other
        if fact.path not in site.docs or other.uuid == fact.uuid:
            continue
        # What did it: a supersession is the successor's doing wherever it is stated (often in the old record's
        # own status line); a value or a contradiction is the document that states the other fact.
        because = other.subject.doc_path if conflict.kind == "supersession" and other.subject.doc_path else other.path
        ended = fact.invalid_at.date().isoformat() if fact.invalid_at is not None else ""
        site.graph_conflicts.append(GraphConflict(fact.path, fact.line, fact.text, fact.status, other.path,
                                                  other.line, other.text, conflict.kind, conflict.state, because,
                                                  ended))


def _day(moment: Any) -> str:
    return moment.date().isoformat() if moment is not None else ""


def _same_status_once(rows: list[HistoryRow]) -> list[HistoryRow]:
    """A status kept across versions (a rename, an edit elsewhere in the file) is one row, not one per version:
    the row that set it, its end the last one's."""
    kept: list[HistoryRow] = []
    for row in rows:
        if kept and kept[-1].status == row.status:
            kept[-1] = kept[-1]._replace(note=row.note)
        else:
            kept.append(row)
    return kept


def _add_authors(site: SiteData) -> None:
    """The git author of each row's commit, for rows read from the graph (which keeps commits, not people),
    when the repository at hand has the commit: one command for all, commits it lacks asked nothing."""
    wanted = sorted({row.commit for doc in site.docs.values() for row in doc.history
                     if not row.author and _COMMIT.fullmatch(row.commit)})  # a graph's text is no option to git
    if not wanted:
        return
    asked = "".join(f"{commit}^{{commit}}\n" for commit in wanted).encode()
    checked = _git(site.root, "cat-file", "--batch-check", data=asked)
    lines = checked.decode("utf-8", "replace").splitlines() if checked is not None else []
    present = [c for c, line in zip(wanted, lines, strict=False) if line.split()[1:2] == ["commit"]]
    out = _git(site.root, "log", "--no-walk=unsorted", "--stdin", "--format=%H%x01%an%x01%P",
               data=("\n".join(present) + "\n").encode()) if present else None
    authors: dict[str, tuple[str, bool]] = {}
    for line in (out or b"").decode("utf-8", "replace").splitlines():
        commit, _, rest = line.partition("\x01")
        name, _, parents = rest.partition("\x01")
        authors[commit] = (name, len(parents.split()) > 1)
    for doc in site.docs.values():
        doc.history = [row._replace(author=authors[row.commit][0], merge=authors[row.commit][1])
                       if row.commit in authors else row for row in doc.history]


def _git(cwd: Path, *args: str, data: bytes | None = None) -> bytes | None:
    try:
        done = subprocess.run(["git", "-c", "core.quotepath=off", *args], cwd=cwd, input=data,
                              capture_output=True, check=False, timeout=120)
    except (OSError, subprocess.SubprocessError):
        return None
    return done.stdout if done.returncode == 0 else None


def _from_git(site: SiteData, config: Config) -> bool:
    top_out = _git(site.root, "rev-parse", "--show-toplevel")
    if top_out is None:
        return False
    top = Path(top_out.decode().strip())
    prefix = posixpath.normpath(site.root.resolve().relative_to(top.resolve()).as_posix())
    prefix = "" if prefix == "." else prefix + "/"
    tracked = {prefix + relative: relative for relative in site.docs}  # the path each document has at a commit
    log = _git(top, "log", "-M", "--name-status", "--no-merges", "--format=%x00%H %cs %an", "--", prefix or ".")
    if log is None:
        return False
    versions: dict[str, list[tuple[str, str, str]]] = {}  # relative -> (commit, date, path at it), newest first
    authors: dict[str, str] = {}
    for chunk in log.decode("utf-8", "replace").split("\0")[1:]:
        head, _, changes = chunk.partition("\n")
        commit, _, rest = head.partition(" ")
        day, _, authors[commit] = rest.partition(" ")
        for line in changes.splitlines():
            parts = line.split("\t")
            if len(parts) < 2:
                continue
            kind, path = parts[0], parts[-1]
            relative = tracked.get(path)
            if relative is None or kind.startswith("D"):
                continue
            versions.setdefault(relative, []).append((commit, day, path))
            if kind.startswith("R") and len(parts) == 3:
                tracked[parts[1]] = tracked.pop(path)
            elif kind.startswith("A"):
                tracked.pop(path)
    if not versions:
        return False
    from doccheck.read.source import MAX_BYTES

    listed = [(relative, v) for relative, found in versions.items() for v in found[:MAX_VERSIONS]]
    sizes = _sizes(top, [f"{commit}:{path}" for _relative, (commit, _day, path) in listed])
    wanted, total, too_large = [], 0, {}
    for i, size in enumerate(sizes):
        if size is None:
            continue
        if size > MAX_BYTES:
            too_large[i] = f"{SKIPPED}{size:,} bytes, over the {MAX_BYTES:,} a document may have"
        elif total + size > MAX_HISTORY_BYTES:
            too_large[i] = f"{SKIPPED}the versions read before it are {total:,} bytes, as many as the site reads"
        else:
            wanted.append(i)
            total += size
    texts = dict(zip(wanted, _blobs(top, [f"{listed[i][1][0]}:{listed[i][1][2]}" for i in wanted]), strict=True))
    statuses: dict[str, str] = {}
    for i, (relative, (commit, day, path)) in enumerate(listed):
        text = texts.get(i)
        if i in too_large:
            site.docs[relative].history.append(HistoryRow(day, "", commit[:8], too_large[i], authors.get(commit, ""),
                                                          commit, day))
            continue
        if text is None:
            continue
        if text not in statuses:
            statuses[text] = _status_of(text, relative, top / path, config)
        doc = site.docs[relative]
        doc.history.append(HistoryRow(day, statuses[text], commit[:8], "", authors.get(commit, ""), commit, day))
    for doc in site.docs.values():
        if doc.history:
            doc.history = _changes(list(reversed(doc.history)))
            doc.history_source = "git"
            read = [row for row in doc.history if not row.note.startswith(SKIPPED)]
            if read and read[-1].status != doc.status:  # edited since the last commit
                doc.history.append(HistoryRow("", doc.status, "working tree", "not committed yet"))
    return True


def _changes(rows: list[HistoryRow]) -> list[HistoryRow]:
    """Oldest first, a row where the status changed (the first version included)."""
    kept: list[HistoryRow] = []
    last: HistoryRow | None = None  # the last version that was read
    for row in rows:
        if row.note.startswith(SKIPPED):  # a version not read: shown, and the statuses around it compared past it
            kept.append(row)
        elif last is None:
            kept.append(row._replace(note="first version"))
        elif row.status != last.status:
            kept.append(row._replace(note=f"was {last.status or 'no status'}"))
        last = last if row.note.startswith(SKIPPED) else row
    return kept


def _sizes(top: Path, specs: list[str]) -> list[int | None]:
    """Each object's size from `git cat-file --batch-check` (None: missing or not a blob), nothing read."""
    out = _git(top, "cat-file", "--batch-check", data=("\n".join(specs) + "\n").encode()) if specs else b""
    lines = out.decode("utf-8", "replace").splitlines() if out is not None else []
    if len(lines) != len(specs):
        return [None] * len(specs)
    sizes: list[int | None] = []
    for line in lines:
        parts = line.split()
        sizes.append(int(parts[2]) if len(parts) == 3 and parts[1] == "blob" and parts[2].isdigit() else None)
    return sizes


def _blobs(top: Path, specs: list[str]) -> list[str | None]:
    from doccheck.run.git_batch import batch_texts

    out = _git(top, "cat-file", "--batch", data=("\n".join(specs) + "\n").encode()) if specs else b""
    return [None] * len(specs) if out is None else batch_texts(out, len(specs))


def _status_of(text: str, relative: str, path: Path, config: Config) -> str:
    from doccheck.repo.record import index_record
    from doccheck.run.check_file import read_document

    doc, doc_type = read_document(relative, relative, text, path, config)
    record: dict[str, Any] = index_record(doc, doc_type, relative, date_order=config.model.date_order)
    return str(record.get("status") or "")
