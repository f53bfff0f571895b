"""What holds about a topic and what it replaced; what is in force; a document's lineage. Built on `facts_as_of`
and `timeline`, so `doccheck facts`, `doccheck history` and the MCP tools give the same answers."""

from __future__ import annotations

from collections import deque
from datetime import datetime
from typing import TYPE_CHECKING, NamedTuple

from doccheck.graph.facts import Fact
from doccheck.graph.query import RankedFact, Timeline, facts_as_of, find_documents, timeline

if TYPE_CHECKING:
    from doccheck.graph.store import GraphStore

# Relations between documents that make a lineage: the newer document is the subject.
LINEAGE = ("SUPERSEDES", "REPLACES", "AMENDS", "EXTENDS", "REVERTS", "PART_OF")
# Statuses (as `doccheck.status` normalises them, and as specs write them) of a document that binds: decided and
# not ended. `amended` is in force (an amendment changes a decision, it does not end it).
IN_FORCE = frozenset({"accepted", "approved", "implementable", "implemented", "final", "active", "amended",
                      "solved", "in-progress", "completed", "complete", "done"})


class Decision(NamedTuple):
    score: float
    fact: Fact
    replaced: list[Fact]  # the facts this one ended: their `resolved_by` is this fact


class InForce(NamedTuple):
    path: str
    doc_id: str
    status: Fact  # the HAS_STATUS fact that holds at the date asked
    title: str | None
    facts: list[RankedFact]  # what it states that holds at that date


class Lineage(NamedTuple):
    timeline: Timeline
    earlier: list[Fact]  # links back in time: this document (or one it replaced) supersedes / amends an older one
    later: list[Fact]  # links forward: a newer document supersedes / amends this one (or its successors)


async def decisions_about(store: GraphStore, groups: list[str], topic: str, as_of: datetime,
                          known_at: datetime | None = None) -> list[Decision]:
    """`doccheck facts --about TOPIC --as-of ... --known-at ...`, each fact with what it replaced."""
    ranked = await facts_as_of(store, groups, as_of, topic, known_at)
    replaced = await _replaced(store, groups, [r.fact for r in ranked])
    return [Decision(r.score, r.fact, replaced.get(r.fact.uuid, [])) for r in ranked]


async def _replaced(store: GraphStore, groups: list[str], facts: list[Fact]) -> dict[str, list[Fact]]:
    """fact uuid -> the facts it ended: those it resolved itself, and those its document's supersession ended
    that say something about the same subject and relation (`datastore is CockroachDB` replaced
    `datastore is PostgreSQL` when ADR-0004 superseded ADR-0002)."""
    from doccheck.graph.store import _FACT_FIELDS

    found: dict[str, list[Fact]] = {}
    if not facts:
        return found
    supersessions: dict[str, str] = {}  # supersession fact uuid -> the path stating it
    for group in groups:
        rows = await store.query(group, f"""MATCH (s:Entity)-[e:RELATES_TO]->(o:Entity)
            WHERE e.source_path IN $paths AND e.name IN ['SUPERSEDES', 'REPLACES'] RETURN {_FACT_FIELDS}""",
                                 paths=sorted({f.path for f in facts}))
        supersessions.update((r["uuid"], r["path"]) for r in rows)
    by_uuid = {f.uuid: f for f in facts}
    for group in groups:
        for ended in await store.facts_resolved_by(group, [*by_uuid, *supersessions]):
            cause = ended.resolved_by or ""
            if cause in by_uuid:
                found.setdefault(cause, []).append(ended)
                continue
            for fact in facts:
                if fact.path == supersessions.get(cause) and fact.subject.key == ended.subject.key and (
                        fact.relation == ended.relation):
                    found.setdefault(fact.uuid, []).append(ended)
    for items in found.values():
        items.sort(key=lambda f: (f.valid_from.isoformat() if f.valid_from else "", f.path, f.line))
    return found


async def in_force(store: GraphStore, groups: list[str], as_of: datetime, area: str | None = None,
                   known_at: datetime | None = None) -> list[InForce]:
    """The documents whose status at `as_of` is a binding one (`IN_FORCE`) and that nothing supersedes then.
    `area`: a folder (`adr/`, `specs`) or a topic (the documents stating a fact about it)."""
    held = await facts_as_of(store, groups, as_of, None, known_at)
    superseded = {r.fact.object.doc_path for r in held if r.fact.relation in ("SUPERSEDES", "REPLACES")
                  and r.fact.object.doc_path}
    statuses: dict[str, Fact] = {}
    for item in held:
        fact = item.fact
        if fact.relation == "HAS_STATUS" and fact.subject.doc_path and fact.subject.doc_path == fact.path:
            current = statuses.get(fact.path)
            if current is None or _start(fact) > _start(current):
                statuses[fact.path] = fact
    by_path: dict[str, list[RankedFact]] = {}
    for item in held:
        by_path.setdefault(item.fact.path, []).append(item)
    wanted = None
    if area:
        folder = area.strip().strip("/")
        in_folder = {p for p in statuses if p == folder or p.startswith(folder + "/")}
        if in_folder:
            wanted = in_folder
        else:
            from doccheck.graph.query import about_matches

            wanted = {f.path for f in about_matches([r.fact for r in held], area)}
    found = []
    for path, status in sorted(statuses.items()):
        if status.object.name.casefold() not in IN_FORCE or path in superseded:
            continue
        if wanted is not None and path not in wanted:
            continue
        stated = by_path.get(path, [])
        title = next((r.fact.object.name for r in stated if r.fact.relation == "HAS_TITLE"
                      and r.fact.subject.doc_path == path), None)
        found.append(InForce(path, status.subject.name, status, title, stated))
    return found


async def lineage(store: GraphStore, groups: list[str], name: str) -> list[Lineage]:
    """Each document the name means, with its chain of supersessions and amendments in both directions."""
    from doccheck.graph.store import _FACT_FIELDS, _fact

    found = await find_documents(store, groups, name)
    if not found:
        return []
    links: list[Fact] = []
    for group in groups:
        links += [_fact(r) for r in await store.query(group, f"""MATCH (s:Entity)-[e:RELATES_TO]->(o:Entity)
            WHERE e.name IN $names AND s.doc_path IS NOT NULL AND o.doc_path IS NOT NULL
            RETURN {_FACT_FIELDS}""", names=list(LINEAGE))]
    links = list({f.uuid: f for f in links}.values())
    answers = []
    for path, doc_id in found:
        answers.append(Lineage(await timeline(store, groups, path, doc_id),
                               _walk(links, path, forward=False), _walk(links, path, forward=True)))
    return answers


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
    return sorted(chain.values(), key=lambda f: (_start(f), f.path, f.line))


def _start(fact: Fact) -> str:
    return fact.valid_from.isoformat() if fact.valid_from else ""
