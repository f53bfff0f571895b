"""An organisation's graph: reading many repositories' projects on one server at once.

`facts`, `history`, `graph status`, `mcp` and `site` take `--project NAME` (repeatable) or `--all-projects`:

1. `choose`: the projects asked for, from the server's registry (`storage/registry.py`). A name is a project
   (`acme_platform`), a repository (`acme/platform`, `github.com/acme/platform`) or what answers show for one; a
   name the server does not hold is a usage error listing those it does.
2. `narrowed`: a question may name its repository (`acme/platform#ADR-0012`, `acme/platform:docs/adr/0012-x.md`,
   a forge link): it is then asked of that repository alone, with the repository's part taken off.
3. Each question is asked of each project by itself (`each`): the query layer reads one project's groups, whose
   paths are unique, and keeps what it reads per project (`Catalog`), so the projects are read concurrently and
   nothing is mixed up between two repositories that both have `docs/adr/0001-x.md`. The callers merge.
4. Every answer names its repository: `shown` (`acme/platform`) and `where` (`acme/platform:docs/adr/0001-x.md`,
   the path from that repository's top).
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable, Iterable, Sequence
from typing import TYPE_CHECKING, Any, TypeVar

from doccheck.errors import UsageError
from doccheck.graph.storage.registry import ProjectEntry, read_projects
from doccheck.read.xref import XRef, parse_reference

if TYPE_CHECKING:
    from doccheck.graph.query import Catalog
    from doccheck.graph.storage.store import GraphStore

T = TypeVar("T")
E = TypeVar("E")
CONCURRENCY = 8  # projects asked at once: FalkorDB answers reads on a thread per core, the rest is our parsing


async def choose(store: GraphStore, names: Sequence[str], every: bool) -> list[ProjectEntry]:
    """The projects `--project NAME ...` or `--all-projects` asks for, as the server holds them."""
    return pick(await read_projects(store.connection.client), names, every, store.connection.where)


def pick(held: dict[str, ProjectEntry], names: Sequence[str], every: bool, server: str) -> list[ProjectEntry]:
    """The projects of those the server holds that the names (or `every`) ask for."""
    if every:
        return list(held.values())
    chosen: dict[str, ProjectEntry] = {}
    for name in names:
        found = matching(held.values(), name)
        if not found:
            there = ", ".join(e.shown for e in list(held.values())[:10]) + (", ..." if len(held) > 10 else "")
            raise UsageError(f"--project {name!r}: no such project on {server} (it holds: "
                             f"{there or 'none'}); give a project or repository name, or --all-projects")
        chosen.update((e.name, e) for e in found)
    return list(chosen.values())


def matching(entries: Iterable[ProjectEntry], name: str) -> list[ProjectEntry]:
    """The projects a name means: the project's own name, its repository (`acme/platform`, with or without its
    host) or what answers show for it; case does not matter."""
    wanted = name.strip().strip("/").casefold()
    found = []
    for entry in entries:
        names = {entry.name.casefold(), entry.shown.casefold()}
        if entry.repository:
            names.add(entry.repository.casefold())
        if entry.slug:
            names.add(entry.slug.casefold())
        if wanted in names:
            found.append(entry)
    return found


def of_reference(entries: Sequence[ProjectEntry], xref: XRef) -> list[ProjectEntry]:
    """The projects a reference to another repository names: same `owner/repo` (and host, when it gives one)."""
    return [e for e in entries if e.slug == xref.slug and (xref.host is None or e.host in (None, xref.host))]


def narrowed(entries: Sequence[ProjectEntry], name: str) -> tuple[list[ProjectEntry], str]:
    """A question that names its repository (`acme/platform#ADR-0012`, `acme/platform:docs/adr/x.md`): that
    repository's projects and the question without it (`ADR-0012`, the path below the project's folder).
    Any other question: every project, as asked."""
    xref = parse_reference(name) if "/" in name and ("#" in name or ":" in name) else None
    if xref is None:
        return list(entries), name
    found = of_reference(entries, xref)
    if xref.kind == "id":
        return found, xref.target
    inside = [e for e in found if not e.root or xref.target.startswith(e.root + "/")]
    if not inside:
        return [], xref.target
    root = inside[0].root
    return inside, xref.target[len(root) + 1:] if root else xref.target


async def naming(entries: Sequence[ProjectEntry], catalogs: dict[str, Catalog], about: str) -> list[ProjectEntry]:
    """The projects in which `about` is one of their documents (its id or path): a question about `ADR-0012` is
    about that document wherever there is one, not about whatever else the words match in the others."""
    from doccheck.graph.temporal.facts import _id_key

    key, path = _id_key(about), about.strip().lstrip("./")
    found = []
    for entry in entries:
        keys = await catalogs[entry.name].document_keys()
        if key in keys or path in keys:
            found.append(entry)
    return found


# A question by words is asked in full of the projects whose records match it best: this many for what holds
# about a topic (a few queries each), fewer for a search (each runs the full-text and vector searches of its
# groups). Measured by bench/bench_org.py against the p95 targets of issue 28 (see the README).
PROJECTS_ASKED = 6
PROJECTS_SEARCHED = 3
ENTITY_WEIGHT = 5.0  # an entity named by the question's words counts as a record that matches this well (BM25)


async def best_matching(entries: Sequence[ProjectEntry], catalogs: dict[str, Catalog], text: str,
                        limit: int = PROJECTS_ASKED) -> list[ProjectEntry]:
    """The projects whose documents match a question's words best, best first, at most `limit`: each project's
    best record by its own words (BM25 with the thesaurus, `bm25.py`) and its entities named by those words
    (found through `Catalog.word_index`, not by reading every name). A server of many repositories is searched
    whole this way, in memory, and only these projects are asked the question in full."""
    from doccheck.graph.model.thesaurus import expand
    from doccheck.graph.query.bm25 import stem, weighted, words

    asked = words(text)
    reached = {stem(w) for w in expand(asked)} | set(asked)
    weights = weighted(text)  # once, not once a project
    scored = []
    for entry in entries:
        catalog = catalogs[entry.name]
        best = (await catalog.search_index()).best(weights)
        index = await catalog.word_index()
        named = 0.0
        for word in reached:
            for _group, _uuid, _folded, said in index.get(word, ()):
                if 0 < len(said) <= 3:
                    named = max(named, sum(w in reached for w in said) / max(len(said), len(asked) or 1))
        score = best + ENTITY_WEIGHT * named
        if score > 0:
            scored.append((score, entry.name, entry))
    return [entry for _score, _name, entry in sorted(scored, key=lambda s: (-s[0], s[1]))[:limit]]


def where(entry: ProjectEntry, path: str) -> str:
    """`acme/platform:docs/adr/0001-x.md`: the repository and the path from its top."""
    return f"{entry.shown}:{entry.root + '/' if entry.root else ''}{path}"


async def each(entries: Sequence[E], ask: Callable[[E], Awaitable[T]], limit: int = CONCURRENCY) -> list[tuple[E, T]]:
    """`ask` of every project, a few at a time, in the order given."""
    gate = asyncio.Semaphore(limit)

    async def one(entry: E) -> tuple[E, T]:
        async with gate:
            return entry, await ask(entry)

    return list(await asyncio.gather(*(one(e) for e in entries)))


class Catalogs:
    """What a long-running reader keeps per project (`Catalog`), read again only when that project changed: the
    write counters of every project's groups are asked for in one request (`registry.generations`)."""

    def __init__(self) -> None:
        self.held: dict[str, Catalog] = {}

    async def of(self, store: GraphStore, entries: Sequence[ProjectEntry]) -> dict[str, Catalog]:
        from doccheck.graph.query import Catalog
        from doccheck.graph.storage.registry import generations

        groups = [g for e in entries for g in e.groups]
        counted = dict(zip(groups, await generations(store.connection.client, groups), strict=True))
        found: dict[str, Catalog] = {}
        for entry in entries:
            held = self.held.get(entry.name)
            stamps = [counted[g] for g in entry.groups]
            if None in stamps:  # a group no sync of this version wrote: its counts tell
                found[entry.name] = await Catalog.fresh(store, list(entry.groups), held)
                continue
            stamp = tuple(x for g, n in zip(entry.groups, stamps, strict=True) for x in (n, g))
            fresh = held is not None and held.groups == list(entry.groups) and held.stamp == stamp
            found[entry.name] = held if fresh and held is not None else Catalog(store, list(entry.groups), stamp)
        self.held = found
        return found


async def governing_elsewhere(store: GraphStore, entries: Sequence[ProjectEntry], paths: list[str], as_of: Any,
                              asker: Any) -> list[dict[str, list[dict[str, Any]]]]:
    """For each path of the asking repository (from its top): the decisions of these other projects that govern
    it by a glob naming that repository, in force then (`decisions`) or not (`replaced`), each naming its own."""
    from doccheck.graph.query import Catalog
    from doccheck.graph.query.why import answer_dict, decisions_for_path

    found: list[dict[str, list[dict[str, Any]]]] = [{"decisions": [], "replaced": []} for _path in paths]
    theirs_only = asker._replace(own=False)  # their records govern this path only by a glob naming it
    for entry in entries:
        catalog = await Catalog.read(store, list(entry.groups))
        dates = document_dates(await catalog.documents())
        for path, answer in zip(paths, found, strict=True):
            kept, gone = await decisions_for_path(store, list(entry.groups), path, as_of, catalog, theirs_only)
            theirs = answer_dict(path, kept, gone, as_of, dates)
            for key in ("decisions", "replaced"):
                answer[key] += [_named(entry, d) for d in theirs[key]]
    return found


def document_dates(documents: dict[str, Any]) -> dict[str, Any]:
    """path -> its date, from a catalog's documents."""
    return {ref.path: ref.date for refs in documents.values() for ref in refs}


def _named(entry: ProjectEntry, decision: dict[str, Any]) -> dict[str, Any]:
    """A decision of another repository, naming it and its paths from that repository's top."""
    return {**decision, "repository": entry.shown, "where": where(entry, decision["path"]),
            "superseded_by": [where(entry, p) for p in decision["superseded_by"]],
            "because": [{**r, "where": where(entry, r["source"])} for r in decision["because"]]}
