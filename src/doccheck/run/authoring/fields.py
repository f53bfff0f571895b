"""Metadata fields in a document's text, where a writer can change one value and leave every other byte alone.

The places records keep metadata (what `read/document.py` reads, located here to the column):

    ---                          front matter (YAML): `status: accepted`, `nav_order: 45`
    Date: 2016-02-12             a `Key: value` line in the header, bullets too: `- Status: superseded by ...`
    | Status | Approved |        a table row in the header
    ## Status                    a Status (or Date) section: its first line of text
    Accepted

The header is what comes before the first heading after the title. Code fences and HTML comments hide nothing
here either: a line inside one is not a field.
"""

from __future__ import annotations

import json
from typing import NamedTuple

from doccheck.read.document import meta_key
from doccheck.regex import lazy

_FRONT_KEY = lazy(r"^(?P<key>[A-Za-z_][\w -]{0,40}?)[ \t]*+:(?:[ \t]++|$)(?P<value>.*)$")
_LINE = lazy(r"^(?P<lead>[ \t]{0,3}(?:[-*+][ \t]++)?(?:\*\*|__)?)(?P<key>[A-Za-z][A-Za-z0-9 _/-]{0,30}?)"
             r"(?P<colon>:(?:\*\*|__)|(?:\*\*|__)?[ \t]*+:)[ \t]*+(?P<value>.*)$")
_ROW = lazy(r"^(?P<lead>[ \t]*+\|[ \t]*+(?:\*\*)?)(?P<key>[A-Za-z][A-Za-z0-9 _/-]{0,30}?)(?:\*\*)?[ \t]*+:?"
            r"[ \t]*+\|(?P<space>[ \t]*+)(?P<value>[^|]*?)[ \t]*+\|")
_HEADING = lazy(r"^ {0,3}(#{1,6})(?:[ \t]++(.*?))?[ \t]*+#*+[ \t]*+$")
_FENCE = lazy(r"^ {0,3}(`{3,}+|~{3,}+)")


class Field(NamedTuple):
    key: str  # as `meta_key` folds it: "superseded-by", "start-date"
    line: int  # 0-based index into the lines
    start: int  # the value's columns in that line
    end: int
    source: str  # "front-matter", "line", "table", "section"

    def value(self, lines: list[str]) -> str:
        return lines[self.line][self.start:self.end]


class Layout(NamedTuple):
    """Where things are in a document's lines."""

    front_matter: tuple[int, int] | None  # the lines of its opening and closing `---`
    title: int | None  # the H1's line
    header_end: int  # the first line after the header (the first heading after the title, or the end)
    sections: list[tuple[int, int, str]]  # (line, level, title) of each heading outside code and comments
    hidden: frozenset[int]  # lines in code fences or HTML comments


def layout(lines: list[str]) -> Layout:
    front = None
    first = 0
    if lines and lines[0].strip() == "---":
        close = next((i for i in range(1, min(len(lines), 2000)) if lines[i].strip() in ("---", "...")), None)
        if close is not None:
            front, first = (0, close), close + 1
    hidden: set[int] = set()
    sections: list[tuple[int, int, str]] = []
    fence: str | None = None
    comment = False
    for number in range(first, len(lines)):
        text = lines[number]
        if fence is not None:
            hidden.add(number)
            if text.strip().startswith(fence) and not text.strip()[len(fence):].strip():
                fence = None
            continue
        if comment:
            hidden.add(number)
            comment = "-->" not in text
            continue
        if text.lstrip().startswith("<!--"):
            hidden.add(number)
            comment = "-->" not in text[text.find("<!--") + 4:]
            continue
        opened = _FENCE.match(text)
        if opened is not None:
            fence = opened.group(1)[0] * len(opened.group(1))
            hidden.add(number)
            continue
        heading = _HEADING.match(text)
        if heading is not None:
            sections.append((number, len(heading.group(1)), (heading.group(2) or "").strip()))
    title = next((line for line, level, _t in sections if level == 1), None)
    if title is not None and any(line < title and level > 1 for line, level, _t in sections):
        title = None  # an H1 after other headings is a section of its own, not the document's title
    start = title if title is not None else first - 1
    header_end = next((line for line, _level, _t in sections if line > start), len(lines))
    return Layout(front, title, header_end, sections, frozenset(hidden))


def fields(lines: list[str], where: Layout | None = None) -> list[Field]:
    """Every field of the document, front matter first, then the header's lines and rows, then the Status and
    Date sections."""
    where = where or layout(lines)
    found: list[Field] = []
    if where.front_matter is not None:
        for number in range(where.front_matter[0] + 1, where.front_matter[1]):
            match = _FRONT_KEY.match(lines[number])
            if match is not None:
                found.append(Field(meta_key(match.group("key")), number, match.start("value"),
                                   len(lines[number].rstrip()), "front-matter"))
    begin = where.front_matter[1] + 1 if where.front_matter is not None else 0
    for number in range(begin, where.header_end):
        if number in where.hidden or number == where.title:
            continue
        text = lines[number]
        if text.lstrip().startswith("|"):
            row = _ROW.match(text)
            if row is not None:
                found.append(Field(meta_key(row.group("key")), number, row.start("value"), row.end("value"), "table"))
            continue
        match = _LINE.match(text)
        if match is not None and "://" not in match.group("key"):
            found.append(Field(meta_key(match.group("key")), number, match.start("value"),
                               len(text.rstrip()), "line"))
    for at, (line, level, title) in enumerate(where.sections):
        key = meta_key(title.strip("*_ ").rstrip(":"))
        if level < 2 or key not in ("status", "date"):
            continue
        end = where.sections[at + 1][0] if at + 1 < len(where.sections) else len(lines)
        for number in range(line + 1, end):
            text = lines[number]
            stripped = text.strip()
            if not stripped or number in where.hidden or stripped.startswith(">"):
                continue
            lead = len(text) - len(text.lstrip(" -*+\t"))
            found.append(Field(key, number, lead, len(text.rstrip()), "section"))
            break
    return found


def find(found: list[Field], *keys: str) -> Field | None:
    return next((f for f in found if f.key in keys), None)


def replace(lines: list[str], field: Field, value: str) -> None:
    """Write `value` as the field's value, in the form its place takes (YAML for front matter)."""
    text = lines[field.line]
    if field.source == "front-matter" and value:
        value = yaml_value(value)
    elif field.source == "table":
        value = value.replace("|", "\\|")
    lines[field.line] = text[:field.start] + value + text[field.end:]


_PLAIN_YAML = lazy(r"^(?:\d{4}-\d{2}-\d{2}|\d{1,9}|[A-Za-z][\w .,;()/-]*[\w.)])$")
_YAML_WORDS = frozenset({"yes", "no", "on", "off", "true", "false", "null", "y", "n", "~"})


def yaml_value(value: str) -> str:
    """A YAML scalar that reads back as `value`: plain where it is plain text, else double-quoted."""
    if _PLAIN_YAML.match(value) and value.lower() not in _YAML_WORDS and ": " not in value and " #" not in value:
        return value
    return json.dumps(value, ensure_ascii=False)
