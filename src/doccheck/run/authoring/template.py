"""The new record's text, in its family's own form.

1. With a template (`0000-template.md`, `adr-template.md`, a template of the family's folder): its text, with
   the title line written in the family's scheme (`# 12. Use NATS`), a front-matter `title:` set, every date
   field set to today, a status that is only a placeholder (`STATUS`, `{proposed | accepted}`) set to the
   family's first status (a status the template writes, `Pending`, is kept: the team chose it), and the fields
   the family's records fill with their own number (`nav_order: 45` in 0045) set to the new number. The rest,
   its guidance and placeholders, is left for the author.
2. Without one, the family's shape: the newest record's header (front matter and the lines before the first
   section, values that vary from record to record emptied) and the sections most of its records have.
3. A family with no record yet: the type's built-in form (Nygard's for an ADR: Date, Status, Context, Decision,
   Consequences), else the type's required metadata and sections.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any, NamedTuple

from doccheck.read.doctypes import DocType
from doccheck.regex import lazy
from doccheck.run.authoring.fields import Field, fields, layout, replace, yaml_value
from doccheck.run.authoring.naming import markdown_title

DATE_KEYS = frozenset({"date", "decision-date", "start-date", "creation-date", "created", "last-updated",
                       "last-modified", "updated"})
_FIRST_STATUSES = ("proposed", "draft", "pending", "in-review", "open", "provisional")
_DIGITS = lazy(r"\d+")
_NUMBER_PLACEHOLDER = lazy(r"\b(?:N{3,}|X{3,})\b|\b0+\b")


class Fill(NamedTuple):
    number: int
    title: str  # clean, one line
    heading: str  # the title line's text in the family's scheme
    date: str  # ISO
    status: str | None  # --status, else the family's first


class Example(NamedTuple):
    """A record of the family, read to learn what its header holds: its number and its lines."""

    number: int
    lines: list[str]


def number_fields(examples: Sequence[Example]) -> dict[str, int]:
    """Fields whose value holds the record's own number in most records (`nav_order: 45` in 0045-x.md,
    `RFC PR: rust-lang/rfcs#3007` in 3007-x.md), with the width the number is written in (0: unpadded)."""
    has: Counter[str] = Counter()
    holds: Counter[str] = Counter()
    widths: dict[str, int] = {}
    for example in examples:
        seen = set()
        for field in fields(example.lines):
            if field.key in seen or field.key in DATE_KEYS or field.key in ("title", "status"):
                continue
            seen.add(field.key)
            has[field.key] += 1
            runs = [m.group(0) for m in _DIGITS.finditer(field.value(example.lines))]
            match = next((run for run in runs if int(run) == example.number), None)
            if match is not None:
                holds[field.key] += 1
                widths.setdefault(field.key, len(match) if match.startswith("0") and len(match) > 1 else 0)
    least = 2 if len(examples) < 3 else 3
    return {key: widths[key] for key, count in holds.items() if count >= least and count >= 0.8 * has[key]}


def status_placeholder(value: str) -> bool:
    from doccheck.read.status import is_placeholder, parse_status

    text = value.strip()
    return not text or is_placeholder(text) or parse_status(text) is None or len(_choices(text)) >= 2


def _choices(text: str) -> tuple[str, ...]:
    from doccheck.repo.conventions import status_choices

    return status_choices(text.replace("{", " ").replace("}", " ").replace('"', " "))


def first_status(written: str, known: Sequence[str], capital: bool) -> str:
    """The status a new record starts with: the first of the lifecycle the template offers or the family uses
    (`proposed`, `draft`, `pending`), in the letter case the family writes."""
    pool = _choices(written) or tuple(known)
    word = next((s for s in _FIRST_STATUSES if s in pool), pool[0] if pool else "proposed")
    word = word.replace("-", " ")
    lower_template = any(c.isalpha() for c in written) and written == written.lower() and not \
        status_placeholder_upper(written)
    return word.capitalize() if capital and not lower_template else word


def status_placeholder_upper(text: str) -> bool:
    return text.strip().isupper()  # adr-tools' STATUS


def fill_template(text: str, fill: Fill, numbers: Mapping[str, int], known: Sequence[str], capital: bool) -> str:
    lines = text.split("\n")
    where = layout(lines)
    if where.title is not None:
        lines[where.title] = "# " + markdown_title(fill.heading)
    for field in fields(lines, where):
        _fill_field(lines, field, fill, numbers, known, capital)
    return "\n".join(lines)


def _fill_field(lines: list[str], field: Field, fill: Fill, numbers: Mapping[str, int], known: Sequence[str],
                capital: bool, keep: bool = True) -> None:
    value = field.value(lines)
    if field.key == "title" and field.source == "front-matter":
        replace(lines, field, fill.title)
    elif field.key in DATE_KEYS:
        replace(lines, field, fill.date)
    elif field.key == "status":
        if fill.status is not None:
            replace(lines, field, fill.status)
        elif status_placeholder(value) or not keep:
            replace(lines, field, first_status(value if keep else "", known, capital))
    elif field.key in numbers:
        replace(lines, field, _with_number(value, fill.number, numbers[field.key]))
    elif not keep:
        replace(lines, field, "")


def _with_number(value: str, number: int, width: int) -> str:
    digits = f"{number:0{width}d}" if width else str(number)
    if _NUMBER_PLACEHOLDER.search(value):
        return _NUMBER_PLACEHOLDER.sub(digits, value)
    runs = _DIGITS.findall(value)
    return _DIGITS.sub(digits, value, count=1) if len(runs) == 1 else digits


def shaped(examples: Sequence[Example], records: Mapping[str, Mapping[str, Any]], members: Sequence[str],
           fill: Fill, known: Sequence[str]) -> str:
    """A record in the shape of the family's records: the newest one's header, the sections most of them
    have."""
    newest = examples[0].lines
    where = layout(newest)
    numbers = number_fields(examples)
    constant = _constant_values(examples)
    capital = capital_statuses(examples)
    out: list[str] = []
    header = fields(newest, where)
    by_line = {f.line: f for f in header if f.source != "section"}
    if where.front_matter is not None:
        out.append("---")
        for number in range(where.front_matter[0] + 1, where.front_matter[1]):
            field = by_line.get(number)
            if field is None:
                continue  # a list's items, a comment: this record's, not the family's
            lines = [newest[number]]
            if not field.value(newest).strip():
                continue  # a list or a table under its key (`decides:`): this record's content, not the family's
            if field.key in constant and field.key not in numbers and field.key not in DATE_KEYS:
                out.append(lines[0])
                continue
            _fill_field(lines, field._replace(line=0), fill, numbers, known, capital, keep=False)
            out.append(lines[0].rstrip())  # a value of this record's own (`deciders: Li Wei`) left for the author
        out.append("---")
    begin = where.front_matter[1] + 1 if where.front_matter is not None else 0
    for number in range(begin, where.header_end):
        text = newest[number]
        if number == where.title:
            out.append("# " + markdown_title(fill.heading))
        elif number in by_line:
            lines = [text]
            field = by_line[number]
            if field.key in constant and field.key not in numbers and field.key not in DATE_KEYS:
                out.append(text)
            else:
                _fill_field(lines, field._replace(line=0), fill, numbers, known, capital, keep=False)
                out.append(lines[0])
        elif not text.strip() or re.match(r"^\s*\|[\s|:-]*$", text):
            out.append(text)  # blank lines, a table's header and rule
    if where.title is None and not any(line.startswith("# ") for line in out) and _has_h1(examples):
        out.append("# " + markdown_title(fill.heading))
    while out and not out[-1].strip():
        out.pop()
    for title in common_sections(records, members):
        out += ["", f"## {title}"]
        if title.strip().lower() == "status":
            out += ["", fill.status or first_status("", known, capital)]
    return "\n".join(out).strip("\n") + "\n"


def _has_h1(examples: Sequence[Example]) -> bool:
    return sum(layout(e.lines).title is not None for e in examples) * 2 > len(examples)


def _constant_values(examples: Sequence[Example]) -> set[str]:
    """Fields every example that has them writes the same (`parent: Decision Records`)."""
    values: dict[str, set[str]] = {}
    for example in examples:
        for field in fields(example.lines):
            if field.source != "section":
                values.setdefault(field.key, set()).add(field.value(example.lines).strip())
    return {key for key, seen in values.items() if len(seen) == 1 and len(examples) > 1}


def capital_statuses(examples: Sequence[Example]) -> bool:
    """Whether the family writes its statuses with a capital (`Accepted`) rather than in lower case."""
    votes: Counter[bool] = Counter()
    for example in examples:
        found = next((f for f in fields(example.lines) if f.key == "status"), None)
        if found is not None:
            value = found.value(example.lines).strip(" *_`\"'")
            if value[:1].isalpha():
                votes[value[:1].isupper()] += 1
    return votes[True] >= votes[False]


def common_sections(records: Mapping[str, Mapping[str, Any]], members: Sequence[str]) -> list[str]:
    """The sections at least half of the records have, in the order they usually come, as most write them."""
    from doccheck.repo.conventions import section_key
    from doccheck.repo.shape import record_shape

    counts: Counter[str] = Counter()
    places: dict[str, list[float]] = {}
    names: dict[str, Counter[str]] = {}
    for relative in members:
        shape = record_shape(records.get(relative) or {})
        titles = [str(t) for t, _line in shape.get("sections") or ()]
        seen: set[str] = set()
        for rank, title in enumerate(titles):
            key = section_key(title)
            if not key or key in seen:
                continue
            seen.add(key)
            counts[key] += 1
            places.setdefault(key, []).append(rank / max(len(titles), 1))
            names.setdefault(key, Counter())[title] += 1
    kept = [key for key, count in counts.items() if 2 * count >= len(members)]
    kept.sort(key=lambda key: sum(places[key]) / len(places[key]))
    return [names[key].most_common(1)[0][0] for key in kept]


def built_in(doc_type: DocType | None, fill: Fill) -> str:
    """The form of a family with no record and no template: Nygard's for an ADR (adr-tools writes it so), else
    the type's required metadata as front matter and its required sections."""
    status = fill.status or "Proposed"
    heading = markdown_title(fill.heading)
    if doc_type is None or doc_type.name == "adr":
        return (f"# {heading}\n\nDate: {fill.date}\n\n## Status\n\n{status}\n\n## Context\n\n## Decision\n\n"
                "## Consequences\n")
    keys = [key.split("|")[0] for key in doc_type.required_metadata]
    out: list[str] = []
    if keys:
        out.append("---")
        for key in keys:
            value = fill.date if key in DATE_KEYS else status.lower() if key == "status" else \
                fill.title if key == "title" else str(fill.number) if key.endswith(("number", "id")) else ""
            out.append(f"{key}: {yaml_value(value)}" if value else f"{key}:")
        out += ["---", ""]
    out.append(f"# {heading}")
    for spec in doc_type.required_sections:
        out += ["", f"## {spec.name}"]
    return "\n".join(out) + "\n"

