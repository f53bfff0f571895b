"""`extract = "llm"`: Graphiti's `add_episode` over doccheck's episodes, after the deterministic sync wrote them.

The work is a reconciliation of the graph with itself, so a fresh runner, a killed run and a changed
document all come out the same way:

1. Read doccheck's episodes (content and hash, as the deterministic sync stored them) and the extraction
   markers of every group of the project.
2. An extraction whose episode is gone, retired or changed, or that never finished, is taken out
   (`extraction_store.remove`): a document never has two extractions, and nothing is half-written.
3. Each live episode without a finished extraction is extracted: `add_episode` with `EpisodeType.text`, the
   episode's reference time, its group (the driver's own graph), no previous episodes as context (a
   document stands alone, and every previous episode would be sent with every prompt), at most
   `concurrency` episodes in flight, earliest reference time first.
4. The run stops starting episodes when it cannot go on the same way: a fatal error (wrong key, endpoint
   down, unknown model), the run's budget spent, or an endpoint that plainly cannot keep up (the first
   episode to end timed out, or KEEP_UP episodes in a row did). What is left waits for the next sync.

Before Graphiti saves an episode, a hook sees what it is about to write: the model's new facts get
doccheck's envelope (origin `llm`, source path and line, confidence, status); an older fact the episode
invalidated is reported as a `model-contradiction` and remembers its prior validity (so removing the
episode gives it back); a fact from the schema that the model tried to invalidate is left as it was and
reported as `model-contradicts-schema`: models over-fire on contradictions, and the schema is the stronger
source. All of that goes into the graph in Graphiti's own write, or not at all.

Episodes in flight together do not see each other's facts; set `concurrency = 1` for strict time order.
"""

from __future__ import annotations

import os

# Graphiti sends telemetry unless this is off; set it before graphiti_core is first imported.
os.environ["GRAPHITI_TELEMETRY_ENABLED"] = "false"

import asyncio
import contextlib
import re
import time
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any, NamedTuple

from graphiti_core import Graphiti
from graphiti_core.nodes import EpisodeType

from doccheck.graph.model import extraction_store as marks
from doccheck.graph.model.extraction_store import Marker, SourceEpisode
from doccheck.graph.model.llm import EPISODE_USAGE, LLMCallError, LLMSettings, Usage, make_llm_client, require_hook
from doccheck.graph.storage.store import _FACT_FIELDS, _fact, parse_time
from doccheck.graph.temporal.conflicts import Conflict
from doccheck.graph.temporal.facts import Entity, Fact

if TYPE_CHECKING:
    from graphiti_core.edges import EntityEdge
    from graphiti_core.nodes import EntityNode

    from doccheck.graph.storage.store import GraphStore

_LOCK_REFRESH = 15.0  # seconds; an episode on a slow local model can take longer than the lock lives
SAVE_EVERY = 10.0  # seconds between snapshots of the embedded graph, so a killed run keeps its finished work
KEEP_UP = 2  # episodes timed out in a row after which the endpoint is taken to be too slow for the run


class Plan(NamedTuple):
    remove: list[Marker]
    add: list[SourceEpisode]


class EpisodeOutcome(NamedTuple):
    name: str
    doc_path: str
    group_id: str
    entities: tuple[str, ...]
    facts: tuple[str, ...]
    invalidated: int
    requests: int
    tokens: int
    seconds: float
    error: str | None = None


@dataclass
class ExtractionReport:
    model: str
    endpoint: str
    planned: int = 0  # episodes to extract
    removing: int = 0  # extractions to take out
    removed: int = 0
    outcomes: list[EpisodeOutcome] = field(default_factory=list)
    conflicts: list[Conflict] = field(default_factory=list)
    stopped: str | None = None  # why the run stopped early: wrong key, endpoint down, budget spent, too slow
    usage: Usage = field(default_factory=Usage)
    dry_run: bool = False
    structured_output: str | None = None  # the format the server took (`auto` finds it)

    @property
    def extracted(self) -> list[EpisodeOutcome]:
        return [o for o in self.outcomes if o.error is None]

    @property
    def failures(self) -> list[str]:
        return [f"{o.name} ({o.doc_path}): {o.error}" for o in self.outcomes if o.error is not None]

    @property
    def failed(self) -> bool:
        return bool(self.stopped or self.failures)


def plan_extraction(sources: Sequence[SourceEpisode], markers: Sequence[Marker],
                    in_scope: Callable[[str], bool] = lambda _path: True) -> Plan:
    """What to take out and what to extract, from what the graph holds. Pure."""
    live = {s.uuid: s for s in sources if not s.retired}
    remove, finished = [], set()
    for marker in markers:
        source = live.get(marker.episode)
        if marker.state == marks.DONE and source is not None and source.content_hash == marker.hash:
            finished.add(marker.episode)
        else:
            remove.append(marker)
    add = [s for s in live.values() if s.uuid not in finished and in_scope(s.doc_path)]
    return Plan(remove, sorted(add, key=lambda s: (s.reference_time, s.doc_path, s.part)))


async def extract_episodes(store: GraphStore, groups: Sequence[str], settings: LLMSettings, *, project: str,
                           in_scope: Callable[[str], bool] = lambda _path: True, root: Path | None = None,
                           dry_run: bool = False, log: Callable[[str], None] | None = None,
                           environ: dict[str, str] | None = None, unwritten: int = 0) -> ExtractionReport:
    """Reconcile and extract (see the module); ``unwritten``: episodes a dry run would write, to count too."""
    report = ExtractionReport(settings.model, settings.endpoint, dry_run=dry_run)
    sources: list[SourceEpisode] = []
    found: list[Marker] = []
    for group in groups:
        sources += await marks.source_episodes(store, group)
        found += await marks.markers(store, group)
    plan = plan_extraction(sources, found, in_scope)
    report.planned, report.removing = len(plan.add) + (unwritten if dry_run else 0), len(plan.remove)
    if dry_run or not (plan.add or plan.remove):
        return report
    client = make_llm_client(settings, report.usage, environ, log)  # no key: refuse before writing anything
    require_hook(Graphiti, "_process_episode_data", ("episode", "nodes", "entity_edges"), "add_episode")
    async with store.locked(project) as refresh:
        keeper = asyncio.create_task(_keep_lock(refresh))
        try:
            run = _Run(store, settings, client, report, root, log or (lambda _line: None))
            for marker in plan.remove:
                await store.prepare(marker.group_id)
                await marks.remove(store, marker.group_id, marker.uuid)
                report.removed += 1
                store.written["extractions removed"] += 1
            await run.extract_all(plan.add)
        finally:
            report.structured_output = client.format
            keeper.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await keeper
    return report


async def _keep_lock(refresh: Callable[[], Awaitable[None]]) -> None:
    while True:
        await asyncio.sleep(_LOCK_REFRESH)
        await refresh()


class _Run:
    def __init__(self, store: GraphStore, settings: LLMSettings, client: Any, report: ExtractionReport,
                 root: Path | None, log: Callable[[str], None]) -> None:
        self.store, self.settings, self.client, self.report, self.root, self.log = (
            store, settings, client, report, root, log)
        self.graphitis: dict[str, _HookedGraphiti] = {}
        self.last_save = time.monotonic()
        self.lines: dict[str, list[str]] = {}
        self.timeouts = 0  # episodes in a row that ended in a timeout

    async def extract_all(self, episodes: list[SourceEpisode]) -> None:
        gate = asyncio.Semaphore(self.settings.concurrency)  # FIFO: episodes start in time order

        async def one(source: SourceEpisode) -> None:
            async with gate:
                if self.report.stopped is None:
                    await self.extract(source)

        await asyncio.gather(*(one(s) for s in episodes))
        left = len(episodes) - len(self.report.outcomes)
        if self.report.stopped is not None and left:
            self.report.stopped += f"; {left} of {len(episodes)} episodes left for the next sync"

    def stop(self, why: str) -> None:
        if self.report.stopped is None:
            self.report.stopped = why
            self.log(f"model extraction stopped: {why}")

    def cannot_keep_up(self, exc: LLMCallError) -> str | None:
        """Why the run should stop after this timed-out episode, if the endpoint plainly cannot keep up."""
        self.timeouts += 1
        if self.report.extracted and self.timeouts < KEEP_UP:
            return None
        when = "before any finished" if not self.report.extracted else "in a row"
        return (f"{self.settings.endpoint} cannot keep up: {self.timeouts} episode{'s' * (self.timeouts != 1)} "
                f"timed out {when} ({exc}); raise [tool.doccheck.sync.llm] timeout, set concurrency = 1 for a "
                "server that answers one request at a time, lower max-tokens, or use a faster model")

    def graphiti(self, group: str) -> _HookedGraphiti:
        if group not in self.graphitis:
            from doccheck.graph.storage.embedder import HashEmbedder
            from doccheck.graph.storage.graphiti_setup import NoCrossEncoder

            self.graphitis[group] = _HookedGraphiti(
                graph_driver=self.store.connection.driver_for(group), llm_client=self.client,
                embedder=HashEmbedder(), cross_encoder=NoCrossEncoder())
        return self.graphitis[group]

    async def extract(self, source: SourceEpisode) -> None:
        group = source.group_id
        await self.store.prepare(group)
        graphiti = self.graphiti(group)
        usage = Usage()
        EPISODE_USAGE.set(usage)
        started = time.monotonic()
        uuid = await marks.begin(self.store, source, self.settings.model, datetime.now(UTC))
        hook = _Hook(self, source, uuid)
        graphiti.hooks[uuid] = hook
        try:
            result = await graphiti.add_episode(
                name=source.name, episode_body=source.content, source_description=source.source_description,
                reference_time=source.reference_time, source=EpisodeType.text, group_id=group, uuid=uuid,
                previous_episode_uuids=[])
        except Exception as exc:  # any failure: take the episode out, say why, go on
            cause = str(exc) if isinstance(exc, LLMCallError) else f"{type(exc).__name__}: {_one_line(exc)}"
            with contextlib.suppress(Exception):  # if even this fails, the pending marker says so next run
                await marks.remove(self.store, group, uuid)
            outcome = EpisodeOutcome(source.name, source.doc_path, group, (), (), 0, usage.requests,
                                     usage.total_tokens, time.monotonic() - started, cause)
            self.report.outcomes.append(outcome)
            self.log(f"model extraction failed for {source.name} ({source.doc_path}): {cause}")
            if isinstance(exc, LLMCallError) and exc.fatal:
                self.stop(cause)
            elif isinstance(exc, LLMCallError) and exc.cause == "timeout":
                why = self.cannot_keep_up(exc)
                if why is not None:
                    self.stop(why)
            return
        finally:
            graphiti.hooks.pop(uuid, None)
        self.timeouts = 0
        created = [e for e in result.edges if uuid in e.episodes]
        await marks.finish(self.store, group, uuid, len(result.nodes), len(created), datetime.now(UTC))
        self.store.written["extractions"] += 1
        self.report.conflicts += hook.conflicts
        outcome = EpisodeOutcome(source.name, source.doc_path, group, tuple(n.name for n in result.nodes),
                                 tuple(e.fact for e in created), len(hook.conflicts), usage.requests,
                                 usage.total_tokens, time.monotonic() - started)
        self.report.outcomes.append(outcome)
        facts = len(outcome.facts)
        self.log(f"extracted {source.name} ({source.doc_path}): {len(outcome.entities)} entities "
                 f"({', '.join(outcome.entities) or 'none'}), {facts} fact{'s' * (facts != 1)}"
                 + (f", {outcome.invalidated} invalidated" if outcome.invalidated else "")
                 + f"; {usage.requests} requests, {usage.total_tokens} tokens, {outcome.seconds:.1f} s")
        await self.maybe_save()

    async def maybe_save(self) -> None:
        server = self.store.connection.server
        if server is not None and time.monotonic() - self.last_save >= SAVE_EVERY:
            self.last_save = time.monotonic()
            await asyncio.to_thread(server.save)

    def line_of(self, doc_path: str, names: Sequence[str]) -> int:
        """The first line of the document that names the fact's object (else subject); else 1."""
        if self.root is None:
            return 1
        if doc_path not in self.lines:
            try:
                self.lines[doc_path] = (self.root / doc_path).read_text(errors="replace").splitlines()
            except OSError:
                self.lines[doc_path] = []
        for name in names:
            pattern = re.compile(re.escape(name), re.IGNORECASE)
            for number, text in enumerate(self.lines[doc_path], start=1):
                if pattern.search(text):
                    return number
        return 1


class _HookedGraphiti(Graphiti):
    """Graphiti with a look at each episode's nodes and edges just before it saves them (see the module).

    `_process_episode_data` is private to graphiti-core: `extract_episodes` checks with `require_hook` that it
    is still there and still called by `add_episode` before anything is written.
    """

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.hooks: dict[str, _Hook] = {}

    async def _process_episode_data(self, episode: Any, nodes: Any, entity_edges: Any, *args: Any,
                                    **kwargs: Any) -> Any:
        hook = self.hooks.get(episode.uuid) if not isinstance(episode, list) else None
        if hook is not None:
            await hook.before_save(nodes, entity_edges)
        return await super()._process_episode_data(episode, nodes, entity_edges, *args, **kwargs)


class _Hook:
    def __init__(self, run: _Run, source: SourceEpisode, uuid: str) -> None:
        self.run, self.source, self.uuid = run, source, uuid
        self.conflicts: list[Conflict] = []

    async def before_save(self, nodes: list[EntityNode], edges: list[EntityEdge]) -> None:
        store, group = self.run.store, self.source.group_id
        rows = await store.query(group, f"""MATCH (s:Entity)-[e:RELATES_TO]->(o:Entity) WHERE e.uuid IN $uuids
            RETURN {_FACT_FIELDS}""", uuids=[e.uuid for e in edges])
        held = {r["uuid"]: r for r in rows}
        names = {n.uuid: n.name for n in nodes} | {r["s_uuid"]: r["s_name"] for r in rows} | {
            r["o_uuid"]: r["o_name"] for r in rows}
        new = [e for e in edges if e.uuid not in held]
        for edge in new:
            self.stamp(edge, names)
        for edge in edges:  # Graphiti saves with `SET e = ...`: what it did not load of doccheck's envelope goes
            row = held.get(edge.uuid)
            if row is not None and row["origin"] == "llm":
                kept = {"origin": "llm", "claim": False, "confidence": row["confidence"], "source_path": row["path"],
                        "source_line": row["line"], "source_commit": row["commit"]}
                edge.attributes = {**kept, **(edge.attributes or {})}
        for edge in list(edges):
            row = held.get(edge.uuid)
            if row is None or row["expired_at"] is not None or edge.expired_at is None:
                continue  # not an older fact this episode invalidated
            cause = _cause(edge, new) or edge
            mine = self.fact(cause, names)
            if row["origin"] not in (None, "llm"):
                # The schema's fact stands: give it back what it had, and write nothing to it.
                edge.invalid_at, edge.expired_at = parse_time(row["invalid_at"]), None
                if self.uuid not in edge.episodes:
                    edges.remove(edge)
                theirs = _fact(row)
                self.conflicts.append(Conflict(
                    "model-contradicts-schema", mine, theirs, "schema-wins",
                    f"kept: the model took {mine.text} to end {theirs.text}, which the schema states; "
                    "the schema's fact stands"))
                continue
            edge.attributes = {**(edge.attributes or {}), **marks.prior_state(row),
                               "llm_invalidated_by": self.uuid, "status": "superseded", "resolved_by": cause.uuid}
            ended = _fact(row)._replace(status="superseded", invalid_at=edge.invalid_at, resolved_by=cause.uuid)
            day = edge.invalid_at.date().isoformat() if edge.invalid_at else "at once"
            self.conflicts.append(Conflict(
                "model-contradiction", mine, ended, "recency-wins",
                f"the model found that {mine.text} ends {ended.text} {day}"))

    def stamp(self, edge: EntityEdge, names: dict[str, str]) -> None:
        """doccheck's envelope on a fact the model found, so `doccheck facts` shows where it came from."""
        fact = self.fact(edge, names)
        edge.attributes = {**(edge.attributes or {}), "origin": "llm", "claim": False,
                           "status": "active" if edge.expired_at is None else "superseded",
                           "confidence": fact.confidence, "source_path": fact.path, "source_line": fact.line,
                           "source_commit": fact.commit}

    def fact(self, edge: EntityEdge, names: dict[str, str]) -> Fact:
        subject = names.get(edge.source_node_uuid, "?")
        target = names.get(edge.target_node_uuid, "?")
        source = self.source
        line = self.run.line_of(source.doc_path, [target, subject])
        return Fact(edge.uuid, source.group_id, Entity(edge.source_node_uuid, subject), edge.name,
                    Entity(edge.target_node_uuid, target), edge.valid_at, None, self.run.settings.confidence,
                    source.doc_path, line, source.commit, self.uuid, "llm", False,
                    "active" if edge.expired_at is None else "superseded", edge.invalid_at)


def _cause(ended: EntityEdge, new: list[EntityEdge]) -> EntityEdge | None:
    """The episode's new fact that most likely ended ``ended``: one sharing an entity with it, else the first."""
    ends = {ended.source_node_uuid, ended.target_node_uuid}
    return next((e for e in new if {e.source_node_uuid, e.target_node_uuid} & ends), new[0] if new else None)


def _one_line(exc: BaseException) -> str:
    return " ".join(str(exc).split())[:300] or type(exc).__name__

