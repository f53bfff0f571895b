"""DC4: consistency across documents. The whole set is indexed; each rule is a pure function of the index.

    results (per-document records, cached) -> RepoIndex -> repository rules -> problems
    -> only those involving a changed file (unless --all) -> suppressions -> findings

A rule yields `RepoProblem`s: where to report (a document and a line) and every document the problem
involves, so that a pre-commit run that names one changed file reports only what that file is part of.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING, NamedTuple

from doccheck.findings import Severity
from doccheck.rules import documented

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


def repo_rule(code: str, name: str, severity: Severity = Severity.WARNING) -> Callable[[RepoCheck], RepoCheck]:
    """Register a repository rule: listed by `doccheck rules`, in SARIF, and run on the index."""

    def register(check: RepoCheck) -> RepoCheck:
        documented(code, name, severity, check.__doc__ or "")
        REPO_RULES[code] = RepoRule(code, name, severity, check)
        return check

    return register


def problem(relative: str, line: int, message: str, *others: str) -> RepoProblem:
    return RepoProblem(relative, max(line or 1, 1), message, frozenset((relative, *others)))


def load_repo_rules() -> dict[str, RepoRule]:
    import doccheck.repo.links
    import doccheck.repo.numbering
    import doccheck.repo.registers
    import doccheck.repo.specs
    import doccheck.repo.supersession  # noqa: F401  (these register the rules)

    return REPO_RULES
