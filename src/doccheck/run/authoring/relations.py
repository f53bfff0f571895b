"""A relation between two records, written into one of them in the family's place and words.

Where a family writes its relations is learned from the relations its records already state (`Form`):

    place "status"  in the status value: `Status: Superseded by [DNS Infrastructure](0015-dns-infrastructure.md)`
                    (govuk-aws), `status: "accepted; supersedes ADR-0045"` (JabRef)
    place "field"   a field of its own: `| Superseded by: | [ODH-ADR-0007](...) |`, `superseded-by: ...`
    place "line"    a line of its own, in a section: adr-tools' `Amended by [9. Help scripts](0009-help-scripts.md)`
                    under `## Status`, log4brains' `- Supersedes [20201028-x](20201028-x.md)` under `## Links`

and how it names the other record: a link labelled with its title line, its title, its id (`ADR-0057`) or its
file name, or the id alone. A document that has a field for the relation already (`| Supersedes | N/A |`) gets
it there. A family that states no relation yet gets the built-in form of its records' shape: in a `## Status`
section as adr-tools writes it (the old record's status becomes "Superseded by [...]", the new one gains a
"Supersedes [...]" line), in a status line or front-matter status ("superseded by ..."), else a line under the
title. A record superseded has its status no longer in force.

`write` is a pure function of the text: the caller reads and writes the files.
"""

from __future__ import annotations

import posixpath
import re
import urllib.parse
from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any, NamedTuple

from doccheck.regex import lazy
from doccheck.run.authoring.fields import Field, Layout, fields, find, layout, replace, yaml_value

# What `link A REL B` asks: the kind A states, and the kind B states back.
PAIRS = {
    "supersedes": ("supersedes", "superseded-by"), "superseded-by": ("superseded-by", "supersedes"),
    "amends": ("amends", "amended-by"), "amended-by": ("amended-by", "amends"),
}
ALIASES = {"replaces": "supersedes", "replaced-by": "superseded-by", "obsoletes": "supersedes",
           "obsoleted-by": "superseded-by"}
VERBS = {"supersedes": "Supersedes", "superseded-by": "Superseded by", "amends": "Amends",
         "amended-by": "Amended by"}
# Each kind a record's relations hold, as (family, direction): what the rules compare (`repo/supersession.py`).
DIRECTIONS = {"supersedes": ("supersede", "forward"), "superseded-by": ("supersede", "back"),
              "amends": ("amend", "forward"), "amended-by": ("amend", "back")}
NONE_VALUES = frozenset({"", "n/a", "na", "none", "-", "\u2014", "tbd", "null", "~"})
_LABEL_ID = lazy(r"^(?P<prefix>[A-Za-z]{1,12}[- #]{0,2})(?P<digits>\d{1,8})$")
_LINK = lazy(r"\[(?P<label>[^\[\]]*+)\]\((?P<target>[^()\s]++)\)")
_VERB = lazy(r"(?i)\b(superseded\s+by|supersedes|amended\s+by|amends|replaced\s+by|replaces)\b")


def relation(name: str) -> str | None:
    """The relation `link` asks for, as the user wrote it (`supersedes`, `superseded by`, `amended_by`)."""
    key = re.sub(r"[\s_]+", "-", name.strip().lower())
    key = ALIASES.get(key, key)
    return key if key in PAIRS else None


class Other(NamedTuple):
    """The record a relation names, as the writer names it."""

    relative: str
    title: str  # its title as its record keeps it ("9. Help scripts")
    number: int | None
    series_prefix: str  # how its name writes its series ("ADR-"), for an id label


class Form(NamedTuple):
    place: str  # "status", "field" or "line"
    verb: str  # as the family writes it: "Superseded by", "supersedes"
    lead: str = ""  # before the verb on a line of its own: "- ", "* "
    joiner: str = "; "  # in a status value, between the status and a forward relation
    section: str | None = None  # the section a line goes in ("Status", "Links"); None: the header
    link: bool = True  # a link, else the id alone
    label: str = "title"  # the link's text: "title", "bare-title", "id", "stem"
    id_prefix: str = "ADR-"
    id_width: int = 4


def reference(form: Form, source: str, other: Other) -> str:
    """How `source` names `other` in this form: `[10. Use NATS](0010-use-nats.md)`, `ADR-0010`."""
    ident = f"{form.id_prefix}{other.number:0{form.id_width}d}" if other.number is not None else None
    if not form.link and ident is not None:
        return ident
    if form.label == "id" and ident is not None:
        label = ident
    elif form.label == "stem":
        folder, name = posixpath.split(other.relative)
        label = posixpath.basename(folder) if name.lower() in ("readme.md", "index.md") else posixpath.splitext(name)[0]
    elif form.label == "bare-title":
        label = re.sub(r"^[^\d\n]{0,20}?\d{1,8}[.:)]?\s+(?:[-\u2013\u2014:]\s+)?", "", other.title) or other.title
    else:
        label = other.title
    target = posixpath.relpath(other.relative, posixpath.dirname(source) or ".")
    return f"[{escape_label(label)}]({urllib.parse.quote(target, safe='/._-~')})"


def escape_label(text: str) -> str:
    text = " ".join(text.split())
    return re.sub(r"([\\\[\]<>`])", r"\\\1", text)


Statement = tuple[list[str], int, int | None, str, str, "Other | None"]


def learn_form(kind: str, statements: Sequence[Statement]) -> Form | None:
    """The form most of the family's statements of this kind take. Each statement: (the record's lines, the
    statement's line (1-based), the record's status line, the reference as written, its target, the record it
    names)."""
    forms: Counter[Form] = Counter()
    for lines, line, status_line, text, target, other in statements:
        if not 0 < line <= len(lines):
            continue
        written = lines[line - 1]
        verb = _VERB.search(written)
        if verb is None:
            continue
        style = _style(text, target, other)
        where = layout(lines)
        own = next((f for f in fields(lines, where) if f.line == line - 1), None)
        if (own is not None and own.key == "status") or line == status_line:
            value_start = own.start if own is not None else len(written) - len(written.lstrip(" -*+"))
            before = written[value_start:verb.start()]  # "accepted; " before "supersedes ADR-0045"
            word = re.match(r"^[\s*_`\"']*[\w-]+", before)
            joiner = before[word.end():] if word is not None and before.strip() else "; "
            forms[Form("status", verb.group(1), joiner=joiner or "; ", **style)] += 1
        elif own is not None:
            forms[Form("field", verb.group(1), lead=written[:own.start], **style)] += 1
        else:
            lead = written[:verb.start()]
            if lead.strip(" \t-*+_>") or len(lead) > 6:
                continue  # prose ("... which replaces the old API"), not a line that states a relation
            section = next((t for n, level, t in reversed(where.sections) if n < line - 1 and level >= 2), None)
            forms[Form("line", verb.group(1), lead=lead, section=section, **style)] += 1
    if not forms:
        return None
    return max(forms.items(), key=lambda item: item[1])[0]


_FIELD_SHAPE = lazy(r"^(?P<lead>[ \t]{0,3}(?:[-*+][ \t]+)?)(?P<open>\*\*|__)?(?P<key>[^:*_]{1,40}?)"
                    r"(?P<mid>(?:\*\*|__)?[ \t]*:(?:\*\*|__)?)")
_TEMPLATE_HINT = lazy(r"(?i)\b(superseded\s+by)\s+(?P<id>(?P<prefix>[A-Z]{2,8}[- ]?)(?P<digits>\d{2,8}))\b")


def template_form(text: str, kind: str) -> Form | None:
    """The form a family's template shows for a superseded record, where its records show none yet: MADR's
    `status: "{proposed | ... | superseded by ADR-0123"` is a status that names its successor by id."""
    if kind != "superseded-by":
        return None
    for line in text.split("\n"):
        if "status" not in line.lower():
            continue
        match = _TEMPLATE_HINT.search(line)
        if match is not None:
            digits = match.group("digits")
            return Form("status", match.group(1), link=False, label="id", id_prefix=match.group("prefix"),
                        id_width=len(digits) if digits.startswith("0") else 0)
    return None


def _style(text: str, target: str, other: Other | None) -> dict[str, Any]:
    """How a statement names the other record: a link or the id alone, and the link's label."""
    linked = target != text and ("/" in target or target.lower().endswith((".md", ".markdown")))
    ident = _LABEL_ID.match(text.strip())
    style: dict[str, Any] = {"link": linked}
    if ident is not None:
        style.update(label="id", id_prefix=ident.group("prefix"), id_width=len(ident.group("digits"))
                     if ident.group("digits").startswith("0") else 0)
    elif other is not None and text.strip().lower() == other.title.strip().lower():
        style["label"] = "title"
    elif other is not None and text.strip().lower() in other.relative.lower():
        style["label"] = "stem"
    else:
        style["label"] = "bare-title"
    return style


class Written(NamedTuple):
    text: str
    said: str  # what was written, for the user: "Superseded by [10. Use NATS](0010-use-nats.md)"


def write(text: str, source: str, kind: str, other: Other, form: Form | None, *, status_word: str = "superseded",
          change_status: bool = True, style: Form | None = None) -> Written:
    """The document's text with the relation `kind` to `other` written in. A "superseded-by" also takes the
    status out of force (`change_status`). Without a form of its own, the relation names the other record as
    `style` does (the family's form for the other direction), else by a link labelled with its title."""
    newline = "\r\n" if "\r\n" in text else "\n"
    lines = text.split(newline)
    where = layout(lines)
    found = fields(lines, where)
    status = find(found, "status")
    verb = form.verb if form is not None else VERBS[kind]
    if form is not None and verb.lower().split()[0] != VERBS[kind].lower().split()[0]:
        form = form._replace(verb=VERBS[kind] if verb[:1].isupper() else VERBS[kind].lower())
        verb = form.verb
    ref = reference(form or style or Form("status", verb), source, other)
    said = f"{verb} {ref}"
    back = kind == "superseded-by"
    own = find(found, kind, *(["replaced-by"] if back else ["replaces"] if kind == "supersedes" else []))
    capital = status is None or _capital(status.value(lines))
    if own is not None:
        value = own.value(lines).strip()
        replace(lines, own, ref if value.strip("*_` ").lower() in NONE_VALUES else f"{value}, {ref}")
        if back and change_status and status is not None and status.line != own.line:
            _retire(lines, status, status_word, capital)
        return Written(newline.join(lines), said)
    if form is None:
        form = _built_in(kind, status, where, capital, any(f.source in ("line", "table") for f in found))
        said = f"{form.verb} {ref}"
    if form.place == "status" and back and not change_status:
        # The status stays as it is (its successor is not in force yet): the relation on a line of its own.
        form = form._replace(place="line", verb=form.verb[:1].upper() + form.verb[1:], section=None)
    if form.place == "status" and status is not None:
        value = status.value(lines)
        if back:
            replace(lines, status, f"{_cased(form.verb, value)} {ref}")
        else:
            replace(lines, status, f"{value.rstrip()}{form.joiner}{_cased(form.verb, value, first=False)} {ref}")
        return Written(newline.join(lines), f"{form.verb} {ref}")
    if form.place == "status" and where.front_matter is not None:
        # The family writes it in the status, and this record has none: a superseded record gets one (MADR's
        # `status: superseded by ADR-0123`); the successor, whose own status is not ours to invent, a field.
        key = "status" if back else kind
        lines.insert(where.front_matter[1], f"{key}: {yaml_value(f'{form.verb.lower()} {ref}' if back else ref)}")
        return Written(newline.join(lines), f"{form.verb} {ref}")
    if form.place == "status":
        form = form._replace(place="line", verb=form.verb[:1].upper() + form.verb[1:])
    if form.place == "field":
        _add_field(lines, where, found, status, kind, form, ref)
    else:
        _add_line(lines, where, status, form, f"{form.lead}{form.verb} {ref}")
    if back and change_status and status is not None:
        _retire(lines, status, status_word, capital)
    return Written(newline.join(lines), f"{form.verb} {ref}")


def _built_in(kind: str, status: Field | None, where: Layout, capital: bool, header: bool) -> Form:
    verb = VERBS[kind] if capital else VERBS[kind].lower()
    if status is not None and status.source == "section":
        # adr-tools: the old record's status becomes "Superseded by ..."; the others are lines in the section.
        return Form("status", verb) if kind == "superseded-by" else Form("line", VERBS[kind], section="Status")
    if status is not None:
        return Form("status", verb) if kind == "superseded-by" else Form("field", VERBS[kind])
    if where.front_matter is not None or header:  # a field among the others (a Rust RFC's `- Start Date:`)
        return Form("field", VERBS[kind])
    return Form("line", VERBS[kind])


def _capital(value: str) -> bool:
    first = value.strip(" *_`\"'")[:1]
    return not first.isalpha() or first.isupper()


def _cased(verb: str, value: str, first: bool = True) -> str:
    """The verb in the letter case of the status it joins: `superseded by` beside `accepted`."""
    if not first:
        return verb.lower() if verb[:1].isupper() and not _capital(value) else verb
    return verb[:1].upper() + verb[1:] if _capital(value) else verb.lower()


def _retire(lines: list[str], status: Field, word: str, capital: bool) -> None:
    """A superseded record's status, no longer in force."""
    from doccheck.read.status import parse_status
    from doccheck.repo.supersession import in_force

    parsed = parse_status(status.value(lines))
    if parsed is not None and in_force(parsed.value):
        replace(lines, status, word.capitalize() if capital else word)


def _add_field(lines: list[str], where: Layout, found: list[Field], status: Field | None, kind: str, form: Form,
               ref: str) -> None:
    key = VERBS[kind]
    if where.front_matter is not None and (status is None or status.source == "front-matter"):
        keys = [lines[f.line][:1] for f in found if f.source == "front-matter"]
        capital = sum(k.isupper() for k in keys) * 2 > len(keys)  # a CIP's `Created:`, `License:`
        lines.insert(where.front_matter[1], f"{kind.capitalize() if capital else kind}: {yaml_value(ref)}")
        return
    anchor = status if status is not None and status.source in ("line", "table") else next(
        (f for f in reversed(found) if f.source in ("line", "table")), None)
    if anchor is None:
        _add_line(lines, where, status, form, f"{key}: {ref}")
        return
    if anchor.source == "table":
        lines.insert(anchor.line + 1, f"| {key} | {ref.replace('|', chr(92) + '|')} |")
        return
    shape = _FIELD_SHAPE.match(lines[anchor.line])
    text = f"{shape.group('lead')}{shape.group('open') or ''}{key}{shape.group('mid')} {ref}" if shape else \
        f"{key}: {ref}"
    if shape is not None and shape.group("lead").strip():
        lines.insert(anchor.line + 1, text)  # a bullet among bullets
        return
    # `Status: Accepted` alone in its paragraph gets a paragraph of its own beside it; a block of fields, a line.
    end = anchor.line
    while end + 1 < where.header_end and lines[end + 1].strip():
        end += 1
    block = [f for f in found if f.source == "line" and anchor.line - 20 <= f.line <= end]
    together = sum(1 for f in block if all(lines[n].strip() for n in range(min(f.line, anchor.line),
                                                                           max(f.line, anchor.line) + 1)))
    lines[end + 1:end + 1] = [text] if together >= 2 else ["", text]


def _add_line(lines: list[str], where: Layout, status: Field | None, form: Form, line: str) -> None:
    """A line of its own: at the end of the form's section when the document has it, else after the status
    (its paragraph, in a Status section), else under the title."""
    sections = where.sections
    wanted = form.section.strip().lower() if form.section else None
    at = next((i for i, (_n, level, title) in enumerate(sections)
               if wanted is not None and level >= 2 and title.strip().lower() == wanted), None)
    if at is None and status is not None and status.source == "section":
        at = next((i for i, (n, _level, _t) in enumerate(sections) if n < status.line and (
            i + 1 == len(sections) or sections[i + 1][0] > status.line)), None)
    if at is not None:
        end = sections[at + 1][0] if at + 1 < len(sections) else len(lines)
        last = max((n for n in range(sections[at][0] + 1, end) if lines[n].strip()), default=sections[at][0])
        listed = bool(re.match(r"^\s*[-*+]\s", lines[last])) and bool(re.match(r"^\s*[-*+]\s", line))
        lines[last + 1:last + 1] = [line] if listed else ["", line]
        return
    if status is not None:
        lines.insert(status.line + 1, line)
        return
    top = where.title if where.title is not None else (where.front_matter[1] if where.front_matter else -1)
    lines[top + 1:top + 1] = ["", line] if top >= 0 else [line, ""]


def states(record: Mapping[str, Any], kind: str, names_other: Any) -> bool:
    """Whether a record already states the relation `kind` (or another of its family and direction) to the
    record `names_other(target)` says is the other one."""
    wanted = DIRECTIONS[kind]
    from doccheck.repo.supersession import KINDS

    return any(KINDS.get(said) == wanted and names_other(target)
               for said, target, _text, _line in record.get("relations") or ())


def retire_status(text: str, word: str = "superseded") -> str:
    """The text with its status taken out of force (a record that names its successor, still "Accepted")."""
    newline = "\r\n" if "\r\n" in text else "\n"
    lines = text.split(newline)
    status = find(fields(lines), "status")
    if status is not None:
        _retire(lines, status, word, _capital(status.value(lines)))
    return newline.join(lines)
