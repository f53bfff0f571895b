"""Dates that expire: the day a record says it is to be reviewed, revisited, or stops holding.

Pure functions, no I/O. Read in three steps from what the document declares:

1. The fields, by their normalised key (`Review-by` and `review_by` are `review-by`), from the front matter, a
   header line (`Review-by: 2026-06-30`, `**Status:** Accepted | **Date:** ... | **Review:** 2027-06-09`), a
   header table or a fenced header, as `document.py` collects them. `DUE_KEYS` name a due date whatever the
   record's own date; `AFTER_DATE_KEYS` (`Review`, `Review date`) also name the day a review *happened* (a review
   report's `**Review Date:** 2026-03-10`), so they count only when the value is after the record's own date.
2. The value, which must say a day without guessing: a date in any shape `dates.py` reads (`2026-06-30`,
   `30 June 2026`, `June 2026`: the month), a quarter or a half with its year (`Q3 2025`, `2025-Q3`, `H2 2025`),
   or a window after the record's date (`6 months`, `in 1 year`, `12 months after acceptance`). A leading `by`,
   `in`, `on`, `until`, `after` or `before` is read past. Anything else is a trigger in words ("when we pass 10k
   users", "Story 1.21", "Revisit in Q3" without a year) and gives no date, and no finding. A value shaped like a
   date that is not one (`2026-02-30`, or `05/02/2026` without a `date-order`) is `Unreadable`.
3. The status, when it carries a window: `Accepted (provisional for 6 months)`, `Provisional until 2026-06-30`,
   `Trial; revisit in Q3 2025`. A bare `provisional` (a KEP's stage) carries none.

Each date is a period: a day, a month, a quarter or a half. It is due from the period's first day and has
passed after its last. Of several, the one that ends first is the record's (`earliest`).
"""

from __future__ import annotations

import datetime
import re
from typing import TYPE_CHECKING, NamedTuple

from doccheck.read.dates import DateOrder, parse_date
from doccheck.regex import lazy

if TYPE_CHECKING:
    from doccheck.read.document import Document, MetaValue

__all__ = ["AFTER_DATE_KEYS", "DUE_KEYS", "ReviewDate", "Unreadable", "duration_days", "earliest", "from_record",
           "read_when", "review_dates", "review_record", "status_window"]

# Keys whose value is the day a record is due for review, or stops holding.
DUE_KEYS = frozenset({
    "review-by", "review-before", "review-due", "review-due-date", "next-review", "next-review-date",
    "next-review-by", "revisit", "revisit-by", "revisit-date", "revisit-on", "revisit-after", "reconsider-by",
    "re-evaluate-by", "expires", "expires-on", "expiry", "expiry-date", "expiration", "expiration-date",
    "valid-until", "sunset", "sunset-date",
})
# Keys that may also be the day a review took place: a due date only when after the record's own date.
AFTER_DATE_KEYS = frozenset({"review", "review-date", "review-on"})

_SOURCES = {"front-matter": "front matter", "sidecar": "sidecar file", "preamble": "fenced header",
            "line": "header line", "table": "header table", "section": "status section", "status": "status"}


class ReviewDate(NamedTuple):
    start: datetime.date  # due from this day
    end: datetime.date  # passed after this day
    line: int
    field: str  # the key as normalised (`review-by`), or `status`
    written: str  # the value as written, cut short
    source: str  # where it was read: front matter, header line, header table, fenced header, status
    basis: str = ""  # for a window: what it counts from ("6 months after its date 2025-01-01")

    @property
    def shown(self) -> str:
        """The date as a reader checks it: `2026-06-30`, `Q3 2025 (to 2025-09-30)`, `6 months after its date
        2025-01-01 (2025-07-01)`."""
        if self.basis:
            return f"{self.basis} ({self.end.isoformat()})"
        if self.start == self.end:
            return self.end.isoformat()
        return f"{self.written} (to {self.end.isoformat()})"

    @property
    def where(self) -> str:
        return f"{_SOURCES.get(self.source, self.source)}, line {self.line}"


class Unreadable(NamedTuple):
    """A value shaped like a date that cannot be read as one."""

    line: int
    field: str
    written: str
    problem: str


# A leading word that says how the date relates to the review, read past: "by 2026-06-30", "in Q3 2025".
_LEAD = lazy(r"(?:(?:no\s++later\s++than|by|in|on|until|till|after|before|at|during|from)\s++)?"
             r"(?:(?:the\s++)?end\s++of\s++)?", re.IGNORECASE)
_PERIOD = lazy(r"(?:([QH])([1-4])[ \t/-]{0,3}+(\d{4})|(\d{4})[ \t/-]{0,3}+([QH])([1-4]))(?![\w])", re.IGNORECASE)
_NUMBERS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
            "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "eighteen": 18}
# A window after the record's date, as the whole value: "6 months", "in 1 year", "12 months after acceptance".
_WINDOW = lazy(
    r"(?:(?:in|after|within|for)\s++)?(\d{1,3}+|an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve"
    r"|eighteen)[ \t-]++(days?|weeks?|months?|years?)"
    r"(?:\s++(?:after|from|of)\s++(?:acceptance|adoption|approval|(?:the|this)\s++decision|(?:its|the)\s++date"
    r"|(?:it|this)\s++(?:was|is)\s++accepted|being\s++accepted))?[ \t]*+\.?",
    re.IGNORECASE)
# A window the status carries: "provisional for 6 months", "trial until 2026-06-30", "revisit in Q3 2025".
_STATUS_WINDOW = lazy(
    r"\b(?:provisional(?:ly)?|trial|temporar(?:y|ily)|interim|experiment(?:al|ally)?)\b[^.;\n(]{0,30}?"
    r"\b(?:for|until|till|through)\s++(?P<when>[^;\n]{1,60})"
    r"|\b(?:revisit|review|reconsider)\s++(?P<lead>in|by|before)\s++(?P<when2>[^;\n]{1,60})",
    re.IGNORECASE)
# Where a window's words end: a comma, a closing bracket, a full stop. An opening bracket does not end them, so
# "6 months (after load testing)" is no window after the record's date.
_CLAUSE_END = lazy(r"[,;)\]]|\.(?:\s|$)")
_MAX_VALUE = 200  # characters of a value read: a date is a few words


def review_dates(doc: Document, record_date: datetime.date | None, status_text: str | None,
                 status_line: int | None, order: DateOrder | None = None
                 ) -> tuple[list[ReviewDate], list[Unreadable]]:
    """Every due date the document states, and every value shaped like a date that is not one.
    `record_date` is the record's own date (windows count from it); `status_text` its status as written."""
    found: list[ReviewDate] = []
    unreadable: list[Unreadable] = []
    if doc.is_template:
        return found, unreadable  # a template's dates are examples: `Review-by: YYYY-MM-DD`
    for key, meta in doc.metadata.items():
        if key not in DUE_KEYS and key not in AFTER_DATE_KEYS:
            continue
        read = _from_meta(key, meta, record_date, order)
        if isinstance(read, Unreadable):
            unreadable.append(read)
        elif read is not None and (key in DUE_KEYS or (record_date is not None and read.start > record_date)):
            found.append(read)
    if status_text and status_line is not None:
        window = status_window(status_text[:_MAX_VALUE], record_date, order)
        if window is not None:
            start, end, basis, written = window
            found.append(ReviewDate(start, end, status_line, "status", written, "status", basis))
    return found, unreadable


def earliest(dates: list[ReviewDate]) -> ReviewDate | None:
    return min(dates, key=lambda d: (d.end, d.line), default=None)


def review_record(doc: Document, record_date: str | None, status: MetaValue | None,
                  order: DateOrder | None = None) -> list[object] | None:
    """What the index keeps of the record's due date (`repo/record.py`): [first day, last day, line, field, as
    written, where, what a window counts from], ISO dates; None when it states none."""
    own = datetime.date.fromisoformat(record_date) if record_date else None
    dates, _unreadable = review_dates(doc, own, status.text if status is not None else None,
                                      status.line if status is not None else None, order)
    due = earliest(dates)
    if due is None:
        return None
    return [due.start.isoformat(), due.end.isoformat(), due.line, due.field, due.written, due.source, due.basis]


def from_record(row: list[object] | None) -> ReviewDate | None:
    """The `ReviewDate` a record keeps (`review_record`), or None for none or a row of another shape."""
    if not isinstance(row, list) or len(row) != 7:
        return None
    start, end, line, field, written, source, basis = row
    try:
        return ReviewDate(datetime.date.fromisoformat(str(start)), datetime.date.fromisoformat(str(end)),
                          int(str(line)), str(field), str(written), str(source), str(basis))
    except ValueError:
        return None


def _from_meta(key: str, meta: MetaValue, record_date: datetime.date | None,
               order: DateOrder | None) -> ReviewDate | Unreadable | None:
    value = meta.value
    if isinstance(value, datetime.datetime):
        value = value.date()
    if isinstance(value, datetime.date):  # YAML and TOML front matter give dates
        return ReviewDate(value, value, meta.line, key, value.isoformat(), meta.source)
    if not isinstance(value, str):
        return None
    from doccheck.read.document import strip_emphasis
    from doccheck.read.status import is_placeholder

    text = strip_emphasis(value[:_MAX_VALUE]).strip()
    if not text or is_placeholder(text):
        return None
    read = read_when(text, record_date, order)
    if read is None:
        return None
    if isinstance(read, str):
        return Unreadable(meta.line, key, _short(text), read)
    start, end, basis = read
    return ReviewDate(start, end, meta.line, key, _short(text), meta.source, basis)


def read_when(text: str, record_date: datetime.date | None, order: DateOrder | None = None
              ) -> tuple[datetime.date, datetime.date, str] | str | None:
    """(first day, last day, what a window counts from) of the period `text` names; a problem (str) when it is
    shaped like a date and is not one; None when it names no day (a trigger in words)."""
    text = text.strip()
    lead = _LEAD.match(text)
    rest = text[lead.end():] if lead is not None else text
    if not rest:
        return None
    period = _PERIOD.match(rest)
    if period is not None:
        kind = (period.group(1) or period.group(5)).upper()
        number = int(period.group(2) or period.group(6))
        year = int(period.group(3) or period.group(4))
        if kind == "H" and number > 2:
            return f"{rest[:period.end()]} is no half of a year (H1 or H2)"
        months = 3 if kind == "Q" else 6
        first = datetime.date(year, (number - 1) * months + 1, 1)
        return first, _add_months(first, months) - datetime.timedelta(days=1), ""
    window = _WINDOW.fullmatch(_CLAUSE_END.split(rest, maxsplit=1)[0].strip())
    if window is not None:
        if record_date is None:
            return None  # a window with nothing to count from: not a day
        amount = _NUMBERS.get(window.group(1).lower()) or int(window.group(1))
        unit = window.group(2).lower().rstrip("s")
        end = _after(record_date, amount, unit)
        plural = "" if amount == 1 else "s"
        return end, end, f"{amount} {unit}{plural} after its date {record_date.isoformat()}"
    parsed = parse_date(rest, order=order)
    if parsed is None:
        return None
    if parsed.value is None:
        return parsed.problem or "not a date"
    if parsed.precision == "month":
        return parsed.value, _add_months(parsed.value, 1) - datetime.timedelta(days=1), ""
    return parsed.value, parsed.value, ""


def status_window(text: str, record_date: datetime.date | None, order: DateOrder | None = None
                  ) -> tuple[datetime.date, datetime.date, str, str] | None:
    """The window a status carries: (first day, last day, what it counts from, the words as written)."""
    match = _STATUS_WINDOW.search(text)
    if match is None:
        return None
    when = (match.group("when") or match.group("when2") or "").strip()
    read = read_when(when, record_date, order)
    if read is None or isinstance(read, str):
        return None
    start, end, basis = read
    return start, end, basis, _short(match.group(0).split(")", 1)[0].strip())


def _after(day: datetime.date, amount: int, unit: str) -> datetime.date:
    if unit == "day":
        return day + datetime.timedelta(days=amount)
    if unit == "week":
        return day + datetime.timedelta(weeks=amount)
    return _add_months(day, amount * (12 if unit == "year" else 1))


def _add_months(day: datetime.date, months: int) -> datetime.date:
    """The same day `months` later, or the month's last day where it has none (31 January + 1 month)."""
    import calendar

    index = day.month - 1 + months
    year, month = day.year + index // 12, index % 12 + 1
    if year > datetime.MAXYEAR:
        return datetime.date.max
    return datetime.date(year, month, min(day.day, calendar.monthrange(year, month)[1]))


def _short(text: str) -> str:
    line = " ".join(text.split())
    return line if len(line) <= 60 else line[:57] + "..."


_DURATION = lazy(r"\s*+(\d{1,5}+)\s*+(d|days?|w|weeks?)\s*+", re.IGNORECASE)


def duration_days(text: str) -> int | None:
    """Days of a duration as the configuration and `--within` write it: `90d`, `12w`, `30 days`; None otherwise."""
    match = _DURATION.fullmatch(text)
    if match is None:
        return None
    return int(match.group(1)) * (7 if match.group(2).lower().startswith("w") else 1)
