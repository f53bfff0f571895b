"""The bodies of `doccheck sync`, `doccheck facts` and `doccheck graph status` (parsed in doccheck.cli.commands)."""

from __future__ import annotations

import argparse
import asyncio
import json
import sys
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from doccheck.errors import UsageError

if TYPE_CHECKING:
    from doccheck.config.load import Config
    from doccheck.graph.query import GroupStatus, RankedFact


def run_sync_command(args: argparse.Namespace, config: Config) -> int:
    from doccheck.graph import report
    from doccheck.graph.sync import SyncOptions, run_sync

    result = run_sync(config, SyncOptions(
        paths=args.paths or [Path(".")], dry_run=args.dry_run, force=args.force, falkordb_url=args.falkordb_url,
        groups=tuple(_group_overrides(args.group)), strategy=args.strategy,
        progress=args.format == "text" and not args.quiet, extract=args.extract, history=args.history,
        since=args.since, worktree=args.worktree,
    ))
    for note in result.notes:
        print(f"doccheck: {note}", file=sys.stderr)
    formatters = {"text": report.format_text, "json": report.format_json, "sarif": report.format_sarif,
                  "github": report.format_github}
    text = formatters[args.format](result)
    if args.format == "text" and args.quiet:  # --quiet: the findings, not the summary line
        text = "\n".join(text.splitlines()[:-1])
    if text:
        print(text)
    if args.format != "text" and not args.quiet:
        print(report.summary(result), file=sys.stderr)
    return result.exit_code


def _group_overrides(values: list[str] | None) -> list[tuple[str, str]]:
    pairs = []
    for value in values or []:
        category, sep, group = value.partition("=")
        if not sep or not category or not group:
            raise UsageError(f"--group {value!r}: expected CATEGORY=GROUP_ID, e.g. decisions=acme_adrs")
        pairs.append((category.strip(), group.strip()))
    return pairs


def located(args: argparse.Namespace, config: Config, start: Path | None = None) -> Config:
    """The configuration whose graph this reader opens, found as `sync` found it (`project.located`)."""
    import os

    from doccheck.graph.project import located as find
    from doccheck.graph.sync import URL_ENV

    url = args.falkordb_url or os.environ.get(URL_ENV) or config.sync.falkordb_url
    return find(config, getattr(args, "config", None) is not None, url, start)


def run_facts_command(args: argparse.Namespace, config: Config) -> int:
    from doccheck.graph.query import facts_as_of, known_at_time, parse_as_of

    config = located(args, config)

    known_at = known_at_time(args.known_at, config.root) if args.known_at else None
    try:
        as_of = parse_as_of(args.as_of) if args.as_of or known_at is None else known_at
    except ValueError as exc:
        raise UsageError(f"--as-of: {exc}") from None

    opened = _Open(args, config)
    async def read() -> list[RankedFact]:
        async with opened as (store, groups):
            return await facts_as_of(store, groups, as_of, args.about, known_at)

    ranked = asyncio.run(read())
    if opened.note:
        print(f"doccheck: {opened.note}", file=sys.stderr)
    ranked = ranked[: args.limit] if args.limit else ranked
    from doccheck.graph.query.standing import standing_dict, standing_text

    if args.format == "json":
        from doccheck.graph.report import fact_dict

        print(json.dumps({"as_of": as_of.isoformat(), "known_at": known_at.isoformat() if known_at else None,
                          "about": args.about,
                          "facts": [{**fact_dict(r.fact), "score": r.score, "group": r.fact.group_id,
                                     "document": standing_dict(r.standing) if r.standing else None,
                                     **({"sources": [s._asdict() for s in r.sources]} if r.sources else {})}
                                    for r in ranked]}, indent=2))
        return 0
    for item in ranked:
        fact = item.fact
        since = fact.valid_from.date().isoformat() if fact.valid_from else "always"
        until = fact.invalid_at.date().isoformat() if fact.invalid_at else "now"
        where = f"  ({clean(standing_text(item.standing))})" if item.standing else ""
        print(f"score {item.score:.2f}  {clean(fact.text)}  [{since} to {until}, confidence {fact.confidence:g}, "
              f"{fact.status}]  {_shown(config, fact.path)}:{fact.line}:1{where}")
    if not ranked:
        print(f"no facts{' about ' + repr(args.about) if args.about else ''} held on {as_of.date().isoformat()}",
              file=sys.stderr)
    return 0


def run_history_command(args: argparse.Namespace, config: Config) -> int:
    from doccheck.graph.query import Timeline, find_documents, moved_on, timeline
    from doccheck.graph.query.moves import read_moves

    config = located(args, config)
    opened = _Open(args, config)
    async def read() -> list[Timeline]:
        async with opened as (store, groups):
            found = await find_documents(store, groups, args.document)
            moves = await read_moves(store, groups)
            every = [await timeline(store, groups, path, doc_id, moves) for path, doc_id in found]
            # A path it was renamed from is in its timeline (a document that came back: at the path it has now).
            hidden = moved_on(item.lineage for item in every)
            return [item for item in every if item.lineage[0] not in hidden]

    timelines = asyncio.run(read())
    if opened.note:
        print(f"doccheck: {opened.note}", file=sys.stderr)
    if not timelines:
        raise UsageError(f"no document {args.document!r} in the graph: give its path or id (run `doccheck sync` "
                         "first)")
    if args.format == "json":
        print(json.dumps([_timeline_dict(t) for t in timelines], indent=2))
        return 0
    for item in timelines:
        print(_timeline_text(item))
    return 0


def _plural(count: int, noun: str, plural: str = "") -> str:
    return f"{count} {noun if count == 1 else plural or noun + 's'}"


def _shown(config: Config, path: str) -> str:
    """A path the graph keeps (from the configuration's folder) as one that opens from the current folder."""
    import os

    try:
        return clean(os.path.relpath(config.root / path))
    except ValueError:
        return clean(str(config.root / path))


def clean(text: str) -> str:
    """Text from a document made safe for a terminal: control characters (ESC, CR, ...) shown escaped."""
    return "".join(c if c.isprintable() else repr(c)[1:-1] for c in text)


def _day(moment: datetime | None) -> str:
    return moment.date().isoformat() if moment else "now"


def _timeline_dict(item: Any) -> dict[str, Any]:
    from doccheck.graph.report import fact_dict

    return {
        "path": item.path, "id": item.doc_id, "moved_from": item.moved_from,
        "versions": [{"version": v.version, "commit": v.commit, "time": v.time.isoformat(), "deleted": v.deleted,
                      "added": [fact_dict(f) for f in v.added], "dropped": [fact_dict(f) for f in v.dropped]}
                     for v in item.versions],
        "statuses": [{"status": f.object.name, "from": _day(f.valid_from), "to": _day(f.invalid_at) if
                      f.invalid_at else None, "line": f.line, "commit": f.commit, "inferred": f.origin == "inferred",
                      "path": f.path}
                     for f in item.statuses],
        "superseded_by": [fact_dict(f) for f in item.superseded_by],
        "supersedes": [fact_dict(f) for f in item.supersedes],
    }


def _timeline_text(item: Any) -> str:
    lines = [f"{clean(item.doc_id)} ({clean(item.path)})"]
    if item.moved_from:
        lines.append("  renamed from: " + ", ".join(clean(p) for p in item.moved_from))
    lines.append("  statuses:" if item.statuses else "  statuses: none recorded")
    lines += [f"    {_day(f.valid_from)} to {_day(f.invalid_at)}  {clean(f.object.name)}"
              + (" (inferred: the first version seen already says it ended)" if f.origin == "inferred" else "")
              + (f" (as {clean(f.path)})" if f.path != item.path else "")
              for f in item.statuses]
    for label, facts in (("superseded by", item.superseded_by), ("supersedes / amends", item.supersedes)):
        lines += [f"  {label}: {clean(f.text)} from {_day(f.valid_from)}" for f in facts]
    lines.append(f"  versions ({len(item.versions)}):")
    for version in item.versions:
        head = f"    {version.time.date().isoformat()} {(version.commit or version.version)[:12]}"
        if version.deleted:
            lines.append(f"{head} deleted")
            continue
        changes = [f"+ {clean(f.text)}" for f in version.added] + [f"- {clean(f.text)}" for f in version.dropped]
        lines.append(f"{head} " + ("; ".join(changes) if changes else "no change to its facts"))
    return "\n".join(lines)


def run_status_command(args: argparse.Namespace, config: Config) -> int:
    from doccheck.graph.query import status

    config = located(args, config)
    opened = _Open(args, config)
    async def read() -> tuple[str, list[GroupStatus], list[str]]:
        async with opened as (store, groups):
            others = [g for g in await store.groups() if g not in groups]
            return store.connection.where, await status(store, groups), others

    where, groups, others = asyncio.run(read())
    if args.format == "json":
        print(json.dumps({"where": where, "project": opened.project, "groups": [g._asdict() for g in groups],
                          "other_graphs": others, "writing": opened.note}, indent=2))
        return 0
    print(f"graph: {where}, project {opened.project}")
    if opened.note:
        print(f"being written: {opened.note}")
    if not groups:
        print("no groups yet: run `doccheck sync` on the main branch")
    for g in groups:
        facts = ", ".join(f"{n} {s}" for s, n in sorted(g.facts.items())) or "none"
        print(f"{g.group}: {_plural(g.documents, 'document')}, {_plural(g.episodes, 'current episode')} "
              f"({g.retired_episodes} of earlier versions), {_plural(g.entities, 'entity', 'entities')}, "
              f"facts: {facts}")
        never = "never (a first sync is writing it now)" if opened.note else "never"
        print(f"    last synced {g.last_sync_at or never}" + (f" at commit {g.commit[:12]}" if g.commit else "")
              + (f"; embedder {g.embedder}" if g.embedder else ""))
    if others:
        print(f"other graphs here, not this project's ({', '.join(clean(o) for o in others)}): another project's, "
              "or this one's under an earlier [sync] project name; delete those you no longer want")
    return 0


def run_mcp_command(args: argparse.Namespace, config: Config) -> int:
    import importlib
    import threading

    import anyio

    if args.http is not None and not 0 < args.http < 65536:
        raise UsageError(f"--http {args.http}: a port is 1 to 65535")
    token_file = getattr(args, "token_file", None)
    if token_file is not None and args.http is None:
        raise UsageError("--token-file is for --http; over stdio the client starts the server itself")
    token = None
    if token_file is not None:
        from doccheck.graph.mcp_server import read_token

        token = read_token(token_file)
    # The MCP SDK takes ~1 s to import: import it while the graph server starts and loads the graph.
    loading = threading.Thread(target=importlib.import_module, args=("doccheck.graph.mcp_server",), daemon=True)
    loading.start()

    config = located(args, config)
    opened = _Open(args, config)

    projects = (args.project or [], args.all_projects) if args.project or args.all_projects else None

    async def serve() -> None:
        from doccheck.graph import org
        from doccheck.graph.query import Catalog

        catalog = None
        kept = org.Catalogs()
        if opened.graph_exists():
            store, groups = await opened.__aenter__()
            if projects is None:
                catalog = await Catalog.read(store, groups)  # what the first questions need, read during the import
                await _warm([catalog])
            else:  # across projects the first stage of a question reads each one's word indexes too
                await _warm(list((await kept.of(store, await org.choose(store, *projects))).values()), True)
        loading.join()
        import gc

        # What was read stays for the server's life: the collector need not walk its millions of objects again
        # (across 100 projects a full collection in the middle of a question took longer than the question).
        gc.freeze()
        from doccheck.graph.mcp_server import Reader, build_server, serve_http

        # Without a graph the server starts all the same, and every tool says to run `doccheck sync`; once a
        # sync has made the graph, the next question opens it.
        reader = Reader(opened, getattr(args, "group", None), catalog, projects, kept)
        try:
            server = build_server(reader)
            if args.http is None:
                await server.run_stdio_async()
            else:
                await serve_http(server, args.http, token)
        finally:
            await opened.__aexit__()

    try:
        anyio.run(serve)
    except BaseExceptionGroup as group:  # the SDK's task groups wrap what ended the server
        _, rest = group.split((BrokenPipeError, ConnectionResetError))
        if rest is not None:
            raise rest from None
        raise BrokenPipeError from None  # the client went away: the CLI ends quietly
    return 0


async def _warm(catalogs: list[Any], indexes: bool = False) -> None:
    """Read what the first questions need (while the MCP SDK is imported), a few projects at a time."""
    from doccheck.graph.org import each

    async def one(catalog: Any) -> None:
        for part in (catalog.names, catalog.keyed, catalog.name_words, catalog.links, catalog.resolved,
                     catalog.documents, catalog.claims, catalog.overrides):
            await part()
        if indexes:
            for part in (catalog.search_index, catalog.word_index, catalog.document_uuids, catalog.document_keys):
                await part()

    await each(catalogs, one)


class _Open:
    """The store and this project's groups for reading; the embedded server is stopped without saving. `note`:
    what the reader is told when a sync is writing the graph at that moment."""

    def __init__(self, args: argparse.Namespace, config: Config) -> None:
        from pathlib import Path

        self.args, self.config, self.start = args, config, Path.cwd()
        self.connection: Any = None
        self.store: Any = None
        self.note: str | None = None
        self.project = ""

    async def __aenter__(self) -> tuple[Any, list[str]]:
        from doccheck.graph.project import settled_project
        from doccheck.graph.storage.connection import open_falkordb
        from doccheck.graph.storage.store import GraphStore

        settings = self.config.sync
        url = self._url()
        data_dir = self.config.root / settings.data_dir
        if url is None and not data_dir.exists():
            raise UsageError(f"no graph in {data_dir}: run `doccheck sync` first (or give --falkordb-url)")
        self.connection = await open_falkordb(url, data_dir)
        store = GraphStore(self.connection)
        self.project = await settled_project(store, self.config)
        groups = await store.project_groups(self.project, settings.groups.values())
        if getattr(self.args, "group", None):
            groups = [g for g in groups if g in set(self.args.group)]
        self.note = await self.writing(store, groups)
        self.store = store
        return store, groups

    async def __aexit__(self, *exc: object) -> None:
        if self.connection is not None:
            await self.connection.close(save=False)
            self.connection = self.store = None

    def graph_exists(self) -> bool:
        """Whether there is a graph to open: a server named, or the embedded graph's folder; while there is
        none, the configuration is looked for again (a sync may have made one below since)."""
        if self._url() is not None or (self.config.root / self.config.sync.data_dir).exists():
            return True
        self.config = located(self.args, self.config, self.start)
        return (self.config.root / self.config.sync.data_dir).exists()

    def _url(self) -> str | None:
        import os

        from doccheck.graph.sync import URL_ENV

        return self.args.falkordb_url or os.environ.get(URL_ENV) or self.config.sync.falkordb_url

    async def writing(self, store: Any, groups: list[str]) -> str | None:
        """What to tell a reader now, when a sync is writing the graph (asked again at each question)."""
        from doccheck.graph.project import ever_synced, writing_note, writing_now

        holder = await writing_now(store, self.project)
        return writing_note(holder, await ever_synced(store, groups)) if holder is not None else None
