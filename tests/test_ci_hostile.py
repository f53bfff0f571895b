"""The GitHub Action on a pull request written to attack it (issue 23): each test is an attacker's input.

The repository is whatever the pull request committed: links where the Action writes its own files, a `pip/`
or `doccheck/` package that Python would import from the working directory, file names that carry a newline
and a workflow command, or bytes that are not UTF-8. The Action's steps run as `tests/test_action.py` runs
them: action.yml's `run:` lines in bash, with the environment GitHub gives them.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from tests.test_action import ADR, Run, _git, run_action


def _workspace(root: Path) -> Path:
    """A pull request's checkout: one good ADR on a branch of its own."""
    adrs = root / "docs" / "adr"
    adrs.mkdir(parents=True)
    (adrs / "0001-use-postgresql.md").write_text(ADR.format(number=1, title="Use PostgreSQL", date="2024-01-10",
                                                            status="Accepted", context="We had to choose."))
    _git(root, "init", "-q", "-b", "attack")
    return root


def _commit(root: Path) -> None:
    _git(root, "add", "-A")
    _git(root, "commit", "-q", "-m", "attack")


def _pull_request(repo: Path, tmp: Path, **inputs: str) -> Run:
    tmp.mkdir()
    return run_action(repo, tmp, event="pull_request", ref_name="7/merge", base_ref="main", inputs=inputs)


# --- 10: the plan step writes only into real folders ------------------------------------------------------------

@pytest.mark.parametrize("link", [".doccheck", ".doccheck/action", ".doccheck/action/requirements.txt",
                                  ".doccheck/action/.gitignore"])
def test_plan_step_writes_nothing_through_a_committed_link(link: str, tmp_path: Path) -> None:
    repo = _workspace(tmp_path / "repo")
    elsewhere = tmp_path / "elsewhere"  # what the link points at: a folder, or a file, outside the workspace
    elsewhere.mkdir()
    victim = elsewhere / "victim.txt"
    victim.write_text("keep me\n")
    (repo / link).parent.mkdir(parents=True, exist_ok=True)
    (repo / link).symlink_to(victim if link.endswith((".txt", ".gitignore")) else elsewhere)
    _commit(repo)

    run = _pull_request(repo, tmp_path / "runner")
    assert run.steps["plan"]["outcome"] == "failure"
    assert run.stdout.splitlines() == [f"::error title=doccheck::{link} is a symbolic link in the repository; "
                                       "doccheck writes nothing through it (remove it)"]
    assert run.steps["check"]["outcome"] == "skipped"
    assert sorted(p.name for p in elsewhere.iterdir()) == ["victim.txt"]  # nothing written beside it
    assert victim.read_text() == "keep me\n"


def test_plan_step_refuses_a_file_where_its_folder_goes(tmp_path: Path) -> None:
    repo = _workspace(tmp_path / "repo")
    (repo / ".doccheck").write_text("not a folder\n")
    _commit(repo)
    run = _pull_request(repo, tmp_path / "runner")
    assert run.steps["plan"]["outcome"] == "failure"
    assert run.stdout.splitlines() == ["::error title=doccheck::.doccheck is not a folder; doccheck keeps its own "
                                       "files there (remove it)"]
    assert (repo / ".doccheck").read_text() == "not a folder\n"


def test_plan_step_replaces_its_own_files_from_an_earlier_run(tmp_path: Path) -> None:
    repo = _workspace(tmp_path / "repo")
    (repo / ".doccheck" / "action").mkdir(parents=True)
    (repo / ".doccheck" / "action" / "requirements.txt").write_text("--index-url https://evil.example\n")
    run = _pull_request(repo, tmp_path / "runner", **{"doccheck-version": "0.1.0"})
    assert run.steps["plan"]["outcome"] == "success"
    assert run.requirement == "doccheck==0.1.0"
    assert sorted(os.listdir(repo / ".doccheck" / "action")) == [".gitignore", "requirements.txt"]  # no temp left
    assert subprocess.run(["git", "status", "--porcelain"], cwd=repo, capture_output=True, text=True).stdout == \
        "?? docs/\n"  # its own folder stays out of git


# --- 11: Python never imports from the checkout ------------------------------------------------------------------

PLANTED = '''import pathlib
pathlib.Path({marker!r}).write_text("the {name} a pull request committed ran")
'''


def test_no_step_imports_a_pip_or_doccheck_folder_the_pull_request_commits(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    repo = _workspace(tmp_path / "repo")
    markers = {name: tmp_path / f"{name}-ran" for name in ("pip", "doccheck")}
    for name, marker in markers.items():
        (repo / name).mkdir()
        for module in ("__init__.py", "__main__.py"):
            (repo / name / module).write_text(PLANTED.format(marker=str(marker), name=name))
    _git(repo, "branch", "-m", "main")
    _commit(repo)
    (tmp_path / "runner").mkdir()
    # The install step runs too: the version this environment holds already, so pip has nothing to fetch.
    monkeypatch.setenv("PIP_NO_INDEX", "1")
    run = run_action(repo, tmp_path / "runner", event="push", ref_name="main", skipped=frozenset(),
                     inputs={"sync": "true", "doccheck-version": "0.1.0"})
    assert [run.steps[step]["outcome"] for step in ("plan", "install", "check")] == ["success"] * 3, run.steps
    # `doccheck ci sync` started `doccheck sync`, which started the embedded FalkorDB's keeper: both real.
    assert run.steps["sync"]["outcome"] == "success" and run.outputs["episodes-written"] == "1"
    assert [marker.name for marker in markers.values() if marker.exists()] == []


# --- 12: file names that carry a workflow command, or bytes that are not UTF-8 -----------------------------------

NOT_UTF8 = b"docs/adr/0002-\xff\xfe.md"  # the name as Linux stores it; Python holds it as surrogates
COMMAND_IN_NAME = "docs/adr/0003-x\n::error::pwned.md"
NOT_MARKDOWN = "docs/a\n::set-output name=x::y.txt"


def _hostile_names(root: Path) -> Path:
    repo = _workspace(root)
    (repo / ".doccheck.toml").write_text('registers = ["docs/adr/README.md"]\n')
    body = ADR.format(number=2, title="Use Redis", date="2024-02-01", status="Accepted", context="Sessions.")
    with open(bytes(repo) + b"/" + NOT_UTF8, "wb") as handle:
        handle.write(body.split("## Consequences")[0].encode())  # a finding, so the name reaches every output
    (repo / COMMAND_IN_NAME).write_text("# 3. Log in JSON\n\n## Context\n\nLogs.\n")
    (repo / NOT_MARKDOWN).write_text("not a document\n")
    (repo / "::warning::top.md").write_text(ADR.format(number=4, title="At the top", date="05/02/2018",
                                                       status="Accepted", context="An ambiguous date."))
    return repo


def _doccheck(repo: Path, tmp: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "GITHUB_STEP_SUMMARY": str(tmp / "summary.md"), "GITHUB_OUTPUT": str(tmp / "output"),
           "RUNNER_TEMP": str(tmp)}
    return subprocess.run([sys.executable, "-I", "-m", "doccheck", *args], cwd=repo, env=env, capture_output=True,
                          text=True, errors="surrogateescape", timeout=120)


def _no_injection(done: subprocess.CompletedProcess[str]) -> None:
    """Nothing reaches the log that GitHub would read as a workflow command but doccheck's own annotations."""
    assert "Traceback" not in done.stderr
    for line in done.stderr.splitlines():
        assert not line.lstrip().startswith("::") and "##[" not in line, line
    for line in done.stdout.splitlines():
        assert not line.lstrip().startswith("::") or line.startswith(("::warning file=", "::error file=",
                                                                      "::notice title=doccheck::")), line


def test_ci_check_shows_hostile_names_escaped_and_writes_its_summary_and_outputs(tmp_path: Path) -> None:
    repo = _hostile_names(tmp_path / "repo")
    done = _doccheck(repo, tmp_path, "ci", "check", "--no-cache", "docs", "::warning::top.md", NOT_MARKDOWN)
    _no_injection(done)
    assert done.returncode == 0, done.stderr  # warnings only
    assert done.stderr.startswith("doccheck: docs/a\\x0a::set-output name=x::y.txt: not a Markdown file (.md, ")
    annotations = done.stdout.splitlines()
    assert any(a.startswith("::warning file=docs/adr/0002-\\xff\\xfe.md,line=") for a in annotations)
    assert any(a.startswith("::warning file=docs/adr/0003-x%0A%3A%3Aerror%3A%3Apwned.md,") for a in annotations)
    assert any(a.startswith("::warning file=%3A%3Awarning%3A%3Atop.md,") for a in annotations)
    summary = (tmp_path / "summary.md").read_text()
    assert "| `docs/adr/0002-\\xff\\xfe.md` | 0 |" in summary
    assert "| `docs/adr/0003-x ::error::pwned.md` | 0 |" in summary  # one line: the newline is a space
    outputs = (tmp_path / "output").read_text().splitlines()
    assert "errors=0" in outputs and "files=4" in outputs


def test_a_missing_path_with_a_command_in_its_name_is_one_escaped_line(tmp_path: Path) -> None:
    repo = _workspace(tmp_path / "repo")
    done = _doccheck(repo, tmp_path, "ci", "check", "--no-cache", "nosuch\n::error::x.md")
    assert done.returncode == 2
    assert done.stderr == "doccheck: error: nosuch\\x0a::error::x.md: no such file or folder\n"


def test_check_text_output_never_starts_a_line_with_a_workflow_command(tmp_path: Path) -> None:
    repo = _hostile_names(tmp_path / "repo")
    done = _doccheck(repo, tmp_path, "check", "--no-cache", "--", "::warning::top.md", NOT_MARKDOWN)
    _no_injection(done)
    assert done.stdout.splitlines()[0].startswith("\\x3a:warning::top.md:3:1: DC205 ambiguous-date:")


def test_index_fix_links_a_name_that_is_not_utf8_by_its_bytes(tmp_path: Path) -> None:
    repo = _hostile_names(tmp_path / "repo")
    done = _doccheck(repo, tmp_path, "index", "--fix")
    _no_injection(done)
    assert done.returncode == 0, done.stderr
    assert done.stdout == "docs/adr/README.md: register rewritten (3 decisions)\n"
    register = (repo / "docs" / "adr" / "README.md").read_text()
    assert "| 2 | [2. Use Redis](0002-%FF%FE.md) | accepted | 2024-02-01 |" in register
    assert "(0003-x%0A%3A%3Aerror%3A%3Apwned.md)" in register
    again = _doccheck(repo, tmp_path, "index")
    assert again.returncode == 0 and again.stderr == "1 register checked, 0 out-of-date rows\n"


def test_site_leaves_out_a_document_whose_name_is_not_utf8_and_says_so(tmp_path: Path) -> None:
    repo = _hostile_names(tmp_path / "repo")
    done = _doccheck(repo, tmp_path, "site", str(tmp_path / "out"))
    _no_injection(done)
    assert done.returncode == 0, done.stderr
    assert done.stderr.splitlines() == [f"doccheck: {repo}/docs/adr/0002-\\xff\\xfe.md: file name is not UTF-8; "
                                        "left out of the site (rename it)"]
    assert (tmp_path / "out" / "index.html").is_file()


def test_ci_sync_copies_the_syncs_notes_escaped(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                capsys: pytest.CaptureFixture[str]) -> None:
    from doccheck.cli.ci import sync_stage
    from doccheck.cli.main import main

    # What the sync printed before its notes were escaped: a file name with a newline and a command in it.
    said = f"doccheck: {NOT_MARKDOWN}: not a Markdown file, skipped\n##[error]old style\n"
    child = [sys.executable, "-c", f"import sys; sys.stderr.write({said!r}); sys.exit(2)"]
    monkeypatch.setattr(sync_stage, "sync_command", lambda args, paths: child)
    monkeypatch.chdir(_workspace(tmp_path / "repo"))
    monkeypatch.setenv("GITHUB_STEP_SUMMARY", str(tmp_path / "summary.md"))
    assert main(["ci", "sync"]) == 2
    out, err = capsys.readouterr()
    assert err.splitlines()[:3] == ["doccheck: docs/a", "\\x3a:set-output name=x::y.txt: not a Markdown file, skipped",
                                    "\\x23#[error]old style"]
    assert out == ("::error title=doccheck sync::`doccheck sync --format json` exited 2 without a JSON report: "
                   "\\x23#[error]old style\n")
