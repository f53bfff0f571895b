"""The header metadata real documents write, read into one Document (lines from the shared corpus)."""

from __future__ import annotations

import pytest

from doccheck.read.document import parse_document

FORGE_LINE = ("**Status:** Accepted **Date:** 2025-10-08 **Context:** Early-stage architecture decision for core "
              "application backend; need a performant framework.")


@pytest.mark.parametrize(("text", "key", "value", "line"), [
    # rust-rfcs/text/0019-opt-in-builtin-traits.md: early RFCs wrote "RFC PR #:"
    ("- Start Date: 2014-09-18\n- RFC PR #: [rust-lang/rfcs#19](https://github.com/rust-lang/rfcs/pull/19)\n\n"
     "## Summary\n\nText.\n", "rfc-pr", "[rust-lang/rfcs#19](https://github.com/rust-lang/rfcs/pull/19)", 2),
    # rust-rfcs/text/3052-optional-authors-field.md: the title is an H2, the header follows it
    ("## RFC: Make the authors field optional\n\n- Feature Name: `optional_authors_field`\n"
     "- Start Date: 2021-01-07\n\n## Summary\n\nText.\n", "start-date", "2021-01-07", 4),
    # adr-tools: Nygard's date line under the H1
    ("# 1. Record architecture decisions\n\nDate: 2016-02-12\n\n## Status\n\nAccepted\n", "date", "2016-02-12", 3),
    # wagov-dtt/architecture-decision-records: three fields on one line
    ("# ADR 007: Logging\n\n**Status:** Accepted | **Date:** 2025-02-25 | **Review:** 2026-02-25\n\n## Context\n",
     "status", "Accepted", 3),
    ("# ADR 007: Logging\n\n**Status:** Accepted | **Date:** 2025-02-25 | **Review:** 2026-02-25\n\n## Context\n",
     "date", "2025-02-25", 3),
    # veloxforce's ADRs (seventy-fifth held-out set): the status in its section, then fields of its own
    ("# ADR-001\n\n## Status\n\n**Deprecated** | Date: 2025-07-24 | Deprecated: 2026-03-10\n\n## Context\n",
     "status", "Deprecated", 5),
    # a template's choices stay one value (placeholder-text reports them)
    ("# T\n\nStatus: proposed | accepted | rejected\n\n## Context\n", "status", "proposed | accepted | rejected", 3),
    # get-forge's ADRs (ninetieth held-out set): fields on one line, each named in bold, no separator
    (f"# T\n\n{FORGE_LINE}\n\n## Decision\n", "status", "Accepted", 3),
    (f"# T\n\n{FORGE_LINE}\n\n## Decision\n", "date", "2025-10-08", 3),
    # ... and a name with a number in bold is part of the value
    ("# T\n\n**Status:** Superseded by **ADR-5**: see there\n", "status", "Superseded by **ADR-5**: see there", 3),
])
def test_header_metadata(text: str, key: str, value: str, line: int) -> None:
    found = parse_document("doc.md", text).meta(key)
    assert found is not None and (found.value, found.line) == (value, line)


def test_a_field_written_as_a_statement_stands_for_the_section_of_its_name() -> None:
    # get-forge's ADRs give their context in the opening line and head only Decision and Consequences
    doc = parse_document("0001-x.md", f"# 1. X\n\n{FORGE_LINE}\n\n## Decision\n\nQuarkus.\n")
    assert doc.part_titles == ["1. X", "Decision", "context"]
    short = parse_document("0001-x.md", "# 1. X\n\n**Status:** Accepted **Context:** Backend.\n\n## Decision\n")
    assert short.part_titles == ["1. X", "Decision"]  # a word or two is no section's statement



def test_metadata_is_not_read_from_the_body() -> None:
    doc = parse_document("doc.md", "# Title\n\n## Context\n\nNote: this is prose, not a header.\n")
    assert doc.meta("note") is None



def test_a_comment_in_the_front_matter_is_no_field() -> None:
    # openshift/enhancements' csi-driver-host-injections.md (seventy-seventh held-out set) keeps its template's
    # choices in a comment above its status; YAML reads the comment as a key, which was reported as template text.
    doc = parse_document("x.md", "---\ntitle: x\n<!-- status: provisional|implementable|implemented -->\n"
                                 "status: implementable\n---\n\n# X\n")
    assert sorted(doc.metadata) == ["status", "title"]
    assert doc.metadata["status"].value == "implementable"


def test_a_front_matter_yaml_refuses_still_gives_its_lists() -> None:
    # openshift/enhancements' csi-ebs-operator.md (seventy-seventh held-out set): a curly quote among its reviewers
    # spoils the YAML; its `superseded-by` list, which a reader sees, was lost, and it was told no document
    # succeeds it (DC407).
    doc = parse_document("x.md", '---\ntitle: x\nreviewers:\n  - "@a\u201d\n  - "@b"\nstatus: replaced\n'
                                 "superseded-by:\n-  /enhancements/storage/csi-driver-install.md\n---\n\n# X\n")
    assert doc.front_matter.error is not None
    assert doc.metadata["superseded-by"].value == ["/enhancements/storage/csi-driver-install.md"]
    assert doc.metadata["superseded-by"].line == 7
    assert doc.metadata["status"].value == "replaced"


def test_a_matrix_in_a_document_without_sections_is_no_header() -> None:
    # redhat-developer/odo docs/proposals/commands-semantic.md (seventieth held-out set): no section follows the
    # title, so the whole document is its header, and its five-column table of what each command does at each
    # lifecycle event (`?` where the author had not decided) was read as fields left as template text (DC301).
    # A two-column header table (`| Status | Accepted |`, `| Status | Accepted | |`) is still one.
    text = ("# Semantic of commands\n\n| Command | PreStart | PostStart |\n|---|---|---|\n"
            "| apply on container | ? | ? |\n| exec on volume | N/A | N/A |\n")
    doc = parse_document("docs/proposals/commands-semantic.md", text)
    assert doc.meta("apply-on-container") is None and doc.meta("exec-on-volume") is None
    for row in ("| Status | Accepted |", "| Status | Accepted | |", "> | Status | Accepted |"):
        found = parse_document("doc.md", f"# ADR 3: X\n\n| Field | Value |\n|---|---|\n{row}\n\n## Context\n").meta(
            "status")
        assert found is not None and found.value == "Accepted", row

@pytest.mark.parametrize(("title", "number"), [
    ("3. Use Kafka", 3), ("ADR-012: Use NATS", 12), ("0003 - Use X", 3), ("ADR 7 — Y", 7), ("12- Title", 12),
    ("128-bit Integer Types", None),  # swift-evolution SE-0425: a size, not a number
    ("1.5 times faster builds", None),
])
def test_the_number_a_title_gives(title: str, number: int | None) -> None:
    from doccheck.rules.structure import title_number

    assert title_number(title) == number


# bitcoin's BIPs (and stellar's SEPs and CAPs) write their header as a fenced block of `Key: value` lines at the top.
BIP = """```
  BIP: 348
  Layer: Consensus (soft fork)
  Title: CHECKSIGFROMSTACK
  Authors: Brandon Black <freedom@reardencode.com>
           Jeremy Rubin <j@rubin.io>
  Status: Draft
  Type: Specification
  Assigned: 2024-11-26
  Replaces: 94
```

## Abstract

This BIP describes a new opcode.
"""
SEP = """## Preamble

```
SEP: 0001
Title: Stellar Info File
Author: stellar.org
Status: Active
Created: 2017-10-30
Version 2.1.0
```

## Simple Summary

A file.
"""


NAP = """(nap-5-new-logo)=

# NAP-5 — New logo (2022)

```{eval-rst}
:Author: Juan Nunez-Iglesias <jni@fastmail.com>
:Created: 2022-09-08
:Resolved: 2025-03-26
:Status: Withdrawn
:Type: Standards Track
```

## Abstract
"""


@pytest.mark.parametrize(("text", "key", "value", "line"), [
    (BIP, "status", "Draft", 7),
    (BIP, "replaces", "94", 10),
    (BIP, "authors", ["Brandon Black <freedom@reardencode.com>", "Jeremy Rubin <j@rubin.io>"], 5),
    (SEP, "status", "Active", 7),
    (SEP, "created", "2017-10-30", 8),
    # after the title, as a BIP may write it
    ("# BIP 3: Updated BIP Process\n\n```\nBIP: 3\nStatus: Deployed\n```\n\nText.\n", "status", "Deployed", 5),
    # an indented code block is the other way to write the same header (stellar's SEP-11, 2018-2019)
    ("## Preamble\n\n    SEP: 0011\n    Title: Txrep\n    Author: A\n    Status: Draft\n\n## Summary\n\nTxrep.\n",
     "status", "Draft", 6),
    # reStructuredText's field list in a MyST page, under a target for its title (napari's NAPs, 96th held-out set)
    (NAP, "status", "Withdrawn", 9),
    (NAP, "resolved", "2025-03-26", 8),
])
def test_a_fenced_header_at_the_top_is_metadata(text: str, key: str, value: object, line: int) -> None:
    found = parse_document("bip-0348.md", text).meta(key)
    assert found is not None and (found.value, found.line) == (value, line)


def test_a_fenced_header_gives_the_title_when_there_is_no_h1() -> None:
    doc = parse_document("bip-0348.md", BIP)
    assert (doc.title, doc.title_line) == ("CHECKSIGFROMSTACK", 4)


@pytest.mark.parametrize("text", [
    # a fence after the first paragraph is code, whatever it holds
    "# Config\n\nThe service reads:\n\n```\nStatus: Active\nTitle: x\n```\n",
    # a configuration example at the top has no header's keys
    "# Config\n\n```yaml\nname: api\nreplicas: 3\nport: 8080\n```\n",
    # code at the top that holds one `key: value` line among others
    "# Notes\n\n```\nStatus: draft\nmake build\nmake test\nmake lint\n```\n",
    # a fence that names a language other than text is code
    "# Script\n\n```python\nStatus: 1\nTitle: 2\n```\n",
    # an indented block after the first paragraph is code too
    "# Config\n\nThe service reads:\n\n    Status: Active\n    Title: x\n",
])
def test_a_fence_that_is_code_is_not_metadata(text: str) -> None:
    assert parse_document("doc.md", text).meta("status") is None


def test_an_empty_list_item_after_an_item_is_no_heading_underline() -> None:
    """`- Obsolete X` then a lone `-` (Semantic Kernel's ADR 0016, twentieth held-out set) is a list of two items,
    as GitHub shows it, not a heading `- Obsolete X` over an empty section 'Considered Options'."""
    text = "# T\n\n## Considered Options\n\n- Obsolete X and replace it.\n-\n\n### Obsolete X\n\nWhy.\n"
    doc = parse_document("docs/adr/0016-x.md", text)
    assert [(s.level, s.title) for s in doc.sections] == [(1, "T"), (2, "Considered Options"), (3, "Obsolete X")]
    assert [(s.level, s.title) for s in parse_document("x.md", "# T\n\nText\n-\n").sections] == [(1, "T"), (2, "Text")]


def test_a_link_inside_an_html_comment_is_not_a_link() -> None:
    """MADR's `* [Link type] [Link to ADR] <!-- example: Refined by [ADR-0005](0005-example.md) -->`, kept by a
    record (Interlok's ADRs, twenty-first held-out set), draws no link; an unclosed `<!--` hides nothing."""
    doc = parse_document("a.md", "# T\n\n* [Link type] <!-- example: Refined by [ADR-5](0005-example.md) -->\n"
                                 "* see [b](b.md) <!-- x\n")
    assert [(link.target, link.line) for link in doc.links] == [("b.md", 4)]


def test_a_page_drafted_for_a_myst_site_refers_to_its_labels_not_to_files() -> None:
    text = ("# RFC 78\n\n## Appendix: proposed documentation\n\n(custom_controllers)=\n\n#### Stimulus\n\n"
            "See the full [Stimulus reference](stimulus_reference), and [](custom_controllers).\n"
            "- See [](../images/title_generation_on_upload.md)\n- See [the ADR](0002-use-stimulus.md)\n")
    assert [link.target for link in parse_document("text/078-adopt-stimulus.md", text).links] == \
        ["0002-use-stimulus.md"]
    plain = "# RFC 79\n\nSee the full [Stimulus reference](stimulus_reference) and [](0002-use-stimulus.md).\n"
    assert [link.target for link in parse_document("text/079-x.md", plain).links] == \
        ["stimulus_reference", "0002-use-stimulus.md"]


def test_a_reference_definition_under_the_status_heading_is_no_status() -> None:
    """Rust's RFC template gives each heading an anchor, `[Status]: #status`, which renders as nothing: the
    status is the line after it."""
    text = "# RFC\n\n## Status\n[Status]: #status\n\n* Status: Rejected\n\n## Motivation\n\nWhy.\n"
    status = parse_document("doc.md", text).meta("status")
    assert status is not None and status.line == 6 and "Rejected" in str(status.value)


def test_a_first_section_named_for_the_header_holds_the_records_fields() -> None:
    """V-Sekai's proposals put their header under `## Metadata`; a later section's `Status:` line is prose."""
    text = ("# Draft: Alpha tags\n\n## Metadata\n\n- Status: Superseded by [B](b.md)\n- Deciders: V-Sekai\n\n"
            "## The Backdrop\n\nStatus: not a field here\n")
    doc = parse_document("doc.md", text)
    status, deciders = doc.meta("status"), doc.meta("deciders")
    assert status is not None and status.line == 5 and deciders is not None and deciders.value == "V-Sekai"
    later = parse_document("doc.md", "# X\n\n## Context\n\n- Status: prose\n")
    assert later.meta("status") is None


def test_front_matter_below_a_licence_comment_is_front_matter() -> None:
    """Shipwright's SHIPs open with an SPDX comment, then their YAML header."""
    text = ("<!--\nCopyright The Shipwright Contributors\n\nSPDX-License-Identifier: Apache-2.0\n-->\n\n---\n"
            "title: build-strategy-volumes\nstatus: implementable\nsuperseded-by:\n  - \"/ships/0098-x.md\"\n---\n\n"
            "# Build Strategy Volumes\n\n## Summary\n\nVolumes.\n")
    doc = parse_document("ships/0022-x.md", text)
    status, successor = doc.meta("status"), doc.meta("superseded-by")
    assert status is not None and status.value == "implementable" and status.line == 9
    assert successor is not None and successor.value == ["/ships/0098-x.md"]
    assert doc.title == "Build Strategy Volumes" and doc.title_line == 14
    # A comment then a thematic break over prose is no front matter.
    prose = parse_document("x.md", "<!-- note -->\n\n---\n\nSome prose, and more of it.\n\n---\n\n# X\n")
    assert prose.front_matter.data == {} and prose.front_matter.error is None


def test_a_header_list_yaml_refused_is_read_line_by_line() -> None:
    """A header YAML refuses (an unclosed quote) is still read a line at a time: a key over `- item` lines is a
    list."""
    text = ("<!-- licence -->\n\n---\ntitle: CLI\nauthors:\n  - \"@heavywombat\nstatus: replaced\n"
            "superseded-by:\n  - \"/ships/0098-new-build-api.md\"\n---\n\n# CLI\n\nText.\n")
    successor = parse_document("ships/0019-x.md", text).meta("superseded-by")
    assert successor is not None and successor.value == ["/ships/0098-new-build-api.md"] and successor.line == 8


def test_a_records_front_matter_yaml_refuses_still_states_its_status() -> None:
    """cert-manager's designs (forty-ninth held-out set): `- @jetstack/team-cert-manager` among the approvers spoils
    the YAML (DC004), and the `status:` line under it is still the record's status, as a reader sees it."""
    text = ("---\ntitle: \"Server-Side Apply\"\nauthors:\n  - \"@joshvanl\"\napprovers:\n  - @jetstack/team\n"
            "creation-date: 2022-01-18\nstatus: implementable\n---\n\n# Server-Side Apply\n\nText.\n")
    doc = parse_document("design/20220118.server-side-apply.md", text)
    status, title = doc.meta("status"), doc.meta("title")
    assert doc.front_matter.error is not None
    assert status is not None and status.value == "implementable" and status.line == 8
    assert title is not None and title.value == "Server-Side Apply"


def test_a_meta_heading_over_the_fields_is_no_title() -> None:
    """Buildpacks-style RFCs (Cartographer's) open with `# Meta` over their fields: that heading names no record,
    so it is not the title every record would share with its template."""
    text = "# Meta\n[meta]: #meta\n- Name: RFC Process\n- Status: Approved\n\n# Summary\n[summary]: #summary\n\nText.\n"
    doc = parse_document("rfc/rfc-0019-rfc-process.md", text)
    status = doc.meta("status")
    assert doc.title != "Meta" and status is not None and status.value == "Approved"


def test_a_heading_keeps_only_what_a_reader_sees() -> None:
    # helium's HIP 39 (thirty-second held-out set) writes `## ​​Summary` with two zero-width spaces before the word
    doc = parse_document("0039-x.md", "# HIP 39\n\n## \u200b\u200bSummary\n\nText.\n\n## Motiva\u200dtion\n\nWhy.\n")
    assert [s.title for s in doc.sections[1:]] == ["Summary", "Motivation"]


def test_a_link_in_a_double_backtick_code_span_is_code() -> None:
    """Invenio's README (fifty-third held-out set): ``- [RFC work-in-progress](...)`` is an example in code, not a link;
    the span runs to the next run of as many backticks, as CommonMark reads it."""
    doc = parse_document("README.md", "# RFCs\n\n- Add a link (``- [RFC work-in-progress](...)``]) and [the template]"
                                      "(0000-template.md); a lone ` backtick does not hide [this](x.md).\n")
    assert [link.target for link in doc.links] == ["0000-template.md", "x.md"]


def test_a_status_section_of_prose_below_a_state_field_is_not_the_status() -> None:
    """Invenio's RFC 19: `- State: IMPLEMENTED` in its header, and a `# Status` section that says "The core of the
    RFC has been implemented in ...": the state is the status."""
    text = ("- Start Date: 2020-03-24\n- State: IMPLEMENTED\n\n# EDTF\n\n## Summary\n\nDates.\n\n# Status\n\n"
            "The core of the RFC has been implemented in babel-edtf.\n")
    doc = parse_document("rfcs/framework-0019-edtf.md", text)
    assert doc.meta("status") is None and doc.meta("state") is not None
    assert doc.meta("state").value == "IMPLEMENTED"  # type: ignore[union-attr]

def test_a_note_between_two_rules_at_the_top_is_no_front_matter() -> None:
    # midnight-improvement-proposals' legacy MPSs (seventy-eighth held-out set) open with "This is a legacy MPS
    # that pre-dates the defined process ..." between two `---` lines: a note, not a header that failed (DC004).
    # A header YAML refuses is still one.
    from doccheck.read.frontmatter import split_front_matter

    note = split_front_matter("---\nThis is a legacy MPS that pre-dates the defined process.\n---\n\n# Events\n")
    assert note.error is None and note.data == {} and note.body.strip() == "# Events"
    header = split_front_matter("---\ntitle: x\nreviewers:\n  - @a\n---\n\n# X\n")
    assert header.error is not None
    listed = split_front_matter("---\n- a\n- b\n---\n\n# X\n")
    assert listed.error == "front matter is a list, not a mapping"



def test_a_section_between_two_rules_at_the_top_is_the_document_s_text() -> None:
    # rust-mule's REVIEWERS_CHECKLIST.md (116th held-out set) opens with `---`, "## Reviewer Checklist (Mandatory for
    # All PRs)" and its prose, then `---`: a section set off by rules, which YAML refuses (a sentence ending in a
    # colon), not a header that failed. Its heading is one of the document's sections.
    from doccheck.read.frontmatter import split_front_matter

    text = ("---\n\n## Reviewer Checklist (Mandatory for All PRs)\n\nThis checklist MUST be reviewed for every pull "
            "request that:\n- touches networking\n\n---\n\n## 1. Timing\n\nText.\n")
    ruled = split_front_matter(text)
    assert ruled.error is None and ruled.data == {} and ruled.body == text
    assert [s.title for s in parse_document("docs/REVIEWERS_CHECKLIST.md", text).sections][:2] == [
        "Reviewer Checklist (Mandatory for All PRs)", "1. Timing"]
    assert split_front_matter("---\ntitle: x\nreviewers:\n  - @a\n---\n\n## X\n").error is not None

def test_a_header_line_s_html_line_break_is_no_part_of_its_value() -> None:
    # Tock's TRDs (96th held-out set) end each header line with `<br/>`, and some write the number inside the bold
    # (`**TRD: 2** <br/>`): `Obsoleted By: 109 <br/>` names TRD 109.
    doc = parse_document("trd2-hil-design.md", "Design of HILs\n==============\n\n**TRD: 2** <br/>\n"
                                               "**Status:** Obsolete<br/>\n**Obsoleted By:** 3 <br/>\n"
                                               "**Author:** Brad Campbell </br>\n\nAbstract\n--------\n\nText.\n")
    assert {key: doc.meta(key).value for key in ("trd", "status", "obsoleted-by", "author")} == {  # type: ignore[union-attr]
        "trd": "2", "status": "Obsolete", "obsoleted-by": "3", "author": "Brad Campbell"}


def test_mathematics_between_dollars_holds_no_link() -> None:
    """PaddlePaddle's Science RFCs (hundred-and-eighty-second held-out set): `$\\mathcal{F}[g(x,y)](u,v)$` is a
    Fourier transform GitHub draws, not a link to `u,v`. Money is no mathematics: a link between two prices is one."""
    doc = parse_document("x.md", "# T\n\n例如 $\\mathcal{F}[g(x,y)](u,v)$ 将 [real](missing.md); it costs $5 and "
                                 "[x](y.md) $10.\n\n$$\na[b](c)\n$$\n")
    assert [link.target for link in doc.links] == ["missing.md", "y.md"]


def test_a_manual_page_in_markdown_is_one() -> None:
    # Traffic Control's t3c READMEs (hundred-and-eighty-fifth held-out set): `# NAME`, `# SYNOPSIS`, the man page
    page = parse_document("t3c/README.md", "<!-- licence -->\n# NAME\n\nt3c - the tool\n\n# SYNOPSIS\n\nt3c [-h]\n")
    assert page.is_manual_page
    assert not parse_document("x.md", "# NAME\n\nFill in.\n\n## Context\n\nT.\n").is_manual_page


def test_sections_written_as_h1s_under_a_header_title_are_sections() -> None:
    """OpenMDAO's POEMs (two-hundred-and-twenty-eighth held-out set) state their title in a header line, `Title:
    Allowing addition of I/O during Configure`, and underline their sections with `=`: `Problem statement` is their
    Motivation, not their title. A record whose one H1 is its title, or whose H1 says the header's title, keeps it."""
    header = "POEM ID: 003  \nTitle: Allowing addition of I/O  \nAuthor: anilyil  \n\n"
    poem = parse_document("POEM_003.md", header + "Problem statement\n=================\n\nWhy.\n\n"
                                         "Proposed API Changes\n====================\n\nHow.\n")
    assert poem.title_source == "file-name" and poem.stated_title == "Allowing addition of I/O"
    assert [s.title for s in poem.sections] == ["Problem statement", "Proposed API Changes"]
    titled = parse_document("POEM_004.md", header + "# Allowing addition of I/O\n\n# Appendix\n\nMore.\n")
    assert (titled.title, titled.title_source) == ("Allowing addition of I/O", "h1")
    one = parse_document("POEM_005.md", header + "# Problem statement\n\nWhy.\n\n## Details\n\nHow.\n")
    assert (one.title, one.title_source) == ("Problem statement", "h1")
    # (a header below the first H1 leaves it the title: the SSI Service's `# SIP Template` kept over its SIP's own)
    below = parse_document("sip3/README.md", "# SIP Template\n\n```yaml\nSIP: 3\nTitle: Key Access\nStatus: Accepted\n"
                                             "```\n\n# Abstract\n\nKeys.\n")
    assert (below.title, below.title_source) == ("SIP Template", "h1")


def test_a_yaml_header_closed_by_three_dots_is_front_matter() -> None:
    """The EU Digital Identity Wallet's annexes (two-hundred-and-twenty-ninth held-out set) close their Pandoc front
    matter with `...`, YAML's end of a document: a header, not a YAML error against the `---` of a rule further
    down. A rule over prose that a `...` line follows is no header."""
    from doccheck.read.frontmatter import split_front_matter

    annex = "---\ntitle: \"European Digital Identity Wallet\"\nsubtitle: \"Annex 2\"\n...\n\n# Annex\n\nText.\n\n" \
            "---\n\nMore.\n"
    header = split_front_matter(annex)
    assert header.error is None and header.data["subtitle"] == "Annex 2" and header.body_line == 5
    document = parse_document("docs/annex-2.md", annex)
    assert document.title == "Annex" and document.title_line == 6
    prose = split_front_matter("---\n\nSome prose here.\n...\n\n# X\n")
    assert prose.data == {}


def test_a_status_written_in_its_heading_is_the_status() -> None:
    """HMPPS's alerts ADRs (248th held-out set): four write `## Status` over "Approved by ...", four `## Status:
    Accepted by David Winchurch (Technical Architect)`, the heading holding the status. A `## Status` section's
    value is still read first."""
    doc = parse_document("006-analytics.md", "# ADR006: Analytics\n\n## Status: Accepted by David Winchurch\n\n"
                                             "## Context\n\nx\n")
    assert doc.meta("status") is not None and doc.meta("status").text == "Accepted by David Winchurch"
    assert doc.meta("status").line == 3
    both = parse_document("x.md", "# X\n\n## Status\n\nDraft\n\n## Status: of the rollout\n\nx\n")
    assert both.meta("status") is not None and both.meta("status").text == "Draft"
    # (civicpress's session handoffs, 118th set: where a piece of work stands, no status of a record's course)
    report = parse_document("h.md", "# Handoff\n\n## Status: the chain is WIRED end-to-end, NOT yet run live\n\nx\n")
    assert report.meta("status") is None


def test_headings_written_in_html_are_sections() -> None:
    # MPAS-Analysis's design documents write every section as an HTML heading, from their template; a line break
    # ends the heading's text (an author and a date under it), and HTML in code, in a comment or holding no text
    # (a logo) is no heading
    text = ("Reorganize Timekeeping\n======================\n\n<h2>\nXylar Asay-Davis <br>\ndate: 2017/02/06 <br>\n"
            "</h2>\n<h3> Summary </h3>\n\nCurrently ...\n\n<h2 id=\"req\"> Requirements </h2>\n\n"
            "<h3> Requirement: Date parsing <br>\nDate last modified: 2017/02/06\n</h3>\n\nThere must be ...\n\n"
            "```html\n<h2> Not a heading </h2>\n```\n\n<!--\n<h2> Hidden </h2>\n-->\n\n"
            "<h1 align=\"center\"><img src=\"logo.png\"></h1>\n\n<h2> Unclosed\n\ntext\n")
    doc = parse_document("docs/design_docs/timekeeping.md", text)
    assert [(s.level, s.title) for s in doc.sections] == [
        (1, "Reorganize Timekeeping"), (2, "Xylar Asay-Davis"), (3, "Summary"), (2, "Requirements"),
        (3, "Requirement: Date parsing")]
    assert doc.sections[3].line == 12
