"""Documents -> episodes and facts, pure: names, groups, ids, reference times, splitting."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

from doccheck.graph.history.episodes import SyncContext, episodes_for, split_sections
from doccheck.graph.history.versions import VersionSource, parse_version
from doccheck.graph.temporal.derive import latest_ref
from doccheck.graph.temporal.facts import Resolver
from doccheck.graph.temporal.intervals import Version, derive
from doccheck.graph.temporal.statements import version_facts
from doccheck.run.settings import load_config

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
CONTEXT = SyncContext("acme", {}, "abc123", datetime(2024, 5, 1, tzinfo=UTC))


def parse(relative: str, text: str | None = None) -> object:
    config = load_config(EXAMPLES)
    data = (EXAMPLES / relative).read_bytes() if text is None else text.encode()
    return parse_version(VersionSource(relative, "abc123", "abc123", CONTEXT.commit_time, data, None, "digest"),
                         config)


def version(relative: str, text: str | None = None) -> Version:
    source = parse(relative, text)
    episodes = episodes_for(source, CONTEXT, "abc123")  # type: ignore[arg-type]
    facts = version_facts(source, {e.line: e.part for e in episodes if e.part})  # type: ignore[arg-type]
    return Version(relative, "abc123", CONTEXT.commit_time, episodes[0].group_id, facts, "abc123",
                   {e.part: e.uuid for e in episodes})


def test_a_feature_spec_is_an_overview_episode_and_one_per_task() -> None:
    spec = parse("specs/FEAT-PARTNER-API.md")
    episodes = episodes_for(spec, CONTEXT)  # type: ignore[arg-type]
    assert [(e.name, e.kind, e.group_id) for e in episodes] == [
        ("FEAT-PARTNER-API", "feature", "acme__specs"),
        ("TASK-PARTNER-API-001", "task", "acme__specs"),
        ("TASK-PARTNER-API-002", "task", "acme__specs"),
    ]
    # A version's episodes are named by document and version, at the version's commit time.
    versioned = episodes_for(spec, CONTEXT._replace(commit="abc123def4567890"), "abc123def4567890")  # type: ignore[arg-type]
    assert [e.name for e in versioned][:1] == ["FEAT-PARTNER-API@abc123def456"]
    # A part a later version leaves alone is the same episode; a changed part is a new one.
    later = episodes_for(spec, CONTEXT._replace(commit="fedcba"), "fedcba")  # type: ignore[arg-type]
    assert [e.uuid for e in later] == [e.uuid for e in versioned]
    edited = parse("specs/FEAT-PARTNER-API.md", (EXAMPLES / "specs/FEAT-PARTNER-API.md").read_text().replace(
        "Require a token on every catalogue read", "Require a token on each catalogue read"))
    changed = episodes_for(edited, CONTEXT._replace(commit="fedcba"), "fedcba")  # type: ignore[arg-type]
    assert [a.uuid == b.uuid for a, b in zip(changed, versioned, strict=True)] == [True, True, False]
    assert episodes[2].content.startswith("# Task TASK-PARTNER-API-002: Require a token on every catalogue read")
    assert "Depends on: TASK-PARTNER-API-001" in episodes[2].content
    assert episodes[0].reference_time == datetime(2023, 1, 15, tzinfo=UTC)  # its own date, not the commit's
    assert episodes[0].source_description == "feature-spec specs/FEAT-PARTNER-API.md @ abc123"
    # Stable: the same document gives the same ids and hashes; the commit is not part of the hash.
    again = episodes_for(spec, CONTEXT._replace(commit="def456"))  # type: ignore[arg-type]
    assert [e.uuid for e in again] == [e.uuid for e in episodes]
    assert [e.content_hash for e in again] == [e.content_hash for e in episodes]


def test_an_adr_is_one_episode_with_its_schema_and_front_matter_facts() -> None:
    adr = parse("adr/0004-move-to-cockroachdb.md")
    [episode] = episodes_for(adr, CONTEXT)  # type: ignore[arg-type]
    assert (episode.name, episode.group_id) == ("ADR-0004", "acme__decisions")
    assert episode.content.startswith("# ADR-0004: 4. Move the orders service to CockroachDB\n\nStatus: accepted")
    mine, old = version("adr/0004-move-to-cockroachdb.md"), version("adr/0002-use-postgresql.md")
    assert mine.facts is not None and mine.facts.problems == []
    refs = {v.path: latest_ref(v.path, [v]) for v in (mine, old)}
    resolver = Resolver(r for r in refs.values() if r is not None)
    facts = derive([mine], resolver, lambda group: refs[mine.path]).facts  # type: ignore[arg-type,return-value]
    assert sorted(f.text for f in facts) == [
        "ADR-0004 decided by Ana Ruiz", "ADR-0004 decided by Li Wei", "ADR-0004 decided on 2021-06-01",
        "ADR-0004 has status accepted", "ADR-0004 has title 4. Move the orders service to CockroachDB",
        "ADR-0004 supersedes ADR-0002", "datastore is CockroachDB"]
    decides = next(f for f in facts if f.relation == "IS")
    assert (decides.path, decides.line, decides.commit, decides.confidence) == (
        "adr/0004-move-to-cockroachdb.md", 7, "abc123", 1.0)


def test_bad_front_matter_facts_are_reported_not_written() -> None:
    text = ("---\nstatus: accepted\ndate: 2024-01-01\nfacts:\n  - subject: api\n    relation: USES\n"
            "    confidence: 2\n---\n# 9. X\n\n## Context\n\nx\n")
    stated = version("adr/0009-x.md", text).facts
    assert stated is not None
    assert stated.problems == [(4, "facts[0]: object: Field required")]
    assert all(s.origin == "schema" for s in stated.statements)


def test_a_long_document_is_split_by_headings_and_small_neighbours_merged() -> None:
    body = "\n\n".join(f"## Part {i}\n\n" + ("word " * (300 if i % 2 else 1500)) for i in range(6))
    doc = parse("notes/long.md", f"# Long notes\n\nIntro.\n\n{body}\n").doc  # type: ignore[attr-defined]
    parts = split_sections(doc)
    assert [key for key, *_ in parts][:3] == ["introduction", "part-0", "part-1"]
    # a section over the limit is cut at paragraph breaks; one huge paragraph stays whole
    assert all(len(text) // 4 <= 1024 or text.count("\n\n") <= 1 for *_, text in parts)
