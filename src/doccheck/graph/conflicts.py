"""New facts against the facts the graph already holds: find the conflicts and resolve them. Pure.

Four kinds (claims only: front-matter facts, `decides` and statuses):

- *supersession*: an explicit SUPERSEDES / REPLACES between documents. The old document's claims end
  (`invalid_at`) at the new one's valid-from. Not an error: it is how decisions are meant to change.
- *value-conflict*: a single-valued relation (`IS`, `ALLOWS`, ... configurable) given a different value by
  another source while both are valid.
- *direct-contradiction*: opposite relations (ALLOWS / PROHIBITS, REQUIRES / FORBIDS; configurable) between
  the same subject and object while both are valid.
- *temporal-overlap*: the same fact from two sources with overlapping validity. Reported, never resolved by
  ending one: the sources agree, and ending the older one would lose that its document still says so (the
  graph would answer "what does ADR-4 decide?" with nothing). Both stay active ("corroborated").

Resolution strategies (for value conflicts and contradictions): `recency` (the later valid-from wins; the loser
ends where the winner starts), `confidence` (the higher confidence wins), `disputed` (both kept, both marked
disputed) and `manual` (nothing changes; the sync reports and exits 1).

Existing facts come in with the state the graph holds. One whose state was set by a fact that is being
rewritten or removed (`resolved_by` not among the existing facts) is taken back to what its document
declares and resolved again, so a sync that was interrupted and run again decides exactly as one that was not.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from datetime import datetime
from typing import NamedTuple

from doccheck.graph.facts import SUPERSEDING, Fact

KINDS = ("value-conflict", "direct-contradiction", "supersession", "temporal-overlap")
STRATEGIES = ("recency", "confidence", "disputed", "manual")
RESOLUTIONS = {"recency": "recency-wins", "confidence": "confidence-wins", "disputed": "disputed",
               "manual": "manual"}
CORROBORATED = "corroborated"
_ENDED = frozenset({"superseded", "replaced", "deprecated", "rejected", "withdrawn"})
_LIVE = frozenset({"active", "superseded", "disputed"})


class Conflict(NamedTuple):
    kind: str
    new: Fact  # the fact being synced, as written
    other: Fact  # the fact it meets (already in the graph, or synced in the same run), as written
    resolution: str  # recency-wins, confidence-wins, disputed, manual, superseded
    action: str  # what was done, in words

    @property
    def blocking(self) -> bool:
        return self.resolution == "manual"


class Resolution(NamedTuple):
    conflicts: list[Conflict]
    facts: dict[str, Fact]  # the final state of every fact given, new and existing, by uuid


def find_conflicts(new: Sequence[Fact], existing: Sequence[Fact], strategy: str = "recency",
                   contradictions: Iterable[tuple[str, str]] = (), single_valued: Iterable[str] = ()) -> Resolution:
    if strategy not in STRATEGIES:
        raise ValueError(f"unknown strategy {strategy!r}; strategies: {', '.join(STRATEGIES)}")
    new_ids = {f.uuid for f in new}
    kept = {f.uuid for f in existing if f.uuid not in new_ids}
    facts: dict[str, Fact] = {}
    for fact in existing:
        if fact.uuid in new_ids:
            continue
        reopened = fact.resolved_by is not None and fact.resolved_by not in kept and fact.status in _LIVE
        facts[fact.uuid] = fact.declared() if reopened else fact
    for fact in new:
        facts[fact.uuid] = fact.declared()
    conflicts = _supersede(facts, new_ids)
    opposite = {(a, b) for a, b in contradictions} | {(b, a) for a, b in contradictions}
    single = set(single_valued)
    # Only facts that can conflict are compared: the same subject and relation (any value when the relation is
    # single-valued, else the same value), or the opposite relation with the same value. Comparing every fact
    # on a subject with every other was quadratic in the facts a subject has.
    by_relation: dict[tuple[str, str], list[str]] = {}
    by_value: dict[tuple[str, str, str], list[str]] = {}
    for fact in sorted(facts.values(), key=_order):
        if fact.claim and fact.status in _LIVE:
            by_relation.setdefault((fact.subject.key, fact.relation), []).append(fact.uuid)
            by_value.setdefault((fact.subject.key, fact.relation, fact.object.key), []).append(fact.uuid)
    opposites: dict[str, set[str]] = {}
    for a, b in opposite:
        opposites.setdefault(a, set()).add(b)

    def candidates(fact: Fact) -> list[str]:
        subject, relation, value = fact.subject.key, fact.relation, fact.object.key
        found = set(by_relation.get((subject, relation), []) if relation in single else
                    by_value.get((subject, relation, value), []))
        for other in opposites.get(relation, ()):
            found.update(by_value.get((subject, other, value), []))
        return sorted(found, key=lambda u: _order(facts[u]))

    seen: set[frozenset[str]] = set()
    for uid in sorted(new_ids, key=lambda u: _order(facts[u])):
        for other_id in candidates(facts[uid]):
            pair = frozenset((uid, other_id))
            if other_id == uid or pair in seen:
                continue
            seen.add(pair)
            mine, other = facts[uid], facts[other_id]
            if not (mine.claim and _overlap(mine, other)):
                continue
            kind = _kind(mine, other, opposite, single)
            if kind is None:
                continue
            conflict = _resolve(kind, mine, other, strategy, other_id in new_ids)
            facts[mine.uuid] = conflict.new
            facts[other.uuid] = conflict.other
            conflicts.append(conflict)
    return Resolution(conflicts, facts)


def _order(fact: Fact) -> tuple[str, str, str, str, str]:
    return (fact.subject.name.casefold(), fact.relation, _iso(fact.valid_from), fact.path, fact.uuid)


def _kind(mine: Fact, other: Fact, opposite: set[tuple[str, str]], single: set[str]) -> str | None:
    same_object = mine.object.key == other.object.key
    if mine.relation == other.relation:
        if mine.path == other.path:
            return None  # one source saying two things of one relation is that source's business
        if same_object:
            return "temporal-overlap"
        return "value-conflict" if mine.relation in single else None
    if same_object and (mine.relation, other.relation) in opposite:
        return "direct-contradiction"
    return None


def _supersede(facts: dict[str, Fact], new_ids: set[str]) -> list[Conflict]:
    conflicts: list[Conflict] = []
    claims_by_path: dict[str, list[str]] = {}
    for fact in sorted(facts.values(), key=_order):
        if fact.claim:
            claims_by_path.setdefault(fact.path, []).append(fact.uuid)
    supersessions = [f for f in facts.values() if f.relation in SUPERSEDING and f.object.doc_path]
    for sup in sorted(supersessions, key=_order):
        since = sup.valid_from
        for uid in claims_by_path.get(sup.object.doc_path or "", []):
            old = facts[uid]
            if sup.uuid not in new_ids and uid not in new_ids:
                continue
            if old.status not in ("active", "disputed") or (old.relation == "HAS_STATUS"
                                                              and old.object.name in _ENDED):
                continue
            if since is None or (old.valid_from is not None and old.valid_from >= since):
                continue
            if old.invalid_at is not None and old.invalid_at <= since:
                continue
            ended = old._replace(status="superseded", invalid_at=since, resolved_by=sup.uuid)
            facts[uid] = ended
            action = (f"{sup.subject.name} supersedes {sup.object.name}: the old fact ends "
                      f"{_day(since)}")
            if uid in new_ids:
                conflicts.append(Conflict("supersession", ended, sup, "superseded", action))
            else:
                conflicts.append(Conflict("supersession", sup, ended, "superseded", action))
    return conflicts


def _overlap(a: Fact, b: Fact) -> bool:
    start = max(_iso(a.valid_from), _iso(b.valid_from))
    a_end, b_end = a.invalid_at, b.invalid_at
    if a_end is not None and _iso(a_end) <= start:
        return False
    if b_end is not None and _iso(b_end) <= start:
        return False
    return not (a_end is not None and a.valid_from is not None and a_end <= a.valid_from) and not (
        b_end is not None and b.valid_from is not None and b_end <= b.valid_from)


def _resolve(kind: str, mine: Fact, other: Fact, strategy: str, other_is_new: bool) -> Conflict:
    if kind == "temporal-overlap":
        return Conflict(kind, mine, other, CORROBORATED, "both sources hold the same fact: both kept")
    resolution = RESOLUTIONS[strategy]
    if strategy == "manual":
        return Conflict(kind, mine, other, resolution, "left as is: resolve it in the documents (strategy manual)")
    if strategy == "disputed":
        return Conflict(kind, mine._replace(status="disputed", resolved_by=other.uuid),
                        other._replace(status="disputed", resolved_by=mine.uuid), resolution,
                        "both kept, marked disputed for review")

    def rank(fact: Fact, is_new: bool) -> tuple[object, ...]:
        recency = (_iso(fact.valid_from),)
        tail = (is_new, fact.path, fact.uuid)
        if strategy == "confidence":
            return (fact.confidence, *recency, *tail)
        return (*recency, fact.confidence, *tail)

    mine_wins = rank(mine, True) > rank(other, other_is_new)
    winner, loser = (mine, other) if mine_wins else (other, mine)
    end = max(_iso(loser.valid_from), _iso(winner.valid_from))
    ended_at = winner.valid_from if end == _iso(winner.valid_from) else loser.valid_from
    ended = loser._replace(status="superseded", invalid_at=ended_at, resolved_by=winner.uuid)
    why = "later valid-from" if strategy == "recency" else "higher confidence"
    # No paths: the report names both facts' sources, as the user's command named them.
    action = f"{resolution} ({why}): {winner.text} holds; {loser.text} ends {_day(ended_at)}"
    if mine_wins:
        return Conflict(kind, winner, ended, resolution, action)
    return Conflict(kind, ended, winner, resolution, action)


def _iso(moment: datetime | None) -> str:
    return "" if moment is None else moment.isoformat()


def _day(moment: datetime | None) -> str:
    return "at once" if moment is None else moment.date().isoformat()
