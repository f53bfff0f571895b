"""`doccheck sync`: documents -> episodes -> facts -> diff against the graph -> conflicts -> write.

1. Guard: writes only on the sync branch (`GITHUB_REF_NAME`, else git); elsewhere a dry run that says so.
2. Read and hash every document; a document whose digest and parser version match its episodes in the graph
   is unchanged and not even parsed (the graph, not a local cache, knows: a fresh CI runner has no state).
3. Parse the others into episodes and facts; load the graph's facts they touch; find and resolve conflicts.
4. Write (`write.py`), unless it is a dry run or a `manual` conflict blocks: the lifecycle of facts already in
   the graph, then the documents in batches, then the retirements, all upserts, so a run that died anywhere
   and runs again ends with the graph an uninterrupted run makes.
"""

from __future__ import annotations

import asyncio
import os
import subprocess
import sys
from collections import Counter
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING, NamedTuple

from doccheck.graph.conflicts import Conflict, find_conflicts
from doccheck.graph.episodes import PARSER_VERSION, SourceDocument, SyncContext, group_name
from doccheck.graph.facts import DocRef, Fact, Problem, Resolver, doc_ref, facts_for
from doccheck.graph.write import DocumentWrite, WritePlan, write_plan

if TYPE_CHECKING:
    from doccheck.config import Config
    from doccheck.graph.extract import ExtractionReport
    from doccheck.graph.store import EpisodeRow, GraphStore

URL_ENV = "DOCCHECK_FALKORDB_URL"
BRANCH_ENV = "DOCCHECK_SYNC_BRANCH"


class SyncOptions(NamedTuple):
    paths: list[Path]
    dry_run: bool = False
    force: bool = False
    falkordb_url: str | None = None
    groups: tuple[tuple[str, str], ...] = ()  # category -> group id, from --group
    strategy: str | None = None
    progress: bool = False
    extract: str | None = None  # "schema" or "llm", from --extract; default: [tool.doccheck.sync] extract


@dataclass
class SyncResult:
    episodes: Counter[str] = field(default_factory=Counter)  # added, updated, retired, unchanged
    conflicts: list[Conflict] = field(default_factory=list)
    problems: list[Problem] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    groups: list[str] = field(default_factory=list)
    written: Counter[str] = field(default_factory=Counter)
    dry_run: bool = False
    blocked: bool = False  # a manual-strategy conflict: nothing was written
    documents: int = 0
    where: str = ""
    llm: ExtractionReport | None = None  # extract = "llm": what the language model did
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
    git = _git_state(config.root)
    branch = os.environ.get(BRANCH_ENV) or settings.branch
    if not options.dry_run and not options.force and git.branch != branch:
        result.dry_run = True
        where = f"on branch {git.branch}" if git.branch else "not on a git branch"
        result.notes.append(f"{where}, not {branch}: dry run, nothing written (--force writes anyway)")
    project = group_name(settings.project or config.root.name)
    context = SyncContext(project, {**settings.groups, **dict(options.groups)}, git.commit,
                          git.commit_time or datetime.now(UTC))
    sources, scope = _read(options.paths, config)
    result.documents = len(sources)
    result.display, result.display_prefix = _display_paths(sources)

    url = options.falkordb_url or os.environ.get(URL_ENV) or settings.falkordb_url
    data_dir = config.root / settings.data_dir
    if url is None and result.dry_run and not data_dir.exists():
        result.notes.append(f"no graph in {data_dir} yet: planned against an empty graph")
        await _plan_and_write(None, config, options, context, sources, scope, result, git)
        if (options.extract or settings.extract) == "llm":
            from doccheck.graph.extract import ExtractionReport

            llm = settings.llm
            result.llm = ExtractionReport(llm.model, llm.base_url or "OpenAI's API", result.episodes["added"],
                                          dry_run=True)
        return result
    from doccheck.graph.connection import open_falkordb
    from doccheck.graph.store import GraphStore

    connection = await open_falkordb(url, data_dir)
    store = GraphStore(connection, settings.episode_fulltext)
    result.where = connection.where
    wrote = False
    try:
        await _plan_and_write(store, config, options, context, sources, scope, result, git)
        if (options.extract or settings.extract) == "llm" and not result.blocked:
            await _extract(store, config, options, project, scope, result)
        wrote = sum(store.written.values()) > 0
        result.written = store.written
    finally:
        await connection.close(save=wrote)
    return result


async def _extract(store: GraphStore, config: Config, options: SyncOptions, project: str, scope: list[str],
                   result: SyncResult) -> None:
    """extract = "llm": Graphiti's add_episode over the episodes just written (see extract.py)."""
    from doccheck.graph.extract import extract_episodes
    from doccheck.graph.llm import LLMSettings

    def log(line: str) -> None:
        print(f"doccheck: {line}", file=sys.stderr, flush=True)

    result.llm = await extract_episodes(
        store, result.groups, LLMSettings.from_config(config.sync.llm), project=project,
        in_scope=lambda path: _in_scope(path, scope), root=config.root, dry_run=result.dry_run,
        log=log if options.progress else None, unwritten=result.episodes["added"] + result.episodes["updated"])
    result.conflicts += result.llm.conflicts
    if not options.progress:  # else each failure was logged as it happened
        result.notes += result.llm.failures


class _Git(NamedTuple):
    branch: str | None
    commit: str | None
    commit_time: datetime | None


def _git_state(root: Path) -> _Git:
    ref = os.environ.get("GITHUB_REF_NAME")
    try:
        done = subprocess.run(["git", "log", "-1", "--format=%H %cI"], cwd=root, capture_output=True, text=True,
                              timeout=10)
        head = done.stdout.split() if done.returncode == 0 else []
        if ref is None:
            named = subprocess.run(["git", "rev-parse", "--abbrev-ref", "HEAD"], cwd=root, capture_output=True,
                                   text=True, timeout=10)
            ref = named.stdout.strip() if named.returncode == 0 and named.stdout.strip() != "HEAD" else None
    except (OSError, subprocess.TimeoutExpired):
        head = []
    if len(head) == 2:
        return _Git(ref, head[0], datetime.fromisoformat(head[1]).astimezone(UTC))
    return _Git(ref, None, None)


class _Source(NamedTuple):
    path: Path
    relative: str
    digest: str
    data: bytes
    problem: str | None = None  # why it cannot be read as text: not synced, and not retired either


def _read(paths: list[Path], config: Config) -> tuple[list[_Source], list[str]]:
    """Every document under the paths, and the scope (path prefixes) whose deletions retire. A file that cannot
    be read is kept with its problem: its episodes stay as they are rather than being retired as deleted."""
    from doccheck.check import discover, relative_to_root
    from doccheck.reading import Unreadable, read_source

    files, _notes = discover(paths, config)
    sources = []
    for path, relative in files:
        source = read_source(path)
        if isinstance(source, Unreadable):
            sources.append(_Source(path, relative, "", b"", source.reason))
        else:
            sources.append(_Source(path, relative, source.digest, source.data))
    scope = []
    for path in paths:
        relative = relative_to_root(path, config.root)
        scope.append("" if relative in (".", "") else relative + ("/" if path.is_dir() else ""))
    return sources, scope


def _display_paths(sources: list[_Source]) -> tuple[dict[str, str], str]:
    """How `doccheck check` would show each document, and the prefix that turns the root-relative path of a
    document this run did not read into the same form (`examples/` for `doccheck sync examples/`)."""
    from doccheck.check import display_path

    display = {s.relative: display_path(s.path) for s in sources}
    prefix = next((shown[: len(shown) - len(relative)] for relative, shown in display.items()
                   if shown.endswith(relative) and shown[: len(shown) - len(relative)][-1:] in ("", "/")), "")
    return display, prefix


def _in_scope(doc_path: str, scope: list[str]) -> bool:
    return any(prefix == "" or doc_path == prefix or (prefix.endswith("/") and doc_path.startswith(prefix))
               for prefix in scope)


def _parse(source: _Source, config: Config) -> SourceDocument:
    """Raises ValueError with the reason when the bytes are not text."""
    from doccheck.check import read_document
    from doccheck.reading import decode
    from doccheck.record import index_record

    if source.problem is not None:
        raise ValueError(source.problem)
    text = decode(source.data)
    doc, doc_type = read_document(source.relative, source.relative, text, source.path, config)
    record = index_record(doc, doc_type, source.relative, date_order=config.model.date_order)
    return SourceDocument(source.relative, source.digest, doc, doc_type, record)


async def _plan_and_write(store: GraphStore | None, config: Config, options: SyncOptions, context: SyncContext,
                          sources: list[_Source], scope: list[str], result: SyncResult, git: _Git) -> None:
    settings = config.sync
    now = datetime.now(UTC)
    retire_time = git.commit_time or now
    # What the graph holds: every group of this project (a document may have changed category).
    groups: list[str] = []
    states: dict[str, list[tuple[str, int]]] = {}
    if store is not None:
        groups = await store.project_groups(context.project, context.groups.values())
        for group in groups:
            for path, state in (await store.document_states(group)).items():
                states.setdefault(path, []).append(state)

    changed: list[SourceDocument] = []
    unchanged_episodes = 0
    for source in sources:
        held_states = states.get(source.relative, [])
        if held_states and all(state == f"{source.digest}:{PARSER_VERSION}" for state, _ in held_states):
            unchanged_episodes += sum(count for _, count in held_states)
            continue
        try:
            changed.append(_parse(source, config))
        except ValueError as exc:  # `doccheck check` reports it as DC001; what the graph holds of it stays
            result.notes.append(f"{source.relative}: not synced: {exc}")
    present = {s.relative for s in sources}
    deleted = {p for p in states if p not in present and _in_scope(p, scope)}
    rows: list[EpisodeRow] = []
    refs: dict[str, DocRef] = {}
    if store is not None and (changed or deleted):
        for group in groups:
            rows += await store.episodes(group, {d.relative for d in changed} | deleted)
            if changed:
                refs.update((r.path, r) for r in await store.documents(group))
    contexts = {doc.relative: _context_for(doc, sources, context, git) for doc in changed}
    for doc in changed:
        refs[doc.relative] = doc_ref(doc, contexts[doc.relative])
    resolver = Resolver(refs.values())
    docs: list[DocumentWrite] = []
    from doccheck.graph.episodes import episodes_for

    for doc in changed:
        doc_context = contexts[doc.relative]
        episodes = episodes_for(doc, doc_context)
        facts, problems = facts_for(doc, episodes, doc_context, resolver)
        docs.append(DocumentWrite(doc, episodes, facts))
        result.problems += problems

    # Episodes: added, updated, unchanged; retired for deleted documents and for parts that went away.
    held_by_uuid = {r.uuid: r for r in rows}
    new_uuids = {e.uuid for d in docs for e in d.episodes}
    counts = result.episodes
    counts["unchanged"] += unchanged_episodes
    for item in docs:
        for episode in item.episodes:
            held_row = held_by_uuid.get(episode.uuid)
            if held_row is None or held_row.retired:
                counts["added"] += 1
            elif held_row.content_hash != episode.content_hash or held_row.parser_version != PARSER_VERSION:
                counts["updated"] += 1
            else:
                counts["unchanged"] += 1
    rewritten = {d.source.relative for d in docs}
    retiring = [r for r in rows if not r.retired and r.uuid not in new_uuids
                and (r.doc_path in rewritten or (r.doc_path not in present and _in_scope(r.doc_path, scope)))]
    counts["retired"] += len(retiring)
    retired_paths = {r.doc_path for r in retiring if r.doc_path not in present}
    for key in ("added", "updated", "retired", "unchanged"):
        counts.setdefault(key, 0)

    # Facts: what each group holds of what we touch, then conflicts across everything new.
    new_facts = [f for d in docs for f in d.facts]
    held: dict[str, Fact] = {}
    if store is not None and (new_facts or retiring):
        entities = {e.key: e for f in new_facts for e in (f.subject, f.object)}.values()
        paths = rewritten | retired_paths | {f.object.doc_path for f in new_facts if f.object.doc_path}
        for group in groups:  # every group of the project: a spec may contradict a decision
            keys = {e.in_group(group).uuid for e in entities}
            held.update((f.uuid, f) for f in await store.facts(group, keys, paths))
        causes = {u for u, f in held.items() if f.path in rewritten or f.path in retired_paths}
        for group in groups:
            held.update((f.uuid, f) for f in await store.facts_resolved_by(group, causes) if f.uuid not in held)
    gone = rewritten | retired_paths
    existing = [f for f in held.values() if f.path not in gone]
    resolution = find_conflicts(new_facts, existing, options.strategy or settings.strategy,
                                settings.contradictions, settings.single_valued)
    result.conflicts = resolution.conflicts
    final = resolution.facts
    result.groups = sorted({e.group_id for d in docs for e in d.episodes} | set(groups))

    # What to write: existing facts whose lifecycle changed; new facts that differ from what is held.
    updates: list[Fact] = []
    for fact in existing:
        after = final[fact.uuid]
        if (after.status, after.invalid_at, after.resolved_by) != (fact.status, fact.invalid_at, fact.resolved_by):
            updates.append(after)
    new_ids = {f.uuid for f in new_facts}
    for fact in held.values():
        if fact.path in gone and fact.uuid not in new_ids:
            if fact.path in retired_paths and fact.status not in ("retired", "withdrawn"):
                end = fact.invalid_at if fact.invalid_at is not None and fact.invalid_at < retire_time else retire_time
                updates.append(fact._replace(status="retired", invalid_at=end))
            elif fact.path not in retired_paths and fact.status != "withdrawn":
                updates.append(fact._replace(status="withdrawn"))
    if any(c.blocking for c in result.conflicts):
        result.blocked = True
        result.notes.append("conflicts need a decision (strategy manual): nothing written")
    if store is None or result.dry_run or result.blocked:
        return
    if not docs and not updates and not retiring:
        return  # nothing changed: nothing is written, not even the sync time

    held_hashes = {r.uuid: r.content_hash for r in rows if not r.retired and r.parser_version == PARSER_VERSION}
    plan = WritePlan(docs, final, held, held_hashes, updates, retiring, refs, now, retire_time)
    counts = result.episodes
    await write_plan(store, plan, context.project, options.progress, {
        "commit": context.commit, "added": counts["added"], "updated": counts["updated"],
        "retired": counts["retired"], "unchanged": counts["unchanged"], "conflicts": len(result.conflicts)})


def _context_for(doc: SourceDocument, sources: list[_Source], context: SyncContext, git: _Git) -> SyncContext:
    """Outside git a document without a date falls back to its file's time, not to the moment of the run."""
    if git.commit_time is not None:
        return context
    path = next(s.path for s in sources if s.relative == doc.relative)
    try:
        return context._replace(commit_time=datetime.fromtimestamp(path.stat().st_mtime, UTC))
    except OSError:
        return context
