"""The conflicts the graph holds, derived at query time from what the sync persists: a fact whose lifecycle a
conflict set carries `resolved_by`, the fact that decided it. No list of conflicts is stored.

- resolved: the fact was superseded or ended by the other (`recency`, `confidence`, or a supersession);
- open: both facts were kept and marked `disputed` (the `disputed` strategy): a person has to decide.

Corroborations (the same fact from two sources) change no lifecycle and leave no trace: they are not listed;
nor are conflicts the `manual` strategy blocked, since a blocked sync writes nothing.
"""

from __future__ import annotations

from datetime import datetime
from typing import TYPE_CHECKING, NamedTuple

from doccheck.graph.temporal.facts import SUPERSEDING, Fact

if TYPE_CHECKING:
    from doccheck.graph.storage.store import GraphStore


class HeldConflict(NamedTuple):
    kind: str  # supersession, value-conflict, direct-contradiction
    state: str  # open, resolved
    fact: Fact  # the fact whose state the conflict set (superseded, ended or disputed)
    other: Fact  # the fact it met: the one that resolved it
    decided_at: datetime | None  # transaction time: when the repository said it (the later of the two commits)


async def held_conflicts(store: GraphStore, groups: list[str], since: datetime | None = None) -> list[HeldConflict]:
    """Every conflict the graph's facts record, newest first; `since`: decided at or after that time."""
    from doccheck.graph.storage.store import _FACT_FIELDS, _fact

    facts: dict[str, Fact] = {}
    for group in groups:
        rows = await store.query(group, f"""MATCH (s:Entity)-[e:RELATES_TO]->(o:Entity)
            WHERE e.resolved_by IS NOT NULL RETURN {_FACT_FIELDS}""")
        losers = [_fact(r) for r in rows]
        facts.update((f.uuid, f) for f in losers)
        causes = sorted({f.resolved_by for f in losers if f.resolved_by})
        if causes:
            rows = await store.query(group, f"""MATCH (s:Entity)-[e:RELATES_TO]->(o:Entity)
                WHERE e.uuid IN $uuids RETURN {_FACT_FIELDS}""", uuids=causes)
            facts.update((r["uuid"], _fact(r)) for r in rows)
    if len(groups) > 1:  # a spec's fact may be resolved by an ADR's: look in every group for the causes
        missing = sorted({f.resolved_by for f in facts.values() if f.resolved_by and f.resolved_by not in facts})
        for group in groups:
            if missing:
                rows = await store.query(group, f"""MATCH (s:Entity)-[e:RELATES_TO]->(o:Entity)
                    WHERE e.uuid IN $uuids RETURN {_FACT_FIELDS}""", uuids=missing)
                facts.update((r["uuid"], _fact(r)) for r in rows)
    found = []
    seen_pairs: set[frozenset[str]] = set()
    for fact in facts.values():
        other = facts.get(fact.resolved_by or "")
        if other is None:
            continue
        pair = frozenset((fact.uuid, other.uuid))
        if fact.status == "disputed" and pair in seen_pairs:
            continue  # a dispute marks both facts: list it once
        seen_pairs.add(pair)
        decided = max((t for t in (fact.expired_at, fact.recorded_at, other.recorded_at) if t is not None),
                      default=None)
        if since is not None and (decided is None or decided < since):
            continue
        found.append(HeldConflict(_kind(fact, other), "open" if fact.status == "disputed" else "resolved", fact,
                                  other, decided))
    found.sort(key=lambda c: (c.decided_at.isoformat() if c.decided_at else "", c.fact.path, c.fact.line),
               reverse=True)
    return found


def _kind(fact: Fact, other: Fact) -> str:
    if other.relation in SUPERSEDING:
        return "supersession"
    if other.relation == fact.relation and other.subject.key == fact.subject.key:
        return "value-conflict"
    return "direct-contradiction"
