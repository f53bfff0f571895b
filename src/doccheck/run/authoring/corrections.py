"""Fixes of one document's own text, each a pure function of the text and the finding's line:

    DC103 title-number-mismatch   `# 3. Networking` in 0033-ip-ranges.md -> `# 33. Networking`; a header field
                                  named as the file's series (`CAP: 0068` in cap-0088.md) -> `CAP: 0088`
    DC205 ambiguous-date          `Date: 05/02/2018` -> `Date: 2018-02-05`, read with the configured date-order;
                                  with none, there is nothing to go by, and nothing is changed

A fix that finds the line no longer as the finding saw it changes nothing.
"""

from __future__ import annotations

from doccheck.read.dates import DateOrder, parse_date
from doccheck.regex import lazy
from doccheck.run.authoring.citations import digits

_HEADING = lazy(r"^(?P<marks>[ ]{0,3}#[ \t]+)(?P<text>.*)$")
_TITLE_DIGITS = lazy(r"^(?:[A-Za-z]{2,8}[-\s]?)?(?P<digits>\d{1,8})")
_FIELD_LINE = lazy(r"^[ \t]*(?:[-*+|][ \t]*)?[*_]*[A-Za-z][\w -]{0,30}[*_]*[ \t]*:[*_]*[ \t|]*[\"'*_]*#?"
                   r"(?P<digits>\d{1,8})[\"'*_ \t|]*$")
_TITLE_NUMBER_PART = lazy(r"^\W{0,3}(?:[A-Za-z]{2,8}[-\s]?)?\d{1,8}\s*[.:)\-\u2013\u2014]?\s*")
_NUMERIC_DATE = lazy(r"(?<![\d/.-])\d{1,2}([/.-])\d{1,2}\1(?:\d{4}|\d{2})(?![\d/.-])")


def title_number(text: str, line: int, number: int) -> str:
    """The title on `line` (1-based), or the header field there, numbered `number` (the file name's)."""
    from doccheck.rules.structure import title_number as said

    lines = text.split("\n")
    if not 1 <= line <= len(lines):
        return text
    at = line - 1
    heading = _HEADING.match(lines[at])
    if heading is not None:
        title = heading.group("text")
        found = _TITLE_DIGITS.match(title)
        if found is not None and said(title) == int(found.group("digits")) != number:
            start = heading.start("text") + found.start("digits")
            end = heading.start("text") + found.end("digits")
            lines[at] = lines[at][:start] + digits(found.group("digits"), number) + lines[at][end:]
            return "\n".join(lines)
    value = _FIELD_LINE.match(lines[at])  # a header line, in front matter or a fenced preamble too
    if value is not None and int(value.group("digits")) != number:
        lines[at] = lines[at][:value.start("digits")] + digits(value.group("digits"), number) + \
            lines[at][value.end("digits"):]
        return "\n".join(lines)
    return text


def title_words(title: str) -> str:
    """A title without its number, folded: `# 3. Networking Outline` -> `networking outline`."""
    return " ".join(_TITLE_NUMBER_PART.sub("", title).casefold().split())


def iso_date(text: str, line: int, order: DateOrder | None, written: str | None = None) -> str:
    """The ambiguous date on `line` (1-based) written as the ISO date `order` reads; unchanged without an order,
    or where the line does not hold the date the finding quotes (`written`)."""
    lines = text.split("\n")
    if order is None or not 1 <= line <= len(lines) or (written is not None and written not in lines[line - 1]):
        return text
    at = line - 1
    for found in _NUMERIC_DATE.finditer(lines[at]):
        parsed = parse_date(found.group(0), order=order)
        if parsed is not None and parsed.ambiguous and parsed.value is not None:
            lines[at] = lines[at][:found.start()] + parsed.value.isoformat() + lines[at][found.end():]
            return "\n".join(lines)
    return text
