"""`doccheck check --fix` and `--diff`: the reported findings whose rule can be fixed (`run/authoring/fixes.py`)."""

from __future__ import annotations

import argparse
import sys
from typing import Any


def run_fixes(args: argparse.Namespace, config: Any, findings: list[Any]) -> int:
    """`check --fix` / `--diff`: the reported findings whose rule can be fixed; how many files change."""
    from doccheck.output.escape import terminal
    from doccheck.run.authoring.fixes import apply, diff, fixable, plan
    from doccheck.run.authoring.write import Workspace

    wanted = fixable(findings)
    if not wanted:
        return 0
    ws = Workspace(config, use_cache=not args.no_cache)
    changes, count = plan(ws, wanted)
    if args.diff:
        for line in diff(ws, changes).splitlines():
            print(terminal(line))
        return len(changes)
    apply(ws, changes)
    if changes:
        print(terminal(f"doccheck: fixed {count} finding{'s' * (count != 1)} in {len(changes)} "
                       f"file{'s' * (len(changes) != 1)}: {', '.join(ws.shown(r) for r in sorted(changes))}"),
              file=sys.stderr)
    return len(changes)
