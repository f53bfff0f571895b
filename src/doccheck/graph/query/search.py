"""Search facts and documents by words and meaning, fused by reciprocal rank (RRF):

- facts by full text (FalkorDB's index on facts) and vectors (doccheck's own embedder, `vectors.embed`, the one
  the sync wrote `fact_embedding` with), among those that held at `as_of` (valid time, as `facts_as_of`
  decides);
- documents by their own words: BM25 over each record's title, decision and context with the thesaurus'
  related words (`bm25.py`; counted twice, the most direct evidence of what a record is about), by their best
  fact, and by the episodes' full-text index (name, source, description; the whole text with
  `episode-fulltext`), each signal scaled to its best (`_documents`); the decisions of the records found by
  their words join the facts, and so do the facts about an entity the query names ("API style": `api style is
  GraphQL`), which count double for their documents.

Never a replaced decision as current: each hit's score is weighed by where its document stands at `as_of`
(`standing.TIER_WEIGHT`), and a replaced document is preceded by the one in force in its place, added when the
search did not find it.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from datetime import datetime
from typing import TYPE_CHECKING, Any, NamedTuple, Protocol, TypeVar

from doccheck.graph.query.standing import Standing, weighed
from doccheck.graph.temporal.facts import Fact
from doccheck.regex import lazy

if TYPE_CHECKING:
    from doccheck.graph.query import Catalog
    from doccheck.graph.storage.store import GraphStore

_WORD = lazy(r"\w{2,}")
_RRF_K = 60  # reciprocal rank fusion: 1 / (k + rank), the usual constant
_POOL = 25  # candidates taken from each ranking (50 cost search ~15 ms p95 at 100 repositories; the question set holds)
_NEAREST = 4 * _POOL  # facts asked of the vector index, of every time, for the pool of those held at a date
_MAX_WORDS = 12
_HELD = """(e.valid_at IS NULL OR e.valid_at <= $t) AND (e.invalid_at IS NULL OR e.invalid_at > $t)"""
# How much each signal counts for a document (see `_documents`): a record's own words most.
WEIGHTS = {"own words": 2.0, "facts": 1.0, "episodes": 0.5}


class _Scored(Protocol):
    @property
    def score(self) -> float: ...


_Hit = TypeVar("_Hit", bound=_Scored)


class FactHit(NamedTuple):
    score: float
    fact: Fact
    matched: str  # words, meaning, or both
    standing: Standing | None = None


class DocumentHit(NamedTuple):
    score: float
    path: str
    doc_id: str
    group: str
    excerpt: str
    standing: Standing | None = None
    in_place_of: str | None = None  # added as the document in force in place of this replaced one (its id)


async def search(store: GraphStore, groups: list[str], query: str, as_of: datetime, limit: int = 10,
                 catalog: Catalog | None = None) -> tuple[list[FactHit], list[DocumentHit]]:
    from doccheck.graph.query import Catalog, standing_at
    from doccheck.graph.storage.store import _FACT_FIELDS, _fact, iso
    from doccheck.graph.storage.vectors import embed

    catalog = catalog or await Catalog.read(store, groups)

    async def standing_of(paths: set[str]) -> dict[str, Standing]:
        return await standing_at(store, groups, as_of, None, catalog, paths)

    from doccheck.graph.query import MEANING_DOCUMENTS, MEANING_SHARE, held_facts, topic_entities
    from doccheck.graph.query.bm25 import STOP_WORDS

    every = _WORD.findall(query.casefold())
    words = ([w for w in every if w not in STOP_WORDS] or every)[:_MAX_WORDS]
    ranks: dict[str, dict[str, int]] = {"words": {}, "meaning": {}, "decision text": {}, "topic": {}}
    facts: dict[str, Fact] = {}
    named = await topic_entities(catalog, query, exact=True)
    own_words = (await catalog.search_index()).search(query, _POOL)
    best = own_words[0].score if own_words else 0.0
    found_by_text = [h.key for h in own_words[:MEANING_DOCUMENTS] if h.score >= MEANING_SHARE * best]
    vector = embed(query)

    async def nothing() -> list[Any]:
        return []

    async def by_words(group: str) -> list[dict[str, Any]]:
        # RediSearch syntax: bare words joined by `|` (any of them), so no character of the query is syntax.
        return await store.query(group, f"""CALL db.idx.fulltext.queryRelationships('RELATES_TO', $q)
            YIELD relationship AS e, score WITH e, score, startNode(e) AS s, endNode(e) AS o WHERE {_HELD}
            RETURN {_FACT_FIELDS}, score ORDER BY score DESC, uuid LIMIT $n""",
                                 q="|".join(words), t=iso(as_of), n=_POOL)

    async def by_meaning(group: str) -> list[dict[str, Any]]:
        if await store.fact_vectors_indexed(group):
            # The index's nearest facts, of every time (a few times the pool, so that facts replaced since
            # do not crowd out the ones that held): those held at as_of, measured as the scan measures them,
            # so that near ties come in the same order either way.
            return await store.query(group, f"""CALL db.idx.vector.queryRelationships('RELATES_TO',
                'fact_embedding', $k, vecf32($v)) YIELD relationship AS e
                WITH e, startNode(e) AS s, endNode(e) AS o WHERE {_HELD}
                WITH s, e, o, vec.cosineDistance(e.fact_embedding, vecf32($v)) AS distance
                WHERE distance < 0.8 RETURN {_FACT_FIELDS}, distance ORDER BY distance, uuid LIMIT $n""",
                                     v=vector, t=iso(as_of), n=_POOL, k=_NEAREST)
        # a graph synced before the index: every fact measured
        return await store.query(group, f"""MATCH (s:Entity)-[e:RELATES_TO]->(o:Entity) WHERE {_HELD}
            WITH s, e, o, vec.cosineDistance(e.fact_embedding, vecf32($v)) AS distance
            WHERE distance < 0.8 RETURN {_FACT_FIELDS}, distance ORDER BY distance, uuid LIMIT $n""",
                                 v=vector, t=iso(as_of), n=_POOL)

    async def in_episodes(group: str) -> list[dict[str, Any]]:
        # Episodes' full-text index: name, source and description, and their whole text when the graph was
        # built with `episode-fulltext = true`. Current versions only.
        return await store.query(group, """CALL db.idx.fulltext.queryNodes('Episodic', $q)
            YIELD node AS n, score WITH n, score WHERE n.retired_at IS NULL
            RETURN n.doc_path AS path, n.doc_id AS doc_id, n.name AS name, score ORDER BY score DESC LIMIT $n""",
                                 q="|".join(words), n=_POOL)

    # Every query at once (the server answers them side by side), then read in one order, as before.
    by_topic, by_text, *per_group = await asyncio.gather(
        held_facts(store, groups, as_of, entities={g: set(e) for g, e in named.items()}) if any(named.values())
        else nothing(),
        held_facts(store, groups, as_of, paths=found_by_text) if found_by_text else nothing(),
        *(by_words(group) if words else nothing() for group in groups), *(by_meaning(group) for group in groups),
        *(in_episodes(group) if words else nothing() for group in groups))
    for rank, fact in enumerate(sorted(by_topic, key=lambda f: (not f.claim, f.path, f.line)), start=1):
        ranks["topic"][fact.uuid] = rank
        facts.setdefault(fact.uuid, fact)
    order = {path: rank for rank, path in enumerate(found_by_text, start=1)}
    for fact in by_text:
        if fact.relation == "REJECTS" or (fact.claim and fact.relation != "HAS_STATUS"):
            ranks["decision text"][fact.uuid] = order[fact.path]
            facts.setdefault(fact.uuid, fact)
    for index in range(len(groups)):
        _collect(per_group[index], "words", ranks, facts, _fact)
        _collect(per_group[len(groups) + index], "meaning", ranks, facts, _fact)
    episodes = list(zip(groups, per_group[2 * len(groups):], strict=True))
    standing = await standing_of({f.path for f in facts.values()} | {h.key for h in own_words})
    scored = []
    for uid, fact in facts.items():
        value = sum(1.0 / (_RRF_K + r[uid]) for r in ranks.values() if uid in r)
        how = "+".join(k for k, r in ranks.items() if uid in r)
        scored.append(FactHit(round(value * _RRF_K, 4), fact, {"words+meaning": "both"}.get(how, how),
                              standing.get(fact.path)))
    scored.sort(key=lambda h: (-h.score, h.fact.path, h.fact.line))
    scored = _reordered(scored, lambda h: h.standing)
    group_of = {ref.path: group for group, refs in (await catalog.documents()).items() for ref in refs}
    documents = await _documents(scored, episodes, limit, standing, standing_of,
                                 [(h.key, group_of.get(h.key, ""), h.score) for h in own_words])
    return scored[:limit], _with_successors(documents, standing)[:limit]


def _reordered(hits: list[_Hit], standing_of: Callable[[_Hit], Standing | None]) -> list[_Hit]:
    """Hits by their score weighed by where their document stands, highest first."""
    return sorted(hits, key=lambda h: -weighed(h.score, standing_of(h)))


def _with_successors(hits: list[DocumentHit], standing: dict[str, Standing]) -> list[DocumentHit]:
    """Each replaced document preceded by the documents in force in its place (added when not found)."""
    shown: list[DocumentHit] = []
    seen: set[str] = set()
    for hit in hits:
        for current in hit.standing.current if hit.standing is not None else ():
            if current.path in seen:
                continue
            found = next((h for h in hits if h.path == current.path), None) or DocumentHit(
                hit.score, current.path, current.doc_id, hit.group, current.title or "", standing.get(current.path))
            shown.append(found._replace(in_place_of=hit.doc_id))
            seen.add(current.path)
        if hit.path not in seen:
            shown.append(hit)
            seen.add(hit.path)
    return shown


def _collect(rows: list[dict[str, object]], key: str, ranks: dict[str, dict[str, int]], facts: dict[str, Fact],
             make: object) -> None:
    for rank, row in enumerate(rows, start=1):
        fact = make(row)  # type: ignore[operator]
        ranks[key].setdefault(fact.uuid, rank)
        facts.setdefault(fact.uuid, fact)


async def _documents(hits: list[FactHit], episodes: list[tuple[str, list[dict[str, Any]]]],
                     limit: int, standing: dict[str, Standing],
                     standing_of: Callable[[set[str]], Awaitable[dict[str, Standing]]],
                     own_words: list[tuple[str, str, float]]) -> list[DocumentHit]:
    """Documents by three signals, each scaled to its best (0 to 1) and summed with its weight (`WEIGHTS`): their
    own words (BM25), their best fact (a fact about the entity the query names counts double), and the
    episodes' full-text index. Scaled scores, not ranks: a record whose own words match far better than the
    next keeps that lead."""
    def doc_id(path: str, fallback: str) -> str:
        known = standing.get(path)
        return known.doc_id if known is not None else fallback

    signals: dict[str, dict[str, float]] = {"own words": {}, "facts": {}, "episodes": {}}
    excerpts: dict[str, tuple[str, str, str]] = {}  # path -> (id, group, excerpt)
    for path, group, value in own_words:
        known = standing.get(path)
        if known is not None and known.exists:  # written by then, not deleted nor moved away
            signals["own words"][path] = value
            excerpts.setdefault(path, (known.doc_id, group, known.title or ""))
    for hit in hits:
        fact = hit.fact
        value = hit.score * (2.0 if "topic" in hit.matched else 1.0)
        if value > signals["facts"].get(fact.path, 0.0):
            signals["facts"][fact.path] = value
            known_excerpt = excerpts.get(fact.path)
            if known_excerpt is None or not known_excerpt[2] or fact.path not in signals["own words"]:
                excerpts[fact.path] = (doc_id(fact.path, fact.path), fact.group_id, fact.text)
    for group, rows in episodes:
        for row in rows:
            path = row["path"] or ""
            signals["episodes"][path] = max(signals["episodes"].get(path, 0.0), float(row["score"] or 0.0))
            excerpts.setdefault(path, (doc_id(path, row["doc_id"] or path), group, str(row["name"] or "")))
    unknown = {path for values in signals.values() for path in values} - standing.keys()
    if unknown:
        standing.update(await standing_of(unknown))
    found: dict[str, float] = {}
    for signal, values in signals.items():
        top = max(values.values(), default=0.0)
        for path, value in values.items():
            if top > 0:
                found[path] = found.get(path, 0.0) + WEIGHTS[signal] * value / top
    ranked = [DocumentHit(round(score, 4), path, *excerpts[path], standing.get(path)) for path, score in found.items()]
    return _reordered(sorted(ranked, key=lambda d: (-d.score, d.path)), lambda d: d.standing)[:limit]
