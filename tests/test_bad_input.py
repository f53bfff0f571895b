"""Bad input: a finding or a one-line error naming the file, the right exit code, and never a traceback."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

from doccheck.cli.main import main


@pytest.fixture
def folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    (tmp_path / ".doccheck.toml").write_text("")  # no configuration from above leaks in
    monkeypatch.chdir(tmp_path)
    return tmp_path


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, list[str], list[str]]:
    capsys.readouterr()
    code = main(["--no-cache", *args])
    out, err = capsys.readouterr()
    assert "Traceback" not in out + err
    return code, out.splitlines(), err.splitlines()


def test_binary_file(folder: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (folder / "logo.md").write_bytes(b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR" + bytes(range(256)))
    code, out, _ = run(capsys, "logo.md")
    assert out[0] == "logo.md:1:1: DC001 not-text: binary file (NUL bytes); only Markdown text can be checked"
    assert code == 1


def test_invalid_utf8(folder: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (folder / "notes.md").write_bytes("# Notes\n\nDécision\n".encode("latin-1"))
    code, out, _ = run(capsys, "notes.md")
    assert out[0] == "notes.md:1:1: DC001 not-text: invalid UTF-8 at line 3 (byte 10); re-save the file as UTF-8"
    assert code == 1


def test_empty_file(folder: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (folder / "docs" / "adr").mkdir(parents=True)
    (folder / "docs" / "adr" / "0007-caching.md").write_bytes(b"")
    code, out, _ = run(capsys, "docs/adr/0007-caching.md")
    assert out == ["docs/adr/0007-caching.md:1:1: DC003 empty-document: document is empty",
                   "1 file checked, 1 warning, 0 errors"]
    assert code == 0


def test_an_empty_file_of_no_type_is_not_reported(folder: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A placeholder README in a code folder (modernisation-platform's terraform modules) records nothing."""
    (folder / "terraform" / "modules" / "vpc").mkdir(parents=True)
    (folder / "terraform" / "modules" / "vpc" / "README.md").write_bytes(b"")
    code, out, _ = run(capsys, "terraform")
    assert (code, out) == (0, ["1 file checked, 0 warnings, 0 errors"])


def test_a_50_mb_file_is_reported_without_being_read(folder: Path, capsys: pytest.CaptureFixture[str]) -> None:
    with open(folder / "export.md", "wb") as handle:
        handle.truncate(50 * 2**20)  # sparse: instant to make, and doccheck must not read it anyway
    started = time.perf_counter()
    code, out, _ = run(capsys, "export.md")
    assert time.perf_counter() - started < 1.0
    assert out[0] == ("export.md:1:1: DC002 file-too-large: file is 52.4 MB, over the 5 MB limit; "
                      "exclude it in the doccheck configuration")
    assert code == 0  # a warning


def test_a_symlink_loop(folder: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (folder / "a.md").symlink_to("b.md")
    (folder / "b.md").symlink_to("a.md")
    (folder / "docs").mkdir()
    (folder / "docs" / "again").symlink_to("..")  # a folder loop: not followed
    (folder / "docs" / "ok.md").write_text("# OK\n\nFine.\n")
    code, out, _ = run(capsys, ".")
    assert out == [
        "a.md:1:1: DC001 not-text: cannot be read: Too many levels of symbolic links",
        "b.md:1:1: DC001 not-text: cannot be read: Too many levels of symbolic links",
        "3 files checked, 0 warnings, 2 errors",
    ]
    assert code == 1


def test_a_missing_path(folder: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "docs/adr/0001-nope.md")
    assert (code, out, err) == (2, [], ["doccheck: error: docs/adr/0001-nope.md: no such file or folder"])


def test_a_folder_with_no_markdown(folder: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (folder / "src").mkdir()
    (folder / "src" / "main.py").write_text("print('hi')\n")
    code, out, err = run(capsys, "src")
    assert err == ["doccheck: src: no Markdown files found in this folder"]
    assert out == ["0 files checked, 0 warnings, 0 errors"]
    assert code == 0


def test_a_fifo_named_md_does_not_block(folder: Path, capsys: pytest.CaptureFixture[str]) -> None:
    os.mkfifo(folder / "pipe.md")
    code, out, _ = run(capsys, ".")
    assert out[0] == "pipe.md:1:1: DC001 not-text: cannot be read: not a regular file"
    assert code == 1


def test_a_folder_named_md_is_a_folder(folder: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (folder / "odd.md").mkdir()
    (folder / "odd.md" / "inner.md").write_text("# Inner\n\nText.\n")
    code, out, _ = run(capsys, ".")
    assert out == ["1 file checked, 0 warnings, 0 errors"]
    assert code == 0


def test_an_unreadable_file(folder: Path) -> None:
    """chmod 000. Root reads anything, so as root the check runs without the capabilities that bypass file
    modes (setpriv drops CAP_DAC_OVERRIDE and CAP_DAC_READ_SEARCH): the read really fails."""
    (folder / "secret.md").write_text("# Secret\n")
    (folder / "secret.md").chmod(0)
    command = [sys.executable, "-m", "doccheck", "--no-cache", "secret.md"]
    if os.geteuid() == 0:
        setpriv = shutil.which("setpriv")
        if setpriv is None:
            pytest.skip("running as root without setpriv: cannot make a file unreadable")
        caps = "-dac_override,-dac_read_search"
        command = [setpriv, f"--inh-caps={caps}", f"--bounding-set={caps}", *command]
    result = subprocess.run(command, cwd=folder, capture_output=True, text=True, timeout=60)
    assert "Traceback" not in result.stderr
    assert result.stdout.splitlines()[0] == "secret.md:1:1: DC001 not-text: cannot be read: Permission denied"
    assert result.returncode == 1


def test_broken_front_matter_keeps_the_rest_of_the_document(folder: Path,
                                                             capsys: pytest.CaptureFixture[str]) -> None:
    adr = folder / "docs" / "adr"
    adr.mkdir(parents=True)
    (adr / "0001-x.md").write_text("---\nstatus: [accepted\n---\n# 1. X\n\n## Context\n\nC.\n\n## Decision\n\n"
                                   "D.\n\n## Consequences\n\nE.\n")
    code, out, _ = run(capsys, "docs")
    assert out[0].startswith("docs/adr/0001-x.md:3:1: DC004 invalid-front-matter: yaml front matter does not parse")
    assert code == 1


@pytest.mark.parametrize("key", ["model-config", "severity"])
def test_a_restricted_field_is_checked_whatever_its_name(folder: Path, capsys: pytest.CaptureFixture[str],
                                                         key: str) -> None:
    # `model-config` once named pydantic's own configuration and was never checked.
    (folder / ".doccheck.toml").write_text(f'[[types]]\nname = "runbook"\nglobs = ["*.md"]\n'
                                           f'[types.fields]\n{key} = ["page", "ticket"]\n')
    (folder / "disk-full.md").write_text(f"---\n{key}: urgent\n---\n# Disk full\n")
    code, out, _ = run(capsys, "disk-full.md")
    assert out[0] == f"disk-full.md:2:1: DC202 invalid-metadata: {key} is 'urgent'; allowed: page, ticket"
    assert code == 0


@pytest.mark.parametrize(("name", "message"), [
    ("/dev/zero", "/dev/zero: cannot read configuration: not a regular file"),  # read, it would never end
    ("fifo.toml", "fifo.toml: cannot read configuration: not a regular file"),  # opened, it would block
    ("big.toml", "big.toml: cannot read configuration: 2,000,000 bytes, over the 1024 KB a configuration can be"),
    ("nowhere.toml", "nowhere.toml: configuration file not found"),
])
def test_a_configuration_that_cannot_be_one_is_one_line(folder: Path, capsys: pytest.CaptureFixture[str],
                                                         name: str, message: str) -> None:
    os.mkfifo(folder / "fifo.toml")
    (folder / "big.toml").write_text("#" * 2_000_000)
    (folder / "adr.md").write_text("# 1. Use X\n")
    code, out, err = run(capsys, "--config", name, "adr.md")
    assert (code, out, err) == (2, [], [f"doccheck: error: {message}"])
