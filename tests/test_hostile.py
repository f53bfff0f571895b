"""Hostile documents and repositories (issue 11), each with the input that broke doccheck before.

A document is untrusted input: doccheck runs on pull requests from strangers. Each test below is one of the
reported attacks, run the way a user runs doccheck (`main(argv)`, or the job summary's pure formatter), and
asserts what a user would see: a finding naming the file, the right exit code, no traceback, and an answer in
well under the time the attack used to take (minutes, or never).
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
import time
import tracemalloc
from pathlib import Path

import pytest
import yaml
from markdown_it import MarkdownIt

from doccheck.cli.ci.chains import Chains, Edge
from doccheck.cli.ci.summary import CheckSummary, format_check_summary
from doccheck.cli.main import main
from doccheck.findings import Finding, Severity
from doccheck.output.annotations import Annotation, plan_annotations
from doccheck.output.text import format_finding
from doccheck.read.document import _sections, parse_document

ROOT = Path(__file__).resolve().parents[1]
# Each attack took from 5 seconds to forever; a linear check of these inputs takes a fraction of a second.
# The bound is loose, and on CPU time (this process's), so a busy, shared CI machine never fails it; the old
# code always did.
FAST = 3.0


@pytest.fixture
def folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    (tmp_path / ".doccheck.toml").write_text("")  # no configuration from above leaks in
    monkeypatch.chdir(tmp_path)
    return tmp_path


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, list[str], float]:
    capsys.readouterr()
    started = time.process_time()
    code = main(["--no-cache", *args])
    elapsed = time.process_time() - started
    out, err = capsys.readouterr()
    assert "Traceback" not in out + err
    return code, out.splitlines(), elapsed


# --- High 1: patterns that backtracked without bound -------------------------------------------------------------

HANGS = {
    # 124 bytes; 24 pairs took 5.5 s and each pair doubled it (status._BRACES_ONLY_RE, through the title).
    "braces-title": "# " + "{} " * 40 + "a\n",
    # the same through a status value
    "braces-status": "# 1. A\n\nStatus: " + "{} " * 40 + "a\n",
    # > 120 s (_TABLE_ROW)
    "table-row": "# 1. A\n\n| Status |" + " " * 20_000 + "x\n",
    # 46 s (_BLOCK_COMMENT); 50,000 lines are now over the line limit, so 19,000 reach the comment scan
    "open-comments": "# 1. A\n\n" + "<!--\n" * 50_000,
    "open-comments-parsed": "# 1. A\n\n" + "<!--\n" * 19_000,
    # the shapes the audit found in the other patterns: a metadata line, a title number, ids, suppressions
    "meta-line": "# 1. A\n\nStatus: a" + " " * 50_000 + "b\n",
    # (... and one with bold in it, split where a bold field's name follows blanks: each of the 50,000 spaces read the
    # run to its end, 4.8 s)
    "meta-line-bold": "# 1. A\n\n**Status:** a" + " " * 50_000 + "**b\n",
    "title-zeros": "# " + "0" * 50_000 + "x\n",
    "status-labels": "# 1. A\n\n## Status\n\nStatus:" + " \n" * 50_000 + "x\n",
    "emphasis": "# 1. A\n\nStatus: " + "*" * 200_001 + "\n",
    "placeholders": "# 1. A\n\n## Context\n\n" + "(fill in " * 50_000 + "\n",
    "suppression": "# 1. A\n\n<!-- doccheck: disable=a" + " " * 50_000 + "x\n",
    "relations": "# 1. A\n\nStatus: " + "amends [" * 20_000 + "\n",
    "task-ids": "# F\n\n## Tasks\n\n### TASK-A-1\n\n- Depends on: " + "A-" * 50_000 + "a\n",
    "front-matter-key": "---\na" + " " * 50_000 + "\n---\n# 1. A\n",
}


@pytest.mark.parametrize("name", sorted(HANGS))
def test_a_document_that_used_to_hang_is_checked_at_once(folder: Path, capsys: pytest.CaptureFixture[str],
                                                        name: str) -> None:
    (folder / "docs" / "adr").mkdir(parents=True)
    (folder / "docs" / "adr" / "0001-a.md").write_text(HANGS[name])
    code, out, elapsed = run(capsys, "docs")
    assert code in (0, 1)
    assert out[-1].startswith("1 file checked")
    assert elapsed < FAST, f"{name}: {elapsed:.1f} s"


def test_200000_headings_are_split_into_sections_in_one_pass() -> None:
    # 200,000 headings took 50 s in _sections (each heading sliced the list of the ones after it). The
    # Markdown parser before it is linear (and slow: seconds for such a file); the sections are timed alone.
    headings = [(2 + i % 2, f"H{i}", 1 + 4 * i) for i in range(200_000)]
    started = time.process_time()
    sections = _sections(headings, 800_000)
    assert time.process_time() - started < FAST
    assert [(s.title, s.line, s.body_end, s.end_line) for s in sections[:3]] == [
        ("H0", 1, 4, 8), ("H1", 5, 8, 8), ("H2", 9, 12, 16)]
    assert sections[-1].end_line == 800_000


def test_50000_links_on_one_line_are_placed_in_one_pass(folder: Path, capsys: pytest.CaptureFixture[str]) -> None:
    # 977 KB on one line: each link's column was searched from the line's start, 50,000 scans of it (seconds).
    (folder / "b.md").write_text("# B\n")
    line = "".join(f"[see {i}](b.md) " for i in range(50_000)) + "[gone](missing.md)"
    (folder / "a.md").write_text(f"# A\n\n{line}\n")
    code, out, elapsed = run(capsys, "--all", ".")
    column = line.index("[gone]") + 1
    assert out[0] == f"a.md:3:{column}: DC410 broken-link: link to 'missing.md': no such file"
    assert code == 0 and elapsed < FAST


def test_a_million_headings_are_not_parsed(folder: Path, capsys: pytest.CaptureFixture[str]) -> None:
    # The Markdown parser is linear, but a few microseconds a line make a million headings seconds.
    (folder / "big.md").write_text("# a\n" * 1_000_000)
    code, out, elapsed = run(capsys, "big.md")
    assert out[0] == ("big.md:1:1: DC002 file-too-large: file has 1,000,000 lines, over the 20,000-line limit; "
                      "exclude it in the doccheck configuration")
    assert code == 0 and elapsed < FAST


def test_50000_comments_that_never_close_are_read_in_one_pass() -> None:
    started = time.process_time()
    doc = parse_document("a.md", "# 1. A\n\n" + "<!--\n" * 50_000 + "## B\n")
    assert time.process_time() - started < FAST
    # CommonMark runs a comment that never closes to the end of the document: "## B" is inside it.
    assert [s.title for s in doc.sections] == ["1. A"]
    doc = parse_document("a.md", "# 1. A\n<!--\n## Example\n-->\n## B\n")
    assert [s.title for s in doc.sections] == ["1. A", "B"]


def test_sections_end_at_the_next_heading_of_the_same_or_a_higher_level() -> None:
    doc = parse_document("a.md", "# T\n## A\n### A1\n#### A1a\n## B\n### B1\n# U\ntext\n")
    assert [(s.title, s.line, s.body_end, s.end_line) for s in doc.sections] == [
        ("T", 1, 1, 6), ("A", 2, 2, 4), ("A1", 3, 3, 4), ("A1a", 4, 4, 4), ("B", 5, 5, 6), ("B1", 6, 6, 6),
        ("U", 7, 8, 8)]


# --- High 2 and Low: front matter that expands without limit ---------------------------------------------------

def alias_bomb(key: str, levels: int) -> str:
    """9 ** levels leaves in a few hundred bytes: each level is nine aliases of the one before."""
    lines = ['a0: &a0 ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]']
    lines += [f"a{i}: &a{i} [{','.join([f'*a{i - 1}'] * 9)}]" for i in range(1, levels - 1)]
    lines.append(f"{key}: [{','.join([f'*a{levels - 2}'] * 9)}]")
    return "---\n" + "\n".join(lines) + "\n---\n# 1. Use a bomb\n\n## Context\n\nx\n"


@pytest.mark.parametrize(("key", "levels"), [("status", 7), ("date", 7), ("supersedes", 7), ("status", 9)])
def test_a_yaml_alias_bomb_is_invalid_front_matter_naming_the_limit(
        folder: Path, capsys: pytest.CaptureFixture[str], key: str, levels: int) -> None:
    (folder / "0001-use-a-bomb.md").write_text(alias_bomb(key, levels))
    assert len(alias_bomb(key, 7).encode()) < 400  # the 335-byte shape
    tracemalloc.start()
    try:
        code, out, elapsed = run(capsys, "0001-use-a-bomb.md")
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert out[0] == ("0001-use-a-bomb.md:2:1: DC004 invalid-front-matter: yaml front matter does not parse: "
                      "expands to more than 100,000 values (YAML aliases?); doccheck reads at most 100,000")
    assert code == 1
    assert elapsed < FAST
    assert peak < 50 * 2**20  # 9^7 took 478 MB, 9^9 all of it


def test_an_alias_that_holds_itself_is_reported(folder: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (folder / "a.md").write_text("---\nstatus: &s [*s]\n---\n# A\n")
    _, out, _ = run(capsys, "a.md")
    assert out[0].endswith("an alias refers to the value that holds it; doccheck reads no recursive values")


@pytest.mark.parametrize("text", [
    "---\nstatus: " + "[" * 70 + "]" * 70 + "\n---\n# A\n",
    "+++\nstatus = " + "[" * 1000 + "]" * 1000 + "\n+++\n# A\n",  # was a RecursionError traceback
    "+++\n" + "".join(f"[{'t.' * i}t]\n" for i in range(70)) + "+++\n# A\n",
])
def test_front_matter_nested_too_deep_is_reported_and_the_other_files_are_checked(
        folder: Path, capsys: pytest.CaptureFixture[str], text: str) -> None:
    (folder / "deep.md").write_text(text)
    (folder / "ok.md").write_text("# OK\n\nFine.\n")
    _, out, _ = run(capsys, ".")
    assert out[0].startswith("deep.md:")
    assert out[0].endswith("front matter does not parse: nested more than 64 levels deep; doccheck reads at most 64")
    assert out[-1] == "2 files checked, 0 warnings, 1 error"


def test_a_configuration_nested_1000_deep_is_one_line_and_exit_2(folder: Path,
                                                                  capsys: pytest.CaptureFixture[str]) -> None:
    (folder / ".doccheck.toml").write_text("x = " + "[" * 1000 + "]" * 1000 + "\n")
    (folder / "a.md").write_text("# A\n")
    capsys.readouterr()
    assert main(["--no-cache", "a.md"]) == 2
    err = capsys.readouterr().err
    assert err.startswith(f"doccheck: error: {folder / '.doccheck.toml'}: cannot read configuration: nested too")
    assert len(err.splitlines()) == 1


def test_cr_only_line_ends_keep_the_front_matter() -> None:
    doc = parse_document("0001-a.md", "---\rstatus: accepted\rdate: 2024-01-02\r---\r# 1. A\r\rText.\r")
    assert doc.front_matter.data == {"status": "accepted", "date": "2024-01-02"}
    assert (doc.meta("status").line, doc.title, doc.title_line) == (2, "1. A", 5)  # type: ignore[union-attr]


# --- High 3: the KEP sidecar goes through the one reader -------------------------------------------------------

KEP = "# KEP-1: Pods\n\n## Summary\n\nx\n\n## Motivation\n\nx\n\n## Proposal\n\nx\n\n## Design Details\n\nx\n"


@pytest.fixture
def kep(folder: Path) -> Path:
    (folder / ".doccheck.toml").write_text('extend = ["kep"]\n')
    kep = folder / "keps" / "sig-node" / "0001-pods"
    kep.mkdir(parents=True)
    (kep / "README.md").write_text(KEP)
    return kep


def test_a_kep_yaml_that_is_a_fifo_does_not_hang(kep: Path, capsys: pytest.CaptureFixture[str]) -> None:
    os.mkfifo(kep / "kep.yaml")  # read_bytes() waited forever for a writer
    code, out, elapsed = run(capsys, "keps")
    assert out[0] == ("keps/sig-node/0001-pods/README.md:1:1: DC001 not-text: kep.yaml beside it: cannot be read: "
                      "not a regular file")
    assert code == 1 and elapsed < FAST


def test_a_kep_yaml_over_the_size_limit_is_not_read(kep: Path, capsys: pytest.CaptureFixture[str]) -> None:
    with open(kep / "kep.yaml", "wb") as handle:
        handle.truncate(200 * 2**20)  # sparse; it was read whole
    code, out, elapsed = run(capsys, "keps")
    assert out[0] == ("keps/sig-node/0001-pods/README.md:1:1: DC001 not-text: kep.yaml beside it: file is 209.7 MB, "
                      "over the 5 MB limit; exclude it in the doccheck configuration")
    assert code == 1 and elapsed < FAST


@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="needs /dev/zero")
def test_a_kep_yaml_linked_to_dev_zero_is_not_read(kep: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (kep / "kep.yaml").symlink_to("/dev/zero")  # a MemoryError traceback
    code, out, elapsed = run(capsys, "keps")
    assert out[0] == ("keps/sig-node/0001-pods/README.md:1:1: DC001 not-text: kep.yaml beside it: is a symbolic "
                      "link to /dev/zero, outside the repository; not read (commit the file itself, or exclude "
                      "the link)")
    assert code == 1 and elapsed < FAST


def test_an_empty_kep_yaml_is_not_the_same_as_none(kep: Path, capsys: pytest.CaptureFixture[str]) -> None:
    def checked() -> str:
        capsys.readouterr()
        main(["keps"])  # with the cache: an unchanged document and sidecar are skipped
        return capsys.readouterr().out.splitlines()[-1]

    assert checked().startswith("1 file checked,")
    assert checked().startswith("1 file checked (1 unchanged")
    (kep / "kep.yaml").write_text("")
    assert checked().startswith("1 file checked,"), "an empty sidecar hashed like a missing one"
    assert checked().startswith("1 file checked (1 unchanged")


# --- High 4: symbolic links out of the repository -----------------------------------------------------------------

SECRET = "[http]\n\textraheader = AUTHORIZATION: basic c2VjcmV0OnRva2Vu\n"


def test_a_document_linked_out_of_the_repository_is_reported_and_never_read(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    repo = tmp_path / "repo"
    (repo / "docs").mkdir(parents=True)
    (repo / ".doccheck.toml").write_text("")
    (tmp_path / "git-config").write_text(SECRET)  # where a checkout keeps its token, outside the work tree
    (repo / "docs" / "x.md").symlink_to("../../git-config")
    (repo / "docs" / "inside.md").symlink_to("ok.md")  # another name of a document here: checked as ok.md
    (repo / "docs" / "ok.md").write_text("# OK\n\nFine.\n")
    monkeypatch.chdir(repo)
    for output in ("text", "json"):
        capsys.readouterr()
        code = main(["--no-cache", "--format", output, "docs"])
        out = capsys.readouterr().out
        assert "c2VjcmV0" not in out and "AUTHORIZATION" not in out
        assert code == 1
    code, out, _ = run(capsys, "docs")
    assert out == ["docs/x.md:1:1: DC001 not-text: is a symbolic link to ../../git-config, outside the "
                   "repository; not read (commit the file itself, or exclude the link)",
                   "2 files checked, 0 warnings, 1 error"]


def test_a_kep_yaml_linked_out_of_the_repository_is_not_read(kep: Path, tmp_path: Path,
                                                             capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path.parent / f"{tmp_path.name}-secret.yaml").write_text("title: " + SECRET.replace("\n", " ") + "\n")
    (kep / "kep.yaml").symlink_to(f"../../../../{tmp_path.name}-secret.yaml")
    code, out, _ = run(capsys, "keps")
    assert out[0].startswith("keps/sig-node/0001-pods/README.md:1:1: DC001 not-text: kep.yaml beside it: is a "
                             "symbolic link to ../../../../")
    assert code == 1
    assert "c2VjcmV0" not in "\n".join(out)


# --- Medium 9: the job summary is escaped and capped ---------------------------------------------------------------

def _summary(files: list[tuple[str, list[Finding]]], chains: Chains | None = None,
             records: dict[str, dict[str, str]] | None = None) -> str:
    findings = [f for _, found in files for f in found]
    return format_check_summary(CheckSummary(
        files=files, cached=0, plan=plan_annotations(Annotation.from_finding(f) for f in findings),
        against=None, fail_level="error", sarif="/tmp/doccheck.sarif", chains=chains, records=records or {}))


def _finding(path: str, message: str = "title says 3 but the file name says 2") -> Finding:
    return Finding(path, 1, 3, "DC103", "title-number-mismatch", Severity.WARNING, message)


def test_a_title_cannot_close_the_mermaid_fence() -> None:
    title = 'Use X\n```\n# Injected heading\n[click](https://evil.example) "quoted" <b>bold</b>'
    chains = Chains(("docs/0001-a.md", "docs/0002-b.md"), (Edge("docs/0002-b.md", "docs/0001-a.md", "supersedes"),),
                    frozenset({"docs/0002-b.md"}))
    text = _summary([("docs/0002-b.md", [_finding("docs/0002-b.md")])], chains,
                    {"docs/0002-b.md": {"title": title, "status": "accepted"}, "docs/0001-a.md": {"title": "A"}})
    tokens = MarkdownIt("commonmark").enable("table").parse(text)
    fences = [t for t in tokens if t.type == "fence"]
    assert [f.info for f in fences] == ["mermaid"]
    assert "Injected heading" in fences[0].content  # inside the diagram, as text
    headings = [tokens[i + 1].content for i, t in enumerate(tokens) if t.type == "heading_open"]
    assert "Injected heading" not in headings
    assert not any(t.type == "link_open" for t in tokens for t in (t.children or []))
    label = next(line for line in fences[0].content.splitlines() if "Injected" in line)
    assert label.count('"') == 2  # one quoted label, one line


@pytest.mark.parametrize("name", ["docs/a`b.md", "docs/``x.md", "docs/`", "docs/a|b.md", "docs/a <b> & [c](d).md"])
def test_a_file_name_stays_inside_its_code_span(name: str) -> None:
    text = _summary([(name, [_finding(name, f"link to '{name}': no such file")])])
    table = next(line for line in text.splitlines() if line.startswith("| ") and "line 1" in line)
    inline = MarkdownIt("commonmark").enable("table").parseInline(table.split(" | ")[0][2:])[0].children or []
    assert [(t.type, t.content) for t in inline] == [("code_inline", name.replace("|", "\\|"))]


def test_the_summary_of_50000_files_with_findings_stays_under_githubs_limit() -> None:
    files = [(f"docs/adr/{i:05d}-{'x' * 80}.md", [_finding(f"docs/adr/{i:05d}-{'x' * 80}.md", "m" * 1000)] * 3)
             for i in range(50_000)]
    text = _summary(files)
    assert len(text.encode()) < 1024 * 1024 // 2  # 3.7 MB before; GitHub refuses 1 MiB
    assert "49,500" not in text
    assert "49500 more files with 148500 findings are in the SARIF file (this table stops at 500)." in text
    assert "149500 more findings are in the SARIF file (this table stops at 500)." in text


# --- Medium 13: the pre-commit hook and file names that look like options -----------------------------------------

def test_the_hook_passes_file_names_after_a_double_dash() -> None:
    hooks = yaml.safe_load((ROOT / ".pre-commit-hooks.yaml").read_text())
    assert hooks[0]["args"] == ["--"]


def test_a_file_named_like_an_option_is_checked_not_obeyed(folder: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (folder / "README.md").write_text("# Project\n")
    (folder / "--output=README.md").write_text("# 2. A\n")
    (folder / "-rf.md").write_text("# 3. B\n")
    code, out, _ = run(capsys, "--", "--output=README.md", "-rf.md")  # what the hook runs
    assert out == ["2 files checked, 0 warnings, 0 errors"]
    assert code == 0
    assert (folder / "README.md").read_text() == "# Project\n"


# --- Low ------------------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("command", [["check"], ["site", "out"]])
@pytest.mark.parametrize("jobs", ["-1", "0", "many"])
def test_jobs_must_be_a_positive_count(folder: Path, capsys: pytest.CaptureFixture[str], jobs: str,
                                       command: list[str]) -> None:
    with pytest.raises(SystemExit) as exited:
        main([*command, "--jobs", jobs, "."])
    assert exited.value.code == 2
    assert "argument --jobs/-j:" in capsys.readouterr().err


def test_control_characters_reach_the_terminal_escaped(folder: Path, capsys: pytest.CaptureFixture[str]) -> None:
    name = "a\x1b]52;c;Y3VybCBldmlsIHwgc2g=\x07\r.md"  # OSC 52 writes the clipboard; CR rewrites the line
    (folder / name).write_text("---\ntitle: x\nstatus: \"\\e[2J\\e]0;pwned\\a\"\n---\n")
    code, out, _ = run(capsys, "--type", "adr", ".")
    assert code == 0  # warnings only
    text = "\n".join(out)
    assert not re.search(r"[\x00-\x08\x0b-\x1f\x7f]", text)
    assert r"a\x1b]52;c;Y3VybCBldmlsIHwgc2g=\x07\x0d.md:" in text
    capsys.readouterr()
    main(["--no-cache", "--type", "adr", "--format", "github", "."])  # workflow commands; GitHub's log renders ANSI
    commands = capsys.readouterr().out
    assert not re.search(r"[\x00-\x08\x0b-\x1f\x7f]", commands)
    assert r"::warning file=a\x1b]52;c;Y3VybCBldmlsIHwgc2g=\x07%0D.md,line=1" in commands
    # A message quotes document text too (titles in DC4 messages, section titles): it is escaped the same way.
    line = format_finding(_finding("docs/a.md", "section 'Context\x1b[2J\x1b]0;pwned\x07\u202e' is empty"))
    assert line.endswith(r"section 'Context\x1b[2J\x1b]0;pwned\x07\u202e' is empty")


ACTION_PLAN = next(step for step in yaml.safe_load((ROOT / "action.yml").read_text())["runs"]["steps"]
                   if step.get("id") == "plan")


@pytest.mark.parametrize(("version", "accepted"), [
    ("0.1.0", True), ("1.2.3rc1", True), ("2.0.post1", True), ("", True),
    ("0.1.0\n--index-url https://evil.example/simple", False), ("0.1.0 --extra-index-url=x", False),
    ("0.1.0; os_name == 'posix'", False), ("-e git+https://evil.example/x", False), (">=0", False),
])
def test_the_action_accepts_only_a_version_number(tmp_path: Path, version: str, accepted: bool) -> None:
    env = {**os.environ, "INPUT_SYNC": "false", "INPUT_SYNC_BRANCH": "main", "INPUT_VERSION": version,
           "ACTION_PATH": str(ROOT), "GITHUB_OUTPUT": str(tmp_path / "output"), "GITHUB_REF_NAME": "main"}
    done = subprocess.run(["bash", "--noprofile", "--norc", "-eo", "pipefail", "-c", ACTION_PLAN["run"]],
                          cwd=tmp_path, env=env, capture_output=True, text=True)
    requirements = tmp_path / ".doccheck" / "action" / "requirements.txt"
    if accepted:
        assert done.returncode == 0, done.stderr
        assert len(requirements.read_text().splitlines()) == 1
    else:
        assert done.returncode == 1
        assert not requirements.exists()
        assert "doccheck-version input must be a version number" in done.stdout


def test_no_subprocess_traceback_on_a_hostile_document(folder: Path) -> None:
    (folder / "a.md").write_text(HANGS["braces-title"])
    (folder / "b.md").write_text(alias_bomb("status", 9))
    done = subprocess.run([sys.executable, "-m", "doccheck", "check", "--no-cache", "."], cwd=folder,
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 1
    assert "Traceback" not in done.stderr
    assert done.stdout.splitlines()[-1] == "2 files checked, 0 warnings, 1 error"
