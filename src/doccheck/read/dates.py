"""Parse the dates people write in ADR and spec metadata.

Pure functions, no I/O. :func:`parse_date` is called on every document, so the
shapes are compiled regular expressions tried cheapest-first (ISO before the rest).

Shapes understood (all taken from real repositories, see ``tests/test_dates.py``):

* ISO ``2016-02-12``, also with a time (``2023-02-03T13:48:14Z``, ``2016-02-12 10:00 +01:00``),
  unpadded parts (``2018-3-5``) and ``/`` or ``.`` separators (``2016/02/12``).
* ISO 8601's basic form ``20220719`` (OpenYurt's ``creation-date``), where its eight digits make a day of 1970-2099;
  other eight digits are no date.
* Year-month ``2023-02`` (or ``2023-02-??``, the day marked unknown), ``2023 November``, month-year ``01/2023``,
  ``January, 2026``, ``May 2026``: the value is the first of the month and ``precision`` is ``"month"``.
* Day and month name, in either order, with optional ordinal suffix, weekday, comma and
  hyphens: ``17-Apr-2023``, ``17 Apr 2023``, ``15th July 2021``, ``April 17, 2023``,
  ``July 15 2021``, ``Sep 5th, 2023``, ``Thu Jan 18 12:28:09 2024 -0800`` (git log), the day in words
  after its month (``November tenth, 2024``).
* Numeric day/month/year with ``/``, ``-`` or ``.``: ``26/03/2018`` (day first, 26 > 12),
  ``12/31/2020`` (month first), ``05/02/2018`` (ambiguous), two-digit years (``2/6/21``
  is 2021; two-digit years always mean 20xx). With dots the day comes first, as the
  countries that write dates so do (``05.09.2022`` is 5 September) unless ``order`` says
  otherwise.

Rules:

* The text must *start* with the date (after light clean-up: surrounding whitespace,
  Markdown emphasis and backticks, quotes, brackets, HTML comments, a list bullet and a
  ``Label:`` prefix such as ``Date:`` are removed). Anything after the date is ignored,
  so ``2019-01-01 (updated 2020-02-02)`` gives 2019-01-01 and a changelog bullet
  ``- 17-Apr-2023: Initial draft`` gives 2023-04-17.
* ``None`` is returned when the text does not look like a date at all: empty text,
  ``TBD``, ``N/A``, ``YYYY-MM-DD``, ``{date}``, ``2024 H2 Milestone`` and so on. Deciding
  whether such text is an unfilled template is left to :func:`doccheck.read.status.is_placeholder`.
* A date-shaped text that is not a real date gives ``value=None`` and a ``problem``:
  ``2023-02-30`` -> "day 30 does not exist in February 2023". A bare year (``2023``)
  also gives ``value=None`` with a problem, as it looks like an attempt at a date.
* Numeric dates where both numbers are 12 or less and differ are *ambiguous*.
  Without ``order`` the result is ``value=None, ambiguous=True`` and a problem such as
  "05/02/2018 could be 5 February or 2 May". With ``order`` the value is resolved and
  ``ambiguous`` stays ``True`` (the text itself is still ambiguous, which a
  "prefer ISO dates" rule may want to know), with no problem. ``order`` is only used to
  break ties: ``26/03/2018`` is 26 March whatever ``order`` says.

Invariant: ``value is None`` exactly when ``problem is not None``.
"""

from __future__ import annotations

import datetime
import re
from typing import Literal, NamedTuple

from doccheck.regex import lazy

__all__ = ["DateOrder", "ParsedDate", "parse_date"]

DateOrder = Literal["dmy", "mdy"]


class ParsedDate(NamedTuple):
    """The outcome of :func:`parse_date` on a date-shaped text."""

    raw: str
    value: datetime.date | None
    ambiguous: bool = False
    problem: str | None = None
    #: ``"month"`` when only year and month were written (value is the 1st of the month).
    precision: Literal["day", "month"] = "day"


_MONTH_NAMES = (
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
)
_MONTHS: dict[str, int] = {}
for _number, _name in enumerate(_MONTH_NAMES, start=1):
    _MONTHS[_name.lower()] = _number
    _MONTHS[_name[:3].lower()] = _number
_MONTHS["sept"] = 9
# ... and in the languages records are written in besides English, each month's full name (SVA Studio's German ADRs,
# `**Datum:** 5. Februar 2026`; Spanish `5 de febrero de 2026`)
for _number, _names in enumerate((
        "januar jänner janvier enero janeiro gennaio januari", "februar février fevrier febrero fevereiro febbraio "
        "februari", "märz maerz mars marzo março marco maart", "avril abril aprile", "mai mayo maio maggio mei",
        "juni juin junio junho giugno", "juli juillet julio julho luglio", "août aout agosto augustus",
        "septembre septiembre setiembre setembro settembre", "oktober octobre octubre outubro ottobre",
        "novembre noviembre novembro", "dezember décembre decembre diciembre dezembro dicembre"), start=1):
    for _name in _names.split():
        _MONTHS.setdefault(_name, _number)

MONTH_WORDS = frozenset(_MONTHS)  # a month's name, or its first three letters, in any language read here

# Longest first so "september" wins over "sep".
_MONTH_RE = "|".join(sorted(_MONTHS, key=len, reverse=True))
# A weekday before the date, in the languages whose months are read (rdv-service-public's decisions, `date: jeudi 10
# juin 2022`)
_WEEKDAY = (r"(?:(?:(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*+|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|"
            r"dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|lunes|martes|mi[eé]rcoles|jueves|viernes|s[aá]bado|"
            r"domingo|(?:segunda|ter[cç]a|quarta|quinta|sexta)(?:-feira)?+|luned[iì]|marted[iì]|mercoled[iì]|"
            r"gioved[iì]|venerd[iì]|sabato|domenica|maandag|dinsdag|woensdag|donderdag|vrijdag|zaterdag|zondag)"
            r"\.?,?\s+)?")
_TIME = r"(?:[T\s]\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?\s*(?:Z|[+-]\d{2}:?\d{2}|[A-Z]{2,4})?)?"

_ISO = lazy(r"(\d{4})([-/.])(\d{1,2})\2(\d{1,2})(?!\d)" + _TIME)
# ... with its day marked unknown too: `2022-05-??`, `2022-05-XX` (konflux's ADR 14)
_BASIC = lazy(r"((?:19[7-9]|20\d)\d)(\d{2})(\d{2})(?![\w.:/-])")  # ISO 8601's basic form, `20220719`
_QUARTER = lazy(r"(\d{4})[- ]?Q([1-4])(?![\d])", re.IGNORECASE)
_YEAR_MONTH = lazy(r"(\d{4})[-/](\d{1,2})(?:[-/](?:\?{1,2}|[xX]{2}))?+(?![\d/.?-])")
_MONTH_SLASH_YEAR = lazy(r"(\d{1,2})[-/](\d{4})(?![\d/.-])")  # `01/2023`: Loki's LID template, `MM/YYYY`
_TO_DAY = r"(?:[ \t]*+[-\u2013][ \t]*+\d{1,2}(?:st|nd|rd|th)?(?!\d))?"  # the last day of a range, after its first
_NUMERIC = lazy(r"(\d{1,2})([-/.])(\d{1,2})\2(\d{4}|\d{2})(?!\d)")
_DAY_MONTH_YEAR = lazy(
    # (... or run together, as a military date is written: `Updated: 3Jan2023`, IRS Direct File's ADRs)
    _WEEKDAY
    + rf"(\d{{1,2}})(?:st|nd|rd|th|er|\.)?{_TO_DAY}(?:\s*-\s*|\s+|(?=[a-z]))(?:(?:of|de)\s+)?({_MONTH_RE})\.?,?"
    + r"(?:\s*-\s*|\s+|(?=\d{4}\b))(?:de\s+)?(\d{4}|\d{2})\b",
    re.IGNORECASE,
)
# A day written as its ordinal in words (OpenLineage's proposal 3169, `created: November tenth, 2024`)
_ORDINALS: dict[str, int] = {}
_ORDINAL_WORDS = ("first second third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth thirteenth "
                  "fourteenth fifteenth sixteenth seventeenth eighteenth nineteenth twentieth")
for _number, _word in enumerate(_ORDINAL_WORDS.split(), start=1):
    _ORDINALS[_word] = _number
    if _number < 10:
        _ORDINALS[f"twenty-{_word}"] = 20 + _number
_ORDINALS.update({"thirtieth": 30, "thirty-first": 31})
_ORDINAL_RE = "|".join(sorted(_ORDINALS, key=len, reverse=True))
_MONTH_DAY_YEAR = lazy(
    # (`May, 27, 2025` too: a comma after the month, an edge platform's design proposal)
    # (and a range of days, `October 25-26, 2025` in truthgraph's summaries: its first day)
    _WEEKDAY + rf"({_MONTH_RE})\.?,?\s+(\d{{1,2}}|{_ORDINAL_RE})(?:st|nd|rd|th)?{_TO_DAY},?"
    + r"(?:\s+\d{1,2}:\d{2}(?::\d{2})?)?\s+(\d{4})\b",
    re.IGNORECASE,
)
# (... or joined by a slash or a dash, as Flax's FLIPs write it: `Date: Jun/2024`)
_MONTH_YEAR = lazy(rf"({_MONTH_RE})\.?(?:\s*,?\s*|[/-])(\d{{4}})\b", re.IGNORECASE)
# ... and the year first, as Grafana Tempo's design proposals write it: `Created: 2023 November`, `2023 Nov 15`,
# or joined by dashes, as Horace's ADRs do (`Date: 2019-Nov-04`).
_YEAR_MONTH_NAME = lazy(rf"(\d{{4}})(?:,?\s+|[-/])({_MONTH_RE})\.?(?:(?:\s+|[-/])(\d{{1,2}})(?:st|nd|rd|th)?)?\b",
                        re.IGNORECASE)
_YEAR_ONLY = lazy(r"(\d{4})")
YEAR_ONLY = " is only a year; give at least a month"  # the problem's words, which a repository's way leaves out

_COMMENT = lazy(r"<!--.*?(?:-->|$)", re.DOTALL)
# A label before the date, in any script (`Created: `, `Fecha: `, oiduna's `作成: `, `作成：`)
_LABEL = lazy(r"[^\W\d_][^\W_]{0,30}+(?:[ \t_-][^\W_]{1,30}+){0,4}(?::\s++|：\s*+)")
# A word that says which date it is, before the date (GIG-Cymru-NHS-Wales's `**Date**: Updated 2025-04-04`), or
# what happened on it, before a date in figures (meta-gothic-framework's `**Date**: Consolidated 2025-01-06`).
# ... or the period it opens, dated by its first day (Tuleap's `* Date: from 2021-11-19 to 2022-06-20`)
_QUALIFIER = lazy(r"(?:(?:last\s++)?(?:updated|modified|revised|reviewed)|created|accepted|approved|decided"
                  r"|proposed|amended|written|drafted|published|as\s++of|[A-Za-z]{2,20}ed(?=\s++(?:on\s++)?\d)"
                  r"|(?:from|since|between)(?=\s++\d))"
                  r"(?:\s++on)?\s++(?=\S)", re.IGNORECASE)
_BULLET = lazy(r"[-*+]\s+")
_EDGE_JUNK = "*_`~\"'([{<>)]} \t\r\n"


# Hyphens a word processor or an editor writes for `-` (the Open Component Model's ADR 10, `2025‑09-30` with a
# non-breaking hyphen): the date's own separator.
HYPHENS = str.maketrans(dict.fromkeys("\u2010\u2011\u2012\u2013\u2212", "-"))


def _clean(text: str) -> str:
    if "<!--" in text:
        text = _COMMENT.sub("", text)
    if not text.isascii():
        text = text.translate(HYPHENS)
    text = text.strip()
    if text[:1] in "-*+":
        match = _BULLET.match(text)
        if match:
            text = text[match.end() :]
    match = _LABEL.match(text)
    if match:
        text = text[match.end() :]
    match = _QUALIFIER.match(text)
    if match:
        text = text[match.end() :]
    return text.strip(_EDGE_JUNK)


def _build(raw: str, year: int, month: int, day: int, *, ambiguous: bool = False) -> ParsedDate:
    if not 1 <= month <= 12:
        return ParsedDate(raw, None, ambiguous, f"month {month} does not exist")
    if year < 1:
        return ParsedDate(raw, None, ambiguous, f"year {year} does not exist")
    try:
        value = datetime.date(year, month, day)
    except ValueError:
        return ParsedDate(
            raw, None, ambiguous, f"day {day} does not exist in {_MONTH_NAMES[month - 1]} {year}"
        )
    return ParsedDate(raw, value, ambiguous)


def _numeric(raw: str, shown: str, first: int, second: int, year: int, order: DateOrder | None) -> ParsedDate:
    if first > 12 and second > 12:
        return ParsedDate(raw, None, False, f"neither {first} nor {second} can be a month")
    if first > 12:  # day first, unambiguous
        return _build(raw, year, second, first)
    if second > 12:  # month first, unambiguous
        return _build(raw, year, first, second)
    if first == second:  # same date either way
        return _build(raw, year, first, second)
    if order == "dmy":
        return _build(raw, year, second, first, ambiguous=True)
    if order == "mdy":
        return _build(raw, year, first, second, ambiguous=True)
    if first == 0 or second == 0:
        return ParsedDate(raw, None, True, "day 0 does not exist")
    problem = f"{shown} could be {first} {_MONTH_NAMES[second - 1]} or {second} {_MONTH_NAMES[first - 1]}"
    return ParsedDate(raw, None, True, problem)


def _full_year(written: str) -> int:
    """A year as written, two digits read as this century's, as the numeric shapes read them (`25-OCT-19`)."""
    return int(written) + 2000 if len(written) == 2 else int(written)


def parse_date(text: str, *, order: DateOrder | None = None) -> ParsedDate | None:
    """Parse the date at the start of ``text``.

    Returns ``None`` when the text does not look like a date at all. See the module
    docstring for the shapes and the rules on ambiguity, partial dates and problems.
    ``order`` ("dmy" or "mdy") resolves numeric dates such as ``05/02/2018`` that could
    be read either way.
    """
    s = _clean(text)
    if not s or not (s[0].isdigit() or s[0].isalpha()):
        return None

    if s[0].isdigit():
        if (m := _ISO.match(s)) is not None:
            return _build(text, int(m[1]), int(m[3]), int(m[4]))
        if (m := _BASIC.match(s)) is not None and (basic := _build(text, int(m[1]), int(m[2]), int(m[3]))).value:
            return basic  # (eight digits that make no day are some other number)
        if (m := _NUMERIC.match(s)) is not None:
            year = int(m[4])
            if len(m[4]) == 2:
                year += 2000
            # Dots are the day-first convention (05.09.2022 in Germany, Russia, ...): only slashes and dashes
            # are written both ways.
            return _numeric(text, m[0], int(m[1]), int(m[3]), year, order or ("dmy" if m[2] == "." else None))
        if (m := _DAY_MONTH_YEAR.match(s)) is not None:  # `17-Apr-2023`, `25-OCT-19` (RSK's `DD-MMM-YY`)
            return _build(text, _full_year(m[3]), _MONTHS[m[2].lower()], int(m[1]))
        if (m := _QUARTER.match(s)) is not None:  # `2025-Q4`: a quarter, dated by its first month
            parsed = _build(text, int(m[1]), 3 * int(m[2]) - 2, 1)
            return ParsedDate(parsed.raw, parsed.value, problem=parsed.problem, precision="month")
        if (m := _YEAR_MONTH.match(s)) is not None:
            parsed = _build(text, int(m[1]), int(m[2]), 1)
            return ParsedDate(parsed.raw, parsed.value, problem=parsed.problem, precision="month")
        if (m := _MONTH_SLASH_YEAR.match(s)) is not None:
            parsed = _build(text, int(m[2]), int(m[1]), 1)
            return ParsedDate(parsed.raw, parsed.value, problem=parsed.problem, precision="month")
        if (m := _YEAR_MONTH_NAME.match(s)) is not None:
            parsed = _build(text, int(m[1]), _MONTHS[m[2].lower()], int(m[3] or 1))
            return parsed if m[3] else ParsedDate(parsed.raw, parsed.value, problem=parsed.problem, precision="month")
        if _YEAR_ONLY.fullmatch(s) is not None:
            return ParsedDate(text, None, False, f"{s}{YEAR_ONLY}")
        return None

    if (m := _MONTH_DAY_YEAR.match(s)) is not None:
        day = m[2].lower()
        return _build(text, int(m[3]), _MONTHS[m[1].lower()], _ORDINALS[day] if day in _ORDINALS else int(day))
    if (m := _DAY_MONTH_YEAR.match(s)) is not None:  # with a leading weekday: "Thu, 18 Jan 2024"
        return _build(text, _full_year(m[3]), _MONTHS[m[2].lower()], int(m[1]))
    if (m := _MONTH_YEAR.match(s)) is not None:
        parsed = _build(text, int(m[2]), _MONTHS[m[1].lower()], 1)
        return ParsedDate(parsed.raw, parsed.value, problem=parsed.problem, precision="month")
    return None
