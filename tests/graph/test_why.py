"""`doccheck why PATH --as-of DATE` and the MCP tool `decisions_for_path`, on the real embedded FalkorDB: a
repository whose records and code change over three years, synced, then asked about each year."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from mcp import Client
from mcp.client.stdio import StdioServerParameters

from .test_mcp import call, environment, run

RECORD = """# {number}. {title}

Date: {date}
Governs: {globs}

## Status

{status}

## Context

Payments need a store.

## Decision

{title}.

## Consequences

None.
"""


def commit(repo: Path, message: str, when: str) -> None:
    env = {**os.environ, "GIT_AUTHOR_NAME": "t", "GIT_AUTHOR_EMAIL": "t@x", "GIT_COMMITTER_NAME": "t",
           "GIT_COMMITTER_EMAIL": "t@x", "GIT_AUTHOR_DATE": when, "GIT_COMMITTER_DATE": when}
    subprocess.run(["git", "add", "-A"], cwd=repo, check=True, env=env)
    subprocess.run(["git", "commit", "-q", "-m", message], cwd=repo, check=True, env=env)


def doccheck(repo: Path, *argv: str) -> subprocess.CompletedProcess[str]:
    done = subprocess.run([sys.executable, "-m", "doccheck", *argv], cwd=repo, capture_output=True, text=True,
                          env=environment(), timeout=300)
    assert "Traceback" not in done.stderr, done.stderr
    return done


def record(repo: Path, number: int, title: str, date: str, globs: str, status: str) -> None:
    name = f"{number:04d}-{title.lower().replace(' ', '-')}.md"
    (repo / "docs" / "adr" / name).write_text(RECORD.format(number=number, title=title, date=date, globs=globs,
                                                             status=status))


@pytest.fixture(scope="module")
def history(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """2020: ADR 1 (Postgres) governs src/payments/**, db.py cites it. 2021: ADR 2 (MySQL) supersedes it and governs
    db.py itself; db.py cites ADR 2 and keeps a note on ADR 1. 2022: the note on ADR 1 goes."""
    repo = tmp_path_factory.mktemp("why") / "repo"
    (repo / "docs" / "adr").mkdir(parents=True)
    (repo / "src" / "payments").mkdir(parents=True)
    (repo / ".doccheck.toml").write_text('[sync]\nproject = "shop"\n')
    subprocess.run(["git", "init", "-q", "-b", "main"], cwd=repo, check=True)
    record(repo, 1, "Use Postgres", "2020-01-10", "src/payments/**", "Accepted")
    db = repo / "src" / "payments" / "db.py"
    db.write_text('"""Storage."""\n# The store is Postgres, as ADR-0001 decided.\nSTORE = "ADR-9 in a string"\n')
    commit(repo, "postgres", "2020-01-10T12:00:00+00:00")
    record(repo, 1, "Use Postgres", "2020-01-10", "src/payments/**",
           "Superseded by [2. Use MySQL](0002-use-mysql.md)")
    record(repo, 2, "Use MySQL", "2021-03-01", "src/payments/db.py",
           "Accepted\n\nSupersedes [1. Use Postgres](0001-use-postgres.md)")
    db.write_text('"""Storage (ADR-0002)."""\n# Moved off Postgres (ADR-0001).\nSTORE = "mysql"\n')
    commit(repo, "mysql", "2021-03-01T12:00:00+00:00")
    db.write_text('"""Storage (ADR-0002)."""\nSTORE = "mysql"\n')
    commit(repo, "tidy", "2022-05-01T12:00:00+00:00")
    done = doccheck(repo, "sync", ".", "--quiet")
    assert done.returncode == 0, done.stderr
    return repo


def why(repo: Path, *argv: str) -> dict[str, Any]:
    done = doccheck(repo, "why", "src/payments/db.py", "--format", "json", *argv)
    assert done.returncode == 0, done.stderr
    answer: dict[str, Any] = json.loads(done.stdout)["paths"][0]
    return answer


def summary(answer: dict[str, Any]) -> tuple[list[tuple[str, list[str]]], list[tuple[str, list[str]]]]:
    def one(items: list[dict[str, Any]]) -> list[tuple[str, list[str]]]:
        return [(d["id"], [f"{r['kind']} {r['source']}:{r['line']}" for r in d["because"]]) for d in items]

    return one(answer["decisions"]), one(answer["replaced"])


def test_as_of_each_year_the_graph_says_what_governed_and_what_was_cited(history: Path) -> None:
    assert summary(why(history, "--as-of", "2020-06")) == (
        [("ADR-0001", ["governs docs/adr/0001-use-postgres.md:4", "cites src/payments/db.py:2"])], [])
    in_2021 = why(history, "--as-of", "2021-06")
    assert summary(in_2021) == (
        [("ADR-0002", ["governs docs/adr/0002-use-mysql.md:4", "cites src/payments/db.py:1"])],
        [("ADR-0001", ["governs docs/adr/0001-use-postgres.md:4", "cites src/payments/db.py:2"])])
    assert in_2021["decisions"][0]["status"] == "accepted" and in_2021["replaced"][0]["status"] == "superseded"
    cited = in_2021["decisions"][0]["because"][1]
    head = subprocess.run(["git", "rev-list", "-1", "--before=2021-06-01", "HEAD", "--", "src/payments/db.py"],
                          cwd=history, capture_output=True, text=True).stdout.strip()
    assert cited["commit"] == head and cited["date"] == "2021-03-01"  # the commit that wrote the citation
    # 2022: db.py no longer names ADR 1; ADR 1 still governs the folder, but is no longer in force.
    assert summary(why(history, "--as-of", "2022-06")) == (
        [("ADR-0002", ["governs docs/adr/0002-use-mysql.md:4", "cites src/payments/db.py:1"])],
        [("ADR-0001", ["governs docs/adr/0001-use-postgres.md:4"])])
    # Before anything was written, nothing.
    assert summary(why(history, "--as-of", "2019")) == ([], [])


def test_without_as_of_the_files_answer_as_the_graph_does_today(history: Path) -> None:
    now, graph = why(history), why(history, "--as-of", "2026")
    assert summary(now) == summary(graph)
    assert [d["path"] for d in now["decisions"]] == ["docs/adr/0002-use-mysql.md"]
    text = doccheck(history, "why", "src/payments/db.py").stdout
    assert text.splitlines()[:2] == [
        "src/payments/db.py",
        "  ADR-0002 2. Use MySQL (accepted, 2021-03-01): docs/adr/0002-use-mysql.md"]


def test_the_mcp_tool_answers_as_the_command_does(history: Path) -> None:
    client = Client(StdioServerParameters(command=sys.executable, args=["-m", "doccheck", "mcp"], cwd=str(history),
                                          env=environment()))

    async def session() -> tuple[dict[str, Any], dict[str, Any], str]:
        async with client:
            now = await call(client, "decisions_for_path", path="src/payments/db.py")
            then = await call(client, "decisions_for_path", path="src/payments/db.py", as_of="2021-06")
            outside = await client.call_tool("decisions_for_path", {"path": "../etc/passwd"})
            assert outside.is_error
            return now, then, outside.content[0].text  # type: ignore[union-attr]

    now, then, refused = run(session)
    assert summary(now) == summary(why(history))
    assert summary(then) == summary(why(history, "--as-of", "2021-06"))
    assert "inside it" in refused


def test_a_later_sync_ends_a_citation_it_did_not_read_the_start_of(tmp_path: Path) -> None:
    """The cursor: the second sync reads only the commit after it, and ends the citation the first one wrote."""
    repo = tmp_path / "repo"
    (repo / "docs" / "adr").mkdir(parents=True)
    (repo / "src").mkdir()
    subprocess.run(["git", "init", "-q", "-b", "main"], cwd=repo, check=True)
    record(repo, 1, "Use Postgres", "2020-01-10", "src/**", "Accepted")
    code = repo / "src" / "store.go"
    code.write_text('package store\n\n// Postgres, as ADR-0001 decided.\nconst name = "ADR-0007"\n')
    commit(repo, "one", "2020-01-10T12:00:00+00:00")
    assert doccheck(repo, "sync", ".", "--quiet").returncode == 0
    code.write_text("package store\n\nconst name = \"pg\"\n")
    commit(repo, "two", "2021-01-10T12:00:00+00:00")
    done = doccheck(repo, "sync", ".")
    assert done.returncode == 0 and "code: 1 citation of records written, from 1 version of code files in 1 commit" \
        in done.stderr, done.stderr
    before = doccheck(repo, "why", "src/store.go", "--as-of", "2020-06", "--format", "json").stdout
    after = doccheck(repo, "why", "src/store.go", "--as-of", "2021-06", "--format", "json").stdout
    assert [r["kind"] for r in json.loads(before)["paths"][0]["decisions"][0]["because"]] == ["governs", "cites"]
    assert [r["kind"] for r in json.loads(after)["paths"][0]["decisions"][0]["because"]] == ["governs"]
