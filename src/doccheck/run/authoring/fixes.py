"""`doccheck check --fix` and `--diff`: the mechanical findings, fixed in place.

A rule declares that it can be fixed (`fix=` where it is registered, which `doccheck rules` shows); its fixer is
here, keyed by its code, because fixing writes files and the rules are pure functions of their input:

    DC404 one-way-supersession      the other record gets the missing side (`Supersedes [...]`), in its family's form
    DC405 superseded-still-active   the old record's status is taken out of force (`Superseded by [...]`)
    DC103 title-number-mismatch     the title's number (or the header field's) set to the file name's
    DC205 ambiguous-date            the date written as YYYY-MM-DD, read with the configured date-order (only then)
    DC415 index-out-of-date         the register's table written again from the documents (`doccheck index --fix`)

1. Only the findings the check reported are fixed (after the selection, suppressions and the baseline). A
   repository rule's finding is matched with its problem by running the rule again on the same index, which
   says which records it involves; a document rule's finding carries its file and line.
2. Every fixer is a pure change of one file's text (`relations.write`, `corrections.py`); the changes to one file
   are applied in turn, the registers last, from the records as the fixes leave them (`registers.follow`: a
   register that listed a record a fix changed, and was up to date, is written with it, so no fix leaves a
   DC415 behind). Every file is checked writable before any is written.
3. A fix leaves nothing for itself to do: a second `--fix` finds no finding to fix, and writes nothing. Nothing
   needing judgement is a fix: a missing section's text, a date with no configured order to read it by.
"""

from __future__ import annotations

import difflib
import os
import posixpath
import re
from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, NamedTuple

from doccheck.repo.supersession import KINDS, NOT_IN_FORCE
from doccheck.run.authoring import corrections
from doccheck.run.authoring.relations import PAIRS, Form, Other, retire_status, states
from doccheck.run.authoring.relations import write as write_relation
from doccheck.run.authoring.write import Workspace, form_of, writable

if TYPE_CHECKING:
    from doccheck.findings import Finding
    from doccheck.repo.registry import RepoProblem

Change = Callable[[str], str]
Fixer = Callable[[Workspace, "RepoProblem"], list[tuple[str, Change]]]
_NAMED = {("supersede", "back"): "superseded-by", ("supersede", "forward"): "supersedes",
          ("amend", "back"): "amended-by", ("amend", "forward"): "amends"}


def _other(problem: RepoProblem) -> str | None:
    others = sorted(problem.involves - {problem.relative})
    return others[0] if len(others) == 1 else None


def fix_one_way(ws: Workspace, problem: RepoProblem) -> list[tuple[str, Change]]:
    """DC404: the record that does not say it back gets the missing side."""
    speaker, other = problem.relative, _other(problem)
    if other is None:
        return []
    record = ws.records.get(speaker) or {}
    for kind, target, _text, _line in record.get("relations") or ():
        named = _NAMED.get(KINDS.get(kind, ("", "")))
        if named is not None and ws.names(speaker, target, other):
            answer = PAIRS[named][1]
            form = form_of(ws, other, answer)
            style = form_of(ws, other, named) if form is None else None
            about = ws.other(speaker)
            # An old record whose successor is not in force yet is told so, and keeps its status (DC406).
            keep = answer == "superseded-by" and record.get("status") in NOT_IN_FORCE
            return [(other, _writer(other, answer, about, form, style, change_status=not keep))]
    return []


def fix_still_active(ws: Workspace, problem: RepoProblem) -> list[tuple[str, Change]]:
    """DC405: the old record, still in force, says it is superseded."""
    old, new = problem.relative, _other(problem)
    if new is None:
        return []
    record = ws.records.get(old) or {}
    if states(record, "superseded-by", lambda target: ws.names(old, target, new)):
        return [(old, retire_status)]
    form = form_of(ws, old, "superseded-by")
    style = form_of(ws, old, "supersedes") if form is None else None
    about = ws.other(new)
    return [(old, _writer(old, "superseded-by", about, form, style))]


def _writer(relative: str, kind: str, about: Other, form: Form | None, style: Form | None,
            change_status: bool = True) -> Change:
    return lambda text: write_relation(text, relative, kind, about, form, style=style,
                                       change_status=change_status).text


def fix_title_number(ws: Workspace, relative: str, finding: Finding) -> Change | None:
    """DC103: the title's number (or the header field's) is the file name's. Not a title that is the whole title
    of the record whose number it has (govuk-aws' 0033-ip-ranges.md is `# 3. Networking Outline`, ADR 3's): a
    copy that kept another record's words, which only the author can replace."""
    from doccheck.rules.structure import file_number, other_series, title_number

    number = file_number(relative)
    title = str(ws.records[relative].get("title") or "")
    if other_series(title, posixpath.basename(relative)) is not None:
        return None  # a title in another series than its file's (`ADR-011` over `CON-001`): which is right is the
        # author's to say
    said = title_number(title)
    entry = ws.index.entries.get(relative)
    if said is not None and entry is not None and entry.numbered is not None:
        words = corrections.title_words(title)
        for other in ws.index.by_number.get((entry.numbered.folder, said), []):
            if other.relative != relative and corrections.title_words(str(other.record.get("title") or "")) == words:
                return None
    return None if number is None else lambda text: corrections.title_number(text, finding.line, number)


def fix_date(ws: Workspace, relative: str, finding: Finding) -> Change | None:
    """DC205: the date as the configured date-order reads it, in ISO; nothing without one, nor for a date in a
    sidecar (`date (in kep.yaml) '05/02/2018'`: its line is the sidecar's, not the document's)."""
    order = ws.config.model.date_order
    said = re.match(r"^[^'\"(]*'(?P<date>[^']{1,40})'", finding.message)
    if order is None or said is None:
        return None
    return lambda text: corrections.iso_date(text, finding.line, order, said.group("date"))


DocumentFixer = Callable[[Workspace, str, "Finding"], "Change | None"]


REPOSITORY_FIXERS: dict[str, Fixer] = {"DC404": fix_one_way, "DC405": fix_still_active}  # on the rule's problems
DOCUMENT_FIXERS: dict[str, DocumentFixer] = {"DC103": fix_title_number, "DC205": fix_date}  # on the finding's line
REGISTER_FIXES = frozenset({"DC415"})  # the register's table, written again last
FIXERS = frozenset({*REPOSITORY_FIXERS, *DOCUMENT_FIXERS, *REGISTER_FIXES})


def fixable(findings: Iterable[Finding]) -> list[Finding]:
    return [f for f in findings if f.code in FIXERS]


class Planned(NamedTuple):
    changes: dict[str, tuple[str, str]]  # {relative path: (text now, text fixed)} of the files that change
    fixed: int  # the findings whose fix changed their file


def plan(ws: Workspace, findings: list[Finding]) -> Planned:
    """What the findings' fixes change."""
    from doccheck.repo import load_repo_rules
    from doccheck.run.authoring.registers import follow

    root = ws.config.root
    wanted = [(os.path.relpath(os.path.abspath(f.path), root), f) for f in fixable(findings)]
    texts: dict[str, tuple[str, str]] = {}
    fixed = 0

    def change(relative: str, edit: Change) -> bool:
        before, now = texts.get(relative) or (ws.text(relative), ws.text(relative))
        after = edit(now)
        texts[relative] = (before, after)
        return after != now

    repository = {(relative, f.line, f.code, f.message) for relative, f in wanted if f.code in REPOSITORY_FIXERS}
    rules = load_repo_rules()
    for code in sorted({code for _r, _l, code, _m in repository}):
        for problem in rules[code].check(ws.index):
            if (problem.relative, problem.line, code, problem.message) in repository:
                fixed += any([change(relative, edit) for relative, edit in REPOSITORY_FIXERS[code](ws, problem)])
    for relative, finding in wanted:
        fixer = DOCUMENT_FIXERS.get(finding.code)
        edit = fixer(ws, relative, finding) if fixer is not None and relative in ws.records else None
        fixed += edit is not None and change(relative, edit)
    stale = {relative for relative, f in wanted if f.code in REGISTER_FIXES}
    written = follow(ws, texts, wanted=stale)
    fixed += sum(1 for relative, f in wanted if f.code in REGISTER_FIXES and relative in written)
    return Planned({relative: pair for relative, pair in texts.items() if pair[0] != pair[1]}, fixed)


def apply(ws: Workspace, changes: dict[str, tuple[str, str]]) -> None:
    from doccheck.boundary import Refused, write_file
    from doccheck.errors import UsageError

    for relative in changes:
        writable(ws, relative)
    for relative, (_before, after) in changes.items():
        target = ws.config.root / relative
        mode = target.stat().st_mode & 0o7777
        try:
            write_file(target, after.encode("utf-8"), root=ws.config.root)
            os.chmod(target, mode)
        except Refused as exc:
            raise UsageError(str(exc)) from None
        except OSError as exc:
            raise UsageError(f"{ws.shown(relative)}: cannot be written: {exc.strerror or exc}") from None


def diff(ws: Workspace, changes: dict[str, tuple[str, str]]) -> str:
    out: list[str] = []
    for relative, (before, after) in sorted(changes.items()):
        shown = ws.shown(relative)
        out += difflib.unified_diff(before.splitlines(keepends=True), after.splitlines(keepends=True),
                                    f"a/{shown}", f"b/{shown}")
    return "".join(line if line.endswith("\n") else line + "\n" for line in out)
