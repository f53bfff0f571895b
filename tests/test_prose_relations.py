"""Relations stated in prose, partial supersession as amendment, pull requests never taken for documents,
templates told by evidence, and the metadata shapes issue 10 found missed."""

from __future__ import annotations

from pathlib import Path

import pytest

from doccheck.cli.main import main
from doccheck.read.doctypes import DocType
from doccheck.read.document import parse_document
from doccheck.repo.record import index_record

ADR = DocType(name="adr", numbered=True)


def relations(text: str, path: str = "0033-ip-ranges.md") -> list[tuple[str, str]]:
    record = index_record(parse_document(path, text), ADR, path)
    return [(kind, target) for kind, target, _text, _line in record["relations"]]


@pytest.mark.parametrize(("text", "expected"), [
    # helium's HIP 131 line 14 (thirty-second held-out set): the verb's object is HIP-125; the records named further
    # on belong to other clauses
    ("# HIP 131\n\nThis proposal amends the measures in HIP-125 (Temporary Anti-Gaming Measures) to be extended to "
     "Oracle Hex Boosts (HIP-103 - MOBILE Oracle Hex Boosting) and furthers the expectations of HIP-118.\n",
     [("amends", "HIP-125")]),
    # nepalez/merchant-rs's ADR 1 (thirty-seventh held-out set): "is" or "was" of the whole record, in its note
    ("# 1. Core\n\n> **Note:** This ADR describes the first layout. This decision was later superseded by "
     "[ADR-0010], which adopts a monolithic crate instead.\n", [("superseded-by", "ADR-0010")]),
    ("# 769\n\n2015.09.18 -- This RFC was partially superseded by [RFC 1238](1238-x.md), which\n",
     [("amended-by", "1238-x.md")]),
    # metal3-docs' implicit-boot-mode (forty-second held-out set): "replaced with" of the whole design, its successor
    # the design linked in the sentence; of anything else, narration
    ("# implicit-boot-mode\n\n## Status\n\nreplaced\n\n## Summary\n\n*This design was replaced with a single global "
     "default value as part\nof implementing [explicit-boot-mode](explicit-boot-mode.md) in\n"
     "<https://github.com/metal3-io/baremetal-operator/pull/602>.*\n", [("replaced-by", "explicit-boot-mode.md")]),
    ("# 3. C\n\nThe old queue has been replaced with [the new one](0004-x.md).\n", []),
    # konflux-ci/architecture's integration-service page (hundred-and-first set): a record cited in a "see" aside is
    # the source of the sentence, not what it replaces
    ("# Integration service\n\nThis replaces the previous composite snapshot concept (see [ADR-0038](0038-x.md)).\n",
     []),
    ("# Integration service\n\nThe two-phase architecture (see [ADR-0015](0015-x.md)). This has been superseded by "
     "immediate promotion to the Global Candidate List (see [ADR-0037](0037-y.md)).\n", []),
    ("# 3. C\n\nThis has been superseded by [ADR-0037](0037-y.md) (see also [ADR-0038](0038-x.md)).\n",
     [("superseded-by", "0037-y.md")]),
    ("# 3. C\n\nThis design was superseded with [a new one](0004-x.md) in mind.\n", []),
    # ... and narration, not a relation: of another thing, or "is" of a part
    ("# 3. C\n\nWe used ADR-2's queue, which was replaced by ADR-7 in 2020.\n", []),
    ("# 68\n\nThe transaction schema defined in [LIP 0028](lip-0028.md) is superseded by the one defined below.\n",
     []),
    ("# 9. C\n\nThis ADR supersedes ADR-3 and ADR-5, which were written in 2019 with ADR-2.\n",
     [("supersedes", "ADR-3"), ("supersedes", "ADR-5")]),
    # "This" alone opening its sentence (the thirty-fourth held-out set's Letterbook form); not in mid-sentence
    ("# 11. D\n\nThis supersedes [ADR-09](./09-formatting.md).\n", [("supersedes", "./09-formatting.md")]),
    ("# 11. D\n\nWe keep it short. This replaces [ADR 4](0004-x.md) for new code.\n",
     [("replaces", "0004-x.md")]),
    ("# 11. D\n\nThe cache is rebuilt and this replaces [the old notes](0004-x.md) in practice.\n", []),
    # infection/infection's ADR 7 (thirty-second held-out set): the record it supersedes by its path, in a code span
    ("# 7. Coverage\n\nThis document supersedes `adr/0002-@covers-annotations.md` and reflects the\ncurrent "
     "convention.\n", [("supersedes", "/adr/0002-@covers-annotations.md")]),
    # cardano-cips CPS-0032 lines 61-62.
    ("# CPS-0032\n\nproviders have entered the ecosystem. This CPS supersedes\nCPS-0008 and provides more.\n",
     [("supersedes", "CPS-0008")]),
    # otel-oteps 0072 line 12.
    ("# Observer\n\nconventions for observer gauges.  This proposal\ncompletely replaces OTEP 0008.\n",
     [("replaces", "OTEP-0008")]),
    # govuk-aws 0033 line 11: in part, so an amendment.
    ("# 33. IP ranges\n\nThis ADR in part supersedes [0003](0003-aws-networking-outline.md).\n",
     [("amends", "0003-aws-networking-outline.md")]),
    # cardano-cips CIP-0121 line 186, with a reference link.
    ("# CIP-0121\n\nThis CIP partially supercedes [CIP-0058][cip-0058]: specifically, the\nspecs.\n\n"
     "[cip-0058]: https://github.com/cardano-foundation/CIPs/tree/master/CIP-0058\n",
     [("amends", "https://github.com/cardano-foundation/CIPs/tree/master/CIP-0058")]),
    # DEFRA epr-re-ex-service 0037 lines 228-229: the record this one amends, then a list item about another.
    ("# 37. Row states\n\n## Related\n\n- [ADR-0036](./0036-stream.md) - the stream this ADR amends\n"
     "- [ADR-0031](./0031-ledger.md) - the per-row ledger ADR-0036 superseded\n", [("amends", "./0036-stream.md")]),
    # edgex's "Other Related ADRs": the other record first, then what this one does to it.
    ("# 4. Flags\n\n## Other Related ADRs\n\n- [Feature flags v1](0003-flags.md) - this ADR supersedes it\n",
     [("supersedes", "0003-flags.md")]),
    # emberjs/rfcs 0460: "amends" is an amendment, not a supersession.
    ("# Yieldable Named Blocks\n\n## Summary\n\nThis RFC amends [#226 (named blocks)][named-blocks] to finalize the "
     "syntax.\n\n[named-blocks]: https://emberjs.github.io/rfcs/0226-named-blocks.html\n",
     [("amends", "https://emberjs.github.io/rfcs/0226-named-blocks.html")]),
    # stellar's CAPs: the series' own acronym as the subject.
    ("# CAP 74\n\n## Simple Summary\n\nThis CAP supersedes [CAP-0063](cap-0063.md).\n",
     [("supersedes", "cap-0063.md")]),
    # RSK's RSKIPs: the series' acronym as the subject, on a line of its own.
    ("# RSKIP 9\n\n**This RSKIP is superseded by [RSKIP-999](RSKIP999.md)**\n\n## Abstract\n\nx\n",
     [("superseded-by", "RSKIP999.md")]),
    # OpenTofu's RFCs: "has superseded", the newer record's side.
    ("# Provider locks\n\nThis RFC has superseded [the old one](20230101-old.md).\n",
     [("supersedes", "20230101-old.md")]),
    # VeChain's VIPs: the whole standard, named with its own id.
    ("# Overview\n\n**This standard (VIP-193) has been superseded by the [VIP-214](./VIP-214.md).**\n",
     [("superseded-by", "./VIP-214.md")]),
    # crossplane's one-pagers: "This one-pager has been superseded by ...", the whole document.
    ("# CRD scaling\n\n**This one-pager has been superseded by [CRD scaling v2](v2.md).**\n",
     [("superseded-by", "v2.md")]),
    # A French status, as pass-emploi's translated MADR writes it.
    ("# ADR 1\n\n* Statut : remplacé par [ADR-009](ADR-009-x.md)\n\n## Contexte\n\nx\n",
     [("replaced-by", "ADR-009-x.md")]),
    # German, as Meldestelle's template writes it: "Ersetzt" and a reference to the new ADR, or "Ersetzt durch".
    ("# ADR-0003: Microservices\n\n## Status\n\nErsetzt durch [ADR-0015](0015-monolith.md)\n\n## Kontext\n\nx\n",
     [("replaced-by", "0015-monolith.md")]),
    ("# ADR-0003: Microservices\n\n## Status\n\nErsetzt [ADR-0015](0015-monolith.md)\n\n## Kontext\n\nx\n",
     [("replaced-by", "0015-monolith.md")]),
    ("# ADR-0003: Microservices\n\n## Status\n\nAbgelöst durch ADR-0015\n\n## Kontext\n\nx\n",
     [("replaced-by", "ADR-0015")]),
    # ... and from the new record, "löst ... ab" around the link (p2sk's records); "löst" alone solves an issue.
    ("# Vibrant\n\n## Links\n\n* Löst [ADR-0005](0005-farb-quantisierung.md) ab\n",
     [("replaces", "0005-farb-quantisierung.md")]),
    ("# Vibrant\n\n## Links\n\n* Löst [Issue 5](0005-issue.md) endlich\n", []),
    # A part of the record superseded by a record: "**Back-channel logout is superseded by ADR-0019**" (nami's
    # ADR-0014), an amendment; "the old bus, which was replaced by Postgres" names none
    ("# ADR-0014: Scope\n\n## Decision\n\n* **Wait**: x. **Back-channel logout is superseded by ADR-0019**: rather.\n",
     [("amended-by", "ADR-0019")]),
    ("# ADR-0014: Scope\n\n## Context\n\nThe old bus, which was replaced by Postgres in 2020.\n", []),
    # ... nor another thing named in many words: "(An earlier corpus note that NFR/SLO should stay a document banner
    # rather than an ADR is superseded by ADR-0041.)" (nami's ADR-0022)
    ("# ADR-0022: Stack\n\n## More\n\n* x. (An earlier corpus note that NFR/SLO should stay a document banner rather "
     "than an ADR is superseded by ADR-0041.)\n", []),
    # A relation said in a quote: "> Superseded by [RFC 0058](...)."
    ("# RFC 0003: Jobs\n\n- **Status:** Accepted\n\n> Superseded by [RFC 0058](0058-jobs-v2.md).\n\n## Summary\n\nx\n",
     [("superseded-by", "0058-jobs-v2.md")]),
    # ... and "kehrt ... um", reverses it (lieferkarte's ADR-011, the hundred-and-fifty-ninth held-out set)
    ("# ADR-011: Pins\n\n**Status:** akzeptiert\n\nKehrt [ADR-010](./ADR-010-pins.md) um, das damit auf `ersetzt` "
     "steht.\n\n## Kontext\n\nx\n", [("reverts", "./ADR-010-pins.md")]),
    # Prisma Next's ADR 174: the verb in the successor's link text is its title's word, not this record's.
    ("# ADR 174\n\n> The design in this ADR has been superseded by [ADR 177 — Ownership replaces relation strategy]"
     "(ADR%20177%20-%20Ownership%20replaces%20relation%20strategy.md). Embedding is now owned.\n",
     [("superseded-by", "ADR%20177%20-%20Ownership%20replaces%20relation%20strategy.md")]),
    # gt4py's ADR 9: the verb ends its line, its successors listed below it.
    ("# Integration\n\n- **Status**: superseded\n\nSummary.\n\n**This document is superseded by**\n\n"
     "- [0011 - On The Fly](0011-otf.md), which talks about the architecture, and\n"
     "- [0012 - GridTools OTF](0012-gt-otf.md), which talks about the backend.\n\n## Context\n\nx\n",
     [("superseded-by", "0011-otf.md"), ("superseded-by", "0012-gt-otf.md")]),
    # ... and a sentence that merely says something was replaced names no record.
    ("# ADR-0004: Events\n\n## Kontext\n\nDer alte Bus wird ersetzt, weil er langsam ist.\n", []),
    # Portuguese, as realestate_backend's template writes it ("Substituído por ADR [n]"), and said from the new record
    ("# ADR-008: Multi-tenancy\n\n## Status\nSubstituído por [ADR-030](ADR-030-v2.md)\n\n## Contexto\n\nx\n",
     [("replaced-by", "ADR-030-v2.md")]),
    ("# ADR-023: MailHog\n\n## Contexto\n\nEste ADR substitui o [ADR-019](ADR-019-rbac.md).\n",
     [("replaces", "ADR-019-rbac.md")]),
    ("# ADR-5: Colas\n\n## Contexto\n\nEsta decisión reemplaza [ADR-2](ADR-2-colas.md).\n",
     [("replaces", "ADR-2-colas.md")]),
    # ... and a document replacing a plan that is no record names none: "substitui completamente o arquivo"
    ("# ADR-019: RBAC\n\n## Contexto\n\nEste ADR **substitui completamente** o arquivo `docs/RBAC-plan.md`.\n", []),
    # A status checklist whose checked item is "Superseded by" a link (nikkijuk/lifegoals' template): the successor
    # once, by its file, not a second time by the link's words.
    ("# Adr 0006: Arb\n\n## Status\n\n- [ ] Proposed\n- [ ] Accepted\n- [x] Superseded by [ADR 0009](adr-0009-slang.md)"
     "\n\n## Context\n\nx\n", [("superseded-by", "adr-0009-slang.md")]),
    # "API" is no kind of record: "This API replaces the v1 one" names nothing.
    ("# Gateway\n\nThis API replaces the old one, and more.\n", []),
    # hydra's ADR 17: a note between the verb and its "by".
    ("# 17. UDP\n\nStatus: Superseded (as never implemented) by [ADR 32](0032-x.md)\n\n## Context\n\nx\n",
     [("superseded-by", "0032-x.md")]),
    # cluster-api's see-also: the old proposal named first, then "(superseded by this document)".
    ("# Conditions v2\n\n## See also\n\n- [Conditions v1](20200506-conditions.md) (superseded by this document)\n",
     [("supersedes", "20200506-conditions.md")]),
    # cometbft adr-073 line 26: two numbers after one prefix.
    ("# ADR 073\n\nThis ADR supersedes the decisions made in ADRs 60 and 61, but\nbuilds on them.\n",
     [("supersedes", "ADR-60"), ("supersedes", "ADR-61")]),
    # arachne adr-017 line 3: "some aspects of" is partial.
    ("# Simplify\n\nNote: this ADR supersedes some aspects of [ADR-15](adr-015-x.md) and [ADR-16](adr-016-y.md).\n",
     [("amends", "adr-015-x.md"), ("amends", "adr-016-y.md")]),
    # cometbft adr-114: a partial undo in the title amends.
    ("# ADR 114: Partly Undo ADR 109 (Reduce Go API Surface)\n\n## Status\n\nAccepted\n", [("amends", "ADR 109")]),
    # podcast_scraper's ADR-098 (three-hundred-and-twenty-fifth held-out set): a section of the RFC superseded, in
    # the title, amends it; so in the text, however the part is named
    ("# ADR-098: Embedding provider as a profile axis, supersede RFC-089 §D4\n\n- **Status**: Accepted\n",
     [("amends", "RFC-089")]),
    ("# 12. Queues\n\n## Status\n\nAccepted. Supersedes [ADR 7](0007-q.md) §3\n", [("amends", "0007-q.md")]),
    ("# 12. Queues\n\n## Status\n\nAccepted; replaces [ADR 8](0008-r.md) section 2.\n", [("amends", "0008-r.md")]),
    # govuk-aws 0003 line 21: a part of the document superseded is an amendment of it.
    ("# 3. Networking\n\n**These IP ranges have been superseded by [ADR #0033](0033-ip-ranges.md).**\n",
     [("amended-by", "0033-ip-ranges.md")]),
    # dotnet/designs minimum-os-version.md line 45: superseded by a section of another document, so amended.
    ("# Minimum OS\n\nEarlier versions of this section proposed attributes, but it has been superseded by a\n"
     "refined form defined in the [attributes section of the Platform Checks spec](platform-checks.md#attributes).\n",
     [("amended-by", "platform-checks.md#attributes")]),
    ("# 4. Queues\n\nThis ADR supersedes [the retry policy of ADR 2](0002-retries.md#retry-policy).\n",
     [("amends", "0002-retries.md#retry-policy")]),
    # The National Archives' TDR: the kind of record named before its link
    ("# 9. Keycloak\n\nThis decision supersedes decision: [0008 Keycloak](0008-keycloak.md)\n",
     [("supersedes", "0008-keycloak.md")]),
    ("# 7. S3\n\nThis decision has been superseded by decision: [0022 Proxy](0022-proxy.md)\n",
     [("superseded-by", "0022-proxy.md")]),
    # ethereum-optimism/design-docs security/fma-ban-deposits.md line 3: the whole document, after its state.
    ("# Ban deposits\n\nTHIS DOCUMENT IS DEPRECATED AND HAS BEEN REPLACED BY [ANOTHER APPROACH](access-list.md).\n",
     [("replaced-by", "access-list.md")]),
    # falcosecurity/falco proposals/20221129 line 5 (thirty-fifth held-out set): a part superseded, said in an
    # aside, of each record of a list (its line is longer than 300 characters); "extends" begins another clause.
    ("# Artifacts\n\nTherefore, " + "to unify the management of artifacts, " * 4 + "this document supersedes (for the "
     "parts concerning the distributions of artifacts) proposals [Part 1](https://github.com/o/r/blob/master/p/1.md), "
     "[Part 2](https://github.com/o/r/blob/master/p/2.md), and [S3](https://github.com/o/r/blob/master/p/3.md) and "
     "also extends the proposal [Y](y.md).\n",
     [("amends", "https://github.com/o/r/blob/master/p/1.md"), ("amends", "https://github.com/o/r/blob/master/p/2.md"),
      ("amends", "https://github.com/o/r/blob/master/p/3.md")]),
    ("# 9. C\n\nThis ADR supersedes [ADR 1](0001-a.md), [ADR 2](0002-b.md) and [ADR 3](0003-c.md).\n",
     [("supersedes", "0001-a.md"), ("supersedes", "0002-b.md"), ("supersedes", "0003-c.md")]),
    # falco 20201025 lines 3 and 5: a field written once per record it names, each a section of it
    ("# Drivers Storage S3\n\nSupersedes: [a.md#drivers](a.md#drivers)\n\nSupersedes: [b.md#drivers](b.md#drivers)"
     "\n\n## Introduction\n\nx\n", [("amends", "a.md#drivers"), ("amends", "b.md#drivers")]),
    # TomRiddelsdell/tomriddelsdell.com adr-010 line 809: the records listed under a heading that names the relation
    ("# ADR-010: Observability\n\n## Status\n\nAccepted\n\n## Related ADRs\n\n### Supersedes\n\n"
     "- **ADR-019**: Observability and Centralized Logging - Content merged into this ADR\n"
     "- [Snapshots](./adr-008-snapshots.md)\n\n### Dependencies\n\n- **Requires**: ADR-006 (Event Sourcing)\n",
     [("supersedes", "ADR-019"), ("supersedes", "./adr-008-snapshots.md")]),
    # cortexproject/cortex docs/proposals/ruler-ha.md line 15: in italics, the successor a few words after the verb
    ("# Ruler HA\n\n- Status: Deprecated\n\n_This proposal is deprecated in favor of the new "
     "[proposal](./ruler-ha-new.md)_\n\n## Intro\n\nx\n", [("deprecated-by", "./ruler-ha-new.md")]),
    # ... and ingesters-migration.md line 11: "Replaced with" names what replaced it
    ("# Ingesters migration\n\n- Status: Replaced with [migration guide](https://github.com/c/c/blob/v1/m.md)\n",
     [("replaced-by", "https://github.com/c/c/blob/v1/m.md")]),
    # Negated, or about something else: no relation.
    ("# X\n\nThis ADR does not supersede ADR-3.\n", []),
    # Windows Terminal's roadmaps (251st held-out set): "This serves as a successor to the [2022 Roadmap]" answers
    # the old roadmap's "This document has been superseded by the [Terminal 2023 Roadmap]"
    ("# Terminal 2023 Roadmap\n\n## Overview\n\nThis document outlines the roadmap. This serves as a successor to "
     "the [2022 Roadmap], to reflect changes.\n\n[2022 Roadmap]: ./roadmap-2022.md\n",
     [("supersedes", "./roadmap-2022.md")]),
    ("# X\n\nBob is a successor to [Alice](alice.md).\n", []),
    # qubinode-navigator's ADR-0027 (247th held-out set): a note in its Status section, read whole as the status and in
    # part as prose; a part of it superseded is an amendment, once
    ("# ADR-0027: AI Assistant\n\n## Status\n\nAccepted - Implemented (2025-11-11)\n\n**Note:** The RAG vector "
     "storage component of this ADR has been superseded by ADR-0049 (Memory Architecture).\n\n## Context\n\nx\n",
     [("amended-by", "ADR-0049")]),
])
def test_relations_stated_in_prose(text: str, expected: list[tuple[str, str]]) -> None:
    assert relations(text) == expected


def test_a_pull_request_is_never_a_document() -> None:
    # rust-rfcs 0544 line 246: "RFC 573" is the pull request that amended it, not a document.
    text = ("# Rename\n\n## History\n\nAmended by [RFC 573][573] to change the suffixes.\n\n"
            "[573]: https://github.com/rust-lang/rfcs/pull/573\n")
    assert relations(text, "0544-rename-int-uint.md") == [("amended-by", "https://github.com/rust-lang/rfcs/pull/573")]


@pytest.mark.parametrize(("path", "template"), [
    ("keps/NNNN-kep-template/README.md", True),
    ("docs/adr/adr-template.md", True),
    (".github/CIP-TEMPLATE.md", True),
    ("proposal-templates/0000-swift-testing-template.md", True),
    ("packages/core/integration-tests/ro-project/docs/adr/20200101-first-adr.md", True),
    ("docs/decisions/0039-use-apache-velocity-as-template-engine.md", False),
    ("adr-014-project-templates.md", False),
    ("text/3456-template-compiler-api.md", False),
])
def test_templates_are_told_by_evidence_not_a_substring(path: str, template: bool) -> None:
    assert parse_document(path, "# Title\n\n## Context\n\nx\n").is_template is template


@pytest.mark.parametrize(("path", "template"), [
    ("EMPTY-ADR.md", True),  # home-assistant/architecture's blank to copy
    ("adr/0007-caching.md", False),  # a record with its template text left in: reported (DC301)
])
def test_an_unnumbered_blank_of_placeholders_is_a_template(path: str, template: bool) -> None:
    text = "# <ADR NUMBER>. <ADR TITLE>\n\nDate: YYYY-MM-DD\n\n## Status\n\nAccepted\n\n## Context\n\n<context>\n"
    assert parse_document(path, text).is_template is template
    assert not parse_document(path, text.replace("YYYY-MM-DD", "2024-05-01")).is_template  # one placeholder only
    assert not parse_document(path, text.replace("<ADR TITLE>", "Use <b>bold</b> text")).is_template


def test_a_scaffolding_tools_variables_make_a_template() -> None:
    # log4brains packages/init/assets: `{DATE_YESTERDAY}` is filled in by its init command.
    doc = parse_document("assets/use-markdown.md", "# Use Markdown\n\n- Status: accepted\n- Date: {DATE_YESTERDAY}\n")
    assert doc.is_template
    # the OpenJS Foundation's proposals/approved/PROJECT_ONBOARDING/NEW_PROJECT_APPLICATION.md, a form the proposal
    # adopted for projects to fill; a record's own interpolation in its text is no form (`${directiveName}`)
    assert parse_document("onboarding/NEW_PROJECT_APPLICATION.md", "# ${Project Name}\n\n## Champion\n").is_template
    assert not parse_document("rfcs/structs.md", "# `__Annotation_${directiveName}` structs\n\nText.\n").is_template


def test_a_date_without_its_colon_is_read(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    # moj-cloud-platform 006: `Date 09/04/2018`.
    (tmp_path / "006-x.md").write_text("# 6. Use X\n\nDate 09/04/2018\n\n## Status\n\nAccepted\n")
    main(["check", str(tmp_path / "006-x.md"), "--no-cache", "-q", "--select", "DC205"])
    assert ":3:1: DC205 ambiguous-date: date '09/04/2018' is ambiguous" in capsys.readouterr().out


def test_a_front_matter_value_left_as_fixme(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / "x.md").write_text("---\ntitle: X\nstatus: # FIXME\n---\n# X\n")
    main(["check", str(tmp_path / "x.md"), "--no-cache", "-q", "--select", "DC301"])
    assert "x.md:3:1: DC301 placeholder-text: status is template text: '# FIXME'" in capsys.readouterr().out


def test_reverted_is_a_status_an_adr_may_have(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    # cometbft adr-105 line 12.
    adr = tmp_path / "doc" / "adr"
    adr.mkdir(parents=True)
    (adr / "0105-x.md").write_text("# ADR 105\n\n## Status\n\nReverted\n\n## Context\n\nx\n\n## Decision\n\ny\n\n"
                                   "## Consequences\n\nz\n")
    main(["check", str(adr), "--no-cache", "-q", "--select", "DC203"])
    assert capsys.readouterr().out == ""


@pytest.mark.parametrize("heading", ["## Background & Context", "## Context: why now"])
def test_a_heading_that_joins_names_counts_as_each(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                     heading: str) -> None:
    # cometbft adr-075 (`## Background & Context`), adr-042 (`## Proposal: ...` as its decision).
    adr = tmp_path / "doc" / "adr"
    adr.mkdir(parents=True)
    (adr / "0075-x.md").write_text(f"# ADR 075\n\n{heading}\n\nx\n\n## Proposal: use gRPC\n\ny\n\n"
                                   "## Consequences\n\nz\n")
    main(["check", str(adr), "--no-cache", "-q", "--select", "DC101"])
    assert capsys.readouterr().out == ""


def test_a_site_root_reference_is_judged_only_where_the_root_is_the_repositorys(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    # k8s-keps 5793's kep.yaml: `replaces: ["/keps/sig-api-machinery/1872-..."]`, a path from the repository's
    # top; checked from a folder that is not that top, what `/` means is unknown: no DC403.
    kep = tmp_path / "sig-api-machinery" / "5793-config"
    kep.mkdir(parents=True)
    (kep / "README.md").write_text("# KEP-5793: Config\n\n## Summary\n\nx\n")
    (kep / "kep.yaml").write_text("title: Config\nreplaces:\n  - /keps/sig-api-machinery/1872-webhooks\n")
    monkeypatch.chdir(tmp_path)
    main(["check", ".", "--all", "--no-cache", "-q", "--select", "DC403"])
    assert capsys.readouterr().out == ""
    (tmp_path / ".doccheck.toml").write_text("")  # now the root is the repository's: the path is judged
    main(["check", ".", "--all", "--no-cache", "-q", "--select", "DC403"])
    assert "replaces '/keps/sig-api-machinery/1872-webhooks', which is not a document here" in capsys.readouterr().out


def test_a_supersession_answered_for_a_section_is_answered(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                            monkeypatch: pytest.MonkeyPatch) -> None:
    # falco proposals: 20200901 says `**Superseded by**: [...](20201025-...)`; 20201025 answers on its second
    # `Supersedes:` line, naming the section it replaced (`20200901-artifacts-cleanup.md#drivers`): not one-way.
    folder = tmp_path / "proposals"
    folder.mkdir()
    (folder / "20200818-artifacts-storage.md").write_text(
        "# Storage\n\n**Superseded by**: [s3](20201025-drivers-storage-s3.md)\n\n## Goals\n\nx\n")
    (folder / "20200901-artifacts-cleanup.md").write_text(
        "# Cleanup\n\n**Superseded by**: [s3](20201025-drivers-storage-s3.md)\n\n## Goals\n\nx\n")
    (folder / "20201025-drivers-storage-s3.md").write_text(
        "# S3\n\nSupersedes: [20200818-artifacts-storage.md#drivers](20200818-artifacts-storage.md#drivers)\n\n"
        "Supersedes: [20200901-artifacts-cleanup.md#drivers](20200901-artifacts-cleanup.md#drivers)\n\n"
        "## Introduction\n\nx\n")
    # the family writes both sides elsewhere: each side is its convention
    (folder / "20200506-scope.md").write_text(
        "# Scope\n\n**Superseded by**: [distribution](20221129-distribution.md)\n\n## Goals\n\nx\n")
    (folder / "20221129-distribution.md").write_text(
        "# Distribution\n\nThis document supersedes [Scope](20200506-scope.md).\n\n## Goals\n\nx\n")
    for n in range(1, 7):  # a family of proposals
        (folder / f"2021010{n}-proposal-{n}.md").write_text(f"# Proposal {n}\n\nSome text.\n\n## Goals\n\nx\n")
    (tmp_path / ".doccheck.toml").write_text("")
    monkeypatch.chdir(tmp_path)
    main(["check", ".", "--all", "--no-cache", "-q", "--select", "DC403,DC404"])
    assert capsys.readouterr().out == ""


def test_a_section_its_template_asks_for_is_asked_of_a_record_in_another_variants_shape(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    # tomriddelsdell.com docs/decisions (thirty-fifth held-out set): its template and 27 of 28 records keep
    # Consequences; a record the built-in MADR variant fits best (which asks for no Consequences) lacking it is still
    # reported, on its template's word, where nine in ten of the family keep it.
    folder = tmp_path / "docs" / "decisions"
    folder.mkdir(parents=True)
    sections = ["Decision Drivers", "Context", "Decision", "Consequences", "Alternatives Considered"]

    def record(title: str, keep: list[str]) -> str:
        return f"# {title}\n\n## Status\n\nAccepted\n\n" + "".join(f"## {s}\n\nx\n\n" for s in keep)

    (folder / "adr-template.md").write_text(
        "# ADR-XXX: [Title]\n\n## Status\n\n[Proposed | Accepted | Deprecated]\n\n"
        + "".join(f"## {s}\n\n[Describe it]\n\n" for s in sections))
    for n in range(1, 11):
        (folder / f"adr-{n:03d}-choice-{n}.md").write_text(record(f"ADR-{n:03d}: Choice {n}", sections))
    (folder / "adr-011-domain-model.md").write_text(
        record("ADR-011: Domain model", [s for s in sections if s != "Consequences"]))
    (tmp_path / ".doccheck.toml").write_text("")
    monkeypatch.chdir(tmp_path)
    main(["check", ".", "--all", "--no-cache", "-q", "--select", "DC101"])
    out = capsys.readouterr().out
    assert "adr-011-domain-model.md:1:1: DC101 missing-section: " in out and "'Consequences'" in out
    assert out.count("DC101") == 1


@pytest.mark.parametrize(("amending", "reported"), [(1, True), (2, False)])
def test_amendments_a_family_never_answers_are_its_convention(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch,
        amending: int, reported: bool) -> None:
    # falco proposals: 20201025 and 20221129 each supersede parts of older proposals, and no proposal ever writes
    # "amended by" (only a proposal replaced whole is marked): the family's way. One such amendment left
    # unanswered (cometbft's "Partly Undo ADR 109", arachne's adr-017) is a gap, reported.
    folder = tmp_path / "proposals"
    folder.mkdir()
    for n in range(1, 9):
        (folder / f"2020010{n}-proposal-{n}.md").write_text(f"# Proposal {n}\n\nSome text.\n\n## Goals\n\nx\n")
    # a proposal replaced whole, marked on both sides (falco's 20200901 and 20201025)
    (folder / "20200109-cleanup.md").write_text(
        "# Cleanup\n\n**Superseded by**: [S3](20220109-s3.md)\n\n## Goals\n\nx\n")
    (folder / "20220109-s3.md").write_text("# S3\n\nSupersedes: [Cleanup](20200109-cleanup.md)\n\n## Goals\n\nx\n")
    for n in range(amending):
        (folder / f"2022010{n}-new-{n}.md").write_text(
            f"# New {n}\n\nThis document supersedes (for the parts concerning drivers) proposal "
            f"[{n + 1}](2020010{n + 1}-proposal-{n + 1}.md).\n\n## Goals\n\nx\n")
    (tmp_path / ".doccheck.toml").write_text("")
    monkeypatch.chdir(tmp_path)
    main(["check", ".", "--all", "--no-cache", "-q", "--select", "DC404"])
    out = capsys.readouterr().out
    assert ("DC404 one-way-supersession: amends 20200101-proposal-1.md" in out) is reported



def test_what_this_decision_replaces_in_a_relative_clause_came_before_it() -> None:
    """agentproofarch's ADR-0012 (hundred-and-seventy-third held-out set) builds on ADR-0004, "the prose warning
    this decision replaces is the weakest tier there is", and on ADR-0003: it replaces neither. The header's
    status after its date, between middle dots, is read too."""
    text = ("# ADR-0012: Per-origin CLI profiles\n\nDate: 2026-07-27 · Status: accepted · Builds on\n"
            "[ADR-0004](0004-enforcement.md) (the prose warning this decision replaces is the weakest tier there is)\n"
            "and [ADR-0003](0003-vercel-environments.md).\n\n## Context\n\nThis decision replaces "
            "[ADR-0002](0002-x.md).\n")
    path = "0012-per-origin-cli-profiles.md"
    record = index_record(parse_document(path, text), ADR, path)
    assert record["status"] == "accepted"
    assert [r[:2] for r in record["relations"]] == [["replaces", "0002-x.md"]]


@pytest.mark.parametrize(("text", "expected"), [
    # ard's ADRs 24 and 57 (hundred-and-seventy-sixth held-out set): what the record supersedes is a thing another
    # record said, named and then said where: an amendment of that record
    ("# 24. Maybe\n\nThis decision supersedes the Go-specific pointer-backed nullable-field representation described "
     "in ADR 0020.\n", [("amends", "ADR-0020")]),
    ("# 57. Mut\n\nThis supersedes the implicit borrowing of `mut` bindings accepted by ADR 0022.\n",
     [("amends", "ADR-0022")]),
    ("# 58. X\n\nThis decision supersedes the decision recorded in ADR 0021.\n", [("supersedes", "ADR-0021")]),
    # ... and what it said, as words: go-utilpkg's ADR-007 and OTGW-firmware's ADR-138 (two-hundred-and-thirty-fifth
    # and thirty-third held-out sets)
    ("# 7. Options\n\nThis supersedes the \"panic on option errors\" guidance in ADR-002 for constructors.\n",
     [("amends", "ADR-002")]),
    ("# 138. Park\n\nThis supersedes the \"re-queue at the back\" wording in ADR-130's original.\n",
     [("amends", "ADR-130")]),
])
def test_a_thing_a_record_said_is_a_part_of_it(text: str, expected: list[tuple[str, str]]) -> None:
    assert relations(text, "0057-x.md") == expected


def test_a_supersession_said_to_be_partial_after_the_record_is_an_amendment() -> None:
    """OTGW-firmware's ADR-054 (two-hundred-and-thirty-third held-out set): "**Supersedes:** ADR-032 (partially —
    ADR-032 remains the baseline ...)": an amendment of ADR-032, which stays in force."""
    found = relations("# 54. Auth\n\n**Supersedes:** ADR-032 (partially — ADR-032 remains the baseline)\n", "0054-x.md")
    assert found and {kind for kind, _target in found} == {"amends"}, found


def test_an_amendment_answered_as_a_part_superseded_by_the_record_not_its_plan(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    """qubinode-navigator (247th held-out set): ADR-0027's component "superseded by ADR-0049" is amended by the record
    `adr-0049-multi-agent-...md`, not by `adr-0049-implementation-plan.md` ("# ADR-0049 Implementation Plan") beside
    it; ADR-0049 answers in its related list, "- [ADR-0027](...) - Superseded for RAG component". Code citing ADR-0027
    cites a decision still in force."""
    adrs = tmp_path / "docs" / "adrs"
    adrs.mkdir(parents=True)
    (adrs / "adr-0027-ai-assistant.md").write_text(
        "# ADR-0027: AI Assistant\n\n## Status\n\nAccepted\n\n**Note:** The RAG vector storage component of this "
        "ADR has been superseded by ADR-0049 (Memory Architecture).\n\n## Context\n\nx\n\n## Decision\n\nd\n")
    (adrs / "adr-0049-implementation-plan.md").write_text(
        "# ADR-0049 Implementation Plan\n\n**Status:** COMPLETE\n\n## Phase 1\n\nx\n")
    (adrs / "adr-0049-memory-architecture.md").write_text(
        "# ADR-0049: Memory Architecture\n\n## Status\n\nAccepted\n\n## Context\n\nx\n\n## Decision\n\nd\n\n"
        "## Related ADRs\n\n- [ADR-0027: AI Assistant](adr-0027-ai-assistant.md) - Superseded for RAG component\n")
    for n in range(1, 9):
        (adrs / f"adr-000{n}-d{n}.md").write_text(
            f"# ADR-000{n}: D{n}\n\n## Status\n\nAccepted\n\n## Context\n\nx\n\n## Decision\n\nd\n")
    (tmp_path / "main.py").write_text('"""The assistant (ADR-0027)."""\n')
    (tmp_path / ".doccheck.toml").write_text("")
    monkeypatch.chdir(tmp_path)
    main(["check", ".", "--all", "--no-cache", "-q", "--select", "DC404,DC421"])
    assert capsys.readouterr().out == ""


@pytest.mark.parametrize(("path", "text", "template"), [
    # jj's design docs (251st held-out set): the process page links `design_doc_blueprint.md`, "# Title"
    ("docs/design_doc_blueprint.md", "# Title\n\n> A cool name for your Project\n\n## Summary\n\nx\n", True),
    # a page about a blueprint, titled in its own words, is none
    ("docs/networking-blueprint.md", "# Networking blueprint\n\nOur reference architecture.\n", False),
])
def test_a_blueprint_titled_as_a_template_is_one(path: str, text: str, template: bool) -> None:
    assert parse_document(path, text).is_template is template


@pytest.mark.parametrize(("text", "expected"), [
    # kyokara's RFC 0002 (330th set): "supersedes RFC 0001 `L18`", one of RFC 1's numbered laws, amends RFC 1
    ("# RFC 0002: Traversal\n\n## RFC 0001 Amendment\n\nThis RFC supersedes RFC 0001 `L18` as currently written.\n",
     [("amends", "RFC-0001")]),
    ("# RFC 0002: Traversal\n\nThis RFC supersedes RFC 0001 as currently written.\n", [("supersedes", "RFC-0001")]),
    # windyroad's ADR 035 (333rd set): a related list telling, in passing, what another record stays superseded by
    ("# Rubric\n\n## Related\n\n- Amends ADR 016 (rubric input shape). ADR 016 stays superseded by ADR 033 (agent "
     "split); this ADR adds a constraint.\n", [("amends", "ADR 016")]),
    # ... its ADR 008: a "## Supersedes" section whose opening sentence starts with the record it supersedes
    ("# Risk\n\n## Supersedes\n\nADR 003 (Split WIP checks into local and remote). The split is preserved.\n",
     [("supersedes", "ADR-003")]),
    ("# Risk\n\n## Supersedes\n\nNothing yet; see [the plan](plan.md) for what may come.\n", []),
    # nano-ros's issue 0506 (332nd set): the sentence ends inside the bold, the next one names another record
    ("# 0506\n\n**This replaces #0567 as enforcement point 2's blocker.** RFC-0074 currently states the "
     "precondition.\n", []),
])
def test_what_a_relation_names_is_this_records_own(text: str, expected: list[tuple[str, str]]) -> None:
    assert relations(text, "0002-x.md") == expected
