"""The register `doccheck index` writes passes markdownlint's default rules (issue 26). The main ones are checked
here, rule by rule, on registers of real folders (Nygard, MADR, KEPs, CIPs, Rust RFCs) and of titles written to
break a table; where markdownlint itself is installed (`markdownlint-cli2` on PATH, or $DOCCHECK_MARKDOWNLINT),
it is run on them too and must find nothing."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
from pathlib import Path

import pytest
from tests.test_cli import doccheck

ROOT = Path(__file__).resolve().parents[1]
CORPUS = ROOT.parent / "shared" / "corpus"
HOSTILE = {
    "0001-pipes.md": "# 1. Pipes | and `code|x` <b>bold</b> *em* _u_ https://x.example/a, a backslash \\\n\n"
                     "Date: 2020-01-01\n\n## Status\n\nAccepted\n\n## Context\n\nC.\n",
    "0002-hashes.md": "# 2.   [a link](http://x.example)   and ## hashes ##\n\nDate: 2021-01-01\n\n## Status\n\n"
                      "Superseded by [1. Pipes](0001-pipes.md)\n\n## Context\n\nC.\n",
    "0003-long.md": "# 3. " + "A very long title " * 20 + "\n\nDate: 2022-01-01\n\n## Status\n\nProposed\n",
    "0004-list.md": "# 4. - a list? 1. or not\n\nDate: 2022-02-02\n\n## Status\n\nAccepted\n",
}


def registers(tmp_path: Path) -> list[Path]:
    """Registers as `doccheck index --fix` writes them: a new file per real folder, one appended to a README with
    its own text, and one of hostile titles."""
    written = []
    for source in ("govuk-aws", "jabref", "k8s-keps", "cardano-cips", "rust-rfcs", "cometbft"):
        folder = tmp_path / source
        shutil.copytree(CORPUS / source, folder)
        (folder / ".doccheck.toml").write_text('registers = ["DECISIONS.md"]\n')
        assert doccheck("index", "--fix", cwd=folder).code == 0
        written.append(folder / "DECISIONS.md")
    hostile = tmp_path / "hostile"
    (hostile / "adr").mkdir(parents=True)
    (hostile / ".doccheck.toml").write_text('registers = ["adr/README.md"]\n')
    for name, text in HOSTILE.items():
        (hostile / "adr" / name).write_text(text)
    (hostile / "adr" / "README.md").write_text("# Architecture decisions\n\nHow we decide:\n\n- write it down\n"
                                               "- link it\n")
    assert doccheck("index", "--fix", cwd=hostile).code == 0
    written.append(hostile / "adr" / "README.md")
    return written


@pytest.fixture(scope="module")
def written(tmp_path_factory: pytest.TempPathFactory) -> list[Path]:
    if not CORPUS.is_dir():
        pytest.skip(f"no corpus at {CORPUS}")
    return registers(tmp_path_factory.mktemp("registers"))


def _table(lines: list[str]) -> list[int]:
    return [n for n, line in enumerate(lines) if line.startswith("|")]


def _cells(line: str) -> list[str]:
    return re.split(r"(?<!\\)\|", line)[1:-1]


def _exempt(lines: list[str]) -> set[int]:
    """The lines between `markdownlint-disable MD013` and `markdownlint-restore`."""
    off = False
    exempt = set()
    for n, line in enumerate(lines):
        if line == "<!-- markdownlint-disable MD013 -->":
            off = True
        elif line == "<!-- markdownlint-restore -->":
            off = False
        elif off:
            exempt.add(n)
    return exempt


def test_md009_md012_md047_trailing_spaces_blank_lines_final_newline(written: list[Path]) -> None:
    for path in written:
        text = path.read_text("utf-8")
        assert text.endswith("\n") and not text.endswith("\n\n"), path  # MD047
        lines = text.split("\n")[:-1]
        assert not [n for n, line in enumerate(lines) if line != line.rstrip()], path  # MD009
        assert not [n for n in range(1, len(lines)) if not lines[n].strip() and not lines[n - 1].strip()], path


def test_md022_md032_md041_headings_and_lists_have_blank_lines_around(written: list[Path]) -> None:
    for path in written:
        lines = path.read_text("utf-8").split("\n")[:-1]
        assert lines[0].startswith("# "), path  # MD041: a file doccheck made opens with its title
        for n, line in enumerate(lines):
            if re.match(r"^#{1,6} ", line):
                assert n == 0 or not lines[n - 1].strip(), (path, n)
                assert n + 1 == len(lines) or not lines[n + 1].strip(), (path, n)
            if re.match(r"^(?:[-*+]|\d+[.)]) ", line):  # a list: blank before its first item, after its last
                assert n == 0 or not lines[n - 1].strip() or re.match(r"^(?:[-*+]|\d+[.)]) ", lines[n - 1])
                assert n + 1 == len(lines) or not lines[n + 1].strip() or re.match(r"^(?:[-*+]|\d+[.)]) ",
                                                                                   lines[n + 1])


def test_md055_md056_md058_md060_the_table(written: list[Path]) -> None:
    for path in written:
        lines = path.read_text("utf-8").split("\n")[:-1]
        rows = _table(lines)
        assert rows == list(range(rows[0], rows[-1] + 1)), path  # one table
        assert not lines[rows[0] - 1].strip() and not lines[rows[-1] + 1].strip(), path  # MD058
        width = len(_cells(lines[rows[0]]))
        for n in rows:
            line = lines[n]
            assert line.startswith("|") and line.endswith("|"), (path, line)  # MD055: leading and trailing pipes
            cells = _cells(line)
            assert len(cells) == width, (path, line)  # MD056
            # MD060, compact: one space on each side of every pipe, `| |` for an empty cell.
            assert all(cell == " " or (cell.startswith(" ") and cell.endswith(" ") and cell.strip() == cell[1:-1])
                       for cell in cells), (path, line)
        assert re.fullmatch(r"(\| --- )+\|", lines[rows[0] + 1]), path


def test_md013_only_the_table_is_longer_than_80(written: list[Path]) -> None:
    for path in written:
        lines = path.read_text("utf-8").split("\n")[:-1]
        exempt = _exempt(lines)
        assert set(_table(lines)) <= exempt, path
        assert not [line for n, line in enumerate(lines) if len(line) > 80 and n not in exempt], path


def test_a_register_written_before_keeps_verifying_and_is_rewritten_once(tmp_path: Path) -> None:
    """A register in the earlier form (`|---|`, `|  |`, no blank lines) is not out of date for its spacing:
    `doccheck index` passes, `--fix` writes the linted form once."""
    hostile = tmp_path / "hostile"
    (hostile / "adr").mkdir(parents=True)
    (hostile / ".doccheck.toml").touch()
    (hostile / "adr" / "0001-pipes.md").write_text(HOSTILE["0001-pipes.md"])
    (hostile / "adr" / "README.md").write_text(
        "# ADRs\n\n<!-- doccheck-index start -->\n| # | Title | Status | Date | Superseded by / amends |\n"
        "|---|---|---|---|---|\n| 1 | [1. Pipes \\| and \\`code\\|x\\` \\<b\\>bold\\</b\\> \\*em\\* \\_u\\_ "
        "https://x.example/a, a backslash \\\\](0001-pipes.md) | accepted | 2020-01-01 |  |\n"
        "<!-- doccheck-index end -->\n")
    assert doccheck("index", cwd=hostile).code == 0
    assert doccheck("index", "--fix", cwd=hostile).out == ["adr/README.md: register rewritten (1 decision)"]
    assert doccheck("index", "--fix", cwd=hostile).out == []


def test_markdownlint_itself_finds_nothing(written: list[Path]) -> None:
    tool = os.environ.get("DOCCHECK_MARKDOWNLINT") or shutil.which("markdownlint-cli2")
    if not tool:
        pytest.skip("markdownlint-cli2 is not installed (npm install markdownlint-cli2)")
    # MD041 is the file's own first line: a register appended to a file with no title is the author's to title.
    done = subprocess.run([tool, *map(str, written)], capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stdout + done.stderr
