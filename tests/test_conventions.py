"""A repository nobody configured (issue 24): its own conventions, learned from its template and its documents.

Each test builds a small repository in the shapes seen in real proposal families and ADR folders, runs doccheck
as a new user would (no configuration), and asserts what a maintainer would agree with: the family's own
template decides what is required, what its statuses are, and what is template text; each finding says which
convention it rests on."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from doccheck.cli.main import main

TEMPLATE = """# RFC-NNNN: Title

**Status:** provisional | implementable | implemented | deferred | rejected | withdrawn | replaced

**Creation date:** YYYY-MM-DD

## Summary

One paragraph explanation of the proposal.

## Motivation

Why is this change needed? What problem does it solve for the users of the project?

## Proposal

This is where we get down to the specifics of what the proposal actually is.
This should have enough detail that reviewers can understand exactly what you're proposing.

## Implementation History

Major milestones in the lifecycle of the RFC such as the first release where it was available.
"""


def rfc(number: int, status: str = "implemented", *, drop: str | None = None, keep_template: str | None = None,
        extra: str = "") -> str:
    sections = {
        "Summary": f"RFC {number} makes the controllers report their readiness over a common condition type.",
        "Motivation": f"Operators of cluster {number} could not tell when a reconciliation had finished.",
        "Proposal": f"Every controller sets a Ready condition; the CLI waits for it (proposal {number}).",
        "Implementation History": f"Shipped in release 2.{number}.0 of the toolkit.",
    }
    if keep_template is not None:
        sections[keep_template] = TEMPLATE.split(f"## {keep_template}\n\n", 1)[1].split("\n\n", 1)[0]
    body = "".join(f"## {name}\n\n{text}\n\n" for name, text in sections.items() if name != drop)
    return (f"# RFC-{number:04d}: Readiness {number}\n\n**Status:** {status}\n\n"
            f"**Creation date:** 2022-0{1 + number % 8}-10\n\n{extra}{body}")


def make_family(root: Path, template: str, documents: dict[int, str]) -> None:
    """flux's layout: rfcs/RFC-0000/README.md the template, rfcs/NNNN-name/README.md each record."""
    (root / "rfcs" / "RFC-0000").mkdir(parents=True)
    (root / "rfcs" / "RFC-0000" / "README.md").write_text(template)
    for number, text in documents.items():
        folder = root / "rfcs" / f"{number:04d}-readiness-{number}"
        folder.mkdir()
        (folder / "README.md").write_text(text)
    (root / ".doccheck.toml").write_text("")


@pytest.fixture
def family(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    root = tmp_path / "repo"
    make_family(root, TEMPLATE, {number: rfc(number) for number in range(1, 9)})
    monkeypatch.chdir(root)
    return root


def check(capsys: pytest.CaptureFixture[str], *args: str) -> list[dict[str, object]]:
    capsys.readouterr()
    code = main(["check", "--all", "--no-cache", "--format", "json", *args, "."])
    out = capsys.readouterr().out
    assert code in (0, 1), out
    findings: list[dict[str, object]] = json.loads(out)["findings"]
    return findings


def write(root: Path, number: int, text: str) -> str:
    path = root / "rfcs" / f"{number:04d}-readiness-{number}" / "README.md"
    path.write_text(text)
    return path.relative_to(root).as_posix()


def test_a_clean_family_with_its_own_template_has_no_findings(family: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert check(capsys) == []


def test_a_deleted_section_the_template_has_and_the_documents_keep_is_found(
        family: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = write(family, 3, rfc(3, drop="Motivation"))
    found = [f for f in check(capsys) if f["path"] == path]
    assert [f["code"] for f in found] == ["DC101"]
    assert "'Motivation'" in str(found[0]["message"])
    assert "rfcs/RFC-0000/README.md" in str(found[0]["message"])  # the convention it rests on
    assert "7 of 8 documents" in str(found[0]["message"])


def test_a_status_the_family_does_not_use_is_found_and_one_its_template_offers_is_not(
        family: Path, capsys: pytest.CaptureFixture[str]) -> None:
    bogus = write(family, 4, rfc(4, status="Frobnicated"))
    offered = write(family, 5, rfc(5, status="deferred"))
    findings = check(capsys)
    assert [f["code"] for f in findings if f["path"] == bogus] == ["DC203"]
    assert "provisional" in str(next(f for f in findings if f["path"] == bogus)["message"])
    assert [f for f in findings if f["path"] == offered] == []


def test_the_templates_own_text_left_in_a_section_is_found(family: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = write(family, 6, rfc(6, keep_template="Motivation"))
    found = [f for f in check(capsys) if f["path"] == path]
    assert [f["code"] for f in found] == ["DC301"]
    assert "Why is this change needed?" in str(found[0]["message"])


def test_a_template_question_kept_and_answered_is_the_familys_way_of_writing(
        family: Path, capsys: pytest.CaptureFixture[str]) -> None:
    text = rfc(6).replace("## Motivation\n\n", "## Motivation\n\nWhy is this change needed? What problem does it solve "
                                                "for the users of the project?\n\n")
    path = write(family, 6, text)
    assert [f for f in check(capsys) if f["path"] == path] == []


def test_a_proposal_still_in_review_may_keep_the_templates_text(
        family: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = write(family, 7, rfc(7, status="provisional", keep_template="Implementation History"))
    assert [f for f in check(capsys) if f["path"] == path] == []


def test_a_draft_whose_section_is_still_the_templates_prompt_is_told(
        family: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Indy's HIPEs and the CAIPs (twentieth and nineteenth held-out sets) publish proposals as drafts: a Motivation
    that is still the template's question is unwritten in a draft too (a later stage's section may wait)."""
    path = write(family, 7, rfc(7, status="provisional", keep_template="Motivation"))
    assert [(f["path"], f["code"]) for f in check(capsys) if f["path"] == path] == [(path, "DC301")]


def test_a_required_section_holding_only_the_templates_guidance_comment_is_template_text(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    """A template whose guidance is an HTML comment: a required section still that comment and nothing else is the
    template's text left in (DC301), not merely empty. (An optional one left so is the family's to keep: kubevirt's and
    keylime's records keep many.)"""
    guided = TEMPLATE.replace("One paragraph explanation of the proposal.",
                              "<!-- One paragraph explanation of the proposal, for a reader in a hurry. -->") \
        .replace("Major milestones in the lifecycle of the RFC such as the first release where it was available.",
                 "<!-- Major milestones in the lifecycle of the RFC, such as its first release. -->")
    root = tmp_path / "repo"
    documents = {n: rfc(n).replace("## Implementation History\n\n", "## Implementation History\n\n<!-- Major "
                                   "milestones in the lifecycle of the RFC, such as its first release. -->\n\n")
                 for n in range(1, 9)}
    documents[3] = documents[3].replace(
        "RFC 3 makes the controllers report their readiness over a common condition type.",
        "<!-- One paragraph explanation of the proposal, for a reader in a hurry. -->")
    make_family(root, guided, documents)
    monkeypatch.chdir(root)
    found = [(f["path"], f["code"], f["line"]) for f in check(capsys)]
    assert found == [("rfcs/0003-readiness-3/README.md", "DC301", 7)]


def test_a_stub_that_says_its_content_lives_elsewhere_needs_no_sections(
        family: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = write(family, 8, "# RFC-0008: Readiness\n\n**Status:** implemented\n\n"
                            "Moved to [the new location](https://example.org/rfcs/8).\n")
    assert [f for f in check(capsys) if f["path"] == path] == []


def test_conventions_shows_the_model_and_its_evidence(family: Path, capsys: pytest.CaptureFixture[str]) -> None:
    capsys.readouterr()
    assert main(["conventions", "--format", "json", "."]) == 0
    families = json.loads(capsys.readouterr().out)["families"]
    assert len(families) == 1
    learned = families[0]
    assert learned["template"] == "rfcs/RFC-0000/README.md" and learned["documents"] == 8
    assert learned["required_sections"] == ["Summary", "Motivation", "Proposal", "Implementation History"]
    assert learned["template_status_choices"][:3] == ["provisional", "implementable", "implemented"]
    assert main(["conventions", "--write", "."]) == 0
    written = capsys.readouterr().out
    assert written.startswith("[[types]]") and 'globs = ["rfcs/*/README.md"]' in written


ADR_TEMPLATE = """# NNNN. Title

Date: YYYY-MM-DD

## Status

[Proposed, Accepted, Deprecated, Superseded by ADR-NNNN]

## Context

What is the issue that we're seeing that is motivating this decision or change?

## Decision

What is the change that we're proposing and/or doing?
"""


def adr(number: int, status: str, context: str = "The build took an hour.") -> str:
    return (f"# {number}. Decision {number}\n\nDate: 2021-03-0{number}\n\n## Status\n\n{status}\n\n"
            f"## Context\n\n{context} (record {number})\n\n## Decision\n\nWe will cache dependencies {number}.\n")


def test_a_family_whose_template_only_writes_superseded_by_is_not_asked_for_both_sides(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    folder = tmp_path / "docs" / "adr"
    folder.mkdir(parents=True)
    (folder / "0000-adr-template.md").write_text(ADR_TEMPLATE)
    for number in range(1, 6):
        (folder / f"000{number}-decision-{number}.md").write_text(adr(number, "Accepted"))
    (folder / "0002-decision-2.md").write_text(adr(2, "Superseded by [ADR-0005](0005-decision-5.md)"))
    (tmp_path / ".doccheck.toml").write_text("")
    monkeypatch.chdir(tmp_path)
    findings = check(capsys)
    assert [f for f in findings if f["code"] == "DC404"] == []
    # Consequences: the built-in ADR definition asks for it, this family's template has no such section.
    assert [f for f in findings if f["code"] == "DC101"] == []
    # The other direction is still a finding: the successor names the old one, which does not say so back.
    (folder / "0002-decision-2.md").write_text(adr(2, "Accepted"))
    (folder / "0005-decision-5.md").write_text(adr(5, "Accepted").replace(
        "## Status\n\nAccepted\n", "## Status\n\nAccepted\n\nSupersedes [ADR-0002](0002-decision-2.md)\n"))
    codes = {f["code"] for f in check(capsys) if f["path"] in ("docs/adr/0002-decision-2.md",
                                                                   "docs/adr/0005-decision-5.md")}
    assert "DC404" in codes or "DC405" in codes


def test_a_status_that_takes_a_record_off_its_course_is_no_slip_where_nothing_offers_the_family_its_statuses(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    """An ADR folder of Accepted records and one Superseded, no template and no process document naming statuses:
    a record Postponed is the family's first put off, no slip (Cordova's one Abandoned proposal among Completed
    ones). A slip of the words its records write, `Acepted`, still is one."""
    folder = tmp_path / "docs" / "adr"
    folder.mkdir(parents=True)
    for number in range(1, 11):
        (folder / f"{number:04d}-decision-{number}.md").write_text(adr(number, "Accepted"))
    (folder / "0011-decision-11.md").write_text(adr(11, "Superseded by [ADR-0012](0012-decision-12.md)"))
    (folder / "0012-decision-12.md").write_text(adr(12, "Proposed").replace(
        "## Context", "Supersedes [ADR-0011](0011-decision-11.md)\n\n## Context"))
    (tmp_path / ".doccheck.toml").write_text("")
    monkeypatch.chdir(tmp_path)
    assert [f for f in check(capsys) if f["code"] == "DC203"] == []
    (folder / "0003-decision-3.md").write_text(adr(3, "Postponed"))
    assert [f for f in check(capsys) if f["code"] == "DC203"] == []
    (folder / "0004-decision-4.md").write_text(adr(4, "Acepted"))
    found = [f for f in check(capsys) if f["code"] == "DC203"]
    assert [(f["path"], f["line"]) for f in found] == [("docs/adr/0004-decision-4.md", 7)]


def test_an_abandoned_status_is_found_where_the_records_keep_to_the_statuses_their_template_offers(
        family: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """The template offers seven statuses and the statuses its records share are among them (one record is
    Accepted and one Approved besides): a record abandoned is in a status the family has not taken up, however many
    it uses."""
    for number, status in enumerate(["provisional", "implementable", "provisional", "implementable", "implemented",
                                     "implemented", "Accepted", "Approved"], 1):
        write(family, number, rfc(number, status=status))
    assert [f for f in check(capsys) if f["code"] == "DC203"] == []
    folder = family / "rfcs" / "0009-readiness-9"
    folder.mkdir()
    (folder / "README.md").write_text(rfc(9, status="Abandoned"))
    path = "rfcs/0009-readiness-9/README.md"
    assert [(f["path"], f["code"]) for f in check(capsys) if f["code"] == "DC203"] == [(path, "DC203")]


def test_a_translation_is_its_original_in_another_language_not_a_second_record(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    """`0002-decision-2-zh_CN.md` beside `0002-decision-2.md` shares its number and its successor, which only
    the original names; a copy under a taken number is still one."""
    folder = tmp_path / "docs" / "adr"
    folder.mkdir(parents=True)
    for number in range(1, 11):
        (folder / f"{number:04d}-decision-{number}.md").write_text(adr(number, "Accepted"))
    (folder / "0002-decision-2.md").write_text(adr(2, "Superseded by [ADR-0010](0010-decision-10.md)"))
    (folder / "0010-decision-10.md").write_text(adr(10, "Accepted").replace(
        "## Context", "Supersedes [ADR-0002](0002-decision-2.md)\n\n## Context"))
    (folder / "0002-decision-2-zh_CN.md").write_text(
        "# 2. 决定\n\n## 状态\n\nSuperseded\n\n此决定已被 ADR-0010 取代。\n")
    (folder / "0003-decision-3.fr.md").write_text("# 3. Décision\n\n## Statut\n\nAccepted\n\nNous cachons.\n")
    (tmp_path / ".doccheck.toml").write_text("")
    monkeypatch.chdir(tmp_path)
    assert [(f["path"], f["code"]) for f in check(capsys) if str(f["code"]).startswith("DC4")] == []
    (folder / "0004-other-decision.md").write_text(adr(4, "Accepted"))
    assert sorted((f["path"], f["code"]) for f in check(capsys) if f["code"] == "DC401") == [
        ("docs/adr/0004-decision-4.md", "DC401"), ("docs/adr/0004-other-decision.md", "DC401")]


def test_a_record_naming_the_one_in_between_is_not_asked_to_name_the_last(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    """A benchmark is superseded by its rerun, and the decision supersedes both: the benchmark's reader follows
    the chain. Where the benchmark names a successor the decision has nothing to do with, the decision's claim is
    one-way."""
    folder = tmp_path / "docs" / "adr"
    folder.mkdir(parents=True)
    for number in range(1, 6):
        (folder / f"000{number}-decision-{number}.md").write_text(adr(number, "Accepted"))

    def benchmark(successor: str) -> str:
        return f"# 2. Benchmark\n\n**Superseded by: {successor}**\n\n## Context\n\nWe measured.\n"

    (folder / "0002-decision-2.md").write_text(benchmark("[ADR-0003](0003-decision-3.md)"))
    (folder / "0004-decision-4.md").write_text(adr(4, "Accepted").replace(
        "## Context", "Supersedes [ADR-0003](0003-decision-3.md), [ADR-0002](0002-decision-2.md)\n\n## Context"))
    (tmp_path / ".doccheck.toml").write_text("")
    monkeypatch.chdir(tmp_path)
    # ADR 3 does not say it supersedes ADR 2 (its own finding); ADR 4 asks nothing more of ADR 2.
    assert [f["path"] for f in check(capsys) if f["code"] == "DC404"] == ["docs/adr/0002-decision-2.md"]
    (folder / "0002-decision-2.md").write_text(benchmark("[ADR-0005](0005-decision-5.md)"))
    assert sorted(f["path"] for f in check(capsys) if f["code"] == "DC404") == [
        "docs/adr/0002-decision-2.md", "docs/adr/0004-decision-4.md"]


def test_a_status_written_with_a_version_is_the_familys_status_word(
        family: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """`Stable in 1.6`, `Experimental in 2.4.0`: every new version is no new status."""
    for number, status in ((1, "Experimental in 1.9"), (2, "Experimental in 2.4.0"), (3, "Stable in 1.6")):
        write(family, number, rfc(number, status=status))
    assert [f for f in check(capsys) if f["code"] == "DC203"] == []


def test_an_option_the_template_lists_is_the_documents_choice_not_template_text(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    template = TEMPLATE.replace("## Implementation History\n\nMajor milestones in the lifecycle of the RFC such as "
                                "the first release where it was available.\n",
                                "## Dependencies\n\n- JVM only, no new platform APIs needed\n"
                                "- Every platform, with expect/actual declarations\n")
    documents = {number: rfc(number).replace("## Implementation History\n\n", "## Dependencies\n\n")
                 for number in range(1, 7)}
    documents[2] = documents[2].replace("Shipped in release 2.2.0 of the toolkit.",
                                        "- JVM only, no new platform APIs needed")
    root = tmp_path / "repo"
    make_family(root, template, documents)
    monkeypatch.chdir(root)
    assert [f for f in check(capsys) if f["code"] == "DC301"] == []


def test_a_family_whose_documents_only_write_superseded_by_is_not_asked_for_both_sides(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    """No template in the repository: three old records name their successors, no successor names its old one."""
    folder = tmp_path / "docs" / "adr"
    folder.mkdir(parents=True)
    for number in range(1, 13):
        status = f"Superseded by [ADR-{number + 1:04d}](000{number + 1}-decision-{number + 1}.md)" if number in (
            1, 4, 7) else "Accepted"
        (folder / f"{number:04d}-decision-{number}.md").write_text(adr(number, status))
    (tmp_path / ".doccheck.toml").write_text("")
    monkeypatch.chdir(tmp_path)
    findings = check(capsys)
    assert [f for f in findings if f["code"] == "DC404"] == []
    assert main(["conventions", "."]) == 0
    assert "its documents only write \"Superseded by\"" in capsys.readouterr().out


def test_a_template_in_a_folder_of_templates_governs_dated_proposals_above_it(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    """dapr's shape: `templates/proposal.md` and `20240517-R-name.md` proposals beside the templates folder."""
    (tmp_path / "templates").mkdir()
    (tmp_path / "templates" / "proposal.md").write_text(TEMPLATE)
    for number in range(1, 6):
        (tmp_path / f"2024051{number}-R-readiness-{number}.md").write_text(rfc(number, drop="Motivation" if
                                                                                 number == 3 else None))
    (tmp_path / ".doccheck.toml").write_text("")
    monkeypatch.chdir(tmp_path)
    found = [(f["path"], f["code"]) for f in check(capsys)]
    assert found == [("20240513-R-readiness-3.md", "DC101")]


def test_a_record_with_a_layout_of_its_own_is_not_held_to_each_section(
        family: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A record written before the template, or of another kind, lacks most sections: one finding per section
    would only say it has its own layout. One that forgot one section is still a gap."""
    own = write(family, 2, "# RFC-0002: Readiness 2\n\n**Status:** implemented\n\n## Introduction\n\nA design "
                           "written before the template.\n\n## Design\n\nControllers report readiness.\n")
    assert [f for f in check(capsys) if f["path"] == own] == []


def test_guidance_in_an_html_comment_above_a_written_section_is_not_template_text(
        family: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    guidance = ("<!--\nWhy is this change needed? What problem does it solve for the users?\n"
                "Say who asked for it, and link the issues that led to it.\n-->\n\n")
    template = TEMPLATE.replace("## Motivation\n\n", "## Motivation\n\n" + guidance)
    (family / "rfcs" / "RFC-0000" / "README.md").write_text(template)
    kept = rfc(4).replace("## Motivation\n\n", "## Motivation\n\n" + guidance)
    path = write(family, 4, kept)
    assert [f for f in check(capsys) if f["path"] == path] == []


def test_types_says_which_conventions_a_document_of_no_built_in_family_is_held_to(
        family: Path, capsys: pytest.CaptureFixture[str]) -> None:
    capsys.readouterr()
    assert main(["types", "rfcs/0001-readiness-1"]) == 0
    out = capsys.readouterr().out
    assert ("rfcs/0001-readiness-1/README.md: family rfcs/ (8 documents), held to the conventions learned from the "
            "template rfcs/RFC-0000/README.md") in out


def test_a_family_that_calls_its_status_state_has_it_read(
        family: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """dapr's proposals write `* State: Approved`: the state is the status, and a typo in it is found."""
    for number in range(1, 9):
        write(family, number, rfc(number).replace("**Status:** implemented", "* State: Approved"))
    typo = write(family, 5, rfc(5).replace("**Status:** implemented", "* State: Aproved-ish"))
    found = [f for f in check(capsys) if f["path"] == typo]
    assert [f["code"] for f in found] == ["DC203"] and "aproved-ish" in str(found[0]["message"])


def test_a_heading_that_does_the_sections_job_counts_as_it(family: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """kyverno's `Introduction` for Overview, cilium's `Abstract` for Summary, cert-manager's `In Short` (forty-ninth
    held-out set): the section is there in other words. A record without it in any words is still a gap."""
    renamed = write(family, 2, rfc(2).replace("## Summary\n", "## Abstract\n"))
    plural = write(family, 4, rfc(4).replace("## Motivation\n", "## Motivations for the change\n"))
    short = write(family, 6, rfc(6).replace("## Summary\n", "## In Short\n"))
    missing = write(family, 3, rfc(3, drop="Summary"))
    findings = check(capsys)
    assert [f for f in findings if f["path"] in (renamed, plural, short)] == []
    assert [f["code"] for f in findings if f["path"] == missing] == ["DC101"]


CFP_TEMPLATE = """# CFP-003: Template

**SIG: SIG-NAME**

**Begin Design Discussion:** YYYY-MM-DD

**Status:** Implementable, Released, Dormant, Declined

## Summary

_Provide a high-level summary. Keep it short._

## Motivation

_Provide the motivation for the feature._

## Goals

* _List goals that this CFP achieves._

## Proposal

_Describe the proposal in detail._

### Deferred Milestone 1

_Describe what is left for later._
"""


def cfp(number: int, *, drop: str | None = None, motivation: str | None = None) -> str:
    sections = {"Summary": f"Agents export flow {number} to the collector.",
                "Motivation": motivation or f"Operators cannot see flow {number} across clusters today.",
                "Goals": f"* Export flow {number}\n* Keep the agent's memory flat",
                "Proposal": f"The agent batches flow {number} records.\n\n### Deferred Milestone 1\n\nSampling."}
    body = "".join(f"## {name}\n\n{text}\n\n" for name, text in sections.items() if name != drop)
    return f"# CFP-{number}: Flow export {number}\n\n**Status:** Implementable\n\n{body}"


@pytest.fixture
def cilium_shaped(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """cilium/design-cfps: the template in cfps/, the documents in cilium/ and hubble/, named by issue number."""
    (tmp_path / "cfps").mkdir()
    (tmp_path / "cfps" / "CFP-003-template.md").write_text(CFP_TEMPLATE)
    (tmp_path / "cilium").mkdir()
    for number in (1189, 14339, 18405, 22215, 25243, 26438):
        (tmp_path / "cilium" / f"CFP-{number}-flow-export.md").write_text(cfp(number))
    (tmp_path / ".doccheck.toml").write_text("")
    monkeypatch.chdir(tmp_path)
    return tmp_path


def test_a_template_kept_in_another_folder_governs_the_folder_written_to_it(
        cilium_shaped: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert check(capsys) == []  # the template's own `YYYY-MM-DD` is no finding, nor its sub-heading kept
    (cilium_shaped / "cilium" / "CFP-18405-flow-export.md").write_text(cfp(18405, drop="Goals"))
    (cilium_shaped / "cilium" / "CFP-22215-flow-export.md").write_text(
        cfp(22215, motivation="_Provide the motivation for the feature._"))
    found = {(f["path"], f["code"]): str(f["message"]) for f in check(capsys)}
    assert set(found) == {("cilium/CFP-18405-flow-export.md", "DC101"), ("cilium/CFP-22215-flow-export.md", "DC301")}
    assert "cfps/CFP-003-template.md" in found["cilium/CFP-18405-flow-export.md", "DC101"]


def test_a_template_elsewhere_in_other_words_governs_nothing(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    """A MADR template elsewhere writes about the same things as a Nygard folder, in its own words: the folder
    is not written to it."""
    (tmp_path / "tools").mkdir()
    (tmp_path / "tools" / "adr-template.md").write_text(
        "# {short title}\n\n## Context and Problem Statement\n\n{Describe the context}\n\n## Considered Options\n\n"
        "* {option 1}\n\n## Decision Outcome\n\nChosen option: {option 1}\n\n## Pros and Cons of the Options\n\n"
        "{pros}\n")
    folder = tmp_path / "docs" / "adr"
    folder.mkdir(parents=True)
    for number in range(1, 6):
        (folder / f"000{number}-decision-{number}.md").write_text(adr(number, "Accepted"))
    (tmp_path / ".doccheck.toml").write_text("")
    monkeypatch.chdir(tmp_path)
    capsys.readouterr()
    assert main(["conventions", "--format", "json", "."]) == 0
    assert all(f["template"] is None for f in json.loads(capsys.readouterr().out)["families"])


def test_of_several_templates_in_one_place_the_family_has_the_one_its_documents_are_written_to(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    """dapr's `templates/lifecycle.md` beside `templates/proposal.md`: the proposals are written to the second."""
    (tmp_path / "templates").mkdir()
    (tmp_path / "templates" / "lifecycle.md").write_text(
        "# Lifecycle\n\n## Alpha\n\nWhat alpha means.\n\n## Beta\n\nWhat beta means.\n\n"
        "## Stable\n\nWhat stable means.\n")
    (tmp_path / "templates" / "proposal.md").write_text(TEMPLATE)
    for number in range(1, 6):
        (tmp_path / f"2024051{number}-R-readiness-{number}.md").write_text(rfc(number))
    (tmp_path / ".doccheck.toml").write_text("")
    monkeypatch.chdir(tmp_path)
    capsys.readouterr()
    assert main(["conventions", "--format", "json", "."]) == 0
    assert [f["template"] for f in json.loads(capsys.readouterr().out)["families"]] == ["templates/proposal.md"]


def test_a_template_instruction_kept_above_the_authors_own_text_is_theirs_to_keep(
        family: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """An instruction kept above the author's text is theirs to keep (maintainers judged cluster-api's "Section
    not required until targeted at a release" so); the section left as only the instruction is unwritten."""
    text = rfc(4).replace("## Proposal\n\n", "## Proposal\n\nThis is where we get down to the specifics of what the "
                                             "proposal actually is.\n\n")
    kept = write(family, 4, text)
    left = write(family, 5, rfc(5, keep_template="Proposal"))
    found = [(f["path"], f["code"]) for f in check(capsys)]
    assert found == [(left, "DC301")] and kept not in {p for p, _c in found}


def test_one_of_the_templates_sections_never_stands_for_another(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    """grpc's template has a Proposal and an Implementation: a record with the first lacks the second."""
    template = TEMPLATE.replace("## Implementation History\n\nMajor milestones",
                                "## Implementation\n\nWho implements it, and milestones")
    documents = {n: rfc(n).replace("## Implementation History", "## Implementation") for n in range(1, 8)}
    documents[3] = rfc(3, drop="Implementation History")
    root = tmp_path / "repo"
    make_family(root, template, documents)
    monkeypatch.chdir(root)
    found = [(f["path"], f["code"]) for f in check(capsys)]
    assert found == [("rfcs/0003-readiness-3/README.md", "DC101")]


def test_a_misspelt_status_word_before_a_version_is_found(
        family: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """KEEP's `Stable in 1.1`: `Partially stable in 1.5` and `Preview in 1.5` are the author's words around
    the version; `Stabel in 1.1` is a slip of the family's own word."""
    for number, status in ((1, "Stable in 1.1"), (2, "Stable in 1.3"), (3, "Partially stable in 1.5"),
                           (4, "Preview in 1.5"), (5, "Stabel in 1.1")):
        write(family, number, rfc(number, status=status))
    found = [(f["path"], f["code"]) for f in check(capsys)]
    assert found == [("rfcs/0005-readiness-5/README.md", "DC203")]


def test_a_successor_named_by_the_prefix_the_titles_use_is_followed(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    """tekton's TEPs: files `0014-name.md`, titles `TEP-0014: ...`, `superseded-by: [TEP-0107]` in front matter."""
    for number in range(1, 6):
        front = {1: "superseded-by:\n- TEP-0005\n", 2: "superseded-by:\n- TEP-0999\n"}.get(number, "")
        (tmp_path / f"000{number}-step-{number}.md").write_text(
            f"---\ntitle: Step {number}\nstatus: {'replaced' if front else 'implemented'}\n{front}---\n\n"
            f"# TEP-000{number}: Step {number}\n\n## Summary\n\nSteps time out after {number} minutes.\n")
    (tmp_path / ".doccheck.toml").write_text("")
    monkeypatch.chdir(tmp_path)
    found = [(f["path"], f["code"], f["message"]) for f in check(capsys) if f["code"].startswith("DC40")]
    assert [(p, c) for p, c, _m in found if c == "DC403"] == [("0002-step-2.md", "DC403")]
    assert "TEP-0999" in next(m for p, c, m in found if c == "DC403")


def test_a_date_the_files_own_name_settles_is_not_ambiguous(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    """dapr's `20230406-B-name.md` with `* Updated: 04/06/2023`: the name says it is 6 April."""
    (tmp_path / "20230406-B-invocation.md").write_text("# Invocation\n\n* Updated: 04/06/2023\n\n## Overview\n\nx\n")
    (tmp_path / "20230407-B-tracing.md").write_text("# Tracing\n\n* Updated: 05/06/2023\n\n## Overview\n\nx\n")
    (tmp_path / ".doccheck.toml").write_text("")
    monkeypatch.chdir(tmp_path)
    assert [(f["path"], f["code"]) for f in check(capsys)] == [("20230407-B-tracing.md", "DC205")]


def test_a_record_whose_status_names_its_successor_is_not_left_in_force(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    """celestia's `Implemented. Superseded by [ADR-013](...)`: the status says so to anyone who reads it; and two
    old records that name their successors, with no successor naming its old one, are the folder's way."""
    folder = tmp_path / "docs"
    folder.mkdir()
    for number in range(1, 14):
        status = {3: "Implemented. Superseded by [ADR-012](./adr-012-rule-12.md).",
                  5: "Accepted. Superseded by [ADR-013](./adr-013-rule-13.md)."}.get(number, "Implemented")
        (folder / f"adr-{number:03d}-rule-{number}.md").write_text(
            f"# ADR {number:03d}: Rule {number}\n\n## Status\n\n{status}\n\n## Context\n\nWhy {number}.\n\n"
            f"## Decision\n\nWe do {number}.\n\n## Consequences\n\nIt costs {number}.\n")
    (tmp_path / ".doccheck.toml").write_text("")
    monkeypatch.chdir(tmp_path)
    assert [f for f in check(capsys) if f["code"] in ("DC404", "DC405")] == []


@pytest.mark.parametrize(("status", "expected"), [("In Review", []), ("Draft", []), ("Accepted", ["DC301"]),
                                                  ("Implemented", ["DC301", "DC301"])])
def test_a_field_filled_from_a_later_stage_may_wait_for_it(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch,
        status: str, expected: list[str]) -> None:
    """`Implementation PR: (fill in once accepted)` is not due on a proposal still in review, and due once it is
    accepted; `Implemented in: <language, ...>` once it is implemented. A field due from the start is due in
    review too (`Author`)."""
    (tmp_path / "0001-retries.md").write_text(
        f"# RFC-0001: Retries\n\n* Status: {status}\n* Implementation PR: (fill in once accepted)\n"
        "* Implemented in: <language, ...>\n\n## Summary\n\nClients retry idempotent calls.\n")
    (tmp_path / "0002-hedging.md").write_text(
        f"# RFC-0002: Hedging\n\n* Status: {status}\n* Author: <your name>\n\n## Summary\n\nClients hedge.\n")
    (tmp_path / ".doccheck.toml").write_text("")
    monkeypatch.chdir(tmp_path)
    found = check(capsys)
    assert [f["code"] for f in found if f["path"] == "0001-retries.md"] == expected
    assert [f["code"] for f in found if f["path"] == "0002-hedging.md"] == ["DC301"]


@pytest.mark.parametrize(("status", "expected"), [("In progress", []), ("Completed", ["DC301"])])
def test_the_date_a_plan_is_completed_waits_for_its_completion(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch,
        status: str, expected: list[str]) -> None:
    """grafana-pathfinder's phase plans (337th held-out set) keep `**Completed:** _YYYY-MM-DD_` while in progress:
    no blank left, until the plan says it is complete."""
    (tmp_path / "p4-handoff.md").write_text(
        f"# P4 - Assistant handoff\n\n**Status:** {status}\n**Started:** 2026-05-01\n"
        "**Completed:** _YYYY-MM-DD_\n\n## Preconditions\n\nThe prior phase is done.\n")
    (tmp_path / ".doccheck.toml").write_text("")
    monkeypatch.chdir(tmp_path)
    assert [f["code"] for f in check(capsys) if f["path"] == "p4-handoff.md"] == expected


@pytest.mark.parametrize(("status", "expected"), [("RFC", []), ("Rejected", []), ("Withdrawn", []),
                                                  ("Accepted", ["DC301"])])
def test_the_date_of_an_approval_waits_for_it_and_a_record_turned_down_never_gets_one(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch,
        status: str, expected: list[str]) -> None:
    """MakerDAO's MIPs keep the template's `Date Ratified: <yyyy-mm-dd>` until ratified: in review (RFC) and on a
    MIP rejected or withdrawn it is no template text left in; on one accepted it is."""
    (tmp_path / "0031-amm.md").write_text(
        f"# MIP31: AMM\n\nMIP#: 31\nStatus: {status}\nDate Proposed: 2020-12-15\nDate Ratified: <yyyy-mm-dd>\n\n"
        "## Sentence Summary\n\nAn AMM for the reserve.\n")
    (tmp_path / ".doccheck.toml").write_text("")
    monkeypatch.chdir(tmp_path)
    assert [f["code"] for f in check(capsys) if f["path"] == "0031-amm.md"] == expected


def test_a_field_the_familys_records_of_a_status_leave_as_the_placeholder_waits_for_a_later_one(
        family: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Three provisional RFCs and more keep `Review date: YYYY-MM-DD`: the family fills it at a later status, so a
    provisional one keeping it is its way; an implemented one keeping it is template text left in."""
    for number in range(1, 5):
        write(family, number, rfc(number, status="provisional", extra="**Review date:** YYYY-MM-DD\n\n"))
    late = write(family, 5, rfc(5, extra="**Review date:** YYYY-MM-DD\n\n"))
    assert [(f["path"], f["code"]) for f in check(capsys)] == [(late, "DC301")]


def test_an_old_record_that_points_at_its_successor_in_other_words_says_it_back(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    """`Deprecated. Use [ADR0009](...) instead` answers ADR 9's `Supersedes [ADR0003]`; an old record with no word
    of its successor does not."""
    for number in range(1, 10):
        (tmp_path / f"000{number}-thing-{number}.md").write_text(
            f"# {number}. Thing {number}\n\nDate: 2021-01-0{number}\n\n## Status\n\nAccepted\n\n## Context\n\n"
            f"Why {number}.\n\n## Decision\n\nWe do {number}.\n\n## Consequences\n\nCost {number}.\n")
    (tmp_path / ".doccheck.toml").write_text("")
    monkeypatch.chdir(tmp_path)

    def set_status(number: int, status: str) -> None:
        path = tmp_path / f"000{number}-thing-{number}.md"
        path.write_text(path.read_text().replace("## Status\n\nAccepted\n", f"## Status\n\n{status}\n"))

    set_status(9, "Accepted\n\nSupersedes [ADR0003](0003-thing-3.md)")
    set_status(3, "Deprecated. Use [ADR0009](0009-thing-9.md) instead.")
    assert [f for f in check(capsys) if f["code"] == "DC404"] == []
    set_status(8, "Accepted\n\nSupersedes [ADR0002](0002-thing-2.md)")
    set_status(2, "Deprecated.")
    assert [(f["path"], f["code"]) for f in check(capsys) if f["code"] == "DC404"] == [("0008-thing-8.md", "DC404")]


CAP_TEMPLATE = """## Preamble

```text
CAP: To Be Assigned
Title: <CAP title>
Status: Draft
Created: <date created on, in ISO 8601 (yyyy-mm-dd) format>
```

## Simple Summary

"If you can't explain it simply, you don't understand it well enough." Provide a simplified explanation.

## Motivation

The motivation is critical for CAPs that want to change the Stellar protocol.

## Specification

The technical specification should describe the syntax and semantics of any new feature.
"""


def cap(number: int, prefix: str = "CAP", *, heading: bool = True, drop: str | None = None) -> str:
    preamble = (f"```text\n{prefix}: {number:04d}\nTitle: Fee bumps {number}\nStatus: Final\n"
                f"Created: 2020-0{1 + number % 8}-01\n```\n\n")
    body = "".join(f"## {name}\n\n{name} of {prefix} {number}: fees bump by {number} stroops.\n\n"
                   for name in ("Simple Summary", "Motivation", "Specification") if name != drop)
    return ("## Preamble\n\n" if heading else "") + preamble + body


def test_each_folder_has_the_template_its_documents_are_written_to_and_the_preamble_is_the_status(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    """stellar-protocol: cap-template.md and sep-template.md side by side at the root, CAPs in core/, SEPs in
    ecosystem/; recent CAPs keep the fenced preamble without its `## Preamble` heading."""
    (tmp_path / "cap-template.md").write_text(CAP_TEMPLATE)
    (tmp_path / "sep-template.md").write_text(CAP_TEMPLATE.replace("CAP", "SEP").replace(
        "## Specification", "## Abstract\n\nA short description.\n\n## Changelog"))
    for folder, prefix in (("core", "CAP"), ("ecosystem", "SEP")):
        (tmp_path / folder).mkdir()
        for number in range(1, 7):
            text = cap(number, prefix, heading=number < 4)
            if prefix == "SEP":
                text = text.replace("## Specification", "## Abstract\n\nIn short.\n\n## Changelog")
            (tmp_path / folder / f"{prefix.lower()}-{number:04d}.md").write_text(text)
    (tmp_path / ".doccheck.toml").write_text("")
    monkeypatch.chdir(tmp_path)
    capsys.readouterr()
    assert main(["conventions", "--format", "json", "."]) == 0
    families = {f["folder"]: f for f in json.loads(capsys.readouterr().out)["families"]}
    assert (families["core"]["template"], families["ecosystem"]["template"]) == ("cap-template.md", "sep-template.md")
    assert check(capsys) == []
    (tmp_path / "core" / "cap-0005.md").write_text(cap(5, drop="Specification"))
    assert [(f["path"], f["code"]) for f in check(capsys)] == [("core/cap-0005.md", "DC101")]


def test_a_quoted_prompt_kept_above_the_authors_text_is_the_familys_way(
        family: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Ember's template writes its prompts as quotes (`> Why should we *not* do this? ...`, wrapped): an author
    who keeps one above their answer wrote the section; one who left only the prompt did not."""
    prompt = ("> Why is this change needed, and what does it give the users of the toolkit\n"
              "that they cannot do today with the controllers as they are?\n\n")
    template = TEMPLATE.replace("## Motivation\n\nWhy is this change needed? What problem does it solve for the "
                                "users of the project?\n", "## Motivation\n\n" + prompt)
    (family / "rfcs" / "RFC-0000" / "README.md").write_text(template)
    answered = write(family, 4, rfc(4).replace("## Motivation\n\n", "## Motivation\n\n" + prompt))
    left = write(family, 5, rfc(5, drop="Motivation").replace("## Proposal", "## Motivation\n\n" + prompt +
                                                                 "## Proposal"))
    found = [(f["path"], f["code"]) for f in check(capsys)]
    assert found == [(left, "DC301")] and answered not in {p for p, _c in found}


def test_a_declared_field_outweighs_a_path_shape_in_typing(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    """Ember's RFCs are `text/NNNN-name.md` with a Motivation, like OpenTelemetry's, but declare `stage` and
    `start-date`: they are Ember-style RFCs, whose stage is their status."""
    (tmp_path / "text").mkdir()
    (tmp_path / "text" / "0110-packaging.md").write_text(
        "---\nstage: pondering\nstart-date: 2017-09-07\n---\n\n# Packaging\n\n## Summary\n\nx\n\n## Motivation\n\ny\n")
    (tmp_path / "text" / "0072-metrics.md").write_text("# Metrics\n\n## Motivation\n\ny\n")
    (tmp_path / ".doccheck.toml").write_text("")
    monkeypatch.chdir(tmp_path)
    capsys.readouterr()
    assert main(["types", "text"]) == 0
    out = capsys.readouterr().out
    assert "text/0110-packaging.md: rfc: evidence: 'stage'" in out and "text/0072-metrics.md: otep" in out


def test_a_translated_template_is_read_in_its_own_words(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    """pass-emploi's French MADR: `Statut`, `proposé`, `remplacé par`, sections marked `<!-- optionnel -->`; a record
    that kept the template's own title is found, one whose real title the author wrote in brackets is not."""
    (tmp_path / "adr-template.md").write_text(
        "# [titre du problème résolu et de sa solution]\n\n* Statut: [proposé | rejeté | accepté] <!-- optionnel -->\n"
        "* Date: [YYYY-MM-DD]\n\n## Contexte et Définition du Problème\n\n[Décrire le contexte.]\n\n"
        "## Facteurs de Décision <!-- optionnel -->\n\n* [facteur 1]\n\n"
        "## Résultat de la Décision\n\n[Option choisie]\n")
    titles = {1: "[Gestion des Dates]", 2: "Pipeline Analytics", 3: "[titre du problème résolu et de sa solution]",
              4: "Notifications", 5: "Service Factory"}
    status = {4: "remplacé par [ADR-005](ADR-005-x5.md)", 5: "accepté"}
    for number, title in titles.items():
        (tmp_path / f"ADR-00{number}-x{number}.md").write_text(
            f"# {title}\n\n* Statut : {status.get(number, 'proposé')}\n"
            f"* Date : 2022-10-0{number}\n\n## Contexte et Définition du Problème\n\nLe contexte {number}.\n\n"
            f"## Résultat de la Décision\n\nNous utilisons luxon ({number}).\n")
    (tmp_path / ".doccheck.toml").write_text("")
    monkeypatch.chdir(tmp_path)
    found = [(f["path"], f["code"]) for f in check(capsys) if f["code"] not in ("DC404",)]
    assert found == [("ADR-003-x3.md", "DC301")]
    capsys.readouterr()
    assert main(["conventions", "--format", "json", "."]) == 0
    family = json.loads(capsys.readouterr().out)["families"][0]
    assert family["required_sections"] == ["Contexte et Définition du Problème", "Résultat de la Décision"]


def test_a_section_left_as_a_placeholder_or_a_comment_is_found(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    """home-assistant's EMPTY-ADR `<context>` (which CommonMark hides as a tag), edgex's `<!-- Describe: ... -->`
    over several lines: nothing written. `<details>` is HTML, not a placeholder."""
    (tmp_path / "docs").mkdir()
    bodies = {1: "<context>", 2: "<!--\nDescribe:\n- the design\n-->",
              3: "<details>\nThe build took an hour.\n</details>", 4: "The build took an hour."}
    for number, body in bodies.items():
        (tmp_path / "docs" / f"000{number}-x.md").write_text(
            f"# {number}. Decision {number}\n\nDate: 2021-01-0{number}\n\n## Status\n\nAccepted\n\n"
            f"## Context\n\n{body}\n\n## Decision\n\nWe cache dependencies.\n\n## Consequences\n\nFaster builds.\n")
    (tmp_path / ".doccheck.toml").write_text("")
    monkeypatch.chdir(tmp_path)
    assert sorted((f["path"], f["code"]) for f in check(capsys)) == [("docs/0001-x.md", "DC301"),
                                                                      ("docs/0002-x.md", "DC102")]


def test_a_copy_that_kept_the_number_in_its_header_is_found(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    """stellar's `cap-0088.md` copied from cap-0068 with its preamble's `CAP: 0068` left as it was."""
    for number in (67, 68, 88):
        (tmp_path / f"cap-{number:04d}.md").write_text(
            f"## Preamble\n\n```text\nCAP: {68 if number == 88 else number:04d}\nTitle: Fees {number}\n"
            f"Status: Final\n```\n\n## Simple Summary\n\nFees {number}.\n")
    (tmp_path / ".doccheck.toml").write_text("")
    monkeypatch.chdir(tmp_path)
    found = [(f["path"], f["code"], f["message"]) for f in check(capsys) if f["code"] == "DC103"]
    assert found == [("cap-0088.md", "DC103", "CAP says 68 but the file name says 88")]


def test_an_ember_stage_is_a_status_with_its_place_in_the_lifecycle(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    """Ember's `stage: recommended` is in force: an RFC another supersedes and that is still recommended is left in
    force (DC405); `stage: discontinued` has ended."""
    (tmp_path / "text").mkdir()
    for number, stage in ((322, "recommended"), (500, "discontinued"), (774, "recommended")):
        extra = "This RFC supersedes [RFC #0322](./0322-copy.md) and [RFC #0500](./0500-copy.md).\n\n" \
            if number == 774 else ""
        (tmp_path / "text" / f"0{number}-copy.md").write_text(
            f"---\nstage: {stage}\nstart-date: 2020-01-01\n---\n\n# Copy {number}\n\n## Summary\n\n{extra}"
            f"Copy {number}.\n\n## Motivation\n\nWhy {number}.\n")
    (tmp_path / ".doccheck.toml").write_text("")
    monkeypatch.chdir(tmp_path)
    assert [(f["path"], f["code"]) for f in check(capsys) if f["code"] == "DC405"] == [("text/0322-copy.md", "DC405")]


def test_a_shape_only_edit_relearns_its_family_from_the_cache(
        family: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A commit that fills a section or leaves the template's text in changes only the record's shape: the cached
    repository pass keeps its DC4 problems, its family is learned again, and the answer is the cold run's."""
    def run(*paths: str) -> list[tuple[object, object]]:
        capsys.readouterr()
        main(["check", "--format", "json", *paths])
        return sorted((f["path"], f["code"]) for f in json.loads(capsys.readouterr().out)["findings"])

    assert run(".") == []
    path = write(family, 6, rfc(6, keep_template="Motivation"))
    assert run(path) == [(path, "DC301")]
    assert run(".") == run("--no-cache", ".") == [(path, "DC301")]
    write(family, 6, rfc(6))
    assert run(path) == []
    assert run(".") == run("--no-cache", ".") == []


def test_a_record_edit_relearns_only_its_family_and_answers_as_the_cold_run(
        family: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    """A commit that changes what the index holds of a record (its status, a link) runs the DC4 rules again over
    the whole index, and learns again only the family the record is in: the other families' rows stand."""
    import doccheck.run.repository as repository

    def run(*paths: str) -> list[tuple[object, object]]:
        capsys.readouterr()
        main(["check", "--format", "json", *paths])
        return sorted((f["path"], f["code"]) for f in json.loads(capsys.readouterr().out)["findings"])

    note = family / "notes" / "0001-meeting.md"  # a document in no family, under no family's folder
    note.parent.mkdir()
    note.write_text("# Meeting notes\n\nWe met.\n")
    assert run(".") == []
    learn_all = repository._convention_rows
    with monkeypatch.context() as patched:
        def refuse(*args: object) -> object:
            raise AssertionError("every family learned again for one record's edit")

        patched.setattr(repository, "_convention_rows", refuse)
        path = write(family, 4, rfc(4, status="Frobnicated", extra="See [RFC 2](../0002-readiness-2/README.md).\n\n"))
        assert run(path) == [(path, "DC203")]
        gone = write(family, 5, rfc(5, extra="See [RFC 9](../0009-readiness-9/README.md).\n\n"))
        assert run(gone) == [(gone, "DC410")]
        note.write_text("# Meeting notes\n\nWe met about [RFC 2](../rfcs/0002-readiness-2/README.md).\n")
        assert run("notes/0001-meeting.md") == []
    assert repository._convention_rows is learn_all
    assert run(".") == run("--no-cache", ".") == sorted([(path, "DC203"), (gone, "DC410")])


def test_rust_style_families_keep_number_zero_and_fields_left_for_the_editors(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    """Hyperledger Fabric's RFCs: `text/0000-my-feature.md` until a number is given (many keep 0000), and the
    template's `RFC PR: (leave this empty)`, which no RFC fills: neither is a finding."""
    (tmp_path / "text").mkdir()
    (tmp_path / "0000-template.md").write_text(
        "- Feature Name: (fill me in with a unique identifier, my_awesome_feature)\n- Start Date: (fill me in)\n"
        "- RFC PR: (leave this empty)\n- Fabric Issue: (leave this empty)\n\n# Summary\n\nOne paragraph.\n\n"
        "# Motivation\n\nWhy.\n\n# Guide-level explanation\n\nExplain.\n")
    for number, name in ((0, "admin-sdk"), (0, "gateway"), (0, "website"), (1, "chaincode"), (5, "lts")):
        pr = "" if name in ("gateway", "lts") else "- RFC PR: (leave this empty)\n"
        (tmp_path / "text" / f"{number:04d}-{name}.md").write_text(
            f"- Feature Name: {name}\n- Start Date: 2020-01-0{number + 1}\n{pr}\n# Summary\n\n{name} in short.\n\n"
            f"# Motivation\n\nWhy {name}.\n\n# Guide-level explanation\n\nHow {name} works.\n")
    (tmp_path / ".doccheck.toml").write_text("")
    monkeypatch.chdir(tmp_path)
    assert [(f["path"], f["code"]) for f in check(capsys) if f["code"] in ("DC401", "DC201")] == []


def test_a_folder_that_retires_records_as_superseded_without_a_successor_is_its_way(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    """govuk's RFCs mark a retired one `superseded`, its reason in a note: where most superseded records of a
    folder name no successor (three or more), one more is not a finding; where most do, it is."""
    def folder(name: str, without: int, named: int) -> None:
        (tmp_path / name).mkdir()
        for number in range(1, 8):
            status = "superseded" if number <= without else (
                f"superseded by [RFC {number + 1}](rfc-{number + 1:03d}-x.md)" if number <= without + named else
                "accepted")
            (tmp_path / name / f"rfc-{number:03d}-x.md").write_text(
                f"---\nstatus: {status}\n---\n\n# RFC {number}\n\n## Summary\n\nRecord {number}.\n")
    folder("retired", 3, 1)
    folder("named", 1, 3)
    (tmp_path / ".doccheck.toml").write_text("")
    monkeypatch.chdir(tmp_path)
    assert [(f["path"], f["code"]) for f in check(capsys) if f["code"] == "DC407"] == [("named/rfc-001-x.md", "DC407")]


def test_french_madr_sections_and_a_braced_blank(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    """ansforge's ADRs (French MADR, `0000-modele-adr.md` its template): its sections are the ADR's; a section
    left as the template's `{Décrivez ...}` is found."""
    folder = tmp_path / "docs" / "decisions"
    folder.mkdir(parents=True)
    body = ("## Contexte et énoncé du problème\n\n{context}\n\n## Résultat de la Décision\n\nOption 1.\n\n"
            "### Conséquences\n\nAucune.\n")
    (folder / "0000-modele-adr.md").write_text("# {Titre}\n\n" + body.replace("{context}", "{Décrivez le contexte}"))
    (folder / "0001-choix.md").write_text("# Choix du modèle\n\n" + body.replace("{context}", "Nous devons choisir."))
    (folder / "0002-licence.md").write_text("# Licence\n\n" + body.replace("{context}", "{Décrivez le contexte}"))
    (tmp_path / ".doccheck.toml").write_text("")
    monkeypatch.chdir(tmp_path)
    assert [(f["path"], f["code"]) for f in check(capsys)] == [("docs/decisions/0002-licence.md", "DC301")]


def test_a_site_generators_braced_markup_is_no_blank(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    """389 Directory Server's Jekyll designs open a section with `{% include toc.md %}`, and kramdown pages end a
    list with `{:toc}`: a site's markup, not a template's braced blank (which is still found)."""
    folder = tmp_path / "docs" / "decisions"
    folder.mkdir(parents=True)
    body = "## Context\n\n{context}\n\n## Decision\n\nWe do.\n\n## Consequences\n\nSome.\n"
    (folder / "0000-template.md").write_text("# {Title}\n\n" + body.replace("{context}", "{Describe the context}"))
    for number, context in enumerate(("{% include toc.md %}", "{:toc}", "{# a note #}", "{Describe the context}"),
                                     start=1):
        (folder / f"000{number}-x.md").write_text(f"# Record {number}\n\n" + body.replace("{context}", context))
    (tmp_path / ".doccheck.toml").write_text("")
    monkeypatch.chdir(tmp_path)
    assert [(f["path"], f["code"]) for f in check(capsys)] == [("docs/decisions/0004-x.md", "DC301")]


def test_records_written_in_polish_keep_the_templates_sections_under_their_names(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    """pim's MADR records (277th held-out set): eleven in English, the last three in Polish (`## Kontekst`,
    `## Decyzja`, `## Konsekwencje`). They keep the template's context too, so an English record without one is
    found (it was not: 10 of 14 fell short of the share), and a Polish one is not missing its Context."""
    folder = tmp_path / "docs" / "adr"
    folder.mkdir(parents=True)
    english = ("## Context and Problem Statement\n\nWhy.\n\n## Decision Drivers\n\n- one\n\n"
               "## Decision Outcome\n\nThis.\n\n### Consequences\n\nSome.\n")
    (folder / "adr-template.md").write_text("# NNNN. Title\n\n- **Status:** proposed\n\n" + english)
    for number in range(1, 12):
        body = english.split("## Decision Drivers")[1] if number == 5 else english
        (folder / f"{number:04d}-choice.md").write_text(
            f"# {number:04d}. Choice {number}\n\n- **Status:** accepted\n\n" + ("## Decision Drivers" + body
                                                                                 if number == 5 else body))
    for number in range(12, 15):
        (folder / f"{number:04d}-wybor.md").write_text(
            f"# {number:04d}. Wybór {number}\n\n- Status: Accepted\n\n## Kontekst\n\nDlaczego.\n\n"
            "## Decyzja\n\nTo.\n\n## Konsekwencje\n\nNiektóre.\n")
    (tmp_path / ".doccheck.toml").write_text("")
    monkeypatch.chdir(tmp_path)
    assert [(f["path"], f["code"]) for f in check(capsys)] == [("docs/adr/0005-choice.md", "DC101")]


def test_a_header_table_that_runs_across_is_read_by_its_columns(tmp_path: Path) -> None:
    """DependencyTrack's records open with `| Status | Date | Author(s) |`, a separator and one row of values."""
    from doccheck.read.document import parse_document

    doc = parse_document("docs/adr/001-x.md", "| Status | Date | Author(s) |\n|:--|:--|:--|\n"
                                              "| Accepted | 2024-05-02 | [@nscuro](https://github.com/nscuro) |\n\n"
                                              "## Context\n\nWhy.\n")
    assert (doc.meta("status").text, doc.meta("date").text) == ("Accepted", "2024-05-02")  # type: ignore[union-attr]
    down = parse_document("docs/adr/002-x.md",
                          "| Field | Value |\n|---|---|\n| Status | Draft |\n| Date | 2020-01-01 |\n")
    assert down.meta("status").text == "Draft"  # type: ignore[union-attr]
    # A table whose first row is a field over its value runs down, whatever rows follow it: TensorFlow's RFCs'
    # `| Status | Accepted |` over `| **Author(s)** | ... |` (345th held-out set), one row, or rows that go on in
    # Google's `:   : ... :` continuation lines, read its status as 'author' before
    for more in ("", ":               : (b@example.com)   :\n| **Updated** | 2021-03-21 |\n"):
        kv = parse_document("rfcs/20210307-x.md", "# X\n\n| Status | Accepted |\n| :-- | :-- |\n"
                                                  f"| **Author(s)** | A (a@example.com) |\n{more}\n## Objective\n")
        assert kv.meta("status").text == "Accepted", more  # type: ignore[union-attr]


def test_a_table_of_contents_is_never_a_required_section(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    """cluster-api's proposals keep a `## Table of Contents` the tooling makes; one without the heading lacks
    nothing it must write."""
    template = TEMPLATE.replace("## Summary", "## Table of Contents\n\n- [Summary](#summary)\n\n## Summary")
    documents = {n: rfc(n).replace("## Summary", "## Table of Contents\n\n- [Summary](#summary)\n\n## Summary")
                 for n in range(1, 8)}
    documents[3] = rfc(3)
    root = tmp_path / "repo"
    make_family(root, template, documents)
    monkeypatch.chdir(root)
    assert check(capsys) == []


@pytest.mark.parametrize(("written", "choices"), [
    ("{Draft | In Review}", ("draft", "in-review")),
    ('<"Draft" | "Review" | "Last Call">', ("draft", "in-review", "last-call")),
    ("Draft <!-- Acceptable values: Draft, Approved, On Hold, Superseded -->",
     ("draft", "approved", "deferred", "superseded")),
    ("{proposed | rejected | accepted | deprecated | … | superseded by",
     ("proposed", "rejected", "accepted", "deprecated", "superseded")),
    ("[draft | proposed | superseded by [xxx](yyyymmdd-xxx.md)] <!-- optional -->",
     ("draft", "proposed", "superseded")),
    ("What is the status, such as active, outdated -> one sentence reason, superseded -> link to followup ADR.",
     ("active", "outdated", "superseded")),
    # the successor's place in brackets is no list of choices (V-Sekai's template)
    ("Draft <!-- Draft | Proposed | Rejected | Accepted | Deprecated | Superseded by [Link/Reference] -->",
     ("draft", "proposed", "rejected", "accepted", "deprecated", "superseded")),
    # RSK's RSKIPs: Accepted, then Adopted once activated on the network; two statuses the graph keeps apart
    ("Draft,Accepted,Adopted,Deferred or Rejected", ("draft", "accepted", "adopted", "deferred", "rejected")),
    # Slang's proposal template: the choices, then a sentence about one of them
    ('Design Review/Planned/In Experiment/Implemented/Partially Implemented. "In Experiment" denotes a feature that '
     'has landed behind an experimental flag or without full design commitment.',
     ("design-review", "planned", "in-experiment", "implemented", "partially-implemented")),
])
def test_the_statuses_a_template_offers_however_it_words_them(written: str, choices: tuple[str, ...]) -> None:
    from doccheck.repo.conventions import status_choices

    assert status_choices(written) == choices


# The tenth held-out set's conventions (bench/conventions-eval/tenth): each written here in a repository of its own.

def test_a_template_named_in_camel_case_is_the_template(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    """`AcmeAdrTemplate.md` beside the folder: its placeholders are its own, and it governs the records."""
    (tmp_path / "AcmeAdrTemplate.md").write_text(
        "# [short title of solved problem]\n\n* Status: [proposed | accepted | deprecated] <!-- optional -->\n"
        "* Date: [YYYY-MM-DD when the decision was last updated] <!-- optional -->\n\n## Context\n\n"
        "What is the issue that we're seeing that is motivating this decision?\n\n## Decision\n\n"
        "What is the change that we're proposing?\n\n## Consequences\n\nWhat becomes easier or more difficult?\n")
    folder = tmp_path / "adr"
    folder.mkdir()
    for number in range(1, 9):
        consequences = "" if number in (3, 5, 7) else f"\n## Consequences\n\nTests run {number} times faster.\n"
        (folder / f"{number:04d}-use-thing-{number}.md").write_text(
            f"# Use thing {number}\n\n* Status: accepted\n* Date: 2021-0{number}-01\n\n## Context\n\nSlow builds "
            f"({number}).\n\n## Decision\n\nWe use thing {number}.\n{consequences}")
    (tmp_path / ".doccheck.toml").write_text("")
    monkeypatch.chdir(tmp_path)
    findings = check(capsys)
    assert not [f for f in findings if f["path"] == "AcmeAdrTemplate.md"]
    # The template marks what is optional, so its unmarked Consequences is required, though 3 of 8 go without it.
    assert sorted(f["path"] for f in findings if f["code"] == "DC101") == [
        "adr/0003-use-thing-3.md", "adr/0005-use-thing-5.md", "adr/0007-use-thing-7.md"]


TAP_TEMPLATE = ("* TAP: <TAP number>\n* Title: <TAP title>\n* Status: <Draft | Accepted | Final | Superseded>\n"
                "* Created: <date created on>\n\n# Abstract\n\nA short description of the technical issue.\n\n"
                "# Specification\n\nThe technical specification should describe the syntax.\n\n"
                "# Copyright\n\nThis document has been placed in the public domain.\n")


def tap(number: int, status: str = "Final", body: str = "") -> str:
    return (f"* TAP: {number}\n* Title: Signed metadata {number}\n* Status: {status}\n* Created: 2019-01-0{number}"
            f"\n\n# Abstract\n\nKeys rotate every {number} days.\n\n# Specification\n\nThe root signs key "
            f"{number}.{body}\n\n# Copyright\n\nThis document has been placed in the public domain.\n")


def test_a_numbered_record_that_is_the_series_blank_is_its_template(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    """TUF's `tap2.md` ("TAP 2 contains a template"): every value a placeholder, its own number too."""
    (tmp_path / "tap2.md").write_text(TAP_TEMPLATE)
    for number in (1, 3, 4, 5, 6, 7):
        (tmp_path / f"tap{number}.md").write_text(tap(number))
    (tmp_path / "tap6.md").write_text(tap(6).replace("The root signs key 6.",
                                                     "The technical specification should describe the syntax."))
    (tmp_path / ".doccheck.toml").write_text("")
    monkeypatch.chdir(tmp_path)
    findings = check(capsys)
    assert not [f for f in findings if f["path"] == "tap2.md"]
    assert [(f["path"], f["code"]) for f in findings if f["code"] == "DC301"] == [("tap6.md", "DC301")]
    # the licence line every record keeps is never template text, whoever keeps it


def test_a_licence_statement_is_never_template_text(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    template = TEMPLATE + "\n## Copyright\n\nThis RFC is made available under the terms of the BSD-2-Clause license.\n"
    documents = {number: rfc(number) + ("## Copyright\n\nThis RFC is made available under the terms of the "
                                        "BSD-2-Clause license.\n" if number < 3 else "## Copyright\n\nCC0.\n")
                 for number in range(1, 9)}
    root = tmp_path / "repo"
    make_family(root, template, documents)
    monkeypatch.chdir(root)
    assert [f for f in check(capsys) if f["code"] == "DC301"] == []


def test_the_familys_process_document_is_written_to_its_own_outline(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    """RFC 1, "RFC Purpose and Guidelines", has the template's fields and sections of its own. Another record
    missing a section is still found."""
    template = TEMPLATE
    documents = {number: rfc(number) for number in range(2, 9)}
    documents[1] = ("# RFC Purpose and Guidelines\n\n**Status:** implemented\n\n**Creation date:** 2020-01-10\n\n"
                    "## What an RFC is\n\nA design document.\n\n## Stages\n\nDraft, then review.\n")
    documents[5] = rfc(5, drop="Motivation")
    root = tmp_path / "repo"
    make_family(root, template, documents)
    (root / "rfcs" / "0001-readiness-1").rename(root / "rfcs" / "0001-rfc-process")
    monkeypatch.chdir(root)
    found = [(f["path"], f["code"]) for f in check(capsys)]
    assert found == [("rfcs/0005-readiness-5/README.md", "DC101")]


def test_a_header_value_in_the_templates_words_is_template_text(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    """`discussions-to: The url pointing to the official discussion thread` kept from the template, in a draft
    too; a value the template says is due later or only in some cases is not reported in a draft."""
    template = ("---\nsnip: $SNIP_ID\ntitle: <title>\nstatus: Draft, Review, Final\n"
                "discussions-to: The url pointing to the official discussion thread\n"
                "last-call-deadline: The date last call ends (only needed when status is Last Call)\n---\n\n"
                "## Abstract\n\nA short description.\n\n## Specification\n\nThe syntax and semantics.\n")
    folder = tmp_path / "SNIPS"
    folder.mkdir()
    (folder / "snip-template.md").write_text(template)
    for number in (1, 2, 4, 7, 9, 12, 15):
        (folder / f"snip-{number}.md").write_text(
            f"---\nsnip: {number}\ntitle: Fees {number}\nstatus: Final\ndiscussions-to: https://forum.example/t/{number}"
            f"\n---\n\n## Abstract\n\nFees drop by {number}.\n\n## Specification\n\nThe fee is {number}.\n")
    (folder / "snip-9.md").write_text((folder / "snip-9.md").read_text().replace(
        "status: Final\ndiscussions-to: https://forum.example/t/9",
        "status: Review\ndiscussions-to: The url pointing to the official discussion thread\n"
        "last-call-deadline: The date last call ends (only needed when status is Last Call)"))
    (folder / "snip-12-fee-cap.md").write_text((folder / "snip-12.md").read_text().replace("Fees 12", "Fee cap"))
    (tmp_path / ".doccheck.toml").write_text("")
    monkeypatch.chdir(tmp_path)
    found = {(f["path"], f["code"], f["line"]) for f in check(capsys)}
    assert ("SNIPS/snip-9.md", "DC301", 5) in found and not any(
        path == "SNIPS/snip-9.md" and line == 6 for path, _code, line in found)
    # `snip: $SNIP_ID`: the field that numbers the family, so a number taken twice is found though they are sparse
    assert ("SNIPS/snip-12-fee-cap.md", "DC401", 1) in found


def test_a_section_written_in_numbered_parts_is_there(
        family: Path, capsys: pytest.CaptureFixture[str]) -> None:
    text = rfc(3).replace("## Proposal\n\n", "## Proposal-1\n\nFirst half.\n\n## Proposal-2\n\n")
    write(family, 3, text)
    assert [f for f in check(capsys) if f["code"] == "DC101"] == []


def test_a_successor_whose_title_reverts_the_old_decision_says_so_back(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    """"# 11. Revert decision 0003 and generate the file": the successor names what it undoes, in its title. A
    successor that says nothing of the old record is still a one-way supersession."""
    folder = tmp_path / "docs" / "adr"
    folder.mkdir(parents=True)
    for number in range(1, 13):
        status = "Superseded by [ADR-0011](0011-decision-11.md)" if number == 3 else "Accepted"
        (folder / f"{number:04d}-decision-{number}.md").write_text(adr(number, status))
    eleven = folder / "0011-decision-11.md"
    eleven.write_text(eleven.read_text().replace("# 11. Decision 11", "# 11. Revert decision 0003 and generate it"))
    (tmp_path / ".doccheck.toml").write_text("")
    monkeypatch.chdir(tmp_path)
    assert [f for f in check(capsys) if f["code"] == "DC404"] == []
    eleven.write_text(adr(11, "Accepted"))
    assert [(f["path"], f["code"]) for f in check(capsys) if f["code"] == "DC404"] == [
        ("docs/adr/0003-decision-3.md", "DC404")]


def test_a_retirement_note_on_the_old_record_is_its_supersession(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    """grin's "This RFC has been retired and has been superseded by [RFC#0016](...)": the whole record, not a
    part of it, so the successor is not asked to name it back where the family never does."""
    from doccheck.repo.record import _WHOLE_SUBJECT

    assert _WHOLE_SUBJECT.search("This RFC has been retired and ") is not None


def test_ratified_is_in_force() -> None:
    from doccheck.repo.supersession import in_force

    assert in_force("ratified") and in_force("enacted")


def test_topic_folders_numbered_as_one_series_are_one_family(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    """`development/020-x.md`, `operations/017-y.md`: one numbering over topic folders, written to one of the
    templates in `templates/`; a section is required by what all of them keep, not by each folder's few."""
    (tmp_path / "templates").mkdir()
    (tmp_path / "templates" / "adr-template.md").write_text(
        "# ADR NNN: Title\n\n**Status:** Proposed | Accepted\n\n## Context\n\nWhat is the issue?\n\n"
        "## Decision\n\nWhat we decided.\n\n## Consequences\n\nWhat follows.\n")
    (tmp_path / "templates" / "guide-template.md").write_text(
        "# Guide: Title\n\n## Audience\n\nWho reads it.\n\n## Steps\n\nWhat to do.\n")
    number = 0
    for folder in ("development", "operations", "security"):
        (tmp_path / folder).mkdir()
        for _ in range(4):
            number += 1
            (tmp_path / folder / f"{number:03d}-topic-{number}.md").write_text(
                f"# ADR {number:03d}: Topic {number}\n\n**Status:** Accepted\n\n## Context\n\nWhy {number}.\n\n"
                f"## Decision\n\nWe do {number}.\n\n## Consequences\n\nSome {number}.\n")
    gap = tmp_path / "operations" / "006-topic-6.md"
    gap.write_text(gap.read_text().replace("## Context\n\nWhy 6.\n\n", ""))
    (tmp_path / ".doccheck.toml").write_text("")
    monkeypatch.chdir(tmp_path)
    assert [(f["path"], f["code"]) for f in check(capsys) if f["code"] in ("DC101", "DC401")] == [
        ("operations/006-topic-6.md", "DC101")]


def test_a_record_in_its_own_folder_named_for_the_series_is_one_of_the_family(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    """`sips/sip-035/sip-secp256r1-verify.md` is SIP 35; `sips/sip-010/summary_of_benefits.md` an attachment."""
    sips = tmp_path / "sips"
    sips.mkdir()
    (sips / "SIP_TEMPLATE.md").write_text("# Preamble\n\nSIP Number: XXX\n\nStatus: Draft\n\n# Abstract\n\n"
                                          "A summary.\n\n# Specification\n\nThe details.\n")
    for number in range(1, 8):
        (sips / f"sip-{number:03d}").mkdir()
        (sips / f"sip-{number:03d}" / f"sip-{number:03d}-topic.md").write_text(
            f"# Preamble\n\nSIP Number: {number:03d}\n\nStatus: Ratified\n\n# Abstract\n\nSIP {number}.\n\n"
            f"# Specification\n\nRule {number}.\n")
    (sips / "sip-008").mkdir()
    (sips / "sip-008" / "sip-new-opcode.md").write_text("# Preamble\n\nSIP Number: 008\n\nStatus: Ratified\n\n"
                                                         "# Abstract\n\nA new opcode.\n")
    (sips / "sip-003" / "summary_of_benefits.md").write_text("# Benefits\n\nFaster blocks.\n")
    (tmp_path / ".doccheck.toml").write_text("")
    monkeypatch.chdir(tmp_path)
    assert [(f["path"], f["code"]) for f in check(capsys) if f["code"] == "DC101"] == [
        ("sips/sip-008/sip-new-opcode.md", "DC101")]


def test_a_part_the_process_document_calls_optional_is_not_required(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    """SNIP-1's "- Motivation (*optional) - ...": optional though nearly every record keeps it."""
    template = TEMPLATE
    documents = {number: rfc(number) for number in range(2, 20)}
    documents[1] = ("# RFC Purpose and Guidelines\n\n**Status:** implemented\n\n**Creation date:** 2020-01-10\n\n"
                    "## What belongs in an RFC\n\n- Summary - a paragraph.\n- Motivation (\\*optional) - why.\n"
                    "- Proposal - what.\n")
    documents[7] = rfc(7, drop="Motivation")
    documents[8] = rfc(8, drop="Summary")
    root = tmp_path / "repo"
    make_family(root, template, documents)
    (root / "rfcs" / "0001-readiness-1").rename(root / "rfcs" / "0001-rfc-process")
    monkeypatch.chdir(root)
    assert [(f["path"], f["code"]) for f in check(capsys)] == [("rfcs/0008-readiness-8/README.md", "DC101")]


def test_a_status_the_template_offers_with_a_name_to_fill_is_known(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    """The template's `Proposed | Accepted | Exceeded by "adr-name"`: `Exceeded by 2025-10-08-x` is its choice."""
    folder = tmp_path / "docs" / "adr"
    folder.mkdir(parents=True)
    (folder / "yyyy-mm-dd-template.md").write_text(
        '# Title\n\n- Status: Proposed | Accepted | Exceeded by "adr-name"\n- Date: dd.MM.yyyy\n\n## Context\n\n'
        "What is the issue?\n\n## Decision\n\nWhat we do.\n")
    for day in range(1, 8):
        status = "Exceeded by 2021-01-07-thing-7" if day == 2 else "Accepted"
        (folder / f"2021-01-0{day}-thing-{day}.md").write_text(
            f"# Thing {day}\n\n- Status: {status}\n- Date: 0{day}.01.2021\n\n## Context\n\nSlow {day}.\n\n"
            f"## Decision\n\nWe do {day}.\n")
    (tmp_path / ".doccheck.toml").write_text("")
    monkeypatch.chdir(tmp_path)
    assert [f for f in check(capsys) if f["code"] == "DC203"] == []


# The eleventh held-out set's conventions (bench/conventions-eval/eleventh).

def nervos_rfc(number: int, status: str = "Final", *, title: str | None = None, drop: str = "") -> str:
    body = "".join(f"## {name}\n\n{name} of RFC {number}.\n\n" for name in ("Abstract", "Motivation", "Specification")
                   if name != drop)
    return (f'---\nNumber: "{number:04d}"\nCategory: Standards Track\nStatus: {status}\n'
            f"Created: 2019-01-0{number % 9 + 1}\n---\n\n# {title or f'Chain rule {number}'}\n\n{body}")


def test_records_named_as_their_folders_with_the_template_in_a_folder_of_its_own(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    """nervos: `rfcs/0006-merkle-tree/0006-merkle-tree.md` (a `.zh.md` translation beside it), the template in
    `0000-template/0000-template.md`, CHANGELOG.md at the top; `0013-get-block-template` is a record."""
    (tmp_path / "0000-template").mkdir()
    (tmp_path / "0000-template" / "0000-template.md").write_text(
        '---\nNumber: "0000"\nCategory: Informational | Standards\nStatus: Draft | Proposal\nCreated: YYYY-MM-DD\n'
        "---\n\n# Put RFC Title Here\n\n## Abstract\n\nA short summary.\n\n## Motivation\n\nWhy.\n\n"
        "## Specification\n\nHow.\n")
    (tmp_path / "CHANGELOG.md").write_text("# Changes\n\n- 2020: more RFCs.\n")
    for number in range(1, 9):
        name = "get-block-template" if number == 3 else f"rule-{number}"
        folder = tmp_path / "rfcs" / f"{number:04d}-{name}"
        folder.mkdir(parents=True)
        text = nervos_rfc(number, title="get_block_template" if number == 3 else None,
                          drop="Motivation" if number == 5 else "")
        (folder / f"{number:04d}-{name}.md").write_text(text.replace("Final", "Pondering") if number == 6 else text)
        if number == 2:
            (folder / f"{number:04d}-{name}.zh.md").write_text("# 链规则\n\n翻译。\n")
    (tmp_path / ".doccheck.toml").write_text("")
    monkeypatch.chdir(tmp_path)
    found = sorted((f["path"], f["code"]) for f in check(capsys) if f["code"] in ("DC101", "DC203", "DC401"))
    assert found == [("rfcs/0005-rule-5/0005-rule-5.md", "DC101"), ("rfcs/0006-rule-6/0006-rule-6.md", "DC203")]


@pytest.mark.parametrize("insists", [False, True])
def test_a_section_the_template_says_a_submission_is_rejected_without_is_required_of_three_in_four(
        insists: bool, tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    # dydxfoundation/dip's DIP-X.md (thirty-second held-out set), EIP 1's words under its Motivation
    said = " DIP submissions without sufficient motivation may be rejected outright." if insists else ""
    template = TEMPLATE.replace("What problem does it solve for the users of the project?",
                                "What problem does it solve for the users of the project?" + said)
    documents = {number: rfc(number, drop="Motivation" if number in (3, 7) else None) for number in range(1, 11)}
    root = tmp_path / "repo"
    make_family(root, template, documents)
    monkeypatch.chdir(root)
    lacking = sorted(f["path"] for f in check(capsys) if f["code"] == "DC101")
    assert lacking == (["rfcs/0003-readiness-3/README.md", "rfcs/0007-readiness-7/README.md"] if insists else [])


@pytest.mark.parametrize("comment", [False, True])
def test_a_template_that_says_under_each_heading_whether_it_is_mandatory(
        comment: bool, tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    # ... in the text, or in the HTML comment that is all it writes there (ESLint's templates/design.md,
    # thirty-third held-out set: "<!-- This section is optional but suggested. ... -->")
    def said(text: str) -> str:
        return f"<!--\n    {text}\n\n    Say what applies.\n-->" if comment else text

    template = TEMPLATE.replace("One paragraph explanation of the proposal.", said("This section is mandatory."))
    template = template.replace(
        "Major milestones in the lifecycle of the RFC such as the first release where it was available.",
        said("This section is optional but suggested."))
    documents = {number: rfc(number, drop="Implementation History" if number % 2 else None) for number in range(1, 9)}
    documents[4] = rfc(4, drop="Motivation")
    documents[6] = rfc(6, drop="Motivation")
    documents[8] = rfc(8, drop="Motivation")
    root = tmp_path / "repo"
    make_family(root, template, documents)
    monkeypatch.chdir(root)
    # Motivation: unmarked, kept by 5 of 8, required once the template marks the others; History: optional.
    assert sorted(f["path"] for f in check(capsys) if f["code"] == "DC101") == [
        "rfcs/0004-readiness-4/README.md", "rfcs/0006-readiness-6/README.md", "rfcs/0008-readiness-8/README.md"]


def test_design_notes_written_to_a_template_kept_elsewhere_are_its_family(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    """`assets/fma-template.md`, `security/fma-*.md` written to it, unnumbered; a note beside them that is not."""
    (tmp_path / "assets").mkdir()
    (tmp_path / "assets" / "fma-template.md").write_text(
        "# [Project Name]: Failure Modes Analysis\n\n| | |\n|---|---|\n| Status | _Draft / In Review / Final_ |\n\n"
        "## Introduction\n\n_What this covers._\n\n## Failure Modes\n\n_Each failure mode._\n\n## Action Items\n\n"
        "_What to do._\n\n## Audit Requirements\n\n_Whether an audit is needed._\n")
    (tmp_path / "security").mkdir()
    for name in ("bridge", "fees", "oracle", "sequencer", "withdrawals"):
        (tmp_path / "security" / f"fma-{name}.md").write_text(
            f"# {name.title()}: Failure Modes Analysis\n\n| | |\n|---|---|\n| Status | Final |\n\n## Introduction\n\n"
            f"The {name}.\n\n## Failure Modes\n\nIt may stall.\n\n## Specific Action Items\n\nMonitor {name}.\n\n"
            f"## Audit Requirements\n\nNone for {name}.\n")
    oracle = tmp_path / "security" / "fma-oracle.md"
    oracle.write_text(oracle.read_text().replace("## Audit Requirements\n\nNone for oracle.\n", ""))
    (tmp_path / "security" / "notes.md").write_text("# Notes\n\n## Links\n\nSee the wiki.\n")
    (tmp_path / ".doccheck.toml").write_text("")
    monkeypatch.chdir(tmp_path)
    assert [(f["path"], f["code"]) for f in check(capsys) if f["code"] in ("DC101", "DC301")] == [
        ("security/fma-oracle.md", "DC101")]


def test_an_amendment_said_on_the_old_record_only_where_the_template_writes_relations_there(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    folder = tmp_path / "docs" / "adr"
    folder.mkdir(parents=True)
    (folder / "0000-adr-template.md").write_text(ADR_TEMPLATE)
    for number in range(1, 6):
        (folder / f"000{number}-decision-{number}.md").write_text(adr(number, "Accepted"))
    (folder / "0002-decision-2.md").write_text(adr(2, "Accepted, amended by [ADR-0005](0005-decision-5.md)"))
    (tmp_path / ".doccheck.toml").write_text("")
    monkeypatch.chdir(tmp_path)
    assert [f for f in check(capsys) if f["code"] == "DC404"] == []


def test_a_heading_one_slip_from_the_sections_name_is_the_section(
        family: Path, capsys: pytest.CaptureFixture[str]) -> None:
    write(family, 3, rfc(3).replace("## Motivation", "## Motivaton"))
    assert [f for f in check(capsys) if f["code"] == "DC101"] == []


# The twelfth held-out set's conventions (bench/conventions-eval/twelfth).

def test_statuses_the_process_document_defines_are_the_familys(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    """ARC-0's "**Idle** - ...", under its statuses' heading; its bold types elsewhere are no statuses."""
    documents = {number: rfc(number) for number in range(2, 9)}
    documents[1] = ("# RFC Purpose and Guidelines\n\n**Status:** implemented\n\n**Creation date:** 2020-01-10\n\n"
                    "## Statuses\n\n**Draft** - being written.\n\n**Implemented** - shipped.\n\n"
                    "**Idle** - nobody works on it.\n\n## Types\n\n**Core** - the protocol.\n")
    documents[3] = rfc(3, status="Idle")
    documents[4] = rfc(4, status="Core")
    root = tmp_path / "repo"
    make_family(root, TEMPLATE, documents)
    (root / "rfcs" / "0001-readiness-1").rename(root / "rfcs" / "0001-rfc-process")
    monkeypatch.chdir(root)
    assert [(f["path"], f["code"]) for f in check(capsys) if f["code"] == "DC203"] == [
        ("rfcs/0004-readiness-4/README.md", "DC203")]


@pytest.mark.parametrize("guide", [True, False])
def test_statuses_the_contributing_guide_lists_are_the_familys(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, guide: bool) -> None:
    """konflux-ci/architecture (hundred-and-first held-out set): its CONTRIBUTING.md says a record's status is "One
    of Accepted, Implemented, ..., In consideration", which one ADR uses; a typo is still one."""
    folder = tmp_path / "ADR"
    folder.mkdir(parents=True)
    (folder / "0000-adr-template.md").write_text(ADR_TEMPLATE.replace(
        "[Proposed, Accepted, Deprecated, Superseded by ADR-NNNN]", "Accepted"))
    for number, status in enumerate(("Accepted", "Implemented", "Accepted", "Implemented", "In consideration",
                                     "Acepted", "Accepted"), 1):
        (folder / f"000{number}-decision-{number}.md").write_text(adr(number, status))
    listed = "One of Accepted, Implemented, Implementable, Proposed, Replaced, In consideration" if guide else \
        "A word of your choice"
    (tmp_path / "CONTRIBUTING.md").write_text(f"# Contributing\n\n## Front matter\n\n- **status** (string): {listed}\n")
    (tmp_path / ".doccheck.toml").write_text("")
    monkeypatch.chdir(tmp_path)
    assert sorted(str(f["path"]) for f in check(capsys) if f["code"] == "DC203") == (
        ["ADR/0006-decision-6.md"] if guide else ["ADR/0005-decision-5.md", "ADR/0006-decision-6.md"])


def test_a_templates_required_marks_and_a_full_width_colon_are_not_the_sections_name(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    """`## Simple Summary (required)` is kept by `## Summary`; `## Technical Specifications：` is a Proposal."""
    template = TEMPLATE.replace("## Summary", "## Summary (required)").replace("## Proposal", "## Proposal (required)")
    documents = {number: rfc(number) for number in range(1, 9)}
    documents[2] = rfc(2).replace("## Proposal", "## Detailed Proposal：")
    root = tmp_path / "repo"
    make_family(root, template, documents)
    monkeypatch.chdir(root)
    assert [f for f in check(capsys) if f["code"] == "DC101"] == []


def test_records_kept_under_one_file_name_in_numbered_folders(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    """kubevirt: `veps/sig-x/229-name/vep.md`, the template `veps/NNNN-vep-template/vep.md`."""
    veps = tmp_path / "veps"
    (veps / "NNNN-vep-template").mkdir(parents=True)
    (veps / "NNNN-vep-template" / "vep.md").write_text(
        "# VEP NNNN: Your short, descriptive title\n\n## Overview\n\nA brief overview.\n\n## Motivation\n\nWhy.\n\n"
        "## Design\n\nHow.\n")
    for number, sig in ((3, "sig-network"), (10, "sig-compute"), (14, "sig-compute"), (29, "sig-network"),
                        (35, "sig-compute"), (62, "sig-storage")):
        folder = veps / sig / f"{number}-feature-{number}"
        folder.mkdir(parents=True)
        motivation = "" if number == 14 else f"## Motivation\n\nNeeded by {number}.\n\n"
        (folder / "vep.md").write_text(f"# VEP {number}: Feature {number}\n\n## Overview\n\nFeature {number}.\n\n"
                                       f"{motivation}## Design\n\nBuilt {number}.\n")
    (tmp_path / ".doccheck.toml").write_text("")
    monkeypatch.chdir(tmp_path)
    assert [(f["path"], f["code"]) for f in check(capsys) if f["code"] == "DC101"] == [
        ("veps/sig-compute/14-feature-14/vep.md", "DC101")]


def test_record_zero_titled_in_the_templates_words_and_an_html_table_of_fields(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    """conda: `cep-0000.md`, "# CEP 0 - A short title of the proposal", its fields in an HTML table."""
    def cep(number: int, status: str, title: str = "") -> str:
        return (f"# CEP {number} - {title or f'Channel {number}'}\n\n<table>\n<tr><td> Title </td><td> "
                f"{title or f'Channel {number}'} </td>\n<tr><td> Status </td><td> {status} </td></tr>\n</table>\n\n"
                f"## Abstract\n\n{abstract if not number else f'CEP {number}.'}\n\n## Specification\n\nThe details.\n")

    abstract = "A short description of the change being addressed."

    (tmp_path / "cep-0000.md").write_text(cep(0, "Draft | Proposed | Accepted | Rejected",
                                              "A short title of the proposal"))
    for number in range(1, 7):
        (tmp_path / f"cep-{number:04d}.md").write_text(cep(number, "Pondering" if number == 4 else "Accepted"))
    (tmp_path / ".doccheck.toml").write_text("")
    monkeypatch.chdir(tmp_path)
    assert [(f["path"], f["code"]) for f in check(capsys) if f["code"] in ("DC203", "DC301")] == [
        ("cep-0004.md", "DC203")]


def test_the_field_named_for_the_series_numbers_it_whatever_the_templates_name(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    """tron: `template.md` with `tip: <to be assigned>`; TIPs numbered after EIPs, sparse; one taken twice."""
    (tmp_path / "template.md").write_text("---\ntip: <to be assigned>\ntitle: <TIP title>\nstatus: <Draft | Final>\n"
                                          "---\n\n## Abstract\n\nA summary.\n")
    for number in (1, 12, 104, 650, 2935, 7823):
        (tmp_path / f"tip-{number}.md").write_text(
            f"---\ntip: {number}\ntitle: Opcode {number}\nstatus: Final\n---\n\n## Abstract\n\nOpcode {number}.\n")
    (tmp_path / "tip-104-gas.md").write_text((tmp_path / "tip-104.md").read_text().replace("Opcode 104", "Gas"))
    (tmp_path / ".doccheck.toml").write_text("")
    monkeypatch.chdir(tmp_path)
    assert sorted(f["path"] for f in check(capsys) if f["code"] == "DC401") == ["tip-104-gas.md", "tip-104.md"]


def test_a_record_about_a_template_is_a_record(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    """`0002-use-adr-tools-with-custom-template.md` decides to use `templates/template.md`: the template is that
    file, and the record is checked as one ("Decision proposed; accepting feedback" is its status)."""
    folder = tmp_path / "guides" / "adr"
    (folder / "templates").mkdir(parents=True)
    (folder / "templates" / "template.md").write_text(
        "# NUMBER. TITLE\n\nDate: DATE\n\n## Status\n\nSTATUS\n\n## Context\n\nThe issue motivating this "
        "decision.\n\nRemember this repo is PUBLIC.\n\n## Decision\n\nThe change.\n\n## Consequences\n\nWhat "
        "becomes easier.\n")
    for number in range(1, 8):
        record = adr(number, "Accepted") + "\n## Consequences\n\nOk.\n"
        (folder / f"{number:04d}-decision-{number}.md").write_text(record)
    (folder / "0002-use-adr-tools-with-custom-template.md").write_text(
        adr(2, "Decision proposed; accepting feedback") + "\n## Consequences\n\nOk.\n")
    (folder / "0002-decision-2.md").unlink()
    nine = folder / "0005-decision-5.md"
    nine.write_text(nine.read_text().replace("The build took an hour. (record 5)",
                                             "The issue motivating this decision.\n\nRemember this repo is PUBLIC."))
    (tmp_path / ".doccheck.toml").write_text("")
    monkeypatch.chdir(tmp_path)
    found = [(f["path"], f["code"]) for f in check(capsys) if f["code"] in ("DC203", "DC301")]
    assert found == [("guides/adr/0005-decision-5.md", "DC301")]


# The thirteenth held-out set's conventions (bench/conventions-eval/thirteenth).

def test_a_list_of_superseded_records_under_supersedes_is_read_whole(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    folder = tmp_path / "doc" / "adr"
    folder.mkdir(parents=True)
    for number in range(1, 13):
        status = "Superseded by [12. MVP](0012-decision-12.md)" if number in (6, 7) else "Accepted"
        (folder / f"{number:04d}-decision-{number}.md").write_text(adr(number, status))
    twelve = folder / "0012-decision-12.md"
    twelve.write_text(twelve.read_text().replace(
        "## Status\n\nAccepted\n", "## Status\n\nAccepted\n\nSupersedes:\n\n- [6. Six](0006-decision-6.md)\n"
        "- [7. Seven](0007-decision-7.md)\n"))
    (tmp_path / ".doccheck.toml").write_text("")
    monkeypatch.chdir(tmp_path)
    assert [f for f in check(capsys) if f["code"] in ("DC404", "DC405")] == []


def test_a_successor_named_in_another_field_of_the_process(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    """XLS: `status: Withdrawn`, `withdrawal-reason: Superseded by XLS-85`; one naming none that exists."""
    def xls(number: int, extra: str = "", status: str = "Final") -> str:
        return f"---\nxls: {number}\ntitle: Feature {number}\nstatus: {status}\n{extra}---\n\n## Abstract\n\nX.\n"

    files = {f"XLS-{n:04d}-f{n}/README.md": xls(n) for n in range(1, 9)}
    files["XLS-0003-f3/README.md"] = xls(3, "withdrawal-reason: Superseded by XLS-8\n", "Withdrawn")
    files["XLS-0004-f4/README.md"] = xls(4, "withdrawal-reason: Superseded by XLS-999\n", "Withdrawn")
    for name, text in files.items():
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text(text)
    (tmp_path / ".doccheck.toml").write_text("")
    monkeypatch.chdir(tmp_path)
    found = [(f["path"], f["code"]) for f in check(capsys) if f["code"].startswith("DC40")]
    assert ("XLS-0004-f4/README.md", "DC403") in found and ("XLS-0003-f3/README.md", "DC403") not in found


def test_a_templates_bracketed_blanks_left_in_a_list_are_its_text(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    """MADR's `- [option 1]`, `- [option 2]`, `- … <!-- numbers of options can vary -->` put back."""
    template = TEMPLATE.replace("## Implementation History\n\nMajor milestones in the lifecycle of the RFC such as "
                                "the first release where it was available.\n",
                                "## Options\n\n- [option 1]\n- [option 2]\n- … <!-- numbers of options can vary -->\n")
    documents = {number: rfc(number).replace("## Implementation History\n\n", "## Options\n\n")
                 for number in range(1, 8)}
    documents[4] = rfc(4).replace("## Implementation History\n\nShipped in release 2.4.0 of the toolkit.\n",
                                  "## Options\n\n- [option 1]\n- [option 2]\n- …\n")
    root = tmp_path / "repo"
    make_family(root, template, documents)
    monkeypatch.chdir(root)
    assert [(f["path"], f["code"]) for f in check(capsys) if f["code"] == "DC301"] == [
        ("rfcs/0004-readiness-4/README.md", "DC301")]


def test_a_two_word_status_is_not_learned_as_its_first_word(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    documents = {number: rfc(number, status="Peer Review" if number % 2 else "Final") for number in range(1, 9)}
    root = tmp_path / "repo"
    make_family(root, TEMPLATE, documents)
    monkeypatch.chdir(root)
    check(capsys)
    assert main(["conventions", "--format", "json", "."]) == 0
    assert "peer" not in capsys.readouterr().out.replace("peer-review", "")


# The fourteenth held-out set's conventions (bench/conventions-eval/fourteenth).

def test_records_in_folders_of_their_own_are_found_by_number_and_a_list_of_numbers_is_read(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    """iota: `tips/TIP-0024/tip-0024.md`, `superseded-by: TIP-24`; EEP 33's `Replaces: 2, 3`."""
    def tip(number: int, extra: str = "", status: str = "Active") -> str:
        return f"---\ntip: {number}\ntitle: Rule {number}\nstatus: {status}\n{extra}---\n\n## Summary\n\nRule.\n"

    for number in (1, 2, 3, 6, 24):
        folder = tmp_path / "tips" / f"TIP-{number:04d}"
        folder.mkdir(parents=True)
        text = tip(number)
        if number == 6:
            text = tip(6, "superseded-by: TIP-24\n", "Replaced")
        if number == 24:
            text = tip(24, "replaces: 6, 3\n")
        (folder / f"tip-{number:04d}.md").write_text(text)
    (tmp_path / ".doccheck.toml").write_text("")
    monkeypatch.chdir(tmp_path)
    found = [(f["path"], f["code"]) for f in check(capsys) if f["code"].startswith("DC40")]
    assert not any(code == "DC403" for _p, code in found)
    assert ("tips/TIP-0003/tip-0003.md", "DC405") in found  # left Active though TIP 24 replaces it


def test_a_bare_sample_numbered_zero_is_the_template_and_superseded_by_in_parentheses(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    folder = tmp_path / "doc" / "arch"
    folder.mkdir(parents=True)
    (folder / "000-sample.md").write_text("# Title\nADR writing manual (remove this)\n\n## Context\n\n"
                                          "## Decision\n\n## Status\n\n## Consequences\n")
    for number in range(1, 8):
        status = "Superseded (by [007-seven](007-decision-7.md))" if number == 3 else "Accepted"
        (folder / f"{number:03d}-decision-{number}.md").write_text(
            f"# Decision {number}\n\n## Context\n\nSlow {number}.\n\n## Decision\n\nDo {number}.\n\n## Status\n\n"
            f"{status}\n\n## Consequences\n\nFine.\n")
    (tmp_path / ".doccheck.toml").write_text("")
    monkeypatch.chdir(tmp_path)
    found = [(f["path"], f["code"]) for f in check(capsys)]
    assert not any(path.endswith("000-sample.md") for path, _c in found)
    assert not any(code in ("DC403", "DC407") for _p, code in found)


def test_a_field_the_template_asks_for_in_some_records_only_and_a_templates_own_fields(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    """Celestia's CIPs beside the built-in `cip` type: `category` "Only required for Standards Track. Otherwise,
    remove this field."; the template's `author` is its own word for the type's `authors`; the process document
    is the `| title |` row's "Process and Guidelines"."""
    def cip(number: int, title: str = "", body: str = "## Abstract\n\nA.\n\n## Specification\n\nS.\n") -> str:
        return (f"| cip | {number} |\n| - | - |\n| title | {title or f'Blob size {number}'} |\n| author | A |\n"
                f"| status | Final |\n| type | Meta |\n| created | 2023-04-1{number % 9} |\n\n{body}")

    cips = tmp_path / "cips"
    cips.mkdir()
    (cips / "cip-template.md").write_text(
        "| cip | XX (assigned by Editors) |\n| - | - |\n| title | The CIP title is a few words |\n| author | names |\n"
        "| status | Draft |\n| category | Core, Networking. Only required for Standards Track. Otherwise, remove this "
        "field. |\n\n## Abstract\n\nA short summary.\n\n## Specification\n\nThe details.\n")
    (cips / "cip-001.md").write_text(cip(1, "Celestia Improvement Proposal Process and Guidelines",
                                         "## What is a CIP?\n\nA document.\n"))
    for number in range(2, 9):
        (cips / f"cip-{number:03d}.md").write_text(cip(number))
    (tmp_path / ".doccheck.toml").write_text("")
    monkeypatch.chdir(tmp_path)
    assert [(f["path"], f["code"]) for f in check(capsys) if f["code"] in ("DC101", "DC201")] == []


# The fifteenth held-out set's conventions (bench/conventions-eval/fifteenth).

def test_a_sites_address_naming_a_record_by_its_id_and_a_hidden_or_dotted_template(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    """decentraland: `[ADR-51](/adr/ADR-51)`, the page a generator makes of `content/ADR-51-x.md`; its template a
    hidden `content/.TEMPLATE.md` with RFC 2119's key words, which records keep; ibc-go's `adr.template.md`."""
    content = tmp_path / "content"
    content.mkdir()
    (content / ".TEMPLATE.md").write_text(
        "---\nadr: XXX\ntitle: <title>\n---\n\n## Abstract\n\nAbstract is a short technical summary.\n\n"
        "## RFC 2119 and RFC 8174\n\n> The key words \"MUST\", \"MUST NOT\", \"REQUIRED\", \"SHALL\" in this document "
        "are to be interpreted as described in RFC 2119 and RFC 8174.\n")
    for number in (1, 2, 51, 60, 70, 80):
        (content / f"ADR-{number}-topic-{number}.md").write_text(
            f"---\nadr: {number}\ntitle: Topic {number}\n---\n\n## Abstract\n\nTopic {number}, after "
            "[ADR-51](/adr/ADR-51).\n\n## RFC 2119 and RFC 8174\n\n> The key words \"MUST\", \"MUST NOT\", "
            "\"REQUIRED\", \"SHALL\" in this document are to be interpreted as described in RFC 2119 and RFC 8174.\n")
    (content / "ADR-80-topic-80.md").write_text((content / "ADR-80-topic-80.md").read_text().replace(
        "[ADR-51](/adr/ADR-51)", "[ADR-99](/adr/ADR-99)"))
    (tmp_path / ".doccheck.toml").write_text("")
    monkeypatch.chdir(tmp_path)
    found = [(f["path"], f["code"]) for f in check(capsys)]
    assert found == [("content/ADR-80-topic-80.md", "DC410")]


def test_a_dotted_template_name_is_a_template() -> None:
    from doccheck.read.document import parse_document

    assert parse_document("docs/architecture/adr.template.md", "# ADR {NNN}: {TITLE}\n\n## Status\n").is_template
    assert not parse_document("docs/adr/0012-use-templates.md", "# 12. Use templates\n\n## Status\n").is_template


def test_a_page_named_as_a_fixtures_folder_is_no_fixture() -> None:
    # vectoratlas's sprint demo notes (three-hundred-and-fourth held-out set): `sprint4/test-data.md`, the demo of a
    # story about test data, is a page; a record in a `test-data/` folder is a fixture.
    from doccheck.read.document import parse_document

    assert not parse_document("docs/demos/sprint4/test-data.md", "# Test data\n\n## Demo\n\nShow it.\n").is_template
    assert parse_document("tests/test-data/0001-a.md", "# 1. A\n\n## Status\n\nAccepted\n").is_template


def test_a_heading_the_template_stars_is_optional_and_the_rest_required(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    """XMTP's `## Reference implementation*` ("*A reference implementation is optional."), sixteenth set."""
    template = TEMPLATE.replace("## Implementation History", "## Implementation History*")
    documents = {number: rfc(number, drop="Implementation History" if number % 3 else None) for number in range(1, 9)}
    documents[2] = rfc(2, drop="Motivation")
    documents[4] = rfc(4, drop="Motivation")
    documents[5] = rfc(5, drop="Motivation")
    root = tmp_path / "repo"
    make_family(root, template, documents)
    monkeypatch.chdir(root)
    assert sorted(f["path"] for f in check(capsys) if f["code"] == "DC101") == [
        "rfcs/0002-readiness-2/README.md", "rfcs/0004-readiness-4/README.md", "rfcs/0005-readiness-5/README.md"]


def test_a_heading_a_comment_above_marks_optional_and_the_rest_required(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    """MADR 4 writes `<!-- This is an optional element. Feel free to remove. -->` above an optional heading: that
    section is not asked of a record, and the template's unmarked ones are required once half keep them."""
    template = TEMPLATE.replace("## Implementation History",
                                "<!-- This is an optional element. Feel free to remove. -->\n## Implementation History")
    documents = {number: rfc(number, drop="Implementation History" if number % 3 else None) for number in range(1, 9)}
    documents[2] = rfc(2, drop="Motivation")
    documents[4] = rfc(4, drop="Motivation")
    documents[5] = rfc(5, drop="Motivation")
    root = tmp_path / "repo"
    make_family(root, template, documents)
    monkeypatch.chdir(root)
    assert sorted(f["path"] for f in check(capsys) if f["code"] == "DC101") == [
        "rfcs/0002-readiness-2/README.md", "rfcs/0004-readiness-4/README.md", "rfcs/0005-readiness-5/README.md"]


def test_a_section_written_as_the_templates_sub_sections_without_its_heading_is_there(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    """Cosmos' template puts `### Positive`, `### Negative`, `### Neutral` under `## Consequences`; a record that
    keeps those and drops the parent heading has its consequences (fifteenth held-out set), even lifted a level
    and named after a colon (thirty-third set). One with neither has not."""
    folder = tmp_path / "docs" / "architecture"
    folder.mkdir(parents=True)
    (folder / "adr-template.md").write_text(
        "# ADR {ADR-NUMBER}: {TITLE}\n\n## Changelog\n\n* {date}: {changelog}\n\n## Status\n\n"
        "{DRAFT | PROPOSED} Not Implemented\n\n## Context\n\n> This section describes the forces at play.\n\n"
        "## Decision\n\n> This section describes our response to these forces.\n\n## Consequences\n\n"
        "> This section describes the resulting context.\n\n### Positive\n\n{positive consequences}\n\n"
        "### Negative\n\n{negative consequences}\n\n### Neutral\n\n{neutral consequences}\n\n"
        "## References\n\n* {reference link}\n")
    for number in range(1, 9):
        if number == 3:
            consequences = "### Positive\n\nFaster.\n\n### Negative\n\nMore code.\n"
        elif number == 4:  # lifted a level and named (the DOL claimant pilot's `## Option 1: Django Translation`)
            consequences = "## Positive: faster builds\n\nYes.\n\n## Negative: more code\n\nSome.\n"
        elif number == 5:
            consequences = ""
        else:
            consequences = ("## Consequences\n\nSome.\n\n### Positive\n\nFaster.\n\n### Negative\n\nMore.\n\n"
                            "### Neutral\n\nNone.\n")
        (folder / f"adr-{number:03d}-change-{number}.md").write_text(
            f"# ADR {number:03d}: Change {number}\n\n## Changelog\n\n* 2021-01-0{number}: first draft\n\n"
            f"## Status\n\nAccepted\n\n## Context\n\nModules need {number}.\n\n## Decision\n\n"
            f"We add {number}.\n\n{consequences}\n## References\n\n* none\n")
    (tmp_path / ".doccheck.toml").write_text("")
    monkeypatch.chdir(tmp_path)
    assert sorted(f["path"] for f in check(capsys) if f["code"] == "DC101") == [
        "docs/architecture/adr-005-change-5.md"]


FENCED_README = (
    "# Architecture Decision Records\n\nWe keep each ADR under `docs/arch/adr-NNN-title.md`, with these sections:\n\n"
    "```\n# Title\n   A short phrase, such as \"ADR 001: Database schema changes\".\n\n## Context\n"
    "   Summarize the relevant factors that influence this decision, neutrally.\n\n## Decision\n"
    "   State the chosen approach in active voice and what will be implemented.\n\n## Status\n"
    "   Indicate whether this decision is proposed, accepted, deprecated, or superseded.\n\n## Consequences\n"
    "   Outline the outcomes of applying this decision, beneficial or adverse.\n```\n\nInspired by Nygard.\n")


def test_a_template_written_in_a_fenced_block_of_the_folders_readme_is_its_template(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    """An ADR folder's Readme writes its template in a code block (sixteenth held-out set): its sections are
    the family's, and its prompts left as a record's text are template text, cited at the Readme's line."""
    folder = tmp_path / "docs" / "arch"
    folder.mkdir(parents=True)
    (folder / "Readme.md").write_text(FENCED_README)
    for number in range(1, 8):
        context = ("Summarize the relevant factors that influence this decision, neutrally." if number == 4
                   else f"Searches time out above {number} million rows.")
        status = "" if number == 6 else "## Status\n\nAccepted\n\n"
        (folder / f"adr-{number:03d}-change-{number}.md").write_text(
            f"# ADR {number:03d}: Change {number}\n\n## Context\n\n{context}\n\n## Decision\n\nWe page by "
            f"{number}.\n\n{status}## Consequences\n\nQueries get {number} times faster.\n")
    (tmp_path / ".doccheck.toml").write_text("")
    monkeypatch.chdir(tmp_path)
    found = {(f["path"], f["code"]): str(f["message"]) for f in check(capsys) if f["code"] in ("DC101", "DC301")}
    assert sorted(found) == [("docs/arch/adr-004-change-4.md", "DC301"), ("docs/arch/adr-006-change-6.md", "DC101")]
    assert "docs/arch/Readme.md#template:10" in found["docs/arch/adr-004-change-4.md", "DC301"]
    capsys.readouterr()
    main(["conventions", "."])
    assert "docs/arch/: 7 documents, template docs/arch/Readme.md#template" in capsys.readouterr().out


def test_a_records_own_fenced_example_is_no_template(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    """A record that shows a layout in a code block (an ADR about how ADRs are written) does not make it its
    folder's template; an unterminated fence reads nothing."""
    folder = tmp_path / "adr"
    folder.mkdir()
    for number in range(1, 12):
        (folder / f"{number:04d}-change-{number}.md").write_text(
            f"# {number}. Change {number}\n\n## Status\n\nAccepted\n\n## Context\n\nSlow {number}.\n\n"
            f"## Decision\n\nWe do {number}.\n\n## Consequences\n\nFast.\n")
    (folder / "0005-change-5.md").write_text(
        "# 5. Write ADRs in Markdown\n\n## Status\n\nAccepted\n\n## Context\n\nWe need a layout.\n\n## Decision"
        "\n\nThis one:\n\n```markdown\n# Title\n\n## Background\n\nWhy.\n\n## Choice\n\nWhat.\n\n## Risks\n\nSo.\n"
        "```\n\n## Consequences\n\nFast.\n")
    (folder / "README.md").write_text("# ADRs\n\n```\n# A\n## B\n## C\n## D\n" + "text\n" * 50)
    (tmp_path / ".doccheck.toml").write_text("")
    monkeypatch.chdir(tmp_path)
    capsys.readouterr()
    main(["conventions", "."])
    out = capsys.readouterr().out
    assert "adr/: 11 documents" in out and "#template" not in out


def test_unnumbered_records_in_a_folder_named_for_them_are_one_family(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    """Unleash keeps its ADRs unnumbered under `contributing/ADRs/{back-end,front-end}/` (fourteenth held-out
    set): one family, whose sections every record keeps are asked of the one that lost it. Unnumbered notes in
    a folder of another name are not held to anything."""
    for area in ("back-end", "front-end"):
        (tmp_path / "contributing" / "ADRs" / area).mkdir(parents=True)
        (tmp_path / "guides" / area).mkdir(parents=True)
        for topic in ("naming", "logging", "exports", "tables", "schemas", "forms"):
            background = "" if (area, topic) == ("front-end", "tables") else "## Background\n\nWe differ.\n\n"
            text = f"# ADR: {topic} in the {area}\n\n{background}## Decision\n\nWe use one {topic}.\n"
            (tmp_path / "contributing" / "ADRs" / area / f"{topic}.md").write_text(text)
            (tmp_path / "guides" / area / f"{topic}.md").write_text(text)
    (tmp_path / "contributing" / "ADRs" / "ADRs.md").write_text("# ADRs\n\nThe list.\n")
    (tmp_path / ".doccheck.toml").write_text("")
    monkeypatch.chdir(tmp_path)
    assert [(f["path"], f["code"]) for f in check(capsys) if f["code"] == "DC101"] == [
        ("contributing/ADRs/front-end/tables.md", "DC101")]
    capsys.readouterr()
    main(["conventions", "."])
    assert "contributing/ADRs/: 12 documents, no template" in capsys.readouterr().out


def test_a_folder_without_a_template_that_mostly_goes_without_a_built_in_section(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    """kyma's ADRs, no template: Context and Decision, and Consequences in fewer than half of them; another
    folder of the repository keeps it in every record, so the repository as a whole does not go without it."""
    folder = tmp_path / "docs" / "arch"
    folder.mkdir(parents=True)
    for number in range(1, 13):
        consequences = "## Consequences\n\nFine.\n" if number < 6 else "## Summary\n\nDone.\n"
        (folder / f"{number:03d}-decision-{number}.md").write_text(
            f"# {number}. Decision {number}\n\nDate: 2024-01-0{number % 9 + 1}\n\n## Status\n\nAccepted\n\n"
            f"## Context\n\nSlow {number}.\n\n## Decision\n\nDo {number}.\n\n{consequences}")
    other = tmp_path / "services" / "adr"
    other.mkdir(parents=True)
    for number in range(1, 11):
        (other / f"{number:04d}-choice-{number}.md").write_text(
            f"# {number}. Choice {number}\n\nDate: 2024-02-0{number % 9 + 1}\n\n## Status\n\nAccepted\n\n"
            f"## Context\n\nWhy {number}.\n\n## Decision\n\nPick {number}.\n\n## Consequences\n\nOk.\n")
    (tmp_path / ".doccheck.toml").write_text("")
    monkeypatch.chdir(tmp_path)
    assert [f for f in check(capsys) if f["code"] == "DC101"] == []
    # the sections most of them keep are still asked of each
    gap = folder / "005-decision-5.md"
    gap.write_text(gap.read_text().replace("## Context\n\nSlow 5.\n\n", ""))
    assert [(f["path"], f["code"]) for f in check(capsys) if f["code"] == "DC101"] == [
        ("docs/arch/005-decision-5.md", "DC101")]


# The seventeenth held-out set's conventions (bench/conventions-eval/seventeenth), each in a repository of its own.

def test_the_process_documents_only_required_parts_are_all_it_requires(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    """The Graph's GIP-0001: "The only required parts are the front matter ... and the "Abstract" and
    "Motivation" sections": a Copyright Waiver most GIPs keep is not asked of the others; Motivation is."""
    folder = tmp_path / "gips"
    folder.mkdir()
    (folder / "0000-template.md").write_text(
        "---\nGIP: <number>\nTitle: <title>\nStage: <Draft | Candidate | Accepted>\n---\n\n## Abstract\n\n"
        "<A short summary.>\n\n## Motivation\n\n<Why.>\n\n## Specification\n\n<How.>\n\n## Copyright Waiver\n\n"
        "Copyright and related rights waived via CC0.\n")
    (folder / "0001-gip-process.md").write_text(
        "---\nGIP: 0001\nTitle: GIP process\nStage: Accepted\n---\n\n## Abstract\n\nHow GIPs work.\n\n## Motivation\n\n"
        "Order.\n\n## Anatomy of a GIP\n\nThe only required parts are the *front matter* and the \"Abstract\" and "
        "\"Motivation\" sections of the body of the proposal.\n")
    for number in range(2, 12):
        waiver = "" if number in (4, 7) else "## Copyright Waiver\n\nCopyright and related rights waived via CC0.\n"
        motivation = "" if number == 9 else f"## Motivation\n\nSlow indexing {number}.\n\n"
        (folder / f"{number:04d}-change-{number}.md").write_text(
            f"---\nGIP: \"{number:04d}\"\nTitle: Change {number}\nStage: Draft\n---\n\n## Abstract\n\nIndex {number}."
            f"\n\n{motivation}## Specification\n\nDo {number}.\n\n{waiver}")
    (tmp_path / ".doccheck.toml").write_text("")
    monkeypatch.chdir(tmp_path)
    assert [f["path"] for f in check(capsys) if f["code"] == "DC101"] == ["gips/0009-change-9.md"]


def test_a_record_whose_values_keep_the_templates_brackets_is_a_record_and_the_readme_names_the_template(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    """GIP-0053 kept the template's brackets around its filled values (`Created: <2023-06-01>`, `Stage:
    <Draft>`): a record, not the family's template. Where two templates share a folder, the one its README
    links to ("please use adr-template.md") is the family's."""
    folder = tmp_path / "decisions"
    folder.mkdir()
    (folder / "README.md").write_text("# Decisions\n\nFor new ADRs, please use [adr-template.md](adr-template.md).\n")
    (folder / "adr-template.md").write_text(
        "---\nstatus: {proposed | rejected | accepted | deprecated | superseded}\ndate: {YYYY-MM-DD}\n---\n\n"
        "# {short title}\n\n## Context and Problem Statement\n\n{Describe the context.}\n\n## Decision Drivers\n\n"
        "* {driver 1}\n\n## Considered Options\n\n* {option 1}\n\n## Decision Outcome\n\nChosen option: {option}.\n")
    (folder / "adr-template-short.md").write_text(
        "---\nstatus: {proposed | accepted}\n---\n\n# {short title}\n\n## Context and Problem Statement\n\n{Context.}\n"
        "\n## Decision Outcome\n\nChosen option: {option}.\n")
    for number in range(1, 8):
        created = "{2023-01-25}" if number == 3 else f"2023-01-0{number}"
        drivers = "" if number == 5 else "## Decision Drivers\n\n* Speed.\n\n"
        (folder / f"{number:04d}-choice-{number}.md").write_text(
            f"---\nstatus: <accepted>\ndate: {created}\n---\n\n# Choice {number}\n\n"
            f"## Context and Problem Statement\n\nIds clash {number}.\n\n{drivers}## Considered Options\n\n"
            f"* One\n* Two\n\n## Decision Outcome\n\nChosen option: One, because {number}.\n")
    (tmp_path / ".doccheck.toml").write_text("")
    monkeypatch.chdir(tmp_path)
    findings = check(capsys)
    assert [(f["path"], f["code"]) for f in findings if f["code"] in ("DC101", "DC301")] == [
        ("decisions/0005-choice-5.md", "DC101")]
    capsys.readouterr()
    main(["conventions", "."])
    assert "decisions/: 7 documents, template decisions/adr-template.md" in capsys.readouterr().out


def test_a_status_the_template_does_not_list_is_reported_where_the_family_keeps_to_the_list(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    """A MADR folder whose template lists proposed | rejected | accepted | deprecated | superseded, and whose
    records keep to it: 'approved' (a status doccheck knows) is not the family's. A folder whose records use
    other statuses than the template lists is not held to the list."""
    for name, used in (("strict", "accepted"), ("loose", "implemented")):
        folder = tmp_path / name / "docs" / "decisions"
        folder.mkdir(parents=True)
        (folder / "adr-template.md").write_text(
            "---\nstatus: {proposed | rejected | accepted | deprecated | superseded}\n---\n\n# {title}\n\n"
            "## Context and Problem Statement\n\n{Describe the context.}\n\n## Decision Outcome\n\n{Outcome.}\n")
        for number in range(1, 9):
            status = "approved" if number == 4 else (used if number % 2 else "accepted")
            (folder / f"{number:04d}-choice-{number}.md").write_text(
                f"---\nstatus: {status}\n---\n\n# Choice {number}\n\n## Context and Problem Statement\n\nWhy {number}."
                f"\n\n## Decision Outcome\n\nWe pick {number}.\n")
        (tmp_path / name / ".doccheck.toml").write_text("")
    monkeypatch.chdir(tmp_path / "strict")
    assert [(f["path"], f["code"]) for f in check(capsys) if f["code"] == "DC203"] == [
        ("docs/decisions/0004-choice-4.md", "DC203")]
    monkeypatch.chdir(tmp_path / "loose")
    assert [f for f in check(capsys) if f["code"] == "DC203"] == []


@pytest.mark.parametrize(("advisory", "asked"), [
    ("Furthermore, the template should not be required to be followed.\n", False),  # Matrix's MSCs
    # Strimzi's proposals (nineteenth held-out set): its sections are examples
    ("<!-- This template is provided as an example with sections you may wish to comment on with respect to your "
     "proposal. Add or remove sections as required to best articulate the proposal. -->\n", False),
    ("This is the suggested template for new proposals.\n", False),  # CAIPs: and nothing says what is optional
    # EIP-style: "suggested", but it marks a section optional, so the others are not
    ("This is the suggested template for new proposals.\n\n## Reference\n\nAn optional section that links.\n",
     True),
    ("", True),
])
def test_a_template_that_says_it_need_not_be_followed_requires_no_section(
        advisory: str, asked: bool, tmp_path: Path, capsys: pytest.CaptureFixture[str],
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Matrix's MSC template: "the template should not be required to be followed" (eighteenth held-out set):
    a proposal without its Proposal section, which 9 of 10 keep, is not told it lacks one. So with a template
    that offers its sections as examples, or calls itself suggested and nowhere says a section is optional.
    The same template without such words asks for it."""
    folder = tmp_path / "proposals"
    folder.mkdir(parents=True)
    (folder / "0000-proposal-template.md").write_text(
        f"# MSC0000: Template for new proposals\n\n{advisory}\n## Proposal\n\n*Here is where the proposal goes.*"
        "\n\n## Potential issues\n\n*Problems with it.*\n\n## Alternatives\n\n*Other solutions.*\n")
    for number in range(1001, 1011):
        proposal = "" if number == 1004 else f"## Proposal\n\nRooms get version {number}.\n\n"
        (folder / f"{number}-change.md").write_text(
            f"# MSC{number}: Change {number}\n\n{proposal}## Potential issues\n\nNone {number}.\n\n"
            f"## Alternatives\n\nNone.\n")
    (tmp_path / ".doccheck.toml").write_text("")
    monkeypatch.chdir(tmp_path)
    assert [f["path"] for f in check(capsys) if f["code"] == "DC101"] == (["proposals/1004-change.md"] if asked else [])


def test_a_series_blank_named_with_an_x_is_the_template_and_a_forges_own_template_is_not(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    """Aeternity's AEXs (twentieth held-out set): `aex-X.md` is the series' blank, a "suggested template", and
    `PULL_REQUEST_TEMPLATE.md` only points at it. The blank's placeholders are not findings; its Motivation,
    which all of twelve AEXs but the one that lost it keep, is asked of that one."""
    (tmp_path / "PULL_REQUEST_TEMPLATE.md").write_text("Please use the suggested template: [aex-X](aex-X.md)\n")
    (tmp_path / "aex-X.md").write_text(
        "# AEX X\n\n* AEX: <to be assigned by editors>\n* Title: <AEX title>\n* Status: <Draft | Final>\n\n"
        "This is the suggested template for new AEXs.\n\n## Simple Summary\n\nProvide a simplified explanation.\n\n"
        "## Motivation\n\nThe motivation is critical.\n\n## Specification\n\nThe technical specification.\n")
    folder = tmp_path / "AEXS"
    folder.mkdir()
    for number in range(1, 13):
        motivation = "" if number == 7 else f"## Motivation\n\nBecause {number}.\n\n"
        summary = "" if number % 3 else f"## Simple Summary\n\nIn short {number}.\n\n"
        (folder / f"aex-{number}.md").write_text(
            f"# AEX-{number}: Change {number}\n\n* AEX: {number}\n* Title: Change {number}\n* Status: Final\n\n"
            f"{summary}{motivation}## Specification\n\nThe spec {number}.\n")
    (tmp_path / ".doccheck.toml").write_text("")
    monkeypatch.chdir(tmp_path)
    found = check(capsys)
    assert [(f["path"], f["code"]) for f in found if f["code"] in ("DC101", "DC301")] == [("AEXS/aex-7.md", "DC101")]
    assert "the template aex-X.md has it" in str(next(f["message"] for f in found if f["code"] == "DC101"))


def test_a_series_blank_whose_front_matter_yaml_refuses_is_the_template_of_the_records_below_it(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    """Synthetix's `sip-x.md` (twenty-fifth held-out set) at the repository's top, the SIPs in `content/sips/`:
    its front matter's placeholders (`author: <... e.g. (use with the parentheses): FirstName>`) are no YAML, but
    they are still the blank's, so it is the template, and the records two folders down are held to it."""
    (tmp_path / "sip-x.md").write_text(
        "---\nsip: <to be assigned>\ntitle: <SIP title>\nstatus: <Draft>\nauthor: <names, e.g. (use with the "
        "parentheses): FirstName LastName (@name)>\n---\n\n## Simple Summary\n\nDescribe the outcome simply.\n\n"
        "## Specification\n\nThe syntax and semantics of the change.\n")
    folder = tmp_path / "content" / "sips"
    folder.mkdir(parents=True)
    for number in range(1, 13):
        summary = "" if number == 7 else f"## Simple Summary\n\nChange {number}, in short.\n\n"
        (folder / f"sip-{number}.md").write_text(
            f"---\nsip: {number}\ntitle: Change {number}\nstatus: Implemented\nauthor: Kain\n---\n\n"
            f"{summary}## Specification\n\nThe spec {number}.\n")
    (tmp_path / ".doccheck.toml").write_text("")
    monkeypatch.chdir(tmp_path)
    found = check(capsys)
    assert [(f["path"], f["code"]) for f in found] == [("content/sips/sip-7.md", "DC101")]
    assert "the template sip-x.md has it" in str(found[0]["message"])


def test_a_family_numbered_from_a_hundred_beside_its_process_document_numbers_one_each(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    """Urbit's UIPs (twenty-fifth held-out set): `UIP-0001.md` the process, the proposals from `UIP-0100.md` on,
    `uip-template.md` above them: densely numbered from where the series starts, so two records under one
    number clash. An issue tracker's numbers, spread over its thousands, are not a series run one each."""
    folder = tmp_path / "UIPS"
    folder.mkdir()
    (tmp_path / "uip-template.md").write_text("---\ntitle: <title>\nstatus: <Draft>\n---\n\n## Abstract\n\n"
                                              "A short description.\n\n## Specification\n\nThe details.\n")
    numbers = [1, *range(100, 114), 105]
    for at, number in enumerate(numbers):
        name = f"UIP-{number:04d}{'-copy' if at == len(numbers) - 1 else ''}.md"
        (folder / name).write_text(f"---\nuip: \"{number:04d}\"\ntitle: Change {number}\nstatus: Final\n---\n\n"
                                   f"## Abstract\n\nChange {number}.\n\n## Specification\n\nThe spec.\n")
    (tmp_path / ".doccheck.toml").write_text("")
    monkeypatch.chdir(tmp_path)
    assert sorted((f["path"], f["code"]) for f in check(capsys)) == [
        ("UIPS/UIP-0105-copy.md", "DC401"), ("UIPS/UIP-0105.md", "DC401")]


def test_a_placeholder_the_template_says_may_stay_is_an_answer_not_template_text(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    """Ethereum's EIPs (twenty-sixth held-out set): under Backwards Compatibility the template writes "No backward
    compatibility issues found." and says in its comment "The current placeholder is acceptable for a draft": an
    EIP that keeps it has answered. The template's Motivation prompt left in is still template text."""
    (tmp_path / "eip-template.md").write_text(
        "---\ntitle: <The EIP title>\nstatus: Draft\n---\n\n## Motivation\n\nExplain why the existing protocol "
        "specification is inadequate to address the problem that the EIP solves.\n\n## Backwards Compatibility\n\n"
        "<!--\n  This section is optional.\n\n  The current placeholder is acceptable for a draft.\n-->\n\n"
        "No backward compatibility issues found.\n")
    folder = tmp_path / "EIPS"
    folder.mkdir()
    for number in range(1, 13):
        compatibility = "No backward compatibility issues found." if number % 6 == 0 else f"Breaks tool {number}."
        motivation = ("Explain why the existing protocol specification is inadequate to address the problem that "
                      "the EIP solves.") if number == 7 else f"Because of problem {number}."
        (folder / f"eip-{number}.md").write_text(
            f"---\neip: {number}\ntitle: Change {number}\nstatus: Final\n---\n\n## Motivation\n\n{motivation}\n\n"
            f"## Backwards Compatibility\n\n{compatibility}\n")
    (tmp_path / ".doccheck.toml").write_text("")
    monkeypatch.chdir(tmp_path)
    assert [(f["path"], f["code"]) for f in check(capsys) if f["code"] == "DC301"] == [("EIPS/eip-7.md", "DC301")]


def test_records_that_state_their_own_number_are_numbered_one_each_however_sparse(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    """Ethereum's EIPs (twenty-sixth held-out set): the template leaves the number to the editors, the numbers run
    sparse into the thousands, and every EIP states its own (`eip: 1418` in `eip-1418.md`): a second record under
    one number clashes."""
    (tmp_path / "eip-template.md").write_text("---\ntitle: <The EIP title>\nstatus: Draft\n---\n\n"
                                              "## Abstract\n\nA short description.\n")
    folder = tmp_path / "EIPS"
    folder.mkdir()
    numbers = [1, 20, 155, 721, 1155, 1418, 1559, 2612, 3074, 4337, 4844, 5003, 7702]
    for number in numbers:
        (folder / f"eip-{number}.md").write_text(f"---\neip: {number}\ntitle: Change {number}\nstatus: Final\n---\n\n"
                                                 f"## Abstract\n\nChange {number}.\n")
    (folder / "eip-1418-copy.md").write_text("---\neip: 1418\ntitle: Another\nstatus: Draft\n---\n\n"
                                             "## Abstract\n\nX.\n")
    (tmp_path / ".doccheck.toml").write_text("")
    monkeypatch.chdir(tmp_path)
    assert sorted((f["path"], f["code"]) for f in check(capsys)) == [
        ("EIPS/eip-1418-copy.md", "DC401"), ("EIPS/eip-1418.md", "DC401")]


def test_of_two_templates_sharing_their_first_sections_the_one_whose_own_sections_records_keep_governs(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    """Swift Evolution (twenty-first held-out set) keeps its language and package-manager templates in
    `proposal-templates/`, both opening with Introduction, Motivation, Proposed solution and Detailed design.
    The proposals keep the language template's Source compatibility; a few the other's Security."""
    templates = tmp_path / "proposal-templates"
    templates.mkdir()
    shared = "## Introduction\n\nOne paragraph.\n\n## Motivation\n\nWhy.\n\n## Proposed solution\n\nWhat.\n\n"
    (templates / "0000-swift-template.md").write_text(
        f"# Feature name\n\n{shared}## Source compatibility\n\nWhat breaks.\n\n## Future directions\n\nLater."
        "\n\n## Acknowledgments\n\nThanks.\n\n## Alternatives considered\n\nOthers.\n")
    (templates / "0000-swiftpm-template.md").write_text(
        f"# Package manager feature\n\n{shared}## Security\n\nRisks.\n\n## Alternatives considered\n\nOthers.\n")
    proposals = tmp_path / "proposals"
    proposals.mkdir()
    for number in range(1, 13):
        extra = "## Security\n\nNone.\n\n" if number % 4 == 0 else "## Source compatibility\n\nNone.\n\n"
        (proposals / f"{number:04d}-change.md").write_text(
            f"# Change {number}\n\n## Introduction\n\nA {number}.\n\n## Motivation\n\nB.\n\n"
            f"## Proposed solution\n\nC.\n\n{extra}## Alternatives considered\n\nD.\n")
    (tmp_path / ".doccheck.toml").write_text("")
    monkeypatch.chdir(tmp_path)
    capsys.readouterr()
    assert main(["conventions", "--format", "json", "."]) == 0
    [family] = [f for f in json.loads(capsys.readouterr().out)["families"] if f["documents"] >= 10]
    assert family["template"] == "proposal-templates/0000-swift-template.md"


def test_a_section_the_family_writes_as_another_of_the_same_job_is_there_and_a_long_prompt_is_template_text(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    """Swift Evolution (twenty-first held-out set): dozens of proposals give their Proposed solution as their
    Detailed design, so the family writes one as the other; a proposal whose Motivation is still the template's
    six-line prompt left it unwritten."""
    templates = tmp_path / "proposal-templates"
    templates.mkdir()
    prompt = ("Describe the problems that this proposal seeks to address. If the\nproblem is that some common "
              "pattern is currently hard to express, show\nhow one can currently get a similar effect and describe "
              "its\ndrawbacks. If it's completely new functionality that cannot be\nemulated, motivate why this new "
              "functionality would help Swift\ndevelopers create better Swift code.\n")
    (templates / "0000-swift-template.md").write_text(
        f"# Feature name\n\n## Introduction\n\nA short description.\n\n## Motivation\n\n{prompt}\n"
        "## Proposed solution\n\nDescribe your solution.\n\n## Detailed design\n\nDescribe the design.\n")
    proposals = tmp_path / "proposals"
    proposals.mkdir()
    for number in range(1, 41):
        motivation = prompt if number == 9 else f"Why {number}.\n"
        solution = "" if number % 10 == 3 else f"## Proposed solution\n\nWhat {number}.\n\n"
        (proposals / f"{number:04d}-change.md").write_text(
            f"# Change {number}\n\n## Introduction\n\nA {number}.\n\n## Motivation\n\n{motivation}\n"
            f"{solution}## Detailed design\n\nHow {number}.\n")
    (tmp_path / ".doccheck.toml").write_text("")
    monkeypatch.chdir(tmp_path)
    assert [(f["path"], f["code"]) for f in check(capsys) if f["code"] in ("DC101", "DC301")] == [
        ("proposals/0009-change.md", "DC301")]


def test_a_guideline_beside_the_template_is_no_record_of_its_family(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    """MobileCoin's MCIPs (twenty-second held-out set) keep `consensus.md` and `fog.md`, team guidelines, beside
    `0000-template.md`: counted as records, they put Motivation, which every proposal keeps, under the share that
    makes it required, and a proposal that lost it went unreported."""
    (tmp_path / "0000-template.md").write_text("# Feature\n\n# Summary\n\nOne paragraph.\n\n# Motivation\n\nWhy?"
                                               "\n\n# Guide-level explanation\n\nExplain.\n")
    for name in ("consensus", "fog"):
        (tmp_path / f"{name}.md").write_text(f"# {name} guidelines\n\n## Scope\n\nWho reviews.\n")
    text = tmp_path / "text"
    text.mkdir()
    for number in range(1, 12):
        motivation = "" if number == 4 else f"# Motivation\n\nBecause {number}.\n\n"
        (text / f"{number:04d}-change.md").write_text(
            f"- Feature Name: change {number}\n\n# Summary\n\nWhat {number}.\n\n{motivation}"
            f"# Guide-level explanation\n\nHow {number}.\n")
    (tmp_path / ".doccheck.toml").write_text("")
    monkeypatch.chdir(tmp_path)
    assert [f["path"] for f in check(capsys) if f["code"] == "DC101"] == ["text/0004-change.md"]


def test_a_value_written_between_the_templates_braces_is_the_authors(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    """Semantic Kernel's MADR records (twentieth held-out set) keep the template's braces around their own values:
    `contact: {Tao Chen}` where the template writes `contact: {person proposing the ADR}`. The template's own
    words left in are still template text."""
    folder = tmp_path / "docs" / "decisions"
    folder.mkdir(parents=True)
    (folder / "adr-template.md").write_text(
        "---\nstatus: {proposed | accepted}\ncontact: {person proposing the ADR}\n"
        "informed: {list everyone who is kept up-to-date on progress}\n---\n\n# {short title}\n\n"
        "## Context and Problem Statement\n\n{Describe the context.}\n\n## Decision Outcome\n\n{Outcome.}\n")
    for number in range(1, 7):
        informed = "{list everyone who is kept up-to-date on progress}" if number == 3 else "{Mark Wallace}"
        (folder / f"{number:04d}-choice-{number}.md").write_text(
            f"---\nstatus: accepted\ncontact: {{Tao Chen}}\ninformed: {informed}\n---\n\n# Choice {number}\n\n"
            f"## Context and Problem Statement\n\nWhy {number}.\n\n## Decision Outcome\n\nWe pick {number}.\n")
    (tmp_path / ".doccheck.toml").write_text("")
    monkeypatch.chdir(tmp_path)
    assert [(f["path"], f["line"]) for f in check(capsys) if f["code"] == "DC301"] == [
        ("docs/decisions/0003-choice-3.md", 4)]


def test_adr_tools_first_record_is_still_asked_for_the_sections_it_was_written_with(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    """embvm's adr-tools folder (twentieth held-out set): 'Record architecture decisions' that lost its
    Consequences is asked for it; only sections adr-tools never wrote are excused it."""
    folder = tmp_path / "docs" / "adr"
    folder.mkdir(parents=True)
    (folder / "template.md").write_text("# NUMBER. TITLE\n\nDate: DATE\n\n## Status\n\nSTATUS\n\n## Context\n\n"
                                        "The issue motivating this decision.\n\n## Decision\n\nThe change.\n\n"
                                        "## Consequences\n\nWhat becomes easier.\n")
    for number in range(1, 13):
        title = "Record architecture decisions" if number == 1 else f"Choice {number}"
        consequences = "" if number == 1 else "## Consequences\n\nSo.\n"
        (folder / f"{number:04d}-choice-{number}.md").write_text(
            f"# {number}. {title}\n\nDate: 2020-01-{number:02d}\n\n## Status\n\nAccepted\n\n## Context\n\n"
            f"Why {number}.\n\n## Decision\n\nWe pick {number}.\n\n{consequences}")
    (tmp_path / ".doccheck.toml").write_text("")
    monkeypatch.chdir(tmp_path)
    assert [f["path"] for f in check(capsys) if f["code"] == "DC101"] == ["docs/adr/0001-choice-1.md"]


@pytest.mark.parametrize(("process", "reported"), [
    # sysprims' ADR-0000-adr-process.md (twentieth held-out set) is a record in the template's sections: held to it
    ("## Context\n\nWhy records.\n\n## Decision\n\nWe keep them.\n", ["docs/decisions/ADR-0000-adr-process.md"]),
    # a process written to its own outline is not
    ("## What is an ADR?\n\nA record.\n\n## Workflow\n\nPropose, then accept.\n", []),
])
def test_a_process_document_written_to_the_template_is_held_to_it(
        process: str, reported: list[str], tmp_path: Path, capsys: pytest.CaptureFixture[str],
        monkeypatch: pytest.MonkeyPatch) -> None:
    folder = tmp_path / "docs" / "decisions"
    folder.mkdir(parents=True)
    (folder / "adr-template.md").write_text("# ADR-NNNN: Title\n\n> **Status**: Proposed | Accepted\n\n## Context\n\n"
                                            "What is the issue?\n\n## Decision\n\nWhat is the change?\n\n"
                                            "## Consequences\n\nWhat becomes easier?\n")
    (folder / "ADR-0000-adr-process.md").write_text(f"# ADR-0000: ADR Process\n\n> **Status**: Accepted\n\n{process}")
    for number in range(1, 9):
        (folder / f"ADR-{number:04d}-choice.md").write_text(
            f"# ADR-{number:04d}: Choice\n\n> **Status**: Accepted\n\n## Context\n\nWhy {number}.\n\n"
            f"## Decision\n\nWhat {number}.\n\n## Consequences\n\nSo {number}.\n")
    (tmp_path / ".doccheck.toml").write_text("")
    monkeypatch.chdir(tmp_path)
    assert [f["path"] for f in check(capsys) if f["code"] == "DC101"] == reported


def test_a_record_without_most_of_what_the_family_keeps_has_a_layout_of_its_own(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    """F#'s RFCs (seventeenth held-out set's copy): a tooling RFC written as Background, Scenarios, Proposal is
    another kind of record, not a language RFC that forgot its Summary; one that lacks only the Summary did."""
    folder = tmp_path / "rfcs"
    folder.mkdir()
    (folder / "RFC_template.md").write_text("# F# RFC FS-NNNN - Title\n\n# Summary\n\nOne paragraph.\n\n"
                                            "# Motivation\n\nWhy.\n\n# Detailed design\n\nHow.\n\n"
                                            "# Drawbacks\n\nWhy not.\n\n# Alternatives\n\nWhat else.\n")
    optional = ["Motivation", "Detailed design", "Drawbacks", "Alternatives"]
    for number in range(1, 21):
        # Each of those four is left out by three records in twenty (85%: what most keep, none required) ...
        parts = ["Summary", *(part for at, part in enumerate(optional) if number % 6 != at + 1)]
        if number == 7:
            parts = ["Background", "Scenarios", "Proposal"]  # ... and a tooling RFC has none of them
        if number == 12:
            parts.remove("Summary")
        body = "".join(f"# {part}\n\nText {number}.\n\n" for part in parts)
        (folder / f"FS-{1000 + number}-change.md").write_text(f"# F# RFC FS-{1000 + number} - Change\n\n{body}")
    (tmp_path / ".doccheck.toml").write_text("")
    monkeypatch.chdir(tmp_path)
    assert [f["path"] for f in check(capsys) if f["code"] == "DC101"] == ["rfcs/FS-1012-change.md"]


@pytest.mark.parametrize(("name", "outline", "reported"), [
    ("strategic-design", ["Strategic Rules", "Layered Architecture", "Aggregate Rules"], False),
    ("strategic-design", ["Dependency Flow", "Layered Architecture", "Aggregate Rules"], True),
    ("0013-strategic-design", ["Strategic Rules", "Layered Architecture", "Aggregate Rules"], True),
])
def test_a_record_that_shares_none_of_its_familys_sections_is_written_to_another_outline(
        name: str, outline: list[str], reported: bool, tmp_path: Path, capsys: pytest.CaptureFixture[str],
        monkeypatch: pytest.MonkeyPatch) -> None:
    """xuanwu's domain pages (hundred-and-twentieth held-out set): beside five pages that end on a Document Network,
    a reference note on Evans's strategic design in twelve chapters of its own, none of them the template's or
    another page's, is another kind of page, not one that forgot its Document Network. One that shares a section
    with them did forget it; so did one numbered as a record (Gardener's GEP 13, in an outline of its own)."""
    folder = tmp_path / "docs" / "domain"
    folder.mkdir(parents=True)
    (folder / "page-template.md").write_text("# <Page>\n\n## Purpose\n\nWhy.\n\n## Dependency Flow\n\nHow.\n\n"
                                             "## Document Network\n\nLinks.\n\n## Constraints\n\nLimits.\n")
    for page in ("contexts", "events", "language", "subdomains", "context-map"):
        (folder / f"{page}.md").write_text(f"# {page}\n\n## {page.title()} Rules\n\nWho.\n\n"
                                           f"{'## Dependency Flow' if page < 'l' else ''}\n\nHow.\n\n"
                                           "## Document Network\n\nLinks.\n")
    (folder / f"{name}.md").write_text("# Strategic design\n\n" + "".join(f"# {title}\n\nText.\n\n"
                                                                          for title in outline))
    (tmp_path / ".doccheck.toml").write_text("")
    monkeypatch.chdir(tmp_path)
    assert [f["path"] for f in check(capsys) if f["code"] == "DC101"] == [f"docs/domain/{name}.md"] * reported


def test_a_first_heading_that_numbers_the_sections_is_no_title_number(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    """TVM's RFCs (nineteenth held-out set) keep their name in header bullets and number their sections at the
    top level, `# 1. Summary`, `# 2. Motivation`: the 1 is no record's number. A title numbered as another
    record is still reported."""
    folder = tmp_path / "rfcs"
    folder.mkdir()
    (folder / "0022-constants.md").write_text(
        "- Feature Name: constants\n- Start Date: 2021-06-01\n\n# 1. Summary\n\nWhat.\n\n# 2. Motivation\n\nWhy.\n")
    (folder / "0023-allocate.md").write_text("# 3. Allocate\n\n## Summary\n\nWhat.\n\n## Motivation\n\nWhy.\n")
    (tmp_path / ".doccheck.toml").write_text('[[types]]\nname = "rfc"\nglobs = ["rfcs/*.md"]\nnumbered = true\n')
    monkeypatch.chdir(tmp_path)
    assert [(f["path"], f["message"]) for f in check(capsys) if f["code"] == "DC103"] == [
        ("rfcs/0023-allocate.md", "title says 3 but the file name says 23")]


@pytest.mark.parametrize(("first_two", "reported"), [
    # Records before the first that keeps a section are asked for it (a process may require it of every record,
    # CIP-1's "All CIPs must include" of its first ones too) ...
    ("nygard", ["docs/adr/0001-choice-1.md", "docs/adr/0002-choice-2.md", "docs/adr/0007-choice-7.md"]),
    ("one", ["docs/adr/0001-choice-1.md", "docs/adr/0007-choice-7.md"]),
    # ... unless it is the one `adr init` writes, in Nygard's sections before any template of the team's.
    ("bootstrap", ["docs/adr/0007-choice-7.md"]),
])
def test_records_written_before_the_family_kept_a_section_are_not_asked_for_it(
        first_two: str, reported: list[str], tmp_path: Path, capsys: pytest.CaptureFixture[str],
        monkeypatch: pytest.MonkeyPatch) -> None:
    """vultron's and uplc's ADR folders (nineteenth held-out set) begin with adr-tools' 'Record architecture
    decisions', written before the team took MADR's template: it is not asked for MADR's Considered Options."""
    folder = tmp_path / "docs" / "adr"
    folder.mkdir(parents=True)
    (folder / "template.md").write_text(
        "# [short title]\n\n## Context and Problem Statement\n\n[Describe the context.]\n\n"
        "## Considered Options\n\n* [option 1]\n\n## Decision Outcome\n\nChosen option: [option 1].\n\n"
        "## Consequences\n\n[consequences]\n")
    lacking = {"nygard": (1, 2), "one": (1,), "bootstrap": (1,)}[first_two]
    for number in range(1, 31):
        title = "Record architecture decisions" if first_two == "bootstrap" and number == 1 else f"Choice {number}"
        options = "" if number in (*lacking, 7) else "## Considered Options\n\n* One\n* Two\n\n"
        (folder / f"{number:04d}-choice-{number}.md").write_text(
            f"# {number}. {title}\n\n## Context and Problem Statement\n\nWhy {number}.\n\n{options}"
            f"## Decision Outcome\n\nWe pick {number}.\n\n## Consequences\n\nSo.\n")
    (tmp_path / ".doccheck.toml").write_text("")
    monkeypatch.chdir(tmp_path)
    assert sorted(f["path"] for f in check(capsys) if f["code"] == "DC101") == reported


def test_a_record_of_the_past_is_not_asked_for_sections_nor_an_open_status_list_held_closed(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    """Chariott's MADR folder (eighteenth held-out set): superseded and deprecated design notes that go without
    the template's Considered Options are history nobody completes, while an accepted one is asked for it; the
    template's status list ends in `...`, so a status it does not name is not reported as foreign."""
    folder = tmp_path / "docs" / "adr"
    folder.mkdir(parents=True)
    (folder / "template.md").write_text(
        "# [short title]\n\n* Status: [proposed | accepted | rejected | deprecated | superseded | ...]\n\n"
        "## Context and Problem Statement\n\n[Describe the context.]\n\n## Considered Options\n\n* [option 1]\n\n"
        "## Decision Outcome\n\nChosen option: [option 1].\n\n## Links <!-- optional -->\n\n* [link]\n")
    statuses = {3: "deprecated", 5: "superseded by [ADR-0006](0006-choice-6.md)", 7: "accepted", 8: "approved"}
    for number in range(1, 10):
        options = "" if number in (3, 5, 7) else "## Considered Options\n\n* One\n* Two\n\n"
        (folder / f"{number:04d}-choice-{number}.md").write_text(
            f"# Choice {number}\n\n* Status: {statuses.get(number, 'accepted')}\n\n## Context and Problem Statement\n\n"
            f"Why {number}.\n\n{options}## Decision Outcome\n\nChosen option: One, because {number}.\n")
    (tmp_path / ".doccheck.toml").write_text("")
    monkeypatch.chdir(tmp_path)
    found = [(f["path"], f["code"]) for f in check(capsys) if f["code"] in ("DC101", "DC203")]
    assert found == [("docs/adr/0007-choice-7.md", "DC101")]


def _adr_folder(root: Path, template_name: str) -> Path:
    """kordis' layout: `adr000-template.md` beside `adrNNN-name.md` records, the series prefix glued to the number."""
    folder = root / "docs" / "architecture-decisions"
    folder.mkdir(parents=True)
    (folder / template_name).write_text(
        "# Title\n\n## Status\n\nWhat is the status, such as accepted, deprecated, superseded?\n\n"
        "## Context\n\nWhat is the issue that we're seeing that is motivating this decision or change?\n\n"
        "## Decision\n\nWhat is the change that we're proposing and/or doing?\n\n"
        "## Consequences\n\nWhat becomes easier or more difficult to do because of this change?\n")
    for number in range(1, 9):
        (folder / f"adr{number:03d}-topic-{number}.md").write_text(
            f"# ADR{number:03d}: Topic {number}\n\n## Status\n\naccepted\n\n## Context\n\nService {number} needs a "
            f"store.\n\n## Decision\n\nWe use store {number}.\n\n## Consequences\n\nOne more thing to run.\n")
    (root / ".doccheck.toml").write_text("")
    return folder


def test_a_template_named_with_its_series_prefix_glued_to_its_zeros_governs_its_family(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    folder = _adr_folder(tmp_path, "adr000-template.md")
    record = folder / "adr004-topic-4.md"
    record.write_text(record.read_text().replace("\naccepted\n", "\npostponed\n").replace(
        "Service 4 needs a store.", "What is the issue that we're seeing that is motivating this decision or change?"))
    monkeypatch.chdir(tmp_path)
    findings = check(capsys)
    # The template is no record: its prompt "What is the status, ..." is not reported as an unknown status.
    assert {f["path"] for f in findings} == {"docs/architecture-decisions/adr004-topic-4.md"}
    assert sorted(str(f["code"]) for f in findings) == ["DC203", "DC301"]
    status = next(f for f in findings if f["code"] == "DC203")
    assert "adr000-template.md lists (accepted, deprecated, superseded)" in str(status["message"])


def test_a_record_that_says_it_left_the_templates_sections_out_on_purpose_is_not_asked_for_them(
        family: Path, capsys: pytest.CaptureFixture[str]) -> None:
    note = "<!-- For simplicity, a lot of the boilerplate not relevant to a team definition was left out -->"
    said = write(family, 3, rfc(3, drop="Motivation", extra=f"{note}\n\n"))
    silent = write(family, 4, rfc(4, drop="Summary"))
    findings = check(capsys)
    assert [f for f in findings if f["path"] == said] == []
    assert [f["code"] for f in findings if f["path"] == silent] == ["DC101"]


CHEF_PROCESS = (  # chef/chef-rfc's RFC 000 writes its template in a fenced block that opens with front matter
    "---\nRFC: 000\nTitle: RFC Process\nStatus: Accepted\n---\n\n# RFC Process\n\n## Template\n\n```markdown\n---\n"
    "RFC: unassigned\nTitle: Title Goes Here\nStatus: Draft\n---\n\n# Title\n\n## Motivation\n\n    As a user, I "
    "want to X.\n\n## Specification\n\nHow.\n\n## Copyright\n\nThis work is in the public domain.\n```\n")


def _chef(root: Path, lacking: tuple[int, ...]) -> None:
    root.joinpath("rfc000-rfc-process.md").write_text(CHEF_PROCESS)
    for n in range(1, 51):
        copyright = "" if n in lacking else "## Copyright\n\nPublic domain.\n"
        root.joinpath(f"rfc{n:03d}-r{n}.md").write_text(
            f"---\nRFC: {n}\nTitle: R{n}\nStatus: Accepted\n---\n\nWhy {n}.\n\n## Motivation\n\nM{n}.\n\n"
            f"## Specification\n\nS{n}.\n\n{copyright}")


def test_a_fenced_template_that_opens_with_front_matter_has_fields_not_a_heading(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    _chef(tmp_path, ())
    (tmp_path / ".doccheck.toml").write_text("")
    monkeypatch.chdir(tmp_path)
    capsys.readouterr()
    main(["conventions", ".", "--format", "json"])
    learned = json.loads(capsys.readouterr().out)["families"][0]
    assert learned["template"] == "rfc000-rfc-process.md#template"
    assert learned["required_sections"][-3:] == ["Motivation", "Specification", "Copyright"]
    assert not any("RFC: unassigned" in name for name in learned["required_sections"])  # no heading of `---`


@pytest.mark.parametrize(("lacking", "reported"), [
    ((2, 5, 7, 9), []),  # the first RFCs, before the family kept a Copyright: written so
    ((2, 5, 7, 9, 34), ["rfc002-r2.md", "rfc005-r5.md", "rfc007-r7.md", "rfc009-r9.md", "rfc034-r34.md"]),  # a
    # late one: no era
    ((4,), ["rfc004-r4.md"]),  # one alone is a gap
    ((3, 11), ["rfc003-r3.md", "rfc011-r11.md"]),  # two of eleven: gaps (bitshares' BSIP 17 without its Copyright)
])
def test_records_written_before_their_family_kept_a_section_are_not_asked_for_it(
        lacking: tuple[int, ...], reported: list[str], tmp_path: Path, capsys: pytest.CaptureFixture[str],
        monkeypatch: pytest.MonkeyPatch) -> None:
    # chef/chef-rfc (thirtieth held-out set): RFC 000 asked every RFC for a public-domain Copyright once accepted;
    # the nine RFCs before it go without, every RFC after it has one
    _chef(tmp_path, lacking)
    (tmp_path / ".doccheck.toml").write_text("")
    monkeypatch.chdir(tmp_path)
    assert sorted(str(f["path"]) for f in check(capsys) if f["code"] == "DC101") == reported


def test_records_whose_header_names_their_kind_follow_the_template_of_that_kind(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    """aragon/AGPs (thirty-first held-out set) keeps a template per track in templates/; each AGP's `Track:`
    names its own. One template for all made every track's sections optional."""
    (tmp_path / "templates").mkdir()
    (tmp_path / "AGPs").mkdir()
    (tmp_path / "templates" / "finance_template.md").write_text(
        "---\nAGP: <number>\nTrack: Finance\n---\n\n# AGP-X: Title\n\n## Address of the transfer recipient\n\n"
        "<address>\n\n## Amount of the transfer\n\n<amount>\n\n## Motivation\n\n<why>\n")
    (tmp_path / "templates" / "meta_template.md").write_text(
        "---\nAGP: <number>\nTrack: Meta\n---\n\n# AGP-X: Title\n\n## Proposed change\n\n<what>\n\n"
        "## Motivation\n\n<why>\n\n## License\n\n<licence>\n")
    for n in range(1, 25):
        track = "Finance" if n % 2 else "Meta"
        body = ("## Address of the transfer recipient\n\n0xabc\n\n## Amount of the transfer\n\n5 ANT\n\n"
                if track == "Finance" else "## Proposed change\n\nA change.\n\n") + "## Motivation\n\nWhy.\n\n"
        body += "## License\n\nCC0.\n" if track == "Meta" and n != 8 else ""
        (tmp_path / "AGPs" / f"AGP-{n}.md").write_text(
            f"---\nAGP: {n}\nTitle: T{n}\nStatus: Approved\nTrack: {track}\n---\n\n# AGP-{n}: T{n}\n\n{body}")
    (tmp_path / ".doccheck.toml").write_text("")
    monkeypatch.chdir(tmp_path)
    found = [(f["path"], str(f["message"])) for f in check(capsys) if f["code"] == "DC101"]
    assert [(path, "templates/meta_template.md" in message) for path, message in found] == [("AGPs/AGP-8.md", True)]
    capsys.readouterr()
    main(["conventions", "."])
    out = capsys.readouterr().out
    assert "AGPs/: 12 documents, template templates/finance_template.md" in out
    assert "AGPs/: 12 documents, template templates/meta_template.md" in out
    main(["conventions", ".", "--write"])
    written = capsys.readouterr().out
    assert 'name = "learned-agps-finance-template"\nglobs = ["AGPs/AGP-1.md", "AGPs/AGP-11.md", ' in written
    assert 'name = "learned-agps-meta-template"\nglobs = ["AGPs/AGP-10.md", "AGPs/AGP-12.md", ' in written


GOOD_DOCS_TEMPLATE = ("# Title of your proposal\n\n## Proposed by\n\n{Put your name here.}\n\n## Proposal overview\n\n"
                      "{Summarize your proposal.}\n\n## Proposal\n\n{Explain the proposal.}\n\n"
                      "## Decisions deferred\n\n{Decisions that won't be resolved by this RFC.}\n\n"
                      "## Links\n\n{This section is optional.}\n\n"
                      "## Implementation checklist\n\n- [ ] Task\n")


def _good_docs(root: Path, lacking: tuple[int, ...], checklist: str = "Implementation checklist") -> None:
    (root / "rfc-template.md").write_text(GOOD_DOCS_TEMPLATE)
    (root / "rfcs").mkdir()
    for n in range(11):
        deferred = "" if n in lacking else "## Decisions deferred\n\nNone.\n\n"
        (root / "rfcs" / f"RFC-{n:03d}-r{n}.md").write_text(
            f"# RFC {n}\n\n## Proposed by\n\nAlyssa\n\n## Proposal overview\n\nO{n}.\n\n## Proposal\n\nP{n}.\n\n"
            f"{deferred}## {checklist if n == 1 else 'Implementation checklist'}\n\n- [x] Done\n")


@pytest.mark.parametrize(("lacking", "reported"), [
    ((0, 1, 2, 3), []),  # RFC 000 added the section to the template: 000-003 go without it, 004-010 keep it
    ((0, 1, 2, 4), ["RFC-000-r0.md", "RFC-001-r1.md", "RFC-002-r2.md", "RFC-004-r4.md"]),  # 003 keeps it: no day
    # the family took it up, four gaps
    ((0, 1, 2), ["RFC-000-r0.md", "RFC-001-r1.md", "RFC-002-r2.md"]),  # three early: gaps
    ((0, 1, 2, 3, 4, 5, 6, 7), []),  # kept by three only: not required at all
])
def test_a_small_family_that_took_a_section_up_on_a_day_does_not_ask_it_of_the_records_before(
        lacking: tuple[int, ...], reported: list[str], tmp_path: Path, capsys: pytest.CaptureFixture[str],
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The Good Docs Project's RFCs (thirty-eighth held-out set): too few for the first third of them to tell an era
    from gaps, but every record before the first keeper lacks the section and every one after keeps it."""
    _good_docs(tmp_path, lacking)
    (tmp_path / ".doccheck.toml").write_text("")
    monkeypatch.chdir(tmp_path)
    assert sorted(Path(str(f["path"])).name for f in check(capsys) if f["code"] == "DC101") == reported


@pytest.mark.parametrize(("heading", "reported"), [
    ("Implemention checklist", False),  # two letters dropped from a long word: the section, misspelt
    ("Implementaton checklist", False),  # one letter
    ("Implementation notes", False),  # the section in its place, under a name that keeps one of its words
    ("Release notes", True),  # another section
    ("Implement plan", True),  # five letters: another word
])
def test_a_heading_with_a_slipped_word_is_the_section(heading: str, reported: bool, tmp_path: Path,
                                                      capsys: pytest.CaptureFixture[str],
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    _good_docs(tmp_path, (), checklist=heading)
    (tmp_path / ".doccheck.toml").write_text("")
    monkeypatch.chdir(tmp_path)
    missing = [f for f in check(capsys) if f["code"] == "DC101" and "Implementation checklist" in str(f["message"])]
    assert bool(missing) == reported


def test_a_heading_that_is_another_of_the_templates_sections_does_not_stand_for_this_one(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    """The Good Docs Project's template has both a 'Proposal overview' and a 'Proposal': a record's '## Proposal'
    is its Proposal, and one without the overview lacks it (thirty-eighth held-out set, a missed injection)."""
    _good_docs(tmp_path, ())
    record = tmp_path / "rfcs" / "RFC-007-r7.md"
    record.write_text(record.read_text().replace("## Proposal overview\n\nO7.\n\n", ""))
    (tmp_path / ".doccheck.toml").write_text("")
    monkeypatch.chdir(tmp_path)
    assert [(Path(str(f["path"])).name, "'Proposal overview'" in str(f["message"])) for f in check(capsys)
            if f["code"] == "DC101"] == [("RFC-007-r7.md", True)]


def test_the_first_records_fenced_template_is_its_familys(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    """ukazap/d9s: `adr/0: Architecture Decision Records` writes the folder's template under `### Template`; seven
    records and no template file made no family, so the template's text left in a record went unseen."""
    adr = tmp_path / "docs" / "adr"
    adr.mkdir(parents=True)
    (adr / "0-architecture-decision-records.md").write_text(
        "# adr/0: Architecture Decision Records\n\nDate: 2025-06-14\n\n## Context\nWhy.\n\n## Decision\nUse ADRs.\n\n"
        "### Template\n```markdown\n# adr/N: Title\n\nDate: YYYY-MM-DD\n\n## Context\nProblem being solved\n\n"
        "## Decision\nWhat we're doing\n\n## Consequences\nTrade-offs and implications\n```\n\n"
        "## Consequences\nSimple.\n")
    for n in range(1, 7):
        consequences = "Trade-offs and implications" if n == 4 else f"Effects of {n}."
        (adr / f"{n}-topic-{n}.md").write_text(f"# adr/{n}: Topic {n}\n\nDate: 2025-06-{14 + n}\n\n"
                                               f"## Context\nC{n}.\n\n## Decision\nD{n}.\n\n"
                                               f"## Consequences\n{consequences}\n")
    (tmp_path / ".doccheck.toml").write_text("")
    monkeypatch.chdir(tmp_path)
    assert [(Path(str(f["path"])).name, f["code"]) for f in check(capsys)] == [("4-topic-4.md", "DC301")]


def test_a_field_the_built_in_kind_asks_for_is_not_asked_where_the_family_template_does_not_write_it(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    """uyuni-project/uyuni-rfc (seventy-seventh held-out set): Rust's RFC outline, whose template writes only
    `Feature Name` and `Start Date`; its first RFCs kept Rust's `RFC PR: (leave this empty)` line, the later ones
    do not, and each of those was told Rust's kind asks for an RFC PR (54 findings). Where the family's template
    writes the field, a record that leaves it out is still told."""
    def family(folder: str, template_pr: str) -> None:
        (tmp_path / folder / "accepted").mkdir(parents=True)
        (tmp_path / folder / "0000-template.md").write_text(
            f"- Feature Name: (fill with a unique ident, my_awesome_feature)\n- Start Date: (fill with today's date)\n"
            f"{template_pr}\n# Summary\n[summary]: #summary\n\nBrief explanation.\n\n# Motivation\n\nWhy.\n\n"
            "# Detailed design\n\nThe bulk.\n\n# Drawbacks\n\nWhy not.\n\n# Alternatives\n\nOthers.\n")
        for number in range(1, 9):
            pr = f"- RFC PR: https://github.com/o/r/pull/{number}\n" if number <= 5 else ""
            (tmp_path / folder / "accepted" / f"{number:05d}-feature-{number}.md").write_text(
                f"- Feature Name: feature {number}\n- Start Date: 2016-01-0{number}\n{pr}\n# Summary\n\n"
                f"Feature {number}.\n\n# Motivation\n\nWhy.\n\n# Detailed design\n\nHow.\n\n# Drawbacks\n\n"
                "None.\n\n# Alternatives\n\nNone.\n")
    family("dropped", "")
    family("kept", "- RFC PR: (the pull request's address)\n")
    (tmp_path / ".doccheck.toml").write_text("")
    monkeypatch.chdir(tmp_path)
    found = sorted(str(f["path"]) for f in check(capsys) if f["code"] == "DC201")
    assert found == [f"kept/accepted/0000{n}-feature-{n}.md" for n in (6, 7, 8)], found


def test_older_records_beside_those_written_to_a_template_kept_elsewhere_are_held_to_what_it_still_asks(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    """openshift/enhancements (seventy-seventh held-out set): `guidelines/enhancement_template.md` governs
    `enhancements/<area>/*.md`; the records written to it now are one family, the older ones (written to an
    earlier template, with an Implementation History it has since dropped) were another, learned without the
    template: 30 records without an Implementation History were told to add one, and the template's text left in
    one of them went unseen. They are held to what the template still asks, in its words; its marks of what is
    optional say nothing of the rest to them (Graduation Criteria, kept by 264 of the 419, is not asked of them)."""
    LATER = ("Test Plan", "Graduation Criteria", "Upgrade Strategy", "Version Skew Strategy", "Support Procedures",
             "Open Questions [optional]")
    (tmp_path / "guidelines").mkdir()
    (tmp_path / "guidelines" / "enhancement_template.md").write_text(
        "---\ntitle: neat-enhancement-idea\ntracking-link:\n  - https://issues.example.com/browse/TBD\n"
        "status: provisional|implementable|implemented\n---\n\n# Neat Enhancement\n\n"
        "## Summary\n\nThe `Summary` section is important for producing high quality\n"
        "user-focused documentation such as release notes.\n\n"
        "## Motivation\n\nThis section is for explicitly listing the motivation.\n\n## Proposal\n\n"
        "This section should explain what the proposal actually is.\n\n" + "".join(
            f"## {name}\n\nWhat the {name.lower()} is.\n\n" for name in LATER))
    newer = "## Summary\n\nS.\n\n## Motivation\n\nM.\n\n## Proposal\n\nP.\n\n" + "".join(
        f"## {name}\n\nOurs.\n\n" for name in LATER)
    older = "## Summary\n\n{summary}\n\n## Motivation\n\nM.\n\n## Proposal\n\nP.\n\n{graduation}{history}"
    AREAS = ("network", "storage", "installer")
    for area in AREAS:
        (tmp_path / "enhancements" / area).mkdir(parents=True)
    for n in range(1, 6):
        (tmp_path / "enhancements" / AREAS[n % 3] / f"newer-{chr(96 + n)}.md").write_text(
            f"---\ntitle: newer-{chr(96 + n)}\ntracking-link:\n  - https://issues.example.com/browse/E-{n}\n"
            f"status: implementable\n---\n\n# Newer {n}\n\n{newer}")
    for n in range(1, 11):
        summary = "The `Summary` section is important for producing high quality\nuser-focused documentation such as " \
            "release notes." \
            if n == 2 else f"Older {n}."
        history = "" if n == 2 else "## Implementation History\n\nMerged in 4.2.\n"
        area = AREAS[n % 3]
        (tmp_path / "enhancements" / area / f"older-{chr(96 + n)}.md").write_text(
            f"---\ntitle: older-{chr(96 + n)}\nstatus: implemented\n---\n\n# Older {n}\n\n"
            + older.format(summary=summary, history=history,
                           graduation="## Graduation Criteria\n\nGA in 4.3.\n\n" if n <= 7 else ""))
    (tmp_path / ".doccheck.toml").write_text("")
    monkeypatch.chdir(tmp_path)
    found = [(f["path"], f["code"]) for f in check(capsys) if f["code"] in ("DC101", "DC301")]
    assert found == [("enhancements/installer/older-b.md", "DC301")], found


def test_a_section_written_deep_in_a_long_record_is_there(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    """openshift/enhancements' vSphere zones enhancement (seventy-seventh held-out set) writes its Support
    Procedures as a `####` under Design Details, after some forty other sub-headings: only the first thirty were
    kept, and the section was reported missing."""
    (tmp_path / "docs").mkdir()
    (tmp_path / "docs" / "template.md").write_text(
        "# Title\n\n## Summary\n\nOne paragraph.\n\n## Proposal\n\nWhat.\n\n"
        "## Support Procedures\n\nHow to support it.\n")
    for n in range(1, 6):
        (tmp_path / "docs" / f"{n:04d}-record.md").write_text(
            f"# Record {n}\n\n## Summary\n\nS.\n\n## Proposal\n\nP.\n\n## Support Procedures\n\nH.\n")
    steps = "".join(f"### Step {n}\n\nDone.\n\n" for n in range(1, 41))
    (tmp_path / "docs" / "0006-record.md").write_text(
        f"# Record 6\n\n## Summary\n\nS.\n\n## Proposal\n\nP.\n\n{steps}#### Support Procedures\n\nCall us.\n")
    (tmp_path / ".doccheck.toml").write_text("")
    monkeypatch.chdir(tmp_path)
    assert [(f["path"], f["code"]) for f in check(capsys) if f["code"] in ("DC101", "DC102")] == []



def test_unnumbered_records_written_before_a_section_was_the_family_s_way_are_told_by_their_dates(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    """openshift/enhancements (seventy-seventh held-out set): its template took up Support Procedures in 2021; the
    2019 and 2020 records go without, every later one has it. Numbered families had this (a section "kept since"
    a number); unnumbered records had no order, and a 2019 record was told to add the section. Their dates are one."""
    (tmp_path / "proposals").mkdir()
    (tmp_path / "proposals" / "template.md").write_text(
        "---\ntitle: neat-idea\ncreation-date: yyyy-mm-dd\n---\n\n# Neat Idea\n\n## Summary\n\nOne paragraph.\n\n"
        "## Proposal\n\nWhat.\n\n## Support Procedures\n\nHow to support it.\n\n## Open Questions [optional]\n\n"
        "What is not known.\n")
    days = [f"2019-0{m}-10" for m in range(1, 6)] + [f"2022-{m:02d}-10" for m in range(1, 13)]
    for n, day in enumerate(days):
        support = "" if day < "2021" else "## Support Procedures\n\nCall us.\n"
        (tmp_path / "proposals" / f"idea-{chr(97 + n)}.md").write_text(
            f"---\ntitle: idea-{chr(97 + n)}\ncreation-date: {day}\n---\n\n# Idea {n}\n\n## Summary\n\nS.\n\n"
            f"## Proposal\n\nP.\n\n{support}")
    (tmp_path / ".doccheck.toml").write_text("")
    monkeypatch.chdir(tmp_path)
    assert [(f["path"], f["code"]) for f in check(capsys) if f["code"] == "DC101"] == []
    assert main(["conventions", "--format", "json", "."]) == 0
    family = json.loads(capsys.readouterr().out)["families"][0]
    assert family["sections_kept_since"] == {"support procedures": "after 2019-05-10"}, family

def _problem_statements(root: Path, created: str = "2026-05-01", status: str = "Proposed") -> None:
    """Midnight's problem statements (seventy-eighth held-out set): `mps/mps-template.md` (`Created: DD-MMM-YYYY`),
    MPS-1 the process, which defines the statuses in bold (`**Draft:** ...`), lists a record's sections in bold
    too, and writes the template out in its text; five records."""
    (root / "mps").mkdir()
    header = "---\nMPS: <Number>\nTitle: <Title>\nStatus: <Status>\nCreated: DD-MMM-YYYY\n---\n\n"
    body = ("## Abstract\n\nA short description of the problem being addressed.\n\n## Problem\n\nDescribe the current "
            "challenges in detail.\n\n## Goals\n\nList the high-level objectives that solutions should achieve.\n")
    (root / "mps" / "mps-template.md").write_text(header + body)
    (root / "mps" / "mps-0001-mps-process.md").write_text(
        "---\nMPS: 1\nTitle: Midnight Problem Statement Process\nStatus: Accepted\nCreated: 18-JUN-2026\n---\n\n"
        "# MPS Process\n\n### MPS Statuses\n\n- **Draft:** Being written.\n- **Proposed:** Proposed to the editors.\n"
        "  Writing and revision are done.\n- **Accepted:** The editors accept it.\n- **Rejected:** Turned down.\n"
        "- **Resolved:** The problem is addressed.\n\n### What an MPS holds\n\n- **Abstract** — a summary.\n"
        "- **Problem** — the challenges.\n- **Goals** — the objectives.\n- **Open Questions** — what is unknown.\n"
        "- **Recommended MIPs** — the proposals that follow.\n- **Copyright** — the waiver.\n\n"
        "### MPS Template\n\nAll MPS documents must follow this template:\n\n" + body)
    for number in range(2, 7):
        (root / "mps" / f"mps-{number:04d}-problem-{number}.md").write_text(
            f"---\nMPS: {number}\nTitle: Problem {number}\nStatus: {status if number == 6 else 'Proposed'}\n"
            f"Created: {created if number == 6 else '2026-05-01'}\n---\n\n## Abstract\n\nProblem {number}.\n\n"
            f"## Problem\n\nIt hurts.\n\n## Goals\n\nIt stops.\n")
    (root / ".doccheck.toml").write_text("")


def test_a_process_document_that_writes_the_template_out_shows_its_text(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    """MPS-1 writes the template out, unfenced, under "All MPS documents must follow this template": its prompts
    are shown there, not left unwritten (DC301, seven on MIP-1)."""
    _problem_statements(tmp_path)
    monkeypatch.chdir(tmp_path)
    assert [(f["path"], f["code"]) for f in check(capsys) if f["code"] == "DC301"] == []


def test_a_process_document_defines_statuses_in_bold_with_the_colon_inside(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    """`**Resolved:** ...` defines a status as `**Resolved**: ...` does; a bold list of a record's sections, two
    of which read as statuses (Open Questions, Recommended MIPs), defines none: the family's statuses were
    `abstract, vision, problem, ...`."""
    _problem_statements(tmp_path, status="Resolved")
    monkeypatch.chdir(tmp_path)
    assert [(f["path"], f["code"]) for f in check(capsys) if f["code"] == "DC203"] == []
    assert main(["conventions", "--format", "json", "."]) == 0
    families = json.loads(capsys.readouterr().out)["families"]
    assert "resolved" in families[0]["statuses"] and "abstract" not in families[0]["statuses"]


def test_a_template_writing_its_date_as_dd_mmm_yyyy_puts_the_day_first(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    """`Created: DD-MMM-YYYY` in the template: a record's `02-06-2026` is 2 June, not ambiguous (DC205)."""
    _problem_statements(tmp_path, created="02-06-2026")
    monkeypatch.chdir(tmp_path)
    assert [(f["path"], f["code"]) for f in check(capsys) if f["code"] == "DC205"] == []


def test_a_book_s_lettered_appendices_share_a_number_by_design(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    """Asveora's specification (eightieth held-out set) is a book, `artifacts/src/08-appendices/08-a-...md` to
    `08-h-...md` beside `08-0-appendices-overview.md`: eight appendices of chapter 8 told apart by their letter,
    each reported as a second number 8 (DC401). Two pages under one letter still clash; a record whose name opens
    with an article (`0003-a-decision.md`) is no lettered part."""
    appendices = tmp_path / "book" / "08-appendices"
    appendices.mkdir(parents=True)
    (appendices / "08-0-appendices-overview.md").write_text("# 8. Appendices\n\nThe appendices.\n")
    for letter in "abcdefghij":
        (appendices / f"08-{letter}-appendix-{letter}.md").write_text(f"# 8.{letter} Appendix\n\nText.\n")
    (appendices / "08-b-appendix-b-variant.md").write_text("# 8.b Appendix, a variant\n\nText.\n")
    adrs = tmp_path / "adr"
    adrs.mkdir()
    for number in range(1, 5):
        (adrs / f"{number:04d}-decision-{number}.md").write_text(
            f"# {number}. Decision {number}\n\n## Status\n\nAccepted\n\n## Context\n\nC.\n\n## Decision\n\nD.\n")
    (adrs / "0003-a-second-decision.md").write_text(
        "# 3. A second decision\n\n## Status\n\nAccepted\n\n## Context\n\nC.\n\n## Decision\n\nD.\n")
    (tmp_path / ".doccheck.toml").write_text("")
    monkeypatch.chdir(tmp_path)
    found = sorted(str(f["path"]) for f in check(capsys) if f["code"] == "DC401")
    assert found == ["adr/0003-a-second-decision.md", "adr/0003-decision-3.md",
                     "book/08-appendices/08-b-appendix-b-variant.md", "book/08-appendices/08-b-appendix-b.md"], found


def test_a_numbered_section_holds_the_parts_numbered_under_it_at_its_own_level(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    """SONiC's designs (two-hundred-and-third held-out set) number their headings and write a part at its section's
    level: `## 2. Design`, then `## 2.1. Overview`. The section holds its parts; one followed by `## 3. Testing` is
    empty."""
    folder = tmp_path / "doc"
    folder.mkdir()
    (folder / "hld_template.md").write_text(
        "# Feature Name\n\n## 1. Introduction\n\n<!-- What the feature is. -->\n\n## 2. Design\n\n"
        "<!-- How it works. -->\n\n## 3. Testing\n\n<!-- How it is tested. -->\n")
    for number in range(1, 8):
        design = ("## 2. Design\n\n## 3. Testing\n\nUnit tests.\n" if number == 4 else
                  "## 2. Design\n\n## 2.1. Overview\n\nA daemon.\n\n## 2.2. Configuration\n\nA table.\n\n"
                  "## 3. Testing\n\nUnit tests.\n")
        (folder / f"feature-{number}.md").write_text(
            f"# Feature {number}\n\n## 1. Introduction\n\nFeature {number} forwards logs.\n\n{design}")
    (tmp_path / ".doccheck.toml").write_text("")
    monkeypatch.chdir(tmp_path)
    assert [(f["path"], f["line"]) for f in check(capsys) if f["code"] == "DC102"] == [("doc/feature-4.md", 7)]


def test_a_numbered_part_is_told_from_the_next_section() -> None:
    from doccheck.rules.structure import numbered_part

    assert numbered_part("2. Design", "2.1. Overview")
    assert numbered_part("2.3 Configuration", "2.3.1 Overview")
    assert not numbered_part("2. Design", "3. Testing")
    assert not numbered_part("2. Design", "21. Other")
    assert not numbered_part("Design", "2.1. Overview")


def test_a_question_word_section_is_not_the_start_of_every_question(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    """Video.js's decisions (two-hundred-and-thirteenth held-out set) have a template section `## Why`; one record
    writes `## Rationale`, then its reasons under `## Why Components win for gestures` at the same level: the
    section holds them, not the family's Why. A Rationale followed by the next section is still empty."""
    folder = tmp_path / "decisions"
    folder.mkdir()
    (folder / "TEMPLATE.md").write_text("# Title\n\n## Decision\n\nWhat.\n\n## Context\n\nWhy now.\n\n## Why\n\n"
                                        "The reasons.\n")
    for number in range(1, 8):
        why = {3: "## Rationale\n\n## Why components win\n\nProps.\n", 5: "## Rationale\n\n## Context\n\nC.\n"}.get(
            number, "## Why\n\nProps.\n")
        context = "" if number == 5 else "## Context\n\nUsers asked.\n\n"
        (folder / f"decision-{number}.md").write_text(
            f"---\nstatus: decided\n---\n\n# Decision {number}\n\n## Decision\n\nWe do {number}.\n\n{context}{why}")
    (tmp_path / ".doccheck.toml").write_text("")
    monkeypatch.chdir(tmp_path)
    assert [(f["path"], f["line"]) for f in check(capsys) if f["code"] == "DC102"] == [("decisions/decision-5.md", 11)]


def _cips(tmp_path: Path, slip: str = "Under Discussion", count: int = 7) -> None:
    """Chroma's CIPs (two-hundred-and-twelfth held-out set): a few numbered proposals, no template, each with
    `## Status` over `Current Status: `Under Discussion``, as Kafka's KIPs write it."""
    folder = tmp_path / "docs" / "cip"
    folder.mkdir(parents=True)
    for number in range(1, count + 1):
        status = slip if number == 3 else "Accepted" if number == 2 else "Under Discussion"
        (folder / f"CIP_{number}_Feature_{number}.md").write_text(
            f"# CIP-{number} Feature {number}\n\n## Status\n\nCurrent Status: `{status}`\n\n## Motivation\n\n"
            f"Users want {number}.\n\n## Proposed Changes\n\nWe add {number}.\n")
    (tmp_path / ".doccheck.toml").write_text("")


def test_a_few_numbered_proposals_that_each_write_a_status_are_a_family(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    """Seven CIPs are fewer than a folder needs for a model of its own, but each writes a status: records, whose
    status words are theirs, and a slip of them is reported. A status's label (`Current Status:`) is no part of it."""
    _cips(tmp_path, slip="Under Discusion")
    monkeypatch.chdir(tmp_path)
    found = [(f["path"], f["line"], f["code"]) for f in check(capsys)]
    assert found == [("docs/cip/CIP_3_Feature_3.md", 5, "DC203")], found
    assert main(["conventions", "--format", "json", "."]) == 0
    families = json.loads(capsys.readouterr().out)["families"]
    assert [(f["folder"], f["documents"], f["status_counts"]) for f in families] == [
        ("docs/cip", 7, {"in-review": 5, "accepted": 1, "under-discusion": 1})]


def test_a_few_numbered_notes_without_statuses_are_no_family(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    """Seven numbered documents, none writing a status: a guide's chapters, not records; nothing is learned."""
    folder = tmp_path / "guide"
    folder.mkdir()
    for number in range(1, 8):
        (folder / f"0{number}-chapter-{number}.md").write_text(f"# Chapter {number}\n\n## Steps\n\nDo {number}.\n")
    (tmp_path / ".doccheck.toml").write_text("")
    monkeypatch.chdir(tmp_path)
    assert main(["conventions", "--format", "json", "."]) == 0
    assert json.loads(capsys.readouterr().out)["families"] == []


def test_a_templates_prompt_kept_in_part_is_still_its_text(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    """NHS England's "Any Decision Record" template (two-hundred-and-tenth held-out set) prompts its Context in one
    long paragraph; a record that kept its first sentences and cut the rest never wrote its Context. One that
    opens with the first sentence and goes on in its own words has written it."""
    folder = tmp_path / "docs" / "adr"
    folder.mkdir(parents=True)
    prompt = ("Describe the context and the problem statement. Is there a relationship to other decisions previously "
              "made? Are there any dependencies and/or constraints within which the decision will be made? This "
              "should also be explicitly documented.")
    (folder / "ADR-nnn_Template.md").write_text(f"# ADR-nnn: Title\n\n## Context\n\n{prompt}\n\n## Decision\n\n"
                                                "Describe the decision.\n")
    contexts = {3: "Describe the context and the problem statement. Is there a relationship to other decisions "
                   "previously made?",
                5: "Describe the context and the problem statement. Our clinics need a framework we know."}
    for number in range(1, 8):
        context = contexts.get(number, f"Clinics need tool {number}.")
        (folder / f"ADR-00{number}-tool-{number}.md").write_text(
            f"# ADR-00{number}: Tool {number}\n\n## Context\n\n{context}\n\n## Decision\n\nWe use tool {number}.\n")
    (tmp_path / ".doccheck.toml").write_text("")
    monkeypatch.chdir(tmp_path)
    assert [(f["path"], f["line"]) for f in check(capsys) if f["code"] == "DC301"] == [
        ("docs/adr/ADR-003-tool-3.md", 5)]


def test_a_template_whose_sections_may_be_adapted_asks_only_what_all_but_one_keep(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    """The MCP's SEP template (two-hundred-and-sixteenth held-out set) says "You may adapt sections based on the
    specific needs of your proposal" and marks one section optional: a section three in four SEPs keep is the
    author's to adapt, one all but one keep is still asked for."""
    folder = tmp_path / "seps"
    folder.mkdir()
    (folder / "TEMPLATE.md").write_text(
        "# SEP-{NUMBER}: {Title}\n\n> **Note**: You may adapt sections based on the specific needs of your proposal."
        "\n\n- **Status**: Draft | Final\n\n## Abstract\n\nBrief summary.\n\n## Specification\n\nThe syntax.\n\n"
        "## Security Implications\n\nAny security concerns.\n\n## Additional Optional Sections\n\nMore.\n")
    for number in range(1, 13):
        security = "" if number % 4 == 0 else "## Security Implications\n\nNone.\n\n"
        specification = "" if number == 5 else "## Specification\n\nA field.\n\n"
        (folder / f"{number}-sep-{number}.md").write_text(
            f"# SEP-{number}: Thing {number}\n\n- **Status**: Final\n\n## Abstract\n\nThing {number}.\n\n"
            f"{specification}{security}")
    (tmp_path / ".doccheck.toml").write_text("")
    monkeypatch.chdir(tmp_path)
    assert [(f["path"], f["code"]) for f in check(capsys) if f["code"] == "DC101"] == [("seps/5-sep-5.md", "DC101")]


def test_a_few_statused_records_are_held_to_their_statuses_alone(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    """chimera's research notes (hundred-and-nineteenth held-out set): seven numbered notes, each `status: complete`,
    two of each of two topics numbered alike on purpose, one without the sections the others keep. Too few to say
    what they all keep: only a slip of their statuses is reported."""
    folder = tmp_path / "research"
    folder.mkdir()
    names = ["01-auto-skills", "01-prompt-tuning", "02-autoresearch", "02-experiments", "03-infra", "04-agents",
             "05-swarm"]
    for at, name in enumerate(names):
        status = "compelte" if at == 4 else "complete"
        sections = "## Notes\n\nN.\n" if at == 6 else "## Findings\n\nF.\n\n## Sources\n\nS.\n"
        (folder / f"{name}.md").write_text(f"---\nstatus: {status}\n---\n\n# {name}\n\n{sections}")
    (tmp_path / ".doccheck.toml").write_text("")
    monkeypatch.chdir(tmp_path)
    assert [(f["path"], f["code"]) for f in check(capsys)] == [("research/03-infra.md", "DC203")]


def test_files_of_a_records_own_folder_share_its_number_as_one_record() -> None:
    """ECommerceApp's ADRs (277th held-out set) keep each record in a folder named for its number, with its card
    (README.md) and its migration plan: two files of `docs/adr/0030/` numbered 30 are one record's parts, not a
    duplicate number. Two files numbered 30 in a folder named for another number (a year's), or in two folders,
    still clash."""
    from doccheck.repo.conventions import _its_folders

    assert _its_folders(["docs/adr/0030/README.md", "docs/adr/0030/migration-plan.md"], 30)
    assert not _its_folders(["docs/adr/2024/0030-a.md", "docs/adr/2024/0030-b.md"], 30)
    assert not _its_folders(["docs/adr/0030/README.md", "docs/adr/0031/0030-x.md"], 30)
    assert not _its_folders(["book/08-appendices/08-b-x.md", "book/08-appendices/08-b-y.md"], 8)


def test_a_section_the_template_asks_of_some_records_only_is_not_missing_from_the_rest(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    """Signum's SIPs (279th held-out set) copy EIP 1's words under their template's `## Backwards Compatibility`:
    "All SIPs that introduce backwards incompatibilities must include a section describing these
    incompatibilities ... may be rejected outright". A SIP that breaks nothing goes without it (twelve were
    reported); the template's Abstract, kept by all but one, is still missing from that one."""
    folder = tmp_path / "SIP"
    folder.mkdir()
    template = ("---\nsip: <to be assigned>\ntitle: <title>\nstatus: Draft\n---\n\n## Abstract\n\nA short summary.\n\n"
                "## Specification\n\nThe technical specification.\n\n## Backwards Compatibility\n\nAll SIPs that "
                "introduce backwards incompatibilities must include a section describing these incompatibilities "
                "and their severity. SIP submissions without a sufficient backwards compatibility treatise may be "
                "rejected outright.\n\n## Copyright\n\nCC0.\n")
    (folder / "sip-template.md").write_text(template)
    for number in range(1, 14):
        body = (("" if number == 4 else f"## Abstract\n\nSIP {number}.\n\n") + "## Specification\n\nHow.\n\n"
                + ("## Backwards Compatibility\n\nNone broken.\n\n" if number > 3 else "") + "## Copyright\n\nCC0.\n")
        (folder / f"sip-{number}.md").write_text(
            f"---\nsip: {number}\ntitle: Proposal {number}\nstatus: Final\n---\n\n{body}")
    (tmp_path / ".doccheck.toml").write_text("")
    monkeypatch.chdir(tmp_path)
    assert [(f["path"], f["code"], "Abstract" in f["message"]) for f in check(capsys)] == [
        ("SIP/sip-4.md", "DC101", True)]


def test_a_part_or_a_report_titled_under_a_phases_number_shares_it(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    """nano-ros's roadmap (332nd held-out set) keeps "Phase 244.D1 — ... handoff", "Phase 208 Stage 2 — ... Summary",
    "Phase 124 Test Triage - ..." and "Phase 208 — follow-ups" beside their phases, under the phase's number: parts
    of it, and reports on it. Two phases given one number ("Phase 117 — Cyclone DDS", "Phase 117 — ESP32-S3") are
    still a number taken twice."""
    roadmap = tmp_path / "docs" / "roadmap"
    roadmap.mkdir(parents=True)
    for n in range(100, 130):
        (roadmap / f"phase-{n}-work-{n}.md").write_text(f"# Phase {n} — Work {n}\n\n**Status:** Complete.\n\nx\n")
    (roadmap / "phase-124-test-triage-2026-05-14.md").write_text("# Phase 124 Test Triage - 2026-05-14\n\nx\n")
    (roadmap / "phase-110-followups.md").write_text("# Phase 110 — follow-ups (issues not fixed)\n\nx\n")
    (roadmap / "phase-111-audit-findings.md").write_text("# Phase 111 Stage 2 — Audit Summary\n\nx\n")
    (roadmap / "phase-112-D1-handoff.md").write_text("# Phase 112.D1 — migration handoff checkpoint\n\nx\n")
    (roadmap / "phase-117-esp32s3-qemu-dds.md").write_text("# Phase 117 — ESP32-S3 DDS\n\n**Status:** Done.\n\nx\n")
    (tmp_path / ".doccheck.toml").write_text("")
    monkeypatch.chdir(tmp_path)
    found = sorted(str(f["path"]) for f in check(capsys) if f["code"] == "DC401")
    assert found == ["docs/roadmap/phase-117-esp32s3-qemu-dds.md", "docs/roadmap/phase-117-work-117.md"], found


def test_a_required_section_is_kept_in_the_words_its_family_writes_it(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    """boosters' RFCs (334th held-out set): the template's "## Design" is kept as "## Design Decisions" by most
    records, and one writes "## Key Design Decisions", the family's section in its own words. A record with
    neither is still asked for it."""
    rfcs = tmp_path / "docs" / "rfcs"
    rfcs.mkdir(parents=True)
    (rfcs / "TEMPLATE.md").write_text("# RFC-NNNN: Title\n\n**Status**: Draft\n\n## Summary\n\nOne paragraph.\n\n"
                                      "## Design\n\nThe design.\n\n## Testing\n\nHow it is tested.\n")
    for n in range(1, 21):
        design = "## Design Decisions" if n % 2 else "## Design"
        (rfcs / f"{n:04d}-topic-{n}.md").write_text(
            f"# RFC-{n:04d}: Topic {n}\n\n**Status**: Implemented\n\n## Summary\n\nS.\n\n{design}\n\nD.\n\n"
            "## Testing\n\nT.\n")
    (rfcs / "0021-training.md").write_text("# RFC-0021: Training\n\n**Status**: Implemented\n\n## Summary\n\nS.\n\n"
                                           "## Key Design Decisions\n\nD.\n\n## Testing\n\nT.\n")
    (rfcs / "0022-inference.md").write_text("# RFC-0022: Inference\n\n**Status**: Implemented\n\n## Summary\n\nS.\n\n"
                                            "## Layers\n\nD.\n\n## Testing\n\nT.\n")
    (tmp_path / ".doccheck.toml").write_text("")
    monkeypatch.chdir(tmp_path)
    found = sorted((str(f["path"]), str(f["message"])[:24]) for f in check(capsys) if f["code"] == "DC101")
    assert found == [("docs/rfcs/0022-inference.md", "missing section 'Design'")], found


def _windyroad(tmp_path: Path) -> Path:
    """windyroad's decisions (335th held-out set): `NNN-x.<status>.md`, MADR with front matter naming related records
    by their file names without the suffix, beside problem tickets numbered on their own in `docs/problems/`."""
    decisions = tmp_path / "docs" / "decisions"
    decisions.mkdir(parents=True)
    for n in range(1, 13):
        (decisions / f"{n:03d}-choice-{n}.accepted.md").write_text(
            f"---\nstatus: accepted\ndate: 2026-04-{n:02d}\n---\n\n# Choice {n}\n\n## Context and Problem Statement\n\n"
            "C.\n\n## Decision Outcome\n\nD.\n")
    problems = tmp_path / "docs" / "problems" / "open"
    problems.mkdir(parents=True)
    for n in range(1, 30):
        (problems / f"{n:03d}-problem-{n}.md").write_text(f"# Problem {n}\n\n## Description\n\nP.\n")
    verifying = tmp_path / "docs" / "problems" / "verifying"  # (a ticket 050 alone in its stage: no decision 050)
    verifying.mkdir()
    (verifying / "050-scope-creep.md").write_text("# Problem 50\n\n## Description\n\nP.\n")
    (tmp_path / ".doccheck.toml").write_text("")
    return decisions


def test_a_successor_named_by_a_file_name_that_no_file_has_is_missing(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    decisions = _windyroad(tmp_path)
    ten = decisions / "010-choice-10.accepted.md"
    ten.write_text(ten.read_text().replace("status: accepted\n", "status: superseded\n"
                                           "superseded-by: 050-choice-50\n"))
    monkeypatch.chdir(tmp_path)
    found = [(f["path"], f["code"], f["message"]) for f in check(capsys) if f["code"] in ("DC403", "DC407")]
    assert found == [("docs/decisions/010-choice-10.accepted.md", "DC403",
                      "is superseded by '050-choice-50', which is not a document here")], found


def test_a_number_taken_twice_is_a_clash_whatever_another_folder_numbers(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    """Its problem tickets, more than its decisions and numbered without a prefix too, are no home of decision 7."""
    decisions = _windyroad(tmp_path)
    (decisions / "007-choice-7-again.accepted.md").write_text((decisions / "007-choice-7.accepted.md").read_text())
    monkeypatch.chdir(tmp_path)
    found = sorted(str(f["path"]) for f in check(capsys) if f["code"] == "DC401")
    assert found == ["docs/decisions/007-choice-7-again.accepted.md", "docs/decisions/007-choice-7.accepted.md"]


def test_a_bare_successor_number_is_no_record_of_a_folder_numbered_on_its_own(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    """nano-ros's design notes (332nd set) write `superseded-by: 0007`; its issues are numbered on their own. A
    successor 0040 where the notes end at 0012 is missing, not issue 0040."""
    design = tmp_path / "docs" / "design"
    design.mkdir(parents=True)
    for n in range(1, 13):
        (design / f"{n:04d}-note-{n}.md").write_text(f"---\nrfc: {n:04d}\nstatus: Stable\n---\n\n# Note {n}\n\nN.\n")
    issues = tmp_path / "docs" / "issues" / "archived"
    issues.mkdir(parents=True)
    for n in range(1, 45):
        (issues / f"{n:04d}-issue-{n}.md").write_text(f"---\nid: {n}\nstatus: resolved\n---\n\n# Issue {n}\n\nI.\n")
    three = design / "0003-note-3.md"
    three.write_text(three.read_text().replace("status: Stable\n", "status: Superseded\nsuperseded-by: 0040\n"))
    (tmp_path / ".doccheck.toml").write_text("")
    monkeypatch.chdir(tmp_path)
    found = [(f["path"], f["code"], f["message"]) for f in check(capsys) if f["code"] in ("DC403", "DC404")]
    assert found == [("docs/design/0003-note-3.md", "DC403",
                      "is superseded by '0040', which is not a document here")], found



@pytest.mark.parametrize("fence", ["```", "~~~"])
def test_a_template_that_guides_to_the_record_it_writes_in_a_markdown_block_is_that_block(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, fence: str) -> None:
    """evitaDB's TEMPLATE.md (335th held-out set) is a guide: "## Point-decision shape" over a ```markdown block
    holding the record to copy, from its front matter. The block is the template: a record without its 'Why' and
    one still holding its prompt are told (both missed on the guide's own headings, which no record keeps). A
    ```markdown block that is an example of a part, with no title, is not a template. A `~~~markdown` block is
    one too."""
    block = ("## Point-decision shape\n\nCopy this.\n\n```markdown\n---\nstatus: accepted   # accepted | proposed\n"
             "---\n\n# <Title, the decision>\n\n"
             "## Why\n\n*The driving forces. What hurt, who noticed, what it "
             "cost.*\n\n## Decision\n\n*Why this option won, in terms of the drivers above.*\n\n## Verification\n\n"
             "*How we know it works. Name the tests, quote the numbers.*\n```\n").replace("```", fence)
    part = ("## How to write the options\n\n```markdown\n### Option A\n\nPros.\n\n### Option B\n\nCons.\n\n"
            "### Option C\n\nMore.\n```\n").replace("```", fence)

    def adr(n: int, why: bool = True, verification: str = "The suite passes.") -> str:
        return (f"---\nstatus: accepted\n---\n\n# Decision {n}\n\n"
                + (f"## Why\n\nReason {n}.\n\n" if why else "")
                + f"## Decision\n\nChosen {n}.\n\n## Verification\n\n{verification}\n")

    for guide, expected in ((block, ["DC101", "DC301"]), (part, [])):
        root = tmp_path / ("block" if guide is block else "part")
        (root / "adr").mkdir(parents=True)
        (root / ".doccheck.toml").write_text("")
        (root / "adr" / "TEMPLATE.md").write_text("# ADR template\n\nFirst, check the bar.\n\n" + guide)
        for n in range(1, 9):
            (root / "adr" / f"2026-0{n}-01-d{n}.md").write_text(adr(n))
        (root / "adr" / "2026-09-01-d9.md").write_text(adr(9, why=False))
        (root / "adr" / "2026-09-02-d10.md").write_text(
            adr(10, verification="*How we know it works. Name the tests, quote the numbers.*"))
        monkeypatch.chdir(root)
        found = [f for f in check(capsys) if f["code"] in ("DC101", "DC301")]
        assert [f["code"] for f in found] == expected, found
        if expected:
            assert [f["path"] for f in found] == ["adr/2026-09-01-d9.md", "adr/2026-09-02-d10.md"]
            assert "TEMPLATE.md#template" in str(found[0]["message"])
