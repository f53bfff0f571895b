"""A repository nobody configured, read by its own conventions (issue 24): headers in a fence, statuses a family
words its own way, successors named by a bare or glued number, partial supersessions, and the successor named by
the record it replaces. Each test is a small repository in the shape real ones use, and what `check --all` prints."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from doccheck.cli.main import main


def check(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str],
          files: dict[str, str], select: str = "DC4") -> list[str]:
    (tmp_path / ".doccheck.toml").write_text("")
    for name, text in files.items():
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text(text)
    monkeypatch.chdir(tmp_path)
    capsys.readouterr()
    main(["check", "--all", "--no-cache", "--select", select, "-q", "."])
    return capsys.readouterr().out.splitlines()


def bip(number: int, status: str, *more: str) -> str:
    header = "\n".join(f"  {line}" for line in (f"BIP: {number}", "Layer: Consensus (soft fork)",
                                                 f"Title: Change {number}", f"Status: {status}", *more))
    return f"```\n{header}\n```\n\n## Abstract\n\nText.\n"


def test_a_bip_replaced_by_number_in_its_successors_fenced_header(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                                  capsys: pytest.CaptureFixture[str]) -> None:
    out = check(tmp_path, monkeypatch, capsys, {"bip-0094.md": bip(94, "Deployed"),
                                                "bip-0095.md": bip(95, "Deployed", "Replaces: 94")})
    assert out == ["bip-0094.md:5:1: DC405 superseded-still-active: status is still 'deployed' although bip-0095.md "
                   "(deployed) replaces it"]


def test_a_status_a_family_words_its_own_way_is_in_force(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                         capsys: pytest.CaptureFixture[str]) -> None:
    out = check(tmp_path, monkeypatch, capsys, {
        "0001-a.md": "# 1. A\n\nStatus: Stable in 1.1\n\n## Context\n\nText.\n",
        "0002-b.md": "# 2. B\n\nStatus: Accepted\n\nSupersedes ADR-1\n\n## Context\n\nText.\n"})
    assert [line.split(": ", 2)[1] for line in out] == ["DC405 superseded-still-active"]
    assert "status is still 'stable-in-1.1' although 0002-b.md (accepted) supersedes it" in out[0]


def test_a_prefix_glued_to_its_digits_names_the_record(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                       capsys: pytest.CaptureFixture[str]) -> None:
    out = check(tmp_path, monkeypatch, capsys, {
        "ADR024-queues.md": "# ADR024: Queues\n\n## Status\n\nSuperseded by ADR025\n\n## Context\n\nText.\n",
        "ADR025-streams.md": "# ADR025: Streams\n\n## Status\n\nAccepted\n\n## Context\n\nText.\n"})
    assert out == ["ADR024-queues.md:5:1: DC404 one-way-supersession: is superseded by ADR025-streams.md "
                   "('ADR025'), but ADR025-streams.md does not say it supersedes this document"]


def test_a_padded_number_glued_to_a_camelcase_name_numbers_the_record(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    # Universal-Connect-Project's architectureDecisionRecords (thirty-seventh held-out set): `0004RemoveReliance.md`,
    # and record zero `0000Example.md` its template; `1Password.md` is a word, not record 1.
    template = ("# Title\n\nTitle of the ADR\n\n## Context\n\nWhat is the issue that we're seeing?\n\n"
                "## Decision\n\nWhat is the change that we're proposing?\n\n## Consequences\n\n"
                "What becomes easier or more difficult to do because of this change?\n")
    names = ["Documents", "Testing", "Styling", "RemoveReliance", "Cloud", "Authentication", "CodeStyle", "Small",
             "Heroku", "Abstractions"]
    files = {"adr/0000Example.md": template, "adr/1Password.md": "# 1Password\n\nHow we share secrets.\n"}
    for number, name in enumerate(names, 1):
        last = "What becomes easier or more difficult to do because of this change?" if number == 6 else "Less."
        files[f"adr/{number:04d}{name}.md"] = (f"# Title\n\n{name}\n\n## Context\n\nWhy {number}.\n\n"
                                               f"## Decision\n\nWe do {name}.\n\n## Consequences\n\n{last}\n")
    files["adr/0007Linting.md"] = files["adr/0007CodeStyle.md"].replace("CodeStyle", "Linting")
    out = check(tmp_path, monkeypatch, capsys, files, select="DC301,DC401")
    assert out == [
        "adr/0006Authentication.md:15:1: DC301 placeholder-text: the template's own text is still here "
        "(adr/0000Example.md:15: 'What becomes easier or more difficult to do because of this change?'); write "
        "this document's own",
        "adr/0007CodeStyle.md:1:1: DC401 duplicate-number: number 7 is also used by 0007Linting.md",
        "adr/0007Linting.md:1:1: DC401 duplicate-number: number 7 is also used by 0007CodeStyle.md"]


PROPOSAL_TEMPLATE = ("# My New Proposal\n>  incubating\n\n## Champion\n\nWho is the stakeholder of this initiative?\n\n"
                     "## Description\n\nA rough description of the program idea or policy\n\n"
                     "## Required Resources\n\nWhat resources would be needed to execute it?\n\n"
                     "## How would success be measured?\n\nPlease include potential metrics.\n")


def _proposal(name: str, *, champion: bool = True, description: str = "") -> str:
    return (f"# {name}\n>  approved\n\n" + ("## Champion\n\nJane Doe\n\n" if champion else "")
            + f"## Description\n\n{description or 'What ' + name + ' does.'}\n\n## Required Resources\n\n"
            "Two people.\n\n## How would success be measured?\n\nBy use.\n")


def test_unnumbered_records_a_folder_each_below_their_template_are_its_family(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    # openjs-foundation/cross-project-council's proposals/ (thirty-seventh held-out set): `proposals/TEMPLATE.md`,
    # each proposal the README of its own folder under approved/ or incubating/; the folder's index is no record.
    files = {"proposals/TEMPLATE.md": PROPOSAL_TEMPLATE,
             "proposals/README.md": "# Proposals\n\n* [Travel Fund](./approved/TRAVEL_FUND)\n"}
    for stage, name in [("approved", "TRAVEL_FUND"), ("approved", "GOVERNANCE"), ("incubating", "TOWN_HALLS"),
                        ("incubating", "SUMMIT"), ("approved", "MEMBERSHIP"), ("incubating", "REPORT")]:
        files[f"proposals/{stage}/{name}/README.md"] = _proposal(name)
    files["proposals/incubating/SHARED/README.md"] = _proposal("SHARED", champion=False)
    files["proposals/approved/ONBOARDING/README.md"] = _proposal(
        "ONBOARDING", description="A rough description of the program idea or policy")
    out = check(tmp_path, monkeypatch, capsys, files, select="DC101,DC301")
    assert out == [
        "proposals/approved/ONBOARDING/README.md:10:1: DC301 placeholder-text: the template's own text is still here "
        "(proposals/TEMPLATE.md:10: 'A rough description of the program idea or policy'); write this document's own",
        "proposals/incubating/SHARED/README.md:1:1: DC101 missing-section: missing section 'Champion' (the template "
        "proposals/TEMPLATE.md has it, and 7 of 8 documents in proposals/ have it)"]


def test_records_beside_their_template_and_in_folders_below_it_are_one_family(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    # GetJobber/atlantis's docs/proposals: `ListPage.md` beside `TEMPLATE.md`, `OptionList/README.md` and
    # `InputEmail/InputEmail.md` in folders of their own.
    files = {"docs/proposals/TEMPLATE.md": PROPOSAL_TEMPLATE, "docs/proposals/ListPage.md": _proposal("ListPage"),
             "docs/proposals/InputDate.md": _proposal("InputDate"),
             "docs/proposals/OptionList/README.md": _proposal("OptionList", champion=False),
             "docs/proposals/InputEmail/InputEmail.md": _proposal("InputEmail"),
             **{f"docs/proposals/{name}/README.md": _proposal(name) for name in ("Avatar", "Drawer", "Banner",
                                                                                 "Reveal", "Text", "Chip")}}
    assert check(tmp_path, monkeypatch, capsys, files, select="DC101") == [
        "docs/proposals/OptionList/README.md:1:1: DC101 missing-section: missing section 'Champion' (the template "
        "docs/proposals/TEMPLATE.md has it, and 9 of 10 documents in docs/proposals/ have it)"]


def test_a_template_line_one_record_of_three_keeps_is_template_text(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    # One of three is a third, over the quarter that makes a line boilerplate; one record is never "many".
    files = {"docs/proposals/TEMPLATE.md": PROPOSAL_TEMPLATE, "docs/proposals/Avatar.md": _proposal("Avatar"),
             "docs/proposals/Chip.md": _proposal("Chip"),
             "docs/proposals/ListPage.md": _proposal("ListPage", description="A rough description of the program "
                                                                             "idea or policy")}
    assert check(tmp_path, monkeypatch, capsys, files, select="DC301") == [
        "docs/proposals/ListPage.md:10:1: DC301 placeholder-text: the template's own text is still here "
        "(docs/proposals/TEMPLATE.md:10: 'A rough description of the program idea or policy'); write this "
        "document's own"]


def test_a_numbered_family_takes_no_unnumbered_copy_of_its_template_from_a_folder_below(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    # theQRL/qips: `qip-template.md` at the top, QIP001.md... in qips/, and `qips/reference.md` a copy of the
    # template ("This is the suggested template for new QIPs"): no record, so none of its text is a finding.
    files = {"TEMPLATE.md": PROPOSAL_TEMPLATE, "proposals/reference.md": PROPOSAL_TEMPLATE}
    for number in range(1, 5):
        files[f"proposals/QIP00{number}.md"] = _proposal(f"QIP {number}")
    assert check(tmp_path, monkeypatch, capsys, files, select="DC101,DC301") == []


def test_proposals_written_to_a_template_above_their_folders_are_one_family_with_its_numbered_ones(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """submariner-io/enhancements (hundred-and-second held-out set): `template.md` at the top, proposals by component
    folder, some named for their issue (`subctl/issue-89-x.md`), most not. As many unnumbered as numbered are no
    strays to keep out: a proposal in a folder of two is one of the family, its missing Summary reported."""
    template = ("# Title of the enhancement proposal\n\n## Summary\n\n<!-- Add brief summary. -->\n\n## Proposal\n\n"
                "<!-- Details. -->\n\n## Design Details\n\n<!-- Design. -->\n\n## External Dependencies\n\n"
                "<!-- Any. -->\n\n## User Impact\n\n<!-- Any. -->\n")

    def proposal(name: str, *sections: str) -> str:
        return f"# {name}\n\n" + "".join(f"## {s}\n\n{name}: {s.lower()} text.\n\n" for s in sections)

    full = ("Summary", "Proposal", "Design Details")
    files = {"template.md": template}
    for number in (40, 89, 182, 183, 196):
        files[f"subctl/issue-{number}-change-{number}.md"] = proposal(f"Change {number}", *full)
    for name in ("vxlan", "globalnet", "gateways", "ovn"):
        files[f"core/{name}.md"] = proposal(name, *full)
    files["lighthouse/mcs.md"] = proposal("mcs", *full, "User Impact")
    files["lighthouse/srv.md"] = proposal("srv", "Proposal", "Design Details", "User Impact")
    assert check(tmp_path, monkeypatch, capsys, files, select="DC101") == [
        "lighthouse/srv.md:1:1: DC101 missing-section: missing section 'Summary' (the template template.md has it, "
        "and 10 of 11 documents in the top folder have it)"]


@pytest.mark.parametrize("written", ["'0161'", "0161"])
def test_a_zero_padded_successor_in_front_matter_is_read_as_written(
        written: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    # Unquoted, YAML 1.1 reads 0161 as the octal number 113: the successor was "113", a document that is not here.
    out = check(tmp_path, monkeypatch, capsys, {
        "0160-old.md": f"---\nstatus: superseded\nsuperseded-by: {written}\n---\n# Old\n\n## Context\n\nText.\n",
        "0161-new.md": "---\nstatus: accepted\n---\n# New\n\n## Context\n\nText.\n"})
    assert out == ["0160-old.md:3:1: DC404 one-way-supersession: is superseded by 0161-new.md ('0161'), but "
                   "0161-new.md does not say it supersedes this document"]


@pytest.mark.parametrize("line", ["Partially supersedes ADR-5", "Supersedes some aspects of ADR-5",
                                  "Partly supersedes [ADR 5](0005-a.md)"])
def test_a_partial_supersession_amends_and_the_old_record_stays_in_force(
        line: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    out = check(tmp_path, monkeypatch, capsys, {
        "0005-a.md": "# 5. A\n\n## Status\n\nAccepted\n\n## Context\n\nText.\n",
        "0006-b.md": f"# 6. B\n\n## Status\n\nAccepted\n\n{line}\n\n## Context\n\nText.\n"})
    assert len(out) == 1 and "DC405" not in out[0]
    assert "DC404 one-way-supersession: amends 0005-a.md" in out[0]


@pytest.mark.parametrize("status", ["Deprecated in favor of [ADR0037](ADR0037-b.md)",
                                    "Replaced in favour of [ADR0037](ADR0037-b.md)",
                                    "Obsoleted by [ADR0037](ADR0037-b.md)"])
def test_the_old_record_naming_its_successor_is_a_supersession_from_its_side(
        status: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    files = {"ADR0036-a.md": f"# ADR0036: A\n\n## Status\n\n{status}\n\n## Context\n\nText.\n",
             "ADR0037-b.md": "# ADR0037: B\n\n## Status\n\nAccepted\n\n## Context\n\nText.\n"}
    out = check(tmp_path, monkeypatch, capsys, files)
    assert len(out) == 1 and "DC404 one-way-supersession" in out[0] and out[0].startswith("ADR0036-a.md:5:1:")
    files["ADR0037-b.md"] = "# ADR0037: B\n\n## Status\n\nAccepted\n\nSupersedes [ADR0036](ADR0036-a.md)\n"
    assert check(tmp_path, monkeypatch, capsys, files) == []


def proposal(number: int, name: str) -> str:
    return f"# {name.title()}\n\n## Summary\n\nWhat {name} does.\n\n## Motivation\n\nWhy.\n\n## Design\n\nHow.\n"


def test_a_number_taken_twice_in_a_family_no_built_in_type_numbers(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    names = ["alpha", "beta", "gamma", "delta", "epsilon", "zeta", "eta", "theta", "iota", "kappa", "lambda"]
    files = {f"proposals/{n:04d}-{name}.md": proposal(n, name) for n, name in enumerate(names, 1)}
    files["proposals/0000-template.md"] = "# Title\n\n## Summary\n\n## Motivation\n\n## Design\n"
    files["proposals/0007-omega.md"] = proposal(7, "omega")
    out = check(tmp_path, monkeypatch, capsys, files)
    assert out == [
        "proposals/0007-eta.md:1:1: DC401 duplicate-number: number 7 is also used by proposals/0007-omega.md (the "
        "documents in proposals/ are numbered one each, as its template proposals/0000-template.md is)",
        "proposals/0007-omega.md:1:1: DC401 duplicate-number: number 7 is also used by proposals/0007-eta.md (the "
        "documents in proposals/ are numbered one each, as its template proposals/0000-template.md is)"]


def test_notes_named_after_their_issue_numbers_may_share_one(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    numbers = [12345, 17123, 19001, 20202, 21010, 22222, 23456, 24680, 25530, 26001, 27777]
    files = {f"design/{n}-note-{i}.md": proposal(n, f"note {i}") for i, n in enumerate(numbers)}
    files["design/25530-sumdb.md"] = proposal(25530, "sumdb")
    assert check(tmp_path, monkeypatch, capsys, files) == []


@pytest.mark.parametrize("key", ["SupersededBy", "SupercededBy", "Superceded-By"])
def test_a_successor_named_under_a_relation_key_written_in_one_word(
        key: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    out = check(tmp_path, monkeypatch, capsys, {
        "neps/nep-0001.md": f"---\nNEP: 1\nTitle: One\nStatus: Final\n{key}: 2\n---\n\n## Summary\n\nA.\n",
        "neps/nep-0002.md": "---\nNEP: 2\nTitle: Two\nStatus: Final\n---\n\n## Summary\n\nB.\n"})
    assert [line.split(": ", 2)[1] for line in out] == ["DC405 superseded-still-active", "DC404 one-way-supersession"]


def test_a_required_section_left_with_only_a_comment_is_empty_and_with_the_templates_its_text(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    names = ["alpha", "beta", "gamma", "delta", "epsilon", "zeta"]
    files = {f"proposals/{n:04d}-{name}.md": proposal(n, name) for n, name in enumerate(names, 1)}
    files["proposals/0000-template.md"] = ("# Title\n\n## Summary\n\n<!-- One paragraph: what it does. -->\n\n"
                                           "## Motivation\n\n<!-- Why we are doing this. -->\n\n## Design\n")
    files["proposals/0007-eta.md"] = ("# Eta\n\n## Summary\n\nWhat eta does.\n\n## Motivation\n\n"
                                      "<!-- To be written. -->\n\n## Design\n\nHow.\n")
    out = check(tmp_path, monkeypatch, capsys, files, select="DC1,DC3")
    assert out == ["proposals/0007-eta.md:7:1: DC102 empty-section: section 'Motivation' is empty (the template "
                   "proposals/0000-template.md has it, and 7 of 7 documents in proposals/ have it)"]
    files["proposals/0007-eta.md"] = files["proposals/0007-eta.md"].replace("To be written.", "Why we are doing this.")
    assert check(tmp_path, monkeypatch, capsys, files, select="DC1,DC3") == [
        "proposals/0007-eta.md:7:1: DC301 placeholder-text: section 'Motivation' holds only the template's guidance, "
        "an HTML comment a reader never sees (proposals/0000-template.md:9: '<!-- Why we are doing this. -->'); write "
        "this document's own"]


def test_a_supersession_sentence_naming_the_kind_of_record_before_its_link(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    old = "This decision has been superseded by decision:"
    files = {
        "0001-a.md": f"# 1. A\n\n{old} [0003 C](0003-c.md)\n\n## Context\n\nT.\n",
        "0002-b.md": f"# 2. B\n\n{old} [0004 D](0004-d.md)\n\n## Context\n\nT.\n",
        "0003-c.md": "# 3. C\n\n## Context\n\nT.\n",
        "0004-d.md": "# 4. D\n\nThis decision supersedes decision: [0002 B](0002-b.md)\n\n## Context\n\nT.\n"}
    assert check(tmp_path, monkeypatch, capsys, files) == [
        "0001-a.md:3:1: DC404 one-way-supersession: is superseded by 0003-c.md ('0003 C'), but 0003-c.md does not say "
        "it supersedes this document"]


def test_a_templates_front_matter_that_yaml_refuses_still_offers_its_statuses(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    def hip(number: int, status: str) -> str:
        return f"---\nhip: {number}\ntitle: Change {number}\nstatus: {status}\n---\n\n## Abstract\n\nText.\n"

    files = {f"hip-{n}.md": hip(n, "Final") for n in range(1, 5)}
    files["hip-5.md"] = hip(5, "Last Call")
    files["hip-6.md"] = hip(6, "Frobnicated")
    files["hip-0000-template.md"] = ("---\nhip: <HIP number>\nauthor: <Names. Ex: John Doe <@john>>\n"
                                     'status: <"Draft" | "Review" | "Last Call" | "Final">\n---\n\n## Abstract\n')
    out = check(tmp_path, monkeypatch, capsys, files, select="DC203")
    assert [line.split(": ", 3)[:2] for line in out] == [["hip-6.md:4:1", "DC203 unknown-status"]]


def test_a_status_named_after_its_series_is_the_status(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    def rfc(number: int, status: str) -> str:
        return f"- Start Date: 2024-01-0{number}\n- RFC Type: feature\n- RFC Status: {status}\n\n# Summary\n\nT.\n"

    files = {f"text/{n:04d}-x{n}.md": rfc(n % 9 + 1, "approved") for n in range(1, 12)}
    files["text/0012-x12.md"] = rfc(5, "aproved")
    out = check(tmp_path, monkeypatch, capsys, files, select="DC203")
    assert [line.split(": ", 3)[:2] for line in out] == [["text/0012-x12.md:3:1", "DC203 unknown-status"]]


@pytest.mark.parametrize("heading", ["Copyright", "Copyright and License"])
def test_a_heading_naming_one_of_the_templates_joined_names_is_that_section(
        heading: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    def hip(number: int, last: str) -> str:
        return f"# HIP {number}\n\n## Abstract\n\nText.\n\n## {last}\n\nCC0.\n"

    files = {f"hip-{n}.md": hip(n, "Copyright/license") for n in range(1, 9)}
    files["hip-9.md"] = hip(9, heading)
    files["hip-0000-template.md"] = "# Title\n\n## Abstract\n\n## Copyright/license\n"
    assert check(tmp_path, monkeypatch, capsys, files, select="DC101") == []


def test_a_record_two_records_in_force_each_replace_is_replaced_in_parts(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    def hip(number: int, *more: str) -> str:
        header = "\n".join((f"hip: {number}", f"title: Change {number}", "status: Final", *more))
        return f"---\n{header}\n---\n\n## Abstract\n\nText.\n"

    files = {"hip-16.md": hip(16), "hip-372.md": hip(372, "replaces: 16"), "hip-449.md": hip(449, "replaces: 16"),
             "hip-18.md": hip(18), "hip-573.md": hip(573, "replaces: 18")}
    out = check(tmp_path, monkeypatch, capsys, files, select="DC405")
    assert [line.split(":", 1)[0] for line in out] == ["hip-18.md"]


def test_a_number_taken_twice_in_the_header_field_the_template_fills_with_it(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    def flip(number: int, title: str) -> str:
        return f"---\nstatus: accepted\nflip: {number}\n---\n\n# FLIP {number}: {title}\n\n## Objective\n\nText.\n"

    files = {f"cadence/2024010{n}-change-{n}.md": flip(100 + n, f"Change {n}") for n in range(1, 8)}
    files["cadence/20250101-another.md"] = flip(103, "Another")
    files["yyyymmdd-flip-template.md"] = ("---\nstatus: draft\nflip: NNN (set to the issue number)\n---\n\n"
                                          "# FLIP NNN: Title\n\n## Objective\n")
    out = check(tmp_path, monkeypatch, capsys, files, select="DC401")
    assert [line.split(": ", 3)[:2] for line in out] == [["cadence/20240103-change-3.md:1:1", "DC401 duplicate-number"],
                                                         ["cadence/20250101-another.md:1:1", "DC401 duplicate-number"]]
    assert "number 103 is also used by cadence/20250101-another.md" in out[0]


def test_a_renamed_records_old_name_kept_as_a_link_is_not_a_second_record(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    files = {f"rfc-{n:04d}-x{n}.md": f"# RFC {n}\n\n## Summary\n\nT.\n" for n in range(1, 6)}
    files["rfc-0055-identity-aware-routing.md"] = "# RFC 55\n\n## Summary\n\nT.\n"
    out = check(tmp_path, monkeypatch, capsys, files, select="DC401")
    (tmp_path / "rfc-0055-domain-scoped-mtls.md").symlink_to("rfc-0055-identity-aware-routing.md")
    assert check(tmp_path, monkeypatch, capsys, {}, select="DC401") == out == []


def test_a_link_destination_with_escaped_brackets_names_the_file(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    files = {"0004-[Superseded]use-java-17.md": "# 4. Use Java 17\n\n## Status\n\nSuperseded by "
                                                "[22. Use Java 21](0022-use-java-21.md)\n\n## Context\n\nT.\n",
             "0022-use-java-21.md": "# 22. Use Java 21\n\n## Status\n\nAccepted\n\nSupersedes "
                                    "[4. Use Java 17](0004-\\[Superseded\\]use-java-17.md)\n\n## Context\n\nT.\n"}
    assert check(tmp_path, monkeypatch, capsys, files) == []


@pytest.mark.parametrize("word", ["decided", "agreed", "adopted"])
def test_a_decided_record_superseded_is_still_in_force(
        word: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    out = check(tmp_path, monkeypatch, capsys, {
        "0001-a.md": f"# 1. A\n\n## Status\n\n{word}\n\n## Context\n\nT.\n",
        "0002-b.md": f"# 2. B\n\n## Status\n\n{word}\n\nSupersedes [1. A](0001-a.md)\n\n## Context\n\nT.\n"})
    assert [line.split(": ", 2)[1] for line in out] == ["DC405 superseded-still-active"]


def test_a_records_code_attachment_under_its_number_is_not_a_second_record(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    files = {f"adr/{n:04d}-x{n}.md": f"# {n}. X\n\n## Status\n\nAccepted\n\n## Context\n\nT.\n" for n in range(1, 4)}
    files["adr/0003-code-snippets.md"] = "```ts\nnamespace Classes {}\n```\n"
    assert check(tmp_path, monkeypatch, capsys, files, select="DC401") == []
    files["adr/0003-code-snippets.md"] = "# 3. Snippets\n\n```ts\nnamespace Classes {}\n```\n"
    assert len(check(tmp_path, monkeypatch, capsys, files, select="DC401")) == 2  # a heading: a record


def test_a_link_written_as_the_sites_address_of_a_page_names_that_page(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    adr = "architecture_decision_records"
    files = {
        f"{adr}/ADR017-cells.html.md": "# ADR017: Cells\n\n## Superceded\n\nThis has been superceded by "
                                       f"[ADR021](/{adr}/ADR021-cells-2/) since November 2017.\n\n"
                                       "## Status\n\nSuperceded by [ADR021](../ADR021-cells-2).\n",
        f"{adr}/ADR021-cells-2.html.md": "# ADR021: Cells 2\n\n## Context\n\nSupersedes [ADR017](../ADR017-cells/).\n\n"
                                         "## Status\n\nAccepted\n",
        "index.html.md": f"# Manual\n\n- [Cells]({adr}/ADR017-cells/)\n- [Gone]({adr}/ADR099-gone/)\n"}
    out = check(tmp_path, monkeypatch, capsys, files, select="DC4")
    assert [line.split(": ", 2)[:2] for line in out] == [["index.html.md:4:3", "DC410 broken-link"]]


def test_numbers_glued_to_a_series_dates_with_day_and_month_swapped_and_kept_versions(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    def doc(title: str) -> str:
        return f"# {title}\n\n## Status\n\nAccepted\n\n## Context\n\nT.\n"

    files = {"Final/RFC0024-PSCore6-and-Windows-Modules.md": doc("RFC0024"),
             "Final/RFC0025-PSCore6-and-Windows-Modules.md": doc("RFC0025"),
             "Final/RFC0025-Native-Markdown-Rendering.md": doc("RFC0025 too"),
             "adr/2022-21-11-replace-drop-shadow.md": doc("Shadows"), "adr/2022-14-11-other.md": doc("Other"),
             "text/0249-v2-experiments.md": doc("RFC 249"), "text/0249-v2-experiments.expired.md": doc("RFC 249, v1"),
             # the PSI consortium's versions of one ADR (hundred-and-seventy-sixth held-out set)
             "Superseded/ADR020-overbooking_V1.0.md": doc("ADR020 (V1.0)"),
             "Superseded/ADR020-overbooking_V2.0.md": doc("ADR020 (V2.0)"),
             "Superseded/ADR021-other.md": doc("ADR021")}
    out = check(tmp_path, monkeypatch, capsys, files, select="DC401")
    assert [line.split(":", 1)[0] for line in out] == ["Final/RFC0025-Native-Markdown-Rendering.md",
                                                        "Final/RFC0025-PSCore6-and-Windows-Modules.md"]


def test_the_id_field_is_the_one_named_for_the_series_never_a_relations(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    def arc(number: int, requires: int) -> str:
        return (f"---\narc: {number}\ntitle: ARC {number}\nstatus: Final\nrequires: {requires}\n---\n\n"
                "## Abstract\n\nText.\n")

    files = {f"ARCs/arc-{n:04d}.md": arc(n, 4) for n in range(1, 8)}
    files["templates/arc.template.md"] = ("---\narc: <to be assigned by the ARC editor after discussion>\n"
                                          "requires: <ARC number, optional, remove field if not needed>\n---\n\n"
                                          "## Abstract\n")
    assert check(tmp_path, monkeypatch, capsys, files, select="DC401") == []
    files["ARCs/arc-0003.md"] = arc(1, 4)
    out = check(tmp_path, monkeypatch, capsys, files, select="DC401")
    assert [line.split(":", 1)[0] for line in out] == ["ARCs/arc-0001.md", "ARCs/arc-0003.md"]


def test_the_id_field_a_template_writes_as_its_series_and_an_x_numbers_the_records(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """CAIPs (nineteenth held-out set): `caip: CAIP-X <X will be changed to the PR number if accepted>`. A copy
    of CAIP 285 named `caip-285-2.md` (the shape of a record's second part elsewhere) says `caip: 285` too."""
    def caip(number: int) -> str:
        return f"---\ncaip: {number}\ntitle: CAIP {number}\nstatus: Final\n---\n\n## Abstract\n\nText {number}.\n"

    files = {f"CAIPs/caip-{n}.md": caip(n) for n in range(1, 8)}
    files["caip-template.md"] = ("---\ncaip: CAIP-X <X will be changed to the PR number if accepted>\n"
                                 "title: <CAIP title>\nstatus: Draft\n---\n\n## Abstract\n\n<Short description.>\n")
    assert check(tmp_path, monkeypatch, capsys, files, select="DC401") == []
    files["CAIPs/caip-5-2.md"] = caip(5)
    out = check(tmp_path, monkeypatch, capsys, files, select="DC401")
    assert [line.split(":", 1)[0] for line in out] == ["CAIPs/caip-5-2.md", "CAIPs/caip-5.md"]


def test_a_translation_shares_its_records_number(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """ECIPs (twenty-first held-out set) keep translations as `_specs/zh/ecip-1017.md` with `lang: zh` and a
    `translator:`: the record 1017 in Chinese, not a second 1017. Two records numbered 1020 still clash."""
    def ecip(number: int, extra: str = "") -> str:
        return f"---\necip: {number}\ntitle: ECIP {number}\nstatus: Final\n{extra}---\n\n## Abstract\n\nText.\n"

    files = {f"_specs/ecip-{n}.md": ecip(n, "lang: en\n") for n in range(1015, 1022)}  # every ECIP has a lang
    files["_specs/ecip-X.md"] = "---\necip: <to be assigned>\ntitle: <ECIP title>\n---\n\n## Abstract\n\n<What.>\n"
    files["_specs/zh/ecip-1017.md"] = ecip(1017, "lang: zh\ntranslator: Roy\n")
    files["_specs/ecip-1020-again.md"] = ecip(1020, "lang: en\n")
    out = check(tmp_path, monkeypatch, capsys, files, select="DC401")
    assert [line.split(":", 1)[0] for line in out] == ["_specs/ecip-1020-again.md", "_specs/ecip-1020.md"]


def test_a_date_reads_as_the_familys_template_writes_dates(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    def aip(number: int) -> str:
        return f"---\naip: {number}\ntitle: AIP {number}\nStatus: Accepted\ncreated: 05/0{number}/2023\n---\n\n# AIP\n"

    files = {f"aips/aip-{n:03d}-x.md": aip(n) for n in range(1, 6)}
    out = check(tmp_path, monkeypatch, capsys, files, select="DC205")
    assert len(out) == 4  # 05/01/2023 reads two ways (05/05 only one)
    files["TEMPLATE.md"] = "---\naip: (determined by the AIP Manager)\ncreated: <mm/dd/yyyy>\n---\n\n# AIP-X\n"
    assert check(tmp_path, monkeypatch, capsys, files, select="DC205") == []


def test_a_design_note_replaced_by_another_asks_nothing_of_it(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """Unnumbered design notes of no kind of record: a banner on the old one is the whole convention there is. A
    numbered record's one-way supersession is still found."""
    files = {
        "security/ban-deposits.md": "# Ban deposits\n\nTHIS DOCUMENT IS DEPRECATED AND HAS BEEN REPLACED BY "
                                    "[ANOTHER APPROACH](../protocol/access-list.md)\n\n## Summary\n\nText.\n",
        "protocol/access-list.md": "# Access list\n\n## Summary\n\nText.\n",
        "0001-a.md": "# 1. A\n\nThis decision has been superseded by [0002 B](0002-b.md)\n\n## Context\n\nT.\n",
        "0002-b.md": "# 2. B\n\n## Context\n\nT.\n"}
    assert check(tmp_path, monkeypatch, capsys, files) == [
        "0001-a.md:3:1: DC404 one-way-supersession: is superseded by 0002-b.md ('0002 B'), but 0002-b.md does not say "
        "it supersedes this document"]


def test_year_month_stamps_shared_by_a_month_are_no_duplicate_numbers(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """`adr-<yymm>-<short-title>.md` (an ADR folder of the sixteenth held-out set): a month's records share its
    stamp. A folder numbered one by one still has its clash reported."""
    def adr(title: str) -> str:
        return (f"# {title}\n\n## Status\n\nAccepted\n\n## Context\n\nWhy.\n\n## Decision\n\nWhat.\n\n"
                "## Consequences\n\nSo.\n")

    stamps = ["2411-logging", "2502-search", "2502-cache", "2503-paging", "2603-cleanup", "2603-concurrency",
              "2603-audit"]
    files = {f"docs/arch/adr-{stamp}.md": adr(stamp) for stamp in stamps}
    files.update({f"docs/adr/{n:04d}-choice-{n}.md": adr(f"{n}. Choice {n}") for n in range(1, 7)})
    files["docs/adr/0004-another.md"] = adr("4. Another")
    out = check(tmp_path, monkeypatch, capsys, files, select="DC401")
    assert sorted(line.split(":", 1)[0] for line in out) == ["docs/adr/0004-another.md", "docs/adr/0004-choice-4.md"]


def test_issue_numbers_shared_by_an_issues_records_are_no_duplicate_numbers(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """`{REDMINE-ID}-{DESCRIPTION}.md` (an ADR folder of the nineteenth held-out set): sparse issue numbers, three
    records or more to one issue. A pair sharing a number in a series run from one is still reported, and so
    is a pair in a sparse folder where no number is given to three (two records, one slip)."""
    def adr(title: str) -> str:
        return (f"# {title}\n\n## Status\n\nAccepted\n\n## Context\n\nWhy.\n\n## Decision\n\nWhat.\n\n"
                "## Consequences\n\nSo.\n")

    issues = ["18879-json", "27084-dates", "28181-events", "28181-runs", "28181-storage", "28515-time", "29409-scope"]
    files = {f"adr/webapp/{name}.md": adr(name) for name in issues}
    files.update({f"adr/system/{name}.md": adr(name) for name in ("28116-logger", "28334-modules", "28334-compat")})
    files.update({f"docs/adr/{n:04d}-choice-{n}.md": adr(f"{n}. Choice {n}") for n in range(1, 7)})
    files["docs/adr/0004-another.md"] = adr("4. Another")
    out = check(tmp_path, monkeypatch, capsys, files, select="DC401")
    assert sorted(line.split(":", 1)[0] for line in out) == [
        "adr/system/28334-compat.md", "adr/system/28334-modules.md", "docs/adr/0004-another.md",
        "docs/adr/0004-choice-4.md"]


def test_links_written_as_the_sites_page_addresses_are_the_repositorys_way(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """ENS writes `[ENSIP-9](./9)` for `9.md` in a third of its links (the address its site serves): those are
    not broken. A repository that writes `.md` links and slips once is told so."""
    def ensip(number: int, links: str) -> str:
        return f"# ENSIP-{number}: Change {number}\n\n## Abstract\n\nSee {links}.\n"

    site = {f"ensips/{n}.md": ensip(n, f"[one](./1.md) and [next](./{n + 1})") for n in range(1, 5)}
    site["ensips/5.md"] = ensip(5, "[gone](./7)")
    files = {f"docs/{n}.md": ensip(n, "[one](./1.md), [two](./2.md) and [three](./3.md)") for n in range(1, 5)}
    files["docs/5.md"] = ensip(5, "[four](./4)")
    for repository, written in (("site", site), ("files", files)):
        (tmp_path / repository).mkdir()
        out = check(tmp_path / repository, monkeypatch, capsys, written, select="DC410")
        assert [line.split(" DC410", 1)[0] for line in out] == (
            ["ensips/5.md:5:5:"] if repository == "site" else ["docs/5.md:5:5:"]), out


def test_pages_linked_by_their_site_addresses_from_the_root_link_the_sites_own_files_so(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """Unleash's ADRs (340th held-out set) link each other by the site's addresses from '/'
    (`/contributing/ADRs/back-end/naming` for `naming.md`; `preferred-export` is in two folders) and their images
    from the site's static files (`/img/frontend-api-before.png`, not in the repository): the site's, not broken (10
    false DC410). A misspelt address is still told."""
    def adr(title: str, links: str) -> str:
        return f"# {title}\n\nSee {links}.\n"

    base = "/contributing/ADRs"
    files = {"contributing/ADRs/back-end/naming.md": adr("Naming", f"[export]({base}/back-end/preferred-export)"),
             "contributing/ADRs/back-end/preferred-export.md": adr("Export", f"[naming]({base}/back-end/naming)"),
             "contributing/ADRs/front-end/preferred-export.md": adr("Export", f"[naming]({base}/back-end/naming)"),
             "contributing/ADRs/front-end/styling.md": adr("Styling", f"[export]({base}/front-end/preferred-export)"
                                                                      " and ![before](/img/before.png)"),
             "contributing/ADRs/front-end/naming.md": adr("Naming", f"[styling]({base}/front-end/styles)")}
    out = check(tmp_path, monkeypatch, capsys, files, select="DC410")
    assert [line.split(": ", 3)[0] + " " + line.split("'")[1] for line in out] == [
        "contributing/ADRs/front-end/naming.md:3:5 /contributing/ADRs/front-end/styles"], out


def test_a_folder_that_links_its_pages_by_their_addresses_has_that_as_its_way(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """evitaDB (335th held-out set) links its research pages by their website addresses (`querying/query_language`
    67 times, with `.md` 14) and its user guide by their files: the research folder's way is its own, though the
    repository's is `.md` (58 false DC410). A guide page's slip is still told."""
    def page(title: str, links: str) -> str:
        return f"# {title}\n\nSee {links}.\n"

    files = {f"docs/research/{n}.md": page(f"Research {n}", f"[next](./{n + 1})") for n in range(1, 4)}
    files["docs/research/4.md"] = page("Research 4", "[first](./1)")
    files |= {f"docs/guide/g{n}.md": page(f"Guide {n}", "[a](./g1.md), [b](./g2.md), [c](./g3.md) and [d](./g4.md)")
              for n in range(1, 5)}
    files["docs/guide/g5.md"] = page("Guide 5", "[four](./g4)")
    out = check(tmp_path, monkeypatch, capsys, files, select="DC410")
    assert [line.split(" DC410", 1)[0] for line in out] == ["docs/guide/g5.md:3:5:"], out


def test_one_records_own_papers_replacing_each_other_are_no_supersession_of_the_family(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """evitaDB's ADR kept as a folder (335th held-out set): its report "Superseded by `2026-07-09-remeasure.md`",
    another report of the same record, which does not say so back; and its README, saying which report supersedes
    which. Working notes of one record, not one decision replacing another: no DC404. Two records still answer."""
    def adr(title: str, more: str = "", status: str = "accepted") -> str:
        return f"---\nstatus: {status}\n---\n\n# {title}\n\n## Context\n\nWhy.\n\n{more}"

    record = "adr/2026-07-10-faster/"
    files = {"adr/TEMPLATE.md": "---\nstatus: proposed | accepted | superseded\nsupersedes: <the record this "
                                "replaces>\n---\n\n# Title\n\n## Context\n\nWhy this decision is needed.\n",
             record + "README.md": adr("Faster", "## Reports\n\n- `reports/` - the remeasure (**the authoritative "
                                                 "list - it supersedes `notes.md`, kept only as a record**).\n"),
             record + "reports/notes.md": "# Notes\n\n**Superseded by `2026-07-09-remeasure.md` section 2, the "
                                          "authoritative version of this list** (drafted mid-session).\n",
             record + "reports/2026-07-09-remeasure.md": "# Remeasure\n\n## Context\n\nNumbers.\n",
             "adr/2026-02-01-r2.md": adr("R2", "**Superseded by [R4](2026-04-01-r4.md)**\n", "superseded")}
    files |= {f"adr/2026-0{n}-01-r{n}.md": adr(f"R{n}") for n in (1, 3, 4)}
    out = check(tmp_path, monkeypatch, capsys, files, select="DC404")
    assert [line.split(": ", 2)[:2] for line in out] == [["adr/2026-02-01-r2.md:11:1",
                                                           "DC404 one-way-supersession"]], out


def test_a_record_named_by_its_dated_file_name_is_that_record_or_missing(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """evitaDB's ADRs (335th held-out set) name each other by their dated file names without `.md`
    (`supersedes: [2026-07-18-traffic-recording-on-demand-export]`, "ADR ids, the filename without .md"): the one
    so named, which must leave force (DC405), or, where none is, a missing record (DC403). A page not named by its
    date names no record so."""
    def adr(status: str, more: str = "") -> str:
        return f"---\nstatus: {status}\n{more}---\n\n# A decision\n\n## Why\n\nReasons.\n"

    files = {"adr/2026-07-18-recording.md": adr("accepted"),
             "adr/2026-07-24-discard.md": adr("accepted", "supersedes: [2026-07-18-recording]\n"),
             "adr/2026-08-02-pipeline.md": adr("superseded", "superseded-by: [2026-08-07-pipeline-rework]\n"),
             "notes/plan.md": adr("draft", "supersedes: [2026-01-01-old-plan]\n")}
    out = check(tmp_path, monkeypatch, capsys, files, select="DC403,DC405")
    assert [line.split(": ", 2)[:2] for line in out] == [
        ["adr/2026-07-18-recording.md:2:1", "DC405 superseded-still-active"],
        ["adr/2026-08-02-pipeline.md:3:1", "DC403 missing-related-document"]], out


def test_a_relation_naming_a_record_by_its_file_follows_it_into_another_folder(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """Vultron's ADRs (nineteenth held-out set) move a superseded record to `archived/` and keep naming it by its
    file (`supersedes: 0015-create-case.md`): it is that record. A file name two documents share, or none, is
    not one record."""
    def adr(title: str, more: str = "") -> str:
        return f"---\nstatus: accepted\n{more}---\n\n# {title}\n\n## Context and Problem Statement\n\nWhy.\n"

    files = {"adr/archived/0015-create-case.md": adr("Create case", "superseded_by: 0041-case-actor.md\n"),
             "adr/0041-case-actor.md": adr("Case actor", "supersedes: 0015-create-case.md\n"),
             "adr/0042-more.md": adr("More", "supersedes: 0016-gone.md\n"),
             "adr/0043-twice.md": adr("Twice", "supersedes: 0001-shared.md\n"),
             "adr/one/0001-shared.md": adr("Shared"), "adr/two/0001-shared.md": adr("Shared")}
    out = check(tmp_path, monkeypatch, capsys, files, select="DC403")
    assert [line.split(":", 1)[0] for line in out] == ["adr/0042-more.md", "adr/0043-twice.md"]


def test_a_status_written_as_a_link_names_what_superseded_it(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """Haxe's proposals (nineteenth held-out set) write `Status: [superseded](https://.../pull/11553)`: the link
    is its successor, so it is not superseded without one; linked to a proposal that is not there, that
    successor is missing."""
    def hxp(number: int, status: str) -> str:
        return f"# HXP {number}\n\n* Status: {status}\n\n## Motivation\n\nWhy.\n"

    files = {"proposals/0001-a.md": hxp(1, "implemented"),
             "proposals/0008-forward.md": hxp(8, "[superseded](https://github.com/acme/lang/pull/11553)"),
             "proposals/0004-types.md": hxp(4, "[superseded](0099-successor.md)")}
    out = check(tmp_path, monkeypatch, capsys, files, select="DC403,DC407")
    assert [line.split(": ", 2)[:2] for line in out] == [["proposals/0004-types.md:3:1",
                                                           "DC403 missing-related-document"]]


def test_fields_written_in_a_blockquote_under_the_title_are_read(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """sysprims' ADRs (twentieth held-out set) write their header as a blockquote, `> **Status**: Accepted`,
    `> **Superseded by**: [ADR-0020](...)`: a successor that is not there is missing, and a record another
    supersedes while it stays accepted is reported."""
    def adr(number: int, status: str, more: str = "") -> str:
        return (f"# ADR-{number:04d}: Choice {number}\n\n> **Status**: {status}  \n> **Date**: 2025-12-31  \n{more}"
                "\n## Context\n\nWhy.\n\n## Decision\n\nWhat.\n")

    files = {"docs/decisions/ADR-0001-a.md": adr(1, "Accepted"),
             "docs/decisions/ADR-0003-b.md": adr(3, "Superseded", "> **Superseded by**: [ADR-0020](ADR-0020-x.md)\n"),
             "docs/decisions/ADR-0004-c.md": adr(4, "Accepted"),
             "docs/decisions/ADR-0006-d.md": adr(6, "Accepted", "> **Supersedes**: [ADR-0004](ADR-0004-c.md)\n")}
    out = check(tmp_path, monkeypatch, capsys, files, select="DC403,DC405")
    assert [line.split(": ", 2)[:2] for line in out] == [
        ["docs/decisions/ADR-0003-b.md:5:1", "DC403 missing-related-document"],
        ["docs/decisions/ADR-0004-c.md:3:1", "DC405 superseded-still-active"]]


def test_a_heading_that_says_superseded_by_a_record_is_a_supersession(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """Kubewarden's RFCs (twenty-first held-out set) write `# SUPERSEDED BY [RFC 12](./0012-x.md).` above the
    body: a successor that is not there is missing, one that is there leaves an accepted record superseded."""
    def rfc(number: int, state: str, heading: str = "") -> str:
        return (f"| | |\n| :- | :- |\n| Feature Name | F{number} |\n| State | **{state}** |\n\n{heading}"
                f"# Summary\n\nWhat {number}.\n")

    files = {"rfc/0005-a.md": rfc(5, "ACCEPTED", "# SUPERSEDED BY [RFC 12](./0012-b.md).\n\n"),
             "rfc/0006-c.md": rfc(6, "REJECTED", "# SUPERSEDED BY [RFC 99](./0099-gone.md).\n\n"),
             "rfc/0008-d.md": rfc(8, "DEPRECATED", "# SUPERSEDED BY entry in docs.example.io\n\n"),
             "rfc/0012-b.md": rfc(12, "ACCEPTED")}
    out = check(tmp_path, monkeypatch, capsys, files, select="DC403,DC405")
    assert [line.split(": ", 2)[1] for line in out] == ["DC405 superseded-still-active",
                                                         "DC403 missing-related-document"]
    assert out[0].startswith("rfc/0005-a.md") and out[1].startswith("rfc/0006-c.md")


def test_an_mdbook_site_serves_each_page_as_html(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """Amaranth's RFCs (twenty-second held-out set) build an mdBook (`book.toml`): `[RFC 2](0002-interfaces.html)`
    is the page of `0002-interfaces.md`. Without the book it is a broken link; a page no file makes is one either
    way."""
    files = {"text/0001-a.md": "# RFC 1\n\n## Summary\n\nSee [RFC 2](0002-interfaces.html) and [RFC 9](0009-x.html).\n",
             "text/0002-interfaces.md": "# RFC 2\n\n## Summary\n\nInterfaces.\n"}
    for site in (True, False):
        root = tmp_path / ("book" if site else "plain")
        root.mkdir()
        if site:
            (root / "book.toml").write_text('[book]\ntitle = "RFCs"\n')
        out = check(root, monkeypatch, capsys, files, select="DC410")
        assert [line.split("'")[1] for line in out] == (["0009-x.html"] if site else ["0002-interfaces.html",
                                                                                      "0009-x.html"])


def test_a_site_page_s_link_to_an_html_page_in_a_folder_not_here_is_built_by_another_step(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """nano-ros (334th held-out set): its mdBook's chapters link `../api/rmw-cffi/index.html`, the rustdoc and Doxygen
    pages its build copies in beside the book; no folder `api/` is in the repository (16 false DC410). An HTML page
    missing beside pages that are here, and a Markdown file missing from a folder not here, are still broken, and
    without a site nothing serves the pages at all."""
    files = {"book/src/intro.md": "# Intro\n\nSee [the API](../api/rmw/index.html), [ch 9](ch9.html) and "
                                  "[notes](../notes/x.md).\n",
             "book/src/ch2.md": "# Chapter 2\n\nText.\n"}
    for site in (True, False):
        root = tmp_path / ("book" if site else "plain")
        root.mkdir()
        if site:
            (root / "book").mkdir()
            (root / "book" / "book.toml").write_text('[book]\ntitle = "Book"\n')
        out = check(root, monkeypatch, capsys, files, select="DC410")
        assert [line.split("'")[1] for line in out] == (["ch9.html", "../notes/x.md"] if site else [
            "../api/rmw/index.html", "ch9.html", "../notes/x.md"]), out


def test_an_astro_site_serves_its_pages_from_the_site_root(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """delta-io/delta's docs (hundred-and-first held-out set) build an Astro Starlight site (`docs/astro.config.mjs`):
    the home page's `/concurrency-control` is the route of `docs/src/content/docs/concurrency-control.mdx`, not a
    path from the repository's top. Without the site's configuration it is a broken link."""
    files = {"docs/src/content/docs/index.md": "# Delta\n\nSee [concurrency control](/concurrency-control).\n",
             "docs/src/content/docs/concurrency-control.mdx": "# Concurrency control\n\nText.\n",
             "protocol_rfcs/a.md": "# A\n\nSee [the protocol](../protocol.md).\n"}
    for site in (True, False):
        root = tmp_path / ("astro" if site else "plain")
        (root / ".git").mkdir(parents=True)
        if site:
            (root / "docs").mkdir()
            (root / "docs" / "astro.config.mjs").write_text("export default {};\n")
        out = check(root, monkeypatch, capsys, files, select="DC410")
        assert [line.split("'")[1] for line in out] == (["../protocol.md"] if site else ["/concurrency-control",
                                                                                          "../protocol.md"])


def test_a_supersedes_field_listing_two_files_names_both(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """`supersedes: 0015-structure.md, 0015-terms.md` (a MADR folder of the seventeenth held-out set): two
    records, both there; a list naming one that is not there is reported for that one."""
    def adr(title: str, more: str = "") -> str:
        return f"---\nstatus: accepted\n{more}---\n\n# {title}\n\n## Context and Problem Statement\n\nWhy.\n"

    files = {"decisions/0014-structure.md": adr("Structure", "status: superseded by 0016-values.md\n"),
             "decisions/0015-terms.md": adr("Terms"),
             "decisions/0016-values.md": adr("Values", "supersedes: 0014-structure.md, 0015-terms.md\n"),
             "decisions/0017-more.md": adr("More", "supersedes: 0015-terms.md, 0099-gone.md\n")}
    out = check(tmp_path, monkeypatch, capsys, files, select="DC403")
    assert [line.split(": ", 2)[:2] for line in out] == [
        ["decisions/0017-more.md:3:1", "DC403 missing-related-document"]]
    assert "'0099-gone.md'" in out[0]


def _madr_variant(statuses: str) -> dict[str, str]:
    """univention's layout: a template whose header gives a supersession its own field beside the status."""
    def record(number: int, status: str, superseded_by: str = "-", supersedes: str = "-") -> str:
        return (f"# Log format {number}\n\n- status: {status}\n- supersedes: {supersedes}\n"
                f"- superseded by: {superseded_by}\n- date: 2024-03-2{number}\n\n## Context and Problem Statement\n\n"
                f"Logs {number}.\n\n## Decision Outcome\n\nFormat {number}.\n")
    files = {"adr-template.md": (f"# {{short title of solved problem and solution}}\n\n- status: {{{statuses}}}\n"
                                 "- supersedes: { - | [ADR-0004](0004-example.md)}\n"
                                 "- superseded by: { - | [ADR-0005](0005-example.md)}\n"
                                 "- date: {YYYY-MM-DD when the decision was last updated}\n\n"
                                 "## Context and Problem Statement\n\n{Describe the context.}\n\n"
                                 "## Decision Outcome\n\n{Chosen option.}\n")}
    files.update({f"000{n}-log-{n}.md": record(n, "accepted") for n in (1, 2, 3, 4)})
    files["0005-log-5.md"] = record(5, "accepted", superseded_by="[0006 Log Format](0006-log-6.md)")
    files["0006-log-6.md"] = record(6, "accepted", supersedes="[0005 Log Format](0005-log-5.md)")
    return files


def test_a_superseded_record_keeps_its_status_where_the_template_records_supersession_in_a_field_of_its_own(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    assert check(tmp_path, monkeypatch, capsys, _madr_variant("draft | submitted to TDA | accepted | rejected")) == []


def test_a_superseded_record_still_accepted_is_found_where_the_template_lists_a_superseded_status(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    out = check(tmp_path, monkeypatch, capsys, _madr_variant("proposed | accepted | rejected | superseded"))
    assert [line.split(": ")[1] for line in out] == ["DC405 superseded-still-active"]
    assert out[0].startswith("0005-log-5.md:3:1:")


def test_a_record_that_names_its_successor_without_a_status_is_not_asked_to_be_completed(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    files = {f"docs/architecture/adr-00{n:02d}-topic-{n}.md": f"# Topic {n}\n\n## Context\n\nC {n}.\n\n## Decision\n\n"
             f"D {n}.\n\n## Consequences\n\nQ {n}.\n" for n in range(1, 13)}
    old = ("# Permissions\n\n## Context\n\nThis ADR has been superseded by `ADR-0007` concerning access rules.\n\n"
           "## Access-Control Analysis\n\nA.\n\n## Proposed Approach\n\nB.\n")
    files["docs/architecture/adr-0005-topic-5.md"] = old
    files["docs/architecture/adr-0006-topic-6.md"] = old.replace("This ADR has been superseded by `ADR-0007` "
                                                                 "concerning access rules.", "Access rules.")
    out = check(tmp_path, monkeypatch, capsys, files, select="DC101")
    assert [line.split(":")[0] for line in out] == ["docs/architecture/adr-0006-topic-6.md"] * 2


def test_a_successor_turned_down_replaces_nothing_and_a_proposed_one_is_still_named_back(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """Synthetix's rejected SIPs (twenty-fifth held-out set) say they supersede other SIPs: the old ones have no
    successor to name. A proposed successor is still one the old record should point to (the corpus's ADR 73)."""
    def adr(number: int, status: str, extra: str = "") -> str:
        return f"# {number}. Change {number}\n\n## Status\n\n{status}\n\n## Context\n\n{extra}Text {number}.\n"

    out = check(tmp_path, monkeypatch, capsys, {
        "0001-a.md": "# 1. Change 1\n\n## Context\n\nText 1.\n",
        "0002-b.md": "# 2. Change 2\n\n## Context\n\nText 2.\n",
        "0003-c.md": adr(3, "Rejected", "This ADR supersedes [ADR 1](0001-a.md).\n\n"),
        "0004-d.md": adr(4, "Proposed", "This ADR supersedes [ADR 2](0002-b.md).\n\n")})
    assert [line.split(": ")[0] for line in out if "DC404" in line] == ["0004-d.md:9:1"]


def test_a_dead_link_the_records_copy_from_their_template_is_the_templates_finding(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """Shipwright's template links its checklist to `/docs/`, which is not there, and every SHIP copied it: one
    finding where the fix is. A dead link of a record's own is still the record's."""
    checklist = "- [ ] User-facing documentation is created in [docs](/docs/)\n"
    files = {"ships/0000-template.md": f"# Title\n\n## Summary\n\n<!-- What it does. -->\n\n{checklist}"}
    for number in range(1, 5):
        ship = f"# Ship {number}\n\n## Summary\n\nShip {number}.\n\n{checklist}"
        files[f"ships/{number:04d}-ship-{number}.md"] = ship
    files["ships/0004-ship-4.md"] += "See [the design](0099-design.md).\n"
    (tmp_path / ".git").mkdir()  # links from `/` are paths from the repository's top
    assert check(tmp_path, monkeypatch, capsys, files, select="DC410") == [
        "ships/0000-template.md:7:47: DC410 broken-link: link to '/docs/': no such file; 4 documents copy it from this "
        "template",
        "ships/0004-ship-4.md:8:5: DC410 broken-link: link to '0099-design.md': no such file"]


def test_a_placeholder_the_template_lets_a_draft_keep_is_template_text_once_the_record_is_final(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """The EIP template's Security Considerations is "Needs discussion.", "acceptable for a draft": a draft, a
    stalled draft (Stagnant) or one withdrawn as a draft may keep it, a Final EIP may not. Its Backwards
    Compatibility placeholder, "No backward compatibility issues found.", is an answer, whatever the status."""
    template = ("---\neip: <to be assigned>\nstatus: Draft\n---\n\n## Abstract\n\nAbstract is a summary.\n\n"
                "## Backwards Compatibility\n\n<!-- The current placeholder is acceptable for a draft. -->\n\n"
                "No backward compatibility issues found.\n\n## Security Considerations\n\n"
                "<!-- The current placeholder is acceptable for a draft. -->\n\nNeeds discussion.\n")

    def eip(number: int, status: str, security: str) -> str:
        return (f"---\neip: {number}\nstatus: {status}\n---\n\n## Abstract\n\nEIP {number} adds an opcode.\n\n"
                f"## Backwards Compatibility\n\nNo backward compatibility issues found.\n\n"
                f"## Security Considerations\n\n{security}\n")

    files = {"EIPS/eip-template.md": template}
    files.update({f"EIPS/eip-{n}.md": eip(n, "Final", f"Opcode {n} is gas-metered.") for n in range(1, 13)})
    files.update({f"EIPS/eip-{n}.md": eip(n, status, "Needs discussion.")
                  for n, status in ((13, "Draft"), (14, "Stagnant"), (15, "Withdrawn"), (16, "Final"))})
    assert check(tmp_path, monkeypatch, capsys, files, select="DC301") == [
        "EIPS/eip-16.md:16:1: DC301 placeholder-text: the template's own text is still here (EIPS/eip-template.md:20: "
        "'Needs discussion.'); write this document's own"]


def test_records_dated_by_the_year_alone_are_a_repositorys_way(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """RSK's oldest RSKIPs give a year and no more (`created: 2016`); three records so dated are the repository's
    way. One record alone dated so is told to give at least a month."""
    files = {f"IPs/RSKIP{n}.md": f"---\nrskip: {n}\ncreated: 2016\n---\n\n# RSKIP {n}\n\nText.\n" for n in (1, 2)}
    files["IPs/RSKIP3.md"] = "---\nrskip: 3\ncreated: 12-MAR-18\n---\n\n# RSKIP 3\n\nText.\n"
    told = "DC204 invalid-date: created '2016' is not a date: 2016 is only a year; give at least a month"
    assert check(tmp_path, monkeypatch, capsys, files, select="DC204") == [
        f"IPs/RSKIP1.md:3:1: {told}", f"IPs/RSKIP2.md:3:1: {told}"]
    files["IPs/RSKIP4.md"] = "---\nrskip: 4\ncreated: 2017\n---\n\n# RSKIP 4\n\nText.\n"
    assert check(tmp_path, monkeypatch, capsys, files, select="DC204") == []


@pytest.mark.parametrize(("offered", "reported"), [
    ("Documented | Open | Deprecated | short plain-language status", False),  # any phrase is a status
    ("Documented | Open | Deprecated", True),
])
def test_a_template_that_lets_a_record_word_its_own_status_has_no_unknown_status(
        offered: str, reported: bool, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    # open-mapsight/mapsight's decisions (thirtieth held-out set): its README asks for "whatever short phrase best
    # describes reality", and 008 is "Target documented; library not selected"
    def record(n: int, status: str) -> str:
        return f"# Decision {n:03d}: D{n}\n\n**Status:** {status}\n\n## Context\n\nC.\n\n## Decision\n\nD.\n\n" \
               "## Consequences\n\nQ.\n"

    top = "docs/architecture/decisions/"
    files = {f"{top}template.md": record(0, offered).replace("Decision 000: D0", "Decision NNN: Title")}
    files |= {f"{top}{n:03d}-d{n}.md": record(n, ("Accepted", "Documented", "Proposed")[n % 3]) for n in range(1, 8)}
    files[f"{top}008-i18n.md"] = record(8, "Target documented; library not selected")
    out = check(tmp_path, monkeypatch, capsys, files, select="DC203")
    assert [line.split(": ", 2)[1] for line in out] == (["DC203 unknown-status"] if reported else [])


@pytest.mark.parametrize(("held", "reported"), [(("On Hold", "On Hold", "On Hold"), True),
                                                (("Deferred", "Deferred", "Deferred"), True),
                                                (("On Hold", "Postponed"), False),  # the family writes both
                                                (("On Hold", "On Hold"), False)])  # two: no convention yet
def test_a_status_written_in_words_its_family_does_not_use_for_it_is_reported(
        held: tuple[str, ...], reported: bool, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    # chef/chef-rfc (thirtieth held-out set): nine RFCs are On Hold, as its process lists; `Postponed` reads as the
    # same status, in words none of them uses
    def rfc(n: int, status: str) -> str:
        return f"---\nRFC: {n}\nTitle: R{n}\nStatus: {status}\n---\n\n# R{n}\n\n## Motivation\n\nM.\n"

    statuses = [*held, *["Accepted"] * 8, "Postponed"]  # ten records or more: a family without a template
    files = {f"rfc{n:03d}-r{n}.md": rfc(n, status) for n, status in enumerate(statuses, start=1)}
    first = check(tmp_path, monkeypatch, capsys, files, select="DC203")
    assert [line.split(": ", 2)[1] for line in first] == (["DC203 unknown-status"] if reported else [])
    if reported:
        assert first[0].startswith(f"rfc{len(statuses):03d}-")
        main(["check", "--all", "-q", "--select", "DC203", "."])  # the family's words kept in the cache too
        main(["check", "--all", "-q", "--select", "DC203", "."])
        assert capsys.readouterr().out.splitlines()[-1:] == first


@pytest.mark.parametrize(("singles", "offered", "reported"), [(("Rejected",), True, True),
                                                             (("Rejected",), False, False)])
def test_a_status_off_course_is_reported_where_the_family_is_offered_its_statuses(
        singles: tuple[str, ...], offered: bool, reported: bool, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    # thoni56/c-xrefactory's ADRs (thirty-first held-out set): Implemented, Accepted, Proposed, Superseded and one
    # more. `Postponed` is no status of theirs where a template names theirs; where nothing does, the first record
    # put off is no slip (Cordova's one Abandoned proposal, a hundred-and-ninety-second held-out set).
    statuses = ["Implemented"] * 11 + ["Accepted"] * 5 + ["Superseded"] * 3 + ["Proposed"] * 2 + [*singles]
    files = {f"doc/adr/{n:04d}-d{n}.md": f"# {n}. D{n}\n\n## Status\n\n{status}\n\n## Context\n\nC.\n\n## Decision\n\n"
                                         "D.\n\n## Consequences\n\nQ.\n" for n, status in enumerate(statuses, start=1)}
    files["doc/adr/0099-late.md"] = "# 99. Late\n\n## Status\n\nPostponed\n\n## Context\n\nC.\n\n" \
                                    "## Decision\n\nD.\n\n## Consequences\n\nQ.\n"
    if offered:
        files["doc/adr/template.md"] = "# NNNN. Title\n\n## Status\n\nProposed | Accepted | Implemented | Rejected | " \
                                       "Superseded\n\n## Context\n\nC.\n\n## Decision\n\nD.\n\n## Consequences\n\nQ.\n"
    out = check(tmp_path, monkeypatch, capsys, files, select="DC203")
    assert [line.split(":", 1)[0] for line in out] == (["doc/adr/0099-late.md"] if reported else [])


def test_a_repository_linked_often_at_a_name_every_repository_has_is_not_this_one(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """tendermint-rs (280th held-out set) links Tendermint's CHANGELOG.md at fifteen tags, and its own records three
    times: its links to Tendermint's ADRs (`tendermint/tendermint/blob/main/docs/architecture/adr-067-x.md`) are
    another repository's, not missing here (six were reported). Its own address to a record it lacks still is."""
    def adr(n: int, more: str = "") -> str:
        return f"# ADR {n:03d}: A{n}\n\n## Status\n\nAccepted\n\n## Context\n\nSee [ADR {n % 3 + 1}](https://github" \
               f".com/informalsystems/tendermint-rs/blob/main/docs/architecture/adr-{n % 3 + 1:03d}-x.md).{more}\n"
    files = {f"docs/architecture/adr-{n:03d}-x.md": adr(n) for n in range(1, 4)}
    files["docs/architecture/adr-004-x.md"] = adr(4, " Tendermint's [ADR 67](https://github.com/tendermint/tendermint/"
                                                  "blob/main/docs/architecture/adr-067-mempool.md), and [ours](https://"
                                                  "github.com/informalsystems/tendermint-rs/blob/main/docs/architecture/"
                                                  "adr-009-x.md).")
    files["CHANGELOG.md"] = "# Changes\n\n" + "".join(
        f"- [v0.{n}](https://github.com/tendermint/tendermint/blob/v0.{n}.0/CHANGELOG.md)\n" for n in range(15))
    out = check(tmp_path, monkeypatch, capsys, files, select="DC410")
    assert [line.split(": ")[0] for line in out] == ["docs/architecture/adr-004-x.md:9:221"], out


@pytest.mark.parametrize(("linked", "reported"), [
    ("https://github.com/LiskHQ/lips/blob/main/proposals/lip-0099.md", True),
    ("https://github.com/LiskHQ/lips/blob/main/proposals/lip-0002.md#notation", False),  # it is here
    ("https://github.com/LiskHQ/lips/blob/758c87d8e616768005c54aa7ec63e0bc6d3500a2/proposals/lip-0099.md", False),
    ("https://github.com/other/lips/blob/main/proposals/lip-0099.md", False),  # another repository's
    ("https://github.com/LiskHQ/lips/blob/fast-bridge/proposals/lip-0099.md", False),  # another branch's
    ("https://github.com/LiskHQ/lips/blob/main/elsewhere/lip-0099.md", False),  # a folder not here
])
def test_a_link_by_this_repositorys_own_address_to_a_missing_document_is_broken(
        linked: str, reported: bool, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    # LiskHQ/lips (thirty-first held-out set) links its LIPs to each other by their GitHub addresses, 683 links;
    # this is that repository because three or more of them name documents here at their paths
    def lip(n: int, more: str = "") -> str:
        return f"```\nLIP: {n:04d}\nTitle: L{n}\nStatus: Draft\n```\n\n## Abstract\n\nSee [LIP {n % 4 + 1}](https://" \
               f"github.com/LiskHQ/lips/blob/main/proposals/lip-{n % 4 + 1:04d}.md).{more}\n"

    files = {f"proposals/lip-{n:04d}.md": lip(n) for n in range(1, 5)}
    files["proposals/lip-0005.md"] = lip(5, f" And [this]({linked}).")
    out = check(tmp_path, monkeypatch, capsys, files, select="DC410")
    assert [line.split(":", 1)[0] for line in out] == (["proposals/lip-0005.md"] if reported else [])


@pytest.mark.parametrize(("linked", "reported"), [
    ("https://github.com/LiskHQ/lips/blob/main/proposals/lip-0099.md", True),
    ("https://github.com/LiskHQ/lips/blob/main/proposals/lip-0002.md", False),  # it is here
    ("https://github.com/other/lips/blob/main/proposals/lip-0099.md", False),  # another repository's
])
def test_a_successor_named_by_this_repositorys_own_address_is_missing_where_its_link_is_broken(
        linked: str, reported: bool, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    # falcosecurity/falco 20200901: `**Superseded by**: [..](https://github.com/falcosecurity/falco/blob/master/
    # proposals/...)` (thirty-fifth held-out set): a successor that is not here is DC403, as by a relative link
    def lip(n: int, more: str = "") -> str:
        return f"# LIP {n}\n\n{more}## Abstract\n\nSee [LIP {n % 4 + 1}](https://" \
               f"github.com/LiskHQ/lips/blob/main/proposals/lip-{n % 4 + 1:04d}.md).\n"

    files = {f"proposals/lip-{n:04d}.md": lip(n) for n in range(1, 5)}
    files["proposals/lip-0005.md"] = lip(5, f"**Superseded by**: [the next one]({linked})\n\n")
    out = check(tmp_path, monkeypatch, capsys, files, select="DC403")
    assert [line.split(":", 1)[0] for line in out] == (["proposals/lip-0005.md"] if reported else [])


def test_a_section_its_template_misspells_is_kept_by_a_record_that_spells_it_right(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    # bitshares/bsips (thirty-first held-out set): the template's `# Rational` is the records' `# Rationale`, which
    # does the Rationale's job, not the Motivation's: a BSIP without a Motivation is told so
    template = "    BSIP: <BSIP number>\n    Status: [ Draft | Accepted | Installed ]\n\n# Abstract\n# Motivation\n" \
               "# Rational\n# Specifications\n# Copyright\n"

    def bsip(n: int, motivation: bool = True) -> str:
        why = "# Motivation\n\nWhy.\n\n" if motivation else ""
        return f"    BSIP: {n:04d}\n    Title: B{n}\n    Status: Installed\n\n# Abstract\n\nA.\n\n{why}" \
               "# Rationale\n\nR.\n\n# Specifications\n\nS.\n\n# Copyright\n\nPublic domain.\n"

    files = {"BSIPs-Template.md": template} | {f"bsip-{n:04d}.md": bsip(n) for n in range(1, 12)}
    files["bsip-0030.md"] = bsip(30, motivation=False)
    out = check(tmp_path, monkeypatch, capsys, files, select="DC101")
    assert [line.split(":", 1)[0] for line in out] == ["bsip-0030.md"]


@pytest.mark.parametrize(("offer", "reported"), [("? Status: <Draft | Active | Final | Replaced | Withdrawn>", True),
                                                 ("", False)])
def test_the_status_choices_a_process_document_specifies_are_the_familys_when_its_template_has_none(
        offer: str, reported: bool, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    # LiskHQ/lips (thirty-first held-out set): template.md has no Status line; LIP 1 specifies the header, its
    # Status a closed list, which every LIP keeps to
    def lip(n: int, status: str) -> str:
        return f"```\nLIP: {n:04d}\nTitle: L{n}\nStatus: {status}\n```\n\n## Abstract\n\nA.\n\n## Motivation\n\nM.\n"

    files = {"template.md": "```\nLIP: <LIP number>\nTitle: <LIP title>\n```\n\n## Abstract\n\nDescribe.\n\n"
                            "## Motivation\n\nDescribe.\n",
             "proposals/lip-0001.md": f"```\nLIP: 0001\nTitle: LIP Purpose and Guidelines\nStatus: Active\n```\n\n"
                                      f"## Abstract\n\nA.\n\n## LIP format\n\n```\n  LIP: <LIP number>\n{offer}\n```\n"}
    files |= {f"proposals/lip-{n:04d}.md": lip(n, ("Active", "Replaced", "Draft")[n % 3]) for n in range(2, 14)}
    files["proposals/lip-0014.md"] = lip(14, "Implemented")
    out = check(tmp_path, monkeypatch, capsys, files, select="DC203")
    assert [line.split(":", 1)[0] for line in out] == (["proposals/lip-0014.md"] if reported else [])


@pytest.mark.parametrize(("field", "reported"), [("Replaces: <BSIP number> (optional)", False),
                                                 ("Replaces: <BSIP number>", True)])
def test_a_successor_need_not_name_what_it_replaces_where_the_template_makes_that_optional(
        field: str, reported: bool, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    # bitshares/bsips (thirty-first held-out set): the old BSIP says `Superseded-By: 0022`; the template's
    # `Replaces:` is optional, and BSIP 22 leaves it out
    template = f"    BSIP: <BSIP number>\n    Status: [ Draft | Installed | Superseded ]\n    {field}\n" \
               "    Superseded-By: <BSIP number> (optional)\n\n# Abstract\n# Motivation\n"

    def bsip(n: int, status: str, more: str = "") -> str:
        return f"    BSIP: {n:04d}\n    Title: B{n}\n    Status: {status}\n{more}\n# Abstract\n\nA.\n\n" \
               "# Motivation\n\nM.\n"

    files = {"BSIPs-Template.md": template} | {f"bsip-{n:04d}.md": bsip(n, "Installed") for n in range(1, 12)}
    files["bsip-0005.md"] = bsip(5, "Superseded", "    Superseded-By: 0022\n")
    files["bsip-0022.md"] = bsip(22, "Installed")
    out = check(tmp_path, monkeypatch, capsys, files, select="DC404")
    assert [line.split(":", 1)[0] for line in out] == (["bsip-0005.md"] if reported else [])



@pytest.mark.parametrize(("remote", "reported"), [("https://github.com/dydxfoundation/dip.git", True),
                                                  ("git@github.com:dydxfoundation/dip.git", True),
                                                  ("https://github.com/someone/else.git", False), (None, False)])
def test_a_checkouts_origin_names_the_repository_whose_addresses_are_its_own(
        remote: str | None, reported: bool, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    # dydxfoundation/dip (thirty-second held-out set) links a DIP by its address once: no evidence in the documents
    # that this is the repository, but the checkout's origin says so
    import subprocess

    if remote is not None:
        subprocess.run(["git", "init", "-q", "-b", "master", str(tmp_path)], check=True)
        subprocess.run(["git", "-C", str(tmp_path), "remote", "add", "origin", remote], check=True)
    files = {f"content/dips/DIP-{n}.md": f"---\nDIP: {n}\ntitle: D{n}\nstatus: Approved\n---\n\n## Motivation\n\nM.\n"
             for n in range(1, 6)}
    files["content/dips/DIP-6.md"] = "---\nDIP: 6\ntitle: D6\nstatus: Approved\n---\n\n## Motivation\n\nAs [DIP-99](" \
                                     "https://github.com/dydxfoundation/dip/blob/master/content/dips/DIP-99.md).\n"
    out = check(tmp_path, monkeypatch, capsys, files, select="DC410")
    assert [line.split(":", 1)[0] for line in out] == (["content/dips/DIP-6.md"] if reported else [])


def test_a_title_numbering_its_record_in_the_familys_own_series_is_held_to_its_file_number(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    # helium/HIP (thirty-second held-out set): `0104-...md` is `# HIP 104: ...`; a copy kept HIP 104 in 0105
    files = {f"{n:04d}-h{n}.md": f"# HIP {n}: H{n}\n\n## Summary\n\nS.\n" for n in range(90, 112)}
    files["0112-copy.md"] = "# HIP 104: Another\n\n## Summary\n\nS.\n"
    files["0113-http.md"] = "# HTTP 2: Enable\n\n## Summary\n\nS.\n"  # another prefix: a title, not a number
    out = check(tmp_path, monkeypatch, capsys, files, select="DC103")
    assert [line.split(": ", 1)[0] + ": " + line.split(": ", 2)[2] for line in out] == [
        "0112-copy.md:1:1: title says HIP 104 but the file name says 112 (the titles in this folder give their "
        "file's number)"]


@pytest.mark.parametrize(("name", "reported"), [("004-unit-conversion-detailed.md", []),
                                                # vespera-atelier's `08_milestone5-5_framework_diagram.md` beside
                                                # `08_milestone5-5_framework.md` (hundred-and-sixtieth held-out set)
                                                ("004-unit-conversion_diagram.md", []),
                                                # a version of the record, under its number (the PSI
                                                # consortium's `_V2.0`), and a second record that took it
                                                ("004-unit-conversion-v2.md", ["DC101"] * 3),
                                                ("004-currency-conversion.md", ["DC101"] * 3 + ["DC401"] * 2)])
def test_a_records_companion_file_is_part_of_it_not_a_second_record(
        name: str, reported: list[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    # atomic-ehr/ucum (thirty-second held-out set): the detailed analysis of ADR 4 beside it, under its number
    def adr(n: int, slug: str) -> str:
        return f"# ADR-{n:03d}: {slug}\n\n## Status\n\nAccepted\n\n## Context\n\nC.\n\n## Decision\n\nD.\n\n" \
               "## Consequences\n\nQ.\n"

    files = {f"adr/{n:03d}-a{n}.md": adr(n, f"a{n}") for n in (1, 2, 3, 5, 6, 7, 8)}
    files["adr/004-unit-conversion.md"] = adr(4, "Unit conversion")
    files[f"adr/{name}"] = "# Unit conversion: the detailed analysis\n\n## Options measured\n\nNumbers.\n"
    out = check(tmp_path, monkeypatch, capsys, files, select="DC1,DC4")
    assert sorted(line.split(": ", 2)[1].split()[0] for line in out) == reported


def test_record_zero_titled_a_template_is_the_familys_template(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    # handshake-org/HIPs (thirty-third held-out set): HIP-0000.md, "HIP-0000 : HIP Template"; its text left in a HIP
    def hip(n: int, motivation: str) -> str:
        return f"# HIP-{n:04d} : H{n}\n\n```\nNumber:  HIP-{n:04d}\nStatus:  Draft\n```\n\n## Abstract\n\nA.\n\n" \
               f"## Motivation\n\n{motivation}\n"

    files = {"HIP-0000.md": hip(0, "This is a section for a motivation.").replace("H0", "HIP Template")}
    files |= {f"HIP-{n:04d}.md": hip(n, f"Why {n}.") for n in range(1, 8)}
    files["HIP-0008.md"] = hip(8, "This is a section for a motivation.")
    out = check(tmp_path, monkeypatch, capsys, files, select="DC301")
    assert [line.split(":", 1)[0] for line in out] == ["HIP-0008.md"]


def test_folders_named_by_year_are_not_numbered_records(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    # eslint/rfcs (thirty-third held-out set): `designs/2022-languages/README.md`, a year's designs sharing it
    files = {f"designs/{year}-d{n}/README.md": f"# D{n}\n\n## Summary\n\nS.\n\n## Motivation\n\nM.\n"
             for n, year in enumerate([2019, 2019, 2020, 2021, 2021, 2022, 2022, 2022, 2023, 2023, 2024], start=1)}
    assert check(tmp_path, monkeypatch, capsys, files, select="DC401") == []


def test_a_process_documents_optional_part_is_not_required_of_a_folder_without_a_template(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    # akash-network/AEP (thirty-third held-out set): AEP 1 lists "Motivation (*optional*)"; 81 of 89 AEPs have one
    def aep(n: int, motivation: bool = True) -> str:
        why = "## Motivation\n\nWhy.\n\n" if motivation else ""
        return f"---\naep: {n}\ntitle: A{n}\nstatus: Final\n---\n\n## Abstract\n\nA.\n\n{why}## Specification\n\nS.\n"

    files = {f"spec/aep-{n}/README.md": aep(n, n != 7) for n in range(2, 24)}
    files["spec/aep-1/README.md"] = "---\naep: 1\ntitle: AEP Purpose and Guidelines\nstatus: Living\n---\n\n" \
                                    "## Abstract\n\nA.\n\n## Parts\n\n- Abstract - A short description.\n" \
                                    "- Motivation (*optional*) - The motivation is critical.\n" \
                                    "- Specification - The technical specification.\n\n## Motivation\n\nM.\n\n" \
                                    "## Specification\n\nS.\n"
    assert check(tmp_path, monkeypatch, capsys, files, select="DC101") == []
    files["spec/aep-1/README.md"] = files["spec/aep-1/README.md"].replace(" (*optional*)", "")
    assert [line.split(":", 1)[0] for line in check(tmp_path, monkeypatch, capsys, files, select="DC101")] == [
        "spec/aep-7/README.md"]


def test_a_status_cell_of_prose_in_a_family_without_a_lifecycle_is_no_unknown_status(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    # akash's AEP-79 design chapters (thirty-third held-out set) write how normative they are in a Status cell
    cells = ["Normative where marked", "Normative where marked", "Informative", "Informative", "Informative",
             "Normative where marked", "Analysis", "Informative", "Normative where marked", "Informative", "Normative"]
    files = {f"doc/{n:02d}-c{n}.md": f"# {n:02d}. C{n}\n\n| | |\n|---|---|\n| **Document** | {n:02d}. C{n} |\n"
                                      f"| **Status** | {cell}; see Gate 0 |\n\n## Purpose\n\nP.\n"
             for n, cell in enumerate(cells, start=1)}
    assert check(tmp_path, monkeypatch, capsys, files, select="DC203") == []


@pytest.mark.parametrize("field", ["number", "series"])
def test_a_number_stated_in_a_header_field_is_the_records_id(
        field: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    # handshake-org/HIPs' `Number:  HIP-0005` in HIP-0005.md; akash-network/AEP's `aep: 5` in spec/aep-5/README.md
    # (thirty-third held-out set): the header, not the file or folder name, says which number a record takes
    def record(n: int, stated: int) -> str:
        header = f"Number:  HIP-{stated:04d}" if field == "number" else f"aep: {stated}"
        return f"# R{n}\n\n```\n{header}\nStatus:  Draft\n```\n\n## Abstract\n\nA.\n"

    path = "HIP-{n:04d}.md" if field == "number" else "spec/aep-{n}/README.md"
    files = {path.format(n=n): record(n, n) for n in range(1, 13)}
    assert check(tmp_path, monkeypatch, capsys, files, select="DC401") == []
    files[path.format(n=6)] = record(6, 5)
    out = check(tmp_path, monkeypatch, capsys, files, select="DC401")
    assert sorted(line.split(":", 1)[0] for line in out) == sorted([path.format(n=5), path.format(n=6)])
    assert all("number 5 is also used by" in line for line in out)


def test_a_part_the_process_document_lists_is_required_of_three_in_four_records(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    # nemtech/NIP (thirty-third held-out set): NIP 1 "Each NIP should have the following parts: ... Specification:
    # ..."; no template in the folder; two NIPs of thirteen without a Specification are not the family's way
    def nip(n: int, specification: bool = True) -> str:
        spec = "## Specification\n\nS.\n\n" if specification else ""
        return f"# NIP {n}\n\n    NIP: {n}\n    Status: Draft\n\n## Introduction\n\nI.\n\n{spec}## History\n\nH.\n"

    files = {f"NIPs/nip-{n:04d}.md": nip(n, n not in (4, 7)) for n in range(2, 15)}
    process = nip(1).replace("# NIP 1", "# NIP 1 - NIP Process")
    files["NIPs/nip-0001.md"] = process + "\n## NIP format and structure\n\nEach NIP should have the following " \
                                         "parts:\n\n* Introduction/Abstract: A short description.\n\n" \
                                         "* Specification: The technical specification.\n\n* History: What changed." \
                                         "\n\n### NIP header preamble\n"
    out = check(tmp_path, monkeypatch, capsys, files, select="DC101")
    assert sorted(line.split(":", 1)[0] for line in out) == ["NIPs/nip-0004.md", "NIPs/nip-0007.md"]
    assert "the process document NIPs/nip-0001.md lists it among a record's parts" in out[0]
    files["NIPs/nip-0001.md"] = process  # no list of parts: 11 of 13 is not nine in ten
    assert check(tmp_path, monkeypatch, capsys, files, select="DC101") == []


def adr_folder(extra: dict[int, str]) -> dict[str, str]:
    """Twelve ADRs, no template: a family learned from its records; `extra` adds lines under a record's status."""
    return {f"docs/adr/{n:04d}-d{n}.md": f"# {n}. D{n}\n\n## Status\n\nAccepted\n{extra.get(n, '')}\n\n"
                                        f"## Context\n\nC.\n\n## Decision\n\nD.\n" for n in range(1, 13)}


def test_a_side_of_a_relation_the_family_never_writes_is_not_asked_for(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    # Helium's HIPs (thirty-second held-out set) name what they amend, and nothing is ever named back; simple-adr
    # and grin write a supersession on the old record alone (fourteenth and tenth sets)
    amends = {9: "\nAmends [ADR 3](0003-d3.md)\n"}  # one relation unanswered: a gap, not the family's way
    assert [line.split(":", 1)[0] for line in check(tmp_path, monkeypatch, capsys, adr_folder(amends),
                                                    select="DC404")] == ["docs/adr/0009-d9.md"]
    amends[10] = "\nAmends [ADR 4](0004-d4.md)\n"
    assert check(tmp_path, monkeypatch, capsys, adr_folder(amends), select="DC404") == []
    both = amends | {1: "\nAmended by [ADR 2](0002-d2.md)\n", 2: "\nAmends [ADR 1](0001-d1.md)\n"}
    out = check(tmp_path, monkeypatch, capsys, adr_folder(both), select="DC404")
    assert [line.split(":", 1)[0] for line in out] == ["docs/adr/0009-d9.md", "docs/adr/0010-d10.md"]
    assert "does not say it is amended by this document" in out[0]

    old_side = {4: "\nSuperseded by [ADR 10](0010-d10.md)\n", 5: "\nSuperseded by [ADR 11](0011-d11.md)\n"}
    assert check(tmp_path, monkeypatch, capsys, adr_folder(old_side), select="DC404") == []
    both = old_side | {11: "\nSupersedes [ADR 5](0005-d5.md)\n"}
    out = check(tmp_path, monkeypatch, capsys, adr_folder(both), select="DC404")
    assert [line.split(":", 1)[0] for line in out] == ["docs/adr/0004-d4.md"]


def test_a_process_that_leaves_the_old_side_optional_asks_only_the_successor(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    # akash-network/AEP's AEP 1 (thirty-third held-out set), EIP 1's words: "AEPs may also have a superseded-by
    # header ...; the newer AEP must have a replaces header"
    def aep(n: int, status: str = "Final", *more: str) -> str:
        return "---\n" + "\n".join([f"aep: {n}", f"title: A{n}", f"status: {status}", *more]) + \
            "\n---\n\n## Abstract\n\nA.\n\n## Specification\n\nS.\n"

    files = {f"spec/aep-{n}/README.md": aep(n) for n in range(2, 14)}
    files["spec/aep-3/README.md"] = aep(3, "Superseded", "superseded-by: 4")
    files["spec/aep-4/README.md"] = aep(4, "Final", "replaces: 3")
    files["spec/aep-6/README.md"] = aep(6, "Draft")
    files["spec/aep-9/README.md"] = aep(9, "Final", "replaces: 6")
    process = aep(1, "Living").replace("title: A1", "title: AEP Purpose and Guidelines") + \
        "\nAEPs may also have a `superseded-by` header indicating that an AEP has been rendered obsolete.\n"
    files["spec/aep-1/README.md"] = process.replace(" may also have", " have")
    out = check(tmp_path, monkeypatch, capsys, files, select="DC404")
    assert [line.split(":", 1)[0] for line in out] == ["spec/aep-9/README.md"]
    files["spec/aep-1/README.md"] = process
    assert check(tmp_path, monkeypatch, capsys, files, select="DC404") == []


def test_two_series_kept_in_one_folder_from_its_first_number_are_not_clashes(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    # remix-run/react-router's decisions (thirty-third held-out set): its own 0001-0003 beside Remix's 0001-0010,
    # copied over with their numbers; numbering went on from 0011. A clash after that run is still one.
    def adr(n: int, name: str) -> str:
        return f"# {name}\n\nDate: 2023-01-0{n % 9 + 1}\n\nStatus: accepted\n\n## Context\n\nC.\n\n## Decision\n\nD.\n"

    files = {f"decisions/{n:04d}-remix-{n}.md": adr(n, f"Remix {n}") for n in range(1, 11)}
    files |= {f"decisions/{n:04d}-router-{n}.md": adr(n, f"Router {n}") for n in (1, 2, 3)}
    assert check(tmp_path, monkeypatch, capsys, files, select="DC401") == []
    files["decisions/0007-router-7.md"] = adr(7, "Router 7")
    assert sorted(line.split(":", 1)[0] for line in check(tmp_path, monkeypatch, capsys, files, select="DC401")) == [
        "decisions/0007-remix-7.md", "decisions/0007-router-7.md"]
    del files["decisions/0003-router-3.md"]  # 1 and 2 only: two clashes, not a series
    (tmp_path / "decisions/0003-router-3.md").unlink()
    assert len(check(tmp_path, monkeypatch, capsys, files, select="DC401")) == 6


def test_a_status_history_in_front_matter_and_a_template_of_status_boxes(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    # Letterbook's ADRs (thirty-fourth held-out set): `statusHistory:` lists each status with its date, the last
    # the status now; the template offers its statuses as boxes to tick under `## Status`
    def adr(n: int, *statuses: str) -> str:
        history = "".join(f"- status: {s}\n  date: 2024-0{i + 1}-10\n" for i, s in enumerate(statuses))
        return f"---\ntitle: A{n}\ncode: adr-{n}\nstatusHistory:\n{history}---\n\n# A{n}\n\n# Decision\n\nD.\n\n" \
               f"## Impact\n\nI.\n\n## Context\n\nC.\n"

    files = {"docs/decisions/00-template.md": "# Subject\n\n## Status\n\n- [ ] Decided (proposal was agreed)\n"
                                               "- [ ] Decided Against (agreed not to adopt)\n"
                                               "- [ ] Deferred (no decision, but revisit later)\n"
                                               "- [ ] Superseded (later decisions make this no longer relevant)\n\n"
                                               "# Decision\n\nA summary of what was decided\n\n## Impact\n\n"
                                               "What changes\n\n## Context\n\nWhy it was decided\n"}
    files |= {f"adr/{n:02d}-a{n}.md": adr(n, "decided") for n in range(1, 12)}
    files["adr/02-a2.md"] = adr(2, "decided", "superseded")
    files["adr/04-a4.md"] = adr(4, "deferred")
    files["adr/07-a7.md"] = adr(7, "decided", "postponed")
    out = check(tmp_path, monkeypatch, capsys, files, select="DC203,DC407")
    assert [line.split(": ", 2)[:2] for line in out] == [
        ["adr/02-a2.md:4:1", "DC407 superseded-without-successor"], ["adr/07-a7.md:4:1", "DC203 unknown-status"]]
    assert "status written 'postponed', where the template docs/decisions/00-template.md offers it as 'Deferred'" \
        in out[1]


def test_a_template_offers_its_statuses_on_a_line_below_its_placeholder(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    # status-im/status-mobile's doc/decisions/templates/template.md (thirty-fourth held-out set): `STATUS`, then
    # "Common states: proposed, accepted, rejected, deprecated, superseded"
    def adr(n: int, status: str) -> str:
        return f"# {n:04d}. D{n}\n\n## Status\n\n{status}\n\n## Context\n\nC.\n\n## Decision\n\nD.\n"

    files = {"doc/decisions/templates/template.md": "# NUMBER. TITLE\n\n## Status\n\nSTATUS\n\nCommon states: "
                                                    "proposed, accepted, rejected, deprecated, superseded\n\n"
                                                    "## Context\n\nDescribe the context.\n\n## Decision\n\nWhat.\n"}
    files |= {f"doc/decisions/{n:04d}-d{n}.md": adr(n, "Proposed" if n % 3 else "Accepted") for n in range(1, 12)}
    files["doc/decisions/0005-d5.md"] = adr(5, "Deprecated")  # offered by the template, used by no other record
    files["doc/decisions/0007-d7.md"] = adr(7, "Postponed")
    out = check(tmp_path, monkeypatch, capsys, files, select="DC203")
    assert [line.split(":", 1)[0] for line in out] == ["doc/decisions/0007-d7.md"]
    assert main(["conventions", "--format", "json", "."]) == 0
    family = json.loads(capsys.readouterr().out)["families"][0]
    assert family["template_status_choices"] == ["proposed", "accepted", "rejected", "deprecated", "superseded"]


def test_a_template_offers_its_statuses_above_its_field_and_in_a_heading(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    # open-feature/ofep's OFEP-template.md (forty-ninth held-out set): a comment over `status: Approved` in its
    # front matter (which YAML refuses), and `## State: ( DRAFTING | WITHDRAWN | ... )`; a Withdrawn OFEP was
    # reported as a status its family had not taken up.
    template = ("---\ndate: YYYY-MM-DD\ntitle: OFEP Template\n<!--- \nValid statuses: Approved, Rejected, Withdrawn \n"
                "-->\nstatus: Approved\nauthors: []\n---\n\n# Name\n\n## State: ( DRAFTING | WITHDRAWN | PENDING "
                "REVIEW | APPROVED | REJECTED )\n\nThe OFEP begins with a brief overview.\n\n## Background\n\n"
                "The next section is the background.\n")

    def ofep(n: int, status: str) -> str:
        return (f"---\ndate: 2023-01-{n:02d}\ntitle: O{n}\nstatus: {status}\nauthors: [A]\n---\n# O{n}\n\n"
                f"## State: {status.upper()}\n\nWhat {n}.\n\n## Background\n\nWhy {n}.\n")

    files = {"OFEP-template.md": template} | {f"OFEP/o{n}.md": ofep(n, "Approved") for n in range(1, 12)}
    files["OFEP/o4.md"] = ofep(4, "Withdrawn")
    files["OFEP/o5.md"] = ofep(5, "Rejected")
    files["OFEP/o6.md"] = ofep(6, "Draft")
    files["OFEP/o7.md"] = ofep(7, "Postponed")
    out = check(tmp_path, monkeypatch, capsys, files, select="DC203")
    assert [line.split(":", 1)[0] for line in out] == ["OFEP/o7.md"]
    assert "is not one the template OFEP-template.md lists (approved, rejected, withdrawn, draft, pending)" in out[0]
    assert main(["conventions", "--format", "json", "."]) == 0
    family = json.loads(capsys.readouterr().out)["families"][0]
    assert family["template_status_choices"] == ["approved", "rejected", "withdrawn", "draft", "pending"]
    assert [s["section"] for s in family["sections"]] == ["Background"]  # the State heading is the status's place


@pytest.mark.parametrize(("statuses", "reported"), [
    (("MVP", "MVP-implementation"), []),  # one word, written bare and with a qualifier: the family's own
    (("MVP",), ["doc/adr/0021-r21.md"]),  # one record's word alone
])
def test_a_status_word_two_records_share_bare_and_qualified_is_the_familys(
        statuses: tuple[str, ...], reported: list[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    # Athens' ADRs (thirty-fifth held-out set): 0020 'MVP', 0021 'MVP-implementation', no template
    words = ["Accepted"] * 20 + list(statuses)
    files = {f"doc/adr/{n:04d}-r{n}.md": f"# {n}. R{n}\n\nDate: 2021-01-01\n\n## Status\n\n{word}\n\n"
                                         "## Context\n\nC.\n\n## Decision\n\nD.\n\n## Consequences\n\nQ.\n"
             for n, word in enumerate(words, start=1)}
    out = check(tmp_path, monkeypatch, capsys, files, select="DC203")
    assert [line.split(":", 1)[0] for line in out] == reported


def test_an_unknown_status_is_quoted_as_the_record_writes_it(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    # the thirty-fifth set's injected 'Postponed' was reported as "status 'deferred'": the author's word is shown
    template = ("# ADR-XXX: [Title]\n\n## Status\n\n[Proposed | Accepted | Deprecated | Superseded]\n\n"
                "## Context\n\n[c]\n")
    files = {"docs/decisions/adr-template.md": template}
    for n in range(1, 12):
        status = "Postponed" if n == 11 else "Accepted"
        files[f"docs/decisions/adr-{n:03d}-d{n}.md"] = (f"# ADR-{n:03d}: D{n}\n\n## Status\n\n{status}\n\n"
                                                         "## Context\n\nC.\n")
    out = check(tmp_path, monkeypatch, capsys, files, select="DC203")
    assert len(out) == 1 and "status 'postponed' (read as 'deferred') is not one the template" in out[0]


def test_a_title_made_from_the_file_name_is_no_template_text(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    # luau-lang/luau rfcs/STATUS.md (thirty-sixth held-out set): a tracker page with no title of its own; "STATUS"
    # is its file's name, which nobody left in
    out = check(tmp_path, monkeypatch, capsys, {"rfcs/STATUS.md": "This document tracks the RFCs.\n\n- [x] A\n",
                                                "rfcs/caching.md": "# TITLE\n\nx\n"}, select="DC301")
    assert [line.split(":", 1)[0] for line in out] == ["rfcs/caching.md"]  # a placeholder written


def test_one_status_a_family_marks_is_no_vocabulary(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    # luau's RFCs: "**Status**: Implemented" on 36, nothing on the rest, "Abandoned in favor of a future design" on
    # one: a family that only marks what is implemented has no closed list for the others to keep to
    files = {"rfcs/TEMPLATE.md": "# Feature name\n\n## Summary\n\nOne paragraph explanation of the feature.\n"}
    files |= {f"rfcs/r{n}.md": f"# R{n}\n\n**Status**: Implemented\n\n## Summary\n\nS.\n" for n in range(1, 21)}
    files |= {f"rfcs/q{n}.md": f"# Q{n}\n\n## Summary\n\nS.\n" for n in range(1, 6)}
    files["rfcs/lower-bounds.md"] = "# Lower bounds\n\n**Status**: Abandoned in favor of a future design\n\n" \
                                    "## Summary\n\nS.\n"
    assert check(tmp_path, monkeypatch, capsys, files, select="DC203") == []


def test_a_qualified_status_is_the_status_it_qualifies(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    # external-secrets design/008 (thirty-sixth held-out set): `status: partially implemented` among implemented,
    # approved and draft proposals
    statuses = ["implemented"] * 5 + ["approved"] * 4 + ["draft"] * 3 + ["partially implemented"]
    files = {f"design/{n:03d}-d{n}.md": f"---\ntitle: D{n}\nstatus: {status}\n---\n\n# D{n}\n\n## Summary\n\nS.\n"
             for n, status in enumerate(statuses, start=1)}
    assert check(tmp_path, monkeypatch, capsys, files, select="DC203") == []


def test_two_numbers_taken_twice_in_a_small_family_are_both_reported(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    # external-secrets design/ (thirty-sixth held-out set): 13 numbers, 011 taken twice and (injected) 002 too; a
    # family that shares its numbers by habit shares more than two
    files = {f"design/{n:03d}-d{n}.md": f"---\ntitle: D{n}\nstatus: draft\n---\n\n# D{n}\n\n## Summary\n\nS.\n"
             for n in range(1, 14)}
    files["design/011-other.md"] = files["design/011-d11.md"].replace("D11", "Other")
    files["design/002-other.md"] = files["design/002-d2.md"].replace("D2", "Other")
    out = check(tmp_path, monkeypatch, capsys, files, select="DC401")
    assert sorted({line.split(":", 1)[0] for line in out}) == [
        "design/002-d2.md", "design/002-other.md", "design/011-d11.md", "design/011-other.md"]


def test_record_zero_is_the_template_though_its_front_matter_does_not_parse(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    # onetimesecret docs/adr/adr-000.md (thirty-sixth held-out set): `title: ADR-000: [Short Title]`, the colon
    # unquoted; its placeholders are no record's, and its text left in a record is reported
    template = "---\nid: 000\nstatus: proposed\ntitle: ADR-000: [Short Title]\n---\n\n## Status\nProposed\n\n" \
               "## Date\nYYYY-MM-DD\n\n## Context\nWhat is the issue we're facing?\n\n## Decision\nWhat we do.\n"

    def adr(n: int, context: str = "Because.") -> str:
        return f"---\nid: {n:03d}\nstatus: accepted\ndecided: 2026-01-0{n % 9 + 1}\n" \
               f"title: 'ADR-{n:03d}: D{n}'\n---\n\n# ADR-{n:03d}: D{n}\n\n## Context\n{context}\n\n## Decision\nD.\n"

    files = {"docs/adr/adr-000.md": template} | {f"docs/adr/adr-{n:03d}-d{n}.md": adr(n) for n in range(1, 12)}
    files["docs/adr/adr-012-d12.md"] = adr(12, "What is the issue we're facing?")
    out = check(tmp_path, monkeypatch, capsys, files, select="DC101,DC301")
    # the records state their status and date in the front matter: the template's Status and Date sections are kept
    assert [line.split(":", 1)[0] for line in out] == ["docs/adr/adr-012-d12.md"]


def test_five_digit_numbers_name_adrs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                      capsys: pytest.CaptureFixture[str]) -> None:
    # nhsuk/manage-vaccinations-in-schools adr/00013-....md (thirty-sixth held-out set): adr-tools' records with
    # five-digit numbers are ADRs by their names, so one without its Context is told so
    files = {f"adr/{n:05d}-d{n}.md": f"# {n}. D{n}\n\nDate: 2024-01-01\n\n## Status\n\nAccepted\n\n## Context\n\nC.\n\n"
                                      "## Decision\n\nD.\n\n## Consequences\n\nQ.\n" for n in range(1, 4)}
    files["adr/00004-d4.md"] = "# 4. D4\n\nDate: 2024-01-01\n\n## Status\n\nAccepted\n\n## Decision\n\nD.\n\n" \
                               "## Consequences\n\nQ.\n"
    out = check(tmp_path, monkeypatch, capsys, files, select="DC101")
    assert out == ["adr/00004-d4.md:1:1: DC101 missing-section: adr has no 'Context' section (or 'Context and Problem "
                   "Statement', 'Context and Problem', 'Problem Statement', 'Problem', 'Background', ...)"]


@pytest.mark.parametrize(("successor", "reported"), [
    ("docs/adrs/0004-database-schema.md", False),  # from the repository's top, where it is
    ("docs/adrs/0009-gone.md", True),  # from the top, and not there either
])
def test_a_successor_named_by_its_path_from_the_repositorys_top(
        successor: str, reported: bool, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    """EvolutionHub's superseded ADRs, moved to `deprecated/`, name their successor in front matter from the
    repository's top (`supersededBy: 'docs/architecture/adrs/0004-database-schema.md'`), not from their folder."""
    out = check(tmp_path, monkeypatch, capsys, {
        "docs/adrs/deprecated/0003-database-schema.md":
            f"---\nstatus: deprecated\nsupersededBy: '{successor}'\n---\n\n# ADR-0003: Schema\n\n## Kontext\n\nx\n",
        "docs/adrs/0004-database-schema.md": "---\nstatus: active\n---\n\n# ADR-0004: Schema\n\n## Kontext\n\ny\n"},
        select="DC403")
    assert bool(out) == reported


PT_TEMPLATE = ("# ADR [Número]: [Título da decisão]\n\n## Status\n"
               "Aceito | Proposto | Rejeitado | Substituído por ADR [n]\n\n"
               "## Contexto\nDescreve a situação atual.\n\n## Decisão\nA descrição clara da decisão tomada.\n\n"
               "## Consequências\nOs impactos (positivos e negativos) da decisão.\n")


def pt_record(number: int, english: bool, *, decision: bool = True) -> str:
    names = ("Context", "Decision", "Consequences") if english else ("Contexto", "Decisão", "Consequências")
    body = f"## {names[0]}\n\nWhy {number}.\n\n" + (f"## {names[1]}\n\nWhat {number}.\n\n" if decision else "") + \
        f"## {names[2]}\n\nSo {number}.\n"
    return f"# ADR-{number:03d}: Record {number}\n\n## Status\nAceito\n\n{body}"


def test_a_portuguese_templates_section_is_the_english_one_a_record_writes(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """luanalves/realestate_backend (thirty-ninth held-out set): a Portuguese template, records in Portuguese or
    English; `## Decision` is the template's `## Decisão`, so a record without either lacks it."""
    files = {"docs/adr/template.md": PT_TEMPLATE}
    files.update({f"docs/adr/ADR-{n:03d}-r.md": pt_record(n, english=n % 3 == 0, decision=n != 4)
                  for n in range(1, 13)})
    out = check(tmp_path, monkeypatch, capsys, files, select="DC101")
    assert out == ["docs/adr/ADR-004-r.md:1:1: DC101 missing-section: missing section 'Decisão' (the template "
                   "docs/adr/template.md has it, and 11 of 12 documents in docs/adr/ have it)"]


ZEBRA_TEMPLATE = ("- Feature Name: (fill me in with a unique ident, `my_awesome_feature`)\n"
                  "- Start Date: (fill me in with today's date, YYYY-MM-DD)\n"
                  "- Design PR: [acme/zebra#0000](https://github.com/acme/zebra/pull/0000)\n"
                  "- Zebra Issue: [acme/zebra#0000](https://github.com/acme/zebra/issues/0000)\n\n"
                  "# Summary\n\nOne paragraph explanation of the feature.\n\n"
                  "# Motivation\n\nWhy are we doing this? What use cases does it support?\n\n"
                  "# Definitions\n\nLay out explicit definitions of any terms.\n\n"
                  "# Guide-level explanation\n\nExplain the proposal as if it was already included.\n\n"
                  "# Reference-level explanation\n\nThis is the technical portion of the RFC.\n\n"
                  "# Drawbacks\n\nWhy should we _not_ do this?\n")


def zebra_rfc(number: str, *, sections: int = 5, pr: str = "12") -> str:
    header = (f"- Feature Name: feature_{number}\n- Start Date: 2020-08-01\n"
              f"- Design PR: [acme/zebra#{pr}](https://github.com/acme/zebra/pull/{pr})\n"
              f"- Zebra Issue: [acme/zebra#9{number}](https://github.com/acme/zebra/issues/9{number})\n\n")
    names = ("Summary", "Motivation", "Definitions", "Guide-level explanation", "Reference-level explanation")
    return header + "".join(f"# {name}\n\nText of {number}.\n\n" for name in names[:sections])


def test_drafts_awaiting_their_number_below_the_template_are_its_family(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """ZcashFoundation/zebra's `book/src/dev/rfcs/drafts/xxxx-*.md` (thirty-ninth held-out set): written to the
    RFCs' template, its header fields and the sections written yet, not held to Rust's RFCs (`rfc-pr`) for the
    look of their `Feature Name` and `Start Date`; a draft's pull request number not given yet is no template text."""
    files = {"rfcs/0000-template.md": ZEBRA_TEMPLATE}
    files.update({f"rfcs/{n:04d}-r.md": zebra_rfc(f"{n:04d}") for n in range(1, 9)})
    files["rfcs/drafts/xxxx-stolon.md"] = zebra_rfc("xxxx", sections=2, pr="0000")
    out = check(tmp_path, monkeypatch, capsys, files, select="DC")
    assert out == []
    main(["types", "rfcs/drafts/xxxx-stolon.md"])
    assert "family rfcs/ " in capsys.readouterr().out


def test_a_templates_last_prompt_left_in_a_records_last_section(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """nikkijuk/lifegoals (thirty-ninth held-out set): the template's four-line `<resulting context ...>` prompt
    under its last heading, left as a record's Consequences: the last section has a length too."""
    prompt = ("<resulting context after applying the decision.\nAll consequences should be listed here, not just "
              "the positive ones.\nA particular decision may have positive, negative, and neutral consequences,\n"
              "but all of them affect the team and project in the future.>\n")
    template = ("# Adr 0000: Template: Title\n\n## Status\n\n- [x] Proposed\n- [ ] Accepted\n\n## Context\n\n"
                "<describes the forces at play.>\n\n## Decision\n\n<this section describes our response.>\n\n"
                f"## Consequences\n\n{prompt}\nfurther info: https://cognitect.com/blog/2011/11/15/documenting\n")
    files = {"adr/adr-0000-template.md": template}
    for n in range(1, 7):
        consequences = prompt if n == 5 else f"Consequences of {n}.\n"
        files[f"adr/adr-{n:04d}-r.md"] = (f"# Adr {n:04d}: R\n\n## Status\n\n- [x] Proposed\n- [ ] Accepted\n\n"
                                          f"## Context\n\nWhy {n}.\n\n## Decision\n\nWhat {n}.\n\n"
                                          f"## Consequences\n\n{consequences}")
    out = check(tmp_path, monkeypatch, capsys, files, select="DC301")
    assert out == ["adr/adr-0005-r.md:18:1: DC301 placeholder-text: the template's own text is still here "
                   "(adr/adr-0000-template.md:18: '<resulting context after applying the decision.'); write this "
                   "document's own"]


def test_a_record_named_as_its_folder_without_the_number(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """scylladb/scylla-operator (thirty-ninth held-out set): `proposals/2955-failed-replace-recovery/
    failed-replace-recovery.md` beside `proposals/1207-cleanup/README.md`: a proposal of the family too."""
    template = "# My Enhancement\n\n## Summary\n\nSummary.\n\n## Motivation\n\nWhy.\n\n## Proposal\n\nWhat.\n"
    files = {"enhancements/proposal-template.md": template}
    for n in (1207, 1277, 1304, 1311, 1405):
        files[f"enhancements/proposals/{n}-p{n}/README.md"] = f"# P{n}\n\n## Summary\n\nS.\n\n## Motivation\n\nW.\n\n" \
                                                              "## Proposal\n\nX.\n"
    files["enhancements/proposals/2955-failed-replace-recovery/failed-replace-recovery.md"] = \
        "# Recover\n\n## Summary\n\nS.\n\n## Proposal\n\nX.\n"
    out = check(tmp_path, monkeypatch, capsys, files, select="DC101")
    assert out == ["enhancements/proposals/2955-failed-replace-recovery/failed-replace-recovery.md:1:1: DC101 "
                   "missing-section: missing section 'Motivation' (the template enhancements/proposal-template.md "
                   "has it, and 5 of 6 documents in enhancements/ have it)"]


MADR_IN_A_FENCE = "".join((
    "---\nstatus: accepted\ndate: 2026-02-22\n---\n\n# ADR-0000: MADR Template for ADR\n\n## Template\n\n",
    "```markdown\n---\nstatus: \"{proposed | rejected | accepted | deprecated | superseded by ADR-XXXX}\"\n",
    "date: {YYYY-MM-DD}\n---\n\n# ADR-XXXX: {short title}\n\n## Context and Problem Statement\n\n",
    "{Describe the context and problem.}\n\n## Decision Drivers\n\n* {driver 1}\n\n",
    "## Considered Options\n\n1. {option 1}\n\n## Decision Outcome\n\n",
    "Chosen option: \"{option 1}\", because {justification}.\n```\n\n",
    "## Rules\n\n1. **File naming.** Use `NNNN-kebab-case-title.md`.\n"))


def madr_record(number: int, *, outcome: bool = True) -> str:
    return (f"---\nstatus: accepted\ndate: 2026-02-22\n---\n\n# ADR-{number:04d}: Pattern {number}\n\n"
            f"## Context and Problem Statement\n\nWhy {number}.\n\n## Decision Drivers\n\n- Driver {number}.\n\n"
            f"## Considered Options\n\n1. One\n2. Two\n\n" +
            (f"## Decision Outcome\n\nChosen option: one, for {number}.\n\n" if outcome else "") +
            f"## Rules\n\nRule {number}.\n")


def test_record_zero_about_the_template_holds_it_and_is_no_record(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """jvhellemondt/api-time-registration.rs (fortieth held-out set): `0000-madr-template-for-adr.md` writes the
    family's template in a fence and the rules for records: no Context or Decision asked of it. The template's
    Decision Drivers are no Decision: a record without its Decision Outcome lacks it."""
    files = {"docs/adr/0000-madr-template-for-adr.md": MADR_IN_A_FENCE}
    files.update({f"docs/adr/{n:04d}-pattern.md": madr_record(n, outcome=n != 4) for n in range(1, 12)})
    out = check(tmp_path, monkeypatch, capsys, files, select="DC101")
    assert [line.split(": ", 2)[0] for line in out] == ["docs/adr/0004-pattern.md:6:1"]
    assert "has no 'Decision' section" in out[0]
    assert "the template docs/adr/0000-madr-template-for-adr.md#template has it" in out[0]


def test_a_field_the_template_says_to_leave_empty_is_not_due_without_a_status(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """3scale/apisonator (fortieth held-out set): `Issue: (tracking issue if applicable, leave this empty)` kept in an
    RFC that states no status is not the author's omission; the feature's name, due from the start, is."""
    template = ("- Feature Name: (fill me in with a unique ident, my_awesome_feature)\n"
                "- Issue: (tracking issue if applicable, leave this empty)\n\n# Summary\n\n"
                "One paragraph explanation.\n\n"
                "# Motivation\n\nWhy are we doing this?\n")
    files = {"docs/rfcs/0000-template.md": template}
    for number, name in enumerate(("api", "errors", "reports", "limits")):
        issue = "(tracking issue if applicable, leave this empty)" if name == "api" else f"#{number + 10}"
        files[f"docs/rfcs/{name}.md"] = (f"- Feature Name: {name}\n- Issue: {issue}\n\n# Summary\n\nS {name}.\n\n"
                                         f"# Motivation\n\nM {name}.\n")
    files["docs/rfcs/limits.md"] = files["docs/rfcs/limits.md"].replace(
        "Feature Name: limits", "Feature Name: (fill me in with a unique ident, my_awesome_feature)")
    out = check(tmp_path, monkeypatch, capsys, files, select="DC301")
    assert len(out) == 1 and out[0].startswith("docs/rfcs/limits.md:1:1: DC301 ") and "feature-name" in out[0]


NHS_TEMPLATE = ("# ADR-nnn: Any Decision Record Template\n\n>|              | |\n>| ------------ | --- |\n"
                ">| Date         | `dd/mm/YYYY` _when the decision was last updated_ |\n"
                ">| Status       | `RFC by dd/mm/YYYY, Proposed, In Discussion, Accepted, Deprecated, ..., "
                "Superseded by "
                "ADR-XXX or Supersedes ADR-XXX` |\n\n## Context\n\nDescribe the context and the problem statement.\n\n"
                "## Decision\n\nState the decision outcome.\n\n## Notes\n\nInclude any links to existing epics, "
                "decisions, dependencies, risks, and policies related to this decision record.\n")


def nhs_record(number: str, status: str = "RFC", notes: str = "Notes of the record.") -> str:
    return (f"# ADR-{number}: Record {number}\n\n>|              | |\n>| ------------ | --- |\n"
            f">| Date         | `04/07/2023` |\n>| Status       | `{status}` |\n\n## Context\n\nWhy {number}.\n\n"
            f"## Decision\n\nWhat {number}.\n\n## Notes\n\n{notes}\n")


def test_a_quoted_header_table_and_a_draft_awaiting_its_number(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """nhs-england-tools/repository-template (fortieth held-out set): the header is a table in a quote
    (`>| Status | `RFC` |`), read as any header table; the template's `RFC by dd/mm/YYYY` offers RFC, not `mm`. The
    draft `ADR-XXX_...` keeps the template's text, which says nothing of what the written records keep: a record that
    keeps it too has it left in."""
    notes = ("Include any links to existing epics, decisions, dependencies, risks, and policies related to this "
             "decision record.")
    files = {"docs/adr/ADR-nnn_Any_Decision_Record_Template.md": NHS_TEMPLATE,
             "docs/adr/ADR-001_First.md": nhs_record("001", notes=notes),
             "docs/adr/ADR-002_Second.md": nhs_record("002"),
             "docs/adr/ADR-003_Third.md": nhs_record("003", status="Superseded by ADR-004"),
             "docs/adr/ADR-XXX_Draft.md": nhs_record("XXX", notes=notes)}
    out = check(tmp_path, monkeypatch, capsys, files, select="DC301,DC403")
    assert out == [
        "docs/adr/ADR-001_First.md:18:1: DC301 placeholder-text: the template's own text is still here "
        "(docs/adr/ADR-nnn_Any_Decision_Record_Template.md:18: 'Include any links to existing epics, decisions, "
        "dependencies, risks, and policie'); write this document's own",
        "docs/adr/ADR-003_Third.md:6:1: DC403 missing-related-document: is superseded by 'ADR-004', which is not a "
        "document here",
        "docs/adr/ADR-XXX_Draft.md:18:1: DC301 placeholder-text: the template's own text is still here "
        "(docs/adr/ADR-nnn_Any_Decision_Record_Template.md:18: 'Include any links to existing epics, decisions, "
        "dependencies, risks, and policie'); write this document's own"]
    main(["conventions", "docs/adr"])
    assert "statuses: rfc, proposed, in-review, accepted, deprecated" in capsys.readouterr().out


def test_a_spanish_status_key_and_a_templates_numbered_blanks(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """cfernandom/news-bot (fortieth held-out set): `- **Estado**: [Propuesto/Aceptado/Rechazado/Obsoleto]` is the
    template's status and its choices ('Pospuesto' is none of them); `- ✅ Consecuencia positiva 1` is a blank of
    the template's, not one of its options a record may keep."""
    template = ("# ADR-XXX: [Título]\n\n## Metadata\n- **Estado**: [Propuesto/Aceptado/Rechazado/Obsoleto]\n"
                "- **Fecha**: YYYY-MM-DD\n\n## Decisión\nDescribir la opción elegida.\n\n## Consecuencias\n\n"
                "### Positivas\n- ✅ Consecuencia positiva 1\n- ✅ Consecuencia positiva 2\n")
    files = {"docs/decisions/adr-template.md": template}
    for n in range(1, 9):
        status = "Pospuesto" if n == 6 else "Aceptado"
        blanks = "- ✅ Consecuencia positiva 1\n- ✅ Consecuencia positiva 2"
        consequences = blanks if n == 7 else f"- ✅ Menos costo {n}."
        files[f"docs/decisions/ADR-00{n}-x.md"] = (
            f"# ADR-00{n}: Decisión {n}\n\n## Metadata\n- **Estado**: {status}\n- **Fecha**: 2025-06-2{n}\n\n"
            f"## Decisión\nUsar {n}.\n\n## Consecuencias\n\n### Positivas\n{consequences}\n")
    out = check(tmp_path, monkeypatch, capsys, files, select="DC203,DC301")
    assert [line.split(": ", 2)[0:2] for line in out] == [
        ["docs/decisions/ADR-006-x.md:4:1", "DC203 unknown-status"],
        ["docs/decisions/ADR-007-x.md:13:1", "DC301 placeholder-text"]]


def test_a_japanese_templates_header_keys(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                         capsys: pytest.CaptureFixture[str]) -> None:
    """kani3camp/mine-party (forty-first held-out set): `- 日付: YYYY-MM-DD` is the template's date and
    `- ステータス: Proposed | ...` its status: a record that leaves the date blank keeps the template's text."""
    template = ("# [タイトル]\n\n- 日付: YYYY-MM-DD\n- ステータス: Proposed | Accepted | Rejected | Deprecated\n\n"
                "## 背景 (Context)\n- なぜこの意思決定が必要か\n\n## 決定 (Decision)\n- 採用した選択肢と要点\n")
    files = {"docs/adr/0000-template.md": template}
    for n in range(1, 5):
        date = "YYYY-MM-DD" if n == 4 else f"2025-09-0{n}"
        files[f"docs/adr/000{n}-x.md"] = (f"# 決定 {n}\n\n- 日付: {date}\n- ステータス: Accepted\n\n"
                                          f"## 背景 (Context)\n- 理由 {n}\n\n## 決定 (Decision)\n- 方式 {n}\n")
    out = check(tmp_path, monkeypatch, capsys, files, select="DC301")
    assert out == ["docs/adr/0004-x.md:3:1: DC301 placeholder-text: date is template text: 'YYYY-MM-DD'"]


def test_a_joined_heading_holds_a_section_named_in_the_plural(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """operator-framework/operator-sdk (forty-first held-out set): `### Motivation and goal` holds the template's
    Motivation and its Goals."""
    template = "# Title\n\n## Summary\n\nThe summary.\n\n## Motivation\n\nWhy.\n\n## Goals\n\nWhat for.\n"
    files = {"proposals/TEMPLATE.md": template}
    for n in range(1, 11):
        files[f"proposals/p{n}.md"] = (f"# Proposal {n}\n\n## Summary\n\nS {n}.\n\n## Motivation\n\nM {n}.\n\n"
                                       f"## Goals\n\nG {n}.\n")
    files["proposals/p11.md"] = "# Proposal 11\n\n## Summary\n\nS.\n\n## Motivation and goal\n\nM and G.\n"
    assert check(tmp_path, monkeypatch, capsys, files, select="DC101") == []


HEP_TEMPLATE = ("# Title\n\nThe title of the enhancement.\n\n## Summary\n\nThe Summary section is incredibly important "
                "for producing high quality user-focused documentation.\n\n## Motivation\n\n### Goals\n\nList the "
                "specific goals of the enhancement. How will we know that this has succeeded?\n\n### Non-goals "
                "[optional]\n\nWhat is out of scope for this enhancement? Listing non-goals helps.\n\n## Design\n\n"
                "### Implementation Overview\n\nOverview on how the enhancement will be implemented.\n\n### Test plan"
                "\n\nIntegration test plan.\n")


def hep(number: int, *, motivation: bool = True, test_plan: str | None = None) -> str:
    return (f"# Enhancement {number}\n\n## Summary\n\nWhat enhancement {number} changes for its users.\n\n" +
            ("## Motivation\n\n" if motivation else "") +
            f"### Goals\n\nGoal {number} of the work.\n\n## Design\n\n### Implementation Overview\n\nThe controller "
            f"{number} watches the resources.\n\n### Test plan\n\n" +
            (test_plan or f"End-to-end tests cover case {number}.") + "\n")


def test_a_section_written_as_its_required_parts_and_a_sub_section_left_as_the_prompt(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """harvester/harvester (forty-third held-out set): the template's Motivation is its Goals and a Non-goals it marks
    optional, so a HEP with `### Goals` and no `## Motivation` heading writes it; a `### Test plan` still holding only
    the template's "Integration test plan." is the template's text, though the author wrote the rest of Design."""
    files = {"enhancements/YYYYMMDD-template.md": HEP_TEMPLATE}
    files.update({f"enhancements/202201{n:02d}-change-{n}.md": hep(n) for n in range(1, 12)})
    files["enhancements/20220120-freeze.md"] = hep(20, motivation=False)
    files["enhancements/20220121-logging.md"] = hep(21, test_plan="Integration test plan.")
    out = check(tmp_path, monkeypatch, capsys, files, select="DC101,DC301")
    assert out == ["enhancements/20220121-logging.md:21:1: DC301 placeholder-text: the template's own text is still "
                   "here (enhancements/YYYYMMDD-template.md:27: 'Integration test plan.'); write this document's own"]


def ghalactic_adr(number: int, *, consequences: bool = True) -> str:
    return (f"---\nstatus: accepted\ndate: 2026-04-{number:02d}\n---\n\n# Rule {number}\n\n## Context and problem "
            f"statement\n\nWhy rule {number}.\n\n## Decision\n\nWe apply rule {number}.\n\n" +
            (f"## Consequences\n\n- Good, because {number}.\n\n" if consequences else "") +
            f"## Alternatives considered\n\n- Not rule {number}.\n")


def test_a_section_the_built_in_definitions_disagree_on_is_settled_by_the_records(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """ghalactic/provision-github-tokens (forty-third held-out set): MADR-shaped ADRs with no template, 29 of 30 with
    Consequences. MADR's built-in shape leaves Consequences out and Nygard's asks for it: the records settle it."""
    files = {f"docs/adrs/{n:04d}-rule-{n}.md": ghalactic_adr(n, consequences=n != 7) for n in range(1, 12)}
    out = check(tmp_path, monkeypatch, capsys, files, select="DC101")
    assert out == ["docs/adrs/0007-rule-7.md:6:1: DC101 missing-section: missing section 'Consequences' (10 of 11 "
                   "documents in docs/adrs/ have it)"]
    # ... and where as many go without it, it is the family's way
    files = {f"docs/adrs/{n:04d}-rule-{n}.md": ghalactic_adr(n, consequences=n % 3 != 0) for n in range(1, 12)}
    assert check(tmp_path, monkeypatch, capsys, files, select="DC101") == []


def nami_adr(number: int, *, drivers: bool = True) -> str:
    return (f"---\nstatus: \"accepted\"\ndate: 2026-04-{number % 28 + 1:02d}\n---\n\n# Rule {number}\n\n"
            f"## Context and Problem Statement\n\nWhy rule {number}.\n\n" +
            ("## Decision Drivers\n\n* Speed.\n\n" if drivers else "") +
            f"## Considered Options\n\n* Rule {number}.\n\n## Decision Outcome\n\nChosen: rule {number}.\n")


@pytest.mark.parametrize(("records", "reported"), [
    (21, ["docs/adr/0007-rule-7.md:6:1: DC101 missing-section: missing section 'Decision Drivers' (20 of 21 documents "
          "in docs/adr/ have it)"]),
    (10, ["docs/adr/0007-rule-7.md:6:1: DC101 missing-section: missing section 'Decision Drivers' (9 of 10 documents "
          "in docs/adr/ have it)"]),
    (9, [])])
def test_a_section_no_built_in_definition_asks_for_is_required_by_a_long_series_that_keeps_it(
        records: int, reported: list[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    """nami's 97 MADR 4 records (hundred-and-fifty-seventh held-out set), no template: 96 keep MADR's optional
    Decision Drivers, and the one without it forgot it; so did the one of AI Horde's ten (three-hundred-and-twenty-
    fifth). Nine records with no template say less: the built-in definitions' doubt stands."""
    files = {f"docs/adr/{n:04d}-rule-{n}.md": nami_adr(n, drivers=n != 7) for n in range(1, records + 1)}
    assert check(tmp_path, monkeypatch, capsys, files, select="DC101") == reported


def ocm_enhancement(number: int) -> str:
    return (f"# Enhancement {number}\n\n## Release Signoff Checklist\n\n- [ ] Enhancement is `implementable`\n\n"
            f"## Summary\n\nWhat {number} adds.\n\n## Motivation\n\nWhy {number}.\n\n## Proposal\n\nHow {number}.\n")


def test_a_records_metadata_in_a_metadata_yaml_beside_it_is_read(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """open-cluster-management-io/enhancements (forty-third held-out set): `NN-name/README.md` with its status in
    `metadata.yaml` beside it, after the KEPs' kep.yaml: the status is read, and a misspelt one is found; the
    record is no KEP (it has no kep.yaml), so a KEP's fields are not asked of it."""
    files: dict[str, str] = {}
    for n in range(1, 12):
        folder = f"enhancements/sig-architecture/{n}-change-{n}"
        files[f"{folder}/README.md"] = ocm_enhancement(n)
        status = "implemeted" if n == 6 else "implementable" if n % 2 else "provisional"
        files[f"{folder}/metadata.yaml"] = (f"title: change-{n}\nauthors:\n  - \"@dev{n}\"\ncreation-date: "
                                            f"2021-03-{n:02d}\nstatus: {status}\n")
    out = check(tmp_path, monkeypatch, capsys, files, select="DC1,DC2,DC3")
    assert out == ["enhancements/sig-architecture/6-change-6/README.md:1:1: DC203 unknown-status: status 'implemeted' "
                   "is not one the documents in enhancements/sig-architecture/ use (implementable, provisional) (the "
                   "status is in metadata.yaml beside it)"]


def test_a_records_metadata_in_a_file_named_for_its_series_is_read(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """gardener/enhancements (hundred-and-second held-out set): `geps/NNNN-name/README.md` with `gep.yaml` beside it,
    named for the series as the KEPs' kep.yaml is; the template's own gep.yaml offers the statuses. A misspelt
    status is found, one the template offers is not, a gep-number copied from another GEP is named, and a GEP copied
    without its gep.yaml shares its number by its folder's name."""
    files = {"geps/NNNN-gep-template/README.md": ocm_enhancement(0).replace("Enhancement 0", "GEP-NNNN: Title"),
             "geps/NNNN-gep-template/gep.yaml": "title: GEP Title\ngep-number: NNNN\nstatus: provisional|implementable|"
                                                "implemented|deferred|rejected|withdrawn|replaced\n"}
    for n in range(1, 12):
        folder = f"geps/{n:04d}-change-{n}"
        files[f"{folder}/README.md"] = ocm_enhancement(n)
        status = {6: "implemeted", 8: "deferred"}.get(n, "implementable" if n % 2 else "implemented")
        files[f"{folder}/gep.yaml"] = f"title: change-{n}\ngep-number: {4 if n == 5 else n:04d}\nstatus: {status}\n"
    files["geps/0003-copy-of-three/README.md"] = ocm_enhancement(3)
    out = check(tmp_path, monkeypatch, capsys, files, select="DC103,DC203,DC401")
    assert [line.split(" (")[0] for line in out] == [
        "geps/0003-change-3/README.md:1:1: DC401 duplicate-number: number 3 is also used by "
        "geps/0003-copy-of-three/README.md",
        "geps/0003-copy-of-three/README.md:1:1: DC401 duplicate-number: number 3 is also used by "
        "geps/0003-change-3/README.md",
        "geps/0004-change-4/README.md:1:1: DC401 duplicate-number: number 4 is also used by "
        "geps/0005-change-5/README.md",
        "geps/0005-change-5/README.md:1:1: DC103 title-number-mismatch: gep-number says 4",
        "geps/0005-change-5/README.md:1:1: DC401 duplicate-number: number 4 is also used by "
        "geps/0004-change-4/README.md",
        "geps/0006-change-6/README.md:1:1: DC203 unknown-status: status 'implemeted' is not one the documents in "
        "geps/ use"]


def test_a_misspelt_status_does_not_loosen_its_familys_vocabulary(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """open-cluster-management-io/enhancements (forty-third held-out set): three statuses, and two records with a
    word of their own that is no status (`implemeted`, `provisionable`): each is its record's finding. A record
    `postponed`, where nothing offers the family its statuses, is the first put off, no slip."""
    files: dict[str, str] = {}
    statuses = {3: "implemeted", 5: "provisionable", 8: "postponed", 9: "implemented", 10: "implemented"}
    for n in range(1, 13):
        folder = f"enhancements/sig-architecture/{n}-change-{n}"
        files[f"{folder}/README.md"] = ocm_enhancement(n)
        status = statuses.get(n, "implementable" if n % 2 else "provisional")
        files[f"{folder}/metadata.yaml"] = f"title: change-{n}\nstatus: {status}\n"
    out = check(tmp_path, monkeypatch, capsys, files, select="DC203")
    assert [line.split(" DC203 ")[0] for line in out] == [
        f"enhancements/sig-architecture/{n}-change-{n}/README.md:1:1:" for n in (3, 5)]


OEP_TEMPLATE = ("---\noep-number: OEP 1\ntitle: My First OEP\nstatus: provisional/implementable/implemented/deferred/"
                "rejected/withdrawn/replaced\n---\n\n# Title\n\n## Summary\n\nThe `Summary` section is incredibly "
                "important.\n\n## Motivation\n\nWhy this matters.\n\n## Proposal\n\nWhat is proposed.\n\n"
                "## Alternatives [optional]\n\nWhat else was weighed.\n")


def oep(name: str, *, summary: bool = True) -> str:
    return (f"---\ntitle: {name}\nstatus: Implemented\n---\n\n# {name}\n\n" +
            (f"## Summary\n\nWhat {name} does.\n\n" if summary else "") +
            f"## Motivation\n\nWhy {name}.\n\n## Proposal\n\nHow {name} works.\n\n## Alternatives\n\nNone.\n")


def test_a_word_with_a_small_number_in_it_is_a_name_not_a_records_number(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """openebs/openebs (forty-fourth held-out set): `designs/compatibility/arm64-support.md` was read as record 64 of
    a numbered series, so the unnumbered designs below the OEP template were taken for strays of a numbered family
    and none was checked."""
    files = {"designs/oep-template.md": OEP_TEMPLATE, "designs/compatibility/arm64-support.md": oep("arm64")}
    # (two designs a folder: too few for a folder of its own, so each is the template's by being written to it)
    engines = ("lvm", "zfs", "hostpath", "mayastor")
    files.update({f"designs/{engines[n // 2]}/design-{name}.md": oep(name, summary=name != "shared")
                  for n, name in enumerate(("resize", "shared", "snapshot", "thin", "mount", "fs", "vg", "reclaim"))})
    out = check(tmp_path, monkeypatch, capsys, files, select="DC101")
    assert [line.split(": DC101")[0] for line in out] == ["designs/lvm/design-shared.md:6:1"]


def test_a_folder_whose_records_mostly_go_without_a_section_has_its_own_way(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """openebs/openebs (forty-fourth held-out set): the designs of one parameter each, kept together in
    `persistent-volume-claim/`, go without the Motivation the other designs keep; a design elsewhere without it is
    still a gap."""
    files = {"designs/oep-template.md": OEP_TEMPLATE}
    files.update({f"designs/engine/design-{n}.md": oep(f"engine {n}", summary=True) for n in range(1, 8)})
    files["designs/engine/design-8.md"] = oep("engine 8").replace("## Motivation\n\nWhy engine 8.\n\n", "")
    files.update({f"designs/engine/pvc/param-{n}.md": oep(f"param {n}").replace(
        f"## Motivation\n\nWhy param {n}.\n\n", "") for n in range(1, 4)})
    out = check(tmp_path, monkeypatch, capsys, files, select="DC101")
    assert [line.split(": DC101")[0] for line in out] == ["designs/engine/design-8.md:6:1"]


def test_a_template_named_with_its_date_blank_is_the_template(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """neondatabase/neon (forty-fifth held-out set): `docs/rfcs/YYYY-MM-DD-copy-me.md` is the template, as records
    are named by their date; two RFCs kept its `# Name` as their title."""
    template = "# Name\n\nCreated on YYYY-MM-DD\n\n## Summary\n\n## Motivation\n\n## Proposed implementation\n"
    files = {"docs/rfcs/YYYY-MM-DD-copy-me.md": template}
    for n in range(1, 6):
        title = "Name" if n == 3 else f"Storage change {n}"
        files[f"docs/rfcs/2025-0{n}-01-change-{n}.md"] = (
            f"# {title}\n\nCreated on 2025-0{n}-01\n\n## Summary\n\nS {n}.\n\n## Motivation\n\nM {n}.\n\n"
            f"## Proposed implementation\n\nP {n}.\n")
    out = check(tmp_path, monkeypatch, capsys, files, select="DC301")
    assert out == ["docs/rfcs/2025-03-01-change-3.md:1:1: DC301 placeholder-text: the title is the template's own "
                   "(docs/rfcs/YYYY-MM-DD-copy-me.md: 'Name'); give this one its own"]


KARMADA_TEMPLATE = ("---\ntitle: Your short, descriptive title\ncreation-date: yyyy-mm-dd\n---\n\n# Your short, "
                    "descriptive title\n\n## Summary\n\n<!--\nThis section is incredibly important.\n-->\n\n"
                    "## Motivation\n\n<!--\nWhy this matters.\n-->\n\n## Proposal\n\n<!--\nWhat it is.\n-->\n\n"
                    "## Design Details\n\n<!--\nHow it works.\n-->\n")


def karmada(name: str, *, motivation: bool = True) -> str:
    code = "```go\n// # not a heading\ntype Spec struct{}\n```\n"
    yaml = "```yaml\n# a comment\nkind: Policy\n```\n"
    return (f"---\ntitle: {name}\ncreation-date: 2024-01-01\n---\n\n# {name}\n\n## Summary\n\nWhat {name} is.\n\n" +
            (f"## Motivation\n\nWhy {name}.\n\n" if motivation else "") +
            f"## Proposal\n\n{code}\n### API\n\nThe API.\n\n### Flow\n\nThe flow.\n\n### Limits\n\nNone.\n\n{yaml}\n"
            f"## Design Details\n\nHow {name} works.\n")


def test_a_template_in_a_folder_named_for_it_governs_the_proposals_beside_that_folder(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """karmada-io/karmada (forty-fifth held-out set): `docs/proposals/proposal-template/proposal-template.md` is the
    template of the proposals beside its folder (`NAME/README.md`, two of some forty numbered `521-x/`); the blocks of
    code in a proposal, whose `#` lines are comments, hold no template of their own."""
    files = {"docs/proposals/proposal-template/proposal-template.md": KARMADA_TEMPLATE}
    names = ["caching", "clusterid", "migration", "quota", "failover", "521-estimator", "697-descheduler"]
    files.update({f"docs/proposals/{name}/README.md": karmada(name, motivation=name != "clusterid") for name in names})
    out = check(tmp_path, monkeypatch, capsys, files, select="DC101")
    assert out == ["docs/proposals/clusterid/README.md:6:1: DC101 missing-section: missing section 'Motivation' (the "
                   "template docs/proposals/proposal-template/proposal-template.md has it, and 6 of 7 documents in "
                   "docs/proposals/ have it)"]


def test_a_design_written_as_the_changes_it_makes_does_the_design_details_job(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """karmada-io/karmada's anti-affinity proposal (forty-fifth held-out set) writes its design as `## API Changes` and
    `## Code Changes`: the Design Details the template asks for, in its own words."""
    files = {"docs/proposals/proposal-template/proposal-template.md": KARMADA_TEMPLATE}
    names = ["caching", "clusterid", "migration", "quota", "failover", "affinity"]
    files.update({f"docs/proposals/{name}/README.md": karmada(name) for name in names})
    files["docs/proposals/affinity/README.md"] = karmada("affinity").replace(
        "## Design Details\n\nHow affinity works.\n",
        "## API Changes\n\nNew fields.\n\n## Code Changes\n\nThe scheduler.\n")
    assert check(tmp_path, monkeypatch, capsys, files, select="DC101") == []


def test_a_translation_named_as_its_original_but_for_a_capital_is_its_original(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """openkruise/kruise (forty-sixth held-out set): `20250306-configMapSet-zh.md` is the Chinese translation of
    `20250306-ConfigMapSet.md`: not a record of its own, held to sections it writes in Chinese."""
    files = {"docs/proposals/YYYYMMDD-template.md": "# Title\n\n## Motivation\n\nWhy.\n\n## Proposal\n\nWhat.\n"}
    for n in range(1, 7):
        files[f"docs/proposals/2024010{n}-change-{n}.md"] = (f"# Change {n}\n\n## Motivation\n\nWhy {n}.\n\n"
                                                              f"## Proposal\n\nWhat {n}.\n")
    files["docs/proposals/20250306-ConfigMapSet.md"] = "# ConfigMapSet\n\n## Motivation\n\nWhy.\n\n## Proposal\n\nX.\n"
    files["docs/proposals/20250306-configMapSet-zh.md"] = (
        "# ConfigMapSet\n\n## spec示例\n\n示例。\n\n## Proposal\n\n版本。\n")
    assert check(tmp_path, monkeypatch, capsys, files, select="DC101") == []


def test_a_date_and_that_days_sequence_is_one_id(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """o3de/sig-network (forty-eighth held-out set) names its RFCs `rfc-net-YYYYMMDD-N-name.md`: two of one day are
    `-1` and `-2`, not one number twice; the same date and sequence taken twice still clash."""
    def rfc(day: str, title: str) -> str:
        return f"# rfc-net-{day}\n\n### Summary\n\n{title}.\n"

    files = {f"rfcs/rfc-net-{day}-{name}.md": rfc(day, name) for day, name in (
        ("20211005-1", "inputscripting"), ("20211005-2", "entityhierarchies"), ("20211026-1", "flexmatch"),
        ("20220719-1", "awsgems"), ("20220719-1", "gamelift"))}
    out = check(tmp_path, monkeypatch, capsys, files, select="DC401")
    assert [line.split(":", 1)[0] for line in out] == ["rfcs/rfc-net-20220719-1-awsgems.md",
                                                       "rfcs/rfc-net-20220719-1-gamelift.md"]


# ai-dynamo/enhancements (fiftieth held-out set): a template at the top whose sections open with a mark of what they
# are, the process document DEP 0000 with the template's header fields as its own, and the DEPs in deps/.
DEP_MOTIVATION = ("Describe the problem that needs to be addressed with enough detail for\nsomeone familiar with "
                  "the project to understand. Generally one to two\nshort paragraphs. Additional details can be placed "
                  "in the background\nsection as needed. Cover **what** the issue is and **why** it needs to\nbe "
                  "addressed.")
DEP_TEMPLATE = ("# <Title>\n\n**Status**: Draft | Under Review | Approved | Replaced | Deferred | Rejected\n\n"
                "**Authors**: [Name/Team]\n\n**Category**: Architecture | Process | Guidelines\n\n"
                "**Replaces**: [Link of previous proposal if applicable]\n\n"
                "**Replaced By**: [Link of previous proposal if applicable]\n\n**Review Date**: [Date for review]\n\n"
                "# Summary\n\n**\\[Required\\]**\n\n# Motivation\n\n**\\[Required\\]**\n\n" + DEP_MOTIVATION + "\n\n"
                "## Goals\n\n**\\[Optional \\- if not applicable omit\\]**\n\nList out any additional goals.\n\n"
                "# Proposal\n\n**\\[Required\\]**\n\n# Background\n\n**\\[Optional \\- if not applicable omit\\]**\n\n"
                "Add additional context.\n")


def dep(number: int, status: str = "Approved", *, goals: bool = True, summary: bool = True,
        review: str = "2025-04-16") -> str:
    return (f"# D{number}\n\n**Status**: {status}\n\n**Authors**: A\n\n**Category**: Architecture\n\n"
            f"**Replaces**: N/A\n\n**Replaced By**: N/A\n\n**Review Date**: {review}\n\n"
            + (f"# Summary\n\nS{number}.\n\n" if summary else "") + f"# Motivation\n\nM{number}.\n\n"
            + (f"## Goals\n\n* G{number}\n\n" if goals else "") + f"# Proposal\n\nP{number}.\n")


def dep_repository(**changed: str) -> dict[str, str]:
    process = ("# Dynamo Enhancement Proposals\n\n**Status**: Approved\n\n**Authors**: [a](https://x.test/a)\n\n"
               "**Category**: Process\n\n**Replaces**: N/A\n\n**Replaced By**: N/A\n\n**Sponsor**: [a](https://x.test/a)"
               "\n\n**Review Date**: 2025-04-16\n\n# Summary\n\nA process.\n\n# Motivation\n\nWhy.\n\n# Proposal\n\n"
               "How.\n")
    files = {"NNNN-complete-template.md": DEP_TEMPLATE, "deps/0000-dep-process.md": process}
    files |= {f"deps/{n:04d}-d{n}.md": dep(n, "Approved" if n % 4 else "Draft") for n in range(1, 13)}
    return files | changed


def test_a_process_documents_own_header_fields_are_no_status_words(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    # DEP 0000 opens with the template's fields in bold (`**Status**: Approved`, `**Authors**: ...`): they were read
    # as the words it defines, and the family's statuses listed "status, authors, category, replaces, sponsor".
    files = dep_repository(**{"deps/0005-d5.md": dep(5, "Published")})
    out = check(tmp_path, monkeypatch, capsys, files, select="DC203")
    assert len(out) == 1 and out[0].startswith("deps/0005-d5.md:3:1: DC203")
    assert "(draft, in-review, approved, replaced, deferred, rejected, as the template" in out[0]
    assert main(["conventions", "--format", "json", "."]) == 0
    family = json.loads(capsys.readouterr().out)["families"][0]
    assert family["statuses"] == ["draft", "in-review", "approved", "replaced", "deferred", "rejected"]


def test_a_section_the_template_opens_with_an_optional_mark_is_not_required(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    # `## Goals` over `**\[Optional - if not applicable omit\]**`: two DEPs without Goals were reported.
    files = dep_repository(**{"deps/0006-d6.md": dep(6, goals=False), "deps/0007-d7.md": dep(7, summary=False)})
    out = check(tmp_path, monkeypatch, capsys, files, select="DC101")
    assert out == ["deps/0007-d7.md:1:1: DC101 missing-section: missing section 'Summary' (the template "
                   "NNNN-complete-template.md has it, and 11 of 12 documents in deps/ have it)"]


def test_a_status_ticked_in_the_templates_list_is_that_status(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    # `**Status**: [x] Draft | Under Review | Approved | ...`: the author ticked Draft; it was reported as the
    # template's list left in.
    ticked = dep(9, "[x] Draft | Under Review | Approved | Replaced | Deferred | Rejected")
    untouched = dep(10, "Draft | Under Review | Approved | Replaced | Deferred | Rejected")
    files = dep_repository(**{"deps/0009-d9.md": ticked, "deps/0010-d10.md": untouched})
    out = check(tmp_path, monkeypatch, capsys, files, select="DC301,DC203")
    assert [line.split(": ", 2)[:2] for line in out] == [["deps/0010-d10.md:3:1", "DC301 placeholder-text"]]
    assert main(["conventions", "--format", "json", "."]) == 0
    family = json.loads(capsys.readouterr().out)["families"][0]
    assert family["status_counts"]["draft"] == 4  # 0004, 0008, 0012, and 0009's ticked Draft


def test_a_comment_after_a_header_value_is_no_part_of_it(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    # `**Review Date**: 07/01/2025 <!-- Date when this proposal should be reviewed -->`: the date was quoted with
    # the comment a reader never sees.
    files = dep_repository(**{"deps/0004-d4.md": dep(
        4, review="07/01/2025 <!-- Date when this proposal should be reviewed -->")})
    out = check(tmp_path, monkeypatch, capsys, files, select="DC205")
    assert len(out) == 1 and "review-date '07/01/2025' is ambiguous" in out[0]


# konveyor/enhancements (fiftieth held-out set): the KEP-like template kept in guidelines/, named for its kind, and
# the enhancements each in a folder of its own under enhancements/.
ENHANCEMENT_TEMPLATE = ("---\ntitle: neat-enhancement-idea\nauthors:\n  - \"@janedoe\"\ncreation-date: yyyy-mm-dd\n"
                        "status: provisional|implementable|implemented|deferred|rejected|withdrawn|replaced\n"
                        "replaces:\n  - \"/enhancements/that-less-than-great-idea.md\"\nsuperseded-by:\n"
                        "  - \"/enhancements/our-past-effort.md\"\n---\n\n# Neat Enhancement Idea\n\n## Summary\n\n"
                        "The `Summary` section is incredibly important for producing high quality user focused "
                        "documentation.\n\n## Motivation\n\nThis section is for explicitly listing the motivation.\n\n"
                        "## Proposal\n\nThis is where we get down to the nitty gritty of what the proposal is.\n")


def enhancement(name: str, status: str = "implementable", *relations: str, summary: bool = True) -> str:
    header = "\n".join(relations)
    return (f"---\ntitle: {name}\nauthors:\n  - \"@a\"\ncreation-date: 2022-05-13\nstatus: {status}\n"
            f"{header}{chr(10) if header else ''}---\n\n# {name.title()}\n\n"
            + (f"## Summary\n\nWhat {name} does.\n\n" if summary else "")
            + f"## Motivation\n\nWhy {name}.\n\n## Proposal\n\nHow {name} works.\n")


def enhancements_repository(**changed: str) -> dict[str, str]:
    files = {"guidelines/enhancement_template.md": ENHANCEMENT_TEMPLATE, "guidelines/README.md": "# Guidelines\n"}
    names = ["discovery", "image-sync", "proxy", "run-functions", "quiesce", "scale", "transform", "kustomize",
             "debug", "progress"]
    files |= {f"enhancements/area/{name}/README.md": enhancement(name) for name in names}
    return files | {f"enhancements/area/{name}/README.md": text for name, text in changed.items()}


def test_a_template_named_for_its_kind_governs_the_folder_of_that_kind_beside_its_own(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    # `guidelines/enhancement_template.md` beside `enhancements/`: the enhancements were held to no template, and a
    # deleted Summary went unfound.
    files = enhancements_repository(proxy=enhancement("proxy", summary=False))
    out = check(tmp_path, monkeypatch, capsys, files, select="DC101")
    assert out == ["enhancements/area/proxy/README.md:9:1: DC101 missing-section: missing section 'Summary' (the "
                   "template guidelines/enhancement_template.md has it, and 9 of 10 documents in enhancements/ have "
                   "it)"]
    assert main(["conventions", "--format", "json", "."]) == 0
    family = json.loads(capsys.readouterr().out)["families"][0]
    assert (family["folder"], family["template"], family["documents"]) == (
        "enhancements", "guidelines/enhancement_template.md", 10)


def test_a_relation_the_template_gave_as_its_example_is_template_text_not_a_missing_record(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    kept = enhancement("transform", "implementable", "superseded-by:\n  - \"/enhancements/our-past-effort.md\"")
    out = check(tmp_path, monkeypatch, capsys, enhancements_repository(transform=kept), select="DC301,DC403")
    assert out == ["enhancements/area/transform/README.md:7:1: DC301 placeholder-text: 'superseded-by' is still the "
                   "template's own text (guidelines/enhancement_template.md: '/enhancements/our-past-effort.md'); give "
                   "this document's own"]


def test_a_successor_naming_its_predecessor_by_a_wrong_path_still_says_it_back(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    # konveyor's scale-workloads: `replaces: - "/quiesce-workloads/README.md"` (from the top: no such path), and
    # quiesce-workloads `superseded-by: - "../scale-workloads/README.md"`. The wrong path is DC403's finding; the
    # old record was also told its successor did not say it back.
    files = enhancements_repository(
        quiesce=enhancement("quiesce", "replaced", "superseded-by:\n  - \"../scale/README.md\""),
        scale=enhancement("scale", "implementable", "replaces:\n  - \"/quiesce/README.md\""))
    (tmp_path / ".git").mkdir()  # a path from the top is judged where the top is the repository's
    out = check(tmp_path, monkeypatch, capsys, files, select="DC403,DC404")
    assert out == ["enhancements/area/scale/README.md:7:1: DC403 missing-related-document: replaces "
                   "'/quiesce/README.md', which is not a document here"]


def test_a_heading_under_another_section_does_no_other_sections_job(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    # A DEP written in H1 sections, its Summary deleted: the `## Overview` under its `# Proposal` counted as the
    # Summary (an Overview does a Summary's job, where it is a section of the document's own).
    text = dep(5, summary=False).replace("# Proposal\n\nP5.\n", "# Proposal\n\n## Overview\n\nP5.\n")
    out = check(tmp_path, monkeypatch, capsys, dep_repository(**{"deps/0005-d5.md": text}), select="DC101")
    assert out == ["deps/0005-d5.md:1:1: DC101 missing-section: missing section 'Summary' (the template "
                   "NNNN-complete-template.md has it, and 11 of 12 documents in deps/ have it)"]


def test_a_prompt_under_its_sections_mark_is_template_text_where_kept(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    # The template's `**\\[Required\\]**` above its Motivation prompt took one of the lines fingerprinted: an Approved
    # DEP whose Motivation is the prompt's first four lines was not found.
    kept = dep(5).replace("# Motivation\n\nM5.\n", "# Motivation\n\n" + DEP_MOTIVATION.rsplit(" Cover", 1)[0] + "\n")
    out = check(tmp_path, monkeypatch, capsys, dep_repository(**{"deps/0005-d5.md": kept}), select="DC301")
    assert len(out) == 1 and out[0].startswith("deps/0005-d5.md:") and "the template's own text is still here" in out[0]


def test_a_status_in_other_words_than_the_templates_is_said_where_the_shared_statuses_keep_to_its_list(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    # Dynamo's DEPs keep to their template's list but for one `Published` and one `Accepted`: a `Postponed`, which
    # the template offers as `Deferred`, went unsaid because the family did not keep to its list nine in ten.
    files = dep_repository(**{"deps/0005-d5.md": dep(5, "Published"), "deps/0006-d6.md": dep(6, "Accepted"),
                              "deps/0007-d7.md": dep(7, "Postponed")})
    out = check(tmp_path, monkeypatch, capsys, files, select="DC203")
    assert "deps/0007-d7.md:3:1: DC203 unknown-status: status written 'postponed', where the template " \
           "NNNN-complete-template.md offers it as 'Deferred'" in out


DATUM_TEMPLATE = ("---\nstatus: provisional|implementable|implemented|deferred|rejected|withdrawn|replaced\n---\n\n"
                  "# Short, descriptive title\n\n## Summary\n\n<!--\nThis section is incredibly important for "
                  "producing high-quality, user-focused\ndocumentation such as release notes.\n-->\n\n## Motivation\n\n"
                  "<!--\nThis section is for explicitly listing the motivation, goals, and non-goals of\nthis "
                  "Enhancement.  Describe why the change is important and the benefits to users.\n-->\n\n### Goals\n\n"
                  "<!--\nList the specific goals of the Enhancement. What is it trying to achieve?\n-->\n\n"
                  "## Proposal\n\n<!--\nThis is where we get down to the specifics of what the proposal actually "
                  "is.\n-->\n")


def test_a_section_left_to_its_own_guidance_comment_is_template_text_in_two_records_too(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    # datum-cloud's enhancements (fiftieth held-out set): a Motivation holding only its guidance comment, its Goals
    # dropped, was read as a comment other than the template's (whose fingerprint took its Goals' comment in); and
    # with one more record so, two records leaving it empty were taken for the family's way.
    def enhancement(name: str, motivation: str = "Why it matters.") -> str:
        return (f"---\nstatus: implementable\n---\n\n# {name}\n\n## Summary\n\nWhat {name} is.\n\n## Motivation\n\n"
                f"{motivation}\n\n## Proposal\n\nHow {name} works.\n")

    files = {"enhancements/template/README.md": DATUM_TEMPLATE}
    files |= {f"enhancements/{name}/README.md": enhancement(name) for name in
              ["dns", "compute", "billing", "iam", "quota", "metrics", "export", "activity", "waitlist", "agreement"]}
    guidance = ("<!--\nThis section is for explicitly listing the motivation, goals, and non-goals of\nthis "
                "Enhancement.  Describe why the change is important and the benefits to users.\n-->")
    files["enhancements/dns/README.md"] = enhancement("dns", guidance)
    files["enhancements/quota/README.md"] = enhancement("quota", guidance)
    # (konveyor's `## Drawbacks [omitted]`: a heading that says it is left empty on purpose)
    files["enhancements/iam/README.md"] = enhancement("iam").replace("## Proposal\n\nHow iam works.\n",
                                                                     "## Proposal [omitted]\n")
    # (... or that answers on its own line: Tungsten Fabric's `# 6. Upgrade None.`, 229th set)
    files["enhancements/export/README.md"] = enhancement("export").replace("## Proposal\n\nHow export works.\n",
                                                                           "## Proposal None.\n")
    out = check(tmp_path, monkeypatch, capsys, files, select="DC102,DC301")
    assert [line.split(": ", 2)[:2] for line in out] == [["enhancements/dns/README.md:11:1", "DC301 placeholder-text"],
                                                        ["enhancements/quota/README.md:11:1", "DC301 placeholder-text"]]
    assert "section 'Motivation' holds only the template's guidance" in out[0]


def test_an_rfc_waiting_for_its_number_named_for_templates_is_no_template(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    # salesforce/lwc-rfcs (fifty-first held-out set): `text/0000-template-comments.md`, "HTML comments for LWC
    # templates", an implemented RFC still numbered 0000, was taken for the family's template, and the real one at
    # the top (0000-template.md) governed nothing: its prompt left in an RFC went unfound.
    template = ("---\ntitle: Short Title\nstatus: DRAFTED\ncreated_at: YYYY-MM-DD\n---\n\n# Short Title\n\n"
                "## Summary\n\nBrief explanation of the feature.\n\n## Motivation\n\nWhy are we doing this?\n")

    def rfc(title: str, summary: str) -> str:
        return (f"---\ntitle: {title}\nstatus: IMPLEMENTED\ncreated_at: 2021-03-31\n---\n\n# {title}\n\n## Summary\n\n"
                f"{summary}\n\n## Motivation\n\nBecause of {title}.\n")

    files = {"0000-template.md": template,
             "text/0000-template-comments.md": rfc("HTML comments for LWC templates", "Comments kept in templates.")}
    files |= {f"text/{n:04d}-r{n}.md": rfc(f"R{n}", f"What R{n} does.") for n in range(101, 111)}
    files["text/0105-r105.md"] = rfc("R105", "Brief explanation of the feature.")
    out = check(tmp_path, monkeypatch, capsys, files, select="DC301")
    assert out == ["text/0105-r105.md:11:1: DC301 placeholder-text: the template's own text is still here "
                   "(0000-template.md:11: 'Brief explanation of the feature.'); write this document's own"]


ADA_TEMPLATE = ("- Feature ID: (fill me in with a unique ident)\n"
                "- Start Date: (fill me in with today's date, YYYY-MM-DD)\n"
                "- Status: (Proposed | Planning | Design | Production | Rejected)\n\nSummary\n=======\n\n"
                "One paragraph explanation of the feature.\n\nMotivation\n==========\n\nWhy are we doing this?\n\n"
                "Guide-level explanation\n=======================\n\nExplain the proposal.\n\n"
                "Reference-level explanation\n===========================\n\nThe technical portion.\n\n"
                "Rationale and alternatives\n==========================\n\nWhy is this design the best?\n\n"
                "Drawbacks\n=========\n\nWhy should we *not* do this?\n")


def ada_rfc(name: str, summary: str = "", *, sections: tuple[str, ...] = (
        "Motivation", "Guide-level explanation", "Reference-level explanation", "Rationale and alternatives",
        "Drawbacks")) -> str:
    body = "".join(f"{title}\n{'=' * len(title)}\n\n{title} of {name}.\n\n" for title in sections)
    return (f"- Feature Name: {name}\n- Start Date: 2023-02-13\n- Status: Production\n\nSummary\n=======\n\n"
            f"{summary or 'What ' + name + ' adds.'}\n\n{body}")


def test_a_rust_like_rfc_beside_its_familys_records_is_not_asked_for_rusts_fields(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    # AdaCore/ada-spark-rfcs (fifty-first held-out set): RFCs headed `- Feature Name:`, `- Start Date:` are typed as
    # Rust's, whose `RFC PR` the repository's template has no place for; those written to an outline of their own
    # (`rfc-finally.md`, `## Reference level explanation`) were outside the family and asked for it.
    files = {"rfc-template.md": ADA_TEMPLATE}
    files |= {f"features/rfc-f{n}.md": ada_rfc(f"f{n}") for n in range(1, 11)}
    files["features/rfc-finally.md"] = ada_rfc("finally", sections=("Motivation", "Reference level explanation",
                                                                     "Rationale & alternatives"))
    files["features/rfc-noraise.md"] = ada_rfc("noraise", sections=("Motivation", "Guide-level explanation"))
    assert check(tmp_path, monkeypatch, capsys, files, select="DC201") == []
    # (the same RFC alone, with no family beside it: Rust's convention is all doccheck knows of it)
    alone = {"rfc-finally.md": files["features/rfc-finally.md"]}
    (tmp_path / "alone").mkdir()
    assert check(tmp_path / "alone", monkeypatch, capsys, alone, select="DC201") == [
        "rfc-finally.md:1:1: DC201 missing-metadata: rust-rfc declares no 'rfc-pr' or 'erfc-pr'"]


def test_a_prompt_under_a_setext_heading_is_template_text_where_kept(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    # The `=======` under a setext heading was counted as a line of the section's text: a Summary still the
    # template's one-line prompt looked longer than the prompt, the author's own text.
    files = {"rfc-template.md": ADA_TEMPLATE}
    files |= {f"features/rfc-f{n}.md": ada_rfc(f"f{n}") for n in range(1, 11)}
    files["features/rfc-f4.md"] = ada_rfc("f4", "One paragraph explanation of the feature.")
    out = check(tmp_path, monkeypatch, capsys, files, select="DC301")
    assert out == ["features/rfc-f4.md:8:1: DC301 placeholder-text: the template's own text is still here "
                   "(rfc-template.md:8: 'One paragraph explanation of the feature.'); write this document's own"]


def test_a_section_a_folders_records_require_is_there_in_other_words(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    # web-platform-tests/rfcs (fifty-first held-out set): every RFC has Summary, Details and Risks but the early ones,
    # which wrote 'Disadvantages', and one written as '# Proposed change': those were reported missing Risks and
    # Details.
    def rfc(n: int, *sections: str) -> str:
        return f"# RFC {n}\n\n" + "".join(f"## {title}\n\n{title} {n}.\n\n" for title in sections)

    files = {f"rfcs/r{n}.md": rfc(n, "Summary", "Details", "Risks") for n in range(1, 30)}
    files["rfcs/early1.md"] = rfc(9, "Summary", "Details", "Advantages", "Disadvantages")
    files["rfcs/early2.md"] = rfc(15, "Summary", "Details", "Advantages", "Disadvantages")
    files["rfcs/features.md"] = rfc(163, "Summary", "Proposed change", "Risks")
    files["rfcs/r5.md"] = rfc(5, "Summary", "Details")
    out = check(tmp_path, monkeypatch, capsys, files, select="DC101")
    assert out == ["rfcs/r5.md:1:1: DC101 missing-section: missing section 'Risks' (29 of 32 documents in rfcs/ have "
                   "it)"]


def test_a_proposed_implementation_written_as_proposed_changes_is_there(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    # prestodb/rfcs (fifty-second held-out set): RFC-0016 writes the template's 'Proposed Implementation' as
    # '## Proposed Changes'.
    template = ("# **RFC0 for Presto**\n\n## [Title]\n\n## Summary\n\nA summary.\n\n## Background\n\nWhy.\n\n"
                "## Proposed Implementation\n\nHow.\n\n## Test Plan\n\nHow do we ensure the feature works?\n")

    def rfc(n: int, proposal: str = "Proposed Implementation") -> str:
        return (f"# **RFC{n:04d} for Presto**\n\n## Feature {n}\n\n## Summary\n\nS{n}.\n\n## Background\n\nB{n}.\n\n"
                f"## {proposal}\n\nP{n}.\n\n## Test Plan\n\nT{n}.\n")

    files = {"RFC-0000-template.md": template} | {f"RFC-{n:04d}-f{n}.md": rfc(n) for n in range(1, 12)}
    files["RFC-0016-views.md"] = rfc(16, "Proposed Changes")
    files["RFC-0017-other.md"] = rfc(17, "Motivation")
    out = check(tmp_path, monkeypatch, capsys, files, select="DC101")
    assert [line.split(":", 1)[0] for line in out] == ["RFC-0017-other.md"]


INVENIO_TEMPLATE = ("- Start Date: YYYY-MM-DD\n- RFC PR: [#<PR>](https://github.com/inveniosoftware/rfcs/pull/<PR>)\n"
                    "- Authors:\n- Supersedes: (fill me in with a link to the RFC this supersedes - if applicable)\n\n"
                    "# <RFC title>\n\n## Summary\n\n> One paragraph explanation of the feature.\n\n## Motivation\n\n"
                    "> Why are we doing this? What user stories does it support? What is the expected outcome?\n\n"
                    "- As a ..., I want to ..., so that I ... .\n\n## Detailed design\n\n"
                    "> This is the bulk of the RFC.\n")


def invenio(n: int, name: str, *, motivation: str = "", supersedes: str = "") -> str:
    return (f"- Start Date: 2021-05-{n % 28 + 1:02d}\n- RFC PR: [#{n}](https://github.com/inveniosoftware/rfcs/pull/"
            f"{n})\n- Authors: A\n- State: IMPLEMENTED\n{supersedes}\n# {name}\n\n## Summary\n\nWhat {name} is.\n\n"
            f"## Motivation\n\n{motivation or 'Why ' + name + '.'}\n\n## Detailed design\n\nHow {name} works.\n")


def test_invenio_rfcs_conventions(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                  capsys: pytest.CaptureFixture[str]) -> None:
    # inveniosoftware/rfcs and maidsafe/rfcs (fifty-third held-out set): a design's UX part beside it under its number
    # (`rdm-0067-administration-panel-ux.md`) is no second RFC 67; a field for some records only left with the
    # template's "... - if applicable" says it does not apply; a user story's blank (`- As a ..., I want to ...`) kept
    # under the template's prompt is the template's text, not an option the author chose.
    files = {"0000-template.md": INVENIO_TEMPLATE}
    files |= {f"rfcs/rdm-{n:04d}-r{n}.md": invenio(n, f"R{n}") for n in range(40, 52)}
    files["rfcs/rdm-0067-admin-panel.md"] = invenio(67, "Admin panel")
    files["rfcs/rdm-0067-admin-panel-ux.md"] = invenio(67, "Admin panel UX")
    files["rfcs/rdm-0045-r45.md"] = invenio(45, "R45", supersedes="- Supersedes: (fill me in with a link to the RFC "
                                                                  "this supersedes - if applicable)\n")
    files["rfcs/rdm-0046-r46.md"] = invenio(46, "R46", motivation="> Why are we doing this? What user stories does it "
                                            "support? What is the expected outcome?\n\n- As a ..., I want to ..., so "
                                            "that I ... .")
    out = check(tmp_path, monkeypatch, capsys, files, select="DC301,DC401")
    assert out == ["rfcs/rdm-0046-r46.md:14:1: DC301 placeholder-text: the template's own text is still here "
                   "(0000-template.md:14: '> Why are we doing this? What user stories does it support? What is the "
                   "expected'); write this document's own"]


def test_a_user_facing_part_is_a_companion_only_under_its_records_number(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    # Spinnaker's `rfc/plugins-ui.md` beside `rfc/plugins.md` is an RFC of its own (the forty-seventh set's family
    # counted it; taking it for a companion made two more sections required there).
    files = {"rfc/.template.md": "# Title\n\n## Overview\n\nWhat.\n\n## Design\n\nHow.\n\n## Timeline\n\nWhen.\n"}
    files |= {f"rfc/r{n}.md": f"# R{n}\n\n## Overview\n\nO{n}.\n\n## Design\n\nD{n}.\n\n## Timeline\n\nT{n}.\n"
              for n in range(1, 10)}
    files["rfc/plugins.md"] = "# Plugins\n\n## Overview\n\nO.\n\n## Design\n\nD.\n\n## Timeline\n\nT.\n"
    files["rfc/plugins-ui.md"] = "# Plugins UI\n\n## Overview\n\nUI plugins.\n\n## Timeline\n\nT.\n"
    check(tmp_path, monkeypatch, capsys, files, select="DC101")
    assert main(["conventions", "--format", "json", "."]) == 0
    family = json.loads(capsys.readouterr().out)["families"][0]
    assert family["documents"] == 11


def test_a_template_that_says_one_section_is_required_says_nothing_of_the_rest(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    # stacklok/toolhive-rfcs (fifty-fourth held-out set): the template says "This section is required." of its Security
    # Considerations alone; its Compatibility, which 19 of 48 RFCs go without, was asked of them at six in ten.
    template = ("# RFC-XXXX: Title\n\n## Summary\n\nA brief description.\n\n## Security Considerations\n\n"
                "**This section is required.** Address the threat model.\n\n## Compatibility\n\n"
                "Backward compatibility.\n")

    def rfc(n: int, *, security: bool = True, compatibility: bool = True) -> str:
        security_text = f"## Security Considerations\n\nT{n}.\n\n" if security else ""
        compatibility_text = f"## Compatibility\n\nC{n}.\n" if compatibility else ""
        return f"# THV-{n:04d}\n\n## Summary\n\nS{n}.\n\n{security_text}{compatibility_text}"

    files = {"rfcs/0000-template.md": template} | {f"rfcs/THV-{n:04d}-r{n}.md": rfc(n, compatibility=n % 3 != 0)
                                                  for n in range(1, 16)}
    files["rfcs/THV-0016-r16.md"] = rfc(16, security=False)
    out = check(tmp_path, monkeypatch, capsys, files, select="DC101")
    assert out == ["rfcs/THV-0016-r16.md:1:1: DC101 missing-section: missing section 'Security Considerations' (the "
                   "template rfcs/0000-template.md has it, and 15 of 16 documents in rfcs/ have it)"]


def test_open_platform_model_enhancements(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                          capsys: pytest.CaptureFixture[str]) -> None:
    # open-platform-model/enhancements (fifty-fourth held-out set): `0000/` is the folder a new enhancement copies
    # whole, its spec's `{One paragraph of prose ...}` its own text; a design that says "This supersedes ADR-002's
    # model" (read as its own number, 02-design.md) goes round in no circle; the README's "fills `config.yaml` with
    # today's date" describes its tool; and THV-0019's design and overview are two parts of one RFC.
    files = {"README.md": "# Enhancements\n\n`task new` copies `0000/` and fills `config.yaml` with today's date.\n",
             "0000/02-design.md": "# Design: {Title}\n\n## Definition\n\n{One paragraph of prose.}\n",
             "0019/02-design.md": "# Design: render\n\n## Goals\n\nThis supersedes ADR-002's shared model.\n",
             "rfcs/THV-0019-auth-server-design.md": "# Auth server design\n\nThe design.\n",
             "rfcs/THV-0019-auth-server-overview.md": "# Auth server overview\n\nThe overview.\n",
             "rfcs/THV-0020-a.md": "# A\n\nA.\n", "rfcs/THV-0021-b.md": "# B\n\nB.\n"}
    (tmp_path / ".git").mkdir()
    assert check(tmp_path, monkeypatch, capsys, files, select="DC301,DC401,DC408") == []


def test_a_current_status_field_and_a_projects_word_before_a_glued_number(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    # couchbaselabs/sdk-rfcs and EWC-consortium/eudi-wallet-rfcs (fifty-fifth held-out set): `- Current Status:
    # ACCEPTED` is the status; `ewc-rfc003-issue-pid.md` is RFC 3 of a series, and twelve of them a family whose
    # statuses a slip (`Aproved`) is none of.
    files = {f"rfc/{n:04d}-r{n}.md": f"# Meta\n\n- RFC ID: {n:04d}\n- Current Status: ACCEPTED\n\n# Summary\n\nS{n}.\n"
             for n in range(1, 12)}
    files["rfc/0005-r5.md"] = files["rfc/0005-r5.md"].replace("ACCEPTED", "ACEPTED")
    files["rfc/0011-r11.md"] = files["rfc/0011-r11.md"].replace("ACCEPTED", "DRAFT")
    files |= {f"ewc-rfc{n:03d}-r{n}.md": f"# EWC RFC{n:03d}: R{n}\n\n**Status:** Approved\n\n## Scope\n\nS{n}.\n"
              for n in range(1, 12)}
    files["ewc-rfc004-r4.md"] = files["ewc-rfc004-r4.md"].replace("Approved", "Aproved")
    files["ewc-rfc011-r11.md"] = files["ewc-rfc011-r11.md"].replace("Approved", "In review")
    out = check(tmp_path, monkeypatch, capsys, files, select="DC203")
    assert [line.split(":", 1)[0] for line in out] == ["ewc-rfc004-r4.md", "rfc/0005-r5.md"]


def test_open_questions_are_the_unresolved_questions(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                     capsys: pytest.CaptureFixture[str]) -> None:
    # neon-bindings/rfcs (fifty-sixth held-out set): RFC 33 writes the template's 'Unresolved questions' as
    # '# Open questions'.
    template = "# Summary\n\nOne paragraph.\n\n# Drawbacks\n\nWhy not?\n\n# Unresolved questions\n\nWhat is TBD?\n"
    files = {"0000-template.md": template}
    files |= {f"text/{n:04d}-r{n}.md": f"# Summary\n\nS{n}.\n\n# Drawbacks\n\nD{n}.\n\n# Unresolved questions\n\n"
                                       f"Q{n}.\n" for n in range(1, 12)}
    files["text/0033-jsbox.md"] = "# Summary\n\nS.\n\n# Drawbacks\n\nD.\n\n# Open questions\n\nQ.\n"
    files["text/0034-other.md"] = "# Summary\n\nS.\n\n# Drawbacks\n\nD.\n"
    out = check(tmp_path, monkeypatch, capsys, files, select="DC101")
    assert [line.split(":", 1)[0] for line in out] == ["text/0034-other.md"]


PEERCOIN_TEMPLATE = ("# Title\n\n- Status: proposed (\"proposed\", \"agreed\", \"active\", \"implemented\" or "
                     "\"rejected\")\n- Supersedes: (fill me in with a link to RFC this supersedes - if applicable)\n"
                     "- Superseded by: (fill me in with a link to RFC this is superseded by - if applicable)\n\n"
                     "## Summary\n\nOne paragraph explanation of the feature.\n\n## Motivation\n\n"
                     "Why are we doing this?\n")
NO_SUPERSEDES = "(fill me in with a link to RFC this supersedes - if applicable)"


def peercoin(n: int, *, summary: bool = True, supersedes: str = NO_SUPERSEDES) -> str:
    return (f"# R{n}\n\n- Status: implemented\n- Supersedes: {supersedes}\n"
            "- Superseded by: (fill me in with a link to RFC this is superseded by - if applicable)\n\n"
            + (f"## Summary\n\nS{n}.\n\n" if summary else "") + f"## Motivation\n\nM{n}.\n")


def test_a_relation_field_still_the_templates_instruction_names_no_record(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    # peercoin/rfcs (fifty-seventh held-out set): `- Superseded by: (fill me in with a link ... - if applicable)` was
    # read as naming a successor, so the RFC was taken for one of the past (no section asked of it) and its real
    # successor's supersession was taken as answered (no DC405).
    files = {"0000-template.md": PEERCOIN_TEMPLATE}
    files |= {f"text/{n:04d}-r{n}/{n:04d}-r{n}.md": peercoin(n) for n in range(1, 13)}
    files["text/0005-r5/0005-r5.md"] = peercoin(5, summary=False)
    files["text/0009-r9/0009-r9.md"] = peercoin(9, supersedes="[RFC 7](../0007-r7/0007-r7.md)")
    out = check(tmp_path, monkeypatch, capsys, files, select="DC101,DC405")
    assert [line.split(": ", 2)[:2] for line in out] == [
        ["text/0005-r5/0005-r5.md:1:1", "DC101 missing-section"],
        ["text/0007-r7/0007-r7.md:3:1", "DC405 superseded-still-active"]]


def test_a_sentence_after_status_is_no_unknown_status(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                       capsys: pytest.CaptureFixture[str]) -> None:
    # openclaw/rfcs (fifty-seventh held-out set): a supporting document's "Status: projected delivery plan for RFC
    # 0024. It is not a normative runtime registry, ..." was reported as an unknown status.
    body = "## Summary\n\nS.\n\n## Motivation\n\nM.\n\n## Goals\n\nG.\n\n## Proposal\n\nP.\n"

    def rfc(n: int, status: str) -> str:
        return f"# R{n}\n\nStatus: {status}\n\n{body}"

    files = {"rfcs/0000-template.md": "# Title\n\nStatus: Draft\n\n" + body}
    files |= {f"rfcs/{n:04d}-r{n}.md": rfc(n, "Draft" if n % 3 else "Accepted") for n in range(1, 12)}
    files["rfcs/0012-plan.md"] = rfc(12, "projected delivery plan for RFC 0011. It is not a normative runtime "
                                         "registry.")
    files["rfcs/0013-other.md"] = rfc(13, "Acepted")
    out = check(tmp_path, monkeypatch, capsys, files, select="DC203")
    assert [line.split(":", 1)[0] for line in out] == ["rfcs/0013-other.md"]


def test_a_folder_named_for_a_series_number_after_a_word_is_no_record(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    # agentries/rfcs (fifty-ninth held-out set): `examples/rust-amp001/README.md`, a demo of AMP 001, was numbered as a
    # record (the fifty-fifth set's `ewc-rfc003-...md` rule read folder names too) and asked for the RFCs' Abstract.
    template = "# RFC NNN: Title\n\n## Abstract\n\nOne paragraph.\n\n## Motivation\n\nWhy.\n"
    files = {"RFC-TEMPLATE.md": template}
    files |= {f"{n:03d}-r{n}.md": f"# RFC {n:03d}: R{n}\n\n## Abstract\n\nA{n}.\n\n"
              + (f"## Motivation\n\nM{n}.\n" if n % 2 else "") for n in range(1, 12)}
    files["examples/rust-amp001/README.md"] = "# AMP RFC 001 Rust Demo\n\n## Motivation\n\nRun it.\n"
    out = check(tmp_path, monkeypatch, capsys, files, select="DC101")
    assert out == []  # (a file so named is a record still: `test_a_current_status_field_...`'s ewc-rfc004)


def test_records_a_folder_each_numbered_in_their_header_are_a_family(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    # The Registers RFCs' shape: `content/<slug>/index.md`, a folder each named for its title, the number in the
    # front matter (`rfc: 0009`). Twelve such records are a family, as twelve numbered files would be: one without
    # the section the rest keep, and one whose number another has, are findings.
    def rfc(number: int, *sections: str) -> str:
        body = "".join(f"## {s}\n\nText.\n\n" for s in sections)
        return f"---\nrfc: {number:04d}\nstatus: approved\n---\n\n# Change {number}\n\n{body}"

    words = ["alpha", "beta", "gamma", "delta", "epsilon", "zeta", "eta", "theta", "iota", "kappa", "lambda", "mu"]
    files = {f"content/{w}-resource/index.md": rfc(n, "Summary", "Motivation", "Explanation")
             for n, w in enumerate(words, 1)}
    files["content/beta-resource/index.md"] = rfc(2, "Summary", "Explanation")
    files["content/mu-resource/index.md"] = rfc(11, "Summary", "Motivation", "Explanation")
    out = check(tmp_path, monkeypatch, capsys, files, select="DC101,DC401")
    assert [line.split(": ", 2)[1] for line in out] == ["DC101 missing-section", "DC401 duplicate-number",
                                                        "DC401 duplicate-number"], out
    assert out[0].startswith("content/beta-resource/index.md:6:1: DC101 missing-section: missing section 'Motivation'")
    assert "number 11 is also used by content/mu-resource/index.md" in out[1] + out[2]


def test_a_short_required_mark_is_said_and_a_conditional_one_is_not(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    # QGIS's QEP template marks each section under its heading: `*(required)*` is required of the records once six
    # in ten keep it; `**(required if known at design time)**` is required of those it applies to, which the
    # template cannot say, so it is not asked of the seven in ten that do not.
    template = ("# QGIS Enhancement: Title\n\n## Summary\n\n*(required)*\n\n## Risks\n\n*(required)*\n\n"
                "## Performance Implications\n\n**(required if known at design time)**\n\n## Notes\n\n*(optional)*\n")
    files = {"QEP-0-Template.md": template}
    for n in range(1, 11):
        sections = ["Summary", *(["Risks"] if n <= 7 else []), *(["Performance Implications"] if n <= 7 else [])]
        files[f"qep-{300 + n}-change.md"] = f"# QGIS Enhancement {300 + n}: Change\n\n" + "".join(
            f"## {s}\n\nText about change {n}.\n\n" for s in sections)
    out = check(tmp_path, monkeypatch, capsys, files, select="DC101")
    assert sorted(line.split(": ", 2)[2].split(" (")[0] for line in out) == ["missing section 'Risks'"] * 3, out


def test_records_a_folder_each_of_two_kinds_are_held_to_the_template_each_is_named_for(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    # OSAC's enhancements: `OSAC-NNNN-slug/prd.md` copied from guidelines/prd_template.md, `design.md` from
    # guidelines/design_template.md, the older records a README.md written to the design template. A PRD is not
    # held to the design's sections, nor a UI sketch beside them (`ui-design.md`) to either.
    files = {"guidelines/prd_template.md": "# {Title}\n\n## Problem Statement\n\n{Who is affected?}\n\n"
                                           "## In Scope\n\n{What is in.}\n\n## User Stories\n\n{As a ...}\n",
             "guidelines/design_template.md": "# Neat Idea\n\n## Summary\n\nOne paragraph.\n\n## Motivation\n\n"
                                              "Why.\n\n## Proposal\n\nHow.\n\n## Test Plan\n\nTests.\n"}
    prd = "# PRD {n}\n\n## Problem Statement\n\nPain {n}.\n\n## In Scope\n\nThis {n}.\n\n## User Stories\n\nAs {n}.\n"
    design = "# Design {n}\n\n## Summary\n\nS {n}.\n\n## Motivation\n\nM {n}.\n\n## Proposal\n\nP {n}.\n\n" \
             "## Test Plan\n\nT {n}.\n"
    for n in range(1, 7):
        files[f"enhancements/OSAC-{n}0-x{n}/prd.md"] = prd.format(n=n)
        files[f"enhancements/OSAC-{n}0-x{n}/design.md"] = design.format(n=n)
        files[f"enhancements/OSAC-{n}0-x{n}/ui-design.md"] = f"# UI {n}\n\n## Screens\n\nS.\n\n## Flows\n\nF.\n"
        files[f"enhancements/OSAC-{n}1-old{n}/README.md"] = design.format(n=n)
    files["enhancements/OSAC-20-x2/design.md"] = design.format(n=2).replace("## Motivation\n\nM 2.\n\n", "")
    out = check(tmp_path, monkeypatch, capsys, files, select="DC101")
    assert len(out) == 1 and out[0].startswith(
        "enhancements/OSAC-20-x2/design.md:1:1: DC101 missing-section: missing section 'Motivation' (the template "
        "guidelines/design_template.md has it"), out


def test_a_template_numbered_zero_says_the_numbers_are_ids_however_sparse(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    # QGIS numbers its QEPs by the issue that proposed them (1, 4, 13, 314, ...): sparse, as design notes named for
    # their issues are, two to an issue. Its template, `QEP-0-Template.md`, is record 0: the numbers are ids.
    files = {"QEP-0-Template.md": "# QGIS Enhancement: Title\n\n## Summary\n\n*(required)*\n"}
    for n in (1, 4, 13, 314, 320, 333, 342, 344, 401, 410):
        files[f"qep-{n}-change.md"] = f"# QGIS Enhancement {n}: Change\n\n## Summary\n\nText {n}.\n"
    files["qep-344-annotation-tools.md"] = "# QGIS Enhancement 344: Tools\n\n## Summary\n\nText.\n"
    out = check(tmp_path, monkeypatch, capsys, files, select="DC401")
    assert [line.split(": ", 2)[1] for line in out] == ["DC401 duplicate-number"] * 2, out
    assert "number 344 is also used by qep-344-change.md" in out[0]


def test_an_old_record_naming_its_successors_folder_says_it_back(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    # OSAC: the new design replaces the old record; the old one names as its successor the folder the design is
    # kept in (beside its PRD, no README): that is saying it back. A folder that is not the successor's is not.
    def rec(replaces: str, superseded_by: str) -> str:
        return (f"---\ntitle: x\nreplaces:\n  - {replaces}\nsuperseded-by:\n  - {superseded_by}\n---\n\n# X\n\n"
                "## Summary\n\nText.\n")
    files = {"enhancements/OSAC-356-networking/README.md": rec("N/A", "/enhancements/OSAC-1433-unified"),
             "enhancements/OSAC-1433-unified/design.md": rec("/enhancements/OSAC-356-networking", "N/A"),
             "enhancements/OSAC-1433-unified/prd.md": "# PRD\n\n## Problem Statement\n\nText.\n",
             "enhancements/OSAC-500-storage/README.md": rec("N/A", "/enhancements/OSAC-1433-unified"),
             "enhancements/OSAC-600-other/design.md": rec("/enhancements/OSAC-500-storage", "N/A")}
    out = check(tmp_path, monkeypatch, capsys, files, select="DC404")
    assert [line.split(":")[0] for line in out] == ["enhancements/OSAC-600-other/design.md"], out


def test_a_short_line_of_a_wide_script_is_template_text_left_in(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    # Taro's template asks under 概述 (Summary) "简单地描述这项功能。" (describe the feature simply): ten characters,
    # as long on the screen as twenty in English, and as much the template's text when a record keeps it.
    template = "- 提案时间: (YYYY-MM-DD)\n\n## 概述\n\n简单地描述这项功能。\n\n## 动机\n\n为什么我们要做出这个更改？\n"
    files = {"0000-template.md": template}
    summaries = {n: f"功能 {n} 的概述，它做了很多事情。" for n in range(1, 6)}
    summaries[4] = "简单地描述这项功能。"
    for n, summary in summaries.items():
        files[f"rfcs/000{n}-feature.md"] = f"- 提案时间: 2024-01-0{n}\n\n## 概述\n\n{summary}\n\n" \
                                           f"## 动机\n\n动机 {n}。\n"
    out = check(tmp_path, monkeypatch, capsys, files, select="DC301")
    assert len(out) == 1 and out[0].startswith("rfcs/0004-feature.md:5:1: DC301 placeholder-text: the template's own "
                                               "text is still here (0000-template.md:5: '简单地描述这项功能。')"), out


def _jianmu(n: int, constraints: str = "只能在容器内执行。") -> str:
    return (f"# 概述\n\n提案 {n} 的概述。\n\n# 问题描述\n\n问题 {n} 的描述。\n\n# 约束条件\n\n{constraints}\n\n"
            f"# 解决方案\n\n方案 {n}。\n")


def test_record_zeros_folder_named_example_is_the_template(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    # jianmu's proposals: a folder each, `NNN-name/proposal.md`; `000-example/proposal.md` is the template ("这是一个
    # 提案模板", this is a proposal template), so a proposal that kept its prompt kept the template's text, and one
    # copied under another's number takes the number twice.
    template = ("> 这是一个提案模板\n\n# 概述\n\n> 提案概述\n\n# 问题描述\n\n> 描述要解决什么问题\n\n"
                "# 约束条件\n\n> 描述在解决该问题时有什么限制条件\n\n# 解决方案\n\n> 描述您的解决方案\n")
    files = {"000-example/proposal.md": template}
    for n in (2, 4, 5, 6, 11, 13, 15):
        files[f"{n:03d}-feature-{n}/proposal.md"] = _jianmu(n)
    files["013-feature-13/proposal.md"] = _jianmu(13, "> 描述在解决该问题时有什么限制条件")
    files["015-feature-15-v2/proposal.md"] = _jianmu(15)
    out = check(tmp_path, monkeypatch, capsys, files, select="DC301,DC401")
    assert [line.split(": ", 2)[1] for line in out] == ["DC301 placeholder-text", "DC401 duplicate-number",
                                                        "DC401 duplicate-number"], out
    assert out[0].startswith("013-feature-13/proposal.md:11:1: DC301 placeholder-text: the template's own text is "
                             "still here (000-example/proposal.md:")
    assert "number 15 is also used by 015-feature-15/proposal.md" in out[1]


def test_status_choices_in_a_yaml_comment_of_the_template(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    # Lantern's template lists its statuses in a YAML comment after the value, which YAML leaves out of it:
    # `status: Draft  # Draft | Proposed | FCP | Accepted | ...`. A record whose status is none of them is told so.
    template = ("---\nrfc: 0000\nstatus: Draft        # Draft | Proposed | FCP | Accepted | Rejected | Withdrawn\n"
                "---\n\n# RFC-0000: <title>\n\n## Summary\n\nOne paragraph.\n")
    files = {"0000-template.md": template}
    for n in range(1, 6):
        status = "Ratified" if n == 3 else "Accepted"
        files[f"rfcs/000{n}-x.md"] = f"---\nrfc: 000{n}\nstatus: {status}\n---\n\n# RFC-000{n}: X\n\n" \
                                     "## Summary\n\nText.\n"
    out = check(tmp_path, monkeypatch, capsys, files, select="DC203")
    assert len(out) == 1 and out[0].startswith("rfcs/0003-x.md:3:1: DC203 unknown-status: status 'ratified'"), out
    assert "as the template 0000-template.md offers" in out[0]


def test_a_title_that_opens_with_a_statuss_word_is_no_list_of_choices(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    # "Open source copy sheet — /open-source index + ...": a slash and two phrases that open with "open" are no
    # `draft/final` list of statuses a template offers; a title of the template's words is still told.
    files = {"notes/12-sheet.md": "# Open source copy sheet — /open-source index + kaos + xai\n\nText.\n",
             "notes/13-sheet.md": "# Draft / Accepted / Rejected\n\nText.\n"}
    out = check(tmp_path, monkeypatch, capsys, files, select="DC301")
    assert [line.split(":")[0] for line in out] == ["notes/13-sheet.md"], out


def test_a_superseded_status_that_links_its_successor_names_it(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    # "Superseded — the override was removed (see [P8-removal](...))": its status links what replaced it, without a
    # "by"; a status that links nothing here, or one only to come ("to be replaced by a real capture"), is not so.
    files = {"plans/P8-override.md": "# P8\n\n**Status**: Superseded — the override was removed (see "
                                     "[the removal plan](P9-removal.md))\n\nText.\n",
             "plans/P9-removal.md": "# P9\n\n**Status**: Done\n\nText.\n",
             "plans/P10-old.md": "# P10\n\n**Status**: Superseded — see [the tracker](https://example.com/10)\n",
             "plans/P11-draft.md": "# P11\n\n**Status**: draft for review, outputs to be replaced by a real capture\n"}
    out = check(tmp_path, monkeypatch, capsys, files, select="DC407")
    assert [line.split(":")[0] for line in out] == ["plans/P10-old.md"], out


def test_a_family_naming_what_it_supersedes_on_the_new_side_only_extensions_aside(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    # yamo's RFCs say "Supersedes: RFC-0001" on the new side, and never "Superseded by" on the old: their way. One
    # RFC's "Extended by: RFC-0004" is an extension, which says nothing of how the family writes supersessions.
    template = "# RFC-XXXX: Title\n\n**Status:** Draft\n\n## Summary\n\nOne paragraph.\n"
    files = {"template.md": template,
             "RFC-0001-a.md": "# RFC-0001: A\n\n**Status:** Draft\n\n## Summary\n\nA.\n",
             "RFC-0002-b.md": "# RFC-0002: B\n\n**Status:** Draft\n**Supersedes:** RFC-0001\n\n## Summary\n\nB.\n",
             "RFC-0003-c.md": "# RFC-0003: C\n\n**Status:** Draft\n**Extended by:** RFC-0004\n\n## Summary\n\nC.\n",
             "RFC-0004-d.md": "# RFC-0004: D\n\n**Status:** Draft\n**Supersedes:** RFC-0002\n\n## Summary\n\nD.\n"}
    out = check(tmp_path, monkeypatch, capsys, files, select="DC404")
    assert out == [], out


def test_a_lettered_addendum_shares_its_records_number(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    # `RFC-0010-A-prompt-sanitisation.md` amends RFC-0010: a part lettered after the number, not a second RFC 10.
    # Two records that share the number and no letter still clash.
    files = {f"docs/adr/RFC-00{n:02d}-x{n}.md": f"# RFC-00{n:02d}: X\n\n## Status\n\nAccepted\n\n## Context\n\nT.\n"
             for n in range(1, 12)}
    files["docs/adr/RFC-0010-A-sanitisation.md"] = "# RFC-0010-A: S\n\n## Status\n\nAccepted\n\n## Context\n\nT.\n"
    files["docs/adr/RFC-0011-second.md"] = "# RFC-0011: Y\n\n## Status\n\nAccepted\n\n## Context\n\nT.\n"
    out = check(tmp_path, monkeypatch, capsys, files, select="DC401")
    assert sorted(line.split(":")[0] for line in out) == ["docs/adr/RFC-0011-second.md",
                                                          "docs/adr/RFC-0011-x11.md"], out


def test_a_status_section_whose_heading_opens_with_an_emoji(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    # tiago's ADRs head each section with an emoji: `## ⚡ Status` is the Status section, so the family's statuses
    # are read, and one the template does not offer ("Congelado", frozen) is told.
    template = ("# NNN - Título\n\n## ⚡ Status\n\n[Proposto | Aceito | Depreciado | Substituído]\n\n"
                "## 🎯 Contexto\n\n[Descrição do contexto]\n")
    files = {"template.md": template}
    for n in range(1, 7):
        status = "Congelado" if n == 4 else ("Aceito" if n % 2 else "Proposto")
        files[f"patterns/adr-00{n}-x.md"] = f"# 00{n} - X\n\n## ⚡ Status\n\n{status}\n\n## 🎯 Contexto\n\nTexto {n}.\n"
    out = check(tmp_path, monkeypatch, capsys, files, select="DC203")
    assert len(out) == 1, out
    assert out[0].startswith("patterns/adr-004-x.md:5:1: DC203 unknown-status: status 'congelado'"), out


def test_a_later_pre_block_is_no_header_of_a_document_that_opens_with_one(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    # Quantus's QIP 1 opens with its own header in `<pre>`, and further down shows the header every QIP writes, also
    # in `<pre>`: `Discussions-To: <email address>` is that spec's, not QIP 1's value left unfilled.
    files = {"qip-0001.md": "<pre>\n  QIP: 1\n  Title: QIP Purpose\n  Status: Draft\n</pre>\n\n==What is a QIP?==\n\n"
                            "Text.\n\n<pre>\n  QIP: <QIP number>\n* Discussions-To: <email address>\n"
                            "* Replaces: <QIP number>\n</pre>\n\nMore text.\n",
             "qip-0002.md": "<pre>\n  QIP: 2\n  Title: Two\n  Status: Draft\n  Discussions-To: <email address>\n"
                            "</pre>\n\n## Abstract\n\nText.\n"}
    out = check(tmp_path, monkeypatch, capsys, files, select="DC301")
    assert [line.split(":")[0] for line in out] == ["qip-0002.md"], out


def test_an_overview_in_a_dated_records_folder_is_no_project_overview(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    # storj keeps a design that has parts in a folder named for its date: its overview.md is that design's, not the
    # project's overview. `docs/overview.md` still is one.
    files = {"20190911-graceful-exit/overview.md": "# Graceful Exit Overview\n\n## Abstract\n\nText.\n",
             "docs/overview.md": "# Overview\n\n## Goals\n\nText.\n"}
    check(tmp_path, monkeypatch, capsys, files, select="DC101")
    assert main(["types", "."]) == 0
    found = dict(line.split(": ")[:2] for line in capsys.readouterr().out.splitlines())
    assert (found["20190911-graceful-exit/overview.md"], found["docs/overview.md"]) == ("project-doc",
                                                                                        "project-overview"), found


def test_a_heading_that_says_when_a_record_has_it_is_no_required_section(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    # FreeCAD's FEP template: `## Changelog (once more versions are released)`, `## Implementation (only for Core
    # Changes)`: a FEP the condition does not hold for goes without it, however many others keep it.
    template = ("# FEP-0000 Title\n\n## Motivation\n\nWhy.\n\n## Rationale\n\nWhy so.\n\n## Notes (optional)\n\nN.\n\n"
                "## Changelog (once more versions are released)\n\n### 0.x\n\nFirst.\n")
    files = {"FEPs/FEP-0000-template/README.md": template}
    for n in range(1, 6):
        log = "## Changelog (once more versions are released)\n\n### 1.0\n\nDone.\n" if n <= 3 else ""
        files[f"FEPs/FEP-000{n}-x/README.md"] = f"# FEP-000{n} X\n\n## Motivation\n\nM.\n\n## Rationale\n\nR.\n\n{log}"
    out = check(tmp_path, monkeypatch, capsys, files, select="DC101")
    assert out == [], out



def test_a_default_described_as_todays_date_is_no_instruction(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    # Open States' OSEP 7 lists a scraper's parameters: "`today` (default: today's date, can be overridden ...)" is a
    # sentence about a default, not a template's "Date: today's date" left in.
    # So is Pontoon's spec 0118 (three-hundred-and-sixth held-out set): "Datepicker: `To:` (Default value: today's
    # date)".
    files = {"007-events.md": "# OSEP 7\n\n## Specification\n\n- `today` (default: today's date, can be overridden "
                              "for testing purposes)\n- Datepicker: `From:` (Default value: today's date)\n",
             "008-x.md": "# OSEP 8\n\nDate: today's date\n\n## Specification\n\nText.\n"}
    out = check(tmp_path, monkeypatch, capsys, files, select="DC301")
    assert [line.split(":")[0] for line in out] == ["008-x.md"], out


def test_a_record_named_and_titled_as_the_template_is_the_template(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    # Brightway's BEP 1 is its template: `0001_bep-template.md`, "# BEP-0001 Brightway Enhancement Proposal (BEP)
    # Template". Held as the template, its family is learned, and a slip of a status the BEPs write is told.
    head = "| | |\n| - | - |\n| Number | {n} |\n| Status | {status} |\n\n"
    body = "## Abstract\n\nA.\n\n## Motivation\n\nM.\n\n## Proposal\n\nP.\n"
    files = {"proposals/0001_bep-template.md": "# BEP-0001 Brightway Enhancement Proposal (BEP) Template\n\n"
                                               + head.format(n=1, status="Draft") + body}
    for n, status in ((2, "Draft"), (3, "Proposed"), (4, "Propsed"), (5, "Proposed")):
        files[f"proposals/000{n}_x{n}.md"] = f"# BEP-000{n} X\n\n" + head.format(n=n, status=status) + body
    out = check(tmp_path, monkeypatch, capsys, files, select="DC203")
    assert [line.split(":")[0] for line in out] == ["proposals/0004_x4.md"], out


def test_a_decision_beside_a_family_of_its_kind_keeps_the_familys_sections_not_the_built_in_ones(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    # open-msupply's decisions/ (seventieth held-out set): dated decisions, some with a Consequences section (one
    # under its Decision), and undated ones beside them typed as ADRs by their Context and Decision. The folder's
    # way does not ask for Consequences (10 of its 21 decisions have one), so neither does it of the undated ones;
    # the Context the dated ones all keep it does.
    files: dict[str, str] = {}
    for n in range(1, 13):
        tail = "" if n <= 5 else "## Consequences\n\nC.\n" if n <= 10 else "### Consequences\n\nC.\n"
        files[f"decisions/2024-{n:02}-01_topic_{n}.md"] = (f"# Topic {n}\n\n## Context\n\nC.\n\n## Options\n\nO.\n\n"
                                                            f"## Decision\n\nD.\n\n{tail}")
    files["decisions/android-framework.md"] = "# Android\n\n## Context\n\nC.\n\n## Options\n\nO.\n\n## Decision\n\nD.\n"
    files["decisions/versions.md"] = ("# Versions\n\n## Context\n\nC.\n\n## Options\n\nO.\n\n## Decision\n\nD.\n\n"
                                      "## Consequences\n\nC.\n")
    out = check(tmp_path, monkeypatch, capsys, files, select="DC101")
    assert out == [], out
    files["decisions/2024-12-24_topic_13.md"] = "# Topic 13\n\n## Options\n\nO.\n\n## Decision\n\nD.\n"
    out = check(tmp_path, monkeypatch, capsys, files, select="DC101")
    assert [line.split(":")[0] for line in out] == ["decisions/2024-12-24_topic_13.md"], out


def test_a_folders_readme_that_names_the_only_required_sections_makes_them_required(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    # NVIDIA/warp's design/README.md (seventieth held-out set): "Fill in the sections that apply. Only **Motivation**
    # and **Design** are required". Seven of nine designs keep a Motivation, under the nine in ten that would make
    # a section of an unmarked template required; the README says it is, and says the Requirements are not.
    template = "# Feature Name\n\n**Status**: Proposed | In Progress | Implemented\n\n## Motivation\n\nWhy.\n\n" \
               "## Requirements\n\nR1.\n\n## Design\n\nHow.\n"
    files = {"design/TEMPLATE.md": template,
             "design/README.md": "# Design Documents\n\n1. Copy `TEMPLATE.md`.\n2. Fill in the sections that apply. "
                                 "Only **Motivation** and **Design** are required;\n   skip or add sections.\n"}
    for n, name in enumerate(("alpha", "beta", "gamma", "delta", "epsilon", "zeta", "eta", "theta", "iota")):
        motivation = "" if n in (0, 1) else "## Motivation\n\nM.\n\n"
        requirements = "" if n == 2 else "## Requirements\n\nR.\n\n"
        files[f"design/{name}.md"] = (f"# {name}\n\n**Status**: Implemented\n\n{motivation}{requirements}"
                                      "## Design\n\nD.\n")
    out = check(tmp_path, monkeypatch, capsys, files, select="DC101")
    assert sorted(line.split(":")[0] for line in out) == ["design/alpha.md", "design/beta.md"], out


def test_a_missing_section_with_its_parts_is_one_section_forgotten(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    # sbombastic's RFC template (seventy-first held-out set): `# Motivation` holds `## Examples / User Stories`. A
    # record without its Motivation lacks both, which once counted as two of seven required sections gone: a
    # layout of its own, judged by nothing. It is one section forgotten, reported once.
    template = ("| | |\n|-|-|\n| Feature Name | x |\n| State | **ACCEPTED** |\n\n# Summary\n\nS.\n\n"
                "# Motivation\n\nWhy.\n\n## Examples / User Stories\n\nE.\n\n# Detailed design\n\nD.\n\n"
                "# Drawbacks\n\nD.\n\n# Alternatives\n\nA.\n\n# Unresolved questions\n\nU.\n")
    files = {"docs/rfc/0000-template.md": template}
    for n in range(1, 6):
        body = template.replace("x |", f"RFC {n} |").replace("Why.", f"Because {n}.")
        if n == 3:
            body = body.replace("# Motivation\n\nBecause 3.\n\n## Examples / User Stories\n\nE.\n\n", "")
        files[f"docs/rfc/000{n}_topic_{n}.md"] = body
    out = check(tmp_path, monkeypatch, capsys, files, select="DC101")
    assert [(line.split(":")[0], line.split("'")[1]) for line in out] == [("docs/rfc/0003_topic_3.md",
                                                                           "Motivation")], out


def test_a_templates_list_item_in_italics_is_its_prompt_not_an_option(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    # jk's RFC template (seventy-first held-out set): "_What are the drawbacks ...; e.g.,_" over italic questions
    # wrapped across lines (` - _Does it require more engineering work from users (for an`). A record's section
    # still only those is unwritten; a list item a record keeps as its choice is still an option.
    prompt = ("_What are the drawbacks of adopting this proposal; e.g.,_\n\n - _Does it require more engineering work "
              "from users (for an\n   equivalent result)?_\n - _Are there performance concerns?_\n")
    template = f"# _Give the RFC a name here_\n\n## Summary\n\n_Summarise._\n\n## Drawbacks and limitations\n\n{prompt}"
    files = {"docs/rfc/0000-template.md": template}
    for n in range(1, 5):
        drawbacks = prompt if n == 3 else f"It costs {n}.\n"
        files[f"docs/rfc/000{n}-topic.md"] = (f"# Topic {n}\n\n## Summary\n\nS{n}.\n\n## Drawbacks and limitations\n\n"
                                              f"{drawbacks}")
    out = check(tmp_path, monkeypatch, capsys, files, select="DC301")
    assert [line.split(":")[0] for line in out] == ["docs/rfc/0003-topic.md"], out


def test_a_sub_sections_prompt_wrapped_over_two_lines_left_alone_is_template_text(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    # cdk8s' working-backwards template (seventy-third held-out set): `### What are we launching today?` over a
    # quoted prompt wrapped over two lines. A record that kept the prompt and wrote nothing under it left template
    # text; one that wrote its answer under the prompt, or on in its paragraph, did not.
    prompt = "> What exactly are we launching? Is this a new feature in an existing module? A\n> new module? " \
             "A whole framework? A change in the CLI?\n"
    template = ("# {RFC_TITLE}\n\n## Public FAQ\n\n> Answers to the questions readers will ask.\n\n"
                f"### What are we launching today?\n\n{prompt}\n### Why should I use this feature?\n\n"
                "> Describe use cases that are met by this feature.\n")
    files = {"rfc/0000-template.md": template}
    for n in (1216, 1251, 1272, 1300, 1321):
        # (1300 wrote on in the prompt's paragraph, as k8s' KEP 361 under `- <package>: <date>`: its own text)
        answer = prompt if n == 1272 else prompt + "We launch it.\n" if n == 1300 else f"We launch feature {n}.\n"
        files[f"rfc/{n}-feature.md"] = (f"# Feature {n}\n\n## Public FAQ\n\nOur answers.\n\n### What are we launching "
                                        f"today?\n\n{answer}\n### Why should I use this feature?\n\nBecause {n}.\n")
    out = check(tmp_path, monkeypatch, capsys, files, select="DC301")
    assert [line.split(":")[0] for line in out] == ["rfc/1272-feature.md"], out


def test_a_record_kept_under_two_shared_names_is_one_record_of_its_folders_number(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    # ZPR's RFCs (seventy-fourth held-out set): `src/16-Identity/body.md` and `revisions.md`, a folder a record. Both
    # names took the folder's number, so every number was shared and the family's numbers read as no ids: a second
    # folder numbered 16 was no clash. Counted once per folder, it is.
    files: dict[str, str] = {}
    for number, name in ((4, "Terminology"), (12, "ZPR-Overview"), (15, "ZPL-Overview"), (16, "Identity"),
                         (19, "Policy-Delegation")):
        files[f"src/{number}-{name}/body.md"] = f"# {name}\n\nText {number}.\n"
        files[f"src/{number}-{name}/revisions.md"] = f"# Revision History\n\n1. Revision of {name}.\n"
    out = check(tmp_path, monkeypatch, capsys, files, select="DC401")
    assert out == [], out
    files["src/16-Identity-Federation/body.md"] = "# Identity Federation\n\nText.\n"
    out = check(tmp_path, monkeypatch, capsys, files, select="DC401")
    assert sorted(line.split(":")[0] for line in out) == ["src/16-Identity-Federation/body.md",
                                                          "src/16-Identity/body.md"], out


STP_TEMPLATE = ("# Openshift-virtualization-tests Test plan\n\n"
                "## **[Feature Title/Name] - Quality Engineering Plan**\n\n"
                "### **Metadata & Tracking**\n\n- **QE Owner(s):** [Name(s)]\n\n### **Feature Overview**\n\n"
                "<!-- Provide a brief description of the feature being tested. -->\n\n"
                "### **I. Motivation and Requirements Review**\n\n#### **1. Known Limitations**\n\n[Limitations]\n\n"
                "### **II. Software Test Plan (STP)**\n\n#### **1. Scope of Testing**\n\n[Scope]\n\n"
                "#### **2. Risks**\n\n[Risks]\n\n### **III. Test Scenarios & Traceability**\n\n[Scenarios]\n\n"
                "### **IV. Sign-off and Approval**\n\n[Reviewers]\n")


def stp(feature: str, *, risks: bool = True, overview: bool = True) -> str:
    return (f"# Openshift-virtualization-tests Test plan\n\n## **{feature} - Quality Engineering Plan**\n\n"
            f"### **Metadata & Tracking**\n\n- **QE Owner(s):** Someone\n\n" +
            (f"### **Feature Overview**\n\n{feature} lets a VM do more.\n\n" if overview else "") +
            f"### **I. Motivation and Requirements Review**\n\n#### **1. Known Limitations**\n\nNone for {feature}.\n\n"
            f"### **II. Software Test Plan (STP)**\n\n#### **1. Scope of Testing**\n\nAll of {feature}.\n\n" +
            (f"#### **2. Risks**\n\nFew for {feature}.\n\n" if risks else "") +
            f"### **III. Test Scenarios & Traceability**\n\nScenarios of {feature}.\n\n"
            f"### **IV. Sign-off and Approval**\n\nReviewers of {feature}.\n")


def test_unnumbered_plans_under_a_second_title_follow_a_template_kept_in_a_folder_named_for_it(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """OpenShift Virtualization's test plans (eighty-second held-out set): `stps/stp-template/stp.md` is the template
    of the plans in `stps/sig-*/`, each under the H1 they all share and a second title, `## <Feature> - Quality
    Engineering Plan`, over every section. Read as one section, the template said nothing: no family was learned."""
    files = {"stps/stp-template/stp.md": STP_TEMPLATE}
    features = {"sig-network/evpn.md": "EVPN", "sig-network/ip-request.md": "IP request",
                "sig-storage/cbt.md": "CBT", "sig-storage/cleanup.md": "Storage cleanup",
                "sig-iuo/arm.md": "ARM support", "sig-virt/dual-stream.md": "Dual stream"}
    for name, feature in features.items():
        files[f"stps/{name}"] = stp(feature)
    assert check(tmp_path, monkeypatch, capsys, files, select="DC101,DC301") == []
    files["stps/sig-storage/cleanup.md"] = stp("Storage cleanup", overview=False)
    files["stps/sig-network/ip-request.md"] = stp("[Feature Title/Name]")
    files["stps/sig-iuo/arm.md"] = stp("ARM support", risks=False)
    out = check(tmp_path, monkeypatch, capsys, files, select="DC101,DC301")
    assert [line.split(": ", 1)[0].rsplit(":", 2)[0] + " " + line.split()[1] for line in out] == [
        "stps/sig-iuo/arm.md DC101", "stps/sig-network/ip-request.md DC301", "stps/sig-storage/cleanup.md DC101"], out
    assert "missing sub-section '2. Risks' of 'II. Software Test Plan (STP)'" in out[0], out
    assert "the second title is the template's own" in out[1], out
    assert "missing section 'Feature Overview'" in out[2], out
    # A plan that writes its test plan section without either part wrote it its own way: not one part forgotten.
    files["stps/sig-iuo/arm.md"] = stp("ARM support", risks=False).replace("#### **1. Scope of Testing**\n\n", "")
    out = check(tmp_path, monkeypatch, capsys, files, select="DC101,DC301")
    assert not any(line.startswith("stps/sig-iuo/arm.md") for line in out), out


def test_a_sections_number_with_its_sub_number_is_no_part_of_its_name() -> None:
    """OSAC's enhancements (sixty-second held-out set) number their parts `### 2.2 Goals`: the template's Goals."""
    from doccheck.repo.conventions import section_key

    assert [section_key(t) for t in ("2.2 Goals", "3.1.4 Workflow Description", "1. Risks", "2024 plans")] == [
        "goals", "workflow description", "risks", "2024 plans"]


def test_a_title_that_only_says_title_is_the_templates_heading_kept(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """Drasi's design documents (eighty-second held-out set): the template opens `# Title`; one of the two documents
    written to it kept that as its title, too few documents for a family to say so. A page about a Title component,
    `title.md`, may be called so."""
    files = {"design/mqtt-source.md": "# Title\n\n* Project Drasi - 2026-3-6\n\n## Overview\n\nAn MQTT source.\n",
             "design/rfc.md": "# RFC Title\n\n## Overview\n\nA design.\n",
             "components/title.md": "# Title\n\nThe Title component shows a page's heading.\n",
             "design/titles.md": "# Titles and headings\n\nHow we write them.\n"}
    out = check(tmp_path, monkeypatch, capsys, files, select="DC301")
    assert [line.split(":")[0] for line in out] == ["design/mqtt-source.md", "design/rfc.md"], out


def test_a_successor_named_in_a_body_status_line_under_a_front_matter_status(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """OmniGraph's RFC-019 (eighty-third held-out set): front matter `status: superseded`, and the body's
    `**Status:** Superseded by [RFC-023](0023-...) and [RFC-024](0024-...)`, which the front matter's status shadowed:
    reported as superseded with no successor, and a successor that does not exist as a broken link."""
    rfc = "---\ntitle: RFC-{n}\nstatus: {status}\n---\n\n# RFC-{n}\n\n**Status:** {line}\n\n## Summary\n\nText.\n"
    files = {"rfcs/0019-heads.md": rfc.format(n=19, status="superseded", line="Superseded by [RFC-023](0023-fence.md) "
                                              "and [RFC-024](0024-heads.md)"),
             "rfcs/0023-fence.md": rfc.format(n=23, status="implemented", line="Implemented"),
             "rfcs/0024-heads.md": rfc.format(n=24, status="implemented", line="Implemented"),
             "rfcs/0027-lineage.md": rfc.format(n=27, status="superseded", line="Superseded by [RFC-041](0041-x.md)")}
    out = check(tmp_path, monkeypatch, capsys, files, select="DC403,DC407,DC410")
    assert [line.split(": ")[0].rsplit(":", 1)[0] + " " + line.split()[1] for line in out] == [
        "rfcs/0027-lineage.md:8 DC403"], out


def test_a_record_that_supersedes_a_pages_framing_asks_nothing_of_the_page(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """OmniGraph's rfc-012 (eighty-third held-out set): "This RFC supersedes the framing in
    `docs/user/search/embeddings.md`", a user guide page with no status to say so in (DC404 asked it to)."""
    files = {"docs/dev/rfc-012-embeddings.md": "# RFC: Embeddings\n\n**Status:** Proposed\n\n## Summary\n\n"
                                                "This RFC supersedes [the embeddings page](../user/embeddings.md).\n",
             "docs/user/embeddings.md": "# Embeddings\n\nHow search embeds text.\n",
             "docs/dev/rfc-013-other.md": "# RFC: Other\n\n**Status:** Proposed\n\n## Summary\n\n"
                                           "This RFC supersedes [rfc-012](rfc-012-embeddings.md).\n"}
    out = check(tmp_path, monkeypatch, capsys, files, select="DC404")
    assert [line.split(":")[0] for line in out] == ["docs/dev/rfc-013-other.md"], out


def test_a_superseded_snapshot_whose_note_links_the_current_documents_names_them(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """OmniGraph's archived write-path snapshot (eighty-third held-out set): a note above its `Status: superseded`
    links the documents now current; a snapshot that links only what it supersedes names no successor."""
    files = {"docs/dev/writes.md": "# Writes\n\nHow writes work now.\n",
             "docs/dev/old-notes.md": "# Old notes\n\nEarlier.\n",
             "docs/dev/state.md": "# Write path: state of affairs\n\n> **Historical snapshot.** Not current. See "
                                  "[writes.md](writes.md).\n\n**Status:** superseded 2026-08-06\n\n## Scope\n\nText.\n",
             "docs/dev/state2.md": "# Another snapshot\n\n**Supersedes:** [old notes](old-notes.md)\n\n"
                                   "**Status:** superseded\n\n## Scope\n\nText.\n"}
    out = check(tmp_path, monkeypatch, capsys, files, select="DC407")
    assert [line.split(":")[0] for line in out] == ["docs/dev/state2.md"], out


def test_pages_that_give_their_address_in_a_slug_are_a_sites_pages(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """Apache Gravitino's docs (eighty-sixth held-out set): every page declares `slug:`, and the site is built in
    another repository, so `./lance-rest-service` and `/spark-connector/spark-connector.md` (from the site's root) are
    the site's links to pages that exist; a link out of the site's folder to nothing is still broken."""
    page = "---\ntitle: {t}\nslug: /{s}\n---\n\n# {t}\n\n{body}\n"
    files = {"docs/lance-rest-service.md": page.format(t="Lance REST", s="lance-rest-service", body="Text."),
             "docs/spark-connector/spark-connector.md": page.format(t="Spark", s="spark-connector", body="Text."),
             "docs/webui.md": page.format(t="Web UI", s="webui", body=(
                 "See [Lance](./lance-rest-service), [Spark](/spark-connector/spark-connector.md) and "
                 "[auth](../security/how-to-authenticate.md).")),
             "design/notes.md": "# Notes\n\nSee [Lance](../docs/lance-rest-service).\n"}
    out = check(tmp_path, monkeypatch, capsys, files, select="DC410")
    assert [line.split(": ")[0].rsplit(":", 1)[0] for line in out] == ["design/notes.md:3", "docs/webui.md:8"], out
    for name in ("docs/lance-rest-service.md", "docs/spark-connector/spark-connector.md"):
        files[name] = files[name].replace("slug:", "sidebar:")
    files["docs/webui.md"] = files["docs/webui.md"].replace("slug:", "sidebar:")
    out = check(tmp_path, monkeypatch, capsys, files, select="DC410")
    assert len(out) == 4, out  # no slug, no site: the links read as the forge shows them


def test_a_heading_four_levels_down_does_not_tell_a_documents_kind(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """Gravitino's Glue design (eighty-sixth held-out set): a Problem Statement, and a `#### Decision` between two
    approaches for one engine under `### 6.1 Trino`, made it an ADR held to Consequences."""
    text = ("# Design: Glue support\n\n## 1. Problem Statement and Goals\n\nWhy.\n\n## 6. Engines\n\n### 6.1 Trino\n\n"
            "#### Decision\n\nUse approach 2.\n\n## 7. Security\n\nHow.\n")
    out = check(tmp_path, monkeypatch, capsys, {"design-docs/glue.md": text}, select="DC101")
    assert out == [], out
    adr = text.replace("#### Decision", "## Decision")
    out = check(tmp_path, monkeypatch, capsys, {"design-docs/glue.md": adr}, select="DC101")
    assert any("Consequences" in line for line in out), out


def test_a_folder_whose_records_leave_a_section_empty_or_without_it_goes_without_it(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """vwt-digital's coding guidelines (eighty-seventh held-out set): adr-tools records, eleven of thirteen with no
    Consequences written, eight of them with the heading left empty: the folder's way, not eleven gaps. A folder whose
    records write theirs still hears of the one left empty."""
    files = {}
    for n in range(1, 14):
        consequences = "## Consequences\n\nThey follow.\n" if n in (1, 6) else "" if n in (7, 8, 9) else \
            "## Consequences\n\n"
        files[f"guidelines/adr/{n:04d}-rule-{n}.md"] = (
            f"# {n}. Rule {n}\n\nDate: 2021-01-0{n % 9 + 1}\n\n## Status\n\nAccepted\n\n## Context\n\nWhy {n}.\n\n"
            f"## Decision\n\nDo {n}.\n\n{consequences}")
        files[f"architecture/adr/{n:04d}-choice-{n}.md"] = (
            f"# {n}. Choice {n}\n\nDate: 2021-01-0{n % 9 + 1}\n\n## Status\n\nAccepted\n\n## Context\n\nWhy {n}.\n\n"
            f"## Decision\n\nDo {n}.\n\n## Consequences\n\n{'' if n == 5 else 'It costs.'}\n")
        # (a folder whose records go without it, one with its heading left empty: msupply's decisions, a gap)
        files[f"notes/adr/{n:04d}-note-{n}.md"] = (
            f"# {n}. Note {n}\n\nDate: 2021-01-0{n % 9 + 1}\n\n## Status\n\nAccepted\n\n## Context\n\nWhy {n}.\n\n"
            f"## Decision\n\nDo {n}.\n\n{'## Consequences' if n == 4 else ''}\n")
    out = check(tmp_path, monkeypatch, capsys, files, select="DC101,DC102")
    assert [line.split(":")[0] for line in out] == ["architecture/adr/0005-choice-5.md",
                                                    "notes/adr/0004-note-4.md"], out


def test_a_date_after_a_word_in_a_name_numbers_no_record(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """chimera (hundred-and-nineteenth held-out set): three `documentation-audit-2026-03-2N.md` beside the ADRs' folder
    were read as three documents numbered 2026, which made the ADRs' numbers look like an issue tracker's, where a
    number shared is by design: a copy of ADR-002 under another name went unreported."""
    files = {f"docs/architecture/decisions/ADR-{n:03d}-d{n}.md": f"# ADR-{n:03d}: D{n}\n\n## Status\n\nAccepted\n\n"
                                                                 f"## Context\n\nWhy.\n\n## Decision\n\nWhat.\n"
             for n in range(1, 13)}
    files["docs/architecture/decisions/ADR-002-d2-copy.md"] = files["docs/architecture/decisions/ADR-002-d2.md"]
    for day in (21, 22, 23):
        files[f"docs/architecture/documentation-audit-2026-03-{day}.md"] = f"# Audit of March {day}\n\nFound.\n"
    out = check(tmp_path, monkeypatch, capsys, files, select="DC401")
    assert [line.split(":")[0] for line in out] == ["docs/architecture/decisions/ADR-002-d2-copy.md",
                                                    "docs/architecture/decisions/ADR-002-d2.md"], out


@pytest.mark.parametrize(("section", "reported"), [("**Acceptd** (2026-03-20)", True),
                                                  ("**Accepted** (2026-03-20)", False),
                                                  ("Superseded by ADR-0009", False)])
def test_a_slip_in_a_status_section_below_a_header_status_is_reported(
        section: str, reported: bool, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    """chimera's ADRs (hundred-and-nineteenth held-out set) state their status twice: `status: accepted` in the front
    matter, `**Accepted** (date)` under `## Status`. A typo in the section was never read, the header's status
    being found first. Another status there is no slip of it (DC405 and the graph judge a record's own)."""
    files = {f"docs/adr/ADR-00{n}-d{n}.md": f"---\nstatus: accepted\n---\n\n# ADR-00{n}: D{n}\n\n## Status\n\n"
                                           f"{section if n == 3 else '**Accepted** (2026-03-20)'}\n\n## Context\n\n"
                                           "Why.\n\n## Decision\n\nWhat.\n\n## Consequences\n\nThen.\n"
             for n in range(1, 6)}
    out = check(tmp_path, monkeypatch, capsys, files, select="DC203")
    assert [line.split(": ")[0] for line in out] == ["docs/adr/ADR-003-d3.md:9:1"] * reported, out


def test_a_link_to_a_site_page_naming_a_section_this_concatenation_holds_is_not_broken(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """airsprotocols' copy of Microsoft's Pragmatic Rust Guidelines (hundred-and-twenty-first held-out set), "all
    guidelines concatenated", keeps the site's links to its pages (`../libs/ux/#M-INIT-BUILDER`) of sections it holds
    (`## Builders (M-INIT-BUILDER) { #M-INIT-BUILDER }`). A section it does not hold is still a broken link."""
    files = {"guidelines/rust.md": "# Guidelines\n\nAll guidelines concatenated.\n\n"
                                   "Follow [M-INIT-BUILDER] and [M-RUNTIME].\n\n"
                                   "[M-INIT-BUILDER]: ../libs/ux/#M-INIT-BUILDER\n[M-RUNTIME]: ../ux/#M-RUNTIME\n\n"
                                   "## Builders (M-INIT-BUILDER) { #M-INIT-BUILDER }\n\nBuild.\n"}
    out = check(tmp_path, monkeypatch, capsys, files, select="DC410")
    assert ["../ux/#M-RUNTIME" in line for line in out] == [True], out


def test_a_front_matters_typed_links_state_its_relations(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """Koine's ADR template (hundred-and-twenty-third held-out set): `links: [{type: superseded-by, target: 30}]` in the
    front matter names the successor; a relates-to link is no relation of a record's."""
    def adr(n: int, status: str, links: str) -> str:
        return (f"---\nid: {n}\ntitle: D{n}\nstatus: {status}\ndate: 2026-07-0{n}\nlinks: [{links}]\n---\n\n# D{n}\n\n"
                "## Context and Problem Statement\n\nWhy.\n\n## Decision Outcome\n\nWhat.\n")
    files = {"adr/0001-d1.md": adr(1, "accepted", "{type: relates-to, target: 9}"),
             "adr/0002-d2.md": adr(2, "superseded", "{type: superseded-by, target: 30}"),
             "adr/0003-d3.md": adr(3, "accepted", "{type: supersedes, target: 1}")}
    out = check(tmp_path, monkeypatch, capsys, files, select="DC403,DC405")
    assert [line.split(": ")[0:2] for line in out] == [["adr/0001-d1.md:4:1", "DC405 superseded-still-active"],
                                                        ["adr/0002-d2.md:6:1", "DC403 missing-related-document"]], out


@pytest.mark.parametrize(("own", "reported"), [
    (("Initial Assessment", "Ready for Integration", "Phase 1 Complete - Ready for Step 2"), []),
    (("Initial Assessment", "Ready for Integration", "Implmented"), ["docs/r9.md"]),
    (("Implemented", "Implemented", "Mothballed"), []),
])
def test_a_family_whose_documents_write_statuses_in_their_own_words_keeps_no_vocabulary(
        own: tuple[str, ...], reported: list[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    """p2p-ai-agents' docs (hundred-and-twenty-fourth held-out set): beside reports that say Implemented or Draft,
    three each write a status of their own ("Initial Assessment", "Ready for Integration", ...): no status one more
    of them writes leaves a vocabulary, and a slip of one of its words is still one. Where nothing offers a list
    of statuses, even one such word alone is the author's ("Mothballed"; Kubernetes' "Design in progress" beside
    "Pending", the two-hundred-and-seventy-eighth held-out set)."""
    statuses = ["Implemented"] * 4 + ["Draft"] * 2 + list(own)
    files = {f"docs/r{n}.md": f"# Report {n}\n\n**Status:** {status}\n\n## Summary\n\nWhat.\n\n## Details\n\nHow.\n"
             for n, status in enumerate(statuses, 1)}
    files["docs/TEMPLATE.md"] = "# Title\n\n**Status:** Draft\n\n## Summary\n\nWhat.\n\n## Details\n\nHow.\n"
    out = check(tmp_path, monkeypatch, capsys, files, select="DC203")
    assert [line.split(":")[0] for line in out] == reported, out


@pytest.mark.parametrize(("template_status", "status", "reported"), [
    ("Pending", "Design in progress", False),
    ("Pending", "Pendng", True),
    ("Pending", "TBD", True),
    ("Pending | Approved | Implemented", "Design in progress", True),
])
def test_a_status_no_list_offers_is_unknown_only_as_a_slip(
        template_status: str, status: str, reported: bool, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    """Kubernetes' design proposals (two-hundred-and-seventy-eighth held-out set): the template writes one status,
    `Status: Pending`, the proposals Pending or Proposed, and one "Status: Design in progress": the author's words
    for its stage, which no list of the family's rules out. A slip of the family's word, or none chosen, is still
    told; so is a stage off a list the template offers."""
    body = "## Motivation\n\nM.\n\n## Proposal\n\nP.\n\n## Implementation\n\nI.\n"
    files = {"Design_Proposal_TEMPLATE.md": f"# <Title>\n\nStatus: {template_status}\n\n{body}"}
    files |= {f"{area}/p{n}.md": f"# P{n}\n\nStatus: {'Pending' if n % 2 else 'Proposed'}\n\n{body}"
              for n in range(1, 13) for area in (("node", "storage")[n % 2],)}
    files["node/file-mode.md"] = f"# File mode\n\nStatus: {status}\n\n{body}"
    out = check(tmp_path, monkeypatch, capsys, files, select="DC203")
    assert [line.split(":")[0] for line in out] == (["node/file-mode.md"] if reported else []), out


def test_a_status_section_holding_a_table_states_no_one_status() -> None:
    """p2p-ai-agents' quick reference (hundred-and-twenty-fourth held-out set): `## Status` over `| Item | Status |`
    and a row per part: its header's first cell was read as the document's status, 'item'."""
    from doccheck.read.document import parse_document

    table = parse_document("a.md", "# T\n\n## Status\n\n| Item | Status |\n|--|--|\n| Parser | Done |\n")
    plain = parse_document("b.md", "# T\n\n## Status\n\nAccepted\n")
    assert table.meta("status") is None and plain.meta("status") is not None and plain.meta("status").text == "Accepted"


@pytest.mark.parametrize(("titled", "reported"), [
    (True, ["docs/adr/002-breaker.md", "docs/adr/ADR-002.md"]), (False, [])])
def test_two_series_of_names_whose_titles_give_one_id_clash(
        titled: bool, reported: list[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    """sophia-intel-ai's decisions (hundred-and-twenty-fifth held-out set): `002-circuit-breaker-pattern.md` and
    `ADR-002.md`, two series of file names, are both `# ADR-002: ...`: one id for two decisions. Titles that give no
    id leave two series of names apart."""
    def adr(n: int, name: str) -> str:
        title = f"ADR-{n:03d}: {name}" if titled else name
        return f"# {title}\n\n## Status\n\nAccepted\n\n## Context\n\nWhy.\n\n## Decision\n\nWhat.\n\n" \
               "## Consequences\n\nThen.\n"
    files = {"docs/adr/001-injection.md": adr(1, "Injection"), "docs/adr/002-breaker.md": adr(2, "Breaker"),
             "docs/adr/ADR-002.md": adr(2, "Evolution"), "docs/adr/ADR-003.md": adr(3, "Tracking")}
    out = check(tmp_path, monkeypatch, capsys, files, select="DC401")
    assert [line.split(":")[0] for line in out] == reported, out


def test_a_link_to_a_page_by_its_titles_id_is_to_that_page(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """Donner's Doxygen docs (hundred-and-twenty-sixth held-out set): `# Getting Started {#GettingStarted}` is
    published as GettingStarted.html, which its other pages link by that name, and a page without an id as its
    file's name (`unsupported.md`, unsupported.html), the Doxyfile at the top saying a site is built. A page's name
    no Markdown gives is one Doxygen makes itself (`index.html`, `examples.html`) or of the code's comments (`\\page
    DonnerAPI`, hundred-and-twenty-sixth set, four false): not judged. A Markdown file that is not there still is."""
    files = {"Doxyfile": "INPUT = docs\n", "docs/unsupported.md": "# Unsupported features\n\nSome.\n",
             "docs/getting_started.md": "# Getting Started {#GettingStarted}\n\nInstall.\n",
             "docs/faq.md": "# FAQ {#Faq}\n\nSee [Getting Started](GettingStarted.html), [what is not]"
                            "(unsupported.html), [API](DonnerAPI.html), [home](index.html) and [old](gone.md).\n"}
    out = check(tmp_path, monkeypatch, capsys, files, select="DC410")
    assert ["gone.md" in line for line in out] == [True], out


@pytest.mark.parametrize(("consequences", "reported"), [("## Последствия\n\nДалее.\n", []),
                                                        ("", ["docs/decisions/0002-cli.md"])])
def test_a_russian_adrs_sections_are_the_adrs(
        consequences: str, reported: list[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    """onec-client-mcp-devkit's ADRs (hundred-and-twenty-seventh held-out set) are written in Russian: Контекст,
    Решение and Последствия are the ADR's Context, Decision and Consequences. One without Последствия lacks them."""
    def adr(n: int, name: str, tail: str) -> str:
        return (f"# ADR-000{n}: {name}\n\n- Статус: accepted\n- Дата: 2026-04-2{n}\n\n## Контекст\n\nПочему.\n\n"
                f"## Решение\n\nЧто.\n\n{tail}")
    files = {"docs/decisions/0001-provider.md": adr(1, "Провайдеры", "## Последствия\n\nДалее.\n"),
             "docs/decisions/0002-cli.md": adr(2, "Командная строка", consequences)}
    out = check(tmp_path, monkeypatch, capsys, files, select="DC101")
    assert [line.split(":")[0] for line in out] == reported, out


def test_a_status_in_a_one_row_table_under_the_title_is_read(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """USWDS's decisions (eighty-seventh held-out set): `# 3. Title` over `| Date | Status |`, a separator and one row
    of values; sought from the title's line, which is no row, the table was never read, nor a typo in it."""
    files = {f"decisions/000{n}-d{n}.md": f"# {n}. Decision {n}\n\n| Date | Status |\n| ---- | ------ |\n"
                                          f"| 2024-12-1{n} | {'Acceptted' if n == 3 else 'Accepted'} |\n\n"
                                          f"## Context\n\nWhy.\n\n## Decision\n\nWhat.\n\n## Consequences\n\nThen.\n"
             for n in range(1, 5)}
    out = check(tmp_path, monkeypatch, capsys, files, select="DC203")
    assert [line.split(": ")[0] for line in out] == ["decisions/0003-d3.md:5:1"], out


def test_words_that_read_as_what_they_are() -> None:
    """The eighty-seventh and eighty-eighth held-out sets: SQL's `INSERT INTO` is no instruction to insert; "Not
    proposed yet." and "Designing" are drafts; `May, 27, 2025` is a date."""
    from doccheck.read.dates import parse_date
    from doccheck.read.status import is_placeholder, lifecycle

    assert not is_placeholder("INSERT INTO") and is_placeholder("Insert your name here")
    assert lifecycle("Not proposed yet.") == lifecycle("Designing") == lifecycle("draft") is not None
    assert lifecycle("DELIVERED") == lifecycle("implemented")  # truthgraph's feature summaries
    parsed = parse_date("May, 27, 2025")
    assert parsed is not None and parsed.value is not None and parsed.value.isoformat() == "2025-05-27"
    # (truthgraph's summaries, the hundred-and-twenty-fourth set: a range of days is dated by its first)
    for text in ("October 25-26, 2025", "25-26 October 2025"):
        ranged = parse_date(text)
        assert ranged is not None and ranged.value is not None and ranged.value.isoformat() == "2025-10-25"


DESIGN_TEMPLATE = ("# Title\n\n## Problem\n\nWhat problem does this design solve?\n\n## Design\n\nHow it works.\n\n"
                   "## Tasks\n\nTrack execution plans in `docs/tasks/active/` as separate task documents.\n")


def _design(name: str, tasks: str | None) -> str:
    text = (f"# {name}\n\n## Problem\n\nThe {name} problem, as users met it.\n\n## Design\n\n"
            f"The {name} design, in full.\n")
    return text if tasks is None else f"{text}\n## Tasks\n\n{tasks}\n"


@pytest.mark.parametrize(("kept", "found"), [(6, False), (3, True)])
def test_a_template_line_most_records_writing_its_section_keep_is_no_template_text(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], kept: int,
        found: bool) -> None:
    # yorkie-team/yorkie's docs/design (ninetieth held-out set): the template's Tasks, added after most designs
    # were written, says "Track execution plans in `docs/tasks/active/` ..."; 10 of the 12 designs that have a
    # Tasks section keep that line as it is, 10 of 38 in all. A standing line, not a prompt left unanswered. Kept
    # by three of the designs that write a Tasks section (of five), it is still the template's text where kept.
    standing = "Track execution plans in `docs/tasks/active/` as separate task documents."
    files = {"docs/design/TEMPLATE.md": DESIGN_TEMPLATE}
    for number in range(1, 25):
        own = "The three tasks, in docs/tasks/active/."
        tasks = standing if number <= kept else own if number <= kept + 2 else None
        files[f"docs/design/design-{number:02}.md"] = _design(f"Design {number}", tasks)
    out = check(tmp_path, monkeypatch, capsys, files, select="DC301")
    assert len(out) == (kept if found else 0)
    assert all("Track execution plans" in line for line in out)


def _forge_adr(number: int, context: str = "**Context:** A choice the backend team had to make for every service.",
               body: str = "## **Decision**\n\nWe do it.\n\n## **Consequences**\n\nIt is done.\n") -> str:
    return (f"---\ntitle: \"{number:04}. Choice {number}\"\n---\n\n**Status:** Accepted **Date:** 2025-10-08 {context}"
            f"\n\n{body}")


def test_records_that_give_their_context_in_the_opening_line_or_live_elsewhere_lack_no_section(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    # get-forge/forge-docs (ninetieth held-out set): every ADR opens `**Status:** ... **Date:** ... **Context:** ...`,
    # most head a Context section too; two are redacted stubs whose text "ships with the licensed repository".
    full = "## **Context**\n\nWhy.\n\n## **Decision**\n\nWe do it.\n\n## **Consequences**\n\nIt is done.\n"
    files = {f"docs/adr/{n:04}-choice-{n}.md": _forge_adr(n, body=full) for n in range(2, 13)}
    files["docs/adr/0001-record-decisions.md"] = _forge_adr(1)
    files["docs/adr/0013-wrapper.md"] = _forge_adr(13, context="", body=(
        "**This ADR has been redacted for security purposes.**\n\nFull text ships with the licensed platform "
        "repository.\n"))
    files["docs/adr/0014-no-context.md"] = _forge_adr(14, context="**Context:** Backend.")
    out = check(tmp_path, monkeypatch, capsys, files, select="DC101")
    assert len(out) == 1 and out[0].startswith(
        "docs/adr/0014-no-context.md:1:1: DC101 missing-section: adr has no 'Context' section")


def test_a_page_that_points_elsewhere_or_ends_the_list_is_no_record_written_short(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    # hundred-and-seventy-ninth held-out set: field-tm's `0000-hotosm.md` points to the organisation's decisions;
    # life-events-platform's `9999-end.md`, "No more records", ends the "Next >>" links. A record of one paragraph,
    # and one that is only its title, are records all the same.
    adr = "# {n}. Choice {n}\n\n## Status\n\nAccepted\n\n## Context\n\nWhy.\n\n## Decision\n\nDo.\n\n" \
          "## Consequences\n\nDone.\n"
    files = {f"docs/decisions/{n:04}-choice-{n}.md": adr.format(n=n) for n in range(1, 5)}
    files["docs/decisions/0000-hotosm.md"] = ("# Higher Level HOTOSM Decisions\n\nMany decisions are made at the "
                                              "organisation's level.\n\nSee the choices, [starting here]"
                                              "(https://docs.hotosm.org/decisions/0003-react).\n")
    files["docs/decisions/9999-end.md"] = "No more records\n"
    assert check(tmp_path, monkeypatch, capsys, files, select="DC101") == []
    files["docs/decisions/0005-short.md"] = "# 5. Use Postgres\n\nWe use Postgres for everything.\n"
    files["docs/decisions/0006-title.md"] = "# 6. Use Redis\n"
    files["docs/decisions/0007-empty.md"] = "---\ntitle: Use Kafka\nstatus: accepted\n---\n"  # nothing in it
    out = check(tmp_path, monkeypatch, capsys, files, select="DC101")
    assert sorted({line.split(":", 1)[0] for line in out}) == ["docs/decisions/0005-short.md",
                                                              "docs/decisions/0006-title.md",
                                                              "docs/decisions/0007-empty.md"]


def test_a_status_among_fields_on_one_line_is_read(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    files = {f"docs/adr/{n:04}-choice-{n}.md": _forge_adr(n) for n in range(1, 6)}
    files["docs/adr/0003-choice-3.md"] = files["docs/adr/0003-choice-3.md"].replace("Accepted", "Acceptted")
    out = check(tmp_path, monkeypatch, capsys, files, select="DC203")
    assert len(out) == 1 and out[0].startswith("docs/adr/0003-choice-3.md:5:1: DC203 unknown-status: unknown status "
                                               "'acceptted', did you mean 'accepted'?")


def test_a_design_written_as_its_phases_keeps_the_design_section(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    # yorkie's concurrent-merge-split (ninetieth held-out set, `## Phase 1: Position Resolution` ... `## Phase 9`) and
    # Cozystack's kubernetes-nodes-split (eighty-ninth, `## Phase 1 — ...`, `## Phase 2 — ...`): the template's Design,
    # phase by phase. One phase heading alone is a part of something else, and the Design is missing.
    files = {"docs/design/TEMPLATE.md": DESIGN_TEMPLATE,
             **{f"docs/design/design-{n:02}.md": _design(f"Design {n}", None) for n in range(1, 21)}}
    phased = _design("Phased", None).replace("## Design\n\nThe Phased design, in full.\n",
                                             "## Phase 1: Position Resolution\n\nFirst.\n\n## Phase 2: Delete\n\n"
                                             "Then.\n")
    files["docs/design/design-21.md"] = phased
    files["docs/design/design-22.md"] = phased.replace("## Phase 2: Delete", "## Rollout")
    assert check(tmp_path, monkeypatch, capsys, files, select="DC101") == [
        "docs/design/design-22.md:1:1: DC101 missing-section: missing section 'Design' (the template "
        "docs/design/TEMPLATE.md has it, and 20 of 22 documents in docs/design/ have it)"]


@pytest.mark.parametrize(("status", "reported"), [("todo", False), ("acepted", True)])
def test_a_status_in_a_family_that_states_none_is_unknown_only_as_a_slip(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], status: str,
        reported: bool) -> None:
    # yorkie's docs/tasks/archive/2026/04/ (ninetieth held-out set): task files that state no status, one of which
    # says `status: todo`: no status of the folder's for it to differ from. A slip of a status doccheck knows is
    # still one.
    folder = "docs/tasks/archive/2026/04"
    files = {f"{folder}/202604{day:02}-task-{day}-todo.md": f"**Created**: 2026-04-{day:02}\n\n# Task {day}\n\n"
             f"## Summary\n\nDone.\n" for day in range(1, 13)}
    files[f"{folder}/20260410-task-10-todo.md"] = ("---\ntitle: Fix it\ncreated: 2026-04-10\nstatus: done\n---\n\n"
                                                   "# Fix it\n\n## Summary\n\nDone.\n")
    files[f"{folder}/20260410-task-10-lessons.md"] = (f"---\ntitle: Lessons\ncreated: 2026-04-10\nstatus: {status}\n"
                                                      "---\n\n# Lessons\n\n## Key Insight\n\nText.\n")
    out = check(tmp_path, monkeypatch, capsys, files, select="DC203")
    assert bool(out) == reported, out


def test_a_value_written_as_code_is_a_pattern_not_a_blank(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    # yorkie's docs/tasks/active/README.md (ninetieth held-out set) names its files so; the same value unquoted is
    # still the blank a template left.
    readme = ("---\nupdated: 2026-05-26\n---\n\n# Active Tasks\n\nIn-progress task files live here.\n\n"
              "- Todo/review: `YYYYMMDD-<slug>-todo.md`\n- Lessons: `YYYYMMDD-<slug>-lessons.md`\n")
    assert check(tmp_path, monkeypatch, capsys, {"docs/tasks/active/README.md": readme}, select="DC301") == []
    unquoted = readme.replace("`", "")
    assert len(check(tmp_path, monkeypatch, capsys, {"docs/tasks/active/README.md": unquoted}, select="DC301")) == 2
    # prumo's plan (hundred-and-thirty-second held-out set): a code span going on to the next line is code too
    (tmp_path / "prumo").mkdir()
    wrapped = ("# Markdown view\n\nWhile rendering, it emits a `SourceSpan` for every\nverbatim prose/cell run: "
               "`{md_start, md_end, page_number, block_index,\nchar_start, char_end, bbox}`. Syntax belongs to none.\n")
    assert check(tmp_path / "prumo", monkeypatch, capsys, {"docs/plans/2026-06-20-view.md": wrapped},
                 select="DC301") == []
    # AR.IO's docs/adrs/README.md (two-hundred-and-eighty-sixth held-out set): the blank as code inside a longer
    # value is the pattern it describes; written bare, it is still a blank.
    (tmp_path / "ario").mkdir()
    rules = ("# ADRs\n\n* **Template:** [`0000-template.md`](0000-template.md). Copy it.\n"
             "* **Numbering:** four-digit, zero-padded (`NNNN-…md`). Increment from\n  the highest number.\n")
    assert check(tmp_path / "ario", monkeypatch, capsys, {"docs/adrs/README.md": rules}, select="DC301") == []
    assert len(check(tmp_path / "ario", monkeypatch, capsys, {"docs/adrs/README.md": rules.replace("`NNNN", "NNNN")
                                                              .replace("md`)", "md)")}, select="DC301")) == 1


HELD_OUT = Path(__file__).parent / "data" / "held-out"


def test_a_section_every_open_record_goes_without_is_written_from_a_later_status(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    # Momics/iroh-http's docs/adr (ninety-third held-out set, vendored): its five open ADRs (007-011) write their
    # Context, Questions and What we know, and no Decisions yet; every decided one has them. The proposed ADR 014
    # has its Decisions and no Consequences: that one is still asked for.
    shutil.copytree(HELD_OUT / "iroh-http-adr", tmp_path, dirs_exist_ok=True)
    out = check(tmp_path, monkeypatch, capsys, {}, select="DC101")
    assert not [line for line in out if "no 'Decision' section" in line], out
    assert any(line.startswith("docs/adr/014-runtime-architecture.md:10:1: DC101 missing-section: adr has no "
                               "'Consequences' section") for line in out), out


def test_a_slip_of_a_template_s_status_choice_is_unknown_though_none_has_a_known_lifecycle(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    # chanceryhq/chancery's RFCs (ninety-third held-out set): `Draft | In Review | Locked | Superseded by RFC-NNN`,
    # every RFC Locked, a word doccheck places in no lifecycle; `Lockd`, a slip of it, is none of them.
    template = ("# RFC-NNN: Title\n\n- **Status:** Draft | In Review | Locked | Superseded by RFC-NNN\n"
                "- **Author:** Name\n\n## 1. Problem\n\nWhat.\n")
    files = {"rfcs/TEMPLATE.md": template}
    for number in range(1, 8):
        status = "Lockd" if number == 5 else "Locked"
        files[f"rfcs/{number:03}-rfc-{number}.md"] = (f"# RFC-{number:03}: RFC {number}\n\n- **Status:** {status}\n"
                                                     f"- **Author:** A\n\n## 1. Problem\n\nThe problem {number}.\n")
    out = check(tmp_path, monkeypatch, capsys, files, select="DC203")
    assert len(out) == 1 and out[0].startswith("rfcs/005-rfc-5.md:3:1: DC203 unknown-status: status 'lockd'"), out


def test_a_word_of_its_own_that_shares_most_of_a_status_s_letters_is_no_slip_of_it(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    # openlinker's plans (two-hundred-and-ninety-ninth held-out set): `Status: reviewed (2x tech-review applied)`
    # beside others' `revised`; a word two letters from another is a word, `revsed` a slip of it.
    files = {}
    for number in range(1, 9):
        status = {3: "revised", 4: "revised", 5: "reviewed (2x tech-review applied)", 6: "revsed"}.get(
            number, "draft")
        files[f"docs/plans/plan-{number}.md"] = (f"# Plan {number}\n\n> Status: {status}\n\n## Goal\n\nGoal "
                                                 f"{number}.\n\n## Steps\n\nSteps {number}.\n")
    out = check(tmp_path, monkeypatch, capsys, files, select="DC203")
    assert len(out) == 1 and out[0].startswith("docs/plans/plan-6.md:3:1: DC203 unknown-status: status 'revsed'"), out


def test_a_records_folder_s_readme_instructs_authors_and_leaves_no_template_text_in(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    # openlinker's ADR README (two-hundred-and-ninety-ninth held-out set): "Forward-looking ADRs: use today's date."
    # is how to write a record; the same words in a record, or in a README of no records' folder, are left in.
    guide = "# ADRs\n\n## Dates\n\n- **Forward-looking ADRs**: use today's date.\n"
    files = {"docs/adrs/README.md": guide, "docs/guides/README.md": guide}
    for number in range(1, 7):
        files[f"docs/adrs/{number:03}-choice-{number}.md"] = (
            f"# ADR-{number:03}: Choice {number}\n\n**Status**: Accepted\n\n## Context\n\nWhy {number}.\n\n"
            f"## Decision\n\nWe chose {number}.\n\n## Consequences\n\nSome.\n")
    files["docs/adrs/006-choice-6.md"] = files["docs/adrs/006-choice-6.md"].replace("Why 6.", "Date: use today's date")
    out = check(tmp_path, monkeypatch, capsys, files, select="DC301")
    assert sorted(line.split(":")[0] for line in out) == ["docs/adrs/006-choice-6.md", "docs/guides/README.md"], out


def test_a_kept_note_over_more_of_the_template_s_text_is_still_its_text(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    # openshift/enhancements (seventy-seventh held-out set): "**Note:** *Section not required until targeted at a
    # release.*" opens its template's Test Plan, over the prompts below it; most enhancements keep the note and write
    # their own plan, and one that keeps the prompts too has not written it. Unlike a standing line (yorkie's Tasks,
    # all the template writes there), the note is counted against the whole family.
    note = "**Note:** *Section not required until targeted at a release.*"
    prompt = "Consider the following in developing a test plan for this enhancement:"
    template = (f"# Title\n\n## Summary\n\nOne paragraph.\n\n## Test Plan\n\n{note}\n\n{prompt}\n"
                "- Will there be e2e and integration tests?\n")
    files = {"enhancements/template.md": template}
    for number in range(1, 40):
        plan = f"\n## Test Plan\n\n{note}\n\nWe test enhancement {number} end to end.\n" if number <= 9 else ""
        files[f"enhancements/e{number:02}-change.md"] = (f"# Enhancement {number}\n\n## Summary\n\nChange {number}, "
                                                         f"as its authors wrote it.\n{plan}")
    files["enhancements/e40-change.md"] = (f"# Enhancement 40\n\n## Summary\n\nChange 40.\n\n## Test Plan\n\n{note}\n\n"
                                           f"{prompt}\n- Will there be e2e and integration tests?\n")
    out = check(tmp_path, monkeypatch, capsys, files, select="DC301")
    assert [line.split(":", 1)[0] for line in out] == ["enhancements/e40-change.md"], out


def test_a_status_line_of_two_statuses_is_no_unknown_status(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    # confluentinc/ksql's KLIPs (eighty-seventh held-out set): `**Status**: values: Merged, keys: Design Approved` is
    # two statuses, no slip of one of the template's choices (In Discussion | Design Approved | Merged), none of which
    # has a place in a lifecycle doccheck knows.
    template = ("# KLIP Number - Title\n\n**Author**: _your name and github user name here_ | \n"
                "**Release Target**: _release version this feature is targeted at_ | \n"
                "**Status**: _In Discussion_ or _Design Approved_ or _In development_ or _Merged_ | \n"
                "**Discussion**: _link to the design discussion PR_\n\n## Motivation and background\n\nWhy.\n")
    files = {"design-proposals/klip-template.md": template}
    for number in range(1, 12):
        status = "values: Merged, keys: Design Approved" if number == 3 else "_Merged_" if number % 2 else \
            "_In Discussion_"
        files[f"design-proposals/klip-{number}-change.md"] = (
            f"# KLIP {number} - Change\n\n**Author**: @a | \n**Release Target**: 5.{number} | \n"
            f"**Status**: {status} | \n**Discussion**: [PR #{number}](https://github.com/confluentinc/ksql/pull/{number})"
            f"\n\n## Motivation and background\n\nChange {number}.\n")
    assert check(tmp_path, monkeypatch, capsys, files, select="DC203") == []


ELEKTRA_TEMPLATE = ("# TEMPLATE\n\n## Problem\n\n## Constraints\n\n1.\n\n## Decision\n\n## Rationale\n\n"
                    "## Implications\n\n-\n")


def elektra_decision(name: str, *, empty: tuple[str, ...] = ()) -> str:
    parts = [f"# {name.title()}\n"] + [f"## {section}\n" if section in empty else
                                        f"## {section}\n\nThe {section.lower()} of {name}, as its authors wrote it.\n"
                                        for section in ("Problem", "Constraints", "Decision", "Rationale",
                                                        "Implications")]
    return "\n".join(parts)


def test_a_stage_folder_is_the_status_of_the_records_in_it(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    # ElektraInitiative/libelektra (ninety-fourth held-out set) keeps each decision in a folder named for its stage,
    # `0_drafts/` ... `4_decided/`, and fills Decision, Rationale and Implications once decided (its STEPS.md): a
    # decision still at `1_problem_clear` (no status word, placed before the first stage in force) or rejected leaves
    # them empty; one decided does not. Numbered chapters (`01_intro/`) are no stages.
    files = {"doc/decisions/TEMPLATE.md": ELEKTRA_TEMPLATE}
    later = ("Decision", "Rationale", "Implications")
    for stage, count in (("0_drafts", 4), ("0b_rejected", 4), ("1_problem_clear", 4), ("4_decided", 5)):
        for n in range(count):
            empty = later if stage != "4_decided" else ("Rationale",) if n == 0 else ()
            name = ("plugin", "keyset", "error", "spec", "backend")[n] + "_" + stage.split("_")[-1]
            files[f"doc/decisions/{stage}/{name}.md"] = elektra_decision(name, empty=empty)
    out = check(tmp_path, monkeypatch, capsys, files, select="DC102")
    assert [line.split(": DC102")[0] for line in out] == ["doc/decisions/4_decided/plugin_decided.md:15:1"], out
    main(["conventions", "doc/decisions"])
    assert "stage folder doc/decisions/1_problem_clear/: the status 'problem clear' (proposed) of its records that " \
           "state none" in capsys.readouterr().out
    main(["conventions", "--format", "json", "doc/decisions"])
    stages = {s["folder"]: s for f in json.loads(capsys.readouterr().out)["families"] for s in f["stage_folders"]}
    assert stages["doc/decisions/1_problem_clear"] == {"folder": "doc/decisions/1_problem_clear",
                                                       "stage": "problem clear", "lifecycle": "proposed"}
    assert stages["doc/decisions/0b_rejected"]["lifecycle"] == "ended"


def test_numbered_chapters_are_no_stage_folders() -> None:
    from doccheck.repo.stages import stage_folders

    assert stage_folders(["docs/01_introduction", "docs/02_architecture", "docs/03_decisions"]) == {}
    assert stage_folders(["d/0_drafts", "d/1_problem_clear", "d/4_decided", "d/5_partially_implemented"]) == {
        "d/0_drafts": ("drafts", "proposed"), "d/1_problem_clear": ("problem clear", "proposed"),
        "d/4_decided": ("decided", "in-force"), "d/5_partially_implemented": ("partially implemented", "in-force")}


def test_a_stage_familys_findings_after_an_edit_are_those_of_a_cold_run(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    # A family learned again from the cache after one of its records changed keeps its stage folders: a draft's
    # empty sections are still no gap, a decided record's still are.
    files = {"doc/decisions/TEMPLATE.md": ELEKTRA_TEMPLATE}
    later = ("Decision", "Rationale", "Implications")
    for stage in ("0_drafts", "1_problem_clear", "4_decided", "6_implemented"):
        for n in range(4):
            empty = later if stage in ("0_drafts", "1_problem_clear") else ("Rationale",) if (stage, n) == (
                "4_decided", 0) else ()
            name = ("plugin", "keyset", "error", "spec")[n] + "_" + stage.split("_")[-1]
            files[f"doc/decisions/{stage}/{name}.md"] = elektra_decision(name, empty=empty)
    cold = check(tmp_path, monkeypatch, capsys, files, select="DC102")
    assert [line.split(": DC102")[0] for line in cold] == ["doc/decisions/4_decided/plugin_decided.md:15:1"], cold
    main(["check", "--all", "-q", "."])
    capsys.readouterr()
    draft = tmp_path / "doc/decisions/0_drafts/keyset_drafts.md"
    draft.write_text(draft.read_text() + "\nA note added to the draft.\n")
    main(["check", "--all", "-q", "."])
    assert [line for line in capsys.readouterr().out.splitlines() if ": DC102 " in line] == cold
    # (the hook's run, of the files a commit names; and one of DC102 alone, which reads the same families)
    for select in ([], ["--select", "DC102"]):
        draft.write_text(draft.read_text() + "\nAnother note.\n")
        main(["check", *select, "-q", "doc/decisions/0_drafts/keyset_drafts.md",
              "doc/decisions/4_decided/plugin_decided.md"])
        assert [line for line in capsys.readouterr().out.splitlines() if ": DC102 " in line] == cold


def test_unnumbered_stage_folders_are_one_family_with_the_template_kept_in_one(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    # emqx/eip (ninety-ninth held-out set) keeps its template in `active/` and moves each EIP on to `implemented/`
    # or `rejected/`: the three folders are the stages of one family, so an implemented EIP is held to the template
    # (its text left in, a section the family keeps forgotten) and has its folder's status. Folders by area are
    # no stages.
    template = ("# An Example of EMQX Improvement Proposal\n\n## Abstract\n\nThe proposal in one paragraph.\n\n"
                "## Motivation\n\nWhy is this change needed?\n\n## Design\n\nThe detailed design.\n")
    files = {"active/0000-proposal-template.md": template}
    for n, stage in enumerate(["active"] * 3 + ["implemented"] * 6 + ["rejected"] * 2, start=1):
        motivation = "" if n == 5 else f"## Motivation\n\nThe need for {n}.\n\n"
        design = "Why is this change needed?" if n == 6 else f"The design of {n}."
        files[f"{stage}/{n:04d}-change-{n}.md"] = (f"# Change {n}\n\n## Abstract\n\nChange {n}.\n\n{motivation}"
                                                  f"## Design\n\n{design}\n")
    out = check(tmp_path, monkeypatch, capsys, files, select="DC1,DC3")
    assert [line.split(": ", 1)[0] + " " + line.split(": ")[1].split()[0] for line in out] == [
        "implemented/0005-change-5.md:1:1 DC101", "implemented/0006-change-6.md:13:1 DC301"], out
    main(["conventions", "--format", "json", "."])
    families = json.loads(capsys.readouterr().out)["families"]
    assert [(f["folder"], f["documents"], [s["folder"] for s in f["stage_folders"]]) for f in families] == [
        (".", 11, ["active", "implemented", "rejected"])]


def test_numbered_chapters_and_area_folders_are_no_stages() -> None:
    from doccheck.repo.stages import stage_folders

    assert stage_folders(["docs/network", "docs/storage", "docs/security"], ["docs/network", "docs/storage"]) == {}
    assert stage_folders(["eip/active", "eip/implemented", "eip/rejected", "eip/assets"],
                         ["eip/active", "eip/implemented"]) == {
        "eip/active": ("active", "in-force"), "eip/implemented": ("implemented", "in-force"),
        "eip/rejected": ("rejected", "ended")}
    # (status-named folders whose records are not numbered as one family's: a guide's `deprecated/` beside `stable/`)
    assert stage_folders(["api/stable", "api/deprecated"], ["api/stable"]) == {}


def test_a_record_in_a_folder_of_its_own_beside_a_familys_is_not_held_to_a_built_in_kinds_sections(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    # giantswarm/rfc (ninety-eighth held-out set): each RFC is `<name>/README.md`, written to `template/README.md`;
    # two are written with a Context and a Decision, which typed them as ADRs, and were reported for the ADR's
    # Consequences, which no RFC of the repository is asked for. An ADR in a folder of ADRs still is.
    template = ("# Title\n\n## Problem statement\n\nWhat is the problem?\n\n## Preferred solution\n\nWhat?\n\n"
                "## Alternative solutions\n\nWhich others?\n")
    files = {"template/README.md": template}
    for n in range(1, 7):
        files[f"change-{n}/README.md"] = (f"# Change {n}\n\n## Problem statement\n\nProblem {n}.\n\n"
                                          f"## Preferred solution\n\nSolution {n}.\n\n## Alternative solutions\n\n"
                                          f"Others {n}.\n")
    files["crds-via-flux/README.md"] = ("# CRDs via Flux\n\n## Context\n\nWhy we need it.\n\n## Options\n\nA or B."
                                        "\n\n## Decision\n\nWe chose A.\n")
    files["docs/adr/0001-use-postgres.md"] = ("# 1. Use Postgres\n\n## Status\n\nAccepted\n\n## Context\n\nWhy.\n\n"
                                              "## Decision\n\nPostgres.\n")
    out = check(tmp_path, monkeypatch, capsys, files, select="DC101")
    assert [line.split(":")[0] for line in out] == ["docs/adr/0001-use-postgres.md"], out


def test_an_empty_section_is_a_required_ones_only_where_the_record_does_not_write_that_one(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    # emqx/eip's 0002 writes its Motivation, then leaves a `## Rationale` heading empty: Rationale stands for
    # Motivation only where a record has no Motivation of its own; it was reported as the template's section.
    template = "# Title\n\n## Abstract\n\nIn short.\n\n## Motivation\n\nWhy?\n\n## Design\n\nHow?\n"
    files = {"eips/0000-template.md": template}
    for n in range(1, 8):
        motivation = "## Rationale\n\n" if n == 2 else f"## Motivation\n\nWhy {n}.\n\n"
        extra = "## Rationale\n\n## Implementation\n\nDone.\n" if n == 1 else ""
        files[f"eips/{n:04d}-change-{n}.md"] = (f"# Change {n}\n\n## Abstract\n\nChange {n}.\n\n{motivation}"
                                                f"## Design\n\nHow {n}.\n\n{extra}")
    out = check(tmp_path, monkeypatch, capsys, files, select="DC102")
    assert [line.split(": ", 1)[0] for line in out] == ["eips/0002-change-2.md:7:1"], out
    assert "section 'Rationale' is empty (written for 'Motivation': the template" in out[0], out


def test_a_template_named_tmpl_is_a_template(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    # projectcontour/contour (hundredth held-out set) keeps `design/design-document-tmpl.md`: not known as a
    # template, its status choices were reported as template text and its 43 designs had no family (a deleted
    # Background, a status typo and its guidance left in a design all missed).
    template = ("# Design proposal template `<replace with your proposal's title>`\n\n"
                "Status: {Draft,Reviewing,Accepted,Declined}\n\n## Background\n"
                "One to two paragraphs of exposition to set the context for this proposal.\n\n## Goals\n"
                "- A short list of things which will be accomplished by implementing this proposal.\n")
    files = {"design/design-document-tmpl.md": template}
    for n, name in enumerate(("listener", "tracing", "sds", "routing", "ratelimit", "retryon"), start=1):
        background = "" if n == 2 else f"## Background\nWhy {name}.\n\n"
        files[f"design/{name}-design.md"] = (f"# {name.title()}\n\nStatus: Accepted\n\n{background}"
                                             f"## Goals\n- {name} works.\n")
    out = check(tmp_path, monkeypatch, capsys, files, select="DC101,DC301")
    assert [line.split(": ", 1)[0] + " " + line.split(": ")[1].split()[0] for line in out] == [
        "design/tracing-design.md:1:1 DC101"], out


def test_a_sentence_in_a_template_s_list_is_its_text_and_an_option_is_not(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    # napari's NAP template writes its Discussion as a paragraph over "- This includes links to discussion forum
    # threads or relevant GitHub discussions.", and conda-forge's CFEP template lists its common sections: a list item
    # was read as an option the template offers, so a section still the template's paragraph and its list was not
    # reported. A short item (`- Yes`, `- No`) is still an option, which a record keeps as its choice.
    template = ("# NAP-X — Title\n\n## Discussion\n\nThis section may just be a bullet list including links to any "
                "discussions regarding the NAP.\n\n- This includes links to discussion forum threads or relevant "
                "GitHub discussions.\n\n## Breaking\n\n- Yes\n- No\n")
    files = {"docs/naps/template.md": template}
    for n in range(1, 7):
        discussion = ("This section may just be a bullet list including links to any discussions regarding the "
                      "NAP.\n\n- This includes links to discussion forum threads or relevant GitHub discussions."
                      if n == 4 else f"- [Thread {n}](https://forum.example/{n})")
        files[f"docs/naps/{n}-change-{n}.md"] = (f"# NAP-{n} — Change {n}\n\n## Discussion\n\n{discussion}\n\n"
                                                 f"## Breaking\n\n- {'Yes' if n % 2 else 'No'}\n")
    out = check(tmp_path, monkeypatch, capsys, files, select="DC301")
    assert [line.split(": ", 1)[0] for line in out] == ["docs/naps/4-change-4.md:5:1"], out


def test_a_template_section_opened_on_its_condition_is_optional(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    # usdigitalresponse/usdr-gost (ninety-fifth held-out set): its MADR template marks some sections
    # `<!-- optional -->`, and opens its Code Examples "[If relevant / it would help the discussion, ...": a section
    # on a condition, which six of ten records write; the four without it were reported. A section the template
    # marks nothing of, kept by all but one, still is required.
    template = ("# NUMBER. TITLE\n\nDate: DATE\nStatus: status <!-- Proposed | Accepted -->\n\n"
                "## Context and Problem Statement\n\n[Describe the context.]\n\n"
                "## Decision Drivers <!-- optional -->\n\n- [driver 1]\n\n"
                "## Decision Outcome\n\nChosen option: \"[option 1]\".\n\n## Code Examples\n\n"
                "[If relevant / it would help the discussion, please provide code examples here.]\n")
    files = {"docs/decisions/templates/template.md": template}
    for n in range(1, 11):
        examples = f"\n## Code Examples\n\n```js\nexample({n})\n```\n" if n in (2, 3, 4, 6, 9, 10) else ""
        outcome = "" if n == 3 else f"\n## Decision Outcome\n\nChosen option: vite {n}.\n"
        files[f"docs/decisions/{n:04d}-choice-{n}.md"] = (f"# {n}. Choice {n}\n\nDate: 2024-01-0{n % 9 + 1}\n"
                                                           f"Status: Accepted\n\n## Context and Problem Statement\n\n"
                                                           f"Why {n}.\n{outcome}{examples}")
    out = check(tmp_path, monkeypatch, capsys, files, select="DC101")
    assert [line.split(": DC101")[0] for line in out] == ["docs/decisions/0003-choice-3.md:1:1"], out
    main(["conventions", "docs/decisions"])
    assert "section 'Code Examples': written on a condition (if applicable), kept by 6 of 10" in \
        capsys.readouterr().out
    # ... and one that keeps its heading with nothing under it has left it unanswered (OpenShift's enhancements)
    (tmp_path / "docs/decisions/0002-choice-2.md").write_text(
        "# 2. Choice 2\n\nDate: 2024-01-03\nStatus: Accepted\n\n## Context and Problem Statement\n\nWhy 2.\n\n"
        "## Decision Outcome\n\nChosen option: vite 2.\n\n## Code Examples\n")
    main(["check", "--all", "--no-cache", "--select", "DC102", "-q", "."])
    assert capsys.readouterr().out.splitlines() == [
        "docs/decisions/0002-choice-2.md:14:1: DC102 empty-section: section 'Code Examples' is empty (the template "
        "docs/decisions/templates/template.md has it, and 6 of 10 documents in docs/decisions/ have it)"]


def test_a_status_no_document_writes_is_not_judged(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """OpenYurt's `00_openyurt-glossary.md` states no status: its name reads as a draft awaiting its number, which
    the section checks may take into account, but no status was written for DC203 to judge ('draft' is none the
    template offers). A proposal that writes 'Draft' is still told."""
    def proposal(day: int, status: str) -> str:
        return (f"---\ntitle: Change {day}\ncreation-date: 2022-01-{day:02d}\nstatus: {status}\n---\n\n# Change\n\n"
                "## Summary\n\nT.\n\n## Motivation\n\nM.\n")

    files = {f"docs/proposals/202201{n:02d}-change-{n}.md": proposal(n, "provisional") for n in range(1, 7)}
    files["docs/proposals/20220107-change-7.md"] = proposal(7, "Draft")
    files["docs/proposals/YYYYMMDD-template.md"] = (
        "---\ntitle: Proposal Template\ncreation-date: yyyy-mm-dd\nstatus: provisional|implementable|implemented|"
        "rejected\n---\n\n# Title\n\n## Summary\n\n## Motivation\n")
    files["docs/proposals/00_openyurt-glossary.md"] = "# Table of Contents\n\nTerms.\n\n## C\n\n### CloudNode\n\nA.\n"
    out = check(tmp_path, monkeypatch, capsys, files, select="DC203")
    assert [line.split(": ", 3)[:2] for line in out] == [["docs/proposals/20220107-change-7.md:4:1",
                                                          "DC203 unknown-status"]]


def test_a_slip_of_a_known_status_is_told_where_no_type_or_family_has_statuses(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """Keycloak's design notes (105th held-out set): unnumbered, no template, no family; `* **Status**: Darft #1`
    is one letter from draft. A word of the notes' own (`Notes`) is none; in a family, the family's DC203 says the
    slip, once."""
    def note(status: str) -> str:
        return f"# A design\n\n* **Status**: {status}\n* **JIRA**: TBD\n\n## Motivation\n\nText.\n"

    files = {"design/a.md": note("Draft #1"), "design/b.md": note("Notes"), "design/c.md": note("Darft #1"),
             "design/d.md": note("Final #2"), "design/e.md": note("Approve")}
    files |= {f"adr/{n:04d}-x{n}.md": f"# {n}. X\n\n## Status\n\nAccepted\n\n## Context\n\nC.\n" for n in range(1, 12)}
    files["adr/0012-x12.md"] = "# 12. X\n\n## Status\n\nAcceptd\n\n## Context\n\nC.\n"
    out = check(tmp_path, monkeypatch, capsys, files, select="DC203")
    assert [line.replace(": DC203 unknown-status: ", "|").split("|") for line in out] == [
        ["adr/0012-x12.md:5:1", "unknown status 'acceptd', did you mean 'accepted'? adr allows: proposed, pending, "
                                "draft, in-review, accepted, approved, adopted, implemented, rejected, withdrawn, "
                                "deprecated, superseded, amended, abandoned, replaced, active, final, deferred, "
                                "reverted"],
        ["design/c.md:3:1", "unknown status 'Darft #1', did you mean 'draft'? (one letter from a status doccheck "
                            "knows)"],
        ["design/e.md:3:1", "unknown status 'Approve', did you mean 'approved'? (one letter from a status doccheck "
                            "knows)"]]


def test_meeting_notes_are_held_to_no_family_nor_record_type(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """csharplang's Language Design Meeting notes (107th held-out set), `meetings/2019/LDM-2019-03-25.md`: named by
    their dates, forty of forty-three with a Discussion; a meeting's outline is its agenda, so one whose topics are
    its headings lacks nothing. A working group's notes named with their date and written as Context and Decision
    per topic are no ADR; an ADR about taking meeting notes still is one."""
    def note(day: int, discussion: bool) -> str:
        body = "## Discussion\n\nWe talked.\n" if discussion else "# Nullable types\n\nWe talked.\n"
        return f"# C# Language Design Notes for Mar {day}, 2019\n\n## Agenda\n\n1. Things\n\n{body}"

    files = {f"meetings/2019/LDM-2019-03-{day:02d}.md": note(day, day != 25) for day in range(10, 26)}
    files["doc/wg/crypto/notes/crypto-notes-2026-1-30.md"] = (
        "# Cryptography WG notes\n\n## Context\n\nKeys.\n\n## Decision\n\nRotate.\n")
    files["doc/adr/0001-take-meeting-notes.md"] = "# 1. Take meeting notes in Markdown\n\n## Context\n\nC.\n\n" \
                                                  "## Decision\n\nD.\n"
    out = check(tmp_path, monkeypatch, capsys, files, select="DC101,DC102")
    assert [line.split(": ")[0] for line in out] == ["doc/adr/0001-take-meeting-notes.md:1:1"]  # (no Status...)
    capsys.readouterr()
    main(["types", "meetings/2019/LDM-2019-03-25.md", "doc/wg/crypto/notes/crypto-notes-2026-1-30.md",
          "doc/adr/0001-take-meeting-notes.md"])
    kinds = [line.split(": ")[1] for line in capsys.readouterr().out.splitlines()]
    assert kinds == ["project-doc", "project-doc", "adr"]


@pytest.mark.parametrize(("after", "told"), [("## What becomes easier?\n\nLinting.\n", False),
                                              ("## References\n\n- [x](https://x.org)\n", True),
                                              ("## Status\n\nAccepted\n", True)])
def test_an_empty_section_whose_parts_follow_at_its_level_is_not_empty(
        after: str, told: bool, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    """coffeechat's ADR 4 (107th held-out set): `## Consequences` with nothing under it, then `## What becomes
    easier?` and `## What becomes harder?` at its level: the consequences are written, a heading level too high. An
    empty Consequences before the record's References, or its Status (cometbft's ADR 41), is empty."""
    adr = "# 4. Use prettier\n\n## Status\n\nAccepted\n\n## Context\n\nC.\n\n## Decision\n\nD.\n\n## Consequences\n\n"
    out = check(tmp_path, monkeypatch, capsys, {"docs/adr/0004-use-prettier.md": adr + after}, select="DC102")
    assert [line.split(": ")[1] for line in out] == (["DC102 empty-section"] if told else [])


@pytest.mark.parametrize(("after", "told"), [("## *Pattern* ##\n\nA pattern.\n", False),
                                              ("## Drawbacks\n\nSome.\n", True)])
def test_an_empty_template_section_whose_parts_follow_at_its_level_is_not_empty(
        after: str, told: bool, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    """csharplang's `pattern-based-fixed.md` (107th held-out set): `## Detailed design`, then `## *Pattern* ##` at
    its level: the design is written. An empty Detailed design before the template's Drawbacks is empty."""
    def proposal(name: str, design: str) -> str:
        return f"# {name}\n\n## Summary\n\nS.\n\n## Motivation\n\nM.\n\n## Detailed design\n\n{design}"

    files = {f"proposals/p{n}.md": proposal(f"P{n}", "Design.\n\n## Drawbacks\n\nD.\n") for n in range(1, 9)}
    files["proposals/proposal-template.md"] = proposal("FEATURE_NAME", "Explain.\n\n## Drawbacks\n\nWhy not?\n")
    files["proposals/fixed.md"] = proposal("Fixed", after)
    out = check(tmp_path, monkeypatch, capsys, files, select="DC102")
    assert [line.split(": ")[0] for line in out] == (["proposals/fixed.md:11:1"] if told else [])


def test_release_notes_one_file_a_version_are_no_family(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """pulumi's `changelog/3.245.0.md` (108th held-out set): thirteen of fourteen releases had features; the one
    without had no Features heading to miss. Release notes follow their release, not a family's outline."""
    def notes(minor: int, features: bool) -> str:
        return f"## 3.{minor}.0 (2026-06-0{minor % 9 + 1})\n\n" + ("### Features\n\n- New.\n\n" if features else "") \
            + "### Bug Fixes\n\n- Fixed.\n\n### Improvements\n\n- Better.\n"

    files = {f"changelog/3.{minor}.0.md": notes(minor, minor != 245) for minor in range(244, 260)}
    assert check(tmp_path, monkeypatch, capsys, files, select="DC101") == []


@pytest.mark.parametrize(("heading", "told"), [("## API changes", False), ("## API", True)])
def test_a_heading_that_is_only_the_start_of_another_name_does_not_do_its_job(
        heading: str, told: bool, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    """TiSpark's design docs (two-hundred-and-eighty-ninth held-out set, an injected defect): with its Detailed
    Design deleted, a design doc's `## API`, which describes the API, was taken for the design because "API
    changes" names a design written as its changes. A heading that is that whole name still does the job."""
    outline = "## Introduction\n\nI.\n\n## Goals\n\nG.\n\n{design}\n\nD.\n\n## Test Design\n\nT.\n"
    files = {"docs/design/TEMPLATE.md": "# Design\n\n" + outline.format(design="## Detailed Design")}
    files |= {f"docs/design/2022-0{n}-01-d{n}.md": f"# D{n}\n\n" + outline.format(design="## Detailed Design")
              for n in range(1, 9)}
    files["docs/design/2022-09-01-d9.md"] = "# D9\n\n" + outline.format(design=heading)
    out = check(tmp_path, monkeypatch, capsys, files, select="DC101")
    assert [line.split(":")[0] for line in out] == (["docs/design/2022-09-01-d9.md"] if told else []), out


@pytest.mark.parametrize(("heading", "told"), [("## Motivation and background", False), ("## Background", False),
                                               ("## Goals", True)])
def test_a_template_section_named_as_alternatives_is_either(
        heading: str, told: bool, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    """TiSpark's design template (two-hundred-and-eighty-ninth held-out set) asks for "Motivation or Background";
    a design doc that writes "Motivation and background" has it, as one that writes either has."""
    outline = "## Introduction\n\nI.\n\n{second}\n\nWhy.\n\n## Detailed Design\n\nD.\n"
    files = {"docs/design/TEMPLATE.md": "# TiSpark Design Documents\n\n"
             + outline.format(second="## Motivation or Background")}
    files |= {f"docs/design/2022-0{n}-01-d{n}.md": f"# D{n}\n\n" + outline.format(second="## Motivation")
              for n in range(1, 9)}
    files["docs/design/2022-09-01-d9.md"] = "# D9\n\n" + outline.format(second=heading)
    out = check(tmp_path, monkeypatch, capsys, files, select="DC101")
    assert [line.split(":")[0] for line in out] == (["docs/design/2022-09-01-d9.md"] if told else []), out


@pytest.mark.parametrize(("heading", "told"), [("## 2. Introduction", False), ("## 2. Overview", True)])
def test_an_introduction_says_why_where_a_record_has_no_motivation(
        heading: str, told: bool, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    """HOPR's RFC-0004 (two-hundred-and-eighty-ninth held-out set), a protocol specification, opens on "## 2.
    Introduction" where its template and ten RFCs have "## 2. Motivation": the section that says why, by another
    name, as The Graph's GIP-0076 writes it. An Overview says what, not why: Motivation is still missing."""
    outline = "## 1. Abstract\n\nA.\n\n{second}\n\nWhy.\n\n## 3. Specification\n\nS.\n"
    files = {"templates/rfc-template.md": "# RFC-XXXX: <RFC Title>\n\n" + outline.format(second="## 2. Motivation")}
    files |= {f"rfcs/RFC-{n:04d}-r{n}/{n:04d}-r{n}.md": f"# RFC-{n:04d}: R{n}\n\n"
              + outline.format(second="## 2. Motivation") for n in range(1, 12) if n != 4}
    files["rfcs/RFC-0004-r4/0004-r4.md"] = "# RFC-0004: R4\n\n" + outline.format(second=heading)
    out = check(tmp_path, monkeypatch, capsys, files, select="DC101")
    assert [line.split(":")[0] for line in out] == (["rfcs/RFC-0004-r4/0004-r4.md"] if told else []), out


@pytest.mark.parametrize(("folder", "name", "told"), [
    ("website/docs/releases", "{major}_{minor}_0.md", False),
    ("website/docs/notes", "{major}_{minor}_0.md", False),
    ("website/docs/whats-new", "v{major}.{minor}.0.md", False),
    ("website/docs/notes", "note-{major}-{minor}.md", True),
])
def test_a_version_s_notes_are_no_family(folder: str, name: str, told: bool, tmp_path: Path,
                                         monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """OpenLineage's `website/docs/releases/0_29_2.md` (two-hundred-and-eighty-seventh held-out set): 86 of 90
    releases fixed something; one that did not has no Fixed section to miss. A folder of releases, or pages named
    for versions, are release notes; pages named otherwise with one outline are still a family."""
    def notes(major: int, minor: int, fixed: bool) -> str:
        return f"# {major}.{minor}.0\n\n### Added\n\n* New.\n\n" + ("### Fixed\n\n* Fixed.\n" if fixed else "")

    files = {f"{folder}/{name.format(major=major, minor=minor)}": notes(major, minor, (major, minor) != (1, 4))
             for major in (0, 1) for minor in range(2, 10)}
    out = check(tmp_path, monkeypatch, capsys, files, select="DC101")
    assert [line.split(":")[0] for line in out] == ([f"{folder}/note-1-4.md"] if told else []), out


def test_a_template_named_with_a_blank_date_between_its_words_governs_the_dated_proposals(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """dexidp/dex (111th held-out set): `docs/enhancements/_title-YYYY-MM-DD-#issue.md` is the template its README
    says to copy, titled in placeholders ("<issue#> - <YYYY-MM-DD> - <title>"); its four DEPs are named by their
    date. Not a proposal with template text in its title: the template, governing the DEPs' sections."""
    template = ("# Dex Enhancement Proposal (DEP) <issue#> - <YYYY-MM-DD> - <title>\n\n## Summary\n\n- Describe it.\n\n"
                "## Context\n\n- Link issues.\n\n## Motivation\n\n- Why.\n\n## Proposal\n\n- How.\n")
    files = {"docs/enhancements/_title-YYYY-MM-DD-#issue.md": template}
    for n, name in enumerate(("auth-sessions", "cel", "id-jag", "token-exchange"), start=1):
        motivation = "" if name == "id-jag" else f"## Motivation\n\nWhy {n}.\n\n"
        files[f"docs/enhancements/{name}-2026-0{n}-0{n}.md"] = (
            f"# Dex Enhancement Proposal (DEP {4500 + n}) - 2026-0{n}-0{n} - {name}\n\n## Summary\n\nS {n}.\n\n"
            f"## Context\n\nC {n}.\n\n{motivation}## Proposal\n\nP {n}.\n")
    out = check(tmp_path, monkeypatch, capsys, files, select="DC1,DC3")
    assert [line.split(" (")[0] for line in out] == [
        "docs/enhancements/id-jag-2026-03-03.md:1:1: DC101 missing-section: missing section 'Motivation'"], out


SEP_TEMPLATE = ("|Status | Authors | Created |\n|---|---|---|\n|WIP/Proposed/Accepted/Declined/Implementation/Done | "
                "@dgn | 2024-07-09 |\n\n# SEP Template\n\n## Overview\n\nWhat.\n\n## Goals\n\nGoals.\n\n"
                "## Non-goals\n\nNot.\n\n## Design\n\nHow.\n\n## Test Plan\n\nTests.\n")


def sep(number: int, name: str, *, goals: bool = True) -> str:
    return (f"|Status | Authors | Created |\n|---|---|---|\n|Implementation | @a | 2024-07-1{number % 10} |\n\n"
            f"# {name}\n\n## Overview\n\nO {name}.\n\n" + (f"## Goals\n\nG {name}.\n\n" if goals else "") +
            f"## Non-goals\n\nN.\n\n## Design\n\nD {name}.\n\n## Test Plan\n\nT.\n")


def test_of_four_records_written_to_a_template_the_one_without_its_section_forgot_it(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """istio-ecosystem/sail-operator (111th held-out set): four SEPs written to `SEP0-template.md`; three keep its
    Goals. Nine in ten cannot be told in four: all but one is the family's way, and the one without forgot it."""
    files = {"enhancements/SEP0-template.md": SEP_TEMPLATE, "enhancements/SEP2-tags.md": sep(2, "Tags"),
             "enhancements/SEP3-integrations.md": sep(3, "Integrations"), "enhancements/SEP4-mesh.md": sep(4, "Mesh"),
             "enhancements/SEP8471-metrics.md": sep(8471, "Metrics", goals=False)}
    out = check(tmp_path, monkeypatch, capsys, files, select="DC101")
    assert [line.split(" (")[0] for line in out] == [
        "enhancements/SEP8471-metrics.md:5:1: DC101 missing-section: missing section 'Goals'"], out


def test_a_template_named_record_zero_glued_to_its_series_says_the_numbers_are_ids(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """sail-operator's `SEP0-template.md` (111th held-out set): record zero, its series glued to the number, numbers
    the SEPs 1, 2, 3 and 8471 (an issue's number): sparse, yet ids, so two SEPs numbered 1 clash."""
    files = {"enhancements/SEP0-template.md": SEP_TEMPLATE, "enhancements/SEP1-process.md": sep(1, "Process"),
             "enhancements/SEP1-integrations.md": sep(1, "Integrations"), "enhancements/SEP2-tags.md": sep(2, "Tags"),
             "enhancements/SEP8471-metrics.md": sep(8471, "Metrics")}
    out = check(tmp_path, monkeypatch, capsys, files, select="DC401")
    assert [line.split(": ")[0] for line in out] == ["enhancements/SEP1-integrations.md:1:1",
                                                     "enhancements/SEP1-process.md:1:1"], out


def test_a_year_every_record_states_is_no_number_of_its_own(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """CloudSecurityAlliance/SecID's `registry/entity/` (112th held-out set): each entity states the year it was
    founded (`established: 2008`); GitHub and CSA share 2008. A year is a date, not a number the family gives one
    record each; a field of numbers that are no years still is (`rfc: 9` in `entry-hash/index.md`)."""
    def entity(name: str, field: str, value: int) -> str:
        return f"---\ntype: entity\nnamespace: {name}.org\n{field}: {value}\n---\n\n# {name}\n\n## Notes\n\nN.\n"

    for field, values, clashing in (("established", (2008, 2008, 1993, 2001, 1998, 1990, 2011, 2004, 1976, 2015),
                                     False), ("rfc", (8, 8, 3, 1, 5, 9, 2, 4, 6, 7), True)):
        names = ("github", "csa", "redhat", "debian", "mitre", "nist", "cisa", "owasp", "apache", "linux")
        files = {f"registry/{field}/{name}.md": entity(name, field, v) for name, v in zip(names, values, strict=True)}
        files[f"registry/{field}/_template.md"] = ('---\ntype: entity\nnamespace: ""\n---\n\n# [Entity Name]\n\n'
                                                  "## Notes\n\n[Caveats, special cases, etc.]\n")
        out = check(tmp_path, monkeypatch, capsys, files, select="DC401")
        assert bool(out) is clashing, out


@pytest.mark.parametrize(("line", "partial"), [
    ("- Supersedes: ADR-5 decision #3 (metadata DB) for LakeFS", True),
    ("- Supersedes: ADR-5 — **serving mode only** (its federation stands)", True),
    ('**Supersedes:** the "reject span attribution" decision in [ADR-5](0005-a.md)', True),
    ("This supersedes the serving-mode decision of ADR-5 only.", True),
    ("This supersedes the ADR-5 per-role model selection.", True),
    ("- Supersedes: ADR-5", False),
    ("This supersedes the previous decision in ADR-5.", False),
    ("**Supersedes:** [ADR-5](0005-a.md)", False)])
def test_a_supersession_that_names_a_part_of_the_record_amends_it(
        line: str, partial: bool, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    """ADORSYS-GIS/ai-helm's ADRs (113th held-out set): "Supersedes: ADR-0085 decision #3 (metadata DB)", "ADR-0022
    — serving mode only", "the \\"reject span attribution\\" decision in ADR-0077": a part of the record is replaced,
    and the rest of it holds (no DC405, and code citing it follows a decision in force)."""
    out = check(tmp_path, monkeypatch, capsys, {
        "0005-a.md": "# ADR-5: A\n\n**Status:** Accepted\n\n## Context\n\nText.\n",
        "0006-b.md": f"# ADR-6: B\n\n**Status:** Accepted\n\n## Context\n\nText.\n\n## Related\n\n{line}\n"})
    assert any("DC405" in found for found in out) is not partial, out


@pytest.mark.parametrize(("old_status", "told"), [("Superseded by ADR 15", False), ("Accepted", True)])
def test_an_amendment_of_a_record_already_superseded_needs_no_answer(
        old_status: str, told: bool, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    """0disoft/velox (110th held-out set): ADR 0014 "Supersedes: ADR 0013's open replacement-name gate", a part of
    ADR 0013, which ADR 0015 superseded whole. Nobody edits a superseded record to say it was amended; one still in
    force is asked to."""
    def adr(number: int, status: str, more: str = "") -> str:
        return f"# ADR {number:04d}: R{number}\n\n- Status: {status}\n{more}\n## Context\n\nText.\n"

    out = check(tmp_path, monkeypatch, capsys, {
        "0013-gate.md": adr(13, old_status), "0015-name.md": adr(15, "Accepted", "- Supersedes: ADR 0013\n"),
        "0014-identity.md": adr(14, "Accepted", "- Supersedes: ADR 0013's open replacement-name gate\n")},
        select="DC404")
    assert [line.split(": ")[0] for line in out] == (["0014-identity.md:4:1"] if told else []), out


def cipherocto_rfc(number: int, category: str, status: str = "Draft", more: str = "") -> str:
    return (f"# RFC-{number:04d} ({category}): Change {number}\n\n## Status\n\n{status}\n\n## Summary\n\n"
            f"S {number}.\n\n## Motivation\n\nM {number}.\n{more}")


CIPHEROCTO_TEMPLATE = ("# RFC-XXXX (Category): Title\n\n## Status\n\nDraft | Accepted | Final\n\n## Summary\n\n"
                       "One paragraph.\n\n## Motivation\n\nWhy.\n")


def test_a_series_kept_in_stage_and_category_folders_numbers_its_records_across_them(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """CipherOcto's RFCs (114th held-out set): `rfcs/<stage>/<category>/NNNN-x.md`, numbered by category (0100s
    numeric, 0900s economics) as their titles say ("# RFC-0900 (Economics): ..."): sparse, yet ids. Two RFCs numbered
    0910 in two stage folders clash; "Replaces: RFC-0103" names `rfcs/archived/0103-x.md`, which is there."""
    files = {"rfcs/TEMPLATE.md": CIPHEROCTO_TEMPLATE,
             "rfcs/archived/0103-vector-storage.md": cipherocto_rfc(103, "Storage", "Archived")}
    for number, folder in ((900, "draft/economics"), (901, "draft/economics"), (906, "draft/economics"),
                           (910, "draft/economics"), (910, "planned/economics"), (902, "accepted/economics"),
                           (908, "accepted/economics"), (106, "draft/numeric"), (108, "draft/numeric"),
                           (116, "planned/numeric"), (410, "draft/agents"), (412, "draft/agents")):
        name = f"rfcs/{folder}/{number:04d}-{folder.replace('/', '-')}.md"
        files[name] = cipherocto_rfc(number, folder.split("/")[1].title())
    files["rfcs/draft/storage/0200-vector-storage-v2.md"] = cipherocto_rfc(200, "Storage",
                                                                          more="\n**Replaces:** RFC-0103\n")
    out = check(tmp_path, monkeypatch, capsys, files, select="DC401,DC403")
    assert sorted(line.split(": ")[0] + " " + line.split(": ")[1] for line in out) == [
        "rfcs/draft/economics/0910-draft-economics.md:1:1 DC401 duplicate-number",
        "rfcs/planned/economics/0910-planned-economics.md:1:1 DC401 duplicate-number"], out


def test_folders_that_each_number_from_one_and_a_record_kept_twice_in_its_folder_clash_with_nothing(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """Open Data Hub numbers each component's ADRs from 1 (`automl/ODH-ADR-0001-...`, `autorag/ODH-ADR-0001-...`);
    Cardano keeps a CIP as `CIP-0027/README.md` and `CIP-0027/CIP-0027.md`, one record. Neither is a number taken
    twice, though their titles number their records."""
    files = {"rfcs/TEMPLATE.md": CIPHEROCTO_TEMPLATE}
    for component in ("automl", "autorag", "registry"):
        for number in (1, 2, 3, 4):
            files[f"rfcs/{component}/{number:04d}-{component}-{number}.md"] = cipherocto_rfc(number, component.title())
    files["rfcs/registry/0027/README.md"] = cipherocto_rfc(27, "Registry")
    files["rfcs/registry/0027/0027.md"] = cipherocto_rfc(27, "Registry")
    assert check(tmp_path, monkeypatch, capsys, files, select="DC401") == []


def test_a_kind_s_template_in_a_folder_of_templates_governs_that_kind_s_folder_alone(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """FHIR-IQ/Plumly (115th held-out set): `docs/templates/adr-template.md` (MADR's) is the template of
    `docs/adr/`, not of the specs in `docs/specs/` (one of them "Planning"); the templates folder's README lists the
    templates and is none; CONTRIBUTING.md's fenced `### Pull Request Template` is a pull request's. Of the three ADRs,
    the one without its Decision forgot it, though it has a topic "### In-Memory Storage Decision" under its
    Rationale."""
    madr = ("# [short title]\n\n* Status: [proposed | accepted | rejected | superseded | deprecated]\n\n"
            "## Context and Problem Statement\n\n[Describe the context.]\n\n## Considered Options\n\n* [option 1]\n\n"
            "## Decision Outcome\n\nChosen option: \"[option 1]\".\n")
    files = {"docs/templates/adr-template.md": madr,
             "docs/templates/README.md": "# Templates\n\n## Available Templates\n\n- ADR\n\n## Using Templates\n\n"
                                         "Copy one.\n\n## Template Guidelines\n\nKeep it short.\n",
             "CONTRIBUTING.md": "# Contributing\n\n### Pull Request Template\n\n```markdown\n## Description\n\n"
                                "What.\n\n## Type of Change\n\n- [ ] Bug fix\n\n## Testing\n\nHow.\n```\n"}
    for n in (1, 2, 3):
        decision = "## Decision Outcome\n\nChosen.\n\n" if n != 2 else ""
        files[f"docs/adr/00{n}-choice-{n}.md"] = (
            f"# ADR-00{n}: Choice {n}\n\n**Status:** Accepted\n\n## Context and Problem Statement\n\nC {n}.\n\n"
            f"## Considered Options\n\nO {n}.\n\n{decision}## Rationale\n\nR.\n\n"
            "### In-Memory Storage Decision\n\nX.\n")
    for n in (1, 2, 3, 4, 5):
        files[f"docs/specs/00{n}-spec-{n}.md"] = (f"# Spec {n}\n\n**Status:** {'Planning' if n == 5 else 'Draft'}\n\n"
                                                  f"## Overview\n\nO {n}.\n\n## Requirements\n\nR {n}.\n")
    out = check(tmp_path, monkeypatch, capsys, files, select="DC101,DC203")
    assert [line.split(" (")[0] for line in out] == [
        "docs/adr/002-choice-2.md:1:1: DC101 missing-section: adr has no 'Decision' section"], out


def test_a_document_numbered_with_a_part_after_a_dot_is_a_part_of_that_record(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """DataRun-ye/data-run-api (116th held-out set): `Doc-1-The-Adapter-Focus-Area.md` and
    `Doc-1.1-The-Adapter-Area-source-event-examples-mappings.md`, its section 1.1: not two documents numbered 1.
    Two `Doc-2-...` are."""
    files = {f"system-docs/Doc-{n}-Area-{n}.md": f"# Doc {n}\n\n## Context\n\nC.\n" for n in (1, 2, 3)}
    files["system-docs/Doc-1.1-Area-examples.md"] = "# Doc 1.1\n\n## Examples\n\nE.\n"
    files["system-docs/Doc-2-Area-again.md"] = "# Doc 2 again\n\n## Context\n\nC.\n"
    out = check(tmp_path, monkeypatch, capsys, files, select="DC401")
    assert sorted(line.split(":")[0] for line in out) == ["system-docs/Doc-2-Area-2.md",
                                                         "system-docs/Doc-2-Area-again.md"], out


def test_a_release_s_notes_template_is_no_template_of_the_repository_s_records(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """EffortlessMetrics/perl-lsp (117th held-out set): `.github/release_template.md` (a release's notes: Overview,
    Installation, Bug Fixes, ...) was made the template of every numbered document in the repository, whose
    sections it does not have: an ADR without its Decision went unreported."""
    files = {".github/release_template.md": "# Release vX.Y.Z\n\n## Overview\n\nWhat.\n\n## Installation\n\nHow.\n\n"
                                            "## Bug Fixes\n\n- Fix.\n\n## Contributors\n\n- @a\n"}
    for n in (1, 2, 3, 4):
        decision = "" if n == 2 else f"## Decision\n\nWe do {n}.\n\n"
        files[f"docs/adr/000{n}-choice-{n}.md"] = (f"# {n}. Choice {n}\n\n**Status**: Accepted\n\n## Context\n\n"
                                                  f"C {n}.\n\n{decision}## Consequences\n\nS {n}.\n")
    out = check(tmp_path, monkeypatch, capsys, files, select="DC101")
    assert [line.split(" (")[0] for line in out] == [
        "docs/adr/0002-choice-2.md:1:1: DC101 missing-section: adr has no 'Decision' section"], out


def test_a_path_with_a_note_on_what_of_it_names_that_document_and_amends_it(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """Codeseys-Labs/chimera (119th held-out set): `supersedes:` lists `docs/research/x.md (single-table design)`,
    the data model of a wider review: the document is there (no DC403), and it is a part of it that is replaced (no
    DC405 on the review, still Implemented)."""
    files = {"docs/research/review.md": "---\nstatus: implemented\n---\n\n# Review\n\n## Data model\n\nOne table.\n",
             "docs/architecture/data-model.md": "---\nstatus: canonical\nsupersedes:\n  - docs/research/review.md "
                                                "(single-table design)\n---\n\n# Data model\n\n## Tables\n\nSix.\n"}
    out = check(tmp_path, monkeypatch, capsys, files, select="DC403,DC405")
    assert out == [], out


@pytest.mark.parametrize(("heading", "reported"), [
    ("### 4. State should be DB-backed", []),
    ("## State", [("docs/adr/0004-mint.md:3", "DC405")])])
def test_a_part_of_a_record_superseded_is_an_amendment(
        heading: str, reported: list[tuple[str, str]], tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    """agent_ecology2's ADR-0004 (hundred-and-twenty-sixth held-out set) holds four numbered decisions; under the
    fourth, "This decision was superseded by ADR-0006": that part is, the other three stand, in force. The same
    note under one of the record's own sections is of the whole record: superseded, and still accepted."""
    def adr(n: int, body: str) -> str:
        return (f"# ADR-000{n}: Decision {n}\n\n**Status:** Accepted\n**Date:** 2026-01-1{n}\n\n## Context\n\nWhy."
                f"\n\n## Decision\n\n{body}\n\n## Consequences\n\nThen.\n")
    part = f"### 1. Rename\n\nDone.\n\n{heading}\n\n> **Note:** This decision was superseded by ADR-0006.\n"
    files = {"docs/adr/0004-mint.md": adr(4, part), "docs/adr/0005-other.md": adr(5, "Other."),
             "docs/adr/0006-minimal.md": adr(6, "Stay in memory.")}
    out = check(tmp_path, monkeypatch, capsys, files, select="DC405")
    assert [(":".join(line.split(":")[:2]), line.split(": ")[1].split()[0]) for line in out] == reported, out


@pytest.mark.parametrize(("first", "third", "reported"), [
    ("accepted (amended 2026-05-17 and 2026-06-01 by [ADR-003](adr-003-c.md))",
     "This ADR supersedes only the transport realization in ADR-002.", []),
    # nami's ADR-0019 (hundred-and-fifty-seventh held-out set): "This supersedes the earlier \"wait for 8.0\" stance
    # recorded in ADR-0014 for back-channel logout": one stance of ADR-0014's, which stays in force
    ("accepted (amended 2026-05-17 and 2026-06-01 by [ADR-003](adr-003-c.md))",
     'This supersedes the earlier "wait for 8.0" stance recorded in ADR-002 for logout.', []),
    ("accepted", "This ADR supersedes ADR-001 and ADR-002.", ["docs/adrs/adr-001-a.md", "docs/adrs/adr-002-b.md"]),
    ("accepted", "This ADR supersedes the earlier approach in ADR-002.",
     ["docs/adrs/adr-001-a.md", "docs/adrs/adr-002-b.md"])])
def test_a_record_amended_in_part_stays_in_force(
        first: str, third: str, reported: list[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    """aptl's ADRs (hundred-and-twenty-eighth held-out set): ADR-027's status says it is "amended 2026-05-17 by
    [ADR-033]", and a section below that its SIEM-transport portion "is **superseded by ADR-033**"; ADR-043
    "supersedes only the Suricata concrete realization in ADR-028". Both stay in force, amended (three false, and
    eleven citations of them in the code called replaced). Superseded whole, they are reported."""
    def adr(n: int, status: str, body: str) -> str:
        return (f"# ADR-00{n}: Decision {n}\n\n## Status\n\n{status}\n\n## Context\n\nWhy.\n\n## Decision\n\n{body}\n\n"
                f"## Consequences\n\nThen.\n")
    files = {"docs/adrs/adr-001-a.md": adr(1, first, "The transport portion of this ADR is\n**superseded by "
                                                     "ADR-003** under a new principle."),
             "docs/adrs/adr-002-b.md": adr(2, "accepted", "What."),
             "docs/adrs/adr-003-c.md": adr(3, "accepted", third)}
    out = check(tmp_path, monkeypatch, capsys, files, select="DC405")
    assert [line.split(":")[0] for line in out] == reported, out


@pytest.mark.parametrize(("field", "reported"), [
    ("**RFC:** 0004 - Webhooks\n", []),
    *((field, [("docs/rfcs/0004-implementation-plan.md", "DC401"), ("docs/rfcs/0004-implementation-plan.md", "DC203"),
               ("docs/rfcs/0004-webhooks.md", "DC401")]) for field in ("", "**RFC:** 0004\n"))])
def test_a_plan_headed_with_its_rfcs_number_is_a_part_of_that_rfc(
        field: str, reported: list[tuple[str, str]], tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    """rule-engine-postgres's `0007-implementation-plan.md` (hundred-and-twenty-eighth held-out set) is titled "NATS
    Integration - Implementation Plan & Checklist" and headed `**RFC:** 0007 - NATS Message Queue Integration`,
    beside `0007-nats-message-queue-integration.md` ("# RFC-0007: ..."): a part of RFC 7, neither a second RFC 7
    nor an RFC whose status ('Planning') the template does not offer. Without the field it is one, and with a bare
    number there (a Rust-style RFC's own `- RFC: 00035`, Uyuni's) too."""
    def rfc(n: int, name: str) -> str:
        return (f"# RFC-000{n}: {name}\n\n- **Status:** Draft\n- **Created:** 2025-12-0{n}\n\n## Summary\n\nWhat.\n\n"
                f"## Motivation\n\nWhy.\n\n## Detailed Design\n\nHow.\n")
    files = {"docs/rfcs/0000-template.md": "# RFC-0000: Title\n\n- **Status:** Draft | Accepted | Implemented | "
                                           "Rejected\n- **Created:** YYYY-MM-DD\n\n## Summary\n\n## Motivation\n\n"
                                           "## Detailed Design\n",
             **{f"docs/rfcs/000{n}-{name.lower()}.md": rfc(n, name)
                for n, name in enumerate(["Repository", "Statistics", "Testing", "Webhooks"], 1)},
             "docs/rfcs/0004-implementation-plan.md": f"# Webhooks - Implementation Plan & Checklist\n\n{field}"
                                                      "**Created:** 2025-12-24\n**Status:** Planning\n\n## Overview\n\n"
                                                      "Steps.\n\n## Checklist\n\n- [ ] One.\n"}
    out = check(tmp_path, monkeypatch, capsys, files, select="DC401,DC203")
    assert sorted((line.split(":")[0], line.split(": ")[1].split()[0]) for line in out) == sorted(reported), out


def test_a_shell_block_of_commented_commands_is_no_template(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """titania-os's README (hundred-and-twenty-ninth held-out set) is a quickstart: one unlabelled fenced block of
    shell, "# Update the git repos" over `git submodule init`, five such comments. Read as the records' template,
    it made every section optional, and an ADR without Consequences went unreported."""
    readme = ("# Quickstart\n\n```\n# Update the git repos\ngit submodule init\n\n# Set up the build environment\n"
              "source oe-init-build-env\n\n# Add the layers\nbitbake-layers add-layer ../meta-oe\n\n"
              "# Compile the thing\nbitbake image\n```\n")

    def adr(n: int, tail: str) -> str:
        return (f"# {n}. Decision {n}\n\nDate: 2017-09-1{n}\n\n## Status\n\nAccepted\n\n## Context\n\nWhy.\n\n"
                f"## Decision\n\nWhat.\n{tail}")
    files = {"README.md": readme, **{f"doc/adr/000{n}-d{n}.md": adr(n, "" if n == 3 else "\n## Consequences\n\nThen.\n")
                                     for n in range(1, 6)}}
    out = check(tmp_path, monkeypatch, capsys, files, select="DC101")
    assert [line.split(":")[0] for line in out] == ["doc/adr/0003-d3.md"], out


@pytest.mark.parametrize(("supersedes", "reported"), [("ADR-0001 code examples (prose intent preserved)", []),
                                                      ("ADR-0001", ["docs/adr/0001-created-by.md"]),
                                                      ("ADR-0001 Created By", ["docs/adr/0001-created-by.md"])])
def test_a_supersedes_field_naming_what_of_a_record_is_an_amendment(
        supersedes: str, reported: list[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    """agent_ecology2's ADR-0028 (hundred-and-twenty-sixth held-out set): `**Supersedes:** ADR-0016 code examples
    (prose intent preserved)`, an id and then what of it in small letters: ADR-0016 stays in force, amended. The id
    alone, or with its title, is the whole record."""
    def adr(n: int, name: str, extra: str = "") -> str:
        return (f"# ADR-000{n}: {name}\n\n**Status:** Accepted\n**Date:** 2026-01-1{n}\n{extra}\n## Context\n\nWhy.\n\n"
                f"## Decision\n\nWhat.\n\n## Consequences\n\nThen.\n")
    files = {"docs/adr/0001-created-by.md": adr(1, "Created By"), "docs/adr/0002-other.md": adr(2, "Other"),
             "docs/adr/0003-informational.md": adr(3, "Informational", f"**Supersedes:** {supersedes}\n")}
    out = check(tmp_path, monkeypatch, capsys, files, select="DC405")
    assert [line.split(":")[0] for line in out] == reported, out


@pytest.mark.parametrize(("grouped", "reported"), [(True, 0), (False, 2)])
def test_a_number_given_to_many_documents_groups_them(
        grouped: bool, reported: int, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    """entirecontext's release evidence (hundred-and-thirtieth held-out set): `T1-success.md`, `T1-rollback.md`, ...
    six cases of test T1 and six of T2, the number the test's: twelve false duplicate numbers. A folder of ten
    records numbered one each, two of which share a number, is still reported."""
    names = ["success", "rollback", "rerun", "headless", "cancellation", "forced-failure"]
    pairs = [(n, name) for n in (1, 2) for name in names] if grouped else [(n, f"case-{n}") for n in range(1, 11)]
    pairs += [] if grouped else [(3, "again")]
    files = {f"evidence/U1/T{n}-{name}.md": f"# T{n}-{name} — candidate claim\n\n- Plan: row T{n}\n\n## Result\n\n"
                                            "Pass.\n" for n, name in pairs}
    out = check(tmp_path, monkeypatch, capsys, files, select="DC401")
    assert len(out) == reported, out


def test_front_matter_fields_wrapped_in_one_mapping_are_read(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """larakube's ADRs (hundred-and-thirtieth held-out set) wrap their front matter in `adr:` (number, status, date,
    superseded_by): ADR-0004 says `superseded_by: ADR-0005`, which was read as saying nothing (a false one-way
    supersession), and a slip in a wrapped status went unseen."""
    def adr(n: int, fields: str, body: str = "What.") -> str:
        return (f"---\nadr:\n  number: {n}\n{fields}  date: 2026-03-2{n}\n---\n\n# Decision {n}\n\n## Context\n\n"
                f"Why.\n\n## Decision\n\n{body}\n\n## Consequences\n\nThen.\n")
    files = {"docs/adr/0001-a.md": adr(1, "  status: superseded\n  superseded_by: ADR-0002\n"),
             "docs/adr/0002-b.md": adr(2, "  status: accepted\n", "This supersedes ADR-0001."),
             "docs/adr/0003-c.md": adr(3, "  status: acepted\n"), "docs/adr/0004-d.md": adr(4, "  status: accepted\n")}
    out = check(tmp_path, monkeypatch, capsys, files, select="DC404,DC203")
    assert [(line.split(":")[0], line.split(": ")[1].split()[0]) for line in out] == [
        ("docs/adr/0003-c.md", "DC203")], out


@pytest.mark.parametrize(("title", "reported"), [("RFC-0002 Implementation Plan: Data Plane", 0),
                                                 ("RFC-0002 pre-phase-4 perf runbook — results", 0),
                                                 ("RFC-0002: Another Data Plane", 2)])
def test_a_title_naming_its_rfc_and_then_a_part_is_a_companion(
        title: str, reported: int, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    """fission's RFCs (hundred-and-thirty-first held-out set): beside `0002-endpointslice-native-data-plane.md`
    ("# RFC-0002: EndpointSlice-Native Data Plane") its plan and its runbook's results, titled "RFC-0002
    Implementation Plan: ..." and "RFC-0002 pre-phase-4 perf runbook — results": parts of RFC 2 (three false
    duplicate numbers). A second title giving the id as its own is a second RFC 2."""
    def rfc(n: int, name: str) -> str:
        return f"# RFC-{n:04}: {name}\n\n- Status: Draft\n\n## Summary\n\nWhat.\n\n## Design\n\nHow.\n"
    files = {**{f"docs/rfc/{n:04}-{name.lower()}.md": rfc(n, name) for n, name in enumerate(
        ["Packages", "Plane", "Crds", "Reconciler", "Noise", "Routes", "Streams", "Tools", "Builds", "Logs"], 1)},
             "docs/rfc/0002-implementation-plan.md": f"# {title}\n\nCompanion to RFC-0002.\n\n## Phases\n\nOne.\n"}
    out = check(tmp_path, monkeypatch, capsys, files, select="DC401")
    assert len(out) == reported, out


def test_an_amendment_kept_in_its_records_folder_is_a_part_of_it(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """ECommerceApp's ADRs (277th held-out set), a folder per record: `docs/adr/0028/amendments/0028-001-x.md`,
    "# ADR-0028 Amendment 1: Implementation Deviations", is a part of ADR 28, written to its own outline (14 false
    missing sections). A record of its own number elsewhere, with no record of that number above it, is still
    held to an ADR's sections."""
    def adr(n: int) -> str:
        return (f"# ADR-{n:04}: Choice {n}\n\n## Status\n\nAccepted\n\n## Context\n\nWhy.\n\n"
                f"## Decision\n\nThis.\n\n## Consequences\n\nSome.\n")
    amendment = "# ADR-{n} Amendment 1: Deviations\n\n## Date\n\n2026-05-01\n\n## Summary\n\nWe deviated.\n"
    files = {**{f"docs/adr/{n:04}/{n:04}-choice-{n}.md": adr(n) for n in range(1, 6)},
             "docs/adr/0003/amendments/0003-001-deviations.md": amendment.format(n="0003"),
             "docs/adr/0009/amendments/0009-001-deviations.md": amendment.format(n="0009")}
    out = check(tmp_path, monkeypatch, capsys, files, select="DC101")
    assert {line.split(":")[0] for line in out} == {"docs/adr/0009/amendments/0009-001-deviations.md"}, out


def test_a_fields_values_nested_under_it_are_read(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """prometheus-operator's proposals (hundred-and-thirty-first held-out set) write `* **Status:**` over a nested
    `  * `Implemented``, and their owners so: the status went unread, and a slip in it (injected) unseen."""
    def proposal(n: int, status: str) -> str:
        return (f"# Proposal {n}\n\n* **Owners:**\n  * `alice`\n  * `bob`\n* **Status:**\n  * `{status}`\n"
                f"* **Related Tickets:**\n  * #1{n}\n\n## Why\n\nBecause.\n\n## Goals\n\nSome.\n\n## How\n\nSo.\n")
    files = {"proposals/template.md": proposal(0, "Accepted").replace("# Proposal 0", "# Your Proposal Title"),
             **{f"proposals/20230{n}-p{n}.md": proposal(n, "Implmented" if n == 3 else "Implemented")
                for n in range(1, 7)}}
    out = check(tmp_path, monkeypatch, capsys, files, select="DC203")
    assert [line.split(":")[0] for line in out] == ["proposals/202303-p3.md"], out


@pytest.mark.parametrize(("odd", "reported"), [("미착수", []), ("implmented", ["docs/plans/2026-08-19-003-c-plan.md"])])
def test_a_status_in_the_authors_own_letters_is_no_slip(
        odd: str, reported: list[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    """entirecontext's plans (hundred-and-thirtieth held-out set): `status: 미착수` ("not started", in Korean) beside
    plans `approved` and `implemented`: the author's language, no slip of the family's words. A slip of them is."""
    def plan(n: int, status: str) -> str:
        return (f"---\ntitle: Plan {n}\ntype: fix\nstatus: {status}\ndate: 2026-08-1{n % 10}\n---\n\n# Plan {n}\n\n"
                "## Steps\n\nDo.\n")
    files = {f"docs/plans/2026-08-19-00{n}-{c}-plan.md": plan(n, odd if n == 3 else ("approved", "implemented")[n % 2])
             for n, c in enumerate("abcdefghijkl", 1)}
    out = check(tmp_path, monkeypatch, capsys, files, select="DC203")
    assert [line.split(":")[0] for line in out] == reported, out


def test_fields_between_middle_dots_and_a_part_named_of_a_record_are_read(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """prumo's ADRs (hundred-and-thirty-second held-out set) quote their header: `> **Status:** Accepted · Date: ... ·
    Deciders: ...` over `> **Supersedes:** the QA carve-outs of 0015 · **Superseded by:** N/A`. Read as one field
    ("0010 ·"), no relation resolved: ADR-0014's "Supersedes: 0010" was unseen (a false one-way supersession), and
    0015's "Superseded by: 0018" (the QA carve-outs only) made it superseded, though 0018 says it replaced a part."""
    def adr(n: int, status: str, supersedes: str, by: str) -> str:
        return (f"---\nstatus: {status}\n---\n\n# Decision {n}\n\n> **Status:** {status.title()} · "
                f"Date: 2026-06-2{n} · Deciders: @me\n> **Supersedes:** {supersedes} · **Superseded by:** {by}\n\n"
                "## Context and Problem Statement\n\nWhy.\n\n## Decision Outcome\n\nWhat.\n")
    files = {"docs/adr/0001-a.md": adr(1, "superseded", "N/A", "0002"),
             "docs/adr/0002-b.md": adr(2, "accepted", "0001", "0004"),
             "docs/adr/0003-c.md": adr(3, "accepted", "N/A", "N/A"),
             "docs/adr/0004-d.md": adr(4, "accepted", "the QA carve-outs of 0002", "N/A")}
    out = check(tmp_path, monkeypatch, capsys, files, select="DC404,DC405,DC204")
    assert out == [], out


def test_a_field_after_a_full_width_colon_is_read(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """octopus's ADRs (hundred-and-thirty-second held-out set) are in Chinese, their header `- **状态**：Accepted`
    with a full-width colon: no status was read, and a slip in one (injected) went unseen."""
    def adr(n: int, status: str) -> str:
        return (f"# ADR-00{n} · 决策 {n}\n\n- **状态**：{status}\n- **日期**：2026-04-2{n}\n\n"
                f"## 1. 背景与问题\n\n为什么。\n\n## 2. 决策\n\n什么。\n\n## 3. 后果\n\n然后。\n")
    files = {f"docs/adr/000{n}-d{n}.md": adr(n, "Acceptd" if n == 3 else "Accepted") for n in range(1, 6)}
    out = check(tmp_path, monkeypatch, capsys, files, select="DC203")
    assert [line.split(":")[0] for line in out] == ["docs/adr/0003-d3.md"], out


@pytest.mark.parametrize(("ignore", "kept_out"), [
    ("docs/references/\n", True), ("references/\n", True), ("hermes/\n", True), ("dist/\n", False),
    ("herm/\n", False), ("/docs/references/*\n", True), ("docs/references\n", True), ("docs/refs\n", False),
    ("references/*\n", False)])
def test_links_into_a_folder_gitignore_keeps_out_are_one_finding(
        ignore: str, kept_out: bool, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    """octopus's analysis of another project (hundred-and-thirty-second held-out set) cites its files in a local
    clone, `docs/references/hermes-agent-main/`, which .gitignore keeps out: 152 broken links of one document. They
    are dead on GitHub all the same, and one finding says so (with the count); a link elsewhere is its own. (Two of
    its files are committed there all the same: the clone's folder is what is missing.) A folder's name alone
    (`references/`, `hermes/`) keeps it out at any depth; a name that is only part of one (`herm/`) does not, and
    the links are one finding as links into any folder that is not there. A folder's content (`/wip/*`, Prisma
    Next's) is the folder, and so is a path written without its closing '/' (`.cursor/rules`); `references/*` is
    anchored at the top, as git reads it (perl-lsp's `src/*`)."""
    analysis = ("# Hermes analysis\n\nAll conclusions cite local files.\n\n- [README](references/hermes/README.md)\n"
                "- [cli](references/hermes/cli.py)\n- [run](references/hermes/run.py)\n\n- [gone](missing.md)\n")
    files = {".gitignore": f"# local\n{ignore}*.log\n", "docs/analysis.md": analysis,
             "docs/references/vendor-matrix.md": "# Vendors\n\nKept in the repository all the same.\n"}
    out = check(tmp_path, monkeypatch, capsys, files, select="DC410")
    assert [":".join(line.split(":")[:2]) for line in out] == ["docs/analysis.md:5", "docs/analysis.md:9"], out
    assert "3 times" in out[0], out
    assert (".gitignore keeps" in out[0]) is kept_out, out


def test_a_document_whose_links_are_all_another_tree_s_is_one_finding(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    # .NET Aspire's release notes (three-hundred-and-third held-out set), kept beside the tool that makes them and
    # linking `../fundamentals/`, `../azure/`, ... of the documentation site they are published to: none of the
    # links reaches a file here, so the document is one finding. One link that does reach a file makes each its own.
    notes = ("# What's new\n\n- [SDK](../fundamentals/sdk.md)\n- [Azure](../azure/overview.md)\n"
             "- [Cosmos](../database/cosmos.md#emulator)\n- [Bus](../messaging/bus.md)\n")
    # (nor do links down into folders gone away, Kata's crates' READMEs: each is its own)
    files = {"tools/notes/data/whats-new-1.md": notes,
             "tools/notes/data/whats-new-2.md": notes + "- [1](whats-new-1.md)\n",
             "src/README.md": "# Crates\n\n- [a](a/README.md)\n- [b](b/README.md)\n- [c](c/README.md)\n"}
    out = check(tmp_path, monkeypatch, capsys, files, select="DC410")
    first = [line for line in out if line.startswith("tools/notes/data/whats-new-1.md")]
    assert len(first) == 1 and "none of this document's 4 links to files is in this repository, nor the folders " \
        "they lead into (../azure/, ../database/, ../fundamentals/ and 1 more)" in first[0], out
    assert len(out) == 8, out


def test_a_link_written_with_backslashes_says_the_file_is_there_with_slashes(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    # finos/waltz's design documents (three-hundred-and-second held-out set): `![](images\\flow.png)` shows in an
    # editor on Windows, not on GitHub; where no file is there with slashes either, no such hint.
    files = {"docs/flows/README.md": "# Flows\n\n![Flow](images\\flow.png)\n\n![Gone](images\\gone.png)\n",
             "docs/flows/images/flow.png": "png"}
    out = check(tmp_path, monkeypatch, capsys, files, select="DC410")
    assert len(out) == 2 and out[0].endswith("no such file; a link's folders are separated by '/', not '\\' "
                                             "(images/flow.png is there)"), out
    assert "separated" not in out[1], out


def test_links_into_a_folder_that_is_not_there_are_one_finding(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """TM Forum's test kit page (hundred-and-forty-eighth held-out set), copied from the project that has its
    feature files, links 25 of them in `features/`, a folder this repository does not have: one finding, with the
    count. Two links into another missing folder, or links to missing files of a folder that is there, are each
    their own; the folder appearing later is read on a warm run."""
    kit = ("# Test kit\n\n- [F1](features/f1.feature)\n- [F2](features/f2.feature)\n- [F3](features/f3.feature)\n"
           "- [F1 again](features/f1.feature)\n\n- [a](steps/a.md)\n- [b](steps/b.md)\n\n- [x](docs/x.md)\n"
           "- [y](docs/y.md)\n- [z](docs/z.md)\n")
    files = {"kit/README.md": kit, "kit/docs/intro.md": "# Intro\n"}
    out = check(tmp_path, monkeypatch, capsys, files, select="DC410")
    assert [line.split(":")[1] for line in out] == ["3", "8", "9", "11", "12", "13"], out
    assert "nor the folder kit/features/ (this document links into it 4 times)" in out[0], out
    main(["check", "--all", "--select", "DC410", "-q", "."])  # the cache written
    assert capsys.readouterr().out.splitlines() == out
    (tmp_path / "kit" / "features").mkdir()
    main(["check", "--all", "--select", "DC410", "-q", "."])
    again = capsys.readouterr().out.splitlines()
    assert [line.split(":")[1] for line in again] == ["3", "4", "5", "6", "8", "9", "11", "12", "13"], again


def test_a_folder_gitignore_comes_to_keep_out_is_read_on_a_warm_run(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """The repository pass replayed from the cache is keyed by the folders .gitignore keeps out: one added since
    makes its links one finding, as a cold run does."""
    (tmp_path / ".doccheck.toml").write_text("")
    (tmp_path / "docs").mkdir()
    (tmp_path / "docs" / "analysis.md").write_text("# Analysis\n\n- [a](references/x/a.md)\n- [b](references/x/b.md)\n")
    monkeypatch.chdir(tmp_path)
    main(["check", "--all", "--select", "DC410", "-q", "."])
    assert len(capsys.readouterr().out.splitlines()) == 2
    (tmp_path / ".gitignore").write_text("docs/references/\n")
    main(["check", "--all", "--select", "DC410", "-q", "."])
    assert len(capsys.readouterr().out.splitlines()) == 1


@pytest.mark.parametrize(("config", "reported"), [("docs/vocs.config.ts", 0), ("docs/notes.ts", 1)])
def test_a_vocs_sites_routes_are_its_pages(
        config: str, reported: int, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    """headrace's docs (hundred-and-thirtieth held-out set) are a Vocs site (`docs/vocs.config.ts`): "[Getting
    started](/getting-started)" is the route of `docs/src/pages/getting-started.mdx`. Without a site's
    configuration the link is a path from the repository's top, and broken."""
    files = {config: "export default { title: 'Headrace' }\n", "docs/src/pages/getting-started.mdx": "# Start\n",
             "docs/src/pages/install.md": "# Install\n\nNext: [Getting started](/getting-started).\n"}
    (tmp_path / ".git").mkdir()
    out = check(tmp_path, monkeypatch, capsys, files, select="DC410")
    assert len(out) == reported, out


@pytest.mark.parametrize(("config", "reported"), [("docs/site/next.config.mjs", 0), ("docs/site/notes.mjs", 2)])
def test_a_next_js_sites_routes_and_public_files_are_its_own(
        config: str, reported: int, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    """Chroma's documentation (two-hundred-and-thirteenth held-out set) is a Next.js application
    (`docs/docs.trychroma.com/next.config.mjs`) serving Markdoc pages at their routes and `public/` at '/':
    `/cli/cli-browse.png` is `public/cli/cli-browse.png`, `/docs/overview/start` a page's route."""
    files = {config: "export default {};\n", "docs/site/public/cli/cli-browse.png": "",
             "docs/site/markdoc/content/docs/overview/start.md": "# Start\n",
             "docs/site/markdoc/content/docs/cli/browse.md":
                 "# Browse\n\n![Browse](/cli/cli-browse.png)\n\nFirst [start](/docs/overview/start).\n"}
    (tmp_path / ".git").mkdir()
    out = check(tmp_path, monkeypatch, capsys, files, select="DC410")
    assert len(out) == reported, out


def test_a_folder_gitignore_lists_but_the_repository_holds_is_checked_as_any(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """igloo-mcp's .gitignore lists docs/architecture/, whose pages are committed all the same (125th set): links to
    pages missing there are broken each, as anywhere."""
    files = {".gitignore": "docs/architecture/\n", "docs/architecture/overview.md": "# Overview\n\nHow.\n",
             "docs/guide.md": "# Guide\n\n- [a](architecture/caching.md)\n- [b](architecture/gone.md)\n"}
    out = check(tmp_path, monkeypatch, capsys, files, select="DC410")
    assert len(out) == 2 and all("gitignore" not in line for line in out), out


def test_a_status_chosen_among_struck_choices_is_read(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """ecmwf/codex's ADRs (hundred-and-thirty-fourth held-out set) keep the template's list of statuses with the
    choices not made struck through. Read as "Superseded by [ADR-XXX]", their README's index (Accepted) was called
    wrong eleven times, and a slip in the choice made (injected) went unseen."""
    def adr(n: int, chosen: str) -> str:
        return (f"# Architectural Decision Record 00{n}: Decision {n}\n\n## Status\n\n<s>Proposed</s> | **{chosen}** | "
                f"<s>Deprecated</s> | <s>Superseded by [ADR-XXX]</s>\n\n## Context\n\nWhy.\n\n## Decision\n\nWhat.\n\n"
                "## Consequences\n\nThen.\n")
    names = {n: f"ADR-00{n}-Decision-{n}.md" for n in range(1, 5)}
    index = "# ADRs\n\n| ADR | Status |\n|---|---|\n" + "".join(f"| [{n}]({name}) | Accepted |\n"
                                                          for n, name in names.items())
    files = {"ADR/README.md": index, **{f"ADR/{name}": adr(n, "Acepted" if n == 3 else "Accepted")
                                         for n, name in names.items()}}
    out = check(tmp_path, monkeypatch, capsys, files, select="DC203,DC417")
    assert [(line.split(":")[0], line.split(": ")[1].split()[0]) for line in out] == [
        ("ADR/ADR-003-Decision-3.md", "DC203")], out


def test_a_record_superseded_in_part_is_listed_so_without_a_finding(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """DeepBlueCLtd/python-party's index lists ADR 0009 as `Superseded (in part)`, and 0009 says "Superseded (in
    part) by [ADR 0011]" (hundred-and-thirty-eighth held-out set): the same words, read alike (amended); a row that
    says it is superseded outright is still told."""
    def adr(n: int, status: str) -> str:
        return (f"# ADR 000{n}: Decision {n}\n\n- **Status**: {status}\n- **Date**: 2026-06-13\n\n## Context\n\n"
                "Why.\n\n## Decision\n\nWhat.\n\n## Consequences\n\nThen.\n")
    files = {"docs/decisions/0001-a.md": adr(1, "Superseded (in part) by [ADR 0003](0003-c.md)"),
             "docs/decisions/0002-b.md": adr(2, "Superseded (in part) by [ADR 0003](0003-c.md)"),
             "docs/decisions/0003-c.md": adr(3, "Accepted"),
             "docs/decisions/index.md": "# Decisions\n\n| ADR | Status |\n|---|---|\n| [0001](0001-a.md) | "
             "Superseded (in part) |\n| [0002](0002-b.md) | Superseded |\n| [0003](0003-c.md) | Accepted |\n"}
    out = check(tmp_path, monkeypatch, capsys, files, select="DC417")
    assert [line.split(": ")[2].split(" as ")[1].split(",")[0] for line in out] == ["'Superseded'"], out


def test_dates_of_a_year_a_month_name_and_a_day_joined_by_dashes_are_read(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """pace-neutrons/Horace's ADRs write `Date: 2019-Nov-04` (hundred-and-thirty-eighth held-out set): a date, not
    one "in no recognised shape"; a day that does not exist is still told."""
    def adr(n: int, date: str) -> str:
        return f"# {n}. Decision {n}\n\nDate: {date}\n\n## Status\n\nAccepted\n\n## Context\n\nWhy.\n"
    files = {"documentation/adr/0001-a.md": adr(1, "2019-Nov-04"), "documentation/adr/0002-b.md": adr(2, "2021-Jan-13"),
             "documentation/adr/0003-c.md": adr(3, "2020-Feb-30")}
    out = check(tmp_path, monkeypatch, capsys, files, select="DC204")
    assert len(out) == 1 and out[0].startswith("documentation/adr/0003-c.md:3:1: DC204"), out
    assert "not a date:" in out[0], out


def test_a_template_opening_on_its_first_section_has_no_title_to_keep(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """Open Collective's RFC template opens on `# Affected projects` beside its other sections, all H1 (hundred-and-
    thirty-ninth held-out set): an RFC opening so keeps the template's first section, not its title. A template
    with a title over its sections still has one a document must not keep."""
    sections = "# Affected projects\n\n<!-- Frontend, API, Invoices, All... -->\n\n# Motivation\n\n" \
               "<!-- What is the motivation behind this change? -->\n\n# Solution\n\n<!-- Describe the solution. -->\n"
    def rfc(n: int, titled: bool) -> str:
        return (f"# RFC {n} - Thing {n}\n\n## Affected projects\n\nAPI\n\n## Motivation\n\nWhy {n}.\n\n## Solution\n\n"
                f"How {n}.\n" if titled else f"# Affected projects\n\nFrontend\n\n# Motivation\n\nWhy {n}.\n\n"
                f"# Solution\n\nHow {n}.\n")
    files = {"rfcs/000-template.md": sections, **{f"rfcs/00{n}-thing.md": rfc(n, n not in (3, 5)) for n in range(1, 9)}}
    assert check(tmp_path, monkeypatch, capsys, files, select="DC301") == []
    (tmp_path / "rfcs/000-template.md").write_text("# RFC NNN - Title\n\n" + sections.replace("# ", "## "))
    (tmp_path / "rfcs/003-thing.md").write_text("# RFC NNN - Title\n\n## Affected projects\n\nAPI\n\n## Motivation\n\n"
                                                "Why.\n\n## Solution\n\nHow.\n")
    out = check(tmp_path, monkeypatch, capsys, files={}, select="DC301")
    assert len(out) == 1 and "the title is the template's own" in out[0], out


@pytest.mark.parametrize("without_drivers", [(), (3, 7)])
def test_a_madr_record_without_its_decision_outcome_keeps_no_decision_in_its_drivers(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str],
        without_drivers: tuple[int, ...]) -> None:
    """EasyPost's MADR records, no template (hundred-and-thirty-ninth held-out set): a record whose Decision
    Outcome was deleted still has its Decision Drivers, which the others keep beside their outcome: no decision. Ten
    of twelve keep the outcome, a section the folder does not require by its own share but the built-in MADR
    definition does. The drivers, kept by ten of twelve in the second case, are no section the folder requires
    either."""
    def madr(n: int, outcome: bool) -> str:
        return (f"---\nstatus: Accepted\ndate: 2023-02-0{n % 9 + 1}\n---\n\n# Use tool {n}\n\n"
                f"## Context and Problem Statement\n\nWhy {n}.\n\n"
                + ("" if n in without_drivers else "## Decision Drivers\n\n- speed\n\n")
                + "## Considered Options\n\n- a\n- b\n" + (f"\n## Decision Outcome\n\nChose a for {n}.\n" if outcome
                                                           else ""))
    files = {f"documentation/decisions/{n:03d}_decision_{n}.md": madr(n, n not in (5, 11)) for n in range(12)}
    out = check(tmp_path, monkeypatch, capsys, files, select="DC101")
    assert [line.split(":")[0] for line in out] == ["documentation/decisions/005_decision_5.md",
                                                    "documentation/decisions/011_decision_11.md"], out
    assert all("'Decision'" in line for line in out), out


@pytest.mark.parametrize("linked", [True, False])
def test_a_status_going_on_over_its_list_item_links_what_carries_it_on(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], linked: bool) -> None:
    """python-party's ADR 0005 (hundred-and-thirty-eighth held-out set): `- **Status**: Superseded (2026-06-14) -
    the schema ... has been adopted` goes on over the item's next lines to "Evolve it via [Change the schema](...)":
    it says what carries it on. Without the link it names no successor."""
    link = "[Change the schema](../how-to/change-the-schema.md)" if linked else "the how-to guide"
    def adr(n: int, status: str) -> str:
        return (f"# ADR 000{n}: Decision {n}\n\n- **Status**: {status}\n- **Date**: 2026-06-13\n\n## Context\n\n"
                "Why.\n\n## Decision\n\nWhat.\n\n## Consequences\n\nThen.\n")
    files = {"docs/how-to/change-the-schema.md": "# Change the schema\n\nHow.\n",
             "docs/decisions/0001-a.md": adr(1, "Accepted"), "docs/decisions/0003-c.md": adr(3, "Accepted"),
             "docs/decisions/0002-b.md": adr(2, "Superseded (2026-06-14) - the schema authored here has been "
                                                "adopted as the\n  authoritative contract; there is no separate real "
                                                f"XSD pending. Evolve it via\n  {link}.")}
    out = check(tmp_path, monkeypatch, capsys, files, select="DC407")
    assert len(out) == (0 if linked else 1), out


def test_a_status_section_saying_superseded_below_its_status_is_superseded(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """provisioning-backend's ADR 6 (hundred-and-forty-first held-out set): `## Status`, `Accepted`, a blank line,
    `Superseded by [10. Simplify job queue](010-simplify-jobqueue.md)`, a misspelt file. The record says it is
    superseded (no DC405), and its broken successor link is one finding (DC403), not a second DC410."""
    def adr(n: int, status: str) -> str:
        return f"# {n}. Decision {n}\n\n## Status\n\n{status}\n\n## Context\n\nWhy.\n\n## Decision\n\nWhat.\n"
    files = {"docs/adr/006-tasking-queue.md": adr(6, "Accepted\n\nSuperseded by [10. Simplify job queue]"
                                                    "(010-simplify-jobqueue.md)"),
             "docs/adr/010-simplify-jobque.md": adr(10, "Accepted\n\nSupersedes [6. Tasking queue]"
                                                       "(006-tasking-queue.md)"),
             **{f"docs/adr/00{n}-x{n}.md": adr(n, "Accepted") for n in (1, 2, 3)}}
    out = check(tmp_path, monkeypatch, capsys, files)
    assert [line.split(": ")[1].split()[0] for line in out] == ["DC403"], out
    assert out[0].startswith("docs/adr/006-tasking-queue.md:"), out


@pytest.mark.parametrize(("page", "reported"), [("migrating-to-1.x", 0), ("migrating-to-2.x", 1)])
def test_a_docusaurus_site_one_folder_down_serves_a_page_named_for_a_version(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], page: str,
        reported: int) -> None:
    """Act's site (hundred-and-forty-first held-out set): `docs/docusaurus.config.ts` over its pages in docs/docs/,
    where `../guides/migrating-to-1.x` is the route of guides/migrating-to-1.x.md (a version, not a file suffix). A
    route no page has is still broken."""
    files = {"docs/docusaurus.config.ts": "export default {title: 'Act'};\n",
             "docs/docs/guides/migrating-to-1.x.md": "# Migrating to 1.x\n\nHow.\n",
             "docs/docs/concepts/real-time.md": f"# Real time\n\nSee [the migration guide](../guides/{page}).\n"}
    (tmp_path / ".git").mkdir()
    out = check(tmp_path, monkeypatch, capsys, files, select="DC410")
    assert len(out) == reported, out


@pytest.mark.parametrize(("prompt", "reported"), [("Anything unresolved? Delete if none.", 0),
                                                   ("Anything unresolved reviewers should weigh in on.", 1)])
def test_a_template_section_to_delete_if_none_is_optional(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], prompt: str,
        reported: int) -> None:
    """Act's RFC template (hundred-and-forty-first held-out set): `## Open questions`, "Anything unresolved you want
    reviewers to weigh in on. Delete if none.": an RFC without it has none, no missing section."""
    template = ("# RFC NNNN: <short title>\n\n- **Status:** draft\n\n## Motivation\n\nWhat problem does this solve?\n\n"
                f"## Alternatives considered\n\nThe designs you rejected.\n\n## Open questions\n\n{prompt}\n")
    def rfc(n: int) -> str:
        return (f"# RFC {n:04d}: Thing {n}\n\n- **Status:** accepted\n\n## Motivation\n\nWhy {n}.\n\n"
                f"## Alternatives considered\n\nNone {n}.\n" + ("" if n == 7 else f"\n## Open questions\n\nQ {n}.\n"))
    files = {"rfcs/0000-template.md": template, **{f"rfcs/{n:04d}-thing.md": rfc(n) for n in range(1, 13)}}
    out = check(tmp_path, monkeypatch, capsys, files, select="DC101")
    assert len(out) == reported, out


def test_a_bold_line_giving_a_format_in_code_is_no_template_text(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """Act's book (hundred-and-forty-first held-out set): "**The default: `{state[:4]}-{action[:4]}-{4 ms}{4
    random}`.**" gives an id's format in code; braces in code are the format's, not a template's blanks."""
    files = {"book/act-404-correlator.md": "# Correlation ids\n\nWhy.\n\n---\n\n**The default: "
                                           "`{state[:4]}-{action[:4]}-{4 ms}{4 random}`.**\n\n`coun-incr-lwxk9p3a`\n"}
    assert check(tmp_path, monkeypatch, capsys, files, select="DC301") == []


def test_the_first_record_adr_tools_writes_keeps_its_words(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """adr-j's ADR 1, "Record architecture decisions" (hundred-and-forty-second held-out set), in the words adr-tools
    writes that record with in every repository, and which the tool's example template (`nygard.md`) writes too: no
    template text left in. A later record keeping the template's text is still told."""
    template = ("# {{id}}. {{name}}\n\nDate: {{date}}\n\n## Status\n\n{{status}}\n\n## Context\n\n"
                "Record the architectural decisions made on this project.\n\n## Decision\n\nWe will use Architecture "
                "Decision Records, as described by Michael Nygard.\n\n## Consequences\n\n"
                "See Michael Nygard's article.\n")
    def adr(n: int, title: str, context: str) -> str:
        return (f"# {n}. {title}\n\nDate: 2017-07-21\n\n## Status\n\nAccepted\n\n## Context\n\n{context}\n\n"
                f"## Decision\n\nWe do {n}.\n\n## Consequences\n\nThen {n}.\n")
    files = {"doc/example_templates/nygard.md": template,
             "doc/adr/0001-record-architecture-decisions.md": adr(
                 1, "Record architecture decisions", "Record the architectural decisions made on this project."),
             "doc/adr/0005-use-java.md": adr(5, "Use Java", "Record the architectural decisions made on this project."),
             **{f"doc/adr/{n:04d}-thing-{n}.md": adr(n, f"Thing {n}", f"Why {n}.") for n in range(2, 14) if n != 5}}
    out = check(tmp_path, monkeypatch, capsys, files, select="DC301")
    assert [line.split(":")[0] for line in out] == ["doc/adr/0005-use-java.md"], out


def test_a_build_s_test_resources_are_fixtures(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """adr-j's `src/test/resources/` (hundred-and-forty-second held-out set): records and templates its tests read
    and compare against, a dead link in an expected output among them; fixtures, as `testdata/` is, not documents
    held to the rules."""
    files = {"src/test/resources/test_link/markdown/0001-first-link-target-expected.md":
             "# 1. First\n\n## Status\n\nAccepted\n\nLinks to [ADR 1](0001-test-target.md)\n",
             "src/test/resources/metadata_test_template.md":
             "# ADR {{id}} - {{name}}\n\n## Context\n\nOne two three.\n",
             "src/test/resources/template_link.md": "# ADR {{id}} - {{name}}\n\n## Context\n\nOne two three.\n",
             "doc/usage.md": "# Usage\n\nSee [the manual](man.md).\n"}
    out = check(tmp_path, monkeypatch, capsys, files, select="DC3,DC4")
    assert [line.split(":")[0] for line in out] == ["doc/usage.md"], out


def test_definitions_are_a_template_s_terminology_in_other_words(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """The Nuts RFCs' template has `## 2. Terminology`; RFC023 writes `## 2. Definitions` (hundred-and-forty-second
    held-out set): the same section in other words, not one missing."""
    template = ("# RFCNNN Title\n\n## Abstract\n\nWhat.\n\n## 1. Introduction\n\nIntro.\n\n## 2. Terminology\n\n"
                "Terms.\n\n## 3. Specification\n\nSpec.\n")
    def rfc(n: int, terms: str) -> str:
        return (f"# RFC{n:03d} Thing {n}\n\n## Abstract\n\nWhat {n}.\n\n## 1. Introduction\n\nIntro {n}.\n\n"
                f"## 2. {terms}\n\nTerms {n}.\n\n## 3. Specification\n\nSpec {n}.\n")
    files = {"templates/default-rfc-layout.md": template,
             **{f"rfc/rfc{n:03d}-thing.md": rfc(n, "Definitions" if n == 23 else "Terminology")
                for n in (1, 2, 3, 4, 5, 6, 8, 9, 11, 12, 23)}}
    assert check(tmp_path, monkeypatch, capsys, files, select="DC101") == []


def _harbor_adr(n: int, title: str, status: str) -> str:
    return (f"# {n}. {title}\n\n## Status\n\n{status}\n\n## Context\n\nWhy {n}.\n\n## Decision\n\nWhat {n}.\n\n"
            f"## Consequences\n\nThen {n}.\n")


def test_a_part_superseded_in_a_sentence_of_the_status_is_an_amendment(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """harbor-workload-identity-bridge's ADRs (hundred-and-forty-fourth held-out set): ADR 9 "Accepted. **The
    robot-naming scheme (§2) and the hyphen-prefix ownership\\ncaveat (§3) are superseded by [ADR-0018](...)**", ADR 18
    "Accepted (supersedes the naming scheme and the hyphen-prefix operator\\ncaveat of [ADR-0009](...) §2–§3)": a part
    of ADR 9, amended, said on both sides; and ADR 13's status "Renders [ADR-0007](...) inert" says back, in its own
    words, what ADR 7 says ("Superseded by [ADR-0013](...)")."""
    files = {
        "docs/adr/0009-multi-cluster-topology.md": _harbor_adr(9, "Multi-cluster topology", (
            "Accepted. **The robot-naming scheme (§2) and the hyphen-prefix ownership\ncaveat (§3) are superseded by "
            "[ADR-0018](0018-dot-delimited-naming.md)**, which\nswitches the field delimiter.")),
        "docs/adr/0018-dot-delimited-naming.md": _harbor_adr(18, "Dot-delimited naming", (
            "Accepted (supersedes the naming scheme and the hyphen-prefix operator\ncaveat of "
            "[ADR-0009](0009-multi-cluster-topology.md) §2–§3)")),
        "docs/adr/0007-cache-invalidation.md": _harbor_adr(7, "Cache invalidation", (
            "**Superseded by [ADR-0013](0013-return-robot-credentials.md).** ADR-0013 removed the cache.")),
        "docs/adr/0013-return-robot-credentials.md": _harbor_adr(13, "Return robot credentials", (
            "Accepted. Renders [ADR-0007](0007-cache-invalidation.md) inert in v0.1 (no cache to invalidate).")),
        **{f"docs/adr/000{n}-x{n}.md": _harbor_adr(n, f"Thing {n}", "Accepted") for n in (1, 2, 3)}}
    assert check(tmp_path, monkeypatch, capsys, files) == []
    (tmp_path / "docs/adr/0013-return-robot-credentials.md").write_text(_harbor_adr(13, "Return robot credentials",
                                                                                   "Accepted."))
    out = check(tmp_path, monkeypatch, capsys, {})
    assert [line.split(": ")[1].split()[0] for line in out] == ["DC404"], out


def test_a_front_matter_list_of_typed_relations_states_them(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """Windlass's slsa-builder MADR records (hundred-and-forty-fourth held-out set) list their relations in front
    matter, `relations:` over `- type: supersedes` / `target: ADR-0038`: the successor says it, no DC404; a
    `partially-supersedes` is an amendment, which a record in force may take (and says back)."""
    def madr(n: int, status: str, relations: str = "") -> str:
        return (f"---\nstatus: {status}\ndate: 2026-07-0{n % 9 + 1}\n{relations}---\n\n# Decision {n}\n\n"
                f"## Context and Problem Statement\n\nWhy {n}.\n\n## Decision Outcome\n\nChose {n}.\n")
    files = {f"docs/decisions/{n:04d}-x{n}.md": madr(n, "accepted") for n in (1, 2, 3)}
    files["docs/decisions/0038-a.md"] = madr(38, "superseded by ADR-0049",
                                             "relations:\n  - type: superseded-by\n    target: ADR-0049\n")
    files["docs/decisions/0042-b.md"] = madr(42, "accepted",
                                             "relations:\n  - type: partially-superseded-by\n    target: ADR-0049\n")
    files["docs/decisions/0049-c.md"] = madr(49, "accepted", (
        "relations:\n  - type: supersedes\n    target: ADR-0038\n  - type: partially-supersedes\n    target: ADR-0042\n"
        "    scope: \"the buildType value\"\n  - type: see-also\n    target: ADR-0001\n"))
    assert check(tmp_path, monkeypatch, capsys, files) == []


@pytest.mark.parametrize(("dates", "reported"), [(["12026-06-2{}"] * 6, 0),
                                                  (["2026-06-2{}"] * 5 + ["12026-06-2{}"], 1)])
def test_a_date_shape_most_records_share_is_the_repository_s_own(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], dates: list[str],
        reported: int) -> None:
    """Windlass's records date themselves in the Holocene year (`date: 12026-06-24`, hundred-and-forty-fourth
    held-out set), every one: the repository's own shape, not 86 dates in no shape. One such among ISO dates is
    still told."""
    files = {f"docs/decisions/{n:04d}-x{n}.md": f"---\nstatus: accepted\ndate: {date.format(n)}\n---\n\n"
             f"# Decision {n}\n\n## Context and Problem Statement\n\nWhy.\n\n## Decision Outcome\n\nChose.\n"
             for n, date in enumerate(dates, start=1)}
    out = check(tmp_path, monkeypatch, capsys, files, select="DC204")
    assert len(out) == reported, out


def test_a_sentence_under_a_date_word_is_no_date(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """degenbot's notes (hundred-and-forty-fifth held-out set): `**Updated**: All three 5-transfer paths have been
    optimized to 4 transfers.`, a sentence, not a date in an odd shape; `**Updated**: 2024-13-45` is still told."""
    files = {"executor/docs/investigation.md": "# Investigation\n\n**Updated**: All three 5-transfer paths have been "
                                               "optimized to 4 transfers.\n\nText.\n",
             "executor/docs/other.md": "# Other\n\n**Updated**: 20245-13-45\n\nText.\n"}
    out = check(tmp_path, monkeypatch, capsys, files, select="DC204")
    assert [line.split(":")[0] for line in out] == ["executor/docs/other.md"], out


def test_an_agent_s_skill_folder_holds_no_documents(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """xsql's `webui/skills/svelte-core-bestpractices/` (hundred-and-forty-fifth held-out set): a coding agent's
    skill, its SKILL.md and the Svelte pages it reads under references/, copied with their site's links."""
    files = {"webui/skills/svelte/SKILL.md": "# Svelte\n\nRead [the references](references/snippet.md).\n",
             "webui/skills/svelte/references/snippet.md":
             "# Snippet\n\nSee [$effect]($effect) and [@render](@render).\n",
             "docs/guide.md": "# Guide\n\nSee [the missing page](missing.md).\n"}
    out = check(tmp_path, monkeypatch, capsys, files, select="DC410")
    assert [line.split(":")[0] for line in out] == ["docs/guide.md"], out


def test_a_slip_in_the_process_document_s_own_status_is_told(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """Seaport's SIP-1, the process document (hundred-and-forty-fifth held-out set): its outline is its own, but
    `status: Livng` is a slip of Living, which SIP-2 and SIP-3 are."""
    template = ("---\nsip: <to be assigned>\ntitle: <title>\nstatus: Draft\n---\n\n## Abstract\n\nAbstract is a "
                "summary.\n\n## Specification\n\nThe specification.\n")
    files = {"sip-template.md": template,
             "SIPS/sip-1.md": "---\nsip: 1\ntitle: SIP Purpose and Guidelines\nstatus: Livng\n---\n\n## What is a SIP?"
                              "\n\nA SIP is a design document. Each SIP should have the following parts:\n\n"
                              "- Abstract\n- Specification\n\n## SIP Process\n\nThe process.\n",
             **{f"SIPS/sip-{n}.md": f"---\nsip: {n}\ntitle: Thing {n}\nstatus: {'Living' if n < 4 else 'Draft'}\n---"
                                    f"\n\n## Abstract\n\nWhat {n}.\n\n## Specification\n\nHow {n}.\n"
                for n in range(2, 8)}}
    out = check(tmp_path, monkeypatch, capsys, files, select="DC203")
    assert [line.split(":")[0] for line in out] == ["SIPS/sip-1.md"], out


@pytest.mark.parametrize(("status", "reported"), [("proposed", 0), ("rejected", 1)])
def test_a_record_still_proposed_is_on_its_way_to_a_status_the_template_lists(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], status: str,
        reported: int) -> None:
    """delayer-aws's MADR template lists `<accepted | superseeded by [ADR-0005](0005-example.md) | deprecated>`, where
    a decision ends up (hundred-and-forty-sixth held-out set): ADR 6, still proposed, is on its way to one of them; a
    record rejected, a status the list leaves out, is still told."""
    template = ("# <short title>\n\n*   Status: <accepted | superseeded by [ADR-0005](0005-example.md) | deprecated>\n"
                "*   Date: YYYY-MM-DD\n\n## Context and Problem Statement\n\n<Describe the context.>\n\n"
                "## Decision Outcome\n\nChosen option: \"<option 1>\".\n")
    def adr(n: int, stated: str) -> str:
        return (f"# Decision {n}\n\n*   Status: {stated}\n*   Date: 2018-07-0{n}\n\n"
                f"## Context and Problem Statement\n\nWhy {n}.\n\n## Decision Outcome\n\nChosen option: {n}.\n")
    files = {"docs/adr/template.md": template,
             **{f"docs/adr/000{n}-x{n}.md": adr(n, status if n == 6 else "accepted") for n in range(7)}}
    out = check(tmp_path, monkeypatch, capsys, files, select="DC203")
    assert len(out) == reported, out


@pytest.mark.parametrize(("template_status", "reported"), [
    ("draft | stable | deprecated", 0), ("draft | stable | deprecated | superseded by [RFC-NNNN](NNNN-x.md)", 1)])
def test_an_ended_record_whose_template_names_no_successor_is_not_asked_to(
        template_status: str, reported: int, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    """Tari's RFCs (hundred-and-fiftieth held-out set): RFC 131 "replaces and deprecates [RFC-0130]", whose badge
    says `deprecated`; the template gives an old RFC no place to name its successor, and none does. Where the
    template has that place ("superseded by [RFC-NNNN]"), the old record is still asked to fill it."""
    def rfc(number: int, status: str, body: str = "Text.\n") -> str:
        return f"# RFC-{number:04}: Part {number}\n\nStatus: {status}\n\n## Goals\n\nGoals.\n\n## Description\n\n{body}"

    files = {"rfcs/0000-template.md": rfc(0, template_status).replace("Part 0", "Title"),
             **{f"rfcs/{n:04}-part-{n}.md": rfc(n, "stable") for n in (1, 2, 4)},
             "rfcs/0003-part-3.md": rfc(3, "deprecated"),
             "rfcs/0005-part-5.md": rfc(5, "stable", "This RFC replaces and deprecates [RFC-0003](0003-part-3.md).\n")}
    out = check(tmp_path, monkeypatch, capsys, files, select="DC404")
    assert len(out) == reported, out


def test_a_sites_llms_txt_is_the_builds(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """MailFathom's documentation home page (hundred-and-fifty-third held-out set) tells agents to load
    [`llms.txt`](llms.txt) and two reader paths (`llms-operator.txt`): files its site's build writes, per the llms.txt
    convention, which no repository holds. A missing file of another name is still broken."""
    home = ("# MailFathom\n\n[`llms.txt`](llms.txt) maps the site; [the operator path](llms-operator.txt) too.\n\n"
            "See [the notes](llms-notes.md) and [the list](lists.txt).\n")
    out = check(tmp_path, monkeypatch, capsys, {"docs/index.md": home}, select="DC410")
    assert [line.split("'")[1] for line in out] == ["llms-notes.md", "lists.txt"], out


def test_a_number_names_the_record_its_companions_extend(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """PHP-FIG's standards (hundred-and-fifty-second held-out set): "superseded by PSR-4" names
    `PSR-4-autoloader.md`, not `PSR-4-autoloader-examples.md` or `-meta.md` beside it; and a companion's words
    (`PSR-0-meta.md`: "It is superseded by PSR-4") are its record's: the successor is not asked to name the
    companion."""
    files = {"accepted/PSR-0.md": "# Autoloading Standard\n\nThis standard is superseded by PSR-4.\n",
             "accepted/PSR-0-meta.md": "# PSR-0 Meta Document\n\n## 1. Summary\n\nIt is superseded by PSR-4.\n",
             **{f"accepted/PSR-4-autoloader{part}.md": f"# Autoloader{part}\n\nText.\n"
                for part in ("", "-examples", "-meta")}}
    out = check(tmp_path, monkeypatch, capsys, files, select="DC404")
    assert len(out) == 1 and out[0].startswith("accepted/PSR-0.md:") and "by PSR-4-autoloader.md" in out[0], out


def test_a_metasyntactic_files_link_is_an_example(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """PHP-FIG's amendments bylaw shows an erratum's link as `[errata](foo-meta.md#errata-1-foo)`: a place held in an
    example, as `link-to-x` is. A file whose name only begins with the letters (`food.md`) is a file."""
    text = "# Amendments\n\n> - Something confusing. [cf. [errata](foo-meta.md#errata-1-foo)]\n\nSee [food](food.md).\n"
    out = check(tmp_path, monkeypatch, capsys, {"bylaws/007-amendments.md": text}, select="DC410")
    assert [line.split("'")[1] for line in out] == ["food.md"], out


@pytest.mark.parametrize(("name", "reported"), [("aip", 2), ("zep", 2), ("note", 0)])
def test_a_proposal_series_numbers_its_untyped_documents(
        name: str, reported: int, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    """Ark's AIPs (hundred-and-fifty-second held-out set) keep a BIP-style header in a `<pre>` block, which makes
    them no built-in type: `aip-36.md` twice is still one number taken twice, the series an improvement (or
    enhancement) proposal's. A name's number alone (`note-36`) is no record's id."""
    header = "<pre>\n  AIP: {n}\n  Title: Change {n}\n  Status: Draft\n</pre>\n\n## Abstract\n\nText {n}.\n"
    files = {f"AIPS/{name}-{n}.md": header.format(n=n) for n in (34, 35, 36)}
    files[f"AIPS/{name}-36-copy.md"] = header.format(n=36)
    out = check(tmp_path, monkeypatch, capsys, files, select="DC401")
    assert len(out) == reported, out


@pytest.mark.parametrize(("without", "reported"), [(11, 0), (8, 8)])
def test_a_built_in_section_a_quarter_of_the_records_go_without(
        without: int, reported: int, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    """Prisma Next's ADRs (hundred-and-fifty-fourth held-out set), no template: the later ones open "At a glance"
    where the earlier wrote a Context, 45 of 176. A quarter or more of the records going without a built-in
    section, ten or more, is the repository's way; eight of 44 are gaps (and so were coffeechat's three of eight,
    hundred-and-seventh set, labelled true), where they write nothing in its place (records of an outline of their
    own are a layout however few: `test_records_of_one_outline_of_their_own_...`)."""
    files = {}
    for n in range(1, 45):
        opening = "" if n > 44 - without else f"## Context\n\nWhy {n}.\n"
        files[f"docs/adrs/{n:04d}-choice-{n}.md"] = (f"# {n}. Choice {n}\n\nDate: 2024-02-0{n % 9 + 1}\n\n"
                                                     f"## Status\n\nAccepted\n\n{opening}\n## Decision\n\nPick {n}."
                                                     "\n\n## Consequences\n\nOk.\n")
    out = check(tmp_path, monkeypatch, capsys, files, select="DC101")
    assert len(out) == reported, out


def test_final_and_implemented_are_one_stage_in_a_register(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """AGIRAILS' README (hundred-and-fifty-sixth held-out set) lists as `Final` the AIPs that say `Implemented`:
    two words for the finished stage. A row listing as Final an AIP that is still a Draft is told."""
    def aip(n: int, status: str) -> str:
        return f"# AIP-{n}: Part {n}\n\n**Status:** {status}\n**Created:** 2025-01-0{n}\n\n## Abstract\n\nText.\n"
    files = {"AIP-1.md": aip(1, "Implemented"), "AIP-2.md": aip(2, "Implemented"), "AIP-3.md": aip(3, "Draft"),
             "README.md": "# AIPs\n\n| AIP | Status |\n|---|---|\n| [AIP-1](AIP-1.md) | Final |\n"
                          "| [AIP-2](AIP-2.md) | Final |\n| [AIP-3](AIP-3.md) | Final |\n"}
    out = check(tmp_path, monkeypatch, capsys, files, select="DC417")
    assert len(out) == 1 and "AIP-3.md" in out[0], out


def vespera_adr(number: int, name: str) -> str:
    return (f"# ADR-{number:03d}: {name}\n\n**Status**: Accepted\n**Date**: 2025-10-{number:02d}\n\n"
            f"## Context and Problem Statement\n\nWhy {number}.\n\n## Considered Options\n\n* One.\n\n"
            f"## Decision Outcome\n\nChosen {number}.\n")


def test_a_record_about_templates_keeps_its_number(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """vespera-atelier's ADRs (hundred-and-sixtieth held-out set): `ADR-022-template-editor-dual-interface.md` is a
    record about a template editor, numbered 22 as any other, so a second ADR 22 is found; `ADR-TEMPLATE.md` and a
    numbered name ending in its template's word are templates, numbered by no one."""
    files = {f"docs/decisions/ADR-{n:03d}-topic-{n}.md": vespera_adr(n, f"Topic {n}") for n in range(1, 9)}
    files["docs/decisions/ADR-009-template-editor-dual-interface.md"] = vespera_adr(9, "Template editor")
    files["docs/decisions/ADR-009-template-editor-copy.md"] = vespera_adr(9, "Template editor")
    files["docs/decisions/ADR-TEMPLATE.md"] = "# ADR-XXX: [Title]\n\n**Status**: [Proposed | Accepted]\n"
    files["docs/decisions/ADR-003-template.md"] = "# ADR-NNN: [Title]\n\n**Status**: [Proposed | Accepted]\n"
    out = check(tmp_path, monkeypatch, capsys, files, select="DC401")
    assert [line.split(":")[0] for line in out] == ["docs/decisions/ADR-009-template-editor-copy.md",
                                                    "docs/decisions/ADR-009-template-editor-dual-interface.md"]


PHILOSOPHY = ("# Executive Dysfunction Philosophy - {PROJECT_NAME}\n\n## Core Principles\n\nLids.\n\n"
              "## Project-Specific Considerations\n\n{Specific Challenge}\n\n## Orchestrator Integration and ED\n\n"
              "Why.\n\n## Success Metrics\n\nHow.\n")


@pytest.mark.parametrize("philosophy", [PHILOSOPHY, PHILOSOPHY.replace("Executive Dysfunction Philosophy", "Phase")])
def test_a_scaffold_none_of_the_numbered_documents_follows_is_not_their_template(
        philosophy: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """vespera-atelier's meta-PRPs (hundred-and-sixtieth held-out set): `executive-dysfunction-philosophy.md`, a page a
    script fills per project (`{PROJECT_NAME}`), beside `NN-name/index.md` phases that keep none of its sections but
    write "## Orchestrator Integration" of their own: no template of theirs, and no section of it is missing."""
    files = {"prp/executive-dysfunction-philosophy.md": philosophy}
    for n in range(1, 10):
        files[f"prp/{n:02d}-phase-{n}/index.md"] = (f"# Phase {n}\n\n## Executive Summary\n\nWhat {n}.\n\n"
                                                   f"## Navigation\n\nNext.\n\n## Orchestrator Integration\n\n"
                                                   f"Run {n}.\n")
    files["prp/00-main-coordination/index.md"] = ("# Main\n\n## Executive Summary\n\nAll.\n\n## Navigation\n\nNext.\n\n"
                                                  "## Orchestrator Integration Commands\n\nRun.\n")
    assert check(tmp_path, monkeypatch, capsys, files, select="DC1,DC3") == []


def handover(n: int, items: str) -> str:
    return (f"# Handover {n}\n\n## 🎯 Current Focus\n\nFocus {n}.\n\n## ✅ Just Completed\n\nDone {n}.\n\n"
            f"{items}\n\n## 🎉 To Continue\n\nGo.\n")


@pytest.mark.parametrize(("items", "reported"), [
    ("## ⏰ No Time-Sensitive Items\n\nNothing is due.", []),
    ("## ⏳ Later\n\nNothing is due.", ["handovers/HANDOVER_2025-10-24_Phase-16a.md"])])
def test_a_heading_saying_its_section_has_nothing_is_that_section(
        items: str, reported: list[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    """vespera-atelier's handovers (hundred-and-sixtieth held-out set): 21 of 22 write "## ⏰ Time-Sensitive Items", and
    the one left writes "## ⏰ No Time-Sensitive Items": the section, saying it is empty."""
    files = {f"handovers/HANDOVER_2025-10-{n:02d}-1200.md": handover(n, "## ⏰ Time-Sensitive Items\n\nNone")
             for n in range(1, 22)}
    files["handovers/HANDOVER_2025-10-24_Phase-16a.md"] = handover(24, items)
    out = check(tmp_path, monkeypatch, capsys, files, select="DC101")
    assert [line.split(":")[0] for line in out] == reported


PHASE_TEMPLATE = ("# Phase [N]: [Title]\n\n**Status**: [Proposed | In Progress | Complete]\n\n## Executive Summary\n\n"
                  "[2-3 sentence overview of what was accomplished in this phase.]\n\n## Technical Details\n\n"
                  "### Commands to Run\n\n```bash\n# Build the project\nnpm run compile\n```\n\n### Notes\n\n"
                  "Anything else worth noting about this phase goes here.\n")


def test_a_sub_section_opening_with_the_templates_command_is_no_prompt_left(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """vespera-atelier's phase reports (hundred-and-sixtieth held-out set): "### 4.5. Test Build" runs the project's
    build command, a code block as the template's example is: no prompt of the template's left in. Its prose
    prompt left alone in a sub-section is."""
    files = {"phases/PHASE_TEMPLATE.md": PHASE_TEMPLATE}
    for n in range(1, 8):
        build = "```bash\nnpm run compile\n# Should build both bundles\n```" if n == 5 else f"Built by hand {n}."
        notes = "Anything else worth noting about this phase goes here." if n == 7 else f"Note {n}."
        files[f"phases/PHASE_{n}_COMPLETE.md"] = (
            f"# Phase {n}: P{n}\n\n**Status**: Complete\n\n## Executive Summary\n\nPhase {n} built the thing.\n\n"
            f"## Technical Details\n\nDetails {n}.\n\n### Test Build\n\n{build}\n\n### Notes\n\n{notes}\n")
    out = check(tmp_path, monkeypatch, capsys, files, select="DC301")
    assert [line.split(":")[0] for line in out] == ["phases/PHASE_7_COMPLETE.md"]


def test_a_dot_slash_link_is_a_placeholder_as_link_is(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """vespera-atelier's documentation guide (hundred-and-sixtieth held-out set): "- [Related Tutorial](./link)" in
    an example page holds a link's place; "./linked.md" is a file that is not there."""
    files = {"docs/guide.md": "# Guide\n\n## Next Steps\n\n- [Related Tutorial](./link)\n- [Other](./linked.md)\n"}
    out = check(tmp_path, monkeypatch, capsys, files, select="DC410")
    assert out == ["docs/guide.md:6:3: DC410 broken-link: link to './linked.md': no such file"]


def aegis_adr(number: int, *, context: bool = True, status: str = "Accepted", body: str = "") -> str:
    return (f"# ADR-{number:04d}: Decision {number}\n\nStatus: {status}\nDate: 2026-04-{number:02d}\n\n" +
            (f"## Context\n\nWhy {number}.\n\n" if context else "") +
            f"## Decision\n\nWe do {number}.{body}\n\n## Consequences\n\nThen {number}.\n")


def test_a_template_none_of_the_guides_beside_it_follows_governs_no_family(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """aegis (hundred-and-sixty-second held-out set): `docs/DPA_TEMPLATE.md` is the data processing agreement its
    customers sign, beside guides that keep none of its sections and the ADRs in `docs/adr/`: no template of
    theirs. A guide's "**Status:** Pre-compliance." is no status off a family's course, and an ADR without its
    Context is found, as is a superseded one left in force."""
    files = {"docs/DPA_TEMPLATE.md": "# DATA PROCESSING AGREEMENT\n\n## 1. Definitions\n\n[Customer]\n\n## 2. Scope\n\n"
                                     "[Scope]\n\n## 3. Instructions\n\n[Instructions]\n\n## 4. Liability\n\n[Cap]\n"}
    for n, name in enumerate(["alerting", "scaling", "billing", "deployment", "onboarding", "retention"], 1):
        files[f"docs/{name}.md"] = f"# {name.title()}\n\n## Overview\n\nHow {name} works.\n\n## Setup\n\nStep {n}.\n"
    files["docs/COMPLIANCE.md"] = ("# Compliance\n\n> **Status:** Pre-compliance. Audits come later.\n\n"
                                   "## Controls\n\nC.\n")
    files |= {f"docs/adr/{n:04d}-d{n}.md": aegis_adr(n) for n in range(1, 9)}
    files["docs/adr/0006-d6.md"] = aegis_adr(6, context=False)
    files["docs/adr/0008-d8.md"] = aegis_adr(8, body=" This ADR supersedes [ADR-0005](0005-d5.md).")
    out = check(tmp_path, monkeypatch, capsys, files, select="DC101,DC203,DC405")
    assert [line.split(": ")[0] + " " + line.split(": ")[1].split()[0] for line in out] == [
        "docs/adr/0005-d5.md:3:1 DC405", "docs/adr/0006-d6.md:1:1 DC101"], out


def django_adr(number: int, outline: str) -> str:
    return f"# ADR {number:04d} — Decision {number}\n\n**Status:** accepted\n\n" + "".join(
        f"## {title}\n\nText {number}.\n\n" for title in outline.split("|"))


@pytest.mark.parametrize(("own", "reported"), [(5, []), (2, ["docs/adr/0002-d2.md"] * 2 + ["docs/adr/0003-d3.md"] * 2)])
def test_records_of_one_outline_of_their_own_go_without_a_built_in_section_by_design(
        own: int, reported: list[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    """django-mvp's ADRs (hundred-and-sixty-third held-out set): 2 to 6 are each a Decision, a Why and a "Revisit
    if", the others Context, Decision and Consequences: five records of one outline are a layout, not five records
    that forgot their Consequences. Two are two gaps."""
    files = {f"docs/adr/{n:04d}-d{n}.md": django_adr(n, "Decision|Why|Revisit if" if 2 <= n < 2 + own else
                                                     "Context|Decision|Consequences") for n in range(1, 16)}
    out = check(tmp_path, monkeypatch, capsys, files, select="DC101")
    assert [line.split(":")[0] for line in out] == reported, out


def test_a_record_its_own_status_says_is_partly_superseded_stays_in_force(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """django-mvp's ADR 0002 (hundred-and-sixty-third held-out set): "**Status:** accepted; partly superseded by
    [ADR 0007](...)", under 0007's "**Supersedes:** [ADR 0002](...), in the" / "half that limited ...": the old
    record's word on what was replaced in it stands, an amendment; it stays in force."""
    def adr(n: int, status: str, field: str = "") -> str:
        return (f"# ADR {n:04d} — D{n}\n\n**Status:** {status}\n{field}\n## Context\n\nWhy.\n\n## Decision\n\nWhat.\n\n"
                "## Consequences\n\nThen.\n")
    files = {f"docs/adr/000{n}-d{n}.md": adr(n, "accepted") for n in (1, 3, 4, 5, 6)}
    files["docs/adr/0002-d2.md"] = adr(2, "accepted; partly superseded by [ADR 0007](0007-d7.md)")
    files["docs/adr/0007-d7.md"] = adr(7, "accepted", "**Supersedes:** [ADR 0002](0002-d2.md), in the\nhalf that "
                                                      "limited the view to one set.\n")
    assert check(tmp_path, monkeypatch, capsys, files, select="DC404,DC405") == []


def test_a_stub_left_under_a_records_old_name_is_no_second_record(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """eigen-os's RFCs (hundred-and-sixty-third held-out set): `0036-continuous-learning-...md` says "Canonical RFC
    file moved to keep phase naming uniform: [`0036-phase8a-...md`](...)", a compatibility alias, not RFC 36
    twice; a copy under another name is."""
    def rfc(n: int) -> str:
        return f"# RFC {n:04d}: R{n}\n\n- **Status:** Accepted\n\n## Summary\n\nS{n}.\n\n## Motivation\n\nM{n}.\n"
    files = {f"rfcs/{n:04d}-r{n}.md": rfc(n) for n in range(1, 12)}
    files["rfcs/0006-old-name.md"] = ("# RFC 0006: R6\n\n> Canonical RFC file moved to keep phase naming uniform:\n"
                                      "> [`0006-r6.md`](./0006-r6.md).\n\nThis alias is kept so links stay stable.\n")
    files["rfcs/0009-copy.md"] = rfc(9)
    out = check(tmp_path, monkeypatch, capsys, files, select="DC401")
    assert [line.split(":")[0] for line in out] == ["rfcs/0009-copy.md", "rfcs/0009-r9.md"], out


def speckit(n: int, *, success: bool = True, clarified: bool = True) -> dict[str, str]:
    folder = f"specs/{n:03d}-feature-{n}"
    spec = (f"# Feature Specification: F{n}\n\n**Feature Branch**: `{n:03d}-feature-{n}`\n**Status**: Draft\n\n" +
            ("## Clarifications\n\n### Session 2026-05-06\n\n- Q: A? → A: B.\n\n" if clarified else "") +
            f"## User Scenarios & Testing *(mandatory)*\n\nAs a user {n}.\n\n" +
            "## Requirements *(mandatory)*\n\n- FR-1.\n\n" +
            ("## Success Criteria *(mandatory)*\n\n- SC-1.\n\n" if success else "") + "## Assumptions\n\nNone.\n")
    plan = (f"# Implementation Plan: F{n}\n\n**Branch**: `{n:03d}-feature-{n}` | **Spec**: [spec.md](spec.md)\n\n"
            f"## Summary\n\nPlan {n}.\n\n## Technical Context\n\nPython.\n\n## Project Structure\n\nsrc/.\n")
    tasks = f"# Tasks: F{n}\n\n## Phase 1: Setup\n\n- [ ] T001 Init.\n\n## Phase 2: Core\n\n- [ ] T002 Build.\n"
    return {f"{folder}/spec.md": spec, f"{folder}/plan.md": plan, f"{folder}/tasks.md": tasks}


def test_a_spec_kit_projects_specs_plans_and_tasks_are_three_families(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """django-mvp's spec-kit specs (hundred-and-sixty-third held-out set): `specs/NNN-name/` each hold a spec.md, a
    plan.md and a tasks.md, three outlines: a spec without its mandatory Success Criteria is found among the specs.
    Its headings mark what is mandatory, so a Clarifications section, which a later step adds where there was
    something to clarify, is not asked of every spec however many have one; a number two folders share is said
    once, by the main file."""
    files: dict[str, str] = {}
    for n in range(1, 13):
        files |= speckit(n, success=n != 7, clarified=n != 4)
    files |= {path.replace("012-feature-12", "011-other"): text for path, text in speckit(12).items()}
    out = check(tmp_path, monkeypatch, capsys, files, select="DC101,DC401")
    assert [line.split(": ")[0] + " " + line.split(": ")[1].split()[0] for line in out] == [
        "specs/007-feature-7/spec.md:1:1 DC101", "specs/011-feature-11/plan.md:1:1 DC401",
        "specs/011-other/plan.md:1:1 DC401"], out


def test_a_header_in_toml_between_dashes_is_read_as_toml(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """vox's skill files (hundred-and-sixty-fifth held-out set) write their header in TOML between `---` lines
    (`name = "skill-git"`, `[metadata]`), which their loader reads: no YAML that fails to parse. A header that is
    neither YAML nor TOML still is."""
    files = {"skills/git.skill.md": '---\nname = "skill-git"\ndescription = "Git: status, diff."\n\n[metadata]\n'
                                    '"vox-id" = "vox.git"\n---\n\n# Git\n\nText.\n',
             "skills/bad.skill.md": "---\nname = skill bad\ntitle: x: y\n---\n\n# Bad\n\nText.\n"}
    out = check(tmp_path, monkeypatch, capsys, files, select="DC004")
    assert [line.split(":")[0] for line in out] == ["skills/bad.skill.md"], out


def crab_rfc(n: int) -> str:
    return (f"# {n:04d} - Feature {n}\n\n- Feature Name: feature-{n}\n- Start Date: 2026-03-{n % 28 + 1:02d}\n"
            f"- Discussion: [#{n}](https://github.com/o/r/issues/{n})\n\n## Summary\n\nS{n}.\n\n## Motivation\n\n"
            f"M{n}.\n\n## Design\n\nD{n}.\n")


@pytest.mark.parametrize(("numbers", "reported"), [
    (range(1, 13), []),
    (range(1, 4), ["docs/rfcs/0001-f.md", "docs/rfcs/0002-f.md", "docs/rfcs/0003-f.md"])])
def test_a_field_no_record_of_the_family_writes_is_not_asked_of_one(
        numbers: range, reported: list[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    """crabtalk's Rust-style RFCs (hundred-and-sixty-fifth held-out set), numbered after the issue that started them,
    with no template: none writes Rust's `RFC PR`, the repository's way. Three RFCs are too few to say so."""
    files = {f"docs/rfcs/{n:04d}-f.md": crab_rfc(n) for n in numbers}
    assert [line.split(":")[0] for line in check(tmp_path, monkeypatch, capsys, files, select="DC201")] == reported


def test_two_records_whose_dates_read_one_way_say_how_the_others_read(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """ONS's census questionnaire runner (hundred-and-sixty-fourth held-out set): two ADRs dated 27/06/2017, then
    04/07/2017 and 11/07/2017: the day first, as the repository writes it; nothing is ambiguous."""
    def adr(n: int, date: str) -> str:
        return f"# {n}. D{n}\n\nDate: {date}\n\n## Status\n\nAccepted\n\n## Context\n\nC.\n\n## Decision\n\nD.\n\n" \
               "## Consequences\n\nQ.\n"
    files = {f"doc/adr/000{n}-d{n}.md": adr(n, date)
             for n, date in enumerate(["27/06/2017", "27/06/2017", "04/07/2017", "11/07/2017"], 1)}
    assert check(tmp_path, monkeypatch, capsys, files, select="DC205") == []
    files["doc/adr/0002-d2.md"] = adr(2, "05/07/2017")
    assert [line.split(":")[0] for line in check(tmp_path, monkeypatch, capsys, files, select="DC205")] == [
        "doc/adr/0002-d2.md", "doc/adr/0003-d3.md", "doc/adr/0004-d4.md"]


def vox_adr(n: int, context: str = "Context") -> str:
    return (f"# ADR {n:03d}: D{n}\n\n## Status\n\nAccepted\n\n## {context}\n\nWhy {n}.\n\n## Decision\n\nWhat.\n\n"
            "## Consequences\n\nThen.\n")


def test_an_aside_after_a_sections_name_is_no_part_of_it_and_a_dated_note_is_no_record(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """vox's ADRs (hundred-and-sixty-fifth held-out set): ADR 003's "## Historical context (why we left Python)" is
    its Context; `architecture/history/2026-04-core-ten-charter.md`, a crate ledger, is named for April 2026, not
    numbered 2026, and is no ADR."""
    files = {f"docs/adr/{n:03d}-d{n}.md": vox_adr(n) for n in range(1, 13)}
    files["docs/adr/003-d3.md"] = vox_adr(3, "Historical context (why we left Python)")
    files["docs/adr/005-d5.md"] = vox_adr(5, "Notes (why)")
    files["docs/architecture/history/2026-04-core-ten-charter.md"] = ("# Crate Ledger\n\nStatus: Enforced as of April "
                                                                     "2026.\n\n## Core crates\n\nTen.\n")
    # (... nor octopus's audit report named for its day, 173rd-175th held-out sets)
    files["docs/architecture/audit/2026-04-25-architecture-review.md"] = "# 架构评审报告\n\n## 0. 执行摘要\n\nText.\n"
    out = check(tmp_path, monkeypatch, capsys, files, select="DC101,DC203")
    assert [line.split(":")[0] for line in out] == ["docs/adr/005-d5.md"], out


def test_a_page_the_sites_build_writes_is_no_broken_link(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """katana's MkDocs site (hundred-and-sixty-fifth held-out set): `docs/gen_ref_pages.py`, a gen-files script,
    writes `reference/` pages (`mkdocs_gen_files.open(Path("reference", ...))`), which docs/index.md links; a page
    no script writes is broken."""
    files = {"mkdocs.yml": "site_name: K\nplugins:\n  - search\n  - gen-files:\n      scripts:\n"
                           "        - docs/gen_ref_pages.py\n",
             "docs/gen_ref_pages.py": 'import mkdocs_gen_files\nfrom pathlib import Path\n'
                                      'full = Path("reference", "x.md")\n'
                                      'with mkdocs_gen_files.open("reference/SUMMARY.md", "w") as f:\n    pass\n',
             "docs/index.md": "# K\n\n- [API reference](reference/)\n- [Client](reference/client/index.md)\n"
                              "- [Guide](guide/index.md)\n"}
    out = check(tmp_path, monkeypatch, capsys, files, select="DC410")
    assert [line.split(": ")[0] for line in out] == ["docs/index.md:5:3"], out


def ai_helm_adr(n: int, banner: str = "") -> str:
    return (f"# ADR-{n:04d}: D{n}\n\n**Status:** Accepted\n\n{banner}## Context\n\nWhy {n}.\n\n## Decision\n\n"
            "What.\n\n## Consequences\n\nThen.\n")


@pytest.mark.parametrize(("answered", "reported"), [(1, []), (4, [f"docs/adr/{n:04d}-d{n}.md" for n in range(17, 25)])])
def test_amendments_the_older_record_seldom_answers_are_written_on_the_new_side(
        answered: int, reported: list[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    """ai-helm's ADRs (a hundred-and-thirteenth held-out set, read again when quoted banners were): ADRs amend older
    ones in many records and few older ones carry an "Amended by" banner: the family writes amendments on the new
    side, and the few banners are no practice of answering them. Where more answer, one left unanswered is a gap."""
    files = {f"docs/adr/{n:04d}-d{n}.md": ai_helm_adr(n) for n in range(1, 13)}
    for n in range(13, 25):
        files[f"docs/adr/{n:04d}-d{n}.md"] = ai_helm_adr(n, f"> Amends [ADR-{n - 12:04d}](./{n - 12:04d}-d{n - 12}.md)"
                                                            " (one knob).\n\n")
    for n in range(1, answered + 1):
        files[f"docs/adr/{n:04d}-d{n}.md"] = ai_helm_adr(
            n, f"> **Amended by [ADR-{n + 12:04d}](./{n + 12:04d}-d{n + 12}.md)**\n\n")
    out = check(tmp_path, monkeypatch, capsys, files, select="DC404")
    assert [line.split(":")[0] for line in out] == reported, out


def test_a_banner_over_several_lines_names_every_record_it_amends(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """ai-helm's ADR-0074: "> Amends [ADR-0048](...) (...) and" / "> [ADR-0071](...) / [ADR-0072](...)" in its
    header: ADR-0071 and 0072, each "Amended by [ADR-0074]", are answered; a link below the header is no answer."""
    files = {f"docs/adr/{n:04d}-d{n}.md": ai_helm_adr(n) for n in range(1, 6)}
    files["docs/adr/0006-d6.md"] = ai_helm_adr(6, "> Amends [ADR-0001](./0001-d1.md) (one knob) and\n"
                                                  "> [ADR-0002](./0002-d2.md) / [ADR-0003](./0003-d3.md).\n\n"
                                  ).replace("What.", "What, beside [ADR-0004](./0004-d4.md).")
    for n in range(1, 5):
        files[f"docs/adr/000{n}-d{n}.md"] = ai_helm_adr(n, "> **Amended by [ADR-0006](./0006-d6.md)**\n\n")
    out = check(tmp_path, monkeypatch, capsys, files, select="DC404")
    assert [line.split(":")[0] for line in out] == ["docs/adr/0004-d4.md"], out


def _grain(number: int, *sections: str) -> str:
    body = "".join(f"## {name}\n\nText of {name.lower()}.\n\n" for name in sections)
    return f"# ADR-{number:04d}: Decision {number}\n\n- Status: Accepted\n- Date: 2026-02-20\n\n{body}"


def test_a_sub_folder_numbered_again_keeps_the_template_sections_its_records_all_keep(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """grain-protocol (166th-169th held-out sets): adr/0000-template.md over adr/protocol/, adr/conformance/ and
    adr/sdk/, each numbered from 0001. The protocol ADRs keep the template's Rationale, the others never do: a
    protocol ADR without one has forgotten it, an SDK ADR has not."""
    outline = ("Context", "Decision", "Rationale", "Consequences")
    files = {"adr/0000-template.md": _grain(0, *outline).replace("ADR-0000: Decision 0", "ADR-0000: <Title>")}
    files.update({f"adr/protocol/{n:04d}-p{n}.md": _grain(n, *outline) for n in range(1, 7)})
    files["adr/protocol/0004-p4.md"] = _grain(4, "Context", "Decision", "Consequences")
    files.update({f"adr/sdk/{n:04d}-s{n}.md": _grain(n, "Context", "Decision", "Consequences") for n in range(1, 7)})
    out = check(tmp_path, monkeypatch, capsys, files, select="DC101")
    assert out == ["adr/protocol/0004-p4.md:1:1: DC101 missing-section: missing section 'Rationale' (the template "
                   "adr/0000-template.md has it, and 5 of 6 documents in adr/protocol/ have it)"]



def test_an_adr_written_in_japanese_keeps_its_sections_in_japanese(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """oiduna's ADRs (170th held-out set): `## コンテキスト` (context), `## 決定事項` (decision), `## 影響`
    (consequences); one without its 影響 lacks Consequences."""
    def adr(number: int, *sections: str) -> str:
        return f"# ADR-{number:04d}: 決定 {number}\n\n## ステータス\n\n承認済み\n\n" + "".join(
            f"## {name}\n\n本文。\n\n" for name in sections)

    out = check(tmp_path, monkeypatch, capsys, {
        "docs/adr/0001-a.md": adr(1, "コンテキスト", "決定事項", "影響"),
        "docs/adr/0002-b.md": adr(2, "コンテキスト", "決定", "理由", "影響"),
        "docs/adr/0003-c.md": adr(3, "コンテキスト", "決定事項")}, select="DC101")
    assert out == ["docs/adr/0003-c.md:1:1: DC101 missing-section: adr has no 'Consequences' section (or 'Positive "
                   "Consequences', 'Negative Consequences', 'Consequences and Risks', 'Implications', 'Decision "
                   "Outcome', ...)"]


def test_a_chinese_family_keeps_its_template_sections_in_chinese(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """fusen-rs's ADRs (hundred-and-seventy-fourth held-out set): the template's `## 后果` is the Consequences the
    built-in ADR asks for; a record without it lacks them. Its successor is named around the link, in Chinese."""
    def adr(number: int, status: str = "已接受", *sections: str) -> str:
        names = sections or ("背景", "决策", "后果", "备选方案")
        return f"# ADR {number:04d}: 决定 {number}\n\n- 状态：{status}\n- 日期：2026-07-26\n\n" + "".join(
            f"## {name}\n\n正文。\n\n" for name in names)

    files = {"docs/adr/0000-template.md": adr(0, "提议").replace("决定 0", "标题")}
    files.update({f"docs/adr/{n:04d}-d{n}.md": adr(n) for n in range(1, 8)})
    files["docs/adr/0004-d4.md"] = adr(4, "已接受", "背景", "决策", "备选方案")
    files["docs/adr/0005-d5.md"] = adr(5, "已被 [ADR 0009](0009-d9.md) 取代")
    out = check(tmp_path, monkeypatch, capsys, files, select="DC101,DC403")
    assert [line.split(": ")[1] for line in out] == ["DC101 missing-section", "DC403 missing-related-document"], out
    assert out[0].startswith("docs/adr/0004-d4.md") and "'0009-d9.md'" in out[1]


def test_a_chinese_family_s_sections_by_their_words_not_their_numbers(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """PaddlePaddle's API RFCs (hundred-and-eighty-second held-out set): a record that leaves a section out numbers
    the next one less (`四、方案设计`); its `方案设计`, the scheme's design, is the template's `设计思路与实现方案`;
    `设计思路 与 实现方案` with spaces is the same. A record without the comparison lacks it, whatever its numbers."""
    def rfc(*sections: str) -> str:
        names = sections or ("一、概述", "二、飞桨现状", "三、业内方案调研", "四、对比分析", "五、设计思路与实现方案",
                             "六、影响面")
        return "# 设计文档\n\n" + "".join(f"# {name}\n\n正文。\n\n" for name in names)

    head = ("一、概述", "二、飞桨现状", "三、业内方案调研")
    files = {"rfcs/APIs/api_design_template.md": rfc().replace("正文", "说明")}
    files.update({f"rfcs/APIs/202201{n:02d}_api_design_for_op{n}.md": rfc() for n in range(1, 21)})
    files["rfcs/APIs/20220105_api_design_for_op5.md"] = rfc(*head, "四、对比分析", "五、方案设计", "六、影响面")
    files["rfcs/APIs/20220106_api_design_for_op6.md"] = rfc(*head, "四、方案设计", "五、影响面")
    files["rfcs/APIs/20220107_api_design_for_op7.md"] = rfc(*head, "四、对比分析", "五、设计思路 与 实现方案",
                                                          "六、影响面")
    files["rfcs/APIs/20220109_api_design_for_op9.md"] = rfc(*head, "四、对比分析", "六、影响面")
    out = check(tmp_path, monkeypatch, capsys, files, select="DC101")
    assert [line.split(":")[0] for line in out] == ["rfcs/APIs/20220106_api_design_for_op6.md",
                                                   "rfcs/APIs/20220109_api_design_for_op9.md"], out
    assert "'四、对比分析'" in out[0] and "'五、设计思路与实现方案'" in out[1] and "19 of 20" in out[1]


def test_a_section_named_status_that_is_about_something_else_states_no_status(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """etcd-druid's DEP 1 (hundred-and-eighty-first held-out set): its `## Status` is the status sub-resource the
    design adds, "It is desirable (for the `etcd-druid` and operators) to maintain/expose status of ...". A slip in a
    status is still one."""
    def dep(number: int, status: str) -> str:
        return f"---\ntitle: DEP {number}\nstatus: {status}\n---\n\n# DEP-{number:02d}\n\n## Summary\n\nS.\n"

    files = {"docs/proposals/00-template.md": dep(0, "implementable").replace("S.", "<summary>")}
    files.update({f"docs/proposals/{n:02d}-d{n}.md": dep(n, "implementable") for n in range(2, 9)})
    files["docs/proposals/01-d1.md"] = ("# DEP-01\n\n## Summary\n\nS.\n\n## Status\n\nIt is desirable (for the "
                                        "`etcd-druid` and landscape operators) to maintain/expose status of the etcd "
                                        "cluster instances in the `status` sub-resource of the `Etcd` CRD.\n")
    assert check(tmp_path, monkeypatch, capsys, files, select="DC203") == []
    files["docs/proposals/05-d5.md"] = dep(5, "implementible")
    out = check(tmp_path, monkeypatch, capsys, files, select="DC203")
    assert [line.split(":")[0] for line in out] == ["docs/proposals/05-d5.md"], out


def test_header_fields_written_with_a_middle_dot(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """chemigram's ADRs (hundred-and-seventy-third held-out set) open with `> Status · Accepted` and `> Supersedes ·
    ADR-021, ADR-022`: fields, read as with a colon. ADR-022 left Accepted is still in force against its successor."""
    def adr(number: int, *fields: str) -> str:
        header = "\n".join(f"> {field}" for field in ("Status · Accepted", "Date · 2026-05-03", *fields))
        return f"# ADR-{number:03d} — Decision {number}\n\n{header}\n\n## Context\n\nT.\n\n## Decision\n\nT.\n"

    files = {f"docs/adr/ADR-{n:03d}-d{n}.md": adr(n) for n in range(20, 24)}
    files["docs/adr/ADR-021-d21.md"] = adr(21).replace("Status · Accepted", "Status · Superseded by ADR-076")
    files["docs/adr/ADR-076-d76.md"] = adr(76, "Supersedes · ADR-021, ADR-022")
    out = check(tmp_path, monkeypatch, capsys, files, select="DC405")
    assert [line.split(":")[0] for line in out] == ["docs/adr/ADR-022-d22.md"], out


def test_a_slip_where_a_record_states_its_status_again(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """shirushi's ADRs (hundred-and-eighty-fourth held-out set) state their status in the front matter and again
    under the title, `**Status**: Accepted`: a slip in the second is reported where it is; the same word twice, or a
    status only under `## Status` (chimera's), is not a second statement to judge."""
    def adr(number: int, again: str) -> str:
        return (f"---\ntitle: ADR-{number:04d}\nstatus: Accepted\n---\n\n# ADR-{number:04d}: D{number}\n\n"
                f"**Status**: {again}\n**Date**: 2025-01-19\n\n## Context\n\nC.\n\n## Decision\n\nD.\n\n"
                "## Consequences\n\nQ.\n")

    files = {f"docs/adr/{n:04d}-d{n}.md": adr(n, "Accepted") for n in range(1, 6)}
    files["docs/adr/0002-d2.md"] = adr(2, "Acceptd")
    out = check(tmp_path, monkeypatch, capsys, files, select="DC203")
    assert out == ["docs/adr/0002-d2.md:8:1: DC203 unknown-status: status 'acceptd' where the document states it "
                   "again, did you mean 'accepted'? (the header says 'accepted')"], out


def test_records_named_by_their_day_and_a_record_s_parts_in_its_folder_take_no_number_twice(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """hundred-and-eighty-sixth and -seventh held-out sets: tidb-operator's RFCs are named by their day, `yymmdd`
    (`250515-tiproxy.md` and `250515.md`, two of one day); early-years-foundation-recovery keeps ADR 25's two parts,
    `0025-1-...md` and `0025-2-...md`, in the folder named for it. Two records numbered 28 are still two."""
    def rfc(title: str) -> str:
        return f"# {title}\n\n## Summary\n\nS.\n\n## Motivation\n\nM.\n"

    files = {f"docs/rfcs/{day}-r{day}.md": rfc(f"RFC {day}") for day in (250424, 250526, 250725, 260513)}
    files["docs/rfcs/000000-template.md"] = rfc("CHANGEME: Title")
    files["docs/rfcs/250515-tiproxy.md"] = rfc("TiProxy")
    files["docs/rfcs/250515.md"] = rfc("Another of the day")
    adr = "# {n}. D{n}\n\n* Status: accepted\n\n## Context and Problem Statement\n\nC.\n\n## Decision Outcome\n\nD.\n"
    files.update({f"adr/{n:04d}-d{n}.md": adr.format(n=n) for n in range(20, 30) if n != 25})
    files["adr/0025-insights/0025-1-collector.md"] = adr.format(n=25)
    files["adr/0025-insights/0025-2-sidecar.md"] = adr.format(n=25)
    files["adr/0028-another.md"] = adr.format(n=28)
    out = check(tmp_path, monkeypatch, capsys, files, select="DC401")
    assert sorted(line.split(":")[0] for line in out) == ["adr/0028-another.md", "adr/0028-d28.md"], out


def test_footnotes_under_a_heading_are_its_text(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """ibc-rs's ADR 3 (hundred-and-eighty-sixth held-out set): its References are footnote definitions, `[^1]: [ICS20
    spec](...)`, which GitHub shows at the page's foot; a link definition alone, CouchDB's `[NOTE]: # (...)`, is
    none."""
    def adr(number: int, references: str) -> str:
        return (f"# ADR {number:03d}: D{number}\n\n## Status\n\nAccepted\n\n## Context\n\nC.\n\n## Decision\n\nD."
                f"\n\n## Consequences\n\nQ.\n\n## References\n\n{references}\n")

    files = {"docs/architecture/adr-template.md": adr(0, "- {reference}").replace("D0", "{TITLE}")}
    files.update({f"docs/architecture/adr-{n:03d}-d{n}.md": adr(n, f"- [Spec {n}](https://example.org/{n})")
                  for n in range(1, 9)})
    files["docs/architecture/adr-003-d3.md"] = adr(3, "[^1]: [ICS20 spec](https://github.com/cosmos/ibc)")
    files["docs/architecture/adr-005-d5.md"] = adr(5, "[NOTE]: # ( Include any references here. )")
    out = check(tmp_path, monkeypatch, capsys, files, select="DC102")
    assert [line.split(":")[0] for line in out] == ["docs/architecture/adr-005-d5.md"], out


def test_a_part_superseded_in_prose_named_by_its_id_and_a_folder_of_examples(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """Hundred-and-eighty-eighth and -ninth held-out sets: kuatia's ADR 22, "This supersedes the two-table hot-index
    *encoding* of ADR-0016", a part of it, which stays in force; PermaplanT's `doc/decisions/example_migrations/`,
    sample code in Markdown, no records of the family (they had made every template section optional). A template's
    comment in a heading is no part of the name a message quotes."""
    def adr(n: int, body: str = "") -> str:
        return (f"# {n}. D{n}\n\n* Status: accepted\n\n## Context and Problem Statement\n\nC.\n\n"
                f"## Considered Options <!-- numbers of options can vary -->\n\n* A\n\n## Decision Outcome\n\n"
                f"D. {body}\n")

    files = {"doc/adr/template.md": adr(0).replace("D0", "{title}")}
    files.update({f"doc/adr/{n:04d}-d{n}.md": adr(n) for n in range(1, 13)})
    files["doc/adr/0012-d12.md"] = adr(12, "This supersedes the two-table hot-index *encoding* of ADR-0006 and "
                                           "ADR-0007. Their principle stands.")
    files["doc/adr/0011-d11.md"] = adr(11).replace("## Considered Options <!-- numbers of options can vary -->\n\n"
                                                   "* A\n\n", "")
    files.update({f"doc/adr/example_migrations/m{n}/README.md": f"# Migration {n}\n\nSQL.\n" for n in range(1, 9)})
    out = check(tmp_path, monkeypatch, capsys, files, select="DC101,DC405")
    assert out == ["doc/adr/0011-d11.md:1:1: DC101 missing-section: missing section 'Considered Options' (the template "
                   "doc/adr/template.md has it, and 11 of 12 documents in doc/adr/ have it)"], out


RN_TEMPLATE = ("- Start Date: (fill me in with today's date, YYYY-MM-DD)\n\n# Summary\n\nBrief explanation of the "
               "feature.\n\n# Drawbacks\n\nWhy should we *not* do this? Please consider:\n\n- implementation cost, "
               "both in term of code size and complexity\n- whether the proposed feature can be implemented in user "
               "space\n- the impact on teaching people React Navigation\n- cost of migrating existing codebases (is "
               "it a breaking change?)\n\nThere are tradeoffs to choosing any path. Attempt to identify them here.\n\n"
               "# Alternatives\n\nWhat other designs have been considered? What is the impact of not doing this?\n")


@pytest.mark.parametrize(("drawbacks", "reported"), [
    ("ALL", True),  # the template's section kept whole, its list of considerations too
    ("Why should we *not* do this? Please consider:\n\n- implementation cost, both in term of code size and "
     "complexity", True),  # the prompt and one of its items, nothing of the author's
    ("Why should we *not* do this? Please consider:\n\n- It doubles the navigator's state.", False),  # an answer
    ("- implementation cost, both in term of code size and complexity: small, one new event", False),
])
def test_a_section_left_as_the_templates_prompt_and_its_list_is_template_text(
        drawbacks: str, reported: bool, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    # react-navigation/rfcs (hundred-and-ninety-second held-out set): the template's Drawbacks asks a question and
    # lists what to consider; a record keeping that question and the template's own list wrote nothing there. An item
    # of the list alone, or with the author's words after it, is an answer (a list item is an option a record keeps).
    def rfc(n: int, body: str) -> str:
        return (f"- Start Date: 2018-0{n % 9 + 1}-01\n\n# Summary\n\nFeature {n}.\n\n# Drawbacks\n\n{body}\n\n"
                f"# Alternatives\n\nOther designs for {n}.\n")

    whole = RN_TEMPLATE.split("# Drawbacks\n\n", 1)[1].split("\n\n# Alternatives", 1)[0]
    files = {"0000-template.md": RN_TEMPLATE}
    files |= {f"text/{n:04d}-r{n}.md": rfc(n, f"Costs of change {n}.") for n in range(1, 11)}
    files["text/0011-r11.md"] = rfc(11, whole if drawbacks == "ALL" else drawbacks)
    out = check(tmp_path, monkeypatch, capsys, files, select="DC301")
    assert [line.split(": ", 2)[0] for line in out] == (["text/0011-r11.md:9:1"] if reported else [])


CORDOVA_NAMES = ("Browser", "Camera", "Plugins", "Hooks", "Platforms", "Whitelist", "Splash", "Icons", "Engines",
                 "Prepare", "Builds", "Github", "Docs")  # unnumbered, as its proposals are named


def test_a_file_named_for_templates_is_a_record_about_them(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    # apache/cordova-discuss (hundred-and-ninety-second held-out set): `proposals/CLI-Templates.md`, "Cordova CLI
    # Create with Template argument", is a proposal, not the family's template; its status is judged as theirs
    # (`Compelted`, a slip of the `Completed` a dozen others write, read as implemented).
    from doccheck.read.document import parse_document

    for path, template in (("proposals/CLI-Templates.md", False), ("docs/templates.md", False),
                           ("proposals/proposal-template.md", True), ("proposal-templates/adr.md", True)):
        assert parse_document(path, "# Title\n\n- Status: Proposed\n\nText.\n").is_template is template, path
    files = {f"proposals/{name}.md": f"# Proposal {name}\n- Status: {'Completed' if n % 3 else 'Proposed'}\n\n"
                                      f"## Overview\n\nO{n}.\n" for n, name in enumerate(CORDOVA_NAMES, 1)}
    files["proposals/CLI-Templates.md"] = "# Cordova CLI Create with Template argument\n- Status: Compelted\n\nT.\n"
    out = check(tmp_path, monkeypatch, capsys, files, select="DC203")
    assert len(out) == 1 and out[0].startswith("proposals/CLI-Templates.md:2:1: DC203 ") and \
        "9 others write 'completed'" in out[0]


def test_a_status_section_written_as_a_sentence_is_no_word_of_the_familys(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    # apache/cordova-discuss: NightlyBuilds.md's `## Current status` opens "The work is currently in progress and
    # the following items are completed:", read as a status of its own; three records' own words made the family's
    # vocabulary free, so that a slip of `Completed` was no longer told.
    files = {f"proposals/{name}.md": f"# Proposal {name}\n- Status: {'Completed' if n % 3 else 'Proposed'}\n\n"
                                      f"## Overview\n\nO{n}.\n" for n, name in enumerate(CORDOVA_NAMES, 1)}
    files["proposals/Mostly.md"] = "# Mostly\n- Status: Mostly completed\n\n## Overview\n\nO.\n"
    files["proposals/Nightly.md"] = ("# Nightly builds\n\n## Overview\n\nO.\n\n## Current status\n\nThe work is "
                                     "currently in progress and the following items are completed:\n\n1. The job\n")
    files["proposals/Typo.md"] = "# Typo\n- Status: Compelted\n\n## Overview\n\nO.\n"
    files["proposals/Other.md"] = "# Other\n- Status: Seen by the board\n\n## Overview\n\nO.\n"
    out = check(tmp_path, monkeypatch, capsys, files, select="DC203")
    assert [line.split(":", 1)[0] for line in out] == ["proposals/Typo.md"]


@pytest.mark.parametrize("status", ["**Pitch**", "**Second review: 2026-07-10...2026-07-17**", "Final review"])
def test_a_pitch_and_a_second_review_are_stages_of_a_proposal(
        status: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    # swiftlang/swift-foundation (hundred-and-ninety-second held-out set): Proposals/ keep Swift Evolution's
    # header; one is a `**Pitch**` (Evolution.md: "Socialize the idea ... [Pitch]"), one in its second review. Its
    # `Review:` field links the pitch and review threads, no list of choices.
    template = ("# Feature name\n\n* Proposal: [SF-NNNN](NNNN-filename.md)\n* Status: **Awaiting implementation** or "
                "**Awaiting review**\n* Review: ([pitch](https://forums.swift.org/...))\n\n## Introduction\n\nI.\n")
    files = {"Proposals/0000-template.md": template}
    files |= {f"Proposals/{n:04d}-p{n}.md": f"# P{n}\n\n* Proposal: [SF-{n:04d}]({n:04d}-p{n}.md)\n* Status: "
                                            f"**{'Accepted' if n % 4 else 'Review: Jun 10...Jun 17, 2025'}**\n"
                                            f"* Review: ([Pitch](https://forums.swift.org/t/pitch-{n}/1), "
                                            f"[Review](https://forums.swift.org/t/review-{n}/2))\n\n## Introduction\n\n"
                                            f"I{n}.\n" for n in range(1, 13)}
    files["Proposals/0013-p13.md"] = files["Proposals/0012-p12.md"].replace("P12", "P13").replace(
        "0012", "0013").replace("**Review: Jun 10...Jun 17, 2025**", status)
    assert check(tmp_path, monkeypatch, capsys, files, select="DC203,DC301") == []


def test_a_link_to_a_page_moved_to_another_format_names_it(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    # nextflow-io/nextflow (hundred-and-ninety-first held-out set): its docs moved to MDX, and an ADR's links to
    # `../docs/reference/syntax.md` broke; the finding names the page as it is now.
    files = {"adr/20250508-parser.md": "# Parser\n\n- Status: accepted\n\n## Links\n\n- [Syntax](../docs/reference/"
                                       "syntax.md)\n- [Gone](../docs/gone.md)\n",
             "docs/reference/syntax.mdx": "# Syntax\n"}
    out = check(tmp_path, monkeypatch, capsys, files, select="DC410")
    assert out == ["adr/20250508-parser.md:7:3: DC410 broken-link: link to '../docs/reference/syntax.md': no such "
                   "file; the page is ../docs/reference/syntax.mdx now",
                   "adr/20250508-parser.md:8:3: DC410 broken-link: link to '../docs/gone.md': no such file"]


def test_a_checklist_kept_unticked_is_no_template_text(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    # kubernetes/enhancements (the shared corpus): a KEP keeps the template's Release Signoff Checklist, its
    # line of guidance and its items unticked, until the release team checks them off: a form, not a blank.
    template = ("# KEP-NNNN: Your short, descriptive title\n\n## Release Signoff Checklist\n\nItems marked with (R) "
                "are required *prior to targeting to a milestone / release*.\n\n- [ ] (R) Enhancement issue in release "
                "milestone\n- [ ] (R) Design details are appropriately documented\n- [ ] (R) Test plan is in place\n\n"
                "## Summary\n\nThis section is incredibly important for producing high-quality documentation.\n")
    files = {"keps/0000-template.md": template}
    files |= {f"keps/{n:04d}-change-{n}.md": f"# KEP-{n}: Change {n}\n\n## Release Signoff Checklist\n\n- [x] "
                                            f"(R) Enhancement issue {n}\n\n## Summary\n\nChange {n}.\n"
              for n in range(1, 11)}
    files["keps/0011-change-11.md"] = template.replace("KEP-NNNN: Your short, descriptive title", "KEP-11: C").replace(
        "This section is incredibly important for producing high-quality documentation.", "Change 11.")
    assert check(tmp_path, monkeypatch, capsys, files, select="DC301") == []


def test_a_header_of_bare_keys_over_their_values_is_read(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    # ballerina-platform/ballerina-spec (hundred-and-ninety-fifth held-out set): a proposal's header writes each key
    # alone on its bullet and its value as an item under it (`- State` over `    - Submitted`); a slip of the
    # family's state is then found. A list of topics with one nested item is no header.
    def proposal(n: int, state: str) -> str:
        return (f"# Proposal {n}\n- Authors\n  - Dev {n}\n- Created date\n  - 2024-01-{n:02d}\n- State\n"
                f"    - {state}\n\n## Summary\n\nS{n}.\n\n## Motivation\n\nM{n}.\n")

    files = {f"proposals/{n:04d}-p{n}.md": proposal(n, "Submitted") for n in range(1, 11)}
    files["proposals/0011-p11.md"] = proposal(11, "Submited")
    files["notes/0001-topics.md"] = "# Topics\n- Status\n  - what is done\n\n## Summary\n\nS.\n"
    out = check(tmp_path, monkeypatch, capsys, files, select="DC203")
    assert [line.split(":", 1)[0] for line in out] == ["proposals/0011-p11.md"]
    from doccheck.read.document import parse_document

    doc = parse_document("p.md", proposal(3, "Submitted"))
    state = doc.meta("state")
    assert state is not None and (state.value, state.line) == ("Submitted", 7)
    assert parse_document("t.md", files["notes/0001-topics.md"]).meta("status") is None


def test_a_section_the_built_in_asks_for_is_named_as_the_familys_template_names_it(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    # sphildreth/decentdb (hundred-and-ninety-seventh held-out set): the template asks for Decision, Rationale and
    # Trade-offs, no Consequences; a record lacking its Trade-offs was told it has no 'Consequences' section, a
    # convention this repository does not have.
    template = ("## {Decision Title}\n**Date:** YYYY-MM-DD\n**Status:** Proposed | Accepted | Superseded | Rejected\n\n"
                "### Decision\n\n### Rationale\n\n### Trade-offs\n\n### References\n")
    files = {"design/adr/0000-template.md": template}
    files |= {f"design/adr/{n:04d}-d{n}.md": f"# D{n}\n**Date:** 2026-01-{n:02d}\n**Status:** Accepted\n\n"
                                            f"## Decision\n\nD{n}.\n\n## Rationale\n\nR{n}.\n\n## Trade-offs\n\nT{n}.\n"
              for n in range(1, 21)}
    files["design/adr/0021-d21.md"] = "# D21\n**Date:** 2026-02-01\n**Status:** Accepted\n\n## Decision\n\nD.\n\n" \
                                      "## Rationale\n\nR.\n"
    out = check(tmp_path, monkeypatch, capsys, files, select="DC101")
    assert out == ["design/adr/0021-d21.md:1:1: DC101 missing-section: adr has no 'Consequences' section (or "
                   "'Trade-offs', which the template design/adr/0000-template.md has, and 20 of 21 documents keep)"]


@pytest.mark.parametrize(("status", "reported"), [
    ("Superseded (2026-04-29) — the unused scaffold was removed in favor of plain `Vec<u8>` buffers", False),
    ("Superseded — replaced with a cron job", False),
    # cloudposse/atmos's implementation plan (three-hundred-and-seventh held-out set): the code that shipped
    ("**Status: Superseded by the shipped implementation.** The real `errors/sentry.go` implements it", False),
    ("Superseded by the implementation plan", True),  # a document, not named
    ("Superseded in favor of ADR-0031", True),  # a record, named and not here: a successor missing (DC403)
    ("Superseded", True),
])
def test_a_record_superseded_by_what_it_names_in_words_needs_no_successor(
        status: str, reported: bool, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    # sphildreth/decentdb's ADR 142: superseded by removing what it decided, which no later record decided.
    files = {f"docs/adr/{n:04d}-d{n}.md": f"# {n}. D{n}\n\n## Status\n\nAccepted\n\n## Context\n\nC.\n\n"
                                          "## Decision\n\nD.\n\n## Consequences\n\nQ.\n" for n in range(1, 8)}
    files["docs/adr/0008-d8.md"] = f"# 8. D8\n\n## Status\n\n{status}\n\n## Context\n\nC.\n\n## Decision\n\nD.\n\n" \
                                   "## Consequences\n\nQ.\n"
    out = check(tmp_path, monkeypatch, capsys, files, select="DC403,DC407")
    assert [line.split(":", 1)[0] for line in out] == (["docs/adr/0008-d8.md"] if reported else [])


def test_a_log_kept_over_a_records_life_with_nothing_logged_yet_is_no_template_text(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    # slatedb/slatedb (hundred-and-ninety-seventh held-out set): the template ends with `## Updates`, "Log major
    # changes to this RFC over time (optional)."; an accepted RFC with no change yet keeps it. Another section's
    # prompt kept is still template text.
    template = ("# SlateDB RFC Title\n\nStatus: Draft\n\n## Summary\n\nSummarize the proposal in a few sentences.\n\n"
                "## Design\n\nDescribe the design in detail.\n\n## Updates\n\nLog major changes to this RFC over time "
                "(optional).\n")
    files = {"rfcs/0000-template.md": template}
    files |= {f"rfcs/{n:04d}-r{n}.md": f"# R{n}\n\nStatus: Accepted\n\n## Summary\n\nS{n}.\n\n## Design\n\nD{n}.\n"
              for n in range(1, 11)}
    files["rfcs/0011-r11.md"] = "# R11\n\nStatus: Accepted\n\n## Summary\n\nS.\n\n## Design\n\nD.\n\n## Updates\n\n" \
                                "Log major changes to this RFC over time (optional).\n"
    files["rfcs/0012-r12.md"] = "# R12\n\nStatus: Accepted\n\n## Summary\n\nS.\n\n## Design\n\nDescribe the design " \
                                "in detail.\n"
    out = check(tmp_path, monkeypatch, capsys, files, select="DC301")
    assert [line.split(":", 1)[0] for line in out] == ["rfcs/0012-r12.md"]


def test_a_decision_written_whole_in_a_paragraph_lacks_no_built_in_section(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    # elsa-workflows/elsa-core (hundred-and-ninety-eighth held-out set): docs/adr/ states its first decisions in a
    # paragraph under their titles, no headings, its later ones under Decision and Rationale; the built-in ADR's
    # Context and Consequences are no convention of its. A record of two short lines is still told it lacks them.
    para = ("Elsa Server owns external provider discovery, authorization redirects, callbacks, secret use, identity "
            "resolution, permission resolution, and issuance of Elsa credentials. Registered clients initiate sign-in "
            "and receive only a short-lived, single-use completion code bound to an exact callback, target tenant and "
            "challenge; clients remain distinct from API applications and grant no permissions. Studio and future "
            "clients therefore share one broker contract without receiving provider credentials or tokens in redirect "
            "addresses, and the server keeps every secret it needs.")
    files = {"docs/adr/0001-d1.md": f"# Decision 1\n\n{para}\n"}
    files |= {f"docs/adr/{n:04d}-d{n}.md": f"# Decision {n}\n\n**Status**: Partially superseded by [0008](0008-d8.md)"
                                           f"\n\n{para}\n" for n in range(2, 8)}
    files |= {f"docs/adr/{n:04d}-d{n}.md": f"# Decision {n}\n\n**Status**: Accepted\n\n**Date**: 2026-07-24\n\n"
                                           f"## Decision\n\n{para}\n\n## Rationale\n\n{para}\n" for n in range(8, 12)}
    assert check(tmp_path, monkeypatch, capsys, files, select="DC101") == []
    (tmp_path / "docs/adr/0001-d1.md").write_text("# Decision 1\n\nUse tokens.\n\nMore to come.\n")
    monkeypatch.chdir(tmp_path)
    capsys.readouterr()
    main(["check", "--all", "--no-cache", "--select", "DC101", "-q", "."])
    assert {line.split(":", 1)[0] for line in capsys.readouterr().out.splitlines()} == {"docs/adr/0001-d1.md"}


def test_a_broken_links_message_names_the_file_it_meant(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    # ConduitIO/conduit (hundred-and-ninety-eighth held-out set): an ADR links a design document by its name alone
    # from the ADR folder, and a design document cites another's lines as an editor does (`x.md:39-41,361`).
    files = {"docs/adr/20260704-v2.md": "# V2\n\nSee [recover](20240812-recover.md).\n",
             "docs/design/20240812-recover.md": "# Recover\n\nText.\n",
             "docs/design/20260707-sdk.md": "# SDK\n\nAs [DX](20260705-dx.md:39-41,361) says.\n",
             "docs/design/20260705-dx.md": "# DX\n\nText.\n"}
    out = check(tmp_path, monkeypatch, capsys, files, select="DC410")
    assert out == ["docs/adr/20260704-v2.md:3:5: DC410 broken-link: link to '20240812-recover.md': no such file; a "
                   "document of that name is ../design/20240812-recover.md",
                   "docs/design/20260707-sdk.md:3:4: DC410 broken-link: link to '20260705-dx.md:39-41,361': no such "
                   "file; the file is there, and a line after its name is no part of a path (GitHub links lines as "
                   "#L39)"]


def test_a_jekyll_pages_permalink_is_the_address_links_name_it_by(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    # ros2/design (hundred-and-ninety-ninth held-out set): a Jekyll site whose articles give their addresses in
    # `permalink:`; `115_idl.md` is served as `articles/idl_interface_definition.html`, which the other articles link.
    def article(title: str, permalink: str, body: str = "Text.") -> str:
        return f"---\nlayout: default\ntitle: {title}\npermalink: {permalink}\npublished: true\n---\n\n{body}\n"

    files = {"_config.yml": "name: ROS 2 Design\nmarkdown: kramdown\n",
             "articles/115_idl.md": article("IDL", "articles/idl_interface_definition.html"),
             "articles/112_cpp.md": article("C++", "articles/generated_interfaces_cpp.html",
                                            "See [the IDL](idl_interface_definition.html) and [gone](gone.html).")}
    out = check(tmp_path, monkeypatch, capsys, files, select="DC410")
    assert [line.split(": ", 3)[2] for line in out] == ["link to 'gone.html'"]


@pytest.mark.parametrize(("kind", "keeping", "reported"), [("Proposal for new model support", 1, True),
                                                          ("Proposal for new model support", 3, False),
                                                          ("任务名", 3, True)])
def test_a_title_several_records_keep_from_the_template_is_a_kind_of_record(
        kind: str, keeping: int, reported: bool, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    # kaito-project/kaito (two-hundredth held-out set): its model template is titled "Proposal for new model
    # support", and the model proposals keep that title, naming the model under `# Title`: a kind of proposal, not a
    # blank. One record alone keeping a template's title still left it unwritten, and so did three keeping one that
    # names the blank (PaddlePaddle's science RFCs, `任务名`, "task name").
    def proposal(title: str, n: int) -> str:
        return (f"---\ntitle: {title}\nauthors:\n  - \"dev{n}\"\ncreation-date: 2025-01-{n:02d}\nstatus: provisional\n"
                f"---\n\n# Summary\n\nS{n}.\n\n# Motivation\n\nM{n}.\n")

    files = {"docs/proposals/YYYYMMDD-model-template.md": proposal(kind, 1)}
    files |= {f"docs/proposals/202501{n:02d}-p{n}.md": proposal(f"Proposal {n}", n) for n in range(1, 13)}
    for n in range(1, keeping + 1):
        files[f"docs/proposals/202502{n:02d}-m{n}.md"] = proposal(kind, n)
    out = check(tmp_path, monkeypatch, capsys, files, select="DC301")
    assert bool([line for line in out if "the title is the template's own" in line]) is reported


def test_a_page_titled_by_the_identifier_its_name_spells_is_no_template(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    # visgl/luma.gl (two-hundred-and-fourth held-out set): `docs/api-reference/engine/animation-loop-template.md`,
    # "# AnimationLoopTemplate", is the reference page of a class; its sections are no template's for the other
    # reference pages. `adr-template.md` titled "ADR template" is still one; and "Continuous Draft" is a draft.
    from doccheck.read.document import parse_document

    page = "# AnimationLoopTemplate\n\n## Usage\n\nU.\n\n## Types\n\nT.\n\n## Methods\n\nM.\n"
    assert not parse_document("docs/api-reference/engine/animation-loop-template.md", page).is_template
    assert parse_document("docs/adr/adr-template.md", "# ADR template\n\n## Context\n\nWhat is it?\n").is_template
    files = {"docs/api-reference/engine/animation-loop-template.md": page}
    files |= {f"docs/api-reference/engine/class-{n}.md": f"# Class{n}\n\n## Usage\n\nU{n}.\n\n## Methods\n\nM{n}.\n"
              for n in range(1, 12)}
    files["docs/rfcs/0001-size.md"] = "# Reduce size\n\n- Status: Continuous Draft\n\n## Summary\n\nS.\n"
    files |= {f"docs/rfcs/{n:04d}-r{n}.md": f"# R{n}\n\n- Status: Draft\n\n## Summary\n\nS{n}.\n" for n in range(2, 8)}
    assert check(tmp_path, monkeypatch, capsys, files, select="DC101,DC102,DC203") == []


def test_a_record_written_whole_still_lacks_the_sections_its_template_asks_for(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    # cometbft/cometbft (the shared corpus): ADR 008 is written in paragraphs, no heading, in a folder whose template
    # asks for Context, Decision and Consequences: a record written whole is excused only where no template asks.
    para = " ".join(["The node supports two private validator implementations and one socket protocol."] * 8)
    template = ("# ADR {ADR-NUMBER}: {TITLE}\n\n## Context\n\n> What is the issue?\n\n## Decision\n\n"
                "> What is decided?\n\n## Consequences\n\n> What follows?\n")
    files = {"docs/adr/adr-template.md": template}
    files |= {f"docs/adr/adr-{n:03d}-d{n}.md": f"# ADR {n:03d}: D{n}\n\n## Context\n\nC{n}.\n\n## Decision\n\nD{n}.\n\n"
                                               f"## Consequences\n\nQ{n}.\n" for n in range(1, 11)}
    files["docs/adr/adr-011-whole.md"] = f"# ADR 011: Whole\n\n{para}\n"
    out = check(tmp_path, monkeypatch, capsys, files, select="DC101")
    assert out and {line.split(":", 1)[0] for line in out} == {"docs/adr/adr-011-whole.md"}


def test_a_title_keeping_the_templates_blank_for_its_number_is_template_text(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """NHS England's breast screening ADRs (two-hundred-and-tenth held-out set): ADR-001-Use_Django_framework.md is
    titled `# ADR-nnn: Use Django framework`, the template's blank for the number kept. The template itself, and a
    draft still awaiting its number (`xxxx-stolon.md`), keep theirs."""
    template = "# ADR-nnn: Any Decision Record Template\n\n## Context\n\nDescribe.\n\n## Decision\n\nDescribe.\n"
    files = {"docs/adr/ADR-nnn_Any_Decision_Record_Template.md": template,
             "docs/adr/ADR-001-Use_Django.md": "# ADR-nnn: Use Django\n\n## Context\n\nC.\n\n## Decision\n\nD.\n",
             "docs/adr/ADR-002-Use_Jinja.md": "# ADR-002: Use Jinja\n\n## Context\n\nC.\n\n## Decision\n\nD.\n",
             "docs/adr/xxxx-use-celery.md": "# ADR-XXX: Use Celery\n\n## Context\n\nC.\n\n## Decision\n\nD.\n"}
    out = check(tmp_path, monkeypatch, capsys, files, select="DC301")
    assert out == ["docs/adr/ADR-001-Use_Django.md:1:1: DC301 placeholder-text: the title's number is still the "
                   "template's blank 'ADR-nnn'; the file name says 1"], out


def test_a_web_application_at_the_top_serves_none_of_the_repositorys_markdown(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """vespera (hundred-and-sixtieth held-out set) is a Next.js application at its top (`next.config.ts`): its
    notes' links from '/' are paths on the forge, broken where nothing is there."""
    files = {"next.config.ts": "export default {};\n",
             "notes/setup.md": "# Setup\n\nSee [the guide](/en/docs/setup).\n"}
    (tmp_path / ".git").mkdir()
    out = check(tmp_path, monkeypatch, capsys, files, select="DC410")
    assert len(out) == 1 and "/en/docs/setup" in out[0], out


def test_a_record_written_in_two_languages_is_one_record(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """diagnostic-catalog's ADRs (two-hundred-and-fourteenth held-out set) are each written twice, `0034-x.en.md` and
    `0034-x.fr.md`: the French one is a translation of the English, not a record lacking its English sections, and
    its status says what the English one says, answered there."""
    template = "# ADR-NNNN | Title\n\n**Status:** Proposed\n\n## Context\n\nWhy.\n\n## Decision\n\nWhat.\n\n" \
               "## Follow-up Actions\n\nNext.\n"
    files = {"doc/adr/template.md": template}
    for n in range(1, 8):
        status = "Superseded by [ADR-0007](0007-x.{})" if n == 6 else "Accepted"
        follow_en = "" if n == 4 else "## Follow-up Actions\n\nNext.\n"
        files[f"doc/adr/000{n}-x.en.md"] = (f"# ADR-000{n} | X {n}\n\n**Status:** {status.format('en.md')}\n\n"
                                           f"## Context\n\nWhy {n}.\n\n## Decision\n\nWe do {n}.\n\n{follow_en}")
        files[f"doc/adr/000{n}-x.fr.md"] = (f"# ADR-000{n} | X {n}\n\n**Status:** {status.format('fr.md')}\n\n"
                                           f"## Contexte\n\nPourquoi {n}.\n\n## Décision\n\nNous faisons {n}.\n\n"
                                           "## Actions de suivi\n\nEnsuite.\n")
    files["doc/adr/0007-x.en.md"] = files["doc/adr/0007-x.en.md"].replace(
        "**Status:** Accepted", "**Status:** Accepted\n\nSupersedes [ADR-0006](0006-x.en.md)")
    out = check(tmp_path, monkeypatch, capsys, files, select="DC101,DC404")
    assert [line.split(": DC")[0] for line in out] == ["doc/adr/0004-x.en.md:1:1"], out


def test_an_eleventy_site_serves_no_page_at_its_sibling_html_address(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """konflux's ADRs (hundred-and-first held-out set) are an Eleventy site (`.eleventy.js`), which serves
    `ADR/0039-x.md` at `ADR/0039-x/`: a sibling's `0039-x.html` from the Jekyll era is dead there as on the forge."""
    files = {".eleventy.js": "module.exports = function () {};\n", "ADR/0039-x.md": "# 39. X\n\nX.\n",
             "ADR/0002-y.md": "# 2. Y\n\nSee [ADR 39](0039-x.html).\n"}
    (tmp_path / ".git").mkdir()
    out = check(tmp_path, monkeypatch, capsys, files, select="DC410")
    assert len(out) == 1 and "0039-x.html" in out[0], out


def test_a_tools_marker_is_no_link_and_a_generated_page_keeps_its_templates_title(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """OpenTripPlanner (two-hundred-and-seventeenth held-out set): its changelog ends on
    `[](AUTOMATIC_CHANGELOG_PLACEHOLDER_DO_NOT_REMOVE)`, a release tool's marker; `doc/templates/X.md` are the
    templates its build fills into `doc/user/**/X.md`, which keep their titles. A page of another name keeping a
    template's title is still reported."""
    template = ("# Google Cloud Storage\n\n## Contact Info\n\n<!-- INSERT: contact -->\n\n## Config\n\nText.\n\n"
                "## Changelog\n\nNone.\n")
    files = {"doc/user/Changelog.md": "# Changelog\n\n- Fix a bug [#1](https://example.org/1)\n"
                                      "[](AUTOMATIC_CHANGELOG_PLACEHOLDER_DO_NOT_REMOVE)\n\n- [x](MISSING_FILE.md)\n",
             "doc/templates/GoogleCloudStorage.md": template}
    for name in ("GoogleCloudStorage", "Flex", "Gbfs", "Netex", "Siri", "Vehicle", "Emission", "Fares"):
        files[f"doc/user/sandbox/{name}.md"] = template.replace("Google Cloud Storage", name).replace(
            "<!-- INSERT: contact -->", "Team.")
    files["doc/user/sandbox/GoogleCloudStorage.md"] = template.replace("<!-- INSERT: contact -->", "Team.")
    files["doc/user/sandbox/Other.md"] = template.replace("<!-- INSERT: contact -->", "Team.")
    out = check(tmp_path, monkeypatch, capsys, files, select="DC301,DC410")
    assert [line.split(": ")[0] for line in out] == ["doc/user/Changelog.md:6:3", "doc/user/sandbox/Other.md:1:1"], out


def test_pages_that_give_their_place_in_a_sidebar_are_a_sites_pages(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """Mojo's docs (two-hundred-and-eighteenth held-out set) are Docusaurus pages (`sidebar_label:`) built into
    docs.modular.com by another repository: `/mojo/why-mojo` is the site's route, not a path here. A folder of
    pages without a sidebar's place is read as the forge shows it."""
    page = "---\ntitle: {t}\nsidebar_label: {t}\n---\n\n{body}\n"
    files = {f"docs/{name}.md": page.format(t=name, body="See [why](/mojo/why-mojo).") for name in
             ("faq", "roadmap", "why-mojo", "changelog")}
    out = check(tmp_path, monkeypatch, capsys, files, select="DC410")
    assert out == [], out
    for name in ("faq", "roadmap", "why-mojo", "changelog"):
        files[f"docs/{name}.md"] = files[f"docs/{name}.md"].replace("sidebar_label:", "label:")
    (tmp_path / ".git").mkdir()
    assert len(check(tmp_path, monkeypatch, capsys, files, select="DC410")) == 4


def test_a_status_kept_in_hugos_params_is_the_records(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """The HLSL proposals (two-hundred-and-eighteenth held-out set) keep their fields in Hugo's `params:` mapping
    (`params:` over `status: Under Consideration`): the records' statuses, a slip of which is reported."""
    files = {}
    for n in range(1, 8):
        status = "Under Consideraton" if n == 4 else "Accepted" if n % 2 else "Under Consideration"
        files[f"proposals/000{n}-p{n}.md"] = (f"---\ntitle: 000{n} - P{n}\nparams:\n  authors:\n  - a: A\n"
                                             f"  status: {status}\n---\n\n## Introduction\n\nI.\n\n"
                                             "## Motivation\n\nM.\n")
    out = check(tmp_path, monkeypatch, capsys, files, select="DC203")
    assert [line.split(": ")[0] for line in out] == ["proposals/0004-p4.md:6:1"], out


def test_a_hugo_page_named_with_parentheses_answers_at_its_urlized_address(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """EKS Anywhere's command reference (two-hundred-and-twentieth held-out set) is a Hugo site: `anywhere_apply_
    package(s).md` is served at `anywhere_apply_packages/`, as Hugo makes a name an address, which its sibling links
    to; a page of no such name is still missing."""
    files = {"hugo.toml": "title = 'x'\n", "content/ref/_index.md": "# Reference\n",
             "content/ref/anywhere_apply_package(s).md": "# apply packages\n\nApply.\n",
             "content/ref/anywhere_apply.md": "# apply\n\n* [packages](../anywhere_apply_packages/)\n"
                                              "* [bundles](../anywhere_apply_bundles/)\n"}
    out = check(tmp_path, monkeypatch, capsys, files, select="DC410")
    assert [line.split(": ")[0] for line in out] == ["content/ref/anywhere_apply.md:4:3"], out


def test_a_successor_answering_in_its_status_section_paragraphs_on_says_it_back(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """eventsource-py's ADRs (two-hundred-and-twentieth held-out set): ADR 7 says "**Amended by [ADR 31](...)**";
    ADR 31 answers in its `## Status` section, paragraphs below its status: "**Amended by ADR 0031: [ADR 0007](...),
    [ADR 0010](...)**". A successor that names the old record only in its Context does not answer."""
    def adr(n: int, status: str, context: str = "Why.") -> str:
        return f"# {n:04d}. Thing {n}\n\n## Status\n\n{status}\n\n## Context\n\n{context}\n\n## Decision\n\nD.\n"
    files = {f"docs/adrs/{n:04d}-thing-{n}.md": adr(n, "Accepted.") for n in range(1, 9)}
    files["docs/adrs/0001-thing-1.md"] = adr(1, "Accepted.\n\n**Amended by [ADR 7](0007-thing-7.md)** for names.")
    files["docs/adrs/0002-thing-2.md"] = adr(2, "Accepted.\n\n**Amended by [ADR 8](0008-thing-8.md)** for names.")
    files["docs/adrs/0007-thing-7.md"] = adr(7, "Accepted. Implemented in `src/`.\n\nNo shim.\n\n"
                                                "**Amended by ADR 0007: [ADR 0001](0001-thing-1.md).**")
    files["docs/adrs/0008-thing-8.md"] = adr(8, "Accepted.", "As [ADR 2](0002-thing-2.md) left it.")
    out = check(tmp_path, monkeypatch, capsys, files, select="DC404")
    assert [line.split(": ")[0] for line in out] == ["docs/adrs/0002-thing-2.md:7:1"], out


def test_a_sphinx_section_label_in_angle_brackets_is_no_path(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """tamr-client's MyST docs (hundred-and-fifty-eighth held-out set) link a heading by Sphinx's section label,
    `[Raw HTTP](<user-guide/advanced-usage:Raw HTTP requests>)`: the page is there, the rest its heading. A label
    of a page not there is still dead."""
    files = {"docs/user-guide/advanced-usage.md": "# Advanced\n\n## Raw HTTP requests\n\nText.\n",
             "docs/user-guide/faq.md": "# FAQ\n\nSee [raw](<user-guide/advanced-usage:Raw HTTP requests>) and "
                                       "[gone](<user-guide/gone:Some Heading>).\n"}
    out = check(tmp_path, monkeypatch, capsys, files, select="DC410")
    assert len(out) == 1 and "user-guide/gone:Some Heading" in out[0], out


def test_a_status_tables_row_about_another_record_is_not_this_records_status(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """eventsource-py's ADR 0049 (two-hundred-and-twentieth held-out set) lists the records it touches in a table
    under its status: "| [0017](...) | Stands as a historical record -- already superseded by ADR 0021 |" says so of
    0017, not of 0049, which is no superseded record still in force."""
    def adr(n: int, status: str) -> str:
        return f"# {n:04d}. Thing {n}\n\n## Status\n\n{status}\n\n## Context\n\nWhy.\n\n## Decision\n\nD.\n"
    files = {f"docs/adrs/{n:04d}-thing-{n}.md": adr(n, "Accepted.") for n in range(1, 6)}
    files["docs/adrs/0002-thing-2.md"] = adr(2, "Superseded by [ADR 3](0003-thing-3.md).")
    files["docs/adrs/0003-thing-3.md"] = adr(3, "Accepted. Supersedes [ADR 2](0002-thing-2.md).")
    files["docs/adrs/0005-thing-5.md"] = adr(5, "**Accepted.**\n\n| ADR | Status |\n| --- | --- |\n"
                                                "| [0002](0002-thing-2.md) | Stands as history -- already superseded "
                                                "by ADR 0003. |\n")
    out = check(tmp_path, monkeypatch, capsys, files, select="DC404,DC405")
    assert out == [], out


def test_a_successor_saying_it_amends_in_a_sentence_or_a_tables_row_says_it_back(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """eventsource-py's ADR 0025 (two-hundred-and-twentieth held-out set) answers 0016's "**Amended by ADR 0025.**"
    mid-sentence, "**Store-level spans are removed** (amends ADR 0016)", and 0019's in its table of the records it
    touches, "| 0019 store ports | Amended. ... |". A successor naming the old record with no such word does not."""
    def adr(n: int, status: str, decision: str = "D.") -> str:
        return f"# {n:04d}. Thing {n}\n\n## Status\n\n{status}\n\n## Context\n\nWhy.\n\n## Decision\n\n{decision}\n"
    files = {f"docs/adrs/{n:04d}-thing-{n}.md": adr(n, "Accepted.") for n in range(1, 9)}
    for n in (1, 2, 3):
        files[f"docs/adrs/{n:04d}-thing-{n}.md"] = adr(n, "Accepted.\n\n**Amended by ADR 0007.**")
    files["docs/adrs/0007-thing-7.md"] = adr(
        7, "Accepted.", "1. **Spans are removed** (amends ADR 0001).\n\n| ADR | Disposition |\n| --- | --- |\n"
                        "| 0002 names | Amended. Status pointer added. |\n"
                        "| 0003 tenancy | Stands, as ADR 0003 left it. |\n")
    out = check(tmp_path, monkeypatch, capsys, files, select="DC404")
    assert [line.split(": ")[0] for line in out] == ["docs/adrs/0003-thing-3.md:7:1"], out


def test_a_page_named_for_the_templates_it_holds_keeps_their_blanks(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """IRS Direct File's `docs/design/Direct File Research Templates and Protocols.md` (two-hundred-and-twenty-fourth
    held-out set) holds the emails and consent forms a researcher copies: its "[insert role\\]" are the blanks to
    fill in each copy, not text its author left in. A record about templates, numbered, is still read."""
    blank = "# {t}\n\nDear participant, I am the [insert role] on the team.\n"
    files = {"docs/design/Research Templates and Protocols.md": blank.format(t="Research templates"),
             "docs/design/email-templates.md": blank.format(t="Emails"),
             "docs/design/template-guidance.md": blank.format(t="Guidance"),
             "docs/adr/0004-use-email-templates.md": blank.format(t="4. Use email templates")}
    out = check(tmp_path, monkeypatch, capsys, files, select="DC301")
    assert sorted(line.split(":")[0] for line in out) == ["docs/adr/0004-use-email-templates.md",
                                                          "docs/design/template-guidance.md"], out


def test_nygards_template_as_the_template_collections_write_it_is_template_text(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """Michael Nygard's template as Joel Parker Henderson's collection writes it, copied into folders with no
    template of their own (Twake Chat's ADRs, two-hundred-and-twenty-seventh held-out set): a Status still "What is
    the status, such as proposed, accepted, ...?" was never written over. A record that asks its own question, in
    the author's words, is the author's."""
    def adr(n: int, status: str, context: str = "Why.") -> str:
        return f"# {n}. Thing {n}\n\nDate: 2024-01-0{n}\n\n## Status\n\n{status}\n\n## Context\n\n{context}\n\n" \
               "## Decision\n\nD.\n\n## Consequences\n\nC.\n"
    files = {f"docs/adr/000{n}-thing-{n}.md": adr(n, "Accepted") for n in range(1, 7)}
    files["docs/adr/0002-thing-2.md"] = adr(
        2, "What is the status, such as proposed, accepted, rejected, deprecated, superseded, etc.?")
    files["docs/adr/0003-thing-3.md"] = adr(
        3, "Accepted", "What is the issue that we’re seeing that is motivating this decision or change?")
    files["docs/adr/0004-thing-4.md"] = adr(4, "Accepted", "What is the issue that we're seeing with caching?")
    # (a plan that shows the template, its fences broken, `# NNNN. Short Title` among its headings: entirecontext's)
    files["docs/plans/adr-process.md"] = "# ADR process\n\n## Steps\n\nAdd this template:\n\n# NNNN. Short Title\n\n" \
                                         "## Context\n\nWhat is the issue that we're seeing that is motivating this " \
                                         "decision or change?\n"
    out = check(tmp_path, monkeypatch, capsys, files, select="DC301")
    assert [line.split(": ")[0] for line in out] == ["docs/adr/0002-thing-2.md:7:1",
                                                     "docs/adr/0003-thing-3.md:11:1"], out


def test_a_document_named_for_two_records_of_the_series_is_neither(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """laminardb's `F025-F026-kafka-connector-gaps.md` (two-hundred-and-twenty-fifth held-out set), a gap analysis
    of features 25 and 26, beside `F025-kafka-source.md`: no second feature 25. Two specs numbered F006 are."""
    spec = "# F{n:03d}: Thing\n\n## Metadata\n\n| Field | Value |\n| --- | --- |\n| Status | Done |\n\n" \
           "## Summary\n\nS.\n"
    files = {f"docs/features/F{n:03d}-thing-{n}.md": spec.format(n=n) for n in range(1, 30)}
    files["docs/features/F025-F026-connector-gaps.md"] = "# Connector gaps\n\n## Summary\n\nGaps of both.\n"
    files["docs/features/F006-parser-improvements.md"] = spec.format(n=6)
    out = check(tmp_path, monkeypatch, capsys, files, select="DC401")
    assert sorted(line.split(":")[0] for line in out) == ["docs/features/F006-parser-improvements.md",
                                                          "docs/features/F006-thing-6.md"], out


def test_a_link_to_a_page_its_folders_gitignore_names_is_to_a_built_page(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """aws-controllers-k8s' docs (two-hundred-and-thirty-first held-out set): `community/.gitignore` lists
    `services.md`, which `scripts/gen_services.py` writes before each build, and pages link it by the site's address,
    `../../community/services/`. A page no .gitignore names is still missing; so is one whose .gitignore names
    another file."""
    files = {"docs/hugo.toml": "baseURL = '/'\n",
             "docs/content/docs/community/overview.md": "# Overview\n\nHi.\n",
             "docs/content/docs/community/.gitignore": "# written by gen_services.py\nservices.md\n",
             "docs/content/docs/user-docs/install.md": "# Install\n\nSee [services](../../community/services/), "
                                                       "[gone](../../community/gone/) and "
                                                       "[raw](../community/services.md).\n",
             # (the top .gitignore's names are patterns for the whole repository: Cloud Posse's `test`)
             ".gitignore": "test\nservices.md\n", "README.md": "# Docs\n\nTests are in [test/](test).\n"}
    out = check(tmp_path, monkeypatch, capsys, files, select="DC410")
    targets = [line.split("DC410 broken-link: ")[1].split("'")[1] for line in out]
    assert targets == ["test", "../../community/gone/"], out


def test_a_section_whose_heading_says_to_remove_it_is_the_templates(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """Waku's specs (two-hundred-and-twenty-ninth held-out set): the template opens with `### (Info, remove this
    section)`, "This section (including its subsections) MUST be removed."; a spec that kept it kept the template's
    instructions. The template itself is not reported, nor a section that only speaks of removing things."""
    info = "### (Info, remove this section)\n\nThis section contains meta info about writing specifications.\n\n"
    files = {"specs/template.md": f"---\ntitle: TEMPLATE\n---\n\n{info}## Abstract\n\n## References\n",
             "specs/relay.md": f"---\ntitle: RELAY\n---\n\n{info}## Abstract\n\nRelay.\n\n## References\n\nNone.\n",
             "specs/store.md": "---\ntitle: STORE\n---\n\n## Abstract\n\nStore.\n\n## Remove this feature\n\nLater.\n"}
    out = check(tmp_path, monkeypatch, capsys, files, select="DC301")
    assert [line.split(": ")[0] for line in out] == ["specs/relay.md:5:1"], out


def test_a_decision_named_for_its_form_is_the_decision(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """eventsource-py's ADR 0033 writes its Decision as `## Decision Table` (two-hundred-and-twentieth held-out set),
    Microsoft Agent Framework's decisions as `## Design decisions` (two-hundred-and-sixteenth): each is the record's
    Decision. A record with neither, nor a Decision, lacks it."""
    def adr(n: int, decision: str) -> str:
        return f"# {n}. Thing {n}\n\n## Status\n\nAccepted\n\n## Context\n\nWhy.\n\n## {decision}\n\nWe do it.\n\n" \
               "## Consequences\n\nC.\n"
    files = {f"docs/adr/000{n}-thing-{n}.md": adr(n, "Decision") for n in range(1, 8)}
    files["docs/adr/0002-thing-2.md"] = adr(2, "Decision Table")
    files["docs/adr/0003-thing-3.md"] = adr(3, "Design decisions")
    files["docs/adr/0004-thing-4.md"] = adr(4, "Notes")
    out = check(tmp_path, monkeypatch, capsys, files, select="DC101")
    assert [line.split(": ")[0] for line in out] == ["docs/adr/0004-thing-4.md:1:1"], out


def test_a_sphinx_source_in_its_own_folder_under_docs_has_sphinxs_pages(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """hermes' docs (two-hundred-and-forty-third held-out set) are laid out as sphinx-quickstart lays out a separate
    build, `docs/source/conf.py` beside `index.md`, whose "Indices and tables" link `[](genindex)`, `[](modindex)`,
    `[](search)`: pages Sphinx writes, and `[setup](setup)` is `setup.rst`. A page not there is still missing."""
    files = {"docs/source/conf.py": "project = 'x'\n", "docs/source/setup.rst": "Setup\n=====\n\nRun it.\n",
             "docs/source/index.md": "# X\n\n* [](genindex)\n* [](modindex)\n* [](search)\n* [setup](setup)\n"
                                     "* [gone](gone)\n"}
    out = check(tmp_path, monkeypatch, capsys, files, select="DC410")
    assert [line.split("DC410 broken-link: ")[1].split("'")[1] for line in out] == ["gone"], out


def test_a_task_boards_items_are_no_family_of_records(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """OTGW-firmware's Backlog.md board (233rd held-out set): `backlog/tasks/task-197 - SAT-Fix-....md`, `status: Done`,
    most with a Description and Acceptance Criteria the tool writes where a task needs them; a task without one is no
    record missing a section. Its board's columns (To Do, In Progress, Done) say so; the decisions beside it, whose
    statuses are a record's, are still held to their outline."""
    def task(n: int, status: str, criteria: bool) -> str:
        return (f"---\nid: TASK-{n}\ntitle: Fix {n}\nstatus: {status}\nassignee: []\n---\n\n## Description\n\nD.\n\n"
                + ("## Acceptance Criteria\n\n- [x] #1 Done.\n\n" if criteria else "") + "## Final Summary\n\nF.\n")
    files = {f"backlog/tasks/task-{n} - fix-{n}.md": task(n, ("To Do", "In Progress", "Done", "Done")[n % 4], n != 7)
             for n in range(1, 15)}
    for n in range(1, 12):
        consequences = "" if n == 5 else "## Consequences\n\nC.\n"
        files[f"backlog/decisions/decision-{n} - d{n}.md"] = (
            f"---\nid: decision-{n}\ntitle: D{n}\nstatus: accepted\n---\n\n## Context\n\nC.\n\n## Decision\n\nD.\n\n"
            + consequences)
    out = check(tmp_path, monkeypatch, capsys, files, select="DC101")
    assert [line.split(": DC")[0] for line in out] == ["backlog/decisions/decision-5 - d5.md:1:1"], out


def test_a_readmes_fenced_block_of_another_files_headings_is_no_template_of_the_records(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """remultiform (246th held-out set): its README shows the CHANGELOG's headings in a fenced block ("`## [x.y.z] -
    DD-MM-YYYY`"), which was taken for the template of the ADRs below it; none of them keeps one of its sections, so
    the ADR without Consequences went unseen."""
    files = {"README.md": "# remultiform\n\n## Releasing\n\nUpdate `CHANGELOG.md` in this format:\n\n```md\n"
                          "## [Unreleased]\n\n## [x.y.z] - DD-MM-YYYY\n\n### Added\n\n...\n\n"
                          "## [a.b.c] - DD-MM-YYYY\n\n### Added\n\n...\n```\n"}
    for n in range(1, 11):
        consequences = "" if n == 6 else "## Consequences\n\nC.\n"
        files[f"docs/adr/{n:04d}-d{n}.md"] = (f"# {n}. D{n}\n\nDate: 2019-10-2{n % 9}\n\n## Status\n\nAccepted\n\n"
                                              f"## Context\n\nC.\n\n## Decision\n\nD.\n\n{consequences}")
    out = check(tmp_path, monkeypatch, capsys, files, select="DC101")
    assert [line.split(": DC")[0] for line in out] == ["docs/adr/0006-d6.md:1:1"], out


def test_a_section_answered_with_a_dash_or_named_for_the_act_is_the_templates(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """The OpenWallet Foundation's proposals (245th held-out set): `# External Dependencies` answered `--` says there
    are none, and `# Issue Tracking` is the template's `# Issue Tracker`; a section left with nothing under it is
    still empty."""
    template = "# Project Name\n\n# Issue Tracker\n\nWhere?\n\n# External Dependencies\n\nWhich?\n\n# License\n\nL?\n"
    files = {"proposal-template.md": template}
    for n in range(1, 10):
        tracker = "Issue Tracking" if n == 2 else "Issue Tracker"
        dependencies = "--" if n == 3 else "" if n == 4 else "A library."
        files[f"projects/p{n}.md"] = (f"# Project Name\n\nP{n}\n\n# {tracker}\n\nGitHub.\n\n# External Dependencies\n\n"
                                      f"{dependencies}\n\n# License\n\nMIT.\n")
    out = check(tmp_path, monkeypatch, capsys, files, select="DC101,DC102")
    assert [line.split(" (")[0] for line in out] == [
        "projects/p4.md:9:1: DC102 empty-section: section 'External Dependencies' is empty"], out


def test_a_hugo_pages_link_into_the_sites_static_folder_is_read_from_its_address(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """LeaderWorkerSet's site (249th held-out set): `site/content/en/docs/concepts/_index.md`, served at
    `/docs/concepts/`, shows `../../images/concept.png`, which Hugo serves from `site/static/images/`; an image that
    is in no static folder is still missing, on a cold run and a warm one."""
    files = {"site/hugo.toml": "title = 'x'\n", "site/static/images/concept.png": "png",
             "site/content/en/_index.md": "# LWS\n",
             "site/content/en/docs/concepts/_index.md": "# Concepts\n\n![c](../../images/concept.png)\n\n"
                                                        "![d](../../images/missing.png)\n"}
    out = check(tmp_path, monkeypatch, capsys, files, select="DC410")
    assert [line.split(": ")[0] for line in out] == ["site/content/en/docs/concepts/_index.md:5:1"], out
    for _ in range(2):
        main(["check", "--all", "--select", "DC410", "-q", "."])
        assert [line.split(": ")[0] for line in capsys.readouterr().out.splitlines()] == [
            "site/content/en/docs/concepts/_index.md:5:1"]


def test_a_docusaurus_1_site_serves_its_docs_flat_and_a_version_keeps_only_what_changed(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """Magma's Docusaurus 1 site (268th held-out set; 259 false findings): every doc is served at `/docs/<id>`, so
    `assets/x.png` in docs/readmes/lte/a.md is docs/readmes/assets/x.png (the site mounts docs/readmes/ as its
    docs), and a version's folder keeps only the docs changed since the version before it, `../lte/c.md` being an
    earlier version's. A file in none of them is still missing; with no siteConfig.js a link reads from the page."""
    files = {"docs/docusaurus/siteConfig.js": "const siteConfig = {title: 'Magma'};\nmodule.exports = siteConfig;\n",
             "docs/readmes/assets/x.png": "png",
             "docs/readmes/lte/a.md": "---\nid: a\n---\n# A\n\n![x](assets/x.png)\n\n![y](assets/y.png)\n",
             "docs/readmes/lte/c.md": "---\nid: c\n---\n# C\n\nText.\n",
             "docs/docusaurus/versioned_docs/version-1.0/lte/c.md": "---\nid: version-1.0-c\n---\n# C\n\nOld.\n",
             "docs/docusaurus/versioned_docs/version-1.1/basics/b.md":
                 "---\nid: version-1.1-b\n---\n# B\n\n[c](../lte/c.md), [gone](../lte/gone.md), ![x](assets/x.png)\n",
             "other/readmes/lte/a.md": "# A\n\n![x](assets/x.png)\n", "other/readmes/assets/x.png": "png"}
    out = check(tmp_path, monkeypatch, capsys, files, select="DC410")
    assert [line.split(": ")[0] for line in out] == [
        "docs/docusaurus/versioned_docs/version-1.1/basics/b.md:6:19", "docs/readmes/lte/a.md:8:1",
        "other/readmes/lte/a.md:3:1"], out
    main(["check", "--all", "--select", "DC410", "-q", "."])  # (and warm, from the cache)
    assert len(capsys.readouterr().out.splitlines()) == 3


def test_a_docusaurus_site_reads_a_pages_link_from_its_docs_folder_first(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """OpenLineage's website (two-hundred-and-eighty-seventh held-out set): Docusaurus reads a link to a Markdown
    page that starts with neither `./` nor `../` from the docs folder first, so `spec/facets/f.md` in
    website/docs/integrations/spark/a.md is website/docs/spec/facets/f.md. A page in neither place is still
    missing, and so is the same link in a folder no Docusaurus site builds."""
    files = {"website/docusaurus.config.js": "module.exports = {title: 'OpenLineage'};\n",
             "website/docs/spec/facets/f.md": "# F\n\nFacet.\n",
             "website/docs/integrations/spark/a.md": "# A\n\nSee [f](spec/facets/f.md#types) and "
                                                    "[g](spec/facets/g.md).\n",
             "notes/spec/facets/f.md": "# F\n\nFacet.\n",
             "notes/integrations/a.md": "# A\n\nSee [f](spec/facets/f.md).\n"}
    out = check(tmp_path, monkeypatch, capsys, files, select="DC410")
    assert [line.split(": ")[0] for line in out] == [
        "notes/integrations/a.md:3:5", "website/docs/integrations/spark/a.md:3:37"], out


def test_a_link_into_a_folder_a_gitignore_above_names_is_to_a_built_page(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """buck2's docs (251st held-out set): `docs/.gitignore` lists `/api/` and `/users/commands/`, which
    `website/gen_docs.py` writes before each build; 45 links from pages two folders down went to them. A folder
    the .gitignore does not name is still missing, and the top .gitignore's folders are patterns for everything."""
    files = {"docs/.gitignore": "/api/\n/users/commands/\n",
             "docs/concepts/rules/build_rule.md": "# Build rules\n\nSee [build](../../api/build/Label), "
                                                  "[run](../../users/commands/run), [gone](../../users/gone/x) and "
                                                  "[target](../../target/debug/x).\n",
             ".gitignore": "/target/\n", "docs/users/faq.md": "# FAQ\n\nQ.\n",
             # (perl-lsp's `book/.gitignore` lists the `src/advanced/` a script copies in, committed all the same:
             # its pages are checked as any)
             "book/.gitignore": "src/advanced/\n", "book/src/advanced/perf.md": "# Perf\n\n[guide](TESTING.md)\n"}
    out = check(tmp_path, monkeypatch, capsys, files, select="DC410")
    targets = [line.split("DC410 broken-link: ")[1].split("'")[1] for line in out]
    assert targets == ["TESTING.md", "../../users/gone/x", "../../target/debug/x"], out


def test_records_in_a_folder_named_for_architectural_records_are_adrs(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """HMPPS's alerts ADRs (248th held-out set) are kept in `architectural_design_record/`: a numbered record there is
    an ADR by its place, as in `docs/architecture/`, so one without a Context is one; taken out of the type by the
    very section it lacks, it went unseen."""
    files = {f"architectural_design_record/00{n}-d{n}.md": f"# ADR00{n}: D{n}\n\n## Status\n\nAccepted\n\n"
             + ("" if n == 4 else "## Context\n\nC.\n\n") + "## Decision\n\nD.\n\n## Consequences\n\nQ.\n"
             for n in range(1, 9)}
    out = check(tmp_path, monkeypatch, capsys, files, select="DC101")
    assert [line.split(": DC")[0] for line in out] == ["architectural_design_record/004-d4.md:1:1"], out


def test_a_missing_sections_heading_inside_a_code_block_to_the_end_is_pointed_at(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """qubinode-navigator's ADR-0035 (247th held-out set): a ``` opened after a ```` block runs to the file's last
    line, and its `## Consequences` renders as code. DC101 says where the heading went, for an ADR's own sections
    and for those a family keeps."""
    def spec(n: int, tail: str) -> str:
        return f"# S{n}\n\n## Summary\n\nS.\n\n## Design\n\nD.\n\n{tail}"
    files = {f"specs/{n:03d}-s{n}.md": spec(n, "## Rollout\n\nR.\n") for n in range(1, 12)}
    files["specs/012-s12.md"] = spec(12, "````\nexample\n````\n\n```\n\n## Rollout\n\nR.\n")
    files["docs/adr/0001-a.md"] = ("# 1. A\n\n## Status\n\nAccepted\n\n## Context\n\nC.\n\n## Decision\n\nD.\n\n"
                                   "```\n\n## Consequences\n\nQ.\n")
    out = check(tmp_path, monkeypatch, capsys, files, select="DC101")
    assert [line.split(": DC")[0] for line in out] == ["docs/adr/0001-a.md:1:1", "specs/012-s12.md:1:1"], out
    assert "no 'Consequences' section" in out[0] and out[0].endswith(
        "; its heading (line 17) is inside the code block opened at line 15, which runs to the end of the file: "
        "close that block where the code ends"), out
    assert "missing section 'Rollout'" in out[1] and "its heading (line 17) is inside the code block opened at " \
        "line 15" in out[1], out


def test_a_record_still_discussed_has_no_decision_to_write_yet(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """Simple IoT's ADRs (252nd held-out set): those in `Status: discussion` keep the template's "what was decided."
    and "what is the impact, both negative and positive." or leave Decision and Consequences empty until they
    decide; an accepted record that does so has not written them."""
    template = ("# ADR Title\n\n- Author: NAME\n- Status: discussion\n\n## Problem\n\nWhat problem are we trying to "
                "solve?\n\n## Context\n\nbackground, facts surrounding this discussion.\n\n## Decision\n\nwhat was "
                "decided.\n\n## Consequences\n\nwhat is the impact, both negative and positive.\n")
    files = {"docs/adr/template.md": template}
    for n in range(1, 9):
        status = "discussion" if n in (3, 5) else "accepted"
        decision = {3: "", 5: "what was decided.", 7: "what was decided."}.get(n, f"We do {n}.")
        files[f"docs/adr/{n}-d{n}.md"] = (f"# D{n}\n\n- Author: A\n- Status: {status}\n\n## Problem\n\nP {n}.\n\n"
                                          f"## Context\n\nC {n}.\n\n## Decision\n\n{decision}\n\n## Consequences\n\n"
                                          f"Q {n}.\n")
    out = check(tmp_path, monkeypatch, capsys, files, select="DC102,DC301")
    assert [line.split(": ")[0] for line in out] == ["docs/adr/7-d7.md:16:1"], out


def test_a_folder_below_a_templates_home_written_to_none_of_it_is_not_its_family(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """CZI's single-cell design documents (254th held-out set): `templates/rfc_template.md` governs the numbered
    `design-documents/NNNN-x/text.md`; `postmortems/2021-05-20.md`, named by its date, keeps none of the template's
    sections and is no design document missing its Problem Statement."""
    template = ("# Title of My Design\n\n## tl;dr\n\nx\n\n## Problem Statement | Background\n\nx\n\n"
                "## Detailed Design | Architecture | Implementation\n\nx\n\n## References\n\nx\n")
    files = {"templates/rfc_template.md": template,
             "postmortems/2021-05-20.md": "# 2021-5-20 RDS Postmortem\n\n## Lessons Learned\n\nx\n\n## Timeline\n\nt\n"}
    for n in range(1, 8):
        problem = "" if n == 5 else "## Problem Statement | Background\n\nP.\n\n"
        files[f"design-documents/000{n}-d{n}/text.md"] = (f"# D{n}\n\n## tl;dr\n\nT.\n\n{problem}"
                                                          "## Detailed Design | Architecture | Implementation\n\nD.\n")
    out = check(tmp_path, monkeypatch, capsys, files, select="DC101")
    assert [line.split(": DC")[0] for line in out] == ["design-documents/0005-d5/text.md:1:1"], out


def test_an_apps_pages_link_by_route_and_from_its_public_folder(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """Remix's guide (253rd held-out set) is an app that serves `chapters/04-rendering-ui.md` at `/rendering-ui/`, its
    number left out, and `/images/x.png` from the `public/` beside its `package.json`; 45 links a maintainer would
    dismiss. A route no chapter answers and an image no public folder holds are still missing."""
    chapters = ["start-here", "routing", "request-handling", "rendering-ui", "interactivity"]
    files = {"docs/guides/public/images/start.png": "png", "docs/guides/package.json": "{}\n"}
    for n, name in enumerate(chapters, start=1):
        others = " ".join(f"[{other}](/{other}/)" for other in chapters if other != name)
        files[f"docs/guides/app/chapters/{n:02d}-{name}.md"] = f"# {name}\n\nSee {others}.\n"
    files["docs/guides/app/chapters/01-start-here.md"] += "\n![start](/images/start.png) ![gone](/images/gone.png) " \
                                                          "[nowhere](/animation/)\n"
    out = check(tmp_path, monkeypatch, capsys, files, select="DC410")
    targets = [line.split("DC410 broken-link: ")[1].split("'")[1] for line in out]
    assert targets == ["/images/gone.png", "/animation/"], out


def test_a_phase_of_the_templates_plan_is_no_part_a_record_must_keep(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """coral's RFDs (255th held-out set): the template plans in four phases (`### Phase 4: Testing & Documentation`),
    which most records keep; one that plans in three is no record missing its fourth. A part of another kind, kept
    by all the others, is still one forgotten."""
    def rfd(n: int, phases: int, security: bool = True) -> str:
        names = ["Foundation", "Core Implementation", "Integration & CLI", "Testing & Documentation"]
        plan = "".join(f"### Phase {p}: {names[p - 1]}\n\nP.\n\n" for p in range(1, phases + 1))
        return (f"# RFD {n}\n\n## Summary\n\nS.\n\n## Implementation Plan\n\n{plan}## Testing Strategy\n\n"
                "### Unit Tests\n\nU.\n\n" + ("### Security Tests\n\nT.\n\n" if security else "") + "## Future\n\nF.\n")
    files = {"RFDs/000-RFD-TEMPLATE.md": rfd(0, 4)}
    for n in range(1, 21):
        files[f"RFDs/{n:03d}-r{n}.md"] = rfd(n, 3 if n == 7 else 4, security=n != 9)
    out = check(tmp_path, monkeypatch, capsys, files, select="DC101")
    assert [line.split(": DC")[0] for line in out] == ["RFDs/009-r9.md:25:1"], out


def test_a_blogs_posts_are_no_family_of_records(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """The OpenShift AIOps platform's blog (232nd held-out set): sixteen numbered posts, fifteen closing on Next Steps;
    the one that closes on a Conclusion is a post told its own way, not a record missing a section."""
    files = {f"docs/blog/{n:02d}-post-{n}.md": f"# Post {n}\n\n## Introduction\n\nI.\n\n## Prerequisites\n\nP.\n\n"
             + ("## Conclusion\n\nC.\n" if n == 16 else "## Next Steps\n\nN.\n") for n in range(1, 17)}
    assert check(tmp_path, monkeypatch, capsys, files, select="DC101") == []


@pytest.mark.parametrize(("cname", "reported"), [(True, 0), (False, 2)])
def test_a_repository_published_at_its_own_domain_is_a_site(
        cname: bool, reported: int, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    """google.aip.dev (258th held-out set) has a `CNAME`, aip.dev: GitHub Pages publishes it, built by a generator
    that serves AIP 121 at `/121` and `auth/4115.md` at `/auth/4115`, which its pages link. Without one, those links
    go nowhere on the forge."""
    files = {"aip/general/0121.md": "---\nid: 121\n---\n\n# Resource-oriented design\n\nR.\n",
             "aip/auth/4115.md": "---\nid: 4115\n---\n\n# Default credentials\n\nD.\n",
             "aip/auth/4110.md": "---\nid: 4110\n---\n\n# Auth\n\nSee [AIP-121](/121) and [AIP-4115](./4115).\n"}
    if cname:
        files["CNAME"] = "aip.dev\n"
    (tmp_path / ".git").mkdir()
    out = check(tmp_path, monkeypatch, capsys, files, select="DC410")
    assert len(out) == reported, out


def test_a_record_whose_status_says_todo_is_still_to_be_written(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """karpenter-provider-azure's designs (258th held-out set): two are `**Status:** TODO`, their Overview a TODO
    comment; a design still to be written has no Overview yet. An implemented one with an empty Overview has not
    written it."""
    template = "# Title\n\n**Status:** Proposed | Implemented | TODO\n\n## Overview\n\nWhat.\n\n## Design\n\nHow.\n"
    files = {"designs/0000-TEMPLATE.md": template}
    for n in range(1, 13):
        status, overview = {3: ("TODO", "<!-- TODO: document the design -->"), 5: ("Implemented", "")}.get(
            n, ("Implemented", f"Overview {n}."))
        files[f"designs/{n:04d}-d{n}.md"] = (f"# D{n}\n\n**Status:** {status}\n\n## Overview\n\n{overview}\n\n"
                                             f"## Design\n\nD {n}.\n")
    out = check(tmp_path, monkeypatch, capsys, files, select="DC102")
    assert [line.split(": ")[0] for line in out] == ["designs/0005-d5.md:5:1"], out


def test_a_decision_under_the_solution_is_the_decision(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """Nexus Mods' decision records (259th held-out set): `backend/0015-loadout-items.md` decides under "The Solution":
    its article is no part of the section's name. An ADR with a Context and no Decision still lacks one."""
    files = {"docs/decisions/backend/0015-loadout-items.md": "# Loadout items\n\n## Context and Problem Statement\n\n"
                                                             "C.\n\n## The Solution\n\nS.\n\n## Impact\n\nI.\n",
             "docs/decisions/backend/0016-disk-state.md": "# Disk state\n\n## Context\n\nC.\n\n## Implementation\n\nI."
                                                          "\n\n## Consequences\n\nQ.\n"}
    out = check(tmp_path, monkeypatch, capsys, files, select="DC101")
    assert [line.split(": DC")[0] for line in out] == ["docs/decisions/backend/0016-disk-state.md:1:1"], out


def test_a_sites_folder_the_gitignore_keeps_out_and_its_navigation_names_is_the_builds(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """bITdevKit's MkDocs site (263rd held-out set): `docs_dir: docs/site`, its navigation naming `reference/*.md`,
    which `sync-docs.ps1` copies into `docs/site/reference/`, a folder the .gitignore keeps out. Links into it are to
    pages the site has; one into an ignored folder the site does not name is still missing."""
    files = {"mkdocs.yml": "site_name: x\ndocs_dir: docs/site\nnav:\n  - Guide: guide.md\n"
                           "  - DDD: reference/ddd.md\n",
             ".gitignore": "docs/site/reference/\ndocs/site/private/\n",
             "docs/site/guide.md": "# Guide\n\nSee [DDD](reference/ddd.md) and [notes](private/notes.md).\n"}
    out = check(tmp_path, monkeypatch, capsys, files, select="DC410")
    targets = [line.split("DC410 broken-link: ")[1].split("'")[1] for line in out]
    assert targets == ["private/notes.md"], out


def test_a_folder_whose_gitignore_keeps_everything_out_is_filled_by_tools(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """OONI Probe's `MONOREPO/repo/` (265th held-out set) holds only a .gitignore of `*`: "The repo directory will
    contain each subrepository", cloned by its scripts; links into it are to what they put there. A folder beside it
    with no such .gitignore is still missing."""
    files = {"MONOREPO/repo/.gitignore": "*\n",
             "MONOREPO/README.md": "# Monorepo\n\nBuilds [probe-android](repo/probe-android/) with "
                                   "[setupgo](tools/setupgo).\n"}
    out = check(tmp_path, monkeypatch, capsys, files, select="DC410")
    targets = [line.split("DC410 broken-link: ")[1].split("'")[1] for line in out]
    assert targets == ["tools/setupgo"], out


@pytest.mark.parametrize(("body", "reported"), [
    ("The Shared PID Namespace proposal has moved to the\n[Shared PID Namespace KEP][kep].\n\n"
     "[kep]: https://github.com/kubernetes/enhancements/issues/495\n", False),
    ("The proposal has moved on.\n", True),  # no link: nothing names where
    ("## Context\n\nC, see [the forum](https://example.org/t/1).\n\n## Decision\n\nD.\n\n"
     "## Consequences\n\nQ.\n\n## Notes\n\nN.\n", True),  # a record with its sections, not a pointer
])
def test_a_superseded_record_that_says_where_it_moved_and_links_there_names_its_successor(
        body: str, reported: bool, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    # kubernetes/design-proposals-archive (278th held-out set): `*   Status: Superseded`, then a line and a reference
    # link to the KEP in kubernetes/enhancements that replaced it.
    files = {f"node/d{n}.md": f"# D{n}\n\n*   Status: Implemented\n*   Version: v1.{n}\n\n## Motivation\n\nM.\n\n"
                              "## Design\n\nD.\n" for n in range(1, 8)}
    files["node/pod-pid-namespace.md"] = f"# Shared PID Namespace\n\n*   Status: Superseded\n*   Version: N/A\n\n{body}"
    out = check(tmp_path, monkeypatch, capsys, files, select="DC407")
    assert [line.split(":", 1)[0] for line in out] == (["node/pod-pid-namespace.md"] if reported else [])


def test_a_template_s_header_block_under_its_preamble_heading_after_its_instructions_is_its_header(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    # 0xProject/ZEIPs (282nd held-out set): `ZEIP-X.md` says how to use it, then `## Preamble` over an indented block
    # (`ZEIP: <to be assigned>`, `Status: Draft`); its records open with that heading and block. Read so, it is the
    # template of the ZEIPs/ beside it (before, no header was read and the family had no template).
    template = ("This is the suggested template for new ZEIPs.\n\nNote that an ZEIP number will be assigned by an "
                "editor.\n\n## Preamble\n\n    ZEIP: <to be assigned>\n    Title: <ZEIP title>\n    Author: <list of "
                "authors>\n    Status: Draft\n    Created: <date created on>\n\n## Simple Summary\n\n\"If you can't "
                "explain it simply\" Provide a simplified explanation.\n\n## Specification\n\nThe technical "
                "specification should describe the syntax.\n\n## Rationale\n\nThe rationale fleshes out the "
                "specification.\n")

    def zeip(n: int, *sections: str) -> str:
        return (f"## Preamble\n\n    ZEIP: {n}\n    Title: Z{n}\n    Author: 0x Core Team\n    Status: Final\n"
                f"    Created: 2019-0{n % 9 + 1}-01\n\n" + "".join(f"## {s}\n\n{s} of {n}.\n\n" for s in sections))

    files = {"ZEIP-X.md": template}
    files |= {f"ZEIPs/ZEIP-{n}.md": zeip(n, "Simple Summary", "Specification", "Rationale") for n in range(1, 12)}
    files["ZEIPs/ZEIP-12.md"] = zeip(12, "Simple Summary", "Rationale")
    out = check(tmp_path, monkeypatch, capsys, files, select="DC101")
    assert [line.split(": ", 2)[:2] for line in out] == [["ZEIPs/ZEIP-12.md:4:1", "DC101 missing-section"]], out
    assert "(the template ZEIP-X.md has it, and 11 of 12 documents in ZEIPs/ have it)" in out[0]


def test_an_eleventy_site_serves_its_input_folder_at_the_root(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """DfE's education-benchmarking-and-insights (282nd held-out set): `docs/eleventy.config.js` reads its pages from
    `docs/content/` (`dir: { input: 'content' }`), whose pages link `/how-to/`, `/reference/design/` and
    `/assets/images/x.png`: its own pages and files. A link from '/' to the old `documentation/` folder, or to a
    folder with no page, is still missing; so is one from a page outside the site."""
    files = {"docs/eleventy.config.js": "export default function (eleventyConfig) {\n  return {\n    dir: {\n"
                                        "      input: 'content',\n      output: '_site',\n    },\n  };\n}\n",
             "docs/content/index.md": "# Docs\n\n[How-to](/how-to/), [design](/reference/design), "
                                      "![logo](/assets/images/x.png), [old](/documentation/data/01_Domain.md), "
                                      "[bare](/reference/bare/).\n",
             "docs/content/how-to/index.md": "# How-to\n\nSteps.\n",
             "docs/content/reference/design.md": "# Design\n\nRules.\n",
             "docs/content/reference/bare/x.png": "png",
             "docs/content/assets/images/x.png": "png",
             "README.md": "# Project\n\n[How-to](/how-to/)\n"}
    out = check(tmp_path, monkeypatch, capsys, files, select="DC410")
    targets = [(line.split(":")[0], line.split("DC410 broken-link: ")[1].split("'")[1]) for line in out]
    assert targets == [("README.md", "/how-to/"), ("docs/content/index.md", "/documentation/data/01_Domain.md"),
                       ("docs/content/index.md", "/reference/bare/")], out
    main(["check", "--all", "--select", "DC410", "-q", "."])  # (and warm, from the cache)
    assert len(capsys.readouterr().out.splitlines()) == 3


def test_a_section_named_in_the_plural_with_its_demonstrative_is_the_family_s_section(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    # Nava's WIC demo (282nd held-out set): nine page notes keep `## About This Page`; one writes it `### About these
    # pages:`. A page without it at all is still missing it.
    def page(n: int, about: str) -> str:
        return f"# Page {n}\n\n{about}\n\nWhat it asks.\n\n## Development\n\nHow it is built.\n"

    files = {f"docs/pages/{n:02d}_p{n}.md": page(n, "## About This Page") for n in range(20)}
    files["docs/pages/03_p3.md"] = page(3, "### About these pages:")
    files["docs/pages/20_p20.md"] = "# Page 20\n\nIt asks.\n\n## Development\n\nHow it is built.\n"
    out = check(tmp_path, monkeypatch, capsys, files, select="DC101")
    assert [line.split(":")[0] for line in out] == ["docs/pages/20_p20.md"], out


def test_a_folder_an_mdbook_summary_lists_that_the_gitignore_keeps_out_is_built(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """colliery-io/brokkr (282nd held-out set): `docs/book.toml` reads `src = "src"`, its SUMMARY.md lists
    `./api/rust/brokkr-agent.md`, and the top .gitignore keeps `/docs/src/api/rust/` out: rustdoc's pages, written
    there before the book is built. A folder the .gitignore keeps out that the summary does not list is missing."""
    files = {".gitignore": "/target/\n/docs/src/api/rust/\n/docs/src/scratch/\n",
             "docs/book.toml": '[book]\ntitle = "Brokkr"\nsrc = "src"\n',
             "docs/src/SUMMARY.md": "# Summary\n\n- [Agent](./api/rust/brokkr-agent.md)\n- [Intro](intro.md)\n",
             "docs/src/intro.md": "# Intro\n\n[agent](api/rust/brokkr-agent.md), [notes](scratch/notes.md)\n"}
    out = check(tmp_path, monkeypatch, capsys, files, select="DC410")
    targets = [line.split("DC410 broken-link: ")[1].split("'")[1] for line in out]
    assert targets == ["scratch/notes.md"], out


def test_a_template_governs_the_folders_named_as_its_own_and_no_forge_form_is_a_template(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """opendata-oss/opendata (282nd held-out set): `rfcs/0000-template.md` is the template of `rfcs/` and of each
    database's `log/rfcs/`, `timeseries/rfcs/` ..., written to it alike; their RFCs were held to the feature-request
    form in `.github/ISSUE_TEMPLATE/` instead (its Summary and Motivation), and one was reported missing its
    'Proposed Solution'."""
    def rfc(n: int, *sections: str) -> str:
        return f"# RFC {n:04d}: R{n}\n\n**Status**: Draft\n\n" + "".join(f"## {s}\n\n{s} of {n}.\n\n" for s in sections)

    outline = ("Summary", "Motivation", "Goals", "Non-Goals", "Design", "Alternatives")
    files = {"rfcs/0000-template.md": "# RFC 0000: Title\n\n**Status**: Draft | In Review | Accepted\n\n" + "".join(
        f"## {s}\n\n<!-- What the {s} says. -->\n\n" for s in outline),
             ".github/ISSUE_TEMPLATE/feature_request.md": "---\nname: Feature request\n---\n\n## Summary\n\nA.\n\n"
                                                           "## Motivation\n\nB.\n\n## Proposed Solution\n\nC.\n\n"
                                                           "## Alternatives Considered\n\nD.\n"}
    files |= {f"rfcs/{n:04d}-r{n}.md": rfc(n, *outline) for n in range(1, 4)}
    files |= {f"timeseries/rfcs/{n:04d}-t{n}.md": rfc(n, *outline) for n in range(1, 6)}
    files["timeseries/rfcs/0006-t6.md"] = rfc(6, "Summary", "Motivation", "Goals", "Non-Goals", "Alternatives")
    out = check(tmp_path, monkeypatch, capsys, files, select="DC101")
    assert [line.split(": ", 2)[:2] for line in out] == [["timeseries/rfcs/0006-t6.md:1:1",
                                                           "DC101 missing-section"]], out
    assert "missing section 'Design' (the template rfcs/0000-template.md has it" in out[0]


def test_a_site_page_s_address_leads_to_a_page_written_in_mdx(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """weave-gitops (282nd held-out set): the Docusaurus site serves `guides/cert-manager.md` at `guides/cert-manager/`,
    from where `../../enterprise/getting-started/install-enterprise` is the version's `install-enterprise.mdx`. An
    address no page has is still missing."""
    version = "website/versioned_docs/version-0.29.0/"
    files = {"website/docusaurus.config.js": "module.exports = {trailingSlash: true};\n",
             f"{version}enterprise/getting-started/install-enterprise.mdx": "# Install\n",
             f"{version}guides/cert-manager.md": "# Cert manager\n\nSee our [installation]"
                                                 "(../../enterprise/getting-started/install-enterprise) and "
                                                 "[gone](../../enterprise/getting-started/gone).\n"}
    out = check(tmp_path, monkeypatch, capsys, files, select="DC410")
    targets = [line.split("DC410 broken-link: ")[1].split("'")[1] for line in out]
    assert targets == ["../../enterprise/getting-started/gone"], out


@pytest.mark.parametrize(("tools", "told"), [("tools:\n  github:\n", False), ("tools: {github}\n", True)])
def test_a_mapping_written_as_one_is_no_braced_blank(tools: str, told: bool, tmp_path: Path,
                                                     monkeypatch: pytest.MonkeyPatch,
                                                     capsys: pytest.CaptureFixture[str]) -> None:
    """microsoft/testfx's GitHub agentic workflow (two-hundred-and-ninety-first held-out set): `tools:` over
    `  github:` in its front matter, a mapping YAML reads as {github: None}, was shown as '{github}' and taken for
    MADR's braced blank (`date: {YYYY-MM-DD when ...}`), which the same braces written on the line still are."""
    files = {".github/workflows/bundler.md": f"---\ndescription: Bundle the updates.\n{tools}---\n\n# Bundler\n\n"
                                             "Find the open pull requests.\n"}
    out = check(tmp_path, monkeypatch, capsys, files, select="DC301")
    assert [line.split(":")[0] for line in out] == ([".github/workflows/bundler.md"] if told else []), out


def test_pages_an_application_shows_link_its_routes(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """OPG's LPA service (two-hundred-and-ninety-third held-out set): its guidance pages, shown by the application,
    link `/help/#topic-donor` and `/user/dashboard`, routes of the service that name nothing at the repository's
    top. A folder whose links from '/' are mostly such routes is the application's; a page linking a path from
    the top that is not there (`/docs/gone.md`), or a page elsewhere linking one route, is still reported."""
    (tmp_path / ".git").mkdir()
    guidance = "service-front/content/guidance/"
    files = {f"{guidance}People_Donor.md": "# Donor\n\nSee [attorneys](/help/#topic-attorneys) and "
                                           "[capacity](/help/#topic-mental-capacity).\n",
             f"{guidance}Process_Signing.md": "# Signing\n\nGo to [your LPAs](/user/dashboard), "
                                              "[contact us](/contact), or read [the notes](/docs/gone.md).\n",
             "docs/README.md": "# Docs\n\nSee [help](/help/#topic-donor) and [runbooks](runbooks/).\n",
             # (a route with a query is a page a server makes, wherever it is linked: SDFormat's proposals'
             # `/tutorials?tut=specify_pose`, three-hundred-and-fourth held-out set)
             "docs/proposal.md": "# Proposal\n\nSee [poses](/tutorials?tut=specify_pose#frames).\n"}
    out = check(tmp_path, monkeypatch, capsys, files, select="DC410")
    assert [line.split("'")[1] for line in out] == ["/help/#topic-donor", "runbooks/", "/docs/gone.md"], out


def test_a_section_written_as_its_template_part_and_a_settled_proposal(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """OpenTelemetry's projects (two-hundred-and-ninety-fifth held-out set) written before their template's
    "Staffing / Help Wanted" keep its sub-section `## Required staffing` as a section of their own: that section's
    job, done under its part's name. A record with neither is still reported. EASi's ADRs (two-hundred-and-
    ninety-sixth) write MADR's "Considered Options" for their template's "Considered Alternatives"."""
    template = ("# <<PROJECT NAME>>\n\n## Background and description\n\nAdd any background.\n\n## Deliverables\n\n"
                "What it delivers.\n\n## Staffing / Help Wanted\n\nWho.\n\n### Required staffing\n\nLeads.\n\n"
                "### Sponsorship\n\nA sponsor.\n\n## Considered Alternatives\n\nThe options.\n")

    def project(name: str, staffing: str, alternatives: str = "Considered Alternatives") -> str:
        return (f"# {name}\n\n## Background and description\n\nWhy {name}.\n\n## Deliverables\n\nA release.\n\n"
                f"{staffing}## {alternatives}\n\nTwo of them.\n")

    files = {"projects/project-template.md": template,
             **{f"projects/p{n}.md": project(f"P{n}", "## Staffing / Help Wanted\n\nUs.\n\n") for n in range(10)},
             "projects/older.md": project("Older", "## Required staffing\n\nTwo people.\n\n", "Considered Options"),
             "projects/forgot.md": project("Forgot", "")}
    out = check(tmp_path, monkeypatch, capsys, files, select="DC101")
    assert [(line.split(":")[0], line.split("'")[1]) for line in out] == [
        ("projects/forgot.md", "Staffing / Help Wanted")], out


@pytest.mark.parametrize("heading", ["Final Proposal", "Chosen Solution", "Decision"])
def test_a_heading_naming_the_proposal_settled_on_is_the_decision(
        heading: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """OPG LPA's ADR 0011 (two-hundred-and-ninety-third held-out set) writes its decision as `## Final Proposal`:
    a word saying which one was settled on is no part of the section's name, as "The" is not."""
    files = {f"docs/adr/000{n}-x.md": f"# {n}. X\n\n## Status\n\nAccepted\n\n## Context\n\nWhy.\n\n"
                                      f"## {heading if n == 1 else 'Decision'}\n\nWhat.\n\n## Consequences\n\nSo.\n"
             for n in range(1, 4)}
    out = check(tmp_path, monkeypatch, capsys, files, select="DC101")
    assert out == [], out


def _jep(number: str, status: str, relation: str = "") -> str:
    return (f"# JEP {number}\n\n|||\n|---|---\n| **JEP**    | {number}\n| **Author** | A. Author\n"
            f"| **Status** | {status}\n{relation}\n## Abstract\n\nWhat JEP {number} adds.\n")


def test_a_header_table_whose_rows_leave_out_their_last_pipe_is_read(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """JMESPath's JEPs (two-hundred-and-ninety-fourth held-out set) write `| **Status** | accepted`, no pipe at the
    row's end, as GitHub allows: the status is read, and a slip of it (`acepted`) is unknown."""
    files = {f"jep-00{n}-x.md": _jep(str(n), "acepted" if n == 5 else "accepted") for n in range(1, 7)}
    out = check(tmp_path, monkeypatch, capsys, files, select="DC203")
    assert [line.split(":")[0] for line in out] == ["jep-005-x.md"], out
    assert "'acepted'" in out[0]


@pytest.mark.parametrize("kept", [True, False])
def test_old_records_that_name_their_successor_and_keep_their_status_are_the_familys_way(
        kept: bool, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """JMESPath's JEPs 3, 11 and 12 stay `accepted` over an `Obsoleted By` row naming their successor (3a, 11a,
    12a): every record obsoleted so keeps the status its decision had, the family's way, not a record left in force.
    Where one of them takes an ending status, the others are in force by a slip, and reported."""
    files: dict[str, str] = {}
    for n in (3, 4, 5):
        files[f"jep-00{n}-x.md"] = _jep(str(n), "accepted" if kept or n != 5 else "obsolete",
                                        f"| **Obsoleted By** | [JEP-{n}a](./jep-00{n}a-x.md)\n")
        files[f"jep-00{n}a-x.md"] = _jep(f"{n}a", "accepted", f"| **Obsoletes** | [JEP-{n}](./jep-00{n}-x.md)\n")
    out = check(tmp_path, monkeypatch, capsys, files, select="DC405")
    assert [line.split(":")[0] for line in out] == ([] if kept else ["jep-003-x.md", "jep-004-x.md"]), out


def test_published_and_predraft_are_places_in_a_lifecycle(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """illumos' IPDs (two-hundred-and-ninety-fourth held-out set) are `state: predraft`, `draft` or `published`:
    a course of their own, whose slip (`publshed`) is an unknown status."""
    states = ["predraft", "draft", "published", "published", "draft", "publshed", "published"]
    files = {f"ipd/{n:04d}/README.md": f"---\nstate: {state}\n---\n\n# IPD {n} Thing {n}\n\n## Introduction\n\nWhy.\n"
             for n, state in enumerate(states, start=1)}
    out = check(tmp_path, monkeypatch, capsys, files, select="DC203")
    assert [line.split(":")[0] for line in out] == ["ipd/0006/README.md"], out


def test_a_labelled_blank_of_the_template_left_in_a_written_section_is_template_text(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """EASi's MADR template (two-hundred-and-ninety-sixth held-out set) opens its Decision Outcome with `* Chosen
    Alternative: *[alternative 1]*`: a record that kept that line under its own justification never chose. A
    prompt kept above the author's own text is still theirs to keep."""
    template = ("# *[short title]*\n\n## Considered Alternatives\n\n* *[alternative 1]*\n* *[alternative 2]*\n\n"
                "## Decision Outcome\n\n* Chosen Alternative: *[alternative 1]*\n* Explain why it was chosen over "
                "the others in a sentence or two.\n")

    def adr(n: int, chosen: str) -> str:
        return (f"# Choice {n}\n\n## Considered Alternatives\n\n* Go\n* Rust\n\n## Decision Outcome\n\n"
                f"* Chosen Alternative: {chosen}\n* Go is what the team knows.\n")

    files = {"docs/adr/template.md": template,
             **{f"docs/adr/000{n}-choice.md": adr(n, "*Go*") for n in range(1, 6)},
             "docs/adr/0006-choice.md": adr(6, "*[alternative 1]*"),
             "docs/adr/0007-choice.md": adr(7, "*Go*").replace("* Go is", "* Explain why it was chosen over the "
                                                                         "others in a sentence or two.\n* Go is")}
    out = check(tmp_path, monkeypatch, capsys, files, select="DC301")
    assert [line.split(":")[0] for line in out] == ["docs/adr/0006-choice.md"], out


@pytest.mark.parametrize(("status", "told"), [("accepted", False), ("implemented", True)])
def test_a_section_due_once_implemented_waits_for_its_stage(
        status: str, told: bool, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    """BBC TAMS's ADR 43 (two-hundred-and-ninety-ninth held-out set) is accepted, and its Implementation is still the
    template's "{Once the proposal has been implemented, add a link to the relevant PRs here}": due at a later stage
    than the record's. An implemented record that keeps it never wrote it."""
    pending = "{Once the proposal has been implemented, add a link to the relevant PRs here}"

    def adr(state: str, implementation: str) -> str:
        return (f"---\nstatus: {state}\n---\n# Retention\n\n## Context and Problem Statement\n\nWhy.\n\n"
                f"## Implementation\n\n{implementation}\n")

    files = {"docs/adr/0043-retention.md": adr(status, pending)}
    out = check(tmp_path, monkeypatch, capsys, files, select="DC301")
    assert [line.split(":")[0] for line in out] == (["docs/adr/0043-retention.md"] if told else []), out
    # ... and where the family's template says it (the check learned from the template)
    files = {"docs/templates/adr-template.md": adr("proposed", pending),
             **{f"docs/adr/00{n}-x.md": adr("implemented", f"PR #{n}.") for n in range(10, 15)}}
    out = check(tmp_path, monkeypatch, capsys, files, select="DC301")
    assert [line.split(":")[0] for line in out] == (["docs/adr/0043-retention.md"] if told else []), out


def test_an_archived_draft_is_a_status_whose_place_in_the_lifecycle_is_known(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """glTF's extensions (three-hundred-and-ninth held-out set): the template offers "Draft or Stable", its
    extensions write "Complete", and the archived ones "Archived, Ratified by the Khronos Group" or "Archived Draft,
    Never Ratified": archived is a place in the lifecycle (ended), not a word unknown to the family, even written
    once; a slip of the family's word is."""
    template = ("# TODO_EXTENSION_NAME\n\n## Contributors\n\n* TODO: Name\n\n## Status\n\nTODO: Draft or Stable\n\n"
                "## Overview\n\nTODO\n")
    states = ["Complete", "Complete", "Draft", "Complete", "Complete", "Archived Draft, Never Ratified", "Complete",
              "Stable", "Draft", "Complete", "Complete", "Complete, Ratified by the Khronos Group", "Compelte"]
    files = {"extensions/Template.md": template,
             **{f"extensions/EXT_{n}/README.md": f"# EXT_{n}\n\n## Contributors\n\n* A. Person\n\n## Status\n\n"
                f"{state}\n\n## Overview\n\nWhat extension {n} adds.\n" for n, state in enumerate(states, start=1)}}
    out = check(tmp_path, monkeypatch, capsys, files, select="DC203")
    assert [line.split(":")[0] for line in out] == ["extensions/EXT_13/README.md"], out


def test_a_folder_the_gitignore_keeps_out_inside_a_sites_folder_is_the_builds(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """F Prime's Jekyll site in docs/ (three-hundred-and-eleventh held-out set) links the Doxygen pages its docs'
    build writes into `docs/UsersGuide/api/`, which the .gitignore keeps out (`/docs/UsersGuide/api/*`): pages the
    site has. The same folder kept out beside a repository's documents with no site is a folder that is missing."""
    guide = "# Buffers\n\nSee [Buffer](../api/c++/html/class_fw_1_1_buffer.html) and [gone](../gone.md).\n"
    files = {".gitignore": "/docs/UsersGuide/api/*\n", "docs/_config.yml": "title: F Prime\n",
             "docs/index.md": "# F Prime\n\nThe docs.\n", "docs/UsersGuide/best/buffers.md": guide}
    out = check(tmp_path, monkeypatch, capsys, files, select="DC410")
    assert [line.split("'")[1] for line in out] == ["../gone.md"], out
    (tmp_path / "docs/_config.yml").unlink()
    out = check(tmp_path, monkeypatch, capsys, files={}, select="DC410")
    assert [line.split("'")[1] for line in out] == ["../api/c++/html/class_fw_1_1_buffer.html", "../gone.md"], out


def test_pages_another_site_shows_link_its_routes_and_its_files(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """GStreamer's security advisories (three-hundred-and-ninth held-out set), published on its website, link the
    release notes at `/releases/1.18/#1.18.4` and the release's tarball at `/src/gst-libav/gst-libav-1.18.4.tar.xz`:
    a folder whose links from '/' lead to nothing at the repository's top, three routes and more among them, is
    shown by that site, its files and all. A folder linking only files from '/' that are not there is reported."""
    (tmp_path / ".git").mkdir()
    files = {f"security-advisories/sa-2021-000{n}.md": f"# Security Advisory 2021-000{n}\n\n## References\n\n"
             f"- [Release Notes](/releases/1.{16 + 2 * n}/#1.{16 + 2 * n}.4)\n"
             f"- [GStreamer Libav](/src/gst-libav/gst-libav-1.{16 + 2 * n}.4.tar.xz)\n" for n in range(1, 4)}
    files["notes/build.md"] = "# Build\n\nGet [the tarball](/src/x-1.0.tar.xz) and [the other](/src/y-1.0.tar.xz).\n"
    out = check(tmp_path, monkeypatch, capsys, files, select="DC410")
    assert [line.split(":")[0] for line in out] == ["notes/build.md", "notes/build.md"], out


def test_a_hotdoc_sites_pages_link_from_its_pages_folder_and_name_its_symbols(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """GStreamer's docs (three-hundred-and-ninth held-out set) are a hotdoc site: `subprojects/gst-docs/sitemap.txt`
    lists the pages in `markdown/`, whose links read from there (`additional/design/states.md`), images from the
    site's folder (`images/icons/warning.svg`), and bare names as the symbols the API pages document. A link to a
    page that is in neither place, and the same links outside the site, are reported."""
    site = "subprojects/gst-docs/"
    files = {f"{site}sitemap.txt": "index.md\n\tadditional/design/index.md\n\t\tadditional/design/states.md\n"
                                   "\t\tadditional/design/clocks.md\n",
             f"{site}images/icons/warning.svg": "<svg/>\n",
             f"{site}markdown/index.md": "# GStreamer\n\nThe docs.\n",
             f"{site}markdown/additional/design/index.md": "# Design\n\nThe design.\n",
             f"{site}markdown/additional/design/states.md": "# States\n\nThe states.\n",
             f"{site}markdown/additional/design/clocks.md": (
                 "# Clocks\n\nSee [states](additional/design/states.md), ![!](images/icons/warning.svg), "
                 "[GstElement](GstElement) and [gone](additional/design/gone.md).\n"),
             "README.md": "# Monorepo\n\nSee [states](additional/design/states.md) and [GstElement](GstElement).\n"}
    out = check(tmp_path, monkeypatch, capsys, files, select="DC410")
    assert [(line.split(":")[0], line.split("'")[1]) for line in out] == [
        ("README.md", "additional/design/states.md"), ("README.md", "GstElement"),
        (f"{site}markdown/additional/design/clocks.md", "additional/design/gone.md")], out


def test_the_one_record_of_a_small_adr_folder_without_its_status_section(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """CDC's ReportStream SFTP ADRs (three-hundred-and-twelfth held-out set): twelve records, no template, each with
    `## Status` / `Accepted.`. The built-in ADR definition asks for no status; the family's records all state one
    in that section, so the record without it lacks it; so does the one without the Drivers the other eleven keep
    (a section no built-in definition asks for is the family's from ten records)."""
    def adr(n: int, status: bool = True, drivers: bool = True) -> str:
        return (f"# {n}. Topic {n}\n\nDate: 2024-05-14\n\n## Decision\n\nWe will do {n}.\n\n"
                + ("## Status\n\nAccepted.\n\n" if status else "") + f"## Context\n\nBecause {n}.\n"
                + ("\n## Drivers\n\nSpeed.\n" if drivers else ""))
    files = {f"adr/{n:03d}-topic-{n}.md": adr(n, status=n != 2, drivers=n != 5) for n in range(1, 13)}
    out = check(tmp_path, monkeypatch, capsys, files, select="DC101")
    assert [line.split(":")[0] for line in out] == ["adr/002-topic-2.md", "adr/005-topic-5.md"], out
    assert "missing section 'Status'" in out[0] and "missing section 'Drivers'" in out[1], out


def test_a_family_writing_its_sections_as_html_headings(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """MPAS-Analysis's design documents (three-hundred-and-tenth held-out set) write their template's sections as
    HTML headings (`<h2> Testing </h2>`): the one whose Testing was deleted lacks it; a Requirements heading
    followed by `<h3> Requirement: ...` items at its own level (design 5's) is not empty."""
    def design(n: int, testing: bool = True) -> str:
        return (f"Design {n}\n========\n\n<h2>\nAuthor {n} <br>\ndate: 2017/02/0{n} <br>\n</h2>\n\n"
                f"<h3> Summary </h3>\n\nWhat {n} adds.\n\n<h3> Requirements </h3>\n\n"
                + ("" if n == 5 else "What is needed.\n\n") +
                f"<h3> Requirement: thing {n} <br>\nDate last modified: 2017/02/0{n}\n</h3>\n\nIt must.\n\n"
                f"<h3> Design and Implementation </h3>\n\nHow {n} is built.\n\n"
                + (f"<h3> Testing </h3>\n\nHow {n} is tested.\n" if testing else ""))
    files = {f"docs/design_docs/design_{n}.md": design(n, testing=n != 3) for n in range(1, 7)}
    files["docs/design_docs/template.md"] = (
        "Some descriptive title\n======================\n\n<h2>\nTeam <br>\ndate: YYYY/MM/DD <br>\n</h2>\n\n"
        "<h3> Summary </h3>\n\nThe purpose of this section is to summarize.\n\n<h3> Requirements </h3>\n\n"
        "<h3> Requirement: name-of-requirement-here <br>\n</h3>\n\nEach requirement is listed.\n\n"
        "<h3> Design and Implementation </h3>\n\nThis section should detail the plan.\n\n"
        "<h3> Testing </h3>\n\nHow will XXX be tested?\n")
    out = check(tmp_path, monkeypatch, capsys, files, select="DC1")
    assert [line.split(":")[0] for line in out] == ["docs/design_docs/design_3.md"], out
    assert "missing section 'Testing'" in out[0], out


def test_a_prompt_every_record_answers_below_is_the_templates_text_where_it_is_all(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """GraphQL standards' RFCs (three-hundred-and-thirteenth held-out set) keep each of their template's quoted
    prompts (`> One paragraph explanation of the change.`) above their own answer: the prompt is no text of theirs,
    and a section that is the prompt alone is unwritten. A line every record keeps as all its section says is theirs
    (not reported)."""
    template = ("# (RFC title )\n\n## Summary\n\n> One paragraph explanation of the change.\n\n## Motivation\n\n"
                "> Why are we doing this? What use cases does it support?\n\n## Licence\n\n"
                "Released under the terms of the Apache licence.\n")

    def rfc(n: int, summary: bool = True) -> str:
        return (f"# Rule {n}\n\n## Summary\n\n> One paragraph explanation of the change.\n\n"
                + (f"All fields MUST follow rule number {n}.\n\n" if summary else "")
                + f"## Motivation\n\n> Why are we doing this? What use cases does it support?\n\nConsistency of {n} "
                  "across the schema.\n\n## Licence\n\nReleased under the terms of the Apache licence.\n")
    files = {f"rfcs/2022060{n}-rule-{n}.md": rfc(n, summary=n != 4) for n in range(1, 9)}
    files["rfcs/yyyymmdd-template.md"] = template
    out = check(tmp_path, monkeypatch, capsys, files, select="DC301")
    assert [line.split(":")[0] for line in out] == ["rfcs/20220604-rule-4.md"], out
    assert "One paragraph explanation" in out[0], out


def test_a_heading_that_gives_its_answer_after_a_colon_is_not_empty(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """tmax's ADRs (three-hundred-and-fourteenth held-out set): its later records are three lines, each a heading
    holding its answer (`## Context: 7 inline error-response object literals were copy-pasted.`). They are not
    empty sections; a heading with nothing after it and nothing under it is."""
    template = ("# [Short Title of the Decision]\n\n## Status\n\nWhat is the status?\n\n## Context\n\n"
                "What is the issue?\n\n## Decision\n\nWhat is the change?\n\n## Consequences\n\n"
                "What becomes easier?\n")

    def adr(n: int) -> str:
        if n > 4:
            return (f"# ADR-{n:04d} — Helper {n}\n## Status: Accepted\n## Context: {n} copies of the same literal.\n"
                    f"## Decision: One private helper for {n}.\n## Consequences: ~40 lines removed.\n")
        return (f"# ADR-{n:04d}: Topic {n}\n\n## Status\n\nAccepted\n\n## Context\n\nWhy {n}.\n\n## Decision\n\n"
                + ("" if n == 2 else f"We do {n}.\n") + f"\n## Consequences\n\nEasier {n}.\n")
    files = {f"docs/adrs/ADR-{n:04d}-topic-{n}.md": adr(n) for n in range(1, 9)}
    files["docs/adrs/adr-template.md"] = template
    out = check(tmp_path, monkeypatch, capsys, files, select="DC102")
    assert out == ["docs/adrs/ADR-0002-topic-2.md:11:1: DC102 empty-section: section 'Decision' is empty"], out


def test_a_successor_naming_what_it_replaced_by_file_under_a_heading_that_says_so(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """tsuku's designs (three-hundred-and-fourteenth held-out set) are named, not numbered. A design consolidating
    older ones lists them, each in a code span, under `### Superseded Designs`; another says it "supersedes the ...
    section of [DESIGN-ci.md](...)". Each says it back; a successor naming none of its predecessors does not."""
    files = {
        "docs/designs/archive/DESIGN-plans-eval.md": (
            "# DESIGN: Plans eval\n\n- **Status**: Superseded by [DESIGN-resolution.md](../current/"
            "DESIGN-resolution.md)\n\n## Context\n\nOld.\n"),
        "docs/designs/archive/DESIGN-slice-1.md": (
            "# DESIGN: Slice 1\n\n- **Status**: Superseded by [DESIGN-builder.md](../current/DESIGN-builder.md)\n\n"
            "## Context\n\nOld.\n"),
        "docs/designs/current/DESIGN-ci.md": (
            "# DESIGN: CI\n\n- **Status**: Superseded by [DESIGN-deps.md](DESIGN-deps.md)\n\n## Context\n\nOld.\n"),
        "docs/designs/current/DESIGN-resolution.md": (
            "# DESIGN: Resolution\n\n- **Status**: Current\n\n## Context\n\nNew.\n\n"
            "### Superseded Designs\n\nThe following designs were consolidated into this document:\n\n"
            "- `DESIGN-plans-eval.md` - Milestone 1 tactical design\n"),
        "docs/designs/current/DESIGN-deps.md": (
            "# DESIGN: Deps\n\n- **Status**: Current\n\n## Context\n\nThis design supersedes the \"Code Reuse\" "
            "section of [DESIGN-ci.md](DESIGN-ci.md).\n"),
        "docs/designs/current/DESIGN-builder.md": (
            "# DESIGN: Builder\n\n- **Status**: Current\n\n## Context\n\nOne builder.\n"),
    }
    files.update({f"docs/designs/current/DESIGN-topic-{n}.md": (
        f"# DESIGN: Topic {n}\n\n- **Status**: Current\n\n## Context\n\nTopic {n}. Supersedes "
        f"[DESIGN-old-{n}.md](../archive/DESIGN-old-{n}.md).\n") for n in range(1, 11)})
    files.update({f"docs/designs/archive/DESIGN-old-{n}.md": (
        f"# DESIGN: Old {n}\n\n- **Status**: Superseded by [DESIGN-topic-{n}.md](../current/DESIGN-topic-{n}.md)"
        f"\n\n## Context\n\nOld {n}.\n") for n in range(1, 11)})
    files = {name: f"---\nschema: design/v1\nstatus: {'Superseded' if 'Superseded by' in text else 'Current'}\n"
                   f"---\n\n{text}" for name, text in files.items()}
    out = check(tmp_path, monkeypatch, capsys, files, select="DC404")
    assert [line.split(":")[0] for line in out] == ["docs/designs/archive/DESIGN-slice-1.md"], out



def test_a_status_written_in_a_slip_of_the_familys_word_is_told(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """FAForever's ADRs (three-hundred-and-seventeenth held-out set) write `* Status: superseded`; one written
    `superseeded`, which doccheck reads as the status it means, is a slip of the family's word. The same word in
    another case is no slip, nor the word spelt right among records that misspell it."""
    def adr(n: int, status: str) -> str:
        return (f"# Use tool {n}\n\n* Status: {status}\n* Date: 2020-01-{n:02d}\n\n"
                f"## Context and Problem Statement\n\nWhy {n}.\n\n## Decision Outcome\n\nTool {n}.\n")
    statuses = {3: "superseeded", 4: "Superseded", 5: "superseded", 6: "superseded", 7: "superseded"}
    files = {f"adrs/{n:04d}-use-tool-{n}.md": adr(n, statuses.get(n, "accepted")) for n in range(1, 13)}
    out = check(tmp_path, monkeypatch, capsys, files, select="DC203")
    assert out == ["adrs/0003-use-tool-3.md:3:1: DC203 unknown-status: status written 'superseeded', where the other 4 "
                   "documents in adrs/ with this status write 'superseded'"], out
    # ... but the word spelt right, where the family writes it misspelt (Meadow's `superceded`), is no slip
    statuses = {3: "superseded", 5: "superceded", 6: "superceded", 7: "superceded"}
    files = {f"adrs/{n:04d}-use-tool-{n}.md": adr(n, statuses.get(n, "accepted")) for n in range(1, 13)}
    assert check(tmp_path, monkeypatch, capsys, files, select="DC203") == []


def test_a_sub_section_the_template_writes_under_every_section_says_none_of_them_is_kept(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """Istio's features (three-hundred-and-sixteenth held-out set): the template's maturity checklists, Experimental,
    Alpha, Beta and Stable, each hold a `### Requirements:`. A feature without `## Beta` keeps a Requirements under
    its other three, which is none of Beta's own parts: the section is missing."""
    def checklist(stages: tuple[str, ...], n: int = 0) -> str:
        body = "".join(f"## {stage}\n\n### Requirements:\n\n- [{'x' if n else ' '}] Docs for {stage}.\n\n"
                       for stage in stages)
        return f"# Feature:\n\n**Feature name:**\n\n{f'Feature {n}' if n else ''}\n\n---\n\n{body}"
    stages = ("Experimental", "Alpha", "Beta", "Stable")
    files = {"features/feature_template.md": checklist(stages)}
    files.update({f"features/feature_{n}.md": checklist(stages, n) for n in range(1, 12)})
    files["features/feature_7.md"] = checklist(("Experimental", "Alpha", "Stable"), 7)
    out = check(tmp_path, monkeypatch, capsys, files, select="DC101")
    assert out == ["features/feature_7.md:1:1: DC101 missing-section: missing section 'Beta' (the template "
                   "features/feature_template.md has it, and 10 of 11 documents in features/ have it)"], out


def test_a_template_in_a_folder_numbered_as_a_template_governs_the_record_folders_beside_it(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """sgl-project/rbg (three-hundred-and-nineteenth held-out set): `keps/NNNN-kep-template/README.md` beside
    `keps/29-auto-create-scaling-adapter/README.md`, ...: the template's folder is numbered as its records' are, in
    the number's place, and the template governs the folder above, as `NNNN-name/README.md` records are its."""
    def proposal(n: int, *, risks: bool = True) -> str:
        return (f"# Proposal {n}\n\n## Summary\n\nWhat {n} does.\n\n## Motivation\n\nWhy {n}.\n\n## Design\n\nHow.\n\n"
                + ("## Risks\n\nNone known.\n" if risks else ""))
    # (records keep four of its eight sections: too few to be told written to it by their sections alone)
    files = {"proposals/NNNN-proposal-template/README.md": (
        "# Proposal NNNN\n\n## Summary\n\nOne paragraph.\n\n## Motivation\n\nWhy this matters.\n\n## Goals\n\nGoals."
        "\n\n## Design\n\nThe details.\n\n## Risks\n\nWhat may go wrong.\n\n## Drawbacks (Optional)\n\nCosts.\n\n"
        "## Alternatives (Optional)\n\nOthers.\n\n## History (Optional)\n\nDates.\n")}
    files.update({f"proposals/{n}-change-{n}/README.md": proposal(n, risks=n != 4) for n in range(1, 7)})
    out = check(tmp_path, monkeypatch, capsys, files, select="DC101")
    assert out == ["proposals/4-change-4/README.md:1:1: DC101 missing-section: missing section 'Risks' (the "
                   "template proposals/NNNN-proposal-template/README.md has it, and 5 of 6 documents in proposals/ "
                   "have it)"], out


OPENENCLAVE_README = """Design Documents
================

This folder contains design documents. See below for a suggested template.

___

Title
=====

What does this design document describe?

Motivation
----------

Who needs this?

Why do they need it?

Specification
-------------

What are the design details?

Alternatives
------------

What other designs were considered?
"""


def test_a_readme_that_writes_its_template_out_is_the_folders_template(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """openenclave/openenclave (three-hundred-and-twentieth held-out set): the design documents' README writes its
    template in its own text, under a `Title` heading, not fenced. A design that still says "Who needs this?" and
    "Why do they need it?" as its Motivation left the template's text in; the README's prompts are its own."""
    def design(n: int, motivation: str = "") -> str:
        return (f"# Design {n}\n\n## Motivation\n\n{motivation or f'Enclaves {n} need a faster call path.'}\n\n"
                f"## Specification\n\nThe call {n} is made so.\n\n## Alternatives\n\nNone were as fast as {n}.\n")
    files = {"docs/DesignDocs/README.md": OPENENCLAVE_README}
    files.update({f"docs/DesignDocs/Design{n}.md": design(n) for n in range(1, 10)})
    files["docs/DesignDocs/Switchless.md"] = design(10, "Who needs this?\n\nWhy do they need it?")
    out = check(tmp_path, monkeypatch, capsys, files, select="DC1,DC2,DC301")
    assert out == ["docs/DesignDocs/Switchless.md:5:1: DC301 placeholder-text: the template's own text is still here "
                   "(docs/DesignDocs/README.md#template:16: 'Who needs this?'); write this document's own"], out


def test_a_numbered_readme_holding_the_template_is_read_as_the_template_not_as_a_record(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """Abilian SBE's `notes/adrs/000-readme.md` (three-hundred-and-seventeenth held-out set): an introduction, then
    `# Title` over `Status: [Draft | ...]` and the sections every ADR keeps, each with its prompt. It governs the
    ADRs (one without its Tenets is told), and its own prompts ("What is the (current) status ...") are no status
    nor text left in."""
    readme = ("# Architecture Decision Records\n\nWhat an ADR is.\n\n# Title\n\nStatus: [Draft | Proposed | Accepted]"
              "\n\n## Status\n\nWhat is the (current) status, such as proposed, accepted, rejected, etc.?\n\n"
              "## Context\n\nWhat is the issue that we're seeing that is motivating this decision or change?\n\n"
              "## Tenets\n\nThe principles and values that are relevant to this decision.\n\n"
              "## Decision\n\nWhat is the change that we're proposing and/or doing?\n")

    def adr(n: int, tenets: bool = True) -> str:
        return (f"# Decision {n}\n\nStatus: Accepted\n\n## Status\n\nAccepted.\n\n## Context\n\nWhy {n}.\n\n"
                + (f"## Tenets\n\nSimple {n}.\n\n" if tenets else "") + f"## Decision\n\nWe do {n}.\n")
    files = {"notes/adrs/000-readme.md": readme}
    files.update({f"notes/adrs/{n:03d}-topic-{n}.md": adr(n, tenets=n != 6) for n in range(1, 12)})
    out = check(tmp_path, monkeypatch, capsys, files, select="DC1,DC2,DC3")
    assert out == ["notes/adrs/006-topic-6.md:1:1: DC101 missing-section: missing section 'Tenets' (the template "
                   "notes/adrs/000-readme.md#template has it, and 11 of 12 documents in notes/adrs/ have it)"], out


def test_a_status_written_as_the_successors_field_names_its_successor(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """kinglet-lang/ADRs (three-hundred-and-nineteenth held-out set): `- **Status**: superseded-by [0022](...)`. The
    successor it names is its successor: one that does not exist is told as that (DC403)."""
    files = {"0001-a.md": "# 0001 — A\n\n- **Status**: superseded-by [0002](0002-b.md)\n\n## Context\n\nA.\n",
             "0002-b.md": "# 0002 — B\n\n- **Status**: accepted\n\n## Context\n\nB.\n",
             "0003-c.md": "# 0003 — C\n\n- **Status**: superseded-by [0009](0009-gone.md)\n\n## Context\n\nC.\n"}
    out = check(tmp_path, monkeypatch, capsys, files, select="DC403,DC407")
    assert out == ["0003-c.md:3:1: DC403 missing-related-document: is superseded by '0009-gone.md', which is not a "
                   "document here"], out


def openspec(name: str, *, purpose: bool = True, behavior: bool = True) -> str:
    return (f"# {name.title()} Specification\n\n" + (f"## Purpose\n\nWhat {name} is for.\n\n" if purpose else "")
            + f"## Requirements\n\n### Requirement: {name} works\n\nThe SDK SHALL {name}.\n\n"
            f"#### Scenario: called\n\n- **WHEN** {name} is called\n- **THEN** it works\n\n"
            + (f"## Behavior\n\n{name} behaves.\n" if behavior else ""))


@pytest.mark.parametrize(("count", "reported"), [(12, ["openspec/specs/screen/spec.md"]), (9, [])])
def test_records_a_folder_each_under_their_kinds_name_are_a_family(
        count: int, reported: list[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    """PostHog's SDK specs (three-hundred-and-twentieth held-out set) keep OpenSpec's layout: a folder per
    capability, named for it and not numbered, each holding its `spec.md` with Purpose and Requirements. The
    one without its Purpose is found; Behavior, which one other spec leaves out too, is not asked. Nine such
    folders are too few to make a family of documents nobody numbered; a README per folder is no record."""
    names = ["alias", "capture", "identify", "flush", "screen", "group", "reset", "opt-out", "bootstrap", "logs",
             "traces", "surveys"]
    files = {f"openspec/specs/{name}/spec.md": openspec(name, purpose=name != "screen",
                                                         behavior=name not in ("capture", "logs"))
             for name in names[:count]}
    files |= {f"packages/p{n}/README.md": f"# P{n}\n\n## Usage\n\nU.\n" + ("## Install\n\nI.\n" if n != 2 else "")
              for n in range(1, 13)}
    out = check(tmp_path, monkeypatch, capsys, files, select="DC101")
    assert [line.split(":")[0] for line in out] == reported, out


def test_an_eleventy_sites_pages_link_each_other_from_their_addresses(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """DfE's childcare entitlement checker (three-hundred-and-twenty-fifth held-out set): Eleventy serves
    `docs/content/developers/01-getting-started.md` at `/developers/01-getting-started/`, from where
    `../02-ways-of-working` is the page beside it and `../03-branching-strategy/#hotfix-flow` its section. A link
    to a page not there is still missing."""
    files = {"docs/eleventy.config.js": "export default function (eleventyConfig) {\n  return {\n    dir: {\n"
                                        "      input: 'content',\n    },\n  };\n}\n",
             "docs/content/developers/01-getting-started.md": "# Getting started\n\n- [Ways](../02-ways-of-working)"
                                                              "\n- [Hotfix](../03-branching-strategy/#hotfix-flow)\n"
                                                              "- [Release](../08-release-process)\n",
             "docs/content/developers/02-ways-of-working.md": "# Ways of working\n\nText.\n",
             "docs/content/developers/03-branching-strategy.md": "# Branching\n\n## Hotfix flow\n\nText.\n"}
    out = check(tmp_path, monkeypatch, capsys, files, select="DC410")
    assert [line.split("DC410 broken-link: ")[1].split("'")[1] for line in out] == ["../08-release-process"], out


def test_documents_named_for_a_record_kept_elsewhere_are_about_it(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """Aenea's Aura (three-hundred-and-twenty-second held-out set): `docs/assessments/ADR_093_QUERY_SCAN_REPORT.md`
    and `ADR_093_SCHEMA_SCAN_REPORT.md` are two reports on ADR-093, which `docs/architecture-decisions/` keeps with
    the rest of the series: no number taken twice. Two records of that folder sharing a number still are."""
    adr = "# {n}. Decision {n}\n\n## Status\n\nAccepted\n\n## Context\n\nC.\n\n## Decision\n\nD.\n\n" \
          "## Consequences\n\nQ.\n"
    files = {f"docs/architecture-decisions/ADR-{n:03d}-decision-{n}.md": adr.format(n=n) for n in range(90, 95)}
    files["docs/architecture-decisions/ADR-091-other.md"] = adr.format(n=91)
    files |= {f"docs/assessments/ADR_093_{kind}_SCAN_REPORT.md": f"# ADR-093 {kind} scan\n\nFindings.\n"
              for kind in ("QUERY", "SCHEMA")}
    # (tmax's archive below its specs holds the series' own records: two numbered 24 there are one number twice)
    files |= {f"docs/architecture-decisions/archive/ADR-092-{name}.md": adr.format(n=92) for name in ("a", "b")}
    out = check(tmp_path, monkeypatch, capsys, files, select="DC401")
    assert [line.split(":")[0] for line in out] == ["docs/architecture-decisions/ADR-091-decision-91.md",
                                                    "docs/architecture-decisions/ADR-091-other.md",
                                                    "docs/architecture-decisions/archive/ADR-092-a.md",
                                                    "docs/architecture-decisions/archive/ADR-092-b.md"], out


def test_a_link_into_a_submodule_not_checked_out_is_not_judged(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """AI Horde (three-hundred-and-twenty-fifth held-out set) keeps its shared documentation in a git submodule,
    `docs/haidra-assets` (`.gitmodules`), which a clone holds only when asked to: its five links there are another
    repository's files. A link beside it to a file that is not there is still missing, and so is one into a
    submodule that is checked out; a `.gitmodules` path out of the repository places nothing."""
    files = {".gitmodules": '[submodule "docs/haidra-assets"]\n\tpath = docs/haidra-assets\n\turl = https://x/a.git\n'
                            '[submodule "vendored"]\n\tpath = third/lib\n\turl = https://x/b.git\n'
                            '[submodule "out"]\n\tpath = ../elsewhere\n\turl = https://x/c.git\n',
             "docs/README.md": "# Docs\n\n- [Assets](haidra-assets/docs/README.md)\n- [Kudos](../docs/gone.md)\n"
                               "- [Lib](../third/lib/missing.md)\n",
             "third/lib/README.md": "# Lib\n\nHere.\n"}
    out = check(tmp_path, monkeypatch, capsys, files, select="DC410")
    assert [line.split("DC410 broken-link: ")[1].split("'")[1] for line in out] == [
        "../docs/gone.md", "../third/lib/missing.md"], out


@pytest.mark.parametrize(("recommended", "reported"), [(True, []), (False, ["Decision"])])
def test_a_section_headed_by_a_question_is_the_section_it_asks_about(
        recommended: bool, reported: list[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    """DfE's childcare entitlement checker's first ADR (three-hundred-and-twenty-fifth held-out set) asks its
    sections: "What’s the problem we are trying to solve?" is its Context, "What is the recommendation?" its
    Decision. Without the recommendation it has no Decision."""
    text = ("# Entitlement checker design\n\n## Status\n\nAccepted\n\n## What’s the problem we are trying to solve?\n\n"
            "Parents cannot tell.\n\n## What options have we considered?\n\nThree.\n\n"
            + ("## What is the recommendation?\n\nBuild it.\n\n" if recommended else "")
            + "## What are the consequences of this recommendation?\n\nA service.\n")
    out = check(tmp_path, monkeypatch, capsys, {"docs/decisions/0001-entitlement-checker-design.md": text},
                select="DC101")
    assert [line.split("has no '")[1].split("'")[0] for line in out] == reported, out


def test_drafts_numbered_all_nines_wait_for_their_number(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """Arc's RFCs (three-hundred-and-twenty-fourth held-out set): ten drafts are `RFC9999 - <Title>.md` until they
    are numbered, which made the folder's numbers look like an issue tracker's (one shared by three or more) and
    hid every number taken twice. The drafts share no number; two RFCs numbered 8 do."""
    body = "# {title}\n\nStage: Proposal\n\n## Motivation\n\nWhy.\n"
    files = {f"RFCs/RFC{n} - Topic {n}.md": body.format(title=f"Topic {n}") for n in range(1, 13)}
    files |= {f"RFCs/RFC9999 - Draft {n}.md": body.format(title=f"Draft {n}") for n in range(1, 5)}
    files["RFCs/RFC8 - Formatting Guide.md"] = body.format(title="Formatting Guide")
    out = check(tmp_path, monkeypatch, capsys, files, select="DC401")
    assert [line.split(":")[0] for line in out] == ["RFCs/RFC8 - Formatting Guide.md", "RFCs/RFC8 - Topic 8.md"], out


def nhs_adr(n: int, slug: str, status: str = "Decided", title: str = "") -> str:
    """NHS DoS Integration's ADRs (three-hundred-and-twenty-seventh held-out set): a summary under `## Overview`,
    then the template's header fields, then its sections."""
    return (f"# ADR-{n:03d}: {title or slug}\n\n## Overview\n\nWhy {slug} matters.\n\n* Date: 2023/04/{n:02d}\n"
            f"* Status: {status}\n* Deciders: The team\n\n## Context\n\nC.\n\n## Decision\n\nD.\n\n"
            "## Consequences\n\nE.\n")


DOS_TEMPLATE = ("# ADR-XXX: ADR Template\n\n* Date: [YYYY/MM/DD when the decision was last updated]\n"
                "* Status: [Proposed | Rejected | Accepted | Deprecated | ... | Superseded by ADR-XXX]\n"
                "* Deciders: [List everyone involved in the decision]\n\n## Context\n\n[What is the issue]\n\n"
                "## Decision\n\n[What is the change]\n\n## Consequences\n\n[What becomes easier]\n")


def test_a_readme_titled_the_series_template_is_its_template_and_fields_below_a_summary_its_header(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """The folder's README is "ADR-XXX: ADR Template", its values blanks: no placeholder of a record is reported in
    it. The records write the template's fields under a summary: their status is read there, a slip reported."""
    files = {f"documentation/adr/{n:03d}-Topic-{n}.md": nhs_adr(n, f"Topic {n}") for n in range(1, 13)}
    files["documentation/adr/README.md"] = DOS_TEMPLATE
    files["documentation/adr/010-Topic-10.md"] = nhs_adr(10, "Topic 10", status="Decidd")
    out = check(tmp_path, monkeypatch, capsys, files, select="DC2,DC3")
    assert [line.split(": ", 2)[:2] for line in out] == [["documentation/adr/010-Topic-10.md:8:1",
                                                          "DC203 unknown-status"]], out


def test_a_copy_titled_as_its_record_is_a_second_record_not_a_part(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """`006-Message-Grouping-architecture.md` and `006-Message-Grouping.md`, one the other's copy: "architecture"
    names a record's part only where the part is titled for itself."""
    files = {f"documentation/adr/{n:03d}-Topic-{n}.md": nhs_adr(n, f"Topic {n}") for n in range(1, 13)}
    files["documentation/adr/006-Topic-6-architecture.md"] = nhs_adr(6, "Topic 6")
    out = check(tmp_path, monkeypatch, capsys, files, select="DC401")
    assert sorted(line.split(":")[0] for line in out) == ["documentation/adr/006-Topic-6-architecture.md",
                                                          "documentation/adr/006-Topic-6.md"], out
    files["documentation/adr/006-Topic-6-architecture.md"] = nhs_adr(6, "Topic 6", title="Topic 6: its architecture")
    assert check(tmp_path, monkeypatch, capsys, files, select="DC401") == []


def test_links_by_another_repositorys_address_to_a_copy_of_two_of_its_pages_are_not_this_repositorys(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """NHS DoS Integration keeps a copy of the make-devops toolkit under `build/automation/` and links that
    toolkit's pages by their address three times, two of them pages of the copy: make-devops is not this
    repository, and its CONTRIBUTING.md is not one this repository lacks."""
    url = "https://github.com/nhsd-exeter/make-devops/blob/master"
    files = {"build/automation/lib/macos/README.md": f"# macOS\n\nSee [signing]({url}/documentation/CONTRIBUTING.md)"
                                                     f" and [this]({url}/build/automation/lib/macos/README.md).\n",
             "build/automation/lib/slack/README.md": f"# Slack\n\n[macOS]({url}/build/automation/lib/macos/README.md)"
                                                     f", [slack]({url}/build/automation/lib/slack/README.md)\n",
             "documentation/Contributing.md": "# Contributing\n\nText.\n"}
    assert check(tmp_path, monkeypatch, capsys, files, select="DC410") == []
    files["build/automation/lib/git/README.md"] = f"# Git\n\n[Contributing]({url}/documentation/Contributing.md)\n"
    out = check(tmp_path, monkeypatch, capsys, files, select="DC410")  # three of its pages here: a copy of its top
    assert [line.split(": ")[0] for line in out] == ["build/automation/lib/macos/README.md:3:5"], out


def diveday_adr(slug: str, header: str = "", body: str = "") -> str:
    return (f"# {slug} — {slug}\n\n- **Status:** Accepted\n- **Date:** 2026-07-18\n{header}\n## Context\n\nC.\n\n"
            f"## Decision\n\nWe keep the list.\n\n{body}## Consequences\n\nE.\n")


def test_records_named_by_date_and_superseded_in_part(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """diveday's ADRs (three-hundred-and-twenty-ninth held-out set): a successor named bare by its dated file name
    ("Superseded by 20260719-card-photo-only"), and supersessions of a part: a field "Supersedes (in part):", "the X
    in [record]", "[record] (presentation contract only — ...)", and a note after the passage it replaces
    ("> Superseded by [record]: ..."). None is a record superseded whole and left in force."""
    folder = "docs/architecture/decisions"
    files = {f"{folder}/202607{n:02d}-topic-{n}.md": diveday_adr(f"202607{n:02d}-topic-{n}") for n in range(1, 13)}
    files[f"{folder}/20260701-topic-1.md"] = diveday_adr("20260701-topic-1").replace(
        "Accepted", "Superseded by 20260702-topic-2")
    files[f"{folder}/20260703-topic-3.md"] = diveday_adr("20260703-topic-3", body=(
        "> Superseded by [20260704-topic-4](20260704-topic-4.md):\n> the list now saves itself.\n\n"))
    files[f"{folder}/20260710-topic-10.md"] = diveday_adr("20260710-topic-10", header=(
        "- **Supersedes (in part):** [20260709-topic-9](20260709-topic-9.md)'s decision to keep the list.\n"))
    files[f"{folder}/20260706-topic-6.md"] = diveday_adr("20260706-topic-6", header=(
        "- **Supersedes:** [20260705-topic-5](20260705-topic-5.md) (presentation contract only — the rest stands)\n"))
    files[f"{folder}/20260708-topic-8.md"] = diveday_adr("20260708-topic-8", body=(
        "This supersedes the Today description in\n[20260707-topic-7](20260707-topic-7.md); the rest stands.\n\n"))
    files["src/app.ts"] = f"// Photos as {folder}/20260701-topic-1.md says\nexport const x = 1;\n"
    assert check(tmp_path, monkeypatch, capsys, files, select="DC405,DC407") == []
    out = check(tmp_path, monkeypatch, capsys, files, select="DC421")  # named by its file, as its family names it
    assert len(out) == 1 and f"which is superseded by 20260702-topic-2 ({folder}/20260702-topic-2.md" in out[0], out
    files[f"{folder}/20260701-topic-1.md"] = files[f"{folder}/20260701-topic-1.md"].replace(
        "20260702-topic-2", "20260799-topic-99")
    out = check(tmp_path, monkeypatch, capsys, files, select="DC403,DC405,DC407")
    assert [line.split(": ")[1].split()[0] for line in out] == ["DC403"], out


def test_a_section_named_for_its_links_in_other_words_is_the_templates_references(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """Aura's ADR-030 (three-hundred-and-twenty-second held-out set) keeps its template's References as "Related
    Documentation", ADR-075 as "Related ADRs": the list of links a record closes with, by another of its names."""
    files = {f"docs/adr/{n:04d}-d{n}.md": f"# {n}. D{n}\n\n## Status\n\nAccepted\n\n## Context\n\nC.\n\n"
                                          f"## Decision\n\nD.\n\n## References\n\n- [x](https://x.org)\n"
             for n in range(1, 31)}
    files["docs/adr/template.md"] = ("# NNNN. Title\n\n## Status\n\nProposed\n\n## Context\n\nWhy.\n\n## Decision\n\n"
                                     "What.\n\n## References\n\nLinks.\n")
    for n, name in ((3, "Related Documentation"), (4, "Related ADRs"), (5, "Appendix")):
        files[f"docs/adr/{n:04d}-d{n}.md"] = files[f"docs/adr/{n:04d}-d{n}.md"].replace("References", name)
    out = check(tmp_path, monkeypatch, capsys, files, select="DC101")
    assert [line.split(":")[0] for line in out] == ["docs/adr/0005-d5.md"], out


def test_a_template_list_item_in_its_own_voice_left_in_is_template_text(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """diveday's template offers no option under Alternatives considered: "- **Option** — why not, in one line.
    Enough for a future agent to know it was weighed." is its instruction, a sentence after a bold label. A record
    that keeps it has not written its alternatives."""
    folder = "docs/architecture/decisions"
    files = {f"{folder}/202607{n:02d}-topic-{n}.md": diveday_adr(f"202607{n:02d}-topic-{n}", body=(
        f"## Alternatives considered\n\n- **Plan {n}** — too slow for the desk.\n\n")) for n in range(1, 13)}
    files[f"{folder}/0000-template.md"] = (
        "# YYYYMMDD-short-slug — Title\n\n- **Status:** Proposed\n- **Date:** YYYY-MM-DD\n\n## Context\n\n"
        "What forces this decision now? Two to five sentences.\n\n## Decision\n\nWhat we chose, stated plainly.\n\n"
        "## Alternatives considered\n\n- **Option** — why not, in one line. Enough for a future agent to know it was "
        "weighed.\n\n## Consequences\n\nWhat this makes easy, what it makes hard.\n")
    files[f"{folder}/20260705-topic-5.md"] = diveday_adr("20260705-topic-5", body=(
        "## Alternatives considered\n\n- **Option** — why not, in one line. Enough for a future agent to know it was "
        "weighed.\n\n"))
    out = check(tmp_path, monkeypatch, capsys, files, select="DC301")
    assert [line.split(": ")[0] for line in out] == [f"{folder}/20260705-topic-5.md:16:1"], out


def test_a_template_kept_elsewhere_asks_of_each_folder_what_all_its_folders_keep(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """Cilium's `cfps/CFP-003-template.md` governs `cilium/` (30 CFPs, half with its Impacts) and `hubble/` (four,
    three with it; 341st held-out set): the one Hubble CFP without Impacts is no gap, a CFP without the Goals nine in
    ten of all keep is."""
    sections = ("Summary", "Motivation", "Goals", "Proposal", "Impacts")

    def cfp(number: int, without: tuple[str, ...] = ()) -> str:
        body = "".join(f"## {s}\n\nText of {number}.\n\n" for s in sections if s not in without)
        return f"# CFP-{number}: Change {number}\n\n**Status:** Implementable\n\n{body}"

    files = {"cfps/CFP-003-template.md": "# CFP-003: Template\n\n**Status:** Implementable, Released, Dormant\n\n"
                                         + "".join(f"## {s}\n\n_Describe the {s.lower()}._\n\n" for s in sections)}
    files |= {f"cilium/CFP-{100 + n}-change.md": cfp(100 + n, ("Impacts",) if n % 2 else ()) for n in range(1, 12)}
    files |= {"cilium/CFP-100-change.md": cfp(100, ("Goals",)), "hubble/CFP-201-a.md": cfp(201),
              "hubble/CFP-202-b.md": cfp(202), "hubble/CFP-203-c.md": cfp(203),
              "hubble/CFP-204-d.md": cfp(204, ("Impacts",))}
    out = check(tmp_path, monkeypatch, capsys, files, select="DC101")
    assert [line.split(": ", 2)[0] + " " + line.rsplit("'", 2)[-2] for line in out] == [
        "cilium/CFP-100-change.md:1:1 Goals"], out


def test_a_section_named_in_the_templates_words_in_another_order_is_that_section(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """Flow's FLIP on transaction fees (338th held-out set) writes its template's "Design Proposal" as "Proposed
    design": that section, not a missing one. A FLIP with neither still lacks it."""
    def flip(n: int, design: str | None = "Design Proposal") -> str:
        body = f"## {design}\n\nHow.\n\n" if design else "## Methodology\n\nData.\n\n"
        return f"---\nstatus: accepted\nflip: {n}\n---\n\n# FLIP {n}: Change\n\n## Objective\n\nWhy.\n\n{body}"

    files = {"flips/yyyymmdd-flip-template.md": "---\nstatus: draft\nflip: NNN\n---\n\n# FLIP NNN: Title\n\n"
                                                "## Objective\n\nWhat this achieves.\n\n## Design Proposal\n\n"
                                                "The design.\n"}
    files |= {f"flips/2024010{n}-change-{n}.md": flip(n) for n in range(1, 8)}
    files |= {"flips/20240108-fees.md": flip(8, "Proposed design"), "flips/20240109-calibration.md": flip(9, None)}
    out = check(tmp_path, monkeypatch, capsys, files, select="DC101")
    assert [line.split(":", 1)[0] for line in out] == ["flips/20240109-calibration.md"], out


def test_a_template_named_for_its_kind_beside_its_folder_governs_records_that_drifted_from_it(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """NATS's `adr-template.md` at the top governs `adr/ADR-N.md` (341st held-out set), whose records keep its Context
    and Problem Statement and few of its other sections: still their template, so its Consequences prompt left in
    is template text. A record that says why under Motivation has its Context."""
    def adr(n: int, why: str = "Context and Problem Statement", consequences: str = "") -> str:
        return (f"# Decision {n}\n\n| Metadata | Value |\n|---|---|\n| Status | Approved |\n\n## {why}\n\n"
                f"Why {n} matters.\n\n## Behaviour\n\nHow {n} works.\n{consequences}")

    files = {"adr-template.md": "# Title\n\n| Metadata | Value |\n|---|---|\n| Status | `Proposed`, `Approved` |\n\n"
                                "## Context and Problem Statement\n\n[Describe the context and problem statement.]\n\n"
                                "## Design\n\n[If this is a specification, write something here.]\n\n"
                                "## Decision\n\n[Maybe this was just an architectural decision...]\n\n"
                                "## Consequences\n\n[Any consequences of this design, such as breaking change "
                                "or Vorpal Bunnies]\n"}
    files |= {f"adr/ADR-{n}.md": adr(n) for n in range(1, 11)}
    files["adr/ADR-11.md"] = adr(11, "Motivation")
    files["adr/ADR-12.md"] = adr(12, consequences="\n## Consequences\n\n[Any consequences of this design, such as "
                                                  "breaking change or Vorpal Bunnies]\n")
    out = check(tmp_path, monkeypatch, capsys, files, select="DC101,DC301")
    assert [line.split(": ", 2)[:2] for line in out] == [["adr/ADR-12.md:17:1", "DC301 placeholder-text"]], out


@pytest.mark.parametrize(("section", "written"), [
    ("Objective", "Overview"),  # TensorFlow's RFCs: the template's TL;DR, written as an Overview or a Summary
    ("Objective", "Summary"),
    ("Objective", "Goals"),  # ... or as the goals it names
    ("Motivation", "Status Quo"),  # Prometheus's proposal 0002: why, told as the state of things
    ("Design Proposal", "Proposed Change"),  # TensorFlow's gRPC fail-fast RFC
    ("Considered Options", "Possible solutions"),  # Sylius's early ADRs
])
def test_a_section_written_under_a_name_for_the_same_job_is_that_section(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str],
        section: str, written: str) -> None:
    """The 342nd-345th held-out sets: records that do a template's section's job under another common name for it
    have it; a record with neither still lacks it."""
    sections = ("Objective", "Motivation", "Design Proposal", "Considered Options")

    def rfc(n: int, renamed: dict[str, str | None]) -> str:
        body = "".join(f"## {renamed.get(s, s)}\n\nText {n}.\n\n" for s in sections if renamed.get(s, s))
        return f"# RFC {n}: Change\n\n| Status | Accepted |\n| :-- | :-- |\n| **Author(s)** | A |\n\n{body}"

    files = {"rfcs/yyyymmdd-rfc-template.md": "# Title of RFC\n\n| Status | Proposed |\n| :-- | :-- |\n"
                                              "| **Author(s)** | Name |\n\n"
                                              + "".join(f"## {s}\n\nWhat goes here.\n\n" for s in sections)}
    files |= {f"rfcs/202401{n:02d}-change-{n}.md": rfc(n, {}) for n in range(1, 21)}
    files |= {"rfcs/20240201-renamed.md": rfc(21, {section: written}),
              "rfcs/20240202-without.md": rfc(22, {section: None})}
    out = check(tmp_path, monkeypatch, capsys, files, select="DC101")
    assert [line.split(":", 1)[0] for line in out] == ["rfcs/20240202-without.md"], out


def test_a_folder_of_a_records_pictures_is_no_record_of_its_number(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """gRPC's `A69_graphics/README.md` (345th held-out set) says how the diagrams beside it were drawn, which
    `A69-crl-enhancements.md` shows: the record's attachments, not a second number 69. Two records numbered 71
    still clash."""
    def grfc(n: int, name: str, more: str = "") -> str:
        return (f"A{n}: {name}\n----\n* Author(s): A\n* Status: Draft\n* Last updated: 2024-01-0{n % 9 + 1}\n\n"
                f"## Abstract\n\nWhat.\n\n## Background\n\nWhy.\n{more}")

    files = {f"A{n}-change-{n}.md": grfc(n, f"Change {n}") for n in range(60, 69)}
    files |= {"A69-crl-enhancements.md": grfc(69, "CRL", "\n![Basic Flow Diagram](A69_graphics/basic_diagram.png)\n"),
              "A69_graphics/README.md": "CrlApiCases.svg can be imported into LucidChart\n",
              "A71-xds-fallback.md": grfc(71, "Fallback"), "A71-xds-other.md": grfc(71, "Other")}
    (tmp_path / "A69_graphics").mkdir()
    (tmp_path / "A69_graphics" / "basic_diagram.png").write_bytes(b"\x89PNG\r\n")
    out = check(tmp_path, monkeypatch, capsys, files, select="DC401")
    assert sorted(line.split(":", 1)[0] for line in out) == ["A71-xds-fallback.md", "A71-xds-other.md"], out


def test_a_deprecated_by_field_names_a_successor_that_must_exist(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """gRPC's `* Deprecated by: [A88: ...](A88-....md)` (345th held-out set) names the record that replaced it: one
    that is not there is told as a missing successor, not only as a broken link. A successor that links the record it
    deprecates (A88: "we will deprecate the feature added in [gRFC A53]") owes no "supersedes"."""
    def grfc(n: int, more: str = "", body: str = "", status: str = "Final") -> str:
        return (f"A{n}: Change {n}\n----\n* Author(s): A\n* Status: {status}\n* Last updated: 2024-01-01\n{more}\n"
                f"## Abstract\n\nWhat.\n\n## Background\n\nWhy.\n{body}")

    files = {f"A{n}-change-{n}.md": grfc(n) for n in range(50, 60)}
    files["A53-change-53.md"] = grfc(53, "* Deprecated by: [A58: Change 58](A58-change-58.md)\n", status="In Review")
    files["A58-change-58.md"] = grfc(58, body="\n### Related Proposals:\n- [gRFC A53: Change 53][gRFC A53]\n\n"
                                                "[gRFC A53]: A53-change-53.md\n\n## Proposal\n\nBecause we now want "
                                                "to control all errors alike, we will deprecate the\n\"ignore\" "
                                                "server feature that was added in [gRFC A53].\n",
                                     status="{Draft, In Review, Implemented}")  # (as A88 left it)
    files["A55-change-55.md"] = grfc(55, "* Deprecated by: [A61: Plugins](A61-plugins.md)\n")
    out = check(tmp_path, monkeypatch, capsys, files, select="DC4")
    assert [line.split(": ", 2)[:2] for line in out] == [
        ["A55-change-55.md:6:1", "DC403 missing-related-document"]], out


def test_a_title_that_closes_on_its_successor_names_it(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """Wagtail's RFCs say what replaced them after the title (344th held-out set): `# RFC 10: Search query classes
    (superseded by [RFC 25](025-....md))`. A successor that is not there is a missing one, not only a broken link;
    the ones there are followed, and their records, which never say so back, owe nothing: the family writes one
    side."""
    def rfc(n: int, title: str = "") -> str:
        return f"# RFC {n}: Change {n}{title}\n\n* RFC: {n}\n* Author: A\n\n## Abstract\n\nWhat.\n"

    files = {f"text/{n:03d}-change-{n}.md": rfc(n) for n in range(1, 30)}
    files["text/010-change-10.md"] = rfc(10, " (superseded by [RFC 25](025-change-25.md))")
    files["text/011-change-11.md"] = rfc(11, " (superseded by [RFC 15](015-change-15.md))")
    files["text/027-change-27.md"] = rfc(27, " (superseded by [RFC 116](116-search-autocomplete-revised.md))")
    out = check(tmp_path, monkeypatch, capsys, files, select="DC4")
    assert [line.split(": ", 2)[:2] for line in out] == [
        ["text/027-change-27.md:1:1", "DC403 missing-related-document"]], out


def test_pages_of_no_family_that_only_ever_name_their_successor_owe_no_answer(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """GOV.UK Forms' `design/prototype-version-N/README.md` (343rd held-out set), of no family, each "Superceeded by
    [version N+1](../prototype-version-N+1)", none saying what it replaced: their way, not six one-way supersessions.
    Elsewhere, one page that names its successor, which does not answer, is still told."""
    def version(n: int, status: str) -> str:
        return f"# Prototype version {n}\n\nDates tested: *2022-05-0{n}*\n\n## Status\n\n{status}\n\n## Contents\n\nA\n"

    files = {f"design/prototype-version-{n}/README.md": version(n, f"Superceeded by [version {n + 1}]"
                                                                   f"(../prototype-version-{n + 1})")
             for n in range(1, 4)}
    files["design/prototype-version-4/README.md"] = version(4, "Current")
    files["notes/option-1/README.md"] = "# Option 1\n\n## Status\n\nSuperseded by [option 2](../option-2)\n\nA.\n"
    files["notes/option-2/README.md"] = "# Option 2\n\n## Status\n\nCurrent\n\nB.\n"
    out = check(tmp_path, monkeypatch, capsys, files, select="DC404")
    assert [line.split(":", 1)[0] for line in out] == ["notes/option-1/README.md"], out


def test_a_heading_attribute_is_no_placeholder_that_makes_record_zero_a_template(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """Wikibase's ADRs (three-hundred-and-forty-ninth held-out set) end each title on the anchor Doxygen reads,
    `# 0) Use cache ... {#adr_0000}`: the braces read as a placeholder made record zero the family's template, in
    place of `NNNN-adr-template.md`, and its own text template text."""
    def adr(n: int, consequences: bool = True) -> str:
        return (f"# {n}) Decision {n} {{#adr_{n:04d}}}\n\nDate: 2020-01-{n + 1:02d}\n\n## Status\n\naccepted\n\n"
                f"## Context\n\nC{n}.\n\n## Decision\n\nD{n}.\n\n"
                + (f"## Consequences\n\nQ{n}.\n" if consequences else ""))

    template = ("# N) Title (short noun phrase) {#adr_nnnn}\n\nDate: YYYY-MM-DD\n\n## Status\n\nproposed, accepted, "
                "rejected, deprecated, superseded, ...\n\n## Context\n\n...\n\n## Decision\n\n...\n\n"
                "## Consequences\n\n...\n")
    files = {"docs/adr/NNNN-adr-template.md": template} | {
        f"docs/adr/{n:04d}-d{n}.md": adr(n, consequences=n != 7) for n in range(0, 12)}
    out = check(tmp_path, monkeypatch, capsys, files, select="DC101")
    assert out == ["docs/adr/0007-d7.md:1:1: DC101 missing-section: adr has no 'Consequences' section (or 'Positive "
                   "Consequences', 'Negative Consequences', 'Consequences and Risks', 'Implications', 'Decision "
                   "Outcome', ...); the template docs/adr/NNNN-adr-template.md has it, and 11 of 12 documents keep it"]


@pytest.mark.parametrize(("note", "reported"), [
    ("superseded - The headline still applies, but in [ADR 9] we changed to option 2.\n\n[ADR 9]: @ref adr_0009",
     False),
    ("superseded - we changed our minds", True),
    ("superseded - ADR 2 is no longer followed", True),  # its own number names no successor
])
def test_a_superseded_status_whose_note_names_one_record_names_its_successor(
        note: str, reported: bool, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    # Wikibase's REST API ADR 2 (three-hundred-and-forty-ninth held-out set): "superseded - ... in [ADR 9] we
    # changed to what is described as option 2 here", the link a Doxygen `@ref`: no "by", and its successor named
    files = {f"docs/adr/{n:04d}-d{n}.md": f"# {n}) D{n}\n\n## Status\n\naccepted\n\n## Context\n\nC.\n\n"
                                          "## Decision\n\nD.\n" for n in range(1, 10)}
    files["docs/adr/0002-d2.md"] = f"# 2) D2\n\n## Status\n\n{note}\n\n## Context\n\nC.\n\n## Decision\n\nD.\n"
    out = check(tmp_path, monkeypatch, capsys, files, select="DC403,DC407")
    assert [line.split(": ", 2)[1] for line in out] == (["DC407 superseded-without-successor"] if reported else [])


def test_a_record_exceeded_by_another_is_superseded_by_it(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    # Altinn Studio's ADRs (three-hundred-and-forty-seventh held-out set): the template offers `Proposed | Accepted |
    # Exceeded by "adr-name"`; the newer record's status is "Replaces <name>". It was a one-way supersession.
    def adr(day: int, status: str) -> str:
        return f"# D{day}\n\n- Status: {status}\n- Date: {day:02d}.09.2025\n\n## Result\n\nR.\n\n" \
               "## Problem context\n\nP.\n"

    files = {f"docs/adr/2025-09-{d:02d}-d{d}.md": adr(d, "Accepted") for d in range(1, 9)}
    files["docs/adr/2025-09-04-d4.md"] = adr(4, "Exceeded by 2025-09-09-d9")
    files["docs/adr/2025-09-09-d9.md"] = adr(9, "Replaces 2025-09-04-d4")
    assert check(tmp_path, monkeypatch, capsys, files, select="DC403,DC404,DC405,DC203") == []
    files["docs/adr/2025-09-04-d4.md"] = adr(4, "Exceeded by 2025-09-10-d10")
    out = check(tmp_path, monkeypatch, capsys, files, select="DC403")
    assert [line.split(": ", 2)[1] for line in out] == ["DC403 missing-related-document"]


def test_a_section_written_under_another_name_for_its_job_is_that_section(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """Altinn Studio's template's `## Result` is "Which alternative was chosen"; one ADR is written with Context,
    Decision and Consequences. Its Decision is the Result, a name the template has no section for (its
    `## Decision drivers` only starts with it). Without that Decision it lacks the Result."""
    template = "# Title\n\n- Status: Proposed | Accepted\n\n## Result\n\nWhich alternative was chosen.\n\n" \
               "## Problem context\n\nThe problem.\n\n## Decision drivers\n\n- A driver\n"
    files = {"docs/adr/yyyy-mm-dd-template.md": template}
    files |= {f"docs/adr/2025-09-{d:02d}-d{d}.md": f"# D{d}\n\n- Status: Accepted\n\n## Result\n\nR{d}.\n\n"
                                                   f"## Problem context\n\nP{d}.\n\n## Decision drivers\n\n- D{d}\n"
              for d in range(1, 12)}
    other = "# D12\n\n- Status: Accepted\n\n## Context\n\nC.\n\n## Decision drivers\n\n- D\n\n## Decision\n\nD.\n\n" \
            "## Consequences\n\nQ.\n"
    files["docs/adr/2025-09-12-d12.md"] = other
    assert check(tmp_path, monkeypatch, capsys, files, select="DC101") == []
    files["docs/adr/2025-09-12-d12.md"] = other.replace("## Decision\n\nD.\n\n", "")
    out = check(tmp_path, monkeypatch, capsys, files, select="DC101")
    assert [line.split(": ", 2)[1] for line in out] == ["DC101 missing-section"]


@pytest.mark.parametrize("bare_keep", [True, False])
def test_records_written_without_the_templates_header_are_held_to_what_they_keep(
        bare_keep: bool, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """Kyverno's design proposals (three-hundred-and-forty-eighth held-out set): the template opens on a `# Meta`
    of Name, Start Date and Supersedes; fifteen older pages, "Kyverno Design Proposal - X" with an Author line,
    write none of it, and a third of them go without its Motivation. Those were told; a record of the template's
    header without it still is. Where those pages keep it nine in ten, it is asked of them too."""
    template = "# Meta\n\n- Name: (fill in the feature name)\n- Start Date: (YYYY-MM-DD)\n- Supersedes: (N/A)\n\n" \
               "# Overview\n\nOne paragraph.\n\n# Motivation\n\nWhy?\n\n# Proposal\n\nHow.\n\n" \
               "# Migration (OPTIONAL)\n\nBreaks.\n"

    def meta(n: int, motivation: bool = True) -> str:
        return f"# Meta\n\n- Name: F{n}\n- Start Date: 2024-01-{n:02d}\n- Supersedes: N/A\n\n# Overview\n\nO.\n\n" \
            + ("# Motivation\n\nM.\n\n" if motivation else "") + "# Proposal\n\nP.\n"

    def old(n: int, motivation: bool) -> str:
        return f"# Kyverno Design Proposal - F{n}\n\n- Author: A\n\n## Overview\n\nO.\n\n" \
            + ("## Motivation\n\nM.\n\n" if motivation else "") + "## Proposal\n\nP.\n"

    files = {"proposals/template.md": template}
    files |= {f"proposals/meta_{n}.md": meta(n, motivation=n != 9) for n in range(1, 12)}
    files |= {f"proposals/old_{n}.md": old(n, motivation=bare_keep or n % 2 == 0) for n in range(1, 11)}
    files["proposals/old_1.md"] = old(1, motivation=False)
    out = check(tmp_path, monkeypatch, capsys, files, select="DC101")
    assert [line.split(":")[0] for line in out] == (
        ["proposals/meta_9.md", "proposals/old_1.md"] if bare_keep else ["proposals/meta_9.md"])


def test_a_folder_of_records_of_a_kind_all_without_a_section_writes_another_kind(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """The Guardian's `docs/architecture/3rd-party-technical-review/` (three-hundred-and-forty-ninth held-out set):
    four reviews, numbered as the ADRs beside them are, none with a Decision: each was told it lacked one. An ADR
    of the folder above without it still is."""
    adr = "# {n}\n\n## Context\n\nC.\n\n## Decision\n\nD.\n\n## Status\n\nApproved\n"
    # (each review's outline its own: what each reviewed)
    review = "# Review {n}\n\n## Metadata\n\n- Date: 2023\n\n## Context\n\nC.\n\n## {n} review\n\nP.\n"
    top = "docs/architecture/"
    files = {f"{top}{n:03d}-a{n}.md": adr.format(n=n) for n in range(1, 12)}
    files[f"{top}011-a11.md"] = files[f"{top}011-a11.md"].replace("## Decision\n\nD.\n\n", "")
    files |= {f"{top}3rd-party-technical-review/{n:03d}-r{n}.md": review.format(n=("Privacy", "Security", "Pricing",
                                                                                   "Performance")[n - 1])
              for n in range(1, 5)}
    out = check(tmp_path, monkeypatch, capsys, files, select="DC101")
    assert [line.split(":")[0] for line in out] == [f"{top}011-a11.md"]


def test_a_supersession_on_the_matter_of_one_thing_amends(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """Kotlin's KEEP-0406: "This KEEP supersedes the original [type alias KEEP](./KEEP-0004-type-aliases.md) on the
    matter of nested type aliases." KEEP-0004, "Stable in 1.1", was told it was still in force though superseded."""
    def keep(n: int, body: str = "Text.") -> str:
        return f"# K{n}\n\n* **Type**: Design proposal\n* **Status**: Stable in 1.{n}\n\n## Abstract\n\n{body}\n"

    files = {f"proposals/KEEP-{n:04d}-k{n}.md": keep(n) for n in range(1, 8)}
    said = "This KEEP supersedes the original [type alias KEEP](./KEEP-0004-k4.md){}."
    files["proposals/KEEP-0007-k7.md"] = keep(7, said.format(" on the matter of nested type aliases"))
    assert check(tmp_path, monkeypatch, capsys, files, select="DC405") == []
    files["proposals/KEEP-0007-k7.md"] = keep(7, said.format(""))
    out = check(tmp_path, monkeypatch, capsys, files, select="DC405")
    assert [line.split(": ", 2)[1] for line in out] == ["DC405 superseded-still-active"]


def test_a_successor_calling_itself_the_updated_proposal_for_the_old_one_says_it_back(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    # Kotlin's KEEP-0259, "Superseded by [KEEP-0367](...)", and KEEP-0367: "This is an updated proposal for
    # [KEEP-259](https://github.com/Kotlin/KEEP/issues/259), formerly known as _context receivers_."
    def keep(n: int, status: str, body: str = "Text.") -> str:
        return f"# K{n}\n\n* **Type**: Design proposal\n* **Status**: {status}\n\n## Abstract\n\n{body}\n"

    files = {f"proposals/KEEP-{n:04d}-k{n}.md": keep(n, "Stable in 1.1") for n in range(1, 9)}
    files["proposals/KEEP-0003-k3.md"] = keep(3, "Superseded by [KEEP-0008](./KEEP-0008-k8.md)")
    files["proposals/KEEP-0008-k8.md"] = keep(8, "Stable in 2.2", "This is an updated proposal for [KEEP-3]"
                                                                  "(https://github.com/Kotlin/KEEP/issues/3).")
    assert check(tmp_path, monkeypatch, capsys, files, select="DC404") == []
    files["proposals/KEEP-0008-k8.md"] = keep(8, "Stable in 2.2", "See [KEEP-3](https://x.test/3).")
    out = check(tmp_path, monkeypatch, capsys, files, select="DC404")
    assert [line.split(": ", 2)[1] for line in out] == ["DC404 one-way-supersession"]


def test_a_status_left_as_the_templates_choices_is_told_once(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    # Wikibase's template: `## Status` then "proposed, accepted, rejected, deprecated, superseded, ...". A record
    # that kept it was told twice on one line: once for its status field, once for its section.
    def adr(n: int, status: str = "accepted") -> str:
        return (f"# {n}) Decision {n} {{#adr_{n:04d}}}\n\nDate: 2020-01-0{n}\n\n## Status\n\n{status}\n\n## Context\n\n"
                f"Context {n}.\n\n## Decision\n\nWe decide {n}.\n\n## Consequences\n\nThings {n}.\n")

    choices = "proposed, accepted, rejected, deprecated, superseded, ..."
    files = {f"docs/adr/{n:04d}-d{n}.md": adr(n) for n in range(1, 6)}
    files["docs/adr/NNNN-adr-template.md"] = (
        f"# N) Title (short noun phrase) {{#adr_nnnn}}\n\nDate: YYYY-MM-DD\n\n## Status\n\n{choices}\n\n## Context\n\n"
        "What is the issue that we are seeing?\n\n## Decision\n\nWhat is the change that we are proposing?\n\n"
        "## Consequences\n\nWhat becomes easier?\n")
    files["docs/adr/0003-d3.md"] = adr(3, choices)
    out = check(tmp_path, monkeypatch, capsys, files, select="DC301")
    assert [line.split(": ", 2)[:2] for line in out] == [["docs/adr/0003-d3.md:7:1", "DC301 placeholder-text"]]


def test_a_slip_of_a_status_the_family_writes_in_several_words_is_unknown(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    # Dapr's proposals: "Ready for Implementation" (read as accepted) beside "Accepted", and one "Ready for
    # Implmentation", read as a status of its own that no other proposal has. Its words were compared with the
    # family's written with spaces, not as doccheck reads a status (dashed), so no slip was seen.
    def proposal(n: int, status: str) -> str:
        return (f"# {n:04d}-P-proposal {n}\n\n* Author(s): A\n* Status: {status}\n* Updated: 2020-01-0{n}\n\n"
                f"## Overview\n\nText {n}.\n\n## Design\n\nDesign {n}.\n")

    files = {f"proposals/{n:04d}-P-p{n}.md": proposal(n, "Accepted" if n <= 3 else "Ready for Implementation")
             for n in range(1, 9)}
    assert check(tmp_path, monkeypatch, capsys, files, select="DC203") == []
    files["proposals/0008-P-p8.md"] = proposal(8, "Ready for Implmentation")
    out = check(tmp_path, monkeypatch, capsys, files, select="DC203")
    assert [line.split(": ", 1)[0] for line in out] == ["proposals/0008-P-p8.md:4:1"]
    assert "4 others write 'ready for implementation'" in out[0]


def test_a_folders_own_page_is_not_superseded_by_what_its_prose_says_of_another(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    # Jaeger's docs/rfc/README.md: "[RFC 0002](...) is the example: its tool-routing choice is superseded by
    # [RFC 0008](...)". The README was told RFC 0008 does not say it amends the README.
    def rfc(n: int, status: str = "Implemented", body: str = "Text.") -> str:
        return f"# RFC {n:04d}: R{n}\n\n- **Status:** {status}\n- **Author:** A\n\n## Abstract\n\n{body}\n"

    files = {f"docs/rfc/{n:04d}-r{n}.md": rfc(n) for n in range(1, 9)}
    files["docs/rfc/0002-r2.md"] = rfc(2, "Implemented — the §5 tool-routing decision is superseded by "
                                          "[RFC 0008](./0008-r8.md)")
    files["docs/rfc/0008-r8.md"] = rfc(8, body="It supersedes the tool-routing decision of [RFC 0002](./0002-r2.md).")
    files["docs/rfc/README.md"] = (
        "# Request for Comments (RFCs)\n\nThis directory holds RFCs.\n\n## Editing a merged RFC\n\n"
        "When the design changes, supersede the RFC with a new one. [RFC 0002](./0002-r2.md) is the example: its "
        "tool-routing choice is superseded by [RFC 0008](./0008-r8.md), and the document is retained unchanged.\n")
    assert check(tmp_path, monkeypatch, capsys, files, select="DC404") == []


def test_a_number_names_a_record_of_a_stage_folder_beside_the_grandparent_at_the_top(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    # PowerShell's RFCs sit in Final/, Draft-Accepted/ and Archive/<stage>/ at the repository's top:
    # Archive/Rejected/RFC0022-...md says "SupercededBy: RFC0037", which is Final/RFC0037-Test-Connection.md.
    def rfc(n: int, status: str, more: str = "") -> str:
        return (f"---\nRFC: RFC{n:04d}\nAuthor: A\nStatus: {status}\n{more}Area: Commands\n---\n\n# R{n}\n\n"
                "## Motivation\n\nWhy.\n\n## Specification\n\nHow.\n")

    files = {f"Final/RFC{n:04d}-r{n}.md": rfc(n, "Final") for n in range(30, 38)}
    files |= {f"Archive/Rejected/RFC{n:04d}-r{n}.md": rfc(n, "Rejected") for n in range(20, 24)}
    files["Archive/Rejected/RFC0022-r22.md"] = rfc(22, "Rejected", "SupercededBy: RFC0037\n")
    assert check(tmp_path, monkeypatch, capsys, files, select="DC403") == []
    files["Archive/Rejected/RFC0022-r22.md"] = rfc(22, "Rejected", "SupercededBy: RFC0039\n")
    out = check(tmp_path, monkeypatch, capsys, files, select="DC403")
    assert [line.split(": ", 2)[1] for line in out] == ["DC403 missing-related-document"]


def test_a_templates_section_for_other_notes_is_not_required_by_its_marking_the_optional_ones(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    # Loki's LID template marks `## Non-Goals (optional)`, which says the rest is required of three in five; its
    # `## Other Notes`, kept by four of six LIDs, holds whatever else, which a LID with nothing else leaves out.
    sections = ["Background", "Problem Statement", "Goals", "Non-Goals (optional)", "Proposals", "Other Notes"]
    template = "# XXXX: Template\n\n" + "".join(f"## {name}\n\nSay it.\n\n" for name in sections)

    def lid(n: int, leave: tuple[str, ...] = ()) -> str:
        return f"# {n:04d}: L{n}\n\n" + "".join(f"## {name}\n\nText {n}.\n\n" for name in sections if name not in leave)

    files = {f"lids/{n:04d}-l{n}.md": lid(n) for n in range(1, 7)}
    files["lids/template.md"] = template
    files["lids/0003-l3.md"] = lid(3, ("Other Notes",))
    files["lids/0006-l6.md"] = lid(6, ("Other Notes",))
    assert check(tmp_path, monkeypatch, capsys, files, select="DC101") == []
    files["lids/0006-l6.md"] = lid(6, ("Goals", "Other Notes"))  # (Goals, kept by five of six, is still required)
    out = check(tmp_path, monkeypatch, capsys, files, select="DC101")
    assert [line.split(":")[0] for line in out] == ["lids/0006-l6.md"]
    assert "'Goals'" in out[0]


def test_a_link_to_a_pages_address_in_a_folder_of_hugo_sections_built_elsewhere(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    # Grafana Loki's docs/sources/ is built by another repository's Hugo site; its section pages are `_index.md`, and
    # design-documents/_index.md links "[Promtail Push API](2020-02-promtail-push-api/)", the page of
    # 2020-02-Promtail-Push-API.md, served at its name lowercased.
    files = {f"docs/sources/{name}/_index.md": f"---\ntitle: {name}\n---\n\n# {name}\n\nPages.\n"
             for name in ("community", "community/lids", "community/maintaining")}
    files["docs/sources/community/design-documents/_index.md"] = (
        "---\ntitle: Design documents\n---\n\n# Design documents\n\n"
        "- [Promtail Push API](2020-02-promtail-push-api/)\n- [Gone](2020-03-gone/)\n")
    files["docs/sources/community/design-documents/2020-02-Promtail-Push-API.md"] = "# Push API\n\nText.\n"
    out = check(tmp_path, monkeypatch, capsys, files, select="DC410")
    assert [line.split(": ", 2)[2][:30] for line in out] == ["link to '2020-03-gone/': no su"]


def test_a_character_reference_in_a_links_destination_is_read_as_commonmark_reads_it(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    # The National Archives' TDR docs: "[export-format]: TDR&#32;Export&#32;Format&#32;Requirements.md", a file
    # whose name has spaces. The `#` of `&#32;` was read as the start of an anchor, and the path as 'TDR&'.
    files = {"a.md": "# A\n\nSee [the format][f], [B](D&amp;E.md) and [gone](Gone&#32;Page.md).\n\n"
                     "[f]: B&#32;C.md\n",
             "B C.md": "# B\n\nText.\n", "D&E.md": "# D\n\nText.\n"}
    out = check(tmp_path, monkeypatch, capsys, files, select="DC410")
    assert [line.split(": ", 2)[2] for line in out] == ["link to 'Gone&#32;Page.md': no such file"]


def test_a_log4brains_asset_in_the_index_log4brains_writes_is_the_sites(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    # SSW's Clean Architecture template (356th-359th held-out sets): `.log4brains.yml` builds a decision log from
    # docs/adr/, whose index.md (log4brains' own) shows "![ADR workflow](/l4b-static/adr-workflow.png)", the site's
    # asset. A rooted link elsewhere is still a path from the repository's top, and an adrFolder outside it is none.
    files = {".log4brains.yml": "project:\n  name: X\n  adrFolder: ./docs/adr\n  packages:\n"
                                "    - name: y\n      adrFolder: ../../elsewhere\n",
             "docs/adr/index.md": "# Decisions\n\n![ADR workflow](/l4b-static/adr-workflow.png)\n",
             "docs/adr/20240101-use-x.md": "# Use X\n\n- Status: accepted\n\n## Context\n\nText.\n",
             "README.md": "# X\n\n![w](/l4b-static/adr-workflow.png)\n"}
    out = check(tmp_path, monkeypatch, capsys, files, select="DC410")
    assert [line.split(":")[0] for line in out] == ["README.md"], out


def test_a_comment_that_is_all_a_template_writes_under_its_heading_marks_that_section(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    # Jayvee's RFC template (357th held-out set): "## Drawbacks" / "<!-- TODO: (optional) Discuss the drawbacks ...
    # -->" / "## Alternatives". The comment is Drawbacks', which is optional; it was read as a mark of Alternatives
    # above it (MADR 4 writes "<!-- This is an optional element. ... -->" right above the heading it marks), and
    # Drawbacks, kept by 19 of 20, required. Explanation, whose comment does not say optional, stays required.
    names = ("Summary", "Motivation", "Explanation", "Drawbacks", "Alternatives")
    said = {"Motivation": "<!-- TODO: Describe the challenge the RFC addresses. -->\n\n"
                          "<!-- TODO: (optional) Introduce an exemplary data set. -->",
            "Drawbacks": "<!-- TODO: (optional) Discuss the drawbacks of the proposed design. -->",
            "Alternatives": "<!-- TODO: (optional) Point out alternatives to the design. -->"}
    template = "# RFC 0000: RFC Template\n\n" + "".join(
        f"## {name}\n\n{said.get(name, f'<!-- TODO: Write the {name.lower()} of this RFC here. -->')}\n\n"
        for name in names)

    def rfc(n: int, leave: tuple[str, ...] = ()) -> str:
        return f"# RFC {n:04d}: R{n}\n\n" + "".join(f"## {name}\n\nText {n}.\n\n" for name in names
                                                    if name not in leave)

    files = {f"rfc/{n:04d}-r{n}.md": rfc(n) for n in range(1, 21)}
    files["rfc/0000-rfc-template.md"] = template
    files["rfc/0002-r2.md"] = rfc(2, ("Drawbacks",))
    files["rfc/0003-r3.md"] = rfc(3, ("Explanation",))
    out = check(tmp_path, monkeypatch, capsys, files, select="DC101")
    assert [line.split(":")[0] for line in out] == ["rfc/0003-r3.md"], out
    assert "'Explanation'" in out[0]


def test_a_site_configured_three_folders_down_serves_its_pages(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    # Wikimedia Codex (360th held-out set): a monorepo's packages/codex-docs/docs/.vitepress/ builds the site whose
    # pages link `../contributing/overview.html` and `../style-guide/overview`; a site's configuration was looked for
    # only one or two folders down.
    docs = "packages/codex-docs/docs"
    files = {f"{docs}/.vitepress/config.ts": "export default {}\n",
             f"{docs}/contributing/overview.md": "# Contributing\n\nText.\n",
             f"{docs}/style-guide/overview.md": "# Style\n\nText.\n",
             f"{docs}/components/overview.md": "# Components\n\nSee [c](../contributing/overview.html), "
                                               "[s](../style-guide/overview) and [g](../gone/overview.md).\n"}
    out = check(tmp_path, monkeypatch, capsys, files, select="DC410")
    assert [line.split(": ", 2)[2][:34] for line in out] == ["link to '../gone/overview.md': no "], out


def test_a_template_value_naming_the_records_own_number_is_its_own(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    # ESIP's science-on-schema.org (360th held-out set): records named for their issues (`30-release-workflow.md`),
    # a template written from decision 30 ("Discussion: .../issues/30"), and decision 52 that kept the template's
    # status line "_Pick one of:_ Proposed, Accepted, ...": one finding there, not an unknown status 'pick-one-of' too.
    url = "https://github.com/acme/x/issues"

    def adr(n: int, status: str = "_Accepted_", discussion: int | None = None) -> str:
        return (f"# Decision {n}\n\nDiscussion: {url}/{discussion or n}\n\n## Status ##\n{status}\n\n"
                f"## Decision ##\nWe do {n}.\n\n## Context ##\nWhy {n}.\n\n## Consequences ##\nThen {n}.\n")

    files = {f"decisions/{n}-d{n}.md": adr(n) for n in (4, 13, 27, 30, 47, 52, 66, 72, 74, 77, 101)}
    files["decisions/ADR_TEMPLATE.md"] = (
        f"# Title - Short present tense imperative phrase #\n\nDiscussion: {url}/30\n\n## Status ##\n"
        "_Pick one of:_ Proposed, Accepted, Rejected, Deprecated, Superseded\n\n## Decision ##\n"
        "What is the change that we're actually proposing or doing.\n\n## Context ##\n"
        "What is the issue that we're seeing that is motivating this decision or change.\n\n## Consequences ##\n"
        "What becomes easier or more difficult to do because of this change.\n")
    files["decisions/52-d52.md"] = adr(52, "_Pick one of:_ Proposed, Accepted, Rejected, Deprecated, Superseded")
    files["decisions/66-d66.md"] = adr(66, discussion=30)  # (another record's discussion: the template's still)
    out = check(tmp_path, monkeypatch, capsys, files, select="DC203,DC301")
    assert sorted(line.split(": ", 2)[0] + " " + line.split(": ", 2)[2][:12] for line in out) == [
        "decisions/52-d52.md:6:1 'status' is ", "decisions/66-d66.md:3:1 'discussion'"], out


def _kompox(n: int, supersedes: str = "[]", superseded_by: str = "[]", status: str = "accepted") -> str:
    return (f"---\nid: K4x-ADR-{n:03d}\ntitle: Decision {n}\nstatus: {status}\nupdated: 2025-09-26\n"
            f"supersedes: {supersedes}\nsupersededBy: {superseded_by}\n---\n\n# K4x-ADR-{n:03d}: Decision {n}\n\n"
            f"## Context\n\nWhy {n}.\n\n## Decision\n\nWe do {n}.\n\n## Consequences\n\nThen {n}.\n")


def test_a_supersession_naming_a_record_by_its_project_and_series_id(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    # Kompox (361st held-out set): `K4x-ADR-NNN.md`, and front matter that names records by that id in flow lists,
    # `supersededBy: [K4x-ADR-021]`. The id, read as "ADR 21" after a project's name, named nothing before.
    files = {f"design/adr/K4x-ADR-{n:03d}.md": _kompox(n) for n in range(1, 7)}
    files["design/adr/K4x-ADR-002.md"] = _kompox(2, superseded_by="[K4x-ADR-009]")
    files["design/adr/K4x-ADR-004.md"] = _kompox(4, supersedes="[K4x-ADR-003]")
    files["design/adr/K4x-ADR-005.md"] = _kompox(5, supersedes="[Other-ADR-001]")  # (another project's series)
    out = check(tmp_path, monkeypatch, capsys, files)
    assert sorted(line.split(": ")[0] + " " + line.split(": ")[1][:5] for line in out) == [
        "design/adr/K4x-ADR-002.md:7:1 DC403", "design/adr/K4x-ADR-003.md:4:1 DC405"], out


def test_a_page_template_a_program_renders_is_not_read_as_a_document(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    # Kompox (361st held-out set): `design/gen/adr/README.md` is the Go text/template `make gen-index` renders into
    # design/adr/README.md; its front matter (`updated: {{ .Updated }}`) and its `./GUIDE.md` are the rendered page's.
    # A document that shows such actions in a fenced block (Helm's docs) is still a document.
    files = {"design/adr/GUIDE.md": "# Guide\n\nText.\n",
             "design/gen/adr/README.md": "---\nid: README\nupdated: {{ .Updated }}\n---\n# ADR Index\n\n"
                                         "| ID | Title |\n| --- | --- |\n{{- range .Docs }}\n"
                                         "| [{{ .ID }}]({{ .RelPath }}) | {{ .Title }} |\n{{- end }}\n\n"
                                         "- [GUIDE.md](./GUIDE.md)\n",
             "docs/helm.md": "# Charts\n\n```yaml\n{{- range .Values.items }}\n{{- end }}\n```\n\n[x](./gone.md)\n"}
    out = check(tmp_path, monkeypatch, capsys, files, select="DC0,DC410")
    assert [line.split(": ")[0] for line in out] == ["docs/helm.md:8:1"], out


def test_a_link_to_a_page_in_another_language_of_an_i18n_site(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    # Kompox (361st held-out set): mkdocs-static-i18n builds `docs/index.ja.md` beside `docs/index.md` and serves
    # it at `ja/`; `docs/examples/index.md` links the Japanese edition as `../ja/examples/`. A locale the site does
    # not build, and a page that is in no language, are still broken.
    files = {"mkdocs.yml": "site_name: K\nplugins:\n  - i18n:\n      docs_structure: suffix\n      languages:\n"
                           "        - locale: en\n          default: true\n        - locale: ja\n          name: x\n",
             "docs/index.md": "# Docs\n\n- [ja](ja/)\n- [en](en/)\n- [fr](fr/)\n",
             "docs/index.ja.md": "# Docs\n\nText.\n",
             "docs/examples/index.md": "# Examples\n\n- [ja](../ja/examples/)\n- [gone](../ja/gone/)\n",
             "docs/examples/index.ja.md": "# Examples\n\nText.\n"}
    out = check(tmp_path, monkeypatch, capsys, files, select="DC410")
    assert [line.split(": ", 2)[2][:20] for line in out] == ["link to '../ja/gone/", "link to 'fr/': no su"], out


def test_a_site_that_starts_building_another_language_is_seen_by_a_cached_run(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    # The repository-wide findings are cached under the site facts they were found from; the languages an
    # mkdocs-static-i18n site builds are one of them, so adding the plugin clears a `ja/` link the cache had kept.
    files = {"mkdocs.yml": "site_name: K\n", "docs/index.md": "# Docs\n\n- [ja](ja/)\n",
             "docs/index.ja.md": "# Docs\n\nText.\n"}
    check(tmp_path, monkeypatch, capsys, files)
    main(["check", "--all", "--select", "DC410", "-q", "."])
    assert [line.split(": ")[1] for line in capsys.readouterr().out.splitlines()] == ["DC410 broken-link"]
    (tmp_path / "mkdocs.yml").write_text("site_name: K\nplugins:\n  - i18n:\n      languages:\n"
                                         "        - locale: en\n        - locale: ja\n")
    main(["check", "--all", "--select", "DC410", "-q", "."])
    assert capsys.readouterr().out.splitlines() == []

def test_a_templates_section_under_a_name_of_its_own_in_its_place(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    # empla (364th held-out set): the template's Implementation Notes written `## Implementation Plan` in its place,
    # and its Validation Criteria as `## Revisit Criteria`. A record that lacks the section, with no heading in its
    # place that keeps one of its words, still lacks it.
    sections = ["Context", "Decision", "Consequences", "Implementation Notes", "Validation Criteria", "References"]

    def adr(n: int, names: list[str]) -> str:
        return f"# ADR-{n:03d}: D{n}\n\n**Status:** Accepted\n\n" + "".join(f"## {s}\n\nText {n}.\n\n" for s in names)

    files = {f"docs/decisions/{n:03d}-d{n}.md": adr(n, sections) for n in range(1, 25)}
    files["docs/decisions/template.md"] = adr(0, sections).replace("# ADR-000: D0", "# ADR-XXX: [Decision Title]")
    renamed = [s.replace("Implementation Notes", "Implementation Plan") for s in sections]
    files["docs/decisions/004-d4.md"] = adr(4, renamed)
    files["docs/decisions/005-d5.md"] = adr(5, [s.replace("Validation", "Revisit") for s in sections])
    files["docs/decisions/006-d6.md"] = adr(6, [s for s in sections if s != "Validation Criteria"])
    files["docs/decisions/007-d7.md"] = adr(7, [*renamed[:3], "Rollout", *renamed[4:]])  # (Plan, after Rollout)
    out = check(tmp_path, monkeypatch, capsys, files, select="DC101")
    assert sorted(line.split(": ")[0] + " " + line.split("'")[1] for line in out) == [
        "docs/decisions/006-d6.md:1:1 Validation Criteria", "docs/decisions/007-d7.md:1:1 Implementation Notes"], out


def test_a_summary_sentence_opening_on_it_states_what_the_record_replaces(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    # Jayvee (357th held-out set): "This RFC introduces constraint expressions. It replaces [RFC 0007](...)." in the
    # Summary; the relation was read only from a line that opens with it, so RFC 0007 left in force went unseen.
    def rfc(n: int, summary: str) -> str:
        return f"<!-- start of RFC template -->\n\n# RFC {n:04d}: R{n}\n\n| | |\n|---|---|\n" \
               f"| Feature Tag | `r{n}` |\n| Status | `ACCEPTED` |\n\n## Summary\n\n{summary}\n\n" \
               f"## Motivation\n\nWhy {n}.\n"
    files = {f"rfc/{n:04d}-r{n}/README.md": rfc(n, f"Summary {n}.") for n in range(1, 9)}
    files["rfc/0006-r6/README.md"] = rfc(6, "This RFC introduces r6. It replaces [RFC 0002](../0002-r2/README.md).")
    files["rfc/0007-r7/README.md"] = rfc(7, "The parser changes. It replaces its internal store with items.")
    out = check(tmp_path, monkeypatch, capsys, files, select="DC405")
    assert [line.split(": ")[0] for line in out] == ["rfc/0002-r2/README.md:8:1"], out


def test_a_guides_fenced_template_is_its_folders(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    # Kompox (361st held-out set): design/adr/GUIDE.md writes the ADR template in a ```markdown block under
    # `## Template`; learned from the documents alone, with the guide counted among them, a record whose Alternatives
    # Considered was deleted kept it by too few for the section to be required.
    sections = ["Context", "Decision", "Alternatives Considered", "Consequences", "References"]

    def adr(n: int, names: list[str]) -> str:
        return f"---\nid: K4x-ADR-{n:03d}\nstatus: accepted\n---\n\n# K4x-ADR-{n:03d}: D{n}\n\n" + "".join(
            f"## {s}\n\nText {n}.\n\n" for s in names)

    files = {f"design/adr/K4x-ADR-{n:03d}.md": adr(n, sections) for n in range(1, 12)}
    files["design/adr/K4x-ADR-004.md"] = adr(4, [s for s in sections if s != "Alternatives Considered"])
    files["design/adr/GUIDE.md"] = (
        "# ADR Guide\n\n## Lifecycle\n\nStart proposed.\n\n## Template\n\n```markdown\n---\nid: K4x-ADR-<###>\n"
        "status: proposed | accepted | rejected | deprecated\n---\n\n## Context\n\n...\n\n## Decision\n\n...\n\n"
        "## Alternatives Considered\n\n...\n\n## Consequences\n\n- Pros: ...\n\n## References\n\n...\n```\n\n"
        "## References\n\n- The index.\n")
    out = check(tmp_path, monkeypatch, capsys, files, select="DC101")
    assert [line.split(": ")[0] + " " + line.split("'")[1] for line in out] == [
        "design/adr/K4x-ADR-004.md:6:1 Alternatives Considered"], out


def test_a_references_section_in_another_word_for_it(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    # Kompox's tasks (361st held-out set): the template's `## 参照` (references), which the tasks write `## 参考`:
    # the one task without either lacks it.
    def task(n: int, last: str | None) -> str:
        return f"---\nid: 2025-10-{n:02d}a-t{n}\nstatus: done\n---\n\n# Task: t{n}\n\n## 目的\n\n理由 {n}。\n\n" \
               f"## 進捗\n\n- 完了 {n}\n\n" + (f"## {last}\n\n- [x](../README.md)\n" if last else "")

    files = {f"_dev/tasks/2025-10-{n:02d}-t{n}.ja.md": task(n, "参考") for n in range(1, 12)}
    files["_dev/tasks/2025-10-05-t5.ja.md"] = task(5, None)
    files["_dev/tasks/GUIDE.ja.md"] = (
        "# タスクガイド\n\n## テンプレート\n\n```markdown\n---\nid: <id>\nstatus: active\n---\n\n"
        "# Task: <短いタイトル>\n\n## 目的\n\n- なぜ\n\n## 進捗\n\n- メモ\n\n## 参照\n\n- リンク\n```\n")
    files["README.md"] = "# K\n"
    out = check(tmp_path, monkeypatch, capsys, files, select="DC101")
    assert [line.split(": ")[0] + " " + line.split("'")[1] for line in out] == [
        "_dev/tasks/2025-10-05-t5.ja.md:6:1 参照"], out


def _gds_adr(n: int, status: str, body: str = "") -> str:
    # GDS's Prometheus ADRs (365th held-out set): Middleman partials, `### N. Title` over H4 sections
    return f"### {n}. D{n}\n\nDate: 2018-06-{n:02d}\n\n#### Status\n\n{status}\n\n{body}#### Context\n\nWhy {n}.\n\n" \
           f"#### Decision\n\nWe do {n}.\n\n#### Consequences\n\nSo {n}.\n"


def test_a_title_below_h1_over_deeper_sections_leaves_them_the_documents(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    # The H3 title was taken for the document's one top section, so `#### Status` was a sub-section: no status read,
    # a slipped `Acepted` unseen; "No longer relevant." is the family's word for a record overtaken by events.
    files = {f"doc/decisions/{n:04d}-d{n}.md": _gds_adr(n, "Accepted" if n % 3 else "Accepted.") for n in range(1, 9)}
    files["doc/decisions/0007-d7.md"] = _gds_adr(7, "Acepted")
    files["doc/decisions/0002-d2.md"] = _gds_adr(2, "No longer relevant.")
    out = check(tmp_path, monkeypatch, capsys, files, select="DC203")
    assert [line.split(": ")[0] for line in out] == ["doc/decisions/0007-d7.md:7:1"], out
    assert "'acepted', did you mean 'accepted'?" in out[0], out


def test_a_status_that_says_superseded_and_names_its_successor_in_a_sentence(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    # GDS's ADR 3: "Superseded." then "We have now migrated prometheus off ECS and on to EC2.  The rest is covered in
    # ADR #12." The one record the section names is the successor (EC2 is no record).
    files = {f"doc/decisions/{n:04d}-d{n}.md": _gds_adr(n, "Accepted") for n in range(1, 12)}
    files["doc/decisions/0003-d3.md"] = _gds_adr(3, "Superseded.\n\nWe moved off ECS and on to EC2.  The rest is\n"
                                                    "covered in ADR #8.")
    files["doc/decisions/0005-d5.md"] = _gds_adr(5, "Superseded.\n\nThis is covered in ADR #13.")
    out = check(tmp_path, monkeypatch, capsys, files, select="DC403,DC404,DC405,DC407")
    assert [line.split(": ")[0] + " " + line.split(": ")[1].split()[0] for line in out] == [
        "doc/decisions/0005-d5.md:7:1 DC403"], out  # (two old records name their successors, none the other way:
    # a family that writes supersessions on the old side, so 0008 is not asked to name 0003)


def test_a_status_that_supersedes_a_record_by_its_number_and_hash(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    # "Supersedes ADR #5: users reach alertmanager through the new platform" under a status: `ADR #5` is record 5.
    files = {f"doc/decisions/{n:04d}-d{n}.md": _gds_adr(n, "Accepted") for n in range(1, 9)}
    files["doc/decisions/0008-d8.md"] = _gds_adr(8, "Accepted\n\nSupersedes ADR #5: users go another way.")
    out = check(tmp_path, monkeypatch, capsys, files, select="DC403,DC405")
    assert [line.split(": ")[0] + " " + line.split(": ")[1].split()[0] for line in out] == [
        "doc/decisions/0005-d5.md:7:1 DC405"], out


def test_a_relation_over_a_list_from_the_new_side(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    # batonel's "This decision supersedes:" and Umee's "The implementation discussed in a previous design doc is
    # superseded by this decision:", each over a list of links (364th and 363rd held-out sets); "partially
    # superseded by this decision" amends.
    def adr(n: int, said: str = "") -> str:
        return f"# ADR-{n:04d}: D{n}\n\n- Status: accepted\n\n## Context\n\nWhy {n}.\n\n## Decision\n\nWe do {n}.\n\n" \
               f"{said}## Consequences\n\nSo {n}.\n"
    files = {f"docs/decisions/{n:04d}-d{n}.md": adr(n) for n in range(1, 10)}
    files["docs/decisions/0007-d7.md"] = adr(7, "This decision supersedes:\n\n- [ADR-0002](./0002-d2.md): d2\n\n")
    files["docs/decisions/0008-d8.md"] = adr(8, "The implementation discussed in a previous record is superseded by "
                                                "this decision:\n\n- [ADR-0003](./0003-d3.md)\n\n")
    files["docs/decisions/0009-d9.md"] = adr(9, "The designs in some previous records are partially superseded by "
                                                "this decision:\n\n- [ADR-0004](./0004-d4.md)\n\n")
    files["docs/decisions/0006-d6.md"] = adr(6, "[ADR-0005](./0005-d5.md) is superseded by this decision.\n\n")
    out = check(tmp_path, monkeypatch, capsys, files, select="DC405")
    assert [line.split(": ")[0] + " " + line.split("although ")[1].split()[0] for line in out] == [
        "docs/decisions/0002-d2.md:3:1 0007-d7.md", "docs/decisions/0003-d3.md:3:1 0008-d8.md",
        "docs/decisions/0005-d5.md:3:1 0006-d6.md"], out


def test_a_long_prompt_with_short_items_left_whole_is_the_templates_text(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    # empla's ADRs (364th held-out set): the template's Context is a question over "- Context point 1", "- Context
    # point 2" and "- Background information", four lines, one more than are fingerprinted; the short items are not
    # fingerprinted, so a record that kept all of it was taken for one with its own text under the prompt.
    prompt = "What is the issue we're trying to solve? What forces are at play? What constraints exist?"
    items = "- Context point 1\n- Context point 2\n- Background information\n"

    def adr(n: int, context: str) -> str:
        return f"# ADR-{n:03d}: D{n}\n\n**Status:** Accepted\n\n## Context\n\n{context}\n## Decision\n\n" \
               f"We do {n}.\n\n## Consequences\n\nSo {n}.\n"
    files = {f"docs/decisions/{n:03d}-d{n}.md": adr(n, f"Context {n} is long enough to be text.\n")
             for n in range(1, 11)}
    files["docs/decisions/template.md"] = adr(0, f"{prompt}\n\n{items}").replace("ADR-000: D0", "ADR-XXX: [Title]")
    files["docs/decisions/003-d3.md"] = adr(3, f"{prompt}\n\n{items}")
    files["docs/decisions/004-d4.md"] = adr(4, f"{prompt}\n\n- We run two databases\n- Both are slow\n"
                                               f"- Our own background, in a line of our own\n- And one more\n")
    out = check(tmp_path, monkeypatch, capsys, files, select="DC301")
    assert [line.split(": ")[0] for line in out] == ["docs/decisions/003-d3.md:7:1"], out


@pytest.mark.parametrize(("linked", "reported"), [
    ("https://github.com/Superalgos/Improvement-Proposals/blob/master/SIP%20009%20-%20Nine.md", True),
    ("https://github.com/Superalgos/Improvement-Proposals/blob/master/SIP%20002%20-%20Two.md", False),  # here
    ("https://github.com/Superalgos/Improvement-Proposals/blob/master/NOTES.md", True),
])
def test_a_link_by_this_repositorys_own_address_to_its_top_where_records_are_kept(
        linked: str, reported: bool, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    # Superalgos' SIPs (368th held-out set) are kept at the repository's top, `SIP 001 - Title.md`, and link each
    # other by their GitHub addresses: the top was no folder that holds documents, so none of those links was checked
    names = {1: "One", 2: "Two", 3: "Three", 4: "Four"}

    def sip(n: int, name: str, more: str = "") -> str:
        return f"# SIP {n:03d} - {name}\n\n_A proposal._{more}\n\n## Idea\n\nSee [SIP {n % 3 + 1}](" \
               f"https://github.com/Superalgos/Improvement-Proposals/blob/master/SIP%20{n % 3 + 1:03d}%20-%20" \
               f"{names[n % 3 + 1]}.md).\n"

    files = {f"SIP {n:03d} - {name}.md": sip(n, name) for n, name in names.items() if n < 4}
    files["SIP 004 - Four.md"] = sip(4, "Four", f" See [this]({linked}).")
    out = check(tmp_path, monkeypatch, capsys, files, select="DC410")
    assert [line.split(":", 1)[0] for line in out] == (["SIP 004 - Four.md"] if reported else []), out
