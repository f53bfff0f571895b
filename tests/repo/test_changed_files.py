"""Pre-commit names only the changed files: the whole set is indexed, only what involves them is reported."""

from __future__ import annotations

from pathlib import Path

import pytest

from doccheck.cli.main import main

ADR = "# {title}\n\n## Status\n\n{status}\n\n## Context\n\nWhy.\n\n## Decision\n\nWhat.\n\n## Consequences\n\nThen.\n"


@pytest.fixture
def repo(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    (tmp_path / ".doccheck.toml").write_text("")
    adr = tmp_path / "docs" / "adr"
    adr.mkdir(parents=True)
    files = {
        "0001-use-rest.md": ("1. Use REST", "Superseded by [2. Use gRPC](0002-use-grpc.md)"),
        "0002-use-grpc.md": ("2. Use gRPC", "Accepted"),
        "0003-use-yaml.md": ("3. Use YAML", "Accepted"),  # old debt: two records numbered 3
        "0003-use-toml.md": ("3. Use TOML", "Accepted"),
        "0004-use-json.md": ("4. Use JSON", "Accepted"),
    }
    for name, (title, status) in files.items():
        (adr / name).write_text(ADR.format(title=title, status=status))
    monkeypatch.chdir(tmp_path)
    return tmp_path


def _run(capsys: pytest.CaptureFixture[str], *args: str) -> list[str]:
    main(["check", "--no-cache", "-q", *args])
    return capsys.readouterr().out.splitlines()


def test_a_changed_successor_sees_the_one_way_supersession(repo: Path, capsys: pytest.CaptureFixture[str]) -> None:
    # Only 0002 is named; the finding sits in 0001 (which states the relation) and involves 0002.
    assert _run(capsys, "docs/adr/0002-use-grpc.md") == [
        "docs/adr/0001-use-rest.md:5:1: DC404 one-way-supersession: is superseded by 0002-use-grpc.md "
        "('2. Use gRPC'), but 0002-use-grpc.md does not say it supersedes this document",
    ]


def test_an_unrelated_change_is_not_blocked_by_old_debt(repo: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert _run(capsys, "docs/adr/0004-use-json.md") == []


def test_all_reports_every_repository_finding(repo: Path, capsys: pytest.CaptureFixture[str]) -> None:
    codes = sorted((line.split(":")[0], line.split()[1]) for line in _run(capsys, "--all", "docs/adr/0004-use-json.md"))
    assert codes == [
        ("docs/adr/0001-use-rest.md", "DC404"),
        ("docs/adr/0003-use-toml.md", "DC401"),
        ("docs/adr/0003-use-yaml.md", "DC401"),
    ]


def test_a_named_folder_counts_as_changed(repo: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (repo / "other").mkdir()
    (repo / "other" / "0001-x.md").write_text("# 1. X\n")
    lines = _run(capsys, "docs")
    assert sorted(line.split()[1] for line in lines) == ["DC401", "DC401", "DC404"]
    assert _run(capsys, "other") == []
