"""Decisions meet code, as a user meets it: code files that cite the repository's records in comments, checked
by `doccheck check FILE` (what the hook passes) and `check --all`, in a git repository of adr-tools' real records
(copied from the shared corpus)."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

from corpus_copies import copy, doccheck
from doccheck.config.patterns import checked_pattern
from doccheck.read.code_citations import Citing, scan
from doccheck.read.comments import comments, syntax_for

ADR = Citing(("adr",))


def texts(source: str, name: str) -> list[tuple[int, str]]:
    syntax = syntax_for(name, source.partition("\n")[0])
    assert syntax is not None
    return [(c.line, c.text.strip()) for c in comments(source, syntax)]


@pytest.mark.parametrize(("name", "source", "expected"), [
    ("a.py", 'x = "# not a comment"  # a comment\n', [(1, "a comment")]),
    ("a.py", 'def f():\n    """Docstring ADR-1."""\n    y = """a string"""\n', [(2, "Docstring ADR-1.")]),
    ("a.py", "s = 'it''s'  # ok\n", [(1, "ok")]),
    ("a.js", 'const u = "http://x // y"; // real\n', [(1, "real")]),
    ("a.js", "const t = `multi\n// inside a template\n`; /* block\n two */\n",
     [(3, "block"), (4, "two")]),
    ("a.rs", "fn f<'a>(x: &'a str) -> char { 'x' } // lifetime then comment\n",
     [(1, "lifetime then comment")]),
    ("a.go", 'var s = `raw // not a comment`\n// yes\n', [(2, "yes")]),
    ("a.sh", 'echo $# "# no" # yes\n', [(1, "yes")]),
    ("a.yaml", "description: Don't # but this is\n", [(1, "but this is")]),
    ("a.sql", "SELECT '--x' -- real\n", [(1, "real")]),
    ("a.html", '<p title="<!-- no -->"><!-- yes --></p>\n', [(1, "yes")]),
    ("run", "#!/usr/bin/env python3\n# yes\n", [(1, "!/usr/bin/env python3"), (2, "yes")]),
    ("Dockerfile", "RUN x # y\n", [(1, "y")]),
])
def test_comments_are_what_the_language_says(name: str, source: str, expected: list[tuple[int, str]]) -> None:
    assert texts(source, name) == expected


def test_a_stray_quote_hides_at_most_the_rest_of_its_line() -> None:
    source = 'x = "unclosed\n# ADR-12 on the next line\n'
    assert [m.text for m in scan(source, "a.py", ADR)] == ["ADR-12"]


@pytest.mark.parametrize(("line", "expected"), [
    ("# See ADR-0012", ["ADR-0012"]),
    ("# ADR 12, ADR0012 and adr_12 and ADR #12", ["ADR 12", "ADR0012", "adr_12", "ADR #12"]),
    ("# @adr 12, 13", ["@adr 12", "@adr 13"]),
    ("# docs/adr/0012-use-x.md#why", ["docs/adr/0012-use-x.md#why"]),
    ("# https://github.com/o/r/blob/main/docs/adr/0012-x.md", ["https://github.com/o/r/blob/main/docs/adr/0012-x.md"]),
    ("# v1.2, #12, ADR-1.2, version 12", []),
    ("# other/repo#ADR-12, payments:0012, @adr payments:0012", []),
    ("# Backstage's ADR-11", []),
    ("# RFC 7231, PEP 8, KEP-1234", []),  # no such series here
    ("# adr-0012-use-x.md is a file name", ["adr-0012-use-x.md"]),  # a path (resolved later), not the id
    ("# metadata written before it, pre-ADR-0012", ["ADR-0012"]),
    ("# e.g. docs/adr/0042-use-x.md, for example ADR-0042", []),
    ("# docs/adr/NNNN-title.md and docs/adr/0031-....md are shapes", []),
    # (an ADR tool's usage, OTGW-firmware's adr-lint: a metasyntactic name; a record about food is one)
    ("#   adr-lint docs/adr/ADR-042-foo.md    # lint a single file", []),
    ("# docs/adr/0012-food-labels.md", ["docs/adr/0012-food-labels.md"]),
    # (a title that says it is one: ECommerceApp's metadata-rules.yaml, "numeric prefix: docs/adr/0011-some-title.md")
    ("# numeric prefix: docs/adr/0011-some-title.md, or docs/adr/0011-title.md", []),
    ("# docs/adr/0011-title-case-for-labels.md, docs/adr/0012-some-titles-shorter.md",
     ["docs/adr/0011-title-case-for-labels.md", "docs/adr/0012-some-titles-shorter.md"]),
    ("# prose that discusses `@adr 0012` declares nothing", []),
    ("# cloud ADR-0012 is another repository's unless configured so", ["ADR-0012"]),
])
def test_what_is_a_citation(line: str, expected: list[str]) -> None:
    assert [m.text for m in scan(line + "\n", "a.py", ADR)] == expected


def test_words_the_configuration_says_name_another_repository() -> None:
    citing = Citing(("adr",), (), ("cloud", "objectui"))
    assert [m.text for m in scan("# cloud ADR-0012, objectui: ADR-3, and ours, ADR-0004\n", "a.py", citing)] == [
        "ADR-0004"]


def test_a_number_a_file_cites_as_another_place_s_is_that_place_s_where_it_is_cited_bare() -> None:
    # Atlas's dagster checks (hundred-and-seventy-third held-out set): "(ADR cluster 0110 §3/§7)", the infrastructure
    # repository's record, then "(ADR 0110 §3 ...)" further down; ADR 0004 is Atlas's own. "ADR no. 12" names no place.
    text = ('"""Fraîcheur de la pré-image (ADR cluster 0110 §3/§7)."""\n# voir ADR 0110 §3 et ADR 0004\n'
            "# ADR number 12 is ours: ADR 12\n")
    assert [m.text for m in scan(text, "a.py", ADR)] == ["ADR 0004", "ADR 12"]


def test_a_string_literal_is_not_a_citation() -> None:
    assert scan('raise KeyError("ADR-0012 not found")\n', "a.py", ADR) == []


@pytest.mark.parametrize("pattern", [r"(a+)+$(?P<number>\d)", r"DR(?P<number>\d+)", r"(\w{1,60}){1,2}ab(?P<number>1)",
                                     r"DR-(?P<number>\d++)\1", r"(?P<number>\d{1,6}+)", r"DR-(?P<n>\d++)"])
def test_an_unsafe_or_useless_pattern_is_refused(pattern: str) -> None:
    with pytest.raises(ValueError):
        checked_pattern(pattern)


# ---- as a user runs it ------------------------------------------------------------------------------------------

def git(repo: Path, *args: str) -> str:
    return subprocess.run(["git", "-C", str(repo), *args], check=True, capture_output=True, text=True,
                          env={"GIT_AUTHOR_NAME": "t", "GIT_AUTHOR_EMAIL": "t@x", "GIT_COMMITTER_NAME": "t",
                               "GIT_COMMITTER_EMAIL": "t@x", "PATH": "/usr/bin:/bin"}).stdout


@pytest.fixture
def repo(tmp_path: Path) -> Path:
    """adr-tools' nine records in doc/adr, record 4 superseded by 8 and 7 withdrawn, and code that cites them."""
    repo = copy("adr-tools", tmp_path, into="doc/adr")
    adr = repo / "doc" / "adr"
    four = adr / "0004-markdown-format.md"
    four.write_text(four.read_text().replace(
        "## Status\n\nAccepted", "## Status\n\nSuperseded by [8. Dates](0008-use-iso-8601-format-for-dates.md)"))
    eight = adr / "0008-use-iso-8601-format-for-dates.md"
    eight.write_text(eight.read_text().replace(
        "## Status\n\nAccepted", "## Status\n\nAccepted\n\nSupersedes [4. Markdown](0004-markdown-format.md)"))
    seven = adr / "0007-invoke-adr-config-executable-to-get-configuration.md"
    seven.write_text(seven.read_text().replace("## Status\n\nAccepted", "## Status\n\nWithdrawn"))
    (repo / "src").mkdir()
    (repo / "src" / "new.sh").write_text(
        "#!/bin/bash\n# Implements ADR-0003 (a single command), see doc/adr/0002-implement-as-shell-scripts.md\n"
        "echo \"ADR-0042 is only a string\"\n"
        "# Dates as ADR 4 says, and ADR-0007\n"
        "# ADR-0012 was never written; v1.2 and #12 are not records\n")
    (repo / "src" / "ok.py").write_text('"""Help scripts, ADR-9."""\n')
    git(repo, "init", "-q")
    git(repo, "add", "-A")
    git(repo, "commit", "-qm", "records and code")
    return repo


def test_the_hook_reports_the_citations_of_a_named_code_file(repo: Path) -> None:
    run = doccheck("check", "--", "src/new.sh", cwd=repo)
    found = [line.split(": ", 1)[0] + " " + line.split()[1] for line in run.out[:-1]]
    assert found == ["src/new.sh:4:12 DC421", "src/new.sh:4:28 DC421", "src/new.sh:5:3 DC420"], run.out
    assert "superseded by ADR-0008 (doc/adr/0008-use-iso-8601-format-for-dates.md, accepted)" in run.out[0]
    assert "status is 'withdrawn'" in run.out[1]
    assert "doc/adr/ has no record 12 (its records are 1 to 9, cited as ADR: their type, adr)" in run.out[2]
    assert run.out[-1] == "1 file checked, 3 warnings, 0 errors"
    assert run.code == 0  # warnings: the commit goes through, the committer sees them


def test_check_all_scans_every_code_file_and_a_clean_one_says_nothing(repo: Path) -> None:
    run = doccheck("check", "--all", "-q", cwd=repo)
    assert [line.split(":")[0] for line in run.out] == ["src/new.sh"] * 3
    assert doccheck("check", "-q", "--", "src/ok.py", cwd=repo).out == []


def test_a_cached_file_gives_the_same_findings_and_an_edit_is_seen(repo: Path) -> None:
    first = doccheck("check", "-q", "--", "src/new.sh", cwd=repo).out
    assert doccheck("check", "-q", "--", "src/new.sh", cwd=repo).out == first
    (repo / "src" / "new.sh").write_text("# ADR-0008 now\n")
    assert doccheck("check", "-q", "--", "src/new.sh", cwd=repo).out == []


def test_binary_huge_and_non_utf8_code_files_are_passed_over_with_a_note(repo: Path) -> None:
    (repo / "src" / "blob.py").write_bytes(b"# ADR-0012\n\0\1\2")
    (repo / "src" / "latin.py").write_bytes("# ADR-0012 caf\xe9\n".encode("latin-1"))
    (repo / "src" / "huge.py").write_bytes(b"# ADR-0012\n" + b"x = 1\n" * 200_000)
    run = doccheck("check", "--", "src/blob.py", "src/latin.py", "src/huge.py", cwd=repo)
    assert run.code == 0 and run.out == ["0 files checked, 0 warnings, 0 errors"]
    assert any("blob.py: binary" in line for line in run.err)
    assert any("latin.py: not UTF-8" in line for line in run.err)
    assert any("huge.py: " in line and "over the" in line for line in run.err)


def test_a_symbolic_link_out_of_the_repository_is_not_read(repo: Path, tmp_path: Path) -> None:
    secret = tmp_path / "secret.py"
    secret.write_text("# ADR-0012\n")
    (repo / "src" / "link.py").symlink_to(secret)
    run = doccheck("check", "--", "src/link.py", cwd=repo)
    assert not any("DC42" in line for line in run.out)
    assert any("outside the repository" in line for line in run.err)


def test_a_record_replaced_in_parts_holds_and_the_history_of_a_replacement_is_no_finding(repo: Path) -> None:
    adr = repo / "doc" / "adr"
    two = adr / "0002-implement-as-shell-scripts.md"  # replaced for one part by 3, for another by 9: still in force
    two.write_text(two.read_text().replace("## Status\n\nAccepted", "## Status\n\nAccepted\n\nSuperseded by [3]"
                                           "(0003-single-command-with-subcommands.md) and [9](0009-help-scripts.md)"))
    (repo / "src" / "history.sh").write_text("# ADR-0002 still holds\n# ADR-0008, which replaced ADR-0004\n")
    run = doccheck("check", "-q", "--", "src/history.sh", cwd=repo)
    assert run.out == []


def test_the_repository_patterns_are_its_own_and_must_be_safe(repo: Path) -> None:
    (repo / "src" / "own.py").write_text("# per decision record 12 and decision record 3\n")
    (repo / ".doccheck.toml").write_text("[code]\ncitations = ['decision record (?P<number>\\d{1,4}+)']\n")
    run = doccheck("check", "-q", "--", "src/own.py", cwd=repo)
    assert [line.split()[1] for line in run.out] == ["DC420"] and "decision record 12" in run.out[0]
    (repo / ".doccheck.toml").write_text("[code]\ncitations = ['(x+)+y(?P<number>\\d)']\n")
    run = doccheck("check", "--", "src/own.py", cwd=repo)
    assert run.code == 2 and "possessive" in run.err[-1] and ".doccheck.toml" in run.err[-1]


def test_selecting_only_the_code_rules_still_knows_the_records(repo: Path) -> None:
    run = doccheck("check", "-q", "--select", "DC420", "--", "src/new.sh", cwd=repo)
    assert [line.split()[1] for line in run.out] == ["DC420"]


def test_a_repository_without_records_says_so_for_a_named_code_file(tmp_path: Path) -> None:
    (tmp_path / ".doccheck.toml").touch()
    (tmp_path / "app.py").write_text("# ADR-1\n")
    run = doccheck("check", "--", "app.py", cwd=tmp_path)
    assert run.code == 0 and any("no numbered decision records" in line for line in run.err)


# ---- governs ---------------------------------------------------------------------------------------------------

def govern(repo: Path, record: str, globs: str) -> None:
    path = repo / "doc" / "adr" / record
    text = path.read_text()
    path.write_text(text.replace("\n## Status", f"\nGoverns: {globs}\n\n## Status", 1))


def test_a_glob_that_matches_nothing_and_paths_that_are_gone(repo: Path) -> None:
    govern(repo, "0003-single-command-with-subcommands.md", "src/new.sh, src/cli/**")
    govern(repo, "0009-help-scripts.md", "src/ok.py")
    govern(repo, "0004-markdown-format.md", "nothing/**")  # superseded: its scope governs nothing now
    git(repo, "add", "-A")
    git(repo, "commit", "-qm", "governs")
    run = doccheck("check", "--all", "-q", "--select", "DC42", cwd=repo)
    assert [line.split()[1] for line in run.out if line.startswith("doc/adr")] == ["DC422"]
    assert "governs 'src/cli/**', which matches no file (from its `governs` field" in run.out[0]
    git(repo, "rm", "-q", "src/ok.py")
    git(repo, "commit", "-qm", "help scripts gone")
    run = doccheck("check", "-q", "--select", "DC42", "--", "doc/adr/0009-help-scripts.md", cwd=repo)
    assert len(run.out) == 1 and " DC423 " in run.out[0]
    assert "governs src/ok.py, which matched 1 file at " in run.out[0] and "matches none now" in run.out[0]


def test_the_folders_index_and_doccheck_settings_are_not_citations_of_records(repo: Path) -> None:
    (repo / "src" / "index.py").write_text("# The register: doc/adr/README.md (written by doccheck index --fix)\n")
    (repo / ".doccheck.toml").write_text('# doccheck index --fix writes doc/adr/README.md\nregisters = '
                                         '["doc/adr/README.md"]\n')
    assert doccheck("check", "--all", "-q", cwd=repo).out == [line for line in doccheck(
        "check", "--all", "-q", cwd=repo).out if line.startswith("src/new.sh")]
    assert doccheck("check", "-q", "--", "src/index.py", ".doccheck.toml", cwd=repo).out == []


@pytest.mark.parametrize("text", [
    "# " + ".md" * 1300 + "\n",
    ("'" * 3999 + "\n") * 250,
    ('"' + "\\" * 3000 + '"' * 900 + "\n") * 250,
    ("# " + "x's ADR-1 " * 390 + "\n") * 250,
    "/*" + "a" * 1_000_000,
    ("# @adr " + "1, " * 1300 + "\n") * 250,
    ("// " + "a/" * 1900 + ".md\n") * 250,
], ids=["dots", "quotes", "escapes", "possessives", "open-block", "markers", "paths"])
def test_a_hostile_file_is_scanned_in_one_pass(tmp_path: Path, text: str) -> None:
    """Every step of the scan moves forward, and a file yields at most MAX_MENTIONS: a megabyte built to make a
    backtracking scanner, or one that walks back over each path, take minutes ends within the test's timeout."""
    (tmp_path / "docs" / "adr").mkdir(parents=True)
    (tmp_path / ".doccheck.toml").touch()
    (tmp_path / "docs" / "adr" / "0001-record.md").write_text("# 1. Record\n\n## Status\n\nAccepted\n")
    (tmp_path / "hostile.js").write_text(text)
    run = doccheck("check", "-q", "--no-cache", "--fail-level", "never", "--", "hostile.js", cwd=tmp_path,
                   timeout=120)
    assert run.code == 0


def test_a_number_far_past_the_records_is_another_series(repo: Path) -> None:
    # ADORSYS' lightbridge-governance keeps ADRs 1 to 12 and its code cites its platform repository's ADR-0057 and
    # ADR-0116: numbers more than twice its highest and twenty past it are another series' (as RFC 7231 is beside a
    # repository's ten RFCs), the same whichever files a run checks. A number just past the records is still missing.
    (repo / "src" / "platform.sh").write_text("# deployment-specific: ADR-0057\n# the ext_proc sidecar (ADR-0116)\n")
    (repo / "src" / "slip.sh").write_text("# as ADR-0014 says\n")
    run = doccheck("check", "-q", "--select", "DC420", "--", "src/platform.sh", "src/slip.sh", cwd=repo)
    assert [line.split(":")[0] for line in run.out] == ["src/slip.sh"], run.out


def test_a_markdown_document_without_its_extension_is_no_code_citing_it(tmp_path: Path) -> None:
    # veloxforce's ADRs (seventy-fifth held-out set): `Adopt Evaluation-First Pipeline for AI Self-Improvement`, ADR-011
    # itself saved without `.md`, was scanned as code and its title read as a citation of a missing ADR 11. A script
    # without an extension, whose comment cites one, is still scanned.
    (tmp_path / ".doccheck.toml").touch()
    (tmp_path / "ADR").mkdir()
    for number in range(2, 6):
        (tmp_path / "ADR" / f"{number:03}-decision-{number}.md").write_text(
            f"# ADR-{number:03}: Decision {number}\n\n## Status\n\nAccepted\n\n## Context\n\nText.\n")
    (tmp_path / "Adopt Evaluation-First Pipeline for AI Self-Improvement").write_text(
        "# ADR-011: Adopt Evaluation-First Pipeline for AI Self-Improvement\n\n## Status\n**Proposed** | Date: "
        "2025-09-30\n\n## Context\n- Text.\n")
    (tmp_path / "deploy").write_text("#!/bin/sh\n# as ADR-011 says\necho done\n")
    run = doccheck("check", "-q", "--all", "--no-cache", "--select", "DC420", ".", cwd=tmp_path)
    assert [line.split(":")[0] for line in run.out] == ["deploy"], run.out


def test_a_number_missing_from_a_series_numbered_after_its_issues_is_another_trackers(tmp_path: Path) -> None:
    # kubernetes-sigs/kueue (ninety-seventh held-out set) numbers its KEPs after their issues, 57 of them from 77 to
    # 10852, and its code cites Kubernetes' own KEP-2837 and KEP-5075: in a series that sparse a number it lacks
    # names no missing record. One of its own numbers is still found; a series run from one still misses one.
    (tmp_path / ".doccheck.toml").touch()
    for number in (77, 168, 1136, 1224, 2724, 3589, 4136, 5845, 7088, 10852):
        (tmp_path / "keps" / f"{number}-change-{number}").mkdir(parents=True)
        (tmp_path / "keps" / f"{number}-change-{number}" / "README.md").write_text(
            f"# KEP-{number}: Change {number}\n\n## Summary\n\nText.\n\n## Motivation\n\nWhy.\n")
        (tmp_path / "keps" / f"{number}-change-{number}" / "kep.yaml").write_text(
            f"title: Change {number}\nkep-number: {number}\nauthors:\n  - \"@a\"\nstatus: implementable\n"
            f"creation-date: 2023-11-13\n")
    (tmp_path / "pod.go").write_text("package pod\n\n// pod-level resources (KEP-2837), see KEP-1224\n")
    run = doccheck("check", "-q", "--all", "--no-cache", "--select", "DC420", ".", cwd=tmp_path)
    assert run.out == [], run.out
    for number in range(1, 11):
        (tmp_path / "docs" / "adr").mkdir(parents=True, exist_ok=True)
        (tmp_path / "docs" / "adr" / f"{number:04}-choice-{number}.md").write_text(
            f"# {number}. Choice {number}\n\n## Status\n\nAccepted\n\n## Context\n\nText.\n")
    (tmp_path / "main.go").write_text("package main\n\n// ADR-0012 says so\n")
    run = doccheck("check", "-q", "--all", "--no-cache", "--select", "DC420", ".", cwd=tmp_path)
    assert [line.split(":")[0] for line in run.out] == ["main.go"], run.out


def test_a_word_of_a_long_document_name_is_no_series_and_a_document_cited_by_path_is_there(tmp_path: Path) -> None:
    # loa-dixie (108th held-out set): docs/ADMISSION-WEDGE-ROUTE-STORAGE-MODE2-*.md made a series MODE of record 2, so
    # "Mode 1" in its code cited a missing record 1; its code citing one of those docs by path was told it is not a
    # file, because the docs are no decision records. An ADR series is still one: ADR-0009 is missing.
    (tmp_path / ".doccheck.toml").touch()
    (tmp_path / "docs" / "adr").mkdir(parents=True)
    for gate in ("BLOCKER-GATE", "MIGRATION-GATE"):
        (tmp_path / "docs" / f"ADMISSION-WEDGE-ROUTE-STORAGE-MODE2-{gate}.md").write_text(
            f"# Admission wedge {gate.lower()}\n\n## Context\n\nWhy.\n\n## Decision\n\nWhat.\n\n"
            "## Consequences\n\nSo.\n")
    (tmp_path / "docs" / "ADMISSION-WEDGE-ROUTE-STORAGE-MODE2-CHECKLIST-GATE.md").write_text(
        "# Mode 2 checklist\n\n- [x] Ready.\n")
    for number in (1, 2, 3):
        (tmp_path / "docs" / "adr" / f"{number:03}-decision-{number}.md").write_text(
            f"# ADR-{number:03}: Decision {number}\n\n## Status\n\nAccepted\n\n## Context\n\nText.\n")
    (tmp_path / "server.ts").write_text(
        "// Mode 1 stays the default (docs/ADMISSION-WEDGE-ROUTE-STORAGE-MODE2-CHECKLIST-GATE.md).\n"
        "// As ADR-009 says.\nexport const mode = 1;\n")
    run = doccheck("check", "-q", "--all", "--no-cache", "--select", "DC420", ".", cwd=tmp_path)
    assert [line.split(": ", 2)[0] for line in run.out] == ["server.ts:2:7"], run.out


def test_a_comment_that_tells_a_decision_was_superseded_or_is_legacy_is_history(repo: Path) -> None:
    """ADORSYS-GIS/ai-helm's charts (113th held-out set): "(supersedes ADR-0085 decision #3)", "(legacy; needs the
    ADR-0039 EnvoyPatchPolicy SNI hack ...)": the comment names the old decision as replaced. A comment that only
    follows it, or says a component replaces another, still cites a decision that no longer holds."""
    (repo / "src" / "history.sh").write_text(
        "# Markdown as ADR-0004 said, before it was superseded\n# (legacy; needs the ADR-0004 format)\n"
        "# Dates as ADR-0004 says. Replaces the old script.\n")
    run = doccheck("check", "-q", "--", "src/history.sh", cwd=repo)
    assert [line.split(": ", 1)[0] for line in run.out] == ["src/history.sh:3:12"], run.out


def test_a_comment_that_ends_a_decision_in_its_status_word_is_history(repo: Path) -> None:
    """getmonoceros/workbench (three-hundred-and-twenty-first held-out set): "The design role was built, rejected (ADR
    0050) and dropped", "The host-side clone added in ADR 0012 - for service bind-mounts - was reverted" (the word on
    the next line) of records whose status says so. A word that is not the record's status tells nothing of it:
    record 7 was withdrawn, not rejected."""
    (repo / "src" / "history.sh").write_text(
        "# The config executable was tried, withdrawn (ADR-0007)\n# and dropped.\n"
        "# The config executable of ADR-0007, for the\n# settings we keep, was\n# withdrawn later.\n"
        "x=1\ny=2\nz=3\n# Config as ADR-0007 says; a bare token is rejected.\n")
    run = doccheck("check", "-q", "--", "src/history.sh", cwd=repo)
    assert [line.split(": ", 1)[0] for line in run.out] == ["src/history.sh:9:13"], run.out


def test_a_decision_a_later_one_amends_where_it_says_a_part_is_superseded_still_holds(repo: Path) -> None:
    """getmonoceros/workbench (three-hundred-and-twenty-first held-out set): ADR 0003, accepted, says under one of its
    sections "Superseded by ADR 0036", and 0036 "Amends: ADR 0003 (that section)": 0003 holds for the rest, and code
    citing it cites a decision in force. Where the successor says it supersedes it, the citation is told."""
    adr = repo / "doc" / "adr"
    four, eight = adr / "0004-markdown-format.md", adr / "0008-use-iso-8601-format-for-dates.md"
    four.write_text(four.read_text().replace(
        "## Status\n\nSuperseded by [8. Dates](0008-use-iso-8601-format-for-dates.md)", "## Status\n\nAccepted")
                    + "\n## Dates\n\n> Superseded by [8. Dates](0008-use-iso-8601-format-for-dates.md).\n")
    eight.write_text(eight.read_text().replace("Supersedes [4. Markdown]", "Amends [4. Markdown]"))
    (repo / "src" / "new.sh").write_text("# Markdown as ADR-0004 says\n")
    assert doccheck("check", "-q", "--", "src/new.sh", cwd=repo).out == []
    eight.write_text(eight.read_text().replace("Amends [4. Markdown]", "Supersedes [4. Markdown]"))
    run = doccheck("check", "-q", "--", "src/new.sh", cwd=repo)
    assert [line.split(": ", 2)[1] for line in run.out] == ["DC421 cites-replaced-decision"], run.out


def test_a_path_cited_from_a_packages_folder_is_its_packages_record(repo: Path) -> None:
    # katana's monorepo (hundred-and-sixty-fifth held-out set): `katana_mcp_server/src/katana_mcp/tools/prefab_ui.py`
    # cites `docs/adr/0021-unified-direct-apply-rail.md`, its package's `katana_mcp_server/docs/adr/`: the record is
    # there, read from a folder above the code. A path no folder above holds is still a missing record.
    package = repo / "mcp_server"
    (package / "docs" / "adr").mkdir(parents=True)
    (package / "src" / "tools").mkdir(parents=True)
    for n in (10, 11, 12):
        (package / "docs" / "adr" / f"00{n}-rail-{n}.md").write_text(f"# {n}. Rail {n}\n\n## Status\n\nAccepted\n")
    (package / "src" / "tools" / "ui.py").write_text("# See ``docs/adr/0011-rail-11.md`` for the rationale.\n"
                                                    "# And ``docs/adr/0013-rail-13.md``, never written.\n")
    git(repo, "add", "-A")
    git(repo, "commit", "-qm", "package")
    run = doccheck("check", "-q", "--select", "DC420", "--", "mcp_server/src/tools/ui.py", cwd=repo)
    assert [line.split(": ")[0] for line in run.out] == ["mcp_server/src/tools/ui.py:2:9"], run.out


def test_a_draft_of_the_series_its_shape_does_not_type_is_still_a_record_code_cites(tmp_path: Path) -> None:
    # MinBZK/regelrecht (hundred-and-ninety-third held-out set): its Draft RFCs keep only a Context so far, read as
    # plain documents; they are still RFCs of the series its code cites, and the range a missing one is told
    # against runs to them.
    (tmp_path / ".doccheck.toml").touch()
    rfcs = tmp_path / "docs" / "rfcs"
    rfcs.mkdir(parents=True)
    for number in range(1, 6):
        (rfcs / f"rfc-{number:03}.md").write_text(f"---\ntitle: \"RFC-{number:03}: Choice {number}\"\nstatus: Accepted"
                                                   f"\n---\n\n## Context\n\nWhy.\n\n## Decision\n\nWhat.\n")
    for number in (6, 7):
        (rfcs / f"rfc-{number:03}.md").write_text(f"---\ntitle: \"RFC-{number:03}: Draft {number}\"\nstatus: Draft\n"
                                                   f"---\n\n## Context\n\nWhy.\n")
    (tmp_path / "build.sh").write_text("#!/bin/sh\n# RFC-006 says so; RFC-009 too\necho done\n")
    run = doccheck("check", "-q", "--all", "--no-cache", "--select", "DC420", ".", cwd=tmp_path)
    assert [line.split(": ", 1)[0] for line in run.out] == ["build.sh:2:20"], run.out
    assert "its records are 1 to 7" in run.out[0]


def test_a_comment_naming_the_decision_in_force_around_an_old_one_tells_its_history(repo: Path) -> None:
    """diagnostic-catalog's tools (two-hundred-and-fourteenth held-out set): "ADR-0035, the record in force, which
    carries that trade forward from ADR-0032", the successor named a line away in the same comment, or the successor's
    successor: history, not a citation of the old decision. A comment far from any successor still follows it."""
    adr = repo / "doc" / "adr"
    eight = adr / "0008-use-iso-8601-format-for-dates.md"
    eight.write_text(eight.read_text().replace(
        "## Status\n\nAccepted", "## Status\n\nSuperseded by [9. Help](0009-help-scripts.md)"))
    nine = adr / "0009-help-scripts.md"
    nine.write_text(nine.read_text().replace(
        "## Status\n\nAccepted",
        "## Status\n\nAccepted\n\nSupersedes [8. Dates](0008-use-iso-8601-format-for-dates.md)"))
    (repo / "src" / "history.sh").write_text(
        "# Dates are written as ADR-0009, the record in force,\n# says, which carries them forward\n"
        "# from ADR-0004.\n" + "echo\n" * 6 + "# Markdown as ADR-0004 says.\n")
    run = doccheck("check", "-q", "--", "src/history.sh", cwd=repo)
    assert [line.split(": ", 1)[0] for line in run.out] == ["src/history.sh:10:15"], run.out


def test_a_record_whose_title_slipped_its_number_is_cited_by_its_family_s_word(tmp_path: Path) -> None:
    # colliery-io/brokkr (282nd held-out set): Metis names its ADRs `BROKKR-A-0001.md` ... and titles them "ADR-1:
    # ...", but titled `BROKKR-A-0008.md` "ADR-1" too; its code's six citations of ADR-0008 name that file. ADR-0011
    # is still missing.
    (tmp_path / ".doccheck.toml").touch()
    (tmp_path / ".metis" / "adrs").mkdir(parents=True)
    for number, titled in [(1, 1), (2, 2), (3, 3), (4, 4), (8, 1)]:
        (tmp_path / ".metis" / "adrs" / f"BROKKR-A-{number:04}.md").write_text(
            f"---\nlevel: adr\nnumber: {titled}\n---\n\n# ADR-{titled}: Decision {number}\n\n## Status\n\nAccepted\n\n"
            "## Context\n\nText.\n\n## Decision\n\nD.\n\n## Consequences\n\nC.\n")
    (tmp_path / "client.py").write_text("# the WebSocket channel: see ADR-0008\n# and ADR-0011\n")
    run = doccheck("check", "-q", "--no-cache", "--select", "DC420", "--", "client.py", cwd=tmp_path)
    assert [line.split(":")[:2] for line in run.out] == [["client.py", "2"]], run.out


def test_a_decision_kept_under_a_heading_of_a_log_is_there(tmp_path: Path) -> None:
    # AR.IO's Solana contracts (two-hundred-and-eighty-sixth held-out set) kept ADR-001 to ADR-019 as headings of one
    # docs/DECISIONS.md (`## ADR-017: Off-Chain Attestor ...`) before a file each in docs/adrs/ (ADR-0020 on); its
    # code cites ADR-017. A number neither the log nor the folder holds is still missing; a heading in a code block
    # is no heading.
    (tmp_path / ".doccheck.toml").touch()
    (tmp_path / "docs" / "adrs").mkdir(parents=True)
    for number in range(20, 27):
        (tmp_path / "docs" / "adrs" / f"{number:04}-decision-{number}.md").write_text(
            f"# ADR-{number:03}: Decision {number}\n\n## Status\n\nAccepted\n\n## Context\n\nText.\n")
    log = "".join(f"## ADR-{n:03}: Decision {n}\n\n### Context\n\nText.\n\n" for n in range(1, 18))
    (tmp_path / "docs" / "DECISIONS.md").write_text(
        f"# Architecture Decision Log\n\n{log}```markdown\n## ADR-018: An example\n```\n")
    (tmp_path / "escrow.ts").write_text("// verified off-chain (ADR-017)\n// as ADR-018 says\nexport {}\n")
    run = doccheck("check", "-q", "--all", "--no-cache", "--select", "DC420", ".", cwd=tmp_path)
    assert [line.split(": ", 1)[0] for line in run.out] == ["escrow.ts:2:7"], run.out
    assert run.out[0].endswith("(its records are 20 to 26, cited as ADR: their titles; docs/DECISIONS.md keeps "
                               "others under headings)"), run.out


def test_a_missing_record_is_named_in_the_folder_holding_the_series(repo: Path,
                                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    """A second folder with one record of the series, as far from the code as the records' own: the message names
    the folder that holds the series (nine records), whichever order Python's hashing lists the folders in (Aura's
    DC420 named `docs/research/proposals/` on some runs, `docs/architecture-decisions/` on others)."""
    research = repo / "research"
    research.mkdir()
    (research / "ADR-0024-graph-store.md").write_text(
        "# 24. Graph store\n\n## Status\n\nAccepted\n\n## Context\n\nA store.\n\n## Decision\n\nA graph.\n\n"
        "## Consequences\n\nNone.\n")
    git(repo, "add", "-A")
    git(repo, "commit", "-qm", "a research record")
    said = set()
    for seed in ("0", "1", "2", "3", "4", "5"):
        monkeypatch.setenv("PYTHONHASHSEED", seed)
        run = doccheck("check", "--all", "--no-cache", cwd=repo)
        said.update(line.split("DC420", 1)[1] for line in run.out if "DC420" in line)
    assert len(said) == 1, said
    assert "doc/adr/ has no record 12 (its records are 1 to 9" in said.pop()


def test_a_successor_itself_replaced_is_followed_to_the_decision_in_force(repo: Path) -> None:
    """ADR 4 superseded by 8, and 8 in turn by 9: a citation of 4 names 9 as well, the record to cite now, not
    only 8, which no longer holds either."""
    adr = repo / "doc" / "adr"
    eight = adr / "0008-use-iso-8601-format-for-dates.md"
    eight.write_text(eight.read_text().replace("## Status\n\nAccepted", "## Status\n\nSuperseded by [9. Help]"
                                               "(0009-help-scripts.md)", 1))
    nine = adr / "0009-help-scripts.md"
    nine.write_text(nine.read_text().replace("## Status\n\nAccepted", "## Status\n\nAccepted\n\n"
                                             "Supersedes [8. Dates](0008-use-iso-8601-format-for-dates.md)", 1))
    (repo / "src" / "dates.sh").write_text("# Dates as ADR-0004 says\n")
    run = doccheck("check", "--", "src/dates.sh", cwd=repo)
    assert len(run.out) == 2 and "DC421" in run.out[0], run.out
    assert "superseded by ADR-0008 (doc/adr/0008-use-iso-8601-format-for-dates.md, superseded)," in run.out[0]
    assert "in turn superseded by ADR-0009 (doc/adr/0009-help-scripts.md, accepted)" in run.out[0], run.out
