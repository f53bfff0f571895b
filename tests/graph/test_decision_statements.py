"""Decision statements without a model (issue 25, part 2): what a record's Decision section chose, its subject,
the sentence as evidence and its line, and the options it rejected; two records in force that choose different
values for one subject are a value conflict (DC501)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from doccheck.cli.main import main
from doccheck.graph.model.decision import read_decision
from doccheck.read.document import parse_document

from .test_sync import git, make_repo

NYGARD = "# {title}\n\nDate: 2021-01-01\n\n## Status\n\n{status}\n\n## Context\n\nWhy.\n\n## Decision\n\n{decision}\n"
MADR = """# Use H2 as Internal SQL Database

## Context and Problem Statement

We need to store data internally in a structured way to gain performance.

## Considered Options

* [H2 Database Engine](http://www.h2database.com/html/main.html)
* [SQLite](https://www.sqlite.org/index.html)

## Decision Outcome

Chosen option: "H2 Database Engine", because it was straight-forward to use.
"""


@pytest.mark.parametrize(("title", "decision", "subject", "value"), [
    ("2. Use PostgreSQL for the orders service", "We will use PostgreSQL 11, one primary and one streaming replica.",
     "orders service datastore", "PostgreSQL 11"),
    ("4. Move the orders service to CockroachDB",
     "We will move the orders service to CockroachDB, multi-region, and retire the PostgreSQL primary.",
     "orders service datastore", "CockroachDB"),
    ("5. GraphQL for the public API", "The public API moves to GraphQL.", "public API style", "GraphQL"),
    ("3. A REST public API", "The public API is REST over HTTPS. Reads need no authentication.", "public API style",
     "REST"),
    ("2. Hosting platforms", "We are using Amazon Web Services as our hosting provider of choice.",
     "hosting provider", "Amazon Web Services"),
    ("8. Postgres on Puppetmaster", "The Puppetmaster will continue to use a local instance of PostgreSQL.",
     "Puppetmaster datastore", "PostgreSQL"),
    ("21. Use ACM", "We have decided to use ACM to manage our SSL certificates, and terminate SSL on the ELBs.",
     "SSL certificates", "ACM"),
    ("6. Use Helm for application package management", "Use Helm v3+.", "application package management",
     "Helm v3+"),
    ("3. Performance Testing with Gatling", "We use Gatling to perform functional and performance testing.",
     "Performance Testing", "Gatling"),
])
def test_a_choosing_sentence_gives_subject_value_and_evidence(title: str, decision: str, subject: str,
                                                              value: str) -> None:
    doc = parse_document("adr/0001-x.md", NYGARD.format(title=title, status="Accepted", decision=decision))
    found = read_decision(doc)
    assert found is not None
    assert (found.subject, found.value) == (subject, value)
    assert found.sentence == decision.split(". ")[0].rstrip(".") + "." or found.sentence.startswith(
        decision.split(",")[0])
    assert doc.lines[found.line - 1].startswith(found.sentence[:20])


@pytest.mark.parametrize("decision", [
    "We will defer this until a later date while we're testing this with Integration.",
    "The API is slow today.",
    "When reaping evidence, we use MaxBytes to calculate the upper bound.",
    "For example, we use a custom subclass of NSData.",
    "We decided to use a mechanism that is located outside the environments.",
    "We will move away from one comprehensive openapi.yaml file.",
    "Security groups will be defined separate to their rules.",
])
def test_a_sentence_that_does_not_say_plainly_what_was_chosen_gives_nothing(decision: str) -> None:
    doc = parse_document("adr/0001-x.md", NYGARD.format(title="1. X", status="Accepted", decision=decision))
    assert read_decision(doc) is None


def test_a_title_that_is_the_choice_itself_names_no_subject() -> None:
    doc = parse_document("adr/0001-x.md", NYGARD.format(title="6. Use Helm", status="Accepted",
                                                        decision="Use Helm v3+."))
    found = read_decision(doc)
    assert found is not None and (found.subject, found.value) == ("", "Helm v3+")


def test_madr_chosen_option_and_the_rejected_ones() -> None:
    doc = parse_document("docs/decisions/0010-use-h2-as-internal-database.md", MADR)
    found = read_decision(doc)
    assert found is not None
    assert (found.subject, found.value) == ("Internal SQL Database", "H2 Database Engine")
    assert [(o.text, o.line) for o in found.rejected] == [("SQLite", 10)]
    assert found.line == 14


def test_instead_of_is_a_rejected_option() -> None:
    doc = parse_document("adr/0025-x.md", NYGARD.format(
        title="25. Use Elasticache for Redis", status="Accepted",
        decision="We are using Elasticache instead of provisioning our own Redis instances."))
    found = read_decision(doc)
    assert found is not None
    assert found.value == "Elasticache"
    assert [o.text for o in found.rejected] == ["provisioning our own Redis instances"]


def _sync_json(repo: Path, capsys: pytest.CaptureFixture[str]) -> dict[str, object]:
    assert main(["sync", str(repo), "--format", "json"]) == 0
    report: dict[str, object] = json.loads(capsys.readouterr().out)
    return report


def test_two_records_in_force_choosing_different_values_are_a_value_conflict(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("GITHUB_REF_NAME", raising=False)
    repo = make_repo(tmp_path)
    adr = repo / "adr"
    adr.joinpath("0006-use-redis-for-the-basket.md").write_text(NYGARD.format(
        title="6. Use Redis for the basket cache", status="Accepted", decision="We will use Redis for the basket "
        "cache.").replace("2021-01-01", "2023-03-01"))
    adr.joinpath("0007-memcached-for-the-basket.md").write_text(NYGARD.format(
        title="7. Memcached for the basket cache", status="Accepted", decision="We will use Memcached for the "
        "basket cache.").replace("2021-01-01", "2024-03-01"))
    adr.joinpath("0008-valkey-for-the-basket.md").write_text(NYGARD.format(
        title="8. Valkey for the basket cache", status="Proposed", decision="We will use Valkey for the basket "
        "cache.").replace("2021-01-01", "2025-03-01"))
    git(repo, "add", "-A")
    git(repo, "commit", "-q", "-m", "caches")
    report = _sync_json(repo, capsys)
    conflicts = [c for c in report["conflicts"] if c["kind"] == "value-conflict"]  # type: ignore[attr-defined]
    found = {(c["new"]["fact"], c["other"]["fact"]) for c in conflicts}
    assert ("basket cache is Redis", "basket cache is Memcached") in found or (
        "basket cache is Memcached", "basket cache is Redis") in found
    assert not any("Valkey" in c["new"]["fact"] or "Valkey" in c["other"]["fact"] for c in conflicts)
    redis = next(c for c in conflicts if "Redis" in c["new"]["fact"] + c["other"]["fact"])
    stated = redis["new"] if "Redis" in redis["new"]["fact"] else redis["other"]
    assert stated["evidence"] == "We will use Redis for the basket cache."
    assert stated["line"] == 15 and stated["confidence"] == 0.8
    # The examples declare `decides:`: the prose is their evidence, not a second fact.
    assert main(["facts", "--config", str(repo / ".doccheck.toml"), "--about", "orders service datastore"]) == 0
    assert "orders service datastore is" not in capsys.readouterr().out


def test_a_madr_records_rejected_options_are_facts(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("GITHUB_REF_NAME", raising=False)
    repo = make_repo(tmp_path)
    (repo / "adr" / "0006-use-h2-as-internal-database.md").write_text(
        "---\nstatus: accepted\ndate: 2024-01-01\n---\n" + MADR)
    git(repo, "add", "-A")
    git(repo, "commit", "-q", "-m", "h2")
    _sync_json(repo, capsys)
    assert main(["facts", "--config", str(repo / ".doccheck.toml"), "--about", "ADR-0006", "--format",
                 "json"]) == 0
    facts = json.loads(capsys.readouterr().out)["facts"]
    assert ("REJECTS", "SQLite") in {(f["relation"], f["object"]) for f in facts}
    assert main(["facts", "--config", str(repo / ".doccheck.toml"), "--about", "H2 Database Engine"]) == 0
    assert "Internal SQL Database is H2 Database Engine" in capsys.readouterr().out


def test_a_specs_requirements_are_facts_with_their_lines(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("GITHUB_REF_NAME", raising=False)
    repo = make_repo(tmp_path)
    spec = repo / "specs" / "FEAT-PARTNER-API.md"
    spec.write_text(spec.read_text() + "\n## Requirements\n\n- Every catalogue read carries a partner token.\n"
                    "- A revoked token stops working within one minute.\n\nThe API MUST log each refused call.\n")
    git(repo, "commit", "-qam", "requirements")
    _sync_json(repo, capsys)
    assert main(["facts", "--config", str(repo / ".doccheck.toml"), "--about", "FEAT-PARTNER-API", "--format",
                 "json"]) == 0
    facts = json.loads(capsys.readouterr().out)["facts"]
    required = {f["object"]: f for f in facts if f["relation"] == "REQUIRES"}
    assert set(required) == {"Every catalogue read carries a partner token.",
                             "A revoked token stops working within one minute.", "The API MUST log each refused call."}
    lines = spec.read_text().splitlines()
    assert all(lines[fact["line"] - 1].endswith(text) for text, fact in required.items()), required
