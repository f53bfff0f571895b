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

    from doccheck.graph.commands import _Open
    from doccheck.graph.query.documents import document
    from doccheck.run.settings import load_config

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
    # (path, new blob or None for a deletion, old blob, the path git found it renamed from) of one commit -> the
    # added file's moved_from
    ([("a.md", None, "b1", None), ("d/a.md", "b1", ADDED, None)], "a.md"),  # moved as it is
    ([("ADR-1.md", None, "b1", None), ("d/ADR-1.md", "b2", ADDED, None)], "ADR-1.md"),  # moved with an edit: its name
    ([("x.md", None, "b1", None), ("d/y.md", "b1", ADDED, None)], "x.md"),  # renamed: its bytes
    ([("x.md", None, "b1", None), ("d/y.md", "b2", ADDED, None)], None),  # another document
    ([("x.md", None, "b1", None), ("d/y.md", "b2", ADDED, "x.md")], "x.md"),  # git found them alike
    ([("a/README.md", None, "b1", None), ("b/README.md", "b2", ADDED, None)], None),  # two folders' READMEs
    ([("k/a/1-x/README.md", None, "b1", None), ("k/b/1-x/README.md", "b2", ADDED, None)],
     "k/a/1-x/README.md"),  # its folder
    ([("p/ADR-1.md", None, "b1", None), ("q/ADR-1.md", None, "b3", None), ("d/ADR-1.md", "b2", ADDED, None)],
     None),  # which one?
])
def test_a_rename_is_an_added_file_with_the_bytes_or_the_name_of_one_the_commit_deleted(
        changes: list[tuple[str, str | None, str, str | None]], moved: str | None) -> None:
    from doccheck.graph.history.git import renamed

    assert [c.moved_from for c in renamed(changes) if c.blob is not None] == [moved]


def test_a_rename_that_fixes_the_name_and_the_title_goes_on(tmp_path: Path,
                                                            capsys: pytest.CaptureFixture[str]) -> None:
    """Crown-Commercial-Service's ADR 0005: added as `...-ocntinuous-integration.md`, renamed a month later with
    the typo fixed in its name and its title (git: 73% alike). It is one document: one status at a time."""
    repo = Repo(tmp_path / "repo", capsys)
    repo.write("doc/adr/0005-use-ocntinuous-integration.md",
               "# 5. Use ocntinuous integration\n\nDate: 2018-07-10\n\n## Status\n\nAccepted\n\n"
               "## Context\n\nWhy.\n\n## Decision\n\nWhat.\n\n## Consequences\n\nNone.\n")
    repo.commit("2018-07-12T10:00:00Z")
    repo.git("mv", "doc/adr/0005-use-ocntinuous-integration.md", "doc/adr/0005-use-continuous-integration.md")
    repo.write("doc/adr/0005-use-continuous-integration.md",
               "# 5. Use continuous integration\n\nDate: 2018-07-10\n\n## Status\n\nAccepted\n\n"
               "## Context\n\nWhy.\n\n## Decision\n\nWhat.\n\n## Consequences\n\nNone.\n")
    repo.commit("2018-08-15T10:00:00Z")
    repo.sync()
    assert repo.values("ADR-0005", "HAS_STATUS", "--as-of", "2018-08-08") == ["accepted"]
    assert repo.values("ADR-0005", "HAS_STATUS", "--as-of", "2019-01-01") == ["accepted"]


def test_a_draft_without_a_date_holds_until_the_commit_that_dates_it(tmp_path: Path,
                                                                     capsys: pytest.CaptureFixture[str]) -> None:
    """univention's dev/0009: a draft with a placeholder date, then accepted with its date, the same day. The
    draft is what the repository said until the second commit."""
    repo = Repo(tmp_path / "repo", capsys)
    body = "## Context\n\nWhy.\n\n## Decision\n\nWhat.\n\n## Consequences\n\nNone.\n"
    repo.write("adr/0009-rest-apis.md", f"# 9. REST APIs\n\nDate: YYYY-MM-DD\n\n## Status\n\nDraft\n\n{body}")
    repo.commit("2025-12-18T10:00:00Z")
    repo.write("adr/0009-rest-apis.md", f"# 9. REST APIs\n\nDate: 2025-12-18\n\n## Status\n\nAccepted\n\n{body}")
    repo.commit("2025-12-18T16:00:00Z")
    repo.sync()
    assert repo.values("ADR-0009", "HAS_STATUS", "--as-of", "2025-12-18T12:00:00Z") == ["draft"]
    assert repo.values("ADR-0009", "HAS_STATUS", "--as-of", "2025-12-19") == ["accepted"]
    code, out, err = repo.run("history", "ADR-0009", "--config", str(repo.root / ".doccheck.toml"), "--format", "json")
    assert code == 0, err
    [timeline] = json.loads(out)
    assert [s["status"] for s in timeline["statuses"]] == ["draft", "accepted"]


def test_a_status_an_older_process_allowed_is_kept_in_the_history(tmp_path: Path,
                                                                   capsys: pytest.CaptureFixture[str]) -> None:
    """Cardano's first CIPs were `Status: Draft`, which today's CIP process (Proposed, Active, Inactive) no longer
    lists: the history still says what the repository said then. A sentence under `## Status` is no status."""
    repo = Repo(tmp_path / "repo", capsys)
    cip = ("---\nCIP: 5\nTitle: Common bech32 prefixes\nStatus: {status}\nCategory: Tools\nAuthors:\n  - A\n"
           "Created: 2020-05-01\nLicense: CC-BY-4.0\n---\n\n## Abstract\n\nx\n\n## Motivation\n\ny\n")
    repo.write("CIP-0005/README.md", cip.format(status="Draft"))
    repo.write("design/notes.md", "# Generics\n\n## Status\n\nThis is the design for adding generic programming using "
               "type\nparameters to the Go language.\n")
    repo.commit("2020-06-01T10:00:00Z")
    repo.write("CIP-0005/README.md", cip.format(status="Active"))
    repo.commit("2021-06-01T10:00:00Z")
    repo.sync()
    assert repo.values("CIP-0005", "HAS_STATUS", "--as-of", "2020-09-24") == ["draft"]
    assert repo.values("CIP-0005", "HAS_STATUS", "--as-of", "2022-01-01") == ["active"]
    assert repo.values("notes", "HAS_STATUS") == []


def test_a_status_with_the_templates_choices_left_after_it_is_kept(tmp_path: Path,
                                                                    capsys: pytest.CaptureFixture[str]) -> None:
    """grpc/proposal's L74: `* Status: Ready for Implementation {Draft, In Review, Ready for Implementation,
    Implemented}` for eight months, then `Implemented`. The template's list of choices after the status is no
    paragraph of prose: the history has both statuses. L88 kept one choice in the braces: `{In Review}`."""
    repo = Repo(tmp_path / "repo", capsys)
    proposal = ("Java: Channel and Server Credentials\n----\n* Author(s): A\n* Status: {status}\n"
                "* Last updated: 2020-08-27\n\n## Abstract\n\nx\n\n## Proposal\n\ny\n")
    choices = "{Draft, In Review, Ready for Implementation, Implemented}"
    repo.write("L74-java-channel-creds.md", proposal.replace("{status}", f"Ready for Implementation {choices}"))
    repo.write("L88-cpp-absl-status-conversions.md", proposal.replace("{status}", "{In Review}"))
    repo.commit("2020-08-28T00:59:50Z")
    repo.write("L74-java-channel-creds.md", proposal.replace("{status}", "Implemented"))
    repo.commit("2021-04-27T17:29:34Z")
    repo.sync()
    # "Ready for Implementation" is decided, waiting for its code: accepted (read.status).
    assert repo.values("L74-java-channel-creds", "HAS_STATUS", "--as-of", "2021-01-01") == ["accepted"]
    assert repo.values("L74-java-channel-creds", "HAS_STATUS", "--as-of", "2021-06-01") == ["implemented"]
    # L88: the one choice kept of the template's, in its braces, is the status too.
    assert repo.values("L88-cpp-absl-status-conversions", "HAS_STATUS") == ["in-review"]


def test_statuses_that_name_a_version_or_add_a_note_are_each_kept(tmp_path: Path,
                                                                   capsys: pytest.CaptureFixture[str]) -> None:
    """Kotlin/KEEP: `Experimental in 2.3.20` then `Experimental in 2.4` are two statuses (the version was cut at
    its dot: one), `Stable since Kotlin 1.3 (Revision 3.3), experimental in Kotlin 1.1-1.2` is a status with a
    note (it was taken for a paragraph of prose and not stored), and `[Declined](https://...)` is `rejected`."""
    repo = Repo(tmp_path / "repo", capsys)
    keep = "# {title}\n\n* **Type**: Design proposal\n* **Status**: {status}\n\n## Summary\n\nx\n\n## Details\n\ny\n"
    repo.write("proposals/context-arguments.md", keep.format(title="Context arguments",
                                                             status="Experimental in 2.3.20"))
    repo.write("proposals/coroutines.md", keep.format(
        title="Coroutines", status="Stable since Kotlin 1.3 (Revision 3.3), experimental in Kotlin 1.1-1.2"))
    repo.commit("2025-10-27T10:00:00Z")
    repo.write("proposals/context-arguments.md", keep.format(title="Context arguments",
                                                             status="Experimental in 2.4"))
    repo.commit("2026-02-01T10:00:00Z")
    repo.write("proposals/context-arguments.md", keep.format(
        title="Context arguments", status="[Declined](https://youtrack.jetbrains.com/issue/KT-8575#focus=x-0.0)"))
    repo.commit("2026-05-01T10:00:00Z")
    repo.sync()
    assert repo.values("context-arguments", "HAS_STATUS", "--as-of", "2025-12-01") == ["experimental-in-2.3.20"]
    assert repo.values("context-arguments", "HAS_STATUS", "--as-of", "2026-03-01") == ["experimental-in-2.4"]
    assert repo.values("context-arguments", "HAS_STATUS", "--as-of", "2026-06-01") == ["rejected"]
    assert repo.values("coroutines", "HAS_STATUS") == ["stable-since-kotlin-1.3"]


def test_a_history_git_cannot_read_is_one_line_and_writes_nothing(tmp_path: Path,
                                                                 capsys: pytest.CaptureFixture[str]) -> None:
    """A partial clone, or one whose objects are damaged: git's own message, exit 2, no traceback, no graph."""
    repo = Repo(tmp_path / "repo", capsys)
    repo.write("ADR-0001-queue.md", table_adr("ADR-0001 Queue", "2023-02-01", "Draft"))
    repo.commit("2023-03-01T10:00:00Z")
    old_blob = repo.git("rev-parse", "HEAD:ADR-0001-queue.md").strip()
    repo.git("mv", "ADR-0001-queue.md", "ADR-0001-queues.md")  # a rename git compares the contents of
    repo.write("ADR-0001-queues.md", table_adr("ADR-0001 Queues", "2023-02-01", "Approved"))
    repo.commit("2023-09-01T10:00:00Z")
    (repo.root / ".git" / "objects" / old_blob[:2] / old_blob[2:]).unlink()
    code, out, err = repo.run("sync", str(repo.root), "--history", "--config", str(repo.root / ".doccheck.toml"))
    assert code == 2
    [line] = err.splitlines()
    assert line.startswith("doccheck: error: git log failed: ") and old_blob[:7] in line and "clone" in line
    assert "Traceback" not in out + err
    assert not list((repo.root / ".doccheck").rglob("graph.rdb"))  # nothing was written


def eip(number: int, title: str) -> str:
    return (f"# {title}\n\n## Changelog\n\n* 2023-01-02: first draft\n\n## Abstract\n\nEIP {number}: {title}.\n\n"
            f"## Motivation\n\nWhy {title}.\n\n## Design\n\nHow.\n")


def test_a_record_moved_on_to_the_next_stage_folder_has_its_status(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    # emqx/eip (ninety-ninth held-out set) states no status in an EIP: it moves the file from `active/` to
    # `implemented/` or `rejected/`. The graph holds the stage each version was kept in, as its status.
    repo = Repo(tmp_path / "repo", capsys)
    repo.write("active/0000-proposal-template.md", eip(0, "An Example of EMQX Improvement Proposal"))
    for number, title in ((1, "Config Syntax"), (2, "Stateless Brokers"), (3, "Cluster Call"), (4, "Rebalance")):
        repo.write(f"active/{number:04d}-{title.lower().replace(' ', '-')}.md", eip(number, title))
    repo.commit("2023-01-10T10:00:00Z")
    (repo.root / "implemented").mkdir()
    (repo.root / "rejected").mkdir()
    repo.git("mv", "active/0001-config-syntax.md", "implemented/0001-config-syntax.md")
    repo.git("mv", "active/0002-stateless-brokers.md", "rejected/0002-stateless-brokers.md")
    repo.commit("2023-06-01T10:00:00Z")
    repo.sync()

    for path, statuses in (("implemented/0001-config-syntax.md", [("2023-01-10", "2023-06-01", "active"),
                                                                   ("2023-06-01", None, "implemented")]),
                           ("rejected/0002-stateless-brokers.md", [("2023-01-10", "2023-06-01", "active"),
                                                                    ("2023-06-01", None, "rejected")]),
                           ("active/0003-cluster-call.md", [("2023-01-10", None, "active")])):
        code, out, err = repo.run("history", path, "--config", str(repo.root / ".doccheck.toml"), "--format", "json")
        assert code == 0, err
        [timeline] = json.loads(out)
        assert [(s["from"], s["to"], s["status"]) for s in timeline["statuses"]] == statuses, path
