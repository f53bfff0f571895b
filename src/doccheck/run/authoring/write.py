"""The authoring commands' shared ground and `link` (a relation, both sides); `new` is new.py.

1. The whole set is checked as `doccheck check` does (from the cache) and indexed: the records give the
   families, their numbers and the relations already stated.
2. `link A REL B`: both documents resolved (a path, or a number of the family: `3`, `ADR-0003`); refused in one
   sentence when the relation would make a circle, names a rejected successor, or a document cannot be
   written (a symbolic link, outside the repository, no permission); each side's text computed
   (`relations.write`, in the family's form) before either file is written, and a side that states the relation
   already is left as it is, so a second run writes nothing.

A successor that is only proposed does not end the old record yet (DC406: it stays in force until its successor
is accepted): its own side is written, the old record's waits for a run after the acceptance.
"""

from __future__ import annotations

import os
import posixpath
import re
from pathlib import Path
from typing import TYPE_CHECKING, Any, NamedTuple

from doccheck.boundary import Refused, inside, read_file, write_file
from doccheck.config.load import Config
from doccheck.errors import UsageError
from doccheck.regex import lazy
from doccheck.repo.index import RepoIndex, series_number
from doccheck.run.authoring import families as fam
from doccheck.run.authoring.relations import DIRECTIONS, PAIRS, Form, Other, Statement, learn_form, states
from doccheck.run.authoring.relations import write as write_relation

if TYPE_CHECKING:
    from doccheck.repo.conventions import Family

EXAMPLES = 8  # the newest records read to learn what a family's header holds
STATEMENTS = 24  # the records read to learn how a family writes a relation


class Outcome(NamedTuple):
    relative: str
    said: str | None  # what was written; None: it says so already, or waits
    note: str | None = None


class Workspace:
    """The whole set as the commands see it: every record, the index, the learned families."""

    def __init__(self, config: Config, use_cache: bool = True) -> None:
        from doccheck.run.check import run_check

        self.config = config
        self.use_cache = use_cache
        report = run_check(config.root_folders, config, use_cache=use_cache)
        self.records: dict[str, dict[str, Any]] = {r: report.records[r] for r in report.records}
        self.index = RepoIndex.build(self.records.items())
        self._learned: dict[str, Family] | None = None

    @property
    def learned(self) -> dict[str, Family]:
        if self._learned is None:
            from doccheck.repo.conventions import learn

            self._learned = learn(self.records)
        return self._learned

    def shown(self, relative: str) -> str:
        return os.path.relpath(self.config.root / relative)

    def text(self, relative: str) -> str:
        from doccheck.read.source import MAX_BYTES

        try:
            return read_file(self.config.root / relative, limit=MAX_BYTES, root=self.config.root).decode("utf-8")
        except Refused as exc:
            raise UsageError(str(exc)) from None
        except (OSError, UnicodeDecodeError) as exc:
            raise UsageError(f"{self.shown(relative)}: cannot be read: {exc}") from None

    def names(self, source: str, target: str, other: str) -> bool:
        entry = self.index.entries.get(source)
        if entry is None:
            return False
        found = self.index.resolve(entry, target).entry
        return found is not None and found.relative == other

    def other(self, relative: str) -> Other:
        record = self.records[relative]
        numbered = series_number(relative)
        folder, name = posixpath.split(relative)
        stem = posixpath.basename(folder) if name.lower() in ("readme.md", "index.md") else name
        prefix = re.match(r"^\D*", stem)
        title = str(record.get("title") or relative)
        bare = posixpath.splitext(stem)[0] if stem == name else stem
        if title == re.sub(r"[-_]+", " ", bare).strip():
            title = bare  # no title of its own (a Rust RFC's is its file name): named by its file name
        return Other(relative, title, numbered.number if numbered else None, prefix.group(0) if prefix else "")


def here(config: Config) -> str:
    """The working folder relative to the configuration's root ("" at the root or outside it)."""
    try:
        relative = Path.cwd().resolve().relative_to(config.root.resolve()).as_posix()
    except ValueError:
        return ""
    return "" if relative == "." else relative


def folder_of(config: Config, given: Path) -> str:
    """`--folder` relative to the configuration's root; refused outside it."""
    path = Path(os.path.abspath(given))
    if not inside(path, config.root):
        raise UsageError(f"--folder {given}: outside the repository ({config.root}); records are written inside it")
    relative = Path(os.path.realpath(path)).relative_to(Path(os.path.realpath(config.root))).as_posix()
    return "" if relative == "." else relative


# ---- link ------------------------------------------------------------------------------------------------------

_ID = lazy(r"^(?P<prefix>[A-Za-z]{1,12})?[-_ #]?0*(?P<number>\d{1,8})$")
_OUT_OF_FORCE = frozenset({"rejected", "withdrawn", "abandoned"})


def resolve(ws: Workspace, given: str, within: fam.Candidate | None = None) -> str:
    """A document named by its path (from the working folder) or by its number (`3`, `0003`, `ADR-3`), as a
    path relative to the root."""
    config = ws.config
    path = Path(given)
    if os.path.lexists(path):
        if os.path.islink(path):
            raise UsageError(f"{given}: is a symbolic link; doccheck does not write through one (name the "
                             "document it points to)")
        if not inside(path, config.root):
            raise UsageError(f"{given}: outside the repository ({config.root})")
        relative = Path(os.path.realpath(path)).relative_to(Path(os.path.realpath(config.root))).as_posix()
        if relative not in ws.records:
            raise UsageError(f"{given}: not a document doccheck reads here (not Markdown, excluded, or not text)")
        return relative
    match = _ID.match(given.strip())
    if match is None:
        raise UsageError(f"{given}: no such file, and not a record's number (3, 0003, ADR-0003)")
    number, prefix = int(match.group("number")), (match.group("prefix") or "").lower()
    numbered = fam.numbered_records(ws.records)
    found = [r for r, n in numbered.items() if n.number == number and (not prefix or prefix in n.series.split("-")
                                                                      or not n.series)]
    if within is not None:
        mine = [r for r in found if numbered[r].folder in within.spaces and numbered[r].series == within.series]
        found = mine or found
    elif len(found) > 1:
        near = [r for r in found if posixpath.dirname(r) == here(config) or
                (numbered[r].folder + "/").startswith(here(config) + "/" if here(config) else "")]
        found = near if len(near) == 1 else found
    if not found:
        raise UsageError(f"{given}: no record has this number here")
    if len(found) > 1:
        raise UsageError(f"{given}: {len(found)} records have this number ({', '.join(sorted(found)[:4])}); "
                         "name one by its path")
    return found[0]


def link(ws: Workspace, first: str, relation: str, second: str) -> list[Outcome]:
    """`first RELATION second`, written on both sides (both relative to the root)."""
    from doccheck.repo.supersession import NOT_IN_FORCE, in_force

    kind_first, kind_second = PAIRS[relation]
    if first == second:
        raise UsageError(f"{ws.shown(first)}: a record cannot be related to itself")
    family, direction = DIRECTIONS[kind_first]
    old, new = (second, first) if direction == "forward" else (first, second)
    circle = _circle(ws, old, new)
    if circle:
        raise UsageError(f"{ws.shown(new)} cannot {'supersede' if family == 'supersede' else 'amend'} "
                         f"{ws.shown(old)}: that would make a circle ({' -> '.join(circle)})")
    new_status = ws.records[new].get("status")
    if new_status in _OUT_OF_FORCE:
        raise UsageError(f"{ws.shown(new)} is {new_status}: it cannot {family} another record")
    pending = family == "supersede" and new_status in NOT_IN_FORCE
    outcomes: list[Outcome] = []
    plans: list[tuple[str, str, str]] = []
    for doc, kind, other in ((first, kind_first, second), (second, kind_second, first)):
        record = ws.records[doc]
        if pending and kind == "superseded-by" and not states(record, kind, lambda t, d=doc, o=other:
                                                                  ws.names(d, t, o)):
            outcomes.append(Outcome(doc, None, f"left as it is while {ws.shown(new)} is {new_status!r} (a record "
                                               "stays in force until its successor is accepted, DC406); run this "
                                               "again once it is"))
            continue
        said = states(record, kind, lambda t, d=doc, o=other: ws.names(d, t, o))
        retire = kind == "superseded-by" and not pending and in_force(record.get("status"))
        if said and not retire:
            outcomes.append(Outcome(doc, None))
            continue
        writable(ws, doc)
        text = ws.text(doc)
        if said:
            from doccheck.run.authoring.relations import retire_status

            new_text, words = retire_status(text), "status no longer in force"
        else:
            form = form_of(ws, doc, kind)
            style = form_of(ws, doc, PAIRS[kind][1]) if form is None else None
            written = write_relation(text, doc, kind, ws.other(other), form, change_status=not pending,
                                     style=style)
            new_text, words = written.text, written.said
        if new_text == text:
            outcomes.append(Outcome(doc, None))
            continue
        plans.append((doc, new_text, words))
    for doc, new_text, words in plans:  # every side computed and checked before any is written
        target = ws.config.root / doc
        mode = target.stat().st_mode & 0o7777
        try:
            write_file(target, new_text.encode("utf-8"), root=ws.config.root)
            os.chmod(target, mode)
        except Refused as exc:
            raise UsageError(str(exc)) from None
        except OSError as exc:
            raise UsageError(f"{ws.shown(doc)}: cannot be written: {exc.strerror or exc}") from None
        outcomes.append(Outcome(doc, words))
    order = {first: 0, second: 1}
    return sorted(outcomes, key=lambda o: order[o.relative])


def writable(ws: Workspace, relative: str) -> None:
    path = ws.config.root / relative
    shown = ws.shown(relative)
    if os.path.islink(path):
        raise UsageError(f"{shown}: is a symbolic link; doccheck does not write through one, so nothing was "
                         "written")
    if not inside(path, ws.config.root):
        raise UsageError(f"{shown}: resolves outside the repository ({ws.config.root}); nothing was written")
    # A file no one may write (0444) is refused even where the user could (root): someone made it read-only.
    if not os.access(path, os.W_OK) or not os.access(path.parent, os.W_OK | os.X_OK) or \
            not path.stat().st_mode & 0o222:
        raise UsageError(f"{shown}: is not writable (its permissions, or its folder's); nothing was written")


def _circle(ws: Workspace, old: str, new: str) -> list[str]:
    """The records from `new` back to `old` along what already follows what, when `new` already precedes `old`:
    adding old -> new would close the circle."""
    from doccheck.repo.supersession import successions

    following: dict[str, list[str]] = {}
    for (before, after, _family) in successions(ws.index):
        if before != after:
            following.setdefault(before, []).append(after)
    paths = {new: [new]}
    todo = [new]
    while todo:
        node = todo.pop()
        for after in following.get(node, ()):
            if after not in paths:
                paths[after] = [*paths[node], after]
                todo.append(after)
    if old not in paths:
        return []
    return [posixpath.basename(p) for p in [*paths[old], new]]


def form_of(ws: Workspace, relative: str, kind: str) -> Form | None:
    """How the document's family writes this kind of relation, from the relations its records state."""
    learned = ws.learned.get(relative)
    numbered = series_number(relative)
    if learned is not None:
        members = list(learned.documents)
    elif numbered is not None:
        members = [r for r in ws.records if (n := series_number(r)) is not None and n.folder == numbered.folder
                   and n.series == numbered.series]
    else:
        members = [r for r in ws.records if posixpath.dirname(r) == posixpath.dirname(relative)]
    wanted = DIRECTIONS[kind]
    from doccheck.repo.supersession import KINDS

    statements: list[Statement] = []
    for member in members:
        if member == relative or len(statements) >= STATEMENTS:
            continue
        record = ws.records.get(member) or {}
        said = [r for r in record.get("relations") or () if KINDS.get(r[0]) == wanted]
        if not said:
            continue
        try:
            lines = ws.text(member).split("\n")
        except UsageError:
            continue
        entry = ws.index.entries.get(member)
        for _kind, target, text, line in said:
            found = ws.index.resolve(entry, target).entry if entry is not None else None
            other = ws.other(found.relative) if found is not None else None
            statements.append((lines, int(line), record.get("status_line"), str(text), str(target), other))
    learned_form = learn_form(kind, statements)
    if learned_form is None and learned is not None and learned.template is not None:
        from doccheck.run.authoring.relations import template_form

        try:
            return template_form(ws.text(learned.template), kind)
        except UsageError:
            return None
    return learned_form
