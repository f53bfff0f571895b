"""`doccheck renumber DOC N` (and `accept`, which numbers a draft): a record under another number, with every
citation of it.

1. The record (a path or a number) and its number space (`families.candidates`): refused in one line where the
   new number is taken (a record of the series, a name on disk, the target branch) or the record is a link or
   outside the repository.
2. Its new name: the old one with the number replaced in the width it has (`0007-x.md` -> `0012-x.md`, the
   folder `CIP-0058/` -> `CIP-0061/`); in its text, the title's number and the header fields that hold it
   (`CIP: 58`, JabRef's `nav_order: 9`).
3. Every citation (`citations.py`): in each indexed document, resolved from its place as `check` resolves it,
   an id that names no record there counting when no other record has it; in the other Markdown files and in
   code comments, a path to the record or an id only it has.
4. A register that listed it and was up to date is written again from the documents as they will be.
5. The diff is shown; on a dry run nothing is written. Else every file is checked writable, the citing files
   are written (each whole, through `boundary.write_file`, keeping its mode), and the record is moved, never
   onto a name that is in use.
"""

from __future__ import annotations

import os
import posixpath
import re
from collections.abc import Callable
from pathlib import Path
from typing import NamedTuple

from doccheck.boundary import Refused, inside, write_file
from doccheck.errors import UsageError
from doccheck.regex import lazy
from doccheck.repo.index import Entry, series_number
from doccheck.run.authoring import families as fam
from doccheck.run.authoring.citations import Cited, digits
from doccheck.run.authoring.citing import cited_by, layout_of, rewritten
from doccheck.run.authoring.fields import fields, layout
from doccheck.run.authoring.tree import repository_top
from doccheck.run.authoring.write import Workspace

MAX_NUMBER = 99_999_999
_NUMBER_IN_NAME = lazy(r"^(?P<pre>(?:[A-Za-z][A-Za-z0-9]*[-_ ])*(?:[A-Za-z][A-Za-z0-9]*[-_ ]|[A-Za-z]+))?"
                       r"(?P<digits>\d+)(?=[-_ .]|$)")
_TITLE_NUMBER = lazy(r"^(?P<pre>[^\d\n]{0,20}?)(?P<digits>\d{1,8})(?=[.:)\]]?[ \t])")
_FIELD_VALUE = lazy(r"^[\"'*_ ]*#?(?P<digits>\d{1,8})[\"'*_ ]*$")
_NUMBER_KEYS = frozenset({"number", "id", "no"})


class Plan(NamedTuple):
    old: str  # the record, relative to the configuration's root
    new: str
    number: int | None
    new_number: int
    own: Path  # the record's file now
    moved_from: Path  # the file, or the folder of a `NNNN-x/README.md` record
    moved_to: Path
    changes: dict[Path, tuple[str, str]]  # every file whose text changes (at its place now): (before, after)
    citations: int  # rewritten outside the record itself
    cited_in: int  # files
    registers: list[str]
    top: Path  # the repository: git's top, else the configuration's folder


def renumbered_name(name: str, number: int, width: int = 0) -> str:
    """`0007-x.md` -> `0012-x.md`; `ADR-073-x.md` -> `ADR-080-x.md`; `CIP-0058` -> `CIP-0061`."""
    match = _NUMBER_IN_NAME.match(name)
    if match is None:
        raise UsageError(f"{name}: has no number in its name to change")
    return name[:match.start("digits")] + digits(match.group("digits"), number, width) + name[match.end("digits"):]


# ---- the plan --------------------------------------------------------------------------------------------------


def plan(ws: Workspace, relative: str, number: int, *, against: str | None = None,
         change: Callable[[str], str] | None = None, new_relative: str | None = None, by_number: bool = True) -> Plan:
    """What renumbering the record (relative to the root) as `number` changes. `change` is one more change to
    the record's own text (`accept` sets its status); `new_relative` its new path when its name has no number
    to replace, and `by_number=False` for a draft, which is cited by its path only (`0000-x.md` is no ADR 0)."""
    config = ws.config
    if not 0 < number <= MAX_NUMBER:
        raise UsageError(f"{number}: a record's number is from 1 to {MAX_NUMBER}")
    entry = ws.index.entries[relative]
    shown = ws.shown(relative)
    where = layout_of(relative)
    old_number = entry.numbered.number if entry.numbered is not None and by_number else None
    if old_number == number:
        raise UsageError(f"{shown} has the number {number} already; nothing to do")
    _refuse_taken(ws, entry, number, against)
    width = _width(ws, entry)
    if new_relative is None:
        new_name = renumbered_name(where.name, number, width)
        new_relative = posixpath.join(where.parent, new_name, posixpath.basename(relative)) if where.folder \
            else posixpath.join(where.parent, new_name)
    new_where = layout_of(new_relative)
    moved_from = config.root / where.parent / where.name
    moved_to = config.root / new_where.parent / new_where.name
    if os.path.lexists(moved_to):
        raise UsageError(f"{ws.shown(new_relative)}: exists already; {shown} was not renumbered")
    if not inside(moved_from, config.root) or os.path.islink(moved_from):
        raise UsageError(f"{shown}: is a symbolic link or resolves outside the repository ({config.root}); "
                         "not renumbered")
    cited = Cited(where.name, new_where.name, old_number, number, cited_by(entry), width)
    top = repository_top(config.root)
    changes: dict[Path, tuple[str, str]] = {}
    counts: dict[Path, int] = {}
    for path, before, after, found in rewritten(ws, entry, cited, where, top):
        changes[path], counts[path] = (before, after), found
    own = config.root / relative
    before = changes[own][0] if own in changes else ws.text(relative)
    after = _own_text(ws, entry, changes[own][1] if own in changes else before, old_number, number)
    if change is not None:
        after = change(after)
    changes[own] = (before, after)
    registers = _follow_registers(ws, changes, relative, new_relative)
    citing = [p for p in counts if p != own and p not in {config.root / r for r in registers}]
    return Plan(relative, new_relative, old_number, number, own, moved_from, moved_to,
                {p: pair for p, pair in changes.items() if pair[0] != pair[1] or p == own},
                sum(counts[p] for p in citing), len(citing), registers, top)


def _follow_registers(ws: Workspace, changes: dict[Path, tuple[str, str]], old: str, new: str) -> list[str]:
    """The registers that listed the record and were up to date, written again into `changes`."""
    from doccheck.run.authoring.registers import follow

    root = ws.config.root
    texts = {}
    for path, pair in changes.items():
        try:
            texts[path.relative_to(root).as_posix()] = pair
        except ValueError:
            continue  # code above the configuration's folder
    written = follow(ws, texts, renamed=(old, new))
    for relative in written:
        changes[root / relative] = texts[relative]
    return written


def _refuse_taken(ws: Workspace, entry: Entry, number: int, against: str | None) -> None:
    candidate = _family_of(ws, entry)
    if candidate is None:
        return
    holders = sorted(r for r, n in fam.numbered_records(ws.records).items()
                     if n.number == number and n.series == candidate.series and n.folder in candidate.spaces)
    on_disk = fam.numbers_on_disk(str(ws.config.root), candidate)
    at_ref, ref = _numbers_at_ref(ws, candidate, against)
    free = fam.next_number(candidate, on_disk, at_ref)
    if not holders and number in on_disk:
        holders = sorted(posixpath.join(folder, name) for folder in candidate.spaces
                         for name in os.listdir(ws.config.root / folder)
                         if (n := series_number(posixpath.join(folder, name, "README.md") if "." not in name
                                                else posixpath.join(folder, name))) is not None
                         and n.number == number and n.series == candidate.series)
    if holders:
        raise UsageError(f"number {number} is taken by {ws.shown(holders[0])}; the next free one is {free}")
    if number in at_ref:
        raise UsageError(f"number {number} is taken on {ref}; the next free one is {free}")


def _width(ws: Workspace, entry: Entry) -> int:
    """The digits the record's family pads its numbers to, from its records' names (0: none)."""
    from doccheck.run.authoring.naming import learn_scheme

    candidate = _family_of(ws, entry)
    return learn_scheme(candidate.members, ws.records).width if candidate is not None else 0


def _family_of(ws: Workspace, entry: Entry) -> fam.Candidate | None:
    numbered = entry.numbered
    found = fam.candidates(ws.records)
    mine = [c for c in found if entry.relative in c.members]
    if mine:
        return mine[0]
    if numbered is None:
        return None
    same = [c for c in found if c.series == numbered.series and numbered.folder in c.spaces]
    return same[0] if same else fam.Candidate(numbered.folder, numbered.series, entry.type, (entry.relative,),
                                              frozenset({numbered.number}), (numbered.folder,), None, None, False)


def _numbers_at_ref(ws: Workspace, candidate: fam.Candidate, against: str | None) -> tuple[set[int], str | None]:
    from doccheck.run.against import base_ref, document_paths_at

    ref = against if against is not None else base_ref(ws.config)
    if ref is None:
        return set(), None
    try:
        _top, _prefix, paths = document_paths_at(ws.config, ref, [r.strip("/") or "." for r in ws.config.model.roots])
    except UsageError:
        if against is not None:
            raise
        return set(), None
    return fam.numbers_at(paths, candidate), ref


def _own_text(ws: Workspace, entry: Entry, text: str, old: int | None, new: int) -> str:
    """The record's title number and the header fields that hold its number, set to the new one."""
    if old is None:
        return text
    lines = text.split("\n")
    where = layout(lines)
    if where.title is not None:
        heading = re.match(r"^(\s{0,3}#+[ \t]+)(.*)$", lines[where.title])
        if heading is not None and (said := _TITLE_NUMBER.match(heading.group(2))) is not None \
                and int(said.group("digits")) == old:
            at = heading.start(2)
            lines[where.title] = (lines[where.title][:at + said.start("digits")] + digits(said.group("digits"), new)
                                  + lines[where.title][at + said.end("digits"):])
    keys = {*cited_by(entry), *_NUMBER_KEYS, *_number_fields(ws, entry)}
    for field in fields(lines, where):
        value = field.value(lines)
        if field.key == "title" and field.source == "front-matter":
            said = _TITLE_NUMBER.match(value.strip("\"'"))
            offset = len(value) - len(value.lstrip("\"'"))
            if said is not None and int(said.group("digits")) == old:
                start = field.start + offset + said.start("digits")
                lines[field.line] = (lines[field.line][:start] + digits(said.group("digits"), new)
                                     + lines[field.line][field.start + offset + said.end("digits"):])
            continue
        if field.key not in keys or "://" in value:
            continue
        match = _FIELD_VALUE.match(value)
        if match is not None and int(match.group("digits")) == old:
            start, end = field.start + match.start("digits"), field.start + match.end("digits")
            lines[field.line] = lines[field.line][:start] + digits(match.group("digits"), new) + \
                lines[field.line][end:]
    return "\n".join(lines)


def _number_fields(ws: Workspace, entry: Entry) -> set[str]:
    """The fields the record's family fills with each record's own number (`nav_order: 9` in 0009-x.md)."""
    from doccheck.run.authoring.template import Example, number_fields

    candidate = _family_of(ws, entry)
    if candidate is None:
        return set()
    examples = []
    for member in [m for m in candidate.members if m != entry.relative][-8:]:
        numbered = series_number(member)
        if numbered is None:
            continue
        try:
            examples.append(Example(numbered.number, ws.text(member).split("\n")))
        except UsageError:
            continue
    return set(number_fields(examples)) if len(examples) >= 2 else set()


# ---- writing ---------------------------------------------------------------------------------------------------


def apply(ws: Workspace, renumbering: Plan) -> None:
    """Every file checked writable first; then the citing files, then the record moved."""
    top = renumbering.top
    own = renumbering.own
    for path in renumbering.changes:
        _writable(ws, path, top)
    if not os.access(renumbering.moved_from.parent, os.W_OK | os.X_OK):
        raise UsageError(f"{os.path.relpath(renumbering.moved_from.parent)}: its folder is not writable; nothing "
                         "was written")
    for path, (before, after) in renumbering.changes.items():
        if path != own and before != after:
            _write(path, after, top)
    before, after = renumbering.changes[own]
    if renumbering.moved_from.is_dir() and not os.path.islink(renumbering.moved_from):
        if after != before:
            _write(own, after, top)
        if os.path.lexists(renumbering.moved_to):
            raise UsageError(f"{os.path.relpath(renumbering.moved_to)}: exists already; not moved")
        os.rename(renumbering.moved_from, renumbering.moved_to)
        return
    mode = own.stat().st_mode & 0o7777
    try:
        write_file(renumbering.moved_to, after.encode("utf-8"), root=top, exclusive=True)
        os.chmod(renumbering.moved_to, mode)
    except FileExistsError:
        raise UsageError(f"{os.path.relpath(renumbering.moved_to)}: exists already; not overwritten") from None
    except OSError as exc:
        raise UsageError(f"{os.path.relpath(renumbering.moved_to)}: cannot be written: {exc.strerror or exc}") \
            from None
    own.unlink()


def _writable(ws: Workspace, path: Path, top: Path) -> None:
    shown = os.path.relpath(path)
    if os.path.islink(path):
        raise UsageError(f"{shown}: is a symbolic link; doccheck does not write through one, so nothing was written")
    if not inside(path, top):
        raise UsageError(f"{shown}: resolves outside the repository ({top}); nothing was written")
    if not os.access(path, os.W_OK) or not os.access(path.parent, os.W_OK | os.X_OK) or \
            not path.stat().st_mode & 0o222:
        raise UsageError(f"{shown}: is not writable (its permissions, or its folder's); nothing was written")


def _write(path: Path, text: str, top: Path) -> None:
    mode = path.stat().st_mode & 0o7777
    try:
        write_file(path, text.encode("utf-8"), root=top)
        os.chmod(path, mode)
    except Refused as exc:
        raise UsageError(str(exc)) from None
    except OSError as exc:
        raise UsageError(f"{os.path.relpath(path)}: cannot be written: {exc.strerror or exc}") from None


def diff(renumbering: Plan) -> str:
    """The renaming and every change, as a unified diff with paths from the working folder."""
    import difflib

    out: list[str] = []
    for path, (before, after) in sorted(renumbering.changes.items(), key=lambda item: str(item[0])):
        shown = os.path.relpath(path)
        new_shown = shown
        if path == renumbering.own:
            new_shown = os.path.relpath(renumbering.moved_to / path.name) if renumbering.moved_from.is_dir() \
                else os.path.relpath(renumbering.moved_to)
            out += [f"rename from {shown}\n", f"rename to {new_shown}\n"]
        out += difflib.unified_diff(before.splitlines(keepends=True), after.splitlines(keepends=True),
                                    f"a/{shown}", f"b/{new_shown}")
    return "".join(line if line.endswith("\n") else line + "\n" for line in out)
