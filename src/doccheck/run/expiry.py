"""Dates that expire, in a run: which records are due, as findings for `check` and as a list for `doccheck due`.

1. Today: `$DOCCHECK_TODAY` (YYYY-MM-DD) when set, for tests and to ask what will be due on a day; else the
   local date. `doccheck due --today` sets it for one run.
2. What is due among the records asked about (`repo/due.py`): review dates that have passed (DC601) or, for
   `due`, come within its window; with `stale-proposal` set, the proposals whose last change (`last_change.py`:
   git, else the record's date) is that old (DC602).
3. What the configuration selects (`select`, `ignore`, `per-file-ignores`) and the file's suppression comments
   leave; as findings, at the severity its `severity` table gives.

These findings depend on the day, not on the commit. They are never cached (the cache keeps what the documents
say, `record.py`; the day is applied here on every run), and their rules are notices, so that no commit and no
CI run turns red because a day passed. A check of the files a commit names judges those files only, and starts
git only for those still proposed (and only with `stale-proposal` set); `check --all`, or a check of the whole
folder, judges every record.
"""

from __future__ import annotations

import os
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from doccheck.config.load import Config
from doccheck.errors import UsageError
from doccheck.findings import Finding, Severity
from doccheck.repo.due import REVIEW_CODE, STALE_CODE, Due

if TYPE_CHECKING:
    import datetime

    from doccheck.repo.registry import RepoProblem
    from doccheck.run.check import CheckReport

TODAY_VARIABLE = "DOCCHECK_TODAY"
NAMES = {REVIEW_CODE: "review-date-passed", STALE_CODE: "stale-proposal"}


def today(environ: Mapping[str, str] | None = None) -> datetime.date:
    """`$DOCCHECK_TODAY` when set, else the local date."""
    import datetime

    given = (os.environ if environ is None else environ).get(TODAY_VARIABLE, "").strip()
    if not given:
        return datetime.date.today()
    try:
        return datetime.date.fromisoformat(given)
    except ValueError:
        raise UsageError(f"{TODAY_VARIABLE}={given!r} is not a day: write it as YYYY-MM-DD, or unset it") from None


def due_list(records: Mapping[str, dict[str, Any]], relatives: Sequence[str], config: Config, day: datetime.date,
             within: int = 0) -> tuple[list[Due], list[str]]:
    """What is due among `relatives` by `day + within`, as the configuration selects it and the files'
    suppression comments leave it; and notes (one line each) on what could not be judged."""
    from doccheck.repo.due import proposals, review_due, stale
    from doccheck.run.check import selected

    items = review_due(records, relatives, day, within) if _wanted(REVIEW_CODE, config) else []
    notes: list[str] = []
    setting = config.model.stale_proposal
    if setting and _wanted(STALE_CODE, config):
        from doccheck.read.review import duration_days
        from doccheck.run.last_change import last_changes

        candidates = [r for r in proposals(records, relatives) if selected(STALE_CODE, NAMES[STALE_CODE], config, r)]
        if candidates:
            changes, notes = last_changes(config.root, candidates, records)
            where = config.source.name if config.source is not None else "the configuration"
            items += stale(records, changes, day, duration_days(setting) or 0,
                           f'stale-proposal = "{setting}" in {where}', within)
    kept = [item for item in items if selected(item.code, NAMES[item.code], config, item.relative)]
    return _unsuppressed(kept, records, config), notes


def _wanted(code: str, config: Config) -> bool:
    from doccheck.config.load import code_matches

    model = config.model
    return code_matches(code, NAMES[code], model.select) and not code_matches(code, NAMES[code], model.ignore)


def _unsuppressed(items: list[Due], records: Mapping[str, dict[str, Any]], config: Config) -> list[Due]:
    """The items a `<!-- doccheck: disable=DC601 -->` in their file does not cover (read only where it has one)."""
    from doccheck.run.suppress import apply_suppressions

    kept: list[Due] = []
    for item in items:
        if not (records.get(item.relative) or {}).get("suppress"):
            kept.append(item)
            continue
        try:
            text = (config.root / item.relative).read_text("utf-8", "replace")
        except OSError:
            kept.append(item)
            continue
        if apply_suppressions(text, [as_finding(item, item.relative)]):
            kept.append(item)
    return kept


def as_finding(item: Due, shown: str) -> Finding:
    return Finding(shown, item.line, 1, item.code, NAMES[item.code], Severity.INFO, item.message)


def expiring(report: CheckReport, config: Config, report_all: bool,
             rows: Sequence[tuple[str, RepoProblem]] | None = None) -> list[Finding]:
    """The check's DC6 findings: the reported files' (every record's with `--all`) due dates that have passed
    and proposals gone stale, at the severity the configuration gives their rules. `rows`: the repository pass,
    whose rows keep what each record says of its dates (`repo/due.py`), so that no record is read; without it (a
    run with no repository rule selected) that is taken from the records. Notes go to `report.notes`."""
    if not _wanted(REVIEW_CODE, config) and not (config.model.stale_proposal and _wanted(STALE_CODE, config)):
        return []
    if rows is not None:
        from doccheck.repo.due import facts_from_rows

        facts = facts_from_rows(rows, None if report_all else {r.relative for r in report.results})
    else:
        from doccheck.repo.due import due_facts

        facts = due_facts(report.records if report_all else {r.relative: r.record for r in report.results
                                                             if r.record is not None})
    relatives = list(facts) if report_all else [r.relative for r in report.results if r.relative in facts]
    if not relatives:
        return []
    items, notes = due_list(facts, relatives, config, today())
    report.notes += notes
    shown = {r.relative: r.path for r in report.results}
    from doccheck.run.check import with_severity
    from doccheck.run.discover import display_path

    findings = [as_finding(item, shown.get(item.relative) or display_path(_from_here(config.root / item.relative)))
                for item in items if item.overdue]
    return with_severity(findings, config)


def _from_here(path: Path) -> Path:
    try:
        return Path(os.path.relpath(path))
    except ValueError:
        return path
