"""Each document's statuses over time: from the graph when there is one (and the graph extra is installed),
else from git: every version of the file (renames followed) read with doccheck's own reader.

The git history is read in two commands for the whole repository, not one per file: `git log --name-status`
lists the versions, `git cat-file --batch` gives their text; a text seen before is not parsed again.
"""

from __future__ import annotations

import posixpath
import subprocess
from pathlib import Path
from typing import Any

from doccheck.config.load import Config
from doccheck.site.collect import GraphConflict, HistoryRow, SiteData

MAX_VERSIONS = 200  # per document: a history, not an archive


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
    from doccheck.graph.query import timeline

    facts: dict[str, Any] = {}

    async def read() -> dict[str, list[HistoryRow]]:
        found: dict[str, list[HistoryRow]] = {}
        args = argparse.Namespace(falkordb_url=None, group=None)
        async with _Open(args, config) as (store, groups):
            for relative in site.docs:
                item = await timeline(store, groups, relative, "")
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
    wanted = [(relative, v) for relative, found in versions.items() for v in found[:MAX_VERSIONS]]
    texts = _blobs(top, [f"{commit}:{path}" for _relative, (commit, _day, path) in wanted])
    statuses: dict[str, str] = {}
    for (relative, (commit, day, path)), text in zip(wanted, texts, strict=True):
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
            if doc.history[-1].status != doc.status:  # edited since the last commit
                doc.history.append(HistoryRow("", doc.status, "working tree", "not committed yet"))
    return True


def _changes(rows: list[HistoryRow]) -> list[HistoryRow]:
    """Oldest first, a row where the status changed (the first version included)."""
    kept: list[HistoryRow] = []
    for row in rows:
        if not kept:
            kept.append(row._replace(note="first version"))
        elif row.status != kept[-1].status:
            kept.append(row._replace(note=f"was {kept[-1].status or 'no status'}"))
    return kept


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
