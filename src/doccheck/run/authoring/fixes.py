"""`doccheck check --fix` and `--diff`: the mechanical findings, fixed in place.

A rule declares that it can be fixed (`fix=` where it is registered, which `doccheck rules` shows); its fixer is
here, keyed by its code, because fixing writes files and the rules are pure functions of the index:

    DC404 one-way-supersession      the other record gets the missing side (`Supersedes [...]`), in its family's form
    DC405 superseded-still-active   the old record's status is taken out of force (`Superseded by [...]`)

1. Only the findings the check reported are fixed (after the selection, suppressions and the baseline): each is
   matched with its problem by running its rule again on the same index, which says which records it involves.
2. Every fixer is a pure change of one record's text (`relations.write`); the changes to one file are applied
   in turn, and every file is checked writable before any is written.
3. A fix leaves nothing for itself to do: a second `--fix` finds no finding to fix, and writes nothing.
"""

from __future__ import annotations

import difflib
import os
from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING

from doccheck.repo.supersession import KINDS, NOT_IN_FORCE
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


FIXERS: dict[str, Fixer] = {"DC404": fix_one_way, "DC405": fix_still_active}


def fixable(findings: Iterable[Finding]) -> list[Finding]:
    return [f for f in findings if f.code in FIXERS]


def plan(ws: Workspace, findings: list[Finding]) -> dict[str, tuple[str, str]]:
    """{relative path: (text now, text fixed)} for the files the findings' fixes change."""
    from doccheck.repo import load_repo_rules

    root = ws.config.root
    wanted = {(os.path.relpath(os.path.abspath(f.path), root), f.line, f.code, f.message) for f in fixable(findings)}
    rules = load_repo_rules()
    texts: dict[str, tuple[str, str]] = {}
    for code in sorted({code for _r, _l, code, _m in wanted}):
        for problem in rules[code].check(ws.index):
            if (problem.relative, problem.line, code, problem.message) not in wanted:
                continue
            for relative, change in FIXERS[code](ws, problem):
                before, now = texts.get(relative) or (ws.text(relative), ws.text(relative))
                texts[relative] = (before, change(now))
    return {relative: pair for relative, pair in texts.items() if pair[0] != pair[1]}


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
