"""`doccheck sync --extract llm` against a real OpenAI-compatible server on 127.0.0.1 that answers from recordings,
the real graphiti-core client and the real embedded FalkorDB: what a user runs, sees, and finds in the graph."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from falkordb import FalkorDB

from doccheck.cli.main import main
from doccheck.graph.model.llm import MAX_CHARS, MAX_ITEMS
from doccheck.graph.storage.server import EmbeddedFalkorDB

from .conftest import TcpServer
from .openai_server import LLAMA_CPP_PYTHON, ChatRequest, OpenAIServer, Reply

GROUP = "acme__decisions"
LLM_EDGES = """MATCH ()-[e:RELATES_TO]->() WHERE e.origin = 'llm'
    RETURN e.fact, e.invalid_at, e.source_path ORDER BY e.fact"""


@pytest.fixture(autouse=True)
def _environment(monkeypatch: pytest.MonkeyPatch) -> None:
    for name in ("GITHUB_REF_NAME", "DOCCHECK_SYNC_BRANCH", "DOCCHECK_FALKORDB_URL", "DOCCHECK_LLM_API_KEY",
                 "OPENAI_API_KEY", "DOCCHECK_SYNC_CRASH_AFTER"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setattr("doccheck.graph.model.llm.BACKOFF_BASE", 0.01)  # retries without Retry-After: no waiting


@pytest.fixture
def server() -> Iterator[OpenAIServer]:
    with OpenAIServer() as running:
        yield running


def configure(repo: Path, base_url: str, **llm: object) -> None:
    settings = {"base-url": base_url, "model": "recorded", "retries": 2, **llm}
    lines = [f"{key} = {toml(value)}" for key, value in settings.items()]
    (repo / ".doccheck.toml").write_text('[sync]\nproject = "acme"\nextract = "llm"\n\n[sync.llm]\n'
                                         + "\n".join(lines) + "\n")
    from doccheck.config.trust import allow

    # The endpoint receives the API key: only the user may name it (`doccheck trust`, issue 23).
    allow(repo / ".doccheck.toml", (repo / ".doccheck.toml").read_bytes())


def toml(value: object) -> str:
    if isinstance(value, dict):
        return "{" + ", ".join(f"{k} = {toml(v)}" for k, v in value.items()) + "}"
    return json.dumps(value)


def adr(repo: Path, number: int, slug: str, date: str, decision: str, front: str = "") -> Path:
    path = repo / "adr" / f"{number:04d}-{slug}.md"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(f"---\nstatus: accepted\ndate: {date}\n{front}---\n# {number}. {slug.replace('-', ' ')}\n\n"
                    f"## Context\n\nWe need to decide.\n\n## Decision\n\n{decision}\n\n## Consequences\n\nNone.\n")
    return path


@pytest.fixture
def repo(tmp_path: Path, server: OpenAIServer) -> Path:
    root = tmp_path / "repo"
    root.mkdir()
    configure(root, server.url)
    adr(root, 1, "orders-datastore", "2023-01-10", "The orders service uses PostgreSQL.")
    return root


def sync(capsys: pytest.CaptureFixture[str], repo: Path, *extra: str) -> tuple[int, dict[str, Any], str]:
    code = main(["sync", str(repo), "--force", "--format", "json", *extra])
    out, err = capsys.readouterr()
    return code, json.loads(out), err


def query(repo: Path, cypher: str) -> list[list[Any]]:
    with EmbeddedFalkorDB(repo / ".doccheck" / "graph") as db:
        client = FalkorDB(unix_socket_path=str(db.socket_path))
        try:
            return [list(row) for row in client.select_graph(GROUP).query(cypher).result_set]
        finally:
            client.close()


def counts(client: FalkorDB) -> dict[str, int]:
    graph = client.select_graph(GROUP)
    cyphers = {"episodes": "MATCH (n:Episodic) RETURN count(n)",
               "extractions": "MATCH (n:Episodic) WHERE n.doc_path IS NULL RETURN count(n)",
               "markers done": "MATCH (m:DoccheckExtraction {state: 'done'}) RETURN count(m)",
               "markers": "MATCH (m:DoccheckExtraction) RETURN count(m)",
               "entities": "MATCH (n:Entity) RETURN count(n)",
               "facts": "MATCH ()-[e:RELATES_TO]->() RETURN count(e)",
               "model facts": "MATCH ()-[e:RELATES_TO]->() WHERE e.origin = 'llm' RETURN count(e)",
               "mentions": "MATCH ()-[m:MENTIONS]->() RETURN count(m)"}
    return {name: int(graph.query(cypher).result_set[0][0]) for name, cypher in cyphers.items()}


def test_a_first_episode_writes_its_facts_and_the_summary_counts_requests_and_tokens(
        capsys: pytest.CaptureFixture[str], repo: Path, server: OpenAIServer) -> None:
    code, report, _ = sync(capsys, repo)
    assert code == 0, json.dumps(report)
    llm = report["llm"]
    [episode] = llm["episodes"]
    assert (episode["name"], episode["path"], episode["error"]) == ("ADR-0001", "adr/0001-orders-datastore.md", None)
    assert episode["entities"] == ["orders service", "PostgreSQL"]
    assert episode["facts"] == ["The orders service uses PostgreSQL"]
    # The cost summary is what the responses said, request by request.
    assert llm["usage"]["requests"] == len(server.requests) >= 3
    assert llm["usage"]["prompt_tokens"] == server.usage["prompt_tokens"]
    assert llm["usage"]["completion_tokens"] == server.usage["completion_tokens"]
    assert {"ExtractedEntities", "ExtractedEdges", "EdgeTimestamps"} <= set(llm["usage"]["by_schema"])
    # Graphiti was asked for schemas, in the model named in the configuration.
    assert {r.body["response_format"]["type"] for r in server.requests} == {"json_schema"}
    assert {r.body["model"] for r in server.requests} == {"recorded"}
    # In the graph: the model's fact with doccheck's envelope, dated by the document.
    assert query(repo, """MATCH ()-[e:RELATES_TO]->() WHERE e.origin = 'llm'
        RETURN e.fact, e.valid_at, e.source_path, e.source_line, e.confidence, e.status""") == [
        ["The orders service uses PostgreSQL", "2023-01-10T00:00:00+00:00", "adr/0001-orders-datastore.md", 13,
         0.7, "active"]]
    # A second sync asks the model nothing.
    asked = len(server.requests)
    code, report, _ = sync(capsys, repo)
    assert (code, len(server.requests), report["llm"]["planned"]) == (0, asked, 0)
    main(["sync", str(repo), "--force"])
    assert "language model (recorded): nothing to extract" in capsys.readouterr().out


def test_a_contradicting_episode_invalidates_the_first_fact_and_the_report_shows_both_sources(
        capsys: pytest.CaptureFixture[str], repo: Path, server: OpenAIServer) -> None:
    sync(capsys, repo)
    adr(repo, 2, "move-orders", "2024-02-01", "The orders service moves to CockroachDB.")
    code = main(["sync", str(repo), "--force"])
    out, err = capsys.readouterr()
    assert code == 0
    # Paths as the check shows them: the repository was named by its absolute path.
    assert (f"{repo}/adr/0002-move-orders.md:13: DC506 model-contradiction: orders service uses CockroachDB "
            f"({repo}/adr/0002-move-orders.md:13, valid 2024-02-01 to now) and orders service uses PostgreSQL "
            f"({repo}/adr/0001-orders-datastore.md:13, valid 2023-01-10 to 2024-02-01)") in out
    assert "doccheck: extracted ADR-0002 (adr/0002-move-orders.md): 2 entities (orders service, CockroachDB), " \
           "1 fact, 1 invalidated" in err
    assert query(repo, LLM_EDGES) == [
        ["The orders service uses CockroachDB", None, "adr/0002-move-orders.md"],
        ["The orders service uses PostgreSQL", "2024-02-01T00:00:00+00:00", "adr/0001-orders-datastore.md"]]
    main(["facts", "--config", str(repo / ".doccheck.toml"), "--about", "orders service", "--as-of", "2023-06"])
    assert "orders service uses PostgreSQL" in capsys.readouterr().out
    main(["facts", "--config", str(repo / ".doccheck.toml"), "--about", "orders service"])
    now = capsys.readouterr().out
    assert "orders service uses CockroachDB" in now and "PostgreSQL" not in now

    # The decision changes: its old extraction goes, with the invalidation it caused; one extraction per document.
    adr(repo, 2, "move-orders", "2024-02-01", "The billing service uses Redis.")
    code, report, _ = sync(capsys, repo)
    assert (code, report["llm"]["removed"], report["conflicts"]) == (0, 1, [])
    assert query(repo, LLM_EDGES) == [
        ["The billing service uses Redis", None, "adr/0002-move-orders.md"],
        ["The orders service uses PostgreSQL", None, "adr/0001-orders-datastore.md"]]
    assert query(repo, "MATCH (m:DoccheckExtraction) RETURN m.doc_path, m.state ORDER BY m.doc_path") == [
        ["adr/0001-orders-datastore.md", "done"], ["adr/0002-move-orders.md", "done"]]
    # The schema's own reading of the Decision section keeps its interval ("orders service datastore is
    # CockroachDB" while the first version said so); the model's entity and facts go.
    assert query(repo, """MATCH (n:Entity {name: 'CockroachDB'}) WHERE NOT (n)-[:RELATES_TO {origin: 'decision'}]-()
        RETURN count(n)""") == [[0]]

    # A deleted document takes its extraction with it.
    (repo / "adr" / "0002-move-orders.md").unlink()
    code, report, _ = sync(capsys, repo)
    assert (code, report["episodes"]["retired"], report["llm"]["removed"]) == (0, 1, 1)
    assert query(repo, LLM_EDGES) == [["The orders service uses PostgreSQL", None, "adr/0001-orders-datastore.md"]]


def test_a_fact_of_the_schema_that_the_model_contradicts_stands_and_is_reported(
        capsys: pytest.CaptureFixture[str], repo: Path) -> None:
    adr(repo, 1, "orders-datastore", "2023-01-10", "We keep one database.", front="decides:\n  datastore: PostgreSQL\n")
    sync(capsys, repo)
    adr(repo, 2, "new-datastore", "2024-02-01", "The datastore is now CockroachDB.")
    code, report, _ = sync(capsys, repo)
    assert code == 0
    [conflict] = report["conflicts"]
    assert (conflict["kind"], conflict["resolution"]) == ("model-contradicts-schema", "schema-wins")
    assert (conflict["new"]["fact"], conflict["new"]["path"]) == ("datastore is CockroachDB",
                                                                  "adr/0002-new-datastore.md")
    assert (conflict["other"]["fact"], conflict["other"]["path"]) == ("datastore is PostgreSQL",
                                                                      "adr/0001-orders-datastore.md")
    assert query(repo, """MATCH ()-[e:RELATES_TO {origin: 'decides'}]->()
        RETURN e.fact, e.invalid_at, e.expired_at, e.status""") == [["datastore is PostgreSQL", None, None, "active"]]


def test_a_rate_limit_is_retried_after_the_time_the_server_asks_for(
        capsys: pytest.CaptureFixture[str], repo: Path, server: OpenAIServer) -> None:
    server.fail(Reply(429, "slow down", (("Retry-After", "1"),)))
    code, report, _ = sync(capsys, repo)
    assert code == 0
    assert report["llm"]["episodes"][0]["facts"] == ["The orders service uses PostgreSQL"]
    assert (report["llm"]["usage"]["failed"], report["llm"]["usage"]["retries"]) == (1, 1)
    first, second = server.requests[:2]
    assert first.schema == second.schema == "ExtractedEntities"
    assert second.at - first.at >= 0.95


@pytest.mark.parametrize(("answer", "cause"), [
    ("{\"edges\": [", "recorded answered ExtractedEdges with text that is not JSON"),
    ("{\"edges\": [{\"fact\": \"no entities\"}]}", "recorded's answer does not fit ExtractedEdges: edges.0."),
])
def test_a_malformed_answer_names_the_episode_writes_nothing_and_the_next_run_completes_it(
        capsys: pytest.CaptureFixture[str], repo: Path, server: OpenAIServer, answer: str, cause: str) -> None:
    server.fail(Reply(content=answer), when=lambda r: r.schema == "ExtractedEdges")
    code, report, err = sync(capsys, repo)
    assert code == 1
    [failure] = report["llm"]["failures"]
    assert failure.startswith(f"ADR-0001 (adr/0001-orders-datastore.md): {cause}")
    assert failure in err
    assert query(repo, """MATCH (n) WHERE n:DoccheckExtraction OR (n:Episodic AND n.doc_path IS NULL)
        OR (n:Entity AND n.name IN ['orders service', 'PostgreSQL']) RETURN count(n)""") == [[0]]
    assert query(repo, LLM_EDGES) == []
    assert query(repo, "MATCH (n:Episodic) RETURN n.name") == [["ADR-0001"]]  # the schema's part is written

    code, report, _ = sync(capsys, repo)
    assert (code, len(report["llm"]["episodes"]), report["llm"]["failures"]) == (0, 1, [])
    assert query(repo, LLM_EDGES) == [["The orders service uses PostgreSQL", None, "adr/0001-orders-datastore.md"]]


def test_a_wrong_key_stops_the_run_and_says_which_variable_to_set(
        capsys: pytest.CaptureFixture[str], repo: Path, server: OpenAIServer, monkeypatch: pytest.MonkeyPatch) -> None:
    configure(repo, server.url, concurrency=1)  # one episode in flight: the second never starts
    adr(repo, 2, "billing-cache", "2023-03-01", "The billing service uses Redis.")
    monkeypatch.setenv("DOCCHECK_LLM_API_KEY", "sk-wrong")
    server.fail(Reply(401, "invalid api key"), times=10)
    code, report, _ = sync(capsys, repo, "--quiet")
    assert code == 1
    assert len(server.requests) == 1
    assert server.requests[0].headers["authorization"] == "Bearer sk-wrong"
    refused = f"{server.url} refused the API key (401): set DOCCHECK_LLM_API_KEY or OPENAI_API_KEY to a valid key"
    assert report["llm"]["stopped"] == f"{refused}; 1 of 2 episodes left for the next sync"
    assert report["notes"] == [f"ADR-0001 (adr/0001-orders-datastore.md): {refused}"]


def test_an_endpoint_that_is_down_or_too_slow_is_one_message_naming_the_episode(
        capsys: pytest.CaptureFixture[str], repo: Path, server: OpenAIServer) -> None:
    configure(repo, "http://127.0.0.1:9/v1", retries=1)  # the discard port: nothing listens there
    code, report, _ = sync(capsys, repo)
    assert code == 1
    [failure] = report["llm"]["failures"]
    assert failure.startswith("ADR-0001 (adr/0001-orders-datastore.md): cannot reach http://127.0.0.1:9/v1: ")
    assert failure.endswith("is the server running?")
    assert report["episodes"]["added"] == 1  # the schema's facts do not wait for the model

    configure(repo, server.url, timeout=0.3)
    server.fail(Reply(delay=1.0))
    code, report, _ = sync(capsys, repo)
    assert code == 1
    assert report["llm"]["failures"] == [f"ADR-0001 (adr/0001-orders-datastore.md): {server.url} did not answer "
                                         "for ExtractedEntities within 0.3 s; raise [tool.doccheck.sync.llm] "
                                         "timeout for a slow model"]


def test_json_object_mode_puts_the_schema_in_the_prompt(
        capsys: pytest.CaptureFixture[str], repo: Path, server: OpenAIServer) -> None:
    configure(repo, server.url, **{"structured-output": "json_object"})
    code, report, _ = sync(capsys, repo, "--dry-run")
    assert (code, report["llm"]["planned"], server.requests) == (0, 1, [])
    code, report, _ = sync(capsys, repo)
    assert (code, report["llm"]["episodes"][0]["facts"]) == (0, ["The orders service uses PostgreSQL"])
    assert {r.body["response_format"]["type"] for r in server.requests} == {"json_object"}
    assert all("Respond with a JSON object in the following format" in r.text for r in server.requests)


@pytest.mark.parametrize(("formats", "settled"), [(LLAMA_CPP_PYTHON, "json_object_schema"),
                                                  (("json_object",), "json_object")])
def test_a_server_that_rejects_a_format_gets_the_next_one_from_then_on(
        capsys: pytest.CaptureFixture[str], tmp_path: Path, formats: tuple[str, ...], settled: str) -> None:
    with OpenAIServer(formats=formats) as local:
        repo = tmp_path / "repo"
        repo.mkdir()
        configure(repo, local.url)
        adr(repo, 1, "orders-datastore", "2023-01-10", "The orders service uses PostgreSQL.")
        code = main(["sync", str(repo), "--force"])
        out, err = capsys.readouterr()
        assert code == 0, out + err
        assert (f"doccheck: {local.url} rejected structured output json_schema (Error code: 500 - 1 validation "
                "error: {'type': 'literal_error', 'loc': ('body', 'response_format', 'type'), 'msg': ") in err
        assert f'set [tool.doccheck.sync.llm] structured-output = "{settled}" to skip this' in err
        assert query(repo, LLM_EDGES) == [["The orders service uses PostgreSQL", None, "adr/0001-orders-datastore.md"]]
        tried = [r.format for r in local.requests[:3]]
        assert tried[: tried.index(settled) + 1] == ["json_schema", "json_object_schema", "json_object"][
            : tried.index(settled) + 1]
        rest = local.requests[tried.index(settled) + 1:]
        assert rest and {r.format for r in rest} == {settled}
        in_prompt = ["Respond with a JSON object in the following format" in r.text for r in rest]
        assert all(in_prompt) if settled == "json_object" else not any(in_prompt)  # else the server holds to it
        if settled == "json_object_schema":  # the schema, with its lists and strings bounded for the grammar
            assert all(r.body["response_format"]["schema"]["title"] == r.schema for r in rest)
            [edges] = [r.body["response_format"]["schema"] for r in rest if r.schema == "ExtractedEdges"]
            assert edges["properties"]["edges"]["maxItems"] == MAX_ITEMS
            assert edges["$defs"]["Edge"]["properties"]["fact"]["maxLength"] == MAX_CHARS
            # A date (its description says ISO 8601) is held to a timestamp, not to MAX_CHARS of anything.
            assert edges["$defs"]["Edge"]["properties"]["valid_at"]["anyOf"] == [
                {"type": "string", "format": "date-time"}, {"type": "null"}]
        assert "retried" not in out  # a change of format is not a retry

        # Set explicitly, the format is sent from the first request, and the server's refusal is an error, not
        # retried: the same request would get the same answer.
        configure(repo, local.url, **{"structured-output": "json_schema"})
        adr(repo, 2, "billing-cache", "2023-03-01", "The billing service uses Redis.")
        asked = len(local.requests)
        code, report, _ = sync(capsys, repo)
        assert (code, len(local.requests) - asked) == (1, 1)
        [failure] = report["llm"]["failures"]
        assert failure.startswith(f"ADR-0002 (adr/0002-billing-cache.md): {local.url} rejected the request for "
                                  "ExtractedEntities (500): Error code: 500 - 1 validation error: ")
        assert failure.endswith('set [tool.doccheck.sync.llm] structured-output = "json_object_schema" '
                                '(llama-cpp-python) or "json_object"')


def test_each_request_is_capped_by_its_response_model_and_a_cut_off_answer_says_which_cap(
        capsys: pytest.CaptureFixture[str], repo: Path, server: OpenAIServer) -> None:
    code, _, _ = sync(capsys, repo)
    assert code == 0
    caps = {r.schema: r.body["max_tokens"] for r in server.requests}
    assert caps["ExtractedEntities"] == 1024 and caps["ExtractedEdges"] == 2048 and caps["EdgeTimestamps"] == 128

    configure(repo, server.url, **{"max-tokens": {"ExtractedEdges": 300, "EdgeDuplicate": 100}})
    adr(repo, 2, "billing-cache", "2023-03-01", "The billing service uses Redis.")
    server.fail(Reply(content='{"edges": [{"source_entity_name": "billing service", "target_entity_name": "Re',
                      finish_reason="length"), when=lambda r: r.schema == "ExtractedEdges")
    asked = len(server.requests)
    code, report, _ = sync(capsys, repo)
    assert code == 1
    assert {r.schema: r.body["max_tokens"] for r in server.requests[asked:]} == {
        "ExtractedEntities": 1024, "NodeResolutions": 1024, "ExtractedEdges": 300}  # the others' defaults stay
    assert report["llm"]["failures"] == [
        "ADR-0002 (adr/0002-billing-cache.md): recorded's answer to ExtractedEdges reached its cap of 300 output "
        "tokens unfinished ('{\"edges\": [{\"source_entity_name\": \"billing service\", \"target_entity_name\": "
        "\"Re'); raise [tool.doccheck.sync.llm] max-tokens.ExtractedEdges if the answer was going somewhere, else "
        "the model is repeating itself"]
    assert report["llm"]["usage"]["longest_answer"]["ExtractedEdges"] > 0


def test_an_answer_with_a_raw_newline_inside_a_string_is_taken(
        capsys: pytest.CaptureFixture[str], repo: Path, server: OpenAIServer) -> None:
    answer = {"edges": [{"source_entity_name": "orders service", "target_entity_name": "PostgreSQL",
                         "relation_type": "USES", "fact": "The orders service\tuses PostgreSQL"}]}
    server.fail(Reply(content=json.dumps(answer).replace("\\t", "\t")), when=lambda r: r.schema == "ExtractedEdges")
    code, report, _ = sync(capsys, repo)
    assert (code, report["llm"]["episodes"][0]["facts"]) == (0, ["The orders service\tuses PostgreSQL"])


def test_a_run_stops_when_its_token_budget_is_spent_and_the_next_sync_goes_on(
        capsys: pytest.CaptureFixture[str], repo: Path, server: OpenAIServer) -> None:
    adr(repo, 2, "billing-cache", "2023-03-01", "The billing service uses Redis.")
    adr(repo, 3, "search-engine", "2023-05-01", "The search service uses OpenSearch.")
    configure(repo, server.url, concurrency=1, **{"budget-tokens": 1})
    code, report, _ = sync(capsys, repo)
    assert code == 1
    # The first request spends the budget; the next one is not sent, and nothing of the episode is kept.
    assert len(server.requests) == 1 and server.requests[0].body["max_tokens"] == 1
    assert report["llm"]["stopped"] == (
        f"the run's budget of 1 tokens is spent ({report['llm']['usage']['total_tokens']:,} used); raise "
        "[tool.doccheck.sync.llm] budget-tokens, or sync again to go on; 2 of 3 episodes left for the next sync")
    assert query(repo, "MATCH (m:DoccheckExtraction) RETURN count(m)") == [[0]]

    configure(repo, server.url, concurrency=1, **{"budget-tokens": 100_000})
    code, report, _ = sync(capsys, repo)
    assert (code, [e["name"] for e in report["llm"]["episodes"]]) == (0, ["ADR-0001", "ADR-0002", "ADR-0003"])
    assert report["llm"]["usage"]["total_tokens"] <= 100_000


def test_a_run_stops_when_its_time_budget_is_spent(
        capsys: pytest.CaptureFixture[str], repo: Path, server: OpenAIServer) -> None:
    adr(repo, 2, "billing-cache", "2023-03-01", "The billing service uses Redis.")
    configure(repo, server.url, concurrency=1, timeout=30, **{"budget-seconds": 0.5})
    server.fail(Reply(delay=2.0))
    code, report, _ = sync(capsys, repo)
    assert code == 1
    assert len(server.requests) == 1  # cut off at the budget, not at the 30 s timeout
    assert report["llm"]["stopped"] == ("the run's budget of 0.5 s is spent; raise [tool.doccheck.sync.llm] "
                                        "budget-seconds, or sync again to go on; 1 of 2 episodes left for the next "
                                        "sync")
    assert report["llm"]["episodes"][0]["seconds"] < 2.0


def test_an_endpoint_that_cannot_keep_up_stops_the_run_after_the_first_timeout(
        capsys: pytest.CaptureFixture[str], repo: Path, server: OpenAIServer) -> None:
    for number in range(2, 6):
        adr(repo, number, f"note-{number}", f"2023-0{number}-01", "The billing service uses Redis.")
    configure(repo, server.url, concurrency=2, timeout=0.3)
    server.fail(Reply(delay=1.0), times=2)
    code = main(["sync", str(repo), "--force"])
    out, err = capsys.readouterr()
    assert code == 1
    assert len(server.requests) == 2  # the two episodes in flight; the other three are never started
    assert (f"language model (recorded): extracted 0 episodes, 2 failed; 0 requests, 0 prompt + 0 completion "
            f"tokens; stopped: {server.url} cannot keep up: 1 episode timed out before any finished ({server.url} "
            "did not answer for ExtractedEntities within 0.3 s; raise [tool.doccheck.sync.llm] timeout for a slow "
            "model); raise [tool.doccheck.sync.llm] timeout, set concurrency = 1 for a server that answers one "
            "request at a time, lower max-tokens, or use a faster model; 3 of 5 episodes left for the next sync"
            ) in out
    assert err.count("model extraction stopped:") == 1


def test_after_an_episode_finished_it_takes_two_timeouts_in_a_row_to_stop(
        capsys: pytest.CaptureFixture[str], repo: Path, server: OpenAIServer) -> None:
    for number in range(2, 6):
        adr(repo, number, f"note-{number}", f"2023-0{number}-01", "The billing service uses Redis.")
    configure(repo, server.url, concurrency=1, timeout=0.3)
    server.fail(Reply(delay=1.0), when=lambda r: "Redis" in r.section("TEXT"), times=2)
    code, report, _ = sync(capsys, repo)
    assert code == 1
    assert [(e["name"], e["error"] is None) for e in report["llm"]["episodes"]] == [
        ("ADR-0001", True), ("ADR-0002", False), ("ADR-0003", False)]
    assert report["llm"]["stopped"].startswith(f"{server.url} cannot keep up: 2 episodes timed out in a row (")
    assert report["llm"]["stopped"].endswith("; 2 of 5 episodes left for the next sync")


@pytest.mark.parametrize(("setting", "message"), [
    ({"max-tokens": {"ExtractedFacts": 100}}, "unknown response model 'ExtractedFacts'; valid keys: ExtractedEntities"),
    ({"max-tokens": {"ExtractedEdges": 4}}, "ExtractedEdges: a cap is between 16 and 131072 output tokens"),
    ({"structured-output": "grammar"}, "structured-output"),
    ({"budget-seconds": 0}, "budget-seconds"),
])
def test_a_wrong_setting_is_one_line_naming_it(
        capsys: pytest.CaptureFixture[str], repo: Path, setting: dict[str, Any], message: str) -> None:
    configure(repo, "http://127.0.0.1:9/v1", **setting)
    code = main(["sync", str(repo), "--force"])
    _, err = capsys.readouterr()
    assert code == 2
    assert message in err and "Traceback" not in err and len(err.strip().splitlines()) == 1, err


def test_a_sync_killed_in_the_middle_of_an_episode_resumes_without_duplicates(
        tmp_path: Path, server: OpenAIServer, tcp_server: TcpServer) -> None:
    repo = tmp_path / "repo"
    repo.mkdir()
    configure(repo, server.url, concurrency=1)
    adr(repo, 1, "orders-datastore", "2023-01-10", "The orders service uses PostgreSQL.")
    adr(repo, 2, "billing-cache", "2023-03-01", "The billing service uses Redis.")
    adr(repo, 3, "search-engine", "2023-05-01", "The search service uses OpenSearch.")
    argv = [sys.executable, "-m", "doccheck", "sync", str(repo), "--force", "--format", "json",
            "--falkordb-url", tcp_server.url]
    env = {k: v for k, v in os.environ.items() if k != "GITHUB_REF_NAME"}
    process = subprocess.Popen(argv, stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env)

    def kill_on_the_second_edges_request(number: int, request: ChatRequest) -> None:
        if request.schema == "ExtractedEdges" and len(server.asked("ExtractedEdges")) == 2:
            process.send_signal(signal.SIGKILL)  # Graphiti has the entities of ADR-0002, not yet its facts
            process.wait(timeout=30)

    server.on_request = kill_on_the_second_edges_request
    process.communicate(timeout=120)
    assert process.returncode == -signal.SIGKILL
    client = FalkorDB(host="127.0.0.1", port=tcp_server.port)
    try:
        interrupted = counts(client)
        assert (interrupted["markers done"], interrupted["markers"]) == (1, 2)  # ADR-0002 half-way

        server.on_request = None
        client.connection.delete("doccheck:sync-lock:acme")  # as if the dead sync's lock had expired
        done = subprocess.run(argv, capture_output=True, text=True, env=env, timeout=120)
        assert done.returncode == 0, done.stderr
        report = json.loads(done.stdout)
        assert [e["name"] for e in report["llm"]["episodes"]] == ["ADR-0002", "ADR-0003"]
        assert report["llm"]["removed"] == 1  # the half-written extraction of ADR-0002
        resumed = counts(client)
        assert {k: resumed[k] for k in ("episodes", "extractions", "markers done", "markers", "model facts")} == {
            "episodes": 6, "extractions": 3, "markers done": 3, "markers": 3, "model facts": 3}
        # ADR-0001 was extracted once, over both runs; nothing is there twice.
        texts = [r.section("TEXT") for r in server.asked("ExtractedEntities")]
        assert sum("PostgreSQL" in text for text in texts) == 1
        graph = client.select_graph(GROUP)
        names = [row[0] for row in graph.query("MATCH (n:Entity) RETURN n.name").result_set]
        assert len(names) == len(set(names))
        facts = [row[0] for row in graph.query("MATCH ()-[e:RELATES_TO]->() RETURN e.uuid").result_set]
        assert len(facts) == len(set(facts))
        # And it is the graph an uninterrupted run makes.
        fresh = tmp_path / "fresh"
        fresh.mkdir()
        for path in (repo / "adr").iterdir():
            (fresh / "adr").mkdir(exist_ok=True)
            (fresh / "adr" / path.name).write_text(path.read_text())
        configure(fresh, server.url, concurrency=1)
        assert main(["sync", str(fresh), "--force", "--quiet"]) == 0
        with EmbeddedFalkorDB(fresh / ".doccheck" / "graph") as db:
            other = FalkorDB(unix_socket_path=str(db.socket_path))
            try:
                assert counts(other) == resumed
            finally:
                other.close()
    finally:
        client.close()


class _Saves:
    async def _process_episode_data(self, episode: Any, nodes: Any, entity_edges: Any, now: Any) -> None: ...

    async def add_episode(self) -> None:
        await self._process_episode_data(None, [], [], None)


class _Renamed:  # a graphiti-core that renamed the method its callers use
    async def _save_episode(self, episode: Any, nodes: Any, entity_edges: Any) -> None: ...

    async def add_episode(self) -> None:
        await self._save_episode(None, [], [])


class _Reordered(_Saves):
    async def _process_episode_data(self, nodes: Any, episode: Any, entity_edges: Any, now: Any) -> None: ...


class _NotCalled(_Saves):
    async def add_episode(self) -> None: ...


@pytest.mark.parametrize("changed", [_Renamed, _Reordered, _NotCalled])
def test_a_changed_private_graphiti_method_stops_the_extraction_with_a_message(changed: type) -> None:
    from doccheck.graph.errors import GraphError
    from doccheck.graph.model.llm import require_hook

    expected = ("episode", "nodes", "entity_edges")
    require_hook(_Saves, "_process_episode_data", expected, "add_episode")  # as graphiti-core has it: no error
    with pytest.raises(GraphError, match=r"changed _\w+\._process_episode_data, which doccheck's model extraction "
                                         r"hooks into .*install the graphiti-core version doccheck pins"):
        require_hook(changed, "_process_episode_data", expected, "add_episode")
