"""The README is true of every command it shows: its shell snippets run, as written, on the bundled examples.

Every `doccheck ...` line of the README's shell blocks (indented blocks outside fenced code) is run from a copy of
the repository's examples, each command of a line (`a ; b`) on its own. The graph commands (sync, facts, graph)
need the graph extra and a graph; tests/graph runs those, so they are listed here and skipped. A snippet this test
does not know fails it: a new command in the README is a new command to run.
"""

from __future__ import annotations

import json
import os
import re
import shlex
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
README = (ROOT / "README.md").read_text("utf-8")
GRAPH_COMMANDS = ("sync", "--sync", "facts", "history", "graph")


def shell_lines(markdown: str) -> list[str]:
    """The lines of indented code blocks (four spaces after a blank line), outside fenced blocks."""
    found, fenced, in_block, previous = [], False, False, ""
    for line in markdown.splitlines():
        if line.startswith("```"):
            fenced = not fenced
        elif not fenced:
            in_block = line.startswith("    ") and (in_block or not previous.strip())
            if in_block:
                found.append(line[4:])
        previous = line
    return found


def commands(markdown: str) -> list[list[str]]:
    """Each `doccheck` command of the shell blocks, split into words, comments dropped."""
    found = []
    for line in shell_lines(markdown):
        for part in re.split(r"\s(?:;|&&)\s", line):
            words = shlex.split(part, comments=True)
            if words and words[0] == "doccheck":
                found.append(words)
    return found


ALL = commands(README)
GRAPH_OPTIONS = ("--all-projects", "--project", "--as-of")  # `why` reads the graph with these
CHECKS = [c for c in ALL if not set(c[1:2]) & set(GRAPH_COMMANDS) and not set(c) & set(GRAPH_OPTIONS)]


def test_the_readme_shows_check_and_graph_commands() -> None:
    """The parse is real: the snippets this test runs are the README's, and the graph ones are left to tests/graph."""
    assert ["doccheck", "check", "examples/"] in CHECKS
    assert ["doccheck", "baseline", "examples/"] in CHECKS
    assert ["doccheck", "--sync", "examples/", "--force"] in ALL and ["doccheck", "--sync", "examples/",
                                                                    "--force"] not in CHECKS


@pytest.fixture
def workspace(tmp_path: Path) -> Path:
    shutil.copytree(ROOT / "examples", tmp_path / "examples", ignore=shutil.ignore_patterns(".doccheck"))
    return tmp_path


@pytest.mark.parametrize("command", CHECKS, ids=[" ".join(c[1:]) or "doccheck" for c in CHECKS])
def test_a_readme_snippet_runs_as_written(workspace: Path, command: list[str]) -> None:
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(ROOT / "src"), os.environ.get("PYTHONPATH", "")])}
    done = subprocess.run([sys.executable, "-m", "doccheck", *command[1:]], cwd=workspace, env=env,
                          capture_output=True, text=True, timeout=120)
    assert "Traceback" not in done.stdout + done.stderr
    assert done.returncode == 0, done.stdout + done.stderr  # the examples are clean
    assert "error:" not in done.stderr
    assert done.stdout.strip()
    if "--format" in command:
        report = json.loads(done.stdout)
        assert report["files"] == 1 and report["findings"] == []
    if command[1:2] == ["baseline"]:  # "writes examples/.doccheck-baseline.json"
        assert json.loads((workspace / "examples" / ".doccheck-baseline.json").read_text())["findings"] == []
    if command[1:] == ["check", "examples/"]:
        assert done.stdout.splitlines()[-1] == "6 files checked, 0 warnings, 0 errors"


def test_the_release_the_readme_names_is_the_version_and_the_changelog_lists_it() -> None:
    """pre-commit's `rev:` and the Action's `@` name a tag `v` + the version; CHANGELOG.md has that release."""
    version = tomllib.loads((ROOT / "pyproject.toml").read_text("utf-8"))["project"]["version"]
    revs = re.findall(r"^\s+rev: (\S+)", README, re.MULTILINE)
    uses = re.findall(r"uses: OWNER/doccheck@(\S+)", README)
    assert revs and uses
    assert set(revs) | set(uses) == {f"v{version}"}
    assert re.search(rf"^## {re.escape(version)}$", (ROOT / "CHANGELOG.md").read_text("utf-8"), re.MULTILINE)
