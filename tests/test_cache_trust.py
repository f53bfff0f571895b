"""The cache is doccheck's own state on this machine, never the pull request's (issue 11, item 5).

A pull request can commit `.doccheck/cache/`. Whatever it holds, a fresh clone reports the same findings as
with no cache at all: entries are signed with a key that never leaves the machine that made them.
"""

from __future__ import annotations

import json
import marshal
import os
import shutil
import stat
from pathlib import Path

import pytest

from doccheck.cli.main import main
from doccheck.run.cache import CACHE_NAME, read_signed, write_signed
from doccheck.run.signing import key_path

BROKEN_ADR = """# 2. Use PostgreSQL

Date: 2024-02-31

## Status

Accepted

## Context

Reporting joins SQLite files by hand.

## Decision

We will use PostgreSQL.

## Consequences

One more server to run.
"""


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str]:
    capsys.readouterr()
    code = main(list(args))
    out, err = capsys.readouterr()
    assert "Traceback" not in err
    return code, out + err


@pytest.fixture
def pull_request(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                 capsys: pytest.CaptureFixture[str]) -> tuple[Path, Path]:
    """The attacker's checkout: two ADRs numbered 2 (a DC401 error in each) and a date that does not exist (a
    DC204 warning), checked once on the attacker's machine (its own key), then the cache's findings, per file
    and across files, emptied and re-signed with that key, and the whole folder committed."""
    attacker = tmp_path / "attacker"
    (attacker / "docs" / "adr").mkdir(parents=True)
    (attacker / ".doccheck.toml").write_text("")
    (attacker / "docs" / "adr" / "0002-use-postgresql.md").write_text(BROKEN_ADR)
    (attacker / "docs" / "adr" / "0002-use-mysql.md").write_text(BROKEN_ADR.replace("PostgreSQL", "MySQL")
                                                                 .replace("2024-02-31", "2024-02-01"))
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "attacker-home"))
    monkeypatch.chdir(attacker)
    code, out = run(capsys, "check", "docs")
    assert code == 1 and "DC204" in out and out.count("DC401") == 2
    cache_file = attacker / ".doccheck" / "cache" / CACHE_NAME
    attacker_key = key_path().read_bytes()
    header, paths, stats, digests, marks, _rows, records, repo, table, folders = read_signed(cache_file, attacker_key)
    indexed, checked, _problems = repo
    write_signed(cache_file, attacker_key, (header, paths, stats, digests, marks, marshal.dumps([()] * len(paths)),
                                            records, (indexed, checked, []), table, folders))
    # The same forgery in the format before signing: findings emptied, the file's digest kept.
    (attacker / ".doccheck" / "cache" / "check.json").write_text(json.dumps(
        {"format": 2, "config": "", "entries": {"docs/adr/0002-use-postgresql.md": [digests[:16].hex(), [], None]}}))
    code, out = run(capsys, "check", "docs")  # on the attacker's own machine the forged entries are trusted
    assert code == 0 and "DC204" not in out and "DC401" not in out
    clone = tmp_path / "clone"
    shutil.copytree(attacker, clone)  # a fresh clone: the committed cache came along
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "runner-home"))  # another machine: another key
    monkeypatch.chdir(clone)
    return attacker, clone


def test_a_committed_cache_is_not_trusted_by_check(pull_request: tuple[Path, Path],
                                                   capsys: pytest.CaptureFixture[str]) -> None:
    code, out = run(capsys, "check", "docs")
    assert code == 1
    assert "DC204 invalid-date" in out and out.count("DC401 duplicate-number") == 2
    assert "2 files checked, 1 warning, 2 errors" in out


def test_a_committed_cache_is_not_trusted_by_ci_check(pull_request: tuple[Path, Path], tmp_path: Path,
                                                      capsys: pytest.CaptureFixture[str],
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    for name in ("GITHUB_BASE_REF", "GITHUB_STEP_SUMMARY", "GITHUB_OUTPUT"):
        monkeypatch.delenv(name, raising=False)
    code, out = run(capsys, "ci", "check", "docs", "--sarif", str(tmp_path / "out.sarif"))
    assert code == 1
    assert "DC204" in out and out.count("DC401") >= 2
    assert "2 errors" in out


def test_the_action_reads_no_cache() -> None:
    """On a runner the key is new, so nothing committed verifies; the Action does not even look."""
    import yaml

    action = yaml.safe_load((Path(__file__).resolve().parents[1] / "action.yml").read_text())
    check_step = next(step for step in action["runs"]["steps"] if step.get("id") == "check")
    assert "doccheck ci check " in check_step["run"] and " --no-cache" in check_step["run"]


def test_the_key_is_kept_outside_the_repository_and_private(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                            capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "home-cache"))
    repo = tmp_path / "repo"
    repo.mkdir()
    (repo / ".doccheck.toml").write_text("")
    (repo / "0002-use-postgresql.md").write_text(BROKEN_ADR)
    monkeypatch.chdir(repo)
    run(capsys, "check", ".")
    key = tmp_path / "home-cache" / "doccheck" / "key"
    assert key_path() == key
    assert stat.S_IMODE(key.stat().st_mode) == 0o600
    assert stat.S_IMODE(key.parent.stat().st_mode) == 0o700
    assert len(key.read_bytes()) == 32
    assert not any(key.read_bytes() in p.read_bytes() for p in repo.rglob("*") if p.is_file())
    _, out = run(capsys, "check", ".")
    assert "(1 unchanged, findings from the cache)" in out  # signed and verified: the cache works


def test_without_a_key_there_is_no_cache_and_no_failure(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                        capsys: pytest.CaptureFixture[str]) -> None:
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("")
    monkeypatch.setenv("XDG_CACHE_HOME", str(blocker))  # the key cannot be made under a file
    (tmp_path / ".doccheck.toml").write_text("")
    (tmp_path / "0002-use-postgresql.md").write_text(BROKEN_ADR)
    monkeypatch.chdir(tmp_path)
    for _ in range(2):
        code, out = run(capsys, "check", ".")
        assert code == 0 and "DC204" in out and "unchanged" not in out
    assert os.path.exists(tmp_path / ".doccheck") is False or not any((tmp_path / ".doccheck").rglob("*.bin"))


def test_a_committed_symlink_does_not_redirect_the_cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                         capsys: pytest.CaptureFixture[str]) -> None:
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    repo = tmp_path / "repo"
    (repo / ".doccheck").mkdir(parents=True)
    (repo / ".doccheck" / "cache").symlink_to(elsewhere)
    (repo / ".doccheck.toml").write_text("")
    (repo / "0002-use-postgresql.md").write_text(BROKEN_ADR)
    monkeypatch.chdir(repo)
    for _ in range(2):
        code, out = run(capsys, "check", ".")
        assert code == 0 and "DC204" in out and "unchanged" not in out
    assert list(elsewhere.iterdir()) == []
