"""find_conflicts on its own: each kind of conflict under each strategy. Pure: no graph."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from doccheck.graph.temporal.conflicts import find_conflicts
from doccheck.graph.temporal.facts import Entity, Fact, entity_uuid

GROUP = "acme__decisions"
PAIRS = (("ALLOWS", "PROHIBITS"),)
SINGLE = ("IS", "ALLOWS", "PROHIBITS")


def day(text: str) -> datetime:
    return datetime.fromisoformat(text).replace(tzinfo=UTC)


def fact(subject: str, relation: str, obj: str, path: str, since: str, confidence: float = 1.0,
         claim: bool = True, subject_doc: str | None = None, object_doc: str | None = None) -> Fact:
    s = Entity(entity_uuid(GROUP, subject), subject, subject_doc)
    o = Entity(entity_uuid(GROUP, obj), obj, object_doc)
    return Fact(f"{path}/{subject}/{relation}/{obj}", GROUP, s, relation, o, day(since), None, confidence, path, 3,
                None, "ep", "front-matter", claim)


OLD = fact("datastore", "IS", "PostgreSQL", "adr/0002.md", "2019-03-01", confidence=0.9)
NEW = fact("datastore", "IS", "CockroachDB", "adr/0004.md", "2021-06-01", confidence=0.6)


@pytest.mark.parametrize(("strategy", "winner", "loser_status", "loser_end"), [
    ("recency", NEW, "superseded", "2021-06-01"),
    ("confidence", OLD, "superseded", "2021-06-01"),  # the newer, less sure fact never holds
])
def test_value_conflict_is_resolved_by_the_strategy(strategy: str, winner: Fact, loser_status: str,
                                                    loser_end: str) -> None:
    result = find_conflicts([NEW], [OLD], strategy, PAIRS, SINGLE)
    [conflict] = result.conflicts
    assert conflict.kind == "value-conflict"
    assert conflict.resolution == f"{strategy}-wins"
    loser = OLD if winner is NEW else NEW
    assert result.facts[winner.uuid].status == "active"
    assert result.facts[loser.uuid].status == loser_status
    assert result.facts[loser.uuid].invalid_at == day(loser_end)
    assert result.facts[loser.uuid].resolved_by == winner.uuid


def test_disputed_keeps_both_and_manual_changes_nothing() -> None:
    disputed = find_conflicts([NEW], [OLD], "disputed", PAIRS, SINGLE)
    assert {f.status for f in disputed.facts.values()} == {"disputed"}
    assert all(f.invalid_at is None for f in disputed.facts.values())
    manual = find_conflicts([NEW], [OLD], "manual", PAIRS, SINGLE)
    assert [c.blocking for c in manual.conflicts] == [True]
    assert {f.status for f in manual.facts.values()} == {"active"}


def test_direct_contradiction_and_temporal_overlap() -> None:
    allows = fact("public API", "ALLOWS", "anonymous reads", "adr/0003.md", "2020-02-01")
    prohibits = fact("public API", "PROHIBITS", "anonymous reads", "specs/FEAT-API.md", "2023-01-15")
    same = fact("datastore", "IS", "PostgreSQL", "specs/FEAT-API.md", "2020-01-01")
    result = find_conflicts([prohibits, same], [allows, OLD], "recency", PAIRS, SINGLE)
    kinds = {c.kind: c for c in result.conflicts}
    assert set(kinds) == {"direct-contradiction", "temporal-overlap"}
    assert result.facts[allows.uuid].invalid_at == day("2023-01-15")
    # Two sources agreeing is not a contradiction: both stay in force, whatever the strategy.
    assert kinds["temporal-overlap"].resolution == "corroborated"
    assert result.facts[OLD.uuid].invalid_at is None and result.facts[OLD.uuid].status == "active"
    assert result.facts[same.uuid].status == "active"


def test_facts_that_never_overlap_do_not_conflict() -> None:
    ended = OLD._replace(valid_to=day("2020-01-01"), invalid_at=day("2020-01-01"))
    assert find_conflicts([NEW], [ended], "recency", PAIRS, SINGLE).conflicts == []
    unrelated = fact("datastore", "USES", "Redis", "adr/0009.md", "2021-01-01")
    assert find_conflicts([unrelated], [OLD], "recency", PAIRS, SINGLE).conflicts == []  # not single-valued


def test_supersession_ends_the_old_documents_claims_at_the_new_ones_date() -> None:
    sup = fact("ADR-0004", "SUPERSEDES", "ADR-0002", "adr/0004.md", "2021-06-01", claim=False,
               subject_doc="adr/0004.md", object_doc="adr/0002.md")
    result = find_conflicts([sup], [OLD], "recency", PAIRS, SINGLE)
    [conflict] = result.conflicts
    assert (conflict.kind, conflict.resolution) == ("supersession", "superseded")
    assert result.facts[OLD.uuid].status == "superseded"
    assert result.facts[OLD.uuid].invalid_at == day("2021-06-01")


def test_a_resolution_whose_cause_is_rewritten_is_decided_again_the_same_way() -> None:
    first = find_conflicts([NEW], [OLD], "recency", PAIRS, SINGLE)
    # The graph now holds OLD ended by NEW; NEW's document is synced again (say after a crash).
    again = find_conflicts([NEW], [first.facts[OLD.uuid]], "recency", PAIRS, SINGLE)
    assert again.facts == first.facts
    assert [c.kind for c in again.conflicts] == ["value-conflict"]
