"""The authoring commands' work: `new` (a record in its family's form) and `link` (a relation, both sides).

1. The whole set is checked as `doccheck check` does (from the cache) and indexed: the records give the
   families, their numbers and the relations already stated.
2. `new`: the family (`families.choose`), its next free number (here, on disk, at the target branch), its scheme
   (`naming.learn_scheme`), the text (`template.py`); written with `exclusive`, so nothing is ever replaced.
3. `link A REL B`: both documents resolved (a path, or a number of the family: `3`, `ADR-0003`); refused in one
   sentence when the relation would make a circle, names a rejected successor, or a document cannot be
   written (a symbolic link, outside the repository, no permission); each side's text computed
   (`relations.write`, in the family's form) before either file is written, and a side that states the relation
   already is left as it is, so a second run writes nothing.

A successor that is only proposed does not end the old record yet (DC406: it stays in force until its successor
is accepted): its own side is written, the old record's waits for a run after the acceptance.
"""

from __future__ import annotations

import datetime
import os
import posixpath
import re
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any, NamedTuple

from doccheck.boundary import Refused, inside, read_file, write_file
from doccheck.config.load import Config
from doccheck.errors import UsageError
from doccheck.repo.index import RepoIndex, series_number
from doccheck.run.authoring import families as fam
from doccheck.run.authoring.naming import clean_title, learn_scheme
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


# ---- new -------------------------------------------------------------------------------------------------------


class NewRecord(NamedTuple):
    relative: str
    number: int  # 0 for a draft
    candidate: fam.Candidate
    ref: str | None  # the target branch its number is free on
    links: list[Outcome]


def new_record(ws: Workspace, raw_title: str, *, folder: Path | None, doc_type: str | None, against: str | None,
               status: str | None, supersedes: list[str], amends: list[str], draft: bool = False,
               today: Callable[[], datetime.date] = datetime.date.today) -> NewRecord:
    """A new record, or (`draft`) a proposal without a number, which `accept` numbers."""
    config = ws.config
    title = clean_title(raw_title)
    if doc_type is not None and config.registry.get(doc_type) is None:
        names = ", ".join(t.name for t in config.registry.by_name.values())
        raise UsageError(f"unknown document type {doc_type!r}; types: {names}")
    if status is not None:
        from doccheck.read.status import parse_status

        if parse_status(status) is None:
            raise UsageError(f"--status {status!r} is not a status (proposed, accepted, ...)")
    wanted = folder_of(config, folder) if folder is not None else None
    found = fam.candidates(ws.records)
    candidate = fam.choose(found, wanted, doc_type, here(config))
    if candidate is None:
        assert wanted is not None
        if doc_type is None:
            raise UsageError(f"no family of numbered records in {wanted or '.'}/ to add to; give the type of the "
                             "one to start there: --type adr")
        candidate = fam.Candidate(wanted, "", doc_type, (), frozenset(), (wanted,), None, None, False)
    number, ref = (0, None) if draft else free_number(ws, candidate, against)
    scheme = family_scheme(ws, candidate)
    if draft:
        from doccheck.run.authoring.naming import draft_path

        relative = draft_path(scheme, candidate.folder, title, _zeros(ws, candidate))
        heading = title  # no number until `doccheck accept` gives it one
    else:
        relative = scheme.path(candidate.folder, number, title)
        heading = scheme.heading(number, title)
    # A draft's own number is 0 where its records write theirs (`nav_order: 0`, `rfcs#0`): `accept` fills it in.
    text = _text(ws, candidate, heading, title, number, today().isoformat(), status)
    _write_new(ws, relative, text)
    links: list[Outcome] = []
    if supersedes or amends:
        again = Workspace(config, ws.use_cache)
        for kind, targets in (("supersedes", supersedes), ("amends", amends)):
            for target in targets:
                links += link(again, relative, kind, resolve(again, target, candidate))
                again = Workspace(config, ws.use_cache)
    return NewRecord(relative, number, candidate, ref, links)


def free_number(ws: Workspace, candidate: fam.Candidate, against: str | None) -> tuple[int, str | None]:
    """The family's next number free here, on disk and on the target branch (`against`, else the pull request's
    base or origin/HEAD, when git has it), and that branch."""
    config = ws.config
    ref = against
    at_ref: set[int] = set()
    if ref is None:
        from doccheck.run.against import base_ref

        ref = base_ref(config)
    if ref is not None:
        from doccheck.run.against import document_paths_at

        try:
            _top, _prefix, paths = document_paths_at(config, ref, [r.strip("/") or "." for r in config.model.roots])
        except UsageError:
            if against is not None:
                raise
            ref = None
        else:
            at_ref = fam.numbers_at(paths, candidate)
    return fam.next_number(candidate, fam.numbers_on_disk(str(config.root), candidate), at_ref), ref


def family_scheme(ws: Workspace, candidate: fam.Candidate) -> Any:
    """How the family names its records and writes their title lines."""
    scheme = learn_scheme(candidate.members, ws.records)
    if not candidate.members and candidate.template is not None:
        scheme = _scheme_of_template(scheme, candidate.template)
    elif not candidate.members and candidate.doc_type == "adr":
        scheme = scheme._replace(title_pre="", title_post=". ")  # Nygard's, as adr-tools writes it: `# 1. Title`
    return scheme


def _zeros(ws: Workspace, candidate: fam.Candidate) -> bool:
    """Whether the family names a proposal without a number `0000-name.md`: its drafts are so named, or it is a
    proposal process (not ADRs) whose template is `0000-template.md`, to be copied as `0000-my-feature.md`."""
    from doccheck.run.authoring.naming import DRAFT_NAME

    if candidate.doc_type == "adr":
        return False  # an ADR numbered 0000 is the first record (MADR's, JabRef's), not a draft
    for folder in candidate.spaces:
        try:
            names = os.listdir(ws.config.root / folder if folder else ws.config.root)
        except OSError:
            continue
        for name in names:
            found = DRAFT_NAME.match(name)
            if found is not None and "template" not in name.lower():
                return found.group("zeros") is not None
    template = posixpath.basename(candidate.template or "")
    return re.match(r"^0+-template\.", template, re.IGNORECASE) is not None


def _scheme_of_template(scheme: Any, template: str) -> Any:
    """A family with no record yet names its records as its template is named (`ODH-ADR-0000-template.md`)."""
    match = re.match(r"^(?P<prefix>\D*?)(?P<zeros>0+)(?P<sep>[-_])", posixpath.basename(template))
    if match is None:
        return scheme
    return scheme._replace(prefix=match.group("prefix"), width=len(match.group("zeros")),
                           separator=match.group("sep"))


def _text(ws: Workspace, candidate: fam.Candidate, heading: str, title: str, number: int, date: str,
          status: str | None) -> str:
    from doccheck.run.authoring import template as form

    fill = form.Fill(number, title, heading, date, status)
    examples = []
    for relative in reversed(candidate.members[-EXAMPLES:]):
        numbered = series_number(relative)
        if numbered is not None:
            try:
                examples.append(form.Example(numbered.number, ws.text(relative).split("\n")))
            except UsageError:
                continue
    known = list(candidate.learned.statuses) if candidate.learned is not None else []
    doc_type = ws.config.registry.get(candidate.doc_type)
    if not known and doc_type is not None:
        known = list(doc_type.statuses)
    capital = form.capital_statuses(examples) if examples else True
    if candidate.template is not None:
        text = ws.text(candidate.template)
        return form.fill_template(text, fill, form.number_fields(examples), known, capital)
    if examples:
        return form.shaped(examples, ws.records, candidate.members, fill, known)
    return form.built_in(doc_type, fill)


def _write_new(ws: Workspace, relative: str, text: str) -> None:
    config = ws.config
    target = config.root / relative
    shown = ws.shown(relative)
    if os.path.lexists(target):
        raise UsageError(f"{shown}: exists already; not overwritten")
    parent = target.parent
    if not inside(parent.parent if not parent.exists() else parent, config.root):
        raise UsageError(f"{shown}: outside the repository ({config.root}); not written")
    try:
        if not parent.exists():
            parent.mkdir(parents=True)
            if not inside(parent, config.root):  # a link on the way, made meanwhile
                raise UsageError(f"{shown}: outside the repository ({config.root}); not written")
        write_file(target, text.encode("utf-8"), root=config.root, exclusive=True)
    except FileExistsError:
        raise UsageError(f"{shown}: exists already; not overwritten") from None
    except Refused as exc:
        raise UsageError(str(exc)) from None
    except OSError as exc:
        raise UsageError(f"{shown}: cannot be written: {exc.strerror or exc}") from None


# ---- link ------------------------------------------------------------------------------------------------------

_ID = re.compile(r"^(?P<prefix>[A-Za-z]{1,12})?[-_ #]?0*(?P<number>\d{1,8})$")
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
