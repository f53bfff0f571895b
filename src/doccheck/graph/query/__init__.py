"""Reading the graph back: the facts that held at a date, ranked; what each group holds; a document's timeline.

The one query layer under `doccheck facts`, `doccheck history` and `doccheck mcp`: `decisions.py` (what holds
about a topic, what is in force, lineage), `conflicts.py`, `search.py` and `documents.py` build on these.

Ranking (0.3 recency + 0.4 confidence + 0.3 authority, disputed facts x 0.7):

- recency: exponential decay of the time between the fact's valid-from and the date asked, half-life a year;
- confidence: as declared (schema facts are 1.0);
- authority: by the kind of document that states it: decisions 1.0, specs 0.8, proposals 0.7, overview 0.6,
  anything else 0.5.
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from datetime import UTC, date, datetime, time, timedelta
from pathlib import Path
from typing import TYPE_CHECKING, Any, NamedTuple

from doccheck.graph.query.moves import Move, Segment, last_segment, later, lineage, read_moves, segments
from doccheck.graph.query.standing import HEADINGS, Source, Standing, standings, weighed
from doccheck.graph.temporal.facts import SUPERSEDING, DocRef, Fact, _id_key, document_entity

if TYPE_CHECKING:
    from doccheck.graph.query.bm25 import Index
    from doccheck.graph.storage.store import GraphStore

HALF_LIFE_DAYS = 365.0
# Relations between documents that make a lineage: the newer document is the subject.
LINEAGE = ("SUPERSEDES", "REPLACES", "AMENDS", "EXTENDS", "REVERTS", "PART_OF")
AUTHORITY = {"decisions": 1.0, "specs": 0.8, "proposals": 0.7, "overview": 0.6}
DEFAULT_AUTHORITY = 0.5
DISPUTED_FACTOR = 0.7
# Relations a document may have with another repository's document (`xrefs.py`): the lineage, citations, needs.
CROSSING = (*LINEAGE, "CITES", "DEPENDS_ON")


class RankedFact(NamedTuple):
    score: float
    fact: Fact
    standing: Standing | None = None  # where the document stating it stands at the date asked
    sources: tuple[Source, ...] = ()  # a relation both documents state: every statement of it, the newer first


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


def rank(facts: list[Fact], as_of: datetime, standing: dict[str, Standing] | None = None,
         relevance: dict[str, float] | None = None) -> list[RankedFact]:
    """By score, weighed by where each fact's document stands (`standing.TIER_WEIGHT`: the decisions in force
    first); `relevance` (fact uuid -> 0 to 1: how well a fact found by meaning matches) weighs it by half."""
    found = standing or {}
    weight = relevance or {}
    ranked = [RankedFact(weighed(score(f, as_of) * (0.5 + 0.5 * weight[f.uuid] if f.uuid in weight else 1.0),
                                 found.get(f.path)), f, found.get(f.path), sources)
              for f, sources in _one_per_relation(facts)]
    return sorted(ranked, key=lambda r: (-r.score, r.fact.subject.name.casefold(), r.fact.relation, r.fact.path))


def _one_per_relation(facts: list[Fact]) -> list[tuple[Fact, tuple[Source, ...]]]:
    """A relation between two documents that both state (`supersedes:` and `superseded by`) once: the newer
    document's statement, with every statement of it as its sources."""
    from doccheck.graph.query.standing import merge_links

    merged = {id(k.fact): k for k in merge_links(f for f in facts if f.subject.doc_path and f.object.doc_path)
              if len(k.sources) > 1}
    twice = {(k.newer, k.relation, k.older) for k in merged.values()}
    return [(f, merged[id(f)].sources if id(f) in merged else ()) for f in facts
            if id(f) in merged or (f.subject.doc_path, f.relation, f.object.doc_path) not in twice]


def about_matches(facts: list[Fact], about: str) -> list[Fact]:
    """Facts whose subject or object is the entity: by name or document id (`ADR 4` is `ADR-0004`), else
    any whose subject or object contains the words."""
    key = _id_key(about)
    exact = [f for f in facts if key in (_id_key(f.subject.name), _id_key(f.object.name))]
    if exact:
        return exact
    needle = about.casefold()
    return [f for f in facts if needle in f.subject.name.casefold() or needle in f.object.name.casefold()]


async def facts_as_of(store: GraphStore, groups: list[str], as_of: datetime, about: str | None = None,
                      known_at: datetime | None = None, catalog: Catalog | None = None) -> list[RankedFact]:
    """The facts that held at `as_of` (valid time), as the repository said at `known_at` (transaction time;
    default: now): a fact recorded later is left out, and an end recorded later is not yet an end.

    `about` names an entity: by name or document id (`ADR 4` is `ADR-0004`), and the answer is what holds of
    it; when it names none (or a value of which nothing holds then), it is a topic, found by meaning
    (`_by_meaning`). The entities are found first, so only their facts are read. `catalog`: what a long-running
    reader (`doccheck mcp`) keeps; default: read now. Each fact comes with its document's standing at `as_of`,
    and the facts of documents in force first."""
    catalog = catalog or await Catalog.read(store, groups)
    if about is None:
        found = [f for group in groups for f in await _held(store, group, as_of, known_at, None)]
        return rank(found, as_of, await standing_at(store, groups, as_of, known_at, catalog))
    found = []
    renamed: list[Segment] = []
    keyed = await catalog.keyed()
    documents = await catalog.document_uuids()
    a_document = False  # the topic is a document's id: what holds of it, never what else matches its words
    for group in groups:
        exact = keyed.get(group, {}).get(_id_key(about), [])
        a_document = a_document or bool(documents.get(group, set()).intersection(exact))
        renamed += await _renamed(store, group, set(exact), catalog) if exact else []
        found += await _held(store, group, as_of, known_at, exact) if exact else []
    if not found and not renamed and not a_document:
        relevance = await _by_meaning(store, groups, about, as_of, known_at, catalog)
        standing = await standing_at(store, groups, as_of, known_at, catalog, {f.path for f in relevance})
        return rank(list(relevance), as_of, standing, {f.uuid: r for f, r in relevance.items()})
    if renamed:
        # The document under the paths (and ids) it had before a rename, and has after one: the stretches of
        # those paths that are its own, as `doccheck history` follows it.
        for group in groups:
            entities = {document_entity(group, DocRef(s.path, "", None, None)).uuid for s in renamed}
            seen = {f.uuid for f in found}
            found += [f for f in await _held(store, group, as_of, known_at, sorted(entities))
                      if f.uuid not in seen and f.subject.doc_path == f.path and any(s.states(f) for s in renamed)]
    return rank(found, as_of, await standing_at(store, groups, as_of, known_at, catalog, {f.path for f in found}))


# What a record decided, of the facts it states: its claims but its status, and the options it rejected.
DECISION_RELATIONS_LEFT_OUT = ("HAS_STATUS",)
MEANING_DOCUMENTS = 5  # records found by their words whose decisions are given
MEANING_SHARE = 0.35  # of the best record's score, the least a record found by its words must have


async def topic_entities(catalog: Catalog, topic: str, exact: bool = False) -> dict[str, dict[str, float]]:
    """Per group, the entities a topic names, each with how well (0 to 1): one whose name contains the topic
    (1), or a short name (`orders service datastore`) with words the thesaurus reaches from it ("database"
    reaches `datastore`), by the share of the longer of the two its reached words are; `exact`: only those whose
    words are the topic's (`api style` for "API style")."""
    from doccheck.graph.model.thesaurus import expand
    from doccheck.graph.query.bm25 import stem, words

    needle, asked = topic.casefold(), words(topic)
    reached = {stem(w) for w in expand(asked)}
    found: dict[str, dict[str, float]] = {group: {} for group in await catalog.name_words()}
    # The names that share a word with the question, through the index of their words (not every name).
    index = await catalog.word_index()
    for word in (set(asked) if exact else reached):
        for group, uuid, _folded, said in index.get(word, ()):
            if exact:
                share = 1.0 if said and list(said) == asked else 0.0
            else:
                share = sum(w in reached for w in said) / max(len(said), len(asked)) if 0 < len(said) <= 3 else 0.0
            if share > found[group].get(uuid, 0.0):
                found[group][uuid] = share
    if not exact:  # a name that contains the question as it is written
        for group, items in (await catalog.name_words()).items():
            found[group].update((uuid, 1.0) for uuid, folded, _said in items if needle in folded)
    return {group: {u: s for u, s in items.items() if s > 0} for group, items in found.items()}


async def _by_meaning(store: GraphStore, groups: list[str], topic: str, as_of: datetime,
                      known_at: datetime | None, catalog: Catalog) -> dict[Fact, float]:
    """A topic that names no entity, found by meaning: fact -> how well it matches (0 to 1).

    - entities whose name contains the topic, or words the thesaurus reaches from it ("database" reaches the
      entity `datastore`, "API style" the entity `api style`): their facts, by how well (`topic_entities`);
    - the records whose own words match best (BM25 with the thesaurus, `bm25.py`): their decisions (their
      claims but their status, the options they rejected; a record with none, its title), by their score."""
    found: dict[Fact, float] = {}
    for group, entities in (await topic_entities(catalog, topic)).items():
        for fact in await _held(store, group, as_of, known_at, sorted(entities)) if entities else []:
            found[fact] = max(entities.get(fact.subject.uuid, 0.0), entities.get(fact.object.uuid, 0.0))
    hits = (await catalog.search_index()).search(topic, MEANING_DOCUMENTS)
    best = hits[0].score if hits else 0.0
    matched = {h.key: h.score / best for h in hits if best and h.score >= MEANING_SHARE * best}
    if matched:
        holding = {group for group, refs in (await catalog.documents()).items() for r in refs if r.path in matched}
        stated = await held_facts(store, [g for g in groups if g in holding], as_of, known_at, paths=matched)
        by_path: dict[str, list[Fact]] = {}
        for fact in stated:
            if fact.relation == "REJECTS" or (fact.claim and fact.relation not in DECISION_RELATIONS_LEFT_OUT):
                by_path.setdefault(fact.path, []).append(fact)
        for fact in stated:
            if fact.relation == "HAS_TITLE" and fact.path not in by_path and fact.subject.doc_path == fact.path:
                by_path.setdefault(fact.path, []).append(fact)
        for path, facts in by_path.items():
            for fact in facts:
                found[fact] = max(found.get(fact, 0.0), matched[path])
    return found


async def standing_at(store: GraphStore, groups: list[str], as_of: datetime, known_at: datetime | None = None,
                      catalog: Catalog | None = None, paths: Iterable[str] | None = None) -> dict[str, Standing]:
    """path -> where each document stands at `as_of` (as the repository said at `known_at`, default now).
    `paths`: only these documents (and those their standing depends on: their successors, the documents that
    ended their claims), read for them alone; default: every document."""
    catalog = catalog or await Catalog.read(store, groups)
    overrides = [(ended, cause) for ended, cause in await catalog.overrides()
                 if known_at is None or (ended.expired_at is not None and ended.expired_at <= known_at)]
    ids = {ref.path: ref.doc_id for refs in (await catalog.documents()).values() for ref in refs}
    if paths is None:
        needed = None
        heads = await catalog.headings() if known_at is None else await held_facts(
            store, groups, as_of, known_at, relations=list(HEADINGS))
    else:
        needed = await catalog.neighbourhood(set(paths), overrides)
        heads = await catalog.heads(needed) if known_at is None else await held_facts(
            store, groups, as_of, known_at, relations=list(HEADINGS), paths=needed)
        ids = {path: doc_id for path, doc_id in ids.items() if path in needed}
        overrides = [(ended, cause) for ended, cause in overrides if ended.path in needed]
    claims = [f for f in await catalog.claims() if needed is None or f.path in needed]
    return standings(heads, as_of, ids, overrides, claims)


async def _renamed(store: GraphStore, group: str, entities: set[str], catalog: Catalog | None) -> list[Segment]:
    """The stretches of other paths that belong to the documents these entities are: where renames brought each
    from, and took it to."""
    refs = await catalog.documents() if catalog is not None else {group: await store.documents(group)}
    paths = {ref.path for ref in refs.get(group, []) if document_entity(group, ref).uuid in entities}
    if not paths:
        return []
    moves = await catalog.moves() if catalog is not None else await read_moves(store, [group])
    found: set[Segment] = set()
    for path in paths:
        for here in segments(path, moves):
            found.update(lineage(here, moves), later(here, moves))
    return [s for s in found if s.path not in paths]


async def _held(store: GraphStore, group: str, as_of: datetime, known_at: datetime | None,
                entities: list[str] | None) -> list[Fact]:
    return await held_facts(store, [group], as_of, known_at, None if entities is None else {group: set(entities)})


async def held_facts(store: GraphStore, groups: list[str], as_of: datetime, known_at: datetime | None = None,
                     entities: dict[str, set[str]] | None = None, relations: list[str] | None = None,
                     claims: bool = False, paths: Iterable[str] | None = None) -> list[Fact]:
    """The facts that held at `as_of`, as known at `known_at` (see `facts_as_of`); `entities`: per group, only
    facts whose subject or object is one of these; `relations`: only these relations; `claims`: only claims;
    `paths`: only facts these documents state."""
    from doccheck.graph.storage.store import _fact, iso, parse_time

    found: list[Fact] = []
    for group in groups:
        narrow, params = "", {"t": iso(as_of)}
        if relations is not None:
            narrow += " AND e.name IN $relations"
            params["relations"] = relations  # type: ignore[assignment]
        if claims:
            narrow += " AND e.claim = true"
        if paths is not None:
            narrow += " AND e.source_path IN $paths"
            params["paths"] = sorted(set(paths))  # type: ignore[assignment]
        if known_at is not None:
            params["k"] = iso(known_at)
        if entities is None:
            rows = await store.query(group, _held_query("MATCH (s:Entity)-[e:RELATES_TO]->(o:Entity)", narrow,
                                                        known_at is not None), **params)
        elif entities.get(group):
            # From the entities (their uuid is indexed), not a scan of every fact; UNION drops a fact met twice.
            heads = ("UNWIND $entities AS u MATCH (s:Entity {uuid: u})-[e:RELATES_TO]->(o:Entity)",
                     "UNWIND $entities AS u MATCH (s:Entity)-[e:RELATES_TO]->(o:Entity {uuid: u})")
            rows = await store.query(group, " UNION ".join(_held_query(h, narrow, known_at is not None)
                                                           for h in heads),
                                     entities=sorted(entities[group]), **params)
        else:
            continue
        for row in rows:
            fact = _fact(row)
            if known_at is not None:
                ends = parse_time(row.get("ends"))
                fact = fact._replace(invalid_at=ends, status=fact.status if ends is not None else "active")
            found.append(fact)
    return found


def _held_query(head: str, narrow: str, known: bool) -> str:
    from doccheck.graph.storage.store import _FACT_FIELDS

    if not known:
        return f"""{head}
            WHERE (e.valid_at IS NULL OR e.valid_at <= $t) AND (e.invalid_at IS NULL OR e.invalid_at > $t)
            {narrow} RETURN {_FACT_FIELDS}"""
    return f"""{head}
        WHERE (e.created_at IS NULL OR e.created_at <= $k) AND (e.valid_at IS NULL OR e.valid_at <= $t) {narrow}
        WITH s, e, o, CASE
            WHEN e.invalid_at IS NOT NULL AND e.expired_at IS NOT NULL AND e.expired_at <= $k
                THEN e.invalid_at
            WHEN e.declared_valid_to IS NOT NULL AND (e.valid_to_recorded_at IS NULL
                                                      OR e.valid_to_recorded_at <= $k)
                THEN e.declared_valid_to
            ELSE NULL END AS ends
        WHERE ends IS NULL OR ends > $t
        RETURN {_FACT_FIELDS}, ends"""


class Catalog:
    """What questions are looked up in, per group: the entities' names, the documents, the links between
    documents (supersessions, amendments: `LINEAGE`), the facts a conflict resolved (`resolved_by` set) and the
    documents' statuses, titles and supersessions (`headings`). Each part is read when first needed.

    Read per question by the CLI; kept by `doccheck mcp`, which reads it again only when the graph changed
    (`Catalog.fresh`: the numbers of entities and facts and the last sync's time, per group). A sync writing at
    that moment is seen when it adds entities or facts, and whole once it records its end."""

    def __init__(self, store: GraphStore, groups: list[str], stamp: tuple[Any, ...]) -> None:
        self.store, self.groups, self.stamp = store, list(groups), stamp
        self._parts: dict[str, Any] = {}

    @classmethod
    async def read(cls, store: GraphStore, groups: list[str]) -> Catalog:
        return cls(store, groups, await cls.stamp_of(store, groups))

    @staticmethod
    async def stamp_of(store: GraphStore, groups: list[str]) -> tuple[Any, ...]:
        """What changes when a group is written: its write counter (one request for every group), else, for a
        group no sync of this version wrote, its numbers of entities and facts and its last sync's time."""
        from doccheck.graph.storage.registry import generations

        stamp: list[Any] = []
        counted = await generations(store.connection.client, groups)
        for group, generation in zip(groups, counted, strict=True):
            if generation is not None:
                stamp += [generation, group]
                continue
            # three queries: counting a label alone is answered without a scan
            for cypher in ("MATCH (n:Entity) RETURN count(n) AS n", "MATCH ()-[e:RELATES_TO]->() RETURN count(e) AS n",
                           "MATCH (m:DoccheckMeta {key: 'sync'}) RETURN m.last_sync_at AS n"):
                stamp += [r["n"] for r in await store.query(group, cypher)]
            stamp.append(group)
        return tuple(stamp)

    @classmethod
    async def fresh(cls, store: GraphStore, groups: list[str], held: Catalog | None) -> Catalog:
        if held is not None and held.groups == list(groups) and held.stamp == await cls.stamp_of(store, groups):
            return held
        return await cls.read(store, groups)

    async def names(self) -> dict[str, list[tuple[str, str]]]:
        if "names" not in self._parts:
            self._parts["names"] = {g: [(r["uuid"], r["name"] or "") for r in await self.store.query(
                g, "MATCH (n:Entity) RETURN n.uuid AS uuid, n.name AS name")] for g in self.groups}
        found: dict[str, list[tuple[str, str]]] = self._parts["names"]
        return found

    async def name_words(self) -> dict[str, list[tuple[str, str, tuple[str, ...]]]]:
        """Per group, each entity's (uuid, name folded, the words search matches of it)."""
        from doccheck.graph.query.bm25 import words

        if "name words" not in self._parts:
            self._parts["name words"] = {group: [(uuid, name.casefold(), tuple(words(name))) for uuid, name in items]
                                         for group, items in (await self.names()).items()}
        found: dict[str, list[tuple[str, str, tuple[str, ...]]]] = self._parts["name words"]
        return found

    async def keyed(self) -> dict[str, dict[str, list[str]]]:
        """Per group, the entities by the key a name is looked up by (`ADR 4` and `ADR-0004` are one)."""
        if "keyed" not in self._parts:
            found: dict[str, dict[str, list[str]]] = {}
            for group, items in (await self.names()).items():
                for uuid, name in items:
                    found.setdefault(group, {}).setdefault(_id_key(name), []).append(uuid)
            self._parts["keyed"] = found
        keyed: dict[str, dict[str, list[str]]] = self._parts["keyed"]
        return keyed

    async def documents(self) -> dict[str, list[DocRef]]:
        if "documents" not in self._parts:
            self._parts["documents"] = {g: await self.store.documents(g) for g in self.groups}
        found: dict[str, list[DocRef]] = self._parts["documents"]
        return found

    async def document_uuids(self) -> dict[str, set[str]]:
        """Per group, the uuids of its documents' entities."""
        if "document uuids" not in self._parts:
            self._parts["document uuids"] = {g: {document_entity(g, r).uuid for r in refs}
                                             for g, refs in (await self.documents()).items()}
        found: dict[str, set[str]] = self._parts["document uuids"]
        return found

    async def document_keys(self) -> set[str]:
        """Every document's path and the key its id is looked up by (`ADR 4` and `ADR-0004` are one)."""
        if "document keys" not in self._parts:
            self._parts["document keys"] = {k for refs in (await self.documents()).values() for r in refs
                                            for k in (r.path, _id_key(r.doc_id))}
        found: set[str] = self._parts["document keys"]
        return found

    async def word_index(self) -> dict[str, list[tuple[str, str, str, tuple[str, ...]]]]:
        """Each word an entity's name has -> (group, uuid, name folded, the name's words): what `topic_entities`
        looks through, found by the words instead of by reading every name (a server of many projects)."""
        if "word index" not in self._parts:
            index: dict[str, list[tuple[str, str, str, tuple[str, ...]]]] = {}
            for group, items in (await self.name_words()).items():
                for uuid, folded, said in items:
                    for word in set(said):
                        index.setdefault(word, []).append((group, uuid, folded, said))
            self._parts["word index"] = index
        found: dict[str, list[tuple[str, str, str, tuple[str, ...]]]] = self._parts["word index"]
        return found

    async def moves(self) -> list[Move]:
        if "moves" not in self._parts:
            self._parts["moves"] = await read_moves(self.store, self.groups)
        found: list[Move] = self._parts["moves"]
        return found

    async def links(self) -> list[Fact]:
        return await self._facts("links", f"e.name IN {list(LINEAGE)!r} AND s.doc_path IS NOT NULL "
                                          "AND o.doc_path IS NOT NULL")

    async def resolved(self) -> list[Fact]:
        return await self._facts("resolved", "e.resolved_by IS NOT NULL")

    async def cross_references(self) -> list[Fact]:
        """Relations between a document and an entity that is none of this project's documents: those naming
        another repository's document are among them (`xrefs.stated` picks them out)."""
        return await self._facts("cross", f"e.name IN {list(CROSSING)!r} AND (s.doc_path IS NULL OR "
                                          "o.doc_path IS NULL)")

    async def claims(self) -> list[Fact]:
        """Every claim but statuses: what a document's standing looks at to tell it replaced in full."""
        return await self._facts("claims", "e.claim = true AND e.name <> 'HAS_STATUS'")

    async def overrides(self) -> list[tuple[Fact, Fact]]:
        """(a claim, the fact of another document that ended it): the value conflicts and contradictions the
        sync resolved (a supersession is the documents' own word, in `headings`)."""
        from doccheck.graph.storage.store import _FACT_FIELDS, _fact

        if "overrides" not in self._parts:
            ended = [f for f in await self.resolved() if f.relation != "HAS_STATUS" and f.status == "superseded"]
            wanted = sorted({f.resolved_by for f in ended if f.resolved_by})
            causes: dict[str, Fact] = {}
            for group in self.groups if wanted else ():
                rows = await self.store.query(group, f"""MATCH (s:Entity)-[e:RELATES_TO]->(o:Entity)
                    WHERE e.uuid IN $uuids RETURN {_FACT_FIELDS}""", uuids=wanted)
                causes.update((r["uuid"], _fact(r)) for r in rows)
            self._parts["overrides"] = [(f, causes[f.resolved_by]) for f in ended if f.resolved_by in causes
                                        and causes[f.resolved_by].relation not in SUPERSEDING]
        found: list[tuple[Fact, Fact]] = self._parts["overrides"]
        return found

    async def headings(self) -> list[Fact]:
        """What a document's standing is read from (`standing.HEADINGS`): statuses, titles, deciders and
        supersessions."""
        return await self._facts("headings", f"e.name IN {list(HEADINGS)!r} AND s.doc_path IS NOT NULL")

    async def _facts(self, part: str, where: str) -> list[Fact]:
        from doccheck.graph.storage.store import _FACT_FIELDS, _fact

        if part not in self._parts:
            found: dict[str, Fact] = {}
            for group in self.groups:
                rows = await self.store.query(group, f"""MATCH (s:Entity)-[e:RELATES_TO]->(o:Entity)
                    WHERE {where} RETURN {_FACT_FIELDS}""")
                found.update((r["uuid"], _fact(r)) for r in rows)
            self._parts[part] = list(found.values())
        facts: list[Fact] = self._parts[part]
        return facts

    async def entities_about(self, about: str) -> tuple[dict[str, set[str]], dict[str, set[str]]]:
        """Per group, the entities `about` names exactly (`ADR 4` is `ADR-0004`), and those whose name contains
        it: `about_matches`' two tiers."""
        key, needle = _id_key(about), about.casefold()
        names = await self.names()
        exact = {g: {u for u, n in items if _id_key(n) == key} for g, items in names.items()}
        partial = {g: {u for u, n in items if needle in n.casefold()} for g, items in names.items()}
        return exact, partial

    async def neighbourhood(self, paths: set[str], overrides: list[tuple[Fact, Fact]]) -> set[str]:
        """The documents the standing of these depends on: them, their successors (and theirs), and the documents
        that ended their claims (and their successors)."""
        after: dict[str, set[str]] = {}
        for link in await self.links():
            if link.relation in SUPERSEDING and link.object.doc_path and link.subject.doc_path:
                after.setdefault(link.object.doc_path, set()).add(link.subject.doc_path)
        for ended, cause in overrides:
            after.setdefault(ended.path, set()).add(cause.path)
        needed, queue = set(paths), list(paths)
        while queue:
            for newer in after.get(queue.pop(), ()):
                if newer not in needed:
                    needed.add(newer)
                    queue.append(newer)
        return needed

    async def heads(self, paths: Iterable[str]) -> list[Fact]:
        """The `HEADINGS` facts whose subject is one of these documents (what each says of itself, and the
        supersessions it is the newer side of, whichever document states them), read for each document once; all
        of them once `headings` was read."""
        from doccheck.graph.storage.store import _FACT_FIELDS, _fact

        wanted = set(paths)
        if "headings" in self._parts:
            return [f for f in await self.headings() if f.subject.doc_path in wanted]
        held: dict[str, list[Fact]] = self._parts.setdefault("heads", {})
        missing = sorted(wanted - held.keys())
        if missing:
            for path in missing:
                held[path] = []
            for group in self.groups:
                # From the documents' entities (their uuid is indexed), not a scan of every fact: what each says
                # of itself, and the supersessions it is the newer side of (the older document may state those).
                uuids = [document_entity(group, DocRef(path, "", None, None)).uuid for path in missing]
                rows = await self.store.query(group, f"""UNWIND $uuids AS u
                    MATCH (s:Entity {{uuid: u}})-[e:RELATES_TO]->(o:Entity) WHERE e.name IN {list(HEADINGS)!r}
                    RETURN {_FACT_FIELDS}""", uuids=uuids)
                for row in rows:
                    fact = _fact(row)  # kept under the document it was read for: its subject
                    held.setdefault(fact.subject.doc_path or fact.path, []).append(fact)
        return [f for path in sorted(wanted) for f in held.get(path, [])]

    async def search_index(self) -> Index:
        """BM25 over each document's own words (`bm25.py`), its title counted twice."""
        from doccheck.graph.query.bm25 import Index

        if "bm25" not in self._parts:
            titles = {f.path: f.object.name for f in await self.headings()
                      if f.relation == "HAS_TITLE" and f.subject.doc_path == f.path}
            texts: dict[str, str] = {}
            for group in self.groups:
                for row in await self.store.query(group, """MATCH (n:Entity) WHERE n.doc_path IS NOT NULL
                        RETURN n.doc_path AS path, n.search_text AS text"""):
                    title = titles.get(row["path"], "")
                    texts[row["path"]] = f"{title} {row['text'] or title}"
            self._parts["bm25"] = Index(texts.items())
        index: Index = self._parts["bm25"]
        return index

    async def find_documents(self, name: str) -> list[tuple[str, str]]:
        return documents_named([ref for refs in (await self.documents()).values() for ref in refs], name)


def documents_named(refs: list[DocRef], name: str) -> list[tuple[str, str]]:
    """(path, id) of the documents a name means: a path, a path's tail, or an id (`ADR 4` is `ADR-0004`)."""
    key, wanted = _id_key(name), name.strip().lstrip("./")
    found = {ref.path: ref.doc_id for ref in refs if ref.path == wanted or _id_key(ref.doc_id) == key}
    if not found:
        found = {ref.path: ref.doc_id for ref in refs if ref.path.endswith("/" + wanted)
                 or ref.path.rsplit("/", 1)[-1].startswith(wanted)}
    return sorted(found.items())


async def status(store: GraphStore, groups: list[str]) -> list[GroupStatus]:
    report = []
    for group in groups:
        episodes = await store.query(group, """MATCH (n:Episodic) RETURN count(n) AS all,
            sum(CASE WHEN n.retired_at IS NULL THEN 0 ELSE 1 END) AS retired""")
        # Documents: those whose latest version is not a deletion.
        latest = await store.latest_versions(group)
        live = sum(not deleted for _time, _digest, deleted, _group in latest.values())
        entities = await store.query(group, "MATCH (n:Entity) RETURN count(n) AS n")
        facts = await store.query(group, """MATCH ()-[e:RELATES_TO]->() RETURN coalesce(e.status, 'active') AS s,
            count(e) AS n""")
        meta = await store.meta(group)
        sync, embedder = meta.get("sync", {}), meta.get("embedder")
        row: dict[str, Any] = episodes[0] if episodes else {}
        report.append(GroupStatus(
            group, int(row.get("all") or 0) - int(row.get("retired") or 0), int(row.get("retired") or 0),
            live, int(entities[0]["n"]) if entities else 0,
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


class VersionRow(NamedTuple):
    version: str
    commit: str | None
    time: datetime
    deleted: bool
    added: list[Fact]
    dropped: list[Fact]


class Timeline(NamedTuple):
    path: str
    doc_id: str
    versions: list[VersionRow]
    statuses: list[Fact]  # HAS_STATUS intervals, oldest first
    superseded_by: list[Fact]  # facts `X SUPERSEDES|REPLACES this`
    supersedes: list[Fact]  # facts `this SUPERSEDES|REPLACES X`
    facts: list[Fact]  # every interval the document states
    moved_from: list[str]  # the paths renames brought it from, latest first (its statuses there are in `statuses`)
    lineage: list[Segment]  # the stretches of paths it had, its own first (`moves.lineage`)


async def document_lineage(store: GraphStore, groups: list[str], path: str,
                           moves: list[Move] | None = None) -> list[Segment]:
    """The stretches of paths the document at `path` had, latest first: its own (the one its latest live version
    is in), then those renames brought it from (see `moves`)."""
    from doccheck.graph.storage.store import parse_time

    moves = await read_moves(store, groups) if moves is None else moves
    rows = [r for group in groups for r in await store.versions(group, [path])]
    live = [t for r in rows if not r["deleted"] and (t := parse_time(r["time"])) is not None]
    return lineage(last_segment(path, live, moves), moves)


async def moved_from(store: GraphStore, groups: list[str], path: str) -> list[str]:
    """The paths the document had before renames brought it to `path`, latest first."""
    return [s.path for s in (await document_lineage(store, groups, path))[1:]]


async def earlier_statuses(store: GraphStore, groups: list[str], path: str,
                           earlier: list[Segment] | None = None) -> tuple[list[str], list[Fact]]:
    """The paths renames brought the document from (latest first), and the statuses it had under them (those
    its own stretch of each path states: another document's, before or after, are not its). `earlier`: its
    lineage, when the caller has it (`document_lineage`)."""
    from doccheck.graph.storage.store import _FACT_FIELDS, _fact

    chain = (await document_lineage(store, groups, path) if earlier is None else earlier)[1:]
    found: list[Fact] = []
    for group in groups if chain else ():
        found += [_fact(r) for r in await store.query(group, f"""MATCH (s:Entity)-[e:RELATES_TO]->(o:Entity)
            WHERE e.source_path IN $paths AND e.name = 'HAS_STATUS' RETURN {_FACT_FIELDS}""",
                                                      paths=sorted({s.path for s in chain}))]
    return [s.path for s in chain], [f for f in found if f.subject.doc_path == f.path
                                     and any(s.states(f) for s in chain)]


class History(NamedTuple):
    facts: list[Fact]  # every fact the document's versions stated
    statuses: list[Fact]  # its HAS_STATUS intervals, those under the paths renames brought it from included


async def histories(store: GraphStore, groups: list[str], paths: Iterable[str]) -> dict[str, History]:
    """What `timeline` gives of each document's facts and statuses, for many documents in a few queries (the
    site asks for every document: one `timeline` each took 15 s for 1,000 documents, 158 s for 4,000)."""
    from doccheck.graph.storage.store import _FACT_FIELDS, _fact, parse_time

    wanted = sorted(set(paths))
    moves = await read_moves(store, groups)
    moved = {p for m in moves for p in (m.source, m.target)}
    live: dict[str, list[datetime]] = {}
    for group in groups:
        for row in await store.versions(group, [p for p in wanted if p in moved]):
            when = parse_time(row["time"])
            if not row["deleted"] and when is not None:
                live.setdefault(row["path"], []).append(when)
    chains = {path: lineage(last_segment(path, live.get(path, []), moves), moves) for path in wanted}
    every = sorted(set(wanted) | {s.path for chain in chains.values() for s in chain})
    by_path: dict[str, list[Fact]] = {}
    for group in groups:
        for row in await store.query(group, f"""MATCH (s:Entity)-[e:RELATES_TO]->(o:Entity)
                WHERE e.source_path IN $paths RETURN {_FACT_FIELDS}""", paths=every):
            fact = _fact(row)
            by_path.setdefault(fact.path, []).append(fact)
    found: dict[str, History] = {}
    for path in wanted:
        own_stretch, *before_it = chains[path]
        facts = sorted((f for f in by_path.get(path, []) if own_stretch.states(f)), key=fact_start)
        before = [f for s in before_it for f in by_path.get(s.path, [])
                  if f.relation == "HAS_STATUS" and f.subject.doc_path == f.path and s.states(f)]
        own = [f for f in facts if f.relation == "HAS_STATUS" and f.subject.doc_path == path]
        found[path] = History(facts, sorted([*own, *before], key=fact_start))
    return found


async def find_documents(store: GraphStore, groups: list[str], name: str) -> list[tuple[str, str]]:
    """(path, id) of the documents a name means: a path, a path's tail, or an id (`ADR 4` is `ADR-0004`)."""
    return documents_named([ref for group in groups for ref in await store.documents(group)], name)


def moved_on(chains: Iterable[list[Segment]]) -> set[Segment]:
    """The stretches that are part of another document's lineage (a path it was renamed from): shown there."""
    return {s for chain in chains for s in chain[1:]}


async def timeline(store: GraphStore, groups: list[str], path: str, doc_id: str,
                   moves: list[Move] | None = None) -> Timeline:
    from doccheck.graph.storage.store import _FACT_FIELDS, _fact
    from doccheck.graph.temporal.derive import version_from_row

    versions = []
    facts: list[Fact] = []
    pointing: list[Fact] = []
    chain = await document_lineage(store, groups, path, moves)
    own_stretch = chain[0]
    earlier, before = await earlier_statuses(store, groups, path, chain)
    for group in groups:
        versions += [version_from_row(r) for r in await store.versions(group, [path])]
        facts += [_fact(r) for r in await store.query(group, f"""MATCH (s:Entity)-[e:RELATES_TO]->(o:Entity)
            WHERE e.source_path = $path RETURN {_FACT_FIELDS}""", path=path)]
        pointing += [_fact(r) for r in await store.query(group, f"""MATCH (s:Entity)-[e:RELATES_TO]->(o:Entity)
            WHERE (o.doc_path = $path OR s.doc_path = $path) AND e.name IN ['SUPERSEDES', 'REPLACES', 'AMENDS',
                  'REVERTS'] RETURN {_FACT_FIELDS}""", path=path)]
    # The document's own stretch of the path: another document that had the path before or after is not it.
    facts = sorted((f for f in facts if own_stretch.states(f)), key=fact_start)
    versions = [v for v in versions if own_stretch.holds(v.time) or (v.facts is None and v.time == own_stretch.end)]
    rows = []
    for version in sorted(versions, key=lambda v: v.order):
        stated = [f for f in facts if f.origin != "inferred"]
        added = [f for f in stated if (f.first_commit is not None and f.first_commit == version.commit)
                 or (f.first_commit is None and f.recorded_at == version.time)]
        dropped = [f for f in stated if f.end_recorded_at == version.time and f.end_reason in ("edited", "deleted")]
        rows.append(VersionRow(version.version_id, version.commit, version.time, version.facts is None, added,
                               dropped))
    unique = {(f.subject.key, f.relation, f.object.key, f.valid_from): f for f in pointing}  # both sides say it
    own = [f for f in facts if f.relation == "HAS_STATUS" and f.subject.doc_path == path]
    return Timeline(
        path, doc_id, rows, sorted([*own, *before], key=fact_start),
        sorted((f for f in unique.values() if f.object.doc_path == path and f.relation in ("SUPERSEDES", "REPLACES")),
               key=fact_start),
        sorted((f for f in unique.values() if f.subject.doc_path == path and f.object.doc_path != path),
               key=fact_start),
        facts, earlier, chain)


def fact_start(fact: Fact) -> tuple[str, str]:
    """Valid time, then transaction time: two intervals that start together are in the order the repository
    stated them."""
    return (fact.valid_from.isoformat() if fact.valid_from else "",
            fact.recorded_at.isoformat() if fact.recorded_at else "")


def known_at_time(text: str, root: Path) -> datetime:
    """A date, or a commit / branch / tag of the repository (its commit time)."""
    from doccheck.errors import UsageError
    from doccheck.graph.history import git

    top = git.top_level(root)
    commit = git.resolve(top, text) if top is not None else None
    if top is not None and commit is not None:
        return git.commit_time(top, commit)
    try:
        return parse_as_of(text)
    except ValueError:
        raise UsageError(f"--known-at {text!r}: not a date (YYYY-MM-DD) nor a commit of the repository") from None
