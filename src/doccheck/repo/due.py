"""What is due: records whose review date has come or passed, and proposals that have waited too long.

Pure functions over the index records (`record.py`) and a day; no I/O, no clock. The check (`run/expiry.py`) and
`doccheck due` (`cli/due.py`) both ask here, so the two never disagree:

1. `review_due(records, today, within)`: each record whose due date (`read/review.py`) starts no later than
   `within` days from today. A record that has ended (superseded, rejected, withdrawn, ...) is never due; one
   still proposed only by a window its status carries ("Provisional until 2026-06-30"): a proposal's clock is
   the next step's. The date has passed when today is after the period's last day (DC601).
2. `proposals(records)`: the records still proposed (drafts, in review; not deferred, which waits on purpose),
   whose last change the caller finds (git, else the record's date: `run/last_change.py`), and
   `stale(...)`: those whose last change is `threshold` days or more ago, or will be within `within` (DC602).

A finding's words depend on the day; `run/baseline.py` reads them without the count of days. A commit's check
imports this module to find its files' rows; what reads a date or a status is imported only when one has a row.
"""

from __future__ import annotations

from collections.abc import Container, Iterable, Mapping
from typing import TYPE_CHECKING, Any, NamedTuple

from doccheck.repo.registry import RepoProblem

if TYPE_CHECKING:
    import datetime

    from doccheck.read.review import ReviewDate

REVIEW_CODE, STALE_CODE = "DC601", "DC602"
# The repository pass's rows (run/repository.py) that carry what one record says of its dates, one for a record
# with a due date, one for a record still proposed: kept and replayed with the DC4 problems, so a run whose records
# did not change reads none of them to know what is due. run/repository.py looks for these codes without
# importing this module (tests/test_due.py holds them equal): a commit whose files have none imports nothing here.
REVIEW_ROW, PROPOSAL_ROW = "~review", "~proposal"
_FACTS = ("review", "status", "title", "status_line", "title_line", "date", "suppress")


class Due(NamedTuple):
    relative: str
    code: str  # REVIEW_CODE or STALE_CODE
    line: int
    date: datetime.date  # the due date (a period's last day), or the day a proposal turns stale
    days: int  # days from that day to today: negative while it is still ahead
    overdue: bool  # the date has passed (a review), or the proposal is stale
    message: str
    title: str
    status: str | None
    basis: str  # what the date rests on, in words: "review-by in the front matter, line 3"


class LastChange(NamedTuple):
    """When a record last changed, and how that is known."""

    day: datetime.date
    basis: str  # "its last commit, 2025-01-03" or "its date, 2025-01-03 (not in git)"


def due_facts(records: Mapping[str, dict[str, Any]]) -> dict[str, dict[str, Any]]:
    """What the rules here need of each record that states a due date or is still proposed, by path: the others
    (and a record that has ended, superseded or rejected) are never due."""
    found: dict[str, dict[str, Any]] = {}
    for relative, record in records.items():
        status = record.get("status")
        if status is None and record.get("review") is None:
            continue  # most of a large repository: a record that says neither
        stage = _stage(status)
        if record.get("template") or stage == "ended" or (record.get("review") is None and stage != "proposed"):
            continue
        found[relative] = {key: record.get(key) for key in _FACTS}
    return found


_STAGES: dict[str, str | None] = {}


def _stage(status: Any) -> str | None:
    """`read.status.lifecycle`, once per status word (a repository writes a few words thousands of times)."""
    if not isinstance(status, str):
        return None
    if status not in _STAGES:
        from doccheck.read.status import lifecycle

        _STAGES[status] = lifecycle(status)
    return _STAGES[status]


def due_rows(records: Mapping[str, dict[str, Any]]) -> list[tuple[str, RepoProblem]]:
    """`due_facts` as rows of the repository pass: a `REVIEW_ROW` for a record with a due date, a `PROPOSAL_ROW`
    for one still proposed (both for a proposal whose status gives a window)."""
    import json

    rows: list[tuple[str, RepoProblem]] = []
    for relative, facts in due_facts(records).items():
        text = json.dumps(facts)
        if facts.get("review") is not None:
            rows.append((REVIEW_ROW, RepoProblem(relative, 1, text, frozenset((relative,)), 1)))
        if _stage(facts.get("status")) == "proposed":
            rows.append((PROPOSAL_ROW, RepoProblem(relative, 1, text, frozenset((relative,)), 1)))
    return rows


def facts_from_rows(found: Iterable[tuple[str, RepoProblem]], wanted: Container[str] | None = None
                    ) -> dict[str, dict[str, Any]]:
    """The facts the repository pass's rows carry (`due_rows`), of the `wanted` paths (all, when None): a hook run
    decodes only its own files' rows. A damaged row is left out."""
    facts: dict[str, dict[str, Any]] = {}
    for code, problem in found:
        if code in (REVIEW_ROW, PROPOSAL_ROW) and (wanted is None or problem.relative in wanted) \
                and problem.relative not in facts:
            import json

            try:
                value = json.loads(problem.message)
            except ValueError:
                continue
            if isinstance(value, dict):
                facts[problem.relative] = value
    return facts


def review_due(records: Mapping[str, dict[str, Any]], relatives: Iterable[str], today: datetime.date,
               within: int = 0) -> list[Due]:
    """The records among `relatives` whose due date starts on or before `today + within` days."""
    import datetime

    from doccheck.read.review import from_record

    horizon = today + datetime.timedelta(days=within)
    found: list[Due] = []
    for relative in relatives:
        record = records.get(relative)
        if record is None or record.get("review") is None or record.get("template"):
            continue
        due = from_record(record["review"])
        status = record.get("status")
        stage = _stage(status)
        if due is None or due.start > horizon or stage == "ended" or (stage == "proposed" and due.field != "status"):
            continue
        found.append(Due(relative, REVIEW_CODE, due.line, due.end, (today - due.end).days, today > due.end,
                         _review_message(due, today, status), str(record.get("title") or ""),
                         status if isinstance(status, str) else None,
                         f"the {due.where}" if due.field == "status" else f"{due.field} in the {due.where}"))
    return found


def _review_message(due: ReviewDate, today: datetime.date, status: Any) -> str:
    what = f"the window its status gives ({due.written!r}, to {due.end.isoformat()})" if due.field == "status" \
        else f"{due.field} {due.shown}"
    if today > due.end:
        said = f"the record is still {status!r}" if isinstance(status, str) else "the record states no status"
        return (f"{what} has passed, {ago((today - due.end).days)} ({due.where}); {said}: review it, then set the "
                "next date or change its status")
    if due.start <= today:
        left = (due.end - today).days
        return f"{what} is due {'today' if left == 0 else f'now, {in_days(left)} at the latest'} ({due.where})"
    return f"{what} comes due {in_days((due.start - today).days)} ({due.where})"


def proposals(records: Mapping[str, dict[str, Any]], relatives: Iterable[str]) -> list[str]:
    """The records among `relatives` that are still proposed: what the stale-proposal time is held against."""
    found = []
    for relative in relatives:
        record = records.get(relative)
        status = record.get("status") if record is not None else None
        if record is not None and isinstance(status, str) and status != "deferred" and not record.get("template") \
                and _stage(status) == "proposed":
            found.append(relative)
    return found


def stale(records: Mapping[str, dict[str, Any]], changes: Mapping[str, LastChange], today: datetime.date,
          threshold: int, setting: str, within: int = 0) -> list[Due]:
    """The proposals whose last change (`changes`) is `threshold` days old by `today + within`. `setting` names
    the configured time and where it is set (`stale-proposal = "90d" in .doccheck.toml`)."""
    import datetime

    found: list[Due] = []
    for relative, change in changes.items():
        record = records.get(relative) or {}
        turns = change.day + datetime.timedelta(days=threshold)
        days = (today - turns).days
        if days < -within:
            continue
        status = str(record.get("status"))
        waited = (today - change.day).days
        if days >= 0:
            message = (f"still {status!r} {waited} days after its last change ({change.basis}); {setting} allows "
                       f"{threshold}: accept, reject or withdraw it, or say in it why it waits")
        else:
            message = (f"still {status!r} since its last change ({change.basis}); by {setting} it turns stale on "
                       f"{turns.isoformat()}, {in_days(-days)}")
        found.append(Due(relative, STALE_CODE, int(record.get("status_line") or record.get("title_line") or 1),
                         turns, days, days >= 0, message, str(record.get("title") or ""), status,
                         f"{change.basis}; {setting}"))
    return found


def ago(days: int) -> str:
    """`3 days ago`, `5 months ago`, `2 years ago`: the words a finding gives for a day that has passed."""
    if days == 1:
        return "1 day ago"
    if days < 60:
        return f"{days} days ago"
    if days < 730:
        return f"{days // 30} months ago"
    return f"{days // 365} years ago"


def in_days(days: int) -> str:
    return "today" if days == 0 else "in 1 day" if days == 1 else f"in {days} days"
