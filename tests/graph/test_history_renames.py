"""A renamed document goes on: its new path does not begin again at the date the document states.

The shape of a real history (opendatahub-io/architecture-decision-records, see bench/compare_history.py): ADRs
with a `| Status | ... |` table and a `| Date | ... |` row, their status edited in place, then every file moved
into a new folder in one commit. Before renames were read, the moved file's first version took the ADR's own
date as its start, so for the year before the move the graph answered two statuses, the old one and the one
the document only reached later.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from .test_history import Repo


def table_adr(title: str, day: str, status: str) -> str:
    return (f"# {title}\n\n| | |\n| --- | --- |\n| Date | {day} |\n| Status | {status} |\n| Supersedes | N/A |\n\n"
            "## Context\n\nWhy.\n\n## Decision\n\nWhat.\n\n## Consequences\n\nNone.\n")


def test_a_status_before_a_rename_is_the_one_the_old_path_stated_and_only_that(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    repo = Repo(tmp_path / "repo", capsys)
    repo.write("ADR-0001-queue.md", table_adr("ADR-0001 Queue", "2023-02-01", "Draft"))
    repo.write("ADR-0002-cache.md", table_adr("ADR-0002 Cache", "2023-02-01", "Draft"))
    repo.commit("2023-03-01T10:00:00Z")
    repo.write("ADR-0001-queue.md", table_adr("ADR-0001 Queue", "2023-02-01", "Approved"))
    repo.commit("2023-09-01T10:00:00Z")
    # One commit moves both: one as it is, one edited on the way (its status changed in the same commit).
    (repo.root / "decisions").mkdir()
    repo.git("mv", "ADR-0001-queue.md", "decisions/ADR-0001-queue.md")
    repo.git("mv", "ADR-0002-cache.md", "decisions/ADR-0002-cache.md")
    repo.write("decisions/ADR-0002-cache.md", table_adr("ADR-0002 Cache", "2023-02-01", "Approved"))
    repo.commit("2024-07-26T10:00:00Z")
    repo.sync()

    assert repo.values("ADR-0001", "HAS_STATUS", "--as-of", "2023-02-15") == ["draft"]  # its own date on
    assert repo.values("ADR-0001", "HAS_STATUS", "--as-of", "2023-06-01") == ["draft"]
    assert repo.values("ADR-0001", "HAS_STATUS", "--as-of", "2024-01-01") == ["approved"]
    assert repo.values("ADR-0001", "HAS_STATUS", "--as-of", "2025-01-01") == ["approved"]
    assert repo.values("ADR-0002", "HAS_STATUS", "--as-of", "2024-01-01") == ["draft"]
    assert repo.values("ADR-0002", "HAS_STATUS", "--as-of", "2024-08-01") == ["approved"]

    # One timeline, asked by id or by the new path: the statuses it had under its old path too.
    for name in ("ADR-0001", "decisions/ADR-0001-queue.md"):
        code, out, err = repo.run("history", name, "--config", str(repo.root / ".doccheck.toml"), "--format", "json")
        assert code == 0, err
        [timeline] = json.loads(out)
        assert (timeline["path"], timeline["moved_from"]) == ("decisions/ADR-0001-queue.md", ["ADR-0001-queue.md"])
        assert [(s["from"], s["to"], s["status"], s["path"]) for s in timeline["statuses"]] == [
            ("2023-02-01", "2023-09-01", "draft", "ADR-0001-queue.md"),
            ("2023-09-01", "2024-07-26", "approved", "ADR-0001-queue.md"),
            ("2024-07-26", None, "approved", "decisions/ADR-0001-queue.md")]
    code, out, _ = repo.run("history", "ADR-0001", "--config", str(repo.root / ".doccheck.toml"))
    assert "renamed from: ADR-0001-queue.md" in out
    assert "2023-02-01 to 2023-09-01  draft (as ADR-0001-queue.md)" in out
    # What an agent's `document` tool (MCP) reads: the same statuses.
    assert [(f.object.name, f.path) for f in document_statuses(repo, "ADR-0001")] == [
        ("draft", "ADR-0001-queue.md"), ("approved", "ADR-0001-queue.md"),
        ("approved", "decisions/ADR-0001-queue.md")]


def document_statuses(repo: Repo, name: str) -> list[Any]:
    import argparse
    import asyncio

    from doccheck.config import load_config
    from doccheck.graph.commands import _Open
    from doccheck.graph.query.documents import document

    async def read() -> list[Any]:
        args = argparse.Namespace(falkordb_url=None, group=None)
        async with _Open(args, load_config(repo.root, None, {})) as (store, groups):
            [view] = await document(store, groups, name)
            return list(view.statuses)

    return asyncio.run(read())


def test_a_document_deleted_and_another_added_with_other_bytes_and_name_is_no_rename(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A new document that replaces a deleted one is a document of its own: it holds from its own date."""
    repo = Repo(tmp_path / "repo", capsys)
    repo.write("ADR-0001-queue.md", table_adr("ADR-0001 Queue", "2023-02-01", "Draft"))
    repo.commit("2023-03-01T10:00:00Z")
    (repo.root / "ADR-0001-queue.md").unlink()
    repo.write("ADR-0002-cache.md", table_adr("ADR-0002 Cache", "2024-05-01", "Approved"))
    repo.commit("2024-07-26T10:00:00Z")
    repo.sync()
    assert repo.values("ADR-0002", "HAS_STATUS", "--as-of", "2024-06-01") == ["approved"]
    assert repo.values("ADR-0001", "HAS_STATUS", "--as-of", "2024-06-01") == ["draft"]
    assert repo.values("ADR-0001", "HAS_STATUS", "--as-of", "2024-08-01") == []


ADDED = "0" * 40


@pytest.mark.parametrize(("changes", "moved"), [
    # (path, new blob or None for a deletion, old blob) of one commit -> the added file's moved_from
    ([("a.md", None, "b1"), ("d/a.md", "b1", ADDED)], "a.md"),  # moved as it is
    ([("ADR-1.md", None, "b1"), ("d/ADR-1.md", "b2", ADDED)], "ADR-1.md"),  # moved with an edit: its name
    ([("x.md", None, "b1"), ("d/y.md", "b1", ADDED)], "x.md"),  # renamed: its bytes
    ([("x.md", None, "b1"), ("d/y.md", "b2", ADDED)], None),  # another document
    ([("a/README.md", None, "b1"), ("b/README.md", "b2", ADDED)], None),  # two folders' READMEs
    ([("k/a/1-x/README.md", None, "b1"), ("k/b/1-x/README.md", "b2", ADDED)], "k/a/1-x/README.md"),  # its folder
    ([("p/ADR-1.md", None, "b1"), ("q/ADR-1.md", None, "b3"), ("d/ADR-1.md", "b2", ADDED)], None),  # which one?
])
def test_a_rename_is_an_added_file_with_the_bytes_or_the_name_of_one_the_commit_deleted(
        changes: list[tuple[str, str | None, str]], moved: str | None) -> None:
    from doccheck.graph.history.git import renamed

    assert [c.moved_from for c in renamed(changes) if c.blob is not None] == [moved]
