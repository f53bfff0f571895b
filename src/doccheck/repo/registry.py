"""The repository rules' registry: a rule is a pure function of the index that yields `RepoProblem`s."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING, NamedTuple

from doccheck.findings import Severity
from doccheck.rules.registry import documented

if TYPE_CHECKING:
    from doccheck.repo.index import RepoIndex


class RepoProblem(NamedTuple):
    relative: str  # the document the finding is reported in
    line: int
    message: str
    involves: frozenset[str]  # every document the problem is about, the reported one included
    column: int = 1


RepoCheck = Callable[["RepoIndex"], Iterator[RepoProblem]]


class RepoRule(NamedTuple):
    code: str
    name: str
    severity: Severity
    check: RepoCheck


REPO_RULES: dict[str, RepoRule] = {}


def repo_rule(code: str, name: str, severity: Severity = Severity.WARNING,
              fix: str = "") -> Callable[[RepoCheck], RepoCheck]:
    """Register a repository rule: listed by `doccheck rules`, in SARIF, and run on the index. `fix` says what
    `doccheck check --fix` does for its findings (the fixer is the writer's: run/authoring/fixes.py)."""

    def register(check: RepoCheck) -> RepoCheck:
        documented(code, name, severity, check.__doc__ or "", fix=fix)
        REPO_RULES[code] = RepoRule(code, name, severity, check)
        return check

    return register


def problem(relative: str, line: int, message: str, *others: str) -> RepoProblem:
    return RepoProblem(relative, max(line or 1, 1), message, frozenset((relative, *others)))
