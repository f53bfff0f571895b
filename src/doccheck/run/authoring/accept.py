"""`doccheck accept DOC`: a draft (`doccheck new --draft`: a proposal without a number) numbered and accepted.

Numbers that cannot collide by design, for teams that want them (pyadr's way): a proposal is written and
reviewed under a name without a number (`draft-use-nats.md`, `0000-use-nats.md`), and takes one only when it is
accepted, when nothing else is competing for it.

1. The draft's family: the numbered records of its folder (of its type, where there are several);
2. the next number free in it (here, on disk, on the target branch: as `new` picks one);
3. the name in the family's scheme, the draft's own words kept (`draft-use-nats.md` -> `0006-use-nats.md`), the
   title line numbered as its records write theirs (`# 6. Use NATS`), the fields they fill with their number set
   (`nav_order: 6`), and the status set to accepted, in the family's letter case;
4. then as `renumber`: every link to the draft follows it, the diff is shown, a dry run on a dirty tree.
"""

from __future__ import annotations

import posixpath
import re

from doccheck.errors import UsageError
from doccheck.regex import lazy
from doccheck.run.authoring import families as fam
from doccheck.run.authoring.citations import digits
from doccheck.run.authoring.citing import layout_of
from doccheck.run.authoring.fields import fields, find, layout, replace
from doccheck.run.authoring.naming import DRAFT_NAME, Scheme, markdown_title
from doccheck.run.authoring.new import family_scheme, free_number
from doccheck.run.authoring.renumber import Plan, plan
from doccheck.run.authoring.write import Workspace

_PLACEHOLDER = lazy(r"(?<![\w.])(?:0+|N{3,8}|X{3,8})(?![\w.])")  # where the number goes in a draft
_BARE = lazy(r"^\D{0,40}\d{1,8}(?:\.\w+)?$")  # a name that is its number alone: `CIP-0058`
_OTHER_NUMBER = lazy(r"(?<![\w.])0*[1-9]\d*(?![\w.])")
_NUMBERED_TITLE = lazy(r"^\W{0,3}(?:[A-Za-z]{2,8}[-\s]?)?\d{1,8}\s*[.:)\-\u2013\u2014]\s")


def is_draft(relative: str) -> bool:
    return DRAFT_NAME.match(layout_of(relative).name) is not None


def accept(ws: Workspace, relative: str, *, against: str | None = None) -> Plan:
    """The plan that numbers the draft (relative to the root), renames it and sets its status."""
    shown = ws.shown(relative)
    where = layout_of(relative)
    found = DRAFT_NAME.match(where.name)
    if found is not None and found.group("zeros") and ws.records[relative].get("type") == "adr":
        found = None  # an ADR numbered 0000 is the first record (MADR's, JabRef's), not a draft
    if found is None:
        raise UsageError(f"{shown} is not a draft (draft-<name>.md, 0000-<name>.md): it has its number; "
                         "`doccheck renumber` gives it another")
    candidate = _family(ws, relative, where.parent)
    number, _ref = free_number(ws, candidate, against)
    scheme: Scheme = family_scheme(ws, candidate)
    suffix = posixpath.splitext(where.name)[1] if not where.folder else ""
    stem = f"{scheme.prefix}{scheme.number(number)}"
    if any(not _BARE.match(layout_of(member).name) for member in candidate.members):  # `CIP-0058/`: no words
        stem += f"{scheme.separator}{posixpath.splitext(found.group('slug'))[0]}"
    new_name = stem + suffix
    new_relative = posixpath.join(where.parent, new_name, posixpath.basename(relative)) if where.folder else \
        posixpath.join(where.parent, new_name)
    numbers = _number_fields(ws, candidate)
    capital = _capital_statuses(ws, candidate)
    status = _accepted_status(ws, candidate)

    def accepted(text: str) -> str:
        return _accepted(text, scheme, number, numbers, status.capitalize() if capital else status.lower())

    return plan(ws, relative, number, against=against, change=accepted, new_relative=new_relative,
                by_number=False)


def _accepted_status(ws: Workspace, candidate: fam.Candidate) -> str:
    """`accepted`, or the first status in force of a lifecycle that has no such word (a CIP's `active`)."""
    from doccheck.repo.supersession import in_force

    known = list(candidate.learned.statuses) if candidate.learned is not None else []
    doc_type = ws.config.registry.get(candidate.doc_type)
    known = known or (list(doc_type.statuses) if doc_type is not None else [])
    if not known or "accepted" in known:
        return "accepted"
    return next((s for s in known if in_force(s)), "accepted").replace("-", " ")


def _family(ws: Workspace, relative: str, folder: str) -> fam.Candidate:
    doc_type = str(ws.records[relative].get("type"))
    found = [c for c in fam.candidates(ws.records) if c.folder == folder and c.members]
    mine = [c for c in found if c.doc_type == doc_type] or found
    if not mine:
        raise UsageError(f"{ws.shown(relative)}: no numbered records in {folder or '.'}/ to number it after; "
                         "`doccheck renumber` cannot either: rename it by hand to the first number")
    return max(mine, key=lambda c: len(c.members))


def _number_fields(ws: Workspace, candidate: fam.Candidate) -> set[str]:
    from doccheck.repo.index import series_number
    from doccheck.run.authoring.template import Example, number_fields

    examples = []
    for member in candidate.members[-8:]:
        numbered = series_number(member)
        if numbered is not None:
            try:
                examples.append(Example(numbered.number, ws.text(member).split("\n")))
            except UsageError:
                continue
    return set(number_fields(examples)) if len(examples) >= 2 else set()


def _capital_statuses(ws: Workspace, candidate: fam.Candidate) -> bool:
    from doccheck.run.authoring.template import Example, capital_statuses

    examples = []
    for member in candidate.members[-8:]:
        try:
            examples.append(Example(0, ws.text(member).split("\n")))
        except UsageError:
            continue
    return capital_statuses(examples) if examples else True


def _accepted(text: str, scheme: Scheme, number: int, numbers: set[str], status: str) -> str:
    """The draft's title numbered as the family's are, its number fields set, its status accepted."""
    newline = "\r\n" if "\r\n" in text else "\n"
    lines = text.split(newline)
    where = layout(lines)
    if where.title is not None and scheme.title_pre is not None:
        heading = re.match(r"^(\s{0,3}#+[ \t]+)(.*?)[ \t]*$", lines[where.title])
        if heading is not None and not _NUMBERED_TITLE.match(heading.group(2)):
            lines[where.title] = heading.group(1) + markdown_title(scheme.heading(number, heading.group(2)))
    found = fields(lines, where)
    for field in found:
        value = field.value(lines)
        if field.key in numbers and not _OTHER_NUMBER.search(value) and _PLACEHOLDER.search(value):
            # `nav_order: 0`, `RFC PR: [rust-lang/rfcs#0000](https://github.com/rust-lang/rfcs/pull/0000)`
            filled = _PLACEHOLDER.sub(lambda m: digits(m.group(0), number), value)
            lines[field.line] = lines[field.line][:field.start] + filled + lines[field.line][field.end:]
    current = find(found, "status")
    if current is not None:
        replace(lines, current, status)
    return newline.join(lines)
