"""Inject defects into clean documents of a copy of each source of data324 to data327 (the three-hundred-and-twenty-second
to three-hundred-and-twenty-fifth evaluations, parts kc, kd, ke and kf: blind, frozen as /tmp/frozen269). See
inject_kit.py. Every edit below was chosen from the repositories' own templates and documents before anything ran.
Run: /work/main/.venv/bin/python inject-kf.py (writes injected-<source>.txt into each set's folder).
"""
import sys

sys.path.insert(0, "/work/main/bench/conventions-eval")
from inject_kit import Kit, read  # noqa: E402

FROZEN = "/tmp/frozen269"

# ---------------------------------------------------------------- data324 (threehundredtwentysecond, kc)
kit = Kit("threehundredtwentysecond", "kc", data="/work/data324", clean="/work/blind324", pool="/work/blind324",
          copies="/tmp/eval324-inj", frozen=FROZEN)

# aenea-aura-adr: docs/architecture-decisions/ADR-NNN-slug.md (95, plus ADR-076.1 and ADR-085.1), template in README.md
# ('**Status:** Draft | ... | Deployed | ... | Superseded by ADR-XXX', Context / Decision / Alternatives Considered /
# Consequences / References); supersession written on both sides ('Superseded by ADR-XXX' in the README's format,
# '**Supersedes:** Portions of ADR-007' in ADR-022): a, a, b, c, d, e, f.
s = kit.source("aenea-aura-adr", "docs/architecture-decisions", r"ADR-\d{3}(\.\d)?-.*\.md")
D = "docs/architecture-decisions"
f = s.take(f"{D}/ADR-012-opensearch-iam-master-user.md")
s.delsec("a", f, "## Context", f"deleted '## Context' (the README template and 95 of 95 ADRs have it) from {f}")
f = s.take(f"{D}/ADR-020-private-ecr-base-images.md")
s.delsec("a", f, "## Decision", f"deleted '## Decision' (the README template and 95 of 95 ADRs have it) from {f}")
f = s.take(f"{D}/ADR-035-dedicated-docker-build-project.md")
s.sub("b", f, "**Relates To:** ADR-007 (Modular CI/CD with Layer-Based Deployment)",
      "**Relates To:** [ADR-007](ADR-007-modular-ci-cd-strategy.md) (Modular CI/CD with Layer-Based Deployment)",
      f"link to ADR-007-modular-ci-cd-strategy.md (the ADR is ADR-007-modular-cicd-strategy.md) added to {f}")
f = s.take(f"{D}/ADR-013-service-adapter-factory-pattern.md")
s.copy("c", f, f"{D}/ADR-013-adapter-factory-pattern.md",
       f"copy of {f} as {D}/ADR-013-adapter-factory-pattern.md: number ADR-013 taken twice")
f = s.take(f"{D}/ADR-038-codebuild-caching-optimization.md")
s.sub("d", f, "**Status:** Deployed\n", "**Status:** Superseded by ADR-094\n",
      f"status 'Superseded by ADR-094' (no ADR-094, the last is ADR-093; the README writes 'Superseded by ADR-XXX') "
      f"in {f}")
old = s.take(f"{D}/ADR-044-enhanced-node-detail-panel.md")
f = s.take(f"{D}/ADR-045-external-documentation-links.md")
s.sub("e", f, "**Related:** ADR-044 (Enhanced Node Detail Panel)\n",
      "**Related:** ADR-044 (Enhanced Node Detail Panel)\n"
      "**Supersedes:** [ADR-044](ADR-044-enhanced-node-detail-panel.md) (Enhanced Node Detail Panel)\n",
      f"'**Supersedes:** [ADR-044](ADR-044-enhanced-node-detail-panel.md)' (as ADR-022 writes '**Supersedes:**') added "
      f"to {f}; {old} left '**Status:** Deployed' (README: 'Superseded by ADR-XXX')")
f = s.take(f"{D}/ADR-001-dynamodb-separate-tables.md")
s.sub("f", f, "**Status:** Deployed\n", "**Status:** Deployd\n",
      f"status 'Deployed' -> 'Deployd' (README: Draft | Proposed | Rejected | Accepted | In Progress | Implemented | "
      f"Deployed | Production | Deprecated | Superseded) in {f}")
s.score("# aenea-aura-adr: kinds a, a, b, c, d, e, f. One copy: /tmp/eval324-inj/aenea-aura-adr.")

# o1labs-rfcs: NNNN-slug.md at the root, template 0001-template.md (Summary / Motivation / Detailed design / Test plan
# and functional requirements / Drawbacks / Rationale and alternatives / Prior art / Unresolved questions, with
# guidance text); no status, no links between RFCs, nothing superseded: a, a, b, c, g, g.
s = kit.source("o1labs-rfcs", ".", r"\d{4}-.*\.md")
tpl = read("/work/data324/o1labs-rfcs/0001-template.md")
f = s.take("0008-kimchi-polynomial-quadricization.md")
s.delsec("a", f, "## Drawbacks", f"deleted '## Drawbacks' (the template and 12 of 12 RFCs have it) from {f}")
f = s.take("0013-efficient-msms-for-non-native-pickles-verification.md")
s.delsec("a", f, "## Motivation", f"deleted '## Motivation' (the template and 12 of 12 RFCs have it) from {f}")
f = s.take("0009-folding.md")
s.copy("c", f, "0009-nova-folding.md", f"copy of {f} as 0009-nova-folding.md: number 0009 taken twice")
f = s.pick("\n## Drawbacks\n", skip=1)  # (0014 was not clean; skip 0001-template.md)
body = tpl.split("\n## Drawbacks\n", 1)[1].split("\n## Rationale and alternatives\n", 1)[0].strip("\n")
s.setbody("g", f, "## Drawbacks", body,
          f"'## Drawbacks' body replaced by the template's 'Why should we *not* do this?' in {f}")
f = s.pick("\n## Prior art\n", skip=1)  # (skip 0001-template.md)
body = tpl.split("\n## Prior art\n", 1)[1].split("\n## Unresolved questions\n", 1)[0].strip("\n")
s.setbody("g", f, "## Prior art", body,
          f"'## Prior art' body replaced by the template's 'Discuss prior art, both the good and the bad, ...' in {f}")
f = s.take("0011-zkapp-cli-lightnet-management.md")
s.sub("b", f, "## Summary\n\n", "## Summary\n\nThe local network it manages is described in "
      "[RFC 0004](0004-dockerized-local-network.md).\n\n",
      f"link to 0004-dockerized-local-network.md (the RFC is 0004-dockerised-local-network.md) added to {f}")
s.score("# o1labs-rfcs: kinds a, a, c, g, g, b. One copy: /tmp/eval324-inj/o1labs-rfcs.")

# tinacms-rfcs: NNNN-slug.md at the root, YAML front matter (rfc: NNNN, title, submitter, reviewers, pull_request), no
# template, no status, no section kept by nearly all, nothing superseded: b, b, c, c.
s = kit.source("tinacms-rfcs", ".", r"\d{4}-.*\.md")
f = s.take("0010-api-events.md")
s.sub("b", f, "In RFC 0009 we introduced", "In [RFC 0009](0009-cms-event.md) we introduced",
      f"link to 0009-cms-event.md (the RFC is 0009-cms-events.md) added to {f}")
f = s.take("0007-higher-order-form-hooks.md")
s.sub("b", f, "# Higher Order Form Hooks\n\n## Background\n\n",
      "# Higher Order Form Hooks\n\n## Background\n\nThis builds on [RFC 0006](0006-form-hooks-conventions.md).\n\n",
      f"link to 0006-form-hooks-conventions.md (the RFC is 0006-form-hook-conventions.md) added to {f}")
f = s.take("0003-media-api.md")
s.sub("c", f, "rfc: 0003\n", "rfc: 0001\n",
      f"front matter 'rfc: 0003' -> 'rfc: 0001' in {f}: number 0001 taken twice (0001-tinacms-react-core.md)")
f = s.take("0005-toolbar-widget.md")
s.copy("c", f, "0005-toolbar-plugins.md", f"copy of {f} as 0005-toolbar-plugins.md: number 0005 taken twice")
s.score("# tinacms-rfcs: kinds b, b, c, c. One copy: /tmp/eval324-inj/tinacms-rfcs.")

# ---------------------------------------------------------------- data325 (threehundredtwentythird, kd)
kit = Kit("threehundredtwentythird", "kd", data="/work/data325", clean="/work/blind325", pool="/work/blind325",
          copies="/tmp/eval325-inj", frozen=FROZEN)

# openff-standards: docs/enhancement-proposals/off-ep-NNNN.md, template off-ep-template.md (bold '**Status:** &lt;Draft
# | Proposed | Accepted | Rejected | Deferred | Final>' and other fields, Abstract / Motivation and Scope / Usage and
# Impact / Backward compatibility / Detailed description / Alternatives / Discussion / Copyright, with guidance text);
# no supersession: a, a, b, c, f, g.
s = kit.source("openff-standards", "docs/enhancement-proposals", r"off-ep-\d{4}(-[\w-]+)?\.md")
tpl = read("/work/data325/openff-standards/docs/enhancement-proposals/off-ep-template.md")
D = "docs/enhancement-proposals"
f = s.take(f"{D}/off-ep-0006.md")
s.delsec("a", f, "## Abstract", f"deleted '## Abstract' (the template and 7 of 7 proposals have it) from {f}")
f = s.take(f"{D}/off-ep-0009.md")
s.sub("b", f, "as a supported attribute value in the `<vdW>` tag.\n",
      "as a supported attribute value in the `<vdW>` tag. It builds on [OFF-EP 8](off-ep-008.md).\n",
      f"link to off-ep-008.md (the proposal is off-ep-0008.md) added to {f}")
f = s.take(f"{D}/off-ep-0005.md")
s.copy("c", f, f"{D}/off-ep-0005-nonperiodic-electrostatics.md",
       f"copy of {f} as {D}/off-ep-0005-nonperiodic-electrostatics.md: number 0005 taken twice")
f = s.pick("\n## Backward compatibility\n")  # (off-ep-0010.md was not clean)
s.delsec("a", f, "## Backward compatibility",
         f"deleted '## Backward compatibility' (the template and 7 of 7 proposals have it) from {f}")
f = s.pick("**Status:** Accepted\n")
s.sub("f", f, "**Status:** Accepted\n", "**Status:** Acepted\n",
      f"status 'Accepted' -> 'Acepted' (template: Draft | Proposed | Accepted | Rejected | Deferred | Final) in {f}")
f = s.pick("\n## Alternatives\n")
body = tpl.split("\n## Alternatives\n", 1)[1].split("\n## Discussion\n", 1)[0].strip("\n")
s.setbody("g", f, "## Alternatives", body,
          f"'## Alternatives' body replaced by the template's 'If there were any alternative solutions ...' in {f}")
s.score("# openff-standards: kinds a, a, b, c, f, g. One copy: /tmp/eval325-inj/openff-standards.")

# ---------------------------------------------------------------- data326 (threehundredtwentyfourth, ke)
kit = Kit("threehundredtwentyfourth", "ke", data="/work/data326", clean="/work/blind326", pool="/work/blind326",
          copies="/tmp/eval326-inj", frozen=FROZEN)

# rust-project-goals: src/<period>/<slug>.md, unnumbered, template src/TEMPLATE.md ('| Metadata | |' table with
# 'Status | Proposed' (Accepted once approved), Summary / Motivation (The status quo / What we propose to do about it /
# Work items over the next year) / Team asks / Frequently asked questions, with italic guidance text); status values
# Accepted / Proposed / Not accepted; nothing superseded: a, a, b, f, g, g.
s = kit.source("rust-project-goals", ["src/2024h2", "src/2025h1", "src/2025h2", "src/2026"],
               r"(?!roadmap|README\.md|goals\.md|not_accepted\.md)[\w.-]+\.md")
tpl = read("/work/data326/rust-project-goals/src/TEMPLATE.md")
f = s.take("src/2026/libc-1.0.md")
s.delsec("a", f, "## Summary", f"deleted '## Summary' (TEMPLATE.md and 185 of 190 goal documents have it) from {f}")
f = s.take("src/2025h1/pub-priv.md")
s.delsec("a", f, "## Motivation",
         f"deleted '## Motivation' (TEMPLATE.md and 186 of 190 goal documents have it) from {f}")
f = s.take("src/2026/polonius.md")
s.sub("b", f, "## Summary\n\n", "## Summary\n\nThis continues the [2025h2 goal](../2025h2/Polonius.md).\n\n",
      f"link to ../2025h2/Polonius.md (the 2025h2 goal is polonius.md; Polonius.md is 2024h2/2025h1) added to {f}")
f = s.take("src/2026/stabilize-try.md")
s.sub("f", f, "| Status                | Accepted                           |",
      "| Status                | Acepted                            |",
      f"status 'Accepted' -> 'Acepted' (TEMPLATE.md: Proposed or Accepted; 139 say Accepted) in {f}")
f = s.take("src/2026/rtn.md")
body = tpl.split("\n## Summary\n", 1)[1].split("\n## Motivation\n", 1)[0].strip("\n")
s.setbody("g", f, "## Summary", body,
          f"'## Summary' body replaced by TEMPLATE.md's '*Short description of what you will do over the next year.*' "
          f"in {f}")
f = s.take("src/2026/bf16.md")
body = tpl.split("\n### The status quo\n", 1)[1].split("\n### What we propose to do about it\n", 1)[0].strip("\n")
s.setbody("g", f, "### The status quo", body,
          f"'### The status quo' body replaced by TEMPLATE.md's '> *Elaborate in more detail about the problem ...*' "
          f"in {f}")
s.score("# rust-project-goals: kinds a, a, b, f, g, g. One copy: /tmp/eval326-inj/rust-project-goals.")

# voml-rfcs: RFCs/RFC<n> - Title.md, template 'RFC9999 - Template.md' (Stage badges Standarded / Experiment /
# Abandoned / Proposal / Complement, dates, empty Motivation / Related / Design); others '- 当前状态: 已采纳' (10);
# Motivation and Design only in 24 of 38, no text under the template's headings, nothing superseded: b, b, c, c, f, f.
s = kit.source("voml-rfcs", "RFCs", r"RFC\d+ - .*\.md")
D = "RFCs"
f = s.take(f"{D}/RFC7 - Phantom Space.md")
s.sub("b", f, "导入一个外部路径\n", "导入一个外部路径, 参见 [#RFC31](RFC6%20-%20Import%20Statements.md).\n",
      f"link to 'RFC6 - Import Statements.md' (the RFC is 'RFC6 - Import Statement.md') added to {f}")
f = s.take(f"{D}/RFC23 - Consecutively inserted values for list.md")
s.sub("b", f, "## Motivation\n\n简化列表输入\n",
      "## Motivation\n\n简化列表输入, 参见 [#RFC18](RFC19%20-%20Standardise%20List.md).\n",
      f"link to 'RFC19 - Standardise List.md' (the RFC is 'RFC19 - Standardize List.md') added to {f}")
f = s.take(f"{D}/RFC8 - Style Guide.md")
s.copy("c", f, f"{D}/RFC8 - Formatting Guide.md",
       f"copy of {f} as '{D}/RFC8 - Formatting Guide.md': number RFC8 taken twice")
f = s.take(f"{D}/RFC19 - Standardize List.md")
s.copy("c", f, f"{D}/RFC19 - List Semantics.md",
       f"copy of {f} as '{D}/RFC19 - List Semantics.md': number RFC19 taken twice")
f = s.take(f"{D}/RFC5 - Arc IR.md")
s.sub("f", f, "- 当前状态: 已采纳\n", "- 当前状态: 己采纳\n",
      f"status '已采纳' -> '己采纳' (10 say '已采纳', 1 '已否决') in {f}")
f = s.take(f"{D}/RFC6 - Import Statement.md")
s.sub("f", f, "badge/Stage-Proposal-inactive", "badge/Stage-Propsal-inactive",
      f"Stage badge 'Proposal' -> 'Propsal' (template: Standarded / Experiment / Abandoned / Proposal / Complement) "
      f"in {f}")
s.score("# voml-rfcs: kinds b, b, c, c, f, f. One copy: /tmp/eval326-inj/voml-rfcs.")

# lovefield-design: docs/dd/NN_slug.md and docs/spec/NN_slug.md (two chapter series sharing numbers across folders),
# no template, status or supersession, chapters differ in sections: b, b, c, c.
s = kit.source("lovefield-design", ["docs/dd", "docs/spec"], r"\d\d_.*\.md")
f = s.take("docs/spec/08_referential_integrity.md")
s.sub("b", f, "Foreign key constraints can only be defined during schema creation.",
      "Foreign key constraints can only be defined during [schema creation](01_schema_definition.md).",
      f"link to 01_schema_definition.md (the chapter is 01_schema.md) added to {f}")
f = s.take("docs/dd/05_transaction.md")
s.sub("b", f, "transactions can be implicit or explicit.",
      "transactions can be implicit or explicit (see [Life of a Database](03_life_of_database.md)).",
      f"link to 03_life_of_database.md (the chapter is 03_life_of_db.md) added to {f}")
f = s.take("docs/spec/06_library.md")
s.copy("c", f, "docs/spec/06_facilities.md", f"copy of {f} as docs/spec/06_facilities.md: number 06 taken twice in spec/")
f = s.take("docs/dd/02_data_store.md")
s.copy("c", f, "docs/dd/02_backstore.md", f"copy of {f} as docs/dd/02_backstore.md: number 02 taken twice in dd/")
s.score("# lovefield-design: kinds b, b, c, c. One copy: /tmp/eval326-inj/lovefield-design.")

# ---------------------------------------------------------------- data327 (threehundredtwentyfifth, kf)
kit = Kit("threehundredtwentyfifth", "kf", data="/work/data327", clean="/work/blind327", pool="/work/blind327",
          copies="/tmp/eval327-inj", frozen=FROZEN)

# ai-horde-adr: docs/decisions/NNNN-slug.md, MADR with front matter 'status: accepted|proposed' and date, no template
# file; Context and Problem Statement / Decision Drivers / Considered Options / Decision Outcome / Pros and Cons in 10 of
# 10; links '([ADR 4](0004-....md))'; nothing superseded: a, a, b, c, f.
s = kit.source("ai-horde-adr", "docs/decisions", r"\d{4}-.*\.md")
D = "docs/decisions"
f = s.take(f"{D}/0007-accounting-foreign-key-policy.md")
s.delsec("a", f, "## Decision Drivers", f"deleted '## Decision Drivers' (10 of 10 ADRs have it; MADR) from {f}")
f = s.take(f"{D}/0002-separate-currency-and-statistic-event-tables.md")
s.delsec("a", f, "## Considered Options", f"deleted '## Considered Options' (10 of 10 ADRs have it; MADR) from {f}")
f = s.take(f"{D}/0008-trust-promotion-in-the-projector.md")
s.sub("b", f, "With projection asynchronous ([ADR 3](0003-single-serialized-projector.md))",
      "With projection asynchronous ([ADR 3](0003-single-serialized-projector.md), "
      "[ADR 4](0004-payer-reservation-for-spend-admission.md))",
      f"link to 0004-payer-reservation-for-spend-admission.md (the ADR is "
      f"0004-payer-reservations-for-spend-admission.md) added to {f}")
f = s.take(f"{D}/0006-permanent-archive-compensation-only-repair.md")
s.copy("c", f, f"{D}/0006-compensation-only-repair.md",
       f"copy of {f} as {D}/0006-compensation-only-repair.md: number 0006 taken twice")
f = s.take(f"{D}/0010-advisory-lock-mode-gate.md")
s.sub("f", f, "status: accepted\n", "status: acceptd\n",
      f"front matter status 'accepted' -> 'acceptd' (9 say accepted, 1 proposed) in {f}")
s.score("# ai-horde-adr: kinds a, a, b, c, f. One copy: /tmp/eval327-inj/ai-horde-adr.")

# dfe-childcare-adr: docs/content/decisions/NNNN-slug.md, MADR variant with Eleventy front matter, no status, no
# template file (0000 makes MADR elements optional; the four MADR sections in only 9 of 13), links as site URLs
# ('../0001-entitlement-checker-design/'), nothing superseded: b, b, c, c.
s = kit.source("dfe-childcare-adr", "docs/content/decisions", r"\d{4}-.*\.md")
D = "docs/content/decisions"
f = s.take(f"{D}/0008-dto-and-shared-types-ownership.md")
s.sub("b", f, "be separated into a dedicated `RulesEngine` project.\n",
      "be separated into a dedicated `RulesEngine` project (following "
      "[ADR 0007 Refactoring options](../0007-refactor-options/)).\n",
      f"link to ../0007-refactor-options/ (the ADR is 0007-refactoring-options; 0007 links "
      f"'../0001-entitlement-checker-design/') added to {f}")
f = s.take(f"{D}/0010-documentation-publication-strategy.md")
s.sub("b", f, "published via GitHub Pages.\n", "published via GitHub Pages (see [ADR 0000](0000-use-madr-doc.md)).\n",
      f"link to 0000-use-madr-doc.md (the ADR is 0000-use-madr-docs.md) added to {f}")
f = s.take(f"{D}/0004-use-github-runners-for-ui-tests.md")
s.copy("c", f, f"{D}/0004-github-hosted-runners.md",
       f"copy of {f} as {D}/0004-github-hosted-runners.md: number 0004 taken twice")
f = s.take(f"{D}/0006-use-govuk-frontend-aspnetcore.md")
s.copy("c", f, f"{D}/0006-govuk-frontend-library.md",
       f"copy of {f} as {D}/0006-govuk-frontend-library.md: number 0006 taken twice")
s.score("# dfe-childcare-adr: kinds b, b, c, c. One copy: /tmp/eval327-inj/dfe-childcare-adr.")

# podcast-scraper-rfc: docs/rfc/RFC-NNN-slug.md, template RFC_TEMPLATE.md ('- **Status**: Draft | Completed', Abstract
# / Problem Statement / Goals / ... with bracketed guidance text); supersession on both sides ('- **Status**: Superseded
# by [RFC-090](RFC-090-hybrid-retrieval.md)' in RFC-070, '- **Supersedes (in part)**: ...RFC-057...' in RFC-073):
# a, c, d, e, f, g.
s = kit.source("podcast-scraper-rfc", "docs/rfc", r"RFC-\d{3}-.*\.md")
tpl = read("/work/data327/podcast-scraper-rfc/docs/rfc/RFC_TEMPLATE.md")
D = "docs/rfc"
f = s.take(f"{D}/RFC-036-grok-provider-implementation.md")
s.delsec("a", f, "## Abstract", f"deleted '## Abstract' (the template and 106 of 116 RFCs have it) from {f}")
f = s.take(f"{D}/RFC-035-gemini-provider-implementation.md")
s.copy("c", f, f"{D}/RFC-035-gemini-provider.md", f"copy of {f} as {D}/RFC-035-gemini-provider.md: number RFC-035 "
       f"taken twice")
f = s.take(f"{D}/RFC-047-run-comparison-visual-tool.md")
s.sub("d", f, "- **Status**: Completed\n", "- **Status**: Superseded by [RFC-118](RFC-118-run-comparison-dashboard.md)\n",
      f"status 'Superseded by [RFC-118](RFC-118-run-comparison-dashboard.md)' (no RFC-118, the last is RFC-117; RFC-070 "
      f"writes 'Superseded by [RFC-090](RFC-090-hybrid-retrieval.md)') in {f}")
old = s.take(f"{D}/RFC-020-integration-test-improvements.md")
# (RFC-024 was not clean: a later clean RFC that cites RFC-020)
f = s.pick("docs/rfc/RFC-020-integration-test-improvements.md", skip=s.pool.index(old))
s.sub("e", f, "- **Stakeholders**:",
      "- **Supersedes**: [RFC-020](RFC-020-integration-test-improvements.md) (integration test execution)\n"
      "- **Stakeholders**:",
      f"'- **Supersedes**: [RFC-020](RFC-020-integration-test-improvements.md)' (as RFC-073 writes '- **Supersedes (in "
      f"part)**:') added to {f}; {old} left '- **Status**: Completed'")
f = s.take(f"{D}/RFC-044-model-registry.md")
s.sub("f", f, "- **Status**: Completed\n", "- **Status**: Compelted\n",
      f"status 'Completed' -> 'Compelted' (template: Draft | Completed; 35 say exactly Completed) in {f}")
f = s.take(f"{D}/RFC-033-mistral-provider-implementation.md")
body = tpl.split("\n## Abstract\n", 1)[1].split("\n## Problem Statement\n", 1)[0].strip("\n")
s.setbody("g", f, "## Abstract", body,
          f"'## Abstract' body replaced by the template's '[2-3 sentences summarizing:] - [What this RFC proposes] ...' "
          f"in {f}")
s.score("# podcast-scraper-rfc: kinds a, c, d, e, f, g. One copy: /tmp/eval327-inj/podcast-scraper-rfc.")
