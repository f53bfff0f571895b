"""`doccheck ci sync`: run `doccheck sync --format json` and tell GitHub what it wrote and what conflicted.

The sync runs in its own process: it needs `doccheck[graph]`, and the checking path never imports the graph.
The FalkorDB URL reaches it through `DOCCHECK_FALKORDB_URL` (never the command line, which logs show), and
the branch the Action syncs on through `DOCCHECK_SYNC_BRANCH`.
"""

from __future__ import annotations

import argparse
import json
import os
import posixpath
import shlex
import subprocess
import sys
from pathlib import Path

from doccheck.cli.ci.github import GitHubEnv
from doccheck.cli.ci.sync_report import Conflict, SyncReport
from doccheck.findings import Severity
from doccheck.output.annotations import Annotation

UNAVAILABLE = ("not available yet", "invalid choice", "unrecognized arguments", "No module named")


def sync_command(args: argparse.Namespace, paths: list[Path]) -> list[str]:
    # -P: the sync runs in the workspace, and a `doccheck/` folder committed there would otherwise be the
    # doccheck that `-m` imports.
    argv = [sys.executable, "-P", "-m", "doccheck", "sync", "--format", "json"]
    if args.config is not None:
        argv += ["--config", str(args.config)]
    for pair in shlex.split(args.group or ""):
        argv += ["--group", pair]
    if args.extract:
        argv += ["--extract", args.extract]
    return [*argv, *map(str, paths)]


def run_sync_stage(args: argparse.Namespace) -> int:
    from doccheck.cli.ci.check_stage import split_paths
    from doccheck.cli.ci.summary import format_sync_summary, format_sync_unavailable
    from doccheck.output.annotations import escape_data, format_annotations, plan_annotations
    from doccheck.output.escape import terminal

    env = GitHubEnv.from_environ()
    paths = [*args.paths, *split_paths(args.paths_text)] or [Path(".")]
    command = sync_command(args, paths)
    child_env = dict(os.environ)
    if args.sync_branch:
        child_env["DOCCHECK_SYNC_BRANCH"] = args.sync_branch
    try:
        done = subprocess.run(command, capture_output=True, text=True, check=False, env=child_env)
    except OSError as exc:
        done = subprocess.CompletedProcess(command, 2, "", str(exc))
    # The sync's notes name files, and a file name can hold a newline and a workflow command: each line is
    # copied escaped into the log, never as GitHub would read it.
    for line in done.stderr.splitlines():
        print(terminal(line), file=sys.stderr)
    report = _parse(done.stdout)
    if report is None:
        reason = _reason(done)
        print(f"::error title=doccheck sync::{escape_data(terminal(reason))}", flush=True)
        env.write_summary(format_sync_unavailable(reason))
        env.write_outputs({"conflicts": "", "episodes-written": "", "sync-exit-code": done.returncode or 2})
        print(f"doccheck: {terminal(reason)}", file=sys.stderr)
        return done.returncode or 2
    prefix = _config_prefix(paths, args)
    plan = plan_annotations(conflict_annotation(c, prefix) for c in report.conflicts)
    text = format_annotations(plan, "the job summary")
    if text:
        print(text, flush=True)
    env.write_summary(format_sync_summary(report))
    env.write_outputs({"conflicts": conflict_count(report), "episodes-written": report.written,
                       "episodes-added": report.episodes.added, "episodes-updated": report.episodes.updated,
                       "episodes-retired": report.episodes.retired, "sync-exit-code": done.returncode})
    return done.returncode


def conflict_count(report: SyncReport) -> int:
    """Conflicts as the sync's own summary counts them: a supersession is how decisions are meant to change, and
    a fact two sources state (temporal overlap) is agreement."""
    return sum(c.kind not in ("supersession", "temporal-overlap") for c in report.conflicts)


def _parse(stdout: str) -> SyncReport | None:
    from pydantic import ValidationError

    text = stdout.strip()
    if not text.startswith("{"):
        return None
    try:
        data = json.loads(text)
        return SyncReport.model_validate(data) if isinstance(data, dict) and "episodes" in data else None
    except (ValueError, ValidationError):
        return None


def _reason(done: subprocess.CompletedProcess[str]) -> str:
    last = next((line for line in reversed(done.stderr.strip().splitlines()) if line.strip()), "")
    if done.returncode == 2 and any(marker in done.stderr for marker in UNAVAILABLE):
        return ("this doccheck cannot sync: `doccheck sync --format json` is not available "
                f"({last.strip() or 'no message'}). Install a doccheck with the sync, with the `graph` extra.")
    return (f"`doccheck sync --format json` exited {done.returncode} without a JSON report"
            + (f": {last.strip()}" if last else "."))


def _config_prefix(paths: list[Path], args: argparse.Namespace) -> str:
    """The sync's JSON names files relative to the configuration's folder; annotations need them relative to
    the workspace (the working directory), where GitHub looks for them."""
    from doccheck.errors import UsageError
    from doccheck.run.settings import load_config

    try:
        root = load_config(paths[0], getattr(args, "config", None)).root
    except UsageError:
        return ""  # the sync itself reported the configuration error
    prefix = os.path.relpath(root)
    return "" if prefix == "." else prefix


def conflict_annotation(conflict: Conflict, prefix: str = "") -> Annotation:
    """At the new fact's source, with the severity and the code `doccheck sync` gives the conflict itself."""
    from doccheck.rules.graph import SYNC_RULES

    first = conflict.facts[0] if conflict.facts else None
    source = first.source if first is not None else None
    rule = SYNC_RULES.get(conflict.kind)
    severity = Severity.ERROR if conflict.unresolved else (rule.severity if rule else Severity.WARNING)
    path = source.path if source is not None else None
    return Annotation(severity, posixpath.join(prefix, path) if path and prefix else (path or "."),
                      (source.line if source is not None else None) or 1, 1,
                      f"{rule.code} {rule.name}" if rule else f"doccheck sync: {conflict.kind}",
                      describe_conflict(conflict))


def describe_conflict(conflict: Conflict) -> str:
    sides = [f"{fact.describe()} ({_where(fact.source.path, fact.source.line)})" for fact in conflict.facts]
    text = f"{conflict.kind}: " + (" conflicts with ".join(sides) or conflict.message or "")
    outcome = conflict.action or conflict.resolution or "not resolved"
    return f"{text}; {outcome}"


def _where(path: str | None, line: int | None) -> str:
    return f"{path or '?'}:{line}" if line else (path or "?")
