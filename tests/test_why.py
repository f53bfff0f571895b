"""`doccheck why PATH` from the files, as a user asks it: adr-tools' real records (shared corpus) made to govern
a repository's code, in git, so each answer names the line and the commit that says so."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path
from typing import Any

import pytest

from corpus_copies import copy, doccheck


def git(repo: Path, *args: str) -> str:
    return subprocess.run(["git", "-C", str(repo), *args], check=True, capture_output=True, text=True,
                          env={"GIT_AUTHOR_NAME": "t", "GIT_AUTHOR_EMAIL": "t@x", "GIT_COMMITTER_NAME": "t",
                               "GIT_COMMITTER_EMAIL": "t@x", "PATH": "/usr/bin:/bin"}).stdout.strip()


def govern(adr: Path, name: str, globs: str) -> None:
    path = adr / name
    path.write_text(path.read_text().replace("\n## Status", f"\ngoverns: {globs}\n\n## Status", 1))


@pytest.fixture
def repo(tmp_path: Path) -> Path:
    repo = copy("adr-tools", tmp_path, into="doc/adr")
    adr = repo / "doc" / "adr"
    govern(adr, "0002-implement-as-shell-scripts.md", "src/**")  # the whole tree
    govern(adr, "0003-single-command-with-subcommands.md", "src/adr, src/adr-*")  # the command and subcommands
    govern(adr, "0005-help-comments.md", "src/adr-help")  # this one file
    four = adr / "0004-markdown-format.md"
    four.write_text(four.read_text().replace("## Status\n\nAccepted", "## Status\n\nRejected"))
    (repo / "src").mkdir()
    (repo / "src" / "adr-help").write_text("#!/bin/bash\n# Help text is in comments (ADR-0005), in Markdown "
                                           "(ADR-0004)\n# and dated as ADR-0008 says.\necho 'ADR-0001'\n")
    git(repo, "init", "-q")
    git(repo, "add", "-A")
    git(repo, "commit", "-qm", "records and code")
    return repo


def answer(repo: Path, *paths: str) -> list[dict[str, Any]]:
    run = doccheck("why", *paths, "--format", "json", cwd=repo)
    assert run.code == 0, run.err
    found: list[dict[str, Any]] = json.loads(run.out and "\n".join(run.out))["paths"]
    return found


def test_most_specific_first_then_citations_and_no_longer_in_force_apart(repo: Path) -> None:
    found = answer(repo, "src/adr-help")[0]
    assert [d["id"] for d in found["decisions"]] == ["ADR-0005", "ADR-0003", "ADR-0002", "ADR-0008"]
    five = found["decisions"][0]
    assert [(r["kind"], r["text"], r["source"], r["line"]) for r in five["because"]] == [
        ("governs", "src/adr-help", "doc/adr/0005-help-comments.md", 5),
        ("cites", "ADR-0005", "src/adr-help", 2)]
    assert five["status"] == "accepted" and five["date"] == "2016-02-13" and five["in_force"] is True
    head = git(repo, "rev-parse", "HEAD")
    assert {r["commit"] for d in found["decisions"] for r in d["because"]} == {head}
    assert [(d["id"], d["status"]) for d in found["replaced"]] == [("ADR-0004", "rejected")]


def test_a_path_nothing_governs_and_one_outside_the_repository(repo: Path, tmp_path: Path) -> None:
    assert answer(repo, "doc/adr/0001-record-architecture-decisions.md")[0]["decisions"] == []
    text = doccheck("why", "README.md", cwd=repo)
    assert text.out == ["README.md: no decision governs it or is cited by it"]
    outside = doccheck("why", str(tmp_path), cwd=repo)
    assert outside.code == 2 and "outside the repository" in outside.err[-1]


def test_an_uncommitted_citation_says_so(repo: Path) -> None:
    (repo / "src" / "adr-new").write_text("# Creates records as ADR-0001 says\n")
    found = answer(repo, "src/adr-new")[0]
    cited = [r for d in found["decisions"] for r in d["because"] if r["kind"] == "cites"]
    assert cited == [{"kind": "cites", "text": "ADR-0001", "source": "src/adr-new", "line": 1, "field": "id",
                      "commit": None, "date": None}]
    text = doccheck("why", "src/adr-new", cwd=repo).out
    assert "    cited as ADR-0001 (src/adr-new:1, not committed)" in text
