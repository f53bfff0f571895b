"""The one interface to the graph: reads and writes Graphiti's data model on FalkorDB, in UNWIND batches.

What doccheck writes is what Graphiti writes (`Episodic` nodes, `Entity` nodes with `name_embedding`,
`RELATES_TO` edges with `fact`, `fact_embedding`, `valid_at` / `invalid_at` / `expired_at` and `episodes`,
`MENTIONS` edges), so Graphiti's own search and tools read it. doccheck's own properties ride along: on an
episode its content hash, parser version, document path and digest; on a fact its envelope (confidence,
status, source path / line / commit, declared valid-to, what resolved it).

Queries go through the FalkorDB client directly, not through graphiti-core: a sync that finds nothing changed
never pays graphiti-core's import (~1 s). Graphiti is imported only to build a new graph's indices.
Each group is its own graph, always written through that graph (see GRAPHITI.md).
"""

from __future__ import annotations

import contextlib
import json
from collections import Counter
from collections.abc import Awaitable, Callable, Iterable, Sequence
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any

from doccheck.graph.errors import GraphError
from doccheck.graph.storage.vectors import EMBEDDER_NAME, EMBEDDING_DIM, embed
from doccheck.graph.temporal.facts import DocRef, Entity, Fact

if TYPE_CHECKING:
    from doccheck.graph.storage.connection import GraphConnection

META = "DoccheckMeta"
_FACT_FIELDS = """e.uuid AS uuid, e.name AS relation, e.valid_at AS valid_at, e.invalid_at AS invalid_at,
    e.declared_valid_to AS valid_to, e.confidence AS confidence, e.source_path AS path, e.source_line AS line,
    e.source_commit AS commit, e.episodes AS episodes, e.origin AS origin, e.claim AS claim, e.status AS status,
    e.resolved_by AS resolved_by, e.group_id AS group_id, e.created_at AS recorded_at,
    e.valid_to_recorded_at AS end_recorded_at, e.expired_at AS expired_at, e.end_reason AS end_reason,
    e.first_commit AS first_commit, e.evidence AS evidence,
    s.uuid AS s_uuid, s.name AS s_name, s.doc_path AS s_path, o.uuid AS o_uuid, o.name AS o_name,
    o.doc_path AS o_path"""
VERSION = "DocVersion"


def iso(moment: datetime | None) -> str | None:
    # The same text Graphiti's FalkorDB driver writes for a datetime, so its filters compare like ours.
    return None if moment is None else moment.astimezone(UTC).isoformat()


def parse_time(text: Any) -> datetime | None:
    if not isinstance(text, str) or not text:
        return None
    moment = datetime.fromisoformat(text)
    return moment if moment.tzinfo is not None else moment.replace(tzinfo=UTC)


class GraphStore:
    """Reads and writes one project's groups on one FalkorDB connection; counts what it writes."""

    def __init__(self, connection: GraphConnection, episode_fulltext: bool = False) -> None:
        self.connection = connection
        self.episode_fulltext = episode_fulltext
        self.written: Counter[str] = Counter()
        self._ready: set[str] = set()
        self._fact_index: dict[str, bool] = {}  # group -> whether its facts' vectors are indexed
        self.schema_changed = False  # an index made on a graph: to be saved though no version was written

    async def query(self, group: str, cypher: str, **params: Any) -> list[dict[str, Any]]:
        result = await self.connection.client.select_graph(group).query(cypher, params)
        header = [h[1] if isinstance(h, list | tuple) else h for h in result.header]
        return [dict(zip(header, row, strict=False)) for row in result.result_set]

    async def write(self, group: str, cypher: str, **params: Any) -> list[dict[str, Any]]:
        """A query that changes the group: readers that keep what they read are told (`registry.touch`)."""
        rows = await self.query(group, cypher, **params)
        from doccheck.graph.storage.registry import touch

        await touch(self.connection.client, group)
        return rows

    async def groups(self) -> list[str]:
        return sorted(await self.connection.list_graphs())

    async def project_groups(self, project: str, named: Iterable[str] = ()) -> list[str]:
        """The project's graphs: its own (`project__category`) and those the configuration names."""
        wanted = set(named)
        return [g for g in await self.groups() if g.startswith(f"{project}__") or g in wanted]

    # -- reading --------------------------------------------------------------------------------------------

    async def cursor(self, group: str, scope: str) -> dict[str, Any] | None:
        """Where a sync of this scope (its git pathspecs) stopped: the last commit it read through, that commit's
        time on the sync's clock and the settings' fingerprint. Each scope has its own: a sync of one file
        must not move the cursor of the whole folder past commits it did not read."""
        return (await self.meta(group)).get(f"cursor {scope}")

    async def version_digests(self, group: str, paths: Iterable[str]) -> dict[str, str]:
        """version uuid -> digest of every version of these documents the graph holds."""
        rows = await self.query(group, f"""MATCH (v:{VERSION}) WHERE v.path IN $paths
            RETURN v.uuid AS uuid, v.digest AS digest""", paths=sorted(set(paths)))
        return {r["uuid"]: r["digest"] or "" for r in rows}

    async def latest_versions(self, group: str,
                              paths: Iterable[str] | None = None) -> dict[str, tuple[str, str, bool, str]]:
        """path -> (time, digest, deleted, group) of each document's latest version in this group (of these
        documents, when given)."""
        where = "" if paths is None else "WHERE v.path IN $paths "
        rows = await self.query(group, f"""MATCH (v:{VERSION}) {where}WITH v ORDER BY v.time, v.version
            WITH v.path AS path, last(collect([v.time, v.digest, v.deleted])) AS latest
            RETURN path, latest""", paths=sorted(set(paths or ())))
        return {r["path"]: (r["latest"][0], r["latest"][1] or "", bool(r["latest"][2]), group) for r in rows}

    async def live_documents(self, group: str, prefixes: list[str]) -> int:
        """How many documents under these path prefixes ("" for all) the graph holds, deletions left out:
        counted by the server, so a sync after one commit does not read every document's state."""
        rows = await self.query(group, f"""MATCH (v:{VERSION})
            WHERE any(p IN $prefixes WHERE p = '' OR v.path = p OR v.path STARTS WITH p)
            WITH v ORDER BY v.time, v.version
            WITH v.path AS path, last(collect(v.deleted)) AS deleted WHERE NOT deleted RETURN count(path) AS n""",
                                prefixes=prefixes)
        return int(rows[0]["n"]) if rows else 0

    async def latest_episodes(self, group: str, paths: Iterable[str]) -> dict[str, tuple[str, set[str]]]:
        """path -> (time, episode uuids) of the latest version of these documents: the parts a new version
        may share with it."""
        rows = await self.query(group, f"""MATCH (v:{VERSION}) WHERE v.path IN $paths
            WITH v ORDER BY v.time, v.version
            WITH v.path AS path, last(collect([v.time, v.episodes])) AS latest RETURN path, latest""",
                                paths=sorted(set(paths)))
        return {r["path"]: (r["latest"][0], set(json.loads(r["latest"][1] or "{}").values())) for r in rows}

    async def versions(self, group: str, paths: Iterable[str]) -> list[dict[str, Any]]:
        return await self.query(group, f"""MATCH (v:{VERSION}) WHERE v.path IN $paths
            RETURN v.uuid AS uuid, v.path AS path, v.version AS version, v.commit AS commit, v.time AS time,
                   v.digest AS digest, v.deleted AS deleted, v.facts AS facts, v.episodes AS episodes,
                   v.group_id AS group_id, v.moved_from AS moved_from""", paths=sorted(set(paths)))

    async def underived(self, group: str) -> set[str]:
        rows = await self.query(group, f"MATCH (v:{VERSION}) WHERE v.derived = false RETURN DISTINCT v.path AS path")
        return {r["path"] for r in rows}

    async def pending_documents(self, group: str) -> set[str]:
        """Documents with a reference to a document the graph did not know when they were derived."""
        rows = await self.query(group, """MATCH (n:Entity) WHERE n.doc_path IS NOT NULL AND n.pending = true
            RETURN n.doc_path AS path""")
        return {r["path"] for r in rows}

    async def documents(self, group: str) -> list[DocRef]:
        rows = await self.query(group, """MATCH (n:Entity) WHERE n.doc_path IS NOT NULL
            RETURN DISTINCT n.doc_path AS path, n.name AS name, n.doc_number AS number, n.doc_date AS date""")
        return [DocRef(r["path"], r["name"], r["number"], parse_time(r["date"])) for r in rows]

    async def facts(self, group: str, entities: Iterable[str] = (), paths: Iterable[str] = (),
                    uuids: Iterable[str] = (), objects_in: Iterable[str] = ()) -> list[Fact]:
        """Facts touching these entities, stated by these documents, with these ids, or superseding a document
        in `objects_in`; then the facts that resolved them, so a resolution is decided again with its cause."""
        params = {"keys": sorted(set(entities)), "paths": sorted(set(paths)), "uuids": sorted(set(uuids)),
                  "objects": sorted(set(objects_in))}
        if not any(params.values()):
            return []
        rows = await self.query(group, f"""MATCH (s:Entity)-[e:RELATES_TO]->(o:Entity)
            WHERE s.uuid IN $keys OR o.uuid IN $keys OR e.source_path IN $paths OR e.uuid IN $uuids
               OR (o.doc_path IN $objects AND e.name IN ['SUPERSEDES', 'REPLACES'])
            RETURN {_FACT_FIELDS}""", **params)
        found = {r["uuid"]: _fact(r) for r in rows}
        causes = {f.resolved_by for f in found.values() if f.resolved_by and f.resolved_by not in found}
        if causes:
            rows = await self.query(group, f"""MATCH (s:Entity)-[e:RELATES_TO]->(o:Entity)
                WHERE e.uuid IN $uuids RETURN {_FACT_FIELDS}""", uuids=sorted(causes))
            found.update((r["uuid"], _fact(r)) for r in rows)
        return list(found.values())

    async def facts_resolved_by(self, group: str, uuids: Iterable[str]) -> list[Fact]:
        """Facts whose state these facts set: when those change or go, these are decided again."""
        rows = await self.query(group, f"""MATCH (s:Entity)-[e:RELATES_TO]->(o:Entity)
            WHERE e.resolved_by IN $uuids RETURN {_FACT_FIELDS}""", uuids=sorted(set(uuids)))
        return [_fact(r) for r in rows]

    async def all_facts(self, group: str) -> list[Fact]:
        rows = await self.query(group, f"MATCH (s:Entity)-[e:RELATES_TO]->(o:Entity) RETURN {_FACT_FIELDS}")
        return [_fact(r) for r in rows]

    async def meta(self, group: str) -> dict[str, dict[str, Any]]:
        rows = await self.query(group, f"MATCH (m:{META}) RETURN m.key AS key, properties(m) AS props")
        return {r["key"]: r["props"] for r in rows}

    # -- writing --------------------------------------------------------------------------------------------

    async def prepare(self, group: str) -> None:
        """Refuse a graph embedded by another embedder; build Graphiti's indices once per graph."""
        if group in self._ready:
            return
        from importlib.metadata import version

        meta = await self.meta(group)
        embedder = meta.get("embedder")
        if embedder is not None and (embedder.get("name"), embedder.get("dim")) != (EMBEDDER_NAME, EMBEDDING_DIM):
            raise GraphError(
                f"graph {group} was embedded with {embedder.get('name')} ({embedder.get('dim')} dims), and this "
                f"doccheck embeds with {EMBEDDER_NAME} ({EMBEDDING_DIM} dims): vectors of both cannot be compared; "
                f"delete the graph ({self.connection.where}) and sync again"
            )
        if meta.get("indices", {}).get("graphiti_version") != version("graphiti-core"):
            from doccheck.graph.storage.graphiti_setup import ensure_indices

            await ensure_indices(self.connection.driver_for(group))
            if not self.episode_fulltext:
                await self._narrow_episode_index(group)
            graph = self.connection.client.select_graph(group)
            for prop in ("uuid", "path"):
                with contextlib.suppress(Exception):  # already there
                    await graph.query(f"CREATE INDEX FOR (v:{VERSION}) ON (v.{prop})")
        if meta.get("indices", {}).get("fact_vectors") != EMBEDDING_DIM:
            await self._index_fact_vectors(group)
        if embedder is None:
            await self.write(group, f"MERGE (m:{META} {{key: 'embedder'}}) SET m.name = $name, m.dim = $dim",
                             name=EMBEDDER_NAME, dim=EMBEDDING_DIM)
        self._ready.add(group)

    async def _index_fact_vectors(self, group: str) -> None:
        """A vector index (HNSW, cosine) on the facts' embeddings, so that a search by meaning asks it for the
        nearest facts instead of measuring every fact of the graph (Graphiti builds none on FalkorDB). A graph
        synced before it has none until its next sync; readers scan it meanwhile (`fact_vectors_indexed`)."""
        graph = self.connection.client.select_graph(group)
        with contextlib.suppress(Exception):  # already there
            await graph.query(f"CREATE VECTOR INDEX FOR ()-[e:RELATES_TO]-() ON (e.fact_embedding) OPTIONS "
                              f"{{dimension: {EMBEDDING_DIM}, similarityFunction: 'cosine'}}")
        await self.write(group, f"MERGE (m:{META} {{key: 'indices'}}) SET m.fact_vectors = $dim", dim=EMBEDDING_DIM)
        self._fact_index[group] = True
        self.schema_changed = True

    async def fact_vectors_indexed(self, group: str) -> bool:
        """Whether the group's facts have their vector index (`_index_fact_vectors`), asked once per store."""
        known = self._fact_index.get(group)
        if known is None:
            rows = await self.query(group, """CALL db.indexes() YIELD label, types, entitytype, status
                WHERE label = 'RELATES_TO' AND entitytype = 'RELATIONSHIP' RETURN types, status""")
            # While an index is rebuilt the old one is listed beside the new (`UNDER CONSTRUCTION`): only one
            # whose every listing has the vectors is asked, and a rebuild is not the last word.
            known = bool(rows) and all("VECTOR" in ((row["types"] or {}).get("fact_embedding") or ()) for row in rows)
            if all(row["status"] == "OPERATIONAL" for row in rows):
                self._fact_index[group] = known
        return known

    async def _narrow_episode_index(self, group: str) -> None:
        """Index episodes by name, source and description, not by their whole text (see `episode-fulltext`)."""
        graph = self.connection.client.select_graph(group)
        await graph.query("DROP FULLTEXT INDEX FOR (n:Episodic) ON (n.content)")
        await graph.query("CREATE FULLTEXT INDEX FOR (n:Episodic) ON (n.name)")

    async def write_versions(self, group: str, rows: list[dict[str, Any]]) -> None:
        """Versions with their episodes, marked underived: facts are derived from them in a later step."""
        episodes = [e for r in rows for e in r.pop("episode_rows")]
        for chunk in _chunks(episodes, 200):
            await self.write(group, "UNWIND $rows AS row MERGE (n:Episodic {uuid: row.uuid}) SET n = row",
                             rows=chunk)
        for chunk in _chunks(rows):
            await self.write(group, f"""UNWIND $rows AS row MERGE (v:{VERSION} {{uuid: row.uuid}})
                SET v = row, v.derived = false""", rows=chunk)
        self.written["versions"] += len(rows)
        self.written["episodes"] += len(episodes)

    async def mark_underived(self, group: str, paths: Iterable[str]) -> None:
        await self.write(group, f"MATCH (v:{VERSION}) WHERE v.path IN $paths SET v.derived = false",
                         paths=sorted(set(paths)))

    async def mark_derived(self, group: str, paths: Iterable[str]) -> None:
        await self.write(group, f"MATCH (v:{VERSION}) WHERE v.path IN $paths SET v.derived = true",
                         paths=sorted(set(paths)))

    async def retire_old_episodes(self, group: str, retired: dict[str, str]) -> None:
        """Episodes of versions that are no longer their document's latest: `retired_at` is when the next
        version (or the deletion) came. They stay, with their text; the model extraction skips them."""
        rows = [{"uuid": u, "when": w} for u, w in retired.items()]
        for chunk in _chunks(rows):
            await self.write(group, """UNWIND $rows AS row MATCH (n:Episodic {uuid: row.uuid})
                WHERE n.retired_at IS NULL OR n.retired_at <> row.when SET n.retired_at = row.when""", rows=chunk)

    async def set_cursor(self, group: str, scope: str, commit: str | None, when: datetime | None,
                         fingerprint: str) -> None:
        await self.write(group, f"""MERGE (m:{META} {{key: $key}})
            SET m.commit = $commit, m.time = $time, m.fingerprint = $fingerprint""",
                         key=f"cursor {scope}", commit=commit, time=iso(when), fingerprint=fingerprint)

    async def prune_versions(self, group: str, paths: Iterable[str], keep: set[str]) -> dict[str, int]:
        """Versions of these documents whose commit is no longer in the history (a force-push rewrote it):
        deleted, so facts are derived from the history as it is. Returns how many each document lost."""
        rows = await self.query(group, f"""MATCH (v:{VERSION}) WHERE v.path IN $paths
            RETURN v.uuid AS uuid, v.path AS path, v.commit AS commit""", paths=sorted(set(paths)))
        gone = [r for r in rows if r["commit"] and r["commit"] not in keep]
        for chunk in _chunks([r["uuid"] for r in gone]):
            await self.write(group, f"UNWIND $rows AS uuid MATCH (v:{VERSION} {{uuid: uuid}}) DELETE v", rows=chunk)
        return dict(Counter(r["path"] for r in gone))

    async def write_entities(self, group: str, entities: Iterable[Entity], docs: dict[str, DocRef],
                             pending: set[str], now: datetime) -> None:
        unique = {e.uuid: e for e in entities}
        known = {r["uuid"] for r in await self.query(
            group, "MATCH (n:Entity) WHERE n.uuid IN $uuids RETURN n.uuid AS uuid", uuids=sorted(unique))}
        # Documents are rewritten (their id or date may change); a value entity is written once, when new.
        rows = []
        for entity in unique.values():
            if entity.uuid in known and entity.doc_path is None:
                continue
            ref = docs.get(entity.doc_path or "")
            rows.append({"uuid": entity.uuid, "name": entity.name, "group_id": group, "summary": "",
                         "created_at": iso(now), "name_embedding": embed(entity.name),
                         "doc_path": entity.doc_path, "doc_number": ref.number if ref else None,
                         "doc_date": iso(ref.date) if ref else None, "pending": entity.doc_path in pending,
                         "search_text": ref.search_text if ref else None})
        for chunk in _chunks(rows):
            await self.write(group, """UNWIND $rows AS row MERGE (n:Entity {uuid: row.uuid})
                ON CREATE SET n.created_at = row.created_at
                SET n.name = row.name, n.group_id = row.group_id, n.summary = row.summary,
                    n.doc_path = row.doc_path, n.doc_number = row.doc_number, n.doc_date = row.doc_date,
                    n.pending = row.pending, n.search_text = row.search_text,
                    n.name_embedding = vecf32(row.name_embedding)""", rows=chunk)
        self.written["entities"] += len(rows)

    async def write_facts(self, group: str, facts: Sequence[Fact], mentions: bool = True) -> None:
        rows = [_edge_row(f) for f in facts]
        for chunk in _chunks(rows):
            await self.write(group, """UNWIND $rows AS row
                MATCH (s:Entity {uuid: row.source_node_uuid}) MATCH (o:Entity {uuid: row.target_node_uuid})
                MERGE (s)-[e:RELATES_TO {uuid: row.uuid}]->(o)
                SET e = row SET e.fact_embedding = vecf32(row.fact_embedding)""", rows=chunk)
        self.written["facts"] += len(rows)
        if mentions:
            await self.write_mentions(group, facts)

    async def write_mentions(self, group: str, facts: Sequence[Fact]) -> None:
        """Every episode that states a fact mentions its subject and object (rewritten on every derivation of
        the document, so a write cut short is made whole by the next)."""
        found = {}
        for fact in facts:
            for episode in fact.episodes or (fact.episode_uuid,):
                for entity in (fact.subject, fact.object):
                    uid = _mention_uuid(episode, entity.uuid)
                    found[uid] = {"uuid": uid, "episode": episode, "entity": entity.uuid, "group_id": group,
                                  "created_at": iso(fact.recorded_at)}
        for chunk in _chunks(list(found.values())):
            await self.write(group, """UNWIND $rows AS row
                MATCH (p:Episodic {uuid: row.episode}) MATCH (n:Entity {uuid: row.entity})
                MERGE (p)-[m:MENTIONS {uuid: row.uuid}]->(n)
                SET m.group_id = row.group_id, m.created_at = row.created_at""", rows=chunk)
        self.written["mentions"] += len(found)

    async def update_facts(self, group: str, facts: Sequence[Fact]) -> None:
        """Set the lifecycle of facts already in the graph (a resolution decided again)."""
        rows = [{"uuid": f.uuid, "status": f.status, "invalid_at": iso(f.invalid_at), "resolved_by": f.resolved_by,
                 "expired_at": iso(f.expired_at)} for f in facts]
        for chunk in _chunks(rows):
            await self.write(group, """UNWIND $rows AS row MATCH ()-[e:RELATES_TO {uuid: row.uuid}]->()
                SET e.status = row.status, e.invalid_at = row.invalid_at, e.resolved_by = row.resolved_by,
                    e.expired_at = row.expired_at""", rows=chunk)
        self.written["updates"] += len(rows)

    async def delete_facts(self, group: str, uuids: Sequence[str]) -> None:
        """Intervals no longer derived (a version synced out of order split or moved them)."""
        for chunk in _chunks(list(uuids)):
            await self.write(group, "UNWIND $rows AS uuid MATCH ()-[e:RELATES_TO {uuid: uuid}]->() DELETE e",
                             rows=chunk)
        self.written["deleted facts"] += len(uuids)

    async def record_sync(self, group: str, summary: dict[str, Any]) -> None:
        await self.write(group, f"MERGE (m:{META} {{key: 'sync'}}) SET m += $summary", summary=summary)

    async def save(self) -> None:
        """Make what was written durable on the embedded server (a remote server persists by its own rules)."""
        if self.connection.server is not None:
            await self.connection.client.connection.execute_command("SAVE")

    # -- the lock (`lock.py`) -------------------------------------------------------------------------------

    def locked(self, project: str) -> contextlib.AbstractAsyncContextManager[Callable[[], Awaitable[None]]]:
        """One writer per project, whatever machine it runs on (`lock.locked`). Yields `refresh`, to await at
        each batch; it stops the writer if the lock expired and another took it."""
        from doccheck.graph.storage.lock import locked

        return locked(self.connection, project)


def _chunks(rows: list[Any], size: int = 500) -> Iterable[list[Any]]:
    for start in range(0, len(rows), size):
        yield rows[start : start + size]


def _mention_uuid(episode: str, entity: str) -> str:
    import uuid

    from doccheck.graph.history.episodes import NAMESPACE

    return str(uuid.uuid5(NAMESPACE, f"mention/{episode}/{entity}"))


def _edge_row(fact: Fact) -> dict[str, Any]:
    return {
        "uuid": fact.uuid, "name": fact.relation, "fact": fact.text, "group_id": fact.group_id,
        "episodes": list(fact.episodes or (fact.episode_uuid,)), "created_at": iso(fact.recorded_at),
        "expired_at": iso(fact.expired_at),
        "valid_at": iso(fact.valid_from), "invalid_at": iso(fact.invalid_at), "reference_time": iso(fact.valid_from),
        "source_node_uuid": fact.subject.uuid, "target_node_uuid": fact.object.uuid,
        "fact_embedding": embed(fact.text), "confidence": fact.confidence, "status": fact.status,
        "source_path": fact.path, "source_line": fact.line, "source_commit": fact.commit, "origin": fact.origin,
        "claim": fact.claim, "declared_valid_to": iso(fact.valid_to), "resolved_by": fact.resolved_by,
        "valid_to_recorded_at": iso(fact.end_recorded_at), "end_reason": fact.end_reason,
        "first_commit": fact.first_commit, "evidence": fact.evidence or None,
    }


def _fact(row: dict[str, Any]) -> Fact:
    episodes = tuple(row["episodes"] or ())
    return Fact(
        uuid=row["uuid"], group_id=row["group_id"],
        subject=Entity(row["s_uuid"], row["s_name"], row["s_path"]), relation=row["relation"],
        object=Entity(row["o_uuid"], row["o_name"], row["o_path"]), valid_from=parse_time(row["valid_at"]),
        valid_to=parse_time(row["valid_to"]), confidence=float(row["confidence"] if row["confidence"] is not None
                                                                else 1.0),
        path=row["path"] or "", line=int(row["line"] or 1), commit=row["commit"],
        episode_uuid=episodes[0] if episodes else "", origin=row["origin"] or "schema", claim=bool(row["claim"]),
        status=row["status"] or "active", invalid_at=parse_time(row["invalid_at"]), resolved_by=row["resolved_by"],
        recorded_at=parse_time(row["recorded_at"]), end_recorded_at=parse_time(row["end_recorded_at"]),
        end_reason=row["end_reason"], episodes=episodes, first_commit=row["first_commit"],
        expired_at=parse_time(row["expired_at"]), evidence=row.get("evidence") or "",
    )
