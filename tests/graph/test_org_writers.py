"""Concurrent writers on one server (issue 28): the lock of a project is on the server, so two runners syncing
one repository take turns and the later finds nothing left to write; syncs of two repositories never wait for
each other; a crashed writer's lock expires; a server killed mid-sync and restarted ends, after the next sync,
with exactly the graph an uninterrupted sync writes: no fact lost, none twice. Real processes, a real server."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from falkordb import FalkorDB

from .falkordb_tcp import TcpServer
from .org_repos import adr, commit_file, doccheck, repository, sync, sync_process
from .test_mcp import environment
from .test_sync import dump, git

DOCUMENTS = 80


def many(count: int, title: str) -> dict[str, str]:
    return {f"{n:04d}-{title.lower()}-{n}.md": adr(n, f"{title} {n}", "Accepted", f"2022-01-{n % 28 + 1:02d}",
                                                    f"We will use {title} {n} as the store of part {n}.")
            for n in range(1, count + 1)}


def graphs(server: TcpServer, project: str) -> dict[str, Any]:
    client = FalkorDB(host="127.0.0.1", port=server.port)
    try:
        return {name: g for name, g in dump(client).items() if name.startswith(f"{project}__")}
    finally:
        client.close()


def wait_for_lock(server: TcpServer, project: str, writer: subprocess.Popen[str], timeout: float = 60) -> str:
    client = server.client()
    deadline = time.monotonic() + timeout
    try:
        while (held := client.get(f"doccheck:sync-lock:{project}")) is None:
            assert writer.poll() is None, "the sync ended before it was seen holding its lock"
            assert time.monotonic() < deadline
            time.sleep(0.005)
        return held.decode()
    finally:
        client.close()


def finished(writer: subprocess.Popen[str]) -> tuple[int, dict[str, Any], str]:
    out, err = writer.communicate(timeout=300)
    return writer.returncode, json.loads(out) if writer.returncode == 0 else {}, err


def written(report: dict[str, Any]) -> int:
    return sum(report.get("written", {}).values())


@pytest.fixture
def reference(tmp_path: Path, tcp_server_factory: Callable[..., TcpServer]) -> Callable[[Path, str], Any]:
    """The graph one uninterrupted sync of a repository writes, on a server of its own."""
    server = tcp_server_factory()

    def made(repo: Path, project: str) -> Any:
        sync(repo, server.url)
        return graphs(server, project)

    return made


def test_two_runners_of_one_repository_take_turns_and_the_later_writes_nothing(
        tmp_path: Path, tcp_server: TcpServer, reference: Callable[[Path, str], Any]) -> None:
    first = repository(tmp_path / "runner1", "https://github.com/acme/platform.git", many(DOCUMENTS, "Store"))
    second = tmp_path / "runner2"
    subprocess.run(["git", "clone", "-q", str(first), str(second)], check=True, capture_output=True)
    git(second, "remote", "set-url", "origin", "git@github.com:acme/platform.git")  # the same repository over ssh
    one = sync_process(first, tcp_server.url, DOCCHECK_SYNC_BATCH="1")
    holder = wait_for_lock(tcp_server, "acme_platform", one)
    two = sync_process(second, tcp_server.url)
    code_one, report_one, _ = finished(one)
    code_two, report_two, err_two = finished(two)
    assert code_one == code_two == 0
    assert f"doccheck: another sync is writing project acme_platform ({holder}): waiting for it" in err_two
    assert report_one["written"]["versions"] == DOCUMENTS
    assert written(report_two) == 0 and report_two["episodes"]["added"] == 0
    assert graphs(tcp_server, "acme_platform") == reference(first, "acme_platform")


HOLD = """
import asyncio, sys
from doccheck.graph.storage.connection import open_falkordb
from doccheck.graph.storage.lock import locked

async def hold():
    connection = await open_falkordb(sys.argv[1], None)
    async with locked(connection, sys.argv[2]):
        print("held", flush=True)
        await asyncio.get_running_loop().run_in_executor(None, sys.stdin.readline)
    await connection.close()

asyncio.run(hold())
"""


def test_syncs_of_two_repositories_never_wait_for_each_other(tmp_path: Path, tcp_server: TcpServer) -> None:
    platform = repository(tmp_path / "platform", "https://github.com/acme/platform.git", many(DOCUMENTS, "Store"))
    billing = repository(tmp_path / "billing", "https://github.com/acme/billing.git", many(DOCUMENTS, "Ledger"))
    # A writer of acme_platform that holds its lock until told (the sync's own lock code, in its own process).
    holder = subprocess.Popen([sys.executable, "-c", HOLD, tcp_server.url, "acme_platform"], stdin=subprocess.PIPE,
                              stdout=subprocess.PIPE, text=True, env=environment())
    assert holder.stdout is not None and holder.stdout.readline() == "held\n"
    assert sync(billing, tcp_server.url, DOCCHECK_GRAPH_WAIT="0")["written"]["versions"] == DOCUMENTS
    busy = doccheck(platform, "sync", "docs", "--falkordb-url", tcp_server.url, DOCCHECK_GRAPH_WAIT="0.5")
    assert busy.returncode == 3 and "another doccheck sync is writing project acme_platform" in busy.stderr
    holder.communicate("go\n", timeout=60)
    # Both at once, each with its own lock: neither waits for the other.
    commit_file(platform, "0001-store-1.md", adr(1, "Store 1", "Deprecated", "2022-01-02"))
    commit_file(billing, "0001-ledger-1.md", adr(1, "Ledger 1", "Deprecated", "2022-01-02"))
    both = [sync_process(repo, tcp_server.url, "--history", DOCCHECK_SYNC_BATCH="1", DOCCHECK_GRAPH_WAIT="0")
            for repo in (platform, billing)]
    for writer in both:
        code, report, err = finished(writer)
        assert code == 0 and "waiting" not in err, err
        assert report["written"]["versions"] >= 1


def test_a_crashed_writers_lock_expires_and_the_next_sync_completes_its_work(
        tmp_path: Path, tcp_server: TcpServer, reference: Callable[[Path, str], Any]) -> None:
    repo = repository(tmp_path / "platform", "https://github.com/acme/platform.git", many(20, "Store"))
    crashed = sync_process(repo, tcp_server.url, DOCCHECK_SYNC_BATCH="2", DOCCHECK_SYNC_CRASH_AFTER="3",
                           DOCCHECK_GRAPH_LOCK_TTL="2")
    assert crashed.wait(timeout=120) == -9
    client = tcp_server.client()
    assert client.get("doccheck:sync-lock:acme_platform") is not None  # left behind by the dead writer
    client.close()
    started = time.monotonic()
    resumed = sync_process(repo, tcp_server.url, DOCCHECK_GRAPH_WAIT="30")
    code, report, err = finished(resumed)
    assert code == 0, err
    assert "another sync is writing project acme_platform" in err and time.monotonic() - started < 30
    assert 0 < report["written"]["versions"] < 20  # what the dead one wrote was kept
    assert graphs(tcp_server, "acme_platform") == reference(repo, "acme_platform")


@pytest.mark.parametrize("persistent", [True, False])
def test_a_server_killed_mid_sync_and_restarted_ends_with_no_fact_lost_or_twice(
        tmp_path: Path, tcp_server_factory: Callable[..., TcpServer], reference: Callable[[Path, str], Any],
        persistent: bool) -> None:
    server = tcp_server_factory(persistent=persistent)
    repo = repository(tmp_path / "platform", "https://github.com/acme/platform.git", many(DOCUMENTS, "Store"))
    other = repository(tmp_path / "billing", "https://github.com/acme/billing.git", many(5, "Ledger"))
    sync(other, server.url)
    writer = sync_process(repo, server.url, DOCCHECK_SYNC_BATCH="1", DOCCHECK_GRAPH_LOCK_TTL="2")
    wait_for_lock(server, "acme_platform", writer)
    client = server.client()
    deadline = time.monotonic() + 60
    while b"acme_platform__decisions" not in client.execute_command("GRAPH.LIST") or not client.execute_command(
            "GRAPH.QUERY", "acme_platform__decisions", "MATCH (v:DocVersion) RETURN count(v)")[1][0][0] >= 10:
        assert writer.poll() is None and time.monotonic() < deadline, "the sync ended before the server was killed"
        time.sleep(0.005)
    client.close()
    server.kill()
    code, _, err = finished(writer)
    assert code == 2 and "Traceback" not in err
    assert err.strip().startswith("doccheck: error: doccheck sync: lost FalkorDB (redis://127.0.0.1:")
    server.restart()
    kept = graphs(server, "acme_platform")
    if persistent:
        assert kept, "the append-only file kept what was written before the kill"
    else:
        assert kept == {}
    report = sync(repo, server.url, DOCCHECK_GRAPH_WAIT="30")
    assert report["written"]["versions"] == (DOCUMENTS - _versions(kept) if persistent else DOCUMENTS)
    assert graphs(server, "acme_platform") == reference(repo, "acme_platform")
    if persistent:  # the other repository's project came back whole
        assert graphs(server, "acme_billing") == reference(other, "acme_billing")


def _versions(graph: dict[str, Any]) -> int:
    return sum(node.count("'DocVersion'") for g in graph.values() for node in g["nodes"])


def test_copies_of_a_repository_folder_name_nothing_but_their_remote(tmp_path: Path, tcp_server: TcpServer) -> None:
    repo = repository(tmp_path / "platform", "https://github.com/acme/platform.git", many(2, "Store"))
    moved = tmp_path / "elsewhere" / "checkout"
    shutil.copytree(repo, moved)
    assert sync(repo, tcp_server.url)["groups"] == ["acme_platform__decisions"]
    again = sync(moved, tcp_server.url)
    assert again["groups"] == ["acme_platform__decisions"] and written(again) == 0
