"""JSON for scripts and GitHub workflow commands for annotations."""

from __future__ import annotations

import json
from collections.abc import Sequence

from doccheck.findings import Finding
from doccheck.output.annotations import Annotation, AnnotationPlan, format_annotations


def format_json(findings: Sequence[Finding], files: int, cached: int, baselined: int = 0,
                types: Sequence[tuple[str, str | None, str | None]] = ()) -> str:
    """`baselined`: findings left out because the baseline records them. `types`: each file's path, the type
    it got and why (None for a file that could not be read)."""
    rows = [{"path": f.path, "line": f.line, "column": f.column, "code": f.code, "name": f.name,
             "severity": f.severity.label, "message": f.message} for f in findings]
    documents = [{"path": path, "type": doc_type, "why": why} for path, doc_type, why in types]
    return json.dumps({"files": files, "unchanged": cached, "baselined": baselined, "findings": rows,
                       "documents": documents}, indent=2)


def format_github(findings: Sequence[Finding]) -> str:
    """One `::warning file=...,line=...::message` per finding (GitHub shows them on the diff), none left out:
    `doccheck ci check` is the command that keeps within GitHub's limits."""
    return format_annotations(AnnotationPlan(tuple(Annotation.from_finding(f) for f in findings), ()))
