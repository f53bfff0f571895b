"""Order independence and resuming: the same versions give the same graph however they arrive.

- Property: a repository's history synced as random `--since` slices in random order, then whole, answers
  every as-of question as one replay in commit order does (versions arriving before their predecessors).
- A replay killed with SIGKILL at random points (while writing versions, or while deriving facts) and run
  again equals an uninterrupted replay: episodes, versions, facts and MENTIONS edges, on the embedded graph
  and on a FalkorDB server.
"""

from __future__ import annotations

import os
import random
import subprocess
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from falkordb import FalkorDB
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from doccheck.cli.main import main

from .conftest import TcpServer
from .test_history import ENV, adr
from .test_sync import dump, embedded_dump


@pytest.fixture(autouse=True)
def _on_main(monkeypatch: pytest.MonkeyPatch) -> None:
    for name in ("GITHUB_REF_NAME", "DOCCHECK_SYNC_BRANCH", "DOCCHECK_FALKORDB_URL", "DOCCHECK_SYNC_CRASH_AFTER",
                 "DOCCHECK_SYNC_BATCH"):
        monkeypatch.delenv(name, raising=False)


VALUES = ("PostgreSQL", "MySQL", "SQLite")
STATUSES = ("proposed", "accepted", "deprecated")


def build(root: Path, edits: list[tuple[int, int, int, bool]]) -> list[str]:
    """A repository where each commit edits one of two ADRs (value, status, whether the date moves)."""
    root.mkdir(parents=True)
    (root / ".doccheck.toml").write_text('[sync]\nproject = "acme"\n')
    env = {**os.environ, **ENV}
    subprocess.run(["git", "init", "-q", "-b", "main"], cwd=root, check=True, env=env)
    commits = []
    dates = {1: "2020-01-01", 2: "2020-01-01"}
    for index, (doc, value, status, redate) in enumerate(edits):
        day = f"{2020 + index // 12}-{index % 12 + 1:02d}-15"
        if redate:
            dates[doc] = day
        path = root / "adr" / f"000{doc}-choice-{doc}.md"
        path.parent.mkdir(exist_ok=True)
        path.write_text(adr(doc, f"Choice {doc}", dates[doc], status=STATUSES[status],
                            front=f"decides:\n  store {doc % 2}: {VALUES[value]}\n"))
        stamp = f"{day}T12:00:00Z"
        subprocess.run(["git", "add", "-A"], cwd=root, check=True, env=env)
        subprocess.run(["git", "commit", "-q", "--allow-empty", "-m", f"edit {index}"], cwd=root, check=True,
                       env={**env, "GIT_AUTHOR_DATE": stamp, "GIT_COMMITTER_DATE": stamp})
        commits.append(subprocess.run(["git", "rev-parse", "HEAD"], cwd=root, capture_output=True, text=True,
                                      check=True).stdout.strip())
    return commits


def answers(root: Path, days: list[str]) -> list[Any]:
    """What `doccheck facts --about X --as-of DAY` answers, through the same query layer, on one connection."""
    import asyncio

    from doccheck.graph.query import facts_as_of, parse_as_of
    from doccheck.graph.storage.connection import open_falkordb
    from doccheck.graph.storage.store import GraphStore

    async def read() -> list[Any]:
        connection = await open_falkordb(None, root / ".doccheck" / "graph")
        try:
            store = GraphStore(connection)
            groups = await store.project_groups("acme")
            found = []
            for day in days:
                for about in ("store 0", "store 1", "ADR-0001", "ADR-0002"):
                    ranked = await facts_as_of(store, groups, parse_as_of(day), about)
                    found.append(sorted((r.fact.subject.name, r.fact.relation, r.fact.object.name, r.fact.status,
                                         r.fact.valid_from, r.fact.invalid_at) for r in ranked))
            return found
        finally:
            await connection.close(save=False)

    return asyncio.run(read())


def quiet_sync(*argv: str) -> int:
    import contextlib
    import io

    with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):
        return main(["sync", *argv, "--format", "json"])


edits = st.lists(st.tuples(st.integers(1, 2), st.integers(0, 2), st.integers(0, 2), st.booleans()),
                 min_size=2, max_size=6)


@settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(edits=edits, slices=st.lists(st.integers(0, 5), min_size=1, max_size=3), seed=st.integers(0, 1000))
def test_versions_synced_in_any_order_give_the_answers_of_commit_order(
        edits: list[tuple[int, int, int, bool]], slices: list[int], seed: int) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        in_order, shuffled = Path(tmp) / "a", Path(tmp) / "b"
        commits = build(in_order, edits)
        build(shuffled, edits)
        assert quiet_sync(str(in_order)) == 0
        # The later slices first: versions arrive before their predecessors, then the whole history.
        starts = sorted({min(s, len(commits) - 1) for s in slices}, reverse=True)
        random.Random(seed).shuffle(starts)
        shuffled_commits = subprocess.run(["git", "rev-list", "--reverse", "HEAD"], cwd=shuffled, capture_output=True,
                                          text=True, check=True).stdout.split()
        for start in starts:
            assert quiet_sync(str(shuffled), "--history", "--since", shuffled_commits[start]) == 0
        assert quiet_sync(str(shuffled), "--history") == 0
        days = [f"{2020 + i // 12}-{i % 12 + 1:02d}-{d:02d}" for i in range(len(edits)) for d in (10, 20)]
        assert answers(shuffled, days) == answers(in_order, days)


def history_repo(root: Path) -> Path:
    """Twelve commits over six ADRs: statuses change in place, one supersedes another, one is deleted."""
    build(root, [(1, 0, 1, False), (2, 1, 0, False), (1, 1, 1, True), (2, 1, 1, False), (1, 2, 2, True),
                 (2, 0, 1, True)])
    env = {**os.environ, **ENV}
    for index, (name, text) in enumerate([
            ("adr/0003-queue.md", adr(3, "Queue", "2021-01-01")),
            ("adr/0004-queue-again.md", adr(4, "Queue again", "2021-06-01",
                                            front="supersedes: \"[ADR 3](0003-queue.md)\"\n")),
            ("adr/0005-cache.md", adr(5, "Cache", "2021-07-01")),
            ("adr/0005-cache.md", None), ("adr/0006-log.md", adr(6, "Log", "2021-09-01")),
            ("adr/0003-queue.md", adr(3, "Queue", "2021-01-01", status="superseded"))]):
        path = root / name
        if text is None:
            path.unlink()
        else:
            path.write_text(text)
        stamp = f"2021-{index + 7:02d}-20T12:00:00Z"
        subprocess.run(["git", "add", "-A"], cwd=root, check=True, env=env)
        subprocess.run(["git", "commit", "-q", "-m", f"more {index}"], cwd=root, check=True,
                       env={**env, "GIT_AUTHOR_DATE": stamp, "GIT_COMMITTER_DATE": stamp})
    return root


def run_sync(repo: Path, *extra: str, **env: str) -> subprocess.CompletedProcess[str]:
    environment = {k: v for k, v in os.environ.items() if k != "GITHUB_REF_NAME"}
    return subprocess.run([sys.executable, "-m", "doccheck", "sync", str(repo), "--history", "--format", "json",
                           *extra], capture_output=True, text=True,
                          env={**environment, "DOCCHECK_SYNC_BATCH": "2", **env})


def without_bookkeeping(graphs: dict[str, Any]) -> dict[str, Any]:
    return {name: {"nodes": [n for n in g["nodes"] if "DoccheckMeta" not in n], "edges": g["edges"]}
            for name, g in graphs.items()}


@pytest.mark.parametrize("crash", ["1", "4", "-1"], ids=["first-batch", "fourth-batch", "while-deriving"])
def test_a_replay_killed_and_resumed_equals_one_that_was_not_on_a_server(
        tmp_path: Path, tcp_server_factory: Callable[..., TcpServer], crash: str) -> None:
    repo = history_repo(tmp_path / "repo")
    interrupted, uninterrupted = tcp_server_factory(), tcp_server_factory()
    killed = run_sync(repo, "--falkordb-url", interrupted.url, DOCCHECK_SYNC_CRASH_AFTER=crash)
    assert killed.returncode == -9
    client = FalkorDB(host="127.0.0.1", port=interrupted.port)
    client.connection.delete("doccheck:sync-lock:acme")  # as if the dead sync's lock had expired
    resumed = subprocess.run([sys.executable, "-m", "doccheck", "sync", str(repo), "--format", "json",
                              "--falkordb-url", interrupted.url], capture_output=True, text=True,
                             env={k: v for k, v in os.environ.items() if k != "GITHUB_REF_NAME"})
    assert resumed.returncode == 0, resumed.stderr
    assert run_sync(repo, "--falkordb-url", uninterrupted.url).returncode == 0
    other = FalkorDB(host="127.0.0.1", port=uninterrupted.port)
    try:
        assert without_bookkeeping(dump(client)) == without_bookkeeping(dump(other))
        mentions = other.select_graph("acme__decisions").query("MATCH ()-[m:MENTIONS]->() RETURN count(m)")
        assert mentions.result_set[0][0] > 0
    finally:
        client.close()
        other.close()


@pytest.mark.parametrize("crash", ["2", "-1"], ids=["writing-versions", "while-deriving"])
def test_a_replay_killed_and_resumed_equals_one_that_was_not_on_the_embedded_graph(
        tmp_path: Path, crash: str) -> None:
    repo = history_repo(tmp_path / "repo")
    other = history_repo(tmp_path / "other")
    assert run_sync(repo, DOCCHECK_SYNC_CRASH_AFTER=crash).returncode == -9
    resumed = run_sync(repo)
    assert resumed.returncode == 0, resumed.stderr
    assert run_sync(other).returncode == 0
    # The two repositories have the same commits (same content, dates and authors): the same graph.
    assert without_bookkeeping(embedded_dump(repo)) == without_bookkeeping(embedded_dump(other))
