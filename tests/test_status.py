"""Tests for doccheck.read.status. Real strings are copied from /work/shared/corpus (file cited)."""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

import pytest

from doccheck.read.status import (
    CANONICAL_STATUSES,
    ParsedStatus,
    Relation,
    is_placeholder,
    is_prose,
    lifecycle,
    parse_status,
)

CORPUS = Path(__file__).resolve().parents[2] / "shared" / "corpus"


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # adr-tools/0001-record-architecture-decisions.md (## Status section)
        ("Accepted", "accepted"),
        # DfE's ADRs (339th held-out set): a badge, read as its text
        ("![Accepted](https://img.shields.io/badge/adr-accepted-green)", "accepted"),
        ("accepted ✅", "accepted"),
        # cloud-foundation-fabric's ADRs (247th held-out set): decided, being built or tried in practice
        ("In development.", "accepted"),
        ("Under implementation in [#2800](https://github.com/o/r/pull/2800).", "accepted"),
        ("Piloting", "accepted"),
        # thin-edge's ADR 4 (252nd held-out set), `* Status: __New__`
        ("New", "proposed"),
        # Simple IoT's ADRs (252nd held-out set): still being decided
        ("discussion", "in-review"),
        ("Brainstorming", "draft"),
        # skaffold's design proposals: put aside for now
        ("Shelved Temporarily", "deferred"),
        # bITdevKit's PRDs (263rd held-out set): built in part
        ("Partial", "accepted"),
        # IBM's MCP Context Forge's ADRs (266th held-out set): a status stated in a sentence
        ("Rate limiting is implemented for tool routes, with `TOOL_RATE_LIMIT` as the default policy.", "implemented"),
        ("This decision is accepted and planned for implementation. See GitHub issue #1340.", "accepted"),
        # moj-cloud-platform/*.md: emoji statuses, with and without variation selector
        ("✅ Accepted", "accepted"),
        ("✅ Accepted (documenting an existing thing)", "accepted"),
        ("🤔 Proposed", "proposed"),
        ("🤔 Incomplete", "draft"),
        ("❌ Rejected", "rejected"),
        ("🚧 Draft", "draft"),
        ("⌛️ Superseded", "superseded"),
        # content-publisher/*.md "PROPOSED"
        ("PROPOSED", "proposed"),
        ("Proposed.", "proposed"),
        # govuk-infrastructure/0000-TEMPLATE.md and ADRs
        ("Pending", "pending"),
        # swift-evolution/proposals/*.md "* Status: **Implemented (Swift 5.5)**"
        ("**Implemented (Swift 5.5)**", "implemented"),
        ("* Status: **Implemented (Swift 3.0)**", "implemented"),
        ("**Returned for revision**", "returned"),
        ("**Withdrawn**", "withdrawn"),
        ("**Rejected**", "rejected"),
        ("**Accepted with revisions**", "accepted"),
        ("**Awaiting implementation**", "accepted"),
        ("**Active Review (Jun 11 - June 26, 2026)**", "in-review"),
        # swift-evolution: label repeated inside the bold
        ("**Status: Active Review (Aug 10...Aug 24, 2026)**", "in-review"),
        # k8s-keps kep.yaml
        ("implementable", "implementable"),
        ("provisional", "provisional"),
        ("deferred", "deferred"),
        ("replaced", "replaced"),
        # madr/docs/decisions/*.md front matter
        ('"accepted"', "accepted"),
        # cometbft/architecture/*.md
        ("Implemented (moved to cosmos-sdk)", "implemented"),
        ("Abandoned", "abandoned"),
        ("Reverted", "reverted"),
        ("Declined", "rejected"),
        ("In Review.", "in-review"),
        ("Partially Accepted", "accepted"),
        ("Accepted: Tracking issue [\\#3297].", "accepted"),
        ("Accepted (PR [\\#2897])", "accepted"),
        ("Deprecated (no superseding ADR)", "deprecated"),
        ("Rejected in favour of ADR 111", "rejected"),
        # govuk-aws/0012-*.md
        ("Partly superseded", "amended"),  # superseded in part: the rest is in force
        ("Partially Deprecated", "amended"),  # veloxforce's ADRs (seventy-fifth held-out set): deprecated in part
        # cardano-cips front matter
        ("Status: Proposed", "proposed"),
        ("Active", "active"),
        ("Open", "open"),
        # opendatahub metadata table
        ("| Status | Approved |", "approved"),
        ("Draft", "draft"),
        ("Review", "in-review"),
        # otel-oteps and others: unknown words keep their normalised form
        ("Tech Preview", "tech-preview"),
        ("Refinement completed. TP in 3.4", "refinement-completed"),
        ("TBD", "tbd"),
        ("Final", "final"),
        ("on hold", "deferred"),
        ("Superceded", "superseded"),
        # guidance blockquote above the real status is skipped; a lone blockquote is read
        ('> A decision may be "proposed" if it hasn\'t been agreed upon yet.\n\nRejected\n', "rejected"),
        ("> Accepted", "accepted"),
        # Kotlin/KEEP: a version is part of the status, a full stop ends it; a status written as a link is its text
        ("Stable in 1.1", "stable-in-1.1"),
        ("Stable in 1.3", "stable-in-1.3"),
        ("Experimental since Kotlin 1.7.0", "experimental-since-kotlin-1.7.0"),
        ("**Stable in 2.3.0**. In 2.2.20 available under a flag", "stable-in-2.3.0"),
        ("Prototype available in kotlinx.coroutines as CopyableThrowable", "prototype-available-in-kotlinx"),
        ("[Declined](https://youtrack.jetbrains.com/issue/KT-8575#focus=Comments-27-11520756.0-0)", "rejected"),
        ("[Tech Preview](https://example.com/preview)", "tech-preview"),
        # grpc/proposal: the one choice an author kept of the template's `{Draft, In Review, ...}`, braces and all
        ("{Draft}", "draft"),
        ("{In Review}", "in-review"),
        # stellar's CAPs: a final comment period, written out or abbreviated, with the disposition it heads for
        ("Final Comment Period", "in-review"),
        ("FCP: Acceptance", "in-review"),
        ("FCP - Acceptance", "in-review"),
        # edgex's ADR 0019: a status chosen, its note's date not filled in yet (is_placeholder still says so)
        ("** Approved ** via TSC vote on yyyy-mm-dd", "approved"),
        # German templates' words (Meldestelle's "Vorgeschlagen | Akzeptiert | Veraltet | Ersetzt")
        ("Akzeptiert", "accepted"),
        ("Vorgeschlagen", "proposed"),
        ("Abgelehnt", "rejected"),
        ("Veraltet", "deprecated"),
        ("Zurückgestellt", "deferred"),
        ("Ersetzt durch ADR-0015", "replaced"),
        # Portuguese, Spanish, Italian, Dutch (luanalves/realestate_backend's "Aceito | Proposto | Rejeitado |
        # Substituído por ADR [n]", thirty-ninth held-out set)
        ("Aceito", "accepted"),
        ("Proposto", "proposed"),
        ("Rejeitado", "rejected"),
        ("Substituído por ADR-030", "replaced"),
        ("Aceptado", "accepted"),
        ("Reemplazado por ADR-7", "replaced"),
        ("Approvato", "approved"),
        ("Geaccepteerd", "accepted"),
        ("Adiado", "deferred"),
        # metal3-io/metal3-docs design/baremetal-operator/host-live-updates.md (forty-second held-out set): the
        # template's lead `One of:` kept before the status chosen
        ("One of: implementable", "implementable"),
        # spinnaker/governance's RFCs (forty-seventh held-out set): the template's list kept, the choice in bold
        ("_Proposed, Accepted, **Implemented**, Obsolete_", "implemented"),
        ("Proposed, **Accepted**, Implemented, Obsolete", "accepted"),
        ("_**Proposed**, Accepted, Implemented, Obsolete_", "proposed"),
        # OpenTripPlanner's decision records and Video.js's (two-hundred-and-seventeenth and -thirteenth sets)
        ("decided", "accepted"),
        # Chroma's CIPs, after Kafka's KIPs (two-hundred-and-twelfth set)
        ("Under Discussion", "in-review"),
        # Aura's PROJECT_STATUS.md (three-hundred-and-twenty-second set): a paragraph, whose "replaced with" far into
        # it is about click-handlers, not the document; a verb naming no record in the line's first words still is
        ("All 9 deployment phases complete (Foundation, Data, Compute). Disaster Recovery closed; eight silent "
         "click-handlers replaced with toast feedback.", "all-9-deployment-phases-complete"),
        ("Replaced with a managed service", "replaced"),
    ],
)
def test_status_values(text: str, value: str) -> None:
    parsed = parse_status(text)
    assert parsed is not None
    assert parsed.value == value
    assert parsed.raw == text


@pytest.mark.parametrize(
    ("text", "value", "relations"),
    [
        # moj-cloud-platform/018-Dedicated-Ingress-Controllers.md
        (
            "⌛️ Superseded by [36. Multi-cluster](036-multi-cluster.md)",
            "superseded",
            (Relation("superseded-by", "036-multi-cluster.md", "36. Multi-cluster"),),
        ),
        # moj-cloud-platform: "❌ Rejected (see [019](...))" has no relation verb
        ("❌ Rejected (see [019](019-Shared-Ingress-Controllers.md))", "rejected", ()),
        ("Superseded by ADR-0014", "superseded", (Relation("superseded-by", "ADR-0014", "ADR-0014"),)),
        ("Superseded by 14", "superseded", (Relation("superseded-by", "14", "14"),)),
        # Put out of force in other words (korifi's ADRs): the record names its successor all the same.
        ("Invalidated by [0018-uuid-names.md](./0018-uuid-names.md)", "superseded",
         (Relation("superseded-by", "./0018-uuid-names.md", "0018-uuid-names.md"),)),
        ("Superseded by RFC 1234", "superseded", (Relation("superseded-by", "RFC 1234", "RFC 1234"),)),
        ("Obsoleted by RFC 1234", "superseded", (Relation("obsoleted-by", "RFC 1234", "RFC 1234"),)),
        ("Amended by [5](0005-x.md)", "amended", (Relation("amended-by", "0005-x.md", "5"),)),
        # stellar's SEP-6: a part deprecated, the document in force (amended); without a subject, the whole
        ("Active (Interactive components are deprecated in favor of SEP-24)", "active",
         (Relation("amended-by", "SEP-24", "SEP-24"),)),
        ("Accepted (superseded by ADR-9)", "accepted", (Relation("superseded-by", "ADR-9", "ADR-9"),)),
        # ecmwf/codex's records (hundred-and-thirty-fourth held-out set): the choices not made struck through
        ("<s>Proposed</s> | **Accepted** | <s>Deprecated</s> | <s>Superseded by [ADR-XXX]</s>", "accepted", ()),
        ("[~~Proposed~~ | **Accepted** | ~~Deprecated~~ | ~~Superseded by [ADR-XXX]~~]", "accepted", ()),
        ("<s>Proposed</s> | <s>Accepted</s> | <s>Deprecated</s> | **Withdrawn** — moved to [MARS-001](../a%20b/c.md)",
         "withdrawn", ()),
        ("~~Proposed~~, Accepted, ~~Deprecated~~", "accepted", ()),
        ("<s>Proposed</s> | **Acepted** | <s>Deprecated</s>", "acepted", ()),  # the choice left standing, a slip in it
        ("To be implemented", "accepted", ()),  # ActiDoo's ADR 010: decided, its code to come
        # ... or after a semicolon (headrace's ADR-0018, hundred-and-thirtieth held-out set); "then" is no subject
        ("Accepted; interface and authoring superseded by ADR-0020, sourcing extended by ADR-0019", "accepted",
         (Relation("amended-by", "ADR-0020", "ADR-0020"), Relation("extended-by", "ADR-0019", "ADR-0019"))),
        ("Accepted, then superseded by ADR-9", "accepted", (Relation("superseded-by", "ADR-9", "ADR-9"),)),
        # ... or with what it leaves out said after it (Erlang's EEP 9, 338th held-out set)
        ("Final/R-34 Replaced with EEP-11 and EEP-31 except `binary_string` which is part of a new `string` "
         "implementation", "final", (Relation("amended-by", "EEP-11", "EEP-11"), Relation("amended-by", "EEP-31",
                                                                                           "EEP-31"))),
        # apache/james: the old status kept, the supersession written under it: the record's last word
        ("Accepted\n\nSuperceded by [ADR-9](0009-x.md)", "superseded",
         (Relation("superseded-by", "0009-x.md", "ADR-9"),)),
        # adr-tools/0005-help-comments.md (whole ## Status section)
        (
            "Accepted\n\nAmended by [9. Help scripts](0009-help-scripts.md)\n",
            "accepted",
            (Relation("amended-by", "0009-help-scripts.md", "9. Help scripts"),),
        ),
        # adr-tools/0009-help-scripts.md
        (
            "Accepted\n\nAmends [5. Help comments](0005-help-comments.md)\n",
            "accepted",
            (Relation("amends", "0005-help-comments.md", "5. Help comments"),),
        ),
        # Forward relation only: no status of its own, not guessed
        (
            "Supersedes [1. Foo](0001-foo.md)",
            "supersedes",
            (Relation("supersedes", "0001-foo.md", "1. Foo"),),
        ),
        # govuk-aws/0011-*.md
        (
            "Superseded by [DNS Infrastructure](0015-dns-infrastructure.md)",
            "superseded",
            (Relation("superseded-by", "0015-dns-infrastructure.md", "DNS Infrastructure"),),
        ),
        # moj-cloud-platform: misspelt and qualified
        (
            "**Status:** Superceded entirely by [0072-metric-observer](0072-metric-observer.md)",
            "superseded",
            (Relation("superseded-by", "0072-metric-observer.md", "0072-metric-observer"),),
        ),
        # madr/docs/decisions/*.md front matter
        (
            '"superseded by ADR-0057"',
            "superseded",
            (Relation("superseded-by", "ADR-0057", "ADR-0057"),),
        ),
        (
            '"accepted; supersedes ADR-0045"',
            "accepted",
            (Relation("supersedes", "ADR-0045", "ADR-0045"),),
        ),
        # log4brains/packages/core/integration-tests/**/adr/*.md
        (
            "- Status: superseded by [20201029-superseder](20201029-superseder.md)",
            "superseded",
            (Relation("superseded-by", "20201029-superseder.md", "20201029-superseder"),),
        ),
        # cardano-cips/CIP-0030/README.md-style front matter
        (
            "Inactive (superseded by CIP-0121 and CIP-0122)",
            "inactive",
            (
                Relation("superseded-by", "CIP-0121", "CIP-0121"),
                Relation("superseded-by", "CIP-0122", "CIP-0122"),
            ),
        ),
        (
            "Inactive (incorporated into candidate CIP-0113)",
            "inactive",
            (Relation("incorporated-into", "CIP-0113", "CIP-0113"),),
        ),
        # k8s-keps: a "## Status" section in a replaced KEP, link text over two lines
        (
            "This KEP has been replaced by [KEP 2433: Topology Aware\nHints](../2433-topology-aware-hints)",
            "replaced",
            (Relation("replaced-by", "../2433-topology-aware-hints", "KEP 2433: Topology Aware Hints"),),
        ),
        (
            "Superseded by <https://example.com/adr/5>",
            "superseded",
            (Relation("superseded-by", "https://example.com/adr/5", "https://example.com/adr/5"),),
        ),
        ("Superseded by [ADR 5][adr5]", "superseded", (Relation("superseded-by", "adr5", "ADR 5"),)),
        ("Deprecated in favour of ADR-7", "deprecated", (Relation("deprecated-by", "ADR-7", "ADR-7"),)),
        # modernisation-platform ADR 4: the status and its successor, without a "by"
        (
            "⌛️ Superseded [0019](0019-use-bash-go-as-core-languages.md)",
            "superseded",
            (Relation("superseded-by", "0019-use-bash-go-as-core-languages.md", "0019"),),
        ),
        ("Replaced: ADR-7", "replaced", (Relation("replaced-by", "ADR-7", "ADR-7"),)),
        # communitiesuk/prsdb-webapp's ADR 10: the successor's file named without `.md`; numbers alone are no file
        (
            "Superseded by 0026-address-lookups-revisited",
            "superseded",
            (Relation("superseded-by", "0026-address-lookups-revisited.md", "0026-address-lookups-revisited"),),
        ),
        ("Superseded by 12-15", "superseded", ()),
        # ... and ADR 25: the successor is a move to another repository, linked on the next line
        (
            "⌛ Superseded\n\n[Member infrastructure code was moved.](https://github.com/o/r/issues/5926)",
            "superseded",
            (Relation("superseded-by", "https://github.com/o/r/issues/5926", "Member infrastructure code was moved."),),
        ),
        # a verb with nothing to point at gives no relation
        ("Superseded", "superseded", ()),
        ("Superseded (see the Context)", "superseded", ()),
        ("Superseded by the more general approach", "superseded", ()),
        # Mozilla Monitor's ADR 0 (282nd held-out set): its successor by title, its id after it in brackets
        (
            "Superseded by _Unit Testing Framework_ (ADR#0007)",
            "superseded",
            (Relation("superseded-by", "ADR#0007", "Unit Testing Framework"),),
        ),
        ("Superseded by the more general approach (2023)", "superseded", ()),
        # Nava's WIC demo's MADR record 0 (282nd held-out set): in force, with another record's addition
        (
            "augmented by [ADR-0004](0004-decision-making.md)",
            "amended",
            (Relation("extended-by", "0004-decision-making.md", "ADR-0004"),),
        ),
    ],
)
def test_relations(text: str, value: str, relations: tuple[Relation, ...]) -> None:
    assert parse_status(text) == ParsedStatus(text, value, relations)


@pytest.mark.parametrize(
    ("text", "value", "date"),
    [
        ("Accepted on 2019-01-01", "accepted", "2019-01-01"),
        # moj-cloud-platform/*.md action items
        (
            "**Status**: Completed 2/6/21 [#2854](https://github.com/ministryofjustice/cloud-platform/issues/2854)",
            "implemented",
            "2/6/21",
        ),
        ("**Status**: 24/9/21 Outstanding. In backlog: [#2706](https://x)", "outstanding", "24/9/21"),
        ("**Active Review (Aug 10...Aug 24, 2026)**", "in-review", "Aug 24, 2026"),
        ("Implemented (Swift 5.5)", "implemented", None),
        ("Superseded by [2021-01-01-foo](2021-01-01-foo/README.md)", "superseded", None),
        # digitalcheck's ADR 23 (337th held-out set): a dated log whose first date has non-breaking hyphens
        ("- 2025\u201108\u201119: Accepted\n- 2025-12-08: Amended: use exported components", "accepted",
         "2025-08-19"),
    ],
)
def test_dates_in_status(text: str, value: str, date: str | None) -> None:
    parsed = parse_status(text)
    assert parsed is not None
    assert (parsed.value, parsed.date) == (value, date)


@pytest.mark.parametrize(
    "text",
    [
        "",
        "   \n  ",
        # madr/template/adr-template.md
        '"{proposed | rejected | accepted | deprecated | … | superseded by ADR-0123"',
        # log4brains/packages/init/assets/template.md
        "[draft | proposed | rejected | accepted | deprecated | … | superseded by [xxx](yyyymmdd-xxx.md)]"
        " <!-- optional -->",
        # k8s-keps kep.yaml copied from the template
        "provisional|implementable|implemented|deferred|rejected|withdrawn|replaced",
        # swift-evolution/proposal-templates/0000-swift-template.md
        "**Awaiting implementation** or **Awaiting review**",
        "<!-- status -->",
        "STATUS",
        "✅",
        # cometbft/architecture/tendermint-core/adr-036-empty-blocks-abci.md: guidance + template
        '> A decision may be "proposed" if it hasn\'t been agreed upon yet, or "accepted" once it is\n'
        "\n{Deprecated|Proposed|Accepted|Declined}\n",
    ],
)
def test_status_none(text: str) -> None:
    assert parse_status(text) is None


@pytest.mark.parametrize(
    "text",
    [
        # madr/template/adr-template.md
        "{short title, representative of solved problem and found solution}",
        "{YYYY-MM-DD when the decision was last updated}",
        '"{proposed | rejected | accepted | deprecated | … | superseded by ADR-0123"',
        "{list everyone involved in the decision}",
        # log4brains/packages/init/assets/template.md
        "[YYYY-MM-DD when the decision was last updated] <!-- optional -->",
        "[draft | proposed | rejected | accepted | deprecated | … | superseded by [xxx](yyyymmdd-xxx.md)]",
        "{DATE_YESTERDAY}",
        # cometbft templates "- {date}: {changelog}"
        "{date}: {changelog}",
        # govuk-infrastructure/0000-TEMPLATE.md
        "<!-- Today's date -->",
        # rust-rfcs/0000-template.md
        "(fill me in with today's date, YYYY-MM-DD)",
        "(fill me in with a unique ident, `my_awesome_feature`)",
        # otel-oteps/0000-template.md
        "Replace this with your awesome OTEP title",
        # cardano-cips/.github/CIP-TEMPLATE.md
        "YYYY-MM-DD",
        '"?"',
        "John Doe <john.doe@email.domain>",
        # swift-evolution/proposal-templates/0000-swift-template.md
        "[SE-NNNN](NNNN-filename.md)",
        "**Awaiting implementation** or **Awaiting review**",
        # opendatahub metadata tables
        "insert date",
        "insert data",
        "Fill in with today's date",
        # adr-tools' own template words
        "DATE",
        "NUMBER. TITLE",
        "<name>",
        # k8s-keps kep.yaml
        "provisional|implementable|implemented|deferred|rejected|withdrawn|replaced",
        # joelparkerhenderson/architecture-decision-record's examples: the choices a template offers
        "draft/final/postponed/cancelled",
        "[proposed, approved, rejected, deprecated]",
        "proposed-approved-rejected-deprecated",
        # ... and its Nygard template's question (Twake Chat's ADRs, two-hundred-and-twenty-seventh held-out set)
        "What is the status, such as proposed, accepted, rejected, deprecated, superseded, etc.?",
        "YYYY-MM-DD (yyyy-mm-dd)",  # (the note of the format beside no value)
        "<date created on> (yyyy-mm-dd)",
    ],
)
def test_is_placeholder(text: str) -> None:
    assert is_placeholder(text)


@pytest.mark.parametrize(
    "text",
    [
        "",
        "TBD",
        "TODO",
        "N/A",
        "-",
        "Accepted",
        "Pending",
        "2019-01-01",
        "Superseded by ADR-5 or ADR-6",
        "| Status | Approved |",
        "<https://example.com>",
        "Jane Smith <jane@example.com>",
        # swift-evolution proposals: "* Review Manager: TBD"
        "Review Manager: TBD",
        "Use Markdown Architectural Decision Records",
        "Date",
        "in-review",
        "Accepted (2020/01/05)",
        "Accepted, superseded by ADR-5",
        # nginx-markdown-for-agents' RFC 0008 (hundred-and-thirty-second held-out set): where it stands, not choices
        "Accepted / Implemented in 0.8.0",
        "Superseded by [ADR 5](0005-x/y.md)",
        "[Accepted]",
        # swift-evolution: a line break in a list item, and an earlier revision under its NNNN name
        "<br>",
        "[1](https://github.com/swiftlang/swift-evolution/blob/28fd2fb/proposals/NNNN-package-access-modifier.md)",
        # ethereum/EIPs: a title that opens with the word, not an instruction
        "Insert Code into EOAs with AUTHUSURP",
        "What is the status of the migration",
        # Windows Terminal's Proto extensions spec (251st held-out set): `created on: <2020-9-9>`, the template's
        # brackets kept around the date
        "<2020-9-9>",
        # TANF-app's ADRs (282nd held-out set): `Date: 2021-01-12 (yyyy-mm-dd)`, the template's note of the format kept
        "2021-01-12 (yyyy-mm-dd)",
        "12/01/2021 (DD/MM/YYYY)",
    ],
)
def test_is_not_placeholder(text: str) -> None:
    assert not is_placeholder(text)


def test_canonical_vocabulary() -> None:
    required = {
        "proposed", "draft", "accepted", "approved", "implemented", "rejected", "withdrawn",
        "deprecated", "superseded", "amended", "active", "inactive", "deferred", "provisional",
        "implementable", "replaced", "abandoned", "in-review", "returned", "final",
    }  # fmt: skip
    assert required <= CANONICAL_STATUSES
    for status in CANONICAL_STATUSES:
        parsed = parse_status(status)
        assert parsed is not None
        assert parsed.value == status


# --- corpus sweep ----------------------------------------------------------------------

_BULLET = re.compile(
    r"^[-*]\s+(?:\*\*)?Status(?:\*\*:|:\*\*|:)[ \t]*(?P<value>.*)$", re.MULTILINE | re.IGNORECASE
)
_FIELD = re.compile(r"^status:[ \t]*(?P<value>.*)$", re.MULTILINE | re.IGNORECASE)
_TABLE = re.compile(r"^\|\s*(?:\*\*)?Status(?:\*\*)?\s*\|\s*(?P<value>[^|]*)\|", re.MULTILINE | re.IGNORECASE)
_SECTION = re.compile(r"^#{2,3}\s*Status\s*\n(?P<value>(?:(?!#).*\n?)*)", re.MULTILINE | re.IGNORECASE)
_FRONT_MATTER = re.compile(r"\A---\n(?P<body>.*?)\n---\n", re.DOTALL)


def _corpus_status_texts() -> list[tuple[str, str]]:
    """(file, status text) for every status found by simple patterns.

    Status sections in KEP READMEs are skipped: KEPs keep their status in kep.yaml and
    their "## Status" headings describe API status fields.
    """
    found: list[tuple[str, str]] = []
    for path in sorted(CORPUS.rglob("*")):
        rel = path.relative_to(CORPUS).as_posix()
        if rel.startswith("_") or path.suffix not in (".md", ".yaml"):
            continue
        text = path.read_text(encoding="utf-8", errors="replace")
        values: list[str] = []
        if path.suffix == ".yaml":
            values += [m["value"].split(" #")[0] for m in _FIELD.finditer(text)]
        else:
            fm = _FRONT_MATTER.match(text)
            if fm:
                values += [m["value"] for m in _FIELD.finditer(fm["body"])]
            values += [m["value"] for m in _BULLET.finditer(text)]
            values += [m["value"] for m in _TABLE.finditer(text)]
            if not rel.startswith("k8s-keps/"):
                values += [m["value"] for m in _SECTION.finditer(text)]
        found += [(rel, value) for value in values if value.strip()]
    return found


@pytest.mark.skipif(not CORPUS.is_dir(), reason=f"test corpus not found at {CORPUS}")
def test_corpus_statuses_are_mostly_canonical() -> None:
    texts = _corpus_status_texts()
    assert len(texts) > 700
    parsed = [(rel, text, parse_status(text)) for rel, text in texts]
    real = [(rel, text, p) for rel, text, p in parsed if p is not None]
    leftovers = [(rel, text, p.value) for rel, text, p in real if p.value not in CANONICAL_STATUSES]
    ratio = 1 - len(leftovers) / len(real)
    report = "\n".join(f"{rel}: {text[:70]!r} -> {value!r}" for rel, text, value in leftovers)
    print(f"{len(real)} statuses, {ratio:.1%} canonical; leftovers:\n{report}")
    assert ratio >= 0.95, report
    counts = Counter(p.value for _, _, p in real)
    assert counts["implemented"] > 100
    assert counts["accepted"] > 100


@pytest.mark.parametrize(("text", "prose"), [
    ("Ready for Implementation {Draft, In Review, Ready for Implementation, Implemented}", False),  # grpc/proposal
    ("Accepted <!-- one of: proposed, accepted, rejected, deprecated, superseded by ADR-NNNN -->", False),
    ("Accepted with modifications (Rationale) (Bug)", False),
    # CSCfi/rems (two-hundred-and-seventh held-out set): a `# Current status` section about the implementation
    ("Lately, we have added editing the content of an item for certain types", True),
    ("Partially implemented in 2.1, with the rest deferred to 3.0", False),  # a status, and where it stands
    ("This is the design for adding generic programming using type parameters to the Go language.", True),
    ("The two points above have been implemented; {see below} the rest is left for later work here.", True),
    # Kotlin/KEEP: the status, then a note after a comma or a bracket
    ("Partially stable in 1.5, see details in the [Status](#status) section.", False),
    ("Stable since Kotlin 1.3 (Revision 3.3), experimental in Kotlin 1.1-1.2", False),
    ("The two points above have been implemented; the `config.js` has a Google Analytics identifier and the "
     "documentation workflow has been up and running largely without problems for several months.", True),
])
def test_is_prose(text: str, prose: bool) -> None:
    assert is_prose(text) is prose


@pytest.mark.parametrize(("written", "expected"), [
    ("Activated", "in-force"), ("Living", "in-force"), ("Final", "in-force"), ("Deployed", "in-force"),
    ("Complete", "in-force"), ("Stable in 1.1", "in-force"), ("Implemented in Kotlin 1.5", "in-force"),
    ("Ready for Implementation", "in-force"), ("Implementation in progress", "in-force"),
    ("implementable", "in-force"), ("Accepted\nAmended by [9. Help scripts](0009-help-scripts.md)", "in-force"),
    ("Partially superseded by [ADR 9](0009-x.md)", "in-force"), ("Installed", "in-force"), ("Voting", "proposed"),
    ("provisional", "proposed"), ("deferred", "proposed"), ("Draft", "proposed"), ("In progress", "proposed"),
    ("withdrawn", "ended"), ("replaced", "ended"), ("Closed", "ended"), ("Superseded by [ADR 9](0009-x.md)", "ended"),
    ("Deprecated in favor of [ADR0037](ADR0037-x.md)", "ended"), ("Archived Draft, Never Ratified", "ended"),
    ("Retired", "ended"), ("Experimental", None), ("TBD", None), ("", None),
])
def test_lifecycle_of_a_status(written: str, expected: str | None) -> None:
    assert lifecycle(written) == expected


@pytest.mark.parametrize(("written", "value"), [("under-review", "in-review"), ("Under_Review", "in-review"),
                                                ("in-progress", "in-progress"), ("waiting-for-implementation",
                                                                                 "waiting-for-implementation")])
def test_a_phrase_written_as_one_word_is_the_phrase(written: str, value: str) -> None:
    parsed = parse_status(written)
    assert parsed is not None and parsed.value == value


def test_a_status_written_as_the_first_tag_under_the_title_is_read() -> None:
    """Nostr's NIPs (fifteenth held-out set): a setext title, a subtitle, then `` `draft` `optional` `relay` ``; a
    later `## Status` section about the protocol is not the document's status. A line of tags whose first is no
    status says nothing."""
    from doccheck.read.document import parse_document

    nip = ("NIP-34\n======\n\n`git` stuff\n-----------\n\n`final` `optional`\n\nText.\n\n## Status\n\n"
           "A repository's status event.\n")
    found = parse_document("34.md", nip).meta("status")
    assert found is not None and (found.text, found.line) == ("final", 7)
    untagged = parse_document("35.md", nip.replace("`final` `optional`", "`relay` `optional`")).meta("status")
    assert untagged is not None and untagged.text == "A repository's status event."


@pytest.mark.parametrize(("badge", "status"), [
    ("![status: deprecated](theme/images/status-deprecated.svg)", "deprecated"),
    ("[![Status: Draft](https://img.shields.io/badge/status-draft-yellow)](../README.md)", "Draft"),
    ("![status: raw](theme/images/status-raw.svg)", None),  # no status of the lifecycle
    ("![diagram of the status: flow](flow.svg)", None)])
def test_a_status_badge_under_the_title_is_the_status(badge: str, status: str | None) -> None:
    """Tari's RFCs (hundred-and-fiftieth held-out set) say their status with a badge under the title and a
    subtitle, `![status: deprecated](theme/images/status-deprecated.svg)`, and nowhere else."""
    from doccheck.read.document import parse_document

    rfc = f"# RFC-0130/Mining\n\n## Full-node Mining on Tari Base Layer\n\n{badge}\n\n**Maintainer(s)**: x\n\nText.\n"
    found = parse_document("src/RFCD-0130_Mining.md", rfc).meta("status")
    assert (found.text, found.line) == (status, 5) if status is not None else found is None


@pytest.mark.parametrize(("text", "value"), [
    ("**ARCHITECTURAL PROPOSAL - IMPLEMENTED**", "implemented"), ("Accepted - see the notes", "accepted"),
    ("Production - accepted and more", "production"), ("Design doc – Rejected", "rejected")])
def test_a_status_after_a_dash_that_no_status_comes_before(text: str, value: str) -> None:
    """herostratus's design 10 (hundred-and-fifty-first held-out set): `**ARCHITECTURAL PROPOSAL - IMPLEMENTED**`,
    what the document is, then its status. Only where the status is all there is after the dash."""
    parsed = parse_status(text)
    assert parsed is not None and parsed.value == value


@pytest.mark.parametrize("written", ["superceded", "superceeded", "Superseeded", "supperceded"])
def test_superseded_in_the_spellings_the_relation_verbs_read(written: str) -> None:
    """Zarf's ZEP 15 (hundred-and-forty-eighth held-out set) is `status: superceeded`, a spelling "Superceeded by"
    is read in as a relation."""
    parsed = parse_status(written)
    assert parsed is not None and parsed.value == "superseded"


@pytest.mark.parametrize(("text", "placeholder"), [
    ("Draft/WIP", False), ("Draft / Open Discussion", False), ("Draft | Active", True),
    ("Draft, Rejected or Active", True), ("draft/final/cancelled", True)])
def test_statuses_of_one_stage_are_the_authors_not_a_choice(text: str, placeholder: bool) -> None:
    """Ark's AIPs (hundred-and-fifty-second held-out set): `Status: Draft/WIP`, `Draft / Open Discussion`, one stage
    said twice, are the author's; a template offers a choice between stages."""
    assert is_placeholder(text) is placeholder


@pytest.mark.parametrize(("text", "value"), [
    ("**Superseded in terminology, preserved in decision.** As of the project, ...", "amended"),
    ("Superseded in 2023", "superseded"), ("Superseded in favor of ADR-5", "superseded"),
    ("Replaced in full by ADR-9", "replaced"), ("Superseded in the 2.0 release", "superseded")])
def test_superseded_in_one_respect_is_amended(text: str, value: str) -> None:
    """Prisma Next's ADR 193 (hundred-and-fifty-fourth held-out set): "Superseded in terminology, preserved in
    decision", a record whose words were replaced and whose decision stands; not one superseded in favour of
    another, in full, or at a time."""
    parsed = parse_status(text)
    assert parsed is not None and parsed.value == value


def test_a_line_that_only_says_what_the_record_replaces_leaves_the_status_to_the_line_below() -> None:
    # MIT Libraries' mario (167th held-out set): ADR 12's Status section names what it supersedes, then what
    # supersedes it, in the repository's own spelling; the first line is no status of its own ("supercedes").
    parsed = parse_status("Supercedes [5. Use AWS Lambda](0005-use-aws-lambda.md)\n\n"
                          "Superceded by [13. Use SQS and Airflow](0013-use-sqs-and-airflow.md)")
    assert parsed is not None and parsed.value == "superseded"
    assert [r.kind for r in parsed.relations] == ["supersedes", "superseded-by"]
    parsed = parse_status("Supercedes [5. Use AWS Lambda](0005-use-aws-lambda.md)\n\nAccepted")
    assert parsed is not None and parsed.value == "accepted"


@pytest.mark.parametrize(("written", "value", "target"), [
    # fusen-rs's ADR 8 and marshal's ADR 15 (hundred-and-seventy-fourth held-out set): Chinese names the successor
    # around its link, and a status in other words may give its English between brackets
    ("已被 [ADR 0009](0009-registry.md) 取代", "replaced", "0009-registry.md"),
    ("未接受即被取代（Superseded before acceptance，2026-08-10 由 [ADR 0016](0016-runtime.md) 取代其边界）", "replaced",
     "0016-runtime.md"),
    ("已接受（Accepted）", "accepted", None),
    ("承認済み (Accepted)", "accepted", None),
])
def test_a_status_in_chinese_or_with_its_english_in_brackets(written: str, value: str, target: str | None) -> None:
    parsed = parse_status(written)
    assert parsed is not None and parsed.value == value
    assert [r.target for r in parsed.relations] == ([target] if target else [])


def test_an_english_status_s_note_in_brackets_is_no_status_of_its_own() -> None:
    # civicpress's specs (118th held-out set): "Spec (pending implementation plan)" is the author's own word, then
    # a note; only after words in another script does a bracket give the status in English
    parsed = parse_status("Spec (pending implementation plan)")
    assert parsed is not None and parsed.value == "spec"


@pytest.mark.parametrize(("written", "kind", "target"), [
    # ard's ADR 22 (hundred-and-seventy-sixth held-out set): a sentence ends after the record's id
    ("Superseded in part by ADR 0057. In particular, binding mutability no longer ...", "amended-by", "ADR 0057"),
    ("Superseded by ADR-7.", "superseded-by", "ADR-7"),
])
def test_a_successor_named_at_a_sentence_s_end(written: str, kind: str, target: str) -> None:
    parsed = parse_status(written)
    assert parsed is not None and [(r.kind, r.target) for r in parsed.relations] == [(kind, target)]
    assert parse_status("Superseded by RFC 1.2") is not None and not parse_status("Superseded by RFC 1.2").relations


@pytest.mark.parametrize(("written", "value", "target"), [
    # The PSI consortium's ADRs (hundred-and-seventy-sixth held-out set): a status written as a shortcode, the
    # successor a link whose text holds brackets and whose target a folder's path
    (":superseded: by [Overbooking (V2.0)](../Accepted/ADR024-overbooking_V2.0.md) in [PSI-ADR]", "superseded",
     "../Accepted/ADR024-overbooking_V2.0.md"),
    (":accepted:", "accepted", None),
    (":white_check_mark: Accepted", "accepted", None),  # an emoji's shortcode is a picture, no word
    ("Superseded by [ADR 4](../decided/0004-x.md)", "superseded", "../decided/0004-x.md"),
])
def test_a_shortcode_status_and_a_successor_in_another_folder(written: str, value: str, target: str | None) -> None:
    parsed = parse_status(written)
    assert parsed is not None and parsed.value == value
    assert [r.target for r in parsed.relations] == ([target] if target else [])
    assert parse_status("Draft / Accepted / Superseded by [ADR-0005](0005-example.md)") is None  # a template's choices


def test_a_part_superseded_with_its_successor_named_next_and_a_draft_said_with_its_stage() -> None:
    # life-events-platform's ADR 3 and eessi-pensjon's ADR 5 (hundred-and-seventy-ninth held-out set)
    parsed = parse_status("Accepted - Partially superceded [Use queues to buffer events](0009-use-queues.md)")
    assert parsed is not None and parsed.value == "accepted"
    assert [(r.kind, r.target) for r in parsed.relations] == [("amended-by", "0009-use-queues.md")]
    drafted = parse_status("Initial draft")
    assert drafted is not None and drafted.value == "draft"


def test_a_record_extended_by_another_is_in_force() -> None:
    # play-frontend-govuk's ADR 2, kept in play-frontend-hmrc (hundred-and-eighty-sixth held-out set)
    parsed = parse_status("extended by [ADR-0003](0003-patch-welsh-translation.md)")
    assert parsed is not None and parsed.value == "amended"
    assert [(r.kind, r.target) for r in parsed.relations] == [("extended-by", "0003-patch-welsh-translation.md")]


def test_two_statuses_of_a_records_parts_read_as_the_first() -> None:
    # sphildreth/decentdb (hundred-and-ninety-seventh held-out set): ADR 47 is "Partially Implemented / Deferred",
    # its parts' two statuses: the first, as "Accepted / Implemented in 0.8.0" reads as accepted. A template's two
    # choices (`Draft / Active`) are still none.
    from doccheck.read.status import parse_status

    parsed = parse_status("**Partially Implemented / Deferred**")
    assert parsed is not None and parsed.value == "partially-implemented"
    assert parse_status("Draft / Active") is None


def test_a_status_qualified_by_how_much_is_the_status_it_qualifies(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    # decentdb's ADR 47 again: "Partially Implemented / Deferred" is an ADR partly implemented, which the built-in
    # ADR's statuses allow; a slip is still one.
    from doccheck.cli.main import main

    (tmp_path / ".doccheck.toml").write_text("")
    adr = "# ADR-00{n}: T\n\n**Status**: {status}\n\n## Context\n\nC.\n\n## Decision\n\nD.\n\n## Consequences\n\nQ.\n"
    (tmp_path / "docs" / "adr").mkdir(parents=True)
    (tmp_path / "docs" / "adr" / "0001-a.md").write_text(adr.format(n=1, status="Partially Implemented / Deferred"))
    (tmp_path / "docs" / "adr" / "0002-b.md").write_text(adr.format(n=2, status="Implemnted"))
    monkeypatch.chdir(tmp_path)
    main(["check", "--all", "--no-cache", "--select", "DC203", "-q", "."])
    assert [line.split(":", 1)[0] for line in capsys.readouterr().out.splitlines()] == ["docs/adr/0002-b.md"]


def test_a_status_chosen_and_kept_in_the_templates_braces_is_filled_in(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    """rollkit's ADR 5 (265th held-out set): `## Status` over `{Accepted}`, the status chosen and the braces kept;
    ADR 7's "Discarded" is a status of its own, turned down. A section that is still `{the template's words}` is
    not written."""
    from doccheck.cli.main import main

    def adr(n: int, status: str) -> str:
        return (f"# ADR {n}: D{n}\n\n## Context\n\nC.\n\n## Decision\n\nD.\n\n## Status\n\n{status}\n\n"
                "## Consequences\n\nQ.\n")
    (tmp_path / "docs").mkdir()
    (tmp_path / "docs" / "adr-005-a.md").write_text(adr(5, "{Accepted}"))
    (tmp_path / "docs" / "adr-007-b.md").write_text(adr(7, "Discarded"))
    (tmp_path / "docs" / "adr-008-c.md").write_text(adr(8, "{Deprecated | Proposed | Accepted}"))
    (tmp_path / ".doccheck.toml").write_text("")
    monkeypatch.chdir(tmp_path)
    main(["check", ".", "--all", "--no-cache", "-q", "--select", "DC203,DC301"])
    assert [line.split(": ")[0] for line in capsys.readouterr().out.splitlines()] == ["docs/adr-008-c.md:13:1"]
