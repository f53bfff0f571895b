"""Where each document stands at the date asked: its status then, whether it is in force, the documents that
replaced it, and the one in force at the end of that chain. Pure, over facts already read.

Every answer (`doccheck facts`, the MCP tools) carries its document's standing, so a replaced decision is
never shown as current, and ranking puts the decisions in force first (`TIER_WEIGHT`).

A supersession both documents state (`supersedes:` in the new one, `superseded by` in the old) is one `Link`
with two sources: the newer document's own statement first.

A record can also be replaced without anyone saying so: a later record chose another value for what it decided
(a value conflict the sync resolved by recency) or contradicted it. Each of its claims another record ended
is an `Override`; a record none of whose claims still holds is replaced by those records, and one with some
left is partly replaced (still in force, its overrides listed).
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterable
from datetime import datetime
from functools import lru_cache
from typing import Any, NamedTuple

from doccheck.graph.temporal.facts import SUPERSEDING, Fact

# Statuses (as `doccheck.read.status` normalises them, and as specs write them) of a document that binds: decided and
# not ended. `amended` is in force (an amendment changes a decision, it does not end it).
IN_FORCE = frozenset({"accepted", "approved", "implementable", "implemented", "final", "active", "amended",
                      "solved", "in-progress", "completed", "complete", "done"})
# What the standing is read from: the documents' statuses, titles, deciders, authors and supersessions.
HEADINGS = ("HAS_STATUS", "HAS_TITLE", "DECIDED_BY", "AUTHORED_BY", "SUPERSEDES", "REPLACES")
# Where a document stands: in force, without a status, not (or not yet) in force (proposed, rejected), replaced.
TIERS = {"in-force": 0, "no-status": 1, "not-in-force": 2, "replaced": 3}
# Ranking weighs each answer by where its document stands: a replaced decision comes after one in force unless
# it matches twice as well (and a search then puts the one in force in its place before it); a proposal yields
# to a decision in force that matches at least 80% as well. Measured on tests/graph/question_set.py: ordering
# by standing first, whatever the match, put an accepted record on another subject before the one draft that
# answered the question.
TIER_WEIGHT = {"in-force": 1.0, "no-status": 1.0, "not-in-force": 0.8, "replaced": 0.5}
_ENDED = frozenset({"superseded", "replaced", "deprecated", "obsolete", "retired", "withdrawn", "rejected",
                    "abandoned", "cancelled", "reverted"})


class Source(NamedTuple):
    path: str
    line: int
    commit: str | None


class Link(NamedTuple):
    """One relation between two documents, however many of them state it."""

    relation: str  # SUPERSEDES, REPLACES, AMENDS, ...
    newer: str  # the path of the document that supersedes (the relation's subject)
    newer_id: str
    older: str
    older_id: str
    since: datetime | None  # valid time: from when it holds
    fact: Fact  # the statement whose provenance is shown: the newer document's own, when it makes one
    sources: tuple[Source, ...]  # every document that states it, the newer one first


class Override(NamedTuple):
    """A claim of this document that another ended (a value conflict or a contradiction it won)."""

    fact: str  # the claim, in words
    by_path: str
    by_id: str
    by_fact: str  # what holds instead
    since: datetime | None


class Current(NamedTuple):
    """A document at the end of a chain of successors."""

    path: str
    doc_id: str
    title: str | None
    status: str | None
    in_force: bool | None


class Standing(NamedTuple):
    path: str
    doc_id: str
    title: str | None
    status: str | None  # as of the date asked; None when the document has none then
    status_since: datetime | None
    in_force: bool | None  # None: no status to tell by
    superseded_by: tuple[Link, ...]  # links holding then, one per superseding document
    current: tuple[Current, ...]  # the documents at the end of the chain of successors: in force, else the last
    deciders: tuple[str, ...]
    overridden: tuple[Override, ...] = ()  # its claims other documents ended by then
    replaced: bool = False  # none of its claims holds then, and others ended them
    exists: bool = True  # it states something that holds then (not yet written, deleted or moved away: False)
    authors: tuple[str, ...] = ()

    @property
    def tier(self) -> int:
        if self.superseded_by or self.replaced or (self.status or "").casefold() in _ENDED:
            return TIERS["replaced"]
        if self.in_force:
            return TIERS["in-force"]
        return TIERS["no-status"] if self.status is None else TIERS["not-in-force"]

    @property
    def weight(self) -> float:
        return TIER_WEIGHT[self.state]

    @property
    def state(self) -> str:
        """In one word: in-force, replaced, not-in-force or no-status."""
        return {v: k for k, v in TIERS.items()}[self.tier]


def merge_links(facts: Iterable[Fact]) -> list[Link]:
    """Document-to-document facts as relations: a relation stated by both documents is one, with two sources."""
    grouped: dict[tuple[str, str, str], list[Fact]] = {}
    for fact in facts:
        if fact.subject.doc_path and fact.object.doc_path and fact.subject.doc_path != fact.object.doc_path:
            grouped.setdefault((fact.subject.doc_path, fact.relation, fact.object.doc_path), []).append(fact)
    links = []
    for (newer, relation, older), stated in grouped.items():
        stated.sort(key=lambda f: (f.path != newer, f.path, f.line))
        shown = stated[0]
        starts = [f.valid_from for f in stated if f.valid_from is not None]
        sources = tuple(dict.fromkeys(Source(f.path, f.line, f.commit) for f in stated))
        links.append(Link(relation, newer, shown.subject.name, older, shown.object.name,
                          shown.valid_from if shown.valid_from is not None else min(starts, default=None), shown,
                          sources))
    return sorted(links, key=lambda k: (k.since.isoformat() if k.since else "", k.newer, k.older, k.relation))


def standings(heads: Iterable[Fact], at: datetime, ids: dict[str, str] | None = None,
              overrides: Iterable[tuple[Fact, Fact]] = (), claims: Iterable[Fact] = ()) -> dict[str, Standing]:
    """path -> the standing at `at` of every document the facts name. `heads`: the `HEADINGS` facts (those
    that do not hold at `at` are left out here); `ids`: path -> id, for documents that state none of them;
    `overrides`: (a claim, the fact of another document that ended it); `claims`: every claim but statuses."""
    held = [f for f in heads if holds(f, at)]
    names: dict[str, str] = dict(ids or {})
    titles: dict[str, str] = {}
    statuses: dict[str, Fact] = {}
    deciders: dict[str, list[str]] = {}
    authors: dict[str, list[str]] = {}
    present: set[str] = set()
    for fact in held:
        for entity in (fact.subject, fact.object):
            if entity.doc_path:
                names.setdefault(entity.doc_path, entity.name)
        own = fact.subject.doc_path is not None and fact.subject.doc_path == fact.path
        if not own:
            continue
        present.add(fact.path)
        if fact.relation == "HAS_TITLE":
            titles[fact.path] = fact.object.name
        elif fact.relation == "DECIDED_BY":
            deciders.setdefault(fact.path, []).append(fact.object.name)
        elif fact.relation == "AUTHORED_BY":
            authors.setdefault(fact.path, []).append(fact.object.name)
        elif fact.relation == "HAS_STATUS":
            current = statuses.get(fact.path)
            if current is None or _start(fact) > _start(current):
                statuses[fact.path] = fact
    replaced_by: dict[str, list[Link]] = {}
    for link in merge_links(f for f in held if f.relation in SUPERSEDING):
        replaced_by.setdefault(link.older, []).append(link)
    own_claims: dict[str, list[Fact]] = {}
    for fact in claims:
        own_claims.setdefault(fact.path, []).append(fact)
    over: dict[str, list[Override]] = {}
    for claim, cause in overrides:
        if claim.invalid_at is not None and claim.invalid_at <= at and claim.path != cause.path and (
                claim.valid_from is None or claim.valid_from <= at):
            names.setdefault(cause.path, cause.path)
            over.setdefault(claim.path, []).append(Override(claim.text, cause.path, "", cause.text,
                                                            claim.invalid_at))
    # A document named only as another's successor or predecessor has a standing too.
    found: dict[str, Standing] = {}
    for path, doc_id in names.items():
        status = statuses.get(path)
        links = tuple(sorted(replaced_by.get(path, []), key=lambda k: (k.since.isoformat() if k.since else "",
                                                                         k.newer)))
        value = status.object.name if status else None
        ended = tuple(sorted((o._replace(by_id=names.get(o.by_path, o.by_path)) for o in over.get(path, ())),
                             key=lambda o: (o.since.isoformat() if o.since else "", o.by_path, o.fact)))
        replaced = bool(ended) and not any(holds(f, at) for f in own_claims.get(path, ()))
        in_force = None if value is None else (binds(value) and not links and not replaced)
        found[path] = Standing(path, doc_id, titles.get(path), value, status.valid_from if status else None,
                               in_force, links, (), tuple(dict.fromkeys(deciders.get(path, []))), ended, replaced,
                               path in present, tuple(dict.fromkeys(authors.get(path, []))))
    return {path: s._replace(current=_current(path, found)) if s.superseded_by or s.replaced else s
            for path, s in found.items()}


def _current(path: str, found: dict[str, Standing]) -> tuple[Current, ...]:
    """The documents at the end of the chain of successors: those in force, else the last ones."""
    seen, ends = {path}, []
    queue = deque([*(link.newer for link in found[path].superseded_by),
                   *(o.by_path for o in found[path].overridden if found[path].replaced)])
    while queue:
        here = queue.popleft()
        if here in seen:
            continue
        seen.add(here)
        standing = found.get(here)
        if standing is None or not standing.superseded_by:
            ends.append(here)
        else:
            queue.extend(link.newer for link in standing.superseded_by)
    shown = [Current(p, s.doc_id, s.title, s.status, s.in_force) if (s := found.get(p)) is not None else
             Current(p, p, None, None, None) for p in ends]
    return tuple([c for c in shown if c.in_force] or shown)


def _start(fact: Fact) -> tuple[str, str]:
    return (fact.valid_from.isoformat() if fact.valid_from else "",
            fact.recorded_at.isoformat() if fact.recorded_at else "")


@lru_cache(maxsize=1024)
def binds(status: str) -> bool:
    """A status that puts its document in force: the specs' words (`IN_FORCE`), and every status the reading of
    documents places in force (`read.status.lifecycle`: Activated, Living, Final, Deployed, "Stable in 1.1")."""
    from doccheck.read.status import lifecycle

    return status.casefold() in IN_FORCE or lifecycle(status) == "in-force"


def holds(fact: Fact, at: datetime) -> bool:
    """`held_facts`' valid-time test (known now), on a fact already read."""
    return (fact.valid_from is None or fact.valid_from <= at) and (fact.invalid_at is None or fact.invalid_at > at)


def weighed(score: float, standing: Standing | None) -> float:
    """A score weighed by where its document stands (`TIER_WEIGHT`)."""
    return round(score * (standing.weight if standing is not None else 1.0), 4)


def standing_dict(standing: Standing) -> dict[str, Any]:
    """A document's standing for an answer: its status then, whether it binds, what replaced it and the
    decision in force now in its place."""
    return {
        "id": standing.doc_id, "path": standing.path, "title": standing.title, "status": standing.status,
        "status_since": _day(standing.status_since), "state": standing.state, "in_force": standing.in_force,
        "superseded_by": [{"id": link.newer_id, "path": link.newer, "relation": link.relation,
                           "since": _day(link.since),
                           "sources": [{"path": s.path, "line": s.line, "commit": s.commit} for s in link.sources]}
                          for link in standing.superseded_by],
        "current": [{"id": c.doc_id, "path": c.path, "title": c.title, "status": c.status, "in_force": c.in_force}
                    for c in standing.current],
        "deciders": list(standing.deciders), "authors": list(standing.authors),
        **({"overridden_by": [{"id": o.by_id, "path": o.by_path, "claim": o.fact, "holds_instead": o.by_fact,
                               "since": _day(o.since)} for o in standing.overridden]} if standing.overridden else {}),
    }


def standing_text(standing: Standing) -> str:
    """In words: `ADR-0004 accepted, in force`, `ADR-0002 superseded by ADR-0004, in force in its place`."""
    status = standing.status or "no status"
    if standing.superseded_by:
        later = list(dict.fromkeys(link.newer_id for link in standing.superseded_by))
        now = [c.doc_id for c in standing.current if c.in_force]
        said = "" if status.casefold().startswith(("superseded", "replaced")) else f" {status},"
        ending = (", in force in its place" if now == later else
                  f"; in force in its place: {', '.join(now)}" if now else "")
        return f"{standing.doc_id}{said} superseded by {', '.join(later)}{ending}"
    if standing.replaced:
        now = [c.doc_id for c in standing.current if c.in_force]
        by = ", ".join(dict.fromkeys(o.by_id for o in standing.overridden))
        return f"{standing.doc_id} {status}, its decisions replaced by {by}" + (
            f"; in force in its place: {', '.join(now)}" if now else "")
    partly = (f", {len(standing.overridden)} of its decisions replaced by "
              f"{', '.join(dict.fromkeys(o.by_id for o in standing.overridden))}" if standing.overridden else "")
    return f"{standing.doc_id} {status}" + ("" if standing.in_force is None else
                                            ", in force" if standing.in_force else ", not in force") + partly


def _day(moment: datetime | None) -> str | None:
    return moment.date().isoformat() if moment else None
