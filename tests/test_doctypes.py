"""Which type a document gets: a convention that needs a sidecar file applies only where the sidecar is."""

from __future__ import annotations

from pathlib import Path

import pytest

from doccheck.cli.main import main

README = "# Integration testing\n\n## Decision\n\nWe test against real services.\n"


@pytest.mark.parametrize(("with_sidecar", "expected"), [
    (True, "kep"),  # NNNN-name/README.md with its kep.yaml: a KEP, checked against the KEP template
    (False, None),  # a dated decision folder has the same layout and no kep.yaml: not a KEP
])
def test_a_kep_needs_its_kep_yaml(tmp_path: Path, capsys: pytest.CaptureFixture[str], with_sidecar: bool,
                                  expected: str | None) -> None:
    (tmp_path / ".doccheck.toml").write_text('extend = ["kep"]\n')
    folder = tmp_path / "2022-02-03-integration-testing"
    folder.mkdir()
    (folder / "README.md").write_text(README)
    if with_sidecar:
        (folder / "kep.yaml").write_text("title: Integration testing\nstatus: implemented\n")
    main(["check", str(folder / "README.md"), "--no-cache", "-q", "--config", str(tmp_path / ".doccheck.toml")])
    out = capsys.readouterr().out
    kep_findings = [line for line in out.splitlines() if ": kep " in line or "kep has no" in line
                    or "kep declares no" in line]
    if expected == "kep":
        assert any("kep has no 'Summary' section" in line for line in kep_findings)
        assert any("kep declares no 'kep-number'" in line for line in kep_findings)
    else:
        assert kep_findings == []


def types_of(tmp_path: Path, capsys: pytest.CaptureFixture[str], *args: str) -> dict[str, str]:
    assert main(["types", *args]) == 0
    out = capsys.readouterr().out
    return {line.split(": ", 1)[0].rsplit("/", 1)[-1]: line.split(": ", 2)[1] for line in out.splitlines()}


@pytest.mark.parametrize(("name", "text", "expected"), [
    ("0544-rename-int-uint.md", "- Start Date: 2014-12-28\n- RFC PR #: [rust-lang/rfcs#544](x)\n\n## Summary\n\nx\n",
     "rust-rfc"),
    ("0100-merge.md", "# Merge\n\n* Proposal: [SE-0100](0100-merge.md)\n* Status: **Withdrawn**\n\n## Introduction\n",
     "swift-proposal"),
    ("README.md", "---\nCIP: 1\nTitle: CIP Process\nCategory: Meta\nStatus: Active\n---\n\n## Abstract\n\nx\n", "cip"),
    # (a CIP with no Category is another community's, Signum's EIP-style `CIP: 33` with its `Type:`: no Cardano CIP)
    ("cip-0033.md", "    CIP: 33\n    Title: Smart Tokens\n    Status: Draft\n    Type: Enhancement\n\n# Intro\n\nx\n",
     "project-doc"),
    ("README.md", "---\nCPS: 7\nTitle: A problem\nStatus: Open\n---\n\n## Abstract\n\nx\n", "cps"),
    ("0481-rfc.md", "---\nstage: accepted\nstart-date: 2019-04-10\n---\n\n# Summary\n\nx\n", "rfc"),
    # A numbered file in an ADR-less folder with none of the evidence stays a plain document.
    ("0001-notes.md", "# Notes\n\nNothing here.\n", "project-doc"),
])
def test_families_are_typed_from_their_evidence_without_configuration(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], name: str, text: str, expected: str) -> None:
    (tmp_path / name).write_text(text)
    assert types_of(tmp_path, capsys, str(tmp_path / name))[name] == expected


def test_a_name_opening_with_a_year_is_no_record_number(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """DEFRA's `docs/architecture/defined/2025-reg-acc-hld.md` (338th held-out set): a design named for the year it
    is for, beside ADRs numbered `0002-...`. A year is no ADR's number: the page is no ADR, and no number of the
    series is taken twice by its companion `2025-reg-acc-lld.md`."""
    folder = tmp_path / "docs" / "architecture" / "defined"
    folder.mkdir(parents=True)
    for name in ("2025-reg-acc-hld.md", "2025-reg-acc-lld.md", "0012-use-joi.md"):
        (folder / name).write_text("# A design\n\nFor 2025 we will use forms.\n")
    found = types_of(tmp_path, capsys, str(tmp_path))
    assert found == {"2025-reg-acc-hld.md": "project-doc", "2025-reg-acc-lld.md": "project-doc",
                     "0012-use-joi.md": "adr"}


def test_an_otep_is_typed_by_its_folder_and_sections(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    folder = tmp_path / "text" / "trace"
    folder.mkdir(parents=True)
    (folder / "0168-sampling.md").write_text("# Sampling\n\n## Motivation\n\nx\n\n## Internal details\n\ny\n")
    (folder / "0169-notes.md").write_text("# Notes\n\n## Meeting\n\nx\n")  # no OTEP section: not an OTEP
    found = types_of(tmp_path, capsys, str(tmp_path))
    assert found == {"0168-sampling.md": "otep", "0169-notes.md": "project-doc"}


def test_a_project_overview_sits_near_the_top(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    # kubernetes-sigs/gateway-api: site/content/en/geps/overview.md introduces the GEPs of the site, it is not
    # the project's overview.
    (tmp_path / ".doccheck.toml").write_text("")
    for folder in ("docs", "site/content/en/geps"):
        (tmp_path / folder).mkdir(parents=True)
        (tmp_path / folder / "overview.md").write_text("# Overview\n\n## Purpose\n\nx\n")
    monkeypatch.chdir(tmp_path)
    assert main(["types", "."]) == 0
    found = dict(line.split(": ")[:2] for line in capsys.readouterr().out.splitlines())
    assert found == {"docs/overview.md": "project-overview", "site/content/en/geps/overview.md": "project-doc"}


def test_a_project_overviews_outline_is_the_projects_own(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    # onnx/onnx's docs/Overview.md (seventy-second held-out set) explains its IR under "Why a common IR?"; asking it
    # for an Architecture section held it to an outline doccheck made up (MyST's and storj's overviews before it,
    # every one judged false). A repository that wants one pins it.
    (tmp_path / ".doccheck.toml").write_text("")
    (tmp_path / "docs").mkdir()
    (tmp_path / "docs" / "Overview.md").write_text("# Overview\n\n## Why a common IR?\n\nx\n")
    monkeypatch.chdir(tmp_path)
    main(["check", "--all", "--no-cache", "-q", "."])
    assert capsys.readouterr().out == ""
    (tmp_path / ".doccheck.toml").write_text('[[types]]\nname = "project-overview"\nrequired-sections = '
                                             '["Architecture"]\nfile-patterns = [\'(?i)^overview\\.md$\']\n')
    main(["check", "--all", "--no-cache", "-q", "."])
    assert "DC101" in capsys.readouterr().out


NYGARD = ("# 1. Use Kafka\n\nDate: 2024-03-01\n\n## Status\n\nAccepted\n\n## Context\n\nx\n\n## Decision\n\ny\n\n"
          "## Consequences\n\nz\n")
MADR = ("# Use Kafka\n\n## Context and Problem Statement\n\nx\n\n## Considered Options\n\n* Kafka\n\n"
        "## Decision Outcome\n\nChosen option: Kafka.\n")


def test_presets_compose_each_document_gets_the_definition_it_fits(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / ".doccheck.toml").write_text('extend = ["nygard", "madr"]\n')
    adr = tmp_path / "doc" / "adr"
    adr.mkdir(parents=True)
    (adr / "0001-use-kafka.md").write_text(NYGARD)
    (adr / "0002-use-kafka-madr.md").write_text(MADR)
    assert main(["check", str(tmp_path), "--no-cache", "-q", "--select", "DC1,DC2"]) == 0
    assert capsys.readouterr().out == ""  # neither gets the other's required sections
    assert main(["types", str(adr / "0002-use-kafka-madr.md")]) == 0
    assert "adr (from madr)" in capsys.readouterr().out


@pytest.mark.parametrize(("text", "reported"), [
    # log4brains 20201016: MADR's heading, a Decision and no consequences, which MADR makes optional.
    ("# Use the slug\n\n## Context and Problem Statement\n\nx\n\n## Decision\n\ny\n", []),
    # A Nygard record that dropped its Consequences is still reported.
    ("# 35. Use workspaces\n\n## Context\n\nx\n\n## Decision\n\ny\n", ["Consequences"]),
    # With no section at all, the first definition's three are what it lacks.
    ("# ADR 008: Priv validator\n\nSome text.\n", ["Context", "Decision", "Consequences"]),
])
def test_a_madr_shaped_record_need_not_state_consequences(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                         text: str, reported: list[str]) -> None:
    adr = tmp_path / "docs" / "adr"
    adr.mkdir(parents=True)
    (adr / "0007-x.md").write_text(text)
    (tmp_path / "notes.md").write_text("# Notes\n\n## Considered Options\n\n* a\n")  # no ADR by one heading
    (tmp_path / ".doccheck.toml").write_text("")
    main(["check", str(tmp_path), "--no-cache", "-q", "--select", "DC101"])
    out = capsys.readouterr().out
    assert [line.split("'")[1] for line in out.splitlines()] == reported
    assert "notes.md" not in out


def test_json_says_each_files_type_and_why(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    import json

    (tmp_path / "0001-x.md").write_text("- Start Date: 2014-12-28\n- RFC PR: [#1](x)\n\n## Summary\n\nx\n")
    main(["check", str(tmp_path), "--no-cache", "--format", "json", "-q"])
    documents = json.loads(capsys.readouterr().out)["documents"]
    assert documents[0]["type"] == "rust-rfc"
    assert "'start-date' declared at line 1" in documents[0]["why"]


@pytest.mark.parametrize(("args", "message"), [
    (["--select", "DC999"], "--select: no rule is 'DC999'; did you mean 'DC509'?"),
    (["--ignore", "DC9"], "--ignore: no rule is 'DC9'; did you mean"),
    (["--select", "missing-sections"], "did you mean 'missing-section'?"),
])
def test_a_code_that_selects_no_rule_is_an_error(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                 args: list[str], message: str) -> None:
    (tmp_path / "x.md").write_text("# X\n")
    assert main(["check", str(tmp_path), "--no-cache", *args]) == 2
    assert message in capsys.readouterr().err


def test_an_unknown_code_in_the_configuration_is_an_error(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / ".doccheck.toml").write_text('select = ["DC99"]\n')
    (tmp_path / "x.md").write_text("# X\n")
    assert main(["check", str(tmp_path), "--no-cache"]) == 2
    assert "select: no rule is 'DC99'" in capsys.readouterr().err


def test_codes_are_case_insensitive(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    adr = tmp_path / "doc" / "adr"
    adr.mkdir(parents=True)
    (adr / "0001-x.md").write_text("# 1. X\n\n## Context\n\nx\n")
    assert main(["check", str(adr), "--no-cache", "-q", "--select", "dc101"]) == 0
    assert "DC101 missing-section" in capsys.readouterr().out
    assert main(["rules", "DC4"]) == 0
    listed = capsys.readouterr().out.splitlines()
    assert listed[0].startswith("DC401") and all(line.startswith("DC4") for line in listed)


def test_a_design_section_is_an_adrs_decision(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    """celestiaorg/celestia-app's ADRs follow Cosmos SDK's template: Context, Alternative Approaches, Detailed
    Design, Consequences. The design is what was decided."""
    adr = tmp_path / "docs" / "architecture"
    adr.mkdir(parents=True)
    (adr / "adr-001-abci-adoption.md").write_text(
        "# ADR 001: ABCI++ Adoption\n\n## Status\n\nImplemented\n\n## Context\n\nWhy.\n\n"
        "## Alternative Approaches\n\nOthers.\n\n## Detailed Design\n\nWhat.\n\n## Consequences\n\nThen.\n")
    (tmp_path / ".doccheck.toml").write_text("")
    monkeypatch.chdir(tmp_path)
    main(["check", "--no-cache", "-q", "docs"])
    assert capsys.readouterr().out == ""


@pytest.mark.parametrize(("header", "kind"), [
    ("Duration: 1-2 hours\nPriority: Critical - Must complete before refactoring\n", "project-doc"),  # a plan's phase
    ("Feature ID: FEAT-7\nStatus: planned\nPriority: high\n", "feature-spec"),  # a spec not named FEAT-*
    # perl-lsp's design specification (117th held-out set): its feature's id is an issue's, no FEAT-* of a spec's
    ("> **Feature ID**: #433\n> **Status**: Draft Specification\n", "project-doc"),
])
def test_a_feature_spec_declares_its_id(header: str, kind: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                        capsys: pytest.CaptureFixture[str]) -> None:
    """wellcomecollection/docs' refactoring phases have an Overview and Tasks, and no feature id."""
    (tmp_path / "phase-0.md").write_text(f"# Phase 0\n\n{header}\n## Overview\n\nx\n\n## Tasks\n\n- [ ] a\n")
    (tmp_path / ".doccheck.toml").write_text("")
    monkeypatch.chdir(tmp_path)
    main(["types", "phase-0.md"])
    assert capsys.readouterr().out.startswith(f"phase-0.md: {kind}: ")


def test_notes_with_a_context_and_a_decision_per_topic_are_no_record(tmp_path: Path,
                                                                     capsys: pytest.CaptureFixture[str]) -> None:
    # Tock's working group meeting notes (96th held-out set): each topic has its own `### Context` and `### Decision`;
    # typed as an ADR, they lacked a Consequences. A record with one of each is an ADR.
    (tmp_path / ".doccheck.toml").write_text("")
    notes = tmp_path / "notes-2026-1-30.md"
    topic = "## {n}. Topic {n}\n\n### Context\n\nWhy {n}.\n\n### Decision\n\nWhat {n}.\n\n"
    notes.write_text("# WG Meeting Notes\n\n## Summary\n\nTwo topics.\n\n" + topic.format(n=1) + topic.format(n=2))
    record = tmp_path / "decision.md"
    record.write_text("# Use X\n\n## Context\n\nWhy.\n\n## Decision\n\nWhat.\n")
    main(["types", str(notes), str(record), "--config", str(tmp_path / ".doccheck.toml")])
    out = capsys.readouterr().out.splitlines()
    assert out[0].endswith("notes-2026-1-30.md: project-doc: fallback: meeting notes: a folder of meetings, or a name "
                           "or title saying a meeting's notes and its date"), out
    assert ": adr" in out[1], out


def test_a_kep_yaml_that_does_not_parse_is_one_finding(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    # kubernetes-sigs/kueue (97th held-out set): three kep.yaml files with an unclosed quote or an unquoted '@' were
    # reported as declaring no title, number, authors, status or date, five findings each, though they do.
    (tmp_path / ".doccheck.toml").write_text('extend = ["kep"]\n')
    folder = tmp_path / "keps" / "6143-quota-release-strategy"
    folder.mkdir(parents=True)
    (folder / "README.md").write_text("# KEP-6143: Quota Release Strategy\n\n## Summary\n\nRelease quota early.\n")
    (folder / "kep.yaml").write_text("title: Quota Release Strategy\nkep-number: 6143\nstatus: provisional\n"
                                     "reviewers:\n  - @mimowo\n")
    main(["check", str(folder / "README.md"), "--no-cache", "--select", "DC0,DC2", "-q", "--config",
          str(tmp_path / ".doccheck.toml")])
    out = capsys.readouterr().out.splitlines()
    assert [line.split(": ", 2)[1] for line in out] == ["DC004 invalid-front-matter"], out
    assert "kep.yaml beside it does not parse as a YAML mapping" in out[0]


@pytest.mark.parametrize("title", ["Consequences ⚡ \\{#consequences}", "Consequences {#consequences}",
                                   "⚡ Consequences", "2. Consequences:"])
def test_a_heading_s_emoji_and_id_are_no_part_of_its_name(title: str) -> None:
    # agentproofarch's Docusaurus pages (hundred-and-seventy-third held-out set) write `## Consequences ⚡
    # \{#consequences}`: the section a Nygard record keeps, and not a different one in each of 28 pages
    from doccheck.read.doctypes import SectionSpec

    assert SectionSpec.of(("Consequences",)).matches(title)
    assert not SectionSpec.of(("Consequences",)).matches("Consequences of the old design ⚡")


@pytest.mark.parametrize(("heading", "reported"), [
    ("## Solution: HeaderSync System", False), ("## Decision Rationale", False), ("## Solutions", False),
    ("## Decision Drivers", True),  # MADR's drivers are why, not what was decided
])
def test_an_adr_states_its_decision_under_a_heading_of_its_own_words(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], heading: str, reported: bool) -> None:
    """EntityDB's ADRs (two-hundred-and-twelfth held-out set) write their decision under `## Solution: ...` and
    `## Decision Rationale`: the decision, in the record's words, not a missing one."""
    folder = tmp_path / "docs" / "adr"
    folder.mkdir(parents=True)
    (folder / "ADR-038-write-fix.md").write_text(
        f"# ADR-038: Write fix\n\n## Context\n\nWrites raced.\n\n{heading}\n\nA lock.\n\n## Consequences\n\nSlower.\n")
    (tmp_path / ".doccheck.toml").write_text("")
    main(["check", "--no-cache", "--config", str(tmp_path / ".doccheck.toml"), str(folder / "ADR-038-write-fix.md")])
    assert ("no 'Decision' section" in capsys.readouterr().out) is reported
