"""SARIF 2.1.0 as GitHub code scanning accepts it: one run, the rules as the driver's rules, relative URIs."""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence

from doccheck import __version__
from doccheck.findings import Finding, Severity
from doccheck.repo.catalog import all_rules

SCHEMA = "https://json.schemastore.org/sarif-2.1.0.json"
_LEVEL = {Severity.ERROR: "error", Severity.WARNING: "warning", Severity.INFO: "note"}


def format_sarif(findings: Sequence[Finding], severity: Mapping[str, str] | None = None) -> str:
    """`severity`: the configuration's table (`{ DC101 = "error" }`), each rule's level in code scanning; the
    findings carry theirs already."""
    rules = all_rules()
    ordered = sorted(rules)
    index = {code: i for i, code in enumerate(ordered)}
    driver_rules = []
    for code in ordered:
        rule = rules[code]
        driver_rules.append({
            "id": code,
            "name": "".join(part.capitalize() for part in rule.name.split("-")),
            "shortDescription": {"text": rule.summary},
            "fullDescription": {"text": rule.doc.strip() or rule.summary},
            "help": {"text": rule.doc.strip() or rule.summary},
            "defaultConfiguration": {"level": _LEVEL[_configured(rule.code, rule.name, rule.severity, severity)]},
            "properties": {"tags": [rule.name]},
        })
    results = []
    for f in findings:
        results.append({
            "ruleId": f.code,
            "ruleIndex": index.get(f.code, 0),
            "level": _LEVEL[f.severity],
            "message": {"text": f"{f.name}: {f.message}"},
            "locations": [{"physicalLocation": {
                "artifactLocation": {"uri": f.path.removeprefix("./"),
                                     "uriBaseId": "%SRCROOT%"},
                "region": {"startLine": max(f.line, 1), "startColumn": max(f.column, 1)},
            }}],
            "partialFingerprints": {"doccheck/v1": f"{f.path}:{f.code}:{f.message}"},
        })
    log = {
        "$schema": SCHEMA,
        "version": "2.1.0",
        "runs": [{
            "tool": {"driver": {"name": "doccheck", "version": __version__,
                                "informationUri": "https://pypi.org/project/doccheck/", "rules": driver_rules}},
            "results": results,
            "columnKind": "unicodeCodePoints",
        }],
    }
    return json.dumps(log, indent=2)


def _configured(code: str, name: str, default: Severity, table: Mapping[str, str] | None) -> Severity:
    from doccheck.config.load import severity_for

    level = severity_for(code, name, dict(table)) if table else None
    return default if level is None else Severity.parse(level)
