"""Work on the second core (forking.py): a child's result, the stat keys split between two processes, and the
named files of a hook run checked ahead (ahead.py), whose result is used only for the file as the walk saw it."""

from __future__ import annotations

import os
import time
from pathlib import Path

import pytest

import doccheck.run.check
from doccheck.run.ahead import Ahead
from doccheck.run.cache import SPLIT_STAT, UNKNOWN, stat_keys
from doccheck.run.check import open_cache, run_check
from doccheck.run.discover import find_files
from doccheck.run.forking import Forked, can_fork
from doccheck.run.settings import load_config

pytestmark = pytest.mark.skipif(not can_fork(None), reason="needs fork and two cores")


def test_one_job_asked_for_is_one_process() -> None:
    assert not can_fork(1)  # `--jobs 1`: nothing is forked, not even for a hook run


def test_a_child_gives_what_its_work_returned() -> None:
    child = Forked.start(lambda: b"x" * 300_000)  # more than a pipe holds: written while it is read
    assert child is not None
    assert child.result() == b"x" * 300_000


def test_a_child_that_fails_gives_none() -> None:
    def fail() -> bytes:
        raise RuntimeError("boom")

    child = Forked.start(fail)
    assert child is not None
    assert child.result() is None


def test_a_child_nobody_asked_is_ended_and_reaped() -> None:
    child = Forked.start(lambda: time.sleep(60) or b"")
    assert child is not None
    pid = child.pid
    started = time.monotonic()
    child.close()
    assert time.monotonic() - started < 5
    with pytest.raises(ChildProcessError):  # reaped: no zombie left behind
        os.waitpid(pid, os.WNOHANG)


def test_keys_split_with_a_child_are_the_keys_of_one_process(tmp_path: Path) -> None:
    count = SPLIT_STAT + 50
    paths = []
    for n in range(count):
        folder = tmp_path / f"f{n // 100}"
        folder.mkdir(exist_ok=True)
        (folder / f"{n}.md").write_text("x" * (n % 7))
        paths.append(str(folder / f"{n}.md"))
    for folder in ("f1", f"f{count // 100}"):  # sidecars in the first half and in the last folder
        (tmp_path / folder / "kep.yaml").write_text("title: x")
    paths.insert(SPLIT_STAT // 2 + 10, str(tmp_path / "gone.md"))  # in the child's half: no such file
    sidecar_folders = {str(tmp_path / "f1"): ("kep.yaml",), str(tmp_path / f"f{count // 100}"): ("kep.yaml",)}
    serial = stat_keys(paths, ["kep.yaml"], sidecar_folders)
    split = stat_keys(paths, ["kep.yaml"], sidecar_folders, parallel=True)
    assert split == serial
    assert serial[SPLIT_STAT // 2 + 10] == UNKNOWN
    assert len({key[8:16] for key in serial if key != UNKNOWN}) == 7  # real stat data: the seven sizes


ADR = """# 2. Use PostgreSQL

## Status

Acepted

## Context

We need a database.
"""


@pytest.fixture
def repo(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    (tmp_path / ".doccheck.toml").write_text("")
    adr = tmp_path / "docs" / "adr"
    adr.mkdir(parents=True)
    (adr / "0001-record-decisions.md").write_text(ADR.replace("2. Use PostgreSQL", "1. Record decisions"))
    (adr / "0002-use-postgresql.md").write_text(ADR)
    monkeypatch.chdir(tmp_path)
    return tmp_path


def hook_run(named: str, ahead: Ahead | None) -> list[str]:
    """What a hook run reports for the named file, the rest of the repository walked for the index."""
    config = load_config(Path("."))
    cache = open_cache(config, None, True)
    report = run_check([Path("docs")], config, cache=cache, report_only={named}, ahead=ahead)
    cache.save()
    return [f"{f.code} {f.message}" for r in report.results for f in r.findings]


def start_ahead(named: str) -> Ahead:
    config = load_config(Path("."))
    ahead = Ahead.start(find_files([Path(named)], config), config, None)
    assert ahead is not None
    return ahead


def test_the_named_file_checked_ahead_is_not_checked_again(repo: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    named = "docs/adr/0002-use-postgresql.md"
    hook_run(named, None)
    Path(named).write_text(ADR.replace("Acepted", "Accepted"))
    expected = hook_run(named, None)
    Path(named).write_text(ADR)
    hook_run(named, None)  # the cache as it was before the edit
    Path(named).write_text(ADR.replace("Acepted", "Accepted"))
    ahead = start_ahead(named)

    def fail(*args: object) -> None:
        raise AssertionError("the file was checked again here")

    monkeypatch.setattr(doccheck.run.check, "check_file", fail)  # after the fork: the child has its own
    try:
        assert hook_run(named, ahead) == expected
    finally:
        ahead.close()
    assert not any("acepted" in line for line in expected)


def test_a_file_changed_after_the_child_read_it_is_checked_here(repo: Path) -> None:
    named = "docs/adr/0002-use-postgresql.md"
    hook_run(named, None)
    Path(named).write_text(ADR.replace("Acepted", "Accepted"))
    ahead = start_ahead(named)
    key = stat_keys([named], [], {})[0]
    assert ahead.take(named, key) is not None  # the child's result, for the file as it was, read now
    Path(named).write_text(ADR.replace("Acepted", "Acceptd") + "\nMore.\n")  # other size: other stat data
    try:
        findings = hook_run(named, ahead)
    finally:
        ahead.close()
    assert any("DC203" in line and "acceptd" in line for line in findings)
    assert findings == hook_run(named, None)


def test_the_changed_files_among_thousands_are_found_at_any_place(tmp_path: Path) -> None:
    """The cache compares the stat keys a block at a time (cache.unchanged): a change at either edge of a
    block, or in the last, short one, is seen, and nothing else is."""
    from doccheck.run.cache import STAT_KEY, CheckCache

    count = 64 * 3 + 7
    relatives = [f"docs/{n:04d}.md" for n in range(count)]
    keys = [STAT_KEY.pack(0o100644, n, n, n, n) for n in range(count)]
    cache = CheckCache(tmp_path, "config")
    for relative, key in zip(relatives, keys, strict=True):
        cache.put(relative, key, bytes(16), [], None)
    cache.save()
    loaded = CheckCache(tmp_path, "config")
    assert loaded.unchanged(relatives, keys) == list(range(count))
    for changed in ({0}, {63, 64}, {127, 128, 129}, {count - 1}, {5, 70, 150, count - 2}):
        now = [STAT_KEY.pack(0o100644, n, n + 1, n, n) if n in changed else key for n, key in enumerate(keys)]
        assert loaded.unchanged(relatives, now) == [-1 if n in changed else n for n in range(count)]
