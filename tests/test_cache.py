"""Skipping unchanged files: what a user sees on the second run, and a cache that can never fail a run."""

from __future__ import annotations

import os
import time
from pathlib import Path
from typing import NamedTuple

import pytest

import doccheck
import doccheck.read.document
import doccheck.run.cache
import doccheck.run.check
import doccheck.run.settings
from doccheck.cli.main import main

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

    monkeypatch.setattr(doccheck.read.document, "parse_document", fail)


def test_second_run_replays_findings_without_parsing(repo: Path, capsys: pytest.CaptureFixture[str],
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    code, first = check(capsys)
    assert [line.split()[1] for line in first[:-1]] == ["DC101", "DC205", "DC203",  # 0001
                                                       "DC101", "DC103", "DC205", "DC203"]  # 0002
    assert first[-1] == "2 files checked, 7 warnings, 0 errors"
    no_parsing(monkeypatch)
    again, second = check(capsys)
    assert second[:-1] == first[:-1]
    assert second[-1] == "2 files checked (2 unchanged, findings from the cache), 7 warnings, 0 errors"
    assert again == code


def test_a_changed_file_is_checked_again(repo: Path, capsys: pytest.CaptureFixture[str]) -> None:
    check(capsys)
    adr = repo / "docs" / "adr" / "0002-use-postgresql.md"
    adr.write_text(BAD_ADR.replace("Acepted", "Accepted"))
    _, lines = check(capsys)
    assert lines[-1] == "2 files checked (1 unchanged, findings from the cache), 6 warnings, 0 errors"
    assert not any("acepted" in line for line in lines if line.startswith("docs/adr/0002"))


def test_a_changed_configuration_checks_everything_again(repo: Path, capsys: pytest.CaptureFixture[str]) -> None:
    check(capsys)
    (repo / ".doccheck.toml").write_text('date-order = "dmy"\n')
    _, lines = check(capsys)
    assert lines[-1] == "2 files checked, 5 warnings, 0 errors"


def test_selecting_findings_keeps_the_cache_warm(repo: Path, capsys: pytest.CaptureFixture[str]) -> None:
    check(capsys)
    (repo / ".doccheck.toml").write_text('ignore = ["DC203"]\n')
    _, lines = check(capsys)
    assert lines[-1] == "2 files checked (2 unchanged, findings from the cache), 5 warnings, 0 errors"
    assert not any(" DC203 " in line for line in lines)


@pytest.mark.parametrize("damage", ["garbage", "empty", "wrong-shape", "one byte changed"])
def test_a_corrupt_cache_costs_a_parse_and_nothing_else(repo: Path, capsys: pytest.CaptureFixture[str],
                                                        damage: str) -> None:
    _, first = check(capsys)
    stored = sorted((repo / ".doccheck" / "cache").iterdir())  # the findings, and the validated configuration
    assert [p.name[:7] for p in stored] == ["check.b", "config-"]
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
    assert lines == [*first[:-1], "2 files checked, 7 warnings, 0 errors"]


def test_a_missing_cache_is_rebuilt(repo: Path, capsys: pytest.CaptureFixture[str]) -> None:
    check(capsys)
    import shutil

    shutil.rmtree(repo / ".doccheck")
    _, lines = check(capsys)
    assert lines[-1].startswith("2 files checked, ")
    _, lines = check(capsys)
    assert lines[-1].startswith("2 files checked (2 unchanged, ")


@pytest.mark.parametrize("where", ["a file in the way", "a read-only file system"])
def test_a_cache_that_cannot_be_written_never_fails_the_run(repo: Path, capsys: pytest.CaptureFixture[str],
                                                            where: str) -> None:
    # Tests run as root, which ignores file modes: a file where the folder should be, and /proc (which even
    # root cannot create folders in), make writing fail honestly.
    if where == "a file in the way":
        (repo / ".doccheck").write_text("not a folder")
    else:
        (repo / ".doccheck.toml").write_text('cache-dir = "/proc/doccheck-cache"\n')
        from doccheck.config.trust import allow

        allow(repo / ".doccheck.toml", (repo / ".doccheck.toml").read_bytes())  # a folder outside: the user's
    code, lines = check(capsys)
    assert code == 0
    assert lines[-1] == "2 files checked, 7 warnings, 0 errors"
    _, lines = check(capsys)
    assert lines[-1] == "2 files checked, 7 warnings, 0 errors"


def test_no_cache_writes_nothing_and_reads_nothing(repo: Path, capsys: pytest.CaptureFixture[str]) -> None:
    check(capsys, "--no-cache")
    assert not (repo / ".doccheck").exists()
    check(capsys)
    _, lines = check(capsys, "--no-cache")
    assert lines[-1].startswith("2 files checked, ")


def test_the_cache_folder_is_tagged_and_ignored_by_git(repo: Path, capsys: pytest.CaptureFixture[str]) -> None:
    check(capsys)
    tag = (repo / ".doccheck" / "CACHEDIR.TAG").read_text()
    # https://bford.info/cachedir/: backup tools skip folders whose tag starts with this signature.
    assert tag.startswith("Signature: 8a477f597d28d172789f06886806bc55")
    assert (repo / ".doccheck" / ".gitignore").read_text().strip() == "*"


# Change detection as git's index does it: stat data first, the bytes only when those differ or are racy.
# Files a test writes are seconds old at most, so every entry would be racy (compared by content); the tests of
# the stat path make "old enough" mean "written before the run started".

@pytest.fixture
def trust_stat_data(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(doccheck.run.cache, "RACY_NS", 0)


def test_an_unchanged_file_is_not_even_read(repo: Path, capsys: pytest.CaptureFixture[str],
                                            monkeypatch: pytest.MonkeyPatch, trust_stat_data: None) -> None:
    _, first = check(capsys)

    def fail(*args: object) -> None:
        raise AssertionError("an unchanged file was read")

    monkeypatch.setattr(doccheck.run.check, "read_source", fail)
    _, second = check(capsys)
    assert second == [*first[:-1], "2 files checked (2 unchanged, findings from the cache), 7 warnings, 0 errors"]


def test_a_touched_file_is_compared_by_content_and_not_parsed(repo: Path, capsys: pytest.CaptureFixture[str],
                                                              monkeypatch: pytest.MonkeyPatch,
                                                              trust_stat_data: None) -> None:
    check(capsys)
    os.utime(repo / "docs" / "adr" / "0002-use-postgresql.md")  # new stat data, same bytes (git checkout, touch)
    no_parsing(monkeypatch)
    _, lines = check(capsys)
    assert lines[-1] == "2 files checked (2 unchanged, findings from the cache), 7 warnings, 0 errors"


class FrozenStat(NamedTuple):
    st_mode: int
    st_size: int
    st_mtime_ns: int
    st_ctime_ns: int
    st_ino: int


def test_same_size_and_times_with_other_bytes_is_seen_when_racy(repo: Path, capsys: pytest.CaptureFixture[str],
                                                                monkeypatch: pytest.MonkeyPatch) -> None:
    """A file system whose clock did not tick between two writes: the second write leaves size, mtime, ctime and
    inode as they were. The first run recorded them within a tick of reading the file, so they are racy and
    the second run compares the bytes."""
    adr = repo / "docs" / "adr" / "0002-use-postgresql.md"
    real_lstat = os.lstat
    frozen = time.time_ns()

    def coarse_lstat(path: str | os.PathLike[str]) -> object:
        info = real_lstat(path)
        return FrozenStat(info.st_mode, info.st_size, frozen, frozen, info.st_ino)

    monkeypatch.setattr(doccheck.run.cache.os, "lstat", coarse_lstat)
    check(capsys)
    adr.write_text(BAD_ADR.replace("Acepted", "Acceptd"))  # same size, other bytes, same (frozen) stat data
    _, lines = check(capsys)
    assert any("acceptd" in line.lower() for line in lines)
    assert lines[-1] == "2 files checked (1 unchanged, findings from the cache), 7 warnings, 0 errors"


def test_same_stat_data_long_after_they_were_recorded_is_trusted(repo: Path, capsys: pytest.CaptureFixture[str],
                                                                 monkeypatch: pytest.MonkeyPatch,
                                                                 trust_stat_data: None) -> None:
    """What the racy rule is for, and git's limit too: stat data recorded well after the file's last write are
    trusted, so bytes swapped under an unchanged size, mtime, ctime and inode (which only a clock set back, or a
    tool writing the device, can do) go unseen until the file's stat data change."""
    adr = repo / "docs" / "adr" / "0002-use-postgresql.md"
    real_lstat = os.lstat
    frozen = time.time_ns() - 10**9

    def coarse_lstat(path: str | os.PathLike[str]) -> object:
        info = real_lstat(path)
        return FrozenStat(info.st_mode, info.st_size, frozen, frozen, info.st_ino)

    monkeypatch.setattr(doccheck.run.cache.os, "lstat", coarse_lstat)
    check(capsys)
    adr.write_text(BAD_ADR.replace("Acepted", "Acceptd"))
    _, lines = check(capsys)
    assert lines[-1] == "2 files checked (2 unchanged, findings from the cache), 7 warnings, 0 errors"
    monkeypatch.setattr(doccheck.run.cache.os, "lstat", real_lstat)  # the real stat data differ: it is read
    _, lines = check(capsys)
    assert any("acceptd" in line.lower() for line in lines)


def test_a_new_doccheck_version_checks_everything_again(repo: Path, capsys: pytest.CaptureFixture[str],
                                                        monkeypatch: pytest.MonkeyPatch,
                                                        trust_stat_data: None) -> None:
    check(capsys)
    monkeypatch.setattr(doccheck, "__version__", "99.0.0")
    _, lines = check(capsys)
    assert lines[-1] == "2 files checked, 7 warnings, 0 errors"


def test_a_rule_edited_in_place_checks_everything_again(repo: Path, capsys: pytest.CaptureFixture[str],
                                                        trust_stat_data: None) -> None:
    """A development install, or a patched site-packages: same version, other rule code."""
    import doccheck.rules.structure

    check(capsys)
    module = Path(doccheck.rules.structure.__file__)
    before = module.stat()
    try:
        os.utime(module, ns=(before.st_atime_ns, before.st_mtime_ns + 10**9))
        _, lines = check(capsys)
    finally:
        os.utime(module, ns=(before.st_atime_ns, before.st_mtime_ns))
    assert lines[-1] == "2 files checked, 7 warnings, 0 errors"


KEP = "# KEP-1234: Integration testing\n\n## Summary\n\nWe test against real services.\n"


def test_a_changed_sidecar_checks_its_document_again(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                     monkeypatch: pytest.MonkeyPatch, trust_stat_data: None) -> None:
    (tmp_path / ".doccheck.toml").write_text('extend = ["kep"]\n')
    folder = tmp_path / "keps" / "sig-testing" / "1234-integration-testing"
    folder.mkdir(parents=True)
    (folder / "README.md").write_text(KEP)
    (folder / "kep.yaml").write_text("title: Integration testing\nstatus: implemented\n")
    monkeypatch.chdir(tmp_path)
    main(["keps", "-q"])
    assert "kep declares no 'kep-number'" in capsys.readouterr().out
    (folder / "kep.yaml").write_text("title: Integration testing\nkep-number: 1234\nstatus: implemented\n")
    main(["keps"])
    out = capsys.readouterr().out
    assert "kep declares no 'kep-number'" not in out
    assert "unchanged" not in out


def test_a_sidecar_that_appears_or_goes_checks_its_document_again(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch,
        trust_stat_data: None) -> None:
    """A folder without a sidecar keeps its files' own stat data: one written later still changes them."""
    (tmp_path / ".doccheck.toml").write_text('extend = ["kep"]\n')
    folder = tmp_path / "keps" / "sig-testing" / "1234-integration-testing"
    folder.mkdir(parents=True)
    (folder / "README.md").write_text(KEP)
    monkeypatch.chdir(tmp_path)
    main(["keps", "-q"])
    before = capsys.readouterr().out
    (folder / "kep.yaml").write_text("title: Integration testing\nstatus: implemented\n")
    main(["keps"])
    with_sidecar = capsys.readouterr().out
    assert "kep declares no 'kep-number'" in with_sidecar and "unchanged" not in with_sidecar
    (folder / "kep.yaml").unlink()
    main(["keps"])
    assert capsys.readouterr().out.splitlines()[:-1] == before.splitlines()[:-1]


@pytest.mark.parametrize("top", ["geps", ""])
def test_a_changed_series_sidecar_checks_its_document_again(
        top: str, tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch,
        trust_stat_data: None) -> None:
    """A GEP's `gep.yaml` (named for its series, `geps/`), or a ZEP's `zep.yaml` beside it at the repository's top,
    named for a series no folder names (Zarf's, hundred-and-forty-eighth held-out set): edited alone, its record is
    read again, and the run's cross-document findings follow (a status misspelt, then mended)."""
    name = "gep.yaml" if top else "zep.yaml"
    (tmp_path / ".doccheck.toml").write_text("")
    for n in range(1, 12):
        folder = tmp_path / top / f"{n:04d}-change-{n}"
        folder.mkdir(parents=True)
        (folder / "README.md").write_text(f"# GEP-{n:04d}: Change {n}\n\n## Summary\n\nWhat {n} does.\n")
        (folder / name).write_text(f"number: {n:04d}\nstatus: implemented\n")
    sidecar = tmp_path / top / "0003-change-3" / name
    monkeypatch.chdir(tmp_path)
    main(["check", "--select", "DC203", "."])
    assert "implemeted" not in capsys.readouterr().out
    sidecar.write_text("number: 0003\nstatus: implemeted\n")
    main(["check", "--select", "DC203", "."])
    assert "status 'implemeted'" in capsys.readouterr().out
    sidecar.write_text("number: 0003\nstatus: implemented\n")
    main(["check", "--select", "DC203", "."])
    assert "implemeted" not in capsys.readouterr().out


def test_a_guide_above_a_family_edited_alone_learns_the_family_again(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch,
        trust_stat_data: None) -> None:
    """The statuses a CONTRIBUTING.md lists are its family's (konflux's `In consideration`): the list taken out of
    the guide, a warm run reports what a cold one does, and the list put back takes the finding away again."""
    (tmp_path / ".doccheck.toml").write_text("")
    (tmp_path / ".git").mkdir()  # (a checkout's top: what a commit's run sees)
    folder = tmp_path / "ADR"
    folder.mkdir()
    (folder / "0000-adr-template.md").write_text("# NNNN. Title\n\n## Status\n\nAccepted\n\n## Context\n\nWhy?\n\n"
                                                 "## Decision\n\nWhat?\n")
    for n, status in enumerate(("Accepted", "Implemented", "Accepted", "Implemented", "In consideration"), 1):
        (folder / f"000{n}-decision-{n}.md").write_text(f"# {n}. Decision {n}\n\n## Status\n\n{status}\n\n"
                                                         f"## Context\n\nWhy {n}.\n\n## Decision\n\nWhat {n}.\n")
    guide = tmp_path / "CONTRIBUTING.md"
    listed = "# Contributing\n\n- **status**: One of Accepted, Implemented, Proposed, Replaced, In consideration\n"
    guide.write_text(listed)
    monkeypatch.chdir(tmp_path)

    def reported() -> bool:
        main(["check", "."])  # (every rule: the run whose repository pass is replayed from the cache)
        return "in-consideration" in capsys.readouterr().out

    assert not reported()
    guide.write_text("# Contributing\n\nWrite a decision record.\n")
    assert reported()
    guide.write_text(listed)
    assert not reported()


def test_a_file_a_link_points_at_is_looked_for_again(repo: Path, capsys: pytest.CaptureFixture[str],
                                                     trust_stat_data: None) -> None:
    """The cross-document findings are replayed while the index is unchanged, but not the disk they checked."""
    adr = repo / "docs" / "adr" / "0001-record-decisions.md"
    adr.write_text(adr.read_text() + "\nSee [the diagram](diagram.png).\n")
    _, lines = check(capsys)
    assert any("DC410" in line and "diagram.png" in line for line in lines)
    _, lines = check(capsys)
    assert any("DC410" in line and "diagram.png" in line for line in lines)
    (repo / "docs" / "adr" / "diagram.png").write_bytes(b"\x89PNG")
    _, lines = check(capsys)
    assert not any("DC410" in line for line in lines)
    assert lines[-1].startswith("2 files checked (2 unchanged")


# A commit changes a few files: their entries go to a journal beside the cache, which is not written again.

def cache_files(repo: Path) -> dict[str, bytes]:
    folder = repo / ".doccheck" / "cache"
    return {p.name: p.read_bytes() for p in sorted(folder.iterdir()) if p.name.startswith("check.")}


def uncached(capsys: pytest.CaptureFixture[str], *args: str) -> list[str]:
    _, lines = check(capsys, "--no-cache", *args)
    return lines[:-1]


def test_a_commit_is_kept_in_a_journal_and_the_cache_file_is_not_written(
        repo: Path, capsys: pytest.CaptureFixture[str], trust_stat_data: None) -> None:
    check(capsys)
    before = cache_files(repo)
    (repo / "docs" / "adr" / "0002-use-postgresql.md").write_text(BAD_ADR.replace("Acepted", "Accepted"))
    _, lines = check(capsys)
    after = cache_files(repo)
    assert after["check.bin"] == before["check.bin"] and "check.journal" in after
    assert lines[:-1] == uncached(capsys) and "Acepted" not in "".join(lines)
    _, again = check(capsys)  # the cache and its journal together
    assert again[:-1] == lines[:-1]
    assert again[-1] == "2 files checked (2 unchanged, findings from the cache), 6 warnings, 0 errors"


def test_a_large_change_writes_the_cache_whole(repo: Path, capsys: pytest.CaptureFixture[str],
                                              monkeypatch: pytest.MonkeyPatch, trust_stat_data: None) -> None:
    monkeypatch.setattr(doccheck.run.cache, "JOURNAL_LIMIT", 1)
    check(capsys)
    before = cache_files(repo)
    for adr in (repo / "docs" / "adr").iterdir():
        adr.write_text(adr.read_text().replace("Acepted", "Accepted"))
    _, lines = check(capsys)
    after = cache_files(repo)
    assert "check.journal" not in after and after["check.bin"] != before["check.bin"]
    assert lines[:-1] == uncached(capsys)


@pytest.mark.parametrize("journal", ["damaged", "written for another cache file"])
def test_a_journal_that_does_not_belong_is_ignored(repo: Path, capsys: pytest.CaptureFixture[str],
                                                   trust_stat_data: None, journal: str) -> None:
    adr = repo / "docs" / "adr" / "0002-use-postgresql.md"
    check(capsys)
    adr.write_text(BAD_ADR.replace("Acepted", "Accepted"))
    check(capsys)
    path = repo / ".doccheck" / "cache" / "check.journal"
    written = path.read_bytes()
    if journal == "damaged":
        path.write_bytes(written[:-3] + bytes([written[-3] ^ 1]) + written[-2:])
    else:  # a new file is not a commit-sized change of known files: the cache is written whole, the journal goes
        (repo / "docs" / "adr" / "0003-new.md").write_text("# 3. New\n")
        check(capsys)
        assert not path.exists()
        path.write_bytes(written)
    assert not doccheck.run.check.open_cache(doccheck.run.settings.load_config(repo), None, True)._journal
    _, lines = check(capsys)
    assert lines[:-1] == uncached(capsys)


@pytest.mark.parametrize("seed", [13, 29, 71])
def test_cached_runs_agree_with_uncached_ones_through_many_commits(seed: int, tmp_path: Path,
                                                                   capsys: pytest.CaptureFixture[str],
                                                                   monkeypatch: pytest.MonkeyPatch,
                                                                   trust_stat_data: None) -> None:
    """Edits, new files and folders, deletions, renames, touches and sidecars, in a seeded random order: after
    each, `check docs` (every finding) and the hook's `check FILE` say with the cache what they say without."""
    import random

    (tmp_path / ".doccheck.toml").write_text('extend = ["kep"]\n')
    monkeypatch.chdir(tmp_path)
    rng = random.Random(seed)
    folders = [Path("docs/adr"), Path("docs/adr/old"), Path("docs/keps/1234-testing"), Path("docs/rfcs")]
    for folder in folders:
        folder.mkdir(parents=True)
    stamp = [time.time_ns() - 10**12]  # distinct stat data for every write, as seconds apart on a real clock

    def settle(*paths: Path) -> None:
        for path in paths:
            stamp[0] += 10**9
            if path.exists():
                os.utime(path, ns=(stamp[0], stamp[0]))

    def write(path: Path, number: int) -> None:
        status = rng.choice(["Accepted", "Acepted", "Superseded by [ADR 1](0001-one.md)", "Proposed"])
        link = rng.choice(["", "\nSee [two](0002-two.md) and [missing](0099-missing.md).\n"])
        path.write_text(f"# {number}. Title {number}\n\nDate: 2024-0{rng.randint(1, 9)}-1{rng.randint(0, 9)}\n\n"
                        f"## Status\n\n{status}\n\n## Context\n\nWhy.\n\n## Decision\n\nWhat.{link}\n")
        settle(path, path.parent)

    def run(*args: str) -> list[str]:
        capsys.readouterr()
        main(list(args))
        return capsys.readouterr().out.splitlines()[:-1]  # the summary says how many came from the cache

    for n in range(1, 7):
        write(folders[n % len(folders)] / f"{n:04d}-doc-{n}.md", n)
    for step in range(40):
        documents = sorted(Path("docs").rglob("*.md"))
        action = rng.choice(["edit", "edit", "add", "delete", "rename", "touch", "sidecar", "folder"])
        target = rng.choice(documents)
        if action == "edit":
            write(target, rng.randint(1, 4))
        elif action == "add":
            write(rng.choice(folders) / f"{rng.randint(1, 99):04d}-added-{step}.md", rng.randint(1, 9))
        elif action == "delete" and len(documents) > 2:
            target.unlink()
            settle(target.parent)
        elif action == "rename":
            target.rename(target.with_name(f"{rng.randint(1, 9):04d}-renamed-{step}.md"))
            settle(target.parent, target.with_name(f"{rng.randint(1, 9):04d}-renamed-{step}.md"))
        elif action == "touch":
            settle(target)
        elif action == "sidecar":
            sidecar = folders[2] / "kep.yaml"
            if sidecar.exists() and rng.random() < 0.5:
                sidecar.unlink()
            else:
                sidecar.write_text(f"title: Testing\nkep-number: {rng.choice([1234, 99])}\nstatus: implementable\n")
            settle(sidecar, folders[2])
        else:
            new = Path(f"docs/adr/batch-{step}")
            new.mkdir()
            settle(new.parent)
            write(new / "0001-one.md", 1)
            folders.append(new)
        assert run("docs") == run("docs", "--no-cache"), f"step {step}: {action} {target}"
        named = str(rng.choice(sorted(Path("docs").rglob("*.md"))))
        assert run(named) == run(named, "--no-cache"), f"step {step}: check {named}"


def test_runs_with_other_options_keep_their_validated_configurations(repo: Path, capsys: pytest.CaptureFixture[str],
                                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    """The hook's flags and a developer's differ: each set of options is validated once, not at every switch."""
    import doccheck.config.schema

    check(capsys)
    check(capsys, "--fail-level", "never")

    def fail(*args: object) -> None:
        raise AssertionError("options validated again")

    monkeypatch.setattr(doccheck.config.schema, "validate_options", fail)
    for flags in ([], ["--fail-level", "never"], []):
        _, lines = check(capsys, *flags)
        assert lines[-1].endswith("7 warnings, 0 errors")


@pytest.mark.parametrize("where", [".doccheck.toml", "pyproject.toml"])
def test_a_changed_configuration_takes_effect_at_once(where: str, repo: Path, capsys: pytest.CaptureFixture[str]
                                                      ) -> None:
    """The validated configuration is kept by the file's bytes: any edit is read and validated again, and a
    configuration that names another cache folder keeps its stamp there."""
    (repo / ".doccheck.toml").unlink()
    table = "[tool.doccheck]\n" if where == "pyproject.toml" else ""
    (repo / where).write_text(table)
    assert check(capsys)[1][-1].endswith("7 warnings, 0 errors")
    (repo / where).write_text(table + 'ignore = ["DC203"]\n')
    assert check(capsys)[1][-1].endswith("5 warnings, 0 errors")
    (repo / where).write_text(table + 'ignore = ["DC203"]\ncache-dir = ".cache/doccheck"\n')
    assert check(capsys)[1][-1].endswith("5 warnings, 0 errors")
    assert list((repo / ".cache" / "doccheck" / "cache").glob("config-*.bin"))
    (repo / where).write_text(table + "ignore = [\n")  # broken: the stamp of the last good bytes is no answer
    assert check(capsys)[0] == 2


def test_a_run_with_its_configuration_validated_reads_no_toml(repo: Path) -> None:
    """tomllib (with datetime) and json cost a commit's run ~4.5 ms: with the stamp there, neither is imported."""
    import subprocess
    import sys

    (repo / ".doccheck.toml").write_text('ignore = ["DC203"]\n')
    command = [sys.executable, "-X", "importtime", "-m", "doccheck", "check", "--jobs", "1", "docs"]
    first = subprocess.run(command, cwd=repo, capture_output=True, text=True, timeout=60)
    again = subprocess.run(command, cwd=repo, capture_output=True, text=True, timeout=60)
    imported = [{line.split("|")[-1].strip() for line in run.stderr.splitlines() if line.startswith("import time:")}
                for run in (first, again)]
    assert "tomllib" in imported[0] and "doccheck.run.check" in imported[1]
    assert not imported[1] & {"tomllib", "json", "pydantic"}
    assert again.stdout.splitlines()[-1].endswith("5 warnings, 0 errors")
