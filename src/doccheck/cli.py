"""Command line. Every entry point is `main(argv) -> int`; a UsageError anywhere becomes one line and exit 2.

    doccheck [check] PATHS...      lint documents (the pre-commit hook and CI)
    doccheck rules [CODE|NAME]     list the rules, or explain one
    doccheck types PATHS...        the type each document gets, and the evidence for it
    doccheck --sync / sync PATHS   push changed documents into the graph (needs doccheck[graph])
    doccheck facts / graph status  read the graph back
    doccheck ci check|sync         the GitHub Action's steps: annotations, job summary, outputs, SARIF
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from pathlib import Path

from doccheck import __version__
from doccheck.errors import UsageError

COMMANDS = ("check", "rules", "types", "sync", "facts", "graph", "ci")


def _check_parser(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("paths", nargs="*", type=Path, help="files or folders (default: the current folder)")
    parser.add_argument("--format", choices=("text", "json", "sarif", "github"), default="text")
    parser.add_argument("--output", "-o", type=Path, help="write the report to this file instead of stdout")
    parser.add_argument("--fail-level", choices=("error", "warning", "never"),
                        help="exit 1 when a finding is at least this severe (default: error)")
    parser.add_argument("--config", type=Path, help="configuration file (default: found by walking up)")
    parser.add_argument("--type", dest="doc_type", help="treat every file as this document type")
    parser.add_argument("--select", help="comma-separated codes, prefixes or names to report")
    parser.add_argument("--ignore", help="comma-separated codes, prefixes or names to leave out")
    parser.add_argument("--no-cache", action="store_true", help="parse every file; neither read nor write the cache")
    parser.add_argument("--jobs", "-j", type=int, help="worker processes (default: one per core)")
    parser.add_argument("--all", action="store_true",
                        help="report repository-wide findings for every document, not only the named files")
    parser.add_argument("--against", metavar="REF", help="also report numbers a git ref already uses (for CI)")
    parser.add_argument("--quiet", "-q", action="store_true", help="no summary line")


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="doccheck", description="Check ADRs and specs; sync them into a graph.")
    parser.add_argument("--version", action="version", version=f"doccheck {__version__}")
    sub = parser.add_subparsers(dest="command")
    _check_parser(sub.add_parser("check", help="check documents (the default command)"))
    rules = sub.add_parser("rules", help="list the rules or explain one")
    rules.add_argument("rule", nargs="?", help="a code (DC101), a family (DC4) or a name (missing-section)")
    types = sub.add_parser("types", help="show the type each document gets and why")
    types.add_argument("paths", nargs="*", type=Path, help="files or folders (default: the current folder)")
    types.add_argument("--config", type=Path, help="configuration file (default: found by walking up)")
    types.add_argument("--type", dest="doc_type", help="treat every file as this document type")
    from doccheck.commands import add_graph_commands

    add_graph_commands(sub)
    from doccheck.ci import add_ci_parser

    add_ci_parser(sub)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args_list = list(sys.argv[1:] if argv is None else argv)
    if "--sync" in args_list:
        args_list.remove("--sync")
        args_list.insert(0, "sync")
    elif not args_list or (args_list[0] not in COMMANDS and args_list[0] not in ("-h", "--help", "--version")):
        args_list.insert(0, "check")
    args = build_parser().parse_args(args_list)
    try:
        if args.command == "rules":
            return _rules(args.rule)
        if args.command == "types":
            from doccheck.commands import run_types_command

            return run_types_command(args)
        if args.command == "check":
            from doccheck.commands import run_check_command

            return run_check_command(args)
        if args.command == "ci":
            from doccheck.ci import run_ci

            return run_ci(args)
        from doccheck.commands import run_graph_command

        return run_graph_command(args)
    except UsageError as exc:
        print(f"doccheck: error: {exc}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print("doccheck: interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:
        return 0


def _rules(key: str | None) -> int:
    from doccheck.rules import by_name_or_code, load_rules

    if key is None:
        for rule in sorted(load_rules().values(), key=lambda r: r.code):
            print(f"{rule.code}  {rule.name:<28} {rule.severity.label:<8} {rule.summary}")
        return 0
    found = by_name_or_code(key)
    if found is None:
        family = sorted((r for r in load_rules().values() if r.code.startswith(key.strip().upper())),
                        key=lambda r: r.code) if key.strip().upper().startswith("DC") else []
        if not family:
            from doccheck.config import check_rule_patterns

            check_rule_patterns([key], "doccheck rules")  # names the nearest rule
            raise UsageError(f"no rule {key!r}; `doccheck rules` lists them")
        for rule in family:
            print(f"{rule.code}  {rule.name:<28} {rule.severity.label:<8} {rule.summary}")
        return 0
    print(f"{found.code} {found.name} (default severity: {found.severity.label})\n")
    print(_dedent(found.doc))
    return 0


def _dedent(doc: str) -> str:
    import inspect

    return inspect.cleandoc(doc)


if __name__ == "__main__":
    raise SystemExit(main())
