"""DC2: metadata: required fields, their values, statuses and dates, wherever the document declares them."""

from __future__ import annotations

import datetime
import difflib
import re
from collections.abc import Iterable, Iterator, Sequence
from pathlib import PurePosixPath
from typing import Literal

from doccheck.findings import Problem, Severity
from doccheck.read.dates import parse_date
from doccheck.read.document import status_section
from doccheck.read.status import is_placeholder, is_prose, parse_status, qualified_status
from doccheck.regex import lazy
from doccheck.rules.registry import RuleContext, rule

_DATE_KEYS = lazy(r"(^|-)(date|created|updated|last-updated|decided|accepted-on)$")


@rule("DC201", "missing-metadata")
def missing_metadata(ctx: RuleContext) -> Iterator[Problem]:
    """A metadata field the document's type requires is not declared anywhere.

    Fields are read from front matter, a sidecar file (`kep.yaml`), `Key: value` lines, bullets and tables
    in the header, and a `## Status` section.

    Bad (an ADR with no status):
        # 12. Use Kafka
        Date: 2021-04-01
    Good:
        # 12. Use Kafka
        Date: 2021-04-01
        ## Status
        Accepted
    """
    from doccheck.read.doctypes import metadata_present

    if ctx.doc.is_template:
        return  # a template names its family's fields in its own words (`author` for a type's `authors`)
    if ctx.doc.sidecar_problem and ctx.doc.sidecar_code == "DC004":
        return  # its fields are in a sidecar that does not parse, which DC004 reports: not missing one by one
    for key in ctx.doc_type.required_metadata:
        if not metadata_present(ctx.doc, key):
            shown = "' or '".join(key.split("|"))
            yield Problem(ctx.doc.title_line, f"{ctx.doc_type.name} declares no '{shown}'")


@rule("DC202", "invalid-metadata")
def invalid_metadata(ctx: RuleContext) -> Iterator[Problem]:
    """A metadata field has a value its type does not allow.

    Types restrict some fields to a list of values (a feature's priority is high, medium or low).

    Bad: `Priority: urgent`
    Good: `Priority: high`
    """
    if ctx.doc.is_template:
        return  # a template's values are examples and choices: `Status: [proposed, accepted, rejected]`
    for key, allowed in ctx.doc_type.fields.items():
        found = ctx.doc.meta(key)
        if found is None or not allowed:
            continue  # missing-metadata reports a missing field
        text = found.bare_text
        if is_placeholder(text):
            continue  # placeholder-text reports it
        status = parse_status(text) if key == "status" else None
        value = status.value if status is not None else text.lower()
        if value not in allowed:
            yield Problem(found.line, f"{_label(key, ctx)} is {value!r}; allowed: {', '.join(allowed)}")


@rule("DC203", "unknown-status")
def unknown_status(ctx: RuleContext) -> Iterator[Problem]:
    """The status is not one the document's type knows.

    Statuses are normalised first (case, bold, emoji, a trailing link), so `⌛️ Superseded by [36](036-x.md)`
    is "superseded". An unknown word usually is a typo or a private convention worth adding to the type's
    `statuses`. A word that three or more documents of the type share, and that is no typo of a known status
    (`production` in a personal ADR collection), is the repository's own: it is not reported. A document whose
    type has no statuses (a design note no type knows) is told only of a slip: `Darft #1`, one letter from a
    status doccheck knows.

    Bad: `Status: Acepted`
    Good: `Status: Accepted`
    """
    found = ctx.doc.meta("status")
    if found is None or ctx.doc.is_template:
        return
    if is_placeholder(found.text):
        return  # placeholder-text reports it
    status = parse_status(found.text)
    if not ctx.doc_type.statuses:
        # A type with no statuses of its own (a design note in a folder of them) still has none of a slip's:
        # `Darft #1` is one letter from a status doccheck knows. (A type whose status field lists its values, a
        # KEP's kep.yaml, is DC202's to judge.)
        meant = slip_of_known(status.value) if status is not None and "status" not in ctx.doc_type.fields else None
        if meant is not None and not is_prose(found.text):
            yield Problem(found.line, f"unknown {_label('status', ctx)} {' '.join(found.text.split())[:60]!r}, "
                                      f"did you mean {meant!r}? {SLIP_NOTE}")
        return
    if status is not None and status.value not in ctx.doc_type.statuses and not is_prose(found.text) and \
            qualified_status(status.value) not in ctx.doc_type.statuses:  # (`Partially implemented`: implemented)
        close = near_status(status.value, ctx.doc_type.statuses)
        hint = f", did you mean {close!r}?" if close else ";"
        yield Problem(found.line, f"unknown {_label('status', ctx)} {status.value!r}{hint} {ctx.doc_type.name} "
                      f"allows: {', '.join(ctx.doc_type.statuses)}")
    elif status is not None and found.source != "section" and (stated := status_section(ctx.doc)) is not None:
        # The status stated again under `## Status`, or on a line under the title, one letter off the one the
        # header states: a slip there.
        again = parse_status(stated[0])
        if again is not None and again.value != status.value and slip_of_known(again.value) == status.value:
            yield Problem(stated[1], f"status {again.value!r} {IN_SECTION}, did you mean {status.value!r}? "
                                     f"(the header says {status.value!r})")


# a slip under `## Status`, or on a line under the title, not the record's status the header states
IN_SECTION = "where the document states it again"


SLIP_NOTE = "(one letter from a status doccheck knows)"
SLIP_MIN = 5  # letters a status needs before one letter off a known one is a slip (`dran` is no `draft`)


def slip_of_known(value: str) -> str | None:
    """The status doccheck knows that a status's first word is one slip from (a letter left out, added, changed,
    or two swapped: `darft`, `acepted`), where exactly one is."""
    from doccheck.read.status import CANONICAL_STATUSES

    word = value.split("-", 1)[0]
    if len(word) < SLIP_MIN or word in CANONICAL_STATUSES:
        return None
    near = [known for known in sorted(CANONICAL_STATUSES) if _one_slip(word, known)]
    return near[0] if len(near) == 1 else None


def _one_slip(a: str, b: str) -> bool:
    """Whether two words differ by one letter left out, added or changed, or by two neighbours swapped."""
    if abs(len(a) - len(b)) > 1 or a == b:
        return False
    if len(a) == len(b):
        diff = [i for i, (x, y) in enumerate(zip(a, b, strict=True)) if x != y]
        return len(diff) == 1 or (len(diff) == 2 and diff[1] == diff[0] + 1 and a[diff[0]] == b[diff[1]]
                                  and a[diff[1]] == b[diff[0]])
    short, long = (a, b) if len(a) < len(b) else (b, a)
    return any(long[:i] + long[i + 1:] == short for i in range(len(long)))


def near_status(value: str, statuses: Sequence[str]) -> str | None:
    """The known status an unknown one is a typo of, if any. A typo is a short word; difflib's cost grows with
    the product of the lengths."""
    close = difflib.get_close_matches(value, statuses, n=1, cutoff=0.75) if len(value) <= 40 else []
    return close[0] if close else None


def misspelling_of(value: str, words: Iterable[str]) -> str | None:
    """The word a value is a misspelling of: one letter added, dropped, changed or two swapped (`acepted`,
    `depreciated`), two in a long word (`implementated`), the first letter kept. Stricter than `near_status`'s
    hint, which takes `resolved` for `solved` and `pondering` for `pending`."""
    for word in words:
        if word != value and word[:1] == value[:1] and abs(len(word) - len(value)) <= 2:
            allowed = 2 if min(len(word), len(value)) >= MISSPELT_LONG else 1
            if edits(value, word, allowed) <= allowed:
                return word
    return None


MISSPELT_LONG = 10  # letters of a word in which two slips are still a misspelling


def edits(a: str, b: str, most: int) -> int:
    """The letters added, dropped, changed or swapped that make `a` into `b` (optimal string alignment), or more
    than `most` as soon as every alignment costs more."""
    before: list[int] = []
    row = list(range(len(b) + 1))
    for i in range(1, len(a) + 1):
        current = [i] + [0] * len(b)
        for j in range(1, len(b) + 1):
            cost = a[i - 1] != b[j - 1]
            current[j] = min(row[j] + 1, current[j - 1] + 1, row[j - 1] + cost)
            if i > 1 and j > 1 and a[i - 1] == b[j - 2] and a[i - 2] == b[j - 1]:
                current[j] = min(current[j], before[j - 2] + 1)
        if min(current) > most:
            return most + 1
        before, row = row, current
    return row[-1]


NO_SHAPE = " is not a date in a recognised shape"  # DC204's words, which a repository's own shape leaves out
PROSE_WORDS = 5


def _prose(text: str) -> bool:
    """Whether a date field holds a sentence, not a date written oddly: `**Updated**: All three 5-transfer paths have
    been optimized to 4 transfers.` (degenbot's notes), five words or more, the first neither a number nor a month."""
    from doccheck.read.dates import MONTH_WORDS

    words = text.split(maxsplit=PROSE_WORDS)
    return len(words) >= PROSE_WORDS and not any(c.isdigit() for c in words[0]) and \
        words[0].strip(".,*_").lower() not in MONTH_WORDS


@rule("DC204", "invalid-date")
def invalid_date(ctx: RuleContext) -> Iterator[Problem]:
    """A date field cannot be read as a date.

    Accepted shapes include ISO `2016-02-12`, `17-Apr-2023`, `July 15 2021` and `05/02/2018` (with the
    configured `date-order`).

    Bad: `Date: 2023-02-30`
    Good: `Date: 2023-02-28`
    """
    for key, text, line in _date_fields(ctx):
        parsed = parse_date(text, order=ctx.config.model.date_order)
        if parsed is not None and parsed.value is None and not parsed.ambiguous:
            problem = f" is not a date: {parsed.problem or 'unrecognised'}"
        elif parsed is None and not is_placeholder(text) and any(c.isdigit() for c in text) and not _prose(text):
            problem = NO_SHAPE
        else:
            continue
        if not _approximate(text, ctx.config.model.date_order):
            yield Problem(line, f"{key} {text!r}{problem}")


# A date its author could only give roughly, written so: FAForever's ADRs written years after the decisions,
# `Date: around 2013`; `circa 2015`, `~2014`, `early 2019`, `2013?`, `mid-2020`, `2016 (approx.)`.
_ROUGHLY = lazy(r"^(?:(?:around|about|approx(?:\.|imately)?|circa|ca\.|c\.|roughly|~|early|mid|late|before|"
                r"after|some ?time in|since|end of|beginning of|start of)[- \t]*+)?(?P<date>[^?()]{1,40}?)"
                r"[ \t]*+(?:\?|\((?:approx(?:\.|imately)?|estimated|roughly|circa)\)|approx(?:\.|imately)?)?$",
                re.IGNORECASE)
_YEAR = lazy(r"(?:19|20)\d\d")


def _approximate(text: str, order: Literal["dmy", "mdy"] | None) -> bool:
    """Whether a date field gives a year or a date with a word that says it is approximate."""
    rough = _ROUGHLY.match(text.strip())
    if rough is None or rough.group("date") == text.strip():
        return False
    date = rough.group("date")
    parsed = parse_date(date, order=order)
    return _YEAR.fullmatch(date) is not None or (parsed is not None and parsed.value is not None)


@rule("DC205", "ambiguous-date",
      fix="writes a date the configuration's date-order reads as YYYY-MM-DD (only where date-order is set)")
def ambiguous_date(ctx: RuleContext) -> Iterator[Problem]:
    """A date could be read day-first or month-first, and nothing says which.

    doccheck does not guess: 05/02/2018 is 5 February in London and May 2 in New York. Write ISO dates, or
    set `date-order = "dmy"` (or "mdy") in the configuration. Once it is set, such a date is a notice (info,
    never blocking): doccheck reads it, a person reading the document still cannot, and `doccheck check --fix`
    writes it as the ISO date the configuration reads.

    Bad: `Date: 05/02/2018`
    Good: `Date: 2018-02-05`
    """
    named = _NAME_DATE.match(PurePosixPath(ctx.doc.path).name)
    order = ctx.config.model.date_order
    for key, text, line in _date_fields(ctx):
        parsed = parse_date(text, order=order)
        if parsed is None or not parsed.ambiguous or (named is not None and _read_as_named(text, named)):
            continue  # `20230406-name.md` and `Updated: 04/06/2023`: the file's own name says how it reads
        if parsed.value is None:
            yield Problem(line, f"{key} {text!r} is ambiguous: {parsed.problem}{AMBIGUOUS_ADVICE}")
        elif order is not None:
            yield Problem(line, f"{key} {text!r} reads as {parsed.value.isoformat()} only by the configured "
                                f"date-order ({order}); written as {parsed.value.isoformat()} it reads one way to "
                                "everyone", severity=Severity.INFO)


_NAME_DATE = lazy(r"^((?:19|20)\d\d)-?(\d\d)-?(\d\d)(?!\d)")


def _read_as_named(text: str, named: re.Match[str]) -> bool:
    """Whether one reading of an ambiguous date is the date the file's name starts with."""
    try:
        wanted = datetime.date(int(named[1]), int(named[2]), int(named[3]))
    except ValueError:
        return False
    readings = (parse_date(text, order=order) for order in ("dmy", "mdy"))
    return any(r is not None and r.value == wanted for r in readings)


# DC205's advice; run/repository.py puts the order in it when the repository's other dates settle it.
AMBIGUOUS_ADVICE = "; write it as YYYY-MM-DD or set date-order in the configuration"


def _date_fields(ctx: RuleContext) -> Iterator[tuple[str, str, int]]:
    if ctx.doc.is_template:
        return  # a template's dates are examples: `Date: 2020-01-01`, `Date: DD/MM/YYYY`
    for key, found in ctx.doc.metadata.items():
        if _DATE_KEYS.search(key) and not isinstance(found.value, datetime.date):
            text = found.bare_text
            if text and not is_placeholder(text):
                yield _label(key, ctx), text, found.line


def _label(key: str, ctx: RuleContext) -> str:
    """The key, and the file it came from when that is not the document (a KEP's kep.yaml)."""
    found = ctx.doc.meta(key)
    if found is not None and found.source == "sidecar" and ctx.doc_type.sidecar:
        return f"{key} (in {ctx.doc_type.sidecar})"
    return key
