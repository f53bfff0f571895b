"""What holds about a topic and what it replaced; what is in force; a document's lineage. Built on `facts_as_of`
and `timeline`, so `doccheck facts`, `doccheck history` and the MCP tools give the same answers."""

from __future__ import annotations

from collections import deque
from datetime import datetime
from typing import TYPE_CHECKING, NamedTuple

from doccheck.graph.query import (
    Catalog,
    RankedFact,
    document_lineage,
    earlier_statuses,
    fact_start,
    facts_as_of,
    held_facts,
    rank,
)
from doccheck.graph.query.moves import Segment
from doccheck.graph.query.standing import Source, Standing, binds, holds, merge_links
from doccheck.graph.temporal.facts import SUPERSEDING, DocRef, Fact, document_entity

if TYPE_CHECKING:
    from doccheck.graph.storage.store import GraphStore

class Decision(NamedTuple):
    score: float
    fact: Fact
    replaced: list[Fact]  # the facts this one ended: their `resolved_by` is this fact
    standing: Standing | None = None  # where the document stating it stands at the date asked
    sources: tuple[Source, ...] = ()  # a relation both documents state: each statement of it


class InForce(NamedTuple):
    path: str
    doc_id: str
    status: Fact  # the HAS_STATUS fact that holds at the date asked
    title: str | None
    facts: list[RankedFact]  # the claims it states that hold at that date, ranked


class Lineage(NamedTuple):
    path: str
    doc_id: str
    statuses: list[Fact]  # its HAS_STATUS intervals, oldest first (as `doccheck history` lists them)
    earlier: list[Fact]  # links back in time: this document (or one it replaced) supersedes / amends an older one
    later: list[Fact]  # links forward: a newer document supersedes / amends this one (or its successors)
    sources: dict[str, tuple[Source, ...]]  # link fact uuid -> every statement of that link, the newer first


async def decisions_about(store: GraphStore, groups: list[str], topic: str, as_of: datetime,
                          known_at: datetime | None = None, catalog: Catalog | None = None) -> list[Decision]:
    """`doccheck facts --about TOPIC --as-of ... --known-at ...`, each fact with what it replaced."""
    catalog = catalog or await Catalog.read(store, groups)
    ranked = await facts_as_of(store, groups, as_of, topic, known_at, catalog)
    replaced = _replaced(await catalog.links(), await catalog.resolved(), [r.fact for r in ranked])
    return [Decision(r.score, r.fact, replaced.get(r.fact.uuid, []), r.standing, r.sources) for r in ranked]


def _replaced(links: list[Fact], resolved: list[Fact], facts: list[Fact]) -> dict[str, list[Fact]]:
    """fact uuid -> the facts it ended: those it resolved itself, and those its document's supersession ended
    that say something about the same subject and relation (`datastore is CockroachDB` replaced
    `datastore is PostgreSQL` when ADR-0004 superseded ADR-0002)."""
    found: dict[str, list[Fact]] = {}
    by_uuid = {f.uuid: f for f in facts}
    paths = {f.path for f in facts}
    # A supersession counts for the newer document (its subject), whichever of the two documents states it.
    supersessions = {f.uuid: f.subject.doc_path for f in links if f.relation in SUPERSEDING
                     and f.subject.doc_path in paths}
    for ended in resolved:
        cause = ended.resolved_by or ""
        if cause in by_uuid:
            found.setdefault(cause, []).append(ended)
        elif cause in supersessions:
            for fact in facts:
                if fact.path == supersessions[cause] and fact.subject.key == ended.subject.key and (
                        fact.relation == ended.relation):
                    found.setdefault(fact.uuid, []).append(ended)
    for items in found.values():
        items.sort(key=lambda f: (fact_start(f), f.path, f.line))
    return found


async def in_force(store: GraphStore, groups: list[str], as_of: datetime, area: str | None = None,
                   catalog: Catalog | None = None, known_at: datetime | None = None) -> list[InForce]:
    """The documents whose status at `as_of` is a binding one (`IN_FORCE`) and that nothing supersedes then.
    `area`: a folder (`adr/`, `specs`) or a topic (the documents stating a fact about it). `known_at`: as the
    repository said at that time (transaction time), as `facts_as_of` reads it."""
    catalog = catalog or await Catalog.read(store, groups)
    if known_at is None:
        held = [f for f in await catalog.headings() if holds(f, as_of)]
    else:
        held = [f for f in await held_facts(store, groups, as_of, known_at,
                                            relations=["HAS_STATUS", "HAS_TITLE", "SUPERSEDES", "REPLACES"])
                if f.subject.doc_path is not None]
    superseded = {f.object.doc_path for f in held if f.relation in SUPERSEDING and f.object.doc_path}
    statuses: dict[str, Fact] = {}
    titles: dict[str, str] = {}
    for fact in held:
        if fact.subject.doc_path and fact.subject.doc_path == fact.path:
            if fact.relation == "HAS_TITLE":
                titles[fact.path] = fact.object.name
            current = statuses.get(fact.path)
            if fact.relation == "HAS_STATUS" and (current is None or fact_start(fact) > fact_start(current)):
                statuses[fact.path] = fact
    binding = {p: f for p, f in statuses.items() if binds(f.object.name) and p not in superseded}
    if area:
        folder = area.strip().strip("/")
        in_folder = {p for p in binding if p == folder or p.startswith(folder + "/")}
        if not in_folder:
            about = await facts_as_of(store, groups, as_of, area, known_at, catalog)
            in_folder = {r.fact.path for r in about}
        binding = {p: f for p, f in binding.items() if p in in_folder}
    claims: dict[str, list[RankedFact]] = {}
    if binding:
        for item in rank(await held_facts(store, groups, as_of, known_at, claims=True, paths=binding), as_of):
            if item.fact.path in binding and item.fact.relation != "HAS_STATUS":
                claims.setdefault(item.fact.path, []).append(item)
    return [InForce(path, status.subject.name, status, titles.get(path), claims.get(path, []))
            for path, status in sorted(binding.items())]


async def lineage(store: GraphStore, groups: list[str], name: str, catalog: Catalog | None = None) -> list[Lineage]:
    """Each document the name means, with its statuses and its chain of supersessions and amendments in both
    directions."""
    catalog = catalog or await Catalog.read(store, groups)
    # A link both documents state (`supersedes:` in one, `superseded by` / `amended by` in the other) is one
    # link, with two sources; the newer document's own statement is shown.
    links = merge_links(await catalog.links())
    unique = [link.fact for link in links]
    sources = {link.fact.uuid: link.sources for link in links}
    return [Lineage(path, doc_id, await statuses(store, groups, path, doc_id), _walk(unique, path, forward=False),
                    _walk(unique, path, forward=True), sources)
            for path, doc_id in await catalog.find_documents(name)]


async def statuses(store: GraphStore, groups: list[str], path: str, doc_id: str,
                   chain: list[Segment] | None = None) -> list[Fact]:
    """The document's HAS_STATUS intervals, oldest first: `timeline`'s statuses (those under the paths a rename
    brought it from too), read from the document's own entity (its uuid is indexed) instead of a scan of every
    fact. `chain`: its lineage, when the caller has it (`document_lineage`)."""
    from doccheck.graph.storage.store import _FACT_FIELDS, _fact

    chain = await document_lineage(store, groups, path) if chain is None else chain
    found: list[Fact] = (await earlier_statuses(store, groups, path, chain))[1]
    for group in groups:
        entity = document_entity(group, DocRef(path, doc_id, None, None))
        found += [f for r in await store.query(group, f"""MATCH (s:Entity {{uuid: $uuid}})
            -[e:RELATES_TO]->(o:Entity) WHERE e.name = 'HAS_STATUS' AND e.source_path = $path
            RETURN {_FACT_FIELDS}""", uuid=entity.uuid, path=path) if chain[0].states(f := _fact(r))]
    return sorted(found, key=fact_start)


def _walk(links: list[Fact], path: str, forward: bool) -> list[Fact]:
    """Breadth-first along the links: forward to the documents that supersede this one (and theirs), back to the
    ones it supersedes; each link once, ordered by date."""
    seen_docs, chain = {path}, {}
    queue = deque([path])
    while queue:
        here = queue.popleft()
        for link in links:
            near, far = (link.object.doc_path, link.subject.doc_path) if forward else (
                link.subject.doc_path, link.object.doc_path)
            if near != here or far is None:
                continue
            chain[link.uuid] = link
            if far not in seen_docs:
                seen_docs.add(far)
                queue.append(far)
    return sorted(chain.values(), key=lambda f: (fact_start(f), f.path, f.line))
