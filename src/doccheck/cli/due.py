"""`doccheck due [PATHS] [--within 30d] [--format json]`: what is due, for a person or a scheduled workflow.

1. The configuration, found from the first path, and the index record of every document under the paths (from
   the check's cache: an unchanged document is not read again).
2. What is due by today, or within the window (`run/expiry.py`): review dates that have passed or come within
   it (DC601), and, with `stale-proposal` set, proposals that have waited that long since their last change or
   will within it (DC602). The configuration's `select`, `ignore` and `per-file-ignores` and a file's suppression
   comments leave out what they leave out of a check.
3. Text, one line per record, the most overdue first, and a summary; or JSON for a script. Exit 1 when anything
   is due (a workflow opens an issue), 0 when nothing is, 2 on a usage error.
"""

from __future__ import annotations

import argparse
import datetime
import json
from pathlib import Path
from typing import Any

FORMAT_VERSION = 1


def _duration(text: str) -> int:
    from doccheck.read.review import duration_days

    days = duration_days(text)
    if days is None:
        raise argparse.ArgumentTypeError(f"{text!r} is not a duration: write days or weeks, such as 30d or 4w")
    return days


def _day(text: str) -> datetime.date:
    try:
        return datetime.date.fromisoformat(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a day: write it as YYYY-MM-DD") from None


def add_due_parser(sub: Any) -> None:
    due = sub.add_parser(
        "due", help="list the records due for review and the proposals left waiting",
        description="The records whose review date (review-by, revisit, expires, a provisional window) has passed "
                    "or comes within --within, and, with stale-proposal set, the proposals that have waited that "
                    "long since their last change. Exit 1 when anything is due, 0 when nothing is.")
    due.add_argument("paths", nargs="*", type=Path, help="files or folders (default: the current folder)")
    due.add_argument("--within", type=_duration, default=0, metavar="DURATION",
                     help="also what comes due within this time: 30d, 4w (default: only what is due now)")
    due.add_argument("--format", choices=("text", "json"), default="text", help="text, or json for scripts")
    due.add_argument("--today", type=_day, metavar="YYYY-MM-DD",
                     help="judge as of this day (default: $DOCCHECK_TODAY, else the local date)")
    due.add_argument("--config", type=Path, help="configuration file (default: found by walking up)")
    due.add_argument("--no-cache", action="store_true", help="parse every file; neither read nor write the cache")


def run_due_command(args: argparse.Namespace) -> int:
    from doccheck.cli.commands import load_for
    from doccheck.repo.due import due_facts
    from doccheck.run.check import run_check
    from doccheck.run.discover import display_path
    from doccheck.run.expiry import due_list, today

    paths: list[Path] = args.paths or [Path(".")]
    config = load_for(paths, args)
    day = args.today or today()
    report = run_check(paths, config, use_cache=not args.no_cache, report_only=frozenset())
    facts = due_facts(report.records)
    relatives = [relative for relative in report.seen if relative in facts]
    items, notes = due_list(facts, relatives, config, day, args.within)
    items.sort(key=lambda item: (-item.days, item.relative, item.line))
    shown = {relative: display_path(_from_here(config.root / relative)) for relative in {i.relative for i in items}}
    if args.format == "json":
        print(json.dumps(_json(items, shown, day, args.within, config, notes), indent=2, ensure_ascii=False))
    else:
        print(_text(items, shown, day, args.within, config, len([r for r in relatives if facts[r].get("review")]),
                    notes))
    return 1 if items else 0


def _json(items: list[Any], shown: dict[str, str], day: datetime.date, within: int, config: Any,
          notes: list[str]) -> dict[str, Any]:
    from doccheck.run.expiry import NAMES

    return {
        "version": FORMAT_VERSION,
        "today": day.isoformat(),
        "within_days": within,
        "stale_proposal": config.model.stale_proposal,
        "overdue": sum(item.overdue for item in items),
        "coming": sum(not item.overdue for item in items),
        "due": [{
            "path": shown[item.relative], "line": item.line, "code": item.code, "rule": NAMES[item.code],
            "overdue": item.overdue, "date": item.date.isoformat(), "days": item.days, "title": item.title,
            "status": item.status, "message": item.message, "basis": item.basis,
        } for item in items],
        "notes": notes,
    }


def _text(items: list[Any], shown: dict[str, str], day: datetime.date, within: int, config: Any, dated: int,
          notes: list[str]) -> str:
    from doccheck.output.escape import terminal
    from doccheck.run.expiry import NAMES

    lines = [terminal(f"{shown[i.relative]}:{i.line}: {i.code} {NAMES[i.code] if i.overdue else 'due soon'}: "
                      f"{i.message}") for i in items]
    lines += [terminal(f"note: {note}") for note in notes]
    overdue = sum(item.overdue for item in items)
    window = f" or within {within} days" if within else ""
    stale = ("" if config.model.stale_proposal else
             "; stale proposals not judged (set stale-proposal in the configuration)")
    if items:
        coming = f", {len(items) - overdue} within {within} days" if within else ""
        lines.append(f"{len(items)} due as of {day.isoformat()} ({overdue} overdue{coming}){stale}")
    else:
        with_dates = f"{dated} record{'s' * (dated != 1)} with a review date, "
        lines.append(f"nothing due as of {day.isoformat()}{window} ({with_dates}none due){stale}")
    return "\n".join(lines)


def _from_here(path: Path) -> Path:
    import os

    try:
        return Path(os.path.relpath(path))
    except ValueError:
        return path

