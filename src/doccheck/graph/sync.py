"""`doccheck sync`: versions -> episodes -> facts as intervals -> conflicts -> write.

1. Guard: writes only on the sync branch (`GITHUB_REF_NAME`, else git); elsewhere a dry run that says so.
2. Versions (`history/versions.py`): in git, the first-parent commits after the last one the graph has read
   (all of them on a first sync, or with `--history`; `--since` limits them), each changed document's blob
   read from git, never from the working tree; outside git, the files as they are. A version the graph
   already holds with the same digest is not read again.
3. Each new version is parsed as the check parses it (templates, text that is not text and values the check
   rejects are reported, not stored) and written as its own episodes and a `DocVersion` node holding what it
   states, marked underived, in batches; the graph's cursor moves after each batch (`--history` resumes).
4. Derive (`temporal/derive.py`): every document with an underived version, or with a reference to a document
   that has since arrived, gets its intervals recomputed from all its versions, then the conflicts with the
   facts already in the graph; changed intervals are written, intervals no longer derived deleted, the versions
   marked derived. Everything is an upsert by uuid5, so a run killed anywhere and run again ends with the
   graph an uninterrupted run makes.
"""

from __future__ import annotations

import asyncio
import json
import os
import sys
import time
from collections import Counter
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path, PurePosixPath
from typing import TYPE_CHECKING, Any, NamedTuple

from doccheck.graph.errors import GraphError
from doccheck.graph.history import git
from doccheck.graph.history.episodes import PARSER_VERSION, SyncContext, episodes_for, group_for
from doccheck.graph.history.versions import (
    GitPlan,
    Scope,
    VersionSource,
    commits_after,
    disk_versions,
    facts_fingerprint,
    git_plan,
    git_versions,
    parse_version,
    relative_path,
    stage_statuses,
    uncommitted,
    working_tree_versions,
)
from doccheck.graph.project import project_name, settled_project
from doccheck.graph.temporal.conflicts import Conflict
from doccheck.graph.temporal.derive import Derivation, derive_documents, version_uuid
from doccheck.graph.temporal.facts import Problem
from doccheck.graph.temporal.intervals import Version
from doccheck.graph.temporal.statements import VersionFacts, version_facts

if TYPE_CHECKING:
    from doccheck.config.load import Config
    from doccheck.graph.model.extract import ExtractionReport
    from doccheck.graph.references import CrossFinding
    from doccheck.graph.storage.store import GraphStore

URL_ENV = "DOCCHECK_FALKORDB_URL"
BRANCH_ENV = "DOCCHECK_SYNC_BRANCH"
BATCH_ENV = "DOCCHECK_SYNC_BATCH"  # test hook: versions per batch (default 500)
CRASH_ENV = "DOCCHECK_SYNC_CRASH_AFTER"  # test hook: SIGKILL the process after batch N (N > 0) or mid-derive (-1)
SAVE_EVERY = 20.0  # seconds between snapshots of the embedded graph during a long replay
FLUSH_EVERY = 2.0  # seconds at most between written batches, whatever their size


class SyncOptions(NamedTuple):
    paths: list[Path]
    dry_run: bool = False
    force: bool = False
    falkordb_url: str | None = None
    groups: tuple[tuple[str, str], ...] = ()  # category -> group id, from --group
    strategy: str | None = None
    progress: bool = False
    extract: str | None = None  # "schema" or "llm", from --extract; default: [tool.doccheck.sync] extract
    history: bool = False  # replay every commit, even those before the graph's cursor
    since: str | None = None  # --since REF|DATE: replay from there
    worktree: bool = False  # also sync uncommitted edits, as a version at the time of the sync


@dataclass
class SyncResult:
    episodes: Counter[str] = field(default_factory=Counter)  # added, updated, retired, unchanged
    versions: Counter[str] = field(default_factory=Counter)  # read, deleted, commits, documents
    conflicts: list[Conflict] = field(default_factory=list)
    problems: list[Problem] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    groups: list[str] = field(default_factory=list)
    written: Counter[str] = field(default_factory=Counter)
    dry_run: bool = False
    blocked: bool = False  # a manual-strategy conflict: nothing was written
    documents: int = 0
    where: str = ""
    head: str | None = None
    llm: ExtractionReport | None = None  # extract = "llm": what the language model did
    references: list[CrossFinding] = field(default_factory=list)  # to other repositories' documents (DC508-9)
    derived_facts: int = 0  # intervals derived for the documents read (a dry run's plan: the facts it would write)
    # The graph keeps paths relative to the configuration's root; the user is shown them as the check shows
    # them (as named on the command line): `display` for the documents read, `display_prefix` for the others.
    display: dict[str, str] = field(default_factory=dict)
    display_prefix: str = ""

    @property
    def exit_code(self) -> int:
        return 1 if self.blocked or (self.llm is not None and self.llm.failed) else 0


def run_sync(config: Config, options: SyncOptions) -> SyncResult:
    return asyncio.run(_sync(config, options))


async def _sync(config: Config, options: SyncOptions) -> SyncResult:
    settings = config.sync
    result = SyncResult(dry_run=options.dry_run)
    scope = _scope(options.paths, config)
    plan = git_plan(config, scope)
    branch = _branch(config.root, plan)
    wanted = os.environ.get(BRANCH_ENV) or settings.branch
    if not options.dry_run and not options.force and branch != wanted:
        result.dry_run = True
        where = f"on branch {branch}" if branch else "not on a git branch"
        result.notes.append(f"{where}, not {wanted}: dry run, nothing written (--force writes anyway)")
    project = project_name(config)
    context = SyncContext(project, {**settings.groups, **dict(options.groups)}, None, datetime.now(UTC),
                          _home(config))
    result.display_prefix = _display_prefix(options.paths, config)

    url = options.falkordb_url or os.environ.get(URL_ENV) or settings.falkordb_url
    data_dir = config.root / settings.data_dir
    if url is None and result.dry_run and not data_dir.exists():
        result.notes.append(f"no graph in {data_dir} yet: planned against an empty graph")
        await _run(None, config, options, context, scope, plan, result)
        if (options.extract or settings.extract) == "llm":
            from doccheck.graph.model.extract import ExtractionReport

            llm = settings.llm
            result.llm = ExtractionReport(llm.model, llm.base_url or "OpenAI's API", result.episodes["added"],
                                          dry_run=True)
        return result
    from doccheck.graph.storage.connection import open_falkordb
    from doccheck.graph.storage.store import GraphStore

    connection = await open_falkordb(url, data_dir)
    store = GraphStore(connection, settings.episode_fulltext)
    result.where = connection.where
    try:
        project = await settled_project(store, config)
        context = context._replace(project=project)
        if not result.dry_run and (options.strategy or settings.strategy) == "manual":
            # Conflicts left to the documents block the whole sync: decide them before writing anything.
            trial = SyncResult(dry_run=True)
            await _run(store, config, options, context, scope, plan, trial)
            if trial.blocked:
                result.__dict__.update({**trial.__dict__, "dry_run": False})
        if result.dry_run or result.blocked:
            await _run(store, config, options, context, scope, plan, result) if not result.blocked else None
        else:
            if connection.server is not None:
                connection.server.begin_writes()
            from doccheck.graph.project import repository_identity, root_below_top
            from doccheck.graph.storage import registry

            identity, below = repository_identity(config), root_below_top(config)
            async with store.locked(project) as refresh:
                # A project another repository holds is refused before anything is written (`registry.claim`).
                await registry.claim(connection.client, project, identity, below, connection.where)
                await _run(store, config, options, context, scope, plan, result, refresh)
                if not result.blocked and any(store.written.values()):
                    from doccheck.graph.references import check

                    # References to other repositories' documents, against what the server holds of them (a sync
                    # that wrote nothing new reports nothing new, and leaves the registry as it was).
                    checked = await check(store, await store.project_groups(project, context.groups.values()))
                    result.references, result.notes = checked.findings, result.notes + checked.notes
                    await registry.record(connection.client, project, identity, below, result.groups,
                                          datetime.now(UTC).isoformat(), result.head, checked.references)
        if (options.extract or settings.extract) == "llm" and not result.blocked:
            await _extract(store, config, options, project, scope.prefixes, result)
        result.written = store.written
    finally:
        # What was written is kept even when the run is cut short (Ctrl-C, an error): each batch is whole and the
        # cursor names only commits whose versions are all written, so the next run resumes after them.
        await connection.close(save=sum(store.written.values()) > 0 or store.schema_changed)
    return result


class _Cursor(NamedTuple):
    commit: str | None
    time: datetime | None


async def _run(store: GraphStore | None, config: Config, options: SyncOptions, context: SyncContext,
               scope: Scope, plan: GitPlan | None, result: SyncResult, refresh: Any = None) -> None:
    from doccheck.graph.storage.store import parse_time

    stages = stage_statuses(options.paths, scope, plan)
    fingerprint = facts_fingerprint(config, stages)
    groups = await store.project_groups(context.project, context.groups.values()) if store is not None else []
    cursor = _Cursor(None, None)
    stamps = []
    scope_key = " ".join(sorted(plan.pathspecs)) if plan is not None else ""
    for group in groups:
        assert store is not None
        found = await store.cursor(group, scope_key) or {}
        stamps.append(found.get("fingerprint"))
        if found.get("fingerprint") == fingerprint and plan is not None and found.get("commit") and (
                git.is_ancestor(plan.top, found["commit"])) and (
                cursor.time is None or (parse_time(found.get("time")) or cursor.time) > cursor.time):
            cursor = _Cursor(found["commit"], parse_time(found.get("time")))
    if cursor.commit is None and any(stamp not in (None, fingerprint) for stamp in stamps):
        result.notes.append("the settings that decide how documents are read changed: every version is read again")

    # What to read: the commits after the cursor (or all of them), else the files on disk.
    commits: list[git.Commit] = []
    after, floor = (None, None) if options.history else cursor
    on_disk: list[VersionSource] = []
    since = None
    if plan is None:
        on_disk = disk_versions(options.paths, scope, fingerprint)
        touched = {v.path for v in on_disk}
    else:
        result.head = git.resolve(plan.top, "HEAD")
        if options.since:
            since_commit = git.resolve(plan.top, options.since)
            if since_commit is not None:
                after, floor = git.resolve(plan.top, f"{since_commit}^"), None
            else:
                since = _date(options.since)
        if after is None and not options.since and git.is_shallow(plan.top):
            # A shallow clone's history stops at its boundary: what the graph holds from before it is not
            # rewritten, only not fetched, and the boundary commit would look like every document's beginning.
            if not result.dry_run:
                raise GraphError(f"{plan.top} is a shallow clone: the sync reads the history from where the graph "
                                 "left off, which this clone does not have; fetch the whole history (`git fetch "
                                 "--unshallow`, or `fetch-depth: 0` for actions/checkout), or sync `--since` a "
                                 "commit it has")
            result.notes.append("a shallow clone: the plan covers only the commits it has")
        commits = commits_after(plan, after, since) if result.head != after else []
        result.versions["commits"] = len(commits)
        touched = {r for c in commits for ch in c.changes
                   if (r := relative_path(ch.path, plan.prefix)) is not None}
        if any(PurePosixPath(p).name in config.sidecar_names for p in touched):
            touched = set()  # a sidecar's documents are found while walking: read what the graph has of all

    # What the graph holds of them (all of it when a sidecar moved: its documents are not known yet).
    held: dict[str, str] = {}  # version uuid -> digest
    latest: dict[str, tuple[str, str, bool, str]] = {}  # path -> (time, digest, deleted, group)
    latest_episodes: dict[str, set[str]] = {}
    live_before = 0  # documents in scope the graph holds, when `latest` is narrowed to the touched ones
    for group in groups:
        assert store is not None
        # After the cursor only the documents the new commits touch are looked at (a sidecar's documents are
        # found while walking, so a sidecar among them means all); the rest are counted by the server.
        narrow = plan is not None and after is not None and bool(touched)
        for path, state in (await store.latest_versions(group, touched if narrow else None)).items():
            if path not in latest or state[0] > latest[path][0]:
                latest[path] = state
        live_before += await store.live_documents(group, scope.prefixes) if narrow else 0
    if plan is None:  # on disk: only a document whose bytes differ from its latest version is read further
        touched = {v.path for v in on_disk if latest.get(v.path, ("", "", False, ""))[1] != v.digest}
    wanted = touched if touched or not commits else set(latest)
    for group in groups if wanted else []:
        assert store is not None
        if plan is not None:  # a replay may meet versions the graph holds
            held.update(await store.version_digests(group, wanted))
        for path, (stamp, episodes) in (await store.latest_episodes(group, wanted)).items():
            if path not in latest_episodes or stamp >= latest[path][0]:
                latest_episodes[path] = episodes
    writer = _Writer(store, config, context, result, held, latest, fingerprint, options, refresh, scope)
    writer.stages = stages
    writer.episodes_of = latest_episodes
    writer.scope_key = scope_key
    writer.live_before = live_before
    writer.live_at_start = {p for p, state in latest.items() if not state[2]}
    if plan is None:
        await writer.take(on_disk, final=True)
        await writer.deletions(scope)
    else:
        if options.progress and len(commits) > 1:
            print(f"doccheck: reading {len(commits)} commits" + (f" after {after[:12]}" if after else ""),
                  file=sys.stderr, flush=True)
        with git.Blobs(plan.top) as blobs:
            for commit, when, versions in git_versions(plan, scope, commits, after, floor, fingerprint, blobs):
                if commit.time is None:
                    result.notes.append(f"commit {commit.sha[:12]}: its committer date is not a time a commit can "
                                        f"have (before 1970, after tomorrow, or unreadable): taken as "
                                        f"{when.isoformat()}, from the commits beside it")
                await writer.take(versions)
                writer.read_through = (commit.sha, when)
                writer.walked.add(commit.sha)
        await writer.flush()
        if store is not None and after is None and since is None and not result.dry_run and not (
                git.is_shallow(plan.top)):  # a commit missing from a shallow clone was not rewritten
            # The whole history was read: versions of commits it no longer has (a force-push) go.
            for group in sorted(set(groups) | writer.groups):
                rewritten = await store.prune_versions(group, set(latest) | writer.seen_paths, writer.walked)
                if rewritten:
                    count, names = sum(rewritten.values()), sorted(rewritten)
                    result.notes.append(
                        f"{len(rewritten)} document{'s' * (len(rewritten) != 1)} had {count} version"
                        f"{'s' * (count != 1)} from commits the history no longer has (rewritten by a force-push), "
                        f"removed: {', '.join(names[:3])}{', ...' if len(names) > 3 else ''}; derived again "
                        "without them")
                    await store.mark_underived(group, set(rewritten))
                    writer.rewritten_paths |= set(rewritten)
        if result.head is not None and writer.read_through is not None:
            writer.cursor = (result.head, writer.read_through[1])
        elif result.head is not None and cursor.commit is None:
            writer.cursor = (result.head, git.commit_time(plan.top, result.head))
        dirty = uncommitted(plan, scope)
        if dirty and options.worktree:
            await writer.take(working_tree_versions(config, scope, dirty, fingerprint), final=True)
        elif dirty:
            result.notes.append(f"{len(dirty)} document{'s' * (len(dirty) != 1)} with uncommitted changes not "
                                f"synced (the graph holds committed versions; --worktree syncs them too): "
                                f"{', '.join(dirty[:3])}" + (", ..." if len(dirty) > 3 else ""))
    # A dry run reads only the groups that exist: asking a server about a graph it lacks creates an empty one.
    groups = sorted(set(groups) | (set() if result.dry_run else writer.groups))
    derivation = await derive_documents(store, config, context, groups, writer.memory,
                                        writer.new_paths, writer.rewritten_paths,
                                        options.strategy or config.sync.strategy, result.dry_run, refresh)
    _report(result, writer, derivation, groups)
    if plan is not None and not result.blocked:
        await _code_citations(store, config, plan, groups, options, result)
    if store is not None and not result.dry_run and not result.blocked:
        if writer.cursor is not None:
            for group in sorted(set(groups) | set(derivation.groups) | writer.groups):
                await store.prepare(group)
                await store.set_cursor(group, scope_key, writer.cursor[0], writer.cursor[1], fingerprint)
        else:  # nothing new: a graph an older doccheck synced still gets what this one's graphs have (an index)
            for group in groups:
                await store.prepare(group)
        if writer.count or derivation.written:
            for group in sorted(set(derivation.groups) | writer.groups):
                await store.record_sync(group, {"last_sync_at": datetime.now(UTC).isoformat(),
                                                "parser_version": PARSER_VERSION, "commit": result.head,
                                                "versions": result.versions["read"],
                                                "conflicts": len(result.conflicts)})


async def _code_citations(store: GraphStore | None, config: Config, plan: GitPlan, groups: list[str],
                          options: SyncOptions, result: SyncResult) -> None:
    """What the code cites of the records, through the history (`history/code_citations.py`), once the records
    are in the graph: a step of its own, with its own cursor."""
    from doccheck.graph.history import git
    from doccheck.graph.history.code_citations import CURSOR, sync_code_citations
    from doccheck.run.check import run_check
    from doccheck.run.code_check import citing_of, decisions_of

    if store is not None and groups and not options.history and not options.worktree:
        # Nothing committed since the last walk of the code: no citation to read, and no record to read them
        # for (a full check of every record is this step's cost on a fresh runner).
        cursor = await store.cursor(groups[0], CURSOR) or {}
        if cursor.get("commit") and cursor["commit"] == git.resolve(plan.top, "HEAD"):
            return
    records = run_check(config.root_folders, config, report_only=set()).records
    decisions = decisions_of(records, config)
    if not decisions.all:
        return
    found = await sync_code_citations(store, config, plan.top, plan.prefix, groups, options.history,
                                      result.dry_run, decisions, citing_of(decisions, config))
    result.versions["code files"] = found.files
    if found.facts:
        planned = "planned" if result.dry_run else "written"
        result.notes.append(f"code: {found.facts} citation{'s' * (found.facts != 1)} of records {planned}, from "
                            f"{found.files} version{'s' * (found.files != 1)} of code files in {found.commits} "
                            f"commit{'s' * (found.commits != 1)}")


def _report(result: SyncResult, writer: _Writer, derivation: Derivation, groups: list[str]) -> None:
    result.conflicts = derivation.conflicts
    result.derived_facts = derivation.derived
    result.problems += derivation.problems
    result.notes += derivation.notes
    result.blocked = derivation.blocked
    if derivation.blocked:
        result.notes.append("conflicts need a decision (strategy manual): nothing written")
    result.groups = sorted(set(derivation.groups) | writer.groups | set(groups))
    result.documents = len(writer.seen_paths | set(derivation.paths))
    result.episodes["added"] = writer.episodes
    result.episodes["updated"] = writer.rewritten
    result.episodes["retired"] = writer.deleted
    result.episodes["unchanged"] = writer.unchanged_documents()
    for key in ("added", "updated", "retired", "unchanged"):
        result.episodes.setdefault(key, 0)
    result.versions["read"] = writer.count
    result.versions["deleted"] = writer.deleted
    result.versions["documents"] = len(writer.seen_paths)


class _Writer:
    """Parses new versions and writes them in batches (or keeps them in memory for a dry run)."""

    def __init__(self, store: GraphStore | None, config: Config, context: SyncContext, result: SyncResult,
                 held: dict[str, str], latest: dict[str, tuple[str, str, bool, str]], fingerprint: str,
                 options: SyncOptions, refresh: Any, scope: Scope) -> None:
        self.scope = scope
        self.store, self.config, self.context, self.result = store, config, context, result
        self.held, self.latest, self.fingerprint, self.refresh = held, latest, fingerprint, refresh
        self.options = options
        self.batch: list[tuple[Version, list[dict[str, Any]]]] = []
        self.memory: dict[str, list[Version]] = {}  # dry run: what would be written
        self.groups: set[str] = set()
        self.seen_paths: set[str] = set()
        self.new_paths: set[str] = set()
        self.count = self.episodes = self.rewritten = self.deleted = self.unchanged = self.batches = 0
        self.cursor: tuple[str, datetime | None] | None = None  # where the next sync continues
        self.scope_key = ""
        self.live_before = 0
        self.live_at_start: set[str] = set()
        self.walked: set[str] = set()  # commits read, for a full replay that prunes rewritten history
        self.rewritten_paths: set[str] = set()  # documents that lost versions to a rewritten history
        self.read_through: tuple[str, datetime | None] | None = None  # the last commit whose versions are taken
        self.size = max(1, int(os.environ.get(BATCH_ENV) or 500))  # test hooks: read when a sync starts
        self.crash_after = int(os.environ.get(CRASH_ENV) or 0)
        self.last_save = self.last_flush = time.monotonic()
        self.last_group: dict[str, str] = {}
        self.episodes_of: dict[str, set[str]] = {}  # path -> episodes its versions have (this run's and latest)
        self.stages: dict[str, str] = {}  # stage folder -> the status of the records in it that state none

    async def take(self, versions: list[VersionSource], final: bool = False) -> None:
        """A commit's versions (or, outside git, every document's). A batch may end inside a commit: the cursor
        only ever names a commit whose versions are all written."""
        for source in versions:
            self._take(source)
            if len(self.batch) >= self.size:
                await self.flush()
        # A slow replay is written every few seconds too, so an interrupted one keeps most of what it read.
        if final or (self.batch and time.monotonic() - self.last_flush > FLUSH_EVERY):
            await self.flush()

    def _take(self, source: VersionSource) -> None:
        previous = self.latest.get(source.path)
        in_order = previous is None or source.time.isoformat() >= previous[0]
        if source.data is None:  # a deletion
            if previous is None or (previous[2] and in_order):
                return
        elif in_order and previous is not None and previous[1] == source.digest and not previous[2]:
            self.unchanged += 1  # the same bytes as the version before it (a mode change, an unchanged sidecar)
            return
        if source.problem is not None:
            shown = os.fsencode(source.path).decode("utf-8", "backslashreplace")
            self.result.notes.append(f"{shown}: not synced: {source.problem}")
            return
        group = self.last_group.get(source.path)
        guess = group or (previous[3] if previous is not None else None)
        if guess is not None and self.held.get(version_uuid(guess, source.path, source.version_id)) == source.digest:
            self.unchanged += 1  # a replay of a version the graph holds: not even parsed
            return
        if source.data is None:
            group = group or (previous[3] if previous is not None else group_for("docs", self.context))
            facts: VersionFacts | None = None
            episode_rows: list[dict[str, Any]] = []
            parts: dict[str, str] = {}
        else:
            try:
                parsed = parse_version(source, self.config, self.stages)
            except ValueError as exc:
                self.result.notes.append(f"{source.path}: not synced: {exc}")
                return
            context = self.context._replace(commit=source.commit, commit_time=source.time)
            episodes = episodes_for(parsed, context, source.version_id)
            facts = version_facts(parsed, {e.line: e.part for e in episodes if e.part})
            self.result.problems += [Problem(source.path, line, message) for line, message in facts.problems]
            group = episodes[0].group_id
            parts = {e.part: e.uuid for e in episodes}
            known = self.episodes_of.get(source.path, set())
            episodes = [e for e in episodes if e.uuid not in known]  # parts this version left alone are shared
            episode_rows = [{
                "uuid": e.uuid, "name": e.name, "group_id": group, "source": "text",
                "source_description": e.source_description, "content": e.content, "entity_edges": [],
                "created_at": source.time.isoformat(), "valid_at": e.reference_time.isoformat(),
                "doc_path": e.doc_path, "doc_id": e.doc_id, "part": e.part, "kind": e.kind, "commit": e.commit,
                "version": source.version_id, "parser_version": PARSER_VERSION, "content_hash": e.content_hash,
                "doc_digest": source.digest} for e in episodes]
        assert group is not None
        uid = version_uuid(group, source.path, source.version_id)
        if self.held.get(uid) == source.digest:
            self.unchanged += 1
            if previous is None or source.time.isoformat() >= previous[0]:
                self.latest[source.path] = (source.time.isoformat(), source.digest, source.data is None, group)
            return
        if uid in self.held:
            self.rewritten += len(episode_rows)
        else:
            self.episodes += len(episode_rows)
        if source.path not in self.latest:
            self.new_paths.add(source.path)
        if previous is None or source.time.isoformat() >= previous[0]:  # an older version, replayed late, is not
            self.latest[source.path] = (source.time.isoformat(), source.digest, source.data is None, group)
        self.episodes_of.setdefault(source.path, set()).update(parts.values())
        self.last_group[source.path] = group
        self.groups.add(group)
        self.seen_paths.add(source.path)
        self.count += 1
        self.deleted += source.data is None
        version = Version(source.path, source.version_id, source.time, group, facts, source.commit, parts,
                          source.moved_from)
        row = {"uuid": uid, "path": source.path, "version": source.version_id, "commit": source.commit,
               "moved_from": source.moved_from,
               "time": source.time.isoformat(), "digest": source.digest, "deleted": source.data is None,
               "facts": json.dumps(facts.to_json()) if facts is not None else None, "episodes": json.dumps(parts),
               "group_id": group, "episode_rows": episode_rows}
        self.batch.append((version, [row]))
        self.memory.setdefault(source.path, []).append(version)

    async def flush(self) -> None:
        if not self.batch:
            return
        batch, self.batch = self.batch, []
        self.last_flush = time.monotonic()
        if self.store is None or self.result.dry_run:
            return
        by_group: dict[str, list[dict[str, Any]]] = {}
        for version, rows in batch:
            by_group.setdefault(version.group_id, []).extend(rows)
        for group, rows in sorted(by_group.items()):
            await self.store.prepare(group)
            await self.store.write_versions(group, rows)
        for version, _rows in batch:
            self.memory[version.path] = [v for v in self.memory[version.path] if v.version_id != version.version_id]
        self.batches += 1
        if self.crash_after > 0 and self.batches >= self.crash_after:
            os.kill(os.getpid(), 9)  # the test of resuming: die with versions written, the cursor not moved
        if self.refresh is not None:
            await self.refresh()
        if self.read_through is not None:  # a replay killed after this batch continues after its commit
            for group in sorted(self.groups):
                await self.store.set_cursor(group, self.scope_key, *self.read_through, self.fingerprint)
        if time.monotonic() - self.last_save > SAVE_EVERY:
            await self.store.save()
            self.last_save = time.monotonic()
        if self.options.progress and sys.stderr.isatty():
            sys.stderr.write(f"\rdoccheck: {self.count} versions read")
            sys.stderr.flush()

    def unchanged_documents(self) -> int:
        """Documents in scope the graph already held as they are now."""
        if self.live_before:  # `latest` holds only the touched documents: the server counted the others
            return self.live_before - len(self.seen_paths & self.live_at_start)
        return sum(not deleted and path not in self.seen_paths and self.scope.covers(path)
                   for path, (_when, _digest, deleted, _group) in self.latest.items())

    async def deletions(self, scope: Scope) -> None:
        """Outside git: a document the graph holds that is no longer on disk is deleted now."""
        now = datetime.now(UTC)
        for path, (_when, _digest, deleted, _group) in sorted(self.latest.items()):
            if not deleted and path not in self.seen_paths and scope.covers(path) and not (
                    self.config.root / path).exists():
                self._take(VersionSource(path, f"deleted-{now.isoformat()}", None, now, None, None, "deleted"))
        await self.flush()


async def _extract(store: GraphStore, config: Config, options: SyncOptions, project: str, scope: list[str],
                   result: SyncResult) -> None:
    """extract = "llm": Graphiti's add_episode over the episodes just written (see extract.py)."""
    from doccheck.graph.model.extract import extract_episodes
    from doccheck.graph.model.llm import LLMSettings

    def log(line: str) -> None:
        print(f"doccheck: {line}", file=sys.stderr, flush=True)

    result.llm = await extract_episodes(
        store, result.groups, LLMSettings.from_config(config.sync.llm), project=project,
        in_scope=lambda path: _in_scope(path, scope), root=config.root, dry_run=result.dry_run,
        log=log if options.progress else None, unwritten=result.episodes["added"] + result.episodes["updated"])
    result.conflicts += result.llm.conflicts
    if not options.progress:  # else each failure was logged as it happened
        result.notes += result.llm.failures


def _home(config: Config) -> tuple[str, str] | None:
    """`owner/repo` of the repository and the configuration's folder below its top, for references to itself."""
    from doccheck.graph.project import checkout, root_below_top

    found = checkout(config.root)[1]
    return (found.path, root_below_top(config)) if found is not None and found.host is not None else None


def _branch(root: Path, plan: GitPlan | None) -> str | None:
    ref = os.environ.get("GITHUB_REF_NAME")
    if ref is not None or plan is None:
        return ref
    name = git.git(plan.top, "rev-parse", "--abbrev-ref", "HEAD", check=False).strip()
    return name if name and name != "HEAD" else None


def _scope(paths: list[Path], config: Config) -> Scope:
    from doccheck.errors import UsageError
    from doccheck.run.discover import relative_to_root

    prefixes = []
    for path in paths:
        if not path.exists():
            raise UsageError(f"{path}: no such file or folder")
        relative = relative_to_root(path, config.root)
        if relative.startswith("/"):
            raise UsageError(f"{path}: outside the configuration's folder {config.root}; sync from there")
        prefixes.append("" if relative in (".", "") else relative + ("/" if path.is_dir() else ""))
    return Scope(prefixes, config)


def _display_prefix(paths: list[Path], config: Config) -> str:
    """What turns a root-relative path into the form the user named (`examples/` for `doccheck sync examples/`)."""
    from doccheck.run.discover import display_path, relative_to_root

    for path in paths:
        relative = relative_to_root(path, config.root)
        shown = display_path(path).rstrip("/")
        if relative in (".", ""):
            return "" if shown in (".", "") else shown + "/"
        if shown.endswith(relative) and shown[: len(shown) - len(relative)][-1:] in ("", "/"):
            return shown[: len(shown) - len(relative)]
    return ""


def _in_scope(doc_path: str, scope: list[str]) -> bool:
    return any(prefix == "" or doc_path == prefix or (prefix.endswith("/") and doc_path.startswith(prefix))
               for prefix in scope)


def _date(text: str) -> datetime:
    from doccheck.errors import UsageError

    try:
        day = datetime.fromisoformat(text)
    except ValueError:
        raise UsageError(f"--since {text!r}: not a commit, branch, tag or date (YYYY-MM-DD)") from None
    return day if day.tzinfo is not None else day.replace(tzinfo=UTC)
