"""Search facts and documents by words: full text (FalkorDB's index on facts) and vectors (doccheck's own
embedder, `vectors.embed`, the one the sync wrote `fact_embedding` with), fused by reciprocal rank.

Facts are those that held at `as_of` (valid time, as `facts_as_of` decides); documents are ranked by their best
fact, plus the episodes' full-text index (name, source, description; the whole text with `episode-fulltext`).
"""

from __future__ import annotations

import re
from datetime import datetime
from typing import TYPE_CHECKING, NamedTuple

from doccheck.graph.temporal.facts import Fact

if TYPE_CHECKING:
    from doccheck.graph.storage.store import GraphStore

_WORD = re.compile(r"\w{2,}")
_RRF_K = 60  # reciprocal rank fusion: 1 / (k + rank), the usual constant
_POOL = 50  # candidates taken from each ranking
_MAX_WORDS = 12
_HELD = """(e.valid_at IS NULL OR e.valid_at <= $t) AND (e.invalid_at IS NULL OR e.invalid_at > $t)"""


class FactHit(NamedTuple):
    score: float
    fact: Fact
    matched: str  # words, meaning, or both


class DocumentHit(NamedTuple):
    score: float
    path: str
    doc_id: str
    group: str
    excerpt: str


async def search(store: GraphStore, groups: list[str], query: str, as_of: datetime,
                 limit: int = 10) -> tuple[list[FactHit], list[DocumentHit]]:
    from doccheck.graph.storage.store import _FACT_FIELDS, _fact, iso
    from doccheck.graph.storage.vectors import embed

    words = _WORD.findall(query.casefold())[:_MAX_WORDS]
    ranks: dict[str, dict[str, int]] = {"words": {}, "meaning": {}}
    facts: dict[str, Fact] = {}
    for group in groups:
        if words:
            # RediSearch syntax: bare words joined by `|` (any of them), so no character of the query is syntax.
            rows = await store.query(group, f"""CALL db.idx.fulltext.queryRelationships('RELATES_TO', $q)
                YIELD relationship AS e, score WITH e, score, startNode(e) AS s, endNode(e) AS o WHERE {_HELD}
                RETURN {_FACT_FIELDS}, score ORDER BY score DESC LIMIT $n""",
                                     q="|".join(words), t=iso(as_of), n=_POOL)
            _collect(rows, "words", ranks, facts, _fact)
        rows = await store.query(group, f"""MATCH (s:Entity)-[e:RELATES_TO]->(o:Entity) WHERE {_HELD}
            WITH s, e, o, vec.cosineDistance(e.fact_embedding, vecf32($v)) AS distance
            WHERE distance < 0.8 RETURN {_FACT_FIELDS}, distance ORDER BY distance LIMIT $n""",
                                 v=embed(query), t=iso(as_of), n=_POOL)
        _collect(rows, "meaning", ranks, facts, _fact)
    scored = []
    for uid, fact in facts.items():
        value = sum(1.0 / (_RRF_K + r[uid]) for r in ranks.values() if uid in r)
        how = "+".join(k for k, r in ranks.items() if uid in r)
        scored.append(FactHit(round(value * _RRF_K, 4), fact, {"words+meaning": "both"}.get(how, how)))
    scored.sort(key=lambda h: (-h.score, h.fact.path, h.fact.line))
    return scored[:limit], await _documents(store, groups, scored, words, limit)


def _collect(rows: list[dict[str, object]], key: str, ranks: dict[str, dict[str, int]], facts: dict[str, Fact],
             make: object) -> None:
    for rank, row in enumerate(rows, start=1):
        fact = make(row)  # type: ignore[operator]
        ranks[key].setdefault(fact.uuid, rank)
        facts.setdefault(fact.uuid, fact)


async def _documents(store: GraphStore, groups: list[str], hits: list[FactHit], words: list[str],
                     limit: int) -> list[DocumentHit]:
    best: dict[str, DocumentHit] = {}
    for hit in hits:
        fact = hit.fact
        if fact.path not in best:
            doc_id = fact.subject.name if fact.subject.doc_path == fact.path else fact.path
            best[fact.path] = DocumentHit(hit.score, fact.path, doc_id, fact.group_id, fact.text)
    if words:
        for group in groups:
            # Episodes' full-text index: name, source and description, and their whole text when the graph was
            # built with `episode-fulltext = true`. Current versions only.
            rows = await store.query(group, """CALL db.idx.fulltext.queryNodes('Episodic', $q)
                YIELD node AS n, score WITH n, score WHERE n.retired_at IS NULL
                RETURN n.doc_path AS path, n.doc_id AS doc_id, n.name AS name, score ORDER BY score DESC LIMIT $n""",
                                     q="|".join(words), n=_POOL)
            for rank, row in enumerate(rows, start=1):
                path = row["path"] or ""
                earlier = best.get(path)
                score = (earlier.score if earlier else 0.0) + round(_RRF_K / (_RRF_K + rank), 4)
                best[path] = DocumentHit(round(score, 4), path, row["doc_id"] or path, group,
                                         earlier.excerpt if earlier else str(row["name"] or ""))
    return sorted(best.values(), key=lambda d: (-d.score, d.path))[:limit]
