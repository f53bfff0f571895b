"""A feature spec read into its feature and tasks: what the repository rules and the graph sync need.

The built-in `feature-spec` type (`FEAT-AUTH.md`, `FEATURE-SPEC-auth.md`):

    ---
    Feature ID: FEAT-AUTH          (or `Feature ID: FEAT-AUTH` lines in the header)
    Status: in-progress
    Priority: high
    Dependencies: FEAT-DB
    ---
    # User authentication
    ## Tasks
    ### TASK-AUTH-001: Implement JWT tokens
    - Status: backlog
    - Priority: high
    - Depends on: TASK-AUTH-002
    - Wave: 1

A pure function of the parsed `Document`; values are normalised (`In Progress` -> `in-progress`) and missing
ones are None or empty, never guessed.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, NamedTuple

from doccheck.regex import lazy

if TYPE_CHECKING:
    from doccheck.read.document import Document

__all__ = ["DONE_STATUSES", "FeatureSpec", "Task", "parse_feature_spec", "spec_ids"]

# A task or feature that is finished or will not be done is not "open".
DONE_STATUSES = frozenset({"completed", "complete", "done", "cancelled", "canceled", "implemented", "closed"})

# At most 20 parts: `A-A-A-...-Aa` is tried from every part, and each try must stop soon for the search to stay
# linear.
_ID = lazy(r"\b[A-Z][A-Z0-9]*+(?:-[A-Z0-9]++){1,20}\b")
_TASK_HEADING = lazy(r"^(?P<id>[A-Z][A-Z0-9]*(?:-[A-Z0-9]+)+)\s*(?:[:.\-–—]\s*(?P<title>.*))?$")
_BULLET = lazy(
    r"^\s*[-*+]\s+(?:\*\*|__)?(?P<key>status|priority|depends[ -]on|dependencies|wave)(?:\*\*|__)?\s*:"
    r"(?:\*\*|__)?\s*+(?P<value>.*)",
    re.IGNORECASE,
)
_NONE = {"", "none", "n/a", "na", "-", "—", "tbd", "null", "[]"}


class Task(NamedTuple):
    id: str
    title: str
    line: int
    status: str | None
    priority: str | None
    depends_on: tuple[str, ...]
    wave: int | None
    depends_line: int | None = None


class FeatureSpec(NamedTuple):
    feature_id: str | None
    name: str
    status: str | None
    priority: str | None
    dependencies: tuple[str, ...]
    tasks: tuple[Task, ...]
    id_line: int = 1
    status_line: int = 1
    dependencies_line: int = 1


def parse_feature_spec(doc: Document) -> FeatureSpec:
    feature_id, id_line = _meta_text(doc, "feature-id", "id")
    found = _ID.search(feature_id or "")
    feature_id = found.group(0) if found is not None else None
    status, status_line = _meta_text(doc, "status")
    priority, _ = _meta_text(doc, "priority")
    deps_text, deps_line = _meta_text(doc, "dependencies", "depends-on")
    name = doc.title
    if feature_id is not None and name.startswith(feature_id):
        name = name[len(feature_id):].lstrip(" :.-–—") or name
    return FeatureSpec(
        feature_id=feature_id,
        name=name,
        status=_normal(status),
        priority=_normal(priority),
        dependencies=_ids(deps_text),
        tasks=tuple(_tasks(doc)),
        id_line=id_line,
        status_line=status_line,
        dependencies_line=deps_line,
    )


def spec_ids(text: str | None) -> tuple[str, ...]:
    """The ids in a dependency list: `TASK-AUTH-002, TASK-DB-001` or `None`."""
    return _ids(text)


def _meta_text(doc: Document, *keys: str) -> tuple[str | None, int]:
    for key in keys:
        found = doc.meta(key)
        if found is not None:
            return found.bare_text, found.line
    return None, doc.title_line


def _normal(text: str | None) -> str | None:
    if text is None or text.strip().lower() in _NONE:
        return None
    return re.sub(r"[\s_]+", "-", text.strip().strip("*_`").strip().lower())


def _ids(text: str | None) -> tuple[str, ...]:
    if text is None or text.strip().lower() in _NONE:
        return ()
    return tuple(dict.fromkeys(_ID.findall(text)))


def _tasks(doc: Document) -> list[Task]:
    tasks_section = next((s for s in doc.sections if s.title.strip().rstrip(":").lower() == "tasks"), None)
    if tasks_section is None:
        return []
    tasks = []
    for section in doc.sections:
        if not (tasks_section.line < section.line <= tasks_section.end_line and section.level > tasks_section.level):
            continue
        heading = _TASK_HEADING.match(section.title.strip())
        if heading is None:
            continue
        values: dict[str, tuple[str, int]] = {}
        for number in range(section.body_start, section.body_end + 1):
            if number in doc.code_lines:
                continue
            bullet = _BULLET.match(doc.lines[number - 1])
            if bullet is not None:
                key = bullet.group("key").lower().replace(" ", "-")
                key = "depends-on" if key == "dependencies" else key
                values.setdefault(key, (bullet.group("value").rstrip().strip("*_` "), number))
        wave_text = values.get("wave", ("", 0))[0]
        wave_match = re.match(r"\d+", wave_text)
        depends = values.get("depends-on")
        tasks.append(Task(
            id=heading.group("id"),
            title=(heading.group("title") or "").strip(),
            line=section.line,
            status=_normal(values.get("status", (None, 0))[0]),
            priority=_normal(values.get("priority", (None, 0))[0]),
            depends_on=_ids(depends[0]) if depends else (),
            wave=int(wave_match.group(0)) if wave_match else None,
            depends_line=depends[1] if depends else None,
        ))
    return tasks
