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
from doccheck.site.collect import GraphConflict, HistoryRow, SiteData

MAX_VERSIONS = 200  # per document: a history, not an archive
# All versions together: a git object of 5 MB can be a few kilobytes in the pack, so a small clone can ask
# for gigabytes.
MAX_HISTORY_BYTES = 256 << 20
SKIPPED = "not read: "  # the note of a version too large to read


def add_history(site: SiteData, config: Config) -> str:
    """Fill each document's history; returns where it came from ("graph", "git" or "")."""
    if _has_graph(config):
        try:
            _from_graph(site, config)
            return "graph"
        except Exception:
            pass
    return "git" if _from_git(site, config) else ""


def _has_graph(config: Config) -> bool:
    import importlib.util

    data_dir = config.root / str(config.model.sync.get("data_dir") or ".doccheck/graph")
    return data_dir.is_dir() and any(data_dir.iterdir()) and importlib.util.find_spec("graphiti_core") is not None


def _from_graph(site: SiteData, config: Config) -> None:
    import argparse
    import asyncio

    from doccheck.graph.commands import _Open
    from doccheck.graph.query import histories

    facts: dict[str, Any] = {}

    async def read() -> dict[str, list[HistoryRow]]:
        found: dict[str, list[HistoryRow]] = {}
        args = argparse.Namespace(falkordb_url=None, group=None)
        async with _Open(args, config) as (store, groups):
            for relative, item in (await histories(store, groups, site.docs)).items():
                facts.update((f.uuid, f) for f in item.facts)
                found[relative] = [HistoryRow(f.valid_from.date().isoformat() if f.valid_from else "",
                                              f.object.name.lower(), (f.commit or "")[:8] or "graph",
                                              f"until {f.invalid_at.date().isoformat()}" if f.invalid_at else "")
                                   for f in item.statuses]
        return found

    for relative, rows in asyncio.run(read()).items():
        if rows:
            site.docs[relative].history, site.docs[relative].history_source = rows, "graph"
    for fact in sorted(facts.values(), key=lambda f: (f.path, f.line)):
        other = facts.get(fact.resolved_by) if fact.resolved_by else None
        if other is not None and other.uuid != fact.uuid:
            site.graph_conflicts.append(GraphConflict(fact.path, fact.line, fact.text, fact.status, other.path,
                                                      other.line, other.text))


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
    log = _git(top, "log", "-M", "--name-status", "--no-merges", "--format=%x00%H %cs", "--", prefix or ".")
    if log is None:
        return False
    versions: dict[str, list[tuple[str, str, str]]] = {}  # relative -> (commit, date, path at it), newest first
    for chunk in log.decode("utf-8", "replace").split("\0")[1:]:
        head, _, changes = chunk.partition("\n")
        commit, _, day = head.partition(" ")
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
            site.docs[relative].history.append(HistoryRow(day, "", commit[:8], too_large[i]))
            continue
        if text is None:
            continue
        if text not in statuses:
            statuses[text] = _status_of(text, relative, top / path, config)
        doc = site.docs[relative]
        doc.history.append(HistoryRow(day, statuses[text], commit[:8], ""))
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
