"""`doccheck mcp` as an agent meets it: a subprocess driven by the MCP SDK's own client, over stdio and HTTP, on
the examples' graph; its answers checked against `doccheck facts`. And many readers with one writer."""

from __future__ import annotations

import asyncio
import json
import os
import shutil
import subprocess
import sys
import time
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

import pytest
from mcp import Client
from mcp.client.stdio import StdioServerParameters

from .conftest import free_port
from .test_sync import embedded_dump, git, make_repo

SRC = str(Path(__file__).resolve().parents[2] / "src")
TOOLS = {"decisions_about", "decision_lineage", "in_force", "conflicts", "search", "document", "decisions_for_path"}


def environment(**extra: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k not in ("GITHUB_REF_NAME", "DOCCHECK_FALKORDB_URL")}
    return {**env, "PYTHONPATH": SRC + os.pathsep + env.get("PYTHONPATH", ""), **extra}


def doccheck(repo: Path, *argv: str, **extra: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "doccheck", *argv], cwd=repo, capture_output=True, text=True,
                          env=environment(**extra), timeout=300)


@pytest.fixture(scope="module")
def repo(tmp_path_factory: pytest.TempPathFactory) -> Path:
    made = make_repo(tmp_path_factory.mktemp("mcp"))
    done = doccheck(made, "sync", ".", "--quiet")
    assert done.returncode == 0, done.stderr
    return made


def stdio(repo: Path) -> Client:
    return Client(StdioServerParameters(command=sys.executable, args=["-m", "doccheck", "mcp"], cwd=str(repo),
                                        env=environment()))


def run(session: Callable[[], Awaitable[Any]]) -> Any:
    return asyncio.run(session())


async def call(client: Client, tool: str, **arguments: Any) -> dict[str, Any]:
    result = await client.call_tool(tool, arguments)
    assert not result.is_error, result.content
    answer: dict[str, Any] = json.loads(result.content[0].text)  # type: ignore[union-attr]
    return answer


async def error(client: Client, tool: str, **arguments: Any) -> str:
    result = await client.call_tool(tool, arguments)
    assert result.is_error
    text: str = result.content[0].text  # type: ignore[union-attr]
    assert "\n" not in text and "Traceback" not in text
    return text


def cli_facts(repo: Path, *argv: str) -> list[dict[str, Any]]:
    done = doccheck(repo, "facts", "--format", "json", *argv)
    assert done.returncode == 0, done.stderr
    facts: list[dict[str, Any]] = json.loads(done.stdout)["facts"]
    return facts


SHARED = ("subject", "relation", "object", "fact", "valid_from", "valid_to", "confidence", "status", "path", "line",
          "commit", "score", "group")


def test_stdio_tools_answer_with_provenance_as_doccheck_facts_does(repo: Path) -> None:
    async def session() -> None:
        async with stdio(repo) as client:
            tools = {t.name: t for t in (await client.list_tools()).tools}
            assert set(tools) == TOOLS
            assert tools["decisions_about"].input_schema["required"] == ["topic"]
            assert all(t.description and len(t.description) > 80 for t in tools.values())

            for as_of in ("2020-06", "2022", None):
                extra = {"as_of": as_of} if as_of else {}
                answer = await call(client, "decisions_about", topic="datastore", **extra)
                expected = cli_facts(repo, "--about", "datastore", *(["--as-of", as_of] if as_of else []))
                assert [{k: d[k] for k in SHARED} for d in answer["decisions"]] == [
                    {k: f[k] for k in SHARED} for f in expected]
            before = await call(client, "decisions_about", topic="datastore", as_of="2020-06")
            after = await call(client, "decisions_about", topic="datastore", as_of="2022")
            assert [d["fact"] for d in before["decisions"]] == ["datastore is PostgreSQL"]
            assert before["decisions"][0]["path"] == "adr/0002-use-postgresql.md"
            assert before["decisions"][0]["line"] == 6
            assert [d["fact"] for d in after["decisions"]] == ["datastore is CockroachDB"]
            assert [r["fact"] for r in after["decisions"][0]["replaced"]] == ["datastore is PostgreSQL"]
            assert after["decisions"][0]["replaced"][0]["valid_to"] == "2021-06-01"

            lineage = (await call(client, "decision_lineage", document="ADR 2"))["documents"]
            assert [(x["from"], x["relation"], x["to"], x["valid_from"]) for x in lineage[0]["later"]] == [
                ("ADR-0004", "SUPERSEDES", "ADR-0002", "2021-06-01")]
            back = (await call(client, "decision_lineage", document="0004-move-to-cockroachdb.md"))["documents"]
            assert [x["to_path"] for x in back[0]["earlier"]] == ["adr/0002-use-postgresql.md"]

            now = {d["id"] for d in (await call(client, "in_force"))["documents"]}
            then = {d["id"] for d in (await call(client, "in_force", as_of="2020-06"))["documents"]}
            assert "ADR-0004" in now and "ADR-0002" not in now and "FEAT-PARTNER-API" in now
            assert "ADR-0004" not in then and "ADR-0003" in then
            specs = (await call(client, "in_force", area="specs"))["documents"]
            assert [d["path"] for d in specs] == ["specs/FEAT-PARTNER-API.md"]

            conflicts = (await call(client, "conflicts"))["conflicts"]
            assert {(c["kind"], c["fact"]["fact"], c["resolved_by"]["fact"]) for c in conflicts} == {
                ("supersession", "datastore is PostgreSQL", "ADR-0004 supersedes ADR-0002"),
                ("value-conflict", "api style is REST", "api style is GraphQL"),
                ("direct-contradiction", "public API allows anonymous read access",
                 "public API prohibits anonymous read access")}
            assert (await call(client, "conflicts", since="2030"))["conflicts"] == []

            found = await call(client, "search", query="anonymous read", limit=3)
            now_held = [f["fact"] for f in found["facts"]]
            assert "public API prohibits anonymous read access" in now_held[:2]
            assert "public API allows anonymous read access" not in now_held  # it ended in 2023
            assert found["documents"][0]["path"] in ("specs/FEAT-PARTNER-API.md", "adr/0003-public-api-style.md")
            held_then = await call(client, "search", query="anonymous read", as_of="2021")
            assert "public API allows anonymous read access" in [f["fact"] for f in held_then["facts"]]
            assert "public API prohibits anonymous read access" not in [f["fact"] for f in held_then["facts"]]

            doc = (await call(client, "document", id="ADR-0004"))["documents"][0]
            text = (repo / "adr" / "0004-move-to-cockroachdb.md").read_text()
            assert "We will move the orders service to CockroachDB" in doc["text"] and doc["path"] in text + \
                doc["path"]
            assert [s["value"] for s in doc["statuses"]] == ["accepted"]
            assert len(doc["versions"]) == 1 and doc["version"] == doc["versions"][0]["commit"]

            resources = (await client.list_resources()).resources
            assert len(resources) == 6
            chosen = next(r for r in resources if r.name == "ADR-0002")
            read = await client.read_resource(str(chosen.uri))
            assert "Use PostgreSQL" in read.contents[0].text  # type: ignore[union-attr]

    run(session)


def test_bad_arguments_are_tool_errors_of_one_sentence(repo: Path) -> None:
    async def session() -> None:
        async with stdio(repo) as client:
            assert "not a date" in await error(client, "decisions_about", topic="x", as_of="last tuesday")
            assert "known_at" in await error(client, "decisions_about", topic="x", known_at="no-such-ref")
            assert "topic" in await error(client, "decisions_about")
            assert "limit" in await error(client, "search", query="x", limit=0)
            assert "no document 'ADR-0099'" in await error(client, "decision_lineage", document="ADR-0099")
            assert "no version" in await error(client, "document", id="ADR-0004", version="deadbeef")
            assert "since" in await error(client, "conflicts", since="soon")
            # The server is still there after the errors.
            assert (await call(client, "decisions_about", topic="ADR-0004"))["count"] > 0

    run(session)


def test_streamable_http_answers_as_stdio_does(repo: Path, tmp_path: Path) -> None:
    import httpx2
    from mcp.client.streamable_http import streamable_http_client

    port = free_port()
    (tmp_path / "token").write_text("a-token-for-this-test-only")
    (tmp_path / "token").chmod(0o600)
    server = subprocess.Popen([sys.executable, "-m", "doccheck", "mcp", "--http", str(port), "--token-file",
                               str(tmp_path / "token")], cwd=repo,
                              env=environment(), stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    try:
        async def over_http() -> dict[str, Any]:
            deadline = time.monotonic() + 30
            while True:
                try:
                    http = httpx2.AsyncClient(headers={"Authorization": "Bearer a-token-for-this-test-only"})
                    async with Client(streamable_http_client(f"http://127.0.0.1:{port}/mcp", http_client=http)) \
                            as client:
                        assert {t.name for t in (await client.list_tools()).tools} == TOOLS
                        return await call(client, "decisions_about", topic="api style", as_of="2023")
                except Exception:
                    if time.monotonic() > deadline or server.poll() is not None:
                        raise
                    await asyncio.sleep(0.2)

        async def over_stdio() -> dict[str, Any]:
            async with stdio(repo) as client:  # a second reader while the HTTP server holds the graph
                return await call(client, "decisions_about", topic="api style", as_of="2023")

        http_answer = run(over_http)
        assert [d["fact"] for d in http_answer["decisions"]] == ["api style is GraphQL"]
        assert http_answer == {**run(over_stdio), "as_of": http_answer["as_of"]}
    finally:
        server.terminate()
        _, err = server.communicate(timeout=30)
    assert server.returncode in (0, -15), err
    assert "Traceback" not in err


def test_a_closed_stdout_ends_a_read_quietly(repo: Path) -> None:
    reader = subprocess.Popen([sys.executable, "-m", "doccheck", "facts"], cwd=repo, env=environment(),
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    assert reader.stdout is not None
    reader.stdout.close()  # `doccheck facts | head -0`: nobody reads
    _, err = reader.communicate(timeout=60)
    assert (reader.returncode, err) == (0, "")  # the message, if any, says why (a CI run once saw exit 2)


def edit_and_commit(repo: Path, count: int) -> None:
    for number in range(40, 40 + count):
        (repo / "adr" / f"{number:04d}-later-{number}.md").write_text(
            f"---\nstatus: accepted\ndate: 2024-02-{number % 28 + 1:02d}\ndecides:\n  topic {number}: value {number}\n"
            f"---\n# {number}. Later {number}\n\n## Context\n\nC.\n\n## Decision\n\nD {number}.\n\n## Consequences\n\n"
            f"None.\n")
    git(repo, "add", "-A")
    git(repo, "commit", "-q", "-m", "more")


def test_eight_readers_during_a_sync_all_succeed(tmp_path: Path) -> None:
    repo = make_repo(tmp_path)
    assert doccheck(repo, "sync", ".", "--quiet").returncode == 0
    edit_and_commit(repo, 30)
    writer = subprocess.Popen([sys.executable, "-m", "doccheck", "sync", ".", "--quiet"], cwd=repo,
                              env=environment(DOCCHECK_SYNC_BATCH="2"), stdout=subprocess.PIPE,
                              stderr=subprocess.PIPE, text=True)
    readers = [subprocess.Popen([sys.executable, "-m", "doccheck", *argv], cwd=repo, env=environment(),
                                stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
               for argv in (["facts", "--about", "datastore"], ["history", "ADR-0004"], ["graph", "status"],
                            ["facts", "--as-of", "2020"])]

    async def agent() -> int:
        async with stdio(repo) as client:
            return int((await call(client, "decisions_about", topic="datastore"))["count"])

    async def agents() -> list[int]:
        return list(await asyncio.gather(*(agent() for _ in range(4))))

    assert writer.poll() is None, "the sync ended before the readers started"
    counts = run(agents)
    for reader in readers:
        out, err = reader.communicate(timeout=120)
        assert reader.returncode == 0, err
        assert out
    _, err = writer.communicate(timeout=300)
    assert writer.returncode == 0, err
    assert all(count >= 1 for count in counts)


def test_two_syncs_started_together_both_finish_and_equal_one(tmp_path: Path) -> None:
    together = make_repo(tmp_path / "a", extra=8)
    alone = tmp_path / "b" / "repo"
    shutil.copytree(together, alone)
    syncs = [subprocess.Popen([sys.executable, "-m", "doccheck", "sync", ".", "--quiet"], cwd=together,
                              env=environment(DOCCHECK_SYNC_BATCH="2"), stdout=subprocess.PIPE,
                              stderr=subprocess.PIPE, text=True) for _ in range(2)]
    said = []
    for sync in syncs:
        _, err = sync.communicate(timeout=300)
        assert sync.returncode == 0, err
        said.append(err)
    assert sum("another sync is writing project acme" in err for err in said) == 1  # one waited for the other
    assert doccheck(alone, "sync", ".", "--quiet").returncode == 0
    assert embedded_dump(together) == embedded_dump(alone)


CORPUS = Path(__file__).resolve().parents[3] / "shared" / "corpus" / "adr-tools"


@pytest.mark.skipif(not CORPUS.is_dir(), reason="the shared corpus is not on this machine")
def test_on_a_corpus_subset_the_tools_agree_with_facts_and_history(tmp_path: Path) -> None:
    repo = tmp_path / "repo"
    shutil.copytree(CORPUS, repo / "doc" / "adr")
    git(repo, "init", "-q", "-b", "main")
    git(repo, "add", "-A")
    git(repo, "commit", "-q", "-m", "adr-tools' decisions")
    assert doccheck(repo, "sync", ".", "--quiet").returncode == 0
    documents = sorted({f["subject"] for f in cli_facts(repo) if f["relation"] == "HAS_STATUS"})
    assert len(documents) == 9
    history = json.loads(doccheck(repo, "history", "doc/adr/0009-help-scripts.md", "--format", "json").stdout)

    async def session() -> None:
        async with stdio(repo) as client:
            for name in documents:
                answer = await call(client, "decisions_about", topic=name)
                assert [{k: d[k] for k in SHARED} for d in answer["decisions"]] == [
                    {k: f[k] for k in SHARED} for f in cli_facts(repo, "--about", name)]
            amends = (await call(client, "decision_lineage", document="doc/adr/0009-help-scripts.md"))["documents"]
            assert [(x["relation"], x["to_path"]) for x in amends[0]["earlier"]] == [
                ("AMENDS", "doc/adr/0005-help-comments.md")]
            assert {x["fact"] for x in amends[0]["earlier"]} == {x["fact"] for x in history[0]["supersedes"]}
            amended = (await call(client, "decision_lineage", document="0005-help-comments.md"))["documents"]
            assert [x["from_path"] for x in amended[0]["later"]] == ["doc/adr/0009-help-scripts.md"]
            in_force = {d["path"] for d in (await call(client, "in_force", area="doc/adr"))["documents"]}
            assert "doc/adr/0005-help-comments.md" in in_force and len(in_force) == 9  # amended is in force
            text = (await call(client, "document", id="doc/adr/0005-help-comments.md"))["documents"][0]["text"]
            assert "Help comments" in text and "Amended by" in text

    run(session)
