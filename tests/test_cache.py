"""Skipping unchanged files: what a user sees on the second run, and a cache that can never fail a run."""

from __future__ import annotations

from pathlib import Path

import pytest

import doccheck.document
from doccheck.cli import main

BAD_ADR = """# 3. Use PostgreSQL

Date: 05/02/2018

## Status

Acepted

## Context

Reporting joins SQLite files by hand.

## Decision

We will use PostgreSQL.
"""


@pytest.fixture
def repo(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    (tmp_path / ".doccheck.toml").write_text("")
    adr = tmp_path / "docs" / "adr"
    adr.mkdir(parents=True)
    (adr / "0002-use-postgresql.md").write_text(BAD_ADR)
    (adr / "0001-record-decisions.md").write_text(BAD_ADR.replace("# 3. Use PostgreSQL", "# 1. Record decisions"))
    monkeypatch.chdir(tmp_path)
    return tmp_path


def check(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, list[str]]:
    capsys.readouterr()
    code = main(["docs", *args])
    out, err = capsys.readouterr()
    assert "Traceback" not in err
    return code, out.splitlines()


def no_parsing(monkeypatch: pytest.MonkeyPatch) -> None:
    def fail(*args: object, **kwargs: object) -> None:
        raise AssertionError("a cached file was parsed again")

    monkeypatch.setattr(doccheck.document, "parse_document", fail)


def test_second_run_replays_findings_without_parsing(repo: Path, capsys: pytest.CaptureFixture[str],
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    code, first = check(capsys)
    assert [line.split()[1] for line in first[:-1]] == ["DC101", "DC205", "DC203",  # 0001
                                                       "DC101", "DC103", "DC205", "DC203"]  # 0002
    assert first[-1] == "2 files checked (0 unchanged, skipped), 7 warnings, 0 errors"
    no_parsing(monkeypatch)
    again, second = check(capsys)
    assert second[:-1] == first[:-1]
    assert second[-1] == "2 files checked (2 unchanged, skipped), 7 warnings, 0 errors"
    assert again == code


def test_a_changed_file_is_checked_again(repo: Path, capsys: pytest.CaptureFixture[str]) -> None:
    check(capsys)
    adr = repo / "docs" / "adr" / "0002-use-postgresql.md"
    adr.write_text(BAD_ADR.replace("Acepted", "Accepted"))
    _, lines = check(capsys)
    assert lines[-1] == "2 files checked (1 unchanged, skipped), 6 warnings, 0 errors"
    assert not any("acepted" in line for line in lines if line.startswith("docs/adr/0002"))


def test_a_changed_configuration_checks_everything_again(repo: Path, capsys: pytest.CaptureFixture[str]) -> None:
    check(capsys)
    (repo / ".doccheck.toml").write_text('date-order = "dmy"\n')
    _, lines = check(capsys)
    assert lines[-1] == "2 files checked (0 unchanged, skipped), 5 warnings, 0 errors"


def test_selecting_findings_keeps_the_cache_warm(repo: Path, capsys: pytest.CaptureFixture[str]) -> None:
    check(capsys)
    (repo / ".doccheck.toml").write_text('ignore = ["DC203"]\n')
    _, lines = check(capsys)
    assert lines[-1] == "2 files checked (2 unchanged, skipped), 5 warnings, 0 errors"
    assert not any(" DC203 " in line for line in lines)


@pytest.mark.parametrize("damage", ["garbage", "empty", "wrong-shape", "one byte changed"])
def test_a_corrupt_cache_costs_a_parse_and_nothing_else(repo: Path, capsys: pytest.CaptureFixture[str],
                                                        damage: str) -> None:
    _, first = check(capsys)
    stored = sorted((repo / ".doccheck" / "cache").iterdir())  # the findings, and the validated configuration
    assert [p.name for p in stored] == ["check.bin", "config.bin"]
    for cache_file in stored:
        if damage == "garbage":
            cache_file.write_bytes(b"\x00\xff{not json")
        elif damage == "empty":
            cache_file.write_bytes(b"")
        elif damage == "wrong-shape":
            cache_file.write_text("[1, 2, 3]")
        else:  # what a damaged disk (or a hand edit) does: the signature no longer matches
            data = bytearray(cache_file.read_bytes())
            data[-5] ^= 0x01
            cache_file.write_bytes(bytes(data))
    code, lines = check(capsys)
    assert code == 0
    assert lines == [*first[:-1], "2 files checked (0 unchanged, skipped), 7 warnings, 0 errors"]


def test_a_missing_cache_is_rebuilt(repo: Path, capsys: pytest.CaptureFixture[str]) -> None:
    check(capsys)
    import shutil

    shutil.rmtree(repo / ".doccheck")
    _, lines = check(capsys)
    assert lines[-1].startswith("2 files checked (0 unchanged")
    _, lines = check(capsys)
    assert lines[-1].startswith("2 files checked (2 unchanged")


@pytest.mark.parametrize("where", ["a file in the way", "a read-only file system"])
def test_a_cache_that_cannot_be_written_never_fails_the_run(repo: Path, capsys: pytest.CaptureFixture[str],
                                                            where: str) -> None:
    # Tests run as root, which ignores file modes: a file where the folder should be, and /proc (which even
    # root cannot create folders in), make writing fail honestly.
    if where == "a file in the way":
        (repo / ".doccheck").write_text("not a folder")
    else:
        (repo / ".doccheck.toml").write_text('cache-dir = "/proc/doccheck-cache"\n')
    code, lines = check(capsys)
    assert code == 0
    assert lines[-1] == "2 files checked (0 unchanged, skipped), 7 warnings, 0 errors"
    _, lines = check(capsys)
    assert lines[-1] == "2 files checked (0 unchanged, skipped), 7 warnings, 0 errors"


def test_no_cache_writes_nothing_and_reads_nothing(repo: Path, capsys: pytest.CaptureFixture[str]) -> None:
    check(capsys, "--no-cache")
    assert not (repo / ".doccheck").exists()
    check(capsys)
    _, lines = check(capsys, "--no-cache")
    assert lines[-1].startswith("2 files checked (0 unchanged")


def test_the_cache_folder_is_tagged_and_ignored_by_git(repo: Path, capsys: pytest.CaptureFixture[str]) -> None:
    check(capsys)
    tag = (repo / ".doccheck" / "CACHEDIR.TAG").read_text()
    # https://bford.info/cachedir/: backup tools skip folders whose tag starts with this signature.
    assert tag.startswith("Signature: 8a477f597d28d172789f06886806bc55")
    assert (repo / ".doccheck" / ".gitignore").read_text().strip() == "*"
