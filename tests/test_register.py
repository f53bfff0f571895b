"""`doccheck index`: the register of decisions is generated, verified (DC415 names the wrong row) and rewritten
idempotently, on the bundled examples and on real ADRs from the corpus."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest
import yaml
from tests.test_cli import Run, doccheck

ROOT = Path(__file__).resolve().parents[1]
CORPUS = ROOT.parent / "shared" / "corpus"
POSTGRES_ROW = ("| 2 | [2. Use PostgreSQL for the orders service](0002-use-postgresql.md) | superseded | 2019-03-01 | "
                "superseded by [4](0004-move-to-cockroachdb.md) |")


@pytest.fixture
def examples(tmp_path: Path) -> Path:
    shutil.copytree(ROOT / "examples", tmp_path / "examples", ignore=shutil.ignore_patterns(".doccheck"))
    return tmp_path / "examples"


def test_a_configured_register_is_written_then_verified(examples: Path) -> None:
    assert doccheck("index", cwd=examples) == Run(1, [
        "adr/README.md:1:1: DC415 index-out-of-date: no register markers; `doccheck index --fix` adds them"],
        ["1 register checked, 1 out-of-date row"])
    assert doccheck("index", "--fix", cwd=examples) == Run(0, ["adr/README.md: register rewritten (5 decisions)"], [])
    umask = os.umask(0o022)
    os.umask(umask)
    assert (examples / "adr" / "README.md").stat().st_mode & 0o777 == 0o666 & ~umask  # to commit: not private
    lines = (examples / "adr" / "README.md").read_text().splitlines()
    assert lines[:10] == ["# Decisions", "", "<!-- doccheck-index start: `doccheck index --fix` writes it from the "
                          "records -->", "", "<!-- markdownlint-capture -->", "<!-- markdownlint-disable MD013 -->", "",
                          "| # | Title | Status | Date | Superseded by / amends |", "| --- | --- | --- | --- | --- |",
                          "| 1 | [1. Record architecture decisions](0001-record-architecture-decisions.md) | accepted "
                          "| 2019-01-10 | |"]
    assert POSTGRES_ROW in lines
    assert len([line for line in lines if line.startswith("| ") and "](" in line]) == 5  # the spec is not an ADR here
    assert doccheck("index", cwd=examples) == Run(0, [], ["1 register checked, 0 out-of-date rows"])
    assert doccheck("check", "--all", "-q", ".", cwd=examples).code == 0


def test_fix_is_idempotent_and_keeps_the_text_around_the_markers(examples: Path) -> None:
    readme = examples / "adr" / "README.md"
    readme.write_text("# Decisions of acme\n\nRead these first.\n\n<!-- doccheck-index start -->\n| old |\n"
                      "<!-- doccheck-index end -->\n\nMaintained by the platform team.\n")
    doccheck("index", "--fix", cwd=examples)
    once = readme.read_bytes()
    assert doccheck("index", "--fix", cwd=examples) == Run(0, [], [])  # nothing to rewrite
    assert readme.read_bytes() == once
    text = once.decode()
    assert text.startswith("# Decisions of acme\n\nRead these first.\n\n<!-- doccheck-index start -->\n\n"
                           "<!-- markdownlint-capture -->\n<!-- markdownlint-disable MD013 -->\n\n| # |")
    assert text.endswith("|\n\n<!-- markdownlint-restore -->\n\n<!-- doccheck-index end -->\n\nMaintained by the "
                         "platform team.\n")
    assert POSTGRES_ROW in text


def test_check_names_the_wrong_missing_and_unknown_rows(examples: Path) -> None:
    doccheck("index", "--fix", cwd=examples)
    readme = examples / "adr" / "README.md"
    lines = readme.read_text().splitlines()
    wrong = lines.index(POSTGRES_ROW)
    lines[wrong] = POSTGRES_ROW.replace("| superseded |", "| accepted |")
    lines = [line for line in lines if "0003-public-api-style.md" not in line]
    lines.insert(-1, "| 9 | [9. Use Kafka](0009-use-kafka.md) | accepted | 2023-01-01 |  |")
    readme.write_text("\n".join(lines) + "\n")
    run = doccheck("check", "-q", "--select", "DC415", "adr/README.md", cwd=examples)
    assert run.code == 0  # a warning
    assert run.out == [
        f"adr/README.md:{wrong + 1}:1: DC415 index-out-of-date: the row of adr/0002-use-postgresql.md says status "
        "'accepted' where the document says 'superseded'; `doccheck index --fix` rewrites it",
        f"adr/README.md:{len(lines) - 1}:1: DC415 index-out-of-date: the register lists '0009-use-kafka.md', which "
        "is not a document it covers; `doccheck index --fix` rewrites it",
        f"adr/README.md:{len(lines)}:1: DC415 index-out-of-date: adr/0003-public-api-style.md is not in the register "
        "(3 [3. A REST public API with anonymous reads](0003-public-api-style.md)); `doccheck index --fix` "
        "rewrites it",
    ]
    # Committing only the document whose status changed also shows the register it makes stale.
    assert any("DC415" in line for line in doccheck("check", "-q", "adr/0002-use-postgresql.md", cwd=examples).out)


def test_a_status_change_makes_the_register_stale_until_fixed(examples: Path) -> None:
    doccheck("index", "--fix", cwd=examples)
    adr = examples / "adr" / "0003-public-api-style.md"
    adr.write_text(adr.read_text().replace("status: accepted", "status: deprecated", 1))
    assert doccheck("index", cwd=examples).out == [
        "adr/README.md:12:1: DC415 index-out-of-date: the row of adr/0003-public-api-style.md says status 'accepted' "
        "where the document says 'deprecated'; `doccheck index --fix` rewrites it"]
    doccheck("index", "--fix", cwd=examples)
    assert doccheck("index", cwd=examples).code == 0


def test_a_title_from_a_document_stays_one_plain_cell(examples: Path) -> None:
    adr = examples / "adr" / "0001-record-architecture-decisions.md"
    adr.write_text(adr.read_text().replace("# 1. Record architecture decisions",
                                           "# 1. Pipes | and [links](javascript:alert(1)) <b>bold</b>", 1))
    doccheck("index", "--fix", cwd=examples)
    row = next(line for line in (examples / "adr" / "README.md").read_text().splitlines() if line.startswith("| 1 "))
    assert row == (r"| 1 | [1. Pipes \| and \[links\](javascript:alert(1)) \<b\>bold\</b\>]"
                   "(0001-record-architecture-decisions.md) | accepted | 2019-01-10 | |")
    assert doccheck("index", cwd=examples).code == 0  # and it reads back as the same row


def test_the_fixer_is_a_pre_commit_hook() -> None:
    hooks = {h["id"]: h for h in yaml.safe_load((ROOT / ".pre-commit-hooks.yaml").read_text())}
    assert hooks["doccheck-index"]["entry"] == "doccheck index --fix"
    assert hooks["doccheck-index"]["pass_filenames"] is False


@pytest.mark.skipif(not CORPUS.is_dir(), reason=f"no corpus at {CORPUS}")
def test_a_register_of_real_adrs_is_generated_verified_and_stable(tmp_path: Path) -> None:
    """adr-tools' own ADRs (9 files, one superseded, one amending another)."""
    project = tmp_path / "adr-tools"
    shutil.copytree(CORPUS / "adr-tools", project)
    (project / ".doccheck.toml").write_text('registers = ["INDEX.md"]\n')
    assert doccheck("index", "--fix", cwd=project).out == ["INDEX.md: register rewritten (9 decisions)"]
    text = (project / "INDEX.md").read_text()
    rows = [line for line in text.splitlines() if line.startswith("| ") and "](" in line]
    assert [row.split(" | ")[0] for row in rows] == [f"| {n}" for n in range(1, 10)]
    assert doccheck("index", cwd=project).code == 0
    assert doccheck("index", "--fix", cwd=project).out == []
    stale = next(row for row in rows if "| accepted |" in row)
    (project / "INDEX.md").write_text(text.replace(stale, stale.replace("| accepted |", "| proposed |")))
    run = doccheck("index", cwd=project)
    assert run.code == 1 and len(run.out) == 1
    assert "says status 'proposed' where the document says 'accepted'" in run.out[0]


def test_a_register_can_list_one_family(examples: Path) -> None:
    index = examples / "INDEX.md"
    index.write_text("# Specs\n\n<!-- doccheck-index start types=feature-spec -->\n<!-- doccheck-index end -->\n")
    assert doccheck("index", "--fix", cwd=examples).out == ["INDEX.md: register rewritten (1 decision)",
                                                            "adr/README.md: register rewritten (5 decisions)"]
    rows = [line for line in index.read_text().splitlines() if "](" in line]
    assert rows == ["| | [Partner API](specs/FEAT-PARTNER-API.md) | in-progress | 2023-01-15 | |"]
    assert doccheck("index", cwd=examples).code == 0


def test_a_register_gives_a_record_in_a_stage_folder_its_folders_status(tmp_path: Path) -> None:
    """emqx's EIPs state no status: the folder they are kept in says it (`active/`, `implemented/`, `rejected/`), as
    the checks and the graph read it; a record that states its own keeps it."""
    project = tmp_path / "eip"
    for number, stage, own in ((1, "active", ""), (2, "active", ""), (3, "implemented", ""),
                               (4, "implemented", "Status: accepted\n\n"), (5, "rejected", "")):
        folder = project / stage
        folder.mkdir(parents=True, exist_ok=True)
        (folder / f"000{number}-change-{number}.md").write_text(
            f"# {number}. Change {number}\n\n{own}## Motivation\n\nWhy {number}.\n")
    (project / ".doccheck.toml").write_text("")
    (project / "INDEX.md").write_text("# EIPs\n\n<!-- doccheck-index start -->\n<!-- doccheck-index end -->\n")
    assert doccheck("index", "--fix", cwd=project).code == 0
    rows = [line.split(" | ")[2] for line in (project / "INDEX.md").read_text().splitlines() if "](" in line]
    assert rows == ["active", "active", "implemented", "accepted", "rejected"]
    assert doccheck("index", cwd=project).code == 0
