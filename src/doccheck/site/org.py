"""`doccheck site OUT --all-projects` (or `--project NAME ...`): one decision log for many repositories, read
from a graph server alone (the repositories are not on this disk).

1. The projects (`graph/org.py`) on the server `--falkordb-url` names (the user's own setting: a repository's
   committed configuration never chooses it, `config/trust.py`).
2. Each project's documents as its last sync left them: the latest version of each (deletions left out), its
   title, status, date and number from the facts that hold now, its family from its group (`decisions`,
   `specs`), its text put back together from its episodes, its status history (`query.histories`), and the
   conflicts the sync resolved.
3. A document is named by its repository and its path from that repository's top
   (`acme/platform/docs/adr/0001-x.md`): two repositories' `docs/adr/0001-x.md` are two pages, a relative link
   in a text leads to its neighbour, and the repository is one of the timeline's filters.
4. The relations: supersessions and amendments within each repository, and across repositories
   (`query/xrefs.py`: `Supersedes acme/platform#ADR-0012` draws an arrow from that repository's box), so the
   graph view and each page show them; search covers every repository's documents.

Everything a repository wrote (its names, titles, texts, even its remote's name) reaches the pages only through
the pages' escaping and the Markdown renderer with raw HTML off, as for one repository.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from doccheck.site.collect import Edge, GraphConflict, HistoryRow, SiteData, SiteDoc
from doccheck.site.collect import _page_name as page_name

if TYPE_CHECKING:
    from doccheck.config.load import Config
    from doccheck.graph.query import Catalog
    from doccheck.graph.storage.registry import ProjectEntry
    from doccheck.graph.storage.store import GraphStore
    from doccheck.site.build import Built

EDGE_KIND = {"SUPERSEDES": "supersedes", "REPLACES": "supersedes", "AMENDS": "amends", "DEPENDS_ON": "depends"}


def address(entry: ProjectEntry, path: str) -> str:
    """`acme/platform/docs/adr/0001-x.md`: the repository, then the path from its top."""
    return f"{entry.shown}/{entry.root + '/' if entry.root else ''}{path}"


async def collect_org(store: GraphStore, entries: Sequence[ProjectEntry], root: Path) -> SiteData:
    from doccheck.graph.org import each
    from doccheck.graph.query import Catalog
    from doccheck.graph.query.standing import holds
    from doccheck.graph.query.xrefs import Crossings
    from doccheck.graph.storage.registry import read_projects

    catalogs = {e.name: await Catalog.read(store, list(e.groups)) for e in entries}
    read = await each(entries, lambda e: _project(store, e, catalogs[e.name]))
    docs: dict[str, SiteDoc] = {}
    edges: list[Edge] = []
    conflicts: list[GraphConflict] = []
    pages: set[str] = set()
    for _entry, (found, inside, held) in read:
        for relative, (record, text, history) in sorted(found.items()):
            docs[relative] = SiteDoc(relative, page_name(relative, pages), record, [], text, history,
                                     "graph" if history else "", repository=str(record.get("repository") or ""))
        edges += inside
        conflicts += held
    every = list((await read_projects(store.connection.client)).values())
    crossings = await Crossings.read(store, every, dict(catalogs), entries)
    at = datetime.now(UTC)
    by_name = {e.name: e for e in every}
    for link in crossings.links:
        kind = EDGE_KIND.get(link.fact.relation)
        if kind is None or link.state != "resolved" or not holds(link.fact, at):
            continue
        if link.newer.project is None or link.older.project is None or not link.newer.path or not link.older.path:
            continue
        new = address(by_name[link.newer.project], link.newer.path)
        old = address(by_name[link.older.project], link.older.path)
        if new in docs and old in docs:
            edges.append(Edge(old, new, kind))
    return SiteData(root, docs, sorted(set(edges)), [], {}, sorted(conflicts))


async def _project(store: GraphStore, entry: ProjectEntry, catalog: Catalog) -> tuple[
        dict[str, tuple[dict[str, Any], str, list[HistoryRow]]], list[Edge], list[GraphConflict]]:
    """One project's documents (record, text, history), the relations between them, and its conflicts."""
    from doccheck.graph.query import histories, standing_at
    from doccheck.graph.query.conflicts import held_conflicts
    from doccheck.graph.query.standing import holds

    at = datetime.now(UTC)
    refs = {r.path: (group, r) for group, items in (await catalog.documents()).items() for r in items}
    live: dict[str, tuple[str, list[str]]] = {}  # path -> (group, the latest version's episodes, in order)
    for group in entry.groups:
        for row in await store.query(group, """MATCH (v:DocVersion) WITH v ORDER BY v.time, v.version
                WITH v.path AS path, last(collect([v.deleted, v.episodes])) AS latest RETURN path, latest"""):
            deleted, episodes = row["latest"]
            if not deleted and row["path"] in refs:
                live[row["path"]] = (group, list(json.loads(episodes or "{}").values()))
    texts = await _texts(store, live)
    standing = await standing_at(store, list(entry.groups), at, None, catalog, set(live))
    history = await histories(store, list(entry.groups), live)
    found: dict[str, tuple[dict[str, Any], str, list[HistoryRow]]] = {}
    for path, (group, _episodes) in live.items():
        ref = refs[path][1]
        here = standing.get(path)
        record = {"title": (here.title if here else None) or ref.doc_id, "status": (here.status if here else "") or "",
                  "date": ref.date.date().isoformat() if ref.date else "", "number": ref.number,
                  "type": group.rsplit("__", 1)[-1], "repository": entry.shown, "id": ref.doc_id}
        rows = [HistoryRow(f.valid_from.date().isoformat() if f.valid_from else "", f.object.name.lower(),
                           (f.commit or "")[:8] or "graph",
                           f"until {f.invalid_at.date().isoformat()}" if f.invalid_at else "", commit=f.commit or "",
                           recorded=f.recorded_at.date().isoformat() if f.recorded_at else "")
                for f in history[path].statuses] if path in history else []
        found[address(entry, path)] = (record, texts.get(path, ""), rows)
    edges = []
    for link in await catalog.links():
        kind = EDGE_KIND.get(link.relation)
        new, old = link.subject.doc_path, link.object.doc_path
        if kind is not None and new in live and old in live and new != old and holds(link, at):
            edges.append(Edge(address(entry, old), address(entry, new), kind))
    held = []
    for conflict in await held_conflicts(store, list(entry.groups)):
        fact, other = conflict.fact, conflict.other
        if fact.path not in live or other.uuid == fact.uuid:
            continue
        because = other.subject.doc_path if conflict.kind == "supersession" and other.subject.doc_path else other.path
        held.append(GraphConflict(address(entry, fact.path), fact.line, fact.text, fact.status,
                                  address(entry, other.path), other.line, other.text, conflict.kind, conflict.state,
                                  address(entry, because),
                                  fact.invalid_at.date().isoformat() if fact.invalid_at is not None else ""))
    return found, edges, held


async def _texts(store: GraphStore, live: dict[str, tuple[str, list[str]]]) -> dict[str, str]:
    """Each document's latest text, put back together from its episodes (its parts, in order)."""
    wanted: dict[str, list[str]] = {}
    for group, episodes in live.values():
        wanted.setdefault(group, []).extend(episodes)
    content: dict[str, str] = {}
    for group, uuids in wanted.items():
        for start in range(0, len(uuids), 500):
            rows = await store.query(group, "MATCH (n:Episodic) WHERE n.uuid IN $uuids RETURN n.uuid AS uuid, "
                                            "n.content AS content", uuids=uuids[start:start + 500])
            content.update((r["uuid"], str(r["content"] or "")) for r in rows)
    return {path: "\n\n".join(content[u] for u in episodes if u in content) for path, (_g, episodes) in live.items()}


def build_org_site(config: Config, out: Path, url: str | None, names: list[str], every: bool, *,
                   use_cache: bool = True, jobs: int | None = None) -> Built:
    """The site of the projects asked for, on the server `url` (else the embedded graph of `config`)."""
    import asyncio

    from doccheck.errors import UsageError
    from doccheck.graph.errors import GraphError
    from doccheck.graph.org import choose
    from doccheck.graph.storage.connection import open_falkordb
    from doccheck.graph.storage.store import GraphStore
    from doccheck.site.build import write_site

    async def read() -> tuple[SiteData, int]:
        data_dir = config.root / config.sync.data_dir
        if url is None and not data_dir.exists():
            raise UsageError(f"no graph in {data_dir}: give --falkordb-url, the server the repositories sync to")
        connection = await open_falkordb(url, data_dir)
        try:
            store = GraphStore(connection)
            entries = await choose(store, names, every)
            return await collect_org(store, entries, config.root), len(entries)
        finally:
            await connection.close(save=False)

    try:
        site, count = asyncio.run(read())
    except GraphError as exc:
        raise UsageError(str(exc)) from None
    title = f"Decisions of {count} repositor{'y' if count == 1 else 'ies'}"
    return write_site(site, config, out, title, "graph", use_cache=use_cache, jobs=jobs)
