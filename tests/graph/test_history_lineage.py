"""A path is not always one document: renames cut its history, and a document's life is followed across them.

Shapes found replaying real histories (bench/compare_history.py, stellar/stellar-protocol): a draft's name used
by one proposal after another (`drafts/draft-0002.md` became SEP-6, and a later draft of that name SEP-15;
`cap-TBD.md` became CAP-46, and later another `cap-TBD.md` CAP-53); a draft named without a number
(`cap_orbitlens_41fc89b6.md`) renamed to its number with an edit; proposals renumbered with an edit
(`cap-0053.md` to `cap-0046-05.md`, the title kept); and, from issue 24, a document that moved away and came back.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from .test_history import Repo
from .test_history_renames import document_statuses, table_adr


def history(repo: Repo, name: str) -> list[tuple[str, list[str], list[tuple[str, str | None, str, str]]]]:
    code, out, err = repo.run("history", name, "--config", str(repo.root / ".doccheck.toml"), "--format", "json")
    assert code == 0, err
    return [(t["path"], t["moved_from"], [(s["from"], s["to"], s["status"], s["path"]) for s in t["statuses"]])
            for t in json.loads(out)]


def test_a_document_that_moved_away_and_came_back_is_found_with_its_whole_history(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Renamed A to B, edited, renamed B back to A: `history ID` and the MCP `document` tool found nothing (each
    path was the other's "renamed from", so both were left out)."""
    repo = Repo(tmp_path / "repo", capsys)
    repo.write("adr/ADR-0001-queue.md", table_adr("ADR-0001 Queue", "2023-02-01", "Draft"))
    repo.commit("2023-03-01T10:00:00Z")
    (repo.root / "old").mkdir()
    repo.git("mv", "adr/ADR-0001-queue.md", "old/ADR-0001-queue.md")
    repo.commit("2023-06-01T10:00:00Z")
    repo.write("old/ADR-0001-queue.md", table_adr("ADR-0001 Queue", "2023-02-01", "Approved"))
    repo.commit("2023-07-01T10:00:00Z")
    repo.git("mv", "old/ADR-0001-queue.md", "adr/ADR-0001-queue.md")
    repo.commit("2023-09-01T10:00:00Z")
    repo.sync()

    whole = [("2023-02-01", "2023-06-01", "draft", "adr/ADR-0001-queue.md"),
             ("2023-06-01", "2023-07-01", "draft", "old/ADR-0001-queue.md"),
             ("2023-07-01", "2023-09-01", "approved", "old/ADR-0001-queue.md"),
             ("2023-09-01", None, "approved", "adr/ADR-0001-queue.md")]
    for name in ("ADR-0001", "adr/ADR-0001-queue.md"):
        assert history(repo, name) == [("adr/ADR-0001-queue.md", ["old/ADR-0001-queue.md", "adr/ADR-0001-queue.md"],
                                        whole)]
    assert [(f.object.name, f.path) for f in document_statuses(repo, "ADR-0001")] == [
        (status, path) for _start, _end, status, path in whole]
    assert repo.values("ADR-0001", "HAS_STATUS", "--as-of", "2023-06-15") == ["draft"]
    assert repo.values("ADR-0001", "HAS_STATUS", "--as-of", "2023-08-01") == ["approved"]
    assert repo.values("ADR-0001", "HAS_STATUS", "--as-of", "2023-10-01") == ["approved"]


def reused_path(repo: Repo) -> None:
    """A draft renamed to its record, then another draft of the same name renamed to its own."""
    repo.write("drafts/draft-login.md", table_adr("Login", "2023-02-01", "Draft"))
    repo.commit("2023-03-01T10:00:00Z")
    repo.write("drafts/draft-login.md", table_adr("Login", "2023-02-01", "Approved"))
    repo.commit("2023-04-01T10:00:00Z")
    (repo.root / "adr").mkdir()
    repo.git("mv", "drafts/draft-login.md", "adr/ADR-0007-login.md")
    repo.commit("2023-06-01T10:00:00Z")
    repo.write("drafts/draft-login.md", table_adr("Login with passkeys", "2023-07-01", "Draft"))
    repo.commit("2023-07-15T10:00:00Z")
    repo.git("mv", "drafts/draft-login.md", "adr/ADR-0009-passkeys.md")
    repo.commit("2023-09-01T10:00:00Z")


def test_a_path_another_document_takes_later_is_in_each_history_only_for_its_own_time(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Each history had both drafts' statuses: ADR-0007 was a draft again from July (the second draft's)."""
    repo = Repo(tmp_path / "repo", capsys)
    reused_path(repo)
    repo.sync()

    assert history(repo, "ADR-0007") == [("adr/ADR-0007-login.md", ["drafts/draft-login.md"], [
        ("2023-02-01", "2023-04-01", "draft", "drafts/draft-login.md"),
        ("2023-04-01", "2023-06-01", "approved", "drafts/draft-login.md"),
        ("2023-06-01", None, "approved", "adr/ADR-0007-login.md")])]
    assert history(repo, "ADR-0009") == [("adr/ADR-0009-passkeys.md", ["drafts/draft-login.md"], [
        ("2023-07-01", "2023-09-01", "draft", "drafts/draft-login.md"),
        ("2023-09-01", None, "draft", "adr/ADR-0009-passkeys.md")])]
    assert [f.object.name for f in document_statuses(repo, "ADR-0009")] == ["draft", "draft"]


def test_facts_about_a_document_follow_its_renames_both_ways(tmp_path: Path,
                                                              capsys: pytest.CaptureFixture[str]) -> None:
    """`facts --about` the id a document has now, at a date before a rename that gave it that id, and the id it
    had, at a date after: the document's facts (they were lost while `history` followed it). Not another
    document's that had the same path before or after."""
    repo = Repo(tmp_path / "repo", capsys)
    reused_path(repo)
    repo.sync()

    assert repo.values("ADR-0007", "HAS_STATUS", "--as-of", "2023-03-15") == ["draft"]
    assert repo.values("ADR-0007", "HAS_STATUS", "--as-of", "2023-05-01") == ["approved"]
    assert repo.values("ADR-0007", "HAS_STATUS", "--as-of", "2023-08-01") == ["approved"]
    assert repo.values("ADR-0009", "HAS_STATUS", "--as-of", "2023-05-01") == []
    assert repo.values("ADR-0009", "HAS_STATUS", "--as-of", "2023-08-01") == ["draft"]
    assert repo.values("ADR-0009", "HAS_TITLE", "--as-of", "2023-08-01") == ["Login with passkeys"]
    # By the draft's name, after both moves: the two documents it became.
    assert repo.values("draft-login", "HAS_TITLE", "--as-of", "2023-10-01") == ["Login", "Login with passkeys"]
    # The same for an agent (MCP `decisions_about`).
    assert decisions_about(repo, "ADR-0007", "2023-03-15") == [("HAS_STATUS", "draft", "drafts/draft-login.md")]


def decisions_about(repo: Repo, topic: str, as_of: str) -> list[tuple[str, str, str]]:
    import argparse
    import asyncio

    from doccheck.graph.commands import _Open
    from doccheck.graph.query import parse_as_of
    from doccheck.graph.query.decisions import decisions_about as about
    from doccheck.run.settings import load_config

    async def read() -> list[Any]:
        args = argparse.Namespace(falkordb_url=None, group=None)
        async with _Open(args, load_config(repo.root, None, {})) as (store, groups):
            return list(await about(store, groups, topic, parse_as_of(as_of)))

    return sorted((d.fact.relation, d.fact.object.name, d.fact.path) for d in asyncio.run(read())
                  if d.fact.relation == "HAS_STATUS")


def cap(number: str, title: str, status: str, body: str) -> str:
    return (f"## Preamble\n\n```\nCAP: {number}\nTitle: {title}\nAuthor: A\nStatus: {status}\nCreated: 2022-05-02\n"
            f"```\n\n## Simple Summary\n\n{body}\n")


BODY = "\n\n".join(f"Paragraph {n} of the proposal, long enough to count." for n in range(12))
EDITED = "\n\n".join(f"Paragraph {n} of the proposal, {'rewritten' if n % 4 == 1 else 'long enough to count'}."
                     for n in range(12))


def similarity(repo: Repo) -> int:
    status = repo.git("diff", "-M", "--name-status", "HEAD~1", "HEAD").split()[0]
    assert status.startswith("R"), status
    return int(status[1:])


@pytest.mark.parametrize(("old", "new", "title_after", "one"), [
    # A draft's name has no number to keep: renamed to its number with an edit (its title too), it goes on.
    ("core/cap_orbitlens_41fc89b6.md", "core/cap-0026.md", "Disable the inflation operation", True),
    # Renumbered with an edit, its title kept: one document.
    ("core/cap-0053.md", "core/cap-0046-05.md", "Disable inflation", True),
    # Another number and another title: two documents (one deleted, one added), whatever git finds alike.
    ("core/cap-0053.md", "core/cap-0054.md", "Soroban fees", False),
])
def test_a_rename_git_finds_with_an_edit_and_a_new_number(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], old: str, new: str, title_after: str, one: bool) -> None:
    repo = Repo(tmp_path / "repo", capsys)
    repo.write(old, cap("TBD", "Disable inflation", "Draft", BODY))
    repo.commit("2022-06-01T10:00:00Z")
    repo.git("mv", old, new)
    repo.write(new, cap("0026", title_after, "Draft", EDITED))
    repo.commit("2022-10-31T10:00:00Z")
    assert 50 <= similarity(repo) < 90
    repo.sync()

    # Before the move, one draft: the new path goes on from the move; when it is another document, it begins at
    # its own date, and there are two.
    code, out, err = repo.run("facts", "--config", str(repo.root / ".doccheck.toml"), "--as-of", "2022-08-01",
                              "--format", "json")
    assert code == 0, err
    assert sorted(f["path"] for f in json.loads(out)["facts"] if f["relation"] == "HAS_STATUS") == (
        [old] if one else sorted([old, new]))
    [timeline] = [t for t in history(repo, Path(new).stem) if t[0] == new]
    assert timeline[1] == ([old] if one else [])
