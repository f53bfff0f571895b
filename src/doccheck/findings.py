"""A finding is a plain record: where, which rule, how bad, and what is wrong."""

from __future__ import annotations

from enum import IntEnum
from typing import Any, NamedTuple


class Severity(IntEnum):
    INFO = 0
    WARNING = 1
    ERROR = 2

    @property
    def label(self) -> str:
        return self.name.lower()

    @classmethod
    def parse(cls, text: str) -> Severity:
        return cls[text.upper()]


class Finding(NamedTuple):
    path: str
    line: int
    column: int
    code: str
    name: str
    severity: Severity
    message: str

    def to_row(self) -> list[object]:
        """The cached form: everything but the path, which depends on where doccheck was run from."""
        return [self.line, self.column, self.code, self.name, int(self.severity), self.message]

    @classmethod
    def from_row(cls, path: str, row: list[Any]) -> Finding:
        line, column, code, name, severity, message = row
        return cls(path, int(line), int(column), str(code), str(name), Severity(int(severity)), str(message))

    @property
    def sort_key(self) -> tuple[str, int, int, str]:
        return (self.path, self.line, self.column, self.code)


class Problem(NamedTuple):
    """What a rule yields: the rule adds its own code, name and severity (a notice of a warning rule says so)."""

    line: int
    message: str
    column: int = 1
    severity: Severity | None = None
