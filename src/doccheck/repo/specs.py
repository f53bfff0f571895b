"""Feature specs across files: ids used twice, dependencies on nothing, and features done with work open."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from doccheck.findings import Severity
from doccheck.read.specs import DONE_STATUSES
from doccheck.regex import lazy
from doccheck.repo.index import Entry, RepoIndex
from doccheck.repo.registry import RepoProblem, problem, repo_rule

_TASK_FEATURE = lazy(r"^TASK-(?P<feature>[A-Z0-9][A-Z0-9-]*?)-\d+$")
_FINISHED = DONE_STATUSES - {"cancelled", "canceled"}


def _specs(index: RepoIndex) -> list[tuple[Entry, dict[str, Any]]]:
    return [(e, e.record["spec"]) for e in index.entries.values() if e.record.get("spec")]


@repo_rule("DC411", "duplicate-id", Severity.ERROR)
def duplicate_id(index: RepoIndex) -> Iterator[RepoProblem]:
    """Two features, or two tasks, declare the same id.

    Dependencies and the graph name features and tasks by id; a second `FEAT-AUTH` makes every
    "Depends on: FEAT-AUTH" ambiguous.

    Bad: `FEAT-AUTH.md` and `FEAT-LOGIN.md` both say `Feature ID: FEAT-AUTH`.
    Good: `FEAT-LOGIN.md` says `Feature ID: FEAT-LOGIN`.
    """
    places: dict[str, list[tuple[Entry, int]]] = {}
    for entry, spec in _specs(index):
        if spec.get("id"):
            places.setdefault(spec["id"], []).append((entry, int(spec.get("id_line") or 1)))
        for task_id, line, *_rest in spec.get("tasks") or ():
            places.setdefault(task_id, []).append((entry, int(line)))
    for declared, where in places.items():
        if len(where) < 2:
            continue
        paths = [e.relative for e, _ in where]
        for position, (entry, line) in enumerate(where):
            others = ", ".join(f"{e.label}:{n}" for i, (e, n) in enumerate(where) if i != position)
            yield problem(entry.relative, line, f"{declared} is also declared at {others}", *paths)


def _owners(index: RepoIndex) -> dict[str, Entry]:
    owners: dict[str, Entry] = {}
    for entry, spec in _specs(index):
        if spec.get("id"):
            owners.setdefault(spec["id"], entry)
        for task_id, *_rest in spec.get("tasks") or ():
            owners.setdefault(task_id, entry)
    return owners


@repo_rule("DC412", "unknown-dependency", Severity.ERROR)
def unknown_dependency(index: RepoIndex) -> Iterator[RepoProblem]:
    """A feature or task depends on a feature or task that no spec declares.

    Usually a typo or a renamed id; the dependency graph silently loses an edge.

    Bad: `Dependencies: FEAT-DB` when no spec has `Feature ID: FEAT-DB`.
    Good: `Dependencies: FEAT-DATABASE`, the id `FEAT-DATABASE.md` declares.
    """
    owners = _owners(index)
    for entry, spec in _specs(index):
        for dependency in spec.get("dependencies") or ():
            if dependency not in owners:
                yield problem(entry.relative, int(spec.get("dependencies_line") or 1),
                              f"depends on {dependency}, which no feature spec declares")
        for task_id, _line, _status, depends_on, depends_line in spec.get("tasks") or ():
            for dependency in depends_on:
                if dependency not in owners:
                    yield problem(entry.relative, int(depends_line),
                                  f"{task_id} depends on {dependency}, which no feature spec declares")


@repo_rule("DC413", "task-of-unknown-feature")
def task_of_unknown_feature(index: RepoIndex) -> Iterator[RepoProblem]:
    """A task's id names a feature that no spec declares (`TASK-AUTH-001` needs a `FEAT-AUTH`).

    Task ids carry their feature; a task filed under the wrong or a renamed feature is lost to it.

    Bad: `### TASK-LOGIN-001: Add form` in a spec whose `Feature ID` is `FEAT-AUTH`, with no `FEAT-LOGIN`.
    Good: `### TASK-AUTH-001: Add form`.
    """
    features = {spec["id"] for _entry, spec in _specs(index) if spec.get("id")}
    for entry, spec in _specs(index):
        for task_id, line, *_rest in spec.get("tasks") or ():
            match = _TASK_FEATURE.match(task_id)
            if match is not None and f"FEAT-{match.group('feature')}" not in features:
                yield problem(entry.relative, int(line), f"{task_id} belongs to FEAT-{match.group('feature')}, "
                              "which no feature spec declares")


@repo_rule("DC414", "completed-with-open-tasks")
def completed_with_open_tasks(index: RepoIndex) -> Iterator[RepoProblem]:
    """A feature is marked completed while some of its tasks are still open.

    Either the feature's status ran ahead or the tasks' statuses were never updated; planning reads both.

    Bad: `Status: completed` with `### TASK-AUTH-002` still `- Status: in-progress`.
    Good: the task marked `completed` (or `cancelled`), or the feature back to `in-progress`.
    """
    for entry, spec in _specs(index):
        if spec.get("status") not in _FINISHED:
            continue
        open_tasks = [f"{task_id} ({status or 'no status'})"
                      for task_id, _line, status, *_rest in spec.get("tasks") or () if status not in DONE_STATUSES]
        if open_tasks:
            yield problem(entry.relative, int(spec.get("status_line") or 1),
                          f"feature is {spec['status']!r} but tasks are open: {', '.join(open_tasks)}")
