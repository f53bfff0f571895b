"""DC3: the text: template placeholders left in."""

from __future__ import annotations

import re
from collections.abc import Iterator

from doccheck.findings import Problem
from doccheck.read.status import is_placeholder
from doccheck.rules.registry import RuleContext, rule

_PLACEHOLDER_LINE = re.compile(
    # "(fill me in with ...)" and "fill in here", not prose such as "let's fill in with default values";
    # "{list everyone involved}", not a set such as "{list, watch}".
    # Each bracket's text is bounded and stays on its line: searched over the whole text, `(fill in ` x 100,000
    # would otherwise scan to the end from each one.
    r"\(fill (?:me |this )?in\b[^)\n]{0,300}\)|fill (?:me |this )?in here|insert (?:date|name|title)|today's date|"
    r"\{(?:short title\b|(?:title of|describe|list|explain|add|insert|enter)\s)[^}\n]{0,300}\}|"
    r"\[(?:short title|insert|describe)\b[^\]\n]{0,300}\]",
    re.IGNORECASE,
)
# Literal fragments of every placeholder form: a substring test is far cheaper than the regex.
_HINTS = ("fill in", "fill me in", "fill this in", "insert ", "today's date", "{short", "{title", "{describe",
          "{list", "{explain", "{add", "{insert", "{enter", "[short", "[insert", "[describe")
_CODE_SPAN = re.compile(r"`[^`]*`")
_NOTE_COMMENT = re.compile(r"#[ \t]*+(?:FIXME|TODO|TBD|XXX)\b.*+$", re.IGNORECASE)


@rule("DC301", "placeholder-text")
def placeholder_text(ctx: RuleContext) -> Iterator[Problem]:
    """Template placeholder text was left in the document.

    Copied templates keep their instructions: "Fill in with today's date", "{short title}", "YYYY-MM-DD",
    a front-matter value left as `# FIXME`. Templates (a file or folder named as one, test fixtures, a
    scaffolding tool's `{DATE_YESTERDAY}`) are not reported.

    Bad: `Date: Fill in with today's date`
    Good: `Date: 2024-03-01`
    """
    doc = ctx.doc
    if doc.is_template:
        return
    reported: set[int] = set()
    if _PLACEHOLDER_LINE.search(doc.title) or is_placeholder(doc.title):
        reported.add(doc.title_line)
        yield Problem(doc.title_line, f"title is template text: {doc.title!r}")
    for key, raw in doc.front_matter.data.items():
        # `status: # FIXME`: YAML reads the note as a comment and the value as empty.
        key_line = doc.front_matter.key_lines.get(str(key))
        if raw is None and key_line is not None and (
                note := _NOTE_COMMENT.search(doc.lines[key_line - 1])) is not None:
            reported.add(key_line)
            yield Problem(key_line, f"{key} is template text: {note.group(0)!r}")
    for key, found in doc.metadata.items():
        value = found.value
        if isinstance(value, dict) and list(value.values()) == [None]:
            value = f"{{{next(iter(value))}}}"  # YAML reads MADR's `date: {YYYY-MM-DD when ...}` as a mapping
        if isinstance(value, str) and found.line not in reported and is_placeholder(value):
            reported.add(found.line)
            yield Problem(found.line, f"{key} is template text: {value!r}")
    lowered = doc.text.lower()
    if not any(hint in lowered for hint in _HINTS):
        return
    for match in _PLACEHOLDER_LINE.finditer(doc.text):
        number = doc.text.count("\n", 0, match.start()) + 1
        if number in reported or number in doc.code_lines:
            continue
        line = doc.lines[number - 1]
        if (in_line := _PLACEHOLDER_LINE.search(_CODE_SPAN.sub("", line))) is not None:
            reported.add(number)
            yield Problem(number, f"template text left in: {in_line.group(0)!r}", line.find(in_line.group(0)) + 1)
