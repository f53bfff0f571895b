"""Hostile documents against the sync (issue 11): one bad document never blocks the others."""

from __future__ import annotations

import json
import os
import subprocess
import uuid
from datetime import UTC, datetime
from pathlib import Path

import pytest

from doccheck.graph.conflicts import find_conflicts
from doccheck.graph.facts import Entity, Fact

from .test_history import Repo, adr


@pytest.fixture(autouse=True)
def _on_main(monkeypatch: pytest.MonkeyPatch) -> None:
    for name in ("GITHUB_REF_NAME", "DOCCHECK_SYNC_BRANCH", "DOCCHECK_FALKORDB_URL", "DOCCHECK_SYNC_CRASH_AFTER",
                 "DOCCHECK_SYNC_BATCH"):
        monkeypatch.delenv(name, raising=False)


def test_nul_characters_and_a_file_name_that_is_not_utf8_are_reported_and_the_rest_is_synced(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    repo = Repo(tmp_path / "repo", capsys)
    repo.write("adr/0001-escape.md", adr(1, "Escape", "2024-01-01", front='decides:\n  "queue\\0name": "a\\0b"\n'))
    raw = adr(2, "Raw", "2024-01-01") + "x" * 9000 + "\0 after byte 8192\n"
    repo.write("adr/0002-raw.md", raw)
    repo.write("adr/0003-fine.md", adr(3, "Fine", "2024-01-01", front="decides:\n  cache: Redis\n"))
    (repo.root / "adr").joinpath(os.fsdecode(b"0004-\xff.md")).write_text(adr(4, "Bad name", "2024-01-01"))
    repo.commit("2024-02-01T10:00:00Z")
    code, out, err = repo.run("sync", str(repo.root), "--format", "json")
    assert code == 0, err
    report = json.loads(out)
    assert "adr/0002-raw.md: not synced: NUL character in the text; re-save the file without it" in report["notes"]
    assert "adr/0004-\\xff.md: not synced: the file name is not valid UTF-8; rename it" in report["notes"]
    assert repo.values("cache", "IS") == ["Redis"]
    assert repo.values("queue name", "IS") == ["a b"]  # the escape's NUL never reaches the graph


def test_a_subject_shaped_like_word_number_is_a_value_not_a_document(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    repo = Repo(tmp_path / "repo", capsys)
    repo.write("adr/0003-typing.md", adr(3, "Typing", "2024-01-01"))
    repo.write("adr/0004-python.md", adr(4, "Python", "2024-01-02", front=(
        "facts:\n  - {subject: \"Python 3\", relation: REQUIRES, object: typing}\n"
        "  - {subject: \"[ADR 3](0003-typing.md)\", relation: MENTIONS_TOOL, object: mypy}\n")))
    repo.commit("2024-02-01T10:00:00Z")
    repo.sync()
    _code, out, _ = repo.run("facts", "--config", str(repo.root / ".doccheck.toml"), "--about", "typing",
                            "--format", "json")
    assert [(f["subject"], f["relation"]) for f in json.loads(out)["facts"] if f["object"] == "typing"] == [
        ("Python 3", "REQUIRES")]
    _code, out, _ = repo.run("facts", "--config", str(repo.root / ".doccheck.toml"), "--about", "mypy",
                            "--format", "json")
    assert [f["subject"] for f in json.loads(out)["facts"]] == ["ADR-0003"]  # a link names the document


def test_many_facts_on_one_subject_are_compared_only_where_they_can_conflict() -> None:
    """Two documents with 3,000 claims each on one subject: only same-relation, same-value pairs are looked at
    (the issue's case took 116 s and 4.6 GB when every pair was compared)."""
    when = datetime(2024, 1, 1, tzinfo=UTC)
    subject = Entity("s", "platform")

    def fact(path: str, index: int, relation: str) -> Fact:
        obj = Entity(f"o{index}", f"tool {index}")
        return Fact(str(uuid.uuid4()), "g", subject, relation, obj, when, None, 1.0, path, index, None, "", "decides",
                    True)

    first = [fact("a.md", i, "USES") for i in range(3000)]
    second = [fact("b.md", i, "USES" if i % 2 else "FORBIDS") for i in range(3000)]
    resolution = find_conflicts([*first, *second], [], "recency", [("USES", "FORBIDS")], ["IS"])
    kinds = [c.kind for c in resolution.conflicts]
    assert kinds.count("temporal-overlap") == 1500 and kinds.count("direct-contradiction") == 1500


def test_git_paths_with_a_newline_or_a_quote_are_read_as_they_are(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    repo = Repo(tmp_path / "repo", capsys)
    repo.write('adr/0005-"quoted"\nname.md', adr(5, "Odd name", "2024-01-01", front="decides:\n  odd: sometimes\n"))
    repo.commit("2024-02-01T10:00:00Z")
    assert subprocess.run(["git", "ls-files", "-z"], cwd=repo.root, capture_output=True).stdout.count(b"\n") == 1
    repo.sync()
    assert repo.values("odd", "IS") == ["sometimes"]
