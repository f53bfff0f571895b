"""Writing what a sync planned, so that a run killed anywhere and run again ends with the graph an
uninterrupted run makes: first the lifecycle of facts already in the graph, then the documents in batches
(episodes stamped "pending", entities, facts, mentions, then the episodes' hashes), then the retirements.
Ids are uuid5 and every write is an upsert. One writer per project at a time (`GraphStore.locked`).

Two test hooks, read when a write starts (never at import), not meant for users:
`DOCCHECK_SYNC_BATCH` (documents per batch, default 200) makes small batches of a small corpus, and
`DOCCHECK_SYNC_CRASH_AFTER=N` SIGKILLs the process before batch N is finished, to test resuming.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Awaitable, Callable
from datetime import datetime
from typing import TYPE_CHECKING, Any, NamedTuple

from doccheck.graph.episodes import PARSER_VERSION, Episode, SourceDocument
from doccheck.graph.facts import DocRef, Fact, document_entity

if TYPE_CHECKING:
    from doccheck.graph.store import EpisodeRow, GraphStore

BATCH_ENV = "DOCCHECK_SYNC_BATCH"
CRASH_ENV = "DOCCHECK_SYNC_CRASH_AFTER"


class DocumentWrite(NamedTuple):
    source: SourceDocument
    episodes: list[Episode]
    facts: list[Fact]


class WritePlan(NamedTuple):
    docs: list[DocumentWrite]  # the changed documents: their episodes and facts
    final: dict[str, Fact]  # every fact touched, in its state once the conflicts are resolved
    held: dict[str, Fact]  # those facts as the graph holds them
    held_hashes: dict[str, str]  # content hash of each live episode in the graph
    updates: list[Fact]  # facts in the graph whose lifecycle changed
    retiring: list[EpisodeRow]  # episodes whose document or part went away
    refs: dict[str, DocRef]  # every document a fact may name
    now: datetime
    retire_time: datetime  # when retired episodes and their facts end: the commit's time


async def write_plan(store: GraphStore, plan: WritePlan, project: str, progress: bool,
                     summary: dict[str, Any]) -> None:
    """Write the plan under the project's lock; ``summary`` (commit, counts) is recorded in each group."""
    async with store.locked(project) as refresh_lock:
        await _write(store, plan, progress, summary, refresh_lock)


async def _write(store: GraphStore, plan: WritePlan, progress_bar: bool, summary: dict[str, Any],
                 refresh_lock: Callable[[], Awaitable[None]]) -> None:
    groups = sorted({e.group_id for d in plan.docs for e in d.episodes} | {f.group_id for f in plan.updates}
                    | {r.group_id for r in plan.retiring})
    for group in groups:
        await store.prepare(group)
    for group in groups:
        mine = [f for f in plan.updates if f.group_id == group]
        if mine:
            await store.update_facts(group, mine, plan.now)
    batch = max(1, int(os.environ.get(BATCH_ENV) or 200))  # test hooks: read here, when a write starts
    crash_after = int(os.environ.get(CRASH_ENV) or 0)
    # Only episodes whose content changed are rewritten; the others of a changed document get a new digest.
    stale = {e.uuid: plan.held_hashes.get(e.uuid) != e.content_hash for d in plan.docs for e in d.episodes}
    total = sum(len(d.episodes) for d in plan.docs)
    progress = _Progress(total, progress_bar)
    done = 0
    for number, start in enumerate(range(0, len(plan.docs), batch), start=1):
        chunk = plan.docs[start : start + batch]
        for group in sorted({e.group_id for d in chunk for e in d.episodes}):
            episodes = [e for d in chunk for e in d.episodes if e.group_id == group]
            facts = [plan.final[f.uuid] for d in chunk for f in d.facts if f.group_id == group]
            changed_facts = [f for f in facts if _differs(f, plan.held.get(f.uuid))]
            by_episode: dict[str, list[str]] = {}
            for fact in facts:
                by_episode.setdefault(fact.episode_uuid, []).append(fact.uuid)
            dirty = [e for e in episodes if stale.get(e.uuid, True)]
            await store.write_episodes(group, dirty, by_episode, plan.now)
            doc_entities = [document_entity(group, plan.refs[d.source.relative]) for d in chunk
                            if d.episodes and d.episodes[0].group_id == group]
            entities = [*doc_entities, *(e for f in changed_facts for e in (f.subject, f.object))]
            await store.write_entities(group, entities, plan.refs, plan.now)
            await store.write_facts(group, changed_facts, plan.now)
            if crash_after and number >= crash_after:
                os.kill(os.getpid(), 9)  # the test of resuming: die with the batch half-written
            await store.finish_episodes(group, episodes, PARSER_VERSION)
        done += sum(len(d.episodes) for d in chunk)
        progress.update(done)
        await refresh_lock()
    progress.close()
    for group in sorted({r.group_id for r in plan.retiring}):
        await store.retire_episodes(group, [r.uuid for r in plan.retiring if r.group_id == group], plan.retire_time)
    for group in groups:
        await store.record_sync(group, {"last_sync_at": plan.now.isoformat(), "parser_version": PARSER_VERSION,
                                        **summary})


def _differs(fact: Fact, held: Fact | None) -> bool:
    if held is None:
        return True
    return fact._replace(commit=None) != held._replace(commit=None)


class _Progress:
    """A one-line progress bar on stderr, only on a terminal and only for syncs long enough to need one."""

    def __init__(self, total: int, enabled: bool) -> None:
        self.total = total
        self.enabled = enabled and total >= 50 and sys.stderr.isatty()

    def update(self, done: int) -> None:
        if self.enabled:
            width = 30
            filled = width * done // max(self.total, 1)
            sys.stderr.write(f"\rsyncing [{'#' * filled}{'.' * (width - filled)}] {done}/{self.total} episodes")
            sys.stderr.flush()

    def close(self) -> None:
        if self.enabled:
            sys.stderr.write("\n")
            sys.stderr.flush()
