"""A rule's severity set in the configuration (`severity = { DC101 = "error" }`, issue 26): validated, applied to
the findings (and so to the exit code), shown by `doccheck rules`, and given to code scanning in SARIF."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import NamedTuple

import pytest

ROOT = Path(__file__).resolve().parents[1]

# A Nygard record without its Consequences: DC101, a warning by default.
RECORD = """# 1. Use PostgreSQL

Date: 2021-03-01

## Status

Accepted

## Context

Reporting joins files by hand.

## Decision

We will use PostgreSQL.
"""


class Run(NamedTuple):
    code: int
    out: list[str]
    err: list[str]


def doccheck(*args: str, cwd: Path) -> Run:
    env = {**os.environ, "PYTHONPATH": str(ROOT / "src")}
    done = subprocess.run([sys.executable, "-m", "doccheck", *args], cwd=cwd, env=env, capture_output=True,
                          text=True, timeout=120)
    assert "Traceback" not in done.stdout + done.stderr, done.stderr
    return Run(done.returncode, done.stdout.splitlines(), done.stderr.splitlines())


@pytest.fixture
def repo(tmp_path: Path) -> Path:
    adr = tmp_path / "docs" / "adr"
    adr.mkdir(parents=True)
    (adr / "0001-use-postgresql.md").write_text(RECORD)
    return tmp_path


MISSING = "docs/adr/0001-use-postgresql.md:1:1: DC101 missing-section: "


def test_a_missing_section_blocks_the_commit_once_it_is_an_error(repo: Path) -> None:
    (repo / ".doccheck.toml").write_text("")
    run = doccheck("check", "docs/adr/0001-use-postgresql.md", cwd=repo)
    assert run.code == 0 and run.out[0].startswith(MISSING) and run.out[1:] == ["1 file checked, 1 warning, 0 errors"]
    (repo / ".doccheck.toml").write_text('severity = { DC101 = "error" }\n')
    run = doccheck("check", "docs/adr/0001-use-postgresql.md", cwd=repo)
    assert run.code == 1 and run.out[0].startswith(MISSING) and run.out[1:] == [
        "1 file checked (1 unchanged, findings from the cache), 0 warnings, 1 error"]


@pytest.mark.parametrize(("table", "severity"), [
    ('{ DC1 = "error" }', "error"),  # a family
    ('{ missing-section = "error" }', "error"),  # a name
    ('{ dc101 = "ERROR" }', "error"),  # any letter case
    ('{ DC1 = "error", DC101 = "info" }', "info"),  # the code is more specific than its family
    ('{ missing-section = "info", DC = "error" }', "info"),  # so is the name, than any prefix
    ('{ DC4 = "error" }', "warning"),  # another family: the default
])
def test_the_most_specific_entry_decides(repo: Path, table: str, severity: str) -> None:
    (repo / ".doccheck.toml").write_text(f"severity = {table}\n")
    run = doccheck("check", ".", "--format", "json", cwd=repo)
    assert [f["severity"] for f in json.loads("\n".join(run.out))["findings"]] == [severity]


def test_a_repository_wide_rule_takes_its_severity_too(repo: Path) -> None:
    (repo / "docs" / "adr" / "0001-use-kafka.md").write_text(RECORD.replace("PostgreSQL", "Kafka") +
                                                             "\n## Consequences\n\nA broker to run.\n")
    (repo / ".doccheck.toml").write_text('severity = { DC401 = "warning", DC101 = "info" }\n')
    run = doccheck("check", ".", "--format", "json", cwd=repo)
    found = {(f["code"], f["severity"]) for f in json.loads("\n".join(run.out))["findings"]}
    assert found == {("DC101", "info"), ("DC401", "warning")} and run.code == 0


@pytest.mark.parametrize(("setting", "message"), [
    ('severity = { DC101 = "fatal" }', "severity: DC101 = 'fatal': a severity is one of 'error', 'warning', 'info', "
                                       'e.g. severity = { DC101 = "error" }'),
    ('severity = { DC909 = "error" }', "severity: no rule is 'DC909'; did you mean 'DC509'? (codes such as DC101, "
                                       "families such as DC1, or names such as missing-section; `doccheck rules` "
                                       "lists them)"),
    ('severity = ["DC101"]', 'severity must be a table of codes, prefixes or names to "error", "warning" or '
                             '"info", e.g. severity = { DC101 = "error" }'),
])
def test_a_severity_table_is_validated(repo: Path, setting: str, message: str) -> None:
    (repo / ".doccheck.toml").write_text(setting + "\n")
    run = doccheck("check", ".", cwd=repo)
    assert run.code == 2 and run.err == [f"doccheck: error: {repo / '.doccheck.toml'}: {message}"]


def test_rules_shows_the_configured_severity(repo: Path) -> None:
    (repo / ".doccheck.toml").write_text('severity = { DC101 = "error", empty-section = "info" }\n')
    run = doccheck("rules", "DC1", cwd=repo)
    assert run.out == [
        "DC101  missing-section              error*   A section the document's type requires is missing.",
        "DC102  empty-section                info*    A required section has a heading but no text.",
        "DC103  title-number-mismatch        warning  The number in the title disagrees with the number in the "
        "file name. [--fix]",
        "* set by `severity` in .doccheck.toml",
    ]
    assert doccheck("rules", "DC101", cwd=repo).out[0] == (
        "DC101 missing-section (default severity: warning; error in .doccheck.toml)")


def test_sarif_levels_follow_the_configuration(repo: Path) -> None:
    (repo / ".doccheck.toml").write_text('severity = { DC101 = "error" }\n')
    run = doccheck("check", ".", "--format", "sarif", cwd=repo)
    log = json.loads("\n".join(run.out))["runs"][0]
    levels = {r["id"]: r["defaultConfiguration"]["level"] for r in log["tool"]["driver"]["rules"]}
    assert levels["DC101"] == "error" and levels["DC102"] == "warning"
    assert [(r["ruleId"], r["level"]) for r in log["results"]] == [("DC101", "error")]
