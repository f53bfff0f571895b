"""Reading the graph back: the facts that held at a date, ranked; and what each group holds.

Ranking (0.3 recency + 0.4 confidence + 0.3 authority, disputed facts x 0.7):

- recency: exponential decay of the time between the fact's valid-from and the date asked, half-life a year;
- confidence: as declared (schema facts are 1.0);
- authority: by the kind of document that states it: decisions 1.0, specs 0.8, proposals 0.7, overview 0.6,
  anything else 0.5.
"""

from __future__ import annotations

import math
from datetime import UTC, date, datetime, time, timedelta
from typing import TYPE_CHECKING, Any, NamedTuple

from doccheck.graph.facts import Fact, _id_key

if TYPE_CHECKING:
    from doccheck.graph.store import GraphStore

HALF_LIFE_DAYS = 365.0
AUTHORITY = {"decisions": 1.0, "specs": 0.8, "proposals": 0.7, "overview": 0.6}
DEFAULT_AUTHORITY = 0.5
DISPUTED_FACTOR = 0.7


class RankedFact(NamedTuple):
    score: float
    fact: Fact


class GroupStatus(NamedTuple):
    group: str
    episodes: int
    retired_episodes: int
    documents: int
    entities: int
    facts: dict[str, int]  # by lifecycle status
    last_sync_at: str | None
    commit: str | None
    embedder: str | None


def end_of_day(day: date) -> datetime:
    return datetime.combine(day, time.max, tzinfo=UTC)


def authority(group: str) -> float:
    category = group.rsplit("__", 1)[-1]
    return AUTHORITY.get(category, DEFAULT_AUTHORITY)


def score(fact: Fact, as_of: datetime) -> float:
    age_days = max((as_of - fact.valid_from).total_seconds() / 86400, 0.0) if fact.valid_from else HALF_LIFE_DAYS
    recency = math.pow(0.5, age_days / HALF_LIFE_DAYS)
    value = 0.3 * recency + 0.4 * fact.confidence + 0.3 * authority(fact.group_id)
    return value * (DISPUTED_FACTOR if fact.status == "disputed" else 1.0)


def rank(facts: list[Fact], as_of: datetime) -> list[RankedFact]:
    ranked = [RankedFact(round(score(f, as_of), 4), f) for f in facts]
    return sorted(ranked, key=lambda r: (-r.score, r.fact.subject.name.casefold(), r.fact.relation, r.fact.path))


def about_matches(facts: list[Fact], about: str) -> list[Fact]:
    """Facts whose subject or object is the entity: by name or document id (`ADR 4` is `ADR-0004`), else
    any whose subject or object contains the words."""
    key = _id_key(about)
    exact = [f for f in facts if key in (_id_key(f.subject.name), _id_key(f.object.name))]
    if exact:
        return exact
    needle = about.casefold()
    return [f for f in facts if needle in f.subject.name.casefold() or needle in f.object.name.casefold()]


async def facts_as_of(store: GraphStore, groups: list[str], as_of: datetime, about: str | None = None) -> list[
        RankedFact]:
    from doccheck.graph.store import _FACT_FIELDS, _fact, iso

    found: list[Fact] = []
    for group in groups:
        rows = await store.query(group, f"""MATCH (s:Entity)-[e:RELATES_TO]->(o:Entity)
            WHERE (e.valid_at IS NULL OR e.valid_at <= $t) AND (e.invalid_at IS NULL OR e.invalid_at > $t)
              AND (e.status IS NULL OR NOT e.status IN ['withdrawn'])
            RETURN {_FACT_FIELDS}""", t=iso(as_of))
        found += [_fact(r) for r in rows]
    if about:
        found = about_matches(found, about)
    return rank(found, as_of)


async def status(store: GraphStore, groups: list[str]) -> list[GroupStatus]:
    report = []
    for group in groups:
        episodes = await store.query(group, """MATCH (n:Episodic) RETURN count(n) AS all,
            sum(CASE WHEN n.retired_at IS NULL THEN 0 ELSE 1 END) AS retired,
            count(DISTINCT n.doc_path) AS documents""")
        entities = await store.query(group, "MATCH (n:Entity) RETURN count(n) AS n")
        facts = await store.query(group, """MATCH ()-[e:RELATES_TO]->() RETURN coalesce(e.status, 'active') AS s,
            count(e) AS n""")
        meta = await store.meta(group)
        sync, embedder = meta.get("sync", {}), meta.get("embedder")
        row: dict[str, Any] = episodes[0] if episodes else {}
        report.append(GroupStatus(
            group, int(row.get("all") or 0) - int(row.get("retired") or 0), int(row.get("retired") or 0),
            int(row.get("documents") or 0), int(entities[0]["n"]) if entities else 0,
            {r["s"]: int(r["n"]) for r in facts}, sync.get("last_sync_at"), sync.get("commit"),
            f"{embedder.get('name')} ({embedder.get('dim')} dims)" if embedder else None))
    return report


def parse_as_of(text: str | None) -> datetime:
    """`2019-06` is the end of June 2019, `2019` the end of 2019, a full date the end of that day."""
    if text is None:
        return datetime.now(UTC)
    parts = text.strip().split("-")
    try:
        if len(parts) == 1:
            return end_of_day(date(int(parts[0]), 12, 31))
        if len(parts) == 2:
            year, month = int(parts[0]), int(parts[1])
            first_next = date(year + month // 12, month % 12 + 1, 1)
            return end_of_day(first_next - timedelta(days=1))
        moment = datetime.fromisoformat(text.strip())
    except ValueError:
        raise ValueError(f"not a date: {text!r}; use YYYY, YYYY-MM or YYYY-MM-DD") from None
    if len(text.strip()) == 10:
        return end_of_day(moment.date())
    return moment if moment.tzinfo is not None else moment.replace(tzinfo=UTC)
