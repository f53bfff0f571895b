"""GitHub annotations within GitHub's limits: the most severe first, the rest counted, never silently dropped.

GitHub shows at most 10 error and 10 warning annotations per step (notices likewise) and 50 per job; the
workflow commands beyond that are accepted and thrown away. So doccheck chooses which to show: errors
before warnings before notices, each level in file and line order, and closes with one notice that counts
what was left out and says where it is (the job summary and the SARIF file list every finding).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import NamedTuple

from doccheck.findings import Finding, Severity
from doccheck.output.escape import terminal

PER_STEP = 10  # per level (error, warning, notice) and step
PER_JOB = 50
_COMMAND = {Severity.ERROR: "error", Severity.WARNING: "warning", Severity.INFO: "notice"}


class Annotation(NamedTuple):
    severity: Severity
    path: str
    line: int
    column: int
    title: str
    message: str

    @classmethod
    def from_finding(cls, finding: Finding) -> Annotation:
        return cls(finding.severity, finding.path, finding.line, finding.column,
                   f"{finding.code} {finding.name}", finding.message)

    @property
    def order(self) -> tuple[int, str, int, int, str]:
        return (-int(self.severity), self.path, self.line, self.column, self.title)


class AnnotationPlan(NamedTuple):
    shown: tuple[Annotation, ...]
    hidden: tuple[Annotation, ...]

    def hidden_counts(self) -> dict[Severity, int]:
        return count_by_severity(self.hidden)


def count_by_severity(annotations: Iterable[Annotation | Finding]) -> dict[Severity, int]:
    counts = dict.fromkeys(Severity, 0)
    for item in annotations:
        counts[item.severity] += 1
    return counts


def plan_annotations(annotations: Iterable[Annotation], per_step: int = PER_STEP,
                     per_job: int = PER_JOB) -> AnnotationPlan:
    """Which annotations to show; one notice is kept free for the closing count when anything is left out."""
    ordered = sorted(annotations, key=lambda a: a.order)
    shown: list[Annotation] = []
    hidden: list[Annotation] = []
    used = dict.fromkeys(Severity, 0)
    for item in ordered:
        if used[item.severity] < per_step and len(shown) < per_job:
            used[item.severity] += 1
            shown.append(item)
        else:
            hidden.append(item)
    # The closing notice is an annotation too: make room for it among the notices and in the job's total.
    while hidden and shown and (used[Severity.INFO] >= per_step or len(shown) >= per_job):
        last = _last_of(shown, Severity.INFO if used[Severity.INFO] >= per_step else None)
        shown.remove(last)
        used[last.severity] -= 1
        hidden.append(last)
    return AnnotationPlan(tuple(shown), tuple(sorted(hidden, key=lambda a: a.order)))


def _last_of(shown: Sequence[Annotation], severity: Severity | None) -> Annotation:
    for item in reversed(shown):
        if severity is None or item.severity == severity:
            return item
    return shown[-1]


def format_annotations(plan: AnnotationPlan, where: str = "the job summary and the SARIF file") -> str:
    """Workflow commands, one a line: the shown annotations, then a notice counting the hidden ones."""
    lines = [_command(a) for a in plan.shown]
    if plan.hidden:
        lines.append(f"::notice title=doccheck::{escape_data(hidden_sentence(plan, where))}")
    return "\n".join(lines)


def hidden_sentence(plan: AnnotationPlan, where: str = "the job summary and the SARIF file") -> str:
    counts = plan.hidden_counts()
    parts = [_plural(counts[s], label) for s, label in
             ((Severity.ERROR, "error"), (Severity.WARNING, "warning"), (Severity.INFO, "notice")) if counts[s]]
    total = len(plan.hidden)
    return (f"{total} more finding{'s' * (total != 1)} not shown as annotations ({', '.join(parts)}): "
            f"GitHub shows at most {PER_STEP} errors and {PER_STEP} warnings per step. "
            f"All findings are listed in {where}.")


def _plural(count: int, word: str) -> str:
    return f"{count} {word}{'s' * (count != 1)}"


def _command(a: Annotation) -> str:
    props = f"file={_escape_property(a.path)},line={max(a.line, 1)},col={max(a.column, 1)}"
    return f"::{_COMMAND[a.severity]} {props},title={_escape_property(a.title)}::{escape_data(a.message)}"


def escape_data(text: str) -> str:
    """GitHub's escapes for a workflow command, after control characters are made visible: the log viewer
    renders ANSI sequences, and `--format github` also reaches terminals."""
    text = terminal(text, keep_line_ends=True)
    return text.replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A")


def _escape_property(text: str) -> str:
    return escape_data(text).replace(":", "%3A").replace(",", "%2C")
