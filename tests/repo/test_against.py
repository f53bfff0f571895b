"""`--against REF`: two branches that each add ADR 0042 collide only after they merge; CI sees it before."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

from doccheck.cli.main import main

ADR = ("# 42. {title}\n\n## Status\n\nProposed\n\n## Context\n\nWhy.\n\n## Decision\n\nWhat.\n\n"
       "## Consequences\n\nThen.\n")


def _git(repo: Path, *args: str) -> None:
    subprocess.run(["git", "-c", "user.name=t", "-c", "user.email=t@example.com", "-c", "commit.gpgsign=false",
                    *args], cwd=repo, check=True, capture_output=True)


@pytest.fixture(scope="module")
def repo(tmp_path_factory: pytest.TempPathFactory) -> Path:
    repo = tmp_path_factory.mktemp("repo")
    adr = repo / "docs" / "adr"
    adr.mkdir(parents=True)
    (repo / ".doccheck.toml").write_text('cache-dir = ".doccheck"\n')
    (repo / ".gitignore").write_text(".doccheck/\n")
    (adr / "0001-record-decisions.md").write_text(ADR.replace("42.", "1.").format(title="Record decisions"))
    _git(repo, "init", "-q", "-b", "main")
    _git(repo, "add", ".")
    _git(repo, "commit", "-q", "-m", "first")
    _git(repo, "checkout", "-q", "-b", "feature")
    (adr / "0042-use-kafka.md").write_text(ADR.format(title="Use Kafka"))
    _git(repo, "add", ".")
    _git(repo, "commit", "-q", "-m", "kafka")
    _git(repo, "checkout", "-q", "main")
    (adr / "0042-use-nats.md").write_text(ADR.format(title="Use NATS"))
    _git(repo, "add", ".")
    _git(repo, "commit", "-q", "-m", "nats")
    _git(repo, "checkout", "-q", "feature")
    return repo


def test_against_reports_the_number_main_already_uses(repo: Path, monkeypatch: pytest.MonkeyPatch,
                                                      capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.chdir(repo)
    assert main(["check", "-q", "--select", "DC4", "--against", "main", "docs/adr/0042-use-kafka.md"]) == 1
    assert capsys.readouterr().out.splitlines() == [
        "docs/adr/0042-use-kafka.md:1:1: DC402 number-taken-on-ref: number 42 is already used on main by "
        "docs/adr/0042-use-nats.md; renumber this document before merging",
    ]


def test_without_against_each_branch_looks_fine(repo: Path, monkeypatch: pytest.MonkeyPatch,
                                                capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.chdir(repo)
    assert main(["check", "-q", "--select", "DC4", "--all", "."]) == 0
    assert capsys.readouterr().out == ""


def test_a_document_both_branches_have_is_not_a_collision(repo: Path, monkeypatch: pytest.MonkeyPatch,
                                                          capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.chdir(repo)
    assert main(["check", "-q", "--select", "DC4", "--against", "main", "docs/adr/0001-record-decisions.md"]) == 0
    assert capsys.readouterr().out == ""


def test_an_unknown_ref_is_a_usage_error(repo: Path, monkeypatch: pytest.MonkeyPatch,
                                         capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.chdir(repo)
    assert main(["check", "-q", "--against", "no-such-branch", "docs"]) == 2
    assert "--against no-such-branch: not a commit" in capsys.readouterr().err
