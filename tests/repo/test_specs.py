"""parse_feature_spec: a feature spec's metadata and tasks, wherever the spec declares them."""

from __future__ import annotations

import pytest

from doccheck.read.document import parse_document
from doccheck.read.specs import FeatureSpec, Task, parse_feature_spec

FRONT_MATTER = """\
---
Feature ID: FEAT-AUTH
Status: In Progress
Priority: High
Dependencies: FEAT-DB, FEAT-CACHE
---

# FEAT-AUTH: User authentication

## Overview

Sign-in for every user.

## Tasks

### TASK-AUTH-001: Implement JWT tokens

- Status: backlog
- Priority: high
- Depends on: TASK-AUTH-002
- Wave: 1

### TASK-AUTH-002: Key rotation

- **Status:** completed
- Depends on: None
- Wave: 2 (after the audit)

### Notes

- Status: not a task
"""

HEADER_LINES = """\
# Billing

Feature ID: FEAT-BILLING
Status: planned
Priority: low
Dependencies: none

## Summary

Invoices.

## Tasks

### TASK-BILLING-001 - Invoice model
* Status: backlog
* Dependencies: TASK-AUTH-001 TASK-DB-002

```
- Status: inside code, ignored
```
"""


def test_front_matter_spec() -> None:
    spec = parse_feature_spec(parse_document("specs/FEAT-AUTH.md", FRONT_MATTER))
    assert spec == FeatureSpec(
        feature_id="FEAT-AUTH", name="User authentication", status="in-progress", priority="high",
        dependencies=("FEAT-DB", "FEAT-CACHE"),
        tasks=(
            Task("TASK-AUTH-001", "Implement JWT tokens", 16, "backlog", "high", ("TASK-AUTH-002",), 1, 20),
            Task("TASK-AUTH-002", "Key rotation", 23, "completed", None, (), 2, 26),
        ),
        id_line=2, status_line=3, dependencies_line=5,
    )


def test_header_line_spec() -> None:
    spec = parse_feature_spec(parse_document("FEAT-BILLING.md", HEADER_LINES))
    assert (spec.feature_id, spec.name, spec.status, spec.priority, spec.dependencies) == (
        "FEAT-BILLING", "Billing", "planned", "low", ())
    assert spec.tasks == (Task("TASK-BILLING-001", "Invoice model", 14, "backlog", None,
                               ("TASK-AUTH-001", "TASK-DB-002"), None, 16),)


@pytest.mark.parametrize(("text", "expected"), [
    ("# Empty\n", FeatureSpec(None, "Empty", None, None, (), ())),
    ("# X\n\nFeature ID: not an id\n\n## Tasks\n\nNone yet.\n", FeatureSpec(None, "X", None, None, (), (), 3)),
])
def test_missing_values_stay_missing(text: str, expected: FeatureSpec) -> None:
    assert parse_feature_spec(parse_document("FEAT-X.md", text)) == expected


def test_result_is_frozen() -> None:
    spec = parse_feature_spec(parse_document("FEAT-AUTH.md", FRONT_MATTER))
    with pytest.raises(AttributeError):
        spec.status = "done"  # type: ignore[misc]
