"""Where `extract = "llm"` keeps its state in the graph, and how it takes an extraction back out.

Each language-model extraction is a Graphiti episode of its own beside doccheck's episode of the same
document part (whose node Graphiti would overwrite), with a uuid5 from that episode and its content hash.
Its progress lives in a marker node whose label no Graphiti query matches (Graphiti rewrites its episode
nodes whole, so a property on the episode would not survive):

    (:DoccheckExtraction {uuid, episode, hash, state: pending|done, doc_path, name, model, ...})

The marker is written before anything else and deleted after everything else, so whatever a killed run
left behind is found again: a `pending` marker is taken back out and its episode extracted anew.

Taking an extraction out is what Graphiti's `remove_episode` does to the graph, without its last step: it
asks the model to rewrite the summary of every entity the episode mentioned, one request per entity, after
the deletions are already done, logging and swallowing any failure. Here the summaries stay as they are
(the next episode that mentions an entity rewrites its summary anyway), no request is made, and the facts
the episode had invalidated get their validity back. Every step is idempotent, in an order that lets a
killed removal finish on the next run.
"""

from __future__ import annotations

import os

# Graphiti sends telemetry unless this is off; set it before graphiti_core is first imported.
os.environ["GRAPHITI_TELEMETRY_ENABLED"] = "false"

import uuid as uuidlib
from datetime import datetime
from typing import TYPE_CHECKING, Any, NamedTuple

from doccheck.graph.history.episodes import NAMESPACE
from doccheck.graph.storage.store import iso, parse_time

if TYPE_CHECKING:
    from doccheck.graph.storage.store import GraphStore

MARKER = "DoccheckExtraction"
DONE, PENDING = "done", "pending"


class SourceEpisode(NamedTuple):
    """doccheck's own episode of a document part, as the graph holds it: what the model is given."""

    uuid: str
    group_id: str
    name: str
    doc_path: str
    part: str
    content: str
    source_description: str
    reference_time: datetime
    content_hash: str
    commit: str | None
    retired: bool

    @property
    def extraction_uuid(self) -> str:
        return str(uuidlib.uuid5(NAMESPACE, f"{self.group_id}/llm-episode/{self.uuid}/{self.content_hash}"))


class Marker(NamedTuple):
    uuid: str  # the extraction's Graphiti episode
    group_id: str
    episode: str  # doccheck's episode it was extracted from
    hash: str  # that episode's content hash at the time
    state: str
    doc_path: str
    name: str


async def source_episodes(store: GraphStore, group: str) -> list[SourceEpisode]:
    rows = await store.query(group, """MATCH (n:Episodic)
        WHERE n.doc_path IS NOT NULL AND n.content_hash IS NOT NULL AND n.content_hash <> ''
        RETURN n.uuid AS uuid, n.name AS name, n.doc_path AS doc_path, n.part AS part, n.content AS content,
               n.source_description AS description, n.valid_at AS valid_at, n.content_hash AS hash,
               n.commit AS commit, n.retired_at AS retired_at""")
    return [SourceEpisode(r["uuid"], group, r["name"] or "", r["doc_path"], r["part"] or "", r["content"] or "",
                          r["description"] or "", parse_time(r["valid_at"]) or datetime.fromtimestamp(0),
                          r["hash"], r["commit"], r["retired_at"] is not None) for r in rows]


async def markers(store: GraphStore, group: str) -> list[Marker]:
    rows = await store.query(group, f"""MATCH (m:{MARKER}) RETURN m.uuid AS uuid, m.episode AS episode,
        m.hash AS hash, m.state AS state, m.doc_path AS doc_path, m.name AS name""")
    return [Marker(r["uuid"], group, r["episode"] or "", r["hash"] or "", r["state"] or PENDING,
                   r["doc_path"] or "", r["name"] or "") for r in rows]


async def begin(store: GraphStore, source: SourceEpisode, model: str, now: datetime) -> str:
    """The pending marker, then the episode node Graphiti's `add_episode(uuid=...)` loads and extracts."""
    uuid = source.extraction_uuid
    await store.query(source.group_id, f"""MERGE (m:{MARKER} {{uuid: $uuid}})
        SET m.episode = $episode, m.hash = $hash, m.state = $state, m.doc_path = $doc_path, m.name = $name,
            m.model = $model, m.started_at = $now""", uuid=uuid, episode=source.uuid, hash=source.content_hash,
                      state=PENDING, doc_path=source.doc_path, name=source.name, model=model, now=iso(now))
    await store.query(source.group_id, """MERGE (n:Episodic {uuid: $uuid})
        SET n.name = $name, n.group_id = $group_id, n.source = 'text', n.source_description = $description,
            n.content = $content, n.valid_at = $valid_at, n.created_at = $now, n.entity_edges = []""",
                      uuid=uuid, name=source.name, group_id=source.group_id,
                      description=f"{source.source_description} (language model)", content=source.content,
                      valid_at=iso(source.reference_time), now=iso(now))
    return uuid


async def finish(store: GraphStore, group: str, uuid: str, entities: int, facts: int, now: datetime) -> None:
    await store.query(group, f"""MATCH (m:{MARKER} {{uuid: $uuid}})
        SET m.state = $state, m.entities = $entities, m.facts = $facts, m.done_at = $now""",
                      uuid=uuid, state=DONE, entities=entities, facts=facts, now=iso(now))


async def remove(store: GraphStore, group: str, uuid: str) -> int:
    """Take an extraction out of the graph; the number of its own facts deleted."""
    # 1. Facts it invalidated get back the validity they had.
    await store.query(group, """MATCH ()-[e:RELATES_TO]->() WHERE e.llm_invalidated_by = $uuid
        SET e.invalid_at = e.llm_prior_invalid_at, e.expired_at = e.llm_prior_expired_at,
            e.status = e.llm_prior_status, e.resolved_by = e.llm_prior_resolved_by,
            e.llm_invalidated_by = NULL, e.llm_prior_invalid_at = NULL, e.llm_prior_expired_at = NULL,
            e.llm_prior_status = NULL, e.llm_prior_resolved_by = NULL""", uuid=uuid)
    # 2. Facts only it supports go; facts others support too lose it from their episodes.
    deleted = await store.query(group, """MATCH ()-[e:RELATES_TO]->()
        WHERE size(e.episodes) = 1 AND e.episodes[0] = $uuid DELETE e RETURN count(e) AS n""", uuid=uuid)
    await store.query(group, """MATCH ()-[e:RELATES_TO]->() WHERE $uuid IN e.episodes
        SET e.episodes = [x IN e.episodes WHERE x <> $uuid]""", uuid=uuid)
    # 3. Entities only it mentions and no remaining fact touches go.
    await store.query(group, """MATCH (:Episodic {uuid: $uuid})-[:MENTIONS]->(n:Entity)
        WHERE NOT (n)-[:RELATES_TO]-()
        OPTIONAL MATCH (o:Episodic)-[:MENTIONS]->(n)
        WITH n, count(o) AS mentions WHERE mentions = 1 DETACH DELETE n""", uuid=uuid)
    # 4. The episode, then its marker.
    await store.query(group, "MATCH (n:Episodic {uuid: $uuid}) DETACH DELETE n", uuid=uuid)
    await store.query(group, f"MATCH (m:{MARKER} {{uuid: $uuid}}) DELETE m", uuid=uuid)
    return int(deleted[0]["n"]) if deleted else 0


def prior_state(row: dict[str, Any]) -> dict[str, Any]:
    """What `remove` restores on a fact an extraction invalidates (stored on the fact, in the same write)."""
    return {"llm_prior_invalid_at": row.get("invalid_at"), "llm_prior_expired_at": row.get("expired_at"),
            "llm_prior_status": row.get("status"), "llm_prior_resolved_by": row.get("resolved_by")}


def when(moment: datetime | str | None) -> str | None:
    return moment if isinstance(moment, str) or moment is None else iso(moment)
