"""`doccheck why PATH... [--as-of DATE]`: the decisions in force that govern a path or that it cites.

Without `--as-of` it answers from the files as they are (`run/why.py`: no graph, the check's caches); with it,
from the graph's history (`graph/query/why.py`), which only that form imports. `--project NAME` / `--all-projects`
add the decisions of other repositories on the graph's server that govern the path (`graph/why_command.py`).
"""

from __future__ import annotations

import argparse
import json
import os
from pathlib import Path
from typing import Any

from doccheck.errors import UsageError


def add_why_parser(sub: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    parser = sub.add_parser(
        "why", help="the decisions that govern a path, or that it cites",
        description="The decisions in force that govern each path (a `governs` glob, or the family's `affects`, "
                    "`applies_to`, names it) or that its code comments cite, most specific first: a glob naming "
                    "the file, then its folders (deepest first), then citations. Each with its status, date and "
                    "where that comes from (the record's or the code's line, and the commit that wrote it). "
                    "Decisions that no longer hold but are still cited are listed apart.")
    parser.add_argument("paths", nargs="+", type=Path, metavar="PATH", help="files or folders of the repository")
    parser.add_argument("--as-of", metavar="DATE",
                        help="answer from the graph's history as of this date (YYYY, YYYY-MM or YYYY-MM-DD; needs "
                             "`doccheck sync`); default: from the files as they are now")
    parser.add_argument("--format", choices=("text", "json"), default="text",
                        help="text: a block per path; json: for scripts")
    parser.add_argument("--config", type=Path, help="configuration file (default: found by walking up)")
    parser.add_argument("--no-cache", action="store_true", help="parse every file; neither read nor write the cache")
    parser.add_argument("--project", action="append", metavar="NAME",
                        help="also the decisions of this repository's project on the graph's server that govern "
                             "the path by a glob naming this repository (acme/payments:src/**); repeatable")
    parser.add_argument("--all-projects", action="store_true",
                        help="also every other repository's decisions on the server that govern the path: a "
                             "platform team's `governs: acme/*:**/Dockerfile`")
    parser.add_argument("--falkordb-url", help="the graph server (default: [sync] falkordb_url, else the embedded "
                                               "graph)")


def run_why_command(args: argparse.Namespace) -> int:
    from doccheck.cli.commands import load_for
    from doccheck.run.discover import relative_to_root

    # A path may be gone, or not yet written (asked about as of a date): the configuration is found from the
    # nearest folder of it that is there.
    first = args.paths[0]
    config = load_for([next((p for p in (first, *first.parents) if p.exists()), Path("."))], args)
    asked = []
    for path in args.paths:
        relative = relative_to_root(path, config.root)
        if relative.startswith(("/", "../")) or relative == "..":
            raise UsageError(f"{path}: outside the repository ({config.root}); ask about its own paths")
        asked.append(relative.rstrip("/") if relative != "." else "")
    own = None
    if args.as_of is None:
        from doccheck.run.why import decisions_for_paths

        own = [a.as_dict() for a in decisions_for_paths(config, asked, use_cache=not args.no_cache)]
    answers = own if own is not None and not (args.project or args.all_projects) else \
        _from_graph(args, config, asked, own)
    for answer, path in zip(answers, args.paths, strict=True):
        answer["shown"] = path.as_posix()
    if args.format == "json":
        print(json.dumps({"as_of": args.as_of, "paths": answers}, indent=2))
    else:
        print("\n\n".join(_text(answer, config.root) for answer in answers))
    return 0


def _from_graph(args: argparse.Namespace, config: Any, asked: list[str],
                own: list[dict[str, Any]] | None) -> list[dict[str, Any]]:
    try:
        from doccheck.graph.why_command import answers_from_graph
    except ImportError as exc:
        form = "--as-of" if args.as_of is not None else "--project/--all-projects"
        raise UsageError(f"doccheck why {form} needs the graph extra ({exc.name} is missing): "
                         "pip install 'doccheck[graph]'") from None
    return answers_from_graph(args, config, asked, own)


def _text(answer: dict[str, Any], root: Path) -> str:
    from doccheck.output.escape import terminal

    lines = [terminal(answer["shown"])]
    if not answer["decisions"] and not answer["replaced"]:
        when = f" on {answer['as_of']}" if answer.get("as_of") else ""
        return lines[0] + f": no decision governs it or is cited by it{when}"
    for decision in answer["decisions"]:
        lines += _decision(decision, root)
    if answer["replaced"]:
        lines.append("  no longer in force, still named:")
        lines += _decision_lines(answer["replaced"], root, "    ")
    return "\n".join(lines)


def _decision_lines(decisions: list[dict[str, Any]], root: Path, indent: str) -> list[str]:
    return [line for d in decisions for line in _decision(d, root, indent)]


def _decision(decision: dict[str, Any], root: Path, indent: str = "  ") -> list[str]:
    from doccheck.output.escape import terminal

    # Another repository's decision is named from that repository's top (`acme/platform:docs/adr/x.md`).
    mine = "repository" not in decision
    facts = ", ".join(str(v) for v in (decision.get("status") or "no status", decision.get("date")) if v)
    title = f"{indent}{decision['id']} {decision.get('title') or ''}".rstrip()
    head = f"{title} ({facts}): {_shown(root, decision['path']) if mine else decision['where']}"
    if decision.get("superseded_by"):
        head += "; superseded by " + ", ".join(_shown(root, p) if mine else p for p in decision["superseded_by"])
    lines = [terminal(head)]
    for reason in decision["because"]:
        where = f"{_shown(root, reason['source']) if mine else reason['where']}:{reason['line']}"
        if reason["kind"] == "governs":
            said = f"governs {reason['text']} ({where}, field {reason.get('field') or 'governs'}"
        else:
            said = f"cited as {reason['text']} ({where}"
        commit = reason.get("commit")
        said += f", commit {commit[:12]} of {reason['date']})" if commit and reason.get("date") else \
            f", commit {commit[:12]})" if commit else ", not committed)"
        lines.append(terminal(f"{indent}  {said}"))
    return lines


def _shown(root: Path, relative: str) -> str:
    try:
        return os.path.relpath(root / relative)
    except ValueError:
        return str(root / relative)
