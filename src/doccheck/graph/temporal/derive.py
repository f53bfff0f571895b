"""Versions in the graph -> facts in the graph: the derivation step of a sync.

1. The documents to derive: those with a version not yet derived (written by this sync, or by one that was
   killed), and, when new documents arrived, those whose references waited for a document (`pending`).
2. Their versions, all of them, from the graph (and, in a dry run, the ones this sync would write).
3. Their intervals (`intervals.derive`), resolved against every document the graph knows.
4. The facts already in the graph that meet them (same subject, the documents they supersede or that
   supersede them, and what resolved those), taken back to what their own documents declare; then the
   conflicts over all of them, decided from scratch (`conflicts.find_conflicts`), so the same versions give
   the same answers whatever order they were synced in.
5. Write: the intervals that changed, the lifecycle of the others that changed, delete the intervals no
   longer derived, entities, MENTIONS; then mark the versions derived. A run killed before that last step
   derives them again.
"""

from __future__ import annotations

import itertools
import json
import os
import uuid
from collections.abc import Awaitable, Callable, Iterable
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any, NamedTuple

from doccheck.graph.history.episodes import NAMESPACE, SyncContext
from doccheck.graph.temporal.conflicts import Conflict, find_conflicts
from doccheck.graph.temporal.facts import DocRef, Entity, Fact, Problem, Resolver, document_entity
from doccheck.graph.temporal.intervals import Version, derive
from doccheck.graph.temporal.statements import VersionFacts

if TYPE_CHECKING:
    from doccheck.config.load import Config
    from doccheck.graph.storage.store import GraphStore


class Derivation(NamedTuple):
    conflicts: list[Conflict]
    problems: list[Problem]
    notes: list[str]
    groups: list[str]
    paths: list[str]
    written: int
    blocked: bool
    derived: int = 0  # the intervals derived for these documents (what a dry run would write)


def version_uuid(group: str, path: str, version: str) -> str:
    return str(uuid.uuid5(NAMESPACE, f"{group}/version/{path}@{version}"))


def version_from_row(row: dict[str, Any]) -> Version:
    from doccheck.graph.storage.store import parse_time

    facts = None if row["deleted"] or not row["facts"] else VersionFacts.from_json(json.loads(row["facts"]))
    when = parse_time(row["time"])
    assert when is not None
    return Version(row["path"], row["version"], when, row["group_id"], facts, row["commit"],
                   json.loads(row["episodes"] or "{}"), row.get("moved_from"))


def latest_ref(path: str, versions: list[Version]) -> DocRef | None:
    """The document as its latest live version names it."""
    live = [v for v in sorted(versions, key=lambda v: v.order) if v.facts is not None]
    if not live:
        return None
    facts = live[-1].facts
    assert facts is not None
    when = None
    if facts.date:
        day = datetime.fromisoformat(facts.date[:10])
        when = day.replace(tzinfo=UTC)
    return DocRef(path, facts.doc_id, facts.number, when, facts.search_text)


async def derive_documents(store: GraphStore | None, config: Config, context: SyncContext, groups: list[str],
                           memory: dict[str, list[Version]], new_paths: set[str], rewritten: set[str],
                           strategy: str, dry_run: bool,
                           refresh: Callable[[], Awaitable[None]] | None) -> Derivation:
    settings = config.sync
    dirty: set[str] = {p for p, versions in memory.items() if versions} | rewritten
    versions: dict[str, list[Version]] = {p: list(v) for p, v in memory.items() if v}
    refs: dict[str, DocRef] = {}
    if store is not None:
        for group in groups:
            dirty |= await store.underived(group)
            if new_paths:
                dirty |= await store.pending_documents(group)
    all_groups = sorted(set(groups) | {v.group_id for vs in versions.values() for v in vs})
    if store is not None and dirty:
        for group in groups:
            for row in await store.versions(group, dirty):
                version = version_from_row(row)
                known = versions.setdefault(version.path, [])
                if all(v.version_id != version.version_id for v in known):
                    known.append(version)
            for ref in await store.documents(group):
                refs.setdefault(ref.path, ref)
    if not dirty:
        return Derivation([], [], [], [], [], 0, False)
    for path in dirty:
        latest = latest_ref(path, versions.get(path, []))
        if latest is not None:
            refs[path] = latest
    resolver = Resolver(refs.values(), context.home)
    derived: dict[str, list[Fact]] = {}
    pending: dict[str, list[str]] = {}
    notes: list[str] = []
    for path in sorted(dirty):
        if not versions.get(path):
            continue
        ref = refs.get(path) or DocRef(path, path, None, None)
        outcome = derive(versions[path], resolver, lambda group, ref=ref: ref)  # type: ignore[misc]
        derived[path] = outcome.facts
        pending[path] = outcome.pending
        notes += outcome.notes
    new_facts = [f for facts in derived.values() for f in facts]

    # The facts already in the graph that these meet; their state is decided again, from what they declare.
    held: dict[str, Fact] = {}
    if store is not None:
        subjects = {f.subject for f in new_facts if f.claim}
        targets = {f.object.doc_path for f in new_facts if f.object.doc_path and f.relation in ("SUPERSEDES",
                                                                                                "REPLACES")}
        for group in groups:
            keys = {_in_group(e, group).uuid for e in subjects}
            found = await store.facts(group, keys, dirty | {t for t in targets if t}, (), dirty)
            held.update((f.uuid, f) for f in found if f.origin != "llm")  # the model's facts are extract.py's
        others = {f.path for f in held.values() if f.path not in dirty}
        if others:
            for group in groups:
                held.update((f.uuid, f) for f in await store.facts(group, (), (), (), others)
                            if f.uuid not in held and f.origin != "llm")
    existing = [f.declared() for f in held.values() if f.path not in dirty]
    declared = [f.declared() for f in new_facts]
    resolution = find_conflicts([*declared, *existing], [], strategy, settings.contradictions, settings.single_valued)
    final = {u: _finalise(f, resolution.facts) for u, f in resolution.facts.items()}
    fresh = {f.uuid for f in new_facts if f.uuid not in held}
    # Reported: the conflicts of the documents this sync brought a version of, and any a new fact takes part in.
    conflicts = [c for c in resolution.conflicts if c.new.uuid in fresh or c.other.uuid in fresh
                 or c.new.path in dirty or c.other.path in dirty]
    conflicts = [c._replace(new=final.get(c.new.uuid, c.new), other=final.get(c.other.uuid, c.other))
                 if c.kind != "temporal-overlap" else c for c in conflicts]
    conflicts = _new_first(conflicts, fresh | {f.uuid for f in new_facts})
    blocked = any(c.blocking for c in conflicts)
    problems = [Problem(p, 1, f"a reference to {t!r}: no such document in the graph yet; resolved when it arrives")
                for p, targets in pending.items() for t in targets]
    touched_groups = sorted({f.group_id for f in new_facts} | {v.group_id for vs in versions.values() for v in vs})
    if store is None or dry_run or blocked:
        return Derivation(conflicts, problems, notes, touched_groups or all_groups, sorted(dirty), 0, blocked,
                          len({f.uuid for f in new_facts}))

    # Write.
    written = 0
    stale = [f for f in held.values() if f.path in dirty and f.uuid not in final]
    changed_new = [final[f.uuid] for f in new_facts if _differs(final[f.uuid], held.get(f.uuid))]
    changed_old = [final[f.uuid] for f in held.values() if f.path not in dirty and f.uuid in final
                   and _differs(final[f.uuid], f)]
    now = datetime.now(UTC)
    by_group: dict[str, list[Fact]] = {}
    for fact in changed_new:
        by_group.setdefault(fact.group_id, []).append(fact)
    for group in sorted(set(by_group) | {f.group_id for f in stale} | {f.group_id for f in changed_old}
                        | set(touched_groups)):
        await store.prepare(group)
        mine = by_group.get(group, [])
        doc_entities = [document_entity(group, refs[p]) for p in dirty if p in refs
                        and any(v.group_id == group for v in versions.get(p, []))]
        entities = [*doc_entities, *(e for f in mine for e in (f.subject, f.object))]
        await store.write_entities(group, entities, refs, {p for p, t in pending.items() if t}, now)
        await store.delete_facts(group, [f.uuid for f in stale if f.group_id == group])
        await store.write_facts(group, mine, mentions=False)
        await store.write_mentions(group, [final[f.uuid] for f in new_facts if f.group_id == group])
        await store.update_facts(group, [f for f in changed_old if f.group_id == group])
        written += len(mine)
        if refresh is not None:
            await refresh()
    if os.environ.get("DOCCHECK_SYNC_CRASH_AFTER") == "-1":  # test hook: die with facts written, not marked
        os.kill(os.getpid(), 9)
    for group in touched_groups:
        retired = _retired_episodes(versions, group)
        await store.retire_old_episodes(group, retired)
        await store.mark_derived(group, dirty)
    return Derivation(conflicts, problems, notes, touched_groups, sorted(dirty), written, False,
                      len({f.uuid for f in new_facts}))


def _in_group(entity: Entity, group: str) -> Entity:
    return entity.in_group(group)


def _retired_episodes(versions: dict[str, list[Version]], group: str) -> dict[str, str]:
    """Every episode no longer part of its document's latest version -> when the version that dropped it came
    (episodes are shared by the versions that leave their part alone)."""
    retired: dict[str, str] = {}
    for items in versions.values():
        ordered = sorted(items, key=lambda v: v.order)
        for version, after in itertools.pairwise(ordered):
            if version.group_id != group:
                continue
            for episode in set(version.episodes.values()) - set(after.episodes.values()):
                retired[episode] = after.time.isoformat()
        if ordered:
            for episode in ordered[-1].episodes.values():
                retired.pop(episode, None)  # back in the latest version
    return retired


def _finalise(fact: Fact, facts: dict[str, Fact]) -> Fact:
    """The lifecycle status and the transaction time of the end, once conflicts are decided."""
    if fact.resolved_by is not None and fact.status in ("superseded", "disputed"):
        cause = facts.get(fact.resolved_by)
        known = max((t for t in (fact.recorded_at, cause.recorded_at if cause else None) if t is not None),
                    default=None)
        if fact.invalid_at is not None and fact.valid_to is not None and fact.valid_to <= fact.invalid_at:
            return fact._replace(status="retired" if fact.end_reason == "deleted" else "ended",
                                 invalid_at=fact.valid_to, resolved_by=None, expired_at=fact.end_recorded_at)
        return fact._replace(expired_at=known if fact.invalid_at is not None else None)
    if fact.valid_to is not None:
        return fact._replace(status="retired" if fact.end_reason == "deleted" else "ended",
                             invalid_at=fact.valid_to, expired_at=fact.end_recorded_at)
    return fact._replace(status="active", expired_at=None)


def _differs(fact: Fact, held: Fact | None) -> bool:
    return held is None or fact != held


def _new_first(conflicts: Iterable[Conflict], fresh: set[str]) -> list[Conflict]:
    """Each conflict with the fact this sync brought as `new`."""
    ordered = []
    for conflict in conflicts:
        if conflict.new.uuid not in fresh and conflict.other.uuid in fresh:
            conflict = conflict._replace(new=conflict.other, other=conflict.new)
        ordered.append(conflict)
    return ordered
