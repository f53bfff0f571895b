"""Inject defects into clean documents of a copy of each source of data365 (the three-hundred-and-sixty-second
evaluation, part lq), data366 (the three-hundred-and-sixty-third, part lr) and data367 (the three-hundred-and-sixty-
fourth, part ls; its blind run is /work/blind364): blind, frozen as /tmp/frozen281. See inject_kit.py. Every edit below
was chosen from the repositories' own templates, process documents and documents before anything ran.
Run: /work/main/.venv/bin/python inject-lq-lr-ls.py (writes injected-<source>.txt into each set's folder).
"""
import sys

sys.path.insert(0, "/work/main/bench/conventions-eval")
from inject_kit import Kit, read  # noqa: E402,F401

FROZEN = "/tmp/frozen281"

# adr-tools' built-in template (weathergov-adr has no template file; its 0001 is the stock adr-tools/Nygard
# 'Record architecture decisions' bootstrap): its guidance line for Context.
ADR_TOOLS_CONTEXT = "The issue motivating this decision, and any context that influences or constrains the decision."


def body(tpl: str, heading: str) -> str:
    """The template's own text under `heading` (to the next heading of the same level or above)."""
    level = len(heading) - len(heading.lstrip("#"))
    rest = tpl.split(f"\n{heading}\n", 1)[1]
    out = []
    for line in rest.split("\n"):
        if line.startswith("#") and len(line) - len(line.lstrip("#")) <= level:
            break
        out.append(line)
    return "\n".join(out).strip("\n")


# ---------------------------------------------------------------- data365 (threehundredsixtysecond, lq)
kit = Kit("threehundredsixtysecond", "lq", data="/work/data365", clean="/work/blind365", pool="/work/blind365",
          copies="/tmp/eval365-inj", frozen=FROZEN)

# weathergov-adr: docs/architecture/decisions/NNNN-<sentence-slug>.md (0001-0029, no gaps or duplicates; no README,
# template or .adr-dir); 0001 the stock adr-tools 'Record architecture decisions', so the records follow adr-tools'
# built-in template: H1, 'Date: YYYY-MM-DD', Status / Context / Decision / Consequences (29 of 29; H2 in 0001-0002,
# H3 '### Status' etc. in 0003-0029); status the paragraph under '### Status' (Accepted 20, Superseded 7, Draft 2);
# supersession: the old record's status is '**Superseded by [ADR 0020](0020-slug.md)**' (0004, 0006, 0010, 0016) or
# 'Superseded by [ADR 0012](0012-slug.md).' (0009, 0012, 0019); the new record writes 'Supersedes [ADR 0010]
# (0010-slug.md).' as a line of its Context (0012, 0019, 0021, 0025, first line in 0026); sibling links are full-file-
# name inline links '[ADR 0016](0016-slug.md)'. 0012, 0017-0019 and 0021 have CRLF line ends (not used for edits that
# match several lines). a, b, c, d, e, f, g (0003, 0004, 0006, 0022 are flagged, not in the pool).
s = kit.source("weathergov-adr", "docs/architecture/decisions", r"\d{4}-[\w-]+\.md")
D = "docs/architecture/decisions"
f = s.take(f"{D}/0023-we-will-use-just-as-a-task-runner.md")
s.delsec("a", f, "### Consequences",
         f"deleted '### Consequences' (adr-tools' template and 29 of 29 ADRs have it) from {f}")
f = s.take(f"{D}/0027-we-will-use-redis-for-interop-cache.md")
s.sub("b", f, "We are already using some forms of caching in the interop layer, including:",
      "We are already using some forms of caching in the interop layer ([ADR 0017]"
      "(0017-we-will-use-an-interoperability-layer-between-the-nws-api-and-the-website.md)), including:",
      f"link '[ADR 0017](0017-we-will-use-an-interoperability-layer-between-the-nws-api-and-the-website.md)' in the "
      f"family's '[ADR NNNN](NNNN-slug.md)' style (the ADR is 0017-...-between-the-nws-public-api-and-the-website.md) "
      f"added to {f}")
f = s.take(f"{D}/0008-we-use-containers-for-development-testing-and-production.md")
s.copy("c", f, f"{D}/0008-we-use-containers-for-local-development.md",
       f"copy of {f} as {D}/0008-we-use-containers-for-local-development.md: number 0008 taken twice (0001-0029 one "
       f"number each)")
f = s.take(f"{D}/0015-we-will-use-newrelic-for-performance-metrics.md")
s.sub("d", f, "### Status\n\nAccepted\n",
      "### Status\n\n**Superseded by [ADR 0030](0030-we-will-use-opentelemetry-for-performance-metrics.md)**\n",
      f"status 'Accepted' -> '**Superseded by [ADR 0030](0030-we-will-use-opentelemetry-for-performance-metrics.md)**' "
      f"(no 0030, the last is 0029; the bold status form of 0004, 0006, 0010, 0016) in {f}")
old = s.take(f"{D}/0014-we-will-store-and-use-our-own-geospatial-data.md")
f = s.take(f"{D}/0029-we-will-use-geobuf-for-spatial-data.md")
s.sub("e", f, "### Context\n\n",
      "### Context\n\nSupersedes [ADR 0014](0014-we-will-store-and-use-our-own-geospatial-data.md).\n\n",
      f"'Supersedes [ADR 0014](0014-we-will-store-and-use-our-own-geospatial-data.md).' as the first line of Context "
      f"(the family's new-side form, as in 0026 and 0025) added to {f}; {old} left 'Accepted'")
f = s.take(f"{D}/0005-we-will-use-our-cms-in-traditional-mode-not-headless.md")
s.sub("f", f, "### Status\n\nAccepted\n", "### Status\n\nAcepted\n",
      f"status 'Accepted' -> 'Acepted' (Accepted 20, Superseded 7, Draft 2) in {f}")
f = s.take(f"{D}/0024-we-will-use-html-sanitizer.md")
s.setbody("g", f, "### Context", ADR_TOOLS_CONTEXT,
          f"'### Context' body replaced by adr-tools' template line '{ADR_TOOLS_CONTEXT}' (no template file; 0001 is "
          f"adr-tools' bootstrap) in {f}")
s.score("# weathergov-adr: kinds a, b, c, d, e, f, g. One copy: /tmp/eval365-inj/weathergov-adr.")

# sysprims-adr: docs/decisions/ADR-NNNN-slug.md (ADR-0000-ADR-0015, no gaps or duplicates; README.md: 'Name the file:
# <TYPE>-<NNNN>-<slug-form-title>.md', ADR-0000: 'Numbers are never reused'), template docs/decisions/adr-template.md:
# H1 '# ADR-NNNN: Title', a blockquote block '> **Status**: Proposed | Accepted | Deprecated | Superseded',
# '> **Date**:', '> **Authors**:', '> **Supersedes**: [ADR-NNNN if applicable]', '> **Superseded by**: [ADR-NNNN if
# applicable]', then Context / Decision / Consequences (Positive/Negative/Neutral) / Alternatives Considered /
# References; Context, Decision, Consequences, Alternatives Considered in 16 of 16; status the '> **Status**:' line
# (Accepted 13, Proposed 3; some end in two spaces); lifecycle 'Proposed -> Accepted -> (Deprecated | Superseded)',
# Superseded = 'Replaced by another decision (link to successor)'; no supersession yet, so d and e use the template's
# '> **Superseded by**:' / '> **Supersedes**:' block lines, with the successor linked as README's index links it
# ('[ADR-0000](ADR-0000-adr-process.md)'); sibling links: README's index and References bullets
# '[ADR-0004: FFI Design](...md)' (0012). a, b, c, d, e, f, g (0005, 0009, 0011, 0012 are flagged, not in the pool).
R = "/work/data365/sysprims-adr"
s = kit.source("sysprims-adr", "docs/decisions", r"ADR-\d{4}-[\w-]+\.md")
tpl = read(f"{R}/docs/decisions/adr-template.md")
D = "docs/decisions"
f = s.take(f"{D}/ADR-0006-dependency-governance.md")
s.delsec("a", f, "## Consequences",
         f"deleted '## Consequences' (adr-template.md and 16 of 16 ADRs have it) from {f}")
f = s.take(f"{D}/ADR-0002-crate-structure.md")
s.sub("b", f, "- [seekable-zstd structure](https://github.com/3leaps/seekable-zstd) (similar pattern)",
      "- [seekable-zstd structure](https://github.com/3leaps/seekable-zstd) (similar pattern)\n"
      "- [ADR-0003: Group-by-Default Process Control](ADR-0003-group-by-default-process-control.md)",
      f"References link '[ADR-0003: Group-by-Default Process Control](ADR-0003-group-by-default-process-control.md)' "
      f"in 0012's / README index's inline style (the ADR is ADR-0003-group-by-default.md) added to {f}")
f = s.take(f"{D}/ADR-0008-error-handling.md")
s.copy("c", f, f"{D}/ADR-0008-error-codes.md",
       f"copy of {f} as {D}/ADR-0008-error-codes.md: number 0008 ('ADR-0008-' and '# ADR-0008:') taken twice "
       f"(ADR-0000: 'Numbers are never reused')")
f = s.take(f"{D}/ADR-0007-platform-abstraction.md")
s.sub("d", f, "> **Status**: Accepted\n> **Date**: 2025-12-31\n> **Authors**: Architecture Council\n",
      "> **Status**: Superseded\n> **Date**: 2025-12-31\n> **Authors**: Architecture Council\n"
      "> **Superseded by**: [ADR-0016](ADR-0016-platform-support-tiers.md)\n",
      f"status 'Accepted' -> 'Superseded' with the template's '> **Superseded by**: [ADR-0016]"
      f"(ADR-0016-platform-support-tiers.md)' (no ADR-0016, the last is ADR-0015) in {f}")
old = s.take(f"{D}/ADR-0014-ffi-artifact-groups-and-binding-consumers.md")
f = s.take(f"{D}/ADR-0015-typescript-npm-publishing.md")
s.sub("e", f, "> **Authors**: cicd, devlead\n",
      "> **Authors**: cicd, devlead\n"
      "> **Supersedes**: [ADR-0014](ADR-0014-ffi-artifact-groups-and-binding-consumers.md)\n",
      f"the template's '> **Supersedes**: [ADR-0014](ADR-0014-ffi-artifact-groups-and-binding-consumers.md)' added to "
      f"{f}'s metadata block (ADR-0015 replaces the TypeScript packaging notes of ADR-0014); {old} left 'Accepted'")
f = s.take(f"{D}/ADR-0003-group-by-default.md")
s.sub("f", f, "> **Status**: Accepted  \n", "> **Status**: Acepted  \n",
      f"status 'Accepted' -> 'Acepted' (template: Proposed | Accepted | Deprecated | Superseded; Accepted 13, "
      f"Proposed 3) in {f}")
f = s.take(f"{D}/ADR-0001-license-policy.md")
g = body(tpl, "## Context")
s.setbody("g", f, "## Context", g,
          f"'## Context' body replaced by adr-template.md's '{g}' in {f}")
s.score("# sysprims-adr: kinds a, b, c, d, e, f, g. One copy: /tmp/eval365-inj/sysprims-adr.")

# ---------------------------------------------------------------- data366 (threehundredsixtythird, lr)
kit = Kit("threehundredsixtythird", "lr", data="/work/data366", clean="/work/blind366", pool="/work/blind366",
          copies="/tmp/eval366-inj", frozen=FROZEN)

# umee-design-docs: docs/design_docs/NNN-kebab-title.md (001-012, no gaps or duplicates), README.md (rules, table of
# contents '[001: Interest Stream](./001-interest-stream.md)') and TEMPLATE.md ('# Design Doc {NUMBER}: {TITLE}',
# '## Status' with '{Draft|Accepted|Declined|Superseded}', Abstract / Context / Specification / Alternative Approaches
# / Test Cases / Consequences / Further Discussions / Comments / References, each with '> ...' guidance); every doc
# has '## Changelog' then '## Status' with a bare status word (Proposed 5, Accepted 5, Implemented 2); Consequences in
# the template and 12 of 12; supersession: TEMPLATE 'marked as superseded with a reference to its replacement',
# README 'a reference to the new design should be added to its text', and 008's References 'The implementations
# discussed in some previous design docs are partially superseded by this decision:' with a link list
# '- [003: Borrow Assets](./003-borrow-assets.md)'; sibling links './NNN-slug.md'. Only six docs are clean (001, 003,
# 004, 005, 008, 009 are flagged), fewer than the seven documents a-g need, so e's old record 006 is also g's document
# (g touches only its Context, not its status), and c copies 012 before f edits 012's status. 006 says 'Proposed' but
# README's Table of Contents lists it under Implemented, so 006 is first made 'Implemented' (a setup edit) so that it is
# in force when 011 supersedes it. a, b, c, d, e, f, g.
R = "/work/data366/umee-design-docs"
s = kit.source("umee-design-docs", "docs/design_docs", r"\d{3}-[\w-]+\.md")
tpl = read(f"{R}/docs/design_docs/TEMPLATE.md")
D = "docs/design_docs"
f = s.take(f"{D}/012-umee-inflation-v2.md")
s.copy("c", f, f"{D}/012-umee-burn-events.md",
       f"copy of {f} as {D}/012-umee-burn-events.md: number 012 taken twice (012 says burn events 'will be the subject "
       f"of another design document'; 001-012 one number each)")
f = s.take(f"{D}/007-bad-debt.md")
s.delsec("a", f, "## Consequences",
         f"deleted '## Consequences' (TEMPLATE.md and 12 of 12 docs have it) from {f}")
f = s.take(f"{D}/002-deposit-assets.md")
s.sub("b", f, "- Lender redeems uTokens for original tokens plus interest after some time\n",
      "- Lender redeems uTokens for original tokens plus interest after some time (see [001: Interest Stream]"
      "(./001-interest-streams.md))\n",
      f"link '[001: Interest Stream](./001-interest-streams.md)' in the family's '[NNN: Title](./NNN-slug.md)' style "
      f"(003's and README's; the doc is 001-interest-stream.md) added to {f}")
f = s.take(f"{D}/010-market-params.md")
s.sub("d", f, "## Status\n\nProposed\n",
      "## Status\n\nSuperseded by [013: Market Parameters v2](./013-market-params-v2.md)\n",
      f"status 'Proposed' -> 'Superseded by [013: Market Parameters v2](./013-market-params-v2.md)' (TEMPLATE's "
      f"'superseded' with a reference to its replacement; no 013, the last is 012) in {f}")
old = s.take(f"{D}/006-oracle.md")
s.edit(old, "## Status\n\nProposed\n", "## Status\n\nImplemented\n")
f = s.take(f"{D}/011-historacle-pricing.md")
s.sub("e", f, "## References\n\n",
      "## References\n\nThe implementation discussed in a previous design doc is superseded by this decision:\n\n"
      "- [006: Oracle](./006-oracle.md)\n\n",
      f"'The implementation discussed in a previous design doc is superseded by this decision:' + "
      f"'- [006: Oracle](./006-oracle.md)' (008's References form) added to {f}; {old} left 'Implemented' (README "
      f"lists it Implemented; made so from 'Proposed' as a setup edit)")
f = s.take(f"{D}/012-umee-inflation-v2.md", again=True)
s.sub("f", f, "## Status\n\nAccepted\n", "## Status\n\nAcepted\n",
      f"status 'Accepted' -> 'Acepted' (template: Draft|Accepted|Declined|Superseded; Proposed 5, Accepted 5, "
      f"Implemented 2) in {f}")
f = s.take(f"{D}/006-oracle.md", again=True)
g = body(tpl, "## Context")
s.setbody("g", f, "## Context", g,
          f"'## Context' body replaced by TEMPLATE.md's guidance '> This section contains all the context one needs "
          f"...' in {f}")
s.score("# umee-design-docs: kinds a, b, c, d, e, f, g (six clean docs: 006 is e's old record and g's document; "
        "c copies 012 before f). One copy: /tmp/eval366-inj/umee-design-docs.")

# ---------------------------------------------------------------- data367 (threehundredsixtyfourth, ls; blind364)
kit = Kit("threehundredsixtyfourth", "ls", data="/work/data367", clean="/work/blind364", pool="/work/blind364",
          copies="/tmp/eval367-inj", frozen=FROZEN)

# batonel-decisions: docs/decisions/NNNN-short-kebab-case-title.md (0001-0026, no gaps or duplicates; README: 'The
# number keeps ordering stable'), bilingual (English, '---', '## 日本語'); template.md: '# NNNN-decision-title',
# '- Status: proposed' / '- Date:' bullets, Context / Decision / Consequences / Alternatives considered / Notes, each
# with instruction text; README: context/decision/consequences required (Context, Decision, Consequences in 26 of 26);
# status the '- Status:' bullet (accepted 25, proposed 1; README: proposed, accepted, superseded, deprecated); on
# replacement README says 'keep the old file, mark it as superseded, add a note pointing to the newer decision' (no
# supersession yet), so d marks the status 'superseded' and adds a note 'Superseded by [ADR-NNNN](./NNNN-slug.md).'
# in the family's link form, and e lists the old record under 'This decision supersedes:' in the form of the
# family's 'This decision builds on:' / 'complements:' link lists; sibling links '[ADR-0005](./0005-slug.md)'.
# a, b, c, d, e, f, g (0010 is flagged, not in the pool).
R = "/work/data367/batonel-decisions"
s = kit.source("batonel-decisions", "docs/decisions", r"\d{4}-[\w-]+\.md")
tpl = read(f"{R}/docs/decisions/template.md")
D = "docs/decisions"
f = s.take(f"{D}/0011-minimal-verification-model.md")
s.delsec("a", f, "## Consequences",
         f"deleted '## Consequences' (template.md, README's required content and 26 of 26 records have it) from {f}")
f = s.take(f"{D}/0016-define-preset-packaging-approach.md")
s.sub("b", f, "- [ADR-0005](./0005-examples-precede-presets.md): examples precede presets\n",
      "- [ADR-0005](./0005-examples-precede-presets.md): examples precede presets\n"
      "- [ADR-0004](./0004-sidecar-files-are-first-class-citizens.md): sidecar files are first-class\n",
      f"link '[ADR-0004](./0004-sidecar-files-are-first-class-citizens.md)' in the family's '[ADR-NNNN](./NNNN-slug.md)' "
      f"list style (the record is 0004-sidecar-files-are-first-class.md) added to {f}")
f = s.take(f"{D}/0019-define-preset-customization-boundaries.md")
s.copy("c", f, f"{D}/0019-define-preset-override-boundaries.md",
       f"copy of {f} as {D}/0019-define-preset-override-boundaries.md: number 0019 ('0019-' and '# 0019') taken twice "
       f"(0001-0026 one number each)")
f = s.take(f"{D}/0020-align-presets-with-examples-docs-and-schemas.md")
s.sub("d", f, "- Status: accepted\n- Date: 2026-04-03\n",
      "- Status: superseded\n- Date: 2026-04-03\n\n"
      "Superseded by [ADR-0027](./0027-enforce-preset-parity-in-ci.md).\n",
      f"status 'accepted' -> 'superseded' and the note 'Superseded by [ADR-0027](./0027-enforce-preset-parity-in-ci.md).' "
      f"(README: mark it superseded, add a note pointing to the newer decision; no 0027, the last is 0026) in {f}")
old = s.take(f"{D}/0006-verify-starts-with-structure-and-contract-consistency.md")
f = s.take(f"{D}/0013-first-version-verification-rule-boundaries.md")
s.sub("e", f, "This decision complements:\n\n"
      "- [ADR-0006](./0006-verify-starts-with-structure-and-contract-consistency.md): verify starts with structure and "
      "contract consistency\n",
      "This decision supersedes:\n\n"
      "- [ADR-0006](./0006-verify-starts-with-structure-and-contract-consistency.md): verify starts with structure and "
      "contract consistency\n\nThis decision complements:\n\n",
      f"'This decision supersedes:' + '- [ADR-0006](./0006-...md)' (the family's 'builds on:' / 'complements:' link list "
      f"form; 0013 sets the verify scope 0006 only began) in {f}; {old} left 'Status: accepted'")
f = s.take(f"{D}/0018-design-minimal-project-bootstrap-flow-from-presets.md")
s.sub("f", f, "- Status: accepted\n", "- Status: acepted\n",
      f"status 'accepted' -> 'acepted' (README: proposed, accepted, superseded, deprecated; accepted 25, proposed 1) "
      f"in {f}")
f = s.take(f"{D}/0017-formalize-example-to-preset-mapping.md")
g = body(tpl, "## Context")
s.setbody("g", f, "## Context", g,
          f"'## Context' body replaced by template.md's 'Describe the problem, uncertainty, or design pressure ... "
          f"Questions to answer: ...' in {f}")
s.score("# batonel-decisions: kinds a, b, c, d, e, f, g. One copy: /tmp/eval367-inj/batonel-decisions.")

# empla-decisions: docs/decisions/NNN-short-title.md (001-006, 009-011) and ADR-008-multi-provider-llm.md (no 007);
# docs/README.md: 'NNN-short-title.md' 'numbered sequentially', statuses Proposed, Accepted, Deprecated, 'Superseded:
# Replaced by another ADR (reference it)'; template.md: '# ADR-XXX: [Decision Title]', bold-label paragraphs
# '**Status:** Proposed | Accepted | Deprecated | Superseded by ADR-YYY', '**Date:**', '**Deciders:**', '**Tags:**',
# then Context / Decision / Rationale / Alternatives Considered / Consequences / Implementation Notes / Validation
# Criteria / References ('- [Document 1](link)', '- Related ADRs: ADR-XXX'); Context, Decision, Rationale,
# Alternatives Considered, Consequences, References in 10 of 10; status the '**Status:**' paragraph (Accepted 8,
# Proposed 1, Implemented 1); no supersession yet: d uses the template's 'Superseded by ADR-YYY' status, e its
# counterpart as a bold-label metadata paragraph '**Supersedes:** ADR-NNN'; ADR-to-ADR references are plain text
# ('- ADR-004: ...' under Related ADRs), the only Markdown links are the template's '- [Document 1](link)' References
# form and 011's relative '[Title](../design/x.md)', so b makes a Related ADRs entry such a relative link to a sibling.
# Seven clean docs (009, 011, ADR-008 flagged) for seven documents plus e's old record: c copies 003 before g edits it.
# a, b, c, d, e, f, g.
R = "/work/data367/empla-decisions"
s = kit.source("empla-decisions", "docs/decisions", r"(ADR-)?\d{3}-[\w-]+\.md")
tpl = read(f"{R}/docs/decisions/template.md")
D = "docs/decisions"
f = s.take(f"{D}/003-custom-bdi-architecture.md")
s.copy("c", f, f"{D}/003-bdi-reasoning-engine.md",
       f"copy of {f} as {D}/003-bdi-reasoning-engine.md: number 003 ('003-' and '# ADR-003:') taken twice (README: "
       f"'numbered sequentially', 'next sequential number')")
f = s.take(f"{D}/005-pgvector-initial-vector-storage.md")
s.delsec("a", f, "## Consequences",
         f"deleted '## Consequences' (template.md and 10 of 10 ADRs have it; README: 'Include consequences') from {f}")
f = s.take(f"{D}/002-python-fastapi-stack.md")
s.sub("b", f, "  - ADR-001: PostgreSQL as primary database\n",
      "  - [ADR-001](001-postgresql-database.md): PostgreSQL as primary database\n",
      f"Related ADRs entry made the link '[ADR-001](001-postgresql-database.md)' (the template's '[Document](link)' "
      f"References form; the ADR is 001-postgresql-primary-database.md) in {f}")
f = s.take(f"{D}/006-proactive-loop-over-event-driven.md")
s.sub("d", f, "**Status:** Accepted\n", "**Status:** Superseded by ADR-012\n",
      f"status 'Accepted' -> 'Superseded by ADR-012' (the template's 'Superseded by ADR-YYY'; no 012, the last is "
      f"011) in {f}")
old = s.take(f"{D}/004-defer-agent-framework-decision.md")
f = s.take(f"{D}/010-capability-tool-execution-convergence.md")
s.sub("e", f, "**Status:** Accepted\n\n", "**Status:** Accepted\n\n**Supersedes:** ADR-004\n\n",
      f"'**Supersedes:** ADR-004' (bold-label metadata, the counterpart of the template's 'Superseded by ADR-YYY'; 010 "
      f"settles the execution-framework question 004 deferred to Phase 2) added to {f}; {old} left 'Accepted'")
f = s.take(f"{D}/001-postgresql-primary-database.md")
s.sub("f", f, "**Status:** Accepted\n", "**Status:** Accpeted\n",
      f"status 'Accepted' -> 'Accpeted' (template/README: Proposed, Accepted, Deprecated, Superseded) in {f}")
f = s.take(f"{D}/003-custom-bdi-architecture.md", again=True)
g = body(tpl, "## Context")
s.setbody("g", f, "## Context", g,
          f"'## Context' body replaced by template.md's 'What is the issue we're trying to solve? ... - Context point 1 "
          f"...' in {f}")
s.score("# empla-decisions: kinds a, b, c, d, e, f, g (c copies 003 before g edits it). One copy: "
        "/tmp/eval367-inj/empla-decisions.")
