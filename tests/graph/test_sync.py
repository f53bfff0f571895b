"""`doccheck sync` of the bundled examples into a real FalkorDB: what a user runs, what they see, what is stored."""

from __future__ import annotations

import asyncio
import json
import os
import shutil
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from falkordb import FalkorDB

from doccheck.cli.main import main
from doccheck.graph.storage.server import EmbeddedFalkorDB

from .conftest import TcpServer

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
GIT_ENV = {"GIT_AUTHOR_NAME": "t", "GIT_AUTHOR_EMAIL": "t@example.com", "GIT_COMMITTER_NAME": "t",
           "GIT_COMMITTER_EMAIL": "t@example.com", "GIT_AUTHOR_DATE": "2024-05-01T12:00:00Z",
           "GIT_COMMITTER_DATE": "2024-05-01T12:00:00Z"}
# Written on every write, so two syncs of the same documents differ there and nowhere else.
VOLATILE = {"created_at", "expired_at", "last_sync_at", "built_at", "added", "updated", "retired", "unchanged",
            "conflicts", "versions", "name_embedding", "fact_embedding"}


def git(repo: Path, *args: str) -> None:
    subprocess.run(["git", *args], cwd=repo, check=True, capture_output=True, env={**os.environ, **GIT_ENV})


def make_repo(where: Path, extra: int = 0) -> Path:
    """The examples in a git repository on main, with `extra` more small ADRs."""
    repo = where / "repo"
    shutil.copytree(EXAMPLES, repo, ignore=shutil.ignore_patterns(".doccheck"))
    for number in range(10, 10 + extra):
        (repo / "adr" / f"{number:04d}-note-{number}.md").write_text(
            f"---\nstatus: accepted\ndate: 2024-01-{number:02d}\n---\n# {number}. Note {number}\n\n## Context\n\n"
            f"Context {number}.\n\n## Decision\n\nDecision {number}.\n\n## Consequences\n\nNone.\n")
    git(repo, "init", "-q", "-b", "main")
    git(repo, "add", "-A")
    git(repo, "commit", "-q", "-m", "docs")
    return repo


@pytest.fixture(autouse=True)
def _on_main(monkeypatch: pytest.MonkeyPatch) -> None:
    for name in ("GITHUB_REF_NAME", "DOCCHECK_SYNC_BRANCH", "DOCCHECK_FALKORDB_URL", "DOCCHECK_SYNC_CRASH_AFTER",
                 "DOCCHECK_SYNC_BATCH"):
        monkeypatch.delenv(name, raising=False)


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def sync_json(capsys: pytest.CaptureFixture[str], repo: Path, *extra: str) -> dict[str, Any]:
    code, out, err = run(capsys, "sync", str(repo), "--format", "json", *extra)
    assert code == 0, err
    report: dict[str, Any] = json.loads(out)
    return report


def dump(client: FalkorDB) -> dict[str, Any]:
    """Every node and edge of every graph, without the write times."""
    graphs = {}
    for name in sorted(client.list_graphs()):
        graph = client.select_graph(name)
        nodes = graph.query("MATCH (n) RETURN labels(n), properties(n)").result_set
        edges = graph.query("MATCH (a)-[e]->(b) RETURN type(e), a.uuid, b.uuid, properties(e)").result_set
        clean = [[*sorted(labels), sorted((k, repr(v)) for k, v in props.items() if k not in VOLATILE)]
                 for labels, props in nodes]
        clean_edges = [[kind, a, b, sorted((k, repr(v)) for k, v in props.items() if k not in VOLATILE)]
                       for kind, a, b, props in edges]
        graphs[name] = {"nodes": sorted(map(repr, clean)), "edges": sorted(map(repr, clean_edges))}
    return graphs


def embedded_dump(repo: Path) -> dict[str, Any]:
    with EmbeddedFalkorDB(repo / ".doccheck" / "graph") as server:
        client = FalkorDB(unix_socket_path=str(server.socket_path))
        try:
            return dump(client)
        finally:
            client.close()


@pytest.fixture(scope="module")
def synced(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[Path, dict[str, Any]]]:
    repo = make_repo(tmp_path_factory.mktemp("synced"))
    done = subprocess.run([sys.executable, "-m", "doccheck", "sync", str(repo), "--format", "json"],
                          capture_output=True, text=True, env={k: v for k, v in os.environ.items()
                                                               if k != "GITHUB_REF_NAME"})
    assert done.returncode == 0, done.stderr
    yield repo, json.loads(done.stdout)


def test_first_sync_writes_the_examples_and_reports_their_conflicts(synced: tuple[Path, dict[str, Any]]) -> None:
    _repo, report = synced
    assert report["episodes"] == {"added": 8, "updated": 0, "retired": 0, "unchanged": 0}  # 5 ADRs, spec + 2 tasks
    assert report["groups"] == ["acme__decisions", "acme__specs"]
    assert report["written"]["facts"] == report["derived_facts"] == 48  # what a dry run plans (below)
    found = {(c["kind"], c["new"]["fact"], c["other"]["fact"], c["resolution"]) for c in report["conflicts"]}
    assert found == {
        ("supersession", "datastore is PostgreSQL", "ADR-0004 supersedes ADR-0002", "superseded"),
        ("value-conflict", "api style is REST", "api style is GraphQL", "recency-wins"),
        ("direct-contradiction", "public API allows anonymous read access",
         "public API prohibits anonymous read access", "recency-wins"),
        ("temporal-overlap", "datastore is CockroachDB", "datastore is CockroachDB", "corroborated"),
    }
    rest = next(c for c in report["conflicts"] if c["kind"] == "value-conflict")
    assert rest["new"] | {"commit": None} == {
        "subject": "api style", "relation": "IS", "object": "REST", "fact": "api style is REST",
        "valid_from": "2020-02-01", "valid_to": "2022-09-01", "confidence": 1.0, "status": "superseded",
        "path": "adr/0003-public-api-style.md", "line": 6, "commit": None,
        "evidence": "The public API is REST over HTTPS. (line 21)"}
    assert rest["other"]["path"] == "adr/0005-graphql-for-the-public-api.md"


def test_facts_as_of_a_date_and_graph_status(synced: tuple[Path, dict[str, Any]],
                                             capsys: pytest.CaptureFixture[str]) -> None:
    repo, _ = synced
    os.chdir(repo)
    code, out, _ = run(capsys, "facts", "--about", "datastore", "--as-of", "2020-06", "--format", "json")
    assert code == 0
    assert [(f["object"], f["path"]) for f in json.loads(out)["facts"]] == [
        ("PostgreSQL", "adr/0002-use-postgresql.md")]
    code, out, _ = run(capsys, "facts", "--about", "datastore", "--as-of", "2022-01-01")
    assert out.splitlines()[0].split("  ")[1:3] == [
        "datastore is CockroachDB", "[2021-06-01 to now, confidence 1, active]"]
    # The spec repeats ADR-0004's datastore: both sources hold today, neither was ended by the other.
    code, out, _ = run(capsys, "facts", "--about", "datastore", "--format", "json")
    assert sorted((f["object"], f["path"]) for f in json.loads(out)["facts"]) == [
        ("CockroachDB", "adr/0004-move-to-cockroachdb.md"), ("CockroachDB", "specs/FEAT-PARTNER-API.md")]
    code, out, _ = run(capsys, "facts", "--about", "ADR 2")
    assert "ADR-0004 supersedes ADR-0002" in out
    code, out, _ = run(capsys, "graph", "status")
    assert code == 0
    assert "acme__decisions: 5 documents, 5 current episodes (0 of earlier versions), " in out
    assert "embedder doccheck-hash-v1 (256 dims)" in out


def test_graphiti_search_finds_a_synced_fact(synced: tuple[Path, dict[str, Any]]) -> None:
    from doccheck.graph.storage.connection import open_falkordb
    from doccheck.graph.storage.embedder import HashEmbedder
    from doccheck.graph.storage.graphiti_setup import make_graphiti

    repo, _ = synced

    async def search() -> list[str]:
        async with await open_falkordb(None, repo / ".doccheck" / "graph") as connection:
            graphiti = make_graphiti(connection.driver_for("acme__decisions"), HashEmbedder())
            edges = await graphiti.search("which datastore: CockroachDB", group_ids=["acme__decisions"])
            return [e.fact for e in edges]

    assert "datastore is CockroachDB" in asyncio.run(search())[:3]


def commit(repo: Path, message: str = "edit") -> None:
    git(repo, "add", "-A")
    git(repo, "commit", "-q", "-m", message)


def test_resync_writes_only_new_versions_and_a_deletion_moves_no_past_answer(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    repo = make_repo(tmp_path)
    sync_json(capsys, repo)
    rdb = repo / ".doccheck" / "graph" / "graph.rdb"
    saved = rdb.stat().st_mtime_ns

    again = sync_json(capsys, repo)
    assert again["episodes"] == {"added": 0, "updated": 0, "retired": 0, "unchanged": 6}  # documents unchanged
    assert again["written"] == {} and again["conflicts"] == []
    assert rdb.stat().st_mtime_ns == saved  # not even a snapshot

    before = embedded_dump(repo)
    adr5 = repo / "adr" / "0005-graphql-for-the-public-api.md"
    adr5.write_text(adr5.read_text().replace("The public API moves to GraphQL.", "The API moves to GraphQL."))
    uncommitted = run(capsys, "sync", str(repo), "--format", "json")
    assert json.loads(uncommitted[1])["written"] == {}
    assert "1 document with uncommitted changes not synced" in json.dumps(json.loads(uncommitted[1])["notes"])
    commit(repo)
    changed = sync_json(capsys, repo)
    assert changed["episodes"] == {"added": 1, "updated": 0, "retired": 0, "unchanged": 5}
    assert changed["written"]["versions"] == 1 and changed["written"]["episodes"] == 1
    after = embedded_dump(repo)
    assert after["acme__specs"]["edges"] == before["acme__specs"]["edges"]
    # A new version adds; the old version's episode stays, with its text.
    assert sum("'Episodic'" in n and "0005-graphql" in n for n in after["acme__decisions"]["nodes"]) == 2

    os.chdir(repo)
    _, out, _ = run(capsys, "facts", "--about", "api style", "--as-of", "2023", "--format", "json")
    assert [(f["object"], f["status"]) for f in json.loads(out)["facts"]] == [("GraphQL", "active")]
    adr5.unlink()
    commit(repo, "delete ADR-0005")
    retired = sync_json(capsys, repo)
    assert retired["episodes"] == {"added": 0, "updated": 0, "retired": 1, "unchanged": 5}
    # The deleted document's facts end at its deletion; REST, which it had ended, is not reopened, and the
    # past answers are what they were.
    _, out, _ = run(capsys, "facts", "--about", "api style", "--format", "json")
    # Nothing holds of `api style` now (what is listed is found by meaning: other records about the API).
    assert [(f["object"], f["status"]) for f in json.loads(out)["facts"] if f["subject"] == "api style"] == []
    _, out, _ = run(capsys, "facts", "--about", "api style", "--as-of", "2023", "--format", "json")
    assert [(f["object"], f["status"]) for f in json.loads(out)["facts"]] == [("GraphQL", "retired")]
    _, out, _ = run(capsys, "facts", "--about", "api style", "--as-of", "2021", "--format", "json")
    assert [(f["object"], f["status"]) for f in json.loads(out)["facts"]] == [("REST", "superseded")]


@pytest.mark.parametrize(("strategy", "statuses", "code"), [
    ("confidence", {"REST": "superseded", "GraphQL": "active", "allows": "superseded"}, 0),
    ("disputed", {"REST": "disputed", "GraphQL": "disputed", "allows": "disputed"}, 0),
    ("manual", None, 1),
])
def test_each_strategy_resolves_the_examples_conflicts(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                       strategy: str, statuses: dict[str, str] | None,
                                                       code: int) -> None:
    repo = make_repo(tmp_path)
    exit_code, out, _ = run(capsys, "sync", str(repo), "--strategy", strategy, "--format", "json")
    assert exit_code == code
    report = json.loads(out)
    by_object = {c["new"]["object"]: c["new"]["status"] for c in report["conflicts"] if c["kind"] != "supersession"}
    by_object |= {c["other"]["object"]: c["other"]["status"] for c in report["conflicts"]
                  if c["kind"] == "value-conflict"}
    if statuses is None:  # manual: reported, nothing written, exit 1
        assert {c["resolution"] for c in report["conflicts"]
                if c["kind"] not in ("supersession", "temporal-overlap")} == {"manual"}
        assert report["written"] == {} and report["blocked"] is True
        return
    assert by_object["REST"] == statuses["REST"] and by_object["GraphQL"] == statuses["GraphQL"]
    assert by_object["anonymous read access"] == statuses["allows"]


def test_off_main_it_is_a_dry_run_that_says_so(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    repo = make_repo(tmp_path)
    monkeypatch.setenv("GITHUB_REF_NAME", "feature/new-adr")
    code, out, err = run(capsys, "--sync", str(repo))
    assert code == 0
    assert "on branch feature/new-adr, not main: dry run, nothing written (--force writes anyway)" in err
    assert out.splitlines()[-1].startswith(
        "6 documents in acme__decisions, acme__specs; dry run: would write 6 versions from 1 commit (8 episodes, "
        "48 facts)")
    assert not (repo / ".doccheck" / "graph").exists()
    code, out, err = run(capsys, "sync", str(repo), "--dry-run", "--force", "--format", "github")
    assert f"::warning file={repo}/adr/0003-public-api-style.md,line=6,col=1,title=DC501 value-conflict::" in out
    code, out, err = run(capsys, "sync", str(repo), "--dry-run", "--force", "--format", "sarif")
    import jsonschema

    schema = json.loads((Path(__file__).resolve().parents[1] / "data" / "schemas" / "sarif-2.1.0.json").read_text())
    sarif = json.loads(out)
    jsonschema.validate(sarif, schema)
    assert sorted(r["ruleId"] for r in sarif["runs"][0]["results"]) == ["DC501", "DC502", "DC503", "DC504"]
    assert not (repo / ".doccheck" / "graph").exists()


def test_rules_lists_and_explains_the_sync_findings(capsys: pytest.CaptureFixture[str]) -> None:
    from doccheck.graph.temporal.conflicts import KINDS

    code, out, _ = run(capsys, "rules")
    assert code == 0
    listed = {line.split()[1]: line.split()[0] for line in out.splitlines()}
    kinds = (*KINDS, "invalid-fact", "model-contradiction", "model-contradicts-schema")
    assert {kind: listed.get(kind) for kind in kinds} == {
        "value-conflict": "DC501", "direct-contradiction": "DC502", "supersession": "DC503",
        "temporal-overlap": "DC504", "invalid-fact": "DC505", "model-contradiction": "DC506",
        "model-contradicts-schema": "DC507"}
    code, out, _ = run(capsys, "rules", "DC504")
    assert code == 0
    assert out.startswith("DC504 temporal-overlap (default severity: info)\n\nThe same fact comes from two sources")
    assert "Bad:" in out and "Good:" in out

def test_findings_name_files_as_the_check_does_when_the_configuration_is_in_a_subfolder(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    # The repository root holds docs/ with its own .doccheck.toml: GitHub annotates paths from the root.
    project = make_repo(tmp_path).rename(tmp_path / "docs")
    (tmp_path / "docs" / ".git").rename(tmp_path / ".git")
    git(tmp_path, "add", "-A")
    git(tmp_path, "commit", "-q", "-m", "docs moved")
    monkeypatch.chdir(tmp_path)
    code, out, _ = run(capsys, "sync", "docs", "--dry-run", "--format", "github")
    assert "::warning file=docs/adr/0003-public-api-style.md,line=6,col=1,title=DC501 value-conflict::" in out
    code, out, _ = run(capsys, "sync", "docs", "--dry-run", "--format", "sarif")
    uris = {r["locations"][0]["physicalLocation"]["artifactLocation"]["uri"]
            for r in json.loads(out)["runs"][0]["results"]}
    assert uris == {"docs/adr/0002-use-postgresql.md", "docs/adr/0003-public-api-style.md",
                    "docs/adr/0004-move-to-cockroachdb.md"}
    assert all((tmp_path / uri).is_file() for uri in uris)
    # The graph keeps paths relative to the configuration: the same whatever folder a run is started from.
    assert run(capsys, "sync", "docs", "--format", "json")[0] == 0
    monkeypatch.chdir(project)
    code, out, _ = run(capsys, "facts", "--about", "api style", "--format", "json")
    assert {f["path"] for f in json.loads(out)["facts"]} == {"adr/0005-graphql-for-the-public-api.md"}
    monkeypatch.chdir(tmp_path)
    # A document the run did not read (ADR-0003, held in the graph) is named the same way as the others.
    adr5 = project / "adr" / "0005-graphql-for-the-public-api.md"
    adr5.write_text(adr5.read_text().replace("The public API moves to GraphQL.", "The API moves to GraphQL."))
    commit(tmp_path)
    code, out, _ = run(capsys, "sync", str(adr5.relative_to(tmp_path)))
    assert code == 0
    assert out.splitlines()[0].startswith(
        "docs/adr/0005-graphql-for-the-public-api.md:6: DC501 value-conflict: api style is GraphQL "
        "(docs/adr/0005-graphql-for-the-public-api.md:6, valid 2022-09-01 to now) and api style is REST "
        "(docs/adr/0003-public-api-style.md:6, valid 2020-02-01 to 2022-09-01)")

def test_a_sync_killed_half_way_and_run_again_ends_with_the_uninterrupted_graph(
        tmp_path: Path, tcp_server_factory: Callable[..., TcpServer]) -> None:
    repo = make_repo(tmp_path, extra=6)  # 12 documents, written 2 a batch
    interrupted, uninterrupted = tcp_server_factory(), tcp_server_factory()

    def sync(url: str, **env: str) -> subprocess.CompletedProcess[str]:
        environment = {k: v for k, v in os.environ.items() if k != "GITHUB_REF_NAME"}
        return subprocess.run([sys.executable, "-m", "doccheck", "sync", str(repo), "--falkordb-url", url,
                               "--format", "json"], capture_output=True, text=True,
                              env={**environment, "DOCCHECK_SYNC_BATCH": "2", **env})

    killed = sync(interrupted.url, DOCCHECK_SYNC_CRASH_AFTER="3")
    assert killed.returncode == -9
    client = FalkorDB(host="127.0.0.1", port=interrupted.port)
    half = dump(client)
    assert half and sum(n.count("'Episodic'") for g in half.values() for n in g["nodes"]) < 14

    locked = sync(interrupted.url, DOCCHECK_GRAPH_WAIT="0.5")  # the dead sync's lock stands until it expires
    assert locked.returncode == 3 and "another doccheck sync is writing project acme" in locked.stderr
    client.connection.delete("doccheck:sync-lock:acme")  # as if the lock had expired
    resumed = sync(interrupted.url)
    assert resumed.returncode == 0, resumed.stderr
    assert json.loads(resumed.stdout)["written"]["versions"] < 12  # the finished batches were kept

    assert sync(uninterrupted.url).returncode == 0
    other = FalkorDB(host="127.0.0.1", port=uninterrupted.port)
    assert dump(client) == dump(other)
    client.close()
    other.close()


def test_check_never_imports_the_graph_layer(tmp_path: Path) -> None:
    code = ("import sys; from doccheck.cli.main import main; main(['check', sys.argv[1]]); "
            "print(sorted({m.split('.')[0] for m in sys.modules} & {'graphiti_core', 'falkordb', 'redis'}))")
    done = subprocess.run([sys.executable, "-c", code, str(EXAMPLES)], capture_output=True, text=True)
    assert done.stdout.splitlines()[-1] == "[]"


def test_unknown_sync_settings_are_refused_with_the_valid_ones(tmp_path: Path,
                                                               capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / ".doccheck.toml").write_text("[sync]\nbranch = 'main'\nstrategy = 'latest'\n")
    (tmp_path / "0001-x.md").write_text("# 1. X\n")
    code, _, err = run(capsys, "sync", str(tmp_path), "--dry-run")
    assert code == 2 and "strategy in [sync] must be one of 'recency', 'confidence', 'disputed', 'manual'" in err
    (tmp_path / ".doccheck.toml").write_text("[sync]\nbranches = ['main']\n")
    code, _, err = run(capsys, "sync", str(tmp_path), "--dry-run")
    assert code == 2
    assert "unknown key 'branches' in [sync]; did you mean 'branch'?" in err


def test_a_server_killed_mid_sync_gives_one_line_and_the_next_sync_completes(
        tmp_path: Path, tcp_server_factory: Callable[..., TcpServer]) -> None:
    repo = make_repo(tmp_path, extra=250)  # long enough, in batches of 1, to be caught half-way
    server = tcp_server_factory()
    environment = {k: v for k, v in os.environ.items() if k != "GITHUB_REF_NAME"}
    argv = [sys.executable, "-m", "doccheck", "sync", str(repo), "--falkordb-url", server.url, "--format", "json"]
    sync = subprocess.Popen(argv, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            env={**environment, "DOCCHECK_SYNC_BATCH": "1"})
    client = FalkorDB(host="127.0.0.1", port=server.port)
    deadline = time.monotonic() + 60
    while "acme__decisions" not in client.list_graphs() or not client.select_graph("acme__decisions").query(
            "MATCH (e:Episodic) RETURN count(e)").result_set[0][0]:
        assert sync.poll() is None and time.monotonic() < deadline, "the sync ended before it could be stopped"
        time.sleep(0.005)
    server.kill()
    _out, err = sync.communicate(timeout=60)
    assert sync.returncode == 2
    assert "Traceback" not in err
    lines = err.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("doccheck: error: doccheck sync: lost FalkorDB (redis://127.0.0.1:")
    assert "run it again once the server is back" in lines[0]

    again = tcp_server_factory()  # the server is back (empty: nothing was saved): the sync writes everything
    done = subprocess.run([*argv[:6], again.url, *argv[7:]], capture_output=True, text=True, env=environment)
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["episodes"]["added"] == 258  # 5 ADRs, 250 notes, the spec and its 2 tasks


@pytest.mark.parametrize(("damage", "reason"), [
    ("binary", "binary file (NUL bytes)"),
    ("fifo", "cannot be read: not a regular file"),
])
def test_a_document_that_is_no_longer_text_is_reported_and_kept_not_retired(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], damage: str, reason: str) -> None:
    repo = make_repo(tmp_path)
    sync_json(capsys, repo)
    before = embedded_dump(repo)
    adr5 = repo / "adr" / "0005-graphql-for-the-public-api.md"
    if damage == "binary":
        adr5.write_bytes(b"\x00\x01 saved by a binary tool")
        commit(repo)
    else:  # git keeps no FIFO: outside git, the file on disk is what is read
        shutil.rmtree(repo / ".git")
        adr5.unlink()
        os.mkfifo(adr5)
    code, out, err = run(capsys, "sync", str(repo), "--format", "json", "--force")
    assert code == 0
    assert json.loads(out)["episodes"] == {"added": 0, "updated": 0, "retired": 0, "unchanged": 6}
    assert f"doccheck: adr/0005-graphql-for-the-public-api.md: not synced: {reason}" in err
    # Its decision is still known: an unreadable file is not a deletion.
    assert without_meta(embedded_dump(repo)) == without_meta(before)


def without_meta(graphs: dict[str, Any]) -> dict[str, Any]:
    """A dump without the sync's own bookkeeping (the cursor moves with every commit read)."""
    return {name: {"nodes": [n for n in g["nodes"] if "DoccheckMeta" not in n], "edges": g["edges"]}
            for name, g in graphs.items()}
