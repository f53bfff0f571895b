"""Answers an agent can act on (issue 25): every answer carries its document's standing at the date asked, the
decision in force comes first, a replaced one comes with its successor, a relation both documents state is one,
ids are one form, and `document` returns the file as the commit has it."""

from __future__ import annotations

import asyncio
import contextlib
import json
import time
from pathlib import Path
from typing import Any

import pytest

from .test_mcp import call, doccheck, stdio
from .test_sync import make_repo


@pytest.fixture(scope="module")
def repo(tmp_path_factory: pytest.TempPathFactory) -> Path:
    made = make_repo(tmp_path_factory.mktemp("answers"))
    done = doccheck(made, "sync", ".", "--quiet")
    assert done.returncode == 0, done.stderr
    return made


def ask(repo: Path, *calls: tuple[str, dict[str, Any]]) -> list[dict[str, Any]]:
    async def session() -> list[dict[str, Any]]:
        async with stdio(repo) as client:
            return [await call(client, tool, **arguments) for tool, arguments in calls]
    return asyncio.run(session())


def test_a_search_whose_best_match_is_replaced_brings_the_decision_in_force_first(repo: Path) -> None:
    answer, both, then = ask(repo, ("search", {"query": "streaming replica"}),
                             ("search", {"query": "Use PostgreSQL for the orders service"}),
                             ("search", {"query": "streaming replica", "as_of": "2020-06"}))
    first, second = answer["documents"][:2]
    assert (first["id"], first["in_place_of"], first["document"]["state"]) == ("ADR-0004", "ADR-0002", "in-force")
    assert (second["id"], second["document"]["state"]) == ("ADR-0002", "replaced")
    assert [c["id"] for c in second["document"]["current"]] == ["ADR-0004"]
    # Both found: the one in force first, on its own merit.
    ids = [d["id"] for d in both["documents"]]
    assert ids[0] == "ADR-0004" and "ADR-0002" in ids[1:]
    # In June 2020 ADR-0002 was the decision in force: no successor yet.
    assert then["documents"][0]["id"] == "ADR-0002"
    assert then["documents"][0]["document"]["state"] == "in-force"
    assert "in_place_of" not in then["documents"][0]


def test_every_fact_carries_its_documents_standing_then(repo: Path) -> None:
    now, then = ask(repo, ("decisions_about", {"topic": "ADR 2"}), ("decisions_about", {"topic": "datastore",
                                                                                         "as_of": "2020-06"}))
    replaced = [d for d in now["decisions"] if d["path"] == "adr/0002-use-postgresql.md"]
    assert replaced and all(d["document"]["state"] == "replaced" and d["document"]["in_force"] is False
                            for d in replaced)
    assert {s["id"] for d in replaced for s in d["document"]["superseded_by"]} == {"ADR-0004"}
    assert [(d["fact"], d["document"]["status"], d["document"]["in_force"]) for d in then["decisions"]] == [
        ("datastore is PostgreSQL", "accepted", True)]


def test_a_supersession_both_documents_state_is_one_relation_with_two_sources(repo: Path) -> None:
    view, lineage, about = ask(repo, ("document", {"id": "ADR-0004"}), ("decision_lineage", {"document": "ADR-0002"}),
                               ("decisions_about", {"topic": "ADR-0002"}))
    links = view["documents"][0]["supersedes"]
    assert len(links) == 1
    assert links[0]["path"] == "adr/0004-move-to-cockroachdb.md"
    assert [s["path"] for s in links[0]["sources"]] == ["adr/0004-move-to-cockroachdb.md",
                                                        "adr/0002-use-postgresql.md"]
    assert len(lineage["documents"][0]["later"]) == 1
    assert sum(d["relation"] == "SUPERSEDES" for d in about["decisions"]) == 1


def test_document_is_the_file_as_its_commit_has_it(repo: Path) -> None:
    (answer,) = ask(repo, ("document", {"id": "ADR-0004"}))
    view = answer["documents"][0]
    assert view["text"] == (repo / "adr" / "0004-move-to-cockroachdb.md").read_text()
    assert view["text"].startswith("---\nstatus: accepted\n") and "deciders: Ana Ruiz, Li Wei" in view["text"]
    assert view["text_from"] == "git"


def test_ids_are_one_form_everywhere(repo: Path) -> None:
    found, = ask(repo, ("search", {"query": "api style REST anonymous read"}))
    assert found["documents"]
    assert all(not d["id"].endswith(".md") for d in found["documents"])


def test_facts_shows_the_standing_and_puts_the_decision_in_force_first(repo: Path) -> None:
    done = doccheck(repo, "facts", "--about", "ADR-0002")
    lines = done.stdout.splitlines()
    assert lines[0].startswith("score") and "ADR-0004 supersedes ADR-0002" in lines[0]
    assert "(ADR-0004 accepted, in force)" in lines[0]
    assert sum("ADR-0004 supersedes ADR-0002" in line for line in lines) == 1
    assert all("(ADR-0002 superseded by ADR-0004, in force in its place)" in line for line in lines[1:])
    listed = json.loads(doccheck(repo, "facts", "--about", "ADR-0002", "--format", "json").stdout)["facts"]
    assert [s["path"] for s in listed[0]["sources"]] == ["adr/0004-move-to-cockroachdb.md",
                                                         "adr/0002-use-postgresql.md"]
    assert {f["document"]["id"] for f in listed} == {"ADR-0002", "ADR-0004"}


def test_found_by_meaning_database_reaches_the_datastore_decision(repo: Path) -> None:
    now, then, by_words = ask(repo, ("decisions_about", {"topic": "database"}),
                              ("decisions_about", {"topic": "database", "as_of": "2020-06"}),
                              ("search", {"query": "which database do we use"}))
    assert (now["decisions"][0]["fact"], now["decisions"][0]["document"]["id"]) == ("datastore is CockroachDB",
                                                                                    "ADR-0004")
    assert (then["decisions"][0]["fact"], then["decisions"][0]["document"]["id"]) == ("datastore is PostgreSQL",
                                                                                      "ADR-0002")
    assert [d["id"] for d in by_words["documents"]][:2] == ["ADR-0004", "ADR-0002"]
    assert by_words["documents"][1]["document"]["state"] == "replaced"
    cli = json.loads(doccheck(repo, "facts", "--about", "database", "--format", "json").stdout)["facts"]
    assert [f["fact"] for f in cli] == [d["fact"] for d in now["decisions"]]


def test_found_by_meaning_api_style_reaches_rest_and_graphql(repo: Path) -> None:
    found, about = ask(repo, ("search", {"query": "API style"}), ("decisions_about", {"topic": "API style",
                                                                                       "as_of": "2021"}))
    first = found["documents"][0]
    assert (first["id"], first["document"]["state"]) == ("ADR-0005", "in-force")
    rest = next(d for d in found["documents"] if d["id"] == "ADR-0003")
    assert rest["document"]["state"] == "replaced"
    assert {o["id"] for o in rest["document"]["overridden_by"]} == {"ADR-0005", "FEAT-PARTNER-API"}
    assert about["decisions"][0]["fact"] == "api style is REST"


def test_a_record_whose_decisions_others_replaced_says_so(repo: Path) -> None:
    (answer,) = ask(repo, ("document", {"id": "ADR 3"}))
    standing = answer["documents"][0]["document"]
    assert (standing["status"], standing["state"], standing["in_force"]) == ("accepted", "replaced", False)
    assert [c["id"] for c in standing["current"]] == ["ADR-0005", "FEAT-PARTNER-API"]
    done = doccheck(repo, "facts", "--about", "ADR 3", "--as-of", "2021-06-01")
    assert "(ADR-0003 accepted, in force)" in done.stdout


def vectors_indexed(repo: Path, cypher: str | None = None) -> list[bool]:
    """Whether each group's facts have their vector index, once FalkorDB has finished building it (`cypher`: run
    first in each group)."""
    from falkordb import FalkorDB

    from doccheck.graph.storage.shared import SharedFalkorDB

    server = SharedFalkorDB(repo / ".doccheck" / "graph")  # the one the MCP servers share, or a new one
    server.start()
    try:
        client = FalkorDB(unix_socket_path=str(server.socket_path))
        try:
            found = []
            for group in ("acme__decisions", "acme__specs"):
                graph = client.select_graph(group)
                if cypher is not None:
                    graph.query(cypher)
                for _wait in range(100):
                    rows = graph.query("CALL db.indexes() YIELD label, types, status WHERE label = "
                                       "'RELATES_TO' RETURN types, status").result_set
                    if all(status == "OPERATIONAL" for _types, status in rows):
                        break
                    time.sleep(0.05)
                found.append(any("VECTOR" in (types.get("fact_embedding") or []) for types, _status in rows))
            return found
        finally:
            client.close()
    finally:
        server.stop()


def test_search_by_meaning_asks_the_facts_vector_index_and_finds_what_a_scan_finds(repo: Path) -> None:
    """A sync indexes the facts' vectors (HNSW); a graph without the index (synced by an older doccheck) is
    scanned, and both give the same answers."""
    def by_meaning(answer: dict[str, Any]) -> set[str]:
        return {f["fact"] for f in answer["facts"] if f["matched"] == "both" or "meaning" in f["matched"]}

    questions = [("search", {"query": q, "limit": 50})
                 for q in ("API style", "which database do we use", "streaming replica")]
    assert vectors_indexed(repo) == [True, True]
    with_index = ask(repo, *questions)
    assert vectors_indexed(repo, "DROP VECTOR INDEX FOR ()-[e:RELATES_TO]-() ON (e.fact_embedding)") == [False, False]
    scanned = ask(repo, *questions)
    # The same facts by meaning (the full-text scores move a little: the vectors share the facts' index).
    assert [by_meaning(a) for a in with_index] == [by_meaning(a) for a in scanned]
    assert len(by_meaning(with_index[0])) >= 5, "API style found too little by meaning"
    assert [a["documents"][0]["id"] for a in with_index] == [a["documents"][0]["id"] for a in scanned]


def test_a_graph_synced_without_the_vector_index_gets_it_from_a_sync_with_nothing_new(repo: Path) -> None:
    """A graph an older doccheck synced has no vector index of its facts, nor the mark of one: the next sync,
    though it writes nothing, makes it."""
    vectors_indexed(repo, "MATCH (m:DoccheckMeta {key: 'indices'}) REMOVE m.fact_vectors")
    with contextlib.suppress(Exception):
        vectors_indexed(repo, "DROP VECTOR INDEX FOR ()-[e:RELATES_TO]-() ON (e.fact_embedding)")
    assert vectors_indexed(repo) == [False, False]
    done = doccheck(repo, "sync", ".", "--format", "json")
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["versions"]["read"] == 0
    assert vectors_indexed(repo) == [True, True]
