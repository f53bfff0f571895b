"""The rule registry: a rule is a code, a name that says what is wrong, a default severity and a pure check.

Each rule module registers its rules with `@rule`; `load_rules` (the package) imports them."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING, NamedTuple

from doccheck.findings import Problem, Severity

if TYPE_CHECKING:
    from doccheck.config.load import Config
    from doccheck.read.doctypes import DocType
    from doccheck.read.document import Document


class RuleContext(NamedTuple):
    doc: Document
    doc_type: DocType
    config: Config


Check = Callable[[RuleContext], Iterator[Problem]]


class Rule(NamedTuple):
    code: str
    name: str
    severity: Severity
    doc: str  # first line: what is wrong; then why, and a bad and a good example
    check: Check | None  # None: reported by the reader or the repository index, not per document
    fix: str = ""  # what `doccheck check --fix` does for it (its fixer: run/authoring/fixes.py); "" when nothing

    @property
    def summary(self) -> str:
        return self.doc.strip().splitlines()[0] if self.doc.strip() else self.name


RULES: dict[str, Rule] = {}


def rule(code: str, name: str, severity: Severity = Severity.WARNING, fix: str = "") -> Callable[[Check], Check]:
    """Register a per-document rule; `fix` says what `doccheck check --fix` does for its findings (the fixer is
    the writer's: run/authoring/fixes.py)."""

    def register(check: Check) -> Check:
        documented(code, name, severity, check.__doc__ or "", check, fix=fix)
        return check

    return register


def documented(code: str, name: str, severity: Severity, doc: str, check: Check | None = None,
               fix: str = "") -> None:
    """Register a rule; one without a check is reported by the reader or the repository index."""
    assert code not in RULES, f"duplicate rule code {code}"
    RULES[code] = Rule(code, name, severity, doc, check, fix)
