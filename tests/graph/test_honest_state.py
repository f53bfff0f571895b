"""Honest state (issue 25, part 4): readers find the graph as `sync` made it, the project is the repository's
whatever folder it is cloned into, `doccheck mcp` without a graph starts and says to run `doccheck sync`, and a
read while a sync writes says the graph is being written."""

from __future__ import annotations

import asyncio
import json
import os
import shutil
import socket
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from mcp import Client
from mcp.client.stdio import StdioServerParameters

from doccheck.graph.storage.connection import open_falkordb

from .test_mcp import doccheck, environment
from .test_sync import EXAMPLES, git


def repository(where: Path) -> Path:
    """A repository whose examples live below its top, as in doccheck's own Quick start."""
    where.mkdir(parents=True)
    shutil.copytree(EXAMPLES, where / "examples", ignore=shutil.ignore_patterns(".doccheck"))
    (where / "README.md").write_text("# shop\n")
    git(where, "init", "-q", "-b", "main")
    git(where, "add", "-A")
    git(where, "commit", "-q", "-m", "docs")
    return where


def test_facts_from_the_repositorys_top_finds_the_graph_the_sync_made(tmp_path: Path) -> None:
    repo = repository(tmp_path / "shop")
    assert doccheck(repo, "--sync", "examples/", "--force").returncode == 0
    done = doccheck(repo, "facts", "--about", "datastore")
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("score") and "datastore is CockroachDB" in done.stdout
    assert "examples/adr/0004-move-to-cockroachdb.md:7:1" in done.stdout
    assert doccheck(repo, "history", "ADR-0002").returncode == 0
    assert "project acme" in doccheck(repo, "graph", "status").stdout


def test_two_clones_in_folders_of_any_name_are_one_project(tmp_path: Path) -> None:
    origin = repository(tmp_path / "shop")
    (origin / "examples" / ".doccheck.toml").write_text('registers = ["adr/README.md"]\n')  # no [sync] project
    git(origin, "commit", "-q", "-am", "no project name")
    names = []
    for folder in ("shop-clone", "elsewhere"):
        clone = tmp_path / folder
        subprocess.run(["git", "clone", "-q", str(origin), str(clone)], check=True, capture_output=True)
        assert doccheck(clone, "sync", "examples", "--force", "--quiet").returncode == 0
        status = json.loads(doccheck(clone, "graph", "status", "--format", "json").stdout)
        names.append((status["project"], sorted(g["group"] for g in status["groups"])))
    assert names[0] == names[1] == ("shop_examples", ["shop_examples__decisions", "shop_examples__specs"])


def test_mcp_without_a_graph_starts_and_says_to_run_sync_then_answers_once_there_is_one(tmp_path: Path) -> None:
    repo = repository(tmp_path / "shop")

    async def session() -> None:
        params = StdioServerParameters(command=sys.executable, args=["-m", "doccheck", "mcp"], cwd=str(repo),
                                       env=environment())
        async with Client(params) as client:
            assert len((await client.list_tools()).tools) == 7
            for tool, arguments in (("search", {"query": "database"}), ("in_force", {}), ("conflicts", {}),
                                    ("decisions_about", {"topic": "x"}), ("document", {"id": "ADR-0004"}),
                                    ("decision_lineage", {"document": "ADR-0004"})):
                result = await client.call_tool(tool, arguments)
                text = result.content[0].text  # type: ignore[union-attr]
                assert result.is_error and "\n" not in text and "run `doccheck sync`" in text, text
            assert (await client.list_resources()).resources == []
            assert doccheck(repo, "--sync", "examples/", "--force").returncode == 0
            result = await client.call_tool("decisions_about", {"topic": "database"})
            assert not result.is_error
            answer = json.loads(result.content[0].text)  # type: ignore[union-attr]
            assert answer["decisions"][0]["fact"] == "datastore is CockroachDB"

    asyncio.run(session())


@pytest.fixture
def synced(tmp_path: Path) -> Path:
    repo = repository(tmp_path / "shop")
    assert doccheck(repo, "--sync", "examples/", "--force").returncode == 0
    return repo


def hold_the_lock(repo: Path, project: str, *work: tuple[str, ...]) -> list[subprocess.CompletedProcess[str]]:
    """Run commands while the project's sync lock is held, as it is while a sync writes."""

    async def held() -> list[subprocess.CompletedProcess[str]]:
        connection = await open_falkordb(None, repo / "examples" / ".doccheck" / "graph")
        redis = connection.client.connection
        key = f"doccheck:sync-lock:{project}"
        await redis.set(key, f"{socket.gethostname()}:{os.getpid()}:test", px=60_000)
        try:
            return [doccheck(repo, *argv) for argv in work]
        finally:
            await redis.delete(key)
            await connection.close(save=False)

    return asyncio.run(held())


def test_a_read_while_a_sync_writes_says_the_graph_is_being_written(synced: Path) -> None:
    facts, status = hold_the_lock(synced, "acme", ("facts", "--about", "datastore"), ("graph", "status"))
    assert facts.returncode == 0 and "datastore is CockroachDB" in facts.stdout
    assert "a sync is writing this graph now" in facts.stderr
    assert "being written: a sync is writing this graph now" in status.stdout


def test_mcp_answers_say_the_graph_is_being_written(synced: Path) -> None:
    async def session() -> dict[str, Any]:
        params = StdioServerParameters(command=sys.executable, args=["-m", "doccheck", "mcp"], cwd=str(synced),
                                       env=environment())
        async with Client(params) as client:
            await client.call_tool("in_force", {})  # the graph is open
            connection = await open_falkordb(None, synced / "examples" / ".doccheck" / "graph")
            key = "doccheck:sync-lock:acme"
            await connection.client.connection.set(key, f"{socket.gethostname()}:{os.getpid()}:test", px=60_000)
            try:
                result = await client.call_tool("decisions_about", {"topic": "datastore"})
            finally:
                await connection.client.connection.delete(key)
                await connection.close(save=False)
            answer: dict[str, Any] = json.loads(result.content[0].text)  # type: ignore[union-attr]
            after = json.loads((await client.call_tool("in_force", {})).content[0].text)  # type: ignore[union-attr]
            assert "note" not in after
            return answer

    answer = asyncio.run(session())
    assert answer["note"].startswith("a sync is writing this graph now")
    assert answer["decisions"][0]["fact"] == "datastore is CockroachDB"
