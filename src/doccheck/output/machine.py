"""JSON for scripts and GitHub workflow commands for annotations."""

from __future__ import annotations

import json
from collections.abc import Sequence

from doccheck.findings import Finding, Severity


def format_json(findings: Sequence[Finding], files: int, cached: int) -> str:
    rows = [{"path": f.path, "line": f.line, "column": f.column, "code": f.code, "name": f.name,
             "severity": f.severity.label, "message": f.message} for f in findings]
    return json.dumps({"files": files, "unchanged": cached, "findings": rows}, indent=2)


def _escape_data(text: str) -> str:
    return text.replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A")


def _escape_property(text: str) -> str:
    return _escape_data(text).replace(":", "%3A").replace(",", "%2C")


def format_github(findings: Sequence[Finding]) -> str:
    """One `::warning file=...,line=...::message` per finding (GitHub shows them on the diff)."""
    lines = []
    for f in findings:
        level = {Severity.ERROR: "error", Severity.WARNING: "warning", Severity.INFO: "notice"}[f.severity]
        props = (f"file={_escape_property(f.path)},line={f.line},col={f.column},"
                 f"title={_escape_property(f'{f.code} {f.name}')}")
        lines.append(f"::{level} {props}::{_escape_data(f.message)}")
    return "\n".join(lines)
