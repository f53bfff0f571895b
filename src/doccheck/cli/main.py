"""Command line. Every entry point is `main(argv) -> int`; a UsageError anywhere becomes one line and exit 2.

    doccheck [check] PATHS...      lint documents (the pre-commit hook and CI)
    doccheck baseline [PATHS]      record today's findings, so a check reports only new ones
    doccheck rules [CODE|NAME]     list the rules, or explain one (a prefix lists a family: DC4)
    doccheck types PATHS...        the type each document gets, and the evidence for it
    doccheck --sync / sync PATHS   push changed documents into the graph (needs doccheck[graph])
    doccheck facts / history DOC / graph status  read the graph back
    doccheck mcp [--http PORT]     serve the graph to coding agents (Model Context Protocol)
    doccheck ci check|sync         the GitHub Action's steps: annotations, job summary, outputs, SARIF
    doccheck index [--fix]         verify (or rewrite) the registers of decisions
    doccheck site OUT/             write the decision log as a static HTML site
    doccheck new "Title"           write a new record in its family's form (the next number, its template)
    doccheck supersede OLD NEW     write a supersession in both records; `link A REL B` any relation
    doccheck renumber DOC N        give a record another number, and every citation of it
    doccheck accept DOC            number a draft (`new --draft`) and accept it
    doccheck due [--within 30d]    the records due for review, the proposals left waiting (a scheduled workflow)
    doccheck why PATH [--as-of D]  the decisions that govern a path, or that its code cites
"""

from __future__ import annotations

import argparse
import contextlib
import os
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any, NoReturn

from doccheck import __version__
from doccheck.cli.arguments import positive_int
from doccheck.errors import BusyError, UsageError

GRAPH_COMMANDS = ("sync", "facts", "history", "graph", "mcp")
AUTHORING_COMMANDS = ("new", "supersede", "link", "renumber", "accept")
COMMANDS = ("check", "baseline", "rules", "types", *GRAPH_COMMANDS, "ci", "index", "site", "trust", "conventions",
            "due", "why", *AUTHORING_COMMANDS)
FORMAT_HELP = ("text: path:line:col: CODE name: message, and a summary line; json: for scripts; "
               "sarif: SARIF 2.1.0 for code scanning; github: workflow commands that annotate a diff")
EPILOG = """\
`doccheck PATHS` is `doccheck check PATHS`; `doccheck --sync PATHS` is `doccheck sync PATHS`.
`doccheck COMMAND --help` describes a command's options.

exit codes:
  0    no finding at or above the fail level (default: error); a sync that wrote or planned its episodes
  1    a finding at or above the fail level (`--fail-level`, or `fail-level` in the configuration);
       a sync: a conflict left to the documents (strategy manual) or a failed model extraction;
       `due`: something is due
  2    a usage or configuration error, said in one line on stderr
  3    busy: another doccheck held the graph (a sync's lock) longer than the wait ($DOCCHECK_GRAPH_WAIT
       seconds, default 300); nothing is wrong, run it again
  130  interrupted

documentation: README.md in the doccheck repository (also the package's description on its index page);
one rule: `doccheck rules CODE`."""


def _check_parser(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("paths", nargs="*", type=Path, help="files or folders (default: the current folder)")
    parser.add_argument("--format", choices=("text", "json", "sarif", "github"), default="text", help=FORMAT_HELP)
    parser.add_argument("--color", choices=("auto", "always", "never"), default="auto",
                        help="colour the text output: auto (default) colours a terminal unless NO_COLOR is set")
    parser.add_argument("--output", "-o", type=Path, help="write the report to this file instead of stdout")
    parser.add_argument("--fail-level", choices=("error", "warning", "never"),
                        help="exit 1 when a finding is at least this severe (default: error)")
    parser.add_argument("--config", type=Path, help="configuration file (default: found by walking up)")
    parser.add_argument("--type", dest="doc_type", help="treat every file as this document type")
    parser.add_argument("--select", help="comma-separated codes, prefixes or names to report")
    parser.add_argument("--ignore", help="comma-separated codes, prefixes or names to leave out")
    parser.add_argument("--no-cache", action="store_true", help="parse every file; neither read nor write the cache")
    parser.add_argument("--jobs", "-j", type=positive_int, help="worker processes (default: one per core)")
    parser.add_argument("--all", action="store_true",
                        help="report repository-wide findings for every document, not only the named files")
    parser.add_argument("--against", metavar="REF", help="also report numbers a git ref already uses (for CI)")
    parser.add_argument("--quiet", "-q", action="store_true", help="no summary line")
    parser.add_argument("--baseline", type=Path, metavar="FILE",
                        help="leave out the findings recorded in this file by `doccheck baseline` "
                             "(default: the configuration's `baseline`, .doccheck-baseline.json, when it exists)")
    parser.add_argument("--no-baseline", action="store_true", help="report every finding, baselined or not")
    parser.add_argument("--fix", action="store_true",
                        help="fix the findings whose rule can be fixed (`doccheck rules` marks them), then report "
                             "what is left")
    parser.add_argument("--diff", action="store_true",
                        help="show the fixes --fix would make, as a unified diff, and write nothing (exit 1 if any)")


class _Formatter(argparse.HelpFormatter):
    """argparse's, told the terminal's width: its own asks `shutil`, whose import (and those of bz2, lzma and
    zlib with it) every run paid, as argparse makes a formatter for each argument it adds."""

    def __init__(self, prog: str) -> None:
        super().__init__(prog, width=_terminal_columns() - 2)  # argparse's margin


class _DescribedFormatter(_Formatter, argparse.RawDescriptionHelpFormatter):
    pass


class _Parser(argparse.ArgumentParser):
    """With `_Formatter` by default; `add_subparsers` makes every command's parser of this class too."""

    def __init__(self, **kwargs: Any) -> None:
        kwargs.setdefault("formatter_class", _Formatter)
        super().__init__(**kwargs)


def _terminal_columns() -> int:
    """As `shutil.get_terminal_size().columns`: $COLUMNS, else the terminal's, else 80."""
    try:
        columns = int(os.environ.get("COLUMNS", "0"))
    except ValueError:
        columns = 0
    if columns <= 0:
        try:
            columns = os.get_terminal_size(sys.__stdout__.fileno()).columns  # type: ignore[union-attr]
        except (AttributeError, ValueError, OSError):
            columns = 0
    return columns if columns > 0 else 80


def build_parser(command: str | None = None) -> argparse.ArgumentParser:
    """The command line's parser; with `command`, only that command's (a run parses one command, and building
    all of them was a tenth of a one-file hook run; `--help` lists them all)."""
    parser = _Parser(prog="doccheck", description="Check ADRs and specs; sync them into a graph.", epilog=EPILOG,
                     formatter_class=_DescribedFormatter)
    parser.add_argument("--version", action="version", version=f"doccheck {__version__}")
    # Read by main() before parsing (it becomes the `sync` command); declared here so --help shows it.
    parser.add_argument("--sync", action="store_true", help="same as `doccheck sync`: sync PATHS into the graph")
    sub = parser.add_subparsers(dest="command", title="commands", metavar="COMMAND")

    def wanted(*names: str) -> bool:
        return command is None or command in names

    if wanted("check"):
        _check_parser(sub.add_parser("check", help="check documents (the default command)",
                                     description="Check documents against their type, and across the whole set."))
    if wanted("baseline"):
        baseline = sub.add_parser(
            "baseline", help="record the current findings, so that a check reports only new ones",
            description="Write every current finding (repository-wide ones included) to the baseline file, with "
                        "fingerprints that ignore line numbers. `doccheck check` then leaves them out and reports "
                        "only new findings; run it again to record fixes.")
        baseline.add_argument("paths", nargs="*", type=Path, help="files or folders (default: the current folder)")
        baseline.add_argument("--output", "-o", type=Path, metavar="FILE",
                              help="the file to write (default: the configuration's `baseline`, "
                                   ".doccheck-baseline.json beside the configuration)")
        baseline.add_argument("--config", type=Path, help="configuration file (default: found by walking up)")
    if wanted("rules"):
        rules = sub.add_parser("rules", help="list the rules or explain one")
        rules.add_argument("rule", nargs="?", help="a code (DC101), a prefix (DC4: that family) or a name "
                                                   "(missing-section)")
        rules.add_argument("--config", type=Path,
                           help="configuration file whose `severity` table to show (default: found by walking up)")
    if wanted("types"):
        types = sub.add_parser("types", help="show the type each document gets and why")
        types.add_argument("paths", nargs="*", type=Path, help="files or folders (default: the current folder)")
        types.add_argument("--config", type=Path, help="configuration file (default: found by walking up)")
        types.add_argument("--type", dest="doc_type", help="treat every file as this document type")
    if wanted(*GRAPH_COMMANDS):
        from doccheck.cli.commands import add_graph_commands

        add_graph_commands(sub)
    if wanted("ci"):
        from doccheck.cli.ci import add_ci_parser

        add_ci_parser(sub)
    if wanted("index"):
        from doccheck.cli.index import add_index_parser

        add_index_parser(sub)
    if wanted("site"):
        from doccheck.cli.site import add_site_parser

        add_site_parser(sub)
    if wanted("trust"):
        from doccheck.cli.trust import add_trust_parser

        add_trust_parser(sub)
    if wanted("conventions"):
        from doccheck.cli.conventions import add_conventions_parser

        add_conventions_parser(sub)
    if wanted("due"):
        from doccheck.cli.due import add_due_parser

        add_due_parser(sub)
    if wanted("why"):
        from doccheck.cli.why import add_why_parser

        add_why_parser(sub)
    if wanted(*AUTHORING_COMMANDS):
        from doccheck.cli.authoring import add_authoring_parsers

        add_authoring_parsers(sub, command)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args_list = list(sys.argv[1:] if argv is None else argv)
    # After `--` every argument is a file name (the pre-commit hook passes them so): a staged file named
    # `--sync` or `--output=README.md` is a file to check, never an option.
    options = args_list[: args_list.index("--")] if "--" in args_list else args_list
    if "--sync" in options:
        args_list.remove("--sync")
        args_list.insert(0, "sync")
    elif not args_list or (args_list[0] not in COMMANDS and args_list[0] not in ("-h", "--help", "--version")):
        args_list.insert(0, "check")
    args = build_parser(args_list[0] if args_list[0] in COMMANDS else None).parse_args(args_list)
    try:
        if args.command == "rules":
            return _rules(args.rule, args.config)
        if args.command == "types":
            from doccheck.cli.commands import run_types_command

            return run_types_command(args)
        if args.command == "check":
            from doccheck.cli.commands import run_check_command

            code = run_check_command(args)
            if argv is None:  # the program itself (pre-commit's hook), not a caller that goes on
                _leave(code)
            return code
        if args.command == "baseline":
            from doccheck.cli.commands import run_baseline_command

            return run_baseline_command(args)
        if args.command == "index":
            from doccheck.cli.index import run_index_command

            return run_index_command(args)
        if args.command == "site":
            from doccheck.cli.site import run_site_command

            return run_site_command(args)
        if args.command == "ci":
            from doccheck.cli.ci import run_ci

            return run_ci(args)
        if args.command == "trust":
            from doccheck.cli.trust import run_trust_command

            return run_trust_command(args)
        if args.command == "conventions":
            from doccheck.cli.conventions import run_conventions_command

            return run_conventions_command(args)
        if args.command == "due":
            from doccheck.cli.due import run_due_command

            return run_due_command(args)
        if args.command == "why":
            from doccheck.cli.why import run_why_command

            return run_why_command(args)
        if args.command in AUTHORING_COMMANDS:
            from doccheck.cli.authoring import run_authoring_command

            return run_authoring_command(args)
        from doccheck.cli.commands import run_graph_command

        return run_graph_command(args)
    except UsageError as exc:
        from doccheck.output.escape import terminal

        print(f"doccheck: error: {terminal(str(exc))}", file=sys.stderr)
        return 2
    except BusyError as exc:
        from doccheck.output.escape import terminal

        print(f"doccheck: busy: {terminal(str(exc))}", file=sys.stderr)
        return 3
    except KeyboardInterrupt:
        print("doccheck: interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:
        return _reader_gone()


def _leave(code: int) -> NoReturn:
    """End the program with its output written, skipping the interpreter's teardown: freeing one by one the
    objects a large repository's index made costs a commit ~8 ms. For `check` only, whose work (the cache
    saved, the findings printed) is done when it returns, with no exit handler left to run."""
    try:
        sys.stdout.flush()
    except BrokenPipeError:
        code = _reader_gone()
    with contextlib.suppress(OSError, ValueError):
        sys.stderr.flush()
    os._exit(code)


def _reader_gone() -> int:
    """stdout was closed (`doccheck facts | head -1`): stop quietly, and keep Python's exit flush quiet too."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError):
        pass
    return 0


def _rules(key: str | None, config_file: Path | None = None) -> int:
    from doccheck.repo.catalog import all_rules, by_name_or_code, check_rule_patterns

    table, source = _severity_table(config_file)

    def level(rule: Any) -> str:
        from doccheck.config.load import severity_for

        configured = severity_for(rule.code, rule.name, table)
        return rule.severity.label if configured is None else f"{configured}*"

    def listed(rules: list[Any]) -> int:
        for rule in rules:
            fix = " [--fix]" if rule.fix else ""
            print(f"{rule.code}  {rule.name:<28} {level(rule):<8} {rule.summary}{fix}")
        if any(level(rule).endswith("*") for rule in rules):
            print(f"* set by `severity` in {source}")
        return 0

    if key is None:
        return listed(sorted(all_rules().values(), key=lambda r: r.code))
    found = by_name_or_code(key)
    if found is None:
        family = sorted((r for r in all_rules().values() if r.code.startswith(key.strip().upper())),
                        key=lambda r: r.code)
        if not family:
            check_rule_patterns([key], "doccheck rules")  # names the nearest rule
            raise UsageError(f"no rule {key!r}; `doccheck rules` lists them")
        return listed(family)
    shown = level(found)
    configured = f"; {shown.rstrip('*')} in {source}" if shown.endswith("*") else ""
    print(f"{found.code} {found.name} (default severity: {found.severity.label}{configured})\n")
    print(_dedent(found.doc))
    if found.fix:
        print(f"\nFix: `doccheck check --fix` {found.fix}; `--diff` shows it first.")
    return 0


def _severity_table(config_file: Path | None) -> tuple[dict[str, str], str]:
    """The configuration's `severity` table and the file it is in, when there is a configuration here."""
    from doccheck.config.load import find_config_file

    source = config_file if config_file is not None else find_config_file(Path.cwd())
    if source is None:
        return {}, ""
    from doccheck.run.settings import load_config

    config = load_config(source.parent, source)
    return config.model.severity, os.path.relpath(source)


def _dedent(doc: str) -> str:
    import inspect

    return inspect.cleandoc(doc)


if __name__ == "__main__":
    raise SystemExit(main())
