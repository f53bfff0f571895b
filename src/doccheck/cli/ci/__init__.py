"""Part of stage 9, cli. `doccheck ci`: what the GitHub Action runs, so that its steps stay one line each.

    doccheck ci check [PATHS] [--paths "a b"] [--sarif FILE] [--against REF] [--open-prs] [--decisions-comment]
        the check once: annotations on stdout (capped, most severe first), the job summary, the step
        outputs (errors, warnings, notices, findings, files, sarif-file, exit-code) and the SARIF file;
        with --open-prs, the numbers the other open pull requests add too (pulls.py); with
        --decisions-comment, the pull request's comment of the decisions that govern it (decisions_comment.py)
    doccheck ci sync [PATHS] [--group "CATEGORY=GROUP ..."] [--extract MODE] [--sync-branch B]
        `doccheck sync --format json`, then the summary of what it wrote and the conflicts, and the outputs
        (conflicts, episodes-written, episodes-added/updated/retired, sync-exit-code)
"""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any


def add_ci_parser(sub: Any) -> None:
    from doccheck.cli.arguments import positive_int

    ci = sub.add_parser("ci", help="run as a GitHub Actions step: annotations, job summary, outputs, SARIF")
    stages = ci.add_subparsers(dest="stage", required=True)
    check = stages.add_parser("check", help="check, and write annotations, summary, outputs and SARIF")
    sync = stages.add_parser("sync", help="sync into the graph, and write the summary and outputs")
    for parser in (check, sync):
        parser.add_argument("paths", nargs="*", type=Path, help="files or folders (default: the current folder)")
        parser.add_argument("--paths", dest="paths_text", metavar="TEXT",
                            help="more paths, separated by spaces or new lines (the Action's input)")
        parser.add_argument("--config", type=lambda text: Path(text) if text else None,
                            help="configuration file (an empty value means: found by walking up)")
    check.add_argument("--fail-level", type=lambda text: text or None,
                       help="error, warning or never (empty: the configuration's, default error)")
    check.add_argument("--against", metavar="REF",
                       help="the base to compare with (default on a pull request: origin/$GITHUB_BASE_REF)")
    check.add_argument("--sarif", type=Path, help="SARIF file to write (default: $RUNNER_TEMP/doccheck.sarif)")
    check.add_argument("--open-prs", action="store_true",
                       help="also report a number another open pull request already adds (DC416), read through "
                            "the GitHub API with $GITHUB_TOKEN; fails open, in one line, when it cannot be read")
    check.add_argument("--decisions-comment", action="store_true",
                       help="on a pull request, write one comment (updated on each push, never doubled) listing the "
                            "decisions that govern the changed files, through the GitHub API with $GITHUB_TOKEN "
                            "(the job needs pull-requests: write); fails open, in one line")
    check.add_argument("--open-prs-timeout", type=float, default=10.0, metavar="SECONDS",
                       help="how long one request to the GitHub API may take (default: 10)")
    check.add_argument("--no-cache", action="store_true", help="parse every file")
    check.add_argument("--jobs", "-j", type=positive_int, help="worker processes (default: one per core)")
    sync.add_argument("--group", metavar="TEXT", help="CATEGORY=GROUP pairs, separated by spaces or new lines, "
                      "each passed to the sync as a --group (default: the sync's own groups)")
    sync.add_argument("--extract", help="fact extraction mode (default: the sync's own)")
    sync.add_argument("--sync-branch", help="the branch the Action syncs on, passed as DOCCHECK_SYNC_BRANCH")


def run_ci(args: argparse.Namespace) -> int:
    if args.stage == "check":
        from doccheck.cli.ci.check_stage import run_check_stage

        if args.fail_level not in (None, "error", "warning", "never"):
            from doccheck.errors import UsageError

            raise UsageError(f"--fail-level must be error, warning or never, not {args.fail_level!r}")
        return run_check_stage(args)
    from doccheck.cli.ci.sync_stage import run_sync_stage

    return run_sync_stage(args)
