"""Inject defects into clean documents of a copy of each source of data328 to data331 (the three-hundred-and-twenty-sixth
to three-hundred-and-twenty-ninth evaluations, parts kg, kh, ki and kj: blind, frozen as /tmp/frozen273). See
inject_kit.py. Every edit below was chosen from the repositories' own templates and documents before anything ran.
Run: /work/main/.venv/bin/python inject-kj.py (writes injected-<source>.txt into each set's folder).
"""
import sys

sys.path.insert(0, "/work/main/bench/conventions-eval")
from inject_kit import Kit, read  # noqa: E402

FROZEN = "/tmp/frozen273"

# ---------------------------------------------------------------- data328 (threehundredtwentysixth, kg)
kit = Kit("threehundredtwentysixth", "kg", data="/work/data328", clean="/work/blind328", pool="/work/blind328",
          copies="/tmp/eval328-inj", frozen=FROZEN)

# acp-spec-rfcs: rfcs/rfc-NNNN-slug.md (0001-0015), template rfcs/TEMPLATE.md (bullet '- **Status**:
# [Draft|Accepted|Rejected|Proposed|Implemented]', Summary / Motivation / Detailed Design / ... / Drawbacks / ... with
# bracketed guidance text); cross-references are metadata text, 'Supersedes' names chapters, not RFCs: a, a, b, c, f, g.
s = kit.source("acp-spec-rfcs", "rfcs", r"rfc-\d{4}-.*\.md")
tpl = read("/work/data328/acp-spec-rfcs/rfcs/TEMPLATE.md")
D = "rfcs"
f = s.pick("\n## Summary\n")  # (rfc-0004 was not clean)
s.delsec("a", f, "## Summary", f"deleted '## Summary' (TEMPLATE.md and 13 of 15 RFCs have it) from {f}")
f = s.pick("\n## Motivation\n")
s.delsec("a", f, "## Motivation", f"deleted '## Motivation' (TEMPLATE.md and 13 of 15 RFCs have it) from {f}")
f = s.take(f"{D}/rfc-0006-documentation-system-bridging.md")
s.sub("b", f, "RFC-0003 (Provenance Tracking)", "[RFC-0003](rfc-0003-provenance-tracking.md) (Provenance Tracking)",
      f"link to rfc-0003-provenance-tracking.md (the RFC is rfc-0003-annotation-provenance-tracking.md) added to {f}")
f = s.take(f"{D}/rfc-0008-acp-type-annotations.md")
s.copy("c", f, f"{D}/rfc-0008-type-annotations.md",
       f"copy of {f} as {D}/rfc-0008-type-annotations.md: number 0008 taken twice")
f = s.pick("- **Status**: Implemented\n")
s.sub("f", f, "- **Status**: Implemented\n", "- **Status**: Implemnted\n",
      f"status 'Implemented' -> 'Implemnted' (TEMPLATE.md: Draft|Accepted|Rejected|Proposed|Implemented; 8 say "
      f"Implemented) in {f}")
f = s.pick("\n## Drawbacks\n")
body = tpl.split("\n## Drawbacks\n", 1)[1].split("\n## Alternatives\n", 1)[0].strip("\n")
s.setbody("g", f, "## Drawbacks", body,
          f"'## Drawbacks' body replaced by TEMPLATE.md's '[Why should we *not* do this? Be honest about the "
          f"downsides.]' in {f}")
s.score("# acp-spec-rfcs: kinds a, a, b, c, f, g. One copy: /tmp/eval328-inj/acp-spec-rfcs.")

# sage-rfcs: rfcs/RFC-NNNN-slug.md (plus RFC-0005a), no template, no section kept by nearly all (Summary 9 of 24),
# status in three styles (bullet '- **Status:** Implemented' in 0002-0021), links './RFC-0003-compile-to-rust.md',
# nothing superseded: b, b, c, c, f, f.
s = kit.source("sage-rfcs", "rfcs", r"RFC-\d{4}[a-z]?-.*\.md")
D = "rfcs"
f = s.take(f"{D}/RFC-0006-message-passing.md")
s.sub("b", f, "- **Depends on:** RFC-0003 (Compile to Rust)",
      "- **Depends on:** [RFC-0003](./RFC-0003-compile-rust.md) (Compile to Rust)",
      f"link to ./RFC-0003-compile-rust.md (the RFC is RFC-0003-compile-to-rust.md) added to {f}")
f = s.take(f"{D}/RFC-0016-grove-manifest.md")
s.sub("b", f, "- **Amends:** RFC-0008 (Package Manager)",
      "- **Amends:** [RFC-0008](./RFC-0008-package-managers.md) (Package Manager)",
      f"link to ./RFC-0008-package-managers.md (the RFC is RFC-0008-package-manager.md) added to {f}")
f = s.take(f"{D}/RFC-0009-first-class-functions.md")
s.copy("c", f, f"{D}/RFC-0009-closures.md", f"copy of {f} as {D}/RFC-0009-closures.md: number 0009 taken twice")
f = s.take(f"{D}/RFC-0012-testing-framework.md")
s.copy("c", f, f"{D}/RFC-0012-test-framework.md",
       f"copy of {f} as {D}/RFC-0012-test-framework.md: number 0012 taken twice")
f = s.take(f"{D}/RFC-0007-error-handling.md")
s.sub("f", f, "- **Status:** Implemented\n", "- **Status:** Implmented\n",
      f"status 'Implemented' -> 'Implmented' (values: Implemented, Draft, Suspended) in {f}")
f = s.take(f"{D}/RFC-0015-generics.md")
s.sub("f", f, "- **Status:** Draft\n", "- **Status:** Darft\n",
      f"status 'Draft' -> 'Darft' (values: Implemented, Draft, Suspended) in {f}")
s.score("# sage-rfcs: kinds b, b, c, c, f, f. One copy: /tmp/eval328-inj/sage-rfcs.")

# ---------------------------------------------------------------- data329 (threehundredtwentyseventh, kh)
kit = Kit("threehundredtwentyseventh", "kh", data="/work/data329", clean="/work/blind329", pool="/work/blind329",
          copies="/tmp/eval329-inj", frozen=FROZEN)

# mit-dspace-submission: docs/architecture-decisions/NNNN-slug.md, adr-tools Nygard (Status / Context / Decision /
# Consequences in 8 of 8), no template file; supersession on both sides ('Superceded by [8. ...](0008-....md)' and
# 'Supercedes [3. ...](0003-....md)'): a, a, b, c, d, e.
s = kit.source("mit-dspace-submission", "docs/architecture-decisions", r"\d{4}-.*\.md")
D = "docs/architecture-decisions"
f = s.take(f"{D}/0007-result-message-spec.md")
s.delsec("a", f, "## Context", f"deleted '## Context' (adr-tools Nygard; 8 of 8 ADRs have it) from {f}")
f = s.take(f"{D}/0004-metadata-json-spec.md")
s.delsec("a", f, "## Consequences", f"deleted '## Consequences' (adr-tools Nygard; 8 of 8 ADRs have it) from {f}")
f = s.take(f"{D}/0006-submission-message-spec.md")
s.sub("b", f, "See [3. Submission message spec](0003-submission-message-spec.md) for additional context.",
      "See [3. Submission message spec](0003-submission-message-spec.md) and "
      "[7. Result message spec](0007-result-message-specification.md) for additional context.",
      f"link to 0007-result-message-specification.md (the ADR is 0007-result-message-spec.md) added to {f}")
f = s.take(f"{D}/0001-record-architecture-decisions.md")
s.copy("c", f, f"{D}/0001-record-decisions.md", f"copy of {f} as {D}/0001-record-decisions.md: number 0001 taken twice")
f = s.take(f"{D}/0008-move-specifications.md")
s.sub("d", f, "## Status\n\nAccepted\n", "## Status\n\nSuperceded by [9. Use callbacks](0009-use-callbacks.md)\n",
      f"status 'Superceded by [9. Use callbacks](0009-use-callbacks.md)' (no 0009, the last is 0008; 0003 writes "
      f"'Superceded by [8. ...](0008-move-specifications.md)') in {f}")
old = s.take(f"{D}/0002-use-python-and-click.md")
f = s.take(f"{D}/0005-process-all-documents-in-the-queue-every-run.md")
s.sub("e", f, "## Status\n\nAccepted\n",
      "## Status\n\nAccepted\n\nSupercedes [2. Use Python and Click](0002-use-python-and-click.md)\n",
      f"'Supercedes [2. Use Python and Click](0002-use-python-and-click.md)' (as 0008 writes 'Supercedes [3. ...]') "
      f"added to {f}; {old} left 'Accepted'")
s.score("# mit-dspace-submission: kinds a, a, b, c, d, e. One copy: /tmp/eval329-inj/mit-dspace-submission.")

# hackney-evidence-api: docs/adr/NNNN-slug.md, adr-tools Nygard (Status / Context / Decision / Consequences in 8 of 8),
# every status Accepted, no template file, no supersession: a, a, b, c, f.
s = kit.source("hackney-evidence-api", "docs/adr", r"\d{4}-.*\.md")
D = "docs/adr"
f = s.take(f"{D}/0003-use-asp-net-for-platform-apis.md")
s.delsec("a", f, "## Decision", f"deleted '## Decision' (adr-tools Nygard; 8 of 8 ADRs have it) from {f}")
f = s.take(f"{D}/0005-use-text-files-for-simple-configuration.md")
s.delsec("a", f, "## Consequences", f"deleted '## Consequences' (adr-tools Nygard; 8 of 8 ADRs have it) from {f}")
f = s.take(f"{D}/0007-use-s3-for-uploading-and-fetching-documents.md")
s.sub("b", f, "because we were restricted due to API Gateway.",
      "because we were restricted due to API Gateway. Uploaded files are still scanned as decided in "
      "[6. Use Palo Altos to perform malware scanning](0006-use-palo-altos-to-perform-malware-scanning.md).",
      f"link to 0006-use-palo-altos-to-perform-malware-scanning.md (the ADR is "
      f"0006-use-palos-altos-to-perform-malware-scanning.md) added to {f}")
f = s.take(f"{D}/0004-build-an-abstracted-resident-store.md")
s.copy("c", f, f"{D}/0004-abstract-resident-store.md",
       f"copy of {f} as {D}/0004-abstract-resident-store.md: number 0004 taken twice")
f = s.take(f"{D}/0002-create-two-platform-apis-instead-of-a-single-api.md")
s.sub("f", f, "## Status\n\nAccepted\n", "## Status\n\nAcepted\n",
      f"status 'Accepted' -> 'Acepted' (8 of 8 say Accepted) in {f}")
s.score("# hackney-evidence-api: kinds a, a, b, c, f. One copy: /tmp/eval329-inj/hackney-evidence-api.")

# nhsd-dos-integration: documentation/adr/NNN-Slug.md, template documentation/adr/README.md ('* Status: [Proposed |
# Rejected | Accepted | Deprecated | ... | Superseded by ADR-XXX]', Context / Decision / Consequences with bracketed
# text); records: Overview, bullets ('* Status: Decided' in 12 of 12), Context and Decision in 12 of 12; no links
# between records, nothing superseded yet (the template writes 'Superseded by ADR-XXX'): a, b, c, d, f, g.
s = kit.source("nhsd-dos-integration", "documentation/adr", r"\d{3}-.*\.md")
tpl = read("/work/data329/nhsd-dos-integration/documentation/adr/README.md")
D = "documentation/adr"
f = s.take(f"{D}/005-Email-sending-architecture.md")
s.delsec("a", f, "## Context", f"deleted '## Context' (the README template and 12 of 12 ADRs have it) from {f}")
f = s.take(f"{D}/008-Live-Environments-Message-Routing.md")
s.sub("b", f, "withheld from the live environment during deployment.\n\nHigh level requirements:",
      "withheld from the live environment during deployment. Environments are versioned as decided in "
      "[ADR-007](007-Live-Environment-Versioning.md).\n\nHigh level requirements:",
      f"link to 007-Live-Environment-Versioning.md (the ADR is 007-Live-Environments-Versioning.md) added to {f}")
f = s.take(f"{D}/006-Message-Grouping-architecture.md")
s.copy("c", f, f"{D}/006-Message-Grouping.md", f"copy of {f} as {D}/006-Message-Grouping.md: number 006 taken twice")
f = s.take(f"{D}/009-Live-Environments-Shared-Resources.md")
s.sub("d", f, "* Status: Decided\n", "* Status: Superseded by ADR-013\n",
      f"status 'Superseded by ADR-013' (no ADR-013, the last is ADR-012; the README template writes 'Superseded by "
      f"ADR-XXX') in {f}")
f = s.take(f"{D}/010-Improve-Application-Performance.md")
s.sub("f", f, "* Status: Decided\n", "* Status: Decidd\n",
      f"status 'Decided' -> 'Decidd' (12 of 12 say Decided) in {f}")
f = s.take(f"{D}/004-DoS-connection-architecture.md")
body = tpl.split("\n## Decision\n", 1)[1].split("\n## Consequences\n", 1)[0].strip("\n")
s.setbody("g", f, "## Decision", body,
          f"'## Decision' body replaced by the README template's '[What is the change that we're actually proposing "
          f"or doing]' in {f}")
s.score("# nhsd-dos-integration: kinds a, b, c, d, f, g. One copy: /tmp/eval329-inj/nhsd-dos-integration.")

# ---------------------------------------------------------------- data330 (threehundredtwentyeighth, ki)
kit = Kit("threehundredtwentyeighth", "ki", data="/work/data330", clean="/work/blind330", pool="/work/blind330",
          copies="/tmp/eval330-inj", frozen=FROZEN)

# energinet-adr: doc/architecture/adr/NNNN-slug.md, template template.md (trimmed MADR, '* Status: [proposed | rejected
# | accepted | deprecated | … | superseded by [ADR-0005](0005-example.md)]', Context and Problem Statement / Considered
# Options / Decision Outcome / Rationale with bracketed text); 'Deprecated by [0015 ...](0015-....md)' on one side
# only: a, b, c, d, f, g.
s = kit.source("energinet-adr", "doc/architecture/adr", r"\d{4}-.*\.md")
tpl = read("/work/data330/energinet-adr/doc/architecture/adr/template.md")
D = "doc/architecture/adr"
f = s.take(f"{D}/0021-health-checks.md")
s.delsec("a", f, "## Context and Problem Statement",
         f"deleted '## Context and Problem Statement' (template.md and 29 of 29 ADRs have it) from {f}")
f = s.take(f"{D}/0020-authentication-orm.md")
s.sub("b", f, "MartenDB EventStore has previously been proposed as",
      "MartenDB EventStore (see [ADR-0003](0003-eventstore.md)) has previously been proposed as",
      f"link to 0003-eventstore.md (the ADR is 0003-event-store.md) added to {f}")
f = s.take(f"{D}/0009-configuration.md")
s.copy("c", f, f"{D}/0009-service-configuration.md",
       f"copy of {f} as {D}/0009-service-configuration.md: number 0009 taken twice")
f = s.pick("* Status: accepted\n")  # (0023 was not clean)
s.sub("d", f, "* Status: accepted\n", "* Status: superseded by [ADR-0030](0030-new-approach.md)\n",
      f"status 'superseded by [ADR-0030](0030-new-approach.md)' (no 0030, the last is 0029; template.md writes "
      f"'superseded by [ADR-0005](0005-example.md)') in {f}")
f = s.pick("* Status: accepted\n")
s.sub("f", f, "* Status: accepted\n", "* Status: acepted\n",
      f"status 'accepted' -> 'acepted' (template.md: proposed | rejected | accepted | deprecated | superseded) in {f}")
f = s.pick("\n## Rationale\n")
body = tpl.split("\n## Rationale\n", 1)[1].split("\n### Positive Consequences", 1)[0].strip("\n")
s.setbody("g", f, "## Rationale", body,
          f"'## Rationale' body replaced by template.md's '[justification. e.g., only option, ...]' in {f}")
s.score("# energinet-adr: kinds a, b, c, d, f, g. One copy: /tmp/eval330-inj/energinet-adr.")

# opensearch-sql-devdocs: docs/dev/*.md, unnumbered, no template, status or supersession, no section kept by nearly
# all; links by relative file name: b, b.
s = kit.source("opensearch-sql-devdocs", "docs/dev", r"(?!index\.md)[\w.-]+\.md")
D = "docs/dev"
f = s.take(f"{D}/sql-nested-function-where-clause.md")
s.sub("b", f, "filters documents of `nested` object type based on field properties.",
      "filters documents of `nested` object type based on field properties (the `SELECT` clause form is described "
      "in [Nested Function In Select Clause](sql-nested-function-in-select-clause.md)).",
      f"link to sql-nested-function-in-select-clause.md (the document is sql-nested-function-select-clause.md) "
      f"added to {f}")
f = s.take(f"{D}/opensearch-pagination.md")
s.sub("b", f, "Support for cursor is a fundamental requirement of any SQL engine.",
      "Support for cursor is a fundamental requirement of any SQL engine. Pagination in the V2 engine is described "
      "in [Pagination in V2](opensearch-pagination-v2.md).",
      f"link to opensearch-pagination-v2.md (the document is Pagination-v2.md) added to {f}")
s.score("# opensearch-sql-devdocs: kinds b, b. One copy: /tmp/eval330-inj/opensearch-sql-devdocs.")

# ---------------------------------------------------------------- data331 (threehundredtwentyninth, kj)
kit = Kit("threehundredtwentyninth", "kj", data="/work/data331", clean="/work/blind331", pool="/work/blind331",
          copies="/tmp/eval331-inj", frozen=FROZEN)

# diveday-adr: docs/architecture/decisions/NNNN-slug.md (0001-0006) and YYYYMMDD-slug.md, template 0000-template.md
# ('- **Status:** Proposed', Context / Decision / Alternatives considered / Consequences with guidance text, all four
# in 254 of 254 ADRs); 'Superseded by [id](id.md)' and '- **Supersedes:** [id](id.md)' on both sides: a, c, d, e, f, g.
s = kit.source("diveday-adr", "docs/architecture/decisions", r"(\d{4}|\d{8})-.*\.md")
tpl = read("/work/data331/diveday-adr/docs/architecture/decisions/0000-template.md")
D = "docs/architecture/decisions"
f = s.take(f"{D}/20260718-dive-site-library.md")
s.delsec("a", f, "## Context", f"deleted '## Context' (0000-template.md and 254 of 254 ADRs have it) from {f}")
f = s.take(f"{D}/0003-repo-structure.md")
s.copy("c", f, f"{D}/0003-single-app-root.md", f"copy of {f} as {D}/0003-single-app-root.md: number 0003 taken twice")
f = s.take(f"{D}/20260719-trip-dive-briefings.md")
s.sub("d", f, "- **Status:** Accepted\n",
      "- **Status:** Superseded by [20260823-dive-briefing-templates](20260823-dive-briefing-templates.md)\n",
      f"status 'Superseded by [20260823-dive-briefing-templates](20260823-dive-briefing-templates.md)' (no such ADR, "
      f"the last is 20260822; others write 'Superseded by [20260718-dynamic-demo-onboarding](...)') in {f}")
old = s.take(f"{D}/20260718-waiver-signature-retention.md")
f = s.take(f"{D}/20260721-waiver-sign-once.md")
s.sub("e", f, "- **Date:** 2026-07-21\n",
      "- **Date:** 2026-07-21\n"
      "- **Supersedes:** [20260718-waiver-signature-retention](20260718-waiver-signature-retention.md)\n",
      f"'- **Supersedes:** [20260718-waiver-signature-retention](20260718-waiver-signature-retention.md)' (as 19 "
      f"records write '- **Supersedes:**') added to {f}; {old} left '- **Status:** Accepted'")
f = s.take(f"{D}/20260719-recurring-trip-series.md")
s.sub("f", f, "- **Status:** Accepted\n", "- **Status:** Acepted\n",
      f"status 'Accepted' -> 'Acepted' (README: Proposed, Accepted, Deprecated, Superseded by <id>) in {f}")
f = s.take(f"{D}/20260719-msw-offline-sync-only.md")
body = tpl.split("\n## Alternatives considered\n", 1)[1].split("\n## Consequences\n", 1)[0].strip("\n")
s.setbody("g", f, "## Alternatives considered", body,
          f"'## Alternatives considered' body replaced by 0000-template.md's '- **Option** — why not, in one line. "
          f"...' in {f}")
s.score("# diveday-adr: kinds a, c, d, e, f, g. One copy: /tmp/eval331-inj/diveday-adr.")

# bikebin-design-docs: docs/design-docs/NNN-slug.md, no template file, no status or supersession; links
# '[001-auth.md](001-auth.md)': b, b, c, c.
s = kit.source("bikebin-design-docs", "docs/design-docs", r"\d{3}-.*\.md")
D = "docs/design-docs"
f = s.take(f"{D}/013-ratings.md")
s.sub("b", f, "After a borrow, donate, or sell transaction",
      "After a borrow ([006-borrowing.md](006-borrowing.md)), donate, or sell transaction",
      f"link to 006-borrowing.md (the doc is 006-borrow.md) added to {f}")
f = s.take(f"{D}/017-data-export.md")
s.sub("b", f, "Triggered from the profile screen,", "Triggered from the profile screen ([011-profiles.md](011-profiles.md)),",
      f"link to 011-profiles.md (the doc is 011-profile.md) added to {f}")
f = s.take(f"{D}/005-search.md")
s.copy("c", f, f"{D}/005-item-search.md", f"copy of {f} as {D}/005-item-search.md: number 005 taken twice")
f = s.take(f"{D}/010-locations.md")
s.copy("c", f, f"{D}/010-saved-locations.md", f"copy of {f} as {D}/010-saved-locations.md: number 010 taken twice")
s.score("# bikebin-design-docs: kinds b, b, c, c. One copy: /tmp/eval331-inj/bikebin-design-docs.")

# chatgame-adr: docs/decisions/NNNN-slug.md, MADR with README-defined mandatory sections (Status / Context and Problem
# Statement / Decision Drivers / Considered Options / Decision Outcome / Pros and Cons of the Options / Links, 29 of 29),
# no template file; 'Superseded by [0023](0023-....md)' and '— 被本记录取代的...' links on both sides: a, b, c, d, e, f.
s = kit.source("chatgame-adr", "docs/decisions", r"\d{4}-.*\.md")
D = "docs/decisions"
f = s.take(f"{D}/0024-frontend-workbench-and-ci.md")
s.delsec("a", f, "## Decision Drivers",
         f"deleted '## Decision Drivers' (README's mandatory sections; 29 of 29 records have it) from {f}")
f = s.take(f"{D}/0025-emberfall-industrial-folk-mystery.md")
s.sub("b", f, "## Links\n\n", "## Links\n\n- [0026](0026-starlight-shift-consoles.md) — 同批重做的内置剧本。\n",
      f"link to 0026-starlight-shift-consoles.md (the record is 0026-starlight-shift-console.md) added to {f}")
f = s.take(f"{D}/0019-semantic-enums-to-free-text.md")
s.copy("c", f, f"{D}/0019-free-text-semantics.md", f"copy of {f} as {D}/0019-free-text-semantics.md: number 0019 "
       f"taken twice")
f = s.take(f"{D}/0010-import-staging-cleanup.md")
s.sub("d", f, "## Status\nAccepted\n", "## Status\nSuperseded by [0029](0029-import-staging-v2.md)\n",
      f"status 'Superseded by [0029](0029-import-staging-v2.md)' (no 0029, the last is 0028; 0023 writes 'Superseded "
      f"by [0028](0028-conversation-first-game-layout.md)') in {f}")
old = s.take(f"{D}/0014-llm-context-management.md")
f = s.take(f"{D}/0015-memory-strength-retrieval-supersede.md")
s.sub("e", f, "## Links\n\n", "## Links\n\n- [0014](0014-llm-context-management.md) — 被本记录取代的上下文管理方案。\n",
      f"'- [0014](0014-llm-context-management.md) — 被本记录取代的...' (as 0028 writes '— 被本记录取代的整体布局契约') added "
      f"to {f}; {old} left 'Accepted'")
f = s.take(f"{D}/0005-script-format-v1.md")
s.sub("f", f, "## Status\nAccepted\n", "## Status\nAcepted\n",
      f"status 'Accepted' -> 'Acepted' (README: Proposed, Accepted, Rejected, Deprecated, Superseded by) in {f}")
s.score("# chatgame-adr: kinds a, b, c, d, e, f. One copy: /tmp/eval331-inj/chatgame-adr.")
