"""DC1: the document's structure: the sections its type requires, and a title that matches its file."""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from pathlib import PurePosixPath
from typing import TYPE_CHECKING

from doccheck.findings import Problem
from doccheck.regex import lazy
from doccheck.rules.registry import RuleContext, rule

if TYPE_CHECKING:
    from doccheck.read.doctypes import DocType
    from doccheck.read.document import Document, Section


@rule("DC101", "missing-section")
def missing_section(ctx: RuleContext) -> Iterator[Problem]:
    """A section the document's type requires is missing.

    Each type lists its required sections with the titles accepted for them (MADR's "Context and Problem
    Statement" counts as "Context"). Headings of any level count. A section of a built-in type that most of
    the repository's documents of the type go without (at least three, and at least half) is the
    repository's convention, not a gap: theguardian's ADRs are Context, Decision and Status, with no
    Consequences. A type the team configures, or a preset it extends, is held to its sections.

    Bad (an ADR):
        # 5. Use PostgreSQL
        ## Context
        ...
        ## Decision
        ...
    Good: the same with a `## Consequences` section.
    """
    if ctx.doc.is_template or ctx.doc.is_pointer:
        return  # a template is the repository's own word on its sections, not a record held to ours
    fence, fenced = ctx.doc.fenced_off
    for spec in ctx.doc_type.missing_sections(ctx.doc.part_titles):
        others = [repr(a) for a in spec.aliases[1:6]] + (["..."] if len(spec.aliases) > 6 else [])
        also = f" (or {', '.join(others)})" if others else ""
        hidden = next((line for title, line in fenced if spec.matches(title)), None)
        yield Problem(ctx.doc.title_line, missing_section_message(ctx.doc_type.name, spec.name) + also + (
            "" if hidden is None else fenced_note(hidden, fence)))


def fenced_note(heading: int, fence: int) -> str:
    """What DC101 adds where the missing section's heading is there, inside a code block that runs to the end."""
    return f"; its heading (line {heading}) is inside the code block opened at line {fence}, which runs to the " \
           f"end of the file: close that block where the code ends"


def missing_section_message(type_name: str, section: str) -> str:
    """DC101's message, without the other titles that would count (run/repository.py recognises it by this)."""
    return f"{type_name} has no '{section}' section"


@rule("DC102", "empty-section")
def empty_section(ctx: RuleContext) -> Iterator[Problem]:
    """A required section has a heading but no text.

    An empty "Consequences" looks answered in a table of contents and says nothing. Comments do not count
    as text; sub-sections do. Templates (files named `*template*`) are empty on purpose and not reported.

    Bad:
        ## Consequences

        ## Links
    Good:
        ## Consequences
        Deploys need a migration step.
    """
    doc = ctx.doc
    if doc.is_template:
        return  # a template's sections are empty on purpose
    required = ctx.doc_type.required_sections
    undecided = undecided_status(doc)
    for index, section in enumerate(doc.sections):
        if not any(spec.matches(section.title) for spec in required):
            continue
        if undecided and OUTCOME_SECTION.match(section.title) is not None:
            continue  # a decision still being drafted or discussed has none to write yet (Simple IoT's ADR 3)
        has_children = section.end_line > section.body_end
        body = _without_comments("\n".join(doc.lines[section.body_start - 1 : section.body_end]))
        if not has_children and not body.strip() and not answered_in_heading(section.title) and not _parts_follow(
                doc.sections[index + 1:index + 2], section, ctx.doc_type, ctx.config.registry.types):
            yield Problem(section.line, f"section '{section.title}' is empty")


# The sections a record writes once it is decided: its decision and what follows from it.
OUTCOME_SECTION = lazy(r"^[\W\d]*+(?:decisions?(?:[ \t]++outcome)?|consequences)[\W]*+$", re.IGNORECASE)
UNDECIDED = frozenset({"draft", "in-review"})  # statuses of a record still being drafted or discussed


def undecided_status(doc: Document) -> bool:
    """Whether the document's status says it is still being drafted or discussed (`Status: discussion`)."""
    from doccheck.read.status import parse_status

    stated = doc.meta("status")
    parsed = parse_status(stated.text) if stated is not None else None
    return parsed is not None and parsed.value in UNDECIDED


def _without_comments(text: str) -> str:
    """The text with its HTML comments left out, one line or many (`<!--\\nDescribe: ...\\n-->`); an unclosed one
    runs to the end, as CommonMark reads it. Linear: each comment is found once."""
    kept: list[str] = []
    at = 0
    while (start := text.find("<!--", at)) != -1:
        kept.append(text[at:start])
        end = text.find("-->", start + 4)
        if end == -1:
            return "".join(kept)
        at = end + 3
    kept.append(text[at:])
    return "".join(kept)


# What a Consequences section is split into, when a record heads its parts at the section's own level
# (cometbft adr-022: `## Consequences`, then `## Positive`, `## Negative`).
_PARTS = lazy(r"^(?:positive|negative|neutral|pros|cons|benefits|drawbacks|risks|trade-?offs)\b",
              re.IGNORECASE)


# Headings that hold no part of the section above them, a record's header or closing ones: an empty section before
# one is empty (cometbft's ADR 41: `## Decision`, then `## Status`).
NOT_A_PART = lazy(r"^(?:references?|links?|see also|related\b|resources|appendi(?:x|ces)|foot-?notes|"
                  r"acknowledge?ments?|further reading|bibliography|change-?log|(?:revision )?history|glossary|notes|"
                  r"status|date|authors?|deciders|metadata|tags)\b", re.IGNORECASE)


# A heading's outline number: `2.`, `2.1.`, `2.1.3` (SONiC's designs: `## 2. Design`, then `## 2.1. Overview`).
_OUTLINE_NUMBER = lazy(r"^\s*+(\d{1,3}(?:\.\d{1,3}){0,6})\.?(?:\s|$)")


def numbered_part(title: str, following: str) -> bool:
    """Whether the heading after a section is numbered as a part of it (`2. Design`, then `2.1. Overview`): the
    parts are written at the section's own level, and the section holds them."""
    own = _OUTLINE_NUMBER.match(title)
    part = _OUTLINE_NUMBER.match(following)
    return own is not None and part is not None and part.group(1).startswith(own.group(1) + ".")


_LABELLED = lazy(r"([A-Za-z][A-Za-z ]{0,40}?)[ \t]*+:[ \t]*+\S")  # an item's label, `Requirement: name`
_WORD = lazy(r"[A-Za-z]{4,}")


def _words(text: str) -> set[str]:
    """The words of four letters or more in a title, lower case and singular (`requirements` is `requirement`)."""
    return {word.lower().removesuffix("s") for word in _WORD.findall(text)}


# A heading that gives its section's answer after its name: tmax's three-line ADRs, `## Context: 7 inline
# error-response object literals were copy-pasted`, `## Decision: Private errorResponse() helper`.
_ANSWERED = lazy(r"[^:]{1,40}+:[ \t]*+\S")


def answered_in_heading(title: str) -> bool:
    """Whether a section's heading holds its text after its name and a colon: it is not empty."""
    return _ANSWERED.match(title.strip("*_ ")) is not None


def labelled_part(above: str, title: str) -> bool:
    """Whether a heading is an item labelled with a word of the section above it, written at the section's level
    (MPAS-Analysis's `<h3> Requirements </h3>`, then `<h3> Requirement: Support for remapping ...`; "Design and
    Implementation", then "Implementation: ...")."""
    labelled = _LABELLED.match(title.strip("*_ "))
    return labelled is not None and not _words(labelled.group(1)).isdisjoint(_words(above))


def _parts_follow(following: list[Section], section: Section, doc_type: DocType, types: Iterable[DocType]) -> bool:
    """Whether the next heading, at the same level, is a part of the empty section: a Consequences' `## Positive`,
    a part numbered under it (`## 2. Design`, then `## 2.1. Overview`), or a heading that is no section a type
    knows nor a record's header or closing one (coffeechat's `## Consequences`, then `## What becomes easier?`):
    the section is written under headings a level too high, not left empty."""
    if not following or following[0].level != section.level:
        return False
    if numbered_part(section.title, following[0].title):
        return True
    title = following[0].title.strip("*_ ")
    if "consequence" in section.title.lower() and _PARTS.match(title) is not None:
        return True
    # (... or an item labelled with the section's word: MPAS-Analysis's `<h3> Requirements </h3>`, then `<h3>
    # Requirement: Support for remapping ...`, and "Design and Implementation" then "Implementation: ...")
    if labelled_part(section.title, title):
        return True
    known = (spec for kind in (doc_type, *types) for spec in (*kind.required_sections, *kind.detect_sections))
    return NOT_A_PART.match(title) is None and not any(spec.matches(title) for spec in known)


_FILE_NUMBER = lazy(r"^(?:[A-Za-z]+[-_ ]?)?(\d+)(?=[-_ .]|(?<=\d{3})[A-Z][a-z])")  # (`0004RemoveReliance.md`)
# Leading zeros are taken only while a digit follows, so `0` x 100,000 is not split every possible way.
_TITLE_NUMBER = lazy(
    r"^(?:(?:ADR|RFC|KEP|SE|CIP|OTEP)[-\s]?)?(?:0(?=\d))*+(\d++)\s*+(?:[:)]|\.(?!\d)|[-–—](?=\s))\s*\S",
    re.IGNORECASE)  # not `128-bit Integer Types` (swift-evolution SE-0425) nor `1.5 times faster`


def file_number(path: str) -> int | None:
    """The number a numbered document carries in its file (or, for README.md, its folder) name."""
    posix = PurePosixPath(path)
    name = posix.parent.name if posix.stem.lower() in ("readme", "index") else posix.name
    match = _FILE_NUMBER.match(name)
    return int(match.group(1)) if match is not None else None


@rule("DC103", "title-number-mismatch",
      fix="sets the title's number (or the header field's) to the file name's, in the width it is written in")
def title_number_mismatch(ctx: RuleContext) -> Iterator[Problem]:
    """The number in the title disagrees with the number in the file name.

    One of them was copied from another record or renumbered by hand; links and the graph use the file's.

    Bad: `0033-ip-ranges.md` titled `# 3. Networking Outline`.
    Good: `0033-ip-ranges.md` titled `# 33. IP ranges`.
    """
    number = file_number(ctx.doc.path)
    path = PurePosixPath(ctx.doc.path)
    # A header field named as the file's own series (`CAP: 0068` in `cap-0088.md`, `BIP: 348`): a copy of another
    # record that kept its number. Whatever the type: the file and the field name the same series.
    prefix = _NAME_PREFIX.match(path.name)
    stated = ctx.doc.meta(prefix.group(1).lower()) if prefix is not None else None
    field = prefix.group(1).upper() if prefix is not None else ""
    if stated is None and number is not None:
        # ... or the number field of the series its folder is named for (`gep-number: 0021` in the gep.yaml beside
        # `geps/0022-x/README.md`, Gardener's GEP 22 copied from 21), not another number (Tock's `driver-number`)
        series = {f"{part[:-1].lower()}-number" for part in path.parts[:-1] if part[-1:] == "s"}
        field = next((key for key in ctx.doc.metadata if key in series), "")
        stated = ctx.doc.meta(field) if field else None
    if stated is not None and number is not None and (digits := _FIELD_NUMBER.match(stated.bare_text)) is not None \
            and int(digits.group(1)) != number:
        where = "folder" if path.stem.lower() in ("readme", "index") else "file"
        sidecar = f" (in {ctx.doc.sidecar_name})" if stated.source == "sidecar" and ctx.doc.sidecar_name else ""
        yield Problem(stated.line, f"{field} says {int(digits.group(1))}{sidecar} but the {where} name says {number}")
    if not ctx.doc_type.numbered or ctx.doc.title_source != "h1":
        return
    said = title_number(ctx.doc.title)
    if said is not None and number is not None and said != number and not _numbers_sections(ctx.doc, said):
        # (fukuii's `CON-001-x.md` titled `# ADR-011: ...`: a record moved into another series kept its old id,
        # named as written on both sides)
        if (ids := other_series(ctx.doc.title, path.name)) is not None:
            yield Problem(ctx.doc.title_line, f"title says {ids[0]} but the file name says {ids[1]}", 3)
            return
        yield Problem(ctx.doc.title_line, f"title says {said} but the file name says {number}", 3)


def _numbers_sections(doc: Document, said: int) -> bool:
    """Whether the title's number is a section's: a heading of its level after it says the next one
    (`# 1. Summary`, `# 2. Motivation` in a record whose header bullets hold its title)."""
    level = next((s.level for s in doc.sections if s.line == doc.title_line), None)
    return level is not None and any(
        s.level == level and s.line > doc.title_line and title_number(s.title) == said + 1 for s in doc.sections[:200])


_NAME_PREFIX = lazy(r"^([A-Za-z]{2,8}+)[-_]?\d")
def other_series(title: str, name: str) -> tuple[str, str] | None:
    """The title's id and the file name's, as written, where each names its series and the two series differ
    (`ADR-011` over `CON-001-x.md`); else None."""
    titled, named = _SERIES_ID.match(title), _SERIES_ID.match(name)
    if titled is None or named is None or titled.group(1).lower() == named.group(1).lower():
        return None
    return titled.group(0), named.group(0)


_SERIES_ID = lazy(r"([A-Za-z]{2,8}+)[-_ ]?\d{1,8}+(?!\d)")  # an id with its series: `ADR-011`, `CON_001`
_FIELD_NUMBER = lazy(r"^#?0*(\d{1,8}+)\s*$")


def title_number(title: str) -> int | None:
    """The number a title opens with (`3. Use Kafka`, `ADR-012: Use NATS`), if it numbers the record."""
    match = _TITLE_NUMBER.match(title)
    return int(match.group(1)) if match is not None else None
